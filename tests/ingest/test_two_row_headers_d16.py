"""Credit tables whose band stands in two sub-columns under a second header row, and the table-form ladder guard
(session 39, d16).

Credit tables often head the band with two rows: "Monthly Uptime Percentage" merged over two sub-columns headed
"At least" / "Less than" (or "≥" / "<", "大于等于" / "小于"), then "Service Credit" (fermalen.com/pages/legal/sla sets its
band out in two sub-columns under one header). Such a table read from DOCX, PDF, Markdown or HTML read no tier at all;
now each row's band is read from its two cells, and only as a whole ladder (bands one under the other with no gap, the
credits rising as they fall): any row read otherwise leaves the table unread. A table of a bare level a row (``_cell_ladder``)
beside a price (a table of plans: Availability | Price | Discount) read as a credit ladder; it now has the line form's
check: no figure beside the level and the credit but the downtime the level allows.
"""

from __future__ import annotations

import pytest

from slacheck import api

from tests.ingest.test_docx_tables_d15 import LADDER, ladder_docx

INTRO = ("Service Level Agreement\n\nProvider commits to a Monthly Uptime Percentage of 99.9%.\n\n"
         "Service Credits. If Monthly Uptime falls below the commitment, Customer receives the following Service Credit:\n\n")

SPLIT = [["Monthly Uptime Percentage", None, "Service Credit"],
         ["At least", "Less than", None],
         ["99.0%", "99.9%", "10%"],
         ["95.0%", "99.0%", "25%"],
         ["", "95.0%", "100%"]]
SPANS = [((0, 0), (0, 1)), ((0, 2), (1, 2))]  # the band's header over its two sub-columns; the credit's down two rows


def tiers(path):
    _, terms = api.read_contract(path)
    return {term.key: term.value for term in terms}.get("credit_tiers")


def markdown(tmp_path, rows: list[list[str]], intro: str = INTRO, name: str = "sla.md"):
    path = tmp_path / name
    lines = [f"| {' | '.join(rows[0])} |", "|" + "---|" * len(rows[0])] + [f"| {' | '.join(row)} |" for row in rows[1:]]
    path.write_text(intro + "\n".join(lines) + "\n", encoding="utf-8")
    return path


def pdf(path, rows: list[list[str | None]], spans):
    """A PDF of the intro over a ruled table of ``rows``, the cells of each ``((row, col), (row, col))`` of ``spans``
    merged (reportlab's SPAN: the merged cell's text in its first cell, as LibreOffice's export of a DOCX reads)."""
    from reportlab.lib import colors
    from reportlab.pdfgen import canvas
    from reportlab.platypus import Table, TableStyle

    document = canvas.Canvas(str(path))
    document.setFont("Helvetica", 11)
    for y, line in ((780, "Service Level Agreement"),
                    (764, "Service Credits. If Monthly Uptime falls below the commitment, Customer receives the"),
                    (748, "following Service Credit:")):
        document.drawString(60, y, line)
    table = Table([[cell or "" for cell in row] for row in rows])
    table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black), ("FONT", (0, 0), (-1, -1), "Helvetica", 10)]
                              + [("SPAN", (b, a), (d, c)) for (a, b), (c, d) in spans]))
    _, height = table.wrapOn(document, 480, 400)
    table.drawOn(document, 60, 730 - height)
    document.showPage()
    document.save()
    return path


# ---------------------------------------------------------------------------- the band in two sub-columns

def test_a_docx_table_with_a_two_row_header_reads_its_ladder(tmp_path):
    # main: no tier (the band's two cells under "At least" / "Less than" read as no band)
    assert tiers(ladder_docx(tmp_path / "split.docx", SPLIT, merges=SPANS)) == LADDER


def test_a_pdf_ruled_table_with_a_two_row_header_reads_its_ladder(tmp_path):
    assert tiers(pdf(tmp_path / "split.pdf", SPLIT, SPANS)) == LADDER


@pytest.mark.parametrize("lower, upper", [("At least", "Less than"), ("≥", "<"), ("Greater than or equal to", "Below")])
def test_a_markdown_table_with_a_two_row_header_reads_its_ladder(tmp_path, lower, upper):
    rows = [["Monthly Uptime Percentage", "", "Service Credit"], [lower, upper, ""],
            ["99.0%", "99.9%", "10%"], ["95.0%", "99.0%", "25%"], ["", "95.0%", "100%"]]
    assert tiers(markdown(tmp_path, rows)) == LADDER


def test_a_chinese_two_row_header_and_a_top_band_owing_nothing(tmp_path):
    # the top band ("99.9% | 100% | 0%": no credit owed) is no tier; the bands listed from the lowest up read the same
    rows = [["月度服务可用性", "", "赔偿比例"], ["大于等于", "小于", ""],
            ["0%", "95.0%", "100%"], ["95.0%", "99.0%", "25%"], ["99.0%", "99.9%", "10%"], ["99.9%", "100%", "0%"]]
    intro = "服务等级协议\n\n服务可用性承诺为99.9%。未达到的，按下表赔偿：\n\n"
    assert tiers(markdown(tmp_path, rows, intro)) == LADDER


def test_an_html_table_with_colspan_and_rowspan_reads_its_ladder(tmp_path):
    path = tmp_path / "sla.txt"
    path.write_text(INTRO + '<table><tr><th colspan="2">Monthly Uptime Percentage</th><th rowspan="2">Service Credit</th>'
                    "</tr>\n<tr><th>At least</th><th>Less than</th></tr>\n"
                    "<tr><td>99.0%</td><td>99.9%</td><td>10%</td></tr>\n<tr><td>95.0%</td><td>99.0%</td><td>25%</td></tr>\n"
                    "<tr><td></td><td>95.0%</td><td>100%</td></tr></table>\n", encoding="utf-8")
    assert tiers(path) == LADDER


@pytest.mark.parametrize("body", [
    # a gap between two bands (98.0% to 99.0% owes what?)
    [["99.0%", "99.9%", "10%"], ["95.0%", "98.0%", "25%"]],
    # the credits falling as the bands fall: no ladder of credits
    [["99.0%", "99.9%", "25%"], ["95.0%", "99.0%", "10%"]],
    # a band's cell holding two figures
    [["99.0%", "99.5% / 99.9%", "10%"], ["95.0%", "99.0%", "25%"]],
    # a credit beside the top band, which has no upper end
    [["99.9%", "", "5%"], ["99.0%", "99.9%", "10%"], ["95.0%", "99.0%", "25%"]],
    # a row that is no band: a price in the band's cell
    [["99.0%", "99.9%", "10%"], ["95.0%", "$99.00", "25%"]],
])
def test_a_two_row_header_table_that_is_not_clearly_a_ladder_reads_nothing(tmp_path, body):
    # guards (main reads no tier from any of these either): a part of a ladder, or a wrong one, is worse than none
    rows = [["Monthly Uptime Percentage", "", "Service Credit"], ["At least", "Less than", ""], *body]
    assert tiers(markdown(tmp_path, rows)) is None


def test_sub_columns_with_no_bound_words_read_nothing(tmp_path):
    # "From" / "To" say neither end is in or out of the band: no tier (a guard: main reads none either)
    rows = [["Monthly Uptime Percentage", "", "Service Credit"], ["From", "To", ""],
            ["99.0%", "99.9%", "10%"], ["95.0%", "99.0%", "25%"]]
    assert tiers(markdown(tmp_path, rows)) is None


# ---------------------------------------------------------------------------- a table of plans is no ladder

PLANS_INTRO = INTRO.replace("Service Credits. If Monthly Uptime falls below the commitment, Customer receives the "
                            "following Service Credit:", "Plans. Each plan's price carries the discount below:")


@pytest.mark.parametrize("price", ["$1,200", "US$ 2.50 per GPU-hour", "8 GPUs"])
def test_a_table_of_plans_with_a_price_beside_each_level_is_no_credit_ladder(tmp_path, price):
    # main: "99.99% | $1,200 | 0%" over "99.9% | $900 | 10%" read as a ladder (10% below 99.99%, 25% below 99.9%)
    rows = [["Availability", "Monthly Price", "Discount"],
            ["99.99%", price, "0%"], ["99.9%", price.replace("1,200", "900").replace("2.50", "2.20").replace("8", "4"), "10%"],
            ["99.5%", price.replace("1,200", "700").replace("2.50", "1.90").replace("8", "2"), "25%"]]
    assert tiers(markdown(tmp_path, rows, PLANS_INTRO)) is None


def test_a_ladder_with_the_downtime_each_level_allows_is_still_read(tmp_path):
    # the guard beside it (read on main too): the other column holds the downtime the level allows (crucial.com.au)
    rows = [["Availability", "Monthly Downtime", "Credit Offered"],
            ["99.90%", "< 0h 44m", "0%"], ["99.50%", "< 3h 39m", "5%"], ["99.00%", "< 7h 18m", "10%"]]
    assert tiers(markdown(tmp_path, rows)) == [{"below_pct": 99.9, "credit_pct": 5.0}, {"below_pct": 99.5, "credit_pct": 10.0}]


@pytest.mark.parametrize("last, merges", [
    (["Less than 95.0%", None, "100%"], [((4, 0), (4, 1))]),  # merged over both sub-columns (fermalen's last tier)
    (["< 95.0%", "", "100%"], []),  # its bound word written in the cell under "At least", the other cell empty
])
def test_a_band_written_whole_across_both_sub_columns_is_read_by_its_own_words(tmp_path, last, merges):
    # main: no tier
    path = ladder_docx(tmp_path / "merged.docx", SPLIT[:4] + [last], merges=SPANS + merges)
    assert tiers(path) == LADDER


def test_a_band_written_whole_as_a_closed_range_leaves_the_table_unread(tmp_path):
    # "95.0% - 98.9%" holds its upper end, so the bands do not meet the row above's: no whole ladder. Main read that row
    # alone (25% below 98.9%), a part of the table offered as the whole, the 10% tier lost
    rows = [["Monthly Uptime Percentage", "", "Service Credit"], ["At least", "Less than", ""],
            ["99.0%", "99.9%", "10%"], ["95.0% - 98.9%", "", "25%"]]
    assert tiers(markdown(tmp_path, rows)) is None
