"""Incident logs, the leftovers of session 35 (i4). An incident the log marks ended without an end time (a Zabbix
problem still CLOSING: closed by hand, its recovery not written yet) is counted to --as-of, as SPEC §3.7 closes one
still open, and now said to be: on stderr, naming it and its line, and in the claim, on each month it counts in
(``review``), since its downtime runs past its real end. Zabbix's Problems export and where its shape comes from:
tests/fixtures/zabbix/README.md (the frontend's CSV export, ``CScreenProblem`` / ``CControllerProblemViewData``;
CLOSING is written for a problem with no recovery event and a close action, its Recovery time empty)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.errors import SlacheckError
from slacheck.incidents.read import how_it_was_read, read_incident_table

from tests.incidents.test_header_zones import ms, write

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
TERMS = FIXTURES / "reconcile" / "node_terms.yaml"
HEADER = '"Severity","Time","Recovery time","Status","Host","Problem","Duration","Ack","Actions","Tags"'
RESOLVED = '"High","2026-03-05 14:30:00","2026-03-05 16:00:00","RESOLVED","gpu-node-07","Unavailable by ICMP ping",' \
           '"1h 30m","Yes","",""'
CLOSING = '"Disaster","2026-03-20 23:40:00","","CLOSING","gpu-node-11","Zabbix agent is not available (for 3m)",' \
          '"2d 1h","No","",""'


def claim(log: Path, *extra: str):
    return CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(log), "--tz", "Asia/Shanghai",
                                    "--as-of", "2026-03-26", "--format", "json", "--no-db", *extra])


# --- Zabbix CLOSING: counted to --as-of, and said ------------------------------------------------------------------

def test_a_closing_problem_counted_to_as_of_is_said_on_stderr_and_in_the_claim(tmp_path):
    log = write(tmp_path / "zbx.csv", [HEADER, RESOLVED, CLOSING])
    result = claim(log)
    assert result.exit_code == 0, result.output
    month = json.loads(result.stdout)["months"][0]
    # counted as before: 23:40 on the 20th to --as-of (midnight of the 26th, +08:00) is 7,220 minutes
    assert [(row["id"], row["counted_minutes"]) for row in month["incidents"]] == [("#2", 90.0), ("#3", 7220.0)]
    # (March is not over at this --as-of, and the note says so since session 37: it is not claimable yet either way)
    assert month["review"][-1] == (
        "incident '#3' is counted to --as-of (2026-03-26T00:00+08:00): the log marks it ended (closed or resolved) but "
        "gives no end time, so its downtime and this month's credit may be overstated; the month is not over at "
        "--as-of, so it is not claimable yet: give its real end before claiming it")
    assert ("zbx.csv: incident '#3' (line 3) is marked ended (closed or resolved) but the log gives no end time: "
            "counted to --as-of (2026-03-26T00:00+08:00), which overstates it by the time from its real end to then; "
            "give its real end (a CSV log) before filing a claim") in result.stderr


def test_an_open_problem_closed_by_as_of_is_not_said_to_have_ended(tmp_path):
    # beside it: PROBLEM is still open, and --as-of closing it is what SPEC §3.7 asks; no such note nor review
    log = write(tmp_path / "zbx.csv", [HEADER, RESOLVED, CLOSING.replace("CLOSING", "PROBLEM")])
    result = claim(log)
    assert result.exit_code == 0, result.output
    month = json.loads(result.stdout)["months"][0]
    assert [row["counted_minutes"] for row in month["incidents"]] == [90.0, 7220.0]
    assert not any("--as-of" in note for note in month["review"]) and "marked ended" not in result.stderr


def test_only_the_months_counting_a_closing_problem_say_so(tmp_path):
    # a resolved outage in February beside the CLOSING problem of March: February's claim says nothing of it
    log = write(tmp_path / "zbx.csv", [HEADER, RESOLVED.replace("2026-03-05", "2026-02-05"), CLOSING])
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(log), "--tz", "Asia/Shanghai",
                                      "--as-of", "2026-04-01", "--format", "json", "--no-db"])
    assert result.exit_code == 0, result.output
    months = {m["month"]: m for m in json.loads(result.stdout)["months"]}
    assert not any("--as-of" in note for note in months["2026-02"]["review"])
    assert months["2026-03"]["review"][-1].startswith("incident '#3' is counted to --as-of (2026-04-01T00:00+08:00)")


def test_a_unit_map_dropping_rows_keeps_which_problem_is_closing(tmp_path):
    # a record the unit map names nothing of is dropped before validation: the CLOSING mark stays on its own row
    log = write(tmp_path / "zbx.csv", [HEADER, RESOLVED.replace("gpu-node-07", "web-01"), CLOSING,
                                      CLOSING.replace("CLOSING", "PROBLEM").replace("23:40", "23:50")])
    units = tmp_path / "map.csv"
    units.write_text("component,unit\ngpu-node-11,gpu-node-11\n", encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log, tz="Asia/Shanghai", unit_map=units)
    assert str(raised.value) == (
        "zbx.csv:3: incident '#3' is marked resolved but has no end time: pass --as-of to count it down until then, "
        "or give its real end (a CSV log)\n"
        "zbx.csv:4: incident '#4' has no end (still open): pass --as-of to close it")
    table = read_incident_table(log, tz="Asia/Shanghai", unit_map=units, as_of_ms=ms("2026-03-26T00:00", 8))
    assert table.end_not_given == ["#3"]
    assert any(note.startswith("zbx.csv: incident '#3' (line 3) is marked ended") for note in how_it_was_read(table))


# --- JSON Lines: its keys named as a CSV's headers are, zone and all -----------------------------------------------
# (a JSON Lines log is ours, SPEC §3.1; the names a Chinese desk writes are headers.yaml's, as for our CSV)

ZH_RECORD = '{"事件编号": "A", "开始时间(CST)": "2026-03-31 20:00", "结束时间（CST）": "2026-03-31 22:00", "影响范围": "node-01"}'


def test_a_json_lines_log_with_chinese_keys_naming_cst_is_read_at_china_standard_time(tmp_path):
    table = read_incident_table(write(tmp_path / "导出.jsonl", [ZH_RECORD]), tz="UTC")
    assert table.ids.tolist() == ["A"] and table.units_per_incident() == [["node-01"]]
    assert table.start_ms.tolist() == [ms("2026-03-31T20:00", 8)] and table.end_ms.tolist() == [ms("2026-03-31T22:00", 8)]
    assert how_it_was_read(table) == [
        "导出.jsonl: read the fields '事件编号' as id, '开始时间(CST)' as start, '结束时间（CST）' as end, '影响范围' as units",
        "导出.jsonl: times in '开始时间(CST)' and '结束时间（CST）' without an offset read at UTC+08:00, as their fields say "
        "(not in --tz)",
        "导出.jsonl: 'CST' in '开始时间(CST)' and '结束时间（CST）' read as UTC+08:00, as a field written in Chinese means it "
        "('CST' names China Standard Time (UTC+8) or US Central Standard Time (UTC-6))"]


@pytest.mark.parametrize("record", [
    '{"id": "A", "start": "2026-03-31 20:00", "end": "2026-03-31 22:00", "units": "node-01"}',
    '{"事件编号": "A", "开始时间": "2026-03-31 20:00", "结束时间": "2026-03-31 22:00", "影响范围": "node-01"}',
])
def test_beside_it_keys_naming_no_zone_are_read_in_the_tz(tmp_path, record):
    table = read_incident_table(write(tmp_path / "log.jsonl", [record]), tz="UTC")
    assert table.start_ms.tolist() == [ms("2026-03-31T20:00", 0)] and table.end_ms.tolist() == [ms("2026-03-31T22:00", 0)]
    assert not any("UTC+08:00" in note for note in how_it_was_read(table))


def test_a_chinese_key_beside_the_english_one_is_read_where_they_agree_and_refused_where_not(tmp_path):
    agree = '{"id": "A", "start": "2026-03-31 20:00", "开始时间": "2026-03-31 20:00", "end": "2026-03-31 22:00", "units": "n1"}'
    assert read_incident_table(write(tmp_path / "a.jsonl", [agree]), tz="UTC").start_ms.tolist() == \
        [ms("2026-03-31T20:00", 0)]
    differ = agree.replace('"A", "start": "2026-03-31 20:00"', '"B", "start": "2026-03-31 21:00"')
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(write(tmp_path / "d.jsonl", [agree, differ]), tz="UTC")
    assert str(raised.value) == (
        "d.jsonl:2: fields 'start' and '开始时间' are both read as start and differ ('2026-03-31 21:00' against "
        "'2026-03-31 20:00'): which one holds the start cannot be told; keep one of them")


@pytest.mark.parametrize("record,said", [
    # CST under an English key: China's or the US's, refused with its field (as under an English header)
    ('{"id": "A", "start (CST)": "2026-03-05 14:00", "end": "2026-03-05T16:00:00Z", "units": "n1"}',
     "log.jsonl:1: field 'start (CST)': 'CST' names China Standard Time (UTC+8)"),
    ('{"id": "A", "start": "2026-03-05 14:00", "开始时间": "2026-03-05 15:00", "end": "2026-03-05T16:00:00Z", '
     '"units": "n1"}', "log.jsonl:1: fields 'start' and '开始时间' are both read as start and differ"),
])
def test_claim_on_such_a_json_lines_log_exits_2_and_writes_nothing(tmp_path, record, said):
    log = write(tmp_path / "log.jsonl", [record])
    letter, db = tmp_path / "letter.md", tmp_path / "audit.db"
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(log), "--as-of", "2026-12-01",
                                      "--format", "json", "--db", str(db), "--letter", str(letter)])
    assert result.exit_code == 2 and said in result.output
    assert "Traceback" not in result.output and not letter.exists() and not db.exists()


def test_a_json_lines_record_naming_a_chinese_key_twice_is_refused_as_one_naming_start_twice(tmp_path):
    # JSON keeps the last of two keys alike, silently; beside it, the record naming it once is read
    once = '{"事件编号": "A", "开始时间": "2026-03-31 20:00", "结束时间": "2026-03-31 22:00", "影响范围": "n1"}'
    twice = once.replace('"A"', '"B"').replace('"结束时间"', '"开始时间": "2026-03-31 21:00", "结束时间"')
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(write(tmp_path / "log.jsonl", [once, twice]), tz="UTC")
    assert str(raised.value) == ("log.jsonl:2: the field '开始时间' is given twice: which one holds it cannot be told; "
                                 "keep one of them")


# --- UptimeRobot: its getMonitors answer refused as what it is -------------------------------------------------------
# The answer's shape: uptimerobot.com/api (API v2) and its response struct in stakater/IngressMonitorController
# pkg/monitors/uptimerobot/uptime-responses.go ({"stat", "pagination", "monitors": [{"id", "friendly_name", "url",
# "type", "status", "create_datetime", "logs": [{"type", "datetime", "duration"}]}]}); the API's parameters table:
# "log>datetime  Unix time  the date and time of the log (inherits the user's timezone setting)". Values made up.
UPTIMEROBOT = {"stat": "ok", "pagination": {"offset": 0, "limit": 50, "total": 1}, "monitors": [{
    "id": 777749809, "friendly_name": "gpu-node-07 ping", "url": "10.0.0.7", "type": 3, "interval": 300, "status": 2,
    "create_datetime": 1767225600, "logs": [{"type": 2, "datetime": 1772697600, "duration": 86400},
                                            {"type": 1, "datetime": 1772692200, "duration": 5400}]}]}
UPTIMEROBOT_SAID = (
    "an UptimeRobot getMonitors answer, not read as an incident log: its logs' datetime is a Unix time that \"inherits "
    "the user's timezone setting\" (its API documentation): the zone it stands in is the account's setting, which the "
    "answer does not name, so every outage would move by a guessed offset; write each down event (log type 1: from its "
    "datetime, for its duration in seconds) as a row of id,start,end,units (CSV), its times as the dashboard shows them "
    "with the account's UTC offset, and give that file")


@pytest.mark.parametrize("indent", [None, 2])
def test_an_uptimerobot_answer_is_refused_as_what_it_is_not_as_bad_json_lines(tmp_path, indent):
    log = tmp_path / "monitors.json"
    log.write_text(json.dumps(UPTIMEROBOT, indent=indent), encoding="utf-8")
    for fmt in (None, "jsonl"):  # (a format forced reads it no more)
        with pytest.raises(SlacheckError) as raised:
            read_incident_table(log, tz="UTC", fmt=fmt, as_of_ms=ms("2026-03-26T00:00", 0))
        assert str(raised.value) == f"monitors.json:1: {UPTIMEROBOT_SAID}"


def test_beside_it_a_json_lines_log_with_a_stat_field_is_read(tmp_path):
    # one of the keys alone tells nothing: a JSON Lines record with its own 'stat' is read as before
    log = write(tmp_path / "log.jsonl", ['{"id": "A", "start": "2026-03-05T14:00:00Z", "end": "2026-03-05T15:30:00Z", '
                                         '"units": "n1", "stat": "ok"}'])
    table = read_incident_table(log, tz="UTC")
    assert table.ids.tolist() == ["A"] and table.end_ms.tolist() == [ms("2026-03-05T15:30", 0)]


def test_claim_on_an_uptimerobot_answer_exits_2_and_writes_nothing(tmp_path):
    log = tmp_path / "monitors.json"
    log.write_text(json.dumps(UPTIMEROBOT), encoding="utf-8")
    letter, db = tmp_path / "letter.md", tmp_path / "audit.db"
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(log), "--as-of", "2026-12-01",
                                      "--format", "json", "--db", str(db), "--letter", str(letter)])
    assert result.exit_code == 2 and "monitors.json:1: an UptimeRobot getMonitors answer, not read" in result.output
    assert "Traceback" not in result.output and not letter.exists() and not db.exists()
