"""A figure restated for another plan (session 39's helper e87): a repair or response time the contract states once for
some plans and again, shorter, for others ("in less than 4 hours on Superplan 2007, EG and MG; in less than 2 hours on
the HG ranges") is each plan's own level, offered by scope for review, never the least of them for every customer
(``prefer: min`` would have told an EG customer 2 hours). The scope may be named after the figure ("on the HG ranges",
"for Enterprise plans", "for Enterprise customers") or before it ("企业版2小时内修复", "企业版用户的故障修复时间为2小时")."""

import pytest

from slacheck import api
from slacheck.extract.pipeline import extract_terms
from tests.conftest import make_document

# OVH's hardware guarantee (http://www.ovh.co.uk/items/sla.xml, "Quality of hardware guarantee")
OVH = ("If your server is not accessible following a hardware failure, OVH undertakes to change the defective parts in "
       "less than 4 hours on Superplan 2007, EG and MG; in less than 2 hours on the HG ranges.")


def term(text: str, key: str, language: str | None = None):
    found = {t.key: t for t in extract_terms(make_document(text, language=language))}
    return found.get(key)


def by_scope(t) -> set:
    return {(t.value, t.scope)} | {(a.value, a.scope) for a in t.conflicting}


SCOPED = [
    (OVH, "en", "recovery_hours", {(4, "Superplan 2007, EG and MG"), (2, "HG ranges")}),
    ("Provider will repair hardware failures within 4 hours for Standard plans and within 2 hours for Enterprise "
     "plans.", "en", "recovery_hours", {(4, "Standard plans"), (2, "Enterprise plans")}),
    ("Provider will repair hardware failures within 4 hours for Standard customers. Provider will repair hardware "
     "failures within 2 hours for Enterprise customers.", "en", "recovery_hours",
     {(4, "Standard customers"), (2, "Enterprise customers")}),
    ("Provider will respond to support tickets within 60 minutes for Basic plans and within 15 minutes for Premium "
     "plans.", "en", "response_minutes", {(60, "Basic plans"), (15, "Premium plans")}),
    ("标准版4小时内修复，企业版2小时内修复。", "zh", "recovery_hours", {(4, "标准版"), (2, "企业版")}),
    ("标准版用户的故障修复时间为4小时；企业版用户的故障修复时间为2小时。", "zh", "recovery_hours",
     {(4, "标准版"), (2, "企业版")}),
]


@pytest.mark.parametrize("text, language, key, expected", SCOPED)
def test_a_figure_restated_for_another_plan_is_that_plans(text, language, key, expected):
    t = term(text, key, language)
    assert t is not None
    assert t.conflict_kind == "scoped", (t.value, t.conflict_kind)
    assert by_scope(t) == expected


@pytest.mark.parametrize("text, lang, says", [
    (OVH, "en", "(2 hours for “HG ranges” on page 1, 4 hours for “Superplan 2007, EG and MG” on page 1)"),
    ("标准版4小时内修复，企业版2小时内修复。", "zh", "第1页“企业版”为2小时、第1页“标准版”为4小时"),
])
def test_the_review_names_each_plans_repair_time(text, lang, says):
    f = next(f for f in api.check(make_document(text), lang=lang).findings if f.rule == "recovery")
    assert (f.status, f.conflict_kind) == ("review", "scoped"), f.reason
    assert says in f.reason, f.reason


@pytest.mark.parametrize("text, key, value", [
    # guards (pass on 5ebee83 too): one plan's figure alone stays the term, no conflict
    ("Provider will repair hardware failures within 4 hours for Standard plans.", "recovery_hours", 4),
    # ... a later bound that caps the first is no other scope's figure
    ("Provider will repair hardware failures within 4 hours; in any case no later than 8 hours.", "recovery_hours", 4),
    # ... a second figure naming no plan is not read as one
    ("Provider will repair hardware failures within 4 hours for Standard plans and within 2 hours.", "recovery_hours", 4),
    # ... nor is a severity a plan: the response ladder keeps its first rung
    ("Provider will respond within 15 minutes for Severity 1 incidents and within 4 hours for Severity 2 incidents.",
     "response_minutes", 15),
])
def test_no_scope_no_scoped_conflict(text, key, value):
    t = term(text, key, "en")
    assert (t.value, t.conflict_kind) == (value, None)
