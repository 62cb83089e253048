"""Incident readers on real export samples, and bad input reported as file:line: problem."""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

import pytest

from slacheck.errors import SlacheckError
from slacheck.incidents.read import read_incident_table, read_incidents, read_inventory, sniff_format

FORMATS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus" / "formats"
STATUSPAGE = FORMATS / "statuspage" / "emma_status_myemma_com_incidents_2019-02-21.json"
FIRING = FORMATS / "alertmanager" / "alertmonitor_icmp_firing.json"


@pytest.mark.shared("corpus/formats/statuspage")
def test_statuspage_components_become_units_with_outage_intervals():
    assert sniff_format(STATUSPAGE) == "statuspage"
    incidents = {i.id: i for i in read_incidents(STATUSPAGE, tz="America/Chicago")}
    # gm8jc9315cyk: 14 web components + test emails + API to major_outage at 23:57:26, back at 01:12:07
    major = incidents["gm8jc9315cyk/1"]
    assert "API" in major.units and "Web Application - Home" in major.units
    assert "Email Sending - Email Campaigns" not in major.units  # only degraded, not an outage
    assert major.start == datetime(2018, 10, 23, 4, 57, 26, 918000, tzinfo=timezone.utc)
    assert major.end == datetime(2018, 10, 23, 6, 12, 7, 623000, tzinfo=timezone.utc)
    # partial_outage of the Support Hub counts until it is degraded, not until resolution
    hub = incidents["831gnl8mffp2/1"]
    assert hub.units == ("Support Hub",)
    assert (hub.end - hub.start).total_seconds() == pytest.approx(18 * 60 + 11.129, abs=0.01)
    # incidents with degraded performance only are not outages
    assert not any(i.startswith("x9wt6q4wbbvn") for i in incidents)
    assert all(i.source and i.source.line > 1 for i in incidents.values())


@pytest.mark.shared("corpus/formats/alertmanager")
def test_alertmanager_open_alerts_need_as_of():
    assert sniff_format(FIRING) == "alertmanager"
    with pytest.raises(SlacheckError) as err:
        read_incidents(FIRING)
    assert "has no end (still open): pass --as-of" in str(err.value)
    assert str(err.value).startswith("alertmonitor_icmp_firing.json:1:")
    as_of = int(datetime(2019, 9, 28, tzinfo=timezone.utc).timestamp() * 1000)
    incidents = read_incidents(FIRING, as_of_ms=as_of)
    assert sorted(u for i in incidents for u in i.units) == ["172.29.254.30", "172.29.254.50", "172.29.254.66"]
    assert all(i.end == datetime(2019, 9, 28, tzinfo=timezone.utc) for i in incidents)


def test_alertmanager_firing_then_resolved_is_one_incident(tmp_path):
    log = tmp_path / "am.jsonl"
    log.write_text(
        '{"status":"firing","alerts":[{"labels":{"alertname":"GPUDown","gpu":"g1"},"startsAt":"2025-06-01T00:00:00Z",'
        '"endsAt":"0001-01-01T00:00:00Z","fingerprint":"f1"}]}\n'
        '{"status":"resolved","alerts":[{"labels":{"alertname":"GPUDown","gpu":"g1"},"startsAt":"2025-06-01T00:00:00Z",'
        '"endsAt":"2025-06-01T01:00:00Z","fingerprint":"f1"}]}\n')
    (incident,) = read_incidents(log, fmt="alertmanager")
    assert incident.units == ("g1",) and (incident.end - incident.start).total_seconds() == 3600


def test_pagerduty_csv_export_columns(tmp_path):
    log = tmp_path / "incidents.csv"
    log.write_text("id,incident_number,title,urgency,service_name,created_on,resolved_on,seconds_to_resolve\n"
                   "PABC12,101,GPU node down,high,node-01,2025-06-01T10:00:00+08:00,2025-06-01T11:30:00+08:00,5400\n"
                   "PABC13,102,Fabric flap,low,ib-fabric,2025-06-02T10:00:00Z,,\n")
    assert sniff_format(log) == "pagerduty"
    with pytest.raises(SlacheckError, match="incidents.csv:3: incident 'PABC13' has no end"):
        read_incidents(log)
    incidents = read_incidents(log, as_of_ms=int(datetime(2025, 6, 3, tzinfo=timezone.utc).timestamp() * 1000))
    assert [(i.id, i.units, i.cause) for i in incidents] == [("PABC12", ("node-01",), "vendor"),
                                                            ("PABC13", ("ib-fabric",), "vendor")]


def test_jsonl_with_unit_lists(tmp_path):
    log = tmp_path / "log.jsonl"
    log.write_text('{"id": "a", "start": "2025-06-01T10:00:00", "end": "2025-06-01T11:00:00", "units": ["n1", "n2"]}\n'
                   '\n'
                   '{"id": "b", "start": "2025-06-01T10:00:00", "end": "2025-06-01T11:00:00", "units": "*", '
                   '"cause": "maintenance", "notice_hours": 72, "ticket": "X-1"}\n')
    a, b = read_incidents(log)
    assert a.units == ("n1", "n2") and b.units == ("*",) and b.notice_hours == 72 and b.cause == "maintenance"
    assert b.source.line == 3


def test_fast_table_and_models_agree_on_times(tmp_path):
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,units,cause,notice_hours\n"
                   "a,2025-03-09T01:30:00,2025-03-09T03:30:00,n1,,\n"
                   "b,2025-11-02 01:30:00,2025-11-02T01:45:00-05:00,n1;n2,vendor,\n")
    table = read_incident_table(log, tz="America/New_York")
    models = read_incidents(log, tz="America/New_York")
    assert [int(m.start.timestamp() * 1000) for m in models] == table.start_ms.tolist()
    # real elapsed time (aware datetimes in one zone subtract as wall clock, so compare timestamps)
    assert models[0].end.timestamp() - models[0].start.timestamp() == 3600  # 02:00-03:00 does not exist


@pytest.mark.parametrize("content, message", [
    ("id,start,end,units\na,2025-06-01T10:00,2025-06-01T09:00,n1\n", "log.csv:2: end 2025-06-01T09:00 is before start"),
    ("id,start,end,units\na,2025-06-31T10:00,2025-07-01T09:00,n1\n", "log.csv:2: unparsable start time '2025-06-31T10:00'"),
    # a date that does not exist is said so; a time written another way is told how to write it (no guess)
    ("id,start,end,units\na,2025-06-31T10:00,2025-07-01T09:00,n1\n", "'2025-06-31T10:00' (no such date or time)"),
    ("id,start,end,units\na,6/1/2025 10:00,2025-07-01T09:00,n1\n",  # year first (Excel zh-CN) is read: Q16
     "log.csv:2: unparsable start time '6/1/2025 10:00' (write times as ISO 8601: 2025-06-01T10:00:00, with Z or "
     "+08:00 for another zone than --tz)"),
    ("id,start,end,units\na,2025-06-01T10:00,1748772000,n1\n", "log.csv:2: unparsable end time '1748772000' (write "
     "times as ISO 8601"),
    ("id,start,end,units\na,2025-06-01T10:00,2025-06-01T11:00,n1\na,2025-06-02T10:00,2025-06-02T11:00,n1\n",
     "log.csv:3: duplicate id 'a' (first on line 2)"),
    ("id,start,end,units\na,2025-06-01T10:00,2025-06-01T11:00,\n", "log.csv:2: no units"),
    ("id,start,end,units,cause\na,2025-06-01T10:00,2025-06-01T11:00,n1,aliens\n", "log.csv:2: unknown cause 'aliens'"),
    ("id,start,end,units,notice_hours\na,2025-06-01T10:00,2025-06-01T11:00,n1,soon\n",
     "log.csv:2: notice_hours 'soon' is not a number"),
    ("id,begin,end,units\n", "log.csv:1: missing required column 'start'"),
    ('id,start,end,units\n"a\nb",2025-06-01T10:00,2025-06-01T09:00,n1\n', "log.csv:3: end"),
])
def test_bad_rows_are_reported_with_file_and_line(tmp_path, content, message):
    log = tmp_path / "log.csv"
    log.write_text(content)
    with pytest.raises(SlacheckError) as err:
        read_incidents(log)
    assert message in str(err.value)


def test_every_bad_line_is_reported_at_once(tmp_path):
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,units\na,x,2025-06-01T11:00,n1\nb,2025-06-01T10:00,y,n1\nc,2025-06-01T10:00,"
                   "2025-06-01T11:00,n1\n")
    with pytest.raises(SlacheckError) as err:
        read_incidents(log)
    text = str(err.value)
    assert "log.csv:2: unparsable start time 'x'" in text and "log.csv:3: unparsable end time 'y'" in text


def test_unit_not_in_inventory_and_gpu_node_inventory(tmp_path):
    inv = tmp_path / "inv.csv"
    inv.write_text("gpu,node\nn1-g0,n1\nn1-g1,n1\nn2-g0,n2\n")
    nodes, gpu_map = read_inventory(inv)
    assert nodes == ["n1", "n2"] and gpu_map["n1-g1"] == "n1"
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,units\na,2025-06-01T10:00,2025-06-01T11:00,n1-g0;n3-g0\n")
    with pytest.raises(SlacheckError, match="log.csv:2: unit 'n3-g0' is not in the inventory"):
        read_incidents(log, inventory=set(nodes) | set(gpu_map))


def test_hostile_inputs_are_refused_cleanly(tmp_path):
    log = tmp_path / "big.csv"
    log.write_text("id,start,end,units\na,2025-06-01T10:00,2025-06-01T11:00," + "x" * 200_000 + "\n")
    with pytest.raises(SlacheckError, match="longer than"):
        read_incidents(log)
    deep = tmp_path / "deep.jsonl"
    deep.write_text('{"id": ' + "[" * 100 + "]" * 100 + "}\n")
    with pytest.raises(SlacheckError, match="nested deeper"):
        read_incidents(deep, fmt="jsonl")


def test_an_inventory_saved_by_excel_in_gbk_is_read_and_other_bytes_told_to_save_as_utf8(tmp_path):
    # a GBK inventory is read as the logs are (Q16); bytes neither UTF-8 nor GBK are told to be saved as
    # UTF-8, as a file, not "the log" (the message had said "save the log as UTF-8" of an inventory, Q15)
    inv = tmp_path / "inv.csv"
    inv.write_bytes("unit,gpu\nnode-1,gpu-1\n# 机房二\n".encode("gbk"))
    assert read_inventory(inv) == (["node-1", "# 机房二"], {})
    inv.write_bytes("unit,gpu\nnode-1,gpu-1\n# Salle \xe9\n".encode("latin-1"))
    with pytest.raises(SlacheckError) as raised:
        read_inventory(inv)
    assert str(raised.value) == "inv.csv:3: not UTF-8 text (byte 30); save the file as UTF-8 (Excel: CSV UTF-8)"


def test_a_gpu_listed_under_two_nodes_is_bad_input(tmp_path):
    # accepted silently before (the last node won): an outage of the GPU would have been charged to a guessed node
    inv = tmp_path / "inv.csv"
    inv.write_text("gpu,node\ngpu-1,node-1\ngpu-2,node-1\ngpu-1,node-1\ngpu-1,node-2\n", encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        read_inventory(inv)
    assert str(raised.value) == "inv.csv:5: gpu 'gpu-1' is listed under node 'node-2' and, on line 2, under node 'node-1'"
    inv.write_text("gpu,node\ngpu-1,node-1\ngpu-1,node-1\n", encoding="utf-8")  # listed twice alike: one GPU
    assert read_inventory(inv) == (["node-1"], {"gpu-1": "node-1"})


SUMMARY = ('{"page":{"id":"kctbh9vrtdwd","name":"GitHub","url":"https://www.githubstatus.com","time_zone":"Etc/UTC",'
           '"updated_at":"2019-02-21T10:00:00.000Z"},"components":[{"id":"8l4ygp009s5s","name":"Git Operations",'
           '"status":"operational"}],"incidents":[],"scheduled_maintenances":[],'
           '"status":{"indicator":"none","description":"All Systems Operational"}}')


def test_a_statuspage_summary_is_told_apart_from_its_incident_history(tmp_path):
    # summary.json (its 'incidents' after 200 characters, none unresolved) had been read as our own JSON
    # log: "summary.json:1: missing required field 'id'"
    path = tmp_path / "summary.json"
    path.write_text(SUMMARY, encoding="utf-8")
    assert sniff_format(path) == "statuspage"
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(path)
    assert str(raised.value) == ("summary.json:1: a Statuspage summary (the current status), not its incident "
                                 "history: save the page's /api/v2/incidents.json and give that")


def alert(status: str, gpu: str, start: str, end: str, fingerprint: str = "f1") -> str:
    return (f'{{"status":"{status}","alerts":[{{"labels":{{"alertname":"GPUDown","gpu":"{gpu}"}},"startsAt":"{start}",'
            f'"endsAt":"{end}","fingerprint":"{fingerprint}"}}]}}\n')


ZERO = "0001-01-01T00:00:00Z"


def test_alertmanager_the_same_alert_firing_again_is_a_second_incident(tmp_path):
    # fired, resolved, fired again: Alertmanager keeps the fingerprint (same labels); the second outage was
    # merged into the first and lost
    log = tmp_path / "am.jsonl"
    log.write_text(alert("firing", "g1", "2025-06-01T00:00:00Z", ZERO)
                   + alert("resolved", "g1", "2025-06-01T00:00:00Z", "2025-06-01T01:00:00Z")
                   + alert("firing", "g1", "2025-06-03T00:00:00Z", ZERO)
                   + alert("resolved", "g1", "2025-06-03T00:00:00Z", "2025-06-03T02:00:00Z"))
    incidents = read_incidents(log, fmt="alertmanager")
    assert [(i.id, (i.end - i.start).total_seconds(), i.source.line) for i in incidents] == [
        ("f1|2025-06-01T00:00:00Z", 3600, 1), ("f1|2025-06-03T00:00:00Z", 7200, 3)]


def test_alertmanager_one_fingerprint_on_two_units_is_refused(tmp_path):
    # a fingerprint copied onto another alert: one of the two outages was silently dropped
    log = tmp_path / "am.jsonl"
    log.write_text(alert("resolved", "g1", "2025-06-01T00:00:00Z", "2025-06-01T01:00:00Z")
                   + alert("resolved", "g2", "2025-06-01T00:00:00Z", "2025-06-01T01:00:00Z"))
    with pytest.raises(SlacheckError) as raised:
        read_incidents(log, fmt="alertmanager")
    assert str(raised.value) == ("am.jsonl:2: alert 'f1' starting 2025-06-01T00:00:00Z is on unit 'g2' here and on "
                                 "'g1' on line 1: one alert is on one unit (a fingerprint copied onto another alert?)")
    # near miss: two fingerprints on two units, or one alert repeated in two deliveries, stay as they were
    log.write_text(alert("resolved", "g1", "2025-06-01T00:00:00Z", "2025-06-01T01:00:00Z")
                   + alert("resolved", "g2", "2025-06-01T00:00:00Z", "2025-06-01T01:00:00Z", "f2")
                   + alert("resolved", "g2", "2025-06-01T00:00:00Z", "2025-06-01T01:00:00Z", "f2"))
    assert [(i.id, i.units) for i in read_incidents(log, fmt="alertmanager")] == [("f1", ("g1",)), ("f2", ("g2",))]


def maintenance(incident_id: str, scheduled: str, created: str) -> dict:
    return {"id": incident_id, "impact": "maintenance", "scheduled_for": scheduled, "created_at": created,
            "incident_updates": [
                {"status": "in_progress", "display_at": scheduled, "affected_components": [
                    {"name": "API", "new_status": "major_outage"}]},
                {"status": "resolved", "display_at": "2025-06-01T12:00:00Z", "affected_components": [
                    {"name": "API", "new_status": "operational"}]}]}


def test_statuspage_maintenance_posted_after_it_began_gave_no_notice(tmp_path):
    # back-filled (created 2 h after its scheduled start): was refused with "notice_hours '-2.0' is not a
    # number from 0 to 87840", a column the user never wrote
    import json as json_module

    from slacheck.incidents.read import how_it_was_read

    log = tmp_path / "incidents.json"
    log.write_text(json_module.dumps({"incidents": [
        maintenance("late", "2025-06-01T10:00:00Z", "2025-06-01T12:00:00Z"),
        maintenance("ahead", "2025-06-01T10:00:00Z", "2025-05-29T10:00:00Z")]}))
    table = read_incident_table(log)
    assert table.notice_hours.tolist() == [0.0, 72.0]  # near miss: real notice as it was
    assert "incidents.json: 1 scheduled maintenance was created after its scheduled start (first: late): read as " \
           "given no notice (notice_hours 0)" in how_it_was_read(table)


DST_HEADER = "id,start,end,units\n"


def test_a_local_time_the_clocks_skip_is_refused_not_read_as_no_outage(tmp_path):
    # 02:30 on 2025-03-09 does not exist in New York: it was read as 03:30, and 02:30-03:30 counted 0 minutes
    log = tmp_path / "dst.csv"
    log.write_text(DST_HEADER + "a,2025-03-09T02:30:00,2025-03-09T03:30:00,n1\n"
                                "b,2025-03-08 23:00,2025-03-09 02:15,n2\n")
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log, tz="America/New_York")
    assert str(raised.value).splitlines() == [
        "dst.csv:2: start time '2025-03-09T02:30:00' does not exist in America/New_York: the clocks jump forward "
        "over it that day (DST); write the time with its UTC offset",
        "dst.csv:3: end time '2025-03-09 02:15' does not exist in America/New_York: the clocks jump forward over it "
        "that day (DST); write the time with its UTC offset"]


def test_times_around_a_clock_change_that_exist_are_read_as_before(tmp_path):
    # near misses: the hours either side of the jump, the same instants with offsets, the repeated hour in
    # November (its first occurrence, SPEC §3.6), and the same wall times in a zone without DST
    log = tmp_path / "dst.csv"
    log.write_text(DST_HEADER + "a,2025-03-09T01:30:00,2025-03-09T03:30:00,n1\n"
                                "b,2025-03-09T02:30:00-05:00,2025-03-09T03:30:00-04:00,n2\n"
                                "c,2025-11-02T01:30:00,2025-11-02T01:45:00,n3\n"
                                "d,2025-11-02T01:30:00-04:00,2025-11-02T01:30:00-05:00,n4\n")
    table = read_incident_table(log, tz="America/New_York")
    assert ((table.end_ms - table.start_ms) // 60_000).tolist() == [60, 0, 15, 60]
    shanghai = tmp_path / "sh.csv"
    shanghai.write_text(DST_HEADER + "a,2025-03-09T02:30:00,2025-03-09T03:30:00,n1\n")
    assert ((read_incident_table(shanghai).end_ms - read_incident_table(shanghai).start_ms) // 60_000).tolist() == [60]


def test_a_time_past_the_years_beside_a_clock_change_is_refused_as_such(tmp_path):
    # the skipped-hour check looked for clock changes up to year 9999 and stopped with an OverflowError
    log = tmp_path / "far.csv"
    log.write_text(DST_HEADER + "a,2025-03-09T01:30:00,9999-12-31T23:59:59Z,n1\n")
    with pytest.raises(SlacheckError, match="far.csv:2: end time '9999-12-31T23:59:59Z' is outside the years"):
        read_incident_table(log, tz="America/New_York")


def test_a_statuspage_reader_says_how_many_records_it_skipped_in_words_that_agree_with_the_count(tmp_path):
    # was "skipped 1 record(s)": one skipped incident is "1 record", two are "2 records"
    import json as json_module

    from slacheck.incidents.read import how_it_was_read

    def minor(incident_id):
        return {"id": incident_id, "name": "slow page", "impact": "minor", "created_at": "2025-06-01T10:00:00Z",
                "incident_updates": [{"status": "resolved", "created_at": "2025-06-01T11:00:00Z"}]}

    log = tmp_path / "incidents.json"
    log.write_text(json_module.dumps({"incidents": [minor("a")]}))
    said = how_it_was_read(read_incident_table(log))
    assert "incidents.json: skipped 1 record: no component marked major_outage/partial_outage, and impact " \
           "'minor' is not an outage of the whole service" in said
    log.write_text(json_module.dumps({"incidents": [minor("a"), minor("b")]}))
    assert any(line.startswith("incidents.json: skipped 2 records: ") for line in how_it_was_read(read_incident_table(log)))


def test_an_inventory_with_its_units_on_one_line_is_refused_not_read_as_its_first_unit(tmp_path):
    # "node-1,node-2" under a one-column header was one unit: the cluster's size, and so its availability, wrong
    path = tmp_path / "units.csv"
    path.write_text("unit\nnode-1,node-2\n")
    with pytest.raises(SlacheckError) as caught:
        read_inventory(path)
    assert str(caught.value) == ("units.csv:2: 2 fields where the header has 1 column: 'node-2' is under no column; "
                                 "list one unit id per line and quote a field that holds a comma")
    path.write_text("unit\nnode-1,\nnode-2\n")  # near miss: a trailing comma is no text
    assert read_inventory(path) == (["node-1", "node-2"], {})


def test_a_field_whose_column_stands_twice_in_the_header_is_refused_not_read_from_one_of_them(tmp_path):
    # 'start' twice: the first was named, the last read (the outage counted 11:00-12:00, not 10:00-12:00)
    path = tmp_path / "log.csv"
    row = "a,2025-06-10T10:00:00,2025-06-10T12:00:00,n1,2025-06-10T11:00:00\n"
    for header, second in (("id,start,end,units,start", "start"), ("id,start,end,units,Start", "Start")):
        path.write_text(f"{header}\n{row}")
        with pytest.raises(SlacheckError) as caught:
            read_incident_table(path)
        assert str(caught.value) == (f"log.csv:1: columns 2 ('start') and 5 ('{second}') would each be read as start: "
                                     "which one holds it cannot be told; keep one of them")
    pagerduty = tmp_path / "pd.csv"
    pagerduty.write_text("incident_number,created_on,resolved_on,service_name,cause,Cause\n"
                         "7,2025-06-10T10:00:00,2025-06-10T12:00:00,gpu,customer,\n")
    with pytest.raises(SlacheckError, match=r"pd.csv:1: columns 5 \('cause'\) and 6 \('Cause'\) would each be read "
                                            r"as cause"):
        read_incident_table(pagerduty)
    # near miss: a column nothing reads may stand twice
    path.write_text(f"id,start,end,units,note,note\n{row}")
    assert read_incident_table(path).start_ms.tolist() == [1749520800000]


@pytest.mark.parametrize("separator, said", [(";", "';'"), ("|", "'|'")])
def test_a_log_whose_columns_are_not_separated_by_commas_is_told_so(tmp_path, separator, said):
    # was "missing required column 'id', 'start', 'end', 'units' … (columns: id;start;end;units)": every column
    # the message asked for was there, between semicolons (Excel where a comma is the decimal mark) or bars
    # (tabs are read since: tests/incidents/test_ops_logs3.py)
    path = tmp_path / "log.csv"
    path.write_text(separator.join(["id", "start", "end", "units"]) + "\n"
                    + separator.join(["a", "2025-06-10T10:00:00", "2025-06-10T12:00:00", "n1"]) + "\n")
    with pytest.raises(SlacheckError) as caught:
        read_incident_table(path)
    assert str(caught.value) == (f"log.csv:1: the header's columns are separated by {said}, not commas (id, start, "
                                 "end, units): save the log as comma-separated CSV (Excel: CSV UTF-8 (Comma delimited))")
    # near miss: a one-column header that holds no layout between its semicolons keeps the missing-column error
    path.write_text("foo;bar\n1;2\n")
    with pytest.raises(SlacheckError, match=r"log.csv:1: missing required column 'id'"):
        read_incident_table(path)


def test_a_json_lines_record_naming_a_field_twice_is_refused_not_read_as_its_last(tmp_path):
    # JSON keeps the last of two equal keys: '"start": 10:00, …, "start": 11:00' counted 60 minutes, not 120
    path = tmp_path / "log.jsonl"
    first = '{"id": "a", "start": "2025-06-10T10:00:00", "end": "2025-06-10T12:00:00", "units": "n1"}'
    path.write_text(first + "\n"
                    + '{"id": "b", "start": "2025-06-11T10:00:00", "end": "2025-06-11T12:00:00", "units": "n1", '
                      '"start": "2025-06-11T11:00:00"}\n')
    with pytest.raises(SlacheckError) as caught:
        read_incident_table(path)
    assert str(caught.value) == ("log.jsonl:2: the field 'start' is given twice: which one holds it cannot be told; "
                                 "keep one of them")
    # near misses: the name inside a value or a nested object is no second field
    path.write_text(first[:-1] + ', "note": "\\"start\\" moved", "meta": {"start": "x"}}\n')
    assert read_incident_table(path).end_ms.tolist()[0] - read_incident_table(path).start_ms.tolist()[0] == 7_200_000
