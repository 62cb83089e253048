"""Caps over a span other than a month, applied (session 46's helper mo40; README "Claim readings").

1. A cap on each outage's credit ("The maximum SLA-compensation for an individual interruption shall be limited to ...
   the service fees charged ... for the interrupted Service-item", Berget's SLA, corpus/real c18; "单次故障赔偿金额最高不超过
   当月服务费的1%") was only said: the claim capped the month at the cap's share of the whole fee, asking more than the
   contract allows where one node's fee is the cap, less where a month holds several outages. Where each outage's credit
   can be computed (a downtime multiple, a credit per hour) each is capped and the month's credit is their sum.
2. A cap on a year's credits ("Total service credits in any twelve (12) month period shall not exceed 5% of the annual
   fees", "每年累计赔偿不超过年度服务费的5%") was only quoted: a claim over several months now applies it in month order.
"""

import pytest

from tests.conftest import claimed, claimed_month
from tests.sla.test_money_mo36 import BERGET, BERGET_CAP, BERGET_FEE, ZH_CAP

CUT = "caps the credit of each outage"


def _cut_notes(month):
    return [n for n in month["review"] if CUT in n and "outage(s) cut" in n]


# --- 1. Berget's cap on one interruption: 4 nodes of 8 GPUs at USD 2.00 a GPU-hour, USD 46,080 a month, a node's part
# 11,520. 20 hours down on n1: 50 x 160 GPU-hours x 2.00 = 16,000, capped at 11,520; 5 hours on n2: 4,000, under it
N1_20H_N2_5H = ("id,start,end,units,cause\ni1,2026-06-03T00:00:00,2026-06-03T20:00:00,n1,vendor\n"
                "i2,2026-06-05T00:00:00,2026-06-05T05:00:00,n2,vendor\n")
BERGET_PARAPHRASE = ("Compensation for a single interruption shall not exceed 100% of the fees charged for the affected "
                     "Service-item during the 30 days preceding it.")


@pytest.mark.parametrize("cap", [BERGET_CAP, BERGET_PARAPHRASE])
def test_a_cap_on_each_nodes_interruption_cuts_the_outage_past_it(tmp_path, cap):
    month = claimed_month(tmp_path, BERGET.format(cap=cap), N1_20H_N2_5H, "2026-07-01", *BERGET_FEE)
    assert (month["credit_amount"], month["capped"]) == (15520.0, True)  # main: 20,000.00 (the month under 46,080)
    [applied] = _cut_notes(month)
    assert "100% of the interrupted unit's part of the monthly fee, 11520.00" in applied and "1 outage(s) cut" in applied
    [outage] = [n for n in month["review"] if n.startswith("the outage of")]
    assert outage == ("the outage of unit n1 from 2026-06-03T00:00+08:00 to 2026-06-03T20:00+08:00 (incidents i1) "
                      "earns 16000.00, capped at 11520.00")
    [basis] = month["basis"]
    assert basis["amount"] == 15520.0 and "each outage capped at 11520.00: 1 of 2 cut" in basis["detail"]


def test_a_cap_on_each_interruption_that_no_outage_reaches_cuts_nothing(tmp_path):
    log = "id,start,end,units,cause\ni2,2026-06-05T00:00:00,2026-06-05T05:00:00,n2,vendor\n"
    month = claimed_month(tmp_path, BERGET.format(cap=BERGET_CAP), log, "2026-07-01", *BERGET_FEE)
    assert (month["credit_amount"], month["capped"]) == (4000.0, False)
    [applied] = _cut_notes(month)
    assert "0 outage(s) cut" in applied
    assert not [n for n in month["review"] if n.startswith("the outage of")]


def test_overlapping_incidents_of_one_node_are_one_interruption(tmp_path):
    log = ("id,start,end,units,cause\ni1,2026-06-03T00:00:00,2026-06-03T12:00:00,n1,vendor\n"
           "i3,2026-06-03T10:00:00,2026-06-03T20:00:00,n1,vendor\n")
    month = claimed_month(tmp_path, BERGET.format(cap=BERGET_CAP), log, "2026-07-01", *BERGET_FEE)
    assert month["credit_amount"] == 11520.0  # one 20-hour interruption (16,000), not two under the cap each
    [outage] = [n for n in month["review"] if n.startswith("the outage of")]
    assert "(incidents i1, i3) earns 16000.00" in outage


def test_an_incident_on_every_node_is_an_interruption_of_each(tmp_path):
    log = ("id,start,end,units,cause\ns1,2026-06-03T00:00:00,2026-06-03T20:00:00,*,vendor\n"
           "i2,2026-06-05T00:00:00,2026-06-05T05:00:00,n1,vendor\n")
    month = claimed_month(tmp_path, BERGET.format(cap=BERGET_CAP), log, "2026-07-01", *BERGET_FEE)
    # 4 nodes x 16,000 uncapped; each node's interruption capped at its 11,520 (46,080), and n1's later 5 hours (4,000):
    # 50,080, past the month's fee, which the contract does not cap (main: 46,080, the month capped at its fee)
    assert month["credit_amount"] == 50080.0
    assert "4 of 5 cut" in month["basis"][0]["detail"]


def test_an_interruption_across_the_months_edge_is_said(tmp_path):
    # 20 hours on n1 from June 30th 16:00: 8 in June (6,400), 12 in July (9,600), each under 11,520 in its month, though
    # the one interruption (16,000) is capped at 11,520 by the words.
    # mo46 changed this expectation (was [6400.0, 9600.0], each part capped on its own and the rest left to a person):
    # "The maximum SLA-compensation for an individual interruption shall be limited to an amount equal to the service
    # fees charged by Berget for the interrupted Service-item during 30 (thirty) calendar days": the interruption's
    # parts together at most 11,520, the cut taken from July's part (11,520 - 6,400 = 5,120)
    log = "id,start,end,units,cause\nx1,2026-06-30T16:00:00,2026-07-01T12:00:00,n1,vendor\n"
    result = claimed(tmp_path, BERGET.format(cap=BERGET_CAP), log, "2026-08-01", *BERGET_FEE)
    assert [m["credit_amount"] for m in result["months"]] == [6400.0, 5120.0]
    for month in result["months"]:
        [note] = [n for n in month["review"] if "runs on into the month before or after" in n]
        assert "(incidents x1)" in note and "the cut taken from the later month's part" in note


# a downtime multiple under a cap of the whole month's fee on each outage (8 GPUs at CNY 20 a GPU-hour, fee 100,000;
# 1% = 1,000 an outage): 20 minutes, 10 x 8/3 x 20 = 533.33; 5 hours, 10 x 40 x 20 = 8,000, capped at 1,000
ZH_MULTIPLE = ("GPU算力租赁合同\n\n甲方：示例科技有限公司\n乙方：某某算力有限公司\n\n第一条 乙方向甲方出租8卡H100 GPU服务器集群，"
               "月服务费为人民币100,000元，算力单价为人民币20元/卡/小时。\n\n第二条 服务等级。服务可用性承诺为99.9%。因乙方原因导致"
               "服务不可用的，乙方按故障时长的10倍补偿服务时长。{cap}\n")
ZH_TWO = ("id,start,end,units,cause\n1,2026-11-02T00:00:00,2026-11-02T00:20:00,*,vendor\n"
          "2,2026-11-09T00:00:00,2026-11-09T05:00:00,*,vendor\n")


@pytest.mark.parametrize("cap", ["单次故障赔偿金额最高不超过当月服务费的1%。", "每次故障的赔偿上限为月服务费的1%。"])
def test_a_zh_cap_on_each_outage_of_the_months_fee_cuts_it(tmp_path, cap):
    month = claimed_month(tmp_path, ZH_MULTIPLE.format(cap=cap), ZH_TWO, "2026-12-05")
    assert (month["credit_amount"], month["capped"]) == (1533.33, True)  # main: 1,000.00 (the month at 1%)
    [applied] = _cut_notes(month)
    assert "1% of the monthly fee, 1000.00" in applied
    [outage] = [n for n in month["review"] if n.startswith("the outage of")]
    assert "(incidents 2) earns 8000.00, capped at 1000.00" in outage


# a credit per hour under a cap on each outage (fee 1,000; 5% an hour, at most 10% an outage): 3 hours (15%, capped at
# 100) and 1 hour (50): 150.00, where the month capped at 10% paid 100
EN_HOURLY = ("Service Level Agreement\n\nProvider commits to 99.9% monthly availability. For each hour of downtime the "
             "Customer receives a service credit of 5% of the monthly fee. {cap}\n")
THREE_AND_ONE = ("id,start,end,units\na,2026-06-03T00:00:00,2026-06-03T03:00:00,*\n"
                 "b,2026-06-10T00:00:00,2026-06-10T01:00:00,*\n")
FEE = ("--monthly-fee", "1000", "--currency", "USD")


@pytest.mark.parametrize("contract", [
    EN_HOURLY.format(cap="The credit for a single outage shall not exceed 10% of the monthly fee."),
    EN_HOURLY.format(cap="Credits for each outage are capped at 10% of the monthly fee."),
    ZH_CAP.replace("1. 月可用性低于99.9%的，乙方赔偿当月服务费的10%；低于99%的，赔偿当月服务费的30%。",
                   "1. 服务可用性承诺为99.9%。每中断1小时，赔偿月服务费的5%。").format(cap="单次故障赔偿金额最高不超过当月服务费的10%。"),
])
def test_a_credit_per_hour_is_capped_per_outage(tmp_path, contract):
    month = claimed_month(tmp_path, contract, THREE_AND_ONE, "2026-07-01", *FEE)
    assert month["credit_amount"] == 150.0  # main: 100.00


# guards (as on main): a cap on the month's credits caps the month; a per-outage cap beside tiers of the month's
# availability is said, not applied (no outage has a share of a month's tier)
@pytest.mark.parametrize("contract, log, fee, amount", [
    (BERGET.format(cap="The total SLA-compensation in any calendar month shall not exceed 20% of the monthly fee."),
     N1_20H_N2_5H, BERGET_FEE, 9216.0),
    (EN_HOURLY.format(cap="Service credits in any month shall not exceed 10% of the monthly fee."), THREE_AND_ONE, FEE,
     100.0),
])
def test_a_months_cap_is_not_applied_per_outage(tmp_path, contract, log, fee, amount):
    month = claimed_month(tmp_path, contract, log, "2026-07-01", *fee)
    assert (month["credit_amount"], month["capped"]) == (amount, True)
    assert not [n for n in month["review"] if CUT in n]


def test_a_cap_on_each_outage_beside_monthly_tiers_is_said_not_applied(tmp_path):
    log = "id,start,end,units\ni1,2026-06-03T00:00:00,2026-06-03T07:12:00,*\n"
    month = claimed_month(tmp_path, ZH_CAP.format(cap="单次故障赔偿金额最高不超过当月服务费的50%。"), log, "2026-07-01", *FEE)
    assert month["credit_amount"] == 100.0
    [note] = [n for n in month["review"] if CUT in n]
    assert "hold each outage's credit against the cap by hand" in note


# --- 2. a cap on a year's credits over a claim of several months: 10 hours down in each of January to March (30% of
# the USD 1,000 fee each), 1 hour in April (10%); 5% of the annual fees is 600: March and April cut to nothing
EN_YEAR = ("Service Level Agreement\n\nIf monthly availability falls below 99.9%, Customer receives a service credit of "
           "10% of the monthly fee; below 99%, 30% of the monthly fee.\n\n{cap}\n")
ZH_YEAR = ("服务等级协议\n\n甲方（承租方）：上海星衍智能科技有限公司\n乙方（出租方）：上海澜算智能科技有限公司\n\n1. 月可用性低于99.9%的，"
           "乙方赔偿当月服务费的10%；低于99%的，赔偿当月服务费的30%。\n\n2. {cap}\n")
FOUR_MONTHS = ("id,start,end,units\na,2026-01-05T00:00:00,2026-01-05T10:00:00,*\n"
               "b,2026-02-05T00:00:00,2026-02-05T10:00:00,*\nc,2026-03-05T00:00:00,2026-03-05T10:00:00,*\n"
               "d,2026-04-05T00:00:00,2026-04-05T01:00:00,*\n")


@pytest.mark.parametrize("contract", [
    EN_YEAR.format(cap="Total service credits in any twelve (12) month period shall not exceed 5% of the annual fees."),
    EN_YEAR.format(cap="In no event shall the service credits per contract year exceed 5% of the annual fee."),
    # beside a month's cap, which stays the month's
    EN_YEAR.format(cap="Service credits in any calendar month shall not exceed 30% of the monthly fee. Total service "
                       "credits in any twelve (12) month period shall not exceed 5% of the annual fees."),
    ZH_YEAR.format(cap="每年累计赔偿不超过年度服务费的5%。"),
    ZH_YEAR.format(cap="任意十二个月内的赔偿总额不超过年服务费的5%。"),
])
def test_a_cap_on_a_years_credits_cuts_the_later_months(tmp_path, contract):
    result = claimed(tmp_path, contract, FOUR_MONTHS, "2026-07-01", *FEE)
    # main: 300, 300, 300, 100 (the year's cap only quoted)
    assert [(m["month"], m["credit_amount"]) for m in result["months"]] == [
        ("2026-01", 300.0), ("2026-02", 300.0), ("2026-03", 0.0), ("2026-04", 0.0)]
    assert result["total_credit"] == 600.0
    march = result["months"][2]
    [note] = [n for n in march["review"] if "caps the credits of any twelve months" in n]
    assert "5% of the annual fee (12 monthly fees), 600.00" in note and "credited 600.00" in note
    assert "this month's 300.00 is cut to 0.00" in note and march["capped"] is True


def test_a_years_cap_counts_only_the_twelve_months_before(tmp_path):
    log = FOUR_MONTHS.replace("2026-03-05", "2027-02-05")  # thirteen months after January: its year holds February
    result = claimed(tmp_path, ZH_YEAR.format(cap="每年累计赔偿不超过年度服务费的3%。"), log, "2027-07-01", *FEE)
    # 3% of 12,000 = 360: January 300, February cut to 60, April to 0; 2027-02's twelve months (from March 2026) hold
    # April's 0 only: 300
    assert [m["credit_amount"] for m in result["months"]] == [300.0, 60.0, 0.0, 300.0]


def test_a_cap_over_the_term_counts_every_month_before(tmp_path):
    result = claimed(tmp_path, ZH_YEAR.format(cap="合同期内累计赔偿总额不超过年度服务费的6%。"), FOUR_MONTHS, "2026-07-01", *FEE)
    assert [m["credit_amount"] for m in result["months"]] == [300.0, 300.0, 120.0, 0.0]
    assert any("caps the credits of the contract's term" in n for n in result["months"][2]["review"])


# guards (as on main): months the year's cap does not reach keep their credit and the cap quoted; a share of a month's
# twelfth of the annual charge (e80's wording) is a month's cap (12% of the fee), no cap over a year
@pytest.mark.parametrize("contract, amounts, quoted", [
    (ZH_YEAR.format(cap="每年累计赔偿不超过年度服务费的50%。"), [300.0, 300.0, 300.0, 100.0], True),
    (EN_YEAR.format(cap="Service credits shall not, under any circumstance, exceed twelve percent (12%) of one twelfth "
                        "(1/12th) of the annual charge."), [120.0, 120.0, 120.0, 100.0], False),
])
def test_a_cap_over_a_year_not_reached_or_a_months_share_cuts_nothing(tmp_path, contract, amounts, quoted):
    result = claimed(tmp_path, contract, FOUR_MONTHS, "2026-07-01", *FEE)
    assert [m["credit_amount"] for m in result["months"]] == amounts
    for month in result["months"]:
        assert any("not as a share of the monthly fee" in n for n in month["review"]) is quoted
        assert not any("caps the credits of" in n for n in month["review"])


# guard (as on main: nothing cut): a month whose claim lapsed was paid no credit, so it takes none of the year's cap
def test_a_month_whose_claim_lapsed_takes_none_of_the_years_cap(tmp_path):
    contract = EN_YEAR.format(cap="Total service credits in any twelve (12) month period shall not exceed 5% of the "
                                  "annual fees.\n\nCustomer must submit a credit request within 30 days after the end "
                                  "of the month.")
    result = claimed(tmp_path, contract, FOUR_MONTHS, "2026-04-15", *FEE)
    months = result["months"]
    # January's and February's claims lapsed (no credit paid): March's 300 and April's 100 fit under 600
    assert [(m["credit_amount"], m["claim_open"]) for m in months] == [(300.0, False), (300.0, False), (300.0, True),
                                                                        (100.0, True)]  # (mo40's first cut: 0, 0)
    assert not any("caps the credits of any twelve months" in n for m in months for n in m["review"])
