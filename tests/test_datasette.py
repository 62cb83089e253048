"""The audit database as a user opens it (issue 10): in Datasette, with the metadata slacheck writes
beside it; money sortable as a number; details in their own tables, rows short."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from slacheck.cli import app

DEVSET = Path(__file__).resolve().parents[1] / "fixtures" / "devset"
DEV01 = "dev01_lansuan_h800_lingang"


@pytest.fixture(scope="module")
def audit_db(tmp_path_factory) -> Path:
    db = tmp_path_factory.mktemp("audit") / "audit.db"
    runner = CliRunner()
    for args in (["claim", "--terms", DEVSET / f"{DEV01}.truth.yaml", "--incidents", DEVSET / f"{DEV01}.incidents.csv",
                  "--units", 128, "--as-of", "2025-08-10"],
                 ["check", DEVSET / "dev04_tallgrass_h100_msa.txt"],
                 ["score", DEVSET / f"{DEV01}.truth.yaml", DEVSET / "dev06_jiading_910b_order.truth.yaml"]):
        done = runner.invoke(app, [str(a) for a in args] + ["--db", str(db), "--format", "json"])
        assert done.exit_code in (0, 1), done.output
    return db


def datasette_get(db: Path, *urls: str) -> list:
    from datasette.app import Datasette

    metadata = yaml.safe_load((db.parent / "audit.metadata.yml").read_text(encoding="utf-8"))
    ds = Datasette([str(db)], metadata=metadata, settings={"num_sql_threads": 0})  # no pool left behind (test_store)

    async def fetch():
        out = []
        for url in urls:
            response = await ds.client.get(url)
            assert response.status_code == 200, (url, response.text[:500])
            out.append(response.json() if ".json" in url else response.text)
        return out

    return asyncio.run(fetch())


def test_metadata_is_written_beside_the_database(audit_db):
    metadata = yaml.safe_load((audit_db.parent / "audit.metadata.yml").read_text(encoding="utf-8"))
    tables = metadata["databases"]["audit"]["tables"]
    assert tables["claim_months"]["title"] == "Claim months"
    assert "unit-minutes" in tables["claim_months"]["columns"]["downtime_minutes"]
    assert "credits_owed_per_vendor_per_month" in metadata["databases"]["audit"]["queries"]


def test_datasette_opens_it_with_titles_and_the_canned_query(audit_db):
    page, owed, by_amount = datasette_get(
        audit_db, "/audit/claim_months",
        "/audit/credits_owed_per_vendor_per_month.json?_shape=array",
        "/audit/claim_months.json?_shape=array&_sort_desc=credit_amount_cents")
    assert "Claim months" in page and "in unit-minutes" in page
    assert [(r["month"], r["credit"], r["currency"], r["claim"]) for r in owed] == [
        ("2025-06", 1843200.0, "CNY", "lapsed"), ("2025-07", 737280.0, "CNY", "open")]
    # money sorts as a number (as text "737280.00" > "1843200.00")
    assert [r["credit_amount"] for r in by_amount] == ["1843200.00", "737280.00"]
    assert [r["credit_amount_cents"] for r in by_amount] == [184320000, 73728000]


def test_money_is_exact_text_and_integer_cents(audit_db):
    with sqlite3.connect(audit_db) as conn:
        assert conn.execute("SELECT total_credit, total_credit_cents, typeof(total_credit_cents) FROM claims"
                            ).fetchone() == ("2580480.00", 258048000, "integer")
        forms = conn.execute("SELECT form, amount, amount_cents FROM claim_month_bases ORDER BY id").fetchall()
    assert forms and all(cents == round(float(amount) * 100) for _, amount, cents in forms)


def test_details_live_in_their_own_tables_and_rows_stay_short(audit_db):
    with sqlite3.connect(audit_db) as conn:
        for table, column in (("terms", "alternatives"), ("findings", "other_evidence"),
                              ("claim_months", "basis"), ("claim_months", "review")):
            kinds = {r[0] for r in conn.execute(f"SELECT DISTINCT typeof({column}) FROM {table}")}
            assert kinds == {"integer"}, (table, column, kinds)  # a count, not a JSON list
        counted = conn.execute("SELECT SUM(alternatives) FROM terms").fetchone()[0]
        assert counted == conn.execute("SELECT COUNT(*) FROM term_alternatives").fetchone()[0] > 0
        scores = conn.execute("SELECT COUNT(*) FROM scores").fetchone()[0]
    assert scores == 2
