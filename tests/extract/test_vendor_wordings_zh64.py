"""Chinese IDC rack-rental and bare-metal / GPU-server texts of vendors no earlier session read (session 40, zh64).

Each positive stands beside a near miss. The documents' addresses are in the comments above their cases; the quotes
are a line or two.
"""

import pytest


# two ratings offered side by side fix neither: the rack sold is one of them and the order picks it. Main read the
# first as the rack's power (4.4 kW from "20A" at 220 V), which passes or fails the rack-power rule on a guess
@pytest.mark.parametrize("text, expected", [
    # 京东云 云托管 (Cloud Cabinet Service) 产品规格, zjkwlw/cn documentation/Hyper-Converged-IDC/Cloud-Cabinet-Service/
    # Introduction/Specification.md (a mirror of jdcloudcom/cn)
    ("## 机柜规格\n\n|机柜空间|42U及以上|\n|:-|:-|\n|**机柜电流**|20A/40A|\n|**PDU**|双路PDU|\n", None),
    ("# 机柜规格\n机柜电流：16A或32A，由甲方选择。\n", None),
    ("# 机柜规格\n单机柜功率4.4kW或8.8kW可选。\n", None),
    ("# 机柜规格\n单机柜功率：8kW、10kW、12kW。\n", None),
    # near misses: one feed, one rating, a rating per rack written with a slash, and a rack's power after its feed
    ("## 机柜规格\n\n|机柜空间|42U及以上|\n|:-|:-|\n|**机柜电流**|20A|\n", 4.4),
    ("# 机柜规格\n每个机柜提供220V/32A电源。\n", 7.04),
    ("# 机柜规格\n单机柜功率8kW/柜。\n", 8),
    ("# 机柜规格\n每个机柜提供两路220V/32A电源，甲方设备总功率不得超过7kW。\n", 7),
])
def test_ratings_offered_side_by_side_fix_no_rack_power(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="zh")


# a bare-metal server isolated at the physical machine is the tenant's own hardware, whatever VPC it also reaches:
# main read "VPC" in "与云上其它产品VPC互通兼容" (interoperability) as network isolation on shared hardware
@pytest.mark.parametrize("text, expected", [
    # UCloud 裸金属服务器 (UCloudDoc-Team/uphost, type/baremetal.md)
    ("# 裸金属服务器\n### 产品价值\n2）仍然是物理机级别隔离，独享计算资源，以及与云上其它产品VPC互通兼容；\n", "dedicated"),
    ("# 裸金属服务器\n2）独享计算资源，以及与云上其它产品VPC互通兼容；\n", "dedicated"),
    ("# GPU服务器\n裸金属服务器与云主机VPC互通，GPU资源为客户独享。\n", "dedicated"),
    # near misses: a VPC that isolates tenants stays network isolation, beside a link to another network too
    ("# 网络\n通过VPC实现租户间网络隔离。\n", "network"),
    ("# 网络\n每个租户独享VPC，通过VPC实现网络隔离，支持与IDC互联互通。\n", "network"),
])
def test_physical_machine_isolation_is_dedicated(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="zh")


# 张 counts sheets of paper as well as cards: orders, invoices and vouchers counted by it are no GPUs. Main read
# "三张及三张以上的…欠费订单" as an order of three GPUs
@pytest.mark.parametrize("text, expected", [
    # UCloud EPC计算集群 billing page (UCloudDoc-Team/epc, charge/EPC-Cluster_charge.md)
    ("# EPC计算集群\n如您的账号余额不足，则扣款失败。当您账号名下有三张及三张以上的EPC集群任务欠费订单，将无法新创建任务，"
     "原运行中的任务如发生欠费，也将会被取消。\n", None),
    ("# 计费\n系统会在2022年3月15号 11:00对任务A生成一张订单（epc-task-4kilfr0y），订单金额为：0.76元。\n", None),
    ("# 赔偿\n乙方向甲方提供3张代金券。\n", None),
    # near misses: the cards of an order, beside an invoice in the same sentence
    ("# 服务内容\n乙方提供8张H100 GPU卡，并开具一张发票。\n", 8),
    ("# 服务内容\n乙方向甲方提供16张A100 GPU卡。\n", 16),
    # ... and cards named right after 张, an order's taking effect later in the clause (fixtures/contracts/fx01)
    ("# 交付\n分批交付的，首批不少于512张卡应于订单生效之日起7日内交付。\n", 512),
])
def test_sheets_counted_by_zhang_are_no_gpus(reads, text, expected):
    reads(text, "gpu_count", expected, language="zh")


# a delivery deadline in working days is longer than as many calendar days (30个工作日 is six weeks): it is read at its
# least, as derived evidence a reviewer confirms, not stated as 30 days. Main gave it as stated (0.9, "operative")
@pytest.mark.parametrize("text, expected", [
    # the wording of IDC rack-lease templates (金龙网络's 777doc.com/doc-7044195.html counts its days the same way)
    ("# 机柜租用合同\n乙方应在合同签订后30个工作日内完成机柜交付，每延期一日，按合同总额的千分之一支付违约金。\n", 30),
    ("# 算力租赁合同\n乙方应于合同签订后10个工作日内完成GPU集群交付。\n", 10),
])
def test_delivery_in_working_days_is_derived(reads, text, expected):
    term = reads(text, "delivery_days", expected, language="zh")
    assert term.evidence_kind == "derived"
    assert term.confidence < 0.9


def test_delivery_in_calendar_days_stays_stated(reads):
    # near miss: days of the calendar are the deadline as stated
    term = reads("# 机柜租用合同\n乙方应在合同签订后30日内完成机柜交付。\n", "delivery_days", 30, language="zh")
    assert term.evidence_kind != "derived"


# a cooling offered as an add-on is no cooling of the site: an air-cooled hall whose liquid-cooled racks may be bought
# on top is air-cooled. Main read the two together as a hybrid site (our own wording, an IDC's rack-lease offer)
@pytest.mark.parametrize("text, expected", [
    ("# 机房规格\n机房采用风冷，冷通道封闭，单机柜功率6kW，可选配液冷机柜（单柜功率30kW）。\n", "air"),
    ("# 机房规格\n机房采用风冷，可选配液冷。\n", "air"),
    # near misses: a site that runs both, and one that has liquid-cooled racks
    ("# 机房规格\n本机房采用冷板式液冷与风冷混合制冷。\n", "hybrid"),
    ("# 机房规格\n乙方提供液冷机柜，单柜功率40kW。\n", "liquid"),
])
def test_cooling_offered_as_an_add_on_is_not_the_sites(reads, text, expected):
    reads(text, "cooling", expected, language="zh")
