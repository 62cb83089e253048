"""Acceptance: `api.check` on the real devset contracts (PDF, DOCX, MD, TXT) gives the truth statuses.

This runs the whole chain — ingest, extraction, checklist — so a mismatch here may be an
extraction error rather than a rule error; the truth-terms test in test_engine.py separates
the two.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from slacheck import api

DEVSET = Path(__file__).resolve().parents[2] / "fixtures" / "devset"
TRUTHS = sorted(DEVSET.glob("*.truth.yaml"))


@pytest.mark.skipif(not TRUTHS, reason=f"devset not found at {DEVSET}")
@pytest.mark.parametrize("truth", TRUTHS, ids=lambda p: p.name.split(".")[0])
def test_check_real_contract(truth):
    expected = yaml.safe_load(truth.read_text(encoding="utf-8"))
    result = api.check(DEVSET / expected["document"])
    got = {f.rule: f.status for f in result.findings}
    wrong = {rule: f"{got[rule]} (expected {status}): {next(f.explanation for f in result.findings if f.rule == rule)}"
             for rule, status in expected["checklist"].items() if got[rule] != status}
    assert wrong == {}
    assert result.document.name == expected["document"] and result.document.language == expected["language"]
