"""Space-aligned plain-text tables, and an order that governs inside the file that holds its framework (zh59).

- A quote, an e-mail or a text export sets a table out in columns of spaces, often with a dashed rule under the header
  ("项目          内容" / "------------  ------" / "部署区域      华西-成都（天府可用区B）"). Read as rows of label | value
  cells, the labels say what each value is (部署区域 → the site, 机房散热 → the cooling, 节点网络 → the network, with its
  negation of InfiniBand in the same cell). A sentence with two spaces in it, or a list whose numbers stand in a
  column of their own, stays prose.
- A framework agreement and its order printed in one file, with a clause yielding to the order ("除订单另有约定外，…",
  "Unless otherwise specified in the Order Form, …") or a precedence clause ("订单与本协议约定不一致的，以订单为准"):
  the order's own value of a term governs, the framework's is kept as a superseded alternative.

The texts are written for these tests in the shape of a GPU cloud's 服务确认函 and of a framework agreement with its
order (as fixtures/heldout2 hy01/hy02 are); no vendor's document is quoted.
"""

from pathlib import Path

import pytest

from slacheck.extract.pipeline import extract_terms
from slacheck.ingest.load import load_document
from slacheck.limits import Limits


def _read(tmp_path: Path, text: str, name: str = "quote.txt"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    document = load_document(path, Limits())
    return document, {t.key: t for t in extract_terms(document)}


RULED_ZH = """推理云GPU实例服务确认函

一、资源配置

  项目          内容
  ------------  ----------------------------------------------------
  部署区域      华西-成都（天府可用区B）
  GPU型号       NVIDIA H20 96GB
  节点网络      25Gb/s以太网（VPC网络）；本服务不提供InfiniBand网络
  机房散热      风冷

二、服务期限：自实例开通之日起六个月。
"""

UNRULED_ZH = """推理云GPU实例服务确认函

资源配置如下：

部署区域    华东-上海（临港可用区A）
节点网络    100Gb/s以太网（RoCE v2）；不提供InfiniBand
机房散热    冷板式液冷

服务期限：自实例开通之日起十二个月。
"""

RULED_EN = """GPU CLOUD SERVICE QUOTE

1. Configuration

  Item              Detail
  ----------------  ----------------------------------------------
  Node network      25 Gb/s Ethernet; InfiniBand is not provided
  Cooling           Air cooled
  GPU model         NVIDIA H100 80GB

2. Term: twelve (12) months from activation.
"""


@pytest.mark.parametrize("text, location, interconnect, cooling", [
    (RULED_ZH, "成都", "ethernet", "air"),
    (UNRULED_ZH, "上海", "roce", "liquid"),
])
def test_a_space_aligned_table_reads_its_labels(tmp_path, text, location, interconnect, cooling):
    # main read none of the three: the spaces collapsed, "部署区域 华西-成都…" was one phrase
    document, terms = _read(tmp_path, text)
    assert terms["location"].value == location
    assert terms["interconnect"].value == interconnect
    assert terms["cooling"].value == cooling
    # the quote is the contract's own words, where the text says it is
    term = terms["location"]
    assert document.text[term.start:term.end] == location


def test_a_space_aligned_table_is_a_table_of_the_document(tmp_path):
    document, _ = _read(tmp_path, RULED_ZH)
    assert [row for table in document.tables for row in table.rows] == [
        ["项目", "内容"], ["部署区域", "华西-成都(天府可用区B)"], ["GPU型号", "NVIDIA H20 96GB"],
        ["节点网络", "25Gb/s以太网(VPC网络);本服务不提供InfiniBand网络"], ["机房散热", "风冷"]]


def test_an_english_space_aligned_table(tmp_path):
    document, terms = _read(tmp_path, RULED_EN)
    assert terms["interconnect"].value == "ethernet"
    assert terms["cooling"].value == "air"
    assert ["Cooling", "Air cooled"] in [row for table in document.tables for row in table.rows]


def test_a_value_wrapped_inside_its_column_goes_on_with_its_row(tmp_path):
    text = ("  项目          内容\n"
            "  ------------  ------------------------\n"
            "  部署区域      华西-成都\n"
            "  节点网络      25Gb/s以太网；本服务不提供\n"
            "                InfiniBand网络\n"
            "  机房散热      风冷\n")
    document, terms = _read(tmp_path, text)
    rows = [row for table in document.tables for row in table.rows]
    assert ["节点网络", "25Gb/s以太网;本服务不提供InfiniBand网络"] in rows and ["机房散热", "风冷"] in rows
    assert terms["cooling"].value == "air"


@pytest.mark.parametrize("text", [
    # prose with two spaces after its stops
    "The Provider shall respond within 30 minutes.  Credits apply per month.\nThe Customer shall pay monthly.\n",
    # a list whose numbers stand in a column of their own
    "1.  服务期限为十二个月。\n2.  计划维护应提前72小时通知。\n3.  可用性不低于99.9%。\n",
    # two lines of two cells only: no run of aligned lines
    "甲方：某某科技有限公司    乙方：某某云计算有限公司\n日期：2025年1月1日        日期：2025年1月1日\n",
])
def test_prose_with_two_spaces_is_no_table(tmp_path, text):
    # a guard (main read no table from a text file either)
    document, _ = _read(tmp_path, text)
    assert document.tables == []


FRAMEWORK = """# 算力服务框架协议

2.1 乙方按订单约定向甲方提供GPU算力服务。
2.3 {maintenance}

7.1 本协议自双方签章之日起生效，有效期五年。
{precedence}

# 算力服务订单

| 项目 | 内容 |
|---|---|
| GPU型号 | NVIDIA H200 |
| 服务期限 | 三十六个月，自验收合格之日起算 |

5. 本订单项下的计划维护须提前五个工作日书面通知甲方。
"""


@pytest.mark.parametrize("maintenance, precedence", [
    ("除订单另有约定外，计划维护应至少提前48小时书面通知甲方。", "7.2 订单与本协议约定不一致的，以订单为准。"),
    ("除订单另有约定外，计划维护应至少提前48小时书面通知甲方。", ""),
    ("计划维护应至少提前48小时书面通知甲方；订单另有约定的，从其约定。", ""),
    ("计划维护应至少提前48小时书面通知甲方，如订单中另有约定，从其约定。", ""),
    ("计划维护应至少提前48小时书面通知甲方。", "7.2 订单与本协议约定不一致的，以订单为准。"),
])
def test_the_order_printed_after_its_framework_governs(extracted, maintenance, precedence):
    # main read 48 (the framework's 至少 the stronger wording, the order's five business days weaker)
    text = FRAMEWORK.format(maintenance=maintenance, precedence=precedence)
    term = extracted(text, "maintenance_notice_hours", 120, language="zh")
    assert term.value == 120 and not term.conflict
    assert [(a.value, a.reason) for a in term.alternatives] == [(48, "superseded")]


def test_the_orders_service_term_governs_the_frameworks_life(extracted):
    # main read 60 (有效期五年) in conflict with the order's 三十六个月
    text = FRAMEWORK.format(maintenance="计划维护应至少提前48小时书面通知甲方。",
                            precedence="7.2 订单与本协议约定不一致的，以订单为准。")
    term = extracted(text, "term_months", 36, language="zh")
    assert term.value == 36 and not term.conflict
    assert (60, "superseded") in [(a.value, a.reason) for a in term.alternatives]


@pytest.mark.parametrize("yielding", [
    "Unless otherwise specified in the Order Form, Provider",
    "Unless the applicable Order Form provides otherwise, Provider",
])
def test_an_english_order_form_that_prevails(extracted, yielding):
    text = ("# Master Services Agreement\n\n"
            f"4.2 {yielding} shall give Customer at least 48 hours' notice "
            "of planned maintenance.\n\n"
            "# Order Form\n\n"
            "3. Provider shall give Customer at least five (5) days' notice of planned maintenance.\n")
    term = extracted(text, "maintenance_notice_hours", 120, language="en")
    assert term.value == 120 and [(a.value, a.reason) for a in term.alternatives] == [(48, "superseded")]


@pytest.mark.parametrize("maintenance", [
    # no clause yields to the order, or the clause yields to the agreement itself: nothing settles it as before
    "计划维护应至少提前48小时书面通知甲方。",
    "除本协议另有约定外，计划维护应至少提前48小时书面通知甲方，订单的签署由双方另行商定。",
])
def test_without_a_clause_yielding_to_the_order_nothing_is_superseded(extracted, maintenance):
    # a guard: main read the same (no part of the file supersedes another)
    term = extracted(FRAMEWORK.format(maintenance=maintenance, precedence=""), "maintenance_notice_hours", 48,
                     language="zh")
    assert "superseded" not in [a.reason for a in term.alternatives]


def test_rules_between_and_under_the_rows_are_no_rows(tmp_path):
    text = ("Item              Detail\n"
            "----------------  ------------------------------\n"
            "Node network      25 Gb/s Ethernet\n"
            "----------------  ------------------------------\n"
            "Cooling           Air cooled\n"
            "----------------  ------------------------------\n")
    document, terms = _read(tmp_path, text)
    assert [row for table in document.tables for row in table.rows] == [
        ["Item", "Detail"], ["Node network", "25 Gb/s Ethernet"], ["Cooling", "Air cooled"]]
    assert terms["cooling"].value == "air"


def test_an_order_template_annexed_to_the_framework_governs_nothing(extracted):
    # a guard: main read the framework's 48 too (the annex is a blank form's example)
    text = ("# 算力服务框架协议\n\n2.3 除订单另有约定外，计划维护应至少提前48小时书面通知甲方。\n\n"
            "# 算力服务订单（模板）\n\n5. 本订单项下的计划维护须提前五个工作日书面通知甲方。\n")
    term = extracted(text, "maintenance_notice_hours", 48, language="zh")
    assert term.value == 48 and "superseded" not in [a.reason for a in term.alternatives]
