"""Wordings from English GPU cloud pages (session 26, helper E44), in our own words.

Each positive has a near miss beside it: the same words about something else, which must not become
the term (or must become another value).
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # a product page's storage sentence: "highly available" is a feature, "per GPU compute node" no SLA's unit
    ("Every cluster ships with highly available networked NVMe storage per GPU compute node.", None),
    ("Our platform is highly available and offers 2 TB of local scratch per GPU.", None),
    # ... near misses: an availability statement measured per unit keeps its unit, per machine or per card
    ("Availability is measured per GPU compute node.", "node"),
    ("The platform is highly available; downtime is measured per GPU.", "gpu"),
    ("The service is available 99.9% of the time, measured per GPU.", "gpu"),
])
def test_a_feature_word_is_no_statement_of_the_sla_unit(reads, text, expected):
    reads(text, "sla_unit", expected, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # the front-end network named first: its words are its own part of the clause, not the fabric's
    ("Nodes use 100 Gbps Ethernet for front-end traffic and 400 Gb/s InfiniBand for GPU-to-GPU communication.",
     "interconnect_gbps", 400),
    ("Nodes use 100 Gbps Ethernet for front-end traffic and 400 Gb/s InfiniBand for GPU-to-GPU communication.",
     "interconnect", "infiniband"),
    ("Each server pairs 200 Gbps Ethernet for management, with 400 Gb/s InfiniBand for the compute fabric.",
     "interconnect_gbps", 400),
    ("Servers run Ethernet for front-end traffic and InfiniBand for GPU-to-GPU communication.",
     "interconnect", "infiniband"),
    # ... the fabric named first, as before
    ("Nodes use 400 Gb/s InfiniBand for GPU-to-GPU communication and 100 Gbps Ethernet for front-end traffic.",
     "interconnect_gbps", 400),
    # ... near misses: only the front-end network named, or the front-end words in the fabric's own part
    ("Nodes use 100 Gbps Ethernet for front-end traffic.", "interconnect_gbps", None),
    ("Nodes use 100 Gbps Ethernet for GPU traffic and 400 Gb/s InfiniBand for front-end traffic.",
     "interconnect_gbps", 100),
])
def test_part_blockers_stay_in_their_own_part_both_ways(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a count of links glued to the link's rate: the rate per port (SPEC: interconnect_gbps is Gb/s per port)
    ("Each node has 8x400 Gigabit InfiniBand.", 400),
    ("Each node has 8x400Gb/s InfiniBand networking.", 400),
    ("Each node has 8 x 400G InfiniBand.", 400),
    ("Networking: 8x200Gb/s InfiniBand HDR per node", 200),
    # ... near misses: a node's total is no port's rate
    ("Each node has 3.2 Tb/s of InfiniBand bandwidth.", None),
    ("InfiniBand bandwidth per node: 3,200 Gb/s aggregate.", None),
])
def test_a_rate_after_a_count_of_links_is_per_link(reads, text, expected):
    reads(text, "interconnect_gbps", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # GPUhub-like compensation rules: the downtime counted in its unit, times a factor
    ("## Compensation\n\nCompensated hours = outage minutes x 1.5, rounded up to whole hours.", 1.5),
    ("## Compensation\n\nCompensation duration: downtime minutes * 2, rounded up to the nearest hour.", 2),
    ("Compensation: the downtime duration multiplied by 1.5", 1.5),
    ("## Network Failure Compensation\n\nCalculation: Total duration of the anomaly (in minutes) * 1.5, rounded up to "
     "the nearest hour.", 1.5),
    # ... near misses: the downtime's minutes shown somewhere, a rate multiplied by the downtime, a share of the fee
    ("Downtime minutes x 1.5 are shown on the status page.", None),
    ("Credit: the hourly rate multiplied by the downtime.", None),
    ("Compensation: the monthly fee multiplied by 10%", None),
])
def test_downtime_in_its_unit_times_a_factor_is_a_credit_multiple(reads, text, expected):
    reads(text, "credit_downtime_multiple", expected, language="en")
