"""`check` read as a lawyer reads it (session 36's helper cr5): a finding must not tell a reviewer the contract is silent
on a subject it words in a form no term carries. A cap on the credits stated on another basis than the month's fee is
no "no cap stated" pass; credits for a missed service level in no credit form of the SPEC are no `missing` outage
compensation. Each is `review`, quoting the clause; the same words about something else leave the finding as it was."""

import json

import pytest
from typer.testing import CliRunner

from slacheck import api
from slacheck.cli import app
from tests.conftest import make_document


def finding(text: str, rule: str, lang: str | None = None):
    return next(f for f in api.check(make_document(text), lang=lang).findings if f.rule == rule)


# --- a cap on the credits on another basis than the month's fee -------------------------------------------------------

ZH_HEAD = "容器服务服务等级协议\n\n腾讯云承诺容器服务的业务可用性不低于99.95%。腾讯云对客户未能达到本服务等级协议约定业务可用性的每种服务按不可用时间的 100 倍赔偿。\n"
# the amount paid for the faulty service, https://github.com/tencentyun/intlcloud-documents (TKE 服务等级协议, 2019;
# shared/corpus/real c01)
ZH_CAP = "赔付金额以代金券的形式发放，不折算现金返还，赔付金额不超过客户对该故障服务当次支付的费用总额。"


@pytest.mark.parametrize("cap", [
    ZH_CAP,
    # the whole use of the service, the same repository's 云硬盘服务等级协议 (2019; c02)
    "赔偿费用不超过云硬盘的总使用费用。",
])
def test_a_cap_on_another_basis_is_review_not_no_cap(cap):
    f = finding(ZH_HEAD + cap + "\n", "credit-cap")
    assert f.status == "review"
    assert f.value is None
    assert f.evidence.text.strip() == cap
    assert f.message.startswith("合同约定了赔付上限，但并非以月服务费的比例约定：")
    assert "需人工判断该上限是否满足要求（赔偿上限不低于月费的30%）" in f.message
    assert f.suggestion == "每月赔偿总额以当月服务费的50%为限。"


def test_a_cap_on_another_basis_in_english_words():
    f = finding(ZH_HEAD + ZH_CAP + "\n", "credit-cap", lang="en")
    assert f.status == "review"
    assert f.message.startswith("The contract caps the credits, but not as a share of the monthly fee: “")
    assert "(Credit cap of at least 30% of the monthly fee)" in f.message


@pytest.mark.parametrize("text", [
    # no cap at all: the checklist accepts it
    ZH_HEAD,
    # a cap on liability for any breach, not on the credits (the same Tencent SLAs' 5.1)
    ZH_HEAD + "5.1 在任何情况下，腾讯云的违约赔偿总额不超过您已经支付的相应违约服务对应的服务费总额。\n",
])
def test_no_cap_on_the_credits_still_passes(text):
    f = finding(text, "credit-cap")
    assert (f.status, f.evidence) == ("pass", None)
    assert f.reason == "合同未约定赔付上限，本清单视为符合。"


def test_a_cap_as_the_months_fee_is_read_and_passes():
    f = finding(ZH_HEAD + "赔偿总额不超过相应未达标服务月度内您就本服务支付的相应月度服务费。\n", "credit-cap")
    assert (f.status, f.value) == ("pass", 100)


def test_a_capped_credit_in_a_contract_stating_no_service_credits_is_no_credit_cap():
    # an infringement remedy in an IT services agreement (CUAD's IBM e-business hosting contracts), no service level's
    text = ("Hosting Services Agreement\n\nIf the Materials are held to infringe, IBM will give Customer a credit equal to "
            "the amount Customer paid IBM for the applicable Materials up to a maximum of twelve (12) months of applicable "
            "charges.\n")
    f = finding(text, "credit-cap")
    assert (f.status, f.evidence) == ("pass", None)


# --- credits for a missed service level in no credit form of the SPEC -----------------------------------------------

# https://github.com/fortrabbit/legal contract/service-level-agreement.md (2025; shared/corpus/real c21)
EN_REMEDY = "If a service level is not met, the provider will grant service credits under the following conditions:"
EN_HEAD = "Service level agreement\n\nThe platform is available at 99.5% general uptime.\n\n"


def test_credits_in_proportion_to_downtime_are_review_not_missing():
    text = (EN_HEAD + "6. " + EN_REMEDY + "\n    1. Credits are calculated in proportion to the actual downtime relative "
            "to the total minutes in the month.\n")
    f = finding(text, "outage-compensation")
    assert f.status == "review"
    # the sentence with its clause number, as a rule finding's evidence quotes a clause (session 38, cr8)
    assert f.evidence.text.strip() == "6. " + EN_REMEDY
    assert f.message.startswith("The contract grants compensation when a service level is missed, but in none of the "
                                "forms the checklist reads (credit tiers by availability, a credit per hour of outage, a "
                                "multiple of the downtime): “6. " + EN_REMEDY + "” (page 1)")


def test_credits_in_proportion_to_downtime_in_chinese():
    clause = "如未达到上述可用性承诺，乙方按实际中断时长占当月总时长的比例减免当月服务费。"
    f = finding("GPU算力服务合同\n\n乙方承诺月可用性不低于99.9%。" + clause + "\n", "outage-compensation")
    assert f.status == "review"
    assert f.evidence.text.strip() == clause
    assert f.message.startswith("合同约定了未达服务等级时的赔偿，但不属于本清单可读取的任一形式")


@pytest.mark.parametrize("text", [
    EN_HEAD,
    # the same words of a missed level, about a report, no credit
    EN_HEAD + "If a service level is not met, the provider will investigate the cause and report it to the customer.\n",
])
def test_a_missed_level_without_credits_is_still_missing(text):
    f = finding(text, "outage-compensation")
    assert (f.status, f.evidence) == ("missing", None)


def test_cli_json_says_review_and_quotes_the_clause(tmp_path):
    path = tmp_path / "sla.md"
    path.write_text(ZH_HEAD + ZH_CAP + "\n", encoding="utf-8")
    out = CliRunner().invoke(app, ["check", str(path), "--format", "json", "--no-db"])
    cap = next(f for f in json.loads(out.stdout)["findings"] if f["rule"] == "credit-cap")
    assert cap["status"] == "review"
    # (the Markdown loader writes the full-width commas as ",")
    assert cap["evidence"]["page"] == 1 and "赔付金额不超过客户对该故障服务当次支付的费用总额。" in cap["evidence"]["text"]
    assert cap["reason"].startswith("合同约定了赔付上限，但并非以月服务费的比例约定：")


# --- a pass's reason says what decided it ---------------------------------------------------------------------------

# https://github.com/berget-ai/landing-page sla.md (2025; shared/corpus/real c18)
BERGET = ("Service level agreement\n\n6. Amount of SLA-compensation. The amount of the SLA-compensation will be 50 (fifty) "
          "times Berget's service fees charged for the interrupted Service-item allocated for the period of time when the "
          "use of that Service-item was interrupted.\n")


def test_outage_compensation_passes_on_the_form_stated_alone():
    f = finding(BERGET, "outage-compensation")
    assert f.status == "pass"
    # not also "the credit tiers is not stated; the credit per hour of outage is not stated" of the other forms
    assert f.reason == "Meets the requirement: the contract states the downtime compensated (50×)."


def test_outage_compensation_passes_on_the_form_stated_alone_in_chinese():
    f = finding(ZH_HEAD, "outage-compensation")
    assert f.reason == "符合要求：已约定按故障时长倍数补偿（100倍）。"


def test_a_failing_or_still_says_each_alternative():
    # cooling: rack_power_kw <= 30 or cooling in [liquid, hybrid]; both false, both said
    text = "GPU Colocation Agreement\n\nEach rack is supplied with 40 kW of power. The racks are air-cooled.\n"
    f = finding(text, "cooling")
    assert f.status == "fail"
    assert "40 kW" in f.reason and "air" in f.reason


# https://github.com/wobscale/wobscale.website sla.md (2018; shared/corpus/real c23): one tier, said in the singular
def test_one_credit_tier_is_one_tier():
    text = ("Service Level Agreement\n\nWobscale guarantees that the service will be available at least 55.5555555% of "
            "each month. If availability falls below 55.5555555%, you receive a credit of 100% of that month's fee.\n")
    f = finding(text, "outage-compensation")
    assert f.reason == "Meets the requirement: the contract states the credit tiers (one tier: 100% below 55.5555555%)."


def test_two_credit_tiers_are_tiers():
    text = ("Service Level Agreement\n\nProvider commits to a monthly availability of 99.9%. If availability falls below "
            "99.9%, Customer receives a credit of 10% of the monthly fee; below 99%, 25%.\n")
    f = finding(text, "outage-compensation")
    assert f.reason == ("Meets the requirement: the contract states the credit tiers (two tiers: 10% below 99.9%, 25% "
                        "below 99%).")
