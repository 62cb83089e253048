"""Real exports read as formats, round 3: Datadog's incidents (``GET /api/v2/incidents``) and AWS Health events
(``aws health describe-events``), sniffed from their fields; what each skips is counted, its units are names for
``--unit-map``. Fixtures: tests/fixtures/datadog, tests/fixtures/awshealth (their READMEs say where the shapes
come from)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.errors import SlacheckError
from slacheck.incidents.read import how_it_was_read, read_incident_table, sniff_format

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
DATADOG = FIXTURES / "datadog" / "incidents.json"
AWS = FIXTURES / "awshealth" / "events.json"
TERMS = FIXTURES / "reconcile" / "node_terms.yaml"
AS_OF_MS = 1774483200000  # 2026-03-26T00:00:00Z


def minutes(table) -> list[float]:
    return [(int(end) - int(start)) / 60_000 for start, end in zip(table.start_ms, table.end_ms)]


def test_datadog_incidents_are_sniffed_not_taken_for_statuspage():
    # its records are '"type": "incidents"', the word that named a Statuspage file at a file's start
    assert sniff_format(DATADOG) == "datadog"


def test_datadog_incidents_are_read_from_their_customer_impact_and_a_non_impacting_one_is_skipped():
    table = read_incident_table(DATADOG, tz="UTC")
    assert table.ids.tolist() == ["41", "43"]
    assert table.units_per_incident() == [["gpu-pool-a"], ["gpu-pool-b", "gpu-pool-c"]]
    assert minutes(table) == [90.0, 45.0]  # impact 06:30-08:00, not created 06:40 to resolved 08:10
    assert int(table.start_ms[0]) == 1772692200000  # 2026-03-05T06:30:00Z
    assert table.lines.tolist() == [5, 48]
    assert how_it_was_read(table) == [
        "incidents.json: each Datadog service is counted as one unit, named as written; pass --unit-map FILE to map "
        "them to unit ids",
        "incidents.json: skipped 1 record: no customer impact (customer_impacted false, or no customer_impact_start)"]


def test_a_datadog_incident_resolved_without_an_impact_end_needs_its_end(tmp_path):
    data = json.loads(DATADOG.read_text(encoding="utf-8"))
    data["data"][0]["attributes"]["customer_impact_end"] = None
    path = tmp_path / "dd.json"
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(path, tz="UTC")
    assert str(raised.value) == ("dd.json:5: incident '41' is marked resolved but has no end time: pass --as-of to "
                                 "count it down until then, or give its real end (a CSV log)")


def test_claim_on_datadog_incidents_with_a_unit_map_counts_each_mapped_node(tmp_path):
    unit_map = tmp_path / "map.csv"
    unit_map.write_text("service,unit\ngpu-pool-a,node-01\ngpu-pool-b,node-02;node-03\ngpu-pool-c,node-04\n",
                        encoding="utf-8")
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(DATADOG), "--unit-map",
                                      str(unit_map), "--as-of", "2026-12-01", "--format", "json", "--no-db"])
    assert result.exit_code == 0, result.output
    month = json.loads(result.stdout)["months"][0]
    assert month["month"] == "2026-03"
    assert month["downtime_minutes"] == 90.0 + 3 * 45.0
    assert [i["id"] for i in month["incidents"]] == ["41", "43"]


def test_aws_health_issue_events_are_read_and_planned_ones_skipped():
    assert sniff_format(AWS) == "awshealth"
    table = read_incident_table(AWS, tz="UTC", as_of_ms=AS_OF_MS)
    assert table.ids.tolist() == [
        "arn:aws:health:us-east-1::event/EC2/AWS_EC2_OPERATIONAL_ISSUE/AWS_EC2_OPERATIONAL_ISSUE_7F3A1B2C",
        "arn:aws:health:us-west-2::event/EC2/AWS_EC2_API_ISSUE/AWS_EC2_API_ISSUE_8A9B0C1D"]
    assert table.units_per_incident() == [["EC2 / us-east-1a"], ["EC2 / us-west-2"]]
    assert int(table.start_ms[0]) == 1772692200000  # epoch seconds 1772692200.0, read as UTC
    assert minutes(table) == [90.0, 105.0]  # the open one closed by --as-of (22:15 to 00:00)
    assert how_it_was_read(table)[1] == ("events.json: skipped 1 record: eventTypeCategory 'scheduledChange' is no "
                                         "outage (only 'issue' events are)")


def test_an_open_aws_health_issue_needs_as_of():
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(AWS, tz="UTC")
    assert str(raised.value) == ("events.json:28: incident 'arn:aws:health:us-west-2::event/EC2/AWS_EC2_API_ISSUE/"
                                 "AWS_EC2_API_ISSUE_8A9B0C1D' has no end (still open): pass --as-of to close it")
