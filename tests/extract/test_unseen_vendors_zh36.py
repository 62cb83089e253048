"""Chinese public-cloud SLAs of vendors not read before (z54): Volcano Engine (火山引擎), China Telecom Cloud (天翼云)
and a server-maintenance SLA. Main read a customer's acceptance window as the provider's response time, a yearly
availability as the monthly commitment, and no cap where the month it counts is named by the commitment it missed.

Each positive stands beside a near miss: the same words where no such value is stated, or another value is.
"""

import pytest


# China Telecom Cloud's cloud PC SLA (https://ctyun.cn/portal/protocol/10028095): the customer verifies the delivered
# machines and answers the provider within two working days, else they count as accepted; the provider answers nobody
@pytest.mark.parametrize("text, expected", [
    ("# 云电脑服务等级协议\n甲方收到乙方开通的云电脑后,及时完成云电脑激活,进行验证后反馈乙方(2个工作日未反馈乙方,"
     "默认为甲方已验证能正常使用)。\n", None),
    ("# 服务等级协议\n甲方应在收到故障报告后3个工作日内书面答复乙方。\n", None),
    # a contract that gives 甲方 the provider's role: the customer's answer is addressed to 甲方
    ("# 服务等级协议\n甲方向乙方提供GPU云服务器服务。乙方收到甲方开通的云服务器后进行验证并反馈甲方(2个工作日未反馈甲方,"
     "默认为乙方已验证能正常使用)。\n", None),
    # near misses: the provider's own answer, to the customer or after the customer's report
    ("# 服务等级协议\n故障发生后，乙方应在30分钟内回复甲方。\n", 30),
    ("# 服务等级协议\n甲方将故障反馈乙方后，乙方应在15分钟内响应。\n", 15),
    ("# 服务等级协议\n乙方在收到甲方反馈后30分钟内响应并处理故障。\n", 30),
    ("# 服务等级协议\n甲方向乙方提供GPU云服务器服务。甲方应在收到乙方报修后30分钟内回复乙方。\n", 30),
])
def test_customer_answer_to_the_provider_is_no_response_time(reads, text, expected):
    reads(text, "response_minutes", expected, language="zh")


# a server-maintenance SLA's core figures (https://www.yunzhuji.net/fuwuqi/195126.html): "关键系统年可用率≥99.9%" holds
# over a year, where a claim counts each month against the level
@pytest.mark.parametrize("text, expected", [
    ("服务可用性:关键系统年可用率≥99.9%,含计划性维护窗口。\n", None),
    ("乙方承诺GPU服务器年度可用性不低于99.95%。\n", None),
    ("服务可用性按年度统计，不低于99.9%。\n", None),
    # the month's level beside the year's, in either order
    ("乙方承诺月可用率不低于99.9%，年可用率不低于99.99%。\n", 99.9),
    ("乙方承诺年可用率不低于99.99%，月可用率不低于99.9%。\n", 99.9),
    # near misses: a year named as the term or the hours of service, not the period the level holds over
    ("乙方承诺服务可用性不低于99.9%，服务期限为一年。\n", 99.9),
    ("乙方保证全年7×24小时服务，服务可用性不低于99.95%。\n", 99.95),
])
def test_yearly_availability_is_no_monthly_commitment(reads, text, expected):
    reads(text, "availability_pct", expected, language="zh")


# Volcano Engine's DDoS protection SLA (https://volcengine.com/docs/6352/108850): "赔偿总额不得超过未达到服务可用性承诺
# 当月客户支付的月度服务费用的 50%" caps at half the fee of the month that missed the commitment
@pytest.mark.parametrize("text, expected", [
    ("该赔偿是我们针对服务不满足服务可用性承诺向您提供的全部及唯一赔偿,且任何情形下赔偿总额不得超过未达到服务可用性承诺当月"
     "客户支付的月度服务费用的 50%。\n", 50),
    ("赔偿总额不超过没有达到服务可用性的当月客户就该实例支付的月度服务费的30%。\n", 30),
    # the whole month's fee, no percentage written
    ("赔偿总额不超过未达到服务可用性承诺当月客户就该实例支付的月度服务费。\n", 100),
    # near misses: a level of availability the cap applies under, and a tier's credit after a cap of the whole fee
    ("赔偿上限：当月可用性低于95%时，最高赔付当月服务费的100%。\n", 100),
    ("赔偿总额不得超过当月服务费；未达到服务可用性承诺的，按月度服务费的10%赔偿。\n", 100),
    ("最高赔偿：可用性低于95%时，赔偿月度服务费的50%。\n", None),
])
def test_cap_of_the_month_that_missed_the_commitment(reads, text, expected):
    reads(text, "credit_cap_pct", expected, language="zh")


# maintenance notice with the emergency named as its exception (Chinese cloud and IDC SLAs: "除紧急情况外，…应提前24小时
# 通知"; Volcano Engine's cloud phone SLA gives the rule without one: https://www.volcengine.com/docs/6394/69987, "火山引擎会
# 提前 72 小时通知")
@pytest.mark.parametrize("text, expected", [
    ("除紧急情况外，乙方进行系统维护应提前24小时通知甲方。\n", 24),
    ("除紧急维护外，计划内维护将提前72小时通知客户。\n", 72),
    ("非紧急维护应提前24小时通知甲方。\n", 24),
    ("如果火山引擎进行有可能影响系统稳定性的系统维护,火山引擎会提前 72 小时通知,选择在影响最小的时间段进行系统维护。\n", 72),
    # near misses: the emergency's own notice, and a notice in a sentence on emergency work
    ("紧急维护可提前2小时通知。\n", None),
    ("遇紧急故障需进行维护的，乙方应提前1小时通知甲方。\n", None),
])
def test_maintenance_notice_with_the_emergency_as_its_exception(reads, text, expected):
    reads(text, "maintenance_notice_hours", expected, language="zh")


# the unit a level is promised of, named right before it: Tencent Cloud's data warehouse SLA
# (https://github.com/tencentyun/qcloud-documents/blob/master/product/大数据与AI/Snova%20数据仓库/服务等级协议.md) "即单个集群在
# 每个服务周期服务可用性不低于99.9%"; the others as instance SLAs word the same ("单实例月度服务可用性")
@pytest.mark.parametrize("text, expected", [
    ("本服务提供99.9%的业务可用性。即单个集群在每个服务周期服务可用性不低于99.9%\n", "cluster"),
    ("单台弹性云服务器的服务可用性不低于99.975%。\n", "node"),
    ("GPU云服务器单实例月度服务可用性不低于99.95%。\n", "node"),
    ("单个集群的月度服务可用性不低于99.9%。\n", "cluster"),
    ("单个GPU卡的可用性不低于99.9%。\n", "gpu"),
    # near misses: the service as a whole, a region's zones, and a fee of one instance before the level
    ("本服务的月度服务可用性不低于99.9%。\n", None),
    ("单地域多可用区服务可用性不低于99.995%。\n", None),
    ("单实例月度服务费为8000元，服务可用性不低于99.9%。\n", None),
])
def test_unit_named_before_the_level(reads, text, expected):
    reads(text, "sla_unit", expected, language="zh")


# a credit per hour of downtime with the ceiling of the credits in the same sentence, the cap's word after the credit's
# ("累计赔偿不超过…"), as Chinese GPU-rental SLAs word the pair: the 30 is the cap's, the hour's credit is 1
@pytest.mark.parametrize("text, expected", [
    ("GPU服务器每中断1小时，乙方按当月服务费的1%进行赔偿，累计赔偿不超过当月服务费的30%。\n", 1),
    ("每中断1小时，按当月服务费的1%赔偿，累计赔偿金额以当月服务费的30%为上限。\n", 1),
    ("每中断1小时，赔偿当月服务费的1%，30%封顶。\n", 1),
    # near misses: the cap alone states no credit per hour; the credit alone is read as before
    ("每中断1小时，赔偿不超过当月服务费的30%。\n", None),
    ("每中断1小时赔偿当月服务费的2%，赔偿上限为当月服务费的50%。\n", 2),
])
def test_hourly_credit_beside_its_ceiling(reads, text, expected):
    reads(text, "credit_per_hour_pct", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    ("GPU服务器每中断1小时，乙方按当月服务费的1%进行赔偿，累计赔偿不超过当月服务费的30%。\n", 30),
    ("每中断1小时，按当月服务费的1%赔偿，累计赔偿金额以当月服务费的30%为上限。\n", 30),
])
def test_ceiling_beside_an_hourly_credit(reads, text, expected):
    reads(text, "credit_cap_pct", expected, language="zh")
