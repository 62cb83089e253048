"""`check` read as a lawyer reads it (session 36's helper cr6, cr5's audit leftovers): a level a later sentence only aims
at ("commercially reasonable efforts ... at the monthly uptime percentage stated above") is no commitment; a cap on the
credits worded "will not accumulate ... in an amount more than 8%" is a cap; a finding's message names a term as a
person does (单柜功率), not by its key (rack_power_kw)."""

import json

import pytest
from typer.testing import CliRunner

from slacheck import api
from slacheck.cli import app
from tests.conftest import make_document


def finding(text: str, rule: str, lang: str | None = None):
    return next(f for f in api.check(make_document(text), lang=lang).findings if f.rule == rule)


# --- a best-effort sentence pointing back to the figure -----------------------------------------------------------

# https://github.com/fortrabbit/legal contract/service-level-agreement.md (2025; shared/corpus/real c21)
EN_LEVEL = "Service level agreement\n\n- 99.5% general uptime\n\n"
EN_AIM = ("1. fortrabbit will use commercially reasonable efforts to keep the fortrabbit platforms available at the "
          "monthly uptime percentage stated above during each billing cycle.\n")


def test_a_later_best_effort_sentence_pointing_back_makes_the_level_review():
    f = finding(EN_LEVEL + EN_AIM, "availability")
    assert (f.status, f.value) == ("review", 99.5)
    assert f.reason.startswith("The monthly availability is worded as best effort (“commercially reasonable efforts”), "
                               "not as a commitment: “- 99.5% general uptime” (page 1)")  # the list item its evidence quotes


def test_a_later_best_effort_sentence_pointing_back_in_chinese():
    text = "GPU算力服务协议\n\n服务可用性：99.9%。\n\n乙方将尽商业上合理的努力，使服务达到上述可用性标准。\n"
    f = finding(text, "availability")
    assert (f.status, f.value) == ("review", 99.9)
    assert f.reason.startswith("月可用性的约定为尽力而为（“尽商业上合理的努力”），并非承诺")


@pytest.mark.parametrize("later", [
    # the same pointing back, firm: a commitment
    "1. fortrabbit guarantees the monthly uptime percentage stated above during each billing cycle.\n",
    # best effort about something else stated above, not the level
    "1. fortrabbit will use commercially reasonable efforts to hold the maintenance windows stated above at night.\n",
])
def test_a_firm_or_unrelated_later_sentence_leaves_the_level_a_pass(later):
    f = finding(EN_LEVEL + later, "availability")
    assert (f.status, f.value) == ("pass", 99.5)


def test_a_best_effort_sentence_before_the_level_points_at_something_else():
    text = ("Service level agreement\n\nThe provider will use commercially reasonable efforts to keep the platform "
            "available as stated above for the beta.\n\n- 99.5% general uptime\n")
    f = finding(text, "availability")
    assert (f.status, f.value) == ("pass", 99.5)


# --- a cap on the credits worded as the amount they may not reach -------------------------------------------------

# https://commonpaper.com/standards/service-level-agreement/ (Common Paper SLA 1.0; shared/corpus/real c20)
CP_CREDIT = ("If there is a Target Uptime and Cloud Service availability falls below the Target Uptime, Customer is "
             "eligible to receive an Uptime Credit.")
CP_CAP = ("Service Credits will not accumulate within a single Subscription Period in an amount more than 8% of Cloud "
          "Service Fees for that Subscription Period.")
CP_HEAD = "Service Level Agreement\n\n3.1 Service Credit. " + CP_CREDIT + "\n\n"


def test_credits_that_may_not_accumulate_in_an_amount_more_than_are_a_cap():
    f = finding(CP_HEAD + "3.3 Service Credit Limitations. " + CP_CAP + "\n", "credit-cap")
    assert f.status == "review"
    assert f.value is None  # a share of the subscription period's fees, no % of the month's
    assert f.evidence.text.strip() == CP_CAP
    assert f.message.startswith("The contract caps the credits, but not as a share of the monthly fee: “" + CP_CAP)


def test_credits_owed_when_availability_falls_below_the_named_level_are_review_not_missing():
    f = finding(CP_HEAD, "outage-compensation")
    assert f.status == "review"
    assert f.evidence.text.strip() == CP_CREDIT


@pytest.mark.parametrize("text", [
    # the same words about an invoice, no credit
    CP_HEAD + "3.3 Customer will not be invoiced in an amount more than the Fees stated in the Order Form.\n",
    # no cap at all
    CP_HEAD,
])
def test_an_amount_more_than_without_credits_is_no_cap(text):
    f = finding(text, "credit-cap")
    assert (f.status, f.evidence) == ("pass", None)


def test_availability_falling_below_the_level_without_credits_is_still_missing():
    text = ("Service Level Agreement\n\nIf Cloud Service availability falls below the Target Uptime, Provider will "
            "investigate the cause and report it to Customer.\n")
    f = finding(text, "outage-compensation")
    assert (f.status, f.evidence) == ("missing", None)


# --- the message names the terms as a person does ------------------------------------------------------------------

NO_TERMS_ZH = "GPU算力服务合同\n\n乙方承诺月可用性不低于99.9%。\n"


def test_a_missing_finding_names_the_term_in_chinese():
    f = finding(NO_TERMS_ZH, "rack-power")
    assert f.status == "missing"
    assert f.message == "合同未约定该条款（单柜功率）。"
    assert f.explanation == "rack_power_kw not stated"  # the auditor's trace keeps the key


def test_a_missing_finding_of_several_terms_names_each_in_english():
    f = finding(NO_TERMS_ZH, "outage-compensation", lang="en")
    assert f.message == ("The contract does not state credit tiers, credit per hour of outage, downtime compensated.")


def test_a_pass_when_missing_names_the_term():
    assert finding(NO_TERMS_ZH, "credit-cap").message == "合同未约定（赔付上限），本清单视为符合。"
    assert finding(NO_TERMS_ZH, "credit-cap", lang="en").message == ("The contract does not state credit cap, which this "
                                                                      "checklist accepts.")


def test_cli_json_message_has_no_term_keys(tmp_path):
    path = tmp_path / "sla.md"
    path.write_text(NO_TERMS_ZH, encoding="utf-8")
    out = CliRunner().invoke(app, ["check", str(path), "--format", "json", "--no-db"])
    findings = {f["rule"]: f for f in json.loads(out.stdout)["findings"]}
    assert findings["tenant-isolation"]["message"] == "合同未约定该条款（租户隔离方式）。"
    assert not any("_" in f["message"] for f in findings.values() if f["status"] == "missing")
