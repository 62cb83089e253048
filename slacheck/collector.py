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

# allocations (net of those freed) between two young-generation passes outside ``fewer_passes``
COMMAND_LINE_OBJECTS = 100_000
# ... and inside it. A pass walks every young object still alive, and while a contract is read and
# extracted nearly all are: the rule set built beside the readers, a text's sentences, phrase hits
# and candidates (a 200-page contract at 100,000: three passes, ~0.015-0.03 s CPU each, one in a
# reader's wait and one each in the parse and the keys' reading, freeing 1,486 objects, then none).
# An object is walked in one young pass whatever the threshold; a larger one saves the stretch
# left when the block ends, never walked: at 500,000 a 200-page contract makes no pass at all.
# Garbage in cycles waits at most this many allocations (some tens of MB) before it is collected.
YOUNG_OBJECTS = 500_000

_depth = 0  # nested blocks (reading inside a check): only the outermost one sets and restores


def for_a_command_line() -> None:
    """For the rest of a command-line process, collect the young generation after
    ``COMMAND_LINE_OBJECTS`` allocations instead of 700 (a setting left at 0, collection off, stays).

    Starting a command imports typer, pydantic, the models and spaCy and builds the rule set:
    some 10^6 objects that all stay alive, which the default thresholds walk ~80 times for
    nothing before a 3-page check reads its contract (~0.05 s of its ~0.8 s, measured). The
    garbage made in between is still collected, only in fewer passes. Nothing is frozen here:
    ``fewer_passes`` freezes the heap once it is built."""
    thresholds = gc.get_threshold()
    if thresholds[0]:
        gc.set_threshold(max(thresholds[0], COMMAND_LINE_OBJECTS), *thresholds[1:])


@contextmanager
def fewer_passes() -> Iterator[None]:
    """Freeze what is alive now and collect young objects less often, inside the block.

    When it ends, what the block made and kept alive joins the unfrozen heap in the oldest
    generation, as the frozen objects do, instead of staying young: at the usual threshold the next
    allocation would walk all of it in one pass (a 200-page contract's reading: ~150,000 objects,
    ~0.04 s, between the read and the extraction). Garbage in cycles among them is collected in
    the next full pass."""
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
            gc.freeze()  # (the young ones too: the young generation is left empty)
            gc.unfreeze()
