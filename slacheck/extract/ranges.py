"""Ranges of a contract's text (``[start, end)`` character offsets), overlapping ones merged into one, asked
whether they cover a position: the amendments (``evidence.py``) and the examples (``examples.py``) a value
read inside is weighed by."""

from __future__ import annotations

import bisect
from typing import Iterable


class MergedRanges:
    """``ranges`` merged where they overlap or touch, sorted; ``covers(pos)`` answers by bisection."""

    def __init__(self, ranges: Iterable[tuple[int, int]]):
        merged: list[list[int]] = []
        for s, e in sorted(ranges):
            if merged and s <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], e)
            else:
                merged.append([s, e])
        self.spans = [(s, e) for s, e in merged]
        self._starts = [s for s, _ in merged]

    def covers(self, pos: int) -> bool:
        """Is ``pos`` inside one of the ranges?"""
        k = bisect.bisect_right(self._starts, pos) - 1
        return k >= 0 and pos < self.spans[k][1]
