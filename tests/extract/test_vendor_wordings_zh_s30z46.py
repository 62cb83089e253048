"""Chinese real-world texts main misread in session 30 (z46): an article's market talk on racks that have already
reached a density ("AI机架的单机柜功率已达到100千瓦") read as a contract's rack power; what an institute found ("…研究所
发现 61% 的…故障") read as a firm availability; a news lead dated with a part of the day ("6月20日上午,") or announcing a
building's topping-out (封顶) read as a contract's racks and cooling; and a deadline on a day of the month opening its
clause ("5日前,乙方应完成交付": before the 5th) read as a delivery time of five days.

Each positive stands beside a near miss: the same form where the other reading is the right one.
"""

import pytest

from slacheck.extract.pipeline import extract_terms

from ..conftest import extracted_term, make_document

# bytebt.tw's article on renting liquid-cooled load banks ("沒人談論的90天陷阱"), as the site prints it in traditional
# characters
BYTEBT_RACKS = ("由於AI機架的單機櫃功率已達到100千瓦,而下一代矽片據傳將達到單GPU 1千瓦,傳統的風冷負載組根本無法重現現代冷卻液"
                "迴路在生產中所能達到的體積熱密度。\n")
BYTEBT_UPTIME = "- 正常運行時間研究所 發現 61% 的液體冷卻故障出現在運作的前 120 小時內——這正是短期租賃無需資本支出即可覆蓋的時間窗口。\n"


@pytest.mark.parametrize("text", [
    BYTEBT_RACKS,
    "由于AI机架的单机柜功率已达到100千瓦,而下一代芯片据传将达到单GPU 1千瓦。\n",
    "随着大模型训练普及,智算中心单机柜功率预计将达到50kW。\n",
], ids=["bytebt", "simplified", "forecast"])
def test_a_density_the_market_has_reached_is_no_rack_power(reads, text):
    reads(text, "rack_power_kw", None, language="zh")


@pytest.mark.parametrize("text, expected", [
    ("乙方提供的单机柜功率达到40kW。\n", 40),
    ("单机柜功率可达40kW。\n", 40),
    ("乙方应于2025年6月前将机柜功率提升至12kW。\n", 12),
], ids=["reaches", "up-to", "party-raises"])
def test_a_contracts_rack_power_that_reaches_a_figure_still_reads(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="zh")


@pytest.mark.parametrize("text", [
    BYTEBT_UPTIME,
    "正常运行时间研究院发现 99.5% 的故障出现在运作的前 120 小时内。\n",
], ids=["bytebt", "institute-high-share"])
def test_what_an_institute_found_is_no_firm_availability(text):
    # at most loose evidence, as an advice's figure is (availability ``from_examples: low``): review, never a pass
    terms = {t.key: t for t in extract_terms(make_document(text, language="zh"))}
    assert "availability_pct" not in terms or terms["availability_pct"].confidence < 0.5


def test_a_providers_own_availability_stays_firm(reads):
    term = reads("乙方承诺服务可用性不低于99.9%。\n", "availability_pct", 99.9, language="zh")
    assert term.confidence >= 0.8


# a news lead dated with the part of the day, or announcing a building's milestone: a report of others' sites
NEWS_SITE = "中国移动某智算中心项目主体结构顺利封顶,单机柜功率40kW,采用冷板式液冷。\n"


@pytest.mark.parametrize("text, key", [
    ("6月20日上午," + NEWS_SITE, "rack_power_kw"),
    ("6月20日上午," + NEWS_SITE, "cooling"),
    ("2024年6月20日," + NEWS_SITE, "rack_power_kw"),
    ("9月16日晚间,某智算中心正式开通,单机柜功率40kW。\n", "rack_power_kw"),
], ids=["morning-topping-out-rack", "morning-topping-out-cooling", "dated-topping-out", "evening-opening"])
def test_a_news_lead_on_a_part_of_the_day_reports_others_sites(reads, text, key):
    reads(text, key, None, language="zh")


@pytest.mark.parametrize("text", [
    "6月20日上午,乙方应完成交付,单机柜功率40kW。\n",  # a contract's own act on a morning
    "6月20日前,乙方应完成机房建设并交付,单机柜功率40kW。\n",  # a deadline
], ids=["morning-duty", "deadline"])
def test_a_contracts_dated_duty_still_reads(reads, text):
    reads(text, "rack_power_kw", 40, language="zh")


@pytest.mark.parametrize("text", [
    "5日前,乙方应完成交付。\n",
    "10日前,乙方应完成全部GPU服务器的交付。\n",
], ids=["fifth", "tenth"])
def test_a_day_of_the_month_opening_its_clause_is_no_delivery_time(reads, text):
    reads(text, "delivery_days", None, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    ("乙方应在合同签订后5日内完成交付。\n", "delivery_days", 5),
    ("每月15日前,甲方支付服务费;乙方应在签约后10日内交付。\n", "delivery_days", 10),
    ("计划维护应在维护开始3日前通知甲方。\n", "maintenance_notice_hours", 72),
], ids=["within", "beside-a-payment-day", "notice-before-the-act"])
def test_a_time_counted_in_days_still_reads(reads, text, key, expected):
    reads(text, key, expected, language="zh")


# UCloud's GPU product page's lineup of instance families, each with its card in brackets (session 29's test text, here
# with a comma between the items as pages and hand-typed copies write it)
LINEUP = "目前提供G1(采用Tesla K80)、G2(采用Tesla P40)、G3(采用Tesla V100)、G4(采用Tesla T4)以及G7(8卡T4和8卡V100)机型。\n"


@pytest.mark.parametrize("text", [
    LINEUP.replace(")、", "), "),
    LINEUP.replace(")、", "),"),
    LINEUP.replace("(", "（").replace(")", "）").replace("）、", "），"),
], ids=["comma-space", "comma", "full-width"])
def test_a_lineup_of_families_with_commas_between_is_no_model_fixed(text):
    term = extracted_term(text, "gpu_model", "V100", language="zh")
    assert term.conflict_kind == "alternatives" and term.confidence <= 0.5


def test_a_family_named_alone_in_its_sentence_is_the_model(reads):
    # the next family in a sentence of its own is another offer, not an item of the list
    term = reads("乙方提供的GPU服务器为G3(采用Tesla V100)机型,共16台。甲方另可选G4(采用Tesla T4)机型。\n", "gpu_model", "V100",
                 language="zh")
    assert term.conflict_kind != "alternatives"


# 中贝通信's announcement of its compute-service contract (证券日报, http://epaper.zqrb.cn/html/2024-05/28/content_1053665.htm):
# each party named, then given its letter in brackets after the name
ZHONGBEI = ("一、 交易概述\n2024年5月24日,中贝通信集团股份有限公司(以下简称“公司”、“乙方”)与北京安联通科技有限公司(以下简称“甲方”)"
            "签订《算力技术服务合同》及《服务订单》,甲方根据业务需求评估,就高性能算力服务需求部分,乙方向甲方提供高性能算力服务。"
            "本次合同金额为48,384万元,服务期限为5年,从2024年5月24日至2029年5月24日止。\n")


@pytest.mark.parametrize("text, key, expected", [
    (ZHONGBEI, "vendor", "中贝通信集团股份有限公司"),
    (ZHONGBEI, "customer", "北京安联通科技有限公司"),
    (ZHONGBEI, "term_months", 60),
    # a contract's preamble in full-width brackets, opening on 本合同由
    ("本合同由上海临港算力科技有限公司（以下简称“乙方”）与北京星河智能有限公司（以下简称“甲方”）签订,乙方向甲方提供GPU算力服务。\n",
     "vendor", "上海临港算力科技有限公司"),
    ("本合同由上海临港算力科技有限公司（以下简称“乙方”）与北京星河智能有限公司（以下简称“甲方”）签订,乙方向甲方提供GPU算力服务。\n",
     "customer", "北京星河智能有限公司"),
    # ... and the letters the other way round where the contract says the customer is 乙方 (乙方向甲方租用)
    ("北京云端数据有限公司(以下简称“甲方”)与上海星河智能有限公司(以下简称“乙方”)签订本合同。乙方向甲方租用机柜10个。\n",
     "vendor", "北京云端数据有限公司"),
    # 天翼云's SLA for its AOne service (https://www.ctyun.cn/portal/protocol/11069375): two short names, the letter second,
    # the site after it in the brackets, the update date on the line above
    ("最后更新时间:2025-08-28\n天翼云科技有限公司(简称“天翼云”或“乙方”,网址:http://www.ctyun.cn)按照本协议的规定及其不时发布的"
     "操作规则向用户(又称“甲方”)提供AOne会议服务(以下称“本服务”)。\n", "vendor", "天翼云科技有限公司"),
], ids=["announcement-vendor", "announcement-customer", "announcement-term", "preamble-vendor", "preamble-customer",
        "reversed-letters", "ctyun-sla"])
def test_a_party_named_before_its_letter_in_brackets(reads, text, key, expected):
    reads(text, key, expected, language="zh")


def test_a_third_party_given_another_alias_is_no_party(reads):
    # a firm given a short name of its own ("律所", "丙方") is neither party
    reads("甲方委托北京某某律师事务所(以下简称“律所”)审阅本合同。\n", "vendor", None, language="zh")


# enuoidc.com's article on GPU server rental (https://www.enuoidc.com/help/24799.html): anecdotes of unnamed firms, with no
# 如 before them
@pytest.mark.parametrize("text, key", [
    ("某电商平台采用液冷方案,单机柜功率40kW。\n", "rack_power_kw"),
    ("而分布式渲染集群可线性扩展渲染速度,某动画项目使用H800集群后,总渲染时长从178小时压缩至5.6小时。\n", "gpu_model"),
], ids=["platform", "project-after-comma"])
def test_an_unnamed_firms_anecdote_is_an_example(reads, text, key):
    reads(text, key, None, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # a contract's rule for any one month, node or user stays a rule
    ("若某月服务可用性低于99.9%,乙方按月服务费的10%赔偿。\n", "availability_pct", None),
    ("某节点发生故障时,乙方应在4小时内恢复。\n", "recovery_hours", 4),
    ("某用户的节点故障时,乙方应在4小时内恢复,单机柜功率40kW。\n", "rack_power_kw", 40),
], ids=["any-month", "any-node", "any-user"])
def test_a_contracts_rule_for_any_one_unit_still_reads(reads, text, key, expected):
    reads(text, key, expected, language="zh")


# Alibaba Cloud's billing rules for an image-generation inference service, as bestwisewords.com copies them in traditional
# characters (http://bestwisewords.com/document_detail/2807786.html): a prepaid pack of hours is good for six months
@pytest.mark.parametrize("text", [
    "預付費方式是您可以預先購買不同規格的資源包,如1000小時、3000小時和5000小時。這些資源包有效期為六個月,自購買之日起開始計算。\n",
    "甲方购买的卡时包有效期为12个月,自购买之日起计算。\n",
], ids=["pack-of-hours", "card-hour-pack"])
def test_a_prepaid_packs_validity_is_no_term(reads, text):
    reads(text, "term_months", None, language="zh")


@pytest.mark.parametrize("text, expected", [
    ("本合同有效期为十二个月,自签署之日起计算。\n", 12),
    ("算力券有效期为12个月。本合同服务期限为24个月。\n", 24),
], ids=["contract", "voucher-beside"])
def test_a_contracts_own_validity_is_its_term(reads, text, expected):
    reads(text, "term_months", expected, language="zh")


# an IDC cooperation template (協議編號 left blank, run into the title, bubsandbeans.com/paper/182641055.html)
def test_a_blank_number_field_run_into_the_title_is_no_contract_id(reads):
    reads("1、協議編號:IDC服務合作協議甲 方:乙 方:簽訂日期:簽訂地點:\n", "contract_id", None, language="zh")


@pytest.mark.parametrize("text, expected", [
    ("合同编号:IDC-2025-01甲方:北京星河智能有限公司\n", "IDC-2025-01"),
    ("政府采购合同编号: FRCG-GK-******0025-1\n", "FRCG-GK-******0025-1"),
], ids=["glued", "masked"])
def test_a_contract_number_with_its_digits_still_reads(reads, text, expected):
    reads(text, "contract_id", expected, language="zh")
