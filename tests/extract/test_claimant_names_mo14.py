"""Service time a long outage entitles the customer to, whatever the contract calls the customer (session 37's helper
mo14): mo9 read "entitles Customer to 24 hours of service" as a credit per incident (no shortest outage), but only for
Customer, Client or you; a Licensee, Subscriber, Tenant, the Buyer, 甲方 or 客户 was left out, and the outage's length
was read as min_outage_minutes 240, which drops every shorter outage from the tier's availability. The customer's names
are the language's parties' words ({parties} in en.yaml/zh.yaml tiers.day_credits_entitled and min_outage_minutes'
ladder.remedies); the provider entitled to days is none.
"""

import pytest

from slacheck import api
from tests.conftest import make_document

# Vultr's SLA (https://www.vultr.com/legal/sla/) gives service time per outage by its length ("| 10 – 59 minutes | 24
# Hours |"); the sentences are mo9's, with the other parties' names
EN = ("GPU Cloud Service Level Agreement\n\n1. Provider rents {party} one 8x H100 GPU server for a monthly fee of "
      "USD 20,000.\n\n2. Service levels. Provider guarantees monthly availability of 99.9%. A service credit of 10% of "
      "the monthly fee is due when monthly availability falls below 99.9%. {sentence}\n")
ZH = ("GPU算力租赁合同\n\n第一条 乙方向甲方出租8卡H100 GPU服务器一台，月服务费为人民币100,000元。\n\n第二条 服务等级。乙方保证"
      "月可用性不低于99.9%。月可用性低于99.9%的，乙方赔偿当月服务费的10%。{sentence}\n")


def read(text: str, language: str) -> tuple[list[str], object]:
    document = make_document(text, language=language)
    findings = [f.message for f in api.check(document).findings if f.rule == "per-incident-credit"]
    terms = {t.key: t.value for t in api.extract_document_terms(document)}
    return findings, terms.get("min_outage_minutes")


@pytest.mark.parametrize("party, sentence", [
    ("Licensee", "Each outage exceeding 4 hours entitles Licensee to 24 hours of service."),
    ("the Subscriber", "Each outage exceeding 4 hours entitles the Subscriber to 24 hours of service."),
    ("Tenant", "For each outage exceeding 4 hours, the Tenant shall be entitled to 24 hours of service."),
    ("the Buyer", "For each outage exceeding 4 hours, the Buyer will be entitled to receive 24 hours of service."),
])
def test_the_customer_by_another_name_is_entitled_to_a_credit_per_incident(party, sentence):
    findings, shortest = read(EN.format(party=party, sentence=sentence), "en")
    # main: no finding, and min_outage_minutes 240
    assert len(findings) == 1 and findings[0].endswith(f"“{sentence}”")
    assert shortest is None


@pytest.mark.parametrize("sentence", ["单次中断超过4小时的，甲方有权获得24小时免费服务。", "单次中断超过4小时的，客户可获得24小时服务时长。"])
def test_zh_the_customer_entitled_to_service_time_is_a_credit_per_incident(sentence):
    findings, shortest = read(ZH.format(sentence=sentence), "zh")
    # main: no finding, and min_outage_minutes 240
    assert len(findings) == 1 and findings[0].endswith(f"“{sentence}”")
    assert shortest is None


@pytest.mark.parametrize("language, text", [
    ("en", EN.format(party="Customer", sentence="For each outage exceeding 4 hours, Provider shall be entitled to 5 days "
                                                "to cure.")),
    ("en", EN.format(party="Customer", sentence="Each outage exceeding 4 hours entitles Provider to 24 hours of "
                                                "service.")),
    ("zh", ZH.format(sentence="单次中断超过4小时的，乙方有权获得5天整改期。")),
    ("zh", ZH.format(sentence="单次中断超过4小时的，乙方有权获得24小时服务时长。")),
])
def test_the_provider_entitled_to_days_is_no_credit(language, text):
    # near miss: the provider is no customer (as on main: no finding; the length is still the shortest outage)
    findings, shortest = read(text, language)
    assert findings == [] and shortest == 240
