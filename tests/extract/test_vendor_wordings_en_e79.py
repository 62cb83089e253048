"""Real-world English wordings of session 37's helper e79: the products an SLA's scope names are no tenancy promise
("This SLA covers VPS and dedicated servers", a clause headed "Dedicated Services Only"), and the customer's time to
write to billing after a hardware replacement is no repair time.

Each positive has a near miss beside it.
"""

import pytest


@pytest.mark.parametrize("text", [
    # session 36's finding: a product list in an SLA's scope; each customer's tenancy is what it bought
    "Service Level Agreement\n\nThis SLA covers VPS and dedicated servers.\n",
    "Service Level Agreement\n\nThis SLA applies to cloud servers and dedicated servers in all regions.\n",
    "Service Level Agreement\n\nThe following products are covered by this SLA: VPS, dedicated servers and object storage.\n",
    # ... and the same scope as a list under its lead-in
    "Service Level Agreement\n\nThis SLA covers:\n\n- VPS\n- dedicated servers\n",
    # https://www.liquidweb.com/about/dedicatedsla.html: "Hardware Replacement Service Level Agreement – Dedicated Services
    # Only / Liquid Web guarantees that in the event of a dedicated server hardware failure, the faulty hardware will be
    # replaced, in most cases, within 30 Minutes" (its network clause is "For all Services")
    "Service Level Agreement\n\nHardware Replacement Service Level Agreement – Dedicated Services Only\n\nLiquid Web "
    "guarantees that in the event of a dedicated server hardware failure, the faulty hardware will be replaced, in most "
    "cases, within 30 Minutes of identifying the problem.\n\nNetwork Uptime Service Level Agreement – For all Services\n\n"
    "Liquid Web guarantees network uptime to be 100%.\n",
])
def test_the_products_an_slas_scope_names_isolate_no_tenant(reads, text):
    reads(text, "tenant_isolation", None, language="en")


@pytest.mark.parametrize("text", [
    # ... near misses: a sentence of its own that says the hardware is the customer's alone still reads
    "Service Level Agreement\n\nThis SLA covers VPS and dedicated servers. Dedicated servers are single-tenant hardware.\n",
    "Service Level Agreement\n\nHardware Replacement – Dedicated Servers\n\nEach dedicated server is single-tenant "
    "hardware used exclusively by the Customer.\n",
    "Service Level Agreement\n\nThe Customer receives dedicated nodes in the cluster, used by no other tenant.\n",
])
def test_a_tenancy_said_of_the_hardware_still_reads_dedicated(reads, text):
    reads(text, "tenant_isolation", "dedicated", language="en")


def test_the_liquid_web_clauses_other_terms_stay(reads):
    text = ("Service Level Agreement\n\nHardware Replacement Service Level Agreement – Dedicated Services Only\n\nLiquid Web "
            "guarantees that in the event of a dedicated server hardware failure, the faulty hardware will be replaced, in "
            "most cases, within 30 Minutes of identifying the problem. In the event that this guarantee is not met, Liquid "
            "Web will issue a credit for ten times the actual amount of additional downtime recorded by service monitoring "
            "logs.\n")
    reads(text, "recovery_hours", 0.5, language="en")
    reads(text, "credit_downtime_multiple", 10, language="en")


# https://help.softsyshosting.com/en/knowledgebase/article/hardware-replacement-sla-dedicated-servers: "Customers must
# submit a support ticket with the billing department within 7 days of the hardware replacement." (read as a recovery of
# 168 hours; beside the page's "replaced within four hours" the 4 was for review)
SOFTSYS = ("Hardware Replacement SLA for Dedicated Server Customers\n\nOur Hardware Replacement Service Level Agreement (SLA) "
           "ensures that failed hardware components within our data center cabinets are replaced within four hours after "
           "verification of a support ticket.\n\nHow to Claim SLA Credits\n\n"
           "  • Customers must submit a support ticket with the billing department within 7 days of the hardware "
           "replacement.\n  • Credits are applied to future invoice payments, including renewals and new service orders.\n")


def test_the_time_to_write_to_billing_is_no_repair_time(reads):
    reads("Hardware Replacement SLA\n\nCustomers must submit a support ticket with the billing department within 7 days "
          "of the hardware replacement.\n", "recovery_hours", None, language="en")


def test_the_repair_time_beside_a_billing_deadline_is_sure(extracted, reads):
    got = extracted(SOFTSYS, "recovery_hours", 4, language="en")
    assert got.value == 4 and got.confidence >= 0.9
    reads(SOFTSYS, "claim_window_days", 7, language="en")


@pytest.mark.parametrize("text, hours", [
    # ... near misses: billing named after the repair time, and a repair counted from a support ticket, still read
    ("Hardware Replacement SLA\n\nFailed hardware is replaced within 4 hours of a support ticket; the billing department "
     "issues the credits.\n", 4),
    ("Hardware Replacement SLA\n\nAfter the Customer opens a support ticket, failed hardware will be replaced within 2 "
     "hours.\n", 2),
])
def test_a_repair_time_with_billing_or_a_ticket_beside_it_reads(reads, text, hours):
    reads(text, "recovery_hours", hours, language="en")


@pytest.mark.parametrize("text, site", [
    # session 36's "Servers are hosted in Frankfurt, the backup site in Amsterdam" reads Frankfurt (right); said with
    # "and" and no site word after the role, the place after the joiner was read as the site, the backup's
    ("Service Level Agreement\n\nServers are hosted in Frankfurt and the backup servers in Amsterdam.\n", "Frankfurt"),
    ("Service Level Agreement\n\nServers are hosted in Frankfurt am Main and the backups in Amsterdam.\n",
     "Frankfurt am Main"),
    ("Service Level Agreement\n\nServers are hosted in Frankfurt and replicated in Amsterdam.\n", "Frankfurt"),
])
def test_a_place_after_another_statement_is_not_the_site(extracted, text, site):
    got = extracted(text, "location", site, language="en")
    assert got.value == site and got.confidence >= 0.9 and not got.conflict


@pytest.mark.parametrize("text, site", [
    # ... near misses: one site, a city with its country, a site with the terms it is held under, stay sure
    ("Service Level Agreement\n\nServers are hosted in Frankfurt, the backup site in Amsterdam.\n", "Frankfurt"),
    ("Service Level Agreement\n\nServers are located in Amsterdam, Netherlands.\n", "Amsterdam, Netherlands"),
    ("Service Level Agreement\n\nThe Provider is headquartered in Dublin and hosts the Services in Amsterdam.\n",
     "Amsterdam"),
])
def test_one_site_stays_sure(extracted, text, site):
    got = extracted(text, "location", site, language="en")
    assert got.value == site and got.confidence >= 0.9 and not got.conflict


@pytest.mark.parametrize("text, kind, last", [
    # two sites joined were read as the first alone, sure ("Frankfurt"; "Frankfurt, Amsterdam" of three): which one
    # holds the customer's equipment is for review, a choice when "or" offers them
    ("Service Level Agreement\n\nServers are hosted in Frankfurt and Amsterdam.\n", "contradiction", "Amsterdam"),
    ("Service Level Agreement\n\nServers are hosted in Frankfurt, Amsterdam and London.\n", "contradiction", "London"),
    ("Service Level Agreement\n\nServers are hosted in Frankfurt or Amsterdam, as the Customer chooses.\n",
     "alternatives", "Amsterdam"),
])
def test_several_sites_joined_go_to_review(extracted, text, kind, last):
    got = extracted(text, "location", "x", language="en")
    assert got.conflict and got.conflict_kind == kind and got.confidence <= 0.5
    assert last in {got.value, *(a.value for a in got.alternatives)}
