"""A PDF's table set without rules, its columns by position alone (a DOCX's tab-separated rows saved as PDF by
LibreOffice, the second column where each row's tab stop put it): the gap between two cells is read as a cell
separator, not a space the normaliser drops between Chinese and figures."""

from __future__ import annotations

from slacheck.api import load_document
from tests.ingest.conftest import cells_apart_pdf

# Tencent Cloud CLB SLA 3.1's credit table (shared/corpus/real c11; tencentyun/intlcloud-documents), each row two
# cells, the second cell at the tab stop after the first: x varies from row to row, no column lines up
CLB_ROWS = [
    ("服务月度的服务可用性", "赔偿代金券金额", 200),
    ("低于 99.95%但等于或高于 99%", "月度服务费的 10%", 236),
    ("低于 99%但等于或高于 95%", "月度服务费的 25%", 236),
    ("低于 95%", "月度服务费的 100%", 128),
]
LEAD = "2、如果某服务月度没有达到服务可用性标准，赔偿额按照相应未达标服务月度单独计算。"
AFTER = "3.2 赔偿申请时限"


def _cells_pdf(path, rows, lead=LEAD, after=AFTER):
    return cells_apart_pdf(path, rows, lead, after, font="STSong-Light", step=26)


def _lines(path):
    return load_document(path).text.split("\n")


def test_two_cells_set_apart_by_position_stay_two_cells(tmp_path):
    """The gap between "低于 95%" and "月度服务费的 100%" was read as a space and normalising dropped it with the space
    between Chinese and figures: "低于95%月度服务费的100%", the availability band and its credit one run of text. Each
    row now reads its two cells apart, as the DOCX it was saved from reads them, its cells spaced as prose is."""
    lines = _lines(_cells_pdf(tmp_path / "clb.pdf", CLB_ROWS))
    assert "低于99.95%但等于或高于99%\t月度服务费的10%" in lines
    assert "低于99%但等于或高于95%\t月度服务费的25%" in lines
    assert "低于95%\t月度服务费的100%" in lines


def test_the_header_over_such_rows_is_cut_as_they_are(tmp_path):
    """The header row, words on both sides of its gap (a space normalising keeps), is cut into its cells as the rows
    under it are: one table of a header and three rows, not a line of prose over three rows."""
    lines = _lines(_cells_pdf(tmp_path / "clb.pdf", CLB_ROWS))
    assert "服务月度的服务可用性\t赔偿代金券金额" in lines


def test_figures_in_two_cells_are_not_run_together(tmp_path):
    """A row whose first cell ends in Chinese and whose second opens with a figure ("不可用时长超过 60 分钟", a gap,
    "30%") read "…60分钟30%": the duration and the credit one phrase."""
    rows = [("不可用时长", "赔偿比例", 170),
            ("超过 10 分钟", "10%", 150),
            ("超过 60 分钟", "30%", 150)]
    lines = _lines(_cells_pdf(tmp_path / "minutes.pdf", rows))
    assert "超过10分钟\t10%" in lines
    assert "超过60分钟\t30%" in lines


def test_a_wide_gap_between_words_is_read_as_before(tmp_path):
    """Guard (passes on 2dde8f4 too): a gap where normalising keeps the space (words on both sides, a list item's
    label) is read as that space; a list's label keeps its hanging indent's gap as a space."""
    rows = [("(i)", "run equally from each agent", 100),
            ("(ii)", "use a small test object", 100),
            ("(iii)", "keep the only test object TTL", 100)]
    lines = _lines(_cells_pdf(tmp_path / "items.pdf", rows, lead="The probes shall:", after="Credits are monthly."))
    assert "(i) run equally from each agent" in lines
    assert not any("\t" in line for line in lines)


def test_chinese_spaced_from_figures_in_prose_still_reads_without_the_space(tmp_path):
    """Guard (passes on 2dde8f4 too): the one space a PDF tool sets between Chinese and a figure in a sentence is
    still dropped ("不低于 99.95%" reads "不低于99.95%")."""
    path = _cells_pdf(tmp_path / "prose.pdf", [], lead="服务可用性不低于 99.95%，按月计算。", after="赔偿上限为 100%。")
    lines = _lines(path)
    assert "服务可用性不低于99.95%,按月计算。" in lines or "服务可用性不低于99.95%,按月计算。赔偿上限为100%。" in lines
