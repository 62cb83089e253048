"""Incident logs as an ops engineer has them, round 4: a database's NULL written for an end not known yet (psql's
COPY and mysql's '\\N', 'NULL' of a console or a script), the words of a JSON Lines log's refusals, and a 12-hour
clock checked in a PagerDuty export as in our CSV."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.errors import SlacheckError
from slacheck.incidents.read import how_it_was_read, read_incident_table, sniff_format

TERMS = Path(__file__).resolve().parents[1] / "fixtures" / "reconcile" / "node_terms.yaml"
AS_OF_MS = 1774483200000  # 2026-03-26T00:00:00Z


def minutes(table) -> list[float]:
    return [(int(end) - int(start)) / 60_000 for start, end in zip(table.start_ms, table.end_ms)]


@pytest.mark.parametrize("null", ["\\N", "NULL", "null", "None"])
def test_a_null_end_in_a_pagerduty_export_is_an_incident_still_open_closed_by_as_of(tmp_path, null):
    # `psql -c "\copy (select ...) to 'pd.tsv'"` writes \N for the resolved_at of an incident not resolved yet
    log = tmp_path / "pd.tsv"
    log.write_text("incident_number\tcreated_at\tresolved_at\tservice_name\n"
                   f"1\t2026-03-25T22:00:00\t{null}\tgpu\n2\t2026-03-05T10:00:00\t2026-03-05T11:00:00\tgpu\n",
                   encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log, tz="UTC")
    assert str(raised.value) == "pd.tsv:2: incident '1' has no end (still open): pass --as-of to close it"
    table = read_incident_table(log, tz="UTC", as_of_ms=AS_OF_MS)
    assert minutes(table) == [120.0, 60.0]
    assert how_it_was_read(table)[1] == (f"pd.tsv: read 1 end written '{null}' (a database's NULL) as no end: still "
                                         "open, as an empty end is")


def test_a_null_start_or_end_in_our_csv_is_missing_as_an_empty_one_is_not_unparsable(tmp_path):
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,units\ninc-1,2026-03-05T10:00:00,\\N,node-01\ninc-2,NULL,2026-03-05T11:00:00,node-01\n"
                   "inc-3,2026-03-05T10:00:00,,node-01\n", encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log, tz="UTC", as_of_ms=AS_OF_MS)
    assert str(raised.value) == ("log.csv:2: missing end time ('\\N': a database's NULL, no time)\n"
                                 "log.csv:3: missing start time ('NULL': a database's NULL, no time)\n"
                                 "log.csv:4: missing end time")


def test_a_null_end_beside_a_duration_is_start_plus_duration_and_a_null_duration_is_no_duration(tmp_path):
    log = tmp_path / "pd.csv"
    log.write_text("incident_number,created_on,resolved_on,Duration (min),service_name\n"
                   "7,2026-03-05T09:00:00,NULL,90,gpu\n8,2026-03-06T09:00:00,2026-03-06T09:30:00,NULL,gpu\n",
                   encoding="utf-8")
    table = read_incident_table(log, tz="UTC")
    assert minutes(table) == [90.0, 30.0]


def test_a_null_units_field_names_no_unit_it_is_refused_as_no_units_and_a_null_in_a_list_is_dropped(tmp_path):
    # a database export's NULL units ('\\N', 'NULL') was a unit named 'NULL' down: one unit too many in the downtime
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,units\ninc-1,2026-03-05T10:00:00,2026-03-05T11:00:00,node-02;NULL\n"
                   "inc-2,2026-03-06T10:00:00,2026-03-06T11:00:00,\\N\n", encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log, tz="UTC")
    assert str(raised.value) == ("log.csv:3: no units ('\\N': a database's NULL; list unit ids separated by ';', or * "
                                 "for the whole cluster)")
    log.write_text(log.read_text(encoding="utf-8").replace("\\N", "node-01"), encoding="utf-8")
    table = read_incident_table(log, tz="UTC")
    assert table.unit_names == ["node-02", "node-01"]
    assert len(table.pair_unit) == 2  # node-02 for inc-1, node-01 for inc-2: no unit 'NULL'


def test_a_unit_the_inventory_names_null_stays_a_unit(tmp_path):
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,units\ninc-1,2026-03-05T10:00:00,2026-03-05T11:00:00,NULL\n", encoding="utf-8")
    table = read_incident_table(log, tz="UTC", inventory={"NULL", "node-01"})
    assert table.unit_names == ["NULL"]


def test_a_near_miss_a_time_naming_null_inside_it_stays_unparsable(tmp_path):
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,units\ninc-1,2026-03-05T10:00:00,NULL?,node-01\n", encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log, tz="UTC")
    assert str(raised.value).startswith("log.csv:2: unparsable end time 'NULL?'")


def test_claim_on_a_psql_export_with_a_null_end_counts_it_to_as_of(tmp_path):
    log = tmp_path / "pd.tsv"
    log.write_text("incident_number\tcreated_at\tresolved_at\tunits\n1\t2026-03-25T22:00:00\t\\N\tnode-01\n",
                   encoding="utf-8")
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(log), "--month", "2026-03",
                                      "--tz", "UTC", "--as-of", "2026-03-26", "--format", "json", "--no-db"])
    assert result.exit_code == 0, result.output
    assert "pd.tsv: read 1 end written '\\N' (a database's NULL) as no end" in result.stderr
    assert json.loads(result.stdout)["months"][0]["downtime_minutes"] == 120.0  # 22:00 to --as-of's midnight


def test_a_json_lines_duration_with_no_unit_is_refused_in_the_words_of_json(tmp_path):
    log = tmp_path / "log.jsonl"
    log.write_text('{"id": "a", "start": "2026-03-05T09:00:00", "duration": 90, "units": "n1"}\n', encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log, tz="UTC")
    assert str(raised.value) == ("log.jsonl:1: no end field, and field 'duration' names no unit its durations are in: "
                                 "name it 'duration_minutes' (or hours, seconds) to have each end read as start + "
                                 "duration, or add an end field")


def test_a_pagerduty_export_on_a_12_hour_clock_is_read_and_an_unmarked_hour_in_it_refused(tmp_path):
    log = tmp_path / "pd.csv"
    log.write_text("incident_number,created_on,resolved_on,service_name\n"
                   "1,2026-03-05 9:00 AM,2026-03-05 1:00 PM,gpu\n", encoding="utf-8")
    table = read_incident_table(log, tz="UTC")
    assert minutes(table) == [240.0]
    assert how_it_was_read(table)[0] == "pd.csv: times read year first ('2026-03-05 9:00 AM' as 2026-03-05T09:00:00, in --tz)"
    # an unmarked hour of 1-12 beside PM could be either: 2:30 to 4:00 PM is 1.5 hours or 13.5
    log.write_text("incident_number,created_on,resolved_on,service_name\n"
                   "1,2026-03-05T09:00:00,2026-03-05T10:00:00,gpu\n2,2026-03-06 2:30,2026-03-06 4:00 PM,gpu\n",
                   encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log, tz="UTC")
    assert str(raised.value) == ("pd.csv:3: start time '2026-03-06 2:30' has no AM or PM where other times of the log "
                                 "carry one ('2026-03-06 4:00 PM' on line 3): its hour could be either; write AM or PM "
                                 "on it, or every time of the log on a 24-hour clock")


AZURE = Path(__file__).resolve().parents[1] / "fixtures" / "azurehealth" / "events.json"


def test_azure_service_health_issues_are_read_and_maintenance_and_advisories_skipped():
    assert sniff_format(AZURE) == "azurehealth"
    table = read_incident_table(AZURE, tz="UTC", as_of_ms=AS_OF_MS)
    assert table.ids.tolist() == ["VT2R-5Z8", "NK3S-T40"]
    assert table.units_per_incident() == [["Virtual Machines / West US 2", "Virtual Machines / East US"],
                                          ["Azure Kubernetes Service / West US 2"]]
    assert minutes(table) == [90.0, 105.0]  # 06:30-08:00 mitigated; the active one closed by --as-of (22:15 to 00:00)
    assert table.lines.tolist() == [5, 66]
    assert how_it_was_read(table)[1:] == [
        "events.json: skipped 1 record: eventType 'PlannedMaintenance' is no outage (only 'ServiceIssue' events are)",
        "events.json: skipped 1 record: eventType 'HealthAdvisory' is no outage (only 'ServiceIssue' events are)"]


def test_an_active_azure_service_issue_needs_as_of_and_a_resolved_one_without_mitigation_its_end(tmp_path):
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(AZURE, tz="UTC")
    assert str(raised.value) == "events.json:66: incident 'NK3S-T40' has no end (still open): pass --as-of to close it"
    data = json.loads(AZURE.read_text(encoding="utf-8"))
    del data["value"][0]["properties"]["impactMitigationTime"]
    data["value"] = data["value"][:1]
    path = tmp_path / "az.json"
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(path, tz="UTC")
    assert str(raised.value) == ("az.json:5: incident 'VT2R-5Z8' is marked resolved but has no end time: pass --as-of "
                                 "to count it down until then, or give its real end (a CSV log)")


def test_claim_on_azure_service_health_with_a_unit_map_counts_each_mapped_node(tmp_path):
    unit_map = tmp_path / "map.csv"
    unit_map.write_text("service,unit\nVirtual Machines / West US 2,node-01;node-02\n"
                        "Azure Kubernetes Service / West US 2,node-03\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(AZURE), "--unit-map",
                                      str(unit_map), "--month", "2026-03", "--tz", "UTC", "--as-of", "2026-03-26",
                                      "--format", "json", "--no-db"])
    assert result.exit_code == 0, result.output
    month = json.loads(result.stdout)["months"][0]
    assert month["downtime_minutes"] == 2 * 90.0 + 105.0  # East US maps to no node: said, not counted
    assert "events.json: not in --unit-map: 'Virtual Machines / East US' (a record naming only these is skipped)" \
        in result.stderr
