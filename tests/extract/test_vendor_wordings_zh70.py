"""Chinese IDC and rental wordings zh68 left (zh70): a lead-in threshold over a table that pays for shorter outages, a
unit price of the one service priced, a month's payment, a term in a table cell, each feed's power of a two-feed rack,
and a rack's single-phase feed (guards)."""

import pytest

from tests.conftest import extracted_term, extracted_value

# a lead-in that says only outages of 24 hours or more earn a credit, over a table that pays from the first minute
LEAD_OVER_SHORTER_ROWS = """中断时间超过24小时(含)的，按下表补偿：

| 中断时长 | 补偿 |
|---|---|
| 12小时以内 | 当月服务费的5% |
| 12-24小时 | 当月服务费的10% |
| 24小时以上 | 当月服务费的20% |
"""


def test_a_lead_in_threshold_over_rows_paying_for_shorter_outages_is_for_review():
    # f5216dab read 1440 with confidence 0.95: a claim would refuse an outage of 6 hours the table pays 5% for
    term = extracted_term(LEAD_OVER_SHORTER_ROWS, "min_outage_minutes", 1440, "zh")
    assert term.conflict and term.confidence < 0.6
    assert any(a.value == 0 and "12小时以内" in a.text for a in term.alternatives)


@pytest.mark.parametrize("text, minutes", [
    # guards (pass on f5216dab too): rows that start at the lead-in's length, and a band's top above it (from 5 to 30
    # minutes), agree with it
    ("中断时间超过24小时(含)的，按下表补偿：\n\n| 中断时长 | 补偿 |\n|---|---|\n| 24-48小时 | 当月服务费的5% |\n"
     "| 48小时以上 | 当月服务费的10% |\n", 1440),
    ("单次中断超过5分钟的，按下表赔偿：\n\n| 中断时长 | 补偿 |\n|---|---|\n| 30分钟以内 | 当月服务费的5% |\n"
     "| 30分钟以上 | 当月服务费的10% |\n", 5),
])
def test_a_lead_in_threshold_the_rows_agree_with_stays(text, minutes):
    term = extracted_value(text, "min_outage_minutes", minutes, "zh")
    assert not term.conflict


@pytest.mark.parametrize("text, fee", [
    # the one service priced by the month, nothing counted: its unit price is the fee (f5216dab read the total over the
    # term, 600万元, as the month's)
    ("服务内容：GPU算力租赁服务，单价为50万元/月，合计600万元。", 500000),
    ("服务内容：GPU算力租赁服务，服务费50万元/月，合计600万元。", 500000),
    # the month's payment
    ("付款方式：按月支付，每月支付80万元。", 800000),
])
def test_a_months_price_of_the_one_service_is_the_monthly_fee(text, fee):
    extracted_value(text, "monthly_fee", fee, "zh")


@pytest.mark.parametrize("text", [
    # guards (pass on f5216dab too): a unit price where units are counted is one unit's, and one per card-hour or per
    # machine is none
    "数量4台，单价8万元/月。",
    "甲方租用10个机柜，单价5000元/月。",
    "单价8万元/月，数量4台。",
    "GPU服务器单价为20元/卡/小时。",
    "H800服务器单价：8万元/台/月。",
    "甲方每月支付电费约2万元。",
])
def test_a_unit_price_of_one_of_several_units_is_no_monthly_fee(text):
    extracted_value(text, "monthly_fee", None, "zh")


def test_the_racks_total_after_a_price_per_rack_stays_the_months():
    # guard (passes on f5216dab too)
    extracted_value("机柜月租金5000元/柜，合计50000元。", "monthly_fee", 50000, "zh")


@pytest.mark.parametrize("text, months", [
    ("| 项目 | 内容 |\n|---|---|\n| 服务时间 | 12个月 |\n| 服务内容 | GPU算力租赁 |\n", 12),
    ("服务时间：2025年1月1日至2025年12月31日。", 12),
    # guard (passes on f5216dab too): the hours of service are no term
    ("服务时间：7×24小时。", None),
])
def test_the_service_time_of_a_tender_is_the_term(text, months):
    extracted_value(text, "term_months", months, "zh")


@pytest.mark.parametrize("text, kw", [
    # A/B feeds back each other up: one feed's power is what the rack may draw (as "两路220V/32A" reads 7.04, one feed's)
    ("机柜采用A/B双路供电，每路额定功率3.5kW。", 3.5),
    ("机柜采用双路供电，每路供电16A×220V。", 3.52),
])
def test_each_feeds_power_of_a_two_feed_rack_is_the_racks(text, kw):
    extracted_value(text, "rack_power_kw", kw, "zh")


def test_a_pdus_rating_per_feed_is_no_racks_power():
    # guard (passes on f5216dab too)
    extracted_value("每机柜配置两路PDU，每路额定功率22千瓦。", "rack_power_kw", None, "zh")


@pytest.mark.parametrize("text", [
    # guards (pass on f5216dab too): single-phase said, or the voltage stated (a current alone, "单机柜供电不低于32A", is
    # still read at 220 V: zh70 left it, see its report)
    "单机柜单相供电不低于32A。",
    "单机柜供电不低于32A（220V）。",
    "每个机柜提供两路220V/32A电源。",
    "Each rack is supplied with a single-phase 32A feed.",
])
def test_a_racks_single_phase_current_stays_read(text):
    extracted_value(text, "rack_power_kw", 7.04, "zh" if "机柜" in text else "en")
