"""A claim or a check on the terms stored or written out once (q8) comes out as one on the contract: the sentence a
downtime multiple stands in is stored with the run's clauses (``store.save_clauses``: a multiple that counts only the
downtime past the level stays left out), a TERMS.yaml carries what a time is counted in (``#   counted in: working
days``), and ``reconcile --contract`` stores the contract's terms and clauses as ``claim --contract`` does."""

import json
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck import api, store
from slacheck.cli import app
from slacheck.models import Extraction
from slacheck.api import read_terms
from slacheck.terms_file import dump_terms_yaml

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "contracts"
EN = ("# GPU Cloud Service Level Agreement\n\nProvider: Acme GPU Cloud Inc. Customer: Example Labs LLC.\n\n"
      "1. Provider rents Customer one 8x H100 GPU server for a monthly fee of USD 20,000.\n\n"
      "2. Service levels. {sla}\n")
# Atabyte's SLA (https://jared555.com/legal-sla.php: "a credit equivalent to one day of service will be provided per
# fifteen minutes downtime past the uptime guarantee"), the words that count past the level put before the figure, so
# the multiple's own quote does not run on to them: only its sentence says so
PAST_FIRST = ("Provider guarantees that the service will be accessible for 99.99% of the time in any calendar month. For "
              "downtime past the uptime guarantee, a credit equivalent to one day of service will be provided per "
              "fifteen minutes downtime in fifteen minute increments. The price is USD 2.50 per GPU-hour.")
LOG = "id,start,end,units,cause\nA,2026-03-05T00:00:00,2026-03-05T01:00:00,node-01,\n"
AS_OF = "2026-04-01"


def run(*args) -> str:
    done = CliRunner().invoke(app, [str(a) for a in args])
    assert done.exit_code == 0, done.output
    return done.stdout


def months(claim) -> list[tuple]:
    """What a user acts on in a claim: each month's credit, basis and notes, and the claim's own notes."""
    return [(m.month, m.credit_amount, [b.form for b in m.basis], m.review) for m in claim.months], claim.notes


def claims_three_ways(tmp_path: Path, contract: Path, log: Path, **options) -> tuple:
    """The claim on the contract, on extract's JSON and on the terms and clauses extract stored (``a.db``)."""
    on_contract = api.claim(log, contract=contract, as_of=AS_OF, **options)
    (tmp_path / "x.json").write_text(run("extract", contract, "--format", "json", "--clauses", "--db", tmp_path / "a.db"),
                                     encoding="utf-8")
    on_json = api.claim(log, terms=tmp_path / "x.json", as_of=AS_OF, **options)
    info = json.loads((tmp_path / "x.json").read_text(encoding="utf-8"))["document"]
    conn = store.open_db(tmp_path / "a.db")
    try:
        [(run_id,)] = conn.execute("SELECT id FROM runs WHERE command = 'extract'").fetchall()
        stored = Extraction(document=info, terms=store.stored_terms(conn, run_id, info["sha256"]),
                            clauses=store.stored_clauses(conn, run_id, info["sha256"]))
    finally:
        conn.close()
    on_stored = api.claim(log, terms=stored, as_of=AS_OF, **options)
    return months(on_contract), months(on_json), months(on_stored), stored


def test_a_multiple_past_the_level_stays_left_out_in_a_claim_on_stored_terms(tmp_path):
    (tmp_path / "c.md").write_text(EN.format(sla=PAST_FIRST), encoding="utf-8")
    (tmp_path / "log.csv").write_text(LOG, encoding="utf-8")
    on_contract, on_json, on_stored, stored = claims_three_ways(tmp_path, tmp_path / "c.md", tmp_path / "log.csv",
                                                                 sla_unit="node", units=1)
    [(_, credit, basis, review)] = on_contract[0]
    assert credit == 0 and basis == [] and any("past what its level" in note for note in review)
    assert "past the uptime guarantee" in stored.clauses.multiple_sentence
    # ff91c32b: the stored clauses lost the sentence, so the claim on them read the term's quote alone and owed
    # 1,920.00 (96 x 8 GPU-hours x 2.50: all 60 minutes, not those past the 99.99% allowance)
    assert on_stored == on_contract == on_json


def test_a_multiple_of_all_downtime_is_claimed_alike_on_stored_terms(tmp_path):
    # guard (as on ff91c32b): the same without the words that count past the level owes 96 x the downtime each way
    (tmp_path / "c.md").write_text(EN.format(sla=PAST_FIRST.replace("For downtime past the uptime guarantee, a", "A")),
                                   encoding="utf-8")
    (tmp_path / "log.csv").write_text(LOG, encoding="utf-8")
    on_contract, on_json, on_stored, _ = claims_three_ways(tmp_path, tmp_path / "c.md", tmp_path / "log.csv",
                                                            sla_unit="node", units=1)
    assert on_contract[0][0][1] == 1920.0
    assert on_stored == on_contract == on_json


def test_a_run_stored_a_multiple_before_its_sentence_was_is_marked_not_recorded(tmp_path):
    (tmp_path / "c.md").write_text(EN.format(sla=PAST_FIRST), encoding="utf-8")
    run("extract", tmp_path / "c.md", "--db", tmp_path / "a.db")
    conn = sqlite3.connect(tmp_path / "a.db")
    conn.execute("ALTER TABLE runs DROP COLUMN multiple_not_recorded")
    conn.execute("DELETE FROM contract_clauses WHERE reader = 'multiple_sentence'")
    conn.execute("PRAGMA user_version = 2")
    conn.commit()
    conn.close()
    run("extract", tmp_path / "c.md", "--db", tmp_path / "a.db")  # run 2, by this slacheck
    conn = sqlite3.connect(tmp_path / "a.db")
    try:
        assert conn.execute("PRAGMA user_version").fetchone() == (store.SCHEMA_VERSION,)
        assert conn.execute("SELECT id, multiple_not_recorded FROM runs ORDER BY id").fetchall() == [(1, 1), (2, None)]
    finally:
        conn.close()


@pytest.mark.parametrize("name, options", [
    ("fx04_corvid_gpu_instance_sla.txt", {"currency": "USD", "monthly_fee": 10000, "units": 2}),
    ("fx05_huanyu_a800_gpuhour.txt", {"monthly_fee": 50000}),
    ("fx06_kestrel_h200_quick_order.md", {"sla_unit": "node", "units": 2}),
    ("fx12_yunzhan_h20_inference.md", {"monthly_fee": 80000}),
])
def test_a_claim_on_a_fixture_is_the_same_on_its_json_and_its_stored_terms(tmp_path, name, options):
    # guard (as on ff91c32b for these contracts): amounts and notes alike three ways
    (tmp_path / "log.csv").write_text(
        "id,start,end,units,cause\nA,2026-03-05T00:00:00,2026-03-05T09:00:00,*,\n"
        "B,2026-03-20T10:00:00,2026-03-20T13:30:00,*,\n", encoding="utf-8")
    on_contract, on_json, on_stored, _ = claims_three_ways(tmp_path, FIXTURES / name, tmp_path / "log.csv",
                                                            **options)
    assert on_stored == on_contract == on_json


# a delivery time counted in working days: 12 working days come to 12 to 23.8 calendar days, which a "≤ 14" neither
# meets nor misses whatever the weekends and holidays
WORKING = "# GPU 算力租赁订单\n\n一、乙方应于本订单签署后十二个工作日内完成集群交付。\n二、月服务费为人民币100,000元。\n"


def delivery(result) -> tuple:
    [found] = [f for f in result.findings if f.rule == "delivery"]
    return found.status, found.value


def test_check_on_a_terms_yaml_decides_a_working_days_time_as_on_the_contract(tmp_path):
    contract = tmp_path / "order.md"
    contract.write_text(WORKING, encoding="utf-8")
    terms = tmp_path / "TERMS.yaml"
    terms.write_text(run("extract", contract, "--format", "yaml", "--no-db"), encoding="utf-8")
    assert "#   counted in: working days" in terms.read_text(encoding="utf-8")
    [term] = [t for t in read_terms(terms) if t.key == "delivery_days"]
    assert (term.value, term.counted_in, term.unit) == (12, "working_days", "days")
    # ff91c32b: pass on the TERMS.yaml (12 read as calendar days), review on the contract
    assert delivery(api.check(terms)) == delivery(api.check(contract)) == ("review", 12)


def test_a_deleted_counted_in_line_is_calendar_time_and_other_words_are_refused(tmp_path):
    contract = tmp_path / "order.md"
    contract.write_text(WORKING, encoding="utf-8")
    written = dump_terms_yaml(api.extract(contract))
    terms = tmp_path / "TERMS.yaml"
    # a reviewer who deletes the line says the time is calendar time (as a ladder's hole deleted, ``_kept_under``)
    terms.write_text(written.replace("#   counted in: working days\n", ""), encoding="utf-8")
    assert delivery(api.check(terms)) == ("pass", 12)
    terms.write_text(written.replace("counted in: working days", "counted in: weekdays"), encoding="utf-8")
    with pytest.raises(Exception, match="counted in: 'weekdays' is not one of working days, working hours"):
        read_terms(terms)


def test_reconcile_on_the_contract_stores_its_terms_and_clauses(tmp_path):
    (tmp_path / "c.md").write_text(EN.format(sla=PAST_FIRST), encoding="utf-8")
    (tmp_path / "log.csv").write_text(LOG, encoding="utf-8")
    run("reconcile", "--contract", tmp_path / "c.md", "--incidents", tmp_path / "log.csv", "--vendor-report",
        tmp_path / "log.csv", "--as-of", AS_OF, "--sla-unit", "node", "--units", "1", "--format", "json",
        "--db", tmp_path / "a.db")
    conn = sqlite3.connect(tmp_path / "a.db")
    try:
        [(run_id,)] = conn.execute("SELECT id FROM runs WHERE command = 'reconcile'").fetchall()
        keys = {k for (k,) in conn.execute("SELECT key FROM terms WHERE run_id = ?", (run_id,))}
        readers = {r for (r,) in conn.execute("SELECT reader FROM contract_clauses WHERE run_id = ?", (run_id,))}
    finally:
        conn.close()
    # ff91c32b: no terms, no clauses stored with the reconcile's run
    assert {"credit_downtime_multiple", "monthly_fee"} <= keys and "multiple_sentence" in readers
