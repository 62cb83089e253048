"""ISSUE 11 item 5: accept compares the GPUs a test ran on with the contract (model, count),
says which nvidia-smi columns it could not check, and gives nominal bandwidth in both
conventions. Real sample formats: fixtures/accept (copies of ../shared/corpus/formats) and
fixtures/demo/nccl_all_reduce.log (16 × H100 on 2 nodes)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck import api
from slacheck.accept.hardware import model_of, names_model
from slacheck.cli import app

ROOT = Path(__file__).resolve().parents[2]
A100_LOG = ROOT / "fixtures" / "accept" / "nccl_2node_16xA100_mpi_prefixed.log"
H100_LOG = ROOT / "fixtures" / "demo" / "nccl_all_reduce.log"
RTX_SMI = ROOT / "fixtures" / "accept" / "nvidia_smi_rtx2080_placeholder.csv"
GIB = 1024**3

H800_CONTRACT = ("gpu_model: H800\ngpu_count: 2048\ngpus_per_node: 8\ninterconnect: infiniband\n"
                 "interconnect_gbps: 400\nnccl_min_pct: 80\n")
# 2 nodes × 8: nominal busbw 6,000 Gb/s, 80% = 4,800 Gb/s = 600 GB/s: 610 GB/s passes on bandwidth
PASSING = {GIB: 610.0, 2 * GIB: 620.0}


def accept(tmp_path, write_log, terms_text, *logs, smi=None):
    terms = write_log("terms.yaml", terms_text)
    return api.accept(list(logs), terms=terms, smi=smi, lang="en")  # these tests read the English sentences


def test_real_a100_and_h100_logs_against_an_h800_contract_are_review_said_plainly(tmp_path, write_log):
    result = accept(tmp_path, write_log, H800_CONTRACT, A100_LOG, H100_LOG)
    models = [h for h in result.hardware if h.check == "gpu_model"]
    assert [(h.file, h.verdict, h.found) for h in models] == [
        (A100_LOG.name, "review", "16 × A100-SXM4-40GB (A100)"),
        (H100_LOG.name, "review", "16 × NVIDIA H100 80GB HBM3 (H100)")]
    assert "not the contract's gpu_model H800" in models[0].message
    assert models[0].line == 4  # the first "# Rank" line of the device list


def test_a_passing_bandwidth_on_the_wrong_model_is_not_a_pass(tmp_path, write_log, make_nccl_log):
    log = write_log("h100.log", make_nccl_log(PASSING, hosts=["a", "b"]).replace("NVIDIA H800", "NVIDIA H100 80GB HBM3"))
    contract = H800_CONTRACT.replace("gpu_count: 2048", "gpu_count: 16")
    result = accept(tmp_path, write_log, contract, log)
    assert [v.verdict for v in result.nccl] == ["pass"]  # the bandwidth itself is fine
    assert result.verdict == "review"
    assert [(h.check, h.verdict) for h in result.hardware] == [("gpu_model", "review"), ("gpu_count", "pass")]


def test_16_gpus_against_2048_is_review_with_the_share_in_words(tmp_path, write_log, make_nccl_log):
    log = write_log("h800.log", make_nccl_log(PASSING, hosts=["a", "b"]))
    result = accept(tmp_path, write_log, H800_CONTRACT, log)
    assert [v.verdict for v in result.nccl] == ["pass"]
    assert result.verdict == "review"
    (model, count) = result.hardware
    assert (model.verdict, model.found) == ("pass", "16 × NVIDIA H800 (H800)")
    assert count.verdict == "review"
    assert "covers 16 of the contract's 2,048 GPUs (2 of 256 nodes)" in count.message
    assert (count.found, count.expected) == ("16 GPUs on 2 nodes", "2,048 GPUs, 8 per node")


def test_the_whole_cluster_with_the_right_model_passes(tmp_path, write_log, make_nccl_log):
    log = write_log("h800.log", make_nccl_log(PASSING, hosts=["a", "b"]))
    result = accept(tmp_path, write_log, H800_CONTRACT.replace("gpu_count: 2048", "gpu_count: 16"), log)
    assert result.verdict == "pass"
    assert [(h.check, h.verdict) for h in result.hardware] == [("gpu_model", "pass"), ("gpu_count", "pass")]


def test_fewer_gpus_per_node_than_the_contract_is_said(tmp_path, write_log, make_nccl_log):
    log = write_log("six.log", make_nccl_log(PASSING, hosts=["a", "b"], gpus_per_host=6))
    result = accept(tmp_path, write_log, H800_CONTRACT.replace("gpu_count: 2048", "gpu_count: 12"), log)
    count = next(h for h in result.hardware if h.check == "gpu_count")
    assert count.verdict == "review"
    assert "6 GPUs per node where the contract states 8" in count.message


def test_a_contract_without_model_or_count_says_so_and_keeps_the_bandwidth_verdict(tmp_path, write_log,
                                                                                   make_nccl_log):
    log = write_log("h800.log", make_nccl_log(PASSING, hosts=["a", "b"]))
    result = accept(tmp_path, write_log, "gpus_per_node: 8\ninterconnect_gbps: 400\nnccl_min_pct: 80\n", log)
    assert result.verdict == "pass" and result.hardware == []
    assert any("states no gpu_model" in n and "16 × NVIDIA H800" in n for n in result.notes)
    assert any("states no gpu_count" in n for n in result.notes)


@pytest.mark.parametrize("name, model, expected", [
    ("NVIDIA H100 80GB HBM3", "H100", True), ("A100-SXM4-40GB", "A100", True), ("NVIDIA H800", "H800", True),
    ("NVIDIA H200", "H20", False), ("NVIDIA H20", "H200", False), ("NVIDIA H20", "H20", True),
    ("Ascend910B3", "910B", True), ("NVIDIA A800-SXM4-80GB", "A100", False), ("NVIDIA L40S", "L40S", True),
    ("NVIDIA GeForce RTX 2080 SUPER", "H800", False),
])
def test_model_names_match_as_whole_words(name, model, expected):
    assert names_model(name, model) is expected


def test_the_model_a_log_shows_is_named_from_the_known_models():
    assert model_of("NVIDIA H100 80GB HBM3") == "H100"
    assert model_of("A100-SXM4-40GB") == "A100"
    assert model_of("Some Other GPU") is None


# --------------------------------------------------------------------------- nvidia-smi columns


def test_rtx_2080_csv_without_checked_columns_does_not_say_none_out_of_line(tmp_path, write_log):
    result = accept(tmp_path, write_log, H800_CONTRACT, H100_LOG, smi=RTX_SMI)
    (columns,) = [f for f in result.smi if f.field == "columns"]
    assert columns.verdict == "review" and columns.line == 1
    assert columns.message.startswith("none of the checked columns is in the CSV (temperature.gpu, "
                                      "temperature.memory, ecc.errors.uncorrected.volatile.total")
    assert "the health of these 2 GPUs was not checked" in columns.message
    assert "nvidia-smi --query-gpu=index,name,temperature.gpu," in columns.message
    smi_checks = [h for h in result.hardware if h.file == RTX_SMI.name]
    assert [(h.check, h.verdict) for h in smi_checks] == [("gpu_model", "review"), ("gpu_count", "review")]
    assert "1 × NVIDIA GeForce RTX 2080 SUPER, 1 × Some Other GPU, not the contract's gpu_model H800" \
        in smi_checks[0].message
    assert "covers 2 of the contract's 2,048 GPUs" in smi_checks[1].message
    assert "2 GPUs per node where the contract states 8" in smi_checks[1].message


def test_the_terminal_view_names_the_missing_columns(tmp_path, write_log):
    terms = write_log("terms.yaml", H800_CONTRACT)
    result = CliRunner().invoke(app, ["accept", "--lang", "en", "--terms", str(terms), "--nccl", str(H100_LOG), "--smi", str(RTX_SMI),
                                      "--no-db"])
    assert result.exit_code == 0, result.output
    text = " ".join(result.stdout.split())
    assert "none out of line" not in text
    assert "none of the checked columns is in the CSV" in text
    assert "Acceptance test: FAIL" in text  # the H100 log's bandwidth fails: fail outranks review
    assert "gpu model REVIEW: nccl_all_reduce.log (nccl-tests) shows 16 × NVIDIA H100 80GB HBM3 (H100), " \
           "not the contract's gpu_model H800" in text


def test_a_csv_with_some_checked_columns_lists_the_ones_it_lacks(tmp_path, write_log):
    header = "index, name, temperature.gpu, power.draw [W], ecc.errors.uncorrected.volatile.total"
    rows = [f"{i}, NVIDIA H800, 60, 650.00 W, 0" for i in range(8)]
    smi = write_log("smi.csv", "\n".join([header, *rows]) + "\n")
    result = accept(tmp_path, write_log, H800_CONTRACT.replace("gpu_count: 2048", "gpu_count: 8"), H100_LOG, smi=smi)
    (columns,) = [f for f in result.smi if f.field == "columns"]
    assert columns.message.startswith("7 of the 10 health checks did not run, their columns are not in the CSV: "
                                      "temperature.memory, retired_pages.pending, remapped_rows.failure, ")
    assert "clocks.sm" in columns.message and "power.draw," not in columns.value


def test_a_csv_with_every_checked_column_adds_no_column_finding(tmp_path, write_log):
    from slacheck.accept.smi import load_checks

    fields = [c["fields"][0] for c in load_checks()["checks"]] + ["pcie.link.width.max"]
    header = ", ".join(["index", "name"] + fields)
    rows = [", ".join([str(i), "NVIDIA H800"] + ["1"] * len(fields)) for i in range(8)]
    smi = write_log("smi.csv", "\n".join([header, *rows]) + "\n")
    result = accept(tmp_path, write_log, H800_CONTRACT, H100_LOG, smi=smi)
    assert [f for f in result.smi if f.field == "columns"] == []


# --------------------------------------------------------------------------- nominal, both conventions


def test_nominal_in_both_conventions_and_why_busbw_scaled_is_used(tmp_path, write_log):
    result = accept(tmp_path, write_log, H800_CONTRACT, H100_LOG)
    (run,) = result.nccl
    assert (run.nominal_basis, run.line_rate_gbps, run.nominal_busbw_gbps) == ("busbw_scaled", 3200, 6000)
    assert run.busbw_factor == pytest.approx(1.875)
    assert run.network_gbps == pytest.approx(run.measured_busbw_gbps / 1.875)
    assert run.busbw_vs_line_rate_pct == pytest.approx(100 * run.measured_busbw_gbps / 3200)
    assert round(run.measured_pct, 1) == 42.9 and round(run.busbw_vs_line_rate_pct, 1) == 80.4
    text = run.explanation
    assert "nominal in both conventions: NIC line rate 3,200 Gb/s per node, as nccl bus bandwidth 6,000 Gb/s" in text
    assert "judged on the bus-bandwidth figure because busbw is what nccl-tests measures" in text
    assert "1,372.5 Gb/s on each node's NICs, 42.9% of their line rate" in text
    assert "busbw would read 80.4%" in text
    assert run.verdict == "fail"  # 42.9% of what the fabric can carry, whatever a straight reading shows


def test_one_rank_per_node_uses_the_line_rate_and_says_why(tmp_path, write_log, make_nccl_log):
    log = write_log("wide.log", make_nccl_log({GIB: 45.0}, hosts=["a", "b", "c", "d"], gpus_per_host=1))
    result = accept(tmp_path, write_log, "gpus_per_node: 1\ninterconnect_gbps: 400\nnccl_min_pct: 80\n", log)
    (run,) = result.nccl
    assert (run.nominal_basis, run.line_rate_gbps, run.nominal_busbw_gbps) == ("line_rate", 400, 400)
    assert "nominal is the NIC line rate, 400 Gb/s per node (one rank per node" in run.explanation


def test_json_carries_the_hardware_checks_and_both_nominals(tmp_path, write_log):
    terms = write_log("terms.yaml", H800_CONTRACT)
    result = CliRunner().invoke(app, ["accept", "--lang", "en", "--terms", str(terms), "--nccl", str(A100_LOG), "--format", "json",
                                      "--no-db"])
    out = json.loads(result.stdout)
    assert {h["check"]: h["verdict"] for h in out["hardware"]} == {"gpu_model": "review", "gpu_count": "review"}
    assert out["nccl"][0]["line_rate_gbps"] == 3200.0 and out["nccl"][0]["nominal_basis"] == "busbw_scaled"


def test_a_log_without_a_device_list_says_the_gpus_were_not_checked(tmp_path, write_log, make_nccl_log):
    log = write_log("bare.log", make_nccl_log(PASSING, hosts=None))
    result = accept(tmp_path, write_log, H800_CONTRACT, log)
    assert result.hardware == []
    assert any("bare.log (nccl-tests) lists no devices" in n and "not checked" in n for n in result.notes)

