"""Money follow-ups (session 43's helper mo31): a full refund of the month's charges given where the credit counted
comes to more than the whole is a cap of 100% (``credit_cap_pct``'s ``fixed`` phrases); a claim on a contract whose credit table is left unread
(``extract.tiers.unread_credit_tables``, which `check` quotes since mo30) names that table, its file and page, in place
of "the contract states no credit form" (``claim_inputs.unread_forms_review``, the same reader serving both)."""

import json

from tests.conftest import claimed_month
from tests.sla.test_credits_mo29 import TWO_DAYS
from tests.sla.test_credits_mo30 import EXPERT, UNREAD_TABLES, _run, _written


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


def test_a_claim_on_extracts_json_names_the_unread_credit_table_too(tmp_path):
    # main: extract's JSON kept no unread table, so a claim on it said "the contract states no credit form"
    from tests.test_clauses_kept_q6 import claims, said

    ours, from_json, extracted = claims(tmp_path, UNREAD_TABLES["months"], TWO_DAYS, "2026-04-10")
    assert said(from_json) == said(ours)
    [table] = extracted["clauses"]["unread_credit_tables"]
    assert "| < 95% | 2 months |" in table["text"]


# --- 1. "Where the CreditMultiplier exceeds 1.00, the full refund of monthly charges will be given": a cap of 100%
# https://expertsystems.com.au/hosting_uptime.html (short excerpt, after mo30's EXPERT)
FULL_REFUND = "Where the CreditMultiplier exceeds 1.00, the full refund of monthly charges will be given and over-ride the above formula.\n"


def _expert_claim(tmp_path, down_until: str) -> dict:
    terms = _run("extract", _written(tmp_path, "Hosting Uptime Guarantee\n\n" + EXPERT + FULL_REFUND), form="yaml")
    priced = "price_gpu_hour: 10\ngpu_count: 1\nmonthly_fee: 7300\n"
    (tmp_path / "terms.yaml").write_text(terms + priced, encoding="utf-8")
    (tmp_path / "log.csv").write_text(f"id,start,end,units,cause\n1,2026-03-03T00:00:00,{down_until},*,vendor\n",
                                      encoding="utf-8")
    [month] = json.loads(_run("claim", "--terms", str(tmp_path / "terms.yaml"), "--incidents", str(tmp_path / "log.csv"),
                              "--as-of", "2026-04-10"))["months"]
    return month


def test_a_full_refund_past_the_formula_is_a_cap_of_the_whole_fee(tmp_path):
    # main read no cap: "credit_cap_pct" absent, and the check's rule said the contract states none
    terms = _run("extract", _written(tmp_path, "Hosting Uptime Guarantee\n\n" + EXPERT + FULL_REFUND), form="yaml")
    assert "credit_cap_pct: 100" in terms


def test_a_long_outage_claims_no_more_than_the_months_charges(tmp_path):
    # two days down: 48 h x 10 x 50 = 24,000 by the formula, past the month's 7,300; the contract refunds the month in
    # full, no more (main claimed 24,000, saying "the contract states no cap")
    month = _expert_claim(tmp_path, "2026-03-05T00:00:00")
    assert (month["credit_amount"], month["capped"]) == (7300, True)
    assert not any("states no cap" in r for r in month["review"])


def test_a_short_outage_still_counts_by_the_formula(tmp_path):
    # guard (passes on ff91c32b): 4 hours down, 4 x 10 x 50 = 2,000, under the cap
    month = _expert_claim(tmp_path, "2026-03-03T04:00:00")
    assert (month["credit_amount"], month["capped"]) == (2000, False)


def test_a_full_refund_after_a_length_is_no_cap(tmp_path):
    # guard (passes on ff91c32b): a full refund owed past a length of downtime is a credit, not the most owed
    text = "Hosting Uptime Guarantee\n\n" + EXPERT + "If the downtime exceeds 1 hour, a full refund of monthly charges will be given.\n"
    assert "credit_cap_pct" not in _run("extract", _written(tmp_path, text), form="yaml")


# --- 3. a list line of a band and days alone amid lines of percentages: no line read, not the rest as the whole ladder
LISTED = {
    "en": ("The monthly fee is USD 100,000. Monthly availability commitment: 99.9%.\n\nService credits are as follows:\n\n"
           "- below 99.9%: 10% of the monthly fee\n- below 99%: 25% of the monthly fee\n- below 95%: 50% of the monthly fee\n"),
    "zh": ("月服务费为人民币100,000元。服务可用性承诺为99.9%。\n\n赔偿标准如下：\n\n"
           "- 低于99.9%：赔偿月服务费的10%\n- 低于99%：赔偿月服务费的25%\n- 低于95%：赔偿月服务费的50%\n"),
}
DAYS_LINE = {"en": ("- below 99%: 25% of the monthly fee", "- below 99%: 7 days"),
             "zh": ("- 低于99%：赔偿月服务费的25%", "- 低于99%：7天")}
LAST_DAYS_LINE = {"en": ("- below 95%: 50% of the monthly fee", "- below 95%: 7 days"),
                  "zh": ("- 低于95%：赔偿月服务费的50%", "- 低于95%：7天")}


def _tiers(tmp_path, text: str):
    from slacheck import api

    (tmp_path / "sla.md").write_text(text, encoding="utf-8")
    return [t.value for t in api.extract(str(tmp_path / "sla.md")).terms if t.key == "credit_tiers"]


def test_a_list_line_of_days_amid_percentages_reads_no_ladder(tmp_path):
    # main read the lines around it as the whole ladder: 10% alone (en, the days in the middle), 10% and 25% (the days
    # last): a month at 93% owed 10% or 25% where the contract owes days of a month it does not state
    for form, text in LISTED.items():
        for lines in (DAYS_LINE, LAST_DAYS_LINE):
            assert _tiers(tmp_path, text.replace(*lines[form])) == [], form


def test_a_list_of_percentages_is_read_whole(tmp_path):
    # guard (passes on ff91c32b): the same list with a percentage on each line is the ladder
    ladder = [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0},
              {"below_pct": 95.0, "credit_pct": 50.0}]
    for form, text in LISTED.items():
        assert _tiers(tmp_path, text) == [ladder], form
