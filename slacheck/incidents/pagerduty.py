"""PagerDuty incident CSV exports.

Accepted columns (case-insensitive; others ignored): the incident id from ``id`` or
``incident_number``; the start from ``created_on`` (the web UI's incidents CSV export) or
``created_at`` (REST API field name); the end from ``resolved_on`` or ``resolved_at`` (empty =
still open: closed by ``--as-of``, else an error); the unit from ``units``/``unit`` if the
export was annotated, else ``service_name`` (PagerDuty knows services, not GPUs or nodes).
Every incident counts as the vendor's (cause ``vendor``) unless a ``cause`` column says
otherwise. ``urgency`` and ``title`` are not used for money.
"""

from __future__ import annotations

from pathlib import Path

from ..errors import Problems
from ..limits import Limits
from .csvlog import (durations_unit, end_from_durations, log_times, read_csv_columns, read_durations,
                     reread_year_first)
from .validate import RawLog, is_blank, null_ends_note, require_columns

from .formats import PAGERDUTY_COLUMNS as COLUMNS


def read_pagerduty_csv(path: Path, limits: Limits) -> RawLog:
    notes: list[str] = []  # a GBK export is read, and said
    problems = Problems()  # rows with text past the header, said with the other bad lines
    header, columns, line_numbers = read_csv_columns(path, limits, notes, problems)
    required, optional = dict(COLUMNS), {"cause": ("cause",), "notice_hours": ("notice_hours",)}
    end_from_durations(path.name, header, required, optional)
    chosen = require_columns(path.name, header, required, layout="pagerduty", optional=optional)
    index = {name: i for i, name in enumerate(header)}
    n = len(line_numbers)

    def column(name: str | None) -> list[str]:
        return columns[index[name]] if name in index else [""] * n

    durations = read_durations(path.name, header, chosen, notes)
    lasted = column(durations.column) if durations is not None else None
    starts, ends, clock_problems, zoned = log_times(path.name, chosen, column(chosen["start"]),
                                                    column(chosen.get("end")), line_numbers, notes)
    problems.extend(clock_problems)
    # an empty end (or a database's NULL: '\N', 'NULL') is an incident still open, unless the row says how long it
    # lasted (then start + duration)
    notes.extend(null_ends_note(path.name, ends))
    ends = [v if not is_blank(v) or (lasted is not None and not is_blank(lasted[i])) else None
            for i, v in enumerate(ends)]
    return RawLog(
        file=path.name,
        lines=line_numbers,
        ids=[v.strip() for v in column(chosen["id"])],
        starts=starts,
        ends=ends,
        units=column(chosen["units"]),
        causes=column(chosen.get("cause")),
        notices=column(chosen.get("notice_hours")),
        unit_source=None if column_is_units(chosen["units"]) else "PagerDuty service",
        notes=notes,
        problems=problems,
        durations=lasted,
        duration_unit=durations_unit(durations),
        reread=reread_year_first,  # (a year-first time found only below ISO 8601 ones, as our CSV's)
        zoned=zoned,
    )


def column_is_units(name: str) -> bool:
    """An annotated ``units``/``unit`` column names our unit ids; ``service_name`` does not."""
    from .formats import column_key

    return column_key(name) in ("units", "unit")
