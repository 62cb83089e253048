"""claim on an SLA whose credit is a multiple of the downtime in GPU-hours (SPEC §3.4: multiple × downtime
GPU-hours × price_gpu_hour; under a cluster SLA, GPUs per unit = the cluster's gpu_count), such as Tencent's
TKE SLA (corpus c01: '按不可用时间的 100 倍赔偿', 统计单元为集群), which states neither the cluster's GPU count, the
price nor the fee. claim asked 'sla_unit cluster needs gpu_count for GPU-hours, which the contract does not
state' and nothing else: no option to give it, and the price and the fee were asked one run later each. Now it
asks for everything the credit lacks at once, in the user's words, naming the option for what has one, and takes
the cluster's GPU count from a gpu,node --inventory (never from the GPUs the log names: a cluster outage idles
every GPU of the cluster)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app

C01 = Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "real" / "c01_tencent_tke_sla_zh.md"
LOG = "id,start,end,units,cause\ni1,2025-09-02T10:00:00,2025-09-02T12:30:00,gpu-0;gpu-1;gpu-2;gpu-3,vendor\n"
INVENTORY = "gpu,node\n" + "".join(f"gpu-{i},node-{i // 8}\n" for i in range(16))  # 16 GPUs on 2 nodes


def claim(tmp_path, *args):
    (tmp_path / "log.csv").write_text(LOG, encoding="utf-8")
    (tmp_path / "inv.csv").write_text(INVENTORY, encoding="utf-8")
    return CliRunner().invoke(app, ["claim", "--incidents", str(tmp_path / "log.csv"), "--as-of", "2025-10-20",
                                    "--no-db", *map(str, args)])


@pytest.mark.shared("corpus/real")
def test_c01_asks_for_all_it_lacks_at_once_naming_the_options(tmp_path):
    done = claim(tmp_path, "--contract", C01)
    assert done.exit_code == 2 and done.stdout == ""
    assert done.stderr.startswith(
        "Error: c01_tencent_tke_sla_zh.md: the credit is 100 × the downtime in GPU-hours × the price per GPU-hour, "
        "and under a cluster SLA an outage idles every GPU of the cluster; the contract does not state the price "
        "per GPU-hour, how many GPUs the cluster has or the monthly fee (the GPU count may instead come from "
        "--inventory FILE listing the cluster's GPUs in 'gpu,node' columns; the fee may instead come from "
        "--monthly-fee N): write the terms out (slacheck extract ")
    assert "add the lines 'price_gpu_hour: <number>', 'gpu_count: <number>' and 'monthly_fee: <number>' there" \
        in done.stderr
    done = claim(tmp_path, "--contract", C01, "--monthly-fee", 100000, "--inventory", tmp_path / "inv.csv")
    assert "the contract does not state the price per GPU-hour: write the terms out" in done.stderr


@pytest.mark.shared("corpus/real")
def test_c01_with_the_price_counts_every_gpu_the_inventory_lists(tmp_path):
    done = CliRunner().invoke(app, ["extract", str(C01), "--format", "yaml", "--no-db"])
    (tmp_path / "terms.yaml").write_text(done.stdout + "price_gpu_hour: 20\n", encoding="utf-8")
    done = claim(tmp_path, "--terms", tmp_path / "terms.yaml", "--monthly-fee", 1_000_000,
                 "--inventory", tmp_path / "inv.csv", "--format", "json")
    assert done.exit_code == 0, done.stderr
    month = json.loads(done.stdout)["months"][0]
    # 100 × 2.5 h × 16 GPUs (the cluster's, not the 4 the log names) × 20 = 80,000
    assert (month["credit_amount"], month["basis"][0]["detail"]) == (80000.0, "100.0 x 40.0000 GPU-hours x 20.0")


@pytest.mark.parametrize("inventory, asked", [
    ("gpu,node\n" + "".join(f"g{i},n{i // 4}\n" for i in range(8)), None),  # 4 GPUs on each node
    ("gpu,node\ng0,n0\ng1,n0\ng2,n1\n", "how many GPUs a node has"),  # 2 and 1: not guessed
])
def test_a_node_sla_takes_gpus_per_node_from_an_even_inventory(tmp_path, inventory, asked):
    (tmp_path / "terms.yaml").write_text("sla_unit: node\ncredit_downtime_multiple: 10\nprice_gpu_hour: 5\n"
                                         "monthly_fee: 100000\n", encoding="utf-8")
    (tmp_path / "log.csv").write_text("id,start,end,units\ni1,2025-09-02T10:00:00,2025-09-02T11:00:00,n0\n",
                                      encoding="utf-8")
    (tmp_path / "inv.csv").write_text(inventory, encoding="utf-8")
    done = CliRunner().invoke(app, ["claim", "--terms", str(tmp_path / "terms.yaml"), "--incidents",
                                    str(tmp_path / "log.csv"), "--inventory", str(tmp_path / "inv.csv"),
                                    "--as-of", "2025-10-20", "--no-db", "--format", "json"])
    if asked is None:
        assert done.exit_code == 0, done.stderr
        assert json.loads(done.stdout)["months"][0]["credit_amount"] == 200.0  # 10 × 1 h × 4 GPUs × 5
    else:
        assert done.exit_code == 2
        assert f"the contract does not state {asked}: pass --inventory FILE listing each node's GPUs" in done.stderr
