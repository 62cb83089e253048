"""Two logs read at once, one whole log per core (``reconcile``: ours and the vendor's).

Each log is read by one process in blocks (``incidents.parallel``) and handed over once: the
other log by a forked child, while this process reads its own. Halving each log between two
processes, one log after the other, paid a hand-over and a join per log on the way.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ..columns.forked import InChild, second_core_taken, taking_second_core
from .parallel import SHARED_EXTRA_BYTES, SHARED_PER_BYTE, can_read_in_parallel
from .read import read_incident_table


@contextmanager
def read_beside(path: str | Path, *, fork: bool = True, **kwargs) -> Iterator[InChild]:
    """``read_incident_table(path, **kwargs)`` in a forked child while this process reads another
    log (``.result()`` gives the table): one whole log per core, each read in blocks and handed
    over once, instead of each log halved between two processes and joined, one after the other.
    A small log, no second core or ``fork`` false: ``.result()`` reads it here."""
    path = Path(path)
    fork = fork and can_read_in_parallel(path) and not second_core_taken()
    shared = path.stat().st_size * SHARED_PER_BYTE + SHARED_EXTRA_BYTES if fork else 0
    with InChild(read_incident_table, path, fork=fork, shared_bytes=shared, **kwargs) as child, \
            taking_second_core(child.forked):
        yield child
