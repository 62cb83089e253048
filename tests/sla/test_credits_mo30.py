"""Money follow-ups (session 43's helper mo30): a month's fee as the credit of a tier sentence or list line is the whole
fee (``TierGrammar.month_credits`` in the sentence reader, as mo29 made it in a table's cell); a credit table left unread
is quoted by `check` for review, not "missing" (``extract.tiers.unread_credit_tables``); a tier past the whole fee says
so in a tier's own words (``past_fee_form.tiers``)."""

import json

from typer.testing import CliRunner

from slacheck.cli import app
from tests.conftest import claimed_month
from tests.sla.test_claim_money_mo20 import BOTTOM, DOWN
from tests.sla.test_credits_mo29 import MIXED, TWO_DAYS


def _run(*args: str, form: str = "json", codes: tuple[int, ...] = (0,)) -> str:
    ran = CliRunner().invoke(app, [*args, "--format", form, "--no-db"])
    assert ran.exit_code in codes, ran.output
    return ran.stdout


def _tiers(tmp_path, text: str):
    from slacheck import api

    (tmp_path / "sla.md").write_text(text, encoding="utf-8")
    return [t.value for t in api.extract(str(tmp_path / "sla.md")).terms if t.key == "credit_tiers"]


# --- 1. a month's fee in a list line ("赔偿1个月服务费", "one month's fee") is the lowest band's credit, not dropped
LIST = {
    "en": ("The monthly fee is USD 100,000. Monthly availability commitment: 99.9%.\n\n"
           "Service credits are as follows:\n\n"
           "- below 99.9%: 10% of the monthly fee\n- below 99%: 25% of the monthly fee\n- below 95%: one month's fee\n"),
    "zh": ("月服务费为人民币100,000元。服务可用性承诺为99.9%。\n\n赔偿标准如下：\n\n"
           "- 99%≤月度服务可用性<99.9%，赔偿月服务费的10%。\n"
           "- 95%≤月度服务可用性<99%，赔偿月服务费的25%。\n"
           "- 90%≤月度服务可用性<95%，赔偿1个月服务费。\n"),
}
LADDER = [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0},
          {"below_pct": 95.0, "credit_pct": 100.0}]


def test_a_months_fee_in_a_list_line_is_the_lowest_tier(tmp_path):
    # main dropped the line: 10% and 25% only, a month below 95% owed 25% where the contract owes the whole fee
    for form, text in LIST.items():
        assert _tiers(tmp_path, text) == [LADDER], form


def test_a_month_below_95_in_a_list_claims_the_whole_fee(tmp_path):
    # two days of March down: 93.55%, in the 90-95% band (zh) / below 95% (en): the month's fee, 100,000.00
    for form, text in LIST.items():
        month = claimed_month(tmp_path, text, TWO_DAYS)
        assert (month["credit_pct"], month["credit_amount"], month["capped"]) == (100, 100000, False), form


def test_below_the_zh_lists_lowest_band_no_credit_is_said(tmp_path):
    # zh's lowest band states its lower end (90%≤): below it the text owes nothing, which no ladder says (``gapped``);
    # main had read the hole from 95% down (the 90-95% line lost)
    terms = _run("extract", _written(tmp_path, LIST["zh"]), form="yaml")
    assert "no credit: 0% to 90%" in terms
    assert "0% to 95%" not in terms


def test_months_past_the_fee_in_a_list_read_no_ladder(tmp_path):
    # "2 months' fee" is past any tier's credit: the list is not read, rather than its 10% and 25% lines as the whole
    # ladder (main read them so: a month at 90% owed 25%)
    text = LIST["en"].replace("one month's fee", "two months' fee")
    assert _tiers(tmp_path, text) == []


def _written(tmp_path, text: str, name: str = "c.md") -> str:
    (tmp_path / name).write_text(text, encoding="utf-8")
    return str(tmp_path / name)


# --- 2. a credit table left unread: `check` quotes it for review (page and offsets), not "the contract does not state"
def _credit_finding(tmp_path, text: str) -> dict:
    result = json.loads(_run("check", _written(tmp_path, text), codes=(0, 1)))  # (1: a blocker not passed)
    [finding] = [f for f in result["findings"] if f["term"] == "credit_tiers"]
    return finding


UNREAD_TABLES = {
    "months": MIXED["en"].replace("| 1 month |", "| 2 months |"),
    "days": MIXED["zh"].replace("| 1个月服务费 |", "| 31天 |"),
    "days amid percentages": MIXED["en"].replace("| 25% |", "| 7 days |").replace("| 1 month |", "| 50% |"),
}


def test_check_quotes_an_unread_credit_table_for_review(tmp_path):
    # main: `missing`, "The contract does not state credit tiers, ..." though the contract states a credit table
    for case, text in UNREAD_TABLES.items():
        finding = _credit_finding(tmp_path, text)
        assert finding["status"] == "review", case
        evidence = finding["evidence"]
        start = text.index("| 月度服务可用性" if "月度" in text else "| Monthly Availability")
        assert (evidence["page"], evidence["start"], evidence["end"]) == (1, start, len(text.rstrip("\n"))), case
        assert evidence["text"] == text[start:evidence["end"]]
        assert "no credit tiers are read" in finding["message"] or "故未读取分档赔付" in finding["message"], case
        assert "| < 99.9% | 10% |" in finding["message"] or "| 低于99.9% | 10% |" in finding["message"], case


def test_check_says_the_unread_table_in_the_contracts_language(tmp_path):
    finding = _credit_finding(tmp_path, UNREAD_TABLES["days"])
    assert finding["message"].startswith("合同列有赔付表，但其中部分行未能读取")
    assert "（第1页）" in finding["message"]


def test_check_without_any_credit_table_still_says_missing(tmp_path):
    # guard (passes on bfb98b62): a contract stating no credit at all is still `missing`
    finding = _credit_finding(tmp_path, "GPU Compute Service Agreement\n\nThe monthly fee is USD 100,000. Monthly "
                                        "availability commitment: 99.9%.\n")
    assert finding["status"] == "missing"


def test_check_on_a_read_table_is_unchanged(tmp_path):
    # guard (passes on bfb98b62): mo29's mixed column is read (the month the whole fee): no review of an unread table
    finding = _credit_finding(tmp_path, MIXED["en"])
    assert finding["status"] != "review" or "no credit tiers are read" not in finding["message"]


# --- 3. a tier past the whole fee (a reviewer-edited TERMS.yaml) says so in a tier's own words
def test_a_tier_past_the_fee_says_so_in_a_tiers_words(tmp_path):
    # 3 days of March down: 90.32%, in the band a reviewer raised to 150%; main said "the credit claimed comes to ..."
    # with the words of no form ("a log counting more downtime than the service had?"), where the log is not in doubt
    for form in ("table", "zh"):
        terms = _run("extract", _written(tmp_path, BOTTOM[form]), form="yaml")
        assert "credit_pct: 50.0" in terms, form
        (tmp_path / "terms.yaml").write_text(terms.replace("credit_pct: 50.0", "credit_pct: 150.0"), encoding="utf-8")
        (tmp_path / "log.csv").write_text(DOWN.format(end="06"), encoding="utf-8")
        [month] = json.loads(_run("claim", "--terms", str(tmp_path / "terms.yaml"), "--incidents",
                                  str(tmp_path / "log.csv"), "--as-of", "2026-04-01"))["months"]
        assert (month["credit_amount"], month["capped"]) == (150000, False), form
        [note] = [r for r in month["review"] if "more than the whole fee" in r]
        assert note.startswith("the credit of the availability tier comes to 150% of the month's fee (150000.00)"), form
        assert "check the tier's credit against the contract's credit table" in note, form


# --- 4. Expert Systems' formula: 50 times the downtime's share of 730 hours of the monthly charge, which is SPEC §3.4's
# downtime multiple of 50 at a price per hour of the charge over 730 hours (4 hours of $30: 4 / 730 x 50 = 0.27, $8.10
# in its worked example, the multiplier rounded) -- a multiple of 50 of the downtime's own fee, not 50% of the fee
# scaled by the downtime's share; read as the multiple, as "the fees for the period of unavailability" is 1
# https://expertsystems.com.au/hosting_uptime.html (short excerpt)
EXPERT = ("We guarantee 99.9% service uptime for any given month. Suppose the downtime is greater than 0.01%, we will "
          "credit you toward your next month of hosting based on the following formula:\n"
          "DownTime = down time in hours (per month)\nHoursPerMonth = 730 (average Hours Per Month)\n"
          "MonthlyCharge = your monthly hosting charge\nCreditMultiplier = Credit Percentage\n"
          "CreditMultiplier = DownTime / HoursPerMonth * 50\nCredit Amount = MonthlyCharge x CreditMultiplier\n"
          "Example assuming 4 hours down-time:\n4 / 730 x 50 = 0.27\nCredit Amount = $30 x 0.27 = $8.10\n")


def test_the_formulas_multiple_is_fifty_times_the_downtimes_fee(tmp_path):
    # guard (passes on bfb98b62): read as a multiple of 50, a claim counts what the formula does at the charge's price
    # per hour (7,300 a month over 730 hours: 10 an hour): 4 hours down, 4 / 730 x 50 x 7,300 = 2,000.00
    terms = _run("extract", _written(tmp_path, "Hosting Uptime Guarantee\n\n" + EXPERT), form="yaml")
    assert "credit_downtime_multiple: 50" in terms
    priced = "price_gpu_hour: 10\ngpu_count: 1\nmonthly_fee: 7300\ncurrency: USD\n"
    (tmp_path / "terms.yaml").write_text(terms + priced, encoding="utf-8")
    (tmp_path / "log.csv").write_text("id,start,end,units,cause\n1,2026-03-03T00:00:00,2026-03-03T04:00:00,*,vendor\n",
                                      encoding="utf-8")
    [month] = json.loads(_run("claim", "--terms", str(tmp_path / "terms.yaml"), "--incidents", str(tmp_path / "log.csv"),
                              "--as-of", "2026-04-10"))["months"]
    assert month["credit_amount"] == 2000
