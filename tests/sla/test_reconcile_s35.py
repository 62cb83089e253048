"""s35 (issue 13): the JSON head's writer writes the matched pairs' whole-ms minutes from the ms, without their floats.

Guards (they pass on bafc589e too: the output must not change): a reconcile's matched rows in the JSON are
``orjson`` of each pair's values, whether the JSON or the float columns are read first; the float columns,
read after the JSON, are every field in field order, each minutes column its milliseconds / 60000.
"""

from __future__ import annotations

import orjson
import pytest

from slacheck import api
from slacheck.report.reconcile_json import matched_rows_json
from slacheck.sla.reconcile import MatchedPair

OURS = """id,start,end,units,cause,notice_hours
inc-1,2025-05-06T18:20:00,2025-05-06T18:24:00,node-0050,vendor,
inc-2,2025-05-06T19:00:30,2025-05-06T19:45:10,node-0051,vendor,
inc-3,2025-05-07T01:00:00,2025-05-07T03:00:00.250,node-0052,vendor,
inc-"4",2025-05-08T00:00:00,2025-05-08T00:10:00,node-0053,vendor,
"""
THEIRS = """id,start,end,units,cause,notice_hours
V1,2025-05-06T18:21:00,2025-05-06T18:27:00,node-0050,vendor,
V2,2025-05-06T19:00:00,2025-05-06T19:40:00,node-0051,vendor,
V3,2025-05-07T00:59:59.500,2025-05-07T02:30:00,node-0052,vendor,
V4,2025-05-08T00:05:00,2025-05-08T00:06:00,node-0053,vendor,
"""


def reconciled(tmp_path):
    ours, theirs = tmp_path / "ours.csv", tmp_path / "theirs.csv"
    ours.write_text(OURS, encoding="utf-8")
    theirs.write_text(THEIRS, encoding="utf-8")
    return api.reconcile(ours, theirs, as_of="2025-06-10")


def expected_rows(matched) -> bytes:
    return b",".join(orjson.dumps(row) for row in matched.rows())


@pytest.mark.parametrize("json_first", [True, False])
def test_matched_rows_are_written_as_orjson_writes_them_whichever_is_read_first(tmp_path, json_first):
    matched = reconciled(tmp_path).matched
    assert len(matched) == 4
    if json_first:
        written = b"".join(matched_rows_json(matched))
        assert written == expected_rows(matched)
    else:
        expected = expected_rows(matched)
        assert b"".join(matched_rows_json(matched)) == expected


def test_float_columns_read_after_the_json_are_every_field_in_order(tmp_path):
    matched = reconciled(tmp_path).matched
    b"".join(matched_rows_json(matched))
    columns = matched.columns
    assert list(columns) == list(MatchedPair.model_fields)
    rows = matched.rows()
    assert [row["ours"] for row in rows] == ["inc-1", "inc-2", "inc-3", 'inc-"4"']
    assert [row["ours_minutes"] for row in rows] == [4.0, (44 * 60 + 40) / 60, (7_200_250) / 60_000, 10.0]
    assert [row["start_difference_minutes"] for row in rows] == [-1.0, 0.5, 500 / 60_000, -5.0]
    assert [row["overlap_minutes"] for row in rows] == [3.0, (39 * 60 + 30) / 60, 90.0, 1.0]
    assert [row["difference_minutes"] for row in rows] == [r["ours_minutes"] - r["theirs_minutes"] for r in rows]
    assert [p.model_dump() for p in matched] == rows
