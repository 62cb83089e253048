"""What a contract's reading left out, or read though it is not final, is said to the user (``Document.warnings``,
on stderr, naming the file): a draft's tracked changes not yet accepted (a lawyer reviewing it must see that a
deleted clause is gone from what was checked), pages with no text layer (a scanned page is not read). Before,
these were kept in ``Document.notes`` and shown nowhere: ``extract`` and ``check`` printed the inserted value as
the contract's, silently."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from slacheck.cli import app
from tests.ingest.test_docx import make_docx, tracked_paragraph

TRACKED = ["tracked.docx: 1 tracked insertion read as part of the text (changes not yet accepted)",
           "tracked.docx: tracked deletion left out of the text: '20'"]


def run(args: list[str]):
    return CliRunner().invoke(app, args + ["--no-db"])


def test_extract_says_a_drafts_tracked_changes(tmp_path):
    path = make_docx(tmp_path / "tracked.docx", tracked_paragraph)
    done = run(["extract", str(path), "--format", "json"])
    assert done.exit_code == 0, done.output
    assert '"value": 25' in done.stdout  # the inserted value is read, as before
    assert done.stderr.splitlines() == TRACKED


def test_check_and_score_say_them_too(tmp_path):
    path = make_docx(tmp_path / "tracked.docx", tracked_paragraph)
    check = run(["check", str(path), "--format", "json"])
    assert check.exit_code == 1  # blockers missing: the warnings come before the blocker line
    assert check.stderr.splitlines()[:2] == TRACKED
    other = tmp_path / "other.md"
    other.write_text("单柜功率不低于30千瓦。\n", encoding="utf-8")
    score = run(["score", str(path), str(other), "--format", "json"])
    assert score.exit_code == 0, score.output
    assert score.stderr.splitlines() == TRACKED


def test_a_page_without_text_is_said_naming_the_file_and_page(tmp_path, make_text_pdf):
    path = make_text_pdf(tmp_path / "signed.pdf", [["Rack power: not less than 20 kW per rack."], [],
                                                   ["Monthly availability of 99.9%."]])
    done = run(["extract", str(path), "--format", "json"])
    assert done.exit_code == 0, done.output
    assert done.stderr.splitlines() == ["signed.pdf: no text on page 2 (scanned or blank: OCR needed for their content)"]


def test_a_clean_file_says_nothing(tmp_path, make_text_pdf):
    path = make_text_pdf(tmp_path / "clean.pdf", [["Rack power: not less than 20 kW per rack."]])
    done = run(["extract", str(path), "--format", "json"])
    assert done.exit_code == 0 and done.stderr == ""


def test_the_review_page_lists_them_in_its_summary(tmp_path):
    """A lawyer reading the review page sees no stderr: its summary lists the warnings."""
    path = make_docx(tmp_path / "tracked.docx", tracked_paragraph)
    page = tmp_path / "review.html"
    done = run(["check", str(path), "--html", str(page), "--lang", "en"])
    assert done.exit_code == 1
    html = page.read_text(encoding="utf-8")
    assert "Read with care (text left out, or not final)" in html
    assert "<li>tracked.docx: tracked deletion left out of the text: &#39;20&#39;</li>" in html
    clean = tmp_path / "clean.md"
    clean.write_text("单柜功率不低于20千瓦。\n", encoding="utf-8")
    run(["check", str(clean), "--html", str(page)])
    assert "文件读取提示" not in page.read_text(encoding="utf-8")


DEMO = Path(__file__).resolve().parents[2] / "fixtures" / "demo"


def drafted(document):
    """The demo framework agreement as a Word draft, with a reviewer's tracked change in it."""
    for line in (DEMO / "qiantang_h800_framework.md").read_text(encoding="utf-8").splitlines():
        if line.strip():
            document.add_paragraph(line.lstrip("#| ").rstrip("| "))
    tracked_paragraph(document)


def test_claim_and_reconcile_on_a_draft_say_its_tracked_changes(tmp_path):
    """A claim's money comes from the contract's terms: a draft's changes not yet accepted are said there too."""
    path = make_docx(tmp_path / "tracked.docx", drafted)
    log = str(DEMO / "incidents.csv")
    claim = run(["claim", "--contract", str(path), "--incidents", log, "--as-of", "2025-10-15", "--format", "json"])
    assert claim.exit_code == 0, claim.output
    assert claim.stderr.splitlines()[:2] == TRACKED
    both = run(["reconcile", "--incidents", log, "--vendor-report", log, "--contract", str(path),
                "--as-of", "2025-10-15", "--format", "json"])
    assert both.exit_code == 0, both.output
    assert [line for line in both.stderr.splitlines() if line.startswith("tracked.docx")] == TRACKED
