"""Check and report consistency left by session 39 (cr12).

A framework agreement's number and its order's give the same answer whether the two come as two files or one (both
stand: neither supersedes the other; cr13: the contract is cited by the order's, no review); a GPU model whose own words stand apart ("B200" beside "GB200") is
a second model, a contradiction for review, while "B200" inside the words "GB200" is none; the customer's notice
coordinated after the provider's in one clause does not take the provider's figure away; and a stated figure keeps its
own digits.

Every contract text is our own wording, save the one corpus file read from ../shared.
"""

import pytest

from slacheck import api
from slacheck.checklist.schema import load_checklist
from slacheck.extract.pipeline import extract_terms
from tests.conftest import CORPUS, FIXTURES, make_document

REAL = CORPUS / "real"

FINETUNE = load_checklist("finetune-inference")
TRAINING = load_checklist("gpu-training")


def terms_of(text: str) -> dict:
    return {t.key: t for t in extract_terms(make_document(text))}


def finding(text: str, rule: str, checklist=TRAINING):
    return next(f for f in api.check(make_document(text), checklist).findings if f.rule == rule)


# --- 1. a framework's number and its order's: one answer, two files or one -----------------------------------------

FRAMEWORK = "# 算力服务框架协议\n\n合同编号：KJ-2026-001\n\n2.3 计划维护应至少提前48小时书面通知甲方。\n\n7.2 订单与本协议约定不一致的，以订单为准。\n"
ORDER = "# 算力服务订单\n\n订单编号：DD-2026-017\n\n5. 本订单项下的计划维护须提前五个工作日书面通知甲方。\n"


def numbers(term) -> set:
    return {term.value, *(a.value for a in term.alternatives)}


def test_a_framework_and_its_order_as_two_files_give_the_numbers_as_one_file_does(tmp_path):
    """95ad6c8 took the order's DD-2026-017 by the bundle's default order and called the framework's KJ-2026-001
    superseded, where the same two documents in one file give both for review (zh61): a number names its own document,
    which no precedence clause about terms decides. Changed by cr13: both numbers are true, each of its own document,
    so neither is in conflict: the contract is cited by the order's, the framework's kept beside it (other_document),
    the same in one file and in two, with no review."""
    (tmp_path / "framework.md").write_text(FRAMEWORK, encoding="utf-8")
    (tmp_path / "order.md").write_text(ORDER, encoding="utf-8")
    read = api.read_contracts([tmp_path / "framework.md", tmp_path / "order.md"])
    bundled = next(t for t in read.terms if t.key == "contract_id")
    single = terms_of(FRAMEWORK + "\n" + ORDER)["contract_id"]
    assert numbers(bundled) == numbers(single) == {"KJ-2026-001", "DD-2026-017"}
    assert bundled.value == single.value == "DD-2026-017" and not bundled.conflict and not single.conflict
    assert {a.reason for a in bundled.alternatives} == {"other_document"}  # not "superseded", nor "conflict"
    assert "each number names its own document" in bundled.governed_by or "每个编号只指称其所在的文件" in bundled.governed_by
    # ... the order's terms still govern the framework's
    assert next(t for t in read.terms if t.key == "maintenance_notice_hours").value == 120
    result = api.check_contract(read)
    conflicts = {f.term: f for f in result.findings if f.rule == "bundle-conflict"}
    assert "contract_id" not in conflicts
    assert [a.document for a in bundled.alternatives] == ["framework.md"]


@pytest.mark.parametrize("lang, framework, order", [
    ("zh", "QTSL-FW-2025-0091", "QTSL-OD-2025-0133"),
    ("en", "TG-MSA-2025-014", "OF-0042"),
])
def test_the_bundle_fixtures_numbers_are_the_orders_under_the_frameworks(lang, framework, order):
    """95ad6c8: the order's number, the framework's "superseded". Changed by cr13 (cr12 had both in conflict, for
    review): the order's number, the framework's kept beside it as another document's own."""
    read = api.extract(FIXTURES / "bundles" / lang)
    term = next(t for t in read.terms if t.key == "contract_id")
    assert (term.value, term.conflict) == (order, False)
    assert {(a.value, a.reason) for a in term.alternatives} == {(framework, "other_document")}


# --- 2. a GPU model inside another's words is none; one stated apart is a second ----------------------------------

@pytest.mark.parametrize("text", [
    "# GPU Cloud Rental Agreement\n\n1. Provider shall provide Customer with GB200/B200 GPU servers.\n\n"
    "2. Availability shall be at least 99.9%.\n",
    "# GPU Cloud Rental Agreement\n\n1. Provider shall provide two GB200 NVL72 racks.\n\n"
    "2. Provider shall provide four HGX B200 servers for inference.\n",
    "# 算力租赁合同\n\n第一条 乙方提供2台GB200 NVL72机柜。\n\n第二条 乙方另提供4台B200服务器用于推理。\n",
])
def test_gb200_and_b200_named_apart_are_two_models_for_review(text):
    """95ad6c8 read GB200 with B200 a weaker alternative, no conflict: a B200 server is no GB200 rack."""
    term = terms_of(text)["gpu_model"]
    assert term.conflict
    assert numbers(term) == {"GB200", "B200"}
    assert finding(text, "gpu-model", FINETUNE).status == "review"


def test_b200_inside_gb200_is_no_second_model():
    """Guard (passes on 95ad6c8 too): the B200 in the words "GB200" names no model of its own."""
    term = terms_of("# GPU Cloud Rental Agreement\n\n1. Provider shall provide two GB200 NVL72 racks.\n\n"
                    "2. Availability shall be at least 99.9%.\n")["gpu_model"]
    assert (term.value, term.conflict, term.alternatives) == ("GB200", False, [])


def test_h20_beside_h200_is_still_two_models():
    """Guard (passes on 95ad6c8 too): a code run on after another ("H20" / "H200") is another card."""
    term = terms_of("# 算力租赁合同\n\n第一条 乙方提供H200 GPU服务器。\n\n第二条 乙方为甲方配置H20推理卡。\n")["gpu_model"]
    assert term.conflict and numbers(term) == {"H200", "H20"}


# --- 3. the customer's notice coordinated after the provider's figure blocks it no more -----------------------------

MAINTENANCE = "# GPU Cloud Rental Agreement\n\n1. Provider shall provide 64 NVIDIA H100 GPUs.\n\n2. Maintenance. {}\n"


def test_the_customers_notice_after_and_leaves_the_providers_figure():
    """95ad6c8 read no notice: "notify Provider" anywhere in the clause blocked the 72 of the provider's own duty."""
    text = MAINTENANCE.format("Provider shall notify Customer at least 72 hours before maintenance and Customer shall "
                              "notify Provider of any objection.")
    assert terms_of(text)["maintenance_notice_hours"].value == 72
    f = finding(text, "maintenance-notice")
    assert (f.status, f.value) == ("pass", 72)


@pytest.mark.parametrize("sentence", [
    "Customer shall notify Provider at least 72 hours before maintenance of its own equipment.",
    "Customer shall give at least 72 hours notice to Provider before any maintenance of its equipment.",
    "Customer shall notify Provider in writing and at least 72 hours before maintenance of its equipment.",
])
def test_the_customers_own_notice_is_still_none(sentence):
    """Guards (pass on 95ad6c8 too): the customer's notice that governs the figure, before it or in its part after it."""
    terms = terms_of(MAINTENANCE.format(sentence))
    assert "maintenance_notice_hours" not in terms


# --- 4. a stated figure keeps its digits ----------------------------------------------------------------------------

def test_an_availability_of_seven_decimals_is_quoted_as_stated():
    """95ad6c8 rounded every float to 6 decimals: 99.9999995 read as 99.999999 (its credit tier kept 7), so the check
    quoted a level the contract does not state."""
    text = ("# Service Level Agreement\n\n1. The Service will be available at least 99.9999995% of each month.\n\n"
            "2. If availability falls below 99.9999995% in a month, Customer receives a credit of 100% of the monthly "
            "fee.\n")
    assert terms_of(text)["availability_pct"].value == 99.9999995
    assert "99.9999995" in finding(text, "availability").message


@pytest.mark.shared("corpus/real")
def test_wobscales_availability_is_its_own_figure():
    """c23 (Wobscale's SLA): "at least 55.5555555% of each month" read 55.555555 on 95ad6c8."""
    read = api.extract(REAL / "c23_wobscale_sla_en.md")
    term = next(t for t in read.terms if t.key == "availability_pct")
    assert term.value == 55.5555555


# --- 5. a finding says a term is not stated once ---------------------------------------------------------------------

def test_a_pass_on_the_downtime_multiple_says_the_other_forms_are_not_stated_once():
    """95ad6c8 said "credit_tiers is not stated; credit_per_hour_pct is not stated; … ; not stated: credit_tiers,
    credit_per_hour_pct (decided on the terms that are stated)": the condition asks whether they are stated, so their
    absence is its own fact, said once."""
    text = ("# 算力租赁合同\n\n第一条 乙方向甲方提供64张H800 GPU卡。\n\n"
            "第二条 服务不可用的，乙方按不可用时长的5倍向甲方赔偿服务时长。\n")
    f = finding(text, "outage-compensation")
    assert (f.status, f.value) == ("pass", 5)
    assert f.message.count("credit_tiers") == 1 and "decided on the terms that are stated" not in f.message
