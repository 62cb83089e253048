"""Chinese wordings main misread or missed in session 23 (documents read blind: an IDC's machine-room rental contract,
articles on liquid cooling, on ten-thousand-card clusters and on renting GPUs, a server vendor's help page, news),
each quoted short, with the source in a comment; and the readings of published SLAs and billing pages read right.

Each positive stands beside a near miss: the same words where they are a term, which must still be read.
"""

import pytest


@pytest.mark.parametrize("text, key", [
    # a customer's story under a title line that lost its markup, after a bare clause number (a GPU-hosting page laid out
    # as "5." over "客户案例" over the story): its figures are the customer's, no term of the contract
    ("4. 机房环境\n机房采用风冷。\n5.\n客户案例\n某AI企业租用我司机柜后，机房PUE为1.4，采用10Gbps网络。", "pue"),
    ("4. 机房环境\n机房采用风冷。\n5.\n客户案例\n某AI企业租用我司机柜后，机房PUE为1.4，采用10Gbps网络。", "interconnect_gbps"),
    # ... or under no number at all
    ("成功案例\n某AI企业租用机柜，机房PUE为1.4，采用10Gbps网络。", "pue"),
])
def test_a_case_study_under_a_bare_title_line_gives_no_terms(reads, text, key):
    reads(text, key, None, language="zh")


@pytest.mark.parametrize("text, expected", [
    # ... while the next numbered section, its number alone on its line, is the contract's again
    ("5.\n客户案例\n某AI企业租用机柜，机房PUE为1.4。\n6.\n服务标准\n机房PUE为1.3。", 1.3),
    # ... and a line that runs on, not a title, leaves the figure under it read
    ("本机房可参考的客户案例\n中的配置，机房PUE为1.4。", 1.4),
    ("机房PUE为1.4。", 1.4),
])
def test_the_section_after_a_case_study_is_read(reads, text, expected):
    reads(text, "pue", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a party bringing its own site under a figure states the ceiling it runs under
    ("乙方通过液冷改造，将PUE降至1.3以下。", 1.3),
    ("本数据中心将PUE值降低到1.25以下。", 1.25),
    # ... while a plan's target for every new site is none (工信部 action plan, news), nor an example's
    ("到2025年，新建大型数据中心PUE降至1.3以下。", None),
    ("例如，某客户通过液冷将PUE降至1.3以下。", None),
    # ... nor how low a technology gets at best (an article on liquid cooling, mynw.cn: "行业数据显示,全面部署液冷的 data
    # center 可实现 PUE 低至 1.04")
    ("全面部署液冷的数据中心可实现PUE低至1.04。", None),
])
def test_a_pue_a_party_brings_its_site_under_is_a_ceiling(reads, text, expected):
    reads(text, "pue", expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # what the state requires of every new site, and what an industry's statistics show, commit no provider (the same
    # article: "国家要求新建数据中心 PUE≤1.3,风冷系统在南方地区夏季普遍突破 1.6")
    ("其三，PUE达标压力剧增，国家要求新建数据中心PUE≤1.3，风冷系统在南方地区夏季普遍突破1.6。", "pue", None),
    ("行业数据显示，采用冷板式液冷的数据中心PUE不高于1.2。", "pue", None),
    # ... nor is the south of the country a site
    ("数据中心在南方地区。", "location", None),
    # ... while the provider's own ceiling stands, said to meet what the state asks or not, and so does a region named
    # as a site
    ("乙方数据中心PUE不高于1.25，满足国家要求。", "pue", 1.25),
    ("乙方数据中心位于华南地区。", "location", "华南"),
])
def test_what_the_state_requires_or_statistics_show_is_no_term(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # what a technology can do, in an article (e-nuo IDC's help page on GPU servers, enuoidc.com: "NVLink互联技术能将多GPU间
    # 的数据传输速度提升至PCIe 4.0的12倍"; a Hong Kong cloud's rental guide, mankee.com.hk: "H100 集群凭借 NVLink 4.0(900GB/s)
    # 和 NVSwitch 技术,多卡协同效率比 A100 集群高 30% 以上"): no server the contract provides
    ("同时，NVLink互联技术能将多GPU间的数据传输速度提升至PCIe 4.0的12倍。", None),
    ("H100集群凭借NVLink 4.0(900GB/s)和NVSwitch技术，多卡协同效率比A100集群高30%以上。", None),
    # ... nor what the technology is, or how many times PCIe it carries (articles on GPU interconnects)
    ("NVLink是英伟达开发的一种高速GPU互联技术。", None),
    ("第四代NVLink提供900GB/s的双向带宽，是PCIe 5.0的7倍。", None),
    # ... while a provided server's NVLink stands
    ("服务器配备8张H800，NVLink全互联。", True),
    ("乙方采用NVLink技术，单机8卡全互联。", True),
])
def test_nvlink_in_what_a_technology_can_do_is_no_provision(reads, text, expected):
    reads(text, "nvlink", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # the cards a company bought, in news, are no order
    ("公司今年采购了1万张卡，用于扩充算力。", None),
    ("该公司此前已囤积约2000张A800。", None),
    # ... nor a quantity no one counted (共绩科技 on elastic inference, jishuzhan.net: "高峰期数百卡弹性资源扩容")
    ("该方案支撑了几十TB级模型仓库，以及高峰期数百卡弹性资源扩容。", None),
    ("集群规模达数千张GPU卡。", None),
    ("共计上百张卡。", None),
    # ... while the cards a contract buys the service of are
    ("本合同采购GPU算力共计1024张卡。", 1024),
    ("本集群共计一百张GPU卡。", 100),
])
def test_cards_a_company_bought_are_no_order(reads, text, expected):
    reads(text, "gpu_count", expected, language="zh")


def test_a_10g_port_after_a_vague_word_is_still_read(reads):
    # "配上万兆以太网": 上万 there is no vague quantity, 万兆 is a 10G port
    reads("乙方为每台服务器配上万兆以太网网卡。", "interconnect_gbps", 10, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a colocation's setup of the rack's power and network, counted from the first payment (a machine-room rental
    # contract, fsou.com: "设置工作时间保证:乙方支付首期费用后10个工作日内", under "3.1 甲方的设置服务内容具体包括:
    # 电力供应的安装 / 网络联接的安装")
    ("3.2 设置工作时间保证:乙方支付首期费用后10个工作日内。", 10),
    # ... while a payment's own deadline is none
    ("甲方应在收到发票后10个工作日内支付费用。", None),
])
def test_a_colocations_setup_time_is_its_delivery(reads, text, expected):
    reads(text, "delivery_days", expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # 云从AI开放平台服务等级协议 (ai.cloudwalk.cn)
    ("对于单服务维度, 云从承诺一个服务周期内服务可用性不低于99.96%;", "availability_pct", 99.96),
    ("服务不可用:当一台设置了出入允许规则的服务以TCP或者UDP协议与任一IP地址的双向(出/入)都无法联通,且该状态持续一分钟以上,"
     "视为该分钟内服务不可用。", "min_outage_minutes", 1),
    # 百度云 CDS赔偿标准 (cloud.baidu.com)
    ("包年包月CDS实例以服务时长的形式,按单块故障时长100倍赔偿;", "credit_downtime_multiple", 100),
    # 华为云 云手机服务SLA更新的通知 (a mirror of huaweicloud.com's notice)
    ("赔偿申请必须限于在云手机服务没有达到服务可用性的相关月份结束后两(2)个月内提出。", "claim_window_days", 60),
    # 机柜租用合同 (fsou.com): the network's connectivity, and the month's hosting fee as the most owed
    ("1.2 甲方保证乙方网络系统99.9%的联通性,即每月不联通时间少于44分钟。", "availability_pct", 99.9),
    ("1.3 甲方如果在任何一个月中不能达到1.2的服务品质,甲方至多以免收乙方当月托管费作为对乙方损失的赔偿。", "credit_cap_pct", 100),
    # 有孚 GPU容器实例计费说明 (cloud.yovole.com), 晨涧云 (mornai.cn), Atlas Cloud 計費 (atlascloud.ai, zh-TW)
    ("GPU卡时,是单位每小时内、按实例运行过程中GPU占用的卡时汇总。", "billing_model", "gpu_hour"),
    ("晨涧云GPU租用平台的云容器部份显卡支持按小时计费。", "billing_minutes", 60),
    ("最小計費單位為一分鐘。少於一分鐘的使用量將四捨五入為一分鐘。", "billing_minutes", 1),
    # 火山引擎 云手机服务等级协议 and 边缘计算节点服务等级协议 (volcengine.com)
    ("如果火山引擎进行有可能影响系统稳定性的系统维护,火山引擎会提前 72 小时通知,选择在影响最小的时间段进行系统维护。",
     "maintenance_notice_hours", 72),
    ("2.2 服务可用性承诺\n火山引擎提供的本服务可用性不低于【99.9】%", "availability_pct", 99.9),
    ("边缘计算节点所提供的服务在连续的5分钟或更长时间不可用则计入不可用时间。", "min_outage_minutes", 5),
    # 金龙网络 IDC机房机柜租用合同书 (777doc.com)
    ("双方经友好协商,就甲方在福州电信数据中心租用乙方机柜并托管的事宜达成如下协议:", "location", "福州"),
])
def test_published_terms_read_as_written(reads, text, key, expected):
    reads(text, key, expected, language="zh")


def test_a_tier_of_a_notice_of_changes_is_read(reads):
    # 华为云 云手机服务SLA更新的通知: a tier added, quoted inside the notice
    term = reads("《云手机服务SLA》第四条“服务补偿” 新增“服务可用性<95%,代金券补偿金额为月度服务费的100%”。",
                 "credit_tiers", [{"below_pct": 95.0, "credit_pct": 100.0}], language="zh")
    assert "95%" in term.text
