"""Incident rows of the big claim JSON: ids JSON would escape send a month down the row-by-row route."""

from __future__ import annotations

from datetime import date, datetime, timedelta

import orjson
import pytest
from hypothesis import given, settings, strategies as st

from slacheck.columns.ids import IdColumn
from slacheck.columns.results import IncidentResults
from slacheck.models import ContractTerms, CreditTier, Incident
from slacheck.report.claims import big_claim_json_chunks, claim_json, ids_need_escape, incident_rows_json
from slacheck.sla.engine import compute_claim

BASE = datetime(2025, 5, 20)
TERMS = ContractTerms(sla_unit="node", gpu_count=24, gpus_per_node=8, monthly_fee=100000, min_outage_minutes=5,
                      maintenance_notice_hours=72, credit_tiers=[CreditTier(below_pct=99.9, credit_pct=10)])


@pytest.mark.parametrize("ids", [["a", 'b"c'], ["a\\b"], ["tab\there"], ["节点\u2028"], ["x\x1f"]])
def test_ids_json_would_escape_are_found(ids):
    assert ids_need_escape(IdColumn.from_strings(ids))
    assert incident_rows_json(IncidentResults(ids, [1.0] * len(ids), [None] * len(ids))) is None


@pytest.mark.parametrize("ids", [["inc-1", "inc-2"], ["节点1", "n 2"]])
def test_plain_ids_are_joined_column_wise_as_orjson_would(ids):
    rows = IncidentResults(ids, [1.5, 0.0], [None, "customer"])
    assert not ids_need_escape(IdColumn.from_strings(ids))
    assert incident_rows_json(rows) == orjson.dumps(rows.rows())


ID_TEXTS = st.sampled_from(["i", "inc-", "节点", "n 2-", 'q"', "back\\", "tab\t"])


@st.composite
def logs(draw):
    """Incidents spread over three months with seconds-level times (fractional minutes) and every cause."""
    out = []
    for i in range(draw(st.integers(0, 30))):
        start = draw(st.integers(0, 86400 * 80))
        length = draw(st.integers(0, 86400 * 3))
        cause = draw(st.sampled_from(["vendor", "customer", "force_majeure", "maintenance"]))
        out.append(Incident(id=f"{draw(ID_TEXTS)}{i}", start=BASE + timedelta(seconds=start),
                            end=BASE + timedelta(seconds=start + length),
                            units=tuple(draw(st.lists(st.sampled_from(["n1", "n2", "n3", "*"]), min_size=1,
                                                      max_size=2, unique=True))),
                            cause=cause, notice_hours=draw(st.sampled_from([None, 24, 96])) if cause == "maintenance"
                            else None))
    return out


@settings(max_examples=300, deadline=None)
@given(logs())
def test_the_big_log_json_is_byte_for_byte_orjson_of_the_rows(items):
    result = compute_claim(items, TERMS, tz="Asia/Shanghai", as_of=date(2025, 9, 1))
    assert b"".join(big_claim_json_chunks(result)) == orjson.dumps(claim_json(result))


def big_claim(path, rows=130_000):
    """A claim over ``rows`` incidents in three months (above the compact-JSON limit)."""
    from slacheck.incidents.read import read_incident_table

    lines = ["id,start,end,units,cause,notice_hours"]
    for i in range(rows):
        start = datetime(2025, 3, 1) + timedelta(minutes=(i * 7) % (3 * 30 * 1440 - 600))
        lines.append(f"inc-{i},{start:%Y-%m-%dT%H:%M:%S},{start + timedelta(minutes=1 + i % 11):%Y-%m-%dT%H:%M:%S},"
                     f"node-{i % 3},{'customer' if i % 9 == 0 else 'vendor'},")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    table = read_incident_table(path, tz="Asia/Shanghai")
    return compute_claim(table, TERMS, tz="Asia/Shanghai", as_of=date(2025, 7, 1))


@pytest.mark.parametrize("with_a_thread", [False, True])
def test_the_claim_json_written_on_two_cores_is_the_one_written_in_order(tmp_path, with_a_thread):
    """A big claim's first months written by a forked child, the others after it by this
    process: the file holds the in-order bytes; with another thread running, no fork."""
    import threading

    from slacheck.columns import forked
    from slacheck.report.claims import claim_json_chunks, write_claim_json

    result = big_claim(tmp_path / "log.csv")
    assert len(result.months) >= 3 and sum(len(m.incidents) for m in result.months) > 100_000
    expected = b"".join(claim_json_chunks(result))
    forks = []
    real = forked.InChild.__init__

    def spy(self, *args, **kwargs):
        forks.append(1)
        real(self, *args, **kwargs)

    release = threading.Event()
    other = threading.Thread(target=release.wait, args=(10,))
    if with_a_thread:
        other.start()
    try:
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(forked.InChild, "__init__", spy)
            with (tmp_path / "out.json").open("wb") as out:
                out.write(b"before ")
                write_claim_json(result, out)
                out.write(b" after")
    finally:
        release.set()
        if with_a_thread:
            other.join()
    assert (tmp_path / "out.json").read_bytes() == b"before " + expected + b" after"
    assert forks == ([] if with_a_thread else [1])


def test_a_month_of_many_incidents_is_written_in_blocks_byte_for_byte_as_orjson():
    """Rows past the column writer's block (the first block opens the list, the last closes it):
    ids of different lengths and scripts, fractional and whole minutes, every excluded reason."""
    from slacheck.columns.jsonrows import BLOCK_ROWS
    from slacheck.models import EXCLUDED_REASONS

    n = 2 * BLOCK_ROWS + 123
    ids = [f"{'节点-' if i % 7 == 0 else 'inc-'}{i * 37 % 100_003}" + "x" * (i % 5) for i in range(n)]
    minutes = [0.0 if i % 4 == 0 else (i % 300) / 60 + (i % 3) for i in range(n)]
    reasons = [EXCLUDED_REASONS[i % len(EXCLUDED_REASONS)] if m == 0.0 else None for i, m in enumerate(minutes)]
    rows = IncidentResults(ids, minutes, reasons)
    assert incident_rows_json(rows) == orjson.dumps(rows.rows())


def test_a_big_claims_json_is_byte_for_byte_orjson_of_its_rows(tmp_path):
    result = big_claim(tmp_path / "log.csv")
    assert b"".join(big_claim_json_chunks(result)) == orjson.dumps(claim_json(result))
