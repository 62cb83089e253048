"""Chinese wrong values reported in session 35 (zh50): a whole machine's monthly rent read as the order's monthly fee where
the machines are counted before it, and a durability figure under "服务可靠性" read as availability in a document that
states no availability.

Each positive stands beside a near miss: the same words about another thing, which must not become the term or this value.
The rent wordings are those of GPU-rental price sheets the session's review found (no public address kept).
"""

import pytest


# "整机月租金" prices one whole machine: with four counted before it the order's fee is not stated (read none); the
# machines' total is the fee, and a rent that names no machine stays the fee
@pytest.mark.parametrize("text, expected", [
    ("# GPU租赁合同\n甲方租用4台H800整机，8卡整机月租金8万元。\n", None),
    ("# GPU租赁合同\n甲方租用4台H800整机（8卡），整机（8卡）月租金8万元。\n", None),
    # near misses: the rent of no single machine; the machines' total, alone or after the machine's price
    ("# GPU租赁合同\n甲方租用H800整机，月租金8万元。\n", 80000),
    ("# GPU租赁合同\n甲方租用4台H800整机，月租金合计32万元。\n", 320000),
    ("# GPU租赁合同\n甲方租用4台H800整机，整机月租金合计32万元。\n", 320000),
    ("# GPU租赁合同\n甲方租用4台H800整机，8卡整机月租金8万元，月租金合计32万元。\n", 320000),
])
def test_a_whole_machines_rent_is_no_monthly_fee(reads, text, expected):
    reads(text, "monthly_fee", expected, language="zh")


# "服务可靠性" alone stands in for availability (zh48), but a figure of six nines or more under it is the data's
# durability, no level of service: none
@pytest.mark.parametrize("text, expected", [
    ("# 服务等级协议\n乙方承诺服务可靠性不低于99.99999%。\n", None),
    ("# 服务等级协议\n乙方承诺服务可靠性不低于99.9999%。\n", None),
    # near misses: a level under the same word (Chatopera's SLA, https://bot.chatopera.com, shared corpus c10), one of
    # five nines, and availability named by its own word
    ("# 服务说明\n## 可靠性保证\n- 服务可靠性 99.1%，即每年（365 天）有不超过 3 天的累积服务中断时间\n", 99.1),
    ("# 服务等级协议\n乙方承诺服务可靠性不低于99.999%。\n", 99.999),
    ("# 服务等级协议\n乙方承诺服务可用性不低于99.99%。\n", 99.99),
    ("# 服务等级协议\n乙方承诺服务可用性不低于99.9999%。\n", 99.9999),
])
def test_six_nines_of_reliability_alone_is_no_availability(reads, text, expected):
    reads(text, "availability_pct", expected, language="zh")
