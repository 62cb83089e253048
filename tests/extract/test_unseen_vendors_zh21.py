"""Chinese wordings main misread in session 24: a cluster's scale used as its name, a technology named as what another
is compared against or talked about in general, hedges of usual practice and discretion (一般…, 视情况); and documents
read blind (GPU-rental and data-centre articles, a course on liquid cooling, a policy plan quoted in an article), each
quoted short, with the source in a comment.

Each positive stands beside a near miss: the same words where they are a term, which must still be read.
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # a cluster's scale in round figures, with no numeral before the magnitude, names a class of cluster (kaivps.com,
    # "从机柜到万卡集群 数据中心重构背后的产业逻辑": "训练万亿参数大模型需万卡集群支撑"; titles and product names:
    # "超万卡集群", "千卡级智算集群"): no count of cards ordered
    ("从机柜到万卡集群 数据中心重构背后的产业逻辑", None),
    ("训练万亿参数大模型需万卡集群支撑，单次训练耗电相当于3万家庭年用电量。", None),
    ("超万卡集群建设白皮书", None),
    ("乙方向甲方提供万卡集群算力服务。", None),
    ("十万卡集群时代来临。", None),
    ("建设千卡级智算集群。", None),
    # ... nor does it hide the order beside it
    ("乙方已建成超万卡集群，向甲方提供256张H800 GPU。", 256),
    # ... while a count written with its numeral stands, in words or in digits
    ("本项目共计1万张GPU卡。", 10000),
    ("乙方交付一万卡。", 10000),
    ("乙方向甲方提供1024卡集群，采用H800。", 1024),
    # ... nor is the start of a range of sizes a count (yunthe.com news 508414, on hourly GPU rental: "支持训练任务从1卡
    # 扩展至100卡的毫秒级响应")
    ("秒级弹性伸缩：支持训练任务从1卡扩展至100卡的毫秒级响应。", None),
    ("集群可由64卡扩容至128卡。", None),
    ("乙方提供64张H800 GPU，可扩容至128卡。", 64),
])
def test_a_clusters_scale_as_its_name_is_no_card_count(reads, text, expected):
    reads(text, "gpu_count", expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # the technology the site's is compared against is not a second system of the site ("较传统风冷节能30%"; read as
    # hybrid before)
    ("乙方机房采用冷板式液冷技术，较传统风冷方式节能30%，PUE低至1.15。", "cooling", "liquid"),
    ("冷板式液冷较风冷节能30%。", "cooling", "liquid"),
    ("采用冷板式液冷，相比风冷PUE降低0.2。", "cooling", "liquid"),
    ("以浸没式液冷替代风冷。", "cooling", "liquid"),
    # ... nor is a fabric named as what another undercuts
    ("相比InfiniBand网络，集群采用RoCE组网，成本更低。", "interconnect", "roce"),
    # ... while an adverb 较 before the site's own cooling, and two systems the site runs, stand
    ("乙方机房采用较高效的风冷系统。", "cooling", "air"),
    ("机房采用风冷和液冷混合制冷。", "cooling", "hybrid"),
])
def test_a_technology_compared_against_is_not_the_sites(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a technology an article talks about, its subject right before the trade's concerns (kaivps.com: "但液冷需解决耗水问题
    # (如万卡集群日耗水100万加仑)"): no site's cooling
    ("但液冷需解决耗水问题（如万卡集群日耗水100万加仑），推动行业探索海底数据中心、自然冷源等方案。", None),
    ("液冷面临初期投资高、标准不统一等挑战。", None),
    ("随着芯片功耗提升，液冷成为必然选择。", None),
    # ... or a lesson on how it works (dc.nexar.site, "M3-02：液冷技术深度解析": "理解液冷技术的工程原理与发展动因")
    ("学习目标：理解液冷技术的工程原理与发展动因。", None),
    ("1.3 风冷散热的功率密度天花板", None),
    # ... or what some sites or a class of sites turn to (zhenguoke.com, on prefabricated data centres: "一些国家级的绿色
    # 数据中心已经在积极采用液冷、高压直流等高效冷却技术产品", "预制化数据中心从通用算力+风冷散热方案为主体的上一代，开始
    # 逐渐转变到AI算力等多元算力+液冷散热方案为主体的AIDC模式")
    ("一些国家级的绿色数据中心已经在积极采用液冷、高压直流等高效冷却技术产品。", None),
    ("预制化数据中心从通用算力+风冷散热方案为主体的上一代，开始逐渐转变到AI算力等多元算力+液冷散热方案为主体的AIDC模式。",
     None),
    # ... while the provider's system meeting the trade's concern is the site's
    ("乙方采用液冷技术，有效应对高密度散热挑战。", "liquid"),
    ("乙方机房采用冷板式液冷。", "liquid"),
])
def test_a_technology_talked_about_is_not_the_sites_cooling(reads, text, expected):
    reads(text, "cooling", expected, language="zh")


@pytest.mark.parametrize("text, key, hedge", [
    # 一般 before the verb or the figure's words states what usually happens, as 通常 does ("计划维护一般会至少提前24小时
    # 通知"); the provider's discretion (视情况) is no promise either
    ("平台会进行计划维护，一般会至少提前24小时通知用户。", "maintenance_notice_hours", "一般会"),
    ("乙方一般提前24小时通知甲方计划内维护。", "maintenance_notice_hours", "一般提前"),
    ("乙方承诺，故障响应时间一般为30分钟。", "response_minutes", "一般为"),
    ("乙方将视情况提前24小时通知甲方进行系统维护。", "maintenance_notice_hours", "视情况"),
    ("乙方进行计划维护时，通常至少提前24小时通知甲方。", "maintenance_notice_hours", "通常"),
    # ... while 一般 naming a severity level hedges nothing, nor does a firm notice
    ("一般故障4小时内恢复。", "recovery_hours", None),
    ("乙方进行计划维护时，应至少提前24小时通知甲方。", "maintenance_notice_hours", None),
])
def test_usual_practice_and_discretion_are_hedged(extracted, text, key, hedge):
    term = extracted(text, key, True, language="zh")
    assert term.hedge == hedge


@pytest.mark.parametrize("text, key, expected", [
    # what a named national plan set out, quoted in an article (zhenguoke.com: "早在2016年印发的《“十三五”国家信息化规划》
    # 就提出，增加IT项目投资及逐步控制新建数据中心的PUE值（2018年不高于1.5，2020年不高于1.4）"): a policy's target
    ("早在2016年印发的《“十三五”国家信息化规划》就提出，逐步控制新建数据中心的PUE值（2018年不高于1.5，2020年不高于1.4）。",
     "pue", None),
    # ... and what an article says a buyer's contract should hold (oo7.cn, on large server contracts: "基于NVIDIA A100/H100
    # 的AI训练集群采购，要求合同包含：" over "• 能耗补偿机制(PUE≤1.2否则按差额双倍返还)")
    ("基于NVIDIA A100/H100的AI训练集群采购，要求合同包含：\n• 持续优化条款（3年内免费升级至第四代架构）\n"
     "• 能耗补偿机制（PUE≤1.2否则按差额双倍返还）", "pue", None),
    # ... while a site's own PUE beside a plan it meets stands, and a plan the parties agree between them is no policy
    ("乙方数据中心PUE不高于1.25，满足国家要求。", "pue", 1.25),
    ("根据甲方规划要求，乙方数据中心PUE不高于1.3。", "pue", 1.3),
])
def test_a_policy_plan_or_a_buyers_checklist_states_no_term(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # a case labelled inline in an article (yunthe.com news 508414: "案例：某初创公司需在72小时内完成BERT模型微调，…选择
    # 4张V100 GPU（单价¥8/小时）"): an example, its figures no term
    ("案例：某初创公司需在72小时内完成BERT模型微调，而时租方案：\n- 选择4张V100 GPU（单价¥8/小时）", "gpu_count", None),
    # ... while the contract's own order stands
    ("乙方向甲方提供4张V100 GPU，单价8元/小时。", "gpu_count", 4),
    # what NVLink can do, said right after it (yunthe.com news 509316, a guide to choosing GPU cloud servers: "在多卡训练场景中，
    # NVLink可显著降低梯度同步延迟"): a capability, no server provided
    ("在多卡训练场景中，NVLink可显著降低梯度同步延迟。", "nvlink", None),
    # ... while a server fitted with it, and the gain said in a clause of its own, stand
    ("服务器配备NVLink，可显著提升多卡通信效率。", "nvlink", True),
])
def test_an_articles_case_or_a_technologys_capability_is_no_term(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # by how much PUE falls is a difference, no PUE (a liquid-cooled site set against an air-cooled one: "与风冷机房相比PUE
    # 降低0.2"; read as PUE 0.2 before)
    ("乙方机房采用冷板式液冷，与风冷机房相比PUE降低0.2。", None),
    ("PUE值较改造前下降0.15。", None),
    # ... while the ceiling beside it, or a party bringing its site down to a figure, stands
    ("乙方数据中心PUE不高于1.3，较改造前降低0.2。", 1.3),
    ("通过液冷改造将PUE降低至1.3以下。", 1.3),
    ("为降低能耗，乙方数据中心PUE不高于1.3。", 1.3),
])
def test_by_how_much_pue_falls_is_no_pue(reads, text, expected):
    reads(text, "pue", expected, language="zh")
