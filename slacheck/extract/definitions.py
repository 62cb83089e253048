"""Definitions: what a defined word of the contract means, where a term refers to it.

Contracts define their words once ("“concurrency” means a collection of virtual computing
resources", "“Monthly Service Fee” refers to …", "本协议所称服务单元是指单台服务器") and then use
them: "Service Availability is calculated by concurrencies" says what availability is measured
on only through the definition. The patterns that find a definition are language data
(``definitions.patterns`` in lang/*.yaml, each with a ``term`` group); the definition runs to
the end of its sentence, cut before a list of its parts or examples (``definitions.parts``:
"including CPU, disk, GPU" lists what a concurrency holds, not what it is).
"""

from __future__ import annotations

import bisect
import re

from .literals import matches
from .matchers import Rules, TextHits
from .text import View

_QUOTES = re.compile(r"[“”\"'*]")  # around a defined word: "“Service Credit”", **Uptime**
# what flattening and searching a window costs a character, in scans of one character for one word's piece (~90 ns
# against ~0.8 ns, measured in session 40)
WINDOW_COST = 100
_WHITE = re.compile(r"\s+")  # a run of white space (``str.isspace``'s characters), one space in a flattened text


def defined_key(word: str) -> str:
    """How a defined word is looked up: any case, singular ("concurrencies" → "concurrency")."""
    word = " ".join(_QUOTES.sub(" ", word).split()).casefold()
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word


class Definitions:
    """The definitions of one document view: defined word → the view span of its meaning."""

    def __init__(self, view: View, hits: TextHits, rules_: Rules):
        self.view = view
        self.spans: dict[str, tuple[int, int]] = {}
        # the defined words whose meaning is a numbered clause's text after its title
        # (``definitions.titles``: "1.5 隔离：甲方资源部署于独立VPC内"), a statement of the clause too
        self.titled: set[str] = set()
        text = view.text
        for titles, patterns in ((False, rules_.definition_patterns), (True, rules_.definition_titles)):
            for rx in patterns:
                for m in matches(rx, text, view.lowered):  # (none searched in a text without its words)
                    key = defined_key(m.group("term"))
                    if not key or key in self.spans:
                        continue  # the first definition of a word holds
                    sent = view.sentence_at(m.end())
                    start, end = m.end(), max(m.end(), sent.end)
                    cut = rules_.definition_parts.search(hits, start, end)
                    self.spans[key] = (start, cut.start() if cut else end)
                    if titles:
                        self.titled.add(key)
        # the words named after what they mean, in brackets ("thirty-five percent (35%) of the MRC (the “Credit
        # Ceiling”)", ``definitions.asides``): the meaning is the clause before the brackets. Kept apart from
        # ``spans``, whose meanings weigh other readings (``meanings``), and read only where a term names the word
        self.asides: dict[str, tuple[int, int]] = {}
        for rx in rules_.definition_asides:
            for m in matches(rx, text, view.lowered):
                key = defined_key(m.group("term"))
                if key and key not in self.spans and key not in self.asides:
                    self.asides[key] = (view.clause_at(m.start()).start, m.start())
        self._named: list[str] | None = None  # the defined words, lowered, spaces single, longest first
        self._pieces: list[int] | None = None  # where a piece of one of them begins in the text (``_piece_starts``)
        self._looked: int | None = 0  # the characters of the windows ``named_in`` searched before ``_pieces`` was made

    def inside_name(self, start: int, end: int) -> bool:
        """Is [start, end) part of a longer defined word written around it ("Target" in
        "Availability Target", "availability targets"), in any case, its spaces any run of white space, a whole word
        (as ``named_in`` finds one, without a pattern of the text's own words)?"""
        text = self.view.text
        for key in self.spans:
            if len(key) <= end - start:
                continue
            lo = max(0, start - len(key))
            flat, at = _flattened(text, lo, min(end + len(key), len(text)))
            k = flat.find(key)
            while k >= 0 and lo + at[k] <= start:
                stop = _whole_word_end(text, flat, at, lo, k, k + len(key))
                if stop is not None and stop >= end:
                    return True
                k = flat.find(key, k + 1)
        return False

    def meanings(self) -> list[tuple[int, int]]:
        """The view spans of what the definitions say, a numbered clause's text after its title
        left out: that is the clause's statement as much as a meaning."""
        return [span for key, span in self.spans.items() if key not in self.titled]

    def named_in(self, start: int, end: int) -> tuple[int, int, tuple[int, int]] | None:
        """The first defined word in [start, end) ("... shall service credits exceed the Credit Ceiling"), in any case,
        its spaces any run of white space, a plural's "s"/"es" after it, a whole word: where it begins and ends and the
        view span of what it means, or None. Searched without a pattern of the text's own words (a first text parses
        none: ``regexcode``)."""
        if self._named is None:
            self._named = sorted({" ".join(w.lower().split()) for w in (*self.spans, *self.asides)}, key=len, reverse=True)
        text = self.view.text
        end = min(end, len(text))
        if self._pieces is None and self._looked is not None:
            # the index scans the text once for each word's piece: made once the windows flattened and searched so
            # far have cost as much (a 313,000-character text with 70 pieces after ~200,000 characters of windows)
            self._looked += end - start
            if self._looked * WINDOW_COST >= len(text) * len(self._named):
                self._looked, self._pieces = None, self._piece_starts()
        if self._pieces is not None:
            i = bisect.bisect_left(self._pieces, start)
            if i == len(self._pieces) or self._pieces[i] >= end:
                return None  # no defined word's longest piece begins in the window: none of them is in it
        flat, at = _flattened(text, start, end)
        best = None
        for order, word in enumerate(self._named):
            k = flat.find(word)
            while k >= 0 and (best is None or k < best[0]):
                stop = _whole_word_end(text, flat, at, start, k, k + len(word))
                if stop is not None:
                    best = (k, order, k + len(word), stop)
                    break
                k = flat.find(word, k + 1)
        if best is None:
            return None
        k, _, e, stop = best
        first, last = start + at[k], start + at[e - 1] + 1
        key = defined_key(text[first:last])
        meaning = self.spans.get(key) or self.asides.get(key)
        return None if meaning is None else (first, stop, meaning)

    def _piece_starts(self) -> list[int] | None:
        """Where the longest piece (between spaces) of some defined word begins in the lowered text, in order: a
        window ``named_in`` finds a word in holds one of them, lowered as it flattens the window, so a window holding
        none is passed over without being flattened. None (every window flattened) where the text's lower case is not
        its characters' own one by one (a character whose lower case is longer, a capital sigma) or a word is empty."""
        text, lowered = self.view.text, self.view.lowered
        if len(lowered) != len(text) or "\u03a3" in text or not all(self._named):
            return None
        starts: set[int] = set()
        for piece in {max(word.split(" "), key=len) for word in self._named}:
            k = lowered.find(piece)
            while k >= 0:
                starts.add(k)
                k = lowered.find(piece, k + 1)
        return sorted(starts)

    def of(self, word: str) -> tuple[int, int] | None:
        """The view span of what ``word`` is defined as, or None."""
        return self.spans.get(defined_key(word))


def _ascii_word_char(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def _flattened(text: str, start: int, end: int) -> tuple[str, list[int]]:
    """``text[start:end]`` lowered with each run of white space one space, and each of its characters' offset in the
    slice."""
    piece = text[start:end]
    lowered = piece.lower()
    if len(lowered) != len(piece) or "\u03a3" in piece:
        # a character whose lower case is longer ("İ"), or a capital sigma (lowered by what stands around it in a
        # string, alone as "σ"): each character lowered on its own
        return _flattened_by_character(piece)
    at = list(range(len(piece)))
    runs = [m.span() for m in _WHITE.finditer(piece)]
    for lo, hi in reversed(runs):
        del at[lo + 1:hi]  # a run's first character stands for it
    return (_WHITE.sub(" ", lowered) if runs else lowered), at


def _flattened_by_character(piece: str) -> tuple[str, list[int]]:
    chars: list[str] = []
    at: list[int] = []
    for i, ch in enumerate(piece):
        if ch.isspace():
            if chars and chars[-1] == " ":
                continue
            ch = " "
        chars.append(ch.lower())
        at.append(i)
    return "".join(chars), at


def _whole_word_end(text: str, flat: str, at: list[int], start: int, k: int, e: int) -> int | None:
    """Where a word found at ``flat[k:e]`` ends in ``text`` with its plural ending, if it stands as a whole word (no
    letter or digit of ASCII right before it or after it), else None."""
    before = text[start + at[k] - 1] if start + at[k] > 0 else ""
    if _ascii_word_char(before):
        return None
    for suffix in ("es", "s", ""):
        if suffix and not flat.startswith(suffix, e):
            continue
        after = e + len(suffix)
        if after < len(flat) and _ascii_word_char(flat[after]):
            continue
        return start + (at[after - 1] + 1 if after > 0 else 0)
    return None
