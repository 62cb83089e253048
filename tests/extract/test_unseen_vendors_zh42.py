"""Chinese cloud SLAs read in session 34 (zh42): the provider named with its short names in one pair of quotes, or with a
bare short name in brackets and no 以下简称 before it (China Telecom Cloud's SLAs).

Each positive stands beside a near miss: the same words about the other party, or a short name that provides nothing,
which must not become the provider.
"""

import pytest


# a provider's short names in one pair of quotes, its letter last ("以下称“天翼云或乙方”"), as with two pairs ("简称“天翼云”
# 或“乙方”", read before): the name is the provider's; the customer's letter so given, or the letter running on into another
# word, names no provider
@pytest.mark.parametrize("text, expected", [
    # 天翼云's SLA for its cloud PC service (https://ctyun.cn/portal/protocol/10028095)
    ("版本生效日期:2023-05-30\n天翼云科技有限公司(以下称“天翼云或乙方”,网址:http://www.ctyun.cn)按照本协议的规定及其不时发布的"
     "操作规则向用户(又称“甲方”)提供云电脑服务(以下称“本服务”)。\n", "天翼云科技有限公司"),
    ("本协议由杭州某某算力科技有限公司(以下简称“某某算力、乙方”)与用户签订。乙方承诺GPU云主机服务可用性不低于99.9%。\n",
     "杭州某某算力科技有限公司"),
    # near misses: the customer's letter; the letter run on into another word
    ("北京某某科技有限公司(以下称“用户或甲方”)向乙方租用GPU云主机。乙方承诺服务可用性不低于99.9%。\n", None),
    ("上海某某网络有限公司(以下称“代理商或乙方关联方”)负责销售。乙方承诺服务可用性不低于99.9%。\n", None),
])
def test_provider_named_by_short_names_in_one_pair_of_quotes(reads, text, expected):
    reads(text, "vendor", expected, language="zh")


def test_customer_named_by_short_names_in_one_pair_of_quotes(reads):
    reads("北京某某科技有限公司(以下称“用户或甲方”)向乙方租用GPU云主机。乙方承诺服务可用性不低于99.9%。\n", "customer",
          "北京某某科技有限公司", language="zh")


# a provider given a bare short name in brackets, a remark after it ("天翼云科技有限公司(“云公司”,客户与云公司合称为“双方”)"),
# the SLA then calling it so where it provides the service: the provider; a bare short name that provides nothing, or the
# customer's, names none
@pytest.mark.parametrize("text, expected", [
    # 天翼云's SLA for its cloud security centre (https://ctyun.cn/portal/protocol/10599776)
    ("最后更新时间:2024-06-05\n天翼云科技有限公司(“云公司”,客户与云公司合称为“双方”),网址:http://www.ctyun.cn)按照本协议的规定"
     "及其不时发布的操作规则向用户提供云安全中心服务(以下称“本服务”)。\n2.1.1云公司为用户提供客户服务的服务热线:400-810-9889。\n",
     "天翼云科技有限公司"),
    ("某某智算科技有限公司(“智算公司”)向用户提供GPU算力服务。智算公司承诺服务可用性不低于99.9%。\n", "某某智算科技有限公司"),
    # near misses: the short name supplies its own information; the customer's short name
    ("某某数据科技有限公司(“数据公司”,以下合称“双方”)应向云平台提供真实信息。服务可用性不低于99.9%。\n", None),
    ("北京某某科技有限公司(“用户”)向云公司购买GPU云主机服务。服务可用性不低于99.9%。\n", None),
])
def test_provider_named_by_a_bare_short_name(reads, text, expected):
    reads(text, "vendor", expected, language="zh")


# what unavailability is measured on, named after a slot of several minutes ("视为该五分钟内本 Warebase 实例服务不可用"), as
# after a one-minute slot ("视为该分钟内该CPFS实例服务不可用", read before); a rack's power, or an account's service, is no unit
@pytest.mark.parametrize("text, expected", [
    # ProtonBase's SLA (https://protonbase.com/docs/guides/agreements/sla)
    ("# 服务等级协议\n计算（Warebase ）服务不可用分钟数：当某五分钟内，客户所有试图与指定的 Warebase 实例建立连接的连续尝试均失败，"
     "则视为该五分钟内本 Warebase 实例服务不可用。\n", "node"),
    ("# 服务等级协议\n当某五分钟内，客户与GPU裸金属服务器的连接均失败，则视为该五分钟内本GPU裸金属服务器不可用。\n", "node"),
    # near misses: a rack's power; the service of an account
    ("# 服务等级协议\n当某五分钟内，机柜两路供电均中断，则视为该五分钟内本机柜供电不可用。\n", None),
    ("# 服务等级协议\n当某五分钟内失败请求超过10%，则视为该五分钟内本账号下服务不可用。\n", None),
])
def test_unit_named_after_a_slot_of_several_minutes(reads, text, expected):
    reads(text, "sla_unit", expected, language="zh")


# the monthly fee a credit is a share of, defined as what one instance costs ("就单CVM实例所支付的服务费用总额"): a credit is
# owed on the affected unit's share, not on the whole fee; a fee defined as the service's, an account's, or all of a node's
# instances' is no unit's share
@pytest.mark.parametrize("text, expected", [
    # 硅云's CVM SLA, in traditional characters (http://www.uotao.cn/doc/article/5ea6f4cd9552a57413c03e3d)
    ("# 雲服務器 CVM 服務等級協議\n月度服務費：為客戶在一個服務周期（即自然月）中就單CVM實例所支付的服務費用總額，如客戶一次性支付多個月份的"
     "服務費，則將按照所購買的月數分攤計算月度服務費。\n", "unit"),
    # Alibaba Cloud's CPFS SLA (https://terms.alicdn.com/legal-agreement/terms/ali_cloud_sla/ali_cloud_sla202103242352_57161.html)
    ("# 文件存储CPFS服务等级协议\n1.4 月度服务费用：客户在一个自然月中就CPFS单个实例所支付的服务费用总额，如果客户一次性支付了多个月份的服务"
     "费用，则将按照所购买的月数分摊计算月度服务费用。\n", "unit"),
    # near misses: all of a node's instances (Volcano Engine's edge-node SLA, https://www.volcengine.com/docs/6499/97458);
    # an account's fee for the service (its cloud phone SLA, https://www.volcengine.com/docs/6394/69987); the service's
    ("# 边缘计算节点服务等级协议\n1.4 月度服务费用：客户在一个服务周期中为节点中所有实例所支付的实例服务费用，如果客户一次性支付了多个月份的"
     "实例服务费用，则将按照所购买的月数分摊计算月度服务费用。\n", None),
    ("# 云手机服务等级协议\n1.6 月度服务费用：一个服务周期内，客户的某一火山引擎账号下就本服务应支付的服务费用总额。\n", None),
    ("# 服务等级协议\n月度服务费：客户在一个自然月中就本服务所支付的服务费用总额。\n", None),
])
def test_monthly_fee_defined_as_one_instances(reads, text, expected):
    reads(text, "credit_base", expected, language="zh")
