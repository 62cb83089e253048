"""Wrong values left after zh80 (zh82, session 44).

A contract's own assessment (考核) of its service weighted in per cent ("| 考核指标 | 权重 | 标准 |" over "| 可用性 | 50% |
服务可用性不低于99.9% |") read the item's weight 50 as the availability, in conflict with the standard 99.9: the column of
weights (zh80's ``score_columns``) is now no term there, the standards are.
"""

import pytest

from tests.conftest import checked_findings

ASSESSMENT = ("| 考核指标 | 权重 | 标准 |\n|---|---|---|\n| 可用性 | 50% | 服务可用性不低于99.9% |\n"
              "| 故障响应 | 50% | 故障响应时间不超过30分钟 |\n")


@pytest.mark.parametrize("weight", ["权重", "权重占比", "分值"])
def test_an_assessments_weight_is_no_level(extracted, weight):
    # 0103b44c: availability 50 beside 99.9 (alternatives, review)
    text = ASSESSMENT.replace("权重", weight)
    term = extracted(text, "availability_pct", 99.9, language="zh")
    assert term.value == 99.9 and not term.conflict
    assert checked_findings(text, language="zh")["availability"].status == "pass"


def test_an_assessments_standards_stay_read(reads):
    # guard (passes on 0103b44c too): the standard of each assessed item is its term
    reads(ASSESSMENT, "response_minutes", 30, language="zh")


# a credit table whose top band runs up to the commitment by name, as TWCC's (https://tws.twcc.ai/protocol/: "| 低於SLO但大
# 於或等於99.0% | 10% |"): read up to the one level the document states; unread (review) where it states several
SLO_CREDITS = ("2.2 服務抵扣如下表：\n\n| 每月正常運作時間百分比 | 服務抵扣 |\n|---|---|\n| 低於SLO但大於或等於99.0% | 10% |\n"
               "| 低於99.0% | 25% |\n")
ONE_LEVEL = "本服务月费为20000元。\n\n2.1 服务可用性不低于99.9%。\n\n" + SLO_CREDITS
LADDER = [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]


@pytest.mark.parametrize("text", [ONE_LEVEL, ONE_LEVEL.replace("低於SLO但", "低于服务等级目标但"),
                                  "服务可用性不低于99.9%。\n月度可用性低于服务等级目标但不低于99%的，赔偿当月服务费的10%；"
                                  "低于99%的，赔偿当月服务费的25%。"])
def test_a_band_up_to_the_slo_is_up_to_the_stated_level(reads, text):
    # 0103b44c: only [<99 → 25%], the top band dropped
    reads(text, "credit_tiers", LADDER, language="zh")


def test_a_month_between_the_levels_owes_the_top_bands_credit(tmp_path):
    # 0103b44c: 0 (the month at 99.597% fell in no band read); 10% of 20,000
    from tests.conftest import api_month

    log = "id,start,end,units\n1,2026-03-03T00:00,2026-03-03T03:00,1\n"
    month = api_month(tmp_path, ONE_LEVEL, log, "2026-04-01")
    assert float(month.credit_amount) == 2000.0


def test_a_band_up_to_the_slo_of_several_services_is_left_for_review():
    # 0103b44c: pass on a partial ladder (one tier: 25% below 99%); TWCC states a level per service
    from tests.extract.test_misses_zh80 import TWCC

    finding = checked_findings(TWCC + "\n" + SLO_CREDITS, language="zh")["outage-compensation"]
    assert finding.status == "review" and "低於SLO但大於或等於99.0%" in finding.reason


def test_a_band_up_to_the_target_in_english_stays_read(reads):
    # guard (passes on 0103b44c too): en.yaml's target_ends
    text = ("Monthly uptime SLO is 99.9%.\n\n| Monthly Uptime | Service Credit |\n|---|---|\n"
            "| below the SLO but at least 99.0% | 10% |\n| below 99.0% | 25% |\n")
    reads(text, "credit_tiers", LADDER, language="en")


@pytest.mark.parametrize("text", ["故障响应最快15分钟。", "我们的运维团队最快可在15分钟内响应。"])
def test_the_fastest_response_is_a_best_case(extracted, text):
    # 0103b44c: a firm 15 (operative, 0.9)
    term = extracted(text, "response_minutes", 15, language="zh")
    assert term.evidence_kind == "loose" and term.confidence < 0.6


def test_the_fastest_speed_beside_a_stated_limit_stays_firm(extracted):
    # guard (passes on 0103b44c too): 最快 names the speed, the 15 minutes are the limit
    term = extracted("乙方以最快速度响应，响应时间不超过15分钟。", "response_minutes", 15, language="zh")
    assert term.evidence_kind == "operative" and term.confidence >= 0.9


def test_a_stated_response_wins_over_the_fastest(reads):
    # guard (passes on 0103b44c too): the stated limit is the value
    reads("故障响应时间不超过30分钟，最快15分钟。", "response_minutes", 30, language="zh")


@pytest.mark.parametrize("text", ["商业常见SLA为15–60分钟响应。", "行业常见响应时间为30分钟。", "业界常见的做法是故障发生后15-60分钟内响应。"])
def test_what_the_market_commonly_has_is_no_response_time(reads, text):
    # 0103b44c: response 60 (30), operative, hedged at most
    reads(text, "response_minutes", None, language="zh")


def test_the_providers_own_promise_after_the_markets_stays_read(extracted):
    # guard (passes on 0103b44c too): the market's 30 is now advice, and the clause 乙方 opens is no part of it (resumed_by)
    term = extracted("行业常见响应时间为30分钟，乙方承诺15分钟内响应。", "response_minutes", 15, language="zh")
    assert term.value == 15 and term.evidence_kind == "operative"


def test_a_providers_usual_time_stays_its_hedge(extracted):
    # guard (passes on 0103b44c too): "一般为" of the provider's own time is its hedge, no advice
    term = extracted("响应时间一般为15-60分钟。", "response_minutes", 60, language="zh")
    assert term.value == 60 and term.hedge


# TWCC's English SLA 2.1 (https://tws.twcc.ai/en/protocol/: "TWS's goal is to provide Service which Monthly Uptime
# Percentage is greater than or equal to a certain percentage (“Service Level Objective”, hereinafter as “SLO”); each
# percentage is specified as follows: Service item Percentage / High-performance Computing 99.9% / ... / Virtual
# Compute Service 99.95%"), its list set out as the table it is
TWCC_EN = ("2. Service Level Objective and Service Credit\n\n2.1 TWS's goal is to provide Service which Monthly Uptime "
           "Percentage is greater than or equal to a certain percentage (\"Service Level Objective\", hereinafter as \"SLO\"); "
           "each percentage is specified as follows:\n\n| Service item | Percentage |\n|---|---|\n"
           "| High-performance Computing | 99.9% |\n| Container Compute Service | 99.9% |\n| Virtual Compute Service | 99.95% |\n"
           "| Cloud Object Storage | 99.95% |\n")


def test_an_english_level_per_service_is_sent_to_review_naming_the_services(extracted):
    # 0103b44c: missing ("The contract does not state the monthly availability")
    finding = checked_findings(TWCC_EN, language="en")["availability"]
    assert finding.status == "review"
    assert "99.9%" in finding.reason and "99.95%" in finding.reason and "High-performance Computing" in finding.reason
    term = extracted(TWCC_EN, "availability_pct", 99.9, language="en")
    assert term.conflict and term.scope == "High-performance Computing"


def test_a_percentage_column_with_no_lead_in_naming_the_level_is_no_level(reads):
    # guard (passes on 0103b44c too): "Percentage" alone names no key ("| Item | Percentage |" of a price's discount)
    reads("Discounts are as follows:\n\n| Item | Percentage |\n|---|---|\n| Reserved GPUs | 99.9% |\n",
          "availability_pct", None, language="en")
