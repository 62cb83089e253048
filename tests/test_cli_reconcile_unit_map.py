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
    # (session 19, Q23: the map knows the page's other component; one naming none of them is refused, below)
    ours, _ = logs(tmp_path)
    theirs = tmp_path / "incidents.json"
    theirs.write_text(json.dumps({"incidents": [
        statuspage("GPU Pool A", "2025-06-03T02:00:00Z", "2025-06-03T03:00:00Z", "sp1"),
        statuspage("GPU Pool B", "2025-06-04T02:00:00Z", "2025-06-04T03:00:00Z", "sp2")]}))
    unit_map = tmp_path / "map.csv"
    unit_map.write_text("component,unit\nGPU pool A,node-01\nGPU Pool B,node-02\n")  # misspelt: 'pool' for 'Pool'
    data, stderr = reconcile("--incidents", ours, "--vendor-report", theirs, "--vendor-unit-map", unit_map)
    assert data["matched"] == [] and data["ours_only"] == ["A"] and data["theirs_only"] == ["sp2/1"]
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


def refused(*args):
    result = CliRunner().invoke(app, [*map(str, args)])
    assert result.exit_code == 2, result.output
    return result.stderr


def test_a_map_naming_none_of_the_logs_units_is_refused_naming_the_option_meant(tmp_path):
    # the vendor's map given as --unit-map, applied to our node ids: every record of our log was skipped and
    # reconcile went on with a note, each vendor outage one-sided and ours gone
    ours, theirs = logs(tmp_path)
    vendor_map = tmp_path / "vendor.csv"
    vendor_map.write_text("component,unit\nGPU Pool A,node-01\n")
    stderr = refused("reconcile", "--no-db", "--format", "json", "--as-of", "2025-08-10", "--incidents", ours,
                     "--vendor-report", theirs, "--unit-map", vendor_map)
    assert "vendor.csv: the map given as --unit-map names none of the units of ours.csv ('node-01'): every " \
           "record would be skipped and nothing counted; if it is the other log's map, give it as " \
           "--vendor-unit-map" in stderr
    # and the other way round: our map given for the vendor's page
    our_map = tmp_path / "ours.yaml"
    our_map.write_text("node-01: node-01\n")
    stderr = refused("reconcile", "--no-db", "--format", "json", "--as-of", "2025-08-10", "--incidents", ours,
                     "--vendor-report", theirs, "--vendor-unit-map", our_map)
    assert "ours.yaml: the map given as --vendor-unit-map names none of the units of incidents.json " \
           "('GPU Pool A'): every record would be skipped and nothing counted; if it is the other log's map, " \
           "give it as --unit-map" in stderr


def test_claim_refuses_a_map_naming_none_of_the_logs_units_and_writes_nothing(tmp_path):
    ours = tmp_path / "ours.csv"
    ours.write_text("id,start,end,units\n" + "".join(
        f"{n},2025-06-0{n}T10:00:00+08:00,2025-06-0{n}T12:00:00+08:00,node-0{n}\n" for n in range(1, 8)))
    terms = tmp_path / "terms.yaml"
    terms.write_text(NODE_TERMS)
    vendor_map = tmp_path / "vendor.csv"
    vendor_map.write_text("component,unit\nGPU Pool A,node-01\n")
    db = tmp_path / "claims.duckdb"
    stderr = refused("claim", "--db", db, "--terms", terms, "--incidents", ours, "--as-of", "2025-08-10",
                     "--unit-map", vendor_map)
    assert "vendor.csv: the map given as --unit-map names none of the units of ours.csv ('node-01', 'node-02', " \
           "'node-03', 'node-04', 'node-05' and 2 more): every record would be skipped and nothing counted" in stderr
    assert "give it as" not in stderr  # claim reads one log: no other map to name
    assert not db.exists()
    # near miss: a map naming one of them goes on, saying the names it lacks
    vendor_map.write_text("component,unit\nnode-01,node-01\n")
    result = CliRunner().invoke(app, ["claim", "--no-db", "--format", "json", "--terms", str(terms), "--incidents",
                                      str(ours), "--as-of", "2025-08-10", "--unit-map", str(vendor_map)])
    assert result.exit_code == 0, result.output
    assert "ours.csv: not in --unit-map: 'node-02', 'node-03', 'node-04', 'node-05', 'node-06' and 1 more " \
           "(a record naming only these is skipped)" in result.stderr
