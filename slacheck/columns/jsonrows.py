"""JSON rows written from columns, byte for byte what ``orjson.dumps`` writes for the same dicts.

A reconcile of two big logs lists a million matched pairs and a million disputes; a dict per
row and orjson over the list took longer than the matching. Here a row is a sequence of
pieces — literal bytes, or a column of byte strings (a numpy ``S`` array, one per row) — laid
side by side in a zero-filled byte matrix, a block of rows at a time; dropping the zero bytes
gives the rows one after the other. That needs pieces without zero bytes: JSON text has none
(orjson escapes NUL), and ids or texts that would need escaping are encoded by orjson one
distinct value at a time. Columns of numbers (coded texts of a few lengths) are not padded:
they are put at each row's own offset (``_block``).
"""

from __future__ import annotations

import re
from typing import Iterator, Sequence, Union

import numpy as np
import orjson

BLOCK_ROWS = 4096  # rows laid out at once: ~1 MB of matrix (in L2: 32768 rows, ~8 MB, took ~25% more time)
PADDING_APART = 1.0  # a coded column padded by this many bytes a row (mean) or more is put apart (``_block``)
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
            # (a few distinct texts: a set, not np.unique, which imports numpy.ma (~8 ms) in the process)
            self._cut["sizes"] = sorted(set(self.lengths().tolist()) - {0})
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


def json_strings(values, *, at: np.ndarray | None = None, escape: bool | None = None) -> list[Piece]:
    """Pieces writing each value as a JSON string: the quotes around the column when nothing
    needs escaping, else each distinct value encoded by orjson.

    ``at``: the rows are ``values[at[k]]`` (a value written in several rows, or some in none),
    spread a block at a time (``Coded``): no column of every row is made, and the escaping is
    looked for once a value. ``escape``: whether any value needs escaping, when the caller
    knows it (how the values were written): not looked for then."""
    column = as_bytes_column(values)
    if escape is None or not len(column):
        escape = not len(column) or needs_escape(column)
    if not escape and column.dtype.kind == "S":
        return [b'"', column if at is None else Coded(column, at), b'"']
    encoded = encoded_distinct(column, lambda v: orjson.dumps(v.decode("utf-8")))
    return [encoded if at is None else Coded(encoded, at)]


def json_numbers(values: np.ndarray | None, prefix: bytes = b"", numerators: np.ndarray | None = None,
                 divisor: int = 1) -> Coded:
    """Each float as orjson writes it (``4.0``, ``-0.0``, ``1e16``, NaN as ``null``) after
    ``prefix``, one orjson call per distinct value (exact: -0.0 and 0.0 apart). ``numerators``: the
    integers the values were divided from (``values == numerators / divisor``), their distinct values
    found on them (``distinct_quotients``; ``values`` is not read then, and may be None)."""
    distinct, inverse = distinct_values(values) if numerators is None else distinct_quotients(numerators, divisor)
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


def distinct_quotients(numerators: np.ndarray, divisor: int) -> tuple[np.ndarray, np.ndarray]:
    """(the distinct values of ``numerators / divisor`` (int64), ascending, each row's index into them), found on
    the integers: above the least, in their whole step (minutes, seconds of ms: ``WHOLE_STEPS``), through a table of
    the steps that occur when they span few, else sorted. Each value is the row's own quotient, computed as the row's
    was (exact)."""
    from ..sla.intervals import WHOLE_STEPS

    if not len(numerators):
        return np.zeros(0, dtype=np.float64), np.zeros(0, dtype=np.int64)
    low, high = int(numerators.min()), int(numerators.max())
    key, step = np.subtract(numerators, low), 1
    for whole in WHOLE_STEPS:  # (a floor division and a product: a remainder of int64 is several times slower)
        if not np.remainder(key[:64], whole).any():
            steps = key // whole
            if np.array_equal(steps * whole, key):
                key, step = steps, whole
                break
    if (high - low) // step > 4 * len(numerators) + 1024:
        distinct, inverse = np.unique(numerators, return_inverse=True)
        return distinct / divisor, inverse.reshape(-1)
    present = np.zeros((high - low) // step + 1, dtype=bool)
    present[key] = True
    return (np.flatnonzero(present) * step + low) / divisor, (np.cumsum(present) - 1).take(key)


def _distinct_seconds(minutes: np.ndarray) -> tuple[np.ndarray | None, np.ndarray]:
    """(distinct values in ascending order, index of each) when every value is exactly a whole
    number of seconds k / 60 (durations in minutes), else (None, _). The values within a modest
    range of k above the smallest are found through a table, without a sort; only those beyond
    it (a long outage over every unit among minutes, say) are sorted, and they follow."""
    if not len(minutes):
        return None, minutes
    seconds = np.multiply(minutes, 60)
    np.rint(seconds, out=seconds)
    low, high = float(seconds.min()), float(seconds.max())  # NaN if any is NaN: not below 2 ** 52
    if not max(-low, high) < 2.0 ** 52 or not _whole_seconds(seconds, minutes) or _has_minus_zero(minutes, low):
        return None, minutes  # another value, one too big to count seconds exactly, or -0.0 (written apart)
    if high - low <= 4 * len(minutes) + 1024:
        return _counted_seconds(seconds, low, high)
    near = seconds <= low + 4 * len(minutes) + 1024
    inverse = np.empty(len(minutes), dtype=np.int64)
    found, inverse[near] = _counted_seconds(seconds[near], low)
    far, far_inverse = np.unique(minutes[~near], return_inverse=True)  # all above the near ones
    inverse[~near] = far_inverse.reshape(-1) + len(found)
    return np.concatenate([found, far]), inverse


def _whole_seconds(seconds: np.ndarray, minutes: np.ndarray) -> bool:
    """Every value of ``minutes`` is exactly its ``seconds`` / 60."""
    return bool(np.equal(np.divide(seconds, 60), minutes).all())


def _has_minus_zero(minutes: np.ndarray, low: float) -> bool:
    """Some value is -0.0; ``low``: the values' least (whole seconds)."""
    if low > 0:
        return False
    if low == 0:  # no value below 0: one with the sign bit set is -0.0
        return bool(minutes.view(np.int64).min() < 0)
    return bool(np.signbit(minutes[minutes == 0]).any())


def _counted_seconds(seconds: np.ndarray, low: float, high: float | None = None) -> tuple[np.ndarray, np.ndarray]:
    """(distinct minutes, index of each) of whole ``seconds`` from ``low`` up (to ``high``, their
    greatest, when known), through a table of the seconds that occur."""
    key = np.subtract(seconds, low, out=np.empty(len(seconds), dtype=np.int64), casting="unsafe")
    present = np.zeros((int(key.max()) if high is None else int(high - low)) + 1, dtype=bool)
    present[key] = True
    return (np.flatnonzero(present) + low) / 60, (np.cumsum(present) - 1).take(key)


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
    """Rows ``lo:hi``: each piece a field of a record (``V`` bytes) in a block of records that
    starts as a template row (the unmasked literals), then the zero bytes dropped. Fields of a
    record dtype copy a column in one strided pass, where a (rows, width) byte matrix needs
    one short copy per row and piece (measured: ~40% less time per block).

    Dropping a zero byte costs a memchr and a memcpy (~35 ns): the number columns of a million
    matched pairs held 8 of the 9 million of a big reconcile's (~0.3 s). So a coded column of
    texts of different lengths (numbers) that pads a row by a byte or more on average is not a
    field (one of mostly its widest text, as the disputes' field names, costs more apart than
    its few zero bytes): the records are cut around it into segments, and each segment and each
    such column is put at each row's own offset in the block, by one scatter of fixed-width
    cells (a view of the block's bytes with an element starting at every byte); such a column's
    cells are its texts at their full width, their padding written over what follows and then
    overwritten, or, where what follows is too narrow for that, one scatter per length."""
    n = hi - lo
    parts: list[tuple] = []  # ("segment", [(value, mask, width)]) or ("varying", coded, lengths)
    for piece in pieces:
        value, mask = piece if isinstance(piece, tuple) else (piece, None)
        width = len(value) if isinstance(value, bytes) else value.dtype.itemsize
        if not width:
            continue
        lengths = value.lengths()[value.codes[lo:hi]] if mask is None and isinstance(value, Coded) else None
        if lengths is not None and width - lengths.mean() >= PADDING_APART:
            parts.append(("varying", value, lengths))
        else:
            if not parts or parts[-1][0] != "segment":
                parts.append(("segment", []))
            parts[-1][1].append((value, None if mask is None else mask[lo:hi], width))
    if not parts:
        return b""
    if len(parts) == 1:
        return _segment_cells(parts[0][1], lo, hi).tobytes().replace(b"\0", b"")
    widths = [_cell_width(part) if part[0] == "segment" else part[2] for part in parts]
    ends = np.cumsum(sum(widths, np.zeros(n, dtype=np.int64)))
    starts = [np.concatenate([[0], ends[:-1]])]  # where each row starts, then each part of it
    for width in widths[:-1]:
        starts.append(starts[-1] + width)
    least = [w if isinstance(w, int) else int(w.min()) for w in widths]
    lead = 0  # a varying part may spill over what follows it in its row, written after it, and
    for part, width in zip(parts, least):  # the next row's first segment, written after every varying part
        if part[0] != "segment":
            break
        lead += width
    out = np.empty(int(ends[-1]) + max(map(_cell_width, parts)), dtype=np.uint8)
    for k, (part, at) in enumerate(zip(parts, starts)):
        if part[0] == "varying":
            _, coded, lengths = part
            width = coded.dtype.itemsize
            if width - least[k] <= sum(least[k + 1:]) + lead:
                _put(out, at, coded.rows(lo, hi).view(f"V{width}"), width)
            else:
                _put_exact(out, at, coded, lengths, lo, hi)
    for part, at in zip(parts, starts):
        if part[0] == "segment":
            _put(out, at, _segment_cells(part[1], lo, hi), _cell_width(part))
    return out[:int(ends[-1])].tobytes().replace(b"\0", b"")


def _cell_width(part: tuple) -> int:
    """The bytes a part's write covers in a row (a coded column's cells are as wide as its widest text)."""
    return sum(w for _, _, w in part[1]) if part[0] == "segment" else part[1].dtype.itemsize


def _put_exact(out: np.ndarray, at: np.ndarray, coded: "Coded", lengths: np.ndarray, lo: int, hi: int) -> None:
    """Each row's text, its own length only: a scatter per distinct length."""
    codes = coded.codes[lo:hi]
    for size in coded.sizes():
        rows = np.flatnonzero(lengths == size)
        if len(rows):
            _put(out, at[rows], coded.cut(size).take(codes[rows]), size)


def _segment_cells(fields: list, lo: int, hi: int) -> np.ndarray:
    """Each row's segment (``V`` bytes): fields of a record that starts as the unmasked literals."""
    n = hi - lo
    offsets = np.cumsum([0] + [width for _, _, width in fields]).tolist()
    total = offsets[-1]
    template = bytearray(total)
    for (value, mask, width), at in zip(fields, offsets):
        if isinstance(value, bytes) and mask is None:
            template[at:at + width] = value
    block = np.empty(n, dtype=np.dtype({"names": [f"p{k}" for k in range(len(fields))],
                                        "formats": [f"V{width}" for _, _, width in fields],
                                        "offsets": offsets[:-1], "itemsize": total}))
    block.view(f"V{total}")[:] = np.frombuffer(bytes(template), dtype=f"V{total}")[0]
    for k, (value, mask, width) in enumerate(fields):
        field = block[f"p{k}"]
        if isinstance(value, bytes):
            if mask is not None:
                field[mask] = np.frombuffer(value, dtype=f"V{width}")[0]
            continue
        cells = (value.rows(lo, hi) if isinstance(value, Coded) else np.ascontiguousarray(value[lo:hi])).view(
            f"V{width}")
        if mask is None:
            field[...] = cells
        else:
            np.copyto(field, cells, where=mask)
    return block.view(f"V{total}")


def _put(out: np.ndarray, at: np.ndarray, cells: np.ndarray, width: int) -> None:
    """``cells`` (``V{width}``, one per offset) written at the offsets ``at`` of ``out``."""
    np.ndarray((len(out) - width + 1,), dtype=f"V{width}", buffer=out, strides=(1,))[at] = cells
