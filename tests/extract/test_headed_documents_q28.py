"""Readings that a heading now read as one exposes (session 26, helper q28): a document's title set as a heading
(a DOCX Title-style paragraph, a PDF's large or bold line) is a sentence of its own, so what the title's line used
to hide in one sentence with the line under it is read on its own.

Each positive has a near miss beside it.
"""

import pytest

from slacheck.extract.pipeline import extract_terms
from tests.conftest import make_document


def _terms(text: str) -> dict:
    return {t.key: t for t in extract_terms(make_document(text, language="en", name="order.md"))}


# an order form made under a master agreement names the parent's number in its first sentence
ORDER = ("# ORDER FORM No. OF-0042\n\n"
         "This Order Form is entered into under the Master Services Agreement No. TG-MSA-2025-014.\n\n"
         "# 1. Order\n\nGPU model: H100. A total of 512 GPUs.\n")


@pytest.mark.parametrize("text", [
    ORDER,
    ORDER.replace("entered into under", "issued pursuant to"),
    # ... the title run into the sentence under it, as a plain-text file reads it: the order's own number, before the words
    ORDER.replace("# ORDER FORM No. OF-0042\n\n", "ORDER FORM No. OF-0042\n"),
])
def test_the_number_of_the_agreement_an_order_is_made_under_is_not_the_orders(text):
    term = _terms(text)["contract_id"]
    assert (term.value, term.conflict, [a.value for a in term.alternatives]) == ("OF-0042", False, [])


def test_near_miss_a_second_number_of_the_document_itself_still_conflicts():
    # no words of a parent agreement: two numbers the document gives itself disagree
    term = _terms(ORDER.replace("is entered into under the Master Services", "is the"))["contract_id"]
    assert term.conflict and [a.value for a in term.alternatives] == ["TG-MSA-2025-014"]


# IBM e-business Hosting Agreement (CUAD, QuantumGroup EX-99.2), Attachment C, under its "Usage Charges" heading
USAGE = ("## Usage Charges\n\n"
         "Charges for additional hourly support requested by Customer, if any, will be due as incurred. "
         "IBM will charge for additional hourly support in fifteen (15) minute increments.\n")


def test_support_bought_by_the_hour_is_no_billing_increment_of_the_rented_machines():
    assert "billing_minutes" not in _terms(USAGE)


def test_near_miss_usage_billed_in_increments_under_the_same_heading_is_read():
    text = USAGE.replace("additional hourly support", "GPU server usage")
    assert _terms(text)["billing_minutes"].value == 15
