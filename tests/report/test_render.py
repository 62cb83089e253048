"""Shared renderers: contract text is printed as written, in every format."""

from __future__ import annotations

from decimal import Decimal

from rich.console import Console

from slacheck.report.render import dump_json, to_csv, to_markdown, to_rich_table

HOSTILE = "[/x] [bold]loud[/bold] | a,b"


def test_rich_table_prints_markup_like_text_as_written():
    console = Console(width=200, record=True, color_system=None)
    console.print(to_rich_table(["quote"], [[HOSTILE]], title="[red]t"))
    out = console.export_text()
    assert "[/x] [bold]loud[/bold]" in out
    assert "[red]t" in out


def test_markdown_escapes_pipes_and_csv_quotes_commas():
    assert "\\| a,b" in to_markdown(["quote"], [[HOSTILE]])
    assert to_csv(["quote"], [[HOSTILE]]).splitlines()[1] == '"[/x] [bold]loud[/bold] | a,b"'


def test_json_writes_money_as_numbers_and_keeps_chinese():
    assert dump_json({"credit_amount": Decimal("1843200.00"), "where": "临港"}) == \
        '{\n  "credit_amount": 1843200.0,\n  "where": "临港"\n}'
