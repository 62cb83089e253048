"""Any credit form claimed past the whole month's fee where the contract states no cap (session 42's helper mo28): the
amount stays as counted (SPEC §3.4 caps a credit only at the contract's own ``credit_cap_pct``) and the month's review
says so once, in the form's own words, whichever form is claimed (``sla.credits.claim_largest``); mo27's note per
incident is the same note.
"""

from datetime import datetime, timedelta
from decimal import Decimal
from fractions import Fraction

from slacheck.sla.credits import compute_month_credit
from tests.conftest import api_month
from tests.sla.test_per_incident_total_mo27 import HEAD, PAST

PER_HOUR = "Customer receives a credit of 10% of the monthly fee for each hour of service interruption.\n"
CAP = "In no event shall credits in a month exceed 50% of the monthly fee.\n"


def _month(tmp_path, text: str, hours: int):
    start = datetime(2026, 10, 7, 2)
    return api_month(tmp_path, text, "id,start,end,units,cause\n"
                     f"1,{start:%Y-%m-%dT%H:%M:%S},{start + timedelta(hours=hours):%Y-%m-%dT%H:%M:%S},*,vendor\n",
                     "2026-11-05")


def test_per_hour_past_the_whole_fee_with_no_cap_is_said_once(tmp_path):
    # 10% an hour x 12 hours = 120% of 10,000: 12,000.00 claimed as counted, and said once, as a credit per hour
    month = _month(tmp_path, HEAD + PER_HOUR, 12)
    assert month.credit_amount == Decimal("12000.00")
    assert not month.capped
    [note] = [r for r in month.review if PAST in r]
    assert note.startswith("the credit per hour of interruption comes to 120% of the month's fee (12000.00)")


def test_per_hour_under_a_cap_is_capped_and_not_said(tmp_path):
    # the contract's 50% cap holds the same 120%: 5,000.00, capped, nothing more said
    month = _month(tmp_path, HEAD + PER_HOUR + CAP, 12)
    assert month.credit_amount == Decimal("5000.00")
    assert month.capped
    assert not any(PAST in r for r in month.review)


def test_per_hour_under_the_whole_fee_is_not_said(tmp_path):
    # guard (passes on 96c35cbd too): 10% x 5 hours = 50%, nothing more said
    month = _month(tmp_path, HEAD + PER_HOUR, 5)
    assert month.credit_amount == Decimal("5000.00")
    assert not any(PAST in r for r in month.review)


def _voucher(cap):
    return compute_month_credit(tiers=None, credit_per_hour_pct=None, credit_downtime_multiple=10,
                                price_gpu_hour=2.0, credit_cap_pct=cap, monthly_fee=Fraction(1000),
                                availability_pct=Fraction(99), interrupted_hours=0, downtime_gpu_hours=Fraction(60))


def test_downtime_multiple_past_the_whole_fee_with_no_cap_is_said():
    # 10 x 60 GPU-hours x 2.0 = 1,200 of a 1,000 fee: 120%, claimed as counted, said as a multiple of the downtime
    credit = _voucher(None)
    assert credit.amount == Decimal("1200.00")
    [note] = [r for r in credit.review if PAST in r]
    assert note.startswith("the credit as a multiple of the downtime comes to 120% of the month's fee (1200.00)")
    capped = _voucher(50)
    assert capped.amount == Decimal("500.00") and not any(PAST in r for r in capped.review)
