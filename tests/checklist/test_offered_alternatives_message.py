"""Values a contract offers as a choice are no contradiction (SPEC §1: conflicting values are a finding).

"InfiniBand or RoCE", "液冷或风冷", or a level tied to an option the customer may buy ("100% of the time with
purchase of an A/B configuration" beside "99.99%"): the term is still in conflict and the finding still `review`,
but its message and reason say the contract offers alternatives and fixes none, not that it contradicts itself
("相互矛盾", "a person must decide which prevails"), which misdescribes the contract to the lawyer reading it. Two
different figures for one clause keep the contradiction's words. Our own wording, one line each.
"""

from __future__ import annotations

import pytest

from slacheck.checklist.engine import check_terms, evaluate_checklist
from slacheck.checklist.schema import load_checklist
from slacheck.extract.pipeline import extract_terms
from slacheck.ingest.load import load_document
from slacheck.limits import Limits
from slacheck.report.findings import finding_json
from slacheck.report.html import render_review_html
from tests.conftest import make_document

GPU_TRAINING = load_checklist("gpu-training")


def finding_on(text: str, key: str, lang: str):
    """The checklist finding about ``key`` read from ``text`` (its term asserted in conflict)."""
    terms = extract_terms(make_document(text, language=lang))
    term = next(t for t in terms if t.key == key)
    assert term.conflict
    return term, next(f for f in evaluate_checklist(GPU_TRAINING, terms, lang) if f.term == key)


@pytest.mark.parametrize("lang, text, key, words", [
    ("en", "The GPU cluster interconnect is InfiniBand or RoCE (to be agreed).", "interconnect",
     ("offers the interconnect as alternatives", "InfiniBand", "RoCE", "decide which applies")),
    ("zh", "集群节点间采用RoCE或InfiniBand网络。", "interconnect", ("提供了可选方案", "需人工确认适用哪一种")),
    ("en", "Racks are cooled by either liquid cooling or air cooling.", "cooling", ("offers the cooling as alternatives",)),
    ("en", "1. Power Availability Guarantee\n\nDC74 guarantees that AC and/or DC power will be available to the customer's "
           "space, rack or cage 100% of the time with purchase of an A/B configuration. DC74 guarantees 99.99% power "
           "availability of A feed power of either AC and/or DC power.\n", "availability_pct",
     ("offers the monthly availability as alternatives", "99.99%", "100%")),
])
def test_values_offered_as_a_choice_are_said_to_be_alternatives(lang, text, key, words):
    term, finding = finding_on(text, key, lang)
    assert term.conflict_kind == "alternatives"
    assert finding.status == "review"
    for said in words:
        assert said in finding.reason, finding.reason
    assert "矛盾" not in finding.reason + finding.message and "prevails" not in finding.reason + finding.message
    assert ("可选方案" if lang == "zh" else "offers this term as alternatives") in finding.message


@pytest.mark.parametrize("lang, text, key, words", [
    ("en", "Provider guarantees a monthly availability of 99.9%.\n\nProvider guarantees a monthly availability of 99.5%.\n",
     "availability_pct", "The contract states the monthly availability more than once with different values"),
    ("zh", "乙方承诺月可用性不低于99.9%。\n\n乙方承诺月可用性不低于99.5%。\n", "availability_pct", "有相互矛盾的约定"),
    # ... an option's level beside two fixed levels: the fixed two contradict each other, whatever the option offers
    ("en", "Power will be available 99.9% of the time. Customers who purchase redundant A+B circuits are guaranteed "
           "100% power availability.\n\nPower will be available 99.5% of the time.\n", "availability_pct",
     "The contract states the monthly availability more than once with different values"),
])
def test_two_figures_for_one_clause_stay_a_contradiction(lang, text, key, words):
    term, finding = finding_on(text, key, lang)
    assert term.conflict_kind == "contradiction"
    assert finding.status == "review"
    assert words in finding.reason, finding.reason
    assert ("相互矛盾" if lang == "zh" else "which prevails") in finding.message


@pytest.mark.parametrize("lang, text, kind, label", [
    ("en", "Nodes are connected by either InfiniBand or RoCE.\n", "alternatives", "Alternatives offered"),
    ("zh", "集群节点间采用InfiniBand或RoCE网络。\n", "alternatives", "可选方案"),
    ("en", "Provider guarantees a monthly availability of 99.9%.\n\nProvider guarantees a monthly availability of 99.5%.\n",
     "contradiction", "Conflicting statements"),
])
def test_check_json_and_review_page_say_which_kind(tmp_path, lang, text, kind, label):
    """The check JSON carries the finding's ``conflict_kind`` (additive); the review page heads the other
    occurrences as alternatives offered, or as conflicting statements."""
    path = tmp_path / "contract.txt"
    path.write_text(text, encoding="utf-8")
    document = load_document(path, Limits())
    result = check_terms(extract_terms(document), GPU_TRAINING, document.info(), lang=lang)
    found = [finding_json(f) for f in result.findings if f.other_evidence]
    assert found and all(f["conflict_kind"] == kind for f in found)
    assert all("conflict_kind" not in finding_json(f) for f in result.findings if not f.other_evidence)
    page = render_review_html(document, result, lang=lang)
    assert f"<dt>{label}</dt>" in page
