"""Money and deadlines a claim got wrong (mo20): a claim window the contract counts from each outage, the space below a
ladder's lowest band where that band states its lower end, a month in a ladder's hole that has another credit form, and
downtime the contract weights by the share of traffic lost."""

import json

import pytest

from tests.conftest import claimed, claimed_month

# --- 1. a claim window counted from each outage: the month's deadline is the contract's, from its first outage
WINDOW = {
    "zh": ("月服务费为人民币100,000元。服务可用性承诺为99.9%。月度服务可用性低于99.9%的，赔偿月度服务费的10%。\n"
           "甲方应在故障发生后30日内以书面形式提出赔偿申请。\n"),
    "en": ("The monthly fee is USD 100,000. Monthly availability commitment: 99.9%. If availability is below 99.9%, a "
           "credit of 10% of the monthly fee applies.\nCustomer must submit a credit request within 30 days of the "
           "incident.\n"),
}
# two outages in March: the first on the 3rd (its deadline 2026-04-02), the second on the 20th
TWO = ("id,start,end,units,cause\ni1,2026-03-03T00:00:00,2026-03-03T06:00:00,*,vendor\n"
       "i2,2026-03-20T00:00:00,2026-03-20T06:00:00,*,vendor\n")


@pytest.mark.parametrize("form", sorted(WINDOW))
def test_a_window_from_each_outage_closes_the_month_30_days_after_its_first_outage(tmp_path, form):
    # main: 2026-04-30 (the month's end + 30) and still open on 2026-04-20, 18 days after the contract's deadline
    month = claimed_month(tmp_path, WINDOW[form], TWO, as_of="2026-04-20")
    assert (month["claim_deadline"], month["claim_open"], month["claimable"]) == ("2026-04-02", False, False)
    assert month["credit_amount"] == 10000
    [note] = [n for n in month["review"] if "30-day claim window from each outage" in n]
    assert "i1 (2026-03-03)" in note and "2026-04-02" in note


def test_a_window_from_each_outage_is_open_up_to_its_deadline(tmp_path):
    month = claimed_month(tmp_path, WINDOW["zh"], TWO, as_of="2026-04-02")
    assert (month["claim_deadline"], month["claim_open"], month["claimable"]) == ("2026-04-02", True, True)


def test_a_window_from_the_outages_end_counts_from_when_it_ended(tmp_path):
    # an outage from 31 March 20:00 to 2 April 08:00: April's share counts from its end, 2 April (+30: 2 May), where
    # main said 30 May (April's end + 30)
    contract = WINDOW["zh"].replace("故障发生后", "故障恢复后")
    log = "id,start,end,units,cause\ni1,2026-03-31T20:00:00,2026-04-02T08:00:00,*,vendor\n"
    result = claimed(tmp_path, contract, log, "2026-05-10")
    april = next(m for m in result["months"] if m["month"] == "2026-04")
    assert (april["claim_deadline"], april["claim_open"]) == ("2026-05-02", False)


def test_the_terms_file_keeps_the_window_from_each_outage(tmp_path):
    # the TERMS.yaml extract writes quotes the window's words, so claim --terms counts it the same way
    from typer.testing import CliRunner

    from slacheck.cli import app

    source = tmp_path / "c.md"
    source.write_text(WINDOW["en"], encoding="utf-8")
    terms = tmp_path / "terms.yaml"
    extracted = CliRunner().invoke(app, ["extract", str(source), "--format", "yaml", "--no-db"])
    assert extracted.exit_code == 0, extracted.output
    terms.write_text(extracted.stdout, encoding="utf-8")
    log = tmp_path / "log.csv"
    log.write_text(TWO, encoding="utf-8")
    ran = CliRunner().invoke(app, ["claim", "--terms", str(terms), "--incidents", str(log), "--as-of", "2026-04-20",
                                   "--format", "json", "--no-db"])
    assert ran.exit_code == 0, ran.output
    [month] = json.loads(ran.stdout)["months"]
    assert (month["claim_deadline"], month["claim_open"]) == ("2026-04-02", False)


def test_a_window_from_the_months_end_stays_as_spec_says(tmp_path):
    # guard (passes on 95ad6c8): "相关月份结束后30日内" counts from the month's end, SPEC §3.5's default
    contract = WINDOW["zh"].replace("甲方应在故障发生后30日内", "甲方应在相关月份结束后30日内")
    month = claimed_month(tmp_path, contract, TWO, as_of="2026-04-20")
    assert (month["claim_deadline"], month["claim_open"]) == ("2026-04-30", True)


# --- 2. below a lowest band that states its lower end: no credit stated, none owed
BOTTOM = {
    "table": ("The monthly fee is USD 100,000. Monthly availability commitment: 99%.\n\n"
              "| Monthly Availability | Service Credit |\n|---|---|\n"
              "| at least 95% but less than 99% | 10% |\n"
              "| at least 90% but less than 95% | 50% |\n"),
    "zh": ("月服务费为人民币100,000元。服务可用性承诺为99%。赔偿标准如下：\n"
           "- 95%≤月度服务可用性<99%，赔偿月度服务费的10%；\n"
           "- 90%≤月度服务可用性<95%，赔偿月度服务费的50%。\n"),
}
# 31 days of March: 6 days down is 80.65% (below 90%), 3 days 90.32% (in the 50% band)
DOWN = "id,start,end,units,cause\n1,2026-03-03T00:00:00,2026-03-{end}T00:00:00,*,vendor\n"


@pytest.mark.parametrize("form", sorted(BOTTOM))
def test_a_month_below_the_lowest_band_is_owed_nothing_and_told_why(tmp_path, form):
    # main: 50,000 (the 50% band's credit, below the 90% the band states as its lower end)
    month = claimed_month(tmp_path, BOTTOM[form], DOWN.format(end="09"))
    assert month["availability_pct"] == pytest.approx(80.6452)
    assert (month["credit_amount"], month["credit_pct"]) == (0, 0)
    [note] = [n for n in month["review"] if "no credit below 90%" in n]
    assert "no credit is owed by the tiers" in note


@pytest.mark.parametrize("form", sorted(BOTTOM))
def test_a_ladder_with_a_stated_bottom_goes_to_review(extracted, form):
    term = extracted(BOTTOM[form], "credit_tiers",
                     [{"below_pct": 99.0, "credit_pct": 10.0}, {"below_pct": 95.0, "credit_pct": 50.0}])
    assert term.evidence_kind == "gapped"


def test_check_says_the_ladder_leaves_a_hole_below_it(tmp_path):
    from slacheck import api

    path = tmp_path / "sla.md"
    path.write_text(BOTTOM["table"], encoding="utf-8")
    [finding] = [f for f in api.check(str(path), lang="en").findings if f.rule == "outage-compensation"]
    assert finding.status == "review"
    assert "below its lowest band" in finding.reason


def test_a_month_inside_the_lowest_band_keeps_its_credit(tmp_path):
    # guard (passes on 95ad6c8): 90.32% is inside the 50% band
    month = claimed_month(tmp_path, BOTTOM["table"], DOWN.format(end="06"))
    assert month["credit_amount"] == 50000


def test_a_lowest_band_with_no_lower_end_covers_all_below(tmp_path):
    # guard (passes on 95ad6c8): "less than 95%" states no lower end: 80.65% earns its 50%
    contract = BOTTOM["table"].replace("| at least 90% but less than 95% |", "| less than 95% |")
    month = claimed_month(tmp_path, contract, DOWN.format(end="09"))
    assert month["credit_amount"] == 50000


# --- 3. a month in a hole with another credit form: owed the largest of the others (SPEC §3.4)
PER_HOUR = "\nIn addition, Customer receives a credit of 0.1% of the monthly fee for each hour of interruption.\n"
CAP = "Service credits shall not exceed 20% of the monthly fee.\n"


def test_a_month_below_the_bands_is_owed_its_per_hour_credit(tmp_path):
    # 144 interrupted hours x 0.1% = 14.4%; main kept the tiers' 50% (50,000) with a note
    month = claimed_month(tmp_path, BOTTOM["table"] + PER_HOUR, DOWN.format(end="09"))
    assert (month["credit_amount"], month["credit_pct"], month["capped"]) == (14400, 14.4, False)
    assert [(b["form"], b["amount"]) for b in month["basis"]] == [("tiers", 0), ("per_hour", 14400)]
    assert "the contract states 2 credit forms; the largest (per_hour) is claimed" in month["review"]
    assert not any("largest (tiers)" in n for n in month["review"])


def test_a_month_below_the_bands_is_capped_only_if_its_other_form_passes_the_cap(tmp_path):
    # main: 20,000, the tiers' 50% capped at 20%; the per-hour 14.4% is under the cap
    month = claimed_month(tmp_path, BOTTOM["table"] + PER_HOUR + CAP, DOWN.format(end="09"))
    assert (month["credit_amount"], month["capped"]) == (14400, False)


def test_a_month_in_a_hole_between_bands_is_owed_its_per_hour_credit(tmp_path):
    # mo19's hole (90% to 95%): 72 hours down is 90.32%; per hour 72 x 0.1% = 7.2%, where main kept the 25% band's
    from tests.sla.test_wrong_money_mo19 import GAPPED

    month = claimed_month(tmp_path, GAPPED["en"] + PER_HOUR, DOWN.format(end="06"))
    assert (month["credit_amount"], month["credit_pct"]) == (7200, 7.2)
    assert any("from 90% up to 95%" in note for note in month["review"])


def test_a_month_outside_the_hole_keeps_the_larger_tier_credit(tmp_path):
    # guard (passes on 95ad6c8): 90.32% is in the 50% band, larger than the per-hour 7.2%
    month = claimed_month(tmp_path, BOTTOM["table"] + PER_HOUR, DOWN.format(end="06"))
    assert (month["credit_amount"], month["credit_pct"]) == (50000, 50)


# --- 4. downtime weighted by the share of traffic lost, which no incident log carries
WEIGHTED = {
    "zh": WINDOW["zh"].replace("甲方应在故障发生后30日内以书面形式提出赔偿申请。", "服务不可用时间 = 不可用时间 × 流量下降比例。"),
    "en": WINDOW["en"].replace("Customer must submit a credit request within 30 days of the incident.",
                               "Downtime is weighted by the share of traffic lost during each interval."),
}
ONE = "id,start,end,units,cause\ni1,2026-03-03T00:00:00,2026-03-03T06:00:00,*,vendor\n"


@pytest.mark.parametrize("form", sorted(WEIGHTED))
def test_a_claim_says_the_contract_weights_downtime_by_traffic_lost(tmp_path, form):
    month = claimed_month(tmp_path, WEIGHTED[form], ONE)
    assert month["credit_amount"] == 10000  # the whole downtime: an upper bound, said so
    [note] = [n for n in month["review"] if "share of traffic" in n]
    assert "may be overstated" in note
    assert ("流量下降比例" if form == "zh" else "share of traffic lost") in note


def test_a_claim_with_no_traffic_weight_says_nothing_of_it(tmp_path):
    # guard (passes on 95ad6c8)
    month = claimed_month(tmp_path, WINDOW["en"].split("\n")[0] + "\n", ONE)
    assert not any("share of traffic" in n for n in month["review"])



def test_a_commitment_beside_its_only_tier_states_no_lower_end(tmp_path):
    # guard (passes on 95ad6c8): "不低于99.9%，低于99.9%的" is the commitment and its tier's level, no band from 99.9 to
    # 99.9 with nothing below it; 80.65% earns the 10%
    contract = ("月服务费为人民币100,000元。乙方承诺集群月可用性不低于99.9%，低于99.9%的，赔偿当月服务费的10%。\n")
    month = claimed_month(tmp_path, contract, DOWN.format(end="09"))
    assert month["credit_amount"] == 10000
