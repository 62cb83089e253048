"""Where a contract's time goes: per-phase wall time on stderr (``SLACHECK_PROFILE=1`` or ``--profile``).

Phases: ``read`` (the file into a Document; loading the extractor runs meanwhile, while a
reader process works, and counts here), ``normalise`` (the matching view), ``parse``
(spaCy: sentences, clauses, vocabulary), ``match`` (every key's candidates), ``select``
(one value per key). A slow contract names its phase in one line, without a profiler; off,
a phase costs one environment lookup.
"""

from __future__ import annotations

import atexit
import os
import sys
import time
from contextlib import contextmanager
from typing import Iterator

ENV = "SLACHECK_PROFILE"
PHASES = ("read", "normalise", "parse", "match", "select")

_totals: dict[str, float] = {}
_counts: dict[str, int] = {}
_registered = False


def enabled() -> bool:
    return os.environ.get(ENV, "") not in ("", "0")


@contextmanager
def phase(name: str) -> Iterator[None]:
    """Time the block under ``name`` when profiling is on."""
    if not enabled():
        yield
        return
    global _registered
    if not _registered:
        atexit.register(report)  # the CLI reports itself before its fast exit; the API at exit
        _registered = True
    started = time.perf_counter()
    try:
        yield
    finally:
        _totals[name] = _totals.get(name, 0.0) + time.perf_counter() - started
        _counts[name] = _counts.get(name, 0) + 1


def started() -> float | None:
    """A start time for ``add`` (None when profiling is off): times a stretch without a block."""
    return time.perf_counter() if enabled() else None


def add(name: str, since: float | None) -> None:
    """Count the time since ``started()`` under ``name``."""
    if since is None:
        return
    with phase(name):
        pass
    _totals[name] += time.perf_counter() - since


def summary() -> str:
    """'profile: read 0.12 s, normalise 0.40 s, ...' for the phases that ran (others last, by name)."""
    names = [p for p in PHASES if p in _totals] + sorted(set(_totals) - set(PHASES))
    parts = [f"{name} {_totals[name]:.3f} s" + (f" ({_counts[name]}x)" if _counts[name] > 1 else "")
             for name in names]
    return "profile: " + ", ".join(parts) + f"; process {time.process_time():.3f} s CPU"


def report() -> None:
    """Print the summary on stderr once (stdout stays clean for JSON)."""
    if _totals:
        print(summary(), file=sys.stderr, flush=True)
        _totals.clear()
        _counts.clear()
