"""Colocation follow-ups of e106 (session 43, e108).

1. a rack lease's network level beside its site's power level ("Network Availability 99.99%" and "Power Availability
   100%", "网络可用性不低于99.9%" and "电力可用性不低于99.99%"): which one a claim counts on depends on what failed, so both
   are named for review by scope, no contradiction and no confident pick of either (in both languages: Chinese read the
   network's alone, English a contradiction);
2. the usable power after a redundant pair's total ("7.36 kW total, 3.68 kW usable in A+B redundancy"): the rack the
   sentence names is the usable figure's (e106 left it reading nothing);
3. a day of the monthly charge per length of outage ("one (1) day of MRC for each 30 minutes of Power Outage", the form
   of Level 3's colocation schedule) is a multiple of the downtime;
4. credits by bands of a month's power outage ("more than 4 hours but less than 8 hours of Power Outage: 25% of MRC"):
   quoted for review (no form SPEC reads), the band's upper end no shortest outage that counts.

The sentences are our own wording, in the form colocation schedules use. Guards (pass on bfb98b62 too) say so.
"""

import pytest

from slacheck import api
from tests.conftest import make_document

NETWORK_AND_POWER = ("Colocation Service Levels\n\nNetwork Availability 99.99%. Power Availability 100%.\n\n"
                     "For each hour of network unavailability, Customer receives a credit of 5% of the MRC. For each hour "
                     "of Power Outage, Customer receives a credit of 10% of the MRC.\n")


# 1. the network's level and the power's: levels by scope, for review naming both
def test_network_and_power_levels_are_levels_by_scope(extracted):
    # bfb98b62: a contradiction (no scope named), 99.99 with 100 beside it
    term = extracted(NETWORK_AND_POWER, "availability_pct", 99.99, language="en")
    assert term.conflict and term.conflict_kind == "scoped", term
    assert {term.scope, *(a.scope for a in term.alternatives if a.reason == "conflict")} == {"Network", "Power"}
    assert {a.value for a in term.alternatives if a.reason == "conflict"} == {100}


def test_network_and_power_levels_send_the_availability_rule_to_review_naming_both():
    # bfb98b62: review as a contradiction, naming no scope
    result = api.check(make_document(NETWORK_AND_POWER, language="en"))
    f = next(f for f in result.findings if f.rule == "availability")
    assert f.status == "review", (f.status, f.reason)
    assert "Network" in f.reason and "Power" in f.reason, f.reason


# ... the same rule in Chinese: the power's level beside the network's is kept, both for review by scope
@pytest.mark.parametrize("text, scopes", [
    ("# 机柜租用合同\n\n机柜供电可用性为100%，网络可用性为99.9%。\n", {"供电", "网络"}),
    ("# 机柜租用合同\n\n乙方保证网络可用性不低于99.9%。\n\n乙方保证电力可用性不低于99.99%。\n", {"网络", "电力"}),
])
def test_chinese_network_and_power_levels_are_levels_by_scope(text, scopes):
    # bfb98b62: the network's level alone (99.9, confidence 0.9), the power's dropped
    from slacheck.extract.pipeline import extract_terms

    [term] = [t for t in extract_terms(make_document(text, language="zh")) if t.key == "availability_pct"]
    assert term.conflict_kind == "scoped", term
    assert {term.scope, *(a.scope for a in term.alternatives if a.reason == "conflict")} == scopes


def test_chinese_network_and_power_caps_are_for_review():
    # bfb98b62: the network's cap 100 alone, the power's 10 dropped
    from slacheck.extract.pipeline import extract_terms

    text = ("# 机柜租用合同\n\n乙方保证网络可用性不低于99.9%，电力可用性不低于99.99%。未达到的，网络赔偿上限为当月费用的100%，"
            "电力赔偿上限为当月费用的10%。\n")
    [term] = [t for t in extract_terms(make_document(text, language="zh")) if t.key == "credit_cap_pct"]
    assert term.conflict and {term.value, *(a.value for a in term.alternatives if a.reason == "conflict")} == {100, 10}


@pytest.mark.parametrize("text, expected", [
    # guards (pass on bfb98b62 too): a power level alone is the level; two network levels still contradict
    ("Power Availability 100%. For each hour of Power Outage, Customer receives a credit of 10% of the MRC.", 100),
    ("Network Availability 99.99%. Network availability shall be at least 99.9%.", 99.99),
    ("# 机柜租用合同\n\n乙方保证电力可用性不低于99.99%。\n", 99.99),
])
def test_one_measure_stays_as_it_was(extracted, text, expected):
    term = extracted(text, "availability_pct", expected)
    assert term.conflict_kind != "scoped", term


# 2. the usable power after the pair's total is the rack's
@pytest.mark.parametrize("text, expected", [
    ("Each rack has 7.36 kW total, 3.68 kW usable in A+B redundancy.", 3.68),
    ("Cabinets: 42U, 600mm x 1200mm. Power: 2 x 16A 230V single phase per rack (7.36 kW total, 3.68 kW usable in A+B "
     "redundancy).", 3.68),
    ("Each cabinet is supplied with 8.6 kW total (A+B), of which 4.3 kW is usable.", 4.3),
])
def test_the_usable_power_after_a_pairs_total_is_the_racks(reads, text, expected):
    # bfb98b62: no rack power (the total blocked took the rack's words with it)
    reads(text, "rack_power_kw", expected, language="en")


def test_the_usable_power_passes_the_rack_power_rule():
    # bfb98b62: review (no rack power read)
    result = api.check(make_document("Each rack has 30 kW total, 15 kW usable in A+B redundancy.", language="en"))
    f = next(f for f in result.findings if f.rule == "rack-power")
    assert "15" in f.reason and "30 kW" not in f.reason, (f.status, f.reason)


@pytest.mark.parametrize("text, expected", [
    # guard (passes on bfb98b62 too): a total with no usable figure after it stays the rack's
    ("Each cabinet is supplied with 10 kW total, delivered over A+B feeds.", 10),
])
def test_a_total_alone_is_still_read(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")


# 3. a day of the monthly charge per length of outage
@pytest.mark.parametrize("text, expected", [
    ("Customer shall receive one (1) day of MRC for each 30 minutes of Power Outage.", 48),
    ("Customer shall receive one (1) day of MRC for each hour of Power Outage.", 24),
])
def test_a_day_of_mrc_per_length_of_outage_is_a_multiple(reads, text, expected):
    # bfb98b62: no multiple (no "credit" or "service" after the day)
    reads(text, "credit_downtime_multiple", expected, language="en")


@pytest.mark.parametrize("text", [
    # guards (pass on bfb98b62 too): the MRC named with no length of outage to count it per
    "Customer shall pay one (1) month of MRC in advance.",
    "The MRC for each cabinet is due on the first day of each month.",
])
def test_the_mrc_alone_is_no_multiple(reads, text):
    reads(text, "credit_downtime_multiple", None, language="en")


# 4. credits by the month's total length of a power outage (the form of Level 3's colocation schedule): no form SPEC
# reads, so the check quotes the clause for review, and a band's upper end is no shortest outage that counts
LEVEL3_PROSE = ("Power SLA. If Customer experiences more than 45 minutes but less than 4 hours of Power Outage in a month, "
                "Customer shall receive a credit of 10% of MRC; more than 4 hours but less than 8 hours of Power Outage: 25% "
                "of MRC.")


def test_a_bands_upper_end_is_no_shortest_outage(reads):
    # bfb98b62: min_outage_minutes 480 (the upper end of the 4-8 hour band)
    reads(LEVEL3_PROSE, "min_outage_minutes", None, language="en")


def test_credits_by_length_of_power_outage_are_quoted_for_review():
    # bfb98b62: missing, "The contract does not state the credit tiers ..."
    result = api.check(make_document(LEVEL3_PROSE, language="en"))
    f = next(f for f in result.findings if f.rule == "outage-compensation")
    assert f.status == "review" and "Power Outage" in f.reason, (f.status, f.reason)


@pytest.mark.parametrize("text, expected", [
    # guards (pass on bfb98b62 too): a shortest outage that counts, said alone or as a band's lower end
    ("Power Outages lasting more than 15 minutes are eligible for a credit of 5% of the MRC.", 15),
    ("Outages of more than 30 consecutive minutes count as Downtime.", 30),
])
def test_a_shortest_outage_is_still_read(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="en")
