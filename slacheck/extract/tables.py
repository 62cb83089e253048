"""Tables as rows of cells, whatever layout the contract was written in.

Real documents put their credit tiers and prices in tables of many shapes: Markdown pipe
tables (also tab-indented, with ``:::`` for a cell merged with the one above), HTML
``<table>`` inside Markdown or text, tab-separated lines, and the ``a | b | c`` rows that
ingest renders PDF ruled tables and DOCX tables into (ingest/assemble.py). Every layout is
read here into one model, so a reader that needs a table ("which column is the credit?")
asks once, not once per layout.

Offsets are into the text that was read (the extractor reads the matching view and maps
spans back to ``Document.text`` with ``View.to_source``). The readers scan lines and tags
with regular expressions, never character by character, so a 200-page contract costs
little more than its line count.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from ..ingest.html_tables import HTML_TABLE, html_rows
from ..ingest.markdown import is_delimiter_row
from .sentences import RULE_CHARACTERS

MERGED = ":::"  # a Markdown table cell continuing the cell above (markdown-it / Pandoc grid tables)

_PIPE = re.compile(r"(?<!\\)\|")  # "\|" is an escaped pipe inside a cell
_TAG = re.compile(r"</?[A-Za-z!][^<>]*>|&#x?[0-9a-fA-F]+;|&nbsp;")
_DIGIT = re.compile(r"\d")
_TAB = re.compile("\t")


@dataclass(frozen=True)
class Cell:
    """One cell: ``text[start:end]``, trimmed of the spaces and separators around it."""

    start: int
    end: int
    header: bool = False  # an HTML <th>


@dataclass(frozen=True)
class Row:
    start: int
    end: int
    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class Table:
    """Rows of cells, in order; ``layout`` is "lines" (pipe or tab rows) or "html"."""

    start: int
    end: int
    rows: tuple[Row, ...]
    layout: str

    def header(self, text: str) -> Row | None:
        """The header row: the first row when it states no number (or is all <th>), or when a
        Markdown delimiter row follows it ("| GPU(Tesla P4) | 按量计费 |" over "| --- | --- |")."""
        if not self.rows:
            return None
        first = self.rows[0]
        if first.cells and all(c.header for c in first.cells):
            return first
        if len(self.rows) > 1 and not _DIGIT.search(cell_text(text, Cell(first.start, first.end))):
            return first
        if len(self.rows) > 1 and is_delimiter_row(text[first.end:self.rows[1].start].strip()):
            return first
        return None

    def body(self, text: str) -> tuple[Row, ...]:
        return self.rows[1:] if self.header(text) is not None else self.rows


def cell_text(text: str, cell: Cell) -> str:
    """A cell's text as a reader sees it: HTML tags blanked out, entities and Markdown
    escapes (``&lt;``, ``\\>``) as their characters, padded so offsets stay those of ``text``."""
    raw = text[cell.start:cell.end]
    if "<" in raw or "&" in raw:
        raw = _TAG.sub(lambda m: " " * len(m.group()), raw)
        raw = _ENTITY.sub(lambda m: _ENTITIES[m.group().lower()].ljust(len(m.group())), raw)
    if "\\" in raw:
        raw = _ESCAPE.sub(lambda m: m.group(1) + " ", raw)
    return raw


_ENTITIES = {"&lt;": "<", "&gt;": ">", "&le;": "≤", "&ge;": "≥", "&amp;": "&"}
_ENTITY = re.compile("|".join(_ENTITIES), re.IGNORECASE)
_ESCAPE = re.compile(r"\\([<>|*_\[\]#-])")


class Tables(tuple):
    """The tables of one text, by position, with their starts and row starts indexed once
    (a reader asks "which row holds this number?" for every number of a long contract)."""

    def __new__(cls, tables):
        obj = super().__new__(cls, tables)
        obj.starts = [t.start for t in obj]
        obj.row_starts = [[r.start for r in t.rows] for t in obj]
        return obj


def read_tables(text: str) -> Tables:
    """Every table in ``text``: HTML tables, then pipe/tab line tables outside them, by position."""
    html = [_html_table(m) for m in HTML_TABLE.finditer(text)]
    html = [t for t in html if t.rows]
    spans = [(t.start, t.end) for t in html]
    lines = [_unflattened(text, t) for t in _line_tables(text) if not _inside(spans, t.start)]
    return Tables(sorted(html + lines, key=lambda t: t.start))


def _unflattened(text: str, table: Table) -> Table:
    """``table``, or, when it is a whole table run into one row, that table's rows. A web page's table copied one cell a
    line ("Covered Service |" / "Monthly Uptime Percentage |" / "Instances in Multiple Zones |" / ">= 99.99% |" / "A
    Single Instance |" / ">= 99.5% |", Compute Engine's SLA) is read as one row of six cells: its rows are the runs of
    ``width`` cells for the one width that fits, the first run stating no figure (the header), each later one a figure,
    in the columns of the last run's (``_same_columns``), two runs at least under the header. No width or two widths that fit: the row as
    it is (a row of figures alone, "99.9% | 10% | 99% | 25%", has no header to count its width by)."""
    if len(table.rows) != 1 or table.layout != "lines":
        return table
    cells = [c for c in table.rows[0].cells if c.start < c.end]
    figured = [bool(_DIGIT.search(cell_text(text, c))) for c in cells]
    fits = [width for width in range(2, len(cells) // 3 + 1)
            if len(cells) % width == 0 and not any(figured[:width])
            and _same_columns([figured[k:k + width] for k in range(width, len(cells), width)])]
    if len(fits) != 1:
        return table
    width = fits[0]
    runs = [tuple(cells[k:k + width]) for k in range(0, len(cells), width)]
    return Table(table.start, table.end, tuple(Row(run[0].start, run[-1].end, run) for run in runs), table.layout)


def _same_columns(runs: list[list[bool]]) -> bool:
    """Do ``runs`` (whether each cell states a figure) hold their figures in the same columns: each run a figure, and
    each as the last run, or, where a run's other cells are words, the columns of its figures the last run's too ("100%
    to 99.7% |" / "No Service Level Credit |" over "< 93.9% |" / "40% |": a band that earns no credit, said in words)?"""
    last = runs[-1]
    return all(any(run) and all(not f or g for f, g in zip(run, last)) for run in runs)


# what may stand between the pieces of one table delivered in pieces: blank lines and Markdown delimiter rows
# ("| --- | --- |" under each one-row table), and, after a header that stands alone, Markdown headings too
_PIECE_GAP = re.compile(r"(?:[ \t]*(?:[|:+=\-][\s|:+=\-]*)?\n)*[ \t]*")
_PIECE_GAP_HEADINGS = re.compile(r"(?:[ \t]*(?:[|:+=\-][\s|:+=\-]*|#[^\n]*)?\n)*[ \t]*")


def joined_pieces(text: str, tables: list[Table]) -> Tables:
    """``tables`` with each table delivered in pieces read as one: an HTML page flattened to
    Markdown (or HTML that writes each row as a ``<table>`` of its own) gives a header, then
    one one-row table per row ("| < 99.95% | 10% |"), with blank lines between. A one-row
    table of figures joins the table before it when the row is as wide as that table's header
    and only blank lines or delimiter rows stand between them; Markdown headings may stand
    between too when the header stands alone (a header over nothing has its rows below it).
    Two tables of different widths, or with words between, or a second table with a header of
    its own, stay two."""
    out: list[Table] = []
    alone = False  # the last table began as a header over nothing
    for table in tables:
        prev = out[-1] if out else None
        if prev is not None and _continues(text, prev, table, alone):
            out[-1] = Table(prev.start, table.end, prev.rows + table.rows, prev.layout)
        else:
            out.append(table)
            alone = len(table.rows) == 1
    return tables if len(out) == len(tables) else Tables(out)


def _continues(text: str, prev: Table, table: Table, alone: bool) -> bool:
    """Is ``table`` (one row of figures) the next row of ``prev`` (see ``joined_pieces``)?
    ``alone``: ``prev`` began as a header over nothing, so headings may stand between."""
    if len(table.rows) != 1 or table.layout != prev.layout:
        return False
    row = table.rows[0]
    if all(c.header for c in row.cells) or not _DIGIT.search(cell_text(text, Cell(row.start, row.end))):
        return False  # a row of words is a header of its own
    header = Table(prev.start, table.end, prev.rows + table.rows, prev.layout).header(text)
    if header is None or header is not prev.rows[0] or len(header.cells) != len(row.cells):
        return False
    gap = _PIECE_GAP_HEADINGS if alone else _PIECE_GAP
    between = text[prev.end:table.start]
    if prev.layout == "html":  # the closing and opening tags of the two tables
        between = _TAG.sub("", between)
    return gap.fullmatch(between) is not None


def _inside(spans: list[tuple[int, int]], pos: int) -> bool:
    k = bisect.bisect_right([s for s, _ in spans], pos) - 1
    return k >= 0 and pos < spans[k][1]


def is_row_line(line: str) -> bool:
    """A line of a pipe or tab table (not a separator row)."""
    return ("|" in line or "\t" in line.strip()) and not _is_separator(line)


def _is_separator(line: str) -> bool:
    """A table's rule line ("----|----", "+----+", "====") or a Markdown delimiter row ("|-|:-:|")."""
    # (rule characters and two dashes, tested apart: one pattern repeating the class around the dashes tries every
    # split of a long run of them before it fails, ~25 s for 2,000 dashes and a word)
    return ("--" in line and RULE_CHARACTERS.fullmatch(line) is not None) or is_delimiter_row(line)


def _line_tables(text: str) -> list[Table]:
    tables: list[Table] = []
    rows: list[Row] = []
    pos = 0
    for line in text.split("\n"):
        start, end = pos, pos + len(line)
        pos = end + 1
        if line.strip() and _is_separator(line) and ("|" in line or rows):
            if len(rows) > 1 and is_delimiter_row(line) and not _DIGIT.search(cell_text(text, Cell(rows[-1].start, rows[-1].end))):
                # a delimiter row under a row of words further down: that row heads a table of its own (two
                # Markdown tables a blank line apart, the blank line lost: the matching view drops empty lines)
                tables.append(_lines_table(text, rows[:-1]))
                rows = rows[-1:]
            continue  # "|---|---|", "----|----": part of the table, not a row
        if is_row_line(line):
            if not rows:  # the table's first row says how its rows are written (``_line_row``)
                outer = _outer_pipes(line)
            row = _line_row(text, start, end, outer)
            if row.cells:
                rows.append(row)
                continue
        if rows:
            tables.append(_lines_table(text, rows))
            rows = []
    if rows:
        tables.append(_lines_table(text, rows))
    return tables


def _lines_table(text: str, rows: list[Row]) -> Table:
    """A table of pipe or tab rows. A tab row is cut at each of its tabs, an empty cell kept in its column (a band's
    lower end left empty under "At least": "\\t95.0%\\t100%"), but the empty cells all the table's tab rows open
    with are their indentation, and those past its last filled column trailing tabs: both left out."""
    tabbed = [k for k, row in enumerate(rows) if "|" not in text[row.start:row.end]]
    if tabbed:
        lead = min(next(i for i, c in enumerate(rows[k].cells) if c.start < c.end) for k in tabbed)
        width = max(max(i for i, c in enumerate(rows[k].cells) if c.start < c.end) for k in tabbed) + 1
        rows = list(rows)
        for k in tabbed:
            rows[k] = Row(rows[k].start, rows[k].end, rows[k].cells[lead:width])
    return Table(rows[0].start, rows[-1].end, tuple(rows), "lines")


def _outer_pipes(line: str) -> bool:
    """Is ``line`` a pipe row written between outer pipes ("| a | b |", as Markdown writes a table), not with pipes
    between its cells only ("a | b", as ingest writes a DOCX's or a PDF's table, where an empty first or last cell is
    a cell: " | 95.0% | 100%" under "At least | Less than | Credit")?"""
    line = line.strip()
    return "|" not in line or (line.startswith("|") and line.endswith("|"))


def _line_row(text: str, start: int, end: int, outer: bool = True) -> Row:
    """A pipe row is cut at its pipes ("\\|" is an escaped one), a tab row at its tabs; in a table whose rows are
    written with no outer pipes (``outer`` False: ``_outer_pipes`` of its first row), an empty first or last cell is
    one of its cells."""
    line = text[start:end]
    if "|" in line:
        cuts = [m.start() for m in _PIPE.finditer(line)]
        bounds = list(zip([-1] + cuts, cuts + [len(line)]))
        cells = [_trimmed(text, start + a + 1, start + b) for a, b in bounds]
        if not outer:
            return Row(start, end, tuple(cells))
        # the outer pipes of "| a | b |" leave an empty first and last cell
        if cells and cells[0].start == cells[0].end:
            cells.pop(0)
        # a lead-in glued to the header row, as a web page flattened loses the line break before its table
        # ("... in accordance with the following table:| Priority | Support Hours |"): the row starts at its pipe
        elif len(cells) > 2 and line.rstrip().endswith("|") and text[cells[0].end - 1] == ":":
            start = cells[0].end + line[cells[0].end - start:].index("|")
            cells.pop(0)
        if cells and cells[-1].start == cells[-1].end:
            cells.pop()
    else:
        cuts = [m.start() for m in _TAB.finditer(line)]
        cells = [_trimmed(text, start + a + 1, start + b) for a, b in zip([-1] + cuts, cuts + [len(line)])]
    return Row(start, end, tuple(cells))


def _trimmed(text: str, start: int, end: int, header: bool = False) -> Cell:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return Cell(start, end, header)


def _html_table(m: re.Match) -> Table:
    """An HTML table's rows, each cell in the grid column the browser shows it in (``ingest/html_tables.py``): a cell
    spanning columns read once, in the first, the others empty, and a cell spanning rows empty in the rows under it,
    as a DOCX's merged cells read (ingest/docx.py), so every cell stands under its header."""
    text = m.string
    rows = []
    for r, slots in html_rows(text, m.start(), m.end()):
        cells: list[Cell] = []
        for slot in slots:
            if slot.kind == "cell":
                cells.append(_trimmed(text, slot.start, slot.end, header=slot.header))
            else:  # a column a cell spans: empty, where that cell ends (spanning columns) or where it stands
                at = cells[-1].end if slot.kind == "left" else slot.start
                cells.append(Cell(at, at))
        rows.append(Row(r.start(), r.end(), tuple(cells)))
    return Table(m.start(), m.end(), tuple(rows), "html")


def _index(tables: list[Table], pos: int) -> int | None:
    starts = tables.starts if isinstance(tables, Tables) else [t.start for t in tables]
    k = bisect.bisect_right(starts, pos) - 1
    return k if k >= 0 and pos < tables[k].end else None


def covering(tables: list[Table], pos: int) -> Table | None:
    """The table that holds ``pos``, if any (``tables`` sorted by start, as read_tables returns)."""
    k = _index(tables, pos)
    return None if k is None else tables[k]


def row_at(tables: list[Table], pos: int) -> Row | None:
    """The row holding ``pos`` (None outside every table, or between rows)."""
    t = _index(tables, pos)
    if t is None:
        return None
    table = tables[t]
    starts = tables.row_starts[t] if isinstance(tables, Tables) else [r.start for r in table.rows]
    k = bisect.bisect_right(starts, pos) - 1
    if k < 0 or pos >= table.rows[k].end:
        return None
    return table.rows[k]


def cell_at(tables: list[Table], pos: int) -> Cell | None:
    """The cell holding ``pos`` (None outside every table, or between cells)."""
    row = row_at(tables, pos)
    if row is None:
        return None
    cells = row.cells
    j = bisect.bisect_right([c.start for c in cells], pos) - 1
    return cells[j] if j >= 0 and pos < cells[j].end else None
