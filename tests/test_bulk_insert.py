"""Rows written from column blobs (``bulk_insert``) are the rows ``executemany`` writes, value for value."""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import numpy as np
import orjson
import pytest

from slacheck import bulk_insert, store, stored_columns
from slacheck.columns.ids import IdColumn
from slacheck.columns.results import IncidentResults
from slacheck.incidents.table import IncidentTable
from slacheck.models import Incident, SourceLine

BERLIN = ZoneInfo("Europe/Berlin")


@pytest.fixture
def bulk_calls(monkeypatch):
    """The tables written through ``insert_columns`` (so a silent fall back to rows fails the test)."""
    calls = []
    real = bulk_insert.insert_columns

    def spy(conn, table, columns, rows, **kw):
        calls.append(table)
        return real(conn, table, columns, rows, **kw)

    monkeypatch.setattr(bulk_insert, "insert_columns", spy)
    return calls


def typed_rows(path, sql):
    conn = sqlite3.connect(path)
    try:
        return [tuple((type(v).__name__, v) for v in row) for row in conn.execute(sql)]
    finally:
        conn.close()


def month_sets(db, run_id, months, results_of, *, as_list=False) -> list:
    """A claim with a month row per entry of ``months`` (positions into the stored log, whose rows are
    ids 1..n): each month's (month id, incident row ids, ``results_of(positions)``) for
    ``save_claim_incidents``; the row ids as a list (the row-by-row way) with ``as_list``."""
    claim_id = db.execute("INSERT INTO claims (run_id, total_credit) VALUES (?, '0')", (run_id,)).lastrowid
    sets = []
    for k, picked in enumerate(months):
        month_id = db.execute(
            "INSERT INTO claim_months (claim_id, run_id, month, unit_minutes, downtime_minutes,"
            " availability_pct, credit_pct, credit_amount, capped) VALUES (?, ?, ?, 1, 0, 100, 0, '0', 0)",
            (claim_id, run_id, f"2025-0{k + 4}")).lastrowid
        row_ids = picked.astype(np.int64) + 1
        sets.append((month_id, row_ids.tolist() if as_list else row_ids, results_of(picked)))
    return sets


def varied_incidents(count: int, *, lines=None) -> list[Incident]:
    """Ids of every length and script, DST days, sub-second times, unit lists long and short."""
    rng = np.random.default_rng(3)
    t0 = datetime(2025, 3, 29, 22, 0)  # the night Berlin's clocks go forward
    names = [f"gpu-{k}" for k in range(40)]
    incidents = []
    for i in range(count):
        start = t0 + timedelta(minutes=int(rng.integers(0, 60 * 24 * 220)), seconds=int(rng.integers(0, 60)))
        if i % 7 == 0:
            start += timedelta(milliseconds=int(rng.integers(1, 999)))
        units = ("*",) if i % 50 == 0 else tuple(sorted(set(rng.choice(names, int(rng.integers(1, 4))).tolist())))
        if i in (5, 400):
            units = tuple(names)  # a unit list longer than the fixed width (in the first block and a later one)
        cause = ["vendor", "customer", "maintenance", "force_majeure"][i % 4]
        notice = float(i % 90) + 0.5 if cause == "maintenance" else None  # more distinct values than codes
        incident_id = ["A", f"inc-{i}", f"故障-{i}", f'q"uote\\{i}', f"x{i:05d} tail"][i % 5]
        incident_id += "" if i % 5 else str(i)
        line = lines[i] if lines is not None else i + 2
        incidents.append(Incident(id=incident_id, start=start, end=start + timedelta(minutes=int(rng.integers(0, 300))),
                                  units=units, cause=cause, notice_hours=notice,
                                  source=SourceLine(file="log.csv", line=line) if line else None))
    return incidents


@pytest.mark.parametrize("lines, block_rows", [(None, None), ("gaps", None), ("gaps", 97)])
def test_a_logs_incident_rows_from_columns_equal_the_rows_bound_one_by_one(tmp_path, lines, block_rows, bulk_calls,
                                                                           monkeypatch):
    """Also in blocks of 97 rows (each made while the one before is written): the same rows,
    the too-long unit list and the many notice hours set at their places in the whole log."""
    if block_rows:
        monkeypatch.setattr(stored_columns, "BLOCK_ROWS", block_rows)
    count = 600
    line_numbers = None if lines is None else [0 if i % 9 == 0 else 3 * i + 1 for i in range(count)]
    table = IncidentTable.from_incidents(varied_incidents(count, lines=line_numbers), BERLIN)
    table.file = "log.csv"
    got, want = tmp_path / "columns.db", tmp_path / "rows.db"
    with store.transaction(got, "claim", {}) as (db, run_id):
        assert store.save_incident_table(db, table, BERLIN, run_id, "log.csv", sha256="a" * 64) == count
        assert store.save_incident_table(db, table, BERLIN, run_id, "log.csv", sha256="a" * 64) == 0  # stored once
    with store.transaction(want, "claim", {}) as (db, run_id):
        assert store.save_incident_chunks(db, table.row_chunks(BERLIN, 97), run_id, "log.csv", sha256="a" * 64,
                                          tz=str(BERLIN)) == count
    assert bulk_calls == ["incidents"] * -(-count // (block_rows or count))
    sql = "SELECT * FROM incidents ORDER BY id"
    assert typed_rows(got, sql) == typed_rows(want, sql)
    assert typed_rows(got, "SELECT * FROM incident_logs") == typed_rows(want, "SELECT * FROM incident_logs")


def test_a_logs_blocks_grow_from_a_small_first_one_and_give_the_same_rows(tmp_path, bulk_calls, monkeypatch):
    """The first block is small (SQLite starts writing soon after the log is read), each next one
    twice the one before up to the largest: 5, 10, 20, 40, 50, 50 ... rows, the same rows as one block."""
    monkeypatch.setattr(stored_columns, "FIRST_BLOCK_ROWS", 5)
    monkeypatch.setattr(stored_columns, "BLOCK_ROWS", 50)
    count = 600
    table = IncidentTable.from_incidents(varied_incidents(count), BERLIN)
    sizes = [rows for _, rows, _ in stored_columns.incident_column_blocks(table, BERLIN, run_id=1, source_file="l")]
    assert sizes == [5, 10, 20, 40] + [50] * 10 + [25] and sum(sizes) == count
    assert list(stored_columns._block_bounds(0, 50)) == [(0, 0)]  # an empty log: one empty block, as before
    got, want = tmp_path / "growing.db", tmp_path / "one.db"
    with store.transaction(got, "claim", {}) as (db, run_id):
        store.save_incident_table(db, table, BERLIN, run_id, "log.csv", sha256="c" * 64)
    monkeypatch.setattr(stored_columns, "FIRST_BLOCK_ROWS", count)
    monkeypatch.setattr(stored_columns, "BLOCK_ROWS", count)
    with store.transaction(want, "claim", {}) as (db, run_id):
        store.save_incident_table(db, table, BERLIN, run_id, "log.csv", sha256="c" * 64)
    assert bulk_calls == ["incidents"] * (len(sizes) + 1)
    sql = "SELECT * FROM incidents ORDER BY id"
    assert typed_rows(got, sql) == typed_rows(want, sql)


def test_claim_rows_count_the_log_rows_they_link_to_unless_this_connection_wrote_them(tmp_path):
    """The count standing in for SQLite's per-row foreign-key check reads every linked row of the
    log (~0.08 s a million on a first run's critical path): rows the same connection stored just
    before are known, a log stored by an earlier run is counted, and a gap there stops the claim."""
    count, path = 40, tmp_path / "a.db"
    table = IncidentTable.from_incidents(varied_incidents(count), BERLIN)

    def claim_rows(db, run_id, first):
        claim_id = db.execute("INSERT INTO claims (run_id, total_credit) VALUES (?, '0')", (run_id,)).lastrowid
        month_id = db.execute("INSERT INTO claim_months (claim_id, run_id, month, unit_minutes, downtime_minutes,"
                              " availability_pct, credit_pct, credit_amount, capped) VALUES (?, ?, '2025-04', 1, 0,"
                              " 100, 0, '0', 0)", (claim_id, run_id)).lastrowid
        picked = np.arange(count)
        results = IncidentResults.from_columns(table.ids, np.zeros(count), np.zeros(count, dtype=np.int8), picked)
        counted = []
        db.conn.set_trace_callback(lambda sql: counted.append(sql) if "FROM [incidents]" in sql else None)
        try:
            store._save_claim_incidents(db, [(month_id, picked.astype(np.int64) + first, results)])
        finally:
            db.conn.set_trace_callback(None)
        return counted

    with store.transaction(path, "claim", {}) as (db, run_id):
        store.save_incident_table(db, table, BERLIN, run_id, "log.csv", sha256="d" * 64)
        assert claim_rows(db, run_id, 1) == []
    with store.transaction(path, "claim", {}) as (db, run_id):
        assert store.save_incident_table(db, table, BERLIN, run_id, "log.csv", sha256="d" * 64) == 0  # stored
        assert len(claim_rows(db, run_id, 1)) == 1
    with pytest.raises(RuntimeError, match="incidents rows 2..41: 39 of 40 found"):
        with store.transaction(path, "claim", {}) as (db, run_id):
            store.save_incident_table(db, table, BERLIN, run_id, "log.csv", sha256="d" * 64)
            claim_rows(db, run_id, 2)
    assert typed_rows(path, "SELECT COUNT(*) FROM claim_incidents") == [(("int", 2 * count),)]


def test_blocks_of_rows_and_every_column_kind_round_trip_exactly(tmp_path):
    conn = sqlite3.connect(tmp_path / "t.db")
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, a TEXT, b REAL, c INTEGER, d TEXT, e, f INTEGER)")
    rows = 1000
    minutes = np.arange(rows) * 7 / 60  # whole seconds, in minutes
    ids = IdColumn.from_strings([f"id-{k}" * (1 + k % 3) for k in range(rows)])
    codes = np.arange(rows) % 3
    columns = {"a": bulk_insert.text_column(ids.array), "b": bulk_insert.exact_float_digits(minutes),
               "c": bulk_insert.Digits(np.arange(rows) % 4, zero_null=True),
               "d": bulk_insert.Coded(codes.astype(np.uint8), [None, "x", "y"]),
               "e": bulk_insert.Const("same"), "f": bulk_insert.Counter(10)}
    assert bulk_insert.insert_columns(conn, "t", columns, rows, block=128) == rows
    got = conn.execute("SELECT a, b, c, d, e, f FROM t ORDER BY id").fetchall()
    assert got == [(ids[k], minutes[k].item(), (k % 4) or None, [None, "x", "y"][k % 3], "same", 10 + k)
                   for k in range(rows)]
    with pytest.raises(bulk_insert.Unfit):
        bulk_insert.exact_float_digits(np.array([0.1234567]))  # not whole seconds: rows the plain way
    with pytest.raises(bulk_insert.Unfit):
        bulk_insert.coded(np.arange(bulk_insert.MAX_CODES, dtype=float))


@pytest.mark.parametrize("block", [None, 7])
def test_a_value_over_runs_of_rows_is_written_as_the_same_value_read_from_digits(block):
    """A month's id over its rows (``Steps``: compared with the runs' starts, no blob read per row):
    the same integers as ``Digits`` writes, also when the rows go in several statements (a run
    then starts before or inside a statement); too many runs are not ``Steps``."""
    month_ids = np.repeat(np.array([4, 9, 2, 11, 11 + 2**40]), [3, 10, 1, 6, 5])  # a run may come back: 11 twice apart
    month_ids[-5:-3] = 4
    conn = sqlite3.connect(":memory:", isolation_level=None)
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, a INTEGER, b INTEGER)")
    ran = bulk_insert.steps(month_ids)
    assert ran is not None and ran.starts[0] == 0 and len(ran.starts) == 6
    kwargs = {"block": block} if block else {}
    columns = {"a": ran, "b": bulk_insert.Digits(month_ids)}
    assert bulk_insert.insert_columns(conn, "t", columns, len(month_ids), **kwargs) == len(month_ids)
    got = conn.execute("SELECT a, b, typeof(a), typeof(b) FROM t ORDER BY id").fetchall()
    assert got == [(m, m, "integer", "integer") for m in month_ids.tolist()]
    assert bulk_insert.steps(np.arange(bulk_insert.MAX_CODES + 1)) is None
    assert bulk_insert.steps(np.zeros(0, dtype=np.int64)) is None


@pytest.mark.parametrize("rows, block", [(1, 128), (511, 512), (513, 1000), (bulk_insert.BLOCK_ROWS + 700, None)])
def test_the_counter_gives_every_row_once_in_order_and_stays_out_of_the_file(tmp_path, rows, block):
    """The row counter (two scans of a temporary table) numbers rows 0 .. rows - 1 in order
    across blocks of any size, as the recursive counter did; the file holds no table of it."""
    path = tmp_path / "t.db"
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, k INTEGER, f INTEGER)")
    conn.execute("BEGIN")
    columns = {"k": bulk_insert.Digits(np.arange(rows) * 3), "f": bulk_insert.Counter(5)}
    kwargs = {"block": block} if block else {}
    assert bulk_insert.insert_columns(conn, "t", columns, rows, **kwargs) == rows
    conn.execute("ROLLBACK")
    assert conn.execute("SELECT COUNT(*) FROM t").fetchone() == (0,)
    conn.execute("BEGIN")
    assert bulk_insert.insert_columns(conn, "t", columns, rows, **kwargs) == rows  # the counter again after a rollback
    conn.execute("COMMIT")
    got = np.array(conn.execute("SELECT id, k, f FROM t ORDER BY id").fetchall(), dtype=np.int64)
    assert np.array_equal(got[:, 0], np.arange(1, rows + 1))
    assert np.array_equal(got[:, 1], np.arange(rows) * 3) and np.array_equal(got[:, 2], np.arange(rows) + 5)
    conn.close()
    assert typed_rows(path, "SELECT name FROM sqlite_master WHERE name LIKE '%counter%'") == []
    with pytest.raises(ValueError):
        bulk_insert.insert_columns(sqlite3.connect(":memory:"), "t", columns, rows, block=bulk_insert.BLOCK_ROWS + 1)


@pytest.mark.parametrize("minutes, block_rows", [(np.arange(300) / 60 * 13, None), (np.linspace(0, 1, 300) ** 2, None),
                                                 (np.arange(300) / 60 * 13, 37)])
def test_months_incident_rows_from_columns_equal_the_rows_bound_one_by_one(tmp_path, minutes, block_rows, bulk_calls,
                                                                          monkeypatch):
    """Also in blocks of 37 rows, each made while the one before is written."""
    if block_rows:
        monkeypatch.setattr(stored_columns, "BLOCK_ROWS", block_rows)
    count = 300
    table = IncidentTable.from_incidents(varied_incidents(count), BERLIN)
    months = [np.arange(0, count, 2), np.arange(1, count, 3), np.arange(150, 170)]  # sharing some incidents
    stored = {}
    for name in ("columns", "rows"):
        path = tmp_path / f"{name}.db"
        with store.transaction(path, "claim", {}) as (db, run_id):
            store.save_incident_table(db, table, BERLIN, run_id, "log.csv", sha256="b" * 64)
            sets = month_sets(db, run_id, months, lambda picked: IncidentResults.from_columns(
                table.ids.take(picked), np.ascontiguousarray(minutes[picked]), (picked % 3).astype(np.int8), picked),
                as_list=name == "rows")
            store._save_claim_incidents(db, sets)
        stored[name] = typed_rows(path, "SELECT claim_month_id, incident_row_id, incident_id, counted_minutes,"
                                        " excluded_reason FROM claim_incidents ORDER BY claim_month_id, id")
    assert stored["columns"] == stored["rows"]
    assert len(stored["rows"]) == sum(map(len, months))
    exact = bool(np.array_equal(np.rint(minutes * 60) / 60, minutes))  # else the months' rows go the plain way
    blocks = (lambda rows: -(-rows // (block_rows or rows)))
    logs = ["incidents"] * blocks(count)
    assert bulk_calls == (logs + ["claim_incidents"] * blocks(len(stored["rows"])) + logs if exact else logs + logs)


def test_months_incident_rows_go_in_month_by_month_each_in_the_logs_order(tmp_path, bulk_calls):
    """The columns' way writes the rows the row-by-row way writes, ids included: month after month,
    each month's rows in the log's order, so each row's entry goes at the end of the month index
    (made before the rows); a month listed out of the log's order is put in it."""
    count = 300
    table = IncidentTable.from_incidents([Incident(id=f"inc-{i:04d}", start=datetime(2025, 4, 1) + timedelta(hours=i),
                                                   end=datetime(2025, 4, 1) + timedelta(hours=i, minutes=30),
                                                   units=("n1",)) for i in range(count)], BERLIN)
    months = [np.arange(0, count, 2), np.arange(1, count, 3), np.arange(170, 150, -1)]  # interleaved; one backwards
    stored = {}
    for name in ("columns", "rows"):
        path = tmp_path / f"{name}.db"
        with store.transaction(path, "claim", {}) as (db, run_id):
            store.save_incident_table(db, table, BERLIN, run_id, "log.csv", sha256="e" * 64)
            sets = month_sets(db, run_id, months if name == "columns" else [np.sort(m) for m in months],
                              lambda picked: IncidentResults.from_columns(table.ids.take(picked), picked % 7 * 1.0,
                                                                          np.zeros(len(picked), dtype=np.int8), picked),
                              as_list=name == "rows")
            store.save_claim_incidents(db, store.ClaimIncidentRows(sets))
        stored[name] = typed_rows(path, "SELECT * FROM claim_incidents ORDER BY id")
    assert bulk_calls == ["incidents", "claim_incidents", "incidents"]  # the columns' way, then the rows'
    assert stored["columns"] == stored["rows"] and len(stored["rows"]) == sum(map(len, months))
    plan = sqlite3.connect(tmp_path / "columns.db").execute(
        "EXPLAIN QUERY PLAN SELECT * FROM claim_incidents WHERE claim_month_id = 2").fetchall()
    assert "claim_incidents_month" in str(plan)


def test_items_made_ahead_come_in_order_and_an_error_where_its_item_would_have():
    made = []

    def items():
        for k in range(5):
            made.append(k)
            if k == 3:
                raise ValueError("item 3")
            yield k

    got = []
    with pytest.raises(ValueError, match="item 3"):
        for item in bulk_insert.made_ahead(items()):
            got.append(item)
    assert got == [0, 1, 2] and made == [0, 1, 2, 3]


def test_a_caller_that_stops_early_stops_the_maker_after_the_item_it_is_making():
    import threading

    made = []

    def items():
        for k in range(1000):
            made.append(k)
            yield k

    ahead = bulk_insert.made_ahead(items())
    assert [next(ahead), next(ahead)] == [0, 1]
    ahead.close()
    assert len(made) <= 4  # two taken, at most one handed over and one being made
    assert not any(t.name == "slacheck-made-ahead" for t in threading.enumerate())


def test_a_block_that_fails_to_write_stops_the_maker_while_its_error_is_still_held(tmp_path):
    """The audit database's writer keeps the error (with its traceback) until the command
    rolls back: the thread making the next blocks must not live on meanwhile."""
    import threading

    conn = sqlite3.connect(tmp_path / "t.db")
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, k INTEGER NOT NULL)")
    good = ({"k": bulk_insert.Digits(np.arange(10))}, 10)
    bad = ({"k": bulk_insert.Const(None)}, 10)  # NOT NULL: SQLite refuses the block
    held = []
    try:
        bulk_insert.insert_column_blocks(conn, "t", iter([good, bad, good, good, good]))
    except sqlite3.IntegrityError as exc:
        held.append(exc)
    assert held and held[0].__traceback__ is not None
    assert not any(t.name == "slacheck-made-ahead" for t in threading.enumerate())
    assert conn.execute("SELECT COUNT(*) FROM t").fetchone() == (10,)


def test_a_claims_rows_go_in_blocks_growing_from_a_small_first_one_and_give_the_same_rows(tmp_path, bulk_calls,
                                                                                        monkeypatch):
    """As a log's incident rows (5, 10, 20, 40, 50, 50 ... rows): SQLite waits only for the first small
    block's columns, and the rows, ids included, are those one block gives."""
    monkeypatch.setattr(stored_columns, "FIRST_BLOCK_ROWS", 5)
    monkeypatch.setattr(stored_columns, "BLOCK_ROWS", 50)
    count = 300
    table = IncidentTable.from_incidents(varied_incidents(count), BERLIN)
    months = [np.arange(0, count, 2), np.arange(1, count, 3), np.arange(170, 150, -1)]
    stored, sizes = {}, {}
    for name, (first, largest) in (("growing", (5, 50)), ("one", (count, count))):
        monkeypatch.setattr(stored_columns, "FIRST_BLOCK_ROWS", first)
        monkeypatch.setattr(stored_columns, "BLOCK_ROWS", largest)
        path = tmp_path / f"{name}.db"
        with store.transaction(path, "claim", {}) as (db, run_id):
            store.save_incident_table(db, table, BERLIN, run_id, "log.csv", sha256="f" * 64)
            rows = store.ClaimIncidentRows(month_sets(db, run_id, months, lambda picked: IncidentResults.from_columns(
                table.ids.take(picked), picked % 7 * 1.0, (picked % 3).astype(np.int8), picked)))
            sizes[name] = [n for _, n in rows.blocks()]
            store.save_claim_incidents(db, rows)
        stored[name] = typed_rows(path, "SELECT * FROM claim_incidents ORDER BY id")
    total = sum(map(len, months))
    assert sizes == {"growing": [5, 10, 20, 40, 50, 50, 50, total - 225], "one": [total]}
    assert stored["growing"] == stored["one"] and len(stored["one"]) == total


@pytest.mark.parametrize("block", [None, 7])
def test_texts_listed_by_sqlites_json_are_written_as_they_were(block):
    """Texts of many lengths (``Strings``: unit lists as JSON arrays, or plain texts) go in through
    one JSON array that SQLite walks: each cell comes back as the same text, quotes, backslashes,
    CJK, emoji and control characters included; a second such column is cut from a blob; the
    digits listed when no text is come back as the same integers and floats."""
    names = ['a"b', "c\\d", "故障", "😀x", "ctl\x01\x1f", "sl/ash", "tab\t", "'q'", "e\u2028f", ""]
    arrays = [orjson.dumps(names[k % len(names):k % len(names) + 1 + k % 3]).decode() for k in range(40)]
    arrays[5] = "[]"
    plain = [names[k % len(names)] * (k % 4) + str(k) for k in range(40)]
    conn = sqlite3.connect(":memory:", isolation_level=None)
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, a TEXT, b TEXT, c REAL, d INTEGER)")
    kwargs = {"block": block} if block else {}
    columns = {"a": bulk_insert.Strings(arrays, json_arrays=True), "b": bulk_insert.Strings(plain),
               "c": bulk_insert.Digits(np.arange(40) * 7, divisor=60), "d": bulk_insert.Counter(3)}
    assert bulk_insert.insert_columns(conn, "t", columns, 40, **kwargs) == 40
    columns = {"a": bulk_insert.Strings(plain), "c": bulk_insert.Digits(np.arange(40) % 3, zero_null=True),
               "d": bulk_insert.Digits(np.arange(40) + 2**40)}
    assert bulk_insert.insert_columns(conn, "t", columns, 40, **kwargs) == 40
    columns = {"c": bulk_insert.Digits(np.arange(40) * 7, divisor=60), "d": bulk_insert.Digits(np.arange(40) + 5)}
    assert bulk_insert.insert_columns(conn, "t", columns, 40, **kwargs) == 40
    got = conn.execute("SELECT a, b, c, d, typeof(a), typeof(c), typeof(d) FROM t ORDER BY id").fetchall()
    assert got[:40] == [(arrays[k], plain[k], k * 7 / 60, 3 + k, "text", "real", "integer") for k in range(40)]
    assert got[40:80] == [(plain[k], None, float(k % 3) or None, k + 2**40, "text", "null" if k % 3 == 0 else "real",
                           "integer") for k in range(40)]  # (a REAL column's affinity)
    assert got[80:] == [(None, None, k * 7 / 60, k + 5, "null", "real", "integer") for k in range(40)]
    with pytest.raises(ValueError, match="39 cells for 40 rows"):
        bulk_insert.insert_columns(conn, "t", {"a": bulk_insert.Strings(plain[1:])}, 40)
