"""A count takes its noun in the number it needs: "1 claim", not "1 claims" (history, extract, demo)."""

from __future__ import annotations

from typer.testing import CliRunner

from slacheck.cli import app, run_rows
from slacheck.words import counted


def test_counted_says_one_and_many():
    assert [counted(n, "claim") for n in (0, 1, 2)] == ["0 claims", "1 claim", "2 claims"]
    assert counted(1, "diff change", "diff changes") == "1 diff change"
    assert counted(3, "entry", "entries") == "3 entries"


def test_history_says_what_a_run_saved_in_words():
    run = {"terms": 1, "findings": 14, "incidents": 1, "claims": 1, "acceptance": 1, "scores": 0,
           "diff_changes": 1, "reconciliations": 2}
    assert run_rows(run) == ("1 term, 14 findings, 1 incident, 1 claim, 1 acceptance test, 1 diff change, "
                             "2 reconciliations")


def test_an_extraction_of_one_term_is_titled_one_term(tmp_path):
    contract = tmp_path / "one.txt"
    contract.write_text("Service availability: 99.9% per month.\n", encoding="utf-8")
    done = CliRunner().invoke(app, ["extract", str(contract), "--no-db", "--format", "md"])
    assert done.exit_code == 0 and done.stdout.startswith("## one.txt: 1 term\n")


def test_a_condition_names_a_one_item_list_in_the_singular():
    # checklist explanations ("credit_tiers conflicts: 1 entry vs 3 entries") come from conditions.show
    from slacheck.checklist.conditions import show

    tier = {"below_pct": 99.9, "credit_pct": 10}
    assert [show([tier]), show([tier] * 3), show([])] == ["1 entry", "3 entries", "0 entries"]
    assert show(20.0) == "20" and show(True) == "true"  # not lists: as before
