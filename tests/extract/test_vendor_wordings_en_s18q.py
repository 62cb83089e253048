"""Wordings met running the commands as users do (session 18, helper Q20), in our own words.

Each positive has a near miss beside it.
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # a contract or agreement number as forms write it
    ("Agreement number: HX-2024-0117", "HX-2024-0117"),
    ("Contract No. 20240117", "20240117"),
    # ... near misses: a form's blank number field followed by its next label is no number (a hosting agreement's
    # order page read "Agreement number: Customer address: …" as contract_id "Customer", which a claim letter
    # would then cite); a word after "order number" in prose is none either
    ("Customer number:                 Agreement number: Customer address: 12 Main Street, Springfield", None),
    ("Agreement number: Provider to assign on signature.", None),
])
def test_a_contract_number_has_a_digit(reads, text, expected):
    reads(text, "contract_id", expected, language="en")
