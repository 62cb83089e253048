"""Credits per incident and per day left by cr2/cr3 (session 35's helper cr4).

- A Chinese credit by the length of one outage ("单次中断10至59分钟的，补偿24小时服务时长") is a credit per incident, as
  Vultr's English hours of service per outage are (cr3): no tier and no per-hour rate; a monthly tier written in 时长
  ("月可用性低于99.9%，补偿3天服务时长") stays a tier.
- Days of service counted on the month the clause states ("(31天計算)", "按31天计算", "31 Day Calculation"): 3 days are
  3/31 of the fee there; where no month is stated, 3/30 as before.
"""

import pytest

HEAD = "GPU算力服务合同\n\n乙方承诺网络可用性100%。"
# the brief's wording, in the shape of https://www.vultr.com/legal/sla/ ("10 – 59 minutes | 24 Hours")
PER_OUTAGE = HEAD + "单次中断10至59分钟的，补偿24小时服务时长；单次中断60分钟以上的，补偿72小时服务时长。\n"


@pytest.mark.parametrize("text", [
    PER_OUTAGE,
    # ... in days of service, or the service period extended by days
    HEAD + "单次中断超过60分钟的，赔偿1天服务时长。\n",
    HEAD + "单次中断超过60分钟的，延长服务期3天。\n",
])
def test_a_credit_per_outage_length_is_no_tier_nor_rate(extracted, text):
    # (check's per-incident-credit finding shows it: tests/checklist/test_per_incident_cr4.py)
    for key in ("credit_tiers", "credit_per_hour_pct"):
        extracted(text, key, None)


@pytest.mark.parametrize("text, tier", [
    # a monthly availability tier written in service time stays a tier, beside a clause on single outages
    ("GPU算力服务合同\n\n乙方承诺月可用性不低于99.9%。月可用性低于99.9%，补偿3天服务时长。\n", [(99.9, 3)]),
    ("GPU算力服务合同\n\n乙方承诺月可用性不低于99.9%。月可用性低于99.9%，补偿3天服务时长（单次中断10分钟以内的不计入不可用时间）。\n",
     [(99.9, 3)]),
])
def test_a_monthly_tier_in_service_time_stays_a_tier(extracted, text, tier):
    term = extracted(text, "credit_tiers", tier)
    assert [t["credit_pct"] for t in term.value] == pytest.approx([days * 100 / 30 for _, days in tier])


# https://sym.moe/sla-terms (zh-tw and en): "每月正常運行時間百分比(31天計算) | 服務補償天數" over "低於 20% | 31天", and
# "Monthly Uptime Percentage (31 Day Calculation) | Days of Service Compensation"; the levels here are a GPU cluster's
MONTH_31 = [
    ("服務等級協議\n\n| 每月正常運行時間百分比(31天計算) | 服務補償天數 |\n|---|---|\n| 小於 99.9% 但等於或大於 99% | 1天 |\n"
     "| 小於 99% 但等於或大於 95% | 7天 |\n| 低於 95% | 31天 |\n", [(99.9, 1), (99.0, 7), (95.0, 31)]),
    ("Service Level Agreement\n\n| Monthly Uptime Percentage (31 Day Calculation) | Days of Service Compensation |\n"
     "|---|---|\n| Less than 99.9% but equal to or greater than 99% | 1 day |\n| Below 99% | 7 days |\n",
     [(99.9, 1), (99.0, 7)]),
    # the brief's simplified wording, in the tier's sentence
    ("GPU算力服务合同\n\n乙方承诺月可用性不低于99.9%。可用性低于99.9%的，补偿3天服务时长（按31天计算）；可用性低于99%的，"
     "补偿7天服务时长。\n", [(99.9, 3), (99.0, 7)]),
    # ... under a heading that names the credit in days (cr3's listed form, https://faq.hearty.me/legal/sla's lines)
    ("服務等級協議\n\n本公司承諾每月服務可用性達99%。\n\n服務補償天數（31天計算）\n\n< 99% ~ > 95%：3 天\n\n< 95%：7 天\n",
     [(99.0, 3), (95.0, 7)]),
]


@pytest.mark.parametrize("text, tiers", MONTH_31)
def test_days_of_service_on_a_stated_31_day_month_are_shares_of_31(extracted, text, tiers):
    term = extracted(text, "credit_tiers", True)
    assert [t["below_pct"] for t in term.value] == [below for below, _ in tiers]
    assert [t["credit_pct"] for t in term.value] == pytest.approx([days * 100 / 31 for _, days in tiers])
    assert term.evidence_kind == "derived"


@pytest.mark.parametrize("text, tiers", [
    # no month stated: 30 days, as before
    ("服務等級協議\n\n| 每月正常運行時間百分比 | 服務補償天數 |\n|---|---|\n| 小於 99.9% 但等於或大於 99% | 1天 |\n"
     "| 低於 99% | 7天 |\n", [(99.9, 1), (99.0, 7)]),
    # 31 days said of something else, in another paragraph: no month the credit is counted on
    ("服務等級協議\n\n| 每月正常運行時間百分比 | 服務補償天數 |\n|---|---|\n| 小於 99.9% 但等於或大於 99% | 1天 |\n"
     "| 低於 99% | 7天 |\n\n逾期付款超过31天计算滞纳金。\n", [(99.9, 1), (99.0, 7)]),
    # ... nor in the credit's own paragraph: days overdue, no month's length (no 按 / 以 / bracket before them)
    ("GPU算力服务合同\n\n乙方承诺月可用性不低于99.9%。可用性低于99.9%的，补偿3天服务时长。逾期付款超过31天计算滞纳金。\n", [(99.9, 3)]),
    # a stated 30-day month is 30
    ("GPU算力服务合同\n\n乙方承诺月可用性不低于99.9%。可用性低于99.9%的，补偿3天服务时长（按30天计算）。\n", [(99.9, 3)]),
    # a count of days that is no month's length (45) is not one
    ("GPU算力服务合同\n\n乙方承诺月可用性不低于99.9%。可用性低于99.9%的，补偿3天服务时长，按45天计算服务期。\n", [(99.9, 3)]),
])
def test_days_of_service_with_no_stated_month_are_shares_of_30(extracted, text, tiers):
    term = extracted(text, "credit_tiers", True)
    assert [t["credit_pct"] for t in term.value] == pytest.approx([days * 100 / 30 for _, days in tiers])


def test_thirty_one_days_without_a_stated_month_still_leave_the_list_unread(extracted):
    # cr2's guard kept: 31 days on a 30-day month are more than the fee; the header states no month
    extracted("服務等級協議\n\n| 每月正常運行時間百分比 | 服務補償天數 |\n|---|---|\n| 小於 99.9% 但等於或大於 99% | 1天 |\n"
              "| 低於 95% | 31天 |\n", "credit_tiers", None)
