"""TERMS.yaml: what `extract --format yaml` writes is what `claim --terms` reads back."""

from __future__ import annotations

import pytest

from slacheck.errors import SlacheckError
from slacheck.models import DocumentInfo, Extraction, Term
from slacheck.terms_file import dump_terms_yaml, read_terms_yaml


def term(key, value, text="x", page=1, conflict=False):
    return Term(key=key, value=value, text=text, page=page, start=0, end=len(text), conflict=conflict)


EXTRACTION = Extraction(
    document=DocumentInfo(sha256="0" * 64, name="合同 #1.md", pages=3, language="zh"),
    terms=[
        term("rack_power_kw", 25.0, "单柜功率不低于25千瓦", page=2),
        term("governing_law", "New York: State", "governed by the laws of New York"),
        term("credit_tiers", [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.5, "credit_pct": 25.0}]),
        term("nvlink", True),
        term("availability_pct", 99.9, "可用性\n不低于99.9%", conflict=True),
    ],
)


def test_round_trip(tmp_path):
    path = tmp_path / "terms.yaml"
    path.write_text(dump_terms_yaml(EXTRACTION), encoding="utf-8")
    read = {t.key: t.value for t in read_terms_yaml(path)}
    assert read == {t.key: t.value for t in EXTRACTION.terms}


def test_one_line_per_key_with_page_and_quote():
    text = dump_terms_yaml(EXTRACTION)
    assert "rack_power_kw: 25.0  # page 2: 单柜功率不低于25千瓦" in text
    assert "# page 1: x\ncredit_tiers:\n  - {below_pct: 99.9, credit_pct: 10.0}" in text
    assert text.splitlines()[-1] == "availability_pct: 99.9  # page 1: 可用性 不低于99.9%  (CONFLICT: check)"
    assert "\nlanguage: zh  # of the contract" in text  # claim letters follow it


def test_a_conflict_still_marked_is_unsettled_until_the_reviewer_removes_the_mark(tmp_path):
    # a TERMS.yaml is the confirmed terms; a value extract marked "(CONFLICT: check)" is confirmed only
    # once the reviewer deletes the mark: until then check gives review, not pass (it had given pass)
    from slacheck.api import check

    path = tmp_path / "terms.yaml"
    path.write_text(dump_terms_yaml(EXTRACTION), encoding="utf-8")
    read = {t.key: t for t in read_terms_yaml(path)}
    assert read["availability_pct"].conflict and not read["rack_power_kw"].conflict
    assert read["credit_tiers"].conflict is False  # its quote line carries no mark
    finding = next(f for f in check(path).findings if f.rule == "availability")
    assert finding.status == "review"
    path.write_text(path.read_text(encoding="utf-8").replace("  (CONFLICT: check)", ""), encoding="utf-8")
    assert not any(t.conflict for t in read_terms_yaml(path))
    assert next(f for f in check(path).findings if f.rule == "availability").status == "pass"


def test_reading_back_keeps_the_contract_page_and_quote(tmp_path):
    path = tmp_path / "terms.yaml"
    path.write_text(dump_terms_yaml(EXTRACTION), encoding="utf-8")
    source = path.read_text(encoding="utf-8")
    read = {t.key: t for t in read_terms_yaml(path)}
    assert (read["rack_power_kw"].page, read["rack_power_kw"].text) == (2, "单柜功率不低于25千瓦")
    assert read["availability_pct"].text == "可用性 不低于99.9%"
    assert read["credit_tiers"].text == "x"
    assert all(source[t.start:t.end] == t.text for t in read.values())


def test_spans_point_into_the_yaml_file(tmp_path):
    path = tmp_path / "terms.yaml"
    path.write_text("sla_unit: node\nrack_power_kw: 20\n", encoding="utf-8")
    source = path.read_text(encoding="utf-8")
    for t in read_terms_yaml(path):
        assert source[t.start:t.end] == t.text
        assert t.text.startswith(t.key) and t.page == 1


@pytest.mark.parametrize("content, message", [
    ("rack_kw: 3\n", "terms.yaml:1: unknown key 'rack_kw'"),
    ("sla_unit: node\ncooling: water\n", "terms.yaml:2: cooling:"),
    ("a: [1\n", "terms.yaml:"),
    ("", "terms.yaml: empty terms file"),
])
def test_bad_terms_files_name_the_line(tmp_path, content, message):
    path = tmp_path / "terms.yaml"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(SlacheckError) as exc:
        read_terms_yaml(path)
    assert str(exc.value).startswith(message)


def test_missing_folder_and_non_utf8_terms_files_are_named(tmp_path):
    # (were 'file not found' and 'give one file': the terms file was read without saying what it is)
    with pytest.raises(SlacheckError, match=r"^nope.yaml: terms file not found$"):
        read_terms_yaml(tmp_path / "nope.yaml")
    with pytest.raises(SlacheckError, match=r": is a folder: give one terms file$"):
        read_terms_yaml(tmp_path)
    bad = tmp_path / "gbk.yaml"
    bad.write_bytes("机柜: 1\n".encode("gbk"))
    with pytest.raises(SlacheckError, match=r"^gbk.yaml:1: not UTF-8 text \(byte 0\); save the file as UTF-8$"):
        read_terms_yaml(bad)


@pytest.mark.parametrize("text, language", [
    ("availability_pct: 99.9  # page 2: Availability shall be at least 99.9% per calendar month\n", "en"),
    ("availability_pct: 99.9  # page 2: 月可用性不低于99.9%\ncurrency: USD\n", "zh"),   # the contract's words decide
    ("availability_pct: 99.9\ncurrency: USD\n", "en"),                              # hand-written: the currency
    ("availability_pct: 99.9\n", "zh"),                                               # nothing to go by
    ("language: en\navailability_pct: 99.9  # page 2: 月可用性不低于99.9%\n", "en"),     # said outright
])
def test_the_letter_language_of_a_terms_file(tmp_path, text, language):
    from slacheck.claim_inputs import read_terms_source
    from slacheck.limits import Limits

    path = tmp_path / "terms.yaml"
    path.write_text(text, encoding="utf-8")
    assert read_terms_source(path, None, Limits())[3] == language
