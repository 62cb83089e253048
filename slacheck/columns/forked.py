"""Work for the second core: a forked child computes while this process goes on.

A big reconcile computes the vendor's claim while it pairs and prices ours, and writes the
head of its JSON while it renders the rest. The child's result comes back as a small pickle
through a pipe, its arrays' bytes through shared memory (a pipe moves ~200 MB/s on this kind
of machine; the two-core CSV reader, ``incidents/parallel.py``, hands its part back through
here too), and its error is raised here: bad input as the ``SlacheckError`` it was, anything else
as the exception it raised, the child's traceback as its cause. Without ``fork`` or a second
core the work runs in this process when its result is asked for. The fork itself, the pipe and
the child's end are ``forking.Forked``'s, as the sandbox's readers' are.
"""

from __future__ import annotations

import mmap
import os
import pickle
import select
import signal
import threading
import traceback
from contextlib import contextmanager
from typing import Any, Callable, Iterable, Iterator

from ..errors import SlacheckError
from ..forking import Forked


def can_fork() -> bool:
    """A second core, and no other thread (a fork copies only the calling thread, and a thread
    running beside it, the audit database's writer, has the second core already), nor a forked
    child working beside this process (``second_core_taken``; a forked child itself is one)."""
    return (hasattr(os, "fork") and (os.cpu_count() or 1) > 1 and threading.active_count() == 1
            and not second_core_taken())


_taken = [False]  # the second core is busy with a forked child's work (or this process is that child)


def second_core_taken() -> bool:
    """Is the second core busy already? Then work is done here, in one process (a log read in
    blocks without a child, say)."""
    return _taken[0]


@contextmanager
def taking_second_core(taken: bool = True) -> Iterator[None]:
    """Inside the block (when ``taken``) the second core counts as busy: ``second_core_taken``."""
    before = _taken[0]
    _taken[0] = before or taken
    try:
        yield
    finally:
        _taken[0] = before


class InChild:
    """``function(*args, **kwargs)`` run in a forked child; ``result()`` waits for it.

    Use it as a context manager: leaving the block (an error here, say) stops a child whose
    result was not asked for, so no child outlives the work it was started for.
    ``shared_bytes``: shared memory reserved for the result's arrays (pages are used only when
    written); a result that does not fit comes through the pipe, slower but whole.
    """

    def __init__(self, function: Callable[..., Any], *args: Any, shared_bytes: int = 0, fork: bool = True,
                 **kwargs: Any):
        self.child: Forked | None = None
        self.call = (function, args, kwargs)
        if not (fork and can_fork()):  # (``fork=False``: work too small to be worth a process)
            return
        self.shared = mmap.mmap(-1, max(mmap.PAGESIZE, shared_bytes))  # anonymous: shared with the child

        def answer() -> bytes:
            _taken[0] = True  # a worker has no core to share: it does its work in one process
            keep_freed_memory()
            return pickle.dumps(_outcome(function, args, kwargs, self.shared), protocol=5)

        self.child = Forked(answer)

    def result(self) -> Any:
        """The function's result (or its exception raised here)."""
        if self.child is None:
            function, args, kwargs = self.call
            return function(*args, **kwargs)
        try:
            payload = self.child.read_all()
        except BaseException:  # (Ctrl-C while waiting: no child outlives the call)
            self.close()
            raise
        status = self.child.ended(answered=bool(payload))  # (waited for only when it sent nothing: how it ended)
        self.child = None
        if not payload:
            if os.WIFSIGNALED(status):
                raise RuntimeError(f"a forked worker died ({signal.Signals(os.WTERMSIG(status)).name})")
            raise RuntimeError(f"a forked worker stopped without an answer (exit status {os.WEXITSTATUS(status)})")
        kind, value = pickle.loads(payload)
        if kind == "ok":
            return receive(value, self.shared)
        if kind == "bad":
            file, message, line, page, problems = value
            raise SlacheckError(file, message, line=line, page=page, problems=problems)
        error, trace = value
        raise error from RuntimeError(f"in a forked worker:\n{trace}")

    @property
    def forked(self) -> bool:
        """Does a child do the work (else ``result()`` does it here)?"""
        return self.child is not None

    @property
    def pid(self) -> int | None:
        """The child's process id while its result is not taken."""
        return self.child.pid if self.child is not None else None

    def ready(self) -> bool:
        """Is the result there to take without waiting? (A child writes its answer when it is done.)"""
        return self.child is None or bool(select.select([self.child.fd], [], [], 0)[0])

    def close(self) -> None:
        """Stop the child if its result was not asked for."""
        if self.child is not None:
            self.child.stop()
            self.child = None

    def __enter__(self) -> "InChild":
        return self

    def __exit__(self, *exc_info) -> None:
        self.close()


M_TRIM_THRESHOLD, M_TOP_PAD, M_MMAP_THRESHOLD = -1, -2, -3  # glibc's mallopt parameters
KEPT_BLOCKS_UP_TO = 32 * 2**20  # glibc's largest mmap threshold: bigger blocks are mapped and unmapped still


def keep_freed_memory() -> None:
    """(In a forked worker) glibc's malloc keeps the memory freed for the next allocation instead
    of handing it back to the kernel. A worker's temporaries are big arrays (a million pairs: ~9 MB
    each), which malloc maps fresh and unmaps when freed, and every page of a fresh mapping costs a
    page fault when first touched (here ~3-12 us a 4 KiB page, more than most numpy passes over
    it): kept, the next array of that size reuses pages already faulted in. The matching's child
    of a 1M vs 1M reconcile: minor faults 89k -> 52k, system time 0.20 -> 0.11 s. A short-lived
    worker only: a parent keeping its memory would share it with the children it forks, and
    pay copy-on-write faults on every page it reuses. Elsewhere (another C library) nothing."""
    try:
        import ctypes  # (numpy has loaded it already)

        mallopt = ctypes.CDLL(None).mallopt
    except (ImportError, OSError, AttributeError):
        return
    mallopt(M_MMAP_THRESHOLD, KEPT_BLOCKS_UP_TO)  # (fixed: glibc no longer moves it)
    mallopt(M_TRIM_THRESHOLD, 2**30)  # the heap's free top stays mapped
    mallopt(M_TOP_PAD, 16 * 2**20)  # and grows 16 MB at a time


def file_descriptor(stream) -> int | None:
    """The stream's file descriptor (a child writes to it), or None (an in-memory stream)."""
    try:
        return stream.fileno()
    except (AttributeError, OSError, ValueError):  # io.UnsupportedOperation is an OSError
        return None


def write_all(fd: int, chunks) -> None:
    """Every chunk's bytes written to ``fd`` (a child's share of a big output)."""
    for chunk in chunks:
        view = memoryview(chunk)
        while view:
            view = view[os.write(fd, view):]


def write_in_two(stream, head: Iterable[bytes], rest: Callable[[], Iterable[bytes]]) -> None:
    """``head``'s chunks, then ``rest()``'s, written to ``stream`` (binary). A forked child
    writes the head while this process renders the rest (``write_after``): the same bytes, on
    two cores. A stream without a file descriptor (in memory) or a machine without ``fork`` or
    a second core gets both written here, one after the other."""
    child = head_in_child(stream, head)
    if child is None:
        stream.writelines(head)
        stream.writelines(rest())
        return
    with child:
        write_after(stream, child, rest())


def head_in_child(stream, head: Iterable[bytes]) -> InChild | None:
    """A forked child writing ``head``'s chunks to ``stream``'s file descriptor (what the stream
    buffered is written first), or None where that cannot be (no descriptor, fork or second core)."""
    fd = file_descriptor(stream)
    if fd is None or not can_fork():
        return None
    stream.flush()
    return InChild(write_all, fd, head)


def write_after(stream, child: InChild, rest: Iterable[bytes]) -> None:
    """``rest``'s chunks written to ``stream`` after the head ``child`` writes: kept here while
    it writes, then written as they come once it is done (less memory held, less written at the end)."""
    _written_in_turn(rest, child.ready, child.result, stream.writelines)


def write_after_in_two(stream, child: InChild, first: Iterable[bytes], second: Iterable[bytes]) -> None:
    """``first``'s chunks, then ``second``'s, written to ``stream`` after the head ``child``
    writes: ``second`` rendered by one more forked child meanwhile, which writes it when this
    process has written ``first`` (its turn: the end of a pipe). Same bytes as ``write_after``
    with the two one after the other."""
    fd = file_descriptor(stream)
    turn_read, turn_write = os.pipe()
    try:
        last = InChild(_write_in_turn, fd, turn_read, turn_write, second)
    finally:
        os.close(turn_read)
    with last:
        try:
            write_after(stream, child, first)
            stream.flush()
        except BaseException:
            last.close()  # stopped before its turn: it writes nothing
            raise
        finally:
            os.close(turn_write)
        last.result()


def _write_in_turn(fd: int, turn_read: int, turn_write: int, chunks: Iterable[bytes]) -> None:
    """(In a child) ``chunks`` written to ``fd`` once ``turn_read`` ends (whoever writes before is
    done): rendered and kept meanwhile, then written as they come."""
    os.close(turn_write)
    # the end of turn_read: nothing is ever written to it, so a read returns once it is closed
    _written_in_turn(chunks, lambda: bool(select.select([turn_read], [], [], 0)[0]),
                     lambda: os.read(turn_read, 1), lambda held: write_all(fd, held))


def _written_in_turn(chunks: Iterable[bytes], turn_came: Callable[[], bool], take_turn: Callable[[], Any],
                     write: Callable[[list[bytes]], None]) -> None:
    """``chunks`` written by ``write`` in their turn: kept while ``turn_came()`` says no, then
    (after ``take_turn()``, which waits for it if need be) what was kept and each chunk as it comes."""
    held: list[bytes] | None = []
    for chunk in chunks:
        if held is not None and turn_came():
            take_turn()
            write(held)
            held = None
        if held is None:
            write([chunk])
        else:
            held.append(chunk)
    if held is not None:
        take_turn()
        write(held)


def _outcome(function, args, kwargs, shared: mmap.mmap) -> tuple[str, Any]:
    from .arena import arrays_in

    try:
        with arrays_in(shared):  # the result's arrays made where they are sent from
            return "ok", send(function(*args, **kwargs), shared)
    except SlacheckError as exc:
        return "bad", (exc.file, exc.message, exc.line, exc.page, exc.problems)
    except BaseException as exc:  # noqa: BLE001 - raised again in the parent
        trace = traceback.format_exc()
        try:
            pickle.dumps(exc)
        except Exception:  # noqa: BLE001 - an exception that does not pickle: its text
            exc = RuntimeError(f"{type(exc).__name__}: {exc}")
        return "error", (exc, trace)


def send(value: Any, shared: mmap.mmap) -> bytes:
    """``value`` as a small pickle for the pipe, its buffers' bytes in ``shared``: those made
    there already (``columns.arena``, inside ``arrays_in(shared)``) where they lie, the others
    copied in after them; a value too big for ``shared`` is pickled whole."""
    from .arena import MADV_POPULATE_WRITE, current_arena, populate

    buffers: list[pickle.PickleBuffer] = []
    header = pickle.dumps(value, protocol=5, buffer_callback=buffers.append)
    raws = [buffer.raw() for buffer in buffers]
    arena = current_arena()
    arena = arena if arena is not None and arena.shared is shared else None
    placed = [arena.offset_of(raw) if arena is not None else None for raw in raws]
    start = arena.used if arena is not None else 0
    total = sum(raw.nbytes for raw, at in zip(raws, placed) if at is None)
    if start + total > len(shared):
        return pickle.dumps((pickle.dumps(value, protocol=5), None), protocol=5)
    populate(shared, MADV_POPULATE_WRITE, total, start)
    spans, offset = [], start
    for raw, at in zip(raws, placed):
        if at is None:
            shared[offset:offset + raw.nbytes] = raw
            at = offset
            offset += raw.nbytes
        spans.append((at, raw.nbytes))
    return pickle.dumps((header, spans), protocol=5)


def receive(payload: bytes, shared: mmap.mmap) -> Any:
    """What ``send`` sent; its arrays lie in ``shared`` (kept alive by them)."""
    from .arena import MADV_POPULATE_READ, populate

    header, spans = pickle.loads(payload)
    if spans is None:
        return pickle.loads(header)
    populate(shared, MADV_POPULATE_READ, max((offset + size for offset, size in spans), default=0))
    view = memoryview(shared)
    return pickle.loads(header, buffers=[view[offset:offset + size] for offset, size in spans])
