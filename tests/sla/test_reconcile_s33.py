"""s33 (issue 13): cheaper routes of a big reconcile that must write what the older ones wrote.

- the matched minutes' distinct values found on the whole milliseconds they are divided from;
- whether ids need JSON escaping told once for the log they were taken from;
- a month's longest outage found only where a credit for a single outage's length reads it.
"""

from __future__ import annotations

import pickle
from datetime import date, datetime, timedelta

import numpy as np
import orjson
import pytest

from slacheck.columns import jsonrows
from slacheck.columns.ids import IdColumn
from slacheck.columns.jsonrows import distinct_quotients, json_numbers
from slacheck.models import ContractTerms, Incident
from slacheck.sla.engine import compute_claim

MS_PER_MINUTE = 60_000


@pytest.mark.parametrize("ms", [
    np.array([0, 60_000, -60_000, 120_000, 60_000, 0]),  # whole minutes, either sign
    np.array([1_000, -3_000, 59_000, 61_000, 0, 1_000]),  # whole seconds
    np.array([1, -7, 59_999, 60_001, 123_456_789, 1]),  # milliseconds
    np.array([60_000] * 50 + [400 * 86_400_000, -400 * 86_400_000]),  # a few far beyond a table of the rest
    np.array([2 ** 52 + 1, 2 ** 52, 2 ** 52 + 2, 7]),  # past exact quotients: equal floats written alike
    np.zeros(0, dtype=np.int64),
])
def test_minutes_from_whole_ms_are_written_as_orjson_writes_each_value(ms):
    ms = ms.astype(np.int64)
    minutes = ms / MS_PER_MINUTE
    got = json_numbers(minutes, prefix=b",", numerators=ms, divisor=MS_PER_MINUTE).tolist() if len(ms) else []
    assert got == [b"," + orjson.dumps(v) for v in minutes.tolist()]
    if len(ms):  # the same text as the float route's
        assert got == json_numbers(minutes, prefix=b",").tolist()


def test_distinct_quotients_are_ascending_and_index_every_row():
    rng = np.random.default_rng(33)
    ms = rng.integers(-10 ** 6, 10 ** 6, 5000) * 1000
    distinct, inverse = distinct_quotients(ms, MS_PER_MINUTE)
    assert np.all(np.diff(distinct) > 0)
    assert np.array_equal(distinct[inverse], ms / MS_PER_MINUTE)


def test_ids_taken_from_a_log_without_escapes_are_not_scanned_again(monkeypatch):
    log = IdColumn.from_strings([f"INC-{k}" for k in range(1000)])
    months = [log.take(np.arange(k, 1000, 7)) for k in range(7)]
    scans = []
    real = jsonrows.needs_escape
    monkeypatch.setattr(jsonrows, "needs_escape", lambda values: scans.append(len(values)) or real(values))
    assert not any(month.json_escape() for month in months)
    assert scans == [1000]  # the log's column, once


def test_ids_taken_from_a_log_with_an_escape_elsewhere_are_judged_on_their_own():
    log = IdColumn.from_strings(['INC-"1"', "INC-2", "INC\\3", "事件4", "INC-5"])
    assert log.json_escape()
    assert not log.take(np.array([1, 3, 4])).json_escape()
    assert log.take(np.array([2, 4])).json_escape()
    assert log.take(np.array([0])).json_escape()


def test_ids_sent_to_another_process_leave_their_log_behind():
    log = IdColumn.from_strings([f"INC-{k}" for k in range(10_000)])
    taken = log.take(np.array([3, 5]))
    sent = pickle.loads(pickle.dumps(taken, protocol=5))
    assert len(pickle.dumps(taken, protocol=5)) < 2000
    assert sent.tolist() == ["INC-3", "INC-5"] and not sent.json_escape()
    assert sent._source is None


TERMS = ContractTerms(sla_unit="node", monthly_fee=100000, currency="CNY", gpu_count=8, gpus_per_node=8,
                      credit_tiers=[{"below_pct": 99.9, "credit_pct": 10}])


def test_a_month_longest_outage_is_found_only_where_asked():
    start = datetime(2025, 3, 3, 10, 0)
    incidents = [Incident(id="a", start=start, end=start + timedelta(hours=5), units=("n1",), cause="vendor"),
                 Incident(id="b", start=start + timedelta(hours=4), end=start + timedelta(hours=6), units=("n1",),
                          cause="vendor")]
    asked = compute_claim(incidents, TERMS, tz="Asia/Shanghai", as_of=date(2025, 6, 1), units=1)
    longest = asked.months[0].longest_outage
    assert longest is not None and longest.ids == ["a", "b"] and longest.minutes == 360
    left = compute_claim(incidents, TERMS, tz="Asia/Shanghai", as_of=date(2025, 6, 1), units=1, outage_lengths=False)
    assert left.months[0].longest_outage is None
    # nothing else changes
    assert left.model_dump_json() == asked.model_dump_json()
