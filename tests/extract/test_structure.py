"""Document structure (issue 9 item 3): each term keeps the clause it was read in (Term.clause)."""

import pytest

from tests.conftest import extracted_term


@pytest.mark.parametrize("text, key, clause", [
    ("第七条 服务可用性\n乙方承诺每月可用性不低于99.9%。", "availability_pct", "第七条"),
    ("第七条第1款 乙方承诺每月可用性不低于99.9%。", "availability_pct", "第七条第1款"),
    ("7.2 Availability\nProvider commits to a monthly availability of at least 99.9%.", "availability_pct", "7.2"),
    ("## Section 3.1 Uptime\n\nThe monthly availability is at least 99.9%.", "availability_pct", "Section 3.1"),
    ("## Service Levels\n\nThe monthly availability is at least 99.9%.", "availability_pct", "Service Levels"),
    # a sub-item is cited under its numbered clause, as a lawyer cites it (d11; was "(a)", which names no clause)
    ("7. Service Levels\n(a) The monthly availability is at least 99.9%.", "availability_pct", "7(a)"),
    ("三、服务等级\n乙方承诺每月可用性不低于99.9%。", "availability_pct", "三"),
    ("乙方承诺每月可用性不低于99.9%。", "availability_pct", None),  # no clause number: none made up
])
def test_term_keeps_its_clause(text, key, clause):
    term = extracted_term(text, key, 99.9)
    assert term.clause == clause


def test_a_later_heading_closes_the_clause_before_it():
    text = "第七条 服务可用性\n乙方承诺每月可用性不低于99.9%。\n\n## 附：说明\n\n故障响应时间为15分钟内响应。"
    assert extracted_term(text, "response_minutes", 15).clause == "附：说明"
    assert extracted_term(text, "availability_pct", 99.9).clause == "第七条"


def test_clause_is_in_the_extract_json():
    from slacheck.models import Term

    assert "clause" in Term.model_fields
