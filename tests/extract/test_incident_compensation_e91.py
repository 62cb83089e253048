"""Compensation by the length of one outage (session 40's helper e91): lines with no header giving each outage's
length and the service time it earns ("Up to 2 hours  1 day compensation" over "More than 12 hours  14 days
compensation", Gaia Streams' SLA found by e89), under a lead naming outages, are a credit per incident: `check` shows
them for review, and its outage-compensation rule quotes them (review) instead of saying the contract states none."""

import pytest

from slacheck import api
from slacheck.extract.tiers import per_incident_clauses
from tests.conftest import make_document

# Gaia Streams' SLA ("Compensations"), quoted as e89 found it (a table with no header row)
GAIA = ("# Compensations\n\nEven though we aim for 24/7 services with 99.9% uptime, there are times when we fail.\n\n"
        "In those rare cases when service outages has occured, we will compensate the customer(s) that has been "
        "affected according to the following table:\n\n"
        " Up to one hour  No compensation\n Up to 2 hours  1 day compensation\n Up to 6 hours  3 days compensation\n"
        " Up to 12 hours  7 days compensation\n More than 12 hours  14 days compensation\n")
ZH_LINES = ("第五条 故障赔偿\n\n发生故障的，甲方按下列标准向乙方赔偿：\n\n4小时以内  1天服务时长\n4至12小时  3天服务时长\n"
            "12小时以上  7天服务时长\n")
ZH_SENTENCE = "第五条 故障赔偿\n\n每次中断超过30分钟，延长服务期1天。\n"
# downtime credited with no single outage nor month named: compensation all the same, in no credit form
ZH_DOWNTIME = "第五条 服务可用性\n\n乙方承诺服务可用性为99.9%。故障时间超过4小时的，赔偿2天服务时长。\n"


def _finding(text, rule):
    return next(f for f in api.check(make_document(text)).findings if f.rule == rule)


@pytest.mark.parametrize("text, row", [(GAIA, "14 days compensation"), (ZH_LINES, "12小时以上  7天服务时长")],
                         ids=["en", "zh"])
def test_lines_of_credits_by_outage_length_are_a_credit_per_incident(text, row):
    (clause,) = per_incident_clauses(make_document(text))
    assert row in clause.text and clause.page == 1
    assert text[clause.start:clause.end] == clause.text
    finding = _finding(text, "per-incident-credit")
    assert finding.status == "review" and row in finding.evidence.text


@pytest.mark.parametrize("text, words", [(GAIA, "1 day compensation"), (ZH_LINES, "1天服务时长"),
                                         (ZH_SENTENCE, "延长服务期1天"), (ZH_DOWNTIME, "赔偿2天服务时长")],
                         ids=["en-lines", "zh-lines", "zh-sentence", "zh-downtime"])
def test_outage_compensation_quotes_it_instead_of_missing(text, words):
    finding = _finding(text, "outage-compensation")
    # (mo23: the sentence said per incident, which a claim prices, passes the rule: compensation is stated)
    assert finding.status == ("pass" if text == ZH_SENTENCE else "review")
    assert words in finding.message.replace("\u3000", " ") or words in finding.evidence.text
    assert "does not state" not in finding.message and "未约定" not in finding.message


def test_the_claim_says_the_credit_per_incident_is_left_out(tmp_path):
    log = tmp_path / "incidents.csv"
    log.write_text("id,start,end,units\nI1,2026-03-03T10:00:00Z,2026-03-03T13:00:00Z,all\n")
    contract = tmp_path / "gaia.md"
    contract.write_text(GAIA)
    from typer.testing import CliRunner

    from slacheck.cli import app
    out = CliRunner().invoke(app, ["claim", "--contract", str(contract), "--incidents", str(log),
                                   "--monthly-fee", "3100", "--currency", "USD", "--no-db"]).output
    # ... quoting the rows: what each outage earns
    assert "credit per incident" in out and "1 day compensation" in out and "Total credit: 0.00 USD" in out


@pytest.mark.parametrize("text", [
    # downtime added up over a month: a ladder of monthly downtime, no single outage's length (guard: none on main either)
    "SLA\n\nIf monthly outages exceed the following, Customer receives a credit:\n\n Up to 4 hours  5% credit\n"
    " Up to 8 hours  10% credit\n",
    # lengths of support response, no outage named in the lead (guard)
    "Support\n\nWe respond to tickets within the following times:\n\n Up to 2 hours  1 day compensation\n"
    " Up to 6 hours  3 days compensation\n",
], ids=["monthly-total", "no-outage-lead"])
def test_no_outage_ladder_no_credit_per_incident(text):
    assert per_incident_clauses(make_document(text)) == []


def test_downtime_named_with_no_credit_stays_missing():
    # guard (missing on main too): downtime excluded, no credit granted
    text = "SLA\n\nProvider targets 99.9% availability. Downtime caused by scheduled maintenance is excluded.\n"
    assert _finding(text, "outage-compensation").status == "missing"
