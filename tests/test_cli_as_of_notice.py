"""An --as-of before the log's first incident (2015 typed for 2025) is said on stderr: every month is then
unfinished and nothing claimable, and the table alone showed 'month not finished' for a month long over."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck import api
from slacheck.claim_inputs import read_claim_inputs
from slacheck.cli import app
from slacheck.report.claims import claim_json

DEMO = Path(__file__).resolve().parents[1] / "fixtures" / "demo"
def before_notes(notes: list[str]) -> list[str]:
    """The notes but those of incidents ending after the as-of (the log runs to 2025-10-20: tested below)."""
    return [note for note in notes if " after --as-of (" not in note]


SAID = "--as-of {} is before the log's first incident (2025-09-02): no month is finished on it, nothing is claimable"


@pytest.mark.parametrize("as_of, said", [("2015-10-13", True), ("2025-09-01T23:00", True), ("2025-09-02", False),
                                         ("2025-10-13", False), (None, False)])
def test_an_as_of_before_the_log_is_said(as_of, said):
    args = ["claim", "--contract", str(DEMO / "qiantang_h800_framework.md"), "--incidents", str(DEMO / "incidents.csv"),
            "--units", "256", "--no-db", "--format", "json"] + (["--as-of", as_of] if as_of else [])
    done = CliRunner().invoke(app, args)
    assert done.exit_code == 0, done.stderr
    notice = SAID.format(as_of[:10]) if as_of else "is before the log's first incident"
    assert (notice in done.stderr) is said


@pytest.mark.parametrize("as_of, said", [("2015-10-13", True), (date(2015, 10, 13), True), ("2025-09-01T23:00", True),
                                         ("2025-09-02", False), ("2025-10-13", False), (None, False)])
def test_the_api_returns_the_note(as_of, said):
    """The claim carries the note (the CLI only prints it): an API caller learns the same."""
    result = api.claim(DEMO / "incidents.csv", contract=DEMO / "qiantang_h800_framework.md", units=256, as_of=as_of)
    day = as_of if isinstance(as_of, date) else as_of and as_of[:10]
    assert before_notes(result.notes) == ([SAID.format(day)] if said else [])
    assert "notes" not in claim_json(result)  # the JSON SPEC §2 shows is unchanged


def test_a_default_as_of_is_not_said_to_be_given():
    """Today's default is no --as-of the user typed: a log starting after it gets no '--as-of' note."""
    inputs = read_claim_inputs(DEMO / "incidents.csv", contract=DEMO / "qiantang_h800_framework.md")
    early = date(2020, 1, 1)
    assert api.claim_from_inputs(inputs, as_of=early, units=256, as_of_given=False).notes == []
    assert api.claim_from_inputs(inputs, as_of=early, units=256).notes == [SAID.format("2020-01-01")]


@pytest.mark.parametrize("as_of, said", [("2015-10-13", True), ("2025-10-13", False), (None, False)])
def test_reconcile_says_an_as_of_before_our_log(as_of, said):
    """reconcile's months are the claim's: an --as-of before our log's first incident is said the same way,
    by the API's result and on stderr (with or without terms)."""
    ours = DEMO / "incidents.csv"
    result = api.reconcile(ours, ours, contract=DEMO / "qiantang_h800_framework.md", units=256, as_of=as_of)
    assert before_notes(result.notes) == ([SAID.format(as_of)] if said else [])
    assert api.reconcile(ours, ours, as_of=as_of).notes == result.notes
    args = ["reconcile", "--incidents", str(ours), "--vendor-report", str(ours), "--no-db", "--format", "json"]
    done = CliRunner().invoke(app, args + (["--as-of", as_of] if as_of else []))
    assert done.exit_code == 0, done.stderr
    assert ("is before the log's first incident" in done.stderr) is said


ENDS_AFTER = "end after --as-of (2025-10-01T00:00+08:00), the last at 2025-10-20T15:00+08:00: counted as logged"


@pytest.mark.parametrize("as_of, said", [("2025-10-01", True), ("2025-10-21", False), (None, False)])
def test_incidents_ending_after_the_as_of_are_said(as_of, said):
    """demo-008 runs to 2025-10-01T02:00 and four more come later: with --as-of 2025-10-01 they count as logged
    (the unfinished October holds time past the as-of), which stderr now says, naming them; an as-of after the
    log's last end says nothing (near miss)."""
    args = ["claim", "--contract", str(DEMO / "qiantang_h800_framework.md"), "--incidents", str(DEMO / "incidents.csv"),
            "--units", "256", "--no-db", "--format", "json"] + (["--as-of", as_of] if as_of else [])
    done = CliRunner().invoke(app, args)
    assert done.exit_code == 0, done.stderr
    assert ("incidents.csv: 5 incidents ('demo-008', 'demo-009'" in done.stderr) is said
    assert (ENDS_AFTER in done.stderr) is said


def test_an_as_of_with_a_time_is_judged_at_that_time(tmp_path):
    """--as-of 2025-09-03T08:00: an incident ending at 08:00 is not after it (near miss), one ending 09:00 is."""
    log = tmp_path / "at.csv"
    log.write_text("id,start,end,units,cause\nA,2025-09-02T10:00:00,2025-09-03T08:00,node-1,vendor\n", encoding="utf-8")
    result = api.claim(log, contract=DEMO / "qiantang_h800_framework.md", units=256, as_of="2025-09-03T08:00")
    assert result.notes == []
    later = tmp_path / "later.csv"
    later.write_text("id,start,end,units,cause\nA,2025-09-02T10:00:00,2025-09-03T09:00,node-1,vendor\n", encoding="utf-8")
    result = api.claim(later, contract=DEMO / "qiantang_h800_framework.md", units=256, as_of="2025-09-03T08:00")
    assert result.notes == ["later.csv: 1 incident ('A') ends after --as-of (2025-09-03T08:00+08:00), the last at "
                            "2025-09-03T09:00+08:00: counted as logged, to its end; the months past --as-of are "
                            "unfinished on it and not claimable"]


def test_reconcile_says_incidents_ending_after_the_as_of_on_each_side():
    ours = DEMO / "incidents.csv"
    result = api.reconcile(ours, ours, as_of="2025-10-01")
    assert [note.split(":")[0] for note in result.notes] == ["incidents.csv", "incidents.csv"]
    assert all(ENDS_AFTER in note for note in result.notes)
    assert api.reconcile(ours, ours, as_of="2025-10-21").notes == []


def future_log(tmp_path, name: str, days_ahead: int):
    """A log whose one incident ends ``days_ahead`` days from the run's clock (negative: in the past)."""
    from datetime import datetime, timedelta

    end = datetime.now().astimezone().replace(microsecond=0) + timedelta(days=days_ahead)
    log = tmp_path / name
    log.write_text("id,start,end,units,cause\n"
                   f"A,{(end - timedelta(hours=2)).isoformat()},{end.isoformat()},node-1,vendor\n", encoding="utf-8")
    return log


@pytest.mark.parametrize("command", ["claim", "reconcile"])
def test_an_incident_ending_in_the_future_is_said_without_an_as_of(tmp_path, command):
    """No --as-of: an end after the run's clock (a clock or zone error in the log) was counted without a word,
    the note covering an explicit --as-of only; it is now said on the same path, naming the run's clock."""
    log = future_log(tmp_path, "ahead.csv", 3)
    contract = ["--contract", str(DEMO / "qiantang_h800_framework.md"), "--units", "256"]
    args = ([command, "--incidents", str(log)] + (["--vendor-report", str(log)] if command == "reconcile" else [])
            + contract + ["--no-db", "--format", "json"])
    done = CliRunner().invoke(app, args)
    assert done.exit_code == 0, done.stderr
    said = [line for line in done.stderr.splitlines() if "after now (" in line]
    # each log's note; the same log given as both sides of reconcile says the same words twice: said once (s22)
    assert len(said) == 1
    assert said[0].startswith("ahead.csv: 1 incident ('A') ends after now (")
    assert ", the run's clock: no --as-of given), the last at " in said[0]
    assert said[0].endswith(": counted as logged, to its end; an end in the future is a clock or time-zone error in "
                            "the log (--tz), or an end not known yet (leave it empty and pass --as-of); the months "
                            "past now are unfinished and not claimable")
    assert done.stdout.startswith("{")  # stdout stays the report


def test_an_incident_ended_before_the_run_says_nothing(tmp_path):
    # near misses: an end in the past; an end after the clock but before an explicit --as-of, which decides
    result = api.claim(future_log(tmp_path, "past.csv", -3), contract=DEMO / "qiantang_h800_framework.md", units=256)
    assert result.notes == []
    ahead = future_log(tmp_path, "ahead.csv", 3)
    assert api.claim(ahead, contract=DEMO / "qiantang_h800_framework.md", units=256, as_of="2099-01-01").notes == []


def test_the_api_takes_the_runs_clock(tmp_path):
    """The clock the future-end note is judged on is a parameter (``now``) the CLI fills from the clock: a test or
    a replay gives a fixed one, with no sleep and no patched datetime. An end after it is said, naming it; an end
    at it is not (near miss)."""
    from datetime import datetime, timezone

    log = tmp_path / "fixed.csv"
    log.write_text("id,start,end,units,cause\nA,2025-09-02T10:00:00,2025-09-03T09:00,node-1,vendor\n", encoding="utf-8")
    contract = DEMO / "qiantang_h800_framework.md"
    before = datetime(2025, 9, 3, 0, 0, tzinfo=timezone.utc)  # 08:00 in Shanghai, the contract's zone
    assert api.claim(log, contract=contract, units=256, now=before).notes == [
        "fixed.csv: 1 incident ('A') ends after now (2025-09-03T08:00+08:00, the run's clock: no --as-of given), the "
        "last at 2025-09-03T09:00+08:00: counted as logged, to its end; an end in the future is a clock or time-zone "
        "error in the log (--tz), or an end not known yet (leave it empty and pass --as-of); the months past now are "
        "unfinished and not claimable"]
    assert api.claim(log, contract=contract, units=256, now=datetime(2025, 9, 3, 9, 0)).notes == []  # naive: Shanghai
    # an explicit as-of decides, not the clock (near miss)
    assert api.claim(log, contract=contract, units=256, now=before, as_of="2025-09-30").notes == []
    said = api.reconcile(log, log, now=before).notes
    assert len(said) == 2 and all(" ends after now (2025-09-03T08:00+08:00, " in note for note in said)
    assert api.reconcile(log, log, now=datetime(2025, 9, 4, tzinfo=timezone.utc)).notes == []
