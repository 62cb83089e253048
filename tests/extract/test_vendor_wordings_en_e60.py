"""Real-world English wordings of support terms in GPU clouds' and hosts' SLAs (helper e60, session 31): work begun on
a fault as the response (and no resolution), a severity list's time written as a bound under the lead-in naming it,
numbered severity rows under the header or the lead-in that names their times.

Each positive has a near miss beside it.
"""

import pytest


@pytest.mark.parametrize("text, key, expected", [
    # a support schedule's rows under the lead-in that names their times, each time written as a bound (the row form
    # "Severity 1: ... target ≤ 6 hours" left over by session 30): the bound is the commitment, as "Severity 1: 6 hours"
    # under the same lead-in reads (it read nothing)
    ("Resolution times:\n- Severity 1: target ≤ 6 hours\n- Severity 2: target ≤ 24 hours\n", "recovery_hours", 6),
    ("Resolution times:\n- Severity 1: target <= 6 hours\n", "recovery_hours", 6),
    ("Target resolution times:\n- Critical: up to 4 hours\n- Major: up to 1 business day\n", "recovery_hours", 4),
    ("Response times:\n- Severity 1: target ≤ 15 minutes\n- Severity 2: target ≤ 1 hour\n", "response_minutes", 15),
    # ... near misses: a lead-in naming a dispute's resolution or no time of the support, and a time written as more
    # than a figure (a measured time, no deadline)
    ("Dispute resolution times:\n- Billing disputes: target ≤ 30 days\n", "recovery_hours", None),
    ("Onboarding times:\n- Tier 1: target ≤ 6 hours\n", "recovery_hours", None),
    ("Resolution times:\n- Severity 1: > 6 hours\n", "recovery_hours", None),
])
def test_a_bound_under_a_lead_in_naming_the_times(reads, text, key, expected):
    reads(text, key, expected, language="en")


# SIU's OIT service catalogue (https://oit.siu.edu/servicecatalog/ip-request.php), "For service related issues"
SIU = ("Our services are monitored. We are notified upon most service failures, and treat service outages as critical "
       "events require the service managers / process owners to begin working on the problem within 30 minutes of "
       "notification unless we deem the problem to be low impact (little to no client impact).")


@pytest.mark.parametrize("text, expected", [
    # the time until someone starts work on a fault is its response time (it read nothing: no respond/response word),
    # the figure in words with its digits in brackets read once
    (SIU, 30),
    ("Support engineers will be engaged within sixty (60) minutes to initiate support on any Severity 1 ticket.", 60),
    ("For Severity 1 incidents, Provider will begin work on the incident within thirty (30) minutes.", 30),
    # ... near misses: the customer's own act that starts the support, and work begun on a space to be delivered
    ("Customer must open a ticket within sixty (60) minutes to initiate support for a Severity 1 incident.", None),
    ("You must call within sixty (60) minutes to initiate support for a Severity 1 incident.", None),
    ("Provider will begin work on the Customer Space within sixty (60) days of the Effective Date.", None),
    ("Contractor will begin working on the Customer's build-out within 30 days of the order.", None),
])
def test_work_begun_on_a_fault_is_the_response(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")


# Impossible Cloud's support severities (https://kb.impossiblecloud.com/en/support-request-severity), its Urgent row
IMPOSSIBLE = ("Urgent Severity 1 Error The error results in complete interruption of a production system that impacts "
              "all users and no viable workaround exists. Company shall acknowledge receipt within minutes and will have "
              "technical resources working on resolution within 45 minutes.")


@pytest.mark.parametrize("text, key, expected", [
    # resources "working on resolution within 45 minutes" have started, not finished: it read a 0.75-hour resolution
    # time, a promise the page never makes; the 45 minutes stay its response time
    (IMPOSSIBLE, "recovery_hours", None),
    (IMPOSSIBLE, "response_minutes", 45),
    ("Severity 1 incidents: Provider will begin work on a resolution within 30 minutes.", "recovery_hours", None),
    # ... near misses: a resolution promised stays, beside the work begun or alone
    ("Severity 1 incidents: Provider will begin work on a resolution within 30 minutes and restore the service within "
     "4 hours.", "recovery_hours", 4),
    ("Severity 1: resolution within 45 minutes.", "recovery_hours", 0.75),
])
def test_work_begun_towards_a_resolution_is_no_resolution(reads, text, key, expected):
    reads(text, key, expected, language="en")


# Web.Eng's enhanced SLA (https://www.webeng.co/legal/enhanced-service-level-agreement/) with its rows numbered, as the
# same table reads on smarketics.com/sla ("1. Outage" / "Server down", "2. Critical" / "High risk of server downtime")
WEBENG_NUMBERED = (
    "Host makes the following Time to First Response (TTFR) for customer-generated support inquries via our support "
    "desk based upon issue severity.\n\nSeverity Level Description Target TTFR\n"
    "1. Critical Service is down / High risk of service downtime 1 hour\n2. Urgent End-user impact initiated 2 hours\n"
)


@pytest.mark.parametrize("text, expected", [
    # each numbered row is a sentence of its own: the header line above the list names the figure each row ends with,
    # as it does when the rows are not numbered (it read nothing)
    (WEBENG_NUMBERED, 60),
    # ... near misses: a header naming no response, and a row whose figure its own words name (how long it lasts)
    ("Severity Level Description Target\n1. Critical Service is down / High risk of service downtime 1 hour\n", None),
    ("Severity Level Description Target TTFR\n1. Critical Service is down for 3 hours\n", None),
])
def test_numbered_rows_under_the_header_naming_their_times(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")


# Accelerite's severity levels (https://support.accelerite.com/hc/en-us/articles/41002064193805), its lead-in over
# rows written as a numbered list
ACCELERITE = "The following table defines the severity levels and the targeted initial response time for Standard Support."


@pytest.mark.parametrize("text, expected", [
    # a numbered row cut into sentences of its own ("1. Critical business impact." | "Response within 1 hour."): the
    # lead-in above the list names the severity the row's response answers (it read nothing: no subject in reach)
    (ACCELERITE + "\n\n1. Critical business impact. Response within 1 hour.\n"
     "2. Significant business impact. Response within 2 hours.\n", 60),
    # ... near misses: a lead-in about something else, and a paragraph between the lead-in and the list
    ("The following list describes our office locations and opening hours.\n\n"
     "1. Critical business impact. Response within 1 hour.\n", None),
    (ACCELERITE + "\n\nOur offices are open every day.\n\n1. Downtown office. Response within 1 hour.\n", None),
])
def test_a_numbered_lists_lead_in_names_its_rows_subject(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")


# Summit's SLA tiers (https://summitdnc.com/help/getting-started/understanding-your-sla/), under "Response Time Tiers"
SUMMIT = ("Critical (business down): 15-minute response, 2-hour on-site. High (major impact): 30-minute response, "
          "4-hour resolution target.")


@pytest.mark.parametrize("text, expected", [
    # a severity named by the outage that defines it ("business down", "production down") is a fault answered (it read
    # nothing: no fault, ticket or severity word in reach)
    ("Response Time Tiers\n" + SUMMIT + "\n", 15),
    ("Production down — response within 30 minutes.", 30),
    # ... near misses: a tier naming no outage, and the customer asked to respond to a production-down alert (main's
    # code read 120 minutes there: the alert names a fault, nothing marked the customer's act)
    ("Response Time Tiers\nHigh (major impact): 30-minute response.\n", None),
    ("Customer must respond within 2 hours to a production down alert raised by Provider.", None),
])
def test_a_severity_named_by_its_outage_is_a_fault_answered(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")
