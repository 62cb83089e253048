"""An extra credit for a long single outage, the forms session 34's mo4 left (session 35's helper mo5).

- "Credits are due when availability falls below 99.9%, and any single outage exceeding 4 hours earns a 25% credit" (no
  "additional") states no credit for availability below 99.9%: the 25% is given for one outage's length in its own words
  (``tiers.single_outages`` / ``longer_than``). Main read the tier [{below_pct 99.9, credit_pct 25}], and a claim paid 25%
  for any month under 99.9%; it now reads no tier, as mo4 does with "additional".
- The length is carried: the clause (or a tier table's row "| Single outage > 4 hours | additional 25% |") is a credit per
  incident (cr2's ``per_incident_clauses``) with the length a single outage must pass (``over_minutes``), which `check`
  shows for review and a claim names on the months with such an outage (tests/sla/test_extra_credit_claim_mo5.py).
- Beside a credit by availability, the outage's length is no shortest outage counted
  (tests/extract/test_outage_beside_tier_mo5.py).

No public document found with this exact wording; the forms are those of mo3's and mo4's tests (tests/extract/
test_outage_ladder_mo3.py, test_extra_credit_mo4.py: the extra remedy for a long single outage that rental SLAs and
Chinese tenders add beside the availability tier), without the word "additional". Each positive stands beside a near miss.
"""

import pytest

from slacheck import api
from slacheck.extract.tiers import per_incident_clauses
from tests.conftest import make_document

LONG_OUTAGE = [
    ("Credits are due when availability falls below 99.9%, and any single outage exceeding 4 hours earns a 25% credit.\n",
     "en"),
    ("Credits are due when availability falls below 99.9%, and any single outage exceeding 4 hours receives a 25% "
     "credit.\n", "en"),
    ("Credits are due when availability falls below 99.9%; any single outage exceeding 4 hours is entitled to a credit of "
     "25% of the monthly fee.\n", "en"),
    # ... no comma before "and": the credit's own words after the band name the outage
    ("Credits are due when availability falls below 99.9% and any single outage exceeding 4 hours earns a 25% credit.\n",
     "en"),
    ("月可用性低于99.9%时予以赔偿，单次中断超过4小时的赔偿月服务费的25%。\n", "zh"),
    # ... the outage's length in the condition clause before the credit's
    ("月可用性低于99.9%时予以赔偿，单次中断时间超过4小时的，乙方赔偿月服务费的25%。\n", "zh"),
]


@pytest.mark.parametrize("text, language", LONG_OUTAGE)
def test_a_credit_for_one_outages_length_is_not_the_tier_credit(reads, text, language):
    # main read [{below_pct 99.9, credit_pct 25}]
    reads(text, "credit_tiers", None, language=language)


@pytest.mark.parametrize("text, expected, language", [
    # near misses: a ladder of tiers; a level with its own credit and no outage's length
    ("Availability below 99.9%: 10% credit; below 99%: 25% credit.\n",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}], "en"),
    ("Availability below 99.9% earns a 25% credit.\n", [{"below_pct": 99.9, "credit_pct": 25.0}], "en"),
    # ... downtime added up over a month is no single outage: the credit stays the level's
    ("If monthly availability falls below 99.9%, or downtime exceeds 4 hours in a month, Customer receives a 25% "
     "credit.\n", [{"below_pct": 99.9, "credit_pct": 25.0}], "en"),
    ("月可用性低于99.9%或月累计中断超过4小时的，赔偿月服务费的25%。\n", [{"below_pct": 99.9, "credit_pct": 25.0}], "zh"),
    # ... a tier's own credit beside an outage's: the tier keeps it
    ("Availability below 99.9% earns a 25% credit and an additional 10% for any single outage exceeding 4 hours.\n",
     [{"below_pct": 99.9, "credit_pct": 25.0}], "en"),
    ("Availability below 99.9% earns a 25% credit and any single outage exceeding 4 hours earns 10%.\n",
     [{"below_pct": 99.9, "credit_pct": 25.0}], "en"),
    ("月可用性低于99.9%的，赔偿月服务费的10%；单次中断超过4小时的，赔偿月服务费的25%。\n",
     [{"below_pct": 99.9, "credit_pct": 10.0}], "zh"),
])
def test_a_level_keeps_its_own_credit(reads, text, expected, language):
    reads(text, "credit_tiers", expected, language=language)


def test_a_monthly_downtime_alone_is_read_as_no_tier_as_before(reads):
    # "if downtime exceeds 4 hours in a month, 25% credit": no band of availability, so no tier (as on main); and no
    # single outage's credit either
    text = "If downtime exceeds 4 hours in a month, Customer receives a 25% credit.\n"
    reads(text, "credit_tiers", None, language="en")
    assert per_incident_clauses(make_document(text, language="en")) == []


TABLES = [
    ("## Service credits\n\n| Monthly availability | Credit |\n|---|---|\n| < 99.9% | 10% |\n| < 99% | 25% |\n"
     "| Single outage > 4 hours | additional 25% |\n", "| Single outage > 4 hours | additional 25% |", "en"),
    ("## 服务赔偿\n\n| 月可用性 | 赔偿比例 |\n|---|---|\n| 低于99.9% | 10% |\n| 低于99% | 25% |\n"
     "| 单次中断超过4小时 | 额外赔偿25% |\n", "| 单次中断超过4小时 | 额外赔偿25% |", "zh"),
]


@pytest.mark.parametrize("text, row, language", TABLES)
def test_a_table_row_of_a_single_outage_is_no_tier_and_a_credit_per_incident(reads, text, row, language):
    # the availability rows are the tiers (as on main); the row of the outage's length is a credit per incident with its
    # length, which `check` shows for review (main: no finding, the extra credit unmentioned)
    reads(text, "credit_tiers", [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}],
          language=language)
    [clause] = per_incident_clauses(make_document(text, language=language))
    assert clause.text.strip() == row and clause.over_minutes == 240
    found = [f for f in api.check(make_document(text, language=language)).findings if f.rule == "per-incident-credit"]
    assert len(found) == 1 and found[0].status == "review" and row in found[0].evidence.text


@pytest.mark.parametrize("text, language", LONG_OUTAGE)
def test_the_clause_carries_the_outages_length(text, language):
    [clause] = per_incident_clauses(make_document(text, language=language))
    assert clause.over_minutes == 240


@pytest.mark.parametrize("text, quote", [
    # quoted from the clause naming the outage, the tier's words before it left to the tier
    (LONG_OUTAGE[0][0], "and any single outage exceeding 4 hours earns a 25% credit."),
    (LONG_OUTAGE[4][0], "单次中断超过4小时的赔偿月服务费的25%。"),
    (LONG_OUTAGE[5][0], "单次中断时间超过4小时的，乙方赔偿月服务费的25%。"),
])
def test_the_clause_is_quoted_from_the_outage(text, quote):
    [clause] = per_incident_clauses(make_document(text))
    assert clause.text.strip() == quote


@pytest.mark.parametrize("text, expected", [
    # a credit per incident counted with no length (cr2): no length carried, every month says it
    ("Customer will receive a credit of 10% of the monthly fee for each Outage.\n", None),
    ("乙方保证机柜供电可用性不低于99.99%。每次断电按当月机柜租用费的10%赔偿。\n", None),
    # ... one with a length carries it
    ("乙方承诺集群月可用性不低于99.9%，低于99.9%的，赔偿当月服务费的10%。每次服务中断超过2小时的，乙方另按当月服务费的5%赔偿。\n", 120),
])
def test_a_credit_per_incident_carries_a_length_only_when_it_states_one(text, expected):
    [clause] = per_incident_clauses(make_document(text))
    assert clause.over_minutes == expected
