"""Chinese fees and counts left by sessions 34 and 35 (zh47): a fee after the machines' configuration, a month's total or
rent said another way, a machine named by its cards, and lots parted by a comma or numbered before their word.

Each positive stands beside a near miss: the same words about another thing, which must not become the term or this value.
The wordings are those the session's review found in GPU-rental contracts and compute tenders, written close to them (no
public address kept).
"""

import pytest

from tests.extract.test_unseen_vendors_zh45 import test_lots_are_alternatives as lots_are_alternatives


# the fee after a clause saying what each of the counted machines holds: the machines' fee together (before: none, the
# 每台 of the configuration blocked it as a price per machine); a fee left open, another charge, a price per machine in
# the fee's own clause, or a configuration with no machines counted before it (the fee may be each one's) stay none
@pytest.mark.parametrize("text, expected", [
    ("# 算力租赁合同\n乙方提供2台GPU服务器，每台配置8张H800 GPU，月服务费100000元。\n", 100000),
    ("# 算力租赁合同\n乙方提供16个节点，每节点配置8张H800 GPU，月服务费100000元。\n", 100000),
    # near misses
    ("# 算力租赁合同\n乙方提供2台GPU服务器，每台配置8张H800 GPU，月服务费另行约定。\n", None),
    ("# 算力租赁合同\n乙方提供2台GPU服务器，每台配置8张H800 GPU，带宽费3000元/月。\n", None),
    ("# 算力租赁合同\n乙方提供2台GPU服务器，每台配置8张H800 GPU，每台月服务费50000元。\n", None),
    ("# 算力租赁合同\n每台服务器配置8卡，月租金8万元。\n", None),
])
def test_fee_after_each_machines_configuration(reads, text, expected):
    reads(text, "monthly_fee", expected, language="zh")


# a month's total said with the total first, each month's rent or fee with 的 between (before: none); the amount in
# capitals already read (a guard); a power bill of each month, or a total of it, is no rent
@pytest.mark.parametrize("text, expected", [
    ("# 算力租赁合同\n合计每月46080元。\n", 46080),
    ("# 算力租赁合同\n每个月的租金为5万元。\n", 50000),
    ("# 算力租赁合同\n每个月的服务费为5万元。\n", 50000),
    ("# 算力租赁合同\n月租金为人民币伍万元整。\n", 50000),
    # near misses
    ("# 算力租赁合同\n每个月的电费约5万元。\n", None),
    ("# 算力租赁合同\n电费合计每月46080元。\n", None),
    ("# 算力租赁合同\n合计每月电费46080元。\n", None),
])
def test_month_total_and_each_months_rent(reads, text, expected):
    reads(text, "monthly_fee", expected, language="zh")


# a machine named by its cards, its model between or nothing, no count word before the cards: eight in each machine, the
# machines not counted (before: gpu_count 8, loose); the cards counted by a trigger (提供, 共), the cards of a cluster, or
# cards not before a machine word stay the order's
@pytest.mark.parametrize("text, expected", [
    ("# 算力租赁合同\n租用8卡H800服务器，单价为8万元/台/月。\n", None),
    ("# 算力租赁合同\n租用8卡服务器，单价为8万元/台/月。\n", None),
    ("# 算力租赁合同\n计算节点：指配置8张GPU卡的GPU服务器。\n", None),
    # near misses
    ("# 算力租赁合同\n乙方提供64卡服务器，每台月租金8万元。\n", 64),
    ("# 算力租赁合同\n共8卡H800服务器，单价为8万元/台/月。\n", 8),
    ("# 算力租赁合同\n本项目租用64卡H800服务器集群。\n", 64),
    ("# 算力租赁合同\n甲方租用32张H800 GPU，部署于乙方服务器。\n", 32),
    ("# 算力租赁合同\n8卡H800服务器4台，月租金每台8万元。\n", 32),
])
def test_machine_named_by_its_cards(reads, text, expected):
    reads(text, "gpu_count", expected, language="zh")


# lots parted by a comma, or numbered before their word (第一包, 第二标段), as zh45's by semicolons and lines: alternatives for
# review (before: a contradiction, the first lot's count and model)
LOTS = [
    "# 算力租赁采购项目\n包1：H800 32卡，包2：A800 64卡。\n",
    "# 算力租赁采购项目\n第一包：H800 32卡；第二包：A800 64卡。\n",
    "# 算力租赁采购项目\n第一标段：H800 32卡，第二标段：A800 64卡。\n",
    "# 算力租赁采购项目\n第一包：H800 32卡\n第二包：A800 64卡\n",
]


@pytest.mark.parametrize("text", LOTS)
@pytest.mark.parametrize("key", ["gpu_count", "gpu_model"])
def test_lots_parted_by_a_comma_or_numbered_first(extracted, text, key):
    lots_are_alternatives(extracted, text, key)  # zh45's check of its lots


# near misses: one lot, a comma before another label that is no lot's, a batch of one order
@pytest.mark.parametrize("text, expected", [
    ("# 算力租赁采购项目\n第一包：H800 32卡。\n", 32),
    ("# 算力租赁采购项目\n包1：H800 32卡，交付：30天内。\n", 32),
    ("# 算力租赁合同\n订单号：12345，乙方提供H800 32卡。\n", 32),
])
def test_one_lot_or_no_lots_keeps_its_count(reads, text, expected):
    term = reads(text, "gpu_count", expected, language="zh")
    assert not term.conflict


# two statements not laid out as lots, a comma between, stay a contradiction
def test_comma_before_no_lot_label_contradicts(extracted):
    term = extracted("# 算力租赁合同\n订单号：12345，乙方提供H800 32卡。\n订单日期：2025年1月1日，乙方另提供A800 64卡。\n",
                     "gpu_count", True, language="zh")
    assert term.conflict and term.conflict_kind == "contradiction"


# the comma parts English regions' items as it does lots (every language's separators part every text's items): each
# region's figure an alternative for review (before: a contradiction)
def test_regions_parted_by_a_comma_are_alternatives(extracted):
    term = extracted("# SLA\n- Europe: 4 hours for server replacement, US: 6 hours for server replacement.\n",
                     "recovery_hours", True, language="en")
    # (e123: "Europe: 4 hours ..., US: 6 hours ..." states each figure for its region, which is a scope (evidence.yaml
    # ``scopes.places``), not a choice the contract offers: review by scope, naming each region, the weakest the term)
    assert term.conflict and term.conflict_kind == "scoped"
    assert {term.value} | {a.value for a in term.alternatives} == {4, 6}
    assert (term.value, term.scope) == (6, "US")
