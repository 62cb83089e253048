"""Real-world English wordings of support terms in GPU clouds' and hosts' SLAs (helper e60, session 31): work begun on
a fault as the response (and no resolution).

Each positive has a near miss beside it.
"""

import pytest


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
