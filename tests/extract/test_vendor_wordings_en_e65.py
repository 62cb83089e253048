"""Real-world English colocation wordings of session 32's helper e65: pages about data centres that are articles or
glossary entries, no provider's offer (a headline asking why or what happens, a buyer's guide's title, an entry defining
its title; what data centres at large promise); a credit table's top band with no credit; an example written "eg.";
availability promised for what is "under our control".

Each positive has a near miss beside it.
"""

import pytest


@pytest.mark.parametrize("text, key", [
    # https://ircnf.com/en/blog/ai-data-center-liquid-cooling-2026 (read H100, 5.6 kW per rack and hybrid cooling)
    ("IRCNF\n\nWhy AI Is Forcing Data Centers to Rethink Cooling from the Ground Up\n\nA standard server rack in a "
     "traditional data center draws around 5 to 10 kilowatts. An NVIDIA H100 GPU draws around 700 watts under load -- a "
     "rack of eight H100s already hits 5.6 kilowatts.\n", "gpu_model"),
    ("IRCNF\n\nWhy AI Is Forcing Data Centers to Rethink Cooling from the Ground Up\n\nAt these densities, air cooling is "
     "not an option. Direct-to-chip cooling circulates coolant through a cold plate mounted directly on the processor "
     "die.\n", "cooling"),
    # https://nautilusdt.com/news-updates/what-happens-to-your-colo-contracts-when-a-tenant-upgrades-to-high-density-gpu-workloads/
    # (read H100 and air cooling)
    ("What Happens to Your Colo Contracts When a Tenant Upgrades to High-Density GPU Workloads\n\nMost colocation "
     "contracts were not written with AI in mind. They were written for servers that drew 5 to 10 kilowatts per rack, "
     "cooled by raised floors and computer room air handlers.\n", "cooling"),
    ("# What Happens to Your Colo Contracts When a Tenant Upgrades to High-Density GPU Workloads\n\nGPU workloads for AI "
     "break those assumptions immediately. A single DGX H100 system can pull over 10 kW on its own.\n", "gpu_model"),
])
def test_an_explainers_headline_makes_the_page_no_offer(reads, text, key):
    reads(text, key, None, language="en")


@pytest.mark.parametrize("text, key", [
    # https://disintermediate.global/glossary/colocation (read liquid cooling at 0.9 and 40 kW per rack at 0.5)
    ("Colocation\nColocation (colo) is a data centre service model where the facility provider supplies power, cooling, "
     "physical security, and network connectivity, while the tenant provides and operates their own IT equipment.\nGPU "
     "colocation differs from traditional enterprise colo in several ways: higher power density (40-120kW per rack vs "
     "5-10kW), liquid cooling requirements, heavier floor loading.\n", "cooling"),
    ("Colocation\nColocation (colo) is a data centre service model where the facility provider supplies power.\nGPU "
     "colocation differs from traditional enterprise colo in several ways: higher power density (40-120kW per rack vs "
     "5-10kW), liquid cooling requirements.\n", "rack_power_kw"),
    # https://probsee.com/p/Colocation_centre (read shared isolation): an encyclopedia's entry, "Updated" under its title
    ("Colocation centre\nUpdated\nA colocation centre, often abbreviated as \"colo,\" is a specialized data center "
     "facility that allows multiple organizations to rent physical space, while the provider delivers shared "
     "infrastructure including power, cooling, telecommunications connectivity, and physical security.\n",
     "tenant_isolation"),
])
def test_a_glossary_entry_reads_no_offer(reads, text, key):
    reads(text, key, None, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # ... near misses: a provider's page about itself under such a headline (our, us, we, choose), a section's words that
    # are no headline (lower case, fewer than five words), and a headline under the page's first paragraph (a section)
    ("Why Choose Our Colocation for Your GPU Racks\n\nEvery cabinet is delivered with 20 kW per rack and rear door heat "
     "exchangers.\n", "rack_power_kw", 20),
    ("Why it matters\n\nSimple pricing\n\nEvery cabinet is delivered with 20 kW per rack.\n", "rack_power_kw", 20),
    ("# Acme GPU Colocation\n\nEvery cabinet is delivered with 20 kW per rack and direct liquid cooling.\n\n## Why AI "
     "Teams Move Their Training Clusters Here\n\nWe answer within 15 minutes.\n", "cooling", "liquid"),
    ("Service Level Agreement\n\nWhy this SLA exists: Provider guarantees 99.99% power availability in each calendar "
     "month.\n", "availability_pct", 99.99),
    # ... near misses: a provider saying what its own service is (we, our, us in the defining sentence), a title that the
    # text under it does not define, and a contract's defined term under its title
    ("Colocation\nColocation is a service in which we supply each rack with 20 kW of power.\n", "rack_power_kw", 20),
    ("GPU Colocation\n\nOur colocation offers 20 kW per rack.\n", "rack_power_kw", 20),
    ("Cooling\nLiquid cooling is provided to every rack.\n", "cooling", "liquid"),
    ("Colocation Agreement\nColocation Services are the services set out in the Order Form. Provider supplies 20 kW per "
     "rack.\n", "rack_power_kw", 20),
    ("Service Level Agreement\nThe Service Level Agreement is a part of the Master Services Agreement. Provider "
     "guarantees 99.99% power availability.\n", "availability_pct", 99.99),
])
def test_a_providers_own_page_under_a_title_keeps_its_terms(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # https://dpdatacenters.com/blogs/how-to-evaluate-a-data-center-sla-what-actually-matters/ (read 99.999 at 0.9): a
    # buyer's guide's title makes the page advice; what the page quotes two SLAs promising is at most for review
    ("How to Evaluate a Data Center SLA (What Actually Matters)\n\nThis creates a market where two SLAs that both promise "
     "\"99.999% uptime\" can represent radically different contractual protections.\n", 0.3),
    ("How to Negotiate a Colocation SLA\n\nA provider that promises 99.999% uptime should say how it measures it.\n", 0.3),
    # ... near miss: a provider's own how-to section keeps its figure at full strength
    ("How to Request a Service Credit\n\nProvider guarantees 99.999% uptime. Open a ticket within 30 days.\n", 0.9),
])
def test_a_buyers_guide_title_makes_its_figures_advice(extracted, text, expected):
    term = extracted(text, "availability_pct", 99.999, language="en")
    assert (term.value, term.confidence) == (99.999, expected)


@pytest.mark.parametrize("text, key, expected", [
    # https://www.itproportal.com/2015/12/23/time-negotiate-better-data-centre-deal/ (read availability 100 and a cap of
    # 30 at 0.9): what data centres at large promise, and the market's typical SLA, are at most for review
    ("Most data centres promise 100 per cent availability and 100 per cent resilience.", "availability_pct", (100, 0.3)),
    ("Under the typical Service Level Agreement (SLA), the standard service credit of 5 per cent of the monthly fee kicks "
     "in, until typically reaching the 30 per cent cap.", "credit_cap_pct", (30, 0.3)),
    # ... near misses: the provider's own data centres, and a cap likened to the typical SLA's after it
    ("Provider's data centres promise 100 per cent availability.", "availability_pct", (100, 0.9)),
    ("Service credits are capped at 30 per cent of the monthly fee, as in the typical SLA.", "credit_cap_pct", (30, 0.9)),
])
def test_what_data_centres_at_large_promise_is_advice(extracted, text, key, expected):
    term = extracted(text, key, expected[0], language="en")
    assert (term.value, term.confidence) == expected


@pytest.mark.parametrize("text, expected", [
    # https://www.xcellhost.cloud/service-level-agreement/managed-colocation (read a credit cap of 99.999): the top band of
    # a credit table, where no credit is owed, is no cap
    ("The service Credits are set out below:\n\nUpto 99.999% No Credit\n99.999% - 99.99% 5% of Monthly Recurring Charge\n"
     "99.99% - 99.90% 10% of Monthly Recurring Charge\n", None),
    ("| Availability | Credit |\n|---|---|\n| Up to 99.999% | No Credit |\n| 99.999% - 99.99% | 5% of Monthly Recurring "
     "Charge |\n", None),
    # ... near misses: a cap with what earns no credit said after it in another clause or sentence
    ("Service credits are capped at 50%; no credit is owed for scheduled maintenance.", 50),
    ("Credits: up to 100% of the MRC. No credit applies to outages under 4 hours.", 100),
])
def test_a_credit_tables_band_with_no_credit_is_no_cap(reads, text, expected):
    reads(text, "credit_cap_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # the example written with one stop or none ("eg.", "Eg.", "E.g.", "e.g"), as "e.g." is: an example, no commitment
    ("Power per cabinet: eg. 10 kW per rack", None),
    ("Power per cabinet: Eg. 10 kW per rack", None),
    ("Power per cabinet: E.g. 10 kW per rack", None),
    ("Power per cabinet: e.g 10 kW per rack", None),
    # ... near misses: the example after the figure, and a word ending in "eg." that is no abbreviation
    ("Power per cabinet: 20 kW per rack; eg. GPU servers", 20),
    ("Power per cabinet: 20 kW per rack (reg. 5 kW)", 20),
])
def test_an_example_abbreviated_eg_is_an_example(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # https://zenex5ive.com/service-level-agreement-sla ("under" read as a bound, no level read)
    ("We can therefore provide you a guarantee that your service will operate without interruption due to any factor "
     "under our control for at least 99.99% of the time.", 99.99),
    # ... near misses: "under" as a bound of the figure still bounds it
    ("Your service will be available under 99.9% of the time.", None),
    ("Availability under our control: not guaranteed below 99.5%.", None),
])
def test_under_our_control_is_no_bound(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")
