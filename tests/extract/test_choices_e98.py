"""e98: choices, multiples and ranges read as one value (wrong values left from session 41, en).

A choice of card counts ("8 or 16 GPUs per server") fixes neither; the cards of each of several groups ("2 clusters of
64 GPUs") are the order's only multiplied; a rack power that varies with the site ("5-15 kW, depending on the
location") commits to nothing; a part of the service's level under its list lead-in ("Home Directory Storage:") is no
level of the whole service.

Texts are our own wording unless a source is named beside them.
"""

import pytest

from tests.conftest import checked_finding, extracted_terms
from tests.extract.test_zh_wordings_zh65 import by_scope, term


# 1. a choice of card counts: neither is the value
@pytest.mark.parametrize("text, language", [
    ("The Provider supplies 8 or 16 GPUs per server.", "en"),
    ("Each server holds 8 or 16 GPUs.", "en"),
    # a blog on inference economics: "GPU servers almost always come in deployments of 4 or 8 GPUs per node"
    ("GPU servers almost always come in deployments of 4 or 8 GPUs per node.", "en"),
    # a benchmark's notes: "Use 1, 2, 4 or 8 GPUs per node for collective-heavy work"
    ("Use 1, 2, 4 or 8 GPUs per node for collective-heavy work.", "en"),
    ("每台服务器8卡或16卡。", "zh"),
])
def test_a_choice_of_cards_per_machine_is_no_value(text, language):
    # main read the last figure (16, 8) as each machine's cards at 0.9
    assert term(text, "gpus_per_node", language) is None


@pytest.mark.parametrize("text, language", [
    ("每台服务器8卡或16卡。", "zh"),  # main: gpu_count 16
    ("乙方提供64卡或128卡H800。", "zh"),  # main: gpu_count 128
    ("The Provider provides 64 or 128 H100 GPUs.", "en"),  # main: gpu_count 128
])
def test_a_choice_of_card_counts_is_no_order(text, language):
    assert term(text, "gpu_count", language) is None


def test_no_product_of_machines_and_a_choice_of_cards():
    # "2 nodes with 4 or 8 GPUs per node" (a test plan's topology matrix): main read 16 GPUs ordered
    text = "The cluster has 2 nodes with 4 or 8 GPUs per node."
    assert term(text, "gpu_count", "en") is None
    assert term(text, "gpus_per_node", "en") is None


def test_one_count_per_machine_still_reads(reads):
    # guard (main read these too): one figure, no choice
    reads("The Provider shall deliver 8 GPUs per server, 4 servers in total.", "gpu_count", 32, language="en")
    reads("每台服务器8卡。", "gpus_per_node", 8, language="zh")


# 2. the cards of each of several groups: the product, derived
@pytest.mark.parametrize("text, expected", [
    ("Customer orders 2 clusters of 64 GPUs.", 128),
    ("Customer orders 2 pods of 256 H100 GPUs.", 512),
    ("The order covers 3 racks of 32 GPUs.", 96),
])
def test_cards_of_each_group_are_multiplied(text, expected):
    # main read the one group's cards (64, 256, 32) as the order
    t = term(text, "gpu_count", "en")
    assert t is not None and t.value == expected, t
    assert t.evidence_kind == "derived"
    assert t.text.split()[0] in text and t.text.endswith("GPUs")  # both figures quoted


@pytest.mark.parametrize("text", [
    "Customer orders 2 or 4 clusters of 64 GPUs.",  # a choice of groups
    "Customer orders 2 clusters of 32-64 GPUs.",  # a range in each (a guard: main read nothing, range_offered_by)
])
def test_no_product_of_a_choice_or_range(text):
    # main read 64 as the order of "2 or 4 clusters"
    assert term(text, "gpu_count", "en") is None


def test_a_single_cluster_keeps_its_cards(reads):
    # guard (main read this too): one cluster, its cards the order's
    reads("The Provider delivers a cluster of 64 GPUs.", "gpu_count", 64, language="en")


# 3. a rack power that varies with the site: a loose statement, never the low end at full confidence
@pytest.mark.parametrize("text", [
    "Cabinet maximum power capacity varies between 5-15 kW, depending on the location.",
    "Each rack is provisioned with 20 kW, depending on the location.",
    "Rack power varies from 8 kW to 12 kW by data center.",
])
def test_rack_power_that_varies_with_the_site_is_loose(text):
    # main read it at 0.9 as the rack's committed power
    t = term(text, "rack_power_kw", "en")
    assert t is not None and t.confidence < 0.6, t


def test_rack_power_depending_on_the_site_does_not_pass():
    # main: pass on 20 kW at 0.9; now the reviewer sees it is the site's, not this contract's
    f = checked_finding("Each rack is provisioned with 20 kW, depending on the location.", "rack-power")
    assert f.status == "review", (f.status, f.reason)


def test_a_stated_rack_power_stays_firm():
    # guard (main read these too): "vary by" of another thing after the figure is no doubt on it
    for text in ("Each rack is provisioned with 20 kW.",
                 "Power circuits are sized at 8 kW per cabinet and the available voltage and amperage vary by country."):
        t = term(text, "rack_power_kw", "en")
        assert t is not None and t.confidence >= 0.9, (text, t)


# 4. a part of the service's level under its list's lead-in: no level of the whole service
# (NVIDIA DSX, "Service Delivery SLAs", https://docs.nvidia.com/dsx/guides/nvidia-requirements-for-ai-clouds/
# service-delivery-sl-as: "Control Plane SLA target: Financially-backed 99.95%+ uptime for production." and, under
# "Home Directory Storage:", "Availability: Over 99% availability for unplanned incidents. Exclusive of scheduled
# maintenance.")
DSX = """# Service Delivery SLAs

### SLA and SLO

#### Managed K8s

* **Control Plane SLA target:** Financially-backed 99.95%+ uptime for production.

#### Storage

* **Performance (QoS):** Must provision needed throughput requested for minimum bandwidth and IOPS.
* **Home Directory Storage:**
  * **Availability:** Over 99% availability for unplanned incidents. Exclusive of scheduled maintenance.
  * **Durability:** Over 99.99% for any FS less than 1 PB
"""


def test_levels_of_parts_under_their_lead_ins_are_by_scope():
    # main read 99 (the storage's) at 0.8 with the control plane's 99.95 a weaker alternative
    t = extracted_terms(DSX, name="dsx.md").get("availability_pct")
    assert t is not None and t.conflict and t.confidence <= 0.5, t
    assert t.conflict_kind == "scoped", t.conflict_kind
    # (e101: the lead-in as it words it, "Home Directory Storage", was "Storage" until session 42)
    assert by_scope(t) == {(99, "Home Directory Storage"), (99.95, "Control Plane")}


def test_a_parts_level_sends_availability_to_review():
    # main: fail on the storage's 99% as the service's availability
    f = checked_finding(DSX, "availability", name="dsx.md")
    assert f.status == "review", (f.status, f.reason)
    assert "Storage" in f.reason and "Control Plane" in f.reason, f.reason


def test_a_level_under_a_heading_naming_no_part_stays(reads):
    # guard (main read this too): a lead-in naming no part of the service scopes nothing
    text = "Service levels:\n\n- Availability: 99.9% monthly uptime.\n- Response: within 15 minutes.\n"
    reads(text, "availability_pct", 99.9, language="en")
