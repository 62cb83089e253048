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
    from rich.progress import Progress as RichProgress

T = TypeVar("T")


def terminal_console(console: "Console | None") -> "Console | None":
    """The console to draw on, or None in a pipe (rich, ~50 ms to import, is loaded only to draw)."""
    if console is None:
        if not sys.stderr.isatty():
            return None
        from rich.console import Console

        console = Console(stderr=True)
    return console if console.is_terminal else None


def bar(console: "Console", live: bool = False) -> "RichProgress":
    from rich.progress import BarColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    columns = [SpinnerColumn(), TextColumn("{task.description}"), BarColumn(), TextColumn("{task.fields[count]}"),
               TimeElapsedColumn()]
    # no refresh thread unless ``live``: a command may fork (the big-CSV reader), and forking beside
    # a thread that draws is asking for a deadlock; the bar is redrawn when it advances. A step
    # that never forks and cannot count (extracting terms) is ``live``: its clock keeps ticking.
    return Progress(*columns, console=console, transient=True, auto_refresh=live, refresh_per_second=4,
                    redirect_stdout=False, redirect_stderr=False)  # stdout stays the command's own, byte for byte


def counted(done: int, total: int | None, unit: str) -> str:
    """``12/200 pages``: how far a step is, in its own unit."""
    return f"{done:,}/{total:,} {unit}".rstrip() if total is not None else f"{done:,} {unit}".rstrip()


def track(items: Iterable[T], *, total: int, description: str, every: int = 1, unit: str = "",
          console: "Console | None" = None) -> Iterator[T]:
    """``items`` unchanged; on a terminal a bar advances every ``every`` items (a million rows
    would spend longer redrawing than storing)."""
    console = terminal_console(console)
    if console is None:
        yield from items
        return
    with bar(console) as progress:
        task = progress.add_task(description, total=total, count=counted(0, total, unit))
        done = 0
        for done, item in enumerate(items, 1):
            yield item
            if done % every == 0:
                progress.update(task, completed=done, count=counted(done, total, unit), refresh=True)
        progress.update(task, completed=done, count=counted(done, total, unit), refresh=True)


class Step:
    """A step under way; ``advance(done, total)`` moves its bar (pages read, bytes, rows)."""

    def __init__(self, progress: "RichProgress | None" = None, task=None, unit: str = "") -> None:
        self._progress, self._task, self.unit = progress, task, unit

    def advance(self, done: int, total: int) -> None:
        if self._progress is not None:
            self._progress.update(self._task, completed=done, total=total, count=counted(done, total, self.unit),
                                  refresh=True)


@contextmanager
def working(description: str, console: "Console | None" = None, unit: str = "", live: bool = False
            ) -> Iterator[Step]:
    """A line saying what is under way while one long step runs; it becomes a bar with a count
    (``12/200 pages``) as soon as the step reports how far it is (``Step.advance``)."""
    console = terminal_console(console)
    if console is None:
        yield Step()
        return
    with bar(console, live=live) as progress:
        task = progress.add_task(description, total=None, count="")
        progress.refresh()
        yield Step(progress, task, unit)


class Progress:
    """How a command shows long work: ``SILENT`` (the API, the demo, tests) or ``TERMINAL``
    (the CLI: bars on stderr when it is a terminal, nothing when piped)."""

    def __init__(self, draw: bool) -> None:
        self.draw = draw

    def working(self, description: str, unit: str = "", live: bool = False):
        return working(description, unit=unit, live=live) if self.draw else _silent_step()

    def track(self, items: Iterable[T], *, total: int, description: str, every: int = 1,
              unit: str = "") -> Iterable[T]:
        return track(items, total=total, description=description, every=every, unit=unit) if self.draw else items


@contextmanager
def _silent_step() -> Iterator[Step]:
    yield Step()


SILENT = Progress(draw=False)
TERMINAL = Progress(draw=True)
