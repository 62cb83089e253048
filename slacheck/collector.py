"""The cyclic garbage collector while a contract is read and extracted: fewer, cheaper passes.

Reading and extracting a long contract allocates millions of short-lived objects (tokens,
spans, candidates) beside a large long-lived heap (spaCy, its pipeline, the rule set, the
Document). With the default thresholds the collector runs every 700 allocations and, every
hundred of those runs, walks the whole heap: on a 200-page contract ~0.45 s of a 3.7 s
process (measured), and in a forked reader it touches every inherited page (copy-on-write).
Inside ``fewer_passes`` what is alive when it starts is frozen (never walked again until
the block ends) and the young generation is collected after ``YOUNG_OBJECTS`` allocations
instead: the garbage made in between is still collected, only in fewer passes. The objects
and the outputs are the same; the thresholds and the frozen objects are restored on exit.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator

YOUNG_OBJECTS = 100_000  # allocations between two young-generation passes inside the block

_depth = 0  # nested blocks (reading inside a check): only the outermost one sets and restores


def for_a_command_line() -> None:
    """For the rest of a command-line process, collect the young generation after
    ``YOUNG_OBJECTS`` allocations instead of 700 (a setting left at 0, collection off, stays).

    Starting a command imports typer, pydantic, the models and spaCy and builds the rule set:
    some 10^6 objects that all stay alive, which the default thresholds walk ~80 times for
    nothing before a 3-page check reads its contract (~0.05 s of its ~0.8 s, measured). The
    garbage made in between is still collected, only in fewer passes. Nothing is frozen here:
    ``fewer_passes`` freezes the heap once it is built."""
    thresholds = gc.get_threshold()
    if thresholds[0]:
        gc.set_threshold(max(thresholds[0], YOUNG_OBJECTS), *thresholds[1:])


@contextmanager
def fewer_passes() -> Iterator[None]:
    """Freeze what is alive now and collect young objects less often, inside the block."""
    global _depth
    if _depth:  # inside another block (reading inside a check): that one restores
        _depth += 1
        try:
            yield
        finally:
            _depth -= 1
        return
    thresholds = gc.get_threshold()
    freezes = gc.get_freeze_count() == 0  # objects someone else froze stay frozen
    if freezes:
        gc.freeze()
    gc.set_threshold(thresholds[0] and max(thresholds[0], YOUNG_OBJECTS), *thresholds[1:])  # 0: left off
    _depth += 1
    try:
        yield
    finally:
        _depth -= 1
        gc.set_threshold(*thresholds)
        if freezes:
            gc.unfreeze()
