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
import itertools
import json
import os
import re
import sqlite3
import threading
import time
from contextlib import contextmanager
from datetime import date, datetime, timezone
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Iterator

import orjson

from . import __version__
from .errors import SlacheckError
from .columns.results import IncidentResults
from .models import (CLAUSE_READERS, Alternative, CheckResult, ClaimResult, Document, Incident, IncidentCredit, KeptClauses,
                     LadderEdge, LadderGap, Span, Term)

if TYPE_CHECKING:
    import numpy as np
    import sqlite_utils

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
        error TEXT,                      -- why a failed run stopped
        cwd TEXT                         -- the folder the run was started in: its relative paths are from there
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
        evidence_kind TEXT,              -- what supports the value: one of models.EvidenceKind (table_cell, operative, ...)
        hedge TEXT,                      -- best-effort words qualifying a commitment, as written
        conflict INTEGER NOT NULL DEFAULT 0,
        alternatives INTEGER NOT NULL DEFAULT 0,  -- how many: each is a row of term_alternatives
        conflict_kind TEXT,              -- when conflict: alternatives (offered as a choice) | scoped | contradiction
        scope TEXT,                      -- when scoped: the scope the value is stated for, as the contract words it
        counted_from TEXT,               -- a claim window counted from each outage: outage_start | outage_end (month_end)
        counted_in TEXT,                 -- a time counted in working time: working_days | working_hours (calendar)
        clause TEXT                      -- the clause the value was read in, as numbered or headed there (7.2, 第七条)
    )""",
    """CREATE TABLE IF NOT EXISTS term_alternatives (
        id INTEGER PRIMARY KEY,
        term_id INTEGER NOT NULL REFERENCES terms(id),
        value TEXT,                      -- JSON
        reason TEXT NOT NULL,            -- superseded | weaker | conflict | duplicate | other_document
        evidence_kind TEXT,              -- what supports this occurrence (as terms.evidence_kind)
        text TEXT NOT NULL,
        page INTEGER NOT NULL,
        start INTEGER NOT NULL,
        "end" INTEGER NOT NULL,
        scope TEXT,                      -- when the term's conflict is scoped: the scope this value is stated for
        role TEXT,                       -- other_document: the role of the document the number names (framework, ...)
        document TEXT                    -- a contract of several files: the file this occurrence is in (its name)
    )""",
    """CREATE TABLE IF NOT EXISTS term_gaps (
        id INTEGER PRIMARY KEY,
        term_id INTEGER NOT NULL REFERENCES terms(id),
        from_pct REAL NOT NULL,          -- a gapped credit ladder's hole: availability from here ...
        to_pct REAL NOT NULL,            -- ... up to here (not included) earns nothing by its text
        text TEXT NOT NULL,              -- the band whose stated lower end (to_pct) leaves the hole
        page INTEGER NOT NULL,
        start INTEGER NOT NULL,
        "end" INTEGER NOT NULL,
        document TEXT                    -- a contract of several files: the file the band is in (its name)
    )""",
    """CREATE TABLE IF NOT EXISTS term_edges (
        id INTEGER PRIMARY KEY,
        term_id INTEGER NOT NULL REFERENCES terms(id),
        pct REAL NOT NULL,               -- a level two bands of a credit ladder both state as theirs
        text TEXT NOT NULL,              -- the band under it (its upper end inside it by the words)
        page INTEGER NOT NULL,
        start INTEGER NOT NULL,
        "end" INTEGER NOT NULL,
        above_text TEXT NOT NULL,        -- the band over it (its lower end the level)
        above_page INTEGER NOT NULL,
        above_start INTEGER NOT NULL,
        above_end INTEGER NOT NULL,
        document TEXT                    -- a contract of several files: the file the bands are in (its name)
    )""",
    """CREATE TABLE IF NOT EXISTS contract_clauses (
        id INTEGER PRIMARY KEY,
        run_id INTEGER NOT NULL REFERENCES runs(id),
        document_sha256 TEXT NOT NULL REFERENCES documents(sha256),
        reader TEXT NOT NULL,            -- what it states: per_incident_clauses | capped_credit_clauses | ... | fee_sentence | multiple_sentence | cap_sentence
        text TEXT NOT NULL,
        page INTEGER,                    -- (none for the fee's sentence)
        start INTEGER,
        "end" INTEGER,
        document TEXT,                   -- a contract of several files: the file the clause is in (its name)
        details TEXT                     -- JSON: a credit per incident's length, level and lead (models.IncidentCredit)
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
        other_evidence INTEGER NOT NULL DEFAULT 0,  -- how many more spans: rows of finding_evidence
        conflict_kind TEXT               -- a review of a term in conflict: alternatives | scoped | contradiction
    )""",
    """CREATE TABLE IF NOT EXISTS finding_evidence (
        id INTEGER PRIMARY KEY,
        finding_id INTEGER NOT NULL REFERENCES findings(id),
        text TEXT NOT NULL,
        page INTEGER,
        start INTEGER,
        "end" INTEGER
    )""",
    "CREATE INDEX IF NOT EXISTS findings_run_doc ON findings(run_id, document_sha256)",
    """CREATE TABLE IF NOT EXISTS incident_logs (
        id INTEGER PRIMARY KEY,
        sha256 TEXT NOT NULL,            -- of the log file's bytes
        tz TEXT NOT NULL,                -- the zone its naive times were read in
        name TEXT NOT NULL,
        rows INTEGER NOT NULL,
        first_row_id INTEGER,            -- its incidents are rows first_row_id .. first_row_id + rows - 1
        first_run_id INTEGER REFERENCES runs(id),
        UNIQUE (sha256, tz)
    )""",
    """CREATE TABLE IF NOT EXISTS run_incident_logs (
        run_id INTEGER NOT NULL REFERENCES runs(id),
        log_id INTEGER NOT NULL REFERENCES incident_logs(id),
        source_file TEXT NOT NULL,       -- the path the run read it from
        PRIMARY KEY (run_id, log_id, source_file)
    )""",
    """CREATE TABLE IF NOT EXISTS incidents (
        id INTEGER PRIMARY KEY,
        run_id INTEGER NOT NULL REFERENCES runs(id),  -- the run that first stored it
        incident_id TEXT NOT NULL,       -- the id as written in the log
        source_file TEXT NOT NULL,
        source_line INTEGER,
        start TEXT NOT NULL,
        "end" TEXT NOT NULL,
        units TEXT NOT NULL,             -- JSON list; ["*"] = whole cluster
        cause TEXT NOT NULL,
        notice_hours REAL,
        log_id INTEGER                   -- incident_logs(id); NULL for rows saved without a log
    )""",
    # rows saved without a log (API callers) are found by run; a stored log's rows need no index
    "CREATE INDEX IF NOT EXISTS incidents_unlogged ON incidents(run_id, source_file) WHERE log_id IS NULL",
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
        monthly_fee_cents INTEGER,
        claimable_credit TEXT,           -- the claim JSON's split of the total: claimable on as_of
        claimable_credit_cents INTEGER,
        held_credit TEXT,                -- held back: an incident's end not known
        held_credit_cents INTEGER,
        lapsed_credit TEXT,              -- lapsed: the claim window closed (the rest: months not over)
        lapsed_credit_cents INTEGER,
        currency TEXT,                   -- the credits' currency (the contract's)
        months INTEGER,                  -- calendar months computed (rows of claim_months)
        capped_months INTEGER            -- of them, the months whose credit the contract's cap cut
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
        basis INTEGER NOT NULL DEFAULT 0,    -- how many credit forms were computed: rows of claim_month_bases
        review INTEGER NOT NULL DEFAULT 0,   -- how many points a person should check: rows of claim_month_reviews
        credit_amount_cents INTEGER,     -- the same money in cents, to sort and sum
        incidents_sha256 TEXT,           -- claim_incident_sets(sha256): its per-incident rows
        end_not_known INTEGER,           -- counted incidents marked ended with no end time (run to as_of): held back
        claim_state TEXT                 -- on as_of: open | held | lapsed | not over (MonthResult.claim_state)
    )""",
    """CREATE TABLE IF NOT EXISTS claim_incident_sets (
        sha256 TEXT PRIMARY KEY,         -- of the month's (incident row, minutes, reason) columns
        claim_month_id INTEGER NOT NULL REFERENCES claim_months(id),  -- the month that stored the rows
        rows INTEGER NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS claim_month_bases (
        id INTEGER PRIMARY KEY,
        claim_month_id INTEGER NOT NULL REFERENCES claim_months(id),
        form TEXT NOT NULL,              -- tiers | per_hour | downtime_multiple: a credit form the contract states
        credit_pct REAL NOT NULL,
        amount TEXT NOT NULL,            -- exact decimal
        amount_cents INTEGER NOT NULL,
        detail TEXT NOT NULL             -- how it was computed, in words and numbers
    )""",
    """CREATE TABLE IF NOT EXISTS claim_month_reviews (
        id INTEGER PRIMARY KEY,
        claim_month_id INTEGER NOT NULL REFERENCES claim_months(id),
        note TEXT NOT NULL               -- why a person should look at this month
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
        theirs_credit_cents INTEGER,
        currency TEXT                    -- of both credits (the contract's)
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
    """CREATE VIEW IF NOT EXISTS claim_month_incidents AS
        SELECT cm.id AS claim_month_id, cm.run_id, cm.claim_id, cm.month, ci.incident_row_id, ci.incident_id,
               ci.counted_minutes, ci.excluded_reason
        FROM claim_months cm
        JOIN claim_incident_sets s ON s.sha256 = cm.incidents_sha256
        JOIN claim_incidents ci ON ci.claim_month_id = s.claim_month_id""",
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


def refuse_unusable_database(path: Path) -> None:
    """A database path that is a folder (the one folder sentence, ``limits.folder_refused``), a device or a FIFO,
    refused before anything opens it: /dev/null opens, then fails at COMMIT with "disk I/O error"."""
    from .limits import folder_refused

    if path.is_dir():
        raise folder_refused(path, "database file")
    if path.exists() and not path.is_file():
        raise SlacheckError(str(path), "is not a regular file: give --db a database file")


def check_database_path(path: str | Path) -> None:
    """A database to write, checked before a command's work (``cli``) and again by ``transaction``: not a
    folder, a device or a FIFO, and a new file in a folder that exists."""
    path = Path(path)
    refuse_unusable_database(path)
    if not path.exists() and not path.parent.exists():
        raise SlacheckError(path, f"folder {path.parent} does not exist")


def _connect(path: Path, *, wal: bool = True) -> "AuditDb":
    """A connection with WAL, a 10 s busy timeout and foreign keys on (``wal=False``: a file
    being created keeps the rollback journal for its first transaction, see ``transaction``)."""
    refuse_unusable_database(path)
    try:
        # one thread at a time, but not always the opening one (``in_background``)
        conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_MS / 1000, check_same_thread=False)
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        conn.execute("PRAGMA foreign_keys = ON")
        problem = foreign_schema(conn)  # before anything writes (the WAL switch rewrites the header)
        if problem:
            conn.close()
            raise SlacheckError(path, problem)
        # WAL with synchronous=NORMAL: a commit is atomic and survives a crashed process (the
        # kill tests); only a power cut can lose the last commits, never corrupt the file.
        # FULL syncs the WAL on every commit and made a million-row claim wait on the disk.
        if wal and not _in_wal(conn):
            try:
                conn.execute("PRAGMA journal_mode = WAL")
            except sqlite3.OperationalError as exc:  # a new file's first transaction holds it: wait for that
                if "locked" not in str(exc) and "busy" not in str(exc):  # in its journal mode (BEGIN waits)
                    raise
        conn.execute(f"PRAGMA synchronous = {'NORMAL' if _in_wal(conn) else 'FULL'}")
    except sqlite3.DatabaseError as exc:  # includes "file is not a database", "unable to open"
        raise SlacheckError(path, f"cannot open the database: {exc}") from None
    return AuditDb(conn)


class AuditDb:
    """A connection to the audit database, answering as a ``sqlite_utils.Database`` over it.

    Statements inside a transaction go straight to the connection (all a claim runs); anything
    else sqlite-utils offers (``table``, ``atomic``, ``table_names``...) comes from a
    ``Database`` made on first use, so a command that needs none of it does not import
    sqlite-utils and its plugins (~60 ms of a claim rerun's start)."""

    background = None  # the thread ``in_background`` started, if any
    incident_rows_written: tuple = ()  # (first, last) ids of the stored logs' rows written here (``_check_rows_exist``)

    def __init__(self, conn: sqlite3.Connection):
        self.conn = conn
        self._utils: "sqlite_utils.Database | None" = None

    @property
    def utils(self) -> "sqlite_utils.Database":
        if self._utils is None:
            import sqlite_utils

            self._utils = sqlite_utils.Database(self.conn)
        return self._utils

    def execute(self, sql: str, parameters=None) -> sqlite3.Cursor:
        """``Database.execute``: inside a transaction, the statement as given (outside one,
        sqlite-utils commits a write it opened a transaction for)."""
        if not self.conn.in_transaction:
            return self.utils.execute(sql, parameters)
        return self.conn.execute(sql) if parameters is None else self.conn.execute(sql, parameters)

    def close(self) -> None:
        self.conn.close()

    def __getattr__(self, name: str):
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.utils, name)

    def __getitem__(self, name: str):
        return self.utils[name]


SCHEMA_VERSION = 3  # PRAGMA user_version of the databases this slacheck writes (MIGRATIONS: what each one changed)
RUNS_COLUMNS = {"id", "command", "args", "started_at", "finished_at", "status", "slacheck_version"}


def foreign_schema(conn: sqlite3.Connection) -> str | None:
    """Why this SQLite file is not ours to write (another application's, or a newer
    slacheck's), or None. Read-only queries: a refused file is left byte for byte."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        return (f"written by a newer slacheck (schema {version}; this one knows {SCHEMA_VERSION}): "
                "upgrade slacheck or give another --db")
    tables = [row[0] for row in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")]
    if not tables:
        return None
    runs = {row[1] for row in conn.execute("PRAGMA table_info(runs)")}
    if not RUNS_COLUMNS <= runs:
        shown = ", ".join(tables[:5]) + (", ..." if len(tables) > 5 else "")
        return f"not a slacheck database (another application's: tables {shown}); give another --db"
    return None


# columns added after a table first shipped: an older database gains them when next opened
ADDED_COLUMNS: tuple[tuple[str, str, str], ...] = (
    ("runs", "error", "TEXT"),
    ("runs", "cwd", "TEXT"),
    ("claims", "total_credit_cents", "INTEGER"),
    ("claims", "monthly_fee_cents", "INTEGER"),
    ("claim_months", "credit_amount_cents", "INTEGER"),
    ("incidents", "log_id", "INTEGER"),
    ("claim_months", "incidents_sha256", "TEXT"),
    ("terms", "evidence_kind", "TEXT"),
    ("terms", "hedge", "TEXT"),
    ("term_alternatives", "evidence_kind", "TEXT"),
    ("reconciliations", "currency", "TEXT"),
    # a database written before conflicts said their kind: its rows keep NULL (not recorded then)
    ("terms", "conflict_kind", "TEXT"),
    ("findings", "conflict_kind", "TEXT"),
    # a database written before a value by scope kept its scope: its rows keep NULL (not recorded then)
    ("terms", "scope", "TEXT"),
    ("term_alternatives", "scope", "TEXT"),
    # a database written before an other document's number kept its role, or an occurrence its file: NULL (not recorded)
    ("term_alternatives", "role", "TEXT"),
    ("term_alternatives", "document", "TEXT"),
    # a database written before a month was held back for an unknown end: its rows keep NULL (not recorded then)
    ("claim_months", "end_not_known", "INTEGER"),
    # a database written before a claim kept its split of the total: its claims keep NULL (not recorded then)
    ("claims", "claimable_credit", "TEXT"),
    ("claims", "claimable_credit_cents", "INTEGER"),
    ("claims", "held_credit", "TEXT"),
    ("claims", "held_credit_cents", "INTEGER"),
    ("claims", "lapsed_credit", "TEXT"),
    ("claims", "lapsed_credit_cents", "INTEGER"),
    ("claims", "currency", "TEXT"),
    ("claims", "months", "INTEGER"),
    ("claims", "capped_months", "INTEGER"),
    # a database written before a month kept its state: its rows get it from what they stored (STORED_STATE)
    ("claim_months", "claim_state", "TEXT"),
    # a database written before a claim window kept what it is counted from: its rows keep NULL (not recorded then)
    ("terms", "counted_from", "TEXT"),
    # 1: a run stored before its terms' clauses were (``contract_clauses``; set by MIGRATIONS): none read back
    ("runs", "clauses_not_recorded", "INTEGER"),
    # a database written before a time kept what it is counted in: its rows keep NULL (a calendar time)
    ("terms", "counted_in", "TEXT"),
    # 1: a run stored a downtime multiple before the sentence it stands in was stored with its clauses (set by
    # MIGRATIONS): a claim on its terms decides from the term's own quote whether it counts only past the level
    ("runs", "multiple_not_recorded", "INTEGER"),
    # a database written before a value kept its clause: its rows keep NULL (not recorded then: a claim cites the page)
    ("terms", "clause", "TEXT"),
)

# what a database written at an older schema version (PRAGMA user_version below the first) gains, once, when next opened
# (after its added columns): schema 2 stores each run's clauses with its terms, so a run of an earlier database that
# stored none (it stored them before, or the table was not there) did not record them, rather than find none; schema 3
# stores the sentence a downtime multiple stands in with them (``KeptClauses.multiple_sentence``), so a run of an
# earlier one that stored a multiple did not record it
MIGRATIONS: tuple[tuple[int, str], ...] = (
    (2, "UPDATE runs SET clauses_not_recorded = 1 WHERE id NOT IN (SELECT run_id FROM contract_clauses)"),
    (3, "UPDATE runs SET multiple_not_recorded = 1 WHERE id IN "
        "(SELECT run_id FROM terms WHERE key = 'credit_downtime_multiple')"),
)

# the state of a month stored without one (by a version before claim_state), from what its row and claim stored, as
# the claim decided it (``MonthResult.claim_state``): not over on the claim's as_of, lapsed (the window closed), held
# (an incident's end not known) or open; where the row cannot tell (a version before end_not_known did not hold a
# month back, so one it stored open may have been held; a claim stored without its as_of), it says so
OLDER_STATE = "{} (stored by an older version)"
STORED_STATE = (
    "CASE WHEN claims.as_of IS NULL AND IFNULL(claim_months.claim_open, 1) != 0 THEN '"
    + OLDER_STATE.format("unknown") + "'"
    " WHEN claims.as_of <= date(claim_months.month || '-01', '+1 month', '-1 day') THEN 'not over'"
    " WHEN claim_months.claim_open = 0 THEN 'lapsed'"
    " WHEN CAST(claim_months.credit_amount AS REAL) <= 0 THEN 'open'"
    " WHEN claim_months.end_not_known IS NULL THEN '" + OLDER_STATE.format("open or held") + "'"
    " WHEN claim_months.end_not_known > 0 THEN 'held' ELSE 'open' END")


def stored_state(end_not_known: str = "claim_months.end_not_known") -> str:
    """``STORED_STATE``, SQL of a ``claim_months`` row beside its claim's; ``end_not_known`` the SQL of that column
    (NULL in a database written before it)."""
    return STORED_STATE.replace("claim_months.end_not_known", end_not_known)


def _create_schema(db: sqlite_utils.Database) -> None:
    tables = [s for s in SCHEMA if s.lstrip().startswith("CREATE TABLE")]
    for statement in tables:
        db.conn.execute(statement)
    version = db.conn.execute("PRAGMA user_version").fetchone()[0]
    if version < SCHEMA_VERSION:
        db.conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    for table, column, kind in ADDED_COLUMNS:
        have = {row[1] for row in db.conn.execute(f"PRAGMA table_info([{table}])")}
        if column not in have:
            db.conn.execute(f"ALTER TABLE [{table}] ADD COLUMN [{column}] {kind}")
    for since, statement in MIGRATIONS:
        if version < since:
            db.conn.execute(statement)
    for statement in SCHEMA:  # indexes and views: they may name the added columns
        if statement not in tables:
            db.conn.execute(statement)
    # months stored without their state (before the column, or by an older slacheck since): given it once
    db.conn.execute(f"UPDATE claim_months SET claim_state = (SELECT {stored_state()} FROM claims"
                    " WHERE claims.id = claim_months.claim_id) WHERE claim_state IS NULL")


def open_db(path: str | Path) -> "AuditDb":
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


SQLITE_READONLY = 8  # sqlite3.h: the primary result code of a write to a file that cannot be written


@contextmanager
def transaction(path: str | Path, command: str, args: dict, *,
                enforce_foreign_keys: bool = True) -> Iterator[tuple[sqlite_utils.Database, int]]:
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

    ``enforce_foreign_keys=False`` is for a writer whose every reference is to a row it wrote
    or found in this transaction (``save_claim``'s per-incident rows: SQLite's check looks up
    each of a million rows); the schema keeps declaring the keys.
    """
    path = Path(path)
    check_database_path(path)
    existed = path.exists()
    # A new file's first transaction keeps the rollback journal (synchronous FULL) and switches
    # to WAL once committed: WAL would write each of its pages twice (log, then checkpoint),
    # and a journal of a file being created holds next to nothing.
    db = _connect(path, wal=existed)
    try:
        if not enforce_foreign_keys:
            db.conn.execute("PRAGMA foreign_keys = OFF")  # a no-op inside a transaction: set before BEGIN
        try:
            db.conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            raise SlacheckError(path, f"database is busy or read-only: {exc}") from None
        try:
            try:  # the first writes: a file the user may not write says so here (BEGIN does not)
                _create_schema(db)
                run_id = db.conn.execute(
                    "INSERT INTO runs (command, args, started_at, finished_at, status, slacheck_version, cwd)"
                    " VALUES (?, ?, ?, NULL, 'running', ?, ?)",
                    (command, _json(args), _now(), __version__, working_folder())).lastrowid
            except sqlite3.OperationalError as exc:
                if getattr(exc, "sqlite_errorcode", 0) & 0xFF != SQLITE_READONLY and "readonly" not in str(exc):
                    raise
                raise SlacheckError(path, f"database is busy or read-only: {exc}") from None
            yield db, int(run_id)
            finish_background(db)
            db.conn.execute(
                "UPDATE runs SET status = 'ok', finished_at = ? WHERE id = ?", (_now(), run_id)
            )
            _pause_for_tests()
            db.conn.execute("COMMIT")
            if not _in_wal(db.conn):
                _switch_to_wal(db)
        except BaseException:
            abandon_background(db)
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
        write_metadata(path)


class _Background(threading.Thread):
    """One piece of a transaction's writing, run beside the caller's computing."""

    def __init__(self, work, args, kwargs):
        super().__init__(name="slacheck-db-writer", daemon=True)
        self.work, self.work_args, self.work_kwargs = work, args, kwargs
        self.error: BaseException | None = None
        self.value: Any = None

    def run(self) -> None:
        try:
            self.value = self.work(*self.work_args, **self.work_kwargs)
        except BaseException as exc:  # noqa: BLE001 - handed to the caller by finish_background
            self.error = exc


def in_background(db: sqlite_utils.Database, work, *args, **kwargs) -> None:
    """Start ``work(db, *args, **kwargs)`` in a thread: SQLite lets go of the GIL while it
    executes a statement, so a million-row insert runs while the caller computes. The caller
    must not use ``db`` until ``finish_background(db)``; ``transaction`` waits for it before it
    commits (and stops it before it rolls back), so the run stays one transaction."""
    finish_background(db)
    thread = _Background(work, (db, *args), kwargs)
    db.background = thread
    thread.start()


def writing_in_background(db: sqlite_utils.Database) -> bool:
    """Was work started ``in_background`` on ``db`` and not yet waited for (``finish_background``)?"""
    return db.background is not None


def finish_background(db: sqlite_utils.Database) -> Any:
    """Wait for the work ``in_background`` started on ``db`` (if any); its value, or its error raised here."""
    thread = db.background
    if thread is None:
        return None
    thread.join()
    db.background = None
    if thread.error is not None:
        raise thread.error
    return thread.value


def abandon_background(db: sqlite_utils.Database) -> None:
    """Stop the background work of a transaction that failed (its error, if any, is dropped: the
    one that stopped the run is raised)."""
    thread = db.background
    if thread is None:
        return
    while thread.is_alive():
        db.conn.interrupt()  # the statement running now stops with "interrupted"
        thread.join(0.05)
    db.background = None


def _in_wal(conn: sqlite3.Connection) -> bool:
    return conn.execute("PRAGMA journal_mode").fetchone()[0].lower() == "wal"


def _switch_to_wal(db: sqlite_utils.Database) -> None:
    """WAL for a file whose first transaction just committed; when another writer holds it
    already (it waited for ours), that one's connection switches it instead."""
    try:
        db.conn.execute("PRAGMA busy_timeout = 0")
        db.conn.execute("PRAGMA journal_mode = WAL")
    except sqlite3.OperationalError:
        pass


def metadata_path(path: str | Path) -> Path:
    """Where the Datasette metadata of a database goes: ``slacheck.db`` → ``slacheck.metadata.yml``."""
    path = Path(path)
    return path.with_name(f"{path.stem}.metadata.yml")


def write_metadata(path: str | Path) -> Path | None:
    """Write the Datasette metadata (titles, descriptions, units, canned queries; ``datasette.yaml``)
    beside the database, so ``datasette slacheck.db --metadata slacheck.metadata.yml`` explains it.
    A folder that refuses the file costs the user nothing they asked for: it is skipped."""
    from importlib import resources

    path = Path(path)
    template = (resources.files("slacheck") / "datasette.yaml").read_text(encoding="utf-8")
    text = template.replace("\n  DATABASE:\n", f"\n  {json.dumps(path.stem, ensure_ascii=False)}:\n", 1)
    target = metadata_path(path)
    try:
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            target.write_text(text, encoding="utf-8")
    except OSError:
        return None
    return target


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
    for child in ("term_alternatives", "term_gaps", "term_edges"):
        db.execute(f"DELETE FROM {child} WHERE term_id IN "
                   "(SELECT id FROM terms WHERE run_id = ? AND document_sha256 = ?)", (run_id, sha))
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
            "evidence_kind": t.evidence_kind,
            "hedge": t.hedge,
            "conflict": int(t.conflict),
            "alternatives": len(t.alternatives),
            "conflict_kind": t.conflict_kind if t.conflict else None,
            "scope": t.scope,
            "counted_from": t.counted_from,
            "counted_in": t.counted_in,
            "clause": t.clause,
        }
        for t in terms
    ]
    table = db.table("terms")
    for term, row in zip(terms, rows):
        term_id = table.insert(row).last_pk
        db.conn.executemany(
            'INSERT INTO term_alternatives (term_id, value, reason, evidence_kind, text, page, start, "end", scope, role,'
            ' document) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
            [(term_id, _json(a.value), a.reason, a.evidence_kind, a.text, a.page, a.start, a.end, a.scope, a.role,
              a.document) for a in term.alternatives])
        db.conn.executemany(
            'INSERT INTO term_gaps (term_id, from_pct, to_pct, text, page, start, "end", document) '
            'VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
            [(term_id, g.from_pct, g.to_pct, g.text, g.page, g.start, g.end, g.document) for g in term.gaps or ()])
        db.conn.executemany(
            'INSERT INTO term_edges (term_id, pct, text, page, start, "end", above_text, above_page, above_start, '
            'above_end, document) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
            [(term_id, e.pct, e.text, e.page, e.start, e.end, e.above.text, e.above.page, e.above.start, e.above.end,
              e.document) for e in term.edges or ()])
    return len(rows)


# the sentences ``KeptClauses`` keeps whole (no span), stored as rows of ``contract_clauses`` named after their field; a
# run of a database of an earlier schema stored the multiple's without it (``runs.multiple_not_recorded``): read back
# None, so a claim on its terms decides from the term's quote, as it did then
SENTENCES = ("fee_sentence", "multiple_sentence", "cap_sentence")


def save_clauses(db: sqlite_utils.Database, document: Document | str, clauses: KeptClauses, run_id: int) -> int:
    """Store what a contract states that no term carries and a claim says (``KeptClauses``: each reader's spans, the
    fee's sentence and the downtime multiple's), with one run's terms of it (replacing that run's earlier ones); returns the count of rows."""
    sha = _sha(document)
    db.execute("DELETE FROM contract_clauses WHERE run_id = ? AND document_sha256 = ?", (run_id, sha))
    span_fields = {"text", "page", "start", "end", "document"}
    rows = [(run_id, sha, reader, span.text, span.page, span.start, span.end, span.document,
             _json(span.model_dump(mode="json", exclude=span_fields)) if isinstance(span, IncidentCredit) else None)
            for reader in CLAUSE_READERS for span in getattr(clauses, reader)]
    rows.extend((run_id, sha, sentence, getattr(clauses, sentence), None, None, None, None, None)
                for sentence in SENTENCES if getattr(clauses, sentence) is not None)
    db.conn.executemany('INSERT INTO contract_clauses (run_id, document_sha256, reader, text, page, start, "end", '
                        "document, details) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
    return len(rows)


def stored_clauses(db: sqlite_utils.Database, run_id: int, document_sha256: str) -> KeptClauses | None:
    """The clauses ``save_clauses`` stored with a run's terms of a document, for a claim on those terms (``api.claim``'s
    ``terms``: an ``Extraction`` of ``stored_terms`` and these); None for a run stored before slacheck stored them (not
    recorded then, ``MIGRATIONS``: a claim on its terms says so, and none of them)."""
    if "contract_clauses" not in db.table_names() or "clauses_not_recorded" in db["runs"].columns_dict and \
            db.execute("SELECT clauses_not_recorded FROM runs WHERE id = ?", (run_id,)).fetchone() == (1,):
        return None
    found: dict[str, list] = {reader: [] for reader in CLAUSE_READERS}
    sentences: dict[str, str] = {}
    for reader, text, page, start, end, document, details in db.execute(
            'SELECT reader, text, page, start, "end", document, details FROM contract_clauses '
            "WHERE run_id = ? AND document_sha256 = ? ORDER BY id", (run_id, document_sha256)).fetchall():
        if reader in SENTENCES:
            sentences[reader] = text
        elif reader in found:
            found[reader].append({"text": text, "page": page, "start": start, "end": end, "document": document,
                                  **(_loaded(details) or {})})
    not_recorded = "multiple_not_recorded" in db["runs"].columns_dict and \
        db.execute("SELECT multiple_not_recorded FROM runs WHERE id = ?", (run_id,)).fetchone() == (1,)
    return KeptClauses.model_validate({**found, **sentences, "multiple_not_recorded": not_recorded})


def stored_terms(db: sqlite_utils.Database, run_id: int, document_sha256: str | None = None) -> list[Term]:
    """The terms a run stored (of one document, by its sha256, or of every document it stored), as ``save_terms``
    wrote them: each with its other occurrences (their reason, scope and, for another document's number, its
    ``role``) and a gapped ladder's holes (``gaps``), so a claim or a letter made from them owes and cites what one
    made from the extraction did. Not stored, so not read back: in a bundle, why a value's file
    governs it. A database written before a column was added reads NULL there (not recorded then)."""
    where, args = ("t.run_id = ?", [run_id]) if document_sha256 is None else \
        ("t.run_id = ? AND t.document_sha256 = ?", [run_id, document_sha256])
    alternatives: dict[int, list[Alternative]] = {}
    columns = db["term_alternatives"].columns_dict
    optional = ", ".join(f"a.{c}" if c in columns else "NULL" for c in ("evidence_kind", "scope", "role", "document"))
    for row in db.execute(f'SELECT a.term_id, a.value, a.reason, a.text, a.page, a.start, a."end", {optional} '
                          f"FROM term_alternatives a JOIN terms t ON t.id = a.term_id WHERE {where} ORDER BY a.id",
                          args).fetchall():
        term_id, value, reason, text, page, start, end, kind, scope, role, document = row
        alternatives.setdefault(term_id, []).append(Alternative(
            value=_loaded(value), reason=reason, text=text, page=page, start=start, end=end, scope=scope, role=role,
            document=document, **({"evidence_kind": kind} if kind else {})))
    gaps: dict[int, list[LadderGap]] = {}
    if "term_gaps" in db.table_names():
        for term_id, low, high, text, page, start, end, document in db.execute(
                'SELECT g.term_id, g.from_pct, g.to_pct, g.text, g.page, g.start, g."end", g.document FROM term_gaps g'
                f" JOIN terms t ON t.id = g.term_id WHERE {where} ORDER BY g.id", args).fetchall():
            gaps.setdefault(term_id, []).append(LadderGap(from_pct=low, to_pct=high, text=text, page=page, start=start,
                                                          end=end, document=document))
    edges: dict[int, list[LadderEdge]] = {}
    if "term_edges" in db.table_names():
        for term_id, pct, text, page, start, end, a_text, a_page, a_start, a_end, document in db.execute(
                'SELECT e.term_id, e.pct, e.text, e.page, e.start, e."end", e.above_text, e.above_page, e.above_start, '
                f"e.above_end, e.document FROM term_edges e JOIN terms t ON t.id = e.term_id WHERE {where} ORDER BY e.id",
                args).fetchall():
            above = Span(text=a_text, page=a_page, start=a_start, end=a_end, document=document)
            edges.setdefault(term_id, []).append(LadderEdge(pct=pct, text=text, page=page, start=start, end=end,
                                                            above=above, document=document))
    columns = db["terms"].columns_dict
    optional = ", ".join(f"t.{c}" if c in columns else "NULL"
                         for c in ("evidence_kind", "hedge", "conflict_kind", "scope", "counted_from", "counted_in",
                                   "clause"))
    terms = []
    for row in db.execute('SELECT t.id, t.key, t.value, t.unit, t.text, t.page, t.start, t."end", t.confidence, '
                          f"t.conflict, {optional} FROM terms t WHERE {where} ORDER BY t.id", args).fetchall():
        term_id, key, value, unit, text, page, start, end, confidence, conflict, kind, hedge, conflict_kind, scope, \
            counted_from, counted_in, clause = row
        terms.append(Term(key=key, value=_loaded(value), unit=unit, text=text, page=page, start=start, end=end,
                          confidence=1.0 if confidence is None else confidence, conflict=bool(conflict),
                          conflict_kind=conflict_kind, scope=scope, hedge=hedge,
                          alternatives=alternatives.get(term_id, []), gaps=gaps.get(term_id), edges=edges.get(term_id),
                          counted_from=counted_from, counted_in=counted_in, clause=clause,
                          **({"evidence_kind": kind} if kind else {})))
    return terms


def _loaded(value: str | None) -> Any:
    """A value as ``_json`` stored it."""
    return None if value is None else orjson.loads(value)


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
    same = (run_id, sha, result.checklist)
    db.execute("DELETE FROM finding_evidence WHERE finding_id IN (SELECT id FROM findings "
               "WHERE run_id = ? AND document_sha256 = ? AND checklist = ?)", same)
    db.execute("DELETE FROM findings WHERE run_id = ? AND document_sha256 = ? AND checklist = ?", same)
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
                "other_evidence": len(f.other_evidence),
                "conflict_kind": f.conflict_kind,
            }
        )
    table = db.table("findings")
    for finding, row in zip(result.findings, rows):
        finding_id = table.insert(row).last_pk
        db.conn.executemany('INSERT INTO finding_evidence (finding_id, text, page, start, "end") VALUES (?, ?, ?, ?, ?)',
                            [(finding_id, e.text, e.page, e.start, e.end) for e in finding.other_evidence])
    return len(rows)


INCIDENT_COLUMNS = ("run_id", "incident_id", "source_file", "source_line", "start", "end", "units", "cause",
                    "notice_hours", "log_id")


def file_sha256(path: str | Path) -> str:
    """The sha256 of a file's bytes, read in blocks (a big log is tens of MB)."""
    from .columns.hashing import content_sha256

    return content_sha256(Path(path))


def save_incidents(db: sqlite_utils.Database, incidents: Iterable[Incident] | Iterable[tuple], run_id: int,
                   source_file: str | Path, *, sha256: str | None = None, tz: str | None = None) -> int:
    """Store a log's incidents, each with its source file and line; returns the rows written.

    With ``sha256`` (of the log file) and ``tz`` (the zone its naive times were read in) the
    log is stored once, like a document: a run that reads a log already stored adds no
    incident rows, only a ``run_incident_logs`` row saying it read it. Without them the rows
    belong to this run (saving the same file twice in one run replaces them).

    ``incidents`` are ``Incident`` models or plain row tuples ``(id, start_iso, end_iso,
    units, cause, notice_hours, line)`` (see ``IncidentTable.iter_rows``); a big log goes
    through ``save_incident_chunks`` instead.
    """

    def rows():
        for inc in incidents:
            if isinstance(inc, Incident):
                inc = (inc.id, inc.start.isoformat(), inc.end.isoformat(), list(inc.units), inc.cause,
                       inc.notice_hours, inc.source.line if inc.source else None)
            incident_id, start, end, units, cause, notice_hours, line = inc
            yield incident_id, start, end, json_list(units), cause, notice_hours, line

    return save_incident_chunks(db, ([column] for column in [rows()]), run_id, source_file, sha256=sha256, tz=tz,
                                rows=True)


def save_incident_chunks(db: sqlite_utils.Database, chunks: Iterable, run_id: int, source_file: str | Path, *,
                         sha256: str | None = None, tz: str | None = None, rows: bool = False) -> int:
    """``save_incidents`` for a big log: ``chunks`` of columns ``(ids, start_iso, end_iso,
    units_json, causes, notice_hours, lines)`` as ``IncidentTable.row_chunks`` makes them.

    The chunks are consumed only when the log is new. Its rows go through ``executemany`` in
    the command's one transaction, zipped from the columns (no tuple built per row in Python),
    into a table whose only index on such rows is the primary key: a log's rows are
    consecutive ids, so nothing needs to look them up.
    """
    source = str(source_file)
    opened = _open_log(db, run_id, source, sha256, tz)
    if opened is None:
        return 0
    log_id, first = opened
    insert = (f"INSERT INTO incidents (id, {', '.join(f'[{c}]' for c in INCIDENT_COLUMNS)}) "
              f"VALUES (NULL, {', '.join('?' * len(INCIDENT_COLUMNS))})")
    count = 0
    for chunk in chunks:
        if rows:  # one chunk holding an iterable of finished row tuples (save_incidents)
            (row_tuples,) = chunk
            records = ((run_id, i, source, line, s, e, u, c, n, log_id) for i, s, e, u, c, n, line in row_tuples)
        else:
            ids, starts, ends, units, causes, notice, lines = chunk
            records = zip(itertools.repeat(run_id), ids, itertools.repeat(source), lines, starts, ends, units,
                          causes, notice, itertools.repeat(log_id))
        count += db.conn.executemany(insert, records).rowcount
    _close_log(db, log_id, first, count)
    return count


def save_incident_table(db: sqlite_utils.Database, table: Any, zone: Any, run_id: int, source_file: str | Path, *,
                        sha256: str | None = None) -> int:
    """``save_incident_chunks`` for a whole ``IncidentTable`` read in ``zone``: its columns go
    into SQLite as a few blobs per block of rows (``bulk_insert``: SQLite builds the rows, no
    value is bound per row), or as row chunks when a column does not fit that form. A log
    stored already is not read again."""
    from .bulk_insert import Const, Unfit, insert_column_blocks
    from .stored_columns import incident_column_blocks

    source = str(source_file)
    if sha256 is not None and _stored_log(db, sha256, str(zone)) is not None:
        return save_incident_chunks(db, [], run_id, source_file, sha256=sha256, tz=str(zone))  # records the read
    blocks = incident_column_blocks(table, zone, run_id=run_id, source_file=source)
    try:
        first_block = next(blocks)  # a log that does not fit as columns says so here, before any write
    except Unfit:
        return save_incident_chunks(db, table.row_chunks(zone), run_id, source_file, sha256=sha256, tz=str(zone))
    opened = _open_log(db, run_id, source, sha256, str(zone))
    if opened is None:
        return 0
    log_id, first = opened
    updates: list = []

    def written(block):  # runs in made_ahead's thread; ``updates`` is read once the last block is written
        columns, rows, block_updates = block
        columns["log_id"] = Const(log_id)
        updates.extend(block_updates)
        return columns, rows

    count = insert_column_blocks(db.conn, "incidents", map(written, itertools.chain([first_block], blocks)))
    for column in sorted({c for c, _, _ in updates}):
        db.conn.executemany(f"UPDATE incidents SET [{column}] = ? WHERE id = ?",
                            [(value, first + k) for c, value, k in updates if c == column])
    _close_log(db, log_id, first, count)
    return count


def save_incident_file(db: sqlite_utils.Database, table: Any, zone: Any, run_id: int, source_file: str | Path) -> int:
    """``save_incident_table`` for the log in ``source_file``, stored once per its sha256 (the
    reader's, when it hashed the file as it read it)."""
    return save_incident_table(db, table, zone, run_id, source_file,
                               sha256=getattr(table, "sha256", None) or file_sha256(source_file))


def incident_file_stored(db: sqlite_utils.Database, table: Any, zone: Any) -> bool:
    """Is the log this table was read from stored already? Known without reading the file again
    only when the reader hashed it (else False: ``save_incident_file`` finds out)."""
    sha256 = getattr(table, "sha256", None)
    return sha256 is not None and _stored_log(db, sha256, str(zone)) is not None


def _open_log(db: sqlite_utils.Database, run_id: int, source: str, sha256: str | None,
              tz: str | None) -> tuple[int | None, int] | None:
    """Before a log's rows: ``(log_id, first row id)``, or None when the log is stored already
    (this run is then recorded as reading it). Without ``sha256`` the rows belong to this run,
    and its earlier rows from the same file are replaced."""
    log_id = None
    if sha256 is not None:
        zone = str(tz or "")
        found = _stored_log(db, sha256, zone)
        if found is not None:
            db.execute("INSERT OR IGNORE INTO run_incident_logs (run_id, log_id, source_file) VALUES (?, ?, ?)",
                       (run_id, found[0], source))
            return None
        log_id = db.execute("INSERT INTO incident_logs (sha256, tz, name, rows, first_run_id) VALUES (?, ?, ?, 0, ?)",
                            (sha256, zone, Path(source).name, run_id)).lastrowid
        db.execute("INSERT INTO run_incident_logs (run_id, log_id, source_file) VALUES (?, ?, ?)",
                   (run_id, log_id, source))
    else:
        db.execute("DELETE FROM claim_incidents WHERE incident_row_id IN "
                   "(SELECT id FROM incidents WHERE run_id = ? AND source_file = ? AND log_id IS NULL)",
                   (run_id, source))
        db.execute("DELETE FROM incidents WHERE run_id = ? AND source_file = ? AND log_id IS NULL", (run_id, source))
    first = (db.execute("SELECT MAX(id) FROM incidents").fetchone()[0] or 0) + 1
    return log_id, first


def _stored_log(db: sqlite_utils.Database, sha256: str, tz: str) -> tuple | None:
    return db.execute("SELECT id FROM incident_logs WHERE sha256 = ? AND tz = ?", (sha256, tz)).fetchone()


def _close_log(db: sqlite_utils.Database, log_id: int | None, first: int, count: int) -> None:
    if log_id is not None:
        if count:  # rows this connection wrote need no count when a claim links to them (``_check_rows_exist``)
            db.incident_rows_written = (*db.incident_rows_written, (first, first + count - 1))
        db.execute("UPDATE incident_logs SET rows = ?, first_row_id = ? WHERE id = ?", (count, first, log_id))


def _log_rows(db: sqlite_utils.Database, run_id: int, incidents_file: str | Path | None) -> tuple[int, int] | None:
    """(first row id, rows) of the stored log this run read from ``incidents_file``, if one."""
    query = ("SELECT l.first_row_id, l.rows FROM run_incident_logs r JOIN incident_logs l ON l.id = r.log_id "
             "WHERE r.run_id = ?")
    params: tuple = (run_id,)
    if incidents_file is not None:
        query += " AND r.source_file = ?"
        params = (run_id, str(incidents_file))
    found = db.execute(query + " ORDER BY l.id DESC LIMIT 1", params).fetchone()
    return (int(found[0] or 0), int(found[1])) if found else None


def _incident_row_ids(db: sqlite_utils.Database, run_id: int, incidents_file: str | Path | None):
    """A function from a month's ``IncidentResults`` to the ``incidents`` row id of each (or None)."""
    import numpy as np

    log = _log_rows(db, run_id, incidents_file)
    if log is not None:
        first, count = log
        by_id: dict[str, int] | None = None

        def from_log(results: IncidentResults) -> list:
            nonlocal by_id
            positions = results.positions
            if positions is not None and _positions_match(db, first, count, positions, results):
                return positions.astype(np.int64) + first  # the log's rows are consecutive, in log order
            if by_id is None:
                by_id = dict(db.execute("SELECT incident_id, id FROM incidents WHERE id BETWEEN ? AND ?",
                                        (first, first + count - 1)).fetchall())
            return [by_id.get(i) for i in results.ids]

        return from_log
    query = "SELECT incident_id, id FROM incidents WHERE run_id = ? AND log_id IS NULL"
    params: tuple = (run_id,)
    if incidents_file is not None:
        query += " AND source_file = ?"
        params = (run_id, str(incidents_file))
    row_ids = dict(db.execute(query, params).fetchall())
    return lambda results: [row_ids.get(i) for i in results.ids]


def _positions_match(db: sqlite_utils.Database, first: int, count: int, positions, results: IncidentResults) -> bool:
    """Do the claim's log positions point into this stored log (its first and last listed ids agree)?"""
    if len(positions) == 0:
        return True
    for k in (0, len(positions) - 1):
        position = int(positions[k])
        if not 0 <= position < count:
            return False
        stored = db.execute("SELECT incident_id FROM incidents WHERE id = ?", (first + position,)).fetchone()
        if stored is None or stored[0] != results.ids[k]:
            return False
    return True


def _incident_set_sha256(row_ids, results: IncidentResults) -> str:
    """A month's per-incident rows by content, so the same claim computed again stores them once."""
    import numpy as np

    from .columns.hashing import content_sha256

    ids = results.ids.array
    return content_sha256(orjson.dumps(row_ids, option=orjson.OPT_SERIALIZE_NUMPY),  # numpy ids: same bytes as a list
                          ids.tobytes() if ids.dtype.kind == "S" else b"\0".join(ids.tolist()),
                          np.ascontiguousarray(results.minutes).tobytes(),
                          np.ascontiguousarray(results.reason_codes).tobytes())


def _delete_claim(db: sqlite_utils.Database, claim_id: int) -> None:
    """Remove a claim and its months; per-incident rows other months still share move to one of them."""
    months = [r[0] for r in db.execute("SELECT id FROM claim_months WHERE claim_id = ?", (claim_id,))]
    for month_id in months:
        owned = db.execute("SELECT sha256 FROM claim_incident_sets WHERE claim_month_id = ?", (month_id,)).fetchone()
        heir = None
        if owned is not None:
            heir = db.execute("SELECT MIN(id) FROM claim_months WHERE incidents_sha256 = ? AND claim_id != ?",
                              (owned[0], claim_id)).fetchone()[0]
        if heir is None:
            db.execute("DELETE FROM claim_incidents WHERE claim_month_id = ?", (month_id,))
            db.execute("DELETE FROM claim_incident_sets WHERE claim_month_id = ?", (month_id,))
        else:
            db.execute("UPDATE claim_incidents SET claim_month_id = ? WHERE claim_month_id = ?", (heir, month_id))
            db.execute("UPDATE claim_incident_sets SET claim_month_id = ? WHERE claim_month_id = ?", (heir, month_id))
    for notes in ("claim_month_bases", "claim_month_reviews"):
        db.execute(f"DELETE FROM {notes} WHERE claim_month_id IN (SELECT id FROM claim_months WHERE claim_id = ?)",
                   (claim_id,))
    db.execute("DELETE FROM claim_months WHERE claim_id = ?", (claim_id,))
    db.execute("DELETE FROM claims WHERE id = ?", (claim_id,))


def save_claim(db: sqlite_utils.Database, result: ClaimResult, run_id: int, *,
               document_sha256: str | None = None, terms_source: str | Path | None = None,
               incidents_file: str | Path | None = None, monthly_fee: Decimal | float | None = None,
               as_of: date | None = None, rows_in_background: bool = False) -> int:
    """Store a claim with its months and per-incident minutes; returns the claim id.

    Each month's incidents link to the ``incidents`` rows of the log this run read (from
    ``incidents_file`` when given), so a credit can be traced to the log lines behind it.
    A month's per-incident rows are stored once per content (``claim_incident_sets``): the
    same claim computed again on the same log adds its claim and month rows only, and
    ``claim_month_incidents`` lists every month's incidents, whichever run stored them.

    ``rows_in_background``: new per-incident rows are written by ``in_background`` while the
    caller goes on (the transaction waits for them); the claim and month rows are in already.
    """
    claim_id, new_sets = save_claim_months(db, result, run_id, document_sha256=document_sha256,
                                           terms_source=terms_source, incidents_file=incidents_file,
                                           monthly_fee=monthly_fee, as_of=as_of)
    rows = ClaimIncidentRows(new_sets)  # made here, before any thread: written here or there
    if rows_in_background and new_sets:
        in_background(db, save_claim_incidents, rows)
    else:
        save_claim_incidents(db, rows)
    return claim_id


NewIncidentSets = list  # (month id, incident row ids, IncidentResults) of months whose rows are not stored yet


def save_claim_months(db: sqlite_utils.Database, result: ClaimResult, run_id: int, *,
                      document_sha256: str | None = None, terms_source: str | Path | None = None,
                      incidents_file: str | Path | None = None, monthly_fee: Decimal | float | None = None,
                      as_of: date | None = None) -> tuple[int, NewIncidentSets]:
    """``save_claim`` without the per-incident rows: the claim, its months (each with the sha256
    of its rows), and the months whose rows are new, for ``save_claim_incidents``."""
    old = [r[0] for r in db.execute(
        "SELECT id FROM claims WHERE run_id = ? AND IFNULL(incidents_file, '') = ?",
        (run_id, str(incidents_file or "")),
    ).fetchall()]
    for claim_id in old:  # same run, same inputs: replace (no duplicate rows)
        _delete_claim(db, claim_id)
    from .report.claims import claim_currency

    split = [result.claimable_credit, result.held_credit, result.lapsed_credit]  # as the claim JSON gives them
    claim_id = db.execute(
        "INSERT INTO claims (run_id, document_sha256, terms_source, incidents_file, total_credit, monthly_fee, as_of,"
        " total_credit_cents, monthly_fee_cents, claimable_credit, claimable_credit_cents, held_credit,"
        " held_credit_cents, lapsed_credit, lapsed_credit_cents, currency, months, capped_months)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (run_id, document_sha256, str(terms_source) if terms_source is not None else None,
         str(incidents_file) if incidents_file is not None else None, str(result.total_credit),
         str(monthly_fee) if monthly_fee is not None else None, as_of.isoformat() if as_of else None,
         cents(result.total_credit), cents(monthly_fee), *[v for amount in split for v in (str(amount), cents(amount))],
         claim_currency(result) or None, len(result.months), sum(1 for m in result.months if m.capped)),
    ).lastrowid
    row_ids_of = _incident_row_ids(db, run_id, incidents_file)
    new_sets = []  # (month id, incident row ids, results) of the months whose rows are not stored yet
    for month in result.months:
        incidents = IncidentResults.coerce(month.incidents)
        row_ids = row_ids_of(incidents)
        digest = _incident_set_sha256(row_ids, incidents)
        month_id = db.execute(
            "INSERT INTO claim_months (claim_id, run_id, month, unit_minutes, downtime_minutes, availability_pct,"
            " credit_pct, credit_amount, currency, capped, claim_deadline, claim_open, basis, review, incidents_sha256,"
            " credit_amount_cents, end_not_known, claim_state)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (claim_id, run_id, month.month, month.unit_minutes, month.downtime_minutes, month.availability_pct,
             month.credit_pct, str(month.credit_amount), month.currency, int(month.capped),
             month.claim_deadline.isoformat() if month.claim_deadline else None,
             None if month.claim_open is None else int(month.claim_open), len(month.basis), len(month.review),
             digest, cents(month.credit_amount), len(month.end_not_known), month.claim_state),
        ).lastrowid
        db.conn.executemany("INSERT INTO claim_month_bases (claim_month_id, form, credit_pct, amount, amount_cents,"
                            " detail) VALUES (?, ?, ?, ?, ?, ?)",
                            [(month_id, b.form, float(b.credit_pct), str(b.amount), cents(b.amount), b.detail)
                             for b in month.basis])
        db.conn.executemany("INSERT INTO claim_month_reviews (claim_month_id, note) VALUES (?, ?)",
                            [(month_id, note) for note in month.review])
        if db.execute("SELECT 1 FROM claim_incident_sets WHERE sha256 = ?", (digest,)).fetchone():
            continue  # the same rows are stored already (a rerun on the same log)
        db.execute("INSERT INTO claim_incident_sets (sha256, claim_month_id, rows) VALUES (?, ?, ?)",
                   (digest, month_id, len(incidents)))
        new_sets.append((month_id, row_ids, incidents))
    return int(claim_id), new_sets


def save_claim_incidents(db: sqlite_utils.Database, rows: "ClaimIncidentRows") -> None:
    """The per-incident rows of the months ``save_claim_months`` found new, made ready
    (``ClaimIncidentRows``)."""
    # claim_month_incidents joins on it. Made before the rows (once per database): they go in month
    # by month, so each row's entry goes at the index's end (a million rows and their index
    # 0.91 -> 0.78 s CPU on a new file; into a file that has the index, 1.3-1.6 -> 0.9-1.1 s,
    # when the rows went in in the log's order, every month's entries interleaved)
    db.execute("CREATE INDEX IF NOT EXISTS claim_incidents_month ON claim_incidents(claim_month_id)")
    _write_claim_incidents(db, rows)


def _save_claim_incidents(db: sqlite_utils.Database, sets: list[tuple[int, Any, IncidentResults]]) -> None:
    """The months' per-incident rows (``ClaimIncidentRows``), written."""
    _write_claim_incidents(db, ClaimIncidentRows(sets))


class ClaimIncidentRows:
    """The months' per-incident rows made ready to write, numpy only and no statement, so the
    caller makes them before a thread writes them. Months linked to a stored log's consecutive
    rows go in as columns (``bulk_insert``), all months in one run of statements, month after
    month, each month's rows in the log's order. The others (``rest``) go row by row.

    Only the order is found here (in the caller's thread they once contended for the GIL with
    the JSON the caller renders meanwhile: ~0.1 s of work took ~0.3 s); ``blocks`` gathers each
    block's columns as it is asked for, which ``insert_column_blocks`` does while SQLite writes
    the block before."""

    def __init__(self, sets: list[tuple[int, Any, IncidentResults]]):
        import numpy as np

        from .bulk_insert import Unfit, exact_float_digits

        def is_linked(month_set) -> bool:  # (a month without incidents, `--month` one the log has none in: no rows)
            return isinstance(month_set[1], np.ndarray) and month_set[2].ids.fixed and len(month_set[1]) > 0

        self.rows, self.linked_range, self.rest = 0, (0, 0), sets
        linked = [s for s in sets if is_linked(s)]
        if not linked:
            return
        minutes = np.concatenate([i.minutes for _, _, i in linked])
        try:
            exact_float_digits(minutes)  # decided for every block here: none is written half as columns
        except Unfit:
            return
        self.month_ids = np.concatenate([np.full(len(i), m, dtype=np.int64) for m, _, i in linked])
        self.row_ids = np.concatenate([r for _, r, _ in linked]).astype(np.int64, copy=False)
        self.ids = np.concatenate([i.ids.array for _, _, i in linked])
        self.minutes, self.reason_codes = minutes, np.concatenate([i.reason_codes for _, _, i in linked])
        self.order = _month_by_month_in_log_order([r for _, r, _ in linked])
        self.rows, self.linked_range = len(self.row_ids), (int(self.row_ids.min()), int(self.row_ids.max()))
        self.rest = [s for s in sets if not is_linked(s)]

    def blocks(self) -> Iterator[tuple[dict[str, Any], int]]:
        """The linked months' ``claim_incidents`` columns a block at a time, month by month
        (``stored_columns.claim_incident_column_blocks``: a small first block, then bigger ones)."""
        from . import stored_columns

        return stored_columns.claim_incident_column_blocks(self.month_ids, self.row_ids, self.ids, self.minutes,
                                                           self.reason_codes, self.order)


def _month_by_month_in_log_order(row_ids: list) -> "np.ndarray | None":
    """Positions into the months' row ids laid end to end: month after month, each month's rows
    by row id, the log's order (a month in that order already is not sorted again); None when
    every month is in that order already (the blocks are then slices, not gathered copies: a 1M
    claim's ~36 MB of fresh memory less)."""
    import numpy as np

    ascending = [len(ids) < 2 or bool((ids[1:] >= ids[:-1]).all()) for ids in row_ids]
    if all(ascending):
        return None
    order, start = [], 0
    for ids, in_order in zip(row_ids, ascending):
        order.append(np.arange(start, start + len(ids)) if in_order else start + np.argsort(ids, kind="stable"))
        start += len(ids)
    return np.concatenate(order)


def _write_claim_incidents(db: sqlite_utils.Database, rows: ClaimIncidentRows) -> None:
    import numpy as np

    from .bulk_insert import insert_column_blocks

    if rows.rows:
        _check_rows_exist(db, "incidents", *rows.linked_range)
        insert_column_blocks(db.conn, "claim_incidents", rows.blocks())
    for month_id, row_ids, incidents in rows.rest:
        if isinstance(row_ids, np.ndarray) and len(row_ids):  # positions in a stored log (else ids looked up)
            _check_rows_exist(db, "incidents", int(row_ids.min()), int(row_ids.max()))
        db.conn.executemany(
            "INSERT INTO claim_incidents (claim_month_id, incident_row_id, incident_id, counted_minutes,"
            " excluded_reason) VALUES (?, ?, ?, ?, ?)",
            zip(itertools.repeat(month_id), row_ids.tolist() if isinstance(row_ids, np.ndarray) else row_ids,
                incidents.ids.tolist(), incidents.counted_minutes,
                incidents.excluded_reasons))


def _check_rows_exist(db: sqlite_utils.Database, table: str, first: int, last: int) -> None:
    """Every row id from ``first`` to ``last`` is in ``table``: the references a claim writes to a
    stored log's consecutive rows, checked once for the range (the claim's transaction does not
    have SQLite look each one up). A gap is a bug, and the transaction rolls back.

    A stored log's rows that this connection wrote itself (``_close_log``: they went in as
    consecutive ids from ``MAX(id) + 1``, and no statement of slacheck deletes a stored log's rows)
    are not counted again: the count reads every row of the range (~0.08 s a million, while the
    claim's rows wait for it)."""
    if table == "incidents" and any(lo <= first and last <= hi for lo, hi in db.incident_rows_written):
        return
    found = db.execute(f"SELECT COUNT(*) FROM [{table}] WHERE id BETWEEN ? AND ?", (first, last)).fetchone()[0]
    if found != last - first + 1:
        raise RuntimeError(f"{table} rows {first}..{last}: {found} of {last - first + 1} found")


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
            "currency": next((m.currency for side in (ours, theirs) if side is not None for m in side.months), None),
        }
    ).last_pk
    # the pairs' columns (ours, theirs, ours_minutes, theirs_minutes, difference_minutes first): a big
    # reconcile pairs a million incidents, and a model per pair took longer than the inserts
    rows = list(zip(itertools.repeat(rec_id), *result.matched.lists()[:5]))
    rows += [(rec_id, i, None, None, None, None) for i in result.ours_only]
    rows += [(rec_id, None, i, None, None, None) for i in result.theirs_only]
    db.conn.executemany("INSERT INTO reconcile_pairs (reconciliation_id, ours, theirs, ours_minutes, theirs_minutes,"
                        " difference_minutes) VALUES (?, ?, ?, ?, ?, ?)", rows)
    return int(rec_id)


def working_folder() -> str | None:
    """The folder a run was started in (``runs.cwd``): the paths a run records are as the user typed them,
    and a relative one is found again from here. None if that folder was deleted under the process."""
    try:
        return os.getcwd()
    except OSError:
        return None


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
                                     "finished_at": _now(), "status": "failed", "slacheck_version": __version__,
                                     "error": message[:2000], "cwd": working_folder()})
    except sqlite3.DatabaseError:
        return
    finally:
        db.close()
    write_metadata(path)


# --------------------------------------------------------------------------- readers


TABLE_NAMES = re.compile(r"(?:FROM|JOIN)\s+\[?(\w+)")
RUN_COUNTS = ("terms", "findings", "incidents", "claims", "acceptance", "scores", "diff_changes", "reconciliations")
# a run's incidents: the rows of the stored logs it read, plus rows saved without a log
RUN_INCIDENTS = ("((SELECT COUNT(*) FROM incidents WHERE run_id = r.id AND log_id IS NULL)"
                 " + IFNULL((SELECT SUM(l.rows) FROM run_incident_logs rl JOIN incident_logs l ON l.id = rl.log_id"
                 " WHERE rl.run_id = r.id), 0)) AS [incidents]")


def list_runs(db: sqlite_utils.Database, *, command: str | None = None, file: str | None = None,
              limit: int | None = None) -> list[dict]:
    """Committed and failed runs, newest first, with how many rows of each kind they wrote.

    ``command`` keeps one command's runs; ``file`` those whose options name a file containing
    that text (``dev01``, ``incidents.csv``); ``limit`` the newest N.
    """
    if "runs" not in db.table_names():
        return []
    have = set(db.table_names())
    counts = ",\n".join(RUN_INCIDENTS if t == "incidents" and "incident_logs" in have
                        else f"(SELECT COUNT(*) FROM [{t}] WHERE run_id = r.id) AS [{t}]" if t in have
                        else f"0 AS [{t}]" for t in RUN_COUNTS)
    run_columns = {c.name for c in db.table("runs").columns}
    error = "r.error" if "error" in run_columns else "NULL"
    cwd = "r.cwd" if "cwd" in run_columns else "NULL"
    where, params = [], []
    if command:
        where.append("r.command = ?")
        params.append(command)
    if file:
        where.append("r.args LIKE ? ESCAPE '\\'")
        params.append("%" + file.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%")
    sql = (f"SELECT r.id, r.command, r.args, r.started_at, r.finished_at, r.status, r.slacheck_version, {error}, {cwd},"
           f" {counts} FROM runs r" + (" WHERE " + " AND ".join(where) if where else "") + " ORDER BY r.id DESC")
    if limit is not None:
        sql += " LIMIT ?"
        params.append(limit)
    cols = ["id", "command", "args", "started_at", "finished_at", "status", "slacheck_version", "error", "cwd",
            *RUN_COUNTS]
    runs = []
    for row in db.execute(sql, params).fetchall():
        run = dict(zip(cols, row))
        run["args"] = json.loads(run["args"]) if run["args"] else {}
        runs.append(run)
    return runs


def run_as_of(db: sqlite_utils.Database, run_id: int) -> date | None:
    """The day a claim run judged its months on (its recorded ``as_of``), None when not recorded."""
    row = db.execute("SELECT args FROM runs WHERE id = ?", (run_id,)).fetchone()
    try:
        return date.fromisoformat(str(json.loads(row[0] or "{}").get("as_of"))[:10])
    except (TypeError, ValueError, AttributeError):
        return None


def run_figures(db: sqlite_utils.Database, run_id: int) -> list[tuple[str, str]]:
    """A run's key figures as ``(label, value)`` lines: what a person asks of it later."""
    have = set(db.table_names())

    def q(sql: str) -> list[tuple]:  # an older database may lack a table: nothing of that kind then
        return db.execute(sql, (run_id,)).fetchall() if all(t in have for t in TABLE_NAMES.findall(sql)) else []

    from .words import counted

    figures: list[tuple[str, str]] = []
    for name, count in q("SELECT d.name, COUNT(*) FROM terms t JOIN documents d ON d.sha256 = t.document_sha256 "
                         "WHERE t.run_id = ? GROUP BY d.name"):
        figures.append(("terms", f"{count} from {name}"))
    for name, checklist, ok, failed, missing, review in q(
            "SELECT d.name, f.checklist, SUM(f.status = 'pass'), SUM(f.status = 'fail'), SUM(f.status = 'missing'),"
            " SUM(f.status = 'review') FROM findings f JOIN documents d ON d.sha256 = f.document_sha256"
            " WHERE f.run_id = ? GROUP BY d.name, f.checklist"):
        figures.append(("findings", f"{name} against {checklist}: pass {ok}, fail {failed}, missing {missing}, "
                                    f"review {review}"))
    blockers = q("SELECT rule, status FROM findings WHERE run_id = ? AND severity = 'blocker' AND status != 'pass'")
    if blockers:
        figures.append(("blockers not passed", ", ".join(f"{r} ({st})" for r, st in blockers)))
    for rank, score, name, cost, currency in q("SELECT rank, score, document_name, cost, currency FROM scores "
                                               "WHERE run_id = ? ORDER BY rank, document_name"):
        money = f", cost {format_money(cost)} {currency or '(currency not stated)'}" if cost is not None else ""
        figures.append((f"rank {rank}", f"{name}: score {score:.2f}{money}"))
    changes = q("SELECT COUNT(DISTINCT key), COUNT(DISTINCT rule) FROM diff_changes WHERE run_id = ?")
    if changes and (changes[0][0] or changes[0][1]):
        figures.append(("changes", f"{counted(changes[0][0], 'term')} changed, {counted(changes[0][1], 'rule')} moved"))
    as_of = run_as_of(db, run_id)
    columns = db["claim_months"].columns_dict if "claim_months" in have else {}
    held = "end_not_known" if "end_not_known" in columns else "NULL"  # NULL: a database of before it
    # the state the claim stored, or (a month stored before it was kept: history reads, it does not migrate) the one
    # its row tells, as opening the database for a write gives it
    state_of = f"(SELECT {stored_state(held)} FROM claims WHERE claims.id = claim_months.claim_id)"
    if "claim_state" in columns:
        state_of = f"COALESCE(claim_state, {state_of})"
    for month, availability, credit, currency, capped, deadline, claim_open, end_not_known, claim_state in q(
            "SELECT month, availability_pct, credit_amount, currency, capped, claim_deadline, claim_open, "
            f"{held}, {state_of} FROM claim_months WHERE run_id = ? ORDER BY month"):
        state = {"held": "held (an incident's end not known)",  # as the claim's table: held back, not claimed
                 "not over": f"(month not finished on {as_of.isoformat()})" if as_of else "(month not finished)",
                 "open": "open" if claim_open is not None else ""}.get(claim_state, claim_state or "")
        if end_not_known and "held" not in state:  # lapsed or not over: as the claim's table, said beside it
            state += " (an incident's end not known)"
        figures.append((month, f"availability {availability:.4f}%, credit {format_money(credit)} {currency or ''}"
                               f"{' (capped)' if capped else ''}, claim by {deadline} {state}".rstrip()))
    split = "claimable_credit, held_credit, lapsed_credit" if "claims" in have and "held_credit" in \
        db["claims"].columns_dict else "NULL, NULL, NULL"  # NULL: a database (or a claim) of before the split
    for total, incidents_file, claimable, held, lapsed in q(
            f"SELECT total_credit, incidents_file, {split} FROM claims WHERE run_id = ?"):
        currency = q("SELECT currency FROM claim_months WHERE run_id = ? LIMIT 1")
        unit = f" {currency[0][0]}" if currency and currency[0][0] else ""
        figures.append(("total credit", f"{format_money(total)}{unit}"
                                        + (f" ({Path(incidents_file).name})" if incidents_file else "")))
        if claimable is not None and Decimal(claimable) != Decimal(total):  # as the claim's split line
            rest = Decimal(total) - Decimal(claimable) - Decimal(held) - Decimal(lapsed)
            held_text = f", held back {format_money(held)}" if Decimal(held) else ""  # (as the split line: when any)
            figures.append(("of which", f"claimable now {format_money(claimable)}{held_text}, lapsed "
                                        f"{format_money(lapsed)}, month not over {format_money(rest)}{unit}"))
    stored = "currency" if "reconciliations" in have and "currency" in db["reconciliations"].columns_dict else "NULL"
    for matched, ours, theirs, our_credit, their_credit, currency in q(  # currency NULL: a database of before it
            f"SELECT matched, ours_only, theirs_only, ours_credit, theirs_credit, {stored} FROM reconciliations "
            "WHERE run_id = ?"):
        figures.append(("reconciled", f"{matched} on both sides, {ours} ours only, {theirs} theirs only"))
        if our_credit is not None:
            unit = f" {currency}" if currency else ""
            figures.append(("credit", f"ours {format_money(our_credit)}{unit}, theirs {format_money(their_credit)}"
                                      f"{unit}"))
    for verdict, source in q("SELECT verdict, terms_source FROM acceptance WHERE run_id = ?"):
        figures.append(("acceptance", f"{verdict.upper()} against {Path(source).name if source else 'the contract'}"))
    return figures


def format_money(amount: str | Decimal | None) -> str:
    """``1843200.00`` as ``1,843,200.00``: money a person reads has thousands separators."""
    if amount is None:
        return ""
    return f"{Decimal(str(amount)):,.2f}"


def read_run(path: str | Path, run_id: int) -> dict:
    """One run with its key figures (``history show ID``)."""
    with _reading(path) as db:
        runs = [r for r in list_runs(db) if r["id"] == run_id]
        if not runs:
            raise SlacheckError(Path(path), f"no run {run_id} (slacheck history lists them)")
        return {**runs[0], "figures": [{"label": label, "value": value} for label, value in run_figures(db, run_id)]}


@contextmanager
def _reading(path: str | Path) -> Iterator[sqlite_utils.Database]:
    """The database for reading, without creating it if it is absent."""
    path = Path(path)
    if not path.exists():
        raise SlacheckError(path, "no such database (nothing has been saved yet)")
    db = _connect(path)
    try:
        yield db
    except sqlite3.DatabaseError as exc:
        raise SlacheckError(path, f"cannot read the database: {exc}") from None
    finally:
        db.close()


def read_runs(path: str | Path, **filters) -> list[dict]:
    """``list_runs`` for a database file, without creating it if it is absent."""
    with _reading(path) as db:
        return list_runs(db, **filters)
