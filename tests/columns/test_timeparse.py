"""The numpy time parser agrees with ``datetime.fromisoformat`` on every value, valid or not."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from slacheck.columns.fields import FieldColumn, padded_buffer
from slacheck.columns.timeparse import parse_time, parse_time_column

ZONES = ["Asia/Shanghai", "America/New_York", "Europe/London", "Australia/Lord_Howe", "UTC"]

VALUES = [
    "2025-06-03T10:00:00", "2025-06-03 10:00:00", "2025-06-03T10:00", "2025-06-03", "2025-06-03T10:00:00.250",
    "2025-06-03T10:00:00.123999", "2025-06-03T10:00:00Z", "2025-06-03T10:00Z", "2025-06-03T10:00:00+08:00",
    "2025-06-03T10:00:00-05:30", "2025-06-03T10:00:00.5+01:00", "2025-06-03T10:00:00.123456Z",
    # DST: New York gap (02:30 does not exist) and fold (01:30 happens twice: the first counts)
    "2025-03-09T02:30:00", "2025-11-02T01:30:00", "2025-11-02T01:59:59.999", "2025-03-30T01:30:00",
    "2025-10-05T01:45:00",  # Lord Howe: half-hour change
    # invalid, or forms only the reference decides
    "2025-02-29T00:00:00", "2024-02-29T00:00:00", "2025-13-01T00:00:00", "2025-06-31T00:00:00",
    "2025-06-03T24:00:00", "2025-06-03T10:60:00", "2025-06-03T10:00:60", "2025-06-03T10:00:00+24:00",
    "2025-06-03x10:00:00", " 2025-06-03T10:00:00", "2025-06-03T10:00:00 ", "0000-01-01T00:00:00",
    "0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "9999-12-31T23:59:59", "2025-06-03T10:00:00z",
    "2025-06-03T10:00:00.1234", "2025-6-3T10:00:00", "20250603T100000", "", "not a time", "2025-06-03T1a:00:00",
    "2025-06-03T10:00:00+0800", "2025-06-03T10:00:00*08:00", "２０２５-06-03T10:00:00",
]


def reference(values: list[str], zone: ZoneInfo) -> tuple[list[int], list[int]]:
    out, bad = [], []
    for i, value in enumerate(values):
        try:
            out.append(parse_time(value, zone))
        except (ValueError, OverflowError):
            out.append(0)
            bad.append(i)
    return out, bad


def as_bytes_column(values: list[str]) -> FieldColumn:
    """Like the CSV reader's: offsets into one buffer, no strings kept."""
    encoded = [v.encode("utf-8") for v in values]
    lengths = np.array([len(e) for e in encoded], dtype=np.int64)
    ends = np.cumsum(lengths)
    return FieldColumn(padded_buffer(b"".join(encoded)), ends - lengths, ends)


@pytest.mark.parametrize("zone_name", ZONES)
def test_fast_parser_agrees_with_fromisoformat(zone_name):
    zone = ZoneInfo(zone_name)
    expected, expected_bad = reference(VALUES, zone)
    for column in (VALUES, as_bytes_column(VALUES)):
        got, bad = parse_time_column(column, zone)
        assert bad == expected_bad
        assert got.tolist() == expected


def test_repeated_local_time_is_its_first_occurrence():
    zone = ZoneInfo("America/New_York")
    got, bad = parse_time_column(["2025-11-02T01:30:00", "2025-11-02T00:30:00", "2025-11-02T03:30:00"], zone)
    assert bad == []
    # 00:30 EDT → 01:30 EDT (first occurrence) is one hour; 01:30 EDT → 03:30 EST is three hours
    assert (got[0] - got[1]) == 3_600_000
    assert (got[2] - got[0]) == 3 * 3_600_000


@settings(max_examples=300, deadline=None)
@given(moment=st.datetimes(min_value=datetime(1900, 1, 1), max_value=datetime(2100, 12, 31)),
       layout=st.sampled_from(["%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M", "%Y-%m-%dT%H:%M:%S.%f", "%Y-%m-%d"]),
       suffix=st.sampled_from(["", "Z", "+08:00", "-03:30"]),
       zone_name=st.sampled_from(ZONES))
def test_fast_parser_agrees_on_generated_times(moment, layout, suffix, zone_name):
    zone = ZoneInfo(zone_name)
    text = moment.strftime(layout) + (suffix if layout != "%Y-%m-%d" else "")
    values = [text, (moment + timedelta(minutes=17)).strftime(layout)]
    got, bad = parse_time_column(as_bytes_column(values), zone)
    expected, expected_bad = reference(values, zone)
    assert (got.tolist(), bad) == (expected, expected_bad)
