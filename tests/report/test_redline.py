"""The redlined DOCX (issue 14 item 2): ``slacheck check FILE --redline out.docx`` writes the
contract back with each failing or missing rule's suggested clause as a tracked insertion
(author "slacheck", dated) after the paragraph holding its evidence, or in an annex when the
contract has no clause for it, and a Word comment with the rule, status and reason.

Accepting every change must give the contract plus the clauses, rejecting every change the
contract as it was. ``accept_all``/``reject_all`` below do that on the XML as Word defines it;
test_redline_libreoffice.py checks that LibreOffice reads the same changes and comments.
"""

from __future__ import annotations

import io
import re
import sqlite3
import zipfile
from datetime import datetime, timezone
from pathlib import Path

import pytest
from lxml import etree
from typer.testing import CliRunner

from slacheck.api import read_contract
from slacheck.checklist.engine import check_terms
from slacheck.checklist.schema import load_checklist
from slacheck.cli import app
from slacheck.report.redline import render_redline_docx

ROOT = Path(__file__).resolve().parents[2]
DEVSET = ROOT / "fixtures" / "devset"
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
NOW = datetime(2026, 12, 1, 9, 30, tzinfo=timezone.utc)


# --------------------------------------------------------------------------- reading a DOCX back


def part(data: bytes, name: str):
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return etree.fromstring(archive.read(name))


def with_parts(data: bytes, replaced: dict, dropped: tuple[str, ...] = ()) -> bytes:
    """The DOCX ``data`` with the parts in ``replaced`` (name -> XML root) written anew and
    the parts in ``dropped`` left out; every other part as it was."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for item in src.infolist():
            if item.filename in dropped:
                continue
            dst.writestr(item, etree.tostring(replaced[item.filename], xml_declaration=True, encoding="UTF-8",
                                              standalone=True)
                         if item.filename in replaced else src.read(item.filename))
    return out.getvalue()


def with_part(data: bytes, name: str, root) -> bytes:
    return with_parts(data, {name: root})


def paragraph_text(p) -> str:
    return "".join(t.text or "" for t in p.iter(W + "t") if not any(a.tag == W + "del" for a in t.iterancestors()))


def body_lines(data: bytes) -> list[str]:
    """The body's paragraphs (a table's cells, one paragraph each) as text, blank ones left out."""
    body = part(data, "word/document.xml").find(W + "body")
    return [text for p in body.iter(W + "p") if (text := paragraph_text(p).strip())]


def accept_all(data: bytes) -> bytes:
    """Every tracked insertion accepted, as Word does: its content kept, the marks gone."""
    root = part(data, "word/document.xml")
    for ins in list(root.iter(W + "ins")):
        parent = ins.getparent()
        if parent.tag == W + "rPr":  # an inserted paragraph mark: the paragraph simply stays
            parent.remove(ins)
            continue
        index = parent.index(ins)
        for child in reversed(list(ins)):
            parent.insert(index, child)
        parent.remove(ins)
    return with_part(data, "word/document.xml", root)


def reject_all(data: bytes) -> bytes:
    """Every tracked insertion rejected: inserted content removed, a paragraph whose mark was
    inserted merged away (ours hold nothing else)."""
    root = part(data, "word/document.xml")
    for p in list(root.iter(W + "p")):
        mark = p.find(f"{W}pPr/{W}rPr/{W}ins")
        for ins in list(p.iter(W + "ins")):
            if ins is not mark:
                ins.getparent().remove(ins)
        if mark is not None:
            assert paragraph_text(p) == "", "an inserted paragraph holds text that was not inserted"
            p.getparent().remove(p)
    return with_part(data, "word/document.xml", root)


def comments(data: bytes) -> dict[str, str]:
    """Comment id → its text (paragraphs joined by newlines)."""
    root = part(data, "word/comments.xml")
    return {c.get(W + "id"): "\n".join(paragraph_text(p) for p in c.iter(W + "p")) for c in root.iter(W + "comment")}


def redline_of(path: Path, lang: str | None = None):
    document, terms = read_contract(path)
    result = check_terms(terms, load_checklist("gpu-training"), document.info(), lang=lang or document.language)
    return document, result, render_redline_docx(document, result, source=path, now=NOW)


def proposed(result, status=("fail", "missing")):
    return [f for f in result.findings if f.status in status]


# --------------------------------------------------------------------------- a DOCX contract


def test_docx_contract_gets_each_clause_as_a_tracked_insertion_after_its_evidence():
    path = DEVSET / "dev03_songsuan_h20_gpuhour.docx"
    document, result, data = redline_of(path)
    root = part(data, "word/document.xml")
    inserted = [ins for ins in root.iter(W + "ins") if ins.getparent().tag != W + "rPr"]
    assert inserted and all(ins.get(W + "author") == "slacheck" for ins in inserted)
    assert all(ins.get(W + "date") == "2026-12-01T09:30:00Z" for ins in root.iter(W + "ins"))
    assert len({ins.get(W + "id") for ins in root.iter(W + "ins")}) == len(list(root.iter(W + "ins")))

    lines = body_lines(accept_all(data))
    for finding in proposed(result, ("fail",)):
        # the clause is the paragraph right after the one holding the evidence, in the contract's words
        at = lines.index(finding.suggestion)
        evidence = document.original_text(finding.evidence.start, finding.evidence.end)
        before = next(i for i in range(at - 1, -1, -1) if lines[i] not in {f.suggestion for f in result.findings})
        assert evidence in lines[before], (finding.rule, evidence, lines[before])
    claim = next(f for f in result.findings if f.rule == "claim-window")
    assert claim.status == "fail"
    assert lines[lines.index(claim.suggestion) - 1].startswith("5.3 甲方应在故障发生当月结束后15日内")

    # the missing rule goes into the annex at the end, under its heading
    nccl = next(f for f in result.findings if f.rule == "nccl-acceptance")
    assert nccl.status == "missing"
    annex = lines.index("附件：建议补充条款")
    assert lines.index(nccl.suggestion) > annex and annex > lines.index(claim.suggestion)


def test_accept_all_gives_the_contract_plus_the_clauses_and_reject_all_the_contract():
    path = DEVSET / "dev03_songsuan_h20_gpuhour.docx"
    _, result, data = redline_of(path)
    original = body_lines(path.read_bytes())
    suggestions = [f.suggestion for f in proposed(result)]
    accepted = body_lines(accept_all(data))
    assert [line for line in accepted if line not in suggestions and line != "附件：建议补充条款"] == original
    assert sorted(line for line in accepted if line in suggestions) == sorted(suggestions)
    assert len(accepted) == len(original) + len(suggestions) + 1
    assert body_lines(reject_all(data)) == original


def test_each_finding_has_a_comment_with_rule_status_and_reason():
    _, result, data = redline_of(DEVSET / "dev03_songsuan_h20_gpuhour.docx")
    notes = comments(data)
    commented = proposed(result, ("fail", "missing", "review"))
    assert len(notes) == len(commented)
    root = part(data, "word/document.xml")
    for cid in notes:  # each comment anchored: range start, range end and a reference
        assert len(root.findall(f".//{W}commentRangeStart[@{W}id='{cid}']")) == 1
        assert len(root.findall(f".//{W}commentRangeEnd[@{W}id='{cid}']")) == 1
        assert len(root.findall(f".//{W}commentReference[@{W}id='{cid}']")) == 1
    comment_xml = part(data, "word/comments.xml")
    assert {c.get(W + "author") for c in comment_xml.iter(W + "comment")} == {"slacheck"}
    texts = list(notes.values())
    claim = next(f for f in result.findings if f.rule == "claim-window")
    note = next(t for t in texts if "（claim-window，" in t)
    assert note.splitlines()[0] == "slacheck审查：索赔期限不少于30天（claim-window，一般）——不通过"
    assert claim.reason in note and claim.reason.startswith("不符合要求：索赔期限为15天")
    assert "为何要求：" in note and "claim_window_days" not in note
    # the commented range of a failing rule is its inserted clause
    start = root.find(f".//{W}commentRangeStart[@{W}id='{next(k for k, v in notes.items() if v == note)}']")
    assert paragraph_text(start.getparent()) == claim.suggestion


def test_clauses_and_comments_are_in_the_contracts_language_whatever_the_output_language(tmp_path):
    out = tmp_path / "redline.docx"
    result = CliRunner().invoke(app, ["check", str(DEVSET / "dev03_songsuan_h20_gpuhour.docx"), "--lang", "en",
                                      "--redline", str(out), "--no-db", "--format", "json"])
    assert result.exit_code == 0, result.output
    assert "Redline written to" in result.stderr and result.stdout.lstrip().startswith("{")
    lines = body_lines(out.read_bytes())
    assert "甲方可在故障所在月度结束后30日内提出赔偿申请。" in lines and "附件：建议补充条款" in lines
    assert all("slacheck审查：" in note for note in comments(out.read_bytes()).values())


def test_a_review_finding_gets_a_comment_on_its_evidence_and_no_insertion():
    path = DEVSET / "dev06_jiading_910b_order.txt"
    _, result, data = redline_of(path)
    review = next(f for f in result.findings if f.rule == "tenant-isolation")
    assert review.status == "review"
    notes = comments(data)
    cid, note = next((k, v) for k, v in notes.items() if "tenant-isolation" in v)
    assert "待复核" in note and review.suggestion in note
    start = part(data, "word/document.xml").find(f".//{W}commentRangeStart[@{W}id='{cid}']")
    assert "多租户共享集群" in paragraph_text(start.getparent())
    assert review.suggestion not in body_lines(accept_all(data))


def failed_rack_power(word, path: Path):
    """Save python-docx document ``word`` at ``path`` and redline it: its rack-power finding (failed) and the redline."""
    word.save(path)
    _, result, data = redline_of(path)
    rack = next(f for f in result.findings if f.rule == "rack-power")
    assert rack.status == "fail"
    return rack, data


def test_evidence_in_a_table_puts_the_clause_after_the_table(tmp_path):
    import docx

    word = docx.Document()
    word.add_paragraph("算力服务合同")
    word.add_paragraph("第一条 乙方提供H800 GPU共1024张，计算网络采用InfiniBand NDR 400Gb/s。")
    table = word.add_table(rows=2, cols=2)
    for (r, c), text in {(0, 0): "项目", (0, 1): "约定", (1, 0): "机柜", (1, 1): "单柜功率不低于15千瓦"}.items():
        table.cell(r, c).text = text
    word.add_paragraph("第二条 其他约定。")
    rack, data = failed_rack_power(word, tmp_path / "table.docx")
    body = part(data, "word/document.xml").find(W + "body")
    after = body[list(body).index(body.find(W + "tbl")) + 1]
    assert after.tag == W + "p" and paragraph_text(after) == rack.suggestion
    assert after.find(f"{W}pPr/{W}rPr/{W}ins") is not None


def test_a_docx_with_a_header_gets_its_clauses_after_their_evidence(tmp_path):
    """A header or footer is read after the body (ingest/docx.py): the redline still finds the paragraph each piece of
    evidence is in (it put every clause in the annex, the body's text no longer being the text read)."""
    import docx

    word = docx.Document()
    word.sections[0].header.paragraphs[0].text = "协议编号：QTSL-KJ-2025-0091"
    word.sections[0].footer.paragraphs[0].text = "乙方：浙江钱塘算力科技有限公司"
    word.add_paragraph("算力服务合同")
    word.add_paragraph("第一条 乙方提供H800 GPU共1024张，计算网络采用InfiniBand NDR 400Gb/s。")
    word.add_paragraph("第二条 单柜功率不低于15千瓦。")
    word.add_paragraph("第三条 其他约定。")
    rack, data = failed_rack_power(word, tmp_path / "headed.docx")
    lines = body_lines(accept_all(data))
    assert lines[lines.index(rack.suggestion) - 1] == "第二条 单柜功率不低于15千瓦。"


# --------------------------------------------------------------------------- PDF, Markdown, text

CONTRACT_MD = """# 算力服务合同（ＧＰＵ集群租赁）

甲方（承租方）：上海星衍智能科技有限公司

## 第二条　服务内容

2.1 乙方提供搭载H800 GPU的算力集群，共计１０２４张GPU卡，计算网络采用InfiniBand。

2.5 每个计算机柜的供电功率不低于１５千瓦。

| 月可用性 | 赔付比例 |
|---|---|
| 低于99.9% | 10% |
"""


def test_markdown_contract_becomes_a_docx_of_its_own_characters(tmp_path):
    path = tmp_path / "contract.md"
    path.write_text(CONTRACT_MD, encoding="utf-8")
    document, result, data = redline_of(path)
    body = part(data, "word/document.xml").find(W + "body")
    accepted = body_lines(accept_all(data))
    # own characters, headings rendered (no '#'), the table a Word table
    assert accepted[0] == "算力服务合同（ＧＰＵ集群租赁）" and "甲方（承租方）：上海星衍智能科技有限公司" in accepted
    assert not any(line.startswith("#") for line in accepted)
    first = body.find(W + "p")
    assert first.find(f"{W}pPr/{W}pStyle").get(W + "val").startswith("Heading")
    assert [paragraph_text(p) for p in body.find(W + "tbl").iter(W + "p")] == ["月可用性", "赔付比例", "低于99.9%", "10%"]
    rack = next(f for f in result.findings if f.rule == "rack-power")
    assert rack.status == "fail"
    assert accepted[accepted.index(rack.suggestion) - 1] == "2.5 每个计算机柜的供电功率不低于１５千瓦。"
    suggestions = {f.suggestion for f in proposed(result)}
    kept = [line for line in body_lines(reject_all(data))]
    assert not suggestions & set(kept) and "附件：建议补充条款" not in kept
    assert kept == [line for line in accepted if line not in suggestions and line != "附件：建议补充条款"]


def test_a_tables_one_hyphen_delimiter_row_is_no_word_table_row(tmp_path):
    """The Markdown loader's delimiter row ("|-|:-:|", GFM's one hyphen a cell) is syntax, as
    "|---|---|" is: the redline's Word table had a row of "-" and ":-:" cells."""
    path = tmp_path / "contract.md"
    path.write_text(re.sub(r"^\|-+\|-+\|$", "|-|:-:|", CONTRACT_MD, count=1, flags=re.M), encoding="utf-8")
    assert "|-|:-:|" in path.read_text(encoding="utf-8")
    body = part(redline_of(path)[2], "word/document.xml").find(W + "body")
    assert [paragraph_text(p) for p in body.find(W + "tbl").iter(W + "p")] == ["月可用性", "赔付比例", "低于99.9%", "10%"]


@pytest.mark.parametrize("name", ["dev02_ironbark_colo_kunshan.pdf", "dev04_tallgrass_h100_msa.txt"])
def test_pdf_and_text_contracts_in_english(name):
    document, result, data = redline_of(DEVSET / name)
    accepted = body_lines(accept_all(data))
    assert "Annex: Suggested Clauses" in accepted or not [f for f in result.findings if f.status == "missing"]
    for finding in proposed(result):
        assert finding.suggestion in accepted
    assert all(note.startswith("slacheck review: ") for note in comments(data).values())
    delivery = next(f for f in result.findings if f.rule == "delivery")
    assert delivery.status == "fail"
    at = accepted.index(delivery.suggestion)
    source = " ".join(document.original_text(delivery.evidence.start, delivery.evidence.end).split())
    assert any(source in " ".join(line.split()) for line in accepted[max(0, at - 3):at]), accepted[at - 3:at]


def test_text_that_xml_cannot_hold_is_dropped_not_a_crash(tmp_path):
    path = tmp_path / "c.txt"
    path.write_text("Rack power per rack: 15 kW.\x0b\x01 Delivery within 30 days.\n", encoding="utf-8")
    _, _, data = redline_of(path)
    assert any("Rack power per rack: 15 kW." in line for line in body_lines(data))


# --------------------------------------------------------------------------- the command line


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


@pytest.mark.parametrize("target, message", [
    ("folder", "is a folder"),
    ("missing/out.docx", "does not exist"),
    ("out.pdf", "'.pdf' does not say the redline's format: end the name in .docx"),
    ("out", "no extension does not say the redline's format"),
])
def test_bad_redline_paths_are_refused_before_any_work(tmp_path, target, message):
    (tmp_path / "folder").mkdir()
    db = tmp_path / "a.db"
    result = run("check", DEVSET / "dev06_jiading_910b_order.txt", "--redline", tmp_path / target, "--db", db)
    assert result.exit_code == 2, result.output
    assert message in result.stderr and "Traceback" not in result.output and result.stdout == ""
    assert not db.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["folder"]


def test_redline_never_overwrites_the_contract(tmp_path):
    contract = tmp_path / "c.docx"
    contract.write_bytes((DEVSET / "dev03_songsuan_h20_gpuhour.docx").read_bytes())
    result = run("check", contract, "--redline", contract, "--no-db")
    assert result.exit_code == 2 and "is the contract itself" in result.stderr
    assert contract.read_bytes() == (DEVSET / "dev03_songsuan_h20_gpuhour.docx").read_bytes()


def test_redline_needs_the_contract_not_a_terms_file(tmp_path):
    terms = tmp_path / "t.yaml"
    terms.write_text("rack_power_kw: 15\n", encoding="utf-8")
    result = run("check", terms, "--redline", tmp_path / "r.docx", "--no-db")
    assert result.exit_code == 2 and "not a TERMS.yaml" in result.stderr
    assert not (tmp_path / "r.docx").exists()


def test_a_redline_that_cannot_be_written_rolls_the_run_back_and_leaves_no_file(tmp_path, monkeypatch):
    db = tmp_path / "a.db"
    contract = DEVSET / "dev06_jiading_910b_order.txt"
    assert run("check", contract, "--db", db, "--format", "json").exit_code == 1
    before = db.read_bytes()

    def disk_full(self, data):
        self.open("wb").write(data[:100])  # half a file, then the disk is full
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Path, "write_bytes", disk_full)
    result = run("check", contract, "--redline", tmp_path / "out.docx", "--db", db)
    assert result.exit_code == 2
    assert result.stderr.startswith("Error: out.docx: cannot write the redline: No space left on device")
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith("a.")) == []
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT count(*) FROM runs").fetchone()[0] == 1
    assert db.read_bytes() == before


def test_an_existing_redline_is_replaced_whole(tmp_path):
    out = tmp_path / "out.docx"
    out.write_bytes(b"old")
    result = run("check", DEVSET / "dev06_jiading_910b_order.txt", "--redline", out, "--no-db")
    assert result.exit_code == 1 and f"Redline written to {out}" in result.stderr
    assert zipfile.is_zipfile(out) and "附件：建议补充条款" in body_lines(out.read_bytes())
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]


def test_redline_words_are_data_in_both_languages():
    from slacheck.report.redline import words

    data = words()
    assert set(data) == {"zh", "en"}
    for lang in ("zh", "en"):
        assert set(data[lang]) == set(data["en"])
        assert set(data[lang]["status"]) == {"fail", "missing", "review"}
    assert not re.search(r"[一-鿿]", Path(__file__).resolve().parents[2].joinpath(
        "slacheck/report/redline.py").read_text(encoding="utf-8").split('"""', 2)[2])


def test_a_draft_with_the_vendors_own_tracked_changes_keeps_them():
    path = ROOT / "fixtures" / "contracts" / "fx03_nimbusgrid_h100_order.docx"
    _, result, data = redline_of(path)
    root = part(data, "word/document.xml")
    theirs = [(e.tag, e.get(W + "id")) for e in part(path.read_bytes(), "word/document.xml").iter(W + "ins", W + "del")]
    assert theirs and [(e.tag, e.get(W + "id")) for e in root.iter(W + "ins", W + "del")
                       if e.get(W + "author") != "slacheck"] == theirs
    ours = {e.get(W + "id") for e in root.iter(W + "ins") if e.get(W + "author") == "slacheck"}
    assert ours and not ours & {i for _, i in theirs}  # revision ids stay unique
    for p in list(root.iter(W + "p")):  # rejecting only slacheck's changes gives the draft back
        mark = p.find(f"{W}pPr/{W}rPr/{W}ins")
        for ins in [i for i in p.iter(W + "ins") if i is not mark and i.get(W + "author") == "slacheck"]:
            ins.getparent().remove(ins)
        if mark is not None and mark.get(W + "author") == "slacheck":
            p.getparent().remove(p)
    assert body_lines(with_part(data, "word/document.xml", root)) == body_lines(path.read_bytes())
    assert proposed(result)
