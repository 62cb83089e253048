"""Chinese levels checked in session 38 (zh57) against published SLAs and colocation contracts: a level stated for the
network and the power in one figure ("网络及电力可用性不低于99.9%") was read as the power's alone, so a cooling or power level
beside it became a contradiction of the service level.

Each positive stands beside a near miss: the same words about another thing, which must not become the term or this value.
"""

import pytest


# one figure for the network and the power (Serverion's SLA, serverion.com/tr/destek/hizmet-seviyesi-anlasmalari/: "ağdaki
# ve Serverion sunucu odalarındaki güç kaynaklarındaki kullanılabilirliğin 99.9% olmasını sağlayacaktır", the network and
# the power supplies of its server rooms at 99.9%), written as a Chinese rack lease writes its levels (机柜租用合同,
# fsou.com/html/text/con1/2684379/268437979_5.html: "甲方保证乙方网络系统99.9%的联通性" beside "电力持续供应达99.99%的可用性"):
# the pair's figure is the service's level, kept (no longer read as the power's alone); a cooling or power level beside it
# is another part's level: both for review (e108; zh57 read 99.9 alone, a confident pick of one)
@pytest.mark.parametrize("text", [
    "# 机柜租用合同\n\n5.1 乙方保证网络及电力可用性不低于99.9%。\n\n5.2 乙方保证制冷可用性不低于99.5%。\n",
    "# 机柜租用合同\n\n5.1 乙方保证网络和电力可用性不低于99.9%。\n\n5.2 乙方保证电力可用性不低于99.99%。\n",
    "# 机柜租用合同\n\n5.1 乙方保证机房网络、电力可用性不低于99.9%。\n\n5.2 乙方保证空调可用性不低于99.5%。\n",
    # near misses: a power level joined to another site measure, or to the network as an alternative ("网络或电力"), or
    # of the network's equipment, is still the power's beside the network's own level (for review too)
    "# 机柜租用合同\n\n乙方保证网络可用性不低于99.9%。\n\n乙方保证制冷及电力可用性不低于99.99%。\n",
    "# 机柜租用合同\n\n乙方保证网络可用性不低于99.9%。\n\n乙方保证网络设备的电力可用性不低于99.99%。\n",
    "# 机柜租用合同\n\n乙方保证网络可用性不低于99.9%。\n\n网络或电力可用性不低于99.99%的，按月结算。\n",
])
def test_network_and_power_in_one_level_is_the_services(extracted, text):
    term = extracted(text, "availability_pct", 99.9, language="zh")
    others = [a.value for a in term.alternatives if a.reason == "conflict"]
    assert term.conflict and term.value == 99.9 and len(others) == 1 and 99.9 not in others, term


# ... and two levels the pair states of the service stay a contradiction for review
def test_two_levels_of_network_and_power_stay_a_contradiction(extracted):
    term = extracted("# 机柜租用合同\n\n乙方保证网络及电力可用性不低于99.9%。\n\n乙方保证网络可用性不低于99.5%。\n",
                     "availability_pct", 99.9, language="zh")
    assert term.conflict and term.conflict_kind == "contradiction"


# the caps named for the pair and for the cooling (as test_unseen_vendors_zh56.py's "网络赔偿上限…100%，电力赔偿上限…10%"):
# the pair's cap is the service's, the cooling's another part's: both for review (e108; zh57 read 100 alone)
@pytest.mark.parametrize("text", [
    "# 机柜租用合同\n\n乙方保证网络及电力可用性不低于99.9%。\n\n未达到的，网络及电力赔偿上限为当月费用的100%，制冷赔偿上限为当月费用的10%。\n",
    # near miss: the power's cap joined to the cooling's, beside the network's own
    "# 机柜租用合同\n\n乙方保证网络可用性不低于99.9%。\n\n未达到的，网络赔偿上限为当月费用的100%，制冷及电力赔偿上限为当月费用的10%。\n",
])
def test_cap_for_network_and_power_is_the_services(extracted, text):
    term = extracted(text, "credit_cap_pct", 100, language="zh")
    assert term.conflict and term.value == 100 and [a.value for a in term.alternatives if a.reason == "conflict"] == [10]


# a published rack lease (机柜租用合同, fsou.com/html/text/con1/2684379/268437979_5.html) states the network's level and the
# power's in two clauses: "甲方保证乙方网络系统99.9%的联通性" and "甲方保证乙方租用的网络系统的电力持续供应达99.99%的可用性";
# the power's is another part's level beside the network's: both for review (e108; zh57 read 99.9 alone)
FSOU_NETWORK = "1.2 甲方保证乙方网络系统99.9%的联通性,即每月不联通时间少于44分钟。\n"
FSOU_POWER = "2.2 甲方保证乙方租用的网络系统的电力持续供应达99.99%的可用性,即乙方租用的可用网络系统每月电力中断时间累积不超过4.4分钟。\n"


@pytest.mark.parametrize("text, expected", [
    ("# 机柜租用合同\n" + FSOU_NETWORK + FSOU_POWER, 99.9),
    # near miss: the power's clause alone is the level the credits count on
    ("# 机柜租用合同\n" + FSOU_POWER, 99.99),
])
def test_continuous_power_supply_beside_the_network_is_the_powers(extracted, text, expected):
    term = extracted(text, "availability_pct", expected, language="zh")
    assert term.value == expected
    assert term.conflict == (FSOU_NETWORK in text), term
