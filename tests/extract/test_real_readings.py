"""Readings the real published SLAs needed (issue 9), each tested on a sentence of our own.

Never a line of a real document: the general cause of each miss, written the way another
vendor might write it.
"""

import pytest

from tests.conftest import extracted_term


@pytest.mark.parametrize("text, expected", [
    # several thresholds apply together: an interruption counts only once it passes all of them
    ("Each sampling slot is 5 minutes. An outage shorter than 5 minutes is not counted as downtime. Two or more "
     "consecutive slots (10 minutes or more) of unavailability count as one outage; any unavailability of less than "
     "10 minutes is not an outage.", 10),
    ("单次中断不足5分钟的，不计入不可用时间；连续中断10分钟以上的，计为一次故障。", 10),
    # a notice period written with "less than" is no minimum outage
    ("Planned maintenance is excluded from unavailability if Provider gives not less than 72 hours' notice. "
     "Interruptions shorter than 5 minutes are not counted.", 5),
    ("Planned maintenance is excluded from unavailability if Provider gives not less than 72 hours' notice.", None),
])
def test_minimum_outage(text, expected):
    term = extracted_term(text, "min_outage_minutes", expected)
    assert term is None or term.value == expected


@pytest.mark.parametrize("text, expected", [
    # each figure has its own trigger after it: the word after the first is not the second's
    ("云盘性能：可获得50000的IOPS（高性能型）或8000的IOPS（标准型）。", 50000),
    ("Each volume delivers 40000 IOPS (premium tier) or 6000 IOPS (standard tier).", 40000),
])
def test_iops_of_several_classes_is_the_highest(text, expected):
    term = extracted_term(text, "storage_iops", expected)
    assert term.value == expected
    assert not term.conflict


def test_a_cell_under_a_column_header_that_names_the_key():
    text = ("Fault handling:\n\n| Severity | Response time | Recovery time |\n|---|---|---|\n"
            "| P1 | 15 minutes | 4 hours |\n| P2 | 60 minutes | 24 hours |\n")
    assert extracted_term(text, "response_minutes", 15).value == 15
    assert extracted_term(text, "recovery_hours", 4).value == 4


def test_an_html_table_cell_under_its_header_and_markup_blocks_nothing():
    # the "=" of an attribute is no blocker, and the ";" of "&gt;" ends no sentence
    text = ('The service levels are:\n\n<table><tr><th width="40%">Service</th><th>Monthly Uptime</th></tr>'
            "<tr><td>GPU cluster</td><td>&gt;= 99.95%</td></tr><tr><td>Object storage</td><td>&gt;= 99.9%</td></tr>"
            "</table>\n")
    term = extracted_term(text, "availability_pct", 99.95)
    assert term.value == 99.95
    assert [a.value for a in term.alternatives] == [99.9]  # another service's commitment
    assert text[term.start:term.end] == term.text == "99.95%"


def test_a_band_under_an_uptime_header_is_a_tier_not_a_commitment():
    text = "| Monthly Uptime Percentage | Service credit |\n|---|---|\n| 99% - 99.9% | 10% |\n| < 99% | 25% |\n"
    extracted_term(text, "availability_pct", None)
    tiers = extracted_term(text, "credit_tiers", True).value
    assert tiers == [{"below_pct": 99.9, "credit_pct": 10}, {"below_pct": 99, "credit_pct": 25}]


@pytest.mark.parametrize("text, expected", [
    # what availability is measured on, through the contract's definition of the word it uses
    ("In this SLA, “Pod” means one isolated set of virtual computing resources, including GPUs, memory and disk. "
     "The monthly availability is calculated per Pod.", "node"),
    ("本协议所称计费单元是指单台服务器。服务可用性按计费单元计算。", "node"),
    # a word defined as something availability is not measured on, or not defined at all
    ("“Rack” means one 42U cabinet. Availability is calculated per Rack.", None),
    ("Availability is calculated by subtracting the downtime from the minutes of the month.", None),
])
def test_sla_unit_through_a_definition(text, expected):
    term = extracted_term(text, "sla_unit", expected)
    assert term is None or term.value == expected
    if term is not None:
        assert text[term.start:term.end] == term.text


@pytest.mark.parametrize("text, key, expected", [
    # a contract not about compute: the key's subject must be there, not only its word
    ("The portal lets managers create reports to monitor staff utilization.", "monitoring", None),
    ("Provider monitors GPU utilization and temperature of every node and alerts Customer.", "monitoring", True),
    ("## Facilities and equipment\n\nThe assembly work is performed in a dedicated space of the Supplier's plant.",
     "tenant_isolation", None),
    ("## Facilities and equipment\n\nThe Provider designates a dedicated server for the Customer's data.",
     "tenant_isolation", "dedicated"),
    # a time counted from the response is not the response time
    ("In an emergency incident the Vendor shall have the application running again within 24 hours after response.",
     "response_minutes", None),
    # hours of coverage are no durations
    ("Priority 1 incidents: response available 24 hours a day, 7 days a week.", "response_minutes", None),
    ("Priority 1 incidents: response within 4 hours, 24 hours a day.", "response_minutes", 240),
    ("故障响应：热线每天24小时开放。", "response_minutes", None),
    # a frequency is no deadline
    ("Response time for Severity 1 incidents: every two hours.", "response_minutes", None),
    ("Provider responds to Severity 1 incidents within 30 minutes and updates Customer every two hours.",
     "response_minutes", 30),
])
def test_a_term_key_needs_its_subject_and_its_own_number(text, key, expected):
    term = extracted_term(text, key, expected)
    assert term is None or term.value == expected


def test_label_lines_of_a_header_block_stay_apart_and_a_wrapped_line_still_joins():
    from slacheck.extract.text import View

    assert View("甲方：北京星河算力有限公司\n乙方：上海云岭数据有限公司\n").text == "甲方:北京星河算力有限公司\n乙方:上海云岭数据有限公司"
    assert View("**Customer:** Orion Labs Inc.\n**Provider:** Kestrel Compute Ltd.\n").text.count("\n") >= 1
    # a PDF line wrap that happens to start with "X：" is still one sentence
    assert View("乙方承诺GPU服务器的月度可用\n性：不低于99.9%。").text == "乙方承诺GPU服务器的月度可用性:不低于99.9%。"


@pytest.mark.parametrize("text, vendor, customer", [
    ("**甲方**：北京星河算力科技有限公司\n**乙方**：上海云岭数据服务有限公司\n", "上海云岭数据服务有限公司", "北京星河算力科技有限公司"),
    ("**Customer:** Orion Labs Inc.\n**Provider:** Kestrel Compute Ltd.\n", "Kestrel Compute Ltd.", "Orion Labs Inc."),
])
def test_parties_from_bold_label_lines(text, vendor, customer):
    for key, name in (("vendor", vendor), ("customer", customer)):
        term = extracted_term(text, key, name)
        assert term.value == name
        assert text[term.start:term.end] == term.text and term.text.endswith(name)
