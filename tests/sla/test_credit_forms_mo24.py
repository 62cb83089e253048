"""One claim of a month's credit forms, and credits per incident on logs naming units (mo24).

A credit per incident ("每次故障赔偿月服务费的5%", "For each Outage, a credit of 5% of the monthly fee") may be owed only
for an outage of the whole service: where the SLA counts several units, one node's outage is not claimed by it but sent
to review; a clause owed for each unit ("每台服务器每次故障") counts each unit's outages, each on its unit's share."""

import json
from decimal import Decimal
from fractions import Fraction

import pytest
from typer.testing import CliRunner

from slacheck.cli import app

FEE_ZH = "月服务费为人民币100,000元。\n\n"
SERVICE_ZH = FEE_ZH + "每次故障，乙方按当月服务费的5%向甲方赔偿。\n"
PER_SERVER_ZH = FEE_ZH + "每台服务器每次故障，乙方按当月服务费的5%向甲方赔偿。\n"
FEE_EN = "The monthly fee is USD 100,000.\n\n"
SERVICE_EN = FEE_EN + "For each Outage, Customer receives a credit of 5% of the monthly fee.\n"
PER_NODE_EN = FEE_EN + "For each Outage of each affected Node, Customer receives a credit of 5% of the monthly fee.\n"

# n1 00:00-03:00 and n2 02:00-05:00 on 5 March overlap (one outage of the service, 5 hours); the whole cluster (`*`)
# 1 hour on 20 March
NODES = ("id,start,end,units,cause\na,2026-03-05T00:00:00,2026-03-05T03:00:00,n1,vendor\n"
         "b,2026-03-05T02:00:00,2026-03-05T05:00:00,n2,vendor\n"
         "c,2026-03-20T00:00:00,2026-03-20T01:00:00,*,vendor\n")
ONE_NODE = "id,start,end,units,cause\na,2026-03-05T00:00:00,2026-03-05T03:00:00,n1,vendor\n"


def march(tmp_path, contract: str, log: str, *options: str) -> dict:
    (tmp_path / "contract.md").write_text(contract, encoding="utf-8")
    (tmp_path / "log.csv").write_text(log, encoding="utf-8")
    done = CliRunner().invoke(app, ["claim", "--contract", str(tmp_path / "contract.md"), "--incidents",
                                    str(tmp_path / "log.csv"), "--as-of", "2026-04-10", "--format", "json", "--no-db",
                                    *options])
    assert done.exit_code == 0, done.output
    [month] = json.loads(done.stdout)["months"]
    return month


@pytest.mark.parametrize("contract", [SERVICE_ZH, SERVICE_EN])
def test_one_nodes_outage_of_ten_is_not_claimed_by_a_credit_per_outage_of_the_service(tmp_path, contract):
    # main: 10,000.00, the merged n1/n2 outage paid 5% as if the service were out; here only the whole cluster's hour
    month = march(tmp_path, contract, NODES, "--sla-unit", "node", "--units", "10")
    assert month["credit_amount"] == 5000.0
    [per_incident] = [b for b in month["basis"] if b["form"] == "per_incident"]
    assert per_incident["detail"] == "1 hour (c): 5% of the month's fee; 5% of the month's fee in all"
    [note] = [n for n in month["review"] if "names no unit" in n]
    assert note.startswith("an outage of 5 hours (a, b: 2 incidents merged) is of n1, n2 only, 2 of the 10 units the "
                           "SLA counts, and the contract's credit per incident names no unit: it may be owed only for "
                           "an outage of the whole service, so this claim does not claim it (it would earn 5% of the "
                           "month's fee)")


def test_a_single_nodes_outage_alone_leaves_nothing_claimed_and_says_why(tmp_path):
    # main: 5,000.00 for n1's 3 hours; here nothing claimed, and the month says the credit was left for review
    month = march(tmp_path, SERVICE_ZH, ONE_NODE, "--sla-unit", "node", "--units", "10")
    assert (month["credit_amount"], month["basis"]) == (0.0, [])
    assert any(n.startswith("an outage of 3 hours (a: 1 incident) is of n1 only, 1 of the 10 units")
               for n in month["review"])


def test_the_whole_clusters_outage_is_claimed_per_incident(tmp_path):
    # guard (passes on f2eb1031): an outage of every unit (`*`) is the service's, under any SLA unit
    log = "id,start,end,units,cause\nc,2026-03-20T00:00:00,2026-03-20T01:00:00,*,vendor\n"
    month = march(tmp_path, SERVICE_ZH, log, "--sla-unit", "node", "--units", "10")
    assert month["credit_amount"] == 5000.0
    assert not any("names no unit" in n for n in month["review"])


def test_under_a_cluster_sla_a_nodes_outage_is_claimed_and_said(tmp_path):
    # SPEC §3.3: under a cluster SLA any counted incident makes the service down: the merged outage is claimed (as on
    # main, 10,000.00), and the month now says it was an outage of n1, n2 only
    month = march(tmp_path, SERVICE_ZH, NODES)
    assert month["credit_amount"] == 10000.0
    assert any(n.startswith("an outage of 5 hours (a, b: 2 incidents merged) is of n1, n2, claimed as an outage of the "
                            "service (5% of the month's fee)") for n in month["review"])


@pytest.mark.parametrize("contract", [PER_SERVER_ZH, PER_NODE_EN])
def test_a_credit_per_server_counts_each_units_own_outages_on_its_share(tmp_path, contract):
    # 10 nodes, a unit's share 10,000: n1 3 hours (a) and the cluster's hour (c), n2 3 hours (b) and c, the 8 nodes the
    # log does not name c each: 12 unit outages x 5% x 10,000 = 6,000.00 (main: two outages of the service, 10,000.00)
    month = march(tmp_path, contract, NODES, "--sla-unit", "node", "--units", "10")
    assert (month["credit_amount"], month["credit_pct"]) == (6000.0, 6.0)
    [per_incident] = [b for b in month["basis"] if b["form"] == "per_incident"]
    assert per_incident["detail"].startswith("n1: 3 hours (a): 5% of a unit's share of the month's fee; n1: 1 hour (c)")
    assert "each of 8 units the log does not name: 1 hour (c)" in per_incident["detail"]
    assert any("earn 6% of the month's fee, each on its unit's share (1/10), 6000.00" in n for n in month["review"])


def test_a_credit_per_server_under_a_cluster_sla_asks_for_the_units(tmp_path):
    # one unit counted, two named: no unit's share of the fee is known (main: 10,000.00 on the whole fee)
    month = march(tmp_path, PER_SERVER_ZH, NODES)
    assert month["credit_amount"] == 0.0
    assert any("the SLA counts 1 unit where the log names 2 units (n1, n2): no unit's share of the fee is known" in n
               and "--sla-unit and --units" in n for n in month["review"])


def test_a_days_ladder_per_server_earns_each_units_days_on_its_share(tmp_path):
    # 4 nodes of USD 31,000 a month (a unit's 7,750, a day of it 250 in March): n1 5 hours and n2 6 hours each past 4
    # hours, 2 days each: 4 unit-days, 1,000.00 (main: one merged outage of 6 hours, 2 days of the whole fee, 2,000.00)
    contract = "月服务费为人民币31,000元。\n\n每台服务器单次故障时间超过4小时的，赔偿2天服务时长。\n"
    log = ("id,start,end,units,cause\na,2026-03-05T00:00:00,2026-03-05T05:00:00,n1,vendor\n"
           "b,2026-03-05T00:00:00,2026-03-05T06:00:00,n2,vendor\n")
    month = march(tmp_path, contract, log, "--sla-unit", "node", "--units", "4")
    assert month["credit_amount"] == 1000.0
    assert any("the units' outages earn 4 days of a unit's service, 1000.00 at a unit's share of the month's fee (1/4)"
               in n for n in month["review"])


def test_the_largest_form_is_claimed_and_capped_by_one_function():
    from slacheck.sla.credits import NO_CREDIT_FORM, claim_largest

    forms = [("tiers", Decimal("10.0"), Decimal("10000.00")), ("per_incident", Fraction(25), Fraction(25000))]
    claim = claim_largest(forms, Fraction(20000))
    assert (claim.index, claim.pct, claim.amount, claim.capped) == (1, 25, Decimal("20000.00"), True)
    assert claim.review == ["the contract states 2 credit forms; the largest (per_incident) is claimed"]
    # equal amounts: the first stated is claimed; nothing stated: nothing owed, and said
    assert claim_largest([("tiers", 5, Decimal("1.00")), ("per_hour", 5, Fraction(1))], None).index == 0
    assert claim_largest([], None).review == [NO_CREDIT_FORM]


def test_a_rate_given_to_each_outage_after_a_colon_is_priced(tmp_path):
    # "each outage: 5% of the monthly fee" (main: no credit form, 0.00, the clause not even quoted): a 2-hour outage of
    # the whole cluster earns 5% of USD 100,000
    contract = FEE_EN + "Service credits: each outage: 5% of the monthly fee.\n"
    log = "id,start,end,units,cause\nc,2026-03-20T00:00:00,2026-03-20T02:00:00,*,vendor\n"
    month = march(tmp_path, contract, log)
    assert month["credit_amount"] == 5000.0
    assert any(n.startswith("the contract states a credit per incident, priced here as a credit form: the month's "
                            "outages earn 5% of the month's fee, 5000.00") for n in month["review"])
