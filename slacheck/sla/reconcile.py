"""Reconcile our incident log with the vendor's report (SPEC §2 ``reconcile``).

Two incidents match when their times overlap (touching does not count: nothing was down
together) and they share a unit (``*`` shares every unit; under a cluster SLA every unit is
the one cluster). Every overlapping pair is listed, so one long vendor incident may match
several of ours. The credit each side's log implies is computed with the same engine.
"""

from __future__ import annotations

import bisect
from datetime import date

from pydantic import BaseModel, ConfigDict

from ..models import ClaimResult, ContractTerms
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


class ReconcileResult(BaseModel):
    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    matched: list[MatchedPair]
    ours_only: list[str]
    theirs_only: list[str]
    ours_credit: ClaimResult | None = None
    theirs_credit: ClaimResult | None = None


def units_of(table: IncidentTable) -> list[set[str]]:
    sets: list[set[str]] = [set() for _ in table.ids]
    for inc, unit in zip(table.pair_incident.tolist(), table.pair_unit.tolist()):
        sets[inc].add("*" if unit == ALL_UNITS else table.unit_names[unit])
    return sets


def match_incidents(ours: IncidentTable, theirs: IncidentTable, *, whole_cluster: bool = False) -> ReconcileResult:
    """Pairs of overlapping incidents that share a unit, and the incidents only one side has."""
    our_units, their_units = units_of(ours), units_of(theirs)
    order = sorted(range(len(theirs)), key=lambda j: int(theirs.start_ms[j]))
    their_starts = [int(theirs.start_ms[j]) for j in order]
    matched, seen_theirs, seen_ours = [], set(), set()
    for i in range(len(ours)):
        s, e = int(ours.start_ms[i]), int(ours.end_ms[i])
        for k in range(bisect.bisect_left(their_starts, e)):
            j = order[k]
            ts, te = int(theirs.start_ms[j]), int(theirs.end_ms[j])
            if te <= s or ts >= e:
                continue
            if not (whole_cluster or "*" in our_units[i] or "*" in their_units[j] or our_units[i] & their_units[j]):
                continue
            seen_ours.add(i)
            seen_theirs.add(j)
            mine, other = (e - s) / MS_PER_MINUTE, (te - ts) / MS_PER_MINUTE
            matched.append(MatchedPair(ours=ours.ids[i], theirs=theirs.ids[j], ours_minutes=mine,
                                       theirs_minutes=other, difference_minutes=mine - other,
                                       start_difference_minutes=(s - ts) / MS_PER_MINUTE,
                                       end_difference_minutes=(e - te) / MS_PER_MINUTE))
    return ReconcileResult(
        matched=matched,
        ours_only=[ours.ids[i] for i in range(len(ours)) if i not in seen_ours],
        theirs_only=[theirs.ids[j] for j in range(len(theirs)) if j not in seen_theirs],
    )


def reconcile_logs(ours: IncidentTable, theirs: IncidentTable, terms: ContractTerms | None, *, tz, as_of: date,
                   **claim_kwargs) -> ReconcileResult:
    """Match the two logs and, with contract terms, the credit each log implies."""
    result = match_incidents(ours, theirs, whole_cluster=(terms is None or (terms.sla_unit or "cluster") == "cluster"))
    if terms is None:
        return result
    return result.model_copy(update={
        "ours_credit": compute_claim(ours, terms, tz=tz, as_of=as_of, **claim_kwargs),
        "theirs_credit": compute_claim(theirs, terms, tz=tz, as_of=as_of, **claim_kwargs),
    })
