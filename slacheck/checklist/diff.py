"""Two drafts of a contract compared: which terms moved, and which checklist verdicts moved.

Legal negotiates in rounds; what matters between drafts is the terms (``rack_power_kw 15 →
25``, credit tiers row by row), what that does to the checklist (``rack-power fail → pass``),
and the wording of the clauses: a word-level diff of each changed clause and every commitment
made weaker or stronger (``clausediff.py``).
"""

from __future__ import annotations

from typing import Any, Iterable, Literal

from pydantic import Field

from ..contracts import is_terms_file
from ..models import Document, DocumentInfo, Finding, Frozen, Span, Summary, Term, is_number
from .clausediff import ClauseChange, CommitmentChange, commitment_changes, commitment_words, diff_clauses
from .conditions import show
from .engine import evaluate_checklist, index_terms, summarize
from .reasons import value_text
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


class RowChange(Frozen):
    """One row of a list term (a credit tier, keyed by its threshold) added, removed or changed."""

    row: str  # the row's key, e.g. "below 99.9%" (English in any language: report words say it in theirs)
    change: Literal["added", "removed", "changed"]
    old_value: Any = None
    new_value: Any = None
    below: float | None = Field(default=None, exclude=True)  # the threshold, for ``row_label`` (not in JSON)


class TermChange(Frozen):
    key: str
    change: Literal["added", "removed", "changed"]
    old_value: Any = None
    new_value: Any = None
    old_evidence: Span | None = None
    new_evidence: Span | None = None
    rules: list[StatusMove] = []  # the moves of rules that read this term
    rows: list[RowChange] = []  # for credit_tiers: the tiers that differ, row by row


class DiffResult(Frozen):
    """``slacheck diff`` output."""

    old: DocumentInfo
    new: DocumentInfo
    checklist: str
    changes: list[TermChange]
    status_moves: list[StatusMove]  # every rule that moved (also through combined changes)
    old_summary: Summary
    new_summary: Summary
    clauses: list[ClauseChange] = []  # clauses whose wording changed (word-level diff)
    commitments: list[CommitmentChange] = []  # commitments weakened or strengthened
    # the drafts are in different languages (one a translation of the other): their wording is not compared
    translated: bool = Field(default=False, exclude=True)
    # the drafts given as a TERMS.yaml (keys, not clauses: ``contracts.is_terms_file``), whose wording is not compared
    terms_files: tuple[str, ...] = Field(default=(), exclude=True)
    # the drafts as the caller gave them (``api.diff``: "v1/sla.md", "v2/sla.md"), for the notes; else their names
    given: tuple[str, str] | None = Field(default=None, exclude=True)

    @property
    def unchanged(self) -> bool:
        """Nothing differs: no term, verdict or clause wording (a translation's wording, or a TERMS.yaml's, is not
        known the same)."""
        return not (self.changes or self.status_moves or self.clauses or self.commitments or self.translated
                    or self.terms_files)

    @property
    def notes(self) -> list[str]:
        """What the report alone leaves to be noticed (said on stderr)."""
        old, new = self.given or (self.old.name, self.new.name)
        if self.terms_files:
            named = " and ".join(given for given, name in ((old, self.old.name), (new, self.new.name))
                                 if name in self.terms_files)
            return [f"{named} {'are TERMS.yaml files' if ' and ' in named else 'is a TERMS.yaml'} (keys, not "
                    "clauses): the terms are compared, not the wording (no clause or commitment is said changed)"]
        if not self.translated:
            return []
        return [f"{old} is in {LANGUAGE_NAMES.get(self.old.language, self.old.language)} and "
                f"{new} in {LANGUAGE_NAMES.get(self.new.language, self.new.language)}: their terms are "
                "compared, not their wording (a translation changes every word: no clause or commitment is "
                "said changed)"]


LANGUAGE_NAMES = {"zh": "Chinese", "en": "English"}


def same_value(a: Any, b: Any) -> bool:
    """Equal as a reviewer reads them: 20 == 20.0, 'H800' == 'h800'."""
    if isinstance(a, str) and isinstance(b, str):
        return a.strip().casefold() == b.strip().casefold()
    if is_number(a) and is_number(b):
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
            rows=tier_rows(a.value, b.value) if key == "credit_tiers" and a is not None and b is not None else [],
        ))
    return DiffResult(old=old, new=new, checklist=checklist.name, changes=changes, status_moves=moves,
                      old_summary=summarize(old_findings), new_summary=summarize(new_findings))


def diff_documents(old_doc: Document, old_terms: Iterable[Term], new_doc: Document, new_terms: Iterable[Term],
                   checklist: Checklist, lang: str = "en") -> DiffResult:
    """``diff_terms`` plus the clause level: changed wording and commitments (not for TERMS.yaml)."""
    result = diff_terms(old_terms, new_terms, checklist, old_doc.info(), new_doc.info(), lang)
    if is_terms_file(old_doc) or is_terms_file(new_doc):
        return result.model_copy(update={"terms_files": tuple(d.name for d in (old_doc, new_doc) if is_terms_file(d))})
    if old_doc.language != new_doc.language:  # "保证" against "may" read as a commitment weakened
        return result.model_copy(update={"translated": True})
    clauses = diff_clauses(old_doc, new_doc)
    return result.model_copy(update={"clauses": clauses, "commitments": commitment_changes(clauses, lang)})


def _tier_key(tier: Any) -> float:
    return float(tier["below_pct"] if isinstance(tier, dict) else tier.below_pct)


def _tier_credit(tier: Any) -> float:
    return float(tier["credit_pct"] if isinstance(tier, dict) else tier.credit_pct)


def tier_rows(old: Any, new: Any) -> list[RowChange]:
    """Credit tiers compared row by row, keyed by threshold: "below 99%: 20% → 30%"."""
    if not isinstance(old, (list, tuple)) or not isinstance(new, (list, tuple)):
        return []
    a = {_tier_key(t): _tier_credit(t) for t in old}
    b = {_tier_key(t): _tier_credit(t) for t in new}
    rows = []
    for below in sorted(set(a) | set(b), reverse=True):
        label = row_label(below, "en")
        if below not in b:
            rows.append(RowChange(row=label, change="removed", old_value=a[below], below=below))
        elif below not in a:
            rows.append(RowChange(row=label, change="added", new_value=b[below], below=below))
        elif a[below] != b[below]:
            rows.append(RowChange(row=label, change="changed", old_value=a[below], new_value=b[below], below=below))
    return rows


def report_words(lang: str) -> dict[str, str]:
    """The diff report's words in ``lang`` (commitments.yaml ``report``; English for any other)."""
    lang = lang if lang in ("zh", "en") else "en"
    return {name: texts[lang] for name, texts in commitment_words()["report"].items()}


def row_label(below: Any, lang: str) -> str:
    """A credit tier's row: "below 99.5%", "低于99.5%"."""
    return report_words(lang)["row"].format(below=f"{show(below)}%")


def move(a: Finding, b: Finding) -> StatusMove:
    return StatusMove(rule=a.rule, title=b.title, severity=a.severity, old_status=a.status, new_status=b.status,
                      old_explanation=a.explanation, new_explanation=b.explanation)


def describe_change(change: TermChange, lang: str = "en") -> str:
    """``rack_power_kw 15 → 25: rack-power fail → pass`` (one line for tables)."""
    old = "—" if change.change == "added" else shown(change.key, change.old_value, lang)
    new = "—" if change.change == "removed" else shown(change.key, change.new_value, lang)
    moved = "; ".join(f"{m.rule} {m.old_status} → {m.new_status}" for m in change.rules)
    rows = "; ".join(describe_row(r, lang) for r in change.rows)
    return f"{change.key} {old} → {new}" + (f" ({rows})" if rows else "") + (f": {moved}" if moved else "")


def shown(key: str, value: Any, lang: str = "en") -> str:
    """A term value for a diff line: lists (credit tiers) written out in ``lang`` ("three tiers:
    …", "三档：…"), not "3 entries"; other values as check's table shows them."""
    if value is None:
        return ""
    if isinstance(value, (list, tuple)):
        return value_text(key, value, lang)
    return show(value)


def describe_row(row: RowChange, lang: str = "en") -> str:
    """``below 99%: 20% → 30%``, ``低于99%：20% → 30%`` (a removed or added row shows — on its
    missing side)."""
    old = "—" if row.old_value is None else f"{show(row.old_value)}%"
    new = "—" if row.new_value is None else f"{show(row.new_value)}%"
    label = row.row if row.below is None else row_label(row.below, lang)
    return report_words(lang)["row_change"].format(row=label, old=old, new=new)
