"""Credits owed at an outage's onset and again per increment, and per half hour in Chinese (mo37).

1. "Customer shall be entitled 3% of the portion of the MRC for the affected Service at the point the Service became
   unavailable and 3% for each 60 minute increment of downtime from the point of initial violation, up to 100% of the MRC"
   (Element Critical's colocation SLA as quoted on https://www.markettransfer.info/clause/power-availability). Main read a
   rate of 3% per hour and claimed 9% for a 180-minute outage; the words owe 3% at the onset and 3% for each of the three
   completed increments, 12%. The onset's share no credit form of SPEC §3.4 holds, so no rate is read: `check` quotes
   the clause for review and a claim says it leaves it out (never a silent lower amount).
2. "月可用性低于99.0%时，每30分钟赔偿当月服务费的5%": main read a 5% tier below 99.0% (a flat 5% where the clause owes 5% a
   half hour); it is a credit per period other than an hour (zh.yaml's ``period_credits``), for review, as the English
   "5% for every half hour of service violation" already was.
Guards (pass on main too, said at each): a plain rate per 60-minute increment is still computed; a rounding clause
("rounded up to 30 minutes", "不足30分钟按30分钟计") is no credit.
"""

import pytest

from slacheck import api
from tests.conftest import api_month, make_document

NOTE = "credit per period of downtime other than an hour, which this claim cannot compute exactly"
# an outage of 180 minutes, and one of 10 hours (April: 1% of the month is 7.2 hours, so availability falls below 99%)
LOG_3H = "id,start,end,units,cause\ni1,2026-03-10T10:00:00,2026-03-10T13:00:00,*,vendor\n"
LOG_10H = "id,start,end,units,cause\ni1,2026-04-10T08:00:00,2026-04-10T18:00:00,*,vendor\n"

ELEMENT = ("# Power Availability\n\nIf both power services are unavailable at the same time within the Customer environment "
           "due to a failure of the data center's critical infrastructure, Customer shall be entitled 3% of the portion of "
           "the MRC for the affected Service at the point the Service became unavailable and 3% for each 60 minute "
           "increment of downtime from the point of initial violation, up to 100% of the MRC for the affected Service.\n")
ONSET = ("# Service Level Agreement\n\nCustomer shall receive a credit of 5% of the monthly fee at the onset of any outage "
         "and 5% for each additional hour of downtime.\n")
ZH_30 = "# 服务等级协议\n\n月可用性低于99.0%时，每30分钟赔偿当月服务费的5%。\n"
ZH_HALF = "# 服务等级协议\n\n月可用性低于99.0%时，每半小时按月服务费的5%赔偿。\n"


def _claim(tmp_path, contract, log, as_of="2026-06-01"):
    return api_month(tmp_path, contract, log, as_of, monthly_fee=1000, currency="USD")


@pytest.mark.parametrize("contract, amount", [(ELEMENT, "120.00"), (ONSET, "200.00")])
def test_an_onset_credit_plus_hourly_is_computed_not_underpaid(tmp_path, contract, amount):
    # main: 9% (USD 90.00) for 180 minutes under Element Critical's words, 15% under the onset one, both below what the
    # words owe (12%, 15% + the onset's 5%), and nothing said
    # (mo41: changed from "left to review, USD 0.00": the words, "3% ... at the point the Service became unavailable and
    # 3% for each 60 minute increment of downtime" and "5% of the monthly fee at the onset of any outage and 5% for each
    # additional hour of downtime", are now computed as this test's own comment above says they owe: 12% and 20%, with
    # no note that they are left out)
    month = _claim(tmp_path, contract, LOG_3H)
    assert str(month.credit_amount) == amount and month.basis
    assert not [r for r in month.review if NOTE in r]


def test_an_onset_credit_is_no_longer_left_for_review_by_check():
    # main: outage-compensation passed on a 3%-per-hour rate and nothing was quoted
    # (mo41: the onset's share is read beside the rate, "3% ... at the point the Service became unavailable", and a
    # claim computes both: nothing is left for review, and the compensation passes on the rate and its onset)
    found = {f.rule: f for f in api.check(make_document(ELEMENT)).findings}
    assert "period-credit" not in found
    assert found["outage-compensation"].status == "pass"


def test_the_rate_per_hour_is_read_beside_an_onset_credit(reads):
    # (mo41: the rate is read, with the onset's share beside it: "3% for each 60 minute increment" and "3% ... at the
    # point the Service became unavailable"; it is no longer priced as the rate alone)
    reads(ELEMENT, "credit_per_hour_pct", 3, language="en")
    reads(ELEMENT, "credit_onset_pct", 3, language="en")


@pytest.mark.parametrize("contract, quoted", [(ZH_30, "每30分钟赔偿当月服务费的5%"), (ZH_HALF, "每半小时按月服务费的5%赔偿")])
def test_a_zh_credit_per_half_hour_is_no_flat_tier(tmp_path, contract, quoted):
    # main: a 5% tier below 99.0%, claimed as USD 50.00 for 10 hours of downtime (the words owe 5% x 20 half hours)
    month = _claim(tmp_path, contract, LOG_10H)
    assert month.credit_amount == 0 and not month.basis
    [note] = [r for r in month.review if NOTE in r]
    assert quoted in note
    found = {f.rule: f for f in api.check(make_document(contract)).findings}
    assert found["period-credit"].status == "review"


# --- guards: pass on main as well


def test_a_plain_rate_per_60_minute_increment_is_still_computed(tmp_path):
    # no share at the onset: 3% x 3 hours (guard)
    contract = ("# SLA\n\nCustomer shall be entitled 3% of the MRC for each 60 minute increment of downtime from the point "
                "of initial violation.\n")
    month = _claim(tmp_path, contract, LOG_3H)
    assert str(month.credit_amount) == "90.00" and not [r for r in month.review if NOTE in r]


@pytest.mark.parametrize("contract", [
    "# SLA\n\nDowntime is rounded up to 30 minutes. Customer receives a credit of 5% of the monthly fee for each hour of "
    "downtime.\n",
    "# 服务等级协议\n\n中断时间不足30分钟的按30分钟计。每中断1小时，按月服务费的5%赔偿。\n",
])
def test_a_rounding_clause_is_no_credit(tmp_path, contract):
    # a length rounded to 30 minutes earns nothing of its own: the hourly rate is claimed, 5% x 3 hours (guard)
    month = _claim(tmp_path, contract, LOG_3H)
    assert str(month.credit_amount) == "150.00" and not [r for r in month.review if NOTE in r]


def test_a_probe_every_five_minutes_is_no_credit_period():
    # "每5分钟探测一次" counts no downtime: no period credit, the tier stands (guard)
    text = "# 服务等级协议\n\n监控系统每5分钟探测一次。月可用性低于99.9%的，按月服务费的10%赔偿。\n"
    assert "period-credit" not in {f.rule for f in api.check(make_document(text)).findings}
