"""Real-world English wordings left by session 26's first wave (helper e49): a provisioning time as a label of its own,
a monthly fee written as a total with its per-kW rate in brackets, ...

Each positive has a near miss beside it.
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # a bare-metal host's service card: the provisioning time named as a label of its own, no server named beside it
    # (a range's far end, as "Server provisioning time: 24-72 hours." reads: the provider commits to it)
    ("# Service details\n\nProvisioning time: 24-72 hours\n", 3),
    ("# Service details\n\n24-72 hrs\nProvisioning time\n", 3),
    ("# Service details\n\nProvisioning time\n24-72 hrs\n", 3),
    ("# Pricing\n\nProvisioning lead time: 5 business days.\n", 5),
    # ... near misses: the provisioning of a link or a circuit is a colocation's or a network's order, not the rented
    # compute; a billing period beside a provisioning time is none
    ("# Colocation\n\nCross-connect provisioning time: 5 business days\n", None),
    ("# Network\n\nCircuit provisioning time: 30 days\n", None),
    ("# Service details\n\nProvisioning time does not count toward your billing period of 30 days.\n", None),
])
def test_provisioning_time_as_a_label_is_delivery(reads, text, expected):
    reads(text, "delivery_days", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a colocation order's total with the rate it is made of in brackets after it: the total is the fee
    ("# Order Form\n\nMonthly fee: $198,000 per month (1,200 kW at $165/kW)\n", 198000),
    ("The Monthly Recurring Charge is $198,000 (1,200 kW at $165/kW).", 198000),
    ("月服务费：198000元（1200kW，165元/kW）。", 198000),
    # ... near misses: the rate alone is no monthly fee, before or after the power it prices
    ("# Order Form\n\nMonthly fee: $165/kW (1,200 kW committed)\n", None),
    ("月服务费：165元/kW。", None),
])
def test_a_monthly_total_with_its_per_kw_rate_in_brackets(reads, text, expected):
    reads(text, "monthly_fee", expected)


@pytest.mark.parametrize("text, expected", [
    # a support page's response time with no subject word in its own line: the page's title or its section's heading
    # names the support ("# Support", "# Technical Support Policy" over "## Our commitment"), as a card or a label line
    ("# Support\n\nResponse time: 15 minutes\n", 15),
    ("# Support\n\n15 minutes\nResponse time\n", 15),
    ("# Technical Support Policy\n\n## Our commitment\n\nResponse time: 15 minutes\n", 15),
    ("Acme Support SLA\n\nOur commitments\n\nResponse time: 15 minutes\n", 15),
    ("# Support Plans\n\n| Plan | Response time |\n|---|---|\n| Standard | 15 minutes |\n", 15),
    # ... near misses: a page about something else; an API's or a page load's speed, a latency, under the support
    # page's title or under a section heading naming them
    ("# Product overview\n\n## Our commitment\n\nResponse time: 15 minutes\n", None),
    ("# Support\n\nAPI response time: 2 minutes\n", None),
    ("# Support\n\nPage load response time: 2 minutes\n", None),
    ("# Support\n\nResponse time (latency): 2 minutes\n", None),
    ("# Support SLA\n\n## API response times\n\nResponse time: 2 minutes\n", None),
    ("# Support SLA\n\n## Network latency\n\nResponse time: 2 minutes\n", None),
    # ... and a statement of its own under such a title names its own subject (a colocation schedule's security staff
    # "on-site" for a retention period): the title frames a label line, a card or a table cell only
    ("# Colocation Order Form and Service Level Schedule\n\n## 6. Security\n\nProvider maintains 24x7 on-site "
     "security staff and CCTV recordings retained for ninety (90) days.\n", None),
])
def test_response_time_on_a_support_page(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a credit cap stated as days of credit or of fees in a month: the share of the month's fee those days are, a month
    # taken as 30 days (as "not exceed 30 days of service" reads 100), derived evidence for review
    ("Customer may receive a maximum of 7 days of credit in any month.", 23.333333),
    ("Service credits shall not exceed 15 days of fees in any calendar month.", 50),
    # ... near misses: a window or an outage counted in days is no share of the fee
    ("Customer must claim credits within a maximum of 30 days of the incident.", None),
    ("Credits apply to a maximum of 30 days of downtime per year.", None),
    ("Credit requests must be submitted up to 30 days after the end of the month.", None),
])
def test_a_credit_cap_as_days_of_credit(reads, text, expected):
    term = reads(text, "credit_cap_pct", expected, language="en")
    if term is not None:
        assert (term.evidence_kind, term.confidence) == ("derived", 0.7)
        assert " of " in term.text  # quoted with what the days are of
