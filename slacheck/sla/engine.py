"""Incidents + contract terms → per-month availability and credits (SPEC §3).

Pure: no files, no clock; the time zone, ``as_of`` and the monthly fee are arguments. One
computation serves small and huge logs: incidents become an ``IncidentTable`` (columns of
epoch milliseconds and codes, built from ``Incident`` models or straight from a fast CSV
reader) and every month is computed with vectorised merges (``intervals.py``).

Readings that decide money (SPEC §3.6): an excluded incident does not cancel an overlapping
counted one; each month's piece of a month-spanning incident is judged on its own; `*` hits
every unit; under ``sla_unit: cluster`` (the default) any counted incident downs the one unit;
``counted_minutes`` is the unit-minutes of the incident inside the month's final downtime.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal
from fractions import Fraction
from typing import Mapping, Sequence
from zoneinfo import ZoneInfo

import numpy as np

from ..errors import SlacheckError
from ..idcolumn import IdColumn
from ..models import EXCLUDED_REASONS, ClaimResult, ContractTerms, Incident, IncidentResults, MonthResult, SourceLine
from .availability import availability_pct, count_units, gpus_per_unit
from .credits import compute_month_credit, exact
from .deadlines import claim_deadline, is_claim_open
from .intervals import bulk_work, ceil_to_whole, clip_intervals, merge_intervals, merge_intervals_by_group
from .months import MS_PER_HOUR, MS_PER_MINUTE, from_epoch_ms, iso_local_times, month_bounds_ms, months_between, to_epoch_ms

CAUSES = ("vendor", "customer", "force_majeure", "maintenance")
VENDOR, CUSTOMER, FORCE_MAJEURE, MAINTENANCE = range(4)
REASONS = EXCLUDED_REASONS  # codes: 0 counted, 1 customer, 2 force majeure, 3 noticed maintenance, 4 too short
ALL_UNITS = -1  # unit code of `*`


@dataclass
class IncidentTable:
    """Incidents as columns: one row per incident, plus (incident, unit) pairs.

    ``pair_unit`` indexes ``unit_names``; ``ALL_UNITS`` (-1) is `*`. Times are epoch ms.
    """

    ids: IdColumn
    start_ms: np.ndarray
    end_ms: np.ndarray
    cause: np.ndarray  # int8 index into CAUSES
    notice_hours: np.ndarray  # float64, NaN = not given
    pair_incident: np.ndarray
    pair_unit: np.ndarray
    unit_names: list[str]
    lines: np.ndarray | None = None  # source line of each incident
    file: str | None = None

    def __len__(self) -> int:
        return len(self.ids)

    @classmethod
    def from_incidents(cls, incidents: Sequence[Incident], tz: ZoneInfo) -> "IncidentTable":
        """Columns from ``Incident`` models (naive times are local to ``tz``)."""
        unit_index: dict[str, int] = {}
        pair_incident: list[int] = []
        pair_unit: list[int] = []
        for i, incident in enumerate(incidents):
            for unit in dict.fromkeys(incident.units):
                pair_incident.append(i)
                pair_unit.append(ALL_UNITS if unit == "*" else unit_index.setdefault(unit, len(unit_index)))
        lines = [inc.source.line if inc.source else 0 for inc in incidents]
        return cls(
            ids=IdColumn.from_strings([inc.id for inc in incidents]),
            start_ms=np.array([to_epoch_ms(inc.start, tz) for inc in incidents], dtype=np.int64),
            end_ms=np.array([to_epoch_ms(inc.end, tz) for inc in incidents], dtype=np.int64),
            cause=np.array([CAUSES.index(inc.cause) for inc in incidents], dtype=np.int8),
            notice_hours=np.array([np.nan if inc.notice_hours is None else inc.notice_hours for inc in incidents],
                                  dtype=np.float64),
            pair_incident=np.array(pair_incident, dtype=np.int64),
            pair_unit=np.array(pair_unit, dtype=np.int64),
            unit_names=list(unit_index),
            lines=np.array(lines, dtype=np.int64),
            file=next((inc.source.file for inc in incidents if inc.source), None),
        )

    def units_per_incident(self) -> list[list[str]]:
        units: list[list[str]] = [[] for _ in range(len(self))]
        for inc, unit in zip(self.pair_incident.tolist(), self.pair_unit.tolist()):
            units[inc].append("*" if unit == ALL_UNITS else self.unit_names[unit])
        return units

    def to_incidents(self, tz: ZoneInfo) -> list[Incident]:
        """``Incident`` models (times in ``tz``) for the API and small logs."""
        return [
            Incident(id=incident_id, start=start, end=end, units=tuple(units), cause=cause,
                     notice_hours=notice_hours,
                     source=SourceLine(file=self.file, line=line) if self.file and line else None)
            for incident_id, start, end, units, cause, notice_hours, line in self.iter_fields(tz)
        ]

    def iter_fields(self, tz: ZoneInfo):
        """Each incident as ``(id, start, end, units, cause, notice_hours, line)``, times in ``tz``."""
        units = self.units_per_incident()
        lines = self.lines.tolist() if self.lines is not None else [0] * len(self)
        notice = self.notice_hours.tolist()
        ids = self.ids.tolist()
        for i, (start, end, cause) in enumerate(zip(self.start_ms.tolist(), self.end_ms.tolist(), self.cause.tolist())):
            yield (ids[i], from_epoch_ms(start, tz), from_epoch_ms(end, tz), units[i], CAUSES[cause],
                   None if math.isnan(notice[i]) else notice[i], lines[i] or None)

    def iter_rows(self, tz: ZoneInfo):
        """Each incident as ``(id, start_iso, end_iso, units, cause, notice_hours, line)``:
        rows for the audit database, built column-wise without a model or a datetime per
        incident (a big log has a million)."""
        units = self.units_per_incident()
        lines = self.lines.tolist() if self.lines is not None else [0] * len(self)
        notice = self.notice_hours.tolist()
        ids = self.ids.tolist()
        starts, ends = iso_local_times(self.start_ms, tz), iso_local_times(self.end_ms, tz)
        for i, cause in enumerate(self.cause.tolist()):
            yield (ids[i], starts[i], ends[i], units[i], CAUSES[cause],
                   None if math.isnan(notice[i]) else notice[i], lines[i] or None)


def as_zone(tz: str | ZoneInfo) -> ZoneInfo:
    return tz if isinstance(tz, ZoneInfo) else ZoneInfo(tz)


def compute_claim(
    incidents: Sequence[Incident] | IncidentTable,
    terms: ContractTerms,
    *,
    tz: str | ZoneInfo,
    as_of: date,
    monthly_fee: float | Decimal | None = None,
    units: int | None = None,
    unit_ids: Sequence[str] | None = None,
    gpu_of_node_map: Mapping[str, str] | None = None,
    month: str | None = None,
) -> ClaimResult:
    """Availability and credit for every month the incidents overlap (or only ``month``).

    Args:
        incidents: ``Incident`` models or an ``IncidentTable`` from a fast reader.
        terms: the contract terms (sla_unit, credit forms, cap, windows...).
        tz: the contract time zone; months are calendar months there.
        as_of: the day ``claim_open`` is judged on.
        monthly_fee: overrides the contract's ``monthly_fee``.
        units: number of SLA units (overrides the count derived from the terms).
        unit_ids: the unit ids (inventory); every unit in the log must be one of them.
        gpu_of_node_map: GPU id → node id, so GPU ids count against their node (node SLA).
        month: ``YYYY-MM`` to compute only that month.

    Raises:
        SlacheckError: the terms or arguments cannot decide the claim (no unit count, no fee...).
    """
    zone = as_zone(tz)
    with bulk_work():
        table = incidents if isinstance(incidents, IncidentTable) else IncidentTable.from_incidents(incidents, zone)
        return ClaimEngine(table, terms, zone, as_of, monthly_fee, units, unit_ids, gpu_of_node_map).run(month)


@dataclass
class MonthDowntime:
    """What one month's merge produced, before money."""

    label: str
    unit_ms: int
    downtime_ms: int
    union_hours: int
    listed: np.ndarray  # incident indices overlapping the month, in input order
    counted_ms: np.ndarray  # per listed incident: unit-ms inside the final downtime
    reasons: np.ndarray  # per listed incident: index into REASONS
    maintenance_without_notice_rule: bool = False


class ClaimEngine:
    """One claim computation: resolves units once, then computes each month."""

    def __init__(self, table, terms, zone, as_of, monthly_fee, units, unit_ids, gpu_of_node_map):
        self.table = table
        self.terms = terms
        self.zone = zone
        self.as_of = as_of
        self.sla_unit = terms.sla_unit or "cluster"
        fee = monthly_fee if monthly_fee is not None else terms.monthly_fee
        self.monthly_fee = exact(fee) if fee is not None else None
        self.review_all: list[str] = []
        if terms.sla_unit is None:
            self.review_all.append("the contract names no sla_unit; measured on the whole cluster")
        self._resolve_units(units, unit_ids, gpu_of_node_map)
        self._classify()

    # ------------------------------------------------------------------ setup

    def fail(self, message: str) -> SlacheckError:
        return SlacheckError(self.table.file or "incidents", message)

    def _resolve_units(self, units, unit_ids, gpu_of_node_map) -> None:
        """Map each (incident, unit) pair to an SLA unit group; count the units (SPEC §3.3)."""
        t = self.table
        if self.sla_unit == "cluster":
            # any counted incident, whatever units it lists, downs the one unit
            self.n_units = 1
            self.n_named = 1
            self.anonymous = 0
            self.pair_incident = np.arange(len(t), dtype=np.int64)
            self.pair_group = np.zeros(len(t), dtype=np.int64)
            return
        names = list(t.unit_names)
        if gpu_of_node_map and self.sla_unit == "node":
            names = [gpu_of_node_map.get(n, n) for n in names]
        if unit_ids is not None:
            known = {u: i for i, u in enumerate(dict.fromkeys(unit_ids))}
            if gpu_of_node_map and self.sla_unit == "node":
                for node in gpu_of_node_map.values():
                    known.setdefault(node, len(known))
            missing = sorted({n for n in names if n not in known})
            if missing:
                raise self.fail(f"unit {missing[0]!r} is not in the inventory"
                                + (f" (and {len(missing) - 1} more)" if len(missing) > 1 else ""))
        else:
            known = {}
            for n in names:
                known.setdefault(n, len(known))
        derived = count_units(self.terms, self.sla_unit)
        n_units = units if units is not None else (len(known) if unit_ids is not None else derived)
        if n_units is None:
            raise self.fail(f"the number of {self.sla_unit} units is unknown: pass --units N or --inventory FILE "
                            "(or state gpu_count and gpus_per_node in the terms)")
        if len(known) > n_units:
            raise self.fail(f"the log names {len(known)} distinct {self.sla_unit} units but there are only "
                            f"{n_units}; pass --units or --inventory")
        self.n_units = n_units
        self.n_named = len(known)
        self.anonymous = n_units - len(known)  # units never named: down only under `*`
        code_to_group = np.array([known[n] for n in names] + [ALL_UNITS], dtype=np.int64)
        pair_group = code_to_group[t.pair_unit]  # -1 stays -1 (the appended entry)
        named = pair_group != ALL_UNITS
        inc_parts = [t.pair_incident[named]]
        grp_parts = [pair_group[named]]
        star_incidents = np.unique(t.pair_incident[~named])
        if len(star_incidents):
            inc_parts.append(np.repeat(star_incidents, self.n_named))
            grp_parts.append(np.tile(np.arange(self.n_named, dtype=np.int64), len(star_incidents)))
            if self.anonymous:
                inc_parts.append(star_incidents)
                grp_parts.append(np.full(len(star_incidents), self.n_named, dtype=np.int64))
        pair_incident = np.concatenate(inc_parts)
        pair_group = np.concatenate(grp_parts)
        # a GPU and its node, or a unit listed twice, count once
        key = pair_incident * (self.n_named + 1) + pair_group
        _, first = np.unique(key, return_index=True)
        first.sort()
        self.pair_incident = pair_incident[first]
        self.pair_group = pair_group[first]

    def _classify(self) -> None:
        """Excluded reason per incident (SPEC §3.2): customer, force majeure, noticed maintenance."""
        t = self.table
        required = self.terms.maintenance_notice_hours
        reason = np.zeros(len(t), dtype=np.int8)
        reason[t.cause == CUSTOMER] = 1
        reason[t.cause == FORCE_MAJEURE] = 2
        maintenance = t.cause == MAINTENANCE
        if required is not None:
            with np.errstate(invalid="ignore"):
                reason[maintenance & (t.notice_hours >= required)] = 3  # equal notice excludes
            self.maintenance_unruled = np.zeros(len(t), dtype=bool)
        else:
            self.maintenance_unruled = maintenance  # counts, and the month is flagged
        self.reason = reason
        self.counted = reason == 0

    # ------------------------------------------------------------------ months

    def month_labels(self) -> list[str]:
        t = self.table
        if len(t) == 0:
            return []
        labels = months_between(int(t.start_ms.min()), int(max(t.end_ms.max() - 1, t.start_ms.min())), self.zone)
        return [label for label in labels if len(self.listed_in(label))]

    def listed_in(self, label: str) -> np.ndarray:
        """``overlapping_indices`` of a month, kept: labels are chosen by it, then computed."""
        if not hasattr(self, "_listed"):
            self._listed = {}
        if label not in self._listed:
            self._listed[label] = self.overlapping_indices(*month_bounds_ms(label, self.zone))
        return self._listed[label]

    def overlapping(self, lo: int, hi: int) -> np.ndarray:
        """Incidents overlapping ``[lo, hi)``, as a mask; a zero-length one belongs to the month it sits in."""
        mask = np.zeros(len(self.table), dtype=bool)
        mask[self.overlapping_indices(lo, hi)] = True
        return mask

    def overlapping_indices(self, lo: int, hi: int) -> np.ndarray:
        """Sorted indices of the incidents overlapping ``[lo, hi)``.

        Only incidents starting in ``[lo - longest, hi)`` can overlap, found by binary search in
        the starts sorted once: a year's log is not rescanned for every month.
        """
        s, e = self.table.start_ms, self.table.end_ms
        order, sorted_start, longest = self._incident_index()
        window = order[np.searchsorted(sorted_start, lo - longest):np.searchsorted(sorted_start, hi)]
        ws, we = s[window], e[window]
        return np.sort(window[(we > lo) | ((we == ws) & (ws >= lo))])

    def _incident_index(self):
        if not hasattr(self, "_incidents_by_start"):
            s, e = self.table.start_ms, self.table.end_ms
            order = np.argsort(s)  # ties in any order: windows are re-sorted
            self._incidents_by_start = (order, s[order], int((e - s).max()) if len(s) else 0)
        return self._incidents_by_start

    def _pair_index(self):
        """Counted (incident, unit) pairs sorted by start, with their times and the longest one."""
        if not hasattr(self, "_pairs_by_start"):
            t = self.table
            keep = self.counted[self.pair_incident]
            inc, grp = self.pair_incident[keep], self.pair_group[keep]
            start, end = t.start_ms[inc], t.end_ms[inc]
            order = np.argsort(start)  # ties in any order: merging sorts again
            self._pairs_by_start = (inc[order], grp[order], start[order], end[order],
                                    int((end - start).max()) if len(start) else 0)
        return self._pairs_by_start

    def _position_of(self, listed: np.ndarray) -> np.ndarray:
        """Incident index → its place in ``listed`` (a gather is faster than a binary search)."""
        if not hasattr(self, "_positions"):
            self._positions = np.zeros(len(self.table), dtype=np.int64)
        self._positions[listed] = np.arange(len(listed), dtype=np.int64)
        return self._positions

    def downtime_for(self, label: str) -> MonthDowntime:
        lo, hi = month_bounds_ms(label, self.zone)
        t = self.table
        listed = self.listed_in(label)
        min_ms = (self.terms.min_outage_minutes or 0) * MS_PER_MINUTE

        p_inc, p_grp, p_start, p_end, longest = self._pair_index()
        window = slice(np.searchsorted(p_start, lo - longest), np.searchsorted(p_start, hi))
        s, e = clip_intervals(p_start[window], p_end[window], lo, hi)
        live = e > s
        inc, grp, s, e = p_inc[window][live], p_grp[window][live], s[live], e[live]
        runs = merge_intervals_by_group(grp, s, e)
        kept = runs.length >= min_ms  # exactly at the minimum counts
        weight = np.ones(self.n_named + 1, dtype=np.int64)
        weight[self.n_named] = self.anonymous  # the never-named units share one timeline
        downtime_ms = int(np.sum(runs.length[kept] * weight[runs.group[kept]]))
        union_s, union_e = merge_intervals(runs.start[kept], runs.end[kept])
        union_hours = int(np.sum(ceil_to_whole(union_e - union_s, MS_PER_HOUR)))

        survive = kept[runs.of_input] if len(inc) else np.zeros(0, dtype=bool)
        contribution = ((e - s) * weight[grp] * survive).astype(np.float64)
        position = self._position_of(listed)[inc]  # every live pair's incident overlaps the month
        counted_ms = np.bincount(position, weights=contribution, minlength=len(listed))
        clipped_any = np.bincount(position, minlength=len(listed)) > 0
        reasons = self.reason[listed].copy()
        if min_ms > 0:
            reasons[(reasons == 0) & clipped_any & (counted_ms == 0)] = 4  # below_min_outage
        unruled = bool(np.any(self.maintenance_unruled[listed] & clipped_any))
        return MonthDowntime(label, self.n_units * (hi - lo), downtime_ms, union_hours, listed,
                             counted_ms, reasons, unruled)

    def run(self, month: str | None = None) -> ClaimResult:
        labels = [month] if month else self.month_labels()
        months = [self.result_for(self.downtime_for(label)) for label in labels]
        return ClaimResult(months=months, total_credit=sum((m.credit_amount for m in months), Decimal("0.00")))

    def result_for(self, down: MonthDowntime) -> MonthResult:
        terms = self.terms
        availability = availability_pct(down.downtime_ms, down.unit_ms)
        try:
            per_unit = gpus_per_unit(terms, self.sla_unit, self.n_units) if terms.credit_downtime_multiple else 1
            credit = compute_month_credit(
                tiers=terms.credit_tiers,
                credit_per_hour_pct=terms.credit_per_hour_pct,
                credit_downtime_multiple=terms.credit_downtime_multiple,
                price_gpu_hour=terms.price_gpu_hour,
                credit_cap_pct=terms.credit_cap_pct,
                monthly_fee=self.monthly_fee,
                availability_pct=availability,
                interrupted_hours=down.union_hours,
                downtime_gpu_hours=Fraction(down.downtime_ms * per_unit, MS_PER_HOUR),
            )
        except ValueError as exc:  # a term the computation needs is missing
            raise SlacheckError("terms", str(exc)) from None
        review = list(self.review_all) + credit.review
        if down.maintenance_without_notice_rule:
            review.append("maintenance counted as downtime: the contract states no maintenance notice period")
        deadline = claim_deadline(down.label, terms.claim_window_days)
        return MonthResult(
            month=down.label,
            unit_minutes=down.unit_ms / MS_PER_MINUTE,
            downtime_minutes=down.downtime_ms / MS_PER_MINUTE,
            availability_pct=round(float(availability), 4),
            credit_pct=round(float(credit.credit_pct), 6),
            credit_amount=credit.amount,
            currency=terms.currency or "CNY",
            capped=credit.capped,
            claim_deadline=deadline,
            claim_open=is_claim_open(deadline, self.as_of),
            incidents=incident_results(self.table.ids, down),
            basis=credit.basis,
            review=review,
        )


def incident_results(ids: IdColumn, down: MonthDowntime) -> IncidentResults:
    """Per-incident rows as columns: a month may list a million incidents."""
    return IncidentResults.from_columns(ids.take(down.listed), down.counted_ms / MS_PER_MINUTE, down.reasons)
