"""A priced change recomputed on the units it touches equals the months recomputed whole."""

from __future__ import annotations

import random
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from slacheck.incidents.table import IncidentTable
from slacheck.models import ContractTerms, Incident
from slacheck.sla.disputes import FIELDS, _differing_fields, _Pricer
from slacheck.sla.engine import compute_claim
from slacheck.sla.reconcile import match_incidents

NODES = [f"n{k}" for k in range(1, 7)]


def log(rng, prefix, n, t0, nodes):
    """Touching and zero-length records, month ends, `*` and several units, every cause."""
    incidents = []
    for k in range(n):
        start = t0 + timedelta(minutes=rng.randrange(0, 5 * 1440, rng.choice((1, 5, 30, 60))))
        roll = rng.random()
        units = ("*",) if roll < 0.05 else tuple(rng.sample(nodes, 2 if roll < 0.3 else 1))
        cause = rng.choice(["vendor", "vendor", "vendor", "customer", "maintenance", "force_majeure"])
        incidents.append(Incident(id=f"{prefix}{k}", start=start,
                                  end=start + timedelta(minutes=rng.choice((0, 3, 5, 30, 60, 61, 240, 3000))),
                                  units=units, cause=cause,
                                  notice_hours=rng.choice((None, 24, 72, 96)) if cause == "maintenance" else None))
    return incidents


def terms_for(rng, **extra):
    return ContractTerms(sla_unit="node", monthly_fee=100000, currency="CNY", maintenance_notice_hours=72,
                         min_outage_minutes=rng.choice((None, 5, 30)), claim_window_days=30,
                         credit_tiers=[{"below_pct": 99.9, "credit_pct": 10}, {"below_pct": 99.0, "credit_pct": 25}],
                         credit_base=rng.choice(("service", "unit")),
                         credit_per_hour_pct=rng.choice((None, 1.5)), credit_cap_pct=rng.choice((None, 30)), **extra)


@pytest.mark.parametrize("seed", range(24))
def test_a_change_priced_on_its_units_equals_its_months_recomputed(seed):
    check_units_route(seed, expected=False)


@pytest.mark.parametrize("seed", range(24))
def test_changes_said_beforehand_are_priced_the_same(seed):
    """A big reconcile tells the pricer which changes it will price (``_Pricer.expect``): their
    pairs are found together; a change not said beforehand is still priced right."""
    check_units_route(seed, expected=True)


def check_units_route(seed, expected):
    rng = random.Random(seed)
    zone = ZoneInfo("America/New_York" if seed % 2 else "Asia/Shanghai")
    t0 = datetime(2025, 2, 26) if seed % 3 else datetime(2025, 3, 7)  # a month end, a DST change
    their_nodes = NODES[:4] + ["n9"] if seed % 4 == 0 else NODES  # units in one log only
    ours = IncidentTable.from_incidents(log(rng, "o", rng.randint(2, 40), t0, NODES), zone)
    theirs = IncidentTable.from_incidents(log(rng, "t", rng.randint(2, 40), t0, their_nodes), zone)
    terms = terms_for(rng)
    kwargs = rng.choice(({"units": 10}, {"unit_ids": NODES + ["n7", "n8", "n9"]}, {"units": 7}))
    base = compute_claim(ours, terms, tz=zone, as_of=date(2025, 5, 31), **kwargs)
    pricer = _Pricer(ours, theirs, terms, zone, date(2025, 5, 31), base, kwargs)
    matched = match_incidents(ours, theirs).matched
    i, j = matched.positions
    differs = _differing_fields(ours, theirs, i, j, True)
    if expected:  # every other change said beforehand, in an order of its own
        pricer.expect([(int(i[n]), int(j[n]), field) for f, field in enumerate(FIELDS)
                       for n in range(len(i))[::-2] if differs[f, n]])
    checked = 0
    for f, field in enumerate(FIELDS):
        for n in range(len(i)):
            if not differs[f, n]:
                continue
            fast = pricer._effects_on_units(int(i[n]), int(j[n]), field)
            whole = pricer._effects_by_months(int(i[n]), int(j[n]), field)
            if fast is not None:
                checked += 1
                assert fast == whole, (field, ours.ids[int(i[n])], theirs.ids[int(j[n])])
    assert checked or not differs.any()  # the units route was taken
