"""accept --smi with one GPU: the checks comparing each GPU with its peers' median (SM clock, power) had no peers
and were skipped without a word, the result reading "none out of line". Now each says it did not run and why
(no peers), in the wording data (smi_checks.yaml ``no_peers``), in English and Chinese."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from slacheck.accept.smi import check_gpus, read_smi_csv
from slacheck.cli import app

GIB = 1024**3
TERMS = "gpu_model: H800\ngpus_per_node: 8\ninterconnect: infiniband\ninterconnect_gbps: 400\nnccl_min_pct: 80\n"
HEADER = "index, name, temperature.gpu, clocks.sm [MHz], power.draw [W]"
ONE_GPU = "0, NVIDIA H800, 45, 1100 MHz, 200.00 W"  # a clock and a power far below any H800's, nobody to compare


def test_one_gpu_says_the_peer_checks_did_not_run(tmp_path):
    path = tmp_path / "gpu.csv"
    path.write_text(f"{HEADER}\n{ONE_GPU}\n", encoding="utf-8")
    got = check_gpus(read_smi_csv(path), path.name)
    assert [(f.file, f.line, f.gpu, f.field, f.value, f.verdict) for f in got] == [
        ("gpu.csv", 2, "0", "clocks.sm", "1100", "review"), ("gpu.csv", 2, "0", "power.draw", "200.00", "review")]
    assert got[0].message == ("the sm-clock check did not run: it compares each GPU's clocks.sm with its peers' "
                              "median, and only one GPU in the CSV gives one (GPU 0: 1100), so there are no peers; "
                              "compare it with the GPU's rated value by hand, or query every GPU of the node")
    zh = check_gpus(read_smi_csv(path), path.name, lang="zh")
    assert zh[1].message == ("power 检查未运行：该检查将每张GPU的 power.draw 与同批GPU的中位数比较，而CSV中只有一张GPU"
                             "给出该值（GPU 0：200.00），无同批可比；请对照该GPU的额定值人工检查，或查询节点上的全部GPU")


def test_two_gpus_are_peers_and_say_nothing_of_it(tmp_path):
    path = tmp_path / "gpus.csv"
    path.write_text(f"{HEADER}\n{ONE_GPU}\n1, NVIDIA H800, 45, 1100 MHz, 200.00 W\n", encoding="utf-8")
    assert check_gpus(read_smi_csv(path), path.name) == []


def test_accept_of_one_gpu_is_review_not_none_out_of_line(tmp_path, make_nccl_log):
    (tmp_path / "terms.yaml").write_text(TERMS, encoding="utf-8")
    (tmp_path / "n.log").write_text(make_nccl_log({GIB: 610.0}, hosts=["a", "b"]), encoding="utf-8")
    every = ("index, name, temperature.gpu, temperature.memory, ecc.errors.uncorrected.volatile.total, "
             "retired_pages.pending, remapped_rows.failure, clocks_event_reasons.hw_slowdown, "
             "clocks_event_reasons.hw_thermal_slowdown, clocks.sm [MHz], power.draw [W], pcie.link.width.current, "
             "pcie.link.width.max")  # every column the health checks read: only the peers' checks do not run
    gpu = "0, NVIDIA H800, 45, 60, 0, No, No, Not Active, Not Active, 1980 MHz, 650.00 W, 16, 16"
    (tmp_path / "gpu.csv").write_text(f"{every}\n{gpu}\n", encoding="utf-8")
    done = CliRunner().invoke(app, ["accept", "--terms", str(tmp_path / "terms.yaml"), "--nccl",
                                    str(tmp_path / "n.log"), "--smi", str(tmp_path / "gpu.csv"), "--no-db",
                                    "--lang", "en", "--format", "json"])
    assert done.exit_code == 0, done.output
    out = json.loads(done.stdout)
    assert [(f["field"], f["verdict"]) for f in out["smi"]] == [("clocks.sm", "review"), ("power.draw", "review")]
    assert out["verdict"] == "review"  # before: the run passed and so did the GPU nobody compared
