"""Caps on credits over a span other than one calendar month (SPEC §3.4 caps a month; it is silent on these, README
"Claim readings" says how a claim reads them): a cap on each outage's credit ("The maximum SLA-compensation for an
individual interruption shall be limited to ...", "单次故障赔偿金额最高不超过...") and a cap on the credits of a year or of
the whole term ("Total service credits in any twelve (12) month period shall not exceed 5% of the annual fees",
"每年累计赔偿不超过年度服务费的5%"). Pure: the words in, the amounts out; the engine and the claim's review call them."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Sequence

from .credits import exact, round_money
from .months import parse_month

# the forms a credit per outage can be computed for; a tier of the month's availability cannot (it is the month's)
OUTAGE_FORMS = ("downtime_multiple", "per_hour")
_PCT = re.compile(r"(\d+(?:\.\d+)?)\s*%")
NOTES_LISTED = 10  # capped outages a month's review names one by one; the rest are counted
EACH_CAPPED = "each outage capped at"  # (a credit form's detail where each outage's credit was capped)


@dataclass(frozen=True)
class OutageCap:
    """The contract's cap (``credit_cap_pct``) read as a cap on each outage's credit: ``unit_fee`` its base the
    interrupted unit's part of the monthly fee (the fee over the SLA's units), else the whole monthly fee; ``words``
    the sentence's words of one outage, ``where`` where the cap was read (both for the notes). A cap in service time
    ("24 hours per incident", ``time_cap_of``) is the share of the fee that time is, a month of ``month_days`` days;
    the contract's month's cap (``credit_cap_pct``) still caps the month beside it."""

    pct: Fraction
    unit_fee: bool
    words: str
    where: str
    month_days: int | None = None  # (a cap in service time: the month's days it is counted on)
    # a second cap the same words put on each outage ("..., nor 5 days of service": ``TierGrammar.second_outage_cap``),
    # the outage owed the lesser; or the words of one a claim cannot price (said, not applied)
    also: "OutageCap | None" = None
    unpriced: str | None = None

    @property
    def in_service_time(self) -> bool:
        return self.month_days is not None

    def own(self, monthly_fee: Fraction, units: int) -> Fraction:
        """This cap's amount on one outage (of one unit where the base is a unit's fee), the second one's aside."""
        return self.pct / 100 * exact(monthly_fee) / (units if self.unit_fee else 1)

    def amount(self, monthly_fee: Fraction, units: int) -> Fraction:
        """One outage's cap: the lesser of the two where the words state two."""
        own = self.own(monthly_fee, units)
        return own if self.also is None else min(own, self.also.amount(monthly_fee, units))


def outage_words(sentence: str, grammar):
    """The first words of one outage in ``sentence`` (``outage_caps``: "for any single outage"), not those of a cap in
    service time ("not to exceed 1 week of credit per incident, and the total month maximum credit of one Monthly
    Recurring Charge": the month's cap beside it is the month's); None where there are none."""
    timed = [(m.start(), m.end()) for m in grammar.time_cap.finditer(sentence)]
    return next((m for m in grammar.outage_cap.finditer(sentence)
                 if not any(start <= m.start() < end for start, end in timed)), None)


def outage_cap_of(sentence: str | None, cap_pct, where: str, grammar) -> OutageCap | None:
    """The cap of ``sentence`` (the one ``credit_cap_pct`` was read in, NFKC) as a cap on each outage, where its words
    name one outage (``outage_caps``) and a base a claim knows: the interrupted unit's fee (``outage_cap_unit_fees``:
    "for the interrupted Service-item") or the month's (``month_fees``: "当月服务费"); else None (a month's cap, or a
    base the claim cannot price: a note says it)."""
    if cap_pct is None or not sentence:
        return None
    words = outage_words(sentence, grammar)
    if words is None:
        return None
    if grammar.outage_cap_unit_fee.search(sentence):
        unit_fee = True
    elif grammar.month_fee.search(sentence):
        unit_fee = False
    else:
        return None
    share = next((m for m in _PCT.finditer(sentence, words.end()) if Fraction(m.group(1)) == exact(cap_pct)), None)
    second = grammar.second_outage_cap(sentence, share.end()) if share is not None else None
    also = unpriced = None
    if second is not None and second[0] is None:
        unpriced = second[1]
    elif second is not None:  # (days of service: of the interrupted unit's where the first cap is of its fee)
        also = OutageCap(second[0], unit_fee and second[2] is not None, second[1], where, second[2])
    return OutageCap(exact(cap_pct), unit_fee, words.group(), where, also=also, unpriced=unpriced)


def time_cap_of(sentence: str | None, where: str, grammar, unit_fee: bool) -> OutageCap | None:
    """The cap on the service time one outage earns that ``sentence`` (NFKC, one ``capped_credit_clauses`` finds)
    states, as a cap on each outage's credit: the share of the fee that time is (``TierGrammar.service_time_cap``),
    of the interrupted unit's fee where the credit is of a unit's (``unit_fee``), else of the whole fee; None where it
    states none."""
    found = grammar.service_time_cap(sentence) if sentence else None
    if found is None:
        return None
    pct, words, month_days = found
    return OutageCap(pct, unit_fee, words, where, month_days)


def outage_cap_applies(cap: OutageCap | None, terms, sla_unit: str | None = None) -> bool:
    """Can each outage's credit be computed and capped exactly under ``terms`` (``sla_unit``: the claim's where not
    theirs)? Not where a tier of the month's availability is stated (no outage has a share of it), nor where no
    per-outage form is, nor for a credit per hour of the whole fee where the cap is of one unit's fee (an hour of the
    whole service is no unit's). A per-hour credit with an onset's share or another period (``credits.PeriodTerms``) is
    computed per outage as the month's is (``ClaimEngine.outages``)."""
    if cap is None or terms.credit_tiers:
        return False
    if terms.credit_downtime_multiple is not None:
        return True
    per_unit_base = terms.credit_base == "unit" and (sla_unit or terms.sla_unit or "cluster") != "cluster"
    return terms.credit_per_hour_pct is not None and (per_unit_base or not cap.unit_fee)


def outage_cap_applies_each(cap: OutageCap | None, per_unit: bool) -> bool:
    """Can each outage's credit per incident by its length (``claim_inputs.per_incident_priced``) be capped at ``cap``?
    Where the cap is of the month's fee, or of the interrupted unit's and the clause is owed for each unit (each outage
    one unit's); not a unit's cap on an outage of the whole service (no one unit's)."""
    return cap is not None and (per_unit or not cap.unit_fee)


@dataclass(frozen=True)
class Outage:
    """One outage a per-outage cap applies to: the incidents merged into it, the unit it downed (None: the whole
    service; "*": units the log never names), its start and end in the month (ISO minutes), the units it stands for
    (each its own outage under a unit's cap), per credit form its credit for one of them, uncapped, whether it runs
    on into the month before or after, and per form what its parts in the months before earned (``earlier``: the cap
    caps the outage, so they take their part of it first and this month's part is cut; README "Claim readings")."""

    ids: tuple[str, ...]
    unit: str | None
    start: str
    end: str
    units: int
    credits: dict
    across: bool = False
    earlier: dict | None = None


@dataclass(frozen=True)
class OutagesCapped:
    """A form's credit as the sum of its outages' capped credits: the total, each outage the cap cut with its uncapped
    credit (of one unit) and what it was capped at, and how many outages there were and were cut (an outage of several
    units counts one each)."""

    total: Fraction
    cut: list[tuple[Outage, Fraction, Fraction]]
    count: int

    @property
    def cut_count(self) -> int:
        return sum(outage.units for outage, _, _ in self.cut)


def cap_each_outage(outages: Sequence[Outage], form: str, cap: Fraction) -> OutagesCapped:
    """Each outage's credit under ``form`` capped at ``cap`` less what its parts in the months before earned (for
    each unit it stands for), summed."""
    total, cut = Fraction(0), []
    for outage in outages:
        credit = outage.credits.get(form, Fraction(0))
        room = max(cap - (outage.earlier or {}).get(form, Fraction(0)), Fraction(0))
        if credit > room:
            cut.append((outage, credit, room))
        total += min(credit, room) * outage.units
    return OutagesCapped(total, cut, sum(outage.units for outage in outages))


def outage_notes(capped: OutagesCapped, cap: OutageCap, monthly_fee, units: int, words: dict) -> list[str]:
    """What a month's review says of the outages ``capped`` cut: the cap, once (and the second the words state, the
    lesser applied, or one not priced), then each outage (``NOTES_LISTED`` of them named, the rest counted), with its
    incidents and uncapped credit (``outage_capped`` of ``messages.yaml``)."""
    amount = cap.amount(monthly_fee, units)
    notes = [_cap_said(cap, cap.own(monthly_fee, units), words, capped.cut_count)]
    if cap.also is not None:
        notes.append(words["also"].format(cap=_cap_said(cap.also, cap.also.own(monthly_fee, units), words),
                                          amount=round_money(amount)))
    if cap.unpriced:
        notes.append(words["also_unpriced"].format(words=cap.unpriced, amount=round_money(amount)))
    for outage, credit, room in capped.cut[:NOTES_LISTED]:
        notes.append(words["outage" if room == amount else "outage_later"].format(
            unit=words["unit"].format(unit=outage.unit) if outage.unit else words["whole"], start=outage.start,
            end=outage.end, ids=", ".join(outage.ids), uncapped=round_money(credit), amount=round_money(room),
            cap=round_money(amount), earlier=round_money(amount - room),
            units=words["units"].format(units=outage.units) if outage.units > 1 else ""))
    if len(capped.cut) > NOTES_LISTED:
        notes.append(words["more"].format(more=len(capped.cut) - NOTES_LISTED))
    return notes


def _cap_said(cap: OutageCap, amount: Fraction, words: dict, cut: int | None = None) -> str:
    """The note saying ``cap`` at ``amount``, with the ``cut`` outages it cut (None: the second cap, said short)."""
    key = ("second" if cut is None else "applied") + ("_time" if cap.in_service_time else "")
    return words[key].format(days=cap.month_days, cap=f"{float(cap.pct):g}", amount=round_money(amount),
                             base=words["unit_base" if cap.unit_fee else "month_base"], words=cap.words,
                             where=cap.where, cut=cut)


@dataclass(frozen=True)
class PeriodCap:
    """A cap on the credits of a ``period`` ("year": any twelve consecutive months; "term": all the contract's months)
    at ``pct`` of ``months`` months' fee (12: the annual fee; 1: a month's), read in ``span``."""

    pct: Fraction
    months: int
    period: str
    span: object

    def amount(self, monthly_fee: Fraction | Decimal) -> Fraction:
        return self.pct / 100 * exact(monthly_fee) * self.months


def period_cap_of(span, text: str, grammar) -> PeriodCap | None:
    """The cap of a sentence that caps the credits (``text``: the NFKC words of ``span``, one of
    ``capped_credit_clauses``) read as a cap over a year or the term: its period (``term_periods``; ``year_periods``, or
    a year's fee named), the share after its cap word and the fee that share is of (``year_fees``, ``month_fees``).
    None where any of them is not stated (the contract's total value: a claim cannot price it, and quotes it), or the
    fee is a month's share of the year's (``year_fee_shares``: "12% of one twelfth of the annual charge")."""
    cap = grammar.cap.search(text)
    if cap is None or grammar.year_fee_share.search(text):  # ("one twelfth of the annual charge": a month's)
        return None
    pct = _PCT.search(text, cap.start())
    year_fee = grammar.year_fee.search(text)
    months = 12 if year_fee else 1 if grammar.month_fee.search(text) else None
    period = "term" if grammar.term_period.search(text) else \
        "year" if grammar.year_period.search(text) or year_fee else None
    if pct is None or months is None or period is None:
        return None
    return PeriodCap(Fraction(pct.group(1)), months, period, span)


def claim_reads(text: str, grammar) -> bool:
    """Does a claim read money in ``text`` (NFKC, one of ``capped_credit_clauses``) beside the terms: a cap on one
    outage's credit (``outage_words``: the contract's cap's sentence naming one outage) or service time
    (``time_cap_of``), or on a year's or the term's credits (``period_cap_of``)? A month's cap is its term's
    (``credit_cap_pct``); another sentence a claim only quotes."""
    return outage_words(text, grammar) is not None or time_cap_of(text, "", grammar, False) is not None \
        or period_cap_of(None, text, grammar) is not None


def _month_number(label: str) -> int:
    """``"2026-03"`` as a count of months, so two labels' difference is the months between them."""
    year, month = parse_month(label)
    return year * 12 + month - 1


def period_cuts(months: Sequence[tuple[str, Decimal]], cap: PeriodCap, monthly_fee) -> list[tuple[Decimal, Decimal]]:
    """Per month (``months``: each label and credit, in any order) what ``cap`` leaves of its credit, applied in month
    order (later months cut), and what the months before it in its period were credited: (amount, used)."""
    limit = cap.amount(monthly_fee)
    order = sorted(range(len(months)), key=lambda i: months[i][0])
    kept: dict[int, Decimal] = {}
    out: dict[int, tuple[Decimal, Decimal]] = {}
    for i in order:
        number = _month_number(months[i][0])
        used = sum((amount for j, amount in kept.items()
                    if cap.period == "term" or number - _month_number(months[j][0]) < 12), Decimal("0.00"))
        room = max(round_money(limit - exact(used)), Decimal("0.00"))
        kept[i] = min(months[i][1], room)
        out[i] = (kept[i], used)
    return [out[i] for i in range(len(months))]
