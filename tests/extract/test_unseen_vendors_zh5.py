"""Chinese wordings main still misread in session 15 (second round), each quoted short.

Each positive stands beside a negative: the same words about something else, which must not
become the term (or must not become this value).
"""

import pytest


@pytest.mark.parametrize("text, key, expected", [
    # a reduction of the month's fee ("减收") is a service credit: tiers, their cap, the window to claim it
    ("月度可用性不低于99.9%。可用性低于99.9%但不低于99%的，当月服务费减收百分之十；低于99%的，当月服务费减收百分之三十。",
     "credit_tiers", [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 30.0}]),
    ("月可用性低於99.9%的，乙方應將當月服務費減收10%。", "credit_tiers", [{"below_pct": 99.9, "credit_pct": 10.0}]),
    ("月可用率低于99.5%的，减收当月服务费的10%，减收总额最高不超过当月服务费的50%。", "credit_cap_pct", 50),
    ("月可用率低于99.5%的，减收当月服务费的10%。甲方应在故障发生后30日内提出减收申请。", "claim_window_days", 30),
    ("服务每中断1小时，减收当月服务费的1%。", "credit_per_hour_pct", 1),
    # ... while income or tax reduced by a percentage, or a fee cap with no credit, is none
    ("服务每中断1小时，减收当日服务费的10%。", "credit_per_hour_pct", None),
    ("因政策原因，乙方收入减收10%，本合同价格不变。", "credit_tiers", None),
    ("月可用率低于99.5%的，乙方应提交整改报告，费用最高不超过当月服务费的50%。", "credit_cap_pct", None),
    ("甲方应在验收后30日内提出书面申请。", "claim_window_days", None),
])
def test_a_reduced_monthly_fee_is_a_service_credit(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a room closed for an overhaul ("休整") is maintenance: the day's notice before it is its notice period
    ("3.如机房需要关闭休整,须提前一天通知,一般时间不得超过一天。", 24),
    ("机房每季度休整一次，乙方应提前48小时通知甲方。", 48),
    # ... while a notice before moving out, or an overhaul's length with no notice, is none
    ("乙方退租应提前一天通知甲方。", None),
    ("如机房需要关闭休整,一般时间不得超过一天。", None),
])
def test_a_room_closed_for_an_overhaul_is_maintenance(reads, text, expected):
    reads(text, "maintenance_notice_hours", expected, language="zh")


@pytest.mark.parametrize("text, per_node, total", [
    # cards written before a machine count in their own words, or with a per-machine mark, are each
    # machine's: eight per server, 128 in all
    ("乙方向甲方提供8卡H20服务器16台。", 8, 128),
    ("租用 8 卡 A800 GPU 服务器共 16 台", 8, 128),
    ("机柜可容纳4台，另配置8卡H20服务器16台。", 8, 128),  # the machines it is counted per, not the rack's
    ("乙方提供H20服务器16台（8卡/台）。", 8, 128),
    ("GPU：8卡/节点，共16节点。", 8, 128),
    ("H20整机（8卡/台）", 8, None),
    # ... while a total before a machine count after a comma, or with no machine word between, or
    # "GPUs in servers", stays the total
    ("乙方提供128卡，服务器16台。", None, 128),
    ("提供128卡H800共16台", None, 128),
    ("The provider supplies 1,024 GPUs in 128 servers.", None, 1024),
    ("GPU卡共128张（8卡/台，共16台）。", 8, 128),
])
def test_cards_before_a_machine_count_or_per_machine_are_each_machines(extracted, text, per_node, total):
    term = extracted(text, "gpus_per_node", per_node, language="zh")
    if term is not None:
        assert term.value == per_node
    term = extracted(text, "gpu_count", total, language="zh")
    if term is not None:
        assert term.value == total


@pytest.mark.parametrize("text, expected", [
    # a credit owed when "the availability of the article before" is missed (Taiwan) is a tier under it
    ("乙方保證機房電力及空調系統每月可用率達99.982%。\n乙方應於甲方通報故障後二小時內派員到場處理。\n第五條 違約\n"
     "乙方未達前條可用率者，當月服務費減收百分之十。", [{"below_pct": 99.982, "credit_pct": 10.0}]),
    ("乙方保证每月可用率达99.9%。乙方未达约定可用性的，赔偿当月服务费的百分之二十。", [{"below_pct": 99.9, "credit_pct": 20.0}]),
    # ... while another term of the article before missed is no availability tier
    ("乙方保证每月可用率达99.9%。乙方未达前条交付期限者，当月服务费减收百分之十。", None),
])
def test_a_credit_for_missing_the_availability_before_is_a_tier(reads, text, expected):
    reads(text, "credit_tiers", expected, language="zh")
