"""reconcile with a gpu,node --inventory pairs the two logs on the units the SLA measures: under a GPU SLA our
log's node n1 is the vendor's GPUs n1-g0..n1-g7 (as the claim counts it), under a node SLA a GPU is its node.
Matched by name, our n1 and their n1-g0..g7 never paired: both incidents were listed one-sided while each side's
credit was right, and the dispute that decides money (the vendor logged half a node) was never shown."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from slacheck.cli import app

MULTIPLE = "credit_downtime_multiple: 10\nprice_gpu_hour: 5\nmonthly_fee: 100000\ncurrency: CNY\nclaim_window_days: 30\n"
INVENTORY = "gpu,node\n" + "".join(f"{n}-g{g},{n}\n" for n in ("n1", "n2") for g in range(8))
N1_GPUS = ";".join(f"n1-g{g}" for g in range(8))
# September 2025; a: node n1 down 1 h; b: node n2 down 2 h, which the vendor logs on 4 of its 8 GPUs
OURS = ("id,start,end,units\na,2025-09-02T10:00:00,2025-09-02T11:00:00,n1\n"
        "b,2025-09-05T10:00:00,2025-09-05T12:00:00,n2\n")
THEIRS = (f"id,start,end,units\nV1,2025-09-02T10:00:00,2025-09-02T11:00:00,{N1_GPUS}\n"
          "V2,2025-09-05T10:00:00,2025-09-05T12:00:00,n2-g0;n2-g1;n2-g2;n2-g3\n")


def reconcile(tmp_path, terms, ours, theirs):
    for name, text in {"terms.yaml": terms, "ours.csv": ours, "theirs.csv": theirs, "inv.csv": INVENTORY}.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    done = CliRunner().invoke(app, ["reconcile", "--terms", str(tmp_path / "terms.yaml"), "--incidents",
                                    str(tmp_path / "ours.csv"), "--vendor-report", str(tmp_path / "theirs.csv"),
                                    "--inventory", str(tmp_path / "inv.csv"), "--as-of", "2025-10-20",
                                    "--format", "json", "--no-db"])
    assert done.exit_code == 0, done.stderr
    return json.loads(done.stdout)


def test_a_node_in_our_log_pairs_with_its_gpus_in_the_vendors_under_a_gpu_sla(tmp_path):
    result = reconcile(tmp_path, "sla_unit: gpu\n" + MULTIPLE, OURS, THEIRS)
    assert [(m["ours"], m["theirs"]) for m in result["matched"]] == [("a", "V1"), ("b", "V2")]
    assert (result["ours_only"], result["theirs_only"]) == ([], [])
    # a and V1: the node n1 is its 8 GPUs, no dispute; b and V2: 8 GPUs against 4, priced:
    # ours 10 × (1 h × 8 + 2 h × 8) GPU-hours × 5 = 1,200.00; with V2's units 10 × (8 + 2 × 4) × 5 = 800.00
    # (claim_deadline, since mo22: September's claim deadline, the terms' 30-day window after the month's end)
    assert result["disputes"] == [{"ours": "b", "theirs": "V2", "claim_deadline": "2025-10-30", "disagreements": [{
        "field": "units", "ours": "n2", "theirs": "n2-g0;n2-g1;n2-g2;n2-g3",
        "effect": [{"month": "2025-09", "ours_downtime_minutes": 1440.0, "theirs_downtime_minutes": 960.0,
                    "ours_credit": 1200.0, "theirs_credit": 800.0, "currency": "CNY"}]}]}]
    assert (result["ours_credit"]["total_credit"], result["theirs_credit"]["total_credit"]) == (1200.0, 800.0)


def test_a_gpu_in_our_log_pairs_with_its_node_in_the_vendors_under_a_node_sla(tmp_path):
    ours = "id,start,end,units\na,2025-09-02T10:00:00,2025-09-02T11:00:00,n1-g3\n"
    theirs = "id,start,end,units\nV1,2025-09-02T10:00:00,2025-09-02T11:00:00,n1\n"
    result = reconcile(tmp_path, "sla_unit: node\ngpus_per_node: 8\n" + MULTIPLE, ours, theirs)
    assert [(m["ours"], m["theirs"]) for m in result["matched"]] == [("a", "V1")]
    assert (result["ours_only"], result["theirs_only"], result["disputes"]) == ([], [], [])
    # both: node n1 down 1 h: 10 × 1 h × 8 GPUs × 5 = 400.00
    assert (result["ours_credit"]["total_credit"], result["theirs_credit"]["total_credit"]) == (400.0, 400.0)
