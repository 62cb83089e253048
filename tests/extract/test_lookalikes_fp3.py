"""Session 38's helper fp3: the precision leftovers of fp1 and fp2. An inquiry answered whose figure ends in its own
response words (客户咨询邮件24小时内响应) is still no fault response.

Each look-alike has a positive beside it: the same words about the rented compute.
"""

import pytest


# fp2 stopped "客户咨询邮件24小时内回复" (a contact centre's e-mail service), but the 响应 form escaped: the figure's own
# trailing words (``trailing_names``: 内响应) start its blocker window at the figure, past the 咨询 before it
@pytest.mark.parametrize("text, expected", [
    ("服务等级\n\n客户咨询邮件24小时内响应。\n", None),
    ("服务等级\n\n客户咨询类邮件应在24小时以内响应。\n", None),
    # ... technical support's e-mail, a fault's response beside an inquiry's, a repair's label, still read
    ("服务等级\n\n技术支持邮件24小时内响应。\n", 1440),
    ("服务等级协议\n\n故障15分钟内响应。\n", 15),
    ("服务等级\n\n咨询类问题：24小时内响应；故障类问题：15分钟内响应。\n", 15),
    ("服务等级协议\n\n乙方提供7×24小时技术咨询与故障申报服务，故障15分钟内响应。\n", 15),
    ("服务等级协议\n\n故障修复承诺4小时现场响应。\n", 240),
])
def test_an_inquiry_answered_is_no_fault_response_zh(reads, text, expected):
    reads(text, "response_minutes", expected, language="zh")


# a supply contract's scheduled shutdown, either party's ("The Party planning to take a shutdown for the purpose of
# maintenance/repairs shall give notice preferably seven (7) days prior", a gas supply contract's clause as quoted on
# markettransfer.info; the page is not in the stored corpus): the parties' plants stop, no provider's service
GAS_SUPPLY_SHUTDOWN = (
    "Gas Supply Agreement\n\nScheduled Shutdown. The Party planning to take a shutdown for the purpose of "
    "maintenance/repairs shall give notice preferably seven (7) days prior to the other Party.\n")


@pytest.mark.parametrize("text, expected", [
    (GAS_SUPPLY_SHUTDOWN, None),
    ("Supply Agreement\n\nA Party intending to shut down its facilities for maintenance shall give the other Party "
     "fourteen (14) days prior notice.\n", None),
    # ... a colocation's shutdown of its data centre, and a party's notice to the other of the service's maintenance,
    # still read
    ("Colocation Agreement\n\nProvider shall give notice seven (7) days prior to any maintenance shutdown of the data "
     "centre.\n", 168),
    ("Colocation Agreement\n\nThe Provider shall give the other Party seven (7) days prior notice of any scheduled "
     "maintenance of the Services.\n", 168),
])
def test_a_partys_plant_shutdown_is_no_maintenance_notice(reads, text, expected):
    reads(text, "maintenance_notice_hours", expected, language="en")


# a recovery time in business days lasts as long as the calendar makes it ("five (5) business days" over a weekend is
# seven days, 168 hours): read at its least, 120 hours, as derived evidence naming its words, no stated 120
@pytest.mark.parametrize("text, language", [
    ("Service Level Agreement\n\nProvider shall restore the Service within five (5) business days.\n", "en"),
    ("Service Level Agreement\n\nFailed hardware is replaced within 5 working days.\n", "en"),
    ("服务等级协议\n\n乙方应在5个工作日内修复故障。\n", "zh"),
])
def test_a_recovery_in_business_days_is_derived(extracted, text, language):
    term = extracted(text, "recovery_hours", 120, language=language)
    assert (term.value, term.evidence_kind) == (120, "derived")


# ... a recovery in calendar days or hours is stated as such
@pytest.mark.parametrize("text, language, expected", [
    ("Service Level Agreement\n\nProvider shall restore the Service within five (5) days.\n", "en", 120),
    ("Service Level Agreement\n\nProvider shall restore the Service within 5 calendar days.\n", "en", 120),
    ("服务等级协议\n\n乙方应在5日内修复故障。\n", "zh", 120),
    ("服务等级协议\n\n乙方应在4小时内修复故障。\n", "zh", 4),
])
def test_a_recovery_in_calendar_time_is_stated(extracted, text, language, expected):
    term = extracted(text, "recovery_hours", expected, language=language)
    assert (term.value, term.evidence_kind) == (expected, "operative")
