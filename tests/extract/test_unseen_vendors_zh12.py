"""Chinese wordings left over from session 18's first round (Tencent Cloud's dedicated host pages,
UCloud's database SLAs, a GPU host's network page) and one English choice of terms, each quoted
short in our own words.

Each positive stands beside a near miss: the same words about something else, which must not
become the term (or must not become this value).
"""

import pytest

GLOSSARY_BESIDE_DEDICATED = ("私有网络：一块您自定义的网络空间，与其他资源逻辑隔离。\n"
                             "专用宿主机提供用户独享的物理服务器资源，满足资源物理隔离的合规需求。")
CLAUSE_BESIDE_DEDICATED = ("1.5 隔离：甲方资源部署于独立VPC内，与其他租户逻辑隔离。\n"
                           "乙方提供甲方独享的物理服务器资源。")


@pytest.mark.parametrize("text, expected", [
    # a glossary line says what a VPC is; the customer's own servers physically isolated are dedicated
    (GLOSSARY_BESIDE_DEDICATED, "dedicated"),
    # ... while a numbered clause's text after its title is the clause's statement: network as before
    (CLAUSE_BESIDE_DEDICATED, "network"),
])
def test_a_glossary_line_weighs_under_an_operative_isolation(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a part set apart in brackets is some servers' exception, not the headline
    ("GPU服务器位于25G网络环境中（部分10G网络）。", 25),
    # ... while a part stated in the sentence itself stays its figure
    ("GPU服务器部分采用10G网络。", 10),
])
def test_a_bracketed_part_is_no_headline_rate(reads, text, expected):
    reads(text, "interconnect_gbps", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a network isolated per account is each account's own network
    ("网络访问按账户进行隔离。", "network"),
    # ... not data kept apart per account, nor a fee settled per account
    ("费用按账户进行结算，数据按账户隔离存储。", None),
    # ... nor a network said not to be isolated per account (a wrong "network" until the negation was blocked)
    ("网络访问不按账户进行隔离。", None),
    ("网络不按租户隔离，所有客户共用同一网段。", None),
])
def test_a_network_isolated_per_account(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a choice whose first figure borrows the second's unit fixes no term
    ("The contract term is 12 or 36 months.", None),
    ("合同期限为1或3年。", None),
    # ... while one term, or one with an alternative end, stays
    ("The contract term is 36 months.", 36),
    ("The contract term is 36 months or until either party terminates.", 36),
])
def test_a_choice_with_a_borrowed_unit_is_no_term(reads, text, expected):
    reads(text, "term_months", expected)
