"""Issue 14 item 1 acceptance: the bundle fixtures (framework + SLA schedule + order +
amendment, zh and en, in Markdown, DOCX and text) read as one contract.

In both bundles the order overrides the framework's availability (99.5 → 99.9, by the
framework's precedence clause), the amendment the credit cap (zh 20 → 50, en 10 → 30), and
the framework and the SLA schedule disagree on maintenance notice (72 vs 48 hours) while
each says it prevails over the other: a conflict a person must settle.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck import api
from slacheck.cli import app

BUNDLES = Path(__file__).resolve().parents[2] / "fixtures" / "bundles"
ZH = [BUNDLES / "zh" / n for n in ("qiantang-01.md", "qiantang-02.docx", "qiantang-03.docx", "qiantang-04.md")]
EN = [BUNDLES / "en" / n for n in ("tallgrass-msa.docx", "tallgrass-schedule-2.md", "tallgrass-of-0042.docx",
                                   "tallgrass-change-1.txt")]
ROLES = ["framework", "sla", "order", "amendment"]

# key: (value, governing file, basis) per bundle
EXPECTED = {
    "zh": {"availability_pct": (99.9, "qiantang-03.docx", "clause"),
           "credit_cap_pct": (50, "qiantang-04.md", "clause"),
           "maintenance_notice_hours": (48, "qiantang-02.docx", "conflict"),
           "gpu_count": (1024, "qiantang-03.docx", "only"),
           "rack_power_kw": (20, "qiantang-01.md", "only"),
           "claim_window_days": (30, "qiantang-02.docx", "only"),
           "gpu_model": ("H800", "qiantang-03.docx", "agree")},
    "en": {"availability_pct": (99.9, "tallgrass-of-0042.docx", "clause"),
           "credit_cap_pct": (30, "tallgrass-change-1.txt", "clause"),
           "maintenance_notice_hours": (48, "tallgrass-schedule-2.md", "conflict"),
           "gpu_count": (512, "tallgrass-of-0042.docx", "only"),
           "rack_power_kw": (40, "tallgrass-msa.docx", "only"),
           "governing_law": ("New York", "tallgrass-msa.docx", "only"),
           "gpu_model": ("H100", "tallgrass-of-0042.docx", "agree")},
}


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


@pytest.fixture(scope="module")
def bundles():
    return {"zh": api.read_contracts(ZH), "en": api.read_contracts(EN)}


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_each_file_is_recognised_by_its_title(bundles, lang):
    documents = bundles[lang].bundle.documents
    assert [d.role for d in documents] == ROLES
    assert {d.role_from for d in documents} == {"title"}


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_values_and_the_file_that_governs_each(bundles, lang):
    read = bundles[lang]
    terms = {t.key: t for t in read.terms}
    rulings = {g.key: g for g in read.bundle.governance}
    for key, (value, document, basis) in EXPECTED[lang].items():
        assert (terms[key].value, terms[key].document, rulings[key].basis) == (value, document, basis), key


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_provenance_points_into_the_governing_file(bundles, lang):
    read = bundles[lang]
    texts = {d.name: d.text for d in read.documents}
    for t in read.terms:
        assert texts[t.document][t.start:t.end] == t.text, t.key
        for alt in t.alternatives:
            assert texts[alt.document][alt.start:alt.end] == alt.text, (t.key, alt)
    availability = next(t for t in read.terms if t.key == "availability_pct")
    framework = read.documents[0].name
    assert {(a.document, a.value, a.reason) for a in availability.alternatives} >= {(framework, 99.5, "superseded")}


def test_explanations_say_which_file_governs_and_why(bundles):
    zh = {t.key: t.governed_by for t in bundles["zh"].terms}
    assert zh["availability_pct"] == (
        "qiantang-03.docx（订单）为99.9%、qiantang-01.md（框架协议）为99.5%、qiantang-02.docx（服务等级协议）为99.5%；"
        "依qiantang-01.md第十二条（第1页）的优先条款“本协议、服务等级协议与订单约定不一致的,以订单为准;”，"
        "以qiantang-03.docx（订单）为准。")
    assert zh["credit_cap_pct"].startswith("qiantang-04.md（补充协议）为月费的50%、qiantang-01.md（框架协议）为月费的20%；"
                                           "依qiantang-04.md")
    assert zh["rack_power_kw"] == "仅qiantang-01.md（框架协议）约定此项。"
    en = {t.key: t.governed_by for t in bundles["en"].terms}
    assert en["credit_cap_pct"].startswith(
        "tallgrass-change-1.txt (amendment) says 30% of the monthly fee, tallgrass-msa.docx (framework agreement) says "
        "10% of the monthly fee; tallgrass-change-1.txt (amendment) governs under the precedence clause in "
        "tallgrass-msa.docx (12.1, page 1): “12.1 In the event of any conflict")
    assert en["maintenance_notice_hours"] == (
        "The documents disagree: tallgrass-schedule-2.md (SLA schedule) says 48 hours, tallgrass-msa.docx (framework "
        "agreement) says 72 hours; no precedence clause or default order settles which prevails, so a person must "
        "decide.")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_check_findings(bundles, lang):
    result = api.check_contract(bundles[lang])
    by_rule = {f.rule: f for f in result.findings}
    assert by_rule["availability"].status == "pass" and by_rule["availability"].value == 99.9
    assert by_rule["availability"].evidence.document == EXPECTED[lang]["availability_pct"][1]
    assert by_rule["credit-cap"].status == "pass" and by_rule["credit-cap"].value == EXPECTED[lang]["credit_cap_pct"][0]
    assert by_rule["maintenance-notice"].status == "review"  # the files disagree: a person decides
    framework, sla = (d.name for d in bundles[lang].documents[:2])
    assert f"{sla}第1页为48小时、{framework}第1页为72小时" in by_rule["maintenance-notice"].reason if lang == "zh" else \
        f"48 hours in {sla}, page 1, 72 hours in {framework}, page 1" in by_rule["maintenance-notice"].reason
    assert by_rule["interconnect"].status == "pass"  # the framework's InfiniBand judged on the order's card count
    conflicts = {f.term: f for f in result.findings if f.rule == "bundle-conflict"}
    conflict = conflicts["maintenance_notice_hours"]
    assert (conflict.status, conflict.term, conflict.severity) == ("review", "maintenance_notice_hours", "major")
    assert [o.document for o in conflict.other_evidence] == [bundles[lang].documents[0].name]
    assert conflict.reason == next(t.governed_by for t in bundles[lang].terms if t.key == "maintenance_notice_hours")
    # ... and not the framework's number beside the order's (cr12 made it one; cr13: each names its own file, both
    # true, the contract cited by the order's, so no conflict)
    assert sorted(conflicts) == ["maintenance_notice_hours"]
    summary = result.summary
    assert summary.review == 2 and summary.fail == 0


def test_cli_check_of_several_files_is_one_contract_with_the_bundle_in_json(tmp_path):
    result = run("check", *ZH, "--format", "json", "--db", tmp_path / "a.db")
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert list(data) == ["document", "checklist", "findings", "summary", "bundle"]
    assert data["document"]["name"] == " + ".join(p.name for p in ZH) and data["document"]["pages"] == 4
    assert list(data["bundle"]) == ["documents", "precedence", "default_order", "governance"]
    assert [d["role"] for d in data["bundle"]["documents"]] == ROLES
    assert data["bundle"]["default_order"] == ["amendment", "order", "sla", "framework"]
    availability = next(f for f in data["findings"] if f["rule"] == "availability")
    assert availability["evidence"]["document"] == "qiantang-03.docx"
    rules = {(r["document"], r["winner"], tuple(r["over"])) for r in data["bundle"]["precedence"]}
    assert ("qiantang-01.md", "order", ("framework", "sla")) in rules
    assert ("qiantang-04.md", "amendment", ("framework", "order")) in rules
    # the run stores each file, the terms each governs, and the findings under the bundle
    with sqlite3.connect(tmp_path / "a.db") as db:
        names = {r[0] for r in db.execute("SELECT name FROM documents")}
        assert names >= {p.name for p in ZH} | {data["document"]["name"]}
        rows = dict(db.execute("SELECT key, d.name FROM terms JOIN documents d ON d.sha256 = terms.document_sha256"))
        assert rows["availability_pct"] == "qiantang-03.docx" and rows["credit_cap_pct"] == "qiantang-04.md"
        assert db.execute("SELECT COUNT(*) FROM findings WHERE document_sha256 = ?",
                          (data["document"]["sha256"],)).fetchone()[0] == len(data["findings"])


def test_cli_a_folder_is_the_bundle_and_the_terminal_names_files_and_why():
    result = run("check", BUNDLES / "en", "--no-db")
    assert result.exit_code == 0, result.stderr
    assert "tallgrass-of-0042.docx, page 1" in result.stdout
    assert "document: tallgrass-of-0042.docx (order form) says 99.9%" in result.stdout
    assert "REVIEW  bundle-conflict (major) — Documents of the contract disagree" in result.stdout


def test_cli_extract_of_several_files(tmp_path):
    result = run("extract", *EN, "--format", "json", "--no-db")
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert list(data) == ["document", "terms", "bundle"]
    cap = next(t for t in data["terms"] if t["key"] == "credit_cap_pct")
    assert (cap["value"], cap["document"], cap["page"]) == (30, "tallgrass-change-1.txt", 1)
    assert cap["governed_by"].startswith("tallgrass-change-1.txt (amendment) says 30%")
    assert {(a["document"], a["value"], a["reason"]) for a in cap["alternatives"]} == {("tallgrass-msa.docx", 10, "superseded")}


def test_one_file_keeps_the_spec_json_exactly():
    extract = json.loads(run("extract", ZH[0], "--format", "json", "--no-db").stdout)
    assert list(extract) == ["document", "terms"]
    for term in extract["terms"]:
        assert "document" not in term and "governed_by" not in term
        assert all("document" not in a for a in term["alternatives"])
    check = json.loads(run("check", ZH[0], "--format", "json", "--no-db").stdout)
    assert list(check) == ["document", "checklist", "findings", "summary"]
    assert all(f["rule"] != "bundle-conflict" for f in check["findings"])
    assert all(set(f["evidence"]) == {"text", "page", "start", "end"} for f in check["findings"] if f["evidence"])


def test_file_role_overrides_the_title(tmp_path):
    # said to be an amendment, the order form's availability no longer outranks by the framework's clause
    result = run("extract", ZH[0], f"{ZH[2]}:amendment", "--format", "json", "--no-db")
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    roles = {d["name"]: (d["role"], d["role_from"]) for d in data["bundle"]["documents"]}
    assert roles["qiantang-03.docx"] == ("amendment", "user")
    availability = next(g for g in data["bundle"]["governance"] if g["key"] == "availability_pct")
    assert (availability["document"], availability["basis"]) == ("qiantang-03.docx", "default")


def test_a_misspelt_role_is_named_as_one_not_as_a_missing_file(tmp_path):
    """'qiantang-03.docx:amendmnet' said "file not found" of a file that is there."""
    result = run("check", ZH[0], f"{ZH[2]}:amendmnet", "--no-db")
    assert result.exit_code == 2
    assert result.stderr == ("Error: qiantang-03.docx:amendmnet: unknown role 'amendmnet' "
                             "(give one of framework, sla, order, amendment after the colon)\n")
    result = run("check", ZH[0], tmp_path / "gone.docx:order", "--no-db")  # a file not there is still one
    assert result.exit_code == 2 and "Error: gone.docx: file not found" in result.stderr


def test_the_review_page_of_a_bundle_is_refused_before_any_work(tmp_path):
    result = run("check", *ZH, "--html", tmp_path / "r.html", "--db", tmp_path / "a.db")
    assert result.exit_code == 2
    assert "leave out --html for a contract of several files" in result.stderr
    assert not (tmp_path / "r.html").exists() and not (tmp_path / "a.db").exists()


def test_score_takes_a_folder_as_one_vendor():
    result = run("score", BUNDLES / "zh", BUNDLES / "en" / "tallgrass-msa.docx", "--format", "json", "--no-db")
    assert result.exit_code == 0, result.stderr
    vendors = json.loads(result.stdout)["vendors"]
    bundle = next(v for v in vendors if "+" in v["document"]["name"])
    assert bundle["statuses"]["availability"] == "pass" and bundle["statuses"]["maintenance-notice"] == "review"
    alone = next(v for v in vendors if v["document"]["name"] == "tallgrass-msa.docx")
    assert alone["statuses"]["outage-compensation"] == "missing"  # the tiers are in the SLA schedule it lacks


def test_claim_with_several_contract_files_uses_the_merged_terms(tmp_path):
    log = tmp_path / "log.csv"
    # one whole-cluster outage of 10 hours in June 2025: 98.6111% < 99.0 → the SLA schedule's 25% tier;
    # the cap is the amendment's 50% (the framework alone says 20%, which would cap it)
    log.write_text("id,start,end,units,cause\nx1,2025-06-10T00:00,2025-06-10T10:00,*,vendor\n", encoding="utf-8")
    letter = tmp_path / "letter.md"
    args = ["claim", "--incidents", log, "--as-of", "2025-07-05", "--format", "json", "--no-db", "--letter", letter]
    for path in ZH:
        args += ["--contract", path]
    result = run(*args)
    assert result.exit_code == 0, result.stderr
    (month,) = json.loads(result.stdout)["months"]
    assert month["credit_pct"] == 25 and month["capped"] is False
    assert month["credit_amount"] == 1843200.0  # 25% of the order's 7,372,800 monthly fee
    assert month["claim_deadline"] == "2025-07-30"  # the SLA schedule's 30 days
    alone = run("claim", "--incidents", log, "--contract", ZH[0], "--as-of", "2025-07-05", "--format", "json", "--no-db")
    assert alone.exit_code != 0 or json.loads(alone.stdout)["months"][0]["credit_amount"] != month["credit_amount"]
    # the letter cites each clause with the file it stands in, and a quote that starts with its value keeps it
    text = letter.read_text(encoding="utf-8")
    # (cited as a one-file letter cites a "二、" heading: 第二条, not the bare numeral "二")
    assert "- qiantang-03.docx 第二条：「可用性不低于99.9%」" in text
    assert "- qiantang-04.md 第一条：「50%」" in text  # was "「%」": a leading value was cut as if a clause number


def test_terms_yaml_of_a_bundle_says_which_file_each_value_is_from_and_reads_back(tmp_path):
    result = run("extract", BUNDLES / "zh", "--format", "yaml", "--no-db")
    assert result.exit_code == 0, result.stderr
    text = result.stdout
    # the file is named beside the value's page (read back as its document), why it governs on the line above
    assert "# 仅qiantang-03.docx（订单）约定此项。\ngpu_count: 1024  # qiantang-03.docx, page 1: 共计1024张\n" in text
    path = tmp_path / "terms.yaml"
    path.write_text(text, encoding="utf-8")
    terms = {t.key: (t.value, t.document) for t in api.read_terms(path)}
    assert (terms["availability_pct"], terms["credit_cap_pct"], terms["maintenance_notice_hours"]) == (
        (99.9, "qiantang-03.docx"), (50, "qiantang-04.md"), (48, "qiantang-02.docx"))


def test_two_files_of_the_same_name_are_told_apart_by_their_paths(tmp_path):
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
    (tmp_path / "a" / "order.md").write_text("# 算力服务订单\n\n月可用性不低于99.9%。\n", encoding="utf-8")
    (tmp_path / "b" / "order.md").write_text("# 算力服务订单\n\n月可用性不低于99.0%。\n", encoding="utf-8")
    read = api.read_contracts([tmp_path / "a" / "order.md", tmp_path / "b" / "order.md"])
    assert [d.name for d in read.bundle.documents] == [str(tmp_path / "a" / "order.md"), str(tmp_path / "b" / "order.md")]
    availability = next(t for t in read.terms if t.key == "availability_pct")
    assert availability.conflict and {a.document for a in availability.alternatives} == {str(tmp_path / "b" / "order.md")}
    assert len(read.terms_of(read.documents[0])) == 1 and read.terms_of(read.documents[1]) == []


def test_csv_of_a_bundle_names_the_file_of_each_finding_and_one_file_keeps_its_columns():
    import csv
    import io

    rows = list(csv.DictReader(io.StringIO(run("check", BUNDLES / "zh", "--format", "csv", "--no-db").stdout.lstrip("\ufeff"))))
    assert next(r for r in rows if r["rule"] == "availability")["document"] == "qiantang-03.docx"
    single = run("check", ZH[0], "--format", "csv", "--no-db").stdout.lstrip("\ufeff").splitlines()[0]
    assert "document" not in single.split(",")


def test_claim_on_a_bundle_folder_caps_at_the_amendments_cap_not_the_frameworks(tmp_path):
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,units,cause\nx1,2025-06-10T00:00,2025-06-10T10:00,*,vendor\n", encoding="utf-8")
    result = run("claim", "--incidents", log, "--contract", BUNDLES / "en", "--as-of", "2025-07-05",
                 "--format", "json", "--no-db")
    assert result.exit_code == 0, result.stderr
    (month,) = json.loads(result.stdout)["months"]
    # 25% of the order's USD 1,250,000; the MSA's 10% cap would have made it 125,000, the amendment's 30% does not bind
    assert (month["credit_pct"], month["credit_amount"], month["currency"], month["capped"]) == (25, 312500, "USD", False)
