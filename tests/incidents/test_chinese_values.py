"""Chinese values under 原因 and 影响范围 (values.yaml): read as SPEC §3.1's words and said on stderr.

客户原因 is customer, 厂商原因 vendor, 不可抗力 force_majeure, 计划维护/割接 maintenance (traditional forms too);
全部/全集群/所有 under units are the whole cluster. 甲方/乙方 are refused with why (who is 甲方 depends on the
contract). Near misses (a word inside a longer value, an inventory unit named 全部) are not read so.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from slacheck.errors import SlacheckError
from slacheck.incidents.read import how_it_was_read, read_incident_table
from slacheck.incidents.table import CAUSES

HEADER = "事件编号,开始时间,结束时间,影响范围,原因"


def log(tmp_path: Path, *rows: str, name: str = "导出.csv") -> Path:
    path = tmp_path / name
    path.write_text("\n".join([HEADER, *rows]) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize(("word", "cause"), [
    ("客户原因", "customer"), ("用户原因", "customer"), ("客户", "customer"), ("客戶", "customer"),
    ("厂商原因", "vendor"), ("供应商", "vendor"), ("服务商原因", "vendor"), ("廠商", "vendor"),
    ("不可抗力", "force_majeure"), ("计划维护", "maintenance"), ("计划内维护", "maintenance"),
    ("维护", "maintenance"), ("割接", "maintenance"), ("維護", "maintenance"), (" 客户原因 ", "customer"),
    ("Force Majeure", "force_majeure"), ("planned", "maintenance")])
def test_a_chinese_cause_is_read_as_its_word_and_said(tmp_path, word, cause):
    table = read_incident_table(log(tmp_path, f"INC-1,2026-03-05 14:30,2026-03-05 16:00,node-01,{word}"))
    assert CAUSES[table.cause[0]] == cause
    assert f"导出.csv: read the value '{word.strip()}' as cause {cause}" in how_it_was_read(table)


def test_english_causes_say_nothing_more(tmp_path):
    table = read_incident_table(log(tmp_path, "INC-1,2026-03-05 14:30,2026-03-05 16:00,node-01,customer",
                                    "INC-2,2026-03-05 17:30,2026-03-05 18:00,node-01,"))
    assert [CAUSES[c] for c in table.cause] == ["customer", "vendor"]
    assert not any("read the value" in note for note in how_it_was_read(table))


@pytest.mark.parametrize("word", ["甲方", "乙方", "甲方原因"])
def test_party_a_or_b_is_refused_saying_why_and_what_to_write(tmp_path, word):
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log(tmp_path, f"INC-1,2026-03-05 14:30,2026-03-05 16:00,node-01,{word}"))
    assert raised.value.line == 2
    assert f"cause '{word}'" in raised.value.message
    assert "depends on the contract" in raised.value.message and "customer (客户原因)" in raised.value.message


@pytest.mark.parametrize("word", ["客户原因导致", "厂商 原因", "维护中", "其他"])
def test_a_near_miss_is_still_an_unknown_cause(tmp_path, word):
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log(tmp_path, f"INC-1,2026-03-05 14:30,2026-03-05 16:00,node-01,{word}"))
    assert f"unknown cause '{word}'" in raised.value.message


@pytest.mark.parametrize("word", ["全部", "全部单元", "全集群", "所有", "全部單元"])
def test_the_whole_cluster_in_chinese_is_star_and_said(tmp_path, word):
    table = read_incident_table(log(tmp_path, f"INC-1,2026-03-05 14:30,2026-03-05 16:00,{word},",
                                    f"INC-2,2026-03-06 14:30,2026-03-06 16:00,node-01; {word},"))
    star = read_incident_table(log(tmp_path, "INC-1,2026-03-05 14:30,2026-03-05 16:00,*,",
                                   "INC-2,2026-03-06 14:30,2026-03-06 16:00,node-01;*,", name="star.csv"))
    assert (table.pair_incident.tolist(), table.pair_unit.tolist(), table.unit_names) == \
        (star.pair_incident.tolist(), star.pair_unit.tolist(), star.unit_names)
    assert -1 in table.pair_unit.tolist()
    assert how_it_was_read(table)[-1] == f"导出.csv: read the value '{word}' as units * (the whole cluster)"


def test_the_block_reader_reads_and_says_the_values_too(tmp_path, monkeypatch):
    from slacheck.incidents import parallel
    from slacheck.incidents import read as read_module

    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "BLOCK_BYTES", 4096)
    monkeypatch.setattr(read_module, "read_raw_log", lambda *args: pytest.fail("read in one process"))
    rows = [f"inc-{i},2026-03-{i % 28 + 1:02d} 01:00,2026-03-{i % 28 + 1:02d} 02:00,{'全部' if i % 5 else 'n1'},"
            f"{'客户原因' if i % 3 else ''}" for i in range(2000)]
    table = read_incident_table(log(tmp_path, *rows, name="big.csv"))
    assert len(table) == 2000 and CAUSES[table.cause[1]] == "customer" and CAUSES[table.cause[3]] == "vendor"
    assert how_it_was_read(table)[-1] == ("big.csv: read the values '客户原因' as cause customer, '全部' as units * "
                                          "(the whole cluster)")


def test_a_unit_named_like_a_whole_cluster_word_stays_a_unit(tmp_path):
    # near misses: inside a longer name, or a unit the inventory names so
    table = read_incident_table(log(tmp_path, "INC-1,2026-03-05 14:30,2026-03-05 16:00,全部节点01,"))
    assert table.unit_names == ["全部节点01"] and table.pair_unit.tolist() == [0]
    table = read_incident_table(log(tmp_path, "INC-1,2026-03-05 14:30,2026-03-05 16:00,所有,", name="inv.csv"),
                                inventory={"所有", "n1"})
    assert table.unit_names == ["所有"] and not any("read the value" in note for note in how_it_was_read(table))


def test_cause_and_units_words_in_one_note(tmp_path):
    table = read_incident_table(log(tmp_path, "INC-1,2026-03-05 14:30,2026-03-05 16:00,全部,客户原因",
                                    "INC-2,2026-03-06 14:30,2026-03-06 16:00,node-01,割接"))
    assert how_it_was_read(table)[-1] == ("导出.csv: read the values '客户原因' as cause customer, '割接' as cause "
                                          "maintenance, '全部' as units * (the whole cluster)")
