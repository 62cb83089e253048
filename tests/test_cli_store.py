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
    assert "terms.yaml, log [x] [bold].csv" in row and "2 incidents, 1 claim" in row and "1 claims" not in row


def test_history_of_absent_db_is_bad_input(tmp_path):
    done = slacheck("history", "--db", tmp_path / "none.db")
    assert done.returncode == 2
    assert "Error: none.db: no such database" in done.stderr
    assert not (tmp_path / "none.db").exists()


@pytest.mark.parametrize("where", ["/dev/null", "folder", "fifo"])
def test_a_db_that_is_no_regular_file_is_bad_input(tmp_path, claim_inputs, where):
    """--db /dev/null (a way to say "no database") opened and failed at COMMIT with a
    'disk I/O error' traceback; a device, a folder or a FIFO is refused by name, before any output."""
    terms, incidents = claim_inputs
    if where == "folder":
        db = tmp_path / "runs"
        db.mkdir()
    elif where == "fifo":
        db = tmp_path / "pipe.db"
        os.mkfifo(db)
    else:
        db = Path(where)
    for args in (("claim", "--terms", terms, "--incidents", incidents, "--as-of", "2025-07-01"), ("history",)):
        done = slacheck(*args, "--db", db)
        assert done.returncode == 2 and "Traceback" not in done.stderr
        # a folder is refused in the one folder sentence of every other option (was 'is not a regular file')
        said = ("Error: runs: is a folder: give one database file (given as --db)\n" if where == "folder" else
                f"Error: {db}: is not a regular file: give --db a database file\n")
        assert done.stderr == said
        assert done.stdout == ""


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


def test_claim_rerun_on_the_same_log_stores_no_incident_rows_again_and_still_traces_its_months(tmp_path,
                                                                                             claim_inputs):
    terms, incidents = claim_inputs
    db = tmp_path / "audit.db"
    for _ in range(2):
        done = slacheck("claim", "--terms", terms, "--incidents", incidents, "--as-of", "2025-07-01", "--db", db)
        assert done.returncode == 0, done.stderr
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT COUNT(*) FROM incidents").fetchone() == (2,)
    assert conn.execute("SELECT COUNT(*) FROM claim_incidents").fetchone() == (2,)
    assert conn.execute("SELECT COUNT(*) FROM claims").fetchone() == (2,)
    # each run's months list their incidents, linked to the stored log's lines
    got = conn.execute("""SELECT cmi.run_id, cmi.month, cmi.incident_id, cmi.counted_minutes, cmi.excluded_reason,
                                 i.source_line
                          FROM claim_month_incidents cmi JOIN incidents i ON i.id = cmi.incident_row_id
                          ORDER BY cmi.run_id, cmi.incident_id""").fetchall()
    assert got == [(1, "2025-06", "A1", 210.0, None, 2), (1, "2025-06", "A2", 0.0, "customer", 3),
                   (2, "2025-06", "A1", 210.0, None, 2), (2, "2025-06", "A2", 0.0, "customer", 3)]
    # a changed log is a new log: stored, and linked on its own
    incidents.write_text(incidents.read_text(encoding="utf-8").replace("13:30:00", "12:30:00"), encoding="utf-8")
    done = slacheck("claim", "--terms", terms, "--incidents", incidents, "--as-of", "2025-07-01", "--db", db)
    assert done.returncode == 0, done.stderr
    assert conn.execute("SELECT COUNT(*) FROM incidents").fetchone() == (4,)
    assert conn.execute("""SELECT cmi.counted_minutes, i.log_id FROM claim_month_incidents cmi
                           JOIN incidents i ON i.id = cmi.incident_row_id
                           WHERE cmi.run_id = 3 AND cmi.incident_id = 'A1'""").fetchall() == [(150.0, 2)]


def test_claim_rows_keep_every_foreign_key_though_the_claim_writes_them_unchecked(tmp_path, claim_inputs):
    """A claim's transaction has SQLite's per-row foreign-key check off (save_claim references
    only rows it wrote or found): first run, rerun, a changed log and one month leave no
    dangling reference, and a later connection enforces the keys again."""
    terms, incidents = claim_inputs
    db = tmp_path / "audit.db"
    runs = [(), (), ("--month", "2025-06")]
    for k, extra in enumerate(runs):
        if k == 2:
            incidents.write_text(incidents.read_text(encoding="utf-8").replace("13:30:00", "12:30:00"),
                                 encoding="utf-8")
        done = slacheck("claim", "--terms", terms, "--incidents", incidents, "--as-of", "2025-07-01", "--db", db,
                        *extra)
        assert done.returncode == 0, done.stderr
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT COUNT(*) FROM claim_incidents").fetchone() == (4,)
    assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
    assert conn.execute("""SELECT COUNT(*) FROM claim_incidents ci JOIN incidents i ON i.id = ci.incident_row_id
                           AND i.incident_id = ci.incident_id""").fetchone() == (4,)
    conn.execute("PRAGMA foreign_keys = ON")
    with pytest.raises(sqlite3.IntegrityError):
        conn.execute("INSERT INTO claim_incidents (claim_month_id, incident_row_id, incident_id, counted_minutes)"
                     " VALUES (1, 999, 'X', 0)")


def test_a_claim_linking_to_missing_log_rows_rolls_back(tmp_path, claim_inputs, monkeypatch):
    """The one check that stands in for SQLite's per-row one: references into a stored log's
    rows that are not all there stop the claim, and its transaction rolls back."""
    from slacheck import commands, store
    from slacheck.commands import ClaimRequest

    terms, incidents = claim_inputs
    db = tmp_path / "audit.db"
    commands.run_claim(ClaimRequest(incidents=incidents, terms=terms, as_of="2025-07-01"), db=db)
    conn = sqlite3.connect(db)
    before = conn.execute("SELECT COUNT(*) FROM claims").fetchone()
    conn.close()
    real = store._check_rows_exist
    monkeypatch.setattr(store, "_check_rows_exist", lambda db, table, first, last: real(db, table, first, last + 5))
    incidents.write_text(incidents.read_text(encoding="utf-8").replace("13:30:00", "12:30:00"), encoding="utf-8")
    with pytest.raises(RuntimeError, match="incidents rows"):
        commands.run_claim(ClaimRequest(incidents=incidents, terms=terms, as_of="2025-07-01"), db=db)
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT COUNT(*) FROM claims").fetchone() == before
    assert conn.execute("SELECT COUNT(*) FROM incidents").fetchone() == (2,)


def test_terms_the_computation_refuses_leave_the_database_as_it_was(tmp_path, claim_inputs):
    """The claim's transaction opens before the computation (the log is stored meanwhile): terms
    it refuses roll everything back, and a database the command created is removed."""
    terms, incidents = claim_inputs
    db = tmp_path / "audit.db"
    no_unit = tmp_path / "no_unit.yaml"
    no_unit.write_text("availability_pct: 99.9\nmonthly_fee: 1000\n", encoding="utf-8")
    args = ("claim", "--terms", no_unit, "--incidents", incidents, "--as-of", "2025-07-01", "--units", "4", "--db", db)
    done = slacheck(*args)
    assert done.returncode == 2 and "--units needs an sla_unit" in done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["incidents.csv", "no_unit.yaml", "terms.yaml"]
    assert slacheck("claim", "--terms", terms, "--incidents", incidents, "--as-of", "2025-07-01",
                    "--db", db).returncode == 0
    before = db.read_bytes()
    incidents.write_text(incidents.read_text(encoding="utf-8").replace("13:30:00", "12:30:00"), encoding="utf-8")
    done = slacheck(*args)
    assert done.returncode == 2 and "--units needs an sla_unit" in done.stderr
    assert db.read_bytes() == before
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT COUNT(*), COUNT(DISTINCT log_id) FROM incidents").fetchone() == (2, 1)
    assert conn.execute("SELECT COUNT(*) FROM runs").fetchone() == (1,)


def test_a_database_written_before_stored_logs_gets_the_new_columns_and_keeps_its_rows(tmp_path, claim_inputs):
    terms, incidents = claim_inputs
    db = tmp_path / "old.db"
    conn = sqlite3.connect(db)
    conn.executescript("""
        CREATE TABLE runs (id INTEGER PRIMARY KEY, command TEXT NOT NULL, args TEXT NOT NULL, started_at TEXT NOT NULL,
                           finished_at TEXT, status TEXT NOT NULL, slacheck_version TEXT NOT NULL);
        CREATE TABLE incidents (id INTEGER PRIMARY KEY, run_id INTEGER NOT NULL REFERENCES runs(id),
                                incident_id TEXT NOT NULL, source_file TEXT NOT NULL, source_line INTEGER,
                                start TEXT NOT NULL, "end" TEXT NOT NULL, units TEXT NOT NULL, cause TEXT NOT NULL,
                                notice_hours REAL, UNIQUE (run_id, source_file, incident_id));
        INSERT INTO runs VALUES (1, 'claim', '{}', '2025-01-01T00:00:00+00:00', NULL, 'ok', '0.0');
        INSERT INTO incidents VALUES (1, 1, 'OLD', 'old.csv', 2, 's', 'e', '[]', 'vendor', NULL);""")
    conn.close()
    done = slacheck("claim", "--terms", terms, "--incidents", incidents, "--as-of", "2025-07-01", "--db", db)
    assert done.returncode == 0, done.stderr
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT incident_id, log_id FROM incidents ORDER BY id").fetchall() == [
        ("OLD", None), ("A1", 1), ("A2", 1)]
    runs = json.loads(slacheck("history", "--db", db, "--format", "json").stdout)
    assert [(r["id"], r["incidents"]) for r in runs] == [(2, 2), (1, 1)]


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
    # the same log is stored once (issue 13), and each run records that it read it
    assert conn.execute("SELECT COUNT(*) FROM incidents").fetchone() == (2,)
    assert conn.execute("SELECT COUNT(*), COUNT(DISTINCT run_id) FROM run_incident_logs").fetchone() == (2, 2)
    assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)


def test_a_rerun_of_a_log_read_on_two_cores_is_recognised_by_the_readers_hash(tmp_path, monkeypatch):
    """A big log's reader hashes the file as it reads it: a rerun finds the stored log by that
    sha256 with no thread started (its months then computed on two processes), stores no
    incident row again and traces every month to the same rows as the first run."""
    from slacheck import commands, store
    from slacheck.incidents import parallel
    from slacheck.sla import engine

    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "BLOCK_BYTES", 4096)
    monkeypatch.setattr(engine, "MONTHS_IN_CHILD_FROM", 1)
    terms = tmp_path / "terms.yaml"
    terms.write_text(TERMS, encoding="utf-8")
    log = tmp_path / "incidents.csv"
    log.write_text("id,start,end,units,cause,notice_hours\n" + "".join(
        f"i{k},2025-{k % 6 + 1:02d}-{k % 27 + 1:02d}T{k % 20:02d}:00:00,2025-{k % 6 + 1:02d}-{k % 27 + 1:02d}T"
        f"{k % 20:02d}:{k % 50 + 5:02d}:00,node-{k % 7},{('vendor', 'customer')[k % 2]},\n" for k in range(3000)),
        encoding="utf-8")
    db = tmp_path / "audit.db"
    threads = []
    in_background = store.in_background
    monkeypatch.setattr(store, "in_background", lambda *a, **k: threads.append(a[1].__name__) or in_background(*a, **k))
    request = commands.ClaimRequest(log, terms=terms, as_of="2025-08-01")
    first = commands.run_claim(request, db=db)
    assert first.inputs.incidents.sha256 == store.file_sha256(log) and threads
    threads.clear()
    again = commands.run_claim(request, db=db)
    assert threads == []
    assert again.result.model_dump() == first.result.model_dump()
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT COUNT(*) FROM incidents").fetchone() == (3000,)
    assert conn.execute("SELECT COUNT(*), COUNT(DISTINCT run_id) FROM run_incident_logs").fetchone() == (2, 2)
    traced = [conn.execute("SELECT month, incident_row_id, counted_minutes FROM claim_month_incidents WHERE run_id = ?"
                           " ORDER BY month, incident_row_id", (run,)).fetchall() for run in (1, 2)]
    assert traced[0] == traced[1] and len(traced[0]) == 3000
