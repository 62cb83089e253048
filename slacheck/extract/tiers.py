"""Credit tiers: availability bands and the credit owed below each (SPEC §1 ``credit_tiers``).

A tier is ``{below_pct, credit_pct}``: availability strictly below ``below_pct`` earns
``credit_pct`` of the monthly fee (SPEC §3.4). Contracts write the band in every notation:
"低于99.95%但等于或高于99%", "99.95% > Av ≥ 99%", "≥ 99% and < 99.95%", "99% - 99.9%",
"Less than 99.9% but equal to or greater than 99.0%", "99.0% to < 99.90%", "< 95%". The
grammar here reads each number's bound word (before it or after it, data in the ``tiers``
section of lang/*.yaml) and joins the bounds into a band whose UPPER end is ``below_pct``.
A bound is never a credit: the credit is a number that no bound word claims, and only when
a credit phrase, a fee phrase or a credit column says it is one.

Three readers feed the same rows: tables (tables.py, the header or the phrase before the
table names the band and the credit columns), tier sentences and lines ("If availability
falls below 99.9%, you will receive a credit of 10%"), and a commitment followed by what is
owed when it is missed ("可用性不低于99.9%，如未达到，按照服务费的百分之十"). A band below
``MIN_BAND_PCT`` (a humidity or a packet-loss figure) or a credit above 100% is not a tier.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import re
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Callable, Iterable, Sequence

from ..datacache import Memo
from ..lazy import LazyPattern
from ..models import Document, IncidentCredit, Span, Term
from .literals import CASE_PARTNERS_OF_ASCII
from .lang.schema import TIER_KEYS
from . import fold
from .data import swapped_letters
from .matchers import LANGUAGES, load_language, normalise_phrase
from .numbers import Quantity, find_quantities, may_open_with_duration, nfkc, nfkc_each
from .select import Candidate
from .tables import MERGED, Row, Table, cell_text, joined_pieces, read_tables

MIN_BAND_PCT = 50.0          # a band ending lower than this is not an availability band
MAX_CREDIT_PCT = 100.0
_WORD = re.compile(r"\w")  # a letter or a digit
FULL_PCT = 100.0             # the whole scale: a no-credit band up to it ("98.0% - 100%") is open above
TARGET_LEVEL_MIN = 90.0      # the lowest figure a target a breach names may be ("Availability Target": _several_levels)
BOUND_REACH = 60             # characters before a number in which its bound word may stand
POST_REACH = 24              # ... and after it ("99.95% > Av")
PAIR_GAP = 48                # longest text between the two bounds of one band
BAND_SPAN = 10.0             # widest band written "< 99.95%-99.00%" (a wider drop is a credit: "< 95% - 50%")
LOOKBACK_SENTENCES = 3       # a tier line's subject or credit word may be in the lines above it
INTRO_CHARS = 300            # the phrase before a table
SHAPED_LINE_CHARS = 80       # longest plain line of a ladder read by its shape (``shaped_lines``): a band and a credit
LEVEL_WORD_REACH = 24        # "99.9% uptime": a subject word right after a level, within this
COMMITMENT_REACH = 3000      # a breach sentence takes the availability commitment this far before it
GROUP_GAP_SENTENCES = 2      # tier rows further apart than this are separate tier lists
OUTAGE_GAP = 24              # longest text between a single outage's words and the word of it lasting longer
# a credit in days of service is that share of the month's fee, a month taken as 30 days (README, as a cap written in
# days of credit is): "3 days of service" is 10%, a derived credit for review
MONTH_DAYS = 30
MINUTES_PER_DAY = 1440
# ... unless the clause states the month it counts on ("(31天計算)", "按31天计算", "31 Day Calculation"): a month's length
MONTH_LENGTHS = range(28, 32)
# the kinds of length a credit of service time is written in: a length of time ("24 hours of service") or of months
# ("1 month’s credit", a whole month's fee); ``day_credits`` reads only whole days among them as a share of the fee
SERVICE_TIME_KINDS = ("duration", "period")
SECOND_CAP_REACH = 12  # characters from a second cap word to its figure ("且不超过当月服务费的5%", "nor 5 days")
# a clause or sentence ends between two numbers (NFKC text: the full-width comma is ",")
_CLAUSE_BREAK = re.compile("[,;:\n\u3002]")
_FIGURE_NEXT = re.compile(r"\s*\d")  # a figure right after a bound sign: the sign is that figure's
# where the words after a figure stop being its own: a clause break or the next figure
_SHARE_STOP = re.compile("[,;:\n\u3002\\d]")
_DECIMAL = re.compile(r"\d+(?:\.(\d+))?")
LATIN_START = r"(?<![A-Za-z])"  # no Latin letter (nor, under IGNORECASE, one of its case partners) just before
# where a single outage's clause ends: a clause break or a bracket (NFKC text: "（" is "(")
_OUTAGE_CLAUSE = re.compile("[,;:()\n\u3002]")
FIELDS = TIER_KEYS  # the grammar's word lists: those lang/schema.py requires of every language file


@dataclass(frozen=True)
class Band:
    """An availability band: ``upper`` is the tier's ``below_pct`` (None: only a lower bound)."""

    upper: float | None
    lower: float | None
    start: int
    end: int
    # the step of the figure the upper end is written in (0.1 for "99.8%") when the band is a closed range of two
    # bare figures ("99.0% - 99.8%", "between 99.0% and 99.8%") or its upper end's sign holds it in ("<= 94.99%",
    # "98.99% or less": ``TierGrammar._inclusive_step``): its upper end is inside the band. None when a strict bound
    # word or sign ends it ("99.0% to < 99.9%", "below 99.9%")
    step: float | None = None


@dataclass(frozen=True)
class TierRow:
    """One tier read from the text, with the span that states it."""

    below_pct: float
    credit_pct: float
    start: int
    end: int
    scope: tuple[int, int] | None = None  # (table, group of rows) for a table row
    kind: str = "operative"  # what states it (models.EvidenceKind): a table row, a sentence, a breach
    # the band read, whose upper end is ``below_pct`` (``closed_uppers`` reads its lower end and written step); None
    # for a tier no band states (a ladder's bare level, a commitment missed)
    band: Band | None = None


@functools.lru_cache(maxsize=None)
def _phrase_body(phrase: str, reverse: bool = False, latin_start: bool = True) -> str:
    """One phrase as a regex: any case, any spacing between words, never inside a Latin word.
    ``reverse``: the phrase spelt backwards, to match it ending at a position (see ``Bounds``).
    ``latin_start=False``: without the test that no Latin letter stands before it (``_phrase_re`` makes it once).
    Kept: a phrase is in several of the grammar's patterns (``Bounds`` and the lists' alternations)."""
    return "".join(_phrase_atoms(phrase, reverse, latin_start))


def _phrase_atoms(phrase: str, reverse: bool = False, latin_start: bool = True) -> tuple[str, ...]:
    """``_phrase_body(phrase)`` as the regex pieces it is written with, in order: the test before it, each word
    and each space between two, the test after it."""
    words = phrase.split()
    if reverse:
        words = [w[::-1] for w in reversed(words)]
    space = r"\s*" if not phrase.isascii() else r"\s+"
    atoms = [LATIN_START] if latin_start and _latin(words[0][0]) else []
    for n, word in enumerate(words):
        atoms += [space, re.escape(word)] if n else [re.escape(word)]
    if _latin(words[-1][-1]):
        atoms.append(r"(?![A-Za-z])")
    return tuple(atoms)


def _latin(ch: str) -> bool:
    return ch.isascii() and ch.isalpha()


def _forms(phrases: list[str]) -> list[str]:
    """The phrases' normal forms, longest first; forms of one length in their own order, so the
    grammar's patterns are spelled the same every run (their code is kept: regexcode.py)."""
    return sorted({normalise_phrase(p).strip() for p in phrases if str(p).strip()}, key=lambda f: (-len(f), f))


def _gapped(pattern: str) -> str:
    """``pattern`` with each "…" of its phrases a short gap inside one sentence. The phrases are
    in normal form (NFKC writes "…" as "..."), so the gap is looked for as that."""
    return pattern.replace(re.escape(normalise_phrase("…")), r"[^\n。;]{0,16}?")


# characters a negation may stand before the words adding a credit ("which is not in addition", "并不另外赔偿")
NEGATED_ADDED_GAP = 12

# the words between a negation and what it negates, further on in one sentence
SUBJECT_REACH = 24  # characters before a cap's word the level's name it bounds may start in ("服务月可用性在不高于")
_IN_SENTENCE_GAP = r"[^\n。；;!?！？]{0,160}?"


def _bracketed(phrases: list[str]) -> list[str]:
    """The words inside those of ``phrases`` written in brackets ("(含)" -> "含"): a mark of an edge being in or out."""
    return [p.strip()[1:-1].strip() for p in phrases if p.strip()[:1] in "(（" and p.strip()[-1:] in ")）"]


def _mark_holding(marks: list[str], figure: str) -> str:
    """The pattern of a bracketed mark of ``marks`` holding a ``figure`` (a pattern) after its words ("（含99%）",
    "（不含4小时）"): the edge the mark is of, said again."""
    return rf"[(（]\s*(?:{_phrase_re(_bracketed(marks))})\s*{figure}\s*[)）]"


def _phrase_re(phrases: list[str]) -> str:
    """Longest-first alternation of ``phrases`` (``_phrase_body``), behind a lookahead for
    the phrases' first characters: the same matches (every body starts with its first
    character as a literal), but a position no phrase starts at fails in one test instead of
    one per phrase, which makes searching a window several times faster. The phrases that open
    with a Latin letter are tried after one test that no letter stands before them, not one
    test each (inside a word, where most of their first letters stand, that test fails once);
    the others after them. No other phrase can match where one of those does (it opens with no
    letter that ``(?i)`` matches to a Latin one), so at each position the same phrases are tried
    in the same order as in one alternation of them all."""
    forms = _forms(phrases)
    if not forms:
        return "(?!)"
    firsts = "|".join(re.escape(c) for c in sorted({form[0] for form in forms}))
    latin = [form for form in forms if _latin(form[0])]
    others = [form for form in forms if not _latin(form[0])]
    if not latin or any(form[0] in CASE_PARTNERS_OF_ASCII for form in others):
        bodies = [_phrase_body(p) for p in forms]
    else:
        bodies = [f"{LATIN_START}(?:" + "|".join(_phrase_body(p, latin_start=False) for p in latin) + ")",
                  *(_phrase_body(p) for p in others)]
    return f"(?=(?:{firsts}))(?:" + "|".join(bodies) + ")"


def _factored_re(phrases: list[str]) -> str:
    """What ``_phrase_re(phrases)`` matches, each piece several phrases share at the same place written once:
    "(?:Customer|Client)\\s+shall\\s+(?:then|also)\\s+be\\s+entitled\\s+to" for the 4 phrases naming each
    party and adverb of a list written "{parties} shall {adverbs} be entitled to" (``data.with_lists``), where the
    alternation of them all spells every phrase whole (2,000 phrases: ~120,000 characters, 2.5 MB of compiled code
    read in every run: regexcode.py). The same strings match (a regex's alternation and concatenation distribute),
    but which phrase matches may differ: only for a pattern whose match is tested, never what it holds, nor where
    it ends unless the pattern fixes that itself (``\\s*$``). Kept between runs (``FACTORED``: ~10 ms each run)."""
    return FACTORED(tuple(str(p) for p in phrases))


def _factored(phrases: tuple[str, ...]) -> str:
    forms = _forms(list(phrases))
    if not forms:
        return "(?!)"
    firsts = "|".join(re.escape(c) for c in sorted({form[0] for form in forms}))
    tree: dict = {}
    for form in forms:
        node = tree
        for atom in _phrase_atoms(form):
            node = node.setdefault(atom, {})
        node[None] = {}  # a phrase ends here
    return f"(?=(?:{firsts})){_written_tree(tree)}"


def _written_tree(node: dict) -> str:
    """The pattern of the phrases after ``node`` of ``_factored_re``'s tree (a piece -> what follows it; None: a
    phrase ends): the pieces followed by the same phrases in one group, followed by those once."""
    groups: dict[str, list[str]] = {}  # what follows -> the pieces it follows, in the order met
    for atom, after in node.items():
        if atom is not None:
            groups.setdefault(_written_tree(after), []).append(atom)
    if not groups:
        return ""
    alternatives = [(atoms[0] if len(atoms) == 1 else "(?:" + "|".join(atoms) + ")") + after
                    for after, atoms in groups.items()]
    written = alternatives[0] if len(alternatives) == 1 and None not in node else "(?:" + "|".join(alternatives) + ")"
    return written + "?" if None in node else written


# (made of the phrases, this module's pieces and their normal forms: fold.py's, its dictionaries)
FACTORED = Memo("factored-phrases", _factored, lambda: [Path(__file__), Path(fold.__file__), *fold.dictionary_files()])


class Bounds:
    """Which bound word, of several kinds, ends at (``before``) or starts at (``after``) a
    position: one longest-first alternation over every kind, so "no less than" wins over
    "less than" whatever kind each is. A word that must end at a position is matched on the
    reversed text, so the cost is one match, not one search over the window."""

    def __init__(self, kinds: dict[str, list[str]], reverse: bool):
        forms = sorted(((p, kind) for kind, phrases in kinds.items() for p in _forms(phrases)),
                       key=lambda pk: len(pk[0]), reverse=True)
        self.kinds = [kind for _, kind in forms]
        self.reverse = reverse
        body = "|".join(f"({_phrase_body(p, reverse)})" for p, _ in forms) or "(?!)"
        self.rx = LazyPattern(rf"[\s:：]*(?:{body})" if reverse else rf"\s*(?:{body})", re.IGNORECASE)

    def at(self, text: str, lo: int, hi: int) -> tuple[str, int] | None:
        """(kind, where the word starts) of the word ending at ``hi`` (reverse) or starting
        at ``lo`` (forward), looking no further than ``[lo, hi)``."""
        if self.reverse:
            window = text[lo:hi][::-1]
            m = self.rx.match(window)
            return (self.kinds[m.lastindex - 1], hi - m.end()) if m else None
        m = self.rx.match(text, lo, hi)
        return (self.kinds[m.lastindex - 1], m.start(m.lastindex)) if m else None


class TierGrammar:
    """The compiled ``tiers`` data of every language (one instance per process, see ``grammar``)."""

    def __init__(self, data: dict[str, list[str]]):
        flags = re.IGNORECASE
        # (a negated cap's words bound the figure after them as a cap's do, negation or none: "more than" there is no lower end)
        self.before = Bounds({"ceiling": data["caps"] + data["negated_caps"], "upper": data["upper_before"], "lower": data["lower_before"]}, reverse=True)
        self.after = Bounds({"upper": data["upper_after"], "lower": data["lower_after"]}, reverse=False)
        # the upper bound words that hold their figure inside the band ("<= 94.99%", "94.99% or less"): ``_inclusive_step``
        self.inclusive_before = Bounds({"upper": data["upper_inclusive_before"]}, reverse=True)
        self.inclusive_after = Bounds({"upper": data["upper_inclusive_after"]}, reverse=False)
        self.opener = Bounds({"opener": data["range_openers"]}, reverse=True)
        # "99%（含）至99.9%（不含）": a mark of the end being in or out may stand before the joiner
        # ... the mark holding its figure again ("99%（不含99%）至99.9%（不含99.9%）")
        marked = _mark_holding(data["range_marks"], r"\d{1,3}(?:\.\d{1,4})?\s*%")
        marks = rf"(?:\s*(?:{_phrase_re(data['range_marks'])}|{marked}))?"
        self.joiner = LazyPattern(rf"{marks}\s*(?:{_phrase_re(data['range_joiners'])})\s*", flags)
        self.opener_and = LazyPattern(rf"{marks}\s*(?:{_phrase_re(data['range_joiners'] + data['range_and'])})\s*", flags)
        # ... and the same mark holding the figure it marks ("99%以下（含99%）", "4小时以上（含4小时）"): the edge said again,
        # no band, length or credit of its own (``marked_edge``)
        edge_words = _bracketed(data["range_marks"] + data["outage_edge_in"] + data["outage_edge_out"])
        self.mark_open = LazyPattern(rf"[(（]\s*(?:{_phrase_re(edge_words)})\s*$", flags)
        self.mark_close = LazyPattern(r"\s*[)）]", flags)
        self.coordination = LazyPattern(rf"\s*(?:{_phrase_re(data['coordination'])})\s*", flags)
        # word lists ("…" is a short gap inside one sentence)
        self.subject = LazyPattern(_phrase_re(data["subjects"]), flags)
        # ... right before a cap's word, nothing but a copula between ("月可用性不高于99%的"): ``capped_subject``
        self.subject_end = LazyPattern(rf"(?:{_phrase_re(data['subjects'])})(?:[\s:：]|{_phrase_re(data['copulas'])})*$",
                                       flags)
        self.credit_word = LazyPattern(_phrase_re(data["credit_words"]), flags)
        self.fee_word = LazyPattern(_phrase_re(data["fee_words"]), flags)
        # a column of the credits' ceiling ("| 赔偿上限 |", "| Credit cap |"): no credit column of a tier table
        self.cap_column = LazyPattern(_phrase_re(data["cap_columns"]), flags)
        self.per_unit = LazyPattern(_gapped(_phrase_re(data["per_unit"])), flags)
        self.breach = LazyPattern(_gapped(_phrase_re(data["breach"] + data["target_breach"])), flags)  # ("…": a gap)
        self.target_breach = LazyPattern(_gapped(_phrase_re(data["target_breach"])), flags)  # (the target named)
        # a report due a time after the outage, lost without it (``report_deadline_clauses``)
        self.report_from_outage = LazyPattern(_phrase_re(data["report_from_outage"]), flags)
        self.report_word = LazyPattern(_phrase_re(data["report_words"]), flags)
        self.report_lapse = LazyPattern(_phrase_re(data["report_lapses"]), flags)
        # downtime weighted by the share of traffic it cost (``weighted_downtime_clauses``)
        self.traffic_weight = LazyPattern(_phrase_re(data["traffic_weights"]), flags)
        self.downtime_word = LazyPattern(_phrase_re(data["downtime_words"]), flags)
        # each outage rounded up to whole minutes (``rounded_outage_clauses``)
        self.minute_rounding = LazyPattern(_phrase_re(data["minute_rounding"]), flags)
        # ... up to a length stated, or whole hours (``rounded_outage_clauses``; "…": a short gap)
        self.length_rounding = LazyPattern(_gapped(_phrase_re(data["length_rounding"])), flags)
        self.hour_rounding = LazyPattern(_gapped(_phrase_re(data["hour_rounding"])), flags)
        self.outage_cap = LazyPattern(_phrase_re(data["outage_caps"]), flags)  # (a cap on each outage's credit)
        self.time_cap = LazyPattern(_phrase_re(data["time_caps"]), flags)  # (... in service time: "24 hours per incident")
        # ... a second cap on the same outage after the first (``second_outage_cap``): a cap word or ``also_caps``
        self.also_cap = LazyPattern(f"{_phrase_re(data['caps'])}|{_phrase_re(data['also_caps'])}", flags)
        # ... its base the interrupted unit's own fee
        self.outage_cap_unit_fee = LazyPattern(_phrase_re(data["outage_cap_unit_fees"]), flags)
        # a cap on the credits of a year or the whole term, and a year's fee (``sla.caps.period_caps``)
        self.year_period = LazyPattern(_phrase_re(data["year_periods"]), flags)
        self.term_period = LazyPattern(_phrase_re(data["term_periods"]), flags)
        self.year_fee = LazyPattern(_phrase_re(data["year_fees"]), flags)
        self.year_fee_share = LazyPattern(_phrase_re(data["year_fee_shares"]), flags)  # (a month's share of it)
        # (any of the three: the sentences ``rounded_outage_clauses`` looks at)
        self.any_rounding = LazyPattern(_gapped(_phrase_re(data["minute_rounding"] + data["length_rounding"]
                                                           + data["hour_rounding"])), flags)
        self.full_credit = LazyPattern(_gapped(_phrase_re(data["full_credit"])), flags)
        # a cap word, or an amount the credits may not reach with its negation before it in the sentence ("will not
        # accumulate ... in an amount more than 8%"); the match ends where the cap's words do
        self.cap = LazyPattern(f"{_phrase_re(data['caps'])}|(?:{_phrase_re(data['cap_negations'])})"
                               f"{_IN_SENTENCE_GAP}(?:{_phrase_re(data['negated_caps'])})", flags)
        self.cap_blocker = LazyPattern(_phrase_re(data["cap_blockers"]), flags)
        # ... never their possessive nor their fee a few characters on ("50% of the affected GPUs' monthly charges",
        # "50%的受影响GPU对应的服务费": a share of their fee); or the words right before the figure ("受影响GPU的50%")
        fee_on = rf"(?![^\s,;:\u3002]{{0,4}}(?:{_phrase_re(data['fee_words'])}))"
        self.time_share = LazyPattern(rf"\s*(?:{_phrase_re(data['time_shares'])})(?!\s*['’]){fee_on}", flags)
        self.time_share_before = LazyPattern(rf"(?:{_phrase_re(data['time_shares_before'])})\s*$", flags)
        # the commitment named as a band's end ("< target but ≥ 99.0%", "99.0% – SLA target")
        self.target = LazyPattern(_phrase_re(data["target_ends"]), flags) if data["target_ends"] else None
        # a remedy added to another ("any single outage exceeding 4 hours earns an additional 25% credit", 额外赔偿): the
        # words of min_outage_minutes' ladder.added, which set such a step aside there too
        self.added = LazyPattern(_phrase_re(data["added"]), flags)
        # a band's credit raised from one the sentence before states with no band ("the reduction increases to 25%")
        self.raised = LazyPattern(_phrase_re(data["raised_credits"]), flags)
        # tiers a text says it adds or changes ("新增“服务可用性<95%…”", "changed to"): a part of a ladder
        self.changes = LazyPattern(_phrase_re(data["changes"]), flags)
        # a credit in days of service: the words right after the days, or a credit column's header counting days
        self.day_credit_after = LazyPattern(rf"\s*(?:{_phrase_re(data['day_credits_after'])})", flags)
        # ... or the words right before them, whose verb names the credit ("延长服务期3天")
        self.day_credit_before = LazyPattern(rf"(?:{_phrase_re(data['day_credits_before'])})\s*$", flags)
        # ... or words before them entitling the customer to it, with the service named after them (a credit per incident)
        self.day_credit_entitled = LazyPattern(rf"(?:{_factored_re(data.get('day_credits_entitled', []))})\s*$", flags)
        # ... which, in a contract giving its party letters the other roles ("甲方（服务提供方）", ``parties.reversed``),
        # name the customer by the other letter (``parties.letters``: "甲方有权获得" is the provider's there, "乙方有权获得"
        # the customer's)
        self.parties_usual = LazyPattern(_gapped(_phrase_re(data.get("parties_usual", []))), flags)
        self.parties_reversed = LazyPattern(_gapped(_phrase_re(data.get("parties_reversed", []))), flags)
        # (only the phrases naming a letter change: those naming none are the usual pattern's, looked for by it)
        letters = data.get("parties_letters", [])
        entitled = [(p, swapped_letters(p, letters)) for p in data.get("day_credits_entitled", [])]
        self.day_credit_entitled_reversed = LazyPattern(
            rf"(?:{_factored_re([swapped for p, swapped in entitled if swapped != p])})\s*$", flags)
        self.day_credit_entitled_unlettered = LazyPattern(
            rf"(?:{_factored_re([p for p, swapped in entitled if swapped == p])})\s*$", flags)
        # ... but no service given at a rate ("24 hours of service per day"): the words after the service's name
        self.day_credit_rate = LazyPattern(rf"\s*(?:{_phrase_re(data.get('day_credit_rates', []))})", flags)
        self.day_column = LazyPattern(_phrase_re(data["day_columns"]), flags)
        # ... or a credit column whose every figure is a length alone ("| 3 days |", "| 7天 |", "| three days |": digits or
        # a Latin number word, then one unit; not "3个工作日", whose letters before the unit are no number)
        self.day_cell = LazyPattern(rf"(?:\d+(?:\.\d+)?\s*|[A-Za-z-]+\s+)(?:{_phrase_re(data['day_cells'])})", flags)
        # the month a credit in days is counted on, stated: the words right after its days ("按31天计算")
        self.month_days_after = LazyPattern(rf"\s*(?:{_phrase_re(data['month_days_after'])})", flags)
        self.month_days_before = LazyPattern(rf"(?:{_phrase_re(data['month_days_before'])})\s*$", flags)
        self.per_incident = LazyPattern(_phrase_re(data["per_incident"]), flags)
        # one outage's length ("any single outage exceeding 4 hours", "单次中断超过4小时"): a single outage named, a short gap
        # inside its clause, a word of it lasting longer, then (``outage_over``) the length
        self.single_outage = LazyPattern(rf"(?:{_phrase_re(data['single_outages'])})[^\n\u3002;,]{{0,{OUTAGE_GAP}}}?"
                                         rf"(?P<than>{_phrase_re(data['longer_than'])})\s*", flags)
        # ... those of its words that the length itself reaches ("≥ 4 hours", "达到4小时"): an outage of just that length earns it
        self.reaching = LazyPattern(_phrase_re(data["reaching"]), flags)
        # ... or the words of a single outage alone, its length after them within that gap, then a word of it lasting
        # as long or longer (``longer_after``: "a single outage of 4 hours or more", "4+ hours", "单次中断4小时以上")
        self.outage_words = LazyPattern(_phrase_re(data["single_outages"]), flags)
        self.longer_after = LazyPattern(rf"\s*(?:{_phrase_re(data['longer_after'])})", flags)
        # ... unless its clause says such an outage is counted (a threshold of downtime, no credit's length)
        self.counted = LazyPattern(_phrase_re(data["counted"]), flags)
        # ... nor one offered with downtime added up over a month ("单次中断或月累计中断超过4小时"): no single outage's length
        self.month_total = LazyPattern(_phrase_re(data["month_totals"]), flags)
        # one outage, whose own length its clause states ("单次中断10至59分钟的"): a credit by that length is per incident
        self.per_outage = LazyPattern(_phrase_re(data["per_outage"]), flags)
        # a fixed amount of money per hour of interruption ("服务中断期间，乙方按1000元/小时补偿"): a money credit no form holds
        self.money_per_hour = LazyPattern(_gapped(_phrase_re(data["money_per_hour"])), flags)  # ("…": a gap)
        # ... counted for each unit that has it ("每台服务器每次故障"): each unit's outages on their own (``outage_bands``)
        self.incident_unit = LazyPattern(_phrase_re(data["incident_units"]), flags)
        # the lead over lines of credits by one outage's length with no header ("when service outages occur")
        self.ladder_lead = LazyPattern(_phrase_re(data["ladder_leads"]), flags)
        # the ends of a row of credits by one outage's length, before the length or after it ("Up to 2 hours", "12小时以上"):
        # (which end, whether the length itself is in the row) -> the words, as (before, after) patterns
        self.outage_ends = {(name.split("_")[1], name.endswith("_in")): (
            LazyPattern(rf"(?:{_phrase_re(data[name])})\s*$", flags), LazyPattern(rf"\s*(?:{_phrase_re(data[name])})", flags))
            for name in ("outage_upper_in", "outage_upper_out", "outage_lower_in", "outage_lower_out")}
        # ... the same words leaving a length itself out of what counts: an outage counts past it ("longer than 5
        # minutes", "超过5分钟") or, of the outages not counted, up to and with it ("5分钟以下，不计入", "does not exceed one
        # minute ... not counted") (``minimum_left_out``)
        # ... and a mark right after a length that puts it in its row or leaves it out, whatever the word on its other side
        # says ("超过24小时(含)": an outage of just 24 hours is in the row above 24 hours; "(不含)": it is not; ``edge_mark``)
        # ... or holding the length again ("超过4小时（含4小时）")
        length = r"\d[^()（）]{0,12}"
        self.edge_marks = {inside: LazyPattern(rf"\s*(?:{_phrase_re(data[name])}|{_mark_holding(data[name], length)})", flags)
                           for inside, name in ((True, "outage_edge_in"), (False, "outage_edge_out"))}
        self.length_left_out = LazyPattern(_phrase_re(data["outage_lower_out"] + data["outage_upper_in"]), flags)
        # a share of the month's fee a credit per incident gives each outage ("按当月服务费的10%", "5% of the monthly fee"):
        # the fee named as the month's, the words between the share and it (either order), and words adding it to the
        # month's other credits ("另", "additional": ``outage_bands``)
        self.month_fee = LazyPattern(_phrase_re(data["month_fees"]), flags)
        self.fee_share_join = LazyPattern(rf"\s*(?:(?:{_phrase_re(data['fee_share_joins'])})\s*)?", flags)
        self.share_added = LazyPattern(_phrase_re(data["share_added"]), flags)
        # the uptime of a year named as the level a ladder is held to ("Uptime Annual Percentage", "年度可用性"), and a
        # month's (``yearly``)
        self.year_level = LazyPattern(_phrase_re(data["year_levels"]), flags)
        self.month_level = LazyPattern(_phrase_re(data["month_levels"]), flags)
        # a band's credit scaled by the share of the month the outage touched ("10%乘以受影响天数占整月的比例")
        self.prorated_credit = LazyPattern(_phrase_re(data["prorated_credits"]), flags)
        # ... and words owing a credit by one outage's length besides the month's other credit ("In addition, for each
        # outage": ``outage_bands``, a claim adds it to the credit it claims)
        self.days_added = LazyPattern(_phrase_re(data["days_added"]), flags)
        # ... those words negated right before them ("not in addition to", "不另外赔偿"): no credit added
        self.days_added_negated = LazyPattern(f"(?:{_phrase_re(data['days_added_negations'])})"
                                              rf"[^\n。；;,，]{{0,{NEGATED_ADDED_GAP}}}?(?:{_phrase_re(data['days_added'])})", flags)
        # a credit per period of downtime other than an hour ("5% of the monthly fee for each 30 minutes of downtime")
        periods = data["period_credits"]
        self.per_period = LazyPattern("|".join(f"(?:{p})" for p in periods), flags) if periods else None

    def day_credits(self, text: str, quantities: list[Quantity], start: int = 0, end: int | None = None,
                    named: bool = False, month: int | None = None) -> list[Quantity]:
        """The whole days of ``quantities`` (durations inside ``[start, end)``) that are a credit of that many days of
        service, named so by the words right after them ("3 days of service credit", "补偿3天服务时长"), or by the
        column they stand in (``named``: "| 服務補償天數 |" over "| 3天 |"), as the percentage of the monthly fee they are
        (``unit`` keeps the days as written): of a month of ``month`` days when the caller read where the clause states
        it (a table's header), else of the month the days' paragraph states (``stated_month``: "补偿3天服务时长（按31天
        计算）"), else of ``MONTH_DAYS``."""
        out = []
        for q in self.service_time(text, quantities, start, end, named):
            days, rest = divmod(q.value, MINUTES_PER_DAY)
            if rest or not days:
                continue
            of = month or self.stated_month(text, *_paragraph(text, q.start)) or MONTH_DAYS
            out.append(Quantity(value=float(service_share_pct(q.value, of)), kind="pct", start=q.start, end=q.end,
                                unit=text[q.start:q.end], word_numeral=q.word_numeral))
        return out

    def service_time_cap(self, sentence: str) -> tuple[Fraction, str, int] | None:
        """The cap on the service time one outage earns that ``sentence`` (NFKC) states ("up to a maximum of 24 hours
        per incident", "not to exceed 1 week of credit per incident": ``time_caps``, the length right before them) as
        (the % of the monthly fee it is, its words, the month's days it is counted on: the one the sentence states, else
        ``MONTH_DAYS``, as ``day_credits`` counts a credit in days); None where it states none."""
        for m in self.time_cap.finditer(sentence):
            lengths = [q for q in find_quantities(sentence) if q.kind == "duration" and q.high is None and q.value > 0
                       and q.start < m.start() and m.start() - q.end <= 1]
            if lengths:
                month = self.stated_month(sentence) or MONTH_DAYS
                return service_share_pct(lengths[-1].value, month), sentence[lengths[-1].start:m.end()], month
        return None

    def second_outage_cap(self, sentence: str, start: int) -> tuple[Fraction | None, str, int | None] | None:
        """The second cap on one outage's credit ``sentence`` (NFKC) states after ``start`` (where its first cap's share
        ends): a cap word or ``also_caps`` right before a length named service time ("nor 5 days of service", "且不超过3天
        服务费") or a share of the month's fee ("nor 5% of the monthly fee"), as (the % of the monthly fee it is, its
        words, the month's days a length is counted on, else None); (None, its words, None) where the words after the
        cap word are a figure a claim cannot price; None where no figure follows a cap word, or a credit word comes
        between (", and total credits in a month shall not exceed 50%": the month's cap beside the outage's)."""
        quantities = [q for q in find_quantities(sentence) if q.start >= start]
        for m in self.also_cap.finditer(sentence, start):
            if self.credit_word.search(sentence, start, m.start()):
                return None
            q = next((q for q in quantities if q.start >= m.end()), None)
            if q is None or q.high is not None or q.start - m.end() > SECOND_CAP_REACH \
                    or any(mark in sentence[m.end():q.start] for mark in ",;，；"):
                continue
            named = self.day_credit_after.match(sentence, q.end)
            if q.kind == "duration" and named is not None and q.value > 0:
                month = self.stated_month(sentence) or MONTH_DAYS
                return service_share_pct(q.value, month), sentence[m.start():named.end()], month
            fee = self._fee_beside(sentence, q) if q.kind == "pct" else None
            if fee is not None and not self.outage_cap_unit_fee.search(sentence, m.end()):
                return Fraction(str(q.value)), sentence[m.start():max(fee.end(), q.end)], None
            return None, sentence[m.start():q.end], None
        return None

    def month_credits(self, text: str, quantities: list[Quantity], start: int = 0, end: int | None = None,
                      named: bool = False) -> list[Quantity]:
        """The whole months of ``quantities`` (periods inside ``[start, end)``) that are a credit of that many months of
        service or fee, named so as ``day_credits``' days are ("| 1 month |" under "| Service Credit |", "1个月服务费",
        "1 month's fee"), as the percentage of the monthly fee they are: a month is the whole month's fee, whatever
        its length (``unit`` keeps the months as written)."""
        return [Quantity(value=q.value * 100.0, kind="pct", start=q.start, end=q.end, unit=text[q.start:q.end],
                         word_numeral=q.word_numeral)
                for q in self.service_time(text, quantities, start, end, named)
                if q.kind == "period" and q.value == int(q.value)]

    def stated_month(self, text: str, start: int = 0, end: int | None = None) -> int | None:
        """The length of a month in days that ``text[start:end]`` states a credit in days is counted on ("(31天計算)",
        "按31天计算", "31 Day Calculation": a count of days in ``MONTH_LENGTHS`` between ``month_days_before`` and
        ``month_days_after``; not "逾期付款超过31天计算滞纳金"); None when it states none, or two different ones."""
        value = nfkc(text[start:end])
        found = {round(q.value / MINUTES_PER_DAY) for q in find_quantities(value)
                 if q.kind == "duration" and q.high is None and q.value % MINUTES_PER_DAY == 0
                 and round(q.value / MINUTES_PER_DAY) in MONTH_LENGTHS and self.month_days_after.match(value, q.end)
                 and self.month_days_before.search(value, max(0, q.start - BOUND_REACH), q.start)}
        return found.pop() if len(found) == 1 else None

    def service_time(self, text: str, quantities: list[Quantity], start: int = 0, end: int | None = None,
                     named: bool = False) -> list[Quantity]:
        """The lengths of ``quantities`` (single durations inside ``[start, end)``) that are a credit of that much service
        time, named so by the words right after them ("24 hours of service", "补偿3天服务时长") or by the column they
        stand in (``named``), or by the verb right before them (``extended``: "延长服务期3天"), of any length ("12 Hours"):
        ``day_credits`` reads the whole days among them as a share of the fee; a credit per incident may be written in
        any of them."""
        end = len(text) if end is None else end
        return [q for q in quantities if q.kind in SERVICE_TIME_KINDS and q.high is None and q.value > 0
                and start <= q.start < q.end <= end
                and (named or self._named_after(text, q, end) or self.extended(text, q, start))]

    def _named_after(self, text: str, q: Quantity, end: int) -> bool:
        """Is the length ``q`` named service time by the words right after it ("24 hours of service"), and not given at a
        rate ("24 hours of service per day": ``day_credit_rates``)?"""
        m = self.day_credit_after.match(text, q.end, end)
        return m is not None and not self.day_credit_rate.match(text, m.end(), end)

    def entitled(self, text: str, q: Quantity, start: int = 0, reversed_letters: bool = False,
                 at: int | None = None) -> bool:
        """Is the length ``q`` (service time named so by its words after it) given by words entitling the customer to it
        right before it ("entitles Customer to 24 hours of service": ``day_credits_entitled``)? ``reversed_letters``:
        the contract gives its party letters the other roles (``letters_reversed``), so 乙方 is the customer. ``at``:
        where the words given begin, when before ``q`` (a fee whose share ``q`` is: "甲方可获得月服务费的5%"). A word
        counting incidents between the party and its verb (``per_incident``: "甲方每次中断可获得") leaves them joined."""
        patterns = (self.day_credit_entitled_unlettered, self.day_credit_entitled_reversed) if reversed_letters \
            else (self.day_credit_entitled,)
        end = q.start if at is None else at
        words = text[max(start, end - BOUND_REACH):end]
        return any(p.search(w) is not None for w in {words, self.per_incident.sub("", words)} for p in patterns)

    def fee_of_share(self, text: str, q: Quantity) -> str | None:
        """The fee named as the month's right beside the share ``q`` in ``text`` (NFKC), joined to it by ``fee_share_joins``
        ("按当月服务费的10%", "5% of the monthly fee"), its month's words left out ("服务费"); None where none is."""
        m = self._fee_beside(text, q)
        return None if m is None else self.fee_named(m.group())

    def fee_share_start(self, text: str, q: Quantity) -> int | None:
        """Where the words of the share ``q`` of a fee named as the month's begin (``fee_of_share``): the fee's start when
        it comes first ("月服务费的5%"), else ``q``'s ("5% of the monthly fee"); None where no such fee is beside it."""
        m = self._fee_beside(text, q)
        return None if m is None else min(m.start(), q.start)

    def _fee_beside(self, text: str, q: Quantity):
        for m in self.month_fee.finditer(text):
            gap = text[m.end():q.start] if m.end() <= q.start else text[q.end:m.start()] if q.end <= m.start() else None
            if gap is not None and self.fee_share_join.fullmatch(gap):
                return m
        return None

    def fee_named(self, words: str) -> str:
        """A fee named as the month's (``month_fees``: "当月机柜租用费"), its month's words left out ("机柜租用费")."""
        return " ".join(self.month_total.sub(" ", words).split())

    def column_fee(self, name: str) -> str | None:
        """The fee a table's header cell ``name`` (NFKC) makes its column's bare figures a percent of ("赔偿（月服务费%）",
        "Credit (% of monthly fee)", "Credit (% of MRC)": a percent sign and a fee named as the month's), its month's
        words left out; None where it names no such share."""
        m = self.month_fee.search(name) if "%" in name else None
        return self.fee_named(m.group()) if m is not None else None

    def letters_reversed(self, text: str) -> bool:
        """Does ``text`` (a contract's, NFKC) give its party letters the other roles than usual: more statements say so
        ("甲方（服务提供方）", "乙方向甲方租用") than say the usual way round, as ``Evidence.parties_reversed`` counts them?"""
        said = lambda pattern: sum(1 for _ in pattern.finditer(text))
        return said(self.parties_reversed) > said(self.parties_usual)

    def extended(self, text: str, q: Quantity, start: int = 0) -> bool:
        """Is the length ``q`` service time given as a credit by the words right before it ("延长服务期3天": the service
        extended by 3 days), which name the credit themselves (no credit word needed)?"""
        return self.day_credit_before.search(text, max(start, q.start - BOUND_REACH), q.start) is not None

    def one_outage_by_length(self, text: str, quantities: list[Quantity]) -> bool:
        """Does ``text`` (one sentence, NFKC) name one outage by its own length ("单次中断10至59分钟的", "单次中断超过60
        分钟的": ``per_outage`` and a length in its clause), and state no band of availability (a monthly tier that says
        which outages count, "月可用性低于99.9%，补偿3天服务时长（单次中断10分钟以内的不计）", is a tier)?"""
        lengths = [q.start for q in quantities if q.kind == "duration"]
        for m in self.per_outage.finditer(text):
            brk = _CLAUSE_BREAK.search(text, m.end())
            if any(m.end() <= at < (brk.start() if brk else len(text)) for at in lengths):
                pcts = [q for q in quantities if q.kind == "pct"]
                return not any(isinstance(b, Band) for b in self.items(text, pcts, 0, len(text)))
        return False

    def outage_over(self, text: str, quantities: list[Quantity], start: int = 0,
                    end: int | None = None) -> tuple[Quantity, bool] | None:
        """The length a single outage must pass that ``text[start:end]`` names ("any single outage exceeding 4 hours",
        "| Single outage > 4 hours |", "单次中断超过4小时"): the duration of ``quantities`` right after a single outage's
        words and a word of it lasting longer (``single_outages``, ``longer_than``), or the first one after those words
        in their clause with such a word right after its number or itself (``longer_after``: "a single outage of 4 hours
        or more", "4+ hours", "单次故障时长在4小时及以上"), or None; with it whether an outage of just that length earns it
        (the words after it, or ``reaching`` before it: "4 hours or more", "≥ 4 hours", where "exceeding 4 hours" wants
        more). A credit given for it is owed per such outage, whatever the month's availability ("if downtime exceeds 4
        hours in a month", "月累计中断4小时以上": none; nor a single outage offered with a month's total between its words
        and the length, ``month_totals``: "单次中断或月累计中断超过4小时")."""
        end = len(text) if end is None else end
        durations = [q for q in quantities if q.kind == "duration" and q.high is None and q.value > 0
                     and start <= q.start < end]
        at = {q.start: q for q in durations}
        for m in self.single_outage.finditer(text, start, end):
            if m.end() in at and not self._counted(text, m.start(), at[m.end()].end, start, end) \
                    and not self.month_total.search(text, m.start(), m.end()) and not self._bounded_above(text, m):
                mark = self.edge_mark(text, at[m.end()].end)  # ("单次中断超过24小时(含)的": reached, its mark says)
                return at[m.end()], mark[0] if mark is not None else self.reaching.fullmatch(m.group("than")) is not None
        for m in self.outage_words.finditer(text, start, end):
            q = next((q for q in durations if q.start >= m.end()), None)
            if q is not None and q.start - m.end() <= OUTAGE_GAP and not _CLAUSE_BREAK.search(text, m.end(), q.start) \
                    and self._longer_after(text, q) and not self._counted(text, m.start(), q.end, start, end) \
                    and not self.month_total.search(text, m.start(), q.start):
                return q, True
        return None

    def edge_mark(self, text: str, pos: int) -> tuple[bool, int] | None:
        """The mark right at ``pos`` (after a length) saying whether an outage of just that length is in its row
        (``outage_edge_in``: "超过24小时(含)", True) or not (``outage_edge_out``: "(不含)", False), and where it ends; None
        without one."""
        for inside, pattern in self.edge_marks.items():
            m = pattern.match(text, pos)
            if m is not None and m.end() > pos:
                return inside, m.end()
        return None

    def counts_incidents(self, text: str) -> bool:
        """Does ``text`` (one sentence, NFKC) count incidents (``per_incident``: "for each Outage", "a 10% credit for any
        outage of more than 4 hours") in a clause that does not say such an outage is counted ("counting any outage of
        5 consecutive minutes or more": what is downtime, ``counted``)?"""
        return any(not self._counted(text, m.start(), m.end(), 0, len(text)) for m in self.per_incident.finditer(text))

    def _counted(self, text: str, lo: int, hi: int, start: int, end: int) -> bool:
        """Does the clause holding a single outage's words and length (``text[lo:hi]``, inside ``[start, end)``) say
        such an outage is counted (``counted``: "an outage counts only when it lasts 5 minutes or more", "单次中断5分钟以上的
        计入"): a threshold of what is downtime, no length a credit is given for?"""
        before = max((m.end() for m in _OUTAGE_CLAUSE.finditer(text, start, lo)), default=start)
        after = _OUTAGE_CLAUSE.search(text, hi, end)
        return self.counted.search(text, before, after.start() if after else end) is not None

    def _bounded_above(self, text: str, m: re.Match) -> bool:
        """Is the word of a single outage lasting longer in ``m`` (``single_outage``) the end of a longer word bounding it
        from above (``outage_upper_in``/``_out``: "单次故障时长不超过4小时", "not more than 4 hours")? Then the outage is
        one no longer than the length, no length it must pass."""
        than = m.start("than")
        for (side, _), (before, _) in self.outage_ends.items():
            found = before.search(text, 0, m.end("than")) if side == "upper" else None
            if found is not None and found.start() < than:
                return True
        return False

    def _longer_after(self, text: str, q: Quantity) -> bool:
        """Is the length ``q`` said to be reached or passed by a word right after it or after its number ("4 hours or
        more", "4+ hours", "4小时以上")?"""
        number = _DECIMAL.match(text, q.start)
        return bool(self.longer_after.match(text, q.end)
                    or number is not None and number.end() < q.end and self.longer_after.match(text, number.end(), q.end))

    # ------------------------------------------------------------------ bands

    def _named_credit(self, text: str, q: Quantity) -> bool:
        """Is ``q`` named a credit by the word right after it ("below 95%, 50% credit"), or a share of a fee by a fee
        word after it, before any other figure or clause break ("less than 95.0%, 50 percent of the monthly fees")?"""
        if _word_right_after(self.credit_word, text, q.end, POST_REACH):
            return True
        end = min(len(text), q.end + POST_REACH)
        stop = _SHARE_STOP.search(text, q.end, end)
        return self.fee_word.search(text, q.end, stop.start() if stop else end) is not None

    def _time_share(self, text: str, q: Quantity, start: int, end: int) -> bool:
        """Is ``q`` (inside ``[start, end)``) a share of the downtime or of the machines, by the words right after it
        ("100% of lost time", "50% of the affected GPUs", "50%的受影响GPU": ``time_shares``) or right before it ("受影响GPU
        的50%", "中断时长的100%": ``time_shares_before``)?"""
        return self.time_share.match(text, q.end, end) is not None \
            or self.time_share_before.search(text, max(start, q.start - BOUND_REACH), q.start) is not None

    def capped_share(self, text: str, q: Quantity) -> bool:
        """Is ``q`` (of NFKC ``text``) the ceiling a cap word before it in its clause sets, no other figure between ("每次故障
        的赔偿上限为月服务费的5%", "最多赔偿月服务费的10%"): a cap on credits, no credit of its own?"""
        start = max((m.end() for m in _CLAUSE_BREAK.finditer(text, 0, q.start)), default=0)
        caps = list(self.cap.finditer(text, start, q.start))
        return bool(caps) and not find_quantities(text[caps[-1].end():q.start])

    def marked_edge(self, text: str, q: Quantity) -> bool:
        """Is ``q`` the figure of a mark that says a band's end is in it or not ("99%以下（含99%）", "（不含95%）"): the
        edge written again in brackets, neither a band nor a credit?"""
        return self.mark_open.search(text, max(0, q.start - BOUND_REACH), q.start) is not None \
            and self.mark_close.match(text, q.end) is not None

    def _after_own(self, text: str, q: Quantity, hi: int, nxt: Quantity | None) -> tuple[str, int] | None:
        """The bound word after ``q``, unless it is the one the next number is written with
        ("<99.95% |10%  <99% |25%" on one line: the "<" after 10% opens the next row)."""
        bound = self.after.at(text, q.end, hi)
        if bound is not None and _FIGURE_NEXT.match(text, self.after.rx.match(text, q.end, hi).end()):
            return None  # "< 95.00 %  100 %< 36 hours": the sign opens the downtime after it, not the credit's bound
        if bound is not None and nxt is not None:
            theirs = self.before.at(text, q.end, nxt.start)
            if theirs is not None and theirs[1] == bound[1]:
                return None
        return bound

    def items(self, text: str, quantities: list[Quantity], start: int, end: int) -> list[Band | Quantity]:
        """The bands and the free numbers (no bound word claims them) among ``quantities``
        (percentages inside ``[start, end)`` of ``text``), in order."""
        qs, kinds = self._kinds(text, quantities, start, end)
        out: list[Band | Quantity] = []
        i = 0
        while i < len(qs):
            q, kind = qs[i], kinds[i]
            nxt = i + 1 < len(qs)
            if kind == "range":
                out.append(Band(q.high, q.value, q.start, q.end, _step(text, q.start, q.end, q.high)))
            elif kind is None and nxt and self._range(text, q, qs[i + 1], kinds[i + 1], start):
                a, b = q.value, qs[i + 1].value
                top = q if a >= b else qs[i + 1]
                step = _step(text, top.start, top.end, top.value) if kinds[i + 1] is None else None
                out.append(Band(max(a, b), min(a, b), q.start, qs[i + 1].end, step))
                i += 1
            elif kind in ("upper", "lower"):
                other = "lower" if kind == "upper" else "upper"
                if nxt and kinds[i + 1] == other and qs[i + 1].start - q.end <= PAIR_GAP:
                    pair = (q, qs[i + 1]) if kind == "upper" else (qs[i + 1], q)
                    at = i if kind == "upper" else i + 1
                    out.append(Band(pair[0].value, pair[1].value, q.start, qs[i + 1].end,
                                    self._inclusive_step(text, qs, at, start, end)))
                    i += 1
                elif kind == "upper" and nxt and kinds[i + 1] is None and self._lower_end(text, q, qs[i + 1]):
                    out.append(Band(q.value, qs[i + 1].value, q.start, qs[i + 1].end))
                    i += 1
                elif kind == "upper":
                    out.append(Band(q.value, None, q.start, q.end, self._inclusive_step(text, qs, i, start, end)))
                else:
                    out.append(Band(None, q.value, q.start, q.end))
            elif kind is None:
                out.append(q)
            i += 1  # a cap is neither a band nor a credit, nor are levels that may be credits (``_far_levels``)
        return out

    def _inclusive_step(self, text: str, qs: list[Quantity], i: int, start: int, end: int) -> float | None:
        """The written step of ``qs[i]``, an upper end, when its bound word holds it inside the band ("<= 94.99%", "≤
        94.99%", "94.99% or less": ``upper_inclusive_before``/``_after``), as a closed range's upper end is ("95% to
        97.99%": ``Band.step``); None for a strict one ("< 95%"). ``closed_uppers`` then reads it up to where the band
        above starts ("<= 94.99%" under "95% to 97.99%", Cohere's SLO: below 95, so 94.995% earns it)."""
        q = qs[i]
        lo = max(qs[i - 1].end if i else start, q.start - BOUND_REACH)
        hi = min(qs[i + 1].start if i + 1 < len(qs) else end, q.end + POST_REACH)
        if self.inclusive_before.at(text, lo, q.start) is None and self.inclusive_after.at(text, q.end, hi) is None:
            return None
        return _step(text, q.start, q.end, q.value)

    def _kinds(self, text: str, quantities: list[Quantity], start: int,
               end: int) -> tuple[list[Quantity], list[str | None]]:
        """The percentages of ``quantities`` inside ``[start, end)`` of ``text`` that are a band's end or a credit, each
        with what it is: its bound word's kind ("upper", "lower", "ceiling"), "range" (a range written as one figure),
        None (free: a credit or a band's end with no word of its own) or ``UNCLEAR`` (``_far_levels``)."""
        # "100% of lost time at the hourly rate", "50% of the affected GPUs": a share of the downtime or of the machines,
        # no band and no credit
        qs = [q for q in quantities if start <= q.start and q.end <= end and not self._time_share(text, q, start, end)
              and not self.marked_edge(text, q)]
        kinds: list[str | None] = []
        joined: set[int] = set()  # the figures read under the bound word of the one before ("below 99.9% or 99.0%")
        for i, q in enumerate(qs):
            lo = max(qs[i - 1].end if i else start, q.start - BOUND_REACH)
            hi = min(qs[i + 1].start if i + 1 < len(qs) else end, q.end + POST_REACH)
            if q.high is not None:
                kinds.append("range")
                continue
            bound = self.before.at(text, lo, q.start) or self._after_own(text, q, hi, qs[i + 1] if i + 1 < len(qs) else None)
            kind = bound[0] if bound else None
            if kind == "ceiling" and self.capped_subject(text, bound[1]):
                kind = "upper"  # "月可用性不高于99%的，赔偿当月服务费的30%": the band's upper end, no cap
            if kind is None and i and kinds[-1] in ("upper", "lower", FAR) \
                    and min(q.value, qs[i - 1].value) >= MIN_BAND_PCT \
                    and self.coordination.fullmatch(text, qs[i - 1].end, q.start) and not self._named_credit(text, q):
                # "below 99.9% and 99.0%": the bound word serves both levels, close to each other ("below 95%, 50%
                # credit", "less than 95.0%, 50% of the amount invoiced": a credit, named so); one far under the first is
                # either (``_far_levels``)
                near = kinds[-1] != FAR and abs(q.value - qs[i - 1].value) <= BAND_SPAN
                kind = kinds[-1] if near else FAR
                joined.add(i)
            kinds.append(kind)
        return qs, _far_levels(kinds, joined)

    def capped_subject(self, text: str, at: int) -> bool:
        """Does the level's name (``subjects``) end right before ``at``, where a cap's word starts ("月可用性不高于99%的",
        "availability not exceeding 99%")? The word then bounds the level, a band's upper end, not a credit."""
        return self.subject_end.search(text, max(0, at - SUBJECT_REACH), at) is not None

    def unclear(self, text: str, quantities: list[Quantity], start: int, end: int) -> bool:
        """Does ``text[start:end]`` coordinate levels under one bound word of which one may be a credit, so that no tier
        is read from them (``_far_levels``: "below 99.9% or 85%, a credit of 10%")?"""
        return UNCLEAR in self._kinds(text, quantities, start, end)[1]

    def _lower_end(self, text: str, q: Quantity, nxt: Quantity) -> bool:
        """Is ``nxt`` the lower end of the band that ``q``'s bound word opens ("< 99.95%-99.00%",
        a tier row whose band and credit stand on separate lines), not its credit ("< 99.9% - 10%")?"""
        return MIN_BAND_PCT <= nxt.value < q.value <= nxt.value + BAND_SPAN \
            and self.joiner.fullmatch(text, q.end, nxt.start) is not None and not self._named_credit(text, nxt)

    def band(self, text: str) -> Band | None:
        """The one band a short text states ("低于99.95%但等于或高于99%"), None if not exactly one."""
        value = nfkc(text)
        found = [b for b in self.items(value, [q for q in find_quantities(value) if q.kind == "pct"], 0, len(value))
                 if isinstance(b, Band)]
        return found[0] if len(found) == 1 else None

    def opens_band(self, text: str, q: Quantity, nxt: Quantity) -> bool:
        """Is ``q``, with no bound word of its own, the first end of a band that ``nxt`` closes
        ("95% - 99%", "95%-< 99.0%", "between 99% and 99.9%")? Then it is a tier's bound."""
        lo = max(0, q.start - BOUND_REACH)
        if q.high is not None or self.before.at(text, lo, q.start):
            return False
        bound = self.before.at(text, max(q.end, nxt.start - BOUND_REACH), nxt.start)
        own = self.after.at(text, q.end, min(nxt.start, q.end + POST_REACH))
        if own is not None:
            return self._between(text, q, nxt, own, bound)
        return self._range(text, q, nxt, bound[0] if bound else None, lo)

    def bounded_pair(self, text: str, first: Quantity, second: Quantity) -> bool:
        """Are ``first`` and ``second`` (in this order, no number between) the two ends of one band, each
        with its own bound word ("greater than or equal to 99% but less than 99.9%", "less than 99.9% but at
        least 99.0%")? Then neither is a level on its own."""
        if second.start - first.end > PAIR_GAP or first.high is not None or second.high is not None:
            return False
        own = self.before.at(text, max(0, first.start - BOUND_REACH), first.start)
        theirs = self.before.at(text, first.end, second.start)
        if own is None or theirs is None or {own[0], theirs[0]} != {"upper", "lower"}:
            return False
        lower, upper = (first, second) if own[0] == "lower" else (second, first)
        return lower.value < upper.value

    def _between(self, text: str, q: Quantity, nxt: Quantity, own: tuple[str, int], bound: tuple[str, int] | None) -> bool:
        """"99% ≤ 服务可用性 < 99.9%", "99.0% ≤ Availability < 99.9%": the lower end, its subject,
        and the upper end in one stretch of words (no clause or sentence between), rising."""
        if own[0] != "lower" or bound is None or bound[0] != "upper" or q.value >= nxt.value:
            return False
        gap = text[q.end:bound[1]]
        return len(gap) <= PAIR_GAP and not _CLAUSE_BREAK.search(gap)

    def _range(self, text: str, q: Quantity, nxt: Quantity, nxt_kind: str | None, start: int) -> bool:
        """"99% - 99.9%", "99.0% to < 99.90%", "between 99% and 99.9%": two ends of one band; "99.0% up to 99.9%" too, the
        second number's cap word ("up to") then the joiner itself (alone, "up to 99.9%" is no band)."""
        if nxt_kind not in (None, "upper", "lower", "ceiling"):
            return False
        gap_end = nxt.start
        if nxt_kind in ("upper", "lower"):  # "to <": the second number's bound word ends the gap
            bound = self.before.at(text, q.end, nxt.start)
            gap_end = bound[1] if bound else nxt.start
        joiner = self.joiner.fullmatch(text, q.end, gap_end)
        if joiner is None and self.opener.at(text, max(start, q.start - BOUND_REACH), q.start):
            joiner = self.opener_and.fullmatch(text, q.end, gap_end)
        return joiner is not None

    # ------------------------------------------------------------------ credits

    def header_bound(self, name: str) -> str | None:
        """"upper" when a column header ends in a bound word ("Availability below", "月可用性低于")."""
        value = nfkc(name).strip()
        bound = self.before.at(value, 0, len(value))
        return bound[0] if bound and bound[0] != "ceiling" else None

    def yearly(self, text: str) -> bool:
        """Does ``text`` (a document's) name the uptime of a year as its level (``year_levels``: "The Uptime Annual
        Percentage of the services is determined as follows") and nowhere a month's (``month_levels``)? Then its
        ladder's levels are a year's: a claim counting each month against them would pay what the contract does not."""
        return self.year_level.search(text) is not None and self.month_level.search(text) is None

    def prorated(self, text: str, start: int, end: int) -> bool:
        """Does ``text[start:end]`` (a ladder's) scale its credits by the share of the month the outage touched
        (``prorated_credits``: "按照当月该实例已支付费用的10%乘以受影响天数占整月的比例进行赔偿")? Then a band's percentage
        is no share of the month's fee it pays: a claim paying it whole would pay what the contract does not."""
        return self.prorated_credit.search(text, start, end) is not None

    def is_credit_context(self, text: str, start: int, end: int) -> bool:
        return self.credit_word.search(text, start, end) is not None

    def per_unit_in(self, text: str, start: int, end: int) -> bool:
        return self.per_unit.search(text, start, end) is not None


@functools.lru_cache(maxsize=1)
def grammar() -> TierGrammar:
    """The tier grammar built from every language's ``tiers`` section (merged, like rules())."""
    merged: dict[str, list[str]] = {f: [] for f in FIELDS}
    merged["coordination"], merged["added"], merged["period_credits"], merged["cap_blockers"] = [], [], [], []
    for lang in LANGUAGES:
        data = load_language(lang)
        for field, phrases in (data.get("tiers") or {}).items():
            merged[field].extend(str(p) for p in phrases)
        merged["coordination"].extend(str(p) for p in data.get("coordination", []))
        parties = data.get("parties") or {}
        for role in ("usual", "reversed", "letters"):
            merged.setdefault(f"parties_{role}", []).extend(str(p) for p in parties.get(role, []))
        keys = data.get("keys") or {}
        ladder = (keys.get("min_outage_minutes") or {}).get("ladder") or {}
        merged["added"].extend(str(p) for p in ladder.get("added", []))
        # the sentences credit_cap_pct sets aside (a cap on liability, on late delivery's penalties) cap no credit
        merged["cap_blockers"].extend(str(p) for p in (keys.get("credit_cap_pct") or {}).get("sentence_blockers", []))
    return TierGrammar(merged)


def credit_days(quote: str, credits_pct: list[float]) -> tuple[dict[float, int], int | None]:
    """The days of service each of ``credits_pct`` is, when ``quote`` (a credit_tiers term's text) writes each as
    that many whole days (``day_credits``: "补偿3天服务时长" is 10%); empty when it writes any of them otherwise. And
    the month's length the quote states the days are counted on (``stated_month``: "按31天计算"; None: it states none,
    and a month is taken as ``MONTH_DAYS``). A claim says the days and the month beside the share of the fee it
    computed from them."""
    value = nfkc(quote)
    month = grammar().stated_month(value)
    written = {round(q.value / MINUTES_PER_DAY) for q in find_quantities(value)
               if q.kind == "duration" and q.high is None and q.value % MINUTES_PER_DAY == 0}
    out = {}
    for pct in credits_pct:
        days = pct * (month or MONTH_DAYS) / 100
        if abs(days - round(days)) > 1e-6 or round(days) not in written:
            return {}, month
        out[pct] = round(days)
    return out, month


# a stretch of a document's text that one sentence ends ("。", ";", a line's end, ". " before the next): the characters
# up to the first such end, a "." not before a space taken in runs (not one ending tried at each character: ~3x faster)
_SENTENCE = re.compile(r"[^\n。；;!?！？.]*(?:\.(?!\s)[^\n。；;!?！？.]*)*(?:[。；;!?！？]|\.(?=\s)|\n|$)")


@functools.lru_cache(maxsize=8)
def letters_reversed(text: str) -> bool:
    """Does the contract ``text`` give its party letters the other roles than usual ("甲方（服务提供方）", "乙方向甲方租用":
    ``TierGrammar.letters_reversed``)? The one decision of the roles: the entitled phrases here and every phrase of the
    extraction naming a letter (``Evidence.parties_reversed``) follow it."""
    return grammar().letters_reversed(nfkc(text))


def per_incident_credits(text: str) -> list[tuple[int, int, float | None, bool, float | None]]:
    """Where ``text`` (a document's own text) states a credit owed per incident, as its sentences' (start, end, length):
    a word counting incidents (``per_incident``: "每次断电", "for each Outage"), one outage named by its own length
    (``per_outage``: "单次中断10至59分钟的", no band of availability beside it) or a length a single outage must pass
    (``outage_over``: "any single outage exceeding 4 hours"; not a clause saying such an outage is counted, "counting any
    outage of 5 consecutive minutes or more": ``counts_incidents``), a credit word, and a share of a fee or service time in
    one sentence ("每次断电按当月机柜租用费的10%赔偿"), or service time whose verb names the credit ("延长服务期3天") or entitles the
    customer to it ("entitles Customer to 24 hours of service"). No credit form of the SPEC computes such a credit (SPEC §3.4:
    tiers by availability, per hour, a downtime multiple), so it is read as no term. ``length``: the minutes a single
    outage must pass to earn it, when the sentence states one, else None; then whether an outage of just that length
    earns it ("4 hours or more": ``outage_over``); then the level of availability a month must fall below for it to be
    owed at all, when the sentence makes it its condition (``_level_of``), else None."""
    g = grammar()
    out = []
    spans, values = _sentences(text)
    reversed_letters = None  # (asked of the whole text once, where an entitlement is first looked at)
    # the sentences naming an incident or one outage (each word list searched once over them all)
    counting, outages, by_length = (set(_holding(p, values)) for p in (g.per_incident, g.outage_words, g.per_outage))
    hourly_money = set(_holding(g.money_per_hour, values))  # (money per hour of interruption, no incident named)
    for i in sorted(counting | outages | by_length | hourly_money):
        (start, _), value = spans[i], values[i]
        if out and start < out[-1][1]:
            continue  # (a row of the ladder in sentences read with the one before it)
        quantities = find_quantities(value)
        over = g.outage_over(value, quantities)
        if i in hourly_money and g.credit_word.search(value) and any(q.kind == "money" for q in quantities) \
                and not (over or i in counting or i in by_length):
            out.append((*spans[i], None, False, None))  # (an amount per hour of it: "按1000元/小时补偿", for review)
            continue
        if not (over or i in counting and g.counts_incidents(value)) \
                and not (i in by_length and g.one_outage_by_length(value, quantities)):
            continue  # (no outage named by its own length, or one beside a band: a tier's)
        # a credit word and a share of a fee or service time, or service time whose verb names it ("延长服务期3天") or
        # entitles the customer to it ("entitles Customer to 24 hours of service")
        if g.credit_word.search(value):
            # (or a fixed amount of money: "单次故障超过4小时的，补偿金额为200元", "每次故障赔偿500元", which no credit form
            # of the SPEC holds: quoted for review, never "no compensation stated")
            # (not a cap on each outage's credit alone: "每次故障的赔偿上限为月服务费的5%" caps, owes nothing: ``capped_share``)
            owed = [q for q in quantities if not g.capped_share(value, q)]
            credited = _fee_or_service_time(g, value, owed) or any(q.kind == "money" for q in owed)
        else:
            if reversed_letters is None:
                reversed_letters = letters_reversed(text)
            # ... or a share of a fee named as the month's the customer is entitled to or receives ("Customer receives 5%
            # of the monthly fee for each outage", "每次中断，甲方可获得月服务费的5%": ``fee_share_start``), which names the
            # credit itself
            credited = any(g.extended(value, q) or g.entitled(value, q, reversed_letters=reversed_letters)
                           for q in g.service_time(value, quantities)) \
                or any(q.kind == "pct" and (at := g.fee_share_start(value, q)) is not None
                       and g.entitled(value, q, reversed_letters=reversed_letters, at=at) for q in quantities)
        if credited:
            # ... quoted from the clause naming the length ("any single outage exceeding 4 hours earns a 25% credit"), the
            # words of the tier before it left to the tier's quote; whole where a level of availability before that clause
            # is its condition ("If availability falls below 99.9%, Customer receives a credit of 10% for any single
            # outage exceeding 4 hours": ``_level_of``)
            level = _level_of(g, value, quantities, over[0].start) if over else None
            row_end = _sentence_rows_end(g, text, spans, values, i, counting | outages | by_length)
            if row_end is not None:
                # ... and a ladder whose rows follow in the sentences after it ("单次故障时长不超过4小时的，赔偿5%；超过4小时
                # 不足24小时的，赔偿10%；超过24小时的，赔偿30%。"): one clause of rows (``outage_bands``), no length of the first
                out.append((start if level or not over else _clause_of(text, start, value, over[0].start), row_end, None,
                            False, level))
                continue
            out.append((start if level else _clause_of(text, start, value, over[0].start), spans[i][1], over[0].value,
                        over[1], level) if over else (*spans[i], None, False, None))
    # ... or lines of credits by the length of one outage with no header ("Up to 2 hours  1 day compensation" over "More
    # than 12 hours  14 days compensation", under "when service outages occur, we compensate ... per the following table")
    out.extend((start, end, None, False, None) for start, end in _outage_length_lines(g, text)
               if not any(s <= start < e or start <= s < end for s, e, *_ in out))
    for table in read_tables(text):
        if any(s <= table.start < e or table.start <= s < table.end for s, e, *_ in out):
            continue
        # ... or a table of credits by the length of one outage ("| Outage Time Frame | Credit Amount |" over "| 10 – 59
        # minutes | 24 Hours |"): each outage earns the row of its own length, no band of availability
        if _per_incident_table(g, text, table):
            out.append((table.start, table.end, None, False, None))
            continue
        # ... or a row of a credit table stating one outage's length ("| Single outage > 4 hours | additional 25% |" under
        # availability rows): no tier (``TierReader._added``), an extra credit per such outage
        out.extend((row.start, row.end, over.value, reached, None) for row, (over, reached) in _outage_rows(g, text, table))
    return sorted(out)


def per_period_credits(text: str) -> list[tuple[int, int, tuple[str, ...]]]:
    """Where ``text`` (a document's own text) states a credit per period of downtime other than an hour, as its
    sentences' (start, end) and the words naming each period (NFKC) (``period_credits``: "5% of the monthly fee for each
    30 minutes of downtime", "每中断两小时，赔偿1天服务费", "for the cost of the whole day(s) affected by that downtime"): a
    credit word (or the period's own words naming an entitlement to a share: its group ``credited``), the period, and a
    share of a fee or service time (or the period's own words naming the fee: its group ``cost``). SPEC §3.4's per-hour credit rounds each outage up to a whole hour, so no credit form computes it exactly:
    read as no term, as a credit per incident is (``per_incident_clauses``)."""
    g = grammar()
    if g.per_period is None:
        return []
    spans, values = _sentences(text)
    out = []
    for i in _holding(g.per_period, values):
        value = values[i]
        found = list(g.per_period.finditer(value))
        if not g.credit_word.search(value) and not any(m.groupdict().get("credited") for m in found):
            continue
        fee = _fee_or_service_time(g, value)
        periods = tuple(m.group() for m in found if fee or m.groupdict().get("cost"))
        if periods:
            out.append((*spans[i], periods))
    return out


def _level_of(g: TierGrammar, value: str, quantities: list[Quantity], pos: int) -> float | None:
    """The level of availability that ``value`` (one sentence, NFKC) makes the condition of the credit for the single
    outage whose length stands at ``pos``: a band with an upper end before that length's clause, and no credit named
    there, of its own or at all ("If availability falls below 99.9%, Customer receives a credit of 10% for any single
    outage exceeding 4 hours": 99.9; not "a credit of 10% is due when availability falls below 99.9%, and any single
    outage exceeding 4 hours earns a 25% credit", whose band is the tier's own, nor "Credits are due when availability
    falls below 99.9%, and ...", which says what its band earns on its own)."""
    clause = max((m.end() for m in _QUOTE_BREAK.finditer(value, 0, pos)), default=0)
    if not clause or g.credit_word.search(value, 0, clause):
        return None
    items = g.items(value, [q for q in quantities if q.kind == "pct"], 0, clause)
    bands = [i for i in items if isinstance(i, Band) and i.upper is not None]
    return bands[-1].upper if len(bands) == 1 and len(items) == 1 else None


def _clause_of(text: str, start: int, value: str, pos: int) -> int:
    """Where, in ``text`` from ``start`` (whose NFKC form is ``value``), the clause holding ``value``'s ``pos`` starts:
    after as many clause breaks as ``value`` has before ``pos`` (NFKC writes "，" as ","), its spaces skipped."""
    breaks = len(_QUOTE_BREAK.findall(value, 0, pos))
    for m in _QUOTE_BREAK.finditer(text, start) if breaks else ():
        breaks -= 1
        if not breaks:
            end = m.end()
            while end < len(text) and text[end].isspace():
                end += 1
            return end
    return start


@functools.lru_cache(maxsize=1)
def _sentences(text: str) -> tuple[list[tuple[int, int]], list[str]]:
    """``text``'s sentences (``_sentence_spans``) and their NFKC forms, cut once for the last text asked of: its credits
    per incident and per period (``per_incident_clauses``) and the caps and remedies `check` quotes
    (``_sentences_holding``) read the same sentences. Not to be changed by the caller."""
    spans = _sentence_spans(text)
    return spans, nfkc_each(text, spans)


def sentence_holding(text: str, pos: int) -> str:
    """The NFKC form of the sentence of ``text`` (``_sentence_spans``) that holds ``pos``; "" where none does: the
    statement a term read at ``pos`` stands in, beyond the term's own words (claim_inputs.multiple_past_level)."""
    spans, values = _sentences(text)
    k = bisect.bisect_right(spans, (pos, len(text) + 1)) - 1
    return values[k] if k >= 0 and pos < spans[k][1] else ""


def _sentence_spans(text: str) -> list[tuple[int, int]]:
    """``text``'s sentences (``_SENTENCE``) as (start, end), without the blanks they open with."""
    spans = []
    for m in _SENTENCE.finditer(text):
        start, end = m.start(), m.end()
        while start < end and text[start].isspace():
            start += 1
        if end > start:
            spans.append((start, end))
    return spans


def _holding(pattern: LazyPattern, values: list[str]) -> list[int]:
    """The indices of ``values`` that ``pattern`` is found in. ``pattern`` is a ``_phrase_re``: its words never run on
    into a letter, so a line break beside a value is as the value's end, and each match in a value is one in the values
    joined by line breaks too (or lies inside a match there that runs across a break). So one search over the joined
    values finds every value that may hold one, and only those are searched alone."""
    joined = "\n".join(values)
    ends = list(itertools.accumulate(len(v) + 1 for v in values))  # where each value's line break ends in ``joined``
    touched: list[int] = []
    for m in pattern.finditer(joined):
        first = bisect.bisect_right(ends, m.start())
        last = bisect.bisect_right(ends, max(m.start(), m.end() - 1))
        touched.extend(range(max(first, touched[-1] + 1 if touched else 0), last + 1))
    return [i for i in touched if pattern.search(values[i])]


# a break between the clauses of a sentence, as written or in NFKC form
_QUOTE_BREAK = re.compile("[,;\uff0c\uff1b]")


def per_incident_clauses(documents: Document | Sequence[Document], terms: Iterable[Term] = ()) -> list[IncidentCredit]:
    """``per_incident_credits`` of each of ``documents``' text (one contract's file, or each file of a bundle: a
    contract and its annexes), each with its page, its file when there are several, and the length a single outage
    must pass to earn it (and whether just that length does): the clauses `check`'s finding, and a claim's or a
    reconcile's review note, quote. ``terms``: those read from ``documents``, whose downtime multiple's sentence is no
    credit per period (``_multiples_at``)."""
    documents = [documents] if isinstance(documents, Document) else documents
    terms = list(terms)
    out = []
    for document in documents:
        spans = per_incident_credits(document.text)
        multiples = _multiples_at(document, terms)
        # ... and a credit per period of downtime other than an hour, in a sentence no credit per incident holds, nor a
        # downtime multiple was read from each of its periods' words (a sentence with a multiple and a credit per period
        # beside it, "a 10x credit for downtime and 5% of the monthly fee for each 30 minutes beyond the first hour",
        # shows the one a claim does not compute)
        # (... nor one a credit per period was read from, its onset's share or its period: a claim computes it, README
        # "Credits per period"; mo50: nor one whose clause began in the sentence before, "首小时内免赔。此后每30分钟…")
        computed = _multiples_at(document, terms, PERIOD_KEYS)
        spans += [(start, end, None, False, None, True) for start, end, periods in per_period_credits(document.text)
                  if not any(lo <= start < hi for lo, hi, *_ in spans)
                  and not any(at < end and start < to for at, to, _ in computed)
                  and not all(any(start <= at < end and _words(period) in quote for at, _, quote in multiples)
                              for period in periods)]
        spans.sort()
        pages, named = _located(document, documents, [span[0] for span in spans])
        out.extend(IncidentCredit(text=document.text[start:end], page=page, start=start, end=end, document=named,
                                  over_minutes=over, reached=reached, below_pct=level, per_period=bool(period))
                   for (start, end, over, reached, level, *period), page in zip(spans, pages))
    return out


def _located(document: Document, documents: Sequence[Document], starts: list[int]) -> tuple[list[int], str | None]:
    """The pages of ``starts`` (offsets into ``document``'s text), and ``document``'s name when ``documents`` (one
    contract's file, or each file of a bundle) are several, else None: where a clause found in it is quoted from."""
    return (document.pages_at(starts) if starts else []), (document.name if len(documents) > 1 else None)


# the keys of a credit per period a claim computes (readers/period.py): a clause they were read from is no credit left out
PERIOD_KEYS = ("credit_onset_pct", "credit_period_minutes", "credit_free_minutes", "credit_free_minutes_per_month",
               "credit_month_downtime_over_minutes", "credit_month_downtime_from_minutes")


def _multiples_at(document: Document, terms: list[Term],
                  keys: tuple[str, ...] = ("credit_downtime_multiple",)) -> list[tuple[int, int, str]]:
    """Where in ``document``'s text a downtime multiple of ``terms`` (or a term of ``keys``) was read, its quote standing there (not a span
    into a TERMS.yaml, nor another file's), with that quote's words (NFKC): "a credit equivalent to one day of service
    will be provided per fifteen minutes downtime" is 96 × the downtime (SPEC §3.4), which a claim computes, or leaves
    out saying why (``claim_inputs.multiple_past_level``), no credit per period that no credit form computes."""
    return [(t.start, t.end, _words(t.text)) for t in terms if t.key in keys
            and t.document in (None, document.name) and document.text[t.start:t.end] == t.text]


def _words(text: str) -> str:
    """``text`` in NFKC form, its runs of spaces one space: words compared wherever they were cut from."""
    return " ".join(nfkc(text).split())


def service_share_pct(minutes: float, month_days: int = MONTH_DAYS) -> Fraction:
    """``minutes`` of service as the % of the monthly fee it is, a month of ``month_days`` days (README: "3 days of
    service" is 10% of the fee, "24 hours of service" 3.33%): the one reading of service time as money."""
    return Fraction(minutes) * 100 / (month_days * MINUTES_PER_DAY)


def capped_credit_clauses(documents: Sequence[Document]) -> list[Span]:
    """The sentences of ``documents`` (one contract's file, or each file of a bundle) that cap the credits: a credit word,
    a cap word (``caps``: "shall not exceed", "不超过") and the fees it caps them at in one sentence (not a deposit "refunded
    ... provided that ... his account up to date"), not one credit_cap_pct's sentence blockers set aside (a cap on
    liability: "aggregate liability ... shall not exceed the fees paid"). `check` quotes them when no credit_cap_pct is
    read: a cap on another basis than the month's fee ("赔付金额不超过客户对该故障服务当次支付的费用总额") is a cap all the
    same, no "no cap stated". So is a cap on the service time one outage earns, no fee named ("3 hours of prorated service
    credit, up to a maximum of 24 hours per incident": ``time_caps``)."""
    g = grammar()
    found = _sentences_holding(documents, (g.cap, g.credit_word, g.fee_word), g.cap_blocker)
    seen = {(s.document, s.start) for s in found}
    timed = [s for s in _sentences_holding(documents, (g.cap, g.credit_word, g.time_cap), g.cap_blocker)
             if (s.document, s.start) not in seen]
    if not timed:
        return found
    order = {d.name: i for i, d in enumerate(documents)}  # (a bundle's files in their order, each clause by its place)
    return sorted(found + timed, key=lambda s: (order.get(s.document, 0), s.start))


def report_deadline_clauses(documents: Sequence[Document]) -> list[Span]:
    """The sentences of ``documents`` that set the customer a time counted from the outage to report it, the credit (or
    the outage) lost without the report: a word counting from the outage (``report_from_outage``: 故障发生后, "of the
    incident"), a report word and a lapse word (视为放弃, 不包括, "not eligible") in one sentence. `check` quotes them when no
    claim_window_days is read: SPEC's window counts from the month's end, and "故障发生后5个工作日内未书面通知乙方的，视为
    放弃" is a deadline all the same, no "none stated"."""
    g = grammar()
    return _sentences_holding(documents, (g.report_from_outage, g.report_word, g.report_lapse))


def weighted_downtime_clauses(documents: Sequence[Document]) -> list[Span]:
    """The sentences of ``documents`` that weight downtime by the share of traffic it cost: a weight word
    (``traffic_weights``: 流量下降比例, "share of traffic lost") and a downtime word (``downtime_words``) in one sentence
    ("服务不可用时间 = 不可用时间 × 流量下降比例"). An incident log (SPEC §3.1) carries no share, so a claim counting the whole
    downtime may overstate the credit: it quotes them."""
    g = grammar()
    return _sentences_holding(documents, (g.traffic_weight, g.downtime_word))


def rounded_outage_clauses(documents: Sequence[Document]) -> list[Span]:
    """The sentences of ``documents`` that round each outage up to whole minutes (``minute_rounding``: "按分钟计算故障时间，
    故障时间小于 1 分钟的按 1 分钟计算", "Faults under 1 minute will be rounded up and deemed as one minute"), or up to a length
    they state or to whole hours, with a downtime word (``length_rounding``: "故障时间不足5分钟按5分钟计", "Downtime of less
    than 5 minutes is counted as 5 minutes"; ``hour_rounding``: "partial hours of Downtime are rounded up to a full hour")
    and a length a claim rounds to (``rounding_minutes``). SPEC §6 counts the time elapsed; a claim says the month whose
    downtime so rounded would earn more, quoting them."""
    g = grammar()
    return _sentences_holding(documents, (g.any_rounding,), keep=lambda value: g.minute_rounding.search(value) is not None
                              or (g.downtime_word.search(value) is not None and rounding_minutes(value) is not None))


ROUNDING_MAX_MINUTES = 24 * 60  # the longest length an outage is read as rounded up to (not "不足1个月按1个月计")
MINUTE, HOUR = 1.0, 60.0


def rounding_minutes(quote: str) -> float | None:
    """The length in minutes each outage is rounded up to by ``quote`` (a sentence ``rounded_outage_clauses`` finds): the
    length a ``length_rounding`` phrase states ("不足5分钟按5分钟计": 5, "不足1小时按1小时计算": 60), whole hours where an
    ``hour_rounding`` phrase names them without a figure ("partial hours are rounded up": 60), a minute where a
    ``minute_rounding`` phrase says so; None where none does (a length past a day, or none stated)."""
    g, value = grammar(), nfkc(quote)
    for m in g.length_rounding.finditer(value):
        lengths = [q.value for q in find_quantities(m.group()) if q.kind == "duration"]
        if lengths and 0 < max(lengths) <= ROUNDING_MAX_MINUTES:
            return max(lengths)
    if g.hour_rounding.search(value):
        return HOUR
    return MINUTE if g.minute_rounding.search(value) else None


def minimum_left_out(quote: str, after: str = "") -> bool:
    """Does ``quote`` (a min_outage_minutes term's text) leave an outage of just the minimum's length out of the downtime,
    by the words it states the minimum with (``length_left_out``: "last longer than five (5) minutes", "5分钟以下，不计入":
    以下 includes its figure, 民法典第一千二百五十九条)? SPEC §3.6 counts an outage exactly at the minimum; a claim says such
    an outage was counted where the contract's words may not count it. A mark opening ``after`` (the text right after the
    quote) says so instead (``TierGrammar.edge_mark``: "超过24小时" then "(含)" puts the length in, "(不含)" leaves it out)."""
    g = grammar()
    mark = g.edge_mark(nfkc(after), 0) if after else None
    if mark is not None:
        return not mark[0]
    return g.length_left_out.search(nfkc(quote)) is not None


def remedy_clauses(documents: Sequence[Document]) -> list[Span]:
    """The sentences of ``documents`` that grant a credit for a missed service level: a word of the level missed
    (``breach``: "If a service level is not met", 未达到) and a credit word in one sentence. `check` quotes them when no
    credit form of the SPEC is read (tiers by availability, per hour, a downtime multiple): "Credits are calculated in
    proportion to the actual downtime" is compensation all the same, no "none stated"."""
    g = grammar()
    return _sentences_holding(documents, (g.breach, g.credit_word))


def downtime_credit_clauses(documents: Sequence[Document]) -> list[Span]:
    """The sentences of ``documents`` that credit downtime in a form no term carries: a downtime word (``downtime_words``:
    故障时间, "downtime"), a credit word and a share of a fee or service time in one sentence ("故障时间超过4小时的，赔偿2天服务
    时长": no band of availability, no rate per hour, not said to be one outage's or a month's total). `check` quotes them
    when no credit form of the SPEC is read: the contract states compensation all the same, no "none stated"."""
    g = grammar()
    return _sentences_holding(documents, (g.downtime_word, g.credit_word), keep=lambda value: _fee_or_service_time(g, value))


def unread_ladders(documents: Sequence[Document]) -> list[Span]:
    """The credit ladders of ``documents`` whose rows are each a bare level beside a credit ("95% 5%", "99.8%< 10%":
    ``_bare_pair``), two or more lines in a row under a heading with a credit word in the two lines above them ("Uptime
    Guarantee SLA Credit" over "97% Guaranteed"), from that heading to the row under the last. `check` quotes them when
    no credit form is read: only the rows around the bare levels say which end of its band each is (``TierReader.ladder``),
    and where they do not agree ("87% 45%" over "Less than 86% 50%": the band 86-87% in none, or each level the band's
    upper end) no tier is read, rather than a guess; the contract states credits all the same, no "none stated"."""
    g = grammar()
    out = []
    for document in documents:
        text = document.text
        lines = [(m.start(), m.end()) for m in _LINE.finditer(text)]
        values = nfkc_each(text, lines)
        credit = [g.credit_word.search(v) is not None for v in values]
        pcts = _LinePercentages(values)
        # each run of bare lines as long as it goes (the line above it none), under a credit word in the two lines
        # above it; a line's percentages read only for the lines such a run may start on and those after (a line's
        # quantities cost ~0.1 ms: a contract's every line read was most of what a small `check` paid here)
        for i in range(1, len(lines)):
            if not (credit[i - 1] or i >= 2 and credit[i - 2]) or not pcts.bare(i) or pcts.bare(i - 1):
                continue
            j = i + 1
            while j < len(lines) and pcts.bare(j):
                j += 1
            if j - i >= 2:
                first = i - 2 if i >= 2 and credit[i - 2] else i - 1
                last = j if j < len(lines) and pcts.of(j) else j - 1
                start, end = lines[first][0], lines[last][1]
                (page,), named = _located(document, documents, [start])
                out.append(Span(text=text[start:end], page=page, start=start, end=end, document=named))
    return out


class _LinePercentages:
    """The percentages of each line of a text (NFKC ``values``), each read when first asked (``unread_ladders``)."""

    def __init__(self, values: Sequence[str]):
        self.values = values
        self._pcts: dict[int, list[Quantity]] = {}

    def of(self, k: int) -> list[Quantity]:
        if k not in self._pcts:
            self._pcts[k] = [q for q in find_quantities(self.values[k]) if q.kind == "pct"]
        return self._pcts[k]

    def bare(self, k: int) -> bool:
        """Is line ``k`` a bare level beside a credit (``_bare_pair``), no mark before the level saying its band's end
        ("<99.95% |10%" is a tier row of its own)?"""
        v, p = self.values[k], self.of(k)
        return _bare_pair(v, 0, len(v), p) is not None and not _MARK.search(v, 0, p[0].start)


def unread_credit_tables(documents: Sequence[Document]) -> list[Span]:
    """The credit tables and lists of ``documents`` that the tier reader left unread as a whole
    (``TierReader.partial_tables``, ``partial_lists``): a row or line whose credit no reading takes as a share of the fee
    ("| < 95% | 2 months |", "| 低於95% | 31天 |": past the whole fee; "| < 99% | 7 days |" amid "| 10% |" rows, "- below
    99%: 7 days" amid "- below 99.9%: 10%" lines: days of a month the column or list does not state), or whose band no
    bound word says, makes the rows read a part of the ladder offered as the whole, so none is read. `check` quotes them
    when no credit form is read: the contract states credits all the same, no "none stated". Each document's view is
    read again here (asked only then, after the cheaper readers found nothing), and parsed only where it has a table or
    lines of percentages one after another (a list)."""
    from .text import View

    out = []
    for document in documents:
        view = View(document.text, parsed=False)
        tables = read_tables(view.text)
        if not tables and not _PCT_LINES.search(view.text):
            continue  # (no table, no list: the view is not parsed)
        view.run_pipeline()
        reader = TierReader(view, tables, find_quantities(view.text))
        _tier_groups(reader, [])
        spans = [view.to_source(start, end) for start, end in sorted(reader.partial_tables + reader.partial_lists)]
        pages, named = _located(document, documents, [start for start, _ in spans])
        out.extend(Span(text=document.text[start:end], page=page, start=start, end=end, document=named)
                   for (start, end), page in zip(spans, pages))
    return out


def unclear_levels(documents: Sequence[Document]) -> list[Span]:
    """The sentences of ``documents`` with a credit word whose levels coordinated under one bound word may hold a credit
    (``TierGrammar.unclear``: "If the Monthly Uptime falls below 99.9% or 85%, the Customer receives a Service Credit of
    10%"): no tier is read from them, rather than a wrong one. `check` quotes them when no credit form is read; the
    contract states credits all the same, no "none stated"."""
    g = grammar()

    def unclear(value: str) -> bool:
        return g.unclear(value, [q for q in find_quantities(value) if q.kind == "pct"], 0, len(value))

    return _sentences_holding(documents, (g.credit_word,), keep=unclear)


_LINE = re.compile(r"[^\n]*\S[^\n]*")  # a line with something on it
_MARK = re.compile(r"[<>≤≥＜＞]")  # a comparison mark
# two lines of percentages one after the other (from a line's start, up to its first mark: a long line without one is
# scanned once, not again from each of its characters)
_PCT_LINES = re.compile(r"^[^\n%％]*[%％][^\n]*\n\s*[^\n%％]*[%％]", re.MULTILINE)
# a length on a clock's face, to the second or the minute: "04:00:00", "04:00" (mo32), a colon after it ending a label
# ("up to 00:45: 5%", mo34)
CLOCK_LENGTH = re.compile(r"(?<![\d:])\d{1,3}:[0-5]\d(?::[0-5]\d)?(?!\d|:\d)")


def _bare_pair(text: str, start: int, end: int, pcts: list[Quantity]) -> tuple[float, float] | None:
    """(level, credit) when ``text[start:end]`` holds just ``pcts``, two bare percentages, a level then a credit, and
    nothing else but digits and marks ("2 99.8% 10%", "99.8% | 10%": a credit table that lost its cells), else None."""
    if len(pcts) != 2 or any(q.high is not None for q in pcts):
        return None
    level, credit = pcts
    rest = text[start:level.start] + text[level.end:credit.start] + text[credit.end:end]
    if any(ch.isalpha() for ch in rest) or level.value <= credit.value or not plausible(level.value, credit.value):
        return None
    return level.value, credit.value


def _sentences_holding(documents: Sequence[Document], patterns: Sequence[LazyPattern],
                       blocker: LazyPattern | None = None, keep: Callable[[str], bool] | None = None) -> list[Span]:
    """The sentences of each of ``documents`` that every one of ``patterns`` is found in and ``blocker`` is not (and
    that ``keep`` keeps, given their NFKC form), as spans with their page (and their file, when there are several)."""
    out = []
    for document in documents:
        text = document.text
        spans, values = _sentences(text)  # (the cut per_incident_clauses made of it, when it asked last)
        found = set.intersection(*(set(_holding(p, values)) for p in patterns))
        found = sorted(i for i in found if (blocker is None or not blocker.search(values[i]))
                       and (keep is None or keep(values[i])))
        pages, named = _located(document, documents, [spans[i][0] for i in found])
        out.extend(Span(text=text[spans[i][0]:spans[i][1]], page=page, start=spans[i][0], end=spans[i][1], document=named)
                   for i, page in zip(found, pages))
    return out


def _outage_rows(g: TierGrammar, text: str, table: Table) -> list[tuple[Row, tuple[Quantity, bool]]]:
    """The rows of ``table`` whose header names the credit that state one outage's length (``outage_over``) and a share of
    a fee, with that length (and whether just that length earns it)."""
    header = table.header(text)
    if header is None or not any(g.credit_word.search(nfkc(cell_text(text, c))) for c in header.cells):
        return []
    out = []
    for row in table.body(text):
        value = nfkc(text[row.start:row.end])
        quantities = find_quantities(value)
        over = g.outage_over(value, quantities)
        if over is not None and any(q.kind == "pct" for q in quantities):
            out.append((row, over))
    return out


def _fee_or_service_time(g: TierGrammar, value: str, quantities: list[Quantity] | None = None, named: bool = False) -> bool:
    """Does ``value`` (NFKC text; ``quantities`` its quantities, found when not given) state a share of a fee, or a length
    of service time as a credit (named so by its words, or by its column: ``named``)?"""
    quantities = find_quantities(value) if quantities is None else quantities
    return any(q.kind == "pct" for q in quantities) or bool(g.service_time(value, quantities, named=named))


def _outage_length_lines(g: TierGrammar, text: str) -> list[tuple[int, int]]:
    """The runs of lines of ``text`` that each open with one outage's length and give its credit after it, with no header
    ("Up to 2 hours  1 day compensation", "More than 12 hours  14 days compensation"; Gaia Streams' SLA), under a lead
    in the two lines above naming outages and a credit (``ladder_leads``: "when service outages has occured, we will
    compensate ... according to the following table"), as (start, end) of the rows, as a table's are (what each outage earns,
    the words a claim's note quotes first). A row: a length
    first (no figure before it, only a bound's words: "Up to", "More than"), then a share of a fee or service time with a
    credit word ("1 day compensation", or "3天服务时长": its words name it); rows granting nothing ("Up to one hour  No
    compensation") may stand in the run, two rows at least must credit. Not downtime added up over a month (a lead with
    ``month_totals``: "Monthly downtime up to 4 hours  5%"): no single outage's length."""
    lines = [(m.start(), m.end()) for m in _LINE.finditer(text)]
    values = nfkc_each(text, lines)
    # a run is the lines of rows from one that follows no row, under a lead in the two lines above it: only the lines
    # after a lead are read as rows (each line's quantities: ~0.55 s CPU for 200 pages read line by line)
    leads = [k for k, value in enumerate(values) if g.ladder_lead.search(value)]
    lead_lines = set(leads)
    rows: dict[int, bool | None] = {}

    def row_at(k: int) -> bool | None:
        if k not in rows:
            rows[k] = _outage_length_row(g, values[k])
        return rows[k]

    out = []
    for i in sorted({k + step for k in leads for step in range(1, LEAD_LINES + 1) if k + step < len(lines)}):
        lead = next(i - step for step in range(1, LEAD_LINES + 1) if i - step in lead_lines)  # the nearest above
        if not any(g.credit_word.search(v) for v in values[lead:i]) or row_at(i) is None or row_at(i - 1) is not None:
            continue  # (a lead naming no credit, no row, or a row inside a run that starts above it)
        j, credits = i, 0
        while j < len(lines) and (row := row_at(j)) is not None:
            credits += row
            j += 1
        if credits >= 2 and not any(g.month_total.search(v) for v in values[lead:j]):
            out.append((lines[i][0], lines[j - 1][1]))
    return out


def _sentence_rows_end(g: TierGrammar, text: str, spans: list[tuple[int, int]], values: list[str], i: int,
                       named: set[int]) -> int | None:
    """Where the rows of a ladder written as sentences after the sentence ``i`` (a credit per incident) end: the next
    sentences on its line, each after a semicolon and opening with one outage's length it gives a credit for
    (``_outage_length_row``: "超过4小时不足24小时的，赔偿当月服务费的10%；"), naming no outage of its own (not in ``named``,
    the sentences naming one: "...; an outage of 60 minutes or more earns 72 hours" is a clause of its own); None where
    no such sentence follows."""
    end = None
    for j in range(i + 1, len(spans)):
        if j in named or not values[j - 1].rstrip().endswith(";") or "\n" in text[spans[j - 1][1]:spans[j][0]] \
                or _outage_length_row(g, values[j].strip()) is None:
            break
        end = spans[j][1]
    return end


def _outage_length_row(g: TierGrammar, value: str) -> bool | None:
    """Whether the line ``value`` (NFKC), opening with one outage's length (see ``_outage_length_lines``), credits
    something after it; None when it opens with no length."""
    if not may_open_with_duration(value, _BOUND_WORDS):
        return None  # (most lines under a lead: "3.2 甲方应于故障..." opens with its number, ~0.2 ms a line read whole)
    quantities = find_quantities(value)
    if not quantities or quantities[0].kind != "duration" or len(value[:quantities[0].start]) > _BOUND_WORDS \
            or any(ch.isdigit() for ch in value[:quantities[0].start]) or g.credit_word.search(value, 0, quantities[0].start):
        return None
    cell = value[quantities[0].end:]
    named = g.credit_word.search(cell) is not None
    return _fee_or_service_time(g, cell, named=named)


LEAD_LINES = 2  # the lines above a run of outage-length rows its lead may stand in (``outage_bands`` reads it so too)
_BOUND_WORDS = 16  # the most characters before a row's length: a bound's words ("More than", "Less than or equal to")


_BARE_FIGURE = re.compile(r"\s*(\d{1,3}(?:\.\d{1,4})?)\s*")  # a cell holding one figure and nothing else ("5", "12.5")


def column_share(g: TierGrammar, header: str, cell: str) -> tuple[Fraction, str] | None:
    """The percent of a month's fee the cell ``cell`` (NFKC) gives as a bare figure under the header cell ``header`` naming
    that share (``column_fee``: "| 赔偿（月服务费%） |" over "| 5 |", "| Credit (% of monthly fee) |" over "| 10 |"), and the
    fee as named; None for any other cell (a figure with words, a header naming no fee's share), or a figure past the
    whole fee."""
    fee = g.column_fee(header)
    m = _BARE_FIGURE.fullmatch(cell) if fee is not None else None
    if m is None or Fraction(m.group(1)) > MAX_CREDIT_PCT:
        return None
    return Fraction(m.group(1)), fee


def _per_incident_table(g: TierGrammar, text: str, table: Table) -> bool:
    """Is ``table`` a credit owed per incident: a header of a column that counts incidents (``per_incident``: "Outage
    Time Frame") and one that names the credit ("Credit Amount"), over a row whose credit cell is a share of a fee or a
    length of service time ("24 Hours")?"""
    header = table.header(text)
    if header is None:
        return False
    names = [nfkc(cell_text(text, c)) for c in header.cells]
    counts = [i for i, name in enumerate(names) if g.per_incident.search(name)]
    credit = next((i for i, name in enumerate(names) if i not in counts and g.credit_word.search(name)), None)
    if not counts or credit is None:
        return False
    # (its cells a share of a fee or service time, or bare figures under a header naming the fee's share: ``column_share``)
    return any(len(row.cells) == len(names) and (_fee_or_service_time(g, cell := nfkc(cell_text(text, row.cells[credit])),
                                                                      named=True)
                                                 or column_share(g, names[credit], cell) is not None)
               for row in table.body(text))


# ------------------------------------------------------------------------------ pairing


def pair_bands(items: list[Band | Quantity], credit_ok: Callable[[Quantity], bool]) -> list[tuple[Band, Quantity]]:
    """Each band with an upper end, paired with its credit: the credit after it (before the
    next band) when the text leads with the band, the one before it when it leads with the
    credit ("10% if availability is less than 99.9%"); n credits then n bands (or n bands then
    n credits) pair in order ("credits of 10% and 25% below 99.9% and 99% respectively"). A figure right before a band
    whose level it is ("服务可用性承诺为99.9%，低于99.9%的，赔偿月服务费的10%", "We commit to 99.9% availability, and below
    99.9% a credit of 10% applies") is the commitment restated, no credit: left out."""
    items = [item for k, item in enumerate(items)
             if not (isinstance(item, Quantity) and k + 1 < len(items) and isinstance(items[k + 1], Band)
                     and items[k + 1].upper == item.value)]
    bands = [i for i in items if isinstance(i, Band) and i.upper is not None]
    credits = [i for i in items if isinstance(i, Quantity) and credit_ok(i)]
    kinds = [isinstance(i, Band) for i in items if not isinstance(i, Band) or i.upper is not None]
    if len(bands) >= 2 and len(bands) == len(credits) == len(kinds) // 2 and kinds in ([True] * len(bands) + [False] * len(bands),
                                                                                     [False] * len(bands) + [True] * len(bands)):
        return list(zip(bands, credits))
    credits_first = bool(items) and isinstance(items[0], Quantity)
    out = []
    used: set[int] = set()
    for i, item in enumerate(items):
        if not isinstance(item, Band) or item.upper is None:
            continue
        order = range(i - 1, -1, -1) if credits_first else range(i + 1, len(items))
        for k in order:
            other = items[k]
            if isinstance(other, Band):
                break
            if k not in used and credit_ok(other):
                used.add(k)
                out.append((item, other))
                break
    return out


def plausible(below_pct: float, credit_pct: float) -> bool:
    """A band of availability (50% and up) and a credit of at most the whole fee."""
    return MIN_BAND_PCT <= below_pct <= 100.0 and 0 < credit_pct <= MAX_CREDIT_PCT


# ------------------------------------------------------------------------------ readers


class TierReader:
    """Reads the tier rows of one view (its text, sentences and percentages)."""

    def __init__(self, view, tables: list[Table], quantities: list[Quantity], target: float | None = None):
        self.view = view
        self.target = target  # the one availability the document commits to, if it states one
        self.text = view.text
        self.g = grammar()
        # ... with each credit written in days of service as the share of the fee it is (``day_credits``), and in whole
        # months of service or fee as the month's fee it is ("赔偿1个月服务费", "one month's fee": ``month_credits``): derived
        days = self.g.day_credits(self.text, quantities) + self._listed_days(quantities) + \
            self.g.month_credits(self.text, quantities)
        self.day_starts = {q.start for q in days}
        self.pcts = sorted([q for q in quantities if q.kind == "pct"] + days, key=lambda q: q.start)
        self.durations = [q for q in quantities if q.kind == "duration"]  # a single outage's length (``_added``)
        self.pct_starts = [q.start for q in self.pcts]
        self.tables = joined_pieces(self.text, tables)  # a tier table delivered as one one-row table per tier
        self.unread_lines: set[int] = set()  # sentences that are tier-table rows no reader could read (``_unread_row``)
        self.partial_tables: list[tuple[int, int]] = []  # tier tables read only in part: none of their lines is read
        # tables whose only credit column is the credits' ceiling (``cap_column``): none of their lines is a tier either
        self.cap_tables: list[tuple[int, int]] = []
        # ... and tier lists so (``partial``: "- below 99%: 7 days" amid "- below 99.9%: 10%" lines), their lines and the
        # unread lines beside them (``_tier_groups``)
        self.partial_lists: list[tuple[int, int]] = []
        # ... and the lines of a band beside a length alone (``_band_and_length``: "- below 99.0%: 7 days"), by sentence
        # index: a list of them only, no line of a percentage's credit, is a credit list left unread too (``_length_lists``)
        self.length_lines: set[int] = set()
        # the lower end of a tier table's open band with no credit ("| ≥ 99.9% | No credit |"), by the scope of the rows
        # under it: where the top tier's band ends (``closed_uppers``)
        self.open_tops: dict[tuple[int, int], float] = {}
        # a table cell's text in view form and its quantities, and its bands and free figures, by the cell as written:
        # several tier readings ask the same cell (``_cell_quantities``, ``_cell_items``)
        self._cell_quantities_of: dict[str, tuple[str, tuple[Quantity, ...]]] = {}
        self._cell_items_of: dict[str, tuple[Band | Quantity, ...]] = {}

    def _listed_days(self, quantities: list[Quantity]) -> list[Quantity]:
        """Days of service listed under a heading that names the credit in days, a line with no figure ("服務補償天數",
        "Service credit (days)"), over lines of one band and a count of days each ("< 99% ~ > 95%：3 天"): each count
        a credit of that many days (``day_credits``, ``named``). The list ends at the first line that is no such row
        (a notice in days, a level alone), so no count of days is read as a credit that no band stands beside."""
        text, g = self.text, self.g
        pcts = sorted((q for q in quantities if q.kind == "pct"), key=lambda q: q.start)
        days = sorted((q for q in quantities if q.kind == "duration"), key=lambda q: q.start)
        out: list[Quantity] = []
        for m in g.day_column.finditer(text):
            start, end = text.rfind("\n", 0, m.start()) + 1, _line_end(text, m.end())
            # "服務補償天數（31天計算）": the one figure the heading has is the month its days are counted on
            month = g.stated_month(text, start, end)
            if _has_number(text[start:end]) and (month is None or len(find_quantities(nfkc(text[start:end]))) > 1):
                continue  # a line with figures is no heading (a tier sentence or a table row has its own readers)
            while True:
                start = end
                while start < len(text) and text[start].isspace():
                    start += 1
                end = _line_end(text, start)
                if start >= end:
                    break
                items = g.items(text, [q for q in pcts if start <= q.start < end], start, end)
                count = [q for q in days if start <= q.start < end]
                if not (len(items) == 1 and isinstance(items[0], Band) and items[0].upper is not None
                        and len(count) == 1 and count[0].start >= items[0].end):
                    break
                out.extend(g.day_credits(text, count, start, end, named=True, month=month))
        return out

    def pcts_in(self, start: int, end: int) -> list[Quantity]:
        return self.pcts[bisect.bisect_left(self.pct_starts, start):bisect.bisect_left(self.pct_starts, end)]

    def sentence_index(self, pos: int) -> int:
        return self.view.sentence_index(pos)

    # --- tables

    def table_rows(self) -> list[TierRow]:
        rows: list[TierRow] = []
        for t_index, table in enumerate(self.tables):
            rows.extend(self._table(t_index, table))
        return rows

    def _table(self, t_index: int, table: Table) -> list[TierRow]:
        text, g = self.text, self.g
        header = table.header(text)
        intro = self._intro(table.start)
        band_col = credit_col = None
        header_bound = None
        day_column = False
        month = None  # the month a credit in days is counted on, as the header states it ("百分比(31天計算)")
        if header is not None:
            names = [cell_text(text, c) for c in header.cells]
            # the credit column: a credit word in its header, else a fee word ("% of Monthly Fee")
            # (not a column of the credits' ceiling: "| 可用性 SLA | 赔偿上限 |", each product's level and its cap)
            credit_col = next((i for i, n in enumerate(names) if g.credit_word.search(n) and not g.cap_column.search(n)),
                              None)
            if credit_col is None:
                credit_col = next((i for i, n in enumerate(names) if g.fee_word.search(n) and not g.subject.search(n)
                                   and not g.cap_column.search(n)), None)
            band_col = next((i for i, n in enumerate(names) if i != credit_col and g.subject.search(n)), None)
            day_column = credit_col is not None and g.day_column.search(nfkc(names[credit_col])) is not None
            month = g.stated_month(text, header.start, header.end)
            if band_col is not None:  # "| Availability below | Credit |": bare numbers under it are upper ends
                header_bound = g.header_bound(names[band_col])
        credit_intro = g.credit_word.search(text, *intro) is not None
        if credit_col is None and header is not None and any(g.cap_column.search(n) for n in names):
            # "| 产品类别 | 典型产品 | 可用性 SLA | 赔偿上限 |": each product's level beside the cap on its credits, whose rows
            # read as lines would make "99.95% - 99.99%" a band earning the cap
            self.cap_tables.append((table.start, table.end))
            return []
        if credit_col is None and not credit_intro:
            if not self._ladder_shaped(table, intro):
                return []  # nothing says any column is a credit
            band_col, credit_col = 0, 1  # ... but the table's own shape does (``_ladder_shaped``)
        body = table.body(text)
        rows_cells = [[cell_text(text, c) for c in row.cells] for row in body]
        if header is not None and not day_column and credit_col is not None and g.credit_word.search(names[credit_col]):
            day_column = self._lengths_alone([cells[credit_col] for cells in rows_cells if credit_col < len(cells)])
        split = self._split_band(names, rows_cells, intro) if header is not None else None
        if split is not None:  # a band set out in two sub-columns under a second header row (``_split_band``)
            return self._split_rows(t_index, table, body[1:], rows_cells[1:], *split, month)
        key_col = self._key_column(header, rows_cells, band_col, credit_col)
        # a column of bare levels under a header with no bound word, the top one owing nothing: a ladder (``_cell_ladder``)
        cell_ladder = self._cell_ladder(rows_cells, band_col, credit_col) if header_bound is None else {}
        out: list[TierRow] = []
        unread = False  # a row of a level and a credit that no bound word reads ("| 99.8% | 10% |")
        lengths = False  # a row of a length of outage and a credit (``_length_row``)
        group, group_key = 0, None
        for i, (row, cells) in enumerate(zip(body, rows_cells)):
            if g.per_unit_in(text, row.start, row.end):
                continue  # "| <99.0% | 5% for every half hour |": a credit per length of downtime, no tier
            # a row of the ladder: "2 | 99.8% | 10%" under "1 | 99.9% | Guaranteed", the band up to the row above's level;
            # first, as its cells' mark says no end of a band the rows above do not ("99.8%<\t10%": not 10% below 99.8)
            ladder = self.ladder.get(self.sentence_index(row.start)) or cell_ladder.get(i)
            tier = (*ladder, None, False) if ladder is not None else \
                self._cells_tier(cells, band_col, credit_col, header_bound, day_column, month)
            # ... else as a line where the cells do not stand under the header's: a row of other columns, or a cell
            # merged over columns (its text in the first, the others empty, in a PDF's ruled table and a DOCX's alike:
            # "Less than 95.0% |  | 100%" under "Level | Monthly Uptime | Credit", or under "Monthly Uptime |  | Credit")
            # ... or where the header's band column holds no figure in this row (a table whose words the matching view
            # cut into cells apart: "Monthly\tUptime\tPercentage\tFinancial\tCredit" over "99.0%\t-\t<\t99.99%\t10%")
            if tier is None and (credit_col is None or len(cells) != len(header.cells if header else cells)
                                 or any(not cell.strip() for cell in cells + (names if header else []))
                                 or (band_col is not None and not _has_number(cells[band_col]))):
                tier = self._line_tier(row.start, row.end, credit_intro or credit_col is not None)
            # ... or read backwards, a credit beyond belief under a band the mark beside the level made of the credit
            # ("99.8%<\t10%": 99.8% below 10%), which a row of a level and a credit still is
            if (tier is None or not plausible(tier[0], tier[1])) and \
                    self._unread_row(row.start, row.end, self.pcts_in(row.start, row.end)):
                unread = True
            # ... or a band up to the commitment where the document states several ("| Less than agreed SLA but equal to
            # or greater than 99.0% | 10% |" under a table of four services' levels): the top tier is no one figure
            if tier is None and self.target is None and self._to_unstated_target(
                    text, g.items(text, self.pcts_in(row.start, row.end), row.start, row.end), row.start, row.end):
                unread = True
            # ... or a band below the top under a header naming a credit column, but no credit in its row ("99.0% - <
            # 99.99% |" over "10% |": a credit table copied one cell a line, which the matching view runs into rows of
            # no one width): whose credit is each figure is unknown, and a ladder read from the other rows would pair a
            # band with a wrong one
            if tier is None and credit_col is not None and self._band_alone(row.start, row.end):
                unread = True
            # ... or a credit that is a length alone no reading takes as a share of the fee ("| < 99% | 7 days |" amid
            # "| 10% |" rows): days in a column of percentages, of a month the column does not state; not guessed (not
            # "| ≥ 99.9% | 0天 |", no credit)
            if tier is None and credit_col is not None and credit_col < len(cells) and \
                    self._service_time_alone(cells[credit_col]):
                unread = True
            # ... or a credit beside a length of outage and no level ("| 00:45:01 – 04:00:00 | 10 % |" under "| Cumulative
            # Power Outage | Credit (% of MRC) |", "| 45 minutes to 4 hours | 10% |"): a credit by downtime, no tier of
            # availability; a table that reads no tier with such a row is left unread as a whole (quoted for review)
            if tier is None and credit_col is not None and self._length_row(cells, credit_col):
                lengths = True
            if tier is None:
                top = self._open_top(cells, band_col, credit_col)
                if top is not None and not out:
                    self.open_tops.setdefault((t_index, group), top)
            if tier is not None and tier[3] and tier[1] > MAX_CREDIT_PCT:
                unread = True  # "| 低於 95% | 31天 |": more days than the month's fee at 30 days; the rest would be a part
            if tier is None or not plausible(tier[0], tier[1]):
                continue
            # a new name in the key column (a storage class after ":::" rows), or a ladder that
            # starts again (99.95, 99.9, 98, then 99.9 again) begins another tier list
            name = cells[key_col].strip() if key_col is not None and key_col < len(cells) else ""
            if out and ((name and name != MERGED and name != group_key) or _restarts(out, tier[0])):
                group += 1
            if name and name != MERGED:
                group_key = name
            # the first row of days counted on the month its header states is quoted with that header (a claim says
            # the month as the quote states it: ``credit_days``)
            first = header.start if tier[3] and month is not None and not out else row.start
            out.append(TierRow(tier[0], tier[1], first, row.end, (t_index, group),
                               kind="derived" if tier[3] else "table_cell", band=tier[2]))
        # the rows read would be a part of the table's tiers, offered as the whole: none is read (nor its lines)
        if unread or (lengths and not out):
            self.partial_tables.append((table.start, table.end))
        return [] if unread else out

    def _ladder_shaped(self, table: Table, intro: tuple[int, int]) -> bool:
        """Is a table with no header and no credit word before it a credit ladder by its own shape (``_shaped_ladder``),
        under words of the availability right before it ("Cohere will make the API available with a Monthly Uptime
        Percentage of at least 99.9%." over "| < 99.9% | 10% |", "| < 99.0% | 25% |", a ladder pasted with no heading
        nor lead-in): two cells a row, one band of a level in the first and one percentage alone in the second. A table
        of other columns ("| GPU | 80% |"), or rows whose credits fall, is none."""
        text = self.text
        if table.header(text) is not None:
            return False
        rows = [[cell_text(text, c) for c in row.cells] for row in table.rows]
        return all(len(cells) == 2 for cells in rows) and self._shaped_ladder(rows, intro)

    def _shaped_ladder(self, rows: list[list[str]], intro: tuple[int, int]) -> bool:
        """Do ``rows`` (each a band's text and a credit's) read as a credit ladder by their shape alone, under words of the
        availability (the grammar's ``subjects``) in ``intro``: at least two rows, each one band of a level and one
        percentage alone after it (``_shaped_tier``), the levels falling and the credits rising row by row, each tier
        plausible. A table's cells (``_ladder_shaped``) and a ladder pasted as plain lines (``shaped_lines``) alike."""
        if len(rows) < 2 or self.g.subject.search(self.text, *intro) is None:
            return False
        tiers = [self._shaped_tier(*cells) for cells in rows]
        return all(t is not None and plausible(*t) for t in tiers) and \
            all(a[0] > b[0] and a[1] < b[1] for a, b in zip(tiers, tiers[1:]))

    def _shaped_tier(self, band: str, credit: str) -> tuple[float, float] | None:
        """(below_pct, credit_pct) when ``band`` is one band of a level ("98% to < 99.5%", "< 95%") and ``credit`` one
        percentage and no word ("10%"), else None."""
        bands = [b for b in self._cell_items(band) if isinstance(b, Band)]
        value, credits = self._cell_quantities(credit)
        if len(bands) != 1 or bands[0].upper is None or len(credits) != 1 or credits[0].kind != "pct" or \
                _WORD.search(value[:credits[0].start] + value[credits[0].end:]):
            return None
        return bands[0].upper, credits[0].value

    @functools.cached_property
    def shaped_lines(self) -> set[int]:
        """The sentences, by index, of a credit ladder pasted as plain lines with no credit word before it, read by its
        shape (``_shaped_ladder``), each line cut before its last figure: "98% to <99.5%   10%" / "95% to <98%   25%" /
        "<95%   50%" under "... a Monthly Uptime Percentage of at least 99.5%." (Cohere's page copied from a browser, or
        a PDF's text layer of it, the columns lost to spaces)."""
        text, sentences = self.text, self.view.sentences
        out: set[int] = set()
        run: list[tuple[int, list[str]]] = []
        for idx in sorted({self.sentence_index(q.start) for q in self.pcts}) + [-1]:
            row = None
            pcts = self.pcts_in(sentences[idx].start, sentences[idx].end) if idx >= 0 else []
            if 2 <= len(pcts) <= 3 and sentences[idx].end - sentences[idx].start <= SHAPED_LINE_CHARS:
                sent = sentences[idx]  # (a band of one or two figures, and its credit: no longer line is one)
                row = [text[sent.start:pcts[-1].start], text[pcts[-1].start:sent.end]]
                row = row if self._shaped_tier(*row) is not None else None
            if row is not None and (not run or run[-1][0] == idx - 1):
                run.append((idx, row))
                continue
            if run and self._shaped_ladder([r for _, r in run], self._intro(sentences[run[0][0]].start)):
                out.update(i for i, _ in run)
            run = [(idx, row)] if row is not None else []
        return out

    def _length_row(self, cells: list[str], credit_col: int) -> bool:
        """Does a row hold a credit (a percentage above nothing in ``cells[credit_col]``) and, in its other cells, a length
        of outage and no percentage: a duration ("45 minutes to 4 hours") or a clock's length ("00:45:01 – 04:00:00")?"""
        if credit_col >= len(cells) or not any(q.kind == "pct" and q.value > 0
                                                for q in self._cell_quantities(cells[credit_col])[1]):
            return False
        others = [self._cell_quantities(cell) for i, cell in enumerate(cells) if i != credit_col]
        if any(q.kind == "pct" for _, quantities in others for q in quantities):
            return False
        return any(q.kind == "duration" for _, quantities in others for q in quantities) or \
            any(CLOCK_LENGTH.search(value) for value, _ in others)

    def _band_alone(self, start: int, end: int) -> bool:
        """Is the row ``[start, end)`` one band below the top ("95.0% - < 99.0%") and nothing else, no figure and no
        word ("No Credit", "Uptime"): a band whose credit its row does not state?"""
        items = self.g.items(self.text, self.pcts_in(start, end), start, end)
        if len(items) != 1 or not isinstance(items[0], Band) or items[0].upper is None or items[0].upper >= FULL_PCT:
            return False
        return _WORD.search(self.text[start:items[0].start] + " " + self.text[items[0].end:end]) is None

    def _cell_ladder(self, rows_cells: list[list[str]], band_col: int | None,
                     credit_col: int | None) -> dict[int, tuple[float, float]]:
        """The tiers of a table whose band column holds one bare level a row ("| 99.50% | < 3h 39m | 5% |" under
        "| Availability | Monthly Downtime | Credit Offered |", crucial.com.au's uptime guarantee), read by
        ``_level_ladder`` when its other columns hold no figure but the downtime each level allows (``_downtime_only``:
        a price beside each plan's uptime makes a table of plans, no ladder). By row: (below_pct, credit_pct)."""
        if band_col is None or credit_col is None or any(max(band_col, credit_col) >= len(c) for c in rows_cells):
            return {}
        if not all(_downtime_only(c for i, c in enumerate(cells) if i not in (band_col, credit_col)) for cells in rows_cells):
            return {}
        return self._level_ladder([(self._cell_items(cells[band_col]),
                                    [q for q in self._cell_items(cells[credit_col]) if isinstance(q, Quantity)])
                                   for cells in rows_cells])

    def _level_ladder(self, rows: list[tuple[list[Band | Quantity], list[Quantity]]]) -> dict[int, tuple[float, float]]:
        """The tiers of rows of one bare level and a credit each (a table's cells: ``_cell_ladder``; lines with no
        cells: ``_headed_ladder``), the first row's credit none or nothing ("99.90% | < 0h 44m | 0%"): no credit owed
        at the top level says each level is its band's lower end, as ``ladder``'s top row alone does, the band running
        up to the row above's level. A last row of the band below the level above ("Less than 98% | 30%") goes on from
        it. Only when the levels fall and the credits rise row by row. By row: (below_pct, credit_pct)."""
        if len(rows) < 3:
            return {}
        levels: list[float] = []
        out: dict[int, tuple[float, float]] = {}
        for i, (items, credits) in enumerate(rows):
            if len(items) != 1 or len(credits) > 1 or (i and not credits):
                return {}
            level, credit = items[0], credits[0].value if credits else 0.0
            if not i:
                if not isinstance(level, Quantity) or level.high is not None or level.value < MIN_BAND_PCT or credit:
                    return {}
                levels.append(level.value)
                continue
            last = out[i - 1][1] if i - 1 in out else 0.0
            if credit < last or not plausible(levels[-1], credit):
                return {}
            if isinstance(level, Band):
                # "Less than 98%" under the 98% row: the band below the ladder's last level, the ladder's last row
                if i != len(rows) - 1 or level.upper != levels[-1] or level.lower is not None:
                    return {}
            elif level.high is not None or level.value >= levels[-1]:
                return {}
            out[i] = (levels[-1], credit)
            levels.append(level.upper if isinstance(level, Band) else level.value)
        return out

    def _key_column(self, header, rows_cells: list[list[str]], band_col, credit_col) -> int | None:
        """A column of names with merged cells (":::" or blank) below them: what each tier list
        applies to (storage classes, products). Without merged cells a name is a row label."""
        if header is None:
            return None
        width = len(header.cells)
        for i in range(width):
            if i in (band_col, credit_col):
                continue
            column = [cells[i].strip() for cells in rows_cells if len(cells) == width]
            if column and not any(_has_number(c) for c in column) and any(c in (MERGED, "") for c in column[1:]):
                return i
        return None

    def _cells_tier(self, cells: list[str], band_col: int | None, credit_col: int | None,
                    header_bound: str | None, day_column: bool = False,
                    month: int | None = None) -> tuple[float, float, Band, bool] | None:
        """A row read cell by cell: the band from the band column (or the one cell holding a
        band), the credit from the credit column, in days of service where the cell or its header
        (``day_column``) says so, of a month of ``month`` days where the header states it. (below_pct, credit_pct, the
        band, whether the credit is days: derived)."""
        if credit_col is None or credit_col >= len(cells):
            return None
        bands = []
        for i, c in enumerate(cells):
            if i == credit_col or (band_col is not None and i != band_col):
                continue
            items = self._cell_items(c)
            found = [b for b in items if isinstance(b, Band)]
            if not found and i == band_col and header_bound == "upper":
                found = [Band(q.value, None, q.start, q.end) for q in items if isinstance(q, Quantity)][:1]
            found = self._to_target(c, items) or found
            if found:
                bands = found
                break
        credit = self._cell_credit(cells[credit_col], day_column, month)
        # one band; a bilingual cell states it twice ("低于99.9%但不低于99.5% / below 99.9%")
        if not bands or len({b.upper for b in bands}) != 1 or bands[0].upper is None or credit is None:
            return None
        return bands[0].upper, credit[0], bands[0], credit[1]

    def _lengths_alone(self, cells: list[str]) -> bool:
        """Is every figure of ``cells`` (a column under a header naming the credit, "| Service Credit |", "| 服务补偿 |")
        a length alone (``_length_alone``: "3 days", "7天", "1 month"), and is there one? Such a column counts service
        time credited as a header counting days says so ("| 服務補償天數 |"); a column of anything else beside them
        ("10%", "3 business days", "3 days after the claim") is read cell by cell."""
        figured = [cell for cell in cells if _has_number(cell)]
        return bool(figured) and all(self._length_alone(cell) for cell in figured)

    def _length_alone(self, cell: str) -> bool:
        """Is ``cell`` nothing but one length: a number and one unit of ``day_cells`` ("3 days", "7天"), or a whole
        number of months ("1 month", "1个月")?"""
        value, quantities = self._cell_quantities(cell)
        if len(quantities) != 1 or _WORD.search(value[:quantities[0].start] + value[quantities[0].end:]):
            return False
        q = quantities[0]
        return self.g.day_cell.fullmatch(value, q.start, q.end) is not None or \
            (q.kind == "period" and q.high is None and q.value == int(q.value) > 0)

    def _service_time_alone(self, cell: str) -> bool:
        """Is ``cell`` one length alone (``_length_alone``) that is some service time: "7 days", "1 month", not "0天" (a
        day column's "no credit")?"""
        return self._length_alone(cell) and self._cell_quantities(cell)[1][0].value > 0

    def _cell_credit(self, cell: str, day_column: bool = False, month: int | None = None) -> tuple[float, bool] | None:
        """A credit cell's first credit and whether it is days of service (derived): a percentage, else days of service
        as the share of the fee they are ("| 低於99.9% | 3天 |" under "服務補償天數"); None for neither."""
        credits = [q for q in self._cell_items(cell) if isinstance(q, Quantity)]
        if credits:
            return credits[0].value, False
        value, quantities = self._cell_quantities(cell)
        days = self.g.day_credits(value, list(quantities), named=day_column, month=month)
        # ... or whole months ("| 1 month |" amid "| 10% |" rows, "| 1个月服务费 |"): the month's fee, whatever its days
        days = days or self.g.month_credits(value, list(quantities), named=day_column or self._length_alone(cell))
        return (days[0].value, True) if days else None

    def _split_band(self, names: list[str], rows_cells: list[list[str]],
                    intro: tuple[int, int]) -> tuple[int, int, int, bool] | None:
        """A table whose header names the band over two sub-columns that a second header row heads with a bound word
        each, its lower end and its upper end ("Monthly Uptime Percentage | | Service Credit" over "At least | Less than
        | ", "≥ | <", "大于等于 | 小于": a DOCX's or a PDF's merged header cell, an HTML colspan), and a column naming
        the credit: (lower column, upper column, credit column, whether the credit is counted in days). Else None."""
        g = self.g
        if len(rows_cells) < 2 or any(len(cells) != len(names) for cells in rows_cells):
            return None
        sub = rows_cells[0]
        if any(_has_number(cell) for cell in sub):
            return None
        heads = [nfkc(f"{name} {cell}") for name, cell in zip(names, sub)]
        credit_col = next((i for i, n in enumerate(heads) if g.credit_word.search(n)), None)
        if credit_col is None:
            credit_col = next((i for i, n in enumerate(heads) if g.fee_word.search(n) and not g.subject.search(n)), None)
        if credit_col is None and g.credit_word.search(self.text, *intro) is None:
            return None
        bounds = {i: g.header_bound(cell) for i, cell in enumerate(sub) if cell.strip() and i != credit_col}
        lower = [i for i, kind in bounds.items() if kind == "lower"]
        upper = [i for i, kind in bounds.items() if kind == "upper"]
        if None in bounds.values() or len(lower) != 1 or len(upper) != 1 or abs(lower[0] - upper[0]) != 1:
            return None
        first, second = sorted((lower[0], upper[0]))
        # the band's header over both: written in the first sub-column, the second empty (merged) or the same
        if not g.subject.search(nfkc(names[first])) or names[second].strip() not in ("", names[first].strip()):
            return None
        if credit_col is None:  # "Service Credit" unheaded: the one column left, when the intro names the credit
            rest = [i for i in range(len(names)) if i not in (first, second)]
            if len(rest) != 1 or names[rest[0]].strip() or sub[rest[0]].strip():
                return None
            credit_col = rest[0]
        return lower[0], upper[0], credit_col, g.day_column.search(heads[credit_col]) is not None or (
            g.credit_word.search(heads[credit_col]) is not None
            and self._lengths_alone([cells[credit_col] for cells in rows_cells[1:]]))

    def _split_rows(self, t_index: int, table: Table, body: Sequence[Row], rows_cells: list[list[str]], lower_col: int,
                    upper_col: int, credit_col: int, day_column: bool, month: int | None) -> list[TierRow]:
        """The tiers of a table whose band stands in two sub-columns (``_split_band``): each row's lower and upper end
        from its cells, the credit from the credit column. Read only as a whole ladder: the bands one under the other
        with no gap nor overlap between them, the credits rising as they fall, a top band with no upper end (or up to
        100%) owing nothing; a row of figures read otherwise leaves the whole table unread (``partial_tables``)."""
        tiers: list[tuple[float, float | None, float, bool, Row]] = []
        for row, cells in zip(body, rows_cells):
            if not any(_has_number(cell) for cell in cells):
                continue  # a note under the table
            low, up = self._ends(cells[lower_col], cells[upper_col])
            credit = self._cell_credit(cells[credit_col], day_column, month)
            if low is False or up is False or self.g.per_unit_in(self.text, row.start, row.end) or \
                    any(_has_number(c) for i, c in enumerate(cells) if i not in (lower_col, upper_col, credit_col)):
                tiers = []
                break
            if up is None or up >= FULL_PCT:  # the top band: no credit owed
                if credit is not None and credit[0] > 0:
                    tiers = []
                    break
                continue
            if credit is None or not plausible(up, credit[0]) or (low is not None and low >= up):
                tiers = []
                break
            tiers.append((up, low, credit[0], credit[1], row))
        ladder = sorted(tiers, key=lambda t: -t[0])
        if not all(a[1] is not None and abs(a[1] - b[0]) < 1e-9 and a[2] <= b[2]
                   for a, b in zip(ladder, ladder[1:])):
            ladder = []
        if not ladder:
            self.partial_tables.append((table.start, table.end))
            return []
        return [TierRow(up, credit, row.start, row.end, (t_index, 0), kind="derived" if derived else "table_cell",
                        band=Band(up, low, row.start, row.end)) for up, low, credit, derived, row in ladder]

    def _ends(self, lower: str, upper: str) -> tuple[float | None | bool, float | None | bool]:
        """A row's (lower end, upper end) from its cells under the two sub-columns (``_bound``); a cell merged over both
        (the other empty) that states a band with its own words ("Less than 95.0%", "99.0% to < 99.9%") gives that band's."""
        merged = self._cell_items(lower if not upper.strip() else upper) if not (lower.strip() and upper.strip()) else []
        if len(merged) == 1 and isinstance(merged[0], Band) and (merged[0].step is None or merged[0].lower is None):
            return merged[0].lower, merged[0].upper  # (a closed range of two bare figures: its upper end in, no such ladder)
        return self._bound(lower, "lower"), self._bound(upper, "upper")

    def _bound(self, cell: str, kind: str) -> float | None | bool:
        """The one end of a band a sub-column's cell holds under a header naming which end (``kind``): a bare
        percentage, or one with that end's bound word ("< 99.9%" under "Less than"); None for an empty cell, False for
        anything else (two figures, the other end's word, a figure that is no percentage)."""
        items = self._cell_items(cell)
        if not items:
            return False if _has_number(cell) else None
        if len(items) != 1:
            return False
        item = items[0]
        if isinstance(item, Quantity):
            return item.value if item.high is None else False
        ends = (item.lower, item.upper) if kind == "lower" else (item.upper, item.lower)
        return ends[0] if ends[0] is not None and ends[1] is None else False

    def _open_top(self, cells: list[str], band_col: int | None, credit_col: int | None) -> float | None:
        """The lower end of a row's band that has no upper end and no credit beside it ("| ≥ 99.9% | No credit |",
        "| 99.9% or higher | 0% |"), or one that runs up to the whole 100% ("| 98.0% - 100% | No Credit |", Kaarma
        Cloud's SLA): the band above the tiers, where the top tier's band ends. Else None."""
        if credit_col is None or credit_col >= len(cells):
            return None
        if any(isinstance(q, Quantity) and q.value > 0 for q in self._cell_items(cells[credit_col])):
            return None
        for i, c in enumerate(cells):
            if i == credit_col or (band_col is not None and i != band_col):
                continue
            bands = [b for b in self._cell_items(c) if isinstance(b, Band)]
            if bands:
                top = len(bands) == 1 and (bands[0].upper is None or bands[0].upper >= FULL_PCT)
                return bands[0].lower if top else None
        return None

    def _to_target(self, cell: str, items: list[Band | Quantity]) -> list[Band]:
        """A table cell's band up to the commitment ("< target but ≥ 99.0%", "99.0% – SLA target"),
        when the document states one availability (``_up_to_target``), or none."""
        value = nfkc(cell)
        return [b for b in self._up_to_target(value, items, 0, len(value), cell=True) if isinstance(b, Band)
                and b.upper is not None and b.upper == self.target and b not in items]

    def _up_to_target(self, text: str, items: list[Band | Quantity], start: int, end: int,
                      cell: bool = False) -> list[Band | Quantity]:
        """``items`` with each band that names the commitment as its upper end ("below the target but
        at least 99.0%": an upper bound word, then the target, before a lower end) bounded by the one
        availability the document states; in a table cell also one figure up to it ("99.0% – SLA
        target"). Unchanged when the document states none, or several."""
        g, target = self.g, self.target
        if target is None or g.target is None:
            return items
        out: list[Band | Quantity] = []
        prev = start
        for item in items:
            lower = None
            if isinstance(item, Band) and item.upper is None and item.lower is not None:
                m = g.target.search(text, prev, item.start)
                bound = g.before.at(text, max(prev, m.start() - BOUND_REACH), m.start()) if m else None
                lower = item.lower if bound and bound[0] == "upper" else None
            elif cell and len(items) == 1 and isinstance(item, Quantity):
                joint = g.joiner.match(text, item.end, end)
                lower = item.value if joint and g.target.match(text, joint.end(), end) else None
            if lower is not None and lower < target:
                item = Band(target, lower, item.start, item.end)
            out.append(item)
            prev = item.end
        return out

    def _to_unstated_target(self, text: str, items: list[Band | Quantity], start: int, end: int) -> bool:
        """Does a band of ``items`` run up to the commitment by name, as ``_up_to_target`` reads one ("less than
        agreed SLA but equal to or greater than 99.0%", "99.0% – SLA target"), with no band of figures beside it?"""
        g = self.g
        if g.target is None or any(isinstance(b, Band) and b.upper is not None for b in items):
            return False
        prev = start
        for item in items:
            if isinstance(item, Band) and item.upper is None and item.lower is not None:
                m = g.target.search(text, prev, item.start)
                bound = g.before.at(text, max(prev, m.start() - BOUND_REACH), m.start()) if m else None
                # one band, no clause break inside ("Under the SLA, if monthly uptime is at least 99.0%": no band's end)
                if bound and bound[0] == "upper" and not any(c in text[m.end():item.start] for c in ",;"):
                    return True
            elif isinstance(item, Quantity):
                joint = g.joiner.match(text, item.end, end)
                if joint and g.target.match(text, joint.end(), end):
                    return True
            prev = item.end
        return False

    def _cell_quantities(self, cell: str) -> tuple[str, tuple[Quantity, ...]]:
        """A cell's text in view form (``nfkc``) and every quantity in it, read once a cell."""
        if (known := self._cell_quantities_of.get(cell)) is None:
            value = nfkc(cell)
            known = self._cell_quantities_of[cell] = (value, tuple(find_quantities(value)))
        return known

    def _cell_items(self, cell: str) -> list[Band | Quantity]:
        """A cell's bands and free percentages (``TierGrammar.items``), read once a cell; a new list each call."""
        if (known := self._cell_items_of.get(cell)) is None:
            value, quantities = self._cell_quantities(cell)
            qs = [q for q in quantities if q.kind == "pct"]
            known = self._cell_items_of[cell] = tuple(self.g.items(value, qs, 0, len(value)))
        return list(known)

    def _line_tier(self, start: int, end: int, credit_column: bool) -> tuple[float, float, Band, bool] | None:
        """A row whose cells do not line up with the header: read as one tier line. (below_pct, credit_pct, the band,
        whether the credit is days of service)."""
        items = self.g.items(self.text, self.pcts_in(start, end), start, end)
        pairs = pair_bands(items, lambda q: credit_column or self._credit_near(q))
        if len(pairs) != 1:
            return None
        band, credit = pairs[0]
        return band.upper, credit.value, band, credit.start in self.day_starts

    def _intro(self, pos: int) -> tuple[int, int]:
        """Where the phrase before a table stands: at most INTRO_CHARS before it."""
        return max(0, pos - INTRO_CHARS), pos

    def _credit_near(self, q: Quantity) -> bool:
        clause = self.view.clause_at(q.start)
        return bool(self.g.credit_word.search(self.text, clause.start, clause.end)
                    or self.g.fee_word.search(self.text, clause.start, clause.end))

    def _added(self, q: Quantity) -> bool:
        """Is ``q`` the credit of a remedy added to another, said so in its own clause with no band there ("credits are
        due when availability falls below 99.9%, and any single outage exceeding 4 hours earns an additional 25%
        credit", "单次中断超过4小时的，额外赔偿月服务费的25%"), or given for one outage's length (``_for_one_outage``)?
        Then it is no band's credit: the band before it states none ("Availability below 99.9% earns a 25% credit, and
        an additional 10% ...": the 25% is the band's)."""
        text, clause = self.text, self.view.clause_at(q.start)
        if self.g.added.search(text, clause.start, clause.end) is None:
            return self._for_one_outage(q)
        return not any(isinstance(i, Band) for i in self.g.items(text, self.pcts_in(clause.start, clause.end),
                                                                 clause.start, clause.end))

    def _for_one_outage(self, q: Quantity) -> bool:
        """Is ``q`` a credit given for one outage's length (``outage_over``), named in its own words: its clause up to the
        coordination word after it, and the clause before it (the condition: "单次中断时间超过4小时的，乙方赔偿月服务费的
        25%") or its own words after the coordination word before it ("..., and any single outage exceeding 4 hours
        earns a 25% credit"), never back past a band ("Availability below 99.9% earns a 25% credit and an additional 10%
        for any single outage exceeding 4 hours": the 25% is the band's; "if downtime exceeds 4 hours in a month, 25%
        credit": a month's total, no outage's)."""
        text, g = self.text, self.g
        sent, clause = self.view.sentence_at(q.start), self.view.clause_at(q.start)
        if g.outage_words.search(text, sent.start, sent.end) is None:
            return False  # (most sentences name no outage: the one search, not their bands)
        before = [c for c in sent.clauses if c.end <= clause.start]
        start = before[-1].start if before else clause.start
        items = g.items(text, self.pcts_in(sent.start, sent.end), sent.start, sent.end)
        start = max([start] + [i.end for i in items if isinstance(i, Band) and i.end <= q.start])
        end = clause.end
        # "4 hours or more": the length's own words, no coordination of clauses
        lengths = [a.span() for d in self.durations if sent.start <= d.start < sent.end
                   and (a := g.longer_after.match(text, d.end)) is not None]
        for m in g.coordination.finditer(text, start, clause.end):
            if any(lo <= m.start() and m.end() <= hi for lo, hi in lengths):
                continue
            if m.end() <= q.start and m.start() >= clause.start:
                start = max(start, m.end())
            elif m.start() >= q.end:
                end = m.start()
                break
        return g.outage_over(text, self.durations, start, end) is not None \
            and not any(isinstance(i, Band) and start <= i.start < end for i in items)

    def _names_level(self, q: Quantity) -> bool:
        """Is ``q`` the service level itself ("falls short of the 99.9% uptime": its subject word
        right after it), not a credit?"""
        return _word_right_after(self.g.subject, self.text, q.end, LEVEL_WORD_REACH)

    # --- sentences and lines

    def sentence_rows(self, skip: list[tuple[int, int]]) -> list[TierRow]:
        """Tier sentences and lines outside the tables already read."""
        text, g = self.text, self.g
        out: list[TierRow] = []
        sentences = self.view.sentences
        skip_starts = [s for s, _ in skip]
        listed = -2  # the last sentence that was a bare tier line ("< 99.9%  10%")
        table_row = -2  # the last sentence that was a row of a tier table read already
        band_line: tuple[int, Band] | None = None  # the last sentence that was a band alone ("95.0% – 98.9%")
        target_line = -2  # the last sentence that was a band up to a commitment the document does not state once
        for idx, sent in enumerate(sentences):
            pcts = self.pcts_in(sent.start, sent.end)
            if not pcts:
                continue
            if self._unread_row(sent.start, sent.end, pcts):
                self.unread_lines.add(idx)
            k = bisect.bisect_right(skip_starts, sent.start) - 1
            if k >= 0 and sent.start < skip[k][1]:
                table_row = idx
                continue
            if g.per_unit_in(text, sent.start, sent.end):
                continue  # "每中断1小时赔付5%": a per-hour credit, not a tier
            if idx in self.ladder:  # "2 99.8% 10%" under "1 99.9% Guaranteed": the band up to the row above's level
                out.append(TierRow(*self.ladder[idx], sent.start, sent.end))
                listed = idx
                continue
            items = self._up_to_target(text, g.items(text, pcts, sent.start, sent.end), sent.start, sent.end)
            # a band beside a length alone ("- below 99%: 7 days" amid "- below 99.9%: 10%" lines): days of a month the
            # list does not state, as a table's cell is (``_table``); unread, so that the lines around it are not
            # offered as the whole ladder (``partial``)
            if self._band_and_length(items, sent.end):
                self.unread_lines.add(idx)
                self.length_lines.add(idx)
                continue
            first, row_start = idx, sent.start
            # a band up to the commitment where the document states none, or several ("99.0% – SLA target" over "10% of
            # monthly fee", above the other tiers of five services' levels): unread, it and its credit line, so that the
            # tiers below are not offered as the whole (``partial``)
            if self.target is None and self._to_unstated_target(text, items, sent.start, sent.end):
                self.unread_lines.add(idx)
                target_line = idx
                continue
            if target_line == idx - 1 and len(items) == 1 and isinstance(items[0], Quantity):
                self.unread_lines.add(idx)
                continue
            # a band alone on its line and a credit alone on the next are one tier line ("95.0% – 98.9%"
            # over "25% of monthly fee": a tier list that lost its table); the credit opens its line
            # ... and so is a credit that opens a line running on into the next tiers ("95.0% - 99.0% Uptime" over "50%
            # Credit Below 95.0% Uptime 100% Credit": the 50% is the band's above, not the one after it)
            lone_credit = (len(items) >= 1 and isinstance(items[0], Quantity)
                           and not text[sent.start:items[0].start].strip())
            if lone_credit and band_line is not None and band_line[0] == idx - 1:
                items = [band_line[1], *items]
                first, row_start = idx - 1, band_line[1].start
            look = sentences[max(0, first - LOOKBACK_SENTENCES)].start
            alone = len(items) == 1 and isinstance(items[0], Band) and items[0].upper is not None
            band_line = (idx, items[0]) if alone else None
            bare = _bare_line(items)
            # a list of bare tier lines keeps the subject and the credit word its first lines were
            # read under, however long the list runs (five bands under one "we refund" line), and so
            # does a tier line right after a tier table ("Below 95.00% 100% of monthly fee" under four
            # rows that line up as a table)
            listing = (bare and listed == first - 1) or table_row == first - 1
            if not listing and not g.subject.search(text, look, sent.end):
                continue
            # ... or the ladder's own shape says so, pasted as plain lines under words of the availability (``shaped_lines``)
            credit_context = listing or idx in self.shaped_lines or g.credit_word.search(text, look, sent.end) is not None
            ok = lambda q: credit_context and (g.credit_word.search(text, sent.start, sent.end) is not None
                                               or self._credit_near(q) or bare) and not self._added(q)
            if self._credit_list(items, ok):
                self.unread_lines.add(idx)  # "低于99.95%，可获得10%、25%、100%不等的赔偿": whose band is each credit?
                continue
            pairs = pair_bands(items, ok)
            if any(credit.start in self.day_starts and credit.value > MAX_CREDIT_PCT for _, credit in pairs):
                self.unread_lines.add(idx)  # "低于95%的，补偿31天服务时长": more than the fee at 30 days; none is read
                continue
            for band, credit in pairs:
                if self._raised(band, credit) is False:
                    continue  # "可用性低于99%的，价格提高至25%": another thing's figure raised, no credit
                base = self._raised_from(band, credit, idx)
                if base is not None and self.target is not None and band.upper is not None \
                        and self.target > band.upper and plausible(self.target, base.value):
                    # the credit raised from is owed below the commitment: implied, as a missed commitment's is
                    before = sentences[idx - 1]
                    out.append(TierRow(self.target, base.value, before.start, before.end, kind="derived"))
                elif base is not None:
                    self.unread_lines.add(idx - 1)  # its band unknown: the tiers below it are no whole list
                if plausible(band.upper, credit.value):
                    # a credit in days of service is a share of the fee at an assumed month's length: derived
                    out.append(TierRow(band.upper, credit.value, row_start, sent.end, band=band,
                                       kind="derived" if credit.start in self.day_starts else "operative"))
                    listed = idx if bare else listed
            out.extend(self._missed_commitment(items, sent.start, sent.end))
        return out

    def _band_and_length(self, items: list[Band | Quantity], end: int) -> bool:
        """Is a line one band and, after it up to ``end``, a length alone that is some service time (``_length_alone``:
        "7 days", "7天", "1 month"; not "0 days")?"""
        if len(items) != 1 or not isinstance(items[0], Band) or items[0].upper is None:
            return False
        return self._service_time_alone(self.text[items[0].end:end])

    def _credit_list(self, items: list[Band | Quantity], ok: Callable[[Quantity], bool]) -> bool:
        """Does a sentence name more credits than bands, some of them listed together ("如服务可用性低于99.95%，用户可获得
        10%、25%、100%不等的赔偿": one level and three credits, the bands of the others not said)? Then no credit is the
        band's alone: no tier is read, rather than the first credit offered as the whole ladder (a month at 90% would
        read as owed 10%). Not n credits for n bands ("credits of 10% and 25% below 99.9% and 99% respectively")."""
        credits = [i for i in items if isinstance(i, Quantity) and ok(i)]
        bands = [i for i in items if isinstance(i, Band) and i.upper is not None]
        if len(credits) <= max(1, len(bands)):
            return False
        return any(isinstance(a, Quantity) and isinstance(b, Quantity) and ok(a) and ok(b)
                   and self.g.coordination.fullmatch(self.text, a.end, b.start) for a, b in zip(items, items[1:]))

    def _raised_from(self, band: Band, credit: Quantity, idx: int) -> Quantity | None:
        """The credit that ``band``'s ``credit`` (in sentence ``idx``) is raised from: a word of ``raised_credits``
        between them, and the sentence right before states one credit below it and no band ("Is a 10% reduction in the
        cost of the service in a given period. In the case of ... less than 99% the reduction increases to 25%": the
        10%, owed where the commitment is missed, Tiktalik's Files SLA). None when a band states that credit too
        ("Below 99.9% the credit is 10%. Below 99% the credit increases to 25%": a tier of its own)."""
        text, g = self.text, self.g
        if idx == 0 or self._raised(band, credit) is not True:
            return None
        before = self.view.sentences[idx - 1]
        items = g.items(text, self.pcts_in(before.start, before.end), before.start, before.end)
        if any(isinstance(i, Band) for i in items):
            return None
        credits = [q for q in items if isinstance(q, Quantity) and q.value < credit.value and self._credit_near(q)]
        return credits[0] if len(credits) == 1 else None

    def _raised(self, band: Band, credit: Quantity) -> bool | None:
        """Is ``credit`` raised by a word of ``raised_credits`` between ``band`` and it: True where a credit word names
        what is raised, between the band and that word ("低于99%的，赔偿比例提高至25%", "the reduction increases to
        25%"); False where none does ("低于99%的，价格提高至25%": a price raised, no credit); None with no such word."""
        text, g = self.text, self.g
        raised = g.raised.search(text, band.end, credit.start)
        if raised is None:
            return None
        return g.credit_word.search(text, band.end, raised.end()) is not None

    def _unread_row(self, start: int, end: int, pcts: list[Quantity]) -> bool:
        """Is ``[start, end)`` a row of a bare level beside a credit (``_bare_row``) that no row
        above says the band of (``ladder``)? No bound word says which end of a band the level is,
        so the row is not read; and a tier list read beside such rows would be part of a table,
        offered as the whole (``partial``)."""
        return self._bare_row(start, end, pcts) is not None and self.sentence_index(start) not in self.ladder

    def _bare_row(self, start: int, end: int, pcts: list[Quantity]) -> tuple[float, float] | None:
        """(level, credit) when ``[start, end)`` is a line or a table row of two bare percentages, a level
        then a credit, and nothing else but digits and marks ("2 99.8% 10%", "99.8% | 10%": a credit
        table that lost its cells), else None."""
        return _bare_pair(self.text, start, end, pcts)

    @functools.cached_property
    def ladder(self) -> dict[int, tuple[float, float]]:
        """The tiers of rows of a bare level beside a credit (``_bare_row``: "2 99.8% 10%") whose
        first stands right under a row of the top level alone ("1 99.9% Guaranteed"): each level is
        its band's lower end, the band running up to the level of the row above (row numbers are
        no levels), so the top row says which end the bare levels are. Only when the levels fall and
        the credits rise row by row, and a tier row right under the last ("11 Less than 99.0% 100%")
        goes on from its level. By sentence index: (below_pct, credit_pct)."""
        out: dict[int, tuple[float, float]] = {}
        run: list[tuple[int, tuple[float, float]]] = []
        for idx in sorted({self.sentence_index(q.start) for q in self.pcts}) + [-1]:
            sent = self.view.sentences[idx]
            row = self._bare_row(sent.start, sent.end, self.pcts_in(sent.start, sent.end)) if idx >= 0 else None
            if row is not None and (not run or run[-1][0] == idx - 1):
                run.append((idx, row))
                continue
            out.update(self._ladder_run(run))
            run = [(idx, row)] if row is not None else []
        return self._headed_ladder() | out

    def _headed_ladder(self) -> dict[int, tuple[float, float]]:
        """``_level_ladder`` of lines with no cells ("99.50% < 3h 39m 5%" over "99.00% < 7h 18m 10%" under
        "Availability Monthly Downtime Credit Offered": MediaCloud's and Edge Central's SLA pages): under a line of
        no figure naming the level before the credit, each line one row, its level opening it (no word before it) and
        its credit closing it (no word after it), no other figure between but a length of time, the downtime the level
        allows (``_downtime_only``, as for a table's cells: a price beside each plan's uptime makes a list of plans). The lines end at one with no
        percentage: a line of one under the last that is no such row ("97.00% and below 30%", its credit read as a band)
        leaves them unread, a part of the ladder offered as the whole would under-credit. By sentence index."""
        text, g, sentences = self.text, self.g, self.view.sentences
        out: dict[int, tuple[float, float]] = {}
        for idx in sorted({self.sentence_index(q.start) for q in self.pcts}):
            if not idx or idx in out:
                continue
            start, end = self._last_line(sentences[idx - 1])
            subject, credit = g.subject.search(text, start, end), g.credit_word.search(text, start, end)
            if _has_number(text[start:end]) or subject is None or credit is None or credit.start() < subject.start():
                continue
            rows: list[list[Band | Quantity]] = []
            items: list[Band | Quantity] = []
            for sent in sentences[idx:]:
                items = g.items(text, self.pcts_in(sent.start, sent.end), sent.start, sent.end)
                if "\n" in text[sent.start:sent.end].strip() or not items or \
                        not all(isinstance(q, Quantity) for q in items[1:]) or \
                        not _downtime_only(_between(text, sent.start, sent.end, items)) or \
                        any(ch.isalpha() for ch in text[sent.start:items[0].start] + text[items[-1].end:sent.end]):
                    break
                rows.append(items)
                items = []
            if items:
                continue
            ladder = self._level_ladder([(row[:1], row[1:]) for row in rows])
            out.update((idx + i, tier) for i, tier in ladder.items())
        return out

    def _ladder_run(self, run: list[tuple[int, tuple[float, float]]]) -> dict[int, tuple[float, float]]:
        """``ladder`` for one run of bare rows on lines next to each other."""
        if not run or run[0][0] == 0:
            return {}
        top = self._top_level(*self._last_line(self.view.sentences[run[0][0] - 1]))
        levels = [top] + [level for _, (level, _) in run]
        credits = [credit for _, (_, credit) in run]
        if top is None or any(a <= b for a, b in zip(levels, levels[1:])) or any(a > b for a, b in zip(credits, credits[1:])):
            return {}
        after = run[-1][0] + 1
        if after < len(self.view.sentences):
            sent = self.view.sentences[after]
            pairs = pair_bands(self.g.items(self.text, self.pcts_in(sent.start, sent.end), sent.start, sent.end),
                               lambda q: True)
            if pairs and (pairs[0][0].upper != levels[-1] or pairs[0][1].value < credits[-1]):
                return {}  # the row under the last does not go on from its level: the bands are not these
            if len(pairs) == 1 and plausible(pairs[0][0].upper, pairs[0][1].value):
                run = [*run, (after, (levels[-1], pairs[0][1].value))]  # ... and that row is the ladder's too
                levels.append(levels[-1])
        return {idx: (upper, credit) for (idx, (_, credit)), upper in zip(run, levels)}

    def _last_line(self, sent) -> tuple[int, int]:
        """The part of ``sent`` on its last line of the document (the view joins a line into the one
        above it when nothing ends that one: a table's header over its first row)."""
        start, end = sent.start, sent.end
        while end > start and self.text[end - 1].isspace():
            end -= 1
        if end == start:
            return start, end
        source, offsets = self.view.source, self.view.offsets
        brk = source.rfind("\n", offsets[start], offsets[end - 1])
        return (bisect.bisect_left(offsets, brk + 1, start, end) if brk >= 0 else start), end

    def _top_level(self, start: int, end: int) -> float | None:
        """The level of a row that states it alone, a few words beside it and no bound word ("1 99.9%
        Guaranteed", "| 99.9% | - |"), else None."""
        pcts = self.pcts_in(start, end)
        if len(pcts) != 1 or pcts[0].high is not None or pcts[0].value < MIN_BAND_PCT:
            return None
        q = pcts[0]
        if self.g.before.at(self.text, start, q.start) or self.g.after.at(self.text, q.end, end):
            return None
        rest = self.text[start:q.start] + " " + self.text[q.end:end]
        return q.value if _ROW_REST.fullmatch(rest) else None

    def partial(self, group: list[TierRow]) -> bool:
        """Does a tier list read from lines stand beside rows of the same table that could not be
        read (``_unread_row``: "10 99.0% 90%" over "11 Less than 99.0% 100%")? Then it is a part of
        the table's tiers, and a part offered as the whole would under-credit."""
        if all(row.scope is not None for row in group):
            return False
        first = self.sentence_index(group[0].start)
        last = self.sentence_index(max(group[-1].start, group[-1].end - 1))
        return first - 1 in self.unread_lines or last + 1 in self.unread_lines

    def unread_around(self, group: list[TierRow]) -> tuple[int, int]:
        """The lines of a tier list read only in part (``partial``): ``group``'s, and the unread lines or lines of a band
        right above and below them (the list's other lines: "- below 95%: 50%" under "- below 99%: 7 days", no row of
        its own as no subject word is near), as (start, end) in the view."""
        sentences = self.view.sentences

        def of_list(idx: int) -> bool:
            if idx in self.unread_lines:
                return True
            if not 0 <= idx < len(sentences):
                return False
            sent = sentences[idx]
            return any(isinstance(item, Band) for item in self.g.items(self.text, self.pcts_in(sent.start, sent.end),
                                                                       sent.start, sent.end))

        first = self.sentence_index(group[0].start)
        last = self.sentence_index(max(group[-1].start, group[-1].end - 1))
        while of_list(first - 1):
            first -= 1
        while of_list(last + 1):
            last += 1
        return min(sentences[first].start, group[0].start), max(sentences[last].end, group[-1].end)

    def changed(self, group: list[TierRow]) -> bool:
        """Does the text say it adds or changes the tiers of ``group`` (a word of ``changes`` before a row in its
        sentence: "第四条“服务补偿” 新增“服务可用性<95%,代金券补偿金额为月度服务费的100%”")? Then they are a part of
        the ladder, whose other tiers stand as before, not the whole of it: a month at 97% would read as owed
        nothing. Before the row's band, or anywhere in a row no band states."""
        return any(self.g.changes.search(self.text, self.view.sentence_at(row.start).start,
                                         row.band.start if row.band is not None else row.end) for row in group)

    def _missed_commitment(self, items, start: int, end: int) -> list[TierRow]:
        """"可用性不低于99.9%，如未达到，按照服务费的百分之十": a commitment (a lower bound
        with its subject), a breach phrase after it, then the credit."""
        text, g = self.text, self.g
        out = []
        for i, item in enumerate(items):
            if not isinstance(item, Band) or item.upper is not None or item.lower is None:
                continue
            nxt = items[i + 1] if i + 1 < len(items) else None
            if not isinstance(nxt, Quantity):
                continue
            breach = g.breach.search(text, item.end, nxt.start)
            if breach is None or not g.subject.search(text, start, item.start):
                continue
            if self._credit_near(nxt) and not self._added(nxt) and plausible(item.lower, nxt.value):
                out.append(TierRow(item.lower, nxt.value, start, end,
                                   kind="derived" if nxt.start in self.day_starts else "operative"))
        return out

    def _stated(self, commitment: Candidate) -> float:
        """The commitment's percentage as written (a term value is rounded to 6 places)."""
        for q in self.pcts_in(commitment.start, commitment.end):
            if abs(q.value - float(commitment.value)) < 1e-5:
                return q.value
        return float(commitment.value)

    def _capped(self, start: int, credit: Quantity) -> bool:
        """Does a cap word between ``start`` and ``credit`` bound the credit itself, with no other
        quantity after it ("最多赔偿…的10%"; not "不可用时间不超过44分钟，赔偿10%")?"""
        caps = list(self.g.cap.finditer(self.text, start, credit.start))
        return bool(caps) and not find_quantities(self.text[caps[-1].end():credit.start])

    def _several_levels(self, target: float) -> bool:
        """Does the text state a level of availability other than ``target`` (a figure from TARGET_LEVEL_MIN up to the
        whole scale, not included: "Compute 99.95%; Object Storage 99.9%")? A credit owed below "the Availability
        Target", named and not figured, is then owed below which of them the words do not say."""
        return any(abs(q.value - target) > 1e-9 for q in self.pcts if TARGET_LEVEL_MIN <= q.value < FULL_PCT)

    def breach_rows(self, commitments: list[Candidate], skip: list[tuple[int, int]]) -> list[TierRow]:
        """"If the SLA is broken, we will refund you the full cost of the service": a credit
        owed when the commitment stated before (``commitments``: availability_pct occurrences)
        is missed, in a sentence with no band of its own."""
        text, g = self.text, self.g
        if not commitments:
            return []
        out = []
        starts = sorted((c.start, c) for c in commitments)
        for m in g.breach.finditer(text):
            sent = self.view.sentence_at(m.start())
            if any(s <= sent.start < e for s, e in skip):
                continue
            if g.per_unit_in(text, sent.start, sent.end):
                continue  # "如未达到，每中断1小时赔付5%": a per-hour credit, not a tier
            items = g.items(text, self.pcts_in(sent.start, sent.end), sent.start, sent.end)
            if any(isinstance(i, Band) for i in items):
                continue
            full = g.full_credit.search(text, m.end(), sent.end)
            if full is not None and g.cap.search(text, m.end(), full.start()):
                full = None  # "至多以免收当月托管费作为赔偿": the fee waived is a cap, not the credit
            credits = [q for q in items if isinstance(q, Quantity) and q.start > m.end() and self._credit_near(q)
                       and not self._names_level(q) and not self._added(q)]
            if credits and self._capped(m.end(), credits[0]):
                continue  # "至多以免收当月机柜租用费的十分之一作为赔偿": a share at most is a cap, as the whole fee is
            if credits and g.credit_word.search(text, sent.start, sent.end):
                value, end = credits[0].value, credits[0].end  # "免收当月租用费的十分之一": a share of it
            elif full is not None:
                value, end = 100.0, full.end()
            else:
                continue
            k = bisect.bisect_left(starts, (m.start(),)) - 1
            if k < 0 or m.start() - starts[k][0] > COMMITMENT_REACH:
                continue
            commitment = starts[k][1]
            below = self._stated(commitment)
            if g.target_breach.match(text, m.start()) and self._several_levels(below):
                continue  # "less than the respective service Availability Target" of several stated: not read (review)
            if plausible(below, value):
                # the band is the commitment stated before: the tier is implied, not written. The
                # span quotes both when they stand together, else the sentence stating the credit
                near = self.sentence_index(m.start()) - self.sentence_index(commitment.start) <= GROUP_GAP_SENTENCES
                out.append(TierRow(below, value, commitment.start if near else sent.start, max(end, sent.end),
                                   kind="derived"))
        return out


# what a row stating a level alone holds beside it: a row number, cell marks and at most three words ("Guaranteed")
_ROW_REST = re.compile(r"[\s|#*\d.:-]*(?:[^\W\d_][\w/'-]*[\s|*.:-]*){0,3}")


def _word_right_after(words: LazyPattern, text: str, pos: int, reach: int) -> bool:
    """Does one of ``words`` follow ``pos`` within ``reach`` characters, with only spaces between?"""
    m = words.search(text, pos, min(len(text), pos + reach))
    return m is not None and not text[pos:m.start()].strip()


def _paragraph(text: str, pos: int) -> tuple[int, int]:
    """The paragraph around ``pos``: between the blank lines before and after it."""
    start = text.rfind("\n\n", 0, pos)
    end = text.find("\n\n", pos)
    return (0 if start < 0 else start + 2), (len(text) if end < 0 else end)


def _line_end(text: str, pos: int) -> int:
    end = text.find("\n", pos)
    return len(text) if end < 0 else end


def _downtime_only(pieces: Iterable[str]) -> bool:
    """Do ``pieces``, what a row of a credit ladder holds besides its level and its credit (a table's other cells, a
    line's text around them), state no figure but a length of time, the downtime the level allows ("< 3h 39m")? A
    price, a count or a row number beside each level makes a table of plans or of something else, no ladder: the
    one check of ``_cell_ladder`` and ``_headed_ladder``."""
    return all(q.kind == "duration" for piece in pieces for q in find_quantities(nfkc(piece)))


def _between(text: str, start: int, end: int, items: Sequence[Band | Quantity]) -> list[str]:
    """The pieces of ``text[start:end]`` that none of ``items`` (in order, inside it) covers."""
    edges = [start, *(pos for item in items for pos in (item.start, item.end)), end]
    return [text[edges[k]:edges[k + 1]] for k in range(0, len(edges), 2)]


def _has_number(cell: str) -> bool:
    return any(ch.isdigit() for ch in cell)


def _restarts(rows: list[TierRow], below_pct: float) -> bool:
    """Does a tier with ``below_pct`` start the ladder again (an upper end already read, or the
    order of the upper ends turning back)?"""
    uppers = [r.below_pct for r in rows if r.scope == rows[-1].scope]
    if below_pct in uppers:
        return True
    if len(uppers) < 2:
        return False
    falling = uppers[1] < uppers[0]
    return (below_pct > uppers[-1]) if falling else (below_pct < uppers[-1])


FAR = "far"  # a figure coordinated with a level under its bound word, far under it: a level or a credit (_far_levels)
UNCLEAR = "unclear"  # a level that may be a credit (``_far_levels``): neither a band nor a credit


def _far_levels(kinds: list[str | None], joined: set[int]) -> list[str | None]:
    """``kinds`` (``TierGrammar.items``: each figure's bound word, in order; ``joined``: the figures coordinated with
    the one before under its bound word) with each such figure more than BAND_SPAN under the level before (``FAR``:
    "below 99.9% or 85%", "less than 95.0%, 50%") read by what follows it, not by its distance alone: no free figure
    before the next bound word, and it is the band's credit ("less than 95.0%, 50%."); as many free figures as the
    levels coordinated, and it is a level like the first, they the credits ("below 99.9% or 85%, a Service Credit of
    10% or 25% respectively"); else neither it nor the levels coordinated with it are read ("below 99.9% or 85%, a
    credit of 10%": which level the credit is owed below is not told), rather than a wrong tier."""
    out = list(kinds)
    i = 0
    while i < len(out):
        if out[i] != FAR:
            i += 1
            continue
        first = i - 1
        while first in joined:
            first -= 1  # ("below 99.9%, 99.5% or 85%": the near levels joined to the first one)
        last = i
        while last + 1 < len(out) and out[last + 1] == FAR:
            last += 1
        free = 0
        while last + 1 + free < len(out) and out[last + 1 + free] is None:
            free += 1
        count = last + 1 - first
        if free == count:
            out[first:last + 1] = [out[first]] * count
        elif free:
            out[first:last + 1] = [UNCLEAR] * count
        else:
            out[i:last + 1] = [None] * (last + 1 - i)
        i = last + 1
    return out


def _bare_line(items: list[Band | Quantity]) -> bool:
    """A tier line of a band and one number only ("< 99.9%  10%"), under a credit heading; or
    such lines run together into one (a PDF table's rows printed as "<99.95% |10% <99% |25%")."""
    if sum(isinstance(i, Band) for i in items) == 1 and sum(isinstance(i, Quantity) for i in items) == 1:
        return True
    return len(items) >= 4 and len(items) % 2 == 0 and all(
        isinstance(band, Band) and band.upper is not None and isinstance(credit, Quantity)
        for band, credit in zip(items[::2], items[1::2]))


def _step(text: str, start: int, end: int, value: float) -> float | None:
    """The step of the last figure in ``text[start:end]`` that reads ``value`` (0.1 for "99.8", 0.01 for "99.80")."""
    found = [m for m in _DECIMAL.finditer(text, start, end) if float(m.group()) == value]
    return 10.0 ** -len(found[-1].group(1) or "") if found else None


def closed_uppers(reader: TierReader, group: list[TierRow]) -> dict[float, float]:
    """The ``below_pct`` of each tier whose band is a closed range ending one written step below where the band above
    it starts (or below the commitment, for the top band): "99.0% - 99.8%" under a 99.9% commitment, "95.0% - 98.9%"
    under "99.0% - 99.8%"; or below the lower end of a no-credit row above it, "99.0% - 99.89%" under "| ≥ 99.9% | No
    credit |"). The vendor's table counts its upper end in the band and leaves no gap to the next, so the
    tier holds up to that next figure (availability 99.8% or 99.85% earns it). A band touching the next ("95% - 99%"
    under "99% - 99.9%") keeps its upper end (strictly below, SPEC §3.4); one under a wider gap holds up to one written
    step above its upper end ("95.9% - 96.89%" under "97.9% - 99.69%": below 96.9), the gap a hole of the ladder."""
    bands: dict[float, Band] = {}
    for row in group:
        if row.band is not None:
            bands.setdefault(row.below_pct, row.band)
    out: dict[float, float] = {}
    ladder = sorted({r.below_pct for r in group}, reverse=True)
    for i, upper in enumerate(ladder):
        band = bands.get(upper)
        if band is None or band.step is None:
            continue
        above = bands.get(ladder[i - 1]) if i else None
        top = reader.open_tops.get(group[0].scope, reader.target) if group[0].scope is not None else reader.target
        nxt = (above.lower if above is not None else None) if i else top
        if nxt is not None and abs(nxt - upper - band.step) < band.step / 1000:
            out[upper] = nxt
        elif i and nxt is not None and nxt - upper - band.step > band.step / 1000:
            # ... and a band with a hole above it holds its upper end too ("96.89% - 95.9%" under "99.69% - 97.9%",
            # TELUS's wavelength terms): 96.89% earns its credit, the hole (``tier_gaps``) opens one written step above
            out[upper] = round(upper + band.step, 6)
    return out


def group_rows(reader: TierReader, rows: list[TierRow]) -> list[list[TierRow]]:
    """Rows next to each other (no more than GROUP_GAP_SENTENCES apart, and of the same
    table row group) make one tier list."""
    groups: list[list[TierRow]] = []
    for row in sorted(rows, key=lambda r: r.start):
        if groups:
            last = groups[-1][-1]
            gap = reader.sentence_index(row.start) - reader.sentence_index(max(last.start, last.end - 1))
            same_scope = last.scope is None or row.scope is None or last.scope == row.scope
            # ... and a ladder that starts again is another plan's list ("Starter 99.9% / - < 99.9%: 10% credit / - <
            # 99.5%: 25% credit" then "Professional 99.95% / - < 99.95%: 10% credit"): read apart, not merged into one
            if same_scope and gap <= GROUP_GAP_SENTENCES and row.start >= last.start \
                    and not _restarts(groups[-1], row.below_pct):
                groups[-1].append(row)
                continue
        groups.append([row])
    return groups


def _tier_groups(reader: TierReader, commitments: list[Candidate]) -> list[tuple[list[TierRow], dict[float, float]]]:
    """Each tier list ``reader`` reads (its rows, in order), with its closed bands' uppers (``closed_uppers``)."""
    table_rows = reader.table_rows()
    skip = [(t.start, t.end) for t in reader.tables if any(t.start <= r.start < t.end for r in table_rows)]
    skip = sorted(skip + reader.partial_tables + reader.cap_tables)
    rows = table_rows + reader.sentence_rows(skip)
    if not rows:
        rows = reader.breach_rows([c for c in commitments if c.strength >= 1.0], skip)
    # the readable rows of a table whose other rows are not: no tier list rather than part of one (kept as such)
    out = []
    for group in group_rows(reader, rows):
        if not reader.partial(group):
            out.append((group, closed_uppers(reader, group)))
            continue
        start, end = reader.unread_around(group)
        if reader.partial_lists and start <= reader.partial_lists[-1][1]:  # (the list's lines on either side of one)
            start = reader.partial_lists.pop()[0]
        reader.partial_lists.append((start, end))
    reader.partial_lists.extend(_length_lists(reader))
    return out


def _length_lists(reader: TierReader) -> list[tuple[int, int]]:
    """The lists of ``reader``'s text whose every line is a band beside a length alone (``TierReader.length_lines``: "-
    99.0% – 99.9%: 3 days" over "- below 99.0%: 7 days"), two lines or more, under a credit word in the lines above
    them, and no part of a list read in part already (``partial_lists``): days (or months) of a month the list does not
    state, so no tier is read; left unread as a list, for a person, rather than no credit stated (mo34). (start, end) in
    the view."""
    sentences, out = reader.view.sentences, []
    for first in sorted(reader.length_lines):
        if first - 1 in reader.length_lines:
            continue
        last = first
        while last + 1 in reader.length_lines:
            last += 1
        start, end = sentences[first].start, sentences[last].end
        look = sentences[max(0, first - LOOKBACK_SENTENCES)].start
        if last > first and reader.g.credit_word.search(reader.text, look, start) is not None and \
                not any(s <= start < e or start <= s < end for s, e in reader.partial_lists):
            out.append((start, end))
    return out


def tier_gaps(group: list[TierRow], closed: dict[float, float]) -> list[tuple[float, float, int, int]]:
    """The holes a tier list leaves, (from, to, start, end of the row of the band that leaves it): a band whose stated
    lower end is above the next tier's upper end ("低于98%但≥95%" over "低于90%"; "at least 95% but less than 98%" over
    "less than 90%"). Availability in a hole earns nothing by the text, while a ladder (SPEC §3.4: the largest credit
    whose level is above the availability) would give it the credit of the band above: no ladder says it. Below the
    lowest band the same, where that band states its lower end ("90% ≤ A < 95%: 50%" and nothing under 90%): the hole
    runs from 0 up to it, as the text states no credit there ("below 95%: 50%", no lower end, covers it all). A lower end
    not below the band's upper one is none ("不低于99.9%，低于99.9%的": the commitment beside its tier's level)."""
    lowers: dict[float, TierRow] = {}
    for row in group:
        upper = closed.get(row.below_pct, row.below_pct)
        if row.band is not None and row.band.lower is not None and row.band.lower < upper:
            lowers.setdefault(upper, row)
    ladder = sorted({closed.get(r.below_pct, r.below_pct) for r in group}, reverse=True)
    return [(nxt, lowers[upper].band.lower, lowers[upper].start, lowers[upper].end)
            for upper, nxt in zip(ladder, [*ladder[1:], 0.0])
            if upper in lowers and lowers[upper].band.lower - nxt > 1e-9]


def tier_edges(group: list[TierRow], closed: dict[float, float]) -> list[tuple[float, int, int, int, int]]:
    """The levels two bands of a tier list both state as theirs, (level, start, end of the row of the band above, start,
    end of the row of the band under it): a band written as a closed range of bare figures, its upper end inside it ("95%
    - 99%", "95%-99%": ``Band.step``), under a band whose stated lower end is that same figure ("99% - 99.9%",
    "≥99%且<99.9%"). Availability exactly there is in both by the words; the ladder (SPEC §3.4, a level strictly above)
    pays the band above's credit, and a claim landing there says so. A band closed up to the next (``closed_uppers``) or
    ending in a bound word ("≥95%且<99%") shares no level."""
    rows: dict[float, TierRow] = {}
    for row in group:
        if row.band is not None:
            rows.setdefault(row.below_pct, row)
    ladder = sorted({r.below_pct for r in group}, reverse=True)
    out = []
    for upper, level in zip(ladder, ladder[1:]):
        above, under = rows.get(upper), rows.get(level)
        if above is None or under is None or under.band.step is None or above.band.lower is None \
                or closed.get(level, level) != level:
            continue
        if abs(above.band.lower - level) < under.band.step / 1000:
            out.append((level, above.start, above.end, under.start, under.end))
    return out


def _beside(view, start: int, end: int) -> tuple[int, int]:
    """The span of a ladder's text (view offsets ``start``..``end``) with the sentence right before it and the one right
    after it: the lead over a table ("赔偿金额按受影响天数占整月的比例折算，标准如下：") and the note under it
    ("赔偿金额=当月服务费×赔偿比例×受影响天数/当月天数。") say how its cells are paid."""
    sentences = view.sentences
    if not sentences:
        return start, end
    first, last = view.sentence_index(start), view.sentence_index(max(start, end - 1))
    lo = sentences[first - 1].start if first > 0 else start
    hi = sentences[last + 1].end if last + 1 < len(sentences) else end
    return min(lo, start), max(hi, end)


def read_credit_tiers(view, tables: list[Table], quantities: list[Quantity], commitments: list[Candidate],
                      amended: Callable[[int], bool]) -> list[Candidate]:
    """Every tier list the contract states, one candidate each (view offsets, in order).

    Args:
        view: the extractor's view (text.View): its text, sentences and clauses.
        tables: the view's tables (tables.read_tables).
        quantities: every quantity of the view (numbers.find_quantities).
        commitments: the availability_pct occurrences, for a credit owed when one is missed.
        amended: whether a view position is inside an amendment in force.
    """
    stated = {float(c.value) for c in commitments if c.strength >= 1.0}
    reader = TierReader(view, tables, quantities, stated.pop() if len(stated) == 1 else None)
    yearly = grammar().yearly(view.text)
    out = []
    for group, closed in _tier_groups(reader, commitments):
        tiers: dict[float, dict] = {}
        for row in group:
            below = closed.get(row.below_pct, row.below_pct)
            tiers.setdefault(below, {"below_pct": below, "credit_pct": float(row.credit_pct)})
        value = sorted(tiers.values(), key=lambda t: -t["below_pct"])
        start, end = group[0].start, max(r.end for r in group)
        kinds = {row.kind for row in group}
        # table rows and sentences together; any credit in days of service makes the list derived
        kind = kinds.pop() if len(kinds) == 1 else "derived" if "derived" in kinds else "operative"
        # ... and tiers the text says it adds or changes are a part of a ladder, not the whole: for review
        kind = "partial" if reader.changed(group) else kind
        # ... and a ladder with a hole between two bands (or below its lowest) says what no ladder can: for review (not a
        # part of a ladder: the tiers it does not quote may stand in the space its quoted ones leave)
        gaps = tuple(tier_gaps(group, closed)) if kind != "partial" else ()
        kind = "gapped" if gaps else kind
        # ... and a ladder of a year's uptime is no monthly one: for review (``TierGrammar.yearly``)
        kind = "yearly" if kind not in ("partial", "gapped") and yearly else kind
        # ... and a ladder whose credits are scaled by the days the outage touched pays no band's share whole: for review
        # (``TierGrammar.prorated``)
        kind = "prorated" if kind not in ("partial", "gapped", "yearly") and grammar().prorated(view.text, *_beside(view, start, end)) \
            else kind
        # ... and the levels two of its bands both state (``tier_edges``): a claim landing on one says so
        edges = tuple(tier_edges(group, closed)) if kind != "partial" else ()
        out.append(Candidate("credit_tiers", value, start, end, 1.0 + 0.1 * len(value), amended(start),
                             kind=kind, gaps=gaps, edges=edges))
    return out

