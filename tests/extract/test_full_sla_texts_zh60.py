"""Full Chinese SLA texts (credit sections) and tiers a text says it adds or changes (zh60)."""

import pytest

from slacheck import api
from tests.conftest import claimed_month, extracted_term

# 华为云 云手机服务SLA更新的通知 (huaweicloud.com notice 20250731): "《云手机服务SLA》第四条“服务补偿” 新增“服务可用性<95%,
# 代金券补偿金额为月度服务费的100%”" — one tier added to a ladder the notice does not quote
NOTICE = "《云手机服务SLA》第四条“服务补偿” 新增“服务可用性<95%，代金券补偿金额为月度服务费的100%”。"


@pytest.mark.parametrize("text, expected, kind", [
    (NOTICE, [{"below_pct": 95.0, "credit_pct": 100.0}], "partial"),
    # ... tiers changed in a supplementary agreement, one sentence each
    ("第四条“服务补偿”第二项修改为：服务可用性低于99%但不低于95%的，代金券补偿金额为月度服务费的30%。",
     [{"below_pct": 99.0, "credit_pct": 30.0}], "partial"),
    # ... and in English
    ("A new tier has been added: if Monthly Uptime Percentage is less than 95%, you will receive a Service Credit of "
     "100% of the monthly fee.", [{"below_pct": 95.0, "credit_pct": 100.0}], "partial"),
    # guards (pass on 676509c too): a whole ladder stays operative; credits "added to your account" add no tier
    ("服务可用性低于99.95%但不低于99%的，赔偿月度服务费的10%；服务可用性低于99%的，赔偿月度服务费的25%。",
     [{"below_pct": 99.95, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}], "operative"),
    ("If Monthly Uptime Percentage is less than 99.9%, a Service Credit of 10% of the monthly fee will be added to "
     "your account.", [{"below_pct": 99.9, "credit_pct": 10.0}], "operative"),
])
def test_tiers_a_text_adds_or_changes_are_no_whole_ladder(text, expected, kind):
    # the tier is read, as the text states it, but as part of a ladder (for review), never as the whole one at 0.9
    term = extracted_term(text, "credit_tiers", expected)
    assert term.value == expected
    assert term.evidence_kind == kind
    assert (term.confidence < 0.6) == (kind == "partial")


def test_check_sends_an_added_tier_to_review(tmp_path):
    path = tmp_path / "notice.md"
    path.write_text(NOTICE + "\n", encoding="utf-8")
    result = api.check(str(path), lang="zh")
    [finding] = [f for f in result.findings if f.rule == "outage-compensation"]
    assert finding.status == "review"
    assert "新增或修改的部分档位" in finding.reason


def test_a_claim_on_an_added_tier_says_the_ladder_is_not_whole(tmp_path):
    # 97% in a month: the added tier owes nothing, but the ladder's other tiers (not quoted) may
    log = "id,start,end,units,cause\n1,2026-03-03T00:00:00,2026-03-03T23:00:00,*,vendor\n"
    month = claimed_month(tmp_path, "云手机服务SLA\n\n月服务费为人民币10,000元。\n\n" + NOTICE + "\n", log)
    assert any("not the whole ladder" in note for note in month["review"])


@pytest.mark.parametrize("text, language", [
    # a summary naming one level and the credits of several bands it does not state (a GPU cloud's landing page, code
    # search: "如服务可用性低于99.95%，用户可获得10%、25%、100%不等的赔偿。"): no tier, not 10% below 99.95 offered as the
    # whole ladder (a month at 90% would read as owed 10%)
    ("如服务可用性低于99.95%，用户可获得10%、25%、100%不等的赔偿。", "zh"),
    ("If availability is below 99.9%, you may receive a credit of 10%, 25% or 100% of the monthly fee.", "en"),
])
def test_credits_listed_under_one_level_are_no_tier(text, language):
    extracted_term(text, "credit_tiers", None, language)


def test_a_product_list_of_an_sla_isolates_no_tenant():
    # 飞悦 SLA (a mirrored provider template, find_string "赔偿申请时限"): "产品服务包括：" over one product a line,
    # "专用宿主机（Dedicated Host）" among them: which products the SLA covers, no dedicated tenancy
    text = ("产品服务包括：\n\n虚拟服务器（Virtual Private Server）\n\n专用宿主机（Dedicated Host）\n\n"
            "裸金属服务器（Bare Metal Server）\n")
    extracted_term(text, "tenant_isolation", None, "zh")


# 京东云 云物理服务器服务等级协议 (zjkwlw/cn, documentation/Service-Agreements-and-Guarantees/Product-Service-Agreement/
# Cloud-Physics-Server-Service-Level-Protocol (SLA).md): the whole credit section, read as a lawyer reads it
JD_BARE_METAL = """**2.1服务器可用性**

服务器可用性：不低于99.9%

**2.11 服务赔偿条款**

2.11.2 赔偿方案

故障时间=不可用时间。

包年包月的云物理服务器以服务时长补偿的方式，按故障时间100倍/台赔偿。

说明：

赔偿总额不超过单台云物理服务器已支付的当次服务现金费用总额。

京东云通过赠送代金券的方式进行赔偿，赠送代金券仅供支持购买云物理服务器产品，赔偿总额不超过当月用户就该云物理服务器实例的月度服务费用（不含赠送余额或代金券抵扣的费用）。

用户可以在每月第5个工作日后对上个月没有达到可用性的实例提出赔偿申请。赔偿申请必须限于在云物理服务器实例没有达到可用性的相关月份结束后两个月内提出。超出申请时限的赔偿申请将不被受理。
"""


@pytest.mark.parametrize("key, expected", [
    # guards (pass on 676509c too): the full SLA's credit terms as written
    ("availability_pct", 99.9), ("credit_downtime_multiple", 100), ("credit_cap_pct", 100),
    ("claim_window_days", 60), ("credit_tiers", None),
])
def test_jd_cloud_bare_metal_sla(key, expected):
    term = extracted_term(JD_BARE_METAL, key, expected, "zh")
    if expected is not None:
        assert term.value == expected


def test_an_error_rate_period_is_no_shortest_outage():
    # 京东云 CDN服务等级协议 (zjkwlw/cn, documentation/Service-Agreements-and-Guarantees/Product-Service-Agreement/
    # CDN-Service-Level-Agreement-SLA.md): downtime counts only from two 5-minute periods in a row, so 5 is no threshold
    text = ("服务不可用单位周期：对于每一个计算服务错误率的5分钟周期，如果服务错误率>0.05%，则该5分钟周期为一个服务不可用单位周期。\n\n"
            "服务不可用时间：如果连续出现2个或者以上服务不可用单位周期，这些单位周期对应的秒数计入服务不可用时间。\n\n"
            "服务可用性保证：服务可用性不低于99.9%。\n")
    extracted_term(text, "min_outage_minutes", None, "zh")


def test_a_multiple_of_the_failure_time_in_english():
    # 京东云's English SLAs (lasdf1234/en, documentation/Service-Agreements-and-Guarantees/100-Times-Fault-Compensation/
    # Compensation-Standard.md): 故障时间 translated as "the failure time"
    text = ("* Virtual machine in monthly package is compensated in the way of service time compensation, i.e. 100 "
            "times/set of the failure time.\n")
    term = extracted_term(text, "credit_downtime_multiple", 100, "en")
    assert term.value == 100
