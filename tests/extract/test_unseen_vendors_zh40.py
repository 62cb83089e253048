"""Chinese wrong values reported in session 33 (zh40): a rack's power derived from its feed where the sentence states it
in kW, a rack's rent with its attributes in brackets before 月租金, and a price list's open size band read as a count.

Each positive stands beside a near miss: the same words about another thing, which must not become the term or this value.
The wordings are those the session's review found in colocation and GPU-rental price sheets (no public address kept).
"""

import pytest


# a rack's feed and, in the same sentence, its power in kW: the stated power wins over the one derived from 220 V × 32 A;
# a power stated of another thing in that sentence (a server, the air conditioning, a room) leaves the estimate alone
@pytest.mark.parametrize("text, expected", [
    ("# 机柜租赁合同\n每个机柜提供两路220V/32A电源，甲方设备总功率不得超过7kW。\n", 7),
    ("# 机柜租赁合同\n每个机柜提供单路32A电源，额定功率不超过5.5kW。\n", 5.5),
    # near misses: the later power is another thing's
    ("# 机柜租赁合同\n每个机柜提供两路220V/32A电源，单台服务器功率不超过7kW。\n", 7.04),
    ("# 机柜租赁合同\n每个机柜提供两路220V/32A电源，单个包间供电容量200kW。\n", 7.04),
    ("# 机柜租赁合同\n每个机柜提供单路32A电源，空调额定功率5.5kW。\n", None),
])
def test_stated_rack_power_wins_over_the_feed_estimate(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="zh")


# the rack's size and power in brackets between the rack and its monthly rent: the rack is what is rented
@pytest.mark.parametrize("text, expected", [
    ("# 机柜租赁合同\n标准机柜（42U，4.4kW）月租金为人民币5000元/个。\n", 5000),
    ("# 机柜租赁合同\n标准机柜(42U)月租金6000元。\n", 6000),
    # near misses: a thing in the rack rented, with or without its own brackets
    ("# 机柜租赁合同\n机柜内服务器月租金800元/个。\n", None),
    ("# 机柜租赁合同\n机柜内服务器（8卡）月租金800元/个。\n", None),
])
def test_rack_rent_with_its_attributes_in_brackets(reads, text, expected):
    reads(text, "price_rack_month", expected, language="zh")


def test_bracketed_rack_power_is_the_racks(reads):
    reads("# 机柜租赁合同\n标准机柜（42U，4.4kW）月租金为人民币5000元/个。\n", "rack_power_kw", 4.4, language="zh")


# a price list's size bands open at one end ("32卡以上：6.0元/卡时"): a band's price, no count of cards ordered
@pytest.mark.parametrize("text, expected", [
    ("# GPU租赁价格\n8卡以下：7.0元/卡时；\n32卡以上：6.0元/卡时。\n", None),
    ("# GPU租赁价格\n32卡及以上：6.0元/卡时。\n", None),
    ("# GPU租赁价格\n64卡起：5.5元/卡时。\n", None),
    ("# GPU pricing\n128 GPUs or more: $1.80/GPU-hr.\n", None),
    # near misses: an order of at least so many, priced in another clause; an order of so many
    ("# GPU租赁合同\n乙方提供32卡以上GPU，单价6.0元/卡时。\n", 32),
    ("# GPU租赁合同\n乙方提供32卡，单价6.0元/卡时。\n", 32),
])
def test_open_size_band_of_a_price_list_is_no_count(reads, text, expected):
    reads(text, "gpu_count", expected, language=None if "GPU pricing" in text else "zh")


# a provider given a short name of its own (China Telecom's cloud SLAs call it "云公司" throughout, no 乙方): the provider
# where it, or that short name, provides the service; a customer's short name, or one that supplies its own information
# or has another provide the service, names no provider
@pytest.mark.parametrize("text, expected", [
    ("# 服务等级协议\n中国电信股份有限公司云计算分公司（以下简称\"云公司\"）向用户提供GPU云主机服务。云公司承诺服务可用性不低于"
     "99.9%。\n", "中国电信股份有限公司云计算分公司"),
    ("# 服务等级协议\n本协议由中国电信股份有限公司云计算分公司（以下简称“云公司”）制定。\n云公司依据本协议为用户提供GPU云主机服务。\n",
     "中国电信股份有限公司云计算分公司"),
    # near misses: the customer's short name
    ("# 服务等级协议\n北京某某科技有限公司（以下简称\"用户\"）向云公司购买GPU云主机服务。\n", None),
    ("# 服务协议\n北京某某科技有限公司（以下简称\"某某科技\"）应向云公司提供真实信息。\n", None),
    ("# 服务协议\n北京某某科技有限公司（以下简称“某某科技”）委托云公司为其提供GPU算力服务。\n", None),
])
def test_provider_named_by_its_short_name(reads, text, expected):
    reads(text, "vendor", expected, language="zh")


# a credit per hour of downtime and the credit at a total length that is the rate times it: the cap reached (2% × 25 =
# 50%), no second rate in conflict with the first; where the arithmetic does not match, both stay for review
CAP_REACHED = "# 服务等级协议\n乙方承诺服务可用性不低于99.9%。服务不可用时间每超出1小时扣减当月服务费的2%，累计25小时扣减50%。\n"
CAP_NOT_REACHED = "# 服务等级协议\n乙方承诺服务可用性不低于99.9%。服务不可用时间每超出1小时扣减当月服务费的2%，累计20小时扣减50%。\n"


def test_credit_at_the_hours_the_rate_reaches_is_the_cap(reads):
    term = reads(CAP_REACHED, "credit_per_hour_pct", 2, language="zh")
    assert not term.conflict and not term.alternatives
    cap = reads(CAP_REACHED, "credit_cap_pct", 50, language="zh")
    assert cap.evidence_kind == "derived" and "25小时" in cap.text


def test_credit_at_other_hours_stays_a_conflict(reads):
    term = reads(CAP_NOT_REACHED, "credit_per_hour_pct", 2, language="zh")
    assert term.conflict and [a.value for a in term.alternatives] == [50]
    reads(CAP_NOT_REACHED, "credit_cap_pct", None, language="zh")


# ... and those bands' rates are offered side by side, as the closed bands' are (evidence.yaml option_bands): no rate
# silently picked; a rate changed later for an order of at least so many is no band's
def test_open_size_bands_rates_are_alternatives(extracted):
    term = extracted("# GPU租赁价格\n8卡以下：7.0元/卡时；\n32卡以上：6.0元/卡时。\n", "price_gpu_hour", 6, language="zh")
    assert term.conflict and term.conflict_kind == "alternatives"
    assert sorted([term.value] + [a.value for a in term.alternatives]) == [6, 7]
    other = extracted("# GPU租赁合同\n乙方提供32卡以上GPU，单价6.0元/卡时。价格调整后单价为5.0元/卡时。\n", "price_gpu_hour", 6,
                      language="zh")
    assert other.conflict_kind != "alternatives"
