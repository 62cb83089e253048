"""Vocabularies from ``lang/*.yaml`` compiled into matchers: one immutable rule set.

Every phrase a rule needs (triggers, blockers, negation cues, value words) is data; this
module only knows how to turn a phrase list into a matcher that tolerates the ways a phrase
gets written: any case, spaces or hyphens between words, short gaps (``…``), and no match
inside a longer Latin word or model number (``H20`` never matches inside ``H200``).

The Chinese and English data are merged, key by key: contracts mix languages (an English
"InfiniBand NDR" inside a Chinese clause), and one rule set should read both. Each phrase keeps
the languages of the files that write it (``Written``) and reads only a sentence written in one of
them (``TextHits.languages_at``): zh.yaml's "×" before a port count does not read an English line.
Value words and regexes keep theirs too (``KeyRule.reads_value``, ``KeyRule.reads_pattern``), and every
kind of rule asks the one question ``reads_at``.

The rule set owns its matcher (``PhraseIndex``): every phrase list is registered while the
rules are built, then the index is sealed. Hits are per document, held by whoever matched
it (``TextHits``); nothing here changes after ``rules()`` returns, but for a list's own tables
(its phrases in order, by first part), made the first time a text holds words of the list: a
contract reads few of the ~800 lists, and building all of them cost every ``check`` ~0.1 s.
"""

from __future__ import annotations

import bisect
import functools
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from .data import LANGUAGES, LETTERS_AT, load_language, swapped_letters
from .. import profiling
from ..lazy import LazyPattern
from .fold import is_cjk, normalise_phrase
from .nlp import PhraseIndex, TextHits, norm, spelling_forms
from .numbers import tables
GAP_CHARS = 16  # "…": at most this many characters between two parts
REPLACEMENT_GAP_CHARS = 48  # ... in a replacement phrase ("from <old value> to", "由<old value>调整为")
FRAME_GAP = 40  # "按照…测算", "以…为例": at most this many characters between a frame's lead-in and its closer
GAP_STOPS = frozenset("\u3002;\n")  # ... none of which ends a sentence


class Hit:
    """One phrase match in a text, shaped like ``re.Match`` (start, end, span, group)."""

    __slots__ = ("_start", "_end", "_text")

    def __init__(self, start: int, end: int, text: str):
        self._start, self._end, self._text = start, end, text

    def start(self) -> int:
        return self._start

    def end(self) -> int:
        return self._end

    def span(self) -> tuple[int, int]:
        return self._start, self._end

    def group(self) -> str:
        return self._text[self._start:self._end]


def _latin(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


# a percentage run into the word before it, as a web page's text copy gives a label's cell and its figure's
# ("Service Level99.90%", "Uptime99.95%"): the word ends there, where a letter or a figure of a model number does not
# ("H200", "NDR400"); after a capital, two digits at least ("SLA99.9%", an acronym run into its figure; not "SXM5%")
RUN_IN_SHARE = re.compile(r"(?<=[a-z])\d{1,3}(?:\.\d+)?\s?%|(?<=[A-Z])\d{2,3}(?:\.\d+)?\s?%")


def _run_in_share(text: str, end: int) -> bool:
    return RUN_IN_SHARE.match(text, end) is not None


class Phrases:
    """A phrase list matched with a spaCy ``PhraseMatcher`` (nlp.py ``PhraseIndex``).

    ``find`` returns non-overlapping hits left to right; at one position the longest phrase
    wins. A Latin phrase never matches inside a longer Latin word or model number; a gap
    phrase ``A…B`` is A, then B starting within ``GAP_CHARS`` characters of the same sentence.

    The list is registered in ``index`` (the rule set's); without one it gets an index of its
    own. ``find`` and ``search`` take a document's ``TextHits`` (matched once by the rule
    set's index) or a short string, matched on the spot. A phrase of a ``Written`` list reads only
    a sentence (or table) of a language whose file writes it (``TextHits.languages_at``).
    """

    def __init__(self, phrases: list[str] | None, gap: int = GAP_CHARS, index: PhraseIndex | None = None,
                 stops: "frozenset[str] | Mapping[str, frozenset[str]]" = GAP_STOPS):
        self.phrases = [p for p in (phrases or []) if str(p).strip()]
        languages = getattr(phrases, "languages", None)  # a ``Written`` list says where each phrase is written
        self.gap = gap  # longest "…" between two parts
        # characters no "…" runs over: one set for every phrase, or each phrase's own (a key's
        # ``gap_stops``: a phrase of zh.yaml stops where zh.yaml says), GAP_STOPS for a phrase not named
        self.stops = stops
        # what its tables are made from (``_TABLES``), as given now: a dict given is the caller's, and may change later
        self._languages = None if languages is None else dict(languages)
        self._stops = stops if isinstance(stops, frozenset) else dict(stops)
        # the index learns every part and the parts the phrases start with now; the list's own tables (``_TABLES``)
        # are made the first time a text holds one of those (a 3-page contract: ~50 of the rule set's ~800 lists)
        parts_of = [_parts(str(p)) for p in self.phrases]
        self._any = any(parts_of)
        self.index: PhraseIndex | None = None
        self.serial = -1
        if self._any:
            own = index is None
            self.index = PhraseIndex() if own else index
            self.serial = self.index.register((part for parts in parts_of for part in parts),
                                              (parts[0] for parts in parts_of if parts))
            if own:
                self.index.seal()

    def __getattr__(self, name: str) -> Any:  # only for what is not set yet: one of the tables, once
        if name not in _TABLES:
            raise AttributeError(name)
        with profiling.phase("build"):  # the rule set's one-off work, not the text's
            self._make_tables()
        return self.__dict__[name]

    def _make_tables(self) -> None:
        """Each phrase's parts, the longest phrase first (``compiled``); what its gaps stop at (``_stops_of``); the
        languages whose sentences it reads (``_languages_of``): those of the files that write it in this list
        (``Written.languages``; a phrase of a plain list, or not named there, reads every sentence); and the phrases
        by their first part (``_by_first``, with whether a Latin letter may not touch either end, what its gaps stop
        at, and the languages it reads): a text's candidates come from the first parts it has hits of, never a walk
        over all."""
        stops, languages = self._stops, self._languages
        ordered = sorted(((str(p), _parts(str(p))) for p in self.phrases), key=lambda pp: len(normalise_phrase(pp[0])),
                         reverse=True)
        compiled: list[tuple[str, ...]] = []
        stops_of: dict[tuple[str, ...], frozenset[str]] = {}
        languages_of: dict[tuple[str, ...], frozenset[str] | None] = {}
        for p, parts in ordered:
            if parts:
                compiled.append(parts)
                own_languages = _reads_in(p, languages)
                if parts in languages_of:  # one phrase from two spellings: it reads where either does
                    known = languages_of[parts]
                    own_languages = None if known is None or own_languages is None else known | own_languages
                languages_of[parts] = own_languages
                own = stops if isinstance(stops, frozenset) else stops.get(p, GAP_STOPS)
                stops_of[parts] = stops_of.get(parts, own) & own
        by_first: dict[str, list[tuple[int, tuple[str, ...], bool, bool, frozenset[str], frozenset[str] | None]]] = {}
        for order, parts in enumerate(compiled):
            by_first.setdefault(parts[0], []).append((order, parts, _latin(parts[0][0]), _latin(parts[-1][-1]),
                                                      stops_of[parts], languages_of[parts]))
        self.compiled, self._stops_of, self._languages_of, self._by_first = compiled, stops_of, languages_of, by_first

    def __bool__(self) -> bool:
        return self._any

    def _hits(self, target: "TextHits | str") -> TextHits:
        if isinstance(target, TextHits) and target.index is self.index:
            return target
        return self.index.match_text(target.text if isinstance(target, TextHits) else target)

    def _candidates(self, hits: TextHits, within: tuple[int, int] | None = None):
        """(starts, [(start, order, end, right_ok)]) of every phrase over the whole text (kept for the text's next
        question), or of those starting in ``within`` (lo, hi) alone (not kept: ``find_within``)."""
        text = hits.text
        cached = hits.candidates.get(self.serial) if within is None else None
        if cached is not None:
            return cached
        firsts = hits.firsts.get(self.serial)
        if firsts is None:  # no phrase of the list starts in this text (most lists, in most texts)
            found = ([], [])
            if within is None:
                hits.candidates[self.serial] = found
            return found
        cands = []
        for first in firsts:
            starts, ends = hits.part_hits(first)
            if within is not None:
                lo, hi = bisect.bisect_left(starts, within[0]), bisect.bisect_left(starts, within[1])
                starts, ends = starts[lo:hi], ends[lo:hi]
            for order, parts, left, right, stops, languages in self._by_first[first]:
                # (a text written in the phrase's languages alone: every sentence of it is, no question per hit)
                scoped = languages is not None and not hits.languages <= languages
                for s, e in zip(starts, ends):
                    if left and s and _latin(text[s - 1]):
                        continue
                    if scoped and not reads_at(hits, s, languages):
                        continue
                    end = self._join(hits, text, parts, 0, e, stops) if len(parts) > 1 else e
                    if end is None:
                        continue
                    right_ok = not (right and end < len(text) and _latin(text[end])) or _run_in_share(text, end)
                    cands.append((s, order, end, right_ok))
        cands.sort()  # whole tuples: the same list whatever order the first parts came in
        if within is not None:
            return [c[0] for c in cands], cands
        cached = hits.candidates[self.serial] = ([c[0] for c in cands], cands)
        return cached

    def _join(self, hits, text: str, parts: tuple[str, ...], i: int, end: int,
              stops: frozenset[str] | None = None) -> int | None:
        """End of parts[i+1:] following a hit of parts[i] that ends at ``end`` (earliest first), no gap
        running over one of ``stops`` (the phrase's own when not given)."""
        if stops is None:
            stops = self._stops_of[parts]
        if i + 1 == len(parts):
            return end
        part = parts[i + 1]
        starts, ends = hits.part_hits(part)
        k = bisect.bisect_left(starts, end)
        while k < len(starts) and starts[k] <= end + self.gap:
            s, e = starts[k], ends[k]
            k += 1
            if any(ch in stops for ch in text[end:s]):
                break
            if _latin(part[0]) and s and _latin(text[s - 1]):
                continue
            if i + 2 < len(parts) and _latin(part[-1]) and e < len(text) and _latin(text[e]):
                continue
            done = self._join(hits, text, parts, i + 1, e, stops)
            if done is not None:
                return done
        return None

    def _scan(self, target: "TextHits | str", start: int, end: int | None, first: bool,
              overlapping: bool = False, within: bool = False) -> list[Hit]:
        if not self._any:
            return []
        # the document's hits and this list's candidates, without a call each: a long contract
        # asks ~125,000 times, most of them about a window no phrase of the list starts in
        hits = target if isinstance(target, TextHits) and target.index is self.index else self._hits(target)
        text = hits.text
        hi = len(text) if end is None or end > len(text) else end
        if within:
            starts, cands = self._candidates(hits, (start, hi))
        else:
            cached = hits.candidates.get(self.serial)
            starts, cands = cached if cached is not None else self._candidates(hits)
        k = bisect.bisect_left(starts, start)
        if k == len(starts) or starts[k] >= hi:
            return []
        out: list[Hit] = []
        pos = start
        for k in range(k, len(cands)):
            s, _, e, right_ok = cands[k]
            if s >= hi:
                break
            if s < pos or e > hi or (not right_ok and e != hi):
                continue
            out.append(Hit(s, e, text))
            if first:
                break
            if not overlapping:
                pos = e
        return out

    def find(self, target: "TextHits | str", start: int = 0, end: int | None = None) -> list[Hit]:
        return self._scan(target, start, end, first=False)

    def find_within(self, target: "TextHits | str", start: int, end: int) -> list[Hit]:
        """``find``'s hits in [start, end), for a list asked about that one window of a text (a document's opening):
        only the phrases starting there are joined, not every one of the whole text (~0.05 s on a 200-page Chinese
        contract whose every 月 may open a date's phrase), and nothing is kept for other windows."""
        return self._scan(target, start, end, first=False, within=True)

    def find_overlapping(self, target: "TextHits | str", start: int = 0, end: int | None = None,
                         within: bool = False) -> list[Hit]:
        """Every hit in [start, end), those overlapping another too: where each phrase stands, not a reading of the
        text (a phrase a key spares is spared where a longer one overlapping it was found first: "每个月的租金" and
        "租金及…合计" in "每个月的租金及电费合计"). ``within``: for a caller asking about a few windows of a text, only
        the phrases starting in this one are joined (as ``find_within``), the same hits."""
        return self._scan(target, start, end, first=False, overlapping=True, within=within)

    def may_start_in(self, target: "TextHits | str", start: int, end: int) -> bool:
        """Could a hit start in [start, end)? False means ``find`` there is empty; one bisect,
        for a caller that asks about thousands of windows with no phrase near most of them."""
        return starts_in(self.starts(target), start, end)

    def starts(self, target: "TextHits | str") -> list[int]:
        """Where a hit could start in ``target``, in order: for a caller asking ``may_start_in``
        of many windows of one text, through ``starts_in`` (no lookups per window)."""
        return self._candidates(self._hits(target))[0] if self._any else []

    def search(self, target: "TextHits | str", start: int = 0, end: int | None = None) -> Hit | None:
        found = self._scan(target, start, end, first=True)
        return found[0] if found else None


# a ``Phrases``' tables, made when first read (``Phrases._make_tables``)
_TABLES = frozenset(("compiled", "_stops_of", "_languages_of", "_by_first"))


@functools.lru_cache(maxsize=None)
def _parts(phrase: str) -> tuple[str, ...]:
    """A phrase's parts in normal form, between its "…" gaps (the same phrase in many lists: worked out once)."""
    return tuple(q for q in (normalise_phrase(part).strip() for part in phrase.split("…")) if q)


def _reads_in(phrase: str, languages: Mapping[str, frozenset[str]] | None) -> frozenset[str] | None:
    """The languages whose sentences ``phrase`` (a phrase, a value word, a regex) reads: those of the
    files that write it, unless that is every language, or it is written in Chinese characters (only a
    Chinese sentence holds them). None: any sentence."""
    written = languages.get(phrase) if languages is not None else None
    if written is None or written >= frozenset(LANGUAGES) or (written == {"zh"} and any(map(is_cjk, phrase))) \
            or _CODE.fullmatch(phrase):
        return None
    return written


# a code of Latin letters and digits, a product's or a unit's (a GPU model "H100", "RTX 4090", "Ascend 910B", "L40 GPU"):
# written alike in every language, so no language file's own word
_CODE = re.compile(r"(?=[^\d]*\d)[A-Za-z\d]+(?:[ .+/-][A-Za-z\d]+)*")


def reads_at(hits: TextHits, pos: int, languages: frozenset[str] | None) -> bool:
    """Does a rule written in ``languages`` (``Written.reads``; None: any) read the sentence holding ``pos``?
    Yes in a sentence of one of them, and in one written in no language (figures and marks alone: "8×400G").
    Every kind of rule asks this one question: a phrase (``Phrases``), a value word the span ruler matched
    (``KeyRule.reads_value``), a regex of ``patterns`` or ``ratios`` (``KeyRule.pattern_languages``)."""
    if languages is None or hits.languages <= languages:
        return True  # (a text written in those languages alone: every sentence of it is)
    here = hits.languages_at(pos)
    return not here or not here.isdisjoint(languages)


def starts_in(starts: list[int], start: int, end: int) -> bool:
    """Does one of the sorted ``starts`` (``Phrases.starts``) lie in [start, end)?"""
    k = bisect.bisect_left(starts, start)
    return k < len(starts) and starts[k] < end


_EMPTY = Phrases([])


@dataclass
class KeyRule:
    """One SPEC key's merged rule (see lang/schema.py for the meaning of each field)."""

    key: str
    reader: str = ""  # the strategy that reads the key (readers/, chosen by the data)
    kind: str | None = None
    numeric: bool = False
    triggers: Phrases = _EMPTY
    blockers: Phrases = _EMPTY
    blockers_before: Phrases = _EMPTY  # only before the hit
    # after a number, before its trigger: the number times another action ("五日内完成验收")
    blockers_after: Phrases = _EMPTY
    # words in a value's clause that make it a minor mention ("风冷仅用于带走剩余热量")
    subordinate: Phrases = _EMPTY
    sentence_requires: Phrases = _EMPTY
    sentence_blockers: Phrases = _EMPTY
    header_blockers: Phrases = _EMPTY  # in a cell's column header ("| Service |" over product names)
    # what the key is about (a service level, a fault, the rented compute): a candidate counts
    # only with one of these words in reach (subjects.py)
    subject: Phrases = _EMPTY
    subject_scope: str | None = None  # "sentence": the subject only in the candidate's own sentence
    # other kinds a number of this key may be written in, with the factor into ``kind``
    # (claim windows in months: period → 43200 minutes, 30 days a month)
    accepts: dict[str, float] = field(default_factory=dict)
    # accepted kinds converted by an assumption (a feed's current at 220 V): kind → the words
    # (lower case) that void the assumption in the number's sentence ("三相": not single-phase)
    estimates: dict[str, tuple[str, ...]] = field(default_factory=dict)
    values: dict[str, list[str]] = field(default_factory=dict)  # value -> its phrases
    gap_values: dict[str, Phrases] = field(default_factory=dict)  # value -> its "A…B" phrases
    negated: dict[str, str] = field(default_factory=dict)
    combine: list[list[str]] = field(default_factory=list)
    fixed: list[tuple[Phrases, Any]] = field(default_factory=list)
    patterns: list[LazyPattern] = field(default_factory=list)
    # a value written as one duration per another ("one day of service for every 15 minutes of
    # downtime"): regexes with the groups n, unit, per_n (optional) and per_unit (readers/numeric.py)
    ratios: list[LazyPattern] = field(default_factory=list)
    # the languages whose sentences each regex of ``patterns``, ``ratios`` reads (``reads_at``; None: any),
    # by the regex's source: those of the file that writes it
    pattern_languages: dict[str, frozenset[str] | None] = field(default_factory=dict)
    # ... and each value word's, by value and spelling as the span ruler matches it (only the scoped ones:
    # zh.yaml's "NVL" reads no English sentence)
    value_languages: dict[str, dict[str, frozenset[str]]] = field(default_factory=dict)
    after_window: int = 16
    # how far after a number its (verb-last) trigger may stand when no other number of the
    # kind is in between: None (only ``after_window``), "clause" or "sentence"
    after_reach: str | None = None
    # ... and how far a trigger written around the number may run after it (``around_triggers``): None (its clause, the
    # key's window) or "sentence"
    around_reach: str | None = None
    gap: int = GAP_CHARS  # longest "…" in this key's phrases
    # ... and what each of them does not run over, by phrase: the ``gap_stops`` of the language file the phrase is
    # written in (zh.yaml's "，；" do not stop en.yaml's "monthly … interruption" at a comma); GAP_STOPS if not named
    gap_stops: dict[str, frozenset[str]] = field(default_factory=dict)
    prefer: str | None = None
    weak: bool = False
    # several occurrences of different values: the most frequent wins, only a tie conflicts
    majority: bool = False
    scope: str = "clause"  # where a trigger may stand before the number
    # a value read only inside a worked example: "never" a term, or a "low"-confidence one
    from_examples: str = "never"
    # a value read inside what a definition or glossary line says a word means ("私有网络：…逻辑隔离的
    # 网络空间") weighs under one the text states outside definitions (pipeline._weigh_definitions)
    low_in_definitions: bool = False
    # the reader's own fields, merged over the languages (lists joined, mappings merged)
    extra: dict[str, Any] = field(default_factory=dict)
    # every phrase list inside ``extra``, compiled: ("context",), ("after", "triggers") ...
    lists: dict[tuple[str, ...], Phrases] = field(default_factory=dict)
    # the first key the language files write alike, word for word (one YAML anchor serving several keys:
    # "credit_period_minutes: &period_credit", "credit_onset_pct: *period_credit"): keys alike read a text alike, which
    # a reader may then read once for all of them (readers/period.py); "" for a rule made by hand (its own key)
    alike: str = ""

    def phrases(self, *path: str) -> Phrases:
        """The compiled phrase list at ``path`` inside the reader's fields (empty if none)."""
        return self.lists.get(path, _EMPTY)

    def counted_from(self, quote: str) -> str | None:
        """What the key's value quoted as ``quote`` (a term's text) is counted from, where the words it runs on to say
        (``counted_from``: "故障发生后30日内提出", "within 30 days of the incident"): ``outage_end`` (``counted_from_end``:
        故障恢复后), else ``outage_start``; None where no such words are quoted (``Term.counted_from``)."""
        words = self.phrases("counted_from")
        if not words:
            return None
        from .numbers import nfkc

        quote = nfkc(quote)
        if not words.search(quote):
            return None
        return "outage_end" if self.phrases("counted_from_end").search(quote) else "outage_start"

    def reads_value(self, hits: TextHits, value: str, start: int, end: int) -> bool:
        """Does the value word the span ruler matched at [start, end) read its sentence (``reads_at``)?"""
        scoped = self.value_languages.get(value)
        return not scoped or reads_at(hits, start, scoped.get(norm(hits.text[start:end])))

    def reads_pattern(self, hits: TextHits, rx: LazyPattern, pos: int) -> bool:
        """Does the regex ``rx`` of ``patterns`` or ``ratios``, matched at ``pos``, read its sentence (``reads_at``)?"""
        return reads_at(hits, pos, self.pattern_languages.get(rx.pattern))


@dataclass(frozen=True)
class Rules:
    negation: Phrases
    negation_after: Phrases
    not_negations_after: Phrases  # ... unless it opens an exception after the phrase ("X but not Y")
    negation_next: Phrases
    aside_openers: Phrases  # a clause opening with one names kinds of the phrase before it ("…, including RDHx, is not …")
    affirmations: Phrases  # a clause opening with one states its own thing ("…，采用RoCE"): no run-on negation
    object_kept: Phrases  # verbs whose object a negation before them leaves standing ("不得与其他租户共用InfiniBand网络")
    excepted_after: Phrases  # ... and words making a negated phrase the one thing excepted ("不得使用InfiniBand以外的网络")
    predicates: Phrases  # a comparison that alone before a figure refers to an earlier clause's subject ("，不低于99.9%")
    at_least: Phrases
    at_most: Phrases
    below: Phrases
    approx: Phrases
    usual: Phrases  # what usually happens ("we generally respond within 15 minutes"): weaker than a promise
    bounds: Phrases
    line_bounds: Phrases  # ... and what may lead a figure alone on its line: those, ``below`` and ``marks`` ("< 15 minutes")
    amendment: Phrases
    amendment_mentions: Phrases  # ... not one where these words name an instrument still to be made ("by a separate")
    replacement: Phrases
    coordination: frozenset
    scope_joiners: frozenset  # and the coordination words: between a figure's scope and a bound restated for another
    alternation: Phrases  # words offering two values as alternatives ("或", "or"): readers/vocabulary.py
    alternation_marks: frozenset[str]  # ... and marks doing so alone between two value words ("InfiniBand/RoCE")
    limit_joiners: frozenset  # ... and words that may open a firm limit's clause besides those ("but in any event")
    respective: Phrases  # words pairing a list of measures with a list of figures in their order ("分别为")
    respective_heads: frozenset  # ... unless one stands before the key's words in its item ("A和B的服务可用性")
    respective_of: Phrases  # ... or one after them in the first item ("the availability of A and B are ...")
    respective_ends: Phrases  # ... and the verbs ending the last thing listed then ("... and B are")
    respective_articles: frozenset  # ... the words before a thing's name, no part of it ("the Enterprise plans")
    respective_kinds: frozenset  # ... and the nouns ending the last thing that name what each is ("... enterprise plans")
    part_breaks: Phrases  # words that end one value's part of a clause and open the next one's (Evidence.own_part)
    compared_before: Phrases  # a value word right after one is what another is compared against ("较传统风冷")
    compared_around: Phrases  # ... or inside one ("与传统风冷相比"): readers/vocabulary.py
    compared_after: Phrases  # ... or right before one that names the new value after it ("air cooling is replaced by")
    precedence: Phrases
    not_blockers: Phrases  # phrases inside which a blocker word blocks nothing ("(defined below)")
    not_negations: Phrases  # phrases inside which a negation cue negates nothing ("without penalty")
    hedges: Phrases  # best-effort wording: no commitment ("commercially reasonable efforts", 尽力)
    not_hedges: Phrases  # phrases inside which a hedge word hedges nothing ("This SLI's objective is 99.9%")
    hedge_limits: Phrases  # a firm limit after a hedged figure ("with a maximum response time of 90 minutes")
    hedge_subjects: Phrases  # a clause opening with its own subject, out of an earlier clause's hedge ("，乙方至少提前…")
    hedge_back_references: Phrases  # ... or a later sentence's hedge pointing back to the figure ("stated above", 上述)
    initial_periods: Phrases  # a figure for an initial stretch of the term only ("During the first 30 days of the Term")
    later_periods: Phrases  # ... and the words that end it before a figure in its sentence ("首月内…4小时响应，此后…8小时")
    term_starts: Phrases  # ... and the start of the term that may open the sentence before it ("合同生效后首月内")
    option_terms: Phrases  # a figure offered for a configuration bought as an option ("with purchase of an A/B configuration")
    option_columns: Phrases  # ... or in a table of one plan a row, named over its first column ("| Tier |", "| Plan |")
    option_band_columns: Phrases  # ... or of a price list's size bands a row, named over the band's column ("| GPUs |")
    region_labels: Phrases  # ... or on a line of one region of several, its name opening it ("- Europe: 4 hours ...")
    lot_labels: tuple  # ... or regexes of one lot or order of several, its word and number opening it ("包1：H800 32卡；包2：…")
    item_separators: re.Pattern  # ... any of the marks after which such a label opens the next item of a line (";", ",")
    figure_conditions: tuple  # ... or regexes of a figure's condition in brackets after it ("2小时（备件在本地）/24小时（…）")
    conditions_before: tuple  # ... or of the part of a sentence before a figure stating its condition ("备件在本地时2小时")
    money_words: Phrases  # currency words (numbers.yaml): a table header naming one prices its cells
    example_cues: Phrases  # words that open a worked example (examples.py)
    example_headings: Phrases  # heading words of a section that is a worked example
    example_frames: Phrases  # a lead-in and its closer around an example or a calculation's assumptions ("按照…测算")
    example_ends: Phrases  # words that close a list of examples in a sentence (its clause ends the example)
    example_resumed_by: Phrases  # words opening a clause that sets the writer's own commitment against an example
    # ... their first words ("while") opening the sentence, and their last ("guarantee") in a later clause of it
    example_resumed_heads: Phrases
    example_resumed_verbs: Phrases
    example_cases: tuple  # regexes of a cue that opens an example only before a named third party ("如京东云的…")
    example_bracket_cues: Phrases  # words that open an example only first in brackets before a figure
    example_bracket_blockers: Phrases  # ... unless the brackets hold one of these (a case, not an example)
    example_bracket_names: tuple  # regexes of a thing's name that a bracket cue opens an example before, as a figure
    example_scenarios: Phrases  # cues that set up a case their paragraph works through ("To illustrate, suppose ...")
    example_advice: Phrases  # the advice cues among ``example_cues`` (a lead-in ending on one is advice from its start)
    example_advice_headings: Phrases  # the advice words among ``example_headings`` (a document's opening title holding one)
    example_bracketed_headings: Phrases  # heading words of an example only alone in brackets of their own ("【例1】")
    example_not_cues: Phrases  # longer words a cue is part of, opening nothing ("比例如下" holds 例如)
    example_openings: Phrases  # an article announcing itself in the document's opening ("以下是…分析", "本文将…")
    example_explainer_titles: Phrases  # the words ending an explainer's title on the document's first line ("…解析")
    example_bylines: tuple  # regexes of a news item's byline line ("证券时报网· 2025-11-24 22:43")
    example_headlines: tuple  # regexes of an explainer's headline on a line of its own ("Why AI Is Forcing ...")
    example_entries: tuple  # regexes of a glossary's entry at the document's start ("Colocation" over "Colocation is a ...")
    # ... or a news item's lead opening its sentence, each list with the regexes of what may stand before it there: a
    # date's ("6月25日,…建成并投运…" after "2024年"), spaces or a line above for a relative day's ("日前,", "不久前,")
    example_leads: tuple[tuple[Phrases, tuple[re.Pattern, ...]], ...]
    example_own_names: Phrases  # ... unless the text names itself a contract after it ("本协议", "本合同"): a page's preface
    # ... nor is an opening that introduces the vendor's own rules ("本文为您介绍…的计费规则"), unless its sentence names
    # others' (``third_parties``: "主流平台", "各大云厂商")
    example_own_intros: Phrases
    example_third_parties: Phrases
    example_survey_columns: frozenset  # a table's first header cell that makes it a survey of providers ("Provider")
    example_scores: tuple  # regexes of a score a tender's rule awards a bidder's offer ("得5分": its sentence is no term)
    example_score_headings: tuple  # regexes of a heading over a tender's scoring ("评分标准": its section is no term)
    example_score_tables: tuple  # regexes matched from a table's header row that make it a tender's scoring table
    # ... or a table with a column of points (the regexes of its header cell, of its cells, of an assessment's words)
    example_score_columns: tuple
    example_score_points: tuple
    example_score_assessments: tuple
    definition_patterns: tuple  # regexes that find a definition, with a ``term`` group (definitions.py)
    definition_titles: tuple  # ... and a numbered clause's title, whose text is a statement too
    definition_asides: tuple  # ... and a word named in brackets after what it means ('(the "Credit Ceiling")')
    definition_joins: tuple  # what may stand between a key's trigger and a defined word it names ("the")
    definition_parts: Phrases  # words that begin the list of a defined thing's parts ("including")
    keys: dict[str, KeyRule]
    index: PhraseIndex  # the matcher every phrase list above is registered in (sealed)

    def match(self, doc) -> TextHits:
        """Every phrase part's hits in a parsed document, once per document."""
        return self.index.match(doc)


class Written(list):
    """Phrases as the language files write them, each with the languages of the files that write it
    (``languages``): a ``Phrases`` built from them reads a phrase only in a sentence of its languages."""

    def __init__(self, items=(), languages: Mapping[str, frozenset[str]] | None = None):
        super().__init__(items)
        self.languages: dict[str, frozenset[str]] = dict(languages or {})

    def reads(self, item: str) -> frozenset[str] | None:
        """The languages whose sentences ``item`` reads (``reads_at``): those of the files that write it."""
        return _reads_in(str(item), self.languages)

    def add(self, language: str, items) -> None:
        """``items`` as ``language``'s file writes them."""
        for item in items or []:
            self.append(item)
            if isinstance(item, str):
                self.languages[item] = self.languages.get(item, frozenset()) | {language}

    def __add__(self, other: list) -> "Written":
        joined = Written(list(self) + list(other), self.languages)
        theirs = getattr(other, "languages", None) or {str(p): frozenset(LANGUAGES) for p in other}
        for phrase, languages in theirs.items():
            joined.languages[phrase] = joined.languages.get(phrase, frozenset()) | languages
        return joined


_LIST_FIELDS = ("triggers", "blockers", "blockers_before", "blockers_after", "subordinate",
                "sentence_requires", "sentence_blockers", "header_blockers", "subject")

def _at(data: Mapping[str, Any], path: tuple[str, ...]) -> list:
    """The list at ``path`` inside a language file's data (empty if none)."""
    node: Any = data
    for p in path:
        node = node.get(p) if isinstance(node, dict) else None
    return node or []


def _as_written(value: Any) -> Any:
    return value


# a key's one-value settings, each with how its value is read (``KeyRule`` says what each does)
_SETTINGS: dict[str, Callable[[Any], Any]] = {
    "after_window": int, "weak": bool, "low_in_definitions": bool, "after_reach": _as_written, "around_reach": _as_written,
    "prefer": _as_written, "scope": _as_written, "from_examples": _as_written, "subject_scope": _as_written}


@functools.lru_cache(maxsize=1)
def rules() -> Rules:
    """The merged, compiled rules of every language (built once; never changed after)."""
    datas = [load_language(lang) for lang in LANGUAGES]
    index = PhraseIndex()

    def phrases(items, gap: int = GAP_CHARS, stops: frozenset[str] | Mapping[str, frozenset[str]] = GAP_STOPS) -> Phrases:
        # each phrase scoped to the sentences of the languages whose files write it (``Written``)
        return Phrases(items, gap=gap, index=index, stops=stops)

    def merged(*path: str) -> Written:
        out = Written()
        for lang, d in zip(LANGUAGES, datas):
            out.add(lang, _at(d, path))
        return out

    def gap_part(path: tuple[str, ...], k: int) -> Written:
        """The ``k``-th part of each "A…B" phrase at ``path``, in every language's file."""
        out = Written()
        for lang, d in zip(LANGUAGES, datas):
            out.add(lang, sorted({str(p).split("…")[k] for p in _at(d, path) if "…" in str(p)}))
        return out

    def crossed(first: tuple[str, ...], then: tuple[str, ...]) -> Written:
        """Each phrase at ``first`` followed, in its sentence, by each at ``then`` ("A…B"), in every language's file."""
        out = Written()
        for lang, d in zip(LANGUAGES, datas):
            firsts, thens = (_at(d, path) for path in (first, then))
            out.add(lang, [f"{a}…{b}" for a in firsts for b in thens])
        return out

    keys: dict[str, KeyRule] = {}
    alike: dict[str, str] = {}  # the first key of each way the files write a key (``KeyRule.alike``)
    letters = list(dict.fromkeys(str(p) for p in merged(*LETTERS_AT)))
    key_names = list(dict.fromkeys(k for d in datas for k in d.get("keys", {})))
    for key in key_names:
        written = [(lang, d["keys"][key]) for lang, d in zip(LANGUAGES, datas) if key in d.get("keys", {})]
        specs = [spec for _, spec in written]
        readers = {spec["reader"] for spec in specs}
        if len(readers) > 1:
            from ..errors import SlacheckError

            raise SlacheckError("lang", f"keys.{key}: the languages name different readers ({', '.join(sorted(readers))})")
        _check_restrictions_in_every_language(key, {lang: d["keys"][key] for lang, d in zip(LANGUAGES, datas)
                                                    if key in d.get("keys", {})})
        rule = KeyRule(key=key, reader=readers.pop(), alike=alike.setdefault(repr(written), key))
        lists: dict[str, Written] = {}
        value_lists: dict[str, Written] = {}
        fixed_specs: list[tuple[str, dict]] = []
        for lang, spec in written:
            for name, value in spec.items():
                if name in ("reader", "gap_stops"):  # gap_stops: each language's, for its own phrases (below)
                    continue
                if name in _LIST_FIELDS:
                    lists.setdefault(name, Written()).add(lang, value)
                elif name == "kind":
                    rule.kind, rule.numeric = value, True
                elif name == "values":
                    for v, items in value.items():
                        value_lists.setdefault(str(v), Written()).add(lang, items)
                elif name == "negated":
                    rule.negated.update({str(k): str(v) for k, v in value.items()})
                elif name == "combine":
                    rule.combine = rule.combine or [[str(x) for x in group] for group in value]
                elif name == "fixed":
                    fixed_specs.extend((lang, f) for f in value)
                elif name == "accepts":
                    rule.accepts.update({str(k): float(v) for k, v in value.items()})
                elif name == "estimates":
                    rule.estimates.update({str(k): tuple(str(w).lower() for w in (v or [])) for k, v in value.items()})
                elif name == "patterns":
                    # compiled on first use: most contracts hold no literal of most patterns (literals.py)
                    rule.patterns.extend(LazyPattern(normalise_phrase(p) if not p.startswith("(?") else p) for p in value)
                    _scope_patterns(rule, lang, rule.patterns[-len(value):] if value else [])
                elif name == "ratios":
                    rule.ratios.extend(LazyPattern(p) for p in value)
                    _scope_patterns(rule, lang, rule.ratios[-len(value):] if value else [])
                elif name in _SETTINGS:  # one value a key takes (the last language's, as read)
                    setattr(rule, name, _SETTINGS[name](value))
                elif name == "gap":
                    rule.gap = max(rule.gap, int(value))
                elif name == "majority":
                    rule.majority = rule.majority or bool(value)
                elif not isinstance(value, (list, dict)):
                    rule.extra[name] = value  # a scalar setting of the reader ("as_written: true", "range_end: high")
                else:
                    slot = rule.extra.setdefault(name, Written() if isinstance(value, list) else {})
                    if isinstance(value, list):
                        slot.add(lang, value)
                    else:
                        for k, v in value.items():
                            if isinstance(v, list):
                                slot.setdefault(k, Written()).add(lang, v)
                            else:
                                slot[k] = v
        if any("gap_stops" in spec for spec in specs):
            for spec in specs:
                own = spec.get("gap_stops", "")
                # the stops of every phrase of the key in this file, or of the lists it names alone
                for part, stops in (own.items() if isinstance(own, dict) else [(None, own)]):
                    if part is not None and part not in spec:
                        from ..errors import SlacheckError

                        raise SlacheckError("lang", f"keys.{key}.gap_stops: the key has no list '{part}'")
                    _add_gap_stops(rule.gap_stops, spec if part is None else spec.get(part),
                                   GAP_STOPS | frozenset(normalise_phrase(str(stops))))
        for name, items in lists.items():
            setattr(rule, name, phrases(items, gap=rule.gap, stops=rule.gap_stops))
        # fixed phrases after every spec is read: their gaps take the key's ``gap`` and ``gap_stops``
        rule.fixed.extend((phrases(Written([f["phrase"]], {f["phrase"]: frozenset([lang])}), gap=rule.gap, stops=rule.gap_stops),
                           f["value"]) for lang, f in fixed_specs)
        # value vocabularies are matched by the pipeline's span ruler (nlp.py), not here
        rule.values = {v: [str(x) for x in p] for v, p in value_lists.items()}
        rule.value_languages = _value_languages(value_lists)
        # ... except gap phrases ("期满…所有权…转移"), which the span ruler cannot express
        rule.gap_values = {v: phrases(Written([x for x in p if "…" in x], value_lists[v].languages), gap=rule.gap,
                                      stops=rule.gap_stops) for v, p in rule.values.items() if any("…" in x for x in p)}
        rule.lists = _extra_phrases(rule.extra, functools.partial(phrases, stops=rule.gap_stops), letters)
        if rule.extra.get("around_gap") and "around_triggers" in rule.extra:
            rule.lists[("around_triggers",)] = phrases(rule.extra["around_triggers"], gap=int(rule.extra["around_gap"]),
                                                       stops=rule.gap_stops)
        # the key's triggers without those that only stand in for them (``stand_in_triggers``)
        stand_ins = {normalise_phrase(str(p)) for name in ("stand_in_triggers", "stand_in_measures")
                     for p in rule.extra.get(name, ())}
        if stand_ins and "triggers" in lists:
            own = Written([p for p in lists["triggers"] if normalise_phrase(str(p)) not in stand_ins],
                          lists["triggers"].languages)
            rule.lists[("own_triggers",)] = phrases(own, gap=rule.gap, stops=rule.gap_stops)
        keys[key] = rule

    t = tables()
    at_least, at_most = merged("bounds", "at_least"), merged("bounds", "at_most")
    compared_stops: dict[str, frozenset[str]] = {}  # each language's gap stops for its own ``compared`` phrases
    for d in datas:
        spec = d.get("compared") or {}
        _add_gap_stops(compared_stops, spec, GAP_STOPS | frozenset(normalise_phrase(str(spec.get("gap_stops", "")))))
    built = Rules(
        negation=phrases(merged("negation")),
        negation_after=phrases(merged("negation_after")),
        not_negations_after=phrases(merged("not_negations_after")),
        negation_next=phrases(merged("negation_next")),
        aside_openers=phrases(merged("aside_openers")),
        affirmations=phrases(merged("affirmations")),
        object_kept=phrases(merged("object_kept")),
        excepted_after=phrases(merged("excepted_after")),
        predicates=phrases(merged("predicates")),
        at_least=phrases(at_least),
        at_most=phrases(at_most),
        below=phrases(merged("bounds", "below")),
        approx=phrases(merged("bounds", "approx")),
        usual=phrases(merged("bounds", "usual")),
        bounds=phrases(at_least + at_most),
        line_bounds=phrases(at_least + at_most + merged("bounds", "below") + merged("bounds", "marks")),
        amendment=phrases(merged("amendment")),
        amendment_mentions=phrases(merged("amendment_mentions")),
        # "from seventy-two (72) hours to ...": a quoted old value is longer than a short gap
        replacement=phrases(merged("replacement"), gap=REPLACEMENT_GAP_CHARS),
        coordination=frozenset(normalise_phrase(p).lower() for p in merged("coordination")),
        alternation=phrases(merged("alternation")),
        alternation_marks=frozenset(merged("alternation_marks")),
        limit_joiners=frozenset(normalise_phrase(p).lower() for p in merged("coordination") + merged("limit_joiners")),
        respective=phrases(merged("respective")),
        respective_heads=frozenset(str(p) for p in merged("respective_heads")),
        respective_of=phrases(merged("respective_of")),
        respective_ends=phrases(merged("respective_ends")),
        respective_articles=frozenset(normalise_phrase(p).lower() for p in merged("respective_articles")),
        respective_kinds=frozenset(normalise_phrase(p).lower() for p in merged("respective_kinds")),
        scope_joiners=frozenset(normalise_phrase(p).lower() for p in merged("coordination") + merged("scope_joiners")),
        part_breaks=phrases(merged("part_breaks")),
        precedence=phrases(merged("precedence")),
        compared_before=phrases(merged("compared", "before")),
        compared_around=phrases(merged("compared", "around"), stops=compared_stops),
        compared_after=phrases(merged("compared", "after")),
        not_blockers=phrases(merged("not_blockers")),
        not_negations=phrases(merged("not_negations")),
        hedges=phrases(merged("hedges")),
        not_hedges=phrases(merged("not_hedges")),
        hedge_limits=phrases(merged("hedge_limits")),
        hedge_subjects=phrases(merged("hedge_subjects")),
        hedge_back_references=phrases(merged("hedge_back_references")),
        initial_periods=phrases(merged("initial_periods")),
        later_periods=phrases(merged("later_periods")),
        term_starts=phrases(merged("term_starts")),
        option_terms=phrases(merged("option_terms")),
        option_columns=phrases(merged("option_columns")),
        option_band_columns=phrases(merged("option_band_columns")),
        region_labels=phrases(merged("region_labels")),
        lot_labels=tuple(re.compile(p) for p in merged("lot_labels")),
        figure_conditions=tuple(re.compile(p) for p in merged("figure_conditions")),
        conditions_before=tuple(re.compile(p) for p in merged("conditions_before")),
        item_separators=re.compile("|".join(sorted({re.escape(normalise_phrase(p)) for p in merged("item_separators")}))
                                   or "(?!)"),
        money_words=phrases(list(t.cur_before) + list(t.cur_after)),
        # advice and surveys are scoped as examples are (examples.py)
        example_cues=phrases(merged("examples", "cues") + merged("examples", "advice") + merged("examples", "scenarios")),
        example_scenarios=phrases(merged("examples", "scenarios")),
        example_headings=phrases(merged("examples", "headings") + merged("examples", "advice_headings")),
        # (a longer gap: what they frame stands between the two words, "按照五年租期以及每月7万元租金，平均折旧法下测算")
        example_frames=phrases(merged("examples", "frames"), gap=FRAME_GAP),
        example_ends=phrases(merged("examples", "ends")),
        example_resumed_by=phrases(merged("examples", "resumed_by")),
        example_resumed_heads=phrases(gap_part(("examples", "resumed_by"), 0)),
        example_resumed_verbs=phrases(gap_part(("examples", "resumed_by"), -1)),
        example_cases=tuple(re.compile(p) for p in merged("examples", "cases")),
        example_bracket_cues=phrases(merged("examples", "bracket_cues")),
        example_bracket_blockers=phrases(merged("examples", "bracket_blockers")),
        example_bracket_names=tuple(re.compile(p) for p in merged("examples", "bracket_names")),
        example_advice=phrases(merged("examples", "advice")),
        example_advice_headings=phrases(merged("examples", "advice_headings")),
        example_bracketed_headings=phrases(merged("examples", "bracketed_headings")),
        example_not_cues=phrases(merged("examples", "not_cues")),
        example_openings=phrases(merged("examples", "openings"), gap=FRAME_GAP),
        example_explainer_titles=phrases(merged("examples", "explainer_titles")),
        example_bylines=tuple(re.compile(p) for p in merged("examples", "bylines")),
        example_headlines=tuple(re.compile(p) for p in merged("examples", "headlines")),
        example_entries=tuple(re.compile(p) for p in merged("examples", "entries")),
        example_leads=((phrases(crossed(("examples", "lead_dates"), ("examples", "leads")), gap=FRAME_GAP),
                        tuple(re.compile(p) for p in merged("examples", "lead_prefixes"))),
                       (phrases(merged("examples", "opening_leads")),
                        tuple(re.compile(p) for p in merged("examples", "opening_lead_prefixes")))),
        example_own_names=phrases(merged("examples", "own_names")),
        example_own_intros=phrases(crossed(("examples", "introductions"), ("examples", "own_rules")), gap=FRAME_GAP),
        example_third_parties=phrases(merged("examples", "third_parties")),
        example_survey_columns=frozenset(normalise_phrase(p).lower() for p in merged("examples", "survey_columns")),
        example_scores=tuple(re.compile(p) for p in merged("examples", "scores")),
        example_score_headings=tuple(re.compile(p) for p in merged("examples", "score_headings")),
        example_score_tables=tuple(re.compile(p) for p in merged("examples", "score_tables")),
        example_score_columns=tuple(re.compile(p) for p in merged("examples", "score_columns")),
        example_score_points=tuple(re.compile(p) for p in merged("examples", "score_points")),
        example_score_assessments=tuple(re.compile(p) for p in merged("examples", "score_assessments")),
        definition_patterns=tuple(re.compile(p) for p in merged("definitions", "patterns")),
        definition_titles=tuple(re.compile(p) for p in merged("definitions", "titles")),
        definition_asides=tuple(re.compile(p) for p in merged("definitions", "asides")),
        definition_joins=tuple(re.compile(p) for p in merged("definitions", "joins")),
        definition_parts=phrases(merged("definitions", "parts")),
        keys=keys,
        index=index,
    )
    index.seal()
    return built


_RESTRICTIONS = ("sentence_requires", "subject", "deadline")  # lists a hit must satisfy, not lists that add hits


def _check_restrictions_in_every_language(key: str, specs: dict[str, dict]) -> None:
    """A list that restricts a key's hits, written in one language's file only, would also bind
    the other language's triggers once the files are merged ("sentence_requires: [计费]" in zh.yaml
    and an English sentence about billing would need 计费): refuse it, naming both files."""
    with_triggers = [lang for lang, spec in specs.items() if spec.get("triggers")]
    for name in _RESTRICTIONS:
        given = [lang for lang in with_triggers if name in specs[lang]]
        missing = [lang for lang in with_triggers if name not in specs[lang]]
        if given and missing:
            from ..errors import SlacheckError

            raise SlacheckError(f"{given[0]}.yaml", f"keys.{key}.{name} is written here but not in "
                                f"{', '.join(m + '.yaml' for m in missing)}: the languages' rules are merged, so "
                                f"its triggers would need these words too; give keys.{key} its own {name} there")


def _scope_patterns(rule: KeyRule, language: str, compiled: list[LazyPattern]) -> None:
    """Give each regex of ``compiled``, written in ``language``'s file, the languages whose sentences it reads
    (``reads_at``): one written in two files reads where either does."""
    written = Written()
    written.add(language, [rx.pattern for rx in compiled])
    for rx in compiled:
        known, own = rule.pattern_languages.get(rx.pattern, frozenset()), written.reads(rx.pattern)
        rule.pattern_languages[rx.pattern] = None if known is None or own is None else known | own


def _value_languages(value_lists: dict[str, Written]) -> dict[str, dict[str, frozenset[str]]]:
    """Value -> each spelling the span ruler matches of its words (nlp.py ``spelling_forms``, compared as ``norm``) that reads the
    sentences of some languages only (``Written.reads``): one spelling of two words reads where either does."""
    out: dict[str, dict[str, frozenset[str]]] = {}
    for value, written in value_lists.items():
        spelt: dict[str, frozenset[str] | None] = {}
        for phrase in written:
            if "…" in str(phrase):
                continue  # a gap phrase: a ``Phrases`` of ``gap_values``, scoped as every phrase list is
            own = written.reads(phrase)
            for spelling in {norm(form) for form, _ in spelling_forms(normalise_phrase(str(phrase)).strip())}:
                known = spelt.get(spelling, frozenset())
                spelt[spelling] = None if known is None or own is None else known | own
        scoped = {spelling: languages for spelling, languages in spelt.items() if languages is not None}
        if scoped:
            out[value] = scoped
    return out


def _add_gap_stops(stops: dict[str, frozenset[str]], spec: Any, lang_stops: frozenset[str]) -> None:
    """Give every gap phrase ("A…B") anywhere in one language's ``spec`` of a key that language's
    ``lang_stops`` (folded as the text is: "，" → ","). A phrase written in two languages' files
    stops only where both say (each file's reading stays possible)."""
    if isinstance(spec, str):
        if "…" in spec:
            stops[spec] = stops.get(spec, lang_stops) & lang_stops
    elif isinstance(spec, dict):
        for value in spec.values():
            _add_gap_stops(stops, value, lang_stops)
    elif isinstance(spec, list):
        for value in spec:
            _add_gap_stops(stops, value, lang_stops)


def _extra_lists(extra: dict[str, Any]):
    """(path, phrases) of every list of phrases in a reader's own fields, top level and one mapping down."""
    for name, value in extra.items():
        if isinstance(value, list) and value and all(isinstance(p, str) for p in value):
            yield (name,), value
        elif isinstance(value, dict):
            for sub, items in value.items():
                if isinstance(items, list) and items and all(isinstance(p, str) for p in items):
                    yield (name, str(sub)), items


def _extra_phrases(extra: dict[str, Any], phrases, letters: list[str]) -> dict[tuple[str, ...], Phrases]:
    """Every list of phrases in a reader's own fields, top level and one mapping down; and, for a list naming a party
    letter (``parties.letters``: "{parties}有权获得", 甲方 the customer), at its path + ``reversed`` the same phrases with
    the letters swapped: what they say in a contract giving the letters each other's roles (``Evidence.by_roles``)."""
    out: dict[tuple[str, ...], Phrases] = {}
    for path, items in _extra_lists(extra):
        out[path] = phrases(items)
        if path[-1] in ("usual", "reversed"):
            continue
        swaps = {p: swapped_letters(p, letters) for p in dict.fromkeys(items)}  # each phrase once
        if any(p != swapped for p, swapped in swaps.items()):
            out[(*path, "reversed")] = phrases(Written([swaps[p] for p in items], {
                swaps.get(p) or swapped_letters(p, letters): langs for p, langs in getattr(items, "languages", {}).items()}))
    return out
