"""Readings long terms of service, colocation terms and their SLA annexes needed (session 14, T16).

Each positive quotes a short sentence of a published document (JD Cloud's Cloud Cabinet
Co-location terms and SLA, Tencent Cloud's Terms of Service, DCloud's uniCloud agreement);
each has a near miss of our own wording that must not be read.
"""

import pytest

from tests.conftest import extracted_term


@pytest.mark.parametrize("text, expected", [
    # a kind of site before "data centers" names no place
    ("Some of the Cabinet Data Centers can be connected with JD Cloud public cloud business to implement hybrid cloud.",
     None),
    ("Customers may also deploy in our Partner data centers.", None),
    # a place there still is one
    ("Provider's Quincy data center hosts the Reserved Nodes.", "Quincy"),
    # a party's registered address is no site
    ("| European Economic Area | Tencent Cloud Europe B.V., a Dutch registered company located at Atrium Building, "
     "Strawinskylaan 3127, Amsterdam, the Netherlands | England and Wales |", None),
    ("Aceville Pte Ltd, a Singapore-registered company located at 16 Collyer Quay, Singapore.", None),
    ("The Provider's headquarters are located in Dublin, Ireland.", None),
    ("Cloud Temple, whose head office is located at Belvedere 1, 92800 Puteaux, France, provides the Services.", None),
    # ... but the contracted site is
    ("The Cabinets are located in Amsterdam, the Netherlands.", "Amsterdam, Netherlands"),
    # a defined word for where things are is no place
    ("Reseller supplies the Products to its Customers and End-Users located in the Territory.", None),
    ("Customer Equipment shall be located in the Facility.", None),
])
def test_site_words_and_party_addresses(text, expected):
    term = extracted_term(text, "location", expected, language="en")
    assert term is None or term.value == expected


@pytest.mark.parametrize("text, expected", [
    # the document's own name after "law of the" is no jurisdiction
    ("The provisions of Section 13(e) and the provisions of Section 3 concerning governing law of the Terms are "
     "hereby deleted and restated as follows.", None),
    ("The governing law of this Agreement is set out in the Order.", None),
    # a choice of law worded as "subject to the laws of"
    ("11.1. These Service Terms are subject to the jurisdiction of the laws of the People's Republic of China.",
     "People's Republic of China"),
    ("This Agreement is subject to the laws of England.", "England"),
    # where data lies is no choice of law
    ("The data center known to the user is subject to local laws and relevant laws of the People's Republic of China.",
     None),
])
def test_governing_law_names_a_jurisdiction(text, expected):
    term = extracted_term(text, "governing_law", expected, language="en")
    assert term is None or term.value == expected


@pytest.mark.parametrize("text, lang, expected", [
    # a comparison with the service period is no term
    ("如果造成您损失的相应云服务空间的服务期限超过12个月的，则DCloud的最大赔偿责任不超过损害发生前12个月的合计利润。", "zh", None),
    ("If the service term exceeds 12 months, the liability cap is the fees of the 12 months before the claim.", "en", None),
    # the term itself is
    ("本协议服务期限为12个月。", "zh", 12),
    ("The service term is 12 months from the Ready Date.", "en", 12),
    ("The Initial Term shall be not less than 36 months.", "en", 36),
])
def test_a_comparison_with_the_term_is_no_term(text, lang, expected):
    term = extracted_term(text, "term_months", expected, language=lang)
    assert term is None or term.value == expected


@pytest.mark.parametrize("text, expected", [
    ("The compensation application must be made within two months at the end of the relevant month in which the "
     "Cloud Cabinet Co-location Service fails to meet the availability.", 60),
    ("Applications for compensation must be submitted within 30 days after the end of the affected month.", 30),
    # an application for something else is none
    ("Your application for an account must be made within 30 days of the invitation.", None),
])
def test_a_claim_named_an_application(text, expected):
    term = extracted_term(text, "claim_window_days", expected, language="en")
    assert term is None or term.value == expected


@pytest.mark.parametrize("text, expected", [
    ("In a calender month, if the electricity interruption time is equal to or exceeds 0.3%, the user has the right "
     "to unilaterally terminate the Cloud Cabinet Co-location Service Terms.", True),
    # a right to terminate for convenience or after force majeure is not tied to the service level
    ("Either party has the right to unilaterally terminate this Agreement on 30 days' written notice.", None),
    ("If an event of force majeure prevents the performance of these Terms for more than 30 calendar days, either "
     "party may terminate these Terms.", None),
])
def test_termination_tied_to_interruption_time(text, expected):
    term = extracted_term(text, "termination_on_breach", expected, language="en")
    assert term is None or term.value is expected


@pytest.mark.parametrize("text, lang, expected", [
    # the breach said as the service unusable for a time
    ("如果因 “观测云” 原因造成您连续72小时不能正常使用服务的，您可终止接受服务，但非 “观测云” 控制之内的原因引起的除外。", "zh", True),
    ("If Guance causes you to be unable to use the service normally for 72 consecutive hours, you may terminate the "
     "service, except for reasons beyond the control of Guance.", "en", True),
    # force majeure, or a suspended account, is no missed service level
    ("因不可抗力导致您不能正常使用服务超过30日的，任何一方均可终止本协议。", "zh", None),
    ("If a force majeure event makes Customer unable to use the Services normally for more than 30 days, either party "
     "may terminate this Agreement.", "en", None),
    ("If you are unable to use the Services because your account is suspended for non-payment, you may terminate your "
     "account at any time.", "en", None),
])
def test_termination_when_the_service_is_unusable(text, lang, expected):
    term = extracted_term(text, "termination_on_breach", expected, language=lang)
    assert term is None or term.value is expected


@pytest.mark.parametrize("text, key, expected", [
    # service credits called penalties, as European contracts do
    ("The application of penalties will be requested by the CLIENT by email within a maximum period of 90 (ninety) "
     "days after the triggering event.", "claim_window_days", 90),
    ("Penalties will be calculated based on the unmet reference indicator. In any case, the total amount of monthly "
     "penalties cannot exceed 30% (thirty percent) of the amount of the Services concerned on the monthly invoice.",
     "credit_cap_pct", 30),
    # the customer's penalties are not
    ("Late payment penalties shall be requested by the Provider within 30 days after the due date.",
     "claim_window_days", None),
    ("Monthly late payment penalties shall not exceed 10% of the invoice amount.", "credit_cap_pct", None),
    ("Early termination penalties may not exceed 50% of the remaining monthly fees.", "credit_cap_pct", None),
])
def test_service_credits_called_penalties(text, key, expected):
    term = extracted_term(text, key, expected, language="en")
    assert term is None or term.value == expected


def test_an_example_under_a_bold_italic_title_is_an_example():
    text = ("## 15. Penalties\n\nPenalties = the difference between the availability promised by the SLA and the "
            "observed availability.\n\n_**Example: Non-compliance with SLA 1**_\n\n"
            "- _SLA 1: Compute Availability: 99.9%; current month rate 90%; penalty rate to apply **9.9%**_\n")
    term = extracted_term(text, "availability_pct", 99.9, language="en")
    assert term.evidence_kind == "example"


@pytest.mark.parametrize("text, expected", [
    # a month's total allowed restates the availability: no minimum outage
    ("Cloud Cabinet Co-location Service guarantees the capability of continuously supplying electric power for network "
     "system can reach up to 99.99%, which means the accumulative electricity interruption interval does not exceed "
     "0.01%, and the monthly electricity interruption interval does not exceed 4.4 minutes.", None),
    ("The accumulated downtime in a month shall not exceed 43 minutes.", None),
    # a threshold still is one, the month named after it
    ("Interruptions shorter than 10 consecutive minutes are not counted towards the monthly interruption time.", 10),
])
def test_a_months_total_is_no_minimum_outage(text, expected):
    term = extracted_term(text, "min_outage_minutes", expected, language="en")
    assert term is None or term.value == expected


@pytest.mark.parametrize("text, lang, expected", [
    # a colocation's power commitment is its availability
    ("Cloud Cabinet Co-location Service guarantees the capability of continuously supplying electric power for network "
     "system can reach up to 99.99%, which means the monthly electricity interruption interval does not exceed "
     "4.4 minutes.", "en", 99.99),
    ("云机柜托管服务保证为网络系统持续供电的能力可达99.99%，即月累计断电时间不超过4.4分钟。", "zh", 99.99),
    # a UPS's load or runtime is none
    ("The UPS system provides continuous power supply for up to 15 minutes at 100% load.", "en", None),
    ("机房采用双路市电持续供电，UPS负载率不超过80%，断电时自动切换。", "zh", None),
])
def test_power_supply_commitment_is_availability(text, lang, expected):
    term = extracted_term(text, "availability_pct", expected, language=lang)
    assert term is None or term.value == expected


@pytest.mark.parametrize("text, key, expected", [
    # the provider's answer to a claim is no window to file it
    ("Provider will review each credit request and respond within thirty (30) days of receipt.", "claim_window_days", None),
    ("Customer must submit a credit request within thirty (30) days after the end of the month; Provider will respond "
     "within 10 business days.", "claim_window_days", 30),
    # a time counted from the delivery is no delivery time
    ("The SLA does not apply to the first 30 days after the Ready Date (the burn-in period).", "delivery_days", None),
    ("Acceptance testing shall be completed within 5 business days after handover.", "delivery_days", None),
    ("Provider shall make the Nodes available to Customer within 30 days after the Effective Date.", "delivery_days", 30),
])
def test_times_counted_from_a_claim_or_a_delivery(text, key, expected):
    term = extracted_term(text, key, expected, language="en")
    assert term is None or term.value == expected


@pytest.mark.parametrize("text, expected", [
    # a time counted from the provider's receipt of a claim is its handling time
    ("乙方在收到甲方赔偿申请后30日内完成审核并答复。", None),
    ("乙方将在收到赔偿申请后10个工作日内将代金券发放至甲方账户。", None),
    # the window to file one still reads, beside a handling time
    ("甲方应在故障发生后30日内提出赔偿申请，乙方核实后于10个工作日内发放代金券。", 30),
    ("赔偿申请应在故障发生后30日内以书面形式提出。", 30),
])
def test_zh_handling_time_is_no_claim_window(text, expected):
    term = extracted_term(text, "claim_window_days", expected, language="zh")
    assert term is None or term.value == expected


@pytest.mark.parametrize("text, expected", [
    # the federal law a province's or state's choice adds is the same choice: no conflict
    ("These Terms shall be governed by and construed in accordance with the laws of the Province of Quebec and the "
     "federal laws of Canada applicable therein, without regard to conflict of law principles.", "Quebec"),
    ("This Agreement is governed by the laws of the State of New York and the federal laws of the United States "
     "applicable therein.", "New York"),
    # federal law chosen alone is the choice
    ("This Agreement is governed by the federal laws of Canada.", "Canada"),
])
def test_federal_law_added_to_a_provinces(text, expected):
    term = extracted_term(text, "governing_law", expected, language="en")
    assert term.value == expected
    assert not term.conflict
