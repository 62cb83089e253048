"""A claim under credits written in days of service (session 34's helper cr2): the month's credit is the days' share
of a month taken as 30 days, and the month says so for review (its ``basis`` and ``review``)."""

from decimal import Decimal

from slacheck import api

CONTRACT = ("GPU算力服务合同\n\n第五条 服务费用：月服务费为人民币3000000元。\n"
            "第六条 服务等级：乙方承诺集群月可用性不低于99.9%。可用性低于99.9%的，补偿3天服务时长；可用性低于99%的，"
            "补偿7天服务时长。\n")
# 4 hours down in October (44,640 minutes): 99.4624%, below 99.9% only; 8 hours: 98.9247%, below 99%
LOG = "id,start,end,units,cause\n1,2026-10-03T10:00:00,2026-10-03T{end}:00:00,*,vendor\n"


def _claim(tmp_path, end: str):
    contract = tmp_path / "contract.txt"
    contract.write_text(CONTRACT, encoding="utf-8")
    log = tmp_path / "incidents.csv"
    log.write_text(LOG.format(end=end), encoding="utf-8")
    return api.claim(log, contract=contract, as_of="2026-11-05").months[0]


def test_three_days_of_service_are_a_tenth_of_the_fee(tmp_path):
    month = _claim(tmp_path, "14")
    assert month.credit_pct == 10 and month.credit_amount == Decimal("300000.00")
    # (cr4: the basis says the 30 days are taken because the contract states no month's length)
    assert month.basis[0].detail.endswith("(3 days of service, a 30-day month: the contract states none)")
    assert any("3 days of service = 10% of the monthly fee, a month taken as 30 days" in r and "补偿3天服务时长" in r
               for r in month.review)


def test_seven_days_of_service_are_seven_thirtieths_of_the_fee_to_the_cent(tmp_path):
    # 7/30 of 3,000,000 is 700,000.00: the share is not rounded before the money is
    month = _claim(tmp_path, "18")
    assert month.credit_amount == Decimal("700000.00")
    assert any("7 days of service = 23.3333% of the monthly fee" in r for r in month.review)


def test_a_month_under_no_tier_says_nothing_of_days(tmp_path):
    month = _claim(tmp_path, "10")  # a zero-length incident: 100%, no credit
    assert month.credit_amount == Decimal("0.00")
    assert not any("days of service" in r for r in month.review)


def test_a_credit_per_incident_is_left_out_and_said_on_the_month(tmp_path):
    # the tier is claimed; the 5% per interruption over 2 hours is no credit form the SLA arithmetic computes
    contract = tmp_path / "contract.txt"
    contract.write_text("GPU算力服务合同\n\n第五条 服务费用：月服务费为人民币300000元。\n第六条 服务等级：乙方承诺集群月可用性不低于99.9%，"
                        "低于99.9%的，赔偿当月服务费的10%。每次服务中断超过2小时的，乙方另按当月服务费的5%赔偿。\n", encoding="utf-8")
    log = tmp_path / "incidents.csv"
    log.write_text(LOG.format(end="18"), encoding="utf-8")
    month = api.claim(log, contract=contract, as_of="2026-11-05").months[0]
    assert month.credit_amount == Decimal("30000.00")
    assert any("credit per incident, which this claim does not compute" in r and "按当月服务费的5%赔偿" in r
               for r in month.review)
