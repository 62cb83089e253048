"""Real-world English wordings of session 45's helper e115 (AI-inference, LLM-gateway and GPU-cloud pages nobody here had
read): a level missed written with its article ("falls below the 99.9% target"), read as a credit of 99.9%; a floor of
offers ("as low as") that bounds every price listed after it, not the first alone.

Each positive has a near miss beside it. The last cases guard values these documents already read right.
"""

import pytest


# https://inferall.ai/sla (read credit_tiers [{below 99.9, credit 99.9}]: a claim would pay 99.9% of the fee)
INFERALL = (
    "Gateway uptime target\n"
    "InferAll targets 99.9% uptime per calendar month for the gateway control plane — request admission, "
    "authentication, routing, and billing-aware handling at api.inferall.ai.\n\n"
    "Service credits\n"
    "If monthly gateway uptime falls below the 99.9% target, paid customers may request a service credit, calculated as "
    "a percentage of that month's subscription fee.\n"
    "Credits apply to the affected month's subscription fee, are issued against future invoices, and must be requested "
    "within 30 days of the affected month.\n"
)


@pytest.mark.parametrize("text", [
    INFERALL,
    # ... paraphrased: the level missed with its article, a credit whose share the page never states
    "Our service level: the platform targets 99.5% availability each calendar month.\n\nCredits\nIf availability falls "
    "below the 99.5% commitment, eligible customers may request a service credit, computed as a percentage of the "
    "monthly fee.",
])
def test_the_level_missed_with_its_article_is_no_credit(extracted, text):
    """"Falls below the 99.9% target" names the level missed: no credit of 99.9% (nor any share the text never gives)."""
    extracted(text, "credit_tiers", None, language="en")


@pytest.mark.parametrize("text, expected", [
    # ... near misses: the same bound with its article beside the credit it earns is a tier (the band read whole)
    ("We commit to 99.9% monthly uptime.\n\nIf monthly uptime falls below the 99.9% target, you receive a credit of 10% "
     "of the monthly fee; if it falls below the 99.0% target, 25%.",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]),
    # ... and the bare bound as before (guard)
    ("We commit to 99.9% monthly uptime.\n\nIf monthly uptime falls below 99.9%, you receive a credit of 10% of the "
     "monthly fee.", [{"below_pct": 99.9, "credit_pct": 10.0}]),
])
def test_a_bound_with_its_article_still_reads_the_credit_beside_it(reads, text, expected):
    reads(text, "credit_tiers", expected, language="en")


def test_the_gateway_keeps_its_target_and_claim_window(extracted):
    """Guards: the same page's availability (a target: best effort) and its 30-day claim window stay read."""
    term = extracted(INFERALL, "availability_pct", True, language="en")
    assert term.value == 99.9 and term.hedge is not None
    assert extracted(INFERALL, "claim_window_days", True, language="en").value == 30


# https://huggingface.co/docs/inference-endpoints/main/guides/access (read price_gpu_hour 0.5 at 0.9: a floor of offers)
HF_ENDPOINTS = (
    "There are two pricing plans:\n"
    "- Inference Endpoints pricing is based on your hourly compute, and billed monthly. This can be as low as $0.032 per "
    "CPU core/hr and $0.5 per GPU/hr depending on your needs.\n"
    "- There is also an Enterprise plan for Inference Endpoints which offers dedicated support, 24/7 SLAs, and uptime "
    "guarantees.\n"
)


@pytest.mark.parametrize("text", [
    HF_ENDPOINTS,
    # ... paraphrased: the floor words before the first of two listed prices
    "GPU capacity is available starting at $1.99 per GPU-hour for A100 and $2.99 per GPU-hour for H100.",
])
def test_a_floor_of_offers_bounds_every_price_listed_after_it(extracted, text):
    extracted(text, "price_gpu_hour", None, language="en")


@pytest.mark.parametrize("text, expected", [
    # ... near misses: a list with no floor word is priced as written
    ("Compute is billed at $0.032 per CPU core/hr and $0.5 per GPU/hr.", 0.5),
    # ... a floor in a clause of its own leaves the next clause's price alone
    ("Prices start as low as $1.20 per CPU node-hour, and H100 capacity is $2.49 per GPU-hour.", 2.49),
    # ... and a floor in an aside is the aside's
    ("CPU nodes are billed at $0.04 per core-hour (as low as $0.03 with a commitment) and GPUs at $2.10 per GPU-hour.",
     2.1),
])
def test_a_price_outside_the_floors_list_stays_read(reads, text, expected):
    reads(text, "price_gpu_hour", expected, language="en")


# a public repository's service agreement page (CubeXTech Sdn Bhd, "7. Service Level Agreement": missed the window), the
# wording the Metis gateway SLA template says as "Claim in writing within 30 days"
CUBEXTECH = (
    "If CubeXTech fails to meet SLA targets, Customer may be eligible for service credits. Credits must be claimed within "
    "30 days. Maximum credit per month is 50% of monthly service fee."
)


@pytest.mark.parametrize("text, expected", [
    (CUBEXTECH, 30),
    # ... paraphrased: the credit said claimed, in writing, after the month's end
    ("Service credits must be claimed in writing within 14 days after the end of the month in which the outage occurred.",
     14),
])
def test_a_credit_said_claimed_within_days_is_the_claim_window(reads, text, expected):
    reads(text, "claim_window_days", expected, language="en")


@pytest.mark.parametrize("text", [
    # ... near misses: a sum claimed in a dispute is no credit, and nothing names a credit here
    "Any amounts claimed by Customer in a billing dispute must be paid within 30 days.",
    "Damages claimed under this Agreement shall be notified within 90 days.",
])
def test_other_things_claimed_are_no_claim_window(extracted, text):
    extracted(text, "claim_window_days", None, language="en")


# https://mistral.ai/terms/enterprise-service-level-and-support-schedule (missed min_outage_minutes 5)
MISTRAL = (
    '"Monthly Uptime Percentage" means the total number of minutes in a month, minus the number of minutes of server-side '
    "downtime (only downtime periods of five minutes or more shall be taken into account) suffered in a month, divided by "
    "the total number of minutes in a month."
)


@pytest.mark.parametrize("text, expected", [
    (MISTRAL, 5),
    # ... paraphrased: the periods that count named by their length, outside an aside
    ("Only outage periods of 10 minutes or longer count as Downtime.", 10),
])
def test_the_periods_that_count_named_by_their_length(reads, text, expected):
    """The shortest outage that counts, said as the length of the periods taken into account."""
    reads(text, "min_outage_minutes", expected, language="en")


@pytest.mark.parametrize("text", [
    # ... near misses: a month's total downtime ladder and one outage's added remedy are no shortest outage (guards)
    "Downtime of 60 minutes or more in a month earns a 10% credit; 240 minutes or more, 25%.",
    "Any single outage lasting 4 hours or more earns an additional 25% credit.",
])
def test_a_months_downtime_or_one_outages_remedy_is_no_shortest_outage(extracted, text):
    extracted(text, "min_outage_minutes", None, language="en")
