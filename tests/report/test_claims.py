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
