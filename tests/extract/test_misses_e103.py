"""e103: three small misses of session 42.

A claim window said in the paragraph right after a credit table, the sentence naming no credit itself ("Customer must
submit a claim within 30 days of the end of the month" under "| Monthly Uptime | Credit |"): the table above names what
is claimed, as a lead-in's sentence does. The vendor's own level set against the market's, its trigger word said only
after the market's figure ("Typical providers offer 99.5% uptime, while we guarantee 99.99%"). A share of the month's
fee the customer gets for each outage in Chinese, the fee named before the share ("每次中断，甲方可获得月服务费的5%"), as
mo26 read the English "Customer receives 5% of the monthly fee for each outage". And a time limit on a claim for
damages is no claim window, beside credits or not ("Any claim for damages must be brought within 30 days").

Texts are our own wording.
"""

from decimal import Decimal

import pytest

from tests.conftest import extracted_terms
from tests.sla.test_per_incident_mo26 import _month  # the claim of two outages (30 minutes, 3 hours) in October

TABLE = "| Monthly Uptime | Credit |\n|---|---|\n| < 99.9% | 10% |\n| < 99% | 25% |\n"
CLAIM = "Customer must submit a claim within 30 days of the end of the month."


# 1. a claim window in the paragraph after a credit table
@pytest.mark.parametrize("text", [
    TABLE + "\n" + CLAIM + "\n",
    TABLE + CLAIM + "\n",
    "Provider guarantees 99.9% Monthly Uptime.\n\n" + TABLE + "\n" + CLAIM + " Claims must include logs.\n",
])
def test_a_claim_window_right_after_a_credit_table_is_read(text):
    # 86a869be: no claim_window_days (the table's last row, the sentence before, names no credit)
    t = extracted_terms(text, "en", "sla.md").get("claim_window_days")
    assert t is not None and t.value == 30, t
    assert "within 30 days" in t.text and "|" not in t.text, t.text  # quoting the claim sentence, no table row


@pytest.mark.parametrize("text", [
    "| GPU | Count |\n|---|---|\n| H100 | 64 |\n\n" + CLAIM + "\n",
    CLAIM + "\n",
])
def test_guard_a_claim_window_with_no_credit_in_reach_stays_unread(text):
    # guard (passes on 86a869be too): a table of hardware names no credit; a sentence alone names none either
    assert "claim_window_days" not in extracted_terms(text, "en", "sla.md")


@pytest.mark.parametrize("text", [
    "## Service Credits\n\nAny claim for damages must be brought within 30 days.\n",
    "If uptime falls below 99.9%, Customer receives a credit of 10%. Any claim for damages must be brought within 30 days.\n",
])
def test_a_time_limit_on_a_claim_for_damages_is_no_claim_window(text):
    # 86a869be: claim_window_days 30 (a credit in reach, the claim a damages claim)
    assert "claim_window_days" not in extracted_terms(text, "en", "sla.md")


def test_guard_a_time_limit_on_a_claim_for_damages_after_a_credit_table_is_no_claim_window():
    # guard (passes on 86a869be too, where the table gave no subject): the table in reach now, the damages still no credit
    assert "claim_window_days" not in extracted_terms(TABLE + "\nAny claim for damages must be brought within 30 days.\n",
                                                      "en", "sla.md")


# 2. the vendor's level set against the market's, its trigger said after the market's figure
@pytest.mark.parametrize("text", [
    "Typical providers offer 99.5% uptime, while we guarantee 99.99%.",
    "Most providers offer 99.5% uptime, but we guarantee 99.99%.",
])
def test_the_vendors_level_against_the_markets_is_read(text):
    # 86a869be: nothing read (the market's figure blocked, the promise finding no trigger of its own)
    t = extracted_terms(text, "en", "sla.md").get("availability_pct")
    assert t is not None and (t.value, t.conflict) == (99.99, False), t


def test_guard_the_markets_level_alone_stays_unread():
    # guard (passes on 86a869be too)
    assert "availability_pct" not in extracted_terms("Typical providers offer 99.5% uptime.", "en", "sla.md")


# 3. a share of the month's fee the customer gets for each outage, in Chinese
ZH_HEAD = "GPU算力服务合同\n\n乙方承诺月可用性不低于99.9%。月服务费为人民币30000元。\n\n"


@pytest.mark.parametrize("sentence", ["每次中断，甲方可获得月服务费的5%。", "每次服务中断，甲方有权获得月服务费的5%。"])
def test_a_share_of_the_monthly_fee_the_customer_gets_for_each_outage_is_priced(tmp_path, sentence):
    # 86a869be: 0.00, "the contract states no credit form"; two outages at 5% each: 10% of 30,000
    month = _month(tmp_path, ZH_HEAD + sentence + "\n")
    assert month.credit_amount == Decimal("3000.00")
    assert any(r.startswith("the contract states a credit per incident") and sentence in r for r in month.review)


def test_guard_a_share_the_provider_gets_is_no_credit(tmp_path):
    # guard (passes on 86a869be too): 乙方, the provider, gets the share
    month = _month(tmp_path, ZH_HEAD + "每次中断，乙方可获得月服务费的5%。\n")
    assert month.credit_amount == Decimal("0.00")
