"""Claim letters for both devset cases in both languages carry the numbers and the clause."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from slacheck.incidents.read import read_incidents
from slacheck.report.letters import render_claim_letter
from slacheck.sla.engine import compute_claim
from slacheck.terms_file import read_terms_yaml, terms_to_contract

DEVSET = Path(__file__).resolve().parents[2] / "fixtures" / "devset"


@pytest.mark.parametrize("name", ["dev01_lansuan_h800_lingang", "dev03_songsuan_h20_gpuhour"])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_letter_quotes_clause_and_shows_the_money(name, lang):
    terms = read_terms_yaml(DEVSET / f"{name}.truth.yaml")
    args = yaml.safe_load((DEVSET / f"{name}.claim.args.yaml").read_text())
    incidents = read_incidents(DEVSET / f"{name}.incidents.csv", tz=args["tz"])
    result = compute_claim(incidents, terms_to_contract(terms), tz=args["tz"], as_of=args["as_of"],
                           monthly_fee=args.get("monthly_fee"), units=args["units"], unit_ids=args["unit_ids"])
    letter = render_claim_letter(result, terms, incidents, lang=lang, terms_source=f"{name}.truth.yaml",
                                 monthly_fee=args.get("monthly_fee"))
    assert f"{result.total_credit:,.2f}" in letter
    for month in result.months:
        assert month.month in letter
        assert f"{month.credit_amount:,.2f}" in letter
        assert f"{month.availability_pct:.4f}%" in letter
        assert str(month.claim_deadline) in letter
    clause_key = "credit_tiers" if name.startswith("dev01") else "credit_downtime_multiple"
    assert clause_key in letter  # the clause as it stands in the terms file (page 1)
    assert ("第 1 页" if lang == "zh" else "Page 1") in letter
    counted = next(i for i in result.months[0].incidents if i.counted_minutes > 0)
    assert counted.id in letter  # incidents as evidence
    assert ("赔偿申请函" if lang == "zh" else "Service Credit Claim") in letter
