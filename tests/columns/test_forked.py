"""columns/forked.py: work on the second core gives what the same call gives here."""

from __future__ import annotations

import os

import numpy as np
import pytest

from slacheck.columns import forked
from slacheck.columns.forked import InChild
from slacheck.errors import SlacheckError


def columns(n):
    return {"ids": np.arange(n), "texts": np.array([b"x%d" % k for k in range(n)]), "pid": os.getpid()}


@pytest.mark.parametrize("shared_bytes", [1 << 20, 0])  # arrays through shared memory, or too big: the pipe
def test_a_childs_result_equals_the_call_here(shared_bytes):
    with InChild(columns, 50_000, shared_bytes=shared_bytes) as child:
        got = child.result()
    want = columns(50_000)
    assert got["ids"].tolist() == want["ids"].tolist() and got["texts"].tolist() == want["texts"].tolist()
    assert got["pid"] != os.getpid()  # it ran elsewhere


def bad_input():
    raise SlacheckError("log.csv", "end before start", line=14)


def a_bug():
    return {}["missing"]


def test_a_childs_bad_input_and_bug_are_raised_here_as_they_were():
    with InChild(bad_input) as child, pytest.raises(SlacheckError) as bad:
        child.result()
    assert str(bad.value).startswith("log.csv:14: end before start")
    with InChild(a_bug) as child, pytest.raises(KeyError) as bug:
        child.result()
    assert "in a forked worker" in str(bug.value.__cause__) and "a_bug" in str(bug.value.__cause__)


def test_a_child_whose_result_is_not_asked_for_is_stopped():
    import time

    with InChild(time.sleep, 60) as child:
        pid = child.pid
    with pytest.raises(ChildProcessError):  # reaped: no such child any more
        os.waitpid(pid, 0)


def test_without_a_second_core_the_work_runs_here(monkeypatch):
    monkeypatch.setattr(forked, "can_fork", lambda: False)
    with InChild(columns, 10) as child:
        assert child.pid is None and child.result()["pid"] == os.getpid()


@pytest.mark.parametrize("route", ["file", "memory", "one core"])
def test_written_in_two_is_written_in_order(route, tmp_path, monkeypatch):
    # the head by a forked child into the file, the rest after it by this process; an in-memory
    # stream or one core: both here, one after the other. The bytes are the same either way.
    import io

    if route == "one core":
        monkeypatch.setattr(forked, "can_fork", lambda: False)
    head = (b"h%d," % k for k in range(20_000))
    rendered_in = []

    def rest():
        rendered_in.append(os.getpid())
        return [b"r%d," % k for k in range(5)]

    expected = b"<" + b"".join(b"h%d," % k for k in range(20_000)) + b"r0,r1,r2,r3,r4," + b">"
    if route == "memory":
        stream = io.BytesIO()
        stream.write(b"<")
        forked.write_in_two(stream, head, rest)
        stream.write(b">")
        assert stream.getvalue() == expected
    else:
        with (tmp_path / "out").open("wb") as stream:
            stream.write(b"<")  # buffered before the child starts: still first
            forked.write_in_two(stream, head, rest)
            stream.write(b">")
        assert (tmp_path / "out").read_bytes() == expected
    assert rendered_in == [os.getpid()]


@pytest.mark.skipif(not forked.can_fork(), reason="needs fork and a second core")
@pytest.mark.parametrize("slow", ["first", "second", "head"])
def test_written_after_in_two_keeps_the_order_whoever_is_slow(slow, tmp_path):
    # the head by one child, then `first` by this process, then `second` by another child in its turn
    import time

    def chunks(tag, n, wait):
        for k in range(n):
            if wait and k % 500 == 0:
                time.sleep(0.01)
            yield b"%s%d," % (tag, k)

    with (tmp_path / "out").open("wb") as stream:
        stream.write(b"<")
        child = forked.head_in_child(stream, chunks(b"h", 5_000, slow == "head"))
        with child:
            forked.write_after_in_two(stream, child, chunks(b"a", 5_000, slow == "first"),
                                      chunks(b"b", 5_000, slow == "second"))
        stream.write(b">")
    expected = b"<" + b"".join(b"%s%d," % (t, k) for t in (b"h", b"a", b"b") for k in range(5_000)) + b">"
    assert (tmp_path / "out").read_bytes() == expected


@pytest.mark.skipif(not forked.can_fork(), reason="needs fork and a second core")
def test_a_failure_before_the_second_parts_turn_writes_nothing_of_it(tmp_path):
    def failing():
        yield b"a,"
        raise ValueError("rendering failed")

    with (tmp_path / "out").open("wb") as stream:
        child = forked.head_in_child(stream, [b"h,"])
        with child, pytest.raises(ValueError):
            forked.write_after_in_two(stream, child, failing(), [b"b,"])
    assert b"b," not in (tmp_path / "out").read_bytes()


def taken_here():
    return forked.second_core_taken()


def test_while_the_second_core_is_taken_work_runs_here_and_a_child_counts_as_taken():
    assert not forked.second_core_taken()
    with InChild(taken_here) as child:
        assert child.forked and child.result() is True  # a worker does its work in one process
    with forked.taking_second_core():
        assert forked.second_core_taken() and not forked.can_fork()
        with InChild(columns, 10) as child:
            assert not child.forked and child.result()["pid"] == os.getpid()
    with forked.taking_second_core(False):
        assert not forked.second_core_taken()
    assert not forked.second_core_taken()


def made_in_the_mapping(n):
    """A result whose arrays are made as a child's result is (``columns.arena``), with one
    ordinary array beside them, and how many bytes ``send`` would copy."""
    from slacheck.columns.arena import concatenated, current_arena, result_array, taken

    zeros = result_array((n, 3), np.uint8, zeros=True)
    zeros[::2, 1] = 7
    joined = concatenated([np.arange(n), np.arange(n, 2 * n)])
    picked = taken(np.arange(10 * n) * 3, np.arange(n)[::-1] * 2)
    texts = concatenated([np.array([b"a", b"bb"]), np.array([b"ccc"])])  # widths meet: S3
    result = {"zeros": zeros, "joined": joined, "picked": picked, "texts": texts, "plain": np.arange(n) + 1}
    arena = current_arena()
    if arena is not None:
        import pickle

        buffers = []
        pickle.dumps(result, protocol=5, buffer_callback=buffers.append)
        result["copied"] = sum(b.raw().nbytes for b in buffers if arena.offset_of(b.raw()) is None)
    return result


@pytest.mark.parametrize("shared_bytes", [1 << 22, 0, 5000])  # in the mapping; the pipe; a mapping too small
def test_arrays_made_in_the_shared_memory_arrive_as_the_call_here_makes_them(shared_bytes):
    n = 20_000
    with InChild(made_in_the_mapping, n, shared_bytes=shared_bytes) as child:
        got = child.result()
    want = made_in_the_mapping(n)  # here: ordinary arrays
    assert "copied" not in want
    for name in ("zeros", "joined", "picked", "texts", "plain"):
        assert got[name].dtype == want[name].dtype and got[name].tolist() == want[name].tolist(), name
    if shared_bytes == 1 << 22:
        assert got["copied"] == want["plain"].nbytes  # only the ordinary array is copied in


def test_a_worker_keeps_the_memory_it_frees_and_this_process_does_not(monkeypatch):
    # (a worker's big temporaries reuse pages already faulted in; this process, which forks, is left as it was)
    kept = []
    monkeypatch.setattr(forked, "keep_freed_memory", lambda: kept.append(os.getpid()))
    with InChild(lambda: list(kept)) as child:
        in_child = child.result()
    assert len(in_child) == 1 and in_child[0] != os.getpid() and kept == []


def test_keeping_freed_memory_is_harmless_in_a_child():
    def allocate_and_free():
        forked.keep_freed_memory()
        return sum(int(np.ones(2**20)[::4096].sum()) for _ in range(20))

    with InChild(allocate_and_free) as child:
        assert child.result() == 20 * 256
