"""Slices of a column spread to one row per position (a pair per unit an incident lists, per
candidate a range search found, per unit two records share).

Readers, the interval join and the disputes each lay out "every position of every slice" with
the same few numpy passes: one repeat of the owners, and each position as a running count
shifted by its slice's start, instead of a repeat per quantity.
"""

from __future__ import annotations

import numpy as np


def expand_slices(begin: np.ndarray, count: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(k, position) for every position of every slice ``[begin[k], begin[k] + count[k])``, slices in
    order (``count`` >= 0)."""
    owner = np.repeat(np.arange(len(begin), dtype=np.int64), count)
    shift = begin - np.cumsum(count)
    shift += count  # the slice's start less where its positions start in the output
    return owner, np.arange(len(owner), dtype=np.int64) + shift[owner]
