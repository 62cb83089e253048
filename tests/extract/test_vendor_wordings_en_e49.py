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
