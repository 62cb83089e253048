"""Wordings from English GPU cloud and bare-metal pages (session 25, helper E43), in our own words.

Each positive has a near miss beside it: the same words about something else, which must not become
the term (or must become another value).
"""

import pytest

from slacheck.extract.pipeline import extract_terms

from ..conftest import make_document

# a GPU cloud's product page: the node's GPUs in its spec table, the price per node-hour in the text
SPEC_TABLE = """| Instance | GPUs | System memory |
|---|---|---|
| HGX H100 node | 8x H100 80GB SXM5 | 2 TB |

"""


def _terms(text: str) -> dict:
    return {t.key: t for t in extract_terms(make_document(text, language="en"))}


@pytest.mark.parametrize("text, expected", [
    # the node's card count in a spec table, the node-hour price in a sentence without it: the price per GPU-hour
    (SPEC_TABLE + "On-demand capacity is billed at $23.92 per node-hour.", 2.99),
    # ... the count in a sentence of its own elsewhere
    ("Each node contains 8 GPUs.\n\nOn-demand capacity is billed at $23.92 per node-hour.", 2.99),
    ("Our 8x H100 nodes are billed at $23.92/node/hr.", 2.99),
    ("The cluster is built from servers with 8 GPUs each. Price: USD 20.00 per server per hour.", 2.5),
    # ... near misses: no count anywhere, or machines of several sizes, leave the node's price unread
    ("On-demand capacity is billed at $23.92 per node-hour.", None),
    ("| Instance | GPUs |\n|---|---|\n| gpu-1x | 1x H100 80GB |\n| gpu-8x | 8x H100 80GB |\n\n"
     "On-demand capacity is billed at $23.92 per node-hour.", None),
])
def test_node_hour_price_per_gpu_from_the_count_stated_elsewhere(reads, text, expected):
    reads(text, "price_gpu_hour", expected, language="en")


def test_node_hour_price_quotes_the_price_and_the_count_keeps_its_own_evidence():
    terms = _terms(SPEC_TABLE + "On-demand capacity is billed at $23.92 per node-hour.")
    price, count = terms["price_gpu_hour"], terms["gpus_per_node"]
    assert (price.text, price.evidence_kind) == ("$23.92 per node-hour", "derived")
    assert (count.value, count.text, count.evidence_kind) == (8, "8x H100", "table_cell")


@pytest.mark.parametrize("text, expected", [
    # a SKU table's cell, count × model: the machine's GPUs
    (SPEC_TABLE, 8),
    ("| Size | Accelerators | vCPU |\n|---|---|---|\n| ND96isr | 8 × A100 80GB | 96 |\n", 8),
    # ... or before a machine word in running text
    ("Training runs on 8x H100 nodes connected by InfiniBand.", 8),
    # ... near misses: a count × model with no machine and no table, and CPUs counted per node
    ("We validated the image on a 2x A100 configuration.", None),
    ("Reserved 64 nodes, 2x Intel Xeon 8480 CPUs per node.", None),
])
def test_count_times_model_is_gpus_per_node(reads, text, expected):
    reads(text, "gpus_per_node", expected, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # the compute fabric beside a front-end network in one clause: the InfiniBand, no conflict with the Ethernet
    ("Each VM is connected with 3.2 Tb/s InfiniBand and 100 Gbps Ethernet for front-end traffic.",
     "interconnect_gbps", 3200),
    ("Each VM is connected with 3.2 Tb/s InfiniBand and 100 Gbps Ethernet for front-end traffic.",
     "interconnect", "infiniband"),
    # ... near misses: the front-end network alone is no fabric
    ("Each VM has 100 Gbps Ethernet for front-end traffic.", "interconnect_gbps", None),
    ("Each VM has 100 Gbps Ethernet for front-end traffic.", "interconnect", None),
])
def test_front_end_network_beside_the_fabric(reads, text, key, expected):
    reads(text, key, expected, language="en")


def test_fabric_beside_front_end_is_no_conflict():
    term = _terms("Each VM is connected with 3.2 Tb/s InfiniBand and 100 Gbps Ethernet for front-end traffic.")[
        "interconnect_gbps"]
    assert not term.conflict and not term.alternatives


@pytest.mark.parametrize("text, expected", [
    # the fee's share for the time down is the downtime paid back once
    ("If we fail to meet the availability commitment, you are entitled to a credit equal to a pro rata portion of "
     "the monthly charge for the downtime.", 1),
    ("Customer will receive a service credit equal to the fees for the period of unavailability.", 1),
    ("Provider shall credit Customer the charges for the period of the outage.", 1),
    # ... the downtime named by what was down (a GPU bare-metal host's network guarantee)
    ("Guarantee: We will credit your account the pro rata portion of the monthly charge for network downtime that "
     "falls short of the 99.9% uptime.", 1),
    # ... near misses: the share for the machine affected is no downtime multiple, a stated multiple is its own, and
    # fees not charged are no credit
    ("Customer will receive a credit equal to the pro rata portion of the monthly charge for the server affected.", None),
    # (session 36, e76: the stated multiple is now read, 10, as "50 times the charges for the period of the
    # interruption" reads 50; it was None, which left the credit unread - never the 1 this case guards against)
    ("Customer will receive a credit of 10 times the fees for the period of unavailability.", 10),
    ("Customer is not charged for the period of unavailability.", None),
])
def test_pro_rata_fee_for_the_downtime_is_a_1x_credit(reads, text, expected):
    reads(text, "credit_downtime_multiple", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a product named "dedicated server" sells a machine, and commits nothing about who else shares the hardware
    ("We offer Dedicated Server hosting in our data centres.", None),
    ("Our dedicated servers come with full root access and IPMI.", None),
    ("Our dedicated GPU servers are available in Frankfurt and Amsterdam.", None),
    ("A 12-hour hardware replacement SLA applies to all current dedicated server offerings.", None),
    # ... but a clause that commits hardware no other customer shares still reads
    ("Each dedicated server is not shared with other customers.", "dedicated"),
    ("The Customer's dedicated servers are physically isolated from other tenants.", "dedicated"),
    ("The cluster runs on dedicated hardware.", "dedicated"),
])
def test_dedicated_server_as_a_product_name(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a spec table's rows: the cabinet's size in one, the density per rack unit in the next (42 x 0.5 kW)
    ("| Item | Specification |\n|---|---|\n| Cabinet | 42U |\n| Power density | 0.5 kW per rack unit |\n", 21),
    ("Item | Specification\nCabinet | 42U\nPower density | 500 W per U\n", 21),
    # ... near miss: the size and the density in two paragraphs of running text stay apart
    ("Our cabinets are 42U.\n\nThe hall is rated at 0.5 kW per rack unit.\n", None),
])
def test_rack_unit_density_times_rack_size_across_table_rows(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a listing's cluster requirements: the coolant named, and an immersion tank refused, is no air hall
    ("Air or water cooling, no immersion cooling.", "liquid"),
    ("The GPU racks use direct water cooling.", "liquid"),
    ("All HGX servers are water-cooled.", "liquid"),
    # ... near misses: a hall's chilled-water plant cools air handlers, and a refused immersion alone still reads air
    ("The data hall is served by a chilled water cooling system.", None),
    ("The plant uses water-cooled chillers.", None),
    ("No immersion cooling is offered.", "air"),
])
def test_water_cooling_is_liquid(reads, text, expected):
    reads(text, "cooling", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a port's speed spelt out in gigabits (a cloud's VM size page: "8 x 400 Gigabit NDR")
    ("Infiniband: Supported, GPUDirect RDMA, 8 x 400 Gigabit NDR", 400),
    ("The compute fabric is 400 gigabit InfiniBand NDR.", 400),
    # ... near miss: a management port in gigabits is no fabric
    ("Each node has a 1 Gigabit Ethernet management port.", None),
])
def test_gigabit_spelt_out_is_a_rate(reads, text, expected):
    reads(text, "interconnect_gbps", expected, language="en")
