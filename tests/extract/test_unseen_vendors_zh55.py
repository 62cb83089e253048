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


# a level per product in one list with no 对于/针对: the product before its colon, or right before its percentage, each
# item after the list's lead-in ("服务器租用 99.8%，网站托管 99.6%": HostifyX's levels, hostifyx.com/zh/service-level-agreement,
# as a list); both products' levels are read, alternatives for review (on main only the first was read, the second product's
# level lost, or the lines came out a contradiction)
@pytest.mark.parametrize("text", [
    "# 服务等级协议\n服务可用性：云服务器：99.95%；对象存储：99.9%。\n",
    "# 服务等级协议\n月度服务可用性：服务器租用 99.8%，网站托管 99.6%。\n",
    "# 服务等级协议\n- 云服务器：月度可用性不低于99.95%\n- 对象存储：月度可用性不低于99.9%\n",
])
def test_levels_per_product_listed_without_a_preposition(extracted, text):
    term = extracted(text, "availability_pct", True, language="zh")
    assert term.conflict_kind == "alternatives"
    assert [a.value for a in term.alternatives] == [99.6 if "托管" in text else 99.9]


# near misses: one product with two levels contradicts; a severity ladder is no list of products
@pytest.mark.parametrize("text, kind", [
    ("# 服务等级协议\n服务可用性：云服务器：99.95%；云服务器：99.9%。\n", "contradiction"),
    ("# 服务等级协议\n- 一级故障：月度可用性不低于99.95%\n- 二级故障：月度可用性不低于99.9%\n", "contradiction"),
    ("# 服务等级协议\n- 云服务器：月度可用性不低于99.95%\n- 云服务器：月度可用性不低于99.9%\n", "contradiction"),
])
def test_one_products_two_levels_still_contradict(extracted, text, kind):
    assert extracted(text, "availability_pct", True, language="zh").conflict_kind == kind


# a grade before 级 (企业级, 商业级, 金融级) is part of the product's name: "对于企业级GPU服务器：" labels an item as
# "对于网站托管：" does; a numeral or a letter and figure before 级 is a severity ("对于一级：", "对于P1级："), a ladder or a
# contradiction, no product
@pytest.mark.parametrize("text, kind", [
    ("# 服务等级协议\n- 对于企业级GPU服务器：乙方承诺月度可用性不低于99.95%。\n- 对于普通GPU服务器：乙方承诺月度可用性不低于99.9%。\n",
     "alternatives"),
    ("# 服务等级协议\n- 对于金融级云主机：乙方承诺月度可用性不低于99.99%。\n- 对于商业级云主机：乙方承诺月度可用性不低于99.9%。\n",
     "alternatives"),
    # near misses: severities by number
    ("# 服务等级协议\n- 对于1级：乙方承诺月度可用性为 99.8%。\n- 对于2级：乙方承诺月度可用性为 99.6%。\n", "contradiction"),
    ("# 服务等级协议\n- 对于P1级：乙方承诺月度可用性为 99.8%。\n- 对于P2级：乙方承诺月度可用性为 99.6%。\n", "contradiction"),
    ("# 服务等级协议\n- 对于一级：乙方承诺月度可用性为 99.8%。\n- 对于二级：乙方承诺月度可用性为 99.6%。\n", "contradiction"),
])
def test_grade_before_ji_is_a_products_name(extracted, text, kind):
    assert extracted(text, "availability_pct", True, language="zh").conflict_kind == kind


# a level per deployment in a list whose items open with 对于 and a long description ended by a comma, not a colon: the
# Azure VM SLA of 世纪互联 (https://www.azure.cn/support/sla/virtual-machines/: "对于在同一可用性集或同一专用主机组中部署了两个或
# 两个以上实例的所有虚拟机，我们保证您在不少于 99.95% 的时间内与至少一个实例具有虚拟机连接性。" over the single instance's 99.9%
# and 99.5%): alternatives the customer picks by deploying (main: a contradiction); a severity or the same deployment twice
# still contradicts, and a 对于 line over a line that opens otherwise labels no list
AZURE_VM = ("# 虚拟机的服务级别协议\n"
            "- 对于在同一 Azure 区域中跨两个或更多可用性区域部署了两个或多个实例的所有虚拟机，我们保证您可在不少于 99.99% 的时间内"
            "与至少一个实例具有虚拟机连接性。\n"
            "- 对于在同一可用性集或同一专用主机组中部署了两个或两个以上实例的所有虚拟机，我们保证您在不少于 99.95% 的时间内与至少一个"
            "实例具有虚拟机连接性。\n"
            "- 对于所有操作系统磁盘和数据磁盘均使用高级 SSD 或超级磁盘的任一单实例虚拟机，我们均保证您将在不少于 99.9% 的时间内具有"
            "虚拟机连接性。\n")


@pytest.mark.parametrize("text, kind", [
    (AZURE_VM, "alternatives"),
    ("# 服务协议\n- 对于GPU服务器，乙方承诺月度可用性不低于99.9%。\n- 对于对象存储，乙方承诺月度可用性不低于99.5%。\n", "alternatives"),
    # near misses: severities; one product twice; a second line opened otherwise
    ("# 服务协议\n- 对于一级故障，乙方承诺月度可用性不低于99.9%。\n- 对于二级故障，乙方承诺月度可用性不低于99.5%。\n", "contradiction"),
    ("# 服务协议\n- 对于GPU服务器，乙方承诺月度可用性不低于99.9%。\n- 对于GPU服务器，乙方承诺月度可用性不低于99.5%。\n", "contradiction"),
    ("# 服务协议\n对于GPU服务器，乙方承诺月度可用性不低于99.9%。\n乙方承诺月度可用性不低于99.5%。\n", "contradiction"),
])
def test_levels_per_deployment_opened_by_a_long_description(extracted, text, kind):
    assert extracted(text, "availability_pct", True, language="zh").conflict_kind == kind
