"""The command layer (issue 11 item 6): each command computes, writes its files and records its run
in one place, so the CLI and the demo cannot drift apart."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck import commands
from slacheck.cli import app
from slacheck.demo import run_demo

ROOT = Path(__file__).resolve().parents[1]
DEVSET = ROOT / "fixtures" / "devset"
DEV01 = "dev01_lansuan_h800_lingang"


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


def runs(db: Path) -> list[tuple]:
    with sqlite3.connect(db) as conn:
        return conn.execute("SELECT command, status FROM runs ORDER BY id").fetchall()


def claim_args(db, *extra):
    return ["claim", "--terms", DEVSET / f"{DEV01}.truth.yaml", "--incidents", DEVSET / f"{DEV01}.incidents.csv",
            "--units", 128, "--as-of", "2025-08-10", "--db", db, *extra]


def test_claim_letter_to_a_folder_is_bad_input_and_records_nothing(tmp_path):
    """Was: a traceback (IsADirectoryError) after the run had been recorded as ok."""
    db = tmp_path / "a.db"
    result = run(*claim_args(db, "--letter", tmp_path))
    assert result.exit_code == 2, result.output
    # (session 21: the one refusal of a folder, limits.folder_refused: "give one ...", as for the files read)
    assert result.stderr.startswith(f"Error: {tmp_path.name}: is a folder: give one file name for the claim letter "
                                    "(e.g. letter.md)")
    assert "Traceback" not in result.output and result.stdout == ""
    assert not db.exists()


@pytest.mark.parametrize("name, said", [("letter.pdf", "'.pdf'"), ("letter", "no extension")])
def test_claim_letter_extension_must_say_the_format_before_any_work(tmp_path, name, said):
    db = tmp_path / "a.db"
    result = run(*claim_args(db, "--letter", tmp_path / name))
    assert result.exit_code == 2
    assert result.stderr.startswith(f"Error: {name}: {said} does not say the claim letter's format: end the name "
                                    "in .md or .docx")
    assert not (tmp_path / name).exists() and not db.exists()


def test_a_letter_that_cannot_be_written_rolls_the_run_back(tmp_path, monkeypatch):
    db = tmp_path / "a.db"
    assert run(*claim_args(db, "--format", "json")).exit_code == 0
    before = db.read_bytes()
    real = Path.write_text

    def disk_full(self, *args, **kwargs):
        if self.suffix == ".md":
            raise OSError(28, "No space left on device")
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Path, "write_text", disk_full)
    result = run(*claim_args(db, "--letter", tmp_path / "letter.md"))
    assert result.exit_code == 2
    assert result.stderr.startswith("Error: letter.md: cannot write the claim letter: No space left on device")
    assert runs(db) == [("claim", "ok")] and db.read_bytes() == before


@pytest.mark.parametrize("name", ["review.pdf", "review.md"])
def test_html_review_page_needs_an_html_name(tmp_path, name):
    result = run("check", DEVSET / f"{DEV01}.truth.yaml", "--html", tmp_path / name, "--db", tmp_path / "a.db")
    assert result.exit_code == 2
    assert f"does not say the review page's format: end the name in .html or .htm" in result.stderr
    assert not (tmp_path / name).exists() and not (tmp_path / "a.db").exists()


def test_one_terms_file_has_one_language_for_check_and_claim(tmp_path):
    """Was: `en` to check (few CJK characters) and `zh` to claim (currency CNY)."""
    terms = tmp_path / "terms.yaml"
    terms.write_text("terms:\n  availability_pct: 99.9\n  credit_tiers:\n    - {below_pct: 99.9, credit_pct: 10}\n"
                     "  monthly_fee: 100000\n  currency: CNY\n  sla_unit: node\n", encoding="utf-8")
    log = tmp_path / "incidents.csv"
    log.write_text("id,start,end,units,cause,notice_hours\na,2025-06-03T10:00:00,2025-06-03T13:30:00,n1,vendor,\n",
                   encoding="utf-8")
    check = json.loads(run("check", terms, "--format", "json", "--no-db").stdout)
    outcome = commands.run_claim(commands.ClaimRequest(log, terms=terms, units=4, as_of="2025-07-01",
                                                       letter=tmp_path / "letter.md"), db=None)
    assert check["document"]["language"] == outcome.letter_language == "zh"


def test_demo_records_the_score_it_computed(tmp_path):
    """Was: an empty `score` run (no rows): the demo now stores what `slacheck score` stores."""
    result = run_demo(tmp_path / "out", as_of=None)
    score_step = next(s for s in result.steps if s.name == "score")
    assert score_step.status == "ok"
    with sqlite3.connect(result.db) as conn:
        (run_id,) = conn.execute("SELECT id FROM runs WHERE command = 'score'").fetchone()
        ranks = conn.execute("SELECT document_name, rank, score FROM scores WHERE run_id = ? ORDER BY rank",
                             (run_id,)).fetchall()
        statuses = conn.execute("SELECT COUNT(*) FROM score_statuses JOIN scores ON scores.id = score_id "
                                "WHERE run_id = ?", (run_id,)).fetchone()[0]
    shown = json.loads((result.out_dir / "score.json").read_text(encoding="utf-8"))["vendors"]
    assert len(ranks) >= 2
    assert sorted(ranks, key=lambda r: (r[1], r[0])) == \
        sorted(((v["document"]["name"], v["rank"], v["score"]) for v in shown), key=lambda r: (r[1], r[0]))
    assert statuses == 14 * len(ranks)


def test_demo_and_cli_record_the_same_claim(tmp_path):
    """The demo's claim run is `slacheck claim`'s: same rows, same money."""
    demo = run_demo(tmp_path / "out")
    claim_step = next(s for s in demo.steps if s.name == "claim")
    cli_db = tmp_path / "cli.db"
    fx = ROOT / "fixtures" / "demo"
    assert claim_step.command.startswith("slacheck claim --terms") or "--contract" in claim_step.command
    with sqlite3.connect(demo.db) as conn:
        demo_claim = conn.execute("SELECT total_credit, total_credit_cents FROM claims").fetchone()
        args = json.loads(conn.execute("SELECT args FROM runs WHERE command = 'claim'").fetchone()[0])
    source = ["--terms", args["terms"]] if args["terms"] else ["--contract", args["contract"]]
    result = run("claim", *source, "--incidents", fx / "incidents.csv", "--units", args["units"],
                 "--as-of", args["as_of"], "--db", cli_db, "--format", "json")
    assert result.exit_code == 0, result.output
    with sqlite3.connect(cli_db) as conn:
        assert conn.execute("SELECT total_credit, total_credit_cents FROM claims").fetchone() == demo_claim


def test_a_run_that_stops_on_a_bug_is_recorded_as_failed_with_its_error(tmp_path, monkeypatch):
    db = tmp_path / "a.db"
    assert run(*claim_args(db, "--format", "json")).exit_code == 0
    from slacheck import store

    def broken(*args, **kwargs):
        raise RuntimeError("disk controller on fire")

    monkeypatch.setattr(store, "save_claim", broken)
    with pytest.raises(RuntimeError):
        commands.run_claim(commands.ClaimRequest(DEVSET / f"{DEV01}.incidents.csv", terms=DEVSET / f"{DEV01}.truth.yaml",
                                                 units=128, as_of="2025-08-10"), db=db)
    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT command, status, error FROM runs ORDER BY id").fetchall()
        assert conn.execute("SELECT COUNT(*) FROM claims").fetchone()[0] == 1  # the failed run wrote nothing else
        assert conn.execute("SELECT COUNT(DISTINCT run_id) FROM incidents").fetchone()[0] == 1
    assert rows == [("claim", "ok", None), ("claim", "failed", "RuntimeError: disk controller on fire")]


def test_claim_hands_the_caller_its_result_while_a_new_logs_rows_are_written(tmp_path):
    """``run_claim``'s ``meanwhile`` (where the CLI renders its JSON) gets the computed claim while the
    database's thread still writes a new log's rows (uncommitted: the file has no table yet), and only
    then: not without a database. The CLI's JSON is the same bytes either way."""
    db = tmp_path / "a.db"

    def claim(db, seen):
        request = commands.ClaimRequest(DEVSET / f"{DEV01}.incidents.csv", terms=DEVSET / f"{DEV01}.truth.yaml",
                                        units=128, as_of="2025-08-10")
        return commands.run_claim(request, db=db, meanwhile=lambda result: seen.append((result, stored_rows(db))))

    def stored_rows(db):  # the log's rows this run writes are not committed yet while meanwhile runs
        with sqlite3.connect(db) as conn:
            return conn.execute("SELECT COUNT(*) FROM sqlite_master WHERE name = 'incidents'").fetchone()[0]

    first, none = [], []
    outcome = claim(db, first)
    claim(None, none)
    assert [(result is outcome.result, rows) for result, rows in first] == [(True, 0)]
    assert none == []
    printed = [run(*claim_args(tmp_path / "b.db", "--format", "json")).stdout for _ in range(2)]
    printed.append(run(*claim_args(tmp_path / "b.db", "--format", "json", "--no-db")).stdout)
    assert printed[0] == printed[1] == printed[2] and json.loads(printed[0])["months"]
