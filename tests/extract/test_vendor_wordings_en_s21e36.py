"""English prices, ranges and restated figures (session 21, E36), in our own words after GPU-cloud pricing
pages and SLAs (Lambda's billing page, RunPod's serverless pricing, Voltage Park's VM SLA, pricing guides that
quote "$2.00-$4.00/GPU/hour" and AWS's per-instance rate for eight GPUs).

Each positive has a near miss beside it: the same words about something else, which must not become
the term (or must become another value).
"""

import pytest

from slacheck.extract.numbers import find_quantities, nfkc


def _alternatives(term, reason):
    return [a.value for a in term.alternatives if a.reason == reason]


@pytest.mark.parametrize("text, low, high", [
    # a price range written with its marks at both ends, or a currency before a bare far end
    ("$3-$8 per GPU-hour", 3, 8),
    ("from $1.29 to $2.49 per hour", 1.29, 2.49),
    ("USD 3-8 per GPU hour", 3, 8),
    ("between $3 and $8 per hour", 3, 8),
    # ... the per-unit words of the near end written again before the far end
    ("$3/hr-$8/hr", 3, 8),
    ("$2.10–$2.50/GPU/hr", 2.10, 2.50),
    ("US$1.29 - US$2.49", 1.29, 2.49),
    ("$20,000 to $25,000 per month", 20000, 25000),
])
def test_a_money_range_is_one_quantity_with_both_ends(text, low, high):
    found = [q for q in find_quantities(nfkc(text)) if q.kind == "money"]
    assert [(q.value, q.high) for q in found] == [(low, high)]


@pytest.mark.parametrize("text", [
    # a change of one figure into another is no range, nor are two amounts falling, nor two amounts "and" joins
    # without "between", nor two currencies
    "The GPU-hour price is increased from $3 to $4.",
    "The fee was changed from $20,000 to $25,000.",
    "$8 - $3",
    "a fee of $3 and a deposit of $8",
    "$3 - €8",
])
def test_two_amounts_that_are_no_range(text):
    found = [q for q in find_quantities(nfkc(text)) if q.kind == "money"]
    assert all(q.high is None for q in found) and len(found) == 2


@pytest.mark.parametrize("text, key, low, high", [
    # a price written as a range fixes neither end: both are read, the term goes to review
    ("The GPU rental price is $3-$8 per GPU-hour.", "price_gpu_hour", 3, 8),
    ("H100 instances cost from $1.29 to $2.49 per hour per GPU.", "price_gpu_hour", 1.29, 2.49),
    ("The price is USD 3-8 per GPU hour.", "price_gpu_hour", 3, 8),
    ("Pricing is between $3 and $8 per GPU-hour.", "price_gpu_hour", 3, 8),
    ("Rates: $3/hr-$8/hr per GPU.", "price_gpu_hour", 3, 8),
    ("On-demand pricing: $2.10–$2.50/GPU/hr.", "price_gpu_hour", 2.10, 2.50),
    ("The rack fee is $1,800-$2,400 per rack per month.", "price_rack_month", 1800, 2400),
    # ... and so does a monthly fee (the far end keeps its own span: it is not lost as the same occurrence)
    ("The monthly fee is $20,000 to $25,000 per month.", "monthly_fee", 20000, 25000),
])
def test_a_price_range_is_left_to_review(extracted, text, key, low, high):
    term = extracted(text, key, True, language="en")
    assert term.value == low and term.conflict
    assert _alternatives(term, "conflict") == [high]


@pytest.mark.parametrize("text, key, value", [
    # ... near misses: one price is the price
    ("The GPU rental price is $3 per GPU-hour.", "price_gpu_hour", 3),
    ("The monthly fee is $20,000.", "monthly_fee", 20000),
    # ... and an amendment that changes the price reads the new one, superseding the old
    ("Amendment No. 1. The GPU-hour price of the Order is increased from $3 to $4 per GPU-hour.", "price_gpu_hour", 4),
])
def test_one_price_is_no_range(extracted, text, key, value):
    term = extracted(text, key, True, language="en")
    assert term.value == value and not term.conflict


@pytest.mark.parametrize("text, expected", [
    # the GPU's model between "per" and "GPU", and the marks set apart by spaces
    ("The rate is $2.49 per H100 GPU per hour.", 2.49),
    ("The rate is $2.49 / GPU / hour.", 2.49),
    # a price before its discount is no price paid; the discounted one is
    ("The price is $2.49 per GPU-hour, 20% off the list price of $3.11 per GPU-hour.", 2.49),
    ("A 20% discount applies to the GPU-hour rate of $3.00.", None),
    # ... nor is the floor of an offer a price ("pricing starts at")
    ("Pricing starts at $2.49 per GPU-hour.", None),
    # ... near misses: a price with a discount for a longer commitment beside it is still the price
    ("The price is $2.49 per GPU-hour, with a 20% discount for a 12-month commitment.", 2.49),
    # ... and a price per second or per node-hour is one in the GPU-hour (session 23: 3600 seconds; the node's 8 GPUs)
    ("The H100 costs $0.00116 per GPU per second.", 4.176),
    ("An 8-GPU H100 node costs $23.92 per node-hour.", 2.99),
    # ... but a node's hourly price with no count of its GPUs is none
    ("A node costs $23.92 per node-hour.", None),
])
def test_gpu_hour_price_wordings(reads, text, expected):
    reads(text, "price_gpu_hour", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a committed minimum spend each month is the monthly fee
    ("Customer commits to a minimum monthly spend of $50,000.", 50000),
    # ... near miss: storage billed per GiB per month is no monthly fee
    ("Filesystems are billed at $0.20 per GiB per month.", None),
])
def test_a_minimum_monthly_spend(reads, text, expected):
    reads(text, "monthly_fee", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # the month an availability is measured over, written after it
    ("The Service will be available 99.9% in any calendar month.", 99.9),
    ("The GPU cluster will have an uptime of 99.95% in every calendar month.", 99.95),
    ("Provider guarantees availability of 99.95% in each calendar month.", 99.95),
    # ... near misses: a calendar year is no month, and "available" alone names no service level
    ("The Service will be available 99.9% in any calendar year.", None),
    ("The Service will be available 99.9%.", None),
])
def test_availability_measured_in_any_calendar_month(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # a credit figure with its month after it: the measurement period, the value stands
    ("Service credits shall not exceed 30% of the monthly fee in any calendar month.", "credit_cap_pct", 30),
    ("Credits will not exceed 25% of the Monthly Fee in every calendar month.", "credit_cap_pct", 25),
    ("Customer will receive a credit of 5% of the monthly fee for each hour of downtime in any calendar month.",
     "credit_per_hour_pct", 5),
])
def test_a_credit_figure_with_its_month_after_it(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, other", [
    # the same clause restated elsewhere with another figure: a conflict, though the key prefers the shortest
    # response otherwise
    ("Support. Provider will respond to Severity 1 incidents within 15 minutes.\n"
     "Appendix B. Provider will respond to Severity 1 incidents within 30 minutes.", 30),
    ("## 4. Support\nProvider will respond to incidents within 15 minutes.\n## 5. Maintenance\n"
     "Scheduled maintenance is announced 72 hours ahead.\n## Appendix B - Service Levels\n"
     "Provider will respond to incidents within 30 minutes.", 30),
])
def test_a_restated_clause_with_another_figure_conflicts(extracted, text, other):
    term = extracted(text, "response_minutes", True, language="en")
    assert term.value == 15 and term.conflict
    assert _alternatives(term, "conflict") == [other]


@pytest.mark.parametrize("text, value", [
    # ... near misses: the same sentence under parallel plan headings, with the same figure or each plan's own
    ("Basic Plan\nProvider will respond to incidents within 4 hours.\n"
     "Premium Plan\nProvider will respond to incidents within 4 hours.", 240),
    ("Basic Plan\nProvider will respond to incidents within 4 hours.\n"
     "Premium Plan\nProvider will respond to incidents within 1 hour.", 60),
    # ... a label line per severity is no clause restated
    ("### Severity 1\nResponse time: 15 minutes.\n### Severity 2\nResponse time: 4 hours.", 15),
    # ... and another severity in the same words is another clause
    ("Provider will respond to Severity 1 incidents within 15 minutes. "
     "Provider will respond to Severity 2 incidents within 4 hours.", 15),
])
def test_parallel_clauses_are_no_restatement(extracted, text, value):
    term = extracted(text, "response_minutes", True, language="en")
    assert term.value == value and not term.conflict


@pytest.mark.parametrize("text, expected", [
    # the euro sign after the amount, as continental European price lists write it
    ("The price is 2,49 € per GPU-hour.", 2.49),
    ("The price is 2.49 € per GPU-hour.", 2.49),
    # ... near miss: a share with a decimal comma is no amount
    ("Availability is 99,95 % per GPU-hour of service.", None),
])
def test_the_euro_sign_after_the_amount(reads, text, expected):
    reads(text, "price_gpu_hour", expected, language="en")


def test_the_euro_sign_after_the_amount_names_the_currency():
    found = [q for q in find_quantities(nfkc("12.500,00 € per month")) if q.kind == "money"]
    assert [(q.value, q.currency) for q in found] == [(12500.0, "EUR")]


@pytest.mark.parametrize("text, expected", [
    # a reservation's rate is the price; the rate of usage beyond the reservation is an overage
    ("Customer has reserved 64 H100 GPUs for 12 months at the reserved rate of $1.85 per GPU-hour. On-demand usage "
     "above the reservation is billed at $2.49 per GPU-hour.", 1.85),
    ("Overage usage is charged at $2.99 per GPU-hour.", None),
    # ... near miss: an on-demand contract's own rate is its price
    ("On-demand usage is billed at $2.49 per GPU-hour.", 2.49),
])
def test_an_overage_rate_is_no_reserved_price(reads, text, expected):
    reads(text, "price_gpu_hour", expected, language="en")


@pytest.mark.parametrize("text, conflict", [
    # the same rule reads a Chinese contract: a clause restated in an annex with another figure conflicts ...
    ("## 第四条 服务响应\n\n乙方应在15分钟内响应甲方的故障报告。\n\n## 附件二 服务等级\n\n乙方应在30分钟内响应甲方的故障报告。\n", True),
    # ... and the same clause under parallel headings (一级故障 / 二级故障) is each level's own
    ("## 一级故障\n\n乙方应在15分钟内响应甲方的故障报告。\n\n## 二级故障\n\n乙方应在30分钟内响应甲方的故障报告。\n", False),
])
def test_a_restated_clause_in_a_chinese_contract(extracted, text, conflict):
    term = extracted(text, "response_minutes", True, language="zh")
    assert term.value == 15 and term.conflict is conflict


def test_an_amount_over_a_list_item_is_no_range():
    found = [q for q in find_quantities(nfkc("Monthly fee: USD 20,000\n- 25000 is the order number")) if q.kind == "money"]
    assert [(q.value, q.high) for q in found] == [(20000, None)]
