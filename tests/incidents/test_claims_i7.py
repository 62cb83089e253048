"""Claims, session 37 (i7): what a claimant sees of an unfinished incident, what the JSON always has, what the
claims database keeps, and which values a JSON Lines log's two unit keys disagree on."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from typer.testing import CliRunner

from slacheck.cli import app

from tests.test_datasette import datasette_get

CLUSTER = Path(__file__).resolve().parents[1] / "fixtures" / "cluster_terms.yaml"


# --- a JSON Lines log's `units` and `unit` keys: compared as the units they list --------------------------------------

def jsonl_claim(tmp_path: Path, records: list[dict], db: Path | None = None):
    log = tmp_path / "log.jsonl"
    log.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    store = ["--db", str(db)] if db else ["--no-db"]
    return CliRunner().invoke(app, ["claim", "--format", "json", "--terms", str(CLUSTER), "--incidents", str(log),
                                    "--as-of", "2025-07-01", *store])


AGREE = {"id": "a", "start": "2025-05-03T00:00:00", "end": "2025-05-03T06:00:00", "units": "*", "unit": "*"}


def test_a_jsonl_records_two_unit_keys_that_differ_are_named_with_their_values_and_line(tmp_path):
    db = tmp_path / "h.db"
    second = {"id": "b", "start": "2025-05-04T00:00:00", "end": "2025-05-04T06:00:00", "units": ["n1", "n2"],
              "unit": "n1"}
    result = jsonl_claim(tmp_path, [AGREE, second], db)
    assert result.exit_code == 2 and "Traceback" not in result.output
    said = " ".join(result.output.split())
    # the list as the units it is read as, not Python's ['n1', 'n2']
    assert ("log.jsonl:2: fields 'units' and 'unit' are both read as units and differ ('n1;n2' against 'n1'): which "
            "one holds the units cannot be told; keep one of them") in said
    assert result.stdout == "" and not db.exists()  # nothing computed, nothing written


def test_beside_it_a_list_and_its_semicolon_text_are_the_same_units_and_read(tmp_path):
    second = {"id": "b", "start": "2025-05-04T00:00:00", "end": "2025-05-04T06:00:00", "units": ["*"],
              "unit": "*"}
    result = jsonl_claim(tmp_path, [AGREE, second])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["months"][0]["downtime_minutes"] == 720


# --- a month lapsed or not over that counts an incident whose end is not known --------------------------------------
# the Zabbix problems of test_logs_i4 (tests/fixtures/zabbix/README.md): #3 is CLOSING on 2026-03-20 with no recovery
# time, counted to --as-of 2026-05-02; a 30-day claim window: March has lapsed, April is held back, May is not over

from tests.incidents.test_header_zones import write  # noqa: E402
from tests.incidents.test_logs_i4 import CLOSING, HEADER, RESOLVED, TERMS  # noqa: E402


def zabbix_claim(tmp_path: Path, rows: list[str], fmt: str, *store: str):
    log = write(tmp_path / "zbx.csv", [HEADER, *rows])
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(log), "--tz",
                                      "Asia/Shanghai", "--as-of", "2026-05-02", "--format", fmt,
                                      *(store or ["--no-db"])])
    assert result.exit_code == 0, result.output
    return result


def test_a_lapsed_and_an_unfinished_month_counting_an_unknown_end_say_both_in_the_json(tmp_path):
    data = json.loads(zabbix_claim(tmp_path, [RESOLVED, CLOSING], "json").stdout)
    months = {m["month"]: m for m in data["months"]}
    march, april, may = months["2026-03"], months["2026-04"], months["2026-05"]
    assert (march["claim_open"], march["end_not_known"], may["partial"], may["end_not_known"]) == \
        (False, ["#3"], True, ["#3"])
    assert march["review"][-1].endswith("this month's credit may be overstated; the month's claim window closed on "
                                        "2026-04-30, so its credit has lapsed (not held back), whatever its real end")
    assert may["review"][-1].endswith("this month's credit may be overstated; the month is not over at --as-of, so "
                                      "it is not claimable yet: give its real end before claiming it")
    # beside them, April (finished, window open) is held back, said as before
    assert april["review"][-1].endswith("this month's credit may be overstated; give its real end before claiming")
    assert (data["held_credit"], data["lapsed_credit"], data["claimable_credit"]) == (160000.0, 160000.0, 0.0)


def test_the_table_says_a_lapsed_or_unfinished_months_end_is_not_known(tmp_path):
    out = zabbix_claim(tmp_path, [RESOLVED, CLOSING], "table").stdout
    lines = out.splitlines()
    march = next(k for k, line in enumerate(lines) if line.lstrip().startswith("2026-03"))
    may = next(k for k, line in enumerate(lines) if line.lstrip().startswith("2026-05"))
    assert lines[march].rstrip().endswith("2026-04-30 passed") and lines[march + 1].strip() == "end not known"
    assert lines[may].rstrip().endswith("month not finished") and lines[may + 1].strip() == "end not known"
    # a held month says held, as before, and nothing more
    assert next(line for line in lines if line.lstrip().startswith("2026-04")).rstrip().endswith("2026-05-30 held")
    assert max(len(line) for line in lines[:10]) <= 80  # the month table still fits 80 columns
    md = zabbix_claim(tmp_path, [RESOLVED, CLOSING], "md").stdout
    assert "| 2026-04-30 passed; end not known |" in md and "| month not finished; end not known |" in md


def test_beside_it_months_with_every_end_known_say_nothing_of_it(tmp_path):
    # PROBLEM: still open, not marked ended; --as-of closing it is SPEC §3.7, no end is unknown
    out = zabbix_claim(tmp_path, [RESOLVED, CLOSING.replace("CLOSING", "PROBLEM")], "table").stdout
    assert "end not known" not in out and "2026-04-30 passed\n" in out
    data = json.loads(zabbix_claim(tmp_path, [RESOLVED, CLOSING.replace("CLOSING", "PROBLEM")], "json").stdout)
    assert all(m["end_not_known"] == [] for m in data["months"])
    assert not any("lapsed (not held back)" in note for m in data["months"] for note in m["review"])


def test_history_show_says_a_lapsed_or_unfinished_months_end_is_not_known(tmp_path):
    db = tmp_path / "h.db"
    zabbix_claim(tmp_path, [RESOLVED, CLOSING], "json", "--db", str(db))
    shown = CliRunner().invoke(app, ["history", "show", "1", "--db", str(db)])
    said = " ".join(shown.stdout.split())
    assert "claim by 2026-04-30 lapsed (an incident's end not known)" in said
    assert "claim by 2026-05-30 held (an incident's end not known)" in said  # (held, as before: said once)
    assert "(month not finished on 2026-05-02) (an incident's end not known)" in said


# --- the claim JSON's shape: held_credit and end_not_known always there -------------------------------------------

def test_the_json_has_held_credit_and_end_not_known_when_nothing_is_held(tmp_path):
    data = json.loads(zabbix_claim(tmp_path, [RESOLVED], "json").stdout)
    assert data["held_credit"] == 0.0 and data["claimable_credit"] == 0.0  # (March lapsed: a 30-day window)
    assert [(m["month"], m["end_not_known"]) for m in data["months"]] == [("2026-03", [])]


# --- the claims table keeps the split a user queries ---------------------------------------------------------------

def test_the_stored_claim_keeps_what_is_claimable_held_and_lapsed(tmp_path):
    db = tmp_path / "audit.db"
    zabbix_claim(tmp_path, [RESOLVED, CLOSING], "json", "--db", str(db))
    with sqlite3.connect(db) as conn:
        row = conn.execute("SELECT total_credit, claimable_credit, held_credit, held_credit_cents, lapsed_credit,"
                           " lapsed_credit_cents, claimable_credit_cents, currency, months, capped_months"
                           " FROM claims").fetchone()
    assert row == ("396800.00", "0.00", "160000.00", 16000000, "160000.00", 16000000, 0, "CNY", 3, 2)
    shown = CliRunner().invoke(app, ["history", "show", "1", "--db", str(db)])
    said = " ".join(shown.stdout.split())
    assert ("of which claimable now 0.00, held back 160,000.00, lapsed 160,000.00, month not over 76,800.00 CNY"
            in said)
    # Datasette's canned query answers "what is owed and what is held"
    owed, = datasette_get(db, "/audit/claims_owed_and_held.json?_shape=array")
    assert [(r["currency"], r["claimable"], r["held"], r["lapsed"], r["not_over"], r["total"], r["months"],
             r["capped_months"]) for r in owed] == [("CNY", 0.0, 160000.0, 160000.0, 76800.0, 396800.0, 3, 2)]


def test_an_older_database_gets_the_columns_and_its_old_claim_keeps_null(tmp_path):
    db = tmp_path / "old.db"
    zabbix_claim(tmp_path, [RESOLVED], "json", "--db", str(db))
    added = ["claimable_credit", "claimable_credit_cents", "held_credit", "held_credit_cents", "lapsed_credit",
             "lapsed_credit_cents", "currency", "months", "capped_months"]
    with sqlite3.connect(db) as conn:  # as slacheck wrote it before the split was kept
        for column in added:
            conn.execute(f"ALTER TABLE claims DROP COLUMN {column}")
    shown = CliRunner().invoke(app, ["history", "show", "1", "--db", str(db)])
    assert shown.exit_code == 0 and "total credit 6,400.00 CNY" in " ".join(shown.stdout.split())
    assert "of which" not in shown.stdout  # (nothing of the split was recorded then)
    zabbix_claim(tmp_path, [RESOLVED, CLOSING], "json", "--db", str(db))
    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT run_id, total_credit, held_credit_cents, currency, months FROM claims"
                            " ORDER BY run_id").fetchall()
    assert rows == [(1, "6400.00", None, None, None), (2, "396800.00", 16000000, "CNY", 3)]
