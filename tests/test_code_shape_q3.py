"""Work done twice (q3): a gapped credit ladder's holes are read once, by the extraction, and carried on its term
(``Term.gaps``, with the rows that leave them); a claim on it reads no document again."""

import json

import pytest

from tests.conftest import claimed_month

# a ladder whose lowest band states its lower end (nothing is owed below 90%), and one with a hole between two bands
BOTTOM = ("The monthly fee is USD 100,000. Monthly availability commitment: 99%.\n\n"
          "| Monthly Availability | Service Credit |\n|---|---|\n"
          "| at least 95% but less than 99% | 10% |\n"
          "| at least 90% but less than 95% | 50% |\n")
HOLE = ("月服务费为人民币100,000元。服务可用性承诺为99%。赔偿标准如下：\n"
        "- 月度服务可用性低于99%但≥98%的，赔偿月度服务费的10%；\n"
        "- 月度服务可用性低于98%但≥95%的，赔偿月度服务费的25%；\n"
        "- 月度服务可用性低于90%的，赔偿月度服务费的100%。\n")
# 31 days of March: 6 days down is 80.65% (below 90%)
DOWN = "id,start,end,units,cause\n1,2026-03-03T00:00:00,2026-03-09T00:00:00,*,vendor\n"


def _tiers(tmp_path, text):
    from slacheck import api

    path = tmp_path / "sla.md"
    path.write_text(text, encoding="utf-8")
    extraction = api.extract(str(path))
    return path.read_text(encoding="utf-8"), extraction, next(t for t in extraction.terms if t.key == "credit_tiers")


def _inside(term, gap):
    """The gap's span quotes the same text as its term's span at its offsets (the row stands in the ladder)."""
    return term.start <= gap.start < gap.end <= term.end and \
        term.text[gap.start - term.start:gap.end - term.start] == gap.text


def test_the_term_carries_the_hole_below_its_lowest_band_and_the_row_that_leaves_it(tmp_path):
    _, _, term = _tiers(tmp_path, BOTTOM)
    assert term.evidence_kind == "gapped"
    [gap] = term.gaps
    assert (gap.from_pct, gap.to_pct, gap.page) == (0.0, 90.0, 1)
    assert "at least 90% but less than 95%" in gap.text and _inside(term, gap)


def test_the_term_carries_a_hole_between_two_bands(tmp_path):
    _, _, term = _tiers(tmp_path, HOLE)
    assert term.evidence_kind == "gapped"
    [gap] = term.gaps
    assert (gap.from_pct, gap.to_pct) == (90.0, 95.0)
    assert "低于98%但≥95%" in gap.text and _inside(term, gap)


def test_the_holes_show_in_the_json_of_a_gapped_ladder_only(tmp_path):
    from slacheck.report.extraction import extraction_json

    _, extraction, _ = _tiers(tmp_path, BOTTOM)
    terms = json.loads(extraction_json(extraction))["terms"]
    [tiers] = [t for t in terms if t["key"] == "credit_tiers"]
    [gap] = tiers["gaps"]
    assert (gap["from_pct"], gap["to_pct"]) == (0.0, 90.0) and "document" not in gap
    assert all("gaps" not in t for t in terms if t["key"] != "credit_tiers")


def test_a_claim_on_a_gapped_ladder_reads_its_tier_lists_once(tmp_path, monkeypatch):
    # main read the contract's tier lists a second time in the claim, to find the holes the extraction had seen
    from slacheck.extract import tiers

    calls = []
    groups = tiers._tier_groups
    monkeypatch.setattr(tiers, "_tier_groups", lambda *a: calls.append(1) or groups(*a))
    month = claimed_month(tmp_path, BOTTOM, DOWN)
    assert (month["credit_amount"], month["credit_pct"]) == (0, 0)
    assert any("no credit below 90%" in n for n in month["review"])
    assert len(calls) == 1


@pytest.mark.parametrize("text, credit", [(BOTTOM, 0), (HOLE, 100000)])
def test_the_claim_amounts_stay(tmp_path, text, credit):
    # guard (passes on fab6309): 80.65% is below the hole of HOLE (100% band) and below BOTTOM's lowest band
    month = claimed_month(tmp_path, text, DOWN)
    assert month["credit_amount"] == credit


# a key stated per plan and a hedge word inside a defined word: the scopes it is read with (evidence.yaml
# ``scopes``) and the defined word are found with the build's patterns, none parsed for a first text
PLANS = ("GPU Cloud Service Level Agreement\n\n"
         "\u201cAvailability Target\u201d means the monthly uptime percentage stated below.\n\n"
         "Maintenance excluded from the Availability Target needs 72 hours' notice.\n\n"
         "The Provider restores service within 4 hours for Standard plans and within 2 hours for Enterprise plans.\n\n"
         "对于企业版用户，故障修复时间为2小时；标准版4小时内修复。\n")


def test_a_first_text_stated_per_plan_parses_no_pattern(tmp_path):
    # main parsed evidence.yaml's ``scopes.named`` on their first use, outside the build
    pytest.importorskip("re._parser")
    from tests.test_regexcode import FIRST_TEXT, _run

    path = tmp_path / "plans.md"
    path.write_text(PLANS, encoding="utf-8")
    probe = FIRST_TEXT.replace("sys.argv[2]", repr(str(path)))
    _run(tmp_path / "cache", probe)  # a first run keeps the build's code
    found = _run(tmp_path / "cache", probe)
    assert found["terms"] >= 1 and found["parsed"] == []


def test_a_bundle_names_the_file_of_each_hole(tmp_path):
    from slacheck import api

    sla = tmp_path / "sla.md"
    sla.write_text(BOTTOM, encoding="utf-8")
    order = tmp_path / "order.md"
    order.write_text("# ORDER FORM\n\nThe Customer orders 64 NVIDIA H100 GPUs.\n", encoding="utf-8")
    term = next(t for t in api.extract([f"{sla}:sla", f"{order}:order"]).terms if t.key == "credit_tiers")
    [gap] = term.gaps
    assert (term.document, gap.document, gap.from_pct, gap.to_pct) == ("sla.md", "sla.md", 0.0, 90.0)
