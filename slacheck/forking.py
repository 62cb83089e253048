"""One forked child and its answer: the fork, the pipe its bytes come back through, its end.

Every part of slacheck that works in a forked child forks here: ``sandbox`` (a reader bounded
in time and memory) and ``columns.forked.InChild`` (work for the second core: a big log's second
half, ``incidents.parallel``; a claim's months; a reconcile's matching and JSON head). The child
runs ``answer()``, writes the bytes it returns to a pipe and exits, never returning into the
caller's code; the caller reads the bytes (all at once, or as they come beside other pipes), then
takes the child's end: a child that answered is not waited for while it is still exiting (its
exit frees its memory on its own core; a later fork reaps it), one that sent nothing is, since
how it ended says why.
"""

from __future__ import annotations

import os
import signal
from typing import Callable

MB = 1024 * 1024
# a child's answer goes through a pipe this big where the system allows (Linux; 64 KB by default): a
# reader's part of a long PDF (~0.8 MB for 100 pages) is written at once and the child is done, not
# woken for each 64 KB the parent takes
ANSWER_PIPE_BYTES = MB
OUT_OF_MEMORY = 3  # a child's exit status: a MemoryError before its answer was written
FAILED = 4  # any other error before its answer was written (the caller's ``answer`` reports its own)


class Forked:
    """A child running ``answer()``: ``pid``, and ``fd``, the pipe's end its bytes come through."""

    def __init__(self, answer: Callable[[], bytes]):
        reap_answered()
        read_fd, write_fd = os.pipe()
        _widen(write_fd)
        pid = os.fork()
        if pid == 0:  # the child: never returns into the caller's code
            status = 0
            try:
                os.close(read_fd)
                payload = answer()
                with os.fdopen(write_fd, "wb") as out:
                    out.write(payload)
            except MemoryError:
                status = OUT_OF_MEMORY
            except BaseException:  # noqa: BLE001 - the child must end here whatever happened
                status = FAILED
            finally:
                os._exit(status)
        os.close(write_fd)
        self.pid: int | None = pid
        self.fd: int | None = read_fd

    def read_all(self) -> bytes:
        """Every byte the child sends, waiting for them (the pipe is closed afterwards)."""
        fd, self.fd = self.fd, None
        with os.fdopen(fd, "rb") as pipe:
            return pipe.read()

    def ended(self, answered: bool) -> int | None:
        """The child's exit status once its pipe has ended; None for one that ``answered`` and is still
        exiting (reaped by the next fork, ``reap_answered``)."""
        pid, self.pid = self.pid, None
        if not answered:
            return os.waitpid(pid, 0)[1]
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return status
        _ANSWERED.append(pid)
        return None

    def stop(self) -> None:
        """Kill the child if its end was not taken (``ended``), and close its pipe."""
        if self.pid is not None:
            try:
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass
            self.pid = None
        if self.fd is not None:
            try:
                os.close(self.fd)
            except OSError:
                pass
            self.fd = None


_ANSWERED: list[int] = []  # children that answered and were still exiting: reaped by a later fork


def reap_answered() -> None:
    """Reap the children earlier calls left exiting after their answer, never waiting: one still
    exiting (its memory being freed: a big reader takes tens of ms) is kept for a later fork, and
    one left at the process's end is reaped by whoever reaps this process's orphans."""
    still = []
    for pid in _ANSWERED:
        try:
            done, _status = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            continue
        if not done:
            still.append(pid)
    _ANSWERED[:] = still


def _widen(fd: int) -> None:
    """Make the pipe of ``fd`` hold ``ANSWER_PIPE_BYTES`` where the system lets it (else it stays as it is)."""
    try:
        import fcntl

        fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, ANSWER_PIPE_BYTES)
    except (ImportError, AttributeError, OSError):
        pass
