"""The run record (``runs.args``) keeps the contract as the user gave it, one way for every command: extract and
check recorded the one file they read (a folder holding one contract was recorded as the file inside it), accept,
claim and reconcile the argument; a claim of several files stored its source as Python's repr of paths."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "fixtures" / "demo"
BUNDLE_ZH = ROOT / "fixtures" / "bundles" / "zh"


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


def recorded(db):
    with sqlite3.connect(db) as conn:
        return [(command, json.loads(args)["contract"]) for command, args in
                conn.execute("SELECT command, args FROM runs ORDER BY id")]


@pytest.mark.parametrize("command", ["extract", "check"])
def test_a_folder_of_one_contract_is_recorded_as_the_folder_given(tmp_path, command):
    folder = tmp_path / "vendor-a"
    folder.mkdir()
    shutil.copy(DEMO / "qiantang_h800_framework.md", folder)
    db = tmp_path / "a.db"
    done = run(command, folder, "--db", db, "--format", "json")
    assert done.exit_code in (0, 1), done.output
    assert recorded(db) == [(command, str(folder))]  # before: str(folder / "qiantang_h800_framework.md")


def test_a_claim_of_several_files_records_their_paths_as_accept_does(tmp_path):
    files = sorted(BUNDLE_ZH.iterdir())
    contract = [w for f in files for w in ("--contract", f)]
    db = tmp_path / "a.db"
    done = run("claim", *contract, "--incidents", DEMO / "incidents.csv", "--units", "128", "--sla-unit", "node",
               "--as-of", "2025-10-13", "--db", db, "--format", "json")
    assert done.exit_code == 0, done.output
    done = run("accept", *contract, "--nccl", DEMO / "nccl_all_reduce.log", "--db", db, "--format", "json")
    assert done.exit_code == 0, done.output
    assert recorded(db) == [("claim", [str(f) for f in files]), ("accept", [str(f) for f in files])]
    with sqlite3.connect(db) as conn:
        (claimed,), = conn.execute("SELECT terms_source FROM claims").fetchall()
        (accepted,), = conn.execute("SELECT terms_source FROM acceptance").fetchall()
    assert claimed == accepted == str([str(f) for f in files])  # before: "[PosixPath('…/qiantang-01.md'), …]"
