"""Word tables with merged cells, and form fields in headers and footers (session 38, d15).

A DOCX table cell spanning grid columns (``w:gridSpan``: a header "Monthly Uptime Percentage" over its two
sub-columns, a last tier's "Less than 95.0%" over the level and band columns) was read as one cell, so the cells after
it stood one column to the left of their header: "Less than 95.0% | 100%" under "Level | Monthly Uptime | Credit",
the credit under the band's column. Each cell now stands in its grid columns as Word shows them and as LibreOffice's
PDF of the same table reads (pdfplumber: the merged cell's text in its first column, the others empty), and the credit
tiers read from it are the ladder's. A form field showing its placeholder in a header or footer was read as text (a
template's "OF-0000" as the order's number) unless the body held one too, and never said as the header's."""

from __future__ import annotations

import pytest

from slacheck import api

from tests.ingest.test_office_documents import relate_part
from tests.ingest.test_office_structures_d14 import DEFAULT, W_NS, control, run_text

INTRO = "Service Credits. If Monthly Uptime falls below the commitment, Customer receives the following Service Credit:"


def ladder_docx(path, rows: list[list[str | None]], merges, grid_before: dict[int, int] | None = None):
    """A DOCX of an intro paragraph over a bordered table of ``rows`` (None: a cell a merge covers), the cells of each
    ``((row, col), (row, col))`` of ``merges`` merged as Word merges them (python-docx writes w:gridSpan and w:vMerge);
    ``grid_before`` a row's grid columns left out before its cells (w:gridBefore), by row."""
    import docx
    from docx.oxml import parse_xml

    document = docx.Document()
    document.add_paragraph("Service Level Agreement")
    document.add_paragraph(INTRO)
    table = document.add_table(rows=len(rows), cols=max(len(row) for row in rows))
    table.style = "Table Grid"
    for i, row in enumerate(rows):
        for j, text in enumerate(row):
            if text is not None:
                table.cell(i, j).text = text
    for (a, b), (c, d) in merges:
        table.cell(a, b).merge(table.cell(c, d))
    for i, before in (grid_before or {}).items():
        tr = table.rows[i]._tr
        for tc in tr.tc_lst[:before]:
            tr.remove(tc)
        tr.insert(0, parse_xml(f'<w:trPr {W_NS}><w:gridBefore w:val="{before}"/></w:trPr>'))
    document.save(str(path))
    return path


def read_docx(path):
    document, terms = api.read_contract(path)
    return document, {term.key: term.value for term in terms}


def table_lines(document) -> list[str]:
    return document.text.split(INTRO + "\n")[1].split("\n")


LADDER = [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0},
          {"below_pct": 95.0, "credit_pct": 100.0}]


# the ladder's wording: https://fermalen.com/pages/legal/sla ("Monthly Uptime Percentage | Service Credit", "Less than
# 99.0% but greater than 95.0% | 25%", "Less than 95.0% | 100%"), its band set out in two sub-columns under one header
def test_a_merged_header_and_a_merged_last_band_stand_under_their_columns(tmp_path):
    path = ladder_docx(tmp_path / "merged.docx", [
        ["Monthly Uptime Percentage", None, "Service Credit"],
        ["Less than 99.9%", "but greater than 99.0%", "10%"],
        ["Less than 99.0%", "but greater than 95.0%", "25%"],
        ["Less than 95.0%", None, "100%"]], merges=[((0, 0), (0, 1)), ((3, 0), (3, 1))])
    document, terms = read_docx(path)
    # main: "Monthly Uptime Percentage | Service Credit" and "Less than 95.0% | 100%", the credits one column left
    assert table_lines(document) == [
        "Monthly Uptime Percentage |  | Service Credit",
        "Less than 99.9% | but greater than 99.0% | 10%",
        "Less than 99.0% | but greater than 95.0% | 25%",
        "Less than 95.0% |  | 100%"]
    assert terms["credit_tiers"] == LADDER
    header, *_, last = document.tables[0].rows
    assert (len(header), last[2]) == (3, "100%")  # the credit in the credit column (main: 2 cells, "100%" under none)


NUMBERED = [["Level", "Monthly Uptime Percentage", "Service Credit"],
            ["1", "Less than 99.9% but greater than 99.0%", "10%"],
            ["2", "Less than 99.0% but greater than 95.0%", "25%"]]


# a numbered ladder whose last tier's band is written across the level and band columns (w:gridSpan), or whose last
# row's cells start at the second grid column (w:gridBefore: a row dragged in from the table's left edge)
@pytest.mark.parametrize("last, merges, before, read", [
    (["Less than 95.0%", None, "100%"], [((3, 0), (3, 1))], None, "Less than 95.0% |  | 100%"),
    (["", "Less than 95.0%", "100%"], [], {3: 1}, " | Less than 95.0% | 100%")])
def test_a_merged_level_cell_or_a_row_set_in_keeps_its_credit_in_its_column(tmp_path, last, merges, before, read):
    document, terms = read_docx(ladder_docx(tmp_path / "level.docx", NUMBERED + [last], merges, before))
    assert table_lines(document)[-1] == read  # main: "Less than 95.0% | 100%", the credit under the band's column
    assert terms["credit_tiers"] == LADDER


def test_a_merged_row_that_is_no_tier_and_a_vertically_merged_name_are_no_credit(tmp_path):
    # the negatives beside them: a cap row merged over the band's columns and a sole-remedy note merged across the
    # table are no tier (their 50% no credit below a level), and a service's name merged down its ladder (w:vMerge)
    # leaves its cells under the columns they were
    path = ladder_docx(tmp_path / "notes.docx", [
        ["Service", "Monthly Uptime Percentage", "Service Credit"],
        ["GPU Compute", "Less than 99.9% but greater than 99.0%", "10%"],
        [None, "Less than 99.0% but greater than 95.0%", "25%"],
        [None, "Less than 95.0%", "100%"],
        ["Maximum total credit in a month", None, "50%"],
        ["Service Credits are the Customer's sole and exclusive remedy.", None, None]],
        merges=[((1, 0), (3, 0)), ((4, 0), (4, 1)), ((5, 0), (5, 2))])
    document, terms = read_docx(path)
    assert table_lines(document)[1:] == [
        "GPU Compute | Less than 99.9% but greater than 99.0% | 10%",
        " | Less than 99.0% but greater than 95.0% | 25%",
        " | Less than 95.0% | 100%",
        "Maximum total credit in a month |  | 50%",
        "Service Credits are the Customer's sole and exclusive remedy. |  | "]
    assert terms["credit_tiers"] == LADDER


# ---------------------------------------------------------------------------- form fields in headers and footers

def form_docx(path, header: str | None = None, footer: str | None = None, body: str = ""):
    """A DOCX stating availability, ``header`` and ``footer`` raw runs in its header and footer, ``body`` a raw
    paragraph after its first; the glossary holds Word's default placeholder as "OF-0000"."""
    import docx
    from docx.opc.constants import RELATIONSHIP_TYPE as RT
    from docx.oxml import parse_xml

    document = docx.Document()
    document.add_paragraph("Provider guarantees a monthly availability of 99.9%.")
    if body:
        document.element.body.insert(1, parse_xml(body.replace(">", f" {W_NS}>", 1)))
    for runs, part in ((header, document.sections[0].header), (footer, document.sections[0].footer)):
        if runs is not None:
            paragraph = part.paragraphs[0]._p
            for run in runs:
                paragraph.append(parse_xml(run.replace(">", f" {W_NS}>", 1)))
    glossary = parse_xml(f'<w:glossaryDocument {W_NS}><w:docParts><w:docPart><w:docPartPr><w:name w:val="{DEFAULT}"/>'
                         '</w:docPartPr><w:docPartBody><w:p><w:r><w:t>OF-0000</w:t></w:r></w:p></w:docPartBody>'
                         '</w:docPart></w:docParts></w:glossaryDocument>')
    relate_part(document, "document.glossary", glossary, RT.GLOSSARY_DOCUMENT, "/word/glossary/document.xml")
    document.save(str(path))
    return path


def test_a_form_field_showing_its_placeholder_in_a_header_or_footer_is_left_out_and_said(tmp_path):
    path = form_docx(tmp_path / "template.docx",
                     header=[run_text("Order Form No. "), control(run_text("OF-0000"), placeholder=True)],
                     footer=[run_text("Customer: "), control(run_text("OF-0000"), placeholder=True)])
    document, terms = read_docx(path)
    # main: "Order Form No. OF-0000" read as the order's number, and nothing said (only the body was checked)
    assert "OF-0000" not in document.text and "Order Form No." in document.text
    assert [warning.said() for warning in document.reading] == [
        "template.docx: placeholder of a form field not filled in left out of the header: 'OF-0000'",
        "template.docx: placeholder of a form field not filled in left out of the footer: 'OF-0000'"]
    assert document.reading[0].said("zh") == "template.docx：页眉中未填写的表单域占位文字未作为正文读入：“OF-0000”"
    assert terms["availability_pct"] == 99.9


def test_a_filled_form_field_in_a_header_is_read_and_a_body_placeholder_is_said_as_the_bodys(tmp_path):
    # the negatives beside it: a header's field filled in (no flag) is read, nothing said; the body's placeholder is
    # said as before, not as a header's
    path = form_docx(tmp_path / "filled.docx", header=[run_text("Order Form No. "),
                                                       control(run_text("OF-2025-0042"), placeholder=False)],
                     body=f'<w:p>{run_text("Customer: ")}{control(run_text("OF-0000"), placeholder=True)}</w:p>')
    document, _ = read_docx(path)
    assert "Order Form No. OF-2025-0042" in document.text
    assert [warning.said() for warning in document.reading] == [
        "filled.docx: placeholder of a form field not filled in left out of the text: 'OF-0000'"]
