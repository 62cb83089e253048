"""Contracts as users hold them: Word/WPS drafts with automatic clause numbering, and PDFs
exported by an office suite with running headers, page-number footers and sentences that run
across a page break. Each test asserts what a user would notice: a term's value, its page,
its clause number and its quoted text."""

from __future__ import annotations

from pathlib import Path

import pytest

from slacheck import api
from slacheck.api import load_document
from slacheck.ingest.numbering import format_number
from slacheck.ingest.sections import split_sections

W_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'

# A Word multilevel list as WPS writes it for a Chinese contract: 第一条 / 1.1 / (a); the second
# level is "legal" (isLgl: its %1 prints 1, not 一)
CLAUSE_LEVELS = [("chineseCounting", "第%1条", "nothing", ""), ("decimal", "%1.%2", "tab", "<w:isLgl/>"),
                 ("lowerLetter", "(%3)", "space", "")]


def numbered_docx(path: Path, paragraphs, levels=CLAUSE_LEVELS, restart_second_list=False) -> Path:
    """A DOCX whose paragraphs ``(ilvl or None, text, numId)`` are numbered by numbering.xml
    only: the runs hold no clause number, as Word writes an automatically numbered list."""
    import docx
    from docx.oxml import parse_xml

    document = docx.Document()
    numbering = document.part.numbering_part.element
    lvls = "".join(
        f'<w:lvl w:ilvl="{i}"><w:start w:val="1"/><w:numFmt w:val="{fmt}"/>{legal}<w:suff w:val="{suff}"/>'
        f'<w:lvlText w:val="{text}"/></w:lvl>' for i, (fmt, text, suff, legal) in enumerate(levels))
    numbering.insert(0, parse_xml(f'<w:abstractNum {W_NS} w:abstractNumId="90">{lvls}</w:abstractNum>'))
    override = '<w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride>' if restart_second_list else ""
    numbering.append(parse_xml(f'<w:num {W_NS} w:numId="90"><w:abstractNumId w:val="90"/></w:num>'))
    numbering.append(parse_xml(f'<w:num {W_NS} w:numId="91"><w:abstractNumId w:val="90"/>{override}</w:num>'))
    for ilvl, text, num_id in paragraphs:
        paragraph = document.add_paragraph(text)
        if ilvl is not None:
            paragraph._p.get_or_add_pPr().append(parse_xml(
                f'<w:numPr {W_NS}><w:ilvl w:val="{ilvl}"/><w:numId w:val="{num_id}"/></w:numPr>'))
    document.save(str(path))
    return path


CONTRACT = [
    (None, "GPU算力服务合同", 90),
    (0, "服务内容", 90),
    (1, "乙方向甲方提供H800算力集群。", 90),
    (0, "服务等级", 90),
    (1, "乙方承诺月度服务可用性不低于99.9%。", 90),
    (1, "乙方在接到故障通知后4小时内恢复服务。", 90),
    (2, "计划内维护不计入不可用时间。", 90),
]


def term(terms, key):
    found = [t for t in terms if t.key == key]
    assert found, f"{key} not extracted"
    return found[0]


def test_word_automatic_clause_numbers_are_read_as_printed(tmp_path):
    path = numbered_docx(tmp_path / "numbered.docx", CONTRACT)
    text = load_document(path).text
    assert text.split("\n") == [
        "GPU算力服务合同", "第一条服务内容", "1.1 乙方向甲方提供H800算力集群。", "第二条服务等级",
        "2.1 乙方承诺月度服务可用性不低于99.9%。", "2.2 乙方在接到故障通知后4小时内恢复服务。",
        "(a) 计划内维护不计入不可用时间。"]
    assert [s.number for s in split_sections(text)] == ["", "第一条", "1.1", "第二条", "2.1", "2.2"]


def test_term_in_an_automatically_numbered_clause_cites_its_number(tmp_path):
    path = numbered_docx(tmp_path / "numbered.docx", CONTRACT)
    document, terms = api.read_contract(path)
    availability = term(terms, "availability_pct")
    assert (availability.value, availability.page, availability.clause) == (99.9, 1, "2.1")
    assert "99.9%" in availability.text


def test_numbering_instances_continue_unless_restarted(tmp_path):
    paragraphs = [(0, "甲", 90), (0, "乙", 90), (None, "说明", 90), (0, "丙", 91)]
    continued = load_document(numbered_docx(tmp_path / "a.docx", paragraphs)).text
    restarted = load_document(numbered_docx(tmp_path / "b.docx", paragraphs, restart_second_list=True)).text
    assert continued.split("\n")[-1] == "第三条丙"
    assert restarted.split("\n")[-1] == "第一条丙"


def test_heading_style_numbering_and_empty_numbered_paragraphs(tmp_path):
    """A heading style linked to the list numbers its paragraphs without w:numPr on them;
    an empty numbered paragraph counts (Word prints its number) but adds no text. (Each reads
    as a heading too, "# " before it, as in Markdown: docx.heading_mark.)"""
    import docx
    from docx.oxml import parse_xml

    path = numbered_docx(tmp_path / "styled.docx", [])
    document = docx.Document(str(path))
    style = document.styles["Heading 1"].element
    style.get_or_add_pPr().append(parse_xml(
        f'<w:numPr {W_NS}><w:ilvl w:val="0"/><w:numId w:val="90"/></w:numPr>'))
    document.add_paragraph("Service Levels", style="Heading 1")
    document.add_paragraph("", style="Heading 1")
    document.add_paragraph("Credits", style="Heading 1")
    document.save(str(path))
    assert load_document(path).text.split("\n") == ["# 第一条Service Levels", "# 第三条Credits"]


def test_bullets_read_as_the_bullet_a_pdf_export_prints(tmp_path):
    """A Word bullet's glyph is a Symbol-font code point: read as "•" (LibreOffice's PDF prints
    "•"), so the same draft reads the same as DOCX and as PDF."""
    levels = [("bullet", "\uf0b7", "tab", ""), ("none", "", "nothing", "")]
    path = numbered_docx(tmp_path / "bullets.docx",
                         [(0, "服务可靠性99.1%", 90), (1, "说明", 90), (0, "16小时内反馈", 90)], levels=levels)
    assert load_document(path).text.split("\n") == ["• 服务可靠性99.1%", "说明", "• 16小时内反馈"]


@pytest.mark.parametrize("n, fmt, shown", [
    (1, "chineseCounting", "一"), (10, "chineseCounting", "十"), (12, "chineseCounting", "十二"),
    (20, "chineseCountingThousand", "二十"), (105, "chineseCounting", "一百零五"),
    (3, "chineseLegalSimplified", "叁"), (2, "ideographTraditional", "乙"), (28, "lowerLetter", "bb"),
    (4, "upperRoman", "IV"), (14, "lowerRoman", "xiv"), (3, "decimalEnclosedCircle", "③"),
    (7, "decimalZero", "07"), (5, "ordinalText", "5"),
])
def test_number_formats(n, fmt, shown):
    assert format_number(n, fmt) == shown


# --------------------------------------------------------------------------- office PDFs

FILLER = ("The Customer may use the cluster for the training and evaluation of machine learning models "
          "and for related data processing, subject to the acceptable use terms of this Agreement. ")


def office_pdf(path: Path, pages: list[list[str]], header: str, footer: str) -> Path:
    """A PDF laid out as an office suite exports one: a running header and a page-number footer
    ("Page 1 of 3") on every page, body lines wrapped at the margin."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    c = canvas.Canvas(str(path), pagesize=A4)
    for number, body in enumerate(pages, start=1):
        c.setFont("Helvetica", 9)
        c.drawString(72, 800, header)
        c.drawString(270, 40, footer.format(page=number, pages=len(pages)))
        c.setFont("Helvetica", 10)
        for i, line in enumerate(body):
            c.drawString(72, 770 - 14 * i, line)
        c.showPage()
    c.save()
    return path


def sla_across_a_page_break(path: Path) -> Path:
    """Clause 2's availability sentence starts on page 1 and ends, with its value, on page 2."""
    import textwrap

    wrap = lambda text: textwrap.wrap(text, 95)  # noqa: E731
    sla = wrap("2. Service Levels. " + FILLER + "The Provider shall ensure that the monthly availability "
               "of the cluster is not less than 99.9% in every calendar month, measured per node. " + FILLER)
    cut = next(i for i, line in enumerate(sla) if "availability" in line) + 1
    pages = [wrap("1. Services. " + FILLER * 3) + sla[:cut],
             sla[cut:] + wrap("3. Fees. " + FILLER * 2),
             wrap("4. Governing Law. This Agreement is governed by the laws of the State of New York. " + FILLER)]
    return office_pdf(path, pages, "ACME GPU Cloud - Master Services Agreement (Draft 3)", "Page {page} of {pages}")


def test_running_header_and_page_footer_are_not_contract_text(tmp_path):
    document = load_document(sla_across_a_page_break(tmp_path / "msa.pdf"))
    assert "Page" not in document.text
    # the header is read once, on page 1, a paragraph of its own (session 34, d8: a contract's number may be
    # printed only there): under the page's first line, as page 1 runs on into page 2 (session 35, d10: the document
    # opens with its own first line); its copies on pages 2 and 3 are not read
    assert document.text.count("Draft 3") == 1
    assert document.text.startswith("1. Services.")
    # (the first line ends a sentence: no sentence is cut by the header)
    header = document.text.index("this Agreement.\n\nACME GPU Cloud - Master Services Agreement (Draft 3)\n\nThe ")
    assert header < document.pages[0].end
    assert [page.number for page in document.pages] == [1, 2, 3]
    assert any("running header/footer" in note and "1-3" in note for note in document.notes)


def test_sentence_across_a_page_break_is_read_whole(tmp_path):
    document, terms = api.read_contract(sla_across_a_page_break(tmp_path / "msa.pdf"))
    start = document.text.index("The Provider shall ensure")
    sentence = document.text[start:document.text.index("per node.", start)]
    assert "\n" not in sentence and "is not less than 99.9% in every" in sentence
    availability = term(terms, "availability_pct")
    assert (availability.value, availability.page, availability.clause) == (99.9, 2, "2")
    assert availability.text == "99.9%"
    law = term(terms, "governing_law")
    assert (law.value, law.page, law.clause) == ("New York", 3, "4")


def test_running_lines_are_found_by_repetition_with_their_numbers_masked():
    from slacheck.ingest.running import running_lines, strip_running

    words = ["服务内容", "服务等级", "违约责任"]
    pages = [[("text", f"GPU算力租赁合同\n第{n}条 {words[n - 1]}\n乙方{words[n - 1]}\n第 {n} 页 共 12 页")]
             for n in range(1, 4)]
    running = running_lines(pages)
    assert running == {(True, "GPU算力租赁合同"), (False, "第 # 页 共 # 页")}
    kept, removed = strip_running(pages[1], running)
    assert kept == [("text", "第2条 服务等级\n乙方服务等级")] and removed == ["GPU算力租赁合同", "第 2 页 共 12 页"]
    assert running_lines(pages[:1]) == set()  # one page has no running lines


def test_line_end_hyphen_pdfium_marks_is_read_as_the_printed_hyphen():
    from slacheck.ingest.normalise import normalise_text

    assert normalise_text("the SLA\ufffecompensation for the Service\ufffeitem") == \
        "the SLA-compensation for the Service-item"


def test_a_wrapped_line_that_starts_with_a_decimal_is_not_a_clause():
    """A PDF line wrapped before "43178.4 分钟" continues its sentence: no clause 43178.4
    (nor a clause 604.684.2255 from a phone number at a line start); 1.1 to 999.999 still are."""
    from slacheck.ingest.normalise import display_width, normalise_text

    first = "可用性为99.95%指单个用户每月云服务业务可用时间按30天*24小时*60分钟计应至少为"
    text = first + "\n43178.4 分钟,即每月最多存在21.6分钟的不可用时间。"
    assert normalise_text(text, wrap_width=display_width(first)) == \
        first + "43178.4分钟,即每月最多存在21.6分钟的不可用时间。"
    sections = split_sections("8.2 服务可用性\n43178.4分钟\nTel 604.684.2255\n604.684.2255 (fax)\n12.3.4 赔偿")
    assert [s.number for s in sections] == ["8.2", "12.3.4"]


# --------------------------------------------------------------------------- footnotes, text boxes

def docx_with_footnote(path: Path) -> Path:
    """第二条 whose availability sentence carries a footnote that excludes planned maintenance,
    and a text box anchored in a paragraph (two lines of its own)."""
    import docx
    from docx.opc.constants import RELATIONSHIP_TYPE as RT
    from docx.oxml import parse_xml

    document = docx.Document()
    document.add_paragraph("第一条 服务内容")
    paragraph = document.add_paragraph("第二条 乙方承诺月度服务可用性不低于99.9%")
    paragraph._p.append(parse_xml(f'<w:r {W_NS}><w:footnoteReference w:id="2"/></w:r>'))
    paragraph.add_run("。")
    box = document.add_paragraph("见下框：")
    box._p.append(parse_xml(
        f'<w:r {W_NS} xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape">'
        '<w:pict><w:txbxContent><w:p><w:r><w:t>机柜功率不低于20千瓦</w:t></w:r></w:p>'
        '<w:p><w:r><w:t>采用液冷</w:t></w:r></w:p></w:txbxContent></w:pict></w:r>'))
    document.add_paragraph("第三条 其他")
    notes = parse_xml(
        f'<w:footnotes {W_NS}>'
        '<w:footnote w:type="separator" w:id="0"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>'
        '<w:footnote w:id="2"><w:p><w:r><w:footnoteRef/></w:r><w:r><w:t xml:space="preserve"> 计划内维护时间'
        '不计入不可用时间，计划内维护应提前72小时通知。</w:t></w:r></w:p></w:footnote></w:footnotes>')
    relate_part(document, "footnotes", notes, RT.FOOTNOTES)
    document.save(str(path))
    return path


def relate_part(document, kind: str, root, reltype: str, uri: str | None = None) -> None:
    """Add to python-docx ``document`` a WordprocessingML part of ``kind`` ("footnotes", "document.glossary") holding
    ``root``, related to the main document by ``reltype``; stored at ``uri`` (/word/KIND.xml by default)."""
    from docx.opc.packuri import PackURI
    from docx.opc.part import XmlPart

    part = XmlPart(PackURI(uri or f"/word/{kind}.xml"),
                   f"application/vnd.openxmlformats-officedocument.wordprocessingml.{kind}+xml", root,
                   document.part.package)
    document.part.relate_to(part, reltype)


def test_footnote_is_read_after_its_paragraph_in_its_clause(tmp_path):
    path = docx_with_footnote(tmp_path / "footnote.docx")
    text = load_document(path).text
    assert text.split("\n")[:3] == [
        "第一条 服务内容", "第二条 乙方承诺月度服务可用性不低于99.9%。",
        "1 计划内维护时间不计入不可用时间,计划内维护应提前72小时通知。"]
    document, terms = api.read_contract(path)
    notice = term(terms, "maintenance_notice_hours")
    assert (notice.value, notice.clause) == (72, "第二条")


def test_text_box_paragraphs_are_lines_of_their_own(tmp_path):
    text = load_document(docx_with_footnote(tmp_path / "box.docx")).text
    assert "见下框:\n机柜功率不低于20千瓦\n采用液冷" in text
    assert text.count("采用液冷") == 1
