"""Chinese wordings main misread in session 23 (second wave): an example brought in mid-sentence by 如 with no brackets,
an industry's trend and averages, an article's test bench, an SLA notice quoting its new tiers line by line; and
documents read blind (IDC rack-hosting and GPU-rental contracts and articles), each quoted short, with the source in a
comment.

Each positive stands beside a near miss: the same words where they are a term, which must still be read.
"""

import pytest


@pytest.mark.parametrize("text, key, expected", [
    # 如 as "such as" before a named third party's case, mid-sentence with no brackets (an article on fast delivery of
    # compute: "如京东云的智能算力模块支持45天交付"): the case is an example, its figures no term
    ("交付周期大幅缩短，如京东云的智能算力模块支持45天交付。", "delivery_days", None),
    ("如京东云的智能算力模块支持45天交付。", "delivery_days", None),
    ("如某客户采用液冷方案，单机柜功率为30kW。", "rack_power_kw", None),
    ("例如某客户采用液冷方案，PUE为1.15。", "pue", None),
    # ... while the contract's own figure before it stands
    ("乙方承诺45天内完成交付，如京东云的智能算力模块支持30天交付。", "delivery_days", 45),
    # ... and 如 as "if" keeps its condition read: a party of the contract, a cause, a month
    ("如乙方未能在4小时内修复故障，应按月租金的10%赔偿甲方。", "recovery_hours", 4),
    ("如某月可用性低于99.9%，乙方按月租金的10%赔偿。", "credit_tiers", [{"below_pct": 99.9, "credit_pct": 10.0}]),
])
def test_a_named_third_partys_case_after_ru_is_an_example(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # an industry's racks rising to a figure, in an article ("服务器密度从5kW/机柜跃升至40kW", "单机柜功率密度提升至
    # 20-100kW"): a trend, no rack of a contract
    ("AI训练推动服务器密度从5kW/机柜跃升至40kW。", "rack_power_kw", None),
    ("单机柜功率密度提升至20-100kW。", "rack_power_kw", None),
    # ... nor an industry's average
    ("行业平均PUE为1.5。", "pue", None),
    # ... while a party raising its racks to a figure commits to it, and its own PUE beside an average stands
    ("乙方应于2025年6月前将机柜功率提升至12kW。", "rack_power_kw", 12),
    ("乙方数据中心PUE为1.3，低于行业平均水平1.5。", "pue", 1.3),
    ("机柜功率为8kW，如客户需要，可提升至12kW。", "rack_power_kw", 8),
])
def test_an_industry_trend_or_average_is_no_term(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # the test bench an article's authors set up (a benchmark of GPU clusters: "我们配置了4卡和8卡两种集群方案"): what
    # they measured on, not the order
    ("我们配置了4卡和8卡两种集群方案。", "gpu_count", None),
    ("测试环境为2台服务器，每台8张A100 GPU。", "gpus_per_node", None),
    ("测试环境为2台服务器，每台8张A100 GPU。", "gpu_count", None),
    # ... while the provider's servers are the order
    ("乙方提供8卡H100服务器4台。", "gpus_per_node", 8),
    ("乙方提供8卡H100服务器4台。", "gpu_count", 32),
])
def test_an_articles_test_bench_is_no_order(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text", [
    # a notice quoting an SLA's new tiers, each quote on its line (华为云's notice of its cloud-phone SLA update,
    # huaweicloud.com notice 20250731: "《云手机服务SLA》第四条“服务补偿” 新增“服务可用性<95%,代金券补偿金额为月度服务费的
    # 100%”"): each quote ends at its closing mark, not run on into the next line's tier
    "《云手机服务SLA》第四条“服务补偿” 新增“服务可用性<99.95%但≥99%,代金券补偿金额为月度服务费的10%”\n"
    "《云手机服务SLA》第四条“服务补偿” 新增“服务可用性<99%,代金券补偿金额为月度服务费的25%”",
    "“服务可用性<99.95%但≥99%,代金券补偿金额为月度服务费的10%”\n“服务可用性<99%,代金券补偿金额为月度服务费的25%”",
    # ... or at the line's end, inside a quotation still open
    "新增“月度服务可用性低于99.95%但等于或高于99%，赔偿10%\n月度服务可用性低于99%，赔偿25%”",
])
def test_a_quoted_tier_ends_at_its_line(reads, text):
    reads(text, "availability_pct", None, language="zh")
    reads(text, "credit_tiers", [{"below_pct": 99.95, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}],
          language="zh")
