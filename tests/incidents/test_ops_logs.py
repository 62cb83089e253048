"""Incident logs as an ops engineer has them, round 2: a kernel log given as the incident log, a unit map kept
by product or in a workbook, a start with a duration column and no end, 12-hour year-first times."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.errors import SlacheckError
from slacheck.incidents.read import read_incident_table, read_unit_map

TERMS = Path(__file__).resolve().parents[1] / "fixtures" / "reconcile" / "node_terms.yaml"
NOT_INCIDENTS = ("not an incident log: it says when hardware faulted, not which units were down from when to when; "
                 "write each outage as a row of id,start,end,units (CSV) and give that file")


@pytest.mark.parametrize("first, what", [
    ("[ 1234.567890] NVRM: Xid (PCI:0000:3b:00): 79, pid=1234, name=python, GPU has fallen off the bus.",
     "a kernel log (dmesg)"),
    ("[Thu Mar  5 14:30:01 2026] NVRM: Xid (PCI:0000:3b:00): 48, pid=0, DBE (double bit error)",
     "a kernel log (dmesg -T)"),
    ("Mar 05 14:30:01 gpu-node-07 kernel: NVRM: Xid (PCI:0000:3b:00): 79, GPU has fallen off the bus.",
     "a kernel log (journalctl -k or syslog)"),
])
def test_a_kernel_log_given_as_the_incident_log_is_told_what_it_is(tmp_path, first, what):
    db = tmp_path / "a.db"
    log = tmp_path / "xid.log"
    log.write_text("\n" + first + "\n" + first + "\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(log), "--as-of", "2026-12-01",
                                      "--db", str(db)])
    assert result.exit_code == 2 and not db.exists()
    assert result.stderr == f"Error: xid.log:2: {what}, {NOT_INCIDENTS}\n"


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
def test_a_kernel_log_saved_as_utf16_is_told_what_it_is(tmp_path, encoding):
    # PowerShell's Out-File writes UTF-16 with a byte order mark: its head is read as the sniffing read it
    # (a dmesg line starts with '[': read as UTF-8, it went on to the JSON reader as 'not valid JSON')
    first = "[ 1234.567890] NVRM: Xid (PCI:0000:3b:00): 79, pid=1234, name=python, GPU has fallen off the bus."
    log = tmp_path / "xid.log"
    mark = {"utf-16": b"", "utf-16-le": b"\xff\xfe", "utf-16-be": b"\xfe\xff"}[encoding]
    log.write_bytes(mark + ("\r\n" + first + "\r\n" + first + "\r\n").encode(encoding))
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log)
    assert str(raised.value) == f"xid.log:2: a kernel log (dmesg), {NOT_INCIDENTS}"


@pytest.mark.parametrize("written", ["\r\n  \r\n".encode("utf-16"), b"\xef\xbb\xbf\n"], ids=["utf-16", "utf-8 mark"])
def test_a_log_holding_only_blanks_after_its_byte_order_mark_is_empty(tmp_path, written):
    db = tmp_path / "a.db"
    log = tmp_path / "log.csv"
    log.write_bytes(written)
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(log), "--as-of", "2026-12-01",
                                      "--db", str(db)])
    assert result.exit_code == 2 and not db.exists()
    assert result.stderr == "Error: log.csv:1: the file is empty (expected an incident log)\n"


def test_a_json_array_log_is_still_told_as_json(tmp_path):
    log = tmp_path / "log.json"
    log.write_text('[{"id": "a", "start": "2026-03-05T10:00:00", "end": "2026-03-05T11:00:00", "units": "n1"}]\n',
                   encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log)
    assert "a JSON array, not JSON Lines" in str(raised.value)


def test_a_unit_map_kept_by_product_maps_the_products(tmp_path):
    path = tmp_path / "map.csv"
    path.write_text("Product,Unit\nGoogle Compute Engine / us-central1,node-01;node-02\n", encoding="utf-8")
    assert read_unit_map(path) == {"Google Compute Engine / us-central1": ["node-01", "node-02"]}


def test_a_unit_map_kept_in_a_workbook_is_refused_like_a_log(tmp_path):
    path = tmp_path / "map.xlsx"
    with zipfile.ZipFile(path, "w") as book:
        book.writestr("xl/workbook.xml", "<workbook/>")
    with pytest.raises(SlacheckError) as raised:
        read_unit_map(path)
    assert str(raised.value) == ("map.xlsx:1: a ZIP archive (an .xlsx workbook?), not text (expected a unit map: "
                                 "'component,unit' columns): save the sheet as CSV (Excel: CSV UTF-8 (Comma delimited)) "
                                 "and give that")


def minutes(table) -> list[float]:
    return [(int(end) - int(start)) / 60_000 for start, end in zip(table.start_ms, table.end_ms)]


@pytest.mark.parametrize("header, written, expected", [
    ("Duration (min)", ["90", "30.5"], [90.0, 30.5]),
    ("duration_minutes", ["90", "30.5"], [90.0, 30.5]),
    ("Downtime in hours", ["1.5", "0.25"], [90.0, 15.0]),
    ("故障时长（分钟）", ["90", "30.5"], [90.0, 30.5]),
    ("中断时长(秒)", ["5400", "1830"], [90.0, 30.5]),
])
def test_a_log_of_starts_and_durations_without_an_end_reads_each_end_as_start_plus_duration(tmp_path, header, written,
                                                                                            expected):
    log = tmp_path / "log.csv"
    log.write_text(f"id,start,{header},units\ninc-1,2026-03-05T14:00:00,{written[0]},node-01\n"
                   f"inc-2,2026-03-06T10:00:00,{written[1]},node-02\n", encoding="utf-8")
    table = read_incident_table(log, tz="UTC")
    assert minutes(table) == expected
    assert f"log.csv: each end read as start + '{header}' in " in "\n".join(table.notes)


def test_an_end_read_from_a_duration_is_real_elapsed_time_across_a_dst_change(tmp_path):
    log = tmp_path / "log.csv"
    log.write_text("id,start,duration_hours,units\ninc-1,2026-03-08T01:30:00,1,node-01\n", encoding="utf-8")
    table = read_incident_table(log, tz="America/New_York")  # the clocks jump from 02:00 to 03:00 that night
    assert minutes(table) == [60.0]


def test_claim_on_starts_and_durations_counts_the_downtime_and_says_how_ends_were_read(tmp_path):
    log = tmp_path / "故障记录.csv"
    log.write_text("故障编号,开始时间,故障时长（分钟）,影响范围\nA1,2026/3/5 14:00,600,node-01\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(log), "--as-of", "2026-04-01",
                                      "--no-db", "--format", "json"])
    assert result.exit_code == 0, result.output
    assert "故障记录.csv: each end read as start + '故障时长（分钟）' in 分钟" in result.stderr
    import json

    month = json.loads(result.stdout)["months"][0]
    assert month["downtime_minutes"] == 600


def test_an_end_and_a_duration_that_disagree_are_refused_with_the_line(tmp_path):
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,Duration (min),units\n"
                   "inc-1,2026-03-05T14:00:00,2026-03-05T15:30:20,90,node-01\n"  # 90.3 minutes: 90 as written
                   "inc-2,2026-03-06T10:00:00,2026-03-06T11:00:00,30,node-02\n"
                   "inc-3,2026-03-07T10:00:00,,45,node-02\n", encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log, tz="UTC")
    assert str(raised.value) == ("log.csv:3: end 2026-03-06T11:00:00 and Duration (min) '30' disagree: start + 30 min "
                                 "is 2026-03-06T10:30:00+00:00; correct one of them")


def test_a_duration_column_without_a_unit_and_no_end_says_to_name_the_unit(tmp_path):
    log = tmp_path / "log.csv"
    log.write_text("id,start,duration,units\ninc-1,2026-03-05T14:00:00,90,node-01\n", encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log, tz="UTC")
    assert str(raised.value) == ("log.csv:1: no end column, and column 'duration' names no unit its durations are in: "
                                 "write its header as 'duration (minutes)' (or hours, seconds) to have each end read as "
                                 "start + duration, or add an end column")


@pytest.mark.parametrize("start, end", [
    ("2026/3/5 下午 2:30", "2026/3/5 下午 4:00"),
    ("2026年3月5日 下午2点30分", "2026年3月5日 下午4点"),
    ("2026-03-05 2:30 PM", "2026-03-05 4:00 PM"),
    ("2026/3/5 2:30:00 p.m.", "2026/3/5 4:00:00 P.M."),
])
def test_year_first_times_on_a_12_hour_clock_are_read(tmp_path, start, end):
    log = tmp_path / "log.csv"
    log.write_text(f"id,start,end,units\ninc-1,{start},{end},node-01\n", encoding="utf-8")
    table = read_incident_table(log, tz="UTC")
    assert int(table.start_ms[0]) == 1772721000000  # 2026-03-05T14:30:00Z
    assert minutes(table) == [90.0]
    assert "times read" in "\n".join(table.notes)


def test_midnight_and_noon_on_a_12_hour_clock(tmp_path):
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,units\ninc-1,2026/3/5 上午 12:05,2026/3/5 下午 12:05,node-01\n", encoding="utf-8")
    assert minutes(read_incident_table(log, tz="UTC")) == [720.0]


@pytest.mark.parametrize("written", ["3/5/2026 2:30 PM", "2026/3/5 下午 14:30"])
def test_a_12_hour_time_whose_date_order_is_a_guess_or_whose_hour_is_no_12_hour_one_stays_refused(tmp_path, written):
    log = tmp_path / "log.csv"
    log.write_text(f"id,start,end,units\ninc-1,{written},2026-03-05T16:00:00,node-01\n", encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log, tz="UTC")
    assert str(raised.value).startswith(f"log.csv:2: unparsable start time '{written}'")


def test_a_big_log_of_durations_read_in_blocks_reads_the_same_ends_and_says_the_same(tmp_path, monkeypatch):
    from slacheck.incidents import parallel
    from slacheck.incidents import read as read_module
    from slacheck.incidents.read import how_it_was_read

    rows = [f"inc-{i},2026-03-{i % 28 + 1:02d}T01:00:00,{i % 90 + 5},n1" for i in range(2000)]
    path = tmp_path / "big.csv"
    path.write_text("\n".join(["id,start,duration_minutes,units", *rows]) + "\n", encoding="utf-8")
    whole = read_incident_table(path, tz="UTC")
    assert minutes(whole)[:3] == [5.0, 6.0, 7.0]
    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "BLOCK_BYTES", 4096)
    monkeypatch.setattr(read_module, "read_raw_log", lambda *args: pytest.fail("read in one process"))
    blocks = read_incident_table(path, tz="UTC")
    assert minutes(blocks) == minutes(whole) and how_it_was_read(blocks) == how_it_was_read(whole)
