"""What diff and score say of the files they read, as check does: each draft's reading warnings on stderr (tracked
changes, comments), naming the draft; and score's language, by default the contracts' as check's is."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from slacheck.cli import app
from tests.ingest.test_docx import make_docx, tracked_paragraph
from tests.ingest.test_draft_review import commented

DEVSET = Path(__file__).resolve().parent.parent / "fixtures" / "devset"


def run(args: list[str]):
    return CliRunner().invoke(app, args + ["--no-db"])


def test_diff_says_each_drafts_reading_naming_it(tmp_path):
    old = make_docx(tmp_path / "v1.docx", tracked_paragraph)
    new = make_docx(tmp_path / "v2.docx", commented)
    done = run(["diff", str(old), str(new), "--format", "json"])
    assert done.exit_code == 0, done.output
    lines = done.stderr.splitlines()
    assert "v1.docx: tracked deletion left out of the text: '20'" in lines
    assert "v1.docx: 1 tracked insertion read as part of the text (changes not yet accepted)" in lines
    assert ("v2.docx: comment by Legal on '单柜功率不低于20千瓦。': '20千瓦不够，要求25' "
            "(a reviewer's note in the margin, not read as the contract's text)") in lines
    assert not any(line.startswith("v2.docx: tracked") or line.startswith("v1.docx: comment") for line in lines)
    json.loads(done.stdout)  # stdout is the report alone
    done = run(["diff", str(old), str(new), "--format", "json", "--lang", "zh"])
    assert "v1.docx: 修订删除的文字未作为正文读入：“20”" in done.stderr.splitlines()  # in --lang's words, as check


def test_diff_tells_apart_two_drafts_of_one_name(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for folder, build in (("v1", tracked_paragraph), ("v2", commented)):
        (tmp_path / folder).mkdir()
        make_docx(tmp_path / folder / "draft.docx", build)
    done = run(["diff", "v1/draft.docx", "v2/draft.docx", "--format", "json"])
    assert done.exit_code == 0, done.output
    lines = done.stderr.splitlines()
    assert "v1/draft.docx: tracked deletion left out of the text: '20'" in lines
    assert any(line.startswith("v2/draft.docx: comment by Legal on") for line in lines)
    assert not any(line.startswith("draft.docx") for line in lines)


def test_diff_of_clean_drafts_says_nothing(tmp_path):
    old = make_docx(tmp_path / "a.docx", lambda d: d.add_paragraph("单柜功率不低于20千瓦。"))
    new = make_docx(tmp_path / "b.docx", lambda d: d.add_paragraph("单柜功率不低于25千瓦。"))
    done = run(["diff", str(old), str(new), "--format", "json"])
    assert done.exit_code == 0, done.output
    assert done.stderr == ""


def rule_titles(args: list[str]) -> list[str]:
    done = run(["score", *args, "--format", "json"])
    assert done.exit_code == 0, done.output
    return [rule["title"] for rule in json.loads(done.stdout)["rules"]]


def test_score_speaks_the_contracts_language_by_default():
    chinese = [str(DEVSET / "dev01_lansuan_h800_lingang.md"), str(DEVSET / "dev06_jiading_910b_order.txt")]
    assert rule_titles(chinese)[0] == "单柜功率不低于20千瓦"
    # most of the vendors' contracts are in Chinese
    assert rule_titles([*chinese, str(DEVSET / "dev04_tallgrass_h100_msa.txt")])[0] == "单柜功率不低于20千瓦"


def test_score_in_english_for_english_contracts_or_when_told():
    assert rule_titles([str(DEVSET / "dev04_tallgrass_h100_msa.txt")])[0] == "Rack power of at least 20 kW"
    chinese = [str(DEVSET / "dev01_lansuan_h800_lingang.md"), str(DEVSET / "dev06_jiading_910b_order.txt")]
    assert rule_titles([*chinese, "--lang", "en"])[0] == "Rack power of at least 20 kW"
