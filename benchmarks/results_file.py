"""What every benchmark script shares: the slacheck to time and how its figures are written.

The Markdown result keeps its hand-written ``## Notes`` section, so a new run replaces the
generated table and never the notes explaining earlier ones.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path


def slacheck_command() -> str:
    """The ``slacheck`` installed beside this Python (the venv being measured), else the one on PATH."""
    return shutil.which("slacheck", path=str(Path(sys.executable).parent)) or "slacheck"


def byte_compile() -> None:
    """Byte-compile the slacheck being measured, as ``pip install`` does for a user.

    An editable install's modules are compiled on their first import, unless the environment
    says not to (``PYTHONDONTWRITEBYTECODE``, set on some machines): then every timed run
    compiled ~100 modules from source again (~0.1 s of a 3-page check, measured), a cost no
    installed copy has."""
    subprocess.run([sys.executable, "-c", "import compileall, os, slacheck\n"
                    "compileall.compile_dir(os.path.dirname(slacheck.__file__), quiet=1)"], check=True)


def write_markdown(path: Path, lines: list[str]) -> None:
    """Write the generated ``lines`` to ``path``, keeping the hand-written notes already there."""
    previous = path.read_text(encoding="utf-8") if path.exists() else ""
    notes = previous[previous.index("\n## Notes"):] if "\n## Notes" in previous else ""
    path.write_text("\n".join(lines) + "\n" + notes, encoding="utf-8")
