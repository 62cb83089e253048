"""Chinese wordings of session 26 (z34): a bare commitment under a heading that names the key; a usual practice in a
clause of its own subject before a firm notice; a model named as an example or before the advice that quotes it."""

from __future__ import annotations

import pytest

from slacheck.checklist.engine import evaluate_rule, index_terms
from slacheck.checklist.schema import load_checklist
from slacheck.extract.pipeline import extract_terms

from tests.conftest import make_document


@pytest.mark.parametrize("text", [
    # a bare commitment figure ("承诺99.95%") whose sentence names no key, right under a heading that names the
    # availability alone: what the heading names is promised (SPEC §1), but only the heading says so - review strength
    "3.1 服务可用性\n乙方承诺不低于99.9%。",
    "第五条 可用性\n本服务保证99.9%。",
    "### 四、服务可用性\n平台整体确保99.9%。",
])
def test_a_bare_commitment_under_a_heading_naming_the_key_is_read_for_review(reads, text):
    term = reads(text, "availability_pct", 99.9, language="zh")
    assert term.confidence < 0.6 and term.evidence_kind == "loose", term


def test_the_heading_read_goes_to_review_in_the_check():
    terms = extract_terms(make_document("## 2. 业务可用性\n容器服务承诺99.95%。", language="zh"))
    rule = next(r for r in load_checklist("gpu-training").rules if r.id == "availability")
    assert evaluate_rule(rule, index_terms(terms)).status == "review"


@pytest.mark.parametrize("text", [
    # ... not a figure its sentence says is another measure: a discount, a utilisation, a share
    "## 2. 业务可用性\n乙方承诺折扣不低于20%。",
    "2. 业务可用性\n乙方保证GPU利用率达到80%。",
    "二、服务可用性\n乙方承诺预付比例不低于30%。",
    # ... nor under a heading that names more than one key, or in a sentence that names another key
    "## 2. 可用性与响应时间\n乙方承诺99.9%。",
    "## 2. 服务可用性\n数据中心PUE承诺不高于1.3，冷却效率保证95%。",
    # ... nor a figure with no commitment word, nor a heading further up than the line right above
    "## 2. 业务可用性\n容器服务99.95%。",
    "## 2. 业务可用性\n本节说明服务范围。\n乙方承诺99.95%。",
])
def test_a_heading_over_another_figure_reads_nothing(reads, text):
    reads(text, "availability_pct", None, language="zh")


def test_the_sentences_own_key_wins_over_the_heading(reads):
    # a sentence that names the key is read at full strength, quoted without the heading
    term = reads("## 2. 业务可用性\n容器服务月可用性承诺99.95%。", "availability_pct", 99.95, language="zh")
    assert term.confidence >= 0.9 and "业务" not in term.text


@pytest.mark.parametrize("text, hedge", [
    # a usual practice in an earlier clause with its own subject does not hedge a later clause that opens with a party
    # of its own: the night is the window's habit, the notice the provider's promise
    ("维护窗口通常安排在凌晨，乙方至少提前24小时通知甲方。", None),
    ("维护通常在凌晨进行，但乙方至少提前24小时通知甲方。", None),
    # ... while a clause that carries on the hedged subject (no subject of its own) stays hedged
    ("乙方通常在凌晨安排维护，并至少提前24小时通知甲方。", "通常"),
    ("维护通常提前24小时通知甲方。", "通常"),
    # ... and so does a hedge that is a clause alone, framing every clause after it
    ("通常情况下，乙方至少提前24小时通知甲方计划维护。", "通常情况下"),
])
def test_a_hedge_stops_at_a_clause_with_its_own_subject(reads, text, hedge):
    term = reads(text, "maintenance_notice_hours", 24, language="zh")
    assert term.hedge == hedge, term


@pytest.mark.parametrize("text, expected", [
    # a GPU model named in brackets after 如 is an example of the class of cards, no commitment to that model (an
    # article: "GPU算力(如英伟达H100)")
    ("乙方提供GPU算力(如英伟达H100)。", None),
    ("乙方提供高端GPU算力（如A800、H800）。", None),
    # ... while a bracket of a condition (如 as "if") leaves the model the sentence names, and a model named plainly stands
    ("乙方提供H800 GPU算力（如故障则更换）。", "H800"),
    ("乙方提供H800 GPU服务器。", "H800"),
    # ... and an advice cue ending a lead-in reaches back to the model named before it in its sentence (oo7.cn, on large
    # server contracts: "基于NVIDIA A100/H100的AI训练集群采购，要求合同包含：")
    ("基于NVIDIA A100/H100的AI训练集群采购，要求合同包含：\n• 持续优化条款（3年内免费升级至第四代架构）", None),
])
def test_a_model_named_as_an_example_or_in_advice_is_no_term(reads, text, expected):
    reads(text, "gpu_model", expected, language="zh")
