"""`check`/`diff`/`score` as text a user reads: each finding's quote, page and reason visible."""

from __future__ import annotations

import sys
from pathlib import Path

from rich.console import Console

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from conftest import make_document  # noqa: E402

from slacheck.checklist.engine import check_terms  # noqa: E402
from slacheck.checklist.schema import load_checklist  # noqa: E402
from slacheck.models import Alternative, Term  # noqa: E402
from slacheck.report.findings import render_check  # noqa: E402

TEXT = ("Order. Rack power per cabinet: 15 kW [/x] [bold]sealed[/bold].\n"
        "Cooling by computer-room air.\nMonthly availability 99.9%. Availability 99.0% in Annex B.\n")


def term_at(key: str, value, needle: str, page: int = 1, **extra) -> Term:
    start = TEXT.index(needle)
    return Term(key=key, value=value, text=needle, page=page, start=start, end=start + len(needle), **extra)


def printed(renderable, width: int = 80) -> str:
    console = Console(width=width, record=True, file=open("/dev/null", "w"))
    console.print(renderable)
    return console.export_text()


def result(lang="en"):
    other = TEXT.index("99.0%")
    terms = [term_at("rack_power_kw", 15, "15 kW [/x] [bold]sealed[/bold]"),
             term_at("cooling", "air", "computer-room air"),
             term_at("availability_pct", 99.9, "availability 99.9%", conflict=True,
                     alternatives=[Alternative(value=99.0, text="99.0%", page=1, start=other, end=other + 5,
                                               reason="conflict")])]
    return check_terms(terms, load_checklist("gpu-training"), make_document(TEXT, language="en").info(), lang=lang)


def test_table_shows_each_findings_quote_page_and_reason():
    text = printed(render_check(result(), "table"))
    # the failing rack-power finding: its quote (markup-like text shown as written), page, why, fix
    block = text[text.index("FAIL    rack-power"):]
    block = block[:block.index("\n\n")]
    assert "page 1: “15 kW [/x] [bold]sealed[/bold]”" in block
    # why: the reason as a sentence (issue 14 item 3), not the engine's trace (kept in JSON)
    flat = " ".join(block.split())
    assert "why: Does not meet the requirement: the rack power is 15 kW, below the required 20 kW." in flat
    assert "rack_power_kw" not in flat and "(page 1) is not" not in flat
    assert "suggested clause:" in block
    # a missing term says so, by the term's name, instead of quoting nothing
    assert "none: the contract does not state the interconnect" in text
    assert "why: The contract does not state the interconnect." in " ".join(text.split())
    # a conflict quotes both occurrences
    review = text[text.index("REVIEW  availability"):]
    assert "“availability 99.9%”" in review and "also:" in review and "“99.0%”" in review


def test_table_labels_follow_the_language():
    text = printed(render_check(result("zh"), "table", lang="zh"))
    assert "原文:" in text and "第1页" in text and "理由:" in text and "quote:" not in text
    flat = " ".join(text.split())
    assert "理由: 不符合要求：单柜功率为15千瓦，低于要求的20千瓦。" in flat
    assert "无：合同未约定节点间网络" in flat and "rack_power_kw" not in flat


def test_markdown_has_the_evidence_quote_column():
    md = render_check(result(), "md")
    header = md.splitlines()[2]
    assert "evidence" in header
    row = next(line for line in md.splitlines() if line.startswith("| rack-power"))
    # the quote as Markdown text: brackets escaped, so a quote can never become a link (issue 12)
    assert r"15 kW \[/x\] \[bold\]sealed\[/bold\]" in row


def test_markdown_gives_each_reason_as_a_sentence_in_the_reports_language():
    """The Markdown a reviewer reads says why in its language, as the table does: it showed the
    JSON message, "不符合要求：rack_power_kw = 15 (page 1) < 20。", an English trace in Chinese."""
    zh = render_check(result("zh"), "md")
    assert zh.splitlines()[2].endswith("| evidence | reason |")
    row = next(line for line in zh.splitlines() if line.startswith("| rack-power"))
    assert row.endswith("| 不符合要求：单柜功率为15千瓦，低于要求的20千瓦。 |")
    missing = next(line for line in zh.splitlines() if line.startswith("| interconnect"))
    assert missing.endswith("| 合同未约定节点间网络。 |")
    assert "(page 1)" not in zh and "not stated" not in zh
    en = next(line for line in render_check(result("en"), "md").splitlines() if line.startswith("| interconnect"))
    assert en.endswith("| The contract does not state the interconnect. |")


def test_the_credit_tiers_are_words_in_the_table_and_markdown_not_entries():
    """The value column said "3 entries" (code-speak) for the credit tiers; the table now names
    them ("三档", "three tiers") and Markdown says them whole."""
    tiers = [{"below_pct": 99.9, "credit_pct": 10}, {"below_pct": 99.5, "credit_pct": 25},
             {"below_pct": 99, "credit_pct": 50}]
    start = TEXT.index("Monthly")
    terms = [Term(key="credit_tiers", value=tiers, text="Monthly", page=1, start=start, end=start + 7)]
    for lang, head, whole in (("zh", "三档", "三档：低于99.9%赔10%，低于99.5%赔25%，低于99%赔50%"),
                              ("en", "three tiers", "three tiers: 10% below 99.9%, 25% below 99.5%, 50% below 99%")):
        result = check_terms(terms, load_checklist("gpu-training"), make_document(TEXT, language=lang).info(),
                             lang=lang)
        table = printed(render_check(result, "table", lang=lang), width=120)
        row = next(line for line in table.splitlines() if "outage-compensation" in line and "│" in line)
        assert f"│ {head} " in row and "entries" not in table
        md = render_check(result, "md", lang=lang)
        assert f"| outage-compensation | blocker | pass | credit_tiers | {whole} | 1 |" in md


def test_score_table_puts_vendors_side_by_side_and_fits_a_terminal():
    from slacheck.checklist.score import score_vendors
    from slacheck.report.findings import render_score

    vendors = []
    for name, kw in (("alpha.md", 40), ("beta.md", 15), ("gamma.md", 25)):
        text = f"Rack power {kw} kW. Monthly availability 99.9%."
        doc = make_document(text, language="en", name=name)
        start = text.index(f"{kw} kW")
        terms = [Term(key="rack_power_kw", value=kw, text=f"{kw} kW", page=1, start=start, end=start + 5)]
        vendors.append((doc.info(), terms))
    result = score_vendors(vendors, load_checklist("gpu-training"))
    text = printed(render_score(result, "table"), width=80)
    assert max(len(line) for line in text.splitlines()) <= 80
    lines = text.splitlines()
    header = " ".join(lines[:6])
    assert header.index("alpha.md") < header.index("gamma.md") < header.index("beta.md")  # best rank first
    for rule in result.rules:  # every rule on one line with one status per vendor
        row = next(line for line in lines if line.startswith(f"│ {rule.rule} "))
        assert len([c for c in row.split("│") if c.strip() in ("pass", "fail", "missing", "review")]) == 3
    rack = next(line for line in lines if line.startswith("│ rack-power "))
    assert [c.strip() for c in rack.split("│")[3:6]] == ["pass", "pass", "fail"]


def test_terminal_quotes_are_in_the_contracts_own_characters():
    from typer.testing import CliRunner

    from slacheck.cli import app

    contract = Path(__file__).resolve().parents[2] / "fixtures" / "devset" / "dev06_jiading_910b_order.txt"
    out = CliRunner().invoke(app, ["check", str(contract), "--no-db"]).stdout
    # the file says 可用性：99% and 修复：乙方… with full-width colons; the extractor reads them normalised (each quote is
    # the sentence holding the term's words)
    assert "第1页: “1. 月可用性：99%。”" in out and "第1页: “2. 故障修复：乙方在接到甲方报障后8小时内修复（仅限工作日）。”" in out
    assert "可用性:99%" not in out
