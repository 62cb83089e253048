"""Credits per incident a claim now reads and prices (session 42's helper mo26): a table whose header names the fee's
share its bare figures are ("| 单次中断时长 | 赔偿（月服务费%） |" over "| 1-4小时 | 10 |"), an English sentence giving the
customer a share of the monthly fee for each outage with no credit word ("Customer receives 5% of the monthly fee for
each outage"), and a month of many outages priced by row, its detail counting outages by row rather than listing each.
"""

import json
from datetime import datetime, timedelta
from decimal import Decimal

import pytest

from slacheck import api

ZH_TABLE = ("GPU算力服务合同\n\n乙方承诺月可用性不低于99.9%。月服务费为人民币30000元。\n\n每次服务中断，乙方按下表赔偿：\n\n"
            "| 单次中断时长 | 赔偿（月服务费%） |\n|---|---|\n| 1小时以内 | 5 |\n| 1-4小时 | 10 |\n| 4小时以上 | 20 |\n")
EN_HEAD = "GPU Compute Service Agreement\n\nProvider guarantees 99.9% monthly availability. {fee}\n\n"
EN_TABLE = EN_HEAD + ("For each outage, Customer receives a credit per the following table:\n\n| Outage Duration | {column} |\n"
                      "|---|---|\n| Up to 1 hour | 5 |\n| 1-4 hours | 10 |\n| More than 4 hours | 20 |\n")
FEE = "The monthly fee is USD 30000."
# a 30-minute outage (row 1: 5%) and a 3-hour one (row 2: 10%) in October: 15% of 30,000 = 4,500.00
LOG = ("id,start,end,units,cause\n1,2026-10-03T10:00:00,2026-10-03T10:30:00,*,vendor\n"
       "2,2026-10-05T10:00:00,2026-10-05T13:00:00,*,vendor\n")


def _month(tmp_path, contract_text: str, log: str = LOG):
    contract = tmp_path / "contract.md"
    contract.write_text(contract_text, encoding="utf-8")
    incidents = tmp_path / "incidents.csv"
    incidents.write_text(log, encoding="utf-8")
    return api.claim(incidents, contract=contract, as_of="2026-11-05").months[0]


def _priced(month) -> str:
    return next(r for r in month.review if r.startswith("the contract states a credit per incident"))


@pytest.mark.parametrize("text", [
    ZH_TABLE,
    EN_TABLE.format(fee=FEE, column="Credit (% of monthly fee)"),
    EN_TABLE.format(fee="The monthly recurring charge (MRC) is USD 30000.", column="Credit (% of MRC)"),
])
def test_bare_figures_under_a_header_naming_the_fees_share_are_priced(tmp_path, text):
    month = _month(tmp_path, text)
    assert month.credit_amount == Decimal("4500.00")
    assert "the month's outages earn 15% of the month's fee, 4500.00" in _priced(month)
    detail = next(b.detail for b in month.basis if b.form == "per_incident")
    assert "30 minutes (1): 5% of the month's fee" in detail and "3 hours (2): 10% of the month's fee" in detail


def test_bare_figures_under_a_header_naming_no_fee_stay_unpriced(tmp_path):
    # guard (passes on ee1efa2c too): "Credit (%)" says no fee the figures are a share of: nothing priced
    month = _month(tmp_path, EN_TABLE.format(fee=FEE, column="Credit (%)"))
    assert month.credit_amount == Decimal("0.00")
    assert not any(b.form == "per_incident" for b in month.basis)


@pytest.mark.parametrize("sentence", [
    "Customer receives 5% of the monthly fee for each outage.",
    "Customer is entitled to 5% of the monthly fee for each Outage.",
    "Customer shall receive 5% of the monthly fee for each outage.",
])
def test_a_share_of_the_monthly_fee_the_customer_receives_for_each_outage_is_a_credit(tmp_path, sentence):
    month = _month(tmp_path, EN_HEAD.format(fee=FEE) + sentence + "\n")
    # two outages at 5% each: 10% of 30,000
    assert month.credit_amount == Decimal("3000.00")
    assert sentence in _priced(month)


@pytest.mark.parametrize("sentence", [
    "Provider is entitled to 5% of the monthly fee for each outage caused by Customer.",
    "Customer receives a report of 5% of the monthly fee for each outage.",
])
def test_a_share_the_customer_does_not_receive_is_no_credit(tmp_path, sentence):
    # guard (passes on ee1efa2c too): the provider entitled, or a share of no fee right beside it: no credit
    month = _month(tmp_path, EN_HEAD.format(fee=FEE) + sentence + "\n")
    assert month.credit_amount == Decimal("0.00")


def _many(n: int, lengths: list[int]) -> str:
    """A log of ``n`` separate outages in October, the i-th lasting lengths[i % len] minutes."""
    start, step = datetime(2026, 10, 1), timedelta(seconds=31 * 86400 // n)
    lines = ["id,start,end,units,cause"]
    for i in range(n):
        s = start + i * step
        e = s + timedelta(minutes=lengths[i % len(lengths)])
        lines.append(f"{i},{s:%Y-%m-%dT%H:%M:%S},{e:%Y-%m-%dT%H:%M:%S},*,vendor")
    return "\n".join(lines) + "\n"


MANY = ("GPU算力服务合同\n\n月服务费为人民币1000000元。\n\n每次服务中断，乙方按下表赔偿：\n\n| 单次中断时长 | 赔偿 |\n|---|---|\n"
        "| 5分钟以内 | 月服务费的0.01% |\n| 5-10分钟 | 月服务费的0.02% |\n| 10分钟以上 | 月服务费的0.05% |\n")


def test_a_month_of_many_outages_is_priced_by_row_with_a_short_detail(tmp_path):
    # 3,000 outages of 1, 7 and 12 minutes, 1,000 of each: 1,000 x (0.01% + 0.02% + 0.05%) = 80% of 1,000,000
    month = _month(tmp_path, MANY, _many(3000, [1, 7, 12]))
    assert month.credit_amount == Decimal("800000.00")
    detail = next(b.detail for b in month.basis if b.form == "per_incident")
    assert detail.startswith("1000 outages of up to 5 minutes: 0.01% of the month's fee each; "
                             "1000 outages of 5 minutes or more up to 10 minutes: 0.02% of the month's fee each; "
                             "1000 outages of 10 minutes or more: 0.05% of the month's fee each")
    assert len(detail) < 500
    assert "the month's outages earn 80% of the month's fee, 800000.00" in _priced(month)


def test_a_month_of_many_outages_still_names_each_one_on_a_shared_end(tmp_path):
    # 20 outages of 3 and 5 minutes: the 5-minute ones stand on the end "5分钟以内" and "5-10分钟" both hold, each said
    # (the lesser row claimed): 20 x 0.01% = 0.2% of 1,000,000
    month = _month(tmp_path, MANY, _many(20, [3, 5]))
    assert month.credit_amount == Decimal("2000.00")
    detail = next(b.detail for b in month.basis if b.form == "per_incident")
    assert detail.startswith("20 outages of up to 5 minutes: 0.01% of the month's fee each;")
    assert sum("is on the end two rows of the credit per incident both hold" in r for r in month.review) == 10


def test_many_unit_outages_are_counted_by_row_each_units_outage_once(tmp_path):
    # "for each Outage of each affected Node" under `--sla-unit node --units 10`: 40 outages 12 hours apart, a quarter
    # of the whole cluster (`*`: each of the 10 nodes), a quarter of n1, of n2, of both. n1 and n2 have 30 outages each,
    # the 8 nodes the log never names 10 each: 140 units' outages at 5% of a node's share (10,000): 70,000.00
    from typer.testing import CliRunner

    from slacheck.cli import app

    units = ["*", "n1", "n2", "n1;n2"]
    start = datetime(2026, 3, 1)
    log = "id,start,end,units,cause\n" + "".join(
        f"{i},{start + timedelta(hours=12 * i):%Y-%m-%dT%H:%M:%S},"
        f"{start + timedelta(hours=12 * i, minutes=10 + i):%Y-%m-%dT%H:%M:%S},{units[i % 4]},vendor\n" for i in range(40))
    (tmp_path / "contract.md").write_text("The monthly fee is USD 100,000.\n\nFor each Outage of each affected Node, "
                                          "Customer receives a credit of 5% of the monthly fee.\n", encoding="utf-8")
    (tmp_path / "log.csv").write_text(log, encoding="utf-8")
    done = CliRunner().invoke(app, ["claim", "--contract", str(tmp_path / "contract.md"), "--incidents",
                                    str(tmp_path / "log.csv"), "--as-of", "2026-04-10", "--format", "json", "--no-db",
                                    "--sla-unit", "node", "--units", "10"])
    assert done.exit_code == 0, done.output
    [month] = json.loads(done.stdout)["months"]
    assert month["credit_amount"] == 70000.0
    [basis] = [b for b in month["basis"] if b["form"] == "per_incident"]
    assert basis["detail"] == ("140 outages of any length: 5% of a unit's share of the month's fee each; "
                               "70% of the month's fee in all")
