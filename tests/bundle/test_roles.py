"""What each file of a bundle is, from its title, its file name, or the user's FILE:ROLE."""

from __future__ import annotations

import pytest

from slacheck.bundle.roles import recognise_role, role_from_file_name, split_role
from tests.conftest import make_document


@pytest.mark.parametrize("lang, title, role", [
    ("zh", "# GPU算力租赁框架协议", "framework"),
    ("zh", "# 《GPU算力租赁框架协议》补充协议（一）", "amendment"),
    ("zh", "关于框架协议之变更协议", "amendment"),
    ("zh", "# 附件一 服务等级协议", "sla"),
    ("zh", "# 算力服务订单", "order"),
    ("zh", "GPU算力服务水平协议（SLA）", "sla"),
    ("en", "MASTER SERVICES AGREEMENT", "framework"),
    ("en", "Amendment No. 1 to the Master Services Agreement", "amendment"),
    ("en", "Schedule 2 — Service Level Agreement", "sla"),
    ("en", "ORDER FORM No. OF-0042", "order"),
    ("en", "First Addendum to Order Form OF-7", "amendment"),
    ("en", "Framework Agreement for GPU Compute Services", "framework"),
])
def test_the_title_says_the_role(lang, title, role):
    document = make_document(f"{title}\n\nThe parties agree as follows.\n", language=lang)
    assert recognise_role(document) == (role, "title", title.lstrip("# "))


def test_a_title_lower_down_than_a_company_line_is_found():
    document = make_document("Tallgrass Compute LLC\nORDER FORM\nCustomer: Orion Labs Inc.\n", language="en")
    assert recognise_role(document)[:2] == ("order", "title")


def test_without_a_title_the_file_name_says_it_and_else_nothing_does():
    untitled = "The parties agree as follows. Provider shall deliver the cluster.\n"
    assert recognise_role(make_document(untitled, language="en", name="acme_MSA.pdf")) == \
        ("framework", "file name", "acme_MSA.pdf")
    assert recognise_role(make_document(untitled, language="en", name="notes.txt")) == (None, None, None)


@pytest.mark.parametrize("name, role", [
    ("MSA.pdf", "framework"), ("SLA.md", "sla"), ("ORDER.docx", "order"), ("AMEND.docx", "amendment"),
    ("02-sla-schedule.md", "sla"), ("订单.docx", "order"), ("contract.pdf", None),
    ("msa-order.pdf", None),  # two roles fit: the name does not decide
])
def test_file_names(name, role):
    assert role_from_file_name(name) == role


def test_the_role_the_user_gives_wins():
    document = make_document("# GPU算力租赁框架协议\n", language="zh")
    assert recognise_role(document, "order") == ("order", "user", None)


@pytest.mark.parametrize("argument, expected", [
    ("ORDER.docx:order", ("ORDER.docx", "order")),
    ("dir/MSA.pdf:Framework", ("dir/MSA.pdf", "framework")),
    ("SLA.md", ("SLA.md", None)),
    (r"C:\contracts\MSA.pdf", (r"C:\contracts\MSA.pdf", None)),
    ("odd:name.md", ("odd:name.md", None)),  # not a role after the colon: all path
])
def test_file_role_arguments(argument, expected):
    assert split_role(argument) == expected
