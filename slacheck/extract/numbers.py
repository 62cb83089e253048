"""Unit-aware numbers: every quantity in a normalised text, with its kind and SPEC unit.

Contracts write the same figure many ways (二十千瓦, ５０ｋＷ, 柒佰叁拾柒万元, "thirty (30)
days", 百分之三十, 两周). Reading the unit together with the number is what keeps 二十千瓦 at
20 kW instead of 20 000 watts-something, and it is what lets the key rules ask for "a power"
or "a duration" instead of "a number". All surface forms live in ``lang/numbers.yaml``.

Values are converted into the SPEC unit of their kind: power kW, rate Gb/s, pct %,
duration minutes, period months, money currency units, card/node counts, times ×.
"""

from __future__ import annotations

import bisect
import datetime
import functools
import itertools
import math
import re
from dataclasses import dataclass, replace
from decimal import Decimal

from ..lazy import LazyPattern
from ..models import LARGEST_QUANTITY
from .data import number_data
from .fold import alternation, nfkc_fractions, nfkc_fractions_each, prefix_tree, simplify, simplify_by_slices
from .literals import matches_each

# letters of a number word a token's start is tested for before its alternatives are tried: "thr", "thi", "tho" of
# three, thirty, thousand, not the "the" every sentence holds
NUMBER_WORD_LEAD = 3


@dataclass(frozen=True)
class Quantity:
    """A number read from the text, in the SPEC unit of its kind (``kind`` None: no unit)."""

    value: float
    kind: str | None
    start: int
    end: int
    unit: str = ""              # the unit as written
    currency: str | None = None
    high: float | None = None   # upper end when written as a range (25-30 kW)
    word_numeral: bool = False  # written in words (二十, thirty) rather than digits
    scale: float = 1.0          # value / number as written (unit factor and multiplier)
    # what the words say when a figure in brackets after them says another ("within one (2) minutes": value 2, the
    # figure, and words_value 1, both in the kind's unit): the term is in doubt (pipeline._words_against_figure)
    words_value: float | None = None


def nfkc(text: str) -> str:
    """NFKC (vulgar fractions as the view writes them, fold.fold_fraction) and the view's
    traditional → simplified fold (text.simplify)."""
    return simplify(nfkc_fractions(text))


def nfkc_each(text: str, spans: list[tuple[int, int]]) -> list[str]:
    """``nfkc`` of each ``text[start:end]`` of ``spans`` (a text's sentences). When the fold may be cut at whitespace
    (``simplify_by_slices``) it is made once, over the pieces joined by line breaks: the same strings, without a
    regional-word scan per piece."""
    pieces = nfkc_fractions_each(text, spans)
    if not simplify_by_slices():
        return [simplify(piece) for piece in pieces]
    joined = simplify("\n".join(pieces))
    out, at = [], 0
    for piece in pieces:
        out.append(joined[at:at + len(piece)])
        at += len(piece) + 1
    return out


def _alternation(forms, flags_ci: bool = True, not_before_digit=frozenset()) -> str:
    """Longest-first alternation; alphabetic ASCII forms match case-insensitively; a form in
    ``not_before_digit`` matches only where no digit follows it (the A of "8 A100 GPUs")."""
    parts = []
    for form in sorted(set(forms), key=lambda f: (-len(f), f)):  # ties in one order every run (a set's varies)
        esc = re.escape(form)
        if flags_ci and len(form) >= 3 and form.isascii() and form.replace(" ", "").replace("/", "").isalpha():
            esc = f"(?i:{esc})"
        if form[-1].isascii() and form[-1].isalpha():
            esc += r"(?![A-Za-z0-9])" if form in not_before_digit else r"(?![A-Za-z])"
        parts.append(esc)
    return "|".join(parts)


class _Tables:
    """Compiled forms from numbers.yaml (built once)."""

    def __init__(self) -> None:
        d = number_data()
        self.cn_digits = {nfkc(k): v for k, v in d["cn_digits"].items()}
        self.cn_small = {nfkc(k): v for k, v in d["cn_small_units"].items()}
        self.cn_big = {nfkc(k): v for k, v in d["cn_big_units"].items()}
        self.cn_point = {nfkc(k) for k in d["cn_point"]}
        self.fractions = {nfkc(k): v for k, v in d["cn_fraction_prefixes"].items()}
        self.en_numbers = d["en_numbers"]
        self.en_tens = d["en_tens"]
        self.en_hundred = [str(h) for h in d.get("en_hundred", [])]
        self.en_thousand = [str(h) for h in d.get("en_thousand", [])]
        # "one hundred and twenty", "a quarter", "half of the fee"
        self.en_and = [str(w).lower() for w in d.get("en_and", [])]
        self.en_article = [str(w).lower() for w in d.get("en_article", [])]
        self.en_half = [str(w).lower() for w in d.get("en_half", [])]
        self.en_half_before = [str(w) for w in d.get("en_half_before", [])]
        self.multipliers = {nfkc(k): v for k, v in d["multipliers"].items()}
        self.units: dict[str, tuple[str, float]] = {}
        for kind, forms in d["units"].items():
            for form, factor in forms.items():
                self.units[nfkc(str(form))] = (kind, float(factor))
        self.standalone = {nfkc(s["form"]): (s["kind"], float(s["value"])) for s in d["standalone"]}
        # ... looked up as matched: a Latin form matches in any case ("Three nines" opening a row, _alternation)
        self._standalone_folded = {form.casefold(): found for form, found in self.standalone.items()}
        self.cur_before = {nfkc(k): v for k, v in d["currencies"]["before"].items()}
        self.cur_after = {nfkc(k): v for k, v in d["currencies"]["after"].items()}
        self.joiners = [nfkc(j) for j in d["range_joiners"]]
        self.fillers = [nfkc(f) for f in d["unit_fillers"]]
        self.model_letters = frozenset(nfkc(str(f)) for f in d.get("model_letters") or [])
        self.restate_fillers = "|".join(re.escape(nfkc(f)) for f in d["restatement_fillers"])
        # (the spaces split one way only, "\s*(?:filler\s*)?": "\s*(?:filler)?\s*" tried every split of a long gap)
        self.restate_gap_re = re.compile(rf"\s*(?:(?:{self.restate_fillers})\s*)?\(\s*")
        # the characters a gap merging a figure with the next one may open with (after spaces): a range's joiner, a
        # restatement's filler or bracket, in either case (``may_open_with_duration``)
        self.merge_openers = frozenset(c for w in [*self.joiners, *(nfkc(f) for f in d["restatement_fillers"]), "("]
                                       for c in (w[:1].lower(), w[:1].upper()))
        self._compile_halves(d.get("halves") or {})

        cn_chars = "".join(sorted(set(self.cn_digits) | set(self.cn_small) | set(self.cn_big) | self.cn_point))
        cn_units = f"[{re.escape(''.join(sorted(set(self.cn_small) | set(self.cn_big))))}]"
        self.cn_class = f"[{re.escape(cn_chars)}]"
        # a decimal comma, as European vendors write: a share "99,95 %" (a thousands comma takes
        # three digits, and no share runs to thousands), an amount "12.500,00" (dots group thousands)
        # "1,50 EUR", "€ 1,50" (a currency beside two decimals after a comma)
        shares = _alternation([u for u, (kind, _) in self.units.items() if kind == "pct"])
        money_after = _alternation(list(self.cur_after))
        dot_thousands = _alternation([nfkc(str(c)) for c in d.get("dot_thousands_currencies") or []]) or "(?!)"
        money_before = "|".join(f"(?<={re.escape(c)})|(?<={re.escape(c)} )" for c in self.cur_before)
        # ... and a share so written glued to the word before it ("Serverless Functions99,5%"), as below
        decimal_comma = (r"(?P<dcomma>(?=\d{1,3}[.,]\d)(?:(?<![A-Za-z0-9.,])(?:(?:\d{1,3},\d{1,2}|\d{2},\d{3})(?!\d)"
                         rf"(?=\s?(?:{shares}))"
                         rf"|(?:{money_before})\d{{1,3}},\d{{2}}(?![\d.,])"
                         rf"|\d{{1,3}},\d{{2}}(?![\d.,])(?=\s?(?:{money_after}))"
                         r"|\d{1,3}(?:\.\d{3})+,\d{2}(?![\d.,])"
                         # ... and dots that group thousands before a continental currency ("3.000 €", "12.500 EUR")
                         rf"|\d{{1,3}}(?:\.\d{{3}})+(?![\d.,])(?=\s?(?:{dot_thousands})))"
                         rf"|(?<=[a-z]{{3}})\d{{1,3}},\d{{1,2}}(?!\d)(?=\s?(?:{shares}))))")
        # a share glued to the word before it, as a web page's table loses the gap between its
        # cells ("Virtual Machines99.9%"): after three lower-case letters (not "IPv6", "H100"); or as a plan's feature
        # list runs an acronym into its figure ("SLA99.9%"): after three capitals, two digits at least (not "SXM5")
        glued_share = (rf"|(?<=[a-z]{{3}})\d{{1,3}}(?:\.\d+)?(?=\s?(?:{shares}))"
                       rf"|(?<=[A-Z]{{3}})\d{{2,3}}(?:\.\d+)?(?=\s?(?:{shares}))")
        # ... and a duration glued to a priority's name ("Critical1 hour", "P12 hours"): a whole word before it
        glued_words = [nfkc(str(w)) for w in d.get("glued_duration_after") or []]
        durations = _alternation([u for u, (kind, _) in self.units.items() if kind == "duration"])
        after_word = "|".join(r"(?<=\b(?i:" + re.escape(w) + "))" for w in glued_words)
        glued_duration = rf"|(?:{after_word})[1-9]\d*(?:\.\d+)?(?=\s?(?:{durations})\b)" if glued_words else ""
        # ... and a link's rate glued to a count of links ("8x400 Gigabit", "8x400Gb/s"): after a digit and a count mark
        count_marks = "|".join(rf"(?<=\d{re.escape(nfkc(str(w)))})" for w in d.get("card_count_marks") or [])
        rates = _alternation([u for u, (kind, _) in self.units.items() if kind == "rate"])
        glued_rate = rf"|(?:{count_marks})\d+(?:\.\d+)?(?=\s?(?:{rates}))" if count_marks and rates else ""
        arabic = (decimal_comma + r"|(?<![A-Za-z0-9.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\d|,\d)"
                  r"|(?<![A-Za-z0-9.])\d+(?:\.\d+)?" + glued_share + glued_duration + glued_rate)
        units_en = "|".join(sorted(self.en_numbers, key=len, reverse=True))
        tens_en = "|".join(sorted(self.en_tens, key=len, reverse=True))
        hundred_en = "|".join(sorted(self.en_hundred, key=len, reverse=True))
        # "seventy-two", and as a web page may set it, "seventy – two"
        below_100 = rf"(?:{tens_en})(?:(?:[- ]| ?[–—] ?)(?:{units_en}))?|{units_en}"
        and_en = rf"(?:\s+(?:{alternation(self.en_and)}))?" if self.en_and else ""
        # "one hundred and twenty-eight", "one hundred percent", "thirty-two", "eight"
        hundreds = rf"(?:{units_en})[- ](?:{hundred_en})(?:{and_en}[- ](?:{below_100}))?" if hundred_en else "(?!)"
        below_1000 = rf"{hundreds}|{below_100}"
        thousand_en = "|".join(sorted(self.en_thousand, key=len, reverse=True))
        # "one thousand and twenty-four", "two thousand"
        thousands = (rf"(?:{below_1000})[- ](?:{thousand_en})(?:{and_en}[- ](?:{below_1000}))?"
                     if thousand_en else "(?!)")
        paren = r"\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?"
        # "ninety-seven point five percent (97.5%)": decimals spelt out digit by digit
        digit_en = "|".join(w for w in self.en_numbers if self.en_numbers[w] < 10)
        self.en_point = [str(w).lower() for w in d.get("en_point", [])]
        # a word before a unit named in a label's brackets ("Initial Agreement Period (in months)")
        leads = [str(w) for w in d.get("unit_label_leads", [])]
        self.unit_label_lead_re = re.compile(rf"(?i:{alternation(leads)})\s+" if leads else r"(?!)")
        # a label that names what its bare figure counts ("Number of GPUs" beside "2,048"): kind → its labels
        self.count_labels = {
            nfkc(str(w)).casefold(): (kind, unit)
            for kind, forms in (d.get("count_labels") or {}).items() for unit, words in forms.items() for w in words}
        point = rf"(?:\s+(?:{alternation(self.en_point)})(?:\s+(?:{digit_en}))+)?" if self.en_point else ""
        english = rf"\b(?i:(?:{thousands}|{below_1000}){point})\b(?:\s*\(\s*(?P<paren>{paren})\s*\))?"
        frac = alternation(self.fractions)
        # any other denominator: N分之M is M/N of the whole (二分之一, 三分之二, 十二分之一)
        marker = re.escape(nfkc(d.get("cn_fraction_marker", "")))
        if marker:
            frac = rf"{frac}|(?P<den>{self.cn_class}+){marker}"
        # "one-half", "two-thirds", "a quarter", "half of"; never the "and a half" of a mixed number
        self.en_fractions = {str(k).lower(): float(v) for k, v in (d.get("en_fractions") or {}).items()}
        if self.en_fractions:
            dens = "|".join(sorted(self.en_fractions, key=len, reverse=True))
            nums = "|".join(sorted(list(self.en_numbers) + self.en_article, key=len, reverse=True))
            # "the first half of the month" is a part of a period, not a share
            not_after = "".join(rf"(?<!{re.escape(w)} )" for w in d.get("en_half_not_after", []))
            not_mixed = "".join(rf"(?<!{re.escape(w)} )" for w in self.en_and)
            efrac = rf"\b{not_mixed}(?i:(?P<fnum>{nums})[- ](?P<fden>{dens})s?)\b"
            if self.en_half and self.en_half_before:
                efrac += (rf"|\b{not_after}(?i:(?P<half>{alternation(self.en_half)})"
                          rf"(?= (?:{alternation(self.en_half_before)})\b))")
        else:
            efrac = "(?!)"
        ordinal = alternation(d.get("en_ordinal_suffixes", [])) or "(?!)"
        # a day of a later month as a digit ordinal (``en_ordinal_day_counts``): the days counted from the month's end
        day_counts = alternation(d.get("en_ordinal_day_counts", [])).replace(r"\ ", r"\s+")
        day_count = rf"(?P<dord>\d{{1,2}})(?:{ordinal})(?=\s+(?i:{day_counts})\b)" if day_counts else "(?!)"
        # every token starts with one of these: a digit, a Chinese numeral or a fraction word; or,
        # at the start of a word (each alternative read from a letter begins with \b), the first
        # letter of a number word (efrac, en) or a word followed by "(" (ord). The lookahead lets
        # the search skip every other position at C speed instead of trying each alternative
        # there: the inside of every word, and words no number word starts like (same matches)
        words = [str(w) for w in [*self.en_numbers, *self.en_tens, *self.en_hundred, *self.en_thousand,
                                  *self.en_article, *self.en_half] if str(w)]
        words += [w for w in [*self.half_leads, *self.one_leads] if w.isascii()]
        # what starts frac, cn and a Chinese half (no \b before)
        plain = set(cn_chars) | {k[0] for k in self.fractions if k} | {w[0] for w in self.half_leads if not w.isascii()}
        # ... and a number word's first letters, in any case, as the alternatives compare it (efrac, en, half: each
        # under "(?i:"): most words of a text pass a test of the first letter alone ("the", "a", "service")
        spelt = prefix_tree({w.lower()[:NUMBER_WORD_LEAD] for w in words})
        ord_word = r"[A-Za-z]+(?:-[A-Za-z]+)?\s*\("  # "sixtieth (", "twenty-first (": ord's start
        starts = (r"(?=[\d" + re.escape("".join(sorted(plain))) + rf"]|\b(?:(?i:{spelt})|{ord_word}))")
        self.token_alternatives = (
            rf"(?P<frac>(?:{frac})(?:\d+(?:\.\d+)?|{self.cn_class}+))"
            # 半小时, "half an hour", "an hour": a half or one and its unit (before efrac: "a half hour" is no 50%)
            rf"|(?P<halved>{self.half_lead})"
            rf"|(?P<efrac>{efrac})"
            # an ordinal restated in digits: "the sixtieth (60th) calendar day", "fifth (5^th^)"
            rf"|(?P<ord>\b{ord_word}\s*(?P<ordnum>\d+)\s*\^?(?:{ordinal})\^?\s*\))"
            # "by the 7th day of the following month": a 7-day window, as 次月7日前 is
            rf"|\b{day_count}"
            # Arabic digits going on as a Chinese numeral: 5千元, 3百元, 5百万元, 1万2千元, 1.5亿
            rf"|(?P<ar>{arabic})(?P<arcn>{cn_units}(?:{self.cn_class}|\d)*)?"
            rf"|(?P<en>{english})"
            rf"|(?P<cn>{self.cn_class}+)(?:\s*\(\s*(?P<cnparen>\d+(?:\.\d+)?)\s*\))?"  # 六(6)小时
        )
        self.token = re.compile(rf"{starts}(?:{self.token_alternatives})")
        units = _alternation(self.units, not_before_digit=self.model_letters)
        self.unit_re = re.compile(rf"\s?(?:(?:{_alternation(self.fillers)})\s?)?(?P<u>{units})")
        # a bound word of one kind, then an ordinary filler: "one (1) or more consecutive minutes"
        self.kind_unit_res = []
        for kind, words in (d.get("kind_fillers") or {}).items():
            forms = [u for u, (k, _) in self.units.items() if k == kind]
            if words and forms:
                self.kind_unit_res.append(re.compile(
                    rf"\s?(?:{_alternation([nfkc(w) for w in words])})\s?(?:(?:{_alternation(self.fillers)})\s?)?"
                    rf"(?P<u>{_alternation(forms, not_before_digit=self.model_letters)})"))
        # a unit read only where the words right after it say what it measures (``units_before``)
        self.units_before: dict[str, tuple[str, float]] = {}
        for entry in d.get("units_before") or []:
            form = nfkc(str(entry["form"]))
            self.units_before[form] = (entry["kind"], float(entry["factor"]))
            not_before = _alternation([nfkc(w) for w in entry.get("not_before") or []]) or "(?!)"
            self.kind_unit_res.append(re.compile(
                rf"\s?(?P<u>{re.escape(form)})(?=\s*(?:{_alternation([nfkc(w) for w in entry['before']])}))"
                rf"(?!\s*(?:{not_before}))"))
        self.mult_re = re.compile(rf"\s?(?P<m>{_alternation(self.multipliers)})")
        self.money_multipliers = {str(k): float(v) for k, v in (d.get("money_multipliers") or {}).items()}
        forms = sorted(self.money_multipliers, key=len, reverse=True)
        self.money_mult_re = re.compile(rf"(?P<m>{'|'.join(map(re.escape, forms))})(?![A-Za-z0-9])" if forms else "(?!)")
        self.standalone_re = re.compile(_alternation(self.standalone))
        self.cur_before_re = re.compile(rf"(?:{_alternation(self.cur_before, False)})\s?$")
        self.cur_after_re = re.compile(rf"\s?(?:{_alternation(self.cur_after)})")
        # a kind written before a bare number ("故障时间*100"); a Latin x only as a word of its own
        self.prefix_res = []
        for kind, forms in (d.get("unit_prefixes") or {}).items():
            alts = "|".join(rf"(?<![A-Za-z]){re.escape(f)}" if f[0].isalpha() else re.escape(f) for f in forms)
            self.prefix_res.append((kind, re.compile(rf"(?:{alts})\s?$")))
        # ... looked for this far before the number ("multiplied by 1.5")
        self.prefix_reach = 1 + max((len(str(f)) for forms in (d.get("unit_prefixes") or {}).values() for f in forms),
                                    default=2)
        self.joiner_re = re.compile(rf"^\s*(?:{_alternation(self.joiners)})\s*$")
        # a range whose ends both carry their marks ("$3-$8", "$3/hr-$8/hr", "USD 3-8", "between $3 and $8")
        written = d.get("written_ranges") or {}
        self.written_range_kinds = frozenset(written.get("kinds") or ())
        # the per-unit words of the low end, written again after the high end ("/hr" of "$3/hr-$8/hr"), then the joiner
        self.written_joiner_re = re.compile(rf"(?P<suffix>[^\d\n]{{0,{int(written.get('suffix_reach', 16))}}}?)\s*"
                                            rf"(?:{_alternation(self.joiners)})\s*")
        pairs = written.get("pairs") or {}  # "between … and": an opener before the low end, its joiner after it
        self.range_pairs = [(re.compile(rf"(?<![A-Za-z])(?:{_alternation([nfkc(str(o))])})\s*$"),
                             re.compile(rf"\s*(?:{_alternation([nfkc(str(j)) for j in js])})\s*"))
                            for o, js in pairs.items()]
        changes = [nfkc(str(w)) for w in written.get("not_after") or ()]
        # "increased from $3 to $4": a change of one figure into another, no range
        self.range_change_re = re.compile(rf"(?<![A-Za-z])(?:{_alternation(changes)})\s*$") if changes else None
        compounds = d.get("compounds") or {}
        self.compound_kinds = set(compounds.get("kinds", []))
        self.compound_joiners = {nfkc(str(j)) for j in compounds.get("joiners", [])} | {""}
        self.masks = [LazyPattern(m) for m in number_data()["masks"]]  # most never searched (``may_match``)
        self.date_ranges = [LazyPattern(m) for m in number_data().get("date_ranges", [])]
        self.month_names = [str(m).lower() for m in d.get("month_names", [])]
        self.roc_year_offset = int(d.get("roc_year_offset", 0))
        # "eight (8) NVIDIA H100 SXM5 80GB GPUs": model words between a count and its card unit
        between = "|".join(f"(?:{w})" for w in number_data().get("card_words_between", []))
        cards = _alternation([u for u, (kind, _) in self.units.items() if kind == "card" and u.isascii()])
        self.card_gap_re = re.compile(rf"(?:\s+(?:{between})){{1,6}}\s+(?P<u>{cards})(?![A-Za-z])") if between else None
        marks = [nfkc(str(w)) for w in d.get("card_count_marks") or []]
        self.card_mark_re = re.compile(rf"\s?(?:{_alternation(marks)})(?=\s)") if marks and between else None
        not_cards = d.get("not_cards") or {}
        self.not_card_words = [nfkc(str(w)) for w in not_cards.get("words") or []]
        self.not_card_stops = [nfkc(str(w)) for w in not_cards.get("stops") or []]
        self.not_card_reach = int(not_cards.get("reach", 16))
        self.not_card_units = tuple(nfkc(str(w)) for w in not_cards.get("units_after") or [])
        self.card_words_after = tuple(nfkc(str(w)) for w in not_cards.get("words_after") or [])

    def standalone_of(self, form: str) -> tuple[str, float] | None:
        """The kind and value of a standalone word as written ("四个九", "Three nines"), or None."""
        return self.standalone.get(form) or self._standalone_folded.get(form.casefold())

    def _compile_halves(self, halves: dict) -> None:
        """半小时, 一个半小时, 两天半, half an hour: a half of a time unit (numbers.yaml ``halves``)."""
        self.half_kinds = set(halves.get("kinds", []))
        self.half_leads = [nfkc(str(w)) for w in halves.get("lead", [])]  # 半, half an: also what starts a token
        # an article counting one of its unit ("an hour"): only before the unit forms listed with it
        ones = halves.get("one") or {}
        self.one_leads = [nfkc(str(w)) for w in ones.get("lead", [])]
        units = _alternation([u for u, (kind, _) in self.units.items() if kind in self.half_kinds])
        fillers = rf"(?:(?:{_alternation(self.fillers)})\s?)?"
        never = "(?!)"

        def leads(words):
            return "|".join(rf"\b{_alternation([w])}" if w.isascii() else re.escape(w) for w in words) or never
        if not units or not halves.get("between"):
            self.half_unit_re, self.half_lead = re.compile(never), never
        else:
            between = _alternation([nfkc(str(w)) for w in halves["between"]])
            self.half_unit_re = re.compile(rf"\s?{fillers}(?:{between})\s?{fillers}(?P<u>{units})")
            not_after = "".join(rf"(?<!{re.escape(nfkc(str(w)))})" for w in halves.get("not_after", []))
            one_units = _alternation([nfkc(str(u)) for u in ones.get("units", [])]) or never
            # ... never after a figure or a price's word: "$75 an hour", "2 euros an hour" are a rate, no hour's length
            one_after = r"(?<![\d%]\s)(?<![\d%])" + "".join(
                rf"(?<!{re.escape(nfkc(str(w)))}\s)" for w in ones.get("not_after", []))
            # a half (半小时, "a half hour"), or one ("an hour"): the lead's group says which
            self.half_lead = (rf"{not_after}(?:{leads(self.half_leads)})\s?{fillers}(?P<hu>{units})"
                              rf"|{one_after}(?P<one>{leads(self.one_leads)})\s?{fillers}(?P<ou>{one_units})")
        self.half_after = [nfkc(str(w)) for w in halves.get("after_unit", [])]
        self.half_after_before = {nfkc(str(w)) for w in halves.get("after_unit_before", [])}

    def half_after_unit(self, text: str, pos: int) -> int:
        """End of a 半 written right after a time unit (两天半, 一年半), or ``pos`` when there is none."""
        for form in self.half_after:
            end = pos + len(form)
            if text.startswith(form, pos) and (
                    end == len(text) or not text[end].isalnum() or text[end] in self.half_after_before):
                return end
        return pos


@functools.lru_cache(maxsize=1)
def tables() -> _Tables:
    return _Tables()


def parse_cn_numeral(text: str) -> float | None:
    """Chinese numerals, ordinary or financial: 二十 → 20, 一百零八 → 108, 柒佰叁拾柒万贰仟捌佰
    → 7372800, 九十九点九 → 99.9, 二点五万 → 25000, 3万 → 30000, 一万二 → 12000 (a lone digit
    after a unit stands for the next unit down). None when the text is not one number."""
    t = tables()
    text = nfkc(text)
    if not text:
        return None
    point = next((i for i, ch in enumerate(text) if ch in t.cn_point), None)
    if point is not None:
        whole = parse_cn_numeral(text[:point]) if point else 0.0
        frac_digits = text[point + 1:]
        scale = 1  # units after the decimals multiply the whole number: 二点五万 → 2.5 × 10,000
        while frac_digits and (frac_digits[-1] in t.cn_small or frac_digits[-1] in t.cn_big):
            scale *= t.cn_small.get(frac_digits[-1]) or t.cn_big[frac_digits[-1]]
            frac_digits = frac_digits[:-1]
        if whole is None or not math.isfinite(whole) or not frac_digits or \
                any(ch not in t.cn_digits and not ch.isdecimal() for ch in frac_digits):
            return None
        frac = "".join(str(t.cn_digits.get(ch, ch)) for ch in frac_digits)
        return float(Decimal(f"{int(whole)}.{frac}") * scale)  # exact: 3.3 × 10,000 is 33,000
    total = 0.0
    section = 0.0
    digit: float | None = None
    unit = None  # the unit read last, while the one Chinese digit after it stands alone
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isdecimal():  # Arabic digits mixed in: 3万, 1.5亿 (what \d matches: not every isdigit, 𑁒)
            m = _ARABIC.match(text, i)
            digit = float(m.group())
            i += len(m.group())
            unit = None
            continue
        if ch in t.cn_digits:
            # a run of bare digits reads positionally, its zeros too (二〇二五 → 2025, 一〇〇万 → 1000000);
            # after a unit a 零 only holds the place (一百零八: 0, then 8)
            unit = unit if digit is None else None
            digit = float(t.cn_digits[ch]) if digit is None else digit * 10 + t.cn_digits[ch]
        elif ch in t.cn_small:
            section += (digit if digit is not None else 1) * t.cn_small[ch]
            digit, unit = None, t.cn_small[ch]
        elif ch in t.cn_big:
            section += digit or 0
            if section == 0:
                section = 1
            total += section * t.cn_big[ch]
            section = 0
            digit, unit = None, t.cn_big[ch]
        else:
            return None
        i += 1
    if digit is not None and unit is not None and unit > 10:
        digit *= unit // 10  # the last digit alone after its unit: 一万二 → 12000, 三千五 → 3500, 一百二 → 120
    return total + section + (digit or 0)


def parse_en_words(text: str) -> float | None:
    t = tables()
    text = text.lower().strip()
    whole, decimals = text, ""
    for word in t.en_point:
        whole, _, decimals = text.partition(f" {word} ")
        if decimals:
            break
    if decimals:
        value = parse_en_words(whole)
        digits = [t.en_numbers.get(w) for w in decimals.split()]
        if value is None or any(d is None or d > 9 for d in digits):
            return None
        return float(f"{int(value)}." + "".join(str(d) for d in digits))
    words = _WORD_JOINTS.split(text)
    value = 0
    done = 0  # thousands already read
    for w in words:
        if w in t.en_thousand:
            done += (value or 1) * 1000
            value = 0
        elif w in t.en_hundred:
            value = (value or 1) * 100
        elif w in t.en_and and (value or done):
            continue
        elif w in t.en_tens:
            value += t.en_tens[w]
        elif w in t.en_numbers:
            value += t.en_numbers[w]
        else:
            return None
    return float(done + value)


def _masked_ranges(text: str) -> list[tuple[int, int]]:
    # most masks (dates, times) have a word the text lacks: no search (each word tested once: masks share them)
    return [m.span() for m in matches_each(tables().masks, text, text.lower())]


# a year followed by another within 60 characters; the first range's year stands at most 25
# characters after the start of its match ("September 30th, 2025"), the second ends 100 after it
# (or two Taiwan calendar years, 1xx: 114 is 2025)
_YEAR_PAIR = re.compile(r"(?:[12]\d{3}|(?<!\d)1\d\d)(?!\d)(?=.{1,60}?(?<!\d)(?:[12]\d{3}|1\d\d)(?!\d))", re.S)
_BEFORE_YEAR, _AFTER_YEAR = 25, 100


def _date_ranges(text: str) -> list[Quantity]:
    """Terms written as their first and last day ("2025年1月1日至2027年12月31日"): a period of
    the whole months between them. The last day may be the eve of an anniversary (12-31 after
    01-01) or the anniversary itself (2026年1月1日); any other range is no number of months."""
    patterns = tables().date_ranges
    if not patterns:
        return []
    found: dict[tuple[int, int], Quantity] = {}
    # a range holds two years a few words apart: only the text around such a pair is searched
    # (the patterns over a whole 200-page text would cost ~40 ms, this scan ~2 ms)
    for year in _YEAR_PAIR.finditer(text):
        lo, hi = max(0, year.start() - _BEFORE_YEAR), min(len(text), year.end() + _AFTER_YEAR)
        for rx in patterns:
            for m in rx.finditer(text, lo, hi):
                months = _whole_months(_date_of(m, "1"), _date_of(m, "2"))
                if months and m.span() not in found:
                    found[m.span()] = Quantity(value=float(months), kind="period", start=m.start(), end=m.end())
    return sorted(found.values(), key=lambda q: q.start)


def _date_of(m: re.Match, end: str) -> datetime.date | None:
    groups = m.groupdict()
    month = groups.get("m" + end)
    try:
        number = int(month) if month else tables().month_names.index(groups["mon" + end].lower()) + 1
        year = groups.get("y" + end)
        year = int(year) if year else int(groups["ry" + end]) + tables().roc_year_offset
        return datetime.date(year, number, int(groups["d" + end]))
    except (ValueError, TypeError):
        return None  # 2025年13月1日, February 30: no date


def _whole_months(first: datetime.date | None, last: datetime.date | None) -> int | None:
    if first is None or last is None or last <= first:
        return None
    for end in (last + datetime.timedelta(days=1), last):
        if end.day == first.day:
            months = (end.year - first.year) * 12 + end.month - first.month
            return months if months > 0 else None
    return None


def _unit_at(text: str, pos: int):
    """(kind, factor, unit text, end, half) of a unit written at ``pos`` (after optional space/个);
    ``half`` is 0.5 when a half stands before it (一个半小时, one and a half hours) or right after
    it (两天半), to be added to the number before it."""
    t = tables()
    mark = t.card_mark_re.match(text, pos) if t.card_mark_re is not None else None
    m = t.card_gap_re.match(text, mark.end()) if mark else None  # 8x NVIDIA H100 GPUs: cards, not a multiple
    m = m or t.unit_re.match(text, pos)
    if not m and t.card_gap_re is not None:
        m = t.card_gap_re.match(text, pos)
    for rx in t.kind_unit_res:
        m = m or rx.match(text, pos)
    half = 0.0
    if not m:
        m = t.half_unit_re.match(text, pos)
        half = 0.5
    if not m:
        return None
    kind, factor = _unit_kind(m.group("u"))
    end = m.end()
    if kind == "card" and _names_other_devices(text, end):
        return None  # 2张200G网卡: network cards, not GPUs
    if not half and kind in t.half_kinds and (after := t.half_after_unit(text, end)) > end:
        half, end = 0.5, after
    return kind, factor, m.group("u"), end, half


_BRACKETED = re.compile(r"\(\s*([^()]{1,28}?)\s*\)\s*$")


def bracketed_unit(label: str) -> tuple[str, float, str] | None:
    """(kind, factor, unit) a label names in brackets at its end ("Term (months)", "Initial Agreement
    Period (in months)", "Power (kW per rack)"), or None: the unit of the bare numbers the label heads
    (a word before the unit is one of ``unit_label_leads``, numbers.yaml)."""
    m = _BRACKETED.search(label)
    if m is None:
        return None
    inner = m.group(1)
    lead = tables().unit_label_lead_re.match(inner)
    if lead is not None:
        inner = inner[lead.end():]
    found = _unit_at(inner, 0)
    if found is None:
        return None
    kind, factor, unit, end, half = found
    if half or (end < len(inner) and (inner[end].isalnum() or inner[end] in "/%")):
        return None  # "(kWh)" is no kW; "(Mbps)" beside "(M)" reads its own unit or none
    return kind, factor, unit


def labelled_unit(label: str) -> tuple[str, float, str] | None:
    """(kind, factor, unit) of the bare figure a row's or a line's label stands beside: the unit it names in
    brackets ("Initial Term (months)", "Power per Cabinet (kW)": ``bracketed_unit``), or what it counts
    ("Number of GPUs", ``count_labels`` in numbers.yaml); else None."""
    found = bracketed_unit(label)
    if found is not None:
        return found
    counted = tables().count_labels.get(" ".join(label.strip(" *:\t").split()).casefold())
    return (counted[0], 1.0, counted[1]) if counted is not None else None


def _names_other_devices(text: str, end: int) -> bool:
    """Do the words after a card unit (to the first stop) name a device that is no GPU card, or does the unit go on
    into a unit of use (``units_after``: a card-hour)?"""
    t = tables()
    after = text[end:end + 8].lstrip()
    if t.not_card_units and after.startswith(t.not_card_units) and not after.startswith(t.card_words_after):
        return True
    window = text[end:end + t.not_card_reach]
    cut = min((i for i in (window.find(stop) for stop in t.not_card_stops) if i >= 0), default=len(window))
    window = window[:cut]
    return any(word in window for word in t.not_card_words)


def _unit_kind(form: str) -> tuple[str, float]:
    """The kind and factor of a unit as written (case-insensitive for Latin forms)."""
    t = tables()
    if form in t.units_before:
        return t.units_before[form]
    return t.units[form] if form in t.units else _unit_ci(form)


def _unit_ci(form: str):
    for k, v in tables().units.items():
        if k.lower() == form.lower():
            return v
    raise KeyError(form)


def find_quantities(text: str) -> list[Quantity]:
    """Every quantity in ``text`` (already NFKC-normalised), in order of position."""
    t = tables()
    masked = _masked_ranges(text)
    taken: list[tuple[int, int]] = []
    out: list[Quantity] = []

    for m in t.standalone_re.finditer(text):
        kind, value = t.standalone_of(m.group())
        out.append(Quantity(value=value, kind=kind, start=m.start(), end=m.end(), unit=m.group()))
        taken.append(m.span())
    for q in _date_ranges(text):
        out.append(q)
        taken.append((q.start, q.end))

    # masked spans sorted by start, with the running maximum end: an overlap test is a bisect
    blocked = sorted(masked + taken)
    blocked_starts = [b[0] for b in blocked]
    reach = list(itertools.accumulate((b[1] for b in blocked), max))

    def is_masked(s: int, e: int) -> bool:
        k = bisect.bisect_left(blocked_starts, e)
        return k > 0 and reach[k - 1] > s

    pos = 0
    while (m := t.token.search(text, pos)) is not None:
        s, e = m.span()
        pos = e
        if is_masked(s, e):
            continue
        q = _read_token(text, m)
        if q is not None:
            out.append(q)
            pos = max(pos, q.end)
    # a 30-digit amount or 1e400 is no contract figure: it is not read as a quantity at all,
    # so nothing downstream computes money on inf or on an integer past 64 bits
    out = [q for q in out if math.isfinite(q.value) and abs(q.value) <= LARGEST_QUANTITY]
    out.sort(key=lambda q: q.start)
    return _merge_ranges(text, _merge_compounds(text, _merge_restatements(text, out)))


def may_open_with_duration(text: str, reach: int) -> bool:
    """Whether ``find_quantities(text)`` may open with a length of time starting within ``reach`` characters and no
    digit before it (a line opening with an outage's length: "Up to 2 hours  1 day compensation"); False is sure,
    read from the text's opening alone (a long line's quantities cost ~0.2 ms). Every quantity starts where a token or
    a standalone form does, or is a term's dates (a period) or an amount whose currency stands before its figure, and
    merging keeps the first one's start. So: a text opening with no digit holds none unless a token or a standalone
    form starts within ``reach``; one opening with a digit holds none unless its first quantity starts there, at 0 (a
    later one has the digit before it): the token at 0 read as a length, or read with no kind and then merged with the
    next quantity (a range's high end, a restatement in brackets), for which the gap after it must open with a joiner,
    a filler or a bracket. A token masked (a date's figure) reads nothing at 0, so only a length need be read whole."""
    t = tables()
    if not text[:1].isdigit():
        return any(m is not None and m.start() <= reach for m in (t.token.search(text), t.standalone_re.search(text)))
    if t.standalone_re.match(text):
        return True
    m = t.token.match(text)
    q = _read_token(text, m) if m is not None else None
    if q is None or q.kind not in (None, "duration"):
        return False
    return q.kind == "duration" or text[q.end:].lstrip()[:1] in t.merge_openers


def _read_token(text: str, m: re.Match) -> Quantity | None:
    t = tables()
    s, e = m.span()
    word = False
    high: float | None = None
    kind: str | None = None
    factor = 1.0
    unit = ""
    said: float | None = None  # the number the words say before a figure in brackets ("one (2)": 1)
    if m.group("frac"):
        raw = m.group("frac")
        if m.group("den"):
            denominator = parse_cn_numeral(m.group("den"))
            prefix = raw[:m.end("den") - s + len(nfkc(number_data()["cn_fraction_marker"]))]
            factor = 100 / denominator if denominator else None
        else:
            prefix = next(p for p in sorted(t.fractions, key=len, reverse=True) if raw.startswith(p))
            factor = t.fractions[prefix]
        number = _plain_number(raw[len(prefix):])
        if number is None or factor is None:
            return None
        return Quantity(value=number * factor, kind="pct", start=s, end=e, unit=prefix, word_numeral=True)
    if m.group("efrac"):
        if m.groupdict().get("half"):
            value = 100 / t.en_fractions[m.group("half").lower()]
        else:
            num = m.group("fnum").lower()
            count = 1.0 if num in t.en_article else float(t.en_numbers[num])
            value = count * 100 / t.en_fractions[m.group("fden").lower()]
        return Quantity(value=round(value, 6), kind="pct", start=s, end=e, unit=m.group("efrac"), word_numeral=True)
    if m.group("halved"):  # 半小时, half an hour, an hour: a half or one of its unit, nothing before it
        unit, share = (m.group("ou"), 1.0) if m.group("one") else (m.group("hu"), 0.5)
        kind, factor = _unit_kind(unit)
        return Quantity(value=share * factor, kind=kind, start=s, end=e, unit=unit, word_numeral=True, scale=factor)
    if m.group("ord"):
        word = True
        number = float(m.group("ordnum"))
    elif m.group("dord"):
        number = float(m.group("dord"))
    elif m.group("arcn"):
        read = _read_numeral_run(text, s, m.group("ar") + m.group("arcn"))
        if read is None:
            return None
        number, e = read
    elif m.group("dcomma"):  # 99,95 % and 12.500,00: the comma is the decimal point
        number = float(m.group("dcomma").replace(".", "").replace(",", "."))
    elif m.group("ar"):
        number = float(m.group("ar").replace(",", ""))
        # "1/2 hour", "3/4-hour increments": a proper fraction of a time unit (halves' kinds) is that share of
        # the unit, not its denominator's count of it (2 hours); "24/7" and "1/10 Gbps" are no such fraction.
        # After a whole number it is a mixed number: "1 1/2 hours" is 90 minutes, not 1 and 30 minutes
        over = _SLASH_DENOMINATOR.match(text, e) or _MIXED_FRACTION.match(text, e)
        if over and m.group("ar").isdigit():
            whole, part = (0.0, number) if over.re is _SLASH_DENOMINATOR else (number, float(over.group("num")))
            if part < float(over.group("den")) and (unit_hit := _unit_at(text, over.end())) \
                    and unit_hit[0] in t.half_kinds:
                number, e = whole + part / float(over.group("den")), over.end()
    elif m.group("en"):
        word = True
        said = parse_en_words(_FROM_PAREN.sub("", m.group("en")))
        number = float(m.group("paren").replace(",", "")) if m.group("paren") else said
        if number is None:
            return None
    elif m.group("cnparen") and ((said := parse_cn_numeral(m.group("cn"))) == float(m.group("cnparen"))
                                 or said is not None and _unit_at(text, e)):
        # 七十二(72)小时: the numeral restated in digits, the unit after both; 五(3)日: the figure, the words in doubt
        word = True
        number = float(m.group("cnparen"))
    else:
        word, said = True, None
        read = _read_numeral_run(text, s, m.group("cn"))
        if read is None:
            return None
        number, e = read
    # multiplier (100万, 2.5 million), then the unit
    mult = t.mult_re.match(text, e)
    if mult and not m.group("cn") and not m.group("arcn"):
        times = t.multipliers.get(mult.group("m"), t.multipliers.get(mult.group("m").lower(), 1))
        number, said = number * times, said * times if said is not None else None
        e = mult.end()
    hit = _unit_at(text, e)
    before = t.cur_before_re.search(text, max(0, s - 6), s)
    if hit:
        kind, factor, unit, e, half = hit
        number, said = number + half, said + half if said is not None else None
    elif m.group("ar") and before and (short := t.money_mult_re.match(text, e)):
        factor_k = t.money_multipliers[short.group("m")]
        number *= factor_k  # $10k, US$ 2.5M: an amount, not a code
        e = short.end()
        # ... and the high end of a range written with its own multiplier ("$10k-20k", "$10k-20M": ten thousand to
        # twenty million), above the low end
        if (own := _high_end_multiplied(text, e)) and own[0] * own[1] > number:
            high, e = own[0] * own[1], own[2]
    elif m.group("ar") and before and (shared := _shared_multiplier(text, e, number)):
        number, high, e = shared  # "$10-20k": the multiplier written after the high end is both ends'
    elif m.group("ar") and e < len(text) and text[e].isascii() and text[e].isalpha() and \
            not _currency_code_at(text, e):
        return None  # part of a code or model name: 910B, 48U, 3.84TB (not "1.11USD/hr": an amount)
    currency = None
    if before and kind in (None, "money"):
        currency = t.cur_before[before.group().strip()] if before.group().strip() in t.cur_before else None
        kind, s = "money", before.start()
    after = t.cur_after_re.match(text, e)
    if after and kind in (None, "money"):
        key = after.group().strip()
        currency = currency or t.cur_after.get(key) or t.cur_after.get(key.upper())
        kind, e = "money", after.end() if kind is None else e
    if kind == "money" and currency is None and unit in t.cur_after:
        currency = t.cur_after[unit]
    if kind is None:
        kind = next((k for k, rx in t.prefix_res if rx.search(text, max(0, s - t.prefix_reach), s)), None)
    return Quantity(value=number * factor, kind=kind, start=s, end=e, unit=unit, currency=currency,
                    high=high, word_numeral=word, scale=factor,
                    words_value=said * factor if said is not None and abs(said - number) > 1e-9 else None)


_BARE_HIGH_END = re.compile(r"\s?[-–—]\s?(\d+(?:\.\d+)?)")


def _shared_multiplier(text: str, end: int, low: float) -> tuple[float, float, int] | None:
    """An amount's range written with one multiplier after its high end ("$10-20k", "US$ 1.5-2M"): both
    ends in thousands (or millions), and where the range ends; None for anything else ("$10-20": no
    multiplier; "$30-20k": not rising)."""
    own = _high_end_multiplied(text, end)
    if own is None or not low < own[0]:
        return None
    return low * own[1], own[0] * own[1], own[2]


def _high_end_multiplied(text: str, end: int) -> tuple[float, float, int] | None:
    """The high end of a range right after ``end`` written with a multiplier ("-20k", "–2M"): (its figure, the
    multiplier's factor, where it ends), or None."""
    t = tables()
    bare = _BARE_HIGH_END.match(text, end)
    short = t.money_mult_re.match(text, bare.end()) if bare else None
    if short is None:
        return None
    return float(bare.group(1)), t.money_multipliers[short.group("m")], short.end()


def _currency_code_at(text: str, pos: int) -> bool:
    """Does a currency code written in capitals start at ``pos`` ("1.11USD/hr")? A unit that
    only reads like one in other letters is none ("10Gbp端口": a port's rate, no pounds)."""
    after = tables().cur_after_re.match(text, pos)
    return after is not None and after.group().isupper() and after.group() in tables().cur_after


def _read_numeral_run(text: str, s: int, run: str) -> tuple[float, int] | None:
    """(value, end) of the Chinese numeral ``run`` written at ``s``, unit-aware: 二十千瓦 and 10千瓦
    are 二十 / 10 + 千瓦, not 二十千 + 瓦; 5千元 is 5,000 + 元. None when it is no number (a lone
    Chinese digit without a unit is a word: 一方, 三方)."""
    digits = tables().cn_digits
    for k in range(len(run), 0, -1):
        if _unit_at(text, s + k) and (k == len(run) or run[k] not in digits):
            value = parse_cn_numeral(run[:k].replace(",", ""))
            if value is not None:
                return value, s + k
    value = parse_cn_numeral(run.replace(",", ""))
    if value is None or len(run) < 2:
        return None
    return value, s + len(run)


def _plain_number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return parse_cn_numeral(text)


_CLOSE_PAREN = re.compile(r"\s*\)")
_WORD_JOINTS = re.compile(r"[-–— ]+")  # between the words of a number in words ("twenty-five", "seventy – two")
_SLASH_DENOMINATOR = re.compile(r"/(?P<den>[1-9]\d?)(?![\d.,/])")  # the "/2" of "1/2 hour"
_MIXED_FRACTION = re.compile(r" (?P<num>[1-9]\d?)/(?P<den>[1-9]\d?)(?![\d.,/])")  # the " 1/2" of "1 1/2 hours"
_FROM_PAREN = re.compile(r"\s*\(.*")  # "thirty (30)": the figure in brackets and what follows it
_ARABIC = re.compile(r"\d+(?:\.\d+)?")  # Arabic digits inside a Chinese numeral: 3万, 1.5亿


def _merge_restatements(text: str, qs: list[Quantity]) -> list[Quantity]:
    """'柒仟贰佰元（¥7,200.00）', 'twenty-five percent (25%)': one quantity, both spellings."""
    t = tables()
    out: list[Quantity] = []
    for q in qs:
        if out:
            prev = out[-1]
            # matched in place: a slice of the rest of the text per quantity made this quadratic
            close = _CLOSE_PAREN.match(text, q.end)
            if close and t.restate_gap_re.fullmatch(text, prev.end, q.start) and abs(prev.value - q.value) < 1e-9 * max(1, abs(q.value)):
                merged = replace(prev, end=close.end(), kind=prev.kind or q.kind,
                                 currency=prev.currency or q.currency, unit=prev.unit or q.unit)
                unit = _unit_at(text, merged.end) if merged.kind is None else None
                if unit:  # "15 (fifteen) days", "50 (fifty) times": the unit after the restatement
                    kind, factor, written, end, half = unit
                    merged = replace(merged, kind=kind, value=(merged.value + half) * factor, end=end, unit=written,
                                     scale=factor)
                out[-1] = merged
                continue
        out.append(q)
    return out


def _merge_compounds(text: str, qs: list[Quantity]) -> list[Quantity]:
    """'1小时30分钟', '两年零三个月', '2 hours and 30 minutes': one length of time, the sum of both."""
    t = tables()
    out: list[Quantity] = []
    for q in qs:
        prev = out[-1] if out else None
        if prev is not None and q.kind == prev.kind and q.kind in t.compound_kinds and q.scale < prev.scale \
                and prev.high is None and q.high is None:
            gap = text[prev.end:q.start]
            latin = prev.unit.isascii() and q.unit.isascii()
            if gap.strip() in t.compound_joiners and (latin or gap == gap.strip()):
                out[-1] = replace(prev, value=prev.value + q.value, end=q.end, unit=q.unit, scale=q.scale)
                continue
        out.append(q)
    return out


def _merge_ranges(text: str, qs: list[Quantity]) -> list[Quantity]:
    """'25-30千瓦', '25至30 kW': the first number takes the unit; value is the lower end. Two
    decimals without a unit, rising ('PUE 1.2-1.3'), are a range too (never '2025-01', '3-2');
    and so are two rising figures of a kind written with its marks at both ends or at the first
    ('$3-$8', '$3/hr-$8/hr', 'USD 3-8', 'between $3 and $8', ``written_ranges``)."""
    t = tables()
    out: list[Quantity] = []
    for q in qs:
        prev = out[-1] if out else None
        if prev is not None and prev.kind is None and t.joiner_re.match(text[prev.end:q.start]) and (
                q.kind is not None or _rising_decimals(text, prev, q)):
            out.pop()
            out.append(replace(q, value=prev.value * q.scale, high=q.value, start=prev.start))
            continue
        if prev is not None and _written_range(text, prev, q):
            out[-1] = replace(prev, high=q.value, end=q.end)
            continue
        out.append(q)
    return out


def _written_range(text: str, low: Quantity, high: Quantity) -> bool:
    """Are ``low`` and ``high`` the two ends of one range of a ``written_ranges`` kind: both of the
    kind in one currency, or the high end a bare figure right after the joiner ("USD 3-8"), rising,
    joined by a range joiner (the low end's per-unit words may stand again before it: "$3/hr-$8/hr")
    or by an opener's pair ("between $3 and $8"), and no change of a figure ("increased from $3 to $4")?"""
    t = tables()
    if low.kind not in t.written_range_kinds or low.high is not None or high.high is not None \
            or not low.value < high.value:
        return False
    gap = text[low.end:high.start]
    if "\n" in gap:
        return False  # "Monthly fee: $20,000" over a list item "- 25,000 …": two lines, no range
    if high.kind is None:
        # "USD 3-8": only a bare figure the joiner alone parts from an amount marked before it
        if not (low.currency and t.joiner_re.match(gap) and not text[low.start].isdigit()):
            return False
    elif high.kind != low.kind or high.currency != low.currency:
        return False
    else:
        m = t.written_joiner_re.fullmatch(gap)
        suffix = m.group("suffix").strip() if m else ""
        if m is None or (suffix and not text[high.end:high.end + len(suffix) + 1].lstrip().startswith(suffix)):
            m = next((m for opener, joiner in t.range_pairs
                      if opener.search(text, max(0, low.start - 16), low.start) and (m := joiner.fullmatch(gap))), None)
            if m is None:
                return False
    return t.range_change_re is None or t.range_change_re.search(text, max(0, low.start - 24), low.start) is None


def _rising_decimals(text: str, low: Quantity, high: Quantity) -> bool:
    """Two unitless numbers written with a decimal point, the second the larger: a range's ends."""
    return (high.kind is None and low.high is None and low.value < high.value
            and "." in text[low.start:low.end] and "." in text[high.start:high.end])
