"""Judging nccl-tests bandwidth: bytes vs bits, per-port vs per-node, large sizes only."""

from __future__ import annotations

import pytest

from slacheck.accept.judge import combine_verdicts, judge_nccl_run
from slacheck.accept.nccl import read_nccl_log
from slacheck.models import ContractTerms

GIB = 1024**3
MIB = 1024**2
LARGE = {GIB: None, 2 * GIB: None, 4 * GIB: None}


def terms(**kw):
    base = dict(interconnect="infiniband", interconnect_gbps=400, nccl_min_pct=80, gpus_per_node=8)
    base.update(kw)
    return ContractTerms(**{k: v for k, v in base.items() if v is not None})


@pytest.fixture
def judge(make_nccl_log, write_log):
    def run(busbw_by_size, contract=None, hosts=("n1", "n2", "n3", "n4"), **kw):
        log_kw = {k: kw.pop(k) for k in list(kw) if k in ("wrong", "root", "gpus_per_host")}
        text = make_nccl_log(busbw_by_size, hosts=list(hosts) if hosts else None, **log_kw)
        (nccl_run,) = read_nccl_log(write_log("run.log", text))
        return judge_nccl_run(nccl_run, contract or terms(), **kw)

    return run


def required_gbytes(port_gbps=400, ports=8, ranks=32, nodes=4, pct=80):
    """The documented rule, by hand: ports × port speed × ((n-1)/n)/((N-1)/N) × pct, in GB/s."""
    nominal_gbps = ports * port_gbps * ((ranks - 1) / ranks) / ((nodes - 1) / nodes)
    return nominal_gbps * pct / 100 / 8


def test_just_above_and_just_below_the_contract_threshold(judge):
    need = required_gbytes()
    above = judge({s: need + 0.6 for s in LARGE})  # in-place is 0.5 lower; mean of the better one
    below = judge({s: need - 0.1 for s in LARGE})
    assert above.verdict == "pass"
    assert below.verdict == "fail"
    assert below.required_busbw_gbps == pytest.approx(need * 8)
    assert below.measured_busbw_gbps == pytest.approx(below.measured_busbw_gbytes * 8)
    assert (below.ranks, below.nodes, below.ports_per_node) == (32, 4, 8)
    assert "8 ports × 400 Gb/s = 3,200 Gb/s per node" in below.explanation
    assert "(31/32) / (3/4)" in below.explanation
    assert below.explanation.startswith("FAIL:")


def test_small_messages_do_not_drag_the_verdict_down(judge):
    need = required_gbytes()
    sizes = {8: 0.0, 1024: 0.01, MIB: 5.0, 256 * MIB: 100.0} | {s: need * 1.1 for s in LARGE}
    verdict = judge(sizes)
    assert verdict.verdict == "pass"
    assert verdict.judged_sizes == sorted(LARGE)
    assert verdict.avg_busbw_gbytes == 1.5  # reported, not judged


def test_gb_per_second_is_bytes_not_bits(judge):
    # 400 Gb/s per port = 50 GB/s: a log showing 50 GB/s per port-equivalent is 100%, not 12.5%
    one_node_per_port = terms(gpus_per_node=1)
    verdict = judge({s: 50.0 for s in LARGE}, one_node_per_port, hosts=("a", "b", "c", "d"),
                    gpus_per_host=1)
    # 4 ranks on 4 nodes: factor 1, nominal = 1 port × 400 Gb/s
    assert verdict.nominal_busbw_gbps == pytest.approx(400)
    assert verdict.measured_pct == pytest.approx(100.0)


def test_ports_per_node_follows_contract_or_option(judge):
    need_4_ports = required_gbytes(ports=4)
    contract4 = terms(gpus_per_node=4)
    assert judge({s: need_4_ports + 1 for s in LARGE}, contract4, gpus_per_host=8).ports_per_node == 4
    assert judge({s: need_4_ports + 1 for s in LARGE}, terms(gpus_per_node=None)).ports_per_node == 8
    explicit = judge({s: need_4_ports + 1 for s in LARGE}, terms(), ports_per_node=4)
    assert (explicit.ports_per_node, explicit.verdict) == (4, "pass")
    assert judge({s: need_4_ports + 1 for s in LARGE}, terms()).verdict == "fail"


def test_test_that_stopped_below_one_gib_uses_largest_three_sizes(judge):
    sizes = {64 * MIB: 1.0, 128 * MIB: 400.0, 256 * MIB: 410.0, 512 * MIB: 420.0}
    verdict = judge(sizes)
    assert verdict.judged_sizes == [128 * MIB, 256 * MIB, 512 * MIB]
    assert verdict.measured_busbw_gbytes == pytest.approx(410.0)
    assert "largest 3 sizes" in verdict.explanation
    assert "stopped at 512 MiB, below 1 GiB; rerun with -e 8G" in verdict.explanation


def test_the_rerun_advised_reaches_the_sizes_judged(judge):
    """With --min-size-gib 100 a run to 8 GiB was told to "rerun with -e 8G", as it had; the
    advice now reaches the judged sizes, in nccl-tests' own notation, in both languages."""
    sizes = {GIB: 300.0, 2 * GIB: 310.0, 4 * GIB: 320.0, 8 * GIB: 330.0}
    verdict = judge(sizes, min_size_bytes=100 * GIB)
    assert "the test stopped at 8 GiB, below 100 GiB; rerun with -e 100G for a firmer verdict" in verdict.explanation
    zh = judge(sizes, min_size_bytes=100 * GIB, lang="zh")
    assert "测试止于8 GiB，小于100 GiB；以 -e 100G 重测可得更可靠的结论" in zh.explanation
    half = judge({64 * MIB: 1.0, 128 * MIB: 2.0, 256 * MIB: 3.0}, min_size_bytes=GIB // 2)
    assert "rerun with -e 8G" in half.explanation


def test_single_node_run_is_review_not_pass(judge):
    verdict = judge({s: 1000.0 for s in LARGE}, hosts=("only",))
    assert verdict.verdict == "review"
    assert "one node" in verdict.explanation


def test_unknown_node_count_fail_is_certain_pass_is_not(judge):
    aggregate_80pct_gbytes = 8 * 400 * 0.8 / 8
    assert judge({s: aggregate_80pct_gbytes - 1 for s in LARGE}, hosts=()).verdict == "fail"
    unsure = judge({s: aggregate_80pct_gbytes + 1 for s in LARGE}, hosts=())
    assert unsure.verdict == "review"
    assert "node count is unknown" in unsure.explanation


def test_wrong_results_fail_even_at_full_bandwidth(judge):
    verdict = judge({s: 10_000.0 for s in LARGE}, wrong=2)
    assert verdict.verdict == "fail"
    assert "corrupt" in verdict.explanation


def test_rooted_collective_needs_review(judge):
    assert judge({s: 10_000.0 for s in LARGE}, root=0).verdict == "review"


def test_missing_terms(judge):
    no_speed = judge({s: 300.0 for s in LARGE}, terms(interconnect_gbps=None))
    assert (no_speed.verdict, no_speed.nominal_busbw_gbps) == ("review", None)
    assert "no interconnect_gbps" in no_speed.explanation
    need = required_gbytes()
    no_pct_low = judge({s: need - 5 for s in LARGE}, terms(nccl_min_pct=None))
    assert (no_pct_low.verdict, no_pct_low.min_pct, no_pct_low.min_pct_source) == ("review", 80.0, "default")
    assert judge({s: need + 5 for s in LARGE}, terms(nccl_min_pct=None)).verdict == "pass"


def test_contract_percentage_is_used(judge):
    need90 = required_gbytes(pct=90)
    assert judge({s: need90 - 1 for s in LARGE}, terms(nccl_min_pct=90)).verdict == "fail"
    assert judge({s: need90 - 1 for s in LARGE}, terms(nccl_min_pct=80)).verdict == "pass"


@pytest.mark.parametrize("verdicts, overall", [
    (["pass", "pass"], "pass"), (["pass", "review"], "review"), (["review", "fail", "pass"], "fail"), ([], "review"),
])
def test_combine_verdicts(verdicts, overall):
    assert combine_verdicts(verdicts) == overall
