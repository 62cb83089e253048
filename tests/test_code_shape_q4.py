"""What a claim window is counted from is decided once, by extraction (q4): the claim_window_days term carries it
(``Term.counted_from``: the outage's start or end, where the contract's words say so), extract's TERMS.yaml writes it
as a line a person can read and write ("#   counted from: outage start"), the audit database keeps it, and a claim
reads it from the term: on a TERMS.yaml it loads none of the extractor to know it."""

import json
import subprocess
import sys

import pytest

from slacheck.api import claim, extract
from slacheck.errors import SlacheckError
from slacheck.terms_file import dump_terms_yaml, read_terms_yaml

# the window counted from the outage's end ("故障恢复后"): from each outage, not the month's end (SPEC §3.5)
CONTRACT = ("服务等级协议\n\n服务可用性不低于99.9%。月度服务费为100000元。\n"
            "可用性低于99.9%的，按月度服务费的10%赔偿。\n"
            "甲方应在故障恢复后30日内以书面形式提出赔偿申请。\n")
TERMS = ("availability_pct: 99.9\nmonthly_fee: 100000\ncurrency: CNY\n"
         "credit_tiers:\n  - {below_pct: 99.9, credit_pct: 10}\nclaim_window_days: 30\n")
# two outages in March: the first from 00:00 to 06:00 on the 3rd (a window from it closes on 2026-04-02)
LOG = ("id,start,end,units,cause\ni1,2026-03-03T00:00:00,2026-03-03T06:00:00,*,vendor\n"
       "i2,2026-03-20T00:00:00,2026-03-20T06:00:00,*,vendor\n")
# what a claim on the file says of March, and whether any of the extractor was loaded for it (a fresh process)
CLAIM = """
import json, sys
from slacheck.api import claim
result = claim(sys.argv[1], terms=sys.argv[2], as_of="2026-04-20")
built = any(name.startswith("slacheck.extract") for name in sys.modules)
[month] = result.months
print(json.dumps([str(month.claim_deadline), month.claim_open, built]))
"""


@pytest.fixture
def files(tmp_path):
    contract, log = tmp_path / "sla.txt", tmp_path / "log.csv"
    contract.write_text(CONTRACT, encoding="utf-8")
    log.write_text(LOG, encoding="utf-8")
    return contract, log


def _claimed(log, terms):
    ran = subprocess.run([sys.executable, "-c", CLAIM, str(log), str(terms)], capture_output=True, text=True,
                         check=True)
    return json.loads(ran.stdout)


def test_the_extracted_window_says_it_is_counted_from_the_outages_end(files):
    contract, _ = files
    [window] = [t for t in extract(contract).terms if t.key == "claim_window_days"]
    assert window.counted_from == "outage_end"
    assert window.model_dump(mode="json")["counted_from"] == "outage_end"  # in extract's JSON
    # a term nothing is counted from keeps its JSON as it was: no such field
    assert all("counted_from" not in t.model_dump(mode="json") for t in extract(contract).terms
               if t.key != "claim_window_days")


def test_extracts_terms_file_states_the_start_and_a_claim_on_it_loads_no_extractor(files, tmp_path):
    contract, log = files
    written = dump_terms_yaml(extract(contract))
    assert "claim_window_days: 30  # page 1: 故障恢复后30日内以书面形式提出赔偿申请\n#   counted from: outage end\n" in written
    terms = tmp_path / "terms.yaml"
    terms.write_text(written, encoding="utf-8")
    # 30 days after the first outage's end (2026-03-03 06:00): closed on the as-of, and none of the extractor
    # loaded to know it (the contract's words quoted beside the value were searched again before)
    assert _claimed(log, terms) == ["2026-04-02", False, False]
    # ... the claim on the contract itself says the same
    [month] = claim(log, contract=contract, as_of="2026-04-20").months
    assert (str(month.claim_deadline), month.claim_open) == ("2026-04-02", False)


@pytest.mark.parametrize("line, deadline", [("#   counted from: outage start", "2026-04-02"),
                                            ("# counted from: Outage_Start", "2026-04-02"),
                                            ("#   counted from: month end", "2026-04-30")])
def test_a_person_states_in_terms_yaml_what_the_window_is_counted_from(files, tmp_path, line, deadline):
    _, log = files
    terms = tmp_path / "terms.yaml"
    terms.write_text(TERMS + line + "\n", encoding="utf-8")
    [window] = [t for t in read_terms_yaml(terms) if t.key == "claim_window_days"]
    assert window.text == "claim_window_days: 30"  # the file's entry stays the term's provenance
    state = deadline < "2026-04-20"
    assert _claimed(log, terms) == [deadline, not state, False]


def test_words_a_claim_cannot_count_a_window_from_are_a_problem_of_the_file(files, tmp_path):
    terms = tmp_path / "terms.yaml"
    terms.write_text(TERMS + "#   counted from: the incident\n", encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        read_terms_yaml(terms)
    # never the month's end guessed for it: a later deadline than the contract's is a credit refused
    assert raised.value.line == 7
    assert "counted from: 'the incident' is not one of month end, outage start, outage end" in raised.value.message


def test_the_audit_database_keeps_what_the_window_is_counted_from(files, tmp_path):
    from tests.conftest import stored_after_extract

    contract, log = files
    terms = stored_after_extract(contract, tmp_path / "audit.db")
    [window] = [t for t in terms if t.key == "claim_window_days"]
    assert window.counted_from == "outage_end"
    # ... so a claim on the stored terms counts the deadline from the first outage's end
    [month] = claim(log, terms=terms, as_of="2026-04-20").months
    assert (str(month.claim_deadline), month.claim_open) == ("2026-04-02", False)


# --------------------------------------------------------------------------- the clauses no term carries, read once

# downtime weighted by the traffic it cost, a cap on the year's fees and a credit per incident: what no term carries, and
# both of a reconcile's credits say (our own wording)
CLAUSES = ("服务等级协议\n\n服务可用性不低于99.9%。月度服务费为100000元。\n"
           "可用性低于99.9%的，按月度服务费的10%赔偿。\n"
           "服务不可用时间 = 不可用时间 × 流量下降比例。\n"
           "每次断电按当月服务费的5%赔偿。\n")
OURS = ("id,start,end,units,cause\no1,2026-03-03T00:00:00,2026-03-03T06:00:00,*,vendor\n")
THEIRS = ("id,start,end,units,cause\nt1,2026-03-03T00:00:00,2026-03-03T05:00:00,*,vendor\n")
READERS = ("unclear_levels", "capped_credit_clauses", "report_deadline_clauses", "per_incident_clauses",
           "weighted_downtime_clauses", "remedy_clauses", "downtime_credit_clauses", "unread_ladders")


@pytest.fixture
def counted(monkeypatch):
    """How often each clause reader of the extractor (``extract.tiers``) reads a contract's files."""
    from slacheck.extract import tiers

    calls = dict.fromkeys(READERS, 0)
    for name in READERS:
        def counting(*args, _read=getattr(tiers, name), _name=name, **kwargs):
            calls[_name] += 1
            return _read(*args, **kwargs)
        monkeypatch.setattr(tiers, name, counting)
    return calls


def test_a_reconcile_reads_each_clause_once_for_both_credits(tmp_path, counted):
    from slacheck.api import reconcile

    contract, ours, theirs = tmp_path / "sla.txt", tmp_path / "ours.csv", tmp_path / "theirs.csv"
    contract.write_text(CLAUSES, encoding="utf-8")
    ours.write_text(OURS, encoding="utf-8")
    theirs.write_text(THEIRS, encoding="utf-8")
    result = reconcile(ours, theirs, contract=contract, as_of="2026-04-20")
    # both credits say the weighted downtime and the credit per incident, each read in the contract once (each of
    # a reconcile's credits read the files again for it before)
    for credit in (result.ours_credit, result.theirs_credit):
        [month] = credit.months
        assert any("流量下降比例" in note for note in month.review)
        assert any("每次断电按当月服务费的5%赔偿" in note for note in month.review)
    assert counted["weighted_downtime_clauses"] == 1
    assert counted["per_incident_clauses"] == 1
    assert all(n <= 1 for n in counted.values()), counted


def test_check_reads_each_clause_once(tmp_path, counted):
    from slacheck.api import check

    contract = tmp_path / "sla.txt"
    # credits for a missed level in no credit form: the checklist's credit rule quotes it, and it says the contract
    # states credits (a cap is then read as a credit's) — one reading of the files for both (two before)
    contract.write_text("服务等级协议\n\n服务可用性不低于99.9%。月度服务费为100000元。\n"
                        "If a service level is not met, Customer is entitled to a service credit.\n", encoding="utf-8")
    result = check(contract)
    assert any(f.term == "credit_tiers" and f.status == "review" and "service level is not met" in f.message
               for f in result.findings)
    assert counted["remedy_clauses"] == 1
    assert all(n <= 1 for n in counted.values()), counted


def test_a_claim_on_terms_a_person_wrote_reads_no_clause(files, tmp_path, counted):
    # guard (as before q4): a TERMS.yaml has no contract text to read clauses in
    _, log = files
    terms = tmp_path / "terms.yaml"
    terms.write_text(TERMS, encoding="utf-8")
    claim(log, terms=terms, as_of="2026-04-20")
    assert not any(counted.values())
