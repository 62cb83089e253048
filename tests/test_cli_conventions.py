"""The command line behaves like the tools users know (issue 10): --version, -h, completion,
help in the user's words, errors without library prefixes and with "did you mean", --db/--no-db
on every command that computes, output formats chosen by the file's extension."""

from __future__ import annotations

import re
from pathlib import Path

import click
import pytest
from typer.main import get_command
from typer.testing import CliRunner

from slacheck import __version__
from slacheck.cli import app

DEVSET = Path(__file__).resolve().parents[1] / "fixtures" / "devset"
COMPUTING = ("extract", "check", "diff", "score", "claim", "reconcile", "accept", "demo")


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


def commands() -> dict[str, click.Command]:
    root = get_command(app)
    found = {}
    for name, command in root.commands.items():
        found[name] = command
        for sub, inner in getattr(command, "commands", {}).items():
            found[f"{name} {sub}"] = inner
    return found


def test_version_and_short_help():
    done = run("--version")
    assert done.exit_code == 0 and done.stdout.strip() == f"slacheck {__version__}"
    assert run("-h").stdout.startswith("Usage: slacheck [OPTIONS] COMMAND")
    assert run("claim", "-h").stdout.startswith("Usage: slacheck claim [OPTIONS]")


def test_shell_completion_is_offered():
    assert {"--install-completion", "--show-completion"} <= {opt for p in get_command(app).params for opt in p.opts}


@pytest.mark.parametrize("name", sorted(commands()))
def test_every_option_has_help_in_the_users_words(name):
    """Was: `<bool>`, `<list[Path]>`, `<int range> [x>=1]`, "SPEC §2/§3", 8 reconcile options without help."""
    text = run(*name.split(), "-h").stdout
    for jargon in ("<bool>", "<list[", "<path>", "<str>", "<int", "<float>", "x>=", "SPEC §"):
        assert jargon not in text, (name, jargon)
    for param in commands()[name].params:
        if isinstance(param, click.Option) and not param.hidden:
            assert (param.help or "").strip(), f"slacheck {name} {param.opts[0]} has no help"


PLACEHOLDERS = ("TEXT", "INTEGER", "FLOAT", "PATH", "FILENAME", "DIRECTORY", "BOOLEAN", "UUID")


@pytest.mark.parametrize("name", sorted(commands()))
def test_issue_s25_every_option_value_is_named_in_the_users_words_not_by_its_type(name):
    """Session 25: `history --file TEXT` showed typer's name of the type; now `--file NAME`, as every option's
    value is named for what to give (FILE, DATE, N, a choice's values)."""
    text = run(*name.split(), "-h").stdout
    for param in commands()[name].params:
        if isinstance(param, click.Option) and not param.is_flag and not param.hidden:
            assert (param.metavar or "").upper() not in PLACEHOLDERS, f"slacheck {name} {param.opts[0]}"
            assert not re.search(rf"{re.escape(param.opts[0])}\s+(?:{'|'.join(PLACEHOLDERS)})\b", text), \
                f"slacheck {name} {param.opts[0]}"
    if name == "history":
        assert re.search(r"--file\s+NAME\s+Only runs that read a file whose path contains NAME", text)


@pytest.mark.parametrize("name", COMPUTING)
def test_every_command_that_computes_takes_db_and_no_db(name):
    opts = {opt for p in commands()[name].params for opt in p.opts}
    assert {"--db", "--no-db"} <= opts, name


def test_unknown_terms_key_says_did_you_mean(tmp_path):
    terms = tmp_path / "terms.yaml"
    terms.write_text("terms:\n  availabilty_pct: 99.9\n", encoding="utf-8")
    done = run("check", terms, "--no-db")
    assert done.exit_code == 2
    assert done.stderr.startswith("Error: terms.yaml:2: unknown key 'availabilty_pct' (did you mean 'availability_pct'?)")


def test_errors_carry_no_library_prefix(tmp_path):
    """Was: "Value error, must be ..." (pydantic's words)."""
    terms = tmp_path / "terms.yaml"
    terms.write_text("terms:\n  availability_pct: 120\n", encoding="utf-8")
    done = run("check", terms, "--no-db")
    assert done.exit_code == 2 and "Value error" not in done.stderr
    assert re.match(r"Error: terms\.yaml:2: availability_pct: \S", done.stderr)


def test_unknown_checklist_says_did_you_mean():
    done = run("check", DEVSET / "dev06_jiading_910b_order.txt", "--checklist", "gpu-trainng", "--no-db")
    assert done.exit_code == 2
    assert done.stderr.startswith("Error: gpu-trainng: no built-in checklist of that name (did you mean 'gpu-training'?)")


def test_unknown_option_names_the_close_one():
    done = run("score", "--fomat", "json", "x.md")
    assert done.exit_code == 2 and "--format" in done.stderr


def test_check_on_a_folder_is_a_clear_error(tmp_path, monkeypatch):
    """Was: "Error: : not a file"."""
    monkeypatch.chdir(tmp_path)
    done = run("check", ".", "--no-db")
    assert done.exit_code == 2
    assert done.stderr.startswith("Error: .: is a folder holding no contract file to read: give a contract as PDF, "
                                  "DOCX, Markdown or text, or a folder holding its files")
    assert "(" not in done.stderr  # one plain sentence (was "…, or a folder holding the files of one contract (this
    # one holds none)")


def test_csv_has_a_bom_for_excel_unless_no_bom():
    """Was: no BOM, so Excel showed the Chinese garbled."""
    contract = DEVSET / "dev06_jiading_910b_order.txt"
    with_bom = run("extract", contract, "--format", "csv", "--no-db").stdout
    without = run("extract", contract, "--format", "csv", "--no-bom", "--no-db").stdout
    assert with_bom.startswith("\ufeffkey,value,unit") and without.startswith("key,value,unit")
    assert with_bom[1:] == without and "万兆" in without


def test_score_and_diff_results_are_stored(tmp_path):
    """Was: score and diff rejected --db and stored nothing."""
    import sqlite3

    db = tmp_path / "a.db"
    a, b = DEVSET / "dev01_lansuan_h800_lingang.truth.yaml", DEVSET / "dev06_jiading_910b_order.truth.yaml"
    assert run("score", a, b, "--db", db).exit_code == 0
    assert run("diff", b, a, "--db", db).exit_code == 0
    assert run("reconcile", "--incidents", DEVSET / "dev01_lansuan_h800_lingang.incidents.csv",
               "--vendor-report", DEVSET / "dev01_lansuan_h800_lingang.incidents.csv", "--db", db).exit_code == 0
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT command FROM runs ORDER BY id").fetchall() == [("score",), ("diff",), ("reconcile",)]
        assert conn.execute("SELECT COUNT(*) FROM scores").fetchone()[0] == 2
        assert conn.execute("SELECT COUNT(*) FROM diff_changes WHERE key = 'rack_power_kw'").fetchone()[0] >= 1
        assert conn.execute("SELECT matched, ours_only, theirs_only FROM reconciliations").fetchone() == (22, 0, 0)
    assert run("score", a, b, "--no-db").exit_code == 0


def test_accept_strict_exits_1_on_fail_and_0_otherwise(tmp_path):
    """Was: accept exited 0 on FAIL with no way to gate a handover on it."""
    log = Path(__file__).resolve().parents[1] / "fixtures" / "demo" / "nccl_all_reduce.log"
    terms = DEVSET / "dev01_lansuan_h800_lingang.truth.yaml"  # 80% of 6,000 Gb/s required; 2,573.5 measured
    plain = run("accept", "--terms", terms, "--nccl", log, "--no-db")
    strict = run("accept", "--terms", terms, "--nccl", log, "--no-db", "--strict")
    assert plain.exit_code == 0 and "验收测试：不通过" in plain.stdout  # dev01 is a Chinese contract
    assert strict.exit_code == 1 and strict.stderr.strip().endswith("Acceptance test failed (--strict)")
    passing = tmp_path / "terms.yaml"
    passing.write_text("terms:\n  interconnect_gbps: 100\n  nccl_min_pct: 80\n  gpus_per_node: 8\n", encoding="utf-8")
    done = run("accept", "--terms", passing, "--nccl", log, "--no-db", "--strict", "--format", "json")
    assert done.exit_code == 0, done.output
