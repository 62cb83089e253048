"""A first hour's share then a share per hour, computed; a fixed amount of money per hour of interruption, for review (zh88).

"首小时赔偿月服务费的5%，此后每小时赔偿2%" owes, for an outage of h started hours, 5% + 2% x (h - 1) = 3% at the onset + 2% per
hour: read so (the onset derived from the words), a claim computes it and ``check`` says it as the contract does. mo44 left
it for review with no rate (a claim paid nothing for it). "服务中断期间，乙方按1000元/小时补偿" (money per hour, no incident
named) was "missing" in ``check``: it is quoted for review as zh87's fixed amounts per incident are. Guards (pass on the
base too, said at each): a first hour cheaper than the next stays for review (a first hour free is a free period since
mo48, tests/sla/test_money_mo48.py); a price per hour is no
compensation; Chinese onset wordings (mo44) compute as before.
"""

from __future__ import annotations

import pytest

from slacheck import api
from slacheck.report.findings import readable
from tests.conftest import extracted_terms, make_document

FIRST = "# 服务等级协议\n\n自故障发生起，首小时赔偿当月服务费的5%，此后每小时赔偿当月服务费的2%。\n"
# the same meaning in other words: the first hour named 第一个小时, 之后 for 此后, the share before its verb
FIRST_PARAPHRASE = "# 服务等级协议\n\n服务中断的，第一个小时按当月服务费的5%赔偿，之后每小时按当月服务费的2%赔偿。\n"
FIRST_EQUAL = "# 服务等级协议\n\n首小时赔偿月服务费的3%，此后每小时赔偿月服务费的3%。\n"
FIRST_FREE = "# 服务等级协议\n\n故障首小时内免赔，此后每小时按月服务费的3%赔偿。\n"
FIRST_CHEAPER = "# 服务等级协议\n\n首小时赔偿月服务费的1%，此后每小时赔偿月服务费的3%。\n"
ZH_ONSET = "# 服务等级协议\n\n故障发生即赔偿月服务费的3%，此后每小时再赔偿3%。\n"
LOG_3H = "id,start,end,units,cause\ni1,2026-03-10T10:00:00,2026-03-10T13:00:00,*,vendor\n"
LOG_TWO = ("id,start,end,units,cause\ni1,2026-03-10T10:00:00,2026-03-10T10:20:00,*,vendor\n"
           "i2,2026-03-12T10:00:00,2026-03-12T12:30:00,*,vendor\n")


def _claim(tmp_path, contract, log=LOG_3H):
    (tmp_path / "contract.md").write_text(contract, encoding="utf-8")
    (tmp_path / "log.csv").write_text(log, encoding="utf-8")
    return api.claim(tmp_path / "log.csv", contract=tmp_path / "contract.md", as_of="2026-06-01", monthly_fee=1000,
                     currency="CNY").months[0]


def _finding(contract, rule, lang="zh"):
    return {f.rule: f for f in api.check(make_document(contract), lang=lang).findings}.get(rule)


@pytest.mark.parametrize("contract", [FIRST, FIRST_PARAPHRASE])
def test_a_first_hour_then_per_hour_is_an_onset_share_plus_a_rate(contract):
    # 5% first, 2% each hour after: 3% at the onset (derived, the clause quoted) + 2% an hour (base: neither read)
    terms = extracted_terms(contract)
    assert (terms["credit_per_hour_pct"].value, terms["credit_onset_pct"].value) == (2, 3)
    onset = terms["credit_onset_pct"]
    assert onset.evidence_kind == "derived" and "5%" in onset.text and "2%" in onset.text


@pytest.mark.parametrize("contract", [FIRST, FIRST_PARAPHRASE])
def test_a_first_hour_clause_is_claimed_to_the_cent(tmp_path, contract):
    # 180 minutes: 5% + 2 x 2% = 9% of 1000 = 90.00 (base: left out, 0.00)
    assert str(_claim(tmp_path, contract).credit_amount) == "90.00"


def test_each_outage_owes_its_own_first_hour(tmp_path):
    # 20 minutes (1 started hour: 5%) and 150 minutes (3 started hours: 5% + 2 x 2% = 9%): 14% = 140.00 (base: 0.00)
    assert str(_claim(tmp_path, FIRST, LOG_TWO).credit_amount) == "140.00"


def test_an_equal_first_hour_is_the_rate_per_hour(tmp_path):
    # 3% first, 3% each after: 3% a started hour, 9% = 90.00 for 180 minutes (base: left out, 0.00)
    assert str(_claim(tmp_path, FIRST_EQUAL).credit_amount) == "90.00"


def test_check_says_the_first_hour_as_the_contract_does():
    # base: outage-compensation review, the clause for a person; now "首小时月费的5%，此后每小时月费的2%", not the onset's 3%
    found = _finding(FIRST, "outage-compensation")
    assert found.status == "pass"
    assert readable(found, "zh") == "首小时月费的5%，此后每小时月费的2%"
    assert "首小时月费的5%，此后每小时月费的2%" in found.reason and "3%" not in found.reason
    said = "5% of the monthly fee for the first hour, then 2% of the monthly fee per hour"
    found = _finding(FIRST, "outage-compensation", "en")
    assert readable(found, "en") == said and said in found.reason
    assert _finding(FIRST, "period-credit") is None or _finding(FIRST, "period-credit").status != "review"


EN_FIRST = ("# Service Level Agreement\n\nCustomer shall receive a credit of 5% of the monthly fee for the first hour of "
            "any outage and 3% for each additional hour.\n")
# the same meaning in other words: "percent", "plus", "every hour thereafter"
EN_FIRST_PARAPHRASE = ("# SLA\n\nService credits: 5 percent of the monthly charges for the first hour of Downtime, plus 3 "
                       "percent for every hour thereafter.\n")


@pytest.mark.parametrize("contract", [EN_FIRST, EN_FIRST_PARAPHRASE])
def test_an_english_first_hour_then_per_hour_is_claimed(tmp_path, contract):
    # 180 minutes: 5% + 2 x 3% = 11% = 110.00 (base: the first hour's 5% read as 5% an hour, 150.00)
    terms = extracted_terms(contract)
    assert (terms["credit_per_hour_pct"].value, terms["credit_onset_pct"].value) == (3, 2)
    assert str(_claim(tmp_path, contract).credit_amount) == "110.00"
    said = "5% of the monthly fee for the first hour, then 3% of the monthly fee per hour"
    assert readable(_finding(contract, "outage-compensation", "en"), "en") == said


# (mo48: FIRST_FREE left this list: "故障首小时内免赔，此后每小时按月服务费的3%赔偿" is a free first hour, read as
# credit_free_minutes 60 and computed past it, tests/sla/test_money_mo48.py and test_money_mo44.py)
@pytest.mark.parametrize("contract", [FIRST_CHEAPER])
def test_a_first_hour_free_or_cheaper_stays_for_review(tmp_path, contract):
    # guard (passes on the base too): "首小时内免赔" (no share the first hour: an onset of -3%, which the per-period form
    # does not hold) and a first hour cheaper than the next are read as no rate; shown for review, a claim leaves it out
    assert "credit_per_hour_pct" not in extracted_terms(contract)
    assert _finding(contract, "period-credit").status == "review"
    assert str(_claim(tmp_path, contract).credit_amount) == "0.00"


def test_an_onset_share_is_said_as_before():
    # guard (passes on the base too): mo44's onset wording, the onset's share said as the contract states it
    assert readable(_finding(ZH_ONSET, "outage-compensation"), "zh") == "故障发生即赔月费的3%，此后每小时月费的3%"


HOURLY_YUAN = "# 服务等级协议\n\n乙方承诺月可用性不低于99.9%。服务中断期间，乙方按1000元/小时补偿。\n"
# the same meaning in other words: each hour of interruption, a sum in RMB
HOURLY_YUAN_PARAPHRASE = "# 服务等级协议\n\n乙方承诺月可用性不低于99.9%。每中断1小时，乙方赔偿甲方人民币500元。\n"
HOURLY_USD = ("# Service Level Agreement\n\nAvailability is 99.9% monthly. Provider shall pay Customer a credit of USD 500 "
              "per hour of downtime.\n")
PRICE_PER_HOUR = "# 服务等级协议\n\n乙方承诺月可用性不低于99.9%。GPU租金为30元/小时，按月结算。\n"


@pytest.mark.parametrize("contract, words", [(HOURLY_YUAN, "按1000元/小时补偿"),
                                             (HOURLY_YUAN_PARAPHRASE, "赔偿甲方人民币500元"),
                                             (HOURLY_USD, "USD 500 per hour of downtime")])
def test_money_per_hour_of_interruption_is_compensation_for_review(contract, words):
    # base: outage-compensation "missing" (合同未约定该条款), no finding quoting the amount
    found = _finding(contract, "outage-compensation")
    assert found.status == "review" and words in found.message
    assert words in _finding(contract, "per-incident-credit").message


def test_a_claim_says_it_leaves_money_per_hour_out(tmp_path):
    # base: no note (the 3 hours' 1000 yuan each unsaid)
    month = _claim(tmp_path, HOURLY_YUAN)
    assert str(month.credit_amount) == "0.00"
    assert any("1000元/小时" in note for note in month.review)


def test_a_price_per_hour_is_no_compensation():
    # guard (passes on the base too): a rent per hour names no outage nor a credit
    assert _finding(PRICE_PER_HOUR, "outage-compensation").status == "missing"
    assert _finding(PRICE_PER_HOUR, "per-incident-credit") is None
