"""Wordings from English SLAs of vendors outside the corpus (session 16, second round: a cloud's per-service
SLA table, dedicated-server terms), in our own words.

Each positive has a near-miss beside it: the same words about something else, which must not become
the term (or must become another value).
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # a product named in a table of per-service targets isolates no tenant (Cloud Digit's "| VPC, LB | 99.99% |" read
    # tenant_isolation network)
    ("| Service | Target (monthly) | Notes |\n|---|---|---|\n| Virtual Machines | 99.95% | Multi-AZ |\n"
     "| VPC, LB | 99.99% | |\n", None),
    ("| Product | Monthly uptime |\n|---|---|\n| Dedicated GPU servers | 99.9% |\n", None),
    # ... but a cell under another column is read, in the same table or another
    ("| Service | Isolation |\n|---|---|\n| GPU cluster | Own VLAN per customer |\n", "network"),
    ("| Item | Detail |\n|---|---|\n| Network | Each customer gets its own VPC |\n", "network"),
    ("| Item | Detail |\n|---|---|\n| Tenancy | Single-tenant bare-metal nodes |\n", "dedicated"),
])
def test_a_name_in_a_table_of_covered_services(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a credit per hour written with its one ("10% per 1 hr beyond threshold" under a "Credit Rate" header: HostUpCloud)
    ("| Service | Uptime SLA | Credit Rate |\n|---|---|---|\n| Bare Metal Server | 99.9% | 10% per 1 hr beyond threshold |\n",
     10),
    ("Credit rate: 10% per 1 hr beyond threshold.", 10),
    ("The service credit is 5% of the monthly fee per 1 hour of downtime beyond the threshold.", 5),
    # ... near misses: a credit per half hour or quarter hour is no per-hour credit, nor is a price per hour
    ("| Service | Uptime SLA | Credit Rate |\n|---|---|---|\n| Cloud VPS | 99.95% | 10% per 30 min beyond threshold |\n",
     None),
    ("| Service | Uptime SLA | Credit Rate |\n|---|---|---|\n| Network | 99.99% | 5% per 15 min beyond threshold |\n", None),
    ("Usage is charged at 10% of the list price per 1 hr of reserved time.", None),
])
def test_a_credit_per_one_hour(reads, text, expected):
    reads(text, "credit_per_hour_pct", expected, language="en")


ONE_TARGET = "We commit to 99.9% monthly uptime for GPU instances.\n\n"
TWO_TARGETS = "GPU instances: 99.9% monthly uptime. Object storage: 99.5% monthly uptime.\n\n"
TABLE = "| Monthly Uptime | Service Credit |\n|---|---|\n"


@pytest.mark.parametrize("text, tiers", [
    # a band bounded by "the target" when the document states one availability (Cloud Digit's "< target but ≥ 99.0%")
    (ONE_TARGET + TABLE + "| < target but ≥ 99.0% | 10% |\n| < 99.0% but ≥ 95.0% | 25% |\n| < 95.0% | 50% |\n",
     [(99.9, 10), (99, 25), (95, 50)]),
    (ONE_TARGET + TABLE + "| 99.0% – SLA target | 10% |\n| 95.0% – 99.0% | 25% |\n| below 95.0% | 50% |\n",
     [(99.9, 10), (99, 25), (95, 50)]),
    # ... near misses: two targets (which one?), or none stated: the row stays unread, and so does the table, whose
    # other rows would be a part of its tiers offered as the whole (session 22: [(99, 25), (95, 50)] owed nothing for a
    # month between 99.0% and the target)
    (TWO_TARGETS + TABLE + "| < target but ≥ 99.0% | 10% |\n| < 99.0% but ≥ 95.0% | 25% |\n| < 95.0% | 50% |\n", None),
    (TABLE + "| < target but ≥ 99.0% | 10% |\n| < 99.0% but ≥ 95.0% | 25% |\n| < 95.0% | 50% |\n", None),
    # ... and in a sentence, after an upper bound word ("below the target but at least 99.0%")
    (ONE_TARGET + "If monthly uptime is below the target but at least 99.0%, the credit is 10% of the monthly fee. If it "
     "is below 99.0%, the credit is 25% of the monthly fee.\n", [(99.9, 10), (99, 25)]),
    # ... not where the target is only named before a lower end ("Under the SLA, ... at least 99.0%")
    (ONE_TARGET + "Under the SLA, if monthly uptime is at least 99.0%, the credit is 10% of the monthly fee. If it is below "
     "99.0%, the credit is 25% of the monthly fee.\n", [(99, 25)]),
])
def test_a_band_up_to_the_target(extracted, text, tiers):
    term = extracted(text, "credit_tiers", tiers, language="en")
    assert term is None or [(t["below_pct"], t["credit_pct"]) for t in term.value] == tiers


def test_a_bands_lower_end_up_to_the_target_is_no_availability(extracted):
    """ "| 99.0% – SLA target | 10% |" under "Monthly Uptime" read availability 99 over the stated 99.9."""
    text = ONE_TARGET + TABLE + "| 99.0% – SLA target | 10% |\n| 95.0% – 99.0% | 25% |\n"
    assert extracted(text, "availability_pct", 99.9, language="en").value == 99.9
    # ... a plain figure under the same header is still the availability
    assert extracted("| Service | Monthly Uptime |\n|---|---|\n| GPU instances | 99.95% |\n", "availability_pct", 99.95,
                     language="en").value == 99.95


@pytest.mark.parametrize("text, expected", [
    # the currency named by its ISO code after "in", with no amount (Cloud Digit: "in BDT"), and a taka amount
    ("Credits apply to the affected service, in BDT, on your next invoice.", "BDT"),
    ("The monthly fee is BDT 12,000 per server.", "BDT"),
    ("All fees are invoiced in EUR.", "EUR"),
    # ... near misses: the code inside another word, or no currency at all
    ("The facility holds USDA and ISO 27001 certifications.", None),
    ("Maximum credit per month is 50% of the affected service's monthly charge.", None),
])
def test_a_currency_named_by_its_code(reads, text, expected):
    reads(text, "currency", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a claim window whose only tie to the SLA is the month the outage affected (Cloud Digit's "How to claim" list)
    ("## How to claim\n- Open a ticket within 30 days of the affected month\n- Reference the affected resource IDs\n", 30),
    ("Claims: open a ticket within 15 days after the end of the affected billing month.", 15),
    # ... near misses: a claim against a party, or a ticket about something else, is no credit claim
    ("## Disputes\n- Any claim must be brought within one year of the event giving rise to it\n", None),
    ("## Support\n- Open a ticket within 30 days of purchase to request a refund of setup work\n", None),
])
def test_a_claim_window_for_the_affected_month(reads, text, expected):
    reads(text, "claim_window_days", expected, language="en")
