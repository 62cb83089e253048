"""Every hash slacheck computes, in one module (nothing else imports ``hashlib``).

- ``content_sha256``: the identity of content — a contract's bytes, a TERMS.yaml, an incident
  log, a month's per-incident rows. The audit database stores each once under it.
  ``running_sha256`` is the same hash fed while a big log is read (no second pass over it).
- ``hash_words`` (columns) and ``hash_bytes`` (one value): the same 64-bit hash of byte strings
  held as zero-padded 8-byte words, computed column-wise with numpy so a million-row log finds
  its equal values (duplicate ids, distinct units) without a Python object per row. It is not
  an identity: equal hashes are always confirmed by comparing the bytes.
"""

from __future__ import annotations

import hashlib
import os
import struct
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

MULTIPLIER = 0x9E3779B97F4A7C15  # 2**64 / golden ratio: spreads the bits of each word
SHIFT = 29
MASK_64 = (1 << 64) - 1
READ_BLOCK = 1 << 20


def content_sha256(*parts: bytes | memoryview | os.PathLike) -> str:
    """The sha256 (hex) of the parts one after the other; a path part is its file's bytes,
    read in blocks (a big log is tens of MB)."""
    digest = hashlib.sha256()
    for part in parts:
        if isinstance(part, os.PathLike):
            with open(part, "rb") as handle:
                for block in iter(lambda: handle.read(READ_BLOCK), b""):
                    digest.update(block)
        else:
            digest.update(part)
    return digest.hexdigest()


def running_sha256():
    """A sha256 fed piece by piece (``update``, then ``hexdigest``): content hashed while it is
    read, equal to ``content_sha256`` of the pieces."""
    return hashlib.sha256()


def update_from_file(digest, path: os.PathLike, start: int, stop: int) -> None:
    """Feed ``digest`` the bytes ``[start, stop)`` of a file, read in blocks."""
    with open(path, "rb") as handle:
        handle.seek(start)
        while start < stop:
            block = handle.read(min(READ_BLOCK, stop - start))
            if not block:
                raise OSError(f"{path}: shorter than {stop} bytes")
            digest.update(block)
            start += len(block)


def hash_words(words: np.ndarray, seed: np.ndarray | None = None) -> np.ndarray:
    """One uint64 per row of ``words`` ((rows, k) uint64: each value's bytes, zero-padded).

    Words are mixed in one by one and zero words are skipped, so a value hashes the same
    whatever the width of the column it sits in. ``seed`` (e.g. the values' lengths) starts
    each row's key, for columns whose values may themselves end in NUL bytes.
    """
    import numpy as np  # here, not at the top: a contract's sha256 needs no numpy

    multiplier, shift = np.uint64(MULTIPLIER), np.uint64(SHIFT)
    key = np.zeros(len(words), dtype=np.uint64) if seed is None else np.asarray(seed).astype(np.uint64)
    with np.errstate(over="ignore"):
        for k in range(words.shape[1] if words.ndim == 2 else 0):
            word = words[:, k]
            mixed = (key ^ word) * multiplier
            mixed ^= mixed >> shift
            key = np.where(word != 0, mixed, key)
    return key


def hash_bytes(value: bytes, seed: int = 0) -> int:
    """``hash_words`` of one value (for columns of Python ``bytes``): same words, same mixing."""
    key = seed & MASK_64
    for (word,) in struct.iter_unpack("=Q", value + bytes(-len(value) % 8)):
        if word:
            key = ((key ^ word) * MULTIPLIER) & MASK_64
            key ^= key >> SHIFT
    return key
