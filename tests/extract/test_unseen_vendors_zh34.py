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
