"""Wordings from English SLAs and service terms of vendors outside the corpus (session 16: a GPU cloud's
uptime page, dedicated-server and hosting SLAs), in our own words.

Each positive has a near-miss beside it: the same words about something else, which must not become
the term (or must become another value).
"""

import pytest

CASES = [
    # a share of packets lost is no availability ("free of Network Outages rendering 100% packet loss" read 100)
    ("Our guarantee is that the Network will be available to clients free of Network Outages rendering 100% packet "
     "loss, 99.99% of each calendar month.", "availability_pct", None),
    ("The network will be available 100% of the time, with packet loss below 0.5%.", "availability_pct", 100),
    ("Network availability: 100% (no packet loss).", "availability_pct", 100),
    # a vulgar fraction is no whole number ("billed in ½ hour increments" read a 120-minute increment)
    ("GPU instance usage is billed in ½ hour increments.", "billing_minutes", None),
    ("Server rental is billed in 1½ hour increments.", "billing_minutes", None),
    ("GPU instance usage is billed in 15 minute increments.", "billing_minutes", 15),
]


@pytest.mark.parametrize("text, key, expected", CASES)
def test_vendor_wording(extracted, text, key, expected):
    term = extracted(text, key, expected, language="en")
    if term is not None:
        assert term.value == expected


ROWS = ("Service Credits\n\nMonthly Uptime Service Credit\n99.99% - 99.90% 10% of monthly fee\n"
        "99.89% - 99.00% 25% of monthly fee\n98.99% - 95.00% 50% of monthly fee\n")


@pytest.mark.parametrize("last, tiers", [
    # a tier line right after rows that line up as a table goes on with the table's tiers (it was dropped:
    # its cells do not line up, and its subject is more than three lines up)
    ("Below 95.00% 100% of monthly fee\n", [(99.99, 10), (99.89, 25), (98.99, 50), (95, 100)]),
    # ... a line with no band after the table adds none
    ("In 2024, 95% of customers paid 50% of the fee.\n", [(99.99, 10), (99.89, 25), (98.99, 50)]),
])
def test_a_tier_line_after_a_tier_table(extracted, last, tiers):
    term = extracted(ROWS + last, "credit_tiers", tiers, language="en")
    assert [(t["below_pct"], t["credit_pct"]) for t in term.value] == tiers
