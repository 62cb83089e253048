"""Per-outage caps in service time, and per-outage caps beside credits per period, applied (session 46's helper mo43;
README "Claim readings").

1. A cap on the service time one outage earns ("we will provide you with 3 hours of prorated service credit, up to a
   maximum of 24 hours per incident", IllusionCloud; "not to exceed 1 week of credit per incident", MegaNet) was only
   quoted: a 10-hour outage was claimed at 30 hours of service. It is now that time's share of the fee (a month taken as
   30 days, as a credit in days of service is read), applied to each outage as mo40's cap on each outage is.
2. A cap on each outage beside a credit with an onset's share or a period other than an hour (mo41's ``PeriodTerms``)
   was held for review: each outage's credit is now computed as the month's is, and capped.
Guards (pass on main too, said at each): no cap, a month's cap only.
"""

import pytest

from slacheck import api
from tests.conftest import api_month, extracted_terms
from tests.extract.test_real_en_e118 import ILLUSIONCLOUD, MEGANET
from tests.sla.test_money_mo41 import ELEMENT, ELEMENT_PARAPHRASE, ONSET

# 8 GPUs at USD 1.00 a GPU-hour: 5,760 a month of 720 hours (the fee and the price agree: an hour of service is 8.00)
HEAD = "# Order\n\nThe Customer rents a cluster of 8 H100 GPUs at a price of USD 1.00 per GPU-hour.\n\n"
GPU_FEE = dict(monthly_fee=5760, currency="USD")
LOG_10H = "id,start,end,units,cause\ni1,2026-03-10T00:00:00,2026-03-10T10:00:00,*,vendor\n"
LOG_20H = "id,start,end,units,cause\ni1,2026-03-10T00:00:00,2026-03-10T20:00:00,*,vendor\n"
TIME_CUT = "caps the service time each outage earns"
ILLUSION_PARAPHRASE = ("For each hour of downtime, the customer receives 3 hours of service credit, capped at 24 hours per "
                       "outage.\n")


def _notes(month, words):
    return [n for n in month.review if words in n]


@pytest.mark.parametrize("contract", [ILLUSIONCLOUD, ILLUSION_PARAPHRASE])
def test_a_10_hour_outage_under_a_24_hour_cap_earns_24_hours(tmp_path, contract):
    month = api_month(tmp_path, HEAD + contract, LOG_10H, "2026-06-01", **GPU_FEE)
    # 3 x 80 GPU-hours x 1.00 = 240.00 (30 hours of service), capped at 24 hours: 24/720 of 5,760 = 192.00
    assert (str(month.credit_amount), month.capped) == ("192.00", True)  # main: 240.00, the cap only quoted
    [applied] = _notes(month, TIME_CUT)
    assert "24 hours" in applied and "192.00" in applied and "1 outage(s) cut" in applied
    [outage] = [n for n in month.review if n.startswith("the outage of")]
    assert "earns 240.00, capped at 192.00" in outage
    assert not _notes(month, "not as a share of the monthly fee")  # (applied, no longer left to a person)


def test_no_time_cap_leaves_the_credit_as_it_was(tmp_path):
    # guard (passes on main): the same credit without the cap's words
    contract = HEAD + ILLUSIONCLOUD.replace(", up to a maximum of 24 hours per incident", "")
    month = api_month(tmp_path, contract, LOG_10H, "2026-06-01", **GPU_FEE)
    assert (str(month.credit_amount), month.capped) == ("240.00", False)


def test_megaNet_week_per_incident_caps_a_20_hour_outage(tmp_path):
    month = api_month(tmp_path, HEAD + MEGANET, LOG_20H, "2026-06-01", **GPU_FEE)
    # half a day (12 hours) per hour down: 12 x 160 GPU-hours x 1.00 = 1,920.00; 1 week = 7/30 of 5,760 = 1,344.00
    assert (str(month.credit_amount), month.capped) == ("1344.00", True)  # main: 1,920.00
    [applied] = _notes(month, TIME_CUT)
    assert "1 week of credit per incident" in applied and "1344.00" in applied
    # the month's cap in the same sentence ("the total month maximum credit of one Monthly Recurring Charge") is the
    # month's: no note reads it as one outage's
    assert not _notes(month, "caps the credit of each outage")


def test_megaNet_under_the_week_is_unchanged(tmp_path):
    # guard (passes on main): 10 hours earn 960.00 (120 hours of service), under the week and under the month's MRC
    month = api_month(tmp_path, HEAD + MEGANET, LOG_10H, "2026-06-01", **GPU_FEE)
    assert (str(month.credit_amount), month.capped) == ("960.00", False)


def test_the_months_cap_still_caps_beside_a_time_cap(tmp_path):
    # 3 outages of 20 hours, each 1,920.00 capped at 1,344.00 (4,032.00), and the month capped at 50% of 5,760: 2,880.00
    contract = HEAD + MEGANET.replace("one Monthly Recurring Charge", "50% of the Monthly Recurring Charge")
    log = ("id,start,end,units,cause\ni1,2026-03-02T00:00:00,2026-03-02T20:00:00,*,vendor\n"
           "i2,2026-03-10T00:00:00,2026-03-10T20:00:00,*,vendor\ni3,2026-03-20T00:00:00,2026-03-20T20:00:00,*,vendor\n")
    month = api_month(tmp_path, contract, log, "2026-06-01", **GPU_FEE)
    assert (str(month.credit_amount), month.capped) == ("2880.00", True)
    assert "3 of 3 cut" in month.basis[0].detail


ZH = "# 服务等级协议\n\n服务每中断1小时，乙方按月服务费的1%向甲方赔偿，每次赔偿最高不超过24小时/次。\n"
ZH_PARAPHRASE = "# 服务等级协议\n\n每中断1小时，按月服务费的1%赔偿，单次赔偿上限不超过48小时/次。\n"


@pytest.mark.parametrize("contract, amount", [(ZH, "240.00"), (ZH_PARAPHRASE, "480.00")])
def test_chinese_hours_per_incident(tmp_path, contract, amount):
    # 10 hours x 1% of 7,200 = 720.00; 24 hours of service = 24/720 of 7,200 = 240.00 (48 hours: 480.00)
    month = api_month(tmp_path, contract, LOG_10H, "2026-06-01", monthly_fee=7200, currency="CNY")
    assert (str(month.credit_amount), month.capped) == (amount, True)  # main: 720.00
    assert _notes(month, TIME_CUT)


# --- 2. Element Critical's onset share and 60-minute increments under a cap of 10% of the fee on each outage
CAP_10 = " The credit for any single outage shall not exceed 10% of the monthly fee.\n"
CAP_10_PARAPHRASE = " The credit for each outage is capped at 10% of the monthly charges.\n"
# two outages: 5 hours (3% + 5 x 3% = 18%: 180.00, capped at 100.00) and 90 minutes (3% + 1 x 3% = 6%: 60.00)
LOG_TWO = ("id,start,end,units,cause\ni1,2026-03-10T10:00:00,2026-03-10T15:00:00,*,vendor\n"
           "i2,2026-03-12T10:00:00,2026-03-12T11:30:00,*,vendor\n")


@pytest.mark.parametrize("contract", [ELEMENT.replace(", up to 100% of the MRC for the affected Service.\n", "." + CAP_10),
                                      ELEMENT_PARAPHRASE.replace("thereafter.\n", "thereafter." + CAP_10_PARAPHRASE)])
def test_onset_and_increments_capped_on_each_outage(tmp_path, contract):
    month = api_month(tmp_path, contract, LOG_TWO, "2026-06-01", monthly_fee=1000, currency="USD")
    assert (str(month.credit_amount), month.capped) == ("160.00", True)  # main: the cap held for review
    [outage] = [n for n in month.review if n.startswith("the outage of")]
    assert "(incidents i1) earns 180.00, capped at 100.00" in outage
    assert "1 of 2 cut" in month.basis[0].detail


def test_a_months_cap_beside_an_onset_share_is_unchanged(tmp_path):
    # guard (passes on main): 10 hours under "5% at the onset and 5% each additional hour" = 55%, the month capped at 30%
    contract = ONSET.replace("downtime.", "downtime. Total credits shall not exceed 30% of the monthly fee.")
    log = "id,start,end,units,cause\ni1,2026-03-10T08:00:00,2026-03-10T18:00:00,*,vendor\n"
    month = api_month(tmp_path, contract, log, "2026-06-01", monthly_fee=1000, currency="USD")
    assert (str(month.credit_amount), month.capped) == ("300.00", True)


def test_a_time_cap_beside_tiers_of_the_month_stays_quoted(tmp_path):
    # guard (passes on main): no outage has a share of a month's tier, so the cap is left to a person, quoted
    contract = ("# SLA\n\nIf monthly availability falls below 99.9%, Customer receives a credit of 10% of the monthly fee. "
                "Service credits shall not exceed 24 hours of service credit per incident.\n")
    month = api_month(tmp_path, contract, LOG_10H, "2026-06-01", monthly_fee=7200, currency="USD")
    assert (str(month.credit_amount), month.capped) == ("720.00", False)
    assert _notes(month, "not as a share of the monthly fee")
    assert not _notes(month, TIME_CUT)


ZH_ONE_OUTAGE = "# 服务等级协议\n\n每中断1小时，乙方赔偿当月服务费的1%，单次故障赔偿不超过24小时/次。\n"


def test_a_chinese_time_cap_on_one_outage_is_no_shortest_outage(tmp_path):
    # "单次故障…不超过24小时/次" caps what one outage earns; main read it as a shortest outage of 24 hours (1440 minutes)
    # that counts, so a 10-hour outage earned nothing: now 720.00 capped at 240.00
    assert "min_outage_minutes" not in extracted_terms(ZH_ONE_OUTAGE)
    month = api_month(tmp_path, ZH_ONE_OUTAGE, LOG_10H, "2026-06-01", monthly_fee=7200, currency="CNY")
    assert (str(month.credit_amount), month.capped) == ("240.00", True)  # main: 0.00


def test_a_chinese_shortest_outage_stays():
    # guard (passes on main): "单次故障超过5分钟的，计入不可用时间" is a shortest outage that counts
    assert extracted_terms("# 服务等级协议\n\n单次故障超过5分钟的，计入不可用时间。\n")["min_outage_minutes"].value == 5
