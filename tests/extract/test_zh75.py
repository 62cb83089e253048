"""Chinese follow-ups read by zh75 (session 43), and IDC hosting / rack and server rental templates nobody had seen.

A cap on the credits at a share of a fee whose period the clause does not say ("全部赔偿金额不超过网站空间租用费用的90%",
"不超过服务器租用费用的50%") was read on bfb98b62 as a plain credit_cap_pct, and `check` passed (or, below 30%, failed) the
credit-cap rule on it: the fee may be the whole term's (SPEC §3 caps a month's credits at a share of the month's fee). The share is kept,
the fee's words its own hedge, and `check` sends the rule to review saying the base is not said to be the month's. A
month named in the clause ("当月服务费的50%", "月服务费") says it: those stay plain (guards).

A worked example under a title in brackets of its own holding the annex it opens ("【附件三:计算示例】") or its number
("【例1】", "【示例1】"), or the bare "【例】", was operative on bfb98b62: its month's fee and response time were read as
the contract's. 例 heads an example only so: "GPU实例" on its own line, or "## 实例规格", keeps its section (guards).

The other excerpts (hosting and rack-rental templates, a server-outage compensation agreement, a GPU container
price page, an article on GPU rental prices) were read right on bfb98b62 already: their tests are guards of
behaviour that must not change, and say so.
"""

import pytest

from slacheck import api

# m.78911.com.cn, 网站建设/服务器租用合同 (https://m.78911.com.cn/WeiTuoShu/419001-2.html), 第五条
WEBSPACE = ("第五条 :违约责任甲方违约或不付费时,乙方有权关闭甲方租用的服务器的使用帐号,由此造成的损失由甲方承担。因不可抗力<战争,"
            "台风,地震,海啸,国家政策等>之外原因,造成乙方服务器停止运行,乙方以天为基本单位,向甲方赔偿延长租用服务。全部赔偿金额不超过"
            "网站空间租用费用的90%甲方网站信息由甲方提供给乙方,甲方必需保证提供数据的合法性。\n")

# a contract's credit clause, its cap written three ways (no vendor's: the forms templates write it in)
LADDER = "## 第六条 赔偿\n\n乙方承诺GPU服务器月度可用性不低于99.9%，未达到的，按中断时长的10倍赔偿。{cap}\n"
UNSTATED = ["全部赔偿金额不超过服务器租用费用的50%。", "赔偿总额不超过租用服务费的50%。", "赔偿总额不超过甲方已支付费用的50%。"]
MONTHLY = ["赔偿总额不超过当月服务费的50%。", "赔偿总额不超过月服务费的50%。",
           "赔偿总额不超过相应未达标服务月度内甲方支付的月度服务费的50%。"]

# a worked example under a bracketed title in an SLA's schedule (zh74's form)
WORKED = ("## 3 赔偿标准\n\n乙方承诺GPU服务器月度可用性不低于99.9%。\n\n| 月度可用性 | 赔偿比例 |\n|---|---|\n"
          "| 99%≤可用性<99.9% | 10% |\n| 可用性<99% | 30% |\n\n【计算示例】\n\n假如甲方当月月费为10000元,可用性为98.5%,"
          "赔偿金额为10000×30%=3000元;若可用性为99.5%,乙方应在15分钟内响应并赔偿1000元。\n\n## 4 其他\n\n"
          "乙方应在30分钟内响应故障。\n")

# m.xuewenya.com, 主机托管服务协议书 (http://m.xuewenya.com/xieyishu/4057297.html)
HOSTING = ("第一条 网络联通性保证\n\n二、乙方保证甲方网络系统99.9%的联通性,即每月不联通时间少于44分钟。\n\n三、乙方如果在任何一个月中不能"
           "达到第一条第2点的服务品质,乙方将免收甲方的当月租用费。\n\n四、乙方可根据甲方要求,为甲方计算每月中“网络不联通”时间,"
           "“网络不联通”包括乙方造成的甲方设备不联通的时间(分钟数),但不包括网络不联通的5天之内甲方未向乙方报告的情况。\n")

# m.jcsycorp.com, 虛擬主機租用合同 (http://m.jcsycorp.com/fanwen/zulinhetong/134300253533401_3.htm), 7-7
YEARLY_CAP = ("7-7 如果因乙方原因造成乙方服務器不能提供正常服務,乙方以天為單位向甲方賠償租用服務費損失。如果乙方及其服務器連續三天不能"
              "提供正常服務,甲方可以終止合同並要求賠償損失,但非乙方控制之內的原因引起的除外。賠償總額以本合同3-1注明的該型號虛擬主機"
              "年租金基本費用總額為上限。\n")

# cloud.yovole.com, GPU容器实例计费说明 (https://cloud.yovole.com/help/ai/html/pricing/gpu_instance.html)
YOVOLE = ("1.2. 实例的结算计量示例\n\n实例采用先使用后计费的方式,系统每小时结算点统计前一小时的资源使用量进行结算。\n\n【例如】某日"
          "09:00至10:00,某GPU容器实例运行情况如下图:\n\n则09:00:00至10:00:00的单位小时内的结算计量数据如下:\n\n"
          "- GPU卡时,计量为 1卡时 (1卡20/60小时 + 2卡20/60小时);\n")

# zhitaoyun.cn, "gpu云服务器租赁价格,深度解析" (https://www.zhitaoyun.cn/2153110.html): an article on the market's prices
PRICES = ("gpu云服务器租赁价格,深度解析,2023年GPU云服务器租赁价格趋势与选型指南\n\n2023年gpu云服务器租赁市场呈现显著波动与升级趋势,主流配置中8GB显存型号均价降至1.2-1.8元/小时,24GB显存型号价格在"
          "3.5-5.5元/小时区间,A100/A800等高端型号价格仍维持在8-12元/小时。\n\nGPU型号差异是价格波动的主因,主流NVIDIA系列价格区间"
          "如下(单位:人民币/月):\n\n| GPU型号 | 显存(GB) | 基础租金(4核/8核配置) | 适用场景 |\n|---|---|---|---|\n"
          "| A100 40GB | 40 | ¥18,000-¥25,000 | 大规模深度学习训练 |\n")


def _finding(text: str, rule: str, checklist: str = "gpu-training", lang: str | None = None):
    from tests.conftest import make_document

    result = api.check(make_document(text, language="zh"), checklist=checklist, lang=lang)
    return next(f for f in result.findings if f.rule == rule)


# --- a cap on a fee whose period is not said

def test_a_cap_on_a_web_space_fee_is_kept_with_the_fee_as_its_hedge(reads):
    # bfb98b62: credit_cap_pct 90 with no hedge, a plain cap of 90% of the month's fee
    term = reads(WEBSPACE, "credit_cap_pct", 90, language="zh")
    assert term.hedge == "网站空间租用费用"


@pytest.mark.parametrize("cap, fee", list(zip(UNSTATED, ["服务器租用费用", "租用服务费", "甲方已支付费用"])))
def test_a_cap_on_a_fee_of_no_stated_period_sends_the_cap_rule_to_review(cap, fee):
    # bfb98b62: the credit-cap rule passed on 50% read as a share of the month's fee
    finding = _finding(LADDER.format(cap=cap), "credit-cap")
    assert finding.status == "review"
    assert finding.value == 50
    assert "未写明为当月服务费" in finding.message
    assert f"“{fee}”" in finding.reason and "未写明为当月服务费" in finding.reason


def test_the_review_says_so_in_english_too():
    finding = _finding(LADDER.format(cap=UNSTATED[0]), "credit-cap", lang="en")
    assert finding.status == "review"
    assert "does not say is the month's" in finding.message or "does not say is the month's" in finding.reason
    assert "not said to be the month's fee" in finding.explanation


def test_a_low_cap_on_a_fee_of_no_stated_period_is_no_fail_but_review():
    # bfb98b62: fail on 20% read as a share of the month's fee; 20% of the whole term's fee may be more than 30% of a month's
    finding = _finding(LADDER.format(cap="全部赔偿金额不超过服务器租用费用的20%。"), "credit-cap")
    assert finding.status == "review"
    assert "未写明为当月服务费" in finding.message


def test_a_low_cap_on_the_months_fee_still_fails():
    # a guard (passes on bfb98b62 too)
    assert _finding(LADDER.format(cap="全部赔偿金额不超过当月服务费的20%。"), "credit-cap").status == "fail"


@pytest.mark.parametrize("cap", MONTHLY)
def test_a_cap_on_the_months_fee_stays_plain(reads, cap):
    # a guard (passes on bfb98b62 too): a month named in the clause says the base
    text = LADDER.format(cap=cap)
    term = reads(text, "credit_cap_pct", 50, language="zh")
    assert term.hedge is None
    assert _finding(text, "credit-cap").status == "pass"


# --- bracketed example titles with an annex before the word or a number after it

@pytest.mark.parametrize("title", ["【附件三:计算示例】", "【附件三：计算示例】", "【附录1：示例】", "【示例1】", "【计算示例 2】",
                                   "【例】", "【例1】", "【例二】"])
def test_a_worked_example_under_a_numbered_or_annexed_bracketed_title_gives_no_term(extracted, reads, title):
    # bfb98b62: monthly_fee 10000 (the example's) and response_minutes 15 (the example's, over the operative 30)
    text = WORKED.replace("【计算示例】", title)
    extracted(text, "monthly_fee", None, language="zh")
    reads(text, "response_minutes", 30, language="zh")


@pytest.mark.parametrize("text", ["GPU实例\n\n乙方承诺故障发生后30分钟内响应。\n",
                                  "## 第二条 实例规格\n\n乙方承诺故障发生后30分钟内响应。\n",
                                  "## 第二条 服务\n\n【GPU实例】\n\n乙方承诺故障发生后30分钟内响应。\n",
                                  "## 第二条 服务\n\n【实例1】\n\n乙方承诺故障发生后30分钟内响应。\n",
                                  "## 第二条 服务\n\n【附件三:服务等级】\n\n乙方承诺故障发生后30分钟内响应。\n"])
def test_a_title_holding_example_only_inside_another_word_keeps_its_section(reads, text):
    # a guard (passes on bfb98b62 too): 例 of 实例 heads no example, nor does an annex's title without an example word
    reads(text, "response_minutes", 30, language="zh")


# --- guards: templates read right on bfb98b62 already

def test_hosting_agreement_connectivity_and_whole_month_waived(reads):
    reads(HOSTING, "availability_pct", 99.9, language="zh")
    reads(HOSTING, "credit_tiers", [{"below_pct": 99.9, "credit_pct": 100.0}], language="zh")
    reads(HOSTING, "claim_window_days", None, language="zh")  # a report due 5 days after the outage, no claim window


def test_a_cap_on_a_years_rent_is_no_credit_cap(extracted):
    extracted(YEARLY_CAP, "credit_cap_pct", None, language="zh")


def test_a_price_pages_bracketed_for_example_gives_no_count(extracted):
    extracted(YOVOLE, "gpu_count", None, language="zh")


def test_an_article_on_market_prices_states_no_price(extracted):
    for key in ("price_gpu_hour", "monthly_fee", "gpu_model"):
        extracted(PRICES, key, None, language="zh")
