"""Wordings from English SLAs of vendors outside the corpus (session 19, helper E31: colocation, dedicated-server and
GPU-server SLAs not read before), in our own words.

Each positive has a near-miss beside it: the same words about something else, which must not become the term (or
must become another value).
"""

import pytest


@pytest.mark.parametrize("text, key, expected", [
    # credits the provider makes available, capped at a share of the fee: the share is no availability (a dedicated
    # host's "credits will be made available ... not to exceed 50% of their base monthly fee" read availability 50 over
    # the 99.9% stated before it)
    ("If network availability falls short of our 99.9% uptime guarantee, credits will be made available to the "
     "client case by case, not to exceed 50% of the base monthly fee.", "availability_pct", 99.9),
    ("Credits are made available on request, not to exceed 50% of the monthly fee.", "availability_pct", None),
    # ... near miss: a service made available a share of the time is its level
    ("The Services will be made available 99.9% of the time in each calendar month.", "availability_pct", 99.9),
    # "not to exceed" bounds the credit as "not exceed" does
    ("If network availability falls short of our 99.9% uptime guarantee, credits will be made available to the "
     "client case by case, not to exceed 50% of the base monthly fee.", "credit_cap_pct", 50),
    ("Service credits, not to exceed 25% of the monthly fee, are issued on request.", "credit_cap_pct", 25),
    # ... near miss: a price not to exceed a share of a list price is no credit cap
    ("The setup fee, not to exceed 50% of the list price, is payable on signing.", "credit_cap_pct", None),
    # ... and a capped credit owed on a missed level is a cap, no tier of 50% below 99.9 (the same host's
    # case-by-case credits read as one tier, in conflict with a second "tier" below 50)
    ("If network availability falls short of our 99.9% uptime guarantee, credits will be made available to the "
     "client case by case, not to exceed 50% of the base monthly fee.", "credit_tiers", None),
    # ... near miss: a credit owed in full on the missed level is still the tier it was
    ("If network availability falls short of our 99.9% uptime guarantee, we will credit 10% of the monthly fee.",
     "credit_tiers", [{"below_pct": 99.9, "credit_pct": 10.0}]),
    # a level held over a year is no monthly commitment (a dedicated host's "100% Up time Guarantee each calendar
    # year"; at 99.9% a month of 99.5% may still keep the year, and a claim counted per month would be wrong)
    ("We guarantee 99.9% uptime each calendar year.", "availability_pct", None),
    ("The network will be available 99.95% of the time in any calendar year.", "availability_pct", None),
    ("Annual availability: 99.9%.", "availability_pct", None),
    ("We guarantee 99.99% annual uptime.", "availability_pct", None),
    # ... near misses: a month's level, with a year named elsewhere in its sentence, is read
    ("We guarantee 99.9% uptime each calendar month.", "availability_pct", 99.9),
    ("The network will be available 99.95% of the time in any calendar month, and we review this SLA each year.",
     "availability_pct", 99.95),
    ("Monthly availability: 99.9%. Credits are capped at two months' fees per year.", "availability_pct", 99.9),
])
def test_vendor_wording(reads, text, key, expected):
    reads(text, key, expected, language="en")
