"""Wordings from English GPU-cloud and cloud SLAs of vendors outside the corpus (session 22, E38: pages read through
the search tool's stored copies; /tmp/e38/docs/SOURCES.md lists them).

Each case quotes the short passage it needs, with its source in a comment; most positives have a near miss beside
them: the same words about something else, which must not become the term (or must become another value).
"""

import pytest

from slacheck.extract.pipeline import extract_terms
from tests.conftest import make_document


def _term(text: str, key: str):
    """The ``key`` term extracted from English ``text``, or None (alternatives and confidence kept)."""
    return next((t for t in extract_terms(make_document(text, language="en")) if t.key == key), None)


@pytest.mark.parametrize("text, expected", [
    # Scaleway, SLA Serverless Functions (scaleway.com/en/serverless-functions/sla/): a table's cells run together and the
    # share written with a decimal comma ("Serverless Functions99,5%" was read as 5%)
    ("Scaleway undertakes to comply with the following Service Level Objectives:\n\n"
     "Covered ServiceMonthly Availability Rate (“MAR”)\nServerless Functions99,5%\n", 99.5),
    # ... near miss: the same glued cell with a decimal point still reads
    ("Scaleway undertakes to comply with the following Service Level Objectives:\n\n"
     "Covered ServiceMonthly Availability Rate (“MAR”)\nServerless Functions99.5%\n", 99.5),
])
def test_a_glued_share_with_a_decimal_comma(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # Latitude.sh, Network SLA (latitude.sh/docs/slas/network): the last row of a run-together credit table, then the cap
    # ("capped at 100%" was read as 100% credit per hour)
    ("5< 98.90%> 475Further 2% per additional hour\n"
     "Service credit remedies are capped at 100% of one month’s fees for affected devices.", "credit_per_hour_pct", None),
    ("5< 98.90%> 475Further 2% per additional hour\n"
     "Service credit remedies are capped at 100% of one month’s fees for affected devices.", "credit_cap_pct", 100),
    # ... near miss: Latitude.sh, Compute SLA (latitude.sh/docs/slas/compute): a rate per hour with its cap after it
    ("Client is entitled to a credit in the amount of two point five percent (2.5%) of Client’s monthly recurring fee per "
     "hour of downtime, up to one hundred per cent (100%) of the monthly recurring fee for the affected component for any "
     "calendar month.", "credit_per_hour_pct", 2.5),
])
def test_a_cap_is_no_hourly_rate(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # Servosphere, SLA page (servosphere.net/sla.php): the provider's time to put a credit on the account, under a heading
    # that names a credit application ("5 business days" was read as the claim window)
    ("Credit Application Process\nService credits are automatically calculated and applied to your account within 5 "
     "business days of any SLA breach.", None),
    # ... near miss: the customer's time to ask for the credit
    ("Credit Application Process\nCredit requests must be submitted within 30 days of any SLA breach.", 30),
])
def test_the_time_to_apply_a_credit_is_no_claim_window(reads, text, expected):
    reads(text, "claim_window_days", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # Servosphere (as above): a downtime allowed each month, on a line above the repair time ("43.8 min/month" was read as
    # a repair time of 0.73 hours)
    ("Cooling Systems\n99.9%\n43.8 min/month\nGuaranteed\nHardware Replacement", None),
    # ... near miss: the repair time itself
    ("Cooling Systems\n99.9%\n43.8 min/month\nGuaranteed\nHardware Replacement\n4 hours\nMaximum\nGuaranteed", 4),
])
def test_a_monthly_allowance_is_no_repair_time(reads, text, expected):
    reads(text, "recovery_hours", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # DigitalOcean, Marketplace SLA (docs.digitalocean.com/products/marketplace/sla/): the share of tickets a support
    # target is met on, said as a share of the time (read as an availability of 90% beside the 99.0%)
    ("If you are a vendor and file a support ticket in response to a problem with the DigitalOcean Marketplace, we "
     "assure:\n\n  • A first response to a ticket within one business day 90% of the time per SLA period of one month.", None),
    # ... near miss: a service available a share of the time
    ("The Marketplace catalog will be available 99.0% of the time per SLA period of one month.", 99.0),
])
def test_a_support_targets_share_is_no_availability(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # DigitalOcean, CPU Droplet SLA (digitalocean.com/sla/cpu-droplets): the lost time paid back at its own rate, in a
    # table whose header names the credit
    ("Monthly Uptime | Service Credit |\n---|---|\nless than 99.99% | 100% of lost time at the hourly rate incurred |\n", 1),
    # Stacklogic, SLA (stacklogic.net/general-terms/service-level-agreement): the same, the table flattened to lines
    ("Monthly Uptime Service Credit\nless than 99.99% 100% of lost time at the hourly rate incurred\n", 1),
    # ... near miss: a share of the month's bill is a tier, no multiple of the downtime
    ("Monthly Uptime | Service Credit |\n---|---|\nless than 99.99% | 100% of monthly bill |\n", None),
])
def test_all_the_lost_time_is_a_one_times_credit(reads, text, expected):
    reads(text, "credit_downtime_multiple", expected, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # Civo, SLA page (civo.com/sla): the month's credit limited to the month's payment
    ("Credit Limit\n\nThe amount we'll credit you in any given month is limited to the amount you pay for your Civo "
     "services.", "credit_cap_pct", 100),
    # ... notice of platform upgrades, which are the planned outages (the urgent updates after it are the exception)
    ("Planned and notified outages excluded\n\nAs with any ever-evolving Cloud service, there may be times when we need to "
     "upgrade the platform. We’ll try to give at least 72 hours' notice ahead of any upgrades, but there may be urgent "
     "security or emergency stability updates that need applying on-the-fly.", "maintenance_notice_hours", 72),
    # ... and a credit of ten times what the outage would have cost
    ("See a credit in your account\n\nWe'll automatically give you a credit for 10x the amount you'd have paid for all "
     "affected services.", "credit_downtime_multiple", 10),
    # ... near misses: a fee limited to what a plan costs is no cap; a notice of a price change is no maintenance notice
    ("The setup fee in any given month is limited to the amount you pay for your plan.", "credit_cap_pct", None),
    ("We’ll give at least 30 days' notice ahead of any price increase.", "maintenance_notice_hours", None),
])
def test_civo_wordings(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # schnellno.de, Uptime information (SLA) (schnellno.de/knowledgebase.php?action=displayarticle&id=22): a refund asked
    # for downtime, sent within a time of the incident
    ("We agree to refund or credit clients upon request for downtime caused by us.\n\n"
     "The request for refund has to be sent no more than 14 days after the downtime incident took place.", 14),
    # ... near miss: a refund of a purchase, no downtime in reach
    ("Our shop sells domain names.\n\nThe request for refund has to be sent no more than 14 days after the purchase.", None),
])
def test_a_refund_request_for_downtime_is_a_claim(reads, text, expected):
    reads(text, "claim_window_days", expected, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # Nscale, Technical Support Service Level Objectives (docs.nscale.com/docs/help/service-level-objectives): the table's
    # header glued to the lead-in before it, as a page flattened loses the line break
    ("Nscale provides full support for service incidents and requests in accordance with the following table:| Priority | "
     "Support Hours | Initial Response Time | Resolution Target | \n|---|---|---|---|\n"
     "| P1 (Critical) | 24x7, 365 days | 15 Minutes | 4 hrs | \n| P2 (High) | 0900 – 1700 CET | 1 Hour | 24 hrs | \n",
     "response_minutes", 15),
    ("Nscale provides full support for service incidents and requests in accordance with the following table:| Priority | "
     "Support Hours | Initial Response Time | Resolution Target | \n|---|---|---|---|\n"
     "| P1 (Critical) | 24x7, 365 days | 15 Minutes | 4 hrs | \n| P2 (High) | 0900 – 1700 CET | 1 Hour | 24 hrs | \n",
     "recovery_hours", 4),
    # Latitude.sh, Support & SLA (docs.latitude.sh/docs/sla): the first reply to a request is the response
    ("SLA for Support and Network\nPriority | Business impact | First reply | Next update | Periodic Updates |\n"
     "---|---|---|---|---|\nLow | General questions | Up to 6 hours | N/A | N/A |\n"
     "Urgent | Major service failure | Up to 15 minutes | Up to 30 minutes | 30 minutes |\n", "response_minutes", 15),
    # ... near miss: a column of the next update is no response
    ("SLA for Support and Network\nPriority | Business impact | Next update |\n---|---|---|\n"
     "Urgent | Major service failure | Up to 30 minutes |\n", "response_minutes", None),
])
def test_support_tables(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # the European thousands left over from session 21: dots group thousands before a euro sign written after the amount
    # (Hetzner's price pages write "24,99 €"; "3.000 €" was read as 3)
    ("Monthly fee: 3.000 € per month.", "monthly_fee", 3000),
    ("The monthly recurring charge is 12.500 EUR.", "monthly_fee", 12500),
    # ... near miss: a dollar amount keeps its decimal point
    ("Monthly fee: $3.500 per month.", "monthly_fee", 3.5),
])
def test_dots_that_group_thousands_before_a_euro(reads, text, key, expected):
    reads(text, key, expected, language="en")


def test_a_range_with_one_multiplier_is_in_thousands_at_both_ends():
    # the "$10-20k" wording left over from session 21: the k after the high end is both ends' ("$10" was read)
    term = _term("The monthly fee is $10-20k depending on volume.", "monthly_fee")
    assert term is not None and {term.value, *(a.value for a in term.alternatives)} == {10000, 20000}


@pytest.mark.parametrize("key", ["sla_unit", "availability_pct"])
def test_a_table_comparing_providers_is_a_survey(key):
    # agent-1jy.pages.dev, "the SLA claim-window table nobody publishes": a table of nine providers' SLAs, one a row;
    # what others offer is nobody's term here (read at most as a low-confidence example, never as operative evidence)
    text = ("We fetched the public SLA and ToS texts of 9 GPU providers (2026-07-03).\n"
            "| Provider | Public uptime SLA | Claim window | Credit cap | Source |\n|---|---|---|---|---|\n"
            "| CoreWeave | 99.9% multi-region / 99% single | 10 days or forfeit | 50% of month | ToS |\n"
            "| Nebius | 99.5% per VM | 14 days after month end, or waived | 10–30% tiers | SLA |\n"
            "| Google Cloud A3/A4 | 99.9% single instance | 60 days | 10/25/100% tiers | SLA |\n")
    term = _term(text, key)
    assert term is None or term.confidence <= 0.2


def test_a_providers_own_table_of_services_is_no_survey(reads):
    # ... near miss: a provider's own table of its services' levels (Wavestack, docs.wavestack.cloud/support/sla/)
    reads("Service | Availability |\n---|---|\nCompute instances (regional) | 99.95% |\nOpenStack API | 99.9% |\n"
          "RGW Objectstore | 99.925% |\n", "claim_window_days", None, language="en")
    term = _term("Provider | Availability |\n---|---|\nCompute instances (regional) | 99.95% |\n", "availability_pct")
    assert term is not None and term.value == 99.95 and term.confidence > 0.2


@pytest.mark.parametrize("text, expected", [
    # CloudBud, SLA (cloudbud.tawk.help/article/service-level-agreement): the longest outage an urgent security patch may
    # cause unannounced, in a clause of its own (read as the shortest outage that counts)
    ("Additionally, the guarantee does not apply to scheduled maintenance with at least 24 hours' notice or urgent security "
     "patches, provided the outage does not exceed 10 minutes.", None),
    # ... near miss: outages under a length not counted
    ("Outages that do not exceed 10 minutes are not counted as downtime.", 10),
])
def test_a_security_patchs_outage_bound_is_no_minimum_outage(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="en")


def test_a_top_tier_up_to_an_unstated_level_drops_the_tier_list():
    # Wavestack, SLA (docs.wavestack.cloud/support/sla/): four services' levels, then tiers whose top band runs up to
    # "agreed SLA": without it the list would start at 99.0% and owe nothing for a month of 99.5%
    text = ("Service | Availability |\n---|---|\nCompute instances (regional) | 99.95% |\n"
            "Compute instances (zonal) | 99.5% |\nOpenStack API | 99.9% |\n"
            "The system availability is the measure of the time at which the respective system for the user was available "
            "as intended.\nThe system availability refers to the respective monthly average after deduction of the "
            "following:\nAvailablity | Credit (percentage of monthly spend) |\n---|---|\n"
            "Less than agreed SLA but equal to or greater than 99.0% | 10% |\n"
            "less than 99.0% but equal to or greater than 98% | 20% |\n"
            "Less than 98% but equal to or greater than 97% | 30% |\nLess than 97% | 40% |\n")
    assert _term(text, "credit_tiers") is None


def test_a_top_tier_up_to_the_one_stated_level_is_read():
    # ... near miss: one level stated, the top band runs up to it
    text = ("Service | Availability |\n---|---|\nCompute instances | 99.95% |\n"
            "The system availability refers to the respective monthly average after deduction of the following:\n"
            "Availablity | Credit (percentage of monthly spend) |\n---|---|\n"
            "Less than agreed SLA but equal to or greater than 99.0% | 10% |\n"
            "less than 99.0% but equal to or greater than 98% | 20% |\nLess than 98% | 40% |\n")
    term = _term(text, "credit_tiers")
    assert term is not None and term.value[0] == {"below_pct": 99.95, "credit_pct": 10.0}


def test_each_plans_tier_list_is_read_apart():
    # Symbiosis, SLA (symbiosis.host/sla): three plans, each with its level and its own ladder of credits; merged into
    # one list they owed the Starter plan 10% at 99.96% (the Enterprise plan's top tier)
    text = ("1. Service Availability\nStarter\n99.9%\nMonthly Uptime\nService Credits\n- < 99.9%: 10% credit\n"
            "- < 99.5%: 25% credit\n- < 99.0%: 100% credit\nRecommended\nProfessional\n99.95%\nMonthly Uptime\n"
            "Service Credits\n- < 99.95%: 10% credit\n- < 99.9%: 25% credit\n- < 99.5%: 100% credit\nEnterprise\n99.99%\n"
            "Monthly Uptime\nService Credits\n- < 99.99%: 10% credit\n- < 99.95%: 25% credit\n- < 99.9%: 100% credit\n")
    term = _term(text, "credit_tiers")
    assert term.value == [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.5, "credit_pct": 25.0},
                          {"below_pct": 99.0, "credit_pct": 100.0}]
    assert term.conflict and len(term.alternatives) == 2  # the other plans' lists, for review


@pytest.mark.parametrize("text, expected", [
    # Flowtriq, SLA (traztechnology.com/legal?tab=sla): the window an error rate is counted over is no shortest outage
    ('"Downtime" means the Service is unavailable or returning errors for more than 1% of requests over a 5-minute '
     'window, as measured by our monitoring systems.', None),
    # ... near miss: an outage that must last a time to count
    ('"Downtime" means the Service is unavailable for more than 5 consecutive minutes.', 5),
])
def test_an_error_rates_window_is_no_minimum_outage(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # Orinel, SLA (orinel.app/sla): the request in writing under the service-credit heading, counted from the affected month
    ("Service credits (enterprise)\n\nIf we fail to meet the 99.9% uptime commitment in a calendar month, enterprise "
     "customers may request a service credit.\n\nCredit is applied to the next invoice. Request in writing within 30 days "
     "of the end of the affected month.", 30),
    # ... near miss: a request in writing of something else, no credit or month affected in reach
    ("Copies of the audit report are available. Request in writing within 30 days of the audit.", None),
])
def test_a_request_in_writing_for_the_affected_month(reads, text, expected):
    reads(text, "claim_window_days", expected, language="en")


def test_a_credit_opening_the_line_after_its_band():
    # Servosphere (servosphere.net/sla.php): a credit matrix that lost its table, a band and its credit a line each; the
    # last lines run together ("50% Credit Below 95.0% Uptime 100% Credit" was read as 50% below 95.0%)
    text = ("Credit Calculation Matrix\n99.9% - 99.99% Uptime\n10% Credit\n99.0% - 99.9% Uptime\n25% Credit\n"
            "95.0% - 99.0% Uptime\n50% Credit\nBelow 95.0% Uptime\n100% Credit\nCredit Application Process\n")
    assert _term(text, "credit_tiers").value == [
        {"below_pct": 99.99, "credit_pct": 10.0}, {"below_pct": 99.9, "credit_pct": 25.0},
        {"below_pct": 99.0, "credit_pct": 50.0}, {"below_pct": 95.0, "credit_pct": 100.0}]


def test_a_top_tier_line_up_to_an_unstated_level_drops_the_lines_below():
    # HostupCloud, SLA (beta.hostupcloud.com/legal/sla): five services' levels, then tier lines whose top band runs up to
    # "SLA target" (read as [98.9: 25%, 95: 50%], owing nothing between 98.9% and the target)
    text = ("| Service | Uptime SLA |\n|---|---|\n| Shared Web Hosting | 99.9% |\n| Cloud VPS | 99.95% |\n"
            "| Network (Transit/Uplink) | 99.99% |\n3. SLA Credits\nWhen HostupCloud fails to meet the uptime SLA for a "
            "given service in a calendar month, eligible customers may claim a service credit calculated as follows:\n"
            "99.0% – SLA target\n10% of monthly fee\n95.0% – 98.9%\n25% of monthly fee\nBelow 95.0%\n50% of monthly fee\n")
    assert _term(text, "credit_tiers") is None


@pytest.mark.parametrize("text, key, expected", [
    # GMI Cloud, SLA exhibit (gmicloud.ai/legal/service-level-agreement-utopai): a reviewer's comment mark left after the
    # customer's name ("Utopai Studios Inc.[GL1]" was read as the name)
    ('This Service Level Agreement ("SLA") is made between GMI Cloud US Inc. ("Provider" or "GMI") and Utopai Studios '
     'Inc.[GL1] ("Client") for the provision of dedicated infrastructure services.', "customer", "Utopai Studios Inc."),
    # ... near miss: the provider's name, with no mark after it, reads as before
    ('This Service Level Agreement ("SLA") is made between GMI Cloud US Inc. ("Provider" or "GMI") and Utopai Studios '
     'Inc.[GL1] ("Client") for the provision of dedicated infrastructure services.', "vendor", "GMI Cloud US Inc."),
])
def test_a_comment_mark_after_a_partys_name(reads, text, key, expected):
    reads(text, key, expected, language="en")
