"""Chinese wordings main misread in session 16 (third round): a Taiwanese contract that states
its term after its length ("三個月為一期"), and the billing cycles written the same way.

Each positive stands beside a negative: the same words about something else, which must not
become the term (or must not become this value).
"""

import pytest


@pytest.mark.parametrize("text, key, expected", [
    # the term said right after its length, counted from the start of the contract
    ("一、本合約自生效日起三個月為一期，期滿雙方無異議者自動續約。", "term_months", 3),
    ("本协议自生效之日起十二个月为一期。", "term_months", 12),
    # ... while a length taken as a cycle ("以…為一期", "每…为一期") is a billing period, no term
    ("一、以三個月為一期，每期租金新台幣30萬元。", "term_months", None),
    ("本协议每3个月为一期结算周期。", "term_months", None),
    # ... and a cycle beside a term written plainly leaves the term alone (no conflict)
    ("本协议每3个月为一期结算周期，服务期限为24个月。", "term_months", 24),
    # ... and a length in a clause of its own before "为一期" is no trailing trigger's
    ("本合约自生效日起十二个月，为一期。", "term_months", None),
])
def test_a_term_said_after_its_length(extracted, text, key, expected):
    term = extracted(text, key, expected, language="zh")
    if term is not None:
        assert term.value == expected
        assert not term.alternatives


@pytest.mark.parametrize("text, key, expected", [
    # a response written right after its time, under a label that names the repair, is no repair
    # time ("应急响应机制：故障修复承诺4小时现场响应" in an article on data-centre leases read 4)
    ("一、故障修复承诺4小时现场响应。", "recovery_hours", None),
    ("硬件故障修复：30分钟内响应，4小时内修复。", "recovery_hours", 4),
    ("硬件故障修复：30分钟之内响应，8小时之内修复完毕。", "recovery_hours", 8),
    # ... while the repair written under the same label stays one
    ("硬件故障修复：4小时内修复。", "recovery_hours", 4),
    ("硬件故障修复：4小时内完成修复并现场响应后续问题。", "recovery_hours", 4),
    ("故障恢复时间不超过4小时，30分钟内响应。", "recovery_hours", 4),
])
def test_a_response_under_a_repair_label_is_no_repair_time(reads, text, key, expected):
    reads(text, key, expected, language="zh")
