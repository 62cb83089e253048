"""Chinese real-world texts main misread in session 30 (z47): a vendor's billing page that opens by introducing its own
rules ("本文为您介绍AI计算资源的计费规则。", Alibaba Cloud PAI) read as an article, losing its per-minute billing; and a
financial-news item on a listed firm's disclosure ("1月30日,莲花健康披露…的公告。") under a source line ending in the
item's date read as a contract's cards and prices.

Each positive stands beside a near miss: the same form where the other reading is the right one.
"""

import pytest

from ..conftest import make_document
from slacheck.extract.pipeline import extract_terms

# https://help.aliyun.com/zh/pai/ai-computing-resource-billing-description (PAI's AI计算资源计费说明), its opening and
# the pay-as-you-go row of its table of billing items
PAI_TABLE = ("| 计费项 | 计费方式 | 计费公式 | 单价 |\n|---|---|---|---|\n"
             "| 灵骏智算资源 算力节点 | 按量付费 | 账单金额 = 节点规格单价(CNY/分钟)× 购买数量 × 使用时长(分钟) | "
             "请前往新建按量付费订单页面查看定价详情。 |\n")


def _pai(opening: str) -> str:
    return f"AI计算资源计费说明\n\n{opening}\n\n计费项\n\n{PAI_TABLE}"


@pytest.mark.parametrize("opening", [
    "本文为您介绍AI计算资源的计费规则。",
    "本文介绍GPU云服务器的计费说明,包括计费方式和计费公式。",
    "本文为您介绍灵骏智算资源的使用限制。",
], ids=["pai-billing-rules", "billing-notes", "usage-limits"])
def test_a_page_introducing_the_vendors_own_rules_is_no_article(reads, opening):
    reads(_pai(opening), "billing_minutes", 1, language="zh")


@pytest.mark.parametrize("opening", [
    "本文为您介绍主流GPU云平台的计费规则。",  # several vendors': a comparison
    "本文介绍各大云厂商的SLA。",
    "本文为您介绍服务器租用合同中的计费规则条款。",  # a kind of contract's clauses: a guide
    "本文将深入剖析AI计算资源的计费规则。",  # an analysis, no introduction
], ids=["mainstream-platforms", "big-vendors", "contract-clauses", "analysis"])
def test_an_article_on_others_rules_is_still_one(reads, opening):
    reads(_pai(opening), "billing_minutes", None, language="zh")


# 上海证券报·中国证券网 on 莲花健康's move into compute (chaguwang.com.cn), its source line and lead
LIANHUA = ("来源 :上海证券报·中国证券网2024-01-30\n"
           "1月30日,莲花健康披露关于转型算力业务相关进展情况的公告。2024年1月10日,莲花紫星与H公司签订100块GPU显卡采购合同,"
           "采购单价15万元,合同金额1500万元。\n")


@pytest.mark.parametrize("text", [
    LIANHUA,
    LIANHUA.replace("1月30日,莲花健康披露", "1月30日,莲花健康公告称,公司披露"),
    LIANHUA.replace("2024-01-30\n", "2024年01月30日 09:15\n"),
], ids=["source-dated", "announced", "dateline-with-time"])
def test_a_firms_disclosure_reported_under_a_dateline_is_an_article(reads, text):
    reads(text, "gpu_count", None, language="zh")


@pytest.mark.parametrize("text", [
    "6月30日前,乙方应披露上月可用率,并提供100块GPU显卡。\n",  # a deadline to disclose: a duty
    "签订日期:2024-01-30\n甲方向乙方租用100块GPU显卡,乙方应按月披露可用率。\n",  # a dated line above, no lead
], ids=["deadline-duty", "dated-line-no-lead"])
def test_a_contracts_duty_to_disclose_still_reads(reads, text):
    reads(text, "gpu_count", 100, language="zh")


def _price(text: str, language: str):
    return {t.key: t for t in extract_terms(make_document(text, language=language))}["price_gpu_hour"]


# a price list's banner, each line a card and its hourly price with no 起 or 低至 (a GPU cloud's front page; the English
# lines as akash.network/pricing/gpus/ lists its cards)
@pytest.mark.parametrize("text, language", [
    ("GPU云服务器价格\n\nRTX 4090 24G 单卡 1.98元/卡时\nA100 80G 单卡 6.88元/卡时\nH100 80G 单卡 15.8元/卡时\n", "zh"),
    ("GPU Pricing\n\nH200 141GB SXM5 $4.45/GPU/hr\nH100 80GB SXM5 $2.71/GPU/hr\nA100 80GB SXM4 $1.71/GPU/hr\n", "en"),
], ids=["zh-banner", "akash-lines"])
def test_a_price_list_of_different_cards_offers_alternatives(text, language):
    term = _price(text, language)
    assert term.conflict and term.conflict_kind == "alternatives"


@pytest.mark.parametrize("text", [
    "第三条 价格\nA100 80G 单卡 6.88元/卡时\n第五条 结算\nA100 80G 单卡 7.20元/卡时\n",  # one card priced twice
    "单价为6.88元/卡时\n续费单价为7.20元/卡时\n",  # no card named: the contract's price stated twice
    "A100 单卡 6.88元/卡时, H100 单卡 15.8元/卡时\nRTX 4090 单卡 1.98元/卡时\n",  # two prices on one line
], ids=["same-card-twice", "no-card", "one-line"])
def test_prices_not_each_a_cards_line_still_contradict(text):
    term = _price(text, "zh")
    assert term.conflict and term.conflict_kind == "contradiction"
