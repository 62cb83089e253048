"""The shortest outage that earns a credit (min_outage_minutes) where a shorter threshold in the same statement only
says what is recorded, or what is not counted toward the remedy: the threshold that opens the remedy is in force (a
claim with the shorter one pays outages that earn nothing). Main read the shorter threshold.

Each positive stands beside a near miss: the shorter threshold alone, before a remedy by availability (not by length),
or above the remedy's threshold, where it stays.

The wordings are of the kind SLAs write (the outage counted only from a length, "Outage Time does not include outages
of less than 60 seconds duration", EPB Fiber Optics via https://www.lawinsider.com/dictionary/outage-time; "中断超过1小时
的，赔偿当日服务费" ladders in Chinese colocation leases), written here with both thresholds in one statement.
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # what is recorded, then what earns the credit: the credit's threshold
    ("# Service Level Agreement\nOnly outages of at least 5 consecutive minutes are recorded, and only outages longer "
     "than 10 minutes count toward the service credit.\n", 10),
    ("# Service Level Agreement\nOutages of at least 5 minutes are logged; an outage longer than 30 minutes earns a "
     "service credit of 10% of the monthly fee.\n", 30),
    # near misses: the recorded threshold alone; before a credit by availability, no length of its own; above the
    # credit's threshold (an outage must be recorded to count at all)
    ("# Service Level Agreement\nOnly outages of at least 5 consecutive minutes are recorded.\n", 5),
    ("# Service Level Agreement\nOutages shorter than 5 minutes are not counted as downtime; service credits are due "
     "when monthly availability falls below 99.9%.\n", 5),
    ("# Service Level Agreement\nOnly outages of at least 15 minutes are recorded, and outages longer than 10 minutes "
     "count toward the service credit.\n", 15),
])
def test_recorded_threshold_below_the_credit_threshold_en(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # what earns nothing, then the only remedy by length: the remedy's threshold (an outage of 10 minutes earns nothing)
    ("# 服务等级协议\n中断不足5分钟的，不计入赔偿；连续中断超过30分钟的，赔偿当日服务费。\n", 30),
    ("# 服务等级协议\n中断时长不足5分钟（含5分钟）的，不计入赔偿；连续中断超过30分钟的，赔偿当日服务费。\n", 30),
    # ... and before a ladder of remedies, its lowest step
    ("# 服务等级协议\n中断不足5分钟的，不计入赔偿；中断超过1小时的，赔偿当日服务费；单次中断超过24小时的，赔偿当月服务费。\n", 60),
    # near misses: the threshold alone, or before a remedy by availability, not by length
    ("# 服务等级协议\n单次中断不足5分钟的不计入不可用时间。\n", 5),
    ("# 服务等级协议\n单次中断不足5分钟的不计入；月可用性低于99.9%的按下表赔偿。\n", 5),
])
def test_not_counted_threshold_below_the_remedy_threshold_zh(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="zh")
