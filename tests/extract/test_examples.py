"""Worked examples are non-binding (issue 9 item 3): no term value from inside an example when
the operative text states the key, and only a low-confidence one when nothing else does (and
only for a key an example can show: the service level it applies, never its own assumptions)."""

import pytest

from slacheck.extract.pipeline import extract_terms
from slacheck.extract.data import evidence_data
from tests.conftest import extracted_term, make_document

EXAMPLE_CONFIDENCE = evidence_data()["confidence"]["example"]  # the most a value read only in an example is trusted


@pytest.mark.parametrize("text, key", [
    # the example's own assumptions: a purchase term, a site, never a term of the contract
    ("Service Month means a calendar month of the subscription. For example, if a customer orders the service for "
     "a term of six months starting on 9 May, the first Service Month runs from 9 May to 31 May.", "term_months"),
    ("For example:\nA customer buys the service for a term of 24 months starting on 3 March.", "term_months"),
    ("*Suppose that a customer signs for a term of 3 months. Its first Service Month starts on delivery.*\n\n"
     "The Service is billed monthly.", "term_months"),
    ("Assuming that the customer rents the cluster for a term of 9 months, the deposit is one monthly fee.", "term_months"),
    ("服务月指服务期限内的自然月。以某用户购买服务期限6个月为例，自3月17日起共有7个服务月。", "term_months"),
    ("服务月指服务期限内的自然月。假设用户购买服务期限6个月，则共有7个服务月。", "term_months"),
    ("控制台显示可用区名称，例如：华南一区位于广州市。", "location"),
    ("可用区名称见控制台（比如华南一区位于广州市）。", "location"),
])
def test_nothing_is_read_from_an_example_alone(text, key):
    extracted_term(text, key, None)


@pytest.mark.parametrize("text, key, value, example_value", [
    ("The initial term of this Agreement is twelve (12) months. For example, if Customer orders the service for "
     "a term of six months, there are seven Service Months.", "term_months", 12, 6),
    ("服务期限为12个月。假设用户购买服务期限6个月，则共有7个服务月。", "term_months", 12, 6),
    ("乙方机房位于上海市松江区。可用区名称可在控制台查看，例如：华南一区位于广州市。", "location", "松江", "广州"),
    ("## Service levels\n\nThe monthly availability of the cluster is at least 99.9%.\n\n"
     "## Example of a credit calculation\n\nIf the monthly availability of the cluster is 99.5%, the customer "
     "receives a credit of 10% of the monthly fee.", "availability_pct", 99.9, 99.5),
])
def test_the_operative_value_wins_and_the_example_is_only_an_alternative(text, key, value, example_value):
    term = extracted_term(text, key, value)
    assert term.value == value
    assert not term.conflict
    assert [a.value for a in term.alternatives] == [example_value]
    assert term.confidence > EXAMPLE_CONFIDENCE


def test_an_example_that_shows_a_service_level_gives_only_a_low_confidence_value():
    text = ("## Example of a credit calculation\n\nIf the monthly availability of the cluster is 99.5%, the customer "
            "receives a credit of 10% of the monthly fee.")
    term = extracted_term(text, "availability_pct", 99.5)
    assert term.value == 99.5
    assert term.confidence <= EXAMPLE_CONFIDENCE


@pytest.mark.parametrize("text, key, value", [
    # the example inside parentheses ends with them; an example list ends at its colon
    ("Provider shall respond to a fault (e.g., the loss of one node of the cluster) within 15 minutes.",
     "response_minutes", 15),
    ("Severity 1 faults, e.g. the loss of a whole node: response within 15 minutes.", "response_minutes", 15),
    ("故障（例如单台服务器宕机）发生后，乙方应在15分钟内响应。", "response_minutes", 15),
    # the sentence after the example is operative again
    ("For example, a customer may order 8 nodes. The initial term of this Agreement is twelve (12) months.",
     "term_months", 12),
])
def test_operative_text_around_an_example_still_counts(text, key, value):
    term = extracted_term(text, key, value)
    assert term.value == value
    assert term.confidence > EXAMPLE_CONFIDENCE


def test_a_word_that_only_contains_an_example_cue_opens_no_example():
    # 实例 ("instance") is no 例 ("example"), "assume liability" is no assumption
    assert extracted_term("服务期限为12个月，服务按单实例计算。", "term_months", 12).value == 12
    assert extracted_term("Customer shall assume the costs. The initial term of this Agreement is twelve (12) months.",
                          "term_months", 12).value == 12


def test_example_provenance_is_exact():
    text = ("The initial term of this Agreement is twelve (12) months.\nFor example, if Customer orders the service "
            "for a term of six months, there are seven Service Months.")
    document = make_document(text)
    (term,) = [t for t in extract_terms(document) if t.key == "term_months"]
    (alt,) = term.alternatives
    assert document.text[term.start:term.end] == term.text
    assert document.text[alt.start:alt.end] == alt.text == "term of six months"


# a PDF's text has no blank lines: an example a cue introduces at a line's end ends at the next
# clause numbered after the one it stands in, not at the end of the document
PDF_TEXT = ("8、数据知情权\n8.1 您可在控制台看到存储所在的地域名称，例如：\n华北一地域位于北京市。\n"
            "8.2 数据会有三份拷贝。\n12、服务计量准确性\n12.1 计量计费系统准确，计费方式按日计费。\n")


def test_an_example_in_a_pdf_ends_at_the_next_clause():
    term = extracted_term(PDF_TEXT, "billing_minutes", 1440)
    assert term.confidence >= 0.9


def test_the_example_itself_stays_an_example():
    extracted_term(PDF_TEXT, "location", None)  # 北京市 is the example's, not the site
