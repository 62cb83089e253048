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
nothing but clause numbers and bullets, and it is read as the list it is.
"""

from __future__ import annotations

import ctypes
import re
from dataclasses import dataclass

from .sections import find_clause_number

MIN_ROWS = 3           # consecutive aligned lines that make a table (a header and two rows)
GAP_LINE_HEIGHTS = 1.5  # a gap wider than this many line heights separates two cells
ALIGN_PT = 2.5         # edges closer than this are aligned

_SPACES = re.compile(r"\s+")
# a list item's label standing alone: "a." "B)" "iv." "(c)" "5. 7. 1" (a bare "1" is a row number)
_LABEL = re.compile(r"\(?(?:\d{1,3}|[A-Za-z]|[ivxlcIVXLC]{1,5})[.)]|\((?:\d{1,3}|[A-Za-z]|[ivxlc]{1,5})\)"
                    r"|\d{1,3}(?:\s*\.\s*\d{1,3})+\.?")


@dataclass
class _Line:
    bottom: float
    top: float
    runs: list[tuple[float, float, float, float]]  # (left, bottom, right, top), left to right
    cells: list[tuple[float, float, list[int]]] | None = None  # (left, right, indexes of runs)


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


def aligned_runs(lines: list[_Line]) -> list[list[_Line]]:
    """Runs of at least ``MIN_ROWS`` consecutive lines of two cells or more, in the same columns."""
    runs: list[list[_Line]] = []
    current: list[_Line] = []
    for line in lines + [None]:
        if line is not None and len(line.cells) >= 2 and (not current or _same_columns(current[-1], line)):
            current.append(line)
            continue
        if len(current) >= MIN_ROWS:
            runs.append(current)
        current = [line] if line is not None and len(line.cells) >= 2 else []
    return runs


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
        rows = [[textpage.get_text_bounded(*_cell_box(line, cell)) for cell in line.cells] for line in run]
        if all(is_list_label(row[0]) for row in rows):
            continue
        keys = ["".join(_squeezed(cell) for cell in row) for row in rows]
        at = next((i for i in range(done, len(squeezed) - len(keys) + 1) if squeezed[i:i + len(keys)] == keys), None)
        if at is None:
            continue
        if at > done:
            blocks.append(("text", "\n".join(text_lines[done:at])))
        blocks.append(("table", [[cell.strip() for cell in row] for row in rows]))
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


def _cell_box(line: _Line, cell: tuple[float, float, list[int]]) -> tuple[float, float, float, float]:
    return cell[0], line.bottom, cell[1], line.top
