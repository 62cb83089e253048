"""One table model for every layout (extract/tables.py): rows of cells whose offsets point
into the text that was read; PDF ruled tables and DOCX tables arrive through ingest as rows
of the same model, and their tiers carry page and offsets into Document.text."""

import pytest

from slacheck import api
from slacheck.extract.tables import cell_at, cell_text, read_tables


def cells(text):
    """Each table's cell texts, spacing collapsed (blanked tags and padded entities keep offsets)."""
    return [[[" ".join(cell_text(text, c).split()) for c in row.cells] for row in t.rows] for t in read_tables(text)]


@pytest.mark.parametrize("text, expected", [
    # Markdown pipe table: the separator row is not a row
    ("| A | B |\n|---|:---:|\n| 1% | 2% |\n", [[["A", "B"], ["1%", "2%"]]]),
    # no outer pipes, an escaped pipe inside a cell
    ("A | B\n--- | ---\nx \\| y | 2\n", [[["A", "B"], ["x | y", "2"]]]),
    # tab-indented pipe rows with tab padding (Azure style)
    ("\tUptime\t|Credit\n\t-------|------\n\t<99.9%\t\t\t|10% \n", [[["Uptime", "Credit"], ["<99.9%", "10%"]]]),
    # ":::" merged cells are kept as written
    ("| 类型 | 可用性 |\n| --- | --- |\n| 标准 | 低于99% |\n| ::: | 低于95% |\n", [[["类型", "可用性"], ["标准", "低于99%"], [":::", "低于95%"]]]),
    # tab-separated lines
    ("可用性\t赔偿\n低于99%\t10%\n", [[["可用性", "赔偿"], ["低于99%", "10%"]]]),
    # HTML inside Markdown: tags blanked, entities read
    ("x\n<table><tr><th>Uptime</th><th>Credit</th></tr>\n<tr><td><b>&lt; 99%</b></td><td>10%</td></tr></table>\ny",
     [[["Uptime", "Credit"], ["< 99%", "10%"]]]),
    # header cells in a <thead> without a <tr> (browsers accept it) are the header row; a <thead>
    # with its <tr> is that one row
    ("<table><thead>\n<th>Uptime</th>\n<th>Credit</th>\n</thead><tbody><tr><td>&lt; 99%</td><td>10%</td></tr></tbody></table>",
     [[["Uptime", "Credit"], ["< 99%", "10%"]]]),
    ("<table><thead><tr><th>A</th><th>B</th></tr></thead><tr><td>1%</td><td>2%</td></tr></table>", [[["A", "B"], ["1%", "2%"]]]),
    # two tables apart, prose between them is no table
    ("| a | b |\nprose line\n| c | d |\n", [[["a", "b"]], [["c", "d"]]]),
    # rows as ingest renders PDF and DOCX tables
    ("服务可用性 | 赔偿比例\n低于99.9% | 10%\n", [[["服务可用性", "赔偿比例"], ["低于99.9%", "10%"]]]),
])
def test_layouts_read_as_rows_and_cells(text, expected):
    assert cells(text) == expected


def test_cell_offsets_point_into_the_text():
    text = "intro\n| Uptime | Credit |\n|---|---|\n| < 99.9% | 10% |\n"
    (table,) = read_tables(text)
    row = table.rows[1]
    assert [text[c.start:c.end] for c in row.cells] == ["< 99.9%", "10%"]
    assert text[table.start:table.end] == "| Uptime | Credit |\n|---|---|\n| < 99.9% | 10% |"
    assert table.header(text) is table.rows[0] and table.body(text) == (row,)
    assert cell_at(read_tables(text), text.index("10%")) == row.cells[1]
    assert cell_at(read_tables(text), text.index("intro")) is None


def test_header_row_is_the_first_row_without_numbers():
    text = "| < 99.9% | 10% |\n| < 99% | 25% |\n"
    (table,) = read_tables(text)
    assert table.header(text) is None and len(table.body(text)) == 2


@pytest.mark.parametrize("delimiter", ["|-|-|", "| :-- | --: |", "|---|---|"])
def test_a_header_with_numbers_is_the_header_over_any_delimiter_row(delimiter):
    """A header row that states numbers ("2025 price", "2026 price") is the header over a delimiter
    row of any width GFM and the Markdown loader accept (one hyphen a cell and up), not a row of data."""
    text = f"| 2025 price | 2026 price |\n{delimiter}\n| 12.00 | 11.00 |\n| 28.00 | 26.00 |\n"
    (table,) = read_tables(text)
    assert table.header(text) is table.rows[0] and len(table.body(text)) == 2


TIERS = [{"below_pct": 99.9, "credit_pct": 10}, {"below_pct": 99.0, "credit_pct": 25}]


def test_docx_table_tiers_with_provenance(tmp_path):
    docx = pytest.importorskip("docx")
    document = docx.Document()
    document.add_paragraph("第五条 服务赔偿")
    table = document.add_table(rows=3, cols=2)
    for r, row in enumerate([("月度服务可用性", "赔偿比例"), ("低于99.9%但不低于99%", "月服务费的10%"), ("低于99%", "月服务费的25%")]):
        for c, value in enumerate(row):
            table.cell(r, c).text = value
    document.add_paragraph("赔偿总额以当月服务费为限。")
    path = tmp_path / "tiers.docx"
    document.save(path)
    loaded = api.load_document(path)
    assert loaded.tables and loaded.tables[0].rows[1] == ["低于99.9%但不低于99%", "月服务费的10%"]
    (term,) = [t for t in api.extract(loaded).terms if t.key == "credit_tiers"]
    assert term.value == TIERS
    assert loaded.text[term.start:term.end] == term.text == "低于99.9%但不低于99% | 月服务费的10%\n低于99% | 月服务费的25%"


def test_pdf_ruled_table_tiers_with_page(tmp_path):
    pytest.importorskip("reportlab")
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Table, TableStyle
    from reportlab.lib.styles import getSampleStyleSheet

    style = getSampleStyleSheet()["Normal"]
    grid = Table([["Monthly Uptime", "Service Credit"], ["99.0% - 99.9%", "10%"], ["< 99.0%", "25%"]])
    grid.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black)]))
    path = tmp_path / "tiers.pdf"
    SimpleDocTemplate(str(path), pagesize=A4).build(
        [Paragraph("1. The Provider shall make the Service available.", style), PageBreak(),
         Paragraph("2. Service credits:", style), grid])
    loaded = api.load_document(path)
    assert loaded.tables and loaded.tables[0].page == 2
    (term,) = [t for t in api.extract(loaded).terms if t.key == "credit_tiers"]
    assert term.value == TIERS
    assert term.page == 2 and loaded.text[term.start:term.end] == term.text


def test_a_footer_over_headings_does_not_make_the_paragraph_below_a_table_row(tmp_path):
    """A page's footer ("IBM Confidential June 2, 1999" / "ATT6.1wp Page 7 of 19": two lines of figures,
    read as a spaced table) over the next part's headings and its first paragraph (a CUAD outsourcing
    agreement): "ATTACHMENT 6" ends in a figure under a spaced row, so it was read as the table's last row,
    and the headings and the whole paragraph were run into it, every word a cell: "dedicated" was read
    as a table cell. A line read as a spaced row ends there; the paragraph stays prose. (The server is set aside here
    for IBM's use: the CUAD text's "for such purpose", a task, isolates no tenant and reads nothing, test_lookalikes_fp4.)"""
    path = tmp_path / "attachment.txt"
    path.write_text("IBM Confidential June 2, 1999\nATT6.1wp Page 7 of 19\nATTACHMENT 6\n"
                    "SOFTWARE INSTALLATION TERMS AND CONDITIONS\n"
                    "If Process Three is selected, MSL shall designate a dedicated server system for IBM's exclusive use, "
                    "and access to the data stored on such server shall be limited to designated employees.\n",
                    encoding="utf-8")
    term = api.extract(path).get("tenant_isolation")
    assert (term.value, term.evidence_kind) == ("dedicated", "operative")
