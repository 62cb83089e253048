"""score that procurement can defend (issue 14, item 5): the workload's hard constraints are gates
before the weighted score, costs are put in one currency at the rate given (and the rate is shown),
and the contract's commitment (term × monthly fee) stands beside the run's cost."""

from __future__ import annotations

import csv
import io
import json
from decimal import Decimal

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.errors import SlacheckError
from slacheck.checklist.workload import parse_fx

# The case: the best-scored vendor delivers in 110 days against a 60-day deadline.
SLOW = """language: zh
gpu_model: H800
gpu_count: 1024
gpus_per_node: 8
rack_power_kw: 40
cooling: liquid
interconnect: infiniband
interconnect_gbps: 400
nccl_min_pct: 80
tenant_isolation: dedicated
availability_pct: 99.9
credit_tiers: [{below_pct: 99.9, credit_pct: 10}]
credit_cap_pct: 50
claim_window_days: 30
maintenance_notice_hours: 72
recovery_hours: 4
storage_tiers: true
monitoring: true
delivery_days: 110
location: 上海临港
billing_model: gpu_month
monthly_fee: 7000000
currency: CNY
term_months: 36
"""
FAST_USD = """language: en
gpu_model: H100
gpu_count: 1024
rack_power_kw: 20
interconnect: infiniband
credit_tiers: [{below_pct: 99.5, credit_pct: 10}]
availability_pct: 99.5
delivery_days: 14
location: Songjiang (松江), Shanghai
billing_model: gpu_month
monthly_fee: 1000000
currency: USD
term_months: 12
"""
WORKLOAD = "parameters: 70B\ntokens: 2T\nutilisation: 0.4\ndeadline_days: 60\n"


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


@pytest.fixture
def vendors(tmp_path):
    slow, fast = tmp_path / "slow.yaml", tmp_path / "fast_usd.yaml"
    slow.write_text(SLOW, encoding="utf-8")
    fast.write_text(FAST_USD, encoding="utf-8")
    return slow, fast, tmp_path


def plan_60_days(vendors):
    slow, fast, tmp = vendors
    plan = tmp / "run.yaml"
    plan.write_text(WORKLOAD, encoding="utf-8")
    return slow, fast, plan


def score_json(slow, fast, plan, *extra):
    result = run("score", slow, fast, "--workload", plan, "--format", "json", "--no-db", *extra)
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    return {v["document"]["name"]: v for v in data["vendors"]}, data


def test_a_vendor_missing_the_deadline_is_not_ranked_first(vendors):
    slow, fast, tmp = vendors
    plan = tmp / "run.yaml"
    plan.write_text(WORKLOAD, encoding="utf-8")
    got, _ = score_json(slow, fast, plan)
    assert got["slow.yaml"]["score"] > got["fast_usd.yaml"]["score"]         # better on paper
    assert got["slow.yaml"]["cost"]["deadline_met"] is False                 # 110 days' delivery > 60
    assert (got["fast_usd.yaml"]["rank"], got["slow.yaml"]["rank"]) == (1, 2)
    [gate] = got["slow.yaml"]["gates"]
    assert (gate["gate"], gate["status"]) == ("deadline", "fail") and "against 60" in gate["detail"]
    assert got["slow.yaml"]["eligible"] is False and got["fast_usd.yaml"]["eligible"] is True


def test_region_and_gpu_model_gates(vendors):
    slow, fast, tmp = vendors
    plan = tmp / "run.yaml"
    plan.write_text("parameters: 7B\ntokens: 1e11\nutilisation: 0.4\nregions: [临港]\ngpu_models: [H800, H200]\n",
                    encoding="utf-8")
    got, _ = score_json(slow, fast, plan)
    assert [(g["gate"], g["status"]) for g in got["fast_usd.yaml"]["gates"]] == [("region", "fail"), ("gpu_model", "fail")]
    assert [(g["gate"], g["status"]) for g in got["slow.yaml"]["gates"]] == [("region", "pass"), ("gpu_model", "pass")]
    assert got["slow.yaml"]["rank"] == 1
    bad = tmp / "bad.yaml"
    bad.write_text("parameters: 7B\ntokens: 1e11\nutilisation: 0.4\nregions: []\n", encoding="utf-8")
    result = run("score", slow, "--workload", bad, "--no-db")
    assert result.exit_code == 2 and "bad.yaml:4: regions is a list of names" in result.stderr


def test_unverifiable_gate_ranks_between(vendors):
    slow, fast, tmp = vendors
    unknown = tmp / "unknown.yaml"
    unknown.write_text(FAST_USD.replace("location: Songjiang (松江), Shanghai\n", ""), encoding="utf-8")
    plan = tmp / "run.yaml"
    plan.write_text("parameters: 7B\ntokens: 1e11\nutilisation: 0.4\nregions: [松江]\n", encoding="utf-8")
    result = run("score", slow, unknown, fast, "--workload", plan, "--format", "json", "--no-db")
    ranks = {v["document"]["name"]: (v["rank"], v["eligible"]) for v in json.loads(result.stdout)["vendors"]}
    assert ranks == {"fast_usd.yaml": (1, True), "unknown.yaml": (2, None), "slow.yaml": (3, False)}


def test_costs_in_one_currency_with_the_rate_shown(vendors):
    slow, fast, tmp = vendors
    plan = tmp / "run.yaml"
    plan.write_text(WORKLOAD, encoding="utf-8")
    got, data = score_json(slow, fast, plan, "--fx", "USD=7.1")
    assert data["currency"] == "CNY" and data["fx"] == {"USD": 7.1}
    usd = got["fast_usd.yaml"]["cost"]
    assert usd["currency"] == "USD" and usd["converted_currency"] == "CNY" and usd["fx_rate"] == 7.1
    assert Decimal(str(usd["converted_cost"])) == (Decimal(str(usd["cost"])) * Decimal("7.1")).quantize(Decimal("0.01"))
    cny = got["slow.yaml"]["cost"]
    assert cny["fx_rate"] == 1 and cny["converted_cost"] == cny["cost"]
    table = run("score", slow, fast, "--workload", plan, "--no-db", "--fx", "USD=7.1").stdout
    assert "Costs in CNY at 1 USD = 7.1 CNY." in table and "cost (CNY)" in table
    rows = list(csv.DictReader(io.StringIO(run("score", slow, fast, "--workload", plan, "--no-db", "--fx", "USD=7.1",
                                               "--format", "csv", "--no-bom").stdout)))
    assert {r["vendor"]: r["fx_rate"] for r in rows} == {"slow.yaml": "1 CNY = 1 CNY", "fast_usd.yaml": "1 USD = 7.1 CNY"}


def test_a_currency_without_a_rate_is_not_converted_and_says_so(vendors):
    got, _ = score_json(*plan_60_days(vendors), "--currency", "CNY")
    usd = got["fast_usd.yaml"]["cost"]
    assert usd["converted_cost"] is None and "no --fx rate for USD" in " ".join(usd["notes"])


def test_contract_commitment_beside_the_run_cost(vendors):
    got, _ = score_json(*plan_60_days(vendors), "--fx", "USD=7.1")
    slow_cost = got["slow.yaml"]["cost"]
    assert slow_cost["commitment"] == 252_000_000               # 7,000,000 × 36 months
    assert slow_cost["commitment_basis"] == "monthly_fee 7000000 × 36 months"
    assert got["fast_usd.yaml"]["cost"]["converted_commitment"] == 85_200_000   # 1,000,000 × 12 × 7.1


@pytest.mark.parametrize("pairs, message", [(["USD"], "'USD' is not CURRENCY=RATE"), (["USD=-1"], "'USD=-1'"),
                                            (["US=7"], "'US=7'"), (["USD=abc"], "'USD=abc'")])
def test_bad_fx_names_the_pair(pairs, message):
    with pytest.raises(SlacheckError) as caught:
        parse_fx(pairs)
    assert message in str(caught.value)


def test_bad_fx_exits_2(vendors):
    slow, _, _ = vendors
    result = run("score", slow, "--fx", "USD7.1", "--no-db")
    assert result.exit_code == 2 and "--fx: 'USD7.1' is not CURRENCY=RATE" in result.stderr


def test_an_english_contract_that_states_no_currency_is_not_costed_in_cny(vendors):
    """SPEC §1 currency: a contract that states none is in CNY only when it is Chinese. The English one's cost
    was labelled CNY and, with --fx, taken as CNY at 1:1 beside the others; it is shown in no currency, said,
    and not converted. A Chinese one without a currency stays CNY (near miss)."""
    slow, fast, tmp = vendors
    plain, zh = tmp / "plain.yaml", tmp / "zh.yaml"
    plain.write_text(FAST_USD.replace("currency: USD\n", ""), encoding="utf-8")
    zh.write_text(SLOW.replace("currency: CNY\n", ""), encoding="utf-8")
    plan = tmp / "run.yaml"
    plan.write_text(WORKLOAD, encoding="utf-8")
    result = run("score", plain, zh, fast, "--workload", plan, "--format", "json", "--no-db", "--fx", "USD=7.1")
    assert result.exit_code == 0, result.stderr
    got = {v["document"]["name"]: v for v in json.loads(result.stdout)["vendors"]}
    cost = got["plain.yaml"]["cost"]
    assert cost["cost"] is not None and cost["currency"] is None
    assert cost["converted_cost"] is None and cost["fx_rate"] is None
    assert "the contract states no currency: its amounts are in a currency not known (not CNY)" in cost["notes"]
    assert "no currency stated: cost not converted to CNY" in cost["notes"]
    assert got["zh.yaml"]["cost"]["currency"] == "CNY" and got["zh.yaml"]["cost"]["fx_rate"] == 1
    assert got["fast_usd.yaml"]["cost"]["currency"] == "USD"
    table = run("score", plain, zh, "--workload", plan, "--no-db").stdout
    assert "None" not in table and "not CNY" in table
    assert run("score", plain, zh, "--workload", plan, "--db", tmp / "s.db").exit_code == 0
    shown = run("history", "show", 1, "--db", tmp / "s.db").stdout
    assert "plain.yaml: score 55.56, cost 1,000,000.00 (currency not stated)" in shown and "None" not in shown
