"""Incident rows of the big claim JSON: ids JSON would escape send a month down the row-by-row route."""

from __future__ import annotations

import orjson
import pytest

from slacheck.idcolumn import IdColumn
from slacheck.models import IncidentResults
from slacheck.report.claims import ids_need_escape, incident_rows_json


@pytest.mark.parametrize("ids", [["a", 'b"c'], ["a\\b"], ["tab\there"], ["节点\u2028"], ["x\x1f"]])
def test_ids_json_would_escape_are_found(ids):
    assert ids_need_escape(IdColumn.from_strings(ids))
    assert incident_rows_json(IncidentResults(ids, [1.0] * len(ids), [None] * len(ids))) is None


@pytest.mark.parametrize("ids", [["inc-1", "inc-2"], ["节点1", "n 2"]])
def test_plain_ids_are_joined_column_wise_as_orjson_would(ids):
    rows = IncidentResults(ids, [1.5, 0.0], [None, "customer"])
    assert not ids_need_escape(IdColumn.from_strings(ids))
    assert incident_rows_json(rows) == orjson.dumps(rows.rows())
