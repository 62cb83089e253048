"""Chinese cloud SLAs no test here named before session 35 (zh46): Baidu AI Cloud, Inspur Cloud, Kingsoft Cloud.

The monthly fee a credit is a share of is defined, in these vendors' SLAs, as what one service unit or one disk costs
("就单个DBSC服务单元所支付的基础费用", "就单云硬盘EBS硬盘所支付的服务费用总额"), not only one instance: a credit is owed on the
affected unit's share (credit_base: unit). Each positive stands beside a near miss: the fee of an account or of the
service, or of every instance under one account, which is no unit's share.
"""

import pytest

from tests.conftest import claimed_month


@pytest.mark.parametrize("text, expected", [
    # Baidu AI Cloud's DBSC SLA (https://cloud.baidu.com/doc/DBSC/s/Em01vdufy)
    ("# DBSC服务等级协议\n月度服务费用: 用户在一个自然月中就单个DBSC服务单元所支付的基础费用,如果用户一次性支付了多个月份的服务费用,"
     "则将按照所购买的月数分摊计算月度服务费用。\n", "unit"),
    # Inspur Cloud's EBS SLA (https://console1.cloud.inspur.com/document/declaration/protocol/rank/EBS.html)
    ("# 浪潮云云硬盘服务(EBS)等级协议(SLA)\n月度服务费: 为您在一个服务周期(即自然月)中就单云硬盘EBS硬盘所支付的服务费用总额,如您一次性"
     "支付多个月份的服务费,则将按照所购买的月数分摊计算月度服务费。\n", "unit"),
    # the same definition of one node's fee
    ("# 服务等级协议\n月度服务费: 为客户在一个服务周期中就单个GPU节点所支付的服务费用总额。\n", "unit"),
    # near misses: an account's fee for the service (Kingsoft Cloud's KS3 SLA, https://docs.ksyun.com/documents/40925;
    # Baidu AI Cloud's BLS SLA, https://cloud.baidu.com/doc/BLS/s/mm99e0dmu); the service's "基础费用"; every instance
    # under one account, 单 standing before the account
    ("# 金山云对象存储KS3服务等级协议\n月度服务费: 客户在一个服务周期(即一个自然月)中就某一金山云账号下KS3服务所产生的存储容量、流量、"
     "请求、数据取回或其他存储管理费用所支付的服务费用总额。\n", None),
    ("# 日志服务等级协议SLA\n1.6 月度服务费用:指客户的某一百度智能云账号在一个自然月中日志服务所支付的服务费用总额。\n", None),
    ("# 服务等级协议\n月度服务费用: 用户在一个自然月中就本服务所支付的基础费用。\n", None),
    ("# 服务等级协议\n月度服务费: 为客户在一个服务周期中就单一账号下所有实例所支付的服务费用总额。\n", None),
    ("# 服务等级协议\n月度服务费: 为客户在一个服务周期中就单个账号下全部GPU实例所支付的服务费用总额。\n", None),
])
def test_monthly_fee_defined_as_one_units(reads, text, expected):
    reads(text, "credit_base", expected, language="zh")


# the unit read from the fee's definition is quoted from it, where the document defines it
def test_unit_fee_quoted_from_its_definition(reads):
    term = reads("# DBSC服务等级协议\n服务可用性以单个实例为维度。\nDBSC 承诺服务可用性不低于 99.95%。\n"
                 "月度服务费用: 用户在一个自然月中就单个DBSC服务单元所支付的基础费用。\n", "credit_base", "unit", language="zh")
    assert term.text == "就单个DBSC服务单元所支付"


# a multiple of one machine's downtime ("按单台故障时长100倍赔偿"): what the credit is counted on is what unavailability is
# measured on; Baidu AI Cloud's CDS compensation standard writes it of one disk, no unit of a GPU rental
# (https://cloud.baidu.com/doc/Finance/Compensation/27.5CCDS.E8.B5.94.E5.81.BF.E6.A0.87.E5.87.86.html)
@pytest.mark.parametrize("text, expected", [
    ("# 赔偿标准\n包年包月BCC实例以服务时长的形式,按单台故障时长100倍赔偿;\n", "node"),
    ("# 赔偿标准\n包年包月GPU实例以服务时长的形式,按单个GPU实例故障时长的100倍补偿。\n", "node"),
    ("# 赔偿标准\n按单张GPU卡故障时长的10倍赔偿。\n", "gpu"),
    # near misses: one disk; one outage's length (单次), one month's (单月); no unit named; a rack
    ("# CDS赔偿标准\n包年包月CDS实例以服务时长的形式,按单块故障时长100倍赔偿;\n", None),
    ("# 赔偿标准\n按单次故障时长100倍赔偿。\n", None),
    ("# 赔偿标准\n按单月累计故障时长的10倍赔偿。\n", None),
    ("# 赔偿标准\n包年包月实例以服务时长的形式,按故障时长100倍赔偿;\n", None),
    ("# 赔偿标准\n按单个机柜故障时长10倍赔偿。\n", None),
])
def test_multiple_of_one_machines_downtime_names_the_unit(reads, text, expected):
    reads(text, "sla_unit", expected, language="zh")


LOG = "id,start,end,units,cause\nINC-1,2026-03-05T14:00:00,2026-03-05T15:00:00,node-01,\n"
RENTAL = ("# GPU云服务器租赁协议\n\n甲方：北京某科技有限公司\n乙方：上海某算力有限公司\n\n"
          "第一条 乙方向甲方出租GPU服务器2台，每台配置8张H800 GPU，共16张，单价每卡每小时20元，月服务费230400元。\n\n"
          "第二条 赔偿标准：包年包月GPU实例以服务时长的形式，按{sla}故障时长100倍赔偿。\n")


# ... so one server down an hour earns 100 × its 8 GPUs' hour × 20元 (main: the whole cluster's 16 GPUs, 32000); the
# multiple of the outage's length, no unit named, stays the cluster's
@pytest.mark.parametrize("sla, credit", [("单台", 16000.0), ("", 32000.0)])
def test_claim_on_one_machines_downtime_multiple(tmp_path, sla, credit):
    assert claimed_month(tmp_path, RENTAL.format(sla=sla), LOG)["credit_amount"] == credit


# a cloud's SLA names its provider only where it says what the agreement lays down ("规定了百度智能云向用户提供的…"): the
# provider as it names itself; a party's letter, a pronoun, no name at all, or a customer providing something name none
@pytest.mark.parametrize("text, expected", [
    # Baidu AI Cloud's DBSC and BLS SLAs (https://cloud.baidu.com/doc/DBSC/s/Em01vdufy,
    # https://cloud.baidu.com/doc/BLS/s/mm99e0dmu)
    ("# DBSC服务等级协议\n本服务等级协议(Service Level Agreement,简称\"SLA\") 规定了百度智能云向用户提供的数据库智能驾驶舱DBSC"
     "(Database Smart Cockpit,以下简称\"DBSC\")的服务可用性等级指标及赔偿方案。\n", "百度智能云"),
    ("# 日志服务等级协议SLA\n本服务等级协议(Service Level Agreement,简称“SLA”)规定了百度云向客户提供的日志服务(Baidu Log "
     "Service,简称\"BLS\")的服务可用性等级指标及赔偿方案。\n", "百度云"),
    # Kingsoft Cloud's KS3 SLA (https://docs.ksyun.com/documents/40925)
    ("# 对象存储KS3服务等级协议\n本服务等级协议(Service Level Agreement,以下简称“SLA”)规定了金山云向客户提供的对象存储"
     "(Kingsoft Standard Storage Service,以下简称“KS3”)服务的可用性等级指标及赔偿方案。\n", "金山云"),
    # near misses: no name (Unigroup's cloud SLA, https://www.unicloud.com/document/show-875106.html); a party's letter;
    # a pronoun; the customer providing something
    ("# 紫光云服务等级协议\n本服务等级协议(Service Level Agreement,以下简称 “SLA”)规定了向用户提供的紫光云服务可用性等级指标及"
     "赔偿方案。\n", None),
    ("# 服务等级协议\n本协议规定了乙方向甲方提供GPU算力服务的服务等级。\n", None),
    ("# 服务等级协议\n本协议规定了我们向您提供的GPU云服务器服务的可用性。\n", None),
    ("# 服务协议\n本协议规定了客户向金山云提供的资料范围。\n", None),
])
def test_provider_named_by_what_the_agreement_lays_down(reads, text, expected):
    reads(text, "vendor", expected, language="zh")


# a credit capped at the fee paid for the instance that missed: that instance's share; the fee paid for the service, an
# account or every instance of a region is no unit's
@pytest.mark.parametrize("text, expected", [
    # 飞悦's SLA of the Alibaba form (www.flyjoying.com, effective 2020-06-01)
    ("# 服务等级协议\n（2）对于以单地域多可用区部署的产品服务，如服务可用性低于99%，可按照下表中的标准获得赔偿，赔偿方式仅限于用于购买"
     "产品服务产品的代金券，且赔偿总额不超过未达到服务可用性承诺当月，用户就该产品服务实例支付的月度服务费（不含用代金券抵扣的费用）。\n",
     "unit"),
    ("# 服务等级协议\n根据用户某一实例的服务可用性，按照下表中的标准计算赔偿金额，赔偿总额不超过该实例当月的月度服务费的50%。\n", "unit"),
    # near misses: the service's fee (Tencent Cloud's SLAs, github.com/tencentyun/qcloud-documents, 态势感知/服务等级协议.md);
    # an account's; every instance of a region
    ("# 服务等级协议\n（2）如果某服务月度没有达到本协议约定的服务可用性标准，赔偿额按照相应未达标服务月度单独计算，赔偿总额不超过相应"
     "未达标服务月度内客户就本服务支付的相应月度服务费（此处的月度服务费指您实际支付的现金金额，不含用代金券、优惠券等抵扣的非现金费用）。\n",
     None),
    ("# 服务等级协议\n赔偿总额不超过未达到服务可用性承诺当月客户就该账号支付的月度服务费。\n", None),
    ("# 服务等级协议\n赔偿总额不超过未达到服务可用性承诺当月客户就该地域下所有实例支付的月度服务费。\n", None),
])
def test_credit_capped_at_the_instances_fee(reads, text, expected):
    reads(text, "credit_base", expected, language="zh")
