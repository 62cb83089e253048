"""What every benchmark script shares: the slacheck to time and how its figures are written.

The Markdown result keeps its hand-written ``## Notes`` section, so a new run replaces the
generated table and never the notes explaining earlier ones.
"""
from __future__ import annotations

import os
import resource
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


def adopt_orphans() -> None:
    """Make this process the reaper of the children its commands leave behind (Linux only).

    slacheck ends as soon as its answer is written: a forked helper that has answered may still be
    exiting (freeing its memory) and is left to the system. Its CPU then counts in nobody's
    ``RUSAGE_CHILDREN``, and a command's CPU figure would look cheaper than it is; adopted here,
    ``children_cpu_seconds`` reaps and counts it. Wall time is not changed: it ends with the command."""
    try:
        import ctypes

        PR_SET_CHILD_SUBREAPER = 36
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    except (OSError, AttributeError):
        pass  # (not Linux: the CPU figure leaves out such children, as before)


def children_cpu_seconds() -> float:
    """User + system CPU seconds of every child this process has reaped, once every child left over
    (``adopt_orphans``, done here) is reaped: take it before and after a command, the difference is its CPU."""
    adopt_orphans()
    while True:
        try:
            os.waitpid(-1, 0)
        except ChildProcessError:
            break
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def write_markdown(path: Path, lines: list[str]) -> None:
    """Write the generated ``lines`` to ``path``, keeping the hand-written notes already there."""
    previous = path.read_text(encoding="utf-8") if path.exists() else ""
    notes = previous[previous.index("\n## Notes"):] if "\n## Notes" in previous else ""
    path.write_text("\n".join(lines) + "\n" + notes, encoding="utf-8")
