"""'CST' in a time column's header: China Standard Time (UTC+8) or US Central Standard Time (UTC-6). Under a header
written in Chinese ('开始时间(CST)', as a desk in China exports it) read at UTC+8 and said; under any other ('start
(CST)', 'Created At (CST)') refused with the header named: it was read in --tz, a guess either way
(``ambiguous_header_zones`` in slacheck/incidents/headers.yaml)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.errors import SlacheckError
from slacheck.incidents import parallel
from slacheck.incidents import read as read_module
from slacheck.incidents.read import how_it_was_read, read_incident_table

from tests.incidents.test_header_zones import ms, write

TERMS = Path(__file__).resolve().parents[1] / "fixtures" / "reconcile" / "node_terms.yaml"


def test_cst_under_a_chinese_header_is_china_standard_time_not_the_tz(tmp_path):
    table = read_incident_table(write(tmp_path / "导出.csv", [
        "事件编号,开始时间(CST),结束时间（CST）,影响范围", "A,2026-03-31 20:00,2026-03-31 22:00,node-01"]), tz="UTC")
    assert table.start_ms.tolist() == [ms("2026-03-31T20:00", 8)] and table.end_ms.tolist() == [ms("2026-03-31T22:00", 8)]
    assert how_it_was_read(table)[-1] == (
        "导出.csv: 'CST' under '开始时间(CST)' and '结束时间（CST）' read as UTC+08:00, as a header written in Chinese "
        "means it ('CST' names China Standard Time (UTC+8) or US Central Standard Time (UTC-6))")


@pytest.mark.parametrize("lines", [
    ["id,start (CST),end,units", "A,2026-03-05 14:00,2026-03-05 16:00,node-01"],
    # a PagerDuty export: the same columns' reading
    ["Incident Number,Created At (CST),Resolved At (CST),Service Name", "17,2026-03-31 20:00,2026-03-31 22:00,GPU A"],
])
def test_cst_under_an_english_header_is_refused_naming_the_header(tmp_path, lines):
    log = write(tmp_path / "log.csv", lines)
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log, tz="UTC")
    header = lines[0].split(",")[1]
    assert str(raised.value) == (
        f"log.csv:1: header '{header}': 'CST' names China Standard Time (UTC+8) or US Central Standard Time (UTC-6); "
        "write the zone as UTC+8, UTC-6 or the like in the header, or times with their offsets under a header naming "
        "none")


def test_claim_on_a_log_under_an_english_cst_header_exits_2_and_writes_nothing(tmp_path):
    log = write(tmp_path / "log.csv", ["id,start (CST),end (CST),units", "A,2026-03-05 14:00,2026-03-05 16:00,node-01"])
    letter, db = tmp_path / "letter.md", tmp_path / "audit.db"
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(log), "--as-of", "2026-12-01",
                                      "--format", "json", "--db", str(db), "--letter", str(letter)])
    assert result.exit_code == 2 and "log.csv:1: header 'start (CST)'" in result.output
    assert "Traceback" not in result.output and not letter.exists() and not db.exists()


@pytest.mark.parametrize("header,hours", [("开始时间(UTC)", 0), ("开始时间(CDT)", 9), ("开始时间", 9)])
def test_beside_it_other_brackets_under_a_chinese_header_read_as_before(tmp_path, header, hours):
    # UTC is UTC; CDT is no zone we read and no ambiguous one: in --tz, as a bare header is
    table = read_incident_table(write(tmp_path / "log.csv", [f"id,{header},结束时间(UTC+8),units",
                                                             "A,2026-03-05 14:00,2026-03-05 23:00,n1"]), tz="Asia/Tokyo")
    assert table.start_ms.tolist() == [ms("2026-03-05T14:00", hours)]
    assert not any("'CST'" in note for note in how_it_was_read(table))


def test_the_block_reader_reads_a_chinese_cst_header_too(tmp_path, monkeypatch):
    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "BLOCK_BYTES", 4096)
    monkeypatch.setattr(read_module, "read_raw_log", lambda *args: pytest.fail("read in one process"))
    rows = [f"inc-{i},2026-03-{i % 28 + 1:02d} 01:00,2026-03-{i % 28 + 1:02d} 02:00,n{i % 7}" for i in range(2000)]
    table = read_incident_table(write(tmp_path / "big.csv", ["事件编号,开始时间(CST),结束时间(CST),影响范围", *rows]),
                                tz="UTC")
    assert len(table) == 2000 and table.start_ms[0] == ms("2026-03-01T01:00", 8)
    assert sum("'CST' under" in note for note in how_it_was_read(table)) == 1
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(write(tmp_path / "big_en.csv", ["id,start (CST),end (CST),units", *rows]), tz="UTC")
    assert str(raised.value).startswith("big_en.csv:1: header 'start (CST)'")
