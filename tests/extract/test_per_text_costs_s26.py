"""Guards of session 40's speed work (s26): work a text asked twice is done once, with the same values.

A tier table's cell is read (its quantities, its bands and credits) once however many tier readings ask it
(``TierReader._cell_items``), and precedence's two passes over a file (``parts_in_force``, ``deferring_sentences``)
fold the text once between them. The counts fail on acddb09 (the cells were read again, the text folded twice);
the values pass there too: they must not change."""

from __future__ import annotations

import collections

from slacheck.bundle import precedence
from slacheck.extract import pipeline, tiers
from tests.conftest import make_document

TIER_TABLE = """# GPU Compute Service Level Agreement

The Provider commits to a Monthly Uptime Percentage of 99.9% for the GPU instances.

If the Monthly Uptime Percentage falls below the commitment, the Customer receives the Service Credit below:

| Monthly Uptime Percentage | Service Credit |
|---|---|
| Less than 99.9% but at least 99.0% | 10% |
| Less than 99.0% but at least 95.0% | 25% |
| Less than 95.0% | 100% |
"""

TIERS = [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0},
         {"below_pct": 95.0, "credit_pct": 100.0}]


def _values(terms) -> dict:
    return {t.key: t.value for t in terms}


def test_a_tier_tables_credits_are_read_as_before():
    values = _values(pipeline.extract_terms(make_document(TIER_TABLE, name="sla.md")))
    assert values["availability_pct"] == 99.9
    assert values["credit_tiers"] == TIERS


def test_each_cell_of_a_tier_table_is_read_once(monkeypatch):
    doc = make_document(TIER_TABLE, name="sla.md")
    pipeline.extract_terms(doc)  # the build, outside the count
    asked: collections.Counter[str] = collections.Counter()
    find = tiers.find_quantities

    def counted(text: str):
        asked[text] += 1
        return find(text)

    monkeypatch.setattr(tiers, "find_quantities", counted)
    values = _values(pipeline.extract_terms(doc))
    assert values["credit_tiers"] == TIERS
    assert asked, "the tier reader reads no cell: the guard tests nothing"
    assert [text for text, n in asked.items() if n > 1] == []


def test_a_files_text_is_folded_once_for_its_parts_in_force(monkeypatch):
    text = ("# 算力服务框架协议\n\n1. 服务可用性不低于99.9%。订单与本协议约定不一致的，以订单为准。\n\n"
            "2. 计划维护应至少提前48小时通知甲方，具体通知期限以订单约定为准。\n\n"
            "# 算力服务订单\n\n计划维护应至少提前72小时通知甲方。\n")
    doc = make_document(text, name="framework.md")
    pipeline.extract_terms(doc)
    folded: list[str] = []
    simplify = precedence.simplify

    def counted(s: str) -> str:
        if s == doc.text:
            folded.append(s)
        return simplify(s)

    monkeypatch.setattr(precedence, "simplify", counted)
    if hasattr(precedence, "_LAST_READ"):
        precedence._LAST_READ.clear()  # (the text read last: the one the build's extraction read)
    parts = precedence.parts_in_force(doc)
    deferring = precedence.deferring_sentences(doc)
    assert parts and doc.text[parts[0][0]:].startswith("# 算力服务订单")
    assert [doc.text[s:e].strip() for s, e, _ in deferring] == ["计划维护应至少提前48小时通知甲方，具体通知期限以订单约定为准。"]
    assert len(folded) == 1
