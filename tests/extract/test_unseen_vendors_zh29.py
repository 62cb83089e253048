"""Chinese real-world leftovers of session 37's round of real pages (z42): JD Cloud's SLAs state their compensation per
server ("按故障时间100倍/台赔偿") and main read no ``sla_unit``; its bare-metal SLA reserves a whole physical server for
the customer beside a VPC, and main read the VPC (``network``, isolation on shared hardware, SPEC §1); a university
cluster's node table lists A800, RTX 4090 and L40 nodes side by side, and main picked the model named most often, with
no conflict, and did not read "GPU 节点（L40）" at all.

Each positive stands beside a near miss: the same words where the other reading is the right one.
"""

import pytest

from slacheck.extract.pipeline import extract_terms

from ..conftest import make_document

# JD Cloud's SLAs (www.jdcloud.com, 服务等级协议: 云物理服务器 CPS §3.2 and 云主机 §2.12.2, 负载均衡), as quoted
JD_CPS_CREDIT = "故障时间=不可用时间。\n\n包年包月的云物理服务器以服务时长补偿的方式，按故障时间100倍/台赔偿。\n"
JD_LB_CREDIT = "包年包月的负载均衡以服务时长补偿的方式，按故障时间100倍/单个实例赔偿。\n"
# JD Cloud's CPS SLA §2.1 and §2.5 (数据私密性)
JD_CPS_PRIVATE = ("京东云提供的云物理服务器在客户租用期间为客户独享；在网络层面，通过用户自定义的vpc实现网络隔离，"
                  "默认归属同一vpc的云物理服务器才能内网互通。\n")
JD_CPS_OFFER = "云物理服务器旨在为客户提供性能卓越的独享物理服务器。\n\n在网络层面，通过VPC实现网络隔离。\n"
# a university cluster's overview page (SAIKS HPC documentation, "计算集群概况": 节点配置 and 计费标准), abridged
SAIKS_NODES = ("## 硬件环境\n\n"
               "| 节点类别 | 节点名 | 主要规格 | 节点数 |\n|---|---|---|---|\n"
               "| GPU 节点（A800） | gpu[1-5] | 2 * Intel Xeon Platinum 8358P CPU, 1TB, NVIDIA A800 8-GPU 80GB | 5 |\n"
               "| GPU 节点（RTX4090） | gpu[6-8] | 2 * Intel Xeon Gold 6426Y CPU, 540GB, NVIDIA RTX4090 8-GPU 24GB | 3 |\n"
               "| GPU 节点（L40） | gpu[9-10] | 2 * Intel Xeon Platinum 8360Y CPU, 1TB, L40 8-GPU 45GB | 2 |\n\n"
               "## 计费标准\n\n| 分区 | 单价（元） | 状态 |\n|---|---|---|\n"
               "| A800 | 2.00 | 执行中 |\n| RTX4090-7 | 0.50 | 执行中 |\n| RTX4090 | 0.50 | 执行中 |\n| L40 | 1.00 | 执行中 |\n")


def _terms(text: str) -> dict:
    return {t.key: t for t in extract_terms(make_document(text, language="zh"))}


@pytest.mark.parametrize("text", [
    JD_CPS_CREDIT,
    JD_LB_CREDIT,
    "赔偿以单台云物理服务器为单位计算。\n",
    "每台服务器按故障时长的100倍补偿。\n",
], ids=["per-machine-mark", "per-instance-mark", "counted-per-server", "each-server-compensated"])
def test_compensation_counted_per_machine_reads_a_node_sla_unit(text):
    # what a credit is counted on is what unavailability is measured on (SPEC: per instance / server -> node)
    assert _terms(text)["sla_unit"].value == "node"


@pytest.mark.parametrize("text", [
    "GPU服务器租金为8000元/台/月，共10台。\n",  # a price per machine is no compensation
    "赔偿总额不超过单台云主机已支付的现金费用总额。\n",  # a cap on one machine's fee, no unit of measure
    "本次采购8台服务器，每台配备8张GPU卡，按故障时间100倍赔偿。\n",  # 台 as a count of machines
], ids=["price-per-machine", "cap-per-machine", "count-of-machines"])
def test_machines_counted_or_priced_read_no_sla_unit(text):
    assert "sla_unit" not in _terms(text)


@pytest.mark.parametrize("text", [JD_CPS_PRIVATE, JD_CPS_OFFER + JD_CPS_PRIVATE], ids=["reserved", "offered-and-reserved"])
def test_a_physical_server_reserved_for_the_customer_beside_a_vpc_is_dedicated(text):
    # SPEC §1: network is VPC isolation on shared hardware; the hardware here is the customer's alone (a machine only
    # named as one the customer has, "提供甲方独享的物理服务器资源" beside a VPC, stays network: test_unseen_vendors_zh12)
    assert _terms(text)["tenant_isolation"].value == "dedicated"


@pytest.mark.parametrize("text", [
    "云服务器实例独享vCPU资源；在网络层面，通过VPC实现网络隔离。\n",  # a VM's cores, the host shared
    "GPU云服务器与其他客户共享物理服务器，通过VPC实现网络隔离。\n",
    "物理服务器不为客户独享，通过VPC实现网络隔离。\n",
], ids=["vm-cores", "shared-host", "not-reserved"])
def test_a_vpc_on_hardware_not_reserved_stays_network(text):
    assert _terms(text)["tenant_isolation"].value == "network"


def test_a_node_table_of_several_models_offers_them_as_alternatives():
    term = _terms(SAIKS_NODES)["gpu_model"]
    assert term.conflict_kind == "alternatives"
    assert {term.value} | {a.value for a in term.alternatives} == {"A800", "RTX 4090", "L40"}


def test_one_model_down_a_table_column_is_no_lineup():
    text = ("| 节点类别 | 节点名 | 节点数 |\n|---|---|---|\n| GPU 节点（A800） | gpu[1-5] | 5 |\n"
            "| GPU 节点（A800） | gpu[6-8] | 3 |\n\n另备H800显卡一张用于测试。\n")
    term = _terms(text)["gpu_model"]
    assert (term.value, term.conflict_kind) == ("A800", None)


def test_a_model_fixed_in_prose_wins_over_a_lineup_table():
    term = _terms(SAIKS_NODES + "\n甲方租用的GPU服务器均配置A800显卡。\n")["gpu_model"]
    assert (term.value, term.conflict_kind) == ("A800", None)


@pytest.mark.parametrize("text,value", [
    ("| 节点类别 | 节点名 | 节点数 |\n|---|---|---|\n| GPU 节点（L40） | gpu[9-10] | 2 |\n", "L40"),
    ("本集群GPU 节点（L40）共2台。\n", "L40"),
    ("机房位于L40列，GPU服务器共2台。\n", None),  # a row of a room, no card
], ids=["node-table", "prose", "room-row"])
def test_a_model_in_brackets_after_a_node_type_reads(text, value):
    term = _terms(text).get("gpu_model")
    assert (term.value if term else None) == value
