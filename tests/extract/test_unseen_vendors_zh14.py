"""Chinese wordings main misread after session 19's first round: an electricity charge's rough
monthly figure read as the rack's fee, an exclusive queue (one of the kinds of queue a supercomputing
centre's price list offers) read as the contract's isolation, a table of availability levels against
the downtime each allows read as a commitment, and a self-healing service named before a comma read
as the shortest outage that counts, each quoted short in our own words.

Each positive stands beside a near miss: the same words about something else, which must not
become the term (or must not become this value).
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # what the electricity, billed by use, comes to about each month is an estimate of another charge
    ("机柜租用费按月支付，电费按实际用量另计，1元/度，折合约2000元/月。", None),
    ("带宽费按流量计收，约合3000元/月。", None),
    # ... while the rack's fee with the electricity inside it is the monthly fee
    ("机柜租用费2000元/月（含电费）。", 2000),
])
def test_an_estimate_of_a_usage_charge_is_no_monthly_fee(reads, text, expected):
    reads(text, "monthly_fee", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # one kind of queue among those a centre offers is no commitment of the contract
    ("队列分为三类：共享队列：用户共享队列中的计算资源；独占队列：用户独占队列中的计算资源，不与他人共享。", None),
    ("●独占队列：用户独占队列中的计算资源，不与他人共享，可随时使用。", None),
    ("平台为用户提供计算节点独占、高优先级队列等多种计算方式。", None),
    ("服务器分为两类：一类为独享服务器，不与他人共享；一类为共享服务器。", None),
    # ... nor the time a job holds its nodes, which the hours are billed by
    ("机时=SUM(节点数*每节点CPU数*独占时间)", None),
    ("用户作业的机时按占用节点的独占时长计算。", None),
    # ... while resources the contract rents, said to be exclusive, are
    ("本合同租用的算力资源为独占，不与他人共享。", "dedicated"),
    # ... and servers provided among several services (no choice of ways offered)
    ("乙方为甲方提供独享物理服务器、存储等多种服务。", "dedicated"),
])
def test_an_option_among_those_offered_is_no_isolation(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a table of levels against the downtime each allows converts any level: no commitment (E30's
    # English rule, in Chinese words)
    ("| 可用性 | 每月允许停机时长 |\n|---|---|\n| 99.9% | 43分钟 |\n| 99.99% | 4.3分钟 |\n", None),
    ("| 服务可用性 | 允许中断时间（每月） |\n|---|---|\n| 99.5% | 3.6小时 |\n", None),
    ("| 可用性等级 | 对应不可用时长 |\n|---|---|\n| 99.95% | 21.6分钟 |\n", None),
    # ... while a table of a product against its level is the level
    ("| 服务 | 可用性 |\n|---|---|\n| 云服务器 | 99.95% |\n", 99.95),
])
def test_a_table_of_levels_and_their_downtime_is_no_commitment(reads, text, expected):
    reads(text, "availability_pct", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a service named as healing itself within minutes, the downtime in the next clause: no threshold
    ("在5分钟内自动恢复的服务包括数据库，停机期间数据不丢失。", None),
    # ... while an item of what the downtime leaves out keeps its threshold
    ("以下时间不计入停机时间：\n• 在5分钟内自动恢复的问题所导致的停机时间\n", 5),
])
def test_a_self_healing_service_before_a_comma_is_no_threshold(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="zh")
