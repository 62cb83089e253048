"""Chinese levels reported in session 37 (zh56): a rack lease's power level read as a contradiction of its network level,
and a product's label lost where the source ended it with a space the view drops between Chinese words.

Each positive stands beside a near miss: the same words about another thing, which must not become the term or this value.
The rack-lease wordings are those the session's review found in colocation contracts (机柜租用合同; no public address kept).
"""

import pytest

RACK_LEASE = ("# 机柜租用合同\n\n## 第五条 服务等级\n\n5.1 乙方保证网络可用性不低于99.9%。\n\n5.2 乙方保证电力可用性不低于99.99%。\n\n"
              "5.3 未达到上述标准的，乙方按月租费给予赔偿，网络赔偿上限为当月费用的100%，电力赔偿上限为当月费用的10%。\n")


# a rack lease's network level beside its power level: each the level of its own part of the lease, which a claim counts
# on depending on what failed (e108: levels by scope, for review naming both; zh56 read the network's alone, the power's
# dropped, a confident pick of one); the same for the two caps and for a cooling level beside the network's
@pytest.mark.parametrize("text, key, expected", [
    (RACK_LEASE, "availability_pct", 99.9),
    (RACK_LEASE, "credit_cap_pct", 100),
    # ... in one sentence, either first, and a cooling level beside the network's
    ("# 机柜租用合同\n\n乙方保证网络可用性不低于99.9%，电力可用性不低于99.99%。\n", "availability_pct", 99.9),
    ("# 机柜租用合同\n\n乙方保证电力可用性不低于99.99%，网络可用性不低于99.9%。\n", "availability_pct", 99.9),
    ("# 机柜租用合同\n\n乙方保证网络可用性不低于99.9%。\n\n乙方保证机房空调可用性不低于99.95%。\n", "availability_pct", 99.9),
])
def test_network_level_beside_the_power_level_is_review_by_scope(extracted, text, key, expected):
    term = extracted(text, key, expected, language="zh")
    others = [a.value for a in term.alternatives if a.reason == "conflict"]
    assert term.conflict_kind == "scoped" and expected in [term.value, *others] and len(others) == 1, term


# near misses: a rack lease promising only its power is promising the level its credits count on (the level read, any
# value, as "保证为网络系统持续供电的能力可达99.99%" is in test_long_terms.py); a cap stated only for the power is the cap
@pytest.mark.parametrize("text, key, expected", [
    ("# 机柜租用合同\n\n乙方保证电力可用性不低于99.99%。\n", "availability_pct", 99.99),
    ("# 机柜租用合同\n\n乙方保证电力可用性为100%。\n", "availability_pct", 100),
    ("# 机柜租用合同\n\n乙方保证电力可用性不低于99.99%，未达到的，电力赔偿上限为当月费用的10%。\n", "credit_cap_pct", 10),
])
def test_power_level_alone_is_the_level(reads, text, key, expected):
    reads(text, key, expected, language="zh")


# ... and two levels of the service itself stay a contradiction for review
def test_two_service_levels_stay_a_contradiction(extracted):
    term = extracted("# 机柜租用合同\n\n乙方保证网络可用性不低于99.9%。\n\n乙方保证网络可用性不低于99.5%。\n",
                          "availability_pct", 99.9, language="zh")
    assert term.conflict and term.conflict_kind == "contradiction"


# a product's label ended by the space the source had before the words of its level (HostifyX's SLA lists "服务器租用" and
# "网站托管" with their own levels, hostifyx.com/zh/service-level-agreement): the view reads "服务器租用月度可用性99.8%", and
# the space put back ends the label; each product's level is an alternative, none a contradiction of the other
def test_labels_a_dropped_space_ends_are_alternatives(extracted):
    term = extracted("# 服务等级\n\n服务器租用 月度可用性99.8%；网站托管 月度可用性99.6%。\n", "availability_pct", 99.8,
                          language="zh")
    assert term.conflict_kind == "alternatives" and [a.value for a in term.alternatives] == [99.6]


# near misses: the same product twice is two levels of one (a contradiction), and so are levels with no space to end a
# label at, or labelled by a severity
@pytest.mark.parametrize("text", [
    "# 服务等级\n\n服务器租用 月度可用性99.8%；服务器租用 月度可用性99.6%。\n",
    "# 服务等级\n\n服务器租用月度可用性99.8%；网站托管月度可用性99.6%。\n",
    "# 服务等级\n\n一级故障 可用性99.8%；二级故障 可用性99.6%。\n",
])
def test_no_label_a_space_ends_stays_a_contradiction(extracted, text):
    term = extracted(text, "availability_pct", 99.8, language="zh")
    assert term.conflict_kind == "contradiction"
