"""Choose each key's value among its occurrences (SPEC §1: every occurrence is kept).

Evidence order: an occurrence inside an amendment/supplementary section beats the body
(the body value becomes a ``superseded`` alternative); then the strongest occurrence
(trigger in its own clause, bound words such as 不低于 / "at least"). Two equally strong
occurrences with different values and nothing settling them make a ``conflict``, which the
checklist turns into ``review``. Confidence says how clear-cut the choice was.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Candidate:
    """One occurrence of a key in the view: value, view span and how strong the evidence is."""

    key: str
    value: Any
    start: int
    end: int
    strength: float = 1.0
    amended: bool = False
    # read inside a worked example or illustration (examples.py): never the value when an
    # operative occurrence exists, and a low-confidence one otherwise
    in_example: bool = False


@dataclass(frozen=True)
class Choice:
    winner: Candidate
    alternatives: list[tuple[Candidate, str]]
    conflict: bool
    confidence: float


def same_value(a: Any, b: Any) -> bool:
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool) and not isinstance(b, bool):
        return abs(float(a) - float(b)) <= 1e-9 * max(1.0, abs(float(a)))
    return a == b


EXAMPLE_CONFIDENCE = 0.3  # the most a value read only inside a worked example is trusted


def choose(candidates: list[Candidate], prefer: str | None = None) -> Choice:
    """The winning occurrence, the others with their reason, and whether they conflict.
    An occurrence inside a worked example loses to any operative one."""
    operative = [c for c in candidates if not c.in_example] or candidates
    amended = [c for c in operative if c.amended]
    pool = amended or operative
    top = max(c.strength for c in pool)
    best = [c for c in pool if c.strength >= top - 1e-9]
    if prefer == "min":
        winner = min(best, key=lambda c: (c.value, c.start))
    elif prefer == "max":
        winner = max(best, key=lambda c: (c.value, -c.start))
    else:
        winner = best[0]
    conflict = prefer is None and any(not same_value(c.value, winner.value) for c in best)
    alternatives: list[tuple[Candidate, str]] = []
    seen = {(winner.start, winner.end)}
    for c in candidates:
        if (c.start, c.end) in seen:
            continue
        seen.add((c.start, c.end))
        if same_value(c.value, winner.value):
            reason = "duplicate"
        elif amended and not c.amended:
            reason = "superseded"
        elif conflict and c in best:
            reason = "conflict"
        else:
            reason = "weaker"
        alternatives.append((c, reason))
    # an example that shows another figure casts no doubt on the operative value
    differing = [c for c, r in alternatives if r != "duplicate" and (winner.in_example or not c.in_example)]
    if conflict:
        confidence = 0.5
    elif amended and differing:
        confidence = 0.85
    else:
        confidence = min(0.95, 0.6 + 0.15 * top) - (0.1 if differing else 0.0)
    if winner.in_example:
        confidence = min(confidence, EXAMPLE_CONFIDENCE)
    return Choice(winner=winner, alternatives=alternatives, conflict=conflict, confidence=round(max(0.1, confidence), 2))
