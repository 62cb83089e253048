"""Interval arithmetic on integer epoch milliseconds, vectorised with numpy (SPEC §3.3).

A claim over a million incidents is mostly sorting and merging, so every function takes
and returns numpy arrays of ``int64`` milliseconds; the per-incident Python path would
take seconds. Intervals are half-open ``[start, end)``. Intervals that overlap *or touch*
merge (SPEC §3.6), and merging happens before the minimum-outage filter.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator, NamedTuple

import numpy as np

from ..columns.sorting import TWO_PASSES_FROM, sort_keys

I64 = np.int64


class Runs(NamedTuple):
    """Merged intervals: ``group[i]`` was down over ``[start[i], end[i])``.

    ``of_input[j]`` is the run that input interval ``j`` fell into.
    """

    group: np.ndarray
    start: np.ndarray
    end: np.ndarray
    of_input: np.ndarray

    @property
    def length(self) -> np.ndarray:
        return self.end - self.start


def clip_intervals(starts: np.ndarray, ends: np.ndarray, lo: int, hi: int, *,
                   own: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """Clip every interval to ``[lo, hi)``; an interval outside comes back empty (start == end).
    ``own``: the arrays are the caller's own int64 copies, clipped in place (no new ones)."""
    if not own:
        return clip_intervals(np.array(starts, dtype=I64), np.array(ends, dtype=I64), lo, hi, own=True)
    np.maximum(starts, lo, out=starts)
    np.minimum(starts, hi, out=starts)
    np.minimum(ends, hi, out=ends)
    np.maximum(ends, starts, out=ends)  # (at least lo then)
    return starts, ends


def merge_intervals_by_group(groups: np.ndarray, starts: np.ndarray, ends: np.ndarray) -> Runs:
    """Merge overlapping or touching intervals within each group (e.g. per unit).

    Args:
        groups: integer group id of each interval (>= 0).
        starts, ends: int64 epoch ms, ``ends >= starts``.
    """
    groups = np.asarray(groups, dtype=I64)
    starts = np.asarray(starts, dtype=I64)
    ends = np.asarray(ends, dtype=I64)
    n = len(starts)
    if n == 0:
        empty = np.zeros(0, dtype=I64)
        return Runs(empty, empty, empty, empty)
    order = order_by_group_and_start(groups, starts)
    g, s, e = groups[order], starts[order], ends[order]
    # running max of ends *within* a group: shift each group above the previous one
    base = int(s.min())
    span = int(e.max()) - base + 1
    # (each step in place where it can be: a month of a big log is ~100k intervals, merged 26
    # times a reconcile, and every temporary is memory to touch)
    if int(g.max()) * span < 2**62:
        lifted = g * span
        running_end = e - base
        running_end += lifted
        np.maximum.accumulate(running_end, out=running_end)
        running_end -= lifted
        running_end += base
    else:  # pragma: no cover - astronomically long spans: fall back to a loop
        running_end = e.copy()
        for i in range(1, n):
            if g[i] == g[i - 1] and running_end[i - 1] > running_end[i]:
                running_end[i] = running_end[i - 1]
    new_run = np.empty(n, dtype=bool)
    new_run[0] = True
    np.not_equal(g[1:], g[:-1], out=new_run[1:])
    new_run[1:] |= s[1:] > running_end[:-1]  # touching (==) merges
    run_id = np.cumsum(new_run, dtype=I64)
    run_id -= 1
    firsts = np.flatnonzero(new_run)
    of_input = running_end  # (its memory: read no more)
    of_input[order] = run_id
    return Runs(g[firsts], s[firsts], np.maximum.reduceat(e, firsts), of_input)


def longest_run(runs: Runs, kept: np.ndarray, cut: np.ndarray, starts: np.ndarray,
                ends: np.ndarray) -> tuple[int, int] | None:
    """The run among ``kept`` (a mask of ``runs``) that spans longest, as (its index in ``runs``, that length), or None
    when none is kept. ``cut``: the input intervals a clip may have cut (indices), whose own ``starts`` and ``ends``
    (unclipped, one each) stretch their run: a run a month's edge cuts is measured whole as its intervals give it
    (only those few are looked at: a month's merge reads no other)."""
    if not kept.any():
        return None
    first, last = runs.start.copy(), runs.end.copy()
    if len(cut):
        np.minimum.at(first, runs.of_input[cut], starts)
        np.maximum.at(last, runs.of_input[cut], ends)
    span = np.where(kept, last - first, -1)
    top = int(np.argmax(span))
    return top, int(span[top])


def order_by_group_and_start(groups: np.ndarray, starts: np.ndarray) -> np.ndarray:
    """Positions sorted by (group, start). One sort of a packed key when both fit in 63 bits
    (four to five times faster than ``lexsort``; a month's keys fit beside their row numbers,
    which makes it a plain sort: ``sort_keys``); ties may come in any order, which merging allows.
    Starts that are all whole minutes (or seconds) are packed in those (``whole_step``): a month's
    (unit, minute) keys on a thousand units fit 32 bits, which sort by two radix passes."""
    low, high = int(starts.min()), int(starts.max())
    step = whole_step((starts,), low) if (high - low) >> 16 and len(starts) >= TWO_PASSES_FROM else 1
    span_bits = max((high - low) // step, 1).bit_length()
    if int(groups.min()) >= 0 and int(groups.max()).bit_length() + span_bits <= 62:
        key = groups << span_bits
        offsets = starts - low
        if step > 1:
            offsets //= step
        key |= offsets
        return sort_keys(key)[1]
    return np.lexsort((starts, groups))


WHOLE_STEPS = (60_000, 1000)  # ms: a minute, a second (logs hold times in whole ones of either)


def whole_step(columns, low: int = 0) -> int:
    """The longest of ``WHOLE_STEPS`` that ``low`` and every value of ``columns`` (int64 epoch ms
    or durations) are whole multiples of, else 1: less ``low`` and divided by it, the values keep
    their order exactly (equal stay equal), in smaller keys (which sort faster: ``columns.sorting``)."""
    longest = max((len(c) for c in columns), default=0)
    for step in WHOLE_STEPS:
        if low % step or any(np.remainder(c[:64], step).any() for c in columns):  # a glance rules most out
            continue
        left = np.empty(longest, dtype=np.int64)  # one buffer for every column's remainders
        if not any(np.remainder(c, step, out=left[:len(c)]).any() for c in columns):
            return step
    return 1


def merge_intervals(starts: np.ndarray, ends: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Union of intervals as sorted, disjoint, non-touching ``(starts, ends)``."""
    runs = merge_intervals_by_group(np.zeros(len(starts), dtype=I64), starts, ends)
    return runs.start, runs.end


def ran_before(starts: np.ndarray, ends: np.ndarray, at: int) -> int:
    """How long the outage the intervals ``[starts, ends)`` make that runs at ``at`` had run before it (0: none runs
    there): back through the intervals that meet or overlap one another (an outage across a month's end, mo50: the free
    minutes its earlier part used are no longer free in the later)."""
    run_s, run_e = merge_intervals(np.asarray(starts, dtype=I64), np.asarray(ends, dtype=I64))
    running = np.flatnonzero((run_s < at) & (run_e >= at))  # (merged runs neither overlap nor touch: one at most)
    return at - int(run_s[running[0]]) if len(running) else 0


def total_length(starts: np.ndarray, ends: np.ndarray) -> int:
    return int(np.sum(np.asarray(ends, dtype=I64) - np.asarray(starts, dtype=I64)))


def ceil_to_whole(lengths: np.ndarray, unit: int) -> np.ndarray:
    """Each length rounded up to a whole multiple of ``unit`` (e.g. hours, SPEC §3.4)."""
    lengths = np.asarray(lengths, dtype=I64)
    return -(-lengths // unit)


def whole_periods(lengths: np.ndarray, unit: int, completed: bool = False) -> np.ndarray:
    """Each length in whole ``unit``s: each started one (``ceil_to_whole``), or only the completed ones."""
    return np.asarray(lengths, dtype=I64) // unit if completed else ceil_to_whole(lengths, unit)


@contextmanager
def bulk_work() -> Iterator[None]:
    """Pause the cyclic garbage collector while millions of rows are alive.

    Our bulk data is lists of strings and numpy arrays, which hold no cycles; with the
    collector running, every young-generation pass walks those big lists (measured: the
    1M-incident claim spends a third of its time there). Restored on exit.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
