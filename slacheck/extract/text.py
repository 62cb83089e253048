"""A normalised view of ``Document.text`` for matching, with a map back to the original.

Contracts reach us with PDF line wraps, CJK/Latin spacing and full-width characters. Rules
match on this view (NFKC-folded, soft line wraps joined, spaces between CJK characters
dropped, traditional Chinese characters folded to simplified ones, one for one) and every
match maps back to exact offsets in the stored text, so provenance is always measured
against ``Document.text`` (STYLE §8). The language data goes through the same fold
(``fold_data``), so a simplified phrase matches its traditional spelling (可用率不低於 →
可用率不低于) and the data never has to list both. The view is also cut into sentences
and clauses so that a number is judged inside its own clause.
"""

from __future__ import annotations

import bisect
import functools
import re
import unicodedata
from dataclasses import dataclass
from importlib.resources import files as package_files
from pathlib import Path

import yaml

LAYOUT = Path(__file__).parent / "lang" / "layout.yaml"
_SEPARATOR_ROW = re.compile(r"[|:+=\-\s]*-{3,}[|:+=\-\s]*\|[|:+=\-\s]*|\|?\s*:?-{3,}:?\s*")
CJK = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]")


@functools.lru_cache(maxsize=1)
def _simplified_table() -> dict[int, str]:
    """Traditional → simplified for single characters only (OpenCC ``TSCharacters``; the
    first reading of a character with several). Phrase conversions are left out on purpose:
    they may change the length of the text, and every view offset must stay one character
    of the document."""
    # opencc-python-reimplemented ships OpenCC's dictionaries as package data
    path = package_files("opencc") / "dictionary" / "TSCharacters.txt"
    table: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        trad, _, simp = line.partition("\t")
        simp = simp.split()[0] if simp.split() else ""
        if len(trad) == 1 and len(simp) == 1 and trad != simp:
            table[trad] = simp
    for trad, simp in list(table.items()):  # a fixed point: folding twice changes nothing
        while simp in table and table[simp] != simp:
            simp = table[simp]
        table[trad] = simp
    return {ord(k): v for k, v in table.items()}


@functools.lru_cache(maxsize=1)
def _regional_words() -> tuple[re.Pattern | None, dict[str, str]]:
    """Taiwan words → mainland words of the same length (OpenCC ``TWPhrasesRev``: 網路 →
    網絡, 伺服器 → 服務器, 乙太網 → 以太網), written in traditional characters. Pairs whose
    lengths differ are left out: offsets must not move."""
    path = package_files("opencc") / "dictionary" / "TWPhrasesRev.txt"
    words: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        src, _, dst = line.partition("\t")
        dst = dst.split()[0] if dst.split() else ""
        if len(src) >= 2 and len(src) == len(dst) and src != dst and not src.isascii():
            words[src] = dst
    if not words:
        return None, words
    return re.compile(alternation(words)), words


def alternation(words) -> str:
    """A regex alternation of the literal ``words``, longest first, so a longer phrase wins
    over its own prefix ("liquid cooling" before "liquid")."""
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


def simplify(text: str) -> str:
    """Taiwan words to mainland words of the same length, then traditional Chinese characters
    to simplified ones, one character for one (臺→台, 於→于, 點→点, 網路→网络); the length and
    every offset are unchanged."""
    rx, words = _regional_words()
    if rx is not None and not text.isascii():
        text = rx.sub(lambda m: words[m.group()], text)
    return text.translate(_simplified_table())


def fold_data(node):
    """Every string in a loaded data file folded as the text is (``simplify``)."""
    if isinstance(node, str):
        return simplify(node)
    if isinstance(node, list):
        return [fold_data(v) for v in node]
    if isinstance(node, dict):
        return {fold_data(k) if isinstance(k, str) else k: fold_data(v) for k, v in node.items()}
    return node


@functools.lru_cache(maxsize=1)
def layout() -> dict:
    with LAYOUT.open(encoding="utf-8") as fh:
        data = fold_data(yaml.safe_load(fh))
    data["line_start_re"] = re.compile(r"\s*(?:" + "|".join(data["line_starts"]) + ")")
    data["line_end_re"] = re.compile(data["line_ends"])
    data["sentence_end_re"] = re.compile(data["sentence_ends"])
    data["follower_re"] = re.compile(data["period_followers"])
    data["separator_re"] = re.compile(data["clause_separators"])
    data["abbrev"] = set(data["abbreviations"])
    return data


def is_cjk(ch: str) -> bool:
    return bool(ch) and bool(CJK.match(ch))


def is_table_line(line: str) -> bool:
    """A table row as loaders write it: pipes, column gaps, or several bare numbers."""
    s = line.strip()
    if s.startswith("|") or " | " in s or len(re.findall(r"\S(?: {2,}|\t)\S", s)) >= 2:
        return True
    if "\t" in s or _SEPARATOR_ROW.fullmatch(s):
        return True  # a tab-separated row ("<99.95%\t|10%"), a "----|----" rule under a header
    return is_spaced_row(s)


def is_spaced_row(line: str) -> bool:
    """'计算机柜50kW 16 28,000 448,000': cells separated by single spaces, two or more numbers."""
    tokens = line.split()
    numeric = [t for t in tokens if re.fullmatch(r"[<>≤≥=]?[\d.,]+%?", t)]
    return len(tokens) >= 2 and len(numeric) >= 2 and len(numeric) * 2 >= len(tokens) - 1 and " | " not in line


@dataclass(frozen=True)
class Clause:
    start: int
    end: int


@dataclass(frozen=True)
class Sentence:
    start: int
    end: int
    clauses: tuple[Clause, ...]


def split_sentences(text: str) -> list[Sentence]:
    """Sentences (with their clauses) as layout.yaml cuts them; the spaCy pipeline's boundary
    component calls this."""
    lay = layout()
    cuts = [0]
    for m in lay["sentence_end_re"].finditer(text):
        cuts.append(m.end())
    for m in re.finditer(r"\.(?=\s)", text):
        after = text[m.end():m.end() + 3].lstrip(" ")
        word = re.search(r"([A-Za-z.]+)$", text[max(0, m.start() - 12):m.start()])
        numbering = re.search(r"(?:^|\n)\s*\d+(?:\.\d+)*$", text[max(0, m.start() - 12):m.start()])
        if numbering:
            continue  # "1. DEFINITIONS": the full stop belongs to the clause number
        if after and lay["follower_re"].match(after) and not (word and word.group(1) in lay["abbrev"]):
            cuts.append(m.end())
    cuts = sorted(set(cuts + [len(text)]))
    sentences = []
    for s, e in zip(cuts, cuts[1:]):
        while s < e and text[s].isspace():
            s += 1
        if s < e:
            sentences.append(Sentence(s, e, tuple(_split_clauses(text, s, e))))
    return sentences


def _split_clauses(text: str, start: int, end: int) -> list[Clause]:
    sep = layout()["separator_re"]
    depth = 0
    clauses, s = [], start
    for i in range(start, end):
        ch = text[i]
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth = max(0, depth - 1)
        elif depth == 0 and sep.match(ch):
            if 0 < i < len(text) - 1 and text[i - 1].isdigit() and text[i + 1].isdigit():
                continue  # thousands separator
            clauses.append(Clause(s, i + 1))
            s = i + 1
    if s < end:
        clauses.append(Clause(s, end))
    return clauses


def _sentences_of(doc) -> list[Sentence]:
    """The pipeline's ``doc.sents`` with the clauses of ``doc.spans["clauses"]`` inside each."""
    from .nlp import CLAUSES, text_of

    clauses = sorted((c.start, c.end) for c in doc.spans[CLAUSES])
    out, k = [], 0
    text = text_of(doc)
    for sent in doc.sents:
        start, end = sent.start, sent.end
        while start < end and text[start].isspace():
            start += 1
        inside = []
        while k < len(clauses) and clauses[k][0] < end:
            if clauses[k][0] >= sent.start:
                inside.append(Clause(*clauses[k]))
            k += 1
        if start < end:
            out.append(Sentence(start, end, tuple(inside)))
    return out


class View:
    """Normalised text plus ``offsets[i]`` = index in the document of view character ``i``."""

    def __init__(self, source: str):
        self.source = source
        chars: list[str] = []
        offsets: list[int] = []
        lay = layout()
        i, n = 0, len(source)
        while i < n:
            ch = source[i]
            if ch.isspace():
                j = i
                while j < n and source[j].isspace():
                    j += 1
                run = source[i:j]
                prev = chars[-1] if chars else ""
                nxt = unicodedata.normalize("NFKC", source[j]) if j < n else ""
                newlines = run.count("\n")
                if newlines:
                    line_before = simplify(source[source.rfind("\n", 0, i) + 1:i])
                    line_after_end = source.find("\n", j)
                    line_after = simplify(source[j:line_after_end if line_after_end >= 0 else n])
                    hard = (
                        newlines >= 2
                        or not chars
                        or bool(lay["line_end_re"].search(unicodedata.normalize("NFKC", line_before)))
                        or bool(lay["line_start_re"].match(unicodedata.normalize("NFKC", line_after)))
                        or is_table_line(line_before)
                        or is_table_line(line_after)
                        or line_before.lstrip().startswith("#")
                    )
                    emit = "\n" if hard else ("" if is_cjk(prev) or is_cjk(nxt) else " ")
                elif (("\t" in run or len(run) >= 2) or self._spaced_line(source, i)) and chars and chars[-1] != "\n":
                    emit = "\t"
                else:
                    emit = "" if (is_cjk(prev) or is_cjk(nxt)) else " "
                if emit and chars and not (emit == "\n" and chars[-1] == "\n"):
                    chars.append(emit)
                    offsets.append(i)
                i = j
                continue
            if ch.isascii():  # fast path: ASCII is already in normal form
                j = i
                while j < n and source[j].isascii() and not source[j].isspace():
                    j += 1
                chars.extend(source[i:j])
                offsets.extend(range(i, j))
                i = j
                continue
            folded = unicodedata.normalize("NFKC", ch)
            if folded.isspace():  # ideographic space and friends
                folded = "" if is_cjk(chars[-1] if chars else "") else " "
            for f in folded:
                chars.append(f)
                offsets.append(i)
            i += 1
        # ``written``: the view before the traditional → simplified fold (values quoted as
        # written, such as a governing law, are read from it at the same offsets)
        self.written = "".join(chars)
        self.text = simplify(self.written)
        self.offsets = offsets
        from .nlp import parse, phrase_index

        self.doc = parse(self.text)  # sentences, clauses and vocabulary hits (nlp.py)
        phrase_index().attach(self.doc)
        self.sentences = _sentences_of(self.doc)
        self._sentence_starts = [s.start for s in self.sentences]

    def _spaced_line(self, source: str, pos: int) -> bool:
        """Is ``pos`` inside a space-separated table row (or the header line above one)?"""
        start = source.rfind("\n", 0, pos) + 1
        end = source.find("\n", pos)
        end = len(source) if end < 0 else end
        key = (start, end)
        cache = self.__dict__.setdefault("_row_cache", {})
        if key not in cache:
            line = source[start:end]
            nxt_end = source.find("\n", end + 1)
            below = source[end + 1:nxt_end if nxt_end >= 0 else len(source)] if end < len(source) else ""
            header = (not re.search(r"[\d。;:,.]", line) and 2 <= len(line.split()) <= 8 and is_spaced_row(below.strip()))
            above_start = source.rfind("\n", 0, max(0, start - 1)) + 1
            above = source[above_start:max(above_start, start - 1)] if start else ""
            tokens = line.split()
            last_row = (is_spaced_row(above.strip()) and 2 <= len(tokens) <= 4
                        and bool(re.fullmatch(r"[\d.,]+%?", tokens[-1])) and " | " not in line)
            cache[key] = is_spaced_row(line.strip()) or header or last_row
        return cache[key]

    # ------------------------------------------------------------------ offsets

    def to_source(self, start: int, end: int) -> tuple[int, int]:
        """Document offsets of view span ``[start, end)``, trimmed of surrounding space."""
        start = max(0, min(start, len(self.offsets) - 1))
        end = max(start + 1, min(end, len(self.offsets)))
        s, e = self.offsets[start], self.offsets[end - 1] + 1
        while s < e and self.source[s].isspace():
            s += 1
        while e > s and self.source[e - 1].isspace():
            e -= 1
        return s, e

    # ------------------------------------------------------------------ structure

    def sentence_at(self, pos: int) -> Sentence:
        k = bisect.bisect_right(self._sentence_starts, pos) - 1
        return self.sentences[max(0, k)]

    def clause_at(self, pos: int) -> Clause:
        sent = self.sentence_at(pos)
        for c in sent.clauses:
            if c.start <= pos < c.end:
                return c
        return sent.clauses[-1] if sent.clauses else Clause(sent.start, sent.end)
