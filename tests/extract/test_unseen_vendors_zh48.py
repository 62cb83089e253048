"""Chinese cloud SLAs read in session 35 (zh48): a provider that names itself "本公司" or "我们".

Each positive stands beside a near miss: the same words about another thing, which must not become the term or this value.
"""

import pytest


# a provider that gives itself the first person of its own document, the user the other side: the provider
@pytest.mark.parametrize("text, expected", [
    # Inspur Cloud's EBS SLA (https://console1.cloud.inspur.com/document/declaration/protocol/rank/EBS.html)
    ("# 浪潮云云硬盘服务(EBS)等级协议(SLA)\n云硬盘EBS服务协议(以下简称“本协议”)是浪潮云(以下简称“本公司”)和用户(以下简称 “您”)"
     "之间就云硬盘服务等相关事项所订立的合约。\n", "浪潮云"),
    ("# 服务等级协议\n某某算力(下称“我们”)向您提供GPU云服务器服务。\n", "某某算力"),
    ("# 服务等级协议\n某某云（以下简称“某某云”或“本公司”）为用户提供GPU云主机服务。\n", "某某云"),
    # near misses: a listed company's announcement of a contract with another company (no user the other side); a
    # pronoun named so; the user named so, no provider; a customer's letter, the provider its 乙方
    ("# 公告\n北京某某科技股份有限公司(以下简称“本公司”)与上海某某有限公司签订算力服务合同。\n", None),
    ("# 服务等级协议\n本公司(以下简称“我们”)向您提供GPU云服务器服务。\n", None),
    ("# 服务协议\n本协议是某某云和用户(以下简称“您”)之间订立的合约。\n", None),
    ("# 服务合同\n北京某某科技有限公司(以下简称“甲方”)与上海某某算力有限公司(以下简称“乙方”)签订本合同,乙方向甲方提供GPU算力服务。\n",
     "上海某某算力有限公司"),
])
def test_provider_named_in_the_first_person(reads, text, expected):
    reads(text, "vendor", expected, language="zh")
