"""nvidia-smi CSV: units in headers and values, [N/A], [GPU requires reset], GPUs out of line."""

from __future__ import annotations

from pathlib import Path

import pytest

from slacheck.accept.smi import check_gpus, read_smi_csv
from slacheck.errors import SlacheckError

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus"

HEADER = ("index, name, temperature.gpu, power.draw [W], utilization.gpu [%], memory.used [MiB], clocks.sm [MHz], "
          "ecc.errors.uncorrected.volatile.total, pcie.link.width.current, pcie.link.width.max")


def row(i, temp=60, power="650.00 W", sm="1980 MHz", ecc="0", width="16"):
    return f"{i}, NVIDIA H800, {temp}, {power}, 100 %, 70000 MiB, {sm}, {ecc}, {width}, 16"


def write(tmp_path, rows, header=HEADER, name="smi.csv"):
    path = tmp_path / name
    path.write_text("\n".join([header, *rows]) + "\n", encoding="utf-8")
    return path


def findings_for(tmp_path, rows):
    path = write(tmp_path, rows)
    return check_gpus(read_smi_csv(path), path.name)


@pytest.mark.shared("corpus/formats/nvidia_smi")
def test_real_exporter_sample_reads_with_units_stripped():
    gpus = read_smi_csv(CORPUS / "formats/nvidia_smi/nvidia_gpu_exporter_query.csv")
    assert [g.index for g in gpus] == ["0", "1"]
    assert gpus[0].values["memory.used"] == "575"
    assert gpus[0].values["fan.speed"] == "38"
    assert gpus[0].values["serial"] == ""  # [N/A]
    assert check_gpus(gpus, "x.csv") == []


def test_healthy_cluster_has_no_findings(tmp_path):
    assert findings_for(tmp_path, [row(i) for i in range(8)]) == []


def test_hot_gpu_ecc_errors_and_reset_are_failures_with_lines(tmp_path):
    rows = [row(i) for i in range(8)]
    rows[2] = row(2, temp=91)
    rows[5] = row(5, ecc="3")
    rows[6] = row(6).replace("70000 MiB", "[GPU requires reset]")
    got = {(f.gpu, f.field, f.verdict, f.line) for f in findings_for(tmp_path, rows)}
    assert got == {("2", "temperature.gpu", "fail", 4), ("5", "ecc.errors.uncorrected.volatile.total", "fail", 7),
                   ("6", "memory.used", "fail", 8)}


@pytest.mark.parametrize("failed, healthy", [("Yes", "No"), ("1", "0")])
def test_a_failed_row_remap_fails_however_the_driver_prints_it(tmp_path, failed, healthy):
    """remapped_rows.failure is "Yes"/"No" or "1"/"0" by driver (health scripts test both):
    "1", a GPU whose memory could not be remapped, was accepted without a word."""
    header = "index, name, temperature.gpu, retired_pages.pending, remapped_rows.failure"
    rows = [f"{i}, NVIDIA H800, 40, [N/A], {failed if i == 2 else healthy}" for i in range(4)]
    path = write(tmp_path, rows, header=header)
    got = [(f.gpu, f.field, f.value, f.verdict, f.line) for f in check_gpus(read_smi_csv(path), path.name)]
    assert got == [("2", "remapped_rows.failure", failed, "fail", 4)]


def test_gpu_far_below_peers_is_flagged_for_review(tmp_path):
    rows = [row(i) for i in range(8)]
    rows[3] = row(3, power="200.00 W", sm="1100 MHz", width="8")
    got = findings_for(tmp_path, rows)
    assert {(f.gpu, f.field, f.verdict) for f in got} == {
        ("3", "power.draw", "review"), ("3", "clocks.sm", "review"), ("3", "pcie.link.width.current", "review")}
    assert any("1980" in f.message for f in got)  # median of the peers named


def test_not_reported_values_are_not_failed_but_said_not_judged(tmp_path):
    """Not failed (nvidia-smi did not report them), and not passed over either: each check says which GPU it
    could not judge (session 23: they were skipped without a word, as if the GPU had been checked)."""
    rows = [row(i) for i in range(4)]
    rows[1] = row(1, temp="[N/A]", power="[Not Supported]")
    got = findings_for(tmp_path, rows)
    assert [(f.gpu, f.field, f.value, f.verdict, f.line) for f in got] == [
        ("1", "power.draw", "[Not Supported]", "review", 3), ("1", "temperature.gpu", "[N/A]", "review", 3)]


@pytest.mark.parametrize("content, message", [
    ("", "empty file"),
    ("0, NVIDIA H800, 60\n1, NVIDIA H800, 61\n", "not an nvidia-smi CSV header"),
    (HEADER + "\n", "header but no GPU rows"),
    (HEADER + "\n" + row(0) + ", extra\n", "smi.csv:2: row has 11 fields, the header has 10"),
])
def test_bad_csv_names_the_problem(tmp_path, content, message):
    path = tmp_path / "smi.csv"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(SlacheckError, match=message):
        read_smi_csv(path)
