"""Wordings from English GPU cloud and colocation pages (session 28, helper E46), in our own words.

Each positive has a near miss beside it: the same words about something else, which must keep reading.
"""

import pytest


@pytest.mark.parametrize("text, key, expected", [
    # the technology a page compares its own against, or says its own replaces, is not the site's (as 较传统风冷 in Chinese)
    ("Our direct-to-chip liquid cooling cuts energy use by 30% compared with air cooling.", "cooling", "liquid"),
    ("Compared with traditional air cooling, our liquid cooling saves 30% of the power.", "cooling", "liquid"),
    ("Unlike traditional air-cooled facilities, we use direct liquid cooling.", "cooling", "liquid"),
    ("Direct liquid cooling replaces air cooling in our GPU halls.", "cooling", "liquid"),
    ("Our liquid cooling is 40% more efficient than conventional air cooling.", "cooling", "liquid"),
    ("Our GPU cluster uses RoCE instead of InfiniBand.", "interconnect", "roce"),
    # ... near misses: the comparison far from the value word, a count between, or the new technology named after
    # 'replaced by'
    ("Unlike other providers, our racks are air-cooled.", "cooling", "air"),
    ("Compared with last year, we added 100 air-cooled racks.", "cooling", "air"),
    ("We run more than 100 air-cooled racks.", "cooling", "air"),
    ("Unlike Ethernet, RoCE offers lossless transport for GPU nodes.", "interconnect", "roce"),
    ("We offer traditional air-cooled racks and direct liquid cooling for GPU racks.", "cooling", "hybrid"),
])
def test_a_technology_compared_against_is_not_the_sites(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a table row's first cell labels the rest of its row as "Label:" labels the rest of its line: a spec sheet's
    # "| Networking | 400G InfiniBand |" is "Networking: 400G InfiniBand"
    ("| Component | Detail |\n|---|---|\n| CPU | 2x AMD EPYC 9654 |\n| Networking | 400G InfiniBand |\n"
     "| Storage | 30 TB NVMe |\n", "infiniband"),
    ("| CPU | 2x AMD EPYC 9654 |\n| Networking | 400G InfiniBand |\n| Storage | 30 TB NVMe |\n", "infiniband"),
    ("| Item | Detail |\n|---|---|\n| **Network** | 100G RoCE |\n", "roce"),
    # ... near misses: a header row's first cell names a column, not the row; a row's label of another thing
    ("| Networking | Ethernet |\n|---|---|\n| Office | yes |\n", None),
    ("| Item | Detail |\n|---|---|\n| Office | Ethernet drops in every suite |\n", None),
])
def test_a_table_rows_label_names_its_value_as_a_line_label(reads, text, expected):
    reads(text, "interconnect", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a kind of dedicated server named as the product sold (its service level or price class before it) is a product's
    # name, as "our dedicated servers" is: no promise that no other customer shares the hardware
    ("We offer unmanaged dedicated servers with GPUs from $1.99/hr.", None),
    ("Managed dedicated servers and cloud GPU instances, billed monthly.", None),
    ("Fully managed dedicated servers with H100 GPUs in Amsterdam.", None),
    # ... near misses: hardware said to be no other tenant's still reads, the product named beside it or not
    ("You get dedicated hardware not shared with other tenants.", "dedicated"),
    ("Unmanaged dedicated servers: each server is used exclusively by one customer.", "dedicated"),
    ("All GPU servers are dedicated to a single customer.", "dedicated"),
])
def test_a_dedicated_server_product_is_no_tenant_isolation(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # what a rack is able to draw, said of racks in general, is a load's capability, no rack power sold
    ("A single AI rack can now push 30 to 80 kilowatts.", None),
    ("Today a GPU rack can easily draw 40-100 kW.", None),
    ("A rack of accelerators could consume 60 kW.", None),
    # ... near misses: the supply the racks are sold with, 'can' or not, and a 'can' clause after the figure's own
    ("Each cabinet can be provisioned at 30 kW.", 30),
    ("Racks can be provisioned at 20 to 40 kW per rack.", 20),
    ("High-density racks: 40 kW per rack, which can push the limits of air cooling.", 40),
])
def test_what_a_rack_can_draw_is_no_rack_power(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a technology an article talks about, right before a word of its limits or its market, is no site's cooling
    # (as zh's 风冷的天花板)
    ("Traditional air cooling hits its limits at 30 kW per rack.", None),
    ("Air cooling struggles above 30 kW per rack, so our GPU halls use direct liquid cooling.", "liquid"),
    ("The liquid cooling market size grew 20% last year.", None),
    # ... near misses: the site's cooling, a limit word further on in its clause
    ("Our data hall is air-cooled and supports 15 kW per rack.", "air"),
    ("We offer liquid cooling for the market's densest GPU racks.", "liquid"),
])
def test_a_technology_before_its_limits_is_no_sites_cooling(reads, text, expected):
    reads(text, "cooling", expected, language="en")
