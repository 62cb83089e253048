"""The extract view says a credit's period; a month counted per unit says what each plan's ladder pays (mo45).

mo41/mo44 made ``check`` say a credit per hour over the contract's own period ("5% of the monthly fee per 30 minutes")
and with its onset share; ``extract``'s table and Markdown still showed the bare "5" under ``credit_per_hour_pct``, read
as 5% per hour (5% per 30 minutes is 10% an hour). mo42's note on a month counted per unit (``credit_base: unit``) named
the other plans' ladders but gave no amounts. Guards (pass on main too, said at each) keep a plain hourly credit and CSV.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from slacheck import api
from slacheck.report.extraction import render_extraction
from tests.conftest import make_document

HALF = "# SLA\n\nCustomer receives a credit of 5% of the monthly fee for every half hour of service violation.\n"
# the same meaning in other words (and in Chinese)
HALF_PARAPHRASE = "# SLA\n\nRefunds: 5% of the fees for each 30 minutes of downtime.\n"
ZH_30 = "# 服务等级协议\n\n每30分钟赔偿当月服务费的5%。\n"
TWO_HOURS = "# SLA\n\nCustomer receives a credit of 5% of the monthly fee for every 2 hours of downtime.\n"
ONSET = ("# Service Level Agreement\n\nCustomer shall receive a credit of 5% of the monthly fee at the onset of any outage "
         "and 5% for each additional hour of downtime.\n")
PLAIN = "# SLA\n\nCustomer receives a credit of 5% of the monthly fee for each hour of downtime.\n"


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
    import json

    from typer.testing import CliRunner

    from slacheck.cli import app

    paths = {name: tmp_path / name for name in ("c.md", "log.csv", "inv.csv")}
    for name, text in zip(paths, (contract, NODES_LOG, INVENTORY)):
        paths[name].write_text(text, encoding="utf-8")
    ran = CliRunner().invoke(app, ["claim", "--contract", str(paths["c.md"]), "--incidents", str(paths["log.csv"]),
                                   "--inventory", str(paths["inv.csv"]), "--as-of", "2026-04-10", "--format", "json",
                                   "--no-db"])
    assert ran.exit_code == 0, ran.output
    [month] = json.loads(ran.stdout)["months"]
    return month


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
