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
