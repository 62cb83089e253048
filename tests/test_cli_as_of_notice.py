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
    assert result.notes == ([SAID.format(day)] if said else [])
    assert "notes" not in claim_json(result)  # the JSON SPEC §2 shows is unchanged


def test_a_default_as_of_is_not_said_to_be_given():
    """Today's default is no --as-of the user typed: a log starting after it gets no '--as-of' note."""
    inputs = read_claim_inputs(DEMO / "incidents.csv", contract=DEMO / "qiantang_h800_framework.md")
    early = date(2020, 1, 1)
    assert api.claim_from_inputs(inputs, as_of=early, units=256, as_of_given=False).notes == []
    assert api.claim_from_inputs(inputs, as_of=early, units=256).notes == [SAID.format("2020-01-01")]
