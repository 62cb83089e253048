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
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Any

import numpy as np
from pydantic import BaseModel, ConfigDict

from ..columns.arena import result_array
from ..columns.forked import InChild
from ..columns.ids import IdColumn
from ..columns.slices import expand_slices
from ..columns.jsonrows import as_bytes_column, encoded_distinct, needs_escape
from ..columns.results import IncidentResults
from ..columns.sequence import ModelColumns, models_of
from ..models import EXCLUDED_REASONS, ClaimResult, ContractTerms, Exclusion
from ..incidents.table import ALL_UNITS, CAUSES, MAINTENANCE, VENDOR, IncidentTable, as_zone
from .deadlines import month_claim_deadline
from .engine import ClaimEngine, claim_and_engine, compute_claim, group_offsets, units_as_measured
from .whatif import ENGINE_OPTIONS, MonthWhatIf, PairSlices, Positions, months_of
from .months import iso_local_bytes, iso_local_matrix, look_up_quarters, month_bounds_ms, months_between, zone_offsets

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
    # the last day to file the claim the dispute is about (ISO date), as `claim` counts it (``dispute_deadlines``); None:
    # no terms or no window stated
    claim_deadline: str | None = None


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


def check_plain(*classes) -> None:
    """What ``trusted`` relies on, checked once per class: no post-init, private attributes or aliases."""
    for cls in classes:
        assert not cls.__pydantic_post_init__ and not cls.__private_attributes__ and all(
            f.alias is None and f.validation_alias is None for f in cls.model_fields.values())


check_plain(Disagreement, Dispute, OursOnly)


class Disputes(ModelColumns):
    """The disputes as columns: a big log's reconcile has a million, and a model per dispute
    and per disagreement took longer to build than the matching. Items read as ``Dispute``.

    Per dispute: ``ours``, ``theirs`` (ids). Per disagreement, in order (a dispute's
    disagreements together, fields in ``FIELDS`` order): ``row_dispute`` (its dispute),
    ``row_field`` (index into ``FIELDS``), ``row_ours``, ``row_theirs`` (each side's value as
    UTF-8 text, ``S`` array or object array of bytes); ``effects``: the priced rows' effects. ``deadlines``: each
    dispute's claim deadline as (``deadline_codes``, per dispute an index into ``deadline_dates``), none by default.
    """

    __slots__ = ("ours", "theirs", "row_dispute", "row_field", "row_ours", "row_theirs", "effects", "_begin",
                 "_texts_written", "deadline_codes", "deadline_dates")

    def __init__(self, ours: IdColumn, theirs: IdColumn, row_dispute: np.ndarray, row_field: np.ndarray,
                 row_ours: np.ndarray, row_theirs: np.ndarray, effects: dict[int, list[MonthEffect]], *,
                 texts_written: bool = False, deadlines: tuple[np.ndarray, list[date | None]] | None = None):
        self.ours, self.theirs = ours, theirs
        self.deadline_codes, self.deadline_dates = deadlines or (np.zeros(len(ours), dtype=np.int64), [None])
        self.row_dispute, self.row_field = row_dispute, row_field
        self.row_ours, self.row_theirs, self.effects = row_ours, row_theirs, effects
        self._begin = group_offsets(row_dispute, len(ours))  # each dispute's first row (its rows are together)
        self._texts_written = texts_written  # the texts are ``_side_values``'s (not taken from models or dicts)

    def texts_need_escape(self) -> tuple[bool, bool]:
        """Would JSON escape any of our texts, any of theirs? A duration ``_side_values`` wrote is
        local ISO times and " - ", nothing JSON escapes: only the other rows are looked at (a
        big reconcile's disagreements are nearly all on durations: ~45 MB of texts a side not
        scanned). Texts from elsewhere are looked at whole."""
        if not self._texts_written:
            return needs_escape(self.row_ours), needs_escape(self.row_theirs)
        others = np.flatnonzero(self.row_field != FIELDS.index("duration"))
        return needs_escape(self.row_ours[others]), needs_escape(self.row_theirs[others])

    @classmethod
    def empty(cls) -> "Disputes":
        none = np.zeros(0, dtype=np.int64)
        return cls(IdColumn.from_strings([]), IdColumn.from_strings([]), none, none.astype(np.int8),
                   as_bytes_column([]), as_bytes_column([]), {})

    @classmethod
    def coerce(cls, value: Any) -> "Disputes":
        if isinstance(value, Disputes):
            return value
        disputes = models_of(value, Dispute)
        rows = [(n, x) for n, d in enumerate(disputes) for x in d.disagreements]
        dates = list(dict.fromkeys([None, *(d.claim_deadline and date.fromisoformat(d.claim_deadline)
                                            for d in disputes)]))
        codes = np.array([dates.index(d.claim_deadline and date.fromisoformat(d.claim_deadline)) for d in disputes],
                         dtype=np.int64)
        return cls(IdColumn.from_strings([d.ours for d in disputes]), IdColumn.from_strings([d.theirs for d in disputes]),
                   np.array([n for n, _ in rows], dtype=np.int64),
                   np.array([FIELDS.index(x.field) for _, x in rows], dtype=np.int8),
                   as_bytes_column([x.ours for _, x in rows]), as_bytes_column([x.theirs for _, x in rows]),
                   {r: list(x.effect) for r, (_, x) in enumerate(rows) if x.effect}, deadlines=(codes, dates))

    def __len__(self) -> int:
        return len(self.ours)

    def item(self, n: int) -> Dispute:
        rows = range(int(self._begin[n]), int(self._begin[n + 1]))
        return trusted(Dispute, ours=self.ours[n], theirs=self.theirs[n], disagreements=[
            trusted(Disagreement, field=FIELDS[int(self.row_field[r])], ours=self.row_ours[r].decode("utf-8"),
                    theirs=self.row_theirs[r].decode("utf-8"), effect=self.effects.get(r, [])) for r in rows],
            claim_deadline=_iso(self.deadline_dates[int(self.deadline_codes[n])]))

    def __iter__(self):
        return (self[n] for n in range(len(self)))

    def __repr__(self) -> str:
        return f"Disputes({len(self)} disputes, {len(self.row_dispute)} disagreements)"


class OursOnlySplit(ModelColumns):
    """Our one-sided incidents split into counted and excluded, as columns (a big log has a
    hundred thousand): ``ids``, ``counted`` (bool array), ``reasons`` (the excluded reason, or
    None). Items read as ``OursOnly``. Made from the claim's reason codes (``coded``), the reasons
    stay codes into their texts until a row is read (``reasons``): the JSON writes them per code
    (``coded_reasons``), with no Python string per row (a big log's hundred thousand, twice)."""

    __slots__ = ("ids", "counted", "_reasons", "_coded")

    def __init__(self, ids: IdColumn, counted: np.ndarray, reasons: list[str | None]):
        self.ids, self.counted, self._reasons = ids, counted, reasons
        self._coded: tuple[np.ndarray, list[str | None]] | None = None

    @classmethod
    def coded(cls, ids: IdColumn, counted: np.ndarray, codes: np.ndarray, texts: list[str | None]) -> "OursOnlySplit":
        """Row n's reason is ``texts[codes[n]]``."""
        split = cls(ids, counted, None)
        split._coded = (np.asarray(codes, dtype=np.int64), texts)
        return split

    @property
    def reasons(self) -> list[str | None]:
        if self._reasons is None:
            codes, texts = self._coded
            self._reasons = [texts[c] for c in codes.tolist()]
        return self._reasons

    def coded_reasons(self) -> tuple[np.ndarray, list[str | None]]:
        """(each row's code, the texts the codes index): the reasons without a string per row."""
        if self._coded is None:
            distinct: dict = {}
            self._coded = (np.array([distinct.setdefault(r, len(distinct)) for r in self._reasons], dtype=np.int64),
                           list(distinct))
        return self._coded

    @classmethod
    def empty(cls) -> "OursOnlySplit":
        return cls(IdColumn.from_strings([]), np.zeros(0, dtype=bool), [])

    @classmethod
    def coerce(cls, value: Any) -> "OursOnlySplit":
        if isinstance(value, OursOnlySplit):
            return value
        items = models_of(value, OursOnly)
        return cls(IdColumn.from_strings([o.id for o in items]), np.array([o.counted for o in items], dtype=bool),
                   [o.excluded_reason for o in items])

    def __len__(self) -> int:
        return len(self.ids)

    def item(self, n: int) -> OursOnly:
        return trusted(OursOnly, id=self.ids[n], counted=bool(self.counted[n]), excluded_reason=self.reasons[n])

    def __iter__(self):
        return (trusted(OursOnly, id=i, counted=c, excluded_reason=r)
                for i, c, r in zip(self.ids, self.counted.tolist(), self.reasons))

    def __repr__(self) -> str:
        return f"OursOnlySplit({len(self)} incidents)"


def find_disputes(pairs: Sequence[tuple[str, str]], ours: IncidentTable, theirs: IncidentTable,
                  terms: ContractTerms | None, *, tz, as_of, base: ClaimResult | None = None,
                  **claim_kwargs) -> Disputes:
    """Every matched pair (our id, their id) that disagrees on something, each disagreement
    priced by month (``disputes_of_rows`` on the rows the ids name; a repeated id: its last row)."""
    our_row = dict(zip(ours.ids.tolist(), range(len(ours))))
    their_row = dict(zip(theirs.ids.tolist(), range(len(theirs))))
    i = np.array([our_row[a] for a, _ in pairs], dtype=np.int64)
    j = np.array([their_row[b] for _, b in pairs], dtype=np.int64)
    return disputes_of_rows(i, j, ours, theirs, terms, tz=tz, as_of=as_of, base=base, **claim_kwargs)


class DisputeGround:
    """What the disputes need from the two logs and our claim alone, not from the pairs: each
    side's units as slices (``_units_differ``; not with ``unit_slices`` false, for disagreements
    found elsewhere), the pricer, and the zone's offset of each quarter hour the logs span, which
    both sides' texts read (in a child forked after this: ~35k look-ups a year's
    logs, once instead of once a side). Made while the pairing runs on the second core if it
    still does (``reconcile_logs``), so that less is left to do once the pairs come."""

    def __init__(self, ours: IncidentTable, theirs: IncidentTable, terms: ContractTerms | None, *, tz, as_of,
                 base: ClaimResult, engine: ClaimEngine | None = None, unit_slices: bool = True,
                 reviewed: Callable | None = None, **claim_kwargs):
        look_up_quarters((ours.start_ms, ours.end_ms, theirs.start_ms, theirs.end_ms), as_zone(tz))
        self.unit_sides = unit_sides_of(ours, theirs, terms, claim_kwargs) if unit_slices else None
        self.pricer = None if terms is None else _Pricer(ours, theirs, terms, as_zone(tz), as_of, base, claim_kwargs,
                                                        engine, reviewed)


@dataclass(frozen=True)
class Disagreements:
    """The matched pairs' disagreements before pricing, as arrays (what a forked child sends):
    ``disputed``, the positions of the pairs that disagree; per disagreement, dispute by dispute
    and fields in ``FIELDS`` order, ``row_dispute`` (index into ``disputed``) and ``row_field``;
    each side's values as ``_side_values`` writes them, or None where not written yet."""

    disputed: np.ndarray
    row_dispute: np.ndarray
    row_field: np.ndarray
    ours: np.ndarray | None = None
    theirs: np.ndarray | None = None

    def at_field(self) -> list[np.ndarray]:
        """The disagreements on each field of ``FIELDS``."""
        return [np.flatnonzero(self.row_field == f) for f in range(len(FIELDS))]


def find_disagreements(i: np.ndarray, j: np.ndarray, ours: IncidentTable, theirs: IncidentTable, units_count: bool,
                       zone, *, unit_sides=None, our_texts: bool = False, their_texts: bool = False) -> Disagreements:
    """What our incident ``i[k]`` and theirs ``j[k]`` disagree on (``units_count``: the units
    too), with each side's values written as text where asked: the part of the disputes that
    needs neither the claims nor the contract's prices (``disputes_of_rows`` finds it when not
    given it; a big reconcile finds it once the pairs come, both sides' texts in a child of
    their own: ``sla.reconcile``)."""
    differs = _differing_fields(ours, theirs, i, j, units_count, unit_sides)
    disputed = np.flatnonzero(differs.any(axis=0))
    row_dispute, row_field = np.nonzero(differs[:, disputed].T)  # dispute by dispute, fields in order
    found = Disagreements(disputed, row_dispute, row_field)
    if not len(disputed) or not (our_texts or their_texts):
        return found
    at_field = found.at_field()
    mine = _side_values(ours, i[disputed][row_dispute], at_field, zone) if our_texts else None
    other = _side_values(theirs, j[disputed][row_dispute], at_field, zone) if their_texts else None
    return Disagreements(disputed, row_dispute, row_field, mine, other)


def disputes_of_rows(i: np.ndarray, j: np.ndarray, ours: IncidentTable, theirs: IncidentTable,
                     terms: ContractTerms | None, *, tz, as_of, base: ClaimResult | None = None,
                     engine: ClaimEngine | None = None, ground: DisputeGround | None = None,
                     found: Disagreements | None = None, meanwhile: Callable[[], None] | None = None,
                     reviewed: Callable | None = None, **claim_kwargs) -> Disputes:
    """The disputes of the matched pairs (our row ``i[k]``, their row ``j[k]``).

    Column-wise: the fields are compared on the two tables' columns for all pairs at once,
    each side's value written as text a field at a time, and a priced disagreement
    recomputes only what the change can move (``_Pricer``). ``base`` is the claim on our log
    when the caller has it already, ``engine`` the engine that computed it, ``ground`` what
    was made of them and of the logs beforehand (else it is made here, when needed), ``found``
    the pairs' disagreements (``find_disagreements``) when found already. ``meanwhile()``, when
    given, is called once, after the pricing, while a big reconcile's texts are still written by
    their child (this process would wait idle): the caller's next work. ``reviewed``: what `claim` does to a credit
    beyond the arithmetic (``claim_inputs.contract_review``), which ``base`` has had: each side of a disagreement's
    month is then the same function's (``_Pricer``).
    """
    zone = as_zone(tz)
    i, j = np.asarray(i, dtype=np.int64), np.asarray(j, dtype=np.int64)
    if found is None:
        found = find_disagreements(i, j, ours, theirs, units_count(terms), zone,
                                   unit_sides=ground.unit_sides if ground else
                                   unit_sides_of(ours, theirs, terms, claim_kwargs, only_renamed=True))
    disputed, row_dispute, row_field = found.disputed, found.row_dispute, found.row_field
    if not len(disputed):
        if meanwhile is not None:
            meanwhile()
        return Disputes.empty()
    at_field = found.at_field()
    rows = len(row_dispute)
    ours_rows, theirs_rows = i[disputed], j[disputed]  # each dispute's records (taken once: ~a million each)
    # both sides' texts on the second core while the first disagreements are priced here
    with InChild(_texts, found, ours, theirs, ours_rows[row_dispute], theirs_rows[row_dispute], at_field, zone,
                 fork=(found.ours is None or found.theirs is None) and rows >= TEXTS_IN_CHILD_FROM,
                 shared_bytes=2 * 64 * rows + 2**20) as texts:
        effects: dict[int, list[MonthEffect]] = {}
        deadlines = None
        if terms is not None:
            pricer = ground.pricer if ground is not None else None
            if pricer is None:
                if base is None:
                    base = compute_claim(ours, terms, tz=zone, as_of=as_of, **claim_kwargs)
                pricer = _Pricer(ours, theirs, terms, zone, as_of, base, claim_kwargs, engine, reviewed)
            deadlines = dispute_deadlines(ours_rows, theirs_rows, ours, theirs, pricer.base, terms, zone)
            priced = [(int(i[disputed[n]]), int(j[disputed[n]]), FIELDS[f]) for n, f in  # the first, in order
                      zip(row_dispute[:MAX_PRICED].tolist(), row_field[:MAX_PRICED].tolist())]
            pricer.expect(priced)
            for r, (k, b, field) in enumerate(priced):
                effects[r] = pricer.effects(k, b, field)
        ids = ours.ids.take(ours_rows), theirs.ids.take(theirs_rows)
        if meanwhile is not None:
            meanwhile()
        mine, other = texts.result()
    return Disputes(*ids, row_dispute.astype(np.int64, copy=False), row_field.astype(np.int8), mine, other, effects,
                    texts_written=True, deadlines=deadlines)


def _iso(day: date | None) -> str | None:
    return day.isoformat() if day is not None else None


def dispute_deadlines(i: np.ndarray, j: np.ndarray, ours: IncidentTable, theirs: IncidentTable, base: ClaimResult,
                      terms: ContractTerms, zone) -> tuple[np.ndarray, list[date | None]]:
    """Each dispute's (our row ``i[k]``, their row ``j[k]``) claim deadline, the day by which the claim it disputes
    must be filed: the deadline `claim` gives (``deadlines.month_claim_deadline``, on our claim ``base``) of the first
    month either record touches, the earliest of its months' (a later month's deadline is never earlier, from the
    month's end or from its first outage). As (per dispute an index into the dates, the dates)."""
    if not len(i) or terms.claim_window_days is None:
        return np.zeros(len(i), dtype=np.int64), [None]
    first = ours.start_ms.take(i)  # (a new array: the minimum is written into it)
    np.minimum(first, theirs.start_ms[j], out=first)  # (in place: ~a million disputes' temporaries fewer)
    labels = months_between(int(first.min()), int(first.max()), zone)
    starts = np.array([month_bounds_ms(label, zone)[0] for label in labels], dtype=np.int64)
    codes = np.searchsorted(starts, first, side="right").astype(np.int64, copy=False)
    codes -= 1
    return codes, [month_claim_deadline(base, label, terms.claim_window_days) for label in labels]


def units_count(terms: ContractTerms | None) -> bool:
    """Do the units an incident lists matter to the credit? Not without terms, nor under a
    cluster SLA (any incident downs the one unit)."""
    return terms is not None and (terms.sla_unit or "cluster") != "cluster"


def unit_sides_of(ours: IncidentTable, theirs: IncidentTable, terms: ContractTerms | None, claim_kwargs: dict,
                  only_renamed: bool = False):
    """``_unit_sides`` of the two logs with their units as the SLA measures them (``engine.units_as_measured``:
    with a ``gpu,node`` inventory, our node n1 is the vendor's GPUs n1-g0..n1-g7 under a GPU SLA), or None where
    units do not count (``only_renamed``: also where no unit is renamed, for ``_differing_fields`` to make)."""
    if not units_count(terms):
        return None
    gpu_of_node = claim_kwargs.get("gpu_of_node_map")
    measured = [units_as_measured(t, terms.sla_unit, gpu_of_node) for t in (ours, theirs)]
    if only_renamed and measured[0] is ours and measured[1] is theirs:
        return None
    return _unit_sides(*measured)


def _differing_fields(ours: IncidentTable, theirs: IncidentTable, i: np.ndarray, j: np.ndarray,
                      units_count: bool, unit_sides=None) -> np.ndarray:
    """(field, pair) booleans: does pair k disagree on duration, cause, notice, units (units
    only when ``units_count``: under a cluster SLA they do not; ``unit_sides``: ``_unit_sides``
    made already). Compared ``DIFFER_BLOCK_PAIRS`` pairs at a time: a big log's million pairs
    compared at once made a dozen temporaries of up to 8 MB, fresh memory each (a page fault
    per 4 KiB), where a block's temporaries reuse the memory the last block's freed."""
    differs = np.empty((len(FIELDS), len(i)), dtype=bool)
    if units_count and len(i) and unit_sides is None:
        unit_sides = _unit_sides(ours, theirs)
    for lo in range(0, len(i), DIFFER_BLOCK_PAIRS):
        a, b = i[lo:lo + DIFFER_BLOCK_PAIRS], j[lo:lo + DIFFER_BLOCK_PAIRS]
        out = differs[:, lo:lo + DIFFER_BLOCK_PAIRS]
        a_cause, b_cause = ours.cause[a], theirs.cause[b]
        a_notice, b_notice = ours.notice_hours[a], theirs.notice_hours[b]
        same_notice = (a_notice == b_notice) | (np.isnan(a_notice) & np.isnan(b_notice))
        maintenance = (a_cause == MAINTENANCE) | (b_cause == MAINTENANCE)
        np.not_equal(ours.start_ms[a], theirs.start_ms[b], out=out[0])
        out[0] |= ours.end_ms[a] != theirs.end_ms[b]
        np.not_equal(a_cause, b_cause, out=out[1])
        np.greater(maintenance, same_notice, out=out[2])  # maintenance and not the same notice
        out[3] = _units_differ(ours, theirs, a, b, unit_sides) if units_count else False
    return differs


DIFFER_BLOCK_PAIRS = 65536


def _unit_sides(ours: IncidentTable, theirs: IncidentTable) -> tuple[int, list[tuple[np.ndarray, np.ndarray,
                                                                                        np.ndarray]]]:
    """(the number of unit names in both logs, each side's (unit codes common to both logs,
    listed incident by incident; each incident's first position there; its number of units))."""
    codes = {name: c for c, name in enumerate(dict.fromkeys([*ours.unit_names, *theirs.unit_names]))}
    sides = []
    for table in (ours, theirs):
        recode = [codes[n] for n in table.unit_names]
        common = np.asarray(table.pair_unit, dtype=np.int64) if recode == list(range(len(recode))) else \
            np.array(recode + [ALL_UNITS], dtype=np.int64)[table.pair_unit]  # (ours: their own codes, no copy)
        order, begin, count = _pair_slices(table)
        sides.append((common if order is None else common[order], begin, count))
    return len(codes), sides


def _units_differ(ours: IncidentTable, theirs: IncidentTable, i: np.ndarray, j: np.ndarray,
                  unit_sides=None) -> np.ndarray:
    """Do our incident ``i[k]`` and theirs ``j[k]`` list different sets of units? Column-wise on
    unit codes common to both logs: different counts differ, one unit each compares codes, and
    pairs listing several units each compare their codes sorted (an incident lists a unit once)."""
    names, sides = unit_sides or _unit_sides(ours, theirs)
    (o_codes, o_begin, o_count), (t_codes, t_begin, t_count) = sides
    differ = o_count[i] != t_count[j]
    single = np.flatnonzero(~differ & (o_count[i] == 1))
    differ[single] = o_codes[o_begin[i[single]]] != t_codes[t_begin[j[single]]]
    several = np.flatnonzero(~differ & (o_count[i] > 1))
    if len(several):
        owner, o_at = expand_slices(o_begin[i[several]], o_count[i[several]])
        _, t_at = expand_slices(t_begin[j[several]], t_count[j[several]])
        width = names + 2  # codes from -1 (`*`): each owner's codes sorted, owners in order

        def sorted_codes(values):  # in order by owner already: a stable sort, whose runs merge at once
            return np.sort(owner * width + (values + 1), kind="stable")

        mismatch = sorted_codes(o_codes[o_at]) != sorted_codes(t_codes[t_at])
        differ[several] = np.bincount(owner, weights=mismatch, minlength=len(several)) > 0
    return differ


def _pair_slices(table: IncidentTable) -> tuple[np.ndarray | None, np.ndarray, np.ndarray]:
    """(the order that lists each incident's pairs together, None when they are already; each
    incident's first position in that order; its number of pairs)."""
    incident = table.pair_incident
    in_order = not len(incident) or bool(np.all(incident[1:] >= incident[:-1]))  # as readers list them
    count = np.bincount(incident, minlength=len(table))
    begin = np.cumsum(count)
    begin -= count
    return (None if in_order else np.argsort(incident, kind="stable")), begin, count


def unit_texts(table: IncidentTable, rows: np.ndarray | None = None) -> np.ndarray:
    """The units of each incident (of ``rows``, default all) as a person compares them: sorted,
    joined by ';', as UTF-8 bytes."""
    rows = np.arange(len(table)) if rows is None else np.asarray(rows, dtype=np.int64)
    labels = ["*", *table.unit_names]  # unit code + 1
    order, begin, count = _pair_slices(table)
    owner, at = expand_slices(begin[rows], count[rows])
    codes = ((table.pair_unit if order is None else table.pair_unit[order])[at] + 1).tolist()
    bounds = np.concatenate(([0], np.cumsum(count[rows]))).tolist()
    return as_bytes_column([";".join(sorted(labels[c] for c in codes[a:b])) for a, b in zip(bounds, bounds[1:])])


TEXTS_IN_CHILD_FROM = 100_000  # disagreements: from this many, both sides' texts are written on the second core


def _texts(found: Disagreements, ours: IncidentTable, theirs: IncidentTable, i: np.ndarray, j: np.ndarray,
           at_field: list[np.ndarray], zone) -> tuple[np.ndarray, np.ndarray]:
    """Each side's values of the disagreements as text (``_side_values``: our incident ``i[r]``
    and theirs ``j[r]`` for disagreement ``r``), those ``found`` has written already as they are.
    A big reconcile's are written by one forked child, both sides one after the other, while this
    process prices the first disagreements (``disputes_of_rows``): in one child the second side's
    temporaries reuse the memory the first side's freed (a forked worker keeps it,
    ``columns.forked.keep_freed_memory``), and both columns are made where they are sent from
    (``columns.arena``). Written here, ours took the same user time as the vendor's in its child
    and 0.08-0.5 s more system time (1M vs 1M: this process pays it for memory work once it has
    forked), and the pricing waited for it."""
    return (found.ours if found.ours is not None else _side_values(ours, i, at_field, zone),
            found.theirs if found.theirs is not None else _side_values(theirs, j, at_field, zone))


def _side_values(table: IncidentTable, rows: np.ndarray, at_field: list[np.ndarray], zone) -> np.ndarray:
    """One side's value of each disagreement as text (an ``S`` column, objects for a unit name
    with NUL): ``rows[r]`` is the incident of disagreement ``r``, ``at_field[f]`` the
    disagreements on field ``f``; the durations (most rows) written straight into the column,
    a block of rows at a time."""
    parts = []
    for f, field in enumerate(FIELDS[1:], start=1):
        at = rows[at_field[f]]
        if not len(at):
            continue
        if field == "cause":
            text = CAUSE_TEXTS[table.cause[at]]
        elif field == "notice":
            text = encoded_distinct(table.notice_hours[at], lambda v: b"none" if math.isnan(v) else f"{v:g} h".encode())
        else:
            text = unit_texts(table, at)
        parts.append((at_field[f], text))
    durations = at_field[0]
    offsets = zone_offsets(zone)  # the zone's offset of each quarter hour, looked up once (``DisputeGround``)
    width = max([DURATION_WIDTH if len(durations) else 1] + [t.dtype.itemsize for _, t in parts])
    out = result_array((len(rows), width), np.uint8, zeros=True)  # (a forked child's: where it is sent from)
    if any(t.dtype.kind != "S" for _, t in parts) or not _write_durations(table, rows[durations], zone, offsets, out,
                                                                           durations):
        # a unit name holding NUL, or a time needing a longer text: the general way
        return _values_one_by_one(table, rows[durations], durations, parts, len(rows), zone, offsets)
    for where, text in parts:
        out[where, :text.dtype.itemsize] = text.view(np.uint8).reshape(len(text), -1)
    return out.view(f"S{width}").reshape(-1)


DURATION_WIDTH = 53  # 'YYYY-MM-DDTHH:MM:SS+hh:mm - YYYY-MM-DDTHH:MM:SS+hh:mm'
TEXT_BLOCK_ROWS = 131072  # durations written at a time: small temporaries (fresh memory is slow to touch)


def _write_durations(table, rows, zone, offsets, out, where) -> bool:
    """'start - end' of incidents ``rows`` in local ISO time into rows ``where`` of the byte
    matrix ``out``; False (``out`` partly written) when a time needs a longer text (a fraction
    of a second, a far year, an offset in seconds). Each row's parts are copied as whole items
    (record fields), not byte by byte."""
    if not len(rows):
        return True
    parts = np.dtype([("start", "V25"), ("dash", "V3"), ("end", "V25")])
    into_out = out.view(np.dtype({"names": ["text"], "formats": [f"V{DURATION_WIDTH}"], "offsets": [0],
                                  "itemsize": out.shape[1]})).reshape(-1)["text"]
    for lo in range(0, len(rows), TEXT_BLOCK_ROWS):
        at, into = rows[lo:lo + TEXT_BLOCK_ROWS], where[lo:lo + TEXT_BLOCK_ROWS]
        matrix = iso_local_matrix(np.concatenate((table.start_ms[at], table.end_ms[at])), zone, offsets)
        if matrix is None:
            return False
        times = matrix.view("V25").reshape(-1)
        block = np.empty(len(at), dtype=parts)
        block["start"], block["dash"], block["end"] = times[:len(at)], DASH, times[len(at):]
        into_out[into] = block.view(f"V{DURATION_WIDTH}")
    return True


DASH = np.frombuffer(b" - ", dtype="V3")[0]


def _values_one_by_one(table, duration_rows, durations, parts, rows, zone, offsets) -> np.ndarray:
    """One side's column of ``_values`` the general way: texts of any length, ``S`` or objects."""
    if len(durations):
        text = np.char.add(np.char.add(iso_local_bytes(table.start_ms[duration_rows], zone, offsets), b" - "),
                           iso_local_bytes(table.end_ms[duration_rows], zone, offsets))
        parts = [(durations, text), *parts]
    if all(text.dtype.kind == "S" for _, text in parts):
        out = np.zeros(rows, dtype=f"S{max([1] + [text.dtype.itemsize for _, text in parts])}")
    else:  # a unit name holding NUL
        out = np.empty(rows, dtype=object)
    for where, text in parts:
        out[where] = text
    return out


CAUSE_TEXTS = np.array([c.encode() for c in CAUSES])


class _Pricer:
    """A disagreement's effect on money: the months our incident touches, computed on our log
    and on our log with that one field of that one incident taken from the vendor's record —
    on the units the change touches (``whatif``), or where that cannot be exact, the whole
    months again on the incidents listed in them. ``reviewed`` (``claim_inputs.contract_review``, which ``base`` has
    had): where it can move a month's amount (its ``money``, the part that can: a ladder's holes; a bare function: all
    of it), each changed month is computed whole and its amount reviewed by it too, so that both sides of a
    disagreement are `claim`'s figures."""

    def __init__(self, ours, theirs, terms, zone, as_of, base, claim_kwargs, engine=None, reviewed=None):
        self.ours, self.theirs, self.terms, self.zone, self.as_of = ours, theirs, terms, zone, as_of
        self.base, self.claim_kwargs = base, claim_kwargs
        self.base_months = {m.month: m for m in base.months}
        self._window_columns: tuple | None = None
        self.money = getattr(reviewed, "money", reviewed)
        if self.money is not None:
            engine = None  # (whatif's figures are the arithmetic's alone)
        elif engine is None and set(claim_kwargs) <= ENGINE_OPTIONS:
            engine = claim_and_engine(ours, terms, tz=zone, as_of=as_of, **claim_kwargs)[1]
        self.whatif = MonthWhatIf(engine, ours, claim_kwargs) if engine is not None else None
        self.their_pairs = Positions(theirs.pair_incident, len(theirs))  # a vendor record's units

    def expect(self, changes: list[tuple[int, int, str]]) -> None:
        """The changes about to be priced (our incident, the vendor's record, the field): what they
        touch is then found together (``whatif.Positions``), not by a pass over every pair each."""
        self.their_pairs.want(b for _, b, field in changes if field == "units")
        if self.whatif is not None:
            self.whatif.expect([(k, self.their_units(b) if field == "units" else None) for k, b, field in changes])

    def their_units(self, b: int) -> list[str]:
        """The unit names the vendor's record ``b`` lists (`*` as itself), in the log's order."""
        theirs = self.theirs
        return [theirs.unit_names[c] if c != ALL_UNITS else "*"
                for c in theirs.pair_unit[self.their_pairs.of(b)].tolist()]

    def window_columns(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """(each incident's last instant, each unit name's uses, pair units by incident, each
        incident's first pair): what whole-month windows are cut by, made when one is first needed."""
        if self._window_columns is None:
            ours = self.ours
            named = ours.pair_unit != ALL_UNITS
            slices = PairSlices(ours.pair_incident, len(ours))  # an incident's pairs: one slice
            self._window_columns = (np.maximum(ours.end_ms - 1, ours.start_ms),  # as engine.MonthIndex
                                    np.bincount(ours.pair_unit[named], minlength=len(ours.unit_names)),
                                    ours.pair_unit[slices.order], slices.begin)
        return self._window_columns

    def effects(self, k: int, b: int, field: str) -> list[MonthEffect]:
        return self._effects_on_units(k, b, field) or self._effects_by_months(k, b, field)

    def _effects_on_units(self, k: int, b: int, field: str) -> list[MonthEffect] | None:
        """The effects, each changed month recomputed on the units the change touches; None
        when that cannot be exact (``whatif.MonthWhatIf``)."""
        whatif, ours, theirs = self.whatif, self.ours, self.theirs
        if whatif is None or not whatif.usable:
            return None
        before = whatif.groups_of(k)
        if before is None:
            return None
        after = before
        if field == "units":
            after = whatif.groups_named(self.their_units(b), k)
            if after is None:
                return None
        start, end = int(ours.start_ms[k]), int(ours.end_ms[k])
        new_start, new_end = (int(theirs.start_ms[b]), int(theirs.end_ms[b])) if field == "duration" else (start, end)
        cause, notice = int(ours.cause[k]), float(ours.notice_hours[k])
        if field == "cause":
            cause = int(theirs.cause[b])
        elif field == "notice":
            notice = float(theirs.notice_hours[b])
        counted = whatif.reason_of(cause, notice, new_start) == Exclusion.COUNTED
        old_months, new_months = months_of(start, end, self.zone), months_of(new_start, new_end, self.zone)
        out = []
        for label in sorted(set(old_months) | set(new_months)):
            a = self.base_months.get(label)
            exists = label in new_months or (a is not None and len(a.incidents) > 1)  # anything left listed
            downtime, credit = (whatif.month(label, k, new_start, new_end, counted, before, after) if exists
                                else (0.0, Decimal("0.00")))
            out.append(MonthEffect(month=label, ours_downtime_minutes=a.downtime_minutes if a else 0.0,
                                   theirs_downtime_minutes=downtime,
                                   ours_credit=a.credit_amount if a else Decimal("0.00"), theirs_credit=credit,
                                   currency=self.terms.currency or "CNY"))
        return out

    def _effects_by_months(self, k: int, b: int, field: str) -> list[MonthEffect]:
        """The effects, each month the change touches computed again on all its incidents."""
        ours, theirs = self.ours, self.theirs
        start, end = int(ours.start_ms[k]), int(ours.end_ms[k])
        if field == "duration":
            start, end = int(theirs.start_ms[b]), int(theirs.end_ms[b])
        last = max(end - 1, start)
        last_ms = self.window_columns()[0]
        labels = months_between(min(start, int(ours.start_ms[k])), max(last, int(last_ms[k])), self.zone)
        lo, hi = month_bounds_ms(labels[0], self.zone)[0], month_bounds_ms(labels[-1], self.zone)[1]
        window = self._changed_window(k, b, field, lo, hi)
        changed = {}
        for label in labels:
            claim = compute_claim(window, self.terms, tz=self.zone, as_of=self.as_of, month=label, **self.claim_kwargs)
            month = (claim if self.money is None else self.money(claim, window)).months[0]
            if len(IncidentResults.coerce(month.incidents)):
                changed[label] = month  # a month no incident overlaps is no month of the claim
        touched = set(months_of(int(ours.start_ms[k]), int(ours.end_ms[k]), self.zone)) | {
            label for label in changed if label in months_of(start, end, self.zone)}
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
        last_ms, uses, pair_unit, pair_begin = self.window_columns()
        inside = (ours.start_ms < hi) & (last_ms >= lo)
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
        begin = pair_begin[rows]
        counts = pair_begin[rows + 1] - begin
        window_incident = np.repeat(np.arange(len(rows)), counts)
        window_unit = pair_unit[np.arange(int(counts.sum())) + np.repeat(begin - (np.cumsum(counts) - counts),
                                                                           counts)]
        names = list(ours.unit_names)
        if field == "units":
            mine = window_incident == at
            uses = uses - np.bincount(window_unit[mine & (window_unit != ALL_UNITS)], minlength=len(names))
            code = {name: c for c, name in enumerate(names)}
            new_units: list[int] = []
            for name in self.their_units(b):
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
        # our incidents marked ended with no end time, at their rows in the window (incident k's taking the vendor's
        # times is one whose end is given)
        ended = np.flatnonzero(np.isin(rows, ours.end_not_given_rows))
        ended = ended[ended != at] if field == "duration" else ended
        return IncidentTable(ids=ours.ids.take(rows), start_ms=start, end_ms=end, cause=cause, notice_hours=notice,
                             pair_incident=window_incident, pair_unit=recode[window_unit],
                             unit_names=[names[c] for c in used.tolist()],
                             lines=ours.lines[rows] if ours.lines is not None else None, file=ours.file,
                             end_not_given_rows=ended.tolist())


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


def split_ours_only(ids: Sequence[str], ours: IncidentTable, claim: ClaimResult | None,
                    rows: np.ndarray | None = None) -> OursOnlySplit:
    """Our one-sided incidents: counted (they decide money) or excluded by the contract, and why.

    ``rows``: the incidents' rows in ``ours`` when known; then everything is read by position
    (column-wise), else by id."""
    if rows is None:
        row_of = dict(zip(ours.ids.tolist(), range(len(ours))))
        rows = np.array([row_of[i] for i in ids], dtype=np.int64)
    months = [IncidentResults.coerce(m.incidents) for m in claim.months] if claim is not None else []
    if claim is None:
        cause = ours.cause[rows]
        counted = cause == VENDOR
        codes = np.where(counted, len(CAUSES), cause)  # the vendor's: no reason, the code past the causes
        return OursOnlySplit.coded(ours.ids.take(rows), counted, codes, [*CAUSES, None])
    if all(m.positions is not None for m in months):
        counted, codes = _counted_by_row(months, len(ours))
        counted = counted[rows]
        # a counted row's reason is None: the code past the reasons' texts
        codes = np.where(counted, len(EXCLUDED_REASONS), codes[rows])
        return OursOnlySplit.coded(ours.ids.take(rows), counted, codes, [*EXCLUDED_REASONS, None])
    else:
        found: dict[str, tuple[float, str | None]] = {}
        for results in months:
            for incident_id, minutes_in, excluded in zip(results.ids.tolist(), results.counted_minutes,
                                                         results.excluded_reasons):
                so_far, why = found.get(incident_id, (0.0, None))
                found[incident_id] = (so_far + minutes_in, why or excluded)
        got = [found.get(i, (0.0, None)) for i in ours.ids.take(rows).tolist()]
        counted = np.array([m > 0 for m, _ in got], dtype=bool)
        reasons = [None if m > 0 else r for m, r in got]
    return OursOnlySplit(ours.ids.take(rows), counted, reasons)


def _counted_by_row(months: list[IncidentResults], rows: int) -> tuple[np.ndarray, np.ndarray]:
    """Per row of the log: whether any month counts minutes of it (counted minutes are never
    negative, so the same as their sum over the months being above 0) and the first reason
    (code) any month gives it."""
    counted = np.zeros(rows, dtype=bool)
    reasons = np.zeros(rows, dtype=np.int8)
    for m in months:
        counted[m.positions[m.minutes > 0]] = True
        open_ = reasons[m.positions] == 0
        reasons[m.positions[open_]] = m.reason_codes[open_]
    return counted, reasons
