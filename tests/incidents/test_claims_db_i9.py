"""Claims and the audit database, the leftovers of sessions 36-37 (i9).

Each stored month keeps its state as the claim decided it (``claim_months.claim_state``: open, held, lapsed, not over),
and the canned query reads it instead of working "not over" out again in SQL. A database written before the column
gets it when next opened for a write, from what its rows stored; a month a version before ``end_not_known`` stored
open may have been held back (that version held no month back), so it says so rather than "open". A log read in
blocks (the parallel path) keeps the incidents it marks ended with no end time, as the one-process read does.

The Zabbix problems are test_logs_i4's (its source: tests/fixtures/zabbix/README.md): #3 is CLOSING on 2026-03-20 with
no recovery time, counted to --as-of 2026-05-02; with a 30-day claim window March has lapsed, April is held back (its
window open), May is not over."""

from __future__ import annotations

import json
import sqlite3
from datetime import date, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.claim_inputs import end_not_given_review
from slacheck.incidents.parallel import join_tables
from slacheck.incidents.validate import RawLog, build_table
from slacheck.models import ContractTerms, CreditTier
from slacheck.sla.engine import compute_claim
from slacheck.sla.months import to_epoch_ms

from tests.incidents.test_header_zones import write
from tests.incidents.test_logs_i4 import CLOSING, HEADER, RESOLVED, TERMS
from tests.test_datasette import datasette_get

OPEN = CLOSING.replace("CLOSING", "PROBLEM")  # still open: closed by --as-of (SPEC §3.7), no end unknown


def stored_claim(tmp_path: Path, rows: list[str], db: Path, log: str = "zbx.csv") -> dict:
    written = write(tmp_path / log, [HEADER, *rows])
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(written), "--tz",
                                      "Asia/Shanghai", "--as-of", "2026-05-02", "--format", "json", "--db", str(db)])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def states(db: Path, run_id: int) -> list[tuple[str, str]]:
    with sqlite3.connect(db) as conn:
        return conn.execute("SELECT month, claim_state FROM claim_months WHERE run_id = ? ORDER BY month",
                            (run_id,)).fetchall()


def owed(db: Path, run_id: int) -> list[tuple[str, float, str]]:
    """The canned query "Credits owed per vendor per month" (its months owed something), as Datasette answers it."""
    rows, = datasette_get(db, "/audit/credits_owed_per_vendor_per_month.json?_shape=array")
    return [(r["month"], r["credit"], r["claim"]) for r in rows if r["run_id"] == run_id]


def shown(db: Path, run_id: int) -> str:
    done = CliRunner().invoke(app, ["history", "show", str(run_id), "--db", str(db)])
    assert done.exit_code == 0, done.output
    return " ".join(done.stdout.split())


def as_an_older_version_stored_it(db: Path, *columns: str) -> None:
    with sqlite3.connect(db) as conn:
        for column in columns:
            conn.execute(f"ALTER TABLE claim_months DROP COLUMN {column}")


# --- 1. the month's state is stored as the claim decided it, and the canned query reads it ---------------------------

def test_each_stored_month_keeps_the_state_the_claim_decided_and_the_query_reads_it(tmp_path):
    db = tmp_path / "audit.db"
    data = stored_claim(tmp_path, [RESOLVED, CLOSING], db)
    march, april, may = data["months"]
    assert (march["claim_open"], april["claimable"], april["end_not_known"], may["partial"]) == \
        (False, False, ["#3"], True)
    assert states(db, 1) == [("2026-03", "lapsed"), ("2026-04", "held"), ("2026-05", "not over")]
    assert owed(db, 1) == [("2026-03", 160000.0, "lapsed"), ("2026-04", 160000.0, "held"),
                           ("2026-05", 76800.0, "not over")]


def test_beside_it_a_month_counting_an_incident_still_open_is_stored_open(tmp_path):
    db = tmp_path / "audit.db"
    stored_claim(tmp_path, [RESOLVED, OPEN], db)
    assert states(db, 1) == [("2026-03", "lapsed"), ("2026-04", "open"), ("2026-05", "not over")]
    assert owed(db, 1)[1] == ("2026-04", 160000.0, "open")


# --- an older database: opened for a write, its months get their state from what they stored ------------------------

def test_a_database_stored_before_the_state_was_kept_gets_it_from_its_rows(tmp_path):
    db = tmp_path / "audit.db"
    stored_claim(tmp_path, [RESOLVED, CLOSING], db)
    stored_claim(tmp_path, [RESOLVED, OPEN], db, "open.csv")
    as_an_older_version_stored_it(db, "claim_state")  # as e690976 wrote them: end_not_known kept, no state
    # read as it is (history does not write): the same as the claim said
    assert "claim by 2026-05-30 held (an incident's end not known)" in shown(db, 1)
    assert "claim by 2026-05-30 open" in shown(db, 2)
    stored_claim(tmp_path, [RESOLVED], db, "later.csv")  # a write opens it: the column is added and filled
    assert states(db, 1) == [("2026-03", "lapsed"), ("2026-04", "held"), ("2026-05", "not over")]
    assert states(db, 2) == [("2026-03", "lapsed"), ("2026-04", "open"), ("2026-05", "not over")]
    assert [claim for _, _, claim in owed(db, 1)] == ["lapsed", "held", "not over"]
    assert states(db, 3) == [("2026-03", "lapsed")]


# --- 2. a month a version before end_not_known stored open may have been held: said so -------------------------------

def test_a_month_stored_open_before_end_not_known_says_it_may_have_been_held(tmp_path):
    db = tmp_path / "audit.db"
    stored_claim(tmp_path, [RESOLVED, CLOSING], db)
    as_an_older_version_stored_it(db, "claim_state", "end_not_known")  # as a version before i6 wrote it
    said = shown(db, 1)  # (it said "claim by 2026-05-30 open": that version did not hold April back)
    assert "2026-04 availability 90.0000%, credit 160,000.00 CNY (capped), claim by 2026-05-30 open or held (stored " \
           "by an older version)" in said
    # beside it, what the row does tell stays as it was: March lapsed, May not over
    assert "claim by 2026-04-30 lapsed" in said and "claim by 2026-06-30 (month not finished on 2026-05-02)" in said
    stored_claim(tmp_path, [RESOLVED], db, "later.csv")
    assert owed(db, 1) == [("2026-03", 160000.0, "lapsed"), ("2026-04", 160000.0, "open or held (stored by an older "
                                                                                 "version)"),
                           ("2026-05", 76800.0, "not over")]


def test_beside_it_a_month_stored_open_with_its_ends_known_stays_open(tmp_path):
    db = tmp_path / "audit.db"
    stored_claim(tmp_path, [RESOLVED, OPEN], db)
    as_an_older_version_stored_it(db, "claim_state")  # end_not_known 0: no end unknown, so open, not "open or held"
    stored_claim(tmp_path, [RESOLVED], db, "later.csv")
    assert states(db, 1)[1] == ("2026-04", "open")
    said = shown(db, 1)
    assert "claim by 2026-05-30 open" in said and "open or held" not in said


# --- 4. a log read in blocks keeps the incidents marked ended with no end time --------------------------------------

ZONE = ZoneInfo("Asia/Shanghai")
AS_OF_MS = to_epoch_ms(datetime(2026, 5, 2), ZONE)
NODES = ContractTerms(sla_unit="node", gpu_count=16, gpus_per_node=8, monthly_fee=100000, claim_window_days=90,
                      credit_tiers=[CreditTier(below_pct=99.9, credit_pct=10),
                                    CreditTier(below_pct=99.0, credit_pct=25)])


def raw_log(records: list[tuple[int, str, str, str | None, bool]]) -> RawLog:
    raw = RawLog(file="big.csv")
    for line, incident, start, end, ended in records:
        raw.add(line, incident, start, end, "n1", ended=ended)
    return raw


# a resolved incident with its end (line 2), one marked ended with no end time (line 3: counted to --as-of)
RECORDS = [(2, "a", "2026-03-05T14:30:00", "2026-03-05T16:00:00", False),
           (3, "b", "2026-04-20T23:40:00", None, True)]


def blocks() -> list:
    """The log as the parallel reader reads it: a block a table, the second's lines shifted past the first's."""
    first = build_table(raw_log(RECORDS[:1]), ZONE, as_of_ms=AS_OF_MS, say_ended=False)
    second = build_table(raw_log([(2, *RECORDS[1][1:])]), ZONE, as_of_ms=AS_OF_MS, say_ended=False)
    second.lines += 1
    return [first, second]


def test_a_log_read_in_blocks_keeps_an_incident_marked_ended_and_its_month_is_held(tmp_path):
    whole = build_table(raw_log(RECORDS), ZONE, as_of_ms=AS_OF_MS)
    joined = join_tables(blocks())
    assert joined.end_not_given == whole.end_not_given == ["b"]
    months = {m.month: m for m in end_not_given_review(compute_claim(joined, NODES, tz=ZONE, as_of=date(2026, 5, 2)),
                                                       joined, ZONE).months}
    assert (months["2026-04"].end_not_known, months["2026-04"].claimable, months["2026-04"].held_back) == \
        (["b"], False, True)
    assert months["2026-03"].end_not_known == [] and months["2026-03"].claimable  # (its end known: claimed)


def test_the_log_read_in_blocks_names_it_once_on_its_line_as_the_one_process_read(tmp_path):
    whole = build_table(raw_log(RECORDS), ZONE, as_of_ms=AS_OF_MS)
    joined = join_tables(blocks(), AS_OF_MS, ZONE)
    assert joined.notes == whole.notes
    assert len(joined.notes) == 1 and "'b' (line 3) is marked ended" in joined.notes[0]


def test_beside_it_a_log_read_in_blocks_with_every_end_known_says_nothing_of_it(tmp_path):
    records = [RECORDS[0], (3, "b", "2026-04-20T23:40:00", "2026-04-21T01:00:00", True)]  # ended, its end given
    first = build_table(raw_log(records[:1]), ZONE, as_of_ms=AS_OF_MS, say_ended=False)
    second = build_table(raw_log([(2, *records[1][1:])]), ZONE, as_of_ms=AS_OF_MS, say_ended=False)
    joined = join_tables([first, second], AS_OF_MS, ZONE)
    assert joined.end_not_given == [] and joined.notes == []


# --- 3. end_not_given_review finds a month's marked incidents column-wise: the same months said ----------------------

def test_the_review_names_each_marked_incident_once_in_the_order_the_month_lists_them(tmp_path):
    records = [(2, "b-节点", "2026-04-20T23:40:00", None, True), (3, "a", "2026-04-02T10:00:00", None, True),
               (4, "c", "2026-04-03T10:00:00", "2026-04-03T12:00:00", False)]
    table = build_table(raw_log(records), ZONE, as_of_ms=AS_OF_MS)
    april = next(m for m in end_not_given_review(compute_claim(table, NODES, tz=ZONE, as_of=date(2026, 5, 2)),
                                                 table, ZONE).months if m.month == "2026-04")
    assert april.end_not_known == ["b-节点", "a"]  # (the month's incidents in the log's order; c's end is known)
    assert "incidents 'b-节点', 'a' are counted to --as-of (2026-05-02T00:00+08:00)" in april.review[-1]
