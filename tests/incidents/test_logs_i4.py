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
    assert month["review"][-1] == (
        "incident '#3' is counted to --as-of (2026-03-26T00:00+08:00): the log marks it ended (closed or resolved) but "
        "gives no end time, so its downtime and this month's credit may be overstated; give its real end before "
        "claiming")
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
