"""Wordings from English SLAs and hosting pages (session 19, helper E30: session 18's leftovers), in our own words.

Each positive has a near miss beside it: the same words about something else, which must not become the term
(or must become another value).
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # a product's own speed, the product named as what has the response time, is no support response
    ("Our API has a 1 minute response time during business hours.", None),
    ("The website has a 2 minute response time during business hours.", None),
    ("Average server response time of 5 minutes during business hours.", None),
    # ... near misses: the support team, or the provider, having the response time
    ("Our support team has a 1 hour response time during business hours.", 60),
    ("We have a 30 minute response time during business hours.", 30),
    ("Each site has a 4 hour on-site response time for hardware faults.", 240),
])
def test_a_products_response_time_is_no_support_response(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a hedge verb between the provider and "respond": the hedged figure loses to the firm one after it
    ("Provider will endeavour to respond within 30 minutes, and in any event within 2 hours.", 120),
    ("We will use commercially reasonable efforts to respond within 30 minutes, and in any case within 4 hours.", 240),
    # ... with no firm figure, the hedged one is still the provider's (and marked hedged)
    ("Provider will endeavour to respond within 30 minutes.", 30),
    # ... near misses: a firm first figure stays (the limit is its alternative); another party asked to respond
    ("Provider will respond within 30 minutes, and in any event within 2 hours.", 30),
    ("Provider may require the Customer to respond within 5 days.", None),
    ("Provider will ask you to respond within 2 hours.", None),
])
def test_a_hedge_between_the_provider_and_respond(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")


def test_the_hedged_figure_is_marked(extracted):
    term = extracted("Provider will endeavour to respond within 30 minutes.", "response_minutes", 30, language="en")
    assert term.hedge == "endeavour to"
    term = extracted("Provider will endeavour to respond within 30 minutes, and in any event within 2 hours.",
                     "response_minutes", 120, language="en")
    assert term.hedge is None


FLAT_RESPONSE = "Support Response Times\n\nPriority LevelInitial Response Time\n"


@pytest.mark.parametrize("text, expected", [
    # a web page's table that lost the gap between its cells: a duration glued to a priority's name
    (FLAT_RESPONSE + "Critical1 hour\nHigh4 hours\nNormal12 hours\nLow24 hours\n", 60),
    (FLAT_RESPONSE + "P115 minutes\nP22 hours\n", 15),
    (FLAT_RESPONSE + "Sev12 hours\nSev28 hours\n", 120),
    # ... near misses: a number glued to another word is no duration of a priority
    (FLAT_RESPONSE + "Tier34 hours\n", None),
    (FLAT_RESPONSE + "Below24 hours\n", None),
])
def test_a_duration_glued_to_a_priority(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    ("Critical1 hour", [(60, "duration", "1 hour")]),
    ("P12 hours", [(120, "duration", "2 hours")]),
    # ... near misses: model names, a tier, a figure opening with 0, round-the-clock support
    ("H100", []),
    ("P4d", []),
    ("A100 80GB", []),
    ("Tier3", []),
    ("P40 hours", []),
    ("Low24/7 support", [(7, None, "7")]),
])
def test_glued_durations_as_numbers(text, expected):
    from slacheck.extract.numbers import find_quantities, nfkc

    view = nfkc(text)
    assert [(q.value, q.kind, view[q.start:q.end]) for q in find_quantities(view)] == expected


@pytest.mark.parametrize("text, expected", [
    # the service ordered commissioned within a time counted from the order: a delivery lead time
    ("Upon receipt of a signed order, Provider will:\n- Contact you within 24 hours to confirm your order.\n"
     "- Arrange and commission to provide the Service ordered within 48 hours of this order being placed.", 2),
    ("The Service ordered will be commissioned within 5 days of receipt of the order.", 5),
    # ... near misses: the same time counted from an invoice; a confirmation of the order only
    ("Arrange and commission to provide the Service ordered within 48 hours of the invoice.", None),
    ("Contact you within 24 hours of this order being placed to confirm your order.", None),
])
def test_a_service_commissioned_after_the_order(reads, text, expected):
    reads(text, "delivery_days", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a fault's receipt confirmed within a time: the support's response
    ("Support is manned from 8am to midnight. All faults logged with our Support Team will be confirmed within "
     "15 minutes of lodgement during this time.", 15),
    ("We will confirm receipt of every fault report within 30 minutes.", 30),
    # ... near misses: an order or a claim confirmed is no fault answered
    ("Your order will be confirmed within 24 hours of lodgement.", None),
    ("Credit claims will be confirmed within 15 days of lodgement.", None),
])
def test_a_faults_receipt_confirmed(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")


LOOKUP = ("The following table shows allowed downtime per month:\n\n| Uptime % | Allowed Downtime (30-day month) |\n"
          "|---|---|\n| 99.9% | 43 minutes 49 seconds |\n| 99.5% | 3 hours 36 minutes |\n| 99.0% | 7 hours 18 minutes |\n")


@pytest.mark.parametrize("text, expected", [
    # a table of levels against the downtime each allows converts any level: the commitment is in the words
    ("Provider guarantees 99.9% network uptime on a monthly basis.\n\n" + LOOKUP, 99.9),
    ("Provider guarantees 99.5% network uptime on a monthly basis.\n\n" + LOOKUP, 99.5),
    # ... and a document that commits to none of its rows reads none (a wrong level is worse than none)
    (LOOKUP, None),
    # ... near misses: a table naming each plan beside its level commits to each plan's; a commitment table
    ("| Plan | Uptime | Allowed downtime per month |\n|---|---|---|\n| Enterprise | 99.95% | 22 minutes |\n", 99.95),
    ("| Metric | Commitment |\n|---|---|\n| Monthly uptime | 99.95% |\n", 99.95),
])
def test_an_allowed_downtime_table_is_a_lookup(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


def test_an_allowed_downtime_table_sets_no_conflict(extracted):
    term = extracted("Provider guarantees 99.9% network uptime on a monthly basis.\n\n" + LOOKUP, "availability_pct",
                     99.9, language="en")
    assert not term.conflict and term.confidence >= 0.9
