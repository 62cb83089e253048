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
  lines, or a bold paragraph, is not a one-line heading and is left as read); but a clause number
  set alone over its title in the same type ("ARTICLE 5" over "SERVICE LEVELS", "第五条" over "服务
  等级"), the two lines alone, is one heading, read on one line ("# ARTICLE 5 SERVICE LEVELS");
- is no line of a signature block ("/s/ …", "By:", "Name:", "Title:", ``pdf_headings.yaml``).

It is marked as the DOCX reader marks a heading, Markdown's "# " by its level, in the text as read
too (every character maps back). Its level is the rank of its size among the sizes the document's
headings are set in (``heading_marks``: the largest reads "# ", the next "## "…, a bold line at the
body's size below them all), as Word's Heading 1, 2, 3 rank, whatever their sizes: a page only finds
the headings and their sizes (``page_headings``), the reader marks them (``marked``) once the whole
document's sizes are known. The extractor then finds a PDF's headings as it finds a DOCX's or a
Markdown file's.
"""

from __future__ import annotations

import ctypes
import functools
import heapq
import itertools
import math
import re
from collections import Counter
from typing import Iterable

from ..yamlfile import packaged_data
from .normalise import to_halfwidth
from .sections import find_clause_number, line_number

MAX_HEADING_CHARS = 80  # a heading is short (extract/structure.py's HEADING_CHARS)
LARGER = 1.12           # a heading's type is at least this many times the body's size
SAME_SIZE = 0.05        # sizes within this share of each other are one size
FULL_LINE = 0.85        # a line this close to the page's longest is a paragraph's full line, no heading
BODY_LINES = 3          # the page's longest lines, whose middle size is the body's
BOLD_WEIGHT = 600       # FPDFText_GetFontWeight: semibold and heavier
FORCE_BOLD = 0x40000    # FPDFText_GetFontInfo's flags: a font drawn bold
_FONT_NAME_BYTES = 256
BOLD = 0.0              # the size ``page_headings`` gives a bold heading at the body's size
_LETTER = re.compile(r"[^\W\d_]")


@functools.cache
def _data() -> tuple[re.Pattern, str, re.Pattern, dict]:
    data = packaged_data("slacheck.ingest", "pdf_headings.yaml")
    return (re.compile(data["bold_font_names"]), str(data["not_heading_ends"]),
            re.compile("|".join(f"(?:{p})" for p in data["not_heading_starts"])), dict(data["ranks"]))


def heading_marks(sizes: Iterable[tuple[float, float]]) -> dict[float, str]:
    """The mark of each heading size a document uses, from each heading's (size, its share of its page's
    body size) as ``page_headings`` finds them (``BOLD`` for a bold line at the body's size), by the rules
    of ``pdf_headings.yaml`` ``ranks``: the largest size reads "# " when it is ``first`` times the body's
    size, else "## "; each smaller size one level deeper (sizes within ``same_size`` of each other rank as
    one); a bold heading at the body's size one level below the smallest larger size, and no higher than
    ``bold``; none deeper than ``deepest``."""
    rules = _data()[3]
    shares: dict[float, float] = {}
    for size, share in sizes:
        shares[size] = max(share, shares.get(size, 0.0))
    marks: dict[float, str] = {}
    level, top = 0, None
    for size in sorted(shares, reverse=True):
        if size == BOLD:
            level = max(level + 1, rules["bold"])
        elif top is None:
            level, top = (1 if shares[size] >= rules["first"] else 2), size
        elif size < top * (1 - rules["same_size"]):
            level, top = level + 1, size
        marks[size] = "#" * min(level, rules["deepest"]) + " "
    return marks


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


def ends_as_sentence(line: str) -> bool:
    """Does ``line`` (stripped) end as a sentence or a clause does, or lead into what follows it (``pdf_headings.yaml``)?"""
    return bool(line) and line[-1] in _data()[1]


def no_heading_line(line: str) -> bool:
    """Does ``line`` (stripped) end as a sentence or a clause does, or open a signature block's line, so that it
    is no heading however it is set (``pdf_headings.yaml``)? The plain-text reader's rule too (``text_headings.py``)."""
    return not line or ends_as_sentence(line) or _data()[2].match(to_halfwidth(line)) is not None


def number_alone(line: str) -> bool:
    """Is ``line`` a section's clause number alone ("ARTICLE 5", "第五条", "Schedule 2:"), no title after it?"""
    found = find_clause_number(line)
    return found is not None and found.level == "section" and not line[found.end:].strip(_data()[1] + " \t-–—")


def _next_letter_line(parts: list[str], k: int) -> int | None:
    """The index of the first line under line ``k`` that holds a letter, None for none."""
    return next((j for j in range(k + 1, len(parts)) if _LETTER.search(parts[j]) is not None), None)


def page_headings(textpage, text: str, wrapped: frozenset[str] = frozenset()
                  ) -> Counter[tuple[str, float, float]]:
    """The heading lines of ``text`` (pdfium's text of the page, ``\\r\\n`` between lines), each as
    (the line stripped, its type's size in points rounded to a tenth, ``BOLD`` for a bold line at the
    body's size; its size's share of the body's, to a hundredth) and how many times the page prints it;
    a clause number over its title is one heading, its two lines stripped with "\\n" between them. Empty
    when the text's characters cannot be matched with pdfium's (a character outside the BMP).

    Only the lines that may be headings are sized, with the lines next to them: short ones that stop
    short of the page's longest lines (a paragraph's full lines are its body), end as no sentence does
    and go on in no line under them (``wrapped``: the lines the layout wrapped, ``wraps.py``, unless the
    line under it is a short line set in another size larger than the body's: no line wraps into another
    size, a document's title over its first heading is set so). The body's size is the size of the page's
    longest lines (``BODY_LINES``), a paragraph's."""
    found: Counter[tuple[str, float, float]] = Counter()
    if len(text) != textpage.count_chars():
        return found
    parts = text.split("\r\n")
    lengths = list(map(len, parts))
    widest = max(lengths)
    limit = min(MAX_HEADING_CHARS, FULL_LINE * widest)
    candidates = [k for k, n in enumerate(lengths) if 0 < n <= limit and n < FULL_LINE * widest]
    candidates = [k for k in candidates if not no_heading_line(parts[k].strip())
                  and _LETTER.search(parts[k]) is not None]
    went_on = {k for k in candidates if wrapped and to_halfwidth(parts[k]).strip() in wrapped}
    if went_on:  # a wrapped line stays a candidate only over a short line that may be a heading (sized below)
        short = set(candidates) - went_on
        candidates = [k for k in candidates if k not in went_on or _next_letter_line(parts, k) in short]
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
    def numbered_pair(k: int, alike) -> int | None:
        """The line under ``k`` when ``k`` is a clause number alone over its title, the two lines alike
        (``alike``) and alone: the title a candidate that opens with no number of its own, no line next to
        them alike ("2.15 Help Desk Services" over a bold "Datec will" is a heading over a lead-in)."""
        j = [i for i in near(k) if alike(i)]
        if len(j) != 1 or j[0] < k or j[0] not in candidate or not number_alone(parts[k]) \
                or line_number(parts[j[0]]) is not None:
            return None
        return None if any(alike(i) for i in near(j[0]) if i != k) else j[0]

    candidate = set(candidates)
    paired: set[int] = set()
    for k in candidates:
        if k in paired:
            continue
        if k in went_on and not any(j > k and j in candidate and abs(size(j) - size(k)) > SAME_SIZE * size(k)
                                    and size(j) >= LARGER * body for j in near(k)):
            continue  # the layout wrapped it: it goes on in the line under it (unless that is a heading's, larger)
        line = parts[k].strip()
        here = size(k)
        if here >= LARGER * body:
            def alike(j: int) -> bool:
                return abs(size(j) - here) <= SAME_SIZE * here
            mark = (round(here, 1), round(here / body, 2))
        elif abs(here - body) <= SAME_SIZE * body and kind.bold(first_letter(k)) \
                and kind.bold(starts[k] + len(parts[k].rstrip()) - 1):
            def alike(j: int) -> bool:
                return abs(size(j) - body) <= SAME_SIZE * body and kind.bold(first_letter(j))
            mark = (BOLD, 1.0)
        else:
            continue
        if any(alike(j) for j in near(k)):
            # a large title over two lines, a page of large type, a bold paragraph's line, bold lines set one
            # under another: no heading, unless a clause number over its title
            title = numbered_pair(k, alike)
            if title is None:
                continue
            paired.add(title)
            line = f"{line}\n{parts[title].strip()}"
        found[(line, *mark)] += 1
    return found


def marked(blocks: list[tuple[str, object]], headings: Counter[tuple[str, str]]) -> list[tuple[str, object]]:
    """A page's blocks with each heading line of its text blocks opening with its mark, as many lines
    of each heading's text as ``headings`` counts (the first ones); a heading of two lines ("ARTICLE 5\\n
    SERVICE LEVELS") is read on its first, the two lines' text one space apart. Tables are left as they are."""
    if not headings:
        return blocks
    marks: dict[str, list[tuple[str, str | None]]] = {}
    for (line, mark), count in headings.items():
        first, _, second = line.partition("\n")
        marks.setdefault(first, []).extend([(mark, second or None)] * count)
    out: list[tuple[str, object]] = []
    for kind, content in blocks:
        if kind == "text":
            lines = str(content).split("\n")
            k = 0
            while k < len(lines):
                line = lines[k]
                waiting = marks.get(line.strip())
                if waiting:
                    after = lines[k + 1].strip() if k + 1 < len(lines) else None
                    mark, second = next(((m, s) for m, s in waiting if s is None or s == after), (None, None))
                    if mark is not None:
                        waiting.remove((mark, second))
                        lead = len(line) - len(line.lstrip())
                        lines[k] = line[:lead] + mark + line[lead:]
                        if second is not None:
                            lines[k:k + 2] = [f"{lines[k].rstrip()} {second}"]
                k += 1
            content = "\n".join(lines)
        out.append((kind, content))
    return out
