"""Real-world English wordings of session 33's helper e67 (GPU clouds and colocation nobody here had read): a heading a
documentation site marks with its permalink's pilcrow ("How to claim¶"); a firm "dedicated to providing" its service; a
VPC named in a provider's catalogue of offerings.

Each positive has a near miss beside it.
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # https://docs.clouddigit.ai/reference/sla/ (MkDocs; claim window missed): the heading's pilcrow, right under the last
    # item of the list above it, made "How to claim" that item's words, and the claim under it no claim
    ("Exclusions¶\n- Force-majeure events as defined in the MSA\n- Scheduled maintenance announced ≥ 7 days in advance\n"
     "How to claim¶\n- Open a ticket within 30 days of the affected month\n- Reference the affected resource IDs and the "
     "time window\n", 30),
    ("Support¶\n- Email support@example.com\nClaiming credits¶\n- Open a ticket within 15 days of the affected month\n", 15),
    # ... near misses: a ticket of another kind under such a heading, and a pilcrow inside a line (a paragraph sign)
    ("Exclusions¶\n- Force-majeure events\nSupport¶\n- Open a ticket within 30 days of purchase to request a refund of "
     "setup work\n", None),
    ("Notices under ¶ 12 must be sent by registered mail.\n- Open a ticket within 30 days of purchase to get help\n", None),
])
def test_a_docs_sites_pilcrow_heading_frames_the_list_under_it(reads, text, expected):
    reads(text, "claim_window_days", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # https://panator.watchfront.net.uk/colocation-pricing/colocation-sla/ (read tenant_isolation dedicated at 0.9): a firm
    # devoted to its work isolates no tenant
    ("Watchfront are dedicated to providing professional, reliable and hassle free colocation of your servers\n\nAll our "
     "racks are in a secure temperature controlled environment with backup power supplies.\n", None),
    ("We are dedicated to providing reliable GPU servers for AI teams.", None),
    ("Acme is dedicated to delivering the best colocation for your servers.", None),
    # ... near misses: hardware dedicated to the customer, and dedicated servers no other tenant shares
    ("All racks in the cage are dedicated to the Customer and no other customer has access.", "dedicated"),
    ("The Customer receives dedicated servers, not shared with other tenants.", "dedicated"),
])
def test_dedicated_to_a_deed_is_no_isolation(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # https://utho.com/sla (read tenant_isolation network at 0.8): the provider's catalogue names a VPC among its products
    ("Utho provides Infrastructure-as-a-Service (IaaS) offerings including: Virtual Private Cloud (VPC), dedicated cloud "
     "servers, block & object storage, managed Kubernetes clusters, backup & snapshot services, and networking.", None),
    ("Our products include: VPC networking, GPU instances and object storage.", None),
    # ... near misses: the customer's own cluster in its own VPC, in a sentence after the catalogue or alone
    ("Our offerings include GPU cloud and storage. Each customer cluster runs in its own VPC.", "network"),
    ("Each customer GPU cluster runs in its own VPC.", "network"),
])
def test_a_vpc_in_a_catalogue_of_offerings_is_no_isolation(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # https://www.markettransfer.info/clause/power-availability (read a credit per hour of 3 and a cap of 100 at 0.9): a
    # clause library's page collects clauses other parties signed, its title closed by "Sample Clauses"
    ("Power Availability Sample Clauses\nPOPULAR SAMPLE Copied 1 times\nPower Availability. Except as otherwise stated "
     "herein, Element Critical will use commercially reasonable efforts to ensure that the critical data center power "
     "infrastructure supporting the Colocation Services will be available 100% of the time. Customer shall be entitled 3% "
     "of the portion of the MRC for the affected Service at the point the Service became unavailable and 3% for each 60 "
     "minute increment of downtime from the point of initial violation, up to 100% of the MRC for the affected Service.\n",
     "credit_cap_pct", (100, 0.3)),
    ("Service Credits Sample Clause\nCustomer shall receive a credit of 5% of the MRC for each hour of downtime.\n",
     "credit_per_hour_pct", (5, 0.3)),
    # ... near misses: a provider's own SLA under its title, and the words inside a title that they do not close
    ("Colocation Service Level Agreement\nPower Availability. Customer shall be entitled to 3% of the MRC for each 60 "
     "minute increment of downtime, up to 100% of the MRC for the affected Service.\n", "credit_cap_pct", (100, 0.9)),
    ("Service Credits (replacing the sample clauses of 2019)\nCustomer shall receive a credit of 5% of the MRC for "
     "each hour of downtime.\n", "credit_per_hour_pct", (5, 0.9)),
])
def test_a_clause_librarys_page_is_examples(extracted, text, key, expected):
    term = extracted(text, key, expected[0], language="en")
    assert (term.value, term.confidence) == expected
