"""Two logs read at once, one whole log per core (``reconcile``: ours and the vendor's).

Each log is read by one process in blocks (``incidents.parallel``) and handed over once: the
other log by a forked child, while this process reads its own. Halving each log between two
processes, one log after the other, paid a hand-over and a join per log on the way.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ..columns.forked import InChild, can_fork, taking_second_core
from ..limits import Limits
from .parallel import SHARED_EXTRA_BYTES, SHARED_PER_BYTE, TailOffer, can_read_in_parallel, offering_tail, tail_cut
from .read import read_incident_table
from .table import as_zone


@contextmanager
def read_beside(path: str | Path, *, fork: bool = True, tail_of: str | Path | None = None,
                **kwargs) -> Iterator[BesideRead]:
    """``read_incident_table(path, **kwargs)`` in a forked child while this process reads another
    log (``.result()`` gives the table): one whole log per core, each read in blocks and handed
    over once, instead of each log halved between two processes and joined, one after the other.
    A small log, no second core or ``fork`` false: ``.result()`` reads it here. ``tail_of``: the log
    this process reads (read with the zone, end and limits of ``kwargs``), whose last part the child
    reads too once it has read its own, for this process to join (``parallel.TailOffer``)."""
    path = Path(path)
    fork = fork and can_read_in_parallel(path) and can_fork()
    shared = path.stat().st_size * SHARED_PER_BYTE + SHARED_EXTRA_BYTES if fork else 0
    offer = tail_offer(tail_of, path, kwargs) if fork and tail_of is not None else None
    if offer is None:
        function = read_incident_table
    else:
        shared += (offer.cut[2] - offer.cut[1]) * SHARED_PER_BYTE
        function = functools.partial(read_with_tail, offer)
    with InChild(function, path, fork=fork, shared_bytes=shared, **kwargs) as child, \
            taking_second_core(child.forked):
        read = BesideRead(child, offer)
        with offering_tail(offer if child.forked else None):
            yield read


def read_with_tail(offer: TailOffer, path: Path, **kwargs) -> tuple:
    """(In the child) the log's table, then the tail of the other (``TailOffer.read_in_child``)."""
    return read_incident_table(path, **kwargs), offer.read_in_child()


def tail_offer(tail_of: str | Path, path: Path, kwargs: dict) -> TailOffer | None:
    """The tail of ``tail_of`` the child reads after ``path`` (``parallel.tail_cut``); None where there is none
    to read (a small log, a file that cannot be cut)."""
    ours = Path(tail_of)
    try:
        cut = tail_cut(ours, path.stat().st_size)
    except OSError:
        return None  # (this process's read says why)
    if cut is None:
        return None
    return TailOffer(ours, cut, as_zone(kwargs.get("tz", "Asia/Shanghai")), kwargs.get("as_of_ms"),
                     kwargs.get("limits") or Limits.from_env())


class BesideRead:
    """The child's read: the other log's table (``result()``) and, with a ``TailOffer``, the tail of this
    process's log it read after it (the offer's ``result()``), both from the one answer, taken when first asked."""

    def __init__(self, child: InChild, offer: TailOffer | None):
        self.child, self.outcome = child, None
        if offer is not None:
            offer.take = self.tail
        self.with_tail = offer is not None

    @property
    def forked(self) -> bool:
        return self.child.forked

    def answer(self) -> tuple:
        if self.outcome is None:
            try:
                self.outcome = (True, self.child.result())
            except Exception as error:  # noqa: BLE001 - raised where the table is asked for (``result``)
                self.outcome = (False, error)
        return self.outcome

    def result(self):
        """The log's table (its problem raised here)."""
        if not self.with_tail:
            return self.child.result()
        done, value = self.answer()
        if not done:
            raise value
        return value[0]

    def tail(self):
        """The tail the child read (None where it did not, or failed)."""
        done, value = self.answer()
        return value[1] if done else None
