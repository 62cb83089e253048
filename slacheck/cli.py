"""The ``slacheck`` command line: parse options → api → store + render (STYLE §3).

Only this module talks to the terminal. ``SlacheckError`` becomes its message on stderr and
exit 2; exit 1 is reserved for ``check`` finding a failed blocker. JSON goes to stdout
clean; messages go to stderr.
"""

from __future__ import annotations

import enum
import functools
import sys
from pathlib import Path
from typing import Optional

import typer

from . import api
from .errors import SlacheckError

app = typer.Typer(
    name="slacheck",
    help="Read GPU-compute rental and colocation contracts, check them against a checklist, "
    "and turn incident logs into the service credits the vendor owes.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


class Format(str, enum.Enum):
    table = "table"
    json = "json"
    md = "md"
    html = "html"
    csv = "csv"
    yaml = "yaml"


class Lang(str, enum.Enum):
    zh = "zh"
    en = "en"


DB_OPTION = typer.Option(Path("slacheck.db"), "--db", help="SQLite audit database.")
FORMAT_HELP = "Output format."


def fail(message: str) -> None:
    """Print a message on stderr."""
    typer.echo(message, err=True)


def handles_bad_input(command):
    """Turn SlacheckError into 'file:line: problem' on stderr and exit 2 (STYLE §5)."""

    @functools.wraps(command)
    def wrapper(*args, **kwargs):
        try:
            return command(*args, **kwargs)
        except SlacheckError as exc:
            fail(f"Error: {exc}")
            raise typer.Exit(2) from None

    return wrapper


def write_stdout(text: str) -> None:
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


# ----------------------------------------------------------------------- extract (ingest + extract)

# ----------------------------------------------------------------------- check, diff, score (checklist)

# ----------------------------------------------------------------------- claim, reconcile (sla)

# ----------------------------------------------------------------------- accept, demo, history (store)


def main() -> None:
    app()


if __name__ == "__main__":
    main()
