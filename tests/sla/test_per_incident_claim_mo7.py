"""A claim under tiers by availability beside a ladder of credits per incident (session 35's helper mo7): the ladder's
lowest length ("单次中断10至59分钟的") is the shortest outage that earns ITS credit, so outages shorter than it still count
toward the month's availability (tests/extract/test_per_incident_mo7.py). Main read min_outage_minutes 10 from it and
dropped them: no credit for a month the tier pays for.
"""

from tests.conftest import claimed_month

CONTRACT = ("# GPU算力租赁服务协议\n\n甲方：示例科技有限公司。乙方：示例算力有限公司。\n\n"
            "1. 乙方向甲方出租8卡H100服务器一台，月租金为人民币20,000元。\n\n"
            "2. 服务等级。乙方保证月可用性不低于99.9%。{threshold}月可用性低于99.9%的，赔偿月服务费的10%。\n\n"
            "3. 单次中断10至59分钟的，补偿24小时服务时长；单次中断60分钟以上的，补偿72小时服务时长。\n")
# six outages of 8 minutes in March (44,640 minutes): 48 minutes down, 99.8925%, below 99.9%
EIGHT = "id,start,end,units,cause\n" + "".join(
    f"INC-{day},2026-03-{day:02d}T10:00:00,2026-03-{day:02d}T10:08:00,node-01,\n" for day in range(2, 8))


def test_outages_shorter_than_the_ladders_lowest_step_count_toward_the_tier(tmp_path):
    # main: 0 (every 8-minute outage dropped as shorter than 10 minutes, availability 100%)
    month = claimed_month(tmp_path, CONTRACT.format(threshold=""), EIGHT)
    assert month["credit_amount"] == 2000.0  # the tier's 10% of 20,000


def test_a_stated_threshold_of_downtime_still_drops_them(tmp_path):
    # near miss: the contract says outages under 10 minutes are not downtime: nothing is owed
    month = claimed_month(tmp_path, CONTRACT.format(threshold="单次中断不足10分钟的不计入不可用时间。"), EIGHT)
    assert month["credit_amount"] == 0.0
