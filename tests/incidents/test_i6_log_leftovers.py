"""Incident-log leftovers (helper i6, session 31): what is said of a JSON Lines log is said in its words (lines, not
rows) and on the line that holds the problem."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.errors import SlacheckError
from slacheck.incidents.read import how_it_was_read, read_incident_table
from tests.incidents.test_header_zones import write

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
