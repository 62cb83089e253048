"""The audit database's big row sets as ``bulk_insert`` columns: a log's incidents, a month's
per-incident minutes. Each cell is what ``IncidentTable.row_chunks`` (and ``save_claim``'s
plain rows) would have bound, so either way of writing gives the same rows."""

from __future__ import annotations

from typing import Any
from zoneinfo import ZoneInfo

import numpy as np
import orjson

from .bulk_insert import (MAX_WIDTH, Coded, Const, Counter, Digits, FixedText, Unfit, coded, exact_float_digits,
                          strings_column, text_column)
from .incidents.table import ALL_UNITS, CAUSES, IncidentTable
from .models import EXCLUDED_REASONS
from .sla.months import iso_local_matrix, iso_local_times

Updates = list[tuple[str, Any, int]]  # (column, value, row position) written after the insert


def incident_columns(table: IncidentTable, tz: ZoneInfo, *, run_id: int, source_file: str,
                     log_id: int | None) -> tuple[dict[str, Any], Updates]:
    """The ``incidents`` columns of a log, and the few cells to set afterwards (a unit list
    too long for the fixed width, notice hours of too many distinct values)."""
    if not table.ids.fixed:
        raise Unfit("ids kept as objects")
    rows = len(table)
    offsets: dict[int, int] = {}
    updates: Updates = []
    columns: dict[str, Any] = {
        "run_id": Const(run_id),
        "incident_id": text_column(table.ids.array),
        "source_file": Const(source_file),
        "source_line": _lines(table.lines, rows),
        "start": _times(table.start_ms, tz, offsets),
        "end": _times(table.end_ms, tz, offsets),
        "units": _units(table, updates),
        "cause": Coded(table.cause.astype(np.uint8), list(CAUSES)),
        "log_id": Const(log_id),
    }
    try:
        columns["notice_hours"] = coded(table.notice_hours)
    except Unfit:
        columns["notice_hours"] = Const(None)
        updates += [("notice_hours", float(table.notice_hours[k]), k)
                    for k in np.flatnonzero(~np.isnan(table.notice_hours)).tolist()]
    return columns, updates


def claim_incident_columns(month_ids: np.ndarray, row_ids: np.ndarray, ids: np.ndarray, minutes: np.ndarray,
                           reason_codes: np.ndarray) -> dict[str, Any]:
    """The ``claim_incidents`` columns: each row's month, ``incidents`` row, id (a fixed-width
    ``S`` array), counted minutes and excluded reason (codes into ``EXCLUDED_REASONS``)."""
    return {
        "claim_month_id": Digits(month_ids),
        "incident_row_id": Digits(np.asarray(row_ids, dtype=np.int64)),
        "incident_id": text_column(ids),
        "counted_minutes": exact_float_digits(minutes),
        "excluded_reason": Coded(reason_codes.astype(np.uint8), list(EXCLUDED_REASONS)),
    }


def _lines(lines: np.ndarray | None, rows: int):
    if lines is None:
        return Const(None)
    if rows and int(lines[0]) > 0 and np.array_equal(lines, np.arange(int(lines[0]), int(lines[0]) + rows)):
        return Counter(int(lines[0]))  # one record a line: no column to bind
    if rows and int(lines.min()) < 0:
        raise Unfit("a negative line number")
    return Digits(lines, zero_null=True)


def _times(ms: np.ndarray, tz: ZoneInfo, offsets: dict[int, int]):
    matrix = iso_local_matrix(ms, tz, offsets)
    if matrix is not None:
        return FixedText(matrix)  # every cell fills the width
    return strings_column(iso_local_times(ms, tz, offsets))


def _units(table: IncidentTable, updates: Updates):
    """Each incident's units as JSON text (the database's form): most name one unit, whose
    text is looked up; the others are written, and the longest set afterwards."""
    rows = len(table)
    order = np.argsort(table.pair_incident, kind="stable")
    pair_incident = table.pair_incident[order]
    codes = table.pair_unit[order] + 1  # index into names: ALL_UNITS is names[0]
    names = ["*" if code == ALL_UNITS else table.unit_names[code] for code in range(-1, len(table.unit_names))]
    counts = np.bincount(pair_incident, minlength=rows)
    begins = np.cumsum(counts) - counts
    alone = np.array([orjson.dumps([name]) for name in names])  # JSON has no raw NUL: an S array holds it
    first = codes[np.minimum(begins, len(codes) - 1)] if len(codes) else np.zeros(rows, dtype=np.int64)
    cells = alone[first] if len(codes) else np.full(rows, b"[]", dtype="S2")
    lengths = np.array([len(text) for text in alone.tolist()], dtype=np.int64)[first] if len(codes) \
        else np.full(rows, 2, dtype=np.int64)
    others = np.flatnonzero(counts != 1)
    code_list = codes.tolist()
    texts = [orjson.dumps([names[c] for c in code_list[b:b + n]])
             for b, n in zip(begins[others].tolist(), counts[others].tolist())]
    for k, text in zip(others.tolist(), texts):
        if len(text) > MAX_WIDTH:
            updates.append(("units", text.decode(), k))
    fitting = [text if len(text) <= MAX_WIDTH else b"[]" for text in texts]
    width = max([cells.dtype.itemsize, *map(len, fitting)])
    if width > cells.dtype.itemsize:
        cells = cells.astype(f"S{width}")
    if fitting:
        cells[others] = fitting
        lengths[others] = [len(text) for text in fitting]
    matrix = cells.view(np.uint8).reshape(rows, cells.dtype.itemsize)
    return FixedText(matrix, None if rows == 0 or int(lengths.min()) == matrix.shape[1] else lengths)
