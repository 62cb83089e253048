"""zh65: Chinese wordings session 39 found and left (each seen in a real document or a close variant).

Every text is our own wording unless a source is named.
"""

import pytest

from slacheck import api
from slacheck.extract.pipeline import extract_terms
from tests.conftest import make_document


def term(text: str, key: str, language: str = "zh"):
    return {t.key: t for t in extract_terms(make_document(text, language=language))}.get(key)


def by_scope(t) -> set:
    return {(t.value, t.scope)} | {(a.value, a.scope) for a in t.conflicting}


# 1. an availability written as "SLA 99.99%" after the name of what it covers (JD Cloud's IP高防 SLA writes
# "防护系统SLA 99.99%" beside "清洗防护效果可用性95%以上")
@pytest.mark.parametrize("text", [
    "IP高防防护系统SLA 99.99%。",
    "防护系统SLA 99.99%，清洗防护效果可用性95%以上。",
])
def test_sla_right_before_a_figure_is_the_availability(reads, text):
    # main read nothing
    reads(text, "availability_pct", 99.99, language="zh")


def test_sla_apart_from_its_figure_names_no_availability(extracted):
    # guard (main read nothing too): "SLA" with words between it and a percentage names no level
    extracted("未达到SLA的，赔偿月费的10%。", "availability_pct", None, language="zh")


# 2. measures listed before 分别/依次 take the figures in their order: the data's durability is no availability
@pytest.mark.parametrize("text", [
    "数据持久性和服务可用性分别为99.9999%和99.95%。",
    "Elasticsearch的数据持久性、服务可用性依次为99.9999%、99.95%。",
])
def test_durability_listed_first_is_not_the_availability(text):
    # main read 99.9999 (the durability) as the availability
    t = term(text, "availability_pct")
    assert t is not None
    assert (t.value, t.conflict) == (99.95, False)


def test_availability_listed_first_keeps_its_figure(reads):
    # guard (main read this too)
    reads("服务可用性及数据持久性分别不低于99.95%和99.9999%。", "availability_pct", 99.95, language="zh")


# 3. "对于X用户，…": each class of customer's own level, as "for X customers" is in English (e87)
@pytest.mark.parametrize("text, language, key, expected", [
    ("对于企业版用户，月度服务可用性不低于99.9%；对于标准版用户，月度服务可用性不低于99.5%。", "zh", "availability_pct",
     {(99.9, "企业版用户"), (99.5, "标准版用户")}),
    ("对于VIP客户，故障响应时间为15分钟；对于普通客户，故障响应时间为30分钟。", "zh", "response_minutes",
     {(15, "VIP客户"), (30, "普通客户")}),
    # ... and the English part that opens the sentence with a capital ("For")
    ("For Enterprise customers, the monthly uptime is at least 99.9%; for Standard customers, the monthly uptime is at "
     "least 99.5%.", "en", "availability_pct", {(99.9, "Enterprise customers"), (99.5, "Standard customers")}),
])
def test_a_level_for_a_class_of_customer_is_scoped(text, language, key, expected):
    # main: 'alternatives' (zh) or 'contradiction' (en), no scope named
    t = term(text, key, language)
    assert t is not None
    assert t.conflict_kind == "scoped", (t.value, t.conflict_kind)
    assert by_scope(t) == expected


# 4. a list of plans after a colon: each plan's figure, never the first alone
@pytest.mark.parametrize("text, key, expected", [
    ("响应时间：标准版套餐4小时，企业版套餐2小时。", "response_minutes", {(240, "标准版套餐"), (120, "企业版套餐")}),
    ("故障修复时间：标准版4小时；企业版2小时。", "recovery_hours", {(4, "标准版"), (2, "企业版")}),
    ("服务可用性：企业版：99.95%；标准版：99.9%。", "availability_pct", {(99.95, "企业版"), (99.9, "标准版")}),
])
def test_a_list_of_plans_after_a_colon_reads_each_plans_figure(text, key, expected):
    # main read the first plan's figure alone (4 hours for every customer) or 99.95 alone
    t = term(text, key)
    assert t is not None
    assert t.conflict_kind == "scoped", (t.value, t.conflict_kind)
    assert by_scope(t) == expected


def test_the_review_names_each_plans_response_time():
    # main: 4 hours (240 minutes) for every plan, no review
    f = next(f for f in api.check(make_document("故障修复时间：标准版4小时；企业版2小时。"), lang="zh").findings
             if f.rule == "recovery")
    assert (f.status, f.conflict_kind) == ("review", "scoped"), f.reason
    assert "“标准版”为4小时" in f.reason and "“企业版”为2小时" in f.reason, f.reason


def test_one_plans_figure_alone_stays_the_term(reads):
    # guard (main read this too)
    reads("响应时间：标准版套餐4小时。", "response_minutes", 240, language="zh")


# 5. a phase of a campus is no place
@pytest.mark.parametrize("text, site", [
    ("机房位于北京二期园区。", "北京"),
    ("机房位于上海临港二期园区。", "临港"),
    ("乙方数据中心位于贵州省贵安新区三期园区。", "贵安"),
])
def test_a_phase_label_is_no_site(reads, text, site):
    # main read "二期", "临港二期", "三期"
    t = reads(text, "location", site, language="zh")
    assert text[t.start:t.end] == site


def test_a_campus_named_by_its_place_still_reads(reads):
    # guard (main read this too)
    reads("机房位于苏州工业园区。", "location", "苏州", language="zh")


# 6. a backup or disaster-recovery site is no location (en.yaml's backup_roles)
@pytest.mark.parametrize("text, site", [
    ("主机房位于北京，灾备机房位于上海。", "北京"),
    ("主机房位于北京，备用机房位于上海。", "北京"),
    ("资源部署于上海，异地灾备机房位于贵阳。", "上海"),
])
def test_the_backup_site_does_not_contradict_the_site(text, site):
    # main: the backup's city in conflict with the site
    t = term(text, "location")
    assert t is not None
    assert (t.value, t.conflict) == (site, False)


def test_a_backup_site_alone_is_no_location(extracted):
    # main read 上海
    extracted("备用机房位于上海。", "location", None, language="zh")


# 7. the end of the second billing cycle as the claim window (en.yaml's "end of the second billing cycle")
@pytest.mark.parametrize("text, days", [
    ("甲方应在故障发生月份之后的第二个账单周期结束前提出赔偿申请。", 60),
    ("甲方应在故障发生当月后的第二个账单周期结束前提出索赔，逾期视为放弃。", 60),
    # ... counted from nothing named: the earlier deadline, one month after the month
    ("赔偿申请须在第二个账单周期结束前提交。", 30),
])
def test_the_second_billing_cycle_is_the_claim_window(reads, text, days):
    # main read nothing
    reads(text, "claim_window_days", days, language="zh")


@pytest.mark.parametrize("text", [
    # guard (main read nothing too): the provider's time after it receives a claim is no window to file one
    "乙方将在收到赔偿申请后的第二个账单周期结束前发放代金券。",
    "服务抵扣金额将在甲方提出申请后的第二个账单周期中抵扣。",
])
def test_the_providers_time_to_apply_credits_is_no_claim_window(extracted, text):
    extracted(text, "claim_window_days", None, language="zh")


@pytest.mark.parametrize("text", [
    "乙方收到申请后将于次月底前完成赔偿。",
    "乙方在收到甲方赔偿申请后，于次月底前完成赔偿。",
])
def test_next_months_end_after_the_providers_receipt_is_no_claim_window(extracted, text):
    # main read 30 days: the provider's time to pay a claim it has received, no window to file one
    extracted(text, "claim_window_days", None, language="zh")
