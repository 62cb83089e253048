"""cr15: a time counted in working days or hours is only the least calendar time it can be.

- "25 business days" is at least 25 calendar days and at most 7/5 of them and a week of public holidays more (42): it
  cannot fail "claim_window_days >= 30" (25 of them may well be 35 days), so the finding is `review`, saying the stretch;
  10 of them come to 21 days at most and still fail it, 30 of them pass it.
- Against a "<=" rule the other way round: "4 business hours" meets "recovery_hours <= 4" only at its least (a night
  and a weekend may fall inside: no most), "10个工作日" may be 21 days against "delivery_days <= 14"; 3 of them are 11
  at most and pass, 15 fail.
- The term says what it is counted in (``counted_in`` in extract's JSON, kept by the audit database).
- "甲方应在故障发生当月结束后7个工作日内提出申请" is a claim window (a request of the month an outage fell in).

The sentences are the test's own, worded as GPU-cloud and colocation contracts word them.
"""

import pytest

from slacheck import api
from tests.conftest import make_document

ZH_HEAD = "# 算力租赁服务协议\n"
EN_HEAD = "# GPU Service Level Agreement\n"


def finding(text: str, rule: str, lang: str):
    return next(f for f in api.check(make_document(text, language=lang), lang=lang).findings if f.rule == rule)


def extracted(text: str, key: str, lang: str):
    return next((t for t in api.extract(make_document(text, language=lang)).terms if t.key == key), None)


# 1. a ">=" rule: a window in working days short of the rule is no fail ------------------------------------------------

SHORT_WINDOWS = [
    (ZH_HEAD + "5.3 服务赔偿申请：甲方须在次月25个工作日内提出申请。\n", "zh", "25天至42天"),
    (EN_HEAD + "5.3 Customer must request a Service Credit within 25 business days after the end of the month.\n", "en",
     "25 days to 42 days"),
]


@pytest.mark.parametrize("text, lang, stretch", SHORT_WINDOWS)
def test_a_window_in_working_days_short_of_the_rule_is_review_not_fail(text, lang, stretch):
    # main: fail ("the claim window is 25 days, below the required 30 days"): 25 business days are 35 days and more
    f = finding(text, "claim-window", lang)
    assert f.status == "review", (f.status, f.reason)
    assert f.value == 25 and stretch in f.reason, f.reason
    assert ("工作时间" in f.reason) if lang == "zh" else ("working time" in f.reason), f.reason


@pytest.mark.parametrize("days, status", [(10, "fail"), (30, "pass")])
def test_a_window_in_working_days_the_whole_stretch_decides_stays_decided(days, status):
    # guard (main decided these too): 10 business days are 21 days at most, still short of 30; 30 of them are 30 at least
    f = finding(EN_HEAD + f"5.3 Customer must request a Service Credit within {days} business days after the end of the "
                "month.\n", "claim-window", "en")
    assert f.status == status, (f.status, f.reason)


# 2. a "<=" rule: a time in working time that meets it only at its least -----------------------------------------------

def test_a_recovery_in_business_hours_meets_a_limit_in_hours_only_at_its_least():
    # main: pass ("4 hours, within 4 hours"): 4 business hours from Friday evening end on Monday
    f = finding(EN_HEAD + "Provider will restore service within 4 business hours.\n", "recovery", "en")
    assert f.status == "review", (f.status, f.reason)
    assert "4 hours or more" in f.reason and "no most" in f.reason, f.reason


def test_a_delivery_in_working_days_that_may_run_past_the_limit_is_review():
    # main: pass ("10 days, within 14 days"): 10 working days are 14 days at the least, 21 at the most
    f = finding(ZH_HEAD + "乙方应在合同签订后10个工作日内交付全部服务器。\n", "delivery", "zh")
    assert f.status == "review", (f.status, f.reason)
    assert "10天至21天" in f.reason and "需人工核算" in f.reason, f.reason


@pytest.mark.parametrize("text, rule, status", [
    # 3 working days are 11 days at most: within 14
    (ZH_HEAD + "乙方应在合同签订后3个工作日内交付全部服务器。\n", "delivery", "pass"),
    # 15 working days are 15 days at least: past 14
    (ZH_HEAD + "乙方应在合同签订后15个工作日内交付全部服务器。\n", "delivery", "fail"),
    # 6 business hours are 6 hours at least: past 4
    (EN_HEAD + "Provider will restore service within 6 business hours.\n", "recovery", "fail"),
])
def test_a_time_in_working_time_its_whole_stretch_decides_stays_decided(text, rule, status):
    # guard (main decided these alike)
    lang = "zh" if text.startswith(ZH_HEAD) else "en"
    f = finding(text, rule, lang)
    assert f.status == status, (f.status, f.reason)


def test_a_time_in_calendar_days_is_decided_as_written():
    # guard (main too): 25 days of the calendar are 25 days, short of 30
    f = finding(EN_HEAD + "5.3 Customer must request a Service Credit within 25 days after the end of the month.\n",
                "claim-window", "en")
    assert f.status == "fail", (f.status, f.reason)


# 3. the term says what it is counted in -----------------------------------------------------------------------------

def test_the_term_says_it_is_counted_in_working_days_or_hours():
    # main: no such field; a user reading extract's JSON could not tell 25 business days from 25 days
    days = extracted(ZH_HEAD + "5.3 服务赔偿申请：甲方须在次月25个工作日内提出申请。\n", "claim_window_days", "zh")
    hours = extracted(EN_HEAD + "Provider will restore service within 4 business hours.\n", "recovery_hours", "en")
    assert days.model_dump(mode="json")["counted_in"] == "working_days", days
    assert hours.model_dump(mode="json")["counted_in"] == "working_hours", hours


def test_a_time_in_calendar_days_says_nothing_of_it():
    # guard (main too): extract's JSON of a calendar time is as it was
    t = extracted(EN_HEAD + "5.3 Customer must request a Service Credit within 25 days after the end of the month.\n",
                  "claim_window_days", "en")
    assert t.value == 25 and "counted_in" not in t.model_dump(mode="json"), t


def test_the_audit_database_keeps_what_a_time_is_counted_in(tmp_path):
    # main: the stored term lost it, and check on the stored terms failed the window
    from slacheck.checklist.engine import evaluate_checklist
    from slacheck.checklist.schema import load_checklist
    from tests.conftest import stored_after_extract

    contract = tmp_path / "sla.txt"
    contract.write_text(ZH_HEAD + "5.3 服务赔偿申请：甲方须在次月25个工作日内提出申请。\n", encoding="utf-8")
    terms = stored_after_extract(contract, tmp_path / "audit.db")
    [window] = [t for t in terms if t.key == "claim_window_days"]
    assert window.counted_in == "working_days"
    [f] = [f for f in evaluate_checklist(load_checklist("gpu-training"), terms, "zh") if f.rule == "claim-window"]
    assert f.status == "review", (f.status, f.reason)


# 4. a request of the month an outage fell in is a claim ------------------------------------------------------------

@pytest.mark.parametrize("text, days", [
    ("5.3 甲方应在故障发生当月结束后7个工作日内提出申请。\n", 7),
    ("5.3 甲方应在故障当月结束后30日内提出申请。\n", 30),
])
def test_a_request_after_the_month_of_an_outage_is_a_claim_window(text, days):
    # main: no claim window (no word of a credit in the sentence)
    t = extracted(ZH_HEAD + text, "claim_window_days", "zh")
    assert t is not None and t.value == days, t


def test_the_working_days_request_after_the_outages_month_is_read_at_its_least():
    # main: no claim window; 7 working days are 17 days at most, short of 30 whatever the calendar: a fail
    text = ZH_HEAD + "5.3 甲方应在故障发生当月结束后7个工作日内提出申请。\n"
    assert extracted(text, "claim_window_days", "zh").counted_in == "working_days"
    f = finding(text, "claim-window", "zh")
    assert f.status == "fail" and f.value == 7, (f.status, f.reason)


@pytest.mark.parametrize("text", [
    "5.3 乙方应在故障发生当月结束后5个工作日内提交故障报告。\n",
    "5.3 甲方应在故障发生当月结束后5日内提交用量确认单。\n",
])
def test_what_else_is_submitted_after_the_outages_month_is_no_claim_window(text):
    # guard (main read none either): a fault report or a usage form is no request for a credit
    assert extracted(ZH_HEAD + text, "claim_window_days", "zh") is None


# 5. a rack's price past an aside set off by commas -------------------------------------------------------------------

COLO_HEAD = "# Colocation Order Form\n"


@pytest.mark.parametrize("text", [
    "Each cabinet, power and cooling included, is $1,400 per month.",
    "Each cabinet, power and cooling included, costs $1,400 a month.",
])
def test_a_racks_price_past_an_aside_in_commas_is_read(text):
    # main: no price_rack_month (the rack's words stand two clauses before the price)
    t = extracted(COLO_HEAD + text + "\n", "price_rack_month", "en")
    assert t is not None and t.value == 1400 and "cabinet" in t.text, t


@pytest.mark.parametrize("text", [
    "A typical full cabinet, power and cooling included, is $1,000 per month.",
    "Each half cabinet, power included, is $650 per month.",
    "Power for each cabinet, metered, is $300 per month.",
])
def test_what_is_no_racks_price_stays_unread_past_an_aside(text):
    # guard (main read none either): a market's usual price, a part of a rack's, the power's
    assert extracted(COLO_HEAD + text + "\n", "price_rack_month", "en") is None


def test_the_most_of_a_working_days_time_is_written_as_a_person_writes_it():
    # 12 working days are at most 12 x 1.4 + 7 = 23.8 calendar days: the finding said 23.799999999999997 (float noise)
    f = finding(ZH_HEAD + "一、乙方应于本协议签署后十二个工作日内完成集群交付。\n", "delivery", "en")
    assert f.status == "review", (f.status, f.reason)
    assert "23.8" in f.explanation and "23.79999" not in f.explanation + f.reason, f.explanation
