"""Real-world English wordings of session 36's helper e77 (hosting SLAs e76 found read wrong or not at all): a product's
label naming which plan a clause covers read as dedicated tenancy; a day credited per minutes of downtime with the verb
alone, or of "Services" per "cumulative" minutes; a credit per half hour written "1/2 hour"; a level the provider only
hopes for; a credit ladder whose bottom row does not go on from its last level.

Each positive has a near miss beside it.
"""

import pytest

from slacheck import api
from tests.conftest import make_document
from tests.extract.test_vendor_wordings_en_e75 import _period_findings


# cryptoservers.io's SLA, as e76 reported it (the page is not in the stored corpus; read tenant_isolation "dedicated" at
# 0.9): a clause headed by its product's label, "Hardware-swap (dedicated)", and "SLA on a dedicated server" in an SLA
# that covers VPS too name which plan the clause covers, no statement that the customer's hardware is its own
@pytest.mark.parametrize("text, expected", [
    ("Service Level Agreement\n\nHardware-swap (dedicated): a failed component is replaced within 4 hours of "
     "confirmation.\n", None),
    ("Service Level Agreement\n\nSLA on a dedicated server: 99.9% network uptime per month.\n", None),
    # ... near misses: servers said to be the customer's alone, or a service made of dedicated nodes, still read
    ("Service Level Agreement\n\nCustomer's GPU servers are dedicated to Customer and not shared with other tenants.\n",
     "dedicated"),
    ("Service Description\n\nThe Service consists of dedicated bare-metal nodes with 8 H100 GPUs each.\n", "dedicated"),
    ("Service Level Agreement\n\nHardware-swap: a failed component in your dedicated GPU servers (not shared with other "
     "tenants) is replaced within 4 hours.\n", "dedicated"),
])
def test_a_products_label_is_no_dedicated_tenancy(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="en")


# https://www.rcp.net/service-level-agreement/ (read no credit): "credited one day" per 15 minutes of downtime, the verb
# naming the credit, is a day of service per quarter hour: 96 times the downtime, as "one day of service for every 15
# minutes of downtime" (test_vendor_wordings_en_e76.py)
RCP = ("Service Level Agreement\n\nNetwork Uptime: RCP.NET guarantees no less than 99.95% uptime per month. Outages in "
       "excess of 0.05% of the month will be credited one day for every 15 minutes of downtime.\n")
# http://www.serverrack.net/policies/sla.html (read no credit): one day of "Services" for each "cumulative" 30 minutes
SERVERRACK = ("Service Level Agreement\n\nCredit Requests: Upon Client's written request, Client shall be entitled to a "
              "service credit equal to the pro-rated charges for one day of Services for each cumulative 30 Minutes of "
              "network downtime.\n")


@pytest.mark.parametrize("text, multiple", [
    (RCP, 96),
    (SERVERRACK, 48),
    ("Service Level Agreement\n\nCustomer will be credited with one day for each hour of downtime.\n", 24),
    # ... near misses: a day credited per day of a late delivery, or of Services per 30 days of prepaid term, is no
    # downtime's multiple
    ("Service Level Agreement\n\nLate orders will be credited one day for each day of delivery delay.\n", None),
    ("Service Level Agreement\n\nClient shall receive a service credit of one day of Services for each cumulative 30 "
     "days of prepaid term.\n", None),
])
def test_a_day_credited_per_minutes_of_downtime(reads, text, multiple):
    reads(text, "credit_downtime_multiple", multiple, language="en")


def test_rcps_level_stays(reads):
    reads(RCP, "availability_pct", 99.95, language="en")


# https://critihost.com/blog/zee_faq/what-does-100-uptime-guarantee-mean/ (not shown): 5% "for every 1/2 hour" of
# downtime is a credit per period other than an hour, which `check` shows for review (e75, ``period_credits``)
CRITIHOST = ("For every 1/2 hour of unplanned downtime you will receive a 5% SLA credit to your account, up to 100% of "
             "the monthly rate.")


def test_a_credit_per_half_hour_written_as_a_fraction_is_shown_for_review():
    [found] = _period_findings(CRITIHOST)
    assert found.status == "review" and found.evidence.text == CRITIHOST
    assert "cannot compute exactly" in found.message


@pytest.mark.parametrize("text", [
    # ... near misses: a credit per hour is computed, and a half hour of work billed is no credit
    "For every hour of unplanned downtime you will receive a 5% SLA credit to your account.",
    "Remote hands are billed at 10% of the monthly fee for every 1/2 hour of work.",
])
def test_no_period_credit_for_an_hour_or_a_fee(text):
    assert _period_findings(text) == []


# https://atlasnode.net/sla (read no level): "We hope that our services will be up for minimum 99.95% of any given
# month" is the level the SLA's compensation is owed below, hoped for, no commitment: read as a best-effort level, which
# `check` shows for review, as "will use commercially reasonable efforts to achieve 99.9%" (it said the level missing)
ATLASNODE = ("SLA (Service Level Agreement)\n\n1.1. We hope that our services will be up for minimum 99.95% of any given "
             "month. In the event that services become unavailable for more than 0.05% of any given month, a customer may "
             "request to be compensated if they have been affected.\n")


def test_a_level_hoped_for_is_best_effort(extracted):
    term = extracted(ATLASNODE, "availability_pct", 99.95, language="en")
    assert term.value == 99.95 and term.hedge == "We hope"
    [found] = [f for f in api.check(make_document(ATLASNODE, language="en")).findings if f.rule == "availability"]
    assert found.status == "review" and "worded as best effort" in found.message


@pytest.mark.parametrize("text, expected, hedged", [
    # "uptime" with the hope before it: no commitment either (it read 99.95 as one)
    ("Service Level Agreement\n\nWe hope that our services will have 99.95% uptime in any given month.\n", 99.95, True),
    # ... near misses: a service said to be up for its share without a hope is committed; a hope in another sentence
    # hedges nothing; a contract "up for renewal" states no level
    ("Service Level Agreement\n\nOur services will be up for minimum 99.95% of any given month.\n", 99.95, False),
    ("Service Level Agreement\n\nWe hope you enjoy the service. Our network uptime is 99.9% per month.\n", 99.9, False),
    ("Service Level Agreement\n\nThe contract will be up for renewal with a 5% price increase.\n", None, False),
])
def test_a_hope_hedges_its_own_level_only(extracted, text, expected, hedged):
    term = extracted(text, "availability_pct", expected, language="en")
    if term is not None:
        assert term.value == expected and bool(term.hedge) is hedged


# https://dnweb.xyz/service-level-agreement (read no tiers; `check` said the contract states none): the ladder of
# dhyhost's page (test_vendor_wordings_en_e76.py), its bare levels "95% 5%" ... "87% 45%" under "97% Guaranteed", but
# its bottom row "Less than 86% 50%" does not go on from the last level: read as dhyhost's (each level its band's lower
# end) the band 86-87% has no credit, and read with each level its band's upper end the bottom row fits but 95-97% earns
# none; at 94.5% availability one gives 10%, the other 5%. The page does not say which, so no tiers are read (a wrong
# credit is worse than none), and `check` shows the table for review instead of "not stated"
DNWEB = ("Service Level Agreement\n\nTo properly claim SLA credit that is due the owner of the account must open an SLA "
         "ticket located in our support area within seven days of the purported outage.\n\nUptime Guarantee SLA Credit\n"
         "97% Guaranteed\n95% 5%\n94% 10%\n93% 15%\n92% 20%\n91% 25%\n90% 30%\n89% 35%\n88% 40%\n87% 45%\n"
         "Less than 86% 50%\n")


def _compensation(text: str):
    [found] = [f for f in api.check(make_document(text, language="en")).findings if f.rule == "outage-compensation"]
    return found


def test_a_ladder_whose_bottom_row_does_not_go_on_is_shown_for_review(reads):
    reads(DNWEB, "credit_tiers", None, language="en")
    found = _compensation(DNWEB)
    assert found.status == "review" and found.evidence.text.startswith("Uptime Guarantee SLA Credit\n97% Guaranteed\n")
    assert found.evidence.text.endswith("Less than 86% 50%")
    assert "without saying which end of its band each level is" in found.message


@pytest.mark.parametrize("text, tiers", [
    # ... near miss: the same ladder whose bottom row goes on from its last level is read as dhyhost's
    (DNWEB.replace("Less than 86%", "Less than 87%"),
     [{"below_pct": 97.0, "credit_pct": 5.0}, {"below_pct": 95.0, "credit_pct": 10.0},
      {"below_pct": 94.0, "credit_pct": 15.0}, {"below_pct": 93.0, "credit_pct": 20.0},
      {"below_pct": 92.0, "credit_pct": 25.0}, {"below_pct": 91.0, "credit_pct": 30.0},
      {"below_pct": 90.0, "credit_pct": 35.0}, {"below_pct": 89.0, "credit_pct": 40.0},
      {"below_pct": 88.0, "credit_pct": 45.0}, {"below_pct": 87.0, "credit_pct": 50.0}]),
])
def test_a_ladder_whose_bottom_row_goes_on_is_read(reads, text, tiers):
    reads(text, "credit_tiers", tiers, language="en")
    assert _compensation(text).status == "pass"


@pytest.mark.parametrize("text", [
    # ... near misses: lines of two percentages under no credit heading (a utilisation report), and no table at all
    "Service Level Agreement\n\nGPU utilisation by week\n\n95% 5%\n94% 10%\n\nClaims must be filed within 30 days.\n",
    "Service Level Agreement\n\nThe network will be available 99.9% of the time.\n",
])
def test_no_ladder_review_where_none_is_stated(text):
    assert _compensation(text).status == "missing"
