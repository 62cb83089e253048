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

from ..limits import Limits
from .csvlog import read_csv_columns
from .validate import RawLog, require_columns

COLUMNS = {
    "id": ("id", "incident_number"),
    "start": ("created_on", "created_at"),
    "end": ("resolved_on", "resolved_at"),
    "units": ("units", "unit", "service_name"),
}


def read_pagerduty_csv(path: Path, limits: Limits) -> RawLog:
    header, columns, line_numbers = read_csv_columns(path, limits)
    chosen = require_columns(path.name, header, COLUMNS)
    index = {name: i for i, name in enumerate(header)}
    lowered = {h.lower(): h for h in header}
    n = len(line_numbers)

    def column(name: str | None) -> list[str]:
        return columns[index[name]] if name in index else [""] * n

    return RawLog(
        file=path.name,
        lines=line_numbers,
        ids=[v.strip() for v in column(chosen["id"])],
        starts=column(chosen["start"]),
        ends=[v if v.strip() else None for v in column(chosen["end"])],
        units=column(chosen["units"]),
        causes=column(lowered.get("cause")),
        notices=column(lowered.get("notice_hours")),
    )
