"""Vendors side by side: the checklist status matrix, a weighted score and a rank (SPEC §2).

Score = 100 × Σ weight × points / Σ weight, with points pass 1, review 0.5, fail and
missing 0, and weights from the checklist. Ties share a rank (1, 1, 3). With a workload,
each vendor also gets the estimated cost and duration of the run (``workload.py``), and the
workload's hard constraints are gates before the score: a vendor that misses the deadline, sits
outside the acceptable regions or offers another GPU model ranks after every vendor that meets
them, whatever its score (procurement cannot pick it); one whose gates cannot be checked ranks
between the two. Costs can be put in one currency at given rates (``--fx USD=7.1``).
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from typing import Literal, Sequence

from ..models import CheckResult, DocumentInfo, Frozen, Term, default_language
from .engine import blocking_findings, check_terms
from .schema import Checklist
from .workload import CostEstimate, Workload, convert_cost, estimate_cost

POINTS = {"pass": Decimal(1), "review": Decimal("0.5"), "fail": Decimal(0), "missing": Decimal(0)}


class RuleColumn(Frozen):
    rule: str
    title: str
    severity: str
    weight: float


class Gate(Frozen):
    """One hard constraint of the workload, checked against one vendor."""

    gate: Literal["deadline", "region", "gpu_model"]
    status: Literal["pass", "fail", "unknown"]
    detail: str


class VendorScore(Frozen):
    document: DocumentInfo
    statuses: dict[str, str]  # rule id -> status
    score: float  # 0-100, two decimals
    rank: int
    blockers: list[str]  # blocker rules that fail, are missing or need review (engine.blocking_findings)
    cost: CostEstimate | None = None
    gates: list[Gate] = []
    eligible: bool | None = True  # every gate passes (None: some cannot be checked; False: one fails)


class ScoreResult(Frozen):
    """``slacheck score`` output: vendors in the order given, each with its rank."""

    checklist: str
    rules: list[RuleColumn]
    vendors: list[VendorScore]
    workload: Workload | None = None
    currency: str | None = None  # the one currency costs are shown in (with --fx)
    fx: dict[str, Decimal] = {}  # 1 unit of each currency in ``currency``


def weighted_score(result: CheckResult) -> Decimal:
    """0-100: the share of the checklist's weight the contract earns."""
    total = sum(Decimal(str(f.weight)) for f in result.findings)
    if total == 0:
        return Decimal(0)
    earned = sum(Decimal(str(f.weight)) * POINTS[f.status] for f in result.findings)
    return (100 * earned / total).quantize(Decimal("0.01"), ROUND_HALF_UP)


def rank_scores(scores: Sequence[Decimal]) -> list[int]:
    """Competition ranking: the highest score is 1, equal scores share a rank."""
    return [1 + sum(1 for other in scores if other > s) for s in scores]


ELIGIBILITY_ORDER = (True, None, False)  # gates met, cannot be checked, missed


def check_gates(workload: Workload, terms: list[Term], cost: CostEstimate) -> list[Gate]:
    """The workload's hard constraints against one vendor: deadline, region, GPU model."""
    values = {t.key: t.value for t in terms}
    gates = []
    if workload.deadline_days is not None:
        if cost.deadline_met is None:
            gates.append(Gate(gate="deadline", status="unknown",
                              detail=f"delivery + run time unknown, against {workload.deadline_days} days"))
        else:
            gates.append(Gate(gate="deadline", status="pass" if cost.deadline_met else "fail",
                              detail=f"{cost.total_days} days (delivery + run) against {workload.deadline_days}"))
    if workload.regions:
        gates.append(_listed_gate("region", values.get("location"), workload.regions, "location",
                                  lambda site: any(r.casefold() in site.casefold() for r in workload.regions)))
    if workload.gpu_models:
        gates.append(_listed_gate("gpu_model", values.get("gpu_model"), workload.gpu_models, "GPU model",
                                  lambda model: model.upper() in workload.gpu_models))
    return gates


def _listed_gate(gate: str, stated, wanted: list[str], what: str, accepts) -> Gate:
    """A gate that accepts the contract's value when it is one of the workload's ``wanted``."""
    listed = " / ".join(wanted)
    if not stated:
        return Gate(gate=gate, status="unknown", detail=f"{what} not stated (wanted {listed})")
    return Gate(gate=gate, status="pass" if accepts(str(stated)) else "fail", detail=f"{stated} (wanted {listed})")


def eligibility(gates: list[Gate]) -> bool | None:
    if any(g.status == "fail" for g in gates):
        return False
    return None if any(g.status == "unknown" for g in gates) else True


def rank_vendors(eligible: Sequence[bool | None], scores: Sequence[Decimal]) -> list[int]:
    """Gates first, then score: every vendor that meets the gates ranks above every one that
    cannot be checked, and those above every one that misses a gate; equal places share a rank."""
    keys = [(ELIGIBILITY_ORDER.index(e), -s) for e, s in zip(eligible, scores)]
    return [1 + sum(1 for other in keys if other < key) for key in keys]


def score_vendors(contracts: Sequence[tuple[DocumentInfo, list[Term]]], checklist: Checklist,
                  workload: Workload | None = None, lang: str | None = None, currency: str | None = None,
                  fx: dict[str, Decimal] | None = None) -> ScoreResult:
    """Score each (document, terms) against ``checklist``; with a workload, cost the run, check
    its gates and rank by them first; with ``currency`` (and ``fx`` rates), convert the costs. Titles and
    reasons are in ``lang``, by default the contracts' (``models.default_language``)."""
    lang = lang or default_language(info.language for info, _terms in contracts)
    results = [check_terms(terms, checklist, info, lang) for info, terms in contracts]
    scores = [weighted_score(r) for r in results]
    costs: list[CostEstimate | None] = []
    gates: list[list[Gate]] = []
    for info, terms in contracts:
        cost = estimate_cost(workload, terms, info.language) if workload is not None else None
        if cost is not None and (currency or fx):
            cost = convert_cost(cost, currency or "CNY", fx or {})
        costs.append(cost)
        gates.append(check_gates(workload, terms, cost) if cost is not None else [])
    eligible = [eligibility(g) for g in gates]
    ranks = rank_vendors(eligible, scores)
    vendors = []
    for (info, terms), result, score, rank, cost, vendor_gates, ok in zip(contracts, results, scores, ranks, costs,
                                                                             gates, eligible):
        vendors.append(VendorScore(
            document=info,
            statuses={f.rule: f.status for f in result.findings},
            score=float(score),
            rank=rank,
            blockers=[f.rule for f in blocking_findings(result)],
            cost=cost,
            gates=vendor_gates,
            eligible=ok,
        ))
    columns = [RuleColumn(rule=r.id, title=r.title[lang], severity=r.severity, weight=r.weight) for r in checklist.rules]
    return ScoreResult(checklist=checklist.name, rules=columns, vendors=vendors, workload=workload,
                       currency=(currency or "CNY") if (currency or fx) else None, fx=fx or {})
