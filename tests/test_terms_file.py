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


def _findings(terms, lang):
    from slacheck.checklist.engine import evaluate_checklist
    from slacheck.checklist.schema import load_checklist

    return {f.rule: (f.status, f.conflict_kind, f.message, f.reason, [(o.text, o.page) for o in f.other_evidence])
            for f in evaluate_checklist(load_checklist("gpu-training"), terms, lang) if f.status == "review"}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_conflicts_kind_and_other_values_survive_the_terms_file(tmp_path, lang):
    """Read back from its TERMS.yaml, a term offered as alternatives was worded as a contradiction ("相互矛盾",
    "which prevails") and check quoted only its own value ("infiniband (page 1)"): the file now marks the kind
    and keeps the values in conflict under the key, so check on the file says what check on the contract says."""
    from slacheck.extract.pipeline import extract_terms
    from tests.conftest import TWO_CONFLICTS, make_document

    document = make_document(TWO_CONFLICTS[lang], language=lang)
    terms = extract_terms(document)
    path = tmp_path / "terms.yaml"
    written = dump_terms_yaml(Extraction(document=document.info(), terms=terms))
    path.write_text(written, encoding="utf-8")
    assert "interconnect: infiniband  # page 1: InfiniBand  (ALTERNATIVES: check)\n#   or: roce  # page 1: RoCE\n" \
        in written
    assert "  (CONFLICT: check)\n#   or: 99.5  # page 1: " in written
    read = {t.key: t for t in read_terms_yaml(path)}
    assert (read["interconnect"].conflict_kind, read["availability_pct"].conflict_kind) == ("alternatives",
                                                                                           "contradiction")
    assert [a.value for a in read["interconnect"].alternatives] == ["roce"]
    on_contract, on_file = _findings(terms, lang), _findings(list(read.values()), lang)
    assert {rule: found[:4] for rule, found in on_file.items()} == {rule: found[:4] for rule, found in on_contract.items()}
    assert on_file["interconnect"][1] == "alternatives" and on_file["availability"][1] == "contradiction"
    assert on_file["interconnect"][4] == [("RoCE", 1)]  # the other occurrence, quoted from the file
    # the reviewer settles it by deleting the mark: the lines under it are then only comments
    path.write_text(written.replace("  (ALTERNATIVES: check)", ""), encoding="utf-8")
    settled = {t.key: t for t in read_terms_yaml(path)}["interconnect"]
    assert (settled.conflict, settled.conflict_kind, settled.alternatives) == (False, None, [])


def test_a_terms_file_written_before_the_kinds_reads_its_conflict_as_a_contradiction(tmp_path):
    """An older TERMS.yaml has one mark for both kinds and no other values: it loads, and its conflict is a
    contradiction, as check said of it then."""
    path = tmp_path / "terms.yaml"
    path.write_text("interconnect: infiniband  # page 1: InfiniBand  (CONFLICT: check)\n"
                    "availability_pct: 99.9  # page 2: availability of 99.9%\n", encoding="utf-8")
    read = {t.key: t for t in read_terms_yaml(path)}
    assert (read["interconnect"].conflict, read["interconnect"].conflict_kind) == (True, "contradiction")
    assert read["interconnect"].alternatives == [] and read["availability_pct"].conflict_kind is None
    status, kind, message, *_ = _findings(list(read.values()), "en")["interconnect"]
    assert (status, kind) == ("review", "contradiction") and "which prevails" in message


def test_a_list_in_conflict_keeps_the_other_list_under_it(tmp_path):
    from slacheck.models import Alternative

    tiers = [{"below_pct": 99.9, "credit_pct": 10.0}]
    other = [{"below_pct": 99.9, "credit_pct": 25.0}, {"below_pct": 99.0, "credit_pct": 50.0}]
    extraction = EXTRACTION.model_copy(update={"terms": [
        Term(key="credit_tiers", value=tiers, text="低于99.9%赔10%", page=2, start=0, end=9, conflict=True,
             conflict_kind="contradiction",
             alternatives=[Alternative(value=other, text="低于99.9%赔25%", page=3, start=20, end=29, reason="conflict"),
                           Alternative(value=tiers, text="赔10%", page=4, start=40, end=44, reason="duplicate")]),
        term("rack_power_kw", 25.0, "单柜功率不低于25千瓦", page=2)]})
    path = tmp_path / "terms.yaml"
    path.write_text(dump_terms_yaml(extraction), encoding="utf-8")
    read = {t.key: t for t in read_terms_yaml(path)}
    (alternative,) = read["credit_tiers"].alternatives
    assert (alternative.value, alternative.page, alternative.text) == (other, 3, "低于99.9%赔25%")
    assert read["credit_tiers"].value == tiers and read["rack_power_kw"].value == 25.0


def test_a_bad_value_in_conflict_names_its_line(tmp_path):
    path = tmp_path / "terms.yaml"
    path.write_text("availability_pct: 99.9  # page 1: 99.9%  (CONFLICT: check)\n#   or: fast  # page 1: fast\n",
                    encoding="utf-8")
    with pytest.raises(SlacheckError) as exc:
        read_terms_yaml(path)
    assert str(exc.value) == "terms.yaml:2: availability_pct: the other value: 'fast' is not a number"


def test_a_term_in_conflict_that_names_no_kind_is_a_contradiction():
    """Every view words such a term as check does: its TERMS.yaml mark, the extract table, the stored kind."""
    assert term("availability_pct", 99.9, conflict=True).conflict_kind == "contradiction"
    assert term("availability_pct", 99.9).conflict_kind is None


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_bundles_terms_file_keeps_the_file_of_each_value(tmp_path, lang):
    """A bundle's TERMS.yaml did not say which file a value was read in: check on it said "(48 hours on page 1,
    72 hours on page 1)" where check on the bundle says "48 hours in tallgrass-schedule-2.md, page 1, …". Each
    value's comment now names its file, read back as the term's document, so the reasons, messages and evidence
    of check on the file are those of check on the bundle (the bundle's own finding, that its files disagree,
    is the bundle's)."""
    from pathlib import Path

    from slacheck import api

    folder = Path(__file__).resolve().parents[1] / "fixtures" / "bundles" / lang
    bundle = api.read_contracts(sorted(folder.iterdir()))
    extraction = api.extract(bundle)
    path = tmp_path / "terms.yaml"
    written = dump_terms_yaml(extraction)
    path.write_text(written, encoding="utf-8")
    schedule, msa = {"en": ("tallgrass-schedule-2.md", "tallgrass-msa.docx"), "zh": ("qiantang-02.docx",
                                                                                   "qiantang-01.md")}[lang]
    assert f"maintenance_notice_hours: 48  # {schedule}, page 1: " in written
    assert f"\n#   or: 72  # {msa}, page 1: " in written

    def said(result):
        return {f.rule: (f.status, f.message, f.reason, f.evidence and (f.evidence.document, f.evidence.page),
                         [(o.document, o.page) for o in f.other_evidence])
                for f in result.findings if f.rule != "bundle-conflict"}

    on_bundle, on_file = said(api.check_contract(bundle)), said(api.check(path))
    assert on_file == on_bundle
    assert (f"48 hours in {schedule}, page 1, 72 hours in {msa}, page 1" if lang == "en"
            else f"{schedule}第1页为48小时、{msa}第1页为72小时") in on_file["maintenance-notice"][2]


def test_an_other_value_naming_no_file_is_in_the_keys_and_older_quotes_read_as_before(tmp_path):
    """A hand-written 'or:' line without a file is in the key's file; a one-file TERMS.yaml's quote that itself
    says "…, page 2: …" is still a quote of page 1, naming no file."""
    path = tmp_path / "terms.yaml"
    path.write_text("maintenance_notice_hours: 48  # sla.md, page 3: 48 hours  (CONFLICT: check)\n"
                    "#   or: 72  # page 4: 72 hours\n"
                    "#   or: 24  # msa.docx, page 2: 24 hours\n"
                    "availability_pct: 99.9  # page 1: as in Schedule A, page 2: 99.9%\n"
                    "contract_id: 'Order #12'  # order, v2.docx, page 1: Order #12\n"
                    "gpu_count: 512  # 合同 #1.md, page 2: 512张\n", encoding="utf-8")
    read = {t.key: t for t in read_terms_yaml(path)}
    notice = read["maintenance_notice_hours"]
    assert (notice.document, notice.page, notice.text) == ("sla.md", 3, "48 hours")
    assert [(a.value, a.document, a.page) for a in notice.alternatives] == [(72, "sla.md", 4), (24, "msa.docx", 2)]
    availability = read["availability_pct"]
    assert (availability.document, availability.page, availability.text) == (None, 1,
                                                                             "as in Schedule A, page 2: 99.9%")
    # a file's name with a comma or a '#', a value with a '#' before the comment
    assert (read["contract_id"].value, read["contract_id"].document) == ("Order #12", "order, v2.docx")
    assert (read["gpu_count"].document, read["gpu_count"].page, read["gpu_count"].text) == ("合同 #1.md", 2, "512张")
