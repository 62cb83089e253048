"""Money follow-ups (session 44's helper mo32): a credit list left unread (mo31: "- below 99%: 7 days" amid lines of
percentages) is quoted by `check` for review and named by a claim, as a credit table left unread is (one reader:
``extract.tiers.unread_credit_tables``); the message words a table by what its first column holds (a response time, a
length of outage) and a list as a list; a credit table whose bands are clock lengths to the minute ("| 00:45 – 04:00 |
10 % |") is quoted for review, never read as tiers of availability.

Texts are our own wording."""

import pytest

from slacheck import api
from tests.conftest import claimed_month, extracted_terms, make_document
from tests.extract.test_misses_e110 import POWER
from tests.sla.test_credits_mo29 import TWO_DAYS
from tests.sla.test_credits_mo31 import DAYS_LINE, LAST_DAYS_LINE, LISTED


def _tiers_finding(text: str, lang: str, term: str = "credit_tiers"):
    result = api.check(make_document(text, language=lang), lang=lang)
    return next(f for f in result.findings if f.term == term)


# --- 1. a credit list left unread: review quoting the list (check), named by a claim
UNREAD_LISTS = {f"{form}-{where}": (form, LISTED[form].replace(*lines[form]))
                for form in LISTED for where, lines in (("middle", DAYS_LINE), ("last", LAST_DAYS_LINE))}


@pytest.mark.parametrize("case", sorted(UNREAD_LISTS))
def test_check_quotes_an_unread_credit_list_for_review(case):
    # 0ba6bf82: "missing" ("does not state credit tiers") though the contract lists credits
    lang, text = UNREAD_LISTS[case]
    f = _tiers_finding(text, lang)
    assert f.status == "review", (f.status, f.message)
    assert "credit list some of whose lines are not read" in f.message or "赔付条款列表" in f.message
    # the whole list quoted: each of its three lines, the unread one among them
    for line in ("99.9%", "99%", "95%"):
        assert line in f.evidence.text, (line, f.evidence.text)
    assert text[f.evidence.start:f.evidence.end] == f.evidence.text
    assert "credit_tiers" not in extracted_terms(text, lang, "sla.md")  # still no tier read


@pytest.mark.parametrize("case", sorted(UNREAD_LISTS))
def test_a_claim_names_the_unread_credit_list(case, tmp_path):
    # 0ba6bf82: "the contract states no credit form" though the contract lists credits
    _, text = UNREAD_LISTS[case]
    month = claimed_month(tmp_path, text, TWO_DAYS)
    assert month["credit_amount"] == 0
    review = " ".join(month["review"])
    assert "the contract states no credit form" not in review
    assert "credit list some of whose lines are not read" in review and "contract.md page 1" in review


# --- 2. the unread table's message says what its first column is
RESPONSE = (POWER.replace("Cumulative Power Outage", "Response time")
            .replace("If power to Customer's cabinet is interrupted", "If Provider responds to a Critical ticket late"))


def test_a_response_time_table_is_worded_as_one():
    # 0ba6bf82: "... or a length of outage rather than a level of availability" of a table by response time
    f = _tiers_finding(RESPONSE, "en")
    assert f.status == "review"
    assert "a response time rather than a level of availability" in f.message
    assert "length of outage" not in f.message


def test_guard_an_outage_length_table_still_says_length_of_outage():
    # guard (passes on 0ba6bf82): e110's table by cumulative outage keeps its words
    f = _tiers_finding(POWER, "en")
    assert f.status == "review" and "a length of outage rather than a level of availability" in f.message


def test_an_availability_table_left_unread_names_no_length_of_outage():
    # 0ba6bf82 said "or a length of outage rather than a level of availability" of any table left unread
    from tests.sla.test_credits_mo30 import UNREAD_TABLES

    text = UNREAD_TABLES["months"]
    f = _tiers_finding(text, "en")
    assert f.status == "review" and "credit table some of whose rows are not read" in f.message
    assert "length of outage" not in f.message and "response time" not in f.message


# --- 3. clock lengths to the minute: a table by length of outage, quoted for review, never tiers
HHMM = (POWER.replace("00:00:01 – 00:45:00", "00:00 – 00:45").replace("00:45:01 – 04:00:00", "00:45 – 04:00")
        .replace("04:00:01 – 08:00:00", "04:00 – 08:00").replace("Over 08:00:00", "Over 08:00"))
HHMM_ZH = ("# 机柜租用服务等级协议\n\n月服务费为人民币100,000元。\n\n机柜断电时，乙方按下表赔偿：\n\n"
           "| 累计断电时长 | 赔偿（月服务费的比例） |\n|---|---|\n| 不超过 00:45 | 5% |\n| 超过 00:45 不足 01:30 | 10% |\n"
           "| 超过 01:30 不足 04:00 | 25% |\n| 04:00 以上 | 50% |\n")


@pytest.mark.parametrize("text, lang", [(HHMM, "en"), (HHMM_ZH, "zh")])
def test_a_credit_table_by_clock_minutes_is_quoted_for_review(text, lang):
    # 0ba6bf82: "missing" (hh:mm:ss only was read as a clock's length, e110)
    f = _tiers_finding(text, lang)
    assert f.status == "review", (f.status, f.message)
    assert "00:45" in f.evidence.text and "04:00" in f.evidence.text
    assert "length of outage" in f.message or "按中断时长而非可用性赔付" in f.message
    assert "credit_tiers" not in extracted_terms(text, lang, "colo.md")  # never tiers of availability


# --- 4. credits per hour by scope: the network's and the power's, for review naming both, no contradiction
PER_HOUR = {
    "en": ("# Colocation SLA\n\nCustomer's monthly recurring charge (MRC) is $10,000.\n\n"
           "Network Availability. Provider will credit Customer 5% of MRC for each hour of Network Outage.\n\n"
           "Power Availability. Provider will credit Customer 10% of MRC for each hour of Power Outage.\n"),
    "zh": "月服务费为人民币100,000元。\n\n网络中断的，每中断1小时赔付月服务费的5%。\n\n电力中断的，每中断1小时赔付月服务费的10%。\n",
}
SCOPES = {"en": {"Network", "Power"}, "zh": {"网络", "电力"}}


@pytest.mark.parametrize("lang", sorted(PER_HOUR))
def test_per_hour_credits_of_network_and_power_are_credits_by_scope(lang):
    # 0ba6bf82: a contradiction naming no scope ("states this term more than once with different values")
    term = extracted_terms(PER_HOUR[lang], lang, "colo.md")["credit_per_hour_pct"]
    assert term.conflict and term.conflict_kind == "scoped", term
    assert {term.scope, *(a.scope for a in term.alternatives if a.reason == "conflict")} == SCOPES[lang]
    f = _tiers_finding(PER_HOUR[lang], lang, "credit_per_hour_pct")
    assert f.status == "review"
    assert all(scope in f.message for scope in SCOPES[lang]), f.message


def test_a_claim_on_per_hour_credits_by_scope_says_which_it_counted(tmp_path):
    # 0ba6bf82: 20% (5% x 4 hours) with no word that power's outage earns 10% an hour
    log = "id,start,end,units,cause\n1,2026-03-03T00:00:00,2026-03-03T04:00:00,*,vendor\n"
    month = claimed_month(tmp_path, PER_HOUR["en"], log)
    assert month["credit_amount"] == 2000
    [note] = [r for r in month["review"] if "per scope" in r]
    assert "5 for 'Network'" in note and "10 for 'Power'" in note and "counts 5" in note


def test_guard_per_hour_credits_naming_no_scope_still_contradict():
    # guard (passes on 0ba6bf82): two rates for the same outage are a contradiction, no scope
    text = PER_HOUR["en"].replace("Network Outage", "Outage").replace("Power Outage", "Outage") \
        .replace("Network Availability. ", "").replace("Power Availability. ", "")
    term = extracted_terms(text, "en", "colo.md")["credit_per_hour_pct"]
    assert term.conflict_kind == "contradiction", term


# --- 5. a claim on terms of a run stored before the multiple's sentence was says so
def test_a_claim_on_a_run_stored_without_the_multiples_sentence_says_so(tmp_path):
    # 0ba6bf82: the claim decided from the term's quote alone (1,920.00 on all 60 minutes) and said nothing of it
    import json
    import sqlite3

    from slacheck import store
    from slacheck.models import Extraction
    from tests.test_terms_roundtrip_q8 import AS_OF, EN, LOG, PAST_FIRST, run

    (tmp_path / "c.md").write_text(EN.format(sla=PAST_FIRST), encoding="utf-8")
    (tmp_path / "log.csv").write_text(LOG, encoding="utf-8")
    info = json.loads(run("extract", tmp_path / "c.md", "--format", "json", "--db", tmp_path / "a.db"))["document"]
    conn = sqlite3.connect(tmp_path / "a.db")  # (as a database of schema 2 stored it: no sentence, no mark)
    conn.execute("ALTER TABLE runs DROP COLUMN multiple_not_recorded")
    conn.execute("DELETE FROM contract_clauses WHERE reader = 'multiple_sentence'")
    conn.execute("PRAGMA user_version = 2")
    conn.commit()
    conn.close()
    conn = store.open_db(tmp_path / "a.db")  # (migrated: the run marked multiple_not_recorded)
    try:
        [(run_id,)] = conn.execute("SELECT id FROM runs WHERE command = 'extract'").fetchall()
        stored = Extraction(document=info, terms=store.stored_terms(conn, run_id, info["sha256"]),
                            clauses=store.stored_clauses(conn, run_id, info["sha256"]))
    finally:
        conn.close()
    claim = api.claim(tmp_path / "log.csv", terms=stored, as_of=AS_OF, sla_unit="node", units=1)
    assert any("stored the sentence the downtime multiple stands in" in note for note in claim.notes), claim.notes
    # ... and a claim on the contract says nothing of it (guard)
    on_contract = api.claim(tmp_path / "log.csv", contract=tmp_path / "c.md", as_of=AS_OF, sla_unit="node", units=1)
    assert not any("downtime multiple stands in" in note for note in on_contract.notes)
