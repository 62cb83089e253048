"""List items read as the items they are (session 36, d12): an item ending at the right margin with no stop is not run
into the next item of its series, and items typed "1)" and Chinese section headings typed "一、" are cited with the
clause they stand in. tests/fixtures/documents_d12/make_fixtures.py makes the documents (reportlab; python-docx, then
LibreOffice's `soffice --headless --convert-to pdf`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from slacheck import api
from slacheck.ingest.normalise import normalise_text

HERE = Path(__file__).resolve().parents[1] / "fixtures" / "documents_d12"


def clauses(path: Path) -> dict[str, tuple[object, str | None]]:
    return {term.key: (term.value, term.clause) for term in api.extract(path).terms}


def test_an_item_ending_at_the_margin_is_not_run_into_the_next_item_of_its_series():
    # made: "(i) … ten percent" set to the right margin with no stop, "(ii) …" under it; the PDF's wrap reader took (i)
    # for wrapped and ran "(ii)" into it: one line, the tiers not read
    path = HERE / "items_margin.pdf"
    lines = api.load_document(path).text.split("\n")
    assert "(i) where the Monthly Uptime Percentage is less than 99.9% but equal to or greater than 99.0%, ten percent" \
        in lines
    assert "(ii) where the Monthly Uptime Percentage is less than 99.0%, 25 percent of the monthly fees." in lines
    term = api.extract(path).get("credit_tiers")
    assert term.value == [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]  # was: none
    assert term.clause == "4(i)"
    # the near miss: item (a) wrapped over two lines, its second line opening with no label, is one line still
    assert ("(a) submit a claim through the support portal within thirty days after the end of the billing month in "
            "which the incident occurred, with the dates and times of each incident; and") in lines
    assert api.extract(path).get("claim_window_days").value == 30


@pytest.mark.parametrize("above, below", [
    ("(i) where the uptime is below 99.9% but at least 99.0%, ten percent", "(ii) where the uptime is below 99.0%, 25%"),
    ("a. the Provider restores the cluster within four hours of the report", "b. the Provider reports the cause."),
    ("IV. Priority 3 incidents are answered within one business day by e-mail", "V. Priority 4 incidents are answered"),
])
def test_the_next_label_of_the_series_opens_an_item(above, below):
    assert normalise_text(f"{above}\n{below}", 20, wrapped=frozenset({above})) == f"{above}\n{below}"


@pytest.mark.parametrize("above, below", [
    # a sentence that wraps before an "(ii)" of its own: its line opens with no "(i)"
    ("(a) the Customer may choose (i) a service credit or", "(ii) a refund of the fees paid."),
    # a label that is not the next of the series ("(iii)" after "(i)": a cross-reference the line breaks before)
    ("(i) where the uptime is below the level of paragraph", "(iii) above, ten percent of the fee."),
    ("a. the Provider restores the cluster within four hours of the", "report of the incident."),
])
def test_a_wrapped_line_without_the_next_label_goes_on(above, below):
    assert normalise_text(f"{above}\n{below}", 20, wrapped=frozenset({above})) == f"{above} {below}"


@pytest.mark.parametrize("name", ["typed_marks.docx", "typed_marks.pdf"])
def test_items_typed_with_a_closing_bracket_are_cited_under_their_clause(name):
    # made: "3.1 The Provider commits to the following:" over items typed "1)", "2)"; each was cited "1", "2", as if
    # it were a clause of its own
    found = clauses(HERE / name)
    assert found["availability_pct"] == (99.9, "3.1(1)")  # was "1"
    assert found["response_minutes"] == (15, "3.1(2)")  # was "2"
    # the near miss: a list typed "1)" again under an unnumbered heading is not guessed into clause 3.1
    assert found["credit_cap_pct"] == (30, "(1)")


@pytest.mark.parametrize("name", ["typed_marks_zh.docx", "typed_marks_zh.pdf"])
def test_items_under_a_chinese_section_heading_are_cited_under_it(name):
    # made: "二、服务水平" over "乙方承诺：" and items "（一）", "（二）"; each was cited "(一)", "(二)", naming no section
    found = clauses(HERE / name)
    assert found["availability_pct"] == (99.9, "二(一)")  # was "(一)"
    assert found["response_minutes"] == (15, "二(二)")  # was "(二)"
    # the near miss: a value in the heading's own paragraph cites the heading alone, as before
    assert found["credit_cap_pct"] == (30, "三")


def test_a_number_a_stop_cut_off_is_no_item():
    # fixtures/contracts/fx06: "(Hong Kong company no. 3318207) **Customer:** …": the sentence cut after "no." opened
    # with "3318207)", cited as the customer's clause
    term = api.extract(Path(__file__).resolve().parents[2] / "fixtures" / "contracts"
                       / "fx06_kestrel_h200_quick_order.md").get("customer")
    assert term.clause == "Kestrel Compute — Quick Order (Reserved GPU Capacity)"  # was "3318207"
