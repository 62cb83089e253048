"""api.accept refuses ports_per_node and min_size_bytes outside the bounds the CLI's --ports-per-node and
--min-size-gib have (one place: slacheck/accept/bounds.py): without them a typo was judged on
"4e+25 Gb/s per node"."""

from __future__ import annotations

from pathlib import Path

import pytest

from slacheck import api
from slacheck.accept.bounds import GIB

ROOT = Path(__file__).resolve().parents[2]
H100_LOG = ROOT / "fixtures" / "demo" / "nccl_all_reduce.log"  # a real run: 16 H100s on 2 nodes
H800 = ("language: en\ngpu_model: H800\ngpu_count: 2048\ngpus_per_node: 8\ninterconnect: infiniband\n"
        "interconnect_gbps: 400\nnccl_min_pct: 80\n")


@pytest.fixture
def terms(tmp_path):
    path = tmp_path / "terms.yaml"
    path.write_text(H800, encoding="utf-8")
    return path


@pytest.mark.parametrize("ports, message", [
    (10**23, "ports_per_node must be from 1 to 1024 (got 100000000000000000000000)"),
    (1025, "ports_per_node must be from 1 to 1024 (got 1025)"),
    (0, "ports_per_node must be from 1 to 1024 (got 0)"),  # was read as "not given": the contract's 8
    (-4, "ports_per_node must be from 1 to 1024 (got -4)"),
    (4.5, "ports_per_node must be a whole number (got 4.5)"),
    ("8", "ports_per_node must be a whole number (got '8')")])
def test_ports_per_node_outside_the_clis_bounds_is_refused(terms, ports, message):
    with pytest.raises(ValueError) as raised:
        api.accept([H100_LOG], terms=terms, ports_per_node=ports)
    assert str(raised.value) == message


@pytest.mark.parametrize("size", [1025 * GIB, -1, float("nan"), float("inf"), "1"])
def test_min_size_bytes_outside_the_clis_bounds_is_refused(terms, size):
    with pytest.raises(ValueError) as raised:
        api.accept([H100_LOG], terms=terms, min_size_bytes=size)
    assert str(raised.value) == f"min_size_bytes must be from 0 to {1024 * GIB} (1024 GiB) (got {size!r})"


def test_the_bounds_themselves_are_judged_on(terms):
    explicit = api.accept([H100_LOG], terms=terms, ports_per_node=1024, min_size_bytes=1024 * GIB)
    assert explicit.nccl[0].ports_per_node == 1024
    one = api.accept([H100_LOG], terms=terms, ports_per_node=1)
    assert one.nccl[0].ports_per_node == 1 and one.nccl[0].verdict == "pass"
    # "1 ports × 400 Gb/s" was the English; 8 stays "8 ports" (test_judge), Chinese takes no plural
    assert one.nccl[0].explanation.startswith("PASS: 1 port × 400 Gb/s = 400 Gb/s per node;")


def test_a_smallest_size_of_zero_judges_every_size_not_the_default_gib(terms):
    # min_size_bytes=0 (--min-size-gib 0) was read as "not given" and judged on 1 GiB and up only
    default = api.accept([H100_LOG], terms=terms)
    every = api.accept([H100_LOG], terms=terms, min_size_bytes=0)
    assert "over sizes ≥ 1 GiB: mean 321.7 GB/s" in default.nccl[0].explanation
    assert "over sizes ≥ 0 B: mean 70.9 GB/s" in every.nccl[0].explanation
