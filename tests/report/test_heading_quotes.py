"""A quote that runs across a heading shows the heading, not its marks: the DOCX and PDF readers mark a heading
as Markdown does ("## 服务等级", for the extractor's sake), and a person reading the quote of the contract (the
review page, the terminal view, the letters) sees the words of the document, where no "#" is printed. The
stored evidence keeps the text as read and its offsets."""

from __future__ import annotations

from pathlib import Path

from slacheck.api import load_document
from slacheck.models import Span
from slacheck.report.quotes import as_read, quote_of


def _span(document, start_text: str, end_text: str) -> Span:
    start = document.text.index(start_text)
    end = document.text.index(end_text) + len(end_text)
    return Span(text=document.text[start:end], page=1, start=start, end=end)


def _docx(path: Path) -> Path:
    import docx

    word = docx.Document()
    word.add_paragraph("乙方应在接到报障后15分钟内响应。")
    word.add_heading("服务等级", 2)
    word.add_paragraph("月可用性不低于99.9%。")
    word.save(str(path))
    return path


def _pdf(path: Path) -> Path:
    from reportlab.pdfgen import canvas

    pdf = canvas.Canvas(str(path))
    pdf.setFont("Helvetica", 10)
    pdf.drawString(60, 780, "The Provider responds to an outage within 15 minutes.")
    pdf.setFont("Helvetica-Bold", 16)
    pdf.drawString(60, 750, "Service Levels")
    pdf.setFont("Helvetica", 10)
    pdf.drawString(60, 725, "Monthly availability is at least 99.9%.")
    pdf.save()
    return path


def test_a_docx_quote_across_a_heading_shows_no_marks(tmp_path):
    document = load_document(_docx(tmp_path / "sla.docx"))
    span = _span(document, "15分钟", "99.9%")
    assert "## 服务等级" in span.text  # the text as read keeps the mark (the extractor's structure)
    assert quote_of(document, span) == "15分钟内响应。服务等级月可用性不低于99.9%"
    assert as_read(span.text, "docx") == "15分钟内响应。\n服务等级\n月可用性不低于99.9%"


def test_a_pdf_quote_across_a_heading_shows_no_marks(tmp_path):
    document = load_document(_pdf(tmp_path / "sla.pdf"))
    span = _span(document, "15 minutes", "99.9%")
    assert "# Service Levels" in span.text
    assert quote_of(document, span) == "15 minutes. Service Levels Monthly availability is at least 99.9%"


def test_near_miss_a_text_files_own_hash_is_quoted(tmp_path):
    path = tmp_path / "sla.txt"
    path.write_text("Response within 15 minutes.\n# Service Levels\nAvailability at least 99.9%.\n", encoding="utf-8")
    document = load_document(path)
    span = _span(document, "15 minutes", "99.9%")
    assert "# Service Levels" in quote_of(document, span)
