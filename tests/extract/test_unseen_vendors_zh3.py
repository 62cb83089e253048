"""Chinese wordings left open after the second blind reading of unseen vendors' SLAs (session 14,
round 3), each quoted short.

Each positive stands beside a negative: the same words about something else, which must not
become the term (or must not become this value).
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # a product's name in the list of what an SLA covers is no isolation commitment (en.yaml's
    # "Covered Service"): "Dedicated Host" names a product beside shared cloud servers
    ("本SLA适用于以下产品：云服务器ECS、专用宿主机（Dedicated Host）、GPU云服务器、弹性裸金属服务器。", None),
    ("本服务等级协议适用范围：弹性云服务器、专用宿主机（Dedicated Host）、GPU加速型实例。", None),
    ("本协议适用于下列服务：云服务器、独享型GPU实例、对象存储。", None),
    # ... while the same product promised to the customer, or a coverage list before a promise in a
    # sentence of its own, is dedicated
    ("专用宿主机（Dedicated Host）为您提供独享的物理服务器，不与其他客户共用。", "dedicated"),
    ("本SLA适用于以下产品：GPU云服务器。乙方提供的GPU服务器为甲方独占使用，物理隔离。", "dedicated"),
    # a GPU passed through to one virtual instance is not sliced among instances, but the host it
    # runs on may be another tenant's as well: no physical isolation of the tenant (SPEC §1)
    ("GPU资源将完全为实例独占。", None),
    ("GPU卡由实例独占，不与其他实例共享显存。", None),
    # ... while hardware held by the customer, or a whole physical server per instance, is
    ("每台GPU服务器由甲方独占，不与其他客户共用。", "dedicated"),
    ("GPU资源由实例独占，物理服务器为您独享。", "dedicated"),
])
def test_a_covered_product_or_an_instances_gpu_is_no_dedicated_tenancy(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="zh")


HEADLINE_AND_BANDS = (
    "服务可用性承诺：GPU云服务器的月度服务可用性不低于99.9%。\n\n"
    "| 服务可用性 | 赔偿代金券金额 |\n| --- | --- |\n"
    "| 99.00% ≤ 服务可用性 < 99.90% | 10% |\n"
    "| 95.00% ≤ 服务可用性 < 99.00% | 25% |\n"
    "| 服务可用性 < 95.00% | 100% |\n")


def test_a_tier_tables_band_ends_are_no_availability_alternatives(extracted):
    # the bands' lower ends (99, 95) are a credit tier's, as in English (``not_band_ends``): they
    # neither compete with the commitment nor lower its confidence
    alone = extracted("服务可用性承诺：GPU云服务器的月度服务可用性不低于99.9%。", "availability_pct", 99.9, language="zh")
    term = extracted(HEADLINE_AND_BANDS, "availability_pct", 99.9, language="zh")
    assert term.value == 99.9
    assert [a.value for a in term.alternatives] == []
    assert term.confidence == alone.confidence and not term.conflict
    tiers = extracted(HEADLINE_AND_BANDS, "credit_tiers", [], language="zh")
    assert [(t["below_pct"], t["credit_pct"]) for t in tiers.value] == [(99.9, 10.0), (99.0, 25.0), (95.0, 100.0)]


NOTICE = "甲方发现服务不可用后，应在24小时内通知乙方，否则乙方不承担赔偿责任。"


@pytest.mark.parametrize("text, key, expected", [
    # a notice of the outage the credit depends on is no claim window (SPEC §1: days after the
    # month ends to file a claim), nor the provider's response or recovery time
    (NOTICE, "claim_window_days", None),
    (NOTICE, "response_minutes", None),
    (NOTICE, "recovery_hours", None),
    ("甲方应于故障发生后48小时内以书面形式通知乙方，未通知的，乙方不予赔偿。", "claim_window_days", None),
    # ... while the claim filed after the month is the window, and the provider's own times after
    # the notice are its response and recovery
    ("甲方应在每月结束后30日内提出赔偿申请，逾期视为放弃。", "claim_window_days", 30),
    (NOTICE + "乙方应在接到通知后30分钟内响应，4小时内恢复服务。", "response_minutes", 30),
    (NOTICE + "乙方应在接到通知后30分钟内响应，4小时内恢复服务。", "recovery_hours", 4),
    (NOTICE + "乙方应在接到通知后30分钟内响应，4小时内恢复服务。", "claim_window_days", None),
])
def test_a_notice_the_credit_depends_on_is_no_claim_window(reads, text, key, expected):
    reads(text, key, expected, language="zh")


TAIWAN_BANDS = ("| 月可用率 | 賠償比例 |\n| --- | --- |\n"
                "| 99.0%≦月可用率＜99.9% | 10% |\n"
                "| 95.0%≦月可用率＜99.0% | 25% |\n")


@pytest.mark.parametrize("text, key, expected", [
    # "≦" and "≧" (Taiwan, Japan; NFKC keeps them) are "≤" and "≥": a band written with them is a
    # credit tier's, its lower end no commitment, and a tier's bound no commitment either
    (TAIWAN_BANDS, "availability_pct", None),
    (TAIWAN_BANDS, "credit_tiers", [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]),
    ("月可用率≧99.9%。\n\n" + TAIWAN_BANDS, "availability_pct", 99.9),
    ("服務可用率≦95%時，賠償當月服務費100%。", "availability_pct", None),
    ("服務可用率≦95%時，賠償當月服務費100%。", "credit_tiers", [{"below_pct": 95.0, "credit_pct": 100.0}]),
    # ... while the commitment written with "≧" stays one
    ("本服務之月可用率≧99.9%。", "availability_pct", 99.9),
])
def test_the_full_width_inequality_signs_bound_a_band(extracted, text, key, expected):
    term = extracted(text, key, expected, language="zh")
    if term is not None:
        assert term.value == expected
        if key == "availability_pct":
            assert term.alternatives == []
