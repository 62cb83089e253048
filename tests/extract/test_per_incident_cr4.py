"""Credits per incident and per day left by cr2/cr3 (session 35's helper cr4).

- A Chinese credit by the length of one outage ("单次中断10至59分钟的，补偿24小时服务时长") is a credit per incident, as
  Vultr's English hours of service per outage are (cr3): no tier and no per-hour rate; a monthly tier written in 时长
  ("月可用性低于99.9%，补偿3天服务时长") stays a tier.
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
