"""Findings on clauses no term carries: a credit owed per incident ("每次断电按当月机柜租用费的10%赔偿", "10% of the
monthly fee for each Outage"), or per period of downtime other than an hour ("5% of the monthly fee for each 30 minutes
of downtime": SPEC §3.4's per-hour credit rounds each outage up to a whole hour, so it cannot carry it exactly). No
credit form of the SPEC computes it (SPEC §3.4: tiers by availability, per hour, a downtime multiple), so extraction reads it as no term, and a claim leaves it out; `check` shows each such clause as a
``review`` finding of its own (weight 0, beside the checklist's rules, as a bundle's conflicts are), so a person sees
the money the SLA arithmetic does not count.

And a rule's finding on a term no clause was read as, whose subject the contract words all the same in a form the term
does not carry (``UNREAD``): a cap on the credits on another basis than the month's fee, a credit for a missed service
level in no credit form of the SPEC. Its "no cap stated" pass or its `missing` would tell a reviewer the contract is
silent; it is ``review``, quoting the clause."""

from __future__ import annotations

from typing import Iterable, Sequence

from ..contracts import ContractClauses
from ..extract.outage_bands import OutageBands, priced_bands
from ..models import CheckResult, Document, Finding, IncidentCredit, Span, Term
from ..yamlfile import worded
from .conditions import Known, evaluate
from .engine import messages, summarize
from .quoting import sentences_in
from .schema import Checklist

RULE = "per-incident-credit"  # the finding's rule id, beside the checklist's own
# ... and a credit per period of downtime other than an hour's ("5% of the monthly fee for each 30 minutes of downtime")
PERIOD_RULE = "period-credit"
# by ``IncidentCredit.per_period``: the finding's rule id, its words in checklist/messages.yaml, what the explanation
# calls the clause
KINDS = {False: (RULE, "per_incident_credit", "a credit per incident"),
         True: (PERIOD_RULE, "period_credit", "a credit per period of downtime other than an hour")}
# a term a rule's finding is on when none of its terms is stated -> the clauses wording its subject in a form it does not
# carry (their reader of ``extract.tiers``, by name: ``ContractClauses``), and the message (messages.yaml) quoting them,
# the first that finds any
UNREAD = {
    "credit_cap_pct": (("capped_credit_clauses", "cap_on_other_basis"),),  # SPEC §1: a % of the monthly fee
    # SPEC §1: days after the month ends; a report due days after each outage, the credit lost without it, is no such window
    "claim_window_days": (("report_deadline_clauses", "report_deadline_from_outage"),),
    # the first of the credit forms a rule reads (SPEC §3.4): a ladder of bare levels whose bands its rows do not say,
    # levels of which one may be a credit ("below 99.9% or 85%, a credit of 10%"), or credits for a missed level in no
    # credit form
    "credit_tiers": (("unread_ladders", "ladder_unread"), ("unclear_levels", "levels_unclear"),
                     ("remedy_clauses", "remedy_in_other_form"),
                     # ... or credits by each outage's length or count ("Up to 2 hours  1 day compensation",
                     # "每次中断超过30分钟，延长服务期1天"): compensation stated, in no credit form (e91)
                     ("per_incident_clauses", "per_incident_in_rule"),
                     # ... or downtime credited in no credit form ("故障时间超过4小时的，赔偿2天服务时长")
                     ("downtime_credit_clauses", "remedy_in_other_form"),
                     # ... or a credit table no tier of which is read, a row's credit past the whole fee or of no unit
                     # the column settles ("| < 95% | 2 months |" amid "| 10% |" rows; mo30): last, as it reads the
                     # files again
                     ("unread_credit_tables", "credit_table_unread")),
}
PRICED_KINDS = ("per_incident_priced_meets", "per_incident_priced_in_rule")  # (a credit per incident a claim prices)
CREDIT_FORMS = ContractClauses.CREDIT_FORMS  # SPEC §3.4


def per_incident_findings(documents: Sequence[Document], lang: str, terms: Iterable[Term] = (),
                          clauses: ContractClauses | None = None) -> list[Finding]:
    """One ``review`` finding per sentence of ``documents`` (a contract's file, or each file of a bundle) that states a
    credit per incident, or per period of downtime other than an hour (not one a downtime multiple of ``terms``, those
    read, was read in), quoting it; one owed only in a month below a level of availability says why no credit form holds
    it. ``clauses``: the contract reading's, when read already (else read here)."""
    words = messages()
    out = []
    clauses = clauses or ContractClauses(documents, list(terms))
    stated = clauses.fee_sentence()
    for span in clauses.found("per_incident_clauses"):
        rule, key, called = KINDS[span.per_period]
        bands = priced_bands(documents, span, stated)
        if bands is not None:
            out.append(priced_finding(span, bands, lang, stated is not None))
            continue
        message = worded(words[key], lang, quote=" ".join(span.text.split()))
        if span.below_pct is not None and span.over_minutes is not None:
            # ... owed per long outage only in a month below a level: neither a tier nor a credit per incident alone
            message += worded(words["per_incident_credit_level"], lang, over=f"{span.over_minutes / 60:.4g}",
                              below=f"{span.below_pct:g}")
        out.append(Finding(rule=rule, title=worded(words[f"{key}_title"], lang), severity="major",
                           status="review", term=None, evidence=span,
                           message=message, suggestion=worded(words[f"{key}_suggestion"], lang),
                           weight=0, explanation=f"{called} on page {page_of(span)}, not computed by a claim",
                           reason=message, rationale=worded(words[f"{key}_rationale"], lang)))
    return out


def priced_finding(span: IncidentCredit, bands: OutageBands, lang: str, fee_stated: bool = True) -> Finding:
    """The finding on a credit per incident a claim prices outage by outage (``extract.outage_bands``: each outage the
    days of the row holding its length): ``pass``, the money counted; ``review`` where two rows both hold a length, each
    at its end ("Up to 2 hours" over "2-6 hours"), an outage of just that length earning the lesser row by the claim's
    reading, which the words leave open, or where lengths fall in no row (``OutageBands.holes``), priced at nothing, or
    where the contract states no monthly fee (not ``fee_stated``): a claim prices it only on one the user gives."""
    words = messages()
    joiner = worded(words["per_incident_priced_joiner"], lang)
    message = worded(words["per_incident_priced"], lang, quote=" ".join(span.text.split()))
    shared, holes = bands.shared_ends(), bands.holes()
    if shared:
        message += worded(words["per_incident_priced_shared"], lang,
                          lengths=joiner.join(_length(minutes, lang) for minutes in shared))
    if holes:
        gaps = words["per_incident_priced_gap"]
        message += worded(words["per_incident_priced_holes"], lang, gaps=joiner.join(
            worded(gaps["over" if hi is None else "just" if hi == lo else "between"], lang, lo=_length(lo, lang),
                   hi=_length(hi, lang) if hi is not None else "") for lo, hi in holes))
    if not fee_stated:
        message += worded(words["per_incident_priced_no_fee"], lang)
    return Finding(rule=RULE, title=worded(words["per_incident_priced_title"], lang), severity="major",
                   status="review" if shared or holes or not fee_stated else "pass", term=None, evidence=span, message=message,
                   suggestion=worded(words["per_incident_priced_suggestion"], lang), weight=0,
                   explanation=f"a credit per incident on page {page_of(span)}, priced by a claim outage by outage",
                   reason=message, rationale=worded(words["per_incident_credit_rationale"], lang))


def _length(minutes: float, lang: str) -> str:
    """An outage's length as a finding says it: in minutes below an hour, else in hours ("9 minutes", "2 hours")."""
    unit = "hours" if minutes >= 60 else "minutes"
    return worded(messages()["per_incident_priced_length"][unit], lang, n=minutes / 60 if unit == "hours" else minutes)


def page_of(span: Span) -> str:
    """Where ``span`` (a clause quoted) stands, as a finding's words say it after "page": its page, and its file when
    the contract is several ("3 of sla.md")."""
    return f"{span.page}{f' of {span.document}' if span.document else ''}"


def worded_finding(finding: Finding, documents: Sequence[Document], lang: str, checklist: Checklist | None = None,
                   credited: bool = True, clauses: ContractClauses | None = None) -> Finding:
    """``finding`` as ``review`` quoting the clauses (``UNREAD``) that word its subject in a form its term does not carry
    when none of its rule's terms was read (its status ``pass`` for "none stated", or ``missing``): a cap on the credits
    on another basis than the month's fee ("赔付金额不超过客户对该故障服务当次支付的费用总额"), credits for a missed level in
    no credit form the SPEC computes ("Credits are calculated in proportion to the actual downtime"); else ``finding``.
    Its suggested clause is the rule's in ``checklist``. A cap is read only where the contract states credits
    (``credited``): with none, "a credit ... up to a maximum of twelve (12) months of applicable charges" is an
    infringement remedy's, no service level's. ``clauses``: the contract reading's, when read already."""
    if finding.term not in UNREAD or finding.evidence is not None or finding.status not in ("pass", "missing"):
        return finding
    if finding.term == "credit_cap_pct" and not credited:
        return finding
    # (each as found whatever terms were read: a clause a term was read in is quoted on a rule none of its terms is read for)
    clauses_read = clauses or ContractClauses(documents)
    clauses, kind = next(((found, kind) for reader, kind in UNREAD[finding.term]
                          if (found := clauses_read.found(reader, with_terms=False))), ([], None))
    if not clauses:
        return finding
    rule = next((r for r in checklist.rules if r.id == finding.rule), None) if checklist is not None else None
    status = "review"
    stated = clauses_read.fee_sentence()
    if kind == "per_incident_in_rule" and all(priced_bands(documents, clause, stated) is not None for clause in clauses):
        # a credit a claim prices outage by outage: compensation stated and counted; the rule passes where its
        # condition holds whatever the credit's values (``met_by_any_credit``), else a person judges it
        status = "pass" if rule is not None and met_by_any_credit(rule) else "review"
        kind = "per_incident_priced_meets" if status == "pass" else "per_incident_priced_in_rule"
    # each quoted as the rule findings' evidence is, the sentence as extraction cuts it (a clause's own cut ends at any
    # full stop: "the service credits described in sec." of "... in sec. 6 of this SLA."), each sentence once
    clauses = list(dict.fromkeys(map(sentences_in(documents), clauses)))
    span = clauses[0]
    where = page_of(span)
    message = worded(messages()[kind], lang, quote=" ".join(span.text.split()), page=where, title=finding.title,
                     **({"what": unread_form_said(span.text, lang)} if kind == "credit_table_unread" else {}))
    suggestion = rule.suggestion[lang] if rule is not None else finding.suggestion
    return finding.model_copy(update={"status": status, "evidence": span, "message": message, "reason": message,
                                      "suggestion": suggestion, "other_evidence": clauses[1:],
                                      "explanation": f"{finding.explanation}; worded on page {where} in a form no term "
                                                     "carries" + ("" if kind not in PRICED_KINDS else
                                                                  ", priced by a claim outage by outage")})


def unread_form_said(text: str, lang: str) -> str:
    """What a credit table or list left unread (``extract.tiers.unread_credit_tables``; ``text``: its words) is, as
    ``credit_table_unread`` says it (messages.yaml ``credit_table_unread_what``): a table, worded by what its first
    column holds ("| Response time | Credit |": a response time, "| Cumulative Power Outage | Credit |": a length of
    outage, rather than a level of availability), or a list of lines."""
    from ..extract.numbers import nfkc
    from ..extract.tables import cell_text, read_tables

    what = messages()["credit_table_unread_what"]
    tables = read_tables(text)
    if not tables:
        return worded(what["list"], lang)
    header = tables[0].header(text)
    first = nfkc(cell_text(text, header.cells[0])).lower() if header is not None and header.cells else ""
    column = next((kind for kind in what["columns"].values() if any(word in first for word in kind["words"])), None)
    return worded(what["table"], lang, column=worded(column, lang) if column is not None else "")


def met_by_any_credit(rule) -> bool:
    """Does ``rule``'s condition hold with each of its terms stated, whatever its value (``stated(credit_tiers) or
    ...``: the contract states compensation), so that a credit in another form a claim prices meets it? A condition
    comparing a value ("credit_tiers ... >= 10") is left unknown by a value not known, and a person judges it."""
    return evaluate(rule.condition, {key: Known(None) for key in rule.terms}).result is True


def with_unread_findings(result: CheckResult, documents: Sequence[Document], lang: str | None = None,
                         checklist: Checklist | None = None, terms: Iterable[Term] = (),
                         clauses: ContractClauses | None = None) -> CheckResult:
    """``result`` with the findings on clauses no term carries (``per_incident_findings``) in ``documents`` (the
    contract's file, or each file of a bundle) after the checklist's (and a bundle's conflicts), and its rules' findings
    on a subject worded in a form no term carries (``worded_finding``; ``terms``: those read, ``checklist``: the rules),
    each clause read once (``clauses``: the contract reading's, ``ContractRead.clauses``, else read here)."""
    lang = lang or result.document.language
    terms = list(terms)
    clauses = clauses or ContractClauses(documents, terms)
    extra = per_incident_findings(documents, lang, terms, clauses)
    credited = bool(extra) or any(t.key in CREDIT_FORMS for t in terms) or bool(clauses.found("remedy_clauses"))
    worded = [worded_finding(f, documents, lang, checklist, credited, clauses) for f in result.findings]
    if not extra and worded == result.findings:
        return result
    findings = [*worded, *extra]
    return result.model_copy(update={"findings": findings, "summary": summarize(findings)})
