"""Two values of one key offered as alternatives (SPEC §1: conflicting values are a finding).

"采用InfiniBand或RoCE网络", "InfiniBand or RoCE (to be agreed)": the contract fixes neither fabric, so neither is
the term's value on its own: both are read, the second an alternative in conflict, and the term goes to review (as
a price written as a range does). Before, the first one named was read at 0.8 (or, for cooling, the two were
combined into ``hybrid``, which the contract does not promise either). A list ("InfiniBand和RoCE") offers no choice,
an unnamed substitute ("InfiniBand（或同等性能网络）") names no second value, so the one named stays the term's value;
two values refused together ("RoCE或InfiniBand均不支持") read nothing. Our own wording, one line each.
"""

import pytest

from tests.conftest import extracted_term

OFFERED = [
    ("zh", "计算网络采用InfiniBand 400Gb/s 或 以太网+RoCEv2。", "interconnect", {"infiniband", "roce", "ethernet"}),
    ("zh", "集群节点间采用InfiniBand或RoCE网络。", "interconnect", {"infiniband", "roce"}),
    ("zh", "集群节点间采用InfiniBand网络或者RoCE网络。", "interconnect", {"infiniband", "roce"}),
    ("en", "The GPU cluster interconnect is InfiniBand or RoCE (to be agreed).", "interconnect", {"infiniband", "roce"}),
    ("en", "Nodes are connected by either InfiniBand or RoCE.", "interconnect", {"infiniband", "roce"}),
    ("zh", "机柜采用冷板式液冷或风冷。", "cooling", {"liquid", "air"}),
    ("zh", "机柜采用液冷或者风冷散热。", "cooling", {"liquid", "air"}),
    ("en", "Racks are cooled by liquid cooling or air cooling.", "cooling", {"liquid", "air"}),
]


@pytest.mark.parametrize("lang, text, key, values", OFFERED)
def test_values_offered_as_alternatives_are_in_conflict(lang, text, key, values):
    term = extracted_term(text, key, True, language=lang)
    assert term.conflict
    assert {term.value} | {a.value for a in term.alternatives if a.reason == "conflict"} == values
    assert term.confidence <= 0.5


NEAR_MISSES = [
    ("zh", "集群节点间采用InfiniBand（或同等性能网络）。", "interconnect", "infiniband"),
    ("en", "Nodes use InfiniBand (or an equivalent network).", "interconnect", "infiniband"),
    ("zh", "集群节点间采用InfiniBand网络。", "interconnect", "infiniband"),
    ("zh", "机柜采用冷板式液冷。", "cooling", "liquid"),
    ("en", "The cluster does not support RoCE or InfiniBand.", "interconnect", None),
    ("en", "Nodes are connected by Ethernet; neither RoCE nor InfiniBand is supported.", "interconnect", "ethernet"),
]


@pytest.mark.parametrize("lang, text, key, expected", NEAR_MISSES)
def test_one_value_stays_firm(lang, text, key, expected):
    term = extracted_term(text, key, expected, language=lang)
    if expected is not None:
        assert term.value == expected and not term.conflict


def test_a_list_is_no_choice():
    term = extracted_term("集群节点间采用InfiniBand和RoCE网络。", "interconnect", "infiniband", language="zh")
    assert term.value == "infiniband" and not term.conflict


@pytest.mark.parametrize("text, expected", [
    ("本集群RoCE或InfiniBand均不支持。", None),
    ("集群节点间采用以太网互联，RoCE或InfiniBand均不支持。", "ethernet"),
])
def test_values_refused_together_read_nothing(text, expected):
    term = extracted_term(text, "interconnect", expected, language="zh")
    if expected is not None:
        assert term.value == expected and not term.conflict
