"""Terms → findings: one finding per checklist rule, with evidence and the values compared.

The order of judgement for one rule (SPEC §2, §4):

1. ``when`` is false → the rule does not apply: ``pass``, and the explanation says so
   (``when`` that cannot be decided because its terms are missing → the rule is applied).
2. none of the rule's ``terms`` is stated → ``missing`` (or ``pass`` with ``if_missing: pass``).
3. a term the rule reads is in conflict (two occurrences disagree, nothing settles it) →
   ``review``, carrying the chosen span and the conflicting ones.
4. ``review_when`` is true → ``review``.
5. ``condition``: true → ``pass``, false → ``fail``; unknown (it needs a term the contract does
   not state and the stated ones do not decide it) → ``review``, naming the missing term.
6. a ``pass`` (or a ``fail``) that does not hold on firm evidence alone → ``review`` (issue 9.6): without the
   terms worded as best effort (``Term.hedge``: "commercially reasonable efforts", 尽力), and,
   for the severities of the checklist's ``evidence`` policy, without the terms whose
   confidence is below its ``min_confidence`` (a worked example, loose context), the condition
   is no longer true (for a fail: no longer false; best-effort words leave a shortfall a fail). The reason names the
   evidence kind and quotes the term. Likewise a
   ``when`` that is false only on low-confidence terms does not make the rule inapplicable.
   Before that, a pass or fail on a time counted in working days or hours (``Term.counted_in``: "25 business days", at
   least 25 calendar days) that the calendar time it may come to would not give alike (a "≥ 30" it falls short of, a
   "≤ 4" it meets) → ``review``: the condition's operators decide which (``conditions.Known.least``).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Callable, Iterable

from ..models import CheckResult, DocumentInfo, Finding, Span, Summary, Term, default_language, is_number
from ..yamlfile import packaged_data, worded
from .conditions import Condition, Known, evaluate, render, show
from .reasons import hedge_kind, reason_sentence, term_labels, value_text, words
from .schema import Checklist, EvidencePolicy, Rule, default_evidence_policy, defaults

# A blocker rule with one of these statuses makes `slacheck check` exit 1: a blocker that
# fails, one the contract does not address at all, or one a human must settle first (its
# values conflict, or what it needs is not stated) must stop a signature.
BLOCKING_STATUSES = ("fail", "missing", "review")

Quoter = Callable[[Span], Span]  # a term's span -> the contract's words a reason quotes it by


@lru_cache(maxsize=1)
def messages() -> dict[str, dict[str, str]]:
    return packaged_data("slacheck.checklist", "messages.yaml")


def say(kind: str, lang: str, explanation: str, terms: str = "") -> str:
    """The finding's sentence from messages.yaml: {explanation} is the values-compared trace,
    {terms} the terms the rule reads (for sentences that need no trace), as the caller names them."""
    return worded(messages()[kind], lang, explanation=explanation, terms=terms)


def index_terms(terms: Iterable[Term]) -> dict[str, Term]:
    """Terms by key; the first occurrence of a key is its value (extraction lists it first)."""
    by_key: dict[str, Term] = {}
    for term in terms:
        by_key.setdefault(term.key, term)
    return by_key


def weak_terms(rule: Rule, terms: dict[str, Term], policy: EvidencePolicy, condition: Condition | None = None,
               hedged: bool = True) -> list[Term]:
    """The stated terms of ``condition`` (the rule's own by default) that cannot carry a pass
    on their own: worded as best effort (with ``hedged``), or (for the policy's severities)
    read from low-confidence evidence."""
    keys = (condition or rule.condition).keys
    return [terms[key] for key in keys if key in terms
            and ((hedged and terms[key].hedge is not None) or policy.weak(rule.severity, terms[key].confidence))]


def working_most(term: Term) -> float | None:
    """The most calendar time a time counted in working days or hours (``Term.counted_in``) can come to, in the term's
    unit (defaults.yaml ``working_time``): None where nothing bounds it."""
    most, day = defaults()["working_time"].get(term.counted_in), defaults()["day_in"].get(term.unit)
    if most is None or day is None or not is_number(term.value):
        return None  # (a unit not of time: nothing bounds it either)
    # (rounded past float noise: 12 working days are at most 23.8 days, never 23.799999999999997 in a finding)
    return round(float(term.value) * most["times"] + most["plus_days"] * day, 6)


def working_count(term: Term) -> float | None:
    """How many working days or hours (``Term.counted_in``) a time is, as the contract counts it: a notice of "5 business
    days" read as 120 hours is 5; None where its unit is no time (defaults.yaml ``day_in``)."""
    day = defaults()["day_in"].get(term.unit)
    if day is None or not is_number(term.value):
        return None
    per = day if term.counted_in == "working_days" else day / 24
    return round(float(term.value) / per, 6)


def without(known: dict[str, Known], weak: list[Term]) -> dict[str, Known]:
    """What is known once the weak terms are set aside."""
    dropped = {t.key for t in weak}
    return {key: k for key, k in known.items() if key not in dropped}


def how_counted(term: Term | None, terms: dict[str, Term]) -> tuple | None:
    """How ``term``'s value is said where not by its unit alone (``Finding.counted``): in the working days or hours
    the contract counts it in (``("working_days", 5)``), or over the period and after the onset share the contract
    states for it (reasons.yaml ``period_units``: ``("period", 30, None)``, 5% per 30 minutes; a first hour's share
    after, where the onset's was worked out from it); None otherwise."""
    if term is None:
        return None
    if term.counted_in:
        n = working_count(term)
        return None if n is None else (term.counted_in, n)
    of = words()["period_units"]["terms"].get(term.key)
    if of is None or not is_number(term.value):
        return None
    minutes, onset, free, monthly, over, reach = (terms.get(of[k]) for k in ("minutes", "onset", "free", "free_month",
                                                                               "month_over", "month_from"))
    minutes = minutes.value if minutes is not None and is_number(minutes.value) else None
    onset = onset.value if onset is not None and is_number(onset.value) else None
    free, monthly, over, reach = (t.value if t is not None and is_number(t.value) and t.value > 0 else None
                                  for t in (free, monthly, over, reach))
    if (minutes or 60) == 60 and onset is None and free is None and monthly is None and over is None and reach is None:
        return None
    # (an onset worked out from a first hour's share, readers/period.py: said as the contract states it, the first hour's
    # share, not the onset's)
    first = terms[of["onset"]].evidence_kind == "derived" if onset is not None else False
    if reach is not None:  # (... or once it reaches them, mo52: "If downtime in a month reaches 4 hours, ...")
        return ("period", minutes, onset, onset + term.value if first else None, free, monthly, over, reach)
    if over is not None:  # (owed only in a month whose downtime passes some minutes, mo51: "If total downtime in a month
        # exceeds 4 hours, ...")
        return ("period", minutes, onset, onset + term.value if first else None, free, monthly, over)
    if monthly is not None:  # (a month's first minutes of downtime owing nothing, mo50: "beyond the first 4 hours in a
        # calendar month")
        return ("period", minutes, onset, onset + term.value if first else None, free, monthly)
    if free is not None:  # (the first minutes of each outage owing nothing, mo48: "no credit for the first hour")
        return ("period", minutes, onset, onset + term.value if first else None, free)
    return ("period", minutes, onset, onset + term.value) if first else ("period", minutes, onset)


def evaluate_rule(rule: Rule, terms: dict[str, Term], lang: str = "en", policy: EvidencePolicy | None = None,
                  quoted: Quoter | None = None) -> Finding:
    """The finding for one rule on a set of terms (see the module docstring for the order); a term its reason quotes is
    quoted by ``quoted`` (``quoting.sentences_in``: the sentence its evidence shows), else by its own words."""
    policy = policy or default_evidence_policy()
    known = {key: Known(t.value, f" (page {t.page})") for key, t in terms.items()}
    stated = [key for key in rule.terms if key in terms]
    subject = terms[stated[0]] if stated else None
    base = dict(
        rule=rule.id,
        title=rule.title[lang],
        severity=rule.severity,
        term=subject.key if subject else rule.terms[0],
        value=subject.value if subject else None,
        evidence=subject.span if subject else None,
        counted=how_counted(subject, terms),
        weight=rule.weight,
        rationale=rule.rationale[lang],
    )

    when_unknown = []

    def finding(status: str, kind: str, explanation: str, reason_terms=rule.terms, facts=(), unstated=(),
                conflict=(), weak=None, most=None, **extra) -> Finding:
        suggestion = None if status == "pass" else rule.suggestion[lang]
        # a number worked out from other numbers (a feed's current, nodes × cards) is said to be one
        # ... but a time counted in working days or hours is said in them ("30 business days"), no figure worked out
        said = {t.key: t for f in facts if (t := terms.get(f.key)) is not None and is_number(t.value)}
        # (not where the working time leaves the verdict open: review_least says the calendar stretch it may come to)
        counted = {key: how for key, t in said.items()
                   if (how := how_counted(t, terms)) is not None and (t.counted_in is None or kind != "review_least")}
        derived = [t for t in said.values() if t.evidence_kind == "derived"]
        if derived:  # (the trace names each, a time in working days too: the reason says that one in them instead)
            explanation += "".join(f"; {t.key} is derived from {t.text!r} (page {t.page})" for t in derived)
        derived = [t for t in derived if t.key not in counted or counted[t.key][0] == "period"]
        # (a reason naming a weak term quotes it itself)
        reason = reason_sentence(kind, lang, reason_terms, facts, unstated,
                                 when_unknown if kind != "not_applicable" else (), conflict, weak=weak,
                                 derived=derived if weak is None else (),
                                 quoted=quoted, most=most, counted=counted)
        return Finding(status=status, message=say(kind, lang, explanation, term_labels(rule.terms, lang)),
                       suggestion=suggestion,
                       explanation=explanation, reason=reason, **base, **extra)

    when_note = ""
    if rule.when is not None:
        applies = evaluate(rule.when, known)
        if applies.result is False:
            # "does not apply" is a pass too: it must not rest on a value read from weak evidence
            weak = weak_terms(rule, terms, policy, rule.when, hedged=False)
            if weak and evaluate(rule.when, without(known, weak)).result is not False:
                term = weak[0]
                base.update(term=term.key, value=term.value, evidence=term.span)
                return finding("review", "review_low_confidence_when", f"applies only when `{rule.when.source}`; "
                               + "; ".join(applies.trace) + f"; {term.key} is read from {term.evidence_kind} evidence "
                               f"(confidence {term.confidence:g} < {policy.min_confidence:g})",
                               reason_terms=(term.key,), facts=applies.facts, weak=term)
            return finding("pass", "not_applicable", f"applies only when `{rule.when.source}`; "
                           + "; ".join(applies.trace), facts=applies.facts)
        if applies.result is None:
            when_note = f"; applied because `{rule.when.source}` cannot be decided ({'; '.join(applies.trace)})"
            when_unknown = applies.facts

    if subject is None:
        names = ", ".join(rule.terms)
        if rule.if_missing == "pass":
            return finding("pass", "pass_when_missing", f"{names} not stated{when_note}")
        return finding("missing", "missing", f"{names} not stated{when_note}")

    for key in rule.keys_read:
        term = terms.get(key)
        if term is not None and term.conflict:
            conflicting = term.conflicting
            others = [Span(text=a.text, page=a.page, start=a.start, end=a.end, document=a.document) for a in conflicting]
            # one value on one page said once, as the reason's sentence says it (the quotes stay apart in others)
            # ... each with the scope it is stated for, when they differ by scope (files of a bundle that disagree
            # contradict each other, whatever scopes one file names)
            scopes = [o.scope if term.conflict_kind == "scoped" else None for o in [term, *conflicting]]
            # (a ladder said row by row, "three tiers: 10% below 99.9%, ...", as the reason says it: not "3 entries")
            values = " vs ".join(dict.fromkeys(
                f"{value_text(key, o.value, 'en') if isinstance(o.value, list) else show(o.value)}"
                f"{f' for {scope!r}' if scope else ''} (page {o.page})"
                for o, scope in zip([term, *conflicting], scopes)))
            if key != base["term"]:
                base.update(term=key, value=term.value, evidence=term.span)
            # values the contract offers as a choice are no contradiction: a person still decides, on other words
            # ... nor are values stated each for a scope of its own: a person decides which scope the order covers
            kind = {"alternatives": ("review_alternatives", "offered as alternatives"),
                    "scoped": ("review_scoped", "differs by scope")}.get(term.conflict_kind,
                                                                          ("review_conflict", "conflicts"))
            return finding("review", kind[0], f"{key} {kind[1]}: {values}", reason_terms=(key,),
                           conflict=[(o.value, o.page, o.document, scope)
                                     for o, scope in zip([term, *conflicting], scopes)],
                           other_evidence=others, conflict_kind=term.conflict_kind)

    if rule.review_when is not None:
        flagged = evaluate(rule.review_when, known)
        if flagged.result:
            return finding("review", "review_flag", f"{'; '.join(flagged.trace)} (review when `{rule.review_when.source}`)",
                           facts=flagged.facts)

    outcome = evaluate(rule.condition, known)
    trace = "; ".join(outcome.trace)
    unstated = [key for key in rule.condition.keys if key not in terms]
    if outcome.result is None:
        return finding("review", "review_unknown",
                       f"{trace}; `{render(rule.condition.tree)}` cannot be decided without {', '.join(unstated)}{when_note}",
                       facts=outcome.facts)
    # (not those whose absence the condition asks about itself: "credit_tiers is not stated" is in its trace already)
    left_out = [key for key in unstated if key not in rule.condition.asks_stated]
    note = f"; not stated: {', '.join(left_out)} (decided on the terms that are stated)" if left_out else ""

    def hedged_finding(term: Term) -> Finding:
        """``review`` on ``term``'s hedge: a past record's or a peak's words said as such, not as best effort, and a
        share of a fee whose period is not said as that (reasons.hedge_kind)."""
        hedged = hedge_kind(term.hedge)
        worded_as = {"_record": "a past record", "_peak": "the most it reaches",
                     "_base": "a share of a fee"}.get(hedged, "best effort")
        # (a share of a fee whose period is not said commits to a cap, only not on the month's fee)
        short_of = "not said to be the month's fee" if hedged == "_base" else "not a commitment"
        return finding("review", "review_hedged" + hedged, f"{trace}; {term.key} is worded as {worded_as} "
                       f"({term.hedge!r}), {short_of}{note}{when_note}", reason_terms=(term.key,),
                       facts=outcome.facts, weak=term)

    # a time counted in working days or hours ("25 business days": 25 calendar days or more) decides only what all the
    # calendar time it may come to decides alike: a "≥ 30" it falls short of, or a "≤ 4" it meets, turns on how long
    least = [terms[key] for key in rule.condition.keys if key in terms and terms[key].counted_in is not None]
    if least and evaluate(rule.condition, {**known, **{t.key: replace(known[t.key], least=True, most=working_most(t))
                                                       for t in least}}).result is None:
        term = next((t for t in least if any(f.key == t.key for f in outcome.facts)), least[0])
        base.update(term=term.key, value=term.value, evidence=term.span)
        most = working_most(term)
        return finding("review", "review_least", f"{trace}; {term.key} is counted in {term.counted_in.replace('_', ' ')}"
                       f" ({term.text!r}): at least {show(term.value)}, "
                       f"{'no most' if most is None else f'at most {show(most)}'} in calendar time, and a longer time "
                       f"would decide otherwise{note}{when_note}", reason_terms=(term.key,),
                       facts=outcome.facts, weak=term, most=most)
    if outcome.result:
        weak = weak_terms(rule, terms, policy)
        if weak and evaluate(rule.condition, without(known, weak)).result is not True:
            used = [t for t in weak if any(f.key == t.key for f in outcome.facts)] or weak
            term = next((t for t in used if t.hedge is not None), used[0])
            base.update(term=term.key, value=term.value, evidence=term.span)
            if term.hedge is not None:
                return hedged_finding(term)
            # ... a gapped ladder's holes named, each a stretch of availability its bands leave without a credit
            holes = "".join(f"; its bands leave availability from {g.from_pct:g}% up to {g.to_pct:g}% without a credit"
                            for g in term.gaps or ())
            return finding("review", "review_low_confidence", f"{trace}; {term.key} is read from {term.evidence_kind} "
                           f"evidence (confidence {term.confidence:g} < {policy.min_confidence:g}){holes}{note}{when_note}",
                           reason_terms=(term.key,), facts=outcome.facts, weak=term)
        return finding("pass", "pass", f"{trace}{note}{when_note}", facts=outcome.facts)
    # ... and so is a fail: a user must not be told a contract fails on a guess (a loose "15-40 kW depending on the
    # location" read as 15; a feed's current at an assumed 220 V, where a three-phase feed carries three times as
    # much); best-effort words leave a shortfall a shortfall, but a share of a fee whose period is not said may be none
    # of the month's fee ("不超过服务器租用费用的20%": 20% of the whole term's fee may be more than 30% of a month's)
    based = [t for t in weak_terms(rule, terms, policy) if t.hedge is not None and hedge_kind(t.hedge) == "_base"]
    weak = based + [t for t in weak_terms(rule, terms, policy, hedged=False) if t not in based]
    if weak and evaluate(rule.condition, without(known, weak)).result is not False:
        term = next((t for t in weak if any(f.key == t.key for f in outcome.facts)), weak[0])
        base.update(term=term.key, value=term.value, evidence=term.span)
        if term in based:
            return hedged_finding(term)
        return finding("review", "review_low_confidence_fail", f"{trace}; {term.key} is read from {term.evidence_kind} "
                       f"evidence (confidence {term.confidence:g} < {policy.min_confidence:g}){note}{when_note}",
                       reason_terms=(term.key,), facts=outcome.facts, weak=term)
    required = " ".join(rule.condition.source.split())
    return finding("fail", "fail", f"{trace}; required: {required}{note}{when_note}", facts=outcome.facts,
                   unstated=unstated)


def evaluate_checklist(checklist: Checklist, terms: Iterable[Term], lang: str = "en",
                       quoted: Quoter | None = None) -> list[Finding]:
    """One finding per rule, in the checklist's order (``quoted`` as ``evaluate_rule`` takes it)."""
    by_key = index_terms(terms)
    return [evaluate_rule(rule, by_key, lang, checklist.evidence, quoted) for rule in checklist.rules]


def summarize(findings: Iterable[Finding]) -> Summary:
    counts = {"pass": 0, "fail": 0, "missing": 0, "review": 0}
    for finding in findings:
        counts[finding.status] += 1
    return Summary(**counts)


def check_terms(terms: Iterable[Term], checklist: Checklist, document: DocumentInfo, lang: str | None = None,
                quoted: Quoter | None = None) -> CheckResult:
    """The ``check`` result for terms read from ``document`` (lang defaults to the document's; ``quoted`` as
    ``evaluate_rule`` takes it)."""
    findings = evaluate_checklist(checklist, terms, lang or default_language([document.language]), quoted)
    return CheckResult(document=document, checklist=checklist.name, findings=findings, summary=summarize(findings))


def blocking_findings(result: CheckResult) -> list[Finding]:
    """Findings of blocker rules that are ``fail``, ``missing`` or ``review``, in checklist order."""
    return [f for f in result.findings if f.severity == "blocker" and f.status in BLOCKING_STATUSES]


def blocker_found(result: CheckResult) -> bool:
    """True when a blocker rule has not passed — ``slacheck check`` then exits 1."""
    return bool(blocking_findings(result))
