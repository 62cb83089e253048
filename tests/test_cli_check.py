"""`slacheck check`, `diff` and `score` as a user sees them: exit codes, clean JSON, errors."""

from __future__ import annotations

import csv
import io
import json
import sqlite3
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from slacheck.cli import app

DEVSET = Path(__file__).resolve().parent.parent / "fixtures" / "devset"
pytestmark = pytest.mark.skipif(not DEVSET.exists(), reason=f"devset not found at {DEVSET}")


def truth(name: str) -> Path:
    return next(DEVSET.glob(f"{name}*.truth.yaml"))


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


def test_check_passing_contract_exits_0_with_spec_json(tmp_path):
    result = run("check", truth("dev01"), "--format", "json", "--db", tmp_path / "a.db")
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert list(data) == ["document", "checklist", "findings", "summary"]
    assert data["checklist"] == "gpu-training"
    assert data["summary"] == {"pass": 14, "fail": 0, "missing": 0, "review": 0}
    first = data["findings"][0]
    assert list(first)[:10] == ["rule", "title", "severity", "status", "term", "value", "evidence", "message",
                                "suggestion", "explanation"]
    assert set(first["evidence"]) == {"text", "page", "start", "end"}
    assert first["title"] == "单柜功率不低于20千瓦"          # the contract's language by default


@pytest.mark.parametrize("name, summary", [
    ("dev02", {"pass": 5, "fail": 6, "missing": 3, "review": 0}),   # rack-power fails
    ("dev06", {"pass": 2, "fail": 3, "missing": 8, "review": 1}),   # blockers fail and are missing
])
def test_check_with_a_failed_blocker_exits_1(tmp_path, name, summary):
    result = run("check", truth(name), "--format", "json", "--no-db")
    assert result.exit_code == 1
    assert json.loads(result.stdout)["summary"] == summary


def test_missing_blocker_alone_exits_1(tmp_path):
    terms = tmp_path / "t.yaml"
    terms.write_text("rack_power_kw: 25\ninterconnect: infiniband\ngpu_count: 1024\n", encoding="utf-8")
    result = run("check", terms, "--format", "json", "--no-db")
    statuses = {f["rule"]: f["status"] for f in json.loads(result.stdout)["findings"]}
    assert statuses["outage-compensation"] == "missing" and result.exit_code == 1
    terms.write_text("rack_power_kw: 25\ninterconnect: infiniband\ngpu_count: 1024\ncredit_per_hour_pct: 5\n",
                     encoding="utf-8")
    assert run("check", terms, "--format", "json", "--no-db").exit_code == 0


def test_lang_en_and_formats(tmp_path):
    result = run("check", truth("dev06"), "--format", "csv", "--lang", "en", "--no-db")
    assert result.stdout.startswith("\ufeff")  # a BOM, so Excel reads the Chinese as UTF-8 (issue 10)
    rows = list(csv.DictReader(io.StringIO(result.stdout[1:])))
    assert len(rows) == 14 and rows[0]["rule"] == "rack-power" and rows[0]["status"] == "missing"
    assert rows[2]["title"] == "Compute fabric fits the cluster size" and rows[2]["status"] == "fail"
    md = run("check", truth("dev06"), "--format", "md", "--lang", "en", "--no-db").stdout
    assert "| rack-power | blocker | missing |" in md and "Suggested clauses" in md
    table = run("check", truth("dev06"), "--no-db").stdout
    assert "interconnect" in table and "fail" in table


def test_check_records_the_run(tmp_path):
    db = tmp_path / "audit.db"
    assert run("check", truth("dev03"), "--db", db, "--format", "json").exit_code == 0
    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT rule, status FROM findings ORDER BY id").fetchall()
        assert len(rows) == 14 and ("storage-tiers", "fail") in rows
        assert conn.execute("SELECT count(*) FROM terms").fetchone()[0] == 29


@pytest.mark.parametrize("args, where", [
    (["--checklist", "nope"], "Error: nope: no built-in checklist of that name"),
    (["--checklist", "{bad}/x.yaml"], "Error: x.yaml: checklist file not found"),
])
def test_bad_checklist_exits_2(tmp_path, args, where):
    args = [a.replace("{bad}", str(tmp_path)) for a in args]
    result = run("check", truth("dev01"), *args, "--db", tmp_path / "a.db")
    assert result.exit_code == 2
    assert result.stderr.startswith(where) and result.stdout == ""
    assert not (tmp_path / "a.db").exists()


def test_user_checklist_error_names_the_line(tmp_path):
    checklist = tmp_path / "mine.yaml"
    checklist.write_text("checklist: mine\nrules:\n  - id: x\n    titel: {zh: a, en: b}\n", encoding="utf-8")
    result = run("check", truth("dev01"), "--checklist", checklist, "--no-db")
    assert result.exit_code == 2
    assert result.stderr.startswith("Error: mine.yaml:3: rule 'x': `title` is required")
    assert "\nmine.yaml:4: rule 'x': unknown key 'titel'" in result.stderr   # every problem, in line order


def test_bad_terms_file_exits_2(tmp_path):
    terms = tmp_path / "t.yaml"
    terms.write_text("rack_power_kw: 25\nrack_kw: 3\n", encoding="utf-8")
    result = run("check", terms, "--no-db")
    assert result.exit_code == 2 and "Error: t.yaml:2: unknown key 'rack_kw'" in result.stderr


def test_user_checklist_by_path(tmp_path):
    checklist = tmp_path / "strict.yaml"
    checklist.write_text(
        "checklist: strict\nrules:\n  - id: pue\n    title: {zh: PUE, en: PUE}\n    terms: [pue]\n"
        "    condition: pue <= 1.2\n    severity: major\n    weight: 1\n    rationale: {zh: a, en: b}\n"
        "    suggestion: {zh: c, en: d}\n", encoding="utf-8")
    result = run("check", truth("dev05"), "--checklist", checklist, "--format", "json", "--no-db")
    data = json.loads(result.stdout)
    assert result.exit_code == 0 and data["checklist"] == "strict"
    assert [(f["rule"], f["status"], f["value"]) for f in data["findings"]] == [("pue", "fail", 1.25)]


def test_html_written(tmp_path):
    page = tmp_path / "review.html"
    result = run("check", truth("dev02"), "--html", page, "--no-db", "--format", "json")
    assert result.exit_code == 1 and page.exists()
    assert "Review page written to" in result.stderr
    json.loads(result.stdout)   # stdout is still clean JSON
    html = page.read_text(encoding="utf-8")
    assert html.count('<li class="finding') == 14 and "<mark id=" in html


def test_html_folder_must_exist(tmp_path):
    result = run("check", truth("dev02"), "--html", tmp_path / "no" / "r.html", "--no-db")
    assert result.exit_code == 2 and "does not exist" in result.stderr


def test_diff_shows_changes_and_moves(tmp_path):
    old = tmp_path / "v1.yaml"
    new = tmp_path / "v2.yaml"
    old.write_text("rack_power_kw: 15\ncooling: air\n", encoding="utf-8")
    new.write_text("rack_power_kw: 25\ncooling: air\nmonitoring: true\n", encoding="utf-8")
    result = run("diff", old, new, "--format", "json", "--no-db")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    changes = {c["key"]: c for c in data["changes"]}
    assert set(changes) == {"rack_power_kw", "monitoring"}
    assert [(m["rule"], m["old_status"], m["new_status"]) for m in changes["rack_power_kw"]["rules"]] == \
        [("rack-power", "fail", "pass")]
    csv_out = run("diff", old, new, "--format", "csv", "--no-db").stdout
    assert "rack_power_kw,changed,15,25,1,1,rack-power fail → pass" in csv_out


def test_score_ranks_and_costs(tmp_path):
    plan = tmp_path / "run.yaml"
    plan.write_text("parameters: 4.44B\ntokens: 1e10\nutilisation: 0.5\ngpu_model: H20\ndeadline_days: 5\n",
                    encoding="utf-8")
    result = run("score", truth("dev06"), truth("dev03"), truth("dev01"), "--workload", plan, "--format", "json",
                 "--no-db")
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    vendors = {v["document"]["name"][:5]: v for v in data["vendors"]}
    # dev01 scores 100 but misses the 5-day deadline (14 days' delivery): the deadline is a gate before
    # the score (issue 14), so dev03, which meets it, ranks first
    assert {k: v["rank"] for k, v in vendors.items()} == {"dev03": 1, "dev01": 2, "dev06": 3}
    assert vendors["dev01"]["eligible"] is False and vendors["dev01"]["score"] == 100.0
    # dev03 runs the 1,000 H20 GPU-hours at 9.8 per GPU-hour
    assert vendors["dev03"]["cost"]["cost"] == 9800.0 and vendors["dev03"]["cost"]["deadline_met"] is True
    rows = list(csv.DictReader(io.StringIO(run("score", truth("dev06"), truth("dev03"), "--workload", plan,
                                               "--format", "csv", "--no-bom", "--no-db").stdout)))
    assert [r["vendor"][:5] for r in rows] == ["dev03", "dev06"] and rows[0]["cost"] == "9800.00"
    assert rows[0]["rack-power"] == "pass" and rows[1]["rack-power"] == "missing"


def test_score_bad_workload_exits_2(tmp_path):
    plan = tmp_path / "run.yaml"
    plan.write_text("parameters: 7B\ntokens: 1T\nutilisation: 0.4\nbatch: 1\n", encoding="utf-8")
    result = run("score", truth("dev01"), "--workload", plan)
    assert result.exit_code == 2 and "Error: run.yaml:4: unknown key 'batch'" in result.stderr


def test_truth_files_agree_with_cli_statuses():
    for path in sorted(DEVSET.glob("*.truth.yaml")):
        expected = yaml.safe_load(path.read_text(encoding="utf-8"))["checklist"]
        data = json.loads(run("check", path, "--format", "json", "--no-db").stdout)
        assert {f["rule"]: f["status"] for f in data["findings"]} == expected, path.name


@pytest.mark.parametrize("no_db", [False, True])
def test_html_path_that_is_a_folder_exits_2_and_records_nothing(tmp_path, no_db):
    db = tmp_path / "a.db"
    result = run("check", truth("dev02"), "--html", tmp_path, *(["--no-db"] if no_db else ["--db", db]))
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith(f"Error: {tmp_path.name}: is a folder") and result.stdout == ""
    assert not db.exists()


def test_html_that_cannot_be_written_rolls_back_the_run(tmp_path, monkeypatch):
    db = tmp_path / "a.db"
    assert run("check", truth("dev01"), "--db", db, "--format", "json").exit_code == 0
    before = db.read_bytes()
    real_write = Path.write_text

    def disk_full(self, *args, **kwargs):
        if self.suffix == ".html":
            raise OSError(28, "No space left on device")
        return real_write(self, *args, **kwargs)

    monkeypatch.setattr(Path, "write_text", disk_full)
    result = run("check", truth("dev02"), "--html", tmp_path / "review.html", "--db", db)
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith("Error: review.html: cannot write the review page: No space left on device")
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT count(*) FROM runs").fetchone()[0] == 1
    assert db.read_bytes() == before


def test_a_blocker_in_review_exits_1_and_is_named(tmp_path):
    terms = tmp_path / "t.yaml"  # RoCE without a GPU count: whether it suffices cannot be decided
    terms.write_text("rack_power_kw: 25\ninterconnect: roce\ncredit_per_hour_pct: 5\n", encoding="utf-8")
    result = run("check", terms, "--format", "json", "--no-db")
    statuses = {f["rule"]: f["status"] for f in json.loads(result.stdout)["findings"]}
    assert statuses["interconnect"] == "review" and result.exit_code == 1
    assert "Blocker rules not passed: interconnect (review)" in result.stderr
