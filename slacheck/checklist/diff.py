"""Two drafts of a contract compared: which terms moved, and which checklist verdicts moved.

Legal negotiates in rounds; what matters between drafts is not the wording but the terms
(``rack_power_kw 15 → 25``) and what that does to the checklist (``rack-power fail → pass``).
"""

from __future__ import annotations

from typing import Any, Iterable, Literal

from ..models import DocumentInfo, Finding, Frozen, Span, Summary, Term
from .conditions import show
from .engine import evaluate_checklist, index_terms, summarize
from .schema import Checklist


class StatusMove(Frozen):
    """A rule whose status differs between the drafts."""

    rule: str
    title: str
    severity: str
    old_status: str
    new_status: str
    old_explanation: str = ""
    new_explanation: str = ""


class TermChange(Frozen):
    key: str
    change: Literal["added", "removed", "changed"]
    old_value: Any = None
    new_value: Any = None
    old_evidence: Span | None = None
    new_evidence: Span | None = None
    rules: list[StatusMove] = []  # the moves of rules that read this term


class DiffResult(Frozen):
    """``slacheck diff`` output."""

    old: DocumentInfo
    new: DocumentInfo
    checklist: str
    changes: list[TermChange]
    status_moves: list[StatusMove]  # every rule that moved (also through combined changes)
    old_summary: Summary
    new_summary: Summary


def same_value(a: Any, b: Any) -> bool:
    """Equal as a reviewer reads them: 20 == 20.0, 'H800' == 'h800'."""
    if isinstance(a, str) and isinstance(b, str):
        return a.strip().casefold() == b.strip().casefold()
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool) and not isinstance(b, bool):
        return float(a) == float(b)
    if isinstance(a, bool) != isinstance(b, bool):
        return False  # true is not 1
    return a == b


def diff_terms(old_terms: Iterable[Term], new_terms: Iterable[Term], checklist: Checklist,
               old: DocumentInfo, new: DocumentInfo, lang: str = "en") -> DiffResult:
    """Terms added, removed and changed from ``old`` to ``new``, with the status moves."""
    old_terms, new_terms = list(old_terms), list(new_terms)
    old_by_key, new_by_key = index_terms(old_terms), index_terms(new_terms)
    old_findings = evaluate_checklist(checklist, old_terms, lang)
    new_findings = evaluate_checklist(checklist, new_terms, lang)
    moves = [move(a, b) for a, b in zip(old_findings, new_findings) if a.status != b.status]
    reads = {rule.id: set(rule.keys_read) for rule in checklist.rules}

    changes: list[TermChange] = []
    order = list(dict.fromkeys([*old_by_key, *new_by_key]))
    for key in order:
        a, b = old_by_key.get(key), new_by_key.get(key)
        if a is not None and b is not None and same_value(a.value, b.value):
            continue
        kind = "added" if a is None else "removed" if b is None else "changed"
        changes.append(TermChange(
            key=key,
            change=kind,
            old_value=a.value if a else None,
            new_value=b.value if b else None,
            old_evidence=a.span if a else None,
            new_evidence=b.span if b else None,
            rules=[m for m in moves if key in reads[m.rule]],
        ))
    return DiffResult(old=old, new=new, checklist=checklist.name, changes=changes, status_moves=moves,
                      old_summary=summarize(old_findings), new_summary=summarize(new_findings))


def move(a: Finding, b: Finding) -> StatusMove:
    return StatusMove(rule=a.rule, title=b.title, severity=a.severity, old_status=a.status, new_status=b.status,
                      old_explanation=a.explanation, new_explanation=b.explanation)


def describe_change(change: TermChange) -> str:
    """``rack_power_kw 15 → 25: rack-power fail → pass`` (one line for tables)."""
    old = "—" if change.change == "added" else show(change.old_value)
    new = "—" if change.change == "removed" else show(change.new_value)
    moved = "; ".join(f"{m.rule} {m.old_status} → {m.new_status}" for m in change.rules)
    return f"{change.key} {old} → {new}" + (f": {moved}" if moved else "")
