"""A rack's power written as its feed's current (16A, 32A, common in Chinese IDC contracts) is read
as an estimate at the voltage its sentence states, else at 220 V single-phase: a derived term, never
over a stated kW, never for three-phase."""

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


@pytest.mark.parametrize("text, kw", [
    # a voltage stated in the current's sentence is the one the estimate uses, not the assumed 220 V
    ("Each rack is supplied with a single-phase 32A 230V power feed.\n", 7.36),
    ("Each cabinet is provided with one 16A@230V power feed.\n", 3.68),
    ("Power: every rack receives a 230 V 16 A single-phase supply.\n", 3.68),
    ("Each rack is fed by a 32 A circuit at 240 volts.\n", 7.68),
    ("3.1 每个机柜提供230V/32A电源。\n", 7.36),
    # none stated, or stated in another sentence: the assumed 220 V
    ("Each rack has a 32A feed.\n", 7.04),
    ("The facility is supplied at 240 V. Each rack has a 32A feed.\n", 7.04),
    ("3.1 每机柜提供32A供电。\n", 7.04),
])
def test_a_stated_voltage_is_the_estimates_voltage(tmp_path, text, kw):
    term = terms_of(tmp_path, text)["rack_power_kw"]
    assert (term.value, term.evidence_kind) == (pytest.approx(kw), "derived")


@pytest.mark.parametrize("text", ["Each rack has a 30A 208V circuit.\n", "每櫃110V/20A供電。\n"])
def test_a_voltage_that_voids_the_estimate_still_does(tmp_path, text):
    assert "rack_power_kw" not in terms_of(tmp_path, text)


def test_a_model_letter_is_no_current(tmp_path):
    """The A of "2 A100 servers" is a GPU model's, no feed of 0.44 kW; "8 A100 GPUs" are eight cards."""
    assert "rack_power_kw" not in terms_of(tmp_path, "Each rack houses 2 A100 servers.\n")
    terms = terms_of(tmp_path, "The cluster has 64 nodes with 8 A100 GPUs per node.\n")
    assert (terms["gpus_per_node"].value, terms["gpu_count"].value) == (8, 512)


@pytest.mark.parametrize("text, kinds", [
    ("8 A100 GPUs", ["card"]), ("2 V100", [None]), ("16A@230V", ["current", "voltage"]), ("230V/32A", ["voltage", "current"]),
])
def test_model_letters_and_voltages(text, kinds):
    assert [q.kind for q in find_quantities(nfkc(text))] == kinds


@pytest.mark.parametrize("text", [
    # a North American feed (100-208 V) stops the estimate however its voltage is written: derated, its usable
    # power stated apart
    "Each rack has a 30 A circuit at 208 V.\n",
    "Each cabinet is provisioned with redundant 208 V 30 A circuits.\n",
    "Each rack is fed by a 20 A circuit at 120 V.\n",
    "Each rack receives one 30A circuit at 208 volts.\n",
    "Each rack has one 30A 208-volt circuit.\n",
    "每櫃110 V/20A供電。\n",
    # a three-phase line voltage written with a space is not volts x amps either (12.8 kW read at 400 V x 32 A)
    "Each rack is fed by a 32 A circuit at 400 V.\n",
    "Each rack has one 400 V 32 A feed.\n",
    "每机柜380 V/32A供电。\n",
])
def test_a_spaced_north_american_or_three_phase_voltage_voids_the_estimate(tmp_path, text):
    assert "rack_power_kw" not in terms_of(tmp_path, text)


@pytest.mark.parametrize("text, kw", [
    # near misses: a European voltage written with a space keeps V x A; a voltage in another sentence voids nothing
    ("Each rack is fed by a 32 A circuit at 230 V.\n", 7.36),
    ("Each rack is fed by a 16 A circuit at 240 volts.\n", 3.84),
    ("The building's backup lighting runs at 120 V. Each rack has a 32A feed.\n", 7.04),
])
def test_a_spaced_european_voltage_keeps_the_estimate(tmp_path, text, kw):
    term = terms_of(tmp_path, text)["rack_power_kw"]
    assert (term.value, term.evidence_kind) == (pytest.approx(kw), "derived")
