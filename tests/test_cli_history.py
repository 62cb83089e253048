"""`slacheck history`: filters, one run's key figures, failed runs with their error (issue 10)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck import commands
from slacheck.cli import app

DEVSET = Path(__file__).resolve().parents[1] / "fixtures" / "devset"
DEV01 = "dev01_lansuan_h800_lingang"


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("history") / "h.db"
    assert run("claim", "--terms", DEVSET / f"{DEV01}.truth.yaml", "--incidents", DEVSET / f"{DEV01}.incidents.csv",
               "--units", 128, "--as-of", "2025-08-10", "--db", path).exit_code == 0
    assert run("check", DEVSET / "dev06_jiading_910b_order.truth.yaml", "--db", path).exit_code == 1
    assert run("score", DEVSET / f"{DEV01}.truth.yaml", DEVSET / "dev04_tallgrass_h100_msa.truth.yaml",
               "--db", path).exit_code == 0
    return path


def listed(db, *args) -> list[tuple]:
    done = run("history", "--db", db, "--format", "json", *args)
    assert done.exit_code == 0, done.output
    return [(r["id"], r["command"]) for r in json.loads(done.stdout)]


def test_history_filters_by_command_file_and_limit(db):
    assert listed(db) == [(3, "score"), (2, "check"), (1, "claim")]
    assert listed(db, "--command", "check") == [(2, "check")]
    assert listed(db, "--file", "dev01") == [(3, "score"), (1, "claim")]
    assert listed(db, "--file", "incidents.csv") == [(1, "claim")]
    assert listed(db, "--limit", 1) == [(3, "score")]


def test_history_unknown_command_says_did_you_mean(db):
    done = run("history", "--db", db, "--command", "clam")
    assert done.exit_code == 2 and done.stderr.startswith("Error: --command: no command 'clam' (did you mean 'claim'?)")


def test_history_show_gives_a_claims_key_figures(db):
    done = run("history", "show", 1, "--db", db)
    assert done.exit_code == 0, done.output
    out = done.stdout
    assert out.startswith("Run 1: slacheck claim, ") and "units: 128" in out and "as_of: 2025-08-10" in out
    assert "2025-06       availability 99.4237%, credit 1,843,200.00 CNY, claim by 2025-07-30 lapsed" in out
    assert "total credit  2,580,480.00 CNY (dev01_lansuan_h800_lingang.incidents.csv)" in out


def test_history_show_gives_check_and_score_figures(db):
    check = run("history", "show", 2, "--db", db).stdout
    assert "dev06_jiading_910b_order.truth.yaml against gpu-training: pass 2, fail 3, missing 8, review 1" in check
    assert "blockers not passed  rack-power (missing), interconnect (fail), outage-compensation (missing)" in check
    score = json.loads(run("history", "show", 3, "--db", db, "--format", "json").stdout)
    assert [f["label"] for f in score["figures"]] == ["rank 1", "rank 2"]
    assert score["figures"][0]["value"].startswith("dev01_lansuan_h800_lingang.truth.yaml: score 100.00")


def test_history_show_of_an_unknown_run_is_bad_input(db):
    done = run("history", "show", 99, "--db", db)
    assert done.exit_code == 2 and done.stderr.startswith("Error: h.db: no run 99 (slacheck history lists them)")


def test_a_failed_run_is_listed_with_its_error(tmp_path, monkeypatch):
    path = tmp_path / "f.db"
    from slacheck import store

    def broken(*args, **kwargs):
        raise RuntimeError("disk controller on fire")

    monkeypatch.setattr(store, "save_findings", broken)
    with pytest.raises(RuntimeError):
        commands.run_check(DEVSET / "dev06_jiading_910b_order.truth.yaml", db=path)
    runs = json.loads(run("history", "--db", path, "--format", "json").stdout)
    assert [(r["command"], r["status"], r["error"], r["findings"]) for r in runs] == [
        ("check", "failed", "RuntimeError: disk controller on fire", 0)]
    shown = run("history", "show", runs[0]["id"], "--db", path).stdout
    assert "failed" in shown.splitlines()[0] and "error: RuntimeError: disk controller on fire" in shown


def test_a_run_with_relative_paths_says_the_folder_they_are_from(tmp_path, monkeypatch):
    # the run recorded "letter: letter_en.md" as typed; history show, run later from elsewhere, gave no way
    # to find the file: the run's folder is stored with it and shown
    work = tmp_path / "work"
    work.mkdir()
    for suffix in ("truth.yaml", "incidents.csv"):
        (work / f"{DEV01}.{suffix}").write_bytes((DEVSET / f"{DEV01}.{suffix}").read_bytes())
    monkeypatch.chdir(work)
    assert run("claim", "--terms", f"{DEV01}.truth.yaml", "--incidents", f"{DEV01}.incidents.csv", "--units", 128,
               "--as-of", "2025-08-10", "--letter", "letter_en.md", "--lang", "en", "--db", "../a.db").exit_code == 0
    assert (work / "letter_en.md").exists()
    monkeypatch.chdir(tmp_path)
    shown = run("history", "show", "1", "--db", "a.db")
    assert shown.exit_code == 0, shown.output
    lines = shown.stdout.splitlines()
    assert f"  in folder: {work}" in lines and "  letter: letter_en.md" in lines
    assert lines.index(f"  in folder: {work}") < lines.index("  letter: letter_en.md")
    assert json.loads(run("history", "--db", "a.db", "--format", "json").stdout)[0]["cwd"] == str(work)


def test_a_database_from_before_the_folder_was_stored_still_shows_its_runs(tmp_path):
    import sqlite3

    db = tmp_path / "old.db"
    assert run("check", DEVSET / "dev06_jiading_910b_order.truth.yaml", "--db", db).exit_code == 1
    with sqlite3.connect(db) as conn:  # as an older slacheck wrote it: no cwd column
        conn.execute("ALTER TABLE runs DROP COLUMN cwd")
    shown = run("history", "show", "1", "--db", db)
    assert shown.exit_code == 0 and "in folder" not in shown.stdout and "Run 1: slacheck check" in shown.stdout
    assert run("check", DEVSET / "dev06_jiading_910b_order.truth.yaml", "--db", db).exit_code == 1  # gains it
    assert "  in folder: " in run("history", "show", "2", "--db", db).stdout


def test_history_show_reads_the_database_given_before_show(db, tmp_path, monkeypatch):
    """`history --db h.db show 1` read ./slacheck.db (the --db before `show` was dropped) and said it did not
    exist; --format before `show` was dropped too. One given after `show` still wins."""
    monkeypatch.chdir(tmp_path)  # no slacheck.db here
    done = run("history", "--db", db, "show", 1)
    assert done.exit_code == 0, done.output
    assert done.stdout.startswith("Run 1: slacheck claim, ")
    as_json = run("history", "--db", db, "--format", "json", "show", 1)
    assert as_json.exit_code == 0 and json.loads(as_json.stdout)["id"] == 1
    after = run("history", "--db", tmp_path / "none.db", "show", 1, "--db", db)
    assert after.exit_code == 0 and after.stdout.startswith("Run 1: slacheck claim, ")
    missing = run("history", "show", 1)  # nothing given: the default database, as before
    assert missing.exit_code == 2 and missing.stderr.startswith("Error: slacheck.db: no such database")


def test_history_show_says_a_month_not_finished_on_the_runs_as_of(tmp_path):
    """A month not over on the run's --as-of was shown 'claim by ... open', where the claim's own table said
    'month not finished' (not claimable): history says what the run said."""
    path = tmp_path / "h.db"
    args = ["claim", "--terms", DEVSET / f"{DEV01}.truth.yaml", "--incidents", DEVSET / f"{DEV01}.incidents.csv",
            "--units", 128, "--db", path]
    assert run(*args, "--as-of", "2025-07-15").exit_code == 0
    assert run(*args, "--as-of", "2025-08-10").exit_code == 0
    early, late = run("history", "show", 1, "--db", path).stdout, run("history", "show", 2, "--db", path).stdout
    assert "claim by 2025-07-30 lapsed" not in early
    assert "2025-06       availability 99.4237%, credit 1,843,200.00 CNY, claim by 2025-07-30 open" in early
    assert "claim by 2025-08-30 (month not finished on 2025-07-15)" in early
    assert "claim by 2025-08-30 (month not finished on 2025-07-15)" not in late and "claim by 2025-08-30 open" in late


def test_history_show_counts_a_diffs_changes_in_english(tmp_path):
    """'1 terms changed, 0 rules moved': one term, one rule."""
    drafts = Path(__file__).resolve().parents[1] / "fixtures" / "drafts"
    path = tmp_path / "h.db"
    assert run("diff", drafts / "msa_v1.md", drafts / "msa_v2.md", "--db", path).exit_code == 0
    assert run("diff", drafts / "msa_v2.md", drafts / "msa_v3.md", "--db", path).exit_code == 0
    assert run("diff", drafts / "msa_v1.md", drafts / "msa_v3.md", "--db", path).exit_code == 0
    assert "changes  1 term changed, 0 rules moved" in run("history", "show", 1, "--db", path).stdout
    assert "changes  1 term changed, 1 rule moved" in run("history", "show", 2, "--db", path).stdout
    assert "changes  2 terms changed, 1 rule moved" in run("history", "show", 3, "--db", path).stdout


DEMO = Path(__file__).resolve().parents[1] / "fixtures" / "demo"


def test_history_show_of_a_reconcile_gives_the_credits_currency(tmp_path):
    """'credit ours 0.00, theirs 0.00' named no currency (the reconciliations table had none): it is stored
    now and shown; a database from before it (no currency column) still shows the amounts."""
    import sqlite3

    db = tmp_path / "r.db"
    log = DEMO / "incidents.csv"
    assert run("reconcile", "--incidents", log, "--vendor-report", log, "--contract",
               DEMO / "qiantang_h800_framework.md", "--units", 256, "--as-of", "2025-11-01", "--db", db).exit_code == 0
    shown = run("history", "show", 1, "--db", db).stdout
    assert "  credit      ours 1,392,640.00 CNY, theirs 1,392,640.00 CNY\n" in shown
    with sqlite3.connect(db) as conn:  # as an older slacheck wrote it
        conn.execute("ALTER TABLE reconciliations DROP COLUMN currency")
    shown = run("history", "show", 1, "--db", db)
    assert shown.exit_code == 0 and "  credit      ours 1,392,640.00, theirs 1,392,640.00\n" in shown.stdout
