"""Table pages read through ``plumber_page.read_objects`` give what pdfplumber's own page
gives: the same chars (every value the table and text functions read), the same edges, the
same blocks, on every fixture PDF page with a ruled table, the CUAD PDFs of ../shared and
generated PDFs in a Type 1 and a CID font."""

from __future__ import annotations

from pathlib import Path

import pytest

from slacheck.ingest.pdf import _Plumber, _table_blocks, may_hold_table
from slacheck.ingest.plumber_page import read_objects

ROOT = Path(__file__).resolve().parents[2]
CUAD_PDF = ROOT.parent / "shared" / "corpus" / "cuad" / "pdf"
FIXTURE_PDFS = sorted((ROOT / "fixtures").rglob("*.pdf"))


def table_pages(path: Path) -> list[int]:
    import pypdfium2 as pdfium

    from slacheck.ingest.ruling import holds_ruled_table

    document = pdfium.PdfDocument(str(path))
    try:
        return [index for index in range(len(document))
                if holds_ruled_table(document[index], document[index].get_textpage(), fallback=may_hold_table)]
    finally:
        document.close()


def assert_same_pages(path: Path) -> int:
    """Compare every table page of ``path``; the number of pages compared."""
    import pdfplumber

    pages = table_pages(path)
    ours = _Plumber(path)  # its pages built on demand, as far as the one asked for (doctop included)
    try:
        with pdfplumber.open(path) as theirs:
            for index in pages:
                assert_same_page(path, index, theirs.pages[index], ours.page(index))
    finally:
        ours.close()
    return len(pages)


def assert_same_page(path: Path, index: int, plumber_page, lean_page) -> None:
    """Our page (read by ``read_objects``) gives what pdfplumber's own page gives."""
    where = f"{path.name} page {index + 1}"
    expected, got = plumber_page.chars, lean_page.chars
    assert len(got) == len(expected), where
    for mine, reference in zip(got, expected):
        assert mine == {key: reference[key] for key in mine}, where
    assert lean_page.edges == plumber_page.edges, where
    assert _table_blocks(lean_page) == _table_blocks(plumber_page), where


@pytest.mark.parametrize("pdf", FIXTURE_PDFS, ids=[p.name for p in FIXTURE_PDFS])
def test_fixture_table_pages_read_as_pdfplumber_reads_them(pdf):
    assert_same_pages(pdf)


def test_the_fixtures_have_table_pages_to_compare():
    assert sum(assert_same_pages(pdf) for pdf in FIXTURE_PDFS) >= 10


@pytest.mark.shared("corpus/cuad/pdf")
def test_cuad_table_pages_read_as_pdfplumber_reads_them():
    pdfs = sorted(CUAD_PDF.glob("*.pdf"))
    assert sum(assert_same_pages(pdf) for pdf in pdfs) >= 10


@pytest.mark.parametrize("font", ["Helvetica", "STSong-Light"])
def test_generated_table_pages_read_as_pdfplumber_reads_them(tmp_path, make_text_pdf, font):
    lines = ["GPU 算力服务协议 Service credits", "月度可用性 Monthly availability"] if font != "Helvetica" \
        else ["Service credits", "Monthly availability below the commitment"]
    table = [["可用性 Availability", "赔偿 Credit"], ["< 99.9%", "10%"], ["< 99.5%", "25%"]] if font != "Helvetica" \
        else [["Availability", "Credit"], ["< 99.9%", "10%"], ["< 99.5%", "25%"]]
    pdf = make_text_pdf(tmp_path / "t.pdf", [lines, lines], table=table, font=font)
    assert assert_same_pages(pdf) == 1


def test_a_page_pdfminer_cannot_interpret_fails_as_pdfplumber_fails(tmp_path, make_text_pdf, monkeypatch):
    """pdf.py catches pdfplumber's PdfminerException and notes the page: the same exception."""
    import pdfplumber
    from pdfminer.pdfinterp import PDFPageInterpreter
    from pdfplumber.utils.exceptions import PdfminerException

    def broken(self, resources, streams, ctm=None):
        raise ValueError("broken content stream")

    pdf = make_text_pdf(tmp_path / "t.pdf", [["Service credits"]], table=[["a", "b"], ["c", "d"]])
    monkeypatch.setattr(PDFPageInterpreter, "render_contents", broken)
    with pdfplumber.open(pdf) as opened:
        with pytest.raises(PdfminerException, match="broken content stream"):
            opened.pages[0].chars  # noqa: B018  (pdfplumber's own page)
        with pytest.raises(PdfminerException, match="broken content stream"):
            read_objects(opened.pages[0])


@pytest.mark.parametrize("pdf", [p for p in FIXTURE_PDFS if table_pages(p)], ids=lambda p: p.name)
def test_fixture_documents_are_the_ones_pdfplumbers_own_pages_give(pdf, monkeypatch):
    import slacheck.ingest.plumber_page as plumber_page
    from slacheck.ingest.load import load_document
    from slacheck.limits import Limits

    lean = load_document(pdf, Limits())
    monkeypatch.setattr(plumber_page, "read_objects", lambda page: page.objects)  # pdfplumber's own conversion
    assert load_document(pdf, Limits()) == lean
    assert lean.tables


def test_a_table_page_where_pdfminer_sees_no_characters_is_read_by_pdfium(tmp_path, make_text_pdf, monkeypatch):
    """Fonts pdfplumber cannot read (fpdf2 with CJK CFF fonts) give its page no chars: the page's
    text comes from pdfium, as before, and the note says so."""
    import slacheck.ingest.plumber_page as plumber_page
    from slacheck.ingest.load import load_document
    from slacheck.limits import Limits

    pdf = make_text_pdf(tmp_path / "t.pdf", [["Service credits", "Monthly availability below 99.9%"]],
                        table=[["Availability", "Credit"], ["< 99.9%", "10%"], ["< 99.5%", "25%"]])
    assert table_pages(pdf) == [0]
    read = load_document(pdf, Limits())
    assert read.tables and not any("pdfium fallback" in note for note in read.notes)

    lean = plumber_page.read_objects

    def no_chars(page):
        objects = {kind: found for kind, found in lean(page).items() if kind != "char"}
        page._objects = objects
        return objects

    monkeypatch.setattr(plumber_page, "read_objects", no_chars)
    fallback = load_document(pdf, Limits())
    assert fallback.notes == ["page 1 read by the pdfium fallback (pdfplumber saw no characters); tables there are not separated"]
    assert not fallback.tables
    for words in ("Service credits", "Monthly availability below 99.9%", "Availability", "25%"):
        assert words in fallback.text


def test_table_rows_read_from_the_tables_characters_are_the_ones_the_whole_page_gives():
    """``table_rows`` reads a table's cells and its edge rows' geometry from the characters in the
    table's box only: the same rows as pdfplumber's ``Table.extract`` over all the page's characters,
    and the same edge cells as from every character of the page, on every fixture table."""
    from slacheck.ingest.split_rows import _edge_row, table_rows

    compared = 0
    for path in FIXTURE_PDFS:
        pages = _Plumber(path)
        try:
            for index in table_pages(path):
                page = pages.page(index)
                for table in page.find_tables():
                    rows = table_rows(page, table)
                    assert list(rows) == table.extract(), f"{path.name} page {index + 1}"
                    for edge, row, texts in ((rows.first, table.rows[0], rows[0]), (rows.last, table.rows[-1], rows[-1])):
                        assert edge == _edge_row(page.chars, row, texts), f"{path.name} page {index + 1}"
                    compared += 1
        finally:
            pages.close()
    assert compared >= 10
