"""What a reconcile is for: the disagreements that decide money (issue 11 item 4).

For every matched pair, each field the two records disagree on — duration (start/end), cause,
maintenance notice, units — is listed with our value, theirs, and its effect on the credit of
the months the incident touches: the month computed on our log, and on our log with only that
field of only that incident taken from the vendor's record. Our one-sided incidents are split
into those that count and those the contract excludes (with the reason), and each side's credit
is given per month with its currency. Pure: the engine computes every figure.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Sequence

from pydantic import BaseModel, ConfigDict

from ..models import ClaimResult, ContractTerms, Incident
from ..incidents.table import IncidentTable, as_zone
from .engine import compute_claim

MAX_PRICED = 200  # disagreements priced one claim each; past this only listed (a big log)


class MonthEffect(BaseModel):
    model_config = ConfigDict(frozen=True)

    month: str
    ours_downtime_minutes: float
    theirs_downtime_minutes: float
    ours_credit: Decimal
    theirs_credit: Decimal  # our log with the vendor's value for this field of this incident
    currency: str


class Disagreement(BaseModel):
    model_config = ConfigDict(frozen=True)

    field: str  # duration | cause | notice | units
    ours: str
    theirs: str
    effect: list[MonthEffect] = []  # empty: no terms, or not priced

    @property
    def decides_money(self) -> bool:
        return any(e.ours_credit != e.theirs_credit for e in self.effect)


class Dispute(BaseModel):
    model_config = ConfigDict(frozen=True)

    ours: str
    theirs: str
    disagreements: list[Disagreement]


class MonthCredits(BaseModel):
    model_config = ConfigDict(frozen=True)

    month: str
    ours_credit: Decimal
    theirs_credit: Decimal
    currency: str


class OursOnly(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    counted: bool
    excluded_reason: str | None = None


def describe(incident: Incident, field: str) -> str:
    if field == "duration":
        return f"{incident.start.isoformat()} - {incident.end.isoformat()}"
    if field == "cause":
        return incident.cause
    if field == "notice":
        return "none" if incident.notice_hours is None else f"{incident.notice_hours:g} h"
    return ";".join(sorted(incident.units))


def with_field(ours: Incident, theirs: Incident, field: str) -> Incident:
    update = {"duration": {"start": theirs.start, "end": theirs.end}, "cause": {"cause": theirs.cause},
              "notice": {"notice_hours": theirs.notice_hours}, "units": {"units": theirs.units}}[field]
    return ours.model_copy(update=update)


def differs(a: Incident, b: Incident, field: str, whole_cluster: bool) -> bool:
    if field == "duration":
        return a.start != b.start or a.end != b.end
    if field == "cause":
        return a.cause != b.cause
    if field == "notice":
        return (a.cause == "maintenance" or b.cause == "maintenance") and a.notice_hours != b.notice_hours
    return not whole_cluster and set(a.units) != set(b.units)


def find_disputes(pairs: Sequence[tuple[str, str]], ours: IncidentTable, theirs: IncidentTable,
                  terms: ContractTerms | None, *, tz, as_of, **claim_kwargs) -> list[Dispute]:
    """Every matched pair that disagrees on something, each disagreement priced by month."""
    zone = as_zone(tz)
    our_list, their_list = ours.to_incidents(zone), theirs.to_incidents(zone)
    our_by_id = {i.id: k for k, i in enumerate(our_list)}
    their_by_id = {i.id: i for i in their_list}
    whole_cluster = terms is None or (terms.sla_unit or "cluster") == "cluster"
    base = compute_claim(our_list, terms, tz=zone, as_of=as_of, **claim_kwargs) if terms is not None else None
    disputes, priced = [], 0
    for our_id, their_id in pairs:
        k = our_by_id[our_id]
        mine, other = our_list[k], their_by_id[their_id]
        found = []
        for field in ("duration", "cause", "notice", "units"):
            if not differs(mine, other, field, whole_cluster):
                continue
            effect = []
            if base is not None and priced < MAX_PRICED:
                priced += 1
                changed = list(our_list)
                changed[k] = with_field(mine, other, field)
                effect = month_effects(base, compute_claim(changed, terms, tz=zone, as_of=as_of, **claim_kwargs),
                                       mine, changed[k], zone)
            found.append(Disagreement(field=field, ours=describe(mine, field), theirs=describe(other, field),
                                      effect=effect))
        if found:
            disputes.append(Dispute(ours=our_id, theirs=their_id, disagreements=found))
    return disputes


def month_effects(base: ClaimResult, changed: ClaimResult, before: Incident, after: Incident, zone) -> list[MonthEffect]:
    """The months either version of the incident touches, ours against theirs."""
    touched = {m.month for m in base.months for row in m.incidents if row.id == before.id} | \
        {m.month for m in changed.months for row in m.incidents if row.id == after.id}
    ours = {m.month: m for m in base.months}
    theirs = {m.month: m for m in changed.months}
    out = []
    for month in sorted(touched):
        a, b = ours.get(month), theirs.get(month)
        ref = a or b
        out.append(MonthEffect(month=month, ours_downtime_minutes=a.downtime_minutes if a else 0.0,
                               theirs_downtime_minutes=b.downtime_minutes if b else 0.0,
                               ours_credit=a.credit_amount if a else Decimal("0.00"),
                               theirs_credit=b.credit_amount if b else Decimal("0.00"), currency=ref.currency))
    return out


def credits_by_month(ours: ClaimResult, theirs: ClaimResult) -> list[MonthCredits]:
    """Each side's credit for every month either log touches, with the currency."""
    a = {m.month: m for m in ours.months}
    b = {m.month: m for m in theirs.months}
    out = []
    for month in sorted(set(a) | set(b)):
        ref = a.get(month) or b.get(month)
        out.append(MonthCredits(month=month, ours_credit=a[month].credit_amount if month in a else Decimal("0.00"),
                                theirs_credit=b[month].credit_amount if month in b else Decimal("0.00"),
                                currency=ref.currency))
    return out


def split_ours_only(ids: Sequence[str], ours: IncidentTable, claim: ClaimResult | None) -> list[OursOnly]:
    """Our one-sided incidents: counted (they decide money) or excluded by the contract, and why."""
    rows: dict[str, tuple[float, str | None]] = {}
    if claim is not None:
        for month in claim.months:
            for row in month.incidents:
                minutes, reason = rows.get(row.id, (0.0, None))
                rows[row.id] = (minutes + row.counted_minutes, reason or row.excluded_reason)
    causes = dict(zip(ours.ids.tolist(), ours.cause.tolist()))
    out = []
    for incident_id in ids:
        if claim is not None:
            minutes, reason = rows.get(incident_id, (0.0, None))
            out.append(OursOnly(id=incident_id, counted=minutes > 0, excluded_reason=None if minutes > 0 else reason))
        else:
            from ..incidents.table import CAUSES

            cause = CAUSES[causes.get(incident_id, 0)]
            out.append(OursOnly(id=incident_id, counted=cause == "vendor",
                                excluded_reason=None if cause == "vendor" else cause))
    return out
