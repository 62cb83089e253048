"""A credit ladder's open last tier whose credit, after a comma, is followed by neither a credit word nor a fee word
(session 36's helper mo12): "less than 95.0%, 50% of the amount invoiced for the affected GPUs". mo10 read a figure that a
fee word follows ("50 percent of the monthly fees") as a credit; any other figure after the comma was still taken as a
second level under the band's bound word ("below 99.9% and 99.0%"), "less than 50%", and the tier was lost: a claim at
90% uptime got the 25% tier. A level coordinated under one bound word is close to the first (within BAND_SPAN of it:
"below 99.9% or 99.0%"); a figure far under it is the band's credit. A share of the machines ("50% of the affected GPUs
shall be replaced", en.yaml tiers.time_shares) is neither a band nor a credit.
"""

from decimal import Decimal

import pytest

from slacheck import api
from tests.sla.test_ladder_last_tier_mo10 import CONTRACT, LOG, THREE, tiers_of

# the "less than X but equal to or greater than Y, credit" items stand in
# https://lawinsider.com/clause/service-commitments-and-service-credits ("For Monthly Uptime Percentage less than 99.95%
# but equal to or greater than 99.0%, Cu[stomer will be eligible ...]"); the wordings of the credit are the brief's
HEAD = ("4. Service Credits. If the Monthly Uptime Percentage of the GPU cluster falls below the Service Commitment in "
        "any billing month, the Customer is eligible for a Service Credit calculated as a percentage of the charges "
        "for the affected GPUs, as follows:\n"
        "(i) where the Monthly Uptime Percentage is less than 99.9% but equal to or greater than 99.0%, 10% of the "
        "charges for the affected GPUs;\n"
        "(ii) where the Monthly Uptime Percentage is less than 99.0% but equal to or greater than 95.0%, 25% of the "
        "charges for the affected GPUs;\n")
LAST = "(iii) where the Monthly Uptime Percentage is {open} 95.0%, {credit}.\n"


@pytest.mark.parametrize("open_", ["less than", "below", "under"])
@pytest.mark.parametrize("credit", [
    "50% of the amount invoiced for the affected GPUs",
    "50 percent of the amounts paid for the affected GPUs",
    "50% of the rental price of the affected GPUs",
    "50% of the affected GPUs' monthly charges",
    "50% of the recurring charges",
    "50%",
])
def test_the_open_last_tier_is_read(open_, credit):
    # main: the first two tiers only (the 50 read as a second level "less than 50%")
    assert tiers_of(HEAD + LAST.format(open=open_, credit=credit)) == THREE


@pytest.mark.parametrize("credit", [
    # the same figure, a share of the machines: no credit (and no level)
    "50% of the affected GPUs shall be replaced",
    "50 percent of the affected nodes shall be replaced",
])
def test_a_share_of_the_machines_is_no_tier(credit):
    assert tiers_of(HEAD + LAST.format(open="less than", credit=credit)) == THREE[:2]


def test_levels_under_one_bound_word_still_pair_with_their_credits():
    # near miss: "below 99.9% or 99.0%" is still two levels under one bound word, close to each other
    text = ("Service Credits. If the Monthly Uptime falls below 99.9% or 99.0%, the Customer receives a Service Credit "
            "of 10% or 25% of the monthly fee respectively.\n")
    assert tiers_of(text) == THREE[:2]


@pytest.mark.parametrize("credit, owed", [
    ("50% of the amount invoiced for the affected GPUs", Decimal("5000.00")),  # main: 2500.00, the 25% tier
    # no tier: the ladder ends at the 25% band, at least 95.0%, and below it states machines replaced, no credit: none
    # owed (mo20; 2500.00 until then, the band's credit paid below its stated lower end)
    ("50% of the affected GPUs shall be replaced", Decimal("0.00")),
])
def test_a_claim_at_90_percent_uptime(tmp_path, credit, owed):
    # mo10's contract and log: every GPU down 72 hours of November 2026, 90.0% uptime, in the open last tier
    (tmp_path / "c.txt").write_text(CONTRACT + HEAD + LAST.format(open="less than", credit=credit), encoding="utf-8")
    (tmp_path / "log.csv").write_text(LOG, encoding="utf-8")
    claimed = api.claim(tmp_path / "log.csv", contract=tmp_path / "c.txt", as_of="2026-12-05", currency="USD")
    assert claimed.months[0].credit_amount == owed
