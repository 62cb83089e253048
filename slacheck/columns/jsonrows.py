"""JSON rows written from columns, byte for byte what ``orjson.dumps`` writes for the same dicts.

A reconcile of two big logs lists a million matched pairs and a million disputes; a dict per
row and orjson over the list took longer than the matching. Here a row is a sequence of
pieces — literal bytes, or a column of byte strings (a numpy ``S`` array, one per row) — laid
side by side in a zero-filled byte matrix, a block of rows at a time; dropping the zero bytes
gives the rows one after the other. That needs pieces without zero bytes: JSON text has none
(orjson escapes NUL), and ids or texts that would need escaping are encoded by orjson one
distinct value at a time.
"""

from __future__ import annotations

import re
from typing import Iterator, Sequence, Union

import numpy as np
import orjson

BLOCK_ROWS = 4096  # rows laid out at once: ~1 MB of matrix (in L2: 32768 rows, ~8 MB, took ~25% more time)
NEEDS_ESCAPE = re.compile(r'[\x00-\x1f"\\\u2028\u2029]')



class Coded:
    """A column of byte strings as its distinct values (an ``S`` array) and each row's index
    into them: spread to the rows a block at a time (a million rows of a few distinct numbers
    need not become a 30 MB column first)."""

    __slots__ = ("texts", "codes", "_lengths", "_cut")

    def __init__(self, texts: np.ndarray, codes: np.ndarray):
        self.texts, self.codes = texts, codes
        self._lengths, self._cut = None, {}

    def lengths(self) -> np.ndarray:
        """Each distinct text's length in bytes."""
        if self._lengths is None:
            self._lengths = np.strings.str_len(self.texts)
        return self._lengths

    def sizes(self) -> list[int]:
        """The distinct texts' distinct lengths (not 0)."""
        if "sizes" not in self._cut:
            self._cut["sizes"] = [s for s in np.unique(self.lengths()).tolist() if s]
        return self._cut["sizes"]

    def cut(self, size: int) -> np.ndarray:
        """The distinct texts' first ``size`` bytes as ``V{size}`` cells."""
        if size not in self._cut:
            whole = self.texts.view(np.uint8).reshape(len(self.texts), self.texts.dtype.itemsize)
            self._cut[size] = np.ascontiguousarray(whole[:, :size]).view(f"V{size}").reshape(-1)
        return self._cut[size]

    def __len__(self) -> int:
        return len(self.codes)

    def __getitem__(self, index: slice) -> "Coded":
        sliced = Coded(self.texts, self.codes[index])
        sliced._lengths, sliced._cut = self._lengths, self._cut
        return sliced

    @property
    def dtype(self) -> np.dtype:
        return self.texts.dtype

    def rows(self, lo: int, hi: int) -> np.ndarray:
        return self.texts.take(self.codes[lo:hi])

    def tolist(self) -> list[bytes]:
        return self.rows(0, len(self)).tolist()


Piece = Union[bytes, np.ndarray, Coded, tuple]  # literal, S column (or coded), or (one of those, row mask)


def needs_escape(values: np.ndarray) -> bool:
    """Would JSON escape any character of these UTF-8 byte strings (``S`` array; NUL is padding)?"""
    if values.dtype.kind != "S":
        return True
    raw = np.ascontiguousarray(values).reshape(-1).view(np.uint8)
    # what may need escaping, a slice at a time with whole-slice comparisons: a copy of a whole
    # column of texts (~45 MB of a big reconcile's) was as much fresh memory, slower to touch
    # than to scan, and a per-byte pass (``bytes.translate``) 5x slower than these
    shifted = np.empty(min(len(raw), SCAN_BYTES), dtype=np.uint8)
    same = np.empty(len(shifted), dtype=bool)
    beyond_ascii = False
    for at in range(0, len(raw), SCAN_BYTES):
        part = raw[at:at + SCAN_BYTES]
        below = shifted[:len(part)]
        np.subtract(part, 1, out=below)  # a control character (1-31) becomes 0-30; NUL wraps to 255
        if below.min() < 31 or np.equal(part, ord('"'), out=same[:len(part)]).any() \
                or np.equal(part, ord("\\"), out=same[:len(part)]).any():
            return True
        beyond_ascii = beyond_ascii or int(part.max()) >= 128
    if not beyond_ascii:
        return False
    return any(NEEDS_ESCAPE.search(v.decode("utf-8")) for v in values.tolist())  # U+2028/U+2029?


SCAN_BYTES = 1 << 20


def as_bytes_column(values) -> np.ndarray:
    """A column of UTF-8 byte strings as an ``S`` array when every value fits one (no NUL
    inside, which ``S`` would lose at the end), else an object array of ``bytes``."""
    if isinstance(values, np.ndarray) and values.dtype.kind == "S":
        return values
    encoded = [v.encode("utf-8") if isinstance(v, str) else bytes(v) for v in values]
    if any(b"\x00" in v for v in encoded):
        array = np.empty(len(encoded), dtype=object)
        array[:] = encoded
        return array
    return np.array(encoded, dtype=f"S{max(map(len, encoded), default=1) or 1}")


def json_strings(values) -> list[Piece]:
    """Pieces writing each value as a JSON string: the quotes around the column when nothing
    needs escaping, else each distinct value encoded by orjson."""
    column = as_bytes_column(values)
    if len(column) and not needs_escape(column):
        return [b'"', column, b'"']
    return [encoded_distinct(column, lambda v: orjson.dumps(v.decode("utf-8")))]


def json_numbers(values: np.ndarray, prefix: bytes = b"") -> Coded:
    """Each float as orjson writes it (``4.0``, ``-0.0``, ``1e16``, NaN as ``null``) after
    ``prefix``, one orjson call per distinct value (exact: -0.0 and 0.0 apart)."""
    distinct, inverse = distinct_values(values)
    texts = [prefix + orjson.dumps(v) for v in distinct.tolist()]
    return Coded(np.array(texts or [b"0"], dtype=f"S{max(map(len, texts), default=1)}"), inverse)


def distinct_values(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(the distinct floats of ``values``, each row's index into them), exact: -0.0 apart from
    0.0. Without a sort of every row when they are durations in whole seconds (``_distinct_seconds``)."""
    values = np.ascontiguousarray(values, dtype=np.float64)
    distinct, inverse = _distinct_seconds(values)
    if distinct is None:
        bits, inverse = np.unique(values.view(np.int64), return_inverse=True)
        distinct = bits.view(np.float64)
    return distinct, inverse.reshape(-1)


def _distinct_seconds(minutes: np.ndarray) -> tuple[np.ndarray | None, np.ndarray]:
    """(distinct values in ascending order, index of each) when every value is exactly a whole
    number of seconds k / 60 (durations in minutes), else (None, _). The values within a modest
    range of k above the smallest are found through a table, without a sort; only those beyond
    it (a long outage over every unit among minutes, say) are sorted, and they follow."""
    if not len(minutes) or not np.isfinite(minutes).all():
        return None, minutes
    seconds = np.rint(minutes * 60)
    low, high = float(seconds.min()), float(seconds.max())
    if max(-low, high) >= 2.0 ** 52 or not np.array_equal(seconds / 60, minutes) \
            or np.signbit(minutes[minutes == 0]).any():
        return None, minutes  # another value, one too big to count seconds exactly, or -0.0 (written apart)
    if high - low <= 4 * len(minutes) + 1024:
        return _counted_seconds(seconds, low)
    near = seconds <= low + 4 * len(minutes) + 1024
    inverse = np.empty(len(minutes), dtype=np.int64)
    found, inverse[near] = _counted_seconds(seconds[near], low)
    far, far_inverse = np.unique(minutes[~near], return_inverse=True)  # all above the near ones
    inverse[~near] = far_inverse.reshape(-1) + len(found)
    return np.concatenate([found, far]), inverse


def _counted_seconds(seconds: np.ndarray, low: float) -> tuple[np.ndarray, np.ndarray]:
    """(distinct minutes, index of each) of whole ``seconds`` from ``low`` up, through a table of
    the seconds that occur."""
    key = (seconds - low).astype(np.int64)
    present = np.zeros(int(key.max()) + 1, dtype=bool)
    present[key] = True
    return (np.flatnonzero(present) + low) / 60, (np.cumsum(present) - 1)[key]


def encoded_distinct(column: np.ndarray, encode) -> np.ndarray:
    """``encode`` applied once per distinct value of ``column``, spread back to every row."""
    if not len(column):
        return np.zeros(0, dtype="S1")
    distinct, inverse = np.unique(column, return_inverse=True)
    texts = [encode(v) for v in distinct.tolist()]
    return np.array(texts, dtype=f"S{max(map(len, texts))}")[inverse.reshape(-1)]


def join_rows(pieces: Sequence[Piece], rows: int) -> bytes:
    """Every row's pieces one after the other, rows one after the other (``row_blocks`` joined)."""
    return b"".join(row_blocks(pieces, rows))


def row_blocks(pieces: Sequence[Piece], rows: int) -> Iterator[bytes]:
    """The rows a block at a time, each block every row's pieces one after the other.

    A piece is literal ``bytes`` (every row), an ``S`` array of ``rows`` values, or a pair
    (literal or array, boolean mask of ``rows``): written only in the rows the mask selects.
    """
    if rows == 0:
        return
    merged: list[Piece] = []  # neighbouring literals as one: each piece costs a copy per row
    for piece in pieces:
        if isinstance(piece, bytes) and merged and isinstance(merged[-1], bytes):
            merged[-1] += piece
        else:
            merged.append(piece)
    for lo in range(0, rows, BLOCK_ROWS):
        yield _block(merged, lo, min(rows, lo + BLOCK_ROWS))


def _block(pieces: Sequence[Piece], lo: int, hi: int) -> bytes:
    """Rows ``lo:hi`` laid out at their own widths, without padding to drop.

    Each piece is, in every row, a run of bytes of a known length: the pieces whose length is
    the same in every row (literals, columns of values all as wide as their dtype) that follow
    one another form a segment, laid out as fields of a record (a strided copy per piece, as a
    block of equal rows is); a segment, and each piece of varying length (a column of numbers,
    ids of different lengths, a masked piece), is then put at each row's own offset in the block
    by one scatter of fixed-width cells per distinct length (a view of the block's bytes whose
    elements start at every byte). Dropping zero bytes after a fixed layout cost a memchr and a
    memcpy per byte of padding: the number columns of a million matched pairs held 8 of their 9
    million padding bytes (measured: ~0.3 s of the 1M reconcile)."""
    n = hi - lo
    parts: list[tuple] = []  # ("segment", [(value, width)], width) or ("varying", cells, lengths)
    for piece in pieces:
        value, mask = piece if isinstance(piece, tuple) else (piece, None)
        if isinstance(value, bytes):
            width = len(value)
            if not width:
                continue
            if mask is None:
                _segment(parts).append((value, width))
                continue
            cells, lengths = np.frombuffer(value, dtype=f"S{width}"), np.where(mask[lo:hi], width, 0)
        else:
            width = value.dtype.itemsize
            if not width:
                continue
            if isinstance(value, Coded):  # cells as the distinct texts and each row's index into them
                cells, lengths = value, value.lengths()[value.codes[lo:hi]]
            else:
                cells = np.ascontiguousarray(value[lo:hi])
                lengths = np.strings.str_len(cells)
            if mask is not None:
                lengths = np.where(mask[lo:hi], lengths, 0)
            elif lengths.min() == width:
                _segment(parts).append((cells.rows(lo, hi) if isinstance(cells, Coded) else cells, width))
                continue
        parts.append(("varying", cells, lengths))
    if not parts:
        return b""
    widths = [sum(w for _, w in part[1]) if part[0] == "segment" else part[2] for part in parts]
    ends = np.cumsum(sum(widths, np.zeros(n, dtype=np.int64)))
    starts = [np.concatenate([[0], ends[:-1]])]  # where each row starts, then each part of it
    for width in widths[:-1]:
        starts.append(starts[-1] + width)
    least = [w if isinstance(w, int) else int(w.min()) for w in widths]
    # a varying part written at its cells' full width spills zero bytes over what follows it: the
    # parts after it in its row, written after it, and the next row's first parts; it may when
    # those before the next row's first varying part (written before it) are wide enough
    lead = 0
    for part, width in zip(parts, least):
        if part[0] != "segment":
            break
        lead += width
    out = np.empty(int(ends[-1]) + max(_cell_width(part) for part in parts), dtype=np.uint8)  # + a spill
    for k, (part, at) in enumerate(zip(parts, starts)):
        if part[0] != "segment":
            _, cells, lengths = part
            if _cell_width(part) - least[k] <= sum(least[k + 1:]) + lead:
                _put(out, at, cells.rows(lo, hi).view(f"V{cells.dtype.itemsize}") if isinstance(cells, Coded)
                     else cells.view(f"V{cells.dtype.itemsize}"), cells.dtype.itemsize, len(lengths))
            else:
                _put_exact(out, at, cells, lengths, lo, hi)
    for part, at, width in zip(parts, starts, widths):
        if part[0] == "segment":
            _put(out, at, _segment_cells(part[1], n, width), width, n)
    return out[:int(ends[-1])].tobytes()


def _cell_width(part: tuple) -> int:
    """The bytes a part's write covers in a row (a varying part's cells are as wide as its widest)."""
    return sum(w for _, w in part[1]) if part[0] == "segment" else part[1].dtype.itemsize


def _put_exact(out: np.ndarray, at: np.ndarray, cells, lengths: np.ndarray, lo: int, hi: int) -> None:
    """Each row's cell, its first ``length`` bytes only: a scatter per distinct length."""
    if isinstance(cells, Coded):
        codes = cells.codes[lo:hi]
        for size in cells.sizes():
            rows = np.flatnonzero(lengths == size)
            if len(rows):
                _put(out, at[rows], cells.cut(size).take(codes[rows]), size, len(rows))
        return
    whole = cells.view(np.uint8).reshape(len(cells), cells.dtype.itemsize)
    for size in np.unique(lengths).tolist():
        if size:
            rows = np.flatnonzero(lengths == size)
            chosen = whole[rows, :size] if len(cells) > 1 else np.broadcast_to(whole[0, :size], (len(rows), size))
            _put(out, at[rows], np.ascontiguousarray(chosen).view(f"V{size}").reshape(-1), size, len(rows))


def _segment(parts: list) -> list:
    """The pieces of the segment ending the parts so far (a new one if a varying piece ends them)."""
    if not parts or parts[-1][0] != "segment":
        parts.append(("segment", []))
    return parts[-1][1]


def _segment_cells(fields: list, n: int, width: int) -> np.ndarray:
    """Each row's segment, fields of a record (``V`` bytes) that starts as the literals."""
    offsets = np.cumsum([0] + [w for _, w in fields]).tolist()
    template = bytearray(width)
    for (value, w), at in zip(fields, offsets):
        if isinstance(value, bytes):
            template[at:at + w] = value
    block = np.empty(n, dtype=np.dtype({"names": [f"p{k}" for k in range(len(fields))],
                                        "formats": [f"V{w}" for _, w in fields],
                                        "offsets": offsets[:-1], "itemsize": width}))
    block.view(f"V{width}")[:] = np.frombuffer(bytes(template), dtype=f"V{width}")[0]
    for k, (value, w) in enumerate(fields):
        if not isinstance(value, bytes):
            block[f"p{k}"] = value.view(f"V{w}")
    return block.view(f"V{width}")


def _put(out: np.ndarray, at: np.ndarray, cells: np.ndarray, width: int, rows: int) -> None:
    """``cells`` (``V{width}``, one for every offset or one for all) written at the offsets ``at`` of ``out``."""
    np.ndarray((len(out) - width + 1,), dtype=f"V{width}", buffer=out, strides=(1,))[at] = cells
