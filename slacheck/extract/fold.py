"""How text and language data are folded before matching: one character for one.

Traditional Chinese characters and Taiwan words fold to simplified mainland ones (OpenCC's
tables, character for character, so every offset stays one character of the document), and
phrases from the language data are normalised the same way (NFKC, no space beside a CJK
character), so a phrase written once matches every spelling. No other extract module is
imported here: everything else builds on it.
"""

from __future__ import annotations

import codecs
import functools
import re
import sys
import unicodedata
from importlib.resources import files as package_files
from pathlib import Path
from typing import Iterator

from ..datacache import Memo
from ..lazy import LazyPattern
from ..regexcode import constant

CJK = constant(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]")


def dictionary_files() -> list:
    """The OpenCC tables folding reads (what data folded before depends on, beside this code)."""
    folder = package_files("opencc") / "dictionary"
    return [folder / "TSCharacters.txt", folder / "TWPhrasesRev.txt"]


@functools.lru_cache(maxsize=1)
def _simplified_table() -> dict[int, str]:
    """Traditional → simplified for single characters only (OpenCC ``TSCharacters``; the
    first reading of a character with several). Phrase conversions are left out on purpose:
    they may change the length of the text, and every view offset must stay one character
    of the document. Kept on disk between runs (``slacheck.datacache``)."""
    from ..datacache import cached

    return cached("opencc-characters", [Path(__file__), *dictionary_files()], _read_simplified_table)


def _read_simplified_table() -> dict[int, str]:
    # opencc-python-reimplemented ships OpenCC's dictionaries as package data
    path = dictionary_files()[0]
    table: dict[str, str] = {}
    for trad, simp in _dictionary_pairs(path):
        if len(trad) == 1 and len(simp) == 1 and trad != simp:
            table[trad] = simp
    for trad, simp in list(table.items()):  # a fixed point: folding twice changes nothing
        while simp in table and table[simp] != simp:
            simp = table[simp]
        table[trad] = simp
    return {ord(k): v for k, v in table.items()}


def _dictionary_pairs(path) -> Iterator[tuple[str, str]]:
    """An OpenCC table's lines as (what is converted, its first reading; "" where it has none)."""
    for line in path.read_text(encoding="utf-8").splitlines():
        source, _, readings = line.partition("\t")
        readings = readings.split()
        yield source, readings[0] if readings else ""


@functools.lru_cache(maxsize=1)
def _regional_words() -> tuple[dict[str, str], frozenset[str], tuple[int, ...]]:
    """Taiwan words → mainland words of the same length (OpenCC ``TWPhrasesRev``: 網路 →
    網絡, 伺服器 → 服務器, 乙太網 → 以太網), written in traditional characters; with the
    characters they start with and their lengths, longest first. Pairs whose lengths differ
    are left out: offsets must not move."""
    path = dictionary_files()[1]
    words: dict[str, str] = {}
    for src, dst in _dictionary_pairs(path):
        if len(src) >= 2 and len(src) == len(dst) and src != dst and not src.isascii():
            words[src] = dst
    return words, frozenset(w[0] for w in words), tuple(sorted({len(w) for w in words}, reverse=True))


@functools.lru_cache(maxsize=1)
def _regional_pattern() -> LazyPattern:
    """The regional words as one alternation, longest first: for long texts only (``_regional``). Made
    by the extractor's build (``prepare``), so ``regexcode`` keeps its compiled code between runs;
    compiled from that code when a long text first holds a regional word."""
    return LazyPattern(alternation(_regional_words()[0]))


def prepare() -> None:
    """Make what folding a long text needs, whatever the text (the extractor's build,
    ``extract.pipeline.prepare``): the regional words' alternation, whose code is then kept between
    runs (compiling it from its 337 words cost ~2.5 ms in the first Chinese view's normalising), and
    the code-point tables ``holds_any`` tests a text over ``ARRAY_TEST_CHARS`` against, with the codec
    it reads the text's code points through (~1.5 ms, paid in the first such text's normalising before)."""
    _regional_pattern()
    for characters in (_regional_words()[1], _traditional_characters()):
        _code_table(characters)
    codecs.lookup(CODE_POINTS)


# a text up to this long is looked up word by word; a longer one is searched with the compiled
# alternation (an English contract, whose long texts start no regional word, and the short data
# strings never need it)
REGIONAL_SCAN_CHARS = 256


def _regional(text: str) -> str:
    """``text`` with every regional word replaced, leftmost first and the longest at a position
    (as the alternation's ``sub``: the same text either way)."""
    words, firsts, lengths = _regional_words()
    if not holds_any(firsts, text):
        return text
    if len(text) > REGIONAL_SCAN_CHARS:
        return _regional_pattern().sub(lambda m: words[m.group()], text)
    out, done, i = [], 0, 0
    while i < len(text):
        if text[i] in firsts:
            word = next((text[i:i + n] for n in lengths if text[i:i + n] in words), None)
            if word is not None:
                out += (text[done:i], words[word])
                i = done = i + len(word)
                continue
        i += 1
    return "".join(out) + text[done:] if out else text


def alternation(words) -> str:
    """A regex alternation of the literal ``words``, longest first, so a longer phrase wins
    over its own prefix ("liquid cooling" before "liquid"); words of one length in their own
    order, so a set of words gives the same pattern every run (regexcode.py keeps it compiled)."""
    return "|".join(re.escape(w) for w in sorted(words, key=lambda w: (-len(w), w)))


def prefix_tree(words) -> str:
    """A regex matching exactly the literal ``words``, factored by their shared beginnings
    ("t(?:en|h(?:i|r)|w(?:e|o))"): where a plain alternation tries every word at a position,
    this tries a character or two. A word that is another's beginning ends there too (its
    longer words first: the longest that matches, as ``alternation`` finds it)."""
    rests: dict[str, list[str]] = {}
    for word in sorted(set(words)):
        if word:
            rests.setdefault(word[0], []).append(word[1:])
    branches = []
    for first, after in rests.items():
        inner = prefix_tree(after)
        if not inner:
            branches.append(re.escape(first))
        elif "" in after:
            branches.append(re.escape(first) + f"(?:{inner})?")
        else:
            branches.append(re.escape(first) + (f"(?:{inner})" if "|" in inner else inner))
    return "|".join(branches)


def simplify(text: str) -> str:
    """Taiwan words to mainland words of the same length, then traditional Chinese characters
    to simplified ones, one character for one (臺→台, 於→于, 點→点, 網路→网络); the length and
    every offset are unchanged."""
    if text.isascii():
        return text
    text = _regional(text)
    if not holds_any(_traditional_characters(), text):
        return text  # a set test is a few times cheaper than translating every character
    return text.translate(_simplified_table())


@functools.lru_cache(maxsize=1)
def _traditional_characters() -> frozenset[str]:
    return frozenset(chr(code) for code in _simplified_table())


# a text this long is tested for a set's characters as an array of code points (one C pass,
# no str object per character: a 200-page contract ~9 -> ~1 ms); a shorter one as a set
ARRAY_TEST_CHARS = 4096
# a set of this few characters is looked for one by one (``str``'s own search, no object per character of the
# text: the four case partners of ASCII letters in a 200-page contract ~8 ms as a set, ~1 ms as an array, <0.3 ms)
FEW_CHARACTERS = 8


def holds_any(characters: frozenset[str], text: str) -> bool:
    """Does ``text`` hold one of ``characters`` (single characters)? ``not characters.isdisjoint(text)``."""
    if len(characters) <= FEW_CHARACTERS:
        return any(map(text.__contains__, characters))
    if len(text) < ARRAY_TEST_CHARS:
        return not characters.isdisjoint(text)
    import numpy

    # (a lone surrogate, which a PDF's text may hold, passes as its own code point)
    codes = numpy.frombuffer(text.encode(CODE_POINTS, "surrogatepass"), dtype="<u4")
    return bool(_code_table(characters)[codes].any())


@functools.lru_cache(maxsize=4)
def _code_table(characters: frozenset[str]):
    """A flag for each code point of Unicode: is it one of ``characters``?"""
    import numpy

    table = numpy.zeros(sys.maxunicode + 1, dtype=bool)
    table[numpy.fromiter(map(ord, characters), dtype=numpy.intp, count=len(characters))] = True
    return table


CODE_POINTS = "utf_32_le"  # a text as an array of its code points (``"<u4"``): four bytes each, little-endian


@functools.lru_cache(maxsize=1)
def simplify_by_slices() -> bool:
    """Is ``simplify(text)[a:b] == simplify(text[a:b])`` whenever ``a`` and ``b`` sit at the
    text's ends or next to whitespace? Yes while no regional word holds whitespace: a word is
    then never cut by such a slice, and the character fold is one for one."""
    words = "".join(_regional_words()[0])
    return "".join(words.split()) == words  # ``str.split`` cuts at what ``isspace`` calls whitespace: one C pass


def fold_data(node):
    """Every string in a loaded data file folded as the text is (``simplify``)."""
    if isinstance(node, str):
        return simplify(node)
    if isinstance(node, list):
        return [fold_data(v) for v in node]
    if isinstance(node, dict):
        return {fold_data(k) if isinstance(k, str) else k: fold_data(v) for k, v in node.items()}
    return node


FRACTION_SLASH = "\u2044"  # what NFKC writes a vulgar fraction with: "½" is "1⁄2"
# the vulgar fractions (¼ ½ ¾, ⅐ … ⅞, ↉), each with the digit before it when there is one
_VULGAR = re.compile(r"(\d?)([¼-¾⅐-⅞↉])")


def fold_fraction(folded: str, after_digit: bool) -> str:
    """A vulgar fraction's NFKC form with an ASCII slash, apart from a whole number before it:
    "½" is "1/2" and "1½" is "1 1/2" (NFKC alone writes "11⁄2", eleven halves), so the number
    reader sees the fraction and the mixed number it reads when they are typed."""
    folded = folded.replace(FRACTION_SLASH, "/")
    return " " + folded if after_digit else folded


def nfkc_fractions(text: str) -> str:
    """NFKC of ``text`` with its vulgar fractions folded as in the matching view (``fold_fraction``)."""
    if _VULGAR.search(text):
        text = _VULGAR.sub(lambda m: m.group(1) + fold_fraction(unicodedata.normalize("NFKC", m.group(2)),
                                                                 bool(m.group(1))), text)
    return unicodedata.normalize("NFKC", text)


def nfkc_fractions_each(text: str, spans: list[tuple[int, int]]) -> list[str]:
    """``nfkc_fractions`` of each ``text[start:end]`` of ``spans``: a text that holds no vulgar fraction is searched for
    one once, not once a piece."""
    if _VULGAR.search(text):
        return [nfkc_fractions(text[start:end]) for start, end in spans]
    return [unicodedata.normalize("NFKC", text[start:end]) for start, end in spans]


def is_cjk(ch: str) -> bool:
    return bool(ch) and bool(CJK.match(ch))


def normalise_phrase(phrase: str) -> str:
    """NFKC, traditional folded to simplified, and no spaces next to CJK characters, as in
    the matching view. For the data's phrases (never a document's text): the rule set asks
    for thousands of them, the same every run, so the answers are kept between runs
    (``NORMAL_FORMS``, written once the extractor is built)."""
    return NORMAL_FORMS(str(phrase))


def _normal_form(phrase: str) -> str:
    text = simplify(unicodedata.normalize("NFKC", phrase))
    out = []
    for i, ch in enumerate(text):
        if ch == " " and (is_cjk(text[i - 1] if i else "") or is_cjk(text[i + 1] if i + 1 < len(text) else "")):
            continue
        out.append(ch)
    return "".join(out)


NORMAL_FORMS = Memo("phrase-forms", _normal_form, lambda: [Path(__file__), *dictionary_files()])
