"""Chinese real-world texts main misread in session 28's round (z42, z43): a news item opening on a bare date or a
relative day ("6月25日,北京移动在京建成并投运…") read as a contract's cards, racks and PUE; a cloud's lineup of instance
families, each with its card in brackets ("G3（采用Tesla V100）、G4（采用Tesla T4）…机型"), read one model as the one
ordered; and a web article whose "本文将…" stood past its page's title, tags and teaser read its market talk as terms.

Each positive stands beside a near miss: the same form where the other reading is the right one.
"""

import pytest

from slacheck.extract.pipeline import extract_terms

from ..conftest import make_document


def _terms(text: str) -> dict:
    return {t.key: t for t in extract_terms(make_document(text, language="zh"))}


# C114通信网's report of China Mobile Beijing's data centre (2024-06-26, as quoted by session 28's z42), under its title,
# its byline dropped as a copy of the story on another site drops it
NEWS_BODY = ("北京移动在京建成并投运首个大规模训推一体智算中心,算力规模超1000P。该中心部署英伟达H800 GPU共2048张,"
             "单机柜功率40kW,采用冷板式液冷,PUE低于1.2。\n")
NEWS = "北京移动建成首个大规模训推一体智算中心\n\n6月25日," + NEWS_BODY


@pytest.mark.parametrize("text", [
    NEWS,
    "近日," + NEWS_BODY,  # ... or on a relative day, with no title
    "北京移动建成首个大规模训推一体智算中心\n\n6月25日,中国移动宣布" + NEWS_BODY,
    "2024年6月25日," + NEWS_BODY,  # ... with its year
], ids=["bare-date", "relative-day", "announced", "with-year"])
@pytest.mark.parametrize("key", ["gpu_model", "gpu_count", "rack_power_kw", "cooling", "pue"])
def test_a_news_lead_on_a_date_reports_others_sites_no_terms(reads, text, key):
    reads(text, key, None, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # a contract's duty dated the same way opens its sentence on the date too: its terms read
    ("6月25日,乙方应完成H800 GPU共2048张的交付,单机柜功率40kW,采用冷板式液冷。\n", "gpu_count", 2048),
    ("6月25日,乙方应完成H800 GPU共2048张的交付,单机柜功率40kW,采用冷板式液冷。\n", "rack_power_kw", 40),
    # ... and a deadline's "…日前" is no "日前" (a few days ago) of a news item
    ("乙方应于2025年1月10日前完成交付,单机柜功率不低于20kW。\n", "rack_power_kw", 20),
    # ... and a contract signed on a date, naming itself after it, keeps the terms of its later clauses
    ("2024年6月25日,甲乙双方正式发布合作公告。\n\n本合同项下,乙方提供H800 GPU共2048张。\n", "gpu_count", 2048),
    # ... and a recital on a date inside its sentence is no news lead, even with no 本合同 after it
    ("鉴于：2023年6月25日,乙方在上海临港建成智算中心,单机柜功率40kW。\n\n第一条 乙方为甲方提供H800 GPU共2048张。\n",
     "gpu_count", 2048),
], ids=["dated-duty", "dated-duty-rack", "deadline", "names-itself", "recital"])
def test_a_contracts_dated_sentences_still_read(reads, text, key, expected):
    reads(text, key, expected, language="zh")


# UCloud's GPU host page (产品简介 of GPU云主机, quoted in test_unseen_vendors_zh22): its instance families, each named with
# its card in brackets
UCLOUD = ("GPU增强型云主机是基于UCloud成熟的云计算技术，专享高性能GPU硬件的云主机服务。目前提供G1（采用Tesla K80）、"
          "G2（采用Tesla P40）、G3（采用Tesla V100）、G4（采用Tesla T4）以及G7（8卡T4和8卡V100）机型。\n")


def test_a_lineup_of_instance_families_offers_its_cards_as_alternatives():
    term = _terms(UCLOUD)["gpu_model"]
    # no model picked by the length of its name: each card is one of the lineup, a review
    assert term.conflict_kind == "alternatives"
    assert term.confidence <= 0.5
    assert {term.value} | {a.value for a in term.alternatives} == {"V100", "T4"}


@pytest.mark.parametrize("text, expected", [
    # one family with its card in brackets is the card of the servers provided
    ("乙方提供的GPU服务器为G3（采用Tesla V100）机型，共16台。\n", "V100"),
    # ... and the same card repeated in a list of families is no choice between cards
    ("乙方提供的GPU服务器为G3（采用Tesla V100）、G3S（采用Tesla V100）机型。\n", "V100"),
], ids=["one-family", "same-card"])
def test_one_card_in_brackets_is_still_the_model(text, expected):
    term = _terms(text)["gpu_model"]
    assert term.value == expected
    assert term.conflict_kind is None
    assert term.confidence >= 0.9


# zhitaoyun.cn's article on GPU cloud rental prices, as its page reads: title, tags, date, its lead as a teaser and in
# full, and only then "本文将…" (about 650 characters in)
LEAD = ("2023年GPU云服务器租赁市场呈现显著波动与升级趋势,Q1因AI需求激增价格同比上涨15%-20%,Q2随供应链缓解回调5%-8%,"
        "Q3受英伟达H100芯片短缺影响再涨12%-18%,四季度促销期价格回落至Q2水平,主流配置中8GB显存型号均价降至1.2-1.8元/小时,"
        "24GB显存型号价格在3.5-5.5元/小时区间,A100/A800等高端型号价格仍维持在8-12元/小时,选型需重点关注显存带宽(建议≥400GB/s)、"
        "FP32算力(≥25TOPS为佳)、多卡互联能力及厂商提供的弹性扩容服务,同时需评估厂商的SLA保障、数据安全合规性及本地化部署支持。")
ARTICLE = ("gpu云服务器租赁价格,深度解析,2023年GPU云服务器租赁价格趋势\n- 综合资讯\n- 2025-04-19 10:27:14\n- 3\n\n"
           + LEAD[:90] + "...\n" + LEAD + "\n"
           "随着人工智能、深度学习、图形渲染等技术的快速发展,GPU云服务器已成为企业级算力需求的核心载体,根据Gartner 2023年报告,"
           "全球GPU云服务器市场规模预计将在未来五年内以42%的年复合增长率扩张,在此背景下,如何科学规划GPU云服务器租赁成本、"
           "平衡性能与预算,成为企业数字化转型中的关键课题,本文将从价格构成、市场现状、选型策略等维度,系统解析GPU云服务器租赁的深层逻辑。\n"
           "GPU云服务器价格构成模型\n")


def test_an_articles_announcement_past_its_pages_teaser_still_makes_it_an_article(reads):
    assert ARTICLE.index("本文将") > 500
    reads(ARTICLE, "gpu_model", None, language="zh")


def test_a_pages_preface_far_down_over_an_agreement_still_spares_its_terms(reads):
    # the agreement names itself after the announcement: a vendor's page prefacing it, its terms read
    text = (LEAD + "\n" + LEAD + "\n\n本文介绍GPU云服务器的服务等级协议。\n\n本协议项下,乙方承诺GPU云服务器的月度服务可用性不低于99.95%。\n")
    assert text.index("本文介绍") > 500
    reads(text, "availability_pct", 99.95, language="zh")


# bbda.com's copy of a Changsha government contract (bidDetail/bae662a0…385c.html, 2025-12-30): the site hides part of the
# number behind its paywall words between stars
WANGCHENG = ("政府采购合同编号:  WCCG-GK-2*开通会员可解锁*-1   采购方式:  公开招标    合同类型:服务类 "
             "采购人(甲方):  长沙市望城区数据资源中心    供应商(乙方):  湖南美音网络技术有限公司\n")


@pytest.mark.parametrize("text, expected", [
    (WANGCHENG, "WCCG-GK-2*开通会员可解锁*-1"),  # as published, not cut at the mask into a number that reads as whole
    ("合同编号: ABC-2025-******\n", "ABC-2025-******"),  # ... and a mask at its end
    # a number with no mask, and a note after one, read as before
    ("合同编号:QTSL-KJ-2025-0091\n", "QTSL-KJ-2025-0091"),
    ("合同编号: ABC-2025-01*注*\n", "ABC-2025-01"),
], ids=["paywall-mask", "trailing-mask", "plain", "starred-note"])
def test_a_published_contracts_masked_number_reads_as_published(reads, text, expected):
    reads(text, "contract_id", expected, language="zh")


@pytest.mark.parametrize("key, expected", [("customer", "长沙市望城区数据资源中心"), ("vendor", "湖南美音网络技术有限公司")])
def test_the_masked_numbers_parties_still_read(reads, key, expected):
    reads(WANGCHENG, key, expected, language="zh")


@pytest.mark.parametrize("opening", [
    # sg-bgp.com's guide to Singapore colocation contracts, and 9-ai.com's to Taiwan's ("本文概要概述了在台湾租用机房时…")
    "本文概述了在选择和评估托管机房服务时,合同与服务等级协议(SLA)中最关键的条款和实践方法。\n\n",
    "本文概要概述了在台湾租用机房时,应重点关注的运维支持与条款框架。\n\n",
], ids=["outlines", "summarises"])
def test_an_article_outlining_what_it_covers_states_no_terms(reads, opening):
    reads(opening + "该集群部署H800 GPU共2048张,单机柜功率40kW。\n", "gpu_count", None, language="zh")


def test_a_contract_calling_itself_this_document_still_reads(reads):
    # 本文件 is a contract's own word for itself, not an article's 本文
    reads("本文件为算力服务合同附件。\n\n乙方提供H800 GPU共2048张,单机柜功率40kW。\n", "gpu_count", 2048, language="zh")


# Alibaba Cloud's CPFS SLA (terms.alicdn.com/legal-agreement/terms/ali_cloud_sla/ali_cloud_sla202103242352_57161.html),
# a level per specification, and the ECS SLA's form, a level per deployment
@pytest.mark.parametrize("text, levels", [
    ("CPFS实例有100 MB/s/TiB基线、200 MB/s/TiB基线、400 MB/s/TiB基线(智算版)三种规格,CPFS100 MB/s/TiB基线、200 MB/s/TiB基线"
     "规格的实例服务可用性不低于99.90%,CPFS400 MB/s/TiB基线(智算版)规格的实例的服务可用性不低于99.50%。\n", {99.9, 99.5}),
    ("阿里云承诺单ECS实例的服务可用性不低于99.975%,单地域多可用区服务可用性不低于99.995%。\n", {99.975, 99.995}),
], ids=["per-specification", "per-deployment"])
def test_a_level_per_configuration_offers_alternatives_not_a_contradiction(text, levels):
    term = _terms(text)["availability_pct"]
    assert term.conflict_kind == "alternatives"
    assert {term.value} | {a.value for a in term.alternatives} == levels


def test_two_levels_for_one_service_still_contradict():
    term = _terms("乙方承诺GPU服务器的月可用性不低于99.9%。\n\n乙方承诺GPU服务器的月可用性不低于99.5%。\n")["availability_pct"]
    assert term.conflict_kind == "contradiction"


# ask.csdn.net/questions/8496070: a question on AutoDL's hourly billing and an answerer's explanation of it
QA_PAGE = ("DataWizardess 2025-07-05 05:50 采纳率: 98.4%\n浏览 32\n已采纳\n\n问题:AutoDL整点计费如何实现精确扣费?\n\n"
           "  • 写回答\n\n1条回答 默认 最新\n\n    AutoDL平台整点计费机制深度解析\n\n"
           "    • 整点计费:以每小时为单位进行费用计算\n    • 计费周期:60分钟为一个完整周期\n")


def test_a_question_and_answer_page_states_no_providers_terms(reads):
    reads(QA_PAGE, "billing_minutes", None, language="zh")


def test_a_contract_adopting_a_proposal_still_reads(reads):
    reads("乙方的部署方案经甲方采纳后实施。\n\n算力服务按分钟计费。\n", "billing_minutes", 1, language="zh")
