"""Incident ids given in order (ticket numbers counted up, as most logs number them) are known to be
distinct without hashing or sorting them; any other log is checked by its ids' hashes as before, and a
repeat is reported the same way whichever route found it."""

from __future__ import annotations

import numpy as np
import pytest

from slacheck.columns.ids import IdColumn, in_order
from slacheck.errors import SlacheckError
from slacheck.incidents import parallel
from slacheck.incidents.read import read_incident_table

HEADER = "id,start,end,units,cause,notice_hours\n"


def write_log(path, ids: list[str]) -> None:
    rows = [f"{id_},2025-{i % 12 + 1:02d}-{i % 28 + 1:02d}T{i % 23:02d}:00:00,"
            f"2025-{i % 12 + 1:02d}-{i % 28 + 1:02d}T{i % 23:02d}:30:00,n{i % 7},vendor," for i, id_ in enumerate(ids)]
    path.write_text(HEADER + "\n".join(rows) + "\n", encoding="utf-8")


@pytest.fixture
def no_hashing(monkeypatch):
    """Hashing an id column fails the test: the ids must be told distinct by their order alone."""
    def refuse(self):
        raise AssertionError("ids hashed")
    monkeypatch.setattr(IdColumn, "_compute_hashes", refuse)


@pytest.fixture
def always_parallel(monkeypatch):
    monkeypatch.setattr(parallel, "BLOCK_BYTES", 4096)  # a dozen blocks and more
    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)


def test_ids_in_ascending_order_have_no_repeat_and_are_not_hashed(no_hashing):
    assert IdColumn.from_strings([f"INC-{i:06d}" for i in range(1000)]).duplicates() == []
    assert IdColumn.from_strings(["a", "ab", "b", "ba"]).duplicates() == []  # a shorter id sorts first
    assert in_order([IdColumn.from_strings(["a", "b"]), IdColumn.from_strings(["c"]), IdColumn.from_strings(["cc"])])


def test_ids_out_of_order_are_checked_by_their_hashes_and_a_repeat_is_found():
    assert IdColumn.from_strings(["a", "b", "b", "c"]).duplicates() == [(2, 1)]  # in order but for one repeat
    assert IdColumn.from_strings(["c", "b", "a"]).duplicates() == []  # descending: distinct all the same
    assert IdColumn.from_strings(["b", "c", "a", "c"]).duplicates() == [(3, 1)]
    assert not in_order([IdColumn.from_strings(["a", "c"]), IdColumn.from_strings(["b"])])
    assert not in_order([IdColumn.from_strings(["a", "b"]), IdColumn.from_strings(["b", "c"])])  # 'b' in both
    assert not in_order([IdColumn.from_strings(["a"]), IdColumn.from_strings(["a"])])


def test_a_big_log_numbered_in_order_is_read_on_two_processes_without_hashing(tmp_path, always_parallel, no_hashing):
    path = tmp_path / "log.csv"
    write_log(path, [f"inc-{i:07d}" for i in range(3000)])
    zone = __import__("zoneinfo").ZoneInfo("Asia/Shanghai")
    joined = parallel.read_csv_table_in_parallel(path, zone, None, None, parallel.Limits())
    assert joined is not None  # the two-process route was taken (hashing would have failed it)
    assert joined.ids[0] == "inc-0000000" and joined.ids[2999] == "inc-0002999" and len(joined) == 3000


@pytest.mark.parametrize("ids, message", [
    # each half in order, the second starting again from the first: an id in both halves
    ([f"inc-{i:07d}" for i in range(1500)] * 2, r"log.csv:1502: duplicate id 'inc-0000000' \(first on line 2\)"),
    # in order but for one id of the first half repeated near the end
    ([f"inc-{i:07d}" for i in range(2999)] + ["inc-0000100"],
     r"log.csv:3001: duplicate id 'inc-0000100' \(first on line 102\)"),
])
def test_a_repeat_in_a_log_otherwise_in_order_is_reported(tmp_path, always_parallel, ids, message):
    path = tmp_path / "log.csv"
    write_log(path, ids)
    with pytest.raises(SlacheckError, match=message):
        read_incident_table(path)


def test_halves_each_in_order_that_overlap_without_a_shared_id_read_as_one_process_does(tmp_path, always_parallel):
    # the first half the even numbers, the second the odd ones: each half in order, the two not one after the
    # other, so their hashes are compared: no id in both, the log is read on two processes
    path = tmp_path / "log.csv"
    ids = [f"inc-{i:07d}" for i in range(0, 3000, 2)] + [f"inc-{i:07d}" for i in range(1, 3000, 2)]
    write_log(path, ids)
    zone = __import__("zoneinfo").ZoneInfo("Asia/Shanghai")
    joined = parallel.read_csv_table_in_parallel(path, zone, None, None, parallel.Limits())
    assert joined is not None and joined.ids.tolist() == ids
    assert np.array_equal(joined.start_ms, read_incident_table(path).start_ms)
