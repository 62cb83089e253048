"""IDC and tender wordings of vendors not yet seen (zh68): a site's internet bandwidth, a charge per amp over a rack's
allowance, and a total after a term stated first are no interconnect rate and no monthly fee."""

import pytest

from tests.conftest import extracted_value

# 广西大学 单一来源采购公示, 中国教科网互联网出口带宽服务 (https://datauseful.com/bidding/detail/7814028477540073770), as
# published: nine months of a 20 Gbps internet egress at 50万元 a month, 450万元 in all
EGRESS_TENDER = """一、项目信息

采购人：广西大学

项目名称：中国教科网互联网出口带宽服务

标的名称：中国教科网互联网出口带宽服务

数量：9

预算金额（元）：4500000

单位：月

货物或服务的说明：为期9个月的中国教科网互联网出口带宽服务，该服务提供20Gbps IPv4/IPv6互联网出口带宽，同时提供20Gbps IPv4/IPv6互联网出口备份线路，含34944个IPv4地址、1段48位地址前缀和1段32位地址前缀的IPv6地址、官网域名、CARSI、Eduroam、境外数据库资源访问IP列表、应急带宽保障等其他重要基础和增值服务，单价为50万元/月，合计450万元，价格含税。
"""


@pytest.mark.parametrize("key", ["interconnect_gbps", "monthly_fee"])
def test_an_internet_egress_tender_has_no_port_rate_and_no_monthly_fee_of_its_nine_months(key):
    # 20 Gbps is the campus's internet uplink, no port of a compute network; 450万元 is nine months' price, and a credit
    # of 10% on it would be 45万元 where 5万元 is owed
    extracted_value(EGRESS_TENDER, key, None, "zh")


@pytest.mark.parametrize("text, rate", [
    # a tender's network requirements: the internet bandwidth first, the compute network's port after it
    ("网络要求：提供不低于1Gbps互联网带宽，计算网络采用RoCE v2，单端口400Gbps。", 400),
    ("网络要求：互联网带宽不低于1Gbps，计算网络采用InfiniBand NDR 400Gb/s。", 400),
    ("提供1Gbps互联网带宽。", None),
])
def test_a_sites_internet_bandwidth_is_no_interconnect_rate(text, rate):
    extracted_value(text, "interconnect_gbps", rate, "zh")


def test_the_interconnect_network_called_hulian_wangluo_stays_read():
    # guard (passes on 7dbae7fd too): 互联网络 is the interconnect, not the internet
    extracted_value("高速互联网络采用InfiniBand，单端口200Gb/s。", "interconnect_gbps", 200, "zh")


# an IDC's charge for power over a rack's allowance, billed per amp a month (as aliyunyh.com/19508.html reports data
# centres do: "每增加1安培电流每月收费,费用大约在150元/A/月左右")
RACK_AND_AMPS = """机柜租用费：6000元/柜/月。

超出约定电流的，按150元/A/月另行计费。
"""


@pytest.mark.parametrize("text", [
    RACK_AND_AMPS,
    "超出约定电流的，按150元/A/月另行计费。",
    "超出约定功率的部分，按800元/千瓦/月另行计费。",
])
def test_a_price_per_amp_or_kilowatt_a_month_is_no_monthly_fee(text):
    # 150 read as the order's monthly fee would make every credit a share of 150 yuan
    extracted_value(text, "monthly_fee", None, "zh")


def test_the_racks_price_beside_the_amps_charge_stays_read():
    # guard (passes on 7dbae7fd too)
    extracted_value(RACK_AND_AMPS, "price_rack_month", 6000, "zh")


@pytest.mark.parametrize("text, fee", [
    # the term stated before the monthly price: the total is the term's (7dbae7fd read 60000 a month); the unit price of
    # the one service priced, nothing counted, is the month's fee (zh70: None until f5216dab, 单价 blocking every reading)
    ("为期12个月的托管服务，单价为5000元/月，合计60000元。", 5000),
    # guards (pass on 7dbae7fd too): the month's fee stated stays the fee, and a total with no term in its sentence is
    # the month's
    ("为期12个月的服务器托管服务，月服务费5000元/月，合计60000元。", 5000),
    ("机柜月租金5000元/柜，合计50000元。", 50000),
])
def test_a_total_after_a_term_stated_first_is_the_terms(text, fee):
    extracted_value(text, "monthly_fee", fee, "zh")


# an IDC colocation contract's power clause, in the common wording of such contracts (the credit's verb after its figure,
# the cap said with 最高不超过); 7dbae7fd read the cap, 100, as the credit for each hour
POWER_CREDIT = "因乙方原因造成供电中断的，每中断1小时，乙方按甲方当月机柜租用费的5%进行赔偿，最高不超过当月机柜租用费的100%。"


@pytest.mark.parametrize("text, per_hour", [
    (POWER_CREDIT, 5),
    ("每中断1小时，乙方按当月服务费的5%进行赔偿，最高不超过当月服务费的50%。", 5),
    ("每中断1小时，乙方按当月服务费的5%进行赔偿，赔偿总额最高不超过当月服务费的100%。", 5),
    # guard (passes on 7dbae7fd too): the credit's verb before its figure
    ("每中断1小时赔偿当月服务费的5%，最高不超过当月服务费的50%。", 5),
])
def test_a_credit_per_hour_capped_with_zuigao_bu_chaoguo_is_its_rate_not_its_cap(text, per_hour):
    # 100% an hour would owe the whole month's rent for one hour's outage
    extracted_value(text, "credit_per_hour_pct", per_hour, "zh")


def test_the_cap_of_the_power_credit_stays_read():
    # guard (passes on 7dbae7fd too)
    extracted_value(POWER_CREDIT, "credit_cap_pct", 100, "zh")
