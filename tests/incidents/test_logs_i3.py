"""Incident logs, the leftovers of session 34 (i2): Zabbix's UPDATING status read as its recovery time says and the
Chinese UI's CLOSING (关闭中) read as CLOSING is (its words checked one by one in Zabbix's own zh_CN frontend.po:
tests/fixtures/zabbix/README.md); a JSON Lines log's zone messages said of its fields, not of a header; and a time
column naming its zone as its last word ('start_utc', 'started_at_utc') read at that zone, as 'start (UTC)' is (it
was refused as missing its start). Fixtures and their sources: tests/fixtures/zabbix/README.md,
tests/fixtures/zoned_names_i3/README.md."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.errors import SlacheckError
from slacheck.incidents import parallel
from slacheck.incidents.read import how_it_was_read, read_incident_table, sniff_format
from slacheck.limits import Limits

from tests.incidents.test_header_zones import ms, write
from tests.incidents.test_parallel import serial_table, table_tuple

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
ZABBIX = FIXTURES / "zabbix"
ZONED = FIXTURES / "zoned_names_i3"
TERMS = FIXTURES / "reconcile" / "node_terms.yaml"
AS_OF_MS = 1774483200000  # 2026-03-26T00:00:00Z
HEADER = '"Severity","Time","Recovery time","Status","Host","Problem","Duration","Ack","Actions","Tags"'
HEADER_ZH = '"严重性","时间","恢复时间","状态","主机","问题","持续时间","确认","动作","标记"'
IST = ("'IST' names India Standard Time (UTC+5:30), Israel Standard Time (UTC+2) or Irish Standard Time (UTC+1); "
       "write the zone as UTC+5:30, UTC+2 or the like")


def minutes(table) -> list[float]:
    return [(int(end) - int(start)) / 60_000 for start, end in zip(table.start_ms, table.end_ms)]


def refusal(path: Path, **kwargs) -> str:
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(path, **kwargs)
    return str(raised.value)


# --- Zabbix: UPDATING and the Chinese CLOSING ---------------------------------------------------------------------

def test_updating_is_resolved_at_its_recovery_time_or_open_without_one():
    # getEventStatusString (ui/include/events.inc.php, 6.4+): UPDATING stands for RESOLVED when the problem has a
    # recovery event, for PROBLEM when not
    path = ZABBIX / "problems_updating.csv"
    assert sniff_format(path) == "zabbix"
    table = read_incident_table(path, tz="Asia/Shanghai", as_of_ms=AS_OF_MS)
    assert table.ids.tolist() == ["#2", "#3"]
    assert table.start_ms.tolist() == [ms("2026-03-05T14:30", 8), ms("2026-03-20T23:40", 8)]
    # the first ended at its recovery time (16:00); the second, with none, runs to --as-of as an open PROBLEM does
    assert minutes(table) == [90.0, 7700.0]
    assert table.units_per_incident() == [["gpu-node-07"], ["gpu-node-11"]]
    # beside it: without --as-of the one with no recovery time is still open (not "ended at a time not given")
    assert refusal(path, tz="Asia/Shanghai") == ("problems_updating.csv:3: incident '#3' has no end (still open): "
                                                 "pass --as-of to close it")


def test_a_recovery_time_on_updating_is_read_but_on_problem_still_refused(tmp_path):
    updating = '"High","2026-03-05 14:30:00","2026-03-05 16:00:00","UPDATING","n1","Down","1h 30m","No","",""'
    assert minutes(read_incident_table(write(tmp_path / "u.csv", [HEADER, updating]), tz="UTC")) == [90.0]
    problem = updating.replace("UPDATING", "PROBLEM")
    assert refusal(write(tmp_path / "p.csv", [HEADER, problem]), tz="UTC") == (
        "p.csv:2: recovery time '2026-03-05 16:00:00' on a problem of status 'PROBLEM', not resolved: which of them "
        "is right cannot be told")


def test_the_chinese_closing_is_ended_at_a_time_not_given():
    # 关闭中 is the zh_CN frontend.po's CLOSING (5.x and 6.0): closed by hand, its recovery not written yet
    path = ZABBIX / "problems_closing_zh.csv"
    assert refusal(path, tz="Asia/Shanghai") == (
        "problems_closing_zh.csv:3: incident '#3' is marked resolved but has no end time: pass --as-of to count it "
        "down until then, or give its real end (a CSV log)")
    table = read_incident_table(path, tz="Asia/Shanghai", as_of_ms=AS_OF_MS)
    assert table.units_per_incident() == [["gpu-node-07"], ["gpu-node-11"]] and minutes(table)[0] == 90.0


@pytest.mark.parametrize("row,problem", [
    # CLOSING never has a recovery time in Zabbix's export (only a problem without a recovery event is CLOSING)
    ('"高","2026-03-05 14:30:00","2026-03-05 16:00:00","关闭中","n1","Down","1h","否","",""',
     "recovery time '2026-03-05 16:00:00' on a problem of status '关闭中', not resolved: which of them is right cannot "
     "be told"),
    # a word Zabbix's zh_CN UI does not write (a guess at CLOSING, or UPDATING in Chinese): refused, not guessed
    ('"高","2026-03-05 14:30:00","","正在关闭","n1","Down","1h","否","",""',
     "status '正在关闭' is none of RESOLVED/已解决/PROBLEM/问题/CLOSING/关闭中/UPDATING: whether the problem ended "
     "cannot be told"),
])
def test_a_chinese_status_that_zabbix_does_not_write_so_is_refused_with_its_line(tmp_path, row, problem):
    good = '"高","2026-03-06 10:00:00","2026-03-06 11:00:00","已解决","n2","Down","1h","否","",""'
    assert refusal(write(tmp_path / "zbx.csv", [HEADER_ZH, good, row]), tz="UTC", as_of_ms=AS_OF_MS) == \
        f"zbx.csv:3: {problem}"


def test_claim_on_an_export_with_updating_counts_its_resolved_outage(tmp_path):
    log = write(tmp_path / "zbx.csv", [
        HEADER, '"High","2026-03-05 14:30:00","2026-03-05 16:00:00","UPDATING","gpu-node-07",'
                '"Unavailable by ICMP ping","1h 30m","Yes","",""'])
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(log), "--as-of", "2026-04-02",
                                      "--format", "json", "--no-db"])
    assert result.exit_code == 0, result.output
    month = json.loads(result.stdout)["months"][0]
    assert month["month"] == "2026-03" and [row["counted_minutes"] for row in month["incidents"]] == [90.0]


# (an unknown Chinese status given to claim: exit 2, nothing written: test_zabbix_i2's bad-status test)


# --- JSON Lines: its zone messages speak of fields -----------------------------------------------------------------

def test_a_json_lines_ambiguous_zone_is_refused_naming_the_field_and_a_csv_still_names_the_header(tmp_path):
    said = refusal(write(tmp_path / "ist.jsonl", [
        '{"id": "A", "start (IST)": "2026-03-05 14:00", "end": "2026-03-05T16:00:00Z", "units": "n1"}']), tz="UTC")
    assert said == (f"ist.jsonl:1: field 'start (IST)': {IST} in the field's name, or times with their offsets in a "
                    "field naming none")
    # beside it: the same words in a CSV header are said of the header, as before
    said = refusal(write(tmp_path / "ist.csv", ["id,start (IST),end,units", "A,2026-03-05 14:00,2026-03-05 16:00,n1"]),
                   tz="UTC")
    assert said == (f"ist.csv:1: header 'start (IST)': {IST} in the header, or times with their offsets under a header "
                    "naming none")


def test_a_json_lines_field_naming_its_zone_is_said_as_a_field(tmp_path):
    table = read_incident_table(write(tmp_path / "log.jsonl", [
        '{"id": "A", "start (UTC)": "2026-03-05 14:00", "end": "2026-03-05T16:00:00Z", "units": "n1"}']),
        tz="Asia/Tokyo")
    assert table.start_ms.tolist() == [ms("2026-03-05T14:00", 0)]
    assert how_it_was_read(table) == ["log.jsonl: times in 'start (UTC)' without an offset read at UTC+00:00, as its "
                                      "field says (not in --tz)"]


def test_a_json_lines_cst_field_is_refused_naming_the_field(tmp_path):
    said = refusal(write(tmp_path / "cst.jsonl", [
        '{"id": "A", "start (CST)": "2026-03-05 14:00", "end": "2026-03-05T16:00:00+08:00", "units": "n1"}']), tz="UTC")
    assert said.startswith("cst.jsonl:1: field 'start (CST)': 'CST' names China Standard Time (UTC+8) or US Central "
                           "Standard Time (UTC-6); write the zone as UTC+8, UTC-6 or the like in the field's name")


# --- a zone as a time column's last word ----------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["outages_utc.csv", "outages_utc.jsonl"])
def test_start_utc_and_end_utc_are_read_at_utc_not_in_the_tz(name):
    table = read_incident_table(ZONED / name, tz="Asia/Shanghai")
    assert table.ids.tolist() == ["INC-301", "INC-302"]
    # 06:30 written under start_utc is 06:30Z (14:30 in Shanghai), not 06:30 in Shanghai (22:30Z the day before)
    assert table.start_ms.tolist() == [ms("2026-03-05T06:30", 0), ms("2026-03-31T20:00", 0)]
    assert minutes(table) == [90.0, 150.0]
    where = "under" if name.endswith(".csv") else "in"
    says = "their headers say" if name.endswith(".csv") else "their fields say"
    assert f"{name}: times {where} 'start_utc' and 'end_utc' without an offset read at UTC+00:00, as {says} " \
           "(not in --tz)" in how_it_was_read(table)


def test_a_pagerduty_export_with_started_at_utc_is_read_at_utc():
    path = ZONED / "pagerduty_utc.csv"
    assert sniff_format(path) == "pagerduty"
    table = read_incident_table(path, tz="America/Chicago")
    assert table.start_ms.tolist() == [ms("2026-03-05T06:30", 0)] and minutes(table) == [90.0]


@pytest.mark.parametrize("header", ["id,start_time_utc,end_time_utc,units", "id,Start UTC,End UTC,units",
                                    "id,start-gmt,end-gmt,units"])
def test_other_spellings_of_a_zone_as_last_word(tmp_path, header):
    table = read_incident_table(write(tmp_path / "log.csv", [header, "A,2026-03-05 06:30,2026-03-05 08:00,n1"]),
                                tz="Asia/Tokyo")
    assert table.start_ms.tolist() == [ms("2026-03-05T06:30", 0)]


def test_a_time_with_its_own_offset_under_start_utc_keeps_it(tmp_path):
    table = read_incident_table(write(tmp_path / "log.csv", [
        "id,start_utc,end_utc,units", "A,2026-03-05T14:30:00+08:00,2026-03-05 08:00,n1"]), tz="UTC")
    assert table.start_ms.tolist() == [ms("2026-03-05T14:30", 8)] and minutes(table) == [90.0]


@pytest.mark.parametrize("header", ["id,start_local,end_local,units", "id,start_est,end,units"])
def test_a_last_word_that_is_no_known_zone_is_no_start(tmp_path, header):
    # 'local' says no zone, 'EST' is none headers.yaml knows: refused as missing the start, as before
    said = refusal(write(tmp_path / "log.csv", [header, "A,2026-03-05 14:00,2026-03-05 16:00,n1"]), tz="UTC")
    assert said.startswith("log.csv:1: missing required column 'start'")


def test_an_ambiguous_zone_as_last_word_is_refused_as_in_brackets(tmp_path):
    said = refusal(write(tmp_path / "log.csv", ["id,start_ist,end_ist,units",
                                                "A,2026-03-05 14:00,2026-03-05 16:00,n1"]), tz="UTC")
    assert said.startswith("log.csv:1: header 'start_ist': 'ist' names India Standard Time (UTC+5:30)")
    said = refusal(write(tmp_path / "cst.csv", ["id,start_cst,end,units", "A,2026-03-05 14:00,2026-03-05 16:00,n1"]),
                   tz="UTC")
    assert said.startswith("cst.csv:1: header 'start_cst': 'cst' names China Standard Time (UTC+8) or US Central")


@pytest.mark.parametrize("log,said", [
    (["id,start,start_utc,end,units", "A,2026-03-05 14:00,2026-03-05 06:00,2026-03-05 16:00,n1"],
     "log.csv:1: columns 2 ('start') and 3 ('start_utc') would each be read as start: which one holds it cannot be "
     "told; keep one of them"),
])
def test_start_beside_start_utc_is_refused(tmp_path, log, said):
    assert refusal(write(tmp_path / "log.csv", log), tz="UTC") == said
    jsonl = write(tmp_path / "log.jsonl", [
        '{"id": "A", "start": "2026-03-05 14:00", "start_utc": "2026-03-05 06:00", "end": "2026-03-05T16:00:00Z", '
        '"units": "n1"}'])
    assert refusal(jsonl, tz="UTC") == ("log.jsonl:1: fields 'start' and 'start_utc' would each be read as start: "
                                        "which one holds it cannot be told; keep one of them")


def test_a_big_log_with_start_utc_read_in_blocks_is_the_one_process_read(tmp_path, monkeypatch):
    monkeypatch.setattr(parallel, "BLOCK_BYTES", 4096)
    lines = [f"inc-{i},2025-{(i % 12) + 1:02d}-{(i % 27) + 1:02d} {i % 23:02d}:00:00,"
             f"2025-{(i % 12) + 1:02d}-{(i % 27) + 1:02d} {i % 23:02d}:{(i % 59) + 1:02d}:00,n{i % 7}"
             for i in range(1500)]
    path = write(tmp_path / "big.csv", ["id,start_utc,end_utc,units", *lines])
    joined = parallel.read_csv_table_in_parallel(path, __import__("zoneinfo").ZoneInfo("Asia/Shanghai"), None, None,
                                                 Limits())
    assert joined is not None
    assert table_tuple(joined) == table_tuple(serial_table(path, tz="Asia/Shanghai"))
    assert joined.start_ms.tolist()[0] == ms("2025-01-01T00:00", 0)  # at UTC, not in Shanghai


def test_claim_on_a_log_with_start_utc_counts_it_in_the_month_of_its_utc_time(tmp_path):
    # INC-302 at 20:00-22:30 UTC on 31 March is 1 April 04:00-06:30 in Shanghai: read in --tz it stayed in March
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(ZONED / "outages_utc.csv"),
                                      "--tz", "Asia/Shanghai", "--as-of", "2026-05-02", "--format", "json", "--no-db"])
    assert result.exit_code == 0, result.output
    months = {m["month"]: [row["counted_minutes"] for row in m["incidents"]]
              for m in json.loads(result.stdout)["months"]}
    assert months["2026-03"] == [90.0] and months["2026-04"] == [300.0]
