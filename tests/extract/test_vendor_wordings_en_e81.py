"""Real-world English wordings of session 38's helper e81: a tier table whose column of bare levels is a ladder (the
top level owes no credit, each level is its band's lower end) whatever other columns stand beside it; two sites each
written with its state; a claim window whose ticket is opened by someone unnamed.

Each positive has a near miss beside it.
"""

import pytest

@pytest.mark.parametrize("text, expected", [
    # session 37's closing note: "Dallas, Texas and Ashburn, Virginia" went to review as "Dallas, Texas" against
    # "Ashburn": the second site is a city with its state as the first is
    ("The servers are located in Dallas, Texas and Ashburn, Virginia.", {"Dallas, Texas", "Ashburn, Virginia"}),
    # ... near misses: what follows the second city is no state, so the city stands alone
    ("The servers are located in Dallas, Texas and Ashburn, subject to the terms of this Agreement.",
     {"Dallas, Texas", "Ashburn"}),
    ("The servers are located in Dallas, Texas and Ashburn, which the Provider may change.", {"Dallas, Texas", "Ashburn"}),
])
def test_two_sites_each_with_its_state(extracted, text, expected):
    term = extracted(text, "location", "Dallas, Texas", language="en")
    assert {term.value, *(a.value for a in term.alternatives)} == expected
    assert term.confidence <= 0.5


# https://www.crucial.com.au/uptime-guarantee: "What is the service credit offered? ... The breakdown is as follows:"
# over a table whose middle column is the month's downtime each level allows ("< 3h 39m": the availability is above
# the level, so each level is its band's lower end and the credit is owed below the level of the row above)
CRUCIAL = ("Uptime Guarantee\n\nWe put our money where our mouth is with our 99.9% uptime guarantee. When eligible, the "
           "service credit offered is calculated as a percentage of your monthly cost for the impacted service. The "
           "breakdown is as follows:\n\n"
           "| Availability | Monthly Downtime | Credit Offered |\n"
           "| 99.90% | < 0h 44m | 0% |\n"
           "| 99.50% | < 3h 39m | 5% |\n"
           "| 99.00% | < 7h 18m | 10% |\n"
           "| 98.00% | < 14h 36m | 20% |\n"
           "| 97.00% and below | < 21h 54m | 30% |\n")

LADDER = [{"below_pct": 99.9, "credit_pct": 5.0}, {"below_pct": 99.5, "credit_pct": 10.0},
          {"below_pct": 99.0, "credit_pct": 20.0}, {"below_pct": 98.0, "credit_pct": 30.0}]


@pytest.mark.parametrize("text, expected", [
    (CRUCIAL, LADDER),
    # the same ladder without the downtime column, and its last row the band below the level above
    (CRUCIAL.replace(" < 0h 44m |", "").replace(" < 3h 39m |", "").replace(" < 7h 18m |", "")
     .replace(" < 14h 36m |", "").replace(" 97.00% and below | < 21h 54m |", " Less than 98% |")
     .replace(" Monthly Downtime |", ""), LADDER),
    # ... near misses: a top level that earns a credit says nothing of which end each level is; nor do levels that rise
    (CRUCIAL.replace("| 99.90% | < 0h 44m | 0% |", "| 99.90% | < 0h 44m | 2% |"), None),
    (CRUCIAL.replace("| 99.50% |", "| 99.95% |"), None),
])
def test_a_column_of_bare_levels_under_a_top_level_owing_nothing_is_a_ladder(reads, text, expected):
    reads(text, "credit_tiers", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # https://papernodes.com/service-level-agreement/: "A ticket must be opened within 48 hours of a qualifying event
    # in order to be eligible for SLA compensation."
    ("PaperNodes Service Level Agreement (SLA)\n\n1. Qualifying Events\nSLA credits are generally issued when you open a "
     "ticket requesting for SLA to be claimable. A ticket must be opened within 48 hours of a qualifying event in order "
     "to be eligible for SLA compensation.\n", 2),
    ("Service Level Agreement\n\nA support ticket must be submitted within 7 days of the outage to receive a service "
     "credit.\n", 7),
    # ... near misses: the time to answer a ticket, and what downtime is measured from, are no window to claim
    ("Service Level Agreement\n\nA support ticket opened for an outage covered by service credits is answered within "
     "15 minutes.\n", None),
    ("Service Level Agreement\n\nNetwork downtime is measured from the time a ticket is opened to the time the problem "
     "is resolved, and credits are issued for each hour of it.\n", None),
])
def test_a_ticket_opened_by_someone_unnamed_is_the_claim(reads, text, expected):
    reads(text, "claim_window_days", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # https://friendli.ai/service/ (PeriFlow Cloud SLA): the most failure the service level allows is no cap on credits
    ("PeriFlow Cloud Service Level Agreement\n\n1. Responsibility regarding the Service\nThe Company shall guarantee a "
     "maximum monthly Failure rate of 1% for the Service during the respective month, and if the monthly Failure rate "
     "exceeds the maximum monthly Failure rate, the Company shall issue the customer a Service Credit in accordance "
     "with this SLA.\n", None),
    # ... near misses: a cap on the credits in a sentence that names the failure rate too
    ("Service Level Agreement\n\nIf the monthly Failure rate exceeds 1%, the Service Credits for that month shall not "
     "exceed 30% of the monthly fee.\n", 30),
    ("Service Level Agreement\n\nService Credits for a month shall not exceed 30% of the monthly fee, whatever the "
     "monthly Failure rate.\n", 30),
])
def test_a_maximum_failure_rate_is_no_credit_cap(reads, text, expected):
    reads(text, "credit_cap_pct", expected, language="en")


# https://micron21.com/service-levels: "Our up-time guarantee of 99.9% allows for the following planned and unplanned
# interruptions:" over "Monthly: no more than 43 minutes and 49 seconds service interruption." and "Yearly: no more
# than 8 hours, 45 minutes, and 57 seconds service interruption." (read as a shortest outage of 480 minutes)
MICRON21 = ("Service Levels\n\nAny contracted service provided by Micron21 will be guaranteed a 99.9% uptime. Our up-time "
            "guarantee of 99.9% allows for the following planned and unplanned interruptions:\n\n"
            "  • Monthly: no more than 43 minutes and 49 seconds service interruption.\n"
            "  • Yearly: no more than 8 hours, 45 minutes, and 57 seconds service interruption.\n")


@pytest.mark.parametrize("text, expected", [
    (MICRON21, None),
    # ... near misses: a label naming what is counted, and a shortest outage under a heading of its own
    ("Service Levels\n\nOutages: only interruptions longer than 10 minutes are counted as downtime.\n", 10),
    ("Service Levels\n\nMinimum outage: an interruption must last more than 15 minutes to count as downtime.\n", 15),
])
def test_what_a_period_allows_is_no_shortest_outage(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="en")


def test_the_period_allowances_leave_the_availability(reads):
    reads(MICRON21, "availability_pct", 99.9, language="en")
