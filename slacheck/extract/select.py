"""Choose each key's value among its occurrences (SPEC §1: every occurrence is kept).

Evidence order: an occurrence inside an amendment/supplementary section beats the body
(the body value becomes a ``superseded`` alternative); then the strongest occurrence
(trigger in its own clause, bound words such as 不低于 / "at least"). Two equally strong
occurrences with different values and nothing settling them make a ``conflict``, which the
checklist turns into ``review``. Confidence says what supports the winner (its evidence kind,
extract/evidence.yaml) and how clear-cut the choice was.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from .data import evidence_data

# what ``rung`` says of a step that opens a remedy added to another ("any single outage exceeding 4 hours earns an
# additional 25% credit", pipeline._rung_finder), or a row of a table of remedies that pays from the first minute
# ("| Less than 9 minutes | 12 Hours |"): no threshold an outage must pass to count at all, so ``ladder`` sets it
# aside (and a key whose every occurrence is one states no value)
ADDED = "added"


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
    # what supports the value (models.EvidenceKind): every reader says, from what it found
    kind: str = field(kw_only=True)
    # one of values the contract offers as alternatives ("InfiniBand或RoCE", "liquid or air cooling"): it fixes none
    offered: bool = field(default=False, kw_only=True)
    # a gapped credit ladder's holes, (from, to, view start, view end) of the band leaving each (``tiers.tier_gaps``):
    # the term carries them (``Term.gaps``), so a claim on it reads no document again
    gaps: tuple[tuple[float, float, int, int], ...] = field(default=(), kw_only=True)
    # a credit ladder's levels two bands both state, (level, view start, view end of the band above, of the band under)
    # (``tiers.tier_edges``): the term carries them (``Term.edges``)
    edges: tuple[tuple[float, int, int, int, int], ...] = field(default=(), kw_only=True)
    # worked out at a factor the contract does not state (a feed's current at an assumed voltage): at most evidence.yaml's
    # ``assumed`` confidence, whatever its kind
    assumed: bool = field(default=False, kw_only=True)
    # a time counted in working days or hours (``calendar_units``: "25 business days" is 25 calendar days at least,
    # more over weekends and holidays): ``working_days`` or ``working_hours``, the term says so (``Term.counted_in``)
    counted_in: str | None = field(default=None, kw_only=True)

    @property
    def evidence_kind(self) -> str:
        """``example`` inside a worked example, whatever found it; else the reader's kind."""
        return "example" if self.in_example else self.kind


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




def choose(candidates: list[Candidate], prefer: str | None = None,
           qualified: Callable[[Candidate], bool] | None = None,
           restated: Callable[[Candidate, Candidate], bool] | None = None,
           rung: Callable[[Candidate], bool | str | None] | None = None) -> Choice:
    """The winning occurrence, the others with their reason, and whether they conflict.
    An occurrence inside a worked example loses to any operative one; a qualified one
    (``qualified(c)``: worded as best effort, or for an initial stretch of the term only) to an
    equally strong standing one ("We aim to respond within 15-30 minutes, with a maximum
    response time of 90 minutes": 90).

    ``qualified`` is asked only where its answer can change the choice: of the strongest
    occurrences in the winner's order until one stands, then of those whose value differs from
    the winner's (a contract that repeats its figure 600 times asks once, not 600 times).

    An occurrence whose sentence restates the winner's with another figure (``restated(c, winner)``: the same
    clause written again elsewhere in the document, "Provider will respond to Severity 1 incidents within 15
    minutes" and later "... within 30 minutes") conflicts with it however the key ranks its occurrences
    (``prefer``, strength): the document says two things of one term, and nothing settles which.

    Occurrences that each open a remedy of their own (``rung(c)``: "an interruption of more than 60 minutes ...
    a refund of one day's rental", "a single interruption exceeding 24 hours ... one month's rental") are a
    ladder (``ladder``): only its lowest rung stands, the others are weaker whatever ``prefer`` says."""
    operative = [c for c in candidates if not c.in_example] or candidates
    amended = [c for c in operative if c.amended]
    pool = ladder(amended or operative, rung)
    top = max(c.strength for c in pool)
    best = [c for c in pool if c.strength >= top - 1e-9]
    if prefer == "min":
        rank, first = (lambda c: (c.value, c.start)), False
    elif prefer == "max":
        rank, first = (lambda c: (c.value, -c.start)), True
    else:
        # equally strong: the first in the document, the headline commitment (a table cell or a
        # fixed phrase read by another reader is no stronger for being found first)
        rank, first = (lambda c: c.start), False
    winner = (max if first else min)(best, key=rank)
    losing = None  # among the strongest, who loses to a standing one (nobody when none stands)
    if qualified is not None and len(best) > 1:
        if qualified(winner):
            # the first standing one in the same order (sorted keeps equals in their order, as
            # min and max take the first of equals), else the qualified winner stays
            winner = next((c for c in sorted(best, key=rank, reverse=first) if not qualified(c)), winner)
        if not qualified(winner):
            losing = qualified
    # the strongest standing occurrences that read another value: a conflict when nothing settles it
    differing = [c for c in best if not same_value(c.value, winner.value) and not (losing and losing(c))] \
        if prefer is None else []
    if restated is not None:
        differing += [c for c in pool if c not in differing and not same_value(c.value, winner.value)
                      and not (losing and losing(c)) and restated(c, winner)]
    conflict = bool(differing)
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
        elif conflict and c in differing:
            reason = "conflict"
        else:
            reason = "weaker"
        alternatives.append((c, reason))
    return Choice(winner=winner, alternatives=alternatives, conflict=conflict,
                  confidence=confidence_of(winner.evidence_kind, alternatives, conflict, winner.assumed))


def ladder(pool: list[Candidate], rung: Callable[[Candidate], bool | str | None] | None) -> list[Candidate]:
    """``pool`` without the rungs of a ladder above its lowest: where two values at least each open a remedy of
    their own (``rung`` True), each threshold is a step of its own and the least of them is the shortest outage that
    earns anything; thresholds that apply together to one remedy (and a lone rung) stay as they are. Nor does a
    threshold below the lowest rung stand that only says what earns nothing or is recorded before a rung of its
    sentence (``rung`` False: "only outages of at least 5 minutes are recorded, and only outages longer than 10 minutes
    count toward the service credit": 10), nor a step of a remedy added to another (``rung`` ``ADDED``: "outages shorter
    than 5 minutes are not counted as downtime; credits are due below 99.9%, and any single outage exceeding 4 hours
    earns an additional 25% credit": 5), unless nothing else does. ``rung`` is asked only where ``pool`` holds two
    values."""
    if rung is None or len({c.value for c in pool}) < 2:
        return pool
    said = {id(c): rung(c) for c in pool}
    pool = [c for c in pool if said[id(c)] != ADDED] or pool
    rungs = {id(c): c.value for c in pool if said[id(c)] is True}
    if not rungs:
        return pool
    lowest = min(rungs.values())
    pool = [c for c in pool if not (said[id(c)] is False and c.value < lowest and not same_value(c.value, lowest))]
    if len(set(rungs.values())) < 2:
        return pool
    return [c for c in pool if id(c) not in rungs or same_value(c.value, lowest)]


def conflict_kind(choice: Choice, optioned: Callable[[Candidate], bool]) -> str | None:
    """Why a choice is in conflict (None when it is not): ``alternatives`` when the contract offers the disagreeing
    values as a choice, else ``contradiction`` (it states the term more than once with different values). Offered as
    a choice: values named together as alternatives (``Candidate.offered``, two of them at least: "InfiniBand or
    RoCE"), or a level offered for an option the customer may buy (``optioned(c)``: "100% with purchase of an A/B
    configuration") beside at most one fixed value ("99.99%"); a second fixed value contradicts the first."""
    if not choice.conflict:
        return None
    pool = [choice.winner] + [c for c, reason in choice.alternatives if reason == "conflict"]
    options = [optioned(c) for c in pool]
    named = sum(c.offered for c in pool) > 1
    fixed: list[Any] = []
    for c, option in zip(pool, options):
        if not option and not (named and c.offered) and not any(same_value(c.value, v) for v in fixed):
            fixed.append(c.value)
    return "alternatives" if len(fixed) <= (1 if any(options) else 0) else "contradiction"


def confidence_of(kind: str, alternatives: list[tuple[Candidate, str]], conflict: bool, assumed: bool = False) -> float:
    """The confidence of the winner's evidence kind (evidence.yaml: ``example`` is at most
    0.3), at most ``assumed`` where it is worked out at a factor the contract does not state,
    less ``differing`` when another occurrence (not a worked example, unless the winner
    is one) reads a different value that no amendment supersedes, and at most
    ``conflict`` when nothing settles a disagreement."""
    policy = evidence_data()
    confidence = policy["confidence"][kind]
    if assumed:
        confidence = min(confidence, policy["assumed"])
    # an example that shows another figure casts no doubt on the operative value
    if any(reason in ("weaker", "conflict") and (kind == "example" or not c.in_example) for c, reason in alternatives):
        confidence -= policy["differing"]
    if conflict:
        confidence = min(confidence, policy["conflict"])
    return round(max(0.0, confidence), 2)
