"""A million rows into SQLite without a million bound rows: columns as a few fixed-width blobs.

Python's ``executemany`` binds every value of every row (~1.5 us a row, seconds for a big
log), and building the row values (a ``str`` per id and per ISO time) costs as much again.
Here each column is one bound value for a whole block of rows: a fixed-width blob cut by
``substr`` (ids, ISO times, digits), a one-byte code picking one of a few bound
values (causes, reasons, notice hours), a value over runs of rows compared with the row's
position (a month's id), a constant or the row counter, and SQLite builds
the rows itself in one ``INSERT ... SELECT`` over a counter (two nested scans of a small
temporary table: a recursive CTE costs ~0.5 us a row more, half of what the insert itself
costs). One column may instead be one JSON array that SQLite's json_each walks (texts of many
lengths such as unit lists, or digits): its walk is the counter, and each of its cells costs
less than one cut from a blob. Every value is bound exactly:
text as its UTF-8 bytes, numbers as integers or bound floats, so the rows are the ones
``executemany`` would have written. Columns this cannot carry faithfully raise ``Unfit`` and
the caller writes those rows the plain way.
"""

from __future__ import annotations

import queue
import threading
from dataclasses import dataclass
from typing import Any, Iterable, Iterator, Sequence

import numpy as np
import orjson

COUNTER_SIDE = 512  # the row counter: every pair of two scans of a 512-row temporary table
BLOCK_ROWS = COUNTER_SIDE**2  # rows per statement (262,144): bounds the blobs' memory (a few tens of MB)
COUNTER = "temp.slacheck_counter"
MAX_CODES = 64  # a coded column's distinct values (each is a CASE branch per row)


class Unfit(Exception):
    """A column this module cannot carry faithfully: write the rows the plain way."""


@dataclass
class Const:
    """The same value in every row."""
    value: Any


@dataclass
class Strings:
    """Text cells as Python strings without NUL, which SQLite lists from one JSON array (json_each)
    instead of cutting each from a blob: for cells of many lengths (unit lists). ``json_arrays``:
    every cell is a JSON array as orjson writes it (no space; in a string, escapes only for ``"``,
    ``\\`` and control characters), listed as itself rather than as an escaped string: SQLite writes
    such an array back byte for byte and has nothing to unescape (~0.06 us a row less)."""
    values: Sequence[str]
    json_arrays: bool = False


@dataclass
class Counter:
    """The row's position plus ``offset`` (consecutive ids, line numbers)."""
    offset: int


@dataclass
class FixedText:
    """UTF-8 text cells: a (rows, width) uint8 matrix, each cell's byte length in ``lengths``
    (None: every cell fills the width)."""
    matrix: np.ndarray
    lengths: np.ndarray | None = None


@dataclass
class Digits:
    """Non-negative integers written in decimal (``CAST`` reads them back exactly), divided by
    ``divisor`` when it is not 1 (a float that is exactly ``k / divisor``), 0 as NULL if ``zero_null``."""
    values: np.ndarray
    divisor: int = 1
    zero_null: bool = False


@dataclass
class Steps:
    """A value constant over runs of consecutive rows: ``values[k]`` from row ``starts[k]`` on
    (``starts[0]`` is 0), e.g. a month's id over its rows. Each row compares its position with
    the runs' starts, cheaper than reading its value from a blob (~0.07 s a million rows)."""
    starts: Sequence[int]
    values: Sequence[Any]


def steps(values: np.ndarray) -> Steps | None:
    """``values`` as ``Steps`` when they change at most ``MAX_CODES`` times, else None."""
    values = np.asarray(values)
    if not len(values):
        return None
    starts = np.concatenate(([0], np.flatnonzero(values[1:] != values[:-1]) + 1))
    if len(starts) > MAX_CODES:
        return None
    return Steps(starts.tolist(), values[starts].tolist())


@dataclass
class Coded:
    """One of a few ``values`` per row (``codes`` index them; a value may be None)."""
    codes: np.ndarray
    values: Sequence[Any]


def text_column(cells: np.ndarray) -> FixedText:
    """A fixed-width ``S`` array (zero-padded UTF-8 without NUL bytes inside) as a text column."""
    if cells.dtype.kind != "S":
        raise Unfit("not a fixed-width byte array")
    width = max(cells.dtype.itemsize, 1)
    matrix = np.ascontiguousarray(cells).view(np.uint8).reshape(len(cells), width)
    lengths = np.count_nonzero(matrix, axis=1)
    return FixedText(matrix, None if len(cells) == 0 or int(lengths.min()) == width else lengths)


def strings_column(strings: Sequence[str]) -> FixedText:
    """Python strings (without NUL) as a text column."""
    encoded = [s.encode("utf-8") for s in strings]
    if any(b"\x00" in b for b in encoded):
        raise Unfit("a NUL byte in a text cell")
    return text_column(np.array(encoded, dtype=f"S{max(map(len, encoded), default=1) or 1}"))


def exact_float_digits(values: np.ndarray) -> Digits:
    """Floats as ``k / divisor`` with integer ``k``, when that gives back every value bit for bit
    (IEEE division is the same in numpy and SQLite): whole numbers, seconds or ms in minutes."""
    values = np.asarray(values, dtype=np.float64)
    if values.size == 0:
        return Digits(np.zeros(0, dtype=np.int64))
    if not np.isfinite(values).all() or float(values.min()) < 0:
        raise Unfit("a negative or non-finite number")
    for divisor in (1, 60, 60_000):
        scaled = np.rint(values * divisor)
        if float(scaled.max()) >= 2.0**53:
            continue
        if np.array_equal(scaled / divisor if divisor != 1 else scaled, values):
            return Digits(scaled.astype(np.int64), divisor)
    raise Unfit("numbers that are not whole seconds or milliseconds")


def coded(values: np.ndarray, *, missing: Any = None) -> Coded:
    """A column of few distinct values (NaN read as ``missing``) as codes."""
    values = np.asarray(values)
    nan = np.isnan(values) if values.dtype.kind == "f" else np.zeros(len(values), dtype=bool)
    distinct, codes = np.unique(values[~nan], return_inverse=True)
    if len(distinct) + 1 > MAX_CODES:
        raise Unfit("too many distinct values to code")
    full = np.zeros(len(values), dtype=np.uint8)
    full[~nan] = codes.astype(np.uint8) + 1
    return Coded(full, [missing, *(v.item() for v in distinct)])


def _decimal(values: np.ndarray, width: int) -> np.ndarray:
    """(rows, width) uint8 matrix of zero-padded decimal digits."""
    out = np.empty((len(values), width), dtype=np.uint8)
    rest = values.astype(np.int64, copy=True)
    for k in range(width - 1, -1, -1):
        rest, digit = np.divmod(rest, 10)
        out[:, k] = digit + 48
    return out


class _Statement:
    """The SQL of one insert and, per block of rows, its bound values."""

    def __init__(self, table: str, columns: dict[str, Any]):
        self.exprs: list[str] = []
        self.params: dict[str, Any] = {}
        self.blobs: list[tuple[str, np.ndarray, int]] = []  # name, (rows, width) matrix, width
        self.counters: list[tuple[str, int]] = []  # name, offset of the first row
        self.starts: list[tuple[str, int]] = []  # name, the row a ``Steps`` value starts at
        self.listed = _listed_column(columns)  # the column SQLite's json_each lists the rows from, if one
        for k, (name, column) in enumerate(columns.items()):
            listed = self.listed is not None and self.listed[0] == name
            self.exprs.append(_listed_expr(column) if listed else self._expr(f"c{k}", column))
        names = ", ".join(f"[{name}]" for name in columns)
        if self.listed is not None:
            # the rows are the elements of one bound JSON array, in its order: json_each gives each
            # row's value (and its position, ``n``) for ~0.1 us, against ~0.3 us for a variable-width
            # cell cut by two ``substr``s from the counter's row (SQLite 3.38+ has JSON built in)
            self.sql = (f"INSERT INTO [{table}] ({names}) SELECT {', '.join(self.exprs)} FROM"
                        f" (SELECT key AS n, value FROM json_each(:listed))")
            return
        side = COUNTER_SIDE
        # rows in counter order: the ORDER BY is the nested scans' own order (no sort). The LIMIT
        # keeps the counter a co-routine that computes n once a row: flattened into the outer
        # query, every column's n was the sum again (~0.14 s of a million 10-column rows)
        self.sql = (f"INSERT INTO [{table}] ({names}) SELECT {', '.join(self.exprs)} FROM"
                    f" (SELECT hi.n * {side} + lo.n AS n FROM {COUNTER} hi, {COUNTER} lo"
                    f" WHERE hi.n < (:rows + {side - 1}) / {side} AND hi.n * {side} + lo.n < :rows"
                    f" ORDER BY hi.n, lo.n LIMIT :rows)")

    def _blob(self, name: str, matrix: np.ndarray) -> tuple[str, int]:
        width = matrix.shape[1]
        self.blobs.append((name, matrix, width))
        return f":{name}", width

    def _expr(self, name: str, column: Any) -> str:
        if isinstance(column, Const):
            self.params[name] = column.value
            return f":{name}"
        if isinstance(column, Counter):
            self.counters.append((name, int(column.offset)))
            return f"n + :{name}"
        if isinstance(column, Strings):  # not the listed one: cut from a blob
            return self._expr(name, strings_column(column.values))
        if isinstance(column, FixedText):
            blob, width = self._blob(name, column.matrix)
            if width == 0:
                return "''"
            if column.lengths is None:
                return f"CAST(substr({blob}, n * {width} + 1, {width}) AS TEXT)"
            digits = max(len(str(width)), 1)
            lengths, _ = self._blob(name + "_len", _decimal(column.lengths, digits))
            return (f"CAST(substr({blob}, n * {width} + 1, CAST(substr({lengths}, n * {digits} + 1, {digits})"
                    f" AS INTEGER)) AS TEXT)")
        if isinstance(column, Digits):
            top = int(column.values.max()) if len(column.values) else 0
            digits = len(str(top))
            blob, _ = self._blob(name, _decimal(column.values, digits))
            expr = f"CAST(substr({blob}, n * {digits} + 1, {digits}) AS INTEGER)"
            if column.zero_null:
                expr = f"NULLIF({expr}, 0)"
            if column.divisor != 1:
                expr = f"{expr} / {float(column.divisor)!r}"
            return expr
        if isinstance(column, Steps):
            branches = []
            for k, value in enumerate(column.values):
                self.params[f"{name}_{k}"] = value
                if k + 1 < len(column.values):
                    self.starts.append((f"{name}_at{k + 1}", int(column.starts[k + 1])))
                    branches.append(f"WHEN n < :{name}_at{k + 1} THEN :{name}_{k}")
            if not branches:
                return f":{name}_0"
            return f"CASE {' '.join(branches)} ELSE :{name}_{len(column.values) - 1} END"
        if isinstance(column, Coded):
            blob, _ = self._blob(name, np.asarray(column.codes, dtype=np.uint8).reshape(-1, 1))
            branches = []
            for code, value in enumerate(column.values):
                self.params[f"{name}_{code}"] = value
                branches.append(f"WHEN x'{code:02x}' THEN :{name}_{code}")
            return f"CASE substr({blob}, n + 1, 1) {' '.join(branches)} END"
        raise TypeError(f"not a column: {column!r}")

    def blocks(self, rows: int, block: int):
        for lo in range(0, rows, block):
            hi = min(rows, lo + block)
            params = dict(self.params) if self.listed else dict(self.params, rows=hi - lo)
            if self.listed is not None:
                params["listed"] = _json_cells(self.listed[1], lo, hi)
            for name, matrix, _ in self.blobs:
                params[name] = matrix[lo:hi].tobytes()
            for name, offset in self.counters:
                params[name] = offset + lo
            for name, start in self.starts:
                params[name] = start - lo
            yield params


def insert_columns(conn, table: str, columns: dict[str, Any], rows: int, *, block: int = BLOCK_ROWS) -> int:
    """Insert ``rows`` rows into ``table`` from column specs (``Const``, ``Counter``, ``FixedText``,
    ``Digits``, ``Coded``, ``Steps``), in blocks; returns the rows written. Runs inside the caller's
    transaction."""
    if rows == 0:
        return 0
    if block > BLOCK_ROWS:
        raise ValueError(f"at most {BLOCK_ROWS} rows a statement")
    statement = _Statement(table, columns)
    if statement.listed is None:
        _ensure_counter(conn)
    elif len(statement.listed[1].values) != rows:
        raise ValueError(f"{len(statement.listed[1].values)} cells for {rows} rows")
    written = 0
    for params in statement.blocks(rows, block):
        written += conn.execute(statement.sql, params).rowcount
    return written


def insert_column_blocks(conn, table: str, blocks: Iterable[tuple[dict[str, Any], int]]) -> int:
    """``insert_columns`` for each ``(columns, rows)`` block in turn; returns the rows written.
    Each block is made (``made_ahead``) while SQLite writes the one before it, so the numpy work
    of making the columns and SQLite's building the rows take a core each."""
    ahead = made_ahead(blocks)
    try:
        return sum(insert_columns(conn, table, columns, rows) for columns, rows in ahead)
    finally:
        ahead.close()  # a write that failed stops the maker now, not when its traceback is freed


def made_ahead(items: Iterable[Any]) -> Iterator[Any]:
    """``items`` in order, the next one made in a thread of its own while the caller uses this
    one (one ahead at most, so at most two are held). An error making an item is raised here,
    where that item would have come; a caller that stops early stops the thread after the item
    it is making."""
    ready: queue.Queue = queue.Queue(maxsize=1)
    stop = threading.Event()
    done = object()

    def make() -> None:
        try:
            for item in items:
                while not stop.is_set():
                    try:
                        ready.put((item, None), timeout=0.05)
                        break
                    except queue.Full:
                        continue
                if stop.is_set():
                    return
            ready.put((done, None))
        except BaseException as exc:  # noqa: BLE001 - raised in the caller's thread
            ready.put((done, exc))

    maker = threading.Thread(target=make, name="slacheck-made-ahead", daemon=True)
    maker.start()
    try:
        while True:
            item, error = ready.get()
            if error is not None:
                raise error
            if item is done:
                return
            yield item
    finally:
        stop.set()
        while maker.is_alive():  # it may be blocked handing over an item nobody takes
            try:
                ready.get_nowait()
            except queue.Empty:
                maker.join(0.05)


def _listed_column(columns: dict[str, Any]) -> tuple[str, Strings | Digits] | None:
    """The column whose cells json_each lists, one per row: the first ``Strings``, else the first
    ``Digits``. json_each's walk replaces the counter, and its ``value`` the ``substr``s and
    ``CAST`` of a cell cut from a blob: a log's million incident rows 1.11 -> 0.98 s of SQLite's
    CPU (their unit lists listed), a claim's million per-incident rows 0.80 -> 0.70 s (their
    incident row ids)."""
    for kind in (Strings, Digits):
        for name, column in columns.items():
            if isinstance(column, kind):
                return name, column
    return None


def _listed_expr(column: Strings | Digits) -> str:
    """The row's cell of the listed column from json_each's ``value`` (its text, or its integer)."""
    if isinstance(column, Strings):
        return "value"
    expr = "NULLIF(value, 0)" if column.zero_null else "value"
    return f"{expr} / {float(column.divisor)!r}" if column.divisor != 1 else expr


def _json_cells(column: Strings | Digits, lo: int, hi: int) -> str:
    """Rows ``lo`` to ``hi`` of the listed column as a JSON array: integers, JSON arrays, or strings
    (orjson escapes only ``"``, ``\\`` and control characters, which SQLite reads back as they were)."""
    if isinstance(column, Digits):
        return orjson.dumps(np.ascontiguousarray(column.values[lo:hi], dtype=np.int64),
                            option=orjson.OPT_SERIALIZE_NUMPY).decode("ascii")
    if column.json_arrays:
        return "[" + ",".join(column.values[lo:hi]) + "]"
    return orjson.dumps(column.values[lo:hi]).decode("utf-8")


def _ensure_counter(conn) -> None:
    """The counter's 0 .. COUNTER_SIDE - 1 in a temporary table: this connection's only (never in
    the file; created inside the caller's transaction, it goes with a rollback)."""
    conn.execute(f"CREATE TEMP TABLE IF NOT EXISTS {COUNTER.split('.')[1]} (n INTEGER PRIMARY KEY)")
    if conn.execute(f"SELECT COUNT(*) FROM {COUNTER}").fetchone()[0] != COUNTER_SIDE:
        conn.execute(f"DELETE FROM {COUNTER}")
        conn.execute(f"INSERT INTO {COUNTER} WITH RECURSIVE k(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM k"
                     f" WHERE n < {COUNTER_SIDE - 1}) SELECT n FROM k")
