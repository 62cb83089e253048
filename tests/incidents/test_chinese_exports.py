"""An incident log exported by Excel on a Chinese Windows: GBK/GB18030 bytes, Chinese column headers.

It is read like our own CSV (the headers ``headers.yaml`` lists are SPEC §3.1's fields), and stderr
says how: the encoding and the columns assumed (SPEC §3.7). Bytes that are neither UTF-8 nor GBK
still get the clear error with the line.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.errors import SlacheckError
from slacheck.incidents import parallel
from slacheck.incidents import read as read_module
from slacheck.incidents.read import how_it_was_read, read_incident_table

CONTRACT = Path(__file__).resolve().parents[2] / "fixtures" / "contracts" / "fx01_qiantang_h800_framework.md"
ROWS = ["INC-1,2026-03-05 14:30,2026-03-05 16:00,node-01,",
        "INC-2,2026-03-07 01:00,2026-03-07 02:00,*,customer"]
ENGLISH = "id,start,end,units,cause"
CHINESE = "事件编号,开始时间,结束时间,影响范围,原因"


def write(path: Path, header: str, encoding: str, rows=ROWS) -> Path:
    path.write_bytes(("\n".join([header, *rows]) + "\n").encode(encoding))
    return path


def table_values(table):
    return (list(table.ids.texts()) if hasattr(table.ids, "texts") else list(table.ids), table.start_ms.tolist(),
            table.end_ms.tolist(), table.cause.tolist(), [table.unit_names[u] if u >= 0 else "*" for u in
                                                          table.pair_unit.tolist()])


@pytest.mark.parametrize("encoding", ["gbk", "gb18030"])
def test_a_gbk_log_with_chinese_headers_reads_as_our_csv_and_says_how(tmp_path, encoding):
    ours = read_incident_table(write(tmp_path / "ours.csv", ENGLISH, "utf-8"))
    export = read_incident_table(write(tmp_path / "导出.csv", CHINESE, encoding))
    assert table_values(export) == table_values(ours)
    assert how_it_was_read(export) == [
        "导出.csv: read as GB18030/GBK text (not UTF-8), as Excel saves a CSV on a Chinese Windows",
        "导出.csv: read the columns '事件编号' as id, '开始时间' as start, '结束时间' as end, '影响范围' as units, "
        "'原因' as cause"]
    assert how_it_was_read(ours) == []


def test_only_what_was_assumed_is_said(tmp_path):
    # UTF-8 Chinese headers: no encoding note; a GBK log with English headers: no column note
    utf8 = read_incident_table(write(tmp_path / "utf8.csv", CHINESE, "utf-8"))
    assert how_it_was_read(utf8) == ["utf8.csv: read the columns '事件编号' as id, '开始时间' as start, "
                                     "'结束时间' as end, '影响范围' as units, '原因' as cause"]
    gbk = read_incident_table(write(tmp_path / "gbk.csv", ENGLISH + ",备注", "gbk",
                                    [row + ",机房二" for row in ROWS]))
    assert how_it_was_read(gbk) == ["gbk.csv: read as GB18030/GBK text (not UTF-8), as Excel saves a CSV on a "
                                    "Chinese Windows"]


def test_a_full_width_unit_suffix_and_notice_hours_in_chinese(tmp_path):
    path = write(tmp_path / "log.csv", "编号,开始时间,结束时间,节点,原因,提前通知（小时）",
                 "gbk", ["m-1,2026-03-05 00:00,2026-03-05 04:00,node-01,maintenance,72"])
    table = read_incident_table(path)
    assert table.notice_hours.tolist() == [72.0]
    assert "'提前通知（小时）' as notice_hours" in how_it_was_read(table)[1]


def test_a_header_that_is_no_field_is_still_refused_naming_what_is_accepted(tmp_path):
    path = write(tmp_path / "log.csv", "事件编号,开始,结束时间,影响范围", "gbk", [ROWS[0][:-1]])
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(path)
    assert raised.value.line == 1
    assert "missing required column 'start' (accepted: start, 开始时间," in raised.value.message


def test_bytes_neither_utf8_nor_gbk_still_name_the_line(tmp_path):
    path = tmp_path / "latin.csv"
    path.write_bytes(b"id,start,end,units\nA,2026-03-05 00:00,2026-03-05 01:00,n\xe9-1\n")
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(path)
    assert str(raised.value) == "latin.csv:2: not UTF-8 text (byte 56); save the file as UTF-8 (Excel: CSV UTF-8)"


def blocks_only(monkeypatch):
    """The block reader, with no one-process read behind it to fall back on."""
    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "BLOCK_BYTES", 4096)
    monkeypatch.setattr(read_module, "read_raw_log", lambda *args: pytest.fail("read in one process"))


def test_the_block_reader_says_the_columns_too(tmp_path, monkeypatch):
    blocks_only(monkeypatch)
    rows = [f"inc-{i},2026-03-{i % 28 + 1:02d} 01:00,2026-03-{i % 28 + 1:02d} 02:00,n{i % 7}," for i in range(2000)]
    table = read_incident_table(write(tmp_path / "big.csv", CHINESE, "utf-8", rows))
    assert len(table) == 2000
    assert how_it_was_read(table) == ["big.csv: read the columns '事件编号' as id, '开始时间' as start, "
                                      "'结束时间' as end, '影响范围' as units, '原因' as cause"]


def test_claim_on_a_gbk_export_pays_what_the_utf8_log_pays(tmp_path):
    runner = CliRunner()
    paid = []
    for name, header, encoding in (("ours.csv", ENGLISH, "utf-8"), ("导出.csv", CHINESE, "gb18030")):
        log = write(tmp_path / name, header, encoding, [ROWS[0], ROWS[1].replace("customer", "")])
        result = runner.invoke(app, ["claim", "--contract", str(CONTRACT), "--incidents", str(log), "--as-of",
                                     "2026-12-01", "--format", "json", "--db", str(tmp_path / "a.db")])
        assert result.exit_code == 0, result.output
        paid.append(json.loads(result.stdout)["months"])
    assert paid[0] == paid[1] and paid[0][0]["credit_amount"]
    assert "导出.csv: read as GB18030/GBK text" in result.stderr


def test_an_english_header_missing_a_column_is_told_the_english_names_only(tmp_path):
    path = write(tmp_path / "log.csv", "id,begin,end,units", "utf-8", ["a,2026-03-05 00:00,2026-03-05 01:00,n1"])
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(path)
    assert raised.value.message.startswith("missing required column 'start' for the csv layout (columns: id, begin, "
                                           "end, units). Accepted layouts: csv (id, start, end, units/unit); ")


EXCEL_ROWS = ["INC-1,2026/3/5 14:30,2026/3/5 16:00,node-01,", "INC-2,2026/3/7 1:00,2026/3/7 2:00:30,*,customer"]


def test_excel_year_first_times_read_as_iso_and_said(tmp_path):
    ours = read_incident_table(write(tmp_path / "ours.csv", ENGLISH, "utf-8", [
        "INC-1,2026-03-05T14:30:00,2026-03-05T16:00:00,node-01,", "INC-2,2026-03-07T01:00,2026-03-07T02:00:30,*,customer"]))
    export = read_incident_table(write(tmp_path / "导出.csv", CHINESE, "gbk", EXCEL_ROWS))
    assert table_values(export) == table_values(ours)
    assert how_it_was_read(export)[-1] == ("导出.csv: times read as Excel writes them on a Chinese Windows, year first "
                                           "('2026/3/5 14:30' as 2026-03-05T14:30:00, in --tz)")


@pytest.mark.parametrize("start", ["2026/13/5 14:30", "2026/2/30", "3/5/2026 14:30", "2026/3/5 14h30",
                                   # other forms (values.yaml's time_rewrites) day first, a half-day with no 12-hour
                                   # hour, a 12-hour time on a month-first date, or no such month
                                   "5.3.2026 14:30", "2026年3月5日 下午14:30", "3/5/2026 下午2:30", "2026-3-5 14h30",
                                   "2026年13月5日"])
def test_no_such_day_and_day_first_dates_are_refused_as_written(tmp_path, start):
    # month/day/year or day/month/year cannot be told apart: never guessed
    path = write(tmp_path / "log.csv", ENGLISH, "utf-8", [f"INC-1,{start},2026-03-06 00:00,n1,"])
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(path)
    assert raised.value.line == 2 and f"unparsable start time '{start}'" in raised.value.message


# year first, written as WPS, a Chinese-locale export or a person on a Chinese desk writes it (values.yaml's
# time_rewrites): never ambiguous, so read as the ISO time it can only mean, and said
YEAR_FIRST_ROWS = {
    "年月日": ["INC-1,2026年3月5日 14:30,2026年3月5日 16:00,node-01,", "INC-2,2026年3月7日 1:00,2026年3月7日 2:00:30,*,customer"],
    "时分秒": ["INC-1,2026年3月5日14时30分,2026年03月05日 16时00分,node-01,",
               "INC-2,2026年3月7日 1点00分,2026年3月7日 2时00分30秒,*,customer"],
    "unpadded dashes": ["INC-1,2026-3-5 14:30,2026-3-5 16:00,node-01,", "INC-2,2026-3-7 1:00,2026-3-7 2:00:30,*,customer"],
    "dots": ["INC-1,2026.3.5 14:30,2026.3.5 16:00,node-01,", "INC-2,2026.3.7 1:00,2026.3.7 2:00:30,*,customer"],
}


@pytest.mark.parametrize("form", list(YEAR_FIRST_ROWS))
def test_year_first_times_written_in_chinese_or_unpadded_read_as_iso_and_said(tmp_path, form):
    ours = read_incident_table(write(tmp_path / "ours.csv", ENGLISH, "utf-8", [
        "INC-1,2026-03-05T14:30:00,2026-03-05T16:00:00,node-01,", "INC-2,2026-03-07T01:00,2026-03-07T02:00:30,*,customer"]))
    rows = YEAR_FIRST_ROWS[form]
    export = read_incident_table(write(tmp_path / "导出.csv", CHINESE, "utf-8", rows))
    assert table_values(export) == table_values(ours)
    example = rows[0].split(",")[1]
    assert how_it_was_read(export)[-1] == f"导出.csv: times read year first ('{example}' as 2026-03-05T14:30:00, in --tz)"


def test_iso_times_with_an_offset_are_not_rewritten(tmp_path):
    # near miss: ISO 8601 is read as written (its offset kept), with no note about the times
    table = read_incident_table(write(tmp_path / "log.csv", ENGLISH, "utf-8", [
        "INC-1,2026-03-05T14:30:00+00:00,2026-03-06 00:00,node-01,"]))
    assert table.start_ms[0] == 1772721000000 and how_it_was_read(table) == []


@pytest.mark.parametrize("written, said", [
    ("2026/3/{day} {hour}:00", "as Excel writes them on a Chinese Windows, year first ('2026/3/1 1:00'"),
    ("2026年3月{day}日 {hour}时00分", "year first ('2026年3月1日 1时00分'"),  # values.yaml's time_rewrites
])
def test_the_block_reader_reads_and_says_excel_times_too(tmp_path, monkeypatch, written, said):
    blocks_only(monkeypatch)
    rows = [f"inc-{i},{written.format(day=i % 28 + 1, hour=1)},{written.format(day=i % 28 + 1, hour=2)},n{i % 7},"
            for i in range(2000)]
    table = read_incident_table(write(tmp_path / "big.csv", ENGLISH, "utf-8", rows))
    assert len(table) == 2000 and table.end_ms[0] - table.start_ms[0] == 3_600_000
    assert how_it_was_read(table) == [f"big.csv: times read {said} as 2026-03-01T01:00:00, in --tz)"]


def test_one_column_read_as_another_is_said_in_the_singular_and_several_in_the_plural(tmp_path):
    # was "read the column(s) '开始时间' as start": the count is known, so the noun takes its number
    one = read_incident_table(write(tmp_path / "one.csv", "id,开始时间,end,units,cause", "utf-8"))
    assert how_it_was_read(one) == ["one.csv: read the column '开始时间' as start"]
    two = read_incident_table(write(tmp_path / "two.csv", "id,开始时间,结束时间,units,cause", "utf-8"))
    assert how_it_was_read(two) == ["two.csv: read the columns '开始时间' as start, '结束时间' as end"]


@pytest.mark.parametrize("header", ["故障单号,故障发生时间,故障恢复时间,影响节点,原因",  # a fault ticket system's export
                                    "工单编号,中断发生时间,服务恢复时间,影响范围,原因",
                                    "事件編號,開始時間,恢復時間,影响范围,原因"])  # traditional characters
def test_fault_ticket_headers_read_as_our_columns(tmp_path, header):
    ours = read_incident_table(write(tmp_path / "ours.csv", ENGLISH, "utf-8"))
    export = read_incident_table(write(tmp_path / "导出.csv", header, "utf-8"))
    assert table_values(export) == table_values(ours)
    names = header.split(",")
    assert how_it_was_read(export) == [f"导出.csv: read the columns '{names[0]}' as id, '{names[1]}' as start, "
                                       f"'{names[2]}' as end, '{names[3]}' as units, '{names[4]}' as cause"]
