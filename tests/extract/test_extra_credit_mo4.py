"""An extra credit for a long single outage is not the credit of the availability tier beside it (session 34's helper
mo4). "Credits are due when availability falls below 99.9%, and any single outage exceeding 4 hours earns an additional
25% credit" states no credit for availability below 99.9%: main read the tier [{below_pct 99.9, credit_pct 25}], and a
claim paid 25% for any month under 99.9%. A credit whose own clause says it is added to another (min_outage_minutes'
``ladder.added``: additional, extra, 额外, 另行 ...) and holds no band is no band's credit; the level then states none, and
no tier is read (as for "credits are due when availability falls below 99.9%" alone).

The wordings are those of mo3's tests (tests/extract/test_outage_ladder_mo3.py), the extra remedy for a long single
outage that rental SLAs add beside the availability tier ("单次中断超过4小时的，额外赔偿…", Chinese tenders' wording).
Each positive stands beside a near miss.
"""

import pytest

from tests.conftest import claimed_month


@pytest.mark.parametrize("text, language", [
    ("Outages shorter than 5 minutes are not counted as downtime; credits are due when availability falls below 99.9%, "
     "and any single outage exceeding 4 hours earns an additional 25% credit.\n", "en"),
    ("Credits are due when availability falls below 99.9%, and any single outage exceeding 4 hours earns an extra 25% "
     "credit.\n", "en"),
    ("月可用性低于99.9%时乙方予以赔偿，单次中断超过4小时的，额外赔偿月服务费的25%。\n", "zh"),
    ("月可用性低于99.9%时乙方予以赔偿，单次中断超过4小时的另行赔偿月服务费的25%。\n", "zh"),
])
def test_an_added_credit_is_not_the_tier_credit(reads, text, language):
    reads(text, "credit_tiers", None, language=language)


@pytest.mark.parametrize("text, expected, language", [
    # near misses: a ladder of tiers, and a tier's own credit beside an added one, keep their credits
    ("Availability below 99.9%: 10% credit; below 99%: 25% credit.\n",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}], "en"),
    ("Availability below 99.9% earns a 25% credit, and an additional 10% for any single outage exceeding 4 hours.\n",
     [{"below_pct": 99.9, "credit_pct": 25.0}], "en"),
    ("If availability falls below 99.9%, Customer receives a 10% credit; any single outage exceeding 4 hours earns an "
     "additional 25% credit.\n", [{"below_pct": 99.9, "credit_pct": 10.0}], "en"),
    ("月可用性低于99.9%的，赔偿月服务费的10%；单次中断超过4小时的，额外赔偿月服务费的25%。\n",
     [{"below_pct": 99.9, "credit_pct": 10.0}], "zh"),
    ("月可用性低于99.9%的，赔偿月服务费的25%，单次中断超过4小时的另行赔偿10%。\n", [{"below_pct": 99.9, "credit_pct": 25.0}], "zh"),
])
def test_a_tier_keeps_its_own_credit_beside_an_added_one(reads, text, expected, language):
    reads(text, "credit_tiers", expected, language=language)


LOG = ("id,start,end,units,cause\n"
       "INC-1,2026-03-05T14:00:00,2026-03-05T15:30:00,node-01,\n")
EN = ("# GPU Cloud Service Level Agreement\n\nProvider: Acme GPU Cloud Inc. Customer: Example Labs LLC.\n\n"
      "1. Provider rents Customer one 8x H100 GPU server for a monthly fee of USD 20,000.\n\n"
      "2. Service levels. Provider guarantees monthly availability of 99.9%. {sla}\n")


@pytest.mark.parametrize("sla, credit", [
    # a 90-minute outage (99.80%): no credit is stated for availability below 99.9%, and the claim says so, to review
    # (main paid the extra's 25%, 5000 USD, as owed)
    ("Outages shorter than 5 minutes are not counted as downtime; credits are due when availability falls below 99.9%, "
     "and any single outage exceeding 4 hours earns an additional 25% credit.", None),
    # near miss: the tier's own 10%
    ("Outages shorter than 5 minutes are not counted as downtime; a service credit of 10% of the monthly fee is due "
     "when monthly availability falls below 99.9%, and any single outage exceeding 4 hours earns an additional 25% "
     "credit.", 2000.0),
])
def test_a_claim_does_not_pay_the_extra_credit_as_the_tier(tmp_path, sla, credit):
    month = claimed_month(tmp_path, EN.format(sla=sla), LOG)
    if credit is None:
        assert month["credit_amount"] == 0.0 and not month["claimable"]
        assert "the contract states no credit form" in month["review"]
    else:
        assert month["credit_amount"] == credit
