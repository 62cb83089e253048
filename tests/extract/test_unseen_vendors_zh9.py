"""Chinese wordings main misread in session 17: an IDC cooperation template, an article on AI
platform SLAs, a data-centre lease framework and JD Cloud's NAT gateway and data warehouse SLAs,
each quoted short.

Each positive stands beside a negative: the same words about something else, which must not
become the term (or must not become this value).
"""

import pytest


@pytest.mark.parametrize("text, key, expected", [
    # a bare rate word grades an internet port a rack comes free with: no rate of a network
    ("每个万兆端口乙方向甲方免费提供2个机柜，机柜规格为5kW。", "interconnect_gbps", None),
    ("每个千兆端口乙方向甲方免费提供1个机柜。", "interconnect_gbps", None),
    ("每台服务器提供万兆端口接入互联网。", "interconnect_gbps", None),
    # ... while the word names the nodes' network as 万兆以太网, 万兆互联
    ("网络：节点间通过万兆以太网互联；存储与业务共用同一网络平面。", "interconnect_gbps", 10),
    ("节点间万兆互联。", "interconnect_gbps", 10),
    ("节点间采用万兆光纤互联。", "interconnect_gbps", 10),
    ("节点间采用10G以太网端口互联。", "interconnect_gbps", 10),
])
def test_a_bare_rate_word_is_a_network_rate_only_naming_the_network(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # an example in brackets of a maintenance that is excluded is no notice period
    ("该指标的计算需排除计划内维护(如提前48小时通知的版本升级)和用户侧故障(如网络配置错误)。",
     "maintenance_notice_hours", None),
    # ... while the notice said plainly is one, and so is a case in brackets (its 的 closes a clause)
    ("计划内维护应提前48小时通知客户。", "maintenance_notice_hours", 48),
    ("计划维护（如提前72小时通知的，不计入不可用时间）。", "maintenance_notice_hours", 72),
    ("故障响应时间为30分钟（如2小时内修复的，乙方免于赔偿）。", "recovery_hours", 2),
])
def test_an_example_in_brackets_with_its_notice_is_no_term(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # a response time written right after the number, under a label naming the repair
    ("一、故障修复承诺4小时现场响应。", "response_minutes", 240),
    ("应急响应机制：故障修复承诺4小时现场响应，重大事故启动备援数据中心切换。", "response_minutes", 240),
    ("故障修复：30分钟内响应。", "response_minutes", 30),
    # ... which is no repair time
    ("一、故障修复承诺4小时现场响应。", "recovery_hours", None),
    # ... while a repair's time after a response is no response time
    ("乙方接到报修后响应并在4小时内修复。", "response_minutes", None),
    ("乙方接到报修后30分钟内到场并于4小时内修复。", "response_minutes", 30),
    ("乙方接到报修后30分钟内到场并于4小时内修复。", "recovery_hours", 4),
])
def test_a_response_under_a_repair_label(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # the unit counted: "统计的业务单元为单个数据库实例", a formula's left side
    ("数据仓库可用性按服务周期统计，统计的业务单元为单个数据库实例，时间单位为分钟。", "sla_unit", "node"),
    ("服务可用性的计算公式：实例实际可用性=（总时间-实际不可用时间）/总时间×100%。", "sla_unit", "node"),
    ("集群可用性=（总时间-不可用时间）/总时间×100%。", "sla_unit", "cluster"),
    # ... while a formula of the service's availability names no unit
    ("服务可用性=（1-服务月度内不可用分钟数/服务月度内的分钟总数）×100%。", "sla_unit", None),
    # a security group that isolates tenants' data on a shared pool is network isolation
    ("使用加密和安全组隔离等手段保证同一资源池用户数据互不可见。", "tenant_isolation", "network"),
    ("因用户安全组配置错误导致的不可用不计入不可用时间。", "tenant_isolation", None),
    # a step the availability falls by is no availability
    ("部分供应商提供阶梯式赔偿方案，可用性每下降0.1%对应不同赔偿比例。", "availability_pct", None),
    ("服务可用性不低于99.9%，可用性每下降0.1%对应不同赔偿比例。", "availability_pct", 99.9),
])
def test_jd_cloud_sla_wordings(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # an HPC cloud's charge metered to the minute
    ("只有申请成功的节点会计费，同样都会收取核时费用，精确到分钟。", "billing_minutes", 1),
    # ... while a downtime measured to the minute is no billing unit
    ("故障时间精确到分钟，不足一分钟按一分钟计。", "billing_minutes", None),
])
def test_a_charge_metered_to_the_minute(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, hedged", [
    # what is commonly seen, in an article on colocation SLAs, is weaker than a promise (zh82: the market's, now advice, no
    # response time at all: None)
    ("对严重故障，商业常见SLA为15–60分钟响应，现场到达1–4小时。", None),
    # ... while a common kind of fault is no hedge
    ("常见故障15分钟内响应。", False),
])
def test_what_is_commonly_seen_is_hedged(extracted, text, hedged):
    term = extracted(text, "response_minutes", None if hedged is None else True, language="zh")
    if hedged is None:
        return
    assert (term.hedge is not None) is hedged


def test_an_amount_with_its_currency_code_attached_is_money():
    from slacheck.extract.numbers import find_quantities, nfkc

    found = [(q.value, q.kind, q.currency) for q in find_quantities(nfkc("按量计费：1.11USD/hr"))]
    assert (1.11, "money", "USD") in found
    # ... while a letter that is no currency after a number is a code's ("910B", "3.84TB", "48U"),
    # and a unit that only reads like a code in other letters is no currency ("10Gbp端口": no pounds)
    for code in ("昇腾910B", "3.84TB", "48U机柜", "5CNYx", "甲方承诺每个10Gbp端口保底带宽4Gbps"):
        assert [q for q in find_quantities(nfkc(code)) if q.kind == "money"] == []


PRICE_TABLE = """### 计算型 GN6S

| 实例规格       | GPU(Tesla P4) | GPU 显存 | vCPU | 内存  | 按量计费 |
| -------------- | ------------- | -------- | ---- | ----- | ---------- |
| GN6S.LARGE20   | 1颗          | 8GB     | 4核 | 20GB | 1.11USD/hr |
| GN6S.2XLARGE40 | 2颗          | 16GB    | 8核 | 40GB | 2.22USD/hr |
"""


def test_a_price_table_under_a_paid_column_names_its_currency(reads):
    # a Markdown table whose header names a model with a digit ("GPU(Tesla P4)") still has a header
    reads(PRICE_TABLE, "currency", "USD", language="zh")
    # ... while an amount under a column that is not paid for names no contract currency
    reads(PRICE_TABLE.replace("按量计费", "测试阈值"), "currency", None, language="zh")
