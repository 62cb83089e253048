"""Wordings from English SLAs, order forms and colocation terms (session 18, helper E28: tables, numbers and new
vendors), in our own words.

Each positive has a near-miss beside it: the same words about something else, which must not become
the term (or must become another value).
"""

import pytest

from slacheck.extract.numbers import find_quantities, nfkc


@pytest.mark.parametrize("text, key, expected", [
    # a vulgar fraction after a whole number is a mixed number: NFKC writes "1½" as "11⁄2" (eleven halves), which was
    # masked, so "1½ hours" read nothing where "1 1/2 hours" reads 90 minutes
    ("The Provider will restore the Service within 1½ hours of the fault report.", "recovery_hours", 1.5),
    ("The Provider will respond to tickets within 1½ hours.", "response_minutes", 90),
    ("The Provider will restore the Service within 2¾ hours of the fault report.", "recovery_hours", 2.75),
    ("The Provider will restore the Service within ½ hour of the fault report.", "recovery_hours", 0.5),
    # ... near misses: "11/2" typed with a slash is a date, a clause number, or an improper fraction whose
    # denominator is no count of hours (it read 2 hours)
    ("Per clause 11/2, the Provider will restore the Service within 4 hours.", "recovery_hours", 4),
    ("On 11/2 the Provider will restore the Service within 4 hours of the fault report.", "recovery_hours", 4),
    ("The Provider will restore the Service within 11/2 hours of the fault report.", "recovery_hours", None),
])
def test_vulgar_fractions(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, expected", [
    ("1½ hours", [90]),
    ("½ hour", [30]),
    ("a 1¼-hour window", [75]),
    # ... near miss: a date written with a slash is no fraction (and no length)
    ("on 11/2 at noon", []),
])
def test_vulgar_fraction_minutes(text, expected):
    assert [q.value for q in find_quantities(nfkc(text)) if q.kind == "duration"] == expected
