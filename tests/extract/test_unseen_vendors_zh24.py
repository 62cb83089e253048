"""Chinese wordings main misread on real pages read blind in session 29: a mirror site that glosses each traditional
character with its pinyin in brackets ("服務(wù)等級協(xié)議", Huawei Cloud's and a lease template's copies), an
article that interprets SLA clauses ("…SLA条款解读详尽指南") or reports what is commonly required ("P1常要求15–60分钟内响应"),
a guide's title under a running head, a statement of need or a recommendation ("必须引入液冷"), a figure worked out in theory.

Each positive stands beside a near miss: the same words where they are a term, which must read as before.
"""

import pytest


@pytest.mark.parametrize("text, key, expected", [
    # a reading gloss after a character (pinyin with its tone mark, in brackets) is no text of the contract: the
    # words it splits read as written without it
    ("月度服務(wù)可用性低於(yú)99.9%時(shí),賠(péi)償(cháng)月度服務(wù)費(fèi)的10%。", "credit_tiers",
     [{"below_pct": 99.9, "credit_pct": 10.0}]),
    ("客戶應(yīng)在次月(yuè)30日內(nèi)提出賠(péi)償(cháng)申請(qǐng)。", "claim_window_days", 30),
    ("單(dān)機(jī)櫃(guì)功率不低於(yú)20kW。", "rack_power_kw", 20),
    ("GPU實(shí)例按小時(shí)計(jì)費(fèi)。", "billing_minutes", 60),
    ("每中斷(duàn)1小時(shí),賠(péi)付月費(fèi)的5%。", "credit_per_hour_pct", 5),
    ("賠(péi)償(cháng)總額不超過(guò)當(dāng)月服務(wù)費(fèi)的50%。", "credit_cap_pct", 50),
    # ... while a word in brackets with no tone mark is the document's own (a model, an abbreviation)
    ("乙方提供的GPU服务器(H800)共16台。", "gpu_model", "H800"),
    ("乙方提供RDMA over Converged Ethernet(roce)网络,带宽200Gb/s。", "interconnect", "roce"),
])
def test_a_pinyin_gloss_after_a_character_is_read_past(reads, text, key, expected):
    reads(text, key, expected, language="zh")


def test_a_glossed_terms_provenance_quotes_the_page_as_written(extracted):
    text = "前言。單(dān)機(jī)櫃(guì)功率不低於(yú)20kW。"
    term = extracted(text, "rack_power_kw", 20, language="zh")
    assert text[term.start:term.end] == term.text and "(guì)" in term.text


@pytest.mark.parametrize("text, hedged", [
    # what a market or an industry commonly has, or what is commonly required (a guide to colocation in Singapore:
    # "P1（致命）常要求15–60分钟内响应"): weaker than a promise, as what is commonly seen is (test_unseen_vendors_zh9)
    ("P1(致命)常要求30分钟内响应并在数小时内恢复。", True),
    # (zh82: what a market or an industry commonly has is now advice, no response time at all: None)
    ("行业常见响应时间为30分钟。", None),
    ("市场常见响应时间为30分钟。", None),
    # ... while a common kind of fault, and a promise, are no hedge
    ("常见故障15分钟内响应。", False),
    ("乙方承诺故障15分钟内响应。", False),
])
def test_what_a_market_commonly_has_is_hedged(extracted, text, hedged):
    term = extracted(text, "response_minutes", None if hedged is None else True, language="zh")
    if hedged is None:
        return
    assert (term.hedge is not None) is hedged


COLO = "机房托管{title}\n\n一、响应时间\n\n{party}故障15分钟内响应,4小时内修复。\n"


@pytest.mark.parametrize("key", ["response_minutes", "recovery_hours"])
def test_an_interpretation_of_sla_clauses_on_its_first_line_covers_the_document(reads, key):
    # a title that names the document an interpretation of an agreement's clauses ("…SLA条款解读详尽指南")
    reads(COLO.format(title="SLA条款解读", party=""), key, None, language="zh")


def test_an_agreements_own_title_reads_its_terms(reads):
    assert reads(COLO.format(title="服务等级协议", party="乙方"), "response_minutes", 15,
                 language="zh").evidence_kind == "operative"


GUIDE = "{head}\nGPU服务器租赁{kind}\n\n一、概述\n\n{party}大模型训练选用H800集群,按小时计费。\n"


@pytest.mark.parametrize("head", ["第 1 页", "第１頁 共３頁", "Page 1 of 3", "- 1 -", "北京某某算力科技有限公司"])
@pytest.mark.parametrize("key", ["gpu_model", "billing_minutes"])
def test_a_guides_title_under_a_running_head_still_covers_the_document(reads, head, key):
    # a page number or a firm's letterhead printed over the first line (a page saved as text, a one-page PDF): the
    # guide's title under it is still the document's title
    reads(GUIDE.format(head=head, kind="指南", party=""), key, None, language="zh")


@pytest.mark.parametrize("head, kind, party", [
    ("第 1 页", "合同", "乙方向甲方提供"),  # a contract's title under a running head reads its terms
    ("北京某某算力科技有限公司", "合同", "乙方向甲方提供"),
    ("前言", "指南", ""),  # a guide's title under a line of the text heads only its own part
])
def test_a_contract_under_a_running_head_and_a_guide_under_text_read_as_before(reads, head, kind, party):
    reads(GUIDE.format(head=head, kind=kind, party=party), "billing_minutes", 60, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # a statement of need or a recommendation with no party's promise (a course's feasibility table, a design note):
    # what a design calls for, not what a site has
    ("单柜功率超过30kW时,必须引入液冷。", "cooling", None),
    ("| 指标 | 数值 | 结论 |\n|---|---|---|\n| 单柜功率 | 40kW | 风冷无法满足,必须引入液冷 |\n", "cooling", None),
    ("随着功率密度提升,数据中心需要引入液冷技术。", "cooling", None),
    ("本项目建议采用冷板式液冷。", "cooling", None),
    ("千卡集群训练需要引入InfiniBand网络。", "interconnect", None),
    ("千卡集群建议采用400Gb/s InfiniBand网络。", "interconnect_gbps", None),
    ("H800整机功耗约10kW,单机柜需要引入20kW以上供电。", "rack_power_kw", None),
    # ... while the site's own cooling stands beside a need, a party's duty reads, and a kind named as falling short is
    # no second kind of the site's
    ("机房采用风冷,单柜功率超过30kW时必须引入液冷。", "cooling", "air"),
    ("乙方机房必须采用冷板式液冷。", "cooling", "liquid"),
    ("乙方应在机房引入冷板式液冷系统。", "cooling", "liquid"),
    ("乙方机房采用冷板式液冷,传统风冷已无法满足高密度需求。", "cooling", "liquid"),
    ("乙方提供InfiniBand网络。", "interconnect", "infiniband"),
    ("乙方提供400Gb/s InfiniBand网络。", "interconnect_gbps", 400),
    ("乙方应考虑甲方需求,提供单机柜20kW以上供电。", "rack_power_kw", 20),
])
def test_a_need_or_a_recommendation_is_no_sites_technology(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # a figure worked out in theory (an explainer on compute investment): a calculation's result, no order
    ("要达到4000P的总集群算力,理论上需要约2020张H800显卡。", "gpu_model", None),
    ("要达到4000P的总集群算力,理论上需要约2020张H800显卡。", "gpu_count", None),
    # ... while the cards provided stand beside a theoretical total, and a rated figure compared against is no theory
    ("乙方向甲方提供H800显卡,理论上总算力约4000P。", "gpu_model", "H800"),
    ("乙方提供400Gb/s InfiniBand网络,nccl总线带宽不低于理论值的80%。", "nccl_min_pct", 80),
])
def test_a_figure_worked_out_in_theory_is_no_order(reads, text, key, expected):
    reads(text, key, expected, language="zh")


OPENING = "{title}\n\n一、响应时间\n\n{party}故障15分钟内响应。\n"


@pytest.mark.parametrize("title", ["台湾机房出租运维支持服务等级与SLA条款解读详尽指南",
                                   "A100与H100 GPU租赁实战指南:精准匹配项目需求"])
def test_a_long_opening_title_naming_a_guide_covers_the_document(reads, title):
    # the document's opening line alone in its paragraph names it a guide or an interpretation, wherever the word stands
    # in it and however long it is (a guide saved as text): the title of all of it
    reads(OPENING.format(title=title, party=""), "response_minutes", None, language="zh")


@pytest.mark.parametrize("text", [
    # an opening title naming a part of a provider's page (no advice word) reads the terms under it
    OPENING.format(title="GPU云服务器应用场景与服务等级说明", party="乙方"),
    # ... a guide's long title below the first line heads only its part, and a first line that runs on is no title
    "前言\n\n" + OPENING.format(title="机房托管服务等级与SLA条款解读详尽指南", party="乙方"),
    "机房托管服务等级与SLA条款解读详尽指南与\n乙方故障15分钟内响应。\n",
])
def test_other_opening_lines_read_as_before(reads, text):
    reads(text, "response_minutes", 15, language="zh")


@pytest.mark.parametrize("text, language, expected", [
    # an acronym that names other things too (Alibaba Cloud's PAI-DLC is its deep-learning containers: "DLC计费说明",
    # "创建DLC任务") is no liquid cooling on its own
    ("使用公共资源创建DLC任务,按照DLC任务的运行时长计费。", "zh", None),
    ("DLC计费说明\n\n本文为您介绍DLC的计费规则。\n", "zh", None),
    # ... while beside a word of cooling, or spelled out, it is
    ("The hall supports DLC cooling at up to 80 kW per rack.", "en", "liquid"),
    ("Racks are cooled by DLC (direct liquid cooling).", "en", "liquid"),
    ("机房支持DLC冷却,单机柜80kW。", "zh", "liquid"),
])
def test_an_acronym_of_several_meanings_needs_its_cooling_word(reads, text, language, expected):
    reads(text, "cooling", expected, language=language)
