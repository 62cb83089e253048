"""Two drafts: terms added / removed / changed, and the checklist status each change moves."""

from __future__ import annotations

from slacheck.checklist.diff import describe_change, diff_terms, same_value
from slacheck.checklist.schema import load_checklist
from slacheck.models import DocumentInfo, Term

OLD = DocumentInfo(sha256="a" * 64, name="v1.txt", pages=1, language="en")
NEW = DocumentInfo(sha256="b" * 64, name="v2.txt", pages=2, language="en")


def terms(**values) -> list[Term]:
    return [Term(key=k, value=v, text=f"{k} {v}", page=1, start=i * 20, end=i * 20 + 5)
            for i, (k, v) in enumerate(values.items())]


def test_changes_and_status_moves():
    old = terms(rack_power_kw=15, cooling="air", delivery_days=21, pue=1.3)
    new = terms(rack_power_kw=25.0, cooling="air", delivery_days=21, credit_per_hour_pct=5)
    result = diff_terms(old, new, load_checklist("gpu-training"), OLD, NEW)
    by_key = {c.key: c for c in result.changes}
    assert set(by_key) == {"rack_power_kw", "pue", "credit_per_hour_pct"}    # 21 → 21 and air → air are unchanged
    power = by_key["rack_power_kw"]
    assert power.change == "changed" and (power.old_value, power.new_value) == (15, 25.0)
    assert [(m.rule, m.old_status, m.new_status) for m in power.rules] == [("rack-power", "fail", "pass")]
    assert describe_change(power) == "rack_power_kw 15 → 25: rack-power fail → pass"
    assert by_key["pue"].change == "removed" and by_key["pue"].rules == []
    credit = by_key["credit_per_hour_pct"]
    assert credit.change == "added" and credit.old_evidence is None and credit.new_evidence is not None
    assert [(m.rule, m.old_status, m.new_status) for m in credit.rules] == [("outage-compensation", "missing", "pass")]
    assert {m.rule for m in result.status_moves} == {"rack-power", "outage-compensation"}
    assert (result.old_summary.fail, result.new_summary.fail) == (2, 1)   # rack-power, delivery → delivery


def test_a_context_term_moves_the_rule_that_reads_it():
    old = terms(interconnect="roce", gpu_count=512)
    new = terms(interconnect="roce", gpu_count=2048)
    result = diff_terms(old, new, load_checklist("gpu-training"), OLD, NEW)
    assert [(c.key, [(m.rule, m.old_status, m.new_status) for m in c.rules]) for c in result.changes] == \
        [("gpu_count", [("interconnect", "pass", "fail")])]


def test_identical_drafts_have_no_changes():
    same = terms(rack_power_kw=20, location="临港")
    result = diff_terms(same, terms(rack_power_kw=20.0, location="临港"), load_checklist("gpu-training"), OLD, NEW)
    assert result.changes == [] and result.status_moves == []


def test_same_value():
    assert same_value(20, 20.0) and same_value("H800", "h800 ") and not same_value(True, 1)
