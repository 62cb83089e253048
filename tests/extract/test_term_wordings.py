"""Wordings of fee, rent-to-own, isolation, storage-tier, subsidy and claim terms, one line each.

Each positive has a negative beside it: the same words used for something else, or negated.
Our own wording, not lines from any contract set.
"""

import pytest


CASES = [
    # monthly fee: lease and charge wordings
    ("en", "Monthly Lease Payment: USD 250,000, payable in advance.", "monthly_fee", 250000),
    ("en", "The Monthly Charges are EUR 80,000 for all racks.", "monthly_fee", 80000),
    ("en", "A security deposit of USD 500,000 equal to two Monthly Lease Payments is due at signature.", "monthly_fee", None),
    # rent-to-own: the purchase price reduced by the rent paid
    ("en", "The purchase price will be the agreed residual value less forty percent (40%) of all lease payments made.",
     "rent_to_own", True),
    ("en", "Fifty per cent of the rent paid in the first year is credited toward the purchase of the servers.", "rent_to_own", True),
    ("en", "Customer has an option to purchase the nodes at list price less accumulated rental credits.", "rent_to_own", True),
    ("en", "The purchase price is not reduced by any lease payments made under this Agreement.", "rent_to_own", False),
    ("en", "Customer may purchase additional storage at the prices in Schedule 2.", "rent_to_own", None),
    # dedicated tenancy
    ("en", "The cage and the racks are used exclusively by Customer.", "tenant_isolation", "dedicated"),
    ("en", "The nodes are single tenant: no other customer runs workloads on them.", "tenant_isolation", "dedicated"),
    ("zh", "集群由甲方独占，不与其他客户共用。", "tenant_isolation", "dedicated"),
    ("zh", "乙方为甲方配备专属客户经理。", "tenant_isolation", None),
    # a negated sharing word is isolation, not sharing (the negation runs into the phrase: 不共享…)
    ("zh", "租户之间不共享物理服务器。", "tenant_isolation", "dedicated"),
    ("zh", "甲方的GPU节点不与其他租户共用。", "tenant_isolation", "dedicated"),
    ("zh", "甲方的GPU节点与其他租户共享物理服务器。", "tenant_isolation", "shared"),
    ("en", "The GPU servers are not shared with other tenants.", "tenant_isolation", "dedicated"),
    # storage tiers
    ("en", "Storage: a hot tier on NVMe flash and a cold tier on object storage.", "storage_tiers", True),
    ("en", "Storage is a single performance tier of NVMe flash.", "storage_tiers", None),
    # subsidy
    ("en", "Provider will help Customer apply for the municipal computing-power voucher scheme.", "subsidy", True),
    ("en", "Service credits are issued as vouchers against future invoices.", "subsidy", None),
    ("zh", "乙方协助甲方申领算力消费券。", "subsidy", True),
    # claim window: a credit worded as a fee reduction (减免)
    ("zh", "甲方应于每月结束后二十日内提出减免申请。", "claim_window_days", 20),
    ("zh", "甲方应于收到发票后二十日内提出付款申请。", "claim_window_days", None),
    # a decimal comma (European vendors): 99,95 % is 99.95, never 95; 12.500,00 is twelve thousand five hundred
    ("en", "The Provider guarantees a monthly availability of 99,95 % for the GPU instances.", "availability_pct", 99.95),
    ("en", "If monthly availability is below 99,95 %, the credit is 10 % of the monthly fee.", "credit_tiers",
     [{"below_pct": 99.95, "credit_pct": 10.0}]),
    ("en", "Monthly fee: EUR 12.500,00 for the GPU cluster.", "monthly_fee", 12500),
    ("en", "The GPU servers are numbered 12,95 and 96 in the monthly availability report.", "availability_pct", None),
    # GPUs per node: 块 as the card unit and "8x" before the card's words; NICs and drives are no GPUs
    ("zh", "每台服务器配置8块NVIDIA H100 GPU。", "gpus_per_node", 8),
    ("zh", "每台服务器配置2张200G网卡。", "gpus_per_node", None),
    ("zh", "每台服务器配置4块NVMe硬盘和8张GPU卡。", "gpus_per_node", 8),
    ("en", "Each node has 8x NVIDIA H100 80GB SXM5 GPUs.", "gpus_per_node", 8),
    ("en", "Each node has 2x 400G network adapters.", "gpus_per_node", None),
    # a tier list on a price page: "below 95%, 50% credit" is a band and its credit, not two bands
    ("en", "If uptime falls below 99.9%, you get 10% credit; below 99%, 25% credit; below 95%, 50% credit.",
     "credit_tiers", [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0},
                      {"below_pct": 95.0, "credit_pct": 50.0}]),
    ("en", "If uptime falls below 99.9% or 99.0%, you get credits of 10% and 25% respectively.", "credit_tiers",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]),
    # "Claims" as the claim window's word; a claim for damages is none
    ("en", "Uptime credits are capped at 50% of the bill. Claims must be submitted within 30 days.", "claim_window_days", 30),
    ("en", "Claims for damages must be submitted within 30 days of the event.", "claim_window_days", None),
    ("en", "GPU usage billing is per minute.", "billing_minutes", 1),
    ("en", "Support billing is per hour of engineer time.", "billing_minutes", None),
    # the claim window said as the end of a later billing cycle (a hyperscaler's wording)
    ("en", "A credit request must reach us by the end of the second billing cycle after the month of the incident.",
     "claim_window_days", 60),
    ("en", "Credit claims must be filed by the end of the month following the outage.", "claim_window_days", 30),
    # ... counted from nothing named, the incident's own cycle may be the first: the earlier deadline (was 60)
    ("en", "Credit requests must be received no later than the end of the second billing cycle.", "claim_window_days", 30),
    ("en", "Invoices are payable by the end of the month following the invoice date.", "claim_window_days", None),
    # a blocker in an aside closed before the number's own trigger belongs to the aside
    ("en", "Reserved Capacity: 512 NVIDIA H100 GPUs (64 nodes, 8 GPUs per node), InfiniBand NDR 400 Gb/s fabric.",
     "interconnect_gbps", 400),
    ("en", "Each node has 3.2 Tb/s of InfiniBand bandwidth.", "interconnect_gbps", None),
    ("zh", "单个包间（含10个机柜）供电容量200kW。", "rack_power_kw", None),
    # the site after "Data center:"; a description of the site is no place
    ("en", "Data center: Reno, Nevada.", "location", "Reno, Nevada"),
    ("en", "Data center: New Jersey.", "location", "New Jersey"),
    ("en", "Data center: Tier III, N+1 cooling.", "location", None),
    ("en", "Location: Customer premises, as notified.", "location", None),
    # 月费 alone names the monthly fee; a node's 月费 is a unit price
    ("zh", "月费人民币150万元。", "monthly_fee", 1500000),
    ("zh", "每台服务器月费人民币3万元。", "monthly_fee", None),
    # the claim window as the end of the next month
    ("zh", "客户应在故障发生次月的月底前提出赔偿申请。", "claim_window_days", 30),
    ("zh", "甲方应于次月月底前支付月费。", "claim_window_days", None),
    # a credit table as a PDF export prints it: the tabs before a pipe come out as one space, or the
    # rows run together on one line
    ("en", "Monthly Uptime Percentage |Service Credit\n----------------------------|---------------\n"
           "<99.95% |10%\n<99% |25%\nVersion History", "credit_tiers",
     [{"below_pct": 99.95, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]),
    ("en", "Monthly uptime credits:\n<99.95% 10% <99% 25%", "credit_tiers",
     [{"below_pct": 99.95, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]),
    # restoring the service names the fault it repairs; restoring data from a backup does not
    ("en", "We will respond to P1 tickets within 30 minutes and restore service within 4 hours.", "recovery_hours", 4),
    ("en", "Customer Data may be restored from backup within 30 days.", "recovery_hours", None),
    # a multiple of the GPU-hours lost
    ("en", "Service credits are calculated at 10x the affected GPU-hours.", "credit_downtime_multiple", 10),
    ("en", "Prices rise 2x the list rate for on-demand GPU-hours.", "credit_downtime_multiple", None),
    # fees in pounds, US or Hong Kong dollars written in Chinese
    ("en", "Monthly fee: GBP 120,000.", "monthly_fee", 120000),
    ("en", "The price is £2.50 per GPU-hour.", "currency", "GBP"),
    ("zh", "月服务费为10万美元。", "monthly_fee", 100000),
    ("zh", "月服务费为港币80万元。", "currency", "HKD"),
    ("en", "Floor loading: 250 pounds per square foot.", "currency", None),
    # a rack-scale system names its GPUs
    ("en", "GB200 NVL72 racks, liquid-cooled, 132 kW per rack.", "gpu_model", "GB200"),
    ("en", "Gridiron CBD H20 Probiotics Water is served in the lobby.", "gpu_model", None),
    # two parties on one line: the next label ends the name; a signature line names a person
    ("en", "Service Provider: Northwind Compute LLC. Customer: Orion Labs Inc. Order No. NC-2026-0142.", "vendor",
     "Northwind Compute LLC."),
    ("en", "Service Provider: Northwind Compute LLC. Customer: Orion Labs Inc. Order No. NC-2026-0142.", "customer",
     "Orion Labs Inc."),
    ("en", "Signed for Provider: M. Ito, VP Sales — Signed for Customer: J. Berg, CTO", "vendor", None),
    # a maintenance notice given in advance is no minimum outage; "outages under 10 minutes" is one
    ("en", "Downtime does not include Scheduled Maintenance announced at least 48 hours in advance, or outages under "
           "10 minutes.", "min_outage_minutes", 10),
    ("en", "Downtime does not include Scheduled Maintenance announced at least 48 hours in advance.",
     "min_outage_minutes", None),
]


@pytest.mark.parametrize("lang, text, key, expected", CASES)
def test_wording(reads, lang, text, key, expected):
    reads(text, key, expected, language=lang)


@pytest.mark.parametrize("lang, text, committed, ceiling", [
    ("en", "Power density up to 35kW per rack with rear-door heat exchangers. Committed power per cabinet: 17.3 kW.",
     17.3, 35),
    ("zh", "机房单机柜功率最高可支持35千瓦。本合同项下每个机柜的供电功率为8千瓦。", 8, 35),
])
def test_a_racks_ceiling_beside_its_commitment_is_a_conflict_not_the_ceiling(extracted, lang, text, committed, ceiling):
    # a rack's power is a floor (the checklist asks for at least 20 kW): what the hall can take ("up to",
    # 最高) beside what is sold must go to a person, never pass on the larger figure
    term = extracted(text, "rack_power_kw", committed, language=lang)
    assert term.conflict is True
    assert {term.value, *(a.value for a in term.alternatives)} == {committed, ceiling}

