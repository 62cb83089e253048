"""Chinese SLAs and GPU-rental terms of vendors no earlier session tested (session 36, zh52).

Each positive stands beside a near miss: the same words about another thing, which must not become the term or this
value. The documents' addresses are in the comments above their cases; the quotes are a sentence or two.
"""

import pytest


# 某一/同一/任一 is "a certain", "the same", "any one": no numeral. China Telecom's cloud (天翼云) names its SLAs' account
# "某一天翼云账户"/"某一天翼云账号", and main read "一天" there as an outage of one day (1440 minutes)
@pytest.mark.parametrize("text, expected", [
    # 天翼云容器安全平台服务等级协议 (ctyun.cn, updated 2023-09-18): the 5 minutes are the threshold
    ("# 容器安全平台服务等级协议\n1.5 服务不可用:指在服务周期内,某一天翼云账户所开启的容器安全平台服务在连续的5分钟或更长时间不可用,"
     "则计入不可用时间,低于5分钟的不可用时长不计算在服务不可用时间内。\n", 5),
    # the account's wording with no length beside it: no threshold at all
    ("# 服务等级协议\n若某一天翼云账号下的实例连续不可用,视为服务不可用。乙方承诺服务可用性不低于99.95%。\n", None),
    ("# 服务等级协议\n同一天翼云账号下的所有实例连续不可用的,视为服务不可用。\n", None),
    # near misses: a day that is a length stays one; a length said within "any one day" stays its own
    ("# 服务等级协议\n若天翼云账号下的实例连续一天不可用,视为服务不可用。\n", 1440),
    ("# 服务等级协议\n任一天内服务连续中断超过4小时的,甲方有权解除合同。\n", 240),
])
def test_a_certain_one_is_no_numeral(reads, text, expected):
    term = reads(text, "min_outage_minutes", expected, language="zh")
    if term is not None and expected != 1440:
        assert 1440 not in [a.value for a in term.alternatives]  # nor a day offered for review beside it


# what availability is measured on: a tenant's or an account's instances taken together are no instance's own level
# (a per-instance claim would count each instance's downtime against the level, more than the SLA owes)
@pytest.mark.parametrize("text, expected", [
    # 天翼云云电脑服务等级协议 (daliqc.cn/portal/protocol/10028095, a mirror of ctyun.cn in traditional characters,
    # version 2023-05-30): one availability over all the tenant's instance-minutes
    ("# 云电脑服务等级协议\n2.2服务可用性计算方式\n云电脑可用性统计的业务单元为单个租户所开通的总实例周期数。\n"
     "服务可用性=(总实例服务周期分钟数 – 总实例服务不可用分钟数)/总实例服务周期分钟数×100%\n"
     "乙方保证甲方云电脑业务的可用性在99.9%(百分之九十九点九)以上。\n", None),
    ("# 服务等级协议\n可用性按单个账号下全部实例计算。乙方保证可用性不低于99.9%。\n", None),
    # near misses: one instance, one server, one HPC instance's downtime (Alibaba Cloud's HPC SLA, bbs.aliyun.com/read/540594.html)
    ("# 服务等级协议\nGPU云主机可用性统计的业务单元为单个GPU云主机实例。乙方保证可用性不低于99.9%。\n", "node"),
    ("# 服务等级协议\n可用性按单台服务器计算。乙方保证可用性不低于99.9%。\n", "node"),
    ("# 高性能计算服务等级协议\n服务可用性:不低于99.9%。\nHPC可用性计算公式为:(一个合同月时间 – 一个合同月时间内单个HPC实例所有不可用时间)"
     "/(一个合同月时间)。\n", "node"),
])
def test_a_tenants_instances_together_are_no_unit(reads, text, expected):
    reads(text, "sla_unit", expected, language="zh")


# a well-known city, then a quarter's own name the vocabulary does not hold, then the site word: the site is in that city
# (main read no site at all, the quarter's first letter taken for the end of a bare name, as in "北京时间")
@pytest.mark.parametrize("text, expected", [
    # 金龙网络's IDC rack lease (777doc.com/doc-7044195.html) names its site "福州电信数据中心", the city before the site
    # word; these name a quarter of the city between (our wordings after it)
    ("# 机柜租赁合同\n乙方在上海外高桥数据中心为甲方提供20个机柜。\n", "上海"),
    ("# 机柜租赁合同\n甲方设备托管于北京酒仙桥机房。\n", "北京"),
    # near misses: a time zone, a company's room, the place of signing with the site named after no trigger
    ("# 机柜租赁合同\n乙方于北京时间每月第一个周六进行机房维护。\n", None),
    ("# 机柜租赁合同\n乙方在上海公司机房为甲方提供机柜。\n", None),
    ("# 机柜租赁合同\n本合同在北京签订,甲方租用乙方上海外高桥机房机柜。\n", None),
    # ... and a quarter the vocabulary holds stays the site
    ("# 机柜租赁合同\n机柜位于北京亦庄数据中心。\n", "亦庄"),
])
def test_a_city_and_a_quarter_before_the_site_word(reads, text, expected):
    reads(text, "location", expected, language="zh")
