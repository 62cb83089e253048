"""Findings from terms: devset acceptance, and the missing / review / conflict / when behaviour."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from slacheck.terms_file import document_from_terms_file
from slacheck.checklist.engine import (blocker_found, check_terms,
                                       evaluate_checklist, summarize)
from slacheck.checklist.schema import load_checklist, parse_checklist
from slacheck.models import Alternative, DocumentInfo, Term
from slacheck.terms_file import read_terms_yaml

DEVSET = Path(__file__).resolve().parents[2] / "fixtures" / "devset"
TRUTHS = sorted(DEVSET.glob("*.truth.yaml"))
GPU_TRAINING = load_checklist("gpu-training")
INFO = DocumentInfo(sha256="0" * 64, name="inline.txt", pages=1, language="en")


def term(key, value, page=1, start=0, text=None, **extra) -> Term:
    text = text or f"{key} {value}"
    return Term(key=key, value=value, text=text, page=page, start=start, end=start + len(text), **extra)


def findings_by_rule(terms, checklist=GPU_TRAINING, lang="en"):
    return {f.rule: f for f in evaluate_checklist(checklist, terms, lang)}


@pytest.mark.skipif(not TRUTHS, reason=f"devset not found at {DEVSET}")
@pytest.mark.parametrize("truth", TRUTHS, ids=lambda p: p.name.split(".")[0])
def test_devset_statuses_from_truth_terms(truth):
    expected = yaml.safe_load(truth.read_text(encoding="utf-8"))["checklist"]
    found = findings_by_rule(read_terms_yaml(truth))
    assert {rule: f.status for rule, f in found.items()} == expected


def test_devset_summary_counts_match_readme():
    # devset/README.md table: pass/fail/missing/review per contract
    readme = {"dev01": (14, 0, 0, 0), "dev02": (5, 6, 3, 0), "dev03": (9, 4, 1, 0),
              "dev04": (10, 4, 0, 0), "dev05": (10, 2, 2, 0), "dev06": (2, 3, 8, 1)}
    for truth in TRUTHS:
        s = summarize(evaluate_checklist(GPU_TRAINING, read_terms_yaml(truth)))
        assert (s.pass_, s.fail, s.missing, s.review) == readme[truth.name[:5]], truth.name


def test_fail_explains_the_values_compared():
    f = findings_by_rule([term("rack_power_kw", 15, page=2, start=40, text="单柜功率15千瓦")])["rack-power"]
    assert f.status == "fail"
    assert f.explanation.startswith("rack_power_kw = 15 (page 2) is not >= 20")
    assert f.evidence.page == 2 and f.evidence.start == 40 and f.evidence.text == "单柜功率15千瓦"
    assert f.value == 15 and f.term == "rack_power_kw" and f.weight == 10
    assert "20 kW" in f.suggestion


def test_pass_has_no_suggestion_and_a_message():
    f = findings_by_rule([term("rack_power_kw", 20)])["rack-power"]
    assert f.status == "pass" and f.suggestion is None
    assert "rack_power_kw = 20 (page 1) >= 20" in f.message


def test_missing_term_is_missing_without_evidence():
    f = findings_by_rule([])["recovery"]
    assert f.status == "missing" and f.evidence is None and f.value is None
    assert f.term == "recovery_hours" and "recovery_hours not stated" in f.explanation


def test_no_cap_stated_passes_and_says_why():
    f = findings_by_rule([])["credit-cap"]
    assert f.status == "pass" and "credit_cap_pct not stated" in f.explanation


def test_outage_compensation_takes_any_form():
    f = findings_by_rule([term("credit_downtime_multiple", 10, page=3)])["outage-compensation"]
    assert f.status == "pass" and f.term == "credit_downtime_multiple" and f.evidence.page == 3


def test_shared_tenancy_is_review():
    f = findings_by_rule([term("tenant_isolation", "shared")])["tenant-isolation"]
    assert f.status == "review" and "tenant_isolation = shared" in f.explanation


def test_conflicting_term_is_review_with_both_spans():
    conflict = term("rack_power_kw", 25, page=1, start=10, text="不低于25千瓦", conflict=True,
                    alternatives=[Alternative(value=15, text="15千瓦", page=4, start=900, end=904, reason="conflict")])
    f = findings_by_rule([conflict])["rack-power"]
    assert f.status == "review"
    assert f.evidence.start == 10 and [o.start for o in f.other_evidence] == [900]
    assert "25 (page 1) vs 15 (page 4)" in f.explanation


def test_conflict_on_a_term_the_condition_reads_is_review():
    count = term("gpu_count", 1024, conflict=True,
                 alternatives=[Alternative(value=512, text="512卡", page=2, start=50, end=54, reason="conflict")])
    f = findings_by_rule([term("interconnect", "roce"), count])["interconnect"]
    assert f.status == "review" and f.term == "gpu_count" and f.other_evidence[0].page == 2


def test_superseded_alternative_is_not_a_conflict():
    amended = term("maintenance_notice_hours", 72,
                   alternatives=[Alternative(value=48, text="48小时", page=1, start=5, end=9, reason="superseded")])
    assert findings_by_rule([amended])["maintenance-notice"].status == "pass"


@pytest.mark.parametrize("terms, status, says", [
    # gpu_count missing: InfiniBand passes whatever the count …
    ([("interconnect", "infiniband")], "pass", "not stated: gpu_count"),
    # … but RoCE or 10GbE cannot be judged without it
    ([("interconnect", "roce")], "review", "cannot be decided without gpu_count"),
    ([("interconnect", "ethernet"), ("interconnect_gbps", 10)], "review", "gpu_count not stated"),
    ([("interconnect", "ethernet"), ("interconnect_gbps", 10), ("gpu_count", 32)], "pass", "gpu_count = 32"),
    ([("interconnect", "ethernet"), ("interconnect_gbps", 100), ("gpu_count", 256)], "pass", "interconnect_gbps = 100"),
    ([("interconnect", "roce"), ("gpu_count", 999)], "pass", "gpu_count = 999"),
    ([("interconnect", "roce"), ("gpu_count", 1000)], "fail", "gpu_count = 1000 (page 1) is not < 1000"),
])
def test_interconnect_decided_on_what_is_known(terms, status, says):
    f = findings_by_rule([term(k, v) for k, v in terms])["interconnect"]
    assert f.status == status
    assert says in f.explanation


@pytest.mark.parametrize("power, cooling, status", [
    (30, "air", "pass"), (31, "air", "fail"), (40, "hybrid", "pass"), (50, "liquid", "pass"), (None, "air", "review"),
    (None, "liquid", "pass"),
])
def test_cooling_depends_on_rack_power(power, cooling, status):
    terms = [term("cooling", cooling)] + ([term("rack_power_kw", power)] if power is not None else [])
    assert findings_by_rule(terms)["cooling"].status == status


WHEN = """\
checklist: when-test
rules:
  - id: granularity
    title: {zh: 按分钟, en: per minute}
    terms: [billing_minutes]
    when: billing_model == "gpu_hour"
    condition: billing_minutes <= 1
    severity: major
    weight: 6
    rationale: {zh: 理由, en: why}
    suggestion: {zh: 条款, en: clause}
"""


def test_when_false_is_not_applicable_pass():
    checklist = parse_checklist(WHEN, "when.yaml")
    f = findings_by_rule([term("billing_model", "rack_month")], checklist)["granularity"]
    assert f.status == "pass" and "applies only when" in f.explanation
    assert "not applicable" in f.message.lower()


def test_when_true_or_unknown_applies_the_rule():
    checklist = parse_checklist(WHEN, "when.yaml")
    hourly = [term("billing_model", "gpu_hour"), term("billing_minutes", 60)]
    assert findings_by_rule(hourly, checklist)["granularity"].status == "fail"
    unknown = findings_by_rule([term("billing_minutes", 60)], checklist)["granularity"]
    assert unknown.status == "fail" and "cannot be decided" in unknown.explanation


def test_lang_picks_title_message_and_suggestion():
    zh = findings_by_rule([term("rack_power_kw", 15)], lang="zh")["rack-power"]
    en = findings_by_rule([term("rack_power_kw", 15)], lang="en")["rack-power"]
    assert zh.title == "单柜功率不低于20千瓦" and zh.message.startswith("不符合要求")
    assert en.title == "Rack power of at least 20 kW" and en.message.startswith("Does not meet")
    assert "20千瓦" in zh.suggestion


@pytest.mark.parametrize("terms, blocked", [
    ([("rack_power_kw", 25), ("interconnect", "infiniband"), ("credit_per_hour_pct", 5)], False),
    ([("rack_power_kw", 15), ("interconnect", "infiniband"), ("credit_per_hour_pct", 5)], True),   # fail
    ([("interconnect", "infiniband"), ("credit_per_hour_pct", 5)], True),                          # missing
    ([("rack_power_kw", 25), ("interconnect", "roce"), ("credit_per_hour_pct", 5)], True),         # review: settle first
])
def test_blocker_found(terms, blocked):
    result = check_terms([term(k, v) for k, v in terms], GPU_TRAINING, INFO)
    assert blocker_found(result) is blocked


def test_check_terms_uses_document_language_and_counts():
    info = INFO.model_copy(update={"language": "zh"})
    result = check_terms([term("rack_power_kw", 25)], GPU_TRAINING, info)
    assert result.checklist == "gpu-training" and result.findings[0].title == "单柜功率不低于20千瓦"
    assert result.summary.pass_ + result.summary.fail + result.summary.missing + result.summary.review == 14


def test_terms_file_as_a_document(tmp_path):
    path = tmp_path / "t.yaml"
    path.write_text("language: zh\nterms:\n  rack_power_kw: 15\n", encoding="utf-8")
    doc = document_from_terms_file(path)
    assert doc.language == "zh" and doc.name == "t.yaml"
    t = read_terms_yaml(path)[0]
    assert doc.text[t.start:t.end] == t.text == "rack_power_kw: 15"


@pytest.mark.skipif(not TRUTHS, reason=f"devset not found at {DEVSET}")
def test_finetune_checklist_on_devset():
    checklist = load_checklist("finetune-inference")
    by_name = {t.name[:5]: findings_by_rule(read_terms_yaml(t), checklist) for t in TRUTHS}
    # dev03: per-GPU-hour at 9.8, billed per minute, delivered in 3 days
    dev03 = by_name["dev03"]
    assert [dev03[r].status for r in ("gpu-hour-billing", "price-stated", "billing-granularity", "delivery")] == \
        ["pass"] * 4
    # dev04 bills per hour (60-minute granularity); dev01 bills per GPU-month, so granularity does not apply
    assert by_name["dev04"]["billing-granularity"].status == "fail"
    assert by_name["dev01"]["gpu-hour-billing"].status == "fail"
    assert by_name["dev01"]["billing-granularity"].status == "pass"
    assert "applies only when" in by_name["dev01"]["billing-granularity"].explanation
    # dev02 is colocation without GPUs: the blocker gpu-model is missing
    assert by_name["dev02"]["gpu-model"].status == "missing"


def test_missing_message_names_the_term_in_the_finding_language():
    from slacheck.checklist.engine import say

    assert say("missing", "zh", "rack_power_kw not stated", "rack_power_kw") == "合同未约定该条款（rack_power_kw）。"
    assert say("missing", "en", "rack_power_kw not stated", "rack_power_kw") == "The contract does not state rack_power_kw."
