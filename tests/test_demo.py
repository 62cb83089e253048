"""`slacheck demo`: the whole flow into one folder, from any working directory; no faked steps."""

from __future__ import annotations

import importlib.util
import json
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DEVSET = ROOT / "fixtures" / "devset"


def slacheck(*args, cwd):
    return subprocess.run([sys.executable, "-m", "slacheck", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd, timeout=300)


@pytest.fixture
def demo_fixtures(tmp_path):
    """Devset-like demo inputs: two contracts with confirmed terms, incidents, workload, nccl log."""
    fx = tmp_path / "fx"
    fx.mkdir()
    for stem, suffix in (("dev01_lansuan_h800_lingang", ".md"), ("dev04_tallgrass_h100_msa", ".txt")):
        shutil.copy(DEVSET / f"{stem}{suffix}", fx / f"{stem}{suffix}")
        shutil.copy(DEVSET / f"{stem}.truth.yaml", fx / f"{stem}.terms.yaml")
    shutil.copy(DEVSET / "dev01_lansuan_h800_lingang.incidents.csv", fx)
    shutil.copy(ROOT / "fixtures" / "demo" / "nccl_all_reduce.log", fx / "nccl.log")
    (fx / "workload.yaml").write_text("name: 70B pretrain\nparameters: 70B\ntokens: 2T\nutilisation: 0.4\n")
    return fx


def step_lines(stdout: str) -> dict[str, str]:
    return {line.split()[1]: line for line in stdout.splitlines() if line and line[0] in "✓–✗"}


def test_demo_writes_every_output_and_records_runs(tmp_path, demo_fixtures):
    elsewhere = tmp_path / "cwd"
    elsewhere.mkdir()
    done = slacheck("demo", "--fixtures", demo_fixtures, "--as-of", "2025-08-10", cwd=elsewhere)
    assert done.returncode == 0, done.stderr
    out = elsewhere / "slacheck-demo"
    steps = step_lines(done.stdout)
    assert set(steps) == {"extract", "check", "score", "claim", "letter", "accept"}
    # the claim on dev01's confirmed terms reproduces the devset's expected total
    expected = json.loads((DEVSET / "dev01_lansuan_h800_lingang.claim.expected.json").read_text())
    claim = json.loads((out / "claim.json").read_text())
    assert claim["total_credit"] == expected["total_credit"]
    assert [m["month"] for m in claim["months"]] == [m["month"] for m in expected["months"]]
    check = json.loads((out / "dev01_lansuan_h800_lingang.check.json").read_text())
    assert {f["status"] for f in check["findings"]} == {"pass"}  # devset README: 14/0/0/0
    assert "<html" in (out / "dev01_lansuan_h800_lingang.review.html").read_text().lower()
    accept = json.loads((out / "accept.json").read_text())
    assert accept["nccl"][0]["file"] == "nccl.log"
    assert (out / "score.json").exists()
    for path in [ln.strip() for ln in done.stdout.splitlines() if ln.startswith("    ")]:
        assert Path(path).exists() or (elsewhere / path).exists(), path
    conn = sqlite3.connect(out / "slacheck.db")
    commands = [r[0] for r in conn.execute("SELECT command FROM runs ORDER BY id")]
    assert commands[-2:] == ["claim", "accept"] and commands.count("check") == 2


def test_missing_modules_are_reported_as_skipped_not_faked(tmp_path, demo_fixtures):
    done = slacheck("demo", "--fixtures", demo_fixtures, "--out", tmp_path / "o", "--as-of", "2025-08-10",
                    cwd=tmp_path)
    steps = step_lines(done.stdout)
    for step, module, output in (("extract", "slacheck.extract.pipeline", "dev01_lansuan_h800_lingang.extract.json"),
                                 ("letter", "slacheck.report.letters", "claim-letter.md")):
        present = importlib.util.find_spec(module) is not None
        assert ("skipped" in steps[step]) is (not present), steps[step]
        assert (tmp_path / "o" / output).exists() is present


def test_absent_fixtures_is_a_clear_error(tmp_path):
    done = slacheck("demo", "--fixtures", tmp_path / "nowhere", "--out", tmp_path / "o", cwd=tmp_path)
    assert done.returncode == 2
    assert "Error: nowhere: demo fixtures not found" in done.stderr
    assert "Traceback" not in done.stderr


def test_an_out_that_cannot_be_a_folder_is_a_clear_error(tmp_path, demo_fixtures):
    """--out naming a file, or a folder that cannot be made, is bad input (exit 2, no traceback)."""
    taken = tmp_path / "report.pdf"
    taken.write_bytes(b"%PDF-1.4")
    done = slacheck("demo", "--fixtures", demo_fixtures, "--out", taken, cwd=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr == f"Error: {taken}: is a file, not a folder: give --out a folder for the demo's outputs\n"
    under_a_file = taken / "out"
    done = slacheck("demo", "--fixtures", demo_fixtures, "--out", under_a_file, cwd=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr == f"Error: {under_a_file}: cannot create the folder for the demo's outputs (Not a directory)\n"
    assert taken.read_bytes() == b"%PDF-1.4" and done.stdout == ""


def test_bundled_fixtures_run_from_any_directory(tmp_path):
    done = slacheck("demo", "--out", tmp_path / "o", "--as-of", "2025-08-10", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert set(step_lines(done.stdout)) == {"extract", "check", "score", "claim", "letter", "accept"}
    for path in [ln.strip() for ln in done.stdout.splitlines() if ln.startswith("    ")]:
        assert Path(path).exists(), path


def test_demo_claim_uses_claim_args_as_of_and_is_checked_against_the_expected_claim(tmp_path, demo_fixtures):
    shutil.copy(DEVSET / "dev01_lansuan_h800_lingang.claim.args.yaml", demo_fixtures / "claim.args.yaml")
    shutil.copy(DEVSET / "dev01_lansuan_h800_lingang.claim.expected.json", demo_fixtures / "claim.expected.json")
    done = slacheck("demo", "--fixtures", demo_fixtures, "--out", tmp_path / "o", cwd=tmp_path)  # no --as-of
    assert done.returncode == 0, done.stderr
    claim = json.loads((tmp_path / "o" / "claim.json").read_text())
    # as_of 2025-08-10 from claim.args.yaml: July's claim (deadline 2025-08-30) is still open
    assert [(m["month"], m["claim_open"]) for m in claim["months"]] == [("2025-06", False), ("2025-07", True)]
    assert "--as-of 2025-08-10" in done.stdout
    assert "matches the hand-computed claim.expected.json" in done.stdout
    assert step_lines(done.stdout)["claim"].startswith("✓ claim")


def test_demo_reports_a_claim_that_differs_from_the_expected_one_as_failed(tmp_path, demo_fixtures):
    expected = json.loads((DEVSET / "dev01_lansuan_h800_lingang.claim.expected.json").read_text())
    expected["total_credit"] += 1
    expected["months"][0]["credit_amount"] += 1
    (demo_fixtures / "claim.expected.json").write_text(json.dumps(expected))
    done = slacheck("demo", "--fixtures", demo_fixtures, "--out", tmp_path / "o", "--as-of", "2025-08-10",
                    cwd=tmp_path)
    claim_line = step_lines(done.stdout)["claim"]
    assert claim_line.startswith("✗ claim") and "DIFFERS from the hand-computed claim.expected.json" in claim_line
    assert f"differs: total_credit {expected['total_credit'] - 1}" in done.stdout
    assert f"differs: 2025-06 credit_amount" in done.stdout
    assert "failed: claim" in done.stdout  # the closing tally names the failed step


def test_demo_summary_tells_a_newcomer_what_ran_and_the_key_numbers(tmp_path, demo_fixtures):
    done = slacheck("demo", "--fixtures", demo_fixtures, "--out", tmp_path / "o", "--as-of", "2025-08-10",
                    cwd=tmp_path)
    out = done.stdout
    assert f"example inputs from {demo_fixtures}" in out and "2 contracts (" in out
    assert "· dev01_lansuan_h800_lingang.md: 14 pass, 0 fail, 0 missing, 0 review" in out
    # scored on the confirmed terms beside the contract; devset README: dev01 passes all 14
    assert "· #1 dev01_lansuan_h800_lingang.terms.yaml: score 100.00/100" in out
    # each step's command on the copies of its inputs, real paths (was "slacheck check CONTRACT --html review.html")
    o = tmp_path / "o"
    assert (f"$ slacheck check {o}/inputs/dev01_lansuan_h800_lingang.terms.yaml --html "
            f"{o}/dev01_lansuan_h800_lingang.review.html --db {o}/slacheck.db") in out
    assert "· nccl.log: " in out   # the acceptance verdict comes with its reason
    assert "6 of 6 steps ok" in out


def test_the_bundled_demo_letter_claims_a_finished_open_non_zero_month(tmp_path):
    # ISSUE 11: with as_of 2025-10-20 the only credit month (September, window to 2025-10-15)
    # had lapsed and the demo's letter claimed nothing; claim.args.yaml's as_of must make it claimable
    done = slacheck("demo", "--out", tmp_path / "o", cwd=tmp_path)  # the bundled fixtures, their own as_of
    assert done.returncode == 0, done.stderr
    claim = json.loads((tmp_path / "o" / "claim.json").read_text())
    claimable = [m for m in claim["months"] if not m["partial"] and m["claim_open"] and m["credit_amount"] > 0]
    assert [(m["month"], m["credit_amount"]) for m in claimable] == [("2025-09", 1392640.0)]
    assert [(m["month"], m["partial"]) for m in claim["months"]] == [("2025-09", False), ("2025-10", True)]
    letter = (tmp_path / "o" / "claim-letter.md").read_text(encoding="utf-8")
    assert "## 二、申请赔偿的月份" in letter and "| 2025-09 | 99.7146% |" in letter
    assert "本函申请赔偿合计：**1,392,640.00 CNY**" in letter and "本函不提出赔偿金额" not in letter
    assert "| 2025-10 |" not in letter  # not over: never claimed
    assert "2025-10: availability 99.9984%, credit 0.00 CNY, claim by 2025-11-15 (month not over on 2025-10-13)" \
        in done.stdout
    assert "matches the hand-computed claim.expected.json" in done.stdout
    # accept (ISSUE 11 item 5): the demo's log is 16 H100s, the contract sells 2,048 H800s; said in the
    # contract's language (SPEC §2 --lang: default the contract's), as `slacheck accept` says it
    assert "GPU型号 需复核：nccl_all_reduce.log (nccl-tests) 显示 16 × NVIDIA H100 80GB HBM3 (H100)，" \
           "不是合同约定的GPU型号 H800" in done.stdout
    assert "只覆盖合同约定 2,048 张GPU中的 16 张（256 个节点中的 2 个）" in done.stdout
