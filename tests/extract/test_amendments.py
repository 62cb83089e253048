"""Supplements and amendments: the supplement's value wins for the terms it changes.

A supplement written as a heading of its own runs over its numbered items (一、二、/1.) to
the next heading of its rank; the old value quoted inside the replacing clause ("由X调整为Y",
"X缩短为Y", "from X to Y") is superseded, not a new value. Sentences are our own wording.
"""

import pytest

from slacheck.extract.numbers import find_quantities
from slacheck.extract.pipeline import extract_terms

BODY_EN = (
    "# Compute Order\n\n## 4. Service Levels\n\n"
    "4.2 Provider shall restore a failed node within eight (8) hours.\n\n"
    "4.5 Customer must request service credits within fifteen (15) days after the end of the month.\n\n"
    "4.6 Planned maintenance requires seventy-two (72) hours' prior notice.\n\n"
)

CASES = [
    # a Chinese supplement under a markdown heading, numbered with 一、二、
    ("zh", BODY_EN + "# 补充协议\n\n一、主合同第4.2条约定的八（8）小时恢复时限缩短为三（3）小时。\n\n"
     "二、主合同第4.5条约定的“fifteen (15) days”延长为次月结束后六十日内。\n\n"
     "三、本补充协议与主合同不一致的，以本补充协议为准。\n", {"recovery_hours": (3, 8), "claim_window_days": (60, 15)}),
    # a title line that is not a markdown heading
    ("zh", "第六条 服务等级\n6.1 计划维护须提前七十二（72）小时书面通知甲方。\n\n补充协议（二）\n\n"
     "一、第6.1条约定的提前通知期限由七十二（72）小时调整为九十六（96）小时。\n二、其他条款不变。\n",
     {"maintenance_notice_hours": (96, 72)}),
    # an English amendment: "from X to Y"
    ("en", BODY_EN + "# Amendment No. 1\n\n1. The claim period in Section 4.5 is changed from fifteen (15) days to "
     "forty-five (45) days.\n\n2. This Amendment shall prevail over the Order.\n", {"claim_window_days": (45, 15)}),
    # a fee changed "由X调整为Y"
    ("zh", "3.1 月服务费合计人民币120万元。\n\n## 变更协议\n\n一、月服务费由人民币120万元调整为人民币110万元。\n",
     {"monthly_fee": (1100000, 1200000)}),
]


@pytest.mark.parametrize("lang, text, expected", CASES)
def test_supplement_value_wins(doc_from_text, lang, text, expected):
    terms = {t.key: t for t in extract_terms(doc_from_text(text, language=lang))}
    for key, (new, old) in expected.items():
        term = terms[key]
        assert term.value == new, (key, term.value)
        assert not term.conflict
        assert (old, "superseded") in [(a.value, a.reason) for a in term.alternatives], key


def test_a_section_after_the_supplement_is_not_amended(doc_from_text):
    text = ("乙方应在8小时内恢复。\n\n## 补充条款\n\n一、乙方应在10分钟内响应故障。\n\n# 附件一 服务说明\n\n"
            "二、乙方应在4小时内恢复。\n")
    (term,) = [t for t in extract_terms(doc_from_text(text)) if t.key == "recovery_hours"]
    assert term.value == 4  # the shorter commitment (prefer min), not an amended value
    # (the annex restates the body's clause with another figure: a conflict for review, never superseded)
    assert [(a.value, a.reason) for a in term.alternatives] == [(8, "conflict")]


def test_a_mention_of_a_supplement_in_the_body_amends_nothing_after_the_next_heading(doc_from_text):
    text = ("第五条 其他\n双方可另行签订补充协议。\n第六条 服务等级\n乙方应在4小时内恢复。\n第七条 附则\n乙方应在8小时内恢复。\n")
    (term,) = [t for t in extract_terms(doc_from_text(text)) if t.key == "recovery_hours"]
    assert not any(a.reason == "superseded" for a in term.alternatives)


@pytest.mark.parametrize("text, value, kind", [
    ("六（6）小时", 360, "duration"),
    ("二十四（24）个月", 24, "period"),
    ("一百二十八（128）台", 128, "node"),
])
def test_chinese_numeral_restated_in_digits_before_its_unit(text, value, kind):
    import unicodedata

    (q,) = find_quantities(unicodedata.normalize("NFKC", text))
    assert (q.value, q.kind) == (value, kind)
