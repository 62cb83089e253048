"""s38: the child reading the vendor's log beside ours also reads our log's last part (``parallel.TailOffer``);
our log's table, its line numbers, its problems and the vendor's problems are those of the one-process read."""

from __future__ import annotations

import random
from zoneinfo import ZoneInfo

import numpy as np
import pytest

from slacheck.errors import SlacheckError
from slacheck.incidents import beside, parallel
from slacheck.incidents.read import read_incident_table

HEADER = "id,start,end,units,cause,notice_hours\n"
ZONE = "Asia/Shanghai"


def table_tuple(t):
    return (t.ids, t.start_ms.tolist(), t.end_ms.tolist(), t.cause.tolist(),
            np.nan_to_num(t.notice_hours, nan=-1).tolist(), t.pair_incident.tolist(),
            [t.unit_names[u] if u >= 0 else "*" for u in t.pair_unit.tolist()], t.unit_names, t.lines.tolist())


def log_lines(rows: int, seed: int, prefix: str = "inc") -> list[str]:
    rng = random.Random(seed)
    lines = []
    for i in range(rows):
        day, hour = rng.randint(1, 28), rng.randint(0, 22)
        pool = [f"n{k}" for k in range(1, 6 + (i * 20) // rows)]  # units first named in the tail
        units = "*" if rng.random() < 0.05 else ";".join(rng.sample(pool, rng.randint(1, 3)))
        lines.append(f"{prefix}-{i},2025-{(i % 12) + 1:02d}-{day:02d}T{hour:02d}:00:00,"
                     f"2025-{(i % 12) + 1:02d}-{day:02d}T{hour:02d}:{rng.randint(1, 59):02d}:00,{units},vendor,")
    return lines


def write(path, lines):
    path.write_text(HEADER + "\n".join(lines) + "\n", encoding="utf-8")


def one_process(path, **kwargs):
    saved = parallel.PARALLEL_MIN_BYTES
    parallel.PARALLEL_MIN_BYTES = 10**18
    try:
        return read_incident_table(path, **kwargs)
    finally:
        parallel.PARALLEL_MIN_BYTES = saved


@pytest.fixture
def small(monkeypatch):
    monkeypatch.setattr(parallel, "BLOCK_BYTES", 4096)
    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "TAIL_AHEAD_BYTES", 20_000)  # a tail of several small blocks
    taken = []
    offered = parallel.offered_tail

    def offered_tail(*args):
        offer = offered(*args)
        taken.append(offer is not None)
        return offer
    monkeypatch.setattr(parallel, "offered_tail", offered_tail)
    return taken


def read_both(ours, theirs, **ours_kwargs):
    with beside.read_beside(theirs, tz=ZONE, tail_of=ours) as child:
        assert child.forked
        mine = read_incident_table(ours, tz=ZONE, **ours_kwargs)
        other = child.result()
    return mine, other


def test_our_log_with_its_tail_read_by_the_vendor_s_child_is_the_one_process_table(tmp_path, small):
    ours, theirs = tmp_path / "ours.csv", tmp_path / "theirs.csv"
    write(ours, log_lines(2500, 4))
    write(theirs, log_lines(2000, 3, "v"))
    mine, other = read_both(ours, theirs)
    assert small == [True]  # the tail was read by the child and joined here
    assert table_tuple(mine) == table_tuple(one_process(ours, tz=ZONE))
    assert mine.lines.tolist() == list(range(2, 2502))
    assert table_tuple(other) == table_tuple(one_process(theirs, tz=ZONE))


def test_a_problem_in_our_tail_is_said_with_its_line_as_the_one_process_read_says_it(tmp_path, small):
    ours, theirs = tmp_path / "ours.csv", tmp_path / "theirs.csv"
    lines = log_lines(2500, 4)
    lines[2400] = lines[2400].replace("2025-", "2025/", 1)
    write(ours, lines)
    write(theirs, log_lines(2000, 3, "v"))
    with pytest.raises(SlacheckError) as here:
        one_process(ours, tz=ZONE)
    with pytest.raises(SlacheckError) as caught:
        read_both(ours, theirs)
    assert ":2402:" in str(here.value)
    assert str(caught.value) == str(here.value) and caught.value.problems == here.value.problems


def test_an_id_in_our_tail_and_our_first_part_is_a_duplicate_as_before(tmp_path, small):
    ours, theirs = tmp_path / "ours.csv", tmp_path / "theirs.csv"
    lines = log_lines(2500, 4)
    lines[2450] = lines[10]
    write(ours, lines)
    write(theirs, log_lines(2000, 3, "v"))
    with pytest.raises(SlacheckError) as here:
        one_process(ours, tz=ZONE)
    with pytest.raises(SlacheckError) as caught:
        read_both(ours, theirs)
    assert str(caught.value) == str(here.value)


def test_a_bad_vendor_log_is_still_reported_when_its_table_is_asked_for(tmp_path, small):
    """The child's answer is taken early for our tail: the vendor's problem waits for ``result()``, our log is
    read whole here."""
    ours, theirs = tmp_path / "ours.csv", tmp_path / "theirs.csv"
    write(ours, log_lines(2500, 4))
    bad = log_lines(2000, 3, "v")
    bad[1500] = bad[1500].replace("2025-", "2025/", 1)
    write(theirs, bad)
    with pytest.raises(SlacheckError) as here:
        one_process(theirs, tz=ZONE)
    with beside.read_beside(theirs, tz=ZONE, tail_of=ours) as child:
        mine = read_incident_table(ours, tz=ZONE)
        with pytest.raises(SlacheckError) as caught:
            child.result()
    assert table_tuple(mine) == table_tuple(one_process(ours, tz=ZONE))
    assert str(caught.value) == str(here.value)


def test_a_tail_read_in_another_zone_or_of_another_file_is_not_taken(tmp_path, small):
    ours, theirs, other = tmp_path / "ours.csv", tmp_path / "theirs.csv", tmp_path / "other.csv"
    write(ours, log_lines(2500, 4))
    write(other, log_lines(2500, 5, "o"))
    write(theirs, log_lines(2000, 3, "v"))
    with beside.read_beside(theirs, tz=ZONE, tail_of=ours) as child:
        in_utc = read_incident_table(ours, tz=ZoneInfo("UTC"))
        not_offered = read_incident_table(other, tz=ZONE)
        child.result()
    assert small == [False, False]
    assert table_tuple(in_utc) == table_tuple(one_process(ours, tz="UTC"))
    assert table_tuple(not_offered) == table_tuple(one_process(other, tz=ZONE))
