"""Chinese openings main misread in session 36's round of real pages: a vendor's page that prefaces its agreement with
"本文介绍…" lost every term to the article rule (``examples.openings`` made the whole document an example), while a
news item under its byline ("发布时间:… 来源:… 作者:…") and a forum post compiled by its editor ("本编从…整理出来…项目
清单") were read as contract terms.

Each positive stands beside a near miss: the same words where the other reading is the right one.
"""

import pytest

from slacheck.extract.pipeline import extract_terms

from ..conftest import make_document

# Huawei Cloud's SLA (www.huaweicloud.com/declaration/sla/iec.html: its preamble, quoted) and the compensation and claim
# window its Cloud Phone SLA added (Huawei Cloud notice of 2025-07-31, m.cqfng.cn/notice/2025/20250731172240093.html),
# under the one-line preface a documentation site puts over a page ("本文介绍…")
HUAWEI_SLA = ("本服务等级协议(以下简称“SLA”)是您与华为云签订的《华为云用户协议》(以下简称为“协议”)的不可分割的组成部分。"
              "若本SLA的条款与条件与协议中的条款和条件相冲突或不一致,则以本SLA为准。\n\n"
              "四、服务补偿\n\n服务可用性<95%,代金券补偿金额为月度服务费的100%。\n\n"
              "赔偿申请必须限于在云手机服务没有达到服务可用性的相关月份结束后两(2)个月内提出。\n")


def _terms(text: str) -> dict:
    return {t.key: t for t in extract_terms(make_document(text, language="zh"))}


@pytest.mark.parametrize("preface", [
    "本文介绍云手机服务(CPH)的服务等级协议。\n\n",
    "本文将说明华为云云手机服务的SLA条款。\n\n",
], ids=["introduces", "will-explain"])
def test_a_pages_preface_over_an_agreement_that_names_itself_spares_its_terms(preface):
    # the agreement calls itself 本服务等级协议 / 本SLA after the preface: its compensation and claim window are terms
    terms = _terms(preface + HUAWEI_SLA)
    assert terms["credit_tiers"].value == [{"below_pct": 95.0, "credit_pct": 100.0}]
    assert terms["claim_window_days"].value == 60
    assert min(terms[k].confidence for k in ("credit_tiers", "claim_window_days")) >= 0.9


def test_an_article_naming_the_agreement_only_in_its_announcement_is_still_an_article():
    # "本协议" inside the announcement's own sentence is what the article will explain, not the text naming itself:
    # the whole text stays an article, its figures low-confidence at best (as on main)
    text = ("本文将逐条解读本协议的补偿条款。\n\n## 网络\n\n跨节点:InfiniBand NDR400(400Gbps)。\n\n"
            "服务可用性<95%,代金券补偿金额为月度服务费的100%。\n")
    terms = _terms(text)
    assert "interconnect_gbps" not in terms
    assert terms["credit_tiers"].confidence < 0.9


# ccidnet.com (news.ccidnet.com/2020/0218/10512611.shtml), China Mobile's AI-server tender, under its byline
CMCC_NEWS = ("中国移动9亿元人工智能服务器集采,采用远程释标、开标新模式\n\n"
             "发布时间:2020-02-18 16:06        来源:C114通信网        作者:焦焦\n\n"
             "今日,中国移动启动2020-2021年人工智能服务器产品集采,将采购两种类型人工智能服务器2000台,"
             "其中V1(推理型)1000台,V2(训练型)1000台。\n\n"
             "本项目最高总预算高达9亿元(不含税),V1(推理型)产品预算2.5亿元(不含税),V2(训练型)产品预算6.5亿元(不含税)。\n")
# a forum post listing data centres (www.4huy16.com/thread-864303-1-1.html), compiled by its editor
DC_LIST = ("人工智能的发展需要智算中心的大力支持,目前国内各省市都在积极布局智算中心建设。本编从各省市公开信息和招投标平台查询"
           "整理出来目前国内在审批和建设的智算中心项目清单。\n\n"
           "| 智算中心 | 所在地 | 运营状态 | 算力 |\n|---|---|---|---|\n"
           "| 北京(平谷)智能制造供应链数字化赋能中心 | 北京市 | 审批通过 | 项目建成运行后,PUE值不高于1.149 |\n"
           "| 汇天网络科技有限公司云计算数据中心二期 | 北京市 | 审批通过 | PUE值不高于1.143 |\n")


@pytest.mark.parametrize("text, key", [
    (CMCC_NEWS, "currency"),  # a tender's budget, reported under a news byline
    # ... and the same byline written source first
    (CMCC_NEWS.replace("发布时间:2020-02-18 16:06        来源:C114通信网        作者:焦焦",
                       "来源:C114通信网  作者:焦焦  2020-02-18"), "currency"),
    (DC_LIST, "pue"),  # others' sites in an editor's list
    # ... or a company's sites in a profile an editor shares (dakule.com/zh-cn/content/b8158a17c1a8f764f010cd0bb1f20fc9.html)
    ("今天小编分享的汽车经验:全球产业变革下的大数据中心,欢迎阅读。\n经济观察报 李海涛 / 文 新质生产力的主要特征是 \" 高科技、"
     "高效能、高质量 \"。\n创立于 2009 年的润泽科技发展有限公司(下称 \" 润泽科技 \"),就是一家以大数据中心(IDC)、智算中心(AIDC)"
     "为核心业务的算力基础设施运营服务商,在廊坊、平湖、佛山、惠州、重庆、儋州、兰州等地投资运营算力基础设施产业集群。\n", "location"),
], ids=["byline", "byline-source-first", "editors-list", "editor-shares"])
def test_a_news_byline_or_an_editors_compilation_states_no_terms(reads, text, key):
    reads(text, key, None, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # a vendor's page dated by its publication, with no source or author, is read as before
    ("GPU算力服务等级协议\n\n发布时间:2024-05-01\n\n乙方承诺月度服务可用性不低于99.9%。\n", "availability_pct", 99.9),
    # ... and 来源 in a contract's own line (where the power comes from) is no news source
    ("机柜租用合同\n\n电力来源:双路市电,单机柜功率不低于20kW。\n", "rack_power_kw", 20),
    # ... nor is a contract number's 本编号 an editor
    ("本编号项下,乙方提供的数据中心PUE不高于1.3。\n", "pue", 1.3),
], ids=["publication-date", "power-source", "contract-number"])
def test_a_contracts_own_dates_and_sources_still_read(reads, text, key, expected):
    reads(text, key, expected, language="zh")


# Changsha government procurement contracts as published (with the publisher's mask over names and numbers):
# www.charitysboutique.com/news/72c9a6a75d24f117a96ca2462bce875f.html (芙蓉区数据局), lhks.chinamae.com/news/
# 868cc952fc720a66b802167e2d1f007f.html (a masked buyer) and pipechina.dnezb.com/detail/16311407 (全称 after each role)
GOV_HEAD = ("2025年芙蓉区政务大厅窗口改革工作劳务服务采购政府采购合同(服务类) 政府采购合同编号: FRCG-GK-******0025-1 "
            "采购方式: 公开招标 合同类型:服务类 采购人(甲方): 长沙市芙蓉区数据局 采购人地址: 长沙市芙蓉区人民路189号 "
            "供应商(乙方):******有限公司 供应商地址: 芙蓉中路二段98号明城国际中心4219房\n")
FULL_NAMES = ("服务类项目政府采购合同协议书政府采购合同编号: CSCG-GK-202307110013-1 采购人(全称): 长沙市城区排水事务中心 (甲方)"
              "中标(成交)供应商(全称): 湖南惟公人力资源服务有限公司 (乙方)为了保护甲、乙双方合法权益,双方签订本合同协议书。\n")


@pytest.mark.parametrize("text, key, expected", [
    (GOV_HEAD, "customer", "长沙市芙蓉区数据局"),  # a public body buying, under its procurement role
    (GOV_HEAD, "vendor", None),  # a masked name is no name ("有限公司" is only its legal form)
    (GOV_HEAD, "contract_id", "FRCG-GK-******0025-1"),  # the number as published, not cut at its mask
    (GOV_HEAD.replace("采购人(甲方): 长沙市芙蓉区数据局", "采购人(甲方):******农村局"), "customer", None),
    (FULL_NAMES, "customer", "长沙市城区排水事务中心"),
    (FULL_NAMES, "vendor", "湖南惟公人力资源服务有限公司"),
], ids=["public-buyer", "masked-vendor", "masked-number", "masked-buyer", "full-name-buyer", "full-name-vendor"])
def test_a_government_procurement_contracts_parties_and_number(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # Markdown bold around a label and a name is no mask: read as before
    ("**乙方**:**浙江钱塘算力科技有限公司**\n\n**甲方**: 北京星河智能有限公司\n", "vendor", "浙江钱塘算力科技有限公司"),
    ("**乙方**:**浙江钱塘算力科技有限公司**\n\n**甲方**: 北京星河智能有限公司\n", "customer", "北京星河智能有限公司"),
    ("合同编号:**QTSL-KJ-2025-0091**\n", "contract_id", "QTSL-KJ-2025-0091"),
    # ... and 局 ends a party's name only after its label: a bureau named in the text is no party
    ("乙方应遵守当地通信管理局的规定,单机柜功率不低于20kW。\n", "customer", None),
], ids=["bold-vendor", "bold-customer", "bold-number", "bureau-in-text"])
def test_bold_names_and_numbers_still_read(reads, text, key, expected):
    reads(text, key, expected, language="zh")


# JD Cloud's colocation SLA (zhangkai263/cn, a copy of JD Cloud's Chinese documentation: documentation/Service-Agreements-
# and-Guarantees/Product-Service-Agreement/Cloud-Cabinet-Service-Level-Agreements-SLA.md @084c1b42), quoted
JD_POWER = ("#### 2.1电力供应保障\n\n机房必须保证电力的持续供应，保障用户托管服务器的正常运营。云托管机柜租赁服务保证网络系统的电力"
            "持续供应能力达 **99.99%** ，即电力中断时间累计不超过 **0.01%** ，每月电力中断时间不超过 **4.4** 分钟。\n")
JD_EXIT = ("2.11.2 赔偿方案\n\n包年包月的云托管机柜租赁以服务时长补偿的方式。 \n\n在一个自然月中,若电力中断时间累计超过4.4分钟（含4.4分钟），"
           "免费延长2日的服务期作为赔偿。在一个自然月中，若电力中断时间等于或超过 0.3  %，用户有权单方解除《云托管机柜租赁服务条款》。\n")


@pytest.mark.parametrize("text, key, expected", [
    (JD_POWER, "availability_pct", 99.99),  # a colocation's power supply is its availability
    # ... and the month's downtime allowed, its bold lost as a DOCX or PDF of the page reads it, is no minimum outage
    (JD_POWER.replace("**", ""), "min_outage_minutes", None),
    (JD_POWER.replace("**", ""), "availability_pct", 99.99),
    (JD_EXIT, "termination_on_breach", True),  # the customer's right to end the terms, named by their title
], ids=["power-availability", "monthly-allowance", "power-availability-plain", "terminate-named-terms"])
def test_a_colocation_slas_power_commitment_and_exit(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # a threshold in a sentence that says the month elsewhere still reads
    ("可用性按月统计，连续中断超过5分钟的计入不可用时间。\n", "min_outage_minutes", 5),
    # ... the provider's own right to end the terms is no customer's exit on a breach
    ("因甲方原因造成服务中断的，乙方有权单方解除《算力服务条款》。\n", "termination_on_breach", None),
    # ... and a rack's supply capacity in kW is its power, not an availability
    ("乙方保证单机柜供电能力不低于20kW。\n", "rack_power_kw", 20),
    ("乙方保证单机柜供电能力不低于20kW。\n", "availability_pct", None),
], ids=["threshold-monthly-count", "providers-right", "supply-capacity", "supply-capacity-no-availability"])
def test_near_misses_of_the_colocation_wordings(reads, text, key, expected):
    reads(text, key, expected, language="zh")
