"""Chinese wordings main misread or missed in session 22 (documents read blind: a GPU platform's article, a broker's
research note, policies and news on data centres, a vendor's SLA as a PDF), each quoted short, with the source in a
comment.

Each positive stands beside a near miss: the same words where they are a term, which must still be read.
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # a card's hourly price with the card named before the figure (共绩算力, an article on the platform,
    # jishuzhan.net: "Server云主机(4090单卡仅1.68元/小时,关机环境持久保存)")
    ("适合长期开发的Server云主机(4090单卡仅1.68元/小时,关机环境持久保存)。", 1.68),
    ("RTX 4090单卡1.68元/小时。", 1.68),
    ("8卡机器40元/小时，即单卡5元/小时。", 5),
    # ... while a whole machine's price is no card's
    ("8卡机器40元/小时。", None),
    ("单卡机型，整机40元/小时。", None),
    ("单卡服务器每台40元/小时。", None),
    ("单卡月租金9800元，带宽50元/小时。", None),
    ("每卡显存80GB，租金40元/小时。", None),
])
def test_a_cards_hourly_price_written_around_its_figure(reads, text, expected):
    reads(text, "price_gpu_hour", expected, language="zh")


def test_the_price_quotes_the_card_it_is_for(reads):
    term = reads("4090单卡仅1.68元/小时。", "price_gpu_hour", 1.68, language="zh")
    assert term.text == "单卡仅1.68元/小时", term.text


@pytest.mark.parametrize("text, key, expected", [
    # a calculation's assumptions are no contract's terms (a broker's research note, fupanwang.com: "一台装配了8张H100
    # 显卡按照五年租期以及每月7万元租金,平均折旧法下测算第一年到第五年的设备租赁的净利率为32%…")
    ("一台装配了8张H100显卡按照五年租期以及每月7万元租金,平均折旧法下测算第一年到第五年的设备租赁的净利率为32%。",
     "term_months", None),
    ("假设按三年租期测算，投资回收期约2年。", "term_months", None),
    # ... while a term and a price the contract states stand, and so does a method a ceiling is measured by
    ("合同期限为五年，租金按照每卡每小时12元计算。", "term_months", 60),
    ("合同期限为五年，租金按照每卡每小时12元计算。", "price_gpu_hour", 12),
    ("年均PUE不高于1.25（按照国标方法测算）。", "pue", 1.25),
])
def test_a_calculations_assumptions_are_no_terms(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # where a policy wants new sites to go is no site (内蒙古自治区人民政府办公厅, green-compute opinions, reposted:
    # "新建大型、超大型数据中心(折合标准机架3000架及以上)原则上要布局在和林格尔数据中心集群内")
    ("新建大型、超大型数据中心(折合标准机架3000架及以上)原则上要布局在和林格尔数据中心集群内。", None),
    # (贵州省大数据发展管理局 et al., incentive policy, reposted by m.jrlcb.cn: "支持在贵安新区新建智算中心项目")
    ("打造人工智能算力高地,支持在贵安新区新建智算中心项目,优先对国产化比例高的项目给予奖励。", None),
    # ... while a contract's room there is, new or not
    ("乙方机房位于和林格尔新区。", "和林格尔"),
    ("乙方在贵安新区新建的智算中心为甲方提供服务。", "贵安"),
])
def test_a_policys_siting_rule_is_no_site(reads, text, expected):
    reads(text, "location", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a maker's research into a technology, in news, is no site's cooling (中国经济网 repost: "曙光便开启节能液冷技术的
    # 探索和研究,以相变液冷技术为核心的生态级一体化大数据中心,PUE值可降至1.04")
    ("从2011年开始，曙光便开启节能液冷技术的探索和研究，以相变液冷技术为核心的生态级一体化大数据中心，PUE值可降至1.04。", None),
    # ... while the provider's own system stands, developed by itself or not
    ("乙方自主研发的冷板式液冷系统为机柜散热。", "liquid"),
])
def test_a_makers_technology_research_is_no_cooling(reads, text, expected):
    reads(text, "cooling", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # another party's deal set up as a landmark names no currency of this contract (an article on compute-centre
    # agreements, boteman.cn: "以甲骨文与OpenAI签订的3000亿美元算力采购协议为标志,算力中心协议的重要性日益凸显")
    ("随着全球AI算力市场的变革，以甲骨文与OpenAI签订的3000亿美元算力采购协议为标志，算力中心协议的重要性日益凸显。", None),
    # ... while the contract's own price names it
    ("本合同总价为300万美元，甲方应于签约后30日内支付。", "USD"),
])
def test_a_landmark_deal_names_no_contract_currency(reads, text, expected):
    reads(text, "currency", expected, language="zh")


@pytest.mark.parametrize("text", [
    # a heading that arrives as a plain line (a PDF's or a DOCX's text: "2. 业务可用性" over "容器服务承诺99.95%")
    # is no part of the sentence under it, as a Markdown heading is none: the same reading in every format ...
    # ... yet a bare commitment under a heading that names one key alone is that key's (SPEC §1: availability_pct is
    # the monthly availability commitment, and what the text states is labelled): read, at review strength
    "2. 业务可用性\n容器服务承诺99.95%。",
    "第二条 业务可用性\n容器服务承诺99.95%。",
    "二、业务可用性\n容器服务承诺99.95%。",
    "## 2. 业务可用性\n容器服务承诺99.95%。",
])
def test_a_plain_line_heading_is_no_part_of_the_sentence_under_it(reads, text):
    term = reads(text, "availability_pct", 99.95, language="zh")
    assert term.confidence < 0.6 and term.evidence_kind == "loose" and "业务" not in term.text, term


@pytest.mark.parametrize("text, expected, quoted", [
    # ... while the sentence under it that names the key is read, quoted without the heading
    ("2. 业务可用性\n容器服务月可用性承诺99.95%。", 99.95, "可用性承诺99.95%"),
    # ... and a wrapped line that opens on a count is no heading: the sentence runs on to the next line
    ("乙方承诺本合同项下\n12台服务器的月可用性\n不低于99.9%。", 99.9, "可用性\n不低于99.9%"),
    # ... nor a numbered line that ends on a word asking for more, or names a party's promise: a clause that wrapped
    ("1. 月可用性不低于\n99.9%，否则乙方赔付。", 99.9, "可用性不低于\n99.9%"),
    ("1. 乙方承诺月可用性\n不低于99.9%。", 99.9, "可用性\n不低于99.9%"),
])
def test_the_sentence_under_a_plain_line_heading_is_read(reads, text, expected, quoted):
    term = reads(text, "availability_pct", expected, language="zh")
    assert "业务" not in term.text and term.text.endswith(quoted), term.text


@pytest.mark.parametrize("text, expected", [
    # a mobile network's generation is no port rate (中贝通信's auditor's reply on its share issue, stock.cfi.cn:
    # "智算中心建设项目130,450.39 / 5G通信网络建设项目53,203.85")
    ("募集资金投资于智算中心建设项目及5G通信网络建设项目。", None),
    ("乙方为5G基站配套机房提供网络互联。", None),
    # ... while a port's rate written with a bare G stands
    ("节点间10G互联。", 10),
    ("计算网络采用25G以太网互联。", 25),
])
def test_a_mobile_networks_generation_is_no_rate(reads, text, expected):
    reads(text, "interconnect_gbps", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # the providers a level names in a survey of the market offer it, nobody promises it (an article on server-lease
    # fees, zhitaoyun.cn: "其中99.95%可用性保障的服务商年增长率达37%")
    ("服务等级协议(SLA)覆盖率从2019年的58%提升至2023年的89%,其中99.95%可用性保障的服务商年增长率达37%。", None),
    # ... while the provider's own level stands, and a provider named in a clause of its own does not block it
    ("乙方承诺99.95%的可用性。", 99.95),
    ("乙方提供99.95%可用性保障，服务商应按月报告。", 99.95),
])
def test_the_providers_a_level_names_in_a_survey_hold_no_availability(reads, text, expected):
    reads(text, "availability_pct", expected, language="zh")
