"""English wordings found in session 40 by e88 and read by e90: a comparison of kinds of sites is no site's rack power or
cooling; a range of sizes one may deploy is no count ordered (and a range's far end is quoted from its own figure); the
most a customer receives as credit is a credit cap; an Ethernet port's speed written "2 × 100 GbE" is its rate; a
Commitment Period is the term, unless it is the fallback for an order that names none; a cooling plant named as the
object of upkeep is weak evidence.

Each positive has a near miss or a guard beside it (guards pass on fab6309 too, and say so).
"""

import pytest

# disintermediate.global's glossary, "Colocation" (https://disintermediate.global/glossary/colocation), the sentence alone
GLOSSARY = ("GPU colocation differs from traditional enterprise colo in several ways: higher power density (40-120kW per "
            "rack vs 5-10kW), liquid cooling requirements, heavier floor loading.")

# CloudDigit's GPU Bare Metal page (docs.clouddigit.ai, "Networking")
CLOUDDIGIT = ("Networking\n\n- 2 × 100 GbE per node (or higher on H100 SXM5)\n"
              "- Optional InfiniBand mesh between bare-metal-GPU nodes for multi-node training (open a ticket)\n")

# IBM's e-business Hosting Agreement with The Quantum Group (an SEC exhibit in CUAD), Attachment A, Availability Credits
IBM_CAP = ("Customer shall receive no more than five percent (5%) of Customer's Monthly Recurring Charge for Managed "
           "Hosting Services as an Availability Credit in a given month.")

# OneColo's terms, the Commitment Period's fallback
ONECOLO_DEFAULT = "If no Commitment Period is specified in the Order, the Period shall be thirty-six (36) months."


@pytest.mark.parametrize("text, key", [
    # fab6309: rack power 40 (0.5, in conflict with the 5 after "vs") and cooling liquid (0.9)
    (GLOSSARY, "rack_power_kw"),
    (GLOSSARY, "cooling"),
    # ... the comparison by "vs" alone: fab6309 read 40 at 0.5
    ("Higher power density (40-120kW per rack vs 5-10kW in enterprise colo).", "rack_power_kw"),
])
def test_a_comparison_of_kinds_of_sites_is_no_sites_term(reads, text, key):
    reads(text, key, None, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # guards (pass on fab6309 too): a site's own figures still read
    ("Each rack is provisioned with 40 kW and direct liquid cooling.", "rack_power_kw", 40),
    ("Each rack is provisioned with 40 kW and direct liquid cooling.", "cooling", "liquid"),
    ("Power per rack shall be no lower than 20 kW.", "rack_power_kw", 20),
])
def test_a_sites_own_power_and_cooling_still_read(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text", [
    # fab6309: gpu_count 8 (its far end 16,384 quoted as "100 SXM GPUs", the model's digits)
    "Deploy 8 to 16,384 NVIDIA H100 SXM GPUs on a single InfiniBand fabric.",
    "Scale from 8 to 512 GPUs in minutes.",
])
def test_a_range_of_sizes_one_may_deploy_is_no_count(reads, text):
    reads(text, "gpu_count", None, language="en")


def test_a_ranges_far_end_is_quoted_from_its_own_figure(extracted):
    # fab6309: the 16 quoted as "100 GPUs" (start 24), the digits of the model after it
    term = extracted("Provider provides 8-16 H100 GPUs.", "gpu_count", 8, language="en")
    [far] = term.alternatives
    assert (far.value, far.text, far.start) == (16, "16 H100 GPUs", 20)


def test_a_count_deployed_for_the_customer_still_reads(reads):
    # guard (passes on fab6309 too): "deploy" before one count, no range
    reads("Provider shall deploy 1,024 H100 GPUs for Customer.", "gpu_count", 1024, language="en")


def test_the_most_a_customer_receives_as_credit_is_the_cap(reads):
    # fab6309: no credit cap
    reads(IBM_CAP, "credit_cap_pct", 5, language="en")


def test_the_most_received_as_another_thing_is_no_credit_cap(reads):
    # guard (passes on fab6309 too): no credit in the sentence
    reads("Customer shall receive no more than 10% of the monthly fee as a discount on renewal.", "credit_cap_pct", None,
          language="en")


@pytest.mark.parametrize("text", [
    # fab6309: ethernet, no rate
    CLOUDDIGIT,
    "Networking: 2 × 100 GbE per node.",
    "Networking: 100 GbE.",
    "Each server has two 100 GbE ports.",
])
def test_an_ethernet_ports_speed_is_its_rate(reads, text):
    reads(text, "interconnect_gbps", 100, language="en")


@pytest.mark.parametrize("text", [
    "Each node has 3.2 Tb/s of InfiniBand bandwidth per node.",
    "Each node has 3.2 Tb/s across 8 ports.",
])
def test_a_nodes_aggregate_is_still_no_port_rate(reads, text):
    # guards (pass on fab6309 too): a node's total bandwidth
    reads(text, "interconnect_gbps", None, language="en")


@pytest.mark.parametrize("text", [
    # fab6309: nothing ("Commitment Period" named no term)
    "The Commitment Period is 36 months.",
    "The Commitment Period is thirty-six (36) months from the Service Commencement Date.",
])
def test_a_commitment_period_is_the_term(reads, text):
    reads(text, "term_months", 36, language="en")


@pytest.mark.parametrize("text", [
    # guards (pass on fab6309 too, where "Commitment Period" was no trigger): the fallback for an order naming none is
    # not the order's term
    ONECOLO_DEFAULT,
    "If no Commitment Period is specified in the Order, the Commitment Period shall be thirty-six (36) months.",
    "In the absence of a Commitment Period in the Order, the Commitment Period is 12 months.",
])
def test_the_fallback_for_an_order_naming_no_period_is_no_term(reads, text):
    reads(text, "term_months", None, language="en")


def test_a_cooling_unit_named_as_upkeep_is_weak_evidence(extracted):
    # fab6309: air at 0.9
    term = extracted("Routine maintenance includes cleaning CRAC/CRAH filters and replacing belts.", "cooling", "air",
                     language="en")
    assert term.value == "air" and term.confidence < 0.9


def test_a_stated_cooling_outweighs_the_upkeep_of_another(extracted):
    # fab6309: liquid and air in contradiction
    term = extracted("Routine maintenance includes cleaning CRAC/CRAH filters and replacing belts. Customer racks are "
                     "cooled by direct liquid cooling.", "cooling", "liquid", language="en")
    assert term.value == "liquid" and not term.conflict


def test_a_hall_cooled_by_air_handlers_still_reads_air_firmly(extracted):
    # guard (passes on fab6309 too)
    term = extracted("The data hall is cooled by CRAH units.", "cooling", "air", language="en")
    assert term.value == "air" and term.confidence == 0.9
