"""The shortest outage that counts (min_outage_minutes) beside credits given by outage length, the leftovers of
sessions 33's mo1/mo2 (session 34's helper mo3). A wrong value drops real money: a claim excludes every outage
shorter than it.

- A length that only opens a remedy added to another (an extra credit for a long single outage, a step beside an
  hourly credit) is no threshold an outage must pass to count toward availability or the hourly credit.
- A threshold said to be excluded from credits, or not eligible for one, earns nothing: no step of a ladder.
- A remedy given before the length it is given for ("a refund of one day's rental for an interruption of more than 60
  minutes") opens a step as one after it does, and the day of rental is no outage's length; so does a remedy named
  only in the header of a table of lengths ("| Outage length | Credit |" over "| > 60 minutes | 10% |"), unless the
  table's lowest band pays from the first minute ("| Less than 9 minutes | 12 Hours |").

The wordings are of the kind rental SLAs write (Watchfront's "Should there be an unscheduled interruption of more than
60 minutes ... you may claim a refund of one day's rental", https://www.watchfront.co.uk, quoted in mo1's tests; "每中断
1小时…" hourly deductions of Chinese tenders, zh.yaml's examples), put together here with the other remedy beside them.
Each positive stands beside a near miss.
"""

import pytest

from tests.conftest import claimed_month


@pytest.mark.parametrize("text, expected, language", [
    # what counts toward the credit by availability, then an extra credit for a long single outage: 5 (main read 240,
    # dropping every outage of 5 minutes to 4 hours from availability)
    ("Outages shorter than 5 minutes are not counted as downtime; credits are due when availability falls below 99.9%, "
     "and any single outage exceeding 4 hours earns an additional 25% credit.\n", 5, "en"),
    # ... the same without "additional": the credit by availability between them says what the 5 counts toward
    ("Outages shorter than 5 minutes are not counted as downtime; credits are due when availability falls below 99.9%, "
     "and any single outage exceeding 4 hours earns a 25% credit.\n", 5, "en"),
    ("中断不足5分钟的，不计入不可用时间；月可用性低于99.9%的按下表赔偿；单次中断超过4小时的，额外赔偿当月服务费的25%。\n", 5, "zh"),
    ("中断不足5分钟的，不计入不可用时间；月可用性低于99.9%的按下表赔偿；单次中断超过4小时的，赔偿当月服务费的25%。\n", 5, "zh"),
    # near misses: a definition of an Outage is what counts, alone or beside a shorter threshold (both apply: 240)
    ("An Outage means any period during which the Service is unavailable lasting more than 4 hours.\n", 240, "en"),
    ("Outages shorter than 5 minutes are not counted as downtime. An Outage means any period during which the Service "
     "is unavailable lasting more than 4 hours.\n", 240, "en"),
    # ... and a ladder of steps after what earns nothing, no remedy between them, keeps its lowest step (mo2)
    ("中断不足5分钟的，不计入赔偿；单次中断超过30分钟的，赔偿当日服务费；单次中断超过4小时的，额外赔偿当月服务费的25%。\n", 30, "zh"),
])
def test_a_step_of_an_added_remedy_does_not_raise_the_shortest_outage(reads, text, expected, language):
    term = reads(text, "min_outage_minutes", expected, language=language)
    assert not term.conflict


@pytest.mark.parametrize("text, expected, language", [
    # only an extra credit's length: outages of any length count toward availability (main read 240)
    ("Credits are due when availability falls below 99.9%, and any single outage exceeding 4 hours earns an additional "
     "25% credit.\n", None, "en"),
    # a step beside a credit per hour of outage, which counts from the first hour (main read 120: a claim dropped the
    # hourly credit of every outage under 2 hours)
    ("每中断1小时赔付月服务费的5%，不足1小时按1小时计；单次中断超过2小时的，赔付月服务费的20%。\n", None, "zh"),
    ("Customer will receive a service credit of 5% of the monthly fee for every hour of downtime. Any single outage "
     "exceeding 2 hours earns a credit of 20% of the monthly fee.\n", None, "en"),
    # near misses: the step alone is the shortest outage that earns anything
    ("单次中断超过2小时的，赔付月服务费的20%。\n", 120, "zh"),
    ("Any single outage exceeding 2 hours earns a credit of 20% of the monthly fee.\n", 120, "en"),
])
def test_an_added_remedy_alone_states_no_shortest_outage(reads, text, expected, language):
    reads(text, "min_outage_minutes", expected, language=language)


@pytest.mark.parametrize("text, expected, language", [
    # a threshold excluded from credits, or not eligible for one, earns nothing: the lowest step that earns is 30
    # (main read 10)
    ("Outages of less than 10 minutes are excluded from credits. An outage longer than 30 minutes earns a credit of 10% "
     "of the monthly fee. An outage longer than 4 hours earns a credit of 50% of the monthly fee.\n", 30, "en"),
    ("Outages of less than 10 minutes shall not be eligible for a credit; an outage longer than 30 minutes earns a "
     "credit of 10% of the monthly fee; an outage longer than 4 hours earns a credit of 50% of the monthly fee.\n", 30,
     "en"),
    ("单次中断不足10分钟的，不享受赔偿；单次中断超过30分钟的，赔偿当日服务费；单次中断超过4小时的，赔偿当月服务费。\n", 30, "zh"),
    # near misses: the same lengths eligible for a credit are the ladder's lowest step
    ("Outages of more than 10 minutes shall be eligible for a credit; an outage longer than 30 minutes earns a credit of "
     "10% of the monthly fee; an outage longer than 4 hours earns a credit of 50% of the monthly fee.\n", 10, "en"),
    ("单次中断超过10分钟的，享受赔偿；单次中断超过30分钟的，赔偿当日服务费；单次中断超过4小时的，赔偿当月服务费。\n", 10, "zh"),
])
def test_a_length_excluded_from_credits_is_no_step(reads, text, expected, language):
    reads(text, "min_outage_minutes", expected, language=language)


@pytest.mark.parametrize("text, expected", [
    # the remedy first, then the length it is given for: a ladder, its lowest step (main read 1440, "one day's rental"
    # taken for an outage's length)
    ("You may claim a refund of one day's rental for an interruption of more than 60 minutes. You may claim a refund of "
     "one month's rental for an interruption of more than 24 hours.\n", 60),
    ("Customer receives a credit of two days' fees for any interruption of more than 60 minutes. Customer receives a "
     "credit of one month's fees for any interruption of more than 24 hours.\n", 60),
    ("You may claim a refund of one day's rental for an interruption of more than 60 minutes.\n", 60),
    # near misses: credits said to apply to lengths, no remedy given for each: both thresholds apply, the largest
    ("Service credits apply to outages of more than 5 minutes. Credits are calculated on outages that last longer than "
     "30 minutes.\n", 30),
    # ... and a refusal before the length: no step
    ("No credit is due for outages of less than 5 minutes. A credit of 10% of the monthly fee is due for any outage of "
     "more than 30 minutes. A credit of 50% of the monthly fee is due for any outage of more than 4 hours.\n", 30),
])
def test_a_remedy_given_before_its_length_is_a_step(reads, text, expected):
    term = reads(text, "min_outage_minutes", expected, language="en")
    assert all(a.value != 1440 or a.reason == "weaker" for a in term.alternatives)


@pytest.mark.parametrize("text, expected, language", [
    # a table of credits by outage length, the remedy only in its header: each row a step, the lowest stands (main
    # read nothing)
    ("## Service credits\n\n| Outage length | Credit |\n|---|---|\n| > 60 minutes | 10% |\n| > 24 hours | 100% |\n",
     60, "en"),
    ("| Outage length | Credit |\n|---|---|\n| Less than 5 minutes | No credit |\n| More than 60 minutes | 10% |\n"
     "| More than 24 hours | 100% |\n", 60, "en"),
    ("## 服务赔偿\n\n| 中断时长 | 赔偿比例 |\n|---|---|\n| >60分钟 | 10% |\n| >24小时 | 100% |\n", 60, "zh"),
    # near misses: a table of lengths that names no remedy; a table whose lowest band pays from the first minute
    ("| Outage length | Note |\n|---|---|\n| More than 60 minutes | escalated |\n| More than 24 hours | reported |\n",
     None, "en"),
    ("If an eligible outage has occurred, a credit is generated using the table below:\n\n| Outage Time Frame | Credit "
     "Amount |\n| Less than 9 minutes | 12 Hours |\n| More than 60 minutes | 24 Hours |\n", None, "en"),
    ("| 中断时长 | 赔偿比例 |\n|---|---|\n| 30分钟以内 | 5% |\n| >30分钟 | 10% |\n| >24小时 | 100% |\n", None, "zh"),
])
def test_a_table_of_credits_by_outage_length_is_a_ladder(reads, text, expected, language):
    reads(text, "min_outage_minutes", expected, language=language)


LOG = ("id,start,end,units,cause\n"
       "INC-1,2026-03-05T14:00:00,2026-03-05T15:30:00,node-01,\n")

ZH = ("# GPU算力租赁服务协议\n\n甲方：北京某科技有限公司\n乙方：上海某算力有限公司\n\n"
      "第一条 乙方向甲方出租8卡H800 GPU服务器1台，月服务费100000元。\n\n"
      "第二条 服务等级：乙方保证月可用性不低于99.9%。{sla}\n")
EN = ("# GPU Cloud Service Level Agreement\n\nProvider: Acme GPU Cloud Inc. Customer: Example Labs LLC.\n\n"
      "1. Provider rents Customer one 8x H100 GPU server for a monthly fee of USD 20,000.\n\n"
      "2. Service levels. Provider guarantees monthly availability of 99.9%. {sla}\n")


@pytest.mark.parametrize("contract, sla, credit", [
    # a 90-minute outage: two started hours at 5% (main paid nothing, the outage under its 2-hour "shortest outage")
    (ZH, "每中断1小时赔付月服务费的5%，不足1小时按1小时计；单次中断超过2小时的，赔付月服务费的20%。", 10000.0),
    # ... availability 99.80% < 99.9%: the 10% credit (main paid nothing, the outage under its 4-hour threshold)
    (EN, "Outages shorter than 5 minutes are not counted as downtime; a service credit of 10% of the monthly fee is due "
         "when monthly availability falls below 99.9%, and any single outage exceeding 4 hours earns an additional 25% "
         "credit.", 2000.0),
    # near miss: a ladder of lengths alone, whose lowest step is 2 hours, pays nothing for 90 minutes
    (ZH, "单次中断超过2小时的，赔付月服务费的20%。", 0.0),
])
def test_a_claim_counts_the_outage_an_added_step_would_have_dropped(tmp_path, contract, sla, credit):
    assert claimed_month(tmp_path, contract.format(sla=sla), LOG)["credit_amount"] == credit
