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


def command_options(command) -> set[str]:
    """The long options of a command and of its subcommands (``history show``), --help aside."""
    found = {o for p in command.params for o in [*p.opts, *p.secondary_opts] if o.startswith("--")} - {"--help"}
    for name in getattr(command, "list_commands", lambda _: [])(None):
        found |= command_options(command.get_command(None, name))
    return found


COMMANDS_SECTION = README[README.index("## Commands"):README.index("\n## ", README.index("## Commands") + 1)]
OPTION = re.compile(r"(?<![\w-])--[a-z][a-z0-9-]*")


@pytest.mark.parametrize("name", COMMANDS)
def test_the_commands_section_names_each_option_a_command_has(name):
    # session 19: reconcile's --vendor-format and demo's --out, --fixtures and --as-of were in no line of the
    # README, and the claim row named 3 of its 14 options
    command = get_command(app).commands[name]
    [row] = [line for line in COMMANDS_SECTION.splitlines() if line.startswith(f"| `slacheck {name}")]
    shared = COMMANDS_SECTION[COMMANDS_SECTION.index("Options several commands share"):]
    named = set(OPTION.findall(row)) | set(OPTION.findall(shared))
    assert command_options(command) - named == set(), f"the README's row of `slacheck {name}` lacks them"
    assert set(OPTION.findall(row)) - command_options(command) == set(), f"`slacheck {name}` has no such option"
