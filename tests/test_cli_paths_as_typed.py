"""Errors name a file by the path the user typed ("data/bad.csv"), not its bare name ("bad.csv"):
a folder of logs or contracts has one of each name per folder, and the path is what an editor opens."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from slacheck.cli import app

CONTRACT = Path(__file__).resolve().parents[1] / "fixtures" / "contracts" / "fx01_qiantang_h800_framework.md"
DEMO = Path(__file__).resolve().parents[1] / "fixtures" / "demo"
DEMO_TERMS = CONTRACT.with_name("fx01_qiantang_h800_framework.truth.yaml")  # the demo contract's confirmed terms
BAD_LOG = "id,start,end,units\nA,2026-03-05T00:00,2026-03-04T00:00,n1\nB,bad,2026-03-04T00:00,n1\n"


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


def test_a_relative_path_is_shown_as_typed_on_every_line(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "bad.csv").write_text(BAD_LOG)
    done = run("claim", "--contract", CONTRACT, "--incidents", "data/bad.csv", "--as-of", "2026-12-01",
               "--db", "data/a.db")
    assert done.exit_code == 2
    assert done.stderr.splitlines() == [
        "Error: data/bad.csv:2: end 2026-03-04T00:00 is before start 2026-03-05T00:00",
        "data/bad.csv:3: unparsable start time 'bad' (write times as ISO 8601: 2025-06-01T10:00:00, with Z or "
        "+08:00 for another zone than --tz)"]


def test_missing_files_and_databases_are_named_as_typed(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "data").mkdir()
    done = run("check", "data/nothere.md", "--no-db")
    assert done.exit_code == 2 and done.stderr == "Error: data/nothere.md: file not found\n"
    (tmp_path / "data" / "other.db").write_text("not a database")
    done = run("history", "--db", "data/other.db")
    assert done.exit_code == 2 and done.stderr.startswith("Error: data/other.db: ")


def test_a_bare_name_a_name_two_paths_share_and_an_absolute_path_are_left_alone(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "bad.csv").write_text(BAD_LOG)
    done = run("claim", "--contract", CONTRACT, "--incidents", "bad.csv", "--as-of", "2026-12-01", "--no-db")
    assert done.stderr.startswith("Error: bad.csv:2: ")
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
    (tmp_path / "a" / "x.md").write_text("空")
    done = run("diff", "a/x.md", "b/x.md", "--no-db")
    assert done.exit_code == 2 and done.stderr.startswith("Error: x.md: ")  # which x.md cannot be told
    done = run("claim", "--contract", CONTRACT, "--incidents", tmp_path / "bad.csv", "--as-of", "2026-12-01",
               "--no-db")
    assert done.stderr.startswith("Error: bad.csv:2: ")


def test_what_the_reader_assumed_names_the_log_as_typed_too(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "export.csv").write_bytes(
        "事件编号,开始时间,结束时间,影响范围\nA,2026-03-05 00:00,2026-03-05 01:00,n1\n".encode("gbk"))
    done = run("claim", "--contract", CONTRACT, "--incidents", "data/export.csv", "--as-of", "2026-12-01", "--no-db")
    assert done.exit_code == 0
    assert done.stderr.splitlines()[:2] == [
        "data/export.csv: read as GB18030/GBK text (not UTF-8), as Excel saves a CSV on a Chinese Windows",
        "data/export.csv: read the columns '事件编号' as id, '开始时间' as start, '结束时间' as end, '影响范围' as units"]


def test_claims_notes_name_the_log_as_typed_as_reconciles_do(tmp_path, monkeypatch):
    """The note on incidents ending after --as-of said 'incidents.csv: …' on claim while its errors (and
    reconcile's notes) said 'data/incidents.csv' (session 21)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "incidents.csv").write_bytes((DEMO / "incidents.csv").read_bytes())
    done = run("claim", "--terms", DEMO_TERMS, "--incidents", "data/incidents.csv", "--as-of", "2025-10-13", "--no-db")
    assert done.exit_code == 0, done.output
    assert done.stderr.startswith("data/incidents.csv: 2 incidents ('demo-011', 'demo-012') end after --as-of")
    (tmp_path / "data" / "theirs.csv").write_bytes((DEMO / "incidents.csv").read_bytes())
    done = run("reconcile", "--incidents", "data/incidents.csv", "--vendor-report", "data/theirs.csv",
               "--terms", DEMO_TERMS, "--as-of", "2025-10-13", "--no-db")
    assert done.exit_code == 0, done.output
    for log in ("data/incidents.csv", "data/theirs.csv"):
        assert f"\n{log}: 2 incidents ('demo-011', 'demo-012') end after --as-of" in "\n" + done.stderr


def test_an_empty_argument_is_refused_not_read_as_the_current_folder(tmp_path):
    """``slacheck check "$DRAFT"`` with DRAFT unset passes "", which pathlib reads as ".": the whole
    folder was checked as one contract. The command line refuses it, naming where it stands."""
    (tmp_path / "notes.txt").write_text("可用性不低于99.9%。\n", encoding="utf-8")

    def cli(*args):
        return subprocess.run([sys.executable, "-m", "slacheck", *args], cwd=tmp_path, capture_output=True,
                              text=True, env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[1])})

    done = cli("check", "")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == "Error: argument 2 is empty (''): an unset shell variable? Give a file or a value\n"
    for args in (("claim", "--incidents", "", "--terms", "t.yaml"), ("claim", "--incidents=", "--terms", "t.yaml")):
        done = cli(*args)
        assert done.returncode == 2
        assert done.stderr.startswith("Error: --incidents is given an empty value: an unset shell variable?")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]  # no database written
