"""Chinese SLAs and service terms of vendors no earlier session tested (session 39, zh58): who the provider is.

A cloud's SLA often names its provider only in its preamble: as the company the terms are made with ("本服务条款是
X有限公司(以下简称“X”)与您…订立的有效合约"), as the one whose service the agreement lays down or agrees ("约定了X向客户
提供…"), or as the one the customer signed its user agreement with ("是您与X签订的《X用户协议》的组成部分"). Each
positive stands beside a near miss that must not become the vendor or this name. The quotes are a sentence or two,
their addresses in the comments.
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # 七牛云 云服务器服务(QVM)服务条款 (developer.qiniu.com/qvm/6668/qvm-the-terms-of-service, 2020-06-28): main took
    # the sentence's opening words into the name ("本服务条款是七牛信息技术有限公司")
    ("# 云服务器服务(QVM)服务条款\n\n本服务条款是七牛信息技术有限公司(以下简称“七牛云”)与您就七牛云服务器服务(Qiniu Virtual "
     "Machine,简称QVM)的相关事项所订立的有效合约。\n\n1.1. 本条款中“服务”指:七牛云向您提供 www.qiniu.com 网站上所展示的"
     "云服务器服务以及相关的技术及网络支持服务。\n", "七牛信息技术有限公司"),
    # ... an agreement said to be 为 (is) a company's, and a party's letter given so
    ("# 算力服务协议\n\n本协议为杭州云算科技有限公司(以下简称“云算”)与您订立的协议。云算向您提供GPU云主机服务。\n",
     "杭州云算科技有限公司"),
    ("# 算力租赁合同\n\n本合同是杭州云算科技有限公司(以下简称“乙方”)与北京星河智能有限公司(以下简称“甲方”)签订的合同。\n",
     "杭州云算科技有限公司"),
    # near miss: a company whose own name opens with 是 keeps it
    ("# 服务条款\n\n是德算力科技有限公司(以下简称“是德算力”)向您提供GPU云服务器服务。\n", "是德算力科技有限公司"),
])
def test_a_preambles_is_before_the_name(reads, text, expected):
    reads(text, "vendor", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # 阿里云 “智能语音交互-模型服务”服务等级协议 (terms.alicdn.com/legal-agreement/terms/product/20221129183705459/
    # 20221129183705459.html, effective 2023-01-01): 约定了, where other Alibaba SLAs say 规定了
    ("# “智能语音交互-模型服务”服务等级协议\n版本生效日期:2023年1月1日\n本服务等级协议(Service Level Agreement,以下简称 “SLA”)"
     "约定了阿里云向客户提供的智能语音交互-模型服务的服务可用性等级指标及赔偿方案。\n", "阿里云"),
    # 华为云 智能边缘云(IEC)服务等级协议 (huaweicloud.com/declaration/sla/iec.html): the SLA is part of the user agreement
    # the customer signed with the provider
    ("# 智能边缘云(IEC)服务等级协议\n本服务等级协议(以下简称“SLA”)是您与华为云签订的《华为云用户协议》(以下简称为“协议”)的"
     "不可分割的组成部分。\n", "华为云"),
    # near misses: a pronoun or a party's letter is no name
    ("# 服务等级协议\n本服务等级协议约定了我们向您提供的GPU云服务器的服务可用性等级指标及赔偿方案。\n", None),
    ("# 服务等级协议\n本服务等级协议是您与我们签订的《用户协议》的组成部分。\n", None),
    ("# 服务等级协议\n本附件是用户与乙方签订的《算力服务合同》的组成部分。\n", None),
])
def test_the_provider_an_sla_agrees_or_was_signed_with(reads, text, expected):
    reads(text, "vendor", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # 深圳市八联网络科技有限公司's service terms (8lian.cn/services.php): its definitions name the company 本公司, and 本公司
    # provides the service
    ("条款总则\n定义与释义\n除非本文内容另有所指,下列名词定义如下:\n“本公司”指深圳市八联网络科技有限公司\n"
     "“客户” 指任何已向本公司申请服务的人士,包括个人、政府机关、机构、企业或非法人团体。\n"
     "“服务” 指申请时注明并由本公司提供予客户的各项互联网服务,包括器材(如适用者)。\n", "深圳市八联网络科技有限公司"),
    ("# 服务条款\n“我司”指杭州云算科技有限公司。我司向用户提供GPU云主机租用服务。\n", "杭州云算科技有限公司"),
    # 杏霖云's user agreement (zuiyue.com/help_5.html): 我公司, bare in its brackets, beside the user
    ("用户服务协议\n\n欢迎注册并使用 杏霖云 所提供的服务。本协议是由广州杏霖信息科技有限公司(以下简称我公司)与用户(指注册、登录、"
     "使用本服务的个人,以下有时称为“您”)就 杏霖云(以下简称“本产品”)提供的服务所订立的相关权利义务规范。\n", "广州杏霖信息科技有限公司"),
    # ... not a company announcing its own contract with another company (no user)
    ("# 公告\n杭州云算科技有限公司(以下简称我公司)与北京星河智能有限公司签订算力服务合同。\n", None),
    # near misses: a buyer's form calls the buyer 本公司, and the supplier provides to it
    ("# 采购须知\n“本公司”指北京星河智能有限公司\n“供应商”指投标人。供应商应向本公司提供GPU服务器租赁服务。\n", None),
    ("# 采购须知\n“本公司”指北京星河智能有限公司。\n", None),
])
def test_the_company_its_terms_call_we(reads, text, expected):
    reads(text, "vendor", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # 择快云使用条款 (zekuai.com/news/7.html, 2026-02-06): a brand, no company's ending, given the provider's role by 以下简称
    ("择快云使用条款\n\n本条款由择快云(以下简称服务提供方)与通过择快云官方平台(https://www.zekuai.com/)完成注册、订购服务并遵守本条款约定的"
     "自然人、法人或其他组织(以下简称用户)共同签署。\n", "择快云"),
    ("# 服务协议\n本协议由云算GPU(以下简称“服务商”)与您共同订立。\n", "云算GPU"),
    # near misses: a role's word given the role's short name names no one
    ("# 采购合同\n中标人(以下简称供应商)应按时提供GPU服务器。\n", None),
    ("# 采购合同\n成交单位(以下简称服务商)应按时提供GPU服务器。\n", None),
    # ... nor does the customer's role
    ("# 服务协议\n本协议由云算GPU(以下简称用户)与平台共同订立。\n", None),
])
def test_a_brand_given_the_providers_role(reads, text, expected):
    reads(text, "vendor", expected, language="zh")
