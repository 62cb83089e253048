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

from dataclasses import dataclass, field, replace
from datetime import date
from decimal import Decimal
from fractions import Fraction
from typing import Iterator, Mapping, Sequence
from zoneinfo import ZoneInfo

import numpy as np

from ..columns.arena import result_array
from ..columns.forked import InChild, can_fork
from ..columns.ids import IdColumn
from ..columns.results import IncidentResults
from ..errors import MissingTerm, SlacheckError, terms_problem
from ..incidents.table import ALL_UNITS, CUSTOMER, FORCE_MAJEURE, MAINTENANCE, IncidentTable, as_zone
from ..models import ClaimResult, ContractTerms, Exclusion, Incident, LongestOutage, MonthResult, UnitResult
from .availability import (availability_pct, count_units, downtime_gpus_per_unit, downtime_multiple_needs,
                           gpus_of_each_node)
from .caps import EACH_CAPPED, OUTAGE_FORMS, Outage, OutageCap, cap_each_outage, outage_cap_applies, outage_notes
from .credits import (MonthCredit, Outages, PeriodTerms, cap_of, claim_largest, compute_month_credit, downtime_voucher,
                      exact, per_period_credit, round_money)
from .deadlines import claim_deadline, is_claim_open
from .intervals import (Runs, bulk_work, ceil_to_whole, clip_intervals, longest_run, merge_intervals, whole_periods,
                        merge_intervals_by_group, ran_before)
from .months import MS_PER_HOUR, MS_PER_MINUTE, from_epoch_ms, last_day_of_month, month_bounds_ms, months_between
from .notice import notice_as_counted, notice_notes

# SPEC §3.3: under sla_unit cluster any counted incident downs the one unit, the cluster; a unit count changes nothing
CLUSTER_IS_ONE_UNIT = ("counts the units of a gpu or node SLA, and under sla_unit cluster the whole cluster is the one "
                       "unit (any counted incident downs it), so {option} would change nothing: leave it out, or pass "
                       "--sla-unit gpu|node where the contract measures availability per GPU or node")
MONTHS_IN_CHILD_FROM = 200_000  # incidents: below, one process computes every month as fast
FIRST_SHARE = 0.53  # of the listed incidents, for this process: the child also sends its months back

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
    sla_unit: str | None = None,
    second_core: bool = False,
    unit_ids_are_nodes: bool = False,
    outage_lengths: bool = True,
    outage_cap: OutageCap | None = None,
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
        sla_unit: ``gpu``/``node``/``cluster`` when the terms name none (or to override them).
        second_core: a big log's later months computed in a forked child meanwhile (the claim
            command; not where the caller keeps the second core busy already, as reconcile does).
        unit_ids_are_nodes: ``unit_ids`` are nodes (an inventory's one ``node`` column): under a GPU SLA each
            counts the terms' ``gpus_per_node`` GPUs.
        outage_lengths: each month's longest outage (``MonthResult.longest_outage``) found; False where nothing
            reads it (the contract states no credit for a single outage's length: ``IncidentCredit.by_outage_length``).
        outage_cap: the contract's cap read as one on each outage's credit (``caps.outage_cap_of``): where each
            outage's credit can be computed (``caps.outage_cap_applies``) each is capped and the month's is their sum.

    Raises:
        SlacheckError: the terms or arguments cannot decide the claim (no unit count, no fee...).
    """
    return claim_and_engine(incidents, terms, tz=tz, as_of=as_of, monthly_fee=monthly_fee, units=units,
                            unit_ids=unit_ids, gpu_of_node_map=gpu_of_node_map, month=month, sla_unit=sla_unit,
                            second_core=second_core, unit_ids_are_nodes=unit_ids_are_nodes,
                            outage_lengths=outage_lengths, outage_cap=outage_cap)[0]


def claim_and_engine(incidents: Sequence[Incident] | IncidentTable, terms: ContractTerms, *, tz: str | ZoneInfo,
                     as_of: date, monthly_fee: float | Decimal | None = None, units: int | None = None,
                     unit_ids: Sequence[str] | None = None, gpu_of_node_map: Mapping[str, str] | None = None,
                     month: str | None = None, sla_unit: str | None = None, second_core: bool = False,
                     unit_ids_are_nodes: bool = False, outage_lengths: bool = True,
                     outage_cap: OutageCap | None = None) -> tuple[ClaimResult, "ClaimEngine"]:
    """``compute_claim``, and the engine that computed it (its ``downtimes`` of the months it
    computed in this process, every month without ``second_core``: reconcile prices a change to
    one incident from them)."""
    zone = as_zone(tz)
    with bulk_work():
        table = incidents if isinstance(incidents, IncidentTable) else IncidentTable.from_incidents(incidents, zone)
        if sla_unit is not None:
            terms = terms.model_copy(update={"sla_unit": sla_unit})
        engine = ClaimEngine(table, terms, zone, as_of, monthly_fee, units, unit_ids, gpu_of_node_map,
                             unit_ids_are_nodes, outage_lengths, outage_cap)
        result = engine.run(month, second_core=second_core)
        return result.model_copy(update={"skipped": list(getattr(table, "skipped", []) or [])}), engine


@dataclass
class MonthDowntime:
    """What one month's merge produced, before money."""

    label: str
    unit_ms: int
    downtime_ms: int
    union_hours: int  # the union of the counted outages, each rounded up to an hour (0: not needed, not computed)
    # ... or, where the contract adds to the per-hour form (``credits.PeriodTerms``), in its periods counted as it says
    listed: np.ndarray  # incident indices overlapping the month, in input order
    counted_ms: np.ndarray  # per listed incident: unit-ms inside the final downtime
    reasons: np.ndarray  # per listed incident: an ``Exclusion`` code
    maintenance_without_notice_rule: bool = False
    group_ms: np.ndarray | None = None  # per unit group (last: the never-named units): its own downtime
    group_hours: np.ndarray | None = None  # per unit group: its own outages, each rounded up to an hour
    kept: Runs | None = None  # the merged outages that count (a what-if on one unit reuses the others')
    longest: LongestOutage | None = None  # the longest of them, whole, with its incidents (``longest_run``)
    kept_ids: list | None = None  # per kept outage its incidents' ids (only under a per-outage cap: ``outages``)
    kept_across: list | None = None  # ... and whether one of them runs on past the month's start or end
    kept_before: list | None = None  # ... and whether one of them began in the month before (its onset owed there)
    # where the contract adds to the per-hour form: the union's outages and completed periods, and each group's
    union_outages: Outages | None = None
    group_outages: list[Outages] | None = None
    # ... and the unit groups one of whose incidents went on from the month before (its onset was owed there, once),
    # each with how long that outage had run before the month (the free minutes it used there, mo50; 0 unless free)
    went_on: Mapping[int, int] = field(default_factory=dict)


@dataclass
class MonthIndex:
    """Which incidents and counted (incident, unit) pairs fall in which calendar month.

    Each incident overlaps the months from the one holding its start to the one holding its
    last instant (a zero-length incident: the month it sits in). Incidents are grouped by
    their first month with one stable sort on a small integer (linear time), so a month's
    incidents come out in input order; the few that run on into later months are added to
    those months from a short list. Built once per claim: a year's log is not rescanned per month.
    """

    labels: list[str]
    first: np.ndarray  # per incident: index of its first month
    last: np.ndarray  # per incident: index of its last month
    by_first: np.ndarray  # incidents ordered by first month (stable)
    offsets: np.ndarray  # month k's incidents are by_first[offsets[k]:offsets[k + 1]]
    spanning: np.ndarray  # incidents overlapping more than one month
    pairs_by_first: np.ndarray  # counted pairs ordered by their incident's first month
    pair_offsets: np.ndarray
    spanning_pairs: np.ndarray  # counted pairs of spanning incidents
    spanning_pair_incident: np.ndarray  # their incidents

    @classmethod
    def build(cls, table: IncidentTable, counted: np.ndarray, pair_incident: np.ndarray,
              zone: ZoneInfo) -> "MonthIndex":
        empty = np.zeros(0, dtype=np.int64)
        if len(table) == 0:
            return cls([], empty, empty, empty, np.zeros(1, dtype=np.int64), empty, empty,
                       np.zeros(1, dtype=np.int64), empty, empty)
        start = table.start_ms
        last_ms = table.end_ms - 1
        np.maximum(last_ms, start, out=last_ms)
        labels = months_between(int(start.min()), int(last_ms.max()), zone)
        bounds = np.array([month_bounds_ms(label, zone)[0] for label in labels], dtype=np.int64)
        month_of = month_lookup(bounds, int(last_ms.max()))
        first, last = month_of(start), month_of(last_ms)
        by_first, offsets = group_by_small_int(first, len(labels))
        spanning = np.flatnonzero(last > first)
        # each counted pair by its incident's first month; the others in one more group, left out
        pair_first = np.where(counted, first, len(labels)).astype(first.dtype, copy=False)[pair_incident]
        order, pair_offsets = group_by_small_int(pair_first, len(labels) + 1)
        spanning_pairs = np.flatnonzero((counted & (last > first))[pair_incident])
        return cls(labels, first, last, by_first, offsets, spanning, order[:pair_offsets[-2]], pair_offsets[:-1],
                   spanning_pairs, pair_incident[spanning_pairs])

    def incidents_in(self, k: int) -> np.ndarray:
        starting = self.by_first[self.offsets[k]:self.offsets[k + 1]]
        running_on = self.spanning[(self.first[self.spanning] < k) & (self.last[self.spanning] >= k)]
        # two ascending runs (the month's own incidents, those running on into it): numpy's
        # stable sort merges them (~0.2 ms for a big log's month, against ~4 for its quicksort)
        return np.sort(np.concatenate((starting, running_on)), kind="stable") if len(running_on) else starting

    def pairs_in(self, k: int) -> np.ndarray:
        """Counted pairs whose incident overlaps month ``k`` (in no particular order)."""
        starting = self.pairs_by_first[self.pair_offsets[k]:self.pair_offsets[k + 1]]
        incident = self.spanning_pair_incident
        running_on = self.spanning_pairs[(self.first[incident] < k) & (self.last[incident] >= k)]
        return np.concatenate((starting, running_on)) if len(running_on) else starting


def exclusion_codes(cause: np.ndarray, notice_hours: np.ndarray,
                    required: float | None) -> tuple[np.ndarray, np.ndarray]:
    """Excluded reason per incident (SPEC §3.2): customer, force majeure, noticed maintenance (``notice_hours`` as the
    contract counts them: ``notice.notice_as_counted``); and which incidents are maintenance counted because the
    contract states no notice period."""
    reason = np.full(len(cause), Exclusion.COUNTED, dtype=np.int8)
    reason[cause == CUSTOMER] = Exclusion.CUSTOMER
    reason[cause == FORCE_MAJEURE] = Exclusion.FORCE_MAJEURE
    maintenance = cause == MAINTENANCE
    if required is None:
        return reason, maintenance  # counts, and the month is flagged
    with np.errstate(invalid="ignore"):
        reason[maintenance & (notice_hours >= required)] = Exclusion.MAINTENANCE_NOTICE  # equal notice excludes
    return reason, np.zeros(len(cause), dtype=bool)


def _names_beside_star(table: IncidentTable, named_incidents: np.ndarray, star_incidents: np.ndarray) -> bool:
    """Does a `*` incident also name units (whose pairs its expansion to every unit repeats)?
    (``named_incidents``: the incident of each pair naming a unit.)"""
    if not len(star_incidents):
        return False
    is_star = np.zeros(len(table), dtype=bool)
    is_star[star_incidents] = True
    return bool(np.any(is_star[named_incidents]))


def nodes_named_under_a_gpu_sla(names: Sequence[str], gpu_of_node: Mapping[str, str]) -> dict[str, list[str]]:
    """The log's unit names that are nodes of a ``gpu,node`` inventory (and not GPUs of it), each with the GPUs the
    inventory lists under it: under a GPU SLA a node the log names is down with all its GPUs (our reading where
    SPEC is silent: a log of node outages, as most are, means every GPU of the node was unusable)."""
    gpus_of: dict[str, list[str]] = {}
    for gpu, node in gpu_of_node.items():
        gpus_of.setdefault(node, []).append(gpu)
    return {n: gpus_of[n] for n in names if n in gpus_of and n not in gpu_of_node}


def spread_nodes(incident: np.ndarray, unit: np.ndarray, names: list[str], node_gpus: Mapping[str, list[str]]):
    """Pairs (incident, unit code into ``names``) with each node of ``node_gpus`` replaced by one pair per GPU
    of it: (incidents, unit codes, names), the GPUs' names added after the log's."""
    names = list(names)
    code_of = {n: i for i, n in enumerate(names)}
    for gpus in node_gpus.values():
        for gpu in gpus:
            if gpu not in code_of:
                code_of[gpu] = len(names)
                names.append(gpu)
    codes_of = [[code_of[g] for g in node_gpus[n]] if n in node_gpus else [i] for i, n in enumerate(names)]
    lengths = np.array([len(c) for c in codes_of], dtype=np.int64)
    flat = np.array([c for codes in codes_of for c in codes], dtype=np.int64)
    first = np.cumsum(lengths) - lengths  # where each code's GPUs start in ``flat``
    repeats = lengths[unit]
    within = np.arange(int(repeats.sum()), dtype=np.int64) - np.repeat(np.cumsum(repeats) - repeats, repeats)
    return np.repeat(incident, repeats), flat[np.repeat(first[unit], repeats) + within], names


def units_as_measured(table: IncidentTable, sla_unit: str | None,
                      gpu_of_node: Mapping[str, str] | None) -> IncidentTable:
    """``table`` with its units named as the SLA measures them, where a ``gpu,node`` inventory tells: under a GPU
    SLA a node it lists as that node's GPUs (``spread_nodes``, as the claim counts it), under a node SLA a GPU as
    its node; each (incident, unit) pair once, the rows as they are. Reconcile pairs the logs and compares their
    units so, like with like (our log's node n1 and the vendor's GPUs n1-g0..n1-g7 are the same units). The table
    itself where nothing is renamed."""
    if not gpu_of_node or sla_unit not in ("gpu", "node"):
        return table
    named = table.pair_unit != ALL_UNITS
    incident, unit, names = table.pair_incident[named], table.pair_unit[named], list(table.unit_names)
    if sla_unit == "gpu":
        node_gpus = nodes_named_under_a_gpu_sla(names, gpu_of_node)
        if not node_gpus:
            return table
        incident, unit, names = spread_nodes(incident, unit, names, node_gpus)
    else:
        if not any(n in gpu_of_node for n in names):
            return table
        as_node = [gpu_of_node.get(n, n) for n in names]
        names = list(dict.fromkeys(as_node))
        code = {n: i for i, n in enumerate(names)}
        unit = np.array([code[n] for n in as_node], dtype=np.int64)[unit]
    pair_incident = np.concatenate((incident, table.pair_incident[~named]))
    pair_unit = np.concatenate((unit, table.pair_unit[~named]))
    # a node and its GPU (or two GPUs of a node) in one incident: one pair; pairs by incident, as readers list them
    _, first = np.unique(pair_incident * (len(names) + 1) + (pair_unit + 1), return_index=True)
    return replace(table, pair_incident=pair_incident[first], pair_unit=pair_unit[first], unit_names=names)


QUARTER_HOUR_MS = 900_000


def month_lookup(bounds: np.ndarray, last_ms: int):
    """A function from epoch ms (from ``bounds[0]`` to ``last_ms``) to the index of the month
    holding each, ``bounds`` being the months' first instants. Months begin at local midnight,
    a whole quarter-hour in every zone of today's tz database, so a table per quarter-hour
    answers with one division and one gather (a binary search per incident takes three times
    as long); bounds off the quarter-hour (old local mean times) are searched."""
    first = int(bounds[0])
    quarters = (last_ms - first) // QUARTER_HOUR_MS + 1
    if np.any((bounds - first) % QUARTER_HOUR_MS) or quarters > 2**24 or len(bounds) >= 2**15:
        return lambda ms: (np.searchsorted(bounds, ms, side="right") - 1).astype(np.int16 if len(bounds) < 2**15
                                                                                 else np.int64)
    table = (np.searchsorted(bounds, first + np.arange(quarters, dtype=np.int64) * QUARTER_HOUR_MS, side="right")
             - 1).astype(np.int16)

    def lookup(ms: np.ndarray) -> np.ndarray:
        quarter = ms - first
        quarter //= QUARTER_HOUR_MS  # (in place: a whole log's column, a temporary fewer)
        return table.take(quarter)

    return lookup


def sorted_distinct(values: np.ndarray) -> np.ndarray:
    """``np.unique(values)`` without its import of numpy.ma (~20 ms a process)."""
    values = np.sort(values)
    return values[np.concatenate(([True], values[1:] != values[:-1]))] if len(values) else values


def group_by_small_int(values: np.ndarray, count: int) -> tuple[np.ndarray, np.ndarray]:
    """(positions ordered by value, stable; offsets of each value 0..count-1 in that order).

    Values below 2**15 sort as int16, which numpy sorts stably by radix in linear time; below
    2**8 (a claim's months) as uint8, one radix pass instead of two (1.1M pairs in no order:
    ~11 ms against ~14)."""
    keys = values.astype(np.uint8) if count <= 2**8 else values.astype(np.int16, copy=False) if count < 2**15 \
        else values
    order = np.argsort(keys, kind="stable")
    return order, group_offsets(values, count)


def group_offsets(values: np.ndarray, count: int) -> np.ndarray:
    """Where each value 0..count-1 begins once ``values`` are in order (count + 1 offsets,
    the last the length): from a count of each value, no search."""
    offsets = np.zeros(count + 1, dtype=np.int64)
    np.cumsum(np.bincount(values, minlength=count), out=offsets[1:])
    return offsets


class ClaimEngine:
    """One claim computation: resolves units once, then computes each month."""

    def __init__(self, table, terms, zone, as_of, monthly_fee, units, unit_ids, gpu_of_node_map,
                 unit_ids_are_nodes: bool = False, outage_lengths: bool = True, outage_cap: OutageCap | None = None):
        self.table = table
        self.outage_lengths = outage_lengths  # each month's longest outage found (``compute_claim``)
        self.terms = terms
        self.zone = zone
        self.as_of = as_of
        self.sla_unit = terms.sla_unit or "cluster"
        fee = monthly_fee if monthly_fee is not None else terms.monthly_fee
        self.monthly_fee = exact(fee) if fee is not None else None
        self.review_all: list[str] = []
        if terms.sla_unit is None:
            if units is not None:
                # gpu or node: under cluster the whole cluster is the one unit, and --units is refused
                raise terms_problem(MissingTerm("sla_unit", "--units needs an sla_unit (what a unit is), which the "
                                                "terms do not name: pass --sla-unit gpu|node", values=("gpu", "node")))
            self.review_all.append("the contract names no sla_unit; measured on the whole cluster")
        elif units is not None and self.sla_unit == "cluster":  # (it changed nothing: the one unit is the cluster)
            raise SlacheckError("--units", CLUSTER_IS_ONE_UNIT.format(option=f"--units {units}"))
        self.per_unit_base = terms.credit_base == "unit" and self.sla_unit != "cluster"
        # the union of a month's outages (its interrupted hours) prices only a per-hour credit on
        # the whole fee: a second merge of every outage, sorted by start, skipped when nothing reads it
        self.union_needed = terms.credit_per_hour_pct is not None and not self.per_unit_base
        self.period = PeriodTerms.of(terms)  # beyond SPEC §3.4: an onset's share, another period (None: neither)
        self.gpu_of_node_map = gpu_of_node_map  # a gpu,node inventory: the cluster's GPUs (downtime multiple)
        self._resolve_units(units, unit_ids, gpu_of_node_map, unit_ids_are_nodes)
        self._classify()
        # a cap on each outage's credit, where each outage's credit can be computed (else the claim says the cap)
        self.outage_cap = outage_cap if outage_cap_applies(outage_cap, terms, self.sla_unit) else None

    # ------------------------------------------------------------------ setup

    def fail(self, message: str) -> SlacheckError:
        return SlacheckError(self.table.file or "incidents", message)

    def _resolve_units(self, units, unit_ids, gpu_of_node_map, unit_ids_are_nodes) -> None:
        """Map each (incident, unit) pair to an SLA unit group; count the units (SPEC §3.3)."""
        t = self.table
        self.per_named = 1
        if self.sla_unit == "cluster":
            # any counted incident, whatever units it lists, downs the one unit
            self.n_units = 1
            self.n_named = 1
            self.anonymous = 0
            self.pair_incident = np.arange(len(t), dtype=np.int64)
            self.pair_group = np.zeros(len(t), dtype=np.int64)
            return
        names = list(t.unit_names)
        node_gpus: dict[str, list[str]] = {}
        if gpu_of_node_map and self.sla_unit == "gpu":  # a 'gpu,node' inventory's units under a GPU SLA: its GPUs
            unit_ids = list(gpu_of_node_map)
            node_gpus = nodes_named_under_a_gpu_sla(names, gpu_of_node_map)
        if gpu_of_node_map and self.sla_unit == "node":
            names = [gpu_of_node_map.get(n, n) for n in names]
        if unit_ids is not None:
            known = {u: i for i, u in enumerate(dict.fromkeys(unit_ids))}
            if gpu_of_node_map and self.sla_unit == "node":
                for node in gpu_of_node_map.values():
                    known.setdefault(node, len(known))
            missing = sorted({n for n in names if n not in known and n not in node_gpus})
            if missing:
                raise self.fail(f"unit {missing[0]!r} is not in the inventory"
                                + (f" (and {len(missing) - 1} more)" if len(missing) > 1 else ""))
        else:
            known = {}
            for n in names:
                known.setdefault(n, len(known))
        # GPUs each named unit stands for: a node of a node inventory under a GPU SLA holds gpus_per_node of them
        if self.sla_unit == "gpu" and unit_ids_are_nodes and unit_ids is not None:
            try:
                self.per_named = gpus_of_each_node(self.terms)
            except MissingTerm as lacking:  # the terms' file is named (and the line to add) by the caller
                raise terms_problem(lacking) from None
        derived = count_units(self.terms, self.sla_unit)
        n_units = units if units is not None else (len(known) * self.per_named if unit_ids is not None else derived)
        if n_units is None:
            # the terms lack the fact, not the log: their file is named (and the line to add) by the caller that
            # knows it, after the options that give it
            lacking = "gpu_count" if not self.terms.gpu_count else "gpus_per_node"
            raise terms_problem(MissingTerm(lacking, f"the number of {self.sla_unit} units is unknown (the contract "
                                                     f"states no {lacking}): pass --units N or --inventory FILE"))
        if len(known) * self.per_named > n_units:
            raise self.fail(f"the log names {len(known)} distinct {self.sla_unit} units but there are only "
                            f"{n_units}; pass --units or --inventory")
        self.n_units = n_units
        self.known = known
        self.n_named = len(known)
        self.anonymous = n_units - len(known) * self.per_named  # units never named: down only under `*`
        named = t.pair_unit != ALL_UNITS
        star_incidents = sorted_distinct(t.pair_incident[~named])
        named_incident, named_unit = t.pair_incident[named], t.pair_unit[named]
        if node_gpus:  # a node named under a GPU SLA: one pair for each of its GPUs
            named_incident, named_unit, names = spread_nodes(named_incident, named_unit, names, node_gpus)
        group_of_code = [-1 if n in node_gpus else known[n] for n in names]  # (a spread node is in no pair)
        # the named pairs, then each `*` incident as every named unit (and the never-named ones'
        # timeline), written into the columns in place: each whole-log temporary is fresh memory
        named_pairs = len(named_incident)
        spread = len(star_incidents) * (self.n_named + (1 if self.anonymous else 0))
        pair_incident = np.empty(named_pairs + spread, dtype=np.int64)
        pair_incident[:named_pairs] = named_incident
        pair_group = np.empty(len(pair_incident), dtype=np.int64)
        pair_group[:named_pairs] = named_unit
        if group_of_code != list(range(len(names))):  # an inventory's or a GPU's node's numbering
            pair_group[:named_pairs] = np.array(group_of_code, dtype=np.int64)[pair_group[:named_pairs]]
        if len(star_incidents):
            stars = len(star_incidents) * self.n_named
            pair_incident[named_pairs:named_pairs + stars] = np.repeat(star_incidents, self.n_named)
            pair_group[named_pairs:named_pairs + stars] = np.tile(np.arange(self.n_named, dtype=np.int64),
                                                                  len(star_incidents))
            if self.anonymous:
                pair_incident[named_pairs + stars:] = star_incidents
                pair_group[named_pairs + stars:] = self.n_named
        if not (gpu_of_node_map and self.sla_unit == "node") and not node_gpus \
                and not _names_beside_star(t, pair_incident[:named_pairs], star_incidents):
            # readers list each unit of an incident once and names map to distinct groups; a `*`
            # incident that names no unit beside it repeats no pair (so no sort is needed)
            self.pair_incident, self.pair_group = pair_incident, pair_group
            return
        # a GPU and its node (under a node SLA, or a GPU SLA naming the node), a unit named beside `*`, count once
        key = pair_incident * (self.n_named + 1) + pair_group
        _, first = np.unique(key, return_index=True)
        first.sort()
        self.pair_incident = pair_incident[first]
        self.pair_group = pair_group[first]

    def group_weights(self) -> np.ndarray:
        """Units behind each unit group: ``per_named`` for a named one (1, or a node's GPUs under a GPU SLA), the
        never-named units' count for the last (they share one timeline)."""
        weight = np.full(self.n_named + 1, self.per_named, dtype=np.int64)
        weight[self.n_named] = self.anonymous
        return weight

    def _classify(self) -> None:
        # a notice the contract counts in business days: only its weekday hours (``notice.notice_as_counted``)
        self.notice = notice_as_counted(self.table.notice_hours, self.table.start_ms, self.zone,
                                        self.terms.maintenance_notice_counted_in)
        self.reason, self.maintenance_unruled = exclusion_codes(self.table.cause, self.notice,
                                                                self.terms.maintenance_notice_hours)
        self.counted = self.reason == Exclusion.COUNTED

    # ------------------------------------------------------------------ months

    def month_labels(self) -> list[str]:
        """The months any incident overlaps, in order."""
        index = self._month_index()
        return [label for k, label in enumerate(index.labels) if len(self.listed_in(k))]

    def _month_index(self) -> "MonthIndex":
        if not hasattr(self, "_months"):
            self._months = MonthIndex.build(self.table, self.counted, self.pair_incident, self.zone)
        return self._months

    def listed_in(self, k: int) -> np.ndarray:
        """Incidents overlapping month ``k`` of the index, in input order (kept: labels are chosen by it)."""
        if not hasattr(self, "_listed"):
            self._listed = {}
        if k not in self._listed:
            self._listed[k] = self._month_index().incidents_in(k)
        return self._listed[k]

    def _position_of(self, listed: np.ndarray) -> np.ndarray:
        """Incident index → its place in ``listed`` (a gather is faster than a binary search)."""
        if not hasattr(self, "_positions"):
            self._positions = np.zeros(len(self.table), dtype=np.int64)
        self._positions[listed] = np.arange(len(listed), dtype=np.int64)
        return self._positions

    def downtime_for(self, label: str) -> MonthDowntime:
        lo, hi = month_bounds_ms(label, self.zone)
        index = self._month_index()
        k = index.labels.index(label) if label in index.labels else None
        listed = self.listed_in(k) if k is not None else np.zeros(0, dtype=np.int64)
        min_ms = (self.terms.min_outage_minutes or 0) * MS_PER_MINUTE

        pairs = index.pairs_in(k) if k is not None else np.zeros(0, dtype=np.int64)
        inc, grp = self.pair_incident[pairs], self.pair_group[pairs]
        s, e = clip_intervals(self.table.start_ms[inc], self.table.end_ms[inc], lo, hi, own=True)
        live = e > s
        if not live.all():
            inc, grp, s, e = inc[live], grp[live], s[live], e[live]
        runs = merge_intervals_by_group(grp, s, e)
        length = runs.length
        kept = length >= min_ms  # exactly at the minimum counts
        kept_at = np.flatnonzero(kept)  # (found once for the kept runs' columns)
        weight = self.group_weights()
        # every unit group weighs the same unless never-named units (their one timeline) weigh otherwise
        same = self.per_named if not self.anonymous or self.anonymous == self.per_named else None
        downtime_ms = int(np.sum(length.take(kept_at) * weight[runs.group.take(kept_at)])) if same is None else \
            int(np.sum(length.take(kept_at))) * same
        union_hours = 0
        # the groups of an outage that went on from the month before (its onset's share owed there, once: ``month_outages``)
        went_on = {g: self.ran_before(self._group_incidents(g), lo)
                   for g in set(grp[(s == lo) & (self.table.start_ms[inc] < lo)].tolist())} if self.period is not None else {}
        if self.union_needed:
            union_s, union_e = merge_intervals(runs.start[kept], runs.end[kept])
            union_hours = int(np.sum(ceil_to_whole(union_e - union_s, MS_PER_HOUR)))
            union_outages = self.month_outages(union_s, union_e, lo, union_before(went_on))
            union_hours = union_hours if union_outages is None else union_outages.periods

        survive = kept[runs.of_input] if len(inc) else np.zeros(0, dtype=bool)
        longest = self.longest_outage(runs, kept, inc, s, e, lo, hi) if self.outage_lengths else None
        contribution = e - s
        if same is None:
            contribution *= weight[grp]
        elif same != 1:
            contribution *= same
        contribution *= survive
        contribution = contribution.astype(np.float64)
        position = self._position_of(listed)[inc]  # every live pair's incident overlaps the month
        counted_ms = np.bincount(position, weights=contribution, minlength=len(listed))
        clipped_any = np.bincount(position, minlength=len(listed)) > 0
        reasons = self.reason[listed].copy()
        if min_ms > 0:
            reasons[(reasons == Exclusion.COUNTED) & clipped_any & (counted_ms == 0)] = Exclusion.BELOW_MIN_OUTAGE
        unruled = bool(np.any(self.maintenance_unruled[listed] & clipped_any))
        down = MonthDowntime(label, self.n_units * (hi - lo), downtime_ms, union_hours, listed,
                             counted_ms, reasons, unruled,
                             kept=Runs(runs.group.take(kept_at), runs.start.take(kept_at), runs.end.take(kept_at),
                                       runs.of_input[:0]),
                             longest=longest)
        if self.outage_cap is not None:  # each kept outage's incidents, for the notes of the outages a cap cuts
            of_kept = np.searchsorted(kept_at, runs.of_input[survive]) if len(inc) else np.zeros(0, dtype=np.int64)
            order = np.lexsort((inc[survive], of_kept)) if len(inc) else of_kept
            cuts = np.searchsorted(of_kept[order], np.arange(1, len(kept_at)))
            parts = np.split(inc[survive][order], cuts)
            down.kept_ids = [tuple(dict.fromkeys(str(self.table.ids[int(i)]) for i in part)) for part in parts]
            down.kept_across = [bool(np.any((self.table.start_ms[part] < lo) | (self.table.end_ms[part] > hi)))
                                for part in parts]
            down.kept_before = [bool(np.any(self.table.start_ms[part] < lo)) for part in parts]
        if self.per_unit_base:
            groups = self.n_named + 1
            down.group_ms = np.bincount(runs.group[kept], weights=runs.length[kept], minlength=groups).astype(np.int64)
            down.group_hours = np.bincount(runs.group[kept], weights=ceil_to_whole(runs.length[kept], MS_PER_HOUR),
                                           minlength=groups).astype(np.int64)
            if self.period is not None:
                own_runs = [np.flatnonzero(kept & (runs.group == g)) for g in range(groups)]
                down.group_outages = [self.month_outages(runs.start[at], runs.end[at], lo, went_on.get(g))
                                      for g, at in enumerate(own_runs)]
        if self.union_needed:
            down.union_outages = union_outages
        down.went_on = went_on
        return down

    def month_outages(self, starts: np.ndarray, ends: np.ndarray, lo: int, before: int | None) -> Outages | None:
        """``outages_of`` a month's merged outages [starts, ends) (in order), the month starting at ``lo``: where the first
        starts at ``lo`` and went on from the month before (``before``, not None: one of its incidents began before, the
        outage having run ``before`` ms then), its onset's share was owed there and is not owed again, nor the free
        minutes it used there. One function for a claim's months and a what-if's (``whatif.MonthWhatIf``), so a disputed
        outage across a month's end owes its onset once in both, and uses its free minutes once."""
        continued = before is not None and bool(len(starts)) and int(starts[0]) == lo
        return self.outages_of(ends - starts, continued, before or 0)

    def ran_before(self, incidents: tuple[np.ndarray, np.ndarray] | None, lo: int) -> int:
        """How long the outage of ``incidents`` (a unit group's counted ones: starts, ends; None where the contract makes
        no outage's first minutes free: ``_group_incidents``) running at ``lo`` (a month's start) had run before it (mo50:
        what its earlier part did not use, its later part uses); 0 otherwise (the onset alone cares only that it went on)."""
        return 0 if incidents is None else ran_before(*incidents, lo)

    def _group_incidents(self, group: int) -> tuple[np.ndarray, np.ndarray] | None:
        """Unit group ``group``'s counted incidents (starts, ends) where ``ran_before`` needs them, else None."""
        if self.period is None or not self.period.free_minutes:
            return None
        inc = self.pair_incident[self.pair_group == group]
        inc = inc[self.counted[inc]]
        return self.table.start_ms[inc], self.table.end_ms[inc]

    def outages_of(self, lengths: np.ndarray, continued: bool = False, before_ms: int = 0) -> Outages | None:
        """Merged outages of ``lengths`` (ms) as the per-period form counts them (``credits.Outages``), where the contract
        adds to the per-hour form; None where it does not (SPEC §3.4's hours, each rounded up, are the count).
        ``continued``: the first went on from the month before, whose onset it owed there (not counted again). Where
        the contract makes each outage's first minutes free (``free_minutes``), each outage is counted past them (one
        went on from the month before, having run ``before_ms`` there, past what of them that part did not use), and one no longer than they are owes nothing, nor its onset;
        where it makes a month's first minutes of downtime free (``free_month_minutes``), the month's outages use them in
        turn (its part of one that went on from the month before too: that month's downtime is this month's); where it
        owes a credit only once a month's downtime passes some minutes (``month_over_minutes``), a month at or below them
        owes nothing, nor any onset (below them only, where they are included: ``month_over_inclusive``, mo52)."""
        if self.period is None:
            return None
        return self._counted(self._owing(lengths, continued, before_ms), continued)

    def each_outage(self, lengths: np.ndarray, continued: bool = False, before_ms: int = 0) -> list[Outages] | None:
        """Each of a month's merged outages (``lengths``, in time order) as ``outages_of`` counts the month, one by one:
        what a cap on each outage caps (mo51: the month's allowance used by the outages in turn, its condition met by
        the month's downtime, not each outage's own); they add up to ``outages_of``'s. None as there."""
        if self.period is None:
            return None
        owing = self._owing(lengths, continued, before_ms)
        return [self._counted(owing[k:k + 1], continued and k == 0) for k in range(len(owing))]

    def _owing(self, lengths: np.ndarray, continued: bool, before_ms: int) -> np.ndarray:
        """Each outage's ms that owe a credit (``outages_of``'s docstring)."""
        lengths = np.asarray(lengths, dtype=np.int64)
        gate, total = self.period.month_over_minutes * MS_PER_MINUTE, int(np.sum(lengths))
        if gate and (total < gate or total == gate and not self.period.month_over_inclusive):
            lengths = np.zeros_like(lengths)  # (the month's downtime did not pass the condition's minutes: mo51; nor
            # reach them where they are included, mo52)
        if self.period.free_minutes:
            free = np.full(len(lengths), self.period.free_minutes * MS_PER_MINUTE, dtype=np.int64)
            free[:int(continued)] = max(int(free[0]) - before_ms, 0) if len(free) else 0
            lengths = np.maximum(lengths - free, 0)
        if self.period.free_month_minutes:  # (the month's allowance, used by its outages in turn: mo50)
            past = np.maximum(np.cumsum(lengths) - self.period.free_month_minutes * MS_PER_MINUTE, 0)
            lengths = np.diff(past, prepend=0)
        return lengths

    def _counted(self, lengths: np.ndarray, continued: bool) -> Outages:
        """``Outages`` of the owing ``lengths`` (``_owing``): periods, completed ones, outages owing an onset."""
        unit = self.period.minutes * MS_PER_MINUTE
        owing = int(np.count_nonzero(lengths[int(continued):])) \
            if self.period.free_minutes or self.period.free_month_minutes or self.period.month_over_minutes \
            else len(lengths) - int(continued)
        return Outages(int(np.sum(whole_periods(lengths, unit, self.period.completed))),
                       int(np.sum(whole_periods(lengths, unit, True))), owing)

    def longest_outage(self, runs: Runs, kept: np.ndarray, inc: np.ndarray, s: np.ndarray, e: np.ndarray, lo: int,
                       hi: int) -> LongestOutage | None:
        """The month's longest counted outage of one unit (``runs``, merged from the incidents ``inc`` over ``[s, e)``,
        clipped to the month ``[lo, hi)``; ``kept``: those that count), from its incidents' earliest start to their
        latest end in the log, with their ids (earliest first): the outage a credit for one outage's length is compared
        with, merged once, here, as the downtime is."""
        cut = np.flatnonzero((s == lo) | (e == hi))  # the pieces the month's edge may have cut
        found = longest_run(runs, kept, cut, self.table.start_ms[inc[cut]], self.table.end_ms[inc[cut]])
        if found is None:
            return None
        members = sorted_distinct(inc[runs.of_input == found[0]])  # (np.unique: numpy.ma on this path)
        members = members[np.argsort(self.table.start_ms[members], kind="stable")]
        inside = int(runs.length[found[0]])  # (the run as the month clips it)
        return LongestOutage(ids=[str(self.table.ids[int(i)]) for i in members], minutes=found[1] / MS_PER_MINUTE,
                             in_month=inside / MS_PER_MINUTE if inside < found[1] else None)

    def run(self, month: str | None = None, *, second_core: bool = False) -> ClaimResult:
        labels = [month] if month else self.month_labels()
        half = self._first_share(labels) if second_core else len(labels)
        # the child sends back its months' results only: their merges (a month's counted time per
        # incident, its merged outages: ~60% of what crossed, for nothing the claim command reads)
        # are computed again here if ever asked for (``Downtimes``)
        with InChild(self.results_of, labels[half:], fork=half < len(labels),
                     shared_bytes=self._result_bytes(labels[half:])) as later:
            computed = self.months_of(labels[:half])
            months = [result for _, result in computed] + later.result()
        self.downtimes = Downtimes(self, labels, {down.label: down for down, _ in computed})
        return ClaimResult(months=months, total_credit=sum((m.credit_amount for m in months), Decimal("0.00")))

    def months_of(self, labels: Sequence[str]) -> list[tuple[MonthDowntime, MonthResult]]:
        """Each month's merge and its result (months are independent of one another)."""
        return [(down, self.result_for(down)) for down in map(self.downtime_for, labels)]

    def results_of(self, labels: Sequence[str]) -> list[MonthResult]:
        """Each month's result (``months_of`` without the merges)."""
        return [result for _, result in self.months_of(labels)]

    def _first_share(self, labels: Sequence[str]) -> int:
        """How many of ``labels`` this process computes; a forked child computes the rest (on the
        second core) when the log is big and spans several months, else all of them here."""
        if len(labels) < 2 or len(self.table) < MONTHS_IN_CHILD_FROM or not can_fork():
            return len(labels)
        listed = np.cumsum([len(self._listed_of(label)) for label in labels])
        return int(np.argmin(np.abs(listed[:-1] - FIRST_SHARE * listed[-1]))) + 1

    def _listed_of(self, label: str) -> np.ndarray:
        index = self._month_index()
        return self.listed_in(index.labels.index(label)) if label in index.labels else np.zeros(0, dtype=np.int64)

    def _result_bytes(self, labels: Sequence[str]) -> int:
        """Shared memory for the child's months: per listed incident its id, minutes, reason and
        position in the result, and its index, minutes and reason in the merge (with room to spare)."""
        listed = sum(len(self._listed_of(label)) for label in labels)
        return listed * (2 * self.table.ids.array.dtype.itemsize + 64) + 2**20

    def downtime_gpus_per_unit(self) -> int:
        """GPUs behind one unit for the downtime multiple's GPU-hours; everything that credit lacks (the GPU count,
        the price per GPU-hour, the fee) is asked at once (``availability.downtime_multiple_needs``)."""
        per_unit = downtime_gpus_per_unit(self.terms, self.sla_unit, self.gpu_of_node_map)
        lacking = downtime_multiple_needs(self.terms, self.sla_unit, per_unit, self.monthly_fee)
        if lacking is not None:
            raise lacking
        return per_unit

    def result_for(self, down: MonthDowntime) -> MonthResult:
        terms = self.terms
        availability, credit = self.credit_for(down)
        units = self.unit_results(down) if self.per_unit_base else []
        review = list(self.review_all) + credit.review
        if down.maintenance_without_notice_rule:
            review.append("maintenance counted as downtime: the contract states no maintenance notice period")
        review += notice_notes(self.table.ids, down.listed, self.table.cause, self.table.notice_hours, self.notice,
                               terms.maintenance_notice_hours, terms.maintenance_notice_counted_in)
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
            partial=month_unfinished(down.label, self.as_of),
            units=units,
            longest_outage=down.longest,
        )

    def credit_for(self, down: MonthDowntime):
        """(availability, the credit's computation) of a month's merge: ``result_for``'s money, without
        the month's result around it (a priced what-if reads its amount alone)."""
        terms = self.terms
        availability = availability_pct(down.downtime_ms, down.unit_ms)
        try:
            per_unit = self.downtime_gpus_per_unit() if terms.credit_downtime_multiple else 1
            credit = compute_month_credit(
                tiers=terms.credit_tiers,
                credit_per_hour_pct=terms.credit_per_hour_pct,
                credit_downtime_multiple=terms.credit_downtime_multiple,
                price_gpu_hour=terms.price_gpu_hour,
                # (a cap on each outage caps no month: ``capped_per_outage``; one in service time leaves the month's)
                credit_cap_pct=terms.credit_cap_pct if self.outage_cap is None else None,
                monthly_fee=self.monthly_fee,
                availability_pct=availability,
                interrupted_hours=down.union_hours,
                downtime_gpu_hours=Fraction(down.downtime_ms * per_unit, MS_PER_HOUR),
                unit_shares=self.unit_shares(down) if self.per_unit_base else None,
                period=self.period,
                outages=down.union_outages,
            )
        except ValueError as exc:  # a term the computation needs is missing
            raise terms_problem(exc) from None
        if self.outage_cap is not None and down.downtime_ms:
            credit = self.capped_per_outage(down, credit, per_unit)
        return availability, credit

    def capped_per_outage(self, down: MonthDowntime, credit: MonthCredit, gpus: int) -> MonthCredit:
        """``credit`` with each per-outage form (``caps.OUTAGE_FORMS``) the sum of its outages' credits, each capped at
        the contract's cap on one outage, the largest form claimed anew (no month's cap where the contract's is the one
        on each outage; the month's beside a cap in service time), the outages the cap cut said with their incidents."""
        from .availability import messages

        cap = self.outage_cap
        limit = cap.amount(self.monthly_fee, self.n_units)
        outages = self.outages(down, gpus)
        forms, basis, cut = [], [], {}
        for row in credit.basis:
            if row.form in OUTAGE_FORMS:
                cut[row.form] = capped = cap_each_outage(outages, row.form, limit)
                row = row.model_copy(update={"amount": round_money(capped.total), "detail": (
                    f"{row.detail} = {row.amount}; {EACH_CAPPED} {round_money(limit)}: "
                    f"{capped.cut_count} of {capped.count} cut")})
            forms.append((row.form, row.credit_pct, row.amount))
            basis.append(row)
        month_cap = cap_of(self.terms.credit_cap_pct, self.monthly_fee) if cap.in_service_time else None
        claim = claim_largest(forms, month_cap)
        capped = cut.get(forms[claim.index][0]) if claim.index is not None else None
        words = messages()["notes"]["outage_capped"]
        notes = outage_notes(capped, cap, self.monthly_fee, self.n_units, words) if capped else []
        across = [i for outage in outages if outage.across for i in outage.ids]
        if capped and across:  # (one interruption over two months: its parts capped together, ``with_earlier``)
            notes.append(words["across"].format(ids=", ".join(dict.fromkeys(across))))
        return MonthCredit(credit.credit_pct, claim.amount, bool(capped and capped.cut) or claim.capped, basis,
                           claim.review + notes)

    def outages(self, down: MonthDowntime, gpus: int) -> list[Outage]:
        """A month's outages as a per-outage cap counts them, each with its credit under the per-outage forms: under
        a cap of one unit's fee each kept outage of a unit group (standing for the group's units), else each stretch
        of the month some unit was down (the kept outages merged across units: one outage of the service)."""
        terms, runs, weight = self.terms, down.kept, self.group_weights()
        length = (runs.end - runs.start).astype(np.int64)
        unit_share = Fraction(1, self.n_units)
        ids = down.kept_ids or [()] * len(length)
        across = down.kept_across or [False] * len(length)
        before = down.kept_before or [False] * len(length)
        ran = [down.went_on.get(int(runs.group[k]), 0) if before[k] else 0 for k in range(len(length))]
        # each unit's outages as its month counts them (``each_outage``: the month's allowance used in turn, mo51)
        own_of = {}
        for g in (np.unique(runs.group).tolist() if self.period is not None and self.per_unit_base else []):
            at = np.flatnonzero(runs.group == g)
            at = at[np.argsort(runs.start[at], kind="stable")]
            own_of.update(zip(at.tolist(), self.each_outage(length[at], before[at[0]], ran[at[0]])))

        def per_hour_pct(lengths_ms: np.ndarray, own: Outages | None) -> Fraction:
            """One outage's per-hour credit % as the month's is computed (``credits.per_period_credit``: its hours, each
            started one, or its periods and onset's share where the contract adds them, ``own``: ``each_outage``)."""
            hours = int(np.sum(ceil_to_whole(lengths_ms, MS_PER_HOUR)))
            return per_period_credit(terms.credit_per_hour_pct, self.period, own or Outages(hours, hours, 1))[0]

        def credits(parts: np.ndarray, each: bool, union_ms: int = 0, union_own: Outages | None = None) -> dict:
            out = {}
            if terms.credit_downtime_multiple is not None:
                gpu_ms = int(length[parts].sum()) if each else int(np.sum(length[parts] * weight[runs.group[parts]]))
                out["downtime_multiple"] = downtime_voucher(terms.credit_downtime_multiple,
                                                            Fraction(gpu_ms * gpus, MS_PER_HOUR), terms.price_gpu_hour)
            if terms.credit_per_hour_pct is not None:
                if self.per_unit_base:  # each unit's own outage on its share of the fee
                    pct = sum((per_hour_pct(length[[k]], own_of.get(k)) * (1 if each else int(weight[runs.group[k]]))
                               for k in parts.tolist()), Fraction(0)) * unit_share
                else:  # the stretch some unit was down: one outage of the service
                    union = np.array([union_ms], dtype=np.int64)
                    pct = per_hour_pct(union, union_own or self.outages_of(
                        union, any(before[k] for k in parts.tolist()), max((ran[k] for k in parts.tolist()), default=0)))
                out["per_hour"] = pct / 100 * self.monthly_fee
            return out

        def at(ms) -> str:
            return from_epoch_ms(int(ms), self.zone).isoformat(timespec="minutes")

        if self.outage_cap.unit_fee:
            return self.with_earlier(down.label, gpus, [
                Outage(ids[k], None if self.sla_unit == "cluster" else self.group_name(int(g)) if g < self.n_named else
                       "*", at(runs.start[k]), at(runs.end[k]), int(weight[g]), credits(np.array([k]), True), across[k])
                for k, g in enumerate(runs.group.tolist())])
        order = np.argsort(runs.start, kind="stable")
        reach = np.maximum.accumulate(runs.end[order])
        starts = np.flatnonzero(np.r_[True, runs.start[order][1:] > reach[:-1]]) if len(order) else order
        stretches = np.split(order, starts[1:]) if len(order) else []
        spans = [(int(runs.start[parts].min()), int(runs.end[parts].max())) for parts in stretches]
        # the stretches as the month counts them (``each_outage``: the first may have gone on from the month before)
        union_own = self.each_outage(np.array([b - a for a, b in spans], dtype=np.int64),
                                     any(before[k] for k in stretches[0].tolist()),
                                     max(ran[k] for k in stretches[0].tolist())) if spans else None
        out = []
        for n, (parts, (first, last)) in enumerate(zip(stretches, spans)):
            named = tuple(dict.fromkeys(i for k in parts.tolist() for i in ids[k]))
            out.append(Outage(named, None, at(first), at(last), 1,
                              credits(parts, False, last - first, union_own[n] if union_own else None),
                              any(across[k] for k in parts.tolist())))
        return self.with_earlier(down.label, gpus, out)

    def with_earlier(self, label: str, gpus: int, outages: list[Outage]) -> list[Outage]:
        """``outages`` (of month ``label``), each starting at the month's start with what its parts in the months
        before earned (``Outage.earlier``: the outage of the same unit that ended there, and its own earlier parts), so
        the cap on the outage is met by its parts together; the months before computed only where one starts there."""
        lo = month_bounds_ms(label, self.zone)[0]
        first = from_epoch_ms(lo, self.zone).isoformat(timespec="minutes")
        if not any(outage.start == first for outage in outages):
            return outages
        down = self.downtime_for(months_between(lo - 1, lo - 1, self.zone)[0])
        if not down.downtime_ms:
            return outages
        ended = {(outage.unit, outage.end): outage for outage in self.outages(down, gpus)}
        out = []
        for outage in outages:
            part = ended.get((outage.unit, outage.start)) if outage.start == first else None
            if part is not None:
                earlier = part.earlier or {}
                outage = replace(outage, earlier={form: credit + earlier.get(form, Fraction(0))
                                                  for form, credit in part.credits.items()})
            out.append(outage)
        return out

    def _unit_groups(self, down: MonthDowntime):
        """(name, count, own downtime ms, own outages: its interrupted hours, or its periods where the contract adds to
        the per-hour form, ``credits.Outages``) of every unit group; the never-named units share the last group."""
        month_ms = down.unit_ms // self.n_units
        names = [self.group_name(g) for g in range(self.n_named)] + [None]
        counts = self.group_weights().tolist()
        for g, (name, count) in enumerate(zip(names, counts)):
            if count:
                hours = int(down.group_hours[g])
                own = down.group_outages[g] if down.group_outages is not None else Outages(hours, hours, 0)
                yield name, count, int(down.group_ms[g]), own, month_ms

    def unit_shares(self, down: MonthDowntime) -> list[tuple[Fraction, int, int, Outages]]:
        """(availability, count, units, own outages: its interrupted hours, or its periods where the contract adds to the
        per-hour form) per unit group (SPEC §3.4 ``credit_base: unit``): a group of ``count`` units holds count / units
        of the fee."""
        return [(availability_pct(ms, month_ms), count, self.n_units, own)
                for _, count, ms, own, month_ms in self._unit_groups(down)]

    def unit_results(self, down: MonthDowntime) -> list[UnitResult]:
        from .credits import tier_credit_pct

        tiers = self.terms.credit_tiers or []
        out = []
        for name, count, ms, _, month_ms in self._unit_groups(down):
            own = availability_pct(ms, month_ms)
            out.append(UnitResult(unit=name, count=count, downtime_minutes=ms / MS_PER_MINUTE,
                                  availability_pct=round(float(own), 4),
                                  credit_pct=float(tier_credit_pct(tiers, own))))
        return out

    def group_name(self, group: int) -> str:
        if not hasattr(self, "_group_names"):
            self._group_names = [""] * self.n_named
            for name, g in self.known.items():
                if g < self.n_named:
                    self._group_names[g] = name
        return self._group_names[group]


def month_unfinished(label: str, as_of: date) -> bool:
    """The month had not ended on ``as_of`` (its last day or earlier): partial, not claimable."""
    return as_of <= last_day_of_month(label)


class Downtimes(Mapping):
    """Each month's merge by label, in the claim's order: those computed in this process as
    they were, the others (a forked child's months) computed again when first asked for."""

    def __init__(self, engine: "ClaimEngine", labels: Sequence[str], computed: dict[str, MonthDowntime]):
        self.engine, self.labels, self.computed = engine, list(labels), computed

    def __getitem__(self, label: str) -> MonthDowntime:
        if label not in self.computed:
            if label not in self.labels:
                raise KeyError(label)
            self.computed[label] = self.engine.downtime_for(label)
        return self.computed[label]

    def __iter__(self) -> Iterator[str]:
        return iter(self.labels)

    def __len__(self) -> int:
        return len(self.labels)


def incident_results(ids: IdColumn, down: MonthDowntime) -> IncidentResults:
    """Per-incident rows as columns: a month may list a million incidents."""
    minutes = np.divide(down.counted_ms, MS_PER_MINUTE, out=result_array(len(down.counted_ms), np.float64))
    return IncidentResults.from_columns(ids.take(down.listed), minutes, down.reasons, positions=down.listed)


def union_before(went_on: Mapping[int, int]) -> int | None:
    """How long the outage of the whole service running at a month's start had run before it, from its unit groups'
    (``MonthDowntime.went_on``): the longest of theirs; None where none went on from the month before."""
    return max(went_on.values()) if went_on else None
