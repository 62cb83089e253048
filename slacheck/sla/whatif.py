"""A month of our claim recomputed with one incident changed, on the units the change touches.

Reconcile prices a disagreement by taking one field of one of our incidents from the vendor's
record and recomputing the months it touches. Under a unit SLA a month's downtime is a sum
over units, so only the units the incident names (before and after the change) can move:
their outages are merged again from their own incidents, the month's downtime is the base
month's with theirs replaced, and the engine's own credit code prices the result. What this
cannot do exactly — a cluster SLA, an incident on `*`, a change that makes a unit appear in
or vanish from the log (the count of named units moves) — returns None, and the caller
recomputes the whole month.
"""

from __future__ import annotations

from decimal import Decimal

import numpy as np

from ..columns.sorting import sort_with_order, stable_order
from ..incidents.table import ALL_UNITS, IncidentTable
from .engine import ClaimEngine, MonthDowntime, exclusion_codes, group_offsets, union_before
from .intervals import ceil_to_whole, clip_intervals, merge_intervals
from .months import MS_PER_HOUR, MS_PER_MINUTE, month_bounds_ms, months_between
from .notice import notice_as_counted

# what the engine takes as given
ENGINE_OPTIONS = {"monthly_fee", "units", "unit_ids", "gpu_of_node_map", "unit_ids_are_nodes", "outage_lengths"}


class MonthWhatIf:
    """Months of the claim ``engine`` computed on ``table``, with one incident changed."""

    def __init__(self, engine: ClaimEngine, table: IncidentTable, claim_kwargs: dict):
        self.engine, self.table = engine, table
        self.usable = engine.sla_unit != "cluster" and set(claim_kwargs) <= ENGINE_OPTIONS
        self.gpu_map = claim_kwargs.get("gpu_of_node_map") if engine.sla_unit == "node" else None
        self.fixed_units = claim_kwargs.get("unit_ids") is not None  # named units come from the inventory
        self.min_ms = (engine.terms.min_outage_minutes or 0) * MS_PER_MINUTE
        if self.usable:  # each (incident, unit) pair's positions by incident and by unit group
            self.engine_pairs = Positions(engine.pair_incident, len(table))
            self.group_pairs = Positions(engine.pair_group, engine.n_named + 1)
            self.table_pairs = Positions(table.pair_incident, len(table))
        self._name_uses: np.ndarray | None = None
        self.downs: dict[str, MonthDowntime] = dict(getattr(engine, "downtimes", {}))

    def expect(self, changes: list[tuple[int, list[str] | None]]) -> None:
        """The changes about to be priced: our incident k, with the vendor's unit names where the
        units change (else None). Their pairs and their unit groups' pairs are then found together
        when first needed (``Positions.want``)."""
        if not self.usable:
            return
        incidents = [k for k, _ in changes]
        self.engine_pairs.want(incidents)
        self.table_pairs.want(incidents)
        groups: set[int] = set()
        for k, names in changes:
            before = self.groups_of(k)
            after = self.groups_named(names, k) if before is not None and names is not None else None
            groups.update(before or (), after or ())
        self.group_pairs.want(groups)

    @property
    def name_uses(self) -> np.ndarray:
        """How many pairs of our log name each unit name (made when a units change first asks)."""
        if self._name_uses is None:
            named = self.table.pair_unit != ALL_UNITS
            self._name_uses = np.bincount(self.table.pair_unit[named], minlength=len(self.table.unit_names))
        return self._name_uses

    def groups_of(self, k: int) -> list[int] | None:
        """The unit groups our incident ``k`` is counted on, or None when it lists `*`."""
        if np.any(self.table.pair_unit[self.table_pairs.of(k)] == ALL_UNITS):
            return None
        return sorted(set(self.engine.pair_group[self.engine_pairs.of(k)].tolist()))

    def groups_named(self, names: list[str], k: int) -> list[int] | None:
        """The groups of ``names`` (the vendor's units for our incident ``k``), or None when the
        change needs the whole month: `*`, a unit our log does not name, or one only ``k`` names."""
        if "*" in names or (self.gpu_map and not self.fixed_units):
            return None
        mapped = [self.gpu_map.get(n, n) for n in names] if self.gpu_map else names
        known = self.engine.known
        if any(n not in known for n in mapped):
            return None  # a new unit (or one outside the inventory: the whole month says so)
        if not self.fixed_units:
            mine = self.table.pair_unit[self.table_pairs.of(k)]
            if any(self.name_uses[c] == 1 and self.table.unit_names[c] not in names for c in mine.tolist()):
                return None  # a unit only k names leaves the log
        return sorted({known[n] for n in mapped})

    def reason_of(self, cause: int, notice: float, start_ms: int) -> int:
        """The excluded reason of an incident of ``cause`` starting at ``start_ms`` after ``notice`` hours' notice."""
        terms = self.engine.terms
        counted = notice_as_counted(np.array([notice]), np.array([start_ms], dtype=np.int64), self.engine.zone,
                                    terms.maintenance_notice_counted_in)
        reason, _ = exclusion_codes(np.array([cause], dtype=np.int8), counted, terms.maintenance_notice_hours)
        return int(reason[0])

    def month(self, label: str, k: int, start: int, end: int, counted: bool, before: list[int],
              after: list[int]) -> tuple[float, Decimal]:
        """(downtime minutes, credit) of month ``label`` once incident ``k`` runs [start, end),
        counts or not, on the groups ``after`` instead of ``before``."""
        engine = self.engine
        if label not in self.downs:
            self.downs[label] = engine.downtime_for(label)
        down = self.downs[label]
        lo, hi = month_bounds_ms(label, engine.zone)
        touched = sorted(set(before) | set(after))
        downtime_ms = down.downtime_ms
        group_ms = None if down.group_ms is None else down.group_ms.copy()
        group_hours = None if down.group_hours is None else down.group_hours.copy()
        group_outages = None if down.group_outages is None else list(down.group_outages)
        new_runs = []
        went_on = {g: ran for g, ran in down.went_on.items() if g not in touched}  # (the touched as the change leaves them)
        weight = engine.group_weights()  # a node of a node inventory under a GPU SLA: its GPUs
        for g in touched:
            old_s, old_e = self._base_outages(down, g, lo, hi)
            extra = (start, end) if counted and g in after else None
            new_s, new_e, began = self._outages(g, lo, hi, k, extra)
            if began is not None:
                went_on[g] = began
            downtime_ms += (int(np.sum(new_e - new_s)) - int(np.sum(old_e - old_s))) * int(weight[g])
            if group_ms is not None:
                group_ms[g] = int(np.sum(new_e - new_s))
                group_hours[g] = int(np.sum(ceil_to_whole(new_e - new_s, MS_PER_HOUR)))
                if group_outages is not None:
                    group_outages[g] = engine.month_outages(new_s, new_e, lo, went_on.get(g))
            new_runs.append((new_s, new_e))
        union_hours = down.union_hours
        if engine.union_needed:
            others = ~np.isin(down.kept.group, touched)
            starts = np.concatenate([down.kept.start[others], *(s for s, _ in new_runs)])
            ends = np.concatenate([down.kept.end[others], *(e for _, e in new_runs)])
            union_s, union_e = merge_intervals(starts, ends)
            union_hours = int(np.sum(ceil_to_whole(union_e - union_s, MS_PER_HOUR)))
            union_outages = engine.month_outages(union_s, union_e, lo, union_before(went_on))
            union_hours = union_hours if union_outages is None else union_outages.periods
        none = np.zeros(0, dtype=np.int64)
        changed = MonthDowntime(label, down.unit_ms, downtime_ms, union_hours, none, none.astype(np.float64),
                                none.astype(np.int8), False, group_ms, group_hours)
        changed.group_outages = group_outages
        changed.went_on = went_on
        if engine.union_needed:
            changed.union_outages = union_outages
        _, credit = engine.credit_for(changed)  # (the month's amount alone: no month's result made around it)
        return downtime_ms / MS_PER_MINUTE, credit.amount

    def _base_outages(self, down: MonthDowntime, group: int, lo: int, hi: int) -> tuple[np.ndarray, np.ndarray]:
        """Unit group ``group``'s counted merged outages in the base month ``down``: its part of the
        month's own merge (``down.kept``, runs in order of group), the same runs ``_outages`` would
        merge again from the group's incidents (a priced change's units, once before the change)."""
        if down.kept is None:
            return self._outages(group, lo, hi, None, None)[:2]
        first, last = np.searchsorted(down.kept.group, (group, group + 1)).tolist()
        return down.kept.start[first:last], down.kept.end[first:last]

    def _outages(self, group: int, lo: int, hi: int, without: int | None, extra: tuple[int, int] | None):
        """The counted merged outages of unit group ``group`` in [lo, hi): its incidents
        (``without`` left out, ``extra`` added), clipped, merged, the short ones dropped; and whether one of those
        incidents went on from the month before (as ``ClaimEngine.downtime_for``'s ``went_on``: how long it had run
        then, None where none did)."""
        incidents = self.engine.pair_incident[self.group_pairs.of(group)]
        incidents = incidents[self.engine.counted[incidents]]
        if without is not None:
            incidents = incidents[incidents != without]
        starts, ends = self.table.start_ms[incidents], self.table.end_ms[incidents]
        if extra is not None:
            starts, ends = np.append(starts, extra[0]), np.append(ends, extra[1])
        # (and how long it had run then: the free minutes it used, ``ClaimEngine.ran_before``)
        began = self.engine.ran_before((starts, ends), lo) if np.any((starts < lo) & (ends > lo)) else None
        starts, ends = clip_intervals(starts, ends, lo, hi, own=True)  # (taken or appended: its own)
        live = ends > starts
        merged_s, merged_e = merge_intervals(starts[live], ends[live])
        kept = merged_e - merged_s >= self.min_ms  # exactly at the minimum counts
        return merged_s[kept], merged_e[kept], began


class PairSlices:
    """The positions of each incident's pairs (``incident`` per pair): one slice of an order."""

    def __init__(self, incident: np.ndarray, incidents: int):
        in_order = not len(incident) or bool(np.all(incident[1:] >= incident[:-1]))  # as readers list them
        self.order = np.arange(len(incident)) if in_order else stable_order(incident)
        # where each incident's slice begins, from a count of each (a binary search per incident
        # over a big log's million pairs took ~4x as long)
        self.begin = group_offsets(incident, incidents)

    def of(self, k: int) -> np.ndarray:
        return self.order[self.begin[k]:self.begin[k + 1]]


class Positions:
    """The positions in ``keys`` (values 0..size-1) of each value asked for, in increasing order:
    an incident's pairs, a unit group's pairs. The values said to be wanted (``want``) are found
    together, in one pass over ``keys`` when the first of them is asked for, and only their
    positions are ordered: a big reconcile prices ~200 disagreements, touching a few hundred
    incidents and unit groups of a million pairs, where ordering every pair (``PairSlices``: a
    stable sort of ~1M for the groups, another for the engine's pairs, whose `*` spread comes after
    the named ones) cost ~0.07 s before the pairs were known. A value not wanted beforehand has
    every value's positions found at once (``PairSlices``)."""

    def __init__(self, keys: np.ndarray, size: int):
        self.keys, self.size = keys, size
        self.wanted: set[int] = set()
        self.found: dict[int, np.ndarray] = {}
        self.every: PairSlices | None = None

    def want(self, values) -> None:
        self.wanted.update(int(v) for v in values)

    def of(self, value: int) -> np.ndarray:
        if self.every is None and value not in self.found:
            if value in self.wanted:
                self._find(sorted(self.wanted - self.found.keys()))
            else:
                self.every = PairSlices(self.keys, self.size)
        return self.every.of(value) if self.every is not None else self.found[value]

    def _find(self, values: list[int]) -> None:
        chosen = np.zeros(self.size, dtype=bool)
        chosen[values] = True
        at = np.flatnonzero(chosen[self.keys])
        keys, order = sort_with_order(self.keys[at])
        at = at[order]
        bounds = np.searchsorted(keys, np.array(values + [values[-1] + 1]))
        self.found.update((v, at[lo:hi]) for v, lo, hi in zip(values, bounds.tolist(), bounds[1:].tolist()))

def months_of(start: int, end: int, zone) -> list[str]:
    """The months an incident [start, end) is listed in (a zero-length one: the month it sits in)."""
    return months_between(start, max(end - 1, start), zone)
