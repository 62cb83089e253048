"""Session 39's helper fp5: precision leftovers. A product list one name a line, flattened from a web page with single
newlines, under an SLA's scope ("产品服务包括:"), isolates no tenant; a notice the customer owes the provider ("Customer must
email us at least 10 days before the planned work", "甲方应提前10天通知乙方") is no maintenance notice of the provider's; and
a GPU model said three times in operative clauses does not outvote another said once: they contradict each other.

Each look-alike has a positive beside it.
"""

import pytest

from tests.conftest import extracted_term, make_document
from slacheck.extract.pipeline import extract_terms


# 飞悦 SLA (a mirrored provider template, see test_full_sla_texts_zh60): "产品服务包括：" over one product a line; a web page's
# list flattened with single newlines, which the view runs into one sentence
@pytest.mark.parametrize("text, language, expected", [
    ("产品服务包括:\n虚拟服务器（Virtual Private Server）\n专用宿主机（Dedicated Host）\n裸金属服务器（Bare Metal Server）\n",
     "zh", None),
    ("本SLA适用于以下产品：\n云服务器ECS（Elastic Compute Service）\n专用宿主机（Dedicated Host）\n弹性裸金属服务器（神龙）\n",
     "zh", None),
    ("Covered Services:\nVirtual Private Servers (VPS)\nDedicated Servers (Bare Metal Hosts)\nObject Storage Buckets\n",
     "en", None),
    ("This SLA covers the following services:\nVirtual Private Servers\nDedicated Servers\nObject Storage\n", "en", None),
    # ... what the provider gives the customer, listed the same way, still reads (guard: passes on 5ebee83 too)
    ("乙方为甲方提供以下资源：\n专用宿主机（Dedicated Host）\n裸金属服务器（Bare Metal Server）\n", "zh", "dedicated"),
])
def test_a_product_list_one_name_a_line_isolates_no_tenant(reads, text, language, expected):
    reads(text, "tenant_isolation", expected, language=language)


@pytest.mark.parametrize("text, language, expected", [
    ("Customer must email us at least 10 days before the planned work.\n", "en", None),
    ("Customer shall notify Provider at least 10 days before any planned maintenance of its equipment.\n", "en", None),
    ("Customer shall give Provider notice at least 10 days before planned maintenance on its equipment.\n", "en", None),
    ("甲方应提前10天通知乙方计划维护安排。\n", "zh", None),
    ("您需提前3天通知我们设备维护安排。\n", "zh", None),
    # ... the provider's own notice still reads (guards: pass on 5ebee83 too)
    ("Provider will email Customer at least 10 days before the planned maintenance.\n", "en", 240),
    ("We will email you at least 5 days before planned maintenance.\n", "en", 120),
    ("乙方进行计划维护应提前3天通知甲方。\n", "zh", 72),
    ("我们将提前3天通知您计划维护。\n", "zh", 72),
])
def test_a_notice_the_customer_owes_is_no_maintenance_notice(reads, text, language, expected):
    reads(text, "maintenance_notice_hours", expected, language=language)


def test_the_customers_notice_in_a_contract_giving_the_letters_the_other_roles():
    """甲方 is the provider where "甲方向乙方提供…服务": "乙方应提前10天通知甲方" is the customer's notice, and "甲方…通知乙方"
    the provider's."""
    head = "第一条 甲方向乙方提供GPU算力租赁服务，乙方向甲方支付服务费。\n"
    extracted_term(head + "第二条 乙方应提前10天通知甲方设备维护安排。\n", "maintenance_notice_hours", None, "zh")
    term = extracted_term(head + "第二条 甲方进行计划维护应提前3天通知乙方。\n", "maintenance_notice_hours", 72, "zh")
    assert term.value == 72


MODELS = [
    ("# GPU Cloud Rental Agreement\n\n1. Provider shall provide Customer with 64 NVIDIA H100 GPUs.\n\n2. The H100 GPUs "
     "shall be connected by InfiniBand.\n\n3. Provider shall maintain the H100 servers.\n\n4. Each server shall carry "
     "eight NVIDIA A100 GPUs.\n", {"H100", "A100"}),
    ("# 算力租赁合同\n\n第一条 乙方向甲方提供64张H800 GPU卡。\n\n第二条 H800服务器由乙方维护。\n\n第三条 乙方保证H800服务器可用性。\n\n"
     "第四条 乙方提供的服务器搭载A800显卡。\n", {"H800", "A800"}),
]


@pytest.mark.parametrize("text, models", MODELS)
def test_a_model_named_more_often_does_not_outvote_another_stated_firmly(text, models):
    term = {t.key: t for t in extract_terms(make_document(text))}["gpu_model"]
    assert (term.conflict, term.conflict_kind) == (True, "contradiction")
    assert {term.value, *(a.value for a in term.alternatives if a.reason == "conflict")} == models


def test_a_model_repeated_in_a_table_and_a_clause_is_one_value():
    """Guard (passes on 5ebee83 too): the same model in a table's cell and in a clause is no contradiction."""
    text = ("# GPU Cloud Rental Agreement\n\n| Item | Spec |\n|---|---|\n| GPU | H100 |\n| Count | 64 |\n\n"
            "1. Provider shall provide Customer with 64 NVIDIA H100 GPUs.\n")
    term = {t.key: t for t in extract_terms(make_document(text))}["gpu_model"]
    assert (term.value, term.conflict) == ("H100", False)
