"""A long PDF is read by two processes, each its share of the pages (``load.reader_processes``):
the Document must be exactly the one a single reader builds, and the bounds must hold for both."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

import slacheck.ingest.load as load
from slacheck.errors import SlacheckError
from slacheck.ingest.pdf import load_pdf, read_pdf_part
from slacheck.limits import Limits
from slacheck.sandbox import run_bounded_all

ROOT = Path(__file__).resolve().parents[2]
PDFS = sorted(p for p in (ROOT / "fixtures").rglob("*.pdf"))

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="reader processes need fork")


@pytest.mark.parametrize("pdf", PDFS, ids=[p.name for p in PDFS])
def test_two_readers_build_the_same_document_as_one(pdf, monkeypatch):
    monkeypatch.setattr(load, "PARALLEL_PDF_BYTES", 0)
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    assert load.reader_processes("pdf", pdf.read_bytes()) == 2
    shared = load.load_document(pdf, Limits())
    monkeypatch.setattr(load, "PARALLEL_PDF_BYTES", 10**12)
    assert load.reader_processes("pdf", pdf.read_bytes()) == 1
    assert shared == load.load_document(pdf, Limits())


def test_the_parts_cover_every_page_once():
    pdf = next(p for p in PDFS if "helin" in p.name)
    whole = load_pdf(pdf, Limits())[0]
    parts = [read_pdf_part(pdf, Limits(), (k, 3)) for k in range(3)]
    assert [p.first for p in parts] == sorted(p.first for p in parts)
    assert sum(len(p.pages) for p in parts) == len(whole.pages())


def test_progress_of_both_readers_is_summed(monkeypatch):
    monkeypatch.setattr(load, "PARALLEL_PDF_BYTES", 0)
    pdf = max(PDFS, key=lambda p: p.stat().st_size)
    seen = []
    document = load.load_document(pdf, Limits(), on_page=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (len(document.pages), len(document.pages))
    assert [done for done, _ in seen] == sorted(done for done, _ in seen)  # the bar never goes back
    assert len(seen) == len(document.pages)  # one step a page, whichever reader read it


def fail_on(k: int, message: str):
    raise SlacheckError("c.pdf", message, page=k)


def test_the_first_failing_reader_in_page_order_is_reported():
    with pytest.raises(SlacheckError, match=r"^c.pdf:page 1: first"):
        run_bounded_all([(fail_on, (1, "first")), (fail_on, (9, "second"))], file="c.pdf", limits=Limits())


def test_a_failure_is_reported_without_waiting_for_a_stuck_reader():
    started = time.monotonic()
    with pytest.raises(SlacheckError, match=r"^c.pdf:page 1: bad page"):
        run_bounded_all([(fail_on, (1, "bad page")), (time.sleep, (60,))], file="c.pdf", limits=Limits(max_seconds=30))
    assert time.monotonic() - started < 10


def test_the_deadline_holds_for_every_reader():
    started = time.monotonic()
    with pytest.raises(SlacheckError, match=r"^c.pdf: reading the contract took longer than 1 s"):
        run_bounded_all([(time.sleep, (0,)), (time.sleep, (60,))], file="c.pdf", limits=Limits(max_seconds=1),
                        what="reading the contract")
    assert time.monotonic() - started < 5


def test_the_readers_share_the_memory_limit():
    with pytest.raises(SlacheckError, match=r"needed more than 400 MB of memory"):
        run_bounded_all([(bytearray, (300 * 1024 * 1024,)), (len, ("x",))], file="c.pdf",
                        limits=Limits(max_memory_mb=400), what="reading the contract")


def test_the_work_given_as_meanwhile_runs_while_the_reader_reads():
    ran = []
    results = run_bounded_all([(len, ("abc",))], file="c.pdf", limits=Limits(), meanwhile=lambda: ran.append(1))
    assert results == [3] and ran == [1]


READ_UNDER_A_LIMIT = """
import sys
import slacheck.ingest.load as load
from slacheck.errors import SlacheckError
from slacheck.limits import Limits
try:
    load.load_document(sys.argv[1], Limits(max_memory_mb=20, max_text_chars=10**8))
except SlacheckError as error:
    print(error)
"""


def test_a_text_contract_is_read_in_this_process_within_the_memory_limit(tmp_path):
    """In a fresh process: the limit is on address space, and a long test session's heap may hold
    freed memory enough to read the file without growing it (the test then failed by chance)."""
    contract = tmp_path / "long.txt"
    contract.write_text("第1条 乙方保证单柜功率不低于20千瓦。Rack power not less than 20 kW.\n" * 200_000, encoding="utf-8")
    done = subprocess.run([sys.executable, "-c", READ_UNDER_A_LIMIT, str(contract)], capture_output=True, text=True,
                          timeout=120, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert re.match(r"^long.txt: reading the contract needed more than 20 MB of memory", done.stdout), done.stdout


def test_a_reader_that_answered_in_time_is_not_blamed_for_slow_work_meanwhile():
    """The caller's own work (loading the extractor) may outlast the deadline; a child that
    answered before it still counts as answered."""
    results = run_bounded_all([(len, ("abc",))], file="c.pdf", limits=Limits(max_seconds=0.5),
                              meanwhile=lambda: time.sleep(1.0))
    assert results == [3]


def slow_answer(seconds: float) -> str:
    time.sleep(seconds)
    return "read"


def test_work_ahead_runs_step_by_step_while_the_reader_reads_and_stops_when_it_is_done():
    """``meanwhile`` may return steps of work that can be done ahead (the extractor's pattern
    docs): they run while the reader works, and whatever is left stays the caller's."""
    steps = []

    def meanwhile():
        def ahead():
            for k in range(10_000):
                steps.append(k)
                time.sleep(0.001)
                yield
        return ahead()

    started = time.monotonic()
    assert run_bounded_all([(slow_answer, (0.3,))], file="c.pdf", limits=Limits(), meanwhile=meanwhile) == ["read"]
    assert time.monotonic() - started < 3  # the answer ended the steps, not their end
    assert 10 < len(steps) < 10_000
    quick = []
    assert run_bounded_all([(slow_answer, (0.0,))], file="c.pdf", limits=Limits(),
                           meanwhile=lambda: iter(quick.append(k) for k in range(10**6))) == ["read"]
    assert len(quick) < 10**6


@pytest.mark.parametrize("pdf", PDFS, ids=[p.name for p in PDFS])
def test_parts_normalised_at_another_wrap_width_are_assembled_as_the_whole(pdf):
    """Each reader normalises its pages at its own pages' wrap width; where the whole PDF's
    width would join other lines, those pages are normalised again: the same Document."""
    from slacheck.ingest.pdf import assemble_pdf, page_blocks

    whole = load_pdf(pdf, Limits())[0]
    parts = [read_pdf_part(pdf, Limits(), (k, 3)) for k in range(3)]
    for part in parts:  # as if each reader had seen lines of another width
        part.wrap_width = 30
        part.prepared = [page_blocks(blocks, 30) for blocks in part.pages]
    assembled = assemble_pdf(pdf, parts)[0]
    assert (assembled.text, assembled.original_text, assembled.pages(), assembled.offset_anchors()) == \
        (whole.text, whole.original_text, whole.pages(), whole.offset_anchors())


def answer_then_wait_to_exit(marker: str, seen: str) -> str:
    """Answer at once, then (when the child leaves) wait for ``marker``: was the answer taken before the child had gone?"""
    leave = os._exit

    def exit_later(status: int) -> None:
        waited = time.monotonic() + 20
        while not os.path.exists(marker) and time.monotonic() < waited:
            time.sleep(0.01)
        # written whole, then renamed: the test waits for the file to exist, so it must never see it half-written
        Path(f"{seen}.part").write_text(f"{os.getpid()} {os.path.exists(marker)}")
        os.replace(f"{seen}.part", seen)
        leave(status)

    os._exit = exit_later  # (this child's own os module: it leaves through here once its answer is sent)
    return "read"


def _exited(pid: int) -> bool:
    """Has the process exited? (its state in /proc is Z, a zombie not reaped yet, or it is gone)"""
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


def test_an_answer_is_taken_without_waiting_for_its_child_to_exit(tmp_path):
    """A reader's process ends after its answer (freeing a long PDF's pages takes a while): the
    caller goes on with the answer meanwhile, and the child is reaped by a later call."""
    marker, seen = tmp_path / "answer taken", tmp_path / "seen"
    assert run_bounded_all([(answer_then_wait_to_exit, (str(marker), str(seen)))], file="c.pdf",
                           limits=Limits()) == ["read"]
    marker.touch()
    waited = time.monotonic() + 30
    while not seen.exists() and time.monotonic() < waited:
        time.sleep(0.01)
    pid, taken_first = seen.read_text().split()
    assert taken_first == "True"
    exited = time.monotonic() + 30  # the child's exit, not a guess of how long it takes (a loaded machine is slow)
    while not _exited(int(pid)) and time.monotonic() < exited:
        time.sleep(0.01)
    assert _exited(int(pid)), "the reader's child did not exit"
    assert run_bounded_all([(len, ("ab",))], file="c.pdf", limits=Limits()) == [2]
    with pytest.raises(ChildProcessError):  # reaped: no zombie left behind
        os.waitpid(int(pid), os.WNOHANG)


def test_no_step_ahead_runs_while_an_answer_is_coming(monkeypatch):
    """Once a child's answer has begun to come through the pipe it is read through: a step of work
    ahead between its pieces would keep the child waiting on the full pipe, and a core idle."""
    import slacheck.sandbox as sandbox

    events = []
    read = os.read

    def logged_read(fd, size):
        got = read(fd, size)
        if size == 1 << 20:  # the answers' pipes (progress lines are read 64 KB at a time)
            events.append("answer")
        return got

    monkeypatch.setattr(sandbox.os, "read", logged_read)

    def meanwhile():
        def ahead():
            for _ in range(100_000):
                events.append("step")
                yield
        return ahead()

    answer = run_bounded_all([(bytes, (3 * 1024 * 1024,))], file="c.pdf", limits=Limits(), meanwhile=meanwhile)
    assert answer == [bytes(3 * 1024 * 1024)]
    first = events.index("answer")
    assert "step" not in events[first:]
