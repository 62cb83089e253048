"""A credit per step of downtime longer than an hour (cr1). SPEC §4 applies ``credit_per_hour_pct`` to each interval
rounded up to whole hours: "2% per 2 hours" is no 2% per hour (a 3-hour outage earns 2% or 4% by the contract's steps,
6% by a rate of 2 per hour and 3% by 1 per hour), so it is not read, in Chinese as in English; ``check`` then asks for
the credit. A one-hour step beside it is still read.

Each positive stands beside a near miss: the same words with another step.
"""

import pytest


# a tender's SLA deducts per hour of unavailability ("服务不可用的，每小时扣减当月服务费的5%", zh.yaml's example); the
# same deduction per two hours, per half an hour or per day
@pytest.mark.parametrize("text, expected", [
    ("服务不可用的，每超出2小时扣减当月服务费的2%。\n", None),
    # (mo41: these three are read with their period, "每中断两小时…1%" as 1 per 120 minutes (credit_period_minutes),
    # which a claim counts per two hours: never 1% an hour; test_money_mo41.py)
    ("每中断两小时，减收当月服务费的1%。\n", 1),
    ("每中断半小时，减收当月服务费的1%。\n", 1),
    ("每中断24小时，减收当月服务费的10%。\n", 10),
    # near misses: a step of one hour, however written
    ("服务不可用的，每超出1小时扣减当月服务费的2%。\n", 2),
    ("每中断一小时，减收当月服务费的1%。\n", 1),
    ("服务不可用的，每小时扣减当月服务费的5%。\n", 5),
    ("每中断60分钟，减收当月服务费的1%。\n", 1),
])
def test_zh_credit_per_steps_of_hours_is_no_hourly_rate(reads, text, expected):
    reads(text, "credit_per_hour_pct", expected, language="zh")


# English already reads none of these alone (en.yaml's sentence_requires names one-hour steps only): both languages agree
@pytest.mark.parametrize("text, expected", [
    # (mo41: read with their period, 5 per 120 or 30 minutes, as the Chinese above)
    ("Customer will receive a service credit of 5% of the monthly fee for every 2 hours of downtime.\n", 5),
    ("Customer will receive a service credit of 5% of the monthly fee for each two-hour period of downtime.\n", 5),
    ("Customer will receive a service credit of 5% of the monthly fee for every 30-minute period of downtime.\n", 5),
    ("Customer will receive a service credit of 5% of the monthly fee for every hour of downtime.\n", 5),
])
def test_en_credit_per_steps_of_hours_is_no_hourly_rate(reads, text, expected):
    reads(text, "credit_per_hour_pct", expected, language="en")


# the cap a one-hour rate reaches is still derived (zh40's _cap_reached); a two-hour step derives neither rate nor cap
@pytest.mark.parametrize("text, rate, cap", [
    ("服务不可用的，每超出1小时扣减当月服务费的2%，累计25小时扣减当月服务费的50%。\n", 2, 50),
    ("服务不可用的，每超出2小时扣减当月服务费的2%，累计50小时扣减当月服务费的50%。\n", None, None),
])
def test_zh_cap_reached_only_by_an_hourly_rate(reads, text, rate, cap):
    reads(text, "credit_per_hour_pct", rate, language="zh")
    reads(text, "credit_cap_pct", cap, language="zh")



# a price list's band open at its low end, its opening words before the figure ("Up to 64 GPUs"), as e66/zh40 read
# "16 to 64 GPUs" and "65+ GPUs": the rates are alternatives by size, and the band's bound is no card count ordered
@pytest.mark.parametrize("text, language, kind", [
    ("Up to 64 GPUs: $2.10/GPU-hr; 65+ GPUs: $1.90/GPU-hr\n", "en", "alternatives"),
    ("Fewer than 16 GPUs: $2.40/GPU-hr; 16 GPUs or more: $2.10/GPU-hr\n", "en", "alternatives"),
    ("少于16卡：每卡每小时7元；16卡及以上：每卡每小时6元。\n", "zh", "alternatives"),
    # the list's own example, already read so
    ("16 to 64 GPUs: $2.10/GPU-hr; 65+ GPUs: $1.90/GPU-hr\n", "en", "alternatives"),
])
def test_band_open_before_its_figure_prices_alternatives(extracted, text, language, kind):
    term = extracted(text, "price_gpu_hour", True, language=language)
    assert term.conflict and term.conflict_kind == kind
    extracted(text, "gpu_count", None, language=language)


# near misses: the words before a figure priced in another clause or sentence leave the price alone and one
@pytest.mark.parametrize("text, language, price", [
    ("Provider provides up to 64 GPUs. The price is $2.10/GPU-hr.\n", "en", 2.1),
    ("乙方提供不超过64卡GPU，单价6.0元/卡时。\n", "zh", 6),
])
def test_band_words_before_an_unpriced_figure(extracted, text, language, price):
    term = extracted(text, "price_gpu_hour", price, language=language)
    assert term.value == price and not term.conflict
