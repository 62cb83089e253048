"""Reconcile our incident log with the vendor's report (SPEC §2 ``reconcile``).

Two incidents overlap when their times overlap (touching does not count: nothing was down
together) and they share a unit (``*`` shares every unit; under a cluster SLA every unit is
the one cluster; with a ``gpu,node`` inventory units are compared as the SLA measures them:
a node as its GPUs under a GPU SLA, a GPU as its node under a node SLA). Pairs are one to one, as a person would pair two logs: the pairs with the
most time in common are taken first, and each incident is paired at most once. An incident
that overlaps the other side only where that side is already paired (the vendor logged two
of ours as one, say) is listed under ``overlapping`` with the incidents it overlaps, not as
one-sided. Only incidents that overlap nothing on the other side are ours-only or
theirs-only. The credit each side's log implies is computed with the same engine.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Annotated, Any

import numpy as np
from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, PlainSerializer

from ..models import ClaimResult, ContractTerms
from ..columns.arena import taken as taken_rows
from ..columns.forked import InChild
from ..columns.ids import IdColumn, as_id_column
from ..columns.sequence import ModelColumns, models_of
from ..columns.slices import expand_slices
from ..columns.sorting import TWO_PASSES_FROM, sort_keys, stable_order
from .disputes import (DisputeGround, Disputes, MonthCredits, OursOnlySplit, credits_by_month, disputes_of_rows,
                       split_ours_only, check_plain, trusted, units_count)
from ..incidents.table import ALL_UNITS, IncidentTable
from .engine import claim_and_engine, compute_claim, sorted_distinct, units_as_measured
from .intervals import whole_step
from .months import MS_PER_MINUTE, from_epoch_ms


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


check_plain(Overlap)


class Overlaps(ModelColumns):
    """The unpaired overlaps as columns (a year of big logs has tens of thousands, and a model
    each took longer than the pairing's rest): per row ``sides`` ("ours"/"theirs"), ``ids``,
    ``minutes``, and its ``overlaps`` as ``others[begin[k]:begin[k + 1]]``. Items read as ``Overlap``."""

    __slots__ = ("sides", "ids", "minutes", "others", "begin")

    def __init__(self, sides: list[str], ids: list[str], minutes: list[float], others: list[str], begin: list[int]):
        self.sides, self.ids, self.minutes, self.others, self.begin = sides, ids, minutes, others, begin

    @classmethod
    def empty(cls) -> "Overlaps":
        return cls([], [], [], [], [0])

    @classmethod
    def coerce(cls, value: Any) -> "Overlaps":
        if isinstance(value, Overlaps):
            return value
        items = models_of(value, Overlap)
        begin = np.cumsum([0] + [len(o.overlaps) for o in items]).tolist()
        return cls([o.side for o in items], [o.id for o in items], [o.minutes for o in items],
                   [name for o in items for name in o.overlaps], begin)

    def joined(self, other: "Overlaps") -> "Overlaps":
        shift = self.begin[-1]
        return Overlaps(self.sides + other.sides, self.ids + other.ids, self.minutes + other.minutes,
                        self.others + other.others, self.begin + [b + shift for b in other.begin[1:]])

    def __len__(self) -> int:
        return len(self.ids)

    def item(self, n: int) -> Overlap:
        return trusted(Overlap, side=self.sides[n], id=self.ids[n], minutes=self.minutes[n],
                       overlaps=self.others[self.begin[n]:self.begin[n + 1]])

    def __iter__(self):
        return (self.item(n) for n in range(len(self)))

    def json_rows(self) -> list[dict[str, Any]]:
        others, begin = self.others, self.begin
        return [{"side": side, "id": name, "minutes": m, "overlaps": others[a:b]}
                for side, name, m, a, b in zip(self.sides, self.ids, self.minutes, begin, begin[1:])]

    def __repr__(self) -> str:
        return f"Overlaps({len(self)} incidents)"


class MatchedPairs(Sequence):
    """The matched pairs as columns: ids as ``IdColumn`` and every minutes field as a float
    array. A year of a big cluster's logs pairs a million incidents, and a million models take
    longer to build than the matching. Items read as ``MatchedPair``; ``rows()`` gives the
    JSON rows; ``positions`` (when known) is each pair's (our row, their row) in the two logs.

    ``deferred``: the columns made when first read, from the positions. A big reconcile's
    process hands the pairs to the JSON head's writer, a forked child, and reads only their
    positions itself (the disputes): the columns (~0.2 s of a year's logs, fresh memory) are
    then made by that child on the second core, not here while it idles. ``whole_ms``: for a minutes column made from
    whole milliseconds, those (the column is them / ``MS_PER_MINUTE``: the JSON writer finds its distinct values on
    them, ``number_columns``), where known; a deferred one's such columns are divided only when read as floats."""

    __slots__ = ("_columns", "_make", "positions", "_whole_ms")

    def __init__(self, columns: dict[str, Any], positions: tuple[np.ndarray, np.ndarray] | None = None):
        self._columns, self._make = self._as_columns(columns), None
        self.positions = positions
        self._whole_ms: dict[str, np.ndarray] = {}

    @classmethod
    def deferred(cls, make: Callable[[], tuple[dict[str, Any], dict[str, np.ndarray]]],
                 positions: tuple[np.ndarray, np.ndarray]) -> "MatchedPairs":
        """The pairs at ``positions``, their columns and ``whole_ms`` ``make()`` when first read."""
        pairs = cls.__new__(cls)
        pairs._columns, pairs._make, pairs.positions, pairs._whole_ms = None, make, positions, {}
        return pairs

    @staticmethod
    def _as_columns(columns: dict[str, Any], whole_ms: dict[str, np.ndarray] | None = None) -> dict[str, Any]:
        """Every field's column, in field order; a minutes column ``columns`` leaves out is its ``whole_ms`` /
        ``MS_PER_MINUTE``."""
        return {name: (as_id_column(columns[name]) if name in ID_FIELDS
                       else np.asarray(columns[name], dtype=np.float64).reshape(-1) if name in columns
                       else whole_ms[name] / MS_PER_MINUTE)
                for name in MatchedPair.model_fields}

    def _made(self) -> None:
        if self._make is not None:
            self._columns, self._whole_ms = self._make()
            self._make = None

    @property
    def columns(self) -> dict[str, Any]:
        self._made()
        if list(self._columns) != list(MatchedPair.model_fields):  # (a deferred one's whole-ms minutes: divided now)
            self._columns = self._as_columns(self._columns, self._whole_ms)
        return self._columns

    @property
    def whole_ms(self) -> dict[str, np.ndarray]:
        self._made()
        return self._whole_ms

    def id_columns(self) -> tuple[IdColumn, IdColumn]:
        """(our ids, their ids), the minutes columns left as they are."""
        self._made()
        return as_id_column(self._columns["ours"]), as_id_column(self._columns["theirs"])

    def number_columns(self) -> Iterator[tuple[str, np.ndarray | None, np.ndarray | None]]:
        """Each minutes field, in field order, as (name, its floats, None), or as (name, None, the whole
        milliseconds they are divided from) where known: the JSON writer needs no floats then (a deferred
        column of whole ms is not divided for it)."""
        self._made()
        for name in MatchedPair.model_fields:
            if name in self._whole_ms:
                yield name, None, self._whole_ms[name]
            elif name not in ID_FIELDS:
                yield name, self._columns[name] if name in self._columns else self.columns[name], None

    def __reduce__(self):
        return MatchedPairs, (self.columns, self.positions)

    @classmethod
    def coerce(cls, value: Any) -> "MatchedPairs":
        if isinstance(value, MatchedPairs):
            return value
        pairs = models_of(value, MatchedPair)
        return cls({name: [getattr(p, name) for p in pairs] for name in MatchedPair.model_fields})

    def __len__(self) -> int:
        return len(self.positions[0]) if self._columns is None else len(self._columns["ours"])

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[k] for k in range(*index.indices(len(self)))]
        return MatchedPair.model_construct(**{name: column[index] if name in ID_FIELDS else float(column[index])
                                              for name, column in self.columns.items()})

    def __iter__(self):
        names = list(self.columns)
        return (MatchedPair.model_construct(**dict(zip(names, values))) for values in zip(*self.lists()))

    def lists(self) -> list[list]:
        """Each column as a list (ids as ``str``, minutes as ``float``), in field order."""
        return [column.tolist() for column in self.columns.values()]

    def rows(self) -> list[dict[str, Any]]:
        """``[pair.model_dump() for pair in self]``, without the models."""
        names = list(self.columns)
        return [dict(zip(names, values)) for values in zip(*self.lists())]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, MatchedPairs):
            return self.lists() == other.lists()
        if isinstance(other, (list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    def __repr__(self) -> str:
        return f"MatchedPairs({len(self)} pairs)"


ID_FIELDS = ("ours", "theirs")


# one-sided ids as a column (a sequence of str; dumped as a list): a big log's ~100k a side cost
# ~15 ms each as str on the path between the pairing and the head's writer, which writes their bytes
IdList = Annotated[IdColumn, BeforeValidator(as_id_column), PlainSerializer(IdColumn.tolist, return_type=list[str])]


class ReconcileResult(BaseModel):
    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    matched: Annotated[MatchedPairs, BeforeValidator(MatchedPairs.coerce)]
    overlapping: Overlaps = Field(default_factory=Overlaps.empty)  # unpaired, overlapping the other side
    ours_only: IdList
    theirs_only: IdList
    ours_credit: ClaimResult | None = None
    theirs_credit: ClaimResult | None = None
    disputes: Disputes = Field(default_factory=Disputes.empty)  # matched pairs that disagree, with their money
    ours_only_detail: OursOnlySplit = Field(default_factory=OursOnlySplit.empty)  # counted or excluded (and why)
    credits_by_month: list[MonthCredits] = []  # each side's credit per month, with currency
    # how both logs were read: what each reader skipped and assumed (said on stderr, SPEC §3.7; the JSON
    # carries the skipped records in each side's credit)
    reading: list[str] = Field(default_factory=list, exclude=True)
    # what the months alone leave to be noticed (an --as-of before our log: nothing finished); said on stderr
    notes: list[str] = Field(default_factory=list, exclude=True)
    # our log and its zone, for what a letter says of our one-sided incidents (their times and units: the vendor
    # cannot look up our ids); not in the JSON, which lists the ids
    ours_log: Any = Field(default=None, exclude=True)  # (IncidentTable, zone)
    # the contract's terms and language as the credit read them, for a letter's parties and language (the
    # contract is read once); not in the JSON. None without terms
    contract_read: Any = Field(default=None, exclude=True)  # (list[Term], language)
    # the contract's files as read (``contracts.ContractRead``), stored with the run as extract and claim store them
    # (``commands.save_contract``: each file, its terms and the clauses no term carries); None for terms given as a file
    contract_files: Any = Field(default=None, exclude=True)
    # what the contract states that neither side's credit computes (a credit per incident: ``claim_inputs``'
    # ``per_incident_notes``), said under the credits; in the JSON, each credit's months' ``review`` says it
    uncomputed: list[str] = Field(default_factory=list, exclude=True)

    def ours_records(self, ids: Sequence[str]) -> dict[str, tuple[str, str, list[str]]]:
        """(start, end, units; ``*`` for all) of our incidents ``ids`` as the log has them (times in its zone)."""
        if self.ours_log is None or not ids:
            return {}
        table, zone = self.ours_log
        wanted = np.flatnonzero(np.isin(table.ids.array, np.array([i.encode("utf-8") for i in ids],
                                                                    dtype=table.ids.array.dtype)))
        units: dict[int, list[str]] = {int(r): [] for r in wanted}
        theirs = np.isin(table.pair_incident, wanted)  # the pairs of the listed incidents
        for inc, unit in zip(table.pair_incident[theirs].tolist(), table.pair_unit[theirs].tolist()):
            units[inc].append("*" if unit == ALL_UNITS else table.unit_names[unit])

        def local(ms: int) -> str:
            return from_epoch_ms(ms, zone).isoformat(timespec="minutes")

        return {table.ids[r]: (local(table.start_ms[r]), local(table.end_ms[r]), units[r]) for r in units}


def units_of(table: IncidentTable) -> list[set[str]]:
    sets: list[set[str]] = [set() for _ in range(len(table))]
    for inc, unit in zip(table.pair_incident.tolist(), table.pair_unit.tolist()):
        sets[inc].add("*" if unit == ALL_UNITS else table.unit_names[unit])
    return sets


SEQUENTIAL_BELOW = 2048  # open pairs this few finish one by one (cheaper than another round)
MAX_ROUNDS = 64


@dataclass(frozen=True)
class PairColumns:
    """Every pair of incidents overlapping in time on a shared unit, as columns sorted by
    (our index, their index): ``ours[k]`` and ``theirs[k]`` are row indices into the two
    tables, ``overlap_ms[k]`` the time they have in common (always > 0)."""

    ours: np.ndarray
    theirs: np.ndarray
    overlap_ms: np.ndarray

    def __len__(self) -> int:
        return len(self.ours)


def _interval_join(a_group, a_start, a_end, b_group, b_start, b_end) -> tuple[np.ndarray, np.ndarray]:
    """(a, b) index pairs in the same group whose intervals overlap, output-sensitively.

    An overlapping pair either has b starting inside a (``a.start <= b.start < a.end``) or a
    starting inside b (``b.start < a.start < b.end``), never both: two range searches on
    sorted (group, start) keys find each pair exactly once, with no candidate that fails.
    """
    if not (len(a_start) and len(b_start)):
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    everything = (a_start, a_end, b_start, b_end)
    low = min(int(t.min()) for t in everything)
    span = max(int(t.max()) for t in everything) - low + 1
    groups = max(int(a_group.max()), int(b_group.max())) + 1
    if groups * span < 2 ** 62:  # (group, time) packed in one int64 key
        step = _time_step(everything, low, groups * span)
        span = (span - 1) // step + 1

        def key(group, time):
            packed = group * span
            if step == 1:
                packed += time
                packed -= low
            else:  # whole minutes or seconds: the same order, in smaller keys
                seconds = time - low
                seconds //= step
                packed += seconds
            return packed
    else:  # times too far apart for that: their ranks instead
        times = sorted_distinct(np.concatenate(everything))

        def key(group, time):
            return group * (len(times) + 1) + np.searchsorted(times, time)
    # both sides in key order: the searches then walk the sorted arrays forward (cache-friendly)
    a_key, a_order = sort_keys(key(a_group, a_start))
    b_key, b_order = sort_keys(key(b_group, b_start))
    lo = np.searchsorted(b_key, a_key, "left")
    hi = np.searchsorted(b_key, key(a_group, a_end)[a_order], "left")
    a1, b1 = expand_slices(lo, np.maximum(hi - lo, 0))  # (a, each b in its range)
    # each b's first a after it (a_key <= b_key[m] exactly when fewer than m + 1 b lie below a):
    # counted from the search just made instead of searched again
    lo = np.cumsum(np.bincount(lo, minlength=len(b_key) + 1)[:len(b_key)])
    hi = np.searchsorted(a_key, key(b_group, b_end)[b_order], "left")
    b2, a2 = expand_slices(lo, np.maximum(hi - lo, 0))
    return _gather_two(a_order, a1, a2), _gather_two(b_order, b1, b2)


def _gather_two(values: np.ndarray, first: np.ndarray, then: np.ndarray) -> np.ndarray:
    """``values[np.concatenate((first, then))]`` without the concatenated indices (a million
    pairs' temporary, fresh memory)."""
    out = np.empty(len(first) + len(then), dtype=values.dtype)
    np.take(values, first, out=out[:len(first)], mode="wrap")  # in range: "wrap" is not buffered
    np.take(values, then, out=out[len(first):], mode="wrap")
    return out


def _time_step(times, low: int, key_span: int) -> int:
    """1, or the longest whole step (a minute, a second: ``whole_step``) of every time when
    (group, time) keys in milliseconds span 2**32 or more: keys in whole minutes or seconds are
    smaller, and sort faster (within 2**32 by radix passes; with their rows in one plain sort
    where milliseconds would not fit beside them: ``sort_keys``, several times an argsort)."""
    return whole_step(times, low) if key_span >> 32 else 1


def _unit_rows(table: IncidentTable, codes: dict[str, int]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(incident, common unit code) of every named-unit pair, and the incidents listing ``*``."""
    common = np.array([codes[name] for name in table.unit_names] or [0], dtype=np.int64)
    named = table.pair_unit != ALL_UNITS
    incidents = table.pair_incident[named]
    return incidents, common[table.pair_unit[named]], sorted_distinct(table.pair_incident[~named])


def _stars_spread(ours: IncidentTable, theirs: IncidentTable, o_all: np.ndarray, t_all: np.ndarray,
                  units: int) -> bool:
    """Is listing each `*` incident as every named unit cheaper than joining it with the whole
    other log, and the same? (The same needs a named unit somewhere and every incident to
    list a unit: an incident listing none still overlaps a `*` on the other side.)"""
    if not (len(o_all) or len(t_all)) or not units:
        return False
    if (len(o_all) + len(t_all)) * units > max(len(ours), len(theirs)):
        return False
    return all(not len(t) or np.bincount(t.pair_incident, minlength=len(t)).min() > 0 for t in (ours, theirs))


def pair_columns(ours: IncidentTable, theirs: IncidentTable, *, whole_cluster: bool) -> PairColumns:
    """Every pair overlapping in time on a shared unit (``*`` shares every unit; under a
    cluster SLA all units are one), computed on sorted columns."""
    os_, oe, ts, te = ours.start_ms, ours.end_ms, theirs.start_ms, theirs.end_ms
    if whole_cluster:
        i, j = _interval_join(np.zeros(len(ours), np.int64), os_, oe, np.zeros(len(theirs), np.int64), ts, te)
    else:
        codes = {name: k for k, name in enumerate(dict.fromkeys([*ours.unit_names, *theirs.unit_names]))}
        oi, ou, o_all = _unit_rows(ours, codes)
        ti, tu, t_all = _unit_rows(theirs, codes)
        if _stars_spread(ours, theirs, o_all, t_all, len(codes)):
            # `*` listed as every unit either log names: one join (a few `*` in a big log)
            every_code = np.arange(len(codes), dtype=np.int64)
            oi, ou = np.concatenate((oi, np.repeat(o_all, len(codes)))), np.concatenate((ou, np.tile(every_code,
                                                                                                   len(o_all))))
            ti, tu = np.concatenate((ti, np.repeat(t_all, len(codes)))), np.concatenate((tu, np.tile(every_code,
                                                                                                   len(t_all))))
            o_all, t_all = o_all[:0], t_all[:0]
        every_ours, every_theirs = np.arange(len(ours)), np.arange(len(theirs))
        parts = [
            _interval_join(ou, os_[oi], oe[oi], tu, ts[ti], te[ti]),  # a named unit both list
            _interval_join(np.zeros(len(o_all), np.int64), os_[o_all], oe[o_all],  # our `*`: any of theirs
                           np.zeros(len(theirs), np.int64), ts, te),
            _interval_join(np.zeros(len(ours), np.int64), os_, oe,  # their `*`: any of ours
                           np.zeros(len(t_all), np.int64), ts[t_all], te[t_all]),
        ]
        maps = [(oi, ti), (o_all, every_theirs), (every_ours, t_all)]
        found = [(part, m) for part, m in zip(parts, maps) if len(part[0])]
        if len(found) == 1:  # one join found every pair (no `*`, or `*` spread): no copy of its pairs
            (a, b), (a_rows, b_rows) = found[0]
            i, j = a_rows[a], b_rows[b]
        else:
            i = np.concatenate([m[0][a] for (a, _), m in zip(parts, maps)])
            j = np.concatenate([m[1][b] for (_, b), m in zip(parts, maps)])
    # sorted by (ours, theirs); two incidents sharing several units (or `*` and a unit) pair once
    # (in place where it can be: each temporary of a million pairs is fresh memory, slow to touch)
    # (i and j are this function's own int64 arrays: the keys are made in i's memory and the
    # pairs' rows go back into the keys' and j's)
    width = max(len(theirs), 1)
    key = i
    key *= width
    key += j
    key.sort()
    repeated = key[1:] == key[:-1]
    if repeated.any():
        key = key[np.concatenate(([True], ~repeated))]
    i, j = np.divmod(key, width, out=(key, j[:len(key)]))
    overlap = oe[i]
    other = te[j]
    np.minimum(overlap, other, out=overlap)
    start = os_[i]
    np.take(ts, j, out=other, mode="wrap")  # rows in range: "wrap" takes them unbuffered
    np.maximum(start, other, out=start)
    overlap -= start
    keep = overlap > 0  # touching is not overlapping (nothing was down together)
    if not keep.all():
        i, j, overlap = i[keep], j[keep], overlap[keep]
    return PairColumns(i, j, overlap.astype(np.int64, copy=False))


def overlapping_pairs(ours: IncidentTable, theirs: IncidentTable, *, whole_cluster: bool) -> list[tuple[int, int, int]]:
    """(overlap ms, our index, their index) for every pair overlapping in time on a shared unit."""
    pairs = pair_columns(ours, theirs, whole_cluster=whole_cluster)
    return list(zip(pairs.overlap_ms.tolist(), pairs.ours.tolist(), pairs.theirs.tolist()))


def one_to_one(pairs: PairColumns) -> np.ndarray:
    """Indices into ``pairs`` of the one-to-one matching a person makes: most time in common
    first (ties: lower our index, then lower their index), each incident paired at most once.

    That greedy matching is taken column-wise: a pair that comes first for both its incidents
    among the pairs still open is in it; those are taken together, every pair touching their
    incidents is closed, and the rounds repeat. The few pairs left after many rounds (long
    chains of rival overlaps) finish in order, one by one, with the same result.
    """
    by_incidents = _sorted_by_incidents(pairs)
    if by_incidents:  # a stable sort on the overlap alone keeps that order among ties
        # pair indices, best first; overlaps in whole minutes (or seconds) keep their order in
        # those, and a range within 2**16 sorts by one radix pass (1.1M pairs ~15 ms against ~65)
        overlap = pairs.overlap_ms
        step = whole_step((overlap,)) if len(overlap) >= TWO_PASSES_FROM else 1
        rank = stable_order(-(overlap // step) if step > 1 else -overlap)
    else:
        rank = np.lexsort((pairs.theirs, pairs.ours, -pairs.overlap_ms))
    chosen: list[np.ndarray] = []
    open_ = rank
    ours_n = int(pairs.ours.max()) + 1 if len(pairs) else 0
    theirs_n = int(pairs.theirs.max()) + 1 if len(pairs) else 0
    paired_i, paired_j = np.zeros(ours_n, bool), np.zeros(theirs_n, bool)
    if by_incidents and len(open_) > SEQUENTIAL_BELOW and MAX_ROUNDS:
        taken, open_ = _first_round(pairs, rank, paired_i, paired_j)
        chosen.append(taken)
    for _ in range(MAX_ROUNDS - len(chosen)):
        if len(open_) <= SEQUENTIAL_BELOW:
            break
        i, j = pairs.ours[open_], pairs.theirs[open_]
        at = np.arange(len(open_))
        taken = open_[_first_of(i, at, ours_n) & _first_of(j, at, theirs_n)]
        chosen.append(taken)
        paired_i[pairs.ours[taken]] = True
        paired_j[pairs.theirs[taken]] = True
        open_ = open_[~(paired_i[i] | paired_j[j])]
    used_i: set[int] = set()
    used_j: set[int] = set()
    rest = []
    for k, i, j in zip(open_.tolist(), pairs.ours[open_].tolist(), pairs.theirs[open_].tolist()):
        if i not in used_i and j not in used_j:
            used_i.add(i)
            used_j.add(j)
            rest.append(k)
    chosen.append(np.array(rest, dtype=np.int64))
    # by (our index, their index), as the pairs are: the first round's pairs (most of them) are
    # in that order already, and numpy's stable sort merges that run with the later rounds'
    # (1M benchmark: 809k + 63k pairs, ~5 ms against ~50 ms for the quicksort)
    return np.sort(np.concatenate(chosen), kind="stable")


def _first_round(pairs: PairColumns, rank: np.ndarray, paired_i: np.ndarray,
                 paired_j: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``one_to_one``'s first round, every pair open, taken in pair order (pairs by (ours,
    theirs): each of our incidents' pairs are one slice), not in rank order: the million pairs
    are then read in order instead of at random. (The pairs taken, marked in ``paired_i`` and
    ``paired_j``; the pairs left open, best first.)"""
    n = len(rank)
    position = np.empty(n, dtype=np.int64)  # each pair's place in the rank
    position[rank] = np.arange(n)
    ours = pairs.ours
    starts = np.flatnonzero(np.concatenate(([True], ours[1:] != ours[:-1])))
    best = np.minimum.reduceat(position, starts)  # the best place among each of our incidents' pairs
    first = position == np.repeat(best, np.diff(np.append(starts, n)))
    first &= _first_of(pairs.theirs, position, len(paired_j))
    taken = np.flatnonzero(first)
    paired_i[ours[taken]] = True
    paired_j[pairs.theirs[taken]] = True
    left = np.flatnonzero(~(paired_i[ours] | paired_j[pairs.theirs]))
    return taken, rank[np.sort(position[left])]


def _sorted_by_incidents(pairs: PairColumns) -> bool:
    key = np.multiply(pairs.ours, int(pairs.theirs.max(initial=0)) + 1, dtype=np.int64)  # one temporary, not three
    key += pairs.theirs
    return bool(np.all(key[1:] > key[:-1]))


def _first_of(keys: np.ndarray, at: np.ndarray, size: int) -> np.ndarray:
    """Is position ``at[k]`` the first at which ``keys[k]`` occurs?"""
    first = np.full(size, len(at), dtype=np.int64)
    np.minimum.at(first, keys, at)
    return first[keys] == at


def _overlaps(side: str, rows: np.ndarray, others: np.ndarray, table: IncidentTable,
              other: IncidentTable) -> Overlaps:
    """The distinct rows of ``table`` in ``rows`` (sorted, with ``others``, the rows of
    ``other`` each overlaps, sorted within each): their ids, durations and those ids."""
    if not len(rows):
        return Overlaps.empty()
    starts = np.flatnonzero(np.diff(rows, prepend=rows[0] - 1))
    owners = rows[starts]
    minutes = ((table.end_ms[owners] - table.start_ms[owners]) / MS_PER_MINUTE).tolist()
    return Overlaps([side] * len(owners), table.ids.take(owners).tolist(), minutes, other.ids.take(others).tolist(),
                    [*starts.tolist(), len(rows)])


def match_incidents(ours: IncidentTable, theirs: IncidentTable, *, whole_cluster: bool = False) -> ReconcileResult:
    """One-to-one pairs by most time in common, the unpaired overlaps, and one-sided incidents."""
    return _match(ours, theirs, whole_cluster)[0]


def _match(ours: IncidentTable, theirs: IncidentTable, whole_cluster: bool) -> tuple[ReconcileResult, np.ndarray]:
    """``match_incidents``, and the rows of our one-sided incidents."""
    return _matched(ours, theirs, _pairing(ours, theirs, whole_cluster))


@dataclass(frozen=True)
class _Paired:
    """The matching as row numbers (what a forked child sends back: arrays only): the matched
    pairs' rows and overlap, the unpaired overlaps (each side's rows with the other's rows they
    overlap, by that side's row), and the rows of each side's one-sided incidents."""

    ours: np.ndarray
    theirs: np.ndarray
    overlap_ms: np.ndarray
    left_ours: tuple[np.ndarray, np.ndarray]
    left_theirs: tuple[np.ndarray, np.ndarray]
    ours_only: np.ndarray
    theirs_only: np.ndarray


def _pairing(ours: IncidentTable, theirs: IncidentTable, whole_cluster: bool) -> _Paired:
    pairs = pair_columns(ours, theirs, whole_cluster=whole_cluster)
    taken = one_to_one(pairs)
    # (in a forked child the rows it sends back are made where they are sent from: ``columns.arena``)
    i, j = taken_rows(pairs.ours, taken), taken_rows(pairs.theirs, taken)
    paired_ours = np.zeros(len(ours), bool)
    paired_ours[i] = True
    paired_theirs = np.zeros(len(theirs), bool)
    paired_theirs[j] = True
    touched_ours = np.zeros(len(ours), bool)
    touched_ours[pairs.ours] = True
    touched_theirs = np.zeros(len(theirs), bool)
    touched_theirs[pairs.theirs] = True
    left_ours = ~paired_ours[pairs.ours]
    left_theirs = ~paired_theirs[pairs.theirs]
    theirs_first = stable_order(pairs.theirs[left_theirs])  # by (their index, our index): the pairs are by ours
    return _Paired(i, j, taken_rows(pairs.overlap_ms, taken), (pairs.ours[left_ours], pairs.theirs[left_ours]),
                   (pairs.theirs[left_theirs][theirs_first], pairs.ours[left_theirs][theirs_first]),
                   np.flatnonzero(~touched_ours), np.flatnonzero(~touched_theirs))


def _matched(ours: IncidentTable, theirs: IncidentTable, paired: _Paired) -> tuple[ReconcileResult, np.ndarray]:
    """The result of the matching ``paired`` names by rows, and the rows of our one-sided incidents."""
    i, j = paired.ours, paired.theirs

    def columns() -> tuple[dict[str, Any], dict[str, np.ndarray]]:
        # (in the JSON head's writer: each array made here is fresh memory, slow to touch; the gathers are this
        # function's own, so the durations are made in their memory, and a minutes column of whole ms is divided
        # only when read as floats: the JSON writes it from the ms)
        s, e, ts, te = ours.start_ms[i], ours.end_ms[i], theirs.start_ms[j], theirs.end_ms[j]
        start_difference, end_difference = s - ts, e - te
        e -= s
        te -= ts
        whole = {"ours_minutes": e, "theirs_minutes": te, "start_difference_minutes": start_difference,
                 "end_difference_minutes": end_difference, "overlap_minutes": paired.overlap_ms}
        ours_minutes, theirs_minutes = e / MS_PER_MINUTE, te / MS_PER_MINUTE
        return {"ours": as_id_column(ours.ids.take(i)), "theirs": as_id_column(theirs.ids.take(j)),
                "ours_minutes": ours_minutes, "theirs_minutes": theirs_minutes,
                "difference_minutes": ours_minutes - theirs_minutes}, whole

    matched = MatchedPairs.deferred(columns, (i, j))  # made by whoever reads them first (the JSON head's writer)
    overlapping = _overlaps("ours", *paired.left_ours, ours, theirs).joined(
        _overlaps("theirs", *paired.left_theirs, theirs, ours))
    return ReconcileResult(
        matched=matched,
        overlapping=overlapping,
        ours_only=ours.ids.take(paired.ours_only),
        theirs_only=theirs.ids.take(paired.theirs_only),
    ), paired.ours_only


CLAIM_IN_CHILD_FROM = 50_000  # vendor incidents: from this many, the matching runs on the second core meanwhile


def reconcile_logs(ours: IncidentTable, theirs: IncidentTable, terms: ContractTerms | None, *, tz, as_of: date,
                   head: Callable[[ReconcileResult], None] | None = None,
                   meanwhile: Callable[[tuple[ClaimResult, ClaimResult], Callable[[], bool]], None] | None = None,
                   reviewed: Callable[[ClaimResult], ClaimResult] | None = None,
                   **claim_kwargs) -> ReconcileResult:
    """Match the two logs and, with contract terms, the credit each log implies (for big logs
    the matching in a forked child while both claims are computed here: ``columns.forked``).

    ``head``, when given, is called with the result so far — pairs, overlaps, one-sided lists
    and both credits, no disputes yet — as soon as it exists: a writer can start on it while
    the disputes are computed. ``meanwhile``, when given, is called with both credits while the
    matching still runs in its child, and a function telling whether it still does: this
    process would wait idle, and a writer can render the credits' part of its output. ``reviewed``, when given,
    is each credit with what a claim on the contract says beside its arithmetic
    (``claim_inputs.contract_review``), before any writer sees it; a disagreement's month with the vendor's value
    is reviewed by it too (``disputes._Pricer``), so that a dispute's amount is the difference of two such credits.
    """
    if terms is None:
        result, ours_only = _match(ours, theirs, True)
        if head is not None:
            head(result)
        i, j = result.matched.positions
        disputes = disputes_of_rows(i, j, ours, theirs, None, tz=tz, as_of=as_of, **claim_kwargs)
        return result.model_copy(update={"disputes": disputes,
                                         "ours_only_detail": split_ours_only(result.ours_only, ours, None, ours_only)})
    whole_cluster = not units_count(terms)
    # paired on the units the SLA measures: with a gpu,node inventory our node n1 meets the vendor's GPUs n1-g0..
    measured = [units_as_measured(t, terms.sla_unit, claim_kwargs.get("gpu_of_node_map")) for t in (ours, theirs)]
    # the matching alone on the second core: with the disagreements as well (R2's split, when the
    # claims were slower) the child was the longer by ~0.3 s CPU on a year's logs, and the
    # disagreements then ran with nothing beside them; found after the pairs instead, both sides'
    # texts are written by a child of their own beside the JSON head's writer while the first are priced
    # (``disputes_of_rows``)
    with InChild(_pairing, *measured, whole_cluster, fork=len(theirs) >= CLAIM_IN_CHILD_FROM,
                 shared_bytes=40 * (len(ours) + len(theirs)) + 2**20) as pairing:
        ours_credit, engine = claim_and_engine(ours, terms, tz=tz, as_of=as_of, **claim_kwargs)
        theirs_credit = compute_claim(theirs, terms, tz=tz, as_of=as_of, **claim_kwargs)
        if reviewed is not None:
            ours_credit, theirs_credit = reviewed(ours_credit, ours), reviewed(theirs_credit, theirs)

        def dispute_ground() -> DisputeGround:  # the pricer, each side's units
            return DisputeGround(ours, theirs, terms, tz=tz, as_of=as_of, base=ours_credit, engine=engine,
                                 reviewed=reviewed, **claim_kwargs)

        # made while the pairing runs, if it still does; if it is done, after the JSON head's writer
        # starts (the second core idle meanwhile otherwise: ~0.1-0.3 s of a year's logs)
        ground = dispute_ground() if pairing.forked and not pairing.ready() else None
        if meanwhile is not None and pairing.forked:
            meanwhile((ours_credit, theirs_credit), lambda: not pairing.ready())
        paired = pairing.result()
        result, ours_only = _matched(ours, theirs, paired)
    result = result.model_copy(update={"ours_credit": ours_credit, "theirs_credit": theirs_credit})
    if head is not None:
        head(result)
    ground = ground or dispute_ground()
    i, j = result.matched.positions
    rest: dict[str, Any] = {}

    def rest_of_result() -> None:  # while the disputes' texts are written on the second core
        rest.update(ours_only_detail=split_ours_only(result.ours_only, ours, ours_credit, ours_only),
                    credits_by_month=credits_by_month(ours_credit, theirs_credit))

    disputes = disputes_of_rows(i, j, ours, theirs, terms, tz=tz, as_of=as_of, base=ours_credit, engine=engine,
                                ground=ground, meanwhile=rest_of_result, reviewed=reviewed, **claim_kwargs)
    return result.model_copy(update={"disputes": disputes, **rest})
