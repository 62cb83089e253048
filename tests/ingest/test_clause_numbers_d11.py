"""A sub-item's clause citation carries its parent's number (session 35, d11): the "clause" a lawyer reads in a term is
"2.2(a)", "3.1(b)(ii)", "第二条(一)", not "(a)", "(ii)", "(一)" alone, which name no clause of the contract. One mechanism
(extract/structure.py) reads a DOCX numbered by Word (numbering.xml levels), its PDF and plain text or Markdown alike.
Where the parent is not known (no numbered clause above, a list counted out of order, a list apart from the item
before it, a bulleted line) nothing is guessed. tests/fixtures/documents_d11/make_fixtures.py makes the documents
(python-docx, then LibreOffice's `soffice --headless --convert-to pdf`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from slacheck import api
from tests.conftest import extracted_term

HERE = Path(__file__).resolve().parents[1] / "fixtures" / "documents_d11"


def clauses(path: Path) -> dict[str, str | None]:
    return {term.key: term.clause for term in api.extract(path).terms}


@pytest.mark.parametrize("name", ["numbered_items.docx", "numbered_items.pdf"])
def test_word_numbered_sub_items_cite_their_clause(name):
    # made: a multilevel list "1." / "1.1" / "(a)" / "(i)" in numbering.xml, no number in the text runs
    found = clauses(HERE / name)
    assert found["availability_pct"] == "2.2(a)"  # was "(a)"
    assert found["response_minutes"] == "2.2(b)(i)"  # was "(i)"
    assert found["credit_cap_pct"] == "3.1(b)(ii)"  # was "(ii)"
    assert found["credit_tiers"] == "3.2"  # a table under a numbered clause cites that clause


def test_word_numbered_chinese_items_cite_their_article():
    # made: "第%1条" over "（%2）" (chineseCounting) in numbering.xml
    found = clauses(HERE / "items_zh.docx")
    assert (found["availability_pct"], found["response_minutes"]) == ("第二条(一)", "第二条(二)")  # were "第二条"


def test_a_lettered_list_under_an_unnumbered_heading_stays_as_it_is_and_a_numbered_heading_cites_its_table():
    found = clauses(HERE / "unnumbered_list.docx")
    assert (found["availability_pct"], found["response_minutes"]) == ("(a)", "(b)")
    assert found["credit_tiers"] == "1"  # "1. Service Credits" numbered by Word, its table below


def test_an_item_after_a_page_break_cites_the_clause_begun_on_the_page_before():
    # made: clause 2.1 starts on page 1 and runs over the break (a running footer on each page); its item (b) on page 2
    term = api.extract(HERE / "page_wrapped.pdf").get("credit_cap_pct")
    assert (term.value, term.page, term.clause) == (30, 2, "2.1(b)")  # was "(b)"


@pytest.mark.parametrize("text, key, value, clause", [
    ("2.2 Availability. The Provider shall:\n\n(a) maintain a monthly availability of at least 99.9%;\n\n"
     "(b) respond to Priority 1 incidents within 15 minutes.", "response_minutes", 15, "2.2(b)"),
    ("## 2.2 Availability\n\n(a) The monthly availability is at least 99.9%.", "availability_pct", 99.9, "2.2(a)"),
    ("3. Service Levels\n3.1 The Provider commits to:\n(a) availability:\n(i) a monthly availability of 99.5%;\n"
     "(ii) respond to Priority 1 incidents within 15 minutes.", "response_minutes", 15, "3.1(a)(ii)"),
    ("Section 4.2(a) The monthly availability is at least 99.9%.\n(b) The Provider responds within 15 minutes.",
     "response_minutes", 15, "Section 4.2(b)"),  # the number written with its first item
    ("第三条 服务水平\n\n乙方承诺：\n\n（一）月可用性不低于99.9%；\n\n（二）P1故障响应时间不超过15分钟。",
     "response_minutes", 15, "第三条（二）"),
    ("3.1 服务水平\n（一）月可用性不低于99.9%；\n（二）P1故障响应时间不超过15分钟。", "availability_pct", 99.9,
     "3.1（一）"),
])
def test_a_sub_item_in_text_cites_its_clause(text, key, value, clause):
    assert extracted_term(text, key, value).clause == clause


@pytest.mark.parametrize("text, key, value, clause", [
    # no numbered clause above the list: the item alone, no number made up
    ("## Service Levels\n\nThe Provider shall:\n\n(a) maintain a monthly availability of at least 99.9%.",
     "availability_pct", 99.9, "(a)"),
    # an "(a)" again after "(e)" under one number: a clause number was not read ("2 2. TERM", a page number set before
    # it, as in a filed contract's text); "1(a)" would name the wrong clause
    ("1. Scope\n\n(a) The Provider runs the cluster.\n\n(b) The Customer reports incidents.\n\n2 2. Service Levels\n\n"
     "(a) The monthly availability is at least 99.9%.", "availability_pct", 99.9, "(a)"),
    # a list of its own after a paragraph following (b): under (b) or under 2.2, unknown
    ("2.2 The Provider shall:\n\n(a) keep spare nodes;\n\n(b) report incidents.\n\nResponse times are as follows.\n\n"
     "(i) Priority 1 incidents are responded to within 15 minutes.", "response_minutes", 15, "(i)"),
    # a bulleted line after (二): a sibling of the items or under (二), unknown; the article holds it either way
    ("第四条 服务等级。乙方承诺：\n(一) 乙方应在四小时内恢复服务；\n(二) 计划内维护应提前七十二小时通知甲方；\n"
     "• 赔偿总额不超过当月服务费用的30%。", "credit_cap_pct", 30, "第四条"),
])
def test_an_item_whose_clause_is_not_known_is_not_given_one(text, key, value, clause):
    assert extracted_term(text, key, value).clause == clause
