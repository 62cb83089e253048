"""zh77 (session 43): Chinese (and one English) misses left by zh76 / cr15.

1. A time in working hours ("乙方应在4个工作小时内响应"): 工作小时 was no unit, so nothing was read. It is now read at its
   least (4 hours, 240 minutes), counted in working hours (``counted_in``), so a "<=" rule it meets only at its least
   goes to review, as "4 business hours" does.
2. A heading says what a clause under it is about: "## 第五条 服务赔偿" (or "五、服务赔偿", or "## 5. Service Credits") over
   "5.3 甲方应在当月结束后30日内提出申请" is the window to claim a credit; nothing was read, the clause's own words naming no
   credit (claim_window_days' ``heading_requires``). A heading of the service level alone, or a payment under the credits
   heading, still gives no window.
3. A tender's scoring table whose points sit only in a column of their own ("| 序号 | 项目 | 要求 | 分值 |" over "| 1 | 服务可用性 |
   承诺服务可用性≥99.99% | 5 |"), with neither a scoring heading nor 评分 in its header, was read as commitments (99.99 in
   conflict with the level required, a 10-minute response). A table with a column of points is now a scoring table
   (``score_columns``); a contract's assessment of its service (考核, 扣2分) stays read.

The sentences are the test's own, worded as Chinese GPU-cloud and colocation contracts word them.
"""

import pytest

from slacheck import api
from tests.conftest import make_document

ZH_HEAD = "# 算力租赁服务协议\n"


def terms(text: str, lang: str = "zh") -> dict:
    return {t.key: t for t in api.extract(make_document(text, language=lang)).terms}


def finding(text: str, rule: str, lang: str = "zh"):
    return next(f for f in api.check(make_document(text, language=lang), lang=lang).findings if f.rule == rule)


# 1. working hours ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["七、服务响应\n乙方应在4个工作小时内响应甲方的故障报修。\n",
                                  "七、服务响应\n接到甲方报修后，乙方应在4工作小时内响应。\n"])
def test_a_response_in_working_hours_is_read_at_its_least(text):
    # ff91c32b: no response time at all (工作小时 no unit)
    term = terms(ZH_HEAD + text).get("response_minutes")
    assert term is not None and term.value == 240 and term.counted_in == "working_hours", term


def test_a_repair_in_working_hours_meets_a_limit_in_hours_only_at_its_least():
    # ff91c32b: recovery missing (nothing read); 4 working hours from Friday evening end on Monday
    text = ZH_HEAD + "七、故障处理\n乙方应在接到报修后4个工作小时内修复故障。\n"
    term = terms(text).get("recovery_hours")
    assert term is not None and term.value == 4 and term.counted_in == "working_hours", term
    f = finding(text, "recovery")
    assert f.status == "review" and "需人工核算" in f.reason, (f.status, f.reason)


# 2. a credits heading over the claim clause ---------------------------------------------------------------------------

@pytest.mark.parametrize("text, lang", [
    ("## 第五条 服务赔偿\n5.3 甲方应在当月结束后30日内提出申请。\n", "zh"),
    ("五、服务赔偿\n5.1 乙方未达到服务可用性承诺的，按本条赔偿。\n5.3 甲方应在当月结束后30日内提出申请。\n", "zh"),
    ("## 5. Service Credits\n5.3 Customer must request within 30 days after the end of the month.\n", "en"),
])
def test_a_credits_heading_names_what_the_clause_under_it_asks_for(text, lang):
    # ff91c32b: no claim window (the clause's own words name no credit)
    term = terms(text, lang).get("claim_window_days")
    assert term is not None and term.value == 30, term


@pytest.mark.parametrize("text, lang", [
    ("## 第五条 服务等级\n5.3 甲方应在当月结束后30日内提出申请。\n", "zh"),
    ("## 第五条 服务赔偿\n5.4 甲方应在收到发票后30日内付款。\n", "zh"),
    ("## 第五条 服务赔偿\n5.3 乙方应在收到申请后30日内完成审核。\n", "zh"),
    ("## 5. Service Credits\n5.4 Customer must pay each invoice within 30 days.\n", "en"),
    ("## 5. Service Credits\nCredits are set out below.\n## 6. Disputes\n6.1 Customer must notify Provider within 30 days.\n",
     "en"),
])
def test_no_window_without_a_credits_heading_or_from_a_payment_under_one(text, lang):
    # guard (ff91c32b read none of these either)
    assert "claim_window_days" not in terms(text, lang)


# 3. a column of points ------------------------------------------------------------------------------------------------

REQUIREMENTS = "三、服务要求\n乙方承诺服务可用性不低于99.9%，故障响应时间不超过30分钟。\n\n"


@pytest.mark.parametrize("column, points", [("分值", ("5", "5")), ("得分", ("5分", "3分")), ("分值", ("0-5", "0-5")),
                                            ("分值", ("5分（满分）", "3分（满分）"))])
def test_a_table_with_a_column_of_points_is_a_scoring_table(column, points):
    # ff91c32b: availability 99.9 in conflict with the scored 99.99 (0.5), response 10 minutes (the scored offer)
    text = (REQUIREMENTS + f"四、服务能力\n\n| 序号 | 项目 | 要求 | {column} |\n|---|---|---|---|\n"
            f"| 1 | 服务可用性 | 承诺服务可用性≥99.99% | {points[0]} |\n| 2 | 故障响应时间 | ≤10分钟 | {points[1]} |\n")
    read = terms(text)
    assert read["availability_pct"].value == 99.9 and not read["availability_pct"].conflict, read["availability_pct"]
    assert read["response_minutes"].value == 30, read["response_minutes"]


@pytest.mark.parametrize("table", [
    "| 序号 | 考核项 | 标准 | 分值 |\n|---|---|---|---|\n| 1 | 服务可用性 | 服务可用性≥99.95% | 5 |\n"
    "| 2 | 故障响应时间 | ≤15分钟 | 3 |\n",
    "| 序号 | 服务指标 | 标准 | 得分 |\n|---|---|---|---|\n| 1 | 服务可用性 | 服务可用性≥99.95%，未达标扣5分 | 5 |\n"
    "| 2 | 故障响应时间 | ≤15分钟，超时扣3分 | 3 |\n",
])
def test_an_assessment_table_with_points_stays_read(table):
    # guard (ff91c32b read these too): a contract's own assessment of its service, points taken off its fee
    read = terms("第八条 服务考核\n" + table)
    assert read["availability_pct"].value == 99.95 and read["response_minutes"].value == 15, read
