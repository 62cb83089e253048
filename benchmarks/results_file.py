"""What every benchmark script shares: the slacheck to time and how its figures are written.

The Markdown result keeps its hand-written ``## Notes`` section, so a new run replaces the
generated table and never the notes explaining earlier ones.
"""
from __future__ import annotations

import shutil
import sys
from pathlib import Path


def slacheck_command() -> str:
    """The ``slacheck`` installed beside this Python (the venv being measured), else the one on PATH."""
    return shutil.which("slacheck", path=str(Path(sys.executable).parent)) or "slacheck"


def write_markdown(path: Path, lines: list[str]) -> None:
    """Write the generated ``lines`` to ``path``, keeping the hand-written notes already there."""
    previous = path.read_text(encoding="utf-8") if path.exists() else ""
    notes = previous[previous.index("\n## Notes"):] if "\n## Notes" in previous else ""
    path.write_text("\n".join(lines) + "\n" + notes, encoding="utf-8")
