"""Real vendor documents as users send them: the corpus/real Markdown written out as Word would (python-docx) and
saved as PDF by LibreOffice. Each test is a reading defect that turned up there, made small here (reportlab PDFs,
python-docx DOCX: no LibreOffice needed), and asserts what the user reads."""

from __future__ import annotations

from pathlib import Path

from slacheck import api
from slacheck.api import load_document

OFFICE = Path(__file__).resolve().parents[2] / "fixtures" / "formats" / "office"


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


# --------------------------------------------------------------------------- the title under a header that repeats it

def _titled_pages(title: str, font: str, body: list[list[str]]):
    """Word's header holds the contract's title, printed small at each page's top; page 1 sets the title again,
    large and bold, right under it (UCloud's US3 SLA as a user's DOCX saved as PDF)."""
    pages = []
    for number, lines in enumerate(body, start=1):
        page = [(title, font, 9)]
        if number == 1:
            page.append((title, font if font == "STSong-Light" else font + "-Bold", 16))
        page += [(line, font, 11) for line in lines]
        page.append((f"- {number} -", font, 9))
        pages.append(page)
    return pages


ZH_BODY = [["UCloud US3服务等级协议规定了UCloud向客户提供US3对象存储服务的服务等级指标。",
            "1.1 服务周期：一个服务周期为一个自然月。"],
           ["2.1 服务可用性：US3标准存储的服务可用性不低于99.95%。",
            "2.2 如未达到上述可用性承诺，客户可以获得赔偿。"]]
EN_BODY = [["This service level agreement is an integral part of the Agreement between Berget and the Customer.",
            "1. Scope. This SLA applies to the services ordered."],
           ["2. Service Guarantee. Berget guarantees an availability of 99.9% per calendar month.",
            "3. Credits. The Customer may claim a credit within 30 days."]]


def test_the_title_under_a_header_that_repeats_it_is_read(tmp_path, make_typed_pdf):
    """The header line and the title under it are one line twice at page 1's top: both were left out as the header,
    and the contract lost its title (its first heading, the section its opening paragraph is cited in)."""
    for title, font, body in (("对象存储US3服务等级协议（SLA）", "STSong-Light", ZH_BODY),
                              ("Service Level Agreement", "Helvetica", EN_BODY)):
        path = make_typed_pdf(tmp_path / f"{font}.pdf", _titled_pages(title, font, body))
        lines = load_document(path).text.split("\n")
        assert lines[0].lstrip("# ") == title.replace("（", "(").replace("）", ")"), lines[:3]
        assert lines[1].startswith(body[0][0][:12])
        assert sum(line.lstrip("# ") == lines[0].lstrip("# ") for line in lines) == 1  # the header is still left out
        assert not any(line.startswith("- ") for line in lines)


# --------------------------------------------------------------------------- the same, as LibreOffice prints them

def test_a_bold_item_of_a_word_bulleted_list_is_no_heading():
    """Word's bullet is the Symbol font's (U+F0B7 in the PDF's text): the bold item "99.5% general uptime" was read
    "### • 99.5% general uptime", the promise cited as a section title."""
    path = OFFICE / "o20_header_and_bullet_en.pdf"
    assert load_document(path).text.startswith("• 99.5% general uptime\n1. fortrabbit")
    term = api.extract(path).get("availability_pct")
    assert (term.value, term.evidence_kind) == (99.5, "operative")


def test_the_title_word_repeats_in_the_header_is_read_on_page_one():
    """UCloud's US3 SLA with its title in the header too: page 1's title went with the header, the contract untitled."""
    text = load_document(OFFICE / "o21_title_under_header_zh.pdf").text
    assert text.startswith("## 对象存储US3服务等级协议(SLA)\nUCloud US3服务等级协议(以下简称")
    assert text.count("对象存储US3服务等级协议") == 1 and "页 共" not in text
