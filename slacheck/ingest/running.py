"""Running headers and footers of an office-exported PDF, and sentences across a page break.

Word, WPS and LibreOffice print the header and footer parts on every page ("第 3 页 共 12 页",
"Page 3 of 12", the contract's title). In the PDF's text they are lines at the top and bottom
of each page: read as contract text they split a sentence that runs on to the next page,
join a wrapped line ("…immediately Page 1 of 2") and end up inside a term's quote. A running
line is found by repetition: the same line (its digits aside) among the first or last
``EDGE_LINES`` lines of at least half the pages (and two); a header or footer set in a boxed
one-row table (read as a table's piece: ``ruling.py``) is a line of its cells. Once they are left out (and in a PDF
that prints none), a page that ends inside a sentence continues into the next as a wrapped line does
(``normalise.join_separator``), so the sentence is read whole; its page is the page it starts on.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from typing import Callable

from ..yamlfile import packaged_data
from .normalise import clean_line, display_width, is_table_line, join_separator, to_halfwidth

EDGE_LINES = 2          # lines at each edge of a page that may be a running header/footer
MAX_RUNNING_CHARS = 80  # a running line is short; a body paragraph is never one
_DIGITS = re.compile(r"\d+")

Blocks = list  # a page's blocks as read: [("text", str) | ("table", rows)]


PRINTED = "\x00"  # where a page number stands: a DOCX page-number field's result (no XML text holds the mark), a PDF
# running line's figure that changes from page to page (``read_once``)


@functools.cache
def word_parts() -> dict:
    """``word_parts.yaml``: the words of an office document's headers and footers."""
    return packaged_data("slacheck.ingest", "word_parts.yaml")


@functools.cache
def _page_phrase() -> re.Pattern:
    """The page-number phrase of ``word_parts.yaml`` as one pattern, ``PRINTED`` standing for a page's number."""
    words = word_parts()["page_phrase"]

    def one_of(key: str) -> str:
        return "(?<!\\w)(?:" + "|".join(re.escape(w) for w in sorted(words[key], key=len, reverse=True)) + ")"

    number = f"(?:{PRINTED}+|\\d+)"
    page = f"(?:{one_of('before')}\\s*)?{number}(?:\\s*{one_of('after')})?"
    core = f"{page}(?:\\s*{one_of('between')}\\s*{page})*"
    separator = f"[{re.escape(words['separators'])}]"
    return re.compile(f"^\\s*{core}(?:\\s*{separator})?|(?:\\s*{separator})?\\s*{core}", re.IGNORECASE)


def page_phrases(text: str) -> list[tuple[int, int]]:
    """``[start, end)`` of each page-number phrase of ``text`` (``word_parts.yaml`` page_phrase) around a page number,
    each page number marked ``PRINTED`` (one or more of them)."""
    return [found.span() for found in _page_phrase().finditer(text) if PRINTED in found.group()]


def _key(line: str) -> str:
    """A line with its numbers masked ("第 3 页 共 12 页" and "第 4 页 共 12 页" are one line)."""
    # (``str.split`` breaks at the characters ``\s`` matches: a run of them as one space, none at either end)
    return " ".join(_DIGITS.sub("#", to_halfwidth(line)).split())


def _edge(blocks: Blocks, top: bool, split: dict[int, list[str]] | None = None) -> list[tuple[tuple[int, int], str]]:
    """(block index, line index) and line of the first (``top``) or last ``EDGE_LINES`` non-blank lines of the page's
    text, up to the first table of more than one row (a one-row table is a line: its cells, as one line). ``split``: the
    page's text blocks split into lines so far, by block index, shared by the calls on one page (each block split once)."""
    found: list[tuple[tuple[int, int], str]] = []
    split = {} if split is None else split
    order = range(len(blocks)) if top else range(len(blocks) - 1, -1, -1)
    for b in order:
        kind, content = blocks[b]
        if kind != "text":
            if len(content) != 1:
                break
            found.append(((b, 0), " ".join(cell or "" for cell in content[0])))
            if len(found) == EDGE_LINES:
                return found
            continue
        lines = split.get(b)
        if lines is None:
            lines = split[b] = content.split("\n")
        for i in (range(len(lines)) if top else range(len(lines) - 1, -1, -1)):
            if lines[i].strip():
                found.append(((b, i), lines[i].rstrip("\r")))
                if len(found) == EDGE_LINES:
                    return found
    return found


def running_lines(pages: list[Blocks]) -> set[tuple[bool, str]]:
    """(top?, masked line) of the lines that run at the same edge of at least half the pages."""
    counts: Counter[tuple[bool, str]] = Counter()
    for blocks in pages:
        split: dict[int, list[str]] = {}
        for top in (True, False):
            keys = {_key(line) for _at, line in _edge(blocks, top, split)}
            counts.update((top, key) for key in keys if key and len(key) <= MAX_RUNNING_CHARS)
    needed = max(2, (len(pages) + 1) // 2)
    return {found for found, count in counts.items() if count >= needed}


def _running_at(blocks: Blocks, running: set[tuple[bool, str]], split: dict[int, list[str]] | None = None):
    """``(top?, (block index, line index), line, masked line)`` of each of the page's running lines: an edge line is
    one only while the lines outside it are too (``split``: as ``_edge`` takes it). A page prints its header or footer
    once: the same line again right inside it is the body's (the contract's title under a header that repeats it)."""
    split = {} if split is None else split
    for top in (True, False):
        seen: set[str] = set()
        for at, line in _edge(blocks, top, split):
            key = _key(line)
            if (top, key) not in running or key in seen:
                break
            seen.add(key)
            yield top, at, line, key


def strip_running(blocks: Blocks, running: set[tuple[bool, str]]) -> tuple[Blocks, list[str]]:
    """The page's blocks without its running lines (``_running_at``) and the lines left out."""
    drop: dict[int, set[int]] = {}
    removed: list[str] = []
    split: dict[int, list[str]] = {}  # the text blocks split into lines by ``_edge``, reused to drop them
    for _top, at, line, _masked in _running_at(blocks, running, split):
        drop.setdefault(at[0], set()).add(at[1])
        removed.append(line.strip())
    if not drop:
        return blocks, removed
    kept = []
    for b, (kind, content) in enumerate(blocks):
        if b in drop and kind != "text":
            kind, content = "text", ""
        elif b in drop:
            content = "\n".join(line for i, line in enumerate(split[b]) if i not in drop[b])
        kept.append((kind, content))
    return kept, removed


def running_indexes(lines: list[str], running: set[tuple[bool, str]]) -> set[int]:
    """Which of a page's ``lines`` (its text's lines, in order) are its running lines (``_running_at``)."""
    return {at[1] for _top, at, _line, _masked in _running_at([("text", "\n".join(lines))], running)}


def read_once(pages: list[Blocks], running: set[tuple[bool, str]], apart: Callable[[int, bool], bool],
              read: Callable[[str], str | None]) -> dict[tuple[int, bool], list[str]]:
    """The running lines read once, as ``(page index, top?) -> lines`` (in the page's order, top down): each running
    line is read where it is first printed apart from the body's sentences: on the first page whose top (``top``) or
    foot it stands at where ``apart(page index, top)`` (no sentence runs across that edge of the page into the next),
    as ``read`` reads it (None: not at all), given the line with each figure that changes from page to page (its
    page number) as ``PRINTED``. A contract's or an order's number printed only in the header ("合同编号：XX-2025-001",
    "Order Form No. OF-0042") is read, on its page; the copies on the other pages are not."""
    if not running:
        return {}
    # each page's running lines, found once for the three passes below
    found_lines = [[(top, (top, masked), line) for top, _at, line, masked in _running_at(blocks, running)]
                   for blocks in pages]
    printed: dict[tuple[bool, str], list[str]] = {}
    for lines in found_lines:
        for _top, found, line in lines:
            printed.setdefault(found, []).append(line.strip())
    placed: dict[tuple[bool, str], tuple[int, str]] = {}
    varying: dict[tuple[bool, str], tuple[int, set[int]]] = {}
    reads: dict[str, str | None] = {}  # ``read`` of each line as marked: a line tried on page after page reads alike
    for index, lines in enumerate(found_lines):
        for top, found, line in lines:
            if found not in placed and apart(index, top):
                if found not in varying:
                    varying[found] = _varying_figures(printed[found])
                marked = _page_numbers_marked(line.strip(), *varying[found])
                if marked not in reads:
                    reads[marked] = read(marked)
                text = reads[marked]
                if text:
                    placed[found] = (index, text)
    kept: dict[tuple[int, bool], list[str]] = {}
    for index, lines in enumerate(found_lines):  # each page's lines in its own order, its foot read bottom up
        for top, found, _line_read in lines:
            if placed.get(found, (None,))[0] == index:
                kept.setdefault((index, top), []).append(placed.pop(found)[1])
    for (index, top), lines in kept.items():
        if not top:
            lines.reverse()
    return kept


def _varying_figures(printings: list[str]) -> tuple[int, set[int]]:
    """How many figures the first of a running line's ``printings`` holds, and which of them (by their order) are not the
    same in every printing: what ``_page_numbers_marked`` marks, found once a line (not once a page it is tried on)."""
    figures = [_DIGITS.findall(printing) for printing in printings]
    return len(figures[0]), {i for i in range(len(figures[0])) if len({found[i] for found in figures if i < len(found)}) > 1}


def _page_numbers_marked(line: str, figures: int, varying: set[int]) -> str:
    """``line`` with each of its figures that is not the same in every printing of it (``_varying_figures``: ``varying``
    of the first ``figures``) as ``PRINTED``."""
    count = iter(range(figures))
    return _DIGITS.sub(lambda found: PRINTED if next(count) in varying else found.group(), line)


def page_join(before: Blocks, after: Blocks, wrap_width: int | None,
              goes_on: Callable[[str, str], bool] | None = None) -> str | None:
    """How the text of the page ``before`` continues into the page ``after``: "" or " " when its
    last line is a wrapped line of a sentence that goes on at the top of ``after``, else None.
    ``goes_on(last line, next line)`` (half-width, stripped): the layout is known to have wrapped the
    last line there, whatever its width (``wraps.PageEdges``)."""
    last, first = _edge(before, top=False)[:1], _edge(after, top=True)[:1]
    if not last or not first or before[last[0][0][0]][0] != "text" or after[first[0][0][0]][0] != "text":
        return None
    prev, nxt = to_halfwidth(last[0][1]), to_halfwidth(first[0][1])
    if is_table_line(prev) or is_table_line(nxt):
        return None
    wrapped = goes_on is not None and goes_on(prev.strip(), nxt.strip())
    prev, nxt = clean_line(prev, False), clean_line(nxt, False)
    return join_separator(prev, nxt, display_width(prev), wrap_width, wrapped=wrapped)
