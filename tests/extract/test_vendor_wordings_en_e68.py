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
