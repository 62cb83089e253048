"""A free first period (a deductible) in per-hour credits, English and Chinese (mo48).

"No credit is due for the first hour of an outage; thereafter 3% of the monthly fee for each additional hour" owes nothing
for each outage's first hour and 3% for each hour after it: a 3-hour outage earns 2 hours (6%), a 50-minute one nothing.
It is no minimum outage (``min_outage_minutes``: a longer outage earns all its hours). Read as ``credit_free_minutes``
beside the per-period terms (readers/period.py), computed per outage in the per-period path (``ClaimEngine.outages_of``),
said by ``check``, taken from a TERMS.yaml, and priced by a what-if as by the claim. The base showed the English as
missing (or read "beyond the first two hours" as a plain rate from the outage's start, overpaying) and left the Chinese
for review. Guards (pass on the base too, said at each): a minimum outage stays one; a first hour with its own share
(an onset, mo41/zh88) is computed as before.
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
from tests.sla.test_money_mo50 import what_if_prices

FREE_FIRST = ("# SLA\n\nNo credit is due for the first hour of an outage; thereafter 3% of the monthly fee for each "
              "additional hour.\n")
# the same meaning in other words: the first hour "is not credited", "after that", "every additional hour"
FREE_FIRST_PARAPHRASE = ("# SLA\n\nThe first hour of any outage is not credited; after that, Customer receives 3 percent "
                         "of the monthly charges for every additional hour.\n")
BEYOND = ("# SLA\n\nCustomer will receive a credit of 3% of the monthly fee for each full hour of downtime beyond the "
          "first two hours.\n")
# the same meaning in other words: "in excess of the first 2 hours", "every complete hour", "service credit"
BEYOND_PARAPHRASE = ("# SLA\n\nA service credit of 3 percent of the monthly charges applies for every complete hour of "
                     "Unavailability in excess of the first 2 hours of an outage.\n")
ZH_FREE = "# 服务等级协议\n\n首小时内免赔，此后每小时赔偿月费的2%。\n"
# the same meaning in other words: the first 30 minutes "不予赔偿", 之后
ZH_FREE_PARAPHRASE = "# 服务等级协议\n\n每次故障前30分钟不予赔偿，之后每小时按当月服务费的2%赔偿。\n"
ZH_PAST = "# 服务等级协议\n\n故障超过30分钟后，每小时按月服务费的2%赔偿。\n"

LOG_3H = "id,start,end,units,cause\ni1,2026-03-10T10:00:00,2026-03-10T13:00:00,*,vendor\n"
LOG_50M = "id,start,end,units,cause\ni1,2026-03-10T10:00:00,2026-03-10T10:50:00,*,vendor\n"
LOG_65M = "id,start,end,units,cause\ni1,2026-03-10T10:00:00,2026-03-10T11:05:00,*,vendor\n"
LOG_TWO = ("id,start,end,units,cause\ni1,2026-03-10T10:00:00,2026-03-10T10:20:00,*,vendor\n"
           "i2,2026-03-12T10:00:00,2026-03-12T12:30:00,*,vendor\n")
FEE = dict(monthly_fee=1000, currency="USD")


def _claim(tmp_path, contract, log=LOG_3H):
    (tmp_path / "contract.md").write_text(contract, encoding="utf-8")
    (tmp_path / "log.csv").write_text(log, encoding="utf-8")
    return api.claim(tmp_path / "log.csv", contract=tmp_path / "contract.md", as_of="2026-06-01", **FEE).months[0]


def _finding(contract, rule, lang="en"):
    return {f.rule: f for f in api.check(make_document(contract), lang=lang).findings}.get(rule)


@pytest.mark.parametrize("contract", [FREE_FIRST, FREE_FIRST_PARAPHRASE])
def test_a_free_first_hour_is_read_with_its_rate(contract):
    # base: neither read (outage-compensation missing)
    terms = extracted_terms(contract)
    assert (terms["credit_per_hour_pct"].value, terms["credit_free_minutes"].value) == (3, 60)
    assert "first hour" in terms["credit_free_minutes"].text


@pytest.mark.parametrize("contract", [FREE_FIRST, FREE_FIRST_PARAPHRASE])
def test_a_free_first_hour_leaves_a_3_hour_outage_2_hours(tmp_path, contract):
    # 180 minutes less the free 60: 2 hours x 3% = 6% of 1000 = 60.00 (base: 0.00, no credit form)
    month = _claim(tmp_path, contract)
    assert str(month.credit_amount) == "60.00"
    assert "first 60 minutes free" in month.basis[0].detail


@pytest.mark.parametrize("contract", [FREE_FIRST, ZH_FREE])
def test_an_outage_within_the_free_hour_earns_nothing(tmp_path, contract):
    # 50 minutes, all inside the free first hour: 0.00 (the base's amount too, but with no credit form read: "the
    # contract states no credit form" / the Chinese left for review), the per-hour form read and computed to nothing
    month = _claim(tmp_path, contract, LOG_50M)
    assert str(month.credit_amount) == "0.00"
    assert month.basis and month.basis[0].form == "per_hour"


@pytest.mark.parametrize("contract, amount", [(FREE_FIRST, "60.00"), (ZH_FREE, "40.00")])
def test_each_outage_owes_nothing_for_its_own_first_hour(tmp_path, contract, amount):
    # 20 minutes (free) and 150 minutes (90 past the free hour: 2 started hours): 2 hours x 3% = 60.00; at 2%, 40.00
    # (base: 0.00)
    assert str(_claim(tmp_path, contract, LOG_TWO).credit_amount) == amount


@pytest.mark.parametrize("contract", [BEYOND, BEYOND_PARAPHRASE])
def test_each_full_hour_beyond_the_first_two(tmp_path, contract):
    # 180 minutes less the free 120: 1 completed hour x 3% = 30.00 (base: 3 hours x 3% from the outage's start, 90.00)
    terms = extracted_terms(contract)
    assert (terms["credit_free_minutes"].value, terms["credit_period_counts"].value) == (120, "completed")
    assert str(_claim(tmp_path, contract).credit_amount) == "30.00"


@pytest.mark.parametrize("contract, free", [(ZH_FREE, 60), (ZH_FREE_PARAPHRASE, 30)])
def test_a_chinese_free_first_period(tmp_path, contract, free):
    # 首小时内免赔: 180 - 60 minutes, 2 hours x 2% = 40.00; 前30分钟不予赔偿: 150 minutes, 3 started hours = 60.00
    # (base: left for review, 0.00)
    terms = extracted_terms(contract)
    assert (terms["credit_per_hour_pct"].value, terms["credit_free_minutes"].value) == (2, free)
    assert str(_claim(tmp_path, contract).credit_amount) == ("40.00" if free == 60 else "60.00")


def test_a_chinese_credit_past_the_first_30_minutes(tmp_path):
    # 故障超过30分钟后，每小时…2%: 65 minutes are 35 past the free 30, 1 started hour = 20.00 (base: 2 hours from the
    # outage's start, 40.00)
    assert extracted_terms(ZH_PAST)["credit_free_minutes"].value == 30
    assert str(_claim(tmp_path, ZH_PAST, LOG_65M).credit_amount) == "20.00"


def test_check_says_the_free_period():
    # base: outage-compensation missing (en) / review (zh)
    found = _finding(FREE_FIRST, "outage-compensation")
    said = "no credit for the first hour of each outage, then 3% of the monthly fee per hour"
    assert found.status == "pass" and readable(found, "en") == said and said in found.reason
    found = _finding(ZH_FREE, "outage-compensation", "zh")
    assert found.status == "pass" and readable(found, "zh") == "每次中断首小时免赔，此后每小时月费的2%"
    assert readable(_finding(BEYOND, "outage-compensation"), "en") == \
        "no credit for the first 2 hours of each outage, then 3% of the monthly fee per hour"


def test_the_free_period_round_trips_through_terms_yaml(tmp_path):
    # extract writes the key with its words; a claim on that TERMS.yaml pays as on the contract (base: no such key)
    (tmp_path / "contract.md").write_text(FREE_FIRST, encoding="utf-8")
    written = dump_terms_yaml(api.extract(tmp_path / "contract.md"))
    assert "credit_free_minutes: 60" in written
    (tmp_path / "TERMS.yaml").write_text(written + "sla_unit: cluster\n", encoding="utf-8")
    (tmp_path / "log.csv").write_text(LOG_3H, encoding="utf-8")
    month = api.claim(tmp_path / "log.csv", terms=tmp_path / "TERMS.yaml", as_of="2026-06-01", **FEE).months[0]
    assert str(month.credit_amount) == "60.00"


def test_a_terms_file_with_the_free_period_alone(tmp_path):
    # a person's TERMS.yaml: 30 free minutes, 5% an hour; 180 minutes less 30 = 3 started hours = 150.00 (base: 180
    # minutes, the same 3 hours: so a 65-minute outage tells them apart, 35 minutes past the free 30: 1 hour = 50.00)
    (tmp_path / "TERMS.yaml").write_text("credit_per_hour_pct: 5\ncredit_free_minutes: 30\nsla_unit: cluster\n",
                                         encoding="utf-8")
    (tmp_path / "log.csv").write_text(LOG_65M, encoding="utf-8")
    month = api.claim(tmp_path / "log.csv", terms=tmp_path / "TERMS.yaml", as_of="2026-06-01", **FEE).months[0]
    assert str(month.credit_amount) == "50.00"


ZONE = ZoneInfo("Asia/Shanghai")


def test_a_what_if_prices_the_free_period_as_the_claim():
    # 23:00 on 31 March to 02:00 (ours) or 03:00 (theirs) on 1 April under a free first hour, 5% an hour: March's 60
    # minutes are the free hour (0.00); April's part went on from March, its free hour taken there: 2 or 3 hours, 100.00
    # or 150.00 (reconcile's what-if and the whole month's recomputation agree; base: the free hour unknown, 5% a started
    # hour: 150.00 theirs)
    terms = ContractTerms(sla_unit="node", monthly_fee=1000, currency="USD", credit_per_hour_pct=5,
                          credit_free_minutes=60)
    fast, whole, claim = what_if_prices(terms, ZONE, datetime(2026, 3, 31, 23, 0), datetime(2026, 4, 1, 2, 0),
                                        datetime(2026, 4, 1, 3, 0))
    assert [(m.month, str(m.credit_amount)) for m in claim.months] == [("2026-03", "0.00"), ("2026-04", "100.00")]
    assert fast == whole and dict((m, (o, t)) for m, o, t in fast)["2026-04"] == ("100.00", "150.00")


# --- guards: pass on the base as well


def test_a_minimum_outage_stays_a_minimum_outage(tmp_path):
    # guard: "outages shorter than 60 minutes do not count": a 3-hour outage earns all 3 hours (9% = 90.00), no free
    # minutes read
    contract = ("# SLA\n\nCustomer receives a credit of 3% of the monthly fee for each hour of downtime. Outages shorter "
                "than 60 minutes do not count (minimum outage of 60 minutes).\n")
    terms = extracted_terms(contract)
    assert terms["min_outage_minutes"].value == 60 and "credit_free_minutes" not in terms
    assert str(_claim(tmp_path, contract).credit_amount) == "90.00"


def test_a_first_hour_with_its_own_share_is_an_onset_as_before(tmp_path):
    # guard (mo41/zh88): "5% for the first hour and 2% for each additional hour": 5% + 2 x 2% = 9% = 90.00, no free period
    contract = ("# SLA\n\nCustomer shall receive a credit of 5% of the monthly fee for the first hour of any outage and 2% "
                "for each additional hour.\n")
    terms = extracted_terms(contract)
    assert (terms["credit_onset_pct"].value, terms["credit_per_hour_pct"].value) == (3, 2)
    assert "credit_free_minutes" not in terms
    assert str(_claim(tmp_path, contract).credit_amount) == "90.00"


def test_a_chinese_condition_on_length_is_no_free_period():
    # guard: "故障超过30分钟的" names the outages compensated, no minutes taken off each (not read as free minutes)
    assert "credit_free_minutes" not in extracted_terms("# 服务等级协议\n\n故障超过30分钟的，每小时按月服务费的2%赔偿。\n")


@pytest.mark.parametrize("contract", [
    "# SLA\n\nCustomer receives a credit of 3% of the monthly fee for each hour of downtime in excess of the first 4 hours "
    "of downtime in a calendar month.\n",
    "# 服务等级协议\n\n每月累计中断超过2小时后，每小时按月服务费的2%赔偿。\n",
])
def test_a_months_allowance_is_no_free_part_of_each_outage(contract):
    # guard: hours allowed over a month, not the first minutes of each outage (no free minutes read)
    assert "credit_free_minutes" not in extracted_terms(contract)
