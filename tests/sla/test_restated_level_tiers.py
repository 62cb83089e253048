"""A commitment restated right before its tier is no credit (session 38, found by helper mo17).

"服务可用性承诺为99.9%，低于99.9%的，赔偿月服务费的10%" read the tier as {below 99.9: credit 99.9}: the text led with a
free figure, so the band took the figure before it as its credit ("10% if availability is less than 99.9%" leads with
its credit), and a claim asked for 99.9% of the month's fee. A figure right before a band whose level it is, is the
commitment restated (``tiers.pair_bands``). Each positive stands beside a near miss that must read as before.
"""

from decimal import Decimal

import pytest

from slacheck import api
from tests.sla.test_ladder_last_tier_mo10 import CONTRACT, LOG, tiers_of


@pytest.mark.parametrize("text, expected", [
    # the commitment restated before its tier, in both languages (e690976: credit_pct 99.9)
    ("服务可用性承诺为99.9%，低于99.9%的，赔偿月服务费的10%。", [{"below_pct": 99.9, "credit_pct": 10.0}]),
    ("服务可用性承诺为99.9%，低于99.9%的，赔偿月服务费的10%；低于99%的，赔偿月服务费的25%。",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]),
    ("We commit to 99.9% availability, and below 99.9% a credit of 10% applies.",
     [{"below_pct": 99.9, "credit_pct": 10.0}]),
    # near misses: a text leading with its credit still pairs the credit before each band
    ("A credit of 10% if availability is less than 99.9%, 25% if less than 99%.",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]),
    ("月度服务可用性低于99.9%的，赔偿当月服务费的10%。", [{"below_pct": 99.9, "credit_pct": 10.0}]),
])
def test_a_restated_commitment_is_no_credit(text, expected):
    assert tiers_of(text) == expected


def test_a_claim_under_a_restated_commitment_asks_for_the_tier_credit(tmp_path):
    # 72 hours down in November (90.0%): the 10% tier of USD 10,000 (e690976: 99.9% of it, USD 9,990.00)
    (tmp_path / "c.txt").write_text(CONTRACT + "4. SLA. We commit to 99.9% availability, and below 99.9% a credit of "
                                    "10% of the monthly fee applies.\n", encoding="utf-8")
    (tmp_path / "log.csv").write_text(LOG, encoding="utf-8")
    [month] = api.claim(tmp_path / "log.csv", contract=tmp_path / "c.txt", as_of="2026-12-05", currency="USD").months
    assert month.credit_amount == Decimal("1000.00")
