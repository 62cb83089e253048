"""Chinese negation that binds its own verb (zh38), and Chinese GPU-cloud documents not read before.

A refusal to share ("不得与其他租户共用InfiniBand网络") negates the sharing, not the thing shared: main dropped the
network with it. A refusal to use a thing ("不得使用InfiniBand网络") is none of it, but one to use anything else
("不得使用InfiniBand以外的网络") is that thing alone.

Each positive stands beside a near miss: the same words where no such value is stated, or another value is.
"""

import pytest


# a compute tender's isolation clause ("算力资源须为独占物理资源，不得与其他用户共享") written with the network as the
# object shared: the tenant has the network, and shares it with nobody
@pytest.mark.parametrize("text, interconnect, isolation", [
    ("乙方提供的GPU集群不得与其他租户共用InfiniBand网络。\n", "infiniband", "dedicated"),
    ("乙方不与其他客户共享物理机，集群节点间采用InfiniBand网络互联。\n", "infiniband", "dedicated"),
    ("GPU服务器不共享物理机，采用RoCE网络。\n", "roce", "dedicated"),
    ("禁止与第三方共享GPU服务器及InfiniBand网络。\n", "infiniband", "dedicated"),
    # near misses: the same network shared (a shared tenancy), and a network refused outright
    ("乙方提供的GPU集群与其他租户共用InfiniBand网络。\n", "infiniband", "shared"),
    ("乙方提供的GPU集群不支持InfiniBand网络。\n", None, None),
    ("乙方提供的GPU集群不得使用InfiniBand网络。\n", None, None),
])
def test_refused_sharing_keeps_what_is_shared(extracted, text, interconnect, isolation):
    for key, expected in (("interconnect", interconnect), ("tenant_isolation", isolation)):
        term = extracted(text, key, expected, language="zh")
        if term is not None:
            assert term.value == expected, (key, term.value)


# servers or machines shared with a third party, refused: dedicated hardware; data shared with one isolates nothing
@pytest.mark.parametrize("text, expected", [
    ("乙方禁止与第三方共享GPU服务器。\n", "dedicated"),
    ("乙方不与其他客户共享物理机。\n", "dedicated"),
    ("本产品为共享物理机模式，多个用户的实例运行于同一物理机。\n", "shared"),
    # near misses: customer data kept from a third party, and servers the customer may lend out itself
    ("乙方不得与第三方共享客户数据。\n", None),
    ("甲方可自行将GPU服务器与第三方共享使用。\n", None),
])
def test_machine_shared_with_a_third_party(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="zh")


# a network that must be InfiniBand: everything but it refused, it kept
@pytest.mark.parametrize("text, expected", [
    ("集群计算网络不得使用InfiniBand以外的网络。\n", "infiniband"),
    ("集群计算网络禁止使用RoCE之外的网络。\n", "roce"),
    # near misses: the same network refused itself, and refused with the excepted one after a comma
    ("集群计算网络禁止使用InfiniBand网络。\n", None),
    ("集群计算网络不得使用InfiniBand，以外部网络接入为准。\n", None),
])
def test_refusal_of_everything_but_one_network(reads, text, expected):
    reads(text, "interconnect", expected, language="zh")


# the same in English: a refusal to share keeps the network shared
@pytest.mark.parametrize("text, expected", [
    ("The cluster does not share its InfiniBand network with other tenants.\n", "infiniband"),
    ("The cluster does not use an InfiniBand network.\n", None),
])
def test_refused_sharing_keeps_the_network_en(reads, text, expected):
    reads(text, "interconnect", expected, language="en")


# Varidata's terms of service in traditional characters (https://www.varidata.com/zh-tw/tos/): the window to claim a credit
# stands in a numbered list under its lead-in, its number run into the Chinese after it ("3.1.3 您必須…")
@pytest.mark.parametrize("text, expected", [
    ("3.1 Varidata 保證提供 99.9% 或更高的正常運行時間(具體的正常運行時間依服務類型而異,詳情可參見各服務頁面)。如果在一個月內,"
     "無法維持此正常運行時間,您有權要求獲得抵免(此保證不可轉換為現金,將以抵免的形式發放,可以用於支付未來的帳單)。"
     "您必須滿足以下要求才能獲得抵免:\n"
     "3.1.1 您的帳戶必須按時支付所有費用。\n3.1.2 您必須在客戶區域通過提交工單向行政部門提出申請。\n"
     "3.1.3 您必須在偵測到的停機時間之後的第 5 天內提交請求,並詳細列出有關問題及導致錯誤症狀的步驟。\n", 5),
    ("您必須滿足以下要求才能獲得抵免:\n- 您的帳戶必須按時支付所有費用。\n- 您必須在停機時間之後的 5 天內提交請求。\n", 5),
    # near misses: the same list under a lead-in about something else, and the same items after a line that is no item
    ("您必須滿足以下要求才能開通帳戶:\n3.1.1 您的帳戶必須按時支付所有費用。\n3.1.2 您必須在訂單發出之後的 5 天內提交請求。\n", None),
    ("您必須滿足以下要求才能獲得抵免:\n3.1.1 您的帳戶必須按時支付所有費用。\n本公司另行規定如下。\n"
     "3.1.2 您必須在訂單發出之後的 5 天內提交請求。\n", None),
])
def test_claim_window_in_a_numbered_list(reads, text, expected):
    reads(text, "claim_window_days", expected, language="zh")


# a Hong Kong host's colocation terms (https://www.photon.com.hk/hk/online-document/server-colocation-or-retnal-terms-of-use):
# the provider named with its role in brackets after its name
@pytest.mark.parametrize("text, expected", [
    ("1. 本合約由智尚商務國際有限公司(服務供應商)提供,並由申請伺服器托管/租用 服務的公司(客戶)同意,雙方共同履行合約內所載的條款及細則。\n",
     "智尚商務國際有限公司"),
    ("本合同由北京算力科技有限公司(服务商)与上海某某有限公司(客户)签订。\n", "北京算力科技有限公司"),
    # near misses: a company in a role no provider's, and a description of a company, no name
    ("本合同由中国电信股份有限公司杭州分公司(机房产权方)提供机房。\n", None),
    ("本合約由提供服務的公司(服務供應商)提供。\n", None),
])
def test_provider_named_with_its_role_in_brackets(reads, text, expected):
    reads(text, "vendor", expected, language="zh")
