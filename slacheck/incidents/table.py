"""``IncidentTable``: an incident log as columns, what every reader builds and the engine reads.

One row per incident (ids, epoch-ms start and end, cause code, notice hours, source line) plus
(incident, unit) pairs, so a million-incident log is a handful of numpy arrays, not a million
models. Readers build it (``validate.build_table``, the parallel CSV reader); the SLA engine,
reconcile and the audit database read it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Sequence, get_args
from zoneinfo import ZoneInfo

import numpy as np

from ..columns.ids import IdColumn
from ..models import Cause, Incident, SourceLine
from ..sla.months import QuarterOffsets, from_epoch_ms, iso_local_times, to_epoch_ms

CAUSES: tuple[str, ...] = get_args(Cause)  # ``IncidentTable.cause`` codes index this
VENDOR, CUSTOMER, FORCE_MAJEURE, MAINTENANCE = range(len(CAUSES))
ALL_UNITS = -1  # unit code of `*`


@dataclass
class IncidentTable:
    """Incidents as columns: one row per incident, plus (incident, unit) pairs.

    ``pair_unit`` indexes ``unit_names``; ``ALL_UNITS`` (-1) is `*`; each (incident, unit)
    pair appears once (``from_incidents`` and the readers' ``build_table`` make sure). Times
    are epoch ms.
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
    skipped: list = field(default_factory=list)  # ``Skipped``: records the reader left out, and why
    notes: list[str] = field(default_factory=list)  # how the reader read the log (said on stderr)
    read_as: dict[str, str] = field(default_factory=dict)  # values read as another word (their note is in notes)
    sha256: str | None = None  # of the log file's bytes, when the reader hashed them as it read them
    # rows (positions in these columns) of the incidents the log marks ended (closed, resolved) without an end time,
    # counted to --as-of (``validate.build_table``): a claim says so on each month they count in
    # (``claim_inputs.end_not_given_review``); a table made of other rows carries them to where they stand in it
    # (``parallel.join_tables``, a dispute's changed log)
    end_not_given_rows: list[int] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.ids)

    @property
    def end_not_given(self) -> list[str]:
        """The ids of the incidents at ``end_not_given_rows``."""
        return [self.ids[i] for i in self.end_not_given_rows]

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

    def named(self, name: str) -> "IncidentTable":
        """The same log, its notes and ``file`` naming it ``name`` (``errors.distinct_names``: two logs of one
        bare name, ours/incidents.csv and vendor/incidents.csv, must be told apart); the columns are shared."""
        from dataclasses import replace

        from ..errors import named_as_typed

        if name == self.file or self.file is None:
            return self
        return replace(self, file=name, notes=[named_as_typed(note, {self.file: name}) for note in self.notes])

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

    def iter_rows(self, tz: ZoneInfo, chunk: int = 65536):
        """Each incident as ``(id, start_iso, end_iso, units, cause, notice_hours, line)``:
        rows for the audit database, built column-wise without a model or a datetime per
        incident (a big log has a million), ``chunk`` incidents at a time so only that many
        rows' strings exist at once."""
        for ids, starts, ends, units, causes, notice, lines in self.row_chunks(tz, chunk, units_json=False):
            yield from zip(ids, starts, ends, units, causes, notice, lines)

    def row_chunks(self, tz: ZoneInfo, chunk: int = 65536, *, units_json: bool = True):
        """``iter_rows`` as columns, ``chunk`` incidents at a time: ``(ids, start_iso, end_iso,
        units, causes, notice_hours, lines)`` lists, units as JSON text (the database's form)
        unless ``units_json`` is false. The audit database zips them into its rows directly."""
        import orjson

        pairs = UnitPairs(self)
        names = pairs.names
        alone = [orjson.dumps([name]).decode() for name in names]  # an incident's one unit, as JSON
        offsets = QuarterOffsets()  # the zone's offset per quarter hour, shared by every chunk
        for lo in range(0, len(self), chunk):
            hi = min(len(self), lo + chunk)
            incident_of, codes, counts, begins = pairs.block(lo, hi)
            if units_json:
                # most incidents name one unit: its JSON is looked up; the others are written
                units: list = [alone[c] for c in codes[np.minimum(begins, max(len(codes) - 1, 0))].tolist()] \
                    if len(codes) else ["[]"] * (hi - lo)
                code_list = codes.tolist()
                for k in np.flatnonzero(counts != 1).tolist():
                    b = int(begins[k])
                    units[k] = orjson.dumps([names[c] for c in code_list[b:b + int(counts[k])]]).decode()
            else:
                units = [[] for _ in range(hi - lo)]
                for inc, code in zip(incident_of.tolist(), codes.tolist()):
                    units[inc].append(names[code])
            lines = self.lines[lo:hi].tolist() if self.lines is not None else [0] * (hi - lo)
            notice = self.notice_hours[lo:hi].tolist()
            yield (self.ids.take(np.arange(lo, hi)).tolist(), iso_local_times(self.start_ms[lo:hi], tz, offsets),
                   iso_local_times(self.end_ms[lo:hi], tz, offsets), units,
                   list(map(CAUSES.__getitem__, self.cause[lo:hi].tolist())),
                   [None if math.isnan(v) else v for v in notice], [v or None for v in lines])


class UnitPairs:
    """A table's (incident, unit) pairs sorted by incident once, then read a block of incidents
    at a time (the audit database's rows and their unit lists are made block by block)."""

    def __init__(self, table: IncidentTable):
        pair_incident = table.pair_incident
        if len(pair_incident) < 2 or bool((pair_incident[1:] >= pair_incident[:-1]).all()):
            self.pair_incident = pair_incident  # the readers' order: ~1 ms to see, where the sort and its
            self.codes = table.pair_unit + 1    # copies took 0.13 s of a 1M log on fresh memory
        else:
            order = np.argsort(pair_incident, kind="stable")
            self.pair_incident = pair_incident[order]
            self.codes = table.pair_unit[order] + 1  # index into names: ALL_UNITS is names[0]
        self.names = ["*" if code == ALL_UNITS else table.unit_names[code] for code in range(-1, len(table.unit_names))]

    def block(self, lo: int, hi: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """Incidents ``lo`` to ``hi``'s pairs: each pair's incident (from 0 at ``lo``) and unit code
        (into ``names``), in incident order; each incident's number of units and first pair."""
        first, last = np.searchsorted(self.pair_incident, [lo, hi])
        incident_of = self.pair_incident[first:last] - lo
        counts = np.bincount(incident_of, minlength=hi - lo)
        return incident_of, self.codes[first:last], counts, np.cumsum(counts) - counts


def as_zone(tz: str | ZoneInfo) -> ZoneInfo:
    return tz if isinstance(tz, ZoneInfo) else ZoneInfo(tz)
