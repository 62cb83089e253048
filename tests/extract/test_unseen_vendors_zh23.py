"""Chinese wordings main misread on real pages read blind in session 25 (leftovers of test_unseen_vendors_zh22): kinds of
cooling listed together and weighed far along their clause, a list of the billing options a cloud offers, a lineup of
cards on a product page, a guide's plain title on its first line over numbered sections.

Each positive stands beside a near miss: the same words where they are a term, which must read as before.
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # two kinds listed (joined by 与/和/及/、) and weighed after the list, however far along their clause (an article on
    # liquid cooling: "冷板式液冷与浸没式液冷各有优劣"): the first kind is in the comparison as much as the second
    ("冷板式液冷与浸没式液冷各有优劣。", None),
    ("冷板式液冷与浸没式液冷在散热效率、部署成本和维护难度上各有优劣。", None),
    ("风冷、冷板式液冷及浸没式液冷三者在能耗上的区别。", None),
    # ... while the site's own kinds stand, and a comparison after a single kind in another clause weighs nothing of it
    ("乙方提供冷板式液冷和风冷两种制冷方式。", "hybrid"),
    ("乙方机房采用冷板式液冷，单机柜功率40kW，与风冷相比各有优劣。", "liquid"),
])
def test_kinds_of_cooling_listed_and_weighed_are_not_the_sites(reads, text, expected):
    reads(text, "cooling", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # the billing options a cloud offers, listed (UCloud's billing page: "支持按年、按月、按小时计费"): one of several
    # choices, no increment the contract bills by
    ("支持按年、按月、按小时计费。", None),
    ("支持按小时计费、按月计费和按年计费。", None),
    ("云主机支持包年包月和按小时计费两种方式。", None),
    # ... while one increment stated reads, beside the list or alone, and a monthly invoice is no other option
    ("支持按年、按月、按小时计费，不足1小时按1小时计。", 60),
    ("GPU服务器按小时计费，按月结算。", 60),
    ("按小时计费。", 60),
])
def test_a_list_of_billing_options_is_no_billing_increment(reads, text, expected):
    reads(text, "billing_minutes", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a lineup of cards offered (a product page: "提供T4、V100、A100等多种GPU"): several models listed, no model ordered
    ("提供T4、V100、A100等多种GPU。", None),
    ("乙方提供A100、H100等GPU型号供选择。", None),
    ("平台提供H800、A800、H20等多款显卡，满足不同训练需求。", None),
    # ... while the model ordered stands, and two models ordered are still both read (a conflict to review)
    ("乙方向甲方提供A100 GPU服务器。", "A100"),
    ("乙方向甲方提供16台H800服务器，用于训练等多种业务。", "H800"),
])
def test_a_lineup_of_cards_names_no_model_ordered(reads, text, expected):
    reads(text, "gpu_model", expected, language="zh")


GUIDE = "GPU服务器租赁指南\n\n一、概述\n\n大模型训练选用H800集群，节点间400Gb/s InfiniBand互联。\n\n二、价格\n\n按小时计费。\n"


@pytest.mark.parametrize("title", ["GPU服务器租赁指南", "2025年GPU服务器租赁指南"])
@pytest.mark.parametrize("key", ["gpu_model", "interconnect_gbps", "billing_minutes"])
def test_a_guides_plain_title_on_its_first_line_covers_the_document(reads, title, key):
    # a guide to renting whose title is the document's first line without Markdown '#' (a page saved as text, a PDF),
    # over numbered sections: the title is the whole document's, as a '# ' title's would be
    reads(GUIDE.replace("GPU服务器租赁指南", title), key, None, language="zh")


def test_a_contracts_plain_title_and_a_guide_title_further_down_read_as_before(reads):
    text = GUIDE.replace("租赁指南", "租赁服务协议").replace("大模型训练选用", "乙方提供")
    assert reads(text, "gpu_model", "H800", language="zh").evidence_kind == "operative"
    # ... a guide's title below the first line heads only its own part, and so does a numbered first section's
    reads("前言\n" + GUIDE, "billing_minutes", 60, language="zh")
    reads("1. 租赁指南\n\n我们建议选用H800。\n\n2. 乙方服务\n\n乙方提供H800 GPU服务器，按小时计费。\n",
          "billing_minutes", 60, language="zh")
