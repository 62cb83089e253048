"""The audit database's canned queries, session 37 (i8): "claimable" means claimable on the claim's as-of day. A
month held back (an incident the log marks ended with no end time, i6) or not over at --as-of is owed, not claimable:
the per-currency query sums what each claim's JSON gives as ``claimable_credit`` and shows the rest beside it, and
the per-month query says held or not over where it said open. Zabbix's Problems export: tests/fixtures/zabbix."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from typer.testing import CliRunner

from slacheck.cli import app

from tests.incidents.test_header_zones import write
from tests.incidents.test_logs_i4 import HEADER, TERMS
from tests.test_datasette import datasette_get

# one node of ten down, each in its own log: April over and inside its 30-day window at --as-of 2026-05-02, May not
APRIL = '"High","2026-04-05 14:30:00","2026-04-05 16:00:00","RESOLVED","gpu-node-07","Unavailable by ICMP ping",' \
        '"1h 30m","Yes","",""'
MAY = '"High","2026-05-01 10:00:00","2026-05-01 12:00:00","RESOLVED","gpu-node-03","Unavailable by ICMP ping",' \
      '"2h","Yes","",""'
# ended by hand with no recovery time: counted to --as-of, so April is held back and May (not over) counts it too
CLOSING = '"Disaster","2026-04-20 23:40:00","","CLOSING","gpu-node-11","Zabbix agent is not available (for 3m)",' \
          '"2d 1h","No","",""'


def claim(db: Path, terms: Path, log: Path) -> None:
    result = CliRunner().invoke(app, ["claim", "--terms", str(terms), "--incidents", str(log), "--tz",
                                      "Asia/Shanghai", "--as-of", "2026-05-02", "--format", "json", "--db", str(db)])
    assert result.exit_code == 0, result.output


def three_claims(tmp_path: Path) -> Path:
    """CNY: one claim with April claimable and May not over, one with April held and May not over; USD (the same
    contract at a 100,000 fee): April claimable and May not over."""
    db = tmp_path / "audit.db"
    usd = tmp_path / "usd_terms.yaml"
    usd.write_text(TERMS.read_text(encoding="utf-8").replace("currency: CNY", "currency: USD")
                   .replace("monthly_fee: 320000", "monthly_fee: 100000"), encoding="utf-8")
    resolved = write(tmp_path / "resolved.csv", [HEADER, APRIL, MAY])
    claim(db, TERMS, resolved)
    claim(db, TERMS, write(tmp_path / "closing.csv", [HEADER, CLOSING]))
    claim(db, usd, resolved)
    return db


def test_credit_claimable_per_currency_leaves_out_held_and_unfinished_months(tmp_path):
    db = three_claims(tmp_path)
    owed, = datasette_get(db, "/audit/credit_owed_per_currency.json?_shape=array")
    # CNY: 6,400 claimable (April, 2% of 320,000 for 2 started hours); April's 160,000 held; May not over in both
    # (6,400 + 76,800). The query said 249,600.00 "still claimable" (every month with claim_open = 1) before.
    assert [(r["currency"], r["claimable"], r["held"], r["not_over"], r["lapsed"], r["total"], r["claims"],
             r["claims_without_split"]) for r in owed] == [
        ("CNY", 6400.0, 160000.0, 83200.0, 0.0, 249600.0, 2, 0),
        ("USD", 2000.0, 0.0, 2000.0, 0.0, 4000.0, 1, 0)]


def test_beside_it_the_month_query_says_held_and_not_over_where_it_said_open(tmp_path):
    db = three_claims(tmp_path)
    months, = datasette_get(db, "/audit/credits_owed_per_vendor_per_month.json?_shape=array")
    assert sorted((Path(r["contract"]).name, r["currency"], r["month"], r["credit"], r["claim"]) for r in months) == [
        ("node_terms.yaml", "CNY", "2026-04", 6400.0, "open"),  # a finished month, every end known: open as before
        ("node_terms.yaml", "CNY", "2026-04", 160000.0, "held"),
        ("node_terms.yaml", "CNY", "2026-05", 6400.0, "not over"),
        ("node_terms.yaml", "CNY", "2026-05", 76800.0, "not over"),
        ("usd_terms.yaml", "USD", "2026-04", 2000.0, "open"),
        ("usd_terms.yaml", "USD", "2026-05", 2000.0, "not over")]


def test_a_claim_stored_before_the_split_leaves_its_currencys_sums_empty_and_is_counted(tmp_path):
    db = three_claims(tmp_path)
    with sqlite3.connect(db) as conn:  # the CNY claim with April held, as a claim of before the split was kept
        conn.execute("UPDATE claims SET claimable_credit = NULL, claimable_credit_cents = NULL, held_credit = NULL,"
                     " held_credit_cents = NULL, lapsed_credit = NULL, lapsed_credit_cents = NULL, currency = NULL"
                     " WHERE incidents_file LIKE '%closing.csv'")
    owed, = datasette_get(db, "/audit/credit_owed_per_currency.json?_shape=array")
    # not a CNY sum that leaves out what it cannot tell: no sum, and why (its currency taken from its months)
    assert [(r["currency"], r["claimable"], r["held"], r["not_over"], r["total"], r["claims_without_split"])
            for r in owed] == [("CNY", None, None, None, 249600.0, 1), ("USD", 2000.0, 0.0, 2000.0, 4000.0, 0)]
