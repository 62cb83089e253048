"""Chinese wordings found by running slacheck blind on SLAs and hosting terms that vendors outside
the corpus published (session 12), each written again in our own words.

Each positive stands beside a negative: the same words about something else, which must not
become the term (or must not become this value).
"""

import pytest

CASES = [
    # uptime (正常运行时间) and 在线率 name the availability commitment; a length of time does not
    ("zh", "我们保证服务器的月正常运行时间为99.9%。", "availability_pct", 99.9),
    ("zh", "我們保證伺服器的月正常運行時間為99.9%。", "availability_pct", 99.9),
    ("zh", "托管设备的在线率不低于99.5%。", "availability_pct", 99.5),
    ("zh", "本月设备正常运行时间为720小时。", "availability_pct", None),
    # the band of a credit tier, written "X% 以上 – 低于 Y%", is no commitment
    ("zh", "可用性 99.0% 以上 – 低于 99.9%：赔偿月度服务费的20%。", "availability_pct", None),
    ("zh", "可用性不低于99.9%，低于该标准时按比例赔偿。", "availability_pct", 99.9),
    # a fault that clears itself within N minutes is an exclusion, not the provider's repair time
    ("zh", "以下时间不包括在计算中：在5分钟内自动恢复的问题所导致的停机时间。", "recovery_hours", None),
    ("zh", "硬件故障应在4小时内恢复。", "recovery_hours", 4),
    # a rack's supply capacity (供电容量), in kVA or 千伏安, is its power; a PDU's capacity is not
    ("zh", "单机柜供电容量不低于10kVA。", "rack_power_kw", 10),
    ("zh", "机柜用电容量为 6 千伏安。", "rack_power_kw", 6),
    ("zh", "单机柜供电容量不低于10KVA。", "rack_power_kw", 10),
    ("zh", "每机柜配置两路PDU，单路PDU额定容量为22千瓦。", "rack_power_kw", None),
    ("zh", "机房总用电容量2000kVA，可容纳机柜200个。", "rack_power_kw", None),
    ("zh", "变电站电压等级为10千伏，单柜功率6千瓦。", "rack_power_kw", 6),
    # a repair time missed is no minimum outage; a share of a day's rent is no share of the month's
    ("zh", "单次故障超过4小时未恢复的，每延迟1小时按当月服务费的1%赔偿。", "min_outage_minutes", None),
    ("zh", "单次故障超过4小时未恢复的，每延迟1小时按当月服务费的1%赔偿。", "recovery_hours", 4),
    ("zh", "单次中断超过5分钟的计入不可用时间。", "min_outage_minutes", 5),
    ("zh", "故障每持续1小时，按当日租金的10%赔偿。", "credit_per_hour_pct", None),
    ("zh", "故障每持续1小时，按当月服务费的1%赔偿。", "credit_per_hour_pct", 1),
    # what availability is measured on: the head noun of the words ("GPU服务器" is a node, "GPU卡" a card)
    ("zh", "月度可用性不低于99.9%，按节点统计。", "sla_unit", "node"),
    ("zh", "服务可用性以单台GPU服务器为统计单位。", "sla_unit", "node"),
    ("zh", "可用性按GPU卡统计。", "sla_unit", "gpu"),
    ("zh", "本SLA以整个集群作为考核对象。", "sla_unit", "cluster"),
    ("zh", "可用性按月统计。", "sla_unit", None),
    ("zh", "可用性以机柜为统计单位。", "sla_unit", None),
    ("en", "Availability is measured per GPU server.", "sla_unit", "node"),
    ("en", "Uptime is calculated per GPU instance.", "sla_unit", "node"),
    ("en", "Availability is measured per GPU.", "sla_unit", "gpu"),
    # the lower end of an interval is no commitment
    ("zh", "月可用性在[99%, 99.9%)区间的，赔偿月费的10%；在[95%, 99%)区间的，赔偿30%。", "availability_pct", None),
    ("zh", "服务可用性在99.9%以上。", "availability_pct", 99.9),
    # a price per card or per node is no monthly fee; a total written "每月" is
    ("zh", "H800整机（8卡）月租金：人民币18万元/台/月，共64台。", "monthly_fee", None),
    ("zh", "单卡月租金9,800元（含税）。", "monthly_fee", None),
    ("zh", "服务费总计为每月人民币1,152万元。", "monthly_fee", 11520000),
    ("zh", "乙方每月提供不少于2次巡检，每次服务费500元。", "monthly_fee", None),
    # a whole machine's cards are per node; a total of nodes after them makes the card count
    ("zh", "H800整机（8卡）月租金：人民币18万元/台/月，共64台。", "gpus_per_node", 8),
    ("zh", "H800整机（8卡）月租金：人民币18万元/台/月，共64台。", "gpu_count", 512),
    ("zh", "单台服务器8卡，机柜可容纳4台。", "gpu_count", None),
    # a rack's yearly rent is twelve months' price
    ("zh", "每个42U机柜年租金人民币9.6万元。", "price_rack_month", 8000),
    ("zh", "机柜租金：96,000元/柜/年。", "price_rack_month", 8000),
    ("zh", "机柜租金：8,000元/柜/月。", "price_rack_month", 8000),
    # a node's aggregate bandwidth is no port rate; the rate after a count of ports is; a storage
    # or business network's ports are not the compute network's
    ("zh", "节点间网络带宽不低于3.2Tbps（8×400Gb/s）。", "interconnect_gbps", 400),
    ("zh", "每节点网络带宽3.2Tbps。", "interconnect_gbps", None),
    ("zh", "计算网络采用8×400Gb/s InfiniBand。", "interconnect_gbps", 400),
    ("zh", "服务器配置2×25GE业务网卡，计算网络为4×200G RoCE。", "interconnect_gbps", 200),
    ("zh", "每台服务器配置8张400G网卡用于计算网络，2张100G网卡用于存储网络。", "interconnect_gbps", 400),
    # 不采用/不使用/未采用 negate what follows; a clause with its own verb (采用, 而是) is not negated
    # by the clause before; the customer's own monitoring is not the provider's
    ("zh", "集群采用风冷散热，不采用液冷。", "cooling", "air"),
    ("zh", "本项目不使用液冷。", "cooling", "air"),
    ("zh", "集群采用液冷，不使用风冷。", "cooling", "liquid"),
    ("zh", "集群不提供InfiniBand网络，采用RoCE。", "interconnect", "roce"),
    ("zh", "集群不使用InfiniBand网络，而是采用RoCE。", "interconnect", "roce"),
    ("zh", "乙方不提供GPU级运行监控，甲方可在集群内自行部署监控软件。", "monitoring", False),
    # "以单个实例为维度" names the unit; a claim window said by what is lost after it
    ("zh", "服务可用性以单个实例为维度，按如下方式计算。", "sla_unit", "node"),
    ("zh", "日志服务可用性按服务周期统计。", "sla_unit", None),
    ("zh", "超过三个月未申请的，视为放弃赔偿。", "claim_window_days", 90),
    ("zh", "逾期30日未提出赔偿申请的，视为放弃。", "claim_window_days", 30),
    ("zh", "如甲方超过5个工作日未付款，乙方有权暂停服务。", "claim_window_days", None),
    # an availability said by its count of nines, or after "SLA:"; a tier band after SLA is none
    ("zh", "服务可用性达到四个九。", "availability_pct", 99.99),
    ("zh", "乙方提供4个9的可用性保障。", "availability_pct", 99.99),
    ("en", "The platform offers four nines of availability.", "availability_pct", 99.99),
    ("zh", "SLA：99.9%", "availability_pct", 99.9),
    ("zh", "SLA<99.9%：赔偿10%；SLA<99%：赔偿25%。", "availability_pct", None),
    ("zh", "每个9台服务器。", "availability_pct", None),
    # a deadline written as a range commits to its far end; a minimum to its near end; months as a deadline
    ("zh", "交付周期：签约后6-8周。", "delivery_days", 56),
    ("zh", "故障恢复时间2-4小时。", "recovery_hours", 4),
    ("zh", "故障响应时间15-30分钟。", "response_minutes", 30),
    ("zh", "单机柜功率25-30千瓦。", "rack_power_kw", 25),
    ("zh", "合同签订后一个月内完成交付。", "delivery_days", 30),
    ("zh", "乙方应在交付后12个月内提供免费维保。", "delivery_days", None),
    ("zh", "租期3个月，交付后开始计费。", "delivery_days", None),
    # a maintenance window's length is no minimum outage
    ("zh", "每月维护窗口不超过4小时，维护时间不计入不可用时间。", "min_outage_minutes", None),
    ("zh", "中断时间在5分钟以下的，不计入不可用时间；计划维护时间亦不计入。", "min_outage_minutes", 5),
    # more GPU models; the short codes only beside a card word (A10 also names rooms and rows)
    ("zh", "配置昇腾910B2 NPU。", "gpu_model", "910B"),
    ("zh", "每台服务器配置8张RTX 4090显卡。", "gpu_model", "RTX 4090"),
    ("zh", "AMD MI300X GPU加速卡。", "gpu_model", "MI300X"),
    ("zh", "乙方提供L20推理卡。", "gpu_model", "L20"),
    ("zh", "A10机房的GPU服务器。", "gpu_model", None),
    ("zh", "编号A30的服务器。", "gpu_model", None),
    # a plan for a fix is no fix: the repair time is the one that ends the fault
    ("zh", "乙方应在故障发生后1小时内定位原因，4小时内给出解决方案，24小时内彻底修复。", "recovery_hours", 24),
    ("zh", "故障须在8小时内得到解决。", "recovery_hours", 8),
    # the monthly fee in its other spellings; a price per unit, line or Mbps is none
    ("zh", "月度费用合计：人民币50万元。", "monthly_fee", 500000),
    ("zh", "每月应付服务费为人民币伍拾万元整。", "monthly_fee", 500000),
    ("zh", "服务费用：人民币50万元/月。", "monthly_fee", 500000),
    ("zh", "带宽费用100元/Mbps/月。", "monthly_fee", None),
    ("zh", "交叉连接费用1,500元/条/月。", "monthly_fee", None),
    ("zh", "| 项目 | 单价（元/月） |\n|---|---|\n| 计算机柜 | 28,000 |\n", "monthly_fee", None),
    # a card-hour price written per GPU·hour
    ("zh", "H800算力单价12元/GPU·小时。", "price_gpu_hour", 12),
    ("zh", "卡时计费单价人民币十二元。", "price_gpu_hour", 12),
    ("zh", "按卡时计费；机柜单价8,000元/月。", "price_gpu_hour", None),
    # the subject named once, then an aside, then only the bound and the figure
    ("zh", "集群月可用性，按自然月计算，不低于99.9%。", "availability_pct", 99.9),
    ("zh", "故障恢复时间，自甲方报修时起算，不超过4小时。", "recovery_hours", 4),
    ("zh", "如您购买三个月本服务，服务开通之日为3月17日。", "term_months", None),
    # a group of racks' power is no rack's; a rack inside a private room still is
    ("zh", "单个包间（含10个机柜）供电容量200kW。", "rack_power_kw", None),
    ("zh", "独立包间内单机柜功率不低于20kW。", "rack_power_kw", 20),
    ("en", "The cage of 4 cabinets is provisioned with 20 kVA.", "rack_power_kw", None),
    ("en", "Power: 20 kVA per cage (4 cabinets).", "rack_power_kw", None),
    ("en", "Each cabinet in the cage is provisioned with 17 kW.", "rack_power_kw", 17),
    # termination on a breach said as downtime or missed repairs; a force-majeure right of either party is none
    ("zh", "当月累计不可用时长超过8小时的，甲方有权解除合同。", "termination_on_breach", True),
    ("zh", "若乙方累计三次未能在承诺时间内恢复服务，甲方可终止本合同。", "termination_on_breach", True),
    ("zh", "因不可抗力导致服务中断超过30日的，任何一方均可解除合同。", "termination_on_breach", None),
    ("zh", "甲方逾期付款超过30日的，乙方有权解除合同。", "termination_on_breach", None),
    # GPU card-hours (GPU卡时) are what a per-card-hour price meters
    ("zh", "计费项：GPU卡时，即每小时内实例占用的GPU卡时汇总。", "billing_model", "gpu_hour"),
    ("zh", "计费项：实例运行时长，按小时汇总。", "billing_model", None),
    # session 13: a template's fill-in brackets close between the figure and its unit
    ("zh", "本服务的可用性不低于【99.9】%。", "availability_pct", 99.9),
    ("zh", "硬件故障应在【4】小时内恢复。", "recovery_hours", 4),
    ("zh", "本服务的可用性按本协议第【3.1】条计算。", "availability_pct", None),
    # a tier's bound written as a symbol is no commitment; a commitment written "≥" is
    ("zh", "服务可用性<95%，以代金券补偿月度服务费的100%。", "availability_pct", None),
    ("zh", "云主机月可用率 < 99.5%：补偿月度服务费的10%。", "availability_pct", None),
    ("zh", "服务可用性≥99.95%，未达到时按下表补偿。", "availability_pct", 99.95),
    # the unit a commitment is made per ("按单实例承诺…可用性") names it; per account names none
    ("zh", "本产品按单实例承诺月度服务可用性。", "sla_unit", "node"),
    ("zh", "本产品按账号承诺月度服务可用性。", "sla_unit", None),
    # a unit price said alone in the clause after the card-hour billing is the card-hour's; another thing's is not
    ("zh", "推理资源按卡时计费，单价为9.5元。", "price_gpu_hour", 9.5),
    ("zh", "推理资源按卡时计费，存储单价为9.5元。", "price_gpu_hour", None),
    # a PUE written as a range is a ceiling at its far end; a figure beside a falling pair is its own
    ("zh", "园区数据中心年均PUE 1.2-1.3。", "pue", 1.3),
    ("zh", "园区数据中心年均PUE 1.25，1.3-1.2为历史值。", "pue", 1.25),
    # a condition states no cooling or network (an option or a case); the statement beside it does
    ("zh", "如不使用液冷，每柜功率上限为12千瓦。", "cooling", None),
    ("zh", "若客户选择RoCE组网，交付时间另行约定。", "interconnect", None),
    ("zh", "本机房不使用液冷，每柜功率上限为12千瓦。", "cooling", "air"),
    ("zh", "集群采用RoCE组网，如客户需要可另行扩容。", "interconnect", "roce"),
    # the recovery time objective is a recovery time; the recovery point objective (data lost) is none
    ("zh", "灾备服务的RTO不超过2小时。", "recovery_hours", 2),
    ("zh", "灾备服务的RPO不超过2小时。", "recovery_hours", None),
    ("zh", "灾备服务的恢复点目标不超过30分钟，恢复时间目标不超过2小时。", "recovery_hours", 2),
    # a month's total downtime allowed (the availability restated) is no minimum outage; one outage's length is
    ("zh", "机房供电可用性99.99%，即每月供电中断时间累计不超过4.3分钟。", "min_outage_minutes", None),
    ("zh", "机房供电单次中断超过3分钟的，计入不可用时间。", "min_outage_minutes", 3),
    # a per-hour credit owed once the commitment is missed is no tier; a share of the fee is
    ("zh", "月可用性不低于99.95%。如未达到，故障每持续1小时，按当月服务费的3%补偿。", "credit_tiers", None),
    ("zh", "月可用性不低于99.95%。如未达到，每中断1小时，按当月服务费的3%补偿。", "credit_tiers", None),
    ("zh", "月可用性不低于99.95%。如未达到，按当月服务费的3%补偿。", "credit_tiers", [{"below_pct": 99.95, "credit_pct": 3.0}]),
    # the month's fee waived when the commitment is missed is a full credit; waived "at most" it is a cap;
    # a share of it is that share
    ("zh", "托管网络可用性99.9%。如乙方不能达到上述标准，乙方将免收甲方的当月托管费。", "credit_tiers",
     [{"below_pct": 99.9, "credit_pct": 100.0}]),
    ("zh", "托管网络可用性99.9%。如乙方不能达到上述标准，至多以免收甲方当月托管费作为赔偿。", "credit_tiers", None),
    ("zh", "托管网络可用性99.9%。如乙方不能达到上述标准，至多以免收甲方当月托管费作为赔偿。", "credit_cap_pct", 100),
    ("zh", "托管网络可用性99.9%。如乙方不能达到上述标准，以免收甲方当月托管费的十分之一作为赔偿。", "credit_tiers",
     [{"below_pct": 99.9, "credit_pct": 10.0}]),
    # a hosting network's connectivity (联通性/连通率) is its availability; a test's pass rate is none
    ("zh", "乙方保证托管设备所在网络99.95%的联通性。", "availability_pct", 99.95),
    ("zh", "托管网络连通率不低于99.9%。", "availability_pct", 99.9),
    ("zh", "托管网络联通性测试的通过率达到100%。", "availability_pct", None),
    # the hour a per-hour credit counts in is no minimum outage; a threshold beside it is
    ("zh", "计算节点故障每持续1小时，按当月服务费的2%补偿。", "min_outage_minutes", None),
    ("zh", "计算节点连续故障超过15分钟的，每中断1小时按当月服务费的2%补偿。", "min_outage_minutes", 15),
    # a GPU's memory bandwidth is no network port's rate; the compute network's beside it is
    ("zh", "训练卡的显存带宽不低于400GB/s、支持多卡互联。", "interconnect_gbps", None),
    ("zh", "训练卡的显存带宽3.35TB/s，节点间互联采用200Gb/s RoCE。", "interconnect_gbps", 200),
    # charging by the minute (扣费) is per-minute billing; an outage counted by the minute is not
    ("zh", "容器实例以分钟为单位进行扣费。", "billing_minutes", 1),
    ("zh", "容器实例按分钟扣费，余额不足时自动关机。", "billing_minutes", 1),
    ("zh", "容器实例的故障时长以分钟为单位进行统计。", "billing_minutes", None),
    # rounding up to the hour where the charge is said by its verb alone (扣费, 收费, 按…计) is hourly
    # billing; an outage rounded up to the hour is not
    ("zh", "租用时长不足一小时按一小时扣费。", "billing_minutes", 60),
    ("zh", "用量不足1小时的，按1小时收费。", "billing_minutes", 60),
    ("zh", "每次开机不足一小时按一小时计。", "billing_minutes", 60),
    ("zh", "故障时长不足一小时按一小时计。", "billing_minutes", None),
    ("zh", "使用时长不足一小时的部分不予扣费。", "billing_minutes", None),
    # a delivery counted from the payer's first payment (the payer named, or the payment done and then 后)
    # is a delivery time; a payment due some days after delivery is not
    ("zh", "服务商须于收到甲方预付款之日起20日内交付全部节点。", "delivery_days", 20),
    ("zh", "服务商应在客户支付预付款后12日内交付节点。", "delivery_days", 12),
    ("zh", "服务商应在客户支付首期费用后12个工作日内完成机柜开通。", "delivery_days", 12),
    ("zh", "甲方应在收到乙方发票后20日内支付首期款，乙方随后交付节点。", "delivery_days", None),
    ("zh", "客户应在节点交付后20日内支付首期款。", "delivery_days", None),
    # a tender's SLA deducts the credit from the fee (扣除/扣减/扣款); a deduction of a penalty or of
    # maintenance time from the formula is no credit
    ("zh", "节点月可用率低于99.8%的，扣除当月服务费的5%。", "credit_tiers", [{"below_pct": 99.8, "credit_pct": 5.0}]),
    ("zh", "节点月可用率低于99.8%的，扣减当月服务费的5%。", "credit_tiers", [{"below_pct": 99.8, "credit_pct": 5.0}]),
    ("zh", "计算可用率时扣除计划维护时间，节点月可用率不低于99.8%。", "credit_tiers", None),
    ("zh", "每月考核扣款合计不超过当月服务费的25%。", "credit_cap_pct", 25),
    ("zh", "采购人可从应付款中扣除违约金，违约金不超过合同总价的25%。", "credit_cap_pct", None),
]


@pytest.mark.parametrize("lang, text, key, expected", CASES)
def test_vendor_wording(reads, lang, text, key, expected):
    reads(text, key, expected, language=lang)


FIVE_BANDS = """如果月正常运行时间低于99.9%，我们将按以下比例退还当月托管服务费用：

- 月正常运行时间 99.0% 以上 – 低于 99.9%：20%
- 月正常运行时间 98.0% 以上 – 低于 99.0%：40%
- 月正常运行时间 97.0% 以上 – 低于 98.0%：60%
- 月正常运行时间 96.0% 以上 – 低于 97.0%：80%
- 月正常运行时间 低于 96.0%：100%
"""

BARE_BANDS = """当月服务可用性低于99.95%时，按下列比例以代金券补偿月度服务费：

- 99.0% ≤ A < 99.95%：10%
- 98.0% ≤ A < 99.0%：20%
- 97.0% ≤ A < 98.0%：30%
- 96.0% ≤ A < 97.0%：40%
- A < 96.0%：100%
"""


@pytest.mark.parametrize("text, expected", [
    (FIVE_BANDS, [(99.9, 20), (99.0, 40), (98.0, 60), (97.0, 80), (96.0, 100)]),
    (BARE_BANDS, [(99.95, 10), (99.0, 20), (98.0, 30), (97.0, 40), (96.0, 100)]),
])
def test_a_long_list_of_tier_lines_is_read_to_its_end(extracted, text, expected):
    """The credit word stands once, above the list: every line of the list is a tier, not only
    the first three."""
    term = extracted(text, "credit_tiers", expected, language="zh")
    assert [(t["below_pct"], t["credit_pct"]) for t in term.value] == expected
    assert term.text.rstrip().endswith("100%")


def test_a_list_after_an_unrelated_line_gets_no_credit_word_from_the_list_before(extracted):
    """Lines of percentages after a break (another paragraph about something else) are no
    tiers of the list before them."""
    text = FIVE_BANDS + "\n其他约定：\n\n机房温度控制在 22℃ 以上。\n\n- 湿度 40% 以上 – 低于 60%：正常\n- 湿度 低于 40%：加湿\n"
    term = extracted(text, "credit_tiers", [], language="zh")
    assert len(term.value) == 5


USUAL = "甲方：北京星河科技有限公司\n乙方：上海算力云计算有限公司\n\n乙方同意向甲方提供GPU算力租赁服务。\n"
REVERSED = ("甲方：北京星河网络服务有限公司\n乙方：上海某某科技有限公司\n\n"
            "乙方向甲方租用机柜10个，甲方向乙方提供机柜托管服务。\n")
REVERSED_TRADITIONAL = ("甲方：北京星河網絡服務有限公司\n乙方：上海某某科技有限公司\n\n"
                        "乙方向甲方租用機櫃10個，放置於甲方機房內。\n")


@pytest.mark.parametrize("text, vendor, customer", [
    (USUAL, "上海算力云计算有限公司", "北京星河科技有限公司"),
    # a colocation contract where the provider is 甲方: the letters name the other parties
    (REVERSED, "北京星河网络服务有限公司", "上海某某科技有限公司"),
    (REVERSED_TRADITIONAL, "北京星河網絡服務有限公司", "上海某某科技有限公司"),
])
def test_the_party_letters_follow_who_rents_from_whom(extracted, text, vendor, customer):
    assert extracted(text, "vendor", vendor, language="zh").value == vendor
    assert extracted(text, "customer", customer, language="zh").value == customer


def test_a_blank_to_fill_in_is_no_party_name(extracted):
    text = "甲方：________________公司\n乙方：上海某某科技有限公司\n"
    extracted(text, "customer", None, language="zh")
    assert extracted(text, "vendor", "上海某某科技有限公司", language="zh").value == "上海某某科技有限公司"


@pytest.mark.parametrize("lang, text, months", [
    ("zh", "租赁期限：2025年1月1日至2027年12月31日。", 36),
    ("zh", "月租金1500元，租期自2025年1月1日起至2027年12月31日止。", 36),
    ("zh", "服务期限自2025年3月15日起至2026年3月14日止。", 12),
    ("zh", "合同有效期为2025年1月1日至2026年1月1日。", 12),  # the anniversary itself as the last day
    ("en", "The term of this Agreement shall commence on January 1, 2025 and shall end on December 31, 2027.", 36),
    ("en", "The Initial Term is 1 March 2025 to 28 February 2026.", 12),
    ("en", "The initial term is 2025-01-01 to 2026-12-31.", 24),
    # no whole number of months, or no date: nothing
    ("zh", "租赁期限：2025年1月1日至2025年6月15日。", None),
    ("zh", "租赁期限：2025年2月30日至2026年2月29日。", None),
])
def test_a_term_written_as_its_first_and_last_day(extracted, lang, text, months):
    term = extracted(text, "term_months", months, language=lang)
    if months is not None:
        assert term.value == months
        assert term.text.rstrip("。.").endswith(("31日", "14日", "1日", "2027", "2026", "12-31"))


def test_a_date_range_is_no_delivery_time_or_claim_window(extracted):
    extracted("乙方应于2025年3月1日至2025年3月31日期间完成交付。", "delivery_days", None, language="zh")
    extracted("付款期间：2025年1月1日至2025年1月31日。", "term_months", None, language="zh")
