"""Per-outage caps in the last three places they were not applied (session 47's helper mo46; README "Claim readings").

1. A credit per incident by each outage's length ("each outage of 4-24 hours earns 3 days of service",
   "单次故障4小时以上的，赔偿3天服务费") beside a cap on each outage: main capped the month's sum at the cap's share of the
   fee; each outage's earning is now capped through ``sla.caps.cap_each_outage``, the month's sum uncapped.
2. Two caps on one outage in one sentence ("..., nor 2 days of service", "...，且不超过1天服务费"): main applied the first;
   each outage is now owed the lesser.
3. An outage across a month's end: main capped each month's part on its own (up to twice the cap); the parts together now
   earn at most the cap, the cut taken from the later month's part, in a claim and in a reconcile's what-if.
Guards (pass on main too, said at each): no per-outage cap, a month's cap only, an outage inside one month.
"""

from datetime import date, datetime
from fractions import Fraction
from zoneinfo import ZoneInfo

import pytest

from slacheck.incidents.table import IncidentTable
from slacheck.models import ContractTerms, Incident
from slacheck.sla.caps import OutageCap
from slacheck.sla.disputes import FIELDS, _differing_fields, _Pricer
from slacheck.sla.engine import compute_claim
from slacheck.sla.reconcile import match_incidents
from tests.conftest import claimed, claimed_month
from tests.sla.test_credit_forms_mo24 import FEE_ZH, march
from tests.sla.test_money_mo40 import EN_HOURLY, THREE_AND_ONE, ZH_MULTIPLE, ZH_TWO

CUT = "caps the credit of each outage"


def _outage_notes(month):
    return [n for n in month["review"] if n.startswith("the outage of")]


# --- 1. a credit per incident by length under a cap on each outage: fee 30,000 in June (30 days), a day 1,000; a 5-hour
# outage earns 3 days (3,000, capped at 5%: 1,500), a 2-hour one 1 day (1,000): 2,500 (main: the month capped at 1,500)
ZH_BY_LENGTH = ("# GPU算力租赁服务协议\n\n甲方：示例科技有限公司。乙方：示例算力有限公司。\n\n"
                "1. 乙方向甲方出租8卡H100服务器一台，月租金为人民币30,000元。\n\n"
                "2. 单次故障1至4小时的，赔偿1天服务费；单次故障4小时以上的，赔偿3天服务费。{cap}\n")
ZH_BY_LENGTH_PARAPHRASE = ("# 算力服务协议\n\n乙方向甲方提供8卡H100服务器一台，月服务费为人民币30,000元。\n\n"
                           "单次中断超过4小时的，补偿3天服务费；单次中断1至4小时的，补偿1天服务费。{cap}\n")
EN_BY_LENGTH = ("# GPU Rental Agreement\n\nThe Customer rents one server of 8 H100 GPUs for a monthly fee of USD 30,000.\n\n"
                "## Service Credits\n\nEach outage of 1-4 hours earns 1 day of service; each outage of 4-24 hours earns "
                "3 days of service. {cap}\n")
FIVE_AND_TWO = ("id,start,end,units,cause\na,2026-06-03T00:00:00,2026-06-03T05:00:00,*,vendor\n"
                "b,2026-06-10T00:00:00,2026-06-10T02:00:00,*,vendor\n")


@pytest.mark.parametrize("contract", [
    ZH_BY_LENGTH.format(cap="单次故障赔偿不超过当月服务费的5%。"),
    ZH_BY_LENGTH_PARAPHRASE.format(cap="每次中断赔偿最高不超过月服务费的5%。"),
    EN_BY_LENGTH.format(cap="Credits for any single outage shall not exceed 5% of the monthly fee."),
    EN_BY_LENGTH.format(cap="The credit for each outage is capped at 5% of the monthly charges."),
])
def test_each_outage_priced_by_its_length_is_capped(tmp_path, contract):
    month = claimed_month(tmp_path, contract, FIVE_AND_TWO, "2026-07-20")
    assert (month["credit_amount"], month["capped"]) == (2500.0, True)  # main: 1,500.00
    [applied] = [n for n in month["review"] if CUT in n]
    assert "5% of the monthly fee, 1500.00" in applied and "1 outage(s) cut" in applied
    assert _outage_notes(month) == ["the outage of the service from 2026-06-03T00:00+08:00 to 2026-06-03T05:00+08:00 "
                                    "(incidents a) earns 3000.00, capped at 1500.00"]
    [basis] = [b for b in month["basis"] if b["form"] == "per_incident"]
    assert basis["amount"] == 2500.0 and "= 4000.00; each outage capped at 1500.00: 1 of 2 cut" in basis["detail"]
    # the note of what the outages earn keeps their uncapped days, and the month's-cap note is gone (the cap is applied)
    assert any("earn 4 days of service, 4000.00" in n for n in month["review"])
    assert not any("hold each outage's credit against the cap by hand" in n for n in month["review"])


@pytest.mark.parametrize("contract, amount", [
    # guard (passes on main): no cap, each outage earns its days: 4,000
    (ZH_BY_LENGTH.format(cap=""), 4000.0),
    # guard (passes on main): a cap on the month's credits caps the month's sum at 5%: 1,500
    (ZH_BY_LENGTH.format(cap="每月累计赔偿总额不超过当月服务费的5%。"), 1500.0),
    (EN_BY_LENGTH.format(cap="Total credits in any month shall not exceed 5% of the monthly fee."), 1500.0),
])
def test_by_length_without_a_cap_on_each_outage_is_unchanged(tmp_path, contract, amount):
    month = claimed_month(tmp_path, contract, FIVE_AND_TWO, "2026-07-20")
    assert month["credit_amount"] == amount
    assert not _outage_notes(month)


def test_a_clause_for_each_server_caps_each_servers_outage_at_its_share(tmp_path):
    # fee 100,000 over 4 nodes (25,000 each); each node's outage over 4 hours earns 5% of its share (1,250), capped at 2%
    # of the affected server's fee (500): n1's 5 hours, and the whole cluster's 6 hours on each of the 4: 5 x 500 = 2,500
    contract = FEE_ZH + "每台服务器每次故障4小时以上的，乙方按当月服务费的5%向甲方赔偿。单次故障赔偿不超过受影响服务器当月服务费的2%。\n"
    log = ("id,start,end,units,cause\na,2026-03-05T00:00:00,2026-03-05T05:00:00,n1,vendor\n"
           "c,2026-03-20T00:00:00,2026-03-20T06:00:00,*,vendor\n")
    month = march(tmp_path, contract, log, "--sla-unit", "node", "--units", "4")
    assert (month["credit_amount"], month["capped"]) == (2500.0, True)  # main: 2,000.00 (the month at 2% of the fee)
    [applied] = [n for n in month["review"] if CUT in n]
    assert "2% of the interrupted unit's part of the monthly fee, 500.00" in applied and "5 outage(s) cut" in applied
    assert "the outage of unit * from 2026-03-20T00:00+08:00 to 2026-03-20T06:00+08:00 (incidents c) earns 1250.00 for " \
           "each of its 3 units, capped at 500.00" in _outage_notes(month)


# --- 2. two caps on one outage in one sentence: fee 1,000, 5% an hour; 10% of the fee (100.00) or 2 days of service
# (2/30 of the fee, 66.67), the lesser: the 3-hour outage (150.00) is owed 66.67, the 1-hour one 50.00
@pytest.mark.parametrize("cap", [
    "Credits for any single outage shall not exceed 10% of the monthly fee, nor 2 days of service.",
    "The credit for each outage is capped at 10% of the monthly fee and not more than 2 days of service.",
])
def test_the_lesser_of_two_caps_on_each_outage(tmp_path, cap):
    month = claimed_month(tmp_path, EN_HOURLY.format(cap=cap), THREE_AND_ONE, "2026-07-01", "--monthly-fee", "1000",
                          "--currency", "USD")
    assert (month["credit_amount"], month["capped"]) == (116.67, True)  # main: 150.00 (the 10% alone)
    [also] = [n for n in month["review"] if n.startswith("the same words also cap")]
    assert "2 days of service" in also and "6.66667% of the monthly fee" in also
    assert also.endswith("each outage is owed at most the lesser of the two, 66.67")
    assert _outage_notes(month) == ["the outage of the service from 2026-06-03T00:00+08:00 to 2026-06-03T03:00+08:00 "
                                    "(incidents a) earns 150.00, capped at 66.67"]


@pytest.mark.parametrize("cap", ["单次故障赔偿不超过当月服务费的10%，且不超过1天服务费。", "每次故障的赔偿上限为月服务费的10%，且最高不超过1天服务费。"])
def test_the_lesser_of_two_chinese_caps(tmp_path, cap):
    # fee 100,000; 10x the downtime: 20 minutes 533.33, 5 hours 8,000.00; 10% is 10,000, 1 day of service 3,333.33:
    # 3,333.33 + 533.33 = 3,866.67 (main: 8,533.33, the 10% cutting nothing)
    month = claimed_month(tmp_path, ZH_MULTIPLE.format(cap=cap), ZH_TWO, "2026-12-05")
    assert (month["credit_amount"], month["capped"]) == (3866.67, True)
    assert "(incidents 2) earns 8000.00, capped at 3333.33" in _outage_notes(month)[0]


def test_a_second_cap_that_cannot_be_priced_is_said(tmp_path):
    # the share of the contract's value cannot be priced: the first cap (10%: 10,000) is applied alone, the second said
    cap = "单次故障赔偿不超过当月服务费的10%，且不超过合同总额的1%。"
    month = claimed_month(tmp_path, ZH_MULTIPLE.format(cap=cap), ZH_TWO, "2026-12-05")
    assert month["credit_amount"] == 8533.33
    [note] = [n for n in month["review"] if "on a basis this claim cannot price" in n]
    assert "“不超过合同总额的1%”" in note and "capped here only at 10000.00" in note


def test_a_months_cap_after_the_outages_is_no_second_outage_cap(tmp_path):
    # guard (passes on main): "total credits in a month" after the outage's cap is the month's: the 10% alone, 150.00
    cap = ("Credits for any single outage shall not exceed 10% of the monthly fee, and total credits in a month shall "
           "not exceed 50% of the monthly fee.")
    month = claimed_month(tmp_path, EN_HOURLY.format(cap=cap), THREE_AND_ONE, "2026-07-01", "--monthly-fee", "1000",
                          "--currency", "USD")
    assert month["credit_amount"] == 150.0
    assert not [n for n in month["review"] if n.startswith("the same words also cap")]


# --- 3. an outage across a month's end: capped once, the later month's part cut
ACROSS_5H = "id,start,end,units\na,2026-06-30T22:00:00,2026-07-01T03:00:00,*\n"


@pytest.mark.parametrize("cap", ["The credit for a single outage shall not exceed 20% of the monthly fee.",
                                 "Credits for each outage are capped at 20% of the monthly fee."])
def test_an_outage_across_a_months_end_is_capped_once(tmp_path, cap):
    # 5% an hour of 1,000: June's 2 hours 100.00, July's 3 hours 150.00; the outage's 250.00 capped at 200.00, so July's
    # part is owed 100.00 (main: 100.00 and 150.00, each part under the cap on its own)
    result = claimed(tmp_path, EN_HOURLY.format(cap=cap), ACROSS_5H, "2026-08-01", "--monthly-fee", "1000",
                     "--currency", "USD")
    june, july = result["months"]
    assert (june["credit_amount"], july["credit_amount"]) == (100.0, 100.0)
    assert result["total_credit"] == 200.0
    assert (june["capped"], july["capped"]) == (False, True)
    assert _outage_notes(july) == [
        "the outage of the service from 2026-07-01T00:00+08:00 to 2026-07-01T03:00+08:00 (incidents a) began in the "
        "month before: the contract caps the whole outage at 200.00, of which its part in the months before took "
        "100.00, so this month's part, earning 150.00, is capped at 100.00"]
    for month in (june, july):
        assert any("the cut taken from the later month's part" in n for n in month["review"])


def test_a_chinese_outage_across_a_months_end_takes_nothing_past_the_cap(tmp_path):
    # 10x the downtime of 8 GPUs at CNY 20: October's 2 hours 3,200.00 capped at 1% (1,000.00), November's 2 hours
    # 3,200.00 left nothing (main: 1,000.00 in each month)
    log = "id,start,end,units,cause\nx,2026-10-31T22:00:00,2026-11-01T02:00:00,*,vendor\n"
    result = claimed(tmp_path, ZH_MULTIPLE.format(cap="单次故障赔偿金额最高不超过当月服务费的1%。"), log, "2026-12-20")
    assert [m["credit_amount"] for m in result["months"]] == [1000.0, 0.0]
    assert "of which its part in the months before took 1000.00, so this month's part, earning 3200.00, is capped " \
           "at 0.00" in _outage_notes(result["months"][1])[0]


def test_an_outage_over_three_months_counts_every_earlier_part(tmp_path):
    # 10x the downtime, a cap of 100% of a month's fee (100,000) on the outage: 31 October 20:00 to 1 December 04:00;
    # October 4 hours (6,400), November all 720 hours (1,152,000, capped at 93,600), December nothing left
    log = "id,start,end,units,cause\nx,2026-10-31T20:00:00,2026-12-01T04:00:00,*,vendor\n"
    result = claimed(tmp_path, ZH_MULTIPLE.format(cap="单次故障赔偿金额最高不超过当月服务费的100%。"), log, "2027-01-20")
    assert [m["credit_amount"] for m in result["months"]] == [6400.0, 93600.0, 0.0]
    assert result["total_credit"] == 100000.0  # main: 6,400 + 100,000 + 100,000


def test_outages_inside_one_month_and_without_a_cap_are_unchanged(tmp_path):
    # guards (pass on main): an outage inside June under the cap (150.00 of a 3-hour outage, capped at 200.00), and the
    # outage across the month's end with no cap on each outage (100.00 and 150.00)
    month = claimed_month(tmp_path, EN_HOURLY.format(cap="Credits for each outage are capped at 20% of the monthly fee."),
                          "id,start,end,units\na,2026-06-10T00:00:00,2026-06-10T03:00:00,*\n", "2026-08-01",
                          "--monthly-fee", "1000", "--currency", "USD")
    assert (month["credit_amount"], month["capped"]) == (150.0, False)
    result = claimed(tmp_path, EN_HOURLY.format(cap=""), ACROSS_5H, "2026-08-01", "--monthly-fee", "1000",
                     "--currency", "USD")
    assert [m["credit_amount"] for m in result["months"]] == [100.0, 150.0]


def test_a_reconcile_what_if_across_a_months_end_caps_the_outage_once():
    # the vendor's record ends the outage 2 hours later: July's part 5 hours (250.00), of which the cap of 200.00 leaves
    # 150.00 after June's 50.00 (main: 200.00, July capped on its own)
    zone = ZoneInfo("Asia/Shanghai")

    def table(prefix, end):
        return IncidentTable.from_incidents([Incident(id=f"{prefix}1", start=datetime(2026, 6, 30, 23, 0), end=end,
                                                      units=("*",), cause="vendor")], zone)

    ours, theirs = table("o", datetime(2026, 7, 1, 3, 0)), table("t", datetime(2026, 7, 1, 5, 0))
    terms = ContractTerms(monthly_fee=1000, currency="USD", credit_per_hour_pct=5, credit_cap_pct=20)
    kwargs = {"outage_cap": OutageCap(Fraction(20), False, "for a single outage", "the contract")}
    claim = compute_claim(ours, terms, tz=zone, as_of=date(2026, 9, 1), **kwargs)
    assert [str(m.credit_amount) for m in claim.months] == ["50.00", "150.00"]
    pricer = _Pricer(ours, theirs, terms, zone, date(2026, 9, 1), claim, kwargs)
    i, j = match_incidents(ours, theirs).matched.positions
    differs = _differing_fields(ours, theirs, i, j, True)
    [field] = [f for n, f in enumerate(FIELDS) if differs[n, 0]]
    effects = {e.month: (str(e.ours_credit), str(e.theirs_credit)) for e in pricer.effects(int(i[0]), int(j[0]), field)}
    assert effects["2026-07"] == ("150.00", "150.00")
