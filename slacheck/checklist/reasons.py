"""A finding's reason as a sentence a lawyer reads, in the page's language.

The engine's ``explanation`` is a trace for whoever audits the checklist
(``rack_power_kw = 15 (page 2) is not >= 20``); a reviewer needs "单柜功率为15千瓦，低于要求的
20千瓦" and values written as people write them ("三档：低于99.9%赔10%…", "184,800", "72小时").
The words are data (``reasons.yaml``); this module only picks the frame for each comparison
(``conditions.Fact``) and formats values by the unit of their term.
"""

from __future__ import annotations

from decimal import Decimal
from functools import lru_cache
from typing import Any, Callable, Iterable, Sequence

from ..models import Finding, Span
from ..yamlfile import packaged_data
from .conditions import Fact, show

GROUP_DIGITS_FROM = 10000  # 184,800 but 2048
# a quote of the contract longer than this is narrowed to the clauses that hold the term's words (quoting.sentence_of),
# and cut here inside a reason (best-effort words, a span read from no document's text)
QUOTE_CHARS = 400


@lru_cache(maxsize=1)
def words() -> dict[str, Any]:
    return packaged_data("slacheck.checklist", "reasons.yaml")


def _lang(lang: str) -> str:
    return lang if lang in ("zh", "en") else "en"


def term_label(key: str, lang: str) -> str:
    """The term's name in ``lang`` ("单柜功率", "rack power"); the key if it has none."""
    entry = words()["terms"].get(key)
    return entry[_lang(lang)] if entry else key


def worded_for_period(finding: Finding) -> Finding:
    """``finding`` naming its term by the period the sentence it quotes states the term over, when that is not the
    period the term's label names (``stated_periods``: "服务可靠性 99.1%，即每年…" is a yearly availability, no monthly
    one): its reason says the period's label for the term's and, with its message, adds the period's note. The value
    and the verdict stay as they are; ``finding`` itself when the sentence names the term's own period, or none."""
    spec = words()["stated_periods"].get(finding.term or "")
    if spec is None or finding.evidence is None:
        return finding
    sentence = finding.evidence.text.lower()
    if any(word.lower() in sentence for word in spec["own"]):
        return finding
    period = next((p for p in spec["periods"].values() if any(word.lower() in sentence for word in p["words"])), None)
    for lang in ("zh", "en") if period is not None else ():
        label = term_label(finding.term, lang)
        if label in finding.reason:  # (the reason's language)
            note = period["note"][lang].format(page=finding.evidence.page)
            return finding.model_copy(update={"reason": finding.reason.replace(label, period["label"][lang]) + note,
                                              "message": finding.message + note})
    return finding


def conflict_note(kind: str, lang: str, scopes: list[tuple[str, str]] | None = None) -> str:
    """A term in conflict, marked after its value by its ``conflict_kind``: " (alternatives)", "（相互矛盾）"; by scope,
    with each value (as shown) and the scope it is stated for, where ``scopes`` names them: " (by scope: 99.95% for
    “标准存储”, 99.9% for “低频存储”)"."""
    lang = _lang(lang)
    if kind == "scoped" and scopes:
        said = [words()["scope_value"][lang].format(value=value, scope=scope) for value, scope in dict.fromkeys(scopes)]
        return words()["conflict_kinds"]["scoped_named"][lang].format(scopes=words()["joins"][lang]["list"].join(said))
    return words()["conflict_kinds"][kind][lang]


def hedge_kind(hedge: str) -> str:
    """What a hedge's words (``Term.hedge``) say of the figure, as a suffix of the words naming it: "_record" for a level
    reached in the past ("过去12个月", "historically"), "_peak" for the most it reaches ("高达"), "" for best effort
    (``hedge_kinds``)."""
    said = hedge.lower()
    return next((f"_{kind}" for kind, marks in words()["hedge_kinds"].items()
                 if any(_says(said, mark.lower()) for mark in marks)), "")


def _says(said: str, mark: str) -> bool:
    """Does ``said`` hold ``mark``, one in a Latin script at a word's start ("fees" holds "fee", "efforts" no "fort",
    "current" no "rent")?"""
    at = said.find(mark)
    while at >= 0:
        if not (mark[:1].isascii() and mark[:1].isalpha() and at > 0 and said[at - 1].isalpha()):
            return True
        at = said.find(mark, at + 1)
    return False


def hedge_note(hedge: str, lang: str) -> str:
    """A value worded as best effort, marked after it with the contract's words: " (best effort: …)", "（尽力而为：…）";
    " (past record: …)" where the words are a record's (``hedge_kind``)."""
    return words()["hedge_note" + hedge_kind(hedge)][_lang(lang)].format(hedge=hedge)


def number_text(value: Any) -> str:
    """20 not 20.0, 99.9, 184,800 (digits grouped from five digits on)."""
    text = show(value)
    try:
        number = Decimal(text)
    except ArithmeticError:
        return text
    if abs(number) >= GROUP_DIGITS_FROM and number == number.to_integral_value():
        return f"{int(number):,}"
    return text


def with_unit(key: str, value: Any, lang: str) -> str:
    """A number with its term's unit: 20千瓦, 72 hours, 1 day."""
    lang = _lang(lang)
    unit = words()["terms"].get(key, {}).get("unit")
    n = number_text(value)
    if unit is None:
        return n
    frames = words()["units"][unit]
    frame = frames.get(f"{lang}_one", frames[lang]) if n == "1" else frames[lang]
    return frame.format(n=n)


def tiers_text(tiers: Sequence[Any], lang: str) -> str:
    """Credit tiers row by row: "三档：低于99.9%赔10%，低于99.5%赔25%"."""
    lang = _lang(lang)
    frame = words()["tiers"][lang]
    rows = []
    for tier in tiers:
        below = tier["below_pct"] if isinstance(tier, dict) else tier.below_pct
        credit = tier["credit_pct"] if isinstance(tier, dict) else tier.credit_pct
        # a credit written in days of service is an unrounded share (7 days: 23.333333333333332): said to 4 places
        rows.append(frame["row"].format(below=f"{number_text(below)}%", credit=f"{number_text(round(credit, 4))}%"))
    counts = words()["counts"][lang]
    count = counts[len(rows)] if len(rows) < len(counts) else str(len(rows))
    # "one tier: 100% below 55.5555555%", not "one tiers" (a language whose list reads the same for one has no list_one)
    form = frame.get("list_one", frame["list"]) if len(rows) == 1 else frame["list"]
    return form.format(count=count, rows=frame["join"].join(rows))


def value_text(key: str, value: Any, lang: str) -> str:
    """A term's value as a person writes it in ``lang`` (no Python reprs, no "3 entries")."""
    lang = _lang(lang)
    if value is None:
        return ""
    if key == "credit_tiers" and isinstance(value, (list, tuple)):
        return tiers_text(value, lang)
    if isinstance(value, bool):
        return words()["booleans"][str(value).lower()][lang]
    if isinstance(value, (int, float, Decimal)):
        return with_unit(key, value, lang)
    if isinstance(value, (list, tuple)):
        return words()["joins"][lang]["list"].join(value_text(key, v, lang) for v in value)
    if isinstance(value, dict):
        return words()["joins"][lang]["list"].join(f"{k} {value_text(key, v, lang)}" for k, v in value.items())
    named = words()["values"].get(key, {}).get(str(value))
    return named[lang] if named else str(value)


def working_text(counted_in: str, count: Any, lang: str) -> str:
    """A time counted in working days or hours (``Term.counted_in``) as the contract counts it, ``count`` of them: "30
    business days", "60个工作日" (not "30 days": 30 business days may be 42 calendar days)."""
    lang = _lang(lang)
    frames = words()["working_units"][counted_in]
    n = number_text(count)
    return frames.get(f"{lang}_one", frames[lang]).format(n=n) if n == "1" else frames[lang].format(n=n)


def period_text(rate: Any, minutes: int | None, onset: Any, first: Any = None, free: Any = None, free_month: Any = None,
                month_over: Any = None, month_from: Any = None, *, lang: str) -> str:
    """A credit per hour as the contract states it (README "Credits per period"): over its own period ("5% of the
    monthly fee per 30 minutes", "每2小时月费的5%") and after the share owed at each outage's onset where one is stated
    ("3% of the monthly fee at each outage's onset, then 3% of the monthly fee per hour"), or after the first hour's
    share that onset was worked out from ("5% of the monthly fee for the first hour, then 2% ... per hour"), or after
    the first minutes of each outage that owe nothing (``free``: "no credit for the first hour of each outage, then
    ..."), or after a month's first minutes of downtime (``free_month``, mo50: "no credit for the first 4 hours of downtime
    in each month, then ..."), or only in a month whose downtime passes some minutes (``month_over``, mo51: "2% of the
    monthly fee per hour, in a month whose downtime exceeds 4 hours"), or reaches them (``month_from``, mo52: "...
    reaches 4 hours", the month of exactly 4 hours owing)."""
    lang = _lang(lang)
    frames = words()["period_units"]
    said = frames["rate"][lang].format(n=number_text(rate), period=_period_said(minutes or 60, lang))
    if free:
        said = frames["free"][lang].format(free=_period_said(int(free), lang), rate=said)
    if free_month:
        said = frames["free_month"][lang].format(free=_period_said(int(free_month), lang), rate=said)
    for frame, gate in (("month_over", month_over), ("month_from", month_from)):
        if gate:
            said = frames[frame][lang].format(over=_period_said(int(gate), lang), rate=said)
    if first is not None:  # (the first hour's share the onset was worked out from: "首小时月费的5%，此后每小时月费的2%")
        return frames["first"][lang].format(first=number_text(first), rate=said)
    return said if onset is None else frames["onset"][lang].format(onset=number_text(onset), rate=said)


def _period_said(minutes: int, lang: str) -> str:
    """A period in words (``period_words``): "hour", "2 hours", "30 minutes"."""
    names = words()["period_words"]
    if minutes == 60:
        return names["hour"][lang]
    if minutes % 60 == 0:
        return names["hours"][lang].format(n=minutes // 60)
    return names["minutes"][lang].format(n=number_text(minutes))


def stated_text(key: str, value: Any, lang: str, counted: tuple | None = None) -> str:
    """A term's value as the contract counts it where ``counted`` says how (``Finding.counted``): a time in working
    days or hours (``("working_days", 5)``: "5 business days"), a credit per its own period (``("period", minutes,
    onset)``: "5% of the monthly fee per 30 minutes"); else ``value_text``."""
    if counted is None:
        return value_text(key, value, lang)
    if counted[0] == "period":
        return period_text(value, *counted[1:], lang=lang)
    return working_text(*counted, lang)


def _is_flag(fact: Fact) -> bool:
    """A boolean term compared with true/false: said as "provides …" / "does not provide …"."""
    return isinstance(fact.value, bool) and fact.test in ("true", "==", "!=")


def fact_clause(fact: Fact, lang: str, counted: tuple[str, Any] | None = None) -> str:
    """One comparison as a clause: "单柜功率为15千瓦，低于要求的20千瓦"; a value ``counted`` in working time (what it is
    counted in, and how many) said in it ("索赔期限为60个工作日，不低于30天")."""
    lang = _lang(lang)
    label = term_label(fact.key, lang)
    if counted is not None and counted[0] == "period" and (counted[1] or 60) != 60:
        label = words()["period_units"]["label"][lang]  # (said per its own period: not "per hour")
    if _is_flag(fact):
        return words()["facts"]["flag"]["pass" if fact.value else "fail"][lang].format(term=label)
    frames = words()["facts"][fact.test]
    verdict = "pass" if fact.result else ("fail_branch" if fact.branch and "fail_branch" in frames else "fail")
    if isinstance(fact.limit, (list, tuple)):
        limit = words()["joins"][lang]["or"].join(value_text(fact.key, v, lang) for v in fact.limit)
    else:
        limit = value_text(fact.key, fact.limit, lang)
    value = stated_text(fact.key, fact.value, lang, counted)
    return frames[verdict][lang].format(term=label, value=value, limit=limit)


def _facts(facts: Iterable[Fact], lang: str, counted: dict[str, tuple[str, Any]] | None = None) -> str:
    clauses = list(dict.fromkeys(fact_clause(f, lang, (counted or {}).get(f.key)) for f in facts))
    return words()["joins"][_lang(lang)]["facts"].join(clauses)


def term_labels(keys: Iterable[str], lang: str) -> str:
    """The terms' names in ``lang``, each once, joined as a list: "赔付档位、每小时中断赔付"."""
    return words()["joins"][_lang(lang)]["list"].join(term_label(k, lang) for k in dict.fromkeys(keys))


def quote(text: str) -> str:
    """The contract's words on one line, cut at QUOTE_CHARS."""
    one_line = " ".join(text.split())
    return one_line if len(one_line) <= QUOTE_CHARS else one_line[:QUOTE_CHARS - 1] + "…"


def reason_sentence(kind: str, lang: str, terms: Sequence[str], facts: Sequence[Fact] = (),
                    unstated: Sequence[str] = (), when_unknown: Sequence[Fact] = (),
                    conflict: Sequence[tuple] = (), weak: Any = None, derived: Sequence[Any] = (),
                    quoted: Callable[[Span], Span] | None = None, most: Any = None,
                    counted: dict[str, tuple[str, Any]] | None = None) -> str:
    """The finding's reason for a person.

    Args:
        kind: the verdict's kind, as in messages.yaml (pass, fail, missing, review_conflict, …).
        terms: the keys the sentence is about (the rule's terms, or the conflicting term).
        facts: the comparisons that decided it.
        unstated: keys the condition reads that the contract does not state (decided without them).
        when_unknown: comparisons of a `when` that could not be decided (the rule was applied).
        conflict: (value, page) of each disagreeing occurrence, or (value, page, file) in a
            contract of several files (the file is named), or (value, page, file, scope) where each
            is stated for a scope of its own (the scope is named: file None in one file).
        weak: the term (models.Term) a pass rested on that cannot carry it: its evidence kind,
            its quote, its page and its best-effort words go into the sentence.
        derived: the terms (models.Term) of the facts that the contract does not write as such:
            each is named with the words it was worked out from.
        quoted: the contract's words a term's span is quoted by (``quoting.sentences_in``: the sentence holding it, as
            the finding's evidence quotes it); the term's own words without it.
        most: for ``weak`` counted in working time (``Term.counted_in``), the most calendar time it can come to (None:
            no most): the sentence says the stretch, from its value up to that.
        counted: the keys of the facts whose terms are counted in working time, each with what it is counted in
            (``Term.counted_in``) and how many of them: their values are said so ("30 business days").
    """
    lang = _lang(lang)
    quoted = quoted or (lambda span: span)
    note = ""
    if unstated:
        note += words()["notes"]["decided_on_stated"][lang].format(terms=term_labels(unstated, lang))
    if when_unknown:
        note += words()["notes"]["applied_when_unknown"][lang].format(facts=_facts(when_unknown, lang))
    for term in derived:
        said = quoted(term.span)
        note += words()["notes"]["derived"][lang].format(terms=term_labels([term.key], lang), quote=quote(said.text),
                                                          page=said.page)
    facts_text = _facts(facts, lang, counted)
    if conflict:
        key = terms[0]
        said = (words()["conflict_value" + ("_scoped" if scope else "") + ("_in" if document else "")][lang].format(
            value=value_text(key, value, lang), page=page, document=document, scope=scope)
            for value, page, document, scope in (tuple(c) + (None,) * (4 - len(c)) for c in conflict))
        # two occurrences of one value on one page (a tier table per storage class) are said once
        facts_text = words()["joins"][lang]["list"].join(dict.fromkeys(said))
    fields = {}
    if weak is not None:
        said = quoted(weak.span)
        # a derived figure too weak to carry a verdict rests on a factor assumed (evidence.yaml ``assumed``): named
        assumed = words()["assumed"].get(weak.key) if weak.evidence_kind == "derived" and weak.hedge is None else None
        evidence = (assumed or words()["evidence_kinds"][weak.evidence_kind])[lang]
        fields = dict(evidence=evidence, quote=quote(said.text),
                      page=said.page, hedge=quote(weak.hedge or ""))
        if getattr(weak, "counted_in", None) is not None:
            stretch = words()["stretch"]["open" if most is None else "bounded"][lang]
            fields["stretch"] = stretch.format(least=value_text(weak.key, weak.value, lang),
                                               most=value_text(weak.key, most, lang))
    return words()["sentences"][kind][lang].format(facts=facts_text, terms=term_labels(terms, lang), note=note, **fields)
