"""Money follow-ups (session 43's helper mo31): a claim on a contract whose credit table is left unread
(``extract.tiers.unread_credit_tables``, which `check` quotes since mo30) names that table, its file and page, in place
of "the contract states no credit form" (``claim_inputs.unread_forms_review``, the same reader serving both)."""

from tests.conftest import claimed_month
from tests.sla.test_credits_mo29 import TWO_DAYS
from tests.sla.test_credits_mo30 import UNREAD_TABLES


# --- 2. a claim when a credit table is left unread names it (page), not "the contract states no credit form"
def test_a_claim_names_the_unread_credit_table(tmp_path):
    # main: "the contract states no credit form" though the contract states a credit table (mixed units, "2 months",
    # "31天"): a reader would take the contract as silent on credits
    for case, text in UNREAD_TABLES.items():
        month = claimed_month(tmp_path, text, TWO_DAYS)
        assert month["credit_amount"] == 0, case  # (no tier read: nothing computed, rather than a part of the ladder)
        review = " ".join(month["review"])
        assert "the contract states no credit form" not in review, case
        assert "credit table some of whose rows are not read" in review, case
        assert "contract.md page 1" in review, case
        assert "< 99.9% | 10%" in review or "低于99.9% | 10%" in review, case
