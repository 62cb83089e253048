"""Credit caps on a year's fees and entitlement wordings (session 38's helper mo16).

1. A cap on "8% of the annual fees" (年度服务费的8%) was read in English as a cap of 8% of each month's fee, so a claim
   capped a month at 8% of that month's fee, far below what the contract gives (8% of twelve months' fees). SPEC §1's
   credit_cap_pct is a % of the monthly fee: a cap on a year's fees is none, and a claim now says the contract caps the
   credits on another basis and quotes the clause (claim_inputs.cap_other_basis_review), as `check` does. "12% of one
   twelfth (1/12th) of the annual charge" is a month's share and stays 12.
2. Service time the customer is entitled to with an adverb inside the verb was read only for five adverbs after
   "shall"/"will" ("shall thereupon be entitled to"): "Customer is then entitled to", "is automatically entitled to",
   "shall be immediately entitled to" were lost (no per-incident credit, and the outage length read as a minimum outage
   dropped every shorter one). The adverbs are now one list in en.yaml (``adverbs``), "{adverbs}" in a phrase standing
   for each (extract.data.with_lists), in each place of the verb.
3. "甲方有权获得24小时免费服务" was the customer's credit in every contract, though a contract whose parties' list makes 甲方 the
   provider ("甲方（服务提供方）：", "甲方：XX云计算有限公司（以下简称“服务商”）") gives it the provider there, and its customer's
   "乙方有权获得…" was lost. The roles the parties' list states now count as the contract's roles (zh.yaml ``parties``), and
   where they are reversed the entitled phrases name the customer by the other letter (``parties.letters``,
   tiers.TierGrammar.letters_reversed): `check`'s per-incident credit finding (and a claim's note) follows.
"""

from decimal import Decimal

import pytest

from slacheck import api
from tests.conftest import claimed_month, make_document
from tests.extract.test_vendor_wordings_en_e80 import EN as INCIDENT_EN, findings
from tests.sla.test_ladder_last_tier_mo10 import CONTRACT, LOG

EN = ("Service Level Agreement\n\nProvider commits to 99.9% monthly availability. For each hour of downtime the Customer "
      "receives a service credit of 5% of the monthly fee. {s}\n")
ZH = ("GPU服务器租赁合同\n\n一、乙方向甲方出租8卡H100 GPU服务器1台，月服务费为人民币100,000元。\n\n"
      "二、服务等级：服务可用性承诺为99.9%。每中断1小时，赔偿月服务费的5%，{s}\n")
OTHER_BASIS = "the contract caps the credits, but not as a share of the monthly fee"


# ------------------------------------------------------------------ 1. a cap on a year's fees

# "Sellers often counter with a cap that limits total credits to a small percentage of the annual service fee."
# (https://tsaexit.pages.dev/resources/glossary/service-credit/)
@pytest.mark.parametrize("sentence", [
    "In no event shall service credits exceed 8% of the annual fees.",  # main: 8
    "Service credits shall not exceed 8% of the annual fees paid by Customer.",  # main: 8
    "The maximum service credit is 15% of the Annual Fee.",  # main: 15
    "Service credits are capped at 20% of the yearly fees.",  # main: 20
    "Service credits shall not exceed 10% of the fees paid in the preceding twelve (12) months.",  # main: 10
])
def test_a_cap_on_a_years_fees_is_no_monthly_cap(reads, sentence):
    reads(EN.format(s=sentence), "credit_cap_pct", None)


@pytest.mark.parametrize("sentence, cap", [
    # near misses: a month's fee, and a month's share of a year's (e80's "one twelfth of the annual charge")
    ("Service credits shall not exceed 50% of the monthly fee.", 50),
    ("Service credits shall not exceed 50% of the monthly fee (one twelfth of the annual fee).", 50),
    ("Service credits shall not, under any circumstance, exceed twelve percent (12%) of one twelfth (1/12th) of the "
     "annual charge.", 12),
])
def test_a_cap_on_a_months_fee_is_read(reads, sentence, cap):
    reads(EN.format(s=sentence), "credit_cap_pct", cap)


@pytest.mark.parametrize("sentence", [
    "赔偿上限为8%的年度服务费。",  # main: 8 (the year's fee after the figure)
    "赔偿总额最高不超过甲方年费的8%。",  # main: 8
    "赔偿上限为年度总服务费的8%。",  # main: 8
    "赔偿总额不超过年度托管费的8%。",  # main: 8
    "赔偿总额不超过十二个月服务费的8%。",  # main: 8
])
def test_a_cap_on_a_years_fee_is_no_monthly_cap_zh(reads, sentence):
    reads(ZH.format(s=sentence), "credit_cap_pct", None, language="zh")


def test_a_cap_on_the_months_fee_is_read_zh(reads):
    reads(ZH.format(s="赔偿总额不超过当月服务费的50%。"), "credit_cap_pct", 50, language="zh")


# 72 hours down in November at 5% of the USD 10,000 fee an hour: 360%, USD 36,000 uncapped
SLA = ("Service Levels. Provider commits to 99.9% monthly availability. For each hour of downtime below it the Customer "
       "receives a service credit of 5% of the monthly fee. {cap}\n")


def test_a_claim_under_a_cap_on_the_annual_fees_says_so(tmp_path):
    month = claimed_month(tmp_path, CONTRACT + SLA.format(cap="In no event shall service credits exceed 8% of the "
                                                                  "annual fees."), LOG, as_of="2026-12-05")
    # main: USD 800.00 (8% of the month's fee), capped, and no word of the annual cap
    # mo40 changed this expectation (was 36000, not capped, the cap only quoted): "In no event shall service credits
    # exceed 8% of the annual fees." caps a year's credits at 8% of twelve monthly fees, USD 9,600, so one month's
    # USD 36,000 is more than the words allow: cut to 9,600 and said with the sentence quoted
    assert Decimal(str(month["credit_amount"])) == Decimal("9600")
    assert month["capped"] is True
    [note] = [r for r in month["review"] if "caps the credits of any twelve months at 8% of the annual fee" in r]
    assert "36000.00 is cut to 9600.00" in note and "“In no event shall service credits exceed 8% of the annual fees.”" in note


def test_a_claim_under_a_cap_on_the_monthly_fee_is_capped(tmp_path):
    month = claimed_month(tmp_path, CONTRACT + SLA.format(cap="In no event shall service credits exceed 8% of the "
                                                                  "monthly fee."), LOG, as_of="2026-12-05")
    assert Decimal(str(month["credit_amount"])) == Decimal("800")
    assert month["capped"] is True
    assert not any(OTHER_BASIS in r for r in month["review"])


# ------------------------------------------------------------------ 2. an adverb inside "is entitled to"

# Vultr's SLA (https://www.vultr.com/legal/sla/) gives service time per outage; mo9's sentence with an adverb inside
# the verb, as drafters write it ("Customer is then entitled to", "shall be automatically entitled to")
@pytest.mark.parametrize("party, sentence", [
    ("Customer", "For each outage exceeding 4 hours, Customer is then entitled to 24 hours of service."),
    ("Customer", "For each outage exceeding 4 hours, Customer is automatically entitled to 24 hours of service."),
    ("the Client", "For each outage exceeding 4 hours, the Client shall be immediately entitled to receive 24 hours of "
                   "service."),
    ("Customer", "For each outage exceeding 4 hours, Customer will thereafter be entitled to 24 hours of service."),
])
def test_an_adverb_inside_the_entitlement_keeps_the_credit_per_incident(party, sentence):
    text = INCIDENT_EN.format(party=party, sentence=sentence)
    [(status, message)] = findings(text, "per-incident-credit")  # main: no finding
    # (mo23: a claim prices it, one row past 4 hours on the stated fee, and the finding says so: pass, no longer review)
    assert status == "pass" and message.endswith(f"“{sentence}”")
    terms = {t.key: t.value for t in api.extract_document_terms(make_document(text, language="en"))}
    assert terms.get("min_outage_minutes") is None  # main: 240, which dropped every shorter outage


@pytest.mark.parametrize("sentence", [
    # near misses: the provider entitled to days to cure, and an adverb-led entitlement to notice, are no credit
    "For each outage exceeding 4 hours, Provider is then entitled to 5 days to cure.",
    "For each outage exceeding 4 hours, Customer is then entitled to 30 days' notice.",
    "For each outage exceeding 4 hours, Customer is then not entitled to 24 hours of service.",
])
def test_an_adverb_inside_an_entitlement_of_no_service_is_no_credit(sentence):
    assert findings(INCIDENT_EN.format(party="Customer", sentence=sentence), "per-incident-credit") == []


# ------------------------------------------------------------------ 3. 甲方/乙方 by the roles the parties' list states

# the parties' list of a compute-service contract ("甲方(服务需求方)名称：…乙方(服务提供方)名称：…", renrendoc.com's
# 2026年人工智能算力服务合同协议, https://www.renrendoc.com/paper/505717437.html; the same templates also write it the other
# way round, "甲方(服务提供方):")
ROLES = {
    "reversed": "甲方（服务提供方）：北京某某云计算有限公司\n乙方（服务需求方）：上海某某科技有限公司",
    "named": "甲方：北京某某云计算有限公司（以下简称“服务商”）\n乙方：上海某某科技有限公司（以下简称“客户”）",
    "usual": "甲方（服务需求方）：上海某某科技有限公司\n乙方（服务提供方）：北京某某云计算有限公司",
}
ZH_ROLES = ("GPU算力服务合同\n\n{roles}\n\n一、服务内容：8卡H100 GPU服务器1台，月服务费为人民币100,000元。\n\n"
            "二、服务等级：服务可用性承诺为99.9%，低于99.9%的，赔偿月服务费的10%。{sentence}\n")
A_ENTITLED = "单次中断超过4小时的，甲方有权获得24小时免费服务。"
B_ENTITLED = "单次中断超过4小时的，乙方有权获得24小时免费服务。"


def zh_findings(roles: str, sentence: str) -> list[tuple[str, str]]:
    text = ZH_ROLES.format(roles=ROLES[roles], sentence=sentence)
    result = api.check(make_document(text, language="zh"))
    return [(f.status, f.message) for f in result.findings if f.rule == "per-incident-credit"]


@pytest.mark.parametrize("roles, sentence", [
    ("reversed", B_ENTITLED),  # main: no finding (乙方 never the customer)
    ("named", B_ENTITLED),  # main: no finding
    ("usual", A_ENTITLED),  # as on main
])
def test_the_customers_entitlement_by_its_letter_is_a_credit_per_incident(roles, sentence):
    [(status, message)] = zh_findings(roles, sentence)
    # (mo23: a claim prices it, one row past 4 hours on the stated fee, and the finding says so: pass, no longer review)
    assert status == "pass" and sentence in message


@pytest.mark.parametrize("roles, sentence", [
    ("reversed", A_ENTITLED),  # main: review, the provider's entitlement taken as the customer's credit
    ("named", A_ENTITLED),  # main: review
    ("usual", B_ENTITLED),  # near miss: the provider's, as on main
])
def test_the_providers_entitlement_by_its_letter_is_no_credit(roles, sentence):
    assert zh_findings(roles, sentence) == []
