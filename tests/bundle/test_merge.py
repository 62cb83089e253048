"""The pure merge: each key from the file that governs it, provenance naming the file, an
explanation of why, and a conflict where nothing settles it (bundle/merge.py, findings.py)."""

from __future__ import annotations

from slacheck.bundle.findings import conflict_findings
from slacheck.bundle.merge import Part, merge_bundle
from slacheck.models import Term
from tests.conftest import make_document


def term(document, key, value, quote):
    start = document.text.index(quote)
    return Term(key=key, value=value, text=quote, page=1, start=start, end=start + len(quote))


def part(name, text, *terms, role=None, language="zh"):
    document = make_document(text, language=language, name=name)
    return Part(document, [term(document, *t) for t in terms], role)


FRAMEWORK = "# GPU算力租赁框架协议\n\n月可用性不低于99.5%。赔偿上限为月服务费的20%。提前72小时通知。\n"
ORDER = "# 算力服务订单\n\n月可用性不低于99.9%。\n"
AMENDMENT = "# 框架协议补充协议\n\n赔偿上限修改为月服务费的50%。\n"
SLA = "# 服务等级协议\n\n提前48小时通知。\n"


def framework(extra=""):
    return part("MSA.md", FRAMEWORK + extra, ("availability_pct", 99.5, "月可用性不低于99.5%"),
                ("credit_cap_pct", 20, "赔偿上限为月服务费的20%"), ("maintenance_notice_hours", 72, "提前72小时通知"))


def governance(merged, key):
    return next(g for g in merged.bundle.governance if g.key == key)


def test_the_default_order_settles_what_no_clause_does_and_says_so():
    merged = merge_bundle([framework(), part("ORDER.docx", ORDER, ("availability_pct", 99.9, "月可用性不低于99.9%")),
                           part("AMEND.md", AMENDMENT, ("credit_cap_pct", 50, "赔偿上限修改为月服务费的50%"))])
    terms = {t.key: t for t in merged.terms}
    assert (terms["availability_pct"].value, terms["availability_pct"].document) == (99.9, "ORDER.docx")
    assert (terms["credit_cap_pct"].value, terms["credit_cap_pct"].document) == (50, "AMEND.md")
    assert governance(merged, "availability_pct").basis == "default"
    assert terms["availability_pct"].governed_by == (
        "ORDER.docx（订单）为99.9%、MSA.md（框架协议）为99.5%；各文件未约定以哪一份为准，"
        "按默认顺序（补充协议 > 订单 > 服务等级协议 > 框架协议）以ORDER.docx（订单）为准。")
    # the overridden value stays, naming its file, as a superseded alternative
    (alt,) = terms["availability_pct"].alternatives
    assert (alt.value, alt.document, alt.reason, alt.text) == (99.5, "MSA.md", "superseded", "月可用性不低于99.5%")
    assert not terms["availability_pct"].conflict
    # a key only one file states comes from it, with its own span
    notice = terms["maintenance_notice_hours"]
    assert (notice.document, notice.start, notice.text) == ("MSA.md", FRAMEWORK.index("提前72"), "提前72小时通知")
    assert notice.governed_by == "仅MSA.md（框架协议）约定此项。"


def test_a_clause_against_the_default_order_wins_and_is_quoted():
    clause = "\n第十二条 本协议与订单约定不一致的，以本协议为准。\n"
    merged = merge_bundle([framework(clause), part("ORDER.docx", ORDER, ("availability_pct", 99.9, "月可用性不低于99.9%"))],
                          lang="en")
    terms = {t.key: t for t in merged.terms}
    assert (terms["availability_pct"].value, terms["availability_pct"].document) == (99.5, "MSA.md")
    ruling = governance(merged, "availability_pct")
    assert ruling.basis == "clause" and ruling.rule.document == "MSA.md" and ruling.rule.clause == "第十二条"
    assert ruling.explanation == (
        "MSA.md (framework agreement) says 99.5%, ORDER.docx (order form) says 99.9%; MSA.md (framework agreement) "
        "governs under the precedence clause in MSA.md (第十二条, page 1): “第十二条 本协议与订单约定不一致的，以本协议为准。”.")


def test_two_files_of_one_role_that_disagree_are_a_conflict_and_a_review_finding():
    merged = merge_bundle([framework(),
                           part("ORDER-1.docx", ORDER, ("availability_pct", 99.9, "月可用性不低于99.9%")),
                           part("ORDER-2.docx", "# 算力服务订单\n\n月可用性不低于99.0%。\n",
                                ("availability_pct", 99.0, "月可用性不低于99.0%"))])
    availability = next(t for t in merged.terms if t.key == "availability_pct")
    assert availability.conflict and availability.confidence == 0.5
    assert {(a.document, a.reason) for a in availability.alternatives} == {("ORDER-2.docx", "conflict"),
                                                                          ("MSA.md", "superseded")}
    assert governance(merged, "availability_pct").basis == "conflict"
    (finding,) = conflict_findings(merged.bundle, merged.terms, "zh")
    assert (finding.rule, finding.status, finding.term) == ("bundle-conflict", "review", "availability_pct")
    assert finding.evidence.document == "ORDER-1.docx"
    assert [o.document for o in finding.other_evidence] == ["ORDER-2.docx"]
    assert finding.reason == ("各文件约定不一致：ORDER-1.docx（订单）为99.9%、ORDER-2.docx（订单）为99%；"
                              "没有优先条款或默认顺序能确定以哪一份为准，需人工确认。")


def test_clauses_that_contradict_each_other_settle_nothing():
    msa = framework("\n本协议与服务等级协议约定不一致的，以本协议为准。\n")
    sla = part("SLA.docx", SLA + "本服务等级协议与框架协议约定不一致的，以本服务等级协议为准。\n",
               ("maintenance_notice_hours", 48, "提前48小时通知"))
    merged = merge_bundle([msa, sla], lang="en")
    assert governance(merged, "maintenance_notice_hours").basis == "conflict"
    (finding,) = conflict_findings(merged.bundle, merged.terms, "en")
    assert finding.reason == ("The documents disagree: SLA.docx (SLA schedule) says 48 hours, MSA.md (framework "
                              "agreement) says 72 hours; no precedence clause or default order settles which "
                              "prevails, so a person must decide.")


def test_a_file_of_unrecognised_role_that_disagrees_is_a_conflict_and_the_user_can_name_it():
    notes = ("notes.txt", "Side letter.\n\n月可用性不低于99.0%。\n", ("availability_pct", 99.0, "月可用性不低于99.0%"))
    merged = merge_bundle([framework(), part(*notes)])
    assert merged.bundle.documents[1].role is None
    assert governance(merged, "availability_pct").basis == "conflict"
    named = merge_bundle([framework(), part(*notes, role="amendment")])
    assert named.bundle.documents[1].role_from == "user"
    assert next(t for t in named.terms if t.key == "availability_pct").value == 99.0


def test_files_that_agree_need_no_rule():
    merged = merge_bundle([framework(), part("SLA.docx", "# 服务等级协议\n\n提前72小时通知。\n",
                                             ("maintenance_notice_hours", 72, "提前72小时通知"))])
    ruling = governance(merged, "maintenance_notice_hours")
    assert ruling.basis == "agree" and ruling.document == "SLA.docx" and ruling.others == ["MSA.md"]
    notice = next(t for t in merged.terms if t.key == "maintenance_notice_hours")
    assert [(a.document, a.reason) for a in notice.alternatives] == [("MSA.md", "duplicate")]
    assert conflict_findings(merged.bundle, merged.terms, "zh") == []


def test_the_bundle_stands_as_one_document():
    parts = [framework(), part("ORDER.docx", ORDER, ("availability_pct", 99.9, "月可用性不低于99.9%"))]
    merged = merge_bundle(parts)
    reversed_ = merge_bundle(parts[::-1])
    info = merged.info()
    assert info.name == "MSA.md + ORDER.docx" and info.pages == 2 and info.language == "zh"
    assert info.sha256 == reversed_.info().sha256  # the same files in another order: the same contract
    assert [p.number for p in merged.document.pages] == [1, 2]
