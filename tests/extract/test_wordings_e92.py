"""e92: wordings session 40's helpers left (zh66, e90, e89): a condition written before each figure, a machine's cards
written model × count in English, and things listed after "of" before "respectively".

Every text is our own wording.
"""

import pytest

from slacheck import api
from tests.conftest import make_document
from tests.extract.test_zh_wordings_zh65 import by_scope, term


# 1. a repair time offered by condition, each condition a 时/的 clause before its figure: both figures, scoped, for
# review; never the fastest case (2 hours) for every fault
@pytest.mark.parametrize("text, expected", [
    ("GPU卡故障更换时间：备件在本地时2小时，备件需调拨时24小时。", {(2, "备件在本地"), (24, "备件需调拨")}),
    ("GPU卡故障更换：本地有备件的2小时内完成，需调拨备件的24小时内完成。", {(2, "本地有备件"), (24, "需调拨备件")}),
    ("GPU卡故障更换时间：备件在本地时2小时；备件需调拨时24小时。", {(2, "备件在本地"), (24, "备件需调拨")}),
])
def test_conditions_before_each_figure_scope_them(text, expected):
    # main read 2 hours alone at 0.9
    t = term(text, "recovery_hours")
    assert t is not None
    assert t.conflict_kind == "scoped", (t.value, t.conflict_kind)
    assert by_scope(t) == expected


def test_the_review_names_each_condition_written_before():
    # main: recovery in 2 hours, no review
    f = next(f for f in api.check(make_document("GPU卡故障更换时间：备件在本地时2小时，备件需调拨时24小时。"),
                                  lang="zh").findings if f.rule == "recovery")
    assert f.status == "review", (f.status, f.reason)
    assert "备件在本地" in f.reason and "备件需调拨" in f.reason, f.reason


def test_two_measures_each_after_its_时_are_no_conditions(reads):
    # guard (main read this too): 响应时 / 恢复时 name two measures, not two cases of one (no word in common)
    reads("故障处理：响应时30分钟，恢复时4小时。", "recovery_hours", 4, language="zh")


# 2. a machine's cards written model × count after a machine word, in English
@pytest.mark.parametrize("text", [
    "Each server: NVIDIA H100 x 8",
    "Each server: NVIDIA H100 x 8, 2 TB RAM.",
    "Server configuration: GPU: NVIDIA A100 80GB x 8, CPU: 2x Xeon.",
])
def test_model_times_count_after_a_machine_word_is_the_cards_per_machine_en(text):
    # main read no cards per machine
    t = term(text, "gpus_per_node", "en")
    assert t is not None and t.value == 8
    # ... and no cluster total from one machine's line
    assert term(text, "gpu_count", "en") is None


@pytest.mark.parametrize("text", [
    "2 servers, H100 x 16.",  # the machines counted: the 16 are both machines'
    "GPU cluster: H100 x 16.",  # a cluster's cards
    "Servers: H100 x 8 nodes.",  # eight machines
    "GPU: NVIDIA H100 x 8",  # no machine named
])
def test_model_times_count_not_of_one_machine_is_no_cards_per_machine_en(extracted, text):
    # guard (main read nothing too)
    extracted(text, "gpus_per_node", None, language="en")


# 3. things listed after "of", the figures after them paired by "respectively": each thing's level, for review
@pytest.mark.parametrize("text, expected", [
    ("The availability of the Standard and Enterprise plans are 99.9% and 99.95%, respectively.",
     {(99.9, "Standard"), (99.95, "Enterprise plans")}),
    ("The monthly availability for the Beijing and Shanghai regions will be 99.9% and 99.95% respectively.",
     {(99.9, "Beijing"), (99.95, "Shanghai regions")}),
])
def test_things_listed_after_of_scope_each_level(text, expected):
    # main read 99.9 alone, for every plan
    t = term(text, "availability_pct", "en")
    assert t is not None
    assert t.conflict_kind == "scoped", (t.value, t.conflict_kind)
    assert by_scope(t) == expected


def test_measures_listed_after_of_pair_no_things():
    # guard (main read this too): "durability of data" is a measure, not a thing; its figure is not the availability
    t = term("The availability of the service and durability of data are 99.9% and 99.999%, respectively.",
             "availability_pct", "en")
    assert (t.value, t.conflict) == (99.9, False)
