"""Chinese GPU compute rental wordings z52 found misread (算力租赁合同 templates, GPU rental order forms, Huawei Ascend
servers): a form's unticked boxes and its whether-questions read as the site's cooling, network or NVLink; the
customer's place of registration, or a company's founding city, read as the site beside the machine room's own address;
a bare province before the site ("内蒙古和林格尔的智算中心") and a possessive before the site word ("北京亦庄的数据中心")
leaving the site unread; "乙方提供8张H100" read as a loose count (review) where the provider supplies the cards; an
Atlas A2 server naming no card; the month before the card ("每月每卡8,000元") billing no card-month.

Each positive stands beside a near miss: the same words where no such value is stated.
"""

import pytest


# a 合同范本's form, options ticked by the parties: "乙方为甲方提供以下算力服务(可多选,勾选□):□训练算力服务:…□推理算力服务"
# (2026年人工智能算力服务合同协议, www.renrendoc.com/paper/505717437.html); an unticked box offers, a ticked one chooses
@pytest.mark.parametrize("text, key, expected", [
    ("冷却方式：□风冷 □液冷\n", "cooling", None),
    ("冷却方式：□风冷 ☑液冷\n", "cooling", "liquid"),
    ("网络配置：□InfiniBand □RoCE □以太网\n", "interconnect", None),
    ("网络配置：■InfiniBand □RoCE □以太网\n", "interconnect", "infiniband"),
    ("GPU型号：□H100 □H800 □A100\n", "gpu_model", None),
    ("GPU型号：□H100 ☑H800 □A100\n", "gpu_model", "H800"),
    ("计费方式：□按卡时计费 □按月计费\n", "billing_model", None),
    ("隔离方式：□物理隔离 □VPC隔离\n", "tenant_isolation", None),
    # near miss: no box at all, the clause states it
    ("冷却方式：冷板式液冷。\n", "cooling", "liquid"),
])
def test_unticked_boxes_of_a_form_choose_nothing(reads, text, key, expected):
    reads(text, key, expected, language="zh")


# a form's or an FAQ's whether-question ("是否支持NVLink"), unanswered or answered no, offers no NVLink; a yes after it on
# its line, or in the next cell, or the answer under a question with its mark, does
@pytest.mark.parametrize("text, expected", [
    ("是否支持NVLink：□是 □否\n", None),
    ("是否需要NVLink互联：是□ 否□\n", None),
    ("## 是否支持NVLink\n\n请咨询客服。\n", None),
    ("乙方是否提供NVLink由双方另行协商。\n", None),
    ("是否支持NVLink：是\n", True),
    ("| 项目 | 内容 |\n|---|---|\n| 是否支持NVLink | 是 |\n", True),
    ("是否支持NVLink？\n支持。\n", True),
    # near miss: the word after NVLink asks of its state, the clause states NVLink
    ("乙方应定期检查NVLink是否正常。\n", True),
])
def test_nvlink_asked_whether_is_no_offer(reads, text, expected):
    reads(text, "nvlink", expected, language="zh")


# the customer's registration, or the provider's founding city, in the sentence that names the machine room's address
@pytest.mark.parametrize("text, expected", [
    ("甲方注册于上海临港，乙方机房位于江苏省昆山市。\n", "昆山"),
    ("乙方成立于北京，机房位于贵州贵安新区。\n", "贵安"),
    # near misses: the registration alone names no site
    ("甲方注册于上海临港，机房由乙方指定。\n", None),
    ("乙方注册于北京市海淀区，机房地址以订单为准。\n", None),
])
def test_party_registration_is_not_the_site(reads, text, expected):
    reads(text, "location", expected, language="zh")


# a site's address opening with its province or city written bare, and 的 between the place and the site word
@pytest.mark.parametrize("text, expected", [
    ("服务器部署于乙方位于内蒙古和林格尔的智算中心。\n", "和林格尔"),
    ("服务器部署在乙方位于宁夏中卫的数据中心。\n", "中卫"),
    ("机房位于北京亦庄的数据中心。\n", "亦庄"),
    ("机房位于上海临港新片区。\n", "临港"),
    ("机房位于江苏昆山市。\n", "昆山"),
    # near misses: a bare city before 的 and no site word is a time, not a place; nor is a province's name in a word
    ("机房在北京的时候完成验收。\n", None),
])
def test_bare_province_and_possessive_before_the_site(reads, text, expected):
    reads(text, "location", expected, language="zh")


# the provider's verb of supply before the cards: the order's count, firm, not a loose figure for review
@pytest.mark.parametrize("text, expected", [
    ("乙方提供8张H100 GPU。\n", 8),
    ("乙方向甲方提供16张A100 GPU卡。\n", 16),
    # near misses: what a platform or a provider can supply is its capacity, no order
    ("平台可提供128张H100。\n", None),
    ("乙方最多能够提供64张H100。\n", None),
])
def test_provider_supplies_the_cards(extracted, text, expected):
    term = extracted(text, "gpu_count", expected, language="zh")
    if term is not None:
        assert (term.value, term.evidence_kind) == (expected, "operative")
        assert term.confidence >= 0.9


# Huawei's A2 servers carry eight 910Bs each (blog.haoyuanyu.icu/2025/08/18/华为算力卡: "800T A2有八张昇腾910处理模块")
@pytest.mark.parametrize("text, expected", [
    ("乙方向甲方提供2台Atlas 800T A2训练服务器。\n", "910B"),
    ("算力资源：Atlas 800I A2推理服务器4台。\n", "910B"),
    # near misses: an A3 server, or the first Atlas 800, is no 910B
    ("乙方向甲方提供2台Atlas 800T A3服务器。\n", None),
    ("乙方向甲方提供Atlas 800训练服务器。\n", None),
])
def test_atlas_a2_server_names_the_910b(reads, text, expected):
    reads(text, "gpu_model", expected, language="zh")


# a card's monthly price with the month first: billed by the card-month, and no monthly fee of the order
@pytest.mark.parametrize("text, expected", [
    ("租赁费用为每月每卡8,000元。\n", "gpu_month"),
    ("月租金为每张卡每月人民币8000元。\n", "gpu_month"),
    # near misses: a card's monthly allowance is no price
    ("每月每卡提供10GB免费存储。\n", None),
    ("每卡每月赠送100元代金券。\n", None),
])
def test_card_month_price_with_the_month_first(reads, extracted, text, expected):
    reads(text, "billing_model", expected, language="zh")
    extracted(text, "monthly_fee", None, language="zh")


# a handover counted from the customer's payment, as from the signing ("国内主机付款后24小时内开通" reads already)
@pytest.mark.parametrize("text, expected", [
    ("乙方承诺自甲方支付首付款之日起30日内完成全部设备上架及交付。\n", 30),
    ("乙方应自甲方付款之日起10个工作日内开通GPU资源。\n", 10),
    # near misses: the customer's payment counted from the signing or the handover is no handover
    ("甲方应自合同签订之日起30日内支付首付款。\n", None),
    ("甲方应在设备交付之日起30日内支付首付款。\n", None),
])
def test_handover_counted_from_the_payment(reads, text, expected):
    reads(text, "delivery_days", expected, language="zh")


# the cards inside one node, in an interconnect's clause (Gitee AI's Ascend 910B page, ai.gitee.com/docs/compute/
# clusters_gpu/ascend_gpu: "单机内 8 卡全互联"; the same with 节点内): each node's cards, no order's count
@pytest.mark.parametrize("text, per_node, count", [
    ("节点内8卡通过HCCS全互联，节点间采用200G RoCE网络。\n", 8, None),
    # near misses: the order's total beside the node's words is the count, and no node's
    ("节点内GPU通过NVLink全互联，共计64张H800。\n", None, 64),
    ("节点内存储容量为8TB，共8张卡。\n", None, 8),
])
def test_cards_inside_a_node(reads, text, per_node, count):
    reads(text, "gpus_per_node", per_node, language="zh")
    reads(text, "gpu_count", count, language="zh")
