"""Findings on clauses no term carries: a credit owed per incident ("每次断电按当月机柜租用费的10%赔偿", "10% of the
monthly fee for each Outage"). No credit form of the SPEC computes it (SPEC §3.4: tiers by availability, per hour, a
downtime multiple), so extraction reads it as no term, and a claim leaves it out; `check` shows each such clause as a
``review`` finding of its own (weight 0, beside the checklist's rules, as a bundle's conflicts are), so a person sees
the money the SLA arithmetic does not count."""

from __future__ import annotations

from typing import Sequence

from ..extract.tiers import per_incident_clauses
from ..models import CheckResult, Document, Finding
from ..yamlfile import worded
from .engine import messages, summarize

RULE = "per-incident-credit"  # the finding's rule id, beside the checklist's own


def per_incident_findings(documents: Sequence[Document], lang: str) -> list[Finding]:
    """One ``review`` finding per sentence of ``documents`` (a contract's file, or each file of a bundle) that states a
    credit per incident, quoting it; one owed only in a month below a level of availability says why no credit form
    holds it."""
    words = messages()
    out = []
    for span in per_incident_clauses(documents):
        message = worded(words["per_incident_credit"], lang, quote=" ".join(span.text.split()))
        if span.below_pct is not None and span.over_minutes is not None:
            # ... owed per long outage only in a month below a level: neither a tier nor a credit per incident alone
            message += worded(words["per_incident_credit_level"], lang, over=f"{span.over_minutes / 60:.4g}",
                              below=f"{span.below_pct:g}")
        out.append(Finding(rule=RULE, title=worded(words["per_incident_credit_title"], lang), severity="major",
                           status="review", term=None, evidence=span,
                           message=message, suggestion=worded(words["per_incident_credit_suggestion"], lang),
                           weight=0, explanation=f"a credit per incident on page {span.page}"
                                       f"{f' of {span.document}' if span.document else ''}, not computed by a claim",
                           reason=message, rationale=worded(words["per_incident_credit_rationale"], lang)))
    return out


def with_unread_findings(result: CheckResult, documents: Sequence[Document], lang: str | None = None) -> CheckResult:
    """``result`` with the findings on clauses no term carries (``per_incident_findings``) in ``documents`` (the
    contract's file, or each file of a bundle) after the checklist's (and a bundle's conflicts)."""
    extra = per_incident_findings(documents, lang or result.document.language)
    if not extra:
        return result
    findings = [*result.findings, *extra]
    return result.model_copy(update={"findings": findings, "summary": summarize(findings)})
