"""A claim letter that claims nothing says so when it is written: a late --as-of (every window closed) or an
early one (no month finished) still writes the letter, which a user could send without reading."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app

DEVSET = Path(__file__).resolve().parents[1] / "fixtures" / "devset"
DEV01 = "dev01_lansuan_h800_lingang"
NOTHING = "(it claims nothing: no finished month within its claim period is owed a credit)"


@pytest.mark.parametrize("as_of, claims", [("2025-08-10", True), ("2026-06-01", False), ("2025-07-15", False)])
def test_the_letter_written_says_when_it_claims_nothing(tmp_path, as_of, claims):
    letter = tmp_path / "letter.md"
    done = CliRunner().invoke(app, ["claim", "--terms", str(DEVSET / f"{DEV01}.truth.yaml"), "--incidents",
                                    str(DEVSET / f"{DEV01}.incidents.csv"), "--month", "2025-07", "--as-of", as_of,
                                    "--no-db", "--letter", str(letter), "--lang", "en"])
    assert done.exit_code == 0, done.stderr
    said = next(line for line in done.stderr.splitlines() if line.startswith("Claim letter written to"))
    assert said == f"Claim letter written to {letter}" + ("" if claims else f" {NOTHING}")
    assert letter.exists()
