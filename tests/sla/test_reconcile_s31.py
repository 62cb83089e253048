"""Guards of issue 13's cuts (s31), behaviour that must not change: a month's merge and clip done in place give
the runs and months they gave (merged runs, each interval's run, the month's downtime with units of one weight and
of two: never-named units under `*`)."""

from __future__ import annotations

import random
from datetime import date, datetime, timedelta

import numpy as np
import pytest

from slacheck.models import ContractTerms, CreditTier, Incident
from slacheck.sla.engine import compute_claim
from slacheck.sla.intervals import clip_intervals, merge_intervals_by_group


def merged_by_hand(groups, starts, ends):
    """Each group's intervals merged where they overlap or touch, in (group, start) order, and each input's run."""
    order = sorted(range(len(starts)), key=lambda k: (groups[k], starts[k]))
    runs, of_input = [], [0] * len(starts)
    for k in order:
        g, s, e = groups[k], starts[k], ends[k]
        if runs and runs[-1][0] == g and s <= runs[-1][2]:
            runs[-1][2] = max(runs[-1][2], e)
        else:
            runs.append([g, s, e])
        of_input[k] = len(runs) - 1
    return runs, of_input


@pytest.mark.parametrize("seed", range(12))
def test_merge_by_group_gives_the_runs_merged_by_hand(seed):
    rng = random.Random(seed)
    n = rng.randint(1, 300)
    groups = [rng.randrange(rng.choice((1, 3, 40))) for _ in range(n)]
    starts = [rng.randrange(0, 10_000) * rng.choice((1, 60_000)) for _ in range(n)]
    ends = [s + rng.choice((0, 1, 5, 60_000, 3_600_000)) * rng.randint(0, 3) for s in starts]
    runs = merge_intervals_by_group(np.array(groups), np.array(starts), np.array(ends))
    expected, of_input = merged_by_hand(groups, starts, ends)
    assert [list(r) for r in zip(runs.group.tolist(), runs.start.tolist(), runs.end.tolist())] == expected
    assert runs.of_input.tolist() == of_input
    assert runs.length.tolist() == [e - s for _, s, e in expected]


def test_clip_leaves_the_callers_columns_alone_unless_they_are_its_own():
    starts, ends = np.array([-50, 0, 20, 90, 120], dtype=np.int64), np.array([-10, 30, 40, 150, 130], dtype=np.int64)
    expected = ([0, 0, 20, 90, 100], [0, 30, 40, 100, 100])  # outside [0, 100): empty, at an edge
    clipped = clip_intervals(starts, ends, 0, 100)
    assert [c.tolist() for c in clipped] == list(expected)
    assert starts.tolist() == [-50, 0, 20, 90, 120] and ends.tolist() == [-10, 30, 40, 150, 130]
    own = clip_intervals(starts, ends, 0, 100, own=True)
    assert [c.tolist() for c in own] == list(expected) and own[0] is starts and own[1] is ends


def downtime_by_hand(incidents, units, named, lo, hi, min_minutes):
    """A month's unit-minutes down, and each incident's counted minutes: each named unit's outages (and the
    never-named units' one timeline, `*` only, weighing as many units as there are), merged, clipped, the short
    ones dropped; an incident counts its time on each unit whose outage it is part of counts."""
    timelines = {u: [] for u in named}
    timelines[None] = []
    for inc in incidents:
        s, e = max(inc.start, lo), min(inc.end, hi)
        if e <= s:
            continue
        for unit in (list(timelines) if "*" in inc.units else inc.units):
            timelines[unit].append((s, e, inc.id))
    total, counted = 0.0, {}
    for unit, spans in timelines.items():
        weight = units - len(named) if unit is None else 1
        merged = []  # [start, end, ids]
        for s, e, name in sorted(spans):
            if merged and s <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], e)
                merged[-1][2].append((name, s, e))
            else:
                merged.append([s, e, [(name, s, e)]])
        for s, e, members in merged:
            if (e - s).total_seconds() / 60 >= min_minutes:
                total += weight * (e - s).total_seconds() / 60
                for name, a, b in members:
                    counted[name] = counted.get(name, 0.0) + weight * (b - a).total_seconds() / 60
    return total, counted


@pytest.mark.parametrize("seed,units", [(1, 6), (2, 6), (3, 7), (4, 12), (5, 7), (6, 40)])
def test_month_downtime_with_units_of_one_weight_and_of_two(seed, units):
    """6 units named: every unit group weighs one; more units than named: the never-named ones weigh more under
    `*` (the uniform shortcut must not be taken then)."""
    rng = random.Random(seed)
    named = [f"n{k}" for k in range(6)]
    base = datetime(2025, 3, 1)
    incidents = []
    for k in range(60):
        start = base + timedelta(minutes=rng.randrange(0, 60 * 24 * 40))
        listed = ("*",) if rng.random() < 0.15 else tuple(rng.sample(named, rng.randint(1, 3)))
        incidents.append(Incident(id=f"i{k}", start=start, end=start + timedelta(minutes=rng.choice((0, 2, 5, 30, 90))),
                                  units=listed))
    for unit in named:  # each unit named at least once
        incidents.append(Incident(id=f"u{unit}", start=base, end=base + timedelta(minutes=1), units=(unit,)))
    terms = ContractTerms(sla_unit="node", monthly_fee=1000, min_outage_minutes=5,
                          credit_tiers=[CreditTier(below_pct=99.9, credit_pct=10)])
    result = compute_claim(incidents, terms, tz="UTC", as_of=date(2025, 6, 1), units=units)
    for month in result.months:
        lo = datetime.strptime(month.month, "%Y-%m")
        hi = (lo + timedelta(days=32)).replace(day=1)
        downtime, counted = downtime_by_hand(incidents, units, named, lo, hi, 5)
        assert month.downtime_minutes == pytest.approx(downtime), month.month
        assert {i.id: i.counted_minutes for i in month.incidents if i.counted_minutes} == pytest.approx(counted)
