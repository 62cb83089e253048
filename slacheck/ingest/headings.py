"""Headings of a PDF page told by their type: a short line set larger, or bold, standing alone.

A DOCX says which paragraphs are headings (its styles' outline levels, ``numbering.py``) and a
Markdown file marks them; a PDF prints them in a larger or a bold font and says nothing else: an
unnumbered heading ("Service Availability" over the paragraph that promises 99.95%) reads as a
plain line, which the view runs into the sentence under it. pdfium gives each character's font
size (``FPDFText_GetFontSize``, scaled by the character's matrix: a PDF may set every font at 1 pt
and scale it there) and font (``FPDFText_GetFontInfo``), so the page's lines are sized by their
first letter, and the size of the page's longest lines (a paragraph's) is its body text. A line is a
heading when it

- is short (``MAX_HEADING_CHARS``, and short of the page's longest lines), holds a letter, and does not
  end as a sentence or a clause does (``pdf_headings.yaml``: "." ","; a line that leads into a list with ":");
- is set clearly larger than the body (``LARGER``), or bold (its first and last letters) at the
  body's size;
- stands alone: the lines above and below it are not set as it is (a title wrapped over two large
  lines, or a bold paragraph, is not a one-line heading and is left as read).

It is marked as the DOCX reader marks a heading, Markdown's "# " by its level, in the text as read
too (every character maps back): ``LEVEL_ONE`` times the body's size or more is a first-level
heading, a smaller larger line a second-level one, a bold line at the body's size a third-level one.
The extractor then finds a PDF's headings as it finds a DOCX's or a Markdown file's.
"""

from __future__ import annotations

import ctypes
import functools
import heapq
import itertools
import math
import re
from collections import Counter

from ..yamlfile import packaged_data
from .normalise import to_halfwidth

MAX_HEADING_CHARS = 80  # a heading is short (extract/structure.py's HEADING_CHARS)
LARGER = 1.12           # a heading's type is at least this many times the body's size
LEVEL_ONE = 1.4         # ... and this many times it, a first-level heading
SAME_SIZE = 0.05        # sizes within this share of each other are one size
FULL_LINE = 0.85        # a line this close to the page's longest is a paragraph's full line, no heading
BODY_LINES = 3          # the page's longest lines, whose middle size is the body's
BOLD_WEIGHT = 600       # FPDFText_GetFontWeight: semibold and heavier
FORCE_BOLD = 0x40000    # FPDFText_GetFontInfo's flags: a font drawn bold
_FONT_NAME_BYTES = 256
_LETTER = re.compile(r"[^\W\d_]")


@functools.cache
def _data() -> tuple[re.Pattern, str]:
    data = packaged_data("slacheck.ingest", "pdf_headings.yaml")
    return re.compile(data["bold_font_names"]), str(data["not_heading_ends"])


class _Type:
    """pdfium's answers about a character's type, its buffers reused."""

    def __init__(self, textpage) -> None:
        import pypdfium2.raw as raw

        self._raw = raw
        self._page = textpage.raw
        self._matrix = raw.FS_MATRIX()
        self._name = ctypes.create_string_buffer(_FONT_NAME_BYTES)
        self._flags = ctypes.c_int()

    def size(self, index: int) -> float:
        """The character's font size in points as printed (its font size times its matrix's scale)."""
        size = self._raw.FPDFText_GetFontSize(self._page, index)
        if self._raw.FPDFText_GetMatrix(self._page, index, self._matrix):
            m = self._matrix
            size *= math.sqrt(abs(m.a * m.d - m.b * m.c))
        return size

    def bold(self, index: int) -> bool:
        """Is the character set in a bold font (its weight, its font's flags or its name)?"""
        if self._raw.FPDFText_GetFontWeight(self._page, index) >= BOLD_WEIGHT:
            return True
        length = self._raw.FPDFText_GetFontInfo(self._page, index, self._name, _FONT_NAME_BYTES,
                                                ctypes.byref(self._flags))
        if self._flags.value & FORCE_BOLD:
            return True
        name = self._name.value.decode("utf-8", "replace") if length else ""
        return _data()[0].search(name) is not None


def page_headings(textpage, text: str, wrapped: frozenset[str] = frozenset()) -> Counter[tuple[str, str]]:
    """The heading lines of ``text`` (pdfium's text of the page, ``\\r\\n`` between lines), each as
    (the line stripped, its mark: "# ", "## " or "### ") and how many times the page prints it; empty
    when the text's characters cannot be matched with pdfium's (a character outside the BMP).

    Only the lines that may be headings are sized, with the lines next to them: short ones that stop
    short of the page's longest lines (a paragraph's full lines are its body), end as no sentence does
    and go on in no line under them (``wrapped``: the lines the layout wrapped, ``wraps.py``). The
    body's size is the size of the page's longest lines (``BODY_LINES``), a paragraph's."""
    found: Counter[tuple[str, str]] = Counter()
    if len(text) != textpage.count_chars():
        return found
    ends = _data()[1]
    parts = text.split("\r\n")
    lengths = list(map(len, parts))
    widest = max(lengths)
    limit = min(MAX_HEADING_CHARS, FULL_LINE * widest)
    candidates = [k for k, n in enumerate(lengths) if 0 < n <= limit and n < FULL_LINE * widest]
    candidates = [k for k in candidates if parts[k].rstrip() and parts[k].rstrip()[-1] not in ends
                  and _LETTER.search(parts[k]) is not None
                  and not (wrapped and to_halfwidth(parts[k]).strip() in wrapped)]
    if not candidates:
        return found
    starts = [0, *itertools.accumulate(n + 2 for n in lengths)]
    kind = _Type(textpage)
    sizes: dict[int, float] = {}
    letters: dict[int, int | None] = {}

    def first_letter(k: int) -> int | None:
        """Where line ``k``'s first letter is in the text, None for a line with none (blank, a number)."""
        if k not in letters:
            m = _LETTER.search(parts[k])
            letters[k] = None if m is None else starts[k] + m.start()
        return letters[k]

    def size(k: int) -> float:
        if k not in sizes:
            sizes[k] = kind.size(first_letter(k))
        return sizes[k]

    def near(k: int) -> list[int]:
        """The lines with a letter next to line ``k``, above and below it."""
        out = []
        for step in (-1, 1):
            j = k + step
            while 0 <= j < len(parts) and first_letter(j) is None:
                j += step
            if 0 <= j < len(parts):
                out.append(j)
        return out

    longest = [k for k in heapq.nlargest(BODY_LINES + 2, range(len(parts)), key=lengths.__getitem__)
               if first_letter(k) is not None][:BODY_LINES]
    body = sorted(size(k) for k in longest)[len(longest) // 2] if longest else 0
    if body <= 0:
        return found
    for k in candidates:
        line = parts[k].strip()
        here = size(k)
        if here >= LARGER * body:
            if any(abs(size(j) - here) <= SAME_SIZE * here for j in near(k)):
                continue  # a large title over two lines, or a page of large type
            found[(line, "# " if here >= LEVEL_ONE * body else "## ")] += 1
        elif abs(here - body) <= SAME_SIZE * body and kind.bold(first_letter(k)) \
                and kind.bold(starts[k] + len(parts[k].rstrip()) - 1):
            if any(abs(size(j) - body) <= SAME_SIZE * body and kind.bold(first_letter(j)) for j in near(k)):
                continue  # a bold paragraph's line, or bold lines set one under another
            found[(line, "### ")] += 1
    return found


def marked(blocks: list[tuple[str, object]], headings: Counter[tuple[str, str]]) -> list[tuple[str, object]]:
    """A page's blocks with each heading line of its text blocks opening with its mark, as many lines
    of each heading's text as ``headings`` counts (the first ones); tables are left as they are."""
    if not headings:
        return blocks
    marks: dict[str, list[str]] = {}
    for (line, mark), count in headings.items():
        marks.setdefault(line, []).extend([mark] * count)
    out: list[tuple[str, object]] = []
    for kind, content in blocks:
        if kind == "text":
            lines = str(content).split("\n")
            for k, line in enumerate(lines):
                key = line.strip()
                if marks.get(key):
                    mark = marks[key].pop(0)
                    lead = len(line) - len(line.lstrip())
                    lines[k] = line[:lead] + mark + line[lead:]
            content = "\n".join(lines)
        out.append((kind, content))
    return out
