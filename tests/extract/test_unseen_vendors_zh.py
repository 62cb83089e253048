"""Chinese wordings found by running slacheck blind on SLAs and service terms that vendors outside
the corpus published (session 14: Chunghwa Telecom's HiNet and circuit-lease contracts, Alibaba
Cloud HPC and DataHub, a Hong Kong server-maintenance contract, a Taiwan university's server
hosting rules, Flyjoying's hosting SLA, a GPU-rental contract generator's template, a blog quoting BandwagonHost's SLA), each quoted short.

Each positive stands beside a negative: the same words about something else, which must not
become the term (or must not become this value).
"""

import pytest

DATAHUB = """服务可用性 | 赔偿代金券金额 |
99% ≤ 服务可用性 < 99.9% | 月度服务费用的20% |
95% ≤服务可用性 < 99% | 月度服务费用的30% |
服务可用性 < 95% | 月度服务费用的50% |
"""

AT_MOST_TENTH = ("2.2 甲方保证乙方租用的网络系统的电力持续供应达99.99%的可用性。\n"
                 "2.3 甲方如果在任何一个月中不能遵守2.2的服务品质,甲方至多以免收乙方当月机柜租用费的十分之一作为对乙方损失的赔偿。")

CASES = [
    # "以…为限" states its cap before 为限: the whole month's fee. A reduction listed after the colon
    # ("減收5%") is a credit of the list that follows, no cap of 5
    ("但最多以扣減當月份月租費為限: 一、ADSL電路或光世代網路: 連續阻斷時間(小時) 六(含)以上-未滿八 減收5%",
     "credit_cap_pct", 100),
    ("甲方应按连续阻断时间减收月租费，但最多以扣减当月月租费为限：六小时以上未满八小时的减收5%。",
     "credit_cap_pct", 100),
    # a figure before 为限, or after a cap word that 为限 does not close, is the cap
    ("赔偿总额以当月服务费的50%为限。", "credit_cap_pct", 50),
    ("补偿最多为月度服务费的30%。", "credit_cap_pct", 30),
    ("每中断1小时赔偿月服务费的2%，最多不超过当月服务费的30%。", "credit_cap_pct", 30),
    # the availability formula counts one instance's downtime: per instance is per node; one
    # account's downtime, or every instance of a zone down, names no unit
    ("HPC可用性计算公式为:(一个合同月时间 – 一个合同月时间内单个HPC实例所有不可用时间)/(一个合同月时间)。",
     "sla_unit", "node"),
    ("服务可用性=(服务周期总分钟数-单台服务器不可用分钟数)/服务周期总分钟数。", "sla_unit", "node"),
    ("服务可用性=(服务周期总时间-单个账号所有不可用时间)/服务周期总时间。", "sla_unit", None),
    ("单地域多可用区服务不可用:若该地域任一可用区发生该用户的全部实例不可用,视为单地域多可用区服务不可用。",
     "sla_unit", None),
    # a band written as a double inequality ("99% ≤ 服务可用性 < 99.9%") is a credit tier's, and its
    # lower end no commitment; the commitment written "99.9% ≤ 服务可用性" alone still is one
    (DATAHUB, "availability_pct", None),
    (DATAHUB, "credit_tiers", [{"below_pct": 99.9, "credit_pct": 20.0}, {"below_pct": 99.0, "credit_pct": 30.0},
                               {"below_pct": 95.0, "credit_pct": 50.0}]),
    ("- 99.9%≤可用性<99.95%:补偿当月服务费用的10%;\n- 99.5%≤可用性<99.9%:补偿25%;", "availability_pct", None),
    ("99.9%≤服务可用性。", "availability_pct", 99.9),
    ("99.9% ≤ 服务可用性，低于99.95%的部分另行约定。", "availability_pct", 99.9),
    # Hong Kong and Taiwan write a reply 回覆 (覆 is no traditional form: folding leaves it); a reply
    # to a bill or a quotation is no fault response
    ("故障報修將於2小時內回覆。", "response_minutes", 120),
    ("7. 服務響應時間\n\n電郵查詢將於一(1)個工作天內回覆。", "response_minutes", 1440),
    ("如對賬單有異議，請於5個工作天內回覆。", "response_minutes", None),
    ("客戶應於收到報價後3日內回覆是否接受。", "response_minutes", None),
    # the machine room's environment (humidity, leaks) is watched, not the GPUs; a GPU's temperature is
    ("機房環境監控系統監控機房基礎設施環境之狀態,監控項目為溫度、濕度、漏水偵測。", "monitoring", None),
    ("机房配备环境监测系统，实时监测温度、湿度和漏水。", "monitoring", None),
    ("乙方对甲方服务器的GPU温度进行实时监控，并对机房温湿度进行巡检。", "monitoring", True),
    ("乙方对GPU服务器的温度进行7×24小时监控，异常时告警。", "monitoring", True),
    # a share of the fee waived "at most" when the commitment is missed is a cap, as the whole fee
    # waived at most is (rack-lease template: "至多以免收乙方当月机柜租用费的十分之一作为…赔偿");
    # a credit with a cap after it is still the credit
    (AT_MOST_TENTH, "credit_tiers", None),
    (AT_MOST_TENTH, "credit_cap_pct", 10),
    ("托管网络可用性99.9%。如乙方不能达到上述标准，最多赔偿甲方当月托管费的10%。", "credit_tiers", None),
    ("托管网络可用性99.9%。如乙方不能达到上述标准，赔偿当月托管费的10%，最多不超过当月托管费的50%。", "credit_tiers",
     [{"below_pct": 99.9, "credit_pct": 10.0}]),
    ("托管网络可用性99.9%。如未达到上述标准（每月不可用时间不超过44分钟），乙方赔偿当月托管费的10%。", "credit_tiers",
     [{"below_pct": 99.9, "credit_pct": 10.0}]),
    # a card's monthly price ("万元/卡/月") is billing by the card-month; a rack's is not
    ("| H100 GPU租赁 | ¥1.20 万元/卡/月 | 64 卡 | ¥76.80 万元 |", "billing_model", "gpu_month"),
    ("机柜租金：8,000元/柜/月。", "billing_model", "rack_month"),
    # the customer may walk away after missed SLAs ("解约"); where 甲方 provides the service
    # ("甲方向乙方提供…服务") 乙方's right is the customer's and 甲方's the provider's
    ("甲方向乙方提供GPU算力租赁服务。连续3个月未达SLA标准，乙方有权无责解约。", "termination_on_breach", True),
    ("甲方向乙方提供GPU算力租赁服务。乙方连续3个月SLA不达标的，乙方有权解除合同。", "termination_on_breach", True),
    ("甲方向乙方提供GPU算力租赁服务。连续3个月未达SLA标准，甲方有权解除合同。", "termination_on_breach", None),
    ("连续3个月未达SLA标准，乙方有权解除合同。", "termination_on_breach", None),
    ("连续3个月未达SLA标准，甲方有权无责解约。", "termination_on_breach", True),
    # a credit paid as service time is no contract term, in its clause or under a credit column;
    # a term in a plain column, or said with its own word, is
    ("| 当月停机时长 | 赔付（延长服务时间） |\n| --- | --- |\n| 10–59 分钟 | 72 小时 |\n| 420 分钟及以上 | 一个月服务期 |",
     "term_months", None),
    ("停机超过420分钟的，赔付一个月服务期。", "term_months", None),
    ("| 套餐 | 服务期 | 月费 |\n|---|---|---|\n| A | 12个月 | 100元 |", "term_months", 12),
    ("本合同服务期为一年，期满可续约。", "term_months", 12),
    # a claim submitted (提交) as raised (提出); forfeited when "视为自动放弃"; a payment request is none
    ("赔付必须在停机发生那个月结束后的 90 天内提交。", "claim_window_days", 90),
    ("超过 90 天视为自动放弃赔偿。", "claim_window_days", 90),
    ("甲方应在收到发票后15日内提交付款申请，逾期不赔偿。", "claim_window_days", None),
    # a service credit said as a deduction (服务抵扣, as the tier reader already reads it) has its cap;
    # a voucher's checkout limit has none
    ("连续两个月未达 SLA 的，甲方有权要求服务抵扣，抵扣上限为当月服务费的 20%。", "credit_cap_pct", 20),
    ("每笔订单代金券抵扣上限为订单金额的50%。", "credit_cap_pct", None),
]


@pytest.mark.parametrize("text, key, expected", CASES)
def test_unseen_vendor_wording(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    ("99.0% ≤ Monthly Availability < 99.9%: 10% of the monthly fee is credited.", None),
    ("We guarantee 99.5% or more uptime and below 99.5% you receive a 10% credit.", 99.5),
])
def test_a_double_inequality_band_in_english(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


FLYJOYING = """（1）对于单产品服务实例，如服务可用性低于99%，可按照下表中的标准获得赔偿。
<table class="table table-bordered">
    <thead>
    <th>服务可用性</th>
    <th>赔偿代金券金额</th>
    </thead>
    <tbody>
    <tr>
        <td>低于99%但等于或高于98%</td>
        <td>月度服务费的10%</td>
    </tr>
    <tr>
        <td>低于98%但等于或高于95%</td>
        <td>月度服务费的25%</td>
    </tr>
    </tbody>
</table>
"""


def test_an_html_table_whose_header_cells_have_no_row(extracted):
    """Header cells written straight into <thead> name the columns: the tiers are read."""
    tiers = [{"below_pct": 99.0, "credit_pct": 10.0}, {"below_pct": 98.0, "credit_pct": 25.0}]
    assert extracted(FLYJOYING, "credit_tiers", tiers, language="zh").value == tiers


@pytest.mark.parametrize("text", [
    "3.4 以下情况不计入不可用时间：\n- 计划内维护（提前48小时通知，每月不超过4小时）\n- 不可抗力事件",
    "计划内维护（提前48小时通知，每月不超过4小时）。",
])
def test_a_maintenance_ceiling_is_no_notice_period(extracted, text):
    """"每月不超过4小时" bounds the maintenance window: no second notice period beside 48 hours."""
    term = extracted(text, "maintenance_notice_hours", 48, language="zh")
    assert term.value == 48 and not term.conflict and [a.value for a in term.alternatives] == []


def test_a_notice_after_a_ceiling_is_still_read(extracted):
    term = extracted("维护时间每次不超过4小时，乙方应提前72小时通知甲方。", "maintenance_notice_hours", 72, language="zh")
    assert term.value == 72


def test_a_submitted_claim_quotes_what_is_submitted(extracted):
    term = extracted("甲方应在当月结束后十五日内向乙方提交补偿申请。", "claim_window_days", 15, language="zh")
    assert term.value == 15 and "补偿申请" in term.text
