"""A month's allowance under a cap on each outage, and written as a condition (mo51; README "Credits per period").

1. "每月累计故障超过4小时的部分，每小时赔偿月费的2%" beside "单次故障赔偿不超过当月服务费的5%": the month's allowance is used by
   its outages in turn (as without a cap), then each outage's rest capped (main: each outage used the whole allowance on
   its own, underpaying).
2. 
"If total downtime in a month exceeds 4 hours, a credit of 2% per hour of downtime applies", "每月累计故障超过4小时的，每小时
赔偿月费的2%": a condition on the month's summed downtime (``credit_month_downtime_over_minutes``): nothing is owed in a
month at or below it ("exceeds", "超过": 240 minutes exactly owe nothing), and all the month's hours above it (main read a
plain 2% an hour from each outage's start: a month with 3 hours of downtime was paid). "超过4小时的，超出部分每小时…" is
the part beyond: mo50's allowance.
Guards (pass on main too, said at each): mo50's allowance, a per-outage minimum outage, mo48's free first hour.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from slacheck import api
from slacheck.models import ContractTerms
from slacheck.report.findings import readable
from slacheck.terms_file import dump_terms_yaml
from tests.conftest import extracted_terms, make_document
from tests.sla.test_money_mo50 import _log, _months, what_if_prices

FEE = dict(monthly_fee=1000, currency="USD")
ZONE = ZoneInfo("Asia/Shanghai")

EN_OVER = ("# SLA\n\nIf total downtime in a month exceeds 4 hours, a credit of 2% of the monthly fee per hour of "
           "downtime applies.\n")
# the same meaning in other words
EN_OVER_PARAPHRASE = ("# SLA\n\nWhere cumulative Unavailability in any calendar month is more than four (4) hours, "
                      "Customer receives a service credit of 2 percent of the monthly charges for each hour of "
                      "Unavailability.\n")
ZH_OVER = "# 服务等级协议\n\n每月累计故障超过4小时的，每小时赔偿月费的2%。\n"
# the same meaning in other words
ZH_OVER_PARAPHRASE = "# 服务等级协议\n\n每个自然月内累计中断时间超过4小时的，按每小时月服务费的2%赔偿。\n"
# March: 180 + 120 minutes (300, past 240): all 3 + 2 hours owed; April: 180 minutes (not past it); May: 240 exactly
LOG = _log(("2026-03-02T10:00:00", "2026-03-02T13:00:00"), ("2026-03-09T10:00:00", "2026-03-09T12:00:00"),
           ("2026-04-06T10:00:00", "2026-04-06T13:00:00"),
           ("2026-05-04T10:00:00", "2026-05-04T12:00:00"), ("2026-05-11T10:00:00", "2026-05-11T12:00:00"))
ALL = [EN_OVER, EN_OVER_PARAPHRASE, ZH_OVER, ZH_OVER_PARAPHRASE]


@pytest.mark.parametrize("contract", ALL)
def test_a_condition_on_the_months_downtime_is_read(contract):
    # main: the rate alone
    terms = extracted_terms(contract)
    assert (terms["credit_per_hour_pct"].value, terms["credit_month_downtime_over_minutes"].value) == (2, 240)
    assert "credit_free_minutes_per_month" not in terms and "credit_free_minutes" not in terms


@pytest.mark.parametrize("contract", ALL)
def test_a_month_not_past_the_condition_owes_nothing_one_past_it_all_its_hours(tmp_path, contract):
    # March 5 hours x 2% = 100.00 (as main); April 180 minutes: 0.00 (main 60.00); May 240 minutes exactly, not more
    # than 4 hours: 0.00 (main 80.00)
    assert _months(tmp_path, contract, LOG) == [("2026-03", "100.00"), ("2026-04", "0.00"), ("2026-05", "0.00")]


def test_the_condition_is_said_in_the_basis(tmp_path):
    (tmp_path / "contract.md").write_text(EN_OVER, encoding="utf-8")
    (tmp_path / "log.csv").write_text(LOG, encoding="utf-8")
    months = api.claim(tmp_path / "log.csv", contract=tmp_path / "contract.md", as_of="2026-06-01", **FEE).months
    assert "in a month whose downtime passed 240 minutes" in months[0].basis[0].detail


def test_check_says_the_condition():
    # main: "2% of the monthly fee per hour" / "每小时月费的2%" (the condition unsaid)
    found = {f.rule: f for f in api.check(make_document(EN_OVER), lang="en").findings}["outage-compensation"]
    assert found.status == "pass" and readable(found, "en") == \
        "2% of the monthly fee per hour, in a month whose downtime exceeds 4 hours"
    found = {f.rule: f for f in api.check(make_document(ZH_OVER), lang="zh").findings}["outage-compensation"]
    assert found.status == "pass" and readable(found, "zh") == "每月累计中断超过4小时的，每小时月费的2%"


def test_the_condition_round_trips_through_terms_yaml(tmp_path):
    (tmp_path / "contract.md").write_text(ZH_OVER, encoding="utf-8")
    written = dump_terms_yaml(api.extract(tmp_path / "contract.md"))
    assert "credit_month_downtime_over_minutes: 240" in written
    (tmp_path / "TERMS.yaml").write_text(written + "sla_unit: cluster\n", encoding="utf-8")
    (tmp_path / "log.csv").write_text(LOG, encoding="utf-8")
    months = api.claim(tmp_path / "log.csv", terms=tmp_path / "TERMS.yaml", as_of="2026-06-01", **FEE).months
    assert [str(m.credit_amount) for m in months] == ["100.00", "0.00", "0.00"]


def test_a_what_if_prices_the_condition_as_the_claim():
    # ours 10:00-15:00 (300 minutes, past 240: 5 hours x 2% = 100.00), theirs 10:00-14:00 (240, not past it: 0.00); the
    # fast what-if and the whole month's recomputation agree (main: 100.00 and 80.00)
    terms = ContractTerms(sla_unit="node", monthly_fee=1000, currency="USD", credit_per_hour_pct=2,
                          credit_month_downtime_over_minutes=240)
    fast, whole, _ = what_if_prices(terms, ZONE, datetime(2026, 3, 10, 10, 0), datetime(2026, 3, 10, 15, 0),
                                    datetime(2026, 3, 10, 14, 0))
    assert fast == whole and fast == [("2026-03", "100.00", "0.00")]


def test_the_part_beyond_after_a_condition_is_the_months_allowance(tmp_path):
    # "超过4小时的，超出部分每小时…": the hours beyond 4 only (mo50's allowance): March 300 minutes less 240: 1 hour, 20.00;
    # April, May inside it (main: 2% from each outage's start, 100.00, 60.00, 80.00)
    contract = "# 服务等级协议\n\n每月累计故障超过4小时的，超出部分每小时赔偿月费的2%。\n"
    assert extracted_terms(contract)["credit_free_minutes_per_month"].value == 240
    assert _months(tmp_path, contract, LOG) == [("2026-03", "20.00"), ("2026-04", "0.00"), ("2026-05", "0.00")]


# --- 1. the month's allowance under a cap on each outage

# March: 180, 120 and 300 minutes in that order (600): the free 240 used in turn leave 0, 60 and 300 minutes owing
CAP_LOG = _log(("2026-03-02T10:00:00", "2026-03-02T13:00:00"), ("2026-03-09T10:00:00", "2026-03-09T12:00:00"),
               ("2026-03-16T10:00:00", "2026-03-16T15:00:00"))
ZH_CAPPED = "# 服务等级协议\n\n每月累计故障超过4小时的部分，每小时赔偿月费的2%。单次故障赔偿不超过当月服务费的5%。\n"
EN_CAPPED = ("# SLA\n\nCustomer receives a credit of 3% of the monthly fee for each hour of downtime beyond the first 4 "
             "hours in a calendar month. The credit for any single outage shall not exceed 5% of the monthly fee.\n")


@pytest.mark.parametrize("contract, march", [(ZH_CAPPED, "70.00"), (EN_CAPPED, "80.00")])
def test_the_months_allowance_is_used_in_turn_then_each_outage_capped(tmp_path, contract, march):
    # 0, 1 and 5 hours owing: 2% x (0 + 1 + 5 capped at 5%/2%) = 0 + 2% + 5% = 70.00; at 3%: 0 + 3% + 5% = 80.00. main:
    # each outage with the whole 240 free minutes on its own: 0, 0 and 1 hour, 20.00 (30.00)
    assert extracted_terms(contract)["credit_cap_pct"].value == 5
    assert _months(tmp_path, contract, CAP_LOG) == [("2026-03", march)]


def test_a_condition_under_a_cap_on_each_outage_is_met_by_the_months_downtime(tmp_path):
    # 600 minutes pass 240: all hours, each outage capped: 3 h 6% -> 5%, 2 h 4%, 5 h 10% -> 5%: 14%, 140.00 (each outage
    # against the condition alone would have paid only the 300-minute one, 50.00). Passes on main too (a plain rate there)
    contract = "# 服务等级协议\n\n每月累计故障超过4小时的，每小时赔偿月费的2%。单次故障赔偿不超过当月服务费的5%。\n"
    assert _months(tmp_path, contract, CAP_LOG) == [("2026-03", "140.00")]


# --- guards: pass on main as well


def test_a_cap_on_each_outage_without_an_allowance_is_unchanged(tmp_path):
    # guard: 2% an hour from each outage's start, each capped at 5%: 5% + 4% + 5% = 140.00
    contract = "# 服务等级协议\n\n每小时赔偿月费的2%。单次故障赔偿不超过当月服务费的5%。\n"
    assert _months(tmp_path, contract, CAP_LOG) == [("2026-03", "140.00")]


def test_mo50s_allowance_is_unchanged(tmp_path):
    # guard (mo50): "每月累计故障超过4小时的部分": March 300 minutes, 60 past the free 240: 1 hour, 20.00
    contract = "# 服务等级协议\n\n每月累计故障超过4小时的部分，每小时赔偿月费的2%。\n"
    terms = extracted_terms(contract)
    assert terms["credit_free_minutes_per_month"].value == 240 and "credit_month_downtime_over_minutes" not in terms
    assert _months(tmp_path, contract, LOG) == [("2026-03", "20.00"), ("2026-04", "0.00"), ("2026-05", "0.00")]


def test_a_condition_on_each_outage_stays_a_minimum_outage(tmp_path):
    # guard: "单次故障超过30分钟的": a minimum outage, no month's condition: every hour owed (March 100.00, April 60.00,
    # May 80.00)
    contract = "# 服务等级协议\n\n单次故障超过30分钟的，每小时赔偿月费的2%。\n"
    terms = extracted_terms(contract)
    assert terms["min_outage_minutes"].value == 30 and "credit_month_downtime_over_minutes" not in terms
    assert _months(tmp_path, contract, LOG) == [("2026-03", "100.00"), ("2026-04", "60.00"), ("2026-05", "80.00")]


def test_mo48s_free_first_hour_is_unchanged(tmp_path):
    # guard (mo48): each outage's first hour free, 2% an hour after: March 2 + 1, April 2, May 1 + 1 hours
    contract = "# 服务等级协议\n\n首小时内免赔，此后每小时赔偿月费的2%。\n"
    terms = extracted_terms(contract)
    assert terms["credit_free_minutes"].value == 60 and "credit_month_downtime_over_minutes" not in terms
    assert _months(tmp_path, contract, LOG) == [("2026-03", "60.00"), ("2026-04", "40.00"), ("2026-05", "40.00")]
