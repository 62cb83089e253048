"""``credit_base: unit`` (SPEC §3.4, issue 11 item 1): each unit's own availability picks its
tier, and the credit is Σ tier % × fee / units, capped. Every figure below is computed by hand."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from slacheck.models import ContractTerms, CreditTier, Incident
from slacheck.sla.engine import compute_claim

TZ = ZoneInfo("Asia/Shanghai")
ROOT = Path(__file__).resolve().parents[2]


def at(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=TZ)


def outage(id: str, start: str, end: str, *units: str, cause: str = "vendor") -> Incident:
    return Incident(id=id, start=at(start), end=at(end), units=units, cause=cause)


def terms(**kw) -> ContractTerms:
    base = dict(sla_unit="node", credit_base="unit", currency="USD", claim_window_days=30)
    base.update(kw)
    return ContractTerms(**base)


ASHGROVE = dict(gpu_count=256, gpus_per_node=8, monthly_fee=250000, credit_cap_pct=100, min_outage_minutes=5,
                credit_tiers=[CreditTier(below_pct=99.95, credit_pct=10), CreditTier(below_pct=99.0, credit_pct=25),
                              CreditTier(below_pct=95.0, credit_pct=50)])


def test_one_node_down_a_day_earns_its_own_tier_on_its_share_of_the_fee():
    # 1440 of node-07's 43,200 September minutes: 96.6667% -> 25% of 250,000 / 32 = 1,953.125
    result = compute_claim([outage("a", "2025-09-10T00:00", "2025-09-11T00:00", "node-07")], terms(**ASHGROVE),
                           tz=TZ, as_of=date(2025, 10, 5))
    month = result.months[0]
    assert month.credit_amount == Decimal("1953.13")
    assert month.availability_pct == pytest.approx(99.8958, abs=1e-4)  # pooled figure stays the month's
    assert month.credit_pct == pytest.approx(25 / 32)
    node = next(u for u in month.units if u.unit == "node-07")
    assert (node.downtime_minutes, node.availability_pct, node.credit_pct) == (1440.0, 96.6667, 25.0)
    others = next(u for u in month.units if u.unit is None)
    assert (others.count, others.downtime_minutes, others.credit_pct) == (31, 0.0, 0.0)


def test_service_base_claims_the_whole_fee_on_pooled_availability():
    # the same outage without credit_base: pooled 99.8958% -> 10% of the whole fee
    result = compute_claim([outage("a", "2025-09-10T00:00", "2025-09-11T00:00", "node-07")],
                           terms(**ASHGROVE, credit_base=None), tz=TZ, as_of=date(2025, 10, 5))
    assert result.months[0].credit_amount == Decimal("25000.00")
    assert result.months[0].units == []


def test_sum_over_units_is_capped():
    # 4 nodes, fee 100,000, tiers <99 -> 50, <95 -> 100, cap 30%.
    # node-1 and node-2 down 3 days of 30 (90%): 100% x 25,000 each = 50,000 > 30,000 cap
    t = terms(gpu_count=32, gpus_per_node=8, monthly_fee=100000, credit_cap_pct=30,
              credit_tiers=[CreditTier(below_pct=99, credit_pct=50), CreditTier(below_pct=95, credit_pct=100)])
    result = compute_claim([outage("a", "2025-11-01T00:00", "2025-11-04T00:00", "node-1", "node-2")], t,
                           tz=TZ, as_of=date(2025, 12, 5))
    month = result.months[0]
    assert month.capped is True
    assert month.credit_amount == Decimal("30000.00")
    assert month.credit_pct == pytest.approx(50.0)  # before the cap: (100 + 100 + 0 + 0) / 4


def test_unit_down_across_a_month_boundary_is_judged_in_each_month():
    # 10 nodes, fee 10,000, tiers <99.9 -> 5, <99 -> 15. node-a down 12:00 30 Sep -> 12:00 1 Oct:
    # September 720 / 43,200 -> 98.3333%, October 720 / 44,640 -> 98.3871%: 15% x 1,000 each month
    t = terms(gpu_count=80, gpus_per_node=8, monthly_fee=10000,
              credit_tiers=[CreditTier(below_pct=99.9, credit_pct=5), CreditTier(below_pct=99, credit_pct=15)])
    result = compute_claim([outage("a", "2025-09-30T12:00", "2025-10-01T12:00", "node-a")], t,
                           tz=TZ, as_of=date(2025, 11, 5))
    assert [(m.month, m.credit_amount) for m in result.months] == [("2025-09", Decimal("150.00")),
                                                                  ("2025-10", Decimal("150.00"))]
    assert [next(u.availability_pct for u in m.units if u.unit == "node-a") for m in result.months] == \
        [98.3333, 98.3871]


def test_whole_cluster_outage_and_a_named_node_each_earn_their_own_tier():
    # 4 nodes, fee 40,000, tiers <99.9 -> 10, <99 -> 25. `*` 2 h downs all four; node-1 also 10 h more:
    # node-1 720 / 43,200 (98.3333%) -> 25; the three others 120 min (99.7222%) -> 10.
    # (25 + 3 x 10) / 4 = 13.75% of 40,000 = 5,500
    t = terms(gpu_count=32, gpus_per_node=8, monthly_fee=40000,
              credit_tiers=[CreditTier(below_pct=99.9, credit_pct=10), CreditTier(below_pct=99, credit_pct=25)])
    result = compute_claim([outage("a", "2025-06-02T00:00", "2025-06-02T02:00", "*"),
                            outage("b", "2025-06-03T00:00", "2025-06-03T10:00", "node-1")], t,
                           tz=TZ, as_of=date(2025, 7, 5))
    month = result.months[0]
    assert month.credit_amount == Decimal("5500.00")
    assert {(u.unit, u.count, u.credit_pct) for u in month.units} == {("node-1", 1, 25.0), (None, 3, 10.0)}


def test_ashgrove_contract_extracted_gives_the_per_node_credit():
    """The bundled ashgrove lease: its credit clause is "of the Monthly Base Fee attributable to that Node"."""
    from slacheck import api

    result = api.claim(ROOT / "tests" / "fixtures" / "ashgrove_incidents.csv",
                       contract=ROOT / "fixtures" / "demo" / "ashgrove_a100_lease_to_own.txt",
                       as_of="2025-10-05", tz="America/New_York")
    month = result.months[0]
    assert (month.month, month.credit_amount, month.currency) == ("2025-09", Decimal("1953.13"), "USD")
