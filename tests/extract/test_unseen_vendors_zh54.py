"""Chinese wrong values found in session 36 (zh51, zh52 noticed; zh54): a server's rent after the servers are counted in
the sentence before, a count of other devices taken for the servers', and "单一天翼云账号" read as a single day.

Each positive stands beside a near miss: the same words about another thing, which must not become the term or this value.
"""

import pytest


# a machine's own month after the machines are counted, more than one, in its paragraph (not only its sentence): one
# machine's price, no fee of the order; a count of other devices (switches) counts no server; a cluster's month is the fee
@pytest.mark.parametrize("text, expected", [
    ("# GPU租赁合同\n甲方租用4台服务器。服务器月租金8万元。\n", None),
    ("# GPU租赁合同\n甲方租用4台8卡服务器。整机月租金8万元。\n", None),
    # near misses: other devices counted; one machine counted in the sentence before; a cluster's month
    ("# GPU租赁合同\n甲方租用4台交换机，服务器月租金8万元。\n", 80000),
    ("# GPU租赁合同\n甲方租用4台交换机。服务器月租金8万元。\n", 80000),
    ("# GPU租赁合同\n甲方租用1台H800整机。整机月租金8万元。\n", 80000),
    ("# GPU租赁合同\nGPU集群月租金80万元。\n", 800000),
])
def test_machines_counted_in_the_sentence_before(reads, text, expected):
    reads(text, "monthly_fee", expected, language="zh")


# 单一 ("single") before a word that opens with 天 is no single day: China Telecom's cloud (天翼云, ctyun.cn) SLAs speak of
# "某一/同一天翼云账号" (test_unseen_vendors_zh52); "单一天翼云账号" is the wording session 36 noticed beside them (no public
# address kept); a single day before other words still is one
@pytest.mark.parametrize("text, expected", [
    ("# 服务等级协议\n单一天翼云账号下云主机连续不可用，赔偿月费的10%。\n", None),
    ("# 服务等级协议\n单一天津机房连续不可用，赔偿月费的10%。\n", None),
    # near misses: a single day
    ("# 服务等级协议\n单一天连续不可用，赔偿月费的10%。\n", 1440),
    ("# 服务等级协议\n实例连续不可用达单一天的，赔偿月费的10%。\n", 1440),
])
def test_single_before_a_word_opening_with_a_unit(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="zh")


# a level per product in one list, each item opened by 对于 and the product before a colon (HostifyX's SLA,
# https://www.hostifyx.com/zh/service-level-agreement: "对于服务器租赁、云服务器和 VPS 托管: HostifyX承诺 月度正常运行时间百分比为
# 99.8%" over "对于网站托管(共享/经销商): … 99.6%"): alternatives for review, no contradiction; the same list by severity
# or kind of fault is none (a ladder, or two levels for one service), nor are two bare statements
@pytest.mark.parametrize("text, kind", [
    ("# 服务水平协议\n- 对于服务器租赁、云服务器和 VPS 托管: HostifyX承诺 月度正常运行时间百分比为 99.8%。\n"
     "- 对于网站托管(共享/经销商): HostifyX承诺 月度正常运行时间百分比为 99.6%。\n", "alternatives"),
    ("# 服务等级协议\n• 针对GPU云主机：乙方承诺月度可用性不低于99.9%。\n• 针对对象存储：乙方承诺月度可用性不低于99.5%。\n",
     "alternatives"),
    # near misses: items by severity of fault; no items at all
    ("# 服务等级协议\n- 对于一级故障：乙方承诺月度可用性为 99.8%。\n- 对于二级故障：乙方承诺月度可用性为 99.6%。\n",
     "contradiction"),
    ("# 服务等级协议\n- 针对紧急请求：乙方承诺月度可用性为 99.8%。\n- 针对一般请求：乙方承诺月度可用性为 99.6%。\n",
     "contradiction"),
    ("# 服务等级协议\n乙方承诺月度可用性为 99.8%。\n乙方承诺月度可用性为 99.6%。\n", "contradiction"),
])
def test_levels_per_product_are_alternatives(extracted, text, kind):
    assert extracted(text, "availability_pct", True, language="zh").conflict_kind == kind


def test_severity_ladder_items_stay_a_ladder(reads):
    term = reads("# 服务等级协议\n- 对于一级故障：乙方在15分钟内响应。\n- 对于二级故障：乙方在30分钟内响应。\n",
                 "response_minutes", 15, language="zh")
    assert term.conflict_kind is None
