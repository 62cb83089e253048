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

