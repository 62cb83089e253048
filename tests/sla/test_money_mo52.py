"""A month's condition that includes its minutes, and "beyond the first N hours" after a month's condition (mo52; README
"Credits per period").

1. "If downtime in a month reaches 4 hours", "4 hours or more", "每月累计故障达到4小时的", "4小时及以上的" (以上 includes its
   number): ``credit_month_downtime_from_minutes``: a month below 4 hours owes nothing, one of exactly 4 hours all its
   hours (main read a plain 2% an hour from each outage's start: a month of 3 hours was paid).
2. "If total downtime in a month exceeds 4 hours, ... 3% for each hour beyond the first 4 hours", "每月累计超过4小时的，超出4
   小时的部分每小时…": the month's allowance (``credit_free_minutes_per_month``), not 4 free hours an outage (main) nor
   nothing (main's Chinese: 3% from each outage's start).
3. Checked, right on main already (a guard): each unit's allowance under a cap on each outage (``credit_base: unit``).
Guards (pass on main too, said at each): mo51's strict condition, mo50's allowance, mo48's free hours of each outage.
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
# March: 180 + 120 minutes (300); April: 180 minutes; May: 120 + 120 minutes (240 exactly)
LOG = _log(("2026-03-02T10:00:00", "2026-03-02T13:00:00"), ("2026-03-09T10:00:00", "2026-03-09T12:00:00"),
           ("2026-04-06T10:00:00", "2026-04-06T13:00:00"),
           ("2026-05-04T10:00:00", "2026-05-04T12:00:00"), ("2026-05-11T10:00:00", "2026-05-11T12:00:00"))

# --- 1. a condition including its minutes

EN_REACH = ("# SLA\n\nIf downtime in a month reaches 4 hours, a credit of 2% of the monthly fee per hour of downtime "
            "applies.\n")
# the same meaning in other words
EN_REACH_PARAPHRASE = ("# SLA\n\nWhere total Unavailability in any calendar month is four (4) hours or more, Customer "
                       "receives a service credit of 2 percent of the monthly charges for each hour of Unavailability.\n")
ZH_REACH = "# 服务等级协议\n\n每月累计故障达到4小时的，每小时赔偿月费的2%。\n"
# the same meaning in other words (以上 includes its number)
ZH_REACH_PARAPHRASE = "# 服务等级协议\n\n每个自然月内累计中断时间4小时及以上的，按每小时月服务费的2%赔偿。\n"
REACH = [EN_REACH, EN_REACH_PARAPHRASE, ZH_REACH, ZH_REACH_PARAPHRASE,
         # (no minimum outage of 4 hours read beside it: main read min_outage_minutes 240, each outage under 4 hours
         # owing nothing)
         "# SLA\n\nIf total downtime in a month is at least 4 hours, a credit of 2% of the monthly fee per hour of "
         "downtime applies.\n",
         "# 服务等级协议\n\n每月累计故障时间在4小时以上的，每小时赔偿月费的2%。\n"]


@pytest.mark.parametrize("contract", REACH)
def test_a_condition_including_its_minutes_is_read(contract):
    # main: the rate alone
    terms = extracted_terms(contract)
    assert (terms["credit_per_hour_pct"].value, terms["credit_month_downtime_from_minutes"].value) == (2, 240)
    assert not {"credit_month_downtime_over_minutes", "credit_free_minutes", "min_outage_minutes"} & set(terms)


@pytest.mark.parametrize("contract", REACH)
def test_a_month_of_exactly_the_minutes_owes_one_below_them_nothing(tmp_path, contract):
    # March 5 hours x 2% = 100.00 (as main); April 180 minutes: 0.00 (main 60.00); May 240 exactly, reached: 4 hours x
    # 2% = 80.00 (as main; mo51's "exceeds" owes 0.00 there)
    assert _months(tmp_path, contract, LOG) == [("2026-03", "100.00"), ("2026-04", "0.00"), ("2026-05", "80.00")]


def test_the_inclusive_condition_is_said_in_the_basis_and_the_check(tmp_path):
    (tmp_path / "contract.md").write_text(EN_REACH, encoding="utf-8")
    (tmp_path / "log.csv").write_text(LOG, encoding="utf-8")
    months = api.claim(tmp_path / "log.csv", contract=tmp_path / "contract.md", as_of="2026-06-01", **FEE).months
    assert "in a month whose downtime reached 240 minutes" in months[0].basis[0].detail
    found = {f.rule: f for f in api.check(make_document(EN_REACH), lang="en").findings}["outage-compensation"]
    assert found.status == "pass" and readable(found, "en") == \
        "2% of the monthly fee per hour, in a month whose downtime reaches 4 hours"
    found = {f.rule: f for f in api.check(make_document(ZH_REACH), lang="zh").findings}["outage-compensation"]
    assert found.status == "pass" and readable(found, "zh") == "每月累计中断达到4小时的，每小时月费的2%"


def test_the_inclusive_condition_round_trips_through_terms_yaml(tmp_path):
    (tmp_path / "contract.md").write_text(ZH_REACH, encoding="utf-8")
    written = dump_terms_yaml(api.extract(tmp_path / "contract.md"))
    assert "credit_month_downtime_from_minutes: 240" in written
    (tmp_path / "TERMS.yaml").write_text(written + "sla_unit: cluster\n", encoding="utf-8")
    (tmp_path / "log.csv").write_text(LOG, encoding="utf-8")
    months = api.claim(tmp_path / "log.csv", terms=tmp_path / "TERMS.yaml", as_of="2026-06-01", **FEE).months
    assert [str(m.credit_amount) for m in months] == ["100.00", "0.00", "80.00"]


def test_a_what_if_prices_the_inclusive_condition_as_the_claim():
    # ours 10:00-14:00 (240 minutes, reached: 4 hours x 2% = 80.00), theirs 10:00-13:59 (below: 0.00)
    terms = ContractTerms(sla_unit="node", monthly_fee=1000, currency="USD", credit_per_hour_pct=2,
                          credit_month_downtime_from_minutes=240)
    fast, whole, _ = what_if_prices(terms, ZONE, datetime(2026, 3, 10, 10, 0), datetime(2026, 3, 10, 14, 0),
                                    datetime(2026, 3, 10, 13, 59))
    assert fast == whole and fast == [("2026-03", "80.00", "0.00")]


def test_more_than_said_beside_above_stays_strict(tmp_path):
    # "超过4小时以上": 超过 excludes its number, whatever follows: May's 240 minutes owe nothing (main 80.00)
    contract = "# 服务等级协议\n\n每月累计故障超过4小时以上的，每小时赔偿月费的2%。\n"
    assert extracted_terms(contract)["credit_month_downtime_over_minutes"].value == 240
    assert _months(tmp_path, contract, LOG) == [("2026-03", "100.00"), ("2026-04", "0.00"), ("2026-05", "0.00")]


# --- 2. "beyond the first N hours" after a month's condition: the month's allowance

EN_BEYOND = ("# SLA\n\nIf total downtime in a month exceeds 4 hours, a credit of 3% of the monthly fee applies for each "
             "hour beyond the first 4 hours.\n")
# the same meaning in other words
EN_BEYOND_PARAPHRASE = ("# SLA\n\nWhere cumulative Unavailability in any calendar month is more than four (4) hours, "
                        "Customer receives a service credit of 3 percent of the monthly charges for each hour of "
                        "Unavailability in excess of the first four (4) hours.\n")
ZH_BEYOND = "# 服务等级协议\n\n每月累计超过4小时的，超出4小时的部分每小时赔偿月费的3%。\n"
# the same meaning in other words
ZH_BEYOND_PARAPHRASE = "# 服务等级协议\n\n每个自然月内累计中断时间超过4小时的，超过4小时的部分按每小时月服务费的3%赔偿。\n"
BEYOND = [EN_BEYOND, EN_BEYOND_PARAPHRASE, ZH_BEYOND, ZH_BEYOND_PARAPHRASE]


@pytest.mark.parametrize("contract", BEYOND)
def test_beyond_the_first_hours_after_a_months_condition_is_the_months_allowance(contract):
    # one reading: the month's 240 free minutes; not each outage's (main's English), no condition beside it
    terms = extracted_terms(contract)
    assert (terms["credit_per_hour_pct"].value, terms["credit_free_minutes_per_month"].value) == (3, 240)
    assert not {"credit_free_minutes", "credit_month_downtime_over_minutes", "credit_month_downtime_from_minutes"} & set(terms)


@pytest.mark.parametrize("contract", BEYOND)
def test_the_months_allowance_after_its_condition_pays_the_hours_beyond(tmp_path, contract):
    # March 300 minutes less 240: 1 hour x 3% = 30.00 (main English: each outage's 240 free, 0.00; main Chinese: 3% from
    # each outage's start, 150.00); April 180 and May 240 minutes inside it: 0.00
    assert _months(tmp_path, contract, LOG) == [("2026-03", "30.00"), ("2026-04", "0.00"), ("2026-05", "0.00")]


def test_a_condition_of_other_minutes_than_the_allowance_is_kept_beside_it(tmp_path):
    # "exceeds 4 hours ... beyond the first 2 hours": April's 180 minutes do not pass 4 hours (0.00); March 300 less 120:
    # 3 hours x 3% = 90.00; May 240 not past 4 hours: 0.00 (main: each outage's first 2 hours free: 30.00, 30.00, 0.00)
    contract = ("# SLA\n\nIf total downtime in a month exceeds 4 hours, a credit of 3% of the monthly fee applies for "
                "each hour beyond the first 2 hours.\n")
    terms = extracted_terms(contract)
    assert (terms["credit_free_minutes_per_month"].value, terms["credit_month_downtime_over_minutes"].value) == (120, 240)
    assert _months(tmp_path, contract, LOG) == [("2026-03", "90.00"), ("2026-04", "0.00"), ("2026-05", "0.00")]


# --- guards: pass on main as well


def test_mo51s_strict_condition_is_unchanged(tmp_path):
    # guard (mo51): "exceeds": May's 240 minutes exactly owe nothing
    contract = ("# SLA\n\nIf total downtime in a month exceeds 4 hours, a credit of 2% of the monthly fee per hour of "
                "downtime applies.\n")
    terms = extracted_terms(contract)
    assert terms["credit_month_downtime_over_minutes"].value == 240
    assert _months(tmp_path, contract, LOG) == [("2026-03", "100.00"), ("2026-04", "0.00"), ("2026-05", "0.00")]


def test_mo50s_allowance_is_unchanged(tmp_path):
    # guard (mo50): "beyond the first 4 hours in a calendar month": March 1 hour x 3% = 30.00
    contract = ("# SLA\n\nCustomer receives a credit of 3% of the monthly fee for each hour of downtime beyond the first "
                "4 hours in a calendar month.\n")
    assert extracted_terms(contract)["credit_free_minutes_per_month"].value == 240
    assert _months(tmp_path, contract, LOG) == [("2026-03", "30.00"), ("2026-04", "0.00"), ("2026-05", "0.00")]


@pytest.mark.parametrize("contract", [
    "# SLA\n\nCustomer receives a credit of 3% of the monthly fee for each full hour of downtime beyond the first two hours.\n",
    "# 服务等级协议\n\n故障超过2小时后，每小时按月服务费的3%赔偿。\n"])
def test_mo48s_free_hours_of_each_outage_are_unchanged(tmp_path, contract):
    # guard (mo48): each outage's first 2 hours free: March 1 + 0, April 1, May 0 + 0 hours
    terms = extracted_terms(contract)
    assert terms["credit_free_minutes"].value == 120 and "credit_free_minutes_per_month" not in terms
    assert _months(tmp_path, contract, LOG) == [("2026-03", "30.00"), ("2026-04", "30.00"), ("2026-05", "0.00")]


# --- 3. the month's allowance per unit (``credit_base: unit``) under a cap on each outage: a guard, it passes on main
# too (mo50's per-unit sums and mo51's turn-then-cap already price it right; checked, nothing to fix)

UNIT_LOG = ("id,start,end,units,cause\n"
            "a,2026-03-02T10:00:00,2026-03-02T13:00:00,n1,vendor\n"
            "b,2026-03-09T10:00:00,2026-03-09T12:00:00,n1,vendor\n"
            "c,2026-03-16T10:00:00,2026-03-16T15:00:00,n1,vendor\n"
            "d,2026-03-16T10:00:00,2026-03-16T15:00:00,n2,vendor\n")
ZH_UNIT = ("# 服务等级协议\n\n每台服务器每月累计故障超过4小时的部分，每小时按该服务器当月服务费的2%赔偿。单次故障赔偿不超过受影响服务器"
           "当月服务费的5%。\n")
# the same meaning in other words
EN_UNIT = ("# SLA\n\nFor each affected server, Customer receives a credit of 2% of that server's monthly fee for each hour "
           "of downtime beyond the first 4 hours in a calendar month. The credit for any single outage shall not exceed "
           "5% of the affected server's monthly fee.\n")


@pytest.mark.parametrize("contract", [ZH_UNIT, EN_UNIT])
def test_each_units_allowance_is_used_in_turn_then_each_outage_capped_at_its_share(tmp_path, contract):
    # fee 1000 over 4 nodes (250 each). n1: 180, 120, 300 minutes, its own 240 free used in turn: 0, 1, 5 hours; 2% of
    # 250 = 5.00 an hour, each outage capped at 5% of 250 = 12.50: 0 + 5.00 + 12.50; n2: 300 minutes, its own 240 free:
    # 1 hour, 5.00. 22.50 (each unit's allowance its own, not shared across the units). Guard: passes on main too
    terms = extracted_terms(contract)
    assert (terms["credit_base"].value, terms["credit_free_minutes_per_month"].value, terms["credit_cap_pct"].value) == \
        ("unit", 240, 5)
    (tmp_path / "contract.md").write_text(contract, encoding="utf-8")
    (tmp_path / "log.csv").write_text(UNIT_LOG, encoding="utf-8")
    [month] = api.claim(tmp_path / "log.csv", contract=tmp_path / "contract.md", as_of="2026-06-01", units=4,
                        sla_unit="node", **FEE).months
    assert (str(month.credit_amount), month.capped) == ("22.50", True)
    assert any("earns 25.00, capped at 12.50" in note for note in month.review)
