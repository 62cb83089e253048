"""`claim` and `reconcile` owe the same money (mo21, SPEC §3): a dispute's month with the vendor's value is reviewed as a
claim's is (a ladder's holes, the space below a bottom band with a stated lower end, another credit form owed there);
a month counted per unit holds each unit's own availability against the holes; an English claim window counted from
an outage's end."""

import json

import pytest

from tests.conftest import claimed, claimed_month
from tests.sla.test_claim_money_mo20 import BOTTOM, PER_HOUR, WINDOW
from tests.sla.test_wrong_money_mo19 import GAPPED

# 31 days of March: 1 day down is 96.77% (the 25% band), 3 days 90.32% (the hole from 90% to 95%)
ONE_DAY = "id,start,end,units,cause\n{id},2026-03-03T00:00:00,2026-03-04T00:00:00,{units},vendor\n"
THREE_DAYS = "id,start,end,units,cause\n{id},2026-03-03T00:00:00,2026-03-06T00:00:00,{units},vendor\n"


def reconciled(tmp_path, contract: str, ours: str, theirs: str, *extra: str, as_of: str = "2026-04-10") -> dict:
    """The JSON of ``slacheck reconcile --format json --no-db`` over ``contract`` and the two logs, asserted to exit 0."""
    from typer.testing import CliRunner

    from slacheck.cli import app

    tmp_path.mkdir(exist_ok=True)
    paths = {}
    for name, text in (("contract.md", contract), ("ours.csv", ours), ("theirs.csv", theirs)):
        paths[name] = tmp_path / name
        paths[name].write_text(text, encoding="utf-8")
    ran = CliRunner().invoke(app, ["reconcile", "--contract", str(paths["contract.md"]), "--incidents",
                                   str(paths["ours.csv"]), "--vendor-report", str(paths["theirs.csv"]), "--as-of", as_of,
                                   "--format", "json", "--no-db", *extra])
    assert ran.exit_code == 0, ran.output
    return json.loads(ran.stdout)


def effect(result: dict) -> tuple[float, float]:
    """(ours, theirs) credit of the one month of the one disagreement of the one dispute."""
    [dispute] = result["disputes"]
    [disagreement] = dispute["disagreements"]
    [month] = disagreement["effect"]
    return month["ours_credit"], month["theirs_credit"]


# --- 1. a dispute's month with the vendor's value is the credit claim gives it
@pytest.mark.parametrize("form", sorted(GAPPED))
def test_a_dispute_putting_the_month_in_the_ladders_hole_is_priced_at_nothing(tmp_path, form):
    # fab6309: 25,000 vs 25,000 (the vendor's 3 days priced by the bare ladder), so the dispute seemed to decide no money,
    # while the vendor's own credit (the credit per month) was 0
    result = reconciled(tmp_path, GAPPED[form], ONE_DAY.format(id="i1", units="*"),
                        THREE_DAYS.format(id="v1", units="*"))
    assert effect(result) == (25000, 0)
    [month] = result["credits_by_month"]
    assert (month["ours_credit"], month["theirs_credit"]) == (25000, 0)


def test_a_disputes_two_amounts_are_each_sides_claim(tmp_path):
    # below the bottom band (stated lower end 90%), the per-hour form is owed (mo20): 144 h x 0.1% = 14,400; the dispute
    # prices the vendor's 6 days at what `claim` on the vendor's log says, and ours at what `claim` on ours says
    contract = BOTTOM["table"] + PER_HOUR
    ours = "id,start,end,units,cause\ni1,2026-03-03T00:00:00,2026-03-06T00:00:00,*,vendor\n"  # 90.32%: the 50% band
    theirs = "id,start,end,units,cause\nv1,2026-03-03T00:00:00,2026-03-09T00:00:00,*,vendor\n"  # 80.65%: below it
    result = reconciled(tmp_path / "r", contract, ours, theirs)
    (tmp_path / "o").mkdir()
    (tmp_path / "t").mkdir()
    our_claim = claimed_month(tmp_path / "o", contract, ours, "2026-04-10")
    their_claim = claimed_month(tmp_path / "t", contract, theirs, "2026-04-10")
    assert (our_claim["credit_amount"], their_claim["credit_amount"]) == (50000, 14400)
    assert effect(result) == (our_claim["credit_amount"], their_claim["credit_amount"])  # fab6309: (50000, 50000)
    [month] = result["ours_credit"]["months"]
    assert month["credit_amount"] == our_claim["credit_amount"]


def test_the_python_api_prices_the_dispute_as_claim_does(tmp_path):
    from slacheck import api

    contract, ours, theirs = tmp_path / "c.md", tmp_path / "ours.csv", tmp_path / "theirs.csv"
    contract.write_text(GAPPED["en"], encoding="utf-8")
    ours.write_text(ONE_DAY.format(id="i1", units="*"), encoding="utf-8")
    theirs.write_text(THREE_DAYS.format(id="v1", units="*"), encoding="utf-8")
    result = api.reconcile(str(ours), str(theirs), contract=str(contract), as_of="2026-04-10")
    [dispute] = result.disputes
    [disagreement] = dispute.disagreements
    assert disagreement.decides_money  # fab6309: 25,000 on both sides, said to decide nothing
    [month] = disagreement.effect
    vendor_claim = api.claim(str(theirs), contract=str(contract), as_of="2026-04-10")
    assert month.theirs_credit == vendor_claim.months[0].credit_amount == 0


def test_a_dispute_outside_any_hole_keeps_its_ladder_price(tmp_path):
    # guard (passes on fab6309): ours 3 days (in the hole: 0), theirs 1 day (the 25% band)
    result = reconciled(tmp_path, GAPPED["en"], THREE_DAYS.format(id="i1", units="*"),
                        ONE_DAY.format(id="v1", units="*"))
    assert effect(result) == (0, 25000)


# --- 2. a month counted per unit: each unit's own availability against the holes
PER_UNIT = GAPPED["en"].replace("Monthly Uptime Percentage commitment: 99%.",
                                "Availability is measured per Node. Monthly Uptime Percentage commitment: 99%.").replace(
    "Service credits:", "Service credits, as a percentage of the monthly fee attributable to the affected Node:")
INVENTORY = "unit\nn1\nn2\nn3\nn4\n"
# n1 down 3 days (90.32%: in the hole), n2 down 1 day (96.77%: 25% of its quarter of the fee)
UNITS_LOG = ("id,start,end,units,cause\ni1,2026-03-03T00:00:00,2026-03-06T00:00:00,n1,vendor\n"
             "i2,2026-03-10T00:00:00,2026-03-11T00:00:00,n2,vendor\n")


def claim_per_unit(tmp_path, log: str) -> dict:
    from typer.testing import CliRunner

    from slacheck.cli import app

    paths = {name: tmp_path / name for name in ("c.md", "log.csv", "inv.csv")}
    for name, text in zip(paths, (PER_UNIT, log, INVENTORY)):
        paths[name].write_text(text, encoding="utf-8")
    ran = CliRunner().invoke(app, ["claim", "--contract", str(paths["c.md"]), "--incidents", str(paths["log.csv"]),
                                   "--inventory", str(paths["inv.csv"]), "--as-of", "2026-04-10", "--format", "json",
                                   "--no-db"])
    assert ran.exit_code == 0, ran.output
    [month] = json.loads(ran.stdout)["months"]
    return month


def test_a_unit_in_the_hole_earns_nothing_by_the_tiers(tmp_path):
    # fab6309: 12,500 (n1's 25% of its quarter kept, with no note: the pooled 98.55% is in no hole)
    month = claim_per_unit(tmp_path, UNITS_LOG)
    assert (month["credit_amount"], month["credit_pct"]) == (6250, 6.25)
    assert {u["unit"]: u["credit_pct"] for u in month["units"]} == {"n1": 0, "n2": 25, "n3": 0, "n4": 0}
    [note] = [n for n in month["review"] if "from 90% up to 95%" in n]
    assert "falls there this month: n1;" in note and "no credit is owed for them by the tiers" in note


def test_units_outside_the_holes_keep_their_tiers(tmp_path):
    # guard (passes on fab6309): n1 down 1 day, n2 down 1 day: 25% of two quarters
    log = UNITS_LOG.replace("2026-03-06T00:00:00,n1", "2026-03-04T00:00:00,n1")
    month = claim_per_unit(tmp_path, log)
    assert month["credit_amount"] == 12500
    assert not any("hole" in n or "falls there" in n for n in month["review"])


def test_reconcile_prices_a_unit_in_the_hole_as_claim_does(tmp_path):
    # ours: n1 3 days (in the hole); the vendor's: n1 1 day (25%): 6,250 vs 12,500, where fab6309 said 12,500 for both
    inventory = tmp_path / "inv.csv"
    inventory.write_text(INVENTORY, encoding="utf-8")
    theirs = UNITS_LOG.replace("i1,", "v1,").replace("i2,", "v2,").replace("2026-03-06T00:00:00,n1",
                                                                             "2026-03-04T00:00:00,n1")
    result = reconciled(tmp_path, PER_UNIT, UNITS_LOG, theirs, "--inventory", str(inventory))
    assert effect(result) == (6250, 12500)
    [month] = result["ours_credit"]["months"]
    assert month["credit_amount"] == claim_per_unit(tmp_path, UNITS_LOG)["credit_amount"] == 6250


# --- 3. an English window counted from an outage's end
# an outage from 31 March 20:00 to 2 April 08:00: April's share counts from its end, 2 April (+30: 2 May)
ACROSS = "id,start,end,units,cause\ni1,2026-03-31T20:00:00,2026-04-02T08:00:00,*,vendor\n"


@pytest.mark.parametrize("words", ["within 30 days after the outage ends", "within 30 days from the end of the incident",
                                   "within 30 days following resolution of the incident",
                                   "within 30 days after the incident is resolved"])
def test_an_english_window_from_the_outages_end_counts_from_when_it_ended(tmp_path, words):
    # fab6309: 2026-04-30 (from the outage's start) or 2026-05-30 (April's end + 30), open on 2026-05-10
    contract = WINDOW["en"].replace("within 30 days of the incident", words)
    april = next(m for m in claimed(tmp_path, contract, ACROSS, "2026-05-10")["months"] if m["month"] == "2026-04")
    assert (april["claim_deadline"], april["claim_open"]) == ("2026-05-02", False)
    assert any("after the end of its first counted outage i1 (2026-04-02)" in n for n in april["review"])


def test_an_english_window_from_the_incident_still_counts_from_its_start(tmp_path):
    # guard (passes on fab6309): "within 30 days of the incident" counts from the outage's start, 31 March
    april = next(m for m in claimed(tmp_path, WINDOW["en"], ACROSS, "2026-05-10")["months"] if m["month"] == "2026-04")
    assert april["claim_deadline"] == "2026-04-30"


def test_reconcile_counts_our_months_deadline_as_claim_does(tmp_path):
    # our side's deadline is claim's, from the first outage's end (fab6309: 2026-04-30, from its start, in both)
    contract = WINDOW["en"].replace("within 30 days of the incident", "within 30 days after the outage ends")
    theirs = ACROSS.replace("i1,", "v1,").replace("2026-04-02T08:00:00", "2026-04-01T08:00:00")
    result = reconciled(tmp_path, contract, ACROSS, theirs, as_of="2026-05-10")
    april = next(m for m in result["ours_credit"]["months"] if m["month"] == "2026-04")
    assert april["claim_deadline"] == "2026-05-02"
