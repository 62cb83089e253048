"""Precedence clauses read into rules: which role prevails over which, and where it is said."""

from __future__ import annotations

import pytest

from slacheck.bundle.precedence import read_precedence
from tests.conftest import make_document

ORDER = ["amendment", "order", "sla", "framework"]


@pytest.mark.parametrize("lang, own, text, rules", [
    ("zh", "framework", "第十二条 如本协议与订单约定不一致的，以订单为准。", [("order", ["framework"])]),
    ("zh", "framework", "本协议、服务等级协议与订单约定不一致的，以订单为准；本协议与服务等级协议约定不一致的，以本协议为准。",
     [("order", ["framework", "sla"]), ("framework", ["sla"])]),
    ("zh", "sla", "本服务等级协议与框架协议约定不一致的，以本服务等级协议为准。", [("sla", ["framework"])]),
    ("zh", "amendment", "如有冲突，以本补充协议为准。", [("amendment", ["order", "sla", "framework"])]),
    ("zh", "framework", "如各文件有冲突，优先顺序为：补充协议、订单、服务等级协议、本协议。",
     [("amendment", ["order", "sla", "framework"]), ("order", ["sla", "framework"]), ("sla", ["framework"])]),
    ("en", "framework", "In the event of any conflict between this Agreement and an Order Form, the Order Form shall prevail.",
     [("order", ["framework"])]),
    ("en", "framework", "In case of conflict, the documents apply in the following order of precedence:\n(a) any Amendment;\n"
                        "(b) the Order Form;\n(c) this Agreement.\n\n13. Notices",
     [("amendment", ["order", "framework"]), ("order", ["framework"])]),
    ("en", "order", "If this Order Form is inconsistent with the Agreement, this Order Form takes precedence.",
     [("order", ["framework"])]),
    ("en", "sla", "In case of conflict, this Schedule prevails.", [("sla", ["framework"])]),
    # no precedence here: governed by law, a conflict of laws, a plain mention of the order
    ("en", "framework", "This Agreement is governed by the laws of New York, without regard to conflict of laws rules.", []),
    ("zh", "framework", "具体规模、交付时间及价格以订单为准。", []),
    ("en", "framework", "Provider shall deliver in order to meet the Order Date.", []),
])
def test_precedence_clauses(lang, own, text, rules):
    found = read_precedence(make_document(text, language=lang, name="x.md"), own, ORDER)
    assert [(r.winner, r.over) for r in found] == rules


def test_a_rule_keeps_its_file_span_and_clause_number():
    text = "# 框架协议\n\n第十二条 文件效力\n\n如本协议与订单约定不一致的，以订单为准。\n"
    document = make_document(text, language="zh", name="MSA.md")
    (rule,) = read_precedence(document, "framework", ORDER)
    assert rule.document == "MSA.md" and rule.page == 1
    assert text[rule.start:rule.end] == rule.text == "如本协议与订单约定不一致的，以订单为准。"
    assert rule.clause == "第十二条"
