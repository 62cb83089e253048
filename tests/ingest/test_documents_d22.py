"""Documents read as they print (session 42, d22): a Latin table set without rules, its cells apart by position alone;
HTML tables in a .txt that is an HTML document; a running header set further left than the clauses under it."""

from __future__ import annotations

from slacheck import api
from slacheck.api import load_document
from tests.ingest.conftest import cells_apart_pdf
from tests.ingest.test_document_shapes_d20 import read_path as _clauses


def _two_column_pdf(path, rows, lead="Service Credits", after="Credits are issued against the next invoice."):
    return cells_apart_pdf(path, rows, lead, after)


# an uptime/credit table typed with tabs and saved as PDF: each row's credit at the tab stop after its band
TAB_STOP_ROWS = [("Monthly Uptime Percentage", "Service Credit", 300),
                 ("99.0% to 99.9%", "10%", 200),
                 ("95.0% to 99.0%", "25%", 220),
                 ("Less than 95.0%", "100%", 200)]


def test_latin_cells_set_apart_by_position_read_as_cells(tmp_path):
    """Each row's band and credit, a gap far wider than a space between them, read "99.0% to 99.9% 10%" (one run of
    text) and the header read on into the first row; they now read as the cells they print."""
    lines = load_document(_two_column_pdf(tmp_path / "t.pdf", TAB_STOP_ROWS)).text.split("\n")
    assert "Monthly Uptime Percentage\tService Credit" in lines
    assert "99.0% to 99.9%\t10%" in lines
    assert "Less than 95.0%\t100%" in lines


def test_the_credit_tiers_cite_the_table_rows(tmp_path):
    """The tiers were cited from "Service Credits / Monthly Uptime Percentage Service Credit 99.0% to 99.9% 10% …"
    as prose; they are now cited from the table's rows, as a table's cells."""
    term = api.extract(_two_column_pdf(tmp_path / "t.pdf", TAB_STOP_ROWS)).get("credit_tiers")
    assert [(t["below_pct"], t["credit_pct"]) for t in term.value] == [(99.9, 10.0), (99.0, 25.0), (95.0, 100.0)]
    assert term.text == "99.0% to 99.9%\t10%\n95.0% to 99.0%\t25%\nLess than 95.0%\t100%"
    assert term.evidence_kind == "table_cell"


def test_a_gap_inside_a_sentence_or_a_lone_gapped_line_reads_as_a_space(tmp_path):
    """Guard (passes on 491c22ac too): a wide gap with a sentence going on after it (a word, a lowercase word), and a
    single line with a wide gap (a heading and its page number), read as the space they are read as."""
    rows = [("The provider shall credit the", "customer within thirty days", 300),
            ("of the end of the month in", "which the outage occurred.", 300)]
    lines = load_document(_two_column_pdf(tmp_path / "p.pdf", rows, lead="Schedule 2    Service Levels")).text.split("\n")
    assert not any("\t" in line for line in lines)
    assert "The provider shall credit the customer within thirty days" in " ".join(lines)


# after Common Paper's SLA Standard Terms v2.0, section 3 (https://commonpaper.com/standards/service-level-agreement/2.0/),
# the list going on onto the next page; each page prints the agreement's title and its page number further left
REMEDIES_PAGES = [
    [(0, "3. Remedies"),
     (1, "a. Service Credit. Customer is eligible to receive an Uptime Credit."),
     (1, "b. Requesting A Service Credit. To receive a Service Credit, Customer must:")],
    [(2, "1. notify Provider within 7 days of the end of the month in which the Service Credit was earned; and"),
     (2, "2. include information about when it was unable to access the Cloud Service."),
     (1, "c. Termination. If the Cloud Service does not meet the Target Uptime for two (2)"),
     (1, "out of any three (3) consecutive months, Customer may immediately terminate"),
     (1, "the affected Order Form by giving written notice to Provider."),
     (0, "4. Fees")],
]


def _paged_pdf(path, header: bool = True, footer: bool = True):
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    pdf = canvas.Canvas(str(path), pagesize=A4)
    for number, lines in enumerate(REMEDIES_PAGES, 1):
        if header:
            pdf.drawString(30, 820, "Kestrel Compute GPU Services Agreement")
        if footer:
            pdf.drawString(30, 30, f"Page {number} of {len(REMEDIES_PAGES)}")
        y = 790
        for level, line in lines:
            pdf.drawString(50 + 20 * level, y, line)
            y -= 16
        pdf.showPage()
    pdf.save()
    return path


def test_a_running_header_set_further_left_does_not_end_the_items_open_over_a_page_break(tmp_path):
    """The title and page number every page prints left of the margin ended the items open at the page break: the
    claim window in "1." under "b." was cited as clause "1", the termination right "(c)"; they are cited under their
    clause, as the same PDF without running lines cites them."""
    found = _clauses(_paged_pdf(tmp_path / "sla.pdf"))
    assert found["claim_window_days"] == "3(b)(1)"
    assert found["termination_on_breach"] == "3(c)"


def test_a_running_header_alone_ends_them_no_more(tmp_path):
    """The header alone (no footer) ended them too."""
    assert _clauses(_paged_pdf(tmp_path / "sla.pdf", footer=False))["claim_window_days"] == "3(b)(1)"


def test_without_running_lines_the_items_were_and_are_cited_under_their_clause(tmp_path):
    """Guard (passes on 491c22ac too): the same pages without running lines."""
    found = _clauses(_paged_pdf(tmp_path / "sla.pdf", header=False, footer=False))
    assert (found["claim_window_days"], found["termination_on_breach"]) == ("3(b)(1)", "3(c)")


# an SLA page saved from a browser with the ".txt" a tool asked for
HTML_PAGE = """<!DOCTYPE html>
<html>
<head><title>GPU Cloud Service Level Agreement</title></head>
<body>
<h2>3. Service Credits</h2>
<p>If the Monthly Uptime Percentage for a GPU instance falls below <b>99.9%</b>, Customer is eligible for the following
Service Credit:</p>
<table>
<tr><th>Monthly Uptime Percentage</th><th>Service Credit Percentage</th></tr>
<tr><td>Less than 99.9% but equal to or greater than 99.0%</td><td>10%</td></tr>
<tr><td>Less than 99.0% but equal to or greater than 95.0%</td><td>25%</td></tr>
<tr><td>Less than 95.0%</td><td>100%</td></tr>
</table>
<h2>4. Credit Requests</h2>
<p>Customer must submit a claim within <span>30 days</span> of the end of the month in which the incident occurred.</p>
</body>
</html>
"""


def test_an_html_page_saved_as_txt_reads_as_the_page_shows(tmp_path):
    """Its tags were read as text ("<h2>3. Service Credits</h2>", "<p>If …"): no clause was found and the quotes
    showed the markup. It now reads as the same page named .md does: text and tables, the clauses cited, a note said."""
    path = tmp_path / "sla.txt"
    path.write_text(HTML_PAGE, encoding="utf-8")
    document, terms = api.read_contract(path)
    assert "<" not in document.text
    assert "| Less than 95.0% | 100% |" in document.text.split("\n")
    found = {term.key: term for term in terms}
    assert [(t["below_pct"], t["credit_pct"]) for t in found["credit_tiers"].value] == [(99.9, 10.0), (99.0, 25.0),
                                                                                         (95.0, 100.0)]
    assert found["credit_tiers"].clause == "3"
    assert (found["claim_window_days"].value, found["claim_window_days"].clause) == (30, "4")
    assert found["claim_window_days"].text == "claim within 30 days"
    assert any("read as HTML" in note for note in document.notes)


def test_a_page_without_a_doctype_whose_lines_are_tags_is_read_as_html(tmp_path):
    """A fragment (no doctype, no <html>), most of its lines opening with a tag, is an HTML document too."""
    path = tmp_path / "sla.txt"
    path.write_text(HTML_PAGE.split("<body>\n")[1].split("</body>")[0], encoding="utf-8")
    document, terms = api.read_contract(path)
    assert "<" not in document.text
    assert {term.key: term.clause for term in terms}["claim_window_days"] == "4"


def test_a_text_contract_quoting_markup_stays_text(tmp_path):
    """Guard (passes on 491c22ac too): a text contract with a line or two of markup in it is read as written."""
    path = tmp_path / "sla.txt"
    path.write_text("1. Service Levels\nProvider commits to a Monthly Uptime Percentage of 99.9%.\n"
                    "The status page is published at <a href=\"https://status.example.com\">status</a>.\n"
                    "2. Credits\nCredits are issued against the next invoice.\n", encoding="utf-8")
    document = load_document(path)
    assert '<a href="https://status.example.com">status</a>' in document.text
    assert not any("read as HTML" in note for note in document.notes)


def test_unnumbered_headings_with_their_page_numbers_read_as_before(tmp_path):
    """Guard (passes on 491c22ac too): a contents page whose headings carry no clause number, each page number at the
    tab stop after it, reads as the lines it prints, the page numbers after a space, no cells."""
    rows = [("Definitions", "1", 300), ("Service Levels", "3", 330), ("Service Credits", "5", 360)]
    lines = load_document(_two_column_pdf(tmp_path / "c.pdf", rows, lead="Contents")).text.split("\n")
    assert "Service Credits 5" in lines
    assert not any("\t" in line for line in lines)
