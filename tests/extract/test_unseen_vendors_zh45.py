"""Chinese leftovers of session 34 (zh45): a fee that includes other charges, a monthly total, a company whose name starts
with 向, a server's cards priced per server, a tender's lease period, and a purchase of several lots.

Each positive stands beside a near miss: the same words about another thing, which must not become the term or this value.
The wordings are those the session's review found in colocation and GPU-rental contracts and compute tenders, written
close to them (no public address kept), unless a comment gives one.
"""

import pytest


# a fee that includes the other charges, named up to their 费 ("含带宽及IP费用"): the service's monthly fee (before: none,
# the IP费 of the listed charges blocked it); a fee for those charges, or one charged besides, is none; a 含 in another
# clause includes nothing in the figure's
@pytest.mark.parametrize("text, expected", [
    ("# 机柜租赁合同\n月服务费含带宽及IP费用3000元。\n", 3000),
    ("# 机柜租赁合同\n月服务费包含带宽及IP费用3000元。\n", 3000),
    ("# 机柜租赁合同\n月服务费已含带宽、IP费3000元。\n", 3000),
    ("# 机柜租赁合同\n月租金含电力及带宽费8000元。\n", 8000),
    # near misses: a fee for bandwidth and IP, another charge besides, a 含 of another clause
    ("# 机柜租赁合同\n带宽及IP费用3000元/月。\n", None),
    ("# 机柜租赁合同\n另收带宽费3000元/月。\n", None),
    ("# 机柜租赁合同\n服务费含税，带宽费3000元/月。\n", None),
    ("# 机柜租赁合同\n管理费及带宽费3000元/月。\n", None),
])
def test_fee_including_listed_charges(reads, text, expected):
    reads(text, "monthly_fee", expected, language="zh")


# a total after a monthly price, or said of each month: the racks' month together (before: none); a total over the
# term, of several months, or with no month at all is no monthly fee
@pytest.mark.parametrize("text, expected", [
    ("# 机柜租赁合同\n机柜月租金5000元/柜，合计50000元。\n", 50000),
    ("# 机柜租赁合同\n机柜月租金5000元/柜，共10个机柜，每月合计50000元。\n", 50000),
    ("# 机柜租赁合同\n机柜月租金5000元/柜，共10个机柜，合计人民币50000元。\n", 50000),
    ("# 机柜租赁合同\n共10个机柜，月租金合计50000元。\n", 50000),
    # near misses: a contract's total, a total over the term, several months' rent, a charge of another period summed in
    ("# 机柜租赁合同\n合同总价合计600000元。\n", None),
    ("# 机柜租赁合同\n机柜月租金5000元/柜，合同期12个月，合计600000元。\n", None),
    ("# 机柜租赁合同\n机柜月租金5000元/柜，12个月合计600000元。\n", None),
    ("# 机柜租赁合同\n机柜月租金5000元/柜，12个月租金合计600000元。\n", None),
    ("# 机柜租赁合同\n机柜月租金5000元/柜，安装费3000元，合计8000元。\n", None),
    ("# 机柜租赁合同\n机柜押金5000元/柜，合计50000元。\n", None),
])
def test_monthly_total(reads, text, expected):
    reads(text, "monthly_fee", expected, language="zh")


def test_monthly_total_leaves_the_racks_price(reads):
    reads("# 机柜租赁合同\n机柜月租金5000元/柜，合计50000元。\n", "price_rack_month", 5000, language="zh")


# a company whose name starts with 向, given a short name that then provides the service: its whole name (before:
# "日葵云计算有限公司"); 向 after another word is who the customer buys from, no part of the name
@pytest.mark.parametrize("text, expected", [
    ("# 服务协议\n向日葵云计算有限公司（以下简称“向日葵云”）向用户提供GPU云主机服务。\n", "向日葵云计算有限公司"),
    ("# 服务协议\n本协议由向日葵云计算有限公司（“向日葵云”）制定。向日葵云向用户提供GPU云主机服务。\n", "向日葵云计算有限公司"),
    ("# 服务协议\n本协议由向日葵云计算有限公司（以下简称“云公司”）制定。\n云公司依据本协议为用户提供GPU云主机服务。\n", "向日葵云计算有限公司"),
    ("# 算力服务合同\n向日葵云计算有限公司（以下简称乙方）向甲方提供GPU算力服务。\n", "向日葵云计算有限公司"),
    # near misses: 向 after the customer or its portal, the buying, not the name
    ("# 服务协议\n客户（“您”）通过门户向天翼云科技有限公司（“天翼云公司”）购买、由天翼云公司向客户提供云计算服务。\n", "天翼云科技有限公司"),
    ("# 服务协议\n客户（“您”）向天翼云科技有限公司（“天翼云公司”）购买、由天翼云公司向客户提供云计算服务。\n", "天翼云科技有限公司"),
    ("# 服务协议\n您向天翼云科技有限公司（“天翼云公司”）购买、由天翼云公司向客户提供云计算服务。\n", "天翼云科技有限公司"),
])
def test_provider_named_with_xiang_first(reads, text, expected):
    reads(text, "vendor", expected, language="zh")


# a server named by its cards and priced per server in the same clause, its model and what is priced between: the cards
# are each server's, the servers not counted (before: gpu_count 8, loose); the servers counted, or priced in a clause of
# their own after a cluster's cards, keep the count
@pytest.mark.parametrize("text, expected", [
    ("# 算力租赁合同\n8卡H800服务器月租金每台8万元。\n", None),
    ("# 算力租赁合同\n8卡H800服务器租金为8万元/台/月。\n", None),
    # near misses
    ("# 算力租赁合同\n8卡H800服务器4台，月租金每台8万元。\n", 32),
    ("# 算力租赁合同\n乙方提供64卡服务器，每台月租金8万元。\n", 64),
    ("# 算力租赁合同\n乙方提供H800 GPU共64卡，服务器每台配置8卡。\n", 64),
])
def test_cards_of_a_server_priced_per_server(reads, text, expected):
    reads(text, "gpu_count", expected, language="zh")


def test_cards_of_a_server_priced_per_server_are_per_node(reads):
    reads("# 算力租赁合同\n8卡H800服务器月租金每台8万元。\n", "gpus_per_node", 8, language="zh")


# a tender's lease period (租赁期, 租用期) is the term (before: none); the ceiling price before it is no monthly fee; the
# length the term is extended by is no term
@pytest.mark.parametrize("text, expected", [
    ("# 算力租赁采购项目\n本项目最高限价为1200万元，租赁期12个月。\n", 12),
    ("# 算力租赁采购项目\n租用期2年。\n", 24),
    # near misses: an extension
    ("# 算力租赁合同\n租赁期延长6个月的，租金另议。\n", None),
    ("# 算力租赁合同\n服务期限可顺延3个月。\n", None),
])
def test_lease_period_is_the_term(reads, text, expected):
    reads(text, "term_months", expected, language="zh")


def test_ceiling_price_is_no_monthly_fee(reads):
    reads("# 算力租赁采购项目\n本项目最高限价为1200万元，租赁期12个月。\n", "monthly_fee", None, language="zh")


# a purchase of several lots or orders, each with its cards and model: alternatives for review, none the purchase's one
# count (before: a contradiction, the first lot's count); one lot alone, or two statements not laid out as lots, stay as
# they were
LOTS = [
    "# 算力租赁采购项目\n包1：H800 32卡；包2：A800 64卡。\n",
    "# 算力租赁采购项目\n订单一：H800 32卡；\n订单二：A800 64卡；\n订单三：H20 16卡；\n订单四：910B 128卡。\n",
    "# 算力租赁采购项目\n- 采购包1：H800 GPU服务器，共32卡\n- 采购包2：A800 GPU服务器，共64卡\n",
]


@pytest.mark.parametrize("text", LOTS)
@pytest.mark.parametrize("key", ["gpu_count", "gpu_model"])
def test_lots_are_alternatives(extracted, text, key):
    term = extracted(text, key, True, language="zh")
    assert term.conflict and term.conflict_kind == "alternatives"
    assert len({a.value for a in term.alternatives if a.reason == "conflict"} | {term.value}) >= 2


@pytest.mark.parametrize("text, expected", [
    ("# 算力租赁采购项目\n包1：H800 32卡。\n", 32),
    ("# 算力租赁采购项目\n包1：H800 32卡；交付：30天内。\n", 32),
])
def test_one_lot_keeps_its_count(reads, text, expected):
    term = reads(text, "gpu_count", expected, language="zh")
    assert not term.conflict


@pytest.mark.parametrize("text", [
    "# 算力租赁合同\n乙方提供H800 32卡。\n乙方另提供A800 64卡。\n",
    "# 算力租赁合同\n订单号：12345；乙方提供H800 32卡。\n订单日期：2025年1月1日；乙方另提供A800 64卡。\n",
])
def test_two_statements_not_laid_out_as_lots_contradict(extracted, text):
    term = extracted(text, "gpu_count", True, language="zh")
    assert term.conflict and term.conflict_kind == "contradiction"


# a key's gap_stops by list (monthly_fee's not_blockers stop at a clause's end, its sentence blockers do not): a list the
# key does not have is refused with the key and the name, not left to stop nothing
def test_gap_stops_of_a_list_the_key_lacks_are_refused(monkeypatch):
    import copy

    from slacheck.errors import SlacheckError
    from slacheck.extract import matchers
    from slacheck.extract.matchers import LANGUAGES, load_language

    originals = {code: load_language(code) for code in LANGUAGES}
    edited = copy.deepcopy(originals["zh"])
    edited["keys"]["monthly_fee"]["gap_stops"] = {"not_blockrs": "，；"}
    monkeypatch.setattr(matchers, "load_language", lambda code: edited if code == "zh" else originals[code])
    with pytest.raises(SlacheckError) as raised:
        matchers.rules.__wrapped__()
    assert "keys.monthly_fee.gap_stops: the key has no list 'not_blockrs'" in str(raised.value)
