"""accept --smi: a checked column holding a value nvidia-smi did not report ('[N/A]', '[Not Supported]',
'N/A') or one that is not a number left that check unrun for the GPU without a word, and the result read
"none out of line". Now the check is reported as not judged (review), naming the file, line and value."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from slacheck.cli import app

GIB = 1024**3
TERMS = "gpu_model: H800\ngpus_per_node: 8\ninterconnect: infiniband\ninterconnect_gbps: 400\nnccl_min_pct: 80\n"
HEADER = ("index, name, temperature.gpu, temperature.memory, ecc.errors.uncorrected.volatile.total, "
          "retired_pages.pending, remapped_rows.failure, clocks_event_reasons.hw_slowdown, "
          "clocks_event_reasons.hw_thermal_slowdown, clocks.sm [MHz], power.draw [W], pcie.link.width.current, "
          "pcie.link.width.max")  # every column the health checks read


def healthy(i, temp="45", ecc="0", retired="No", remapped="No", power="650.00 W"):
    return (f"{i}, NVIDIA H800, {temp}, 60, {ecc}, {retired}, {remapped}, Not Active, Not Active, 1980 MHz, {power}, "
            "16, 16")


def accept(tmp_path, make_nccl_log, rows, *extra):
    (tmp_path / "terms.yaml").write_text(TERMS, encoding="utf-8")
    (tmp_path / "n.log").write_text(make_nccl_log({GIB: 610.0}, hosts=["a", "b"]), encoding="utf-8")
    (tmp_path / "gpus.csv").write_text("\n".join([HEADER, *rows]) + "\n", encoding="utf-8")
    return CliRunner().invoke(app, ["accept", "--terms", str(tmp_path / "terms.yaml"), "--nccl",
                                    str(tmp_path / "n.log"), "--smi", str(tmp_path / "gpus.csv"), "--no-db",
                                    "--lang", "en", *extra])


@pytest.mark.parametrize("cell", ["[N/A]", "[Not Supported]", "N/A", "hot"])
def test_a_temperature_nvidia_smi_did_not_give_is_said_not_judged(tmp_path, make_nccl_log, cell):
    rows = [healthy(i) for i in range(8)]
    rows[2] = healthy(2, temp=cell)
    done = accept(tmp_path, make_nccl_log, rows, "--format", "json")
    assert done.exit_code == 0, done.output
    out = json.loads(done.stdout)
    assert [(f["file"], f["line"], f["gpu"], f["field"], f["value"], f["verdict"]) for f in out["smi"]] == [
        ("gpus.csv", 4, "2", "temperature.gpu", cell, "review")]
    assert out["smi"][0]["message"] == (
        f"the temperature check was not judged on 1 of 8 GPUs, nvidia-smi gave no value it can judge: "
        f"temperature.gpu is '{cell}' (gpus.csv:4, GPU 2); query a driver and GPU that report it, or check these "
        f"GPUs by hand")
    assert out["verdict"] == "review"  # the nccl run passed; an unchecked GPU is not an accepted one


def test_the_terminal_says_it_too_and_counts_many_gpus_in_one_line(tmp_path, make_nccl_log):
    rows = [healthy(i, ecc="[N/A]" if i else "0") for i in range(8)]
    done = accept(tmp_path, make_nccl_log, rows)
    assert done.exit_code == 0, done.output
    text = " ".join(done.stdout.split())
    assert "none out of line" not in text
    assert ("ecc-uncorrected check was not judged on 7 of 8 GPUs" in text
            and "(gpus.csv:3, GPU 1)" in text and "and 2 more" in text)


def test_retired_pages_na_on_a_gpu_that_remaps_rows_is_no_finding(tmp_path, make_nccl_log):
    """A near miss: H100-class GPUs print [N/A] for retired pages because they remap rows instead; where
    row remapping is reported, nothing went unchecked (replaced_by in smi_checks.yaml)."""
    rows = [healthy(i, retired="[N/A]") for i in range(8)]
    done = accept(tmp_path, make_nccl_log, rows, "--format", "json")
    assert json.loads(done.stdout)["smi"] == []
    rows = [healthy(i, retired="[N/A]", remapped="[N/A]") for i in range(8)]
    done = accept(tmp_path, make_nccl_log, rows, "--format", "json")
    assert [(f["field"], f["gpu"]) for f in json.loads(done.stdout)["smi"]] == [
        ("remapped_rows.failure", "0,1,2,3,4…"), ("retired_pages.pending", "0,1,2,3,4…")]
