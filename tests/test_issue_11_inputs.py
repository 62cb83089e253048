"""Issue 11 item 2: inputs that decide money are explicit (SPEC §3.7), as a user runs `claim`."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app

ROOT = Path(__file__).resolve().parents[1]
FORMATS = ROOT.parent / "shared" / "corpus" / "formats"
FIRING = FORMATS / "alertmanager" / "alertmonitor_icmp_firing.json"
RESOLVED = FORMATS / "alertmanager" / "alertmonitor_icmp_resolved.json"
STATUSPAGE = FORMATS / "statuspage" / "emma_status_myemma_com_incidents_2019-02-21.json"
CLUSTER = ROOT / "tests" / "fixtures" / "cluster_terms.yaml"
needs_formats = pytest.mark.skipif(not FORMATS.exists(), reason="needs ../shared/corpus/formats (real export samples)")

NODE_TERMS = """gpu_count: 64
gpus_per_node: 8
sla_unit: node
monthly_fee: 64000
currency: CNY
claim_window_days: 30
credit_tiers:
  - {below_pct: 99.9, credit_pct: 10}
"""


def run(args):
    try:
        runner = CliRunner(mix_stderr=False)
    except TypeError:
        runner = CliRunner()
    return runner.invoke(app, [str(a) for a in args])


def claim_json(*args):
    result = run(["claim", "--no-db", "--format", "json", *args])
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout), result.stderr


@needs_formats
@pytest.mark.parametrize("sample", [FIRING, RESOLVED], ids=["firing", "resolved"])
def test_open_alerts_need_an_explicit_as_of(sample):
    # before: --as-of defaulted to today and closed the alerts then: 87 months, 600 M CNY
    result = run(["claim", "--no-db", "--terms", CLUSTER, "--incidents", sample, "--tz", "UTC"])
    assert result.exit_code == 2
    # a firing alert is still open; a resolved one with the zero endsAt ended at a time not given
    said = "still open" if sample == FIRING else "marked resolved but has no end time"
    assert "--as-of" in result.stderr and said in result.stderr


@needs_formats
@pytest.mark.parametrize("sample", [FIRING, RESOLVED], ids=["firing", "resolved"])
def test_as_of_closes_open_alerts_at_that_moment(sample):
    data, _ = claim_json("--terms", CLUSTER, "--incidents", sample, "--tz", "UTC", "--as-of", "2019-09-30")
    assert [m["month"] for m in data["months"]] == ["2019-09"]
    start = datetime(2019, 9, 27, 16, 27, 56, 612000, tzinfo=timezone.utc)
    minutes = (datetime(2019, 9, 30, tzinfo=timezone.utc) - start).total_seconds() / 60
    assert data["months"][0]["downtime_minutes"] == pytest.approx(minutes, abs=1e-6)  # 3,812.06: one cluster unit
    assert data["months"][0]["partial"] is True  # 30 Sep is still September: not claimable yet
    assert data["claimable_credit"] == 0


def test_a_firing_alert_ends_only_when_resolved(tmp_path):
    # a firing alert's endsAt is Alertmanager's timeout, not a resolution; the resolved one is
    firing = {"status": "firing", "alerts": [{"status": "firing", "labels": {"alertname": "down", "node": "n1"},
                                              "startsAt": "2025-06-01T00:00:00Z", "endsAt": "2025-06-01T00:10:00Z"}]}
    resolved = {"status": "resolved", "alerts": [{"status": "resolved", "labels": {"alertname": "down", "node": "n1"},
                                                  "startsAt": "2025-06-01T00:00:00Z",
                                                  "endsAt": "2025-06-01T02:00:00Z"}]}
    only_firing = tmp_path / "firing.json"
    only_firing.write_text(json.dumps(firing))
    result = run(["claim", "--no-db", "--terms", CLUSTER, "--incidents", only_firing, "--tz", "UTC"])
    assert result.exit_code == 2 and "--as-of" in result.stderr
    both = tmp_path / "both.jsonl"
    both.write_text(json.dumps(firing) + "\n" + json.dumps(resolved) + "\n")
    data, _ = claim_json("--terms", CLUSTER, "--incidents", both, "--tz", "UTC", "--as-of", "2025-07-05")
    assert data["months"][0]["downtime_minutes"] == 120.0


def test_a_resolved_alert_without_an_end_time_is_said_to_run_until_as_of(tmp_path):
    # SPEC §3.7 reads a zero endsAt as open, closed by --as-of; but the sender marked it resolved, so the
    # user must hear that its downtime (here 30 days) is --as-of's, not the alert's
    alert = {"status": "resolved", "labels": {"alertname": "down", "node": "n1"},
             "startsAt": "2025-06-01T00:00:00Z", "endsAt": "0001-01-01T00:00:00Z"}
    log = tmp_path / "am.json"
    log.write_text(json.dumps({"status": "resolved", "alerts": [alert, {**alert, "labels": {"alertname": "down", "node": "n2"}}]}))
    data, stderr = claim_json("--terms", CLUSTER, "--incidents", log, "--tz", "UTC", "--as-of", "2025-07-01")
    assert data["months"][0]["downtime_minutes"] == 30 * 24 * 60  # one cluster unit, as the SPEC reads it
    assert ("am.json: 2 alerts marked resolved have no end time (endsAt is the zero time; first: line 1, 'down' on n1); "
            "counted as still open, until --as-of") in stderr
    # a later delivery with the real end: nothing assumed, nothing said
    ended = {**alert, "endsAt": "2025-06-01T02:00:00Z"}
    both = tmp_path / "both.jsonl"
    both.write_text(json.dumps({"alerts": [alert]}) + "\n" + json.dumps({"alerts": [ended]}) + "\n")
    data, stderr = claim_json("--terms", CLUSTER, "--incidents", both, "--tz", "UTC", "--as-of", "2025-07-01")
    assert data["months"][0]["downtime_minutes"] == 120.0
    assert "no end time" not in stderr
    # a firing alert is open by its nature: no such note
    firing = tmp_path / "firing.json"
    firing.write_text(json.dumps({"alerts": [{**alert, "status": "firing"}]}))
    _, stderr = claim_json("--terms", CLUSTER, "--incidents", firing, "--tz", "UTC", "--as-of", "2025-07-01")
    assert "no end time" not in stderr


def test_without_as_of_a_resolved_alert_without_an_end_time_is_not_called_still_open(tmp_path):
    alert = {"status": "resolved", "labels": {"alertname": "down", "node": "n1"},
             "startsAt": "2025-06-01T00:00:00Z", "endsAt": "0001-01-01T00:00:00Z"}
    log = tmp_path / "am.json"
    firing = {**alert, "status": "firing", "labels": {"alertname": "down", "node": "n2"}}
    log.write_text(json.dumps({"alerts": [alert, firing]}))
    result = run(["claim", "--no-db", "--terms", CLUSTER, "--incidents", log, "--tz", "UTC"])
    assert result.exit_code == 2
    assert ("am.json:1: incident 'down|n1|2025-06-01T00:00:00Z' is marked resolved but has no end time: pass "
            "--as-of to count it down until then, or give its real end (a CSV log)") in result.stderr
    assert "incident 'down|n2|2025-06-01T00:00:00Z' has no end (still open): pass --as-of" in result.stderr
    assert "Traceback" not in result.stderr


@needs_formats
def test_the_real_resolved_sample_says_its_ends_are_unknown():
    _, stderr = claim_json("--terms", CLUSTER, "--incidents", RESOLVED, "--tz", "UTC", "--as-of", "2019-09-30")
    assert "3 alerts marked resolved have no end time" in stderr and "172.29.254.30" in stderr


def test_unfinished_month_is_partial_and_not_claimable(tmp_path):
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,units\na,2025-05-03T00:00:00,2025-05-03T06:00:00,*\n"
                   "b,2025-06-03T00:00:00,2025-06-03T06:00:00,*\n")
    data, _ = claim_json("--terms", CLUSTER, "--incidents", log, "--as-of", "2025-06-20")
    may, june = data["months"]
    assert (may["partial"], may["claimable"], may["credit_amount"]) == (False, True, 10000.0)
    assert (june["partial"], june["claimable"], june["credit_amount"]) == (True, False, 10000.0)
    assert (data["total_credit"], data["claimable_credit"], data["lapsed_credit"]) == (20000.0, 10000.0, 0.0)
    data, _ = claim_json("--terms", CLUSTER, "--incidents", log, "--as-of", "2025-07-01")
    assert data["months"][1]["partial"] is False
    assert (data["claimable_credit"], data["lapsed_credit"]) == (10000.0, 10000.0)  # May's window closed 30 Jun


def test_units_without_an_sla_unit_is_an_error_and_sla_unit_decides(tmp_path):
    terms = tmp_path / "terms.yaml"
    terms.write_text(NODE_TERMS.replace("sla_unit: node\n", ""))
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,units\na,2025-05-03T00:00:00,2025-05-03T08:00:00,n1\n")
    # before: --units 8 was silently ignored and the one node's outage downed the whole cluster
    result = run(["claim", "--no-db", "--terms", terms, "--incidents", log, "--units", "8", "--as-of", "2025-06-02"])
    assert result.exit_code == 2
    assert "--sla-unit" in result.stderr
    data, _ = claim_json("--terms", terms, "--incidents", log, "--units", "8", "--sla-unit", "node",
                         "--as-of", "2025-06-02")
    assert data["months"][0]["unit_minutes"] == 8 * 31 * 1440
    assert data["months"][0]["availability_pct"] == pytest.approx(100 * (1 - 480 / (8 * 31 * 1440)), abs=1e-4)


@needs_formats
def test_statuspage_skips_are_counted_and_components_are_said_to_be_units():
    data, stderr = claim_json("--terms", CLUSTER, "--incidents", STATUSPAGE, "--tz", "America/Chicago",
                              "--as-of", "2019-03-01")
    skipped = sum(s["count"] for s in data["skipped"])
    assert skipped == 18  # of 22 incidents, 4 give outage intervals (5 records: one has two)
    assert sum(len(m["incidents"]) for m in data["months"]) == 5
    assert all(s["reason"] for s in data["skipped"])
    assert "skipped 13 records: no component marked major_outage/partial_outage, and impact 'minor'" in stderr
    assert "Statuspage component is counted as one unit" in stderr and "--unit-map" in stderr


@needs_formats
def test_unit_map_maps_components_and_drops_the_rest(tmp_path):
    unit_map = tmp_path / "map.csv"
    unit_map.write_text("component,unit\nAPI,node-01;node-02\nSupport Hub,\n")
    terms = tmp_path / "terms.yaml"
    terms.write_text(NODE_TERMS)
    data, stderr = claim_json("--terms", terms, "--incidents", STATUSPAGE, "--tz", "America/Chicago",
                              "--as-of", "2019-03-01", "--unit-map", unit_map)
    assert "counted as one unit" not in stderr
    reasons = {s["reason"]: s["count"] for s in data["skipped"]}
    assert any("--unit-map" in r for r in reasons)
    # the API outage of 23 Oct 2018 (23:57:26 -> 01:12:07 local, 74.68 min) downs node-01 and node-02
    october = next(m for m in data["months"] if m["month"] == "2018-10")
    assert october["downtime_minutes"] >= 2 * 74.6


def test_unit_outside_the_inventory_is_an_error(tmp_path):
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,units\na,2025-05-03T00:00:00,2025-05-03T08:00:00,n9\n")
    inventory = tmp_path / "inv.csv"
    inventory.write_text("unit\nn1\nn2\n")
    terms = tmp_path / "terms.yaml"
    terms.write_text(NODE_TERMS)
    result = run(["claim", "--no-db", "--terms", terms, "--incidents", log, "--inventory", inventory,
                  "--as-of", "2025-06-02"])
    assert result.exit_code == 2
    assert "log.csv:2:" in result.stderr and "'n9' is not in the inventory" in result.stderr


@pytest.mark.parametrize("header", ["Incident Number,Created On,Resolved On,Service Name",
                                    "incident_number,created_at,resolved_at,service_name",
                                    "INCIDENT NUMBER,CREATED-ON,RESOLVED ON,SERVICE NAME"])
def test_pagerduty_headers_are_matched_as_exports_write_them(tmp_path, header):
    log = tmp_path / "pd.csv"
    log.write_text(header + "\n1042,2025-05-03T00:00:00Z,2025-05-03T02:00:00Z,gpu-cluster\n")
    data, stderr = claim_json("--terms", CLUSTER, "--incidents", log, "--as-of", "2025-06-10", "--tz", "UTC")
    assert data["months"][0]["downtime_minutes"] == 120.0
    assert "PagerDuty service is counted as one unit" in stderr


def test_unknown_layout_lists_accepted_columns_and_names_the_format_option(tmp_path):
    log = tmp_path / "odd.csv"
    log.write_text("ticket,opened,closed,host\nT1,2025-05-03T00:00:00Z,2025-05-03T02:00:00Z,h1\n")
    result = run(["claim", "--no-db", "--terms", CLUSTER, "--incidents", log, "--as-of", "2025-06-10"])
    assert result.exit_code == 2
    assert "odd.csv:1:" in result.stderr
    assert "--incidents-format" in result.stderr
    assert "created_at" in result.stderr and "start" in result.stderr  # the accepted names of each layout


def test_an_as_of_before_an_open_alert_shows_both_instants_in_the_log_s_zone(tmp_path):
    # "--as-of 2019-09-28 … is before its start 2019-09-27T16:27:56Z" read as a contradiction: the date is
    # midnight in --tz (Asia/Shanghai), 16:00 UTC, so both instants are now shown in that zone
    log = tmp_path / "am.json"
    log.write_text(json.dumps({"alerts": [{"status": "firing", "labels": {"alertname": "down", "node": "n1"},
                                           "startsAt": "2019-09-27T16:27:56Z", "endsAt": "0001-01-01T00:00:00Z"}]}))
    result = run(["claim", "--no-db", "--terms", CLUSTER, "--incidents", log, "--as-of", "2019-09-28"])
    assert result.exit_code == 2
    assert "am.json:1: --as-of (2019-09-28T00:00:00+08:00, closing open incident 'down|n1|2019-09-27T16:27:56Z') " \
           "is before its start 2019-09-27T16:27:56Z (2019-09-28T00:27:56+08:00)" in result.stderr


def test_a_log_with_no_incident_is_said_on_stderr(tmp_path):
    # a header-only export (a wrong filter) had printed an empty table and "Total credit: 0.00", nothing else
    log = tmp_path / "empty.csv"
    log.write_text("id,start,end,units\n")
    data, stderr = claim_json("--terms", CLUSTER, "--incidents", log, "--as-of", "2025-08-01")
    assert data["months"] == [] and data["total_credit"] == 0
    assert "empty.csv: no incidents in the log" in stderr
    full = tmp_path / "full.csv"
    full.write_text("id,start,end,units\na,2025-06-01T00:00:00,2025-06-01T01:00:00,*\n")
    assert "no incidents" not in claim_json("--terms", CLUSTER, "--incidents", full, "--as-of", "2025-08-01")[1]
