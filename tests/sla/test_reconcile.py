"""Reconcile: matching by overlapping time and shared units, and each side's credit."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from slacheck.cli import app

DEVSET = Path(__file__).resolve().parents[2] / "fixtures" / "devset"
DEV01 = "dev01_lansuan_h800_lingang"


def test_reconcile_matches_by_time_and_units_and_shows_both_credits(tmp_path):
    vendor = tmp_path / "vendor.csv"
    vendor.write_text("id,start,end,units\n"
                      "V1,2025-06-03T10:30:00,2025-06-03T12:30:00,node-017\n"   # matches d01-001 and d01-002
                      "V2,2025-06-25T13:00:00,2025-06-25T14:00:00,*\n"           # matches d01-011, 60 min shorter
                      "V3,2025-06-05T11:00:00,2025-06-05T11:05:00,node-999\n"    # same time as d01-004, other unit
                      "V4,2025-06-28T00:00:00,2025-06-28T01:00:00,node-001\n")   # nothing of ours
    result = CliRunner().invoke(app, ["reconcile", "--incidents", str(DEVSET / f"{DEV01}.incidents.csv"),
                                      "--vendor-report", str(vendor), "--terms", str(DEVSET / f"{DEV01}.truth.yaml"),
                                      "--as-of", "2025-08-10", "--format", "json", "--no-db"])
    assert result.exit_code == 0, result.output
    got = json.loads(result.stdout)
    pairs = {(p["ours"], p["theirs"]): p for p in got["matched"]}
    # one to one: V1 shares 120 min with d01-001 and only 30 with d01-002
    assert set(pairs) == {("d01-001", "V1"), ("d01-011", "V2")}
    assert pairs[("d01-001", "V1")]["overlap_minutes"] == 120
    assert pairs[("d01-011", "V2")]["difference_minutes"] == 60
    assert {"side": "ours", "id": "d01-002", "minutes": 180.0, "overlaps": ["V1"]} in got["overlapping"]
    assert "V3" in got["theirs_only"] and "V4" in got["theirs_only"]
    assert "d01-004" in got["ours_only"] and "d01-022" in got["ours_only"]
    assert "d01-002" not in got["ours_only"]
    assert got["ours_credit"]["total_credit"] == 2580480.0
    assert got["theirs_credit"]["total_credit"] < got["ours_credit"]["total_credit"]


def test_a_vendor_incident_covering_two_of_ours_pairs_once_and_lists_the_other(tmp_path):
    ours = tmp_path / "ours.csv"
    ours.write_text("id,start,end,units\n"
                    "A,2025-06-01T10:00:00,2025-06-01T11:00:00,n1\n"
                    "B,2025-06-01T11:30:00,2025-06-01T13:30:00,n1\n"
                    "C,2025-06-20T00:00:00,2025-06-21T00:00:00,n2\n")
    theirs = tmp_path / "theirs.csv"
    theirs.write_text("id,start,end,units\n"
                      "V,2025-06-01T10:00:00,2025-06-01T14:00:00,n1\n"
                      "W,2025-06-20T06:00:00,2025-06-20T07:00:00,n2\n")
    result = CliRunner().invoke(app, ["reconcile", "--incidents", str(ours), "--vendor-report", str(theirs),
                                      "--format", "json", "--no-db"])
    assert result.exit_code == 0, result.output
    got = json.loads(result.stdout)
    assert [(p["ours"], p["theirs"], p["difference_minutes"]) for p in got["matched"]] == \
        [("B", "V", -120.0), ("C", "W", 1380.0)]
    assert got["overlapping"] == [{"side": "ours", "id": "A", "minutes": 60.0, "overlaps": ["V"]}]
    assert got["ours_only"] == [] and got["theirs_only"] == []


def test_the_table_and_markdown_views_show_the_same_sections(tmp_path):
    ours = tmp_path / "ours.csv"
    ours.write_text("id,start,end,units\nA,2025-06-01T10:00:00,2025-06-01T11:00:00,n1\n"
                    "B,2025-06-01T11:30:00,2025-06-01T13:30:00,n1\nZ,2025-06-09T00:00:00,2025-06-09T01:00:00,n3\n")
    theirs = tmp_path / "theirs.csv"
    theirs.write_text("id,start,end,units\nV,2025-06-01T10:00:00,2025-06-01T14:00:00,n1\n")
    args = ["reconcile", "--incidents", str(ours), "--vendor-report", str(theirs), "--no-db", "--format"]
    table = CliRunner().invoke(app, args + ["table"])
    markdown = CliRunner().invoke(app, args + ["md"])
    assert table.exit_code == 0 and markdown.exit_code == 0, table.output + markdown.output
    assert "| ours |" in markdown.stdout and "| ours |" not in table.stdout  # a terminal table, not Markdown
    for view in (table.stdout, markdown.stdout):
        assert "Matched incidents (1)" in view and "Unpaired but overlapping" in view
        assert "Ours only (1): Z" in view and "Theirs only (0): -" in view


def _reference_match(ours, theirs, whole_cluster):
    """The definition, pair by pair: what the column-wise matching must reproduce."""
    from slacheck.sla.reconcile import units_of

    our_units, their_units = units_of(ours), units_of(theirs)
    pairs = []
    for i in range(len(ours)):
        for j in range(len(theirs)):
            overlap = min(int(ours.end_ms[i]), int(theirs.end_ms[j])) - max(int(ours.start_ms[i]),
                                                                              int(theirs.start_ms[j]))
            shared = whole_cluster or "*" in our_units[i] or "*" in their_units[j] or our_units[i] & their_units[j]
            if overlap > 0 and shared:
                pairs.append((overlap, i, j))
    paired_ours, paired_theirs = {}, {}
    for overlap, i, j in sorted(pairs, key=lambda p: (-p[0], p[1], p[2])):
        if i not in paired_ours and j not in paired_theirs:
            paired_ours[i], paired_theirs[j] = j, i
    touched_ours = {i for _, i, _ in pairs}
    touched_theirs = {j for _, _, j in pairs}
    matched = [(ours.ids[i], theirs.ids[j]) for i, j in sorted(paired_ours.items())]
    overlapping = sorted((ours.ids[i], tuple(theirs.ids[j] for j in sorted(j for _, a, j in pairs if a == i)))
                         for i in touched_ours - set(paired_ours))
    return (matched, overlapping, [ours.ids[i] for i in range(len(ours)) if i not in touched_ours],
            [theirs.ids[j] for j in range(len(theirs)) if j not in touched_theirs])


@pytest.mark.parametrize("seed", range(12))
# (0, 64): every pair through the column-wise rounds; (0, 1): one round, then one by one; (2048, 64): one by one
@pytest.mark.parametrize("sequential_below, max_rounds", [(0, 64), (0, 1), (2048, 64)])
def test_column_wise_matching_equals_the_pair_by_pair_definition(seed, sequential_below, max_rounds, monkeypatch):
    import random
    from datetime import datetime, timedelta
    from zoneinfo import ZoneInfo

    from slacheck.models import Incident
    from slacheck.incidents.table import IncidentTable
    from slacheck.sla.reconcile import match_incidents

    monkeypatch.setattr("slacheck.sla.reconcile.SEQUENTIAL_BELOW", sequential_below)
    monkeypatch.setattr("slacheck.sla.reconcile.MAX_ROUNDS", max_rounds)
    rng = random.Random(seed)
    zone = ZoneInfo("Asia/Shanghai")
    t0 = datetime(2025, 6, 1)

    def log(prefix, n):
        incidents = []
        for k in range(n):
            start = t0 + timedelta(minutes=rng.randrange(0, 600, rng.choice((1, 5, 30))))
            length = rng.choice((0, 1, 5, 30, 60, 61, 240))
            roll = rng.random()
            units = ("*",) if roll < 0.08 else tuple(rng.sample(["n1", "n2", "n3", "n4"], 2 if roll < 0.25 else 1))
            incidents.append(Incident(id=f"{prefix}{k}", start=start, end=start + timedelta(minutes=length),
                                      units=units))
        return IncidentTable.from_incidents(incidents, zone)

    ours, theirs = log("o", rng.randint(0, 40)), log("t", rng.randint(0, 40))
    for whole_cluster in (False, True):
        got = match_incidents(ours, theirs, whole_cluster=whole_cluster)
        matched, overlapping, ours_only, theirs_only = _reference_match(ours, theirs, whole_cluster)
        assert [(p.ours, p.theirs) for p in got.matched] == matched
        assert sorted((o.id, tuple(o.overlaps)) for o in got.overlapping if o.side == "ours") == overlapping
        assert got.ours_only == ours_only and got.theirs_only == theirs_only
        for pair in got.matched:
            assert pair.overlap_minutes > 0


def test_the_unpaired_overlaps_as_columns_read_and_dump_as_the_models_they_hold():
    from slacheck.sla.reconcile import Overlap, Overlaps, ReconcileResult

    models = [Overlap(side="ours", id="A", minutes=60.0, overlaps=["V1", "V2"]),
              Overlap(side="theirs", id="V3", minutes=0.5, overlaps=["B"])]
    columns = Overlaps.coerce(models)
    assert list(columns) == models and columns[1] == models[1] and columns[-1:] == models[1:]
    assert columns.json_rows() == [m.model_dump() for m in models]
    assert Overlaps.coerce(models[:1]).joined(Overlaps.coerce(models[1:])) == models
    result = ReconcileResult(matched=[], overlapping=[m.model_dump() for m in models], ours_only=[], theirs_only=[])
    assert result.overlapping == models and ReconcileResult(matched=[], ours_only=[], theirs_only=[]).overlapping == []


def test_the_pairing_does_not_import_numpy_ma():
    # np.unique imports numpy.ma (~20-35 ms) on its first call in a process: the pairing runs in a
    # forked child, whose first call it was, on the reconcile's longest path
    import subprocess
    import sys

    code = """
import sys
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo
from slacheck.incidents.table import IncidentTable
from slacheck.models import Incident
from slacheck.sla.reconcile import pair_columns

zone = ZoneInfo("Asia/Shanghai")
t0 = datetime(2025, 3, 1)
def log(prefix, units):
    return IncidentTable.from_incidents([Incident(id=f"{prefix}{k}", start=t0 + timedelta(minutes=k),
                                                  end=t0 + timedelta(minutes=k + 30), units=u, cause="vendor")
                                         for k, u in enumerate(units)], zone)
ours, theirs = log("o", [("n1",), ("*",), ("n2", "n3")] * 5), log("t", [("n2",), ("n1",), ("*",)] * 5)
for whole_cluster in (False, True):
    assert len(pair_columns(ours, theirs, whole_cluster=whole_cluster))
print("numpy.ma" in sys.modules)
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False"]


def _brute_interval_join(a_group, a_start, a_end, b_group, b_start, b_end) -> list[tuple[int, int]]:
    return sorted((a, b) for a in range(len(a_start)) for b in range(len(b_start))
                  if a_group[a] == b_group[b]
                  and (a_start[a] <= b_start[b] < a_end[a] or b_start[b] < a_start[a] < b_end[b]))


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("groups, off_by, expected_step", [
    (3, 0, 1),  # keys in ms within 2**32 already
    (2**32, 0, 60_000),  # a wide (group, ms) key: in whole minutes, smaller
    (2**32, 1000, 1000),  # the same, a time off the minute: in whole seconds
    (2**32, 1, 1),  # a time off the second: ms keys, numpy's argsort
])
def test_the_interval_join_finds_every_overlapping_pair_once_whatever_keys_it_sorts(seed, groups, off_by,
                                                                                   expected_step):
    from slacheck.sla.reconcile import _interval_join, _time_step

    rng = np.random.default_rng(seed)

    def side(n):
        group = rng.integers(0, 3, n) * (groups // 3)  # few groups in use, the codes far apart
        start = 29_166_666 * 60_000 + rng.integers(0, 400, n) * 60_000  # whole minutes over ~7 hours
        end = start + rng.choice([0, 60_000, 300_000, 3_600_000], n)
        end[0] += off_by  # one time off the minute (or the second)
        return group.astype(np.int64), start.astype(np.int64), end.astype(np.int64)

    a, b = side(int(rng.integers(1, 300))), side(int(rng.integers(1, 300)))
    i, j = _interval_join(*a, *b)
    got = sorted(zip(i.tolist(), j.tolist()))
    assert got == _brute_interval_join(*a, *b) and len(set(got)) == len(got)
    times = (a[1], a[2], b[1], b[2])
    low, high = min(int(t.min()) for t in times), max(int(t.max()) for t in times)
    assert _time_step(times, low, groups * (high - low + 1)) == expected_step


@pytest.mark.parametrize("keys", [np.array([5, 1, 5, 0, 2**40]), np.array([2**62, 3, 2**61]), np.array([7]),
                                  np.random.default_rng(0).integers(0, 2**30, 4000)])
def test_the_joins_sorted_keys_are_the_keys_sorted_with_the_order_sorting_them(keys):
    from slacheck.columns.sorting import sort_keys

    ordered, order = sort_keys(keys)
    assert ordered.tolist() == sorted(keys.tolist()) and keys[order].tolist() == ordered.tolist()
    assert sorted(order.tolist()) == list(range(len(keys)))


def test_the_matched_pairs_are_put_back_in_pair_order_by_merging_the_rounds(monkeypatch):
    # the first round's pairs come in pair order already: the rounds' pairs are merged into
    # that order (numpy's stable sort), not quicksorted again; the same pairs as the definition
    from slacheck.sla.reconcile import PairColumns, one_to_one

    monkeypatch.setattr("slacheck.sla.reconcile.SEQUENTIAL_BELOW", 0)
    # a chain: our i overlaps their i (10 min) and their i + 1 (20 min, or 5 for every third)
    n = 30
    ours = np.repeat(np.arange(n), 2)[:-1]
    theirs = np.minimum(ours + np.tile([0, 1], n)[:-1], n - 1)
    overlap = np.where(np.tile([True, False], n)[:-1], 10, np.where(ours % 3 == 0, 5, 20)) * 60000
    pairs = PairColumns(ours.astype(np.int64), theirs.astype(np.int64), overlap.astype(np.int64))
    sorts = []
    sort = np.sort
    monkeypatch.setattr(np, "sort", lambda a, *args, **kw: sorts.append(kw.get("kind")) or sort(a, *args, **kw))
    chosen = one_to_one(pairs)
    assert sorts[-1] == "stable"
    taken_i, taken_j, best = set(), set(), []
    for k in sorted(range(len(ours)), key=lambda k: (-overlap[k], ours[k], theirs[k])):
        if ours[k] not in taken_i and theirs[k] not in taken_j:
            taken_i.add(ours[k]), taken_j.add(theirs[k]), best.append(k)
    assert chosen.tolist() == sorted(best)


@pytest.mark.parametrize("step", [60_000, 1000, 1])
def test_one_to_one_ranks_overlaps_in_whole_minutes_or_seconds_as_in_milliseconds(step, monkeypatch):
    # overlaps that are all whole minutes (seconds) ranked in those: the same order, ties included
    from slacheck.sla import reconcile as module
    from slacheck.sla.reconcile import PairColumns, one_to_one

    rng = np.random.default_rng(step)
    key = np.unique(rng.integers(0, 2500 * 2500, 6000))  # distinct (ours, theirs), sorted by them
    ours, theirs = np.divmod(key, 2500)
    pairs = PairColumns(ours, theirs, rng.integers(1, 90, len(key)) * step)  # many ties
    assert module.whole_step((pairs.overlap_ms,)) == step
    got = one_to_one(pairs)
    monkeypatch.setattr(module, "whole_step", lambda columns, low=0: 1)
    assert got.tolist() == one_to_one(pairs).tolist()


def _two_small_logs(zone):
    from datetime import datetime

    from slacheck.incidents.table import IncidentTable
    from slacheck.models import Incident

    ours = IncidentTable.from_incidents([
        Incident(id="A", start=datetime(2025, 3, 9, 1, 30), end=datetime(2025, 3, 9, 3, 30), units=("n1",)),
        Incident(id="B", start=datetime(2025, 3, 10, 8, 0), end=datetime(2025, 3, 10, 9, 0), units=("n2",))], zone)
    theirs = IncidentTable.from_incidents([
        Incident(id="V", start=datetime(2025, 3, 9, 1, 45), end=datetime(2025, 3, 9, 3, 30), units=("n1",)),
        Incident(id="W", start=datetime(2025, 3, 10, 8, 0), end=datetime(2025, 3, 10, 9, 0), units=("n2",))], zone)
    return ours, theirs


def test_the_matched_pairs_columns_are_made_when_first_read_and_read_as_if_made_at_once():
    # a big reconcile's process hands the pairs to the JSON head's writer, a forked child, which
    # makes their columns (ids, minutes) on the second core: this process reads only their positions
    import copy
    import pickle
    from zoneinfo import ZoneInfo

    from slacheck.sla.reconcile import MatchedPair, MatchedPairs, match_incidents

    zone = ZoneInfo("America/New_York")  # A and V run over the change to daylight time (1 h less)
    matched = match_incidents(*_two_small_logs(zone)).matched
    assert matched._columns is None and len(matched) == 2  # not made yet: the length from the positions
    assert [p.tolist() for p in matched.positions] == [[0, 1], [0, 1]]
    copied = copy.deepcopy(matched)
    assert matched._columns is not None  # made on the first read
    want = [MatchedPair(ours="A", theirs="V", ours_minutes=60.0, theirs_minutes=45.0, difference_minutes=15.0,
                        start_difference_minutes=-15.0, end_difference_minutes=0.0, overlap_minutes=45.0),
            MatchedPair(ours="B", theirs="W", ours_minutes=60.0, theirs_minutes=60.0, difference_minutes=0.0,
                        start_difference_minutes=0.0, end_difference_minutes=0.0, overlap_minutes=60.0)]
    assert list(matched) == want and matched[1] == want[1] and matched.rows() == [p.model_dump() for p in want]
    assert copied == matched and pickle.loads(pickle.dumps(matched)) == MatchedPairs.coerce(want)


def test_both_sides_dispute_texts_read_the_quarter_offsets_the_ground_looked_up(monkeypatch):
    # the vendor's texts are written by a child forked after the ground is made: it inherits the
    # zone's offsets instead of looking each quarter hour up again
    from datetime import date
    from zoneinfo import ZoneInfo

    from slacheck.sla import months
    from slacheck.sla.disputes import DisputeGround, find_disagreements
    from slacheck.sla.reconcile import match_incidents

    zone = ZoneInfo("America/New_York")
    ours, theirs = _two_small_logs(zone)
    i, j = match_incidents(ours, theirs).matched.positions
    monkeypatch.setattr(months, "_ZONE_OFFSETS", {})
    DisputeGround(ours, theirs, None, tz=zone, as_of=date(2025, 4, 30), base=None)
    asked = []
    looked_up = months.QuarterOffsets.looked_up
    monkeypatch.setattr(months.QuarterOffsets, "looked_up",
                        lambda self, quarters, tz: asked.append(quarters) or looked_up(self, quarters, tz))
    found = find_disagreements(i, j, ours, theirs, False, zone, our_texts=True, their_texts=True)
    assert found.ours.tolist() == [b"2025-03-09T01:30:00-05:00 - 2025-03-09T03:30:00-04:00"]
    assert found.theirs.tolist() == [b"2025-03-09T01:45:00-05:00 - 2025-03-09T03:30:00-04:00"]
    assert asked == []
