"""Chinese wordings main misread in session 18: a firm limit that names no response itself, a first
month counted from the contract's start, a NAT gateway placed in a VPC and advice about what to look
for, a credit capped at a month's spend (UCloud's TiDB SLA), a GPU cloud billed by the second and
settled by the hour and a VPC among the products a GPU cloud works with (Tencent Cloud's GPU pages), and
a choice of contract terms, a port speed recommended and a reclaim VLAN (IBM Cloud's bare metal pages in
Chinese), each quoted short in our own words.

Each positive stands beside a negative: the same words about something else, which must not
become the term (or must not become this value).
"""

import pytest

from tests.conftest import extracted_value


@pytest.mark.parametrize("text, key, expected", [
    # a firm limit after a target, in a clause of its own without the key's word, is that key's
    ("乙方目标响应时间15-30分钟，最长不超过90分钟。", "response_minutes", 90),
    ("乙方目标响应时间15-30分钟，最长90分钟以内。", "response_minutes", 90),
    ("乙方目标恢复时间为4小时，最迟不超过8小时。", "recovery_hours", 8),
    # ... while without a limit word the target stays the reading, and a plain figure keeps its limit as
    # the alternative only
    ("乙方目标响应时间15-30分钟，不超过90分钟。", "response_minutes", 30),
    ("乙方响应时间为15分钟，最长不超过90分钟。", "response_minutes", 15),
    # ... and a clause with an act of its own after the figure is another deadline
    ("乙方目标响应时间15分钟，最迟24小时内提交故障报告。", "response_minutes", 15),
    ("乙方目标响应时间15-30分钟，最长不超过90分钟完成修复。", "response_minutes", 30),
])
def test_a_firm_limit_inherits_the_subject_before_it(reads, text, key, expected):
    reads(text, key, expected, language="zh")


def test_the_firm_limit_is_no_hedged_reading(extracted):
    term = extracted("乙方目标响应时间15-30分钟，最长不超过90分钟。", "response_minutes", True, language="zh")
    assert term.hedge is None and term.alternatives


@pytest.mark.parametrize("text, expected", [
    # the first month counted from the contract's start is an initial stretch of the term
    ("合同生效后首月内，乙方在4小时内响应；此后在8小时内响应。", 480),
    ("本合同生效后，首月内乙方在4小时内响应；此后在8小时内响应。", 480),
    ("服务开通后首月内，乙方在4小时内响应故障；此后在8小时内响应故障。", 480),
    # ... while the first month after something else, or a first day, is none: the faster figure stays
    ("故障发生后首月内，乙方在4小时内响应；此后在8小时内响应。", 240),
    ("每月首日内，乙方在4小时内响应；此后在8小时内响应。", 240),
])
def test_a_first_month_of_the_contract_loses_to_the_standing_response(reads, text, expected):
    reads(text, "response_minutes", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a VPC named as the customer's own network, or where a product sits, promises no isolation
    ("NAT网关部署在用户VPC内，为云服务器提供公网访问。", None),
    ("云服务器部署在您的VPC中。", None),
    ("实例所在VPC的安全组规则由用户配置。", None),
    ("The NAT gateway is deployed in your VPC and gives instances internet access.", None),
    # ... while a VPC of each tenant's own is one, and so is the isolation said beside the customer's VPC
    ("每个租户独享VPC，网络相互隔离。", "network"),
    ("GPU集群部署在独立VPC内。", "network"),
    ("乙方为甲方提供独立VPC，不与其他客户共享。", "network"),
    ("NAT网关部署在用户VPC内，各租户之间网络隔离。", "network"),
    ("Each tenant's cluster runs in a dedicated VPC, isolated from other tenants.", "network"),
])
def test_a_vpc_as_a_place_is_no_isolation(reads, text, expected):
    reads(text, "tenant_isolation", expected)


@pytest.mark.parametrize("text, key, operative", [
    # advice and surveys of the market (a buyer's guide) commit nobody: read as examples are
    ("选择GPU云服务时，应关注是否支持99.9%的可用性。", "availability_pct", False),
    ("部分平台采用阶梯赔偿，月可用性低于99%时赔偿10%。", "credit_tiers", False),
    ("# GPU云服务选购指南\n\n大厂的GPU实例月可用性为99.95%。\n", "availability_pct", False),
    ("When choosing a GPU cloud, you should look for 99.9% monthly availability.", "availability_pct", False),
    ("Some providers offer a 99.9% monthly availability commitment.", "availability_pct", False),
    # ... while the provider's own words stay operative, also beside advice to the customer
    ("乙方承诺月可用性不低于99.9%。", "availability_pct", True),
    ("月可用性低于99%时，乙方赔偿当月服务费的10%。", "credit_tiers", True),
    ("乙方建议甲方做好数据备份。乙方承诺月可用性不低于99.9%。", "availability_pct", True),
    ("Provider will check whether the outage is covered and guarantees 99.9% monthly availability.",
     "availability_pct", True),
])
def test_advice_and_surveys_are_no_commitment(extracted, text, key, operative):
    term = extracted(text, key, True)
    assert (term.evidence_kind == "operative") is operative, term.evidence_kind


def test_a_guide_section_loses_to_the_contract_section():
    # (main read the guide's 99.99, the two figures in conflict)
    text = "# GPU云服务选购指南\n\n大厂承诺GPU实例月可用性不低于99.99%。\n\n# 服务等级\n\n乙方承诺月可用性不低于99.9%。\n"
    term = extracted_value(text, "availability_pct", 99.9, language="zh")
    assert term.evidence_kind == "operative"


@pytest.mark.parametrize("text, expected", [
    # a credit capped at a month's spend on the service is capped at its whole fee
    ("赔付金额上限(元)：前述资源一个月消费额（如不满一个月将累计消费额作为上限）。", 100),
    ("赔偿金额上限为当月消费额。", 100),
    # ... while a share of it written after the phrase is the cap, and a month's spend said with no cap is none
    ("赔付金额上限为当月消费额的50%。", 50),
    ("赔付金额上限为一个月费用的30%。", 30),
    ("赔付基准金额按资源一个月消费额计算。", None),
])
def test_a_cap_of_a_months_spend(reads, text, expected):
    reads(text, "credit_cap_pct", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # billing by the second settles hourly: the hour is no billing unit
    ("GPU云服务器按量计费模式是按秒计费，按小时结算。", None),
    ("GPU instances are billed per second, with usage metered per hour on the invoice.", None),
    # ... while billing settled by the hour alone is hourly
    ("GPU云服务器按小时结算。", 60),
    ("GPU instance usage is billed hourly.", 60),
])
def test_billing_by_the_second_is_no_hourly_unit(reads, text, expected):
    reads(text, "billing_minutes", expected)


@pytest.mark.parametrize("text, expected", [
    # a VPC among the products a service works with is no isolation
    ("GPU云服务器支持和云服务器CVM、私有网络 VPC、负载均衡 CLB 等的业务对接，内网流量免费。", None),
    # ... while an isolation said beside a link to the customer's site stays
    ("GPU集群部署在独立VPC内，与其他租户网络隔离，并与用户IDC对接。", "network"),
])
def test_a_vpc_among_the_products_served_is_no_isolation(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a choice of terms the text leaves open is no term
    ("您可以选择一年或三年合同期限。", None),
    ("Customer may choose a 1-year or 3-year contract term.", None),
    # ... while a term with an alternative end, or a term beside another of a renewal, stays
    ("本合同期限为三年，或至双方书面终止之日止。", 36),
    ("本合同期限为三年。", 36),
    ("The initial term is 36 months. The renewal term is 12 or 24 months.", 36),
])
def test_a_choice_of_terms_is_no_term(reads, text, expected):
    reads(text, "term_months", expected)


@pytest.mark.parametrize("text, key, expected", [
    # a figure recommended to the reader is nobody's commitment
    ("建议您将服务器之间的专用网络端口升级到10 Gbps。", "interconnect_gbps", None),
    ("多台服务器通过专用网络相互通信时，建议对每个设备执行 100 Mbps 端口升级。", "interconnect_gbps", None),
    ("GPU服务器之间的连接为100G InfiniBand。", "interconnect_gbps", 100),
    ("乙方建议甲方做好数据备份。乙方承诺月可用性不低于99.9%。", "availability_pct", 99.9),
    # a network a released server is moved into isolates no tenant
    ("取消时，服务器会自动移至一个回收 VLAN 中。", "tenant_isolation", None),
    ("每个租户的服务器划分在独立VLAN中。", "tenant_isolation", "network"),
])
def test_a_recommendation_and_a_reclaim_network(reads, text, key, expected):
    reads(text, key, expected, language="zh")
