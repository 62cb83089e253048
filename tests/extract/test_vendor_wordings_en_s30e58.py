"""Wordings from English cloud and server SLAs outside the corpus (session 30, helper E58), in short excerpts: a
credit table whose top band ends one written step below a no-credit row over it, a plan's feature list whose
response time takes its subject from another item of the list, and a list of labelled figures named by its lead-in.

Each positive has a near miss beside it that must keep reading as it did.
"""

import pytest

# Fada Cloud's SLA (https://www.fada.cloud/sla), in short: several services' levels, so no one commitment ends the top
# band; the no-credit row over the bands does
FADA_LEVELS = (
    "1. Service Availability Commitment\n| Service | Uptime Commitment | Monthly Downtime |\n|---|---|---|\n"
    "| Compute Instances | 99.9% | ≤ 43.8 minutes |\n| Control Panel/API | 99.5% | ≤ 3.6 hours |\n"
    "2. Service Credits\nIf we fail to meet our uptime commitments, you are eligible for service credits:\n"
    "| Monthly Uptime | Service Credit |\n|---|---|\n"
)
FADA_BANDS = (
    "| 99.0% - 99.89% | 10% of monthly service fees |\n| 95.0% - 98.99% | 25% of monthly service fees |\n"
    "| < 95.0% | 50% of monthly service fees |\n"
)


@pytest.mark.parametrize("open_row, top", [
    # the band "99.0% - 99.89%" holds 99.89% and leaves no gap to the no-credit row's 99.9%: it holds 99.895% too
    # (it read below 99.89, so 99.895% earned nothing)
    ("| ≥ 99.9% | No credit |\n", 99.9),
    ("| 99.9% or higher | 0% |\n", 99.9),
    ("| ≥ 99.9% | - |\n", 99.9),
    # ... near misses: no row over the bands, or one that leaves a wider gap, keeps the band's written end
    ("", 99.89),
    ("| ≥ 99.95% | No credit |\n", 99.89),
])
def test_a_no_credit_row_over_the_bands_ends_the_top_band(reads, open_row, top):
    expected = [{"below_pct": top, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0},
                {"below_pct": 95.0, "credit_pct": 50.0}]
    reads(FADA_LEVELS + open_row + FADA_BANDS, "credit_tiers", expected, language="en")


# ITLDC's SLA levels (https://itldc.com/support/sla), in short: each tier's features one a line, the response time
# three items below the "99.95% SLA" that says what the list is about
ITLDC = (
    "We guarantee availability of your services and hostnodes uptime with the parameters specified in this Service "
    "Level Agreement. By default, all services have SLA Tier I enabled.\nSLA Levels\n"
    "Tier I\n- 99.95% SLA\n- 24/7/365 support\n- Tickets\n- Phone support\n- Direct email\n- 12 hr response time\n"
    "- Included\n"
)


@pytest.mark.parametrize("text, expected", [
    # it read nothing: the item's neighbours were out of reach, one line before it only
    (ITLDC, 720),
    ("Managed plan\n- 99.9% uptime SLA\n- Free migration\n- Daily backups\n- 1 hour response time\n", 60),
    # ... near misses: a list naming no fault, ticket or service level keeps nothing to frame its time; a long bullet
    # is a clause of its own
    ("Tier I\n- Phone support\n- Direct email\n- 12 hr response time\n", None),
    ("- 99.95% SLA\n- 24/7/365 support\n- The hosting marketplace team answers listing questions within 2 days "
     "of receiving them from a seller.\n", None),
])
def test_a_feature_lists_items_frame_each_other(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")


# cyberly.com's SLA (http://cyberly.com/sla.html), in short: the response times named once, in the lead-in of a list
# whose items are a label and a figure
CYBERLY = (
    "Response Times\n\nBellow are described the maximum response times:\n\n  • Chat: 1 minute\n"
    "  • Ticket Priority Urgent: 5 minutes\n  • Ticket Priority High: 30 minutes\n  • Ticket Priority Normal: 1 hour\n"
)


IPV100 = (
    "Support Service Packages\n\nEssential\n\nService Uptime: 99.9%\n\nResponse Time:\n\nTier 1 (High): 1 hour, 24/7\n\nTier 2 (Medium): 2 business "
    "hours\n\nTier 3 (Low): 4 business hours\n\nPremium\n\nService Uptime: 99.99%\n\nResponse Time:\n\nTier 1 (High): 15 "
    "minutes, 24/7/365\n\nTier 2 (Medium): 1 hour, 24/7/365\n"
)


@pytest.mark.parametrize("text, expected", [
    # it read nothing: the items hold no word of a response
    (CYBERLY, 1),
    ("Our support targets for first response are as follows:\n- Urgent tickets: 15 minutes\n- Normal tickets: 4 hours\n",
     15),
    # ... or a list with no marker, each item a label and its figure, the hours it holds in after it (ipv100.com's
    # support packages, https://ipv100.com/support): it read the first item's only, or none
    (IPV100, 15),
    ("Response Time:\nTier 1 (High): 1 hour, 24/7\nTier 2 (Medium): 2 business hours\n", 60),
    # ... near misses: a lead-in naming no response, or an item that is a sentence of words, names no item's figure
    ("Ticket priorities and their targets:\n- Urgent: 15 minutes\n- Normal: 4 hours\n", None),
    ("Response times:\n- Urgent tickets are escalated to the on-call engineer after 15 minutes\n", None),
])
def test_a_lead_in_names_its_list_items_figures(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")
