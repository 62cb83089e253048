"""Documents from vendors nobody had seen, read by e100 (session 42): a credit ladder whose levels are a year's uptime
(Leonardo's SLA: "The Uptime Annual Percentage of the services is determined as follows" over "< 99.90% | 5%") is no
monthly ladder; a claim counts each month against its tiers, so it is read as ``yearly`` evidence (0.45) and `check`
sends the outage-compensation rule to review.

Each positive has a near miss or a guard beside it (guards pass on f2eb1031 too, and say so).
"""

import pytest

from tests.conftest import TEN_HOURS, checked_finding, claimed_month

# Leonardo S.p.A., multilanguage services documentation, "Service Level Agreement (SLA)"
# (https://github.com/sibellavia/multilanguage_Leonardo_Services/blob/main/docs/en/SLA.md)
LEONARDO = ("# Service Level Agreement (SLA)\n\n"
            "This section defines the terms, metrics, and service commitments applicable to the services offered and "
            "described.\n\n"
            "## Availability Calculation\n\n"
            "The Uptime Annual Percentage of the services is determined as follows:\n\n"
            "The Uptime Percentage is calculated as Maximum Available Minutes less Downtime divided by Maximum Available "
            "Minutes, where:\n\n"
            "- *\u201cDowntime\u201d* is the total accumulated minutes that are part of Maximum Available Minutes that "
            "have no service connectivity in the region.\n\n"
            "## Service credits\n"
            "The Customer is entitled to the following credits in the event of failure to meet the following availability "
            "levels:\n\n"
            "| Uptime Percentage | Service Credit |\n"
            "| ----------------- | -------------- |\n"
            "| < 99.90%          | 5%             |\n"
            "| < 99%             | 10%            |\n"
            "| < 90%             | 15%            |\n")

LEONARDO_TIERS = [{"below_pct": 99.9, "credit_pct": 5.0}, {"below_pct": 99.0, "credit_pct": 10.0},
                  {"below_pct": 90.0, "credit_pct": 15.0}]

# the same ladder under a year's availability written in Chinese
YEARLY_ZH = ("服务可用性\n乙方承诺GPU服务器年度可用性不低于99.9%。\n"
             "服务赔偿\n| 年度可用性 | 赔偿比例 |\n|---|---|\n| 低于99.9% | 5% |\n| 低于99% | 10% |\n| 低于95% | 25% |\n")


@pytest.mark.parametrize("text, language", [
    # f2eb1031: the ladder was a monthly one, table_cell (0.95): a claim paid 15% for a month at 89% in a year at 99.95%
    (LEONARDO, "en"),
    (YEARLY_ZH, "zh"),
])
def test_a_ladder_held_to_a_years_uptime_is_for_review(extracted, text, language):
    term = extracted(text, "credit_tiers", True, language=language)
    assert term.evidence_kind == "yearly"
    assert term.confidence < 0.6
    assert checked_finding(text, "outage-compensation", language).status == "review"


def test_the_years_ladder_keeps_its_values(reads):
    # f2eb1031 read the same values (as table_cell): the tiers are as written, only their evidence changed
    term = reads(LEONARDO, "credit_tiers", LEONARDO_TIERS, language="en")
    assert term.evidence_kind == "yearly"


@pytest.mark.parametrize("text, language", [
    # guards (pass on f2eb1031 too): a month's uptime named beside the year's makes the ladder the month's; an annual fee
    # is no year's uptime; a year named only for the availability figure, the ladder under the month's level
    (LEONARDO.replace("The Uptime Annual Percentage", "The Monthly Uptime Percentage"), "en"),
    (LEONARDO.replace("The Uptime Annual Percentage", "The Uptime Percentage")
     + "\nService credits shall not exceed 10% of the annual fees.\n", "en"),
    ("Monthly uptime 99.9%, annual uptime 99.5%.\n\n| Uptime Percentage | Service Credit |\n|---|---|\n"
     "| < 99.9% | 10% |\n| < 99% | 25% |\n", "en"),
    (YEARLY_ZH.replace("年度可用性 |", "月度可用性 |"), "zh"),
    # ... the level held over each calendar month (Cultrix's hosting SLA, www.cultrix.co.uk/legal/terms/web/hosting/sla/,
    # "at least 99.95% during each calendar month"), a yearly report beside it
    ("The Provider shall ensure that the uptime for the Hosting Services is at least 99.95% during each calendar month. "
     "The Provider publishes an annual availability report.\n\n| Uptime | Service credit |\n|---|---|\n"
     "| < 99.95% | 10% |\n| < 99% | 25% |\n", "en"),
])
def test_a_ladder_under_a_months_level_stays_as_read(extracted, text, language):
    term = extracted(text, "credit_tiers", True, language=language)
    assert term.evidence_kind != "yearly"
    assert term.confidence >= 0.9


def test_a_claim_on_a_years_ladder_says_the_month_decides_nothing(tmp_path):
    # f2eb1031: the month at 98.66% owed 10% by the ladder, said as settled (no word that the ladder is the year's)
    month = claimed_month(tmp_path, LEONARDO, TEN_HOURS, "2026-04-01", "--monthly-fee", "1000", "--currency", "EUR")
    assert any("a year's uptime" in note for note in month["review"])
