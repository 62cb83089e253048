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


@pytest.mark.parametrize("text, key, expected", [
    # what a class of sites did, in an article (kaivps.com, "从机柜到万卡集群 数据中心重构背后的产业逻辑": "传统数据中心以CPU
    # 为主,机柜功率密度约3-5kW,而AI训练转向GPU后,单机柜功率密度提升至20-100kW"): no rack of a contract
    ("传统数据中心以CPU为主，机柜功率密度约3-5kW，而AI训练转向GPU后，单机柜功率密度提升至20-100kW。", "rack_power_kw", None),
    # ... or an industry's racks that keep getting denser (a design guide for water-cooled air conditioning, hfnxjk.com
    # datacenter/tech/319533, in traditional characters: "單機柜功率密度不斷提高,5KW、7KW、10KW甚至幾十KW功率機柜已逐步成為
    # 常規配置"), and what traditional air conditioning can no longer do
    ("單機柜功率密度不斷提高，5KW、7KW、10KW甚至幾十KW功率機柜已逐步成為常規配置。", "rack_power_kw", None),
    ("空調系統短時間的供冷中斷都會造成IT設備過熱宕機，傳統風冷空調的制冷方式已無法滿足機房制冷需求。", "cooling", None),
    # ... or what racks get in general, and what some sites rule (netkiller's notes on racks, netkiller.github.io
    # network/cabinets: "一般情况是每个机柜分配15A(安培)的电力供应,也有一些IDC是规定13A"; "有些企业被忽悠买了刀片服务器,
    # 发现一个机柜只能放置一个刀笼(因为电力不够,只能提供15安培)")
    ("一般情况是每个机柜分配15A(安培)的电力供应，也有一些IDC是规定13A。", "rack_power_kw", None),
    ("有些企业被忽悠买了刀片服务器，发现一个机柜只能放置一个刀笼(因为电力不够，只能提供15安培)。", "rack_power_kw", None),
    # ... or a technology become the market's need (kaivps.com: "液冷技术成为刚需:高密度算力导致风冷效率不足")
    ("液冷技术成为刚需：高密度算力导致风冷效率不足，液冷通过液体直接接触芯片散热。", "cooling", None),
    # ... while a rack's own feed, and a site's own cooling, stand
    ("乙方为每个机柜分配32A电力供应。", "rack_power_kw", 7.04),
    ("乙方机房采用冷板式液冷。", "cooling", "liquid"),
])
def test_what_sites_do_in_general_is_no_term(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # a building phase's power over its racks, in a broker's note (jintiankansha.me/t/9ZgSBbFvUd, on 数据港's 松江 site:
    # "二期项目合计约建设1124个机柜、22MW IT功率"): no rack draws 22 MW
    ("二期项目合计约建设1124个机柜、22MW IT功率，2024年底交付在即。", "rack_power_kw", None),
    # ... nor is a magnitude a count of cards ordered (the same note: "十万张级别GPU是基础投入")
    ("资金方面，十万张级别GPU是基础投入。", "gpu_count", None),
    # ... while a rack of a high-density hall stands, in kW or MW-free
    ("乙方提供单机柜功率为132kW的液冷机柜。", "rack_power_kw", 132),
    ("乙方为甲方提供H800 GPU共计1024张。", "gpu_count", 1024),
])
def test_a_sites_power_or_a_magnitude_is_no_rack_or_order(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # documents read right, blind: a Japanese host's colocation SLA in traditional characters (andows.jp/zh-tw/hosting-sla)
    ("我們保證伺服器的月正常運行時間為99.9%。", "availability_pct", 99.9),
    ("以下時間不包括在計算中:\n• 在5分鐘內自動恢復的問題所導致的停機時間", "min_outage_minutes", 5),
    ("如果月正常運行時間低於99.9%,我們將根據以下比例,向用戶退還相應的托管服務費用:\n"
     "• 月正常運行時間 99.0% 以上 – 低於 99.9%: 20%\n• 月正常運行時間 低於 99.0%: 40%", "credit_tiers",
     [{"below_pct": 99.9, "credit_pct": 20.0}, {"below_pct": 99.0, "credit_pct": 40.0}]),
    # ... a machine room's fee standard (360docs.net/doc/2612477550, "数据中心机房收费标准"): its own precision air conditioning
    ("制冷:采用主备模式的精密空调控制温湿度,能够提供良好的工作环境。", "cooling", "air"),
    # ... a rack-rental agreement template (renrendoc.com/paper/289591247, "机柜租用协议"): the rack billed by the year
    ("2.2机柜租用费:元/年。(以上费用包括流量费、Internet互联网端口通信费)", "billing_model", "rack_year"),
    # ... an article on what a server contract holds (aliyunyh.com/80828): an example's availability, no term
    ("一般而言,服务提供商会在合同中明确规定服务可用性的百分比,如99.9%(即每年不超过8.76小时的停机时间)。",
     "availability_pct", None),
    # ... a data centre's power-supply agreement template (renrendoc.com/paper/506715602, "数据中心电力供应协议"): its term
    # in formal numerals, and a supply in MVA over the whole site, no rack's power
    ("1.2本协议有效期为伍年,自[具体生效日期]起至[具体终止日期]止。", "term_months", 60),
    ("2.3供电容量:甲方向乙方提供总用电容量为[具体容量数值,如100兆伏安],最大需量为[具体需量数值,如80兆伏安]。",
     "rack_power_kw", None),
    # ... and a beginner's guide to renting compute (jygpu.com/news/198): a rise in price, no term
    ("2025年算力价格受芯片产能、能源成本影响波动剧烈(例如GPU算力年涨幅可能达50%)。", "availability_pct", None),
])
def test_documents_read_right(reads, text, key, expected):
    reads(text, key, expected, language="zh")
