"""``check --format html`` prints the review page (SPEC §2: --format ... html where it makes sense): it was
refused ("'html' is not one of 'table', 'json', 'md', 'csv'") though --html wrote the same page to a file."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from typer.testing import CliRunner

from slacheck.cli import app

CONTRACTS = Path(__file__).resolve().parents[1] / "fixtures" / "contracts"
CONTRACT = CONTRACTS / "fx01_qiantang_h800_framework.md"


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


def test_format_html_prints_the_page_html_writes_and_records_the_run(tmp_path):
    page = tmp_path / "review.html"
    written = run("check", CONTRACT, "--html", page, "--no-db")
    printed = run("check", CONTRACT, "--format", "html", "--db", tmp_path / "a.db")
    assert printed.exit_code == written.exit_code and printed.exit_code in (0, 1)
    assert printed.stdout.startswith("<!DOCTYPE html>") and printed.stdout.rstrip("\n") == page.read_text().rstrip("\n")
    with sqlite3.connect(tmp_path / "a.db") as conn:
        assert conn.execute("SELECT command FROM runs").fetchall() == [("check",)]


def test_the_other_formats_are_unchanged_and_diff_takes_no_html(tmp_path):
    done = run("check", CONTRACT, "--format", "md", "--no-db")
    assert done.exit_code in (0, 1) and "<!DOCTYPE" not in done.stdout and done.stdout.startswith("#")
    done = run("diff", CONTRACT, CONTRACT, "--format", "html", "--no-db")
    assert done.exit_code == 2 and "'html' is not one of 'table', 'json', 'md', 'csv'" in done.stderr


def test_a_contract_of_several_files_is_refused_before_any_work(tmp_path):
    db = tmp_path / "a.db"
    done = run("check", CONTRACT, CONTRACTS / "fx04_corvid_gpu_instance_sla.txt", "--format", "html", "--db", db)
    assert done.exit_code == 2 and done.stdout == ""
    assert done.stderr.startswith("Error: --format: the review page shows one contract file")
    assert not db.exists()
