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
from slacheck.incidents.read import how_it_was_read, read_incident_table, sniff_format

from tests.incidents.test_header_zones import ms, write

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
ZABBIX = FIXTURES / "zabbix"
TERMS = FIXTURES / "reconcile" / "node_terms.yaml"
AS_OF_MS = 1774483200000  # 2026-03-26T00:00:00Z
HEADER = '"Severity","Time","Recovery time","Status","Host","Problem","Duration","Ack","Actions","Tags"'
HEADER_ZH = '"严重性","时间","恢复时间","状态","主机","问题","持续时间","确认","动作","标记"'


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
        HEADER, '"High","2026-03-05 14:30:00","2026-03-05 16:00:00","UPDATING","gpu-node-07","Unavailable by ICMP ping",'
                '"1h 30m","Yes","",""'])
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(log), "--as-of", "2026-04-02",
                                      "--format", "json", "--no-db"])
    assert result.exit_code == 0, result.output
    month = json.loads(result.stdout)["months"][0]
    assert month["month"] == "2026-03" and [row["counted_minutes"] for row in month["incidents"]] == [90.0]


def test_claim_on_an_export_with_an_unknown_chinese_status_exits_2_and_writes_nothing(tmp_path):
    log = write(tmp_path / "zbx.csv", [HEADER_ZH, '"高","2026-03-05 14:30:00","","正在关闭","n1","Down","1h","否","",""'])
    letter, db = tmp_path / "letter.md", tmp_path / "audit.db"
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(log), "--as-of", "2026-12-01",
                                      "--db", str(db), "--letter", str(letter)])
    assert result.exit_code == 2 and "zbx.csv:2: status '正在关闭' is none of" in result.output
    assert "Traceback" not in result.output and not letter.exists() and not db.exists()
