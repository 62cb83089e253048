"""Chinese GPU tenders and compute-rental documents read in session 34 (zh44): a card named by its bare code, offered
as the alternative to another ("GPU类型为NV A100或T4"), and older cards named with a card word ("V100显卡").

Before, a bare T4, V100 or A10 was no value word at all, so the model named beside it was read alone and firm (0.9):
"A100或T4" read A100, "V100或H800" read H800, though the tender fixes neither. Now the bare code is read where a word of
alternation joins it to a model read, both values in conflict, for review. Alone the code stays unread ("T4机房" is a
data centre's tier, "A10机房" a room). Each positive stands beside a near miss.
"""

import pytest

from tests.conftest import extracted_term


# China Unicom's 2022 AI-server tender (m.c114.com.cn/w119-1186866.html): "标包一投标机型…对应的…GPU类型为NV A100或T4"
@pytest.mark.parametrize("lang, text, values", [
    ("zh", "标包一投标机型对应的CPU类型为I C L系列,GPU类型为NV A100或T4。", {"A100", "T4"}),
    ("zh", "服务器GPU型号为V100或H800。", {"V100", "H800"}),
    ("zh", "服务器GPU型号为A100或者A10。", {"A100", "A10"}),
    ("en", "The GPU type is A100 or T4.", {"A100", "T4"}),
])
def test_a_bare_code_offered_beside_a_model_is_an_alternative(lang, text, values):
    term = extracted_term(text, "gpu_model", True, language=lang)
    assert term.conflict
    assert {term.value} | {a.value for a in term.alternatives if a.reason == "conflict"} == values
    assert term.confidence <= 0.5


# near misses: the bare code as a data centre's tier or a room, beside a model but not offered as one; a list is no choice
@pytest.mark.parametrize("lang, text, expected", [
    ("zh", "服务器采用8张H800 GPU,部署于T4机房。", "H800"),
    ("zh", "服务器采用H800 GPU,机房等级为T3或T4。", "H800"),
    ("zh", "服务器采用A100 GPU,位于A10机房。", "A100"),
    ("en", "The servers use H100 GPUs, hosted in a Tier 3 or T4 facility.", "H100"),
])
def test_a_bare_code_not_offered_stays_unread(lang, text, expected):
    term = extracted_term(text, "gpu_model", expected, language=lang)
    assert term.value == expected and not term.conflict and term.confidence >= 0.9


# older cards named with a card word or their maker: the model rented; the bare code alone reads nothing
@pytest.mark.parametrize("text, expected", [
    ("每台服务器配置8张V100显卡。", "V100"),
    ("服务器采用Tesla T4 GPU。", "T4"),
    ("服务器部署于T4机房。", None),
    ("机房编号V100。", None),
])
def test_older_cards_named_with_a_card_word(reads, text, expected):
    reads(text, "gpu_model", expected, language="zh")


# a machine named by its cards, then priced per machine, as a tender's ceiling price may be written (our own wording):
# eight in each machine priced, no order of eight (before: gpu_count 8, loose); the cards per machine stay read
@pytest.mark.parametrize("text, expected", [
    ("投标报价不得超过最高限价,即8卡服务器每台每月8万元。", None),
    ("租用8卡服务器每台每月8万元。", None),
    # near misses: the machines counted after, or the cluster's cards with the machine's own in another clause
    ("乙方提供8卡服务器32台。", 256),
    ("乙方提供64卡服务器，每台月租金8万元。", 64),
    ("乙方向甲方提供64卡服务器集群，每台服务器配置8卡。", 64),
])
def test_cards_of_a_machine_priced_per_machine_are_no_order(reads, text, expected):
    reads(text, "gpu_count", expected, language="zh")


def test_cards_of_a_machine_priced_per_machine_are_per_node(reads):
    reads("投标报价不得超过最高限价,即8卡服务器每台每月8万元。", "gpus_per_node", 8, language="zh")
