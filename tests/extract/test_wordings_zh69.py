"""zh69: Chinese (and English) wordings session 40 left: a year's level beside the month's, levels per part of the
service, a machine's GPUs under its heading.

Every text is our own wording unless a source is named.
"""

import pytest

from slacheck import api
from tests.conftest import make_document
from tests.extract.test_zh_wordings_zh65 import by_scope, term


# 1. a level held over a year, the year named right beside its figure, is no monthly availability (SPEC §1:
# availability_pct is the monthly commitment); beside the month's, the month's alone is read, no review
@pytest.mark.parametrize("text, language", [
    ("服务可用性：99.9%（月度）/99.5%（年度）。", "zh"),
    ("Availability: 99.9% (monthly) / 99.5% (annual).", "en"),
])
def test_the_years_level_beside_the_months_is_left_out(text, language):
    # main read the year's 99.5 beside the month's for review by scope ("年度"/"annual" as a condition)
    t = term(text, "availability_pct", language)
    assert t is not None
    assert (t.value, t.conflict, t.conflicting) == (99.9, False, [])


@pytest.mark.parametrize("text, language", [
    ("服务可用性：年度不低于99.5%。", "zh"),
    ("可用性：99.5%（年度）。", "zh"),
    ("服务可用性不低于99.5%（全年）。", "zh"),
    ("Uptime: 99.5% annually.", "en"),
    ("Availability: 99.5% (annual).", "en"),
    ("Annual service availability of 99.5%.", "en"),
    ("Uptime of 99.5% per year.", "en"),
])
def test_a_years_level_alone_is_no_monthly_availability(text, language):
    # main read 99.5 as the month's level: a month at 99.4% would have been claimed against a year's promise
    assert term(text, "availability_pct", language) is None


@pytest.mark.parametrize("text, language", [
    ("月度可用性不低于99.9%，年度可用性不低于99.5%。", "zh"),
    ("服务可用性：月度不低于99.9%，年度不低于99.5%。", "zh"),
    ("Monthly uptime 99.9%, annual uptime 99.5%.", "en"),
    ("Uptime: 99.9% monthly, 99.5% annually.", "en"),
])
def test_the_months_level_beside_the_years_stays(text, language):
    # guard (main read these too): the month's level, the year's not a second value
    t = term(text, "availability_pct", language)
    assert (t.value, t.conflict) == (99.9, False)


@pytest.mark.parametrize("text", [
    "The network will be available 99.95% of the time in any calendar month, and we review this SLA annually.",
    "Uptime is 99.95% in each calendar month, with no more than 4 maintenance windows per year.",
])
def test_a_level_naming_its_month_keeps_it_beside_a_yearly_clause(text):
    # guard (main read these too): the month named beside the level, the year is another thing's
    t = term(text, "availability_pct", "en")
    assert t is not None and t.value == 99.95


@pytest.mark.parametrize("text", ["本年度内每月服务可用性不低于99.9%。", "2025年度：服务可用性不低于99.9%。"])
def test_a_month_in_the_year_keeps_its_level(text):
    # guard (main read these too): "每月" names the month the level is held over; a year labelling a clause is no period
    t = term(text, "availability_pct")
    assert t is not None and t.value == 99.9


# 2. levels for parts of one service (NVIDIA's DSX requirements for AI clouds give the managed control plane and storage
# each their own): each level is its part's, for review by scope, not a contradiction
@pytest.mark.parametrize("text, language, expected", [
    ("控制面可用性99.95%，存储服务可用性99.9%。", "zh", {(99.95, "控制面"), (99.9, "存储服务")}),
    ("控制面可用性不低于99.95%；对象存储服务可用性不低于99.9%。", "zh", {(99.95, "控制面"), (99.9, "对象存储服务")}),
    ("计算服务可用性99.9%，网络服务可用性99.99%。", "zh", {(99.9, "计算服务"), (99.99, "网络服务")}),
    ("Control plane availability: 99.95%. Storage service availability: 99%.", "en",
     {(99.95, "Control plane"), (99, "Storage service")}),
])
def test_levels_of_parts_of_the_service_are_scoped(text, language, expected):
    # main read them as a contradiction, no part named
    t = term(text, "availability_pct", language)
    assert t is not None
    assert t.conflict_kind == "scoped", (t.value, t.conflict_kind)
    assert by_scope(t) == expected


def test_the_review_names_each_part():
    # main worded it "相互矛盾 … which prevails"
    result = api.check(make_document("控制面可用性99.95%，存储服务可用性99.9%。", language="zh"))
    finding = next(f for f in result.findings if f.term == "availability_pct")
    assert finding.status == "review"
    assert "控制面" in finding.message and "存储服务" in finding.message
    assert "需人工确认本订单适用哪一范围" in finding.message


def test_two_levels_for_one_part_still_contradict():
    # guard (main read it so too): the same part named twice with two levels
    t = term("存储服务可用性99.95%，存储服务可用性99.9%。", "availability_pct")
    assert t.conflict_kind == "contradiction"


def test_a_storage_class_keeps_its_own_name():
    # guard (main read it so too; UCloud US3's SLA, clause 2.1): the class, not the product named before it
    t = term("本公司向您承诺US3对象存储的标准存储类型服务可用性为99.95％，低频和归档存储类型服务可用性为99.9%。",
             "availability_pct")
    assert by_scope(t) == {(99.95, "标准存储"), (99.9, "低频 / 归档存储")}


# 3. a machine's GPUs as model × count on a line under a heading that names the machine: eight cards in each machine
@pytest.mark.parametrize("text", [
    "## 服务器配置\nGPU：NVIDIA A800*8\nCPU：Intel 8358*2",
    "## 二、GPU服务器配置\nCPU：Intel 8358*2\n内存：1TB\nGPU：NVIDIA A800*8",
    "# 机型规格\nGPU：8*A800",
])
def test_gpus_under_a_machine_heading_are_per_machine(text):
    # main read no count per machine
    t = term(text, "gpus_per_node")
    assert t is not None
    assert t.value == 8
    assert "A800" in t.text and "#" not in t.text  # the GPUs' line is quoted, not the heading


@pytest.mark.parametrize("text", [
    "| 机型 | GPU：NVIDIA A800*8；CPU：Intel 8358*2 |",
    "| 机型 | GPU | CPU |\n|---|---|---|\n| A800服务器 | NVIDIA A800*8 | Intel 8358*2 |",
])
def test_gpus_in_a_machines_row_are_per_machine(text):
    # guard (main read these too): the row's first cell names the machine
    t = term(text, "gpus_per_node")
    assert t is not None and t.value == 8


@pytest.mark.parametrize("text", [
    "GPU：NVIDIA A800*8",
    "## 订单明细\nGPU：NVIDIA A800*8",
    "## 服务器配置\n数量：2台\nGPU：NVIDIA A800*16",
    "## 服务器集群配置\nGPU：NVIDIA A800*16",
    "服务器配置\nGPU：NVIDIA A800*8\n\n## 订单\nGPU：NVIDIA A800*16",
])
def test_gpus_without_a_machine_stay_unread(text):
    # guard (main left these unread too): no machine named over them, or machines counted between (an order's total)
    assert term(text, "gpus_per_node") is None
