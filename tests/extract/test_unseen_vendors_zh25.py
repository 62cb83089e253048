"""Chinese wordings main misread, from session 30's follow-ups to real pages: an article's lead-in that states what a
reader should define or require, over a run-on list of items after semicolons ("响应时间应分级定义：P1(紧急)应在15分钟内
响应；P2(重要)…"), and a per-minute charge stated as a formula ("费用 = 单价/60 × 运行时长(分钟)") or as the count of
minutes used ("按实际使用分钟数结算").

Each positive stands beside a near miss: the same words where they are a term, which must read as before.
"""

import pytest


@pytest.mark.parametrize("text", [
    # the lead-in's advice covers every item of its run-on list, as it covers the first
    "响应时间应分级定义：P1(紧急)应在15分钟内响应；P2(重要)应在30分钟内响应；P3(一般)可在24小时内响应。",
    "合同应要求：P1(紧急)应在15分钟内响应；P2(重要)应在30分钟内响应；P3(一般)可在24小时内响应。",
    "需约定响应时间：P1(紧急)应在15分钟内响应；P2(重要)应在30分钟内响应。",
    # ... its items on lines of their own after the first
    "合同需明确：P1(紧急)应在15分钟内响应；\nP2(重要)应在30分钟内响应；\nP3(一般)可在24小时内响应。",
    # ... or in paragraphs of their own, marked alike (a page's list saved as text)
    "合同需明确：\n\nP1(紧急)应在15分钟内响应；\n\nP2(重要)应在30分钟内响应。\n",
    "响应时间应分级定义：\n\n- P1应在15分钟内响应；\n\n- P2应在30分钟内响应；\n\n- P3可在24小时内响应。\n",
    # ... and a lead-in in a later clause of its sentence
    "为保障业务连续性，合同需明确：P1应在15分钟内响应；P2应在30分钟内响应。",
    # ... and what a reader should require of a provider
    "选择IDC时，应要求服务商承诺：P1故障15分钟内响应；P2故障30分钟内响应。",
])
def test_an_advice_lead_in_covers_every_item_of_its_run_on_list(reads, text):
    reads(text, "response_minutes", None, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a party's own duty, item by item, still reads
    ("乙方应在15分钟内响应；重大故障应在30分钟内响应。", 15),
    # ... and so does the contract's own clause after the advice's list has ended
    ("合同需明确：P1应在15分钟内响应；P2应在30分钟内响应。乙方承诺故障30分钟内响应。", 30),
    ("合同需明确：P1应在15分钟内响应；P2应在30分钟内响应。\n\n乙方承诺故障10分钟内响应。", 10),
    # ... and a paragraph after the list's last item that is no item marked as the ones before it, or under a heading
    ("合同需明确：\n\nP1应在15分钟内响应；\n\nP2应在30分钟内响应；\n\n乙方承诺故障10分钟内响应。\n", 10),
    ("合同需明确：P1应在15分钟内响应；P2应在30分钟内响应；\n\n2. 乙方故障10分钟内响应。\n", 10),
    ("合同需明确：\n\nP1应在15分钟内响应；\n\n## 服务承诺\n\n乙方故障10分钟内响应；\n", 10),
    # ... and a contract's definitions, lead-in to a list, are no advice
    ("故障等级定义如下：P1(紧急)故障15分钟内响应；P2(重要)故障30分钟内响应。", 15),
])
def test_a_partys_own_run_on_clauses_still_read(reads, text, expected):
    reads(text, "response_minutes", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a formula that divides an hourly price into minutes and multiplies by the minutes run: billed by the minute
    ("费用 = 单价/60 × 运行时长(分钟)", 1),
    ("GPU实例费用 = 小时单价 ÷ 60 × 使用时长(分钟)。", 1),
    ("费用 = 运行时长(分钟) × 小时价格/60", 1),
    # ... or multiplies a price per minute by the minutes used (a cloud's pay-as-you-go formula, in a table's cell too)
    ("账单金额 = 节点规格单价(CNY/分钟)× 购买数量 × 使用时长(分钟)", 1),
    ("费用 = 使用时长（分钟）× 单价（元/分钟）", 1),
    ("| 计费项 | 计费方式 | 计费公式 |\n|---|---|---|\n| 算力节点 | 按量付费 | 账单金额 = 节点规格单价(CNY/分钟)× 购买数量 × 使用时长(分钟) |", 1),
    # ... or the count of minutes used
    ("按实际使用分钟数结算。", 1),
    ("GPU服务器按使用分钟数计费。", 1),
    # ... while a charge per 60 minutes, a charge for every 60 minutes, and a part hour billed whole are hourly or none
    ("费用 = 单价/600 × 运行时长(分钟)", None),
    ("价格：10元/60分钟。", None),
    ("不足一小时按一小时计费。", 60),
    # ... and a credit worked out from the minutes of downtime is no charge at all
    ("赔偿金额 = 不可用时长(分钟) × 月费/43200", None),
    ("按小时计费，每60分钟扣费一次，不足一小时按一小时计。", 60),
])
def test_a_per_minute_formula_bills_by_the_minute(reads, text, expected):
    reads(text, "billing_minutes", expected, language="zh")


LEASE = "{title}\n\n一、服务等级\n\n网络可用性不低于99.9%,故障15分钟内响应。{tail}\n"


@pytest.mark.parametrize("title", ["服务器租用合同核心条款深度解析", "GPU租赁协议条款详解", "服務器租用合同核心條款深度解析",
                                   "算力租赁合同条款全面解读"])
def test_an_analysis_of_clauses_with_a_word_between_covers_the_document(reads, title):
    # an article analysing a kind of contract's clauses, a word between ("核心条款深度解析", a server-lease article) or
    # explained in detail ("条款详解"): what such clauses hold, no contract's own
    reads(LEASE.format(title=title, tail=""), "response_minutes", None, language="zh")


def test_a_contracts_own_words_on_reading_its_clauses_are_no_title(reads):
    # a dispute over how the clauses read is the contract's own clause, under the contract's own title
    reads(LEASE.format(title="GPU租赁协议", tail="双方对本协议条款的解读发生争议的,协商解决。"), "response_minutes", 15,
          language="zh")


@pytest.mark.parametrize("text, expected", [
    # a fault of a grade or of a part cleared within a time (an operations vendor's on-site service: "在1小时内排除普通
    # 故障,2小时内排除较大故障,4小时内排除重大故障,24小时内排除特大故障")
    ("乙方应在4小时内排除硬件故障。", 4),
    ("驻场工程师在2小时内排除重大故障。", 2),
    # ... while faults excluded from a reckoning are no repair time
    ("可用性计算排除因甲方原因导致的故障,每月不超过4小时。", None),
])
def test_a_fault_of_a_grade_cleared_within_a_time_is_a_recovery_time(reads, text, expected):
    reads(text, "recovery_hours", expected, language="zh")
