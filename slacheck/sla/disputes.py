"""What a reconcile is for: the disagreements that decide money (issue 11 item 4).

For every matched pair, each field the two records disagree on — duration (start/end), cause,
maintenance notice, units — is listed with our value, theirs, and its effect on the credit of
the months the incident touches: the month computed on our log, and on our log with only that
field of only that incident taken from the vendor's record. Our one-sided incidents are split
into those that count and those the contract excludes (with the reason), and each side's credit
is given per month with its currency. Pure: the engine computes every figure.
"""

from __future__ import annotations

import math
from decimal import Decimal
from typing import Sequence

from pydantic import BaseModel, ConfigDict

import numpy as np

from ..columns.results import IncidentResults
from ..models import ClaimResult, ContractTerms
from ..incidents.table import ALL_UNITS, CAUSES, MAINTENANCE, IncidentTable, as_zone
from .engine import compute_claim
from .months import iso_local_times, month_bounds_ms, months_between

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


FIELDS = ("duration", "cause", "notice", "units")


def trusted(cls, **values):
    """``cls.model_construct(**values)`` with every field given, for the plain models here (no
    aliases, defaults to fill, private attributes or post-init): a big log's reconcile makes a
    million disputes, and pydantic's per-call walk over the fields took most of its time."""
    model = cls.__new__(cls)
    object.__setattr__(model, "__dict__", values)
    object.__setattr__(model, "__pydantic_fields_set__", set(values))
    object.__setattr__(model, "__pydantic_extra__", None)
    object.__setattr__(model, "__pydantic_private__", None)
    return model


for _plain in (Disagreement, Dispute):  # what ``trusted`` relies on, checked once
    assert not _plain.__pydantic_post_init__ and not _plain.__private_attributes__ and all(
        f.alias is None and f.validation_alias is None for f in _plain.model_fields.values())


def find_disputes(pairs: Sequence[tuple[str, str]], ours: IncidentTable, theirs: IncidentTable,
                  terms: ContractTerms | None, *, tz, as_of, base: ClaimResult | None = None,
                  **claim_kwargs) -> list[Dispute]:
    """Every matched pair that disagrees on something, each disagreement priced by month.

    Column-wise: the fields are compared on the two tables' columns for all pairs at once, and
    a priced disagreement recomputes only the months the incident touches, before or after
    the change, on the incidents listed in those months (a month's figures depend on nothing
    else). ``base`` is the claim on our log when the caller has it already.
    """
    zone = as_zone(tz)
    our_row = dict(zip(ours.ids.tolist(), range(len(ours))))  # the last of a repeated id, as by id
    their_row = dict(zip(theirs.ids.tolist(), range(len(theirs))))
    i = np.array([our_row[a] for a, _ in pairs], dtype=np.int64)
    j = np.array([their_row[b] for _, b in pairs], dtype=np.int64)
    whole_cluster = terms is None or (terms.sla_unit or "cluster") == "cluster"
    units = None if whole_cluster or not len(i) else (unit_texts(ours), unit_texts(theirs))
    differs = _differing_fields(ours, theirs, i, j, units)
    disputed = np.flatnonzero(differs.any(axis=0))
    if not len(disputed):
        return []
    texts = _Descriptions(ours, theirs, i[disputed], j[disputed], zone, units)
    if base is None and terms is not None:
        base = compute_claim(ours, terms, tz=zone, as_of=as_of, **claim_kwargs)
    pricer = _Pricer(ours, theirs, terms, zone, as_of, base, claim_kwargs) if base is not None else None
    disputes, priced = [], 0
    fields_of = differs[:, disputed].T.tolist()
    our_ids, their_ids = ours.ids.take(i[disputed]).tolist(), theirs.ids.take(j[disputed]).tolist()
    for n, flags in enumerate(fields_of):
        found = []
        for f, field in enumerate(FIELDS):
            if not flags[f]:
                continue
            effect = []
            if pricer is not None and priced < MAX_PRICED:
                priced += 1
                effect = pricer.effects(int(i[disputed[n]]), int(j[disputed[n]]), field)
            mine, other = texts.of(n, field)
            found.append(trusted(Disagreement, field=field, ours=mine, theirs=other, effect=effect))
        disputes.append(trusted(Dispute, ours=our_ids[n], theirs=their_ids[n], disagreements=found))
    return disputes


def _differing_fields(ours: IncidentTable, theirs: IncidentTable, i: np.ndarray, j: np.ndarray,
                      units: tuple[list[str], list[str]] | None) -> np.ndarray:
    """(field, pair) booleans: does pair k disagree on duration, cause, notice, units
    (``units``: each side's ``unit_texts``; None under a cluster SLA, where units do not count)."""
    a_cause, b_cause = ours.cause[i], theirs.cause[j]
    a_notice, b_notice = ours.notice_hours[i], theirs.notice_hours[j]
    same_notice = (a_notice == b_notice) | (np.isnan(a_notice) & np.isnan(b_notice))
    maintenance = (a_cause == MAINTENANCE) | (b_cause == MAINTENANCE)
    unit_differs = np.zeros(len(i), dtype=bool)
    if units is not None:
        mine, other = units
        unit_differs = np.array([mine[a] != other[b] for a, b in zip(i.tolist(), j.tolist())], dtype=bool)
    return np.vstack([(ours.start_ms[i] != theirs.start_ms[j]) | (ours.end_ms[i] != theirs.end_ms[j]),
                      a_cause != b_cause, maintenance & ~same_notice, unit_differs])


def unit_texts(table: IncidentTable) -> list[str]:
    """Each incident's units as a person compares them: sorted, joined by ';' (column-wise:
    an incident naming one unit, most of a big log, is a lookup)."""
    labels = ["*", *table.unit_names]  # unit code + 1
    order = np.argsort(table.pair_incident, kind="stable")
    codes = (table.pair_unit[order] + 1).tolist()
    counts = np.bincount(table.pair_incident, minlength=len(table))
    begins = np.cumsum(counts) - counts
    if not codes:
        return [""] * len(table)
    out = [labels[c] for c in np.asarray(codes)[np.minimum(begins, len(codes) - 1)].tolist()]
    for k in np.flatnonzero(counts != 1).tolist():
        b = int(begins[k])
        out[k] = ";".join(sorted(labels[c] for c in codes[b:b + int(counts[k])]))
    return out


class _Descriptions:
    """Our value and theirs of each field, as text, for the disputed pairs (times written column-wise)."""

    def __init__(self, ours, theirs, i, j, zone, units):
        offsets: dict[int, int] = {}
        self.duration = [[f"{s} - {e}" for s, e in zip(iso_local_times(t.start_ms[rows], zone, offsets),
                                                        iso_local_times(t.end_ms[rows], zone, offsets))]
                         for t, rows in ((ours, i), (theirs, j))]
        self.cause = [[CAUSES[c] for c in t.cause[rows].tolist()] for t, rows in ((ours, i), (theirs, j))]
        self.notice = [["none" if math.isnan(v) else f"{v:g} h" for v in t.notice_hours[rows].tolist()]
                       for t, rows in ((ours, i), (theirs, j))]
        self.units = [[], []] if units is None else [[units[0][a] for a in i.tolist()],
                                                    [units[1][b] for b in j.tolist()]]

    def of(self, n: int, field: str) -> tuple[str, str]:
        column = getattr(self, field)
        return column[0][n], column[1][n]


class _Pricer:
    """A disagreement's effect on money: the months our incident touches, computed on our log
    and on our log with that one field of that one incident taken from the vendor's record."""

    def __init__(self, ours, theirs, terms, zone, as_of, base, claim_kwargs):
        self.ours, self.theirs, self.terms, self.zone, self.as_of = ours, theirs, terms, zone, as_of
        self.base, self.claim_kwargs = base, claim_kwargs
        self.base_months = {m.month: m for m in base.months}
        self.last_ms = np.maximum(ours.end_ms - 1, ours.start_ms)  # an incident's last instant (engine.MonthIndex)
        named = ours.pair_unit != ALL_UNITS
        self.unit_uses = np.bincount(ours.pair_unit[named], minlength=len(ours.unit_names))
        order = np.argsort(ours.pair_incident, kind="stable")  # an incident's pairs: one slice
        self.pair_unit = ours.pair_unit[order]
        self.pair_begin = np.searchsorted(ours.pair_incident[order], np.arange(len(ours) + 1))
        self._months_of_id: dict[str, list[str]] | None = None

    def months_of(self, incident_id: str) -> list[str]:
        """The months of the claim on our log that list ``incident_id``."""
        if self._months_of_id is None:
            found: dict[str, list[str]] = {}
            for m in self.base.months:
                for name in IncidentResults.coerce(m.incidents).ids.tolist():
                    found.setdefault(name, []).append(m.month)
            self._months_of_id = found
        return self._months_of_id.get(incident_id, [])

    def effects(self, k: int, b: int, field: str) -> list[MonthEffect]:
        ours, theirs = self.ours, self.theirs
        start, end = int(ours.start_ms[k]), int(ours.end_ms[k])
        if field == "duration":
            start, end = int(theirs.start_ms[b]), int(theirs.end_ms[b])
        last = max(end - 1, start)
        labels = months_between(min(start, int(ours.start_ms[k])), max(last, int(self.last_ms[k])), self.zone)
        lo, hi = month_bounds_ms(labels[0], self.zone)[0], month_bounds_ms(labels[-1], self.zone)[1]
        window = self._changed_window(k, b, field, lo, hi)
        incident_id = ours.ids[k]
        changed = {}
        for label in labels:
            month = compute_claim(window, self.terms, tz=self.zone, as_of=self.as_of, month=label,
                                  **self.claim_kwargs).months[0]
            if len(IncidentResults.coerce(month.incidents)):
                changed[label] = month  # a month no incident overlaps is no month of the claim
        touched = set(self.months_of(incident_id)) | {
            label for label, m in changed.items() if incident_id in IncidentResults.coerce(m.incidents).ids.tolist()}
        out = []
        for month in sorted(touched):
            a, c = self.base_months.get(month), changed.get(month)
            ref = a or c
            out.append(MonthEffect(month=month, ours_downtime_minutes=a.downtime_minutes if a else 0.0,
                                   theirs_downtime_minutes=c.downtime_minutes if c else 0.0,
                                   ours_credit=a.credit_amount if a else Decimal("0.00"),
                                   theirs_credit=c.credit_amount if c else Decimal("0.00"), currency=ref.currency))
        return out

    def _changed_window(self, k: int, b: int, field: str, lo: int, hi: int) -> IncidentTable:
        """Our incidents listed in the months [lo, hi) once incident ``k`` takes the vendor's
        ``field`` (record ``b``), in log order, with the unit names the whole changed log uses."""
        ours, theirs = self.ours, self.theirs
        inside = (ours.start_ms < hi) & (self.last_ms >= lo)
        inside[k] = True
        rows = np.flatnonzero(inside)
        at = int(np.searchsorted(rows, k))
        start, end = ours.start_ms[rows], ours.end_ms[rows]
        cause, notice = ours.cause[rows], ours.notice_hours[rows]
        if field == "duration":
            start[at], end[at] = theirs.start_ms[b], theirs.end_ms[b]
        elif field == "cause":
            cause[at] = theirs.cause[b]
        elif field == "notice":
            notice[at] = theirs.notice_hours[b]
        begin = self.pair_begin[rows]
        counts = self.pair_begin[rows + 1] - begin
        window_incident = np.repeat(np.arange(len(rows)), counts)
        window_unit = self.pair_unit[np.arange(int(counts.sum())) + np.repeat(begin - (np.cumsum(counts) - counts),
                                                                           counts)]
        uses = self.unit_uses
        names = list(ours.unit_names)
        if field == "units":
            mine = window_incident == at
            uses = uses - np.bincount(window_unit[mine & (window_unit != ALL_UNITS)], minlength=len(names))
            code = {name: c for c, name in enumerate(names)}
            new_units: list[int] = []
            for c in theirs.pair_unit[theirs.pair_incident == b].tolist():
                name = "*" if c == ALL_UNITS else theirs.unit_names[c]
                if name != "*" and name not in code:
                    code[name] = len(names)
                    names.append(name)
                new_units.append(ALL_UNITS if name == "*" else code[name])
            uses = np.concatenate([uses, np.zeros(len(names) - len(uses), dtype=uses.dtype)])
            for c in new_units:
                if c != ALL_UNITS:
                    uses[c] += 1
            window_incident = np.concatenate([window_incident[~mine], np.full(len(new_units), at, dtype=np.int64)])
            window_unit = np.concatenate([window_unit[~mine], np.array(new_units, dtype=np.int64)])
            order = np.argsort(window_incident, kind="stable")
            window_incident, window_unit = window_incident[order], window_unit[order]
        used = np.flatnonzero(uses > 0)  # the names the changed log lists, as the engine counts units
        recode = np.full(len(names) + 1, ALL_UNITS, dtype=np.int64)
        recode[used] = np.arange(len(used))
        return IncidentTable(ids=ours.ids.take(rows), start_ms=start, end_ms=end, cause=cause, notice_hours=notice,
                             pair_incident=window_incident, pair_unit=recode[window_unit],
                             unit_names=[names[c] for c in used.tolist()],
                             lines=ours.lines[rows] if ours.lines is not None else None, file=ours.file)


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
        for month in claim.months:  # columns: a big log's months list a million incidents
            results = IncidentResults.coerce(month.incidents)
            for incident_id, counted, excluded in zip(results.ids.tolist(), results.counted_minutes,
                                                      results.excluded_reasons):
                minutes, reason = rows.get(incident_id, (0.0, None))
                rows[incident_id] = (minutes + counted, reason or excluded)
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
