"""Wordings from English hosting and server SLAs of vendors outside the corpus (session 29, helper E57), in short
excerpts: a credit of N times "the amount of time" down, a repair overrun that is no shortest outage, a rate per half
hour with the fee named in a possessive, and a plan's feature list naming its level as "99.95% SLA".

Each positive has a near miss beside it that must keep reading as it did.
"""

import pytest

# Icene's SLA (https://www.icene.net/company/legal-policies/service-level-agreement), in short
ICENE_NETWORK = (
    "Icene guarantees network availability for our public Internet network to be 100%. In the event that our network "
    "does not experience 100% network uptime in a given month, Icene will refund 5% of the customer's monthly service "
    "fees for those servers affected, for each 30 minutes of network downtime experienced up to 100% of the monthly "
    "service fees for those servers affected."
)
ICENE_HARDWARE = (
    "Icene guarantees to replace any of our failed server hardware components within one hour of problem "
    "identification. In the event that it takes Icene longer than one hour to replace any failed hardware component "
    "after problem identification, Icene will refund the customer 5% of the monthly service fees for each 60 minutes "
    "of downtime up to 100% of clients's monthly service fees for the affected server."
)


@pytest.mark.parametrize("text, expected", [
    # the downtime named as a stretch of time, what it stretched over told after it (it read nothing)
    ("In the event that a hosting plan does not experience 100% uptime in a given month, you are eligible for a "
     "prorated credit equal to ten times (10x) the amount of time that the hosting plan was down for.", 10),
    ("Customers receive a service credit of 5x the amount of time their server was offline.", 5),
    # ... near misses: a multiple of a fee is no multiple of the downtime; a plain "times the downtime" reads as before
    ("Customers receive a service credit of 5x the length of time their servers were unavailable.", 5),
    ("Customers receive a service credit equal to ten times the monthly fee.", None),
    ("You are eligible for a credit equal to ten times the downtime.", 10),
])
def test_a_credit_of_n_times_the_amount_of_time_down(reads, text, expected):
    reads(text, "credit_downtime_multiple", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # the time the provider takes over a repair is a recovery commitment overrun (it read a 60-minute shortest outage)
    (ICENE_HARDWARE, None),
    ("In the event that it takes us longer than four hours to repair a failed component, we will credit 5% of the "
     "monthly fee for each hour of downtime.", None),
    # ... near misses: an outage's own length keeps reading
    ("Outages lasting longer than one hour count as downtime.", 60),
    ("Downtime periods longer than 15 minutes are credited at 5% of the monthly fee for each hour of downtime.", 15),
])
def test_a_repair_overrun_is_no_shortest_outage(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="en")


def test_a_repair_overrun_keeps_its_recovery_time(reads):
    reads(ICENE_HARDWARE, "recovery_hours", 1, language="en")


HOURLY = "Hardware replacement overruns are credited at 5% of the monthly fee for each hour of downtime."


@pytest.mark.parametrize("text, values", [
    # a rate per half hour with the fee named in a possessive and the period after a comma is 10% an hour, read beside
    # the per-hour rate it contradicts (the possessive and the comma kept it unread: the hardware clause's 5 stood alone)
    (ICENE_NETWORK + "\n\n" + ICENE_HARDWARE, {10, 5}),
    ("We will credit 2% of the client's monthly fee, for each 30 minutes of downtime. " + HOURLY, {4, 5}),
    # ... or per half hour (a colocation clause on Law Insider, https://www.lawinsider.com/clause/colocation-services:
    # "Availability Compensation <99.0% 5% for every half hour of service violation")
    ("Network outages are credited at 3% of the monthly fee for every half hour of downtime. " + HOURLY, {6, 5}),
])
def test_a_rate_per_half_hour_of_a_possessive_fee_is_read_beside_the_hourly_one(extracted, text, values):
    term = extracted(text, "credit_per_hour_pct", True, language="en")
    assert {term.value} | {a.value for a in term.alternatives} == values
    assert term.confidence <= 0.5


def test_the_hourly_rate_alone_reads_as_before(extracted):
    # ... near miss: one rate, no conflict
    term = extracted(HOURLY, "credit_per_hour_pct", 5, language="en")
    assert term.value == 5 and not term.alternatives and term.confidence >= 0.9


# ITLDC's SLA levels (https://itldc.com/support/sla): each tier's features one a line, the level as "99.95% SLA"
ITLDC = (
    "SLA Levels\nTier I\n- 99.95% SLA\n- 24/7/365 support\n- Tickets\n- 12 hr response time\n- Included\n"
    "Tier II\n- 99.99% SLA\n- 24/7/365 support\n- Tickets\n- 4 hr response time\n- €99/month\n"
)


def test_a_plans_feature_list_names_its_level_as_sla(extracted):
    # it read no availability: "SLA" after the figure names the level, each tier's one its own option
    term = extracted(ITLDC, "availability_pct", True, language="en")
    assert {term.value} | {a.value for a in term.alternatives} == {99.95, 99.99}
    assert term.confidence <= 0.5


@pytest.mark.parametrize("text, expected", [
    ("Our dedicated GPU servers come with a 99.95% SLA.", 99.95),
    ("- 99.99% SLA\n- 30 min response time", 99.99),
    # ... near misses: "uptime" reads as before; a credit named after the agreement, and "SLA" before a share of the fee
    ("- 99.9% uptime SLA", 99.9),
    ("If the hardware is not replaced in time, you may request a 10% SLA credit.", None),
    ("Under this SLA, 10% of the fee is credited for each hour of downtime.", None),
])
def test_sla_right_after_a_figure_names_the_level(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # an article tracing densities and PUE over the years (the form of Uptime Institute survey write-ups): a trend's
    # figures are no rack's power or site's PUE (they read 8.4 at review beside 40, and a PUE of 2.5)
    ("In 2011, the average rack drew 2.4 kW; by 2020 the average had risen to 8.4 kW per rack. Today, AI training "
     "clusters routinely require 40 kW per rack.", "rack_power_kw", None),
    ("The average PUE has fallen from 2.5 in 2007 to 1.58 in 2023, according to the survey.", "pue", None),
    ("Industry-wide PUE dropped from 1.98 in 2011 to 1.55 in 2022.", "pue", None),
    # ... and a density forecast (Inflect's colocation guide, https://inflect.com/blog/ai-inference-colocation-power-
    # cooling-and-network-requirements-for-gpu-ready-data-centers; CoLoGPU's, https://cologpu.com/blog/colocation-
    # hosting-ai-workloads): it read 25 at review beside 600, and 100
    ("GPU rack power has climbed from roughly 25 kW to 130+ kW in two years and is projected to exceed 600 kW per rack "
     "by 2027.", "rack_power_kw", None),
    ("A single rack of GPU servers can draw 30-50kW, with next-generation systems pushing toward 100kW per rack.",
     "rack_power_kw", None),
    # ... near misses: the site's own figures keep reading, a past order's figure beside the new one does not
    ("Each rack is provisioned at 40 kW per rack, up from 20 kW in the original order.", "rack_power_kw", 40),
    ("Demand for power has risen sharply, and each rack is provisioned at 40 kW.", "rack_power_kw", 40),
    ("Each cabinet is provisioned at 30 kW; demand is projected to grow next year.", "rack_power_kw", 30),
    ("The PUE of the facility shall not exceed 1.3 from 2025.", "pue", 1.3),
])
def test_figures_traced_over_the_years_are_no_terms(reads, text, key, expected):
    reads(text, key, expected, language="en")
