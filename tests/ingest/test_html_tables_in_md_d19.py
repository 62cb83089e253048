"""HTML tables inside Markdown files, read cell by grid column (session 39, d19).

Vendor SLAs saved from the web often come as Markdown holding raw HTML tables. Their cells were turned into pipe rows
by regex, so a cell spanning columns or rows lost the columns it covers ("| Monthly Uptime Percentage | Service
Credit |" over rows of three cells) and a credit table headed on two rows read no tier. A Markdown file's HTML table
is now read by the grid HTML left in a text file is read by (``ingest/html_tables.py``): the covered columns stay as
empty cells, every cell under its header.
"""

from __future__ import annotations

import pytest

from slacheck import api
from slacheck.ingest.markdown import markup_as_text

from tests.ingest.test_docx_tables_d15 import LADDER
from tests.ingest.test_two_row_headers_d16 import INTRO, PLANS_INTRO

TWO_ROW_HEADER = ('<table>\n<thead>\n<tr><th colspan="2">Monthly Uptime Percentage</th><th rowspan="2">Service Credit</th>'
                  "</tr>\n<tr><th>At least</th><th>Less than</th></tr>\n</thead>\n<tbody>\n"
                  "<tr><td>99.0%</td><td>99.9%</td><td>10%</td></tr>\n"
                  "<tr><td>95.0%</td><td>99.0%</td><td>25%</td></tr>\n"
                  "<tr><td></td><td>95.0%</td><td>100%</td></tr>\n</tbody>\n</table>\n")


def read(tmp_path, body: str, intro: str = INTRO, name: str = "sla.md"):
    path = tmp_path / name
    path.write_text(intro + body, encoding="utf-8")
    _, terms = api.read_contract(path)
    return {term.key: term for term in terms}


def tiers(tmp_path, body: str, intro: str = INTRO, name: str = "sla.md"):
    term = read(tmp_path, body, intro, name).get("credit_tiers")
    return None if term is None else term.value


def test_a_two_row_headed_credit_table_in_html_inside_markdown_reads_its_ladder(tmp_path):
    # main: no tier (the header row read "Monthly Uptime Percentage | Service Credit", two cells over three)
    assert tiers(tmp_path, TWO_ROW_HEADER) == LADDER


def test_markdown_and_text_read_the_same_html_table_alike(tmp_path):
    # the text file's reading (d16) was right already; the Markdown file's now agrees with it
    assert tiers(tmp_path, TWO_ROW_HEADER, name="sla.md") == tiers(tmp_path, TWO_ROW_HEADER, name="sla.txt") == LADDER


def test_cells_written_with_attributes_inner_tags_and_entities(tmp_path):
    # as a web page saves them: styled cells, bold figures, "&lt;" for "<", the credit header spanning rows by a
    # quoted attribute, a row's cells on lines of their own
    body = ("<table style=\"width:700px\">\n<tr>\n<th style=\"text-align:center\" colspan='2'>Monthly Uptime Percentage</th>\n"
            "<th rowspan = 2>Service Credit</th>\n</tr>\n<tr>\n<th>&ge;</th>\n<th>&lt;</th>\n</tr>\n"
            "<tr>\n<td><b>99.0%</b></td>\n<td><b>99.9%</b></td>\n<td>10%</td>\n</tr>\n"
            "<tr>\n<td><b>95.0%</b></td>\n<td><b>99.0%</b></td>\n<td>25%</td>\n</tr>\n"
            "<tr>\n<td>&nbsp;</td>\n<td><b>95.0%</b></td>\n<td>100%</td>\n</tr>\n</table>\n")
    assert tiers(tmp_path, body) == LADDER


def test_a_tier_keeps_its_source_in_the_markdown_file(tmp_path):
    # provenance: the tiers' quote maps back onto the file's own HTML, from the first tier's cell to the last's
    path = tmp_path / "sla.md"
    path.write_text(INTRO + TWO_ROW_HEADER, encoding="utf-8")
    document, terms = api.read_contract(path)
    term = next(t for t in terms if t.key == "credit_tiers")
    raw = path.read_text(encoding="utf-8")
    start, end = document.original_range(term.start, term.end)
    assert term.value == LADDER and document.text[term.start:term.end] == term.text
    assert raw[start:end].startswith("<tr><td>99.0%</td><td>99.9%</td><td>10%</td>")
    assert "<tr><td></td><td>95.0%</td><td>100%" in raw[start:end]


def test_a_quote_of_the_table_shows_the_covered_columns_empty():
    # what a quote of the Markdown shows for the rows: the header over the band's two sub-columns keeps its place
    # (main: "| Monthly Uptime Percentage | Service Credit |" and "| At least | Less than |")
    shown = markup_as_text(TWO_ROW_HEADER)
    assert shown.split("\n")[:2] == ["| Monthly Uptime Percentage | | Service Credit |", "| At least | Less than | |"]
    assert shown.split("\n")[-1] == "| | 95.0% | 100% |"


# ---------------------------------------------------------------------------- guards (main reads nothing either)

def test_a_layout_table_of_links_reads_nothing(tmp_path):
    # a saved page's navigation set out in a table: no figure, no tier, its words still read as text
    body = ('<table class="nav"><tr><td colspan="3"><a href="/">Home</a></td></tr>\n'
            '<tr><td><a href="/sla">Service Level Agreement</a></td><td rowspan="2">Service Credit</td>'
            '<td><a href="/terms">Terms</a></td></tr>\n<tr><td>Support</td><td>Contact</td></tr></table>\n')
    assert tiers(tmp_path, body) is None
    assert "| Home | | |" in markup_as_text(body)


def test_a_table_of_plans_in_html_reads_nothing(tmp_path):
    # Availability | Monthly Price | Discount: a price beside each level, no credit ladder (as the pipe table, d16)
    body = ("<table><tr><th>Availability</th><th>Monthly Price</th><th>Discount</th></tr>\n"
            "<tr><td>99.99%</td><td>$1,200</td><td>0%</td></tr>\n<tr><td>99.9%</td><td>$900</td><td>10%</td></tr>\n"
            "<tr><td>99.5%</td><td>$700</td><td>25%</td></tr></table>\n")
    assert tiers(tmp_path, body, PLANS_INTRO) is None


@pytest.mark.parametrize("body", [
    # a gap between the bands: no whole ladder, no part of one
    TWO_ROW_HEADER.replace("<td>95.0%</td><td>99.0%</td><td>25%</td>", "<td>95.0%</td><td>98.0%</td><td>25%</td>"),
    # a table inside a cell of another (a page's layout): read as its tags are, no grid
    "<table><tr><td>Credits\n" + TWO_ROW_HEADER + "</td></tr></table>\n",
])
def test_a_table_that_is_not_clearly_a_ladder_reads_nothing(tmp_path, body):
    assert tiers(tmp_path, body) is None


# ---------------------------------------------------------------------------- tab-separated two-row headers

# as a spreadsheet's rows copy out: a tab between cells, an empty cell between two tabs or at a row's end or start
TABBED = ("Monthly Uptime Percentage\t\tService Credit\nAt least\tLess than\t\n"
          "99.0%\t99.9%\t10%\n95.0%\t99.0%\t25%\n\t95.0%\t100%\n")


@pytest.mark.parametrize("name", ["sla.md", "sla.txt"])
def test_a_tab_separated_table_with_a_two_row_header_reads_its_ladder(tmp_path, name):
    # main: no tier (the empty cells dropped, "95.0%\t100%" read as two cells under three columns)
    assert tiers(tmp_path, TABBED, name=name) == LADDER


def test_a_tab_separated_table_indented_by_a_tab_reads_the_same(tmp_path):
    # a tab every row opens with is indentation, no empty first column
    body = "".join("\t" + line + "\n" for line in TABBED.splitlines())
    assert tiers(tmp_path, body) == LADDER


def test_a_tab_separated_table_of_plans_reads_nothing(tmp_path):
    # guard (main reads none either): a price beside each level, no credit ladder
    body = "Availability\tMonthly Price\tDiscount\n99.99%\t$1,200\t0%\n99.9%\t$900\t10%\n99.5%\t$700\t25%\n"
    assert tiers(tmp_path, body, PLANS_INTRO) is None


def test_a_tab_separated_two_row_header_with_a_gap_reads_nothing(tmp_path):
    # guard: the bands do not meet (98.0% to 99.0% owes what?): no part of the ladder offered as the whole
    assert tiers(tmp_path, TABBED.replace("95.0%\t99.0%\t25%", "95.0%\t98.0%\t25%")) is None
