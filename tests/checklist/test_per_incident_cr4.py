"""A credit per incident (cr2's ``per-incident-credit`` finding and claim note) where cr2/cr3 left it unsaid (session
35's helper cr4): a Chinese credit by one outage's length, in hours or days of service or the service period extended;
in an annex of a bundle, for `check` and `claim`; and under `reconcile`'s credits, which leave it out as claim's do.
A claim counts days of service on the month the contract states, else says it takes 30."""

import json
from decimal import Decimal

import pytest
from typer.testing import CliRunner

from slacheck import api
from slacheck.cli import app
from tests.conftest import make_document

HEAD = "GPU算力服务合同\n\n乙方承诺网络可用性100%。"


def per_incident(text: str) -> list[str]:
    return [f.evidence.text for f in api.check(make_document(text)).findings if f.rule == "per-incident-credit"]


@pytest.mark.parametrize("clauses", [
    # the brief's wording, in the shape of https://www.vultr.com/legal/sla/ ("10 – 59 minutes | 24 Hours")
    ["单次中断10至59分钟的，补偿24小时服务时长；", "单次中断60分钟以上的，补偿72小时服务时长。"],
    # ... traditional
    ["單次中斷10至59分鐘的，補償24小時服務時長；", "單次中斷60分鐘以上的，補償72小時服務時長。"],
    # ... days of service, or the service period extended by days (the verb names the credit: no credit word)
    ["单次中断超过60分钟的，赔偿1天服务时长。"],
    ["单次中断超过60分钟的，延长服务期3天。"],
    # ... a share of the fee by one outage's length
    ["单次故障时间超过30分钟的，按月服务费的5%赔偿。"],
])
def test_a_credit_by_one_outages_length_is_a_per_incident_finding(clauses):
    assert per_incident(HEAD + "".join(clauses) + "\n") == clauses


@pytest.mark.parametrize("text", [
    # a monthly availability tier written in service time: a tier, no credit per incident
    "GPU算力服务合同\n\n乙方承诺月可用性不低于99.9%。月可用性低于99.9%，补偿3天服务时长。\n",
    # ... with a single outage's length in it that says which outages count
    "GPU算力服务合同\n\n乙方承诺月可用性不低于99.9%。月可用性低于99.9%，补偿3天服务时长（单次中断10分钟以内的不计入不可用时间）。\n",
    # one outage named by no length of its own
    HEAD + "不可用时间按单次中断累计计算，补偿3天服务时长。\n",
    # one outage's length with no credit: a report owed in hours
    HEAD + "单次中断超过30分钟的，乙方应在24小时内提交故障报告。\n",
    # the service period running on (服务期 before the verb): no credit
    HEAD + "单次中断超过60分钟的，服务期顺延3天。\n",
])
def test_no_credit_by_one_outages_length_no_finding(text):
    assert per_incident(text) == []


CONTRACT = ("# GPU算力租用合同\n\n甲方：某某科技有限公司\n乙方：某某算力有限公司\n\n第一条 乙方向甲方提供H800 GPU服务器租用服务，"
            "月服务费为人民币100000元。\n\n第二条 服务等级见附件一《服务等级协议》。\n")
ANNEX = "# 附件一 服务等级协议\n\n1. 乙方承诺月度服务可用性不低于99.9%。\n\n2. 每次断电按当月机柜租用费的10%赔偿。\n"
CLAUSE = "每次断电按当月机柜租用费的10%赔偿。"
LOG = "id,start,end,units,cause\n1,2026-10-03T10:00:00,2026-10-03T11:00:00,*,vendor\n"


@pytest.fixture
def bundle(tmp_path):
    (tmp_path / "contract.md").write_text(CONTRACT, encoding="utf-8")
    (tmp_path / "annex.md").write_text(ANNEX, encoding="utf-8")
    (tmp_path / "log.csv").write_text(LOG, encoding="utf-8")
    return tmp_path


def test_check_on_a_bundle_finds_the_annexs_credit_per_incident(bundle):
    done = CliRunner().invoke(app, ["check", str(bundle / "contract.md"), str(bundle / "annex.md"), "--format", "json", "--no-db"])
    assert done.exit_code in (0, 1), done.output
    result = json.JSONDecoder().raw_decode(done.stdout)[0]
    [found] = [f for f in result["findings"] if f["rule"] == "per-incident-credit"]
    assert found["status"] == "review" and found["evidence"]["text"] == CLAUSE
    assert found["evidence"]["document"] == "annex.md" and "of annex.md" in found["explanation"]


def test_check_on_one_file_names_no_file_in_its_evidence(bundle):
    # near miss: one file is no bundle, its evidence stays as before (no document)
    [found] = [f for f in api.check(bundle / "annex.md").findings if f.rule == "per-incident-credit"]
    assert found.evidence.text == CLAUSE and found.evidence.document is None


def test_a_claim_on_a_bundle_says_the_annexs_credit_per_incident_is_left_out(bundle):
    month = api.claim(bundle / "log.csv", contract=[bundle / "contract.md", bundle / "annex.md"],
                      as_of="2026-11-05").months[0]
    assert any("credit per incident, which this claim does not compute" in r and f"annex.md page 1: “{CLAUSE}”" in r
               for r in month.review)


def test_reconcile_says_the_credit_per_incident_neither_credit_computes(bundle):
    args = ["reconcile", "--incidents", str(bundle / "log.csv"), "--vendor-report", str(bundle / "log.csv"),
            "--contract", str(bundle / "contract.md"), "--contract", str(bundle / "annex.md"), "--as-of", "2026-11-05",
            "--no-db"]
    done = CliRunner().invoke(app, args + ["--format", "md"])
    assert done.exit_code == 0, done.output
    assert "credit per incident, which neither credit above computes" in done.stdout and CLAUSE in done.stdout
    done = CliRunner().invoke(app, args + ["--format", "json"])
    result = json.loads(done.stdout)
    for side in ("ours_credit", "theirs_credit"):
        assert any("credit per incident, which this claim does not compute" in r and CLAUSE in r
                   for r in result[side]["months"][0]["review"])


def test_reconcile_under_no_credit_per_incident_says_none(bundle):
    # near miss: the contract alone states none
    result = api.reconcile(bundle / "log.csv", bundle / "log.csv", contract=bundle / "contract.md", as_of="2026-11-05")
    assert result.uncomputed == []
    assert not any("per incident" in r for r in result.ours_credit.months[0].review)


DAYS = ("GPU算力服务合同\n\n第五条 服务费用：月服务费为人民币3000000元。\n第六条 服务等级：乙方承诺集群月可用性不低于99.9%。"
        "可用性低于99.9%的，补偿3天服务时长{month}。\n")
# 4 hours down in October: 99.4624%, below 99.9%
DOWN = "id,start,end,units,cause\n1,2026-10-03T10:00:00,2026-10-03T14:00:00,*,vendor\n"


@pytest.mark.parametrize("month, amount, said, detail", [
    # the month the contract states: 3/31 of 3,000,000
    ("（按31天计算）", "290322.58", "a month of 31 days, as the contract states", "a 31-day month, as the contract states"),
    # ... traditional, the statement the table header form has
    ("（31天計算）", "290322.58", "a month of 31 days, as the contract states", "a 31-day month, as the contract states"),
    # none stated: 30 days, said to be taken
    ("", "300000.00", "a month taken as 30 days (the contract does not say how long a month is)",
     "a 30-day month: the contract states none"),
])
def test_a_claim_counts_days_of_service_on_the_stated_month(tmp_path, month, amount, said, detail):
    (tmp_path / "contract.txt").write_text(DAYS.format(month=month), encoding="utf-8")
    (tmp_path / "log.csv").write_text(DOWN, encoding="utf-8")
    result = api.claim(tmp_path / "log.csv", contract=tmp_path / "contract.txt", as_of="2026-11-05").months[0]
    assert result.credit_amount == Decimal(amount)
    assert result.basis[0].detail.endswith(f"(3 days of service, {detail})")
    assert any(f"3 days of service = {float(result.credit_pct):.6g}% of the monthly fee, {said}" in r
               for r in result.review)
