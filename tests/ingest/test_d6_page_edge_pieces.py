"""A table's piece at a page's foot, and running headers and footers set in boxes, in office-exported PDFs.

The real documents of shared/corpus/real, made into the files users have (a web page printed by Chromium,
a DOCX with a header, a footer, tables and numbered lists, and LibreOffice's PDF of it), read the Markdown's
terms but one: CoreWeave's Terms of Service (c12) as a LibreOffice PDF, whose page break left the uptime
objectives' header row ("Covered Service | Monthly Uptime Percentage") alone at the foot of page 1. The row
was read as a line of text, its two rows on page 2 as a table without column names, and the availability
commitment (>= 99.9%) was lost; in the whole document another figure (a credit tier's 50%) was read as it.

fixtures/formats/office (make_office_fixtures.py; tests need no LibreOffice) holds the excerpt laid out so
(o14), a header and a footer boxed as one-row tables (o15) and the near miss, a boxed row that is no table's
header at the foot of a page over a table of other columns (o16). On a narrow page (12 cm, 13 pt) c03's exclusions
read "VPC" as the isolation term: a line broken before "等）。" (o17) was read as ending there; c05's claim window was
lost, the page break inside its sentence not joined and the lines beside its credit table read one by one (o18). The
unit tests below need no fixture.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from slacheck import api
from slacheck.ingest.running import page_join, running_lines, strip_running
from slacheck.ingest.split_rows import EdgeCell, TableRows, carried_headers, lone_pieces
from slacheck.ingest.wraps import PageEdges, _first_unit

OFFICE = Path(__file__).resolve().parents[2] / "fixtures" / "formats" / "office"
SLO = [["Covered Service", "Monthly Uptime Percentage"],
       ["Instances in Multiple Regions", ">= 99.9%"],
       ["Instances in a Single Region", ">= 99%"]]


def seen(path: Path) -> dict[str, object]:
    return {term.key: term.value for term in api.extract(path).terms}


# coreweave/kubernetes-cloud : resources/terms-of-service/README.md @fedad6aa (CoreWeave Terms of Service, June 2022):
# "CoreWeave provides the CoreWeave Cloud Platform ... at the following service level objectives" over the table SLO

def test_a_header_row_alone_at_a_pages_foot_goes_down_onto_its_rows():
    document, terms = api.read_contract(OFFICE / "o14_header_alone_at_foot_en.pdf")
    assert [(table.page, table.rows) for table in document.tables] == [(2, SLO)]
    assert document.text.count("Monthly Uptime Percentage") == 1
    availability = [term for term in terms if term.key == "availability_pct"]
    assert [(term.value, term.page) for term in availability] == [(99.9, 2)]
    page = document.pages[1]
    assert page.start <= availability[0].start and document.text[availability[0].start:availability[0].end] == availability[0].text


def test_a_boxed_row_at_a_pages_foot_over_a_table_of_other_columns_stays_text():
    # the near miss: the parties' boxed signature row left at the foot of page 1, a three-column table opening page 2
    document = api.load_document(OFFICE / "o16_boxed_row_at_foot_en.pdf")
    assert [(table.page, table.rows[0]) for table in document.tables] == [
        (2, ["Covered Service", "Monthly Uptime Percentage", "Credit"])]
    signatures = document.text.index("Signed for the Customer Signed for CoreWeave")
    assert document.pages[0].start <= signatures < document.pages[0].end
    assert seen(OFFICE / "o16_boxed_row_at_foot_en.pdf")["availability_pct"] == 99.9


def test_a_header_and_footer_boxed_as_one_row_tables_are_left_out_as_running_lines():
    # the header's boxed cells ("Cloud Services Agreement | Contract No. CW-2025-0117") were read into each page's
    # first line, and the number, cut at its cell's wrap, as the contract's number "CW-2025"
    document = api.load_document(OFFICE / "o15_boxed_running_parts_en.pdf")
    assert len(document.pages) == 3
    # read once (session 34, d8: a number printed only in a header is the contract's), a paragraph of its own at
    # page 1's foot (session 35, d10: the document opens with its own first line), the footer's page number left out;
    # the copies on pages 2 and 3 are not read
    for running in ("Cloud Services Agreement", "Contract No", "Confidential"):
        assert document.text.count(running) == 1
    assert "Page" not in document.text and "0117" not in document.text
    assert "running header/footer lines left out of the text on pages 1-3" in document.notes
    assert document.text.startswith("CoreWeave provides the CoreWeave")
    header = document.text.index("the page break.\n\nCloud Services Agreement Contract No. CW-2025-\nConfidential\n\n")
    assert header < document.pages[0].end
    terms = seen(OFFICE / "o15_boxed_running_parts_en.pdf")
    assert terms["availability_pct"] == 99.9
    assert "contract_id" not in terms


# --------------------------------------------------------------------------- the same rules, on blocks built here

def rows(cells: list[list[str]], x: tuple[float, ...] = (50.0, 200.0, 400.0)) -> TableRows:
    """A table's rows as read, its edge rows on the column rules ``x``."""
    table = TableRows(cells)
    grid = tuple(EdgeCell(a, b, "") for a, b in zip(x, x[1:]))
    table.first = table.last = grid
    table.second = grid if len(cells) > 1 else None
    return table


def test_a_foot_piece_over_a_table_in_its_columns_is_moved_onto_it():
    pages = [[("text", "the lead-in"), ("table", rows(SLO[:1])), ("text", "")],
             [("text", ""), ("table", rows(SLO[1:])), ("text", "If CoreWeave does not meet the SLO")]]
    assert lone_pieces(pages) == set()
    assert carried_headers(pages) == {0, 1}
    assert [kind for kind, _ in pages[0]] == ["text", "text", "text"]
    assert list(pages[1][1][1]) == SLO


def test_a_foot_piece_repeated_atop_the_next_page_is_read_once():
    pages = [[("text", "the lead-in"), ("table", rows(SLO[:1]))], [("table", rows(SLO))]]
    carried_headers(pages)
    assert pages[0][1] == ("text", "")
    assert list(pages[1][0][1]) == SLO


def test_a_foot_piece_over_text_or_other_columns_is_text():
    signatures = [["Signed for the Customer", "Signed for CoreWeave"]]
    over_text = [[("table", rows(signatures))], [("text", "If CoreWeave does not meet the SLO")]]
    other_columns = [[("table", rows(signatures))], [("table", rows(SLO, x=(50.0, 150.0, 300.0)))]]
    for pages in (over_text, other_columns):
        assert lone_pieces(pages) == {0}
        assert pages[0][0] == ("text", "Signed for the Customer Signed for CoreWeave")
        assert carried_headers(pages) == set()


def test_a_one_row_box_at_every_pages_edge_is_a_running_line():
    header = ("table", rows([["Cloud Services Agreement", "Contract No. CW-2025-0117"]]))
    bodies = ["1. Scope\nThe services are", "2. Service credits\nA credit is", "3. Exclusions\nNo credit is"]
    pages = [[header, ("text", body)] for body in bodies]
    running = running_lines(pages)
    assert (True, "Cloud Services Agreement Contract No. CW-#-#") in running
    kept, removed = strip_running(pages[0], running)
    assert kept == [("text", ""), ("text", bodies[0])]
    assert removed == ["Cloud Services Agreement Contract No. CW-2025-0117"]


def test_a_one_row_box_atop_one_page_only_is_kept():
    piece = ("table", rows([["Instances in a Single Region", ">= 99%"]]))
    pages = [[("text", "1. Scope")], [piece, ("text", "2. Service credits")], [("text", "3. Exclusions")]]
    running = running_lines(pages)
    assert strip_running(pages[1], running) == (pages[1], [])


# --------------------------------------------------------------------------- a line may not start with a closing mark

# tencentyun/intlcloud-documents : product_new/大数据及人工智能产品中心/弹性 MapReduce/服务等级协议_intl_cn.md @7848b12
# (Tencent Cloud EMR SLA, 4.4): "…安全组、VPC的配置等）。"

def test_a_line_broken_before_a_character_and_its_closing_marks_is_read_whole():
    # c03 on a narrow page: LibreOffice broke "…VPC 的配置" / "等）。" because "）。" may not open a line, though "等"
    # alone would have fitted above; the line was read as ending there and "VPC" read as the isolation term
    text = api.load_document(OFFICE / "o17_carried_mark_zh.pdf").text
    assert "安全组、VPC的配置等)。\n4.5 非腾讯云原因造成的服务不可用。\n注:以上情形不计入不可用时间。" in text


@pytest.mark.parametrize(("line", "unit"), [
    ("等）。 4.5 非腾讯云", "等）。"), ("任： 4.1 因用户态问题", "任："), ("项，您需遵守", "项，"),
    ("CVM 资源限制", "CVM"), ("资源限制", "资"),
    # an opening bracket may not end a line (UAX #14 OP; GB/T 15834): it goes down with what follows it, and so
    # the closing bracket after that (session 34, d8; it was read as "（" alone)
    ("（1）账号信息", "（1）"), ("（例如 HTTP", "（例"),
])
def test_the_first_unit_of_a_line_takes_the_marks_that_may_not_open_a_line(line, unit):
    assert _first_unit().match(line).group() == unit


# --------------------------------------------------------------------------- a narrow page: wraps beside a table, across a break

# UCloudDoc-Team/sla : uec_sla.md @57d3b5d (UCloud UEC SLA 3.2): "赔偿申请必须限于在边缘计算服务没有达到可用性的相关月份结束后
# 两个月内提出。"

def test_a_narrow_table_page_reads_its_paragraphs_and_a_sentence_across_the_break_whole():
    # c05 on a 12 cm page in 13 pt: the lines beside the credit table were read one by one (the geometry of wrapped lines
    # was read on pages without a ruled table only), and the claim window, cut by the page break, was lost
    document, terms = api.read_contract(OFFICE / "o18_narrow_table_page_zh.pdf")
    assert "3.1 赔偿标准:根据客户在UCloud平台下某一账户使用UEC产品的服务可用性,按照下表" in document.text
    assert "的相关月份结束后两个月内提出。" in document.text
    window = [term for term in terms if term.key == "claim_window_days"]
    assert [(term.value, term.page) for term in window] == [(60, 1)]
    assert document.text[window[0].start:window[0].end] == window[0].text


def test_a_page_goes_on_where_the_next_pages_first_unit_would_not_have_fitted():
    above = PageEdges(rooms={"没有达到可用性的相关月份结束后": 8.0, "超出申请时限的赔偿申请将不被受理。": 8.0})
    below = PageEdges(units={"两个月内提出。超出申请时限": 13.0, "3.3 赔偿方式": 20.0})
    assert above.goes_on("没有达到可用性的相关月份结束后", below, "两个月内提出。超出申请时限")
    assert not PageEdges(rooms={"没有达到可用性的相关月份结束后": 30.0}).goes_on(
        "没有达到可用性的相关月份结束后", below, "两个月内提出。超出申请时限")  # it would have fitted: the line ended
    assert not above.goes_on("a line not at the page's edge", below, "两个月内提出。超出申请时限")
    after = [("text", "两个月内提出。超出申请时限")]
    stripped = [("text", "没有达到可用性的相关月份结束后")]
    assert page_join(stripped, after, None, goes_on=lambda line, next_line: above.goes_on(line, below, next_line)) == ""
    assert page_join(stripped, after, None) is None  # no wrap width on a narrow page: no evidence without geometry
    ended = [("text", "超出申请时限的赔偿申请将不被受理。")]
    assert page_join(ended, [("text", "3.3 赔偿方式")], None, goes_on=lambda *_: True) is None  # a stop, an item
