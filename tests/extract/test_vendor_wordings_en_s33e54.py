"""Wordings from English SLAs, colocation order forms and support pages (session 33, helper E54), in short excerpts:
a time unit counted by its article ("an hour", "a half hour"), a total of rack power over racks it does not count,
and a support card's figure led by a comparison sign under its colon label.

Each positive has a near miss beside it: the same words about something else, which must not become the term
(or must become another value).
"""

import pytest


@pytest.mark.parametrize("text, key, expected", [
    # an article counting one hour: DynaCentri's SLA ("If our hardware, network, or service platform fail for any
    # continuous time period extending an hour, you may be eligible for a partial credit refund"); it read nothing
    ("If our hardware, network, or service platform fail for any continuous time period extending an hour, you may be "
     "eligible for a partial credit refund.", "min_outage_minutes", 60),
    ("Provider will respond to a Priority 1 ticket within an hour.", "response_minutes", 60),
    ("Notice of maintenance will be given an hour in advance.", "maintenance_notice_hours", 1),
    # ... and "a half hour", which read as a share of 50% (an efrac "a half"), and "half hour" with no article
    ("Provider will restore service within a half hour.", "recovery_hours", 0.5),
    ("Provider will respond within a half-hour of the ticket.", "response_minutes", 30),
    # ... near misses: "a day" and "a month" are a rate's period, no length ("24 hours a day"); a price "an hour" is no
    # response; "an" before no hour counts nothing
    ("Support is staffed 24 hours a day and answers tickets.", "response_minutes", None),
    ("Remote hands cost $75 an hour and respond to tickets.", "response_minutes", None),
    ("Provider will respond within an H100 node's queue.", "response_minutes", None),
])
def test_an_article_counts_one_hour(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text", [
    # a total spread over racks it does not count, or labelled as all racks' total: no rack's power, whatever count of
    # racks another sentence gives (it read 480 kW per rack; session 32's closing note)
    "The Customer has 480 kW of contracted power across its racks.\nThe Customer has 24 racks.\n",
    "Provider delivers 600 kW of critical power distributed across the Customer's cabinets.\n",
    "Total rack power: 480 kW\n",
    "# Colocation Order Form\n\nTotal rack power: 480 kW.\n\nThe deployment has 24 racks.\n",
    "| Item | Value |\n|---|---|\n| Total rack power | 480 kW |\n| Term | 36 months |\n",
    "Aggregate cabinet power: 1.2 MW\n",
])
def test_a_total_over_uncounted_racks_is_no_racks_power(reads, text):
    reads(text, "rack_power_kw", None, language="en")


@pytest.mark.parametrize("text, expected", [
    # ... near misses: a rack's own figure beside the same words, a count bound to the total, one rack's title
    ("20 kW per rack across its racks.\n", 20),
    ("Provider delivers 20 kW for the rack.\n", 20),
    ("The Customer has 20 kW of contracted power in each of its racks.\n", 20),
    ("Total rack power: 480 kW (24 racks)\n", 20),
    ("Total rack power: 480 kW across 24 racks.\n", 20),
    ("| Item | Value |\n|---|---|\n| Total rack power | 480 kW |\n| Racks | 24 |\n", 20),
    ("Total power per rack: 20 kW\n", 20),
    ("# Cabinet specification\n\nTotal cabinet power: 15 kW\n", 15),
    ("Total rack power is capped at 20 kW per rack.\n", 20),
])
def test_a_racks_own_power_keeps_reading(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # a support page's card flattened: its colon label over a figure led by a comparison sign or word (it read
    # nothing; "Within 15 minutes" read since session 31)
    ("Priority Support\n\nResponse time:\n\n< 15 minutes\n", "response_minutes", 15),
    ("Priority Support\n\nResponse time:\n<15 minutes\n", "response_minutes", 15),
    ("Priority Support\n\nResponse time:\n\n&lt; 30 minutes\n", "response_minutes", 30),
    ("Priority Support\n\nResponse time:\n\nLess than 1 hour\n", "response_minutes", 60),
    # ... near misses: the sign before a figure whose line goes on, and another label's figure
    ("Priority Support\n\nResponse time:\n\n< 15 minutes per ticket for 3 teams of engineers\n", "response_minutes",
     None),
    ("Priority Support\n\nInvoice dispute window:\n\n< 30 days\n", "response_minutes", None),
])
def test_a_colon_label_names_a_figure_led_by_a_sign(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a title of several words ending on an example word, alone on its line with no markup, makes its section an
    # example as one word did ("Simple example" over "Consider two illustrative offers ... Provider A quotes $5 per
    # GPU-hour": https://www.computetape.com/learn/what-is-a-neocloud-service-level-agreement/ read a price of 5)
    ("Why it matters\n\nSimple example\n\nConsider two illustrative offers for comparable GPU capacity. Provider A quotes "
     "$5 per GPU-hour with limited downtime remedy.\n", None),
    ("Pricing\n\nBilling Examples\n\nA node at $2.10 per GPU-hour run for 3 hours costs $6.30.\n", None),
    # ... near misses: a title with no example word, and one whose example word does not end it, keep the price
    ("Why it matters\n\nSimple pricing\n\nProvider quotes $5 per GPU-hour with limited downtime remedy.\n", 5),
    ("Pricing\n\nAn example of our service quality\n\nWe charge $5 per GPU-hour.\n", 5),
])
def test_a_bare_title_of_words_ending_on_example(reads, text, expected):
    reads(text, "price_gpu_hour", expected, language="en")


ADVISORY = ("TENANT ADVISORY\n\nData Center Colocation Pricing: 2026 Cost Per Rack & kW\n\nColocation data center pricing "
            "depends on space, power, bandwidth, connectivity, redundancy, and location.\n\n")


@pytest.mark.parametrize("text, expected", [
    # an article announcing itself in its opening: its figures are the market's, no contract's (an advisory's page,
    # https://encoradvisors.com/data-center-colocation-pricing/, read "standard deployments at 3-5 kW per rack" as the
    # rack's power)
    (ADVISORY + "This article breaks down the major cost drivers behind colocation pricing.\n\nKey Takeaways\n\n"
     "• AI workloads are creating a two-track colocation market: standard deployments at 3-5 kW per rack, and "
     "high-density AI colocation at 20-100 kW or more per rack.\n", None),
    ("Mastering Data Center Colocation Pricing\n\nThis guide breaks down the various components that influence your "
     "monthly recurring costs.\n\nPower Density\n\nHigh-density cabinets are provisioned at 30 kW per rack.\n", None),
    ("Colocation for AI R&D\n\nMarcus Elwood\n2026-05-03\n23 min read\n\nAI racks are provisioned at 40 kW per rack.\n",
     None),
    # ... near misses: a contract's own article of that name, and a clause the article words stand in, keep reading
    ("ARTICLE 5 POWER\n\nThis Article covers the power delivered to the Customer. Provider shall deliver 20 kW per "
     "rack.\n", 20),
    ("ARTICLE 5 POWER\n\nThis Article will survive termination. Provider shall deliver 20 kW per rack.\n", 20),
    ("ARTICLE 5 POWER\n\nIn this Article, we means the Provider. We shall deliver 20 kW per rack.\n", 20),
])
def test_an_article_announcing_itself_states_no_term(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a GPU spec table's NVLink column is the GPUs' links inside a node, no network port: a knowledge base's table
    # (https://git.hubacek.cloud/Fossil/knowledge-base/src/branch/main/AI-INFRASTRUCTURE.en.md) read 900 GB/s as a
    # 7200 Gb/s port, its "8× in DGX H100" cell taken for a count of ports
    ("| GPU | Architecture | HBM | NVLink | TDP | Rack config |\n|---|---|---|---|---|---|\n"
     "| H100 SXM | Hopper | 80 GB HBM3 | 900 GB/s | 700 W | 8× in DGX H100 |\n"
     "| B200 | Blackwell | 192 GB HBM3e | 1,800 GB/s | 1,000 W | 8× in DGX B200 |\n", None),
    ("| GPU | NVLink | Rack |\n|---|---|---|\n| H100 SXM | 900 GB/s | 8× in DGX H100 |\n", None),
    # ... near misses: the network's own column beside it, a count of ports in the fabric's cell, and a sentence
    # naming NVLink beside the fabric keep reading
    ("| Node | NVLink | Compute fabric |\n|---|---|---|\n| HGX H100 | 900 GB/s | 400 Gb/s InfiniBand |\n", 400),
    ("| Node | Interconnect |\n|---|---|\n| H100 SXM | 8× 400 Gb/s InfiniBand |\n", 400),
    ("Nodes are joined by NVLink inside and by a 400 Gb/s NDR InfiniBand compute fabric between them.\n", 400),
])
def test_a_column_named_for_nvlink_holds_no_port_rate(reads, text, expected):
    reads(text, "interconnect_gbps", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a data hall's hot/cold aisles are its air's layout, no storage tiers (a page on liquid cooling for GPU racks,
    # https://heathertechnologies.com/pages/liquid-cooling-for-ai-gpu-racks-cdus-and-rdhx-guide: "Hot/cold aisle
    # containment remains a baseline requirement under ASHRAE TC 9.9 guidance" read tiered storage)
    ("Hot/cold aisle containment remains a baseline requirement under ASHRAE TC 9.9 guidance.\n", None),
    ("Cabinets are arranged in a hot/cold-aisle layout with blanking panels.\n", None),
    # ... near misses: hot/cold data and storage tiers keep reading
    ("Datasets are tiered into hot/cold data on NVMe and object storage.\n", True),
    ("We offer hot/cold storage tiers for training data.\n", True),
])
def test_hot_cold_aisles_are_no_storage_tiers(reads, text, expected):
    reads(text, "storage_tiers", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a trigger in the next cell names that cell, no word of the figure's: a GPU hosting explainer's table
    # (https://gigagpu.com/gpu-server-uptime-reliability-sla/, "| AI Workload Type | Impact of 1 Hour Downtime |
    # Recovery Complexity |") read a recovery of 1 hour
    ("| AI Workload Type | Impact of 1 Hour Downtime | Recovery Complexity |\n|---|---|---|\n"
     "| Production inference API | Failed requests, user impact | Low (restart service) |\n", None),
    ("| Type | Impact |\n|---|---|\n| Outage of 1 hour | Recovery is slow |\n", None),
    # ... near misses: the trigger in the figure's own cell, or in its column's header, keeps reading
    ("| Item | Commitment |\n|---|---|\n| Hardware | Failed parts replaced within 4 hours |\n", 4),
    ("| Item | Commitment |\n|---|---|\n| Hardware | 4 hours to replace |\n", 4),
    ("| Failure | Recovery |\n|---|---|\n| GPU node | 4 hours |\n", 4),
])
def test_a_trigger_in_the_next_cell_names_no_figure(reads, text, expected):
    reads(text, "recovery_hours", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a share below a half is no availability level (a GPU pricing report,
    # https://aiapiplaybook.com/blog/gpu-cloud-pricing-2026-a100-vs-h100-vs-serverless-inference-compared: "Spot
    # instances cut those numbers by 40–70% — but with availability risk attached" read an availability of 40)
    ("Spot instances cut those numbers by 40–70% — but with availability risk attached.\n", None),
    ("GPU availability is 45% in the spot market this quarter.\n", None),
    # ... near misses: low but real levels keep reading
    ("The Service Level is 97%.\n", 97),
    ("Monthly availability shall be at least 95%.\n", 95),
])
def test_a_share_below_half_is_no_availability(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # prices reported across the market are nobody's price (a GPU cloud's blog,
    # https://www.gmicloud.ai/en/blog/h100-price-range-comparison, read $14.90 per GPU-hour from "A team prices an H100
    # across providers and finds quotes ranging from roughly $0.52 to nearly $14.90 per GPU-hour")
    ("A team prices an H100 across providers and finds quotes ranging from roughly $0.52 to nearly $14.90 per "
     "GPU-hour for what looks like identical hardware.\n", None),
    ("An H100 on-demand ranges from $2.00-$4.00/GPU/hour depending on provider.\n", None),
    # ... near misses: a provider's own price, and one that depends on the customer's region, keep reading
    ("Provider charges $2.10 per GPU-hour for H100 instances.\n", 2.1),
    ("H100 instances are billed at $2.10 per GPU-hour depending on the region selected by Customer.\n", 2.1),
])
def test_prices_reported_across_providers_are_no_price(reads, text, expected):
    reads(text, "price_gpu_hour", expected, language="en")
