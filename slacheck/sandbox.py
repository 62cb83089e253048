"""Limits that hold inside native code: one input's reader runs in a child process.

A check between pages cannot stop pdfium drawing one page of a million paths, pdfminer
following an xref fan-out, or lxml parsing a 150 MB document.xml: Python only sees its own
clock again when the C call returns. So the reader runs in a forked child, with an address
space limit (``Limits.max_memory_mb`` on top of what the process already holds), and the
parent waits at most ``Limits.max_seconds`` for its answer, then kills it. Whatever ends the
child (the clock, memory, a crash of the native library) becomes a ``SlacheckError`` naming
the file; a bug in our own code still surfaces with its traceback.

Without ``fork`` (Windows) the reader runs in-process and only the between-pages checks apply.
"""

from __future__ import annotations

import errno
import functools
import inspect
import os
import pickle
import select
import signal
import sys
import threading
import time
import traceback
from contextlib import contextmanager, nullcontext
from pathlib import Path
from typing import Any, Callable, Iterator

from .errors import SlacheckError
from .forking import MB, OUT_OF_MEMORY, Forked
from .limits import Limits


def run_bounded(function: Callable[..., Any], *args: Any, file: str | Path, limits: Limits,
                what: str = "reading", on_progress: Callable[[int, int], None] | None = None,
                meanwhile: Callable[[], None] | None = None) -> Any:
    """``function(*args)`` in a child process bounded by ``limits``; its result is pickled back.

    With ``on_progress``, the function is also given ``on_progress=`` a callable whose
    ``(done, total)`` calls are relayed to this process's ``on_progress`` (a progress bar).
    ``meanwhile()`` runs here while the child works (work the caller needs next); if it returns
    an iterator, its steps run one by one for as long as the child still works (work that may
    be done ahead; what is left when the child is done is the caller's).

    Raises:
        SlacheckError: the function's own, or: took longer than ``max_seconds``, needed more
            than ``max_memory_mb``, or the child died (a native library crashed on the file).
    """
    return run_bounded_all([(function, args)], file=file, limits=limits, what=what, on_progress=on_progress,
                           meanwhile=meanwhile)[0]


def run_bounded_all(calls: list[tuple[Callable[..., Any], tuple]], *, file: str | Path, limits: Limits,
                    what: str = "reading", on_progress: Callable[[int, int], None] | None = None,
                    meanwhile: Callable[[], None] | None = None) -> list[Any]:
    """``run_bounded`` for several calls at once, each in its own child (one core each): one
    deadline for all, ``max_memory_mb`` shared among them, progress summed. Results come in
    the order of ``calls``; the first call (in that order) that fails is raised as soon as
    every call before it has answered, and the other children are stopped."""
    progress = _Progress(len(calls), on_progress) if on_progress is not None else None
    if not hasattr(os, "fork"):
        if meanwhile is not None:
            meanwhile()
        return [function(*args, **({} if progress is None else {"on_progress": progress.reporter(k)}))
                for k, (function, args) in enumerate(calls)]
    deadline = time.monotonic() + limits.max_seconds
    children: list[_Child] = []
    try:
        for function, args in calls:
            children.append(_Child(function, args, limits.max_memory_mb / len(calls), progress is not None))
        ahead = meanwhile() if meanwhile is not None else None
        _wait(children, deadline, progress, iter(ahead) if ahead is not None else None)
    except TimeoutError:
        raise SlacheckError(file, f"{what} took longer than {limits.max_seconds:g} s "
                            "(limit SLACHECK_MAX_SECONDS)") from None
    finally:  # an answer, an error, the clock or Ctrl-C: no child outlives this call
        for child in children:
            child.close()
    return [child.result(file, limits, what) for child in children]


class _Child:
    """One forked reader (``forking.Forked``): the pipe its pickled outcome comes through, its progress pipe."""

    def __init__(self, function: Callable[..., Any], args: tuple, max_memory_mb: float, with_progress: bool):
        self.chunks: list[bytes] = []
        self.done = False
        self.status: int | None = None
        self.outcome: tuple[str, Any] | None = None
        progress_read, progress_write = os.pipe() if with_progress else (None, None)

        def answer() -> bytes:
            extra = {}
            if progress_read is not None:
                os.close(progress_read)
                extra = {"on_progress": lambda done, total: os.write(progress_write, b"%d %d\n" % (done, total))}
            limit_memory(max_memory_mb)
            return pickle.dumps(_outcome(function, args, extra), protocol=pickle.HIGHEST_PROTOCOL)

        self.child = Forked(answer)
        self.fd, self.progress_fd = self.child.fd, progress_read
        if progress_write is not None:
            os.close(progress_write)
        self.pending = b""

    def finished(self) -> None:
        """The outcome pipe is closed: unpickle what the child sent. A child that answered is not
        waited for (``Forked.ended``); only how one that sent nothing ended says why."""
        self.done = True
        self.outcome = pickle.loads(b"".join(self.chunks)) if self.chunks else None
        self.chunks = []
        self.status = self.child.ended(answered=self.outcome is not None)

    def failed(self) -> bool:
        """Answered with anything but a result (only asked once done)."""
        return self.outcome is None or self.outcome[0] != "ok"

    def close(self) -> None:
        self.done = True
        self.child.stop()  # (a child whose end was taken is not killed)
        if self.progress_fd is not None:
            try:
                os.close(self.progress_fd)
            except OSError:
                pass
        self.fd = self.progress_fd = None

    def result(self, file: str | Path, limits: Limits, what: str) -> Any:
        status = self.status or 0
        if self.outcome is None:
            if os.WIFEXITED(status) and os.WEXITSTATUS(status) == OUT_OF_MEMORY:
                raise SlacheckError(file, memory_message(what, limits))
            if os.WIFSIGNALED(status):
                name = signal.Signals(os.WTERMSIG(status)).name
                hint = " (out of memory?)" if os.WTERMSIG(status) == signal.SIGKILL else ""
                raise SlacheckError(file, f"{what} crashed the file reader ({name}{hint}); the file is damaged or hostile")
            raise SlacheckError(file, f"{what} stopped without an answer (exit status {os.WEXITSTATUS(status)})")
        kind, value = self.outcome
        if kind == "ok":
            return value
        if kind == "bad":
            bad_file, message, line, page, problems = value
            raise SlacheckError(bad_file, message, line=line, page=page, problems=problems)
        if kind == "memory":
            raise SlacheckError(file, memory_message(what, limits))
        raise RuntimeError(f"{what} {Path(file).name} failed in the reader process:\n{value}")


class _Progress:
    """Sums the ``(done, total)`` of several children into one ``on_progress``."""

    def __init__(self, count: int, on_progress: Callable[[int, int], None]):
        self.counts = [(0, 0)] * count
        self.on_progress = on_progress

    def reporter(self, k: int) -> Callable[[int, int], None]:
        def report(done: int, total: int) -> None:
            self.counts[k] = (done, total)
            self.on_progress(sum(d for d, _ in self.counts), sum(t for _, t in self.counts))

        return report


_DONE = object()


def _wait(children: list[_Child], deadline: float, progress: _Progress | None,
          ahead: Iterator[Any] | None = None) -> None:
    """Read every child's outcome (and progress lines) until all have answered, or the first
    failure in call order can be reported; TimeoutError at ``deadline``. While nothing has
    come, one step of ``ahead`` runs at a time; none while an answer is coming (its child
    would wait on the full pipe for the step to end)."""
    reporters = {child.progress_fd: (child, progress.reporter(k)) for k, child in enumerate(children)
                 if progress is not None}
    outcome_of = {child.fd: child for child in children}
    while True:
        for child in children:  # in call order: every one before it answered, and it failed
            if not child.done:
                break
            if child.failed():
                return
        else:
            return
        left = max(0.0, deadline - time.monotonic())
        watched = list(outcome_of) + list(reporters)
        stepping = ahead is not None and not any(child.chunks for child in children)
        ready, _, _ = select.select(watched, [], [], 0.0 if stepping else left)
        if not ready and stepping and time.monotonic() < deadline:
            if next(ahead, _DONE) is _DONE:
                ahead = None
            continue
        if not ready and time.monotonic() >= deadline:  # (what came before the deadline was read first)
            raise TimeoutError
        for fd in ready:
            if fd in reporters:
                child, report = reporters[fd]
                got = os.read(fd, 1 << 16)
                if not got:
                    del reporters[fd]
                child.pending += got
                *lines, child.pending = child.pending.split(b"\n")
                for line in lines:
                    done, total = map(int, line.split())
                    report(done, total)
            else:
                child = outcome_of[fd]
                chunk = os.read(fd, 1 << 20)
                if chunk:
                    child.chunks.append(chunk)
                else:
                    del outcome_of[fd]
                    child.finished()


_WHOLE: list = [0, None]  # ``whole`` blocks open in this process; a time limit's error that came inside one


@contextmanager
def whole() -> Iterator[None]:
    """A change to what the process keeps between documents (the patterns admitted to its matchers) made whole or
    not at all: a ``time_limit`` running out inside, or Ctrl-C (``_interrupts_held``), is raised when the block
    ends, not in its middle, which would leave patterns taken out of their gate and never put in a matcher, every
    later document of the process (the next file of ``extract``, of an evaluation, an API caller's after catching
    the KeyboardInterrupt) then read without them."""
    with _interrupts_held() if not _WHOLE[0] else nullcontext():
        _WHOLE[0] += 1
        try:
            yield
        finally:
            _WHOLE[0] -= 1
    if not _WHOLE[0] and _WHOLE[1] is not None:
        error, _WHOLE[1] = _WHOLE[1], None
        raise error


@contextmanager
def _interrupts_held() -> Iterator[None]:
    """Ctrl-C (SIGINT) inside the block raised as KeyboardInterrupt when it ends, not in its middle; Python's
    own handler only (one the program set is left to do as it means), and only in the main thread, where
    signals are handled."""
    if (threading.current_thread() is not threading.main_thread()
            or signal.getsignal(signal.SIGINT) is not signal.default_int_handler):
        yield
        return
    pressed: list[int] = []
    signal.signal(signal.SIGINT, lambda signum, frame: pressed.append(signum))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    if pressed:
        raise KeyboardInterrupt


@contextmanager
def time_limit(seconds: float, file: str | Path, what: str) -> Iterator[None]:
    """Stop pure-Python work (extraction) after ``seconds`` with a SlacheckError naming ``file``.

    A real-time interval timer interrupts between bytecodes, which is enough for code that
    does not sit in one C call; in a thread other than the main one (no signals there) or
    while another timer runs, the work is not interrupted.

    Where Python cannot raise (an ``os.fork`` hook such as logging's lock release, a
    ``__del__``), the timer's error is swallowed and the work goes on: it is then kept out of
    stderr (no "Exception ignored ... Traceback") and raised when the block ends.
    """
    usable = (hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
              and signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0))
    if not usable:
        yield
        return
    error = SlacheckError(file, f"{what} took longer than {seconds:g} s (limit SLACHECK_MAX_SECONDS)")
    fired: list[bool] = []

    def expired(signum, frame):
        fired.append(True)
        if _WHOLE[0]:  # inside ``whole``: raised when that block ends
            _WHOLE[1] = error
            return
        raise error

    def unraisable(report) -> None:
        if report.exc_value is not error:
            hook(report)

    hook = sys.unraisablehook
    previous = signal.signal(signal.SIGALRM, expired)
    sys.unraisablehook = unraisable
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        try:
            signal.setitimer(signal.ITIMER_REAL, 0)
        finally:  # (the clock may run out on the line above: what was set is restored all the same)
            signal.signal(signal.SIGALRM, previous)
            sys.unraisablehook = hook
            _WHOLE[1] = None
    if fired:  # the block ended although the clock ran out: its error was swallowed on the way
        raise error


def _outcome(function: Callable[..., Any], args: tuple, extra: dict) -> tuple[str, Any]:
    try:
        return "ok", function(*args, **extra)
    except SlacheckError as exc:
        return "bad", (exc.file, exc.message, exc.line, exc.page, exc.problems)
    except MemoryError:
        return "memory", None
    except RecursionError:
        return "bug", traceback.format_exc(limit=20)
    except Exception:  # noqa: BLE001 - a bug: its traceback is shown by the parent
        return "bug", traceback.format_exc()


def bounded_input(what: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Decorator for a reader of one input file parsed in this process (an incident log, a
    terms file, a checklist, an inventory, an nccl-tests log): while it runs, this process may
    take at most ``Limits.max_memory_mb`` more memory, as a contract's reader child may.

    The reader's first argument is the file; its ``limits`` argument (else the environment's)
    gives the bound. Running out of it is a ``SlacheckError`` naming the file; readers called
    inside another keep the tighter bound.
    """
    def decorate(reader: Callable[..., Any]) -> Callable[..., Any]:
        signature = inspect.signature(reader)

        @functools.wraps(reader)
        def bounded(*args: Any, **kwargs: Any) -> Any:
            arguments = signature.bind_partial(*args, **kwargs).arguments
            limits = arguments.get("limits") or Limits.from_env()
            file = next(iter(arguments.values()), what)
            file = Path(file) if isinstance(file, (str, Path)) else what
            with memory_bound(limits, file, what):
                return reader(*args, **kwargs)

        return bounded

    return decorate


@contextmanager
def memory_bound(limits: Limits, file: str | Path, what: str) -> Iterator[None]:
    """This process may take at most ``limits.max_memory_mb`` more memory inside the block
    (an address-space limit, Linux); a ``MemoryError`` there names ``file``, and so does the
    ``OSError`` (ENOMEM) a mapping refused by that limit raises (``mmap`` of a reader's shared
    result memory: Python says so as an OSError, not a MemoryError)."""
    try:
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        cap = address_space_cap(limits.max_memory_mb, (soft, hard))
    except (ImportError, OSError, ValueError):
        cap = None
    if cap is not None:
        resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    try:
        yield
    except MemoryError:
        raise SlacheckError(file, memory_message(what, limits)) from None
    except OSError as exc:
        if exc.errno != errno.ENOMEM:
            raise
        raise SlacheckError(file, memory_message(what, limits)) from None
    finally:
        if cap is not None:
            resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def address_space_cap(max_mb: float, current: tuple[int, int]) -> int | None:
    """What this process holds now plus ``max_mb``, within the limits already set; None
    where the size cannot be read (not Linux)."""
    import resource

    try:
        with open("/proc/self/statm") as fh:
            held = int(fh.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None
    cap = held + int(max_mb * MB)
    for limit in current:
        if limit != resource.RLIM_INFINITY:
            cap = min(cap, limit)
    return cap


def memory_message(what: str, limits: Limits) -> str:
    return f"{what} needed more than {limits.max_memory_mb:g} MB of memory (limit SLACHECK_MAX_MEMORY_MB)"


def limit_memory(max_mb: float) -> None:
    """Cap this process's address space at what it holds now plus ``max_mb`` (Linux)."""
    try:
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        cap = address_space_cap(max_mb, (soft, hard))
    except (ImportError, OSError, ValueError):
        return
    if cap is not None:
        resource.setrlimit(resource.RLIMIT_AS, (cap, hard))

