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
DEVSET = ROOT.parent / "shared" / "devset"
CORPUS = ROOT.parent / "shared" / "corpus"


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
    shutil.copy(CORPUS / "formats/nccl_tests/all_reduce_perf_2node_16xH100_gcp_a3mega.log", fx / "nccl.log")
    (fx / "workload.yaml").write_text("name: 70B pretrain\nparameters: 70B\ntokens: 2T\nutilisation: 0.4\n")
    return fx


def step_lines(stdout: str) -> dict[str, str]:
    return {line.split()[1]: line for line in stdout.splitlines() if line[:1] in "✓–✗"}


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


def test_bundled_fixtures_run_from_any_directory(tmp_path):
    bundled = ROOT / "fixtures" / "demo"
    if not any(p.suffix in (".md", ".txt", ".pdf", ".docx") for p in bundled.glob("*")):
        pytest.skip("fixtures/demo has no contracts yet")
    done = slacheck("demo", "--out", tmp_path / "o", "--as-of", "2025-08-10", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert set(step_lines(done.stdout)) == {"extract", "check", "score", "claim", "letter", "accept"}
    for path in [ln.strip() for ln in done.stdout.splitlines() if ln.startswith("    ")]:
        assert Path(path).exists(), path
