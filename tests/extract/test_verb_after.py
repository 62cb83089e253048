"""A number and the verb it times (SPEC §1 delivery_days, response_minutes, recovery_hours).

Chinese puts the verb last ("X日内完成……交付"): the trigger may stand further after the
number, to the end of its clause or sentence when the key says so, as long as no other
number of the kind is in between. And the first such verb decides: a period that ends in
acceptance or in the customer moving in is not the handover. Our own wording, one line each.
"""

import pytest

from slacheck.extract.pipeline import extract_terms

CASES = [
    # delivery: the verb far after the number, past a count of another kind
    ("zh", "乙方应自合同生效之日起四周内完成全部三十二台服务器的安装、调试并交付甲方使用。", "delivery_days", 28),
    ("zh", "乙方应于签约后二十日内完成机房改造，使机柜具备上架条件。", "delivery_days", 20),
    # ... but not an acceptance window or the customer's move-in after the handover notice
    ("zh", "甲方应于收到交付通知后七个工作日内完成验收。", "delivery_days", None),
    ("zh", "甲方应在乙方通知后十日内完成设备进场。", "delivery_days", None),
    ("zh", "乙方应于合同签订后三十日内交付；甲方应于交付后五日内完成验收测试。", "delivery_days", 30),
    # ... nor a verb beyond another number of the same kind
    ("zh", "乙方应于十日内完成布线，二十日内完成交付。", "delivery_days", 20),
    # English: "make … available" with the object in between
    ("en", "Provider will make the reserved servers available within twelve (12) business days after the Order Date.",
     "delivery_days", 12),
    ("en", "Customer shall pay the deposit within five (5) days after the Order Date.", "delivery_days", None),
    # recovery and response: the verb at the end of the clause
    ("zh", "乙方应于六小时内完成故障服务器的修复。", "recovery_hours", 6),
    ("zh", "乙方应于六小时内提交故障报告，并尽快修复。", "recovery_hours", None),
    ("zh", "接到报修后二十分钟内到达现场。", "response_minutes", 20),
    ("zh", "乙方应于二十分钟内完成值班人员的交接。", "response_minutes", None),
]


@pytest.mark.parametrize("lang, text, key, expected", CASES)
def test_verb_after_the_number(reads, lang, text, key, expected):
    reads(text, key, expected, language=lang)


def test_span_of_a_verb_last_number_is_the_document_text(doc_from_text):
    text = "乙方应自合同生效之日起四周内完成全部三十二台服务器的安装、调试并交付甲方使用。"
    doc = doc_from_text(text)
    (term,) = [t for t in extract_terms(doc) if t.key == "delivery_days"]
    assert doc.text[term.start:term.end] == term.text
    assert term.text.startswith("四周") and term.text.endswith("交付")
