"""A ``review`` finding for each term the files of a bundle state differently with nothing to
settle which prevails (SPEC §1: conflicting values are a finding), whether or not a
checklist rule reads that term: governing law or the contract number matter to a lawyer too."""

from __future__ import annotations

from typing import Sequence

from ..checklist.engine import Quoter, evaluate_checklist, summarize
from ..checklist.schema import Checklist
from ..models import Bundle, CheckResult, DocumentInfo, Finding, Span, Term
from .data import sentences

RULE = "bundle-conflict"  # the finding's rule id, beside the checklist's own


def conflict_findings(bundle: Bundle, terms: Sequence[Term], lang: str) -> list[Finding]:
    """One finding per key whose governance is ``conflict``, quoting every file's value."""
    words = sentences()["conflict_finding"]
    by_key = {t.key: t for t in terms}
    findings = []
    for ruling in bundle.governance:
        if ruling.basis != "conflict" or ruling.key not in by_key:
            continue
        term = by_key[ruling.key]
        others = [Span(text=a.text, page=a.page, start=a.start, end=a.end, document=a.document)
                  for a in term.alternatives if a.reason == "conflict"]
        trace = " vs ".join([f"{term.value!r} ({term.document}, page {term.page})"]
                            + [f"{a.value!r} ({a.document}, page {a.page})" for a in term.alternatives
                               if a.reason == "conflict"])
        findings.append(Finding(rule=RULE, title=words["title"][lang], severity="major", status="review",
                                term=term.key, value=term.value, evidence=term.span, message=ruling.explanation,
                                suggestion=words["suggestion"][lang], weight=0,
                                explanation=f"{term.key}: {trace}; no precedence settles it",
                                reason=ruling.explanation, rationale=words["rationale"][lang],
                                other_evidence=others))
    return findings


def check_bundle(terms: Sequence[Term], bundle: Bundle, checklist: Checklist, document: DocumentInfo,
                 lang: str | None = None, quoted: Quoter | None = None) -> CheckResult:
    """The ``check`` result of a bundle: the checklist on its merged terms (``quoted`` as ``engine.evaluate_rule``
    takes it), then its conflicts."""
    lang = lang or document.language
    findings = evaluate_checklist(checklist, terms, lang, quoted) + conflict_findings(bundle, terms, lang)
    return CheckResult(document=document, checklist=checklist.name, findings=findings, summary=summarize(findings),
                       bundle=bundle)
