"""`check` and `extract` read as a lawyer reads them (session 38's helper cr9): the governing law is read from the
clause that chooses it, not from the heading "法律适用" over it."""

import pytest

from slacheck import api
from tests.conftest import FIXTURES


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
    assert law.text == "适用中华人民共和国"


@pytest.mark.parametrize("text, expected", [
    ("第九条 法律适用\n\n本合同适用中华人民共和国法律。", "中华人民共和国"),
    # the heading beside a clause that chooses no law ("适用范围"): no governing law
    ("第九条 法律适用\n\n本合同适用范围为乙方提供的算力服务。", None),
])
def test_a_law_heading_over_its_clause(reads, text, expected):
    reads(text, "governing_law", expected, language="zh")
