"""Chinese misreadings known from session 36 (zh55): a machine count in the numbered item before the rent, service levels
per product listed without 对于/针对, and a product graded 企业级 taken for a severity.

Each positive stands beside a near miss: the same words about another thing, which must not become the term or this value.
"""

import pytest


# the machines counted in the numbered item right before the rent, items of one list: one machine's month, no fee of the
# order (as within a paragraph, test_unseen_vendors_zh54); other devices counted, one machine counted, or the count in
# another list (a heading between) or before an unnumbered paragraph leave the fee alone
@pytest.mark.parametrize("text, expected", [
    ("# 服务器租用合同\n1. 甲方租用4台服务器。\n2. 服务器月租金8万元。\n", None),
    ("# 服务器租用合同\n第三条 甲方租用4台8卡服务器。\n第四条 服务器月租金8万元。\n", None),
    ("# 服务器租用合同\n（一）甲方租用4台服务器；\n（二）乙方负责上架；\n（三）服务器月租金8万元。\n", None),
    # near misses: switches counted; one machine; a count in another section's list; an unnumbered line between
    ("# 服务器租用合同\n1. 甲方租用4台交换机。\n2. 服务器月租金8万元。\n", 80000),
    ("# 服务器租用合同\n1. 甲方租用1台服务器。\n2. 服务器月租金8万元。\n", 80000),
    ("# 服务器租用合同\n一、设备\n1. 甲方租用4台服务器。\n二、费用\n1. 服务器月租金8万元。\n", 80000),
    ("# 服务器租用合同\n1. 甲方租用4台服务器。\n本合同其余条款另行约定。\n2. 服务器月租金8万元。\n", 80000),
])
def test_machines_counted_in_the_numbered_item_before(reads, text, expected):
    reads(text, "monthly_fee", expected, language="zh")
