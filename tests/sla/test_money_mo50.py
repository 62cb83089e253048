"""Free periods and allowances: the cases mo48 left (mo50; README "Credits per period").

1. An outage across a month's end under a free first hour: the free hour belongs to the OUTAGE, so what its earlier part
   did not use its later part uses (main: the later part got no free minutes at all, overpaying where the earlier part
   was shorter than the free hour), in a claim and in reconcile's what-if alike (``ClaimEngine.month_outages``).
2. A free first period and the rate in the next sentence ("No credit is due for the first hour. Thereafter, 5% ... for
   each 30 minutes of downtime", "首小时内免赔。此后每30分钟赔偿月费的5%"): one reading, free 60, period 30, 5% (main: the
   English read nothing; the Chinese read 5% per 30 minutes from the outage's start, overpaying).
3. A month's allowance ("3% for each hour of downtime beyond the first 4 hours in a calendar month", "每月累计故障超过4
   小时的部分，每小时赔偿月费的2%"): ``credit_free_minutes_per_month``, the month's outages using it in turn (main: 3% an
   hour from each outage's start).
Guards (pass on main too, said at each): mo48's per-outage free hour inside one month, a minimum outage, an onset (mo41)
across a month's end.
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
from slacheck.terms_file import dump_terms_yaml
from tests.conftest import extracted_terms, make_document

FEE = dict(monthly_fee=1000, currency="USD")
ZONE = ZoneInfo("Asia/Shanghai")


def _months(tmp_path, contract, log):
    (tmp_path / "contract.md").write_text(contract, encoding="utf-8")
    (tmp_path / "log.csv").write_text(log, encoding="utf-8")
    months = api.claim(tmp_path / "log.csv", contract=tmp_path / "contract.md", as_of="2026-06-01", **FEE).months
    return [(m.month, str(m.credit_amount)) for m in months]


def _log(*spans):
    return "id,start,end,units,cause\n" + "".join(f"i{k},{s},{e},*,vendor\n" for k, (s, e) in enumerate(spans, 1))


def what_if_prices(terms, zone, start, ours_end, theirs_end, as_of=None) -> tuple[list, list, object]:
    """(month, ours, theirs) of reconcile's fast what-if and of the whole month's recomputation, and our claim, for one
    incident on one node of 4 whose end two logs dispute (mo48's and mo50's): the two paths must price terms alike."""
    as_of = as_of or date(2026, 6, 1)

    def table(prefix, end):
        return IncidentTable.from_incidents([Incident(id=f"{prefix}1", start=start, end=end, units=("n1",),
                                                      cause="vendor")], zone)

    ours, theirs = table("o", ours_end), table("t", theirs_end)
    claim = compute_claim(ours, terms, tz=zone, as_of=as_of, units=4)
    pricer = _Pricer(ours, theirs, terms, zone, as_of, claim, {"units": 4})
    i, j = match_incidents(ours, theirs).matched.positions
    differs = _differing_fields(ours, theirs, i, j, True)
    [field] = [f for n, f in enumerate(FIELDS) if differs[n, 0]]
    fast = [(e.month, str(e.ours_credit), str(e.theirs_credit)) for e in
            pricer._effects_on_units(int(i[0]), int(j[0]), field)]
    whole = [(e.month, str(e.ours_credit), str(e.theirs_credit)) for e in
             pricer._effects_by_months(int(i[0]), int(j[0]), field)]
    return fast, whole, claim


# --- 1. an outage across a month's end: its free hour used once, over its parts

FREE_FIRST = ("# SLA\n\nNo credit is due for the first hour of an outage; thereafter 3% of the monthly fee for each "
              "additional hour.\n")
# the same meaning in other words
FREE_FIRST_PARAPHRASE = ("# SLA\n\nThe first hour of any outage is not credited; after that, Customer receives 3 percent "
                         "of the monthly charges for every additional hour.\n")
ZH_FREE = "# 服务等级协议\n\n首小时内免赔，此后每小时赔偿月费的2%。\n"
ACROSS = _log(("2026-03-31T23:30:00", "2026-04-01T01:10:00"))


@pytest.mark.parametrize("contract, april", [(FREE_FIRST, "30.00"), (FREE_FIRST_PARAPHRASE, "30.00"),
                                             (ZH_FREE, "20.00")])
def test_the_later_part_uses_what_the_earlier_part_left_of_the_free_hour(tmp_path, contract, april):
    # 23:30 on 31 March to 01:10 on 1 April: March's 30 minutes inside the free hour (0.00); April's 70 minutes less the
    # free hour's 30 left: 40 minutes, 1 started hour x 3% = 30.00 (2%: 20.00). main: April's part had no free minutes,
    # 2 hours, 60.00 (40.00)
    assert _months(tmp_path, contract, ACROSS) == [("2026-03", "0.00"), ("2026-04", april)]


def test_an_earlier_part_of_chained_incidents_used_the_whole_free_hour(tmp_path):
    # 22:30-23:30 then 23:30-01:10: one outage from 22:30 (the incidents meet), 90 minutes in March: 30 past the free
    # hour, 1 hour (30.00); April's 70 minutes owe 2 started hours, 60.00 (nothing of the free hour left). Guard: passes
    # on main too (April's part got no free minutes there), here through ``ran_before`` walking back the chained incidents
    log = _log(("2026-03-31T22:30:00", "2026-03-31T23:30:00"), ("2026-03-31T23:30:00", "2026-04-01T01:10:00"))
    assert _months(tmp_path, FREE_FIRST, log) == [("2026-03", "30.00"), ("2026-04", "60.00")]


def test_a_what_if_uses_the_free_hour_once_as_the_claim():
    # ours 23:30-01:10, theirs 23:30-01:40 under 5% an hour past a free first hour: April 70 or 100 minutes less the 30
    # left, 1 or 2 hours: 50.00 or 100.00; the fast what-if and the whole month's recomputation agree (main: 100.00 both)
    terms = ContractTerms(sla_unit="node", monthly_fee=1000, currency="USD", credit_per_hour_pct=5,
                          credit_free_minutes=60)
    fast, whole, _ = what_if_prices(terms, ZONE, datetime(2026, 3, 31, 23, 30), datetime(2026, 4, 1, 1, 10),
                                    datetime(2026, 4, 1, 1, 40))
    assert fast == whole and dict((m, (o, t)) for m, o, t in fast)["2026-04"] == ("50.00", "100.00")


# --- 2. the free period in one sentence, the rate in the next: one reading

EN_NEXT = ("# SLA\n\nNo credit is due for the first hour. Thereafter, 5% of the monthly fee for each 30 minutes of "
           "downtime.\n")
# the same meaning in other words: "No service credit is given for the first 60 minutes. After that, ..."
EN_NEXT_PARAPHRASE = ("# SLA\n\nNo service credit is given for the first 60 minutes. After that, Customer receives 5 "
                      "percent of the monthly charges for every 30 minutes of downtime.\n")
ZH_NEXT = "# 服务等级协议\n\n首小时内免赔。此后每30分钟赔偿月费的5%。\n"
# the same meaning in other words: 首个小时不予赔偿。之后每30分钟按当月服务费的5%赔偿
ZH_NEXT_PARAPHRASE = "# 服务等级协议\n\n每次故障首个小时不予赔偿。之后每30分钟按当月服务费的5%赔偿。\n"
LOG_3H = _log(("2026-03-10T10:00:00", "2026-03-10T13:00:00"))


@pytest.mark.parametrize("contract", [EN_NEXT, EN_NEXT_PARAPHRASE, ZH_NEXT, ZH_NEXT_PARAPHRASE])
def test_a_free_hour_then_a_rate_in_the_next_sentence_is_one_reading(tmp_path, contract):
    # free 60, period 30, 5%: 180 minutes less 60 are 4 half hours, 20% = 200.00 (main: the English nothing read, 0.00;
    # the Chinese 5% per 30 minutes from the outage's start, 6 x 5% = 300.00)
    terms = extracted_terms(contract)
    assert (terms["credit_free_minutes"].value, terms["credit_period_minutes"].value,
            terms["credit_per_hour_pct"].value) == (60, 30, 5)
    (tmp_path / "contract.md").write_text(contract, encoding="utf-8")
    (tmp_path / "log.csv").write_text(LOG_3H, encoding="utf-8")
    [month] = api.claim(tmp_path / "log.csv", contract=tmp_path / "contract.md", as_of="2026-06-01", **FEE).months
    assert str(month.credit_amount) == "200.00"
    assert not any("cannot compute" in note for note in month.review)  # (no second clause left out beside it)


# --- 3. a month's allowance: the free hours are the month's summed downtime's

EN_MONTH = ("# SLA\n\nCustomer receives a credit of 3% of the monthly fee for each hour of downtime beyond the first 4 "
            "hours in a calendar month.\n")
# the same meaning in other words: "in excess of the first 240 minutes of Unavailability per calendar month"
EN_MONTH_PARAPHRASE = ("# SLA\n\nA service credit of 3 percent of the monthly charges applies for every hour of "
                       "Unavailability in excess of the first 240 minutes of Unavailability per calendar month.\n")
ZH_MONTH = "# 服务等级协议\n\n每月累计故障超过4小时的部分，每小时赔偿月费的2%。\n"
# the same meaning in other words: 每个自然月累计中断超过4小时后，超出部分每小时按月服务费的2%赔偿
ZH_MONTH_PARAPHRASE = "# 服务等级协议\n\n每个自然月累计中断超过4小时后，超出部分每小时按月服务费的2%赔偿。\n"
# March: 180, 120 and 90 minutes (390); the first 240 free, used in turn: 0, 60 and 90 minutes owing, 1 + 2 started
# hours; April: 180 minutes, inside its own allowance
MONTH_LOG = _log(("2026-03-02T10:00:00", "2026-03-02T13:00:00"), ("2026-03-09T10:00:00", "2026-03-09T12:00:00"),
                 ("2026-03-16T10:00:00", "2026-03-16T11:30:00"), ("2026-04-06T10:00:00", "2026-04-06T13:00:00"))


@pytest.mark.parametrize("contract, rate", [(EN_MONTH, 3), (EN_MONTH_PARAPHRASE, 3), (ZH_MONTH, 2),
                                            (ZH_MONTH_PARAPHRASE, 2)])
def test_a_months_allowance_is_read_as_the_months(contract, rate):
    # main: the rate alone (3% an hour from each outage's start), no allowance
    terms = extracted_terms(contract)
    assert (terms["credit_per_hour_pct"].value, terms["credit_free_minutes_per_month"].value) == (rate, 240)
    assert "credit_free_minutes" not in terms


@pytest.mark.parametrize("contract, march", [(EN_MONTH, "90.00"), (EN_MONTH_PARAPHRASE, "90.00"), (ZH_MONTH, "60.00"),
                                             (ZH_MONTH_PARAPHRASE, "60.00")])
def test_a_months_allowance_is_used_by_its_outages_in_turn(tmp_path, contract, march):
    # March 3 hours x 3% = 90.00 (2%: 60.00); April's 180 minutes within its own 4 hours: 0.00. main: March 3 + 2 + 2
    # hours = 7 x 3% = 210.00 (140.00), April 90.00 (60.00)
    assert _months(tmp_path, contract, MONTH_LOG) == [("2026-03", march), ("2026-04", "0.00")]


def test_the_allowance_is_said_in_the_basis(tmp_path):
    (tmp_path / "contract.md").write_text(EN_MONTH, encoding="utf-8")
    (tmp_path / "log.csv").write_text(MONTH_LOG, encoding="utf-8")
    month = api.claim(tmp_path / "log.csv", contract=tmp_path / "contract.md", as_of="2026-06-01", **FEE).months[0]
    assert "after the month's first 240 minutes of downtime free" in month.basis[0].detail


def test_check_says_the_allowance():
    # main: "3% of the monthly fee per hour" (the allowance unsaid)
    found = {f.rule: f for f in api.check(make_document(EN_MONTH), lang="en").findings}["outage-compensation"]
    assert found.status == "pass" and readable(found, "en") == \
        "no credit for the first 4 hours of downtime in each month, then 3% of the monthly fee per hour"
    found = {f.rule: f for f in api.check(make_document(ZH_MONTH), lang="zh").findings}["outage-compensation"]
    assert found.status == "pass" and readable(found, "zh") == "每月累计中断首4小时免赔，此后每小时月费的2%"


def test_the_allowance_round_trips_through_terms_yaml(tmp_path):
    # extract writes the key; a claim on that TERMS.yaml pays as on the contract (main: no such key, 210.00)
    (tmp_path / "contract.md").write_text(EN_MONTH, encoding="utf-8")
    written = dump_terms_yaml(api.extract(tmp_path / "contract.md"))
    assert "credit_free_minutes_per_month: 240" in written
    (tmp_path / "TERMS.yaml").write_text(written + "sla_unit: cluster\n", encoding="utf-8")
    (tmp_path / "log.csv").write_text(MONTH_LOG, encoding="utf-8")
    months = api.claim(tmp_path / "log.csv", terms=tmp_path / "TERMS.yaml", as_of="2026-06-01", **FEE).months
    assert [str(m.credit_amount) for m in months] == ["90.00", "0.00"]


def test_a_what_if_prices_the_allowance_as_the_claim():
    # ours 10:00-15:00 (300 minutes: 60 past the 240 free, 1 hour, 30.00), theirs 10:00-14:00 (inside it, 0.00): the
    # fast what-if and the whole month's recomputation agree (main: 5 and 4 hours, 150.00 and 120.00)
    terms = ContractTerms(sla_unit="node", monthly_fee=1000, currency="USD", credit_per_hour_pct=3,
                          credit_free_minutes_per_month=240)
    fast, whole, _ = what_if_prices(terms, ZONE, datetime(2026, 3, 10, 10, 0), datetime(2026, 3, 10, 15, 0),
                                    datetime(2026, 3, 10, 14, 0))
    assert fast == whole and fast == [("2026-03", "30.00", "0.00")]


# --- guards: pass on main as well


def test_each_outage_still_owes_nothing_for_its_own_first_hour(tmp_path):
    # guard (mo48): inside one month, 20 minutes (free) and 150 minutes (90 past the free hour: 2 started hours), 60.00
    log = _log(("2026-03-10T10:00:00", "2026-03-10T10:20:00"), ("2026-03-12T10:00:00", "2026-03-12T12:30:00"))
    assert _months(tmp_path, FREE_FIRST, log) == [("2026-03", "60.00")]


def test_a_minimum_outage_stays_a_minimum_outage(tmp_path):
    # guard: "outages shorter than 60 minutes do not count": a 3-hour outage earns all 3 hours (9% = 90.00), no free
    # minutes, no allowance
    contract = ("# SLA\n\nCustomer receives a credit of 3% of the monthly fee for each hour of downtime. Outages shorter "
                "than 60 minutes do not count (minimum outage of 60 minutes).\n")
    terms = extracted_terms(contract)
    assert "credit_free_minutes" not in terms and "credit_free_minutes_per_month" not in terms
    assert _months(tmp_path, contract, LOG_3H) == [("2026-03", "90.00")]


def test_an_onset_across_a_months_end_is_owed_once(tmp_path):
    # guard (mo41): 5% at the onset + 5% an hour, 23:00 on 31 March to 02:00 on 1 April: March 5% + 1 hour (100.00),
    # April 2 hours (100.00), no second onset
    contract = ("# Service Level Agreement\n\nCustomer shall receive a credit of 5% of the monthly fee at the onset of "
                "any outage and 5% for each additional hour of the outage.\n")
    log = _log(("2026-03-31T23:00:00", "2026-04-01T02:00:00"))
    assert _months(tmp_path, contract, log) == [("2026-03", "100.00"), ("2026-04", "100.00")]
