"""Wordings that published SLAs use, one line each, in our own words (issue 9 items 4 and 5).

Each positive has a negative beside it: the same words about something else (a date, a
dispute, a person, a fee increase), which must not become a term.
"""

import pytest

CASES = [
    # caps tied to the fee without a percentage -> 100
    ("zh", "每月赔偿总额不超过甲方就受影响服务支付的相应月度服务费。", "credit_cap_pct", 100),
    ("zh", "服务费抵扣都不得超过客户在该帐单月份内为该服务支付的月度服务费用。", "credit_cap_pct", 100),
    ("zh", "赔偿总额不超过当月甲方支付的月度服务费的30%。", "credit_cap_pct", 30),
    ("en", "Service credits in a month shall be no more than the applicable Monthly Service Fee.", "credit_cap_pct", 100),
    ("en", "Credits will not, in any month, exceed the Customer's monthly service fees for the node.", "credit_cap_pct", 100),
    # claim windows in months, and "no later than N days following"
    ("zh", "补偿申请须在未达标月份结束后两个月内提出。", "claim_window_days", 60),
    ("zh", "甲方须在故障所在帐单月份结束后的两 (2) 个月内提交索赔。", "claim_window_days", 60),
    ("en", "Customer must submit a service credit claim within two months of the end of the affected month.", "claim_window_days", 60),
    ("en", "Apply for compensation no later than sixty (60) calendar days following the end of the Service Month.", "claim_window_days", 60),
    ("en", "Request the service credit no later than the thirtieth (30th) calendar day following the end of the month.",
     "claim_window_days", 30),
    ("en", "Customer may request a credit only after the fifth (5th) business day of the following month.", "claim_window_days", None),
    ("en", "Any claim for damages to the equipment must be filed within thirty (30) days of delivery.", "claim_window_days", None),
    # downtime multiples as formulas and words
    ("zh", "补偿时长 = 故障时间*100，以代金券形式赔付。", "credit_downtime_multiple", 100),
    ("zh", "节点故障按不可用时间的 20 倍赔偿服务时长。", "credit_downtime_multiple", 20),
    ("zh", "如未达到承诺，乙方赔付等同于不可用时间的相同时长。", "credit_downtime_multiple", 1),
    ("en", "The compensation is 100 times the fault time, credited as service time.", "credit_downtime_multiple", 100),
    ("en", "The credit will be 30 (thirty) times the fees charged for the interrupted node for the period of the interruption.",
     "credit_downtime_multiple", 30),
    # a minimum outage is not a recovery time
    ("zh", "故障恢复正常的时间在3分钟以下的，不计入不可用时间。", "min_outage_minutes", 3),
    ("zh", "故障恢复正常的时间在3分钟以下的，不计入不可用时间。", "recovery_hours", None),
    ("zh", "节点不可用时间达到2分钟以上算作一次不可用。", "min_outage_minutes", 2),
    ("en", "Interruptions of the nodes that last longer than ten (10) minutes count as downtime.", "min_outage_minutes", 10),
    ("en", "An outage shorter than 3 minutes is not counted as downtime.", "recovery_hours", None),
    # sla_unit from per instance / VM / server / node / GPU / 单实例 / 单台
    ("zh", "服务可用性按单实例进行计算。", "sla_unit", "node"),
    ("zh", "业务不可用的统计单元为单个云服务器实例。", "sla_unit", "node"),
    ("zh", "服务可用性按单台服务器计算。", "sla_unit", "node"),
    ("zh", "业务不可用的统计单元为用户单业务实例，对本服务而言，用户单业务实例即为集群。", "sla_unit", "cluster"),
    ("zh", "若某分钟内无法连接，则视为指定的群集在该分钟内不可用。", "sla_unit", "cluster"),
    ("en", "Availability is calculated on a single VM instance basis.", "sla_unit", "node"),
    ("en", "The uptime commitment is applied on a per server basis.", "sla_unit", "node"),
    ("en", "The availability commitment is measured per GPU.", "sla_unit", "gpu"),
    # availability without the word availability
    ("zh", "乙方保证集群每月不少于 99.95% 的时间内能够正常提供服务。", "availability_pct", 99.95),
    ("en", "The cluster will have external connectivity at least 99.9% of the time in a billing month.", "availability_pct", 99.9),
    ("en", "Support staff are provided subject to availability of such personnel at a fifteen percent (15%) discount.",
     "availability_pct", None),
    ("en", "The servers will be available at a minimum of ninety-nine point five percent (99.5%) of the time.", "availability_pct", 99.5),
    # dates are dates, never durations
    ("zh", "集群开通之日为5月20日，乙方应于开通后七日内完成交付。", "delivery_days", 7),
    ("zh", "例如服务开通之日为5月20日，则首个服务月度为5月20日至5月31日。", "delivery_days", None),
    ("en", "For example, a service month runs from June 12 to June 30.", "delivery_days", None),
    # dedicated people, bandwidth or laws are no dedicated tenancy
    ("en", "Provider assigns a dedicated Technical Account Manager to Customer.", "tenant_isolation", None),
    ("en", "Vendor will provide two (2) dedicated people to support the migration.", "tenant_isolation", None),
    ("en", "This Agreement is governed exclusively by the laws of Ontario.", "tenant_isolation", None),
    ("en", "The GPU nodes are dedicated hardware reserved for Customer.", "tenant_isolation", "dedicated"),
    ("zh", "乙方为甲方配备专属技术经理。", "tenant_isolation", None),
    # a dispute, a letter, a deletion period or a reply deadline are no SLA times
    ("en", "The parties shall attempt to reach a resolution of the dispute within thirty (30) days.", "recovery_hours", None),
    ("en", "After a recovery period of up to thirty (30) days, Provider will delete the Customer Data.", "recovery_hours", None),
    ("en", "A party that fails to respond to a request for approval within three (3) business days is deemed to approve it.",
     "response_minutes", None),
    ("en", "Severity 1 incidents receive a response within fifteen (15) minutes.", "response_minutes", 15),
    ("zh", "甲方提交工单后，乙方运营人员于 8 小时内反馈。", "response_minutes", 480),
    ("en", "Provider may increase the Maintenance Fees by giving notice of not less than thirty (30) days.",
     "maintenance_notice_hours", None),
    ("en", "Provider will notify Customer of scheduled maintenance at least 48 hours prior to the work.", "maintenance_notice_hours", 48),
    # the rented compute in reach
    ("en", "The retailer orders boxes of 100 Cards for the holiday season.", "gpu_count", None),
    ("en", "The shop sells Gridiron H20 Sparkling Water in cans.", "gpu_model", None),
    ("en", "The cluster has 64 NVIDIA H20 GPUs in eight nodes.", "gpu_model", "H20"),
    ("en", "The Reseller may offer mobile broadband, Wi-Fi and Ethernet services to its users.", "interconnect", None),
    ("en", "Consulting calls are billed in fifteen (15) minute increments.", "billing_minutes", None),
    ("en", "GPU usage is billed in one (1) minute increments.", "billing_minutes", 1),
    # the term, not a period after it
    ("en", "Confidentiality obligations apply during the Term and for two (2) years thereafter.", "term_months", None),
    ("en", "The initial term of this Agreement is twenty-four (24) months.", "term_months", 24),
    # repeated-breach termination
    ("en", "If the Service misses the Target Uptime in two (2) of three (3) consecutive months, Customer may immediately "
           "terminate the Order Form.", "termination_on_breach", True),
    ("en", "A party may terminate this Agreement if the other engages in any unlawful business practice or misses a service level.",
     "termination_on_breach", None),
    # inflected trigger words (a GPU-server vendor's SLA, 2026): "requests ... submitted", "notified"
    ("en", "All service credit requests must be submitted within thirty days of the outage.", "claim_window_days", 30),
    ("en", "Credit claims are to be notified to us within 45 days after the end of the month.", "claim_window_days", 45),
    ("en", "All invoices submitted within 30 days are payable in full.", "claim_window_days", None),
    # per-hour credits "for each additional hour" past a free first hour
    ("en", "The customer receives a credit of 5% of the monthly fee for each additional hour of downtime.",
     "credit_per_hour_pct", 5),
    ("en", "Late payments bear interest of 1% for each additional hour of delay.", "credit_per_hour_pct", None),
    # what 99.99% allows in a month is no minimum outage
    ("en", "At 99.99% your nodes may see no more than 4.32 minutes of downtime per month.", "min_outage_minutes", None),
    ("en", "Downtime of more than 5 consecutive minutes counts as unavailability.", "min_outage_minutes", 5),
    # an outage's length is no delivery time (a colocation SLA: "failure to deliver power ... lasting")
    ("en", "If we fail to deliver power to the colocated equipment for an outage lasting more than twenty (20) consecutive "
           "minutes, a credit applies.", "delivery_days", None),
    ("en", "Provider shall deliver the racks ready for installation within thirty (30) days of signing.", "delivery_days", 30),
    # recovery written as a replacement, a handling time limit or a resolution
    ("zh", "乙方应在一个工作日内完成故障节点的替换。", "recovery_hours", 24),
    ("zh", "故障处理时限为4小时。", "recovery_hours", 4),
    ("zh", "GPU故障发生后4小时内解决。", "recovery_hours", 4),
    ("zh", "双方发生争议的，应在30日内协商解决。", "recovery_hours", None),
    ("zh", "甲方提出的问题，乙方应在3个工作日内解决。", "recovery_hours", None),  # a question, not a fault
    # inflected response and recovery verbs, MTTR, a swap of hardware
    ("en", "Critical incidents will be responded to within 1 hour and resolved within 4 hours.", "response_minutes", 60),
    ("en", "Critical incidents will be responded to within 1 hour and resolved within 4 hours.", "recovery_hours", 4),
    ("en", "Mean time to repair (MTTR) shall not exceed 4 hours.", "recovery_hours", 4),
    ("en", "Provider will swap out faulty hardware within 48 hours of diagnosis.", "recovery_hours", 48),
    ("en", "Disputes shall be resolved within 30 days.", "recovery_hours", None),
    ("en", "A failed unit's replacement time shall be 7 days of receipt of the RMA.", "recovery_hours", None),
    # caps in the usual legal forms
    ("en", "In no event shall service credits exceed 50% of the monthly fee.", "credit_cap_pct", 50),
    ("en", "Total service credits in any month will in no case exceed 25% of the fees.", "credit_cap_pct", 25),
    ("en", "The aggregate credits shall not be more than 40% of the monthly charges.", "credit_cap_pct", 40),
    ("en", "Service credits will never exceed 35% of the monthly fee.", "credit_cap_pct", 35),
    ("en", "In no event shall Provider be liable for more than 100% of fees paid.", "credit_cap_pct", None),
    # a tier's lower bound written "equal to or exceeds": the credit is the tier's, not the bound
    ("en", "If the Monthly Uptime Percentage is less than 99.9% but equal to or exceeds 99.0%, the Service Credit is 10%.",
     "credit_tiers", [{"below_pct": 99.9, "credit_pct": 10.0}]),
    ("en", "If the Monthly Uptime Percentage is less than 99.9% but equal to or exceeds 99.0%, the Service Credit is 10%.",
     "credit_cap_pct", None),
    ("zh", "补偿总额不得高于当月服务费的40%。", "credit_cap_pct", 40),
    ("zh", "赔偿金额最多为当月服务费的25%。", "credit_cap_pct", 25),
    ("zh", "逾期付款的，违约金最多为合同金额的5%。", "credit_cap_pct", None),
    # a tier's band is no availability commitment
    ("zh", "可用性在99%（含）至99.9%（不含）之间的，按月服务费的10%赔偿。", "availability_pct", None),
    ("zh", "可用性在99%（含）至99.9%（不含）之间的，按月服务费的10%赔偿。", "credit_tiers", [{"below_pct": 99.9, "credit_pct": 10.0}]),
    # a delivery counted from a payment received; a payment counted from a delivery is none
    ("zh", "乙方应在收到预付款之日起30日内交付全部服务器。", "delivery_days", 30),
    ("zh", "甲方应于交付之日起30日内付款。", "delivery_days", None),
    # GPU-hour prices written per card per hour with slashes; the monthly rent as a total
    ("zh", "GPU算力服务单价为15元/卡/时。", "price_gpu_hour", 15),
    ("zh", "GPU算力服务单价为12元/GPU/小时。", "price_gpu_hour", 12),
    ("zh", "月租金总额为人民币壹佰贰拾万元整（¥1,200,000.00）。", "monthly_fee", 1_200_000),
    ("zh", "每柜月租金为8000元。", "monthly_fee", None),
    ("en", "Each GPU-hour costs $2.49.", "price_gpu_hour", 2.49),
    ("en", "The GPU-hour price is USD 1.95.", "price_gpu_hour", 1.95),
    ("en", "Rate: $2.20/GPU/hr.", "price_gpu_hour", 2.2),
    ("en", "Support hours are billed at $200 per hour.", "price_gpu_hour", None),
    # the card count from a node count and a per-node one, when no total is written
    ("zh", "乙方向甲方提供128台GPU服务器，每台配置8张H800 GPU卡。", "gpu_count", 1024),
    ("en", "The Cluster comprises 64 nodes, each with eight (8) NVIDIA H100 SXM5 GPUs.", "gpu_count", 512),
    ("en", "The Cluster comprises 64 nodes, each with eight (8) NVIDIA H100 GPUs, for a total of 520 GPUs.", "gpu_count", 520),
    ("zh", "每台服务器配置8张GPU卡。", "gpu_count", None),
    # a notice period before "不计入" is no minimum outage
    ("zh", "乙方进行例行维护的，应提前48小时告知甲方，维护时间不计入不可用时间。", "min_outage_minutes", None),
    ("zh", "乙方进行例行维护的，应提前48小时告知甲方，维护时间不计入不可用时间。", "maintenance_notice_hours", 48),
    # a day of the next month counts days from the month's end; a day of every month is a date
    ("zh", "赔偿申请应在次月10日前提交。", "claim_window_days", 10),
    # availability named after its number, or as a target
    ("en", "Service Level Objective: 99.5% monthly availability per instance.", "availability_pct", 99.5),
    ("en", "Service level target 99.95%.", "availability_pct", 99.95),
    ("en", "The SLO does not apply to Beta features discounted by 20%.", "availability_pct", None),
    ("zh", "按卡时计费，计费精度为分钟。", "billing_minutes", 1),
    ("zh", "GPU资源计费粒度为小时。", "billing_minutes", 60),
]


GOVERNING_LAW = [
    ("en", "This Agreement is governed by the laws of the Hong Kong Special Administrative Region. The courts of Hong Kong "
           "have jurisdiction.", "Hong Kong SAR", "laws of the Hong Kong Special Administrative Region"),
    ("en", "This Agreement shall be governed by the laws of the Province of Ontario. All disputes go to arbitration.",
     "Ontario", "laws of the Province of Ontario"),
    ("en", "The laws of the State of Delaware shall apply to this Agreement.", "Delaware", "laws of the State of Delaware"),
    ("en", "This Agreement is made in the State of New York and shall be governed by the laws thereof.", "New York", None),
    ("en", "This Agreement is governed by PRC Laws.", "People's Republic of China", None),
    ("en", "This Agreement shall be interpreted in accordance with the laws of Singapore.", "Singapore", None),
    ("zh", "本合同的订立、解释及争议解决均适用中华人民共和国法律。", "中华人民共和国", None),
]


@pytest.mark.parametrize("lang, text, value, quoted", GOVERNING_LAW)
def test_governing_law_cut_at_the_jurisdiction(extracted, lang, text, value, quoted):
    term = extracted(text, "governing_law", value, language=lang)
    assert term.value == value
    if quoted is not None:
        assert term.text == quoted


def test_export_laws_are_no_choice_of_law(extracted):
    extracted("Customer shall comply with all export laws of the United States that apply to it.", "governing_law", None,
              language="en")


@pytest.mark.parametrize("lang, text, key, expected", CASES)
def test_published_wording(reads, lang, text, key, expected):
    reads(text, key, expected, language=lang)


@pytest.mark.parametrize("text", [
    "业务不可用的统计单元为用户单业务实例。",
    "表格的每个单元填写一项指标。",
    "多元化的算力服务。",
])
def test_yuan_inside_a_word_is_no_currency(extracted, text):
    extracted(text, "currency", None, language="zh")


@pytest.mark.parametrize("text, code", [("月服务费为人民币10,000元。", "CNY"), ("金额单位：元。", "CNY"),
                                        ("服务费以美元结算。", "USD"), ("费用以港元支付。", "HKD")])
def test_currency_words_still_read(extracted, text, code):
    assert extracted(text, "currency", code, language="zh").value == code


@pytest.mark.parametrize("text", ["3月17日", "三月十七日", "March 17", "17 March", "2025年3月1日"])
def test_dates_are_not_quantities(text):
    from slacheck.extract.numbers import find_quantities

    assert find_quantities(text) == []


@pytest.mark.parametrize("text, value, kind", [
    ("次月30日内", 30 * 1440, "duration"),
    ("within 15 (fifteen) days", 15 * 1440, "duration"),
    ("50 (fifty) times", 50, "times"),
    ("the sixtieth (60th) calendar day", 60 * 1440, "duration"),
    ("ninety-seven point five percent (97.5%)", 97.5, "pct"),
])
def test_numbers_in_published_wordings(text, value, kind):
    from slacheck.extract.numbers import find_quantities

    (q,) = find_quantities(text)
    assert (q.value, q.kind) == (value, kind)
