"""A GPU SLA with an --inventory of nodes only (one 'node' column): each node counts the terms' gpus_per_node GPUs
(c26), which changes every figure of the claim by that factor, and the terms' gpu_count gives way to the inventory's
nodes x gpus_per_node. Both were silent: stderr now says what each node was counted as and where gpus_per_node was
read (the contract's clause and its words, or the terms file's entry), and names both figures when gpu_count is
not the nodes' GPUs. Claim and reconcile alike; the JSON is unchanged (a claim's notes are stderr's)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from slacheck.cli import app

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
DEV03 = FIXTURES / "devset" / "dev03_songsuan_h20_gpuhour.docx"  # 合计64张 (1.1), 每台配置NVIDIA H20 GPU 8张 (1.1)
TERMS = ("sla_unit: gpu\ncredit_downtime_multiple: 10\nprice_gpu_hour: 5\nmonthly_fee: 100000\ncurrency: CNY\n"
         "claim_window_days: 30\ngpus_per_node: 8\n")
LOG = "id,start,end,units\ni1,2025-09-02T10:00:00,2025-09-02T11:00:00,n1\n"


def write(tmp_path, terms=TERMS, inventory="node\nn1\nn2\n", log=LOG):
    (tmp_path / "terms.yaml").write_text(terms, encoding="utf-8")
    (tmp_path / "log.csv").write_text(log, encoding="utf-8")
    (tmp_path / "nodes.csv").write_text(inventory, encoding="utf-8")


def claim(tmp_path, *given):
    given = given or ("--terms", tmp_path / "terms.yaml")
    done = CliRunner().invoke(app, ["claim", *map(str, given), "--incidents", str(tmp_path / "log.csv"),
                                    "--inventory", str(tmp_path / "nodes.csv"), "--as-of", "2025-10-20", "--no-db",
                                    "--format", "json"])
    assert done.exit_code == 0, done.stderr
    return done


def test_stderr_says_each_node_counts_as_gpus_per_node_gpus_and_where_that_was_read(tmp_path):
    write(tmp_path)
    done = claim(tmp_path)
    assert ("nodes.csv: the SLA is measured per GPU and the inventory lists nodes, so each of its 2 nodes counts as "
            "8 GPUs, 16 in all (gpus_per_node 8 from terms.yaml: “gpus_per_node: 8”)") in done.stderr
    assert "gpu_count" not in done.stderr  # the terms state none: nothing disagrees
    assert json.loads(done.stdout)["months"][0]["unit_minutes"] == 16 * 43200


def test_a_gpu_count_the_nodes_do_not_hold_is_named_beside_the_inventorys_figure(tmp_path):
    write(tmp_path, TERMS + "gpu_count: 64\n")
    done = claim(tmp_path)
    assert ("nodes.csv: the contract states gpu_count 64, but the inventory's 2 nodes × 8 GPUs are 16: the claim "
            "counts the inventory's 16 GPUs (correct the inventory or the terms if that is not the cluster)"
            ) in done.stderr
    assert json.loads(done.stdout)["months"][0]["unit_minutes"] == 16 * 43200  # the inventory's, as said


def test_a_gpu_count_the_nodes_hold_is_no_note(tmp_path):
    write(tmp_path, TERMS + "gpu_count: 16\n")
    done = claim(tmp_path)
    assert "counts as 8 GPUs, 16 in all" in done.stderr and "states gpu_count" not in done.stderr


def test_from_a_contract_the_note_names_its_clause_and_words(tmp_path):
    write(tmp_path, log="id,start,end,units\ni1,2025-09-02T10:00:00,2025-09-02T11:00:00,s01\n",
          inventory="node\ns01\ns02\ns03\ns04\n")
    done = claim(tmp_path, "--contract", DEV03, "--monthly-fee", 450000)
    assert ("nodes.csv: the SLA is measured per GPU and the inventory lists nodes, so each of its 4 nodes counts as "
            "8 GPUs, 32 in all (gpus_per_node 8 from dev03_songsuan_h20_gpuhour.docx clause 1.1, page 1: “")\
        in done.stderr
    assert "每台配置NVIDIA H20 GPU 8张" in done.stderr
    assert "the contract states gpu_count 64, but the inventory's 4 nodes × 8 GPUs are 32" in done.stderr


def test_reconcile_says_it_too(tmp_path):
    write(tmp_path, TERMS + "gpu_count: 64\n")
    (tmp_path / "vendor.csv").write_text(LOG, encoding="utf-8")
    done = CliRunner().invoke(app, ["reconcile", "--incidents", str(tmp_path / "log.csv"), "--vendor-report",
                                    str(tmp_path / "vendor.csv"), "--terms", str(tmp_path / "terms.yaml"),
                                    "--inventory", str(tmp_path / "nodes.csv"), "--as-of", "2025-10-20", "--no-db",
                                    "--format", "json"])
    assert done.exit_code == 0, done.stderr
    assert "so each of its 2 nodes counts as 8 GPUs, 16 in all" in done.stderr
    assert "the contract states gpu_count 64, but the inventory's 2 nodes × 8 GPUs are 16" in done.stderr


def test_near_misses_a_unit_column_or_a_node_sla_say_nothing_of_it(tmp_path):
    write(tmp_path, TERMS + "gpu_count: 64\n", inventory="unit\nn1\nn2\n")
    assert "counts as" not in claim(tmp_path).stderr  # units as written: no node counted as GPUs
    write(tmp_path, TERMS.replace("sla_unit: gpu", "sla_unit: node") + "gpu_count: 64\n")
    assert "counts as" not in claim(tmp_path).stderr  # a node SLA counts nodes
