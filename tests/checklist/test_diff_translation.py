"""A draft and its translation (a bilingual contract's English and Chinese versions): the terms are compared,
the wording is not. Word by word, "保证 ... 应" against "may" was reported as a commitment weakened, and every
clause as changed; two drafts in one language keep their clause diff (near miss)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from slacheck import api
from slacheck.cli import app

DRAFTS = Path(__file__).resolve().parents[2] / "fixtures" / "drafts"
SAID = ("msa_v1.md is in English and msa_v2_zh.md in Chinese: their terms are compared, not their wording "
        "(a translation changes every word: no clause or commitment is said changed)")


def test_a_translation_has_its_terms_compared_not_its_wording():
    result = api.diff(DRAFTS / "msa_v1.md", DRAFTS / "msa_v2_zh.md")
    assert result.translated and result.clauses == [] and result.commitments == []
    assert result.notes == [SAID]
    assert {c.key for c in result.changes} >= {"nccl_min_pct", "credit_tiers"}  # the terms still are
    assert "translated" not in json.loads(result.model_dump_json()) and "notes" not in result.model_dump()


def test_two_drafts_in_one_language_keep_their_clause_diff():
    for old, new in (("msa_v1.md", "msa_v2.md"), ("msa_v1_zh.md", "msa_v2_zh.md")):
        result = api.diff(DRAFTS / old, DRAFTS / new)
        assert not result.translated and result.clauses and result.notes == []


def test_the_cli_says_it_and_never_calls_a_translation_unchanged(tmp_path):
    done = CliRunner().invoke(app, ["diff", str(DRAFTS / "msa_v1.md"), str(DRAFTS / "msa_v2_zh.md"), "--no-db"])
    assert done.exit_code == 0 and SAID in done.stderr and "Clause" not in done.stdout
    en, zh = tmp_path / "en.md", tmp_path / "zh.md"
    en.write_text("# GPU Service Agreement\n\n1. The Provider guarantees a monthly availability of no less than "
                  "99.9%.\n", encoding="utf-8")
    zh.write_text("# GPU算力服务协议\n\n第一条 乙方保证月可用性不低于99.9%。\n", encoding="utf-8")
    same_terms = CliRunner().invoke(app, ["diff", str(en), str(zh), "--no-db", "--lang", "en"])
    assert same_terms.exit_code == 0
    assert "No term changes." in same_terms.stdout and "No changes" not in same_terms.stdout  # wording not known same
