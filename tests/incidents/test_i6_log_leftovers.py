"""Incident-log leftovers (helper i6, session 31): what is said of a JSON Lines log is said in its words (lines, not
rows) and on the line that holds the problem; a year-first time found further down a log whose header names its zone
('start (UTC+8)') is read at that zone, as the first times are, and a refused time there is quoted as written."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.errors import SlacheckError
from slacheck.incidents.read import how_it_was_read, read_incident_table
from tests.incidents.test_header_zones import ms, write

TERMS = Path(__file__).resolve().parents[1] / "fixtures" / "reconcile" / "node_terms.yaml"


# --- 1. the duration note's noun follows the format -------------------------------------------------------------

def test_the_duration_note_of_a_json_lines_log_says_line_where_a_csvs_says_row(tmp_path):
    jsonl = read_incident_table(write(tmp_path / "log.jsonl", [
        '{"id": "a", "start": "2026-03-05T09:00:00", "duration_minutes": 90, "units": "n1"}',
        '{"id": "b", "start": "2026-03-06T09:00:00", "end": "2026-03-06T10:00:00", "units": "n1"}']), tz="UTC")
    assert how_it_was_read(jsonl) == ["log.jsonl: an empty end read as start + 'duration_minutes' in minutes, and a "
                                      "line's end and duration checked to agree"]
    # beside it: the same log as a CSV has rows, and its note says so
    csv = read_incident_table(write(tmp_path / "log.csv", [
        "id,start,end,units,duration_minutes", "a,2026-03-05T09:00:00,,n1,90",
        "b,2026-03-06T09:00:00,2026-03-06T10:00:00,n1,"]), tz="UTC")
    assert how_it_was_read(csv) == ["log.csv: an empty end read as start + 'duration_minutes' in minutes, and a "
                                    "row's end and duration checked to agree"]
    assert (jsonl.end_ms - jsonl.start_ms).tolist() == (csv.end_ms - csv.start_ms).tolist() == [5_400_000, 3_600_000]


# --- 2. a JSON Lines log's no-unit refusal names the line of the record --------------------------------------------

NO_UNIT = ("no end field, and field 'duration' names no unit its durations are in: name it 'duration_minutes' (or "
           "hours, seconds) to have each end read as start + duration, or add an end field")


def test_a_json_lines_duration_in_no_unit_is_refused_on_the_line_of_the_record_that_has_it(tmp_path):
    db = tmp_path / "audit.db"
    good = write(tmp_path / "good.jsonl", [
        '{"id": "a", "start": "2026-03-05T09:00:00", "end": "2026-03-05T10:00:00", "units": "node-01"}'])
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(good), "--month", "2026-03",
                                      "--tz", "UTC", "--db", str(db)])
    assert result.exit_code == 0, result.output
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    log = write(tmp_path / "log.jsonl", [
        "",
        '{"id": "a", "start": "2026-03-05T09:00:00", "units": "node-01"}',
        '{"id": "b", "start": "2026-03-06T09:00:00", "duration": 90, "units": "node-01"}'])
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(log), "--month", "2026-03",
                                      "--tz", "UTC", "--db", str(db)])
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert result.stderr == f"Error: log.jsonl:3: {NO_UNIT}\n"  # the record of the duration, not line 1
    assert hashlib.sha256(db.read_bytes()).hexdigest() == before  # nothing written
    # beside it: a CSV names the column in its header, line 1, whichever row comes first
    log = write(tmp_path / "log.csv", ["id,start,duration,units", "a,2026-03-05T09:00:00,,n1",
                                       "b,2026-03-06T09:00:00,90,n1"])
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log, tz="UTC")
    assert str(raised.value).startswith("log.csv:1: no end column, and column 'duration' names no unit")


# --- 3. the second look at a year-first time keeps the header's zone ----------------------------------------------

ISO_ROWS = [f"A{i},2026-03-05 14:00,2026-03-05 16:00,node-01" for i in range(12)]  # the first ten tell no other form


def test_a_year_first_time_below_iso_ones_is_read_at_the_zone_its_header_names(tmp_path):
    table = read_incident_table(write(tmp_path / "log.csv", [
        "id,start (UTC+8),end (UTC+8),units", *ISO_ROWS, "B,2026/3/6 14:00,2026/3/6 16:30,node-01"]), tz="UTC")
    assert table.start_ms.tolist()[-1] == ms("2026-03-06T14:00", 8) and table.end_ms.tolist()[-1] == ms(
        "2026-03-06T16:30", 8)
    assert table.start_ms.tolist()[0] == ms("2026-03-05T14:00", 8)  # as the first ones
    assert how_it_was_read(table)[-1] == ("log.csv: times read as Excel writes them on a Chinese Windows, year first "
                                          "('2026/3/6 14:00' as 2026-03-06T14:00:00)")  # not 'in --tz'


def test_a_pagerduty_export_in_beijing_time_reads_a_later_12_hour_time_at_plus_8(tmp_path):
    table = read_incident_table(write(tmp_path / "pd.csv", [
        "incident_number,created_on（北京时间）,resolved_on（北京时间）,service_name",
        *[f"{i},2026-03-05T09:00:00,2026-03-05T10:00:00,gpu" for i in range(12)],
        "99,2026-03-06 2:30 PM,2026-03-06 4:00 PM,gpu"]), tz="UTC")
    assert table.start_ms.tolist()[-1] == ms("2026-03-06T14:30", 8) and table.end_ms.tolist()[-1] == ms(
        "2026-03-06T16:00", 8)


def test_a_later_year_first_time_under_a_header_naming_no_zone_we_read_stays_in_the_tz(tmp_path):
    # beside them: 'local' names no zone; the time read later is in --tz like the first ones, and a header zone on
    # the end column alone gives none to the start column ('start (CST)' was the header here: CST, China's or the
    # US's, is now refused under an English header, test_cst_header_zone_i1.py)
    table = read_incident_table(write(tmp_path / "log.csv", [
        "id,start (local),end (UTC+8),units", *ISO_ROWS, "B,2026/3/6 14:00,2026/3/6 16:30,node-01"]),
        tz="Asia/Tokyo")
    assert table.start_ms.tolist()[-1] == ms("2026-03-06T14:00", 9) and table.end_ms.tolist()[-1] == ms(
        "2026-03-06T16:30", 8)
    assert table.start_ms.tolist()[0] == ms("2026-03-05T14:00", 9)


def test_an_unmarked_hour_under_a_zoned_header_is_refused_as_in_any_12_hour_log(tmp_path):
    # '02:30' among times carrying AM/PM could be either; under a zoned header it was refused as '... PM+08:00'
    log = write(tmp_path / "log.csv", ["id,start (UTC),end (UTC),units",
                                       *[f"A{i},2026-03-05 02:30,2026-03-05T15:00:00,n1" for i in range(12)],
                                       "B,2026-03-06 2:30 PM,2026-03-06 4:00 PM,n1"])
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log, tz="UTC")
    assert str(raised.value).split("\n")[0] == (
        "log.csv:2: start time '2026-03-05 02:30' has no AM or PM where other times of the log carry one "
        "('2026-03-06 2:30 PM' on line 14): its hour could be either; write AM or PM on it, or every time of the "
        "log on a 24-hour clock")


def test_a_time_refused_under_a_zoned_header_is_quoted_as_written(tmp_path):
    log = write(tmp_path / "log.csv", ["id,start (UTC+8),end,units", "A,yesterday,2026-03-05T03:00:00,n1",
                                       "B,2026/13/5 14:00,2026-03-05T03:00:00,n1"])
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log, tz="UTC")
    lines = str(raised.value).split("\n")
    assert lines[0].startswith("log.csv:2: unparsable start time 'yesterday' (")  # not 'yesterday+08:00'
    assert lines[1].startswith("log.csv:3: unparsable start time '2026/13/5 14:00' (")


def test_a_null_end_under_a_zoned_header_is_an_open_incident_not_a_time(tmp_path):
    # psql's '\N' and mysql's 'NULL' under 'resolved_on (UTC)' were given the offset and refused as 'NULL+00:00'
    log = write(tmp_path / "pd.csv", ["incident_number,created_on (UTC),resolved_on (UTC),service_name",
                                      "1,2026-03-05T09:00:00,\\N,gpu", "2,2026-03-05T09:00:00,NULL,gpu",
                                      "3,2026-03-05T09:00:00,2026-03-05T10:00:00,gpu"])
    table = read_incident_table(log, tz="Asia/Shanghai", as_of_ms=ms("2026-03-05T12:00", 0))
    assert table.end_ms.tolist() == [ms("2026-03-05T12:00", 0), ms("2026-03-05T12:00", 0), ms("2026-03-05T10:00", 0)]
    assert "pd.csv: read 2 ends written '\\N' and 'NULL' (a database's NULL) as no end: still open, as an empty end " \
           "is" in how_it_was_read(table)
    with pytest.raises(SlacheckError) as raised:  # beside it: without --as-of they are open incidents, said so
        read_incident_table(log, tz="Asia/Shanghai")
    assert str(raised.value).split("\n")[0] == ("pd.csv:2: incident '1' has no end (still open): pass --as-of to "
                                                "close it")
