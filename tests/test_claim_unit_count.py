"""How many units a claim counts (SPEC §3.3) under each sla_unit, with --units and --inventory, as a user runs
`claim` and `reconcile`: an option that would change nothing is refused, never dropped unsaid."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from slacheck import api
from slacheck.cli import app
from slacheck.errors import SlacheckError

TERMS = """gpu_count: 64
gpus_per_node: 8
monthly_fee: 64000
currency: CNY
claim_window_days: 30
credit_tiers:
  - {below_pct: 99.9, credit_pct: 10}
  - {below_pct: 99.5, credit_pct: 25}
"""
# May 2025: 31 days = 44640 minutes; g1 down 8 h (480 min), g3 down 2 h (120 min): 600 minutes of downtime
GPU_LOG = ("id,start,end,units\na,2025-05-03T00:00:00,2025-05-03T08:00:00,g1\n"
           "b,2025-05-10T00:00:00,2025-05-10T02:00:00,g3\n")
NODE_LOG = GPU_LOG.replace(",g1\n", ",n1\n").replace(",g3\n", ",n2\n")
GPU_INVENTORY = "gpu,node\ng1,n1\ng2,n1\ng3,n2\ng4,n2\n"
UNIT_INVENTORY = "unit\nn1\nn2\nn3\nn4\n"
CLUSTER_SAID = ("counts the units of a gpu or node SLA, and under sla_unit cluster the whole cluster is the one unit "
                "(any counted incident downs it), so --units 4 would change nothing: leave it out, or pass "
                "--sla-unit gpu|node where the contract measures availability per GPU or node")


def run(args):
    return CliRunner().invoke(app, [str(a) for a in args])


@pytest.fixture
def files(tmp_path):
    made = {}
    for name, text in {"cluster.yaml": TERMS + "sla_unit: cluster\n", "gpu.yaml": TERMS + "sla_unit: gpu\n",
                       "none.yaml": TERMS, "gpus.csv": GPU_LOG, "nodes.csv": NODE_LOG,
                       "vendor.csv": GPU_LOG.splitlines(True)[0] + GPU_LOG.splitlines(True)[1],
                       "gpu_inventory.csv": GPU_INVENTORY, "inventory.csv": UNIT_INVENTORY}.items():
        made[name] = tmp_path / name
        made[name].write_text(text)
    return made


def claim(*args):
    return run(["claim", "--no-db", "--format", "json", "--as-of", "2025-07-01", *args])


def reconcile(files, *args):
    return run(["reconcile", "--no-db", "--format", "json", "--as-of", "2025-07-01", "--incidents", files["gpus.csv"],
                "--vendor-report", files["vendor.csv"], *args])


@pytest.mark.parametrize("terms, extra", [("cluster.yaml", []), ("none.yaml", ["--sla-unit", "cluster"])],
                         ids=["stated", "sla-unit-option"])
@pytest.mark.parametrize("command", ["claim", "reconcile"])
def test_units_under_a_cluster_sla_are_refused(files, terms, extra, command):
    # before: exit 0 and --units 4 dropped unsaid (the cluster, one unit, down 600 of 44640 minutes)
    args = ["--terms", files[terms], "--units", "4", *extra]
    done = claim("--incidents", files["gpus.csv"], *args) if command == "claim" else reconcile(files, *args)
    assert done.exit_code == 2
    assert done.stderr == f"Error: --units: {CLUSTER_SAID}\n"
    assert done.stdout == ""


def test_a_gpu_sla_counts_the_gpus_of_a_gpu_node_inventory(files):
    # before: "unit 'g1' is not in the inventory" (the inventory's nodes were taken for the GPU SLA's units).
    # 4 GPUs × 44640 = 178560 unit-minutes; availability 100 × (1 − 600 / 178560) = 99.6640 %, below 99.9 and
    # not below 99.5: 10 % of 64000 = 6400.00
    done = claim("--terms", files["gpu.yaml"], "--incidents", files["gpus.csv"], "--inventory",
                 files["gpu_inventory.csv"])
    assert done.exit_code == 0, done.stderr
    month = json.loads(done.stdout)["months"][0]
    assert (month["unit_minutes"], month["downtime_minutes"]) == (178560, 600)
    assert month["availability_pct"] == 99.664
    assert (month["credit_pct"], month["credit_amount"]) == (10, 6400.0)


def test_a_node_in_the_log_counts_as_all_its_gpus_under_a_gpu_sla(files):
    # session 20: the nodes n1, n2 were counted as the only 2 units (the cluster has 4 GPUs); session 23: refused
    # ("unit 'n1' is a node of the inventory, and under sla_unit gpu each GPU is a unit: name the node's GPUs in
    # the log (g1;g2)"), though a log of node outages means every GPU of the node was down. Session 25: a node the
    # inventory lists counts as all the GPUs it lists: n1 (g1, g2) 8 h = 960, n2 (g3, g4) 2 h = 240 GPU-minutes;
    # 1200 of 4 × 44640 = 178560, 100 × (1 − 1200 / 178560) = 99.3280 %, below 99.5: 25 % of 64000 = 16000.00
    done = claim("--terms", files["gpu.yaml"], "--incidents", files["nodes.csv"], "--inventory",
                 files["gpu_inventory.csv"])
    assert done.exit_code == 0, done.stderr
    month = json.loads(done.stdout)["months"][0]
    assert (month["unit_minutes"], month["downtime_minutes"], month["availability_pct"]) == (178560, 1200, 99.328)
    assert (month["credit_pct"], month["credit_amount"]) == (25, 16000.0)
    assert [(i["id"], i["counted_minutes"]) for i in month["incidents"]] == [("a", 960), ("b", 240)]


def test_a_node_and_one_of_its_gpus_in_one_incident_count_the_gpu_once(files, tmp_path):
    # b names n2 and its g3 (2 h): g3 and g4 down once each = 240; c is the whole cluster (1 h): 4 × 60 = 240;
    # a node the inventory does not list is still refused by name
    log = tmp_path / "mixed.csv"
    log.write_text("id,start,end,units\na,2025-05-03T00:00:00,2025-05-03T08:00:00,n1\n"
                   "b,2025-05-10T00:00:00,2025-05-10T02:00:00,n2;g3\nc,2025-05-11T00:00:00,2025-05-11T01:00:00,*\n")
    done = claim("--terms", files["gpu.yaml"], "--incidents", log, "--inventory", files["gpu_inventory.csv"])
    assert done.exit_code == 0, done.stderr
    month = json.loads(done.stdout)["months"][0]
    assert [(i["id"], i["counted_minutes"]) for i in month["incidents"]] == [("a", 960), ("b", 240), ("c", 240)]
    assert month["downtime_minutes"] == 1440
    log.write_text("id,start,end,units\na,2025-05-03T00:00:00,2025-05-03T08:00:00,n9\n")
    done = claim("--terms", files["gpu.yaml"], "--incidents", log, "--inventory", files["gpu_inventory.csv"])
    assert done.exit_code == 2 and "mixed.csv:2: unit 'n9' is not in the inventory" in done.stderr


@pytest.mark.parametrize("command", ["claim", "reconcile"])
def test_an_inventory_under_a_cluster_sla_says_it_counts_no_units(files, command):
    # before: nothing said; the cluster is one unit: 600 of 44640 minutes, 100 × (1 − 600 / 44640) = 98.6559 %,
    # below 99.5: 25 % of 64000 = 16000.00 (the inventory's 4 units change nothing)
    args = ["--terms", files["cluster.yaml"], "--inventory", files["inventory.csv"]]
    done = claim("--incidents", files["nodes.csv"], *args) if command == "claim" else \
        run(["reconcile", "--no-db", "--format", "json", "--as-of", "2025-07-01", "--incidents", files["nodes.csv"],
             "--vendor-report", files["nodes.csv"], *args])
    assert done.exit_code == 0, done.stderr
    data = json.loads(done.stdout)
    month = (data if command == "claim" else data["ours_credit"])["months"][0]
    assert (month["unit_minutes"], month["availability_pct"], month["credit_amount"]) == (44640, 98.6559, 16000.0)
    assert done.stderr == ("inventory.csv: under sla_unit cluster the whole cluster is the one unit (any counted "
                           "incident downs it), so the inventory's units are not counted: it checks the log's unit "
                           "ids\n")


def test_units_and_an_inventory_together_are_refused_by_reconcile_and_the_api(files):
    # before: reconcile took --units 4 and dropped the inventory's count unsaid (claim refused both already)
    done = reconcile(files, "--terms", files["gpu.yaml"], "--units", "4", "--inventory", files["gpu_inventory.csv"])
    assert (done.exit_code, done.stderr) == (2, "Error: reconcile: give --units or --inventory, not both\n")
    with pytest.raises(SlacheckError) as refused:
        api.claim(files["gpus.csv"], terms=files["gpu.yaml"], units=4, inventory=files["gpu_inventory.csv"],
                  as_of="2025-07-01")
    assert str(refused.value) == "claim: give --units or --inventory, not both"
