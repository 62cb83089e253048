"""Vendors side by side: the checklist status matrix, a weighted score and a rank (SPEC §2).

Score = 100 × Σ weight × points / Σ weight, with points pass 1, review 0.5, fail and
missing 0, and weights from the checklist. Ties share a rank (1, 1, 3). With a workload,
each vendor also gets the estimated cost and duration of the run (``workload.py``).
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from typing import Sequence

from ..models import CheckResult, DocumentInfo, Frozen, Term
from .engine import blocking_findings, check_terms
from .schema import Checklist
from .workload import CostEstimate, Workload, estimate_cost

POINTS = {"pass": Decimal(1), "review": Decimal("0.5"), "fail": Decimal(0), "missing": Decimal(0)}


class RuleColumn(Frozen):
    rule: str
    title: str
    severity: str
    weight: float


class VendorScore(Frozen):
    document: DocumentInfo
    statuses: dict[str, str]  # rule id -> status
    score: float  # 0-100, two decimals
    rank: int
    blockers: list[str]  # blocker rules that fail, are missing or need review (engine.blocking_findings)
    cost: CostEstimate | None = None


class ScoreResult(Frozen):
    """``slacheck score`` output: vendors in the order given, each with its rank."""

    checklist: str
    rules: list[RuleColumn]
    vendors: list[VendorScore]
    workload: Workload | None = None


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


def score_vendors(contracts: Sequence[tuple[DocumentInfo, list[Term]]], checklist: Checklist,
                  workload: Workload | None = None, lang: str = "en") -> ScoreResult:
    """Score each (document, terms) against ``checklist``; cost the workload if given."""
    results = [check_terms(terms, checklist, info, lang) for info, terms in contracts]
    scores = [weighted_score(r) for r in results]
    ranks = rank_scores(scores)
    vendors = []
    for (info, terms), result, score, rank in zip(contracts, results, scores, ranks):
        vendors.append(VendorScore(
            document=info,
            statuses={f.rule: f.status for f in result.findings},
            score=float(score),
            rank=rank,
            blockers=[f.rule for f in blocking_findings(result)],
            cost=estimate_cost(workload, terms) if workload is not None else None,
        ))
    columns = [RuleColumn(rule=r.id, title=r.title[lang], severity=r.severity, weight=r.weight) for r in checklist.rules]
    return ScoreResult(checklist=checklist.name, rules=columns, vendors=vendors, workload=workload)
