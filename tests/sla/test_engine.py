"""The devset claims reproduced exactly, and the engine's readings of SPEC §3."""

from __future__ import annotations

import json
from datetime import date, datetime
from pathlib import Path

import numpy as np
import pytest
import yaml

from slacheck.incidents.read import read_incident_table, read_incidents
from slacheck.models import ContractTerms, CreditTier, Incident
from slacheck.report.render import to_jsonable
from slacheck.sla.engine import compute_claim
from slacheck.terms_file import read_terms_yaml, terms_to_contract

DEVSET = Path(__file__).resolve().parents[2] / "fixtures" / "devset"
CASES = ["dev01_lansuan_h800_lingang", "dev03_songsuan_h20_gpuhour"]


def devset_case(name):
    terms = terms_to_contract(read_terms_yaml(DEVSET / f"{name}.truth.yaml"))
    args = yaml.safe_load((DEVSET / f"{name}.claim.args.yaml").read_text())
    expected = json.loads((DEVSET / f"{name}.claim.expected.json").read_text())
    return terms, args, expected


def claim_devset(name, fast: bool):
    terms, args, expected = devset_case(name)
    path = DEVSET / f"{name}.incidents.csv"
    kwargs = dict(tz=args["tz"], inventory=set(args["unit_ids"]))
    incidents = read_incident_table(path, **kwargs) if fast else read_incidents(path, **kwargs)
    result = compute_claim(incidents, terms, tz=args["tz"], as_of=args["as_of"],
                           monthly_fee=args.get("monthly_fee"), units=args["units"], unit_ids=args["unit_ids"])
    return to_jsonable(result), expected


def assert_claim_matches(got, expected):
    assert [m["month"] for m in got["months"]] == [m["month"] for m in expected["months"]]
    for g, e in zip(got["months"], expected["months"]):
        for key in ("unit_minutes", "downtime_minutes", "credit_pct"):
            assert g[key] == pytest.approx(e[key], abs=1e-6), (g["month"], key)
        assert g["availability_pct"] == pytest.approx(e["availability_pct"], abs=1e-4), g["month"]
        assert g["credit_amount"] == pytest.approx(e["credit_amount"], abs=0.001), g["month"]
        for key in ("currency", "capped", "claim_deadline", "claim_open"):
            assert g[key] == e[key], (g["month"], key)
        assert [(i["id"], i["counted_minutes"], i["excluded_reason"]) for i in g["incidents"]] == \
               [(i["id"], i["counted_minutes"], i["excluded_reason"]) for i in e["incidents"]], g["month"]
    assert got["total_credit"] == pytest.approx(expected["total_credit"], abs=0.001)


@pytest.mark.parametrize("name", CASES)
def test_devset_claim_reproduced_exactly(name):
    got, expected = claim_devset(name, fast=True)
    assert_claim_matches(got, expected)


@pytest.mark.parametrize("name", CASES)
def test_incident_models_and_fast_columns_give_identical_claims(name):
    fast, _ = claim_devset(name, fast=True)
    models, _ = claim_devset(name, fast=False)
    assert fast == models


def test_dev03_october_is_capped_at_30_pct_of_fee():
    got, _ = claim_devset("dev03_songsuan_h20_gpuhour", fast=True)
    october = got["months"][1]
    assert october["capped"] is True
    assert october["credit_amount"] == 135000.0  # 30% of 450000
    assert october["credit_pct"] > 30  # reported before the cap


@pytest.mark.parametrize("chunk", [1, 2, 65536])
def test_database_rows_match_the_incidents_in_any_chunk_size(chunk):
    from zoneinfo import ZoneInfo

    from slacheck.incidents.table import IncidentTable

    zone = ZoneInfo("America/New_York")
    incidents = [
        Incident(id="a", start=datetime(2025, 3, 9, 1, 30), end=datetime(2025, 3, 9, 3, 30), units=("n1", "n2")),
        Incident(id="b", start=datetime(2025, 3, 10, 0, 0, 0, 250000), end=datetime(2025, 3, 10, 1), units=("*",),
                 cause="maintenance", notice_hours=24),
        Incident(id="c", start=datetime(2025, 11, 2, 1, 10), end=datetime(2025, 11, 2, 1, 50), units=("n2",),
                 cause="customer"),
    ]
    rows = list(IncidentTable.from_incidents(incidents, zone).iter_rows(zone, chunk=chunk))
    expected = [(i.id, i.start.replace(tzinfo=zone).isoformat(), i.end.replace(tzinfo=zone).isoformat(),
                 list(i.units), i.cause, i.notice_hours, None) for i in incidents]
    assert rows == expected
    assert rows[0][1] == "2025-03-09T01:30:00-05:00" and rows[0][2] == "2025-03-09T03:30:00-04:00"


@pytest.mark.parametrize("beside_star", [False, True])
def test_pairs_of_star_incidents_skip_the_dedup_only_when_nothing_repeats(beside_star):
    """`*` incidents that name no unit beside them keep their pairs without the dedup sort; the
    pairs (and the claim) are the ones the dedup by (incident, unit) key gives."""
    from slacheck.incidents.table import IncidentTable, as_zone
    from slacheck.sla.engine import ClaimEngine

    zone = "Asia/Shanghai"
    star_units = ("*", "n2") if beside_star else ("*",)
    incidents = [Incident(id="a", start=datetime(2025, 3, 1, 1), end=datetime(2025, 3, 1, 3), units=("n1", "n2")),
                 Incident(id="s", start=datetime(2025, 3, 1, 2), end=datetime(2025, 3, 1, 4), units=star_units),
                 Incident(id="b", start=datetime(2025, 3, 2, 1), end=datetime(2025, 3, 2, 2), units=("n3",))]
    terms = ContractTerms(sla_unit="node", monthly_fee=1000, min_outage_minutes=5,
                          credit_tiers=[CreditTier(below_pct=99.9, credit_pct=10)])
    table = IncidentTable.from_incidents(incidents, as_zone(zone))
    engine = ClaimEngine(table, terms, as_zone(zone), date(2025, 5, 1), None, 4, None, None)
    # the slow way: every pair listed, then the first of each (incident, unit group) in list order
    codes = {name: k for k, name in enumerate(dict.fromkeys(table.unit_names))}
    listed = []
    for k, inc in enumerate(incidents):
        named = [codes[u] for u in inc.units if u != "*"]
        listed += [(k, g) for g in named]
    for k, inc in enumerate(incidents):
        if "*" in inc.units:
            listed += [(k, g) for g in range(len(codes))] + [(k, len(codes))]  # the never-named units last
    expected = list(dict.fromkeys(listed))
    assert list(zip(engine.pair_incident.tolist(), engine.pair_group.tolist())) == expected
    assert len(expected) < len(listed) if beside_star else len(expected) == len(listed)
    result = engine.run()
    assert result.months[0].downtime_minutes == 3 * 180 + 120  # n1, n2, n3 three hours each; the 4th unit two


@pytest.mark.parametrize("zone", ["Asia/Shanghai", "America/New_York", "Asia/Kathmandu", "Australia/Lord_Howe",
                                  "Africa/Monrovia", "UTC"])
def test_month_of_each_instant_is_the_one_a_binary_search_finds(zone):
    """The quarter-hour table gives every instant the month a search of the months' first
    instants gives: across DST changes, +05:45, a half-hour DST, and Liberia's -00:44:30 until
    1972 (off the quarter-hour: searched instead)."""
    import numpy as np

    from slacheck.incidents.table import as_zone
    from slacheck.sla.engine import month_lookup
    from slacheck.sla.months import month_bounds_ms, months_between, to_epoch_ms

    tz = as_zone(zone)
    rng = np.random.default_rng(5)
    for first_year, years in ((2024, 2), (1970, 3)):
        lo = to_epoch_ms(datetime(first_year, 1, 1), tz)
        hi = to_epoch_ms(datetime(first_year + years, 1, 1), tz) - 1
        ms = np.concatenate([rng.integers(lo, hi, 20_000), [lo, hi]])
        labels = months_between(lo, hi, tz)
        bounds = np.array([month_bounds_ms(label, tz)[0] for label in labels], dtype=np.int64)
        near = np.concatenate([bounds[1:] + d for d in (-1, 0, 1)])  # every month's first instant and beside it
        ms = np.concatenate([ms, near[(near >= lo) & (near <= hi)]])
        expected = np.searchsorted(bounds, ms, side="right") - 1
        assert np.array_equal(month_lookup(bounds, int(ms.max()))(ms), expected)


def test_later_months_computed_in_a_child_give_the_same_claim_and_downtimes(monkeypatch):
    """A big log's later months computed in a forked child: the same months, credits, per-incident
    columns and merges as all months computed in this process."""
    import numpy as np

    from slacheck.columns.forked import can_fork
    from slacheck.incidents.table import as_zone
    from slacheck.sla import engine as engine_module

    if not can_fork():
        pytest.skip("needs fork and a second core")
    rng = np.random.default_rng(11)
    incidents = []
    for k in range(3000):
        start = datetime(2025, 1, 1) + (datetime(2025, 12, 31) - datetime(2025, 1, 1)) * float(rng.random())
        start = start.replace(second=0, microsecond=0)
        end = start + (datetime(2025, 1, 1, 2) - datetime(2025, 1, 1)) * float(rng.random())
        units = ("*",) if k % 500 == 0 else tuple(f"n{u}" for u in rng.choice(40, int(rng.integers(1, 3)), False))
        incidents.append(Incident(id=f"i{k}", start=start, end=end.replace(microsecond=0), units=units,
                                  cause=("vendor", "customer", "maintenance")[k % 3],
                                  notice_hours=24 if k % 3 == 2 else None))
    terms = ContractTerms(sla_unit="node", monthly_fee=1000, min_outage_minutes=5, maintenance_notice_hours=48,
                          credit_tiers=[CreditTier(below_pct=99.99, credit_pct=10)])
    zone = as_zone("Asia/Shanghai")
    monkeypatch.setattr(engine_module, "MONTHS_IN_CHILD_FROM", 1)
    forks, in_child = [], engine_module.InChild
    monkeypatch.setattr(engine_module, "InChild", lambda *a, **k: forks.append(k["fork"]) or in_child(*a, **k))
    split, split_engine = engine_module.claim_and_engine(incidents, terms, tz=zone, as_of=date(2026, 2, 1), units=50,
                                                         second_core=True)
    whole, whole_engine = engine_module.claim_and_engine(incidents, terms, tz=zone, as_of=date(2026, 2, 1), units=50)
    assert forks == [True, False]
    assert split.model_dump() == whole.model_dump()
    assert [m.incidents.positions.tolist() for m in split.months] == [m.incidents.positions.tolist()
                                                                     for m in whole.months]
    assert list(split_engine.downtimes) == list(whole_engine.downtimes) == [m.month for m in whole.months]
    for label, down in whole_engine.downtimes.items():
        other = split_engine.downtimes[label]
        for name in ("listed", "counted_ms", "reasons"):
            assert np.array_equal(getattr(other, name), getattr(down, name))
        assert all(np.array_equal(a, b) for a, b in zip(other.kept, down.kept))



@pytest.mark.parametrize("per_hour, credit_base, merged", [(None, None, False), (1.0, None, True), (1.0, "unit", False)])
def test_the_union_of_a_month_s_outages_is_merged_only_for_a_per_hour_credit_on_the_fee(monkeypatch, per_hour,
                                                                                        credit_base, merged):
    """The interrupted hours (every unit's outages merged again, by start) price only a per-hour
    credit on the whole fee; otherwise the second merge is not done."""
    from slacheck.sla import engine as engine_module

    calls, real = [], engine_module.merge_intervals
    monkeypatch.setattr(engine_module, "merge_intervals", lambda *a: calls.append(a) or real(*a))
    incidents = [Incident(id="a", start=datetime(2025, 3, 1, 1), end=datetime(2025, 3, 1, 2, 30), units=("n1",),
                          cause="vendor"),
                 Incident(id="b", start=datetime(2025, 3, 1, 2), end=datetime(2025, 3, 1, 4), units=("n2",),
                          cause="vendor")]
    terms = ContractTerms(sla_unit="node", monthly_fee=1000, credit_per_hour_pct=per_hour, credit_base=credit_base,
                          credit_tiers=None if per_hour else [CreditTier(below_pct=99.99, credit_pct=10)])
    claim = compute_claim(incidents, terms, tz="UTC", as_of=date(2025, 4, 1), units=10)
    assert bool(calls) == merged
    if merged:  # 01:00-04:00 on some unit: three interrupted hours
        assert claim.months[0].credit_pct == 3.0


def test_a_months_incidents_are_its_own_and_those_running_on_merged_in_input_order(tmp_path, monkeypatch):
    # the incidents starting in a month and those running on into it are two ascending runs:
    # merged by numpy's stable sort (linear), the month's list in input order
    import numpy as np
    from zoneinfo import ZoneInfo

    from slacheck.sla.engine import MonthIndex

    rows = ["a,2025-01-30T10:00:00,2025-03-02T10:00:00,n1,,",  # runs on into February and March
            "b,2025-02-03T10:00:00,2025-02-03T11:00:00,n1,,",
            "c,2025-01-31T23:00:00,2025-02-01T01:00:00,n2,,",  # runs on into February
            "d,2025-02-10T10:00:00,2025-02-10T11:00:00,n2,,",
            "e,2025-01-05T10:00:00,2025-01-05T11:00:00,n1,,"]
    path = tmp_path / "log.csv"
    path.write_text("id,start,end,units,cause,notice_hours\n" + "\n".join(rows) + "\n", encoding="utf-8")
    zone = ZoneInfo("Asia/Shanghai")
    table = read_incident_table(path, tz="Asia/Shanghai")
    index = MonthIndex.build(table, np.ones(len(table), dtype=bool), table.pair_incident, zone)
    sorts = []
    sort = np.sort
    monkeypatch.setattr(np, "sort", lambda a, *args, **kw: sorts.append(kw.get("kind")) or sort(a, *args, **kw))
    assert [[table.ids[i] for i in index.incidents_in(k)] for k in range(3)] == \
        [["a", "c", "e"], ["a", "b", "c", "d"], ["a"]]
    assert sorts and set(sorts) == {"stable"}  # runs merged (February: its own and two running on)


def test_a_childs_months_come_back_without_their_merges_which_are_made_again_when_asked(monkeypatch):
    """The forked child sends its months' results only (its merges were most of the bytes that
    crossed, for nothing the claim command reads); the engine computes such a month's merge
    again, equal to the one-process engine's, when asked for it."""
    import numpy as np

    from slacheck.columns.forked import can_fork
    from slacheck.incidents.table import as_zone
    from slacheck.sla import engine as engine_module

    if not can_fork():
        pytest.skip("needs fork and a second core")
    incidents = [Incident(id=f"i{k}", start=datetime(2025, 1 + k % 6, 1 + k % 27, k % 24),
                          end=datetime(2025, 1 + k % 6, 1 + k % 27, k % 24, 30), units=(f"n{k % 7}",))
                 for k in range(600)]
    terms = ContractTerms(sla_unit="node", monthly_fee=1000, credit_tiers=[CreditTier(below_pct=99.99, credit_pct=10)])
    monkeypatch.setattr(engine_module, "MONTHS_IN_CHILD_FROM", 1)
    answers, in_child = [], engine_module.InChild

    class Spy(in_child):
        def result(self):
            forked = self.forked
            answer = super().result()
            answers.append((forked, answer))
            return answer

    monkeypatch.setattr(engine_module, "InChild", Spy)
    zone = as_zone("Asia/Shanghai")
    split, split_engine = engine_module.claim_and_engine(incidents, terms, tz=zone, as_of=date(2026, 2, 1), units=7,
                                                         second_core=True)
    (forked, sent), = answers
    assert forked and sent and all(isinstance(m, engine_module.MonthResult) for m in sent)
    _, whole_engine = engine_module.claim_and_engine(incidents, terms, tz=zone, as_of=date(2026, 2, 1), units=7)
    later = split.months[-1].month
    assert later in [m.month for m in sent]
    assert np.array_equal(split_engine.downtimes[later].counted_ms, whole_engine.downtimes[later].counted_ms)


@pytest.mark.parametrize("step", [60_000, 1000, 7])
def test_a_months_outages_merge_the_same_whether_packed_in_whole_minutes_seconds_or_milliseconds(step, monkeypatch):
    # starts all whole minutes (seconds) are packed in those: (unit, minute) keys within 2**32, radix-sorted
    from slacheck.sla import intervals

    rng = np.random.default_rng(step)
    n = 9000
    low = 29_166_666 * 60_000
    groups = rng.integers(0, 1000, n).astype(np.int64)
    starts = (low + rng.integers(0, 44_640, n) * step).astype(np.int64)
    ends = starts + rng.integers(0, 90, n) * step
    assert intervals.whole_step((starts,), low) == (step if step in (60_000, 1000) else 1)
    order = intervals.order_by_group_and_start(groups, starts)
    assert sorted(order.tolist()) == list(range(n))
    keys = list(zip(groups[order].tolist(), starts[order].tolist()))
    assert keys == sorted(keys)
    got = intervals.merge_intervals_by_group(groups, starts, ends)
    monkeypatch.setattr(intervals, "whole_step", lambda columns, low=0: 1)
    want = intervals.merge_intervals_by_group(groups, starts, ends)
    assert all(a.tolist() == b.tolist() for a, b in zip(got, want))


def test_the_whole_step_of_times_is_the_longest_of_a_minute_and_a_second_they_all_are():
    from slacheck.sla.intervals import whole_step

    minutes = np.arange(5000, dtype=np.int64) * 60_000
    assert whole_step((minutes,)) == 60_000
    assert whole_step((minutes, minutes + 1000)) == 1000  # one column off the minute
    assert whole_step((minutes,), low=1000) == 1000  # (and the low they are taken from)
    late = minutes.copy()
    late[-1] += 1  # one time off the second, far from the start a glance looks at
    assert whole_step((late,)) == 1 and whole_step((np.zeros(0, dtype=np.int64),)) == 60_000
