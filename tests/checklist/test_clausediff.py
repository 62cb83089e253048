"""diff at two levels (issue 14, item 4): term values row by row, clause wording word by word,
and commitments weakened or strengthened as findings; "no changes" when there are none.

The three drafts in fixtures/drafts are the issue's case: v1 → v2 raises two credit tiers,
v2 → v3 changes "guarantees" into "commercially reasonable efforts", "all nodes" into "the
affected nodes", "shall deliver" into "shall use reasonable efforts to deliver" (and the
governing law, the only change the old diff reported).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck import api
from slacheck.checklist.clausediff import align_sections, commitment_changes, diff_clauses, word_diff
from slacheck.cli import app

DRAFTS = Path(__file__).resolve().parents[2] / "fixtures" / "drafts"


def drafts(lang: str) -> list[Path]:
    suffix = "_zh" if lang == "zh" else ""
    return [DRAFTS / f"msa_v{n}{suffix}.md" for n in (1, 2, 3)]


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_tiers_are_compared_row_by_row(lang):
    v1, v2, _ = drafts(lang)
    result = api.diff(v1, v2)
    [tiers] = [c for c in result.changes if c.key == "credit_tiers"]
    rows = [(r.row, r.change, r.old_value, r.new_value) for r in tiers.rows]
    expected = [("below 99.5%", "changed", 20, 30)] + ([("below 99%", "changed", 30, 50)] if lang == "en" else [])
    assert rows == expected
    assert [c.number for c in result.clauses] == ["5.2"]   # the table's clause, word by word
    assert result.commitments == []


def test_tier_rows_in_the_table_and_markdown():
    v1, v2, _ = drafts("en")
    table = run("diff", v1, v2, "--no-db")
    assert table.exit_code == 0, table.stderr
    assert "below 99.5%: 20% → 30%" in table.stdout and "below 99%: 30% → 50%" in table.stdout
    assert "entries" not in table.stdout
    md = run("diff", v1, v2, "--no-db", "--format", "md").stdout
    assert "three tiers: 10% below 99.9%, 20% below 99.5%, 30% below 99%" in md
    assert "~~20%~~**30%**" in md


@pytest.mark.parametrize("lang, expected", [
    ("en", [("1.1", "obligation", ["shall"], ["reasonable efforts"]),
            ("5.1", "obligation", ["guarantees"], ["commercially reasonable efforts"]),
            ("5.1", "scope", ["all nodes"], ["the affected nodes"])]),
    ("zh", [("1.1", "obligation", ["应"], ["尽力"]),
            ("5.1", "obligation", ["保证"], ["尽合理努力"]),
            ("5.1", "scope", ["全部节点"], ["受影响的节点"])]),
])
def test_the_three_weakenings_are_findings(lang, expected):
    _, v2, v3 = drafts(lang)
    result = api.diff(v2, v3, lang=lang)
    got = [(c.clause, c.aspect, c.old_wording, c.new_wording) for c in result.commitments]
    assert got == expected
    assert all(c.direction == "weakened" for c in result.commitments)
    assert [c.key for c in result.changes] == ["governing_law"]
    assert [c.number for c in result.clauses] == ["1.1", "5.1", "9.1"]
    first = result.commitments[1]
    assert first.old.text.startswith("5.1") and first.new.text.startswith("5.1")


def test_weakenings_are_said_in_sentences_on_the_terminal():
    _, v2, v3 = drafts("en")
    out = run("diff", v2, v3, "--no-db").stdout
    assert "WEAKENED: Clause 5.1: commitment weakened, from “guarantees” to “commercially reasonable efforts”." in out
    assert "WEAKENED: Clause 5.1: scope weakened, from “all nodes” to “the affected nodes”." in out
    assert "WEAKENED: Clause 1.1: commitment weakened, from “shall” to “reasonable efforts”." in out
    assert "[-guarantees-]{+will use commercially reasonable efforts to achieve+}" in "".join(out.split("│"))


def test_json_carries_clauses_and_commitments():
    _, v2, v3 = drafts("zh")
    data = json.loads(run("diff", v2, v3, "--no-db", "--format", "json").stdout)
    assert [c["clause"] for c in data["commitments"]] == ["1.1", "5.1", "5.1"]
    assert data["commitments"][1]["message"] == "第5.1条承诺力度减弱：由“保证”改为“尽合理努力”。"
    ops = data["clauses"][1]["ops"]
    assert {"op": "delete", "text": "保证全部"} in ops and {"op": "insert", "text": "尽合理努力使受影响的"} in ops


@pytest.mark.parametrize("lang, said", [  # in the drafts' language (SPEC §2: generated prose)
    ("en", "No changes: the drafts state the same terms, verdicts and clause wording."),
    ("zh", "无变化：两稿的各项约定、清单结论和条款措辞均相同。"),
], ids=["en", "zh"])
def test_identical_drafts_say_no_changes(lang, said):
    v1 = drafts(lang)[0]
    for fmt in ("table", "md"):
        out = run("diff", v1, v1, "--no-db", "--format", fmt)
        assert out.exit_code == 0
        assert said in out.stdout
        assert "┏" not in out.stdout and "| key |" not in out.stdout   # no empty table
    assert api.diff(v1, v1).unchanged


def test_word_diff_rebuilds_both_texts():
    old, new = "5.1 Provider guarantees 99.9% for all nodes.", "5.1 Provider will try to reach 99.9% for affected nodes."
    ops = word_diff(old, new)
    assert "".join(o.text for o in ops if o.op != "insert") == old
    assert "".join(o.text for o in ops if o.op != "delete") == new


def test_renumbered_clause_pairs_with_its_look_alike(doc_from_text):
    old = doc_from_text("1. Scope\n5.1 Provider guarantees a monthly availability of 99.9% for all nodes.\n")
    new = doc_from_text("1. Scope\n6.1 Provider guarantees a monthly availability of 99.9% for all nodes.\n")
    assert diff_clauses(old, new) == []     # renumbering alone changes nothing a reviewer signs
    moved = doc_from_text("1. Scope\n6.1 Provider guarantees a monthly availability of 99.5% for all nodes.\n")
    [change] = diff_clauses(old, moved)
    assert (change.number, change.old_number, change.change) == ("6.1", "5.1", "changed")
    assert len(align_sections(old, moved)) == 2


def test_a_strengthened_commitment_is_a_finding_too(doc_from_text):
    old = doc_from_text("7.2 Provider will use reasonable efforts to replace a failed GPU within 4 hours.\n")
    new = doc_from_text("7.2 Provider shall replace a failed GPU within 4 hours.\n")
    [change] = commitment_changes(diff_clauses(old, new))
    assert (change.direction, change.old_wording, change.new_wording) == ("strengthened", ["reasonable efforts"], ["shall"])


def test_an_added_term_has_no_old_value_shown(tmp_path):
    old, new = tmp_path / "v1.yaml", tmp_path / "v2.yaml"
    old.write_text("rack_power_kw: 15\n", encoding="utf-8")
    new.write_text("rack_power_kw: 15\nmonitoring: true\n", encoding="utf-8")
    csv_out = run("diff", old, new, "--no-db", "--format", "csv").stdout
    assert "monitoring,added,,true," in csv_out and "None" not in csv_out
