"""Chinese colocation (IDC 机柜租用) documents not read before (zh39): an IDC service agreement and an IDC billing service
that call the rack 机架 and count it by 架. Main read no rack in "单机架功率8kW", no rack price in "3500元/机架/月" or
"5000元/架/月", and took a rack's monthly price for the whole order's monthly fee, the base a credit is counted on.

Each positive stands beside a near miss: the same words about a machine or the whole order, or a rack-mount server.
"""

import pytest


# an IDC service agreement (IDC服务合作协议, m.bdocx.com/doc/11209348.html) calls the rack 机架: "如在合同期内,甲方增加或减少机架
# 或者带宽资源时,按此合同相关资费计算"; an IDC billing service's rent (a public repository's IdcBillingService): "单机架月度基准
# 空间租金 (3500.00 元/机架/月)"
@pytest.mark.parametrize("text, expected", [
    ("单机架月度基准空间租金3500元/机架/月。\n", 3500),
    ("机架租用费：3500元/机架/月。\n", 3500),
    ("机架租金为每个机架每月3500元。\n", 3500),
    # counted by 架, the rack named before ("机柜租用费：X元/年", a rack-lease template's price line)
    ("机柜租用费：5000元/架/月。\n", 5000),
    ("机柜租金每架每月5000元。\n", 5000),
    # a year's price is read as its twelfth
    ("标准机架（42U）租用费用为人民币42000元/机架/年。\n", 3500),
    # near misses: a machine's monthly price, and the whole order's monthly fee
    ("托管费用为800元/台/月。\n", None),
    ("本合同月服务费合计为35000元/月。\n", None),
])
def test_a_rack_called_jijia_is_priced_per_rack(reads, text, expected):
    reads(text, "price_rack_month", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # one rack's price is no fee of the whole order: a credit counted on it would be one rack's
    ("单机架月度基准空间租金3500元/机架/月。\n", None),
    ("机柜租用费：5000元/架/月。\n", None),
    # near misses: the order's fee, also beside a rack-mount server
    ("本合同月服务费合计为35000元/月。\n", 35000),
    ("乙方为甲方提供机架式GPU服务器10台，每月服务费8万元。\n", 80000),
])
def test_a_price_per_jijia_is_no_monthly_fee(reads, text, expected):
    reads(text, "monthly_fee", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    ("3500元/机架/月。\n", "rack_month"),
    ("机架租金为每个机架每月3500元。\n", "rack_month"),
    ("标准机架租用费用为人民币42000元/机架/年。\n", "rack_year"),
    # near miss: a machine's monthly price is no rack's
    ("托管费用为800元/台/月。\n", None),
])
def test_a_price_per_jijia_is_billed_by_the_rack(reads, text, expected):
    reads(text, "billing_model", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    ("单机架功率8kW。\n", 8),
    ("每个机架额定功率为6kW。\n", 6),
    # near misses: a rack-mount machine's power, and a room's with its racks counted in brackets
    ("机架式设备额定功率为6kW。\n", None),
    ("单个包间（含10个机架）供电容量200kW。\n", None),
])
def test_a_jijia_power_is_the_racks(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="zh")


# a machine count, then a word of what each machine holds, then its cards: OneFlow's benchmark reports ("所有的测试都是在4台
# 配置8张V100-SXM2-16GB GPU的服务器中进行") and Intern-S1-Pro's deployment guide ("该模型部署需至少两台搭载8张H200显卡的计算
# 节点"); main read an order of eight cards from "乙方提供128台搭载8张…"
@pytest.mark.parametrize("text, count, per_node", [
    ("所有的测试都是在4台配置8张V100-SXM2-16GB GPU的服务器中进行。\n", 32, 8),
    ("该模型部署需至少两台搭载8张H200显卡的计算节点。\n", 16, 8),
    ("乙方提供128台搭载8张昇腾910B NPU的AI服务器。\n", 1024, 8),
    ("乙方提供16台配备8张H100 GPU的服务器。\n", 128, 8),
    # near misses: machines and cards counted apart, the cards no machine's
    ("乙方提供128台服务器及8张H100 GPU卡。\n", 8, None),
    ("乙方为甲方提供16台交换机，另提供8张A800加速卡。\n", 8, None),
])
def test_cards_each_machine_holds_after_its_count(reads, text, count, per_node):
    reads(text, "gpu_count", count, language="zh")
    reads(text, "gpus_per_node", per_node, language="zh")


# a hosting provider's service pledge (河南億恩科技, mszdt.com/adv/trust.asp): "凡因我公司原因導致的“網絡不連通”,我公司將按照
# 當月“網絡不連通”總時間,在次月5號之前,給予用戶100倍時間補償" counts the downtime in words no trigger knows, the multiple
# named right after the figure
@pytest.mark.parametrize("text, expected", [
    ("凡因我公司原因導致的“網絡不連通”,我公司將按照當月“網絡不連通”總時間,在次月5號之前,給予用戶100倍時間補償。\n", 100),
    ("凡因我公司原因导致的“网络不连通”，我公司将按照当月“网络不连通”总时间，给予用户100倍时间补偿。\n", 100),
    # near misses: a multiple of points or bandwidth, a late handover's time made up
    ("我公司将按照当月网络不连通总时间，给予用户2倍积分补偿。\n", None),
    ("乙方向甲方提供2倍带宽补偿。\n", None),
    ("乙方逾期交付的，按逾期时间给予甲方2倍时间补偿。\n", None),
])
def test_a_multiple_named_as_time_made_up(reads, text, expected):
    reads(text, "credit_downtime_multiple", expected, language="zh")


# an internet-access lease (fsou.com/html/text/con1/2684386/268438687_1.html): "乙方保证租赁给甲方的互联网接入每月因故障中断的
# 不可用时间小于4小时(不得人为恶意造成中断)。如果中断不可用时间超过4小时,甲方将扣除部分租用费以约束乙方行为" says the month's
# allowance again; main read it as the shortest outage that counts (240 minutes), dropping every shorter one from a claim
@pytest.mark.parametrize("text, expected", [
    ("乙方保证租赁给甲方的互联网接入每月因故障中断的不可用时间小于4小时(不得人为恶意造成中断)。如果中断不可用时间超过4小时,"
     "甲方将扣除部分租用费以约束乙方行为。\n", None),
    # near misses: a single outage's threshold after a month's allowance of another figure, or of another thing
    ("乙方保证每月不可用时间累计不超过4小时。单次中断超过5分钟的计入不可用时间。\n", 5),
    ("每月维护不超过5分钟。单次中断超过5分钟的计入不可用时间。\n", 5),
    ("如果中断不可用时间超过4小时,甲方将扣除部分租用费。\n", 240),
])
def test_a_months_allowance_said_again_is_no_outage_threshold(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="zh")


# a credit per step of availability below the level: an SLA model's penalty (a public repository's ServiceLevelAgreement,
# target "99.9%", penalty "每降低0.1%扣除服务费的1%"), an article on server leases ("可用性每下降0.1%對應不同賠償比例",
# hfdhcc.com); main read a single tier of 0.1% (the step) below 99.5%
@pytest.mark.parametrize("text, expected", [
    ("如乙方提供的算力服务月可用率低于99.5%，每降低0.1%，扣除当月服务费的1%，最高扣除当月服务费的20%。\n", None),
    ("系统可用性月度目标99.9%，低于99.9%的，每降低0.1%扣除服务费的1%。\n", None),
    ("月可用率低于99.5%的，每下降0.1%按月服务费的2%赔偿。\n", None),
    # near misses: a single tier, also beside another lowering
    ("月可用率低于99.5%的，扣除当月服务费的10%。\n", [{"below_pct": 99.5, "credit_pct": 10.0}]),
    ("月可用率低于99.5%的，扣除当月服务费的10%；因此降低的服务质量由乙方负责。\n", [{"below_pct": 99.5, "credit_pct": 10.0}]),
])
def test_a_credit_per_step_below_the_level_is_no_tier(reads, text, expected):
    reads(text, "credit_tiers", expected, language="zh")
