"""Incident ids as one numpy column of UTF-8 bytes, so a million-row log makes no million ``str``.

A big log's ids are only ever compared (duplicates), carried (into each month's rows) and
written (JSON, the database): none of that needs a Python string per id. ``IdColumn`` keeps
them as a fixed-width ``S`` array; reading one gives a ``str``, so small consumers (letters,
reconcile, Markdown) see a plain sequence of strings. Ids that a fixed-width array cannot
hold faithfully (a NUL byte, which ``S`` would strip at the end) or would hold wastefully (one
very long id in a big log) are kept as an object array of ``bytes`` with the same behaviour.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import overload

import numpy as np

from .arena import concatenated, taken
from .hashing import hash_bytes, hash_words

MAX_FIXED_BYTES = 64 * 1024 * 1024  # above this an S array would waste memory on padding


class IdColumn(Sequence):
    """Ids as ``array`` (dtype ``S``, UTF-8, or object of ``bytes``); items read as ``str``."""

    __slots__ = ("array", "_hashes", "_sorted_hashes", "_ascending", "_escape", "_source")

    def __init__(self, array: np.ndarray, source: "IdColumn | None" = None):
        self.array = array
        self._hashes: np.ndarray | None = None
        self._sorted_hashes: np.ndarray | None = None
        self._ascending: bool | None = None
        self._escape: bool | None = None
        self._source = source  # the column these ids were taken from (``take``), in this process

    def __getstate__(self):
        # (the column taken from stays behind: a month's ids sent between processes carry no whole log)
        return None, {name: getattr(self, name) for name in self.__slots__ if name != "_source"}

    def __setstate__(self, state) -> None:
        for name, value in state[1].items():
            setattr(self, name, value)
        self._source = None

    @classmethod
    def from_strings(cls, values: Iterable[str]) -> "IdColumn":
        return cls.from_bytes([v.encode("utf-8") for v in values])

    @classmethod
    def from_bytes(cls, values: list[bytes]) -> "IdColumn":
        width = max(map(len, values), default=0)
        if width * len(values) > MAX_FIXED_BYTES or any(b"\x00" in v for v in values):
            array = np.empty(len(values), dtype=object)
            array[:] = values
            return cls(array)
        return cls(np.array(values, dtype=f"S{max(width, 1)}"))

    @classmethod
    def from_matrix(cls, block: np.ndarray) -> "IdColumn":
        """From a (rows, width) uint8 matrix of zero-padded UTF-8 (fields holding no NUL byte)."""
        rows, width = block.shape
        if width == 0:
            return cls(np.zeros(rows, dtype="S1"))
        return cls(np.ascontiguousarray(block).view(f"S{width}").reshape(rows))

    @property
    def fixed(self) -> bool:
        """True when the ids sit in a fixed-width ``S`` array (the fast routes need it)."""
        return self.array.dtype.kind == "S"

    def __len__(self) -> int:
        return len(self.array)

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> list[str]: ...
    def __getitem__(self, index):
        if isinstance(index, slice):
            return [v.decode("utf-8") for v in self.array[index].tolist()]
        return self.array[index].decode("utf-8")

    def __iter__(self):
        return (v.decode("utf-8") for v in self.array.tolist())

    def tolist(self) -> list[str]:
        if self.fixed and len(self) and int(self.array.view(np.uint8).max()) < 0x80:
            return self.array.astype(f"U{self.array.dtype.itemsize}").tolist()  # ASCII: numpy decodes it
        return [v.decode("utf-8") for v in self.array.tolist()]

    def take(self, rows: np.ndarray) -> "IdColumn":
        """The ids of ``rows`` (in a forked child, made where its result is sent from: ``columns.arena``)."""
        return IdColumn(taken(self.array, np.asarray(rows)), self)

    def json_escape(self) -> bool:
        """Would JSON escape any character of these ids? Told once for a log's column: ids taken from one
        (``take``: a month's, the matched pairs') ask it, and none of them needs escaping where none of its does."""
        if self._escape is None:
            if self._source is not None and not self._source.json_escape():
                self._escape = False
            else:
                from .jsonrows import NEEDS_ESCAPE, needs_escape

                self._escape = needs_escape(self.array) if self.fixed else \
                    any(NEEDS_ESCAPE.search(v) for v in self)
        return self._escape

    @classmethod
    def join(cls, columns: Sequence["IdColumn"]) -> "IdColumn":
        """The columns one after the other."""
        if all(c.fixed for c in columns):
            return cls(concatenated([c.array for c in columns]))
        return cls.from_bytes([v for c in columns for v in c.array.tolist()])

    def __eq__(self, other: object) -> bool:
        if isinstance(other, IdColumn):
            return self.array.tolist() == other.array.tolist()
        if isinstance(other, (list, tuple)):
            return self.tolist() == list(other)
        return NotImplemented

    def __repr__(self) -> str:
        return f"IdColumn({len(self)} ids)"

    def hashes(self) -> np.ndarray:
        """A 64-bit hash of every id (equal ids, equal hashes), computed column-wise on the bytes."""
        if self._hashes is None:
            self._hashes = self._compute_hashes()
        return self._hashes

    def _compute_hashes(self) -> np.ndarray:
        # the same function of an id's bytes whatever the column's width or kind, so columns
        # read in separate blocks or processes compare by hash (an id holds no NUL in an S array)
        if not self.fixed:
            return np.fromiter(map(hash_bytes, self.array.tolist()), dtype=np.uint64, count=len(self))
        width = self.array.dtype.itemsize
        block = np.zeros((len(self), -(-width // 8) * 8), dtype=np.uint8)
        block[:, :width] = self.array.view(np.uint8).reshape(len(self), width)
        return hash_words(block.view(np.uint64))

    def sorted_hashes(self) -> np.ndarray:
        """``hashes()`` in ascending order (kept: the duplicate check sorts them, and a log read in
        blocks merges its blocks' sorted hashes to compare the blocks' ids)."""
        if self._sorted_hashes is None:
            self._sorted_hashes = np.sort(self.hashes())
        return self._sorted_hashes

    def ascending(self) -> bool:
        """True when every id sorts strictly after the one before it (a fixed-width column): then no
        id repeats, told in one pass without hashing or sorting (logs often number their incidents in
        order). Kept: a log read in blocks asks again when it compares its blocks' ids."""
        if self._ascending is None:
            self._ascending = self.fixed and strictly_ascending(self.array)
        return self._ascending

    def duplicates(self) -> list[tuple[int, int]]:
        """``(row, first row with the same id)`` for every repeated id, in row order."""
        rows, firsts = self.duplicate_rows()
        return list(zip(rows.tolist(), firsts.tolist()))

    def duplicate_rows(self) -> tuple[np.ndarray, np.ndarray]:
        """``duplicates`` as two columns (rows, first rows): a hostile log repeats one id
        millions of times, and a tuple per row would cost more than the log."""
        n = len(self)
        none = (np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64))
        if n < 2 or self.ascending():
            return none
        key = self.hashes()
        ordered = self.sorted_hashes()  # the common answer, "none", from a plain sort
        if not np.any(ordered[1:] == ordered[:-1]):
            return none
        order = np.argsort(key, kind="stable")
        same = key[order[1:]] == key[order[:-1]]
        if not same.any():
            return none
        # equal hashes: compare the ids themselves (a collision is not a duplicate)
        marked = np.zeros(n, dtype=bool)  # (a mask, not np.unique: linear, and sorted for free)
        marked[order[1:][same]] = True
        marked[order[:-1][same]] = True
        suspects = np.flatnonzero(marked)
        # the first row of each value among the suspects (ascending), without a loop per row:
        # a hostile log repeats one id millions of times
        _, first_at, inverse = np.unique(self.array[suspects], return_index=True, return_inverse=True)
        firsts = suspects[first_at[inverse.reshape(-1)]]
        repeat = firsts != suspects
        return suspects[repeat].astype(np.int64), firsts[repeat].astype(np.int64)


def strictly_ascending(array: np.ndarray) -> bool:
    """Does each value of ``array`` sort strictly after the one before? (A log out of order is
    usually told by its first rows, before the whole column is compared.)"""
    head = min(len(array), 64)
    return bool(np.all(array[1:head] > array[:head - 1])) and bool(np.all(array[1:] > array[:-1]))


def in_order(columns: Sequence[IdColumn]) -> bool:
    """True when the columns one after the other hold each id after the one before (each column
    ``ascending``, each one's first id after the last of the one before it): no id repeats in them."""
    return all(c.ascending() for c in columns) and ends_in_order(columns)


def ends_in_order(columns: Sequence[IdColumn]) -> bool:
    """``in_order`` of columns already known to be ``ascending``: each one's first id after the last
    of the one before it (fixed-width columns)."""
    return strictly_ascending(np.concatenate([ends for c in columns for ends in (c.array[:1], c.array[1:][-1:])]))


def as_id_column(ids: Sequence[str] | IdColumn) -> IdColumn:
    return ids if isinstance(ids, IdColumn) else IdColumn.from_strings(ids)
