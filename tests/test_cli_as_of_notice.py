"""An --as-of before the log's first incident (2015 typed for 2025) is said on stderr: every month is then
unfinished and nothing claimable, and the table alone showed 'month not finished' for a month long over."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app

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
