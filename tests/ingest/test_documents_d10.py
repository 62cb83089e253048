"""Documents as exported to PDF read as written (session 35, d10): a figure in brackets restating the number in words
before it across a line break, a running header read once without hiding the document's first line, a label's line
typed with a space after its colon kept over its own list; and a DOCX table's cells numbered by Word read as its PDF
prints them. tests/fixtures/documents_d10/make_fixtures.py makes the files (python-docx, then LibreOffice's `soffice
--headless --convert-to pdf`); the article whose every page runs on into the next is made here with reportlab, as d8's
running-header tests make theirs."""

from __future__ import annotations

from pathlib import Path

import pytest

from slacheck import api
from slacheck.ingest.normalise import normalise_text
from tests.ingest.test_running_header_terms_d8 import running_pdf, wrap

HERE = Path(__file__).resolve().parents[1] / "fixtures" / "documents_d10"


def value(path: Path, key: str):
    term = api.extract(path).get(key)
    return None if term is None else term.value


def test_a_figure_restating_the_number_before_it_across_a_line_break_is_no_list_label():
    # corpus c15 (Tencent Cloud CBS SLA, §1.4) on A4: "less than one" ends a line over "(1) minute"; "(1)" was read as
    # a list's label opening an item, the sentence cut there and the minimum outage lost
    path = HERE / "restated_a4.pdf"
    text = api.load_document(path).text
    assert "If the duration of inaccessibility is less than one (1) minute, such period will not be counted" in text
    term = api.extract(path).get("min_outage_minutes")
    assert (term.value, term.text) == (1, "less than one (1) minute")  # was: not read
    # the near miss: a list after a colon stays a list, its tiers read from its items
    assert "as follows:\n(1) 10% of the Monthly Service Fee" in text and "below 99.95%;\n(2) 25%" in text
    assert value(path, "credit_tiers") == [{"below_pct": 99.95, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]


@pytest.mark.parametrize("above, below, joined", [
    ("the Provider shall pay within thirty", "(30) days of the claim.", "within thirty (30) days of the claim."),
    ("an outage shorter than one hundred and twenty", "(120) minutes is not counted.",
     "one hundred and twenty (120) minutes is not counted."),
    ("单次中断不超过五", "(5)分钟的不计入不可用时长。", "单次中断不超过五(5)分钟的不计入不可用时长。"),
])
def test_a_restated_figure_goes_on_with_its_sentence(above, below, joined):
    assert normalise_text(f"{above}\n{below}", 20, wrapped=frozenset({above})).endswith(joined)


@pytest.mark.parametrize("above, below", [
    ("the Customer may claim one of three", "(2) remedies below."),  # another figure than the words say
    ("as set out in Section 1", "(1) The Provider shall"),        # a number in figures before it
    ("The Provider's remedies are as follows:", "(1) a Service Credit;"),
    ("the Customer may choose one", "1. The Provider shall restore the Service."),  # no bracketed figure
])
def test_a_list_label_after_other_words_still_opens_an_item(above, below):
    assert normalise_text(f"{above}\n{below}", 20, wrapped=frozenset({above})) == f"{above}\n{below}"


def test_an_articles_title_opens_the_document_its_running_header_read_at_the_pages_foot():
    # an explainer exported with its journal's name in the page header: the header, read once atop page 1, hid the
    # title (e69 reads a title-case first line over its body as an article's): its figures were read as terms
    path = HERE / "article_header.pdf"
    document = api.load_document(path)
    assert document.text.startswith("A Beginner's Guide to Data Center Cooling Efficiency\nEvery rack")
    assert document.text.count("Northwind Data Center Journal") == 1
    assert "running header read once, on page 1: 'Northwind Data Center Journal'" in document.notes
    assert value(path, "cooling") is None and value(path, "rack_power_kw") is None  # were: liquid, 30 kW


BODY = ("Every rack in a modern hall is cooled by direct liquid cooling at 30 kW per rack. Operators compare the cost of "
        "air and liquid cooling over the life of a hall, the power each rack draws and the water the plant uses, and "
        "most of them now plan for denser racks than they run today. ")


def run_on_pages(path: Path, title: str) -> Path:
    """``title`` over a body whose sentence runs on from page 1 into page 2, a running header atop both."""
    lines = wrap(BODY * 8)
    cut = next(k for k in range(8, len(lines)) if not lines[k - 1].endswith("."))  # page 1 ends inside a sentence
    return running_pdf(path, [[title] + lines[:cut], lines[cut:]], "Northwind Data Center Journal", None)


def test_where_the_first_page_runs_on_its_header_is_read_under_its_first_line(tmp_path):
    document, terms = api.read_contract(run_on_pages(tmp_path / "article.pdf", "A Beginner's Guide to Data Center "
                                                                               "Cooling Efficiency"))
    assert document.text.startswith("A Beginner's Guide to Data Center Cooling Efficiency\n\n"
                                    "Northwind Data Center Journal\n\nEvery rack")
    assert not [t for t in terms if t.key in ("cooling", "rack_power_kw")]  # were: liquid, 30 kW
    # the near miss: a provider's own title over its terms keeps them, its header read as well
    document, terms = api.read_contract(run_on_pages(tmp_path / "sla.pdf", "Acme Colocation Service Level Agreement"))
    assert document.text.startswith("Acme Colocation Service Level Agreement\n\nNorthwind Data Center Journal\n\n")
    assert {t.key: t.value for t in terms if t.key in ("cooling", "rack_power_kw")} == {"cooling": "liquid",
                                                                                         "rack_power_kw": 30}


def test_a_label_typed_with_a_space_after_its_colon_stays_over_its_own_list():
    # "Service Credits are as follows: " ends at the right margin, its typed space printed as a wrapped line's word
    # space is: it was run into the list's first item, and the tiers' quote opened with it
    path = HERE / "colon_space.pdf"
    assert api.load_document(path).text.split("\n") == [
        "Service Credits are as follows:",
        "Monthly Uptime below 99.9%: 10% of the monthly fee;",  # wrapped after its own colon: goes on (d9)
        "Monthly Uptime below 99%: 25% of the monthly fee."]
    term = api.extract(path).get("credit_tiers")
    assert term.value == [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]
    assert term.text.startswith("Monthly Uptime below 99.9%")  # was: "Service Credits are as follows: Monthly …"


def test_a_tables_numbers_printed_by_word_numbering_are_read_as_its_pdf_prints_them():
    # a priority column numbered "P1", "P2", "P3" by numbering.xml in otherwise empty cells: the DOCX read the cells
    # empty (a number was given only to a paragraph with text) and no response time at all; LibreOffice's PDF of it
    # prints the numbers, and the two read the same now
    for suffix in ("docx", "pdf"):
        document, terms = api.read_contract(HERE / f"numbered_cells.{suffix}")
        assert "P1 | The cluster is down | 15 minutes\nP2 | A node is down | 1 hour\n" in document.text, suffix
        assert document.tables[0].rows[1] == ["P1", "The cluster is down", "15 minutes"]
        assert {t.key: t.value for t in terms}.get("response_minutes") == 15  # DOCX was: not read
        # the near miss: the header row's cells, not numbered, are read as written
        assert document.tables[0].rows[0] == ["Priority", "Description", "Response time"]


def test_an_empty_numbered_paragraph_in_the_body_prints_no_clause_number_alone(tmp_path):
    import docx

    document = docx.Document()
    for text in ["The Provider shall keep each GPU node available 99.9% of each month.", "",
                 "Service Credits are paid as the table below says."]:
        document.add_paragraph(text, style="List Number")
    document.save(str(tmp_path / "list.docx"))
    assert api.load_document(tmp_path / "list.docx").text.split("\n") == [
        "1. The Provider shall keep each GPU node available 99.9% of each month.",
        "3. Service Credits are paid as the table below says."]
