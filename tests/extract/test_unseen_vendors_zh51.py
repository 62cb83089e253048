"""Chinese fee and GPU-count wrong values left after session 35 (zh51): a machine's monthly rent read as the order's fee
where several machines are counted before it (and one machine's, which is the fee, read as none), a month written
每个月 or 每一个月 where 每月 reads, a fee stated without the charges it leaves out, and a machine's cards read as the
order's count.

Each positive stands beside a near miss: the same words about another thing, which must not become the term or this value.
The wordings are those of GPU-rental price sheets and rental contracts the sessions' reviews found (no public address kept).
"""

import pytest


# a machine's own month after several machines are counted before it in its sentence is one machine's price: the order's
# fee is not stated (none, no product made); with one machine counted it is the order's fee
@pytest.mark.parametrize("text, expected", [
    ("# GPU租赁合同\n甲方租用4台8卡服务器，服务器月租金8万元。\n", None),
    ("# GPU租赁合同\n甲方租用两台8卡服务器，服务器月租金8万元。\n", None),
    ("# GPU租赁合同\n甲方租用4个节点，节点月费8万元。\n", None),
    ("# GPU租赁合同\n甲方租用1台H800整机，整机月租金8万元。\n", 80000),
    ("# GPU租赁合同\n甲方租用一台H800整机，整机月租金8万元。\n", 80000),
    ("# GPU租赁合同\n甲方租用1台8卡服务器，服务器月租金8万元。\n", 80000),
    # near misses: a cluster's rent (no machine counted), the machines' total, a machine's rent with none counted,
    # eleven machines (no single one), and zh50's whole machine of four
    ("# GPU租赁合同\nGPU集群月租金80万元。\n", 800000),
    ("# GPU租赁合同\n4台服务器月租金合计32万元。\n", 320000),
    ("# GPU租赁合同\n甲方租用4台8卡服务器，服务器月租金合计32万元。\n", 320000),
    ("# GPU租赁合同\n乙方提供GPU服务器，服务器月租金8万元。\n", 80000),
    ("# GPU租赁合同\n甲方租用11台H800整机，整机月租金8万元。\n", None),
    ("# GPU租赁合同\n甲方租用十一台H800整机，整机月租金8万元。\n", None),
    ("# GPU租赁合同\n甲方租用4台H800整机，8卡整机月租金8万元。\n", None),
])
def test_a_machines_rent_after_a_count_of_machines(reads, text, expected):
    reads(text, "monthly_fee", expected, language="zh")


# each month written 每个月 or 每一个月 reads as 每月 does, with the other charge the total holds listed after the rent
@pytest.mark.parametrize("text, expected", [
    ("# GPU租赁合同\n每个月的租金及电费合计6万元。\n", 60000),
    ("# GPU租赁合同\n每个月租金及电费合计6万元。\n", 60000),
    ("# GPU租赁合同\n每一个月的租金及电费合计6万元。\n", 60000),
    ("# GPU租赁合同\n每一个月的租金为6万元。\n", 60000),
    ("# GPU租赁合同\n每个月的租金及带宽费合计6万元。\n", 60000),
    # near misses: the electricity alone, each month or several months' rent together
    ("# GPU租赁合同\n每月租金及电费合计6万元。\n", 60000),
    ("# GPU租赁合同\n每个月的电费合计6万元。\n", None),
    ("# GPU租赁合同\n每一个月的电费合计6万元。\n", None),
    ("# GPU租赁合同\n12个月的租金合计60万元。\n", None),
])
def test_each_month_written_out_is_each_month(reads, text, expected):
    reads(text, "monthly_fee", expected, language="zh")


# the charges a fee leaves out, listed between it and its figure ("月服务费不含带宽及IP费用3000元"): the fee without them,
# as one that includes them ("月服务费含带宽及IP费用3000元") is the fee with them
@pytest.mark.parametrize("text, expected", [
    ("# GPU租赁合同\n月服务费不含带宽及IP费用3000元。\n", 3000),
    ("# GPU租赁合同\n月服务费不包括带宽费3000元。\n", 3000),
    ("# GPU租赁合同\n月服务费3000元（不含带宽及IP费用）。\n", 3000),
    # near misses: the charges left out priced in a clause of their own, and alone
    ("# GPU租赁合同\n月服务费不含带宽及IP费用，带宽及IP费用3000元/月。\n", None),
    ("# GPU租赁合同\n带宽及IP费用3000元/月。\n", None),
])
def test_a_fee_without_the_charges_it_leaves_out(reads, text, expected):
    reads(text, "monthly_fee", expected, language="zh")


# the cards of a machine the provider supplies, no more than a machine holds and no machines counted, are each machine's:
# no count of the order (a count stated in another sentence would make 8 wrong)
@pytest.mark.parametrize("text, key, expected", [
    ("# GPU租赁合同\n乙方提供8卡H800服务器。\n", "gpu_count", None),
    ("# GPU租赁合同\n乙方提供8卡H800服务器。\n", "gpus_per_node", 8),
    ("# GPU租赁合同\n乙方提供8卡H800服务器。服务器数量为4台。\n", "gpu_count", None),
    # near misses: the machines counted (the product), more cards than a machine holds, cards counted in all, cards
    # no machine word follows
    ("# GPU租赁合同\n乙方提供4台8卡H800服务器。\n", "gpu_count", 32),
    ("# GPU租赁合同\n乙方提供8卡H800服务器，共4台。\n", "gpu_count", 32),
    ("# GPU租赁合同\n乙方提供64卡服务器。\n", "gpu_count", 64),
    ("# GPU租赁合同\n共8卡H800服务器。\n", "gpu_count", 8),
    ("# GPU租赁合同\n乙方提供8张H800 GPU卡。\n", "gpu_count", 8),
])
def test_a_supplied_machines_cards_are_no_count(reads, text, key, expected):
    reads(text, key, expected, language="zh")


def test_cards_per_machine_spare_what_the_count_spares():
    """gpus_per_node's not_blockers take gpu_count's by their alias, and its NIC and disk words after the cards too: one
    list, written once (a refactor: the same phrases as before)."""
    from slacheck.extract.data import load_language

    keys = load_language("zh")["keys"]
    assert keys["gpus_per_node"]["not_blockers"][:len(keys["gpu_count"]["not_blockers"])] == \
        keys["gpu_count"]["not_blockers"]
    assert "共…台" in keys["gpus_per_node"]["not_blockers"]
    assert set(keys["gpus_per_node"]["blockers_after"]) <= set(keys["gpu_count"]["blockers_after"])
    assert "网卡" in keys["gpus_per_node"]["blockers_after"]
