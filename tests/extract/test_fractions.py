"""Fractions written as words are percentages: 二分之一 → 50 %, "one-fifth" → 20 %.

Chinese "N分之M" with any denominator (百分之/千分之 keep their meaning), English "one-half",
"two-thirds", "a quarter", "half of"; never the "and a half" of a mixed number. Our own wording.
"""

import pytest

from slacheck.extract.numbers import find_quantities, nfkc
from slacheck.extract.pipeline import extract_terms


def pcts(text):
    view = nfkc(text)
    return [round(q.value, 4) for q in find_quantities(view) if q.kind == "pct"]


@pytest.mark.parametrize("text, expected", [
    ("赔付上限为月费的二分之一", [50]),
    ("不超过三分之一", [33.3333]),
    ("四分之三的租金", [75]),
    ("百分之二十", [20]),              # the existing prefixes keep their meaning
    ("千分之五", [0.5]),
    ("one-half of the fee", [50]),
    ("One Third of the rent", [33.3333]),
    ("two-thirds of the charges", [66.6667]),
    ("a quarter of the fees", [25]),
    ("one-fifth (20 per cent) of the fee", [20]),  # the restatement is one quantity
    ("no more than half of the MRC", [50]),
    # not fractions
    ("one and a half hours", []),
    ("seven and a half per cent (7.5 %)", [7.5]),
    ("the first half of the month", []),
    ("one node", []),
])
def test_fraction_as_percentage(text, expected):
    assert pcts(text) == expected


@pytest.mark.parametrize("lang, text, expected", [
    ("en", "Service credits in any month shall not exceed one-third of the Monthly Charges for that month.", 33.333333),
    ("en", "Total credits are capped at half of the monthly fee.", 50),
    ("zh", "每月赔付总额不超过当月服务费的五分之一。", 20),
    ("zh", "月度服务费按年费的十二分之一计。", None),  # a share of a fee, not a credit cap
])
def test_fraction_cap(doc_from_text, lang, text, expected):
    terms = {t.key: t for t in extract_terms(doc_from_text(text, language=lang))}
    if expected is None:
        assert "credit_cap_pct" not in terms
    else:
        assert terms["credit_cap_pct"].value == pytest.approx(expected)
