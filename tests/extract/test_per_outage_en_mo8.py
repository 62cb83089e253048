"""An English credit by one outage's length (session 35's helper mo8): cr4's Chinese reading ("单次中断10至59分钟的，补偿
24小时服务时长") in English words (en.yaml ``tiers.per_outage``, ``day_credits_before``): "a single outage of 10 to 59 minutes
earns a credit of 24 hours of service" is a credit per incident, for `check` (the per-incident-credit finding) and `claim`
(the note that it is left out). A monthly tier in service time stays a tier; an outage's length that says which outages
count is no credit.

Each positive has a near miss beside it.
"""

import pytest

from slacheck import api
from tests.conftest import api_month, extracted_term, make_document

HEAD = "GPU Compute Service Agreement\n\nProvider commits to 100% network availability. "


def per_incident(text: str) -> list[str]:
    return [f.evidence.text for f in api.check(make_document(text, language="en")).findings
            if f.rule == "per-incident-credit"]


@pytest.mark.parametrize("clauses", [
    # the shape of https://www.vultr.com/legal/sla/ ("Outage Time Frame | Credit Amount": "10 – 59 minutes | 24 Hours")
    # in prose; the second clause's verb names the credit (no credit word: "earns 72 hours of service")
    ["An outage of 10 to 59 minutes earns a credit of 24 hours of service;",
     " an outage of 60 minutes or more earns 72 hours of service."],
    # ... a single outage, each outage, any one outage
    ["A single outage of 10 to 59 minutes earns a credit of 24 hours of service;",
     " a single outage of 60 minutes or more earns a credit of 72 hours of service."],
    ["Each outage of 10 to 59 minutes earns a credit of 24 hours of service."],
    ["Any one outage of 10 to 59 minutes earns 24 hours of service."],
    # ... a share of the fee by one outage's length
    ["A single outage of 30 to 59 minutes earns a credit of 5% of the monthly fee."],
])
def test_a_credit_by_one_outages_length_is_a_per_incident_finding(clauses):
    assert per_incident(HEAD + "".join(clauses) + "\n") == [c.strip() for c in clauses]


@pytest.mark.parametrize("text", [
    # an outage's length that says which outages count: a threshold, no credit
    HEAD + "An outage of 10 minutes or less is not counted.\n",
    # one outage's length with no credit: a report owed in hours
    HEAD + "Each outage of more than 30 minutes shall be reported within 24 hours.\n",
    # one outage named with no length of its own
    HEAD + "Downtime is measured from the start of each outage, and Customer receives 3 days of service credit.\n",
    # the verb earning something other than service time
    HEAD + "An outage of more than 60 minutes earns Customer the right to terminate on 30 days notice.\n",
])
def test_no_credit_by_one_outages_length_no_finding(text):
    assert per_incident(text) == []


@pytest.mark.parametrize("sentence", [
    # a monthly tier written in service time: a tier (3 days of a 30-day month), no credit per incident
    "If availability falls below 99.9% in a month, Customer receives 3 days of service credit.",
    # ... with a single outage's length in it that says which outages count
    "If availability falls below 99.9% in a month (an outage of 10 minutes or less is not counted), Customer receives 3 "
    "days of service credit.",
])
def test_a_monthly_tier_in_service_time_stays_a_tier(sentence):
    text = f"GPU Compute Service Agreement\n\nProvider commits to 99.9% monthly availability. {sentence}\n"
    assert per_incident(text) == []
    assert extracted_term(text, "credit_tiers", 1, "en").value == [{"below_pct": 99.9, "credit_pct": 10.0}]


CONTRACT = ("# GPU Compute Service Agreement\n\nThe monthly fee is USD 100,000. Provider commits to 99.9% monthly "
            "availability.\n\n{clause}\n")
# one outage of 60 minutes in October
LOG = "id,start,end,units,cause\n1,2026-10-03T10:00:00,2026-10-03T11:00:00,*,vendor\n"
FIRST = "An outage of 10 to 59 minutes earns a credit of 24 hours of service;"
SECOND = "an outage of 60 minutes or more earns 72 hours of service."


def test_a_claim_says_each_credit_by_one_outages_length_is_left_out(tmp_path):
    # (since mo22 both clauses are priced, each outage by the row holding its length, no longer said left out: the
    # 60-minute outage is past the first clause's 10 to 59 minutes and reaches the second's 60 minutes or more, 72 hours
    # of service, 3 days of October's 31 of the USD 100,000 fee: 9,677.42)
    month = api_month(tmp_path, CONTRACT.format(clause=f"{FIRST} {SECOND}"), LOG, "2026-11-05")
    assert not [r for r in month.review if "credit per incident, which this claim does not compute" in r]
    assert str(month.credit_amount) == "9677.42" and [b.form for b in month.basis] == ["per_incident"]
    assert any(f"“{SECOND}”" in r and "the month's outages earn 3 days of service, 9677.42" in r for r in month.review)


def test_a_claim_under_a_monthly_tier_in_service_time_notes_no_credit_per_incident(tmp_path):
    # near miss: the tier in days, with the length that says which outages count
    clause = ("If availability falls below 99.9% in a month (an outage of 10 minutes or less is not counted), Customer "
              "receives 3 days of service credit.")
    month = api_month(tmp_path, CONTRACT.format(clause=clause), LOG, "2026-11-05")
    assert not any("per incident" in r for r in month.review)
