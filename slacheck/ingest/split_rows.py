"""Table rows that a page break cut in two: joined again, from the layout's geometry.

Word and LibreOffice let a table row break across pages by default: the part of each cell that
fits stays at the foot of one page and the rest starts the next, under the same column rules.
pdfplumber reads each page on its own, so the one row becomes two ("标准存 | 低于99.95%但等于或高
| 月度服务费用的" and "储 | 于99.90% | 10%"), and a credit tier would be read from the wrong cells.

A page's last table row and the next page's first one are one row cut by the break when

* the table is the last thing on its page and the table on the next page the first thing there
  (running headers and footers aside), their rows are plain cells (no merged cells) on the same
  column grid, and the next page's row is not the table's header repeated; and
* in every column the continuation goes on where a layout engine would have had to break: the
  column's cell is empty in the continuation (its text ended before the break), or the cell
  above holds text whose last line is full, as the first word of the continuation (a character
  of Chinese text, a word of English) would not have fitted at its end.

Two whole rows fail the second test in the columns whose text ends in a short last line (a
tier's "10%", a name), so they stay two rows; a row whose every cell ends in a full line at a
page break cannot be told apart and is joined. LibreOffice draws a rule under the part of a row
left at the foot of a page as under a whole row, so a rule there is no evidence either way.
"""

from __future__ import annotations

from dataclasses import dataclass

GRID_PT = 1.5        # column rules closer than this are the same rule
LINE_PT = 2.0        # characters whose tops differ by less than this are on one line
MAX_INSET_PT = 6.0   # a cell's inner margin is at most this (Word 5.4 pt, LibreOffice 2.8-4 pt)
FIT_SLACK_PT = 1.0   # rounding of glyph boxes


@dataclass(frozen=True)
class EdgeCell:
    """One cell of a table's first or last row, as the fit test needs it."""

    x0: float
    x1: float
    text: str
    inset: float | None = None      # first character's distance from the cell's left rule
    last_x1: float | None = None    # right end of the cell's last text line
    last_x0: float | None = None    # and its left end
    first_unit: float | None = None  # width of the first unbreakable unit of its first line


class TableRows(list):
    """A table's rows as read (lists of cell strings), with the geometry of its first and last
    rows (None where a row has merged cells) for ``join_split_rows``, and of its second row, the
    first once a repeated header row leaves (``drop_repeated_headers``)."""

    first: tuple[EdgeCell, ...] | None = None
    second: tuple[EdgeCell, ...] | None = None
    last: tuple[EdgeCell, ...] | None = None


class _Within:
    """The characters of a page that lie in a table's box: all ``Table.extract`` reads of its page."""

    def __init__(self, chars: list[dict]) -> None:
        self.chars = chars


def _middle_in(chars: list[dict], bbox: tuple[float, float, float, float]) -> list[dict]:
    """The characters whose middle lies in ``bbox`` (x0, top, x1, bottom), its edges included."""
    x0, top, x1, bottom = bbox
    return [c for c in chars if x0 <= (c["x0"] + c["x1"]) / 2 <= x1 and top <= (c["top"] + c["bottom"]) / 2 <= bottom]


def table_rows(page, table) -> TableRows:
    """``table.extract()`` with its edge rows' geometry (``page``: the pdfplumber page). Both read only
    the characters in the table's box (its rows and cells lie in it), not every one of the page."""
    from pdfplumber.table import Table

    chars = _middle_in(page.chars, table.bbox)
    rows = TableRows(Table(_Within(chars), table.cells).extract())
    if table.rows:
        rows.first = _edge_row(chars, table.rows[0], rows[0])
        rows.last = _edge_row(chars, table.rows[-1], rows[-1])
    if len(table.rows) > 1:
        rows.second = _edge_row(chars, table.rows[1], rows[1])
    return rows


def _edge_row(chars: list[dict], row, texts) -> tuple[EdgeCell, ...] | None:
    if any(cell is None for cell in row.cells):
        return None
    chars = [c for c in _middle_in(chars, row.bbox) if c["text"].strip()]
    cells = []
    for (cx0, _, cx1, _), text in zip(row.cells, texts):
        inside = sorted((c for c in chars if cx0 <= (c["x0"] + c["x1"]) / 2 <= cx1), key=lambda c: (c["top"], c["x0"]))
        lines = _lines(inside)
        if not lines:
            cells.append(EdgeCell(cx0, cx1, text or ""))
            continue
        first, last = lines[0], lines[-1]
        cells.append(EdgeCell(cx0, cx1, text or "", inset=first[0]["x0"] - cx0,
                              last_x1=max(c["x1"] for c in last), last_x0=min(c["x0"] for c in last),
                              first_unit=_first_unit(first)))
    return tuple(cells)


def _lines(chars: list[dict]) -> list[list[dict]]:
    lines: list[list[dict]] = []
    for char in chars:
        if lines and abs(char["top"] - lines[-1][0]["top"]) < LINE_PT:
            lines[-1].append(char)
        else:
            lines.append([char])
    return [sorted(line, key=lambda c: c["x0"]) for line in lines]


def _first_unit(line: list[dict]) -> float:
    """Width of what a line breaker keeps whole at the start of ``line``: a run of ASCII
    characters (a word, a number) or one character of other scripts (CJK breaks anywhere)."""
    start = line[0]
    end = start
    if start["text"].isascii():
        for char in line[1:]:
            if not char["text"].isascii() or char["x0"] - end["x1"] > char["width"] * 0.2 + 0.5:
                break
            end = char
    return end["x1"] - start["x0"]


def _same_grid(a: tuple[EdgeCell, ...], b: tuple[EdgeCell, ...]) -> bool:
    return len(a) == len(b) and all(abs(x.x0 - y.x0) <= GRID_PT and abs(x.x1 - y.x1) <= GRID_PT for x, y in zip(a, b))


def cut_by_break(above: TableRows, below: TableRows) -> bool:
    """Is ``below``'s first row the rest of ``above``'s last row, cut by a page break?"""
    last, first = above.last, below.first
    if last is None or first is None or not _same_grid(last, first):
        return False
    if not any(cell.text.strip() for cell in first):
        return False
    if above.first is not None and [c.text for c in above.first] == [c.text for c in first]:
        return False  # the header row, repeated on the next page
    insets = [c.inset for c in last + first if c.inset is not None]
    inset = min(max(min(insets), 0.0), MAX_INSET_PT) if insets else 0.0
    for top, bottom in zip(last, first):
        if not bottom.text.strip():
            continue
        if top.last_x1 is None or top.last_x0 is None or bottom.first_unit is None:
            return False
        # the room left on the last line, however it is aligned (left, centred, right, justified)
        room = (top.x1 - top.x0 - 2 * inset) - (top.last_x1 - top.last_x0)
        if room >= bottom.first_unit + FIT_SLACK_PT:
            return False  # the continuation's first word would have fitted on the line above
    return True


def join_split_rows(pages: list[list[tuple[str, object]]]) -> set[int]:
    """Join, in place, each page-final table row with its continuation at the top of the next
    page (``cut_by_break``); the continuation row leaves the next page's table. Returns the
    indexes of the pages changed."""
    changed: set[int] = set()
    for n in range(len(pages) - 1):
        above = _edge_table(pages[n], last=True)
        below = _edge_table(pages[n + 1], last=False)
        if above is None or below is None or not cut_by_break(above[1], below[1]):
            continue
        rows_above, rows_below = above[1], below[1]
        joined = TableRows(rows_above[:-1] + [[_join(a, b) for a, b in zip(rows_above[-1], rows_below[0])]])
        joined.first, joined.last = rows_above.first if len(rows_above) > 1 else None, None
        rest = TableRows(rows_below[1:])
        rest.first = None  # its first row is now a whole row, not a continuation
        rest.last = rows_below.last if len(rows_below) > 1 else None
        pages[n][above[0]] = ("table", joined)
        pages[n + 1][below[0]] = ("table", rest)
        changed.update((n, n + 1))
    return changed


def drop_repeated_headers(pages: list[list[tuple[str, object]]]) -> set[int]:
    """Leave out, in place, each table's header row repeated at the top of the next page (Word's
    and LibreOffice's "repeat header row", and what a layout program does by default): the first
    thing on the page is a table in the columns of the table ending the page before, and its first
    row holds the same cells as that table's first row, its header. The row is layout, as a running
    header is; read, it would be a row of data in the middle of the table. The row under it keeps
    its geometry, so that the rest of a row the break cut in two is joined to it after
    (``join_split_rows``). Returns the pages changed."""
    heads = [_edge_table(blocks, last=True) for blocks in pages]  # as read, before any row leaves
    heads = [None if head is None else _squeezed(head[1][0]) for head in heads]
    changed: set[int] = set()
    for n in range(1, len(pages)):
        below, above = _edge_table(pages[n], last=False), _edge_table(pages[n - 1], last=True)
        if below is None or above is None or heads[n - 1] is None or len(above[1]) < 2:
            continue
        if _squeezed(below[1][0]) != heads[n - 1] or not _same_columns(above[1], below[1]):
            continue
        rest = TableRows(below[1][1:])
        rest.first = below[1].second  # the row under the header, maybe the rest of a cut row
        rest.second = None
        rest.last = below[1].last if len(rest) else None
        if rest:
            pages[n][below[0]] = ("table", rest)
        else:
            del pages[n][below[0]]
        changed.add(n)
    return changed


def _squeezed(row: list[str | None]) -> list[str]:
    """A row's cells without their white space (a cell may wrap differently on another page)."""
    return ["".join((cell or "").split()) for cell in row]


def lone_pieces(pages: list[list[tuple[str, object]]]) -> set[int]:
    """Read, in place, each one-row table (kept as a table's piece a page break left at the top
    or the foot of a page: ``ruling.py``) as the text it is unless it is the first thing on its
    page, running lines aside, and goes on from the table that ends the page before, in the same
    columns, or the last thing on its page and goes on into the table that opens the next page, in
    the same columns (a boxed row under a page's heading, a form's line, a signature block at a
    page's foot, stay text). Returns the pages changed."""
    changed: set[int] = set()
    for n, blocks in enumerate(pages):
        first, last = _edge_table(blocks, last=False), _edge_table(blocks, last=True)
        above = _edge_table(pages[n - 1], last=True) if n else None
        below = _edge_table(pages[n + 1], last=False) if n + 1 < len(pages) else None
        for b, (kind, content) in enumerate(blocks):
            if kind != "table" or not isinstance(content, TableRows) or len(content) != 1:
                continue
            if first is not None and first[0] == b and above is not None and _same_columns(above[1], content):
                continue
            if last is not None and last[0] == b and below is not None and _same_columns(content, below[1]):
                continue
            blocks[b] = ("text", " ".join(cell or "" for cell in content[0]))
            changed.add(n)
    return changed


def _same_columns(above: TableRows, below: TableRows) -> bool:
    if above.last is not None and below.first is not None:
        return _same_grid(above.last, below.first)
    return len(above[-1]) == len(below[0])


def _join(top: str | None, bottom: str | None) -> str | None:
    if not bottom:
        return top
    if not top:
        return bottom
    return f"{top}\n{bottom}"


def _edge_table(blocks: list[tuple[str, object]], last: bool) -> tuple[int, TableRows] | None:
    """The page's first (last) block if it is a table with its geometry, text blocks left empty
    by running lines aside."""
    order = range(len(blocks) - 1, -1, -1) if last else range(len(blocks))
    for b in order:
        kind, content = blocks[b]
        if kind == "text" and not str(content).strip():
            continue
        if kind == "table" and isinstance(content, TableRows) and content:
            return b, content
        return None
    return None


def carried_headers(pages: list[list[tuple[str, object]]]) -> set[int]:
    """Move, in place, each table's header row that a page break left alone at the foot of a page
    (a one-row table, the last thing on its page, kept by ``lone_pieces``) down onto the table that
    opens the next page in its columns, as that table's first row: read apart, the header would be
    a line of words over nothing and the rows below it figures without their column names (a
    "Monthly Uptime Percentage" column's ">= 99.9%"). Where the next page repeats the header
    (``drop_repeated_headers`` keeps a header over rows only), the piece is the same row and is left
    out. Runs after ``join_split_rows``, which joins a row cut mid-cell first. Returns the pages changed."""
    changed: set[int] = set()
    for n in range(len(pages) - 1):
        above, below = _edge_table(pages[n], last=True), _edge_table(pages[n + 1], last=False)
        if above is None or below is None or len(above[1]) != 1 or not _same_columns(above[1], below[1]):
            continue
        piece, rows = above[1], below[1]
        if _squeezed(piece[0]) == _squeezed(rows[0]):
            moved = rows
        else:
            moved = TableRows(piece + rows)
            moved.first, moved.second, moved.last = piece.first, rows.first, rows.last
        pages[n][above[0]] = ("text", "")
        pages[n + 1][below[0]] = ("table", moved)
        changed.update((n, n + 1))
    return changed
