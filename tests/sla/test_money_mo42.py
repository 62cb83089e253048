"""One credit ladder per plan: never a claim on the wrong plan's ladder, never a silent choice (mo42).

Mistral's Enterprise Service Level and Support Schedule (https://mistral.ai/terms/enterprise-service-level-and-support-
schedule) states its credits in one table, "| Support Level | Monthly Uptime Percentage | Service Credit |", a ladder per
support level ("Basic | 99.4% to 95% | 2% of the Monthly Fees" ... "Standard | 99.8% to 99.5% | 2% ..."); Chinese
price lists do the same per edition (标准版 / 企业版). main kept one ladder as ``credit_tiers`` and dropped the other as
"weaker", silently: a 标准版 customer's claim was priced on the 企业版 ladder beside 标准版's availability level.

Now each plan's ladder is read by scope (``conflict_kind: scoped``, the plan named), ``check`` sends the compensation
finding to review quoting both ladders, and ``claim`` computes with the ladder of the plan the availability level read is
stated for (else extraction's) and says on the month which ladder it used and what the others would pay.

A month of 44,640 minutes with 5 hours down is at 99.328%. Guards pass on main too and say so.
"""

from pathlib import Path

import pytest

from tests.conftest import checked_finding, claimed_month, extracted_term

FIVE_HOURS = "id,start,end,units\n1,2026-03-03T00:00,2026-03-03T05:00,1\n"

MISTRAL = ("Service Credits. Customer shall be eligible to receive the following credits, as applicable:\n\n"
           "| Support Level | Monthly Uptime Percentage | Service Credit |\n|---|---|---|\n"
           "| Basic | 99.4% to 95% | 2% of the Monthly Fees |\n| | <95% | 5% of the Monthly Fees |\n"
           "| Standard | 99.8% to 99.5% | 2% of the Monthly Fees |\n| | 99.4% to 95% | 5% of the Monthly Fees |\n"
           "| | <95% | 10% of the Monthly Fees |\n")
# ... paraphrased: a ladder per plan, each under a heading naming its plan, the monthly fee stated
HEADINGS_EN = ("# Service Level Agreement\n\nThe monthly fee is USD 1,000.\n\n"
               "## Service Credits for the Basic plan\n\nMonthly availability of at least 99.5%.\n\n"
               "| Monthly Uptime | Service Credit |\n|---|---|\n| < 99.5% | 10% |\n| < 99.0% | 25% |\n\n"
               "## Service Credits for the Standard plan\n\nMonthly availability of at least 99.9%.\n\n"
               "| Monthly Uptime | Service Credit |\n|---|---|\n| < 99.9% | 10% |\n| < 99.5% | 25% |\n| < 99.0% | 50% |\n\n"
               "Customer must request a Service Credit within 30 days after the end of the month.\n")
# ... in Chinese: each edition's paragraph opens with its name, its level and its ladder
EDITIONS_ZH = ("# 服务等级协议\n\n月服务费为人民币1,000元。\n\n"
               "标准版：月度服务可用性不低于99.5%。月度可用性低于99.5%的，赔偿月服务费的10%；低于99%的，赔偿月服务费的25%。\n\n"
               "企业版：月度服务可用性不低于99.9%。月度可用性低于99.9%的，赔偿月服务费的10%；低于99.5%的，赔偿月服务费的25%；"
               "低于99%的，赔偿月服务费的50%。\n\n甲方应在当月结束后30日内提出赔偿申请。\n")
BASIC = [{"below_pct": 99.5, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]
STANDARD = [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.5, "credit_pct": 25.0},
            {"below_pct": 99.0, "credit_pct": 50.0}]


def _ladders(term) -> dict:
    """Each plan's ladder of a credit_tiers term read by scope, by plan."""
    return {o.scope: o.value for o in [term, *(a for a in term.alternatives if a.reason == "conflict")]}


def test_mistral_s_ladder_per_support_level_is_read_by_scope():
    # main: Standard's ladder alone, Basic's dropped as weaker (conflict False)
    term = extracted_term(MISTRAL, "credit_tiers", True, language="en")
    assert term.conflict_kind == "scoped"
    assert _ladders(term) == {"Standard": [{"below_pct": 99.8, "credit_pct": 2.0}, {"below_pct": 99.5, "credit_pct": 5.0},
                                           {"below_pct": 95.0, "credit_pct": 10.0}],
                              "Basic": [{"below_pct": 99.4, "credit_pct": 2.0}, {"below_pct": 95.0, "credit_pct": 5.0}]}


@pytest.mark.parametrize("text, language, plans", [
    (HEADINGS_EN, "en", {"Basic plan": BASIC, "Standard plan": STANDARD}),
    # ... a table of editions, each edition's rows under its name in the first column (the others left blank)
    ("月服务费为人民币1,000元。\n\n| 服务套餐 | 月度可用性 | 赔偿比例 |\n|---|---|---|\n| 标准版 | 低于99.5% | 10% |\n"
     "| | 低于99% | 25% |\n| 企业版 | 低于99.9% | 10% |\n| | 低于99.5% | 25% |\n| | 低于99% | 50% |\n", "zh",
     {"标准版": BASIC, "企业版": STANDARD}),
    (EDITIONS_ZH, "zh", {"标准版": BASIC, "企业版": STANDARD}),
])
def test_a_ladder_under_each_plan_s_heading_or_label_is_that_plan_s(text, language, plans):
    # main: the larger ladder alone, the other dropped as weaker
    term = extracted_term(text, "credit_tiers", True, language=language)
    assert (term.conflict_kind, _ladders(term)) == ("scoped", plans)


def test_one_ladder_under_a_plan_s_heading_stays_one_ladder():
    """Guard (passes on main too): a single ladder under a heading naming a plan is the ladder, no plans made up."""
    text = HEADINGS_EN.split("## Service Credits for the Standard plan")[0]
    term = extracted_term(text, "credit_tiers", True, language="en")
    assert (term.value, term.conflict, term.conflict_kind) == (BASIC, False, None)


def test_two_ladders_for_the_same_plan_are_no_plans():
    """Guard (passes on main too): two ladders both under the Basic plan's heading name no plan of their own: not read
    by scope (as on main, the stronger stands and the other is kept beside it)."""
    text = HEADINGS_EN.replace("for the Standard plan", "for the Basic plan (continued)")
    term = extracted_term(text, "credit_tiers", True, language="en")
    assert term.conflict_kind != "scoped" and term.value == STANDARD


@pytest.mark.parametrize("text, language, plans", [
    (HEADINGS_EN, "en", ("Basic plan", "Standard plan")),
    (EDITIONS_ZH, "zh", ("标准版", "企业版")),
])
def test_check_sends_the_compensation_to_review_naming_the_plans(text, language, plans):
    # main: pass on the larger ladder
    finding = checked_finding(text, "outage-compensation", language=language)
    assert (finding.status, finding.conflict_kind) == ("review", "scoped")
    assert all(plan in finding.reason for plan in plans), finding.reason
    # ... both ladders quoted, each tier's figures
    assert ("99.9" in finding.reason and "50" in finding.reason and "99.5" in finding.reason), finding.reason


# ... paraphrased: each plan's level said in one sentence, each plan's ladder under its heading
LEVELS_EN = HEADINGS_EN.replace(
    "The monthly fee is USD 1,000.", "The monthly fee is USD 1,000. Monthly availability is at least 99.5% for Basic plan "
    "customers; monthly availability is at least 99.9% for Standard plan customers.").replace(
    "Monthly availability of at least 99.5%.\n\n", "").replace("Monthly availability of at least 99.9%.\n\n", "")


@pytest.mark.parametrize("contract, credit, used, other", [
    # main: 25% = 250.00 on 企业版's ladder beside 标准版's 99.5% level, nothing said. 99.328% is under 99.5% on 标准版's
    # ladder (10%) and under 99.5% on 企业版's (25%)
    (EDITIONS_ZH, (10.0, 100.0), "'标准版' (10% = 100.00), the plan the availability level read is stated for",
     "'企业版' would give 25% = 250.00"),
    (LEVELS_EN, (10.0, 100.0), "'Basic plan' (10% = 100.00), the plan the availability level read is stated for",
     "'Standard plan' would give 25% = 250.00"),
    # ... no level naming a plan (two levels, neither naming one): the ladder extraction chose, the other's amount said
    (HEADINGS_EN, (25.0, 250.0), "'Standard plan' (25% = 250.00), the ladder extraction chose",
     "'Basic plan' would give 10% = 100.00"),
], ids=["标准版 level", "Basic plan level", "no plan's level"])
def test_claim_counts_a_plan_s_ladder_and_says_what_the_other_would_pay(tmp_path: Path, contract, credit, used, other):
    # main: 25% = 250.00 each time, nothing said of the other plan's ladder
    month = claimed_month(tmp_path, contract, FIVE_HOURS)
    assert (month["credit_pct"], month["credit_amount"]) == credit, month
    said = " ".join(month["review"])
    assert f"counts the ladder for {used}" in said and other in said, month["review"]


def test_claim_on_one_ladder_says_nothing_of_plans(tmp_path: Path):
    """Guard (passes on main too): a contract of one ladder is claimed on it, no plan named."""
    text = HEADINGS_EN.split("## Service Credits for the Standard plan")[0]
    month = claimed_month(tmp_path, text, FIVE_HOURS)
    assert (month["credit_pct"], month["credit_amount"]) == (10.0, 100.0), month
    assert not any("ladder per plan" in r for r in month["review"]), month["review"]


def _claim_on_terms(tmp_path: Path, edit) -> dict:
    """The one month of a claim on the TERMS.yaml extract writes of EDITIONS_ZH, as ``edit`` (its text to text) leaves
    it."""
    import json

    from typer.testing import CliRunner

    from slacheck.cli import app

    contract, log, terms = tmp_path / "sla.md", tmp_path / "log.csv", tmp_path / "terms.yaml"
    contract.write_text(EDITIONS_ZH, encoding="utf-8")
    log.write_text(FIVE_HOURS, encoding="utf-8")
    done = CliRunner().invoke(app, ["extract", str(contract), "--format", "yaml", "--no-db"])
    assert done.exit_code == 0, done.output
    terms.write_text(edit(done.stdout), encoding="utf-8")
    done = CliRunner().invoke(app, ["claim", "--terms", str(terms), "--incidents", str(log), "--as-of", "2026-04-01",
                                    "--format", "json", "--no-db"])
    assert done.exit_code == 0, done.output
    [month] = json.loads(done.stdout)["months"]
    return month


def test_a_terms_file_keeping_both_ladders_still_says_so(tmp_path: Path):
    # main: the TERMS.yaml kept one ladder (企业版's), the claim 25% = 250.00, nothing said
    month = _claim_on_terms(tmp_path, lambda text: text)
    assert (month["credit_pct"], month["credit_amount"]) == (10.0, 100.0), month
    assert any("'企业版' would give 25% = 250.00" in r for r in month["review"]), month["review"]


def test_a_terms_file_keeping_one_plan_s_ladder_settles_it(tmp_path: Path):
    """Guard (passes on main too): the reviewer keeps 企业版's ladder alone (the other plan's line dropped): the claim counts
    it, no plan named."""
    def keep_one(text: str) -> str:
        return "\n".join(line for line in text.splitlines() if "for “标准版”: 月度可用性低于" not in line) + "\n"

    month = _claim_on_terms(tmp_path, keep_one)
    assert (month["credit_pct"], month["credit_amount"]) == (25.0, 250.0), month
    assert not any("ladder per plan" in r for r in month["review"]), month["review"]
