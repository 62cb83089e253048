"""Two silent under-payments in credit tables (mo38).

1. A per-incident row crediting more than a month ("| 480+ minutes | 2 months |") was cut to 100% of the month's fee
   without a word (``outage_bands._whole_month``). The row's credit is paid as written; only a cap the contract states
   cuts it (SPEC §3: ``capped``).
2. Tier rows written as a band "from X up to Y" ("| 99.0% up to 99.9% | 10% |") lost that tier, so a 99.5% month paid
   nothing. They read as "X% - Y%" does.
"""

import pytest

from tests.conftest import claimed_month
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
