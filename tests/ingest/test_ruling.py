"""Which PDF pages go to pdfplumber: a ruled grid with text inside, decided from pdfium's paths."""

from __future__ import annotations

import pytest

from slacheck.ingest.load import load_document
from slacheck.limits import Limits


def _page_tests(path):
    import pypdfium2 as pdfium

    from slacheck.ingest.pdf import may_hold_table
    from slacheck.ingest.ruling import holds_ruled_table

    document = pdfium.PdfDocument(str(path))
    try:
        out = []
        for index in range(len(document)):
            page = document[index]
            out.append(holds_ruled_table(page, page.get_textpage(), fallback=may_hold_table))
        return out
    finally:
        document.close()


@pytest.fixture
def office_like_pdf(tmp_path):
    """Page 1: a header rule, underlined words and four boxes (notices, one shaded): no table.
    Page 2: the same, plus a 3x2 ruled table. Page 3: an empty 3x3 grid (a form), no text in it."""
    from reportlab.lib import colors
    from reportlab.pdfgen import canvas
    from reportlab.platypus import Table, TableStyle

    path = tmp_path / "office.pdf"
    pdf = canvas.Canvas(str(path))

    def furniture():
        pdf.setFont("Helvetica", 10)
        pdf.drawString(60, 800, "Compute Services Agreement - Confidential")
        pdf.line(60, 795, 535, 795)  # header rule
        pdf.drawString(60, 760, "The Provider shall give notice of maintenance.")
        for x in (60, 150, 260):
            pdf.line(x, 757, x + 60, 757)  # underlined words
        pdf.rect(60, 680, 475, 50)  # boxed notice
        pdf.drawString(70, 700, "Notice: credits are the sole remedy.")
        pdf.setFillColor(colors.lightgrey)
        pdf.rect(60, 600, 475, 50, fill=1)  # shaded boxed notice
        pdf.setFillColor(colors.black)
        pdf.drawString(70, 620, "Important: claims within thirty days.")
        for k in range(2):  # two more boxed headings: four boxes, enough for the old path-count test
            pdf.rect(60, 560 - 30 * k, 200, 20)
            pdf.drawString(70, 566 - 30 * k, f"Schedule {k + 1}")

    furniture()
    pdf.showPage()
    furniture()
    table = Table([["Availability", "Credit"], ["below 99.9%", "10%"], ["below 99.5%", "25%"]])
    table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black)]))
    table.wrapOn(pdf, 400, 200)
    table.drawOn(pdf, 60, 450)
    pdf.showPage()
    pdf.setFont("Helvetica", 10)
    pdf.drawString(60, 760, "Signature page.")
    for k in range(4):
        pdf.line(60, 700 - 30 * k, 360, 700 - 30 * k)
        pdf.line(60 + 100 * k, 700, 60 + 100 * k, 610)
    pdf.showPage()
    pdf.save()
    return path


def test_header_rules_underlines_and_boxed_notices_are_not_tables_a_grid_is(office_like_pdf):
    import pypdfium2 as pdfium

    from slacheck.ingest.pdf import may_hold_table

    assert _page_tests(office_like_pdf) == [False, True, False]
    document = pdfium.PdfDocument(str(office_like_pdf))
    # the path-count pre-check alone sent all three pages through pdfplumber's layout pass
    assert [may_hold_table(document[k]) for k in range(3)] == [True, True, True]
    document.close()


def test_only_the_table_page_is_read_by_pdfplumber_and_its_table_is_kept(office_like_pdf):
    document = load_document(office_like_pdf, Limits())
    assert [(t.page, t.rows) for t in document.tables] == [
        (2, [["Availability", "Credit"], ["below 99.9%", "10%"], ["below 99.5%", "25%"]])]
    page_one = document.text[document.pages[0].start:document.pages[0].end]
    assert "Notice: credits are the sole remedy." in page_one and "Important: claims within thirty days." in page_one


def test_the_grid_test_agrees_with_the_path_count_test_on_every_page_that_holds_a_table(tmp_path, make_text_pdf):
    # a reportlab grid table (the benchmark's kind) and a page of plain text
    path = make_text_pdf(tmp_path / "t.pdf", [["Availability and credits"], ["Plain text only."]],
                         table=[["a", "b", "c"], ["1", "2", "3"]])
    assert _page_tests(path) == [True, False]
