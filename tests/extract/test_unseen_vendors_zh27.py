"""Chinese wordings main misread in session 27 (z40's real public pages): a juejin.cn article on GPU rental, a news item
on China Unicom's Sanjiangyuan compute centre and a research institute's cluster rates, each quoted short.

Each positive stands beside a negative: the same words where they are a contract's terms, which must still be read.
"""

import pytest

from slacheck.extract.pipeline import extract_terms

from ..conftest import make_document

# juejin.cn, "2026 GPU 算力租赁平台怎么选" (an article): its opening question, its market paragraph, its case for renting
GUIDE_OPENING = ("面对几十家平台——AutoDL、晨涧云、阿里云、恒源云、GpuGeek……到底怎么选才不踩坑?\n\n"
                 "一、为什么越来越多人选择租算力\n\n租用 8 张 A100 可以按小时付费。")
MARKET = ("一、为什么越来越多人选择租算力\n\n相比自建,租用 GPU 的核心优势就三点:成本弹性、算力可扩展、运维外包。\n\n"
          "今年的市场有些新变化。高端 H100/H200 依然稀缺,但 RTX 4090、A100、昇腾 910 等中低端资源已经充足,价格理性回落。")
NEED = ("一、为什么越来越多人选择租算力\n\n购买服务器往往需要几十万甚至更高投入,租用可以按小时付费。"
        "今天只需要 1 张 GPU,明天可能需要 64 张——云算力能快速响应,自建集群做不到。")
# a news site on the Sanjiangyuan green compute centre (央视《新闻联播》, 16 September)
NEWS = ("9月16日晚间,央视《新闻联播》播出了中国联通三江源绿电智算中心项目建设成效,其中国产算力部分涉及阿里平头哥(万卡)、"
        "沐曦股份、壁仞科技、中昊芯英、太初元碁、燧原科技、摩尔线程等多个国产AI芯片企业的已签约或拟签约情况。\n\n"
        "已签约项目共有1747台设备、22832张算力卡,总算力达3479P。\n\n"
        "此外,央视还给出了阿里平头哥PPU、英伟达A800、英伟达H20、华为昇腾910B、壁仞104P的算力卡重要参数对比表格。")
CONTRACT = ("甲乙双方于2025年9月16日签订本合同。\n\n"
            "乙方向甲方提供22832张算力卡,型号为华为昇腾910B,费用为每卡每小时12元。")


def _read(text: str) -> dict:
    return {t.key: t.value for t in extract_terms(make_document(text, language="zh"))}


@pytest.mark.parametrize("text, absent", [
    (GUIDE_OPENING, ["gpu_count", "gpu_model"]),  # a buyer's guide poses its question: its cards are nobody's offer
    (MARKET, ["gpu_model"]),  # the market's supply of cards, scarce or plentiful
    (NEED, ["gpu_count"]),  # a need imagined from today to tomorrow
    (NEWS, ["gpu_model", "gpu_count", "currency"]),  # a news item's dateline: deployments reported
    # ... or its source (the same item as another site would open it)
    ("据央视《新闻联播》报道,中国联通三江源绿电智算中心已签约项目共有1747台设备、22832张算力卡。\n\n"
     "此外,央视还给出了华为昇腾910B的算力卡重要参数对比表格。", ["gpu_model", "gpu_count"]),
], ids=["guide-question", "market-supply", "imagined-need", "news-dateline", "news-source"])
def test_an_article_or_a_news_item_offers_nothing(text, absent):
    terms = _read(text)
    assert not [k for k in absent if k in terms], terms


def test_the_same_cards_and_counts_in_a_contract_are_read():
    terms = _read(CONTRACT)  # dated by its signing, not a news dateline
    assert (terms["gpu_model"], terms["gpu_count"], terms["currency"]) == ("910B", 22832, "CNY")
    terms = _read("一、服务内容\n\n乙方向甲方提供 GPU 算力租赁服务。RTX 4090 资源充足,按小时付费。")
    assert terms["gpu_model"] == "RTX 4090"  # a promise of ample resources is no market talk
    terms = _read("一、服务内容\n\n乙方向甲方提供 GPU 算力租赁服务,首期 1 张 GPU,按小时付费。")
    assert terms["gpu_count"] == 1


@pytest.mark.parametrize("text, expected", [
    # 元 inside a firm's name (the news item's 太初元碁) is no currency
    ("涉及太初元碁、燧原科技等多个国产AI芯片企业。", None),
    # ... while 元 set apart, or after a numeral, is
    ("费用单位:元,乙方按月收取。", "CNY"),
    ("服务费为每月叁万元整。", "CNY"),
], ids=["in-a-name", "set-apart", "after-a-numeral"])
def test_yuan_inside_a_name_is_no_currency(reads, text, expected):
    reads(text, "currency", expected, language="zh")


# a research institute's rates (Sycamore cluster, srils): the insider's and the partner's discounts beside the standard price
RATES = ("| 资源类型 | 规格说明 | 计费单位 | 院内价 (6折) | 合作价 (8折) | 标准价 (院外) |\n"
         "|---|---|---|---|---|---|\n"
         "| GPU (高性能) | NVIDIA 最新一代加速卡 | 卡·时 | ¥ 15.00 | ¥ 20.00 | ¥ 25.00 |\n")


def test_a_rate_tables_insider_price_is_flagged_beside_the_standard_price():
    # the insider's discount (the first price) and the standard price everyone else pays: both, in conflict, for review
    term = next(t for t in extract_terms(make_document(RATES, language="zh")) if t.key == "price_gpu_hour")
    assert term.conflict and {term.value, *(a.value for a in term.alternatives)} == {15, 25}


@pytest.mark.parametrize("text, expected", [
    # an insider's price alone is the table's price, and a quote's reduced and list prices read as before (no conflict)
    (RATES.replace(" 合作价 (8折) | 标准价 (院外) |", "").replace("---|---|---|", "---|", 1)
     .replace(" ¥ 20.00 | ¥ 25.00 |", ""), 15),
    ("| 资源 | 计费单位 | 优惠价 | 原价 |\n|---|---|---|---|\n| A100 | 卡·时 | ¥ 16.00 | ¥ 20.00 |\n", 16),
    ("| 资源 | 计费单位 | 标准价 | 折扣价 |\n|---|---|---|---|\n| A100 | 卡·时 | ¥ 20.00 | ¥ 16.00 |\n", 20),
], ids=["insider-alone", "quote-discount-first", "quote-list-and-discount"])
def test_a_price_table_without_a_user_groups_discount_reads_its_first_price(text, expected):
    term = next(t for t in extract_terms(make_document(text, language="zh")) if t.key == "price_gpu_hour")
    assert (term.value, term.conflict) == (expected, False)


def test_a_monthly_maintenance_evening_is_no_news_dateline():
    # "每月15日晚间" opening an SLA without a heading is its maintenance window, not a news item's "9月16日晚间"
    terms = _read("乙方每月15日晚间22:00至24:00进行例行维护,维护前提前72小时通知甲方。赔偿上限为月费的30%。\n\n"
                  "乙方承诺月度服务可用性不低于99.9%。")
    assert (terms.get("maintenance_notice_hours"), terms.get("availability_pct")) == (72, 99.9), terms
