"""The shortest outage that earns a credit when the contract gives credits by outage length (session 33's helper mo1).

Thresholds that each open a remedy of their own are a ladder: the shortest outage that earns anything is the lowest
step, not the highest ("an interruption of more than 60 minutes ... a refund of one day's rental; ... exceed 24 hours
... one month's rental" is 60: reading 1440 drops every claim for an outage between 1 and 24 hours). Thresholds that
apply together to one remedy keep the largest (tests/extract/test_real_readings.py).

Each positive has a near miss beside it.
"""

import pytest


@pytest.mark.parametrize("text, expected, language", [
    # https://www.watchfront.co.uk sla (main read 1440, "exceed 24 hours")
    ("Should there be an unscheduled interruption of more than 60 minutes in any 24 hour period, you may claim a refund "
     "of one day's rental for the affected service. Should a single interruption exceed 24 hours, you may claim a refund "
     "of one month's rental for the affected service.", 60, "en"),
    # the same ladder in Chinese, in one sentence (main read 1440)
    ("中断超过1小时的，赔偿当日服务费；单次中断超过24小时的，赔偿当月服务费。", 60, "zh"),
    ("单次中断超过30分钟的，乙方按当日服务费的50%补偿甲方；单次中断超过4小时的，乙方退还当月服务费。", 30, "zh"),
    # a list of lengths with a credit each
    ("Service credits:\n\n- An interruption exceeding 1 hour: a credit of one day's fee.\n- An interruption exceeding "
     "8 hours: a credit of one week's fee.\n", 60, "en"),
    # a threshold every credit needs beside the ladder: the ladder's lowest step is longer, so it is in force
    ("Interruptions shorter than 5 minutes are not counted. Should an interruption last more than 60 minutes, the "
     "Customer may claim a refund of one day's rental. Should a single interruption exceed 24 hours, the Customer may "
     "claim a refund of one month's rental.", 60, "en"),
])
def test_the_lowest_step_of_a_ladder_of_outage_lengths(reads, text, expected, language):
    term = reads(text, "min_outage_minutes", expected, language=language)
    assert not term.conflict
    # the higher steps are kept, weaker: the contract says them
    assert all(a.reason == "weaker" for a in term.alternatives if a.value != expected)


@pytest.mark.parametrize("text, expected, language", [
    # thresholds that apply together to one credit: the largest is in force (as main reads them)
    ("An outage shorter than 5 minutes is not counted as downtime. Any unavailability of less than 10 minutes is not an "
     "outage, and no service credit is due for it.", 10, "en"),
    ("Interruptions of more than 5 consecutive minutes are Downtime; Downtime lasting longer than 30 minutes earns a "
     "service credit.", 30, "en"),
    # a threshold said to earn nothing is no step of a ladder ("not counted toward credits": every credit needs it)
    ("Outages shorter than 5 minutes are not counted toward credits. An outage longer than 30 minutes earns a service "
     "credit of 10% of the monthly fee.", 30, "en"),
    ("中断不足5分钟的，不计入不可用时间；连续中断超过30分钟的，赔偿当日服务费。", 30, "zh"),
    ("连续中断超过5分钟的，计为一次故障；故障持续超过30分钟的，赔偿当日服务费。", 30, "zh"),
    # a single threshold with its remedy
    ("Should there be an unscheduled interruption of more than 60 minutes, you may claim a refund of one day's "
     "rental.", 60, "en"),
    ("单次中断超过24小时的，赔偿当月服务费。", 1440, "zh"),
])
def test_thresholds_of_one_remedy_keep_the_largest(reads, text, expected, language):
    reads(text, "min_outage_minutes", expected, language=language)
