"""Real vendor documents as users send them: the corpus/real Markdown written out as Word would (python-docx) and
saved as PDF by LibreOffice. Each test is a reading defect that turned up there, made small here (reportlab PDFs,
python-docx DOCX: no LibreOffice needed), and asserts what the user reads."""

from __future__ import annotations

from slacheck import api
from slacheck.api import load_document


# --------------------------------------------------------------------------- a bold bullet is no heading

def _bold_bullet_pdf(make_typed_pdf, path, bullet="•"):
    """fortrabbit's SLA (https://github.com/fortrabbit/legal/blob/main/contract/service-level-agreement.md) opens
    with one bold bullet, its promise, above its numbered clauses."""
    return make_typed_pdf(path, [[
        ("Service level agreement", "Helvetica-Bold", 18),
        (f"{bullet} 99.5% general uptime", "Helvetica-Bold", 11),
        ("1. fortrabbit will use commercially reasonable efforts to keep the platforms", "Helvetica", 11),
        ("available at the monthly uptime percentage stated above during each billing cycle.", "Helvetica", 11),
        ("2. Credits are granted when the customer submits a written request within 10", "Helvetica", 11),
        ("calendar days after the end of the affected month.", "Helvetica", 11),
    ]])


def test_a_bold_bullet_line_is_read_as_a_list_item_not_a_heading(tmp_path, make_typed_pdf):
    """A bold bulleted line stood alone like a heading and was read as one ("### • 99.5% general uptime"): the
    promise it states was cited as a section title, its clause "• 99.5% general uptime"."""
    path = _bold_bullet_pdf(make_typed_pdf, tmp_path / "bullet.pdf")
    document = load_document(path)
    assert "• 99.5% general uptime\n" in document.text
    assert "#" not in document.text.split("\n")[1]
    term = api.extract(path).get("availability_pct")
    assert term.value == 99.5
    assert term.evidence_kind != "heading"
    assert term.clause is None or "uptime" not in term.clause


def test_a_bold_line_that_is_no_list_item_is_still_a_heading(tmp_path, make_typed_pdf):
    """Guard (passes on main too): the title, bold and large, stays the document's heading."""
    document = load_document(_bold_bullet_pdf(make_typed_pdf, tmp_path / "bullet.pdf"))
    assert document.text.split("\n")[0].startswith("#") and "Service level agreement" in document.text.split("\n")[0]
