"""PDF makers for ingest tests: small inputs generated with reportlab, never committed."""

from __future__ import annotations

import pytest


def _canvas(path, **kwargs):
    from reportlab.pdfgen import canvas

    return canvas.Canvas(str(path), **kwargs)


def cells_apart_pdf(path, rows, lead: str, after: str, font: str = "Helvetica", step: float = 18):
    """A PDF page: ``lead``, then each row's two cells (first, second, x), the second drawn at x where its tab stop put
    it (x varies, no rules), ``step`` points apart, then ``after``; in ``font`` (STSong-Light: Chinese)."""
    if font == "STSong-Light":
        from reportlab.pdfbase import pdfmetrics
        from reportlab.pdfbase.cidfonts import UnicodeCIDFont

        pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
    pdf = _canvas(path, pageCompression=0)
    pdf.setFont(font, 11)
    y = 760.0
    pdf.drawString(56, y, lead)
    for first, second, x in rows:
        y -= step
        pdf.drawString(56, y, first)
        pdf.drawString(x, y, second)
    y -= step
    pdf.drawString(56, y, after)
    pdf.showPage()
    pdf.save()
    return path


@pytest.fixture
def make_text_pdf():
    """make_text_pdf(path, pages=[[line, ...], ...], table=None, encrypt=None) -> path."""

    def make(path, pages, table=None, encrypt=None, font="Helvetica"):
        from reportlab.lib import colors
        from reportlab.pdfbase import pdfmetrics
        from reportlab.pdfbase.cidfonts import UnicodeCIDFont
        from reportlab.platypus import Table, TableStyle

        if font == "STSong-Light":
            pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
        kwargs = {}
        if encrypt:
            from reportlab.lib import pdfencrypt

            kwargs["encrypt"] = pdfencrypt.StandardEncryption(encrypt, canPrint=0)
        pdf = _canvas(path, **kwargs)
        for number, lines in enumerate(pages, start=1):
            pdf.setFont(font, 11)
            y = 780
            for line in lines:
                pdf.drawString(60, y, line)
                y -= 16
            if table and number == 1:
                flowable = Table(table)
                flowable.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black), ("FONT", (0, 0), (-1, -1), font, 10)]))
                _, height = flowable.wrapOn(pdf, 480, 400)
                flowable.drawOn(pdf, 60, y - 10 - height)
            pdf.showPage()
        pdf.save()
        return path

    return make


@pytest.fixture
def make_typed_pdf():
    """make_typed_pdf(path, pages) -> path: each page a list of lines (text, font, size) set one under another at
    the left margin, each line's own type (the PDF headings' tests: a heading is told by its type)."""

    def make(path, pages):
        from reportlab.pdfbase import pdfmetrics
        from reportlab.pdfbase.cidfonts import UnicodeCIDFont

        pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
        pdf = _canvas(path)
        for lines in pages:
            y = 780.0
            for text, font, size in lines:
                pdf.setFont(font, size)
                pdf.drawString(60, y, text)
                y -= size * 1.6
            pdf.showPage()
        pdf.save()
        return path

    return make


@pytest.fixture
def make_image_only_pdf():
    """A 'scanned' PDF: a drawn picture and no text layer."""

    def make(path, pages=2):
        pdf = _canvas(path)
        for _ in range(pages):
            for i in range(40):
                pdf.rect(50 + i * 5, 300 + i * 3, 200, 100, fill=i % 2)
            pdf.showPage()
        pdf.save()
        return path

    return make
