"""An HTML table's cells in the grid columns a browser shows them in, read once for every reader of HTML.

HTML left in a text file is read as tables by the extractor (``extract/tables.py``), HTML inside a Markdown file is
rewritten as pipe rows by its loader (``markdown.markup_read``): both place each cell by this grid, so a cell spanning
columns (``colspan``: "Monthly Uptime Percentage" over its "At least" / "Less than" sub-columns) or rows (``rowspan``:
"Service Credit" beside both header rows) leaves the columns it covers empty, as a DOCX's merged cells read
(``docx.py``), and every cell stands under its header.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

HTML_TABLE = re.compile(r"<table\b.*?</table\s*>", re.IGNORECASE | re.DOTALL)
# a tag's attributes up to its closing ">": a quoted value may hold a ">" of its own (title="uptime > 99%")
TAG_ATTRIBUTES = r"""(?:"[^"]*"|'[^']*'|[^'"<>])*"""
# a row is a <tr>, or a <thead> whose <th> cells stand without one (browsers accept "<thead><th>…</th></thead>")
HTML_ROW = re.compile(rf"<(?:tr|thead)\b{TAG_ATTRIBUTES}>(.*?)(?=</tr\s*>|</thead\s*>|<tr\b|</table)",
                      re.IGNORECASE | re.DOTALL)
_HTML_CELL = re.compile(rf"<t([dh])\b{TAG_ATTRIBUTES}>(.*?)(?=</t[dh]\s*>|<t[dh]\b|$)", re.IGNORECASE | re.DOTALL)
_COLSPAN = re.compile(r"\bcolspan\s*=\s*[\"']?\s*(\d+)", re.IGNORECASE)
_ROWSPAN = re.compile(r"\browspan\s*=\s*[\"']?\s*(\d+)", re.IGNORECASE)
MAX_SPAN = 64  # (a bound on a span's count, as docx.py bounds w:gridSpan)


@dataclass(frozen=True)
class Slot:
    """One grid column of a row: a cell (``kind`` "cell", ``text[start:end]`` its content between its tags, untrimmed),
    or a column a cell covers (empty, ``start == end``): "left" where a cell to its left spans it (at that cell's
    content end), "above" where a cell above spans it (where the next cell's tag, or the row's end, stands)."""

    start: int
    end: int
    kind: str = "cell"
    header: bool = False  # a <th>


def html_rows(text: str, start: int, end: int) -> Iterator[tuple[re.Match, list[Slot]]]:
    """The rows of the HTML table ``text[start:end]`` (``HTML_TABLE``'s match), each its match (``HTML_ROW``) and its
    slots, one per grid column it reaches; a row with no cell of its own is left out."""
    below: dict[int, int] = {}  # column -> rows still covered by a cell above spanning rows
    for r in HTML_ROW.finditer(text, start, end):
        slots: list[Slot] = []
        for c in _HTML_CELL.finditer(text, r.start(1), r.end(1)):
            _covered(slots, below, c.start())
            attrs, first = text[c.start():c.start(2)], len(slots)
            slots.append(Slot(c.start(2), c.end(2), "cell", c.group(1).lower() == "h"))
            slots.extend(Slot(c.end(2), c.end(2), "left") for _ in range(_span(attrs, _COLSPAN) - 1))
            for column in range(first, len(slots)):
                below[column] = _span(attrs, _ROWSPAN) - 1
        if slots:
            _covered(slots, below, r.end(1))
            yield r, slots
        for column in below:  # (a column past the row's last cell: covered all the same)
            if column >= len(slots) and below[column]:
                below[column] -= 1


def _covered(slots: list[Slot], below: dict[int, int], pos: int) -> None:
    """Empty slots (at ``pos``) for the columns next in ``slots`` that a cell above spanning rows covers."""
    while below.get(len(slots)):
        below[len(slots)] -= 1
        slots.append(Slot(pos, pos, "above"))


def _span(attrs: str, rx: re.Pattern) -> int:
    """The count a cell's ``colspan``/``rowspan`` attribute states, 1 where it states none, at most ``MAX_SPAN``."""
    found = rx.search(attrs)
    return min(max(int(found.group(1)), 1), MAX_SPAN) if found else 1


# a line opening with a tag, a comment or a doctype: "<p>", "</td>", "<!DOCTYPE html>"
_TAGGED_LINE = re.compile(r"[ \t]*<(?:[a-zA-Z][a-zA-Z0-9]*|/[a-zA-Z][a-zA-Z0-9]*|!--|!doctype)\b", re.IGNORECASE)
_HTML_OPENING = re.compile(r"\s*<(?:!doctype\s+html|html)\b", re.IGNORECASE)


def is_html_document(text: str) -> bool:
    """Is ``text`` (a .txt file's) an HTML document, a page saved with the suffix a tool asked for: it opens as one
    ("<!DOCTYPE html>", "<html>") or most of its lines open with a tag? Its text is then what a browser shows (its
    paragraphs and tables as a Markdown file's HTML is read), not its markup."""
    if _HTML_OPENING.match(text):
        return True
    lines = [line for line in text.split("\n") if line.strip()]
    return bool(lines) and sum(_TAGGED_LINE.match(line) is not None for line in lines) > len(lines) / 2


_ROW_END = re.compile(r"\s*</tr\s*>", re.IGNORECASE)
_INNER_TABLE = re.compile(r"<table\b", re.IGNORECASE)


def pipe_rows(text: str, start: int, end: int) -> list[tuple[int, int, str]]:
    """The HTML table ``text[start:end]`` written as a pipe table's rows ("| 99.0% to < 99.9% | 10% |"), a column a
    cell covers as an empty cell ("| Monthly Uptime Percentage |  | Service Credit |"): the markup around its cells'
    contents as ``(start, end, what it reads)``, in order (the contents themselves are left to their reader). None of
    it for a table holding another (a page's layout, read as its tags are) or with no cell."""
    if _INNER_TABLE.search(text, start + 1, end):
        return []
    out: list[tuple[int, int, str]] = []
    for r, slots in html_rows(text, start, end):
        cells = [k for k, slot in enumerate(slots) if slot.kind == "cell"]
        at, read = r.start(), "| " + " | " * cells[0]
        for k, j in zip(cells, cells[1:]):
            out.append((at, slots[k].start, read))
            at, read = slots[k].end, " | " * (j - k)
        out.append((at, slots[cells[-1]].start, read))
        last = slots[cells[-1]].end
        closed = _ROW_END.match(text, r.end())
        out.append((last, closed.end() if closed else r.end(), " | " * (len(slots) - 1 - cells[-1]) + " |\n"))
    return out
