"""Full Chinese SLA texts (credit sections) and tiers a text says it adds or changes (zh60)."""

import pytest

from slacheck import api
from tests.conftest import claimed_month, extracted_term

# 华为云 云手机服务SLA更新的通知 (huaweicloud.com notice 20250731): "《云手机服务SLA》第四条“服务补偿” 新增“服务可用性<95%,
# 代金券补偿金额为月度服务费的100%”" — one tier added to a ladder the notice does not quote
NOTICE = "《云手机服务SLA》第四条“服务补偿” 新增“服务可用性<95%，代金券补偿金额为月度服务费的100%”。"


@pytest.mark.parametrize("text, expected", [
    (NOTICE, [{"below_pct": 95.0, "credit_pct": 100.0}]),
    # ... tiers changed in a supplementary agreement, one sentence each
    ("第四条“服务补偿”第二项修改为：服务可用性低于99%但不低于95%的，代金券补偿金额为月度服务费的30%。",
     [{"below_pct": 99.0, "credit_pct": 30.0}]),
    # ... and in English
    ("A new tier has been added: if Monthly Uptime Percentage is less than 95%, you will receive a Service Credit of "
     "100% of the monthly fee.", [{"below_pct": 95.0, "credit_pct": 100.0}]),
])
def test_tiers_a_text_adds_or_changes_are_no_whole_ladder(text, expected):
    # the tier is read, as the text states it, but as part of a ladder (for review), never as the whole one at 0.9
    term = extracted_term(text, "credit_tiers", expected)
    assert term.value == expected
    assert term.evidence_kind == "partial"
    assert term.confidence < 0.6


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


@pytest.mark.parametrize("text, expected", [
    # guards (pass on 676509c too): a whole ladder stays operative; credits "added to your account" add no tier
    ("服务可用性低于99.95%但不低于99%的，赔偿月度服务费的10%；服务可用性低于99%的，赔偿月度服务费的25%。",
     [{"below_pct": 99.95, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]),
    ("If Monthly Uptime Percentage is less than 99.9%, a Service Credit of 10% of the monthly fee will be added to "
     "your account.", [{"below_pct": 99.9, "credit_pct": 10.0}]),
])
def test_a_whole_ladder_is_no_part(text, expected):
    term = extracted_term(text, "credit_tiers", expected)
    assert term.value == expected
    assert term.evidence_kind == "operative"
