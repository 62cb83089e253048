"""Chinese leftovers found in session 33 (zh41): a ceiling of cards read as the order's count, a rack count's per-rack
power unread, a fee of several charges listed with one 费 and a rack's own monthly fee read as the order's monthly fee, a
provider's short name given without 以下简称 unread, a wrapped line of prose taken for a table row, and a single outage's
threshold dropped as a restatement of the month's allowance.

Each positive stands beside a near miss: the same words about another thing, which must not become the term or this value.
The wordings are those the session's review found in colocation and GPU-rental contracts (no public address kept) unless a
case names its source.
"""

import pytest


# a ceiling of cards (不超过, 至多, 上限, as 最多 already) is how many the order may come to, no count ordered; a floor the
# provider commits to and a plain count are the order's
@pytest.mark.parametrize("text, expected", [
    ("# GPU租赁合同\n乙方提供不超过64卡GPU。\n", None),
    ("# GPU租赁合同\n乙方提供至多64张H100 GPU卡。\n", None),
    ("# GPU租赁合同\n本项目GPU卡数上限为64张。\n", None),
    # near misses: a plain count, a floor, a ceiling of another thing in a later clause
    ("# GPU租赁合同\n乙方提供64卡GPU。\n", 64),
    ("# GPU租赁合同\n乙方提供不少于64卡GPU。\n", 64),
    ("# GPU租赁合同\n乙方提供64卡GPU，故障恢复时间不超过4小时。\n", 64),
])
def test_a_ceiling_of_cards_is_no_count_ordered(reads, text, expected):
    reads(text, "gpu_count", expected, language="zh")


# a count of racks, then in a clause of its own the power each is rated or built for: each rack's (as "机柜数量10个，额定
# 功率7kW"); a bare power after the count may be the racks' together and stays unread, a total is spread over the racks
# (derived, as before), a thing of its own before the power is not the rack
@pytest.mark.parametrize("text, expected", [
    ("# 机柜租赁合同\n共10个机柜，额定功率7kW。\n", 7),
    ("# 机柜租赁合同\n共10个机架，设计功率7kW。\n", 7),
    # near misses
    ("# 机柜租赁合同\n共10个机柜，功率70kW。\n", None),
    ("# 机柜租赁合同\n共10个机柜，空调额定功率7kW。\n", None),
    ("# 机柜租赁合同\n单个包间（共10个机柜），额定功率70kW。\n", None),
])
def test_rated_power_after_a_count_of_racks_is_each_racks(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="zh")


def test_total_power_after_a_count_of_racks_is_still_spread_over_them(reads):
    term = reads("# 机柜租赁合同\n共10个机柜，总功率70kW。\n", "rack_power_kw", 7, language="zh")
    assert term.confidence < 0.9  # derived, for review, not stated


# charges listed with one 费 at the list's end, the other named by what it pays for: a fee of several charges, no fee of
# the service; a service fee that includes them is the fee
@pytest.mark.parametrize("text, expected", [
    ("# 机柜租赁合同\n带宽及管理费3000元/月。\n", None),
    ("# 机柜租赁合同\n带宽、IP及管理费3000元/月。\n", None),
    ("# 机柜租赁合同\n管理费及带宽3000元/月。\n", None),
    ("# 机柜租赁合同\n管理费及宽带费3000元/月。\n", None),
    ("# 机柜租赁合同\n管理费及带宽费3000元/月。\n", None),
    # near misses: the service's fee, the charges included in it, with or without brackets, or another clause's
    ("# 机柜租赁合同\n月服务费（含带宽费）3000元/月。\n", 3000),
    ("# 机柜租赁合同\n月服务费（含带宽及IP）3000元。\n", 3000),
    ("# 机柜租赁合同\n月服务费含电力、带宽3000元。\n", 3000),
    ("# 机柜租赁合同\n带宽按实际使用另计，月服务费3000元。\n", 3000),
])
def test_a_fee_of_several_listed_charges_is_no_monthly_fee(reads, text, expected):
    reads(text, "monthly_fee", expected, language="zh")


# a rack's own month (机柜月费, 机柜月租金, the rack's size in brackets before it) is one rack's price, not the order's fee;
# the racks' rent totalled is the order's fee, no rack's price
@pytest.mark.parametrize("text, fee, rack", [
    ("# 机柜租赁合同\n标准机柜(42U)月费5000元。\n", None, 5000),
    ("# 机柜租赁合同\n机柜月费5000元。\n", None, 5000),
    ("# 机柜租赁合同\n机柜月租金5000元。\n", None, 5000),
    ("# 机柜租赁合同\n标准机架（42U）月租金5000元。\n", None, 5000),
    # near misses: the contract's monthly fee; the racks' rent totalled
    ("# 机柜租赁合同\n本合同月服务费合计5000元。\n", 5000, None),
    ("# 机柜租赁合同\n甲方租用10个机柜，机柜月租金合计50000元。\n", 50000, None),
])
def test_a_racks_own_monthly_fee_is_its_price(reads, text, fee, rack):
    reads(text, "monthly_fee", fee, language="zh")
    reads(text, "price_rack_month", rack, language="zh")


# a provider given its short names in brackets with no word of naming, the customer buying from it or the agreement
# signed with it, the short name then providing the service (China Telecom's cloud service agreement,
# http://www.daliqc.cn/portal/protocol/11049533: "…向天翼云科技有限公司(“天翼云公司”“我们”)购买、由天翼云公司向客户提供
# 云计算服务(“天翼云服务”)的约定"); a customer's short name, or one that supplies information or has another provide the
# service, names no provider
@pytest.mark.parametrize("text, expected", [
    ("# 服务协议\n本协议系关于客户(“您”)通过中国电信天翼云网门户向天翼云科技有限公司(“天翼云公司”“我们”)购买、由天翼云公司向客户"
     "提供云计算服务(“天翼云服务”)的约定。\n云公司承诺GPU云主机服务可用性不低于99.9%。\n", "天翼云科技有限公司"),
    ("# 服务协议\n本协议由用户与天翼云科技有限公司（“天翼云”或“云公司”）共同签订。云公司向用户提供GPU云主机服务。\n",
     "天翼云科技有限公司"),
    # near misses
    ("# 服务协议\n北京某某科技有限公司（“某某科技”）委托云公司为其提供GPU算力服务。\n", None),
    ("# 服务协议\n北京某某科技有限公司（“某某科技”）应向云公司提供真实信息。\n", None),
    ("# 服务协议\n本协议由北京某某科技有限公司（“用户”）与云公司签订。用户向云公司提供GPU云主机服务所需资料。\n", None),
    ("# 服务协议\n本协议由用户与天翼云科技有限公司（“天翼云”）共同签订。天翼云将按照用户的要求提供资料。\n", None),
])
def test_provider_given_short_names_without_a_word_of_naming(reads, text, expected):
    reads(text, "vendor", expected, language="zh")


# a wrapped line of prose with spaces around its figures (a PDF's text) whose words between the figures link them as a
# sentence does: prose, run on into the next line, not a table row cut off from it; a spaced table's rows still read
WRAPPED_TIER = ("# 服务等级协议\n服务可用性低于 99.9% 但不低于 99% 的，乙方按当月服务费\n的10%进行赔偿；低于99%的，赔偿30%。\n")


def _tiers(term):
    return [(t["below_pct"], t["credit_pct"]) for t in term.value]


def test_wrapped_line_of_prose_with_two_figures_stays_prose(extracted):
    term = extracted(WRAPPED_TIER, "credit_tiers", True, language="zh")
    assert _tiers(term) == [(99.9, 10.0), (99.0, 30.0)]


# near misses: a spaced table's rows, cells between their figures that are a comparison's signs and names, no sentence
def test_spaced_tier_rows_still_read(extracted):
    term = extracted("# 服务等级协议\n月度服务可用性 赔偿比例\n99.0% ≤ 可用性 < 99.9% 10%\n可用性 < 99.0% 30%\n",
                     "credit_tiers", True, language="zh")
    assert _tiers(term) == [(99.9, 10.0), (99.0, 30.0)]


def test_spaced_price_row_still_a_table_cell(reads):
    term = reads("# 报价单\n项目 数量 单价（元/月） 总价\n计算机柜 16 28,000 448,000\n", "price_rack_month", 28000, language="zh")
    assert term.evidence_kind == "table_cell"


# a month's allowance said again in the next sentence is no threshold (zh39); a single outage's threshold of the same
# length, with its own remedy, is one
@pytest.mark.parametrize("text, expected", [
    ("# 服务等级协议\n每月累计中断时间不超过4小时。单次中断超过4小时的，按当月服务费的10%赔偿。\n", 240),
    ("# 服务等级协议\n每月累计中断时间不超过4小时。每次中断超过4小时的，按当月服务费的10%赔偿。\n", 240),
    # near misses: the allowance said again, no single outage named
    ("# 服务等级协议\n乙方保证每月因故障中断的不可用时间小于4小时。如果中断不可用时间超过4小时，甲方将扣除部分租用费。\n", None),
    ("# 服务等级协议\n每月累计中断时间不超过4小时。中断超过4小时的，按当月服务费的10%赔偿。\n", None),
])
def test_single_outage_threshold_equal_to_the_monthly_allowance(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="zh")
