"""zh59's leftovers (zh61): a cloud region's city, and the number of a framework + order file.

Every text is our own wording; no vendor's document is quoted.
"""

import pytest


@pytest.mark.parametrize("text, city", [
    ("乙方数据中心位于华北2(北京)。", "北京"),
    ("部署地域：华南1 (深圳)", "深圳"),
    ("机房位于华东1（杭州）可用区B。", "杭州"),
    ("资源部署于阿里云华东1（杭州）地域。", "杭州"),
    ("乙方在华南2（河源）部署资源。", "河源"),
    ("| 部署地域 | 西南1（成都） |\n|---|---|\n| GPU型号 | H100 |", "成都"),
])
def test_a_cloud_regions_city_is_the_site(reads, text, city):
    # main read no location: the region's code stopped the address
    term = reads(text, "location", city, language="zh")
    assert text[term.start:term.end] == city


@pytest.mark.parametrize("lang, text", [
    # guards (main read nothing too): a code alone, brackets holding no place, several regions
    ("zh", "部署地域：cn-hangzhou"),
    ("en", "The instances are deployed in cn-hangzhou."),
    ("zh", "机房位于华东1（金融云）。"),
    ("zh", "乙方机房位于华北2（北京）、华东2（上海）。"),
])
def test_a_region_code_alone_names_no_city(extracted, lang, text):
    extracted(text, "location", None, language=lang)


NUMBERED = """# 算力服务框架协议

{framework_number}

2.3 计划维护应至少提前48小时书面通知甲方。
{precedence}

# 算力服务订单

{order_number}

5. 本订单项下的计划维护须提前五个工作日书面通知甲方。
"""


@pytest.mark.parametrize("precedence", ["7.2 订单与本协议约定不一致的，以订单为准。", "7.2 除订单另有约定外，本协议条款适用于各订单。"])
def test_the_orders_number_supersedes_no_framework_number(extracted, precedence):
    # main read the order's DD-2026-017 and called the framework's number superseded; a number names its document:
    # both stand. Changed by cr13 (zh61 had both in conflict, the framework's first, for review): numbers of different
    # documents are no conflict; the contract is cited by the order's, the framework's kept beside it
    text = NUMBERED.format(framework_number="合同编号：KJ-2026-001", order_number="订单编号：DD-2026-017",
                           precedence=precedence)
    term = extracted(text, "contract_id", "DD-2026-017", language="zh")
    assert (term.value, term.conflict) == ("DD-2026-017", False)
    assert [(a.value, a.reason) for a in term.alternatives] == [("KJ-2026-001", "other_document")]
    # ... while the order's terms still govern the framework's
    assert extracted(text, "maintenance_notice_hours", 120, language="zh").value == 120


def test_an_english_order_forms_number_supersedes_no_agreement_number(extracted):
    text = ("# Master Services Agreement\n\nAgreement No. MSA-2026-004\n\n"
            "4.2 Unless otherwise specified in the Order Form, Provider shall give Customer at least 48 hours' notice "
            "of planned maintenance.\n\n# Order Form\n\nOrder Form No. OF-2026-112\n\n"
            "3. Provider shall give Customer at least five (5) days' notice of planned maintenance.\n")
    term = extracted(text, "contract_id", "OF-2026-112", language="en")
    # (zh61: MSA-2026-004 in conflict; cr13: the order form's number, the agreement's beside it, neither superseded)
    assert (term.value, term.conflict) == ("OF-2026-112", False)
    assert [(a.value, a.reason) for a in term.alternatives] == [("MSA-2026-004", "other_document")]


def test_one_number_in_the_order_is_the_number(extracted):
    # a guard (main read the same): the order's number alone is the file's
    text = NUMBERED.format(framework_number="", order_number="订单编号：DD-2026-017",
                           precedence="7.2 订单与本协议约定不一致的，以订单为准。")
    term = extracted(text, "contract_id", "DD-2026-017", language="zh")
    assert term.value == "DD-2026-017" and not term.conflict


ZH_ORDER = """算力服务框架协议

2.3 除订单另有约定外，计划维护应至少提前48小时书面通知甲方。

{title}

5. 本订单项下的计划维护须提前五个工作日书面通知甲方。
"""

EN_ORDER = """Master Services Agreement

4.2 Unless otherwise specified in the Order Form, Provider shall give Customer at least 48 hours' notice of planned
maintenance.

{title}

3. Provider shall give Customer at least five (5) days' notice of planned maintenance.
"""


@pytest.mark.parametrize("lang, text, title", [
    ("zh", ZH_ORDER, "算力服务订单"),
    ("zh", ZH_ORDER, "附件二 订单"),
    ("zh", ZH_ORDER, "附件二：算力服务订单"),
    ("en", EN_ORDER, "ORDER FORM"),
    ("en", EN_ORDER, "Schedule 2 – Order Form"),
    ("en", EN_ORDER, "# Schedule 2 – Order Form"),
    ("en", EN_ORDER, "Annex B: Order"),
])
def test_an_order_titled_on_a_plain_line_governs(extracted, lang, text, title):
    # main kept the framework's 48 (the order's title was no marked heading, or its annex number read as a clause's)
    term = extracted(text.format(title=title), "maintenance_notice_hours", 120, language=lang)
    assert term.value == 120 and [(a.value, a.reason) for a in term.alternatives] == [(48, "superseded")]


@pytest.mark.parametrize("lang, text, title", [
    # guards (main read the same): a blank form, a numbered clause of the framework, a title inside a paragraph
    ("zh", ZH_ORDER, "附件二 订单模板"),
    ("en", EN_ORDER, "Schedule 2 – Form of Order Form"),
    ("en", EN_ORDER, "5. Order Form"),
    ("zh", ZH_ORDER, "6.1 订单\n甲方按订单支付费用。"),
])
def test_no_part_in_force_without_an_order_titled_as_a_part(extracted, lang, text, title):
    term = extracted(text.format(title=title), "maintenance_notice_hours", 48, language=lang)
    assert "superseded" not in [a.reason for a in term.alternatives]


@pytest.mark.parametrize("lang, text, maintenance", [
    ("zh", ZH_ORDER.replace("# ", ""), "计划维护应至少提前48小时书面通知甲方，具体通知期限以订单约定为准。"),
    ("zh", ZH_ORDER, "计划维护应至少提前48小时书面通知甲方，通知期限按订单约定执行。"),
    ("en", EN_ORDER, "Provider shall give Customer at least 48 hours' notice of planned maintenance, or such other period "
                     "as set out in the Order Form."),
])
def test_a_sentence_leaving_its_term_to_the_order_yields_to_the_orders_value(extracted, lang, text, maintenance):
    # main kept the framework's 48 (zh: the order's 120 weaker; en: a conflict): no conflict word, no precedence clause
    body = text.format(title="ORDER FORM" if lang == "en" else "算力服务订单")
    if lang == "zh":
        body = body.replace("除订单另有约定外，计划维护应至少提前48小时书面通知甲方。", maintenance)
    else:
        body = body.replace("Unless otherwise specified in the Order Form, Provider shall give Customer at least 48 hours' "
                            "notice of planned\nmaintenance.", maintenance)
    assert maintenance in body
    term = extracted(body, "maintenance_notice_hours", 120, language=lang)
    assert term.value == 120 and [(a.value, a.reason) for a in term.alternatives] == [(48, "superseded")]


def test_a_sentence_leaving_its_term_to_an_order_the_file_does_not_hold_keeps_its_value(extracted):
    # a guard (main read the same): no order part to defer to, the framework's own figure stands
    text = "算力服务框架协议\n\n2.3 计划维护应至少提前48小时书面通知甲方，具体通知期限以订单约定为准。\n"
    term = extracted(text, "maintenance_notice_hours", 48, language="zh")
    assert term.value == 48 and not term.alternatives
