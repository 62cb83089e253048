"""e110: en misses left by e108 / cr15 / e109.

A request after the end of the month an outage fell in is a claim window in English as cr15 made it in Chinese ("Customer
must submit a request within 7 business days after the end of the month in which the outage occurred"), read at its least
(working days); a report the provider submits then is none.

Texts are our own wording.
"""

import pytest

from tests.conftest import extracted_terms


# 2. a request after the end of the month of an outage
@pytest.mark.parametrize("text, days, counted", [
    ("Customer must submit a request within 7 business days after the end of the month in which the outage occurred.",
     7, "working_days"),
    ("Customer must submit a request within 30 days after the end of the month in which the incident occurred.", 30, None),
])
def test_a_request_after_the_month_of_an_outage_is_a_claim_window(text, days, counted):
    # ff91c32b: no claim window (no word of a credit in the sentence), `check` saying none is stated
    t = extracted_terms(text, "en", "sla.md").get("claim_window_days")
    assert t is not None and (t.value, t.counted_in) == (days, counted), t


@pytest.mark.parametrize("text", [
    "Provider will submit a report within 5 business days after the end of the month in which the outage occurred.",
    "Customer must pay the invoice within 30 days after the end of the month in which the outage occurred.",
    "Provider will respond to a request within 10 days after the end of the month in which the outage occurred.",
])
def test_guard_what_else_is_done_after_the_month_of_an_outage_is_no_claim_window(text):
    # guard (ff91c32b read none either): a report, a payment or the provider's answer is no request for a credit
    assert "claim_window_days" not in extracted_terms(text, "en", "sla.md")
