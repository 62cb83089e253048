"""Zone names left over in a time column's header: 'IST' (India UTC+5:30, Israel UTC+2 or Irish UTC+1) and 'BST'
(British Summer Time UTC+1 or Bangladesh UTC+6) are refused with the header named, under any header: no Chinese
reading makes one of them sure (``ambiguous_header_zones`` in slacheck/incidents/headers.yaml; they were read in --tz
before). And a JSON Lines log whose start/end fields name a zone ('start (UTC+8)') is read as a CSV's header zones
are: it was refused as missing its start."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.errors import SlacheckError
from slacheck.incidents.read import how_it_was_read, read_incident_table

from tests.incidents.test_header_zones import ms, write

TERMS = Path(__file__).resolve().parents[1] / "fixtures" / "reconcile" / "node_terms.yaml"
IST = ("'IST' names India Standard Time (UTC+5:30), Israel Standard Time (UTC+2) or Irish Standard Time (UTC+1); "
       "write the zone as UTC+5:30, UTC+2 or the like in the header, or times with their offsets under a header "
       "naming none")
BST = ("'BST' names British Summer Time (UTC+1) or Bangladesh Standard Time (UTC+6); write the zone as UTC+1, UTC+6 "
       "or the like in the header, or times with their offsets under a header naming none")


@pytest.mark.parametrize("header,said", [
    ("id,start (IST),end (IST),units", "header 'start (IST)': " + IST),
    # a desk in China writing IST means no one zone either: refused too (CST alone has a Chinese reading)
    ("事件编号,开始时间(IST),结束时间(IST),影响范围", "header '开始时间(IST)': " + IST),
    ("id,start,end (BST),units", "header 'end (BST)': " + BST),
])
def test_ist_and_bst_in_a_header_are_refused_naming_it(tmp_path, header, said):
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(write(tmp_path / "log.csv", [header, "A,2026-03-05 14:00,2026-03-05 16:00,n1"]), tz="UTC")
    assert str(raised.value) == f"log.csv:1: {said}"


@pytest.mark.parametrize("header,hours,minutes", [("start (UTC+5:30)", 5, 30), ("start (GMT)", 0, 0), ("start", 9, 0)])
def test_beside_them_an_offset_or_gmt_is_read_as_before(tmp_path, header, hours, minutes):
    table = read_incident_table(write(tmp_path / "log.csv", [f"id,{header},end (UTC+9),units",
                                                             "A,2026-03-05 14:00,2026-03-05 23:00,n1"]), tz="Asia/Tokyo")
    assert table.start_ms.tolist() == [ms("2026-03-05T14:00", hours) - minutes * 60_000]


def test_json_lines_fields_naming_a_zone_are_read_at_it_and_said(tmp_path):
    log = write(tmp_path / "log.jsonl", [
        '{"id": "A", "start (UTC+8)": "2026-03-05 14:00", "end (UTC+8)": "2026-03-05 16:00", "units": "n1"}',
        '{"id": "B", "start (UTC+8)": "2026-03-31 23:00", "end (UTC+8)": "2026-04-01 01:00:00+08:00", "units": "n2"}'])
    table = read_incident_table(log, tz="UTC")
    assert table.start_ms.tolist() == [ms("2026-03-05T14:00", 8), ms("2026-03-31T23:00", 8)]
    assert table.end_ms.tolist() == [ms("2026-03-05T16:00", 8), ms("2026-04-01T01:00", 8)]
    assert how_it_was_read(table) == ["log.jsonl: times in 'start (UTC+8)' and 'end (UTC+8)' without an offset "
                                      "read at UTC+08:00, as their fields say (not in --tz)"]


def test_json_lines_plain_fields_stay_in_the_tz_and_a_unit_bracket_is_no_start(tmp_path):
    table = read_incident_table(write(tmp_path / "log.jsonl", [
        '{"id": "A", "start": "2026-03-05 14:00", "end": "2026-03-05 16:00", "units": "n1"}']), tz="Asia/Tokyo")
    assert table.start_ms.tolist() == [ms("2026-03-05T14:00", 9)] and how_it_was_read(table) == []
    with pytest.raises(SlacheckError) as raised:  # '(min)' names a unit, not a zone: not read as the start
        read_incident_table(write(tmp_path / "units.jsonl", [
            '{"id": "A", "start (min)": "2026-03-05 14:00", "end": "2026-03-05 16:00", "units": "n1"}']), tz="UTC")
    assert str(raised.value) == "units.jsonl:1: missing required field 'start'"


def test_json_lines_ambiguous_zone_or_two_starts_are_refused_on_the_line_naming_them(tmp_path):
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(write(tmp_path / "ist.jsonl", [
            "",  # (a blank line: the first record naming the field is on line 2)
            '{"id": "B", "start": "2026-03-06T14:00:00Z", "end (IST)": "2026-03-06 16:00", "units": "n1"}']), tz="UTC")
    # a JSON Lines log names its columns in fields, not a header: said so (session 35)
    in_fields = IST.replace("in the header", "in the field's name").replace("under a header", "in a field")
    assert str(raised.value) == "ist.jsonl:2: field 'end (IST)': " + in_fields
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(write(tmp_path / "two.jsonl", [
            '{"id": "A", "start": "2026-03-05 14:00", "end": "2026-03-05 16:00", "units": "n1"}',
            '{"id": "B", "start (UTC)": "2026-03-06 14:00", "end": "2026-03-06 16:00", "units": "n1"}']), tz="UTC")
    assert str(raised.value) == ("two.jsonl:2: fields 'start' and 'start (UTC)' would each be read as start: which one "
                                 "holds it cannot be told; keep one of them")


def test_claim_on_a_log_under_an_ist_header_exits_2_and_writes_nothing(tmp_path):
    log = write(tmp_path / "log.csv", ["id,start (IST),end (IST),units", "A,2026-03-05 14:00,2026-03-05 16:00,node-01"])
    letter, db = tmp_path / "letter.md", tmp_path / "audit.db"
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(log), "--as-of", "2026-12-01",
                                      "--db", str(db), "--letter", str(letter)])
    assert result.exit_code == 2 and "log.csv:1: header 'start (IST)'" in result.output
    assert "Traceback" not in result.output and not letter.exists() and not db.exists()
