"""Wordings from English SLAs (session 18, helper E29: leftovers of round 1), in our own words.

Each positive has a near-miss beside it: the same words about something else, which must not become
the term (or must become another value).
"""

import pytest


@pytest.mark.parametrize("text, key, expected", [
    # a response time counted in the support desk's hours is the support's, with no fault word in reach
    ("We guarantee a 30 minute response time during Working Hours.", "response_minutes", 30),
    ("Provider offers a 2 hour response time during business hours.", "response_minutes", 120),
    # ... near misses: the speed of an API or of a page is no support response, hours or not
    ("We guarantee a 30 minute response time of the API.", "response_minutes", None),
    ("We guarantee a 30 minute response time of the API during Working Hours.", "response_minutes", None),
    ("We guarantee a 1 minute page load response time during Working Hours.", "response_minutes", None),
    # an aim of the provider's, with a firm maximum beside it: the maximum is the commitment
    ("Provider aims to respond within 15-30 minutes, with a maximum response time of 90 minutes.",
     "response_minutes", 90),
    # ... near miss: the customer's aim is no provider's response time
    ("Customer aims to respond within 15-30 minutes, with a maximum response time of 90 minutes.",
     "response_minutes", None),
    # the level said before a longer list of what it covers
    ("UpCloud will guarantee 100% virtual server and network availability.", "availability_pct", 100),
    # ... near miss: a refund of the whole fee beside the word is no level
    ("UpCloud will refund 100% of the monthly fee if there is no availability.", "availability_pct", None),
])
def test_round1_leftovers(reads, text, key, expected):
    reads(text, key, expected, language="en")


def test_aim_alone_stays_hedged(extracted):
    term = extracted("Provider aims to respond within 15-30 minutes.", "response_minutes", 30, language="en")
    assert (term.value, term.hedge) == (30, "aims to")


@pytest.mark.parametrize("text, expected, alternatives", [
    # the figure for the standing period is the commitment; the initial stretch of the term is no response time
    ("For the first 30 days Provider will respond to incidents within 4 hours, and thereafter within 8 hours.",
     480, [240]),
    # ... a bound word of any length right before the restated figure keeps its strength
    ("For the first 30 days Provider will respond to incidents within 4 hours, and after that no later than 8 hours.",
     480, [240]),
    ("During the first 30 days Provider will respond to incidents within 4 hours.", 240, []),
    # ... near misses: "in the first 15 minutes" is a response time, and no standing period means the first figure
    ("Provider will respond to P1 incidents in the first 15 minutes.", 15, []),
    ("Provider will respond to incidents within 4 hours, and in some cases no later than 8 hours.", 240, []),
    ("For the first 3 months the Provider shall respond to urgent tickets within 4 hours and to other tickets "
     "within 8 hours.", 240, []),
])
def test_initial_period_response(extracted, text, expected, alternatives):
    term = extracted(text, "response_minutes", expected, language="en")
    assert term.value == expected
    assert [a.value for a in term.alternatives] == alternatives
