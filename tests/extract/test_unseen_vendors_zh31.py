"""Chinese real-world leftovers of session 31's round of IDC rack-lease and compute-procurement pages (z49): a news
item whose byline gives no date ("来源:通信世界网", "记者 张三" on the line above "6月25日,…建成并投运…") was read
as a contract's terms, as a news item under a dated byline already was not; a news item whose reporter passes on
what they were told ("据了解,…将建设4万张国产化加速卡集群") gave its cards as the order's; and a compute-service
contract naming its customer by role ("甲方(服务需求方):", "乙方(服务接受方):") read no customer.

Each positive stands beside a near miss: the same words where the other reading is the right one.
"""

import pytest

from slacheck.extract.pipeline import extract_terms

from ..conftest import make_document


def _terms(text: str) -> dict:
    return {t.key: t for t in extract_terms(make_document(text, language="zh"))}


# a news item of a carrier's data centre (the lead as c114.com.cn and ccidnet.com write theirs), its byline undated
LEAD = "6月25日,北京移动在京建成并投运首个大规模训推一体智算中心,采用液冷技术,PUE不高于1.15,单机柜功率40kW。\n"


@pytest.mark.parametrize("byline", [
    "通信世界网 记者 张三\n",
    "来源:通信世界网\n",
    "作者：张三\n",
    "运营商财经网 陈聪敏/文\n",
], ids=["reporter", "source", "author", "slash-wen"])
def test_a_lead_under_a_dateless_byline_is_a_report(byline):
    terms = _terms("北京移动建成智算中心\n\n" + byline + LEAD)
    assert not {"pue", "rack_power_kw", "cooling"} & set(terms), terms


@pytest.mark.parametrize("line", [
    "电力来源:双路市电\n",  # 来源 inside a contract's label, no byline
    "甲方:上海某某科技有限公司\n",
], ids=["label-with-source-word", "party-line"])
def test_a_contract_line_above_a_dated_clause_is_no_byline(line):
    terms = _terms("机柜租用合同\n" + line + "6月25日,乙方在上海临港建成智算中心,采用液冷技术,PUE不高于1.15,单机柜功率40kW。\n")
    assert (terms["pue"].value, terms["rack_power_kw"].value) == (1.15, 40)


# freshrice365.com/content/2024-06/20/content_681813.htm (a Gansu compute hub's news item), abridged
QINGYANG = ("6月19日,全国算力枢纽(甘肃·庆阳)首批万P算力成功上线,并启动国产万卡算力项目。\n"
            "据了解,庆阳国产万卡算力项目将建设4万张国产化加速卡集群,提供10000P国产推理算力。"
            "计划今年10月底前建成一期1万卡,提供2500P算力;二期3万卡,提供7500P算力。\n")
# ... and a digest's item in the words topbda.org.cn/news/view/340 reports a tender's award in ("据悉,该项目旨在采购921台
# 标准计算服务器"), its count of cards made up here
DIGEST = ("11月17日,某信息网络股份有限公司发布计算服务器采购中标候选人。"
          "据悉,该项目旨在采购921台计算服务器,共计3684张GPU卡。\n")


@pytest.mark.parametrize("text", [QINGYANG, DIGEST], ids=["ju-liaojie", "ju-xi"])
def test_a_reporters_hearsay_is_no_order(text):
    assert "gpu_count" not in _terms(text)


@pytest.mark.parametrize("text, count", [
    ("乙方应提供4万张国产化加速卡,合同签订后30日内交付。\n", 40000),
    # 据了解 without its comma, inside a contract's sentence, is no reporter's lead
    ("乙方提供的GPU服务器共计512张H800卡。甲方据了解的需求另行约定。\n", 512),
], ids=["contract", "inside-a-sentence"])
def test_a_contracts_own_count_still_reads(text, count):
    assert _terms(text)["gpu_count"].value == count


@pytest.mark.parametrize("text", [
    # renrendoc.com/paper/505717437.html (人工智能算力服务合同 template), its parties with names filled in
    "乙方（服务提供方）：杭州云算网络技术有限公司\n甲方（服务需求方）：上海某某信息技术有限公司\n乙方向甲方提供算力服务。\n",
    # renrendoc.com/paper/411000508.html (高性能计算服务协议 template): the provider is 甲方 here
    "甲方（服务提供方）：杭州云算网络技术有限公司\n乙方（服务接受方）：上海某某信息技术有限公司\n甲方向乙方提供高性能计算服务。\n",
    "需求方：上海某某信息技术有限公司\n服务期：12个月\n",
], ids=["demand-side", "receiving-side", "bare-role"])
def test_a_customer_named_by_its_compute_service_role(text):
    terms = _terms(text)
    assert terms["customer"].value == "上海某某信息技术有限公司"
    assert terms.get("vendor") is None or terms["vendor"].value == "杭州云算网络技术有限公司"


def test_a_requirement_heading_is_no_customer():
    # 需求方面 (in the matter of requirements) is no role
    assert "customer" not in _terms("二、技术需求方面：由上海某某信息技术有限公司负责评审。\n")


# kd.cn/ask/94585.html (a page on a hosting agreement's SLA), its table flattened to one cell a line as the page gives it
KD_SLA_TABLE = ("服务级别协议(SLA)\n指标 |\n承诺标准 |\n补偿方案 |\n单实例月度可用性 |\n≥99.95% |\n"
                "不足部分按日均费用×缺失时长×10倍赔付 |\n紧急故障响应 |\nP0级故障≤5分钟介入 |\n超时每小时赔付消费金额1% |\n")


def test_an_availability_level_after_a_credit_header_is_no_hourly_credit():
    # main read credit_per_hour_pct 99.95: the level of availability under the "补偿方案" header, then 1, the late
    # response's per hour
    assert "credit_per_hour_pct" not in _terms(KD_SLA_TABLE)


@pytest.mark.parametrize("text, expected", [
    # a late response counted by the hour, the hour after 超时 ("超时每小时"), as "每超时1小时" already was
    ("紧急故障响应：P0级故障5分钟内介入，超时每小时赔付当月服务费的1%。\n", None),
    # ... while downtime counted by the hour still reads, after an availability level too
    ("服务中断的，每中断1小时赔付当月服务费的1%。\n", 1),
    ("补偿标准：月度服务可用性不低于99.95%，每中断1小时补偿月服务费的2%。\n", 2),
], ids=["late-response", "per-hour-down", "after-availability"])
def test_a_credit_per_hour_of_downtime(text, expected):
    term = _terms(text).get("credit_per_hour_pct")
    assert (term.value if term else None) == expected


@pytest.mark.parametrize("text, cap", [
    # the level of availability the cap applies under, written between the cap's word and the cap (main: 95)
    ("赔偿上限：当月可用性低于95%时，最高赔付当月服务费的100%。\n", 100),
    # ... while a cap after the level still reads, and one with no level before it
    ("可用性低于99%的，赔偿上限为当月服务费的25%。\n", 25),
    ("赔偿总额最高不超过当月服务费的50%。\n", 50),
], ids=["level-between", "level-before", "plain"])
def test_an_availability_level_is_no_credit_cap(text, cap):
    assert _terms(text)["credit_cap_pct"].value == cap


# a unit's price with the period written before the unit: "含税租赁单价(元/月/台)", "主机保护（单位：10元/月/台）" (a
# China Mobile cloud's fee table), "按量计费 (元/小时/卡)" (a GPU-rental console's field), in public repositories
@pytest.mark.parametrize("text, key, value", [
    ("机柜租金：5000元/月/柜，共10个机柜。\n", "price_rack_month", 5000),
    ("机柜租用费：5000元/月·柜。\n", "price_rack_month", 5000),
    ("机柜租金：9.6万元/年/柜。\n", "price_rack_month", 8000),
    ("H800算力租赁单价：28元/小时/卡。\n", "price_gpu_hour", 28),
], ids=["rack-month", "rack-month-dot", "rack-year", "card-hour"])
def test_a_unit_price_with_its_period_first(text, key, value):
    terms = _terms(text)
    assert terms[key].value == value
    assert "monthly_fee" not in terms  # main read the rack's 5000 as the whole order's monthly fee


@pytest.mark.parametrize("text, fee", [
    ("GPU服务器租金：8000元/月/台，共4台。\n", None),  # a machine's month, no fee of the order (main: 8000)
    ("机柜租金：5000元/月/个，共10个机柜。\n", None),
    # ... while a fee by the month alone is the monthly fee
    ("机柜租金：5000元/月。\n", 5000),
    ("服务费用：人民币50万元/月。\n", 500000),
], ids=["per-machine", "per-piece", "rent-per-month", "fee-per-month"])
def test_a_months_price_of_one_unit_is_no_monthly_fee(text, fee):
    term = _terms(text).get("monthly_fee")
    assert (term.value if term else None) == fee


# a tender's phased handover, in the way compute tenders stage theirs (made up here: no published one at hand)
@pytest.mark.parametrize("text, days", [
    ("交付要求：中标后10个工作日内完成不少于50%算力交付，30个日历日内完成全部交付。\n", 30),  # main: 10
    ("合同签订后10日内完成首批交付，20日内交付全部。\n", 20),
    # ... while a whole handover by its percentage, or with no part named, is the handover
    ("合同签订后10日内完成100%算力交付。\n", 10),
    ("合同签订后15日内完成全部算力的部署交付。\n", 15),
], ids=["half-first", "first-batch", "whole-by-percent", "whole"])
def test_a_first_part_handed_over_is_no_delivery_time(text, days):
    assert _terms(text)["delivery_days"].value == days


@pytest.mark.parametrize("text, minutes", [
    # a single fault's recovery time bounded by a sign is the repair's deadline (main: min_outage_minutes 120)
    ("服务可用性：≥99.9%（按月统计），单次故障恢复时间≤2小时。\n", None),
    # ... while a single outage's length that counts still reads
    ("单次故障持续5分钟以上的，计入不可用时间。\n", 5),
    ("单次中断恢复时间在3分钟以下的，不计入不可用时间。\n", 3),
], ids=["recovery-bound", "counts-from", "not-counted-under"])
def test_a_recovery_time_is_no_shortest_outage(text, minutes):
    term = _terms(text).get("min_outage_minutes")
    assert (term.value if term else None) == minutes


# a party's line over a line of other words, as a contract's header or a PDF's wrapped lines give them; the view runs
# the lines together (the layout of 777doc.com's IDC机房机柜租用合同书: "乙方:金龙控股集团上海网络科技有限公司福州分公司" with
# its 联系人 and 地址 lines under it)
@pytest.mark.parametrize("below", [
    "北京分公司为乙方的履约主体。\n",
    "中国电信股份有限公司杭州分公司（机房产权方）\n",
    "杭州市西湖区文三路1号数据中心有限公司大楼\n",
], ids=["branch-sentence", "another-company", "address"])
def test_a_name_complete_at_its_line_end_stops_there(below):
    text = "甲方：上海某某信息技术有限公司\n乙方：杭州云算科技有限公司\n" + below + "乙方向甲方提供机柜租用服务。\n"
    assert _terms(text)["vendor"].value == "杭州云算科技有限公司"


@pytest.mark.parametrize("party, name", [
    ("乙方：金龙控股集团上海网络科技有限公司\n福州分公司\n联系人：王欣\n", "金龙控股集团上海网络科技有限公司福州分公司"),
    ("乙方：中国电信股份有限公司上海\n分公司\n法定代表人：张三\n", "中国电信股份有限公司上海分公司"),
    ("乙方：杭州云算科技集团\n有限公司\n", "杭州云算科技集团有限公司"),
    ("乙方：杭州云算网络\n技术有限公司\n", "杭州云算网络技术有限公司"),
], ids=["branch-fills-line", "mid-name", "group-then-company", "mid-word"])
def test_a_name_wrapped_at_its_line_end_runs_on(party, name):
    text = "甲方：上海某某信息技术有限公司\n" + party + "乙方向甲方提供机柜租用服务。\n"
    assert _terms(text)["vendor"].value == name


# a quote's table, the period in the row's 单位 cell and a serial number before the item (the shape of procurement
# quotes, "| 序号 | 名称 | 数量 | 单位 | 单价（元） | 总价（元） |"; figures made up)
QUOTE = ("| 序号 | 名称 | 数量 | 单位 | 单价（元） | 总价（元） |\n|---|---|---|---|---|---|\n"
         "| 1 | H800算力租赁 | 256 | 卡·月 | 12000 | 3072000 |\n| 2 | 机柜租赁 | 8 | 柜·月 | 6000 | 48000 |\n")


@pytest.mark.parametrize("text, price", [
    (QUOTE, 6000),
    ("| 名称 | 数量 | 单位 | 单价（元） |\n|---|---|---|---|\n| 机柜租赁 | 8 | 柜/月 | 6000 |\n", 6000),
    ("| 序号 | 名称 | 单价（元/月） |\n|---|---|---|\n| 1 | 机柜租赁 | 6000 |\n", 6000),
    # ... while a row priced by the year in its unit cell, or by no period, or beside a term's length, is no month's
    ("| 名称 | 数量 | 单位 | 单价（元） |\n|---|---|---|---|\n| 机柜租赁 | 8 | 柜·年 | 72000 |\n", None),
    ("| 名称 | 数量 | 单位 | 单价（元） |\n|---|---|---|---|\n| 机柜租赁 | 8 | 柜 | 6000 |\n", None),
    ("| 名称 | 数量 | 服务期 | 单价（元） |\n|---|---|---|---|\n| 机柜租赁 | 8 | 12个月 | 6000 |\n", None),
], ids=["quote", "unit-cell", "serial-then-item", "yearly-unit", "no-period", "term-length"])
def test_a_rack_priced_by_the_month_in_a_quote_table(text, price):
    term = _terms(text).get("price_rack_month")
    assert (term.value if term else None) == price


@pytest.mark.parametrize("text, multiple", [
    # the service period put back by a multiple of the downtime, as compute tenders write their remedy (made up here)
    ("服务可用性：月度服务可用率不低于99.5%，因供应商原因导致服务不可用的，按不可用时长的10倍顺延服务期。\n", 10),
    # ... not a late handover's time made up, put back or extended
    ("乙方逾期交付的，服务期按逾期时长的2倍顺延。\n", None),
    ("乙方逾期交付的，服务期按逾期时长的2倍延长。\n", None),
    ("因不可抗力导致服务中断的，服务期限相应顺延。\n", None),
], ids=["put-back", "late-handover-put-back", "late-handover-extended", "force-majeure"])
def test_a_service_period_put_back_by_a_multiple_of_downtime(text, multiple):
    term = _terms(text).get("credit_downtime_multiple")
    assert (term.value if term else None) == multiple
