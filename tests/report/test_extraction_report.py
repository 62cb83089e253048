"""`extract` as people read it (table, Markdown) and as tools read it (CSV, JSON)."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from slacheck import api
from slacheck.report.extraction import render_extraction

ROOT = Path(__file__).resolve().parents[2]
DEV01 = ROOT / "fixtures" / "devset" / "dev01_lansuan_h800_lingang.md"
GIANTSWARM = "Monthly availability 99.95%.\n\n| Monthly Uptime | Credit |\n|---|---|\n| Less than 99.95% | 10% |\n" \
             "| Less than 99.90% | 20% |\n"


def test_the_credit_tiers_read_as_people_write_them_in_the_table_and_markdown():
    """The tiers were a JSON blob ('[{"below_pct":99.9,"credit_pct":10.0},…]') in the table and
    Markdown, where check and diff say "three tiers: …"; CSV and JSON keep the data for tools."""
    extraction = api.extract(DEV01)
    md = render_extraction(extraction, "md")
    row = next(line for line in md.splitlines() if line.startswith("| credit_tiers |"))
    assert row.startswith("| credit_tiers | 三档：低于99.9%赔10%，低于99.5%赔25%，低于99%赔50% | % | 1 |")
    assert "below_pct" not in md
    rows = list(csv.DictReader(io.StringIO(render_extraction(extraction, "csv"))))
    tiers = next(r for r in rows if r["key"] == "credit_tiers")
    assert json.loads(tiers["value"])[0] == {"below_pct": 99.9, "credit_pct": 10.0}
    terms = json.loads(render_extraction(extraction, "json"))["terms"]
    assert next(t for t in terms if t["key"] == "credit_tiers")["value"][2] == {"below_pct": 99.0, "credit_pct": 50.0}


def test_an_english_contracts_tiers_are_said_in_english(tmp_path):
    contract = tmp_path / "sla.md"
    contract.write_text(GIANTSWARM, encoding="utf-8")
    md = render_extraction(api.extract(contract), "md")
    assert "| credit_tiers | two tiers: 10% below 99.95%, 20% below 99.9% | % |" in md


def test_the_table_markdown_and_csv_say_which_kind_of_conflict(tmp_path):
    """A term in conflict said '(conflict)' whether the contract offers its values as a choice or contradicts
    itself; each view now says which, in the words check's review uses: the contract's language where values are
    written as people read them (table, Markdown), English in CSV, for tools."""
    from rich.console import Console

    from tests.conftest import TWO_CONFLICTS

    en, zh = tmp_path / "en.txt", tmp_path / "zh.txt"
    en.write_text(TWO_CONFLICTS["en"], encoding="utf-8")
    zh.write_text(TWO_CONFLICTS["zh"], encoding="utf-8")
    extraction = api.extract(en)
    md = render_extraction(extraction, "md")
    assert "| interconnect | infiniband (alternatives) |" in md
    assert "| availability_pct | 99.9 (contradiction) |" in md
    console = Console(width=200, record=True)
    console.print(render_extraction(extraction, "table"))
    table = console.export_text()
    assert "infiniband (alternatives)" in table and "99.9 (contradiction)" in table and "(conflict)" not in table
    rows = {r["key"]: r["value"] for r in csv.DictReader(io.StringIO(render_extraction(api.extract(zh), "csv")))}
    assert rows == {"interconnect": "infiniband (alternatives)", "availability_pct": "99.9 (contradiction)"}
    md = render_extraction(api.extract(zh), "md")
    assert "| interconnect | infiniband（可选方案） |" in md
    assert "| availability_pct | 99.9（相互矛盾） |" in md


def test_a_best_effort_value_is_marked_in_the_contracts_language(tmp_path):
    """A value worded as best effort was marked '(best effort: 尽力)' in a Chinese contract's table and Markdown,
    beside values and conflict marks in Chinese; it is now marked in the contract's language, in the words check's
    review uses, and CSV keeps English, for tools."""
    from rich.console import Console

    zh, en = tmp_path / "zh.txt", tmp_path / "en.txt"
    zh.write_text("乙方将尽力使服务月可用性达到99.9%。\n", encoding="utf-8")
    en.write_text("Provider will use commercially reasonable efforts to keep monthly availability at 99.9%.\n",
                  encoding="utf-8")
    extraction = api.extract(zh)
    assert "| availability_pct | 99.9（尽力而为：尽力） | % |" in render_extraction(extraction, "md")
    console = Console(width=200, record=True)
    console.print(render_extraction(extraction, "table"))
    table = console.export_text()
    assert "99.9（尽力而为：尽力）" in table and "best effort" not in table
    rows = {r["key"]: r["value"] for r in csv.DictReader(io.StringIO(render_extraction(extraction, "csv")))}
    assert rows["availability_pct"] == "99.9 (best effort: 尽力)"
    md = render_extraction(api.extract(en), "md")
    assert "| availability_pct | 99.9 (best effort: commercially reasonable efforts) | % |" in md
