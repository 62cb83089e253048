"""Money leftovers (session 43's helper mo29): what a month's claim says of its credit forms is said anew when the tiers
are lowered into a ladder's hole (the past-the-whole-fee note of mo28 no longer left behind nor missing); reconcile's
two credits say the same past-fee note a claim does (one function, ``sla.credits.claim_largest``); a credit column
mixing a month's fee with percentages."""

import json

from typer.testing import CliRunner

from slacheck.cli import app
from tests.sla.test_claim_money_mo20 import BOTTOM, DOWN

PAST = "more than the whole fee, and the contract states no cap"
PER_HOUR = "\nCustomer receives a credit of 1% of the monthly fee for each hour of interruption.\n"


def _run(*args: str) -> dict:
    ran = CliRunner().invoke(app, [*args, "--format", "json", "--no-db"])
    assert ran.exit_code == 0, ran.output
    return json.loads(ran.stdout)


# --- 2. a month lowered into a ladder's hole says its claim anew (``claim_inputs._tiers_owing``)
def _hole_month(tmp_path, text: str) -> dict:
    # a TERMS.yaml a reviewer corrected to a lowest band of 150% of the fee (below 90%: no credit, the band's lower end)
    (tmp_path / "c.md").write_text(text, encoding="utf-8")
    terms = _run_text("extract", str(tmp_path / "c.md")).replace("credit_pct: 50.0", "credit_pct: 150.0")
    (tmp_path / "terms.yaml").write_text(terms, encoding="utf-8")
    (tmp_path / "log.csv").write_text(DOWN.format(end="09"), encoding="utf-8")  # 6 days of March down: 80.65%
    [month] = _run("claim", "--terms", str(tmp_path / "terms.yaml"), "--incidents", str(tmp_path / "log.csv"),
                   "--as-of", "2026-04-01")["months"]
    return month


def _run_text(*args: str) -> str:
    ran = CliRunner().invoke(app, [*args, "--format", "yaml", "--no-db"])
    assert ran.exit_code == 0, ran.output
    return ran.stdout


def test_a_month_in_the_hole_owing_nothing_says_no_credit_past_the_fee(tmp_path):
    # main: nothing claimed, yet the review said "the credit claimed comes to 150% of the month's fee (150000.00)"
    month = _hole_month(tmp_path, BOTTOM["table"])
    assert month["credit_amount"] == 0
    assert not any(PAST in r for r in month["review"])
    assert any("no credit below 90%" in r for r in month["review"])


def test_a_month_in_the_hole_says_its_other_form_is_past_the_fee(tmp_path):
    # 144 interrupted hours x 1% = 144% claimed as counted (no cap stated); main said the tiers' 150% was, not this
    month = _hole_month(tmp_path, BOTTOM["table"] + PER_HOUR)
    assert (month["credit_amount"], month["capped"]) == (144000, False)
    [note] = [r for r in month["review"] if PAST in r]
    assert note.startswith("the credit per hour of interruption comes to 144% of the month's fee (144000.00)")
    assert "the contract states 2 credit forms; the largest (per_hour) is claimed" in month["review"]


# --- 3. reconcile's two credits (ours, the vendor's) say what a claim says past the whole fee: one function serves both
HEAD = "GPU Compute Service Agreement\n\nThe monthly fee is USD 10000.\n\n"
LOG = "id,start,end,units,cause\n{id},2026-10-07T02:00:00,2026-10-07T{end}:00:00,*,vendor\n"


def _reconciled(tmp_path, ours: str, theirs: str, *source: str) -> dict:
    (tmp_path / "ours.csv").write_text(ours, encoding="utf-8")
    (tmp_path / "theirs.csv").write_text(theirs, encoding="utf-8")
    return _run("reconcile", "--incidents", str(tmp_path / "ours.csv"), "--vendor-report", str(tmp_path / "theirs.csv"),
                *source, "--as-of", "2026-11-05")


def test_reconcile_says_each_credit_past_the_fee_as_a_claim_does(tmp_path):
    # guard (passes on bafc589e): 10% an hour, no cap; ours 12 hours (120%), the vendor's 11 (110%), each said once
    (tmp_path / "c.md").write_text(HEAD + "Customer receives a credit of 10% of the monthly fee for each hour of "
                                   "service interruption.\n", encoding="utf-8")
    result = _reconciled(tmp_path, LOG.format(id="1", end="14"), LOG.format(id="V1", end="13"),
                         "--contract", str(tmp_path / "c.md"))
    for side, pct, amount in (("ours_credit", 120, "12000.00"), ("theirs_credit", 110, "11000.00")):
        [month] = result[side]["months"]
        assert month["credit_amount"] == float(amount) and not month["capped"]
        [note] = [r for r in month["review"] if PAST in r]
        assert note.startswith(f"the credit per hour of interruption comes to {pct}% of the month's fee ({amount})")


def test_reconcile_in_a_ladders_hole_says_no_credit_past_the_fee(tmp_path):
    # the hole of test 2 on both sides: main's two credits were 0.00 and said the tiers' 150% was claimed past the fee
    (tmp_path / "c.md").write_text(BOTTOM["table"], encoding="utf-8")
    terms = _run_text("extract", str(tmp_path / "c.md")).replace("credit_pct: 50.0", "credit_pct: 150.0")
    (tmp_path / "terms.yaml").write_text(terms, encoding="utf-8")
    down = DOWN.format(end="09")
    result = _reconciled(tmp_path, down, down.replace("\n1,", "\nV1,"), "--terms", str(tmp_path / "terms.yaml"))
    for side in ("ours_credit", "theirs_credit"):
        [month] = result[side]["months"]
        assert month["credit_amount"] == 0
        assert not any(PAST in r for r in month["review"])


# --- 1. a credit column mixing a month's fee with percentages: the month is the whole fee; days amid percentages: none
def _tiers(tmp_path, text: str):
    from slacheck import api

    (tmp_path / "sla.md").write_text(text, encoding="utf-8")
    return [t.value for t in api.extract(str(tmp_path / "sla.md")).terms if t.key == "credit_tiers"]


MIXED = {
    "en": ("The monthly fee is USD 100,000. Monthly availability commitment: 99.9%.\n\n"
           "| Monthly Availability | Service Credit |\n|---|---|\n"
           "| < 99.9% | 10% |\n| < 99% | 25% |\n| < 95% | 1 month |\n"),
    "zh": ("月服务费为人民币100,000元。服务可用性承诺为99.9%。赔偿标准如下：\n\n"
           "| 月度服务可用性 | 赔偿 |\n|---|---|\n"
           "| 低于99.9% | 10% |\n| 低于99% | 25% |\n| 低于95% | 1个月服务费 |\n"),
}
LADDER = [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0},
          {"below_pct": 95.0, "credit_pct": 100.0}]
TWO_DAYS = "id,start,end,units,cause\n1,2026-03-03T00:00:00,2026-03-05T00:00:00,*,vendor\n"  # 93.55% of March


def test_a_months_fee_amid_percentages_is_the_whole_fee(tmp_path):
    # main read the ladder without its lowest row (10% and 25% only, as a whole table): 93.55% earned 25%
    for form, text in MIXED.items():
        assert _tiers(tmp_path, text) == [LADDER], form


def test_a_month_below_the_lowest_band_claims_the_whole_fee(tmp_path):
    from tests.conftest import claimed_month

    for form, text in MIXED.items():
        month = claimed_month(tmp_path, text, TWO_DAYS)
        assert (month["credit_pct"], month["credit_amount"], month["capped"]) == (100, 100000, False), form


def test_a_months_fee_is_capped_as_any_credit(tmp_path):
    from tests.conftest import claimed_month

    month = claimed_month(tmp_path, MIXED["en"] + "\nService credits shall not exceed 50% of the monthly fee.\n", TWO_DAYS)
    assert (month["credit_pct"], month["credit_amount"], month["capped"]) == (100, 50000, True)


def test_months_past_the_whole_fee_read_no_ladder(tmp_path):
    # "2 months" is twice the month's fee, past any credit a tier is: no tier of the table is read (as "| 31天 |"); main
    # read the two rows of percentages as the whole ladder
    assert _tiers(tmp_path, MIXED["en"].replace("| 1 month |", "| 2 months |")) == []


def test_days_and_a_month_in_one_column_are_each_their_share(tmp_path):
    # main read no tier: "1 month" made the column no column of lengths alone, and no day row was read
    text = MIXED["en"].replace("| 10% |", "| 3 days |").replace("| 25% |", "| 6 days |")
    assert _tiers(tmp_path, text) == [[{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 20.0},
                                       {"below_pct": 95.0, "credit_pct": 100.0}]]


def test_days_amid_percentages_read_no_ladder(tmp_path):
    # main read 10% below 99.9% and 50% below 95%, the row of "7 days" dropped: a claim at 98% owed 10% (of 99.9's
    # band) where the contract owes 7 days; the column's unit is not settled, so no ladder is guessed
    text = MIXED["en"].replace("| 25% |", "| 7 days |").replace("| 1 month |", "| 50% |")
    assert _tiers(tmp_path, text) == []


# --- 4. a credit per affected node on a log of GPUs a gpu,node inventory maps to their nodes
def _per_node(tmp_path, *options: str) -> dict:
    from tests.sla.test_credit_forms_mo24 import PER_NODE_EN

    (tmp_path / "c.md").write_text(PER_NODE_EN, encoding="utf-8")
    (tmp_path / "inventory.csv").write_text(
        "gpu,node\n" + "".join(f"n{n}-g{g},n{n}\n" for n in range(1, 11) for g in range(8)), encoding="utf-8")
    # mo24's NODES in GPUs: two of n1's GPUs 00:00-03:00 (one incident), one of n2's 02:00-05:00, the cluster 1 hour
    (tmp_path / "log.csv").write_text(
        "id,start,end,units,cause\na,2026-03-05T00:00:00,2026-03-05T03:00:00,n1-g0;n1-g1,vendor\n"
        "b,2026-03-05T02:00:00,2026-03-05T05:00:00,n2-g3,vendor\nc,2026-03-20T00:00:00,2026-03-20T01:00:00,*,vendor\n",
        encoding="utf-8")
    [month] = _run("claim", "--contract", str(tmp_path / "c.md"), "--incidents", str(tmp_path / "log.csv"),
                   "--inventory", str(tmp_path / "inventory.csv"), "--as-of", "2026-04-10", *options)["months"]
    return month


def test_a_credit_per_node_counts_each_nodes_outages_from_its_gpus(tmp_path):
    # 10 nodes, a node's share 10,000: n1 (its two GPUs one outage) 3 hours and the cluster's hour, n2 3 hours and the
    # hour, the 8 others the hour: 12 node outages x 5% x 10,000 = 6,000.00, as mo24's log naming the nodes; main sent
    # it to review (the GPUs' nodes unseen)
    month = _per_node(tmp_path, "--sla-unit", "node")
    assert (month["credit_amount"], month["credit_pct"]) == (6000.0, 6.0)
    [per_incident] = [b for b in month["basis"] if b["form"] == "per_incident"]
    assert per_incident["detail"].startswith("n1: 3 hours (a): 5% of a unit's share of the month's fee; n1: 1 hour (c)")
    assert not any("no unit's share of the fee is known" in r for r in month["review"])


def test_a_credit_per_node_under_a_gpu_sla_stays_for_review(tmp_path):
    # guard (passes on bafc589e): the SLA counts GPUs, the clause nodes: no node's share of the fee is known
    month = _per_node(tmp_path, "--sla-unit", "gpu")
    assert month["credit_amount"] == 0.0
    assert any("no unit's share of the fee is known" in r for r in month["review"])
