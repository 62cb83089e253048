"""Wordings from English SLAs and contracts (session 18, helper E27: session 17's leftovers), in our own words.

Each positive has a near-miss beside it: the same words about something else, which must not become
the term (or must become another value).
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # the provider answering with no object after the verb: its support response time
    ("Provider will respond within 4 hours.", 240),
    ("We will respond within 30 minutes, 24x7.", 30),
    ("The Vendor shall respond within 2 hours.", 120),
    # ... and a clause restating the figure for the standing period ends an initial one ("thereafter")
    ("For the first 3 months, Provider will respond within 4 hours, and thereafter within 8 hours.", 480),
    # ... with no initial period named, the first response is the commitment; the later figure an alternative
    ("Provider will respond within 4 hours, and thereafter within 8 hours.", 240),
    # ... near misses: another thing answered, the customer answering, the provider's answer to a claim, a notice
    # of breach or a person's request about their data
    ("Provider will respond to a notice of breach within 30 days.", None),
    ("Provider will respond to the audit request within 10 days.", None),
    ("Provider will respond to the invoice dispute within 30 days.", None),
    ("Customer shall respond within 5 business days.", None),
    ("Provider will review each credit request and respond within thirty (30) days.", None),
    ("Upon receipt of a notice of breach, Provider will respond within 30 days.", None),
    ("If you submit a data access request, we will respond within 30 days.", None),
])
def test_provider_response_without_an_object(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # "thereafter" restates the figure for the standing period in a clause that names no act of its own
    ("During the first 30 days of the Term, Provider will respond to support tickets within 4 hours, and thereafter "
     "within 8 hours.", 480),
    ("For the first 3 months, Provider will respond to support tickets within 4 hours, and after that, "
     "within 8 hours.", 480),
    # ... near misses: a clause with words of its own between the figures is another statement
    ("For the first 3 months, Provider will respond to support tickets within 4 hours, and thereafter will deliver a "
     "report within 8 hours.", 240),
    ("For the first 3 months, Provider will respond to support tickets within 4 hours. Thereafter within 8 hours "
     "the account manager will call.", 240),
])
def test_a_figure_restated_for_the_later_period(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")


OUTAGE = "If the Service is unavailable for more than 8 hours in any month, "


@pytest.mark.parametrize("text, expected", [
    # a right to terminate behind a long aside (the credit and every other remedy named), or between "may" and the verb
    (OUTAGE + "Customer shall be entitled, in addition to any Outage Credit it may be owed under Section 4 and any "
     "other remedy available to it at law or in equity, to terminate the affected Service.", True),
    (OUTAGE + "Customer may, in addition to any Outage Credit, terminate the Order.", True),
    (OUTAGE + "Customer may, in addition to any Outage Credit it may be owed under Section 4 and any other remedy "
     "available to it at law or in equity, cancel the affected Order without liability.", True),
    # ... an aside that keeps the other rights negates nothing (it read FALSE: "without")
    (OUTAGE + "Customer may, without prejudice to any other remedy, terminate the affected Order.", True),
    # ... near misses: the aside ends in another act and "terminate" comes later for something else; the gap runs
    # past its sentence into a termination for convenience
    (OUTAGE + "Customer may, in addition to any Outage Credit, request a root cause report, and the parties may agree "
     "to terminate it.", None),
    ("If availability falls below 99%, Customer may, at its option, receive a credit. Either party may, on 90 days' "
     "notice, terminate this Agreement for convenience.", None),
    # ... while a right in the next sentence, inside the span such a gap would take, is still read
    ("If availability falls below 99%, Customer may, at its option, receive a credit. If the Service is unavailable "
     "for 8 hours, Customer may, in addition, terminate the Order.", True),
])
def test_termination_right_after_a_long_aside(reads, text, expected):
    reads(text, "termination_on_breach", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # the claim window after the invoice a credit goes to, said in the future
    ("Credits will be applied to the next invoice and require a written request within 30 days of the incident.", 30),
    ("Credits will be applied to the following invoice and must be requested within 14 days of the end of the month.",
     14),
    # ... near misses: the time to apply the credit or to pay is none
    ("Credits will be applied to the next invoice within 30 days of the request.", None),
    ("Payment of credit requests will be made within 30 days.", None),
    ("Credits will be applied to the next invoice and require no request; they will be applied within 30 days of the "
     "incident.", None),
])
def test_claim_window_after_a_future_invoice(reads, text, expected):
    reads(text, "claim_window_days", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # "Service Level" as a label line (or a column's header) over the figure alone in its paragraph
    ("Service Level\n\n99.95%\n", 99.95),
    ("| Service | Service Level |\n|---|---|\n| GPU Compute | 99.95% |\n", 99.95),
    # ... near misses: a credit or a share of tickets in the next paragraph, a credit's label, a credit's column
    ("Service Level\n\n10% of the monthly fee\n", None),
    ("Service Level\n\n95% of tickets answered within 15 minutes\n", None),
    ("Service Level Credit\n\n10%\n", None),
    ("| Service Level | Credit |\n|---|---|\n| Below target | 10% |\n", None),
])
def test_service_level_label_over_its_figure(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a network SLA's credits capped as no greater than one month's charge (a carrier's "Credits for any given month
    # cannot be greater than one monthly recurring charge")
    ("Credits for any given month cannot be greater than one monthly recurring charge.", 100),
    ("Service credits in a month shall not be greater than the Customer's monthly fee.", 100),
    # ... near misses: the same words about usage, a liability or an outage's length
    ("If the monthly usage is greater than one monthly recurring charge, an overage fee applies.", None),
    ("Liability for any claim cannot be greater than the fees paid in the monthly charges.", None),
])
def test_credit_cap_as_no_greater_than_a_month(reads, text, expected):
    reads(text, "credit_cap_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a bare-metal host's provisioning time is its delivery time (a range's far end: the provider commits to it)
    ("Server provisioning time: 24-72 hours.", 3),
    ("The GPU servers will be provisioned within 5 business days of the Order Date.", 5),
    # ... near misses: a term the servers are provisioned for, a billing period beside the provisioning time
    ("The servers are provisioned for an initial term of 12 months.", None),
    ("Server provisioning time does not count toward your billing period of 30 days.", None),
    ("Server provisioning time is not counted in the 30-day billing cycle.", None),
])
def test_provisioning_time_is_delivery(reads, text, expected):
    reads(text, "delivery_days", expected, language="en")


SUPPORT = ("Initial Response : Within 2 business days\nInitial Response : Within 4 business hours\n"
           "Initial Response : Within 1 business hour (for critical issues)\n")


@pytest.mark.parametrize("text, expected", [
    # a support plan's response in business hours, one of them a business hour (Atmos Pro's SLA page): the fastest
    (SUPPORT, 60),
    ("Support tickets: initial response within 1 business hour.", 60),
    ("We respond to P1 tickets within 2 working hours.", 120),
    # ... near misses: the answer to a credit request, reviewed first, is no support response (its lines run on
    # into one sentence under "To request a service credit:"); opening hours are no response time
    ("To request a service credit:\nSubmit a request within 30 days of the incident\nInclude details of the downtime "
     "period\nWe will review and respond within 10 business days\n", None),
    ("The support desk is open 12 working hours a day.", None),
])
def test_response_in_business_hours(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")
