"""English GPU-cloud and colocation wordings left from session 32 (helper e66): wrong values first (the unit of a level
named after an acronym, a cross-connect's repair read as the service's recovery, one machine's cards read from a
cluster's total, a bracketed total after one machine's count, an emergency's notice read as planned work's).

Each positive has a near miss beside it: the same words about something else that must not become the value.
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # the head noun after the acronym names the unit
    ("Service Level Agreement\n\nProvider commits to an availability of 99.9% for each GPU node in each calendar "
     "month.\n", "node"),
    ("Service Level Agreement\n\nProvider guarantees an uptime of 99.95% for every GPU server in the Customer's cluster.\n", "node"),
    # ... near misses: the GPU itself, or a GPU before no machine word
    ("Service Level Agreement\n\nProvider commits to an availability of 99.9% for each GPU in each calendar month.\n",
     "gpu"),
    ("Service Level Agreement\n\nProvider commits to an availability of 99.9% for each GPU in the cluster.\n", "gpu"),
])
def test_the_machine_after_an_acronym_is_the_sla_unit(reads, text, expected):
    reads(text, "sla_unit", expected, language="en")


# https://www.lawinsider.com/clause/cross-connect-availability ("In the event that a cross connection becomes
# unavailable, Element Critical commits to restoring the connection within 4 hours of Customer's notification")
@pytest.mark.parametrize("text, expected", [
    ("Cross Connect Availability. Provider will use commercially reasonable efforts to ensure that cross connections "
     "will be available at all times. In the event that a cross connection becomes unavailable, Provider commits to "
     "restoring the connection within 4 hours of Customer's notification.\n", None),
    ("Colocation Service Level Agreement\n\nProvider guarantees 99.99% power availability. Failed cross-connects will "
     "be restored within 4 hours of a ticket.\n", None),
    # ... near misses: the hardware's repair beside it, and the service's own restoration
    ("Colocation SLA\n\nFailed hardware will be replaced within 4 hours. Failed cross-connects will be restored within "
     "8 hours.\n", 4),
    ("Colocation SLA\n\nFailed GPU nodes will be restored within 6 hours of a ticket.\n", 6),
])
def test_a_cross_connects_repair_is_no_recovery_time(reads, text, expected):
    reads(text, "recovery_hours", expected, language="en")


# https://www.tomshardware.com/tech-industry/artificial-intelligence/exacluster-with-144-nvidia-h200-ai-gpus-detailed-by-its-designer-hydra-host-enters-the-scene
# ("The cluster's backbone consists of 18 Lenovo nodes equipped with 144 Nvidia H200 GPUs"): "18 nodes with 144 GPUs"
# read 144 GPUs in each node and a cluster of 18 x 144 = 2,592
@pytest.mark.parametrize("text, per_node, count", [
    ("Our cluster\n\nThe cluster consists of 18 nodes with 144 H200 GPUs connected by InfiniBand.\n", None, 144),
    # ... near miss: one machine's cards after "nodes with"
    ("Our cluster\n\nThe cluster consists of 18 nodes with 8 H200 GPUs each.\n", 8, 144),
])
def test_no_machine_holds_a_clusters_cards(reads, text, per_node, count):
    reads(text, "gpus_per_node", per_node, language="en")
    reads(text, "gpu_count", count, language="en")


@pytest.mark.parametrize("text, expected", [
    # a bracket after one machine's count opens the total's own words (Greyfriars' rent-to-own order in heldout2 writes
    # the same row)
    ("Our cluster\n\nEach cluster has 8 H100 GPUs per server (128 GPUs in total) and InfiniBand networking.\n", 128),
    ("| Provider Equipment | Sixteen (16) NVIDIA HGX H200 servers, 8 GPUs per server (128 GPUs in total) |\n", 128),
    # ... near misses: what the bracket says is still burst capacity, or one machine's
    ("Our cluster\n\nEach cluster has 8 H100 GPUs per server (up to 256 GPUs on demand) and InfiniBand networking.\n",
     None),
    ("Our cluster\n\nEach cluster has 8 H100 GPUs per server (16 GPUs per node pair) and InfiniBand networking.\n", None),
])
def test_a_bracketed_total_after_one_machines_cards(reads, text, expected):
    reads(text, "gpu_count", expected, language="en")


@pytest.mark.parametrize("text, expected, language", [
    # planned work named as what the emergency differs from is no subject of the figure
    ("Maintenance\n\nEmergency maintenance unlike planned maintenance requires 2 hours notice.\n", None, "en"),
    ("Maintenance\n\nEmergency maintenance as opposed to planned maintenance requires 2 hours notice.\n", None, "en"),
    ("维护\n\n紧急维护不同于例行维护需提前2小时通知。\n", None, "zh"),
    # ... near misses: planned work's own notice after the emergency's words
    ("Maintenance\n\nEmergency maintenance is announced as soon as practicable and planned maintenance requires 48 "
     "hours notice.\n", 48, "en"),
    ("维护\n\n紧急维护将尽可能提前通知，例行维护提前48小时通知。\n", 48, "zh"),
])
def test_planned_work_compared_against_leaves_the_emergencys_notice(reads, text, expected, language):
    reads(text, "maintenance_notice_hours", expected, language=language)


# a GPU cloud's price list by cluster size (volume tiers as GPU clouds publish them, "16 to 64 GPUs: $2.10/GPU-hr; 65+
# GPUs: $1.90/GPU-hr"): the size band is no count ordered, and its rates are offered side by side
TIERS = "GPU Cloud Pricing\n\nH100 clusters: 16 to 64 GPUs: $2.10/GPU-hr; 65+ GPUs: $1.90/GPU-hr.\n"
TIER_LINES = "GPU Cloud Pricing\n\n- 16 to 64 GPUs: $2.10/GPU-hr\n- 65+ GPUs: $1.90/GPU-hr\n"


@pytest.mark.parametrize("text", [TIERS, TIER_LINES,
                                  "| Cluster size | Price |\n|---|---|\n| 16 to 64 GPUs | $2.10/GPU-hr |\n"
                                  "| 65+ GPUs | $1.90/GPU-hr |\n",
                                  "价格\n\nH100集群：8-16卡：6.5元/卡时。\n"],
                         ids=["one-line", "lines", "table", "zh"])
def test_a_price_lists_size_band_is_no_gpu_count(reads, text):
    reads(text, "gpu_count", None, language="zh" if "价格" in text else "en")


@pytest.mark.parametrize("text, language, expected", [
    # ... near misses: a range of cards with no price after it is left to review (both ends, in conflict), and one
    # count with its rate is the order's
    ("Order\n\nProvider provides 8-16 H100 GPUs for the Term.\n", "en", {8, 16}),
    ("订单\n\n乙方提供8-16张H100卡。\n", "zh", {8, 16}),
    ("Order\n\nProvider shall make available to Customer 64 H100 GPUs at $2.10/GPU-hr.\n", "en", {64}),
])
def test_a_range_of_cards_with_no_price_stays_for_review(extracted, text, language, expected):
    term = extracted(text, "gpu_count", True, language=language)
    assert {term.value} | {a.value for a in term.alternatives if a.reason == "conflict"} == expected
    assert term.conflict == (len(expected) > 1)


@pytest.mark.parametrize("text", [
    TIERS, TIER_LINES,
    # the rate without a commitment beside the rate with one
    "GPU Cloud Pricing\n\nH100 SXM: $2.99/GPU-hr on demand, $2.29/GPU-hr with a 6-month commitment.\n",
    "GPU Cloud Pricing\n\nH100 SXM: $2.99/GPU-hr on-demand; $2.19/GPU-hr with a 1-year commitment.\n",
], ids=["tiers", "tier-lines", "six-month", "one-year"])
def test_rates_by_size_or_commitment_are_alternatives(extracted, text):
    term = extracted(text, "price_gpu_hour", True, language="en")
    assert term.conflict and term.conflict_kind == "alternatives"


@pytest.mark.parametrize("text", [
    # ... near misses: one rate stated twice, and a second fixed rate beside the on-demand one
    "Pricing\n\nThe Customer pays $2.99/GPU-hr for the H100 cluster. The Customer pays $2.49/GPU-hr for the H100 "
    "cluster.\n",
    "Pricing\n\nH100 SXM: $2.99/GPU-hr on demand. Section 4 sets the rate at $2.49/GPU-hr and $2.19/GPU-hr.\n",
    "Pricing\n\nH100 SXM: $2.99/GPU-hr for 16 GPUs, $2.29/GPU-hr for 64 GPUs.\n",
], ids=["stated-twice", "two-fixed-beside-on-demand", "two-counts-no-band"])
def test_rates_that_contradict_still_do(extracted, text):
    term = extracted(text, "price_gpu_hour", True, language="en")
    assert term.conflict and term.conflict_kind == "contradiction"


# a support schedule's severity rows as e63 read them ("- Severity 1: response 15 minutes; target ≤ 6 hours" under
# "Resolution times:"), with a comma for the semicolon, or on the lead-in's own line
@pytest.mark.parametrize("text, key, expected", [
    ("Resolution times:\n- Severity 1: response 15 minutes, target ≤ 6 hours\n", "recovery_hours", 6),
    ("Resolution times:\n- Severity 1: response 15 minutes, target ≤ 6 hours\n", "response_minutes", 15),
    ("Support\n\nResolution times: Severity 1: response 15 minutes; target ≤ 6 hours.\n", "recovery_hours", 6),
    ("Support\n\nResolution times: Severity 1: response 15 minutes; target ≤ 6 hours.\n", "response_minutes", 15),
    # ... near misses: a lead-in naming no repair, a dispute's resolution, a recovery point after the comma
    ("Support\n\nResponse times: Severity 1: response 15 minutes; target ≤ 6 hours.\n", "recovery_hours", None),
    ("Support\n\nOnboarding: Severity 1: response 15 minutes; target ≤ 6 hours.\n", "recovery_hours", None),
    ("Support\n\nDispute resolution times: Billing disputes: acknowledged in 1 day; target ≤ 30 days.\n",
     "recovery_hours", None),
    ("Dispute resolution times:\n- Billing disputes: acknowledged in 1 day, target ≤ 30 days\n", "recovery_hours", None),
    ("Resolution times:\n- Severity 1: 4 hours, RPO ≤ 15 minutes\n", "recovery_hours", None),
], ids=["comma-recovery", "comma-response", "one-line-recovery", "one-line-response", "one-line-response-lead",
        "one-line-onboarding", "one-line-dispute", "comma-dispute", "comma-rpo"])
def test_a_resolution_after_a_comma_or_on_the_lead_ins_line(reads, text, key, expected):
    reads(text, key, expected, language="en")
