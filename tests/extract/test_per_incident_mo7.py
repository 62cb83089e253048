"""Credits per incident and the shortest outage that counts (session 35's helper mo7).

1. A ladder of credits by one outage's length ("单次中断10至59分钟的，补偿24小时服务时长；单次中断60分钟以上的，补偿72小时服务
   时长", Vultr's "| Outage Time Frame | Credit Amount |") is a credit per incident (cr4, ``tiers.per_incident_credits``).
   Beside a credit a month's downtime counts toward (tiers by availability; evidence.yaml ``downtime_credits``) its
   lowest length is the shortest outage that earns THAT credit, not what counts as downtime for the tiers: main read
   min_outage_minutes 10 from it, and a claim dropped every outage under 10 minutes from availability. Alone, mo3's
   reading stands (the shortest outage that earns anything), and a stated threshold of downtime stays.
2. "单次中断或月累计中断超过4小时的" offers a single outage OR the month's total: main (mo5/mo6) read 4 hours as a single
   outage's length (``IncidentCredit.over_minutes`` 240). A month's total between the outage's words and the length
   (``tiers.month_totals``) makes it no single outage's length: the clause stays a credit per incident for review, with
   no length.
3. "counting any outage of 5 consecutive minutes or more" was read as a credit per incident (en.yaml ``per_incident``
   "any outage of"): a clause saying such an outage is counted (``tiers.counted``) is a threshold of downtime.

Vultr's SLA (https://www.vultr.com/legal/sla/) has the "| Outage Time Frame | Credit Amount |" table over "| 10 – 59
minutes | 24 Hours |"; the Chinese wordings are the forms of cr4/mo5 (tests/extract/test_per_incident_cr4.py). No public
document found with the "或月累计" or "counting any outage" wordings: each positive stands beside a near miss.
"""

import pytest

from slacheck.extract.tiers import per_incident_clauses
from tests.conftest import make_document

TIER_ZH = "月可用性低于99.9%的，赔偿月服务费的10%。\n"
LADDER_ZH = "单次中断10至59分钟的，补偿24小时服务时长；单次中断60分钟以上的，补偿72小时服务时长。\n"
TIER_EN = "If monthly availability falls below 99.9%, Customer receives a credit of 10% of the monthly fee.\n\n"
LADDER_EN = ("An outage of 10 to 59 minutes earns a credit of 24 hours of service; an outage of 60 minutes or more earns a "
             "credit of 72 hours of service.\n")
VULTR = "| Outage Time Frame | Credit Amount |\n|---|---|\n| 10 – 59 minutes | 24 Hours |\n| 60+ minutes | 72 Hours |\n"


@pytest.mark.parametrize("text, language", [
    (TIER_ZH + LADDER_ZH, "zh"),
    ("1. " + TIER_ZH + "\n2. " + LADDER_ZH, "zh"),
    (TIER_EN + LADDER_EN, "en"),
    (TIER_EN + VULTR, "en"),
])
def test_a_per_incident_ladder_beside_tiers_is_no_shortest_outage(reads, text, language):
    # main: 10 (the zh ladder rule) for the Chinese forms: an 8-minute outage left out of availability
    reads(text, "min_outage_minutes", None, language=language)
    reads(text, "credit_tiers", [{"below_pct": 99.9, "credit_pct": 10.0}], language=language)
    assert per_incident_clauses(make_document(text, language=language))


@pytest.mark.parametrize("text, expected, language", [
    # near misses: a stated threshold of downtime stays beside the ladder (main: 10 too; 5 shows it is the threshold's)
    ("单次中断不足10分钟的不计入不可用时间。\n" + TIER_ZH + LADDER_ZH, 10, "zh"),
    ("单次中断不足5分钟的不计入不可用时间。\n" + TIER_ZH + LADDER_ZH, 5, "zh"),
    # ... and the ladder alone keeps its lowest step, the shortest outage that earns anything (mo1/mo3)
    (LADDER_ZH, 10, "zh"),
    # ... as does a ladder of remedies no credit per incident reads (no share of a fee nor service time)
    ("中断超过1小时的，赔偿当日服务费；单次中断超过24小时的，赔偿当月服务费。\n" + TIER_ZH, 60, "zh"),
])
def test_a_threshold_or_a_ladder_alone_keeps_its_shortest_outage(reads, text, expected, language):
    reads(text, "min_outage_minutes", expected, language=language)


def test_a_single_outage_or_the_months_total_is_no_single_outages_length():
    text = "月可用性低于99.9%的，赔偿月服务费的10%；单次中断或月累计中断超过4小时的，赔偿月服务费的25%。\n"
    # main: over_minutes 240, as if one outage of more than 4 hours alone earned the 25%
    [found] = per_incident_clauses(make_document(text, language="zh"))
    assert found.text.strip() == "单次中断或月累计中断超过4小时的，赔偿月服务费的25%。"
    assert found.over_minutes is None


@pytest.mark.parametrize("text, language", [
    # near misses: a single outage's own length, and a month named after it, keep it (mo5)
    ("月可用性低于99.9%的，赔偿月服务费的10%；单次中断超过4小时的，赔偿月服务费的25%。\n", "zh"),
    ("Credits are due when availability falls below 99.9%, and any single outage exceeding 4 hours in a month earns a "
     "25% credit.\n", "en"),
])
def test_a_single_outages_length_stays(text, language):
    [found] = per_incident_clauses(make_document(text, language=language))
    assert found.over_minutes == 240


def test_a_counting_rule_is_no_credit_per_incident(reads):
    text = ("Credits are due when availability falls below 99.9%, counting any outage of 5 consecutive minutes or more, "
            "and earn a 10% credit.\n")
    # main: the clause listed as a credit per incident (en.yaml per_incident "any outage of")
    assert per_incident_clauses(make_document(text, language="en")) == []
    reads(text, "credit_tiers", [{"below_pct": 99.9, "credit_pct": 10.0}], language="en")


def test_a_credit_for_any_outage_of_a_length_stays_per_incident():
    # near miss: the same words earning the credit themselves
    text = "Customer receives a 10% credit for any outage of more than 4 hours.\n"
    [found] = per_incident_clauses(make_document(text, language="en"))
    assert found.over_minutes == 240
