"""Wordings from English SLAs of vendors outside the corpus (session 16, third round: hosting and dedicated-server
SLAs), in our own words.

Each positive has a near-miss beside it: the same words about something else, which must not become
the term (or must become another value).
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # a credit "given" per hour, with no credit word beside the figure
    ("You will be given up to 2% of your monthly bill (for the service that is down) per hour for each hour of downtime.",
     2),
    ("Customers will be given 5% of the monthly fee for every hour of unavailability.", 5),
    # ... near misses: given once, not per hour; a discount on hourly billing; an hour of notice given
    ("You will be given up to 10% of your monthly bill as a one-off credit.", None),
    ("A 5% discount will be given on usage billed per hour.", None),
    ("Notice will be given 24 hours before maintenance, and 99.9% uptime is kept per hour of the month.", None),
])
def test_a_credit_given_per_hour(reads, text, expected):
    reads(text, "credit_per_hour_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a day's fee refunded per hour of downtime is 24 times the downtime
    ("If availability falls below 99.95% due to our fault, we will refund you 1 day's cost of your monthly recurring "
     "charge per hour of the downtime.", 24),
    ("We will credit one day's fee for each hour of outage.", 24),
    # ... near misses: a day's cost per hour of something other than downtime; a day's cost with no unit of downtime
    ("We will refund you 1 day's cost of your monthly recurring charge per hour of support work performed.", None),
    ("We will refund you 1 day's cost of your monthly recurring charge if the outage lasts over an hour.", None),
])
def test_a_days_fee_per_hour_of_downtime(reads, text, expected):
    reads(text, "credit_downtime_multiple", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # credits capped at one month's payment: the whole monthly fee
    ("If we fail to meet our uptime guarantees, you receive service credits. Maximum compensation is limited to one "
     "monthly payment.", 100),
    ("Service credits are limited to one month's payment for the affected server.", 100),
    # ... near misses: a liability capped so, and a claim count limited to one a month
    ("The Provider's liability is limited to one monthly payment.", None),
    ("Credit requests are limited to one per month.", None),
])
def test_credits_limited_to_one_monthly_payment(reads, text, expected):
    reads(text, "credit_cap_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a slash fraction of a time unit is that share of it: "1/2 hour" is 30 minutes, not 2 hours (read 120)
    ("Usage is billed in 1/2 hour increments.", 30),
    ("GPU instances are metered in 1/4-hour increments.", 15),
    ("Compute usage is billed in 3/4 hour increments.", 45),
])
def test_a_slash_fraction_of_an_hour(extracted, text, expected):
    assert extracted(text, "billing_minutes", expected, language="en").value == expected


@pytest.mark.parametrize("text, expected", [
    ("1/2 hour", [("duration", 30)]),
    ("1/2 day", [("duration", 720)]),
    ("1/2 month", [("period", 0.5)]),
    # ... near misses: no proper fraction of a time unit
    ("24/7 hours", [(None, 24), ("duration", 420)]),
    ("1/10 Gbps", [(None, 1), ("rate", 10)]),
    ("10/100 Mbps", [(None, 10), ("rate", 0.1)]),
])
def test_slash_fraction_quantities(text, expected):
    from slacheck.extract.numbers import find_quantities, nfkc

    assert [(q.kind, round(q.value, 4)) for q in find_quantities(nfkc(text))] == expected


@pytest.mark.parametrize("text, expected", [
    # labour billed by the half hour is no billing increment of the rented server (Hostradius: read 120 minutes)
    ("Any support not included with your dedicated server will be subject to a $75 an hour labor fee, billed in 1/2 "
     "hour increments during office hours.", None),
    ("Out-of-scope work on your servers is charged as labour, billed in 15 minute increments.", None),
    # ... near miss: the server's own usage
    ("Dedicated GPU servers are billed in 15 minute increments.", 15),
])
def test_labour_billing_is_no_compute_billing(reads, text, expected):
    reads(text, "billing_minutes", expected, language="en")


LABELS_OVER_VALUES = ("Service and Network Availability - Core Network\nNetwork Availability per Month\n99.90 %\n"
                      "Maximum Downtime Allowed per Month\n44 minutes\nMaximum Incident Response Time\n30 minutes\n"
                      "Target Maximum Resolution Time\n1 hours\n")


@pytest.mark.parametrize("key, expected", [
    # a lost table of labels over their values (ip-projects): each time belongs to the label above it, not to the label
    # under it (read response 44 minutes, the downtime allowed, and recovery 0.5 hours, the response time)
    ("response_minutes", 30),
    ("recovery_hours", 1),
    ("availability_pct", 99.9),
])
def test_labels_over_their_values(extracted, key, expected):
    assert extracted(LABELS_OVER_VALUES, key, expected, language="en").value == expected


@pytest.mark.parametrize("text, key, expected", [
    # ... near misses: a percentage alone is still named by the line under it (a banner), and a figure that ends a
    # wrapped line still belongs to its sentence
    ("Service Level Agreement\n99.99%\nUptime Guarantee\n", "availability_pct", 99.99),
    ("We guarantee a monthly uptime of\n99.9%\nfor all GPU instances.\n", "availability_pct", 99.9),
    ("Support tickets are answered within\n30 minutes\nby our engineers.\n", "response_minutes", 30),
])
def test_a_figure_alone_on_its_line(extracted, text, key, expected):
    assert extracted(text, key, expected, language="en").value == expected


@pytest.mark.parametrize("text, expected", [
    # the support team answering a client's requests is a support response (SIM-Networks: missed)
    ("Our support team will respond to the client's requests within 1 (one) hour.", 60),
    ("Technical support will respond to requests within 15 minutes.", 15),
    # ... near misses: another team, or support answering about a bill
    ("Our legal team will respond to your notice within 30 days.", None),
    ("Our sales team will respond to quote requests within 1 hour.", None),
    ("Customer support will respond to billing questions within 2 hours.", None),
])
def test_the_support_team_responds(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")
