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
from tests.conftest import make_document

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
