"""How cooling is composed (SPEC §1 ``cooling``): negation scope and minor mentions.

A negated kind of liquid cooling ("no immersion") beside an affirmed liquid cooling excludes
only that kind: it implies no air cooling. An air mention that is only the minor part of a
liquid system ("air removes the residual heat") is not a second system, so liquid + that air
is liquid, not hybrid. A real second system is still hybrid. Our own wording, one line each.
"""

import pytest

from slacheck.extract.pipeline import extract_terms

CASES = [
    ("zh", "机柜采用冷板式液冷。本项目不提供浸没式液冷。", "liquid"),
    ("zh", "机柜采用冷板式液冷，风冷仅用于带走剩余热量。", "liquid"),
    ("zh", "计算机柜采用冷板液冷，其余机柜采用风冷。", "hybrid"),
    ("zh", "本项目不提供液冷，机房采用风冷。", "air"),
    ("zh", "本项目不提供浸没式液冷。", "air"),  # nothing else said: the negation still decides
    ("en", "Racks use direct-to-chip cold plates; immersion cooling is not offered.", "liquid"),
    ("en", "Cold plate liquid cooling; room air handlers remove only the residual heat.", "liquid"),
    ("en", "Dense racks use cold plate cooling and the other racks are air-cooled.", "hybrid"),
]


@pytest.mark.parametrize("lang, text, expected", CASES)
def test_cooling(doc_from_text, lang, text, expected):
    terms = {t.key: t for t in extract_terms(doc_from_text(text, language=lang))}
    assert terms["cooling"].value == expected
