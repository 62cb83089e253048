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

from tests.ingest.test_office_structures_d14 import W_NS

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
