"""How the extractor reads a view's text: sentences, clauses, and every phrase hit.

Matching is by character (a hit is ``[start, end)`` of the view, so every span maps back
exactly, and Chinese needs no word segmentation), in lower case character by character,
every occurrence of every phrase kept, overlaps included. One Aho-Corasick automaton
(``PhraseAutomaton``, pyahocorasick) finds them all in one pass over the text, however many
phrases there are: building it and importing it cost milliseconds, where the spaCy pipeline
this replaces (one token per character, a span ruler, a PhraseMatcher) cost ~0.8 s of every
process's start-up for the same hits.

- ``parse(text)``: the view cut into sentences and clauses by ``lang/layout.yaml``
  (sentences.py) and the value vocabularies of ``lang/*.yaml`` (GPU models, interconnects,
  cooling, isolation, billing models, currencies ...) found as phrases labelled with their
  key, ``id`` = canonical value. Every hit is in ``spans["vocabulary"]`` (overlaps kept: a
  currency word inside a per-rack price unit is both a currency and a billing model), the
  longest non-overlapping ones in ``ents``.
- ``PhraseIndex``: trigger, blocker, negation and bound words of one rule set (built and
  sealed with the rules in matchers.py). The gap phrases ``A…B`` are two hits joined in
  code (matchers.py), never a wildcard pattern.
"""

from __future__ import annotations

import bisect
import functools
import itertools
from typing import Iterable, Iterator

VOCABULARY = "vocabulary"
COMPOUND = "_compound"  # vocabulary label of the words a shorter vocabulary hit is no part of
CLAUSES = "clauses"
JOINTS = ("", " ", "-")
DOTTED_CAPITAL_I = "\u0130"  # the one character whose lower case is two characters (İ → i̇)
UNMATCHED = "\uffff"  # stands for it in a lowered text: a noncharacter, in no phrase


def lower_each(text: str) -> str:
    """``text`` lowered character by character, one character for one (so offsets hold).

    ``str.lower`` of a whole string differs only where a character lowers to two (İ) or
    by context (a final Σ becomes ς): there each character is lowered on its own."""
    lowered = text.lower()
    if len(lowered) == len(text) and "\u03a3" not in text:
        return lowered
    return "".join(UNMATCHED if ch == DOTTED_CAPITAL_I else ch.lower() for ch in text)


class PhraseAutomaton:
    """Every occurrence of every added phrase in a text, ignoring case, overlaps kept.

    Each phrase carries keys (a phrase part, or a vocabulary label and value); a phrase added
    under several keys reports each of them. Built on first use after the last ``add``."""

    def __init__(self):
        self.keys: dict[str, list] = {}  # lowered phrase -> its keys, in the order added
        self._automaton = None

    def add(self, phrase: str, key) -> None:
        if not phrase:
            return
        keys = self.keys.setdefault(lower_each(phrase), [])
        if key not in keys:
            keys.append(key)
            self._automaton = None

    def _built(self):
        if self._automaton is None:
            import ahocorasick

            automaton = ahocorasick.Automaton()
            for phrase, keys in self.keys.items():
                automaton.add_word(phrase, (len(phrase), tuple(keys)))
            automaton.make_automaton()
            self._automaton = automaton
        return self._automaton

    def matches(self, text: str) -> Iterator[tuple[object, int, int]]:
        """(key, start, end) of every hit in ``text``."""
        if not self.keys or not text:
            return
        for last, (length, keys) in self._built().iter(lower_each(text)):
            for key in keys:
                yield key, last + 1 - length, last + 1


class Span:
    """``[start, end)`` of a parsed text, with a label and an id (a vocabulary hit's key and value)."""

    __slots__ = ("doc", "start", "end", "label_", "id_")

    def __init__(self, doc: "Parsed", start: int, end: int, label: str = "", id_: str = ""):
        self.doc, self.start, self.end, self.label_, self.id_ = doc, start, end, label, id_

    @property
    def text(self) -> str:
        return self.doc.text[self.start:self.end]


class Parsed:
    """A view's text, its sentence starts, its clauses and its vocabulary hits."""

    def __init__(self, text: str, starts: list[int], clauses: list[tuple[int, int]],
                 vocabulary: list[tuple[int, int, str, str]]):
        self.text = text
        self.starts = starts  # sentence starts, ascending, the first 0: sentences are contiguous
        self.clauses = clauses  # (start, end) of every clause, in order
        self.vocabulary = vocabulary  # (start, end, key, value) of every vocabulary hit, sorted
        self.user_data: dict = {}  # what readers derive from the hits once per text (vocabulary_hits)

    def __len__(self) -> int:
        return len(self.text)

    @property
    def sents(self) -> list[Span]:
        ends = self.starts[1:] + [len(self.text)]
        return [Span(self, s, e) for s, e in zip(self.starts, ends)]

    @property
    def spans(self) -> dict[str, list[Span]]:
        return {CLAUSES: [Span(self, s, e) for s, e in self.clauses],
                VOCABULARY: [Span(self, s, e, label, value) for s, e, label, value in self.vocabulary]}

    @property
    def ents(self) -> list[Span]:
        """The longest vocabulary hits that do not overlap (the first of equally long ones)."""
        taken: set[int] = set()
        kept = []
        for s, e, label, value in sorted(self.vocabulary, key=lambda h: (h[1] - h[0], -h[0]), reverse=True):
            if s not in taken and e - 1 not in taken:
                kept.append(Span(self, s, e, label, value))
                taken.update(range(s, e))
        return sorted(kept, key=lambda span: span.start)


def variants(phrase: str) -> list[str]:
    """Spellings of a phrase part: a space or hyphen inside Latin text may be written as a
    space, a hyphen, nothing, or a tab (the view's column gap in a spaced table row):
    "GPU-hour", "GPU hour", "GPUhour"."""
    pieces: list[str] = []
    joints = 0
    current = ""
    for ch in phrase:
        if ch in " -":
            if current:
                pieces.append(current)
                current = ""
                joints += 1
            continue
        current += ch
    if current:
        pieces.append(current)
    if len(pieces) <= 1:
        return ["".join(pieces)] if pieces else []
    n = len(pieces) - 1
    if n <= 3:
        combos: list[tuple[str, ...]] = list(itertools.product(JOINTS, repeat=n)) + [("\t",) * n]
    else:  # long phrases: all spaces, and one joint written differently
        base = [" "] * n
        combos = [tuple(base), ("\t",) * n] + [tuple(base[:i] + [j] + base[i + 1:]) for i in range(n) for j in ("", "-")]
    out = []
    for combo in combos:
        out.append(pieces[0] + "".join(j + p for j, p in zip(combo, pieces[1:])))
    return list(dict.fromkeys(out))


@functools.lru_cache(maxsize=1)
def vocabulary() -> PhraseAutomaton:
    """The value vocabularies of every language, keyed (key, canonical value); built once."""
    automaton = PhraseAutomaton()
    for pattern in vocabulary_patterns():
        automaton.add(pattern["pattern"], (pattern["label"], pattern["id"]))
    return automaton


def vocabulary_patterns() -> list[dict[str, str]]:
    """Vocabulary patterns (label = key, id = canonical value) for every key with ``values`` in the language data."""
    from .data import LANGUAGES, load_language
    from .fold import normalise_phrase

    patterns = []
    for lang in LANGUAGES:
        for key, spec in load_language(lang).get("keys", {}).items():
            for value, phrases in (spec.get("values") or {}).items():
                for phrase in phrases or []:
                    if "…" in str(phrase):
                        continue  # a gap phrase "A…B": matched by the rule's Phrases (matchers.py)
                    for text in variants(normalise_phrase(str(phrase)).strip()):
                        patterns.append({"label": key, "pattern": text, "id": str(value)})
        # word boundaries: 元 is no currency inside 单元 or 统计单元 (a dictionary segmenter such
        # as jieba costs ~0.7 s of start-up per process; a list of the compounds costs nothing)
        for word in load_language(lang).get("compounds") or []:
            for text in variants(normalise_phrase(str(word)).strip()):
                patterns.append({"label": COMPOUND, "pattern": text, "id": COMPOUND})
    return patterns


def text_of(doc: Parsed) -> str:
    """The text a parsed document was made from."""
    return doc.text


def parse(text: str) -> Parsed:
    """Cut a view's text into sentences and clauses (sentences.py) and find its vocabulary.

    Sentences are contiguous: each runs from its start to the next one's, the first from 0."""
    from .sentences import split_sentences

    n = len(text)
    starts: set[int] = {0} if n else set()
    clauses = []
    for sentence in split_sentences(text):
        if sentence.start < n:
            starts.add(sentence.start)
        for clause in sentence.clauses:
            start = min(clause.start, n)
            clauses.append((start, max(start, min(clause.end, n))))
    hits = sorted({(s, e, label, value) for (label, value), s, e in vocabulary().matches(text)})
    return Parsed(text, sorted(starts), clauses, hits)


# ------------------------------------------------------------------------------ phrase hits


class PhraseIndex:
    """One ``PhraseAutomaton`` holding every phrase part of one rule set (each part in every
    spelling ``variants`` gives it, keyed by the part).

    The rule set that owns the index registers its phrase lists while it is built and then
    seals it; from then on the index never changes (it owns its patterns, and nothing else
    adds to them). Hits are per text (``TextHits``), kept by whoever matched that text, never here."""

    def __init__(self):
        self.matcher = PhraseAutomaton()
        self.parts: set[str] = set()
        self.lists = 0  # phrase lists registered: each gets its own number (``Phrases.serial``)
        self.sealed = False

    def register(self, parts: Iterable[str]) -> int:
        """Add one phrase list's parts; returns the list's number in this index."""
        if self.sealed:
            raise RuntimeError("phrase index is sealed: build phrase lists with the rules")
        for part in parts:
            if part and part not in self.parts:
                self.parts.add(part)
                for spelling in variants(part):
                    self.matcher.add(spelling, part)
        self.lists += 1
        return self.lists - 1

    def seal(self) -> "PhraseIndex":
        self.sealed = True
        return self

    def match(self, doc: Parsed) -> "TextHits":
        """The hits of every part in a parsed document."""
        return TextHits(doc.text, self)

    def match_text(self, text: str) -> "TextHits":
        """The hits of every part in a short text (a window, a matched group)."""
        return TextHits(text, self)


class TextHits:
    """One text's hits: part → (starts, ends), and each phrase list's candidates."""

    def __init__(self, text: str, index: PhraseIndex):
        self.index = index
        self.text = text
        found: dict[str, list[tuple[int, int]]] = {}
        for part, start, end in index.matcher.matches(text):
            found.setdefault(part, []).append((start, end))
        self.parts: dict[str, tuple[list[int], list[int]]] = {}
        for part, spans in found.items():
            spans = sorted(set(spans))
            self.parts[part] = ([s for s, _ in spans], [e for _, e in spans])
        self.candidates: dict[int, tuple[list[int], list[tuple[int, int, int]]]] = {}

    def part_hits(self, part: str) -> tuple[list[int], list[int]]:
        return self.parts.get(part, ([], []))


def vocabulary_hits(doc: Parsed, key: str) -> list[tuple[str, int, int]]:
    """(value, start, end) of every vocabulary hit of ``key`` in a parsed document, less the
    hits inside a longer word of the ``compounds`` list (sorted out once per document)."""
    by_key = doc.user_data.get(VOCABULARY)
    if by_key is None:
        by_key = doc.user_data[VOCABULARY] = {}
        compounds = sorted((s, e) for s, e, label, _ in doc.vocabulary if label == COMPOUND)
        for s, e, label, value in doc.vocabulary:
            if label != COMPOUND and not _inside_compound(compounds, s, e):
                by_key.setdefault(label, []).append((value, s, e))
    return by_key.get(key, [])


def _inside_compound(compounds: list[tuple[int, int]], start: int, end: int) -> bool:
    """Is [start, end) part of a longer word of the ``compounds`` list (元 in 统计单元)?"""
    k = bisect.bisect_right(compounds, (start, end))
    for s, e in reversed(compounds[max(0, k - 8):k + 8]):
        if s <= start and end <= e and (e - s) > (end - start):
            return True
    return False
