"""`check` read as a lawyer reads it (session 44's helper cr16), over the real SLAs and the fixtures' contracts.

- A time the contract counts in working days is said as the contract counts it: "the claim window is 30 business days,
  at least 30 days", not "30 days" with "worked out, not written" (nothing was worked out: 30 business days are 30
  calendar days or more, which decides a "≥ 30 days" alike).
- A comparison that fails as one alternative of an `or` none of which holds is no limit the term is held to: a 32 kW
  rack cooled by air fails the cooling rule because air cooling is not enough above 30 kW, not because 32 kW is "more
  than the allowed 30 kW" (a reader takes that for a cap on rack power, which the checklist asks to be high).
"""

import pytest

from slacheck import api
from tests.conftest import FIXTURES, make_document


def finding(text: str, rule: str, lang: str | None = None):
    return next(f for f in api.check(make_document(text), lang=lang).findings if f.rule == rule)


# --- a time counted in working days is said in them --------------------------------------------------------------


@pytest.mark.parametrize("text, lang, reason", [
    # https://github.com/exoscale/terms terms.markdown §4.2 (shared/corpus/real c22; was "the claim window is 30 days,
    # at least 30 days (the claim window is worked out, not written: ...)")
    ("The Client shall address a Service Unavailability Credit request within thirty (30) business days via email to "
     "support@exoscale.com mentioning the Client name and address as well as the times and dates of the unavailability.",
     "en", "Meets the requirement: the claim window is 30 business days, at least 30 days."),
    # https://github.com/UCloudDoc-Team/sla ufile_sla.md (shared/corpus/real c06; was "索赔期限为60天，不低于30天（索赔期限
    # 系推算所得，合同原文为：…）")
    ("赔偿申请必须在US3没有达到可用性的相关月份结束后60个工作日内提出，超出申请时限的赔偿申请，UCloud有权不受理您的赔偿申请。",
     "zh", "符合要求：索赔期限为60个工作日，不低于30天。"),
])
def test_a_window_in_business_days_is_said_in_business_days(text, lang, reason):
    f = finding(text, "claim-window", lang)
    assert f.status == "pass"
    assert f.reason == reason, f.reason
    assert "worked out" not in f.reason and "推算" not in f.reason
    assert "is derived from" in f.message  # the JSON's trace for auditors names the words it was read from, as before


def test_a_window_in_calendar_days_keeps_its_days():
    """Guard (passes on 062c2aef too): a window in calendar days is said in days, as before."""
    # https://intl.cloud.tencent.com CBS SLA (shared/corpus/real c15)
    f = finding("You should apply for such compensation no later than sixty (60) calendar days following the expiry of "
                "the applicable Service Month in which the Service Availability fails to meet the standard.",
                "claim-window", "en")
    assert f.status == "pass" and f.reason == "Meets the requirement: the claim window is 60 days, at least 30 days.", \
        f.reason


# --- an alternative of an `or` that fails is no limit --------------------------------------------------------------


@pytest.mark.parametrize("text, lang, reason", [
    # fixtures/contracts/fx02_huailai_colo_highpower (2.1, 2.2): was "单柜功率为32千瓦，超过上限30千瓦；…"
    ("2.1 乙方向甲方提供高功率机柜20个，单机柜额定供电功率32kW，双路供电。\n"
     "2.2 制冷方式为风冷（行级精密空调加冷通道封闭）。本项目不提供液冷，亦不提供背板换热器。",
     "zh", "不符合要求：单柜功率为32千瓦，超过30千瓦；散热方式为风冷，不属于液冷或液冷与风冷混合。"),
    # ... the same clauses in English: was "the rack power is 32 kW, more than the allowed 30 kW; …"
    ("2.1 Provider supplies 20 racks with a power capacity of 32 kW per rack, with dual power feeds.\n"
     "2.2 Cooling is by air (in-row precision air conditioning with cold-aisle containment); no liquid cooling is "
     "provided.",
     "en", "Does not meet the requirement: the rack power is 32 kW, more than 30 kW; the cooling is air cooling, not "
           "one of liquid cooling or liquid/air hybrid."),
])
def test_a_failed_alternative_is_not_said_as_a_limit(text, lang, reason):
    f = finding(text, "cooling", lang)
    assert f.status == "fail"
    assert f.reason == reason, f.reason
    assert "上限" not in f.reason and "allowed" not in f.reason


def test_the_cooling_fail_of_the_colocation_fixture_reads_so():
    """The whole fixture as `check` reads it (the rule's status is the truth file's: fail)."""
    document = api.load_document(FIXTURES / "contracts" / "fx02_huailai_colo_highpower.pdf")
    f = next(f for f in api.check(document).findings if f.rule == "cooling")
    assert f.status == "fail"
    assert "单柜功率为32千瓦，超过30千瓦；散热方式为风冷" in f.reason, f.reason


@pytest.mark.parametrize("text, lang, reason", [
    # Guard (passes on 062c2aef too): a requirement that is the whole condition still says what it requires
    # fixtures/contracts/fx09_hefei_h800_amended 5.3
    ("5.3 乙方在接到故障通知后30分钟内响应，8小时内修复或更换故障节点。", "zh", "不符合要求：故障恢复时间为8小时，超过上限4小时。"),
    ("NimbusGrid will give at least twenty-four (24) hours' notice of planned maintenance through its status page and "
     "by e-mail.", "en",
     "Does not meet the requirement: the maintenance notice is 24 hours, below the required 72 hours."),
])
def test_a_requirement_still_names_its_limit(text, lang, reason):
    rule = "recovery" if lang == "zh" else "maintenance-notice"
    f = finding(text, rule, lang)
    assert f.status == "fail" and f.reason == reason, f.reason


# --- the overview table's value column says the unit ------------------------------------------------------------


def test_the_value_column_says_each_value_with_its_unit():
    """The table and Markdown `check` print: "15天", "100倍", not a bare "15" / "100" beside the rule's name (the JSON
    keeps the number for tools)."""
    import re

    from rich.console import Console

    from slacheck.report.findings import render_check

    # tencentyun/intlcloud-documents, TKE 服务等级协议 (shared/corpus/real c01): the downtime multiple;
    # fixtures/contracts/fx01_qiantang_h800_framework: the claim window
    text = ("腾讯云对客户未能达到本服务等级协议约定业务可用性的每种服务按不可用时间的 100 倍赔偿。\n"
            "3. 甲方应于故障发生次月十五日内向乙方提交补偿申请及相关日志。")
    result = api.check(make_document(text))
    md = render_check(result, "md")
    row = {line.split("|")[1].strip(): line for line in md.splitlines() if line.startswith("| ")}
    assert "| 100倍 |" in row["outage-compensation"], row["outage-compensation"]
    assert "| 15天 |" in row["claim-window"], row["claim-window"]
    console = Console(width=200, record=True)
    console.print(render_check(result, "table"))
    table = console.export_text()
    assert re.search(r"outage-compensation\s*│ blocker\s*│ pass\s*│ 100倍", table), table
    assert re.search(r"claim-window\s*│ minor\s*│ fail\s*│ 15天", table), table
    assert '"value": 100' in render_check(result, "json")


@pytest.mark.parametrize("text, rule, reason", [
    # a recovery in business days read in hours (120) is said in the contract's days, not "120 hours" (was "the fault
    # recovery time is 120 hours, … (the fault recovery time is worked out, not written: …)"), nor "120 business days"
    ("Provider will restore the Service within five (5) business days of a fault report.", "recovery",
     "Does not meet the requirement: the fault recovery time is 5 business days, more than the allowed 4 hours."),
    ("4.2 乙方接到故障报修后1个工作日内响应，5个工作日内修复。", "recovery", "不符合要求：故障恢复时间为5个工作日，超过上限4小时。"),
])
def test_a_time_in_business_days_read_in_another_unit_is_said_in_the_contracts_days(text, rule, reason):
    f = finding(text, rule)
    assert f.reason == reason, f.reason
