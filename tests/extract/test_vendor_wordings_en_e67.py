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


@pytest.mark.parametrize("text, key", [
    # https://pricegpu.pages.dev/blog/h100-vs-a100-cloud-price (read 8 GPUs per node at 0.9): a post announcing what it
    # works through; its figures are the market's, no contract's
    ("pricegpu\n\nH100 vs A100 Cloud Pricing: When the Upgrade Pays Off\n\nThe H100 SXM costs roughly 60–70% more per hour "
     "than an A100 80GB on most cloud platforms. This post works through the math for the three workloads where GPU choice "
     "matters most: LLM pre-training, inference serving, and fine-tuning.\n\nFor multi-GPU configurations, these prices "
     "scale roughly linearly. An 8×H100 node runs $20–$32/hr; an 8×A100 node runs $12–$20/hr.\n", "gpus_per_node"),
    # https://www.gmicloud.ai/en/blog/h100-price-range-comparison (read H100 at 0.9)
    ("The Same H100 Can Cost Under a Dollar or Nearly Fifteen, and the Spread Tells You More Than Any Single Quote\n\nA team "
     "prices an H100 across providers and finds quotes ranging from roughly $0.52 to nearly $14.90 per GPU-hour. This "
     "article explains what drives the range, where a given quote sits and why, and how to read a price before you treat "
     "it as a deal.\n\nWhy One GPU Has Many Prices\n\nThe H100 is a fixed piece of hardware, but the rate attached to it "
     "encodes several independent decisions.\n", "gpu_model"),
])
def test_a_post_or_article_announcing_itself_states_no_terms(reads, text, key):
    reads(text, key, None, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # ... near misses: a contract's own Article explaining how it works, and a post's words under a later heading
    ("Service Level Agreement\n\nThis Article explains how Service Credits are calculated. Provider guarantees 99.9% "
     "availability of each node with 8x H100 GPUs per node.\n", "gpus_per_node", 8),
    ("Service Level Agreement\n\nThis Article explains how Service Credits are calculated. Provider guarantees 99.9% "
     "availability of each node with 8x H100 GPUs per node.\n", "gpu_model", "H100"),
    ("# Acme GPU Cloud Order Form\n\nEach node carries 8x H100 GPUs.\n\n## Related reading\n\nThis post compares clouds.\n",
     "gpus_per_node", 8),
])
def test_a_contracts_article_keeps_its_terms(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, key", [
    # https://www.vxchnge.com/blog/improvements-data-center-efficiency-cool-costs (read air cooling at 0.9): an article
    # saying what it will give the reader
    ("Improvements in Data Center Efficiency Cool Down Costs\n\nBy: Blair Felter on June 17, 2014\n\nIt’s no industry "
     "secret that data centers require a lot of power and resources. This article will give you some real-world methods "
     "companies are using to improve data center efficiency today.\n\nAisle containment\n\nWith aisle containment, chilled "
     "air is sent directly into the air handlers for each server and hot air exhaust is collected from the back of the "
     "server.\n", "cooling"),
    # https://electronmetal.ca/pages/a-beginners-guide-to-data-center-cooling-efficiency: its title and its announcement
    # (the figure under them is ours: the stored page breaks off before its own)
    ("A Beginner's Guide to Data Center Cooling Efficiency\n\nEvery rack in a modern hall is cooled by direct liquid "
     "cooling at 30 kW per rack.\n", "cooling"),
    ("Data Center Cooling Efficiency\n\nThis guide will introduce three core concepts that are essential for understanding "
     "and improving data center efficiency.\n\nEvery rack in a modern hall is cooled by direct liquid cooling.\n", "cooling"),
])
def test_an_article_or_guide_saying_what_it_will_give_states_no_terms(reads, text, key):
    reads(text, key, None, language="en")


@pytest.mark.parametrize("text, expected", [
    # ... near misses: a contract's Article that will survive, and a guide named later in a provider's page
    ("Acme Colocation\n\nEvery rack is cooled by direct liquid cooling at 30 kW per rack.\n\nThis Article will survive "
     "termination of the Agreement.\n", "liquid"),
    ("# Acme GPU Colocation\n\nEvery rack is cooled by direct liquid cooling.\n\n## Related\n\nA Beginner's Guide to "
     "Colocation Contracts\n", "liquid"),
])
def test_a_contracts_article_that_will_survive_keeps_its_terms(reads, text, expected):
    reads(text, "cooling", expected, language="en")
