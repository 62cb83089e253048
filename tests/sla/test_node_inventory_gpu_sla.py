"""A GPU SLA (sla_unit gpu) with an --inventory of nodes only (one 'node' column): each node counts the terms'
gpus_per_node GPUs (SPEC §3.3: a GPU SLA's units are GPUs; §3.4: the downtime multiple is multiple × downtime
GPU-hours × price_gpu_hour). The nodes were counted as one GPU each: the availability came out right when nodes are
uniform, but the downtime multiple's GPU-hours, and so the credit, an eighth of what is owed on 8-GPU nodes.
Without gpus_per_node in the terms nothing is guessed: exit 2, saying what to add, nothing written."""

from __future__ import annotations

import json
from datetime import date
from decimal import Decimal

from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.models import ContractTerms, Incident
from slacheck.sla.engine import compute_claim

TERMS = ("sla_unit: gpu\ncredit_downtime_multiple: 10\nprice_gpu_hour: 5\nmonthly_fee: 100000\ncurrency: CNY\n"
         "claim_window_days: 30\n")
# September 2025: 30 days = 43,200 minutes; n1 (8 GPUs) down 1 h
LOG = "id,start,end,units\ni1,2025-09-02T10:00:00,2025-09-02T11:00:00,n1\n"
NODES = "node\nn1\nn2\n"


def claim(tmp_path, terms, *extra):
    (tmp_path / "terms.yaml").write_text(terms, encoding="utf-8")
    (tmp_path / "log.csv").write_text(LOG, encoding="utf-8")
    (tmp_path / "nodes.csv").write_text(NODES, encoding="utf-8")
    return CliRunner().invoke(app, ["claim", "--terms", str(tmp_path / "terms.yaml"), "--incidents",
                                    str(tmp_path / "log.csv"), "--inventory", str(tmp_path / "nodes.csv"),
                                    "--as-of", "2025-10-20", "--format", "json", *map(str, extra)])


def test_each_node_of_a_node_inventory_counts_its_gpus_in_the_downtime_multiple(tmp_path):
    done = claim(tmp_path, TERMS + "gpus_per_node: 8\n", "--no-db")
    assert done.exit_code == 0, done.stderr
    month = json.loads(done.stdout)["months"][0]
    # 2 nodes × 8 GPUs = 16 GPUs: 16 × 43,200 = 691,200 GPU-minutes; n1 down 60 min × 8 GPUs = 480 GPU-minutes;
    # availability 100 × (1 − 480 / 691,200) = 99.930556 (as 2 nodes: 100 × (1 − 60 / 86,400), the same);
    # credit 10 × 8 GPU-hours × 5 = 400.00 (main: 10 × 1 "GPU"-hour × 5 = 50.00)
    assert (month["unit_minutes"], month["downtime_minutes"], month["availability_pct"]) == (691200, 480, 99.9306)
    assert month["credit_amount"] == 400.0
    assert month["basis"][0]["detail"] == "10.0 x 8.0000 GPU-hours x 5.0"
    assert month["incidents"][0]["counted_minutes"] == 480


def test_a_star_incident_and_a_unit_credit_base_count_each_node_as_its_gpus():
    # the library: unit_ids_are_nodes says the inventory lists nodes; `*` downs both nodes, 16 GPUs;
    # credit_base unit: each node holds 8 of the 16 GPUs' share of the fee
    terms = ContractTerms(sla_unit="gpu", gpus_per_node=8, monthly_fee=160000, credit_base="unit",
                          credit_tiers=[{"below_pct": 99.9, "credit_pct": 10}])
    incidents = [Incident(id="a", start="2025-09-02T10:00:00", end="2025-09-02T12:00:00", units=["*"]),
                 Incident(id="b", start="2025-09-03T10:00:00", end="2025-09-03T12:00:00", units=["n1"])]
    month = compute_claim(incidents, terms, tz="Asia/Shanghai", as_of=date(2025, 10, 20),
                          unit_ids=["n1", "n2", "n3"], unit_ids_are_nodes=True).months[0]
    # 3 nodes × 8 = 24 GPUs; a: 120 min × 24 GPUs = 2,880; b: 120 min × 8 GPUs = 960: 3,840 GPU-minutes
    assert (month.unit_minutes, month.downtime_minutes) == (24 * 43200, 3840)
    # n1 down 240 of 43,200 minutes (99.44% < 99.9: 10%), n2 and n3 120 (99.72%: 10%): each node is 8/24 of the fee
    assert [(u.unit, u.count, u.downtime_minutes) for u in month.units] == [("n1", 8, 240), ("n2", 8, 120),
                                                                          ("n3", 8, 120)]
    assert month.credit_amount == Decimal("16000.00")  # 10% × 160,000 × 24/24


def test_without_gpus_per_node_the_claim_says_what_to_add_and_writes_nothing(tmp_path):
    db = tmp_path / "claims.db"
    done = claim(tmp_path, TERMS, "--db", db)
    assert done.exit_code == 2 and done.stdout == ""
    assert "Traceback" not in done.stderr
    assert ("terms.yaml: the SLA is measured per GPU and the inventory lists nodes, so each node counts as the GPUs "
            "it holds, but the contract does not state how many GPUs a node has: pass --inventory FILE listing each "
            "node's GPUs in 'gpu,node' columns, or add the line 'gpus_per_node: <number>' to") in done.stderr
    assert not db.exists()
