"""A table row that a page break cuts in two is read as one row (``ingest/split_rows.py``).

Word and LibreOffice let a row break across pages by default. UCloud's US3 SLA (corpus/real c06)
as a LibreOffice PDF whose break fell inside the row "标准存储 | 低于99.95%但等于或高于99.90% |
月度服务费用的10%" was read as two rows, "标准存 | 低于99.95%但等于或高 | 月度服务费用的" and
"储 | 于99.90% | 10%", and the credit tiers were read from the 低频存储 rows (99.9/99/98)
instead of the 标准存储 ones (99.95/99.9/98): a wrong value, not a missing one.

fixtures/formats/rows holds the excerpt (c06 §3.2 and its table; source in fixtures/formats/README.md)
as LibreOffice prints it with the break inside that row (f5) and, the near miss, with the break
between that row and the next (f6: two whole rows, which stay two). make_format_fixtures.py makes them.
"""

from __future__ import annotations

from pathlib import Path

from slacheck import api
from slacheck.ingest.split_rows import EdgeCell, TableRows, cut_by_break, join_split_rows

ROWS = Path(__file__).resolve().parents[2] / "fixtures" / "formats" / "rows"
CUT = ROWS / "f5_ucloud_us3_row_cut_zh"
APART = ROWS / "f6_ucloud_us3_rows_apart_zh"
STANDARD_TIERS = [(99.95, 10.0), (99.9, 30.0), (98.0, 50.0)]  # the 标准存储 rows of the table
FIRST_ROW = ["标准存储", "低于99.95%但等于或高于99.90%", "月度服务费用的10%"]
SECOND_ROW = [":::", "低于99.90%但等于或高于98.00%", "月度服务费用的30%"]


def tiers(path: Path) -> list[tuple[float, float]]:
    term = api.extract(path).get("credit_tiers")
    return [(float(t["below_pct"]), float(t["credit_pct"])) for t in term.value]


def page_tables(path: Path) -> dict[int, list[list[str]]]:
    document = api.load_document(path)
    assert len(document.pages) == 2
    return {table.page: table.rows for table in document.tables}


def test_cut_row_gives_the_markdowns_credit_tiers():
    assert tiers(CUT.with_suffix(".md")) == STANDARD_TIERS
    assert tiers(CUT.with_suffix(".pdf")) == STANDARD_TIERS


def test_cut_row_is_one_row_on_the_page_it_starts():
    tables = page_tables(CUT.with_suffix(".pdf"))
    assert tables[1][-1] == FIRST_ROW
    assert tables[2][0] == SECOND_ROW


def test_rows_either_side_of_a_break_stay_two():
    # the near miss: the table's last row at the foot of page 1 is whole, the next row opens page 2
    tables = page_tables(APART.with_suffix(".pdf"))
    assert tables[1][-1] == FIRST_ROW
    assert tables[2][0] == SECOND_ROW
    assert tiers(APART.with_suffix(".pdf")) == tiers(APART.with_suffix(".md")) == STANDARD_TIERS


def test_credit_tiers_quote_the_documents_text_on_their_page():
    document, terms = api.read_contract(CUT.with_suffix(".pdf"))
    term = next(t for t in terms if t.key == "credit_tiers")
    page = document.pages[term.page - 1]
    assert page.start <= term.start < term.end <= len(document.text)
    assert document.text[term.start:term.end] == term.text


# The fit test, on rows drawn by hand: two columns, 100 pt wide, 4 pt inner margin.

def _rows(cells: list[EdgeCell], texts: list[str], first: bool) -> TableRows:
    rows = TableRows([["Header", "Header"], texts] if not first else [texts, ["x", "y"]])
    if first:
        rows.first = tuple(cells)
    else:
        rows.first = (EdgeCell(0, 100, "Header", 4, 40, 4, 30), EdgeCell(100, 200, "Header", 4, 140, 104, 30))
        rows.last = tuple(cells)
    return rows


def _pair(last_x1: tuple[float, float], first_unit: tuple[float, float], texts=("Tier 1 service", "Monthly")):
    above = _rows([EdgeCell(0, 100, texts[0], 4, last_x1[0], 4, 20), EdgeCell(100, 200, texts[1], 4, last_x1[1], 104, 20)],
                  list(texts), first=False)
    below = _rows([EdgeCell(0, 100, "credits", 4, 30, 4, first_unit[0]), EdgeCell(100, 200, "fee", 4, 120, 104, first_unit[1])],
                  ["credits", "fee"], first=True)
    return above, below


def test_a_word_that_would_have_fitted_above_is_a_new_row():
    above, below = _pair(last_x1=(90, 150), first_unit=(30, 15))  # 46 pt free in column 2 for a 15 pt word
    assert not cut_by_break(above, below)


def test_words_that_could_not_fit_above_continue_the_row():
    above, below = _pair(last_x1=(90, 185), first_unit=(30, 15))  # 6 and 11 pt free for 30 and 15 pt words
    assert cut_by_break(above, below)
    pages = [[("text", "3.2 ..."), ("table", above)], [("table", below), ("text", "4. ...")]]
    assert join_split_rows(pages) == {0, 1}
    assert pages[0][1][1][-1] == ["Tier 1 service\ncredits", "Monthly\nfee"]
    assert pages[1][0][1] == [["x", "y"]]


def test_an_empty_cell_below_is_text_that_ended_above():
    above, below = _pair(last_x1=(40, 185), first_unit=(30, 15))
    below[0][0] = ""
    below.first = (EdgeCell(0, 100, ""), below.first[1])
    assert cut_by_break(above, below)


def test_a_short_last_line_is_not_full_however_it_is_aligned():
    above, below = _pair(last_x1=(90, 196), first_unit=(30, 15))
    above.last = (above.last[0], EdgeCell(100, 200, "10%", 4, 196, 176, 20))  # "10%" set flush right
    assert not cut_by_break(above, below)


def test_other_column_grid_merged_cells_or_a_repeated_header_are_not_joined():
    above, below = _pair(last_x1=(90, 185), first_unit=(30, 15))
    below.first = (EdgeCell(0, 60, "credits", 4, 30, 4, 30), EdgeCell(60, 200, "fee", 4, 120, 64, 15))
    assert not cut_by_break(above, below)  # the next page's table has other columns
    above, below = _pair(last_x1=(90, 185), first_unit=(30, 15))
    above.last = None  # a row with a merged cell: its geometry is not kept
    assert not cut_by_break(above, below)
    above, below = _pair(last_x1=(90, 185), first_unit=(30, 15))
    below.first = tuple(EdgeCell(c.x0, c.x1, "Header", 4, c.x0 + 40, c.x0 + 4, 50) for c in below.first)
    assert not cut_by_break(above, below)  # the header row repeated at the top of the next page


def test_tables_not_at_the_page_edges_are_not_joined():
    above, below = _pair(last_x1=(90, 185), first_unit=(30, 15))
    pages = [[("table", above), ("text", "Notes under the table.")], [("table", below)]]
    assert join_split_rows(pages) == set()
    above, below = _pair(last_x1=(90, 185), first_unit=(30, 15))
    pages = [[("table", above), ("text", "  \n")], [("text", "A heading"), ("table", below)]]
    assert join_split_rows(pages) == set()
