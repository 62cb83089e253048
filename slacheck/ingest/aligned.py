"""Borderless tables of a PDF page: columns set by position alone, found from pdfium's text runs.

A table without ruling (Word's "no borders", a WPS level/credit table, columns set with tab
stops) gives pdfplumber nothing to find, and pdfium's text reads each row as its cells run
together ("白金级 99.99% 月费的 30%"): the extractor cannot tell a level from its credit. pdfium
already knows where each run of text sits (``FPDFText_CountRects``, one rectangle per run of
characters on a line, no layout pass), so a row's cells are the runs a wide gap separates.

Several consecutive lines (``MIN_ROWS``) that are all cut by wide gaps into the same number of
cells, each cell aligned with the one above it (left edges, right edges or centres: text,
right-aligned figures, centred headings), are a table; they are read as one, cells separated
as every table's are. A paragraph's lines are single runs, however its justification stretches
the word gaps, and a line with a wide gap alone (a signature line, a heading with its page
number) is not a run of aligned lines, so prose stays prose. Nor is a list whose labels stand
in a column of their own ("1.1." or "•", a tab, the item's text): its first column holds
nothing but clause numbers and bullets, and it is read as the list it is. A cell whose text wraps
inside its column puts a line of fewer cells under its row, each inside one of the row's columns:
that line goes on with the row, so the table is not cut in two there. Under the last row, where a
paragraph after the table may stand too, such a line goes on with the row only while it is spaced as
the table's lines are (no wider gap above it than between any two of them) and holds a cell right of
the first column: a paragraph's line starts at the left, in the first column's span, and so does a
short line under a table ("Notes"); the last row's address or wrapped value, one line a field, does not.
A contents page set with a right tab (a heading, a gap, its page number) is aligned too, but its
headings open with clause numbers (or lead to the number with dots) and its page numbers do not
go down: it is read as the lines it prints.
"""

from __future__ import annotations

import ctypes
import itertools
import re
from dataclasses import dataclass
from typing import Callable

from .normalise import drops_space
from .sections import find_clause_number

MIN_ROWS = 3           # consecutive aligned lines that make a table (a header and two rows)
GAP_LINE_HEIGHTS = 1.5  # a gap wider than this many line heights separates two cells
ALIGN_PT = 2.5         # edges closer than this are aligned
SPACE_GAP_EMS = 2.0     # a gap between words as wide as this many line heights is no word's space but a cell's end
GAP_SLACK_PT = 1.0     # a line under the last row spaced as the table's lines are: its gap above no wider than theirs + this

_SPACES = re.compile(r"\s+")
_NON_SPACE_OR_SPACE = re.compile(r"\S+|\s+")
# a list item's label standing alone: "a." "B)" "iv." "(c)" "5. 7. 1" (a bare "1" is a row number)
_LABEL = re.compile(r"\(?(?:\d{1,3}|[A-Za-z]|[ivxlcIVXLC]{1,5})[.)]|\((?:\d{1,3}|[A-Za-z]|[ivxlc]{1,5})\)"
                    r"|\d{1,3}(?:\s*\.\s*\d{1,3})+\.?")
# a contents entry's page number (arabic or roman), its dot leader, a label like "A:" (an appendix's)
_PAGE_NUMBER = re.compile(r"\d{1,4}|[ivxlc]{1,7}|[IVXLC]{1,7}")
_LEADER = re.compile(r"(?:[ \t]*[.…·_]){3,}[ \t]*$")
_COLON_LABEL = re.compile(r"[A-Z\d]{1,3}[:：]")


@dataclass
class _Line:
    bottom: float
    top: float
    runs: list[tuple[float, float, float, float]]  # (left, bottom, right, top), left to right
    cells: list[tuple[float, float, list[int]]] | None = None  # (left, right, indexes of runs)
    columns: list[int] | None = None  # a row's continuation line: the row's column of each cell


def _lines(rects: list[tuple[float, float, float, float]]) -> list[_Line]:
    """The page's runs grouped into lines, top to bottom (a run joins a line its middle is in)."""
    lines: list[_Line] = []
    for rect in sorted(rects, key=lambda r: (-r[3], r[0])):
        middle = (rect[1] + rect[3]) / 2
        line = lines[-1] if lines and lines[-1].bottom <= middle <= lines[-1].top else None  # tops descend
        if line is None:
            lines.append(_Line(rect[1], rect[3], [rect]))
        else:
            line.runs.append(rect)
            line.bottom, line.top = min(line.bottom, rect[1]), max(line.top, rect[3])
    for line in lines:
        if len(line.runs) == 1:
            line.cells = [(line.runs[0][0], line.runs[0][2], [0])]
            continue
        line.runs.sort(key=lambda r: r[0])
        gap = GAP_LINE_HEIGHTS * (line.top - line.bottom)
        cells: list[tuple[float, float, list[int]]] = []
        for i, (left, _, right, _) in enumerate(line.runs):
            if cells and left - cells[-1][1] <= gap:
                cells[-1] = (cells[-1][0], max(cells[-1][1], right), cells[-1][2] + [i])
            else:
                cells.append((left, right, [i]))
        line.cells = cells
    return lines


def _aligned(a: tuple[float, float, list[int]], b: tuple[float, float, list[int]]) -> bool:
    return (abs(a[0] - b[0]) <= ALIGN_PT or abs(a[1] - b[1]) <= ALIGN_PT
            or abs((a[0] + a[1]) / 2 - (b[0] + b[1]) / 2) <= ALIGN_PT)


def _same_columns(above: _Line, below: _Line) -> bool:
    return len(above.cells) == len(below.cells) and all(_aligned(a, b) for a, b in zip(above.cells, below.cells))


def aligned_runs(lines: list[_Line]) -> list[list[list[_Line]]]:
    """Runs of at least ``MIN_ROWS`` consecutive rows of two cells or more, in the same columns;
    a row is its line, and the lines below it that continue its cells (``_continues``: a cell's
    text wrapped inside its column) when another row of the run follows them, or under the last
    row those ``_trailing`` keeps."""
    runs: list[list[list[_Line]]] = []
    current: list[list[_Line]] = []
    pending: list[_Line] = []  # lines continuing the last row, kept if a row follows them
    for line in lines + [None]:
        if line is not None and len(line.cells) >= 2 and (not current or _same_columns(current[-1][0], line)):
            current[-1:] = [current[-1] + pending] if current else []
            current.append([line])
            pending = []
            continue
        if line is not None and current and _continues(current[-1][0], (pending or current[-1])[-1], line):
            pending.append(line)
            continue
        if len(current) >= MIN_ROWS:
            kept = _trailing(current, pending)
            current[-1] = current[-1] + pending[:kept]
            pending = pending[kept:]
            runs.append(current)
        for left_out in pending:  # below the run's last row: not the run's
            left_out.columns = None
        current, pending = ([[line]] if line is not None and len(line.cells) >= 2 else []), []
    return runs


def _trailing(rows: list[list[_Line]], pending: list[_Line]) -> int:
    """How many of ``pending`` (the lines under the run's last row that continue its cells) are the
    row's: the first ones spaced as the run's lines are (``GAP_SLACK_PT``) with a cell right of the
    first column, up to the first that is not (a line in the first column alone may be a paragraph's)."""
    lines = [line for row in rows for line in row]
    spacing = max(above.bottom - below.top for above, below in zip(lines, lines[1:]))
    kept, above = 0, lines[-1]
    for line in pending:
        if above.bottom - line.top > spacing + GAP_SLACK_PT or line.columns == [0]:
            break
        kept, above = kept + 1, line
    return kept


def _continues(row: _Line, above: _Line, line: _Line) -> bool:
    """Does ``line`` (right under ``above``, the last line of ``row``) go on with some of ``row``'s
    cells: fewer cells than the row, each aligned with one of the row's, in order, and inside its
    column (short of the next column's left edge)? Sets ``line.columns``."""
    if len(line.cells) >= len(row.cells) or above.bottom - line.top > line.top - line.bottom:
        return False
    columns: list[int] = []
    for cell in line.cells:
        start = columns[-1] + 1 if columns else 0
        j = next((j for j in range(start, len(row.cells)) if _aligned(row.cells[j], cell)), None)
        if j is None or (j + 1 < len(row.cells) and cell[1] > row.cells[j + 1][0]):
            return False
        columns.append(j)
    line.columns = columns
    return True


def _rects(textpage, count: int) -> list[tuple[float, float, float, float]]:
    """pdfium's text runs (left, bottom, right, top): ``PdfTextPage.get_rect``, its doubles reused."""
    import pypdfium2.raw as raw

    left, bottom, right, top = (ctypes.c_double() for _ in range(4))
    rects = []
    for index in range(count):
        raw.FPDFText_GetRect(textpage.raw, index, left, top, right, bottom)
        rects.append((left.value, bottom.value, right.value, top.value))
    return rects


def _squeezed(text: str) -> str:
    return _SPACES.sub("", text)


def page_lines(textpage) -> list[_Line]:
    """The page's lines of text runs, top to bottom, each cut into cells at its wide gaps."""
    return _lines(_rects(textpage, textpage.count_rects()))


def gapped_bands(lines: list[_Line]) -> list[tuple[float, float]]:
    """(bottom, top) of each line a wide gap cuts in two or more cells (a tab's gap)."""
    return [(line.bottom, line.top) for line in lines if len(line.cells) >= 2]


def cell_gaps(textpage, lines: list[_Line]) -> Callable[[str], str]:
    """How a page's text reads with the cells of its lines set apart by position alone kept apart: each wide gap
    (``page_lines``: wider than ``GAP_LINE_HEIGHTS``, a tab's, not a word's) a tab, a cell separator, in a line where
    normalising would otherwise drop the gap's space (between CJK and figures: "低于 95%", a gap, "月度服务费的 100%"
    would read "低于95%月度服务费的100%", two cells run into one) and in the lines cut into as many cells right above
    and below it (its table's header and rows). Elsewhere a wide gap reads as the space it is read as (a list item's
    hanging indent, a contents line's page number). A gap after a list's label ("3.2", a tab, "赔偿申请时限") is the
    item's own, and a line with a pipe is cut at its pipes: both left as read. The text's lines are found by their
    characters (spaces aside), as ``aligned_blocks`` finds them; a line not found is left as read."""
    gapped: list[tuple[int, list[str]]] = []  # (index in ``lines``, its cells' characters) of each line with cells
    read: dict[int, list[str]] = {}  # its cells as read, spaces kept
    for k, line in enumerate(lines):
        if len(line.cells) < 2:
            continue
        read[k] = [textpage.get_text_bounded(*_cell_box(line, cell)).strip() for cell in line.cells]
        cells = [_squeezed(cell) for cell in read[k]]
        if all(cells) and not is_list_label(cells[0]) and not any("|" in cell for cell in cells):
            gapped.append((k, cells))
    cuts: dict[str, list[int]] = {}  # a line's characters -> where (in them) its cells end
    for group in _neighbours(gapped):
        if any(drops_space(a, b) for _, cells in group for a, b in zip(cells, cells[1:])) or _rows_apart([(k, read[k]) for k, _ in group], lines):
            for _, cells in group:
                cuts.setdefault("".join(cells), list(itertools.accumulate(len(cell) for cell in cells))[:-1])
    if not cuts:
        return as_read

    def tabbed(text: str) -> str:
        return "\n".join(_tabbed(line, cuts[key]) if (key := _squeezed(line)) in cuts else line
                         for line in text.split("\n"))

    return tabbed


def _rows_apart(group: list[tuple[int, list[str]]], lines: list[_Line]) -> bool:
    """Are ``group``'s lines (one right under the other, each cut into as many cells, as read) a table's rows whose gaps read
    as spaces would run their cells together ("99.0%", a gap, "10%" read "99.0% 10%"; a header read on into the row
    under it): two lines or more, each gap far wider than a word's (``SPACE_GAP_EMS`` of its characters), none
    inside a sentence (a word going on lowercase after the gap) and no contents page's headings and page numbers
    (``is_contents``; nor, unnumbered, headings each ending in a page number that does not go down: a bare figure
    after a gap is read as before)?"""
    rows = [cells for _, cells in group]
    if len(group) < 2 or is_contents(rows) or _page_numbered(rows):
        return False
    for k, cells in group:
        line = lines[k]
        gaps = [right_cell[0] - left_cell[1] for left_cell, right_cell in zip(line.cells, line.cells[1:])]
        if min(gaps) < SPACE_GAP_EMS * (line.top - line.bottom):
            return False
        if any(a[-1:].isalpha() and b[:1].islower() for a, b in zip(cells, cells[1:])):
            return False
    return True


def _page_numbered(rows: list[list[str]]) -> bool:
    """Does every row of ``rows`` (a header over them aside) end in a bare page number, the numbers not going down?"""
    ends = [row[-1] for row in rows]
    ends = ends[1:] if not any(ch.isdigit() for ch in "".join(rows[0])) else ends
    numbers = [int(end) for end in ends if end.isdigit()]
    return bool(ends) and all(_PAGE_NUMBER.fullmatch(end) for end in ends) and numbers == sorted(numbers)


def _neighbours(gapped: list[tuple[int, list[str]]]) -> list[list[tuple[int, list[str]]]]:
    """``gapped`` lines in groups of lines one right under the other, each cut into as many cells."""
    groups: list[list[tuple[int, list[str]]]] = []
    for k, cells in gapped:
        if groups and groups[-1][-1][0] == k - 1 and len(groups[-1][-1][1]) == len(cells):
            groups[-1].append((k, cells))
        else:
            groups.append([(k, cells)])
    return groups


def as_read(text: str) -> str:
    """The text as read (``cell_gaps`` of a page without wide gaps)."""
    return text


def _tabbed(line: str, cuts: list[int]) -> str:
    """``line`` with a tab for the spaces (or none) after each ``cuts``-th of its characters, spaces aside."""
    out: list[str] = []
    seen = 0
    at = iter(cuts)
    cut = next(at, None)
    for match in _NON_SPACE_OR_SPACE.finditer(line):
        piece = match.group()
        if piece[0].isspace():
            out.append("\t" if cut is not None and seen == cut else piece)
            cut = next(at, None) if cut is not None and seen == cut else cut
            continue
        while cut is not None and seen < cut < seen + len(piece):  # a cell ending with no space after it
            out.append(piece[:cut - seen] + "\t")
            piece, seen = piece[cut - seen:], cut
            cut = next(at, None)
        out.append(piece)
        seen += len(piece)
    return "".join(out)


def aligned_blocks(textpage, text: str, lines: list[_Line]) -> list[tuple[str, object]] | None:
    """The page's blocks with each borderless table read as one ("text" before it, "table"
    rows, "text" after), or None when the page has none (or its rows cannot be found in
    ``text``, pdfium's text of the page, line for line). ``lines``: ``page_lines(textpage)``."""
    runs = aligned_runs(lines)
    if not runs:
        return None
    text_lines = text.replace("\r\n", "\n").split("\n")
    squeezed = [_squeezed(line) for line in text_lines]
    blocks: list[tuple[str, object]] = []
    done = 0  # text lines already in blocks
    for run in runs:
        rows = []
        keys = []  # each line's text, squeezed, as it stands in ``text``
        for row_lines in run:
            row = [[] for _ in row_lines[0].cells]
            for line in row_lines:
                cells = [textpage.get_text_bounded(*_cell_box(line, cell)) for cell in line.cells]
                for j, cell in zip(line.columns or range(len(cells)), cells):
                    row[j].append(cell.strip())
                keys.append("".join(_squeezed(cell) for cell in cells))
            rows.append(["\n".join(part for part in parts if part) for parts in row])
        if all(is_list_label(row[0]) for row in rows) or is_contents(rows):
            continue
        at = next((i for i in range(done, len(squeezed) - len(keys) + 1) if squeezed[i:i + len(keys)] == keys), None)
        if at is None:
            continue
        if at > done:
            blocks.append(("text", "\n".join(text_lines[done:at])))
        blocks.append(("table", rows))
        done = at + len(keys)
    if not any(kind == "table" for kind, _ in blocks):
        return None
    if done < len(text_lines):
        blocks.append(("text", "\n".join(text_lines[done:])))
    return blocks


def is_list_label(cell: str) -> bool:
    """Is ``cell`` a list item's label alone: a clause number ("1.1.", "(a)", "iv.", "第三条") or a bullet?"""
    text = cell.strip()
    if (len(text) == 1 and not text.isalnum()) or _LABEL.fullmatch(text):
        return True
    found = find_clause_number(text)
    return found is not None and not text[found.end:].strip(".、)） ")


def is_contents(rows: list[list[str]]) -> bool:
    """Are ``rows`` a contents page's entries, each a heading and its page number, not a table: every
    row (a header such as "Section | Page" aside) ends in a page number, the numbers do not go down,
    and each heading opens with a clause number or label ("Section 2.01", "3.2", "A:") or is led to its
    number by dots (a leader printed apart from the title is no cell)? A table of figures ("Priority 1 |
    4 hours", tiers, quantities) has no clause numbers down its first column."""
    numbers: list[int] = []
    entries = 0
    for n, row in enumerate(rows):
        cells = [cell.strip() for cell in row if cell.strip() and not _LEADER.fullmatch(cell.strip())]
        led = len(cells) < len([cell for cell in row if cell.strip()])  # a leader of its own
        if n == 0 and not any(ch.isdigit() for cell in cells for ch in cell):
            continue  # the contents' own header line
        if len(cells) < 2 or not _PAGE_NUMBER.fullmatch(cells[-1]):
            return False
        heading = " ".join(cells[:-1])
        if not (led or _LEADER.search(heading) or _opens_with_label(cells[0])):
            return False
        if cells[-1].isdigit():
            numbers.append(int(cells[-1]))
        entries += 1
    return entries >= MIN_ROWS - 1 and numbers == sorted(numbers)


def _opens_with_label(cell: str) -> bool:
    """Does ``cell`` open with a clause number or a list label ("Section 2.01 …", "3.2 …", "A:", "(b)")?"""
    found = find_clause_number(cell)
    return (found is not None and found.start == 0) or is_list_label(cell.split()[0]) or _COLON_LABEL.fullmatch(cell) is not None


def _cell_box(line: _Line, cell: tuple[float, float, list[int]]) -> tuple[float, float, float, float]:
    return cell[0], line.bottom, cell[1], line.top
