"""Money follow-ups (session 44's helper mo34): a cap word whose object is a length of outage ("Cumulative outage up to 45
minutes: 5% of MRC") bounds a band, no cap of the credit after it.

Texts are our own wording unless a source is named."""

import pytest

from tests.conftest import extracted_terms

OUTAGE_LIST = ("# Colocation Service Schedule\n\nPower SLA. Customer's monthly recurring charge (MRC) is $10,000.\n\n"
               "If power to Customer's cabinet is interrupted, Customer is entitled to a credit as follows:\n\n"
               "- Cumulative outage up to 45 minutes: 5% of MRC\n"
               "- Cumulative outage from 45 minutes to 4 hours: 10% of MRC\n- Cumulative outage over 4 hours: 25% of MRC\n")


# --- 1. a cap word bounding a length of outage is no cap
@pytest.mark.parametrize("text, lang", [
    (OUTAGE_LIST, "en"),
    (OUTAGE_LIST.replace("up to 45 minutes", "up to 00:45"), "en"),
    (OUTAGE_LIST.replace("up to 45 minutes", "up to 00:45").replace("45 minutes to 4 hours", "00:45 to 04:00"), "en"),
    ("# 服务等级\n\n服务赔偿：\n\n- 累计中断不超过45分钟：赔偿月服务费的5%\n- 累计中断超过45分钟：赔偿月服务费的10%\n", "zh"),
])
def test_a_cap_word_over_a_length_of_outage_is_no_cap(text, lang):
    # 7d0c8b40: credit_cap_pct 5 ("up to 45 minutes: 5%"), the first band's credit taken for the month's cap
    assert "credit_cap_pct" not in extracted_terms(text, lang, "sla.md")


@pytest.mark.parametrize("text, lang, cap", [
    ("Customer is entitled to service credits up to 50% of the monthly fee.", "en", 50),
    ("Credits are 5% of the MRC for each hour of outage, up to 50% of the MRC.", "en", 50),
    ("每月服务赔偿累计不超过当月服务费的30%。", "zh", 30),
])
def test_guard_a_cap_of_the_credit_stays(text, lang, cap):
    # guard (passes on 7d0c8b40): the cap word's object is the share of the fee
    t = extracted_terms(text, lang, "sla.md").get("credit_cap_pct")
    assert t is not None and t.value == cap, t
