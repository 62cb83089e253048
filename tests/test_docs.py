"""The docs are tested (as sqlite-utils does): every command has help and is in the README."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.main import get_command

from slacheck.cli import app

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
COMMANDS = sorted(get_command(app).commands)


def test_there_are_commands():
    assert {"extract", "check", "claim", "demo"} <= set(COMMANDS)


@pytest.mark.parametrize("name", COMMANDS)
def test_command_has_help(name):
    command = get_command(app).commands[name]
    assert (command.help or "").strip(), f"slacheck {name} has no help text"


@pytest.mark.parametrize("name", COMMANDS)
def test_command_is_in_readme(name):
    assert re.search(rf"slacheck {name}\b", README), f"README does not show `slacheck {name}`"


def test_readme_first_command_runs_the_demo():
    first_block = re.search(r"```bash\n(.*?)```", README, re.S).group(1)
    assert "slacheck demo" in first_block
