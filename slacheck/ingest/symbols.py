"""Symbol-font glyphs read as the Unicode characters they print, in a DOCX and in a PDF alike.

Word writes a symbol font's glyph as a code, not as text (``w:sym w:font="Symbol" w:char="F0B3"``),
and a PDF exported from it, or from LibreOffice, carries the same glyph as the font's private-use
code point (U+F0B3 in Symbol, or in OpenSymbol, which LibreOffice prints Symbol's glyphs with):
"≥ 99.9%" would read "\\uf0b3 99.9%". One table, ``symbol_fonts.yaml``, maps each font's glyph
codes to Unicode for both readers; a PDF names the font of each character (pdfium), as a
subset ("ABCDEF+Wingdings-Regular") or a PostScript name ("SymbolMT"), read as the family here.

A PDF whose symbol font has no Unicode map of its own (a TrueType font embedded with its built-in
codes) gives its glyphs at their one-byte codes instead, as Latin-1 text: Wingdings' empty box
0xA8 reads "¨", its bullet 0xA7 "§". A code above ASCII (0x80-0xFF) printed in a symbol font reads
through the same table (the glyph is code 0xF000+code's) when it stands for nothing else on the page:
where the code also prints in a text font ("§" of a clause reference) it keeps its letter. Below 0x80
a symbol glyph shares its code with the letters of the page's text, so only a mark (a bullet, a box,
a tick: Wingdings' "l" bullet, its "q" box; no Greek letter of Symbol's) standing alone between spaces
or at a line's edge, as a bullet or a box stands before its item, is looked up: where every such
standing-alone code of the page prints in a symbol font it reads as its mark (``pdf_page_marks``), and
a letter standing alone in a text font ("a", "l" of a list of options) keeps every one of its kind a letter.
"""

from __future__ import annotations

import ctypes
import functools
import re
import unicodedata

from ..yamlfile import packaged_data

SYMBOL_FONT_BASE = 0xF000  # a symbol font's glyph 0xB3 is U+F0B3 (Word writes F0B3 or B3)
PRIVATE_USE = re.compile("[\uf020-\uf0ff]")  # a symbol font's glyphs as a PDF's text reads them
_SUBSET = re.compile(r"^[A-Z]{6}\+")
_STYLE = re.compile(r"(?:[-,]?(?:regular|bold|italic|oblique|mt|ps))+$")
_SEPARATORS = re.compile(r"[\s_-]+")
_FONT_NAME_BYTES = 256


def _font_key(name: str) -> str:
    """A font's family as the table keys it: "ABCDEF+Wingdings-Regular", "wingdings" -> "wingdings";
    "SymbolMT" -> "symbol"; "Wingdings 2" -> "wingdings2"."""
    key = _SUBSET.sub("", name.strip()).casefold()
    return _SEPARATORS.sub("", _STYLE.sub("", key) or key)


@functools.cache
def _family(name: str) -> dict[int, str] | None:
    """The table of the symbol font ``name`` names (a PDF's font name), or None for a text font."""
    return _fonts().get(_font_key(name))


@functools.cache
def _fonts() -> dict[str, dict[int, str]]:
    return {_font_key(font): glyphs for font, glyphs in packaged_data("slacheck.ingest", "symbol_fonts.yaml").items()}


def glyph_text(font: str | None, code: int) -> str | None:
    """The character glyph ``code`` (0x00-0xFF, or its private-use code point U+F000-F0FF) of
    symbol font ``font`` prints, or None when the table does not know the font or the glyph."""
    glyph = code - SYMBOL_FONT_BASE if SYMBOL_FONT_BASE <= code <= SYMBOL_FONT_BASE + 0xFF else code
    return (_family(font or "") or {}).get(glyph)


def pdf_page_symbols(textpage, text: str) -> dict[int, str]:
    """The page's symbol-font characters that ``text`` (pdfium's text of the page) holds as private-use
    code points, or as the one-byte codes (0x80-0xFF) of a symbol font without a Unicode map, each as the
    character it prints ({code point: text}, for ``str.translate``); a glyph the table does not know keeps
    its code point, and a one-byte code that also prints in a text font on the page keeps its letter. On a
    page with neither (nearly every page) it costs one search of the text."""
    if PRIVATE_USE.search(text) is None and _high_codes().search(text) is None:
        return {}
    import pypdfium2.raw as raw

    found: dict[int, str] = {}
    by_code: dict[int, str] = {}  # one-byte codes printed in a symbol font, as the glyph they print
    in_text_font: set[int] = set()  # ... and those printed in a text font too
    name = ctypes.create_string_buffer(_FONT_NAME_BYTES)
    flags = ctypes.c_int()
    for index in range(textpage.count_chars()):
        code = raw.FPDFText_GetUnicode(textpage.raw, index)
        if SYMBOL_FONT_BASE + 0x20 <= code <= SYMBOL_FONT_BASE + 0xFF:
            if code in found:
                continue
        elif code not in _high_codes_set() or code in in_text_font:
            continue
        size = raw.FPDFText_GetFontInfo(textpage.raw, index, name, _FONT_NAME_BYTES, ctypes.byref(flags))
        font = name.value.decode("utf-8", "replace") if size else ""
        shown = glyph_text(font, code)
        if code > 0xFF:
            if shown is not None:
                found[code] = shown
        elif _family(font) is None:
            in_text_font.add(code)
        elif shown is not None:
            by_code[code] = shown
    found.update((code, shown) for code, shown in by_code.items() if code not in in_text_font)
    return found


@functools.cache
def _high_codes_set() -> frozenset[int]:
    """The one-byte codes above ASCII (0x80-0xFF) some symbol font of the table prints a known glyph at."""
    return frozenset(code for glyphs in _fonts().values() for code in glyphs if 0x80 <= code <= 0xFF)


@functools.cache
def _high_codes() -> re.Pattern:
    """A search for any of ``_high_codes_set`` in a page's text."""
    return re.compile("[" + "".join(re.escape(chr(code)) for code in sorted(_high_codes_set())) + "]")


@functools.cache
def _low_marks() -> frozenset[str]:
    """The ASCII codes (below 0x80) some symbol font of the table prints a mark at (a bullet, a box, a tick:
    Unicode's other symbols), as characters."""
    return frozenset(chr(code) for glyphs in _fonts().values() for code, shown in glyphs.items()
                     if code < 0x80 and unicodedata.category(shown) == "So")


@functools.cache
def standing_alone() -> re.Pattern:
    """One of ``_low_marks`` standing alone: between spaces, or at a line's (a cell's) edge. The search opens
    with the marks' class (the space before it checked after it, one character further back), so ``re`` skips
    to those characters instead of trying every position of every page's text."""
    marks = "[" + "".join(re.escape(c) for c in sorted(_low_marks())) + "]"
    return re.compile(marks + r"(?!\S)(?<!\S" + marks + ")")


def pdf_page_marks(textpage, text: str) -> dict[str, str]:
    """The marks a symbol font prints at ASCII codes on the page (``text``: pdfium's text of it), as
    {code's character: the mark}, for the codes that stand alone (``standing_alone``) only in a symbol
    font on the page; empty when none does, or when the text's characters cannot be matched with
    pdfium's. Costs one search of the text, and a font look-up for each code standing alone."""
    found = standing_alone().search(text)
    if found is None or len(text) != textpage.count_chars():
        return {}
    import pypdfium2.raw as raw

    marks: dict[str, str] = {}
    letters: set[str] = set()  # codes standing alone in a text font, or read as two marks
    name = ctypes.create_string_buffer(_FONT_NAME_BYTES)
    flags = ctypes.c_int()
    for m in standing_alone().finditer(text, found.start()):
        code = m.group()
        if code in letters:
            continue
        size = raw.FPDFText_GetFontInfo(textpage.raw, m.start(), name, _FONT_NAME_BYTES, ctypes.byref(flags))
        shown = glyph_text(name.value.decode("utf-8", "replace") if size else "", ord(code))
        if shown is None or unicodedata.category(shown) != "So" or marks.get(code, shown) != shown:
            letters.add(code)
            marks.pop(code, None)
        else:
            marks[code] = shown
    return marks


def with_marks(text: str, marks: dict[str, str]) -> str:
    """``text`` with each code of ``marks`` that stands alone read as its mark."""
    return standing_alone().sub(lambda m: marks.get(m.group(), m.group()), text) if marks else text
