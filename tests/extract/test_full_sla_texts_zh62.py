"""Full Chinese SLA texts of JD Cloud's other products (zh62): what a protection's effect is held to is no level."""

import pytest

from tests.conftest import extracted_term, extracted_value

# 京东云 IP高防服务等级协议 (zjkwlw/cn, documentation/Service-Agreements-and-Guarantees/Product-Service-Agreement/
# IP-High-Level-Of-Service-Agreement-SLA.md), its section 2.7 as written: the cleaning's effect is held to 95%, 80% and 99%
IP_PROTECTION = """**2.7 服务可用性**

防护系统SLA 99.99%

清洗防护效果可用性95%以上

HTTP请求攻击，清洗效果80%以上

TCP连接攻击，清洗效果99%以上

IP高防可用性按服务周期统计，一个服务周期为一个自然月，如不满一个月不计算为一个服务周期。

不可用时间：IP高防所提供的ddos防护服务在连续的5分钟或更长时间不可使用方计为不可用时间，不可使用的服务时间低于5分钟的，不计入不可用时间，IP高防不可用时间不包括日常系统维护时间、由用户原因、第三方原因或不可抗力导致的不可用时间。

**3.2 赔偿方案**

京东云对用户存在DDoS防护故障的每个实例按不可用时间的100倍赔偿， 赔付金额 = 发生故障的实例故障前24小时平均每分钟费用 × 故障不可用时间 × 100倍。
"""


@pytest.mark.parametrize("text", [
    IP_PROTECTION,
    "清洗防护效果可用性95%以上。",
    # ... and the same of any effect a service is held to
    "攻击拦截效果可用率不低于98%。",
])
def test_an_effects_availability_is_no_level_of_the_service(text):
    # 95% read as the level would owe no credit for a month at 96%, and 99.99% is what the system promises
    extracted_term(text, "availability_pct", None, "zh")


@pytest.mark.parametrize("key, expected", [
    # guards (pass on 5ebee83 too): the rest of the section read as written
    ("min_outage_minutes", 5), ("credit_downtime_multiple", 100),
])
def test_jd_cloud_ip_protection_sla_keeps_its_other_terms(key, expected):
    extracted_value(IP_PROTECTION, key, expected, "zh")


def test_the_availability_of_a_service_stays_beside_an_effect():
    # guard (passes on 5ebee83 too): the service's own level in a sentence of its own stays
    text = "服务可用性：不低于99.95%。\n\n清洗防护效果可用性95%以上。\n"
    extracted_value(text, "availability_pct", 99.95, "zh")
