"""The extract view says a credit's period; a month counted per unit says what each plan's ladder pays (mo45).

mo41/mo44 made ``check`` say a credit per hour over the contract's own period ("5% of the monthly fee per 30 minutes")
and with its onset share; ``extract``'s table and Markdown still showed the bare "5" under ``credit_per_hour_pct``, read
as 5% per hour (5% per 30 minutes is 10% an hour). mo42's note on a month counted per unit (``credit_base: unit``) named
the other plans' ladders but gave no amounts; a claim switched to the ladder of the plan its level names lost that ladder's
holes and shared band edges (only the ladder extraction chose carried them): now each plan's ladder carries its own. Guards (pass on main too, said at each) keep a plain hourly credit and CSV.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from slacheck import api
from slacheck.report.extraction import render_extraction
from tests.conftest import claimed_month, make_document
# the per-period credits of mo44's check tests, each with its paraphrase (a Chinese one too) and its guard (PLAIN)
from tests.sla.test_money_mo44 import HALF, HALF_PARAPHRASE, ONSET, PLAIN, TWO_HOURS, ZH_30


def _row(contract: str, fmt: str = "md") -> str:
    """The credit_per_hour_pct line of ``extract --format fmt`` on ``contract``."""
    shown = render_extraction(api.extract(make_document(contract)), fmt)
    [line] = [line for line in shown.splitlines() if line.lstrip("| ").startswith("credit_per_hour_pct")]
    return line


@pytest.mark.parametrize("contract, said", [
    (HALF, "5% of the monthly fee per 30 minutes"),
    (HALF_PARAPHRASE, "5% of the monthly fee per 30 minutes"),
    (ZH_30, "每30分钟月费的5%"),
    (TWO_HOURS, "5% of the monthly fee per 2 hours"),
    (ONSET, "5% of the monthly fee at each outage's onset, then 5% of the monthly fee per hour"),
], ids=["half hour", "30 minutes paraphrased", "每30分钟", "2 hours", "onset"])
def test_extract_says_a_credit_in_its_own_period(contract, said):
    # main: "| credit_per_hour_pct | 5 | % |", read as 5% per hour
    assert f"| credit_per_hour_pct | {said} |" in _row(contract)


def test_a_plain_hourly_credit_and_csv_stay_the_figure():
    """Guard (passes on main too): a credit per hour with neither period nor onset shows its figure, as before; CSV (for
    tools) keeps the bare figure of a per-30-minutes credit, its period in credit_period_minutes' row."""
    assert "| credit_per_hour_pct | 5 | % |" in _row(PLAIN)
    assert _row(HALF, "csv").startswith("credit_per_hour_pct,5,%,")


# a ladder per plan, credits counted per affected node: the Standard plan's ladder is the one extraction chose
PER_NODE = ("# Service Level Agreement\n\nThe monthly fee is USD 1,000. Availability is measured per Node. Service "
            "credits are a percentage of the monthly fee attributable to the affected Node.\n\n"
            "## Service Credits for the Basic plan\n\nMonthly availability of at least 99.5%.\n\n"
            "| Monthly Uptime | Service Credit |\n|---|---|\n| < 99.5% | 10% |\n| < 99.0% | 25% |\n\n"
            "## Service Credits for the Standard plan\n\nMonthly availability of at least 99.9%.\n\n"
            "| Monthly Uptime | Service Credit |\n|---|---|\n| < 99.9% | 10% |\n| < 99.5% | 25% |\n| < 99.0% | 50% |\n\n"
            "Customer must request a Service Credit within 30 days after the end of the month.\n")
# ... paraphrased: each edition's paragraph in Chinese, the credit on the affected node's share of the fee
PER_NODE_ZH = ("# 服务等级协议\n\n月服务费为人民币1,000元。可用性按节点计算，赔偿按受影响节点对应的服务费计算。\n\n"
               "标准版：月度可用性低于99.5%的，赔偿月服务费的10%；低于99%的，赔偿月服务费的25%。\n\n"
               "企业版：月度可用性低于99.9%的，赔偿月服务费的10%；低于99.5%的，赔偿月服务费的25%；低于99%的，赔偿月服务费的50%。\n\n"
               "甲方应在当月结束后30日内提出赔偿申请。\n")
INVENTORY = "unit\nn1\nn2\nn3\nn4\n"
# n1 down 5 hours (99.328%), n2 down 10 hours (98.656%), n3 and n4 up: each a quarter of the fee
NODES_LOG = ("id,start,end,units\n1,2026-03-03T00:00,2026-03-03T05:00,n1\n2,2026-03-05T00:00,2026-03-05T05:00,n2\n"
             "3,2026-03-06T00:00,2026-03-06T05:00,n2\n")


def _claimed_per_node(tmp_path: Path, contract: str) -> dict:
    inventory = tmp_path / "inv.csv"
    inventory.write_text(INVENTORY, encoding="utf-8")
    return claimed_month(tmp_path, contract, NODES_LOG, "2026-04-10", "--inventory", str(inventory))


@pytest.mark.parametrize("contract, used, other, claimed", [
    # the Standard ladder: n1 25%, n2 50% -> (25 + 50) / 4 = 18.75%; Basic's: n1 10%, n2 25% -> 8.75% = 87.50
    (PER_NODE, "'Standard plan' (18.75% = 187.50", "'Basic plan' would give 8.75% = 87.50", (18.75, 187.5)),
    (PER_NODE_ZH, "'企业版' (18.75% = 187.50", "'标准版' would give 8.75% = 87.50", (18.75, 187.5)),
], ids=["en", "zh"])
def test_a_month_counted_per_unit_says_what_each_plan_s_ladder_pays(tmp_path: Path, contract, used, other, claimed):
    # main: "the ladders for 'Basic plan' would price each unit differently", no amount
    month = _claimed_per_node(tmp_path, contract)
    assert (month["credit_pct"], month["credit_amount"]) == claimed, month
    said = " ".join(month["review"])
    assert f"counts the ladder for {used}" in said and other in said, month["review"]


# a ladder per plan, the availability level read naming the Basic plan: the claim switches to Basic's ladder, whose bands
# share 99.0% ("99.0% - 99.5%" above "95.0% - 99.0%") and state no credit below 95%; Standard's (extraction's) has neither
PLAN_EDGES = ("# Service Level Agreement\n\nThe monthly fee is USD 1,000. Monthly availability is at least 99.5% for "
              "Basic plan customers; monthly availability is at least 99.9% for Standard plan customers.\n\n"
              "## Service Credits for the Basic plan\n\n| Monthly Uptime | Service Credit |\n|---|---|\n"
              "| 99.0% - 99.5% | 10% |\n| 95.0% - 99.0% | 25% |\n\n"
              "## Service Credits for the Standard plan\n\n| Monthly Uptime | Service Credit |\n|---|---|\n"
              "| < 99.9% | 10% |\n| < 99.5% | 25% |\n| < 99.0% | 50% |\n\n"
              "Customer must request a Service Credit within 30 days after the end of the month.\n")
# ... in Chinese: each edition's level in its paragraph, its ladder in a table under it
PLAN_EDGES_ZH = ("# 服务等级协议\n\n月服务费为人民币1,000元。\n\n标准版：月度服务可用性不低于99.5%。\n\n"
                 "| 月度服务可用性 | 赔偿比例 |\n|---|---|\n| 99.0% - 99.5% | 10% |\n| 95.0% - 99.0% | 25% |\n\n"
                 "企业版：月度服务可用性不低于99.9%。\n\n"
                 "| 月度服务可用性 | 赔偿比例 |\n|---|---|\n| < 99.9% | 10% |\n| < 99.5% | 25% |\n| < 99.0% | 50% |\n\n"
                 "甲方应在当月结束后30日内提出赔偿申请。\n")
AT_99 = "id,start,end,units\n1,2026-03-03T00:00:00,2026-03-03T07:26:24,1\n"  # 446.4 of 44,640 minutes: 99.000%
SWITCHED = pytest.mark.parametrize("contract, plan, other", [
    (PLAN_EDGES, "'Basic plan'", "'Standard plan'"), (PLAN_EDGES_ZH, "'标准版'", "'企业版'")], ids=["en", "zh"])
AT_90 = "id,start,end,units\n1,2026-03-03T00:00:00,2026-03-06T02:24:00,1\n"  # 4,464 minutes: 90.000%


@SWITCHED
def test_a_switched_ladder_s_shared_band_edge_is_said(tmp_path: Path, contract, plan, other):
    # main: 10% = 100.00 and no word of the two bands both stating 99.0% (only the ladder extraction chose carried them)
    month = claimed_month(tmp_path, contract, AT_99, "2026-04-10")
    assert (month["credit_pct"], month["credit_amount"]) == (10.0, 100.0), month
    said = " ".join(month["review"])
    assert ("availability 99% is in two of the credit tiers' bands by their words, “| 99.0% - 99.5% | 10% |” and "
            "“| 95.0% - 99.0% | 25% |”: this claim pays 10%") in said, month["review"]
    assert f"counts the ladder for {plan} (10% = 100.00)" in said and f"{other} would give 25% = 250.00" in said
    # ... the switched ladder's clause not named as the chosen ladder's (the Standard plan's heading)
    assert "clause Service Credits for the Standard plan" not in said


@SWITCHED
def test_a_switched_ladder_s_hole_pays_nothing_and_says_so(tmp_path: Path, contract, plan, other):
    # main: 25% = 250.00 at 90%, a credit the Basic ladder's bands (none below 95%) do not state, nothing said
    month = claimed_month(tmp_path, contract, AT_90, "2026-04-10")
    assert (month["credit_pct"], month["credit_amount"]) == (0.0, 0.0), month
    said = " ".join(month["review"])
    assert "the credit tiers state no credit below 95%, their lowest band's lower end" in said, month["review"]
    assert f"counts the ladder for {plan} (0% = 0.00)" in said and f"{other} would give 50% = 500.00" in said


def test_the_chosen_ladder_s_edge_is_not_said_once_switched(tmp_path: Path):
    """Guard (passes on main too): the ladder extraction chose (Standard's) shares 99.0% between its bands, the level
    names the Basic plan: the claim counts Basic's ladder, whose bands share no level, and says no shared edge."""
    contract = PLAN_EDGES.replace("| 99.0% - 99.5% | 10% |\n| 95.0% - 99.0% | 25% |",
                                  "| < 99.5% | 10% |\n| < 99.0% | 25% |").replace(
        "| < 99.9% | 10% |\n| < 99.5% | 25% |\n| < 99.0% | 50% |", "| 99.0% - 99.9% | 10% |\n| 95.0% - 99.0% | 50% |")
    month = claimed_month(tmp_path, contract, AT_99, "2026-04-10")
    assert (month["credit_pct"], month["credit_amount"]) == (10.0, 100.0), month
    assert not any("in two of the credit tiers' bands" in r for r in month["review"]), month["review"]
    assert any("counts the ladder for 'Basic plan' (10% = 100.00)" in r for r in month["review"]), month["review"]
