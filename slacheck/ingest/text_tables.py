"""Tables a plain-text file sets out with spaces: columns aligned, perhaps a dashed rule under the header.

A quote, an e-mail or a text export lays a table out in fixed-width columns::

      项目          内容
      ------------  ------------------------------------------
      部署区域      华西-成都（天府可用区B）
      机房散热      风冷

Normalising collapses the space runs, so "部署区域 华西-成都" would read as one phrase and the extractor could
not tell a label from its value. Read before normalising, such a block becomes rows of cells separated as every
table's are (" | "), and is listed as the document's table:

- under a rule of two or more dashed groups (one per column, spaces between), every line down to the next blank
  line is a row; each cell (text between runs of two spaces or more) goes to the column its start stands in. A line
  whose first cell starts right of the first column goes on with the row above (a value wrapped in its column);
  a rule between the rows or under the last is dropped;
- without a rule, at least ``MIN_ROWS`` consecutive lines cut into the same number of cells (two or more), each cell
  aligned (by its start or its end) with the one above it, are a table.

Prose stays prose: a sentence with two spaces in it ("end.  Next.") is one line, not a run of aligned lines; a list
whose labels stand in a column of their own ("1.  服务期限…", "(a)  …") is the list it is (``aligned.is_list_label``),
and a contents page (headings and page numbers) is not a table (``aligned.is_contents``). Lines with tabs or pipes
are left to the readers of those layouts.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from .aligned import is_contents, is_list_label
from .assemble import CELL_SEPARATOR
from .normalise import cjk_edge, display_width

MIN_ROWS = 3  # consecutive aligned lines, without a rule, that make a table (a header and two rows)

_GAP = re.compile(r"[ \u00a0\u3000]{2,}")
_RULE = re.compile(r"[ \u3000]*[-=─━]{2,}(?:[ \u3000]+[-=─━]{2,})+[ \u3000]*")
_INDENT = re.compile(r"[ \u00a0\u3000]*")


@dataclass
class _Cell:
    column: int   # display column its first character stands in
    end_column: int
    start: int    # offsets in the line
    end: int


@dataclass
class TextTable:
    """A table found in the text: its first and last line (indexes, its rules included) and its rows, each a list of
    cells, each cell the pieces of lines it is written on (a value wrapped in its column is two)."""
    first: int
    last: int
    rows: list[list[list[tuple[int, int, int]]]]  # row -> column -> pieces (line index, start, end)


@functools.lru_cache(maxsize=4096)
def _cells(line: str) -> tuple[_Cell, ...]:
    """The cells of ``line``: its text between runs of two spaces or more, where each stands (asked of a line by each
    reading of the lines around it: kept)."""
    indent = _INDENT.match(line).end()
    cells: list[_Cell] = []
    pos = indent
    for gap in [*_GAP.finditer(line, indent), None]:
        stop = gap.start() if gap else len(line.rstrip(" \u00a0\u3000\r"))
        if stop > pos:
            column = display_width(line[:pos])
            cells.append(_Cell(column, column + display_width(line[pos:stop]), pos, stop))
        if gap:
            pos = gap.end()
    return tuple(cells)


def _usable(line: str) -> bool:
    return bool(line.strip()) and "\t" not in line and "|" not in line


def find_text_tables(lines: list[str]) -> list[TextTable]:
    """The space-aligned tables among ``lines`` (a plain-text file's lines, as read)."""
    found: list[TextTable] = []
    i = 0
    while i < len(lines):
        table = _ruled(lines, i) or _unruled(lines, i)
        if table is None:
            i += 1
            continue
        found.append(table)
        i = table.last + 1
    return found


def _ruled(lines: list[str], header: int) -> TextTable | None:
    """A header at ``header``, a dashed rule of two columns or more under it, and the rows down to a blank line."""
    if header + 2 >= len(lines) or not _usable(lines[header]) or not _RULE.fullmatch(lines[header + 1].rstrip("\r")):
        return None
    rule = lines[header + 1]
    starts = [display_width(rule[:m.start()]) for m in re.finditer(r"[-=─━]{2,}", rule)]
    head = _placed(lines[header], header, starts)
    if head is None or sum(1 for cell in head if cell) < 2:
        return None
    rows = [head]
    last = header + 1
    for n in range(header + 2, len(lines)):
        if not _usable(lines[n]):
            break
        if _RULE.fullmatch(lines[n].rstrip("\r")):  # a rule between rows, or closing the table
            last = n
            continue
        row = _placed(lines[n], n, starts)
        if row is None:
            break
        if row[0]:
            rows.append(row)
        elif len(rows) > 1:  # a value wrapped inside its column: it goes on with the row above
            for column, pieces in enumerate(row):
                rows[-1][column].extend(pieces)
        else:
            break
        last = n
    if len(rows) < 2 or _is_list(lines, rows):
        return None
    return TextTable(header, last, rows)


def _placed(line: str, n: int, starts: list[int]) -> list[list[tuple[int, int, int]]] | None:
    """The cells of ``line`` placed in the columns starting at display columns ``starts``: each in the column its start
    stands in. None when the line is no row: two cells in one column, or a line of prose alone across the columns."""
    cells = _cells(line)
    if len(cells) == 1 and cells[0].column < starts[1] <= cells[0].end_column:
        return None
    row: list[list[tuple[int, int, int]]] = [[] for _ in starts]
    for cell in cells:
        column = max((k for k, start in enumerate(starts) if start <= cell.column), default=0)
        if row[column]:
            return None
        row[column].append((n, cell.start, cell.end))
    return row


def _unruled(lines: list[str], first: int) -> TextTable | None:
    """At least ``MIN_ROWS`` lines from ``first`` cut into the same columns, each aligned with the line above."""
    run: list[tuple[_Cell, ...]] = []
    for n in range(first, len(lines)):
        cells = _cells(lines[n]) if _usable(lines[n]) else ()
        if len(cells) < 2 or (run and not _same_columns(run[-1], cells)):
            break
        run.append(cells)
    if len(run) < MIN_ROWS:
        return None
    rows = [[[(first + k, cell.start, cell.end)] for cell in cells] for k, cells in enumerate(run)]
    if _is_list(lines, rows):
        return None
    return TextTable(first, first + len(run) - 1, rows)


def _same_columns(above: tuple[_Cell, ...], below: tuple[_Cell, ...]) -> bool:
    return len(above) == len(below) and all(a.column == b.column or a.end_column == b.end_column
                                            for a, b in zip(above, below))


def _is_list(lines: list[str], rows: list[list[list[tuple[int, int, int]]]]) -> bool:
    """Are the rows a list set out in columns (labels alone in the first) or a contents page?"""
    texts = [[cell_text(lines, pieces) for pieces in row] for row in rows]
    labels = [row[0] for row in texts[1:] if row[0]]
    return (bool(labels) and all(is_list_label(label) for label in labels)) or is_contents(texts)


def cell_text(lines: list[str], pieces: list[tuple[int, int, int]]) -> str:
    """A cell's text, its wrapped lines joined (without a space inside CJK text)."""
    text = ""
    for n, start, end in pieces:
        piece = lines[n][start:end]
        text = piece if not text else text + ("" if cjk_edge(text, piece) else " ") + piece
    return text


def tabled_text(raw: str) -> tuple[str, list[tuple[int, int]], list[tuple[int, int]]]:
    """``raw`` with its space-aligned tables (``find_text_tables``) written as rows of cells separated by " | ", their
    rules dropped; the anchors ``(offset, raw offset)`` mapping it back (``offsets``), and each table's span in it."""
    lines = raw.split("\n")
    tables = find_text_tables(lines)
    if not tables:
        return raw, [(0, 0)], []
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    parts: list[str] = []
    anchors: list[tuple[int, int]] = [(0, 0)]
    spans: list[tuple[int, int]] = []
    length = done = 0  # length of the text written, raw offset copied up to
    for table in tables:
        kept = raw[done:starts[table.first]]
        parts.append(kept)
        length += len(kept)
        table_start = length
        for r, row in enumerate(table.rows):
            if r:
                anchors.append((length, starts[row_line(row)]))
                parts.append("\n")
                length += 1
            for c, pieces in enumerate(row):
                if c:
                    anchors.append((length, _after(row[:c], starts) or starts[row_line(row)]))
                    parts.append(CELL_SEPARATOR)
                    length += len(CELL_SEPARATOR)
                text = ""
                for n, start, end in pieces:
                    piece = lines[n][start:end]
                    if text:
                        join = "" if cjk_edge(text, piece) else " "
                        anchors.append((length, starts[n] + start - len(join)))
                        parts.append(join)
                        length += len(join)
                    anchors.append((length, starts[n] + start))
                    parts.append(piece)
                    length += len(piece)
                    text += piece
        spans.append((table_start, length))
        done = starts[table.last] + len(lines[table.last])
        anchors.append((length, done))
    parts.append(raw[done:])
    return "".join(parts), anchors, spans


def row_line(row: list[list[tuple[int, int, int]]]) -> int:
    """The line a row starts on."""
    return min(n for pieces in row for n, _, _ in pieces)


def _after(cells: list[list[tuple[int, int, int]]], starts: list[int]) -> int | None:
    """Raw offset right after the last piece of the cells given (None when they are empty)."""
    pieces = [piece for pieces in cells for piece in pieces]
    if not pieces:
        return None
    n, _, end = max(pieces)
    return starts[n] + end
