"""Properties of the SLA computation that must hold for any log (hypothesis)."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from decimal import Decimal

from hypothesis import given, settings, strategies as st

from slacheck.models import ContractTerms, CreditTier, Incident
from slacheck.sla.engine import compute_claim

TZ = "Asia/Shanghai"
BASE = datetime(2025, 6, 1)
NODES = [f"n{i}" for i in range(4)]
TIERS = [CreditTier(below_pct=99.9, credit_pct=10), CreditTier(below_pct=99.5, credit_pct=25),
         CreditTier(below_pct=99.0, credit_pct=50)]
TERMS = ContractTerms(sla_unit="node", gpu_count=32, gpus_per_node=8, monthly_fee=100000, credit_tiers=TIERS,
                      credit_cap_pct=30, min_outage_minutes=5, maintenance_notice_hours=72,
                      claim_window_days=30)
VOUCHER = ContractTerms(sla_unit="gpu", gpu_count=4, price_gpu_hour=9.8, credit_downtime_multiple=10,
                        credit_cap_pct=30, min_outage_minutes=10, monthly_fee=5000)


@st.composite
def incidents(draw, max_size=8):
    n = draw(st.integers(0, max_size))
    out = []
    for i in range(n):
        start = draw(st.integers(0, 60 * 24 * 45))  # minutes from June 1, spills into July
        length = draw(st.integers(0, 60 * 30))
        units = draw(st.lists(st.sampled_from(NODES + ["*"]), min_size=1, max_size=3, unique=True))
        cause = draw(st.sampled_from(["vendor", "vendor", "customer", "maintenance"]))
        notice = draw(st.sampled_from([None, 24, 72])) if cause == "maintenance" else None
        out.append(Incident(id=f"i{i}", start=BASE + timedelta(minutes=start),
                            end=BASE + timedelta(minutes=start + length), units=tuple(units), cause=cause,
                            notice_hours=notice))
    return out


def claim(items, terms=TERMS, **kw):
    return compute_claim(items, terms, tz=TZ, as_of=date(2025, 8, 1), **kw)


def summary(result):
    return [(m.month, m.downtime_minutes, m.credit_amount, m.capped) for m in result.months]


@settings(max_examples=500, deadline=None)
@given(incidents(), st.randoms())
def test_incident_order_does_not_matter(items, rnd):
    shuffled = list(items)
    rnd.shuffle(shuffled)
    assert summary(claim(items)) == summary(claim(shuffled))


@settings(max_examples=500, deadline=None)
@given(incidents(max_size=5), st.data())
def test_splitting_an_incident_at_any_instant_changes_nothing(items, data):
    if not items:
        return
    k = data.draw(st.integers(0, len(items) - 1))
    target = items[k]
    minutes = int((target.end - target.start).total_seconds() // 60)
    cut = target.start + timedelta(minutes=data.draw(st.integers(0, minutes)))
    first = target.model_copy(update={"end": cut})
    second = target.model_copy(update={"id": target.id + "b", "start": cut})
    split = items[:k] + [first, second] + items[k + 1:]
    assert summary(claim(items)) == summary(claim(split))


@settings(max_examples=500, deadline=None)
@given(incidents(max_size=5))
def test_duplicated_incidents_count_once(items):
    doubled = items + [i.model_copy(update={"id": i.id + "-dup"}) for i in items]
    assert summary(claim(items)) == summary(claim(doubled))


@settings(max_examples=500, deadline=None)
@given(incidents())
def test_availability_stays_within_0_and_100(items):
    for month in claim(items).months:
        assert 0 <= month.availability_pct <= 100
        assert 0 <= month.downtime_minutes <= month.unit_minutes


@settings(max_examples=500, deadline=None)
@given(incidents(max_size=5), st.integers(0, 60 * 24 * 3), st.sampled_from([TERMS, VOUCHER]))
def test_credit_never_falls_as_downtime_grows(items, extra_minutes, terms):
    if terms is VOUCHER:
        items = [i.model_copy(update={"units": tuple(u.replace("n", "g") for u in i.units)}) for i in items]
    grown = items + [Incident(id="extra", start=BASE + timedelta(days=3),
                              end=BASE + timedelta(days=3, minutes=extra_minutes), units=("*",))]
    before = {m.month: m.credit_amount for m in claim(items, terms, units=4).months}
    after = {m.month: m.credit_amount for m in claim(grown, terms, units=4).months}
    for month, amount in before.items():
        assert after.get(month, Decimal(0)) >= amount


@settings(max_examples=500, deadline=None)
@given(incidents(), st.sampled_from([TERMS, VOUCHER]))
def test_the_cap_holds(items, terms):
    if terms is VOUCHER:
        items = [i.model_copy(update={"units": tuple(u.replace("n", "g") for u in i.units)}) for i in items]
    cap = Decimal(str(terms.credit_cap_pct)) / 100 * Decimal(str(terms.monthly_fee))
    for month in claim(items, terms, units=4).months:
        assert month.credit_amount <= cap
        assert month.capped == (month.credit_pct / 100 * terms.monthly_fee > float(cap) + 1e-9)
