"""Per-period credits said with the contract's period, and priced once across a month's end (mo44).

mo41 computes a credit per period other than an hour and a share owed at each outage's onset (README "Credits per
period"); ``check`` still said the rate as "5% of the monthly fee per hour" whatever the period, and a priced what-if
(reconcile's disputes, ``sla/whatif.py``) counted the onset's share again in the month an outage runs on into, where a
claim counts it once. Guards (pass on main too, said at each): a rate per hour with neither period nor onset reads as
before; a what-if on a plain per-hour credit prices as the whole month does.
"""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from slacheck import api
from slacheck.incidents.table import IncidentTable
from slacheck.models import ContractTerms, Incident
from slacheck.report.findings import readable
from slacheck.sla.disputes import FIELDS, _differing_fields, _Pricer
from slacheck.sla.engine import compute_claim
from slacheck.sla.reconcile import match_incidents
from tests.conftest import extracted_terms, make_document

HALF = "# SLA\n\nCustomer receives a credit of 5% of the monthly fee for every half hour of service violation.\n"
# the same meaning in other words (and in Chinese)
HALF_PARAPHRASE = "# SLA\n\nRefunds: 5% of the fees for each 30 minutes of downtime.\n"
ZH_30 = "# 服务等级协议\n\n每30分钟赔偿当月服务费的5%。\n"
TWO_HOURS = "# SLA\n\nCustomer receives a credit of 5% of the monthly fee for every 2 hours of downtime.\n"
ONSET = ("# Service Level Agreement\n\nCustomer shall receive a credit of 5% of the monthly fee at the onset of any outage "
         "and 5% for each additional hour of downtime.\n")
PLAIN = "# SLA\n\nCustomer receives a credit of 5% of the monthly fee for each hour of downtime.\n"


def _compensation(contract, lang):
    [found] = [f for f in api.check(make_document(contract), lang=lang).findings if f.rule == "outage-compensation"]
    return found


@pytest.mark.parametrize("contract", [HALF, HALF_PARAPHRASE])
def test_a_credit_per_half_hour_is_said_per_30_minutes(contract):
    # main: "5% of the monthly fee per hour", the reason "the credit per hour of outage (5% ... per hour)"
    found = _compensation(contract, "en")
    assert found.status == "pass"
    assert readable(found, "en") == "5% of the monthly fee per 30 minutes"
    assert "credit per period of outage (5% of the monthly fee per 30 minutes)" in found.reason
    assert "per hour" not in found.reason


def test_a_chinese_credit_per_30_minutes_is_said_in_its_period():
    # main: "每小时月费的5%"
    found = _compensation(ZH_30, "zh")
    assert readable(found, "zh") == "每30分钟月费的5%"
    assert "按时段中断赔付（每30分钟月费的5%）" in found.reason and "每小时" not in found.reason


def test_a_credit_per_2_hours_is_said_per_2_hours():
    # main: "5% of the monthly fee per hour"
    assert readable(_compensation(TWO_HOURS, "en"), "en") == "5% of the monthly fee per 2 hours"


def test_an_onset_share_is_said_before_the_rate():
    # main: "5% of the monthly fee per hour", the onset's 5% unsaid
    found = _compensation(ONSET, "en")
    said = "5% of the monthly fee at each outage's onset, then 5% of the monthly fee per hour"
    assert readable(found, "en") == said and said in found.reason
    assert readable(_compensation(ONSET, "zh"), "zh") == "故障发生即赔月费的5%，此后每小时月费的5%"


def test_a_plain_rate_per_hour_is_said_as_before():
    # guard (passes on main): neither a period nor an onset
    found = _compensation(PLAIN, "en")
    assert readable(found, "en") == "5% of the monthly fee per hour"
    assert "credit per hour of outage (5% of the monthly fee per hour)" in found.reason


ZONE = ZoneInfo("Asia/Shanghai")


def _priced(terms, ours_end, theirs_end, base="service"):
    """(month, our credit, their credit) of each month the vendor's end of one outage changes, priced on the units it
    touches (what reconcile's disputes use) and recomputed whole: both must agree."""
    start = datetime(2026, 3, 31, 23, 0)

    def table(prefix, end):
        return IncidentTable.from_incidents([Incident(id=f"{prefix}1", start=start, end=end, units=("n1",),
                                                      cause="vendor")], ZONE)

    ours, theirs = table("o", ours_end), table("t", theirs_end)
    terms = ContractTerms(sla_unit="node", monthly_fee=1000, currency="USD", credit_base=base, **terms)
    kwargs = {"units": 4}
    claim = compute_claim(ours, terms, tz=ZONE, as_of=date(2026, 6, 1), **kwargs)
    pricer = _Pricer(ours, theirs, terms, ZONE, date(2026, 6, 1), claim, kwargs)
    i, j = match_incidents(ours, theirs).matched.positions
    differs = _differing_fields(ours, theirs, i, j, True)
    [field] = [f for n, f in enumerate(FIELDS) if differs[n, 0]]
    fast = pricer._effects_on_units(int(i[0]), int(j[0]), field)
    whole = pricer._effects_by_months(int(i[0]), int(j[0]), field)
    assert fast is not None  # (the units route was taken)
    return [(e.month, str(e.ours_credit), str(e.theirs_credit)) for e in fast], \
        [(e.month, str(e.ours_credit), str(e.theirs_credit)) for e in whole]


@pytest.mark.parametrize("base", ["service", "unit"])
def test_a_disputed_outage_across_a_months_end_owes_its_onset_once(base):
    # 23:00 on 31 March to 02:00 (ours) or 03:00 (theirs) on 1 April: April owes 5% per hour, no second onset's 5%.
    # main: the what-if added the onset again in April (15% where the claim says 10%)
    fast, whole = _priced({"credit_per_hour_pct": 5, "credit_onset_pct": 5},
                          datetime(2026, 4, 1, 2, 0), datetime(2026, 4, 1, 3, 0), base)
    assert fast == whole
    april = dict((m, theirs) for m, _, theirs in fast)["2026-04"]
    assert april == ("150.00" if base == "service" else "37.50")  # 3 hours x 5% (of a quarter per unit)


def test_a_disputed_outage_under_a_plain_rate_prices_as_its_month():
    # guard (passes on main): no onset, SPEC §3.4's hours
    fast, whole = _priced({"credit_per_hour_pct": 5}, datetime(2026, 4, 1, 2, 0), datetime(2026, 4, 1, 3, 0))
    assert fast == whole


# --- Chinese onset wordings (zh.yaml's credit_period_minutes patterns; en.yaml's Element Critical reading)
ZH_ONSET = "# 服务等级协议\n\n故障发生即赔偿月服务费的3%，此后每小时再赔偿3%。\n"
# the same meaning in other words: the provider pays at once when service stops, then again per hour of interruption
ZH_ONSET_PARAPHRASE = "# 服务等级协议\n\n服务中断时，乙方即按月服务费的3%向甲方赔偿，此后每中断1小时再按月服务费的3%赔偿。\n"
ZH_ONSET_HALF = "# 服务等级协议\n\n一旦发生服务中断，乙方立即按当月服务费的2%给予补偿；之后每中断30分钟，再按当月服务费的1%补偿。\n"
ZH_FIRST_HOUR = "# 服务等级协议\n\n自故障发生起，首小时赔偿当月服务费的5%，此后每小时赔偿当月服务费的2%。\n"
ZH_FIRST_HOUR_FREE = "# 服务等级协议\n\n故障首小时内免赔，此后每小时按月服务费的3%赔偿。\n"
ZH_PER_HOUR = "# 服务等级协议\n\n每中断1小时，乙方按当月服务费的3%进行赔偿。\n"
LOG_3H = "id,start,end,units,cause\ni1,2026-03-10T10:00:00,2026-03-10T13:00:00,*,vendor\n"
FEE = dict(monthly_fee=1000, currency="CNY")


def _claim(tmp_path, contract, log=LOG_3H):
    (tmp_path / "contract.md").write_text(contract, encoding="utf-8")
    (tmp_path / "log.csv").write_text(log, encoding="utf-8")
    return api.claim(tmp_path / "log.csv", contract=tmp_path / "contract.md", as_of="2026-06-01", **FEE).months[0]


@pytest.mark.parametrize("contract", [ZH_ONSET, ZH_ONSET_PARAPHRASE])
def test_a_chinese_onset_share_and_one_per_hour_owe_12_pct_for_180_minutes(tmp_path, contract):
    # 3% at the onset + 3 hours x 3% = 12% of 1000 (main: 3% an hour alone, 90.00)
    terms = extracted_terms(contract)
    assert (terms["credit_per_hour_pct"].value, terms["credit_onset_pct"].value) == (3, 3)
    assert "即" in terms["credit_onset_pct"].text
    assert str(_claim(tmp_path, contract).credit_amount) == "120.00"


def test_a_chinese_onset_share_then_one_per_half_hour(tmp_path):
    # 2% at the onset + 6 half hours x 1% = 8% (main: 1% read as a rate per hour, 30.00)
    terms = extracted_terms(ZH_ONSET_HALF)
    assert (terms["credit_onset_pct"].value, terms["credit_per_hour_pct"].value,
            terms["credit_period_minutes"].value) == (2, 1, 30)
    assert str(_claim(tmp_path, ZH_ONSET_HALF).credit_amount) == "80.00"


# (zh88: ZH_FIRST_HOUR left this list: "首小时赔偿当月服务费的5%，此后每小时赔偿当月服务费的2%" owes 5% + 2% x (h - 1) for h
# started hours, i.e. 3% at the onset + 2% an hour, now computed: 9% = 90.00 for 180 minutes, tests/sla/test_money_zh88.py)
# (mo48: ZH_FIRST_HOUR_FREE too: "故障首小时内免赔，此后每小时按月服务费的3%赔偿" owes nothing for each outage's first hour
# and 3% an hour after it, read as credit_free_minutes 60 and computed: 180 minutes, 2 hours x 3% = 60.00)
def test_a_first_hour_free_is_a_free_period(tmp_path):
    terms = extracted_terms(ZH_FIRST_HOUR_FREE)
    assert (terms["credit_per_hour_pct"].value, terms["credit_free_minutes"].value) == (3, 60)
    assert str(_claim(tmp_path, ZH_FIRST_HOUR_FREE).credit_amount) == "60.00"


def test_a_chinese_rate_per_hour_alone_is_as_spec_says(tmp_path):
    # guard (passes on main): 3% for each started hour, 9% for 180 minutes, no onset read
    terms = extracted_terms(ZH_PER_HOUR)
    assert terms["credit_per_hour_pct"].value == 3 and "credit_onset_pct" not in terms
    assert str(_claim(tmp_path, ZH_PER_HOUR).credit_amount) == "90.00"


# --- a level of availability per plan in running text, read by plan (mo42's scope machinery)
FIVE_HOURS = "id,start,end,units\n1,2026-03-03T00:00,2026-03-03T05:00,1\n"  # 99.328% of March
LADDERS = ("## Service Credits for the Basic plan\n\n"
           "| Monthly Uptime | Service Credit |\n|---|---|\n| < 99.5% | 10% |\n| < 99.0% | 25% |\n\n"
           "## Service Credits for the Standard plan\n\n"
           "| Monthly Uptime | Service Credit |\n|---|---|\n| < 99.9% | 10% |\n| < 99.5% | 25% |\n| < 99.0% | 50% |\n")
PLAN_LEVELS = ("# Service Level Agreement\n\nThe monthly fee is USD 1,000.\n\nFor Basic plan customers, the monthly "
               "availability is 99.5%. For Standard plan customers, the monthly availability is 99.9%.\n\n" + LADDERS)
# the same meaning in other words: each plan named without its customers
PLAN_LEVELS_PARAPHRASE = ("# Service Level Agreement\n\nThe monthly fee is USD 1,000.\n\nFor the Basic plan, monthly "
                          "availability will be at least 99.5%. For the Standard plan, monthly availability will be at "
                          "least 99.9%.\n\n" + LADDERS)
ONE_PLAN_LEVEL = ("# Service Level Agreement\n\nThe monthly fee is USD 1,000.\n\nFor Basic plan customers, the monthly "
                  "availability is 99.5%.\n\n" + LADDERS.split("## Service Credits for the Standard plan")[0])


@pytest.mark.parametrize("contract", [PLAN_LEVELS, PLAN_LEVELS_PARAPHRASE])
def test_a_level_per_plan_is_read_by_plan(contract):
    # main (PLAN_LEVELS): availability_pct in contradiction, no plan named (the paraphrase was read by plan on main too)
    level = extracted_terms(contract)["availability_pct"]
    assert level.conflict_kind == "scoped"
    by_plan = {o.scope: o.value for o in [level, *level.conflicting]}
    assert {scope.split(" customers")[0]: value for scope, value in by_plan.items()} == \
        {"Basic plan": 99.5, "Standard plan": 99.9}


def test_a_claim_counts_the_ladder_of_the_plan_the_level_is_stated_for(tmp_path):
    # Basic's 99.5% is read first: its ladder, 10% = 100.00, and what Standard's would pay said (main: 25% = 250.00 on
    # the Standard ladder extraction chose beside a level in contradiction)
    from tests.conftest import claimed_month

    month = claimed_month(tmp_path, PLAN_LEVELS, FIVE_HOURS)
    assert (month["credit_pct"], month["credit_amount"]) == (10.0, 100.0), month
    said = " ".join(month["review"])
    assert "the plan the availability level read is stated for" in said and "would give 25% = 250.00" in said


def test_check_says_each_plan_s_ladder_in_its_message():
    # main: "3 entries for 'Standard plan' (page 1) vs 2 entries for 'Basic plan' (page 1)"
    [found] = [f for f in api.check(make_document(PLAN_LEVELS)).findings if f.rule == "outage-compensation"]
    assert found.status == "review"
    assert "three tiers: 10% below 99.9%, 25% below 99.5%, 50% below 99% for 'Standard plan'" in found.message
    assert "two tiers: 10% below 99.5%, 25% below 99% for 'Basic plan'" in found.message
    assert "entries" not in found.message


def test_one_plan_s_level_and_ladder_stay_as_they_were(tmp_path):
    # guard (passes on main): one plan, one level, one ladder: no scope, 10% = 100.00
    from tests.conftest import claimed_month

    level = extracted_terms(ONE_PLAN_LEVEL)["availability_pct"]
    assert (level.value, level.conflict_kind) == (99.5, None)
    month = claimed_month(tmp_path, ONE_PLAN_LEVEL, FIVE_HOURS)
    assert (month["credit_pct"], month["credit_amount"]) == (10.0, 100.0)
