"""e101: leftovers of session 42 (e98, e100), wrong values first.

A provider's fleet ("We operate 12 clusters of 1,024 GPUs") is no order; a rack power read loosely ("15-40 kW depending
on the location") fails no rule, it goes to review; the cards of each of several groups in Chinese ("2个集群，每个集群64卡")
are multiplied as e98's English ones are; a part's level under a lead-in is scoped by the lead-in's own words ("Home
Directory Storage"); a credit of days of the MRC per outage (Level 3's power service level) is a credit per incident.

Texts are our own wording unless a source is named beside them.
"""

import pytest

from tests.conftest import checked_findings, extracted_terms
from tests.extract.test_zh_wordings_zh65 import by_scope, term


# 1. a provider's fleet is its stock, not the order
@pytest.mark.parametrize("text", [
    "We operate 12 clusters of 1,024 GPUs across our data centers. Customer orders 64 H100 GPUs.",
    "Our fleet of 25,000 H100 GPUs spans six regions. The Provider provides 64 H100 GPUs to Customer.",
    "We have deployed 8,192 GPUs to date. Customer orders 64 H100 GPUs.",
    "There are 10,000 GPUs across our data centers. Customer orders 64 H100 GPUs.",
])
def test_a_providers_fleet_is_no_order(text):
    # main read the fleet (12,288 derived, in conflict; 25,000; 8,192; 10,000) beside or over the order's 64
    t = term(text, "gpu_count", "en")
    assert t is not None and t.value == 64 and not t.conflict, t


def test_a_fleet_alone_orders_nothing():
    # main: 12,288 GPUs at 0.5
    assert term("We operate 12 clusters of 1,024 GPUs across our data centers.", "gpu_count", "en") is None


def test_an_order_of_groups_still_multiplies(reads):
    # guard (main read this too): e98's groups, no fleet word
    reads("Customer orders 2 clusters of 64 GPUs.", "gpu_count", 128, language="en")


# 2. a value below the checklist's min_confidence fails nothing: review, whichever way it compares
def test_a_loose_rack_power_below_the_requirement_is_review():
    # main: fail on 15 kW at 0.45 ("15-40 kW depending on the location": the site's range, not this contract's)
    text = "Rack power: 15-40 kW depending on the location."
    t = term(text, "rack_power_kw", "en")
    assert t is not None and t.confidence < 0.6, t
    f = checked_findings(text)["rack-power"]
    assert f.status == "review", (f.status, f.reason)
    assert f.reason.startswith("Would not meet the requirement") and "15-40 kW" in f.reason, f.reason


def test_a_loose_value_that_fails_is_said_so_in_chinese():
    # main: "不符合要求" (fail); now the zh reason says it only looks so, on weak evidence
    f = checked_findings("Rack power: 15-40 kW depending on the location.", lang="zh")["rack-power"]
    assert f.status == "review" and f.reason.startswith("看似不符合要求"), f.reason


def test_a_firm_shortfall_still_fails():
    # guard (main read this too): a rack power the contract commits to, below the requirement
    f = checked_findings("Each rack is provisioned with 15 kW.")["rack-power"]
    assert f.status == "fail", (f.status, f.reason)


# 3. the cards (or machines) of each of several groups, in Chinese
@pytest.mark.parametrize("text, expected", [
    ("乙方提供2个集群，每个集群64卡。", 128),
    ("乙方提供2个集群，每个集群64张H800 GPU卡。", 128),
    ("乙方提供3个集群各64卡。", 192),
    # the machines of each group, each machine's cards after them
    ("乙方提供H800算力服务，共2个集群，每集群8台服务器，每台8卡。", 128),
])
def test_cards_of_each_chinese_group_are_multiplied(text, expected):
    # main read one group's cards (64, 64, 64) or one group's machines' (8 × 8 = 64) as the order
    t = term(text, "gpu_count", "zh")
    assert t is not None and t.value == expected, t
    assert t.evidence_kind == "derived"


def test_the_machines_of_each_english_group_are_multiplied():
    # main: 32 (4 nodes × 8, one cluster's)
    t = term("Customer orders 2 clusters of 4 nodes with 8 GPUs each.", "gpu_count", "en")
    assert t is not None and t.value == 64 and t.evidence_kind == "derived", t


def test_a_choice_of_chinese_groups_is_no_product():
    # main read 64 as the order of "2或4个集群"
    assert term("乙方提供2或4个集群，每个集群64卡。", "gpu_count", "zh") is None


def test_one_chinese_cluster_keeps_its_cards(reads):
    # guard (main read this too)
    reads("乙方提供1个集群，共64卡H800。", "gpu_count", 64, language="zh")


# 4. a part's level scoped by its lead-in's own words (NVIDIA DSX, "Service Delivery SLAs",
# https://docs.nvidia.com/dsx/guides/nvidia-requirements-for-ai-clouds/service-delivery-sl-as, its Storage list)
DSX = """# Service Delivery SLAs

### SLA and SLO

#### Storage

* **Performance (QoS):** Must provision needed throughput requested for minimum bandwidth and IOPS.
* **Home Directory Storage:**
  * **Availability:** Over 99% availability for unplanned incidents. Exclusive of scheduled maintenance.
  * **Durability:** Over 99.99% for any FS less than 1 PB
* **High Speed Storage Service Requirements:**
  * **Availability (SLO):** Must meet 99.99% availability in a 30-day rolling SLO exclusive of maintenance
"""


def test_storage_parts_are_scoped_by_their_lead_ins():
    # main: both levels scoped "Storage" (the heading's), a plain contradiction
    t = extracted_terms(DSX, name="dsx.md").get("availability_pct")
    assert t is not None and t.conflict and t.conflict_kind == "scoped", t
    assert by_scope(t) == {(99, "Home Directory Storage"), (99.99, "High Speed Storage Service Requirements")}
    f = checked_findings(DSX, name="dsx.md")["availability"]
    assert f.status == "review" and "Home Directory Storage" in f.reason, f.reason


def test_a_lead_in_sentence_names_its_scope_word_only():
    # main: a plain contradiction, no scope (the view drops the items' indentation); a lead-in that is a sentence, not a
    # label, scopes by its scope word, a label by its words
    text = ("# SLA\n\n* For storage, the Provider commits to the following levels:\n  * Availability: 99.9% monthly.\n"
            "* Managed K8s control plane:\n  * Availability: 99.95% monthly.\n")
    t = extracted_terms(text, name="sla.md").get("availability_pct")
    assert t is not None and t.conflict_kind == "scoped", t
    assert by_scope(t) == {(99.9, "storage"), (99.95, "Managed K8s control plane")}


# 5. days of the MRC per outage: a credit per incident, for review
# (Level 3's power service level, https://www.lawinsider.com/clause/power-service-level)
LEVEL3 = ("Power Service Level. In the event of any outage of Level 3 provided power to the Colocation Space for reasons "
          "other than Customer actions or omissions, Customer will be entitled to receive a service credit equal to the "
          "charges for one (1) day of the MRC for the affected Colocation Space (with a maximum of a one (1) day credit "
          "for all outages in any twenty four (24) hour period).")


def test_a_day_of_the_mrc_per_outage_is_a_credit_per_incident():
    # main: no finding on the clause at all (outage-compensation missing, the credit unread)
    found = checked_findings(LEVEL3)
    assert found["per-incident-credit"].status == "review", found.get("per-incident-credit")
    assert "one (1) day of the MRC" in found["per-incident-credit"].reason
    assert found["outage-compensation"].status == "review"
    for key in ("credit_tiers", "credit_per_hour_pct"):
        assert term(LEVEL3, key, "en") is None


def test_days_of_the_mrc_below_a_level_are_a_tier():
    # main read no tier: 3 days of the MRC are 3/30 of the month's fee
    t = term("Monthly uptime commitment: 99.9%. If availability falls below 99.9%, Customer will receive a service "
             "credit of 3 days of the MRC.", "credit_tiers", "en")
    assert t is not None and t.value == [{"below_pct": 99.9, "credit_pct": 10.0}], t
