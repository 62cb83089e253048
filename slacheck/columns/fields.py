"""A text column kept as byte offsets into the file, so a million-row CSV makes no string per field.

A quote-free CSV is split with numpy (separator positions), and each column becomes a
``FieldColumn``: the file's bytes plus where each field starts and ends. Time columns are
parsed straight from the bytes; only the columns the result needs (ids, units) become
Python strings, in one pass per column. Readers that produce strings (JSON) wrap them with
``FieldColumn.from_strings`` so the validator has one code path.
"""

from __future__ import annotations

import numpy as np

from .hashing import MULTIPLIER, hash_words
from .ids import IdColumn

MATRIX_MAX_WIDTH = 64  # wider columns are sliced field by field instead of gathered into a matrix
PADDING = bytes(MATRIX_MAX_WIDTH)  # after the data, so a window of any matrix width stays inside the buffer


def padded_buffer(data: bytes) -> np.ndarray:
    """``data`` as uint8 followed by PADDING (fields index only the first ``len(data)`` bytes)."""
    return np.frombuffer(data + PADDING, dtype=np.uint8)


class FieldColumn:
    """Fields ``data[starts[i]:ends[i]]`` (UTF-8 bytes without quotes or newlines)."""

    __slots__ = ("data", "starts", "ends", "lengths", "_strings")

    def __init__(self, data: np.ndarray, starts: np.ndarray, ends: np.ndarray, strings: list[str] | None = None):
        self.data = data
        self.starts = np.asarray(starts, dtype=np.int64)
        self.ends = np.asarray(ends, dtype=np.int64)
        self.lengths = self.ends - self.starts
        self._strings = strings

    @classmethod
    def from_strings(cls, values: list[str]) -> "FieldColumn":
        encoded = [v.encode("utf-8") for v in values]
        lengths = np.fromiter(map(len, encoded), dtype=np.int64, count=len(encoded))
        ends = np.cumsum(lengths)
        return cls(padded_buffer(b"".join(encoded)), ends - lengths, ends, strings=list(values))

    def __len__(self) -> int:
        return len(self.starts)

    def text(self, i: int) -> str:
        if self._strings is not None:
            return self._strings[i]
        return self.data[int(self.starts[i]):int(self.ends[i])].tobytes().decode("utf-8")

    def texts(self) -> list[str]:
        """Every field as a ``str`` (one vectorised gather, then one split)."""
        if self._strings is not None:
            return self._strings
        n = len(self)
        if n == 0:
            return []
        width = int(self.lengths.max())
        if width == 0:
            return [""] * n
        if width > MATRIX_MAX_WIDTH:
            raw = self.data.tobytes()
            return [raw[s:e].decode("utf-8") for s, e in zip(self.starts.tolist(), self.ends.tolist())]
        parts = []
        for lo in range(0, n, 262_144):  # bounded temporaries: 256k rows x width at a time
            block = self.matrix(np.arange(lo, min(n, lo + 262_144)), width)
            parts.append(b"\n".join(block.view(f"S{width}").ravel().tolist()))
        return b"\n".join(parts).decode("utf-8").split("\n")

    def id_column(self) -> IdColumn:
        """The fields as an ``IdColumn`` (bytes, no ``str`` per row)."""
        width = int(self.lengths.max()) if len(self) else 0
        if self._strings is not None or width > MATRIX_MAX_WIDTH:
            return IdColumn.from_strings(self.texts())
        return IdColumn.from_matrix(self.matrix(np.arange(len(self)), width))

    def factorize(self) -> tuple[list[str], np.ndarray]:
        """(distinct values in order of first appearance, code of each row) without a string per row.

        A column of a few distinct values (causes, often units) is grouped by comparing whole
        rows of bytes (tried when its first rows hold a few). Otherwise fields are grouped by
        length first: the rows of one length are gathered as whole 8-byte words (no per-row
        zero padding to compute), hashed, and all rows sorted once by hash; the grouping is
        then checked word for word against each group's first row. A hash collision (or a wide
        column) takes the dictionary route instead.
        """
        n = len(self)
        width = int(self.lengths.max()) if n else 0
        if self._strings is None and 0 < width <= MATRIX_MAX_WIDTH:
            words = -(-width // 8)
            if few_values(self.word_columns(words, np.arange(min(n, PROBE_ROWS)))) is not None:
                few = few_values(self.word_columns(words))
                if few is not None:
                    first, codes = few
                    return FieldColumn(self.data, self.starts[first], self.ends[first]).texts(), codes
            grouped = self._group_by_words()
            if grouped is not None:
                first, inverse = grouped
                order = np.argsort(first)
                rank = np.empty(len(order), dtype=np.int64)
                rank[order] = np.arange(len(order))
                distinct = FieldColumn(self.data, self.starts[first[order]], self.ends[first[order]]).texts()
                return distinct, rank[inverse]
        values = self.texts()
        index = {text: k for k, text in enumerate(dict.fromkeys(values))}
        return list(index), np.fromiter(map(index.__getitem__, values), dtype=np.int64, count=len(values))

    def _group_by_words(self) -> tuple[np.ndarray, np.ndarray] | None:
        """(first row of each distinct value, each row's group) with groups in no set order, or
        None on a hash collision. Rows of each length are gathered as ``ceil(length / 8)`` words
        (the bytes past the field zeroed as one column slice), so equal words and equal lengths
        are equal fields."""
        n = len(self)
        lengths = self.lengths
        counts = np.bincount(lengths)
        key = np.empty(n, dtype=np.uint64)
        by_length = []
        for length in np.flatnonzero(counts).tolist():
            rows = np.flatnonzero(lengths == length) if counts[length] != n else np.arange(n)
            words = self._words(rows, length)
            key[rows] = hash_words(words, seed=np.full(len(rows), length, dtype=np.uint64))
            by_length.append((rows, words))
        grouped = group_keys(key)
        if grouped is None:
            return None
        first, inverse = grouped
        representative = first[inverse]
        if not np.array_equal(lengths[representative], lengths):
            return None
        position = np.empty(n, dtype=np.int64)  # each row's place among the rows of its length
        for rows, _ in by_length:
            position[rows] = np.arange(len(rows))
        for rows, words in by_length:
            if words.shape[1] and not np.array_equal(words[position[representative[rows]]], words):
                return None
        return first, inverse

    def _words(self, rows: np.ndarray, length: int) -> np.ndarray:
        """The fields of ``rows`` (each ``length`` bytes) as (rows, ceil(length / 8)) uint64
        words, zero past the field."""
        width = -(-length // 8) * 8
        if width == 0:
            return np.zeros((len(rows), 0), dtype=np.uint64)
        starts = self.starts[rows]
        if int(starts.max()) + width <= len(self.data):  # always, with PADDING
            block = windows(self.data, starts, width)
            block[:, length:] = 0
        else:
            block = self.matrix(rows, width)
        return block.view(np.uint64)

    def word_columns(self, words: int, rows: np.ndarray | None = None) -> list[np.ndarray]:
        """The fields of ``rows`` (None: every row) as ``words`` uint64 columns, column ``k`` holding
        bytes ``8k`` to ``8k + 7`` of each field, zero past its end (``matrix``'s rows as words, each
        word gathered straight into its own column and cut at the field's end by a mask per length:
        no byte matrix zeroed byte by byte, no strided copy of each word out of it)."""
        starts = self.starts if rows is None else self.starts[rows]
        lengths = self.lengths if rows is None else self.lengths[rows]
        if not len(starts) or int(starts.max()) + 8 * words > len(self.data) or self.data.ndim != 1:
            block = self.matrix(np.arange(len(self)) if rows is None else rows, 8 * words).view(np.uint64)
            return [np.ascontiguousarray(block[:, k]) for k in range(words)]
        columns = []
        for k in range(words):
            word = windows(self.data, starts + 8 * k if k else starts, 8).view(np.uint64).reshape(-1)
            left = lengths - 8 * k if k else lengths  # the field's bytes from this word on
            if int(left.min()) < 8:
                word &= WORD_MASKS.take(np.clip(left, 0, 8))
            columns.append(word)
        return columns

    def texts_of(self, rows: np.ndarray) -> list[str]:
        """The fields of ``rows`` as strings."""
        if self._strings is not None:
            return [self._strings[i] for i in rows.tolist()]
        return FieldColumn(self.data, self.starts[rows], self.ends[rows]).texts()

    def matrix(self, rows: np.ndarray, width: int) -> np.ndarray:
        """``rows`` fields as a (len(rows), width) uint8 matrix, zero-padded on the right."""
        starts = self.starts[rows]
        if len(starts) == 0:
            return np.zeros((0, width), dtype=np.uint8)
        if int(starts.max()) + width <= len(self.data):  # always, with PADDING: copy whole windows
            block = windows(self.data, starts, width)
        else:
            index = np.minimum(starts[:, None] + np.arange(width, dtype=np.int64), len(self.data) - 1)
            block = self.data[index]
        lengths = self.lengths[rows]
        if int(lengths.min()) < width:  # zero what lies past each field's end (one broadcast pass)
            block *= np.arange(width, dtype=np.int64) < lengths[:, None]
        return block

    def nonempty(self) -> np.ndarray:
        """Rows whose field is not empty."""
        return self.ends > self.starts


def windows(data: np.ndarray, starts: np.ndarray, width: int) -> np.ndarray:
    """The ``width`` bytes of ``data`` from each of ``starts`` as a new (len(starts), width) uint8
    matrix (each window inside ``data``). Each window is copied as one ``width``-byte item, not
    byte by byte as from numpy's sliding-window view: a 59k-row block's 16-byte windows in
    0.25 ms instead of 0.65 ms."""
    if width and data.ndim == 1 and data.flags.c_contiguous:
        items = np.ndarray((len(data) - width + 1,), dtype=f"V{width}", buffer=data, strides=(1,))
        return items[starts].view(np.uint8).reshape(len(starts), width)
    return np.lib.stride_tricks.sliding_window_view(data, width)[starts]


def group_keys(key: np.ndarray) -> tuple[np.ndarray, np.ndarray] | None:
    """(first row of each distinct key, each row's group) with groups in no set order, for uint64
    ``key`` (hashes: their top bits spread), or None if a few rounds leave keys ungrouped.

    A hash table of numpy scatters instead of a sort: each row writes its index into the slot
    its key's top bits name, and reads back whichever row's index stayed there; a row finding
    its own key has that row as its key's representative (all rows of a key find the same
    one). Rows that met another key in their slot try again with the slots remixed. Linear:
    a 59k-row block's unit column in 0.75 ms instead of 3.5 ms for the argsort and its runs."""
    n = len(key)
    bits = max(1, (2 * n - 1).bit_length())  # at least twice as many slots as rows
    shift = np.uint64(64 - bits)
    table = np.empty(1 << bits, dtype=np.int64)  # each round reads back only slots it wrote
    representative = np.empty(n, dtype=np.int64)
    rows, keys = np.arange(n), key
    with np.errstate(over="ignore"):
        for attempt in range(GROUPING_ROUNDS):
            slot = keys >> shift if attempt == 0 else (keys * np.uint64((MULTIPLIER + 2 * attempt) | 1)) >> shift
            slot = slot.astype(np.intp)
            table[slot] = rows
            found = table[slot]
            same = key[found] == keys
            if same.all():
                representative[rows] = found
                break
            representative[rows[same]] = found[same]
            rows, keys = rows[~same], keys[~same]
        else:
            return None
    is_representative = np.zeros(n, dtype=bool)
    is_representative[representative] = True
    group_of = np.cumsum(is_representative) - 1
    inverse = group_of[representative]
    first = np.full(int(group_of[-1]) + 1, n, dtype=np.int64)
    np.minimum.at(first, inverse, np.arange(n))
    return first, inverse


GROUPING_ROUNDS = 8  # each round groups at least one key per slot it fills: a few suffice
FEW_VALUES = 8  # up to this many distinct values, grouping by comparison beats hashing and sorting
PROBE_ROWS = 256  # the first rows looked at before a column is grouped by comparison


WORD_MASKS = np.frombuffer(b"".join(bytes([255] * k + [0] * (8 - k)) for k in range(9)), dtype=np.uint64)  # first k bytes


def few_values(columns: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray] | None:
    """(first row of each distinct value, code of each row) for a column of at most FEW_VALUES
    distinct byte rows (zero-padded, as 8-byte words: ``columns[k]`` every row's word ``k``,
    ``FieldColumn.word_columns``); None when there are more.

    Each pass takes the first row not yet coded and codes every row equal to it: exact, and a
    few comparisons of whole columns instead of a sort. A look at the first rows skips columns
    that clearly hold many values."""
    n = len(columns[0])
    head = np.stack([column[:PROBE_ROWS] for column in columns], axis=1)
    probe = np.sort(hash_words(head))  # (np.unique would import numpy.ma in each reader process)
    if np.count_nonzero(probe[1:] != probe[:-1]) + 1 > FEW_VALUES:  # (a look only: equal mixes may hide a difference)
        return None
    codes = np.full(n, -1, dtype=np.int64)
    firsts: list[int] = []
    row = 0
    while True:
        same = columns[0] == columns[0][row]
        for column in columns[1:]:
            same &= column == column[row]
        codes[same] = len(firsts)
        firsts.append(row)
        row = int(np.argmax(codes < 0))
        if codes[row] >= 0:  # every row has its code
            return np.array(firsts, dtype=np.int64), codes
        if len(firsts) == FEW_VALUES:
            return None
