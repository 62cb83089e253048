"""Wordings from English cloud and server SLAs outside the corpus (session 30, helper E59), in short excerpts: plans
laid out as titled lists, each with its own service level, whose figures of every key are that plan's (options, as
a table's plan rows are), and a list's lead-in naming its items' times to resolve.

Each positive has a near miss beside it that must keep reading as it did.
"""

import pytest

# ipv100.com's support packages (https://ipv100.com/support), in short: each package a title, its uptime, then its
# response and resolution times per ticket tier
IPV100 = (
    "Support Service Packages\n\nEssential\n\nService Uptime: 99.9%\n\nResponse Time:\n\nTier 1 (High): 1 hour, 24/7\n\n"
    "Tier 2 (Medium): 2 business hours\n\nResolution Time:\n\nTier 1 (High): 8 hours, 24/7\n\n"
    "Tier 2 (Medium): 2 business days\n\nPremium\n\nService Uptime: 99.99%\n\nResponse Time:\n\n"
    "Tier 1 (High): 15 minutes, 24/7/365\n\nTier 2 (Medium): 1 hour, 24/7/365\n\nResolution Time:\n\n"
    "Tier 1 (High): 4 hours, 24/7/365\n\nTier 2 (Medium): 12 hours, 24/7/365\n"
)
# ... and a hosting page's plans as feature lists (ITLDC's SLA levels, https://itldc.com/support/sla, with a second tier)
TIERS = (
    "SLA Levels\n\nTier I\n- 99.95% SLA\n- 24/7/365 support\n- 12 hr response time\n\n"
    "Tier II\n- 99.99% SLA\n- 24/7/365 support\n- 1 hr response time\n"
)


@pytest.mark.parametrize("text, key, value", [
    # the most expensive plan's time read as the contract's one term at 0.8 (availability beside it read as a
    # contradiction): each plan's figure is one offering of several, as a table's plan rows are
    (IPV100, "response_minutes", 15),
    (IPV100, "recovery_hours", 4),
    (IPV100, "availability_pct", 99.9),
    (TIERS, "response_minutes", 60),
    (TIERS, "availability_pct", 99.95),
])
def test_plans_titled_in_a_list_offer_their_figures_as_options(extracted, text, key, value):
    term = extracted(text, key, value, language="en")
    assert term.value == value
    assert term.conflict_kind == "alternatives"
    assert term.confidence <= 0.5


@pytest.mark.parametrize("text, key, value, kind", [
    # near misses: one plan alone states the contract's terms; sections whose levels are one are no plans to pick from
    # (a service per title, "Compute" and "Storage" at 99.9%: two figures of one term, a contradiction), and
    # severities under titles are one plan's ladder
    ("SLA Levels\n\nTier I\n- 99.95% SLA\n- 24/7/365 support\n- 12 hr response time\n- 4 hr resolution time\n",
     "response_minutes", 720, None),
    ("Compute\n\nUptime: 99.9%\n\nTicket response time: 1 hour\n\nStorage\n\nUptime: 99.9%\n\n"
     "Ticket response time: 4 hours\n", "response_minutes", 60, "contradiction"),
    ("Service Level: 99.9% uptime.\n\nSeverity 1\n\nResponse time: 15 minutes\n\nSeverity 2\n\nResponse time: 1 hour\n",
     "response_minutes", 15, None),
])
def test_one_plan_or_one_level_keeps_its_figure(extracted, text, key, value, kind):
    term = extracted(text, key, value, language="en")
    assert term.value == value
    assert term.conflict_kind == kind


@pytest.mark.parametrize("text, expected", [
    # ipv100.com's "Resolution Time:" list: the items name no fault, the lead-in names their times to resolve (it read
    # nothing)
    ("Essential\n\nService Uptime: 99.9%\n\nResolution Time:\n\nTier 1 (High): 8 hours, 24/7\n\n"
     "Tier 2 (Medium): 2 business days\n", 8),
    ("Target resolution times:\n- Critical: 4 hours\n- Major: 1 business day\n", 4),
    # ... near misses: a dispute's resolution, and a lead-in naming no resolution
    ("Dispute resolution times:\n- Billing disputes: 30 days\n", None),
    ("Essential\n\nService Uptime: 99.9%\n\nOnboarding Time:\n\nTier 1 (High): 8 hours, 24/7\n", None),
])
def test_a_resolution_lead_in_names_its_items_times(reads, text, expected):
    reads(text, "recovery_hours", expected, language="en")


# Web.Eng's enhanced SLA (https://www.webeng.co/legal/enhanced-service-level-agreement/), in short (its rows unnumbered):
# a table that lost its layout, its header naming the response time by its acronym
WEBENG = (
    "Host makes the following Time to First Response (TTFR) for customer-generated support inquries via our support "
    "desk based upon issue severity.\n\nSeverity Level Description Target TTFR\n"
    "Critical Service is down / High risk of service downtime 1 hour\nUrgent End-user impact initiated 2 hours\n"
)


@pytest.mark.parametrize("text, expected", [
    # it read nothing: "TTFR" named no response
    (WEBENG, 60),
    ("Severity Level Target TTFR\nCritical 1 hour\nUrgent 2 hours\n", 60),
    # ... near miss: a header naming no response keeps its rows unread
    ("Severity Level Description Target\nCritical Service is down / High risk of service downtime 1 hour\n", None),
])
def test_ttfr_names_the_time_to_first_response(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")
