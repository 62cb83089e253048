"""Money follow-ups (session 44's helper mo34): a cap word whose object is a length of outage ("Cumulative outage up to 45
minutes: 5% of MRC") bounds a band, no cap of the credit after it.

Texts are our own wording unless a source is named."""

import pytest

from slacheck import api

from tests.conftest import claimed_month, extracted_terms, make_document

OUTAGE_LIST = ("# Colocation Service Schedule\n\nPower SLA. Customer's monthly recurring charge (MRC) is $10,000.\n\n"
               "If power to Customer's cabinet is interrupted, Customer is entitled to a credit as follows:\n\n"
               "- Cumulative outage up to 45 minutes: 5% of MRC\n"
               "- Cumulative outage from 45 minutes to 4 hours: 10% of MRC\n- Cumulative outage over 4 hours: 25% of MRC\n")


# --- 1. a cap word bounding a length of outage is no cap
@pytest.mark.parametrize("text, lang", [
    (OUTAGE_LIST, "en"),
    (OUTAGE_LIST.replace("up to 45 minutes", "up to 00:45"), "en"),
    (OUTAGE_LIST.replace("up to 45 minutes", "up to 00:45").replace("45 minutes to 4 hours", "00:45 to 04:00"), "en"),
    ("# 服务等级\n\n服务赔偿：\n\n- 累计中断不超过45分钟：赔偿月服务费的5%\n- 累计中断超过45分钟：赔偿月服务费的10%\n", "zh"),
])
def test_a_cap_word_over_a_length_of_outage_is_no_cap(text, lang):
    # 7d0c8b40: credit_cap_pct 5 ("up to 45 minutes: 5%"), the first band's credit taken for the month's cap
    assert "credit_cap_pct" not in extracted_terms(text, lang, "sla.md")


@pytest.mark.parametrize("text, lang, cap", [
    ("Customer is entitled to service credits up to 50% of the monthly fee.", "en", 50),
    ("Credits are 5% of the MRC for each hour of outage, up to 50% of the MRC.", "en", 50),
    ("每月服务赔偿累计不超过当月服务费的30%。", "zh", 30),
])
def test_guard_a_cap_of_the_credit_stays(text, lang, cap):
    # guard (passes on 7d0c8b40): the cap word's object is the share of the fee
    t = extracted_terms(text, lang, "sla.md").get("credit_cap_pct")
    assert t is not None and t.value == cap, t


# --- 2. a row of service time of a whole month is the month's fee (CloudBalkan's per-outage table)
# (https://www.cloudbalkan.com/service-level-agreement-sla/: "Outage time frame / Account Credits compensation",
# "2.17 - 59 minutes 12 hours" ... "480+ minutes 732 hours (1 month)"; the fee sentence is ours)
CLOUDBALKAN = ("# Service Level Agreement\n\nThe monthly fee for the Services is EUR 300.\n\n"
               "1. CloudBalkan SLA delivers Monthly Service Availability: 99.995% or less than 2.17 minutes of downtime per "
               "month.\n2. In case of confirmed service outage Users are compensated with Account Credits according the "
               "following table:\n\n| Outage time frame | Account Credits compensation |\n|---|---|\n"
               "| 2.17 - 59 minutes | 12 hours |\n| 60 - 119 minutes | 24 hours |\n| 120 - 239 minutes | 48 hours |\n"
               "| 240 - 479 minutes | 120 hours |\n| 480+ minutes | 732 hours (1 month) |\n")


def _outage(hours: int) -> str:
    return f"id,start,end,units,cause\n1,2026-03-10T00:00:00,2026-03-10T{hours:02d}:00:00,*,vendor\n"


@pytest.mark.parametrize("hours, amount, earned", [
    (3, 19.35, "2 days of service"),  # 180 minutes: the 120 - 239 row, 48 hours = 2 of March's 31 days of EUR 300
    (10, 300.0, "100% of the month's fee"),  # 600 minutes: the 480+ row, a whole month: the whole fee, no more
])
def test_a_per_outage_table_with_a_months_row_is_priced(tmp_path, hours, amount, earned):
    # 7d0c8b40: 0 and "a credit table some of whose rows are not read ... this claim computes no credit from it" (the
    # 732 hours more than a 30-day month refused the whole table)
    month = claimed_month(tmp_path, CLOUDBALKAN, _outage(hours))
    assert month["credit_amount"] == amount, month
    review = " ".join(month["review"])
    assert earned in review and "priced here as a credit form" in review
    assert "some of whose rows are not read" not in review  # the table priced is no table left unread


# --- 3. a credit list of days only: quoted for review, never "missing"
DAYS_ONLY = ("# Service Level Agreement\n\nThe monthly fee is USD 10,000. Provider guarantees 99.9% monthly availability.\n\n"
             "Service credits:\n\n- 99.0% – 99.9%: 3 days\n- below 99.0%: 7 days\n")


def test_check_quotes_a_credit_list_of_days_only_for_review():
    # 7d0c8b40: "missing", "The contract does not state credit tiers ..." though the contract lists credits
    f = next(f for f in api.check(make_document(DAYS_ONLY, language="en"), lang="en").findings if f.term == "credit_tiers")
    assert f.status == "review", (f.status, f.message)
    assert "credit list" in f.message
    assert "99.0% – 99.9%: 3 days" in f.evidence.text and "below 99.0%: 7 days" in f.evidence.text
    assert DAYS_ONLY[f.evidence.start:f.evidence.end] == f.evidence.text
    assert "credit_tiers" not in extracted_terms(DAYS_ONLY, "en", "sla.md")  # days of a month the list does not state


def test_a_claim_names_the_credit_list_of_days(tmp_path):
    # 7d0c8b40: "the contract states no credit form" though the contract lists credits
    month = claimed_month(tmp_path, DAYS_ONLY, _outage(10))
    review = " ".join(month["review"])
    assert month["credit_amount"] == 0
    assert "the contract states no credit form" not in review
    assert "credit list" in review and "contract.md page 1" in review


def test_guard_a_days_list_naming_service_time_is_still_read():
    # guard (passes on 7d0c8b40): "3 days of service" names what the days are, read as days of the month's fee
    text = DAYS_ONLY.replace("3 days\n", "3 days of service\n").replace("7 days\n", "7 days of service\n")
    t = extracted_terms(text, "en", "sla.md")["credit_tiers"]
    assert [tier["credit_pct"] for tier in t.value] == [10, pytest.approx(23.3333, abs=1e-3)]


# --- 4. a credit form the contract states twice, no scope: the claim names the other figure
HEAD = "# Service Level Agreement\n\nThe monthly fee is USD 10,000. Provider guarantees 99.9% monthly availability.\n\n"
TWO_RATES = (HEAD + "Section 4. Service credits: Customer receives a credit of 5% of the monthly fee for each hour of "
             "downtime.\n\nSection 9. Service credits: Customer receives a credit of 10% of the monthly fee for each hour "
             "of downtime.\n")
TWO_LADDERS = (HEAD + "4. Service credits:\n\n| Availability | Credit |\n|---|---|\n| < 99.9% | 10% |\n| < 99.0% | 25% |\n\n"
               "9. Other terms.\n\nSome text here that is long enough to separate the two sections from each other.\n\n"
               "12. Service credits:\n\n| Availability | Credit |\n|---|---|\n| < 99.9% | 5% |\n| < 99.0% | 15% |\n")


@pytest.mark.parametrize("text, counted, other", [
    (TWO_RATES, "5% of the monthly fee per hour", "10% of the monthly fee per hour"),
    (TWO_LADDERS, "10% below 99.9%, 25% below 99%", "5% below 99.9%, 15% below 99%"),
])
def test_a_claim_names_the_other_figure_of_a_contradicted_credit_form(tmp_path, text, counted, other):
    # 7d0c8b40: the claim counted the first figure and said nothing of the other one the contract states
    from tests.sla.test_credits_mo29 import TWO_DAYS

    month = claimed_month(tmp_path, text, TWO_DAYS)
    note = next((n for n in month["review"] if "more than once with different figures" in n), None)
    assert note is not None, month["review"]
    assert counted in note and other in note and "this claim counts" in note


def test_guard_a_scoped_credit_keeps_its_own_note(tmp_path):
    # guard (passes on 7d0c8b40): mo32's scope note names each scope's figure, no contradiction's note
    from tests.sla.test_credits_mo32 import PER_HOUR

    log = "id,start,end,units,cause\n1,2026-03-03T00:00:00,2026-03-03T04:00:00,*,vendor\n"
    review = " ".join(claimed_month(tmp_path, PER_HOUR["en"], log)["review"])
    assert "5 for 'Network'" in review and "more than once with different figures" not in review


# --- 5. an English claim window in calendar months ends when the months do (zh79's calendar_window_review)
MONTHS_WINDOW = (HEAD + "If availability falls below 99.9%, Customer receives a credit of 10% of the monthly fee.\n\n"
                 "Customer must request a service credit within two (2) months after the end of the month in which the "
                 "incident occurred.\n")
JANUARY = "id,start,end,units,cause\n1,2026-01-03T00:00:00,2026-01-05T00:00:00,*,vendor\n"


def test_an_english_window_in_months_ends_when_the_months_do(tmp_path):
    # 7d0c8b40: deadline 2026-04-01 (January's end + 60 days), a day after the contract's two months end
    month = claimed_month(tmp_path, MONTHS_WINDOW, JANUARY, "2026-03-15")
    assert month["claim_deadline"] == "2026-03-31"
    assert any("2 calendar months after the month's end" in note for note in month["review"]), month["review"]


def test_guard_an_english_window_of_days_after_the_months_end_is_the_days(tmp_path):
    # guard (passes on 7d0c8b40): "30 days after the end of the month" is 30 days, whatever the month
    text = MONTHS_WINDOW.replace("two (2) months", "30 days")
    month = claimed_month(tmp_path, text, JANUARY, "2026-02-15")
    assert month["claim_deadline"] == "2026-03-02"
    assert not any("calendar months" in note for note in month["review"])
