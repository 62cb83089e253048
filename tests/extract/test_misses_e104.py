"""e104: small misses of session 42.

The vendor's own level set against the market's in a sentence opening with the contrast ("While typical providers offer
99.5% uptime, we guarantee 99.99%"): the later clause's own commitment verb makes its figure the vendor's promise. A
share of the month's fee the customer gets for each outage in Chinese, the counting words between the party and its
verb ("甲方每次中断可获得月服务费的5%"), priced as "每次中断，甲方可获得月服务费的5%" is. And a time limit on a claim for
damages or a lawsuit in Chinese is no claim window ("任何损害赔偿请求应于30日内提出"), as e103 said in English.

Texts are our own wording.
"""

from decimal import Decimal

import pytest

from tests.conftest import extracted_terms
from tests.extract.test_misses_e103 import ZH_HEAD
from tests.sla.test_per_incident_mo26 import _month  # the claim of two outages (30 minutes, 3 hours) in October


# 1. the vendor's level against the market's, the sentence opening with the contrast
@pytest.mark.parametrize("text", [
    "While typical providers offer 99.5% uptime, we guarantee 99.99%.",
    "Whereas most providers offer 99.5% uptime, we guarantee 99.99%.",
])
def test_the_vendors_level_after_a_contrast_opening_the_sentence_is_read(text):
    # 96c35cbd: nothing read (the market's figure blocked, the promise finding no trigger of its own)
    t = extracted_terms(text, "en", "sla.md").get("availability_pct")
    assert t is not None and (t.value, t.conflict) == (99.99, False), t


@pytest.mark.parametrize("text", [
    "While typical providers offer 99.5% uptime, they charge more.",
    "Meanwhile typical providers offer 99.5% uptime, we guarantee 99.99%.",
])
def test_guard_no_commitment_of_the_writers_leaves_the_markets_level_unread(text):
    # guard (passes on 96c35cbd too): no commitment verb in the later clause; "meanwhile" opens no contrast
    assert "availability_pct" not in extracted_terms(text, "en", "sla.md")


# 2. a share of the month's fee for each outage, the counting words between the party and its verb
@pytest.mark.parametrize("sentence", ["甲方每次中断可获得月服务费的5%。", "甲方每次服务中断有权获得月服务费的5%。"])
def test_a_share_of_the_monthly_fee_with_the_count_inside_the_entitlement_is_priced(tmp_path, sentence):
    # 96c35cbd: 0.00, "the contract states no credit form"; two outages at 5% each: 10% of 30,000
    month = _month(tmp_path, ZH_HEAD + sentence + "\n")
    assert month.credit_amount == Decimal("3000.00")
    assert any(r.startswith("the contract states a credit per incident") and sentence in r for r in month.review)


def test_guard_the_providers_share_with_the_count_inside_is_no_credit(tmp_path):
    # guard (passes on 96c35cbd too): 乙方, the provider, gets the share
    month = _month(tmp_path, ZH_HEAD + "乙方每次中断可获得月服务费的5%。\n")
    assert month.credit_amount == Decimal("0.00")


# 3. a time limit on a claim for damages or a lawsuit, in Chinese
@pytest.mark.parametrize("text", [
    "任何损害赔偿请求应于30日内提出。",
    "月可用性低于99.9%的，甲方可获得月服务费10%的补偿。任何损害赔偿请求应于30日内提出。",
    "月可用性低于99.9%的，甲方可获得月服务费10%的补偿。甲方提起诉讼要求赔偿的，应于30日内提出。",
])
def test_a_time_limit_on_a_claim_for_damages_is_no_claim_window_zh(text):
    # 96c35cbd: claim_window_days 30
    assert "claim_window_days" not in extracted_terms(text, "zh", "sla.md")


@pytest.mark.parametrize("text", ["甲方应于30日内提出索赔。", "甲方应于故障发生后30日内提出赔偿申请。"])
def test_guard_a_credit_claim_window_zh_stays(text):
    # guard (passes on 96c35cbd too): a claim for a credit keeps its window
    t = extracted_terms(text, "zh", "sla.md").get("claim_window_days")
    assert t is not None and t.value == 30, t
