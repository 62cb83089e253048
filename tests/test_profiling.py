"""--profile / SLACHECK_PROFILE=1: each phase's time on stderr, stdout untouched."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
CONTRACT = "甲方租用乙方GPU服务器。\n乙方承诺月可用性不低于99.9%。\nThe monthly fee is CNY 100,000.\n"


@pytest.mark.parametrize("how", ["option", "option after the command", "env"])
def test_profile_prints_each_phase_on_stderr_and_keeps_stdout_json(tmp_path, how):
    """``slacheck --profile extract …`` and ``slacheck extract … --profile`` (where users type it: it was
    'No such option: --profile') and SLACHECK_PROFILE=1 print the same line."""
    contract = tmp_path / "c.md"
    contract.write_text(CONTRACT, encoding="utf-8")
    before = ["--profile"] if how == "option" else []
    after = ["--profile"] if how == "option after the command" else []
    env = dict(os.environ, SLACHECK_PROFILE="1") if how == "env" else dict(os.environ)
    env.pop("SLACHECK_PROFILE", None) if how != "env" else None
    done = subprocess.run([sys.executable, "-m", "slacheck", *before, "extract", str(contract), "--format", "json",
                           "--no-db", *after], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert any(t["key"] == "availability_pct" for t in json.loads(done.stdout)["terms"])
    line = next(line for line in done.stderr.splitlines() if line.startswith("profile: "))
    phases = [part.split()[0] for part in line[len("profile: "):].split(";")[0].split(", ")]
    assert phases == ["read", "normalise", "parse", "match", "select"]


@pytest.mark.parametrize("command", ["check", "diff", "score"])
def test_profile_after_each_contract_command(tmp_path, command):
    contract = tmp_path / "c.md"
    contract.write_text(CONTRACT, encoding="utf-8")
    other = tmp_path / "d.md"
    other.write_text(CONTRACT.replace("99.9%", "99.5%"), encoding="utf-8")
    files = [str(contract), str(other)] if command in ("diff", "score") else [str(contract)]
    env = {k: v for k, v in os.environ.items() if k != "SLACHECK_PROFILE"}
    done = subprocess.run([sys.executable, "-m", "slacheck", command, *files, "--no-db", "--profile"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert "No such option" not in done.stderr and done.returncode in (0, 1), done.stderr
    assert any(line.startswith("profile: read ") for line in done.stderr.splitlines())


def test_no_profile_line_without_the_option(tmp_path):
    contract = tmp_path / "c.md"
    contract.write_text(CONTRACT, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k != "SLACHECK_PROFILE"}
    done = subprocess.run([sys.executable, "-m", "slacheck", "extract", str(contract), "--format", "json", "--no-db"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0 and "profile:" not in done.stderr


def test_each_phase_counts_its_own_time_and_the_one_off_build_comes_apart(monkeypatch):
    """A phase inside another (the extractor built while the contract is read, a pattern doc
    built inside match) counts once: the phases add up to the time spent. The clock is a
    stand-in that moves only when the test says, so the figures are exact on a loaded machine."""
    import types

    from slacheck import profiling

    now = [100.0]

    def sleep(seconds):
        now[0] += seconds

    monkeypatch.setattr(profiling, "time", types.SimpleNamespace(perf_counter=lambda: now[0], process_time=lambda: 1.5))
    monkeypatch.setenv(profiling.ENV, "1")
    monkeypatch.setattr(profiling, "_totals", {})
    monkeypatch.setattr(profiling, "_counts", {})
    started = now[0]
    with profiling.phase("read"):
        sleep(0.02)
        with profiling.phase("build"):
            sleep(0.05)
    since = profiling.started()
    sleep(0.02)
    with profiling.phase("build"):
        sleep(0.03)
    profiling.add("match", since)
    spent = now[0] - started
    totals = profiling._totals
    assert totals["build"] == pytest.approx(0.08) and totals["read"] == pytest.approx(0.02)
    assert totals["match"] == pytest.approx(0.02)
    assert sum(totals.values()) == pytest.approx(spent)
    line = profiling.summary()
    assert line.startswith("profile: read ") and ", match " in line and "; build " in line and "(2x)" in line
    assert line.index("match") < line.index("; build") < line.index("; process")
    assert line == "profile: read 0.020 s, match 0.020 s; build 0.080 s (2x); process 1.500 s CPU"


def test_the_modules_loaded_while_the_reader_works_count_as_build_not_read(monkeypatch, tmp_path):
    """check's next modules (``commands.read_document``'s ``ahead``: the checklist engine, the report) load in
    this process while a reader process reads the contract; they counted under ``read``, so 'read' was not the
    reading. The stand-in clock moves only inside ``ahead``: its time is build's, read's none of it. (The reader
    process waits for ``ahead`` to have run, as a long contract's would, so the step is never skipped.)"""
    import time
    import types

    from slacheck import commands, profiling
    from slacheck.ingest import load

    now = [100.0]
    ran = tmp_path / "ahead-ran"
    read_document = load.read_document

    def slow_reader(*args, **kwargs):  # in the reader process
        for _ in range(600):
            if ran.exists():
                break
            time.sleep(0.05)
        return read_document(*args, **kwargs)

    def ahead():
        ran.touch()
        now[0] += 5.0

    monkeypatch.setattr(load, "read_document", slow_reader)

    monkeypatch.setattr(profiling, "time", types.SimpleNamespace(perf_counter=lambda: now[0], process_time=lambda: 1.5))
    monkeypatch.setenv(profiling.ENV, "1")
    monkeypatch.setattr(profiling, "_totals", {})
    monkeypatch.setattr(profiling, "_counts", {})
    document = commands.read_document(FIXTURES / "devset" / "dev03_songsuan_h20_gpuhour.docx", ahead=ahead)
    assert document.pages and ran.exists()  # read by a reader process, ``ahead`` run meanwhile
    assert profiling._totals["build"] == pytest.approx(5.0)
    assert profiling._totals["read"] == pytest.approx(0.0)
