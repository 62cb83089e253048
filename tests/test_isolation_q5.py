"""A run of the tests depends on nothing outside it: the slacheck they test is this checkout's, however pytest
was started; the disk cache is the run's own, not one the user's runs (or another checkout's) filled; and a test
leaves no audit database in the folder it was started from."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_slacheck_under_test_is_this_checkouts():
    import slacheck

    assert Path(slacheck.__file__).resolve().parent == ROOT / "slacheck"


def test_the_disk_cache_is_the_runs_own():
    from slacheck import datacache

    folder = datacache.cache_dir()
    assert folder is not None and folder.parent == Path(tempfile.gettempdir())
    assert folder.name.startswith("slacheck-tests-cache-")


def test_the_pytest_script_started_elsewhere_tests_this_checkout_with_its_own_cache(tmp_path):
    """``pytest`` (the script, not ``python -m pytest``) started in another folder, with a cache folder and a
    ``PYTHONPATH`` of the user's: the checks above hold, and the claim a test runs writes no slacheck.db there."""
    user_cache = tmp_path / "user-cache"
    user_cache.mkdir()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "SLACHECK_CACHE_DIR": str(user_cache), "PYTHONPATH": str(elsewhere)}
    script = "import sys, pytest; sys.exit(pytest.console_main())"
    tests = [f"{Path(__file__)}::test_the_slacheck_under_test_is_this_checkouts",
             f"{Path(__file__)}::test_the_disk_cache_is_the_runs_own",
             f"{ROOT / 'tests/extract/test_incident_compensation_e91.py'}"
             "::test_the_claim_says_the_credit_per_incident_is_left_out"]
    done = subprocess.run([sys.executable, "-c", script, "-p", "no:cacheprovider", "-q", *tests], cwd=elsewhere,
                          env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert not list(user_cache.iterdir())  # the user's cache is left as it was
    assert not (elsewhere / "slacheck.db").exists()
