"""A forked child's result arrays made in the shared memory that hands them back.

A child (``columns.forked``, the two-core CSV reader) sends its result's arrays to its parent
through a shared mapping: each buffer's bytes copied in, a small pickle saying where they
lie. The copy touches every page of the mapping (shared memory has no huge pages here: ~0.7
ms a MB) after the array itself was made in fresh private memory. The arrays a child knows to
be its result (a read log's joined columns, the matching's rows, the disputes' texts) are
instead made in the mapping (``result_array``, ``concatenated``, ``taken``) while the child
works (``arrays_in``); ``send`` then copies only the buffers that lie elsewhere. The same
bytes arrive either way; outside a child (or once the mapping is full) these make ordinary
arrays.
"""

from __future__ import annotations

import mmap
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import numpy as np

MADV_POPULATE_READ, MADV_POPULATE_WRITE = 22, 23  # Linux 5.14+; Python's mmap module does not name them


def populate(shared: mmap.mmap, advice: int, length: int, start: int = 0) -> None:
    """Map bytes ``[start, start + length)`` of ``shared`` (``start`` a page's) in one call
    instead of a page fault per 4 KiB."""
    if length:
        try:
            end = min(len(shared), -(-(start + length) // mmap.PAGESIZE) * mmap.PAGESIZE)
            shared.madvise(advice, start, end - start)
        except (OSError, ValueError):  # an older kernel: the pages fault in one by one
            pass


class Arena:
    """Space handed out from the start of ``shared``, a page-aligned piece per array (a fresh
    mapping: its pages read as zeros until written)."""

    def __init__(self, shared: mmap.mmap):
        self.shared = shared
        self.bytes = np.frombuffer(shared, dtype=np.uint8)
        self.base = self.bytes.__array_interface__["data"][0]
        self.used = 0

    def array(self, shape: tuple[int, ...], dtype) -> np.ndarray | None:
        dtype = np.dtype(dtype)
        size = int(np.prod(shape, dtype=np.int64)) * dtype.itemsize
        start = self.used
        if dtype.hasobject or start + size > len(self.shared):
            return None
        self.used = -(-(start + size) // mmap.PAGESIZE) * mmap.PAGESIZE
        populate(self.shared, MADV_POPULATE_WRITE, size, start)
        return self.bytes[start:start + size].view(dtype).reshape(shape)

    def offset_of(self, buffer: memoryview) -> int | None:
        """Where ``buffer`` lies in the mapping (an array made here), or None."""
        if not buffer.nbytes:
            return None
        address = np.frombuffer(buffer, dtype=np.uint8).__array_interface__["data"][0]
        offset = address - self.base
        return offset if 0 <= offset and offset + buffer.nbytes <= self.used else None


_arena: list[Arena | None] = [None]


@contextmanager
def arrays_in(shared: mmap.mmap) -> Iterator[Arena]:
    """Inside the block (a forked child making its result) ``result_array`` and its kin make
    their arrays in ``shared``."""
    before = _arena[0]
    _arena[0] = arena = Arena(shared)
    try:
        yield arena
    finally:
        _arena[0] = before


def current_arena() -> Arena | None:
    return _arena[0]


def result_array(shape: int | tuple[int, ...], dtype, *, zeros: bool = False) -> np.ndarray:
    """``np.empty`` (``np.zeros``: ``zeros``) of an array a child hands back: made in the shared
    memory inside ``arrays_in`` (its pages are zeros already), else an ordinary array."""
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    arena = _arena[0]
    out = arena.array(shape, dtype) if arena is not None else None
    if out is not None:
        return out
    return np.zeros(shape, dtype=dtype) if zeros else np.empty(shape, dtype=dtype)


def concatenated(parts: Sequence[np.ndarray]) -> np.ndarray:
    """``np.concatenate(parts)`` made with ``result_array``."""
    if _arena[0] is None or not parts:
        return np.concatenate(parts)
    out = result_array((sum(len(p) for p in parts), *parts[0].shape[1:]), np.result_type(*parts))
    return np.concatenate(parts, out=out)


def taken(values: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """``values[rows]`` (integer rows, in range) made with ``result_array``."""
    if _arena[0] is None or values.ndim != 1 or rows.dtype.kind not in "iu":
        return values[rows]
    out = result_array(len(rows), values.dtype)
    return np.take(values, rows, out=out, mode="wrap")  # in range: "wrap" writes straight into out
