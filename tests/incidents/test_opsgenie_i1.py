"""Opsgenie's incident list (``GET /v1/incidents``) read as a format: sniffed from its fields, each incident down
from ``impactStartDate`` to ``impactEndDate`` (not ``createdAt``/``updatedAt``), its ``impactedServices`` names for
``--unit-map``, one naming none skipped and counted, an open one closed only by ``--as-of``, an alert (no impact
start) refused with its line. Fixture: tests/fixtures/opsgenie (its README says where the shape comes from)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.errors import SlacheckError
from slacheck.incidents.read import how_it_was_read, read_incident_table, sniff_format

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
OPSGENIE = FIXTURES / "opsgenie" / "incidents.json"
TERMS = FIXTURES / "reconcile" / "node_terms.yaml"
AS_OF_MS = 1774483200000  # 2026-03-26T00:00:00Z
POOL_A = "5c1e8f20-7a4b-4d93-b6e2-0f8a9c3d2e11"
POOL_B = "c7d94a6b-2e15-48f0-9b3a-6d1e5f7c8a02"


def minutes(table) -> list[float]:
    return [(int(end) - int(start)) / 60_000 for start, end in zip(table.start_ms, table.end_ms)]


def rewritten(tmp_path: Path, change) -> Path:
    data = json.loads(OPSGENIE.read_text(encoding="utf-8"))
    change(data["data"])
    path = tmp_path / "og.json"
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return path


def test_opsgenie_incidents_are_sniffed_as_such():
    assert sniff_format(OPSGENIE) == "opsgenie"


def test_opsgenie_incidents_are_read_from_their_impact_and_one_naming_no_service_is_skipped():
    table = read_incident_table(OPSGENIE, tz="Asia/Shanghai", as_of_ms=AS_OF_MS)
    assert table.ids.tolist() == ["17", "19"]  # tinyId, as the web UI numbers them
    assert table.units_per_incident() == [[POOL_A, POOL_B], [POOL_B]]
    # impact 06:30-08:00Z (created 06:41, updated 09:02: when people acted); the open one closed by --as-of
    assert minutes(table) == [90.0, 105.0]
    assert int(table.start_ms[0]) == 1772692200000  # 2026-03-05T06:30:00.000Z: its Z kept, not read in --tz
    assert table.lines.tolist() == [4, 56]
    assert how_it_was_read(table) == [
        "incidents.json: each Opsgenie service is counted as one unit, named as written; pass --unit-map FILE to map "
        "them to unit ids",
        "incidents.json: skipped 1 record: no impacted service named (impactedServices)"]


def test_an_open_opsgenie_incident_needs_as_of():
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(OPSGENIE, tz="UTC")
    assert str(raised.value) == "incidents.json:56: incident '19' has no end (still open): pass --as-of to close it"


def test_a_resolved_opsgenie_incident_without_an_impact_end_needs_its_end(tmp_path):
    def drop_end(incidents):
        del incidents[0]["impactEndDate"]  # status 'resolved'
        del incidents[2]  # (the open one, refused as in the test above)
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(rewritten(tmp_path, drop_end), tz="UTC")
    assert str(raised.value) == ("og.json:4: incident '17' is marked resolved but has no end time: pass --as-of to "
                                 "count it down until then, or give its real end (a CSV log)")


def test_an_opsgenie_alert_is_refused_with_its_line_not_read_as_no_outage(tmp_path):
    # an alert of GET /v2/alerts has a tinyId and createdAt but no impact: reading the file as zero outages would
    # lose the claim; beside it, the incidents of the same file are read (test above)
    alerts = tmp_path / "alerts.json"
    alerts.write_text(json.dumps({"data": [{
        "id": "70413a06-38d6-4c85-92b8-5ebc900d42e2", "tinyId": "1791", "alias": "event_573",
        "message": "GPU node-07 down", "status": "closed", "acknowledged": False, "count": 1,
        "createdAt": "2026-03-05T06:30:00.000Z", "updatedAt": "2026-03-05T08:00:00.000Z",
        "priority": "P1", "tags": ["gpu"]}], "took": 0.605, "requestId": "9ae63dd7-ed00-4c81-86f0-c4ffd33142c9"},
        indent=2), encoding="utf-8")
    assert sniff_format(alerts) == "opsgenie"
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(alerts), "--as-of",
                                      "2026-12-01", "--format", "json", "--no-db"])
    assert result.exit_code == 2
    assert "alerts.json:4: record '1791' has no impactStartDate: not an Opsgenie incident" in result.output
    assert "Traceback" not in result.output


def test_claim_on_opsgenie_incidents_with_a_unit_map_counts_each_mapped_node(tmp_path):
    unit_map = tmp_path / "map.csv"
    unit_map.write_text(f"service,unit\n{POOL_A},node-01;node-02\n{POOL_B},node-03\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(OPSGENIE), "--unit-map",
                                      str(unit_map), "--as-of", "2026-03-26", "--tz", "UTC", "--format", "json", "--no-db"])
    assert result.exit_code == 0, result.output
    month = json.loads(result.stdout)["months"][0]
    assert month["month"] == "2026-03"
    assert month["downtime_minutes"] == 3 * 90.0 + 105.0
    assert [i["id"] for i in month["incidents"]] == ["17", "19"]
