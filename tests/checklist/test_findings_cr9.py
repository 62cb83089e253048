"""`check` read as a lawyer reads it (session 38's helper cr9): levels a contract states each for a scope of its own (a
storage class, a region, a product in a table's first column) are its levels by scope, not a contradiction: the finding
asks which scope the order covers, and two levels for one scope still contradict; the governing law is read from the
clause that chooses it, not from the heading "法律适用" over it."""

import pytest

from slacheck import api
from tests.conftest import CORPUS, FIXTURES, make_document

REAL = CORPUS / "real"

SCOPED_ZH = "需人工确认本订单适用哪一范围"
SCOPED_EN = "a person must decide which scope the order covers"
CONTRADICTION_ZH = "有相互矛盾的约定"
CONTRADICTION_EN = "a person must decide which prevails"


def finding(source, rule: str, lang: str | None = None):
    document = source if not isinstance(source, str) else make_document(source)
    return next(f for f in api.check(document, lang=lang).findings if f.rule == rule)


# --- levels by scope ------------------------------------------------------------------------------------------------


@pytest.mark.shared("corpus/real")
@pytest.mark.parametrize("path, rule, says", [
    # https://docs.ucloud.cn/ufile/sla (shared/corpus/real c06): "标准存储类型服务可用性为99.95％，低频和归档存储类型服务可用性
    # 为99.9%" (was "合同对月可用性有相互矛盾的约定 … 以哪一处为准")
    (REAL / "c06_ucloud_us3_sla_zh.md", "availability",
     "合同对不同范围（如存储类型、地域、产品）约定了不同的月可用性（第1页“标准存储”为99.95%、第1页“低频 / 归档存储”为99.9%），需人工确认本订单适用哪一范围。"),
    # ... its credit table by storage class: "| 存储类型 | 服务可用性 | 赔偿代金券金额 |" over "| 标准存储 | …", "| 低频存储 | …"
    (REAL / "c06_ucloud_us3_sla_zh.md", "outage-compensation", SCOPED_ZH),
    # https://docs.coreweave.com/ (shared/corpus/real c12): "| Covered Service | Monthly Uptime Percentage |" over
    # "| Instances in Multiple Regions | >= 99.9% |" and "| Instances in a Single Region | >= 99% |"
    (REAL / "c12_coreweave_tos_en.md", "availability",
     "The contract gives different monthly availability for different scopes, such as storage classes, regions or "
     "products (99.9% for “Instances in Multiple Regions” on page 1, 99% for “Instances in a Single Region” on page 1); "
     "a person must decide which scope the order covers."),
    # ... and its two credit tables, each led in by its scope: "“Financial Credit” means the following for Instances in
    # Multiple Regions:" / "... for a Single Region:"
    (REAL / "c12_coreweave_tos_en.md", "outage-compensation", SCOPED_EN),
])
def test_levels_stated_per_scope_are_no_contradiction(path, rule, says):
    f = finding(api.load_document(path), rule)
    assert f.status == "review"
    assert f.conflict_kind == "scoped"
    assert says in f.reason, f.reason
    assert CONTRADICTION_ZH not in f.reason and CONTRADICTION_EN not in f.reason


@pytest.mark.parametrize("text, lang, kind, says", [
    # a storage class named before each level, in one sentence: levels by scope
    ("乙方承诺标准存储类型服务可用性为99.95%，低频存储类型服务可用性为99.9%。", "zh", "scoped", SCOPED_ZH),
    # ... the same storage class named before both: two levels for one scope contradict
    ("乙方承诺标准存储类型服务可用性为99.95%。\n\n第二条 标准存储类型服务可用性为99.9%。", "zh", "contradiction",
     CONTRADICTION_ZH),
    # ... a level that names no scope beside one that does: which applies is not told, a contradiction
    ("乙方承诺标准存储类型服务可用性为99.95%。\n\n第二条 服务可用性为99.9%。", "zh", "contradiction", CONTRADICTION_ZH),
    # a table whose first column heads the scope ("Region"), one level a row
    ("Monthly uptime commitment:\n\n| Region | Monthly Uptime Percentage |\n| --- | --- |\n"
     "| US-East | 99.9% |\n| EU-West | 99.5% |\n", "en", "scoped", SCOPED_EN),
    # ... the same region priced twice: a contradiction
    ("Monthly uptime commitment:\n\n| Region | Monthly Uptime Percentage |\n| --- | --- |\n"
     "| US-East | 99.9% |\n| US-East | 99.5% |\n", "en", "contradiction", CONTRADICTION_EN),
    # ... a first column that heads no scope ("Clause"): its rows are no scopes
    ("Monthly uptime commitment:\n\n| Clause | Monthly Uptime Percentage |\n| --- | --- |\n"
     "| 4.1 | 99.9% |\n| 4.2 | 99.5% |\n", "en", "contradiction", CONTRADICTION_EN),
])
def test_a_scope_word_per_level_tells_levels_by_scope_from_a_contradiction(text, lang, kind, says):
    f = finding(text, "availability", lang)
    assert (f.status, f.conflict_kind) == ("review", kind), f.reason
    assert says in f.reason, f.reason


# --- governing law read from its clause -----------------------------------------------------------------------------


@pytest.mark.parametrize("path", [
    # fixtures' fx09: "## 第六条 法律适用\n\n本合同适用中华人民共和国法律。" (was 本合同适用中华人民共和国, quoted
    # "适用\n\n本合同适用中华人民共和国": the heading's 适用 read on into the clause)
    FIXTURES / "contracts" / "fx09_hefei_h800_amended.md",
    # fx14's PDF, the same heading over its clause
    FIXTURES / "contracts" / "fx14_helin_h800_monthly.pdf",
])
def test_the_governing_law_is_read_from_the_clause_not_its_heading(path):
    terms = {t.key: t for t in api.extract(api.load_document(path)).terms}
    law = terms["governing_law"]
    assert law.value == "中华人民共和国"
    assert law.text == "适用中华人民共和国法律"  # cr10: the quote holds the law's words


@pytest.mark.parametrize("text, expected", [
    ("第九条 法律适用\n\n本合同适用中华人民共和国法律。", "中华人民共和国"),
    # the heading beside a clause that chooses no law ("适用范围"): no governing law
    ("第九条 法律适用\n\n本合同适用范围为乙方提供的算力服务。", None),
])
def test_a_law_heading_over_its_clause(reads, text, expected):
    reads(text, "governing_law", expected, language="zh")
