"""Chinese leftovers of zh47/e73 (zh49): a band's credit raised from one the sentence before states with no band
(赔偿比例提高至25%, as e73 read "the reduction increases to 25%" in English), and the cards before a machine word
("租用8卡H800服务器") read as each machine's.

Each positive stands beside a near miss: the same words about another thing, which must not become the term or this value.
The wordings are our own, in the shape of Tiktalik's Files SLA (https://tiktalik.com/en/sla) said in Chinese and of the
GPU-server rental clauses zh47 read (no public address kept).
"""

import pytest

TWO_TIERS = [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]
RAISED = "# 服务等级协议\n乙方承诺服务可用性不低于99.9%。未达到的，乙方赔偿当月服务费的10%。可用性低于99%的，"


# the credit raised from, stated the sentence before with no band, is owed below the commitment: a derived tier (main
# read 25% below 99% alone, so a month at 99.5% earned nothing)
@pytest.mark.parametrize("text, expected, kind", [
    (RAISED + "赔偿比例提高至25%。\n", TWO_TIERS, "derived"),
    (RAISED + "赔偿提高到当月服务费的25%。\n", TWO_TIERS, "derived"),
    (RAISED + "扣减比例上调至25%。\n", TWO_TIERS, "derived"),
    # ... with no one commitment stated, its band is unknown: no tier rather than the lower one alone (main read that)
    (RAISED.replace("乙方承诺服务可用性不低于99.9%。", "乙方保证服务高度可用。") + "赔偿比例提高至25%。\n", None, None),
    # near misses: a price raised, no credit (main read it as a 25% credit below 99%); a bandwidth raised, no figure of a
    # credit at all
    (RAISED + "服务价格提高至25%。\n", None, None),
    (RAISED + "乙方应将带宽提高至200Mbps。\n", None, None),
    # ... and a raised credit whose base has a band of its own is a ladder as written
    ("# 服务等级协议\n乙方承诺服务可用性不低于99.9%。可用性低于99.9%的，乙方赔偿当月服务费的10%。可用性低于99%的，"
     "赔偿比例提高至25%。\n", TWO_TIERS, "operative"),
])
def test_a_credit_raised_from_one_with_no_band(extracted, text, expected, kind):
    term = extracted(text, "credit_tiers", expected, language="zh")
    assert term is None if expected is None else (term.value, term.evidence_kind) == (expected, kind)


# the cards right before a machine word, its model between or nothing: each machine's cards (main read neither a count
# nor the cards per machine, so a node inventory under a GPU SLA had no GPUs per node)
@pytest.mark.parametrize("text, expected", [
    ("# GPU租赁合同\n租用8卡H800服务器，单价为8万元/台/月。\n", 8),
    ("# GPU租赁合同\n本项目采用8卡节点。\n", 8),
    ("# GPU租赁合同\n甲方租用8卡A800裸金属，租期一年。\n", 8),
    # near misses: a cluster of such machines, the cards counted together, cards no machine word follows
    ("# GPU租赁合同\n乙方提供8卡服务器集群。\n", None),
    ("# GPU租赁合同\n共16卡H800服务器。\n", None),
    ("# GPU租赁合同\n合计8卡服务器。\n", None),
    ("# GPU租赁合同\n共8卡。\n", None),
])
def test_cards_before_a_machine_word_are_each_machines(reads, text, expected):
    reads(text, "gpus_per_node", expected, language="zh")


# ... and the count of such a cluster, or of cards counted together, stays the order's
@pytest.mark.parametrize("text, expected", [
    ("# GPU租赁合同\n乙方提供64卡服务器集群。\n", 64),
    ("# GPU租赁合同\n共8卡。\n", 8),
    ("# GPU租赁合同\n租用8卡H800服务器，单价为8万元/台/月。\n", None),
])
def test_a_cluster_of_cards_is_a_count(reads, text, expected):
    reads(text, "gpu_count", expected, language="zh")
