"""A time column whose header names its zone ('start (UTC)', '开始时间（北京时间）', 'Created At (GMT+8)'): the
times written there without an offset are read at that zone, not in --tz, and stderr says so. Before, the bracket
was dropped as a unit suffix and a log exported in UTC was read in Asia/Shanghai: every outage 8 hours early, one
late on the 31st in the wrong month."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from slacheck.incidents import parallel
from slacheck.incidents import read as read_module
from slacheck.incidents.read import how_it_was_read, read_incident_table


def ms(text: str, hours: int) -> int:
    return int(datetime.fromisoformat(text).replace(tzinfo=timezone(timedelta(hours=hours))).timestamp() * 1000)


def write(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_times_under_a_utc_header_are_read_in_utc_and_said(tmp_path):
    table = read_incident_table(write(tmp_path / "log.csv", [
        "id,start (UTC),end (UTC),units", "A,2026-03-31 20:00,2026-03-31 22:00,node-01"]))
    assert table.start_ms.tolist() == [ms("2026-03-31T20:00", 0)] and table.end_ms.tolist() == [ms("2026-03-31T22:00", 0)]
    assert table.to_incidents(read_module.as_zone("Asia/Shanghai"))[0].start.month == 4  # April 04:00 in --tz
    assert how_it_was_read(table) == ["log.csv: times under 'start (UTC)' and 'end (UTC)' without an offset read at "
                                      "UTC+00:00, as their headers say (not in --tz)"]


def test_a_chinese_excel_export_in_beijing_time_read_at_plus_8_whatever_the_tz(tmp_path):
    table = read_incident_table(write(tmp_path / "导出.csv", [
        "事件编号,开始时间（北京时间）,结束时间(UTC+8),影响范围", "A,2026/3/5 14:00,2026/3/5 16:30,node-01"]), tz="UTC")
    assert table.start_ms.tolist() == [ms("2026-03-05T14:00", 8)] and table.end_ms.tolist() == [ms("2026-03-05T16:30", 8)]
    assert how_it_was_read(table)[-1] == ("导出.csv: times under '开始时间（北京时间）' and '结束时间(UTC+8)' without an "
                                          "offset read at UTC+08:00, as their headers say (not in --tz)")


def test_a_time_with_its_own_offset_keeps_it_under_a_zoned_header(tmp_path):
    table = read_incident_table(write(tmp_path / "log.csv", [
        "id,start (GMT-05:00),end,units", "A,2026-03-05T14:00:00+08:00,2026-03-05T18:00:00+08:00,n1",
        "B,2026-03-05,2026-03-05T18:00:00+08:00,n1"]))
    assert table.start_ms.tolist() == [ms("2026-03-05T14:00", 8), ms("2026-03-05T00:00", -5)]
    assert how_it_was_read(table) == ["log.csv: times under 'start (GMT-05:00)' without an offset read at UTC-05:00, as "
                                      "its header says (not in --tz)"]


@pytest.mark.parametrize("header", ["start (local)", "start (UTC+15)"])
def test_a_bracket_naming_no_zone_we_read_leaves_the_times_in_the_tz(tmp_path, header):
    # near miss: 'local' names none, +15 is no offset: read in --tz, nothing said ('start (CST)', China's or the
    # US's, was read in --tz here too: now refused, 开始时间(CST) read as China's: test_cst_header_zone_i1.py)
    table = read_incident_table(write(tmp_path / "log.csv", [f"id,{header},end,units",
                                                             "A,2026-03-05 14:00,2026-03-05 16:00,n1"]))
    assert table.start_ms.tolist() == [ms("2026-03-05T14:00", 8)] and how_it_was_read(table) == []


def test_a_pagerduty_export_in_utc_is_read_in_utc(tmp_path):
    table = read_incident_table(write(tmp_path / "pd.csv", [
        "Incident Number,Created At (UTC),Resolved At (UTC),Service Name", "17,2026-03-31 20:00,2026-03-31 22:00,GPU A"]))
    assert table.start_ms.tolist() == [ms("2026-03-31T20:00", 0)] and table.end_ms.tolist() == [ms("2026-03-31T22:00", 0)]
    assert how_it_was_read(table)[0] == ("pd.csv: times under 'Created At (UTC)' and 'Resolved At (UTC)' without an "
                                         "offset read at UTC+00:00, as their headers say (not in --tz)")


def test_the_block_reader_reads_a_zoned_header_too(tmp_path, monkeypatch):
    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "BLOCK_BYTES", 4096)
    monkeypatch.setattr(read_module, "read_raw_log", lambda *args: pytest.fail("read in one process"))
    rows = [f"inc-{i},2026-03-{i % 28 + 1:02d} 01:00,2026-03-{i % 28 + 1:02d} 02:00,n{i % 7}" for i in range(2000)]
    table = read_incident_table(write(tmp_path / "big.csv", ["id,start (UTC),end (UTC),units", *rows]))
    assert len(table) == 2000 and table.start_ms[0] == ms("2026-03-01T01:00", 0)
    assert how_it_was_read(table) == ["big.csv: times under 'start (UTC)' and 'end (UTC)' without an offset read at "
                                      "UTC+00:00, as their headers say (not in --tz)"]
