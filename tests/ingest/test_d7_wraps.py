"""Where a PDF page's text ends on the right, and the lines its layout wrapped (d7).

``wraps.py`` takes the right edge of a page's text from where its lines end. It took the widest line's end: one
line run past the margin (a long URL a PDF generator does not break, as reportlab's canvas and many HTML-to-PDF
tools leave it) left fewer than three lines near that "edge", the page was read as having none, and no line of it
was joined with the next: every wrapped sentence of the page came out cut into its printed lines. The edge is now
the next widest line's end when the widest ran alone past the others and a page of text (six lines at least)
ends near it. A page of short lines of similar length under one long line is no such page: no line of it is joined.

A page showing no edge of its own (fewer than three lines reach it: a contract's last page, the end of a sentence
and the signatures) had no line joined either; it is now read at the edge its document's other pages show, when its
lines stay within that text area.
"""

from __future__ import annotations

from pathlib import Path

from slacheck.api import load_document

from .test_office_made import wrapped_on_first_page

# Azure China's Cloud Services SLA (selina603/mktcontent : support/sla/cloud-services-en.md, 212b06e; corpus c17)
DEFINITIONS = [
    '"Maximum Available Minutes" is the total accumulated minutes during a billing month for all Internet facing '
    "roles that have two or more instances deployed in different Update Domains.",
    '"Downtime" is the total accumulated minutes that are part of Maximum Available Minutes that have no External '
    "Connectivity.",
    "Service Credits are Customer's sole and exclusive remedy for any failure to meet any Service Level. Claims "
    "must be submitted within two months of the end of the billing month in which the incident occurred.",
]
URL = "https://wacndevelop.blob.core.chinacloudapi.cn/marketing-resource/sla/cloud-services_sla_english1.0.pdf"


def _page(path: Path, paragraphs: list[str], extra: list[str], width: float = 300) -> list[list[str]]:
    """A reportlab page: ``paragraphs`` broken at ``width`` points as a line breaker does, each line drawn where
    it falls, then the ``extra`` lines drawn whole (however wide); the printed lines of each paragraph."""
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.utils import simpleSplit
    from reportlab.pdfgen import canvas

    pdf = canvas.Canvas(str(path), pagesize=A4)
    pdf.setFont("Helvetica", 10)
    y, printed = 780, []
    for paragraph in paragraphs:
        lines = simpleSplit(paragraph, "Helvetica", 10, width)
        printed.append(lines)
        for line in lines:
            pdf.drawString(72, y, line)
            y -= 13
        y -= 8
    for line in extra:
        pdf.drawString(72, y, line)
        y -= 13
    pdf.showPage()
    pdf.save()
    return printed


def test_a_url_run_past_the_margin_hides_no_wrap(tmp_path):
    plain, with_url = tmp_path / "plain.pdf", tmp_path / "url.pdf"
    printed = _page(plain, DEFINITIONS, ["Version 1.0 of this SLA:"])
    assert _page(with_url, DEFINITIONS, ["Version 1.0 of this SLA:", URL]) == printed
    wrapped = wrapped_on_first_page(plain)
    assert wrapped >= {line for lines in printed for line in lines[:-1]}  # every line of a paragraph but its last
    assert wrapped_on_first_page(with_url) == wrapped  # none with the widest line's end for the edge
    text = load_document(with_url).text
    assert all(paragraph in text for paragraph in DEFINITIONS)  # each sentence whole again
    assert text.split("\n")[-1] == URL  # the URL a line of its own, as printed


def test_short_lines_under_one_long_line_are_no_edge(tmp_path):
    # a contract's last page: clauses of a line each, of similar length, under one long line, and the signatures
    # (fixtures/contracts/fx14's page 2, in English): no line of it was wrapped
    clauses = ["4.6 Credits in a month are capped at 40% of the fee.", "4.7 Claims are made within thirty days.",
               "This Agreement is governed by the laws of Ontario, and any dispute is settled by arbitration in Toronto.",
               "Customer (seal): Orion Labs Inc., Toronto", "Provider (seal): Northwind Compute LLC",
               "Signed on 12 September 2025"]
    path = tmp_path / "last.pdf"
    _page(path, [], clauses)
    assert wrapped_on_first_page(path) == frozenset()
    assert load_document(path).text.split("\n") == clauses


# --------------------------------------------------------------------------- a page showing no right edge

OFFICE = Path(__file__).resolve().parents[2] / "fixtures" / "formats" / "office"


def test_a_last_page_of_two_lines_is_read_at_the_other_pages_edge():
    # UCloud UEC SLA 3.2 (UCloudDoc-Team/sla : uec_sla.md @57d3b5d; corpus c05) on a 12 cm page (o18): page 2 holds
    # the sentence's last two lines, "……超出申请时限的赔偿申请将" over "不被受理。", one line reaching the right
    # edge: under the three a page needs to show its edge, so the line stayed cut there
    text = load_document(OFFICE / "o18_narrow_table_page_zh.pdf").text
    assert "超出申请时限的赔偿申请将不被受理。" in text


def test_only_a_page_within_the_other_pages_text_area_is_read_at_their_edge():
    # near misses, by page geometry (left and right edges in points): the lines of a last page read at the edge its
    # document's other pages show (42-322), not when no page shows one, nor when the page's lines run wider than
    # that edge (a landscape page, another layout)
    from slacheck.ingest.wraps import PageEdges, inherited_wraps

    body = PageEdges(edge=(42.0, 322.0))
    last = [("……超出申请时限的赔偿申请将", 42.5, 318.0, 13.0), ("不被受理。", 42.5, 107.0, 13.0)]  # line, start, end, room needed
    assert inherited_wraps([body, body, PageEdges(pending=last, span=(42.5, 318.0))]) == {2: {"……超出申请时限的赔偿申请将"}}
    assert inherited_wraps([PageEdges(pending=last, span=(42.5, 318.0))]) == {}
    assert inherited_wraps([body, PageEdges(pending=last, span=(42.5, 480.0))]) == {}
    short = [("……超出申请时限的赔偿申请将", 42.5, 290.0, 13.0)]  # room for the next line's first character at its end
    assert inherited_wraps([body, PageEdges(pending=short, span=(42.5, 290.0))]) == {}
