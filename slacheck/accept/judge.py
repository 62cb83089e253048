"""Judge nccl-tests results against the contract's interconnect terms.

The numbers that decide acceptance, stated once:

- Units. nccl-tests prints GB/s (gigabytes); contracts state Gb/s (gigabits) per port, so
  measured bandwidth is multiplied by 8 before comparing.
- Nominal. Across nodes, bus bandwidth is bounded by each node's NIC bandwidth:
  ``ports_per_node × interconnect_gbps`` (default ports: the contract's ``gpus_per_node``,
  else 8 — one NIC per GPU, the usual rail-optimised H-class node). For all_reduce,
  reduce_scatter, all_gather and alltoall, busbw counts ``(n-1)/n`` of the data per rank while
  only ``(N-1)/N`` of it has to cross the node boundary (n ranks, N nodes), so the bound is
  ``ports × port_gbps × ((n-1)/n) / ((N-1)/N)``: 1.875× the NIC line rate for 16 ranks on 2
  nodes, tending to 1× on many nodes. n and N come from the log's "# Using devices" lines.
- Sizes. Judged on the large messages only (the log's "Avg bus bandwidth" over all sizes is
  dominated by small-message latency): every size ≥ ``min_size_bytes`` (1 GiB by default), or
  the largest three sizes when the test stopped below that. Measured = the mean over those
  sizes of the better of out-of-place and in-place busbw.
- Verdict. pass when measured ≥ ``nccl_min_pct`` % of nominal; fail below it, or on any
  ``#wrong``/out-of-bounds result. review when the answer cannot be trusted either way: a
  single-node run (tests NVLink, not the fabric), a rooted collective (broadcast/reduce), no
  ``interconnect_gbps`` in the contract, an unknown node count with a passing result (the
  many-node bound is the lowest, so only a fail is certain), or a shortfall against the
  80% market default when the contract states no ``nccl_min_pct``.
"""

from __future__ import annotations

from fractions import Fraction

from ..models import ContractTerms
from .models import NcclRun, NcclVerdict, Verdict

GIB = 1024**3
DEFAULT_MIN_PCT = 80.0      # SPEC: acceptance bandwidth must reach 80% of nominal
DEFAULT_PORTS_PER_NODE = 8
FALLBACK_TOP_SIZES = 3


def default_ports_per_node(terms: ContractTerms) -> int:
    """One NIC per GPU: the contract's gpus_per_node, else 8."""
    return terms.gpus_per_node or DEFAULT_PORTS_PER_NODE


def _size(n: int) -> str:
    for unit, factor in (("GiB", GIB), ("MiB", 1024**2), ("KiB", 1024)):
        if n >= factor and n % factor == 0:
            return f"{n // factor} {unit}"
    return f"{n} B"


def _num(x: float) -> str:
    return f"{x:,.1f}".rstrip("0").rstrip(".") if abs(x) < 1e15 else str(x)


def judge_nccl_run(run: NcclRun, terms: ContractTerms, ports_per_node: int | None = None,
                   min_size_bytes: int = GIB) -> NcclVerdict:
    """One nccl-tests run against interconnect_gbps × ports and nccl_min_pct (see module doc)."""
    ports = ports_per_node or default_ports_per_node(terms)
    port_gbps = terms.interconnect_gbps
    min_pct = terms.nccl_min_pct if terms.nccl_min_pct is not None else DEFAULT_MIN_PCT
    pct_source = "contract" if terms.nccl_min_pct is not None else "default"

    by_size = sorted(run.rows, key=lambda r: r.size_bytes)
    judged = [r for r in by_size if r.size_bytes >= min_size_bytes]
    sizes_note = f"sizes ≥ {_size(min_size_bytes)}"
    if not judged:
        judged = by_size[-FALLBACK_TOP_SIZES:]
        sizes_note = (f"the largest {len(judged)} sizes (the test stopped at {_size(by_size[-1].size_bytes)}, "
                      f"below {_size(min_size_bytes)}; rerun with -e 8G for a firmer verdict)")
    measured_gbytes = sum(r.busbw_gbytes for r in judged) / len(judged)
    measured_gbps = measured_gbytes * 8
    wrong = sum(r.wrong for r in run.rows)

    reasons: list[str] = []
    verdict: Verdict = "pass"
    nominal = required = pct = line_rate = line_rate_pct = network_gbps = factor = None
    n, nodes = run.ranks, run.nodes
    measured_text = (f"measured busbw over {sizes_note}: mean {_num(measured_gbytes)} GB/s × 8 = "
                     f"{_num(measured_gbps)} Gb/s")

    if port_gbps is None:
        verdict = "review"
        reasons.append(f"{measured_text}; the contract states no interconnect_gbps, so there is no nominal "
                       "bandwidth to compare with")
    else:
        line_rate = aggregate = ports * port_gbps
        if nodes and nodes >= 2 and n and n > nodes:
            factor = Fraction(n - 1, n) / Fraction(nodes - 1, nodes)
            nominal = aggregate * float(factor)
            nominal_text = (f"{ports} ports × {_num(port_gbps)} Gb/s = {_num(aggregate)} Gb/s per node; with {n} ranks "
                            f"on {nodes} nodes busbw can reach {_num(aggregate)} × ({n - 1}/{n}) / "
                            f"({nodes - 1}/{nodes}) = {_num(nominal)} Gb/s")
        else:
            factor = None
            nominal = aggregate
            nominal_text = f"{ports} ports × {_num(port_gbps)} Gb/s = {_num(nominal)} Gb/s per node"
        required = nominal * min_pct / 100
        pct = 100 * measured_gbps / nominal
        line_rate_pct = 100 * measured_gbps / line_rate
        network_gbps = measured_gbps / float(factor) if factor is not None else measured_gbps
        source = "the contract's" if pct_source == "contract" else "the market-default (contract states none)"
        reasons.append(f"{nominal_text}; {source} {_num(min_pct)}% is {_num(required)} Gb/s; {measured_text} = "
                       f"{pct:.1f}% of nominal")
        reasons.append(conventions_text(n, nodes, factor, line_rate, nominal, measured_gbps, network_gbps, pct,
                                        line_rate_pct))
        below = measured_gbps < required
        verdict = "fail" if below else "pass"
        if nodes == 1:
            verdict = "review"
            reasons.append("all ranks ran on one node: the test measured NVLink/PCIe inside the node, not the "
                           "inter-node fabric; run it across at least two nodes")
        elif not nodes:
            if not below:
                verdict = "review"
            reasons.append("the log has no '# Using devices' lines, so the node count is unknown; nominal assumes "
                           "many nodes (the lowest bound), so a pass is not certain"
                           + ("" if below else " — rerun keeping the device list"))
        if any(r.root is not None and r.root >= 0 for r in run.rows):
            verdict = "review"
            reasons.append("rooted collective (broadcast/reduce): the bound above is for all_reduce-type "
                           "collectives; judge acceptance on all_reduce_perf")
        if below and pct_source == "default" and verdict == "fail":
            verdict = "review"
            reasons.append("below 80% of nominal, but the contract states no nccl_min_pct to hold the vendor to")
    if wrong or run.out_of_bounds_ok is False:
        verdict = "fail"
        reasons.append(f"{wrong} wrong results / {run.out_of_bounds or 0} out-of-bounds values: the collective "
                       "returned corrupt data")
    head = {"pass": "PASS", "fail": "FAIL", "review": "REVIEW"}[verdict]
    return NcclVerdict(
        file=run.file, line=run.header_line, verdict=verdict, ranks=n, nodes=nodes, ports_per_node=ports,
        port_gbps=port_gbps, nominal_busbw_gbps=nominal, line_rate_gbps=line_rate,
        nominal_basis=None if nominal is None else "busbw_scaled" if factor is not None else "line_rate",
        busbw_factor=None if factor is None else float(factor), network_gbps=network_gbps,
        busbw_vs_line_rate_pct=line_rate_pct, min_pct=min_pct, min_pct_source=pct_source,
        required_busbw_gbps=required, judged_sizes=[r.size_bytes for r in judged],
        measured_busbw_gbytes=measured_gbytes, measured_busbw_gbps=measured_gbps, measured_pct=pct,
        avg_busbw_gbytes=run.avg_busbw_gbytes, wrong=wrong,
        explanation=f"{head}: " + "; ".join(reasons) + ".",
    )


def conventions_text(n: int | None, nodes: int | None, factor: Fraction | None, line_rate: float, nominal: float,
                     measured_gbps: float, network_gbps: float, pct: float, line_rate_pct: float) -> str:
    """Nominal in both conventions a vendor may use (NIC line rate; busbw-scaled), and why the
    verdict uses the one it uses."""
    if factor is None:
        why = ("one rank per node: busbw is the traffic the NICs carried" if nodes and n and n == nodes else
               "the node count is unknown: the line rate is the many-node bound" if not nodes else
               "a single node: the NICs are not in the test")
        return f"nominal is the NIC line rate, {_num(line_rate)} Gb/s per node ({why})"
    return (f"nominal in both conventions: NIC line rate {_num(line_rate)} Gb/s per node, as nccl bus bandwidth "
            f"{_num(nominal)} Gb/s; judged on the bus-bandwidth figure because busbw is what nccl-tests measures, "
            f"and with {n} ranks on {nodes} nodes it counts {n - 1}/{n} of each rank's data while only "
            f"{nodes - 1}/{nodes} of it crosses the network: the measured {_num(measured_gbps)} Gb/s busbw is "
            f"{_num(network_gbps)} Gb/s on each node's NICs, {pct:.1f}% of their line rate (set straight against "
            f"the line rate, busbw would read {line_rate_pct:.1f}%, counting traffic that stayed inside the node "
            "as network bandwidth)")


def combine_verdicts(verdicts: list[Verdict]) -> Verdict:
    """fail if anything failed, else review if anything needs a look, else pass."""
    if "fail" in verdicts:
        return "fail"
    if "review" in verdicts or not verdicts:
        return "review"
    return "pass"


def judge_acceptance(contract: str, terms: ContractTerms, nccl_runs: list[NcclRun], smi_findings: list | None = None,
                     smi_gpus: list | None = None, document_sha256: str | None = None, ports_per_node: int | None = None,
                     min_size_bytes: int = GIB, smi_file: str | None = None):
    """Every nccl run judged, plus nvidia-smi findings and the GPUs the logs show against the
    contract's model and count, into one AcceptResult. ``smi_gpus``: the CSV's rows (``SmiGpu``)."""
    from .hardware import check_hardware
    from .models import AcceptResult

    verdicts = [judge_nccl_run(run, terms, ports_per_node, min_size_bytes) for run in nccl_runs]
    smi_findings = smi_findings or []
    rows = smi_gpus or []
    hardware, hardware_notes = check_hardware(terms, nccl_runs, rows, smi_file if rows else None,
                                              rows[0].header_line if rows else 1)
    notes = []
    if terms.interconnect_gbps is None:
        notes.append("contract states no interconnect_gbps: bandwidth cannot be judged")
    if terms.nccl_min_pct is None:
        notes.append(f"contract states no nccl_min_pct: {DEFAULT_MIN_PCT:g}% (market practice) used for reference")
    notes.extend(hardware_notes)
    overall = combine_verdicts([v.verdict for v in verdicts] + [f.verdict for f in smi_findings]
                               + [h.verdict for h in hardware])
    return AcceptResult(contract=contract, document_sha256=document_sha256, verdict=overall, nccl=verdicts,
                        smi=smi_findings, smi_gpus=len(rows), hardware=hardware,
                        notes=notes)
