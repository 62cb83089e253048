"""Chinese compute and machine-room procurement documents read by zh76 (session 43): a tender's scoring rule is no
commitment. "服务可用性达到99.99%得5分" says what a bidder's offer would score, not what anyone promised; bfb98b62 read
it as the availability (99.99, firm, or in conflict with the level the requirements state), and so a scored response
time, delivery time, card count or rack power. A sentence that awards points (得5分, 计3分, 加1分, 不得分, an item's
"(10分)" after its label) and the section under a heading that names the scoring (评分标准, 评标办法, 评审因素) now give
no value at all, as a survey of other providers does; a contract's own assessment of the service (考核评分表, 扣2分)
stays read.

A level in a row beside the hours of service ("7×24小时运维") was missed, its × taken for a formula's. Two wrong values
from real procurement notices too: round-the-clock duty ("24小时值班和故障零配件免费更换及维修服务")
read as a 24-hour repair time, and a public buyer named under its head office ("国家税务总局石嘴山市税务局") cut at the
head office's 局.
"""

import pytest

from slacheck import api

# --- a tender's scoring (no vendor's: the forms a scoring table, a scoring list and a scored item take in a compute
# tender's 采购文件; a real one's wording, "有独立的中心机房…得 1 分,否则不得分", zjtcn.com/zhishi/sgzcbtjzz)

REQUIREMENTS = "三、服务要求\n乙方承诺服务可用性不低于99.9%，交付期限为30日，故障响应时间不超过30分钟。\n\n"

SCORED_TABLE = (REQUIREMENTS + "四、评审\n\n| 评分项 | 评分内容 | 分值 |\n|---|---|---|\n"
                "| 服务可用性 | 承诺服务可用性不低于99.99%的得5分，不低于99.95%的得3分，其他不得分 | 5 |\n"
                "| 故障响应 | 承诺15分钟内响应的得5分 | 5 |\n"
                "| 算力规模 | 提供H800 GPU卡不少于256张的得10分 | 10 |\n")

SCORED_LINES = ("评审因素\n服务可用性达到99.99%得5分，达到99.9%得3分。\n故障响应时间10分钟内得5分，1小时内得3分。\n"
                "承诺免费提供GPU卡数量128张以上的得10分。\n投标人承诺交付期限不超过10日的，得5分。\n单机柜功率不低于40kW的得3分。\n")

BRACKETED_POINTS = ("1. 服务可用性(5分):投标人承诺服务可用性不低于99.99%。\n2. 故障响应(满分5分):承诺故障响应时间不超过10分钟。\n"
                    "3. 交付能力（10分）：投标人承诺在合同签订后10日内完成交付。\n\n" + REQUIREMENTS)

SCORING_SECTION = ("第三章 采购需求\n" + REQUIREMENTS + "四、评分标准\n1. 服务可用性\n投标人承诺服务可用性不低于99.99%。\n"
                   "2. 故障响应\n承诺故障响应时间不超过10分钟。\n3. 交付\n承诺10日内完成交付。\n五、合同条款\n合同期12个月。\n")

# ... a table whose header names the scoring, its points in a column of their own and no heading over it
SCORING_COLUMNS = (REQUIREMENTS + "| 序号 | 评分因素 | 评分标准 | 分值 |\n|---|---|---|---|\n"
                   "| 1 | 服务可用性 | 承诺服务可用性≥99.99% | 5分 |\n| 2 | 故障响应时间 | ≤10分钟 | 5分 |\n"
                   "| 3 | 交付周期 | 合同签订后10日内交付 | 5分 |\n")


@pytest.mark.parametrize("text", [SCORED_TABLE, BRACKETED_POINTS, SCORING_SECTION, SCORING_COLUMNS])
def test_a_scored_offer_is_not_the_committed_level(reads, text):
    # bfb98b62: availability 99.99 or 99.9 in conflict with it, response 10 or 15 minutes, delivery 10 days, 256 H800s
    reads(text, "availability_pct", 99.9, language="zh")
    reads(text, "response_minutes", 30, language="zh")
    reads(text, "delivery_days", 30, language="zh")
    reads(text, "gpu_count", None, language="zh")
    reads(text, "gpu_model", None, language="zh")


def test_the_committed_level_is_firm_beside_a_scoring_table(extracted):
    # bfb98b62: 99.9 in conflict with the scored 99.99 (0.5)
    term = extracted(BRACKETED_POINTS, "availability_pct", 99.9, language="zh")
    assert not term.conflict and term.confidence >= 0.9


@pytest.mark.parametrize("key", ["availability_pct", "response_minutes", "gpu_count", "delivery_days", "rack_power_kw"])
def test_scoring_lines_state_no_term(reads, key):
    # bfb98b62: 99.99, 10 minutes, 128 cards, 10 days, 40 kW
    reads(SCORED_LINES, key, None, language="zh")


@pytest.mark.parametrize("rule", ["availability", "delivery", "rack-power"])
def test_a_scored_level_meets_no_requirement(doc_from_text, rule):
    # bfb98b62: pass ("月可用性为99.99%，不低于99.5%", "交付周期为10天", "单柜功率为40千瓦"), as if the provider had promised
    # what a bid would score; the reviewer is now told the contract states none
    result = api.check(doc_from_text(SCORED_LINES, language="zh"))
    [finding] = [f for f in result.findings if f.rule == rule]
    assert finding.status == "missing"


# guards (pass on bfb98b62 too): a contract's own assessment of the service deducts points and is read; minutes counted
# are no score
ASSESSMENT = ("六、服务考核评分标准\n乙方承诺故障响应时间不超过30分钟，每月考核，未按时响应的每次扣2分。\n"
              "服务可用性不低于99.9%，每降低0.1个百分点扣1分。\n")


def test_an_assessment_of_the_service_stays_read(reads):
    reads(ASSESSMENT, "response_minutes", 30, language="zh")
    reads(ASSESSMENT, "availability_pct", 99.9, language="zh")


def test_an_assessment_table_stays_read(reads):
    # a table of the service's monthly assessment, its header naming 评分标准 beside 考核 (as "序号 考核事项 考核内容 评分标准",
    # a video-surveillance operations contract's 日常考核评分表, m.taowenge.com/p-73715877.html)
    text = ("| 序号 | 考核事项 | 考核内容 | 评分标准 |\n|---|---|---|---|\n"
            "| 1 | 故障响应时间 | 15分钟内响应 | 超时每次扣1分 |\n")
    reads(text, "response_minutes", 15, language="zh")


# --- the hours of service are no formula (no vendor's: an award notice's table of the service, as compute tenders' 主要标的
#信息 lists it): bfb98b62 read no level in a row whose "7×24" it took for a multiplication
AWARD_ROW = ("| 名称 | 服务范围 | 服务要求 | 服务时间 | 服务标准 |\n|---|---|---|---|---|\n"
             "| GPU算力服务 | 提供8台A800 8卡服务器算力 | 7×24小时运维 | 12个月 | 可用性不低于99.9% |\n")


def test_a_level_beside_the_hours_of_service_is_read(reads):
    reads(AWARD_ROW, "availability_pct", 99.9, language="zh")
    reads(AWARD_ROW, "term_months", 12, language="zh")  # (a guard: read on bfb98b62 too)


# --- round-the-clock duty is no repair time: 国家税务总局江西省税务局机房基础环境设施运维项目采购需求书
# (https://m.bidcenter.com.cn/newsrili-1-236232164.html)
JIANGXI = ("| 3 | 项目采购 内容 | 服务内容:提供省局3个数据处理中心机房内基础环境及部分硬件设施日常监控运维、24小时值班和故障零配件免费"
           "更换及维修服务。 |\n| 4 | 项目实施 时间 | 合同签订之日起一年 |\n")


def test_duty_round_the_clock_is_no_recovery_time(reads):
    # bfb98b62: recovery_hours 24
    reads(JIANGXI, "recovery_hours", None, language="zh")
    reads("乙方提供7×24小时值守，故障在4小时内修复。\n", "recovery_hours", 4, language="zh")  # (a guard)


# --- a public buyer under its head office: 国家税务总局石嘴山市税务局核心机房改造工程招标文件
# (https://lawinsider.com/zh/contracts/klHYzbl0N3r)
SHIZUISHAN = ("国家税务总局石嘴山市税务局核心机房改造工程\n招 标 文 件\n编号:SZSSSWJ-2021-04\n"
              "采购单位: 国家税务总局石嘴山市税务局\n二O二一年十一月\n")


@pytest.mark.parametrize("text, name", [
    (SHIZUISHAN, "国家税务总局石嘴山市税务局"),
    ("甲方:上海市公安局浦东分局\n乙方:上海云算科技有限公司\n", "上海市公安局浦东分局"),
])
def test_a_public_buyer_is_named_to_its_own_office(reads, text, name):
    # bfb98b62: 国家税务总局, 上海市公安局 (the head office)
    reads(text, "customer", name, language="zh")


def test_a_bureau_named_alone_stays_whole(reads):
    # (a guard: bfb98b62 read it so) 采购人名称：长沙市芙蓉区数据局, its address after a comma
    reads("采购人名称：长沙市芙蓉区数据局，地址：长沙市芙蓉区\n", "customer", "长沙市芙蓉区数据局", language="zh")


# --- a response in working days is read at its least, as derived, as en.yaml reads "within 4 business hours" (no
# vendor's: a compute tender's service requirement)
def test_a_response_in_working_days_is_derived(extracted):
    # bfb98b62: 1440, operative (0.9), as if the calendar made no weekend
    term = extracted("服务响应：接到故障报修后1个工作日内响应，3个工作日内修复。\n", "response_minutes", 1440, language="zh")
    assert term.value == 1440 and term.evidence_kind == "derived"


def test_a_stated_response_beside_a_working_day_one_stands(reads):
    # (a guard: bfb98b62 read it so) the P1 response in minutes is the term
    reads("P1故障15分钟内响应；P3故障1个工作日内响应。\n", "response_minutes", 15, language="zh")


# --- a credit per step below the level, written 每低 (no vendor's: a compute tender's penalty clause)
PER_STEP = "三、违约责任\n服务可用性低于99.9%的，每低0.1%扣减当月服务费的5%，扣减总额不超过当月服务费的30%。\n"


def test_a_credit_per_step_written_mei_di_is_no_tier(reads):
    # bfb98b62: credit_tiers [{below 99.9, credit 0.1}], the step read as the credit
    reads(PER_STEP, "credit_tiers", None, language="zh")
    reads(PER_STEP, "credit_cap_pct", 30, language="zh")  # (a guard: read on bfb98b62 too)

