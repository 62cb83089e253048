"""Findings on clauses no term carries: a credit owed per incident ("每次断电按当月机柜租用费的10%赔偿", "10% of the
monthly fee for each Outage"), or per period of downtime other than an hour ("5% of the monthly fee for each 30 minutes
of downtime": SPEC §3.4's per-hour credit rounds each outage up to a whole hour, so it cannot carry it exactly). No credit form of the SPEC computes it (SPEC §3.4: tiers by availability, per hour, a
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
# ... and a credit per period of downtime other than an hour's ("5% of the monthly fee for each 30 minutes of downtime")
PERIOD_RULE = "period-credit"
# by ``IncidentCredit.per_period``: the finding's rule id, its words in checklist/messages.yaml, what the explanation
# calls the clause
KINDS = {False: (RULE, "per_incident_credit", "a credit per incident"),
         True: (PERIOD_RULE, "period_credit", "a credit per period of downtime other than an hour")}


def per_incident_findings(documents: Sequence[Document], lang: str) -> list[Finding]:
    """One ``review`` finding per sentence of ``documents`` (a contract's file, or each file of a bundle) that states a
    credit per incident, or per period of downtime other than an hour, quoting it."""
    words = messages()
    out = []
    for span in per_incident_clauses(documents):
        rule, key, called = KINDS[span.per_period]
        message = worded(words[key], lang, quote=" ".join(span.text.split()))
        out.append(Finding(rule=rule, title=worded(words[f"{key}_title"], lang), severity="major",
                           status="review", term=None, evidence=span,
                           message=message, suggestion=worded(words[f"{key}_suggestion"], lang),
                           weight=0, explanation=f"{called} on page {span.page}"
                                       f"{f' of {span.document}' if span.document else ''}, not computed by a claim",
                           reason=message, rationale=worded(words[f"{key}_rationale"], lang)))
    return out


def with_unread_findings(result: CheckResult, documents: Sequence[Document], lang: str | None = None) -> CheckResult:
    """``result`` with the findings on clauses no term carries (``per_incident_findings``) in ``documents`` (the
    contract's file, or each file of a bundle) after the checklist's (and a bundle's conflicts)."""
    extra = per_incident_findings(documents, lang or result.document.language)
    if not extra:
        return result
    findings = [*result.findings, *extra]
    return result.model_copy(update={"findings": findings, "summary": summarize(findings)})
