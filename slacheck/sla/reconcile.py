"""Reconcile our incident log with the vendor's report (SPEC §2 ``reconcile``).

Two incidents overlap when their times overlap (touching does not count: nothing was down
together) and they share a unit (``*`` shares every unit; under a cluster SLA every unit is
the one cluster). Pairs are one to one, as a person would pair two logs: the pairs with the
most time in common are taken first, and each incident is paired at most once. An incident
that overlaps the other side only where that side is already paired (the vendor logged two
of ours as one, say) is listed under ``overlapping`` with the incidents it overlaps, not as
one-sided. Only incidents that overlap nothing on the other side are ours-only or
theirs-only. The credit each side's log implies is computed with the same engine.
"""

from __future__ import annotations

import bisect
from datetime import date

from pydantic import BaseModel, ConfigDict

from ..models import ClaimResult, ContractTerms
from .disputes import Dispute, MonthCredits, OursOnly, credits_by_month, find_disputes, split_ours_only
from .engine import ALL_UNITS, IncidentTable, compute_claim
from .months import MS_PER_MINUTE


class MatchedPair(BaseModel):
    model_config = ConfigDict(frozen=True)

    ours: str
    theirs: str
    ours_minutes: float
    theirs_minutes: float
    difference_minutes: float  # ours − theirs
    start_difference_minutes: float  # ours.start − theirs.start
    end_difference_minutes: float
    overlap_minutes: float


class Overlap(BaseModel):
    """An incident left unpaired that still overlaps incidents of the other side."""

    model_config = ConfigDict(frozen=True)

    side: str  # "ours" | "theirs"
    id: str
    minutes: float
    overlaps: list[str]


class ReconcileResult(BaseModel):
    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    matched: list[MatchedPair]
    overlapping: list[Overlap] = []
    ours_only: list[str]
    theirs_only: list[str]
    ours_credit: ClaimResult | None = None
    theirs_credit: ClaimResult | None = None
    disputes: list[Dispute] = []  # matched pairs that disagree, each disagreement with its money
    ours_only_detail: list[OursOnly] = []  # ours-only split: counted or excluded (and why)
    credits_by_month: list[MonthCredits] = []  # each side's credit per month, with currency


def units_of(table: IncidentTable) -> list[set[str]]:
    sets: list[set[str]] = [set() for _ in range(len(table))]
    for inc, unit in zip(table.pair_incident.tolist(), table.pair_unit.tolist()):
        sets[inc].add("*" if unit == ALL_UNITS else table.unit_names[unit])
    return sets


def overlapping_pairs(ours: IncidentTable, theirs: IncidentTable, *, whole_cluster: bool) -> list[tuple[int, int, int]]:
    """(overlap ms, our index, their index) for every pair overlapping in time on a shared unit."""
    our_units, their_units = units_of(ours), units_of(theirs)
    order = sorted(range(len(theirs)), key=lambda j: int(theirs.start_ms[j]))
    their_starts = [int(theirs.start_ms[j]) for j in order]
    longest = max((int(theirs.end_ms[j]) - int(theirs.start_ms[j]) for j in order), default=0)
    pairs = []
    for i in range(len(ours)):
        s, e = int(ours.start_ms[i]), int(ours.end_ms[i])
        # only incidents starting after s - longest can still be running at s
        for k in range(bisect.bisect_right(their_starts, s - longest - 1), bisect.bisect_left(their_starts, e)):
            j = order[k]
            ts, te = int(theirs.start_ms[j]), int(theirs.end_ms[j])
            overlap = min(e, te) - max(s, ts)
            if overlap <= 0:
                continue
            if whole_cluster or "*" in our_units[i] or "*" in their_units[j] or our_units[i] & their_units[j]:
                pairs.append((overlap, i, j))
    return pairs


def match_incidents(ours: IncidentTable, theirs: IncidentTable, *, whole_cluster: bool = False) -> ReconcileResult:
    """One-to-one pairs by most time in common, the unpaired overlaps, and one-sided incidents."""
    pairs = overlapping_pairs(ours, theirs, whole_cluster=whole_cluster)
    paired_ours: dict[int, int] = {}
    paired_theirs: dict[int, int] = {}
    for overlap, i, j in sorted(pairs, key=lambda p: (-p[0], p[1], p[2])):
        if i not in paired_ours and j not in paired_theirs:
            paired_ours[i], paired_theirs[j] = j, i
    matched = []
    for i, j in sorted(paired_ours.items()):
        s, e = int(ours.start_ms[i]), int(ours.end_ms[i])
        ts, te = int(theirs.start_ms[j]), int(theirs.end_ms[j])
        mine, other = (e - s) / MS_PER_MINUTE, (te - ts) / MS_PER_MINUTE
        matched.append(MatchedPair(ours=ours.ids[i], theirs=theirs.ids[j], ours_minutes=mine,
                                   theirs_minutes=other, difference_minutes=mine - other,
                                   start_difference_minutes=(s - ts) / MS_PER_MINUTE,
                                   end_difference_minutes=(e - te) / MS_PER_MINUTE,
                                   overlap_minutes=(min(e, te) - max(s, ts)) / MS_PER_MINUTE))
    touched_ours: dict[int, list[int]] = {}
    touched_theirs: dict[int, list[int]] = {}
    for _, i, j in pairs:
        touched_ours.setdefault(i, []).append(j)
        touched_theirs.setdefault(j, []).append(i)
    overlapping = (
        [Overlap(side="ours", id=ours.ids[i], minutes=duration_minutes(ours, i),
                 overlaps=[theirs.ids[j] for j in sorted(js)])
         for i, js in sorted(touched_ours.items()) if i not in paired_ours]
        + [Overlap(side="theirs", id=theirs.ids[j], minutes=duration_minutes(theirs, j),
                   overlaps=[ours.ids[i] for i in sorted(is_)])
           for j, is_ in sorted(touched_theirs.items()) if j not in paired_theirs])
    return ReconcileResult(
        matched=matched,
        overlapping=overlapping,
        ours_only=[ours.ids[i] for i in range(len(ours)) if i not in touched_ours],
        theirs_only=[theirs.ids[j] for j in range(len(theirs)) if j not in touched_theirs],
    )


def duration_minutes(table: IncidentTable, index: int) -> float:
    return (int(table.end_ms[index]) - int(table.start_ms[index])) / MS_PER_MINUTE


def reconcile_logs(ours: IncidentTable, theirs: IncidentTable, terms: ContractTerms | None, *, tz, as_of: date,
                   **claim_kwargs) -> ReconcileResult:
    """Match the two logs and, with contract terms, the credit each log implies."""
    result = match_incidents(ours, theirs, whole_cluster=(terms is None or (terms.sla_unit or "cluster") == "cluster"))
    pairs = [(p.ours, p.theirs) for p in result.matched]
    disputes = find_disputes(pairs, ours, theirs, terms, tz=tz, as_of=as_of, **claim_kwargs)
    if terms is None:
        return result.model_copy(update={"disputes": disputes,
                                         "ours_only_detail": split_ours_only(result.ours_only, ours, None)})
    ours_credit = compute_claim(ours, terms, tz=tz, as_of=as_of, **claim_kwargs)
    theirs_credit = compute_claim(theirs, terms, tz=tz, as_of=as_of, **claim_kwargs)
    return result.model_copy(update={
        "ours_credit": ours_credit, "theirs_credit": theirs_credit, "disputes": disputes,
        "ours_only_detail": split_ours_only(result.ours_only, ours, ours_credit),
        "credits_by_month": credits_by_month(ours_credit, theirs_credit),
    })
