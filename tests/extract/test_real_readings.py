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
