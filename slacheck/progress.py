"""Progress for long work: a rich bar on stderr when stderr is a terminal, nothing when piped.

The library stays silent; the command line wraps what it iterates (contracts to score, rows
to store) with ``track``, or a step it waits on with ``working``, so JSON on stdout and
messages on stderr are never mixed with bar drawing in a pipe or a log file.
"""

from __future__ import annotations

import sys
from contextlib import contextmanager
from typing import TYPE_CHECKING, Iterable, Iterator, TypeVar

if TYPE_CHECKING:
    from rich.console import Console
    from rich.progress import Progress

T = TypeVar("T")


def terminal_console(console: "Console | None") -> "Console | None":
    """The console to draw on, or None in a pipe (rich, ~50 ms to import, is loaded only to draw)."""
    if console is None:
        if not sys.stderr.isatty():
            return None
        from rich.console import Console

        console = Console(stderr=True)
    return console if console.is_terminal else None


def bar(console: "Console", total: bool) -> "Progress":
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    columns = [SpinnerColumn(), TextColumn("{task.description}"), BarColumn()]
    if total:
        columns.append(MofNCompleteColumn())
    columns.append(TimeElapsedColumn())
    # no refresh thread: a command may fork (the big-CSV reader), and forking beside a thread
    # that draws is asking for a deadlock; the bar is redrawn when it advances
    return Progress(*columns, console=console, transient=True, auto_refresh=False, redirect_stdout=False,
                    redirect_stderr=False)  # stdout stays the command's own, byte for byte


def track(items: Iterable[T], *, total: int, description: str, every: int = 1,
          console: "Console | None" = None) -> Iterator[T]:
    """``items`` unchanged; on a terminal a bar advances every ``every`` items (a million rows
    would spend longer redrawing than storing)."""
    console = terminal_console(console)
    if console is None:
        yield from items
        return
    with bar(console, total=True) as progress:
        task = progress.add_task(description, total=total)
        done = 0
        for done, item in enumerate(items, 1):
            yield item
            if done % every == 0:
                progress.update(task, completed=done, refresh=True)
        progress.update(task, completed=done, refresh=True)


@contextmanager
def working(description: str, console: "Console | None" = None) -> Iterator[None]:
    """A line saying what is under way while one long step runs (reading a 200-page PDF...)."""
    console = terminal_console(console)
    if console is None:
        yield
        return
    with bar(console, total=False) as progress:
        progress.add_task(description, total=None)
        progress.refresh()
        yield
