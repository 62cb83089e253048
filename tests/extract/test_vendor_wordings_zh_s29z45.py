"""Chinese real-world texts main misread in session 29's second round (z45): a news report opening on a relative day
("不久前,", "日前,"), under its byline's line, read as a contract's racks and cooling; compute allocated within a time
of the customer's request ("…之后的5个工作日内完成资源分配") read no delivery time; a hosting site's article read its
banner's advertised prices ("低至25元/月起") as a monthly fee; and an article's cited benchmark ("…基準顯示…未能達到上線
目標") under its title "…90天陷阱" read a delivery time of 90 days.

Each positive stands beside a near miss: the same form where the other reading is the right one.
"""

import pytest

# C114's report of China Mobile Beijing's data centre, here on a relative day
from .test_vendor_wordings_zh_s29z44 import NEWS_BODY

# 运营商财经网's report on China Telecom's Hangzhou data centre, as aqiusha.com copies it
# (https://aqiusha.com/zh-sg/tech/6338f355f521cf8ce66c1dfd5144c62e.html): its byline on a line of its own, then the lead
TELECOM_HZ = ("运营商财经网 陈聪敏/文\n"
              "不久前,中国电信杭州大数据中心一期第三批机电配套工程项目公布了中标候选人,再次引起了业界对于该数据中心的关注。\n"
              "据了解,中国电信杭州大数据中心在2022年3月开工建设,总投资50.1亿元。其中,一期工程规划建筑面积14.72万平方米,"
              "可装8kw机柜1.2万个,远景规划8kW机架20000架。\n"
              "公开专访称,中国电信杭州智算中心使用了国产化液冷算力服务器和英伟达液冷算力服务器。\n")


@pytest.mark.parametrize("text, key", [
    (TELECOM_HZ, "rack_power_kw"),
    (TELECOM_HZ, "cooling"),
    ("日前," + NEWS_BODY, "gpu_count"),
    ("日前," + NEWS_BODY, "rack_power_kw"),
    ("前不久," + NEWS_BODY, "pue"),
], ids=["byline-rack", "byline-cooling", "few-days-ago-count", "few-days-ago-rack", "not-long-ago-pue"])
def test_a_news_lead_on_a_relative_day_reports_others_sites_no_terms(reads, text, key):
    reads(text, key, None, language="zh")


@pytest.mark.parametrize("text", [
    # a deadline's "…日前," opening its sentence behind the day's figure is no news lead
    "5日前,乙方应完成H800 GPU共2048张的交付,单机柜功率40kW。\n",
    # ... nor when a hard-wrapped line breaks between the figure and "日前"
    "甲方应于每月5\n日前,支付上月服务费。乙方提供H800 GPU共2048张,单机柜功率40kW。\n",
    "甲方应于每月五\n日前,支付上月服务费。乙方提供H800 GPU共2048张,单机柜功率40kW。\n",
], ids=["deadline", "wrapped-deadline", "wrapped-cn-numeral"])
def test_a_contracts_deadline_on_a_day_still_reads(reads, text):
    reads(text, "rack_power_kw", 40, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a compute-service contract's provisioning on request (the wording session 29's brief quotes): the resources made the
    # customer's within the time, a handover counted from the request
    ("乙方在收到甲方算力资源使用申请之后的5个工作日内完成资源分配。\n", 5),
    ("乙方应在收到甲方申请后3日内为甲方分配算力资源。\n", 3),
], ids=["allocation", "allocate-compute"])
def test_compute_allocated_on_request_is_the_delivery_time(reads, text, expected):
    reads(text, "delivery_days", expected, language="zh")


def test_the_customers_acceptance_after_allocation_is_no_delivery_time(reads):
    # the time after the allocation is the customer's check, not the handover
    reads("资源分配后5日内甲方应完成验收。\n", "delivery_days", None, language="zh")


# hosttw.com's article "服务器主机租用合同书" (https://hosttw.com/news/info/2589.html): the seller's banner of server offers
# over the article, then its title and its date-and-section byline
HOSTTW_BANNER = ("日本服务器租用全新升级\n低至25元/月起CN2、BGP线路 性价比高!\n精品台湾服务器租用\n"
                 "独享线路1200元/月,100M大带宽1899元/月\n日本服务器\nCN2+BGP延迟低至10ms\nCN2香港服务器\n自营机房,6950元/月起\n"
                 "美国服务器 100M 5IP\n1399元/月 续费同价\n资讯中心\n当前位置: 资讯中心 > 服务器资讯\n")
HOSTTW = (HOSTTW_BANNER + "服务器主机租用合同书\n发布时间:2024-06-06 15:53:11   分类:服务器资讯\n\n1. 介绍\n\n"
          "服务器主机租用合同书是托管公司和托管客户之间的一份合同,规定了双方的权利和义务。\n\n4. 服务费用\n\n"
          "服务费用是指托管客户必须支付给托管公司的服务费用。服务费用可以根据一定的时间周期(月度或年度)进行支付。\n")


def test_a_sites_article_under_its_date_and_section_byline_holds_no_fee(reads):
    reads(HOSTTW, "monthly_fee", None, language="zh")


@pytest.mark.parametrize("text", [
    "低至25元/月起CN2、BGP线路 性价比高!\n",  # "as low as … from": an advertised floor
    "CN2香港服务器\n自营机房,6950元/月起\n",  # "from"
], ids=["as-low-as", "from"])
def test_an_advertised_from_price_is_no_monthly_fee(reads, text):
    reads(text, "monthly_fee", None, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a fee counted from a day states the fee (起算, 起租: when it starts), not a price "from"
    ("月服务费为8000元/月起算,自交付之日起计。\n", 8000),
    ("机柜租金6950元/月起租。\n", 6950),
], ids=["counted-from", "rent-from"])
def test_a_fee_and_the_day_it_starts_still_reads(reads, text, expected):
    reads(text, "monthly_fee", expected, language="zh")


# bytebt.tw's article on liquid-cooled load-bank rentals (https://www.bytebt.tw/liquid-cooled-load-bank-rentals/), in
# traditional characters: its title run into the first sentence, which cites a benchmark
BYTEBT = ("沒人談論的90天陷阱\nHyperion Research 的 2024 年基準顯示 42% 的新 HPC 安裝未能達到上線目標而熱驗證是最大的瓶頸。\n")


def test_what_a_benchmark_or_survey_found_is_no_delivery_time(reads):
    reads(BYTEBT, "delivery_days", None, language="zh")


def test_a_contracts_own_report_condition_still_reads(reads):
    # a contract's condition on its own monthly report is no study cited ("报告显示" is not among the cues)
    reads("如月度服务报告显示可用性低于99.9%,乙方应按月服务费的10%赔偿。\n", "credit_tiers",
          [{"below_pct": 99.9, "credit_pct": 10.0}], language="zh")
