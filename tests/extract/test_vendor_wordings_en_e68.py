"""Real-world English wordings of session 33's helper e68: what the provider shares, or does not share, with other
tenants (its object between: "does not share its InfiniBand network with other tenants"); an SLA with a region-level
and an instance-level availability, whose unit and level must come from one tier.

Each positive has a near miss beside it.
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # zh38's object_kept case: the network is there (interconnect), and it is not shared with other tenants (dedicated,
    # as zh's 不得与其他用户共享)
    ("GPU Cluster Service Agreement\n\nThe cluster does not share its InfiniBand network with other tenants.\n", "dedicated"),
    ("GPU Cluster Service Agreement\n\nProvider will not share the GPU nodes of its cluster with any other "
     "customer.\n", "dedicated"),
    # ... and shared, said so
    ("Colocation Terms\n\nThe Provider shares racks with other tenants in the data hall.\n", "shared"),
    ("Colocation Terms\n\nThe Provider shares its data hall with other tenants.\n", "shared"),
    # ... near misses: data or information shared, or not, with other customers is a privacy promise, no hardware
    ("GPU Cluster Service Agreement\n\nWe do not share your personal data with other customers of the GPU cloud.\n", None),
    ("GPU Cluster Service Agreement\n\nThe Provider will not share Customer Data from the cluster with other "
     "customers.\n", None),
    ("GPU Cluster Service Agreement\n\nSupport tickets about the cluster may be shared with other customers' support "
     "staff.\n", None),
])
def test_what_the_provider_shares_with_other_tenants(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="en")


def test_the_shared_networks_interconnect_stays(reads):
    reads("GPU Cluster Service Agreement\n\nThe cluster does not share its InfiniBand network with other tenants.\n",
          "interconnect", "infiniband", language="en")


# https://utho.com/sla (read 99.99 at 0.9 with sla_unit node at 0.9): the instance's bullet is broken over two lines on
# the page, so only the region's 99.99 is read; the unit came from the instance's label
UTHO = ("Service Level Agreement (SLA)\n\n2. Uptime Commitment\n\nUtho shall use commercially reasonable efforts to "
        "ensure the availability of its Services as follows:\n\n"
        "  • For individual instances (\"Instance-Level SLA\"), Utho will maintain a Monthly Uptime .\n"
        "  • Percentage of at least 99.5% for each Single Utho Compute Instance.\n"
        "  • For deployments across multiple Availability Zones within a region (\"Region-Level SLA\"), Utho will maintain "
        "a Monthly Uptime Percentage of at least 99.99% for the Utho region.\n")


def test_a_region_levels_availability_and_an_instances_unit_go_to_review(extracted):
    availability = extracted(UTHO, "availability_pct", 99.99, language="en")
    unit = extracted(UTHO, "sla_unit", "node", language="en")
    assert availability.value == 99.99 and availability.confidence <= 0.5
    assert unit.value == "node" and unit.confidence <= 0.5


@pytest.mark.parametrize("text, availability, unit", [
    # the brief's wording, both levels read: the availability is in conflict, and the unit read from the other tier
    ("Uptime Commitment\n\nRegion-Level SLA: Monthly Uptime Percentage of at least 99.99% for the region.\n"
     "Instance-Level SLA: Monthly Uptime Percentage of at least 99.5% for each Single Compute Instance.\n", 99.99, "node"),
    ("Uptime Commitment\n\nFor deployments across multiple regions, Monthly Uptime Percentage is at least 99.99%. "
     "Availability is measured per node.\n", 99.99, "node"),
])
def test_a_unit_from_another_tier_than_the_level_is_for_review(extracted, text, availability, unit):
    got = extracted(text, "availability_pct", availability, language="en")
    assert got.value == availability and got.confidence <= 0.5
    got = extracted(text, "sla_unit", unit, language="en")
    assert got.value == unit and got.confidence <= 0.5


@pytest.mark.parametrize("text, availability, unit", [
    # ... near misses: the level and the unit of one tier, in one sentence or apart, stay sure
    ("Uptime Commitment\n\nInstance-Level SLA: Monthly Uptime Percentage of at least 99.5%.\n", 99.5, "node"),
    ("Uptime Commitment\n\nAvailability is measured per node. The Monthly Uptime Percentage is at least 99.9%.\n",
     99.9, "node"),
    ("Uptime Commitment\n\nEach node is covered by a Node-Level SLA. The Node-Level SLA guarantees a Monthly Uptime "
     "Percentage of at least 99.9%.\n", 99.9, "node"),
])
def test_a_unit_and_a_level_of_one_tier_stay_sure(extracted, text, availability, unit):
    got = extracted(text, "availability_pct", availability, language="en")
    assert got.value == availability and got.confidence >= 0.9
    got = extracted(text, "sla_unit", unit, language="en")
    assert got.value == unit and got.confidence >= 0.9


# https://lyceum-landing.pages.dev/magazine/gpu-cloud-sla-uptime-comparison-2026 (read 99.9 at 0.9): a magazine's article,
# its byline under the headline, the day it was posted and its author's title
LYCEUM = ("GPU Cloud SLA Uptime Comparison 2026: The True Cost of Downtime\nWhy 99.9% availability matters for AI workloads "
          "and how to evaluate European infrastructure providers.\nCaspar Lehmkühler\nMay 12, 2026 · Head of Product at "
          "Lyceum Technology\nThe cost of training large-scale foundation models is often reduced to a single number: the "
          "price of a GPU hour.\n")


@pytest.mark.parametrize("text, confidence", [
    (LYCEUM, 0.3),
    # ... near misses: a provider's SLA dated by a label, or with its version after the dot, is its own page
    ("Service Level Agreement\nLast updated: July 16, 2025\nProvider guarantees 99.9% availability in each calendar "
     "month.\n", 0.9),
    ("Service Level & Reliability Policy\nSeptember 7, 2025 · Version 1.0\nProvider guarantees 99.9% availability in each "
     "calendar month.\n", 0.9),
])
def test_a_magazines_byline_makes_the_page_an_article(extracted, text, confidence):
    got = extracted(text, "availability_pct", 99.9, language="en")
    assert got.value == 99.9 and got.confidence == confidence
