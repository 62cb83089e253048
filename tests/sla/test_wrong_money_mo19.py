"""Wrong money from a misread ladder or deadline (mo19): a deadline read later than the contract's makes a customer
file late; a credit ladder with a hole must not pay a month that falls in the hole."""

from pathlib import Path

import pytest


@pytest.mark.parametrize("text, days", [
    # Aptible's / rmmbr's wording; rmmbr's own example counts the incident's cycle as the first (downtime Feb 15 ->
    # request by March 31): the earlier of the two readings
    ("To receive a Service Credit, you must submit a claim by the end of the second billing cycle after which the "
     "incident occurred.", 30),
    # the month named as what the cycles follow: two months after it
    ("Claims must be submitted by the end of the second billing cycle following the month in which the outage "
     "occurred.", 60),
])
def test_a_second_billing_cycle_deadline_reads_the_earlier_date_unless_counted_from_the_month(reads, text, days):
    reads(text, "claim_window_days", days, language="en")


# a credit ladder with a hole (飞悦's SLA, zh60's find: 低于99%但≥98% → 10%, 低于98%但≥95% → 25%, 低于90% → 50%): 90% to
# 95% earns nothing by the text, while a ladder [99:10, 98:25, 90:50] would pay 25% there
GAPPED = {
    "zh": ("月服务费为人民币100,000元。服务可用性承诺为99%。赔偿标准如下：\n"
           "- 月度服务可用性低于99%但≥98%，赔偿月度服务费的10%；\n"
           "- 月度服务可用性低于98%但≥95%，赔偿月度服务费的25%；\n"
           "- 月度服务可用性低于90%，赔偿月度服务费的50%。\n"),
    "en": ("The monthly fee is USD 100,000. Monthly Uptime Percentage commitment: 99%.\nService credits:\n"
           "- Less than 99% but at least 98%: 10% of the monthly fee.\n"
           "- Less than 98% but at least 95%: 25% of the monthly fee.\n"
           "- Less than 90%: 50% of the monthly fee.\n"),
    "table": ("The monthly fee is USD 100,000. Monthly availability commitment: 99%.\n\n"
              "| Monthly Availability | Service Credit |\n|---|---|\n"
              "| at least 98% but less than 99% | 10% |\n"
              "| at least 95% but less than 98% | 25% |\n"
              "| less than 90% | 50% |\n"),
}
LADDER = [{"below_pct": 99.0, "credit_pct": 10.0}, {"below_pct": 98.0, "credit_pct": 25.0},
          {"below_pct": 90.0, "credit_pct": 50.0}]
# 31 days of March: 72 hours down is 90.32%, in the hole; 24 hours is 96.77%, in the 25% band
DOWN = "id,start,end,units,cause\n1,2026-03-03T00:00:00,2026-03-{end}T00:00:00,*,vendor\n"


@pytest.mark.parametrize("form", sorted(GAPPED))
def test_a_ladder_with_a_hole_goes_to_review(extracted, form):
    term = extracted(GAPPED[form], "credit_tiers", LADDER)
    assert term.value == LADDER
    assert term.evidence_kind == "gapped" and term.confidence < 0.6


def test_a_ladder_without_a_hole_stays_as_read(extracted):
    # guard (passes on 5ebee83): bands that meet ("less than 95%" under "at least 95%") leave no hole
    text = GAPPED["table"].replace("| less than 90% |", "| less than 95% |")
    term = extracted(text, "credit_tiers", [*LADDER[:2], {"below_pct": 95.0, "credit_pct": 50.0}])
    assert term.evidence_kind == "table_cell"


def test_check_names_the_hole(tmp_path):
    from slacheck import api

    path = tmp_path / "sla.md"
    path.write_text(GAPPED["zh"], encoding="utf-8")
    [finding] = [f for f in api.check(str(path), lang="zh").findings if f.rule == "outage-compensation"]
    assert finding.status == "review"
    assert "空档" in finding.reason


@pytest.mark.parametrize("form", sorted(GAPPED))
def test_a_month_in_the_hole_is_owed_nothing_and_told_why(tmp_path, form):
    from tests.conftest import claimed_month

    month = claimed_month(tmp_path, GAPPED[form], DOWN.format(end="06"))
    assert month["credit_amount"] == 0
    assert any("from 90% up to 95%" in note for note in month["review"])


def test_a_month_above_the_hole_keeps_its_band_credit(tmp_path):
    # guard (passes on 5ebee83): 96.77% is in the 25% band the text states
    from tests.conftest import claimed_month

    month = claimed_month(tmp_path, GAPPED["en"], DOWN.format(end="04"))
    assert month["credit_amount"] == 25000


DEV05 = Path(__file__).resolve().parents[2] / "fixtures" / "devset" / "dev05_maoxi_colo_liquid_songjiang.src.txt"


@pytest.mark.parametrize("row", ["    A < 99.5%                    50%", "    A ≤ 99.5%                    50%"])
def test_a_credit_tables_band_bound_is_no_availability_commitment(tmp_path, row):
    # dev05's credit table ("基础设施可用性 A / 赔付比例" over "A < 99.5%  50%"): the row's bound is the band's, no level
    # the provider commits to beside 5.1's 99.99% (main read it as a weaker 99.5, or with ≤ as a conflict)
    from slacheck.api import extract

    text = DEV05.read_text(encoding="utf-8").replace("    A < 99.5%                    50%", row)
    path = tmp_path / "dev05.txt"
    path.write_text(text, encoding="utf-8")
    result = extract(str(path))
    [term] = [t for t in getattr(result, "terms", result) if t.key == "availability_pct"]
    assert (term.value, term.conflict, [a.value for a in term.alternatives]) == (99.99, False, [])
