"""q14: a TERMS.yaml saved by a Windows tool, and Ctrl-C mid-run.

A TERMS.yaml (or checklist) saved as UTF-16 with its byte-order mark (Windows Notepad's "Unicode", Excel's
"Unicode Text") is read as the UTF-8 file it was saved from: the mark says the encoding, no guess. GBK (no
mark) stays refused naming the file, line and byte, as before: its reading would be a guess. Ctrl-C
(SIGINT) while a contract or log is read or stored is one line on stderr, exit 130 (128 + SIGINT), no
traceback, and the audit database as it was; Ctrl-C inside the phrase gate's preparation (``sandbox.whole``)
waits for the step to end, so no pattern is left between the gate and the matcher.

Guards (pass on the base too) are marked so.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from tests.test_bad_input_d23 import db, seeded  # noqa: F401 (fixtures: an audit database holding one run)

ROOT = Path(__file__).resolve().parent.parent
DEMO = ROOT / "fixtures" / "demo"
CONTRACT = DEMO / "qiantang_h800_framework.md"
INCIDENTS = DEMO / "incidents.csv"
TERMS = ROOT / "fixtures" / "contracts" / "fx01_qiantang_h800_framework.truth.yaml"  # has Chinese and '¥' in it
CLAIM = ["--as-of", "2025-10-13", "--tz", "Asia/Shanghai", "--units", "256"]


def ctrl_c_as_at_a_terminal() -> None:
    """SIGINT to its default, as in a terminal: a job a shell starts in the background (a CI runner's, ``cmd &``)
    inherits SIGINT ignored, and a Python started so never raises KeyboardInterrupt."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.fixture(autouse=True)
def pythons_own_ctrl_c():
    """These tests press Ctrl-C in this process: Python's own handler, whatever the run inherited."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, before)


def cli(*args):
    try:
        runner = CliRunner(mix_stderr=False)
    except TypeError:  # click >= 8.2 keeps stderr apart already
        runner = CliRunner()
    return runner.invoke(app, [str(a) for a in args])


def dump(db: Path) -> list[str]:
    """Every row of the audit database (the WAL's committed part included): what 'as it was' compares."""
    conn = sqlite3.connect(db)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def notepad(text: str, encoding: str) -> bytes:
    """``text`` as Windows Notepad saves it: CRLF line ends, then the encoding (utf-16 writes its mark)."""
    return text.replace("\n", "\r\n").encode(encoding)


def claim_json(terms: Path) -> dict:
    done = cli("claim", "--terms", terms, "--incidents", INCIDENTS, *CLAIM, "--format", "json", "--no-db")
    assert done.exit_code == 0, done.stderr
    assert "Traceback" not in done.stderr
    return json.loads(done.stdout)


# -- 1. encodings of a TERMS.yaml

@pytest.mark.parametrize("encoding, mark", [
    ("utf-16", b"\xff\xfe"),     # Notepad's "Unicode" (little-endian, as Windows writes utf-16)
    ("utf-16-be", b""),          # paraphrase: Notepad's "Unicode big endian" (its mark added below)
])
def test_a_utf16_terms_file_with_its_mark_claims_what_the_utf8_one_does(tmp_path, encoding, mark):
    utf16 = tmp_path / "terms16.yaml"
    body = notepad(TERMS.read_text(encoding="utf-8"), encoding)
    utf16.write_bytes(body if mark else b"\xfe\xff" + body)
    assert claim_json(utf16) == claim_json(TERMS)  # the same credits, months and amounts, to the cent


def test_a_utf16_terms_file_checks_with_its_quotes_read(tmp_path):
    """check reads a TERMS.yaml as its contract: its text (the spans findings point into) is the decoded one, not
    UTF-16 bytes read as UTF-8 with replacement characters."""
    utf8, utf16 = tmp_path / "terms.yaml", tmp_path / "terms16.yaml"
    text = TERMS.read_text(encoding="utf-8")
    utf8.write_bytes(text.replace("\n", "\r\n").encode("utf-8"))  # the same CRLF lines: the same offsets
    utf16.write_bytes(notepad(text, "utf-16"))
    said = {}
    for path in (utf8, utf16):
        done = cli("check", path, "--format", "json", "--no-db")
        assert done.exit_code in (0, 1), done.stderr
        said[path.name] = done.stdout.replace(path.name, "TERMS")
    assert "\ufffd" not in said["terms16.yaml"]
    utf8_report, utf16_report = json.loads(said["terms.yaml"]), json.loads(said["terms16.yaml"])
    for report in (utf8_report, utf16_report):
        del report["document"]["sha256"]  # of the file's bytes, which differ
    assert utf16_report == utf8_report  # every finding, its evidence's text and offsets


def test_a_utf16_checklist_with_its_mark_is_read_too(tmp_path):
    """Paraphrase in another file people write: the one reader of YAML files takes the mark's UTF-16 too."""
    checklist = tmp_path / "mine.yaml"
    checklist.write_bytes(notepad((ROOT / "rules" / "gpu-training.yaml").read_text(encoding="utf-8"), "utf-16"))
    ours = cli("check", TERMS, "--checklist", checklist, "--format", "json", "--no-db")
    shipped = cli("check", TERMS, "--format", "json", "--no-db")
    assert ours.exit_code == shipped.exit_code, ours.stderr
    assert json.loads(ours.stdout)["findings"] == json.loads(shipped.stdout)["findings"]


def test_utf16_broken_after_its_mark_is_refused_by_name_and_line(tmp_path, db):
    before = dump(db)
    broken = tmp_path / "terms16.yaml"
    broken.write_bytes("terms:\n  gpu_count: 2048\n".encode("utf-16") + b"\x00\xd8\x41\x00")  # a lone surrogate
    done = cli("claim", "--terms", broken, "--incidents", INCIDENTS, *CLAIM, "--db", db)
    assert done.exit_code == 2 and "Traceback" not in done.stderr
    assert done.stderr == ("Error: terms16.yaml:3: not UTF-16 text after its UTF-16 byte-order mark (byte 52); "
                                  "save the file as UTF-8\n")
    assert dump(db) == before


@pytest.mark.parametrize("content, said", [
    # guard (passes on the base): GBK has no mark, its reading would be a guess: refused, the file and byte named
    (lambda text: text.encode("gbk", errors="replace"), "terms.yaml:18: not UTF-8 text (byte 362); save the file as UTF-8"),
])
def test_a_terms_file_in_an_encoding_without_a_mark_is_refused(tmp_path, db, content, said):
    before = dump(db)
    bad = tmp_path / "terms.yaml"
    bad.write_bytes(content(TERMS.read_text(encoding="utf-8")))
    done = cli("claim", "--terms", bad, "--incidents", INCIDENTS, *CLAIM, "--db", db)
    assert (done.exit_code, done.stderr) == (2, f"Error: {said}\n")
    assert done.stdout == ""
    assert dump(db) == before


UNMARKED = ("terms.yaml: UTF-16 text without its byte-order mark (its byte order would be a guess); save the file as "
            "UTF-8 (given as --terms)")


@pytest.mark.parametrize("content", [
    lambda text: text.encode("utf-16-le"),  # was 'terms.yaml:18: not UTF-8 text (byte 720)', at its first Chinese
    lambda text: text.encode("utf-16-be"),  # paraphrase: the other byte order
    # paraphrase: ASCII only, valid UTF-8 with NULs between: was "not valid YAML: unacceptable character #x0000 ...
    # in "<unicode string>", position 1"
    lambda text: "monthly_fee: 100\ncurrency: CNY\n".encode("utf-16-le"),
])
def test_utf16_without_its_mark_is_refused_as_such(tmp_path, db, content):
    before = dump(db)
    bad = tmp_path / "terms.yaml"
    bad.write_bytes(content(TERMS.read_text(encoding="utf-8")))
    done = cli("claim", "--terms", bad, "--incidents", INCIDENTS, *CLAIM, "--db", db)
    assert (done.exit_code, done.stderr, done.stdout) == (2, f"Error: {UNMARKED}\n", "")
    assert dump(db) == before


def test_a_utf8_terms_file_with_its_mark_is_read_as_before(tmp_path):
    """Guard (passes on the base): Notepad's "UTF-8 with BOM"."""
    marked = tmp_path / "terms.yaml"
    marked.write_bytes(notepad(TERMS.read_text(encoding="utf-8"), "utf-8-sig"))
    assert claim_json(marked) == claim_json(TERMS)


@pytest.mark.parametrize("encoding, tabs", [("utf-16", True), ("gbk", False)])
def test_incident_logs_excel_saves_are_read_as_before(tmp_path, encoding, tabs):
    """Guard (passes on the base): a log as Excel saves 'Unicode Text' (UTF-16, tabs) or a CSV on a Chinese
    Windows (GBK, here with a cause in Chinese) claims what the UTF-8 log does."""
    text = INCIDENTS.read_text(encoding="utf-8")
    log = tmp_path / "incidents.txt"
    log.write_bytes((text.replace(",", "\t") if tabs else text.replace(",vendor,", ",供应商,")).encode(encoding))
    ours = cli("claim", "--terms", TERMS, "--incidents", log, *CLAIM, "--format", "json", "--no-db")
    utf8 = cli("claim", "--terms", TERMS, "--incidents", INCIDENTS, *CLAIM, "--format", "json", "--no-db")
    assert ours.exit_code == 0, ours.stderr
    assert json.loads(ours.stdout)["months"] == json.loads(utf8.stdout)["months"]


# -- 2. Ctrl-C

def interrupt_after(function):
    """``function`` doing its work, then Ctrl-C: what a SIGINT during the step leaves half-done."""
    def pressed(*args, **kwargs):
        function(*args, **kwargs)
        raise KeyboardInterrupt
    return pressed


def interrupt(*args, **kwargs):
    raise KeyboardInterrupt


def assert_interrupted(done, db: Path, before: list[str]) -> None:
    assert done.exit_code == 130, (done.exit_code, done.stderr, repr(done.exception))
    assert done.stderr == ("Interrupted (Ctrl-C): stopped before the end; audit.db holds only runs that finished, "
                           "nothing of this one\n")
    assert "Traceback" not in done.stderr and "Aborted" not in done.stderr
    assert dump(db) == before


def test_ctrl_c_while_a_claim_stores_its_rows_leaves_the_database(monkeypatch, db):
    from slacheck import store

    before = dump(db)
    monkeypatch.setattr(store, "save_claim", interrupt_after(store.save_claim))  # its rows written, not committed
    done = cli("claim", "--terms", TERMS, "--incidents", INCIDENTS, *CLAIM, "--format", "json", "--db", db)
    assert_interrupted(done, db, before)


def test_ctrl_c_while_extract_stores_the_contract_leaves_the_database(monkeypatch, db):
    """Paraphrase: another command, another store step."""
    from slacheck import commands

    before = dump(db)
    monkeypatch.setattr(commands, "save_contract", interrupt_after(commands.save_contract))
    done = cli("extract", CONTRACT, "--format", "json", "--db", db)
    assert_interrupted(done, db, before)
    assert done.stdout == ""


@pytest.mark.parametrize("target, args", [
    ("slacheck.commands.read_given_contract", ["extract", CONTRACT]),
    ("slacheck.claim_inputs.read_claim_inputs", ["claim", "--terms", TERMS, "--incidents", INCIDENTS, *CLAIM]),
])
def test_ctrl_c_while_an_input_is_read(monkeypatch, db, target, args):
    before = dump(db)
    monkeypatch.setattr(target, interrupt)
    assert_interrupted(cli(*args, "--db", db), db, before)


def test_ctrl_c_with_no_database_says_only_that_it_stopped(monkeypatch):
    monkeypatch.setattr("slacheck.commands.read_given_contract", interrupt)
    done = cli("extract", CONTRACT, "--no-db")
    assert (done.exit_code, done.stderr) == (130, "Interrupted (Ctrl-C): stopped before the end\n")


def test_sigint_to_a_claim_in_its_transaction_exits_130_and_leaves_the_database(seeded, tmp_path):
    """A real SIGINT, as Ctrl-C sends it, to a claim paused inside its open transaction (its rows written)."""
    db = tmp_path / "audit.db"
    shutil.copy(seeded, db)
    before = dump(db)
    marker = tmp_path / "in-transaction"
    env = dict(os.environ, SLACHECK_TEST_PAUSE_IN_TRANSACTION="60", SLACHECK_TEST_PAUSE_MARKER=str(marker))
    cmd = [sys.executable, "-m", "slacheck", "claim", "--terms", str(TERMS), "--incidents", str(INCIDENTS), *CLAIM,
           "--db", str(db), "--format", "json"]
    proc = subprocess.Popen(cmd, env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=ctrl_c_as_at_a_terminal)
    try:
        deadline = time.monotonic() + 120
        while not marker.exists() and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert marker.exists(), proc.communicate()[1] if proc.poll() is not None else "no pause"
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 130, err
    assert "Traceback" not in err
    assert err.splitlines()[-1] == ("Interrupted (Ctrl-C): stopped before the end; audit.db holds only runs that "
                                    "finished, nothing of this one")
    assert dump(db) == before


def test_ctrl_c_inside_a_whole_step_waits_for_its_end():
    """The phrase gate's step (patterns out of the gate, into the matcher) finishes; Ctrl-C comes after it."""
    from slacheck.sandbox import whole

    done = []
    with pytest.raises(KeyboardInterrupt):
        with whole():
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(0.01)  # where Python's own handler would have raised
            done.append("patterns in the matcher")
    assert done == ["patterns in the matcher"]
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


def test_ctrl_c_outside_a_whole_step_stops_at_once():
    """Guard (passes on the base): elsewhere Ctrl-C is Python's own, raised where it comes."""
    done = []
    with pytest.raises(KeyboardInterrupt):
        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(0.01)
        done.append("went on")
    assert done == []


def test_ctrl_c_while_the_phrase_gate_admits_patterns_leaves_none_behind(monkeypatch):
    """The gate's patterns released for a text reach the matcher even when Ctrl-C comes between: a later text
    (an API caller's after catching the KeyboardInterrupt) matches them."""
    from slacheck.extract.nlp import PhraseIndex

    index = PhraseIndex()
    index.register(["service credit"])
    index.seal()
    add = PhraseIndex.add_to_matcher

    def pressed_between(self, entries):
        os.kill(os.getpid(), signal.SIGINT)  # after the gate let them go, before the matcher has them
        time.sleep(0.01)
        add(self, entries)

    monkeypatch.setattr(PhraseIndex, "add_to_matcher", pressed_between)
    with pytest.raises(KeyboardInterrupt):
        index.match_text("a service credit is owed")
    monkeypatch.setattr(PhraseIndex, "add_to_matcher", add)
    assert index.match_text("the service credit").parts  # matched: the pattern is in the matcher
