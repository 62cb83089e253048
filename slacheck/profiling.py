"""Where a contract's time goes: per-phase wall time on stderr (``SLACHECK_PROFILE=1`` or ``--profile``).

Phases: ``read`` (the file into a Document), ``normalise`` (the matching view), ``parse``
(spaCy: sentences, clauses, vocabulary), ``match`` (every key's candidates), ``select``
(one value per key): the work a contract costs, which grows with its text. Apart from them,
after a ";": ``build``, the one-off building of the extractor (importing spaCy, its pipeline,
the rule set, the pattern docs a text needs, regular expressions compiled or read on first
use) and of the command's next modules loaded while a reader process reads (``check``'s
checklist engine and report), paid once per process wherever it happens (while a reader
process reads, or on the first text a pattern could match).

Each phase counts its own time: a phase that runs inside another (``build`` inside ``read``
or ``match``) is not counted in the outer one too, so the phases add up to the time spent.
A slow contract names its phase in one line, without a profiler; off, a phase costs one
environment lookup.
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
SELECT = PHASES[-1]  # a name, not a phrase: the extractor's modules hold no words a contract's data might hold
ONE_OFF = ("build",)  # reported after the phases above: not a cost of the contract's text

_totals: dict[str, float] = {}
_counts: dict[str, int] = {}
_counted = 0.0  # seconds counted under some phase so far: an enclosing phase leaves them out
_registered = False


def enabled() -> bool:
    return os.environ.get(ENV, "") not in ("", "0")


@contextmanager
def phase(name: str) -> Iterator[None]:
    """Time the block under ``name`` when profiling is on."""
    if not enabled():
        yield
        return
    since = (time.perf_counter(), _counted)
    try:
        yield
    finally:
        add(name, since)


def started() -> tuple[float, float] | None:
    """A start for ``add`` (None when profiling is off): times a stretch without a block."""
    return (time.perf_counter(), _counted) if enabled() else None


def add(name: str, since: tuple[float, float] | None) -> None:
    """Count the time since ``started()`` under ``name``, less what phases inside it counted."""
    if since is None:
        return
    global _registered, _counted
    if not _registered:
        atexit.register(report)  # the CLI reports itself before its fast exit; the API at exit
        _registered = True
    at, counted_before = since
    own = time.perf_counter() - at - (_counted - counted_before)
    _counted += own
    _totals[name] = _totals.get(name, 0.0) + own
    _counts[name] = _counts.get(name, 0) + 1


def summary() -> str:
    """'profile: read 0.12 s, normalise 0.40 s, ...; build 0.50 s; process 1.1 s CPU' for the
    phases that ran (others after them, by name; the one-off ``build`` after a ";")."""
    def shown(name: str) -> str:
        return f"{name} {_totals[name]:.3f} s" + (f" ({_counts[name]}x)" if _counts[name] > 1 else "")

    names = [p for p in PHASES if p in _totals] + sorted(set(_totals) - set(PHASES) - set(ONE_OFF))
    one_off = [shown(name) for name in ONE_OFF if name in _totals]
    return ("profile: " + ", ".join(shown(name) for name in names) + "".join(f"; {part}" for part in one_off)
            + f"; process {time.process_time():.3f} s CPU")


def report() -> None:
    """Print the summary on stderr once (stdout stays clean for JSON)."""
    if _totals:
        print(summary(), file=sys.stderr, flush=True)
        _totals.clear()
        _counts.clear()
