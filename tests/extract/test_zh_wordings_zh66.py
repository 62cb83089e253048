"""zh66: Chinese (and one English) wordings session 40's helpers found and left (zh64, zh65, cr12), each seen in a real
document (JD Cloud, UCloud, QingCloud specs) or a close variant.

Every text is our own wording unless a source is named.
"""

import pytest

from slacheck import api
from tests.conftest import make_document
from tests.extract.test_zh_wordings_zh65 import by_scope, term


# 4. things listed before the key's words and 分别: each thing's own level, never the first figure for all
@pytest.mark.parametrize("text, expected", [
    ("标准版和企业版的服务可用性分别为99.9%和99.95%。", {(99.9, "标准版"), (99.95, "企业版")}),
    ("标准版和企业版服务可用性分别为99.9%和99.95%。", {(99.9, "标准版"), (99.95, "企业版")}),
    ("单可用区和多可用区的服务可用性分别为99.95%和99.99%。", {(99.95, "单可用区"), (99.99, "多可用区")}),
    ("北京节点和上海节点的服务可用性分别为99.9%和99.95%。", {(99.9, "北京节点"), (99.95, "上海节点")}),
])
def test_things_listed_before_respectively_scope_each_level(text, expected):
    # main read the first figure alone (99.9 for every plan) or the two in contradiction with no scope
    t = term(text, "availability_pct")
    assert t is not None
    assert t.conflict_kind == "scoped", (t.value, t.conflict_kind)
    assert by_scope(t) == expected


def test_more_figures_than_things_listed_pair_none():
    # main read 99.9 alone for every plan: two plans, three figures, no plan's figure is known (review)
    t = term("标准版和企业版的服务可用性分别为99.9%、99.95%和99.99%。", "availability_pct")
    assert t is not None
    assert t.conflict_kind == "contradiction", (t.value, t.conflict_kind)


def test_measures_listed_before_respectively_still_pair_in_order():
    # guard (main read this too, zh65): a list of measures, not of things
    t = term("数据持久性和服务可用性分别为99.9999%和99.95%。", "availability_pct")
    assert (t.value, t.conflict) == (99.95, False)


# 6. English "respectively" after the figures pairs them with the measures listed before, in order
@pytest.mark.parametrize("text", [
    "Durability and availability are 99.9999% and 99.95%, respectively.",
    "Data durability and monthly availability are 99.9999% and 99.95% respectively.",
])
def test_respectively_after_the_figures_pairs_them_in_order(text):
    # main read the durability (99.9999) as the availability
    t = term(text, "availability_pct", "en")
    assert t is not None
    assert (t.value, t.conflict) == (99.95, False)


def test_availability_listed_first_keeps_its_figure_in_english():
    # guard (main read this too)
    t = term("Availability and durability are 99.95% and 99.9999%, respectively.", "availability_pct", "en")
    assert (t.value, t.conflict) == (99.95, False)


# 2. a repair time offered by condition (JD Cloud-like "备件在本地"/"备件需调拨"): both figures, each with its condition,
# for review; never the fastest case for every fault
@pytest.mark.parametrize("text, language, key, expected", [
    ("GPU卡故障更换时间：2小时（备件在本地）/24小时（备件需调拨）。", "zh", "recovery_hours",
     {(2, "备件在本地"), (24, "备件需调拨")}),
    ("GPU卡故障更换时间：2小时（备件在本地）；24小时（备件需调拨）。", "zh", "recovery_hours",
     {(2, "备件在本地"), (24, "备件需调拨")}),
    ("故障响应时间：15分钟（工作时间）/30分钟（非工作时间）。", "zh", "response_minutes",
     {(15, "工作时间"), (30, "非工作时间")}),
    ("GPU replacement time: 2 hours (spare part on site) / 24 hours (spare part shipped).", "en", "recovery_hours",
     {(2, "spare part on site"), (24, "spare part shipped")}),
])
def test_figures_offered_by_condition_are_scoped(text, language, key, expected):
    # main read the first figure alone at 0.9 (2 hours for every fault)
    t = term(text, key, language)
    assert t is not None
    assert t.conflict_kind == "scoped", (t.value, t.conflict_kind)
    assert by_scope(t) == expected


def test_the_review_names_each_condition():
    # main: recovery in 2 hours, no review
    f = next(f for f in api.check(make_document("GPU卡故障更换时间：2小时（备件在本地）/24小时（备件需调拨）。"),
                                  lang="zh").findings if f.rule == "recovery")
    assert f.status == "review", (f.status, f.reason)
    assert "备件在本地" in f.reason and "备件需调拨" in f.reason, f.reason


def test_a_figure_restated_in_brackets_is_no_condition(reads):
    # guard (main read this too): words restating the figure, one figure alone
    reads("GPU卡故障更换时间：2小时（两小时）。", "recovery_hours", 2, language="zh")


# 1. a machine's GPUs written as model × count or count × model after a machine word (QingCloud/UCloud-like instance specs)
@pytest.mark.parametrize("text, count", [
    ("实例规格：GPU：NVIDIA P40*4，CPU 48核。", 4),
    ("服务器配置：GPU：NVIDIA A800 80G*8，内存2TB。", 8),
    ("服务器配置：8*A800 GPU，2TB内存。", 8),
    ("单台服务器配置H800×8。", 8),
])
def test_model_times_count_after_a_machine_word_is_the_cards_per_machine(text, count):
    # main read no cards per machine
    t = term(text, "gpus_per_node")
    assert t is not None and t.value == count
    # ... and no cluster total from one machine's row
    assert term(text, "gpu_count") is None


def test_machines_counted_times_the_cards_of_one_is_the_total():
    # main read neither
    assert term("乙方提供服务器，配置H800×8，共4台。", "gpus_per_node").value == 8
    assert term("乙方提供服务器，配置H800×8，共4台。", "gpu_count").value == 32


@pytest.mark.parametrize("text", [
    "服务器2台，H800*16。",  # a count of machines between: the 16 are both machines'
    "GPU服务器集群：H800*16。",  # a cluster's cards
    "服务器：H800*8台。",  # eight machines
    "GPU：NVIDIA A800*8",  # no machine named: an order's cards or a machine's, unknown
])
def test_model_times_count_not_of_one_machine_is_no_cards_per_machine(extracted, text):
    # guard (main read nothing too)
    extracted(text, "gpus_per_node", None, language="zh")


# 3. an internal network or its cards said to be 万兆 (UCloud-like instance spec): Ethernet at 10 Gb/s
@pytest.mark.parametrize("text", [
    "内网网卡和公网网卡均为万兆网卡，底层数据网络为万兆。",
    "内网网卡为万兆网卡。",
])
def test_a_network_said_to_be_wanzhao_is_ethernet_at_10(reads, text):
    # main read neither
    reads(text, "interconnect", "ethernet", language="zh")
    reads(text, "interconnect_gbps", 10, language="zh")


@pytest.mark.parametrize("text", [
    "公网网卡为万兆网卡。",  # the internet's
    "每个万兆端口免费提供2个机柜。",  # an internet port sold
])
def test_a_public_or_sold_port_is_no_interconnect(extracted, text):
    # guard (main read nothing too)
    extracted(text, "interconnect_gbps", None, language="zh")
    extracted(text, "interconnect", None, language="zh")


# 5. the provider's notice, then the customer's reply coordinated with 并由 (cr12's English form in Chinese)
@pytest.mark.parametrize("text", [
    "乙方应至少提前72小时通知甲方计划维护并由甲方通知乙方是否有异议。",
    "乙方应至少提前72小时通知甲方计划维护并且甲方应通知乙方是否有异议。",
])
def test_the_customers_reply_after_the_notice_leaves_the_notice(reads, text):
    # main read nothing (the customer's notice after 并 blocked the provider's)
    reads(text, "maintenance_notice_hours", 72, language="zh")


def test_the_customers_own_notice_is_no_maintenance_notice(extracted):
    # guard (main read nothing too)
    extracted("甲方应至少提前72小时通知乙方。", "maintenance_notice_hours", None, language="zh")
