"""The audit database's big row sets as ``bulk_insert`` columns: a log's incidents, a month's
per-incident minutes. Each cell is what ``IncidentTable.row_chunks`` (and ``save_claim``'s
plain rows) would have bound, so either way of writing gives the same rows."""

from __future__ import annotations

from typing import Any, Iterator
from zoneinfo import ZoneInfo

import numpy as np
import orjson

from .bulk_insert import (BLOCK_ROWS, Coded, Const, Counter, Digits, FixedText, Strings, Unfit, coded,
                          exact_float_digits, steps, strings_column, text_column)
from .incidents.table import CAUSES, IncidentTable, UnitPairs
from .models import EXCLUDED_REASONS
from .sla.months import QuarterOffsets, iso_local_matrix, iso_local_times

Updates = list[tuple[str, Any, int]]  # (column, value, row position) written after the insert
# The first block is small, so SQLite starts writing a log's rows soon after it is read (a full
# block's columns take ~0.1 s of numpy, made while the claim computes beside it); each next block
# is twice the one before, up to ``BLOCK_ROWS``: made while SQLite writes the one before (SQLite's
# ~1 us a row is about twice numpy's), so the writer does not wait for its next block. A claim's
# per-incident rows go in blocks the same way (``store.ClaimIncidentRows.blocks``).
FIRST_BLOCK_ROWS = 16384


def incident_column_blocks(table: IncidentTable, tz: ZoneInfo, *, run_id: int, source_file: str,
                           block_rows: int | None = None) -> Iterator[tuple[dict[str, Any], int, Updates]]:
    """The ``incidents`` columns of a log a block of rows at a time (``FIRST_BLOCK_ROWS``, then
    twice as many as the block before, up to ``block_rows``, default ``BLOCK_ROWS``): per block its columns, its row count and the few cells to set after
    the insert (notice hours of too many distinct values), at their positions in the whole log. ``log_id`` is a ``Const(None)`` the writer sets. A block is made only when asked for,
    so the writer can insert one while the next is made. What cannot be carried as columns
    raises ``Unfit`` before the first block, never later (nothing is written half that way)."""
    if not table.ids.fixed:
        raise Unfit("ids kept as objects")
    if table.lines is not None and len(table) and int(table.lines.min()) < 0:
        raise Unfit("a negative line number")
    rows, block_rows = len(table), block_rows or BLOCK_ROWS
    units = _UnitTexts(table)
    offsets = QuarterOffsets()  # the zone's offset per quarter hour, shared by every block
    for lo, hi in _block_bounds(rows, block_rows):
        updates: Updates = []
        columns: dict[str, Any] = {
            "run_id": Const(run_id),
            "incident_id": text_column(table.ids.array[lo:hi]),
            "source_file": Const(source_file),
            "source_line": _lines(None if table.lines is None else table.lines[lo:hi], hi - lo),
            "start": _times(table.start_ms[lo:hi], tz, offsets),
            "end": _times(table.end_ms[lo:hi], tz, offsets),
            "units": units.column(lo, hi),
            "cause": Coded(table.cause[lo:hi].astype(np.uint8), list(CAUSES)),
            "log_id": Const(None),
        }
        notice_hours = table.notice_hours[lo:hi]
        try:
            columns["notice_hours"] = coded(notice_hours)
        except Unfit:
            columns["notice_hours"] = Const(None)
            updates += [("notice_hours", float(notice_hours[k]), lo + k)
                        for k in np.flatnonzero(~np.isnan(notice_hours)).tolist()]
        yield columns, hi - lo, updates


def _block_bounds(rows: int, largest: int) -> Iterator[tuple[int, int]]:
    """(lo, hi) of each block: ``FIRST_BLOCK_ROWS`` (at most ``largest``), then each twice the one
    before up to ``largest``; one empty block for no rows."""
    lo, size = 0, min(FIRST_BLOCK_ROWS, largest)
    while True:
        hi = min(rows, lo + size)
        yield lo, hi
        if hi >= rows:
            return
        lo, size = hi, min(2 * size, largest)


def claim_incident_column_blocks(month_ids: np.ndarray, row_ids: np.ndarray, ids: np.ndarray, minutes: np.ndarray,
                                 reason_codes: np.ndarray,
                                 order: np.ndarray | None) -> Iterator[tuple[dict[str, Any], int]]:
    """The ``claim_incidents`` columns of the rows at ``order`` (positions into the other arrays;
    None: the rows in the order they are), a
    block at a time, in blocks as a log's incident rows go (``FIRST_BLOCK_ROWS``, then each twice the
    one before, up to ``BLOCK_ROWS``): the writer waits only for a small first block's columns, made
    while the claim's JSON is rendered beside them (a first block of 262,144 rows kept SQLite waiting
    0.05-0.1 s at load 5, a few tenths of a second when the JSON held the GIL)."""
    for lo, hi in _block_bounds(len(month_ids) if order is None else len(order), BLOCK_ROWS):
        taken = slice(lo, hi) if order is None else order[lo:hi]
        yield claim_incident_columns(month_ids[taken], row_ids[taken], ids[taken], minutes[taken],
                                     reason_codes[taken]), hi - lo


def claim_incident_columns(month_ids: np.ndarray, row_ids: np.ndarray, ids: np.ndarray, minutes: np.ndarray,
                           reason_codes: np.ndarray) -> dict[str, Any]:
    """The ``claim_incidents`` columns: each row's month, ``incidents`` row, id (a fixed-width
    ``S`` array), counted minutes and excluded reason (codes into ``EXCLUDED_REASONS``). The rows
    go month by month, so a block's months are a few runs (``Steps``)."""
    return {
        "claim_month_id": steps(month_ids) or Digits(month_ids),
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
    return Digits(lines, zero_null=True)  # (no negative line: checked for the whole log before the first block)


def _times(ms: np.ndarray, tz: ZoneInfo, offsets: dict[int, int]):
    matrix = iso_local_matrix(ms, tz, offsets)
    if matrix is not None:
        return FixedText(matrix)  # every cell fills the width
    return strings_column(iso_local_times(ms, tz, offsets))


class _UnitTexts:
    """Each incident's units as JSON text (the database's form), a block of incidents at a time
    (``UnitPairs``): most name one unit, whose text is looked up; the others are written. Python
    strings, which SQLite lists from one JSON array (``bulk_insert.Strings``): cells of many
    lengths cost it ~0.2 us a row more cut from a blob."""

    def __init__(self, table: IncidentTable):
        self.pairs = UnitPairs(table)
        self.names = self.pairs.names
        self.alone = np.array([orjson.dumps([name]).decode() for name in self.names] or [""], dtype=object)

    def column(self, lo: int, hi: int) -> Strings:
        """Incidents ``lo`` to ``hi``'s units, a text of any length."""
        rows = hi - lo
        _, codes, counts, begins = self.pairs.block(lo, hi)
        if not len(codes):
            return Strings(["[]"] * rows, json_arrays=True)
        cells = self.alone[codes[np.minimum(begins, len(codes) - 1)]]
        others = np.flatnonzero(counts != 1)
        if len(others):
            code_list = codes.tolist()
            cells[others] = [orjson.dumps([self.names[c] for c in code_list[b:b + n]]).decode()
                             for b, n in zip(begins[others].tolist(), counts[others].tolist())]
        return Strings(cells.tolist(), json_arrays=True)  # orjson's arrays (no raw NUL)
