"""Two silent under-payments in credit tables (mo38).

1. A per-incident row crediting more than a month ("| 480+ minutes | 2 months |") was cut to 100% of the month's fee
   without a word (``outage_bands._whole_month``). The row's credit is paid as written; only a cap the contract states
   cuts it (SPEC §3: ``capped``).
2. Tier rows written as a band "from X up to Y" ("| 99.0% up to 99.9% | 10% |") lost that tier, so a 99.5% month paid
   nothing. They read as "X% - Y%" does.
"""

import pytest

from tests.conftest import claimed_month, extracted_terms
from tests.sla.test_credits_mo34 import CLOUDBALKAN, _outage

TWO_MONTHS = CLOUDBALKAN.replace("732 hours (1 month)", "2 months")


def test_a_per_incident_row_of_two_months_is_paid_as_written(tmp_path):
    # e68b324b: 100% (EUR 300.00) and no word of the second month
    month = claimed_month(tmp_path, TWO_MONTHS, _outage(10))
    assert (month["credit_pct"], month["credit_amount"], month["capped"]) == (200, 600.0, False), month
    assert "200% of the month's fee, 600.00" in " ".join(month["review"])


def test_a_per_incident_row_of_two_months_is_cut_only_by_a_stated_cap(tmp_path):
    # e68b324b: credit_pct 100 and capped false (the cut made silently before the cap)
    text = TWO_MONTHS + "\nService credits shall not exceed 100% of the monthly fee.\n"
    month = claimed_month(tmp_path, text, _outage(10))
    assert (month["credit_pct"], month["credit_amount"], month["capped"]) == (200, 300.0, True), month


# --- 2. a band "from X up to Y" is a tier
HEAD = ("# Service Level Agreement\n\nThe monthly fee is USD 1,000. Provider guarantees 99.9% monthly availability.\n\n"
        "| Monthly Uptime | Service Credit |\n|---|---|\n")
LOWER = "| < 99.0% | 25% |\n"
THREE_HOURS = "id,start,end,units,cause\n1,2026-03-10T00:00:00,2026-03-10T03:00:00,*,vendor\n"  # March: 99.60%
TIERS = [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]


@pytest.mark.parametrize("band", ["99.0% up to 99.9%", "from 99.0% up to 99.9%", "99.0% Up To 99.9%"])
def test_a_band_up_to_a_level_is_a_tier(tmp_path, band):
    # e68b324b: only the "< 99.0%" tier, and a 99.60% month paid nothing
    text = HEAD + f"| {band} | 10% |\n" + LOWER
    assert extracted_terms(text, "en", "sla.md")["credit_tiers"].value == TIERS
    month = claimed_month(tmp_path, text, THREE_HOURS, "2026-04-15")
    assert (month["credit_pct"], month["credit_amount"]) == (10, 100.0), month


@pytest.mark.parametrize("text, lang", [
    (HEAD + "| 99.0% to 99.9% | 10% |\n" + LOWER, "en"),
    ("# 服务等级协议\n\n| 月可用性 | 赔偿比例 |\n|---|---|\n| 99.0%至99.9% | 10% |\n| 低于99.0% | 25% |\n", "zh"),
])
def test_guard_bands_to_and_zhi_are_read_as_before(text, lang):
    # guard (passes on e68b324b): "X% to Y%" and "X%至Y%" were already bands
    assert extracted_terms(text, lang, "sla.md")["credit_tiers"].value == TIERS


def test_guard_up_to_alone_is_no_band():
    # guard (passes on e68b324b): "up to 99.9%" names no lower figure, no band: read as before
    text = HEAD + "| up to 99.9% | 10% |\n" + LOWER
    assert extracted_terms(text, "en", "sla.md")["credit_tiers"].value == [{"below_pct": 99.0, "credit_pct": 25.0}]


def test_guard_credits_of_up_to_a_share_are_a_cap():
    # guard (passes on e68b324b): "credits of up to 30%" caps the credits, no band
    text = HEAD + "| 99.0% - 99.9% | 10% |\n" + LOWER + "\nCustomer may receive service credits of up to 30% of the monthly fee.\n"
    terms = extracted_terms(text, "en", "sla.md")
    assert terms["credit_tiers"].value == TIERS and terms["credit_cap_pct"].value == 30
