"""Incident logs as an ops engineer has them, round 3: tab-separated exports (a spreadsheet's TSV, ``mysql -B``,
``psql`` unaligned with tabs), a 12-hour clock that shows only below the first rows, a duration column in a
PagerDuty export or a JSON Lines log, and a big kernel log read in blocks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.errors import SlacheckError
from slacheck.incidents.read import how_it_was_read, read_incident_table

TERMS = Path(__file__).resolve().parents[1] / "fixtures" / "reconcile" / "node_terms.yaml"


def minutes(table) -> list[float]:
    return [(int(end) - int(start)) / 60_000 for start, end in zip(table.start_ms, table.end_ms)]


def test_a_tab_separated_log_is_read_and_a_comma_in_its_units_lists_two_units(tmp_path):
    # Excel / Google Sheets "Tab-separated values", or `mysql -B -e "select ..."`: was refused ("save as CSV")
    log = tmp_path / "outages.tsv"
    log.write_text("id\tstart\tend\tunits\tcause\n"
                   "INC-1\t2026-03-05T14:30:00\t2026-03-05T16:00:00\tnode-01,node-02\t\n"
                   "INC-2\t2026-03-07T01:00:00\t2026-03-07T02:00:00\tnode-03\tcustomer\n", encoding="utf-8")
    table = read_incident_table(log, tz="UTC")
    assert table.ids.tolist() == ["INC-1", "INC-2"]
    assert table.units_per_incident() == [["node-01", "node-02"], ["node-03"]]  # not one unit 'node-01,node-02'
    assert minutes(table) == [90.0, 60.0]
    assert how_it_was_read(table) == ["outages.tsv: columns read as separated by tabs",
                                      "outages.tsv: read the value 'node-01,node-02' as units node-01;node-02"]


def test_claim_on_a_tab_separated_log_counts_both_units_of_a_comma_list(tmp_path):
    log = tmp_path / "outages.tsv"
    log.write_text("id\tstart\tend\tunits\nINC-1\t2026-03-05T14:30:00\t2026-03-05T16:00:00\tnode-01,node-02\n",
                   encoding="utf-8")
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(log), "--month", "2026-03",
                                      "--as-of", "2026-12-01", "--format", "json", "--no-db"])
    assert result.exit_code == 0, result.output
    month = json.loads(result.stdout)["months"][0]
    assert month["downtime_minutes"] == 180.0  # two nodes for 90 minutes each
    assert "outages.tsv: columns read as separated by tabs" in result.stderr


def test_a_units_field_listing_ids_with_a_chinese_comma_is_several_units_unless_the_inventory_names_it(tmp_path):
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,units\ninc-1,2026-03-05T14:30:00,2026-03-05T16:00:00,node-01、node-02\n",
                   encoding="utf-8")
    assert read_incident_table(log, tz="UTC").units_per_incident() == [["node-01", "node-02"]]
    # near miss: a unit the inventory names with the character in it is that unit
    table = read_incident_table(log, tz="UTC", inventory={"node-01、node-02"})
    assert table.units_per_incident() == [["node-01、node-02"]] and how_it_was_read(table) == []


def test_a_pagerduty_export_saved_as_tsv_is_sniffed_and_a_service_name_with_a_comma_stays_one_service(tmp_path):
    log = tmp_path / "incidents.tsv"
    log.write_text("incident_number\tcreated_on\tresolved_on\tservice_name\n"
                   "7\t2026-03-05T10:00:00\t2026-03-05T12:00:00\tGPU Pool, EU\n", encoding="utf-8")
    table = read_incident_table(log, tz="UTC")
    assert table.ids.tolist() == ["7"] and table.units_per_incident() == [["GPU Pool, EU"]]
    assert minutes(table) == [120.0]


def test_a_big_tab_separated_log_read_in_blocks_equals_the_one_process_read(tmp_path, monkeypatch):
    from slacheck.incidents import parallel
    from slacheck.incidents import read as read_module

    rows = [f"inc-{i}\t2026-03-{i % 28 + 1:02d}T01:00:00\t2026-03-{i % 28 + 1:02d}T02:{i % 60:02d}:00\tn{i % 7}"
            for i in range(3000)]
    path = tmp_path / "big.tsv"
    path.write_text("\n".join(["id\tstart\tend\tunits", *rows]) + "\n", encoding="utf-8")
    whole = read_incident_table(path, tz="UTC")
    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "BLOCK_BYTES", 8192)
    monkeypatch.setattr(read_module, "read_raw_log", lambda *args: pytest.fail("read in one process"))
    blocks = read_incident_table(path, tz="UTC")
    assert blocks.ids.tolist() == whole.ids.tolist() and len(whole) == 3000
    assert minutes(blocks) == minutes(whole) and blocks.units_per_incident() == whole.units_per_incident()
    assert how_it_was_read(blocks) == how_it_was_read(whole) == ["big.tsv: columns read as separated by tabs"]


def test_12_hour_times_below_first_rows_on_a_24_hour_iso_clock_are_read(tmp_path):
    # the column's first time was ISO 8601, so its later 'PM' times were refused as unparsable
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,units\n"
                   "inc-1,2026-03-05T09:00:00,2026-03-05T10:00:00,node-01\n"
                   "inc-2,2026-03-05 2:30 PM,2026-03-05 4:00 PM,node-01\n", encoding="utf-8")
    table = read_incident_table(log, tz="UTC")
    assert int(table.start_ms[1]) == 1772721000000  # 2026-03-05T14:30:00Z
    assert minutes(table) == [60.0, 90.0]
    assert how_it_was_read(table) == ["log.csv: times read year first ('2026-03-05 2:30 PM' as 2026-03-05T14:30:00, "
                                      "in --tz)"]


@pytest.mark.parametrize("first", ["2026/3/5 9:00", "2026-03-05 09:00"])
def test_a_time_without_am_or_pm_in_a_log_whose_later_times_carry_one_is_refused_naming_its_line(tmp_path, first):
    # '2026/3/5 2:30' to '2026/3/5 4:00 PM' was read as 02:30 to 16:00: 13.5 hours of downtime for 1.5
    log = tmp_path / "log.csv"
    log.write_text(f"id,start,end,units\ninc-1,{first},2026/3/5 11:00 AM,node-01\n"
                   "inc-2,2026/3/5 2:30,2026/3/5 4:00 PM,node-01\n", encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log, tz="UTC")
    told = "has no AM or PM where other times of the log carry one ('2026/3/5 11:00 AM' on line 2): its hour could be " \
           "either; write AM or PM on it, or every time of the log on a 24-hour clock"
    assert str(raised.value) == f"log.csv:2: start time '{first}' {told}\nlog.csv:3: start time '2026/3/5 2:30' {told}"
    # near miss: an hour no 12-hour clock shows (0, 13-23) tells itself, and an ISO 'T' time is a 24-hour one
    log.write_text("id,start,end,units\ninc-1,2026/3/5 13:00,2026/3/5 11:00 PM,node-01\n"
                   "inc-2,2026-03-06T02:30:00,2026/3/6 4:00 AM,node-01\n", encoding="utf-8")
    assert minutes(read_incident_table(log, tz="UTC")) == [600.0, 90.0]


def test_a_pagerduty_export_with_a_duration_column_and_no_resolved_column_reads_each_end(tmp_path):
    log = tmp_path / "pd.csv"
    log.write_text("incident_number,created_on,duration_minutes,service_name\n"
                   "7,2026-03-05T09:00:00,90,gpu\n8,2026-03-06T09:00:00,30.5,gpu\n", encoding="utf-8")
    table = read_incident_table(log, tz="UTC")
    assert table.ids.tolist() == ["7", "8"] and minutes(table) == [90.0, 30.5]
    assert how_it_was_read(table)[0] == "pd.csv: each end read as start + 'duration_minutes' in minutes"


def test_a_pagerduty_row_with_no_end_but_a_duration_is_not_open_and_one_with_neither_is(tmp_path):
    log = tmp_path / "pd.csv"
    log.write_text("incident_number,created_on,resolved_on,Duration (min),service_name\n"
                   "7,2026-03-05T09:00:00,,90,gpu\n8,2026-03-06T09:00:00,,,gpu\n", encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log, tz="UTC")
    assert str(raised.value) == "pd.csv:3: incident '8' has no end (still open): pass --as-of to close it"
    table = read_incident_table(log, tz="UTC", as_of_ms=1772787600000 + 3_600_000)  # 2026-03-06T10:00:00Z
    assert minutes(table) == [90.0, 60.0]


def test_a_json_lines_log_of_starts_and_durations_reads_each_end(tmp_path):
    log = tmp_path / "log.jsonl"
    log.write_text('{"id": "a", "start": "2026-03-05T09:00:00", "duration_minutes": 90, "units": ["n1", "n2"]}\n'
                   '{"id": "b", "start": "2026-03-06T09:00:00", "end": "2026-03-06T10:00:00", "units": "n1"}\n',
                   encoding="utf-8")
    table = read_incident_table(log, tz="UTC")
    assert minutes(table) == [90.0, 60.0]
    # (a JSON Lines log has lines, not rows: the note's noun follows the format)
    assert how_it_was_read(table) == ["log.jsonl: an empty end read as start + 'duration_minutes' in minutes, and a "
                                      "line's end and duration checked to agree"]
    log.write_text('{"id": "a", "start": "2026-03-05T09:00:00", "duration": 90, "units": "n1"}\n', encoding="utf-8")
    with pytest.raises(SlacheckError, match=r"log.jsonl:1: no end field, and field 'duration' names no unit"):
        read_incident_table(log, tz="UTC")


@pytest.mark.parametrize("first", [
    "Mar 05 14:30:01 gpu-node-07 kernel: NVRM: Xid (PCI:0000:3b:00): 79, GPU has fallen off the bus.",
    "2026-03-05T14:30:01+0800 gpu-node-07 kernel: NVRM: Xid (PCI:0000:3b:00): 79, GPU has fallen off the bus.",
])
def test_a_big_kernel_log_read_in_blocks_is_told_what_it_is(tmp_path, monkeypatch, first):
    # a big journalctl log went to the block reader, which said "missing required column 'id'" of it
    from slacheck.incidents import parallel

    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
    log = tmp_path / "kern.log"
    log.write_text((first + "\n") * 2000, encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log)
    assert str(raised.value).startswith("kern.log:1: a kernel log (journalctl -k")
    assert "not an incident log: it says when hardware faulted" in str(raised.value)


def test_psql_unaligned_output_with_tabs_is_read_without_its_row_count_footer(tmp_path):
    # `psql -A -F $'\t' -c "select id, start, \"end\", units from outages"` ends with '(2 rows)': it was read as an
    # incident '(2 rows)' with no start
    log = tmp_path / "outages.tsv"
    log.write_text("id\tstart\tend\tunits\n"
                   "INC-1\t2026-03-05 14:30:00+08\t2026-03-05 16:00:00+08\tnode-01\n"
                   "INC-2\t2026-03-07 01:00:00+08\t2026-03-07 02:00:00+08\tnode-02\n"
                   "(2 rows)\n\n", encoding="utf-8")
    table = read_incident_table(log, tz="UTC")
    assert table.ids.tolist() == ["INC-1", "INC-2"] and minutes(table) == [90.0, 60.0]
    assert int(table.start_ms[0]) == 1772692200000  # 2026-03-05T06:30:00Z: psql's '+08' offset read
    assert how_it_was_read(table) == ["outages.tsv: columns read as separated by tabs",
                                      "outages.tsv: skipped line 4, '(2 rows)': a database console's footer, "
                                      "not a record"]
    # near miss: a record whose id only looks like it, above other rows, is a record
    log.write_text("id,start,end,units\n(2 rows),2026-03-05T14:30:00,2026-03-05T16:00:00,node-01\n"
                   "INC-2,2026-03-07T01:00:00,2026-03-07T02:00:00,node-02\n", encoding="utf-8")
    assert read_incident_table(log, tz="UTC").ids.tolist() == ["(2 rows)", "INC-2"]


def test_a_big_log_whose_12_hour_times_come_only_in_a_later_block_is_judged_whole(tmp_path, monkeypatch):
    # read in blocks, the first half's '2026/3/5 09:00' passed as 09:00 while the other half's carried PM
    from slacheck.incidents import parallel

    # lines of one length, as many of each kind: the file's halves (one per process) hold one kind each
    early = [f"inc-{i:06d},2026/3/5 09:00,2026/3/5 10:00,node-1" for i in range(1000)]
    late = [f"inc-{i:06d},2026/3/6 2:00 PM,2026/3/6 3:00 PM,n1" for i in range(1000, 2000)]
    assert {len(line) for line in early + late} == {47}
    path = tmp_path / "big.csv"
    path.write_text("\n".join(["id,start,end,units", *early, *late]) + "\n", encoding="utf-8")
    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "BLOCK_BYTES", 8192)
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(path, tz="UTC")
    assert str(raised.value).startswith("big.csv:2: start time '2026/3/5 09:00' has no AM or PM where other times of "
                                        "the log carry one ('2026/3/6 2:00 PM' on line 1002)")
