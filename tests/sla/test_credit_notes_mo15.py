"""A claim's notes where `check` says the credits are unclear, and a credit per several hours alike in both languages
(session 37's helper mo15).

1. "below 99.9% or 85%, a Service Credit of 10%" (mo13: which level the credit is owed below is not told): no tier is
   read, and a claim paid nothing saying "the contract states no credit form". It now says the levels named together are
   unclear and quotes the sentence, as `check` does (claim_inputs.unclear_levels_review).
2. "one day of service credit for every 2 hours of downtime" was read in English as a downtime multiple of 12 (3 hours
   down: 36 hours of service), while Chinese "每中断两小时，赔偿1天服务费" is shown for review and left out of a claim.
   One day per full two hours is a step (3 hours down: 1 day), which no credit form of SPEC §3.4 computes (a multiple
   counts the downtime unrounded, the per-hour credit rounds each outage to an hour): both languages now leave it out of
   the claim and say so (en.yaml credit_downtime_multiple ``ratio_steps``).
3. "监控每2小时巡检一次，可用性低于99.9%的，赔偿月服务费的10%": "每…小时" read as a credit per hour and the sentence's tier
   was lost; a period that counts no downtime no longer blocks the tier (zh.yaml ``per_unit``).

The wordings are the brief's; each positive stands beside a near miss.
"""

from decimal import Decimal

import pytest

from slacheck import api
from tests.conftest import claimed_month
from tests.sla.test_ladder_last_tier_mo10 import CONTRACT, LOG, tiers_of
from tests.sla.test_ladders_mo13 import EN, ONE_CREDIT, PERIOD_NOTE, ZH

NO_FORM = "the contract states no credit form"


def _claim(tmp_path, text: str):
    (tmp_path / "c.txt").write_text(CONTRACT + text, encoding="utf-8")
    (tmp_path / "log.csv").write_text(LOG, encoding="utf-8")
    return api.claim(tmp_path / "log.csv", contract=tmp_path / "c.txt", as_of="2026-12-05", currency="USD").months[0]


# ------------------------------------------------------------------ 1. a claim on levels named together

def test_a_claim_on_unclear_levels_says_why_it_owes_nothing(tmp_path):
    month = _claim(tmp_path, ONE_CREDIT)
    assert month.credit_amount == Decimal("0.00")
    # main: ["the contract states no credit form"]
    assert NO_FORM not in month.review
    [note] = [r for r in month.review if "levels of availability named together" in r]
    assert "do not settle which level each is owed below" in note
    assert "c.txt page 1: “If the Monthly Uptime falls below 99.9% or 85%, the Customer receives a Service" in note


def test_a_claim_on_a_contract_with_no_credit_form_keeps_its_note(tmp_path):
    # near miss: the same levels, no credit named at all
    month = _claim(tmp_path, "Service Levels. The Provider targets a Monthly Uptime of 99.9% or 85% for each node.\n")
    assert month.credit_amount == Decimal("0.00")
    assert NO_FORM in month.review
    assert not any("named together" in r for r in month.review)


# ------------------------------------------------------------------ 2. a credit per two hours, both languages

# 2026-03-05 00:00-03:00: one outage of 3 hours (one day per full two hours would be 1 day; 12 x 3 hours is 36 hours)
THREE_HOURS = "id,start,end,units,cause\nA,2026-03-05T00:00:00,2026-03-05T03:00:00,*,vendor\n"
EN_FEE = ("Service Level Agreement\n\nThe Customer rents 8 NVIDIA H100 GPUs at USD 2.00 per GPU-hour; the monthly fee is "
          "USD 10,000.\n\n{sla}\n")


@pytest.mark.parametrize("text, quoted", [
    (ZH.format(sla="每中断两小时，赔偿1天服务费。"), "每中断两小时"),
    # main: a downtime multiple of 12, a claim of 36 hours of service (8 GPUs x 3 hours x 12 x USD 2.00 = 576.00)
    (EN_FEE.format(sla="For every 2 hours of downtime, the Customer receives one day of service credit."),
     "For every 2 hours of downtime"),
    (EN_FEE.format(sla="The Customer receives one day of service credit for every two hours of downtime."),
     "for every two hours of downtime"),
])
def test_a_credit_per_two_hours_is_left_out_in_either_language(tmp_path, text, quoted):
    month = claimed_month(tmp_path, text, THREE_HOURS)
    assert month["credit_amount"] == 0.0
    assert any(PERIOD_NOTE in note and quoted in note for note in month["review"])


def test_a_credit_per_two_hours_is_no_multiple(reads):
    # main: 12
    reads(EN.format(sla="For every 2 hours of downtime, the Customer receives one day of service credit."),
          "credit_downtime_multiple", None, language="en")


@pytest.mark.parametrize("sla, multiple", [
    # near misses: service time per one hour of downtime, or per a day, is a multiple still
    ("For every hour of downtime, the Customer receives one day of service credit.", 24),
    ("The Customer receives one week of service credit for each day of outage.", 7),
])
def test_service_time_per_one_unit_of_downtime_is_a_multiple(reads, sla, multiple):
    reads(EN.format(sla=sla), "credit_downtime_multiple", multiple, language="en")


def test_a_multiple_per_one_hour_is_still_claimed(tmp_path):
    # near miss: 24 x 3 hours x 8 GPUs x USD 2.00 = 1152.00
    month = claimed_month(tmp_path, EN_FEE.format(
        sla="For every hour of downtime, the Customer receives one day of service credit."), THREE_HOURS)
    assert month["credit_amount"] == 1152.0


# ------------------------------------------------------------------ 3. a period that counts no downtime

@pytest.mark.parametrize("sla", [
    "监控每2小时巡检一次，可用性低于99.9%的，赔偿月服务费的10%。",
    "乙方每4小时备份一次数据，月可用性低于99.9%的，赔偿月服务费的10%。",
    "故障处理：每2小时通报一次进展，可用性低于99.9%的，赔偿月服务费的10%。",
])
def test_a_period_that_counts_no_downtime_keeps_the_tier(sla):
    # main: None (the "每…小时" read as a credit per hour)
    assert tiers_of(ZH.format(sla=sla)) == [{"below_pct": 99.9, "credit_pct": 10.0}]


@pytest.mark.parametrize("sla", [
    # near misses: a credit per hours of downtime is no tier
    "可用性低于99.9%的，每中断2小时，赔偿月服务费的10%。",
    "可用性低于99.9%的，服务每累计中断3个小时，赔偿月服务费的10%。",
    "可用性低于99.9%的，中断时间每满2小时，赔偿月服务费的10%。",
    "可用性低于99.9%的，故障每持续2小时，赔偿月服务费的10%。",
])
def test_a_credit_per_hours_of_downtime_is_still_no_tier(sla):
    assert tiers_of(ZH.format(sla=sla)) is None
