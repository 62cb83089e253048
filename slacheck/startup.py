"""Ctrl-C while the ``slacheck`` command starts: one line and exit 130, as Ctrl-C later in the run (cli.py).

Until a command's own handling is in place (``cli.handles_bad_input``: its transaction rolled back, its line said), a
SIGINT would otherwise raise KeyboardInterrupt in the middle of an import (typer, the models: a traceback) or in
click's parsing ("Aborted!", exit 1, check's exit for a blocker). Nothing is open then (no database, no file
written), so start-up's handler says the one line and leaves at once. It is held from the package's first line
(``slacheck/__init__.py``, what the console script and ``python -m slacheck`` import first), and only in the
command's own process: a program or a test importing slacheck keeps its own Ctrl-C. What Python does before the
package's first line (its own start, ``site``'s hooks) is out of the package's reach.

Kept to what Python has loaded when it starts (``os``, ``sys``, ``_signal``: the ``signal`` module's core; ``signal``
itself builds its enums, some milliseconds in which Ctrl-C would still be Python's): this runs before anything else
of slacheck, in every program importing it.
"""

import os
import sys

INTERRUPTED = 130  # 128 + SIGINT: what a shell reports for a command Ctrl-C stopped
STOPPED = "Interrupted (Ctrl-C): stopped before the end"  # the line's start, and all of it with no database named


def _stop(signum, frame) -> None:
    """Ctrl-C before the command began: the one line, exit 130 (nothing to roll back or flush)."""
    try:
        os.write(2, (STOPPED + "\n").encode())
    except OSError:  # a closed stderr: the exit code still says it
        pass
    os._exit(INTERRUPTED)


def the_command_line() -> bool:
    """Is this process the ``slacheck`` command: its console script (``bin/slacheck``, the file Python runs) or
    ``python -m slacheck`` (found in the interpreter's own arguments: while the package is imported for ``-m``,
    ``sys.argv[0]`` is only "-m")? ``python -m slacheck.evaluate`` and a program importing slacheck are not."""
    script = getattr(sys.modules.get("__main__"), "__file__", None) or ""
    if os.path.splitext(os.path.basename(script))[0] == "slacheck":
        return True
    argv = list(getattr(sys, "orig_argv", ()))
    return any(option == "-m" and name == "slacheck" for option, name in zip(argv, argv[1:])) or "-mslacheck" in argv


def hold() -> None:
    """In the command's process, Ctrl-C is start-up's (``_stop``) until ``release``; where SIGINT is not Python's
    own handler (ignored in a job started in the background, or a handler a program set) it is left as it is."""
    if not the_command_line():
        return
    import _signal

    try:
        if _signal.getsignal(_signal.SIGINT) is _signal.default_int_handler:
            _signal.signal(_signal.SIGINT, _stop)
    except ValueError:  # not the main thread: no signals handled here
        pass


def release() -> None:
    """The command's own Ctrl-C handling takes over (a KeyboardInterrupt it rolls back and reports): Python's handler
    again, where start-up's was in place."""
    import _signal

    if _signal.getsignal(_signal.SIGINT) is _stop:
        _signal.signal(_signal.SIGINT, _signal.default_int_handler)
