"""List items read as the items they are (session 36, d12): an item ending at the right margin with no stop is not run
into the next item of its series. tests/fixtures/documents_d12/make_fixtures.py makes the documents (reportlab; python-docx, then
LibreOffice's `soffice --headless --convert-to pdf`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from slacheck import api
from slacheck.ingest.normalise import normalise_text

HERE = Path(__file__).resolve().parents[1] / "fixtures" / "documents_d12"


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
