"""Issue 13 (s45): ``unread_ladders`` reads a line's percentages only where a ladder may start under a credit word.
A pure speed change: every test here is a guard, passing on main too (the spans quoted stay the same)."""

from pathlib import Path

from slacheck.extract.tiers import unread_ladders
from slacheck.ingest.load import load_document
from slacheck.limits import Limits


def _ladders(tmp_path: Path, lines: list[str]) -> list[str]:
    path = tmp_path / "sla.md"
    path.write_text("Title\n" + "\n".join(lines) + "\n", encoding="utf-8")
    return [" | ".join(span.text.splitlines()) for span in unread_ladders([load_document(path, Limits())])]


def test_bare_rows_under_a_credit_heading_are_quoted_from_the_heading(tmp_path):
    # guard (passes on main): the heading two lines above, the rows, and the row with a level under the last
    assert _ladders(tmp_path, ["Uptime Guarantee SLA Credit", "Monthly figures", "97% 5%", "95% 10%", "90% 25%",
                               "Less than 86% 50%", "Other terms."]) == \
        ["Uptime Guarantee SLA Credit | Monthly figures | 97% 5% | 95% 10% | 90% 25% | Less than 86% 50%"]


def test_paraphrase_rows_after_a_chinese_credit_word_and_a_table_lost_cells(tmp_path):
    # guard (passes on main): another credit word one line above, rows written "99.9% | 5%"
    assert _ladders(tmp_path, ["服务赔偿", "99.9% | 5%", "99% | 10%", "The provider shall do things."]) == \
        ["服务赔偿 | 99.9% | 5% | 99% | 10%"]


def test_near_misses_no_credit_word_above_or_a_single_row_or_a_marked_level(tmp_path):
    # guard (passes on main): rows three lines under the credit word, one row alone, a mark before a level
    assert _ladders(tmp_path, ["Service Credit", "The provider shall do things.", "Other words.", "97% 5%", "95% 10%"]) == []
    assert _ladders(tmp_path, ["Service Credit", "97% 5%", "Other words."]) == []
    assert _ladders(tmp_path, ["Service Credit", "<99.95% |10%", "<99% |25%"]) == []
