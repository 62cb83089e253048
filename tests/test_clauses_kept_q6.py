"""What extraction found, kept (q6): the clauses no term carries that a claim says (a credit per incident, a cap on
another basis than the month's fee, ...) are written in extract's JSON and stored in the database with the terms, so a
claim on the stored terms owes and says what one on the contract does; a TERMS.yaml's "counted from:" line under a key
nothing counts is refused; the language data's cache key holds its YAML loader."""

import json
from pathlib import Path

from typer.testing import CliRunner

from slacheck import api
from slacheck.cli import app
# a credit by each outage's length, in rows under a lead that says them owed per outage (the lead is above the rows:
# a claim on the terms alone must keep it to price them): 11,000.00 USD for March
from tests.sla.test_claim_money_mo23 import FEE, LADDER, MARCH

ROOT = Path(__file__).resolve().parent.parent

# a share of the rack's rent per outage, priced only because the fee's sentence names that rent (the sentence is no
# term's words: a claim on the terms alone must keep it)
RACK = ("机柜租用费：人民币30,000元/月。乙方承诺月度可用性不低于99.9%。\n\n"
        "每次断电按当月机柜租用费的10%赔偿。\n")
APRIL = "id,start,end,units,cause\ni1,2026-04-08T00:00:00,2026-04-08T05:00:00,*,vendor\n"


def run(*args: str):
    return CliRunner().invoke(app, [*args])


def claims(tmp_path: Path, contract: str, log: str, as_of: str, suffix: str = ".md") -> tuple[dict, dict, dict]:
    """The claim on the contract, on extract's JSON of it, and extract's JSON."""
    (tmp_path / f"c{suffix}").write_text(contract, encoding="utf-8")
    (tmp_path / "log.csv").write_text(log, encoding="utf-8")
    done = run("extract", str(tmp_path / f"c{suffix}"), "--format", "json", "--clauses", "--no-db")
    assert done.exit_code == 0, done.output
    (tmp_path / "terms.json").write_text(done.stdout, encoding="utf-8")
    out = []
    for given in (["--contract", str(tmp_path / f"c{suffix}")], ["--terms", str(tmp_path / "terms.json")]):
        done = run("claim", *given, "--incidents", str(tmp_path / "log.csv"), "--as-of", as_of, "--format", "json",
                   "--no-db")
        assert done.exit_code == 0, done.output
        out.append(json.loads(done.stdout))
    return out[0], out[1], json.loads((tmp_path / "terms.json").read_text(encoding="utf-8"))


def said(claim: dict) -> list:
    """What a user reads of a claim: each month's amount, basis and review, and the totals."""
    return [claim["total_credit"], claim["claimable_credit"],
            [(m["month"], m["credit_amount"], m["credit_pct"], m["review"], m.get("basis")) for m in claim["months"]]]


def test_a_claim_on_extracts_json_prices_the_per_outage_rows_as_one_on_the_contract(tmp_path):
    # main: extract's JSON is refused as a terms file ("unknown key 'terms'"), and holds no clause to price
    ours, from_json, extracted = claims(tmp_path, FEE + LADDER, MARCH, "2026-04-10")
    assert ours["total_credit"] == 11000.0
    assert said(from_json) == said(ours)
    [clause] = extracted["clauses"]["per_incident_clauses"]
    assert "2-6 hours 3 days compensation" in clause["text"]
    assert clause["lead"].startswith("For each outage, we will compensate")


def test_a_claim_on_extracts_json_prices_a_share_of_the_rent_its_fee_sentence_names(tmp_path):
    ours, from_json, extracted = claims(tmp_path, RACK, APRIL, "2026-05-10")
    assert ours["total_credit"] == 3000.0  # 10% of the rent for the one outage
    assert said(from_json) == said(ours)
    assert "机柜租用费" in extracted["clauses"]["fee_sentence"]


def test_a_claim_on_a_fixtures_json_equals_one_on_the_contract(tmp_path):
    # its cap ("Service Credits in any month shall not exceed the Monthly Base Fee") kept beside the terms
    contract = ROOT / "fixtures" / "contracts" / "fx13_ashgrove_a100_lease_to_own.txt"
    ours, from_json, extracted = claims(tmp_path, contract.read_text(encoding="utf-8"), LONG_OUTAGES, "2026-06-01",
                                        suffix=".txt")
    assert [c["text"] for c in extracted["clauses"]["capped_credit_clauses"]] == \
        ["5.5 Service Credits in any month shall not exceed the Monthly Base Fee for that month."]
    assert ours["total_credit"] == 87500.0 and said(from_json) == said(ours)


def test_a_claim_on_extracts_json_says_the_cap_on_another_basis(tmp_path):
    contract = FEE + "In no event shall service credits in any year exceed 8% of the annual fees paid.\n"
    ours, from_json, _ = claims(tmp_path, contract, MARCH, "2026-04-10")
    [march] = ours["months"]
    assert any("caps the credits, but not as a share of the monthly fee" in note for note in march["review"])
    assert said(from_json) == said(ours)


LONG_OUTAGES = ("id,start,end,units,cause\ns1,2025-06-03T10:00:00,2025-06-03T16:30:00,*,vendor\n"
                "s3,2025-07-02T00:00:00,2025-07-03T02:00:00,*,vendor\n")


def test_a_contract_stating_no_such_clause_writes_the_json_as_before(tmp_path):
    # guard (passes on 07d1766f): SPEC §2's shape, no "clauses" where there are none
    (tmp_path / "c.md").write_text("Monthly availability commitment: 99.9%.\n", encoding="utf-8")
    done = run("extract", str(tmp_path / "c.md"), "--format", "json", "--no-db")
    assert done.exit_code == 0, done.output
    assert set(json.loads(done.stdout)) == {"document", "terms"}


def test_a_claim_on_the_databases_terms_prices_and_says_what_one_on_the_contract_does(tmp_path):
    from slacheck import store
    from slacheck.models import Extraction

    (tmp_path / "c.md").write_text(FEE + LADDER, encoding="utf-8")
    (tmp_path / "log.csv").write_text(MARCH, encoding="utf-8")
    done = run("extract", str(tmp_path / "c.md"), "--db", str(tmp_path / "a.db"), "--format", "json", "--clauses")
    assert done.exit_code == 0, done.output
    info = json.loads(done.stdout)["document"]
    conn = store.open_db(tmp_path / "a.db")
    try:
        [run_id] = [r["id"] for r in store.list_runs(conn)]
        stored = Extraction(document=info, terms=store.stored_terms(conn, run_id),
                            clauses=store.stored_clauses(conn, run_id, info["sha256"]))
    finally:
        conn.close()
    ours = api.claim(tmp_path / "log.csv", contract=tmp_path / "c.md", as_of="2026-04-10")
    theirs = api.claim(tmp_path / "log.csv", terms=stored, as_of="2026-04-10")
    assert ours.total_credit == theirs.total_credit == 11000
    assert [(m.credit_amount, m.review) for m in theirs.months] == [(m.credit_amount, m.review) for m in ours.months]


def test_a_counted_from_line_under_another_key_is_refused_with_its_line(tmp_path):
    # main: read and dropped without a word
    terms = tmp_path / "terms.yaml"
    terms.write_text("availability_pct: 99.9\n#   counted from: outage start\nmonthly_fee: 1000\n", encoding="utf-8")
    (tmp_path / "log.csv").write_text(APRIL, encoding="utf-8")
    done = run("claim", "--terms", str(terms), "--incidents", str(tmp_path / "log.csv"), "--no-db")
    assert done.exit_code == 2
    assert "terms.yaml:2:" in done.output and "not under availability_pct" in done.output


def test_the_language_datas_cache_key_holds_its_yaml_loader(monkeypatch):
    # main: yamlfile.py (safe_loader, which parses the language files) was no part of the key: a change to it kept
    # the language data parsed by the old one
    from slacheck import yamlfile
    from slacheck.extract import data

    keyed = {}
    monkeypatch.setattr(data, "cached", lambda name, sources, build: keyed.setdefault(name, list(sources)))
    data.folded_data_file("zh")
    data.evidence_data.__wrapped__()
    assert Path(yamlfile.__file__) in keyed["lang-zh"] and Path(yamlfile.__file__) in keyed["data-evidence"]


def test_a_claim_on_extracts_json_leaves_out_a_multiple_counted_past_the_level(tmp_path):
    # the sentence the multiple stands in is kept beside it, read as a claim on the contract reads it
    from tests.sla.test_credit_wordings_mo11 import ATABYTE, EN, ONE_HOUR

    contract = EN.format(sla=ATABYTE.format(past=" past the uptime guarantee"))
    (tmp_path / "c.md").write_text(contract, encoding="utf-8")
    (tmp_path / "log.csv").write_text(ONE_HOUR, encoding="utf-8")
    done = run("extract", str(tmp_path / "c.md"), "--format", "json", "--clauses", "--no-db")
    (tmp_path / "terms.json").write_text(done.stdout, encoding="utf-8")
    assert "past the uptime guarantee" in json.loads(done.stdout)["clauses"]["multiple_sentence"]
    out = []
    for given in (["--contract", str(tmp_path / "c.md")], ["--terms", str(tmp_path / "terms.json")]):
        done = run("claim", *given, "--incidents", str(tmp_path / "log.csv"), "--as-of", "2026-12-05", "--sla-unit",
                   "node", "--units", "1", "--format", "json", "--no-db")
        assert done.exit_code == 0, done.output
        out.append(json.loads(done.stdout))
    [month] = out[0]["months"]
    assert month["credit_amount"] == 0.0 and any("past what its level" in note for note in month["review"])
    assert said(out[1]) == said(out[0])
