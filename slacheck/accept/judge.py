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
  the largest three sizes when the test stopped below that (bandwidth rises with size: a pass
  there is a pass, a shortfall is ``review``). Measured = the mean over those
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
from .bounds import GIB
from .messages import say, verdict_word
from .models import NcclRun, NcclVerdict, Verdict

DEFAULT_MIN_PCT = 80.0      # SPEC: acceptance bandwidth must reach 80% of nominal
DEFAULT_PORTS_PER_NODE = 8
FALLBACK_TOP_SIZES = 3
RERUN_TO_BYTES = 8 * GIB  # the -e a rerun is advised to reach (and at least the judged sizes)


def default_ports_per_node(terms: ContractTerms) -> int:
    """One NIC per GPU: the contract's gpus_per_node, else 8."""
    return terms.gpus_per_node or DEFAULT_PORTS_PER_NODE


def _size(n: int) -> str:
    for unit, factor in (("GiB", GIB), ("MiB", 1024**2), ("KiB", 1024)):
        if n >= factor and n % factor == 0:
            return f"{n // factor} {unit}"
    return f"{n} B"


def _nccl_size(n: int) -> str:
    """A size as nccl-tests' -b/-e take it: 8G, 512M, 64K, or bytes."""
    for suffix, factor in (("G", GIB), ("M", 1024**2), ("K", 1024)):
        if n >= factor and n % factor == 0:
            return f"{n // factor}{suffix}"
    return str(n)


def _num(x: float) -> str:
    return f"{x:,.1f}".rstrip("0").rstrip(".") if abs(x) < 1e15 else str(x)


def judge_nccl_run(run: NcclRun, terms: ContractTerms, ports_per_node: int | None = None,
                   min_size_bytes: int = GIB, lang: str = "en") -> NcclVerdict:
    """One nccl-tests run against interconnect_gbps × ports and nccl_min_pct (see module doc);
    its explanation in ``lang``."""
    def said(name: str, **fields) -> str:
        return say("nccl", name, lang, **fields)

    ports = ports_per_node or default_ports_per_node(terms)
    port_gbps = terms.interconnect_gbps
    min_pct = terms.nccl_min_pct if terms.nccl_min_pct is not None else DEFAULT_MIN_PCT
    pct_source = "contract" if terms.nccl_min_pct is not None else "default"

    by_size = sorted(run.rows, key=lambda r: r.size_bytes)
    judged = [r for r in by_size if r.size_bytes >= min_size_bytes]
    sizes_note = said("sizes", min_size=_size(min_size_bytes))
    short_run = not judged  # stopped below the sizes judged: a pass there is a pass, a shortfall may not be one
    rerun = _nccl_size(max(RERUN_TO_BYTES, min_size_bytes))
    if short_run:
        judged = by_size[-FALLBACK_TOP_SIZES:]
        sizes_note = said("largest_sizes", count=len(judged), last_size=_size(by_size[-1].size_bytes),
                          min_size=_size(min_size_bytes), rerun=rerun)
    measured_gbytes = sum(r.busbw_gbytes for r in judged) / len(judged)
    measured_gbps = measured_gbytes * 8
    wrong = sum(r.wrong for r in run.rows)

    reasons: list[str] = []
    verdict: Verdict = "pass"
    nominal = required = pct = line_rate = line_rate_pct = network_gbps = factor = None
    n, nodes = run.ranks, run.nodes
    measured_text = said("measured", sizes=sizes_note, gbytes=_num(measured_gbytes), gbps=_num(measured_gbps))

    if port_gbps is None:
        verdict = "review"
        reasons.append(said("no_nominal", measured=measured_text))
    else:
        line_rate = aggregate = ports * port_gbps
        per_port = {"ports_counted": said("one_port" if ports == 1 else "many_ports", ports=ports),
                    "port_gbps": _num(port_gbps)}
        if nodes and nodes >= 2 and n and n > nodes:
            factor = Fraction(n - 1, n) / Fraction(nodes - 1, nodes)
            nominal = aggregate * float(factor)
            nominal_text = said("nominal_scaled", **per_port, aggregate=_num(aggregate),
                               ranks=n, ranks_less=n - 1, nodes=nodes, nodes_less=nodes - 1, nominal=_num(nominal))
        else:
            factor = None
            nominal = aggregate
            nominal_text = said("nominal_line_rate", **per_port, nominal=_num(nominal))
        required = nominal * min_pct / 100
        pct = 100 * measured_gbps / nominal
        line_rate_pct = 100 * measured_gbps / line_rate
        network_gbps = measured_gbps / float(factor) if factor is not None else measured_gbps
        reasons.append(said(f"required_from_{pct_source}", nominal_text=nominal_text, min_pct=_num(min_pct),
                           required=_num(required), measured=measured_text, pct=f"{pct:.1f}"))
        reasons.append(conventions_text(n, nodes, factor, line_rate, nominal, measured_gbps, network_gbps, pct,
                                        line_rate_pct, lang))
        below = measured_gbps < required
        verdict = "fail" if below else "pass"
        if nodes == 1:
            verdict = "review"
            reasons.append(said("one_node"))
        elif not nodes:
            if not below:
                verdict = "review"
            reasons.append(said("unknown_nodes") + ("" if below else said("unknown_nodes_rerun")))
        if any(r.root is not None and r.root >= 0 for r in run.rows):
            verdict = "review"
            reasons.append(said("rooted"))
        if below and short_run and verdict == "fail":
            verdict = "review"
            reasons.append(said("below_sizes_judged", min_size=_size(min_size_bytes), rerun=rerun))
        if below and pct_source == "default" and verdict == "fail":
            verdict = "review"
            reasons.append(said("below_default"))
    if wrong or run.out_of_bounds_ok is False:
        verdict = "fail"
        reasons.append(said("wrong", wrong=wrong, out_of_bounds=run.out_of_bounds or 0))
    return NcclVerdict(
        file=run.file, line=run.header_line, verdict=verdict, ranks=n, nodes=nodes, ports_per_node=ports,
        port_gbps=port_gbps, nominal_busbw_gbps=nominal, line_rate_gbps=line_rate,
        nominal_basis=None if nominal is None else "busbw_scaled" if factor is not None else "line_rate",
        busbw_factor=None if factor is None else float(factor), network_gbps=network_gbps,
        busbw_vs_line_rate_pct=line_rate_pct, min_pct=min_pct, min_pct_source=pct_source,
        required_busbw_gbps=required, judged_sizes=[r.size_bytes for r in judged],
        measured_busbw_gbytes=measured_gbytes, measured_busbw_gbps=measured_gbps, measured_pct=pct,
        avg_busbw_gbytes=run.avg_busbw_gbytes, wrong=wrong,
        explanation=said("head", verdict=verdict_word(verdict, lang), reasons=said("joiner").join(reasons)),
    )


def conventions_text(n: int | None, nodes: int | None, factor: Fraction | None, line_rate: float, nominal: float,
                     measured_gbps: float, network_gbps: float, pct: float, line_rate_pct: float,
                     lang: str = "en") -> str:
    """Nominal in both conventions a vendor may use (NIC line rate; busbw-scaled), and why the
    verdict uses the one it uses."""
    if factor is None:
        why = ("line_rate_one_rank_per_node" if nodes and n and n == nodes else
               "line_rate_unknown_nodes" if not nodes else "line_rate_one_node")
        return say("nccl", why, lang, line_rate=_num(line_rate))
    return say("nccl", "both_conventions", lang, line_rate=_num(line_rate), nominal=_num(nominal), ranks=n,
                  ranks_less=n - 1, nodes=nodes, nodes_less=nodes - 1, measured_gbps=_num(measured_gbps),
                  network_gbps=_num(network_gbps), pct=f"{pct:.1f}", line_rate_pct=f"{line_rate_pct:.1f}")


def combine_verdicts(verdicts: list[Verdict]) -> Verdict:
    """fail if anything failed, else review if anything needs a look, else pass."""
    if "fail" in verdicts:
        return "fail"
    if "review" in verdicts or not verdicts:
        return "review"
    return "pass"


def judge_acceptance(contract: str, terms: ContractTerms, nccl_runs: list[NcclRun], smi_findings: list | None = None,
                     smi_gpus: list | None = None, document_sha256: str | None = None, ports_per_node: int | None = None,
                     min_size_bytes: int = GIB, smi_file: str | None = None, lang: str = "en"):
    """Every nccl run judged, plus nvidia-smi findings and the GPUs the logs show against the
    contract's model and count, into one AcceptResult. ``smi_gpus``: the CSV's rows (``SmiGpu``)."""
    from .hardware import check_hardware
    from .models import AcceptResult

    verdicts = [judge_nccl_run(run, terms, ports_per_node, min_size_bytes, lang) for run in nccl_runs]
    smi_findings = smi_findings or []
    rows = smi_gpus or []
    hardware, hardware_notes = check_hardware(terms, nccl_runs, rows, smi_file if rows else None,
                                              rows[0].header_line if rows else 1, lang)
    notes = []
    if terms.interconnect_gbps is None:
        notes.append(say("notes", "no_interconnect", lang))
    if terms.nccl_min_pct is None:
        notes.append(say("notes", "no_min_pct", lang, min_pct=f"{DEFAULT_MIN_PCT:g}"))
    notes.extend(hardware_notes)
    overall = combine_verdicts([v.verdict for v in verdicts] + [f.verdict for f in smi_findings]
                               + [h.verdict for h in hardware])
    return AcceptResult(contract=contract, document_sha256=document_sha256, verdict=overall, nccl=verdicts,
                        smi=smi_findings, smi_gpus=len(rows), hardware=hardware,
                        notes=notes, language=lang)
