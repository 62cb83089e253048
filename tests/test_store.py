"""The audit database: one transaction per command, idempotent documents, traceable rows."""

from __future__ import annotations

import hashlib
import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from datetime import date, datetime, timedelta, timezone
from decimal import Decimal
from pathlib import Path

import pytest

from slacheck import store
from slacheck.errors import SlacheckError
from slacheck.models import (CheckResult, ClaimResult, Finding, Incident, IncidentResult, MonthResult,
                             SourceLine, Summary, Term)

TZ = timezone(timedelta(hours=8))


def file_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def rows(path: Path, sql: str, params: tuple = ()) -> list[tuple]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


def term_for(doc, key, value, needle):
    start = doc.text.index(needle)
    return Term(key=key, value=value, text=needle, page=1, start=start, end=start + len(needle))


@pytest.fixture
def contract(doc_from_text):
    return doc_from_text("单柜功率不低于20千瓦。月可用性不低于99.9%。", name="contract.txt")


def test_open_db_creates_tables_in_wal_with_foreign_keys(tmp_db):
    db = store.open_db(tmp_db)
    try:
        assert {"runs", "documents", "terms", "findings", "incidents", "claims", "claim_months",
                "claim_incidents"} <= set(db.table_names())
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        assert db.execute("PRAGMA busy_timeout").fetchone()[0] == 10_000
        fks = {fk.other_table for fk in db.table("terms").foreign_keys}
        assert fks == {"runs", "documents"}
    finally:
        db.close()


def test_transaction_commits_one_run_with_args_and_version(tmp_db, contract):
    with store.transaction(tmp_db, "extract", {"contract": Path("a/contract.txt"), "format": "json"}) as (db, run_id):
        store.save_terms(db, contract, [term_for(contract, "rack_power_kw", 20, "20千瓦")], run_id)
    (run,) = rows(tmp_db, "SELECT id, command, args, status, slacheck_version, finished_at FROM runs")
    assert run[0] == run_id
    assert run[1] == "extract"
    assert json.loads(run[2]) == {"contract": "a/contract.txt", "format": "json"}
    assert run[3] == "ok"
    assert run[4] == store.__version__
    assert run[5] is not None


def test_failed_command_leaves_existing_db_byte_identical(tmp_db, contract):
    with store.transaction(tmp_db, "extract", {}) as (db, run_id):
        store.save_terms(db, contract, [term_for(contract, "rack_power_kw", 20, "20千瓦")], run_id)
    before = file_hash(tmp_db)
    with pytest.raises(RuntimeError, match="boom"):
        with store.transaction(tmp_db, "claim", {}) as (db, run_id):
            store.save_document(db, contract.model_copy(update={"sha256": "f" * 64}), run_id)
            db.table("terms").insert_all([{"run_id": run_id, "document_sha256": "f" * 64, "key": "k",
                                            "text": "x", "page": 1, "start": 0, "end": 1}])
            raise RuntimeError("boom")
    assert file_hash(tmp_db) == before
    assert not Path(f"{tmp_db}-wal").exists() or Path(f"{tmp_db}-wal").stat().st_size == 0
    assert rows(tmp_db, "SELECT command FROM runs") == [("extract",)]
    assert rows(tmp_db, "SELECT COUNT(*) FROM documents") == [(1,)]


def test_background_writing_is_part_of_the_one_transaction(tmp_db, contract):
    """Work started with in_background commits with the run; its error stops the run and rolls
    everything back; a run that fails while it still writes stops it and rolls it back too."""
    import threading

    def insert_terms(db, run_id, count, started=None, release=None):
        if started is not None:
            started.set()
            release.wait(5)
        db.table("terms").insert_all([{"run_id": run_id, "document_sha256": contract.sha256, "key": f"k{k}",
                                       "text": "x", "page": 1, "start": 0, "end": 1} for k in range(count)])
        return count

    with store.transaction(tmp_db, "extract", {}) as (db, run_id):
        store.save_document(db, contract, run_id)
        store.in_background(db, insert_terms, run_id, 3)
    assert rows(tmp_db, "SELECT COUNT(*) FROM terms") == [(3,)]
    before = file_hash(tmp_db)

    def broken(db, run_id):
        insert_terms(db, run_id, 2)
        raise RuntimeError("writer broke")

    with pytest.raises(RuntimeError, match="writer broke"):
        with store.transaction(tmp_db, "extract", {}) as (db, run_id):
            store.in_background(db, broken, run_id)
    started, release = threading.Event(), threading.Event()
    with pytest.raises(SlacheckError, match="bad terms"):
        with store.transaction(tmp_db, "extract", {}) as (db, run_id):
            store.in_background(db, insert_terms, run_id, 5, started, release)
            started.wait(5)
            release.set()
            raise SlacheckError("terms.yaml", "bad terms")
    assert file_hash(tmp_db) == before
    assert rows(tmp_db, "SELECT COUNT(*), COUNT(DISTINCT run_id) FROM terms") == [(3, 1)]
    assert rows(tmp_db, "SELECT command FROM runs") == [("extract",)]


def test_a_new_files_first_transaction_uses_the_rollback_journal_then_the_file_is_wal(tmp_db, contract):
    """A file being created is written through the rollback journal (WAL would write each page
    twice) and is in WAL once that first transaction committed; later runs write through WAL."""
    modes = []
    with store.transaction(tmp_db, "extract", {}) as (db, run_id):
        modes.append(db.execute("PRAGMA journal_mode").fetchone()[0])
        store.save_document(db, contract, run_id)
    assert rows(tmp_db, "PRAGMA journal_mode") == [("wal",)]
    assert not Path(f"{tmp_db}-journal").exists()
    with store.transaction(tmp_db, "extract", {}) as (db, run_id):
        modes.append(db.execute("PRAGMA journal_mode").fetchone()[0])
    assert modes == ["delete", "wal"]
    assert rows(tmp_db, "SELECT command, status FROM runs") == [("extract", "ok"), ("extract", "ok")]


def test_failed_first_command_removes_the_db_it_created(tmp_db):
    with pytest.raises(KeyboardInterrupt):
        with store.transaction(tmp_db, "claim", {}) as (db, run_id):
            raise KeyboardInterrupt
    assert sorted(p.name for p in tmp_db.parent.iterdir()) == []


def test_transaction_into_missing_folder_or_junk_file_is_bad_input(tmp_path):
    with pytest.raises(SlacheckError, match="does not exist"):
        with store.transaction(tmp_path / "nope" / "x.db", "claim", {}):
            pass
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"this is not sqlite at all" * 100)
    with pytest.raises(SlacheckError, match="junk.db: cannot open the database"):
        with store.transaction(junk, "claim", {}):
            pass
    assert junk.read_bytes() == b"this is not sqlite at all" * 100


def test_same_document_twice_is_one_documents_row(tmp_db, contract):
    for _ in range(2):
        with store.transaction(tmp_db, "extract", {}) as (db, run_id):
            assert store.save_document(db, contract, run_id) == contract.sha256
            store.save_document(db, contract, run_id)
    assert rows(tmp_db, "SELECT sha256, name, pages, first_run_id FROM documents") == [
        (contract.sha256, "contract.txt", 1, 1)]


def test_terms_are_traceable_and_replaced_within_a_run_kept_across_runs(tmp_db, contract):
    terms = [term_for(contract, "rack_power_kw", 20, "20千瓦"), term_for(contract, "availability_pct", 99.9, "99.9%")]
    with store.transaction(tmp_db, "extract", {}) as (db, run1):
        store.save_terms(db, contract, terms, run1)
        store.save_terms(db, contract, terms, run1)  # same run, same inputs: no duplicates
    with store.transaction(tmp_db, "extract", {}) as (db, run2):
        store.save_terms(db, contract.sha256, terms[:1], run2)
    got = rows(tmp_db, 'SELECT run_id, key, value, text, page, start, "end" FROM terms ORDER BY id')
    assert [(r[0], r[1]) for r in got] == [(run1, "rack_power_kw"), (run1, "availability_pct"), (run2, "rack_power_kw")]
    for _, key, value, text, page, start, end in got:
        assert contract.text[start:end] == text
        assert page == 1
    assert json.loads(got[1][2]) == 99.9
    # the stored document text is what the offsets point into
    (stored_text,) = rows(tmp_db, "SELECT text FROM documents")[0]
    assert stored_text[got[0][5]:got[0][6]] == "20千瓦"
    assert rows(tmp_db, "SELECT run_id, key FROM latest_terms") == [(run2, "rack_power_kw")]


def make_check(contract, status="fail"):
    ev = contract.span(contract.text.index("20千瓦"), contract.text.index("20千瓦") + 4)
    finding = Finding(rule="rack-power", title="Rack power", severity="blocker", status=status,
                      term="rack_power_kw", value=20, evidence=ev, message="20 kW", weight=10)
    missing = Finding(rule="delivery", title="Delivery", severity="major", status="missing",
                      term="delivery_days", message="not stated", weight=6)
    return CheckResult(document=contract.info(), checklist="gpu-training", findings=[finding, missing],
                       summary=Summary(fail=1, missing=1))


def test_findings_carry_rule_and_evidence_span(tmp_db, contract):
    with store.transaction(tmp_db, "check", {}) as (db, run_id):
        assert store.save_findings(db, make_check(contract), run_id, document=contract) == 2
        store.save_findings(db, make_check(contract), run_id)
    got = rows(tmp_db, "SELECT rule, status, evidence_text, evidence_page, evidence_start, evidence_end, "
                       "document_sha256 FROM findings ORDER BY id")
    assert got[0][:4] == ("rack-power", "fail", "20千瓦", 1)
    assert contract.text[got[0][4]:got[0][5]] == "20千瓦"
    assert got[0][6] == contract.sha256
    assert got[1][:3] == ("delivery", "missing", None)


def test_findings_without_saved_document_is_a_bug_not_silent(tmp_db, contract):
    with pytest.raises(ValueError, match="not saved"):
        with store.transaction(tmp_db, "check", {}) as (db, run_id):
            store.save_findings(db, make_check(contract), run_id)
    assert not tmp_db.exists()


def make_incidents():
    t0 = datetime(2024, 3, 5, 10, 0, tzinfo=TZ)
    return [
        Incident(id="INC-1", start=t0, end=t0 + timedelta(hours=2), units=("node-3",),
                 source=SourceLine(file="incidents.csv", line=2)),
        Incident(id="INC-2", start=t0 + timedelta(days=1), end=t0 + timedelta(days=1, minutes=3),
                 units=("*",), cause="customer", source=SourceLine(file="incidents.csv", line=3)),
    ]


def make_claim():
    month = MonthResult(
        month="2024-03", unit_minutes=44640, downtime_minutes=120, availability_pct=99.7312,
        credit_pct=10, credit_amount=Decimal("10000.05"), currency="CNY", capped=False,
        claim_deadline=date(2024, 4, 30), claim_open=True,
        incidents=[IncidentResult(id="INC-1", counted_minutes=120),
                   IncidentResult(id="INC-2", counted_minutes=0, excluded_reason="customer")])
    return ClaimResult(months=[month], total_credit=Decimal("10000.05"))


def test_claim_months_link_to_run_and_incident_rows_with_source_lines(tmp_db):
    with store.transaction(tmp_db, "claim", {}) as (db, run_id):
        assert store.save_incidents(db, make_incidents(), run_id, "incidents.csv") == 2
        claim_id = store.save_claim(db, make_claim(), run_id, incidents_file="incidents.csv",
                                    terms_source="terms.yaml", monthly_fee=Decimal("100000.50"))
        store.save_claim(db, make_claim(), run_id, incidents_file="incidents.csv")  # replaces
    assert rows(tmp_db, "SELECT COUNT(*) FROM claims") == [(1,)]
    assert rows(tmp_db, "SELECT total_credit, monthly_fee FROM claims") == [("10000.05", None)]
    got = rows(tmp_db, """
        SELECT cm.month, cm.credit_amount, cm.run_id, ci.incident_id, ci.counted_minutes, ci.excluded_reason,
               i.source_file, i.source_line, i.units, i.cause
        FROM claim_incidents ci JOIN claim_months cm ON cm.id = ci.claim_month_id
        JOIN incidents i ON i.id = ci.incident_row_id ORDER BY ci.id""")
    assert got == [
        ("2024-03", "10000.05", run_id, "INC-1", 120.0, None, "incidents.csv", 2, '["node-3"]', "vendor"),
        ("2024-03", "10000.05", run_id, "INC-2", 0.0, "customer", "incidents.csv", 3, '["*"]', "customer"),
    ]
    assert claim_id >= 1
    (start,) = rows(tmp_db, "SELECT start FROM incidents WHERE incident_id = 'INC-1'")[0]
    assert start == "2024-03-05T10:00:00+08:00"


def test_list_runs_newest_first_with_counts(tmp_db, contract):
    with store.transaction(tmp_db, "extract", {"contract": "c.txt"}) as (db, run_id):
        store.save_terms(db, contract, [term_for(contract, "rack_power_kw", 20, "20千瓦")], run_id)
    with store.transaction(tmp_db, "claim", {}) as (db, run_id):
        store.save_incidents(db, make_incidents(), run_id, "incidents.csv")
        store.save_claim(db, make_claim(), run_id, incidents_file="incidents.csv")
    runs = store.read_runs(tmp_db)
    assert [(r["command"], r["terms"], r["incidents"], r["claims"]) for r in runs] == [
        ("claim", 0, 2, 1), ("extract", 1, 0, 0)]
    assert runs[1]["args"] == {"contract": "c.txt"}
    with pytest.raises(SlacheckError, match="no such database"):
        store.read_runs(tmp_db.parent / "absent.db")


WRITER = textwrap.dedent("""
    import sys
    from slacheck import store
    path, label = sys.argv[1], sys.argv[2]
    with store.transaction(path, label, {"n": 1}) as (db, run_id):
        db.table("incidents").insert_all(
            [{"run_id": run_id, "incident_id": f"{label}-{i}", "source_file": label, "start": "s",
              "end": "e", "units": "[]", "cause": "vendor"} for i in range(2000)])
""")


def test_kill_inside_transaction_leaves_db_intact_and_rerun_succeeds(tmp_db, tmp_path):
    script = tmp_path / "writer.py"
    script.write_text(WRITER)
    subprocess.run([sys.executable, str(script), str(tmp_db), "first"], check=True)
    marker = tmp_path / "paused"
    env = dict(os.environ, **{store.PAUSE_ENV: "30", store.PAUSE_MARKER_ENV: str(marker)})
    proc = subprocess.Popen([sys.executable, str(script), str(tmp_db), "second"], env=env)
    try:
        for _ in range(300):
            if marker.exists() or proc.poll() is not None:
                break
            time.sleep(0.05)
        assert marker.exists(), "writer never reached its transaction"
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == -signal.SIGKILL
    assert rows(tmp_db, "PRAGMA integrity_check") == [("ok",)]
    assert rows(tmp_db, "SELECT command, status FROM runs") == [("first", "ok")]
    assert rows(tmp_db, "SELECT COUNT(*), MIN(source_file) FROM incidents") == [(2000, "first")]
    subprocess.run([sys.executable, str(script), str(tmp_db), "third"], check=True)
    assert rows(tmp_db, "SELECT command FROM runs ORDER BY id") == [("first",), ("third",)]


def test_two_processes_writing_at_once_both_succeed(tmp_db, tmp_path):
    script = tmp_path / "writer.py"
    script.write_text(WRITER)
    env = dict(os.environ, **{store.PAUSE_ENV: "1"})  # each holds the write lock for a second
    procs = [subprocess.Popen([sys.executable, str(script), str(tmp_db), label], env=env,
                              stderr=subprocess.PIPE) for label in ("a", "b")]
    errs = [p.communicate(timeout=60)[1].decode() for p in procs]
    assert [p.returncode for p in procs] == [0, 0], errs
    assert sorted(rows(tmp_db, "SELECT command FROM runs")) == [("a",), ("b",)]
    assert rows(tmp_db, "SELECT COUNT(*) FROM incidents") == [(4000,)]


# Datasette without its SQL thread pool: a pool left behind would make every later test in the
# process a process with threads, where slacheck rightly will not fork (columns.forked.can_fork)
IN_THIS_THREAD = {"num_sql_threads": 0}


def test_datasette_serves_the_db_as_it_is(tmp_db, contract):
    datasette_app = pytest.importorskip("datasette.app")
    import asyncio

    with store.transaction(tmp_db, "extract", {}) as (db, run_id):
        store.save_terms(db, contract, [term_for(contract, "rack_power_kw", 20, "20千瓦")], run_id)

    async def fetch():
        ds = datasette_app.Datasette([str(tmp_db)], settings=IN_THIS_THREAD)
        dbs = (await ds.client.get("/-/databases.json")).json()
        tables = (await ds.client.get(f"/{tmp_db.stem}.json")).json()
        terms = (await ds.client.get(f"/{tmp_db.stem}/terms.json?_shape=objects")).json()
        return dbs, tables, terms

    dbs, tables, terms = asyncio.run(fetch())
    assert [d["name"] for d in dbs] == [tmp_db.stem]
    names = {t["name"] for t in tables["tables"]}
    assert {"runs", "documents", "terms", "findings", "incidents", "claims"} <= names
    assert [(r["key"], r["text"], r["document_sha256"]) for r in terms["rows"]] == [
        ("rack_power_kw", "20千瓦", contract.sha256)]


def test_claim_may_name_a_contract_not_saved_in_the_db(tmp_db):
    # `claim --contract X` computes from X's terms; the claim keeps X's sha256 even when the
    # document itself was not stored, and must not fail on a foreign key
    with store.transaction(tmp_db, "claim", {}) as (db, run_id):
        store.save_incidents(db, make_incidents(), run_id, "incidents.csv")
        store.save_claim(db, make_claim(), run_id, document_sha256="a" * 64, incidents_file="incidents.csv")
    assert rows(tmp_db, "SELECT document_sha256 FROM claims") == [("a" * 64,)]


def test_a_claim_writes_through_plain_statements_and_other_writers_still_get_sqlite_utils(tmp_path):
    """The database a command gets answers as a sqlite-utils ``Database``: its tables and writes
    outside a transaction (committed as sqlite-utils commits them) work as before, while a claim,
    which writes through plain statements, never imports sqlite-utils (a rerun's start-up)."""
    db_path = tmp_path / "a.db"
    db = store.open_db(db_path)
    assert "claim_incidents" in db.table_names() and db["runs"].count == 0
    db.execute("INSERT INTO runs (command, args, started_at, status, slacheck_version) VALUES ('x', '{}', 't', 'ok', 'v')")
    db.close()
    assert rows(db_path, "SELECT command FROM runs") == [("x",)]  # committed
    fixtures = Path(__file__).resolve().parent / "fixtures"
    script = textwrap.dedent(f"""
        import sys
        from pathlib import Path
        from slacheck import commands
        log = Path({str(tmp_path / 'log.csv')!r})
        log.write_text("id,start,end,units,cause,notice_hours\\nA1,2025-06-03T10:00:00,2025-06-03T13:30:00,node-1,vendor,\\n")
        request = commands.ClaimRequest(log, terms=Path({str(fixtures / 'cluster_terms.yaml')!r}), as_of="2025-07-01")
        for _ in range(2):
            commands.run_claim(request, db=Path({str(db_path)!r}))
        print("sqlite_utils" in sys.modules)
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"
    assert rows(db_path, "SELECT command, status FROM runs ORDER BY id") == [("x", "ok"), ("claim", "ok"), ("claim", "ok")]
    assert rows(db_path, "SELECT COUNT(*) FROM incidents") == [(1,)]
