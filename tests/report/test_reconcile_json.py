"""The big reconcile's JSON, written from columns, is byte for byte orjson's over the dicts."""

from __future__ import annotations

import random
from datetime import date, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import orjson
import pytest

from slacheck.incidents.table import IncidentTable
from slacheck.models import ContractTerms, Incident
from slacheck.report.claims import reconcile_json
from slacheck.report.reconcile_json import big_reconcile_json_chunks, reconcile_json_chunks
from slacheck.sla.reconcile import reconcile_logs

ROOT = Path(__file__).resolve().parents[2]


def forked_reconcile_logs(monkeypatch, seed: int, odd_ours: bool) -> tuple[IncidentTable, IncidentTable, ZoneInfo]:
    """Two small logs (one with odd names) that a reconcile still runs the way a big one does:
    compact JSON, few priced disputes, both claims while the matching runs in a forked child, the
    vendor's dispute texts in a child of their own."""
    monkeypatch.setattr("slacheck.report.reconcile_json.COMPACT_ABOVE", 10)
    monkeypatch.setattr("slacheck.sla.disputes.MAX_PRICED", 7)
    monkeypatch.setattr("slacheck.sla.reconcile.CLAIM_IN_CHILD_FROM", 0)
    monkeypatch.setattr("slacheck.sla.disputes.TEXTS_IN_CHILD_FROM", 0)
    rng = random.Random(seed)
    zone = ZoneInfo("Asia/Shanghai")
    return generated_log(rng, "o", 60, zone, odd_ours), generated_log(rng, "t", 60, zone, not odd_ours), zone


def generated_log(rng: random.Random, prefix: str, n: int, zone: ZoneInfo, odd_names: bool) -> IncidentTable:
    """Touching and zero-length records, `*` and several units, every cause; with ``odd_names``
    ids and units that JSON must escape (quotes, backslash, control characters, NUL) or that
    are not ASCII."""
    nodes = ["n1", "n2", "n3", "n4", "n5"] + (['机柜"A"', "rack\\7", "tab\tunit"] if odd_names else [])
    t0 = datetime(2025, 2, 27)
    incidents = []
    for k in range(n):
        start = t0 + timedelta(minutes=rng.randrange(0, 6 * 1440, rng.choice((1, 5, 30))),
                               seconds=rng.choice((0, 0, 0, 30)))
        roll = rng.random()
        units = ("*",) if roll < 0.05 else tuple(rng.sample(nodes, 2 if roll < 0.25 else 1))
        cause = rng.choice(["vendor", "vendor", "customer", "maintenance", "force_majeure"])
        name = f"{prefix}{k}"
        if odd_names and k % 7 == 3:
            name = rng.choice([f'{prefix}"{k}"', f"事件{k}", f"{prefix}\\{k}", f"{prefix}\x00{k}", f"{prefix}\n{k}"])
        incidents.append(Incident(id=name, start=start, end=start + timedelta(minutes=rng.choice((0, 3, 5, 30, 60, 61,
                                                                                               240))),
                                  units=units, cause=cause,
                                  notice_hours=rng.choice((None, 24, 72)) if cause == "maintenance" else None))
    return IncidentTable.from_incidents(incidents, zone)


TERMS = [
    ContractTerms(sla_unit="node", monthly_fee=100000, currency="CNY", min_outage_minutes=5,
                  maintenance_notice_hours=72, credit_tiers=[{"below_pct": 99.9, "credit_pct": 10}],
                  credit_per_hour_pct=1, claim_window_days=30, credit_cap_pct=50),
    ContractTerms(sla_unit="cluster", monthly_fee=100000, currency="USD", maintenance_notice_hours=72,
                  credit_tiers=[{"below_pct": 99.9, "credit_pct": 10}], credit_base="unit"),
    None,
]


@pytest.mark.parametrize("seed", range(10))
def test_big_reconcile_json_equals_orjson_over_the_dicts(seed, monkeypatch):
    monkeypatch.setattr("slacheck.sla.disputes.MAX_PRICED", 7)  # priced rows, then unpriced ones
    rng = random.Random(seed)
    zone = ZoneInfo("America/New_York" if seed % 2 else "Asia/Shanghai")
    ours = generated_log(rng, "o", rng.randint(0, 60), zone, odd_names=seed % 3 == 0)
    theirs = generated_log(rng, "t", rng.randint(0, 60), zone, odd_names=seed % 3 == 1)
    for terms in TERMS:
        kwargs = {"units": 10} if terms is not None and terms.sla_unit == "node" else {}
        result = reconcile_logs(ours, theirs, terms, tz=zone, as_of=date(2025, 4, 30), **kwargs)
        assert b"".join(big_reconcile_json_chunks(result)) == orjson.dumps(reconcile_json(result))



@pytest.mark.parametrize("ids", [[], ["o1"], ["o1", "t2", "事件3"], ['o"4"', "o\\5", "o\x006", "o\n7", "tab\t8", "\u2028"]])
def test_the_one_sided_ids_stay_a_column_and_are_written_as_orjson_writes_their_list(ids):
    # a big log's ~100k one-sided ids a side: never a str each between the pairing and the head's writer
    from slacheck.columns.ids import IdColumn
    from slacheck.report.reconcile_json import id_list_json
    from slacheck.sla.reconcile import ReconcileResult

    result = ReconcileResult(matched=[], ours_only=ids, theirs_only=IdColumn.from_strings(ids[::-1]))
    assert isinstance(result.ours_only, IdColumn) and isinstance(result.theirs_only, IdColumn)
    assert result.ours_only == ids and list(result.theirs_only) == ids[::-1]
    assert result.model_dump()["ours_only"] == ids and type(result.model_dump()["theirs_only"]) is list
    assert b"[" + b"".join(id_list_json(result.ours_only)) + b"]" == orjson.dumps(ids)
    rng = random.Random(2)
    zone = ZoneInfo("Asia/Shanghai")
    big = reconcile_logs(generated_log(rng, "o", 30, zone, True), generated_log(rng, "t", 30, zone, False),
                         TERMS[0], tz=zone, as_of=date(2025, 4, 30), units=10)
    assert isinstance(big.ours_only, IdColumn) and isinstance(big.theirs_only, IdColumn)

def test_a_reconcile_above_the_row_limit_is_compact_and_below_it_indented(monkeypatch):
    rng = random.Random(3)
    zone = ZoneInfo("Asia/Shanghai")
    result = reconcile_logs(generated_log(rng, "o", 40, zone, False), generated_log(rng, "t", 40, zone, False),
                            TERMS[0], tz=zone, as_of=date(2025, 4, 30), units=10)
    indented = b"".join(reconcile_json_chunks(result))
    assert indented == orjson.dumps(reconcile_json(result), option=orjson.OPT_INDENT_2)
    monkeypatch.setattr("slacheck.report.reconcile_json.COMPACT_ABOVE", 10)
    compact = b"".join(reconcile_json_chunks(result))
    assert compact == orjson.dumps(reconcile_json(result)) and orjson.loads(compact) == orjson.loads(indented)


@pytest.mark.parametrize("compact_above", [10, 10**9])
def test_the_json_written_on_two_cores_is_the_one_written_in_order(compact_above, tmp_path, monkeypatch):
    # a big reconcile's head is written by a forked child into the same file while this process renders the rest
    from slacheck.report.reconcile_json import write_reconcile_json

    monkeypatch.setattr("slacheck.report.reconcile_json.COMPACT_ABOVE", compact_above)
    monkeypatch.setattr("slacheck.sla.disputes.MAX_PRICED", 7)
    rng = random.Random(8)
    zone = ZoneInfo("Asia/Shanghai")
    result = reconcile_logs(generated_log(rng, "o", 60, zone, True), generated_log(rng, "t", 60, zone, False),
                            TERMS[0], tz=zone, as_of=date(2025, 4, 30), units=10)
    out = tmp_path / "reconcile.json"
    with out.open("wb") as stream:
        stream.write(b"[")  # buffered before the child starts: still first
        write_reconcile_json(result, stream)
        stream.write(b"]")
    assert out.read_bytes() == b"[" + b"".join(reconcile_json_chunks(result)) + b"]"


@pytest.mark.parametrize("seed, size, zone, ours_star, theirs_star", [
    (4, 50, "America/New_York", False, True), (5, 80, "Asia/Shanghai", True, False)])
def test_the_reconcile_done_with_a_child_is_the_one_done_here(monkeypatch, seed, size, zone, ours_star, theirs_star):
    # the matching runs in a forked child from CLAIM_IN_CHILD_FROM rows: matching, claims and JSON the same
    rng = random.Random(seed)
    zone = ZoneInfo(zone)
    ours, theirs = generated_log(rng, "o", size, zone, ours_star), generated_log(rng, "t", size, zone, theirs_star)
    here = reconcile_logs(ours, theirs, TERMS[0], tz=zone, as_of=date(2025, 4, 30), units=10)
    monkeypatch.setattr("slacheck.sla.reconcile.CLAIM_IN_CHILD_FROM", 0)
    monkeypatch.setattr("slacheck.sla.disputes.TEXTS_IN_CHILD_FROM", 0)  # the vendor's texts: one more child
    forked = reconcile_logs(ours, theirs, TERMS[0], tz=zone, as_of=date(2025, 4, 30), units=10)
    assert forked.theirs_credit == here.theirs_credit and forked.credits_by_month == here.credits_by_month
    assert forked.matched == here.matched and forked.overlapping == here.overlapping
    assert (forked.ours_only, forked.theirs_only) == (here.ours_only, here.theirs_only)
    assert orjson.dumps(reconcile_json(forked)) == orjson.dumps(reconcile_json(here))


def test_the_head_written_while_the_disputes_are_computed_is_the_json_written_after(tmp_path, monkeypatch):
    # HeadFirst: a forked child writes the pairs, one-sided lists and both claims as soon as they
    # exist, while this process computes the disputes, which it writes after: the same bytes
    import slacheck.sla.reconcile as reconcile
    from slacheck.columns.forked import can_fork
    from slacheck.report.reconcile_json import HeadFirst

    ours, theirs, zone = forked_reconcile_logs(monkeypatch, seed=9, odd_ours=True)
    head_started = []
    computed_disputes = reconcile.disputes_of_rows

    def disputes_of_rows(*args, **kwargs):
        head_started.append(writer.child is not None)
        return computed_disputes(*args, **kwargs)

    monkeypatch.setattr(reconcile, "disputes_of_rows", disputes_of_rows)
    out = tmp_path / "reconcile.json"
    with out.open("wb") as stream, HeadFirst(stream) as writer:
        stream.write(b"[")  # buffered before the child starts: still first
        result = reconcile_logs(ours, theirs, TERMS[0], tz=zone, as_of=date(2025, 4, 30), units=10, head=writer.head)
        writer.finish(result)
        stream.write(b"]")
    assert head_started == [can_fork()]
    assert out.read_bytes() == b"[" + orjson.dumps(reconcile_json(result)) + b"]"


def test_a_big_reconcile_on_stdout_is_the_json_of_its_result(tmp_path):
    # the command itself (its head written by a child while the disputes are computed, when the
    # output is a file): the bytes are the result's JSON, compact, and a newline
    import subprocess
    import sys

    from slacheck.api import reconcile
    from slacheck.report.reconcile_json import render_reconcile_json

    small_logs(tmp_path, rows=60_000, seed=12)
    terms = ROOT / "tests/fixtures/reconcile/node_terms.yaml"
    args = dict(terms=terms, units=40, as_of="2025-06-30")
    out = tmp_path / "out.json"
    with out.open("wb") as stdout:
        done = subprocess.run([sys.executable, "-m", "slacheck", "reconcile", "--incidents", str(tmp_path / "ours.csv"),
                               "--vendor-report", str(tmp_path / "theirs.csv"), "--terms", str(terms), "--units", "40",
                               "--as-of", "2025-06-30", "--format", "json", "--no-db"], stdout=stdout,
                              stderr=subprocess.PIPE, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    expected = render_reconcile_json(reconcile(tmp_path / "ours.csv", tmp_path / "theirs.csv", **args))
    assert expected.startswith('{"matched":[{') and out.read_bytes() == expected.encode() + b"\n"


# the command with a big log's thresholds lowered: the vendor's log read by a child (in blocks), the
# matching in a child while both claims are computed, the vendor's dispute texts in a child, the
# JSON's head and its last part written by children
EVERY_CHILD = """
import sys
import slacheck.incidents.parallel as parallel
import slacheck.report.reconcile_json as reconcile_json
import slacheck.sla.disputes as disputes
import slacheck.sla.reconcile as reconcile
parallel.PARALLEL_MIN_BYTES, parallel.BLOCK_BYTES = 0, 4096
reconcile.CLAIM_IN_CHILD_FROM = disputes.TEXTS_IN_CHILD_FROM = 0
reconcile_json.COMPACT_ABOVE = 10
from slacheck.cli import main
sys.argv = ["slacheck", *sys.argv[1:]]
main()
"""


def small_logs(tmp_path: Path, rows: int = 3000, seed: int = 13) -> tuple[Path, Path]:
    """``ours.csv`` and ``theirs.csv`` in ``tmp_path``: ``rows`` incidents each on 40 nodes, most
    of them overlapping the other log's."""
    rng = random.Random(seed)
    start = datetime(2025, 3, 1)
    paths = []
    for name, prefix in (("ours.csv", "o"), ("theirs.csv", "t")):
        lines = ["id,start,end,units,cause,notice_hours"]
        for k in range(rows):
            at = start + timedelta(minutes=k * 7 + rng.randint(0, 3))
            cause = rng.choice(["vendor", "vendor", "maintenance", "customer"])
            lines.append(f"{prefix}{k},{at:%Y-%m-%dT%H:%M:%S},{at + timedelta(minutes=rng.choice((3, 5, 30))):%Y-%m-%dT%H:%M:%S},"
                         f"n{rng.randint(1, 40)},{cause},{rng.choice((24, 72)) if cause == 'maintenance' else ''}")
        paths.append(tmp_path / name)
        paths[-1].write_text("\n".join(lines) + "\n", encoding="utf-8")
    return paths[0], paths[1]


def run_with_every_child(tmp_path: Path, ours: Path, theirs: Path):
    import subprocess
    import sys

    out = tmp_path / "out.json"
    with out.open("wb") as stdout:
        done = subprocess.run([sys.executable, "-c", EVERY_CHILD, "reconcile", "--incidents", str(ours),
                               "--vendor-report", str(theirs), "--terms", str(ROOT / "tests/fixtures/reconcile/node_terms.yaml"),
                               "--units", "40", "--as-of", "2025-06-30", "--format", "json", "--no-db"], stdout=stdout,
                              stderr=subprocess.PIPE, text=True, cwd=tmp_path)
    return done, out.read_bytes()


def test_the_command_on_every_child_writes_the_json_of_its_result(tmp_path, monkeypatch):
    from slacheck.api import reconcile
    from slacheck.report.reconcile_json import render_reconcile_json

    ours, theirs = small_logs(tmp_path)
    done, written = run_with_every_child(tmp_path, ours, theirs)
    assert done.returncode == 0, done.stderr
    monkeypatch.setattr("slacheck.report.reconcile_json.COMPACT_ABOVE", 10)
    expected = render_reconcile_json(reconcile(ours, theirs, terms=ROOT / "tests/fixtures/reconcile/node_terms.yaml",
                                               units=40, as_of="2025-06-30"))
    assert expected.startswith('{"matched":[{') and written == expected.encode() + b"\n"


@pytest.mark.parametrize("side", ["ours", "theirs"])
def test_a_bad_line_read_by_either_process_is_exit_2_with_its_line_and_no_output(side, tmp_path):
    # our log is read here while a child reads the vendor's: a bad line in either is reported as
    # the one-process read reports it, before any output (the head's writer starts after the reading)
    from slacheck.errors import SlacheckError
    from slacheck.incidents.read import read_incident_table

    ours, theirs = small_logs(tmp_path)
    bad = ours if side == "ours" else theirs
    lines = bad.read_text(encoding="utf-8").splitlines()
    lines[2500] = lines[2500].replace("2025-", "2025/", 1)
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(SlacheckError) as here:
        read_incident_table(bad)
    done, written = run_with_every_child(tmp_path, ours, theirs)
    assert done.returncode == 2 and written == b""
    assert f"{bad.name}:2501" in done.stderr and here.value.message in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("busy_answers", [0, 1, 2, 5, 10**6])
def test_the_credits_rendered_while_the_matching_runs_make_the_same_head(busy_answers, monkeypatch):
    # HeadFirst.meanwhile renders the credits' part of the head while ``busy()`` says the
    # matching still runs, a month at a time; the head written after starts from what it
    # rendered: the same bytes, however far it got
    import io

    from slacheck.report.reconcile_json import HeadFirst, head_chunks

    monkeypatch.setattr("slacheck.report.reconcile_json.COMPACT_ABOVE", 10)
    rng = random.Random(10)
    zone = ZoneInfo("Asia/Shanghai")
    result = reconcile_logs(generated_log(rng, "o", 60, zone, True), generated_log(rng, "t", 60, zone, False),
                            TERMS[0], tz=zone, as_of=date(2025, 4, 30), units=10)
    other = result.model_copy(update={"ours_credit": result.ours_credit.model_copy()})  # not the claim rendered
    for written in (result, other):
        asked = []

        def busy():
            asked.append(True)
            return len(asked) <= busy_answers

        writer = HeadFirst(io.BytesIO())
        writer.meanwhile((result.ours_credit, result.theirs_credit), busy)
        rendered = [chunk for credit in writer.credits.values() for chunk in credit.done]
        assert bool(rendered) == (busy_answers >= 2)  # (the first answer lets it start)
        if busy_answers == 10**6:
            assert b"".join(rendered) == b"".join(chunk for name in ("ours_credit", "theirs_credit")
                                                 for chunk in big_claim_chunks(getattr(result, name)))
        assert b"".join(head_chunks(written, writer.credits)) == b"".join(head_chunks(written))


def big_claim_chunks(claim):
    from slacheck.report.claims import big_claim_json_chunks

    return big_claim_json_chunks(claim)


def test_a_small_reconcile_renders_nothing_ahead():
    import io

    from slacheck.report.reconcile_json import HeadFirst

    rng = random.Random(11)
    zone = ZoneInfo("Asia/Shanghai")
    result = reconcile_logs(generated_log(rng, "o", 30, zone, False), generated_log(rng, "t", 30, zone, False),
                            TERMS[0], tz=zone, as_of=date(2025, 4, 30), units=10)
    writer = HeadFirst(io.BytesIO())
    writer.meanwhile((result.ours_credit, result.theirs_credit), lambda: True)  # written whole, indented, at the end
    assert writer.credits == {}


def test_the_credits_are_rendered_while_the_matching_child_runs_and_the_json_is_the_same(tmp_path, monkeypatch):
    # reconcile_logs hands both credits to ``meanwhile`` while its matching child runs (this
    # process would wait idle); the JSON written with what was rendered then is the result's
    from slacheck.columns.forked import can_fork
    from slacheck.report.reconcile_json import HeadFirst

    ours, theirs, zone = forked_reconcile_logs(monkeypatch, seed=12, odd_ours=False)
    handed = []
    out = tmp_path / "reconcile.json"
    with out.open("wb") as stream, HeadFirst(stream) as writer:
        def meanwhile(credits, busy):
            handed.append((credits, busy()))
            writer.meanwhile(credits, lambda: True)  # all of it, however soon the child is done

        result = reconcile_logs(ours, theirs, TERMS[0], tz=zone, as_of=date(2025, 4, 30), units=10, head=writer.head,
                                meanwhile=meanwhile)
        writer.finish(result)
    if can_fork():
        (credits, _), = handed
        assert credits[0] is result.ours_credit and credits[1] is result.theirs_credit
    else:  # no child, no wait
        assert handed == []
    assert out.read_bytes() == orjson.dumps(reconcile_json(result))


def test_the_disputes_rows_are_prepared_once_for_both_parts_of_the_rest(monkeypatch):
    # before either part is rendered: a child forked to render the second part has them already
    import slacheck.report.reconcile_json as writer

    made = []

    class Counted(writer.DisputeRows):
        def __init__(self, disputes):
            made.append(True)
            super().__init__(disputes)

    monkeypatch.setattr(writer, "DisputeRows", Counted)
    monkeypatch.setattr("slacheck.sla.disputes.MAX_PRICED", 7)
    rng = random.Random(13)
    zone = ZoneInfo("Asia/Shanghai")
    result = reconcile_logs(generated_log(rng, "o", 60, zone, False), generated_log(rng, "t", 60, zone, False),
                            TERMS[0], tz=zone, as_of=date(2025, 4, 30), units=10)
    first, second = writer.rest_parts(result)
    assert len(made) == 1
    rest = b"".join(first) + b"".join(second)
    assert len(made) == 1 and rest == b"".join(writer.rest_chunks(result))


@pytest.mark.parametrize("odd_theirs", [False, True])
def test_only_the_disputes_texts_other_than_durations_are_scanned_for_escaping(odd_theirs, monkeypatch):
    # durations written by the disputes are ISO times: a big reconcile's ~45 MB of them a side not scanned;
    # a unit name that JSON escapes is still found, and the rows are orjson's
    import slacheck.sla.disputes as disputes
    from slacheck.columns import jsonrows

    rng = random.Random(5)
    zone = ZoneInfo("Asia/Shanghai")
    ours, theirs = generated_log(rng, "o", 60, zone, False), generated_log(rng, "t", 60, zone, odd_theirs)
    result = reconcile_logs(ours, theirs, TERMS[0], tz=zone, as_of=date(2025, 4, 30), units=10)
    found = result.disputes
    durations = found.row_field == disputes.FIELDS.index("duration")
    assert durations.any() and (~durations).any()
    scanned = []
    monkeypatch.setattr(disputes, "needs_escape", lambda values: scanned.append(len(values)) or
                        jsonrows.needs_escape(values))
    need = found.texts_need_escape()
    assert scanned == [int((~durations).sum())] * 2
    assert need == (False, odd_theirs)
    assert b"".join(big_reconcile_json_chunks(result)) == orjson.dumps(reconcile_json(result))


def test_disputes_taken_from_dicts_are_scanned_whole_for_escaping():
    # a duration's text from elsewhere (a JSON read back, say) may hold anything: looked at like the rest
    from slacheck.sla.disputes import Disputes

    taken = Disputes.coerce([{"ours": "o1", "theirs": "t1", "disagreements": [
        {"field": "duration", "ours": 'from "a" to b', "theirs": "x", "effect": []}]}])
    assert taken.texts_need_escape() == (True, False)
