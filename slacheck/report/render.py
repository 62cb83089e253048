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
        writer.writerow([cell(v) for v in row])
    return buf.getvalue()


def to_markdown(columns: Sequence[str], rows: Iterable[Sequence[Any]], title: str | None = None) -> str:
    def esc(v: Any) -> str:
        return cell(v).replace("|", "\\|").replace("\n", " ")

    lines = [f"## {title}", ""] if title else []
    lines.append("| " + " | ".join(columns) + " |")
    lines.append("|" + "|".join("---" for _ in columns) + "|")
    lines.extend("| " + " | ".join(esc(v) for v in row) + " |" for row in rows)
    return "\n".join(lines) + "\n"


def to_rich_table(columns: Sequence[str], rows: Iterable[Sequence[Any]], title: str | None = None,
                  keep_first: bool = True):
    """A rich Table (the CLI prints it; plain text when piped).

    Title, headings and cells are ``Text`` objects, never markup: contract text such as
    ``[/x]`` or ``[bold]`` must print as written, not be read as rich formatting. The first
    column (a rule id or key) stays whole unless ``keep_first`` is off (long text there).
    """
    from rich.table import Table
    from rich.text import Text

    table = Table(title=Text(title) if title else None, show_lines=False)
    for i, col in enumerate(columns):
        table.add_column(Text(col), overflow="fold", no_wrap=keep_first and i == 0)
    for row in rows:
        table.add_row(*[Text(cell(v)) for v in row])
    return table
