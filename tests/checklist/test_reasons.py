"""Reasons as sentences a reviewer reads: labels, units and values as people write them."""

from __future__ import annotations

import re

import pytest

from slacheck.checklist.engine import evaluate_checklist
from slacheck.checklist.reasons import value_text, words
from slacheck.checklist.schema import load_checklist, parse_checklist
from slacheck.models import Alternative, TERM_KEYS, Term

GPU_TRAINING = load_checklist("gpu-training")
CODE_SPEAK = re.compile(r"[a-z]+_[a-z_]+|\(page \d+\)|\bis not [<>=!]|[<>]=?|==|!=|\[\{|\bentries\b|True|False|None")


def term(key, value, page=1, **extra) -> Term:
    text = f"{key} {value}"
    return Term(key=key, value=value, text=text, page=page, start=0, end=len(text), **extra)


def reasons(terms, lang, checklist=GPU_TRAINING):
    return {f.rule: f.reason for f in evaluate_checklist(checklist, terms, lang)}


TIERS = [{"below_pct": 99.9, "credit_pct": 10}, {"below_pct": 99.5, "credit_pct": 25}, {"below_pct": 99, "credit_pct": 50}]


@pytest.mark.parametrize("key, value, lang, expected", [
    ("credit_tiers", TIERS, "zh", "三档：低于99.9%赔10%，低于99.5%赔25%，低于99%赔50%"),
    ("credit_tiers", TIERS, "en", "three tiers: 10% below 99.9%, 25% below 99.5%, 50% below 99%"),
    ("credit_tiers", TIERS[:2], "zh", "两档：低于99.9%赔10%，低于99.5%赔25%"),
    ("rack_power_kw", 20.0, "zh", "20千瓦"),
    ("rack_power_kw", 20.0, "en", "20 kW"),
    ("monthly_fee", 184800.0, "en", "184,800"),
    ("gpu_count", 2048, "zh", "2048张"),
    ("maintenance_notice_hours", 72, "zh", "72小时"),
    ("delivery_days", 1, "en", "1 day"),
    ("credit_cap_pct", 50, "zh", "月费的50%"),
    ("interconnect", "ethernet", "zh", "以太网"),
    ("tenant_isolation", "dedicated", "en", "dedicated hardware"),
    ("monitoring", True, "zh", "有"),
    ("location", "临港", "en", "临港"),
])
def test_values_as_people_write_them(key, value, lang, expected):
    assert value_text(key, value, lang) == expected


@pytest.mark.parametrize("terms, rule, lang, expected", [
    ([term("rack_power_kw", 15)], "rack-power", "zh", "不符合要求：单柜功率为15千瓦，低于要求的20千瓦。"),
    ([term("rack_power_kw", 15)], "rack-power", "en",
     "Does not meet the requirement: the rack power is 15 kW, below the required 20 kW."),
    ([term("delivery_days", 110)], "delivery", "zh", "不符合要求：交付周期为110天，超过上限14天。"),
    ([], "recovery", "zh", "合同未约定故障恢复时间。"),
    ([], "recovery", "en", "The contract does not state the fault recovery time."),
    ([term("monitoring", False)], "monitoring", "en",
     "Does not meet the requirement: the contract does not provide GPU monitoring and alerts."),
    ([term("credit_tiers", TIERS)], "outage-compensation", "zh", "符合要求：已约定赔付档位（三档：低于99.9%赔10%，低于99.5%赔25%，低于99%赔50%）。"),
    ([term("tenant_isolation", "shared")], "tenant-isolation", "zh", "已约定，但需人工复核：租户隔离方式为共享集群。"),
])
def test_finding_reasons_are_sentences(terms, rule, lang, expected):
    assert reasons(terms, lang)[rule] == expected


def test_conflict_reason_names_each_value_and_page():
    availability = term("availability_pct", 99.9, page=1, conflict=True, alternatives=[
        Alternative(value=99.5, text="99.5%", page=3, start=9, end=14, reason="conflict")])
    assert reasons([availability], "zh")["availability"] == \
        "合同对月可用性有相互矛盾的约定（第1页为99.9%、第3页为99.5%），需人工确认以哪一处为准。"
    assert "99.9% on page 1, 99.5% on page 3" in reasons([availability], "en")["availability"]


def test_conflict_reason_says_one_value_on_one_page_once():
    """A tier table per storage class (UCloud US3: 低频存储 and 归档存储 alike) repeated the same
    "第1页为三档：…" twice in the sentence; the quotes stay apart in other_evidence."""
    other = [{"below_pct": 99.9, "credit_pct": 10}, {"below_pct": 99, "credit_pct": 30}]
    tiers = term("credit_tiers", TIERS, page=1, conflict=True, alternatives=[
        Alternative(value=other, text="低频", page=1, start=20, end=22, reason="conflict"),
        Alternative(value=other, text="归档", page=1, start=40, end=42, reason="conflict"),
        Alternative(value=other, text="归档", page=2, start=40, end=42, reason="conflict")])
    [finding] = [f for f in evaluate_checklist(GPU_TRAINING, [tiers], "zh") if f.rule == "outage-compensation"]
    assert finding.reason == ("合同对赔付档位有相互矛盾的约定（第1页为三档：低于99.9%赔10%，低于99.5%赔25%，低于99%赔50%、"
                              "第1页为两档：低于99.9%赔10%，低于99%赔30%、第2页为两档：低于99.9%赔10%，低于99%赔30%），"
                              "需人工确认以哪一处为准。")
    assert [e.text for e in finding.other_evidence] == ["低频", "归档", "归档"]


def test_undecidable_reason_names_what_is_missing():
    checklist = parse_checklist("""
checklist: t
rules:
  - id: interconnect
    title: {zh: 网络, en: network}
    terms: [interconnect]
    condition: gpu_count < 1000 or interconnect == "infiniband"
    severity: blocker
    weight: 10
    rationale: {zh: 理由, en: why}
    suggestion: {zh: 条款, en: clause}
""", "t.yaml")
    reason = reasons([term("interconnect", "roce")], "zh", checklist)["interconnect"]
    assert reason == "依合同现有约定无法判断：未约定GPU数量；节点间网络为RoCE，而非InfiniBand。"


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("values", [
    {"rack_power_kw": 15, "gpu_count": 2048, "interconnect": "ethernet", "interconnect_gbps": 25,
     "credit_tiers": TIERS, "storage_tiers": True, "cooling": "air", "credit_cap_pct": 10},
    {"rack_power_kw": 40, "gpu_count": 64, "interconnect": "infiniband", "nccl_min_pct": 70,
     "tenant_isolation": "shared", "delivery_days": 110, "monitoring": False},
    {},
])
def test_no_reason_speaks_code(values, lang):
    got = reasons([term(k, v) for k, v in values.items()], lang)
    for rule, reason in got.items():
        assert reason and not CODE_SPEAK.search(reason), (rule, reason)


def test_every_term_has_a_label_in_both_languages():
    labelled = words()["terms"]
    for key in TERM_KEYS:
        assert key in labelled and {"zh", "en"} <= set(labelled[key]), key
        unit = labelled[key].get("unit")
        assert unit is None or unit in words()["units"], (key, unit)
