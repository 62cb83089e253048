"""The README runs as written (issue 10), as sqlite-utils tests its docs: every ```console block
is run, top to bottom in one working folder as a reader would, and each command's output must be
what the block shows. ``…`` on a line of its own stands for any number of lines; inside a line
it stands for any text (elided numbers, long explanations). Trailing spaces are ignored."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
BLOCKS = re.findall(r"```console\n(.*?)```", README, re.S)


def commands_of(block: str) -> list[tuple[str, list[str]]]:
    """``(command, expected output lines)`` for each ``$ `` line (a trailing ``\\`` continues it)."""
    steps: list[tuple[str, list[str]]] = []
    lines = block.rstrip("\n").split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.startswith("$ "):
            assert steps, f"output before any command in a README console block: {line!r}"
            steps[-1][1].append(line)
            i += 1
            continue
        command = line[2:]
        while command.endswith("\\"):
            i += 1
            command = command[:-1] + " " + lines[i].strip()
        steps.append((command, []))
        i += 1
    return steps


def expected_pattern(lines: list[str]) -> re.Pattern:
    parts = []
    for line in lines:
        line = line.rstrip()
        if line.strip() == "…":
            parts.append(r"(?:[^\n]*\n)*?")
        else:
            parts.append(".*?".join(re.escape(piece) for piece in line.split("…")) + r"[ \t]*\n")
    return re.compile("".join(parts))


def test_the_readme_has_console_blocks():
    assert len(BLOCKS) >= 4 and all(commands_of(b) for b in BLOCKS)


@pytest.fixture(scope="module")
def workdir(tmp_path_factory) -> Path:
    """An empty folder with the repository's fixtures beside it, as after `cd` into a clone."""
    folder = tmp_path_factory.mktemp("reader")
    (folder / "fixtures").symlink_to(ROOT / "fixtures")
    return folder


def test_every_console_block_prints_what_it_shows(workdir):
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES", "FORCE_COLOR")}
    env["PATH"] = str(Path(sys.executable).parent) + os.pathsep + env.get("PATH", "")
    env["NO_COLOR"] = "1"
    last_rc = 0
    for block in BLOCKS:
        for command, expected in commands_of(block):
            if command.strip() == "echo $?":
                got, rc = f"{last_rc}\n", 0
            else:
                done = subprocess.run(["bash", "-c", command + " 2>&1"], cwd=workdir, env=env,
                                      capture_output=True, text=True, timeout=300)
                got, rc = done.stdout, done.returncode
                last_rc = rc
            got = "\n".join(line.rstrip() for line in got.split("\n")).rstrip("\n") + "\n" if got else ""
            pattern = expected_pattern(expected)
            assert pattern.fullmatch(got), f"$ {command}\n--- README shows ---\n" + "\n".join(expected) + \
                f"\n--- it prints (exit {rc}) ---\n{got}"
