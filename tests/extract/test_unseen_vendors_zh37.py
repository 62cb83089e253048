"""Chinese wrong values and lost commitments left from session 32 (zh37): another charge's month read as the service fee,
a tender's price ceiling as the agreed GPU-hour price; a rack's power listed after a comma, a service period labelled
with the warranty, a site after a party's registered address, an offer the customer may choose to use, and a notice
given both to planned and to emergency maintenance, all lost.

Each positive stands beside a near miss: the same words where no such value is stated, or another value is.
"""

import pytest


# another charge named before its figure in the figure's own clause: bandwidth, an IP address (an IDC's price list of
# extras); the service fee that includes it stays the fee, and a sentence whose other clause names the charge keeps it
@pytest.mark.parametrize("text, expected", [
    ("带宽费3000元/月。\n", None),
    ("IP地址费用：500元/月。\n", None),
    ("公网IP费100元/月，电费按实际用量另计。\n", None),
    ("乙方向甲方提供H800 GPU算力服务，服务费为30万元/月，带宽费3000元/月。\n", 300000),
    # near misses: a fee that includes the other charge, and the other charge in a clause of its own
    ("服务费（含带宽）：30万元/月。\n", 300000),
    ("服务费（含带宽费）：30万元/月。\n", 300000),
    ("带宽费另计，月服务费为30万元。\n", 300000),
    # ... an aside in brackets before the figure, and the fee's total with the other charge
    ("月度服务费（电费另计）：30万元。\n", 300000),
    ("服务费及带宽费合计30万元/月。\n", 300000),
])
def test_another_charge_is_no_monthly_fee(reads, text, expected):
    reads(text, "monthly_fee", expected, language="zh")


def test_another_charge_beside_the_fee_is_no_conflict(extracted):
    # main read the bandwidth's 3,000 as a second monthly fee, in conflict with the service fee
    term = extracted("乙方向甲方提供H800 GPU算力服务，服务费为30万元/月，带宽费3000元/月。\n", "monthly_fee", 300000,
                     language="zh")
    assert term.value == 300000 and not term.conflict and not term.alternatives


# a tender's price ceiling: a procurement notice lists its "最高限价" beside the budget (a public tender's notice,
# https://cyzbt.com/detail/1013_250966179_0: "最高限价 | 1320000 |"); what a bid may ask at most is no price agreed
@pytest.mark.parametrize("text, expected", [
    ("投标人报价单价不高于8元/卡/小时。\n", None),
    ("本项目最高限价为8元/卡/小时。\n", None),
    ("招标控制价：每卡每小时8元。\n", None),
    # near misses: a contract's price, the awarded price after the tender's ceiling, a ceiling after the price
    ("单价8元/卡/小时。\n", 8),
    ("本项目最高限价为500万元。中标单价8元/卡/小时。\n", 8),
    ("单价8元/卡/小时，不高于市场价。\n", 8),
])
def test_tender_ceiling_is_no_gpu_hour_price(reads, text, expected):
    reads(text, "price_gpu_hour", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    ("月服务费最高限价30万元。\n", None),
    ("每月服务费用不超过30万元，按实际使用结算。\n", None),
    ("月服务费30万元。\n", 300000),
])
def test_tender_ceiling_is_no_monthly_fee(reads, text, expected):
    reads(text, "monthly_fee", expected, language="zh")


# a rack's attributes listed in a sentence about racks, its power in a clause of its own
@pytest.mark.parametrize("text, expected", [
    ("机柜数量10个，额定功率7kW。\n", 7),
    ("机柜规格42U，数量10个，额定功率7kW，尺寸600×1200mm。\n", 7),
    # near misses: a thing of its own before the power, no rack in the sentence
    ("机柜数量10个，空调额定功率7kW。\n", None),
    ("机柜数量10个，服务器额定功率7kW。\n", None),
    ("服务器10台，额定功率7kW。\n", None),
])
def test_rack_power_listed_after_a_comma(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="zh")


# a tender's line naming one period for the warranty and the service; a warranty alone is no term of the service
@pytest.mark.parametrize("text, expected", [
    ("质保期/服务期：3年。\n", 36),
    ("质保期3年，服务期1年。\n", 12),
    # near misses: the warranty alone
    ("质保期：3年。\n", None),
    ("设备质保期为3年。\n", None),
])
def test_service_period_labelled_with_the_warranty(reads, text, expected):
    reads(text, "term_months", expected, language="zh")


# a party's registered address blocks its own clause, not the site named in the next one
@pytest.mark.parametrize("text, expected", [
    ("甲方注册地址：北京市海淀区中关村大街1号，乙方机房位于上海市松江区。\n", "松江"),
    ("乙方住所地位于上海市松江区，机房位于江苏省昆山市。\n", "昆山"),
    # near misses: the registered address itself, and an office in a sentence whose only address is the registration
    ("甲方注册地址位于上海市松江区。\n", None),
    ("甲方注册地址：上海市浦东新区张江路1号，乙方在北京市海淀区设有办公室。\n", None),
])
def test_registered_address_blocks_only_its_clause(reads, text, expected):
    reads(text, "location", expected, language="zh")


# a choice of whether to use what the provider offers asks nothing of the offer; a form's question or an offer left to
# negotiation still reads nothing
@pytest.mark.parametrize("text, expected", [
    ("甲方有权选择是否使用乙方提供的InfiniBand网络。\n", "infiniband"),
    ("甲方可自行决定是否采用乙方提供的RoCE网络。\n", "roce"),
    # near misses: the provider choosing whether to provide it, and an offer the parties leave open
    ("乙方可选择是否提供InfiniBand网络。\n", None),
    ("乙方是否提供InfiniBand网络由双方另行协商。\n", None),
])
def test_choice_to_use_an_offer_is_no_question(reads, text, expected):
    reads(text, "interconnect", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    ("甲方有权选择是否使用乙方提供的NVLink服务器。\n", True),
    ("是否支持NVLink：□是 □否\n", None),
])
def test_choice_to_use_nvlink_is_no_form_question(reads, text, expected):
    reads(text, "nvlink", expected, language="zh")


# planned and emergency maintenance given one notice: the planned work's notice (SPEC: the notice that makes planned
# maintenance excluded); an emergency's notice alone is none
@pytest.mark.parametrize("text, expected", [
    ("例行维护和紧急维护均提前2小时通知。\n", 2),
    ("紧急维护和计划维护均须提前2小时通知甲方。\n", 2),
    ("计划维护、紧急维护都提前24小时通知。\n", 24),
    # near misses: the emergency alone, two emergencies, the emergency's own figure after the planned work's
    ("紧急维护均提前2小时通知。\n", None),
    ("紧急故障和紧急维护均提前2小时通知。\n", None),
    ("例行维护提前24小时通知，紧急维护提前2小时通知。\n", 24),
])
def test_one_notice_for_planned_and_emergency_maintenance(reads, text, expected):
    reads(text, "maintenance_notice_hours", expected, language="zh")
