"""Chinese documents nobody had seen, read by zh74 (session 43). A title in brackets of its own on its line ("【范例】",
"【计算示例】") heads an example as "### 范例" or "范例：" would. On bafc589e only a title alone on its line with nothing
after its word was one, so the bracket closing "【范例】" left the sample clause quoted under it operative (a response
time an article quoted as a sample, read as the contract's commitment), and a worked example under "【计算示例】" gave
the month's fee of its calculation and beat the operative response time with its own. And an article opening on
"…协议全解析:关键条款与风险规避指南" analyses what such agreements stipulate: its "故障响应时间(15分钟级)" was read as the
reader's contract's commitment (advice_headings had 条款…解析 and 避坑指南, not an agreement's analysis nor a guide to
avoiding its risks).

The other excerpts (Tencent Cloud, Baidu AI Cloud, server-rental and hosting templates, an article on AI platforms'
SLAs) were read right on bafc589e already: their tests are guards of behaviour that must not change, and say so.
"""

import pytest

from slacheck import api

# xixizhuji.com, "服务器托管合同范本解析:具体内容与范例比较" (http://xixizhuji.com/fuzhu/308111.html): an article quoting
# sample clauses, each under 【范例】
FANLI = ("服务质量\n\n服务质量条款规定了服务提供商必须达到的服务标准,例如服务器的在线时间、故障响应时间、处理及修复时间等。\n\n"
         "【范例】\n\n“乙方承诺服务器年在线率不低于99.5%,遇到突发故障时,需在1小时内响应,4小时内派遣技术人员到场处理。”\n\n")

# a worked example under a bracketed title in an SLA (no vendor's: the form a contract's schedule writes it in)
WORKED = ("## 3 赔偿标准\n\n乙方承诺GPU服务器月度可用性不低于99.9%。\n\n| 月度可用性 | 赔偿比例 |\n|---|---|\n"
          "| 99%≤可用性<99.9% | 10% |\n| 可用性<99% | 30% |\n\n【计算示例】\n\n假如甲方当月月费为10000元,可用性为98.5%,"
          "赔偿金额为10000×30%=3000元;若可用性为99.5%,乙方应在15分钟内响应并赔偿1000元。\n\n## 4 其他\n\n"
          "乙方应在30分钟内响应故障。\n")

# hfdhcc.com, "服務器租用協議全解析:關鍵條款與風險規避指南" (http://hfdhcc.com/news/article/238017): an article on what
# such agreements should stipulate, in traditional characters
HFDHCC = ("服務器租用協議全解析:關鍵條款與風險規避指南\n\n一、協議核心要素解析\n\n1.1 服務內容定義\n\n明確標注服務器配置參數,"
          "包括CPU型號、內存容量、存儲類型(HDD/SSD/NVMe)、帶寬分配等硬件規格。\n\n1.2 服務等級協議(SLA)\n\n規定網絡可用性"
          "標準(如99.9%)、故障響應時間(15分鐘級)、數據備份頻率(每日/實時)等服務質量指標,明確違約賠償計算方式。\n")
HFDHCC_SIMPLIFIED = ("服务器租用协议全解析:关键条款与风险规避指南\n\n1.2 服务等级协议(SLA)\n\n规定网络可用性标准(如99.9%)、"
                     "故障响应时间(15分钟级)、数据备份频率(每日/实时)等服务质量指标,明确违约赔偿计算方式。\n")

# github.com/tencentyun/qcloud-documents, product/监控与管理/前端性能监控/服务协议/前端性能监控服务协议.md
TENCENT_RUM = ("腾讯云提供的本服务可用性不低于99.9%,如未达到上述可用性标准(属于免责条款情形的除外),您可以根据本协议第3条约定获得"
               "赔偿。\n\n(2)如果某服务月度没有达到服务可用性标准,赔偿额按照相应未达标服务月度单独计算,赔偿总额不超过相应未达标服务"
               "月度内您就本服务支付的相应月度服务费(此处的月度服务费不含用代金券、优惠券、服务费减免等抵扣的费用)。\n\n"
               "| 服务月度的服务可用性 | 赔偿代金券金额 |\n|---|---|\n| 低于99.9%但等于或高于99.0% | 月度服务费的10% |\n"
               "| 低于99.0%但等于或高于98.0% | 月度服务费的20% |\n| 低于98.0% | 月度服务费的50% |\n\n"
               "(1)如某服务月度没有达到服务可用性标准,您可以在没有达标的相应服务月度结束后的次月的第五(5)个工作日后,仅通过您"
               "相应账户的工单系统提出赔偿申请。 (2)您最晚提出赔偿申请的时间不应超过未达标的相应服务月度结束后六十(60)个自然日。\n")

# github.com/tencentyun/qcloud-documents, product/安全服务/态势感知/服务等级协议.md (安全运营中心)
TENCENT_CSOC = ("若本服务在持续的1分钟及以上的周期内无法正常使用,视为服务不可用;若本服务无法正常使用的持续时间在1分钟以内(即实例"
                "不可用持续时间不超过1分钟的),不属于服务不可用。例如,本服务在持续的59秒内无法正常使用,则不属于服务不可用。\n\n"
                "服务月度内不可用分钟数为服务月度内服务不可用时间的总和,例如某服务月度内共出现3次服务不可用,服务不可用时间分别为"
                "10分钟、20分钟、30分钟,则本服务月度内不可用分钟数为60分钟。\n\n腾讯云提供的本服务可用性不低于99%,如未达到上述"
                "可用性标准(属于免责条款情形的除外),您可以根据本协议第3条约定获得赔偿。\n\n| 服务月度的服务可用性 | 赔偿代金券金额 |\n"
                "|---|---|\n| 低于99%但等于或高于95% | 月度服务费的10% |\n| 低于95%但等于或高于90% | 月度服务费的25% |\n"
                "| 低于90% | 月度服务费的100% |\n")

# Baidu AI Cloud, 视频直播 SLA as quoted on cloud.baidu.com/theme/others/1857546-67
BAIDU_LIVE = ("3.1 赔偿标准\n\n| 服务可用性 | 赔偿代金券金额 |\n|---|---|\n| 低于99.00%但等于或高于 95.00% | 月度服务费用的 5% |\n"
              "| 低于 95.00% | 月度服务费用的 10% |\n\n3.2 赔偿申请时限\n\n客户可以在每月第五(5)个工作日后对上个月没有达到可用性的服务"
              "提出赔偿申请。 赔偿申请必须限于在视频直播没有达到可用性的相关月份结束后两(2)个月内提出。超出申请时限的赔偿申请将不被"
              "受理。\n")

# m.010zaixian.com, 服务器租赁协议 (http://m.010zaixian.com/gongwen/zulinhetong/457073_2.htm)
TENFOLD = ("(二)乙方的权利和义务\n\n4.乙方提供服务过程中,如非因甲方原因造成电路或系统故障不能通信时,乙方按中断时间(中断时间以分钟计)"
           "对应租用费的十倍向甲方赔偿,但属于不可抗力或本协议免责条款规定的情况的,乙方不承担责任。乙方任何赔偿均以当月租用服务费"
           "为最高赔偿限额。\n")

# max.book118.com, 云计算服务合同协议2026年服务级别协议 (https://max.book118.com/html/2026/0131/6213021130012054.shtm)
CLOUD_SLO = ("第二条服务级别目标\n\n2.1甲方承诺为乙方提供以下服务级别目标:\n\n(1)正常运行时间:乙方使用的核心基础设施服务(虚拟机、"
             "存储)的正常运行时间目标为99.9%,非核心服务(负载均衡)的正常运行时间目标为99.5%。正常运行时间自服务交付之日起计算,"
             "不包括计划内维护时间及不可抗力因素。\n\n(2)性能指标:\n\na.虚拟机平均响应时间不超过200毫秒。\n\nb.数据库服务P95响应"
             "时间不超过100毫秒。\n\n(3)服务请求处理时间:\n\na.一级支持请求(如咨询):首次响应时间不超过15分钟。\n")

# yunthe.com, "AI开发平台SLA服务等级协议核心内容解析" (https://www.yunthe.com/news/585603.html): an article's examples
ARTICLE = ("2. 分层补偿机制\n\n为增强用户信任,部分平台采用“可用性阶梯补偿”策略:\n\n- 99.9%≤可用性<99.95%:补偿当月服务费用的10%;\n"
           "- 99.5%≤可用性<99.9%:补偿25%;\n- 可用性<99.5%:补偿50%并触发优先支持通道。\n")


def _finding(text: str, rule: str, checklist: str):
    from tests.conftest import make_document

    result = api.check(make_document(text, language="zh"), checklist=checklist)
    return next(f for f in result.findings if f.rule == rule)


@pytest.mark.parametrize("title", ["【范例】", "【示例】", "〖示例〗"])
def test_a_sample_clause_under_a_bracketed_title_is_no_commitment(extracted, title):
    # bafc589e: response_minutes 60, operative (0.8), from the article's sample clause
    extracted(FANLI.replace("【范例】", title), "response_minutes", None, language="zh")


def test_the_check_fails_the_contracts_own_response_time_not_the_examples():
    # bafc589e: the inference checklist's 15-minute response rule passed on the worked example's 15 minutes, where the
    # contract's own clause says 30
    finding = _finding(WORKED, "response", "finetune-inference")
    assert finding.status == "fail"
    assert finding.value == 30


@pytest.mark.parametrize("title", ["【计算示例】", "【赔偿范例】"])
def test_a_worked_example_under_a_bracketed_title_gives_no_fee_and_no_response_time(extracted, reads, title):
    text = WORKED.replace("【计算示例】", title)
    # bafc589e: monthly_fee 10000 (the example's) and response_minutes 15 (the example's, over the operative 30)
    extracted(text, "monthly_fee", None, language="zh")
    reads(text, "response_minutes", 30, language="zh")


@pytest.mark.parametrize("text", [HFDHCC, HFDHCC_SIMPLIFIED,
                                  # ... and the same under a title naming the agreement's analysis with no guide
                                  HFDHCC_SIMPLIFIED.replace("服务器租用协议全解析:关键条款与风险规避指南", "服务器租用合同全解析"),
                                  HFDHCC_SIMPLIFIED.replace("服务器租用协议全解析:关键条款与", "服务器租用")])
def test_an_article_analysing_a_kind_of_agreement_commits_to_no_response_time(extracted, text):
    # bafc589e: response_minutes 15, operative (0.9), from what the article says an SLA should stipulate
    extracted(text, "response_minutes", None, language="zh")


def test_a_contract_titled_with_analysis_as_its_service_keeps_its_terms(reads):
    # a guard (passes on bafc589e too): a service named 数据解析 in the agreement's own title is no analysis of one
    reads("数据解析服务协议\n\n第三条 乙方承诺故障发生后15分钟内响应。\n", "response_minutes", 15, language="zh")


# --- guards (pass on bafc589e too): what must not change

@pytest.mark.parametrize("title", ["【服务等级】", "【范例】"])
def test_a_bracketed_title_that_is_no_example_keeps_its_section(reads, title):
    # a bracketed title with no example word heads operative text; one with it covers only its own section, to the next
    # heading (on the document's first line it would be the whole document's title, as a bare title is)
    text = f"{title}\n\n乙方承诺故障发生后30分钟内响应。\n" if title == "【服务等级】" else \
        "## 第四条 赔偿\n\n【范例】\n\n乙方承诺2小时内响应。\n\n## 第五条 服务等级\n\n乙方承诺故障发生后30分钟内响应。\n"
    reads(text, "response_minutes", 30, language="zh")


def test_a_bracket_inside_a_line_makes_no_title(reads):
    reads("乙方承诺【范例】以外的故障30分钟内响应。\n", "response_minutes", 30, language="zh")


def test_tencent_rum_ladder_cap_and_window(reads):
    reads(TENCENT_RUM, "availability_pct", 99.9, language="zh")
    reads(TENCENT_RUM, "credit_tiers", [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 20.0},
                                        {"below_pct": 98.0, "credit_pct": 50.0}], language="zh")
    reads(TENCENT_RUM, "credit_cap_pct", 100, language="zh")
    reads(TENCENT_RUM, "claim_window_days", 60, language="zh")


def test_tencent_csoc_level_and_ladder_examples_aside(reads):
    # the examples (59秒, 10/20/30分钟) give no shortest outage
    reads(TENCENT_CSOC, "availability_pct", 99, language="zh")
    reads(TENCENT_CSOC, "min_outage_minutes", 1, language="zh")
    reads(TENCENT_CSOC, "credit_tiers", [{"below_pct": 99.0, "credit_pct": 10.0}, {"below_pct": 95.0, "credit_pct": 25.0},
                                         {"below_pct": 90.0, "credit_pct": 100.0}], language="zh")


def test_baidu_two_band_ladder_and_window(reads):
    reads(BAIDU_LIVE, "credit_tiers", [{"below_pct": 99.0, "credit_pct": 5.0}, {"below_pct": 95.0, "credit_pct": 10.0}],
          language="zh")
    reads(BAIDU_LIVE, "claim_window_days", 60, language="zh")


def test_a_tenfold_downtime_credit_capped_at_the_month(reads):
    reads(TENFOLD, "credit_downtime_multiple", 10, language="zh")
    reads(TENFOLD, "credit_cap_pct", 100, language="zh")


def test_two_uptime_targets_by_scope_and_milliseconds_are_no_response_time(extracted, reads):
    term = extracted(CLOUD_SLO, "availability_pct", True, language="zh")
    assert term.value == 99.9 and [a.value for a in term.alternatives] == [99.5]
    reads(CLOUD_SLO, "response_minutes", 15, language="zh")


def test_an_article_on_other_platforms_ladders_is_an_example(extracted):
    term = extracted(ARTICLE, "credit_tiers", True, language="zh")
    assert term.evidence_kind == "example"
    assert term.confidence < 0.5
