"""The audit database's clauses (q7): a run stored before slacheck stored a contract's clauses with its terms reads
back as "not recorded" (schema 2's migration), not as a contract stating none, and a claim on its terms says so; a
claim on the contract (``claim --contract``) stores the contract's terms and clauses as extract does."""

import json
import sqlite3
from pathlib import Path

from typer.testing import CliRunner

from slacheck import api, store
from slacheck.cli import app
from slacheck.models import Extraction
# a credit by each outage's length, in rows under a lead that says them owed per outage: 11,000.00 USD for March
from tests.sla.test_claim_money_mo23 import FEE, LADDER, MARCH


def run(*args) -> object:
    done = CliRunner().invoke(app, [str(a) for a in args])
    assert done.exit_code == 0, done.output
    return done


def extracted(tmp_path: Path) -> dict:
    """The contract extracted into ``a.db`` (run 1); its document's info."""
    (tmp_path / "c.md").write_text(FEE + LADDER, encoding="utf-8")
    (tmp_path / "log.csv").write_text(MARCH, encoding="utf-8")
    return json.loads(run("extract", tmp_path / "c.md", "--db", tmp_path / "a.db", "--format", "json").stdout)["document"]


def as_schema_1(db: Path, *, with_clauses: bool) -> None:
    """``db`` as a slacheck of schema 1 left it: before the runs said whether their clauses were recorded, and (not
    ``with_clauses``) before it stored any clause (no ``contract_clauses``)."""
    conn = sqlite3.connect(db)
    if "clauses_not_recorded" in {row[1] for row in conn.execute("PRAGMA table_info(runs)")}:
        conn.execute("ALTER TABLE runs DROP COLUMN clauses_not_recorded")
    if not with_clauses:
        conn.execute("DROP TABLE contract_clauses")
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()


def stored_claim(tmp_path: Path, info: dict, run_id: int = 1):
    """The clauses stored with run ``run_id``'s terms, and the claim on those terms."""
    conn = store.open_db(tmp_path / "a.db")
    try:
        clauses = store.stored_clauses(conn, run_id, info["sha256"])
        stored = Extraction(document=info, terms=store.stored_terms(conn, run_id, info["sha256"]), clauses=clauses)
    finally:
        conn.close()
    return clauses, api.claim(tmp_path / "log.csv", terms=stored, as_of="2026-04-10")


def test_a_run_stored_before_clauses_were_reads_back_as_not_recorded_and_the_claim_says_so(tmp_path):
    # bafc589e: the table is created empty when the old database is opened, so the run reads back as a contract
    # stating no credit per incident, and the claim on its terms owes nothing by the per-outage rows without a word
    info = extracted(tmp_path)
    as_schema_1(tmp_path / "a.db", with_clauses=False)
    clauses, claim = stored_claim(tmp_path, info)
    assert clauses is None
    [note] = [n for n in claim.notes if "clauses" in n]
    assert note.startswith("c.md: these terms were stored before slacheck stored the contract's clauses with them")
    assert "a credit per incident" in note and "extract the contract again" in note


def test_the_migration_marks_only_the_earlier_runs(tmp_path):
    # bafc589e: the old run reads back as stating no clause, as the new one
    info = extracted(tmp_path)
    as_schema_1(tmp_path / "a.db", with_clauses=False)
    run("extract", tmp_path / "c.md", "--db", tmp_path / "a.db")  # run 2, by this slacheck
    conn = sqlite3.connect(tmp_path / "a.db")
    assert conn.execute("PRAGMA user_version").fetchone() == (store.SCHEMA_VERSION,)
    assert conn.execute("SELECT id, clauses_not_recorded FROM runs ORDER BY id").fetchall() == [(1, 1), (2, None)]
    conn.close()
    assert stored_claim(tmp_path, info, 1)[0] is None
    clauses, claim = stored_claim(tmp_path, info, 2)
    assert "2-6 hours 3 days compensation" in clauses.per_incident_clauses[0].text
    assert claim.total_credit == 11000 and not [n for n in claim.notes if "clauses" in n]


def test_a_schema_1_run_that_stored_its_clauses_keeps_them(tmp_path):
    # guard (passes on bafc589e): a run of a database written once slacheck stored clauses still prices them
    info = extracted(tmp_path)
    as_schema_1(tmp_path / "a.db", with_clauses=True)
    clauses, claim = stored_claim(tmp_path, info)
    assert clauses is not None and len(clauses.per_incident_clauses) == 1
    assert claim.total_credit == 11000 and not [n for n in claim.notes if "clauses" in n]


def test_a_claim_on_the_contract_stores_its_terms_and_clauses_as_extract_does(tmp_path):
    # bafc589e: the claim run stored neither the contract's terms nor its clauses (only the claim, naming its sha256)
    (tmp_path / "c.md").write_text(FEE + LADDER, encoding="utf-8")
    (tmp_path / "log.csv").write_text(MARCH, encoding="utf-8")
    done = run("claim", "--contract", tmp_path / "c.md", "--incidents", tmp_path / "log.csv", "--as-of", "2026-04-10",
               "--db", tmp_path / "a.db", "--format", "json")
    assert json.loads(done.stdout)["total_credit"] == 11000
    info = api.extract(tmp_path / "c.md").document.model_dump(mode="json")
    conn = sqlite3.connect(tmp_path / "a.db")
    assert conn.execute("SELECT r.command, COUNT(*) FROM contract_clauses c JOIN runs r ON r.id = c.run_id "
                        "WHERE c.reader = 'per_incident_clauses' GROUP BY r.id").fetchall() == [("claim", 1)]
    assert conn.execute("SELECT COUNT(*) FROM terms WHERE run_id = 1").fetchone()[0] > 0
    conn.close()
    clauses, claim = stored_claim(tmp_path, info)
    assert claim.total_credit == 11000 and len(clauses.per_incident_clauses) == 1
