"""Files as office suites make them: DOCX written as Word writes it (python-docx) and LibreOffice's
PDF of it (``soffice --headless``, WenQuanYi Micro Hei and Liberation Sans). The PDFs are in
fixtures/formats/office, made by its make_office_fixtures.py (tests need no LibreOffice), with a DOCX saved again by
LibreOffice. Each test
asserts what a user reads: a table's rows, a credit tier, a ticked option."""

from __future__ import annotations

from pathlib import Path

import pytest

from slacheck import api
from slacheck.api import load_document

OFFICE = Path(__file__).resolve().parents[2] / "fixtures" / "formats" / "office"
W_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
CREDIT_TIERS = [(99.9, 10.0), (99.5, 25.0), (99.0, 50.0), (95.0, 100.0)]


def tiers(path: Path) -> list[tuple[float, float]]:
    term = api.extract(path).get("credit_tiers")
    return [(float(t["below_pct"]), float(t["credit_pct"])) for t in term.value]


# --------------------------------------------------------------------------- a table cut by a page break

def test_a_row_pushed_to_the_next_page_is_read_as_a_table_row():
    """The credit table's rows may not break (Word's "allow row to break across pages" off): the
    last tier goes to the top of page 2 alone, a one-row grid. It was read as the text "低于95%
    100%代金券" and the 95%/100% tier was lost; a boxed row under page 1's heading stays text."""
    document = load_document(OFFICE / "o1_one_row_fragment_zh.pdf")
    tables = [(table.page, table.rows) for table in document.tables]
    assert tables[-1] == (2, [["低于95%", "100%", "代金券"]])
    assert tables[0][1][-1] == ["低于99%但等于或高于95%", "50%", "代金券"]
    assert document.text.split("\n")[1] == "甲方联系人:张三 乙方联系人:李四"  # a box, not a table's piece
    assert tiers(OFFICE / "o1_one_row_fragment_zh.pdf") == CREDIT_TIERS


def test_a_row_cut_mid_cell_is_one_row_on_the_page_it_starts():
    """Rows may break (Word's default): the break cuts the last row inside its first cell, and
    the rest of that cell is all page 2 holds of the table, one row. It was read as two text
    lines ("护时间不计入不可", "用时间)") after page 1's table, the row's first cell cut short."""
    document = load_document(OFFICE / "o5_row_cut_mid_cell_zh.pdf")
    assert [table.page for table in document.tables] == [1]
    assert document.tables[0].rows[-1] == ["低于95%(按自然月统计,计划内维护时间不计入不可用时间)", "100%",
                                           "代金券,于次月账单中抵扣"]
    assert "不可用时间)\n5.2" not in document.text and document.text.endswith("\n\n5.2 赔偿以代金券形式发放,不折现。")
    assert tiers(OFFICE / "o5_row_cut_mid_cell_zh.pdf") == CREDIT_TIERS


# --------------------------------------------------------------------------- borderless tables

def test_a_borderless_table_is_read_with_its_cells_apart():
    """A level/credit table without borders: its rows were read as run-on text ("白金级99.99%月费的30%").
    The justified paragraphs around it and a list whose labels stand at a tab stop stay as written."""
    document = load_document(OFFICE / "o2_borderless_levels_zh.pdf")
    assert [table.rows for table in document.tables] == [[
        ["服务等级", "月度可用性", "赔偿比例"], ["白金级", "99.99%", "月费的30%"],
        ["黄金级", "99.95%", "月费的20%"], ["标准级", "99.9%", "月费的10%"]]]
    lines = document.text.split("\n")
    assert "白金级 | 99.99% | 月费的30%" in lines
    prose = [line for line in lines if not line.startswith(("服务等级", "白金级", "黄金级", "标准级"))]
    assert not any("|" in line for line in prose)
    assert lines[0].startswith("The Provider shall make the Service available to the Customer in accordance")
    assert lines[-3:] == ["a. daily reports of the cluster's availability;", "b. monthly service credit statements;",
                          "c. incident reports within five business days."]


def test_aligned_runs_need_several_lines_in_the_same_columns():
    from slacheck.ingest.aligned import _lines, aligned_runs

    def line(top, *cells):
        return [(left, top - 10, right, top) for left, right in cells]

    table = line(500, (40, 80), (150, 190)) + line(485, (40, 70), (150, 180)) + line(470, (40, 75), (150, 195))
    assert len(aligned_runs(_lines(table))[0]) == 3
    two_lines = line(500, (40, 80), (150, 190)) + line(485, (40, 70), (150, 180))
    assert aligned_runs(_lines(two_lines)) == []  # a signature line and its date: no table
    shifted = table[:4] + line(470, (40, 75), (250, 295))
    assert aligned_runs(_lines(shifted)) == []  # the third line's cell in another column


# --------------------------------------------------------------------------- symbol fonts in DOCX

def docx_with_symbols(path: Path) -> Path:
    """Word's Insert > Symbol: ≥ ± ° from Symbol, the option boxes of a form from Wingdings
    (ticked þ F0FE, empty ¨ F0A8) and Wingdings 2 (R F052 ticked, £ F0A3 empty)."""
    import docx
    from docx.oxml import parse_xml

    document = docx.Document()

    def paragraph(*parts):
        p = document.add_paragraph()
        for part in parts:
            if isinstance(part, str):
                p.add_run(part)
            else:
                font, char = part
                p._p.append(parse_xml(f'<w:r {W_NS}><w:sym w:font="{font}" w:char="{char}"/></w:r>'))

    paragraph("2.1 乙方承诺月度服务可用性", ("Symbol", "F0B3"), "99.9%，机房温度18", ("Symbol", "F0B1"), "2",
              ("Symbol", "F0B0"), "C。")
    paragraph("付费方式：", ("Wingdings", "F0FE"), "按月付费 ", ("Wingdings", "F0A8"), "按年付费")
    paragraph("发票：", ("Wingdings 2", "F052"), "含税 ", ("Wingdings 2", "F0A3"), "不含税 ", ("Wingdings 2", "54"), "免开")
    paragraph("未知符号：", ("Marlett", "F061"))
    document.save(str(path))
    return path


def test_symbol_font_characters_are_read(tmp_path):
    text = load_document(docx_with_symbols(tmp_path / "symbols.docx")).text
    assert text.split("\n") == ["2.1 乙方承诺月度服务可用性≥99.9%,机房温度18±2°C。", "付费方式:☑按月付费 ☐按年付费",
                                "发票:☑含税 ☐不含税 ☒免开", "未知符号:\uf061"]


@pytest.mark.parametrize("font, char, shown", [
    ("Symbol", "F0A3", "≤"), ("Symbol", "B3", "≥"), ("symbol", "F0B7", "•"), ("Wingdings", "F0FC", "✓"),
    ("Wingdings", "F06F", "☐"), ("Wingdings 2", "F053", "☒"), ("Wingdings", "F0FF", "\uf0ff"), (None, "zz", ""),
])
def test_symbol_text(font, char, shown):
    from slacheck.ingest.docx import symbol_text

    assert symbol_text(font, char) == shown


# --------------------------------------------------------------------------- wrapped list items

def test_indented_list_items_are_read_whole_in_a_narrow_pdf():
    """A 10 cm page whose items hang indented, "(a)"/"(一)"/"•" in the margin: every line is narrower
    than a wrap width can be told from, and each continuation (at the item's indent) was read as a
    line of its own. The layout shows they were wrapped: the next line's first word (a CJK
    character) would not have fitted at the end of the line. Joined with a space in English, with
    none in Chinese; each item and the clause heads stay lines of their own."""
    lines = load_document(OFFICE / "o3_indented_items.pdf").text.split("\n")
    assert lines == [
        "4. Service levels. The Provider undertakes that, in each calendar month:",
        "(a) the Provider shall restore the Service within four hours of a fault being reported by the Customer;",
        "(b) planned maintenance shall be notified at least seventy two hours in advance and shall not exceed "
        "eight hours a month;",
        "• service credits are the Customer's sole remedy for a failure to meet the availability commitment;",
        "第四条 服务等级。乙方承诺每个自然月内:",
        "(一) 乙方应在甲方报告故障后四小时内恢复服务,并在恢复后二十四小时内提交故障报告;",
        "(二) 计划内维护应提前七十二小时通知甲方,每月累计不得超过八小时,超出部分计入不可用时间;",
        "• 服务赔偿为甲方就可用性未达承诺可获得的唯一补救措施,赔偿总额不超过当月服务费用。",
        "5. Fees. The Customer shall pay the monthly fee in advance."]


def wrapped_on_first_page(path: Path) -> frozenset[str]:
    """The lines ``wraps.py`` finds wrapped on the first page of the PDF at ``path``."""
    import pypdfium2 as pdfium

    from slacheck.ingest.aligned import gapped_bands, page_lines
    from slacheck.ingest.wraps import wrapped_lines

    document = pdfium.PdfDocument(str(path))
    textpage = document[0].get_textpage()
    wrapped = wrapped_lines(textpage, textpage.get_text_range(), gapped_bands(page_lines(textpage)))
    document.close()
    return wrapped


def test_a_short_line_at_the_right_edge_or_set_at_a_tab_is_not_wrapped(tmp_path):
    """The fit test is for lines of text: a right-aligned line ("EXHIBIT 10.2"), a line of dashes
    (two signature rules) and a line with a tab's gap (a footer's "Page 3 of 7") end at the right
    edge by design, and stay lines of their own; the paragraph's full lines were wrapped."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    path = tmp_path / "edges.pdf"
    pdf = canvas.Canvas(str(path), pagesize=A4)
    pdf.setFont("Helvetica", 10)
    body = ["The Provider shall make the Service available to the Customer in accordance with the",
            "service levels set out below and shall give notice of any planned maintenance work",
            "affecting the Service."]
    right = 72 + pdf.stringWidth(body[0], "Helvetica", 10)
    pdf.drawRightString(right, 780, "EXHIBIT 10.2")
    pdf.drawString(72, 766, "Schedule")
    for i, line in enumerate(body):
        pdf.drawString(72, 740 - 14 * i, line)
    pdf.drawString(72, 690, "-" * 30)
    pdf.drawRightString(right, 690, "-" * 30)
    pdf.drawString(72, 676, "Name")
    pdf.drawString(72, 650, "ACME Confidential")
    pdf.drawRightString(right, 650, "Page 3 of 7")
    pdf.drawString(72, 636, "Draft")
    pdf.showPage()
    pdf.save()
    assert wrapped_on_first_page(path) == {body[0], body[1]}


# --------------------------------------------------------------------------- lines that are not wrapped

def test_columns_typed_apart_with_spaces_are_not_joined():
    """A signature block typed in two columns with spaces, as old filings set theirs: LibreOffice
    prints the spaces as a gap inside one run of text (pdfium reads one space, so no tab's gap
    between runs shows), and its right column ends near the margin, where the next line's first
    word would not have fitted. Its lines were read as one ("Name: … Kaul Title: President …"):
    a line with a gap that wide inside it is set in columns, not wrapped."""
    lines = load_document(OFFICE / "o6_typed_columns.pdf").text.split("\n")
    assert lines[-2:] == ["Name: Irwin Schneidmill Name: Rakesh K. Kaul", "Title: President Title: Chief Executive Officer"]
    assert lines[-3] == "IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first above written."


def test_a_page_without_a_right_edge_has_no_wrapped_lines(tmp_path):
    """A contents page: a centred title, then entries whose page numbers stand at a tab stop.
    The title was the only line not set at a tab, so it was taken for the right edge of the
    text and read as wrapped ("TABLE OF CONTENTS ARTICLE I DEFINITIONS 1"): the edge is where
    several lines end, and a page that shows none has no line the layout wrapped."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    path = tmp_path / "contents.pdf"
    pdf = canvas.Canvas(str(path), pagesize=A4)
    pdf.setFont("Helvetica", 10)
    pdf.drawCentredString(297, 780, "TABLE OF CONTENTS")
    for i, (entry, page) in enumerate([("ARTICLE I DEFINITIONS", "1"), ("Section 1.01 Defined Terms", "1"),
                                       ("ARTICLE II SERVICES", "4"), ("Section 2.01 Appointment", "5")]):
        pdf.drawString(72, 750 - 14 * i, entry)
        pdf.drawRightString(520, 750 - 14 * i, page)
    pdf.showPage()
    pdf.save()
    assert wrapped_on_first_page(path) == frozenset()


def test_a_bare_roman_label_starts_an_item():
    """ "iii)" at the start of a line opens the list's third item, as "3)" and "(c)" do: it was
    joined onto the item before it when the layout had wrapped that line (its last word at the
    right edge). A sentence's own "(ii)" at a line's start still goes on from the line before."""
    from slacheck.ingest.normalise import normalise_text

    items = ("ii) \"1\" shall mean the cost of all parts as determined by the method described in Section 7.5 e) below\n"
             "iii) \"2\" shall mean the labour cost.")
    wrapped = frozenset({items.split("\n")[0]})
    assert normalise_text(items, None, wrapped=wrapped).split("\n") == items.split("\n")
    sentence = "the Provider may (i) suspend the Service, or\n(ii) terminate this Agreement."
    assert normalise_text(sentence, None, wrapped=frozenset({"the Provider may (i) suspend the Service, or"})) == (
        "the Provider may (i) suspend the Service, or (ii) terminate this Agreement.")


# --------------------------------------------------------------------------- session 25: more office-made layouts

PRICE_ROWS = [["A100 80GB", "按量计费", "12.00"], ["A100 80GB", "包月", "6,800.00"], ["H100 80GB", "按量计费", "28.00"],
              ["H100 80GB", "包月", "15,600.00"], ["L40S 48GB", "按量计费", "7.50"], ["L40S 48GB", "包月", "4,200.00"]]


def test_a_header_row_repeated_atop_the_next_page_is_left_out():
    """A price table set to repeat its header row on each page (w:tblHeader), broken across two pages:
    LibreOffice prints the header again over page 2's rows. It was read as a row of the table (the
    extractor, which reads past the page break, saw "GPU型号 | 计费方式 | …" between two prices);
    it is left out as layout, like a running header, and noted."""
    document = load_document(OFFICE / "o7_repeated_header_zh.pdf")
    assert [(table.page, table.rows) for table in document.tables] == [
        (1, [["GPU型号", "计费方式", "单价(元/卡/小时)"]] + PRICE_ROWS[:3]), (2, PRICE_ROWS[3:])]
    assert document.text.count("GPU型号") == 1
    assert "a table's header row repeated atop page 2 left out of the text" in document.notes


def test_a_row_cut_under_a_repeated_header_is_one_row():
    """The wrapped credit table of o5, its header row repeated on each page (w:tblHeader): the page
    break cuts the third tier's first cell ("…不计入不可" | "用时间)"), and page 2 starts with the
    header again, then the cell's rest. The header left, the rest stayed a row of its own
    ("用时间) | | "), the tier's condition cut short; it is joined to the row it ends."""
    document = load_document(OFFICE / "o11_repeated_header_row_cut_zh.pdf")
    tier = "(按自然月统计,计划内维护时间不计入不可用时间)"
    assert [table.page for table in document.tables] == [1, 2]
    assert document.tables[0].rows[-1] == [f"低于99%但等于或高于95%{tier}", "50%", "代金券,于次月账单中抵扣"]
    assert document.tables[1].rows == [[f"低于95%{tier}", "100%", "代金券,于次月账单中抵扣"]]
    assert "\n用时间)" not in document.text
    assert "a table's header row repeated atop page 2 left out of the text" in document.notes
    assert tiers(OFFICE / "o11_repeated_header_row_cut_zh.pdf") == CREDIT_TIERS


def test_a_notices_cell_keeps_its_fields_apart():
    """A borderless notices block: a label on the left, a party's details on the right one field a
    line (name, "联系人：张三", "地址：…"). The cell's lines were joined as a wrapped Chinese line is,
    with nothing between them ("北京算力科技有限公司联系人:张三地址:北京市…"): a field's label opens
    a line of its own, kept apart by a space."""
    document = load_document(OFFICE / "o12_notices_block_zh.pdf")
    assert document.tables[0].rows[:2] == [
        ["甲方通知地址:", "北京算力科技有限公司 联系人:张三 地址:北京市朝阳区建国路88号"], ["账单寄送地址:", "同上"]]
    assert "甲方通知地址: | 北京算力科技有限公司 联系人:张三 地址:北京市朝阳区建国路88号\n" in document.text


def test_the_last_row_of_a_notices_block_keeps_its_lines():
    """The notices block's last row ("乙方通知地址：" and the party's name, contact and telephone, one a
    line in the right column): its lines after the first were left under the table as text, as if they
    were a paragraph after it ("乙方通知地址: | 上海云算数据有限公司" / "联系人:李四" / "电话:…"); the
    clause under the table, which starts at the left, stays text."""
    document = load_document(OFFICE / "o12_notices_block_zh.pdf")
    assert document.tables[0].rows[2] == ["乙方通知地址:", "上海云算数据有限公司 联系人:李四 电话:021-12345678"]
    assert document.text.split("\n")[-2:] == ["乙方通知地址: | 上海云算数据有限公司 联系人:李四 电话:021-12345678",
                                              "12.2 通知以送达之日为准。"]


def test_lines_under_the_last_row_go_on_with_it_when_spaced_as_the_table_and_right_of_its_first_column():
    from slacheck.ingest.aligned import _lines, aligned_runs

    def line(top, *cells):
        return [(left, top - 10, right, top) for left, right in cells]

    rows = line(500, (40, 80), (150, 190)) + line(488, (40, 75), (150, 195)) + line(476, (40, 70), (150, 180))
    address = rows + line(464, (150, 185)) + line(452, (150, 170))  # the last row's value, one field a line
    assert [len(row) for row in aligned_runs(_lines(address))[0]] == [1, 1, 3]
    spaced = rows + line(464, (150, 185)) + line(446, (150, 170))  # a wider gap: below the table
    assert [len(row) for row in aligned_runs(_lines(spaced))[0]] == [1, 1, 2]
    paragraph = rows + line(464, (150, 185)) + line(452, (40, 60)) + line(440, (150, 170))  # a line at the left
    assert [len(row) for row in aligned_runs(_lines(paragraph))[0]] == [1, 1, 2]


def test_a_wrapped_cell_keeps_a_borderless_table_whole():
    """A borderless level table whose credit cell wraps onto a second line inside its column: the
    line holding the cell's rest has one cell, and it cut the run of aligned lines in two short
    ones, so no table was read ("白金级99.99%月费的30%,以代"). The line goes on with the row above."""
    document = load_document(OFFICE / "o8_borderless_wrapped_cell_zh.pdf")
    assert [table.rows for table in document.tables] == [[
        ["服务等级", "月度可用性", "赔偿比例"], ["白金级", "99.99%", "月费的30%,以代金券形式发放"],
        ["黄金级", "99.95%", "月费的20%"], ["标准级", "99.9%", "月费的10%"]]]
    assert document.text.split("\n")[-1] == "5.2 赔偿以代金券形式发放。"  # the paragraph below stays text


def test_aligned_rows_take_a_wrapped_cell_only_inside_its_column():
    from slacheck.ingest.aligned import _lines, aligned_runs

    def line(top, *cells):
        return [(left, top - 10, right, top) for left, right in cells]

    rows = line(500, (40, 80), (150, 190)) + line(488, (150, 180)) + line(476, (40, 75), (150, 195)) \
        + line(464, (40, 70), (150, 180))
    assert [len(row) for row in aligned_runs(_lines(rows))[0]] == [2, 1, 1]
    prose = line(500, (40, 80), (150, 190)) + line(488, (40, 300)) + line(476, (40, 75), (150, 195)) \
        + line(464, (40, 70), (150, 180))
    assert aligned_runs(_lines(prose)) == []  # a line across the columns ends the run
    after = line(500, (40, 80), (150, 190)) + line(488, (40, 75), (150, 195)) + line(476, (40, 70), (150, 180)) \
        + line(464, (40, 60))
    assert [len(row) for row in aligned_runs(_lines(after))[0]] == [1, 1, 1]  # below the last row: not the table's


def test_symbol_font_characters_of_a_libreoffice_pdf_are_read():
    """Word's Insert > Symbol (Symbol's ≥ ± °), saved as PDF by LibreOffice: the glyphs are printed in
    OpenSymbol at Symbol's private-use code points (U+F0B3 …) and were read as those ("availability
    \\uf0b399.9%"); they read as in the DOCX (``symbol_fonts.yaml``). And a line that breaks after a curly
    quote ("parties’" | "representatives") goes on with a space: the quote is no CJK punctuation."""
    text = load_document(OFFICE / "o9_symbols_and_quotes.pdf").text
    assert text.split("\n")[0] == "2.1 Monthly availability ≥99.9%; room temperature 22 ±2 °C."
    assert "the other parties’ representatives named in Schedule 2" in text
    assert api.extract(OFFICE / "o9_symbols_and_quotes.pdf").get("availability_pct").text == "availability ≥99.9%"


@pytest.mark.parametrize("font, code, shown", [
    ("ABCDEF+OpenSymbol", 0xF0B3, "≥"), ("SymbolMT", 0xF0B1, "±"), ("BCDEFG+Wingdings-Regular", 0xF0FE, "☑"),
    ("Wingdings2", 0xF052, "☑"), ("Wingdings 2", 0x52, "☑"), ("Arial", 0xF0B3, None), ("Symbol", 0xF0FF, None),
])
def test_glyph_text_names_the_font_as_a_pdf_does(font, code, shown):
    from slacheck.ingest.symbols import glyph_text

    assert glyph_text(font, code) == shown


def _symbol_font_pdf(lines, font_name=b"Wingdings-Regular"):
    """A one-page PDF whose lines are runs of (font, bytes): "F1" Helvetica, "F2" a symbol TrueType font
    named ``font_name`` with no encoding and no ToUnicode map (its glyphs read at their one-byte codes)."""
    content = b"BT /F1 12 Tf 72 720 Td 16 TL\n"
    for runs in lines:
        for font, data in runs:
            esc = data.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")
            content += b"/" + font.encode() + b" 12 Tf (" + esc + b") Tj\n"
        content += b"T*\n"
    content += b"ET"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /TrueType /BaseFont /" + font_name + b" /FirstChar 32 /LastChar 255 "
        b"/Widths [" + b" ".join([b"800"] * 224) + b"] /FontDescriptor 7 0 R >>",
        b"<< /Type /FontDescriptor /FontName /" + font_name + b" /Flags 4 /FontBBox [0 -200 1000 900] "
        b"/ItalicAngle 0 /Ascent 900 /Descent -200 /CapHeight 700 /StemV 80 >>",
    ]
    out = b"%PDF-1.4\n"
    offsets = []
    for i, obj in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + obj + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return out


def test_symbol_font_glyphs_at_one_byte_codes_are_read(tmp_path):
    """A symbol font embedded with no Unicode map of its own (a TrueType font's built-in codes, as some
    producers write Wingdings) gives its glyphs at one-byte codes: Wingdings' empty box 0xA8 read "¨", its
    ticked box 0xFE "þ". They read as the boxes they print, through the table of private-use points;
    "§" stays "§" on a page where it also prints in a text font, whatever font prints it."""
    path = tmp_path / "boxes.pdf"
    path.write_bytes(_symbol_font_pdf([[("F2", b"\xa8"), ("F1", b" Backup power")],
                                       [("F2", b"\xfe"), ("F1", b" Dedicated GPUs")],
                                       [("F1", b"See \xa7 4; "), ("F2", b"\xa7"), ("F1", b" item")]]))
    assert load_document(path).text.split("\n") == ["☐ Backup power", "☑ Dedicated GPUs", "See § 4; § item"]
    path.write_bytes(_symbol_font_pdf([[("F2", b"\xa8"), ("F1", b" Backup power")]], font_name=b"Arial"))
    assert load_document(path).text == "¨ Backup power"  # a text font's "¨" is a diaeresis


CUAD_IPASS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus" / "cuad" / "pdf" / \
    "IpassInc_20181203_8-K_EX-99.1_11445874_EX-99.1_Reseller Agreement.pdf"


@pytest.mark.skipif(not CUAD_IPASS.is_file(), reason="CUAD corpus not present (../shared/corpus/cuad)")
def test_a_filings_wingdings_check_boxes_read_as_boxes():
    """iPass's reseller agreement (CUAD) lists the services with a Wingdings box each, at Latin-1 codes."""
    document = load_document(CUAD_IPASS)
    assert "¨" not in document.text
    assert "Automatic Phonebook updates | ☐" in document.text


def test_a_contents_page_is_read_as_lines():
    """A contents page set with a right tab stop at the margin (each entry's heading, a gap, its page
    number), as filings set theirs: its lines are cut into the same two columns and were read as a
    table, "Section 3.02 Service Credits | 5" a row whose figure the extractor could take for a credit.
    It reads as the lines it prints."""
    document = load_document(OFFICE / "o10_contents.pdf")
    assert document.tables == []
    assert document.text.split("\n")[:4] == ["CONTENTS", "Section 1.01 Definitions 1", "Section 2.01 Services 2",
                                              "Section 3.01 Service Levels 3"]


@pytest.mark.parametrize("rows, contents", [
    ([["Section 1.01 Definitions", "1"], ["Section 2.01 Services", "2"], ["Section 3.01 Fees", "7"]], True),
    ([["Section", "Page"], ["1.1 Definitions", "1"], ["2.1 Services", "3"], ["A:", "Equipment List", "42"]], True),
    ([["Preface", "........", "i"], ["Summary .....", "ii"], ["Parties", "…………", "iv"]], True),  # front matter
    ([["Definitions", "........", "1"], ["Services .....", "2"], ["Service Levels", "…………", "4"]], True),
    ([["Section 1.01 Definitions", "3"], ["Section 2.01 Services", "2"], ["Section 3.01 Fees", "7"]], False),
    ([["Priority 1", "1"], ["Priority 2", "4"], ["Priority 3", "8"]], False),  # no clause numbers: a table
    ([["1.1 Rack power", "20 kW"], ["1.2 Cooling", "liquid"], ["1.3 Network", "400"]], False),
])
def test_is_contents(rows, contents):
    from slacheck.ingest.aligned import is_contents

    assert is_contents(rows) is contents


def test_the_fixture_maker_says_what_its_filler_counts():
    """make_office_fixtures.py said "o9_symbols_and_quotes: N filler paragraphs" where N counts the words
    put before the quote; each fixture's note names what its builder counts."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_office_fixtures", OFFICE / "make_office_fixtures.py")
    maker = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(maker)
    assert maker.made_note("o9_symbols_and_quotes", 12) == "o9_symbols_and_quotes: 12 filler words"
    assert maker.made_note("o1_one_row_fragment_zh", 23) == "o1_one_row_fragment_zh: 23 filler paragraphs"
    assert maker.made_note("o12_notices_block_zh", 0) == "o12_notices_block_zh: no filler"


def test_symbol_font_marks_at_ascii_codes_are_read_where_they_stand_alone(tmp_path):
    """A symbol font with no Unicode map prints its bullet and its boxes at ASCII codes too (Wingdings' "l" bullet,
    its "q" box): standing alone before an item they read as the marks they print, not as the letters "l" and "q".
    A letter of the same code in a text font keeps the page's standing-alone ones letters ("plan a or l"), a code
    inside a word is a letter, and a Greek letter of Symbol's stays as read."""
    path = tmp_path / "marks.pdf"
    path.write_bytes(_symbol_font_pdf([[("F2", b"l"), ("F1", b" Backup power")],
                                       [("F2", b"q"), ("F1", b" Monthly billing  "), ("F2", b"x"), ("F1", b" Yearly")],
                                       [("F1", b"Dedicated racks, all included")]]))
    assert load_document(path).text.split("\n") == ["● Backup power", "☐ Monthly billing ☒ Yearly",
                                                    "Dedicated racks, all included"]
    path.write_bytes(_symbol_font_pdf([[("F2", b"l"), ("F1", b" Backup power")],
                                       [("F1", b"Choose plan a or l below")]]))
    assert load_document(path).text.split("\n") == ["l Backup power", "Choose plan a or l below"]
    path.write_bytes(_symbol_font_pdf([[("F2", b"l"), ("F1", b" Backup power")]], font_name=b"Symbol"))
    assert load_document(path).text == "l Backup power"  # Symbol's "l" is a lambda: a letter, left as read


def test_a_draft_saved_by_libreoffice_reads_its_header_footer_comment_and_hidden_note():
    """LibreOffice writes its own header and footer parts, complex page fields, comment ranges and a character style
    (and splits the hidden note into a run per script): the reviewer is shown the same as from Word's file."""
    path = OFFICE / "o13_draft_running_parts_zh.docx"
    extraction = api.extract(path)
    terms = {term.key: (term.value, term.clause) for term in extraction.terms}
    assert terms["contract_id"] == ("QTSL-KJ-2025-0091", "页眉") and terms["vendor"] == ("浙江钱塘算力科技有限公司", "页脚")
    assert terms["rack_power_kw"] == (20, "第一条")
    assert extraction.document.warnings == [
        "o13_draft_running_parts_zh.docx: hidden text left out of the text: '（内部底价：15千瓦）'",
        "o13_draft_running_parts_zh.docx: comment by 法务 on '20': '要求不低于25千瓦' "
        "(a reviewer's note in the margin, not read as the contract's text)"]
    text = load_document(path).text
    assert "15千瓦" not in text  # the header's page number and the words around it left out, its number kept
    assert text.endswith("# 页眉\n协议编号:QTSL-KJ-2025-0091\n# 页脚\n乙方(出租方):浙江钱塘算力科技有限公司")
