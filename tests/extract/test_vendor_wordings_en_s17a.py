"""Wordings from English SLAs of vendors outside the corpus (session 17, E24: GPU-cloud per-service level pages,
colocation and GPU-rental terms), in our own words.

Each positive has a near-miss beside it: the same words about something else, which must not become
the term (or must become another value).
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # a per-service level page states the level under the name "Service Level"
    ("Service Level of the Object Storage Service\n\nThe Service Level is 97%.", 97),
    ("| Service Level | 99.90% |\n| ------------- | ------ |\n\nCompensation applies when the level is missed.", 99.9),
    # ... near misses: a credit and a failure named after the service level are no level
    ("The Service Level Credit shall be six percent (6%).", None),
    ("A Service Level Failure shall be charged at eight percent (8%) of the monthly fee.", None),
    # ... nor is a percentage after the agreement's name or after a missed level's credit
    ("This Service Level Agreement applies to 100% of the Services purchased.", None),
    ("Failure to meet the Service Level entitles Customer to a credit of 10% of the monthly charges.", None),
    # ... and a service level that is a share of tickets, calls or incidents is no availability
    ("The Service Level for ticket response is 95% of tickets answered within 15 minutes.", None),
    ("Service Level: 90% of calls answered within 30 seconds.", None),
    ("The Service Level is met when 98% of Severity 1 incidents are resolved within 4 hours.", None),
    # ... nor a credit the failure earns, after the commitment's own name (coordinator, from E24's list)
    ("Failure to meet the availability commitment entitles Customer to a credit of 10% of the monthly fee.", None),
    ("If availability falls short, Customer receives credits of 5% per hour.", None),
    # ... while the level beside such a credit is still read
    ("We guarantee 99.9% availability; if we fail, Customer receives a credit of 10% of the monthly fee.", 99.9),
    ("Availability of 99.95% per month. Credit of 5% of the monthly fee for each hour.", 99.95),
])
def test_the_service_level_stated_as_a_percentage(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a band written "< 99.95%-99.00%" on its line, its credit on the next: the second number ends the band
    ("Service Uptime Percentage in Accrual Period\n\nCompensation, % of Service Fee for Service in Accrual Period\n\n"
     "< 99.95%-99.00%\n\n10.0%\n\n< 99.00%-95.00%\n\n15.0%\n\nless than 95.00%\n\n30.0%\n",
     [{"below_pct": 99.95, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 15.0},
      {"below_pct": 95.0, "credit_pct": 30.0}]),
    # ... near misses: a band's credit after a dash is the credit ("< 99.9% - 10%"), and so is a large one
    # far below the bound ("< 95% - 50%")
    ("Monthly Uptime and Service Credit:\n< 99.9% - 10%\n< 99.0% - 25%\n< 95% - 50%\n",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0},
      {"below_pct": 95.0, "credit_pct": 50.0}]),
])
def test_a_band_written_with_its_bound_word_and_a_dash(reads, text, expected):
    reads(text, "credit_tiers", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # an error-rate definition: a server's response codes are no response time
    ("Service Unavailability: 50x response codes for more than 10% of queries during the observation period "
     "(at least 5 minutes).", None),
    ("Unavailability means HTTP status codes 500-599 returned for over 5% of requests; support will respond "
     "to the ticket within 5 minutes.", 5),
    ("Support will respond to outage tickets within 15 minutes.", 15),
])
def test_response_codes_are_no_response_time(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a multiple of the hourly rate times the downtime, added to the customer's account: a credit
    ("Because we hold these hosts to standards meant for mission critical workloads, we deduct 10x the hourly rate "
     "multiplied by the downtime and add that to the customer's account.", 10),
    ("For downtime, we deduct 5x the hourly rate multiplied by the downtime and add that to the customer’s account.", 5),
    # ... near misses: the same product charged to the account, or added to an amount the customer owes
    ("We charge 5x the hourly rate multiplied by the downtime of your own equipment to your account.", None),
    ("Usage of 2x the hourly rate multiplied by the downtime is charged and added to the amount due on your account.",
     None),
])
def test_a_multiple_of_the_downtime_added_to_the_account(reads, text, expected):
    reads(text, "credit_downtime_multiple", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # an amount paid back under the contract names its currency
    ("Our minimum compensation is $5, and our maximum compensation is capped at 100% of a client's previous month's "
     "spending.", "USD"),
    ("Each missed response is refunded at €25.", "EUR"),
    # ... near miss: an amount that is neither paid nor paid back
    ("Our data centers hold $5 million of equipment.", None),
])
def test_a_compensation_amount_names_the_currency(reads, text, expected):
    reads(text, "currency", expected, language="en")


PREAMBLE = ("This Master Colocation Services Agreement (“MCSA”) is entered into by and between Super Micro Computer, Inc., "
            "a Delaware corporation with offices at 980 Rock Avenue, San Jose, California 95131 (“Customer”) and 4701 "
            "SANTA FE, LLC, a Delaware limited liability (“Supplier”) effective as of the MCSA Effective Date.")


@pytest.mark.parametrize("text, key, expected", [
    # the customer named first and the provider second, each with its role in brackets
    (PREAMBLE, "customer", "Super Micro Computer, Inc."),
    (PREAMBLE, "vendor", "4701 SANTA FE, LLC"),
    # ... near misses: the usual order still reads each party; a third party after "and" with no role is none
    ("This Agreement is made between Northwind Compute LLC (“Provider”) and Orion Labs Inc. (“Customer”).",
     "vendor", "Northwind Compute LLC"),
    ("This Agreement is made between Northwind Compute LLC (“Provider”) and Orion Labs Inc. (“Customer”).",
     "customer", "Orion Labs Inc."),
    ("Disputes between the parties and Equinix, Inc. (“Landlord”) are settled by arbitration.", "vendor", None),
])
def test_parties_named_in_either_order(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # an order named by its number in its heading
    ("Master Colocation Services Agreement Service Order MCSA-001\n\nSERVICE ORDER MCSA-001\n\n"
     "1. Service Effective Date: The date indicated beneath Supplier's signature below", "MCSA-001"),
    ("This Work Order WO-2291 is placed under the Master Agreement.", "WO-2291"),
    # ... near misses: an order named by a word, or a year after the heading
    ("Each Service Order Form executed by the parties is part of this Agreement.", None),
    ("Service Order 2024 terms apply.", None),
])
def test_an_order_named_by_its_number(reads, text, expected):
    reads(text, "contract_id", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # "but not" after the right opens an exception to it: the right stands
    ("Additionally, if a Service Level violation specified in sections 4(c) Power Availability or 4(d) Environmental "
     "Envelope, persist for more than 72 consecutive hours, Customer may terminate the Order containing the affected "
     "Service(s) but not this Agreement, for cause.", True),
    ("If the Service Level is missed in two consecutive months, Customer may terminate the affected Service Order, "
     "though not the Master Agreement.", True),
    # ... near miss: a "not" after the right that negates it
    ("A right to terminate for repeated SLA failures is not granted under this Agreement.", False),
])
def test_an_exception_after_the_termination_right(reads, text, expected):
    reads(text, "termination_on_breach", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # ... and the same for any phrase: "X but not Y" states X
    ("Liquid cooling is offered but not required.", "liquid"),
    # ... near miss: "but not" before the phrase still negates it
    ("Air cooling is provided in every hall, but not liquid cooling.", "air"),
])
def test_an_exception_after_a_phrase_keeps_it(reads, text, expected):
    reads(text, "cooling", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a list run on in its line after a colon, its items cut at their semicolons: the sentence before the first
    # item introduces the later ones ("... SLA ..., Customer shall have the option to either: (a) ...; or (b) terminate")
    ("Chronic Outage. If more than three (3) failures to meet the applicable Service Availability SLA due to a local "
     "loop failure, or more than twenty-four (24) aggregate hours of Service Outages, occurs over any thirty (30) "
     "consecutive day period, Customer shall have the option to either: (a) require the provider to coordinate a "
     "replacement local loop; or (b) terminate the affected circuit provided under this Agreement without liability "
     "upon written notice.", True),
    # ... near miss: the same list with no service level before it is a termination for convenience
    ("Customer shall have the option to either: (a) extend the term; or (b) terminate the Agreement on ninety (90) "
     "days notice.", None),
])
def test_a_termination_right_in_an_inline_list(reads, text, expected):
    reads(text, "termination_on_breach", expected, language="en")


def test_an_inline_list_of_exclusions_frames_no_outage_threshold(reads):
    # a list that is no choice of remedies lends its lead-in's words to none of its items
    reads("The Service Commitment does not apply to any unavailability or other performance issues: (i) caused by "
          "factors outside of our reasonable control; (ii) during Scheduled Maintenance; or (iii) affecting Instances "
          "launched with a capacity reservation of less than seven (7) days.", "min_outage_minutes", None, language="en")


@pytest.mark.parametrize("text, expected", [
    # a ceiling with an aside between "not" and "exceed"
    ("The total Availability Credits awarded with respect to any Contracted Month shall not, under any circumstance, "
     "exceed twelve percent (12%) of one twelfth (1/12th) of the annual charge paid by you to IBM for the Service.", 12),
    ("The total credits shall not, under any circumstances, exceed 25% of the monthly fee.", 25),
    # ... near misses: the same ceiling on late fees and on liability is no credit cap
    ("Late fees shall not, under any circumstances, exceed 1.5% per month of the overdue amount.", None),
    ("Our liability shall not, in any event, exceed 100% of the fees paid.", None),
])
def test_a_credit_cap_with_an_aside(reads, text, expected):
    reads(text, "credit_cap_pct", expected, language="en")
