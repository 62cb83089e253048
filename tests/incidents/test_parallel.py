"""A big CSV read in blocks on two processes gives exactly the one-process table, and the same errors."""

from __future__ import annotations

import random

import numpy as np
import pytest

from slacheck.errors import SlacheckError
from slacheck.incidents import parallel
from slacheck.incidents.read import read_incident_table
from slacheck.limits import Limits

HEADER = "id,start,end,units,cause,notice_hours\n"


def table_tuple(t):
    return (t.ids, t.start_ms.tolist(), t.end_ms.tolist(), t.cause.tolist(),
            np.nan_to_num(t.notice_hours, nan=-1).tolist(), t.pair_incident.tolist(),
            [t.unit_names[u] if u >= 0 else "*" for u in t.pair_unit.tolist()], t.unit_names, t.lines.tolist())


def write_log(path, rows: int, seed: int = 3) -> list[str]:
    rng = random.Random(seed)
    lines = []
    for i in range(rows):
        day, hour = rng.randint(1, 28), rng.randint(0, 22)
        # units first named late in the file land in the second half only
        pool = [f"n{k}" for k in range(1, 6 + (i * 20) // rows)]
        units = "*" if rng.random() < 0.05 else ";".join(rng.sample(pool, rng.randint(1, 3)))
        cause = rng.choice(["", "vendor", "customer", "maintenance", "force majeure"])
        notice = str(rng.choice([24, 96])) if cause == "maintenance" and rng.random() < 0.7 else ""
        lines.append(f"inc-{i},2025-{(i % 12) + 1:02d}-{day:02d}T{hour:02d}:00:00,"
                     f"2025-{(i % 12) + 1:02d}-{day:02d}T{hour:02d}:{rng.randint(1, 59):02d}:00,{units},{cause},{notice}")
    path.write_text(HEADER + "\n".join(lines) + "\n", encoding="utf-8")
    return lines


@pytest.fixture
def small_blocks(monkeypatch):
    monkeypatch.setattr(parallel, "BLOCK_BYTES", 4096)  # a small log still makes a dozen blocks


@pytest.fixture
def always_parallel(monkeypatch, small_blocks):
    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)


def serial_table(path, **kwargs):
    saved = parallel.PARALLEL_MIN_BYTES
    parallel.PARALLEL_MIN_BYTES = 10**18
    try:
        return read_incident_table(path, **kwargs)
    finally:
        parallel.PARALLEL_MIN_BYTES = saved


def test_blocks_join_into_the_one_process_table(tmp_path, small_blocks):
    path = tmp_path / "log.csv"
    write_log(path, 2000)
    assert path.stat().st_size > 20 * 4096  # a dozen blocks or more
    joined = parallel.read_csv_table_in_parallel(path, __import__("zoneinfo").ZoneInfo("Asia/Shanghai"), None,
                                                 None, Limits())
    assert joined is not None  # the two-process route was taken
    serial = serial_table(path, tz="Asia/Shanghai")
    assert table_tuple(joined) == table_tuple(serial)
    assert joined.lines.tolist() == list(range(2, 2002))
    assert "n24" in joined.unit_names and joined.unit_names == serial.unit_names


def test_the_log_is_hashed_as_it_is_read(tmp_path, small_blocks):
    """Asked to, the two-process read hands over the sha256 of the file's bytes (the audit
    database's key for the log), the same as hashing the file afterwards; unasked (--no-db), or
    in one process, it leaves that to the store."""
    from slacheck.store import file_sha256

    path = tmp_path / "log.csv"
    write_log(path, 2000)
    zone = __import__("zoneinfo").ZoneInfo("Asia/Shanghai")
    joined = parallel.read_csv_table_in_parallel(path, zone, None, None, Limits(), hash_log=True)
    assert joined.sha256 == file_sha256(path)
    assert parallel.read_csv_table_in_parallel(path, zone, None, None, Limits()).sha256 is None
    assert serial_table(path, tz="Asia/Shanghai", hash_log=True).sha256 is None


def test_errors_in_the_second_half_keep_their_line_numbers(tmp_path, always_parallel):
    path = tmp_path / "log.csv"
    lines = write_log(path, 1000)
    lines[900] = lines[900].replace("2025-", "2025/", 1)  # unparsable start on file line 902
    lines[950] = lines[10]  # duplicate of line 12, on line 952
    path.write_text(HEADER + "\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(SlacheckError) as caught:
        read_incident_table(path)
    text = str(caught.value)
    assert "log.csv:902: unparsable start time '2025/" in text
    assert "log.csv:952: duplicate id 'inc-10' (first on line 12)" in text


@pytest.mark.parametrize("first, repeat", [(0, 999),   # in both halves
                                           (3, 400)])  # in two blocks of the first half
def test_an_id_in_two_blocks_is_reported_as_a_duplicate(tmp_path, always_parallel, first, repeat):
    path = tmp_path / "log.csv"
    lines = write_log(path, 1000)
    lines[repeat] = lines[first]
    path.write_text(HEADER + "\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(SlacheckError, match=rf"log.csv:{repeat + 2}: duplicate id 'inc-{first}' "
                                            rf"\(first on line {first + 2}\)"):
        read_incident_table(path)


def test_quoted_or_blank_lined_logs_read_as_before(tmp_path, always_parallel):
    path = tmp_path / "log.csv"
    lines = write_log(path, 600)
    lines[500] = lines[500].replace("inc-500,", '"inc-500",')
    lines.insert(300, "")
    path.write_text(HEADER + "\n".join(lines) + "\n", encoding="utf-8")
    table = read_incident_table(path)
    assert table.ids[499] == "inc-499" and len(table) == 600
    assert table.lines[300] == 303  # the blank line 302 is skipped, not lost from the count


def test_rows_with_too_many_and_too_few_fields_are_said_with_their_lines(tmp_path):
    # a short row is padded (its missing units are then the problem); text past the header was cut without a
    # word until session 18, and is now a problem of its own, said with the others
    path = tmp_path / "ragged.csv"
    path.write_text("id,start,end,units\ni-1,2025-06-03T10:00:00,2025-06-03T11:00:00,n1,extra\n"
                    "i-2,2025-06-03T10:00:00,2025-06-03T11:00:00\n", encoding="utf-8")
    with pytest.raises(SlacheckError) as caught:
        read_incident_table(path)
    assert str(caught.value).splitlines() == [
        "ragged.csv:2: 5 fields where the header has 4 columns: 'extra' is under no column; separate units with ';' "
        "(node-1;node-2) and quote a field that holds a comma",
        "ragged.csv:3: no units (list unit ids separated by ';', or * for the whole cluster)"]


def test_a_repeated_id_is_found_whatever_the_width_of_the_other_ids_in_its_block(tmp_path, always_parallel):
    path = tmp_path / "log.csv"
    lines = write_log(path, 1000)
    lines[10] = lines[10].replace("inc-10,", "incident-with-a-much-longer-id-than-the-others-" + "x" * 60 + ",")
    lines[900] = lines[900].replace("inc-900,", "inc-10,")  # its twin sits in a block of short ids only
    lines[11] = lines[11].replace("inc-11,", "inc-900,")
    path.write_text(HEADER + "\n".join(lines) + "\n", encoding="utf-8")
    table = read_incident_table(path)  # every id still appears once
    assert table.ids[900] == "inc-10" and table.ids[11] == "inc-900"
    lines[500] = lines[500].replace("inc-500,", "inc-900,")  # now a real repeat across blocks and widths
    path.write_text(HEADER + "\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(SlacheckError, match=r"log.csv:502: duplicate id 'inc-900' \(first on line 13\)"):
        read_incident_table(path)


def test_a_blank_line_anywhere_reads_as_the_one_process_read_does(tmp_path, always_parallel, monkeypatch):
    monkeypatch.setattr(parallel, "BLOCK_BYTES", 700)  # a block boundary every ten lines or so
    path = tmp_path / "log.csv"
    lines = write_log(path, 80)
    for blank_at in range(1, 80):
        path.write_text(HEADER + "\n".join(lines[:blank_at] + [""] + lines[blank_at:]) + "\n", encoding="utf-8")
        table = read_incident_table(path)
        assert table_tuple(table) == table_tuple(serial_table(path))
        assert table.lines.tolist() == list(range(2, blank_at + 2)) + list(range(blank_at + 3, 83))


def test_a_line_longer_than_a_block_and_no_final_newline(tmp_path, always_parallel):
    path = tmp_path / "log.csv"
    lines = write_log(path, 1000)
    lines[300] = lines[300].replace("inc-300,", "inc-" + "x" * 9000 + ",")
    path.write_text(HEADER + "\n".join(lines), encoding="utf-8")
    joined = parallel.read_csv_table_in_parallel(path, __import__("zoneinfo").ZoneInfo("Asia/Shanghai"), None,
                                                 None, Limits())
    assert joined is not None
    assert table_tuple(joined) == table_tuple(serial_table(path))
    assert joined.ids[300] == "inc-" + "x" * 9000 and joined.lines[-1] == 1001


def test_a_result_too_big_for_the_shared_memory_travels_through_the_pipe(tmp_path, always_parallel, monkeypatch):
    monkeypatch.setattr(parallel, "SHARED_PER_BYTE", 0)
    monkeypatch.setattr(parallel, "SHARED_EXTRA_BYTES", 0)  # one page: nothing fits
    path = tmp_path / "log.csv"
    write_log(path, 2000)
    joined = parallel.read_csv_table_in_parallel(path, __import__("zoneinfo").ZoneInfo("Asia/Shanghai"), None,
                                                 None, Limits())
    assert joined is not None
    assert table_tuple(joined) == table_tuple(serial_table(path))


def test_rows_of_empty_fields_are_skipped_with_the_line_count_kept(tmp_path, always_parallel):
    path = tmp_path / "log.csv"
    lines = write_log(path, 1000)
    for at in (100, 101, 640):
        lines.insert(at, ",,,,,")  # a spreadsheet's empty rows
    path.write_text(HEADER + "\n".join(lines) + "\n", encoding="utf-8")
    joined = parallel.read_csv_table_in_parallel(path, __import__("zoneinfo").ZoneInfo("Asia/Shanghai"), None,
                                                 None, Limits())
    assert joined is not None and len(joined) == 1000
    assert table_tuple(joined) == table_tuple(serial_table(path))
    assert joined.lines[100] == 104 and joined.lines[-1] == 1004


def test_a_byte_not_utf8_late_in_the_log_is_named_at_its_own_line(tmp_path, always_parallel):
    """A block is not the file (here a later block of the first half, read by this process):
    the bad byte's line and offset are the whole file's, as the one-process read reports them."""
    path = tmp_path / "log.csv"
    lines = write_log(path, 2000)
    data = path.read_bytes().replace(lines[700].encode(), lines[700].replace("inc-", "inc\xe9-").encode("latin-1"))
    path.write_bytes(data)
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(path, tz="Asia/Shanghai")
    assert str(raised.value).startswith(f"{path.name}:702: not UTF-8 text (byte {data.index(b'inc' + bytes([0xe9])) + 3})")


def test_with_the_second_core_taken_every_block_is_read_here(tmp_path, small_blocks, monkeypatch):
    """Another child on the second core: the blocks are all read in this process (no fork), into
    the same table, hashed the same."""
    from slacheck.columns.forked import taking_second_core
    from slacheck.store import file_sha256

    path = tmp_path / "log.csv"
    write_log(path, 2000)
    zone = __import__("zoneinfo").ZoneInfo("Asia/Shanghai")
    monkeypatch.setattr(parallel.os, "fork", lambda: pytest.fail("forked"))
    with taking_second_core():
        assert parallel.can_read_in_parallel(path.with_name("none.csv")) is False
        monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
        here = parallel.read_csv_table_in_parallel(path, zone, None, None, Limits(), hash_log=True)
        through_read = read_incident_table(path, tz=zone)
    serial = serial_table(path, tz="Asia/Shanghai")
    assert table_tuple(here) == table_tuple(serial) == table_tuple(through_read)
    assert here.sha256 == file_sha256(path)


def test_a_log_read_beside_is_the_log_read_here(tmp_path, always_parallel):
    """``incidents.beside``: the vendor's log read by a child in blocks while ours is read here."""
    from slacheck.columns.forked import second_core_taken
    from slacheck.incidents import beside

    ours, theirs = tmp_path / "ours.csv", tmp_path / "theirs.csv"
    write_log(ours, 1500, seed=4)
    write_log(theirs, 2000)
    with beside.read_beside(theirs, tz="Asia/Shanghai") as child:
        assert child.forked and second_core_taken()
        mine = read_incident_table(ours, tz="Asia/Shanghai")  # in one process meanwhile
        other = child.result()
    assert not second_core_taken()
    assert table_tuple(other) == table_tuple(serial_table(theirs, tz="Asia/Shanghai"))
    assert table_tuple(mine) == table_tuple(serial_table(ours, tz="Asia/Shanghai"))
    with beside.read_beside(theirs, fork=False, tz="Asia/Shanghai") as child:
        assert not child.forked and not second_core_taken()
        assert table_tuple(child.result()) == table_tuple(other)


def test_a_bad_log_read_beside_is_reported_as_here(tmp_path, always_parallel):
    from slacheck.incidents import beside

    path = tmp_path / "theirs.csv"
    lines = write_log(path, 1000)
    lines[900] = lines[900].replace("2025-", "2025/", 1)
    path.write_text(HEADER + "\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(SlacheckError) as here:
        read_incident_table(path)
    with beside.read_beside(path) as child, pytest.raises(SlacheckError) as caught:
        child.result()
    assert str(caught.value) == str(here.value) and caught.value.problems == here.value.problems


@pytest.mark.parametrize("data, start", [(b"", 0), (b"id\n", 0), (b"id\n", 3), (b"h\na\n\nb", 2), (b"\n" * 70 + b"x", 5),
                                         (b"id,start\n" + b"a,1\n" * 1000 + b"\0" * 64, 9)])
def test_the_lines_of_a_block_are_counted_as_bytes_count_counts_them(data, start):
    from slacheck.incidents.parallel import count_newlines

    assert count_newlines(data, start) == data.count(b"\n", start)


def test_a_parts_ids_are_compared_by_merging_its_blocks_sorted_hashes(tmp_path, small_blocks, monkeypatch):
    # each block sorts its ids' hashes once (its duplicate check); the part merges those runs
    # (numpy's stable sort) instead of sorting all its rows again with the quicksort
    path = tmp_path / "log.csv"
    write_log(path, 2000)
    data = path.read_bytes()
    header = data[:data.index(b"\n") + 1]
    sorts = []
    sort = np.sort
    monkeypatch.setattr(np, "sort", lambda a, *args, **kw: sorts.append((len(a), kw.get("kind"))) or sort(a, *args, **kw))
    zone = __import__("zoneinfo").ZoneInfo("Asia/Shanghai")
    tables, hashes, lines = parallel.read_blocks(path, header, len(header), len(data), zone, None, None, Limits())
    assert len(tables) > 10 and lines == 2000
    assert [kind for n, kind in sorts if n == 2000] == ["stable"]
    assert hashes.tolist() == sorted(np.concatenate([t.ids.hashes() for t in tables]).tolist())


def test_the_caller_s_next_work_runs_once_this_process_has_read_its_half(tmp_path, always_parallel):
    """``ahead`` (``claim``: the modules it computes and reports with) runs in the reading process once its own half
    is read, while the other process may still read, join and send the second half: off the serial path, not after
    the read. Once, here, and the table is the one read without it; a one-process read leaves it to the caller."""
    import os

    path = tmp_path / "log.csv"
    write_log(path, 2000)
    ran: list[int] = []
    table = read_incident_table(path, tz="Asia/Shanghai", ahead=lambda: ran.append(os.getpid()))
    assert ran == [os.getpid()]
    assert table_tuple(table) == table_tuple(serial_table(path, tz="Asia/Shanghai"))
    serial_table(path, tz="Asia/Shanghai", ahead=lambda: ran.append(0))
    assert ran == [os.getpid()]
