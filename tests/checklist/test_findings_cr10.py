"""`check` read as a lawyer reads it (session 39's helper cr10): a review of levels stated per scope names each value's
scope (which level is the standard storage's, which the archive's), in JSON, the table, Markdown and the HTML review;
a Chinese governing-law quote holds the law's words ("适用中华人民共和国法律", not "适用中华人民共和国"); and a GPU model named
only in passing ("NVIDIA H200 servers are also available") contradicts no model the contract states."""

import pytest
from rich.console import Console

from slacheck import api
from slacheck.checklist.engine import check_terms
from slacheck.checklist.schema import load_checklist
from slacheck.extract.pipeline import extract_terms
from slacheck.ingest.load import load_document
from slacheck.limits import Limits
from slacheck.report.findings import finding_json, render_check
from slacheck.report.html import render_review_html
from tests.conftest import CORPUS, FIXTURES, make_document

REAL = CORPUS / "real"
FINETUNE = load_checklist("finetune-inference")


def terms_of(text: str) -> dict:
    return {t.key: t for t in extract_terms(make_document(text))}


def availability(source, lang: str | None = None):
    document = source if not isinstance(source, str) else make_document(source)
    return next(f for f in api.check(document, lang=lang).findings if f.rule == "availability")


# --- levels by scope: the reason names each value's scope -----------------------------------------------------------

SCOPED = [
    # a storage class named before each level in one sentence (UCloud US3's wording, shared/corpus/real c06)
    ("乙方承诺标准存储类型服务可用性为99.95%，低频存储类型服务可用性为99.9%。", "zh",
     "（第1页“标准存储”为99.95%、第1页“低频存储”为99.9%）"),
    ("乙方承诺标准存储类型服务可用性为99.95%，低频存储类型服务可用性为99.9%。", "en",
     "(99.95% for “标准存储” on page 1, 99.9% for “低频存储” on page 1)"),
    # a table whose first column heads the scope, one level a row: the row's label as written
    ("Monthly uptime commitment:\n\n| Region | Monthly Uptime Percentage |\n| --- | --- |\n"
     "| US-East | 99.9% |\n| EU-West | 99.5% |\n", "en", "(99.9% for “US-East” on page 1, 99.5% for “EU-West” on page 1)"),
    ("Monthly uptime commitment:\n\n| Region | Monthly Uptime Percentage |\n| --- | --- |\n"
     "| US-East | 99.9% |\n| EU-West | 99.5% |\n", "zh", "（第1页“US-East”为99.9%、第1页“EU-West”为99.5%）"),
]


@pytest.mark.parametrize("text, lang, says", SCOPED)
def test_a_review_by_scope_names_each_values_scope(text, lang, says):
    f = availability(text, lang)
    assert (f.status, f.conflict_kind) == ("review", "scoped"), f.reason
    assert says in f.reason, f.reason


def test_each_value_read_by_scope_keeps_its_scope():
    term = terms_of("乙方承诺标准存储类型服务可用性为99.95%，低频存储类型服务可用性为99.9%。")["availability_pct"]
    assert (term.value, term.scope) == (99.95, "标准存储")
    assert [(a.value, a.scope) for a in term.conflicting] == [(99.9, "低频存储")]


def test_a_contradiction_names_no_scope():
    """Guard (passes on 3273fc9 too): two levels with no scope keep the contradiction's sentence, no scope in it."""
    f = availability("Provider guarantees a monthly availability of 99.9%.\n\n"
                     "Provider guarantees a monthly availability of 99.5%.\n", "en")
    assert f.conflict_kind == "contradiction"
    assert "(99.9% on page 1, 99.5% on page 1)" in f.reason, f.reason


@pytest.mark.parametrize("lang, says", [
    ("en", "99.9% for “US-East” on page 1, 99.5% for “EU-West” on page 1"),
    ("zh", "第1页“US-East”为99.9%、第1页“EU-West”为99.5%"),
])
def test_the_scopes_show_in_json_table_markdown_and_review_page(tmp_path, lang, says):
    path = tmp_path / "sla.md"
    path.write_text(SCOPED[2][0], encoding="utf-8")
    document = load_document(path, Limits())
    result = check_terms(extract_terms(document), load_checklist("gpu-training"), document.info(), lang=lang)
    found = next(finding_json(f) for f in result.findings if f.conflict_kind == "scoped")
    assert says in found["reason"]
    console = Console(width=400, record=True, file=open("/dev/null", "w"))
    console.print(render_check(result, "table", lang=lang, document=document))
    assert says in " ".join(console.export_text().split())
    assert says in render_check(result, "md", lang=lang)
    assert says in render_review_html(document, result, lang=lang)


@pytest.mark.shared("corpus/real")
def test_coreweave_credit_tables_are_named_by_their_regions():
    # https://docs.coreweave.com/ (shared/corpus/real c12): "“Financial Credit” means the following for Instances in
    # Multiple Regions:" and "... for a Single Region:", each over its credit table
    document = api.load_document(REAL / "c12_coreweave_tos_en.md")
    f = next(f for f in api.check(document).findings if f.rule == "outage-compensation")
    assert f.conflict_kind == "scoped"
    assert "for “Multiple Regions” on page 1" in f.reason and "for “Single Region” on page 1" in f.reason, f.reason


# --- governing law: the quote holds the law's words -----------------------------------------------------------------


@pytest.mark.parametrize("text, value, quote", [
    ("第十条 本合同适用中华人民共和国法律。", "中华人民共和国", "适用中华人民共和国法律"),
    ("第十条 本协议受香港特别行政区法律管辖。", "香港特别行政区", "受香港特别行政区法律管辖"),
    ("第十條 本合約以中華民國法律為準據法。", "中華民國", "以中華民國法律為準據法"),
    ("12. This Agreement shall be construed in accordance with English law.", "England",
     "in accordance with English law"),
])
def test_the_governing_law_quote_holds_the_laws_words(text, value, quote):
    law = terms_of(text)["governing_law"]
    assert (law.value, law.text) == (value, quote)


def test_a_law_named_after_its_jurisdiction_keeps_its_quote():
    """Guard (passes on 3273fc9 too): "the laws of X" quotes from "laws", nothing after the jurisdiction."""
    law = terms_of("This Agreement shall be governed by the laws of the State of New York. All disputes go to court.")[
        "governing_law"]
    assert (law.value, law.text) == ("New York", "laws of the State of New York")


@pytest.mark.parametrize("path", [
    FIXTURES / "contracts" / "fx01_qiantang_h800_framework.md",
    FIXTURES / "contracts" / "fx02_huailai_colo_highpower.pdf",
    FIXTURES / "drafts" / "msa_v3_zh.md",
])
def test_fixture_contracts_quote_their_law(path):
    law = {t.key: t for t in api.extract(api.load_document(path)).terms}["governing_law"]
    assert law.text.endswith("法律"), law.text


# --- a product named in passing contradicts nothing -----------------------------------------------------------------

H100_ORDER = ("# GPU Cloud Rental Agreement\n\n1. Services. Provider shall provide Customer with a cluster of 64 NVIDIA "
              "H100 GPUs.\n\n2. Availability. Provider guarantees monthly availability of 99.9%.\n\n")
H800_ORDER = "# 算力租赁合同\n\n第一条 乙方向甲方提供64张H800 GPU卡的算力服务。\n\n第二条 服务可用性不低于99.9%。\n\n"


@pytest.mark.parametrize("text, value, passing", [
    (H100_ORDER + "Our fleet is growing fast: NVIDIA H200 servers are also available in select regions.\n", "H100", "H200"),
    (H100_ORDER + "NVIDIA B200 servers coming soon.\n", "H100", "B200"),
    (H800_ORDER + "乙方算力平台H200服务器现已上线，欢迎咨询。\n", "H800", "H200"),
    (H800_ORDER + "乙方亦可提供H20推理卡。\n", "H800", "H20"),
])
def test_a_model_named_in_passing_contradicts_no_stated_model(text, value, passing):
    term = terms_of(text)["gpu_model"]
    assert (term.value, term.conflict) == (value, False)
    assert [(a.value, a.reason, a.evidence_kind) for a in term.alternatives] == [(passing, "weaker", "loose")]
    f = next(f for f in api.check(make_document(text), FINETUNE).findings if f.rule == "gpu-model")
    assert f.status == "pass", f.reason


@pytest.mark.parametrize("text", [
    H100_ORDER + "3. Hardware. The cluster shall consist of NVIDIA H200 GPUs.\n",
    H800_ORDER + "第三条 乙方提供的GPU卡型号为H100。\n",
])
def test_two_operative_statements_still_contradict(text):
    """Guard (passes on 3273fc9 too): two clauses stating different models are a contradiction for review."""
    term = terms_of(text)["gpu_model"]
    assert (term.conflict, term.conflict_kind) == (True, "contradiction")
    f = next(f for f in api.check(make_document(text), FINETUNE).findings if f.rule == "gpu-model")
    assert (f.status, f.conflict_kind) == ("review", "contradiction")


def test_a_model_named_only_in_passing_is_weak_evidence():
    """A model named only as what the provider also sells is no firm term: the blocker rule asks a person."""
    text = "# GPU Cloud Rental Agreement\n\nNVIDIA H200 GPU servers are also available in select regions.\n"
    term = terms_of(text)["gpu_model"]
    assert term.evidence_kind == "loose"
    f = next(f for f in api.check(make_document(text), FINETUNE).findings if f.rule == "gpu-model")
    assert f.status == "review"
