"""A framework agreement's number and its order's are no conflict (cr13).

Each names its own document and both are true: the contract is cited by the order's number (the document that makes
the deal), the framework's kept beside it (``other_document``), with no ``bundle-conflict`` review, whether the two come
as two files or one; an amendment's own number does not rename the contract. Two numbers of documents of one role (two
order forms) stay a conflict for review. The claim letter cites "Order No. … under Framework Agreement No. …".

The contract texts are our own wording, save the bundle fixtures (fixtures/bundles, ours too).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck import api
from slacheck.cli import app
from slacheck.extract.pipeline import extract_terms
from tests.conftest import make_document

BUNDLES = Path(__file__).resolve().parents[2] / "fixtures" / "bundles"

FRAMEWORK = "# 算力服务框架协议\n\n合同编号：KJ-2026-001\n\n2.3 计划维护应至少提前48小时书面通知甲方。\n\n7.2 订单与本协议约定不一致的，以订单为准。\n"
ORDER = "# 算力服务订单\n\n订单编号：DD-2026-017\n\n5. 本订单项下的计划维护须提前五个工作日书面通知甲方。\n"
ORDER_2 = "# 算力服务订单\n\n订单编号：DD-2026-018\n\n5. 本订单项下的计划维护须提前五个工作日书面通知甲方。\n"
AMENDMENT = "# 补充协议\n\n协议编号：BC-2026-003\n\n1. 计划维护应至少提前72小时书面通知甲方。\n"


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


def number(terms):
    return next(t for t in terms if t.key == "contract_id")


def beside(term):
    return {(a.value, a.reason, a.role) for a in term.alternatives}


def write(tmp_path, **files):
    for name, text in files.items():
        (tmp_path / f"{name}.md").write_text(text, encoding="utf-8")
    return [tmp_path / f"{name}.md" for name in files]


@pytest.mark.parametrize("lang, framework, order", [
    ("en", "TG-MSA-2025-014", "OF-0042"),
    ("zh", "QTSL-FW-2025-0091", "QTSL-OD-2025-0133"),
])
def test_the_bundle_fixtures_are_cited_by_the_orders_number_with_no_review(lang, framework, order):
    # 1e68743: the order's number "in conflict" with the framework's, a major bundle-conflict review on every bundle
    read = api.read_contracts([BUNDLES / lang])
    term = number(read.terms)
    assert (term.value, term.conflict) == (order, False)
    assert (framework, "other_document", "framework") in beside(term)
    assert "conflict" not in {a.reason for a in term.alternatives}
    result = api.check_contract(read)
    assert "contract_id" not in {f.term for f in result.findings if f.rule == "bundle-conflict"}
    assert result.summary.review == 2


def test_one_file_printing_both_gives_the_bundles_answer(tmp_path):
    # 1e68743: KJ-2026-001 (the framework's, first in the file) in conflict with the order's DD-2026-017
    single = number(extract_terms(make_document(FRAMEWORK + "\n" + ORDER)))
    bundled = number(api.read_contracts(write(tmp_path, framework=FRAMEWORK, order=ORDER)).terms)
    for term in (single, bundled):
        assert (term.value, term.conflict) == ("DD-2026-017", False)
        assert beside(term) == {("KJ-2026-001", "other_document", "framework")}
    assert single.text == "订单编号：DD-2026-017" and single.confidence > 0.5  # its own words, no conflict's doubt


def test_an_amendments_own_number_does_not_rename_the_contract(tmp_path):
    read = api.read_contracts(write(tmp_path, framework=FRAMEWORK, order=ORDER, amendment=AMENDMENT))
    term = number(read.terms)
    assert (term.value, term.conflict) == ("DD-2026-017", False)
    assert beside(term) == {("KJ-2026-001", "other_document", "framework"),
                            ("BC-2026-003", "other_document", "amendment")}
    # ... while the amendment's terms still govern
    assert next(t for t in read.terms if t.key == "maintenance_notice_hours").value == 72


def test_the_frameworks_number_alone_with_an_amendments_is_the_contracts(tmp_path):
    term = number(api.read_contracts(write(tmp_path, framework=FRAMEWORK, amendment=AMENDMENT)).terms)
    assert (term.value, term.conflict) == ("KJ-2026-001", False)


def test_two_order_forms_numbers_stay_a_conflict_for_review(tmp_path):
    # a guard (1e68743 gave a conflict too): which order is the contract, a person decides
    read = api.read_contracts(write(tmp_path, framework=FRAMEWORK, order=ORDER, order2=ORDER_2))
    term = number(read.terms)
    assert term.conflict and {a.value for a in term.alternatives if a.reason == "conflict"} >= {"DD-2026-018"}
    conflicts = {f.term: f for f in api.check_contract(read).findings if f.rule == "bundle-conflict"}
    assert conflicts["contract_id"].status == "review"
    # ... and the same in one file
    single = number(extract_terms(make_document(FRAMEWORK + "\n" + ORDER + "\n" + ORDER_2)))
    assert single.conflict and "DD-2026-018" in {a.value for a in single.alternatives if a.reason == "conflict"}


@pytest.mark.parametrize("lang, cited", [
    ("en", "Order No. OF-0042 under Framework Agreement No. TG-MSA-2025-014"),
    ("zh", "框架协议（编号：QTSL-FW-2025-0091）项下订单（编号：QTSL-OD-2025-0133）"),
])
def test_the_claim_letter_cites_the_order_under_its_framework(tmp_path, lang, cited):
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,units,cause\nx1,2025-06-10T00:00,2025-06-10T10:00,*,vendor\n", encoding="utf-8")
    letter = tmp_path / "letter.md"
    result = run("claim", "--incidents", log, "--contract", BUNDLES / lang, "--as-of", "2025-07-05", "--format", "json",
                 "--no-db", "--letter", letter, "--lang", lang)
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["months"]
    text = letter.read_text(encoding="utf-8")
    assert text.count(cited) == 2  # the heading's line and the opening sentence
    assert (f"our agreement, {cited}, we have" if lang == "en" else f"依据双方所签{cited}的服务等级约定") in text
