"""Shared rendering helpers: JSON, Markdown, CSV and rich tables from rows.

Each result type has its own small renderer module beside this one (extraction, findings,
claims, accept); they all build rows and hand them to these helpers, so every format is
produced one way.
"""

from __future__ import annotations

import csv
import io
from datetime import date, datetime
from decimal import Decimal
from typing import Any, Iterable, Sequence

import orjson
from pydantic import BaseModel

from .safe import MarkdownCell, csv_cell, markdown_text


def to_jsonable(obj: Any) -> Any:
    """Models, Decimals and dates as plain JSON values (money as numbers, dates as ISO)."""
    if isinstance(obj, BaseModel):
        return to_jsonable(obj.model_dump(by_alias=True))
    if isinstance(obj, dict):
        return {str(k): to_jsonable(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [to_jsonable(v) for v in obj]
    if isinstance(obj, Decimal):
        return float(obj)
    if isinstance(obj, (datetime, date)):
        return obj.isoformat()
    return obj


def dump_json(obj: Any) -> str:
    """Indented UTF-8 JSON (Chinese kept as is)."""
    return orjson.dumps(to_jsonable(obj), option=orjson.OPT_INDENT_2).decode()


def cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, (list, dict)):
        return orjson.dumps(to_jsonable(value)).decode()
    return str(value)


def to_csv(columns: Sequence[str], rows: Iterable[Sequence[Any]]) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(columns)
    for row in rows:
        writer.writerow([csv_cell(cell(v)) for v in row])  # no cell a spreadsheet runs as a formula
    return buf.getvalue()


def to_markdown(columns: Sequence[str], rows: Iterable[Sequence[Any]], title: str | None = None) -> str:
    def esc(v: Any) -> str:
        if isinstance(v, MarkdownCell):  # its pieces are escaped already; only its rows must hold
            return v.replace("\n", " ")
        return markdown_text(cell(v))  # input text stays text: no HTML, links or broken rows

    lines = [f"## {markdown_text(title)}", ""] if title else []
    lines.append("| " + " | ".join(columns) + " |")
    lines.append("|" + "|".join("---" for _ in columns) + "|")
    lines.extend("| " + " | ".join(esc(v) for v in row) + " |" for row in rows)
    return "\n".join(lines) + "\n"


WHOLE_CELL_CHARS = 24  # a column whose cells are all one word this short is never wrapped


def is_whole_value(text: str) -> bool:
    """A number, id or one short word: wrapping it ("6656000. / 00", "infiniba/nd") misreads it.
    Chinese text is prose however short: it breaks between any two characters."""
    from rich.cells import cell_len

    return len(text) <= WHOLE_CELL_CHARS and not any(ch.isspace() for ch in text) and cell_len(text) == len(text)


def to_rich_table(columns: Sequence[str], rows: Iterable[Sequence[Any]], title: str | None = None,
                  keep_first: bool = True):
    """A table the CLI prints (whole rows when piped), readable at 80 columns.

    A column of numbers, ids and short words is never cut (its width is its longest value);
    only columns of prose or long names wrap, between words, folding a name too long for the
    column, and they share what width is left. Title, headings and cells are ``Text`` objects,
    never markup: contract text such as ``[/x]`` or ``[bold]`` must print as written.
    ``keep_first=False`` lets a first column of long names fold like prose.
    """
    texts = [[cell(v) for v in row] for row in rows]
    whole = [all(is_whole_value(row[i]) for row in texts if i < len(row)) and (i > 0 or keep_first)
             for i in range(len(columns))]
    return FittedTable(list(columns), texts, whole, title)


class FittedTable:
    """A rich Table whose widths are chosen when the terminal's width is known: whole-value
    columns at their natural width, the rest sharing the remainder in proportion to their
    content (rich alone shrinks every column alike, cutting numbers mid-digit)."""

    PADDING = 2  # one space each side of a cell

    def __init__(self, columns: list[str], rows: list[list[str]], whole: list[bool], title: str | None) -> None:
        self.columns, self.rows, self.whole, self.title = columns, rows, whole, title

    FOLDED_NAME = 12  # a long id in a wrapping column may fold past this width; shorter values stay whole
    FOLDED_PROSE = 8  # the same in a column of prose (source text, explanations)

    def widths(self, fold_first: bool) -> tuple[list[int], list[int]]:
        """Each column's natural width (its longest cell or heading word) and the least it can
        take without cutting a number or short word (headings wrap between words). The first
        column's ids (rule, key) stay whole unless ``fold_first``."""
        from rich.cells import cell_len

        natural, least = [], []
        for i, col in enumerate(self.columns):
            cells = [r[i] for r in self.rows if i < len(r)]
            heading = max([cell_len(word) for word in col.split()] + [1])
            natural.append(max([cell_len(c) for c in cells] + [heading]))
            values = [cell_len(c) for c in cells if is_whole_value(c)]
            if i == 0 and not fold_first:
                least.append(natural[-1] if self.whole[i] else max([heading, 4] + values))
            elif self.whole[i] and i > 0:
                least.append(natural[-1])
            else:  # a column mostly of prose gives its few short words less room than one of ids
                cap = self.FOLDED_NAME if 2 * len(values) >= len(cells) else self.FOLDED_PROSE
                least.append(max([heading, 4] + [min(v, cap) for v in values]))
        return natural, least

    def fitted_widths(self, max_width: int) -> list[int | None]:
        room = max_width - (len(self.columns) + 1) - self.PADDING * len(self.columns)
        natural, least = self.widths(fold_first=False)
        if sum(natural) <= room:
            return [None] * len(self.columns)  # it all fits: rich lays it out
        if sum(least) > room:
            natural, least = self.widths(fold_first=True)
            if sum(least) > room:
                return [None] * len(self.columns)  # nothing sensible fits: rich decides
        widths = list(natural)
        while sum(widths) > room:  # narrow the widest column that can give, one cell at a time
            i = max((j for j in range(len(widths)) if widths[j] > least[j]), key=lambda j: widths[j])
            widths[i] -= 1
        return widths

    def table(self, max_width: int):
        from rich.table import Table
        from rich.text import Text

        table = Table(show_lines=False)
        for col, width in zip(self.columns, self.fitted_widths(max_width)):
            # a whole-value column is given its longest value's width, so only its heading wraps
            table.add_column(Text(col), overflow="fold", width=width)
        for row in self.rows:
            table.add_row(*[Text(v) for v in row])
        return table

    def __rich_console__(self, console, options):
        from rich.text import Text

        if self.title:  # its own line: a table's title wraps at the table's width
            yield Text(self.title)
        yield self.table(options.max_width)
