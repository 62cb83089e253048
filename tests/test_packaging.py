"""The wheel a user installs holds every file the package needs (issue 10).

A non-editable install (``pip install .``, a wheel, pipx) once lacked ``slacheck.extract.lang``
and the demo inputs, so ``check`` and ``demo`` broke for anyone not working in the checkout.
The wheel is built as pip builds it and compared with the package's files on disk.
"""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE_SUFFIXES = {".py", ".yaml", ".j2", ".css", ".js", ".html", ".csv", ".json", ".md", ".txt"}
# top-level folders shipped inside the package (setup.py's DATA_PACKAGES)
DATA_FOLDERS = {"rules": "slacheck/rules", "fixtures/demo": "slacheck/demo_inputs"}
DEMO_SUFFIXES = {".md", ".txt", ".pdf", ".docx", ".csv", ".log", ".json", ".jsonl", ".yaml", ".py"}


@pytest.fixture(scope="module")
def wheel_names(tmp_path_factory) -> set[str]:
    out = tmp_path_factory.mktemp("wheel")
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(out), str(ROOT)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    (wheel,) = out.glob("slacheck-*.whl")
    return set(zipfile.ZipFile(wheel).namelist())


def test_the_wheel_holds_every_package_file(wheel_names):
    package = ROOT / "slacheck"
    wanted = {str(f.relative_to(ROOT)) for f in package.rglob("*")
              if f.is_file() and f.suffix in PACKAGE_SUFFIXES and "__pycache__" not in f.parts}
    assert wanted and sorted(wanted - wheel_names) == []


@pytest.mark.parametrize("folder, shipped_as", sorted(DATA_FOLDERS.items()))
def test_the_wheel_holds_the_checklists_and_demo_inputs(wheel_names, folder, shipped_as):
    files = [f for f in (ROOT / folder).iterdir() if f.is_file() and f.suffix in DEMO_SUFFIXES]
    assert files
    assert sorted(f"{shipped_as}/{f.name}" for f in files if f"{shipped_as}/{f.name}" not in wheel_names) == []
