"""Chinese wordings left open by the first blind reading of unseen vendors' SLAs and service
terms (session 14, round 2), each quoted short.

Each positive stands beside a negative: the same words about something else, which must not
become the term (or must not become this value).
"""

import pytest

CASES = [
    # what the provider submits after a fault is its report of it, no claim of the customer's:
    # the object of the verb after the number says so
    ("乙方应在故障发生后7日内提交故障分析报告，并按约定赔偿。", "claim_window_days", None),
    ("乙方应在故障发生后7日内提出整改方案，并按约定向甲方赔偿。", "claim_window_days", None),
    # ... while a claim submitted or raised in the window is the window
    ("甲方应在故障发生后7日内提交赔偿申请，逾期视为放弃。", "claim_window_days", 7),
    ("如需赔偿，甲方应在故障发生后7日内提出，并附相关证明材料。", "claim_window_days", 7),
    # an outage that clears itself within N minutes and is not counted: the minimum outage
    ("在5分钟内自动恢复的故障，不计入不可用时间。", "min_outage_minutes", 5),
    ("服务中断在3分钟以内自动恢复的，不计入服务不可用时间。", "min_outage_minutes", 3),
    ("故障持续时间在10分钟以内且自动恢复的，不计入不可用时间。", "min_outage_minutes", 10),
    # ... which is no repair time
    ("在5分钟内自动恢复的故障，不计入不可用时间。", "recovery_hours", None),
    # ... and a self-recovery with nothing left uncounted, or a notice, is no threshold
    ("服务器发生故障时，系统将在5分钟内自动恢复服务。", "min_outage_minutes", None),
    ("乙方应在5分钟内通知甲方，维护时间不计入不可用时间。", "min_outage_minutes", None),
]


@pytest.mark.parametrize("text, key, expected", CASES)
def test_unseen_vendor_wording_round_two(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # whose act: a deadline the provider is set, whatever it submits, is no claim window
    ("乙方应在故障发生后7日内提出书面说明，并按约定向甲方赔偿。", None),
    ("甲方应在故障发生后7日内提出书面赔偿申请。", 7),
])
def test_a_deadline_of_the_provider_is_no_claim_window(reads, text, expected):
    reads(text, "claim_window_days", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # the contract gives 甲方 the provider's role: 甲方's deadline is the provider's, 乙方's the claim
    ("乙方向甲方租用机柜。甲方应在故障发生后7日内提出书面说明，并按约定向乙方赔偿。", None),
    ("乙方向甲方租用机柜。乙方应在故障发生后7日内提出书面赔偿申请。", 7),
])
def test_the_provider_by_the_letter_the_contract_gives_it(reads, text, expected):
    reads(text, "claim_window_days", expected, language="zh")


NETWORK_THEN_POWER = (
    "1.2 甲方保证乙方网络系统99.9%的联通性,即每月不联通时间少于44分钟。\n"
    "1.3 甲方如果在任何一个月中不能达到1.2的服务品质,甲方至多以免收乙方当月托管费作为对乙方损失的赔偿。\n"
    "2.2 甲方保证乙方租用的网络系统的电力持续供应达99.99%的可用性。\n"
    "2.3 甲方如果在任何一个月中不能遵守2.2的服务品质,甲方至多以免收乙方当月机柜租用费的十分之一作为对乙方损失的赔偿。")
POWER_THEN_NETWORK = (
    "2.2 甲方保证乙方租用的网络系统的电力持续供应达99.99%的可用性。\n"
    "2.3 甲方如果在任何一个月中不能遵守2.2的服务品质,甲方至多以免收乙方当月机柜租用费的十分之一作为对乙方损失的赔偿。\n"
    "1.2 甲方保证乙方网络系统99.9%的联通性,即每月不联通时间少于44分钟。\n"
    "1.3 甲方如果在任何一个月中不能达到1.2的服务品质,甲方至多以免收乙方当月托管费作为对乙方损失的赔偿。")


@pytest.mark.parametrize("text, availability, cap", [
    # two commitments, each with its cap (a rack-lease contract on a Chinese law site): equally
    # strong occurrences resolve to the first, the headline one, whichever reader read it
    (NETWORK_THEN_POWER, 99.9, 100),
    # (the levels as the caps: the power's continuous supply is another part's level beside the network's, both for
    # review, the first the headline one, e108; zh57 read the network's in either order and dropped the power's)
    (POWER_THEN_NETWORK, 99.99, 10),
])
def test_the_first_of_equally_strong_caps_is_the_headline_one(extracted, text, availability, cap):
    assert extracted(text, "availability_pct", availability, language="zh").value == availability
    term = extracted(text, "credit_cap_pct", cap, language="zh")
    assert term.value == cap
    assert term.conflict  # the other commitment's cap stays as the conflicting alternative


@pytest.mark.parametrize("text, expected", [
    # the customer's check that ends in silence (a cloud-desktop SLA): the days are its own, and the
    # handover (交付) after them is no deadline of the provider's
    ("甲方收到乙方开通的云电脑后,及时完成云电脑激活,进行验证后反馈乙方(2个工作日未反馈乙方,默认为甲方已验证能正常使用),"
     "乙方交付甲方后甲方对桌面操作系统以及操作系统上安装的应用程序及数据全权负责。", None),
    ("甲方应在2个工作日内反馈验证结果，逾期视为验收合格，乙方交付完成。", None),
    # ... while the provider's own handover deadline is read
    ("乙方应在合同签订后7个工作日内完成云电脑开通并交付甲方使用。", 7),
])
def test_the_customers_check_is_no_delivery_time(reads, text, expected):
    reads(text, "delivery_days", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a time counted from the recovery (the provider's report after it) is no recovery time
    ("乙方须在故障恢复后3个工作日内向甲方提交故障分析报告，并依约赔偿。", None),
    ("乙方应在故障修复后24小时内提交书面故障说明。", None),
    # ... while the recovery's own deadline is read, also beside a report after it
    ("乙方应在4小时内修复故障，修复后24小时内提交故障报告。", 4),
    ("乙方承诺硬件故障4小时内修复。", 4),
])
def test_a_time_after_the_recovery_is_no_recovery_time(reads, text, expected):
    reads(text, "recovery_hours", expected, language="zh")
