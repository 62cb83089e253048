"""Google Cloud's status history (status.cloud.google.com/incidents.json) as an incident log: sniffed by its
fields, each affected product in each region one named unit (``--unit-map`` maps them to ours), advisories
skipped and counted, an incident without ``end`` closed only by ``--as-of``. Fixture: tests/fixtures/googlecloud."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.errors import SlacheckError
from slacheck.incidents.read import how_it_was_read, read_incident_table, sniff_format

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
FEED = FIXTURES / "googlecloud" / "incidents.json"
TERMS = FIXTURES / "reconcile" / "node_terms.yaml"  # node SLA, 10 nodes, fee 320,000, tiers 99.9/10 and 99.5/25


def to_epoch_ms(text: str) -> int:
    return int(datetime.fromisoformat(text).timestamp() * 1000)


AS_OF = to_epoch_ms("2026-04-01T10:00:00+00:00")


def test_the_feed_is_sniffed_and_each_product_in_each_region_is_a_unit():
    assert sniff_format(FEED) == "googlecloud"
    table = read_incident_table(FEED, as_of_ms=AS_OF)
    assert table.ids.tolist() == ["Q8rWcZ3KpT1nVb7xYd2e", "mB5tHs2QeUo9LkXw4Rjc"]
    assert table.unit_names == ["Google Compute Engine / us-central1", "Google Compute Engine / us-east4",
                                "Google Kubernetes Engine / us-central1", "Google Kubernetes Engine / us-east4"]
    assert table.pair_incident.tolist() == [0, 1, 1, 1, 1]
    assert table.start_ms.tolist() == [to_epoch_ms("2026-03-31T22:40:00+00:00"), to_epoch_ms("2026-03-12T06:10:00+00:00")]
    assert table.end_ms.tolist() == [AS_OF, to_epoch_ms("2026-03-12T08:40:00+00:00")]
    assert how_it_was_read(table) == [
        "incidents.json: each Google Cloud product and region is counted as one unit, named as written; pass "
        "--unit-map FILE to map them to unit ids",
        "incidents.json: skipped 1 record: status_impact 'SERVICE_INFORMATION' is no outage (SERVICE_OUTAGE or "
        "SERVICE_DISRUPTION)"]


def test_an_incident_still_open_needs_as_of():
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(FEED)
    assert str(raised.value) == ("incidents.json:3: incident 'Q8rWcZ3KpT1nVb7xYd2e' has no end (still open): pass "
                                 "--as-of to close it")


def test_a_claim_from_the_feed_counts_our_mapped_nodes(tmp_path):
    unit_map = tmp_path / "map.yaml"
    unit_map.write_text("Google Compute Engine / us-central1: [node-01, node-02]\nGoogle Kubernetes Engine / us-central1:\n"
                        "Google Compute Engine / us-east4:\nGoogle Kubernetes Engine / us-east4:\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(FEED), "--unit-map",
                                      str(unit_map), "--as-of", "2026-04-01T18:00:00+08:00", "--month", "2026-03",
                                      "--format", "json", "--no-db"])
    assert result.exit_code == 0, result.output
    [march] = json.loads(result.stdout)["months"]
    # 06:10-08:40 UTC on node-01 and node-02: 2 x 150 minutes of 10 nodes' March, above 99.9 (no tier); per-hour
    # 1% a started hour, 150 minutes rounded up to 3 h: 3% of 320,000
    assert (march["downtime_minutes"], march["availability_pct"], march["credit_amount"]) == (300.0, 99.9328, 9600.0)
    assert "counted as one unit" not in result.stderr


def test_the_feed_as_the_vendor_report_pairs_with_our_outage(tmp_path):
    ours = tmp_path / "ours.csv"
    ours.write_text("id,start,end,units\nA,2026-03-12T14:05:00+08:00,2026-03-12T16:45:00+08:00,node-01\n")
    unit_map = tmp_path / "map.csv"
    unit_map.write_text("name,unit\nGoogle Compute Engine / us-central1,node-01\n")
    result = CliRunner().invoke(app, ["reconcile", "--incidents", str(ours), "--vendor-report", str(FEED),
                                      "--vendor-unit-map", str(unit_map), "--as-of", "2026-04-01T18:00:00+08:00",
                                      "--no-db", "--format", "json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    [pair] = data["matched"]
    assert (pair["ours"], pair["theirs"], pair["ours_minutes"], pair["theirs_minutes"]) == (
        "A", "mB5tHs2QeUo9LkXw4Rjc", 160.0, 150.0)


def test_a_feed_that_is_no_list_is_refused(tmp_path):
    path = tmp_path / "one.json"
    path.write_text(json.dumps({"id": "x", "external_desc": "one incident", "begin": "2026-03-01T00:00:00+00:00"}))
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(path)
    assert str(raised.value) == "one.json:1: expected Google Cloud's incidents.json (a JSON list of incidents)"
