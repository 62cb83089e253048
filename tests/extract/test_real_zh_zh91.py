"""Chinese notices and recovery times stated by class of customer or by region read as the English ones do (e123, e125):
"VIP客户…提前5个工作日通知计划维护；其他客户提前24小时" read nothing for the other customers (a class named without "对于"
or "版" was no scope, and the part's trigger "提前" stands before its figure where e125's continued part wants it after);
"华北地区4小时，华东地区6小时，海外节点8小时" read the first region's 4 hours for every server, where the weakest region's
8 is the term and each region stands beside it (evidence.yaml ``scopes.places``).

Each positive has a paraphrase and a near miss beside it.
"""

import pytest

from tests.conftest import checked_finding, extracted_term


def by_scope(t) -> set:
    return {(t.value, t.scope)} | {(a.value, a.scope) for a in t.conflicting}


# --- 1. a maintenance notice by class of customer -----------------------------------------------------------------------

VIP = "对于VIP客户，乙方应提前5个工作日通知计划维护；其他客户提前24小时。"


def test_a_notice_by_class_reads_each_class():
    t = extracted_term(VIP, "maintenance_notice_hours", 120, language="zh")
    assert t.conflict_kind == "scoped"
    assert by_scope(t) == {(120, "VIP客户"), (24, "其他客户")}


def test_a_notice_by_class_is_reviewed_naming_each_class():
    found = checked_finding(VIP, "maintenance-notice", language="zh")
    assert (found.status, found.conflict_kind) == ("review", "scoped"), found.reason
    assert "VIP客户" in found.reason and "其他客户" in found.reason


@pytest.mark.parametrize("text, expected", [
    # paraphrased: no "对于", the ordinary customers, the notice verb after the figure
    ("VIP客户提前5个工作日通知计划维护；普通客户提前24小时通知。", {(120, "VIP客户"), (24, "普通客户")}),
    # ... editions (read so on main too, e125's rule: kept as it was)
    ("企业版客户提前7天通知计划维护；标准版客户提前48小时通知。", {(168, "企业版"), (48, "标准版")}),
])
def test_a_notice_by_class_paraphrased(text, expected):
    t = extracted_term(text, "maintenance_notice_hours", max(v for v, _ in expected), language="zh")
    assert t.conflict_kind == "scoped" and by_scope(t) == expected


@pytest.mark.parametrize("text", [
    # guards (pass on main too): a notice alone ...
    "计划维护应提前72小时通知。",
    # ... a second part naming another thing its notice is for ...
    "VIP客户提前3天通知计划维护；普通客户提前30天通知价格调整。",
    # ... or naming no class of its own
    "VIP客户提前3天通知计划维护；价格调整提前30天通知。",
])
def test_no_class_notice(text):
    t = extracted_term(text, "maintenance_notice_hours", 72, language="zh")
    assert (t.value, t.scope, t.conflict_kind) == (72, None, None)


# --- 2. a recovery or response time by region ---------------------------------------------------------------------------

BY_REGION = "硬件故障更换时间：华北地区4小时，华东地区6小时，海外节点8小时。"


def test_a_repair_time_by_region_is_the_weakest_with_each_region_beside_it():
    t = extracted_term(BY_REGION, "recovery_hours", 8, language="zh")
    assert t.conflict_kind == "scoped"
    assert {(v, s.split(": ")[-1]) for v, s in by_scope(t)} == {(4, "华北地区"), (6, "华东地区"), (8, "海外节点")}


@pytest.mark.parametrize("text, key, expected", [
    # paraphrased: each region's own clause
    ("华北地区4小时内更换故障硬件，华东地区6小时内更换故障硬件。", "recovery_hours", {(4, "华北地区"), (6, "华东地区")}),
    # ... cities listed together, then the other cities: the response time the other cities'
    ("北京、上海机房2小时内到场，其他城市4小时内到场。", "response_minutes", {(120, "北京、上海机房"), (240, "其他城市")}),
])
def test_a_time_by_region_paraphrased(text, key, expected):
    weakest = max(v for v, _ in expected)
    t = extracted_term(text, key, weakest, language="zh")
    assert t.conflict_kind == "scoped" and by_scope(t) == expected


@pytest.mark.parametrize("text, key, value", [
    # guards (pass on main too): a single region named once is no scope
    ("华北地区机房的故障硬件4小时内更换。", "recovery_hours", 4),
    ("华北地区机房发生故障的，乙方2小时内到场。", "response_minutes", 120),
])
def test_a_single_region_is_no_scope(text, key, value):
    t = extracted_term(text, key, value, language="zh")
    assert (t.value, t.scope, t.conflict_kind) == (value, None, None)
