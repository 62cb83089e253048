"""The audit database: every run and what it read and concluded, traceable to its source.

SQLite through sqlite-utils (SPEC §5), so the file opens in Datasette as it is. The CLI
computes first through ``slacheck.api`` and only then writes, inside ``transaction(...)``:
one command is one SQLite transaction, so bad input or a crash leaves the file as it was.

History is kept by run. A document is stored once (keyed by sha256; re-ingesting the same
file is a no-op), while terms, findings, incidents and claims belong to the run that
produced them: extracting the same contract twice gives two runs, each with its own terms,
so the database can answer "what did slacheck say on the day we signed?". Saving the same
document's terms (or findings, incidents, claim) twice *within one run* replaces them, so a
run never holds duplicate rows. The views ``latest_terms`` and ``latest_findings`` show only
the most recent run per document.

Money is stored as exact decimal text (``"1234.50"``), never as a float.
"""

from __future__ import annotations

import enum
import json
import os
import sqlite3
import time
from contextlib import contextmanager
from datetime import date, datetime, timezone
from decimal import Decimal
from pathlib import Path
from typing import Any, Iterable, Iterator

import orjson
import sqlite_utils

from . import __version__
from .errors import SlacheckError
from .models import CheckResult, ClaimResult, Document, Incident, IncidentResults, Term

BUSY_TIMEOUT_MS = 10_000

# Test hooks (kill-safety tests): pause this many seconds inside the open transaction, just
# before COMMIT, after touching the marker file so the test knows the pause has begun.
PAUSE_ENV = "SLACHECK_TEST_PAUSE_IN_TRANSACTION"
PAUSE_MARKER_ENV = "SLACHECK_TEST_PAUSE_MARKER"

SCHEMA: tuple[str, ...] = (
    """CREATE TABLE IF NOT EXISTS runs (
        id INTEGER PRIMARY KEY,
        command TEXT NOT NULL,
        args TEXT NOT NULL,              -- JSON of the command's options
        started_at TEXT NOT NULL,        -- UTC ISO 8601
        finished_at TEXT,
        status TEXT NOT NULL,            -- 'ok' once committed; 'failed' (with error) when it stopped halfway
        slacheck_version TEXT NOT NULL,
        error TEXT                       -- why a failed run stopped
    )""",
    """CREATE TABLE IF NOT EXISTS documents (
        sha256 TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        format TEXT NOT NULL,
        language TEXT NOT NULL,
        pages INTEGER NOT NULL,
        chars INTEGER NOT NULL,
        text TEXT NOT NULL,              -- the one string every span's start/end points into
        first_run_id INTEGER REFERENCES runs(id)
    )""",
    """CREATE TABLE IF NOT EXISTS terms (
        id INTEGER PRIMARY KEY,
        run_id INTEGER NOT NULL REFERENCES runs(id),
        document_sha256 TEXT NOT NULL REFERENCES documents(sha256),
        key TEXT NOT NULL,
        value TEXT,                      -- JSON
        unit TEXT,
        text TEXT NOT NULL,
        page INTEGER NOT NULL,
        start INTEGER NOT NULL,
        "end" INTEGER NOT NULL,
        confidence REAL,
        conflict INTEGER NOT NULL DEFAULT 0,
        alternatives TEXT                -- JSON list
    )""",
    "CREATE INDEX IF NOT EXISTS terms_run_doc ON terms(run_id, document_sha256)",
    """CREATE TABLE IF NOT EXISTS findings (
        id INTEGER PRIMARY KEY,
        run_id INTEGER NOT NULL REFERENCES runs(id),
        document_sha256 TEXT NOT NULL REFERENCES documents(sha256),
        checklist TEXT NOT NULL,
        rule TEXT NOT NULL,
        title TEXT,
        severity TEXT NOT NULL,
        status TEXT NOT NULL,
        term TEXT,
        value TEXT,                      -- JSON
        evidence_text TEXT,
        evidence_page INTEGER,
        evidence_start INTEGER,
        evidence_end INTEGER,
        message TEXT,
        suggestion TEXT,
        weight REAL,
        explanation TEXT,
        other_evidence TEXT              -- JSON list of spans
    )""",
    "CREATE INDEX IF NOT EXISTS findings_run_doc ON findings(run_id, document_sha256)",
    """CREATE TABLE IF NOT EXISTS incidents (
        id INTEGER PRIMARY KEY,
        run_id INTEGER NOT NULL REFERENCES runs(id),
        incident_id TEXT NOT NULL,       -- the id as written in the log
        source_file TEXT NOT NULL,
        source_line INTEGER,
        start TEXT NOT NULL,
        "end" TEXT NOT NULL,
        units TEXT NOT NULL,             -- JSON list; ["*"] = whole cluster
        cause TEXT NOT NULL,
        notice_hours REAL,
        UNIQUE (run_id, source_file, incident_id)
    )""",
    """CREATE TABLE IF NOT EXISTS claims (
        id INTEGER PRIMARY KEY,
        run_id INTEGER NOT NULL REFERENCES runs(id),
        document_sha256 TEXT,            -- the contract's sha256; joins documents when it was saved
        terms_source TEXT,               -- contract or TERMS.yaml the SLA terms came from
        incidents_file TEXT,
        total_credit TEXT NOT NULL,      -- exact decimal
        monthly_fee TEXT,
        as_of TEXT,
        total_credit_cents INTEGER,      -- the same money in cents, to sort and sum
        monthly_fee_cents INTEGER
    )""",
    """CREATE TABLE IF NOT EXISTS claim_months (
        id INTEGER PRIMARY KEY,
        claim_id INTEGER NOT NULL REFERENCES claims(id),
        run_id INTEGER NOT NULL REFERENCES runs(id),
        month TEXT NOT NULL,
        unit_minutes REAL NOT NULL,
        downtime_minutes REAL NOT NULL,
        availability_pct REAL NOT NULL,
        credit_pct REAL NOT NULL,
        credit_amount TEXT NOT NULL,     -- exact decimal
        currency TEXT,
        capped INTEGER NOT NULL,
        claim_deadline TEXT,
        claim_open INTEGER,
        basis TEXT,                      -- JSON list
        review TEXT,                     -- JSON list
        credit_amount_cents INTEGER      -- the same money in cents, to sort and sum
    )""",
    """CREATE TABLE IF NOT EXISTS claim_incidents (
        id INTEGER PRIMARY KEY,
        claim_month_id INTEGER NOT NULL REFERENCES claim_months(id),
        incident_row_id INTEGER REFERENCES incidents(id),
        incident_id TEXT NOT NULL,
        counted_minutes REAL NOT NULL,
        excluded_reason TEXT
    )""",
    """CREATE TABLE IF NOT EXISTS acceptance (
        id INTEGER PRIMARY KEY,
        run_id INTEGER NOT NULL REFERENCES runs(id),
        document_sha256 TEXT,            -- joins documents when the contract was saved
        terms_source TEXT,
        verdict TEXT NOT NULL,
        result TEXT NOT NULL             -- JSON of the whole acceptance result
    )""",
    """CREATE TABLE IF NOT EXISTS scores (
        id INTEGER PRIMARY KEY,
        run_id INTEGER NOT NULL REFERENCES runs(id),
        checklist TEXT NOT NULL,
        document_sha256 TEXT NOT NULL,   -- joins documents when the contract was saved
        document_name TEXT NOT NULL,
        rank INTEGER NOT NULL,
        score REAL NOT NULL,             -- 0-100, the checklist's weighted pass rate
        blockers TEXT,                   -- blocker rules not passed, comma separated
        cost TEXT,                       -- exact decimal: the workload's cost under this vendor
        cost_cents INTEGER,              -- the same in cents, to sort and sum
        currency TEXT,
        gpu_hours REAL,
        deadline_met INTEGER
    )""",
    """CREATE TABLE IF NOT EXISTS score_statuses (
        id INTEGER PRIMARY KEY,
        score_id INTEGER NOT NULL REFERENCES scores(id),
        rule TEXT NOT NULL,
        status TEXT NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS diff_changes (
        id INTEGER PRIMARY KEY,
        run_id INTEGER NOT NULL REFERENCES runs(id),
        old_sha256 TEXT NOT NULL,
        new_sha256 TEXT NOT NULL,
        checklist TEXT NOT NULL,
        key TEXT,                        -- the term; NULL for a rule moved by combined changes
        change TEXT,                     -- added | removed | changed
        old_value TEXT,                  -- JSON
        new_value TEXT,                  -- JSON
        rule TEXT,                       -- a checklist rule this change moves
        old_status TEXT,
        new_status TEXT
    )""",
    """CREATE TABLE IF NOT EXISTS reconciliations (
        id INTEGER PRIMARY KEY,
        run_id INTEGER NOT NULL REFERENCES runs(id),
        matched INTEGER NOT NULL,
        ours_only INTEGER NOT NULL,
        theirs_only INTEGER NOT NULL,
        ours_credit TEXT,                -- exact decimal
        ours_credit_cents INTEGER,
        theirs_credit TEXT,
        theirs_credit_cents INTEGER
    )""",
    """CREATE TABLE IF NOT EXISTS reconcile_pairs (
        id INTEGER PRIMARY KEY,
        reconciliation_id INTEGER NOT NULL REFERENCES reconciliations(id),
        ours TEXT,
        theirs TEXT,                     -- NULL for ours only; ours NULL for theirs only
        ours_minutes REAL,
        theirs_minutes REAL,
        difference_minutes REAL          -- ours - theirs
    )""",
    """CREATE VIEW IF NOT EXISTS latest_terms AS
        SELECT terms.* FROM terms
        WHERE run_id = (SELECT MAX(t2.run_id) FROM terms t2
                        WHERE t2.document_sha256 = terms.document_sha256)""",
    """CREATE VIEW IF NOT EXISTS latest_findings AS
        SELECT findings.* FROM findings
        WHERE run_id = (SELECT MAX(f2.run_id) FROM findings f2
                        WHERE f2.document_sha256 = findings.document_sha256
                          AND f2.checklist = findings.checklist)""",
)


def json_list(strings: list[str]) -> str:
    """A list of unit ids as JSON, fast (one call per incident of a million-row log)."""
    return orjson.dumps(list(strings)).decode()


def _json(value: Any) -> str:
    return json.dumps(_plain(value), ensure_ascii=False, sort_keys=False)


def _plain(value: Any) -> Any:
    """Models, Decimals, dates and paths as JSON-able values (money as exact strings)."""
    if hasattr(value, "model_dump"):
        return _plain(value.model_dump(by_alias=True))
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set)):
        return [_plain(v) for v in value]
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, (datetime, date)):
        return value.isoformat()
    if isinstance(value, Path):
        return str(value)
    if isinstance(value, enum.Enum):
        return value.value  # option choices from the CLI
    return value


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _connect(path: Path) -> sqlite_utils.Database:
    """A connection with WAL, a 10 s busy timeout and foreign keys on."""
    try:
        conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_MS / 1000)
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        conn.execute("PRAGMA foreign_keys = ON")
        mode = conn.execute("PRAGMA journal_mode").fetchone()[0]
        if mode.lower() != "wal":
            conn.execute("PRAGMA journal_mode = WAL")
    except sqlite3.DatabaseError as exc:  # includes "file is not a database", "unable to open"
        raise SlacheckError(path, f"cannot open the database: {exc}") from None
    return sqlite_utils.Database(conn)


# columns added after a table first shipped: an older database gains them when next opened
ADDED_COLUMNS: tuple[tuple[str, str, str], ...] = (
    ("runs", "error", "TEXT"),
    ("claims", "total_credit_cents", "INTEGER"),
    ("claims", "monthly_fee_cents", "INTEGER"),
    ("claim_months", "credit_amount_cents", "INTEGER"),
)


def _create_schema(db: sqlite_utils.Database) -> None:
    for statement in SCHEMA:
        db.conn.execute(statement)
    for table, column, kind in ADDED_COLUMNS:
        have = {row[1] for row in db.conn.execute(f"PRAGMA table_info([{table}])")}
        if column not in have:
            db.conn.execute(f"ALTER TABLE [{table}] ADD COLUMN [{column}] {kind}")


def open_db(path: str | Path) -> sqlite_utils.Database:
    """Open (creating if needed) the audit database with its tables.

    WAL journal and a 10 s busy timeout let two slacheck commands write one file at once:
    the second waits for the first's transaction instead of failing.
    """
    db = _connect(Path(path))
    try:
        with db.atomic():
            _create_schema(db)
    except sqlite3.DatabaseError as exc:
        db.close()
        raise SlacheckError(Path(path), f"cannot use the database: {exc}") from None
    return db


def _pause_for_tests() -> None:
    seconds = os.environ.get(PAUSE_ENV)
    if not seconds:
        return
    marker = os.environ.get(PAUSE_MARKER_ENV)
    if marker:
        Path(marker).write_text(str(os.getpid()))
    time.sleep(float(seconds))


def _has_runs(path: Path) -> bool:
    try:
        conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_MS / 1000)
        try:
            return conn.execute("SELECT COUNT(*) FROM runs").fetchone()[0] > 0
        finally:
            conn.close()
    except sqlite3.DatabaseError:
        return False


def _remove_db_files(path: Path) -> None:
    for candidate in (path, Path(f"{path}-wal"), Path(f"{path}-shm"), Path(f"{path}-journal")):
        try:
            candidate.unlink()
        except FileNotFoundError:
            pass


@contextmanager
def transaction(path: str | Path, command: str, args: dict) -> Iterator[tuple[sqlite_utils.Database, int]]:
    """One command's writes as ONE transaction: ``with transaction(db_path, "claim", {...}) as (db, run_id):``.

    Opens the database, takes the write lock (``BEGIN IMMEDIATE``, waiting up to 10 s for
    another writer), creates missing tables, inserts the ``runs`` row (command, args as JSON,
    started_at, slacheck version) and yields ``(db, run_id)``. On normal exit the run is
    marked ``ok`` and everything is committed together. On any exception (including
    KeyboardInterrupt) everything is rolled back, so the file is exactly as it was; if the
    file did not exist before the command, the files this command created are removed.
    A process killed mid-transaction leaves an uncommitted WAL tail that SQLite discards
    on the next open, so the database still holds exactly the committed runs.

    Compute first, then open the transaction: bad input must fail before the database
    is touched.
    """
    path = Path(path)
    existed = path.exists()
    if not existed and not path.parent.exists():
        raise SlacheckError(path, f"folder {path.parent} does not exist")
    db = _connect(path)
    try:
        try:
            db.conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            raise SlacheckError(path, f"database is busy or read-only: {exc}") from None
        try:
            _create_schema(db)
            run_id = db.table("runs").insert(
                {
                    "command": command,
                    "args": _json(args),
                    "started_at": _now(),
                    "finished_at": None,
                    "status": "running",
                    "slacheck_version": __version__,
                }
            ).last_pk
            yield db, int(run_id)
            db.conn.execute(
                "UPDATE runs SET status = 'ok', finished_at = ? WHERE id = ?", (_now(), run_id)
            )
            _pause_for_tests()
            db.conn.execute("COMMIT")
        except BaseException:
            if db.conn.in_transaction:
                db.conn.execute("ROLLBACK")
            raise
    except BaseException:
        db.close()
        if not existed and not _has_runs(path):
            _remove_db_files(path)
        raise
    else:
        db.close()


# --------------------------------------------------------------------------- writers


def save_document(db: sqlite_utils.Database, document: Document, run_id: int | None = None) -> str:
    """Store a document once, keyed by its sha256; returns the sha256 (idempotent)."""
    existing = db.execute("SELECT 1 FROM documents WHERE sha256 = ?", (document.sha256,)).fetchone()
    if existing is None:
        db.table("documents").insert(
            {
                "sha256": document.sha256,
                "name": document.name,
                "format": document.format,
                "language": document.language,
                "pages": len(document.pages),
                "chars": len(document.text),
                "text": document.text,
                "first_run_id": run_id,
            }
        )
    return document.sha256


def _sha(document: Document | str) -> str:
    return document if isinstance(document, str) else document.sha256


def save_terms(db: sqlite_utils.Database, document: Document | str, terms: list[Term], run_id: int) -> int:
    """Store one run's terms for a document (replacing that run's earlier ones); returns the count.

    ``document`` is a Document (saved if new) or the sha256 of one already saved.
    """
    if isinstance(document, Document):
        save_document(db, document, run_id)
    sha = _sha(document)
    db.execute("DELETE FROM terms WHERE run_id = ? AND document_sha256 = ?", (run_id, sha))
    rows = [
        {
            "run_id": run_id,
            "document_sha256": sha,
            "key": t.key,
            "value": _json(t.value),
            "unit": t.unit,
            "text": t.text,
            "page": t.page,
            "start": t.start,
            "end": t.end,
            "confidence": t.confidence,
            "conflict": int(t.conflict),
            "alternatives": _json(t.alternatives),
        }
        for t in terms
    ]
    if rows:
        db.table("terms").insert_all(rows)
    return len(rows)


def save_findings(db: sqlite_utils.Database, result: CheckResult, run_id: int,
                  document: Document | None = None) -> int:
    """Store one run's checklist findings (replacing that run's earlier ones for the document).

    The document row must exist (pass ``document`` to save it here) so each finding's
    evidence span can be traced into its text.
    """
    if document is not None:
        save_document(db, document, run_id)
    sha = result.document.sha256
    if db.execute("SELECT 1 FROM documents WHERE sha256 = ?", (sha,)).fetchone() is None:
        raise ValueError(f"document {sha[:12]} is not saved; call save_document first")
    db.execute(
        "DELETE FROM findings WHERE run_id = ? AND document_sha256 = ? AND checklist = ?",
        (run_id, sha, result.checklist),
    )
    rows = []
    for f in result.findings:
        ev = f.evidence
        rows.append(
            {
                "run_id": run_id,
                "document_sha256": sha,
                "checklist": result.checklist,
                "rule": f.rule,
                "title": f.title,
                "severity": f.severity,
                "status": f.status,
                "term": f.term,
                "value": _json(f.value),
                "evidence_text": ev.text if ev else None,
                "evidence_page": ev.page if ev else None,
                "evidence_start": ev.start if ev else None,
                "evidence_end": ev.end if ev else None,
                "message": f.message,
                "suggestion": f.suggestion,
                "weight": f.weight,
                "explanation": f.explanation,
                "other_evidence": _json(f.other_evidence),
            }
        )
    if rows:
        db.table("findings").insert_all(rows)
    return len(rows)


INCIDENT_COLUMNS = ("run_id", "incident_id", "source_file", "source_line", "start", "end", "units", "cause",
                    "notice_hours")


def save_incidents(db: sqlite_utils.Database, incidents: Iterable[Incident] | Iterable[tuple], run_id: int,
                   source_file: str | Path) -> int:
    """Store one run's incidents from one log, each with its source file and line.

    ``incidents`` are ``Incident`` models, or for big logs plain row tuples
    ``(id, start_iso, end_iso, units, cause, notice_hours, line)`` (see
    ``IncidentTable.iter_rows``): a million rows go through one ``executemany`` in seconds,
    where a million models and sqlite-utils' ``insert_all`` took well over a minute.
    """
    source = str(source_file)
    db.execute("DELETE FROM claim_incidents WHERE incident_row_id IN "
               "(SELECT id FROM incidents WHERE run_id = ? AND source_file = ?)", (run_id, source))
    db.execute("DELETE FROM incidents WHERE run_id = ? AND source_file = ?", (run_id, source))

    def rows():
        for inc in incidents:
            if isinstance(inc, Incident):
                inc = (inc.id, inc.start.isoformat(), inc.end.isoformat(), list(inc.units), inc.cause,
                       inc.notice_hours, inc.source.line if inc.source else None)
            incident_id, start, end, units, cause, notice_hours, line = inc
            yield (run_id, incident_id, source, line, start, end, json_list(units), cause, notice_hours)

    columns = ", ".join(f"[{c}]" for c in INCIDENT_COLUMNS)
    cursor = db.conn.executemany(f"INSERT INTO incidents ({columns}) VALUES ({', '.join('?' * len(INCIDENT_COLUMNS))})",
                                 rows())
    return cursor.rowcount


def save_claim(db: sqlite_utils.Database, result: ClaimResult, run_id: int, *,
               document_sha256: str | None = None, terms_source: str | Path | None = None,
               incidents_file: str | Path | None = None, monthly_fee: Decimal | float | None = None,
               as_of: date | None = None) -> int:
    """Store a claim with its months and per-incident minutes; returns the claim id.

    Each month's incidents link to the ``incidents`` rows saved in the same run (from
    ``incidents_file`` when given), so a credit can be traced to the log lines behind it.
    """
    claims = db.table("claims")
    old = [r[0] for r in db.execute(
        "SELECT id FROM claims WHERE run_id = ? AND IFNULL(incidents_file, '') = ?",
        (run_id, str(incidents_file or "")),
    ).fetchall()]
    for claim_id in old:  # same run, same inputs: replace (no duplicate rows)
        db.execute("DELETE FROM claim_incidents WHERE claim_month_id IN "
                   "(SELECT id FROM claim_months WHERE claim_id = ?)", (claim_id,))
        db.execute("DELETE FROM claim_months WHERE claim_id = ?", (claim_id,))
        db.execute("DELETE FROM claims WHERE id = ?", (claim_id,))
    claim_id = claims.insert(
        {
            "run_id": run_id,
            "document_sha256": document_sha256,
            "terms_source": str(terms_source) if terms_source is not None else None,
            "incidents_file": str(incidents_file) if incidents_file is not None else None,
            "total_credit": str(result.total_credit),
            "monthly_fee": str(monthly_fee) if monthly_fee is not None else None,
            "as_of": as_of.isoformat() if as_of else None,
            "total_credit_cents": cents(result.total_credit),
            "monthly_fee_cents": cents(monthly_fee),
        }
    ).last_pk
    query = "SELECT incident_id, id FROM incidents WHERE run_id = ?"
    params: tuple = (run_id,)
    if incidents_file is not None:
        query += " AND source_file = ?"
        params = (run_id, str(incidents_file))
    row_ids = dict(db.execute(query, params).fetchall())
    for month in result.months:
        month_id = db.table("claim_months").insert(
            {
                "claim_id": claim_id,
                "run_id": run_id,
                "month": month.month,
                "unit_minutes": month.unit_minutes,
                "downtime_minutes": month.downtime_minutes,
                "availability_pct": month.availability_pct,
                "credit_pct": month.credit_pct,
                "credit_amount": str(month.credit_amount),
                "currency": month.currency,
                "capped": int(month.capped),
                "claim_deadline": month.claim_deadline.isoformat() if month.claim_deadline else None,
                "claim_open": None if month.claim_open is None else int(month.claim_open),
                "basis": _json(month.basis),
                "review": _json(month.review),
                "credit_amount_cents": cents(month.credit_amount),
            }
        ).last_pk
        incidents = IncidentResults.coerce(month.incidents)
        db.conn.executemany(
            "INSERT INTO claim_incidents (claim_month_id, incident_row_id, incident_id, counted_minutes,"
            " excluded_reason) VALUES (?, ?, ?, ?, ?)",
            ((month_id, row_ids.get(i), i, m, r)
             for i, m, r in zip(incidents.ids, incidents.counted_minutes, incidents.excluded_reasons)))
    return int(claim_id)


def save_acceptance(db: sqlite_utils.Database, result: Any, run_id: int, *,
                    document_sha256: str | None = None, terms_source: str | Path | None = None) -> int:
    """Store an acceptance-test verdict with the whole result as JSON; returns its id."""
    return int(db.table("acceptance").insert(
        {
            "run_id": run_id,
            "document_sha256": document_sha256,
            "terms_source": str(terms_source) if terms_source is not None else None,
            "verdict": getattr(result, "verdict", None) or "unknown",
            "result": _json(result),
        }
    ).last_pk)


def cents(amount: Decimal | float | str | None) -> int | None:
    """Money as integer cents beside its exact text, so Datasette and SQL sort and sum it."""
    if amount is None:
        return None
    return int((Decimal(str(amount)) * 100).to_integral_value(rounding="ROUND_HALF_UP"))


def save_score(db: sqlite_utils.Database, result: Any, run_id: int) -> int:
    """Store a score's vendors (rank, score, blockers, the workload's cost) and each rule's status."""
    for vendor in result.vendors:
        cost = vendor.cost
        score_id = db.table("scores").insert(
            {
                "run_id": run_id,
                "checklist": result.checklist,
                "document_sha256": vendor.document.sha256,
                "document_name": vendor.document.name,
                "rank": vendor.rank,
                "score": vendor.score,
                "blockers": ", ".join(vendor.blockers) or None,
                "cost": str(cost.cost) if cost is not None and cost.cost is not None else None,
                "cost_cents": cents(cost.cost) if cost is not None else None,
                "currency": cost.currency if cost is not None else None,
                "gpu_hours": float(cost.gpu_hours) if cost is not None and cost.gpu_hours is not None else None,
                "deadline_met": None if cost is None or cost.deadline_met is None else int(cost.deadline_met),
            }
        ).last_pk
        db.conn.executemany("INSERT INTO score_statuses (score_id, rule, status) VALUES (?, ?, ?)",
                            [(score_id, rule, status) for rule, status in vendor.statuses.items()])
    return len(result.vendors)


def save_diff(db: sqlite_utils.Database, result: Any, run_id: int) -> int:
    """Store a diff: one row per term change (per rule it moves), and rules moved by combined changes."""
    rows = []
    base = {"run_id": run_id, "old_sha256": result.old.sha256, "new_sha256": result.new.sha256,
            "checklist": result.checklist}
    explained = set()
    for change in result.changes:
        values = {"key": change.key, "change": change.change, "old_value": _json(change.old_value),
                  "new_value": _json(change.new_value)}
        for move in change.rules or [None]:
            rows.append({**base, **values, "rule": move.rule if move else None,
                         "old_status": move.old_status if move else None,
                         "new_status": move.new_status if move else None})
            if move:
                explained.add(move.rule)
    for move in result.status_moves:
        if move.rule not in explained:
            rows.append({**base, "key": None, "change": None, "old_value": None, "new_value": None,
                         "rule": move.rule, "old_status": move.old_status, "new_status": move.new_status})
    if rows:
        db.table("diff_changes").insert_all(rows)
    return len(rows)


def save_reconcile(db: sqlite_utils.Database, result: Any, run_id: int) -> int:
    """Store a reconciliation: counts, each side's credit, and one row per pair or unpaired incident."""
    ours, theirs = result.ours_credit, result.theirs_credit
    rec_id = db.table("reconciliations").insert(
        {
            "run_id": run_id,
            "matched": len(result.matched),
            "ours_only": len(result.ours_only),
            "theirs_only": len(result.theirs_only),
            "ours_credit": str(ours.total_credit) if ours is not None else None,
            "ours_credit_cents": cents(ours.total_credit) if ours is not None else None,
            "theirs_credit": str(theirs.total_credit) if theirs is not None else None,
            "theirs_credit_cents": cents(theirs.total_credit) if theirs is not None else None,
        }
    ).last_pk
    rows = [(rec_id, p.ours, p.theirs, p.ours_minutes, p.theirs_minutes, p.difference_minutes)
            for p in result.matched]
    rows += [(rec_id, i, None, None, None, None) for i in result.ours_only]
    rows += [(rec_id, None, i, None, None, None) for i in result.theirs_only]
    db.conn.executemany("INSERT INTO reconcile_pairs (reconciliation_id, ours, theirs, ours_minutes, theirs_minutes,"
                        " difference_minutes) VALUES (?, ?, ?, ?, ?, ?)", rows)
    return int(rec_id)


def record_failed_run(path: str | Path, command: str, args: dict, error: BaseException) -> None:
    """Record a run that stopped halfway (already rolled back) as ``failed`` with its error, and
    nothing else. Bad input is not recorded (it leaves the database as it was); a database that
    cannot be written is left alone: the error the user sees matters more than this row."""
    path = Path(path)
    if not path.parent.exists():
        return
    message = f"{type(error).__name__}: {error}".rstrip(": ") if str(error) else type(error).__name__
    try:
        db = _connect(path)
    except SlacheckError:
        return
    try:
        with db.atomic():
            _create_schema(db)
            db.table("runs").insert({"command": command, "args": _json(args), "started_at": _now(),
                                     "finished_at": _now(), "status": "failed",
                                     "slacheck_version": __version__, "error": message[:2000]})
    except sqlite3.DatabaseError:
        pass
    finally:
        db.close()


# --------------------------------------------------------------------------- readers


def list_runs(db: sqlite_utils.Database) -> list[dict]:
    """Every committed run, newest first, with how many rows of each kind it wrote."""
    if "runs" not in db.table_names():
        return []
    rows = db.execute(
        """SELECT r.id, r.command, r.args, r.started_at, r.finished_at, r.status, r.slacheck_version,
                  (SELECT COUNT(*) FROM terms WHERE run_id = r.id) AS terms,
                  (SELECT COUNT(*) FROM findings WHERE run_id = r.id) AS findings,
                  (SELECT COUNT(*) FROM incidents WHERE run_id = r.id) AS incidents,
                  (SELECT COUNT(*) FROM claims WHERE run_id = r.id) AS claims,
                  (SELECT COUNT(*) FROM acceptance WHERE run_id = r.id) AS acceptance
           FROM runs r ORDER BY r.id DESC"""
    ).fetchall()
    cols = ["id", "command", "args", "started_at", "finished_at", "status", "slacheck_version",
            "terms", "findings", "incidents", "claims", "acceptance"]
    runs = []
    for row in rows:
        run = dict(zip(cols, row))
        run["args"] = json.loads(run["args"]) if run["args"] else {}
        runs.append(run)
    return runs


def read_runs(path: str | Path) -> list[dict]:
    """``list_runs`` for a database file, without creating it if it is absent."""
    path = Path(path)
    if not path.exists():
        raise SlacheckError(path, "no such database (nothing has been saved yet)")
    db = _connect(path)
    try:
        return list_runs(db)
    except sqlite3.DatabaseError as exc:
        raise SlacheckError(path, f"cannot read the database: {exc}") from None
    finally:
        db.close()
