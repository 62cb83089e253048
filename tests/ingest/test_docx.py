"""DOCX: body order, tracked insertions and deletions, zip-bomb and corrupt archives."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from slacheck.errors import SlacheckError
from slacheck.ingest.load import load_document
from slacheck.limits import Limits

DEVSET = Path(__file__).resolve().parents[2] / "fixtures" / "devset"

W_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def make_docx(path, build):
    import docx

    document = docx.Document()
    build(document)
    document.save(str(path))
    return path


def tracked_paragraph(document):
    """单柜功率不低于[ins:25][del:20]千瓦 — a reviewer raised the commitment from 20 to 25 kW."""
    from docx.oxml import parse_xml

    paragraph = document.add_paragraph("2.5 单柜功率不低于")
    p = paragraph._p
    p.append(parse_xml(f'<w:ins {W_NS} w:id="1" w:author="Legal"><w:r><w:t>25</w:t></w:r></w:ins>'))
    p.append(parse_xml(f'<w:del {W_NS} w:id="2" w:author="Legal"><w:r><w:delText>20</w:delText></w:r></w:del>'))
    p.append(parse_xml(f'<w:r {W_NS}><w:t>千瓦。</w:t></w:r>'))


def test_tracked_insertion_is_text_and_deletion_is_a_note(tmp_path):
    path = make_docx(tmp_path / "tracked.docx", tracked_paragraph)
    document = load_document(path, Limits())
    assert "2.5 单柜功率不低于25千瓦。" in document.text
    assert "20" not in document.text
    assert "tracked deletion left out of the text: '20'" in document.notes
    assert "1 tracked insertion read as part of the text (changes not yet accepted)" in document.notes


def test_tracked_insertions_are_counted_in_words(tmp_path):
    # "3 tracked insertion(s)": the count is known, so the noun takes it
    def build(document):
        for _ in range(3):
            tracked_paragraph(document)

    notes = load_document(make_docx(tmp_path / "three.docx", build), Limits()).notes
    assert "3 tracked insertions read as part of the text (changes not yet accepted)" in notes


def test_a_cells_fields_stay_apart(tmp_path):
    """A party's details cell, one field a paragraph: a field's label ("地址：", "Tel:") opens a line
    of its own; the paragraphs were joined as a wrapped Chinese line is, with nothing between them
    ("张三地址:北京市…", "李四Tel:…"). A cell's wrapped text still joins ("按自然" | "月统计")."""
    def build(document):
        table = document.add_table(rows=3, cols=2)
        table.cell(0, 0).text, table.cell(0, 1).text = "甲方通知地址：", "联系人：张三"
        table.cell(0, 1).add_paragraph("地址：北京市朝阳区建国路88号")
        table.cell(1, 0).text, table.cell(1, 1).text = "乙方通知地址：", "李四"
        table.cell(1, 1).add_paragraph("Tel: 021-12345678")
        table.cell(2, 0).text, table.cell(2, 1).text = "低于99.9%（按自然", "10%"
        table.cell(2, 0).add_paragraph("月统计）")

    [table] = load_document(make_docx(tmp_path / "notices.docx", build), Limits()).tables
    assert table.rows == [["甲方通知地址:", "联系人:张三 地址:北京市朝阳区建国路88号"],
                          ["乙方通知地址:", "李四 Tel: 021-12345678"], ["低于99.9%(按自然月统计)", "10%"]]


def test_paragraphs_and_tables_come_in_body_order(tmp_path):
    def build(document):
        document.add_paragraph("6.6 赔付标准如下：")
        table = document.add_table(rows=2, cols=2)
        table.cell(0, 0).text, table.cell(0, 1).text = "月可用性", "赔付比例"
        table.cell(1, 0).text, table.cell(1, 1).text = "低于９９．９％", "10%"
        document.add_paragraph("6.7 每月赔付总额最高不超过当月月服务费的50%。")

    document = load_document(make_docx(tmp_path / "order.docx", build), Limits())
    assert document.text == "6.6 赔付标准如下:\n月可用性 | 赔付比例\n低于99.9% | 10%\n6.7 每月赔付总额最高不超过当月月服务费的50%。"
    [table] = document.tables
    assert table.rows == [["月可用性", "赔付比例"], ["低于99.9%", "10%"]]
    assert document.text[table.start : table.end] == "月可用性 | 赔付比例\n低于99.9% | 10%"


def test_devset_docx_loads_as_chinese_with_its_clauses():
    document = load_document(DEVSET / "dev03_songsuan_h20_gpuhour.docx", Limits())
    assert (document.format, document.language, len(document.pages)) == ("docx", "zh", 1)
    for phrase in ["单柜功率二十千瓦", "按故障时长的十倍向甲方补偿", "单端口速率200Gb/s", "4.1 乙方承诺每张GPU卡的月可用性不低于99.5%"]:
        assert phrase in document.text


def zip_with(path, members: dict[str, bytes]):
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return path


@pytest.mark.parametrize(
    "name, make, limits, message",
    [
        ("bomb.docx", lambda p: zip_with(p, {"word/document.xml": b" " * (3 * 1024 * 1024)}), Limits(max_docx_mb=1),
         "DOCX expands to 3 MB uncompressed (limit 1 MB"),
        ("junk.docx", lambda p: p.write_bytes(b"PK\x03\x04 not really a zip" * 10), Limits(), "not a readable DOCX"),
        ("old.docx", lambda p: p.write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 600), Limits(), "not a readable DOCX"),
        ("parts.docx", lambda p: zip_with(p, {"readme.txt": b"hello"}), Limits(), "no word/document.xml"),
        ("badxml.docx", lambda p: zip_with(p, {"[Content_Types].xml": b"<Types", "word/document.xml": b"<w:document"}),
         Limits(), "not a readable DOCX"),
    ],
)
def test_bad_docx_is_rejected_naming_the_file(tmp_path, name, make, limits, message):
    path = tmp_path / name
    make(path)
    with pytest.raises(SlacheckError) as caught:
        load_document(path, limits)
    assert caught.value.file == name
    assert message in caught.value.message


def docx_with(path, source, replace=None):
    """A copy of DOCX ``source`` with some parts' bytes replaced."""
    with zipfile.ZipFile(source) as zin, zipfile.ZipFile(path, "w") as zout:
        for item in zin.infolist():
            zout.writestr(item, (replace or {}).get(item.filename, zin.read(item.filename)))
    return path


@pytest.mark.parametrize("part, data, message", [
    ("word/document.xml", b"<x/>", "not a readable DOCX (word/document.xml has no document body)"),
    ("word/document.xml", f"<w:document {W_NS}/>".encode(), "not a readable DOCX (word/document.xml has no document body)"),
    ("[Content_Types].xml", b"<Types/>", "not a readable DOCX (a package part is not Office Open XML)"),
])
def test_well_formed_xml_that_is_no_word_document_is_rejected(tmp_path, part, data, message):
    """XML that parses but is not what Word writes was an AttributeError traceback (exit 1)."""
    path = docx_with(tmp_path / "odd.docx", DEVSET / "dev03_songsuan_h20_gpuhour.docx", {part: data})
    with pytest.raises(SlacheckError) as caught:
        load_document(path, Limits())
    assert (caught.value.file, caught.value.message) == ("odd.docx", message)


def test_truncated_devset_docx_is_rejected(tmp_path):
    data = (DEVSET / "dev03_songsuan_h20_gpuhour.docx").read_bytes()
    path = tmp_path / "truncated.docx"
    path.write_bytes(data[: len(data) // 2])
    with pytest.raises(SlacheckError, match="not a readable DOCX"):
        load_document(path, Limits())


HEADED_MD = "算力服务协议\n\n## 业务可用性\n\n容器服务承诺99.95%。\n\n## 费用\n\n月费为10000元。\n"


def _style_xml(style_id: str, name: str, ppr: str = "", based_on: str | None = None) -> str:
    based = f'<w:basedOn w:val="{based_on}"/>' if based_on else ""
    return (f'<w:style {W_NS} w:type="paragraph" w:customStyle="1" w:styleId="{style_id}"><w:name w:val="{name}"/>'
            f'{based}<w:pPr>{ppr}</w:pPr></w:style>')


def _headed(heading):
    """The contract of HEADED_MD as Word writes it, each title a paragraph that ``heading(document, text)`` makes
    a heading of (no clause number: the style says it is one)."""
    def build(document):
        document.add_paragraph("算力服务协议")
        heading(document, "业务可用性")
        document.add_paragraph("容器服务承诺99.95%。")
        heading(document, "费用")
        document.add_paragraph("月费为10000元。")
    return build


def _with_style(style_xml: str, style_id: str):
    from docx.oxml import parse_xml

    def heading(document, text):
        styles = document.styles.element
        if styles.find(f"{{{W_NS[9:-1]}}}style[@{{{W_NS[9:-1]}}}styleId='{style_id}']") is None:
            styles.append(parse_xml(style_xml))
        paragraph = document.add_paragraph(text)
        paragraph._p.get_or_add_pPr().append(parse_xml(f'<w:pStyle {W_NS} w:val="{style_id}"/>'))
    return heading


def _own_outline_level(document, text):
    from docx.oxml import parse_xml

    document.add_paragraph(text)._p.get_or_add_pPr().append(parse_xml(f'<w:outlineLvl {W_NS} w:val="1"/>'))


@pytest.mark.parametrize("heading", [
    lambda document, text: document.add_heading(text, 2),  # Word's built-in "Heading 2" (its w:outlineLvl)
    _with_style(_style_xml("a1", "标题 2"), "a1"),  # WPS: the style's name says its level, no w:outlineLvl
    _with_style(_style_xml("Clause", "Clause Title", based_on="Heading2"), "Clause"),  # based on a heading style
    _with_style(_style_xml("Big", "Big", '<w:outlineLvl w:val="1"/>'), "Big"),  # any style at an outline level
    _own_outline_level,  # the paragraph's own outline level
], ids=["heading-2", "wps-name", "based-on", "style-outline", "paragraph-outline"])
def test_a_styled_heading_without_a_number_reads_as_the_markdown_heading(tmp_path, heading):
    """A DOCX title set as a heading by its style, no clause number ("业务可用性" over "容器服务承诺99.95%。"),
    heads its section as "## 业务可用性" does in Markdown: the figure is read at the same strength under it
    (not run into one sentence with the title: "可用性\\n容器服务承诺99.95%" read as a clause that names its
    key) and the terms cite the heading as their clause; the review page shows it as a heading."""
    from slacheck import api

    md = tmp_path / "headed.md"
    md.write_text(HEADED_MD, encoding="utf-8")
    path = make_docx(tmp_path / "headed.docx", _headed(heading))
    read = {t.key: (t.value, t.evidence_kind, t.clause, t.text) for t in api.extract(path).terms}
    expected = {t.key: (t.value, t.evidence_kind, t.clause, t.text) for t in api.extract(md).terms}
    assert read["availability_pct"] == expected["availability_pct"] == (99.95, "loose", "业务可用性", "99.95%")
    assert read["monthly_fee"][2] == expected["monthly_fee"][2] == "费用"
    document = load_document(path, Limits())
    assert document.text.count("\n## ") == 2  # the two titles, no body paragraph
    from slacheck.report.html import build_blocks

    assert [(b.kind, "".join(p.text for p in b.pieces)) for b in build_blocks(document, [])
            if b.kind.startswith("h")] == [("h2", "业务可用性"), ("h2", "费用")]



@pytest.mark.parametrize("title", [
    lambda document, text: document.add_heading(text, 0),  # Word's built-in "Title" style (python-docx's level 0)
    _with_style(_style_xml("a3", "标题"), "a3"),  # WPS's 标题 (no level digit): its Title
], ids=["title", "wps-title"])
def test_a_paragraph_in_the_title_style_reads_as_the_documents_title_heading(tmp_path, title):
    """A paragraph set in Word's Title style ("服务可用性" over "容器服务承诺99.95%。", no clause number) is the
    document's title: it reads as Markdown's "# 服务可用性" does, a first-level heading, so the figure under it is
    read as under a heading (review strength, the title as its clause), not run into one sentence with the title;
    the review page shows it as the first heading."""
    from slacheck import api
    from slacheck.report.html import build_blocks

    md = tmp_path / "titled.md"
    md.write_text("# 服务可用性\n\n容器服务承诺99.95%。\n", encoding="utf-8")

    def build(document):
        title(document, "服务可用性")
        document.add_paragraph("容器服务承诺99.95%。")

    path = make_docx(tmp_path / "titled.docx", build)
    read = {t.key: (t.value, t.evidence_kind, t.clause, t.text) for t in api.extract(path).terms}
    expected = {t.key: (t.value, t.evidence_kind, t.clause, t.text) for t in api.extract(md).terms}
    assert read["availability_pct"] == expected["availability_pct"]
    assert read["availability_pct"][2] == "服务可用性"
    document = load_document(path, Limits())
    assert document.text.startswith("# 服务可用性\n")
    assert [(b.kind, "".join(p.text for p in b.pieces)) for b in build_blocks(document, [])
            if b.kind.startswith("h")] == [("h1", "服务可用性")]


def hidden_and_moved(document):
    """A clause formatted hidden (Word neither shows nor prints it) beside a visible one; a clause moved as a
    tracked change (its old place a w:moveFrom, its new one a w:moveTo)."""
    from docx.oxml import parse_xml

    body = document.element.body
    for xml in (f'<w:p {W_NS}><w:r><w:rPr><w:vanish/></w:rPr><w:t>单柜功率不低于5千瓦。</w:t></w:r>'
                f'<w:r><w:rPr><w:vanish w:val="false"/></w:rPr><w:t>单柜功率不低于20千瓦。</w:t></w:r></w:p>',
                f'<w:p {W_NS}><w:moveFrom w:id="3" w:author="Legal"><w:r><w:t>15分钟内响应。</w:t></w:r></w:moveFrom></w:p>',
                f'<w:p {W_NS}><w:r><w:t>故障</w:t></w:r><w:moveTo w:id="4" w:author="Legal"><w:r><w:t>15分钟内响应。</w:t>'
                f'</w:r></w:moveTo></w:p>'):
        body.insert(len(body) - 1, parse_xml(xml))


def test_hidden_text_is_left_out_and_said(tmp_path):
    """Hidden text was read as the contract's: here a 5 kW figure no printed copy shows."""
    document = load_document(make_docx(tmp_path / "hidden.docx", hidden_and_moved), Limits())
    assert "5千瓦" not in document.text and "单柜功率不低于20千瓦。" in document.text
    assert "hidden.docx: hidden text left out of the text: '单柜功率不低于5千瓦。'" in document.warnings


def test_a_tracked_move_is_read_at_its_new_place_and_not_called_a_deletion(tmp_path):
    """A move's old place was said as "tracked deletion left out of the text: '15分钟内响应。'": the clause is
    not gone, it is read where it was moved to."""
    document = load_document(make_docx(tmp_path / "moved.docx", hidden_and_moved), Limits())
    assert document.text.count("15分钟内响应。") == 1 and "故障15分钟内响应。" in document.text
    assert [w for w in document.warnings if "tracked" in w] == [
        "moved.docx: 1 tracked move read where the text was moved to (changes not yet accepted)"]


def test_a_docx_cut_short_is_said_to_be_cut_short(tmp_path):
    """A DOCX whose download stopped half-way was told "an old .doc must be saved as .docx"."""
    data = (DEVSET / "dev03_songsuan_h20_gpuhour.docx").read_bytes()
    path = tmp_path / "half.docx"
    path.write_bytes(data[: len(data) // 2])
    with pytest.raises(SlacheckError) as caught:
        load_document(path, Limits())
    assert str(caught.value) == "half.docx: not a readable DOCX (cut short: an incomplete download or copy? " \
                                "File is not a zip file)"


def strict_docx(path):
    """The devset DOCX with its namespaces as Word's "Strict Open XML Document" writes them."""
    pairs = [(b"http://schemas.openxmlformats.org/wordprocessingml/2006/main", b"http://purl.oclc.org/ooxml/wordprocessingml/main"),
             (b"http://schemas.openxmlformats.org/officeDocument/2006/relationships",
              b"http://purl.oclc.org/ooxml/officeDocument/relationships")]
    with zipfile.ZipFile(DEVSET / "dev03_songsuan_h20_gpuhour.docx") as zin, zipfile.ZipFile(path, "w") as zout:
        for item in zin.infolist():
            data = zin.read(item.filename)
            for old, new in pairs:
                data = data.replace(old, new)
            zout.writestr(item, data)
    return path


def alt_chunk_docx(path, paragraph: str = ""):
    """A DOCX as web editors export one (html-docx-js and the like): its body an w:altChunk pointing at an HTML
    part Word converts on opening, after ``paragraph`` (when given) of its own."""
    import re

    source = make_docx(path.with_suffix(".src.docx"), lambda d: d.add_paragraph(paragraph) if paragraph else None)
    with zipfile.ZipFile(source) as zin, zipfile.ZipFile(path, "w") as zout:
        for item in zin.infolist():
            data = zin.read(item.filename)
            if item.filename == "word/document.xml":
                data = re.sub(rb"<w:sectPr", b'<w:altChunk r:id="htmlChunk"/><w:sectPr', data, count=1)
            elif item.filename == "word/_rels/document.xml.rels":
                data = data.replace(b"</Relationships>", b'<Relationship Id="htmlChunk" Type="http://schemas.openxmlformats'
                                    b'.org/officeDocument/2006/relationships/aFChunk" Target="/word/afchunk.htm"/></Relationships>')
            elif item.filename == "[Content_Types].xml":
                data = data.replace(b"</Types>", b'<Default Extension="htm" ContentType="text/html"/></Types>')
            zout.writestr(item, data)
        zout.writestr("word/afchunk.htm", "<html><body><p>单柜功率不低于20千瓦。</p></body></html>")
    return path


def test_a_strict_open_xml_docx_is_refused_saying_how_to_save_it(tmp_path):
    """Was "not a readable DOCX (KeyError: "no relationship of type '…/officeDocument' in collection")"."""
    with pytest.raises(SlacheckError) as caught:
        load_document(strict_docx(tmp_path / "strict.docx"), Limits())
    assert str(caught.value) == ("strict.docx: not a readable DOCX (saved as Strict Open XML: save it in Word as "
                                 "'Word Document (*.docx)', or as PDF)")


def test_a_docx_of_embedded_html_is_refused_saying_so_and_a_part_of_one_is_said(tmp_path):
    """Was "empty file (the DOCX body has no text)" (the text is there, in the embedded part), and with a
    paragraph of its own, the embedded part's clauses missing without a word."""
    with pytest.raises(SlacheckError) as caught:
        load_document(alt_chunk_docx(tmp_path / "web.docx"), Limits())
    assert str(caught.value) == ("web.docx: the DOCX holds its text as 1 embedded document (w:altChunk, as web "
                                 "editors export) not read: open it in Word and save it again as .docx, or save it as PDF")
    document = load_document(alt_chunk_docx(tmp_path / "part.docx", "算力服务协议"), Limits())
    assert document.warnings == ["part.docx: 1 embedded document (w:altChunk, as web editors export) not read: open it "
                                 "in Word and save it again as .docx, or save it as PDF"]
