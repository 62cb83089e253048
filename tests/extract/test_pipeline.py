"""Term extraction, one line per case: (language, text, key, expected value).

Each case is a phrasing of our own, not a line from the devset; the traps are the kinds the
devset notes describe (distractor numbers, negations, bounds, amendments), written anew.
``None`` means the key must not be extracted from that text.
"""

import pytest

from slacheck.extract.pipeline import extract_terms

CASES = [
    # gpu_model / counts
    ("zh", "本集群采用NVIDIA H100 GPU，共计512张GPU卡。", "gpu_model", "H100"),
    ("zh", "乙方提供昇腾910B算力服务器。", "gpu_model", "910B"),
    ("en", "Vendor shall supply H200 nodes.", "gpu_model", "H200"),
    ("zh", "集群合计2048张GPU卡，单机八卡。", "gpu_count", 2048),
    ("zh", "集群合计2048张GPU卡，单机八卡。", "gpus_per_node", 8),
    ("en", "The cluster comprises a total of 1,024 GPUs in 128 nodes.", "gpu_count", 1024),
    ("en", "Each node contains eight (8) GPUs.", "gpus_per_node", 8),
    ("zh", "每台服务器配置8张GPU卡。", "gpu_count", None),
    # rack power: bounds, ranges, distractors, negation
    ("zh", "单柜功率不低于三十千瓦。", "rack_power_kw", 30),
    ("zh", "每个机柜供电功率为25–30千瓦。", "rack_power_kw", 25),
    ("zh", "单台服务器功率约10千瓦，PDU额定容量32千瓦。", "rack_power_kw", None),
    ("zh", "本订单不约定单柜功率，单节点功耗约6千瓦。", "rack_power_kw", None),
    ("en", "Each cabinet is provisioned at 35 kW.", "rack_power_kw", 35),
    ("en", "Power per rack: at least 22 kW. Each PDU is rated at 17 kW.", "rack_power_kw", 22),
    ("en", "A single server may draw up to 10.2 kW.", "rack_power_kw", None),
    # cooling
    ("zh", "计算机柜采用浸没式液冷。", "cooling", "liquid"),
    ("zh", "机房为风冷，不提供液冷机柜。", "cooling", "air"),
    ("zh", "本项目不提供液冷。", "cooling", "air"),
    ("en", "Racks are cooled by direct liquid cooling.", "cooling", "liquid"),
    ("en", "Cooling is by CRAH units (air cooling); liquid cooling is not offered.", "cooling", "air"),
    ("en", "Hybrid cooling: rear-door heat exchangers plus room air.", "cooling", "hybrid"),
    # interconnect
    ("zh", "节点间计算网络采用InfiniBand NDR，单端口400Gb/s；管理网络为千兆以太网。", "interconnect", "infiniband"),
    ("zh", "节点间计算网络采用InfiniBand NDR，单端口400Gb/s；管理网络为千兆以太网。", "interconnect_gbps", 400),
    ("zh", "节点间通过万兆以太网互联。", "interconnect", "ethernet"),
    ("zh", "节点间通过万兆以太网互联。", "interconnect_gbps", 10),
    ("en", "Compute fabric: 200 Gb/s RoCE v2 per GPU. Front-end network: 25 Gb/s Ethernet for management.", "interconnect", "roce"),
    ("en", "Compute fabric: 200 Gb/s RoCE v2 per GPU. Front-end network: 25 Gb/s Ethernet for management.", "interconnect_gbps", 200),
    ("en", "InfiniBand is not included; the cluster uses RoCE.", "interconnect", "roce"),
    ("en", "Provider supplies two 10 Gbps Internet cross-connects.", "interconnect_gbps", None),
    ("zh", "GPU之间通过NVLink互联。", "nvlink", True),
    # acceptance, storage
    ("zh", "验收时nccl-tests总线带宽应不低于理论值的85%。", "nccl_min_pct", 85),
    ("en", "Acceptance: measured NCCL bus bandwidth must be at least 80% of nominal.", "nccl_min_pct", 80),
    ("zh", "提供热数据层和冷数据归档层，实现冷热分层。", "storage_tiers", True),
    ("zh", "本合同不提供冷热数据分层存储。", "storage_tiers", False),
    ("zh", "并行文件系统随机读IOPS不低于50万；归档层IOPS约2万。", "storage_iops", 500000),
    ("en", "Hot tier: up to 1,500,000 random read IOPS; archive tier up to 20,000 IOPS.", "storage_iops", 1500000),
    # isolation
    ("zh", "甲方集群与其他客户物理隔离。", "tenant_isolation", "dedicated"),
    ("zh", "甲方资源部署于独立VPC，与其他租户逻辑隔离。", "tenant_isolation", "network"),
    ("zh", "本服务为多租户共享集群。", "tenant_isolation", "shared"),
    ("en", "Customer workloads run in a dedicated VPC on shared hosts.", "tenant_isolation", "network"),
    # delivery, location, pue
    ("zh", "乙方应于合同签订后十日内交付集群。", "delivery_days", 10),
    ("zh", "乙方应于合同签订后两周内完成开通。验收不通过的，乙方应在3个工作日内整改。", "delivery_days", 14),
    ("en", "Provider will hand over the cluster within forty-five (45) days after signature.", "delivery_days", 45),
    ("en", "Invoices are payable within thirty (30) days.", "delivery_days", None),
    ("zh", "机房位于江苏省苏州市吴江区。", "location", "吴江"),
    ("zh", "机房年均PUE不高于1.3，设计PUE为1.2。", "pue", 1.3),
    ("en", "The facility operates at an annual PUE not exceeding 1.35.", "pue", 1.35),
    # monitoring
    ("zh", "乙方提供GPU利用率、温度监控及告警。", "monitoring", True),
    ("zh", "乙方仅提供动环监控，不对甲方GPU利用率进行监控。", "monitoring", False),
    ("en", "Provider does not monitor GPU utilization or temperature.", "monitoring", False),
    # billing
    ("zh", "按卡时计费，每卡每小时人民币12.5元。", "billing_model", "gpu_hour"),
    ("zh", "按卡时计费，每卡每小时人民币12.5元。", "price_gpu_hour", 12.5),
    ("en", "Fees are USD 2.40 per GPU-hour.", "price_gpu_hour", 2.4),
    ("en", "Fees are USD 2.40 per GPU-hour.", "currency", "USD"),
    ("zh", "按分钟结算，不足1分钟按1分钟计。", "billing_minutes", 1),
    ("zh", "本合同服务期限为二十四个月。", "term_months", 24),
    ("zh", "服务期限为两年，代金券有效期12个月。", "term_months", 24),
    ("en", "Initial Term: twelve (12) months. Renewal term: 12 months.", "term_months", 12),
    ("zh", "月服务费合计人民币120万元，一次性安装费5万元。", "monthly_fee", 1200000),
    ("zh", "乙方协助甲方申请算力补贴。", "subsidy", True),
    ("zh", "已付租金可抵扣采购款。", "rent_to_own", True),
    # SLA
    ("zh", "乙方承诺月可用性不低于99.95%。可用性低于99.5%的，甲方可解除合同。", "availability_pct", 99.95),
    ("en", "Uptime commitment: 99.9% per calendar month.", "availability_pct", 99.9),
    ("en", "If availability falls below 99.0% in two consecutive months, Customer may terminate.", "availability_pct", None),
    ("zh", "可用性以节点为单位计算。", "sla_unit", "node"),
    ("en", "Availability is measured per GPU.", "sla_unit", "gpu"),
    ("zh", "单次连续中断在3分钟以上的计入不可用时间。", "min_outage_minutes", 3),
    ("zh", "单机GPU压力测试连续24小时无故障。", "min_outage_minutes", None),
    ("zh", "连续不可用持续3分钟及以上的，计入不可用时间。", "min_outage_minutes", 3),
    ("zh", "计划维护须提前三天书面通知甲方。", "maintenance_notice_hours", 72),
    ("en", "Planned maintenance requires at least two (2) calendar days' notice.", "maintenance_notice_hours", 48),
    ("en", "Provider will notify Customer of a data breach within 24 hours.", "maintenance_notice_hours", None),
    ("zh", "乙方应在10分钟内响应，6小时内恢复。", "response_minutes", 10),
    ("zh", "乙方应在10分钟内响应，6小时内恢复。", "recovery_hours", 6),
    ("en", "P1: response within 20 minutes; P3: response within 8 business hours.", "response_minutes", 20),
    ("en", "Provider shall restore the failed node within three (3) hours.", "recovery_hours", 3),
    # credits
    ("zh", "月可用性低于99.9%但不低于99.0%的，赔付月服务费的10%；低于99.0%的，赔付30%。", "credit_tiers",
     [{"below_pct": 99.9, "credit_pct": 10}, {"below_pct": 99.0, "credit_pct": 30}]),
    ("en", "Service credit: 10% if availability is less than 99.9% but at least 99.5%; 25% if less than 99.5%.", "credit_tiers",
     [{"below_pct": 99.9, "credit_pct": 10}, {"below_pct": 99.5, "credit_pct": 25}]),
    ("zh", "每中断1小时赔付当月月费的3%。", "credit_per_hour_pct", 3),
    ("en", "Service Credit: two percent (2%) of the Monthly Fee for each hour of downtime.", "credit_per_hour_pct", 2),
    ("zh", "乙方按故障时长的五倍向甲方补偿。", "credit_downtime_multiple", 5),
    ("zh", "每月赔付总额最高不超过当月服务费的40%。", "credit_cap_pct", 40),
    ("zh", "每月赔付总额以当月服务费为限。", "credit_cap_pct", 100),
    ("en", "Total service credits shall not exceed fifteen percent (15%) of the Monthly Fee.", "credit_cap_pct", 15),
    ("en", "Provider's aggregate liability shall not exceed 100% of fees paid.", "credit_cap_pct", None),
    ("zh", "甲方应在次月20日内提出赔付申请。", "claim_window_days", 20),
    ("en", "Customer must request service credits within sixty (60) days after the end of the month.", "claim_window_days", 60),
    ("zh", "甲方应在收到账单后10日内付款。", "claim_window_days", None),
    ("zh", "连续两个月可用性低于99%的，甲方有权解除合同。", "termination_on_breach", True),
    ("zh", "甲方可提前30日书面通知解除本合同。", "termination_on_breach", None),
    ("zh", "本合同适用中华人民共和国法律。", "governing_law", "中华人民共和国"),
    ("en", "This Agreement shall be governed by the laws of the State of New York, without regard to conflicts.", "governing_law", "New York"),
    ("en", "This Agreement is construed in accordance with English law.", "governing_law", "England"),
    # general rules for held-out contracts
    ("zh", "赔付标准如下：\n月可用性A | 赔付比例\n99.9%＞A≥99.5% | 10%\n99.5%＞A≥99.0% | 20%\nA<99.0% | 40%", "credit_tiers",
     [{"below_pct": 99.9, "credit_pct": 10}, {"below_pct": 99.5, "credit_pct": 20}, {"below_pct": 99.0, "credit_pct": 40}]),
    ("en", "Service credits:\nMonthly Uptime U | Credit\n99.95% > U >= 99.5% | 5%\nU < 99.5% | 15%", "credit_tiers",
     [{"below_pct": 99.95, "credit_pct": 5}, {"below_pct": 99.5, "credit_pct": 15}]),
    ("zh", "物理服务器由甲方独享，不与其他客户共用。", "tenant_isolation", "dedicated"),
    ("en", "The servers are dedicated to Customer and are not shared with other customers.", "tenant_isolation", "dedicated"),
    ("en", "Facility: Unit 5, 12 Harbour Road, Tsing Yi, Hong Kong.", "location", "Tsing Yi, Hong Kong"),
    ("en", "The Cluster is hosted in Provider's data centre in Cyberjaya, Selangor.", "location", "Cyberjaya, Selangor"),
    ("en", "Region: EU-WEST-1 (Dublin, Ireland).", "location", "Dublin, Ireland"),
    ("en", "| Site | Docklands, London |", "location", "Docklands, London"),
    ("en", "The courts located in Cook County, Illinois have exclusive jurisdiction.", "location", None),
    ("zh", "争议提交上海市浦东新区人民法院管辖。", "location", None),
    ("en", "Fees: USD 96,000 per cabinet per year.", "billing_model", "rack_year"),
    ("en", "Rack fee: USD 30,000 per rack per year (equivalent to USD 2,500 per rack per month).", "billing_model", "rack_year"),
    ("zh", "机柜租赁费为每个机柜每年人民币30万元（折合每柜每月2.5万元）。", "billing_model", "rack_year"),
    ("en", "Customer shall pay a fixed fee of USD 180,000 per month.", "monthly_fee", 180000),
    ("en", "| Item | Monthly commitment (USD) |\n| Committed Monthly Spend | 52,000.00 |", "monthly_fee", 52000),
    ("en", "Availability is measured per Instance.", "sla_unit", "node"),
    ("en", "Service credits depend on the Node-Level Uptime Percentage of the month.", "sla_unit", "node"),
    ("en", "Provider shall make the Cabinets available for installation within thirty (30) days after signature.", "delivery_days", 30),
    ("en", "| Ready date | within three (3) weeks of signature |", "delivery_days", 21),
    ("en", "Provider shall deliver 64 GPUs within ten (10) days and the complete Cluster within thirty (30) days.", "delivery_days", 30),
    ("en", "Provider shall deliver the nodes within ten (10) business days.", "delivery_days", 10),
    ("zh", "乙方应于合同签订后10个工作日内完成交付。", "delivery_days", 10),
    ("zh", "首批服务器于10日内交付，整个集群于30日内交付完毕。", "delivery_days", 30),
    ("en", "GPU time is metered per minute.", "billing_minutes", 1),
    ("zh", "计费以小时为单位，不足一小时按一小时计。", "billing_minutes", 60),
    ("zh", "连续十分钟以上的中断计入不可用时间。", "min_outage_minutes", 10),
    ("zh", "单次不可用时长不足3分钟的，不计入不可用时间。", "min_outage_minutes", 3),
    ("en", "Downtime excludes periods of less than ten (10) consecutive minutes.", "min_outage_minutes", 10),
    ("zh", "乙方承诺单卡月可用性不低于99.9%，以单卡计算。", "sla_unit", "gpu"),
    ("zh", "可用性以集群整体计算。", "sla_unit", "cluster"),
    ("zh", "可用性赔付以当月服务费计算。", "sla_unit", None),
    ("en", "Each Instance is a single bare-metal server with eight (8) NVIDIA H200 SXM 141GB GPUs.", "gpus_per_node", 8),
    ("en", "Each Instance is a single bare-metal server with eight (8) NVIDIA H200 SXM 141GB GPUs.", "gpu_count", None),
    ("en", "Provider supplies sixty-four (64) HGX nodes with eight (8) GPUs each.", "gpus_per_node", 8),
    ("en", "| Quantity | 128 GPUs (16 nodes x 8 GPUs) |", "gpus_per_node", 8),
    ("en", "| Quantity | 128 GPUs (16 nodes x 8 GPUs) |", "gpu_count", 128),
    ("zh", "共计128张GPU卡（16台×8卡）。", "gpus_per_node", 8),
    ("zh", "月度服务费按年费的十二分之一计，即人民币48万元/月。", "monthly_fee", 480000),
    ("en", "The monthly fee is one twelfth of the annual fee, that is, USD 40,000.", "monthly_fee", 40000),
    ("en", "The data hall and its cooling are shared with other Provider customers.", "tenant_isolation", "shared"),
    ("zh", "甲方云主机与其他用户共享物理服务器。", "tenant_isolation", "shared"),
    ("en", "Lessee pays a fixed fee of USD 100,000 per month for 128 reserved GPUs; additional GPUs cost USD 2.10 per GPU-hour.",
     "billing_model", "hybrid"),
    ("en", "Customer pays a fixed fee of USD 100,000 per month.", "billing_model", None),
    ("zh", "甲方每月支付固定月费人民币50万元，超出部分按每卡每小时人民币12元计费。", "billing_model", "hybrid"),
    ("en", "Monthly Uptime Percentage is calculated by subtracting from 100% the percentage of minutes of downtime.", "availability_pct", None),
    ("en", "A node not yet delivered is assumed to be 100% available.", "availability_pct", None),
    ("zh", "月可用性计算公式为：100%减去不可用时长占比。", "availability_pct", None),
    ("en", "Scheduled maintenance requires at least forty-eight (48) hours' prior written notice.", "maintenance_notice_hours", 48),
    ("en", "Planned maintenance: 10 days' notice. Emergency maintenance may be done on twelve (12) hours' notice.",
     "maintenance_notice_hours", 240),
    ("en", "Emergency maintenance may be performed without notice if it lasts less than twenty (20) minutes.",
     "maintenance_notice_hours", None),
    ("zh", "紧急维护可提前2小时通知甲方。", "maintenance_notice_hours", None),
    ("en", "Inter-node network: 2 x 100GbE per node, standard Ethernet (RDMA / RoCE not enabled).", "interconnect", "ethernet"),
    ("en", "Inter-node network: 2 x 100GbE per node, standard Ethernet (RDMA / RoCE not enabled).", "interconnect_gbps", 100),
    ("en", "Cooling is by air. Direct liquid cooling and rear-door heat exchangers are not offered.", "cooling", "air"),
    ("zh", "参数面网络采用RoCE，每卡一个200GE端口；业务面网络为25GE。", "interconnect_gbps", 200),
    ("en", "The Provider does not monitor Customer equipment and does not provide alerts on it.", "monitoring", False),
    ("zh", "乙方不对甲方设备进行监控，也不提供告警。", "monitoring", False),
    # rent-to-own: rent credited toward a purchase, or ownership passing when the term ends
    ("zh", "服务期满后，甲方已付租金的60%可冲抵购买价款。", "rent_to_own", True),
    ("zh", "甲方租满二十四个月后，服务器所有权无偿转移至甲方。", "rent_to_own", True),
    ("zh", "租赁期届满后，设备归承租方所有。", "rent_to_own", True),
    ("zh", "本项目采用先租后买模式。", "rent_to_own", True),
    ("zh", "租赁期满后，设备所有权不发生转移，仍归乙方所有。", "rent_to_own", False),
    ("zh", "甲方托管设备的所有权归甲方所有。", "rent_to_own", None),
    ("en", "Half of the rent paid in the first year shall be applied against the purchase price of the servers.",
     "rent_to_own", True),
    ("en", "Upon payment of the final instalment, title to the GPU servers shall pass to Customer.", "rent_to_own", True),
    ("en", "Title to the Customer Equipment remains with Customer at all times.", "rent_to_own", None),
    # a cap that is the whole fee, written without a percentage
    ("zh", "每月补偿总额以甲方当月应付的托管费为限。", "credit_cap_pct", 100),
    ("zh", "每月赔付总额不超过当月租金。", "credit_cap_pct", 100),
    ("zh", "每月赔付总额不超过当月机柜租金的35%。", "credit_cap_pct", 35),
    ("zh", "赔付金额以当月服务费的25%为限。", "credit_cap_pct", 25),
    ("en", "In any month, total service credits shall not exceed the monthly charges for the affected racks.",
     "credit_cap_pct", 100),
    ("en", "Service credits shall not exceed one hundred percent of the Monthly Fee.", "credit_cap_pct", 100),
    ("en", "Service credits shall not exceed the lesser of 20% of the monthly fee or USD 5,000.", "credit_cap_pct", 20),
    # shortest outage: a bound word between the number and its unit
    ("en", "An Outage is a period of two (2) or more consecutive minutes of unavailability.", "min_outage_minutes", 2),
    ("en", "Orders of 1,000 or more cards receive priority delivery.", "gpu_count", None),
    # a unit label in another table cell belongs to that cell's number
    ("en", "| Item | Rate (EUR) | Monthly amount (EUR) |\n| A100 GPU | 1.80 per GPU-hour | 105,120.00 |",
     "price_gpu_hour", 1.8),
    ("en", "For service credits the MRC is EUR 75,000, being one twelfth of the annual charge.", "monthly_fee", 75000),
    # a negation in the next clause or sentence that names nothing again
    ("en", "No liquid cooling; air-cooled racks only.", "cooling", "air"),
    ("en", "The landlord may install direct liquid cooling in Hall 3; none is provided under this Order. Racks are air-cooled.",
     "cooling", "air"),
    ("zh", "机房采用风冷；可选配浸没式液冷，本合同均不提供。", "cooling", "air"),
    ("zh", "机房采用风冷，本合同不提供液冷。", "cooling", "air"),
    # currency: an amount that is not paid (a threshold) states none; a fee does
    ("en", "A Service Credit is issued only if it is greater than one dollar (USD 1).", "currency", None),
    ("en", "Customer shall pay a setup fee of EUR 4,000.", "currency", "EUR"),
]


@pytest.mark.parametrize("lang, text, key, expected", CASES)
def test_language_case(extracted, lang, text, key, expected):
    term = extracted(text, key, expected, language=lang)
    if term is None:
        return
    got = term.value
    if isinstance(expected, float):
        assert got == pytest.approx(expected)
    elif key == "credit_tiers":
        assert sorted((t["below_pct"], t["credit_pct"]) for t in got) == sorted((t["below_pct"], t["credit_pct"]) for t in expected)
    else:
        assert got == expected


def test_amendment_supersedes_the_body_value(doc_from_text):
    text = ("第六条 服务等级\n6.1 计划内维护须提前24小时通知甲方。\n\n## 补充条款\n"
            "对第6.1条修改如下：计划内维护须提前48小时通知甲方。本补充条款与正文不一致的，以本补充条款为准。\n")
    (term,) = [t for t in extract_terms(doc_from_text(text)) if t.key == "maintenance_notice_hours"]
    assert term.value == 48 and not term.conflict
    assert [(a.value, a.reason) for a in term.alternatives] == [(24, "superseded")]


@pytest.mark.parametrize("lang, text, key, expected", [
    ("zh", "5.6 每月补偿总额不超过甲方当月服务费的10%。\n\n# 补充协议\n1. 原合同第5.6条“10%”修改为“30%”。\n", "credit_cap_pct", 30),
    ("zh", "2.1 共计256张GPU卡。\n\n# 补充协议\n1. 原第2.1条“共计256张GPU卡”调整为“共计768张GPU卡”。\n", "gpu_count", 768),
    ("en", "5.1 Monthly availability shall be at least 99.5%.\n\nAMENDMENT No. 1\n1. In Section 5.1 the figure \"99.5%\" is replaced with \"99.95%\".\n",
     "availability_pct", 99.95),
])
def test_amendment_changing_old_to_new_value(doc_from_text, lang, text, key, expected):
    (term,) = [t for t in extract_terms(doc_from_text(text, language=lang)) if t.key == key]
    assert term.value == pytest.approx(expected) and not term.conflict
    assert {a.reason for a in term.alternatives if a.value != term.value} == {"superseded"}


def test_two_equal_occurrences_that_disagree_are_a_conflict(doc_from_text):
    text = "5.1 乙方承诺月可用性不低于99.9%。\n8.2 乙方承诺月可用性不低于99.5%。\n"
    (term,) = [t for t in extract_terms(doc_from_text(text)) if t.key == "availability_pct"]
    assert term.conflict
    assert {a.reason for a in term.alternatives} == {"conflict"}
    assert term.confidence <= 0.5


def test_provenance_points_into_the_text(doc_from_text):
    text = "2.5 机柜：每个机柜部署2个节点，\n单柜供电功率不低于\n25千瓦。"
    document = doc_from_text(text)
    (term,) = [t for t in extract_terms(document) if t.key == "rack_power_kw"]
    assert document.text[term.start:term.end] == term.text
    assert "25千瓦" in term.text and "单柜" in term.text and term.page == 1


def test_a_factor_of_the_calculation_is_not_a_second_monthly_fee(doc_from_text):
    """"x"/"×" before an amount makes it a factor of the calculation, not a competing fee."""
    for text in ("Monthly Fee: USD 93,440. The Monthly Fee (64 GPUs x 730 hours x USD 2.00) is invoiced in advance.",
                 "月服务费合计人民币93,440元。月服务费（64卡×730小时×人民币2元）按月预付。"):
        term = {t.key: t for t in extract_terms(doc_from_text(text))}["monthly_fee"]
        assert term.value == 93440
        assert not term.conflict
        assert all(a.value == 93440 for a in term.alternatives)


def test_the_evidence_policy_is_read_by_the_build_once_for_every_later_text(doc_from_text):
    """``select``'s confidence policy (evidence.yaml) is read in ``prepare``, the extractor's
    one-off build, and not again by the texts extracted after it."""
    from slacheck.extract.data import evidence_data
    from slacheck.extract.pipeline import prepare

    evidence_data.cache_clear()
    prepare()
    assert evidence_data.cache_info().currsize == 1
    read = evidence_data.cache_info().misses
    for text in ("Monthly Uptime Percentage of at least 99.9%.", "可用性不低于99.95%，故障响应时间15分钟。"):
        assert extract_terms(doc_from_text(text))
    assert evidence_data.cache_info().misses == read
