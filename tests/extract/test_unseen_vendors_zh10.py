"""Chinese wordings main misread in session 17 (second round): a data-centre lease framework's
termination trigger, a repair promised after the response, a target response time with its firm
limit, a first month's faster response and a balance drawn down by the hour, each quoted short.

Each positive stands beside a negative: the same words about something else, which must not
become the term (or must not become this value).
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # a PUE exceeded is the breach of a ceiling (a termination right, a surcharge), not the ceiling
    # promised, as an availability "低于99%" is no commitment
    ("约定提前终止情形：包括连续3个月PUE>1.5、年累计宕机超48小时等。", None),
    ("若连续3个月PUE超过1.5，甲方有权解除本合同。", None),
    ("机房PUE值超出1.4的部分，按阶梯电价计收。", None),
    ("乙方承诺数据中心PUE不高于1.3。约定提前终止情形：包括连续3个月PUE>1.5。", 1.3),
    # ... while the ceiling under its bound words is read, whichever way the bound is written
    ("乙方承诺年均PUE不得超过1.3。", 1.3),
    ("机房年均PUE不超过1.3。", 1.3),
    ("机房年均PUE不大于1.25。", 1.25),
    ("机房年均PUE≤1.2。", 1.2),
    ("包间设计PUE为1.15，乙方承诺年均PUE不高于1.25。", 1.25),
    # ... and a condition before the PUE that exceeds something else blocks nothing
    ("室外温度高于35℃时PUE不高于1.4。", 1.4),
    ("在IT负载率大于50%的条件下，数据中心年均PUE不超过1.3。", 1.3),
])
def test_a_pue_exceeded_is_no_pue_promised(reads, text, expected):
    reads(text, "pue", expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # 并 joins a second action after the response: the number times the repair
    ("乙方接到报修后响应并在4小时内修复。", "recovery_hours", 4),
    ("乙方接到报修后响应并在4小时内修复。", "response_minutes", None),
    # ... while a number before the response times the response, and one counted from it is no repair time
    ("乙方接到报修后4小时内响应并修复。", "recovery_hours", None),
    ("乙方接到报修后4小时内响应并修复。", "response_minutes", 240),
    ("乙方响应后4小时内修复。", "recovery_hours", None),
    ("乙方在接到报修后2小时内响应并在8小时内修复。", "recovery_hours", 8),
])
def test_a_repair_promised_after_the_response(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a hedged figure loses to the firm limit after it in its sentence
    ("乙方力争在15分钟内响应，最长不超过90分钟响应。", 90),
    # ... while a figure with no firm limit after it stays the reading
    ("乙方力争在15分钟内响应，30分钟内到场处理。", 15),
    ("乙方在15分钟内响应故障。", 15),
])
def test_a_firm_limit_after_a_hedged_response(reads, text, expected):
    reads(text, "response_minutes", expected, language="zh")


@pytest.mark.parametrize("text, hedged", [
    # a response time named as a target is one (en "Targeted Response Time")
    ("乙方目标响应时间为15分钟。", True),
    ("乙方响应时间为15分钟。", False),
])
def test_a_target_response_time_is_hedged(extracted, text, hedged):
    term = extracted(text, "response_minutes", True, language="zh")
    assert (term.hedge is not None) is hedged


@pytest.mark.parametrize("text, expected", [
    # a first month's faster response loses to the standing one
    ("首月内，乙方在4小时内响应故障。\n此后，乙方在8小时内响应故障。\n", 480),
    ("1. 试运行期间，乙方在2小时内响应故障。\n2. 正式运行后，乙方在4小时内响应故障。\n", 240),
    # ... also in one sentence, when words that open the standing period stand before the later figure
    ("首月内，乙方在4小时内响应故障，此后在8小时内响应故障。", 480),
    ("首月内，乙方在4小时内响应故障；首月结束后，在8小时内响应故障。", 480),
    # ... while alone it is the only reading, and two standing figures keep the faster
    ("首月内，乙方在4小时内响应故障。\n", 240),
    ("一般故障乙方在4小时内响应。\n其他故障乙方在8小时内响应。\n", 240),
    # ... and two figures both inside the first month keep the faster
    ("首月内，乙方在4小时内响应一般故障，在8小时内响应其他故障。", 240),
])
def test_an_initial_period_response_loses_to_the_standing_one(reads, text, expected):
    reads(text, "response_minutes", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a balance drawn down hour by hour is billed by the hour
    ("部署应用进行第一次扣费。之后每小时按照部署时的算力点进行扣减。", 60),
    # ... while a credit per hour of downtime, or a price per hour, is no billing unit
    ("服务不可用的，每小时扣减当月服务费的5%。", None),
    ("系统盘1G每小时0.001元，从账户余额中扣减。", None),
    # ... and a mode named hourly whose rules charge to the minute is billed by the minute
    ("按量为按小时扣费模式，长租为预付费模式。\n计费规则：以分钟为单位进行扣费，结算时长精确到分钟。", 1),
])
def test_a_balance_drawn_down_by_the_hour(reads, text, expected):
    reads(text, "billing_minutes", expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # a clause that is only "最长不超过" and the figure refers to the subject named before it
    ("故障恢复时间按自然月统计，最长不超过4小时。", "recovery_hours", 4),
    ("故障响应时间，最长不超过30分钟。", "response_minutes", 30),
    # ... while a clause before it that names no key of the figure lends it none
    ("每次会议时长，最长不超过30分钟。", "response_minutes", None),
])
def test_a_longest_time_refers_to_the_subject_before_it(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # a tender deducts the per-hour credit from the fee
    ("服务不可用的，每小时扣减当月服务费的5%。", "credit_per_hour_pct", 5),
    ("服务每中断1小时，扣减当月服务费的5%。", "credit_per_hour_pct", 5),
    ("服务中断每小时按月服务费的2%扣除。", "credit_per_hour_pct", 2),
    ("服务中断的，每小时赔付当月服务费的5%。", "credit_per_hour_pct", 5),
    # ... while an hour late of a response, a repair or a delivery is the step of another penalty,
    # and no time promised either
    ("乙方应在15分钟内响应，响应每超时1小时，扣减当月服务费的1%。", "credit_per_hour_pct", None),
    ("乙方应在15分钟内响应，响应每超时1小时，扣减当月服务费的1%。", "response_minutes", 15),
    ("响应每超时1小时，扣减当月服务费的1%。", "response_minutes", None),
    ("故障修复每超时1小时，扣除当月服务费的1%。", "recovery_hours", None),
    ("交付每延迟1小时，扣除当月服务费的1%。", "delivery_days", None),
    ("交付每延迟1小时，扣除当月服务费的1%。", "credit_per_hour_pct", None),
])
def test_a_per_hour_deduction_and_the_hour_late(reads, text, key, expected):
    reads(text, key, expected, language="zh")
