"""nccl-tests logs: plain, MPI-tagged and srun-labelled output; bad logs name file:line."""

from __future__ import annotations

from pathlib import Path

import pytest

from slacheck.accept.nccl import read_nccl_log
from slacheck.errors import SlacheckError

GIB = 1024**3
CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus"


@pytest.mark.shared("corpus/formats/nccl_tests")
def test_real_h100_log_reads_every_size_devices_and_average(tmp_path):
    (run,) = read_nccl_log(CORPUS / "formats/nccl_tests/all_reduce_perf_2node_16xH100_gcp_a3mega.log")
    assert (run.ranks, run.nodes, run.device) == (16, 2, "NVIDIA H100 80GB HBM3")
    assert len(run.rows) == 31
    assert run.rows[0].size_bytes == 8 and run.rows[-1].size_bytes == 8 * GIB
    last = run.rows[-1]
    assert (last.oop_busbw_gbytes, last.ip_busbw_gbytes, last.oop_wrong, last.root) == (338.82, 337.35, 0, -1)
    assert run.avg_busbw_gbytes == 70.742
    assert run.out_of_bounds_ok is True


@pytest.mark.shared("corpus/formats/nccl_tests")
def test_real_mpi_prefixed_old_layout_without_root_column():
    (run,) = read_nccl_log(CORPUS / "formats/nccl_tests/all_reduce_perf_2node_16xA100_p4d_efa_mpi_prefixed.log")
    assert (run.ranks, run.nodes) == (16, 2)
    assert len(run.rows) == 30
    last = run.rows[-1]
    assert (last.size_bytes, last.oop_busbw_gbytes, last.ip_busbw_gbytes) == (4 * GIB, 43.81, 43.72)
    assert last.root is None and last.oop_wrong is None  # "error" column, not "#wrong"
    assert run.avg_busbw_gbytes == 11.2432


@pytest.mark.parametrize("prefix", ["", "[1,0]<stdout>:", "0: "])
def test_launcher_prefixes_and_interleaved_nccl_info_lines(make_nccl_log, write_log, prefix):
    text = make_nccl_log({GIB: 300.0, 2 * GIB: 310.0}, hosts=["a", "b", "c"], prefix=prefix, info_noise=True)
    (run,) = read_nccl_log(write_log("x.log", text))
    assert [(r.size_bytes, r.oop_busbw_gbytes) for r in run.rows] == [(GIB, 300.0), (2 * GIB, 310.0)]
    assert (run.ranks, run.nodes) == (24, 3)


def test_two_runs_in_one_log_are_kept_apart(make_nccl_log, write_log):
    text = make_nccl_log({GIB: 100.0}, hosts=["a", "b"]) + make_nccl_log({GIB: 200.0}, hosts=["c"])
    runs = read_nccl_log(write_log("two.log", text))
    assert [(r.nodes, r.rows[0].oop_busbw_gbytes) for r in runs] == [(2, 100.0), (1, 200.0)]


def test_wrong_results_and_na_validation_are_read(make_nccl_log, write_log):
    (run,) = read_nccl_log(write_log("w.log", make_nccl_log({GIB: 100.0}, wrong=3)))
    assert run.rows[0].wrong == 6 and run.out_of_bounds_ok is False
    na = make_nccl_log({GIB: 100.0}).replace("      0 ", "    N/A ")
    (run,) = read_nccl_log(write_log("na.log", na))
    assert run.rows[0].oop_wrong is None


def test_truncated_row_names_its_line(make_nccl_log, write_log):
    text = make_nccl_log({GIB: 100.0, 2 * GIB: 200.0}, avg=None)
    lines = text.splitlines()
    cut = next(i for i, ln in enumerate(lines) if ln.strip().startswith(str(2 * GIB)))
    lines[cut] = lines[cut][:60]
    path = write_log("cut.log", "\n".join(lines[: cut + 1]) + "\n")
    with pytest.raises(SlacheckError) as err:
        read_nccl_log(path)
    assert str(err.value).startswith(f"cut.log:{cut + 1}: table row has")


def test_non_numeric_bandwidth_names_column_and_line(make_nccl_log, write_log):
    text = make_nccl_log({GIB: 123.45})
    with pytest.raises(SlacheckError, match=r"bad.log:\d+: column busbw: 'nan' is not a finite number"):
        read_nccl_log(write_log("bad.log", text.replace("123.45", "nan", 1)))


@pytest.mark.parametrize("content, message", [
    ("hello\nthis is not nccl\n", "no nccl-tests result table found"),
    ("", "no nccl-tests result table found"),
])
def test_not_a_log(write_log, content, message):
    with pytest.raises(SlacheckError, match=f"notes.log: {message}"):
        read_nccl_log(write_log("notes.log", content))


def test_binary_and_missing_files(tmp_path):
    junk = tmp_path / "junk.log"
    junk.write_bytes(b"\x7fELF\x00\x01\x02" * 100)
    with pytest.raises(SlacheckError, match="junk.log: binary data"):
        read_nccl_log(junk)
    with pytest.raises(SlacheckError, match="absent.log: file not found"):
        read_nccl_log(tmp_path / "absent.log")
