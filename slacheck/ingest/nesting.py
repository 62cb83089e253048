"""Numbered items nested in another by where they are set in, for readers whose text keeps no indentation.

A Word list says which level each item is at (``docx.py``); a Markdown file and a PDF show it only by indentation: "3.
Remedies" at the margin, "b. Requesting A Service Credit" set in under it, "1. For Uptime Credit" further in. An item
that prints only its own number ("b.", "(ii)", "1)", "（二）") set in under another is cited under it ("3(b)",
"3(b)(1)"), as a lawyer cites a sub-item and as the DOCX of the same contract is cited (``Document.nested_items``).
An item is taken as nested only where its count goes on as a list's does: the first item set in under another is its
list's first ("a", "1", "i"), each next one the one after its sibling; else (a heading centred further in, "2." set
in under "1.") it is nobody's sub-item, its clause not guessed.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from .numbering import KINDS, ordinal

# a number an item prints alone, its brackets and stop apart (a clause number's label as ``find_clause_number`` reads
# it): "b", "(b)", "1)", "(ii)", "（二）"; not "3.1" nor "Section 3"
_OWN_NUMBER = re.compile(r"[(（]?(?P<inner>\d{1,2}|[a-z]|[ivx]{1,4}|[一二三四五六七八九十]{1,3})[)）]?")


def own_number(label: str) -> str | None:
    """How an item numbered ``label`` (as written, its trailing stop dropped) is cited under the item it is nested in,
    "(b)", in half-width brackets; None for a number that prints more than its own ("3.1", "Section 3")."""
    found = _OWN_NUMBER.fullmatch(label)
    return None if found is None else f"({found.group('inner')})"


@dataclass
class Indented:
    """A line of a document as set out: ``start`` where it starts in the text read, ``indent`` where its first
    character stands (a column, a page's x in points), ``text_indent`` where its text after its number does (as far
    in as a sub-item must be set to stand in it), ``cited`` how its number is cited under another ("(b)"; "" for a
    number that prints more than its own, which nests in nothing but may hold sub-items; None for a line of text)."""

    start: int
    indent: float
    text_indent: float
    cited: str | None
    count: tuple[str, int] | None = field(default=None)  # (numerals, ordinal) of its last sub-item


def nested_items(lines: Iterable[Indented], tolerance: float = 0.0) -> list[tuple[int, int, str]]:
    """The items of ``lines`` nested in another: ``(where it starts, where the item it is nested in starts, how it is
    cited under it)``. A line of text (``cited`` None) set in less than an open item's text ends that item; an item
    ends the items set in as far as it or further. ``tolerance``: how far two indents may differ and be the same."""
    out: list[tuple[int, int, str]] = []
    open_items: list[Indented] = []
    for line in lines:
        while open_items and open_items[-1].text_indent > line.indent + tolerance:
            open_items.pop()
        if line.cited is None:
            continue
        while open_items and open_items[-1].indent >= line.indent - tolerance:
            open_items.pop()
        if open_items and line.cited and _counted(open_items[-1], line.cited[1:-1]):
            out.append((line.start, open_items[-1].start, line.cited))
        open_items.append(line)
    return out


def _counted(parent: Indented, inner: str) -> bool:
    """Does an item numbered ``inner`` go on the count of ``parent``'s sub-items (noted there if it does)?"""
    last = parent.count
    for kind in KINDS if last is None else (last[0],):
        n = ordinal(inner, kind)
        if n is not None and n == (last[1] if last else 0) + 1:
            parent.count = (kind, n)
            return True
    return False


PDF_TOLERANCE = 2.0  # points two lines' starts may differ by and be set in alike (a justified line's first glyph)


def numbered_lines(lines: list[str], indent_of: Callable[[int, int], float]) -> list[Indented]:
    """``lines`` as ``nested_items`` reads them, each ``start`` its index in ``lines`` (blank lines left out): where a
    line's first character stands (``indent_of(its index, that character's index in it)``), how its number, if it
    opens with a clause number (``find_clause_number``), is cited under another."""
    from .sections import find_clause_number

    out: list[Indented] = []
    for k, line in enumerate(lines):
        first = len(line) - len(line.lstrip())
        if first == len(line):
            continue
        found, cited = find_clause_number(line), None
        if found is not None and found.start == first:
            cited = own_number(found.cited.format(line[found.start:found.end])) or ""
        x = indent_of(k, first)
        out.append(Indented(k, x, x, cited))
    return out


def pdf_page_lines(textpage, text: str) -> list[tuple[str, float, str | None]]:
    """A PDF page's lines as ``pdf_items`` reads them: each line (stripped, as pdfium reads it: ``text``, ``\\r\\n``
    between lines), where its first character stands (x, in points) and how its number is cited under another
    (``numbered_lines``). Empty where the text's characters cannot be matched with pdfium's."""
    if "\r\n" not in text or len(text) != textpage.count_chars():
        return []
    parts = text.split("\r\n")
    starts = [0, *itertools.accumulate(len(part) + 2 for part in parts)]
    return [(parts[line.start].strip(), line.indent, line.cited)
            for line in numbered_lines(parts, lambda k, first: textpage.get_charbox(starts[k] + first)[0])]


def pdf_items(pages: list[list[tuple[str, float, str | None]]],
              running: Callable[[list[str]], set[int]] = lambda lines: set(),
              ) -> list[tuple[tuple[int, int], tuple[int, int], str]]:
    """The nested items of a PDF's pages (``pdf_page_lines`` each), a list going on from one page onto the next: ``(the
    item's line, the line of the item it is nested in, how it is cited under it)``, a line as (page, its index in the
    page's lines). ``running``: which of a page's lines (by index) are its running header and footer, printed on every
    page wherever the body's items stand, and so no line of the list: one set further left than the items ends none."""
    where = []
    for page, lines in enumerate(pages):
        left_out = running([text for text, _, _ in lines])
        where.extend((page, k) for k in range(len(lines)) if k not in left_out)
    lines = [Indented(n, pages[page][k][1], pages[page][k][1], pages[page][k][2]) for n, (page, k) in enumerate(where)]
    return [(where[item], where[parent], cited) for item, parent, cited in nested_items(lines, PDF_TOLERANCE)]


def text_items(text: str) -> list[tuple[int, int, str]]:
    """A plain text's nested items (``nested_items``, by the column each line's first character stands at, a tab
    to the next multiple of 4): where each starts in ``text`` (its line's first character), where its parent does."""
    parts = text.split("\n")
    starts = [0, *itertools.accumulate(len(part) + 1 for part in parts)]
    lines = numbered_lines(parts, lambda k, first: len(parts[k][:first].expandtabs(4)))
    begin = [starts[k] + len(part) - len(part.lstrip()) for k, part in enumerate(parts)]
    return [(begin[item], begin[parent], cited) for item, parent, cited in nested_items(lines)]


def located_lines(text: str, lines: list[str]) -> list[int | None]:
    """Where each of ``lines`` (a PDF page's, in order, as pdfium reads them) starts in ``text`` (the page as read,
    normalised), each looked for after the one before it by its first words at a line's start (after a heading's
    marks); None for a line not found."""
    from .normalise import normalise_text

    out: list[int | None] = []
    cursor = 0
    for line in lines:
        words = normalise_text(line).split()[:4]
        found = re.compile(r"(?m)^[#*\\ \t]*" + r"\s+".join(map(re.escape, words))).search(text, cursor) if words else None
        out.append(None if found is None else found.start())
        if found is not None:
            cursor = found.start() + 1
    return out
