"""A rack's power written as its feed's current (16A, 32A, common in Chinese IDC contracts) is read
as an estimate at 220 V single-phase: a derived term, never over a stated kW, never for three-phase."""

import pytest

from slacheck import api
from slacheck.extract.numbers import find_quantities, nfkc


def terms_of(tmp_path, text):
    path = tmp_path / "c.txt"
    path.write_text(text, encoding="utf-8")
    return {t.key: t for t in api.extract(path).terms}


def test_a_feed_current_is_an_estimated_rack_power(tmp_path):
    term = terms_of(tmp_path, "第三条 机柜与电力\n3.1 乙方为甲方提供标准42U机柜10个，单机柜供电32A（220V），双路市电。\n")["rack_power_kw"]
    assert (term.value, term.evidence_kind, term.text) == (pytest.approx(7.04), "derived", "单机柜供电32A")
    assert term.confidence < 0.9  # below an operative reading: a blocker rule may send it to review


def test_a_stated_power_wins_and_the_estimate_is_not_even_an_alternative(tmp_path):
    term = terms_of(tmp_path, "3.1 单机柜功率不低于20kW。\n3.2 每机柜提供32A供电。\n")["rack_power_kw"]
    assert (term.value, term.evidence_kind, term.alternatives) == (20, "operative", [])


@pytest.mark.parametrize("text", ["3.1 每机柜三相32A供电。\n", "3.1 Each cabinet is fed by a three-phase 32 A supply.\n"])
def test_a_three_phase_feed_is_not_estimated(tmp_path, text):
    assert "rack_power_kw" not in terms_of(tmp_path, text)


@pytest.mark.parametrize("text", ["昇腾910A服务器", "3A级机房", "2A栋"])
def test_a_model_a_grade_or_a_building_is_no_current(text):
    assert [q.kind for q in find_quantities(nfkc(text)) if q.kind == "current"] == []
