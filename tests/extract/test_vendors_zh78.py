"""Published Traditional-Chinese service terms of Taiwan, Hong Kong and Macau vendors read in session 43 (zh78).

- A telecom's service pledge states the share of complaints handled in a time under "the time a task takes"
  ("調查賬單投訴及完成處理所需的時間" over "95%會於5個工作天内完成", 3 Macau): before, 95 was read as the availability
  (0.9, operative), a level a claim would count credits on; now the time a task takes is no trigger of the level.
- Chunghwa Telecom's lease terms cut the month's fee by the length of one unbroken outage ("連續阻斷時間"): before,
  `check` said the contract states no credit at all ("合同未约定赔付档位"); now the clause is quoted for review, a credit
  per incident the checklist's forms do not compute.
Each positive stands beside a guard of what must not change (a level read as before).
"""

import pytest

from tests.conftest import checked_findings

# 3 Macau's 服務承諾 (https://www.three.com.mo/aboutus/servicepledges): "調 查 賬 單 投 訴 及 完 成 處 理 所 需 的 時 間 /
# 95%會於5個工作天内完成 96%"
PLEDGE = "3服務承諾\n\n5. 客服服务\n調查賬單投訴及完成處理所需的時間\n95%會於5個工作天内完成 96%\n"


@pytest.mark.parametrize("text", [
    PLEDGE,
    "調查服務質素投訴及完成處理所需的時間：95%會於5個工作天内完成。",
    "故障工單處理時間\n90%會於4小時內完成\n",
])
def test_the_share_of_cases_handled_in_time_is_no_availability(reads, text):
    reads(text, "availability_pct", None, language="zh")


# guards (pass before and after): a level stated beside a repair time, or after a sentence on the time a task takes
@pytest.mark.parametrize("text, expected", [
    ("本公司承諾每月服務可用性達99.9%\n故障於4小時內完成修復。", 99.9),
    ("故障處理所需的時間不超過4小時。服務可用性不低於99.9%。", 99.9),
    # ANDOWS' 主機托管服務SLA (https://andows.jp/zh-tw/hosting-sla)
    ("1. 伺服器正常運行時間\n\n我們保證伺服器的月正常運行時間為99.9%。", 99.9),
])
def test_a_level_beside_a_task_time_is_still_read(reads, text, expected):
    reads(text, "availability_pct", expected, language="zh")


# Chunghwa Telecom's 電路出租業務服務契約 第三十二條, as quoted on tech.wenewstw.com/results/f82d64f50ae3f365873e:
# "甲方應按連續阻斷時間減收月租費 … 六(含)以上-未滿八 減收5% … 七十二(含)以上 全免"
CIRCUIT = (
    "電路出租業務服務契約\n\n"
    "第三十二條 乙方租用本業務,因甲方電信機線設備障礙、阻斷,以致發生錯誤、中斷或不能傳遞時,其停止通信期間,"
    "甲方應按連續阻斷時間減收月租費。\n\n"
    "| 連續阻斷時間(小時) | 扣減下限(月租費) |\n|---|---|\n| 六(含)以上-未滿八 | 減收5% |\n| 八(含)以上-未滿十二 | 減收10% |\n"
    "| 七十二(含)以上 | 全免 |\n"
)
# ... and its HiNet 租用契約 第三十六條 (same source): "連續阻斷時間十二(含)小時以上未滿二十四小時,應該要減收5%網路月租費"
HINET = (
    "網際資訊網路業務(HiNet)租用契約\n\n"
    "| 連續阻斷時間 (小時) | 扣減下限 |\n|---|---|\n| 12以上-未滿24 | 當月月租費減收 5% |\n| 24-未滿48 | 當月月租費減收10% |\n"
    "| 120小時以上 | 當月月租費全免 |\n"
)


@pytest.mark.parametrize("text, quoted", [(CIRCUIT, "六(含)以上-未滿八"), (HINET, "12以上-未滿24")])
def test_a_fee_cut_by_one_unbroken_outage_is_sent_to_review(text, quoted):
    found = checked_findings(text, language="zh")
    finding = found["outage-compensation"]
    assert finding.status == "review"  # before: missing, "合同未约定赔付档位"
    assert "合同未约定赔付档位" not in finding.reason
    assert any(quoted in span.text for span in [finding.evidence, *finding.other_evidence] if span is not None)


def test_a_fee_cut_by_one_unbroken_outage_is_no_tier_nor_hourly_rate(reads):
    # guard (passes before and after): the lengths are an outage's, no band of availability nor a rate per hour
    for key in ("credit_tiers", "credit_per_hour_pct", "availability_pct"):
        reads(CIRCUIT, key, None, language="zh")


# a table of one outage's length whose longest row waives the month's fee in words (as HiNet's "| 120小時以上 | 當月月租費全免 |";
# our own rows above it): before, that row earned nothing and the table was priced (`check` passed it, and a claim owed
# nothing for a 6-day outage where a 5-hour one earns 7 days); now it is left to a person
WAIVED = (
    "雲端服務契約\n\n單次中斷時長按下表補償服務時長:\n\n"
    "| 單次中斷時長 | 補償時長 |\n|---|---|\n| 4小時以內 | 1天 |\n| 4-120小時 | 7天 |\n| 120小時以上 | 當月服務費全免 |\n"
)


def test_a_fee_waived_in_words_is_no_row_earning_nothing():
    finding = checked_findings(WAIVED, language="zh")["outage-compensation"]
    assert finding.status == "review"
