"""`check` read as a lawyer reads it (session 38's helper cr8): a reason that quotes the contract quotes the sentence the
finding's evidence quotes, not the term's words ("“99.95%”", "“14日内交付”"); a heading or the document's title names
what follows and commits to nothing: "# 液冷智算机柜租赁合同" over the clauses is no promise of liquid cooling, so the
clause that says it is the evidence, and a title alone is read as `heading` evidence, a `review`."""

import pytest

from slacheck import api
from tests.conftest import CORPUS, FIXTURES, make_document

REAL = CORPUS / "real"


def finding(source, rule: str, lang: str | None = None):
    document = source if not isinstance(source, str) else make_document(source)
    return next(f for f in api.check(document, lang=lang).findings if f.rule == rule)


def quoted(text: str) -> str:
    return "“" + " ".join(text.split()) + "”"


# --- a reason quotes the sentence its evidence quotes ---------------------------------------------------------------


@pytest.mark.parametrize("path, rule, reason_opens", [
    # https://docs.giantswarm.io/support/sla/ (shared/corpus/real c19): "GS will use commercially reasonable efforts to
    # make the Giant Swarm Service available with a Monthly Uptime Percentage ... of at least 99.95%" (was “99.95%”)
    pytest.param(REAL / "c19_giantswarm_sla_en.md", "availability",
                 "The monthly availability is worded as best effort (“commercially reasonable efforts”), not as a "
                 "commitment: “GS will use commercially reasonable efforts", marks=pytest.mark.shared("corpus/real")),
    # fixtures' draft: "5.1 乙方尽合理努力使受影响的节点的月可用性不低于99.9%。" (was “可用性不低于99.9%”)
    (FIXTURES / "drafts" / "msa_v3_zh.md", "availability",
     "月可用性的约定为尽力而为（“尽合理努力”），并非承诺：“5.1 乙方尽合理努力使受影响的节点的月可用性不低于99.9%。”（第1页）"),
    # ... "1.1 乙方应尽力于本协议签订之日起14日内交付…" (was “14日内交付”: the best-effort words were not in the quote)
    (FIXTURES / "drafts" / "msa_v3_zh.md", "delivery",
     "交付周期的约定为尽力而为（“尽力”），并非承诺：“1.1 乙方应尽力于本协议签订之日起14日内交付"),
])
def test_a_best_effort_reason_quotes_the_sentence_of_its_evidence(path, rule, reason_opens):
    f = finding(api.load_document(path), rule)
    assert f.status == "review"
    assert f.reason.startswith(reason_opens), f.reason
    assert quoted(f.evidence.text) in f.reason  # the one sentence, in the evidence and in the reason


@pytest.mark.parametrize("text, lang, says", [
    # a worked example: the sentence says it is one ("For example, if ..."), the value's words alone did not
    ("Availability is measured monthly. For example, if the monthly availability is 99.95%, no credit is owed.", "en",
     "but the monthly availability is read only from a worked example: “For example, if the monthly availability is "
     "99.95%, no credit is owed.” (page 1); a person must confirm it."),
    ("服务可用性按月计算。例如：若某月服务可用性为99.95%，则乙方无需赔付。", "zh",
     "但月可用性仅见于示例或举例说明：“例如：若某月服务可用性为99.95%，则乙方无需赔付。”（第1页），需人工确认。"),
])
def test_an_example_reason_quotes_the_example_sentence(text, lang, says):
    f = finding(text, "availability", lang)
    assert f.status == "review" and f.reason.endswith(says), f.reason
    assert quoted(f.evidence.text) in f.reason


@pytest.mark.parametrize("text, lang, says", [
    # a rack's power worked out from its feed: the sentence that states the feed (was “32A” or the words around it)
    # (zh72: at an assumed voltage, a review that says so, no longer a fail)
    ("单机柜32A供电，供甲方服务器使用。", "zh", "三相供电约为其三倍）：“单机柜32A供电，供甲方服务器使用。”（第1页）"),
    ("Each cabinet is fed by one 32A circuit for Customer's servers.", "en",
     "a three-phase feed carries about three times as much): “Each cabinet is fed by one 32A circuit for "
     "Customer's servers.” (page 1)"),
])
def test_a_worked_out_value_quotes_the_sentence_it_comes_from(text, lang, says):
    f = finding(text, "rack-power", lang)
    assert f.status == "review" and f.value == 7.04
    assert says in f.reason, f.reason
    assert f.evidence.text == text


def test_a_firm_value_quotes_nothing_in_its_reason():
    # the same sentence with the power written: a plain pass names the value, quotes no words
    f = finding("每个机柜提供单路供电，单柜功率不低于25千瓦，供甲方服务器使用。", "rack-power", "zh")
    assert (f.status, f.reason) == ("pass", "符合要求：单柜功率为25千瓦，不低于20千瓦。")


# --- a heading names, it does not promise -------------------------------------------------------------------------


def test_fx11s_cooling_is_read_from_its_clauses_not_its_title():
    # fixtures fx11: titled "液冷智算机柜租赁合同"; "1.4 机柜采用单相浸没式液冷" says how the cabinets are cooled
    document = api.load_document(FIXTURES / "contracts" / "fx11_jinghe_liquid_colo.docx")
    f = finding(document, "cooling")
    assert (f.status, f.value) == ("pass", "liquid")
    assert "液冷智算机柜租赁合同" not in f.evidence.text
    assert f.evidence.text.startswith("为满足甲方昇腾算力集群的部署需求")  # the preamble's "…的液冷机柜租赁给甲方使用"
    assert document.text[f.evidence.start:f.evidence.end] == f.evidence.text


@pytest.mark.parametrize("title, clause, lang, sentence", [
    ("# 液冷智算机柜租赁合同", "1.4 机柜采用单相浸没式液冷，冷却液由乙方提供并负责维护。", "zh",
     "1.4 机柜采用单相浸没式液冷，冷却液由乙方提供并负责维护。"),
    ("# Liquid-Cooled Colocation Agreement", "2.3 Cabinets are cooled by direct-to-chip liquid cooling.", "en",
     "2.3 Cabinets are cooled by direct-to-chip liquid cooling."),
])
def test_a_clause_under_a_title_naming_the_term_is_the_evidence(title, clause, lang, sentence):
    f = finding(f"{title}\n\n1.1 乙方向甲方出租机柜12个。\n{clause}\n" if lang == "zh"
                else f"{title}\n\n1.1 Provider leases 12 cabinets to Customer.\n{clause}\n", "cooling", lang)
    assert (f.status, f.value) == ("pass", "liquid")
    assert f.evidence.text == sentence


@pytest.mark.parametrize("text, lang, says", [
    ("# 液冷智算机柜租赁合同\n\n1.1 乙方向甲方出租机柜12个。\n", "zh",
     "看似符合要求（散热方式为液冷），但散热方式仅见于标题（标题仅概括内容，并非承诺）：“# 液冷智算机柜租赁合同”（第1页），需人工确认。"),
    ("# Liquid-Cooled Colocation Agreement\n\n1.1 Provider leases 12 cabinets to Customer.\n",
     "en", "Would meet the requirement (the cooling is liquid cooling), but the cooling is read only from a heading (a "
     "heading names what follows and commits to nothing): “# Liquid-Cooled Colocation Agreement” (page 1); a person "
     "must confirm it."),
])
def test_a_title_alone_is_no_promise_of_the_term(text, lang, says):
    term = next(t for t in api.extract(make_document(text)).terms if t.key == "cooling")
    assert (term.value, term.evidence_kind, term.confidence) == ("liquid", "heading", 0.45)
    f = finding(text, "cooling", lang)
    assert (f.status, f.reason) == ("review", says)


def test_a_title_still_names_the_documents_number():
    # fixtures' bundle: "# ORDER FORM No. OF-0042" is the order form's number, said nowhere else: a title names it
    term = next(t for t in api.extract(FIXTURES / "bundles" / "en" / "tallgrass-of-0042.docx").terms
                if t.key == "contract_id")
    assert (term.value, term.evidence_kind, term.confidence) == ("OF-0042", "operative", 0.9)


# --- a clause no term carries is quoted as the rule findings' evidence is: the whole sentence ----------------------


@pytest.mark.shared("corpus/real")
@pytest.mark.parametrize("path, rule, sentence", [
    # https://www.fortrabbit.com/service-level-agreement (shared/corpus/real c21): its own cut ended at the abbreviation's
    # full stop, "…the service credits described in sec."
    (REAL / "c21_fortrabbit_sla_en.md", "outage-compensation",
     "If the guaranteed uptime is not met, you may request the service credits described in sec. 6 of this SLA."),
    # https://cloud.tencent.com/document/product/457/9089 (c01, TKE SLA): the cap's clause with its number, as the rule
    # findings' evidence quotes clauses ("1.4 机柜采用…"); its commas as the text read has them
    (REAL / "c01_tencent_tke_sla_zh.md", "credit-cap",
     "3. 赔偿只针对使用腾讯云容器服务本身并已产生费用的客户,赔付金额以代金券的形式发放,不折算现金返还,赔付金额不超过客户对该故障服务当次支付的费用总额。"),
])
def test_a_clause_in_no_terms_form_is_quoted_whole(path, rule, sentence):
    document = api.load_document(path)
    f = finding(document, rule)
    assert f.status == "review" and f.term is not None and f.value is None
    assert f.evidence.text == sentence, f.evidence.text
    assert document.text[f.evidence.start:f.evidence.end] == sentence
    assert quoted(sentence) in f.reason


def test_a_per_incident_credit_keeps_its_own_clause():
    # near miss: the credits per incident are each their own finding, quoting the clause that states it (two in one
    # sentence are not one quote twice)
    text = "单次中断10至59分钟的，补偿24小时服务时长；单次中断60分钟以上的，补偿72小时服务时长。\n"
    quotes = [f.evidence.text for f in api.check(make_document(text)).findings if f.rule == "per-incident-credit"]
    assert len(quotes) == len(set(quotes)) >= 1, quotes
