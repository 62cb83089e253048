"""`slacheck reconcile --unit-map / --vendor-unit-map`: a log that names Statuspage components, PagerDuty
services or alert labels is matched on unit ids, as `claim --unit-map` reads its one log (session 19)."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from slacheck.cli import app

NODE_TERMS = """gpu_count: 16
gpus_per_node: 8
sla_unit: node
monthly_fee: 16000
currency: CNY
claim_window_days: 30
credit_tiers:
  - {below_pct: 99.9, credit_pct: 10}
"""


def statuspage(component: str, start: str, end: str, incident_id: str) -> dict:
    return {"id": incident_id, "name": f"{component} down", "impact": "major", "created_at": start,
            "incident_updates": [
                {"status": "investigating", "display_at": start,
                 "affected_components": [{"name": component, "new_status": "major_outage"}]},
                {"status": "resolved", "display_at": end,
                 "affected_components": [{"name": component, "new_status": "operational"}]}]}


def logs(tmp_path):
    ours = tmp_path / "ours.csv"
    ours.write_text("id,start,end,units\nA,2025-06-03T10:00:00+08:00,2025-06-03T12:00:00+08:00,node-01\n")
    theirs = tmp_path / "incidents.json"
    theirs.write_text(json.dumps({"incidents": [
        statuspage("GPU Pool A", "2025-06-03T02:00:00Z", "2025-06-03T03:00:00Z", "sp1")]}))
    return ours, theirs


def reconcile(*args):
    result = CliRunner().invoke(app, ["reconcile", "--no-db", "--format", "json", "--as-of", "2025-08-10",
                                      *map(str, args)])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout), result.stderr


def test_the_vendor_reports_components_are_mapped_to_our_nodes(tmp_path):
    # reconcile had no --unit-map: the vendor's 'GPU Pool A' outage stood as a unit of its own, so it paired
    # with nothing of ours, each side's outage was one-sided, and stderr told the user to pass an option
    # reconcile did not take
    ours, theirs = logs(tmp_path)
    terms = tmp_path / "terms.yaml"
    terms.write_text(NODE_TERMS)
    unit_map = tmp_path / "map.csv"
    unit_map.write_text("component,unit\nGPU Pool A,node-01\n")
    data, stderr = reconcile("--incidents", ours, "--vendor-report", theirs, "--terms", terms,
                             "--vendor-unit-map", unit_map)
    [pair] = data["matched"]
    assert (pair["ours"], pair["theirs"], pair["ours_minutes"], pair["theirs_minutes"]) == ("A", "sp1/1", 120.0, 60.0)
    assert (data["ours_only"], data["theirs_only"]) == ([], [])
    assert "counted as one unit" not in stderr
    # near miss: without the map the component is a unit of its own, and stderr names the option to pass
    data, stderr = reconcile("--incidents", ours, "--vendor-report", theirs, "--terms", terms)
    assert data["matched"] == []
    assert "incidents.json: each Statuspage component is counted as one unit, named as written; " \
           "pass --vendor-unit-map FILE to map them to unit ids" in stderr


def test_a_name_the_vendor_map_lacks_is_said_naming_its_option(tmp_path):
    ours, theirs = logs(tmp_path)
    unit_map = tmp_path / "map.csv"
    unit_map.write_text("component,unit\nGPU pool A,node-01\n")  # misspelt: 'pool' for the page's 'Pool'
    data, stderr = reconcile("--incidents", ours, "--vendor-report", theirs, "--vendor-unit-map", unit_map)
    assert data["matched"] == [] and data["ours_only"] == ["A"]
    assert "incidents.json: not in --vendor-unit-map: 'GPU Pool A' (a record naming only these is skipped)" in stderr
    assert "incidents.json: skipped 1 record: no Statuspage component of the record is in --vendor-unit-map" in stderr


def test_our_log_takes_unit_map_as_claim_does(tmp_path):
    # our side a Statuspage-like export too (a status page of our own); the vendor's a plain CSV of unit ids
    ours_csv, page = logs(tmp_path)
    unit_map = tmp_path / "map.yaml"
    unit_map.write_text("GPU Pool A: node-01\n")
    data, stderr = reconcile("--incidents", page, "--vendor-report", ours_csv, "--unit-map", unit_map)
    [pair] = data["matched"]
    assert (pair["ours"], pair["theirs"]) == ("sp1/1", "A")
    assert "not in --unit-map" not in stderr and "counted as one unit" not in stderr
