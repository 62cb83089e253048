"""PDF: text, page offsets, ruled tables, CJK wraps, and every way a PDF can be unreadable."""

from __future__ import annotations

from pathlib import Path

import pytest

from slacheck.errors import SlacheckError
from slacheck.ingest.load import load_document
from slacheck.limits import Limits

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
DEV02 = Path(__file__).resolve().parents[2] / "fixtures" / "devset" / "dev02_ironbark_colo_kunshan.pdf"
DEV05 = Path(__file__).resolve().parents[2] / "fixtures" / "devset" / "dev05_maoxi_colo_liquid_songjiang.pdf"
CUAD_PDFS = sorted((SHARED / "corpus" / "cuad" / "pdf").glob("*"))


def page_text(document, number):
    page = document.pages[number - 1]
    return document.text[page.start : page.end]


def assert_offsets_consistent(document):
    """Pages tile the text in order; every table sits inside its page and renders its rows."""
    assert document.pages[0].start == 0 and document.pages[-1].end == len(document.text)
    for before, after in zip(document.pages, document.pages[1:]):
        assert before.end == after.start
    for table in document.tables:
        page = document.pages[table.page - 1]
        assert page.start <= table.start < table.end <= page.end
        assert document.text[table.start : table.end] == "\n".join(" | ".join(row) for row in table.rows)


def test_dev02_english_pdf_with_ruled_tables():
    document = load_document(DEV02, Limits())
    assert (document.format, document.language, len(document.pages)) == ("pdf", "en", 3)
    assert_offsets_consistent(document)
    charges, credits = document.tables
    assert (charges.page, credits.page) == (1, 2)
    assert charges.rows[0] == ["Item", "Qty", "Unit price (CNY / month)", "Monthly amount (CNY)"]
    # the cell "Rack, 15 kW Contracted\nPower" wrapped inside the cell
    assert charges.rows[1] == ["Rack, 15 kW Contracted Power", "12", "14,500", "174,000"]
    assert charges.rows[-1] == ["Total MRC", "", "", "184,800"]
    assert credits.rows[1] == ["Below 99.99% and at or above 99.9%", "5%"]
    # the table stands where it stands on the page: after "3. Charges", before 3.1
    assert document.text.index("3. Charges") < charges.start < document.text.index("3.1 A one-time installation")
    # a phrase the PDF wraps over two lines reads as one
    assert "Direct liquid cooling and rear-door heat exchangers are not offered" in document.text
    assert page_text(document, 2).startswith("3.3 Initial Term")
    assert document.page_at(document.text.index("5.1 Power Availability Commitment: 99.99%")) == 2


def test_dev05_chinese_pdf_wraps_and_full_width_are_normalised():
    document = load_document(DEV05, Limits())
    assert (document.format, document.language, len(document.pages)) == ("pdf", "zh", 2)
    assert_offsets_consistent(document)
    for phrase in [
        "《中华人民共和国民法典》",        # raw: "《中华人民共\r\n和国民法典》"
        "设备级运行状态",                  # raw: "设备级运\r\n行状态"
        "不构成对单柜功率的承诺。",        # raw: "的承诺\r\n。"
        "甲方自建InfiniBand NDR 400Gb/s计算网络",  # raw: "甲方自建\r\nInfiniBand"
        "计算机柜单柜功率:50kW",           # raw: full-width "：５０ｋＷ"
        "5.1 乙方承诺每个机柜的基础设施可用性不低于99.99%。",
    ]:
        assert phrase in document.text
    # short lines that merely end without punctuation are not joined
    assert "有限公司\n乙方:上海泖溪数据服务有限公司" in document.text
    assert document.page_at(document.text.index("5.3 计划维护须提前7个自然日")) == 2
    assert document.page_at(document.text.index("5.2 故障响应")) == 1


def test_generated_chinese_pdf_with_grid_table(tmp_path, make_text_pdf):
    path = make_text_pdf(
        tmp_path / "cn_table.pdf",
        pages=[["第六条 服务等级协议", "6.6 赔付标准如下："], ["第七条 保密"]],
        table=[["月可用性", "赔付比例"], ["低于99.9%", "10%"], ["低于99.5%", "25%"]],
        font="STSong-Light",
    )
    document = load_document(path, Limits())
    assert document.language == "zh"
    assert_offsets_consistent(document)
    [table] = document.tables
    assert table.rows == [["月可用性", "赔付比例"], ["低于99.9%", "10%"], ["低于99.5%", "25%"]]
    assert document.text.index("6.6 赔付标准如下:") < table.start
    assert page_text(document, 2) == "第七条 保密"


def test_pages_without_text_are_noted(tmp_path, make_text_pdf):
    path = make_text_pdf(tmp_path / "gap.pdf", pages=[["Page one."], [], ["Page three."]])
    document = load_document(path, Limits())
    assert [page_text(document, n).strip() for n in (1, 2, 3)] == ["Page one.", "", "Page three."]
    assert "no text on page 2 (scanned or blank: OCR needed for their content)" in document.notes


def test_pages_without_text_are_counted_in_words(tmp_path, make_text_pdf):
    # the notes said "page(s) 2, 4": the number of pages is known, so the noun takes it
    path = make_text_pdf(tmp_path / "gaps.pdf", pages=[["Page one."], [], ["Page three."], [], ["Page five."]])
    notes = load_document(path, Limits()).notes
    assert "no text on pages 2, 4 (scanned or blank: OCR needed for their content)" in notes
    assert not [note for note in notes if "(s)" in note]


def truncated(path):
    data = DEV02.read_bytes()
    path.write_bytes(data[: len(data) // 2])


@pytest.mark.parametrize(
    "name, make, limits, message, page",
    [
        ("locked.pdf", lambda p, f: f["text"](p, [["secret terms"]], encrypt="pw"), Limits(),
         "encrypted PDF: remove the password first", None),
        ("truncated.pdf", lambda p, f: truncated(p), Limits(), "not a readable PDF (", None),
        ("junk.pdf", lambda p, f: p.write_bytes(b"%PDF-1.7\n" + bytes(range(256)) * 8), Limits(), "not a readable PDF (", None),
        ("scan.pdf", lambda p, f: f["image"](p), Limits(), "no text layer (scanned: OCR needed)", 1),
        ("long.pdf", lambda p, f: f["text"](p, [["a"], ["b"], ["c"]]), Limits(max_pages=2),
         "PDF has 3 pages (limit 2, SLACHECK_MAX_PAGES)", None),
    ],
)
def test_unreadable_pdfs_are_rejected_naming_the_file(tmp_path, make_text_pdf, make_image_only_pdf, name, make, limits, message, page):
    path = tmp_path / name
    make(path, {"text": make_text_pdf, "image": make_image_only_pdf})
    with pytest.raises(SlacheckError) as caught:
        load_document(path, limits)
    assert caught.value.file == name
    assert message in caught.value.message
    assert caught.value.page == page


@pytest.mark.parametrize("path", CUAD_PDFS, ids=[p.name[:40] for p in CUAD_PDFS])
def test_real_contract_pdfs_load_or_fail_cleanly(path):
    """Every real filing PDF either loads as English text or is refused with a SlacheckError."""
    try:
        document = load_document(path, Limits())
    except SlacheckError as exc:
        assert exc.file == path.name
        return
    assert document.language == "en"
    assert len(document.text) > 500
    assert_offsets_consistent(document)


def test_predefined_cmaps_are_kept_in_the_cache(tmp_path, make_text_pdf, monkeypatch):
    # a CID font that names pdfminer's UniGB-UCS2-H (reportlab's and many Chinese producers' unembedded
    # STSong-Light): its CMaps are read from the cache after the first time, a table page reads the same
    from pdfminer.cmapdb import CMapDB

    cache = tmp_path / "cache"
    monkeypatch.setenv("SLACHECK_CACHE_DIR", str(cache))
    path = make_text_pdf(tmp_path / "cn_table.pdf", pages=[["第六条 服务等级协议", "6.6 赔付标准如下："]],
                         table=[["月可用性", "赔付比例"], ["低于99.9%", "10%"], ["低于99.5%", "25%"]],
                         font="STSong-Light")
    read = []
    for _ in range(2):  # each read as a new process reads: pdfminer's own CMaps not loaded yet
        monkeypatch.setattr(CMapDB, "_cmap_cache", {})
        monkeypatch.setattr(CMapDB, "_umap_cache", {})
        read.append(load_document(path, Limits()))
        assert sorted(p.name.split(".")[0] for p in cache.glob("pdfminer-cmap-*")) == \
            ["pdfminer-cmap-UniGB-UCS2-H", "pdfminer-cmap-to-unicode-Adobe-GB1"]
    first, second = read
    assert [t.rows for t in first.tables] == [t.rows for t in second.tables] == \
        [[["月可用性", "赔付比例"], ["低于99.9%", "10%"], ["低于99.5%", "25%"]]]
    assert first.text == second.text


def test_a_pdf_cut_short_is_said_to_be_cut_short(tmp_path):
    """A PDF whose download stopped short (no "%%EOF" at its end) was "not a readable PDF (PDFium: Data format
    error)" only; a damaged PDF that ends as a PDF is not called cut short."""
    path = tmp_path / "half.pdf"
    truncated(path)
    with pytest.raises(SlacheckError) as caught:
        load_document(path, Limits())
    assert caught.value.message == ("not a readable PDF (cut short: an incomplete download or copy? "
                                    "No end-of-file marker; PDFium: Data format error)")
    junk = tmp_path / "junk.pdf"
    junk.write_bytes(b"%PDF-1.7\n" + bytes(range(256)) * 8 + b"\n%%EOF\n")
    with pytest.raises(SlacheckError) as caught:
        load_document(junk, Limits())
    assert caught.value.message.startswith("not a readable PDF (") and "cut short" not in caught.value.message
