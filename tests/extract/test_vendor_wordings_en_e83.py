"""Real-world English wordings of session 39's helper e83 (hosting and bare-metal vendors nobody here had read): a
translated SLA that calls a server's uptime its "operability"; a firm that "has dedicated significant resources" to its
network, which isolates no tenant.

Each positive has a near miss beside it. The last cases guard values these documents already read right.
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # https://leadhost.biz/en/terms-and-policies/sla (availability missed): the server's working share of the month,
    # called its operability, with a decimal comma and a space before the sign
    ("1. Running percentage of web-server (Hosting Site Availability). The mid percentage of web-server's operability per "
     "month: no less than 99,9 %.", 99.9),
    ("The mid percentage of web-server's operability per month: no less than 99,9 %.", 99.9),
    ("Server operability is guaranteed at 99.95% in each calendar month.", 99.95),
    # ... near misses: a share of something else beside the word, and the word inside another one
    ("Interoperability with 90% of the listed platforms is supported.", None),
    ("The operability of the server is checked daily by our staff.", None),
])
def test_a_servers_operability_is_its_availability(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


LEO_SERVERS = (
    # https://www.leoservers.com/terms-of-service/ (read tenant_isolation "dedicated" from the first sentence's verb)
    "This document outlines our commitment to delivering exceptional service quality. Leo Servers has dedicated "
    "significant resources to build one of the most robust networks in the industry. This achievement is supported by "
    "the following measures:\n"
    "Leo Servers is committed to ensuring quick resolution of hardware issues with a 7 days hardware replacement SLA for "
    "all current dedicated server plans. The 7 days timer begins once the hardware issue is confirmed via a support "
    "ticket and immediate maintenance is requested. If the hardware replacement is not completed within 7 days, you are "
    "entitled to a 10% SLA credit. For every additional day of delay, you may request an additional 1% credit. To claim "
    "a credit, please email the details of the outage and its duration to sales@leoservers.com. Credit requests must be "
    "submitted within 30 days of the incident. The total SLA credit cannot exceed 50% of the affected server’s monthly "
    "fee.\n"
)


@pytest.mark.parametrize("text, expected", [
    ("Leo Servers has dedicated significant resources to build one of the most robust networks in the industry.", None),
    ("We have dedicated considerable resources to our GPU infrastructure.", None),
    ("Acme has dedicated its engineers and servers to this network for ten years.", None),
    # ... near misses: a tenant's own hardware after the same verb form still reads
    ("Each customer has dedicated nodes in the cluster, not shared with other tenants.", "dedicated"),
    ("The customer receives dedicated hardware in a private cage.", "dedicated"),
])
def test_a_firm_that_has_dedicated_its_means_isolates_no_tenant(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="en")


def test_leo_servers_terms_read_as_a_lawyer_would(extracted):
    """The whole excerpt: no tenancy (its dedicated servers are a product's name), and its repair time, claim window and
    cap (these three read on 3273fc9 too: guards)."""
    extracted(LEO_SERVERS, "tenant_isolation", None, language="en")
    assert extracted(LEO_SERVERS, "recovery_hours", 168, language="en").value == 168
    assert extracted(LEO_SERVERS, "claim_window_days", 30, language="en").value == 30
    assert extracted(LEO_SERVERS, "credit_cap_pct", 50, language="en").value == 50


@pytest.mark.parametrize("text, key, expected", [
    # guards (read right on 3273fc9): https://www.snel.com/service-level-agreement/ — a footnote's sign after the level
    ("During the duration of this agreement we will ensure that the availability of our network and power facilities in "
     "our server rooms will be 99,99%¹.", "availability_pct", 99.99),
    # http://www.ovh.co.uk/items/sla.xml — a credit per hour of inaccessibility and its cap in words
    ("OVH guarantees the quality of connection and the accessibility of 99.9%, that means that total downtime should not "
     "exceed 43 minutes and 12 seconds a month. In case of a breach of this conditon , OVH will pay compensation of 2.5% of "
     "monthly cost of a service for every 60 minutes of server inaccessibility (a total sum of compensation cannot exceed "
     "the monthly cost of a service).", "credit_per_hour_pct", 2.5),
    # https://billing.chicagovps.net/index.php?rp=/knowledgebase/6/Uptime-Guarantee.html — a week to claim in
    ("If we fail to meet our guarantee, any account holder in good standings is open to request a credit within 1 week of "
     "the outage.", "claim_window_days", 7),
    # http://www.2008hosting.net/DedicatedServers/Network_Uptime_SLA.aspx — a day's fee per hour down
    ("In the event that Network infrastructure availability should fall below 99.95% in a given month due to our fault, "
     "we will refund you 1 day's cost of your monthly recurring charge per hour of the downtime.",
     "credit_downtime_multiple", 24),
    # https://cloud.ionos.com/terms-gtc/terms-enterprise-cloud/enterprise-agreement (IONOS Cloud's SLA) — "percent" in
    # words, and an amendment's notice is no maintenance notice
    ("2.2 IONOS Cloud Inc. undertakes to make commercially reasonable efforts to ensure the IONOS Cloud Compute Engine is "
     "available to a level of at least 99.95 percent on a monthly average.", "availability_pct", 99.95),
    ("1.2 IONOS Cloud Inc. reserves the right to amend the SLA at any time. IONOS Cloud Inc. shall inform You of the "
     "amendment ten working days before it comes into effect. In the event of any material adverse changes to this "
     "Agreement, we shall notify You at least 90 days in advance.", "maintenance_notice_hours", None),
])
def test_unseen_vendors_values_already_read(reads, text, key, expected):
    reads(text, key, expected, language="en")
