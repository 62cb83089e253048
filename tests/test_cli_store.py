"""The audit database through the CLI: `slacheck history`, concurrent writers, claim rows."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest

TERMS = (Path(__file__).resolve().parent / "fixtures" / "cluster_terms.yaml").read_text(encoding="utf-8")


def slacheck(*args, env=None, cwd=None):
    return subprocess.run([sys.executable, "-m", "slacheck", *map(str, args)], capture_output=True, text=True,
                          env=env, cwd=cwd, timeout=120)


@pytest.fixture
def claim_inputs(tmp_path):
    terms = tmp_path / "terms.yaml"
    terms.write_text(TERMS, encoding="utf-8")
    incidents = tmp_path / "incidents.csv"
    incidents.write_text("id,start,end,units,cause,notice_hours\n"
                         "A1,2025-06-03T10:00:00,2025-06-03T13:30:00,node-1,vendor,\n"
                         "A2,2025-06-09T10:00:00,2025-06-09T11:00:00,*,customer,\n", encoding="utf-8")
    return terms, incidents


def test_history_lists_runs_newest_first(tmp_path, claim_inputs):
    terms, incidents = claim_inputs
    db = tmp_path / "audit.db"
    for _ in range(2):
        done = slacheck("claim", "--terms", terms, "--incidents", incidents, "--as-of", "2025-07-01", "--db", db,
                        "--format", "json")
        assert done.returncode == 0, done.stderr
    done = slacheck("history", "--db", db, "--format", "json")
    assert done.returncode == 0, done.stderr
    runs = json.loads(done.stdout)
    assert [(r["id"], r["command"], r["status"], r["incidents"], r["claims"]) for r in runs] == [
        (2, "claim", "ok", 2, 1), (1, "claim", "ok", 2, 1)]
    assert runs[0]["args"]["as_of"] == "2025-07-01"
    table = slacheck("history", "--db", db)
    assert table.returncode == 0 and "claim" in table.stdout


def test_history_table_names_each_runs_input_files_and_what_it_saved(tmp_path, claim_inputs):
    terms, incidents = claim_inputs
    odd = tmp_path / "log [x] [bold].csv"  # a file name rich would read as markup
    odd.write_bytes(incidents.read_bytes())
    db = tmp_path / "audit.db"
    done = slacheck("claim", "--terms", terms, "--incidents", odd, "--as-of", "2025-07-01", "--db", db)
    assert done.returncode == 0, done.stderr
    table = slacheck("history", "--db", db, env=dict(os.environ, COLUMNS="160"))
    assert table.returncode == 0, table.stderr
    row = next(line for line in table.stdout.splitlines() if "claim" in line)
    assert "terms.yaml, log [x] [bold].csv" in row and "2 incidents, 1 claims" in row


def test_history_of_absent_db_is_bad_input(tmp_path):
    done = slacheck("history", "--db", tmp_path / "none.db")
    assert done.returncode == 2
    assert "Error: none.db: no such database" in done.stderr
    assert not (tmp_path / "none.db").exists()


def test_claim_rows_trace_to_log_lines(tmp_path, claim_inputs):
    terms, incidents = claim_inputs
    db = tmp_path / "audit.db"
    done = slacheck("claim", "--terms", terms, "--incidents", incidents, "--as-of", "2025-07-01", "--db", db)
    assert done.returncode == 0, done.stderr
    conn = sqlite3.connect(db)
    got = conn.execute("""SELECT cm.month, ci.incident_id, ci.counted_minutes, ci.excluded_reason, i.source_line
                          FROM claim_incidents ci JOIN claim_months cm ON cm.id = ci.claim_month_id
                          LEFT JOIN incidents i ON i.id = ci.incident_row_id ORDER BY ci.incident_id""").fetchall()
    assert got == [("2025-06", "A1", 210.0, None, 2), ("2025-06", "A2", 0.0, "customer", 3)]
    (total,), = conn.execute("SELECT total_credit FROM claims").fetchall()
    assert isinstance(total, str) and Decimal(total) == Decimal("10000")  # exact decimal text, not a float


def test_two_slacheck_processes_writing_at_once_both_succeed(tmp_path, claim_inputs):
    terms, incidents = claim_inputs
    db = tmp_path / "audit.db"
    env = dict(os.environ, SLACHECK_TEST_PAUSE_IN_TRANSACTION="1")  # each holds the write lock for 1 s
    procs = [subprocess.Popen([sys.executable, "-m", "slacheck", "claim", "--terms", str(terms), "--incidents",
                               str(incidents), "--as-of", "2025-07-01", "--db", str(db), "--format", "json"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env) for _ in range(2)]
    outs = [p.communicate(timeout=120) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], [o[1] for o in outs]
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT COUNT(*), MIN(status), MAX(status) FROM runs").fetchone() == (2, "ok", "ok")
    assert conn.execute("SELECT COUNT(*) FROM incidents").fetchone() == (4,)
    assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
