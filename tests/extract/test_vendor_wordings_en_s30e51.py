"""Wordings from English cloud, GPU-compute and colocation SLAs (session 30, helper E51), in short excerpts.

Each positive has a near miss beside it: the same words about something else, which must keep reading.
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # LightYear Cloud SLA (lightyear.host/legal/sla, "3.1 Definition of Downtime"): a machine's failure to answer a
    # monitoring probe defines downtime; no one commits to reply to a fault in one minute (it read response 1 minute)
    ("\"Downtime\" means the total accumulated minutes during a calendar month during which a Service is unavailable. "
     "A Service is considered unavailable when it fails to respond to health check requests from LightYear's "
     "monitoring infrastructure for more than one (1) consecutive minute.", None),
    ("An instance is unavailable when it does not answer healthcheck probes for 5 minutes.", None),
    # ... near misses: the support team's reply to a ticket, and to an outage the monitoring found
    ("Our support team will respond to tickets within 15 minutes.", 15),
    ("When our monitoring detects an outage, support engineers will respond within 30 minutes.", 30),
])
def test_a_machines_answer_to_a_health_check_is_no_response_time(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a yearly cap of a year's rent is no month's cap of one month's rent (it read 100% of the monthly fee)
    ("Service Credits. The total Service Credits issued to Customer in any contract year shall not exceed the annual "
     "rent payable for that year.", None),
    ("Service credits in any year shall not exceed the yearly fees paid by Customer.", None),
    # ... near misses: a month's cap of the monthly rent or fee stays 100 (LiteCloud's SLA: "At no time will the Service
    # Credit percentage exceed the Cloud product monthly fee")
    ("Service Credits issued in any month shall not exceed the monthly rent payable for that month.", 100),
    ("At no time will the Service Credit percentage exceed the Cloud product monthly fee.", 100),
])
def test_a_cap_of_a_years_rent_is_no_months_cap(reads, text, expected):
    reads(text, "credit_cap_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # Cloudfira connectivity SLA ("Claiming Credits"): the claim is made by writing to the provider within the window
    ("Claiming Credits\nTo claim SLA credits, contact support@cloudfira.com within 30 days of the incident with your "
     "account details and incident reference. Credits are applied to the next invoice.", 30),
    ("To receive a service credit, email our billing team within 14 days of the outage.", 14),
    # ... near misses: the provider's answer to a claim, and contacting support about something that is no credit
    ("If you contact us about a service credit, we will review and respond within 10 business days.", None),
    ("Contact support within 2 hours to reschedule a delivery.", None),
])
def test_a_claim_made_by_writing_to_the_provider_has_its_window(reads, text, expected):
    reads(text, "claim_window_days", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # Cloudfira connectivity SLA ("Exclusions"): a plus sign written for "or more" after a duration
    ("Exclusions\nThe following are not covered by SLA credits:\n- Scheduled maintenance windows (notified 5+ days in "
     "advance)\n- Force majeure events", 120),
    ("Planned maintenance is announced 72+ hours in advance.", 72),
    # ... near misses: the same notice without the sign, and a sum that is no duration of its own
    ("Scheduled maintenance windows (notified 5 days in advance) are excluded.", 120),
])
def test_a_plus_sign_after_a_notice_is_or_more(reads, text, expected):
    reads(text, "maintenance_notice_hours", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # an order form's table of label and value rows, the site's total in one row and the count of cabinets in another:
    # each cabinet's share (it read the 480 kW total as each rack's power)
    ("# Order Form\n\n| Item | Value |\n|---|---|\n| Contracted power | 480 kW |\n| Cabinets | 24 |\n"
     "| Cooling | Direct liquid cooling |\n", 20),
    ("| Service | Quantity |\n|---|---|\n| Racks | 40 |\n| Total rack power | 1,200 kW |\n", 30),
    # ... near misses: a rack's own power in its row, stated beside the total, wins; a table with two counts of racks
    # (two sites) divides by neither
    ("| Item | Value |\n|---|---|\n| Rack power | 20 kW |\n| Racks | 24 |\n", 20),
    ("| Item | Value |\n|---|---|\n| Contracted power | 480 kW |\n| Cabinets | 24 |\n| Power per cabinet | 15 kW |\n", 15),
    ("| Item | Value |\n|---|---|\n| Contracted power | 480 kW |\n| Cabinets (Dallas) | 24 |\n"
     "| Cabinets (Ashburn) | 16 |\n", None),
])
def test_a_total_power_row_over_a_row_counting_cabinets_is_each_cabinets_share(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a site's build-out over its racks is no tenant's rack power (it derived 20 kW per rack from the campus's phase)
    ("Phase 1 of the campus delivers 10 MW in 500 racks, energised in Q3 2026. The Customer's suite is served from "
     "Phase 1.", None),
    ("The building houses 1.2 MW across 40 racks.", None),
    # ... near misses: the racks a party is given, at the same site
    ("The campus delivers 480 kW across 24 cabinets to Customer.", 20),
    ("Customer is allocated 1.5 MW of critical IT power delivered in 60 racks.", 25),
])
def test_a_sites_capacity_over_its_racks_is_no_tenants_rack_power(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # DynaCentri SLA ("Downtime, Outage, or System Failure Guarantee": "If our hardware, network, or service platform
    # fail for any continuous time period extending an hour, you may be eligible for a partial credit refund"): what
    # fails named by the verb, the length by "extending" (written here with "one hour": "an hour" is no number yet)
    ("If our hardware, network, or service platform fail for any continuous time period extending one hour, you may be "
     "eligible for a partial credit refund.", 60),
    ("If our hardware fails for a continuous period exceeding 30 minutes, you may be eligible for a credit.", 30),
    # ... near misses: a failure's repair time and a notice before maintenance are no shortest outage
    ("If a disk fails, we will restore service within 4 hours.", None),
])
def test_a_failure_lasting_longer_than_a_time_is_the_shortest_outage(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # LetsCloud SLA ("1. Definitions"): the machine the month's time is counted for, and the machine cut off
    ("\"Service Availability\" or \"Monthly Uptime Percentage\" is the percentage of total time during a calendar month "
     "that the LetsCloud infrastructure is available for a given running Virtual Machine instance.", "node"),
    ("\"Downtime\" is the total number of minutes within a calendar month during which a running Virtual Machine "
     "instance has no external connectivity.", "node"),
    # ... near misses: a feature offered for each server names no unit of the level
    ("Backups are available for each server at no cost. Our uptime is 99.9%.", None),
])
def test_the_machine_whose_time_is_counted_is_the_sla_unit(reads, text, expected):
    reads(text, "sla_unit", expected, language="en")
