"""`slacheck diff` speaks the report's language (SPEC §2: `--lang zh|en` for generated prose,
default the contract's), as `check` does: tier values and rows, clause names, headings and the
"no changes" sentence in Chinese for Chinese drafts (or `--lang zh`), in English for English
drafts (or `--lang en`). Term keys, rule ids, statuses, change kinds and JSON's keys and values
stay as written.

fixtures/drafts: v1 → v2 raises a credit tier, v2 → v3 weakens three commitments.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.checklist.diff import diff_documents
from slacheck.checklist.schema import load_checklist
from slacheck.cli import app
from slacheck.report.findings import render_diff

DRAFTS = Path(__file__).resolve().parents[2] / "fixtures" / "drafts"
ZH = [DRAFTS / f"msa_v{n}_zh.md" for n in (1, 2, 3)]
EN = [DRAFTS / f"msa_v{n}.md" for n in (1, 2, 3)]


def diff(*args) -> str:
    out = CliRunner().invoke(app, ["diff", *map(str, args), "--no-db"])
    assert out.exit_code == 0, out.stderr
    return "".join(out.stdout.split("│"))  # table cells read as text


def test_chinese_drafts_are_compared_in_chinese_by_default():
    table = diff(ZH[0], ZH[1])
    assert "三档：低于99.9%赔10%，低于99.5%赔20%，低于99%赔30%" in table
    assert "三档：低于99.9%赔10%，低于99.5%赔30%，低于99%赔30%" in table
    assert "低于99.5%：20% → 30%" in table
    assert "第5.2条" in table and "条款措辞" in table
    for english in ("three tiers", "below 99", "Clause", "wording\n"):
        assert english not in table
    md = diff(ZH[1], ZH[2], "--format", "md")
    assert "### 承诺变化\n\n- 减弱：第1.1条承诺力度减弱：由“应”改为“尽力”。\n" in md
    assert "- 减弱：第5.1条适用范围减弱：由“全部节点”改为“受影响的节点”。" in md
    assert "### 清单结论变化\n\n- availability（月可用性承诺不低于99.5%）：pass → review\n" in md
    assert "## 条款措辞" in md and "| 第5.1条 | changed |" in md
    for english in ("WEAKENED", "Commitments", "Checklist moves", "Clause", "(Monthly availability"):
        assert english not in md


def test_english_drafts_stay_in_english():
    table = diff(EN[0], EN[1])
    assert "three tiers: 10% below 99.9%, 20% below 99.5%, 30% below 99%" in table
    assert "below 99.5%: 20% → 30%" in table and "Clause 5.2" in table and "Clause wording" in table
    assert "低于" not in table and "条" not in table
    md = diff(EN[1], EN[2], "--format", "md")
    assert "### Commitments\n\n- WEAKENED: Clause 1.1: commitment weakened, from “shall” to “reasonable efforts”.\n" in md
    assert "### Checklist moves\n\n- availability (Monthly availability of at least 99.5%): pass → review\n" in md
    assert "| Clause 9.1 | changed |" in md


def test_lang_overrides_the_drafts_language_both_ways():
    zh = diff(EN[0], EN[1], "--lang", "zh", "--format", "md")
    assert "三档：低于99.9%赔10%，低于99.5%赔20%，低于99%赔30%" in zh and "低于99.5%：20% → 30%" in zh
    assert "| 第5.2条 | changed |" in zh and "## 条款措辞" in zh
    assert "three tiers" not in zh and "Clause" not in zh
    en = diff(ZH[1], ZH[2], "--lang", "en")
    assert "WEAKENED: Clause 5.1: commitment weakened, from “保证” to “尽合理努力”." in en
    assert "availability (Monthly availability of at least 99.5%): pass → review" in en
    assert "Clause wording" in en and "Clause 9.1" in en
    assert "减弱" not in en and "第" not in en
    csv_zh = diff(EN[0], EN[1], "--lang", "zh", "--format", "csv")
    assert "低于99.5%：20% → 30%" in csv_zh and "below" not in csv_zh


@pytest.mark.parametrize("draft, lang, expected", [
    (ZH[0], None, "无变化：两稿的各项约定、清单结论和条款措辞均相同。"),
    (ZH[0], "en", "No changes: the drafts state the same terms, verdicts and clause wording."),
    (EN[0], "zh", "无变化：两稿的各项约定、清单结论和条款措辞均相同。"),
], ids=["zh-drafts", "zh-drafts-lang-en", "en-drafts-lang-zh"])
def test_no_changes_is_said_in_the_report_language(draft, lang, expected):
    for fmt in ("table", "md"):
        out = diff(draft, draft, "--format", fmt, *(["--lang", lang] if lang else []))
        assert expected in out


def test_json_keys_and_values_stay_as_they_are_titles_and_sentences_follow_lang():
    data = json.loads(diff(EN[0], EN[1], "--lang", "zh", "--format", "json"))
    [tiers] = data["changes"]
    assert tiers["rows"] == [{"row": "below 99.5%", "change": "changed", "old_value": 20.0, "new_value": 30.0},
                             {"row": "below 99%", "change": "changed", "old_value": 30.0, "new_value": 50.0}]
    data = json.loads(diff(EN[1], EN[2], "--lang", "zh", "--format", "json"))
    assert data["commitments"][1]["message"] == "第5.1条承诺力度减弱：由“guarantees”改为“commercially reasonable efforts”。"
    assert data["status_moves"][0]["title"] == "月可用性承诺不低于99.5%"
    assert data["status_moves"][0]["old_status"] == "pass" and data["changes"][0]["key"] == "governing_law"


@pytest.mark.parametrize("lang, expected", [("zh", "第6.1条（原第5.1条）"), ("en", "Clause 6.1 (was 5.1)")],
                         ids=["zh", "en"])
def test_a_renumbered_clause_is_named_in_the_report_language(doc_from_text, lang, expected):
    old = doc_from_text("1. Scope\n5.1 Provider guarantees a monthly availability of 99.9% for all nodes.\n")
    new = doc_from_text("1. Scope\n6.1 Provider guarantees a monthly availability of 99.5% for all nodes.\n")
    result = diff_documents(old, [], new, [], load_checklist("gpu-training"), lang)
    md = render_diff(result, "md", lang=lang)
    assert f"| {expected} | changed |" in md
