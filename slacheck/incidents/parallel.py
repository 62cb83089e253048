"""A big plain CSV log read in blocks, on two cores.

The file is cut at newlines into blocks of about ``BLOCK_BYTES``; each block (the header line
prepended) is parsed and validated on its own, and the block tables are joined. Small blocks
keep every temporary array small and its memory reused, which matters more than it seems:
on this kind of machine touching fresh memory costs about a millisecond per megabyte, and a
whole-file pass allocates gigabytes of temporaries (measured: 2.7 s whole vs 1.2 s in blocks
on one core for a million rows). Each process reads its part of the file a block at a time
(the whole file is never in memory): a forked child the second half, this process the first;
the child hands its joined columns back through shared memory, with a small pickle through a
pipe saying where they lie.

Joining remaps unit codes through the names seen so far, so names keep their order of first
appearance; each block's line numbers are shifted by the lines before it. The result equals the
one-process whole-file read exactly (tested). Anything unusual — a problem in any block (bad
line, duplicate id, quoting only the csv module reads, blank lines at a block's end), an id
in two blocks, a child that fails — is not reported from here: the caller reads the whole
file again in one process, which reports every problem with its line as always.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Callable
from zoneinfo import ZoneInfo

import numpy as np

from ..errors import SlacheckError
from ..columns.arena import concatenated, result_array
from ..columns.fields import PADDING
from ..columns.forked import InChild, can_fork, second_core_taken
from ..columns.hashing import running_sha256, update_from_file
from ..columns.ids import IdColumn, ends_in_order, in_order
from ..limits import Limits
from .table import ALL_UNITS, IncidentTable
from .csvlog import read_plain_spec_chunk
from .validate import build_table, end_not_given_notes, merged_read_as, values_notes

PARALLEL_MIN_BYTES = 20 * 1024 * 1024  # below this one process is fast enough and simpler
FIRST_SHARE = 0.5  # where the file is cut between the two processes
SHARED_PER_BYTE = 3  # shared memory reserved per byte of the child's part (pages are used only when written)
SHARED_EXTRA_BYTES = 2**20
BLOCK_BYTES = 4 * 1024 * 1024  # measured on 1M rows: 1 MB blocks 1.8 s, 4 MB 1.2 s, 9 MB 1.3 s, whole 2.7 s


def can_read_in_parallel(path: Path) -> bool:
    """Is the file big enough for the block reader, and a second core there (or taken by other
    work beside this read: then the blocks are all read here, ``second_core_taken``)?"""
    try:
        cores = hasattr(os, "fork") and (os.cpu_count() or 1) > 1 or second_core_taken()
        return cores and path.stat().st_size >= PARALLEL_MIN_BYTES
    except OSError:
        return False


def read_csv_table_in_parallel(path: Path, zone: ZoneInfo, inventory: set[str] | None, as_of_ms: int | None,
                               limits: Limits, *, hash_log: bool = False,
                               ahead: Callable[[], None] | None = None) -> IncidentTable | None:
    """The validated table of a big plain CSV, or None when the one-process read must decide;
    with ``hash_log`` its ``sha256`` too (this process hashes the file as it reads its part,
    then the child's part). ``ahead()`` runs here once this process has read its part, while the
    child may still read, send or join its own (the caller's next modules: off its serial path). With the
    second core taken by a child reading another log that offers this log's tail (``TailOffer``), this process
    reads the lines before it and joins that child's part as its own child's."""
    if path.stat().st_size > limits.max_file_mb * 1024 * 1024:
        return None  # the one-process read reports it
    offer = None if can_fork() else offered_tail(path, zone, inventory, as_of_ms, limits)
    cut = part_cut(path, FIRST_SHARE) if offer is None else offer.cut
    if cut is None:
        return None
    header, middle, size = cut
    if offer is None and not can_fork():  # the other core works on something else (or no fork): every block read here
        return read_csv_table_here(path, header, size, zone, inventory, as_of_ms, limits, hash_log=hash_log)
    shared_bytes = (size - middle) * SHARED_PER_BYTE + SHARED_EXTRA_BYTES
    with offer or InChild(read_joined, path, header, middle, size, zone, inventory, as_of_ms, limits,
                          shared_bytes=shared_bytes) as child:  # the second part of the file
        digest = started_digest(header, hash_log)
        first = read_blocks(path, header, len(header), middle, zone, inventory, as_of_ms, limits, digest)
        if first is None:
            return None  # (the child is stopped: the one-process read decides)
        if digest is not None:
            try:
                update_from_file(digest, path, middle, size)  # the child's part, from the page cache meanwhile
            except OSError:
                digest = None  # the file changed under us: the child finds out, or the store hashes it again
        if ahead is not None:
            ahead()
        try:
            second = child.result()
        except Exception:  # noqa: BLE001 - whatever failed there (it died, bad input, a bug) is the one-process read's to report
            return None
    if second is None:
        return None
    (tables, first_hashes, first_lines), (rest, second_hashes) = first, second
    if parts_share_a_value(tables, first_hashes, rest, second_hashes):
        return None  # maybe an id in both parts: the one-process read decides and reports it
    rest.lines += first_lines  # the child counted its lines from the start of its part
    table = join_tables(tables + [rest], as_of_ms, zone)  # copies: nothing refers to the child's shared memory after
    table.sha256 = digest.hexdigest() if digest is not None else None
    return table


def part_cut(path: Path, share: float) -> tuple[bytes, int, int] | None:
    """(The header line, where the line after ``share`` of the file starts, the file's size); None when the
    file cannot be cut in two there (a byte order mark, no whole header line, no line after the cut)."""
    size = path.stat().st_size
    with path.open("rb") as fh:
        header = fh.readline()
        fh.seek(max(len(header), int(size * share)))
        middle = fh.tell() + len(fh.readline())  # the start of the line after the cut
    if header.startswith(b"\xef\xbb\xbf") or not header.endswith(b"\n") or middle >= size:
        return None
    return header, middle, size


class TailOffer:
    """The last part of a big plain CSV log (from ``cut``'s middle on) read by a forked child once it has read
    another log beside this process (``incidents.beside``: our log and the vendor's), for this process to join
    after the lines before it, which it reads, as it joins its own child's part (``read_csv_table_in_parallel``).
    This process has more to do before it reads its log than the child (the modules and the terms), so without
    it the child would wait idle for it. ``take()`` gives what ``read_joined`` gave there (None: read nothing)."""

    def __init__(self, path: Path, cut: tuple[bytes, int, int], zone: ZoneInfo, as_of_ms: int | None,
                 limits: Limits):
        self.path, self.cut = path, cut
        self.key = (file_identity(path), zone, as_of_ms, limits)
        self.take: Callable[[], tuple | None] = lambda: None  # (set by whoever holds the child: ``BesideRead``)

    def read_in_child(self) -> tuple[IncidentTable, np.ndarray | None] | None:
        """(In the child) ``read_joined``'s part from the cut; None where it fails (this process decides)."""
        header, middle, size = self.cut
        try:
            return read_joined(self.path, header, middle, size, self.key[1], None, self.key[2], self.key[3])
        except Exception:  # noqa: BLE001 - the tail is this process's to read then: the other log's table still counts
            return None

    def result(self) -> tuple[IncidentTable, np.ndarray | None] | None:
        return self.take()

    def __enter__(self) -> "TailOffer":
        return self

    def __exit__(self, *exc_info) -> None:
        pass


# half of what this process does beside the child before it reads its log (the reconcile's modules, the terms:
# ~0.08 s CPU), in bytes of a log read, less the tail's hand-over (on the 1M benchmark 1 and 2 MiB bracket the
# balance: the child then ends with this process's read; 4 MiB left this process waiting for it)
TAIL_AHEAD_BYTES = 3 * 2**19
_offers: list[TailOffer] = []  # the tails offered by the child reading beside this process


def tail_cut(path: Path, other_bytes: int) -> tuple[bytes, int, int] | None:
    """Where the tail a child reads after a log of ``other_bytes`` starts: half the two logs' difference past
    ``TAIL_AHEAD_BYTES`` (this process's other work before its read), at most half the log; None where the log
    is too small for the block reader or cannot be cut."""
    size = path.stat().st_size
    tail = (size - other_bytes) / 2 + TAIL_AHEAD_BYTES
    if size < PARALLEL_MIN_BYTES or tail <= 0:
        return None
    return part_cut(path, max(1 - tail / size, FIRST_SHARE))


@contextmanager
def offering_tail(offer: TailOffer | None) -> Iterator[None]:
    """``offer`` there for ``read_csv_table_in_parallel`` to take inside the block (nothing with None)."""
    if offer is not None:
        _offers.append(offer)
    try:
        yield
    finally:
        if offer in _offers:
            _offers.remove(offer)


def offered_tail(path: Path, zone: ZoneInfo, inventory: set[str] | None, as_of_ms: int | None,
                 limits: Limits) -> TailOffer | None:
    """The tail a child reads of this very file, read as it would be here (no inventory, the same zone, end and
    limits), taken once; else None."""
    if inventory is not None or not _offers:
        return None
    key = (file_identity(path), zone, as_of_ms, limits)
    offer = next((o for o in _offers if o.key == key), None)
    if offer is not None:
        _offers.remove(offer)
    return offer


def file_identity(path: Path) -> tuple:
    """The file as it is now: the same file unchanged has the same identity."""
    stat = path.stat()
    return stat.st_dev, stat.st_ino, stat.st_size, stat.st_mtime_ns


def read_joined(path: Path, header: bytes, lo: int, hi: int, zone: ZoneInfo, inventory: set[str] | None,
                as_of_ms: int | None, limits: Limits) -> tuple[IncidentTable, np.ndarray | None] | None:
    """(In the child) ``read_blocks``' part joined into one table, with its ids' sorted hashes (None
    when they are in order); None as there."""
    part = read_blocks(path, header, lo, hi, zone, inventory, as_of_ms, limits)
    if part is None:
        return None
    tables, hashes, _ = part
    return join_tables(tables), hashes


def read_csv_table_here(path: Path, header: bytes, size: int, zone: ZoneInfo, inventory: set[str] | None,
                        as_of_ms: int | None, limits: Limits, *, hash_log: bool = False) -> IncidentTable | None:
    """``read_csv_table_in_parallel``'s table read in this process alone, block after block."""
    digest = started_digest(header, hash_log)
    read = read_blocks(path, header, len(header), size, zone, inventory, as_of_ms, limits, digest)
    if read is None:
        return None
    table = join_tables(read[0], as_of_ms, zone)
    table.sha256 = digest.hexdigest() if digest is not None else None
    return table


def started_digest(header: bytes, hash_log: bool):
    """With ``hash_log``, the file's running sha256 (the audit database's key, hashed while it is read), its
    header line in already; else None."""
    if not hash_log:
        return None
    digest = running_sha256()
    digest.update(header)
    return digest


def read_blocks(path: Path, header: bytes, lo: int, hi: int, zone: ZoneInfo, inventory: set[str] | None,
                as_of_ms: int | None, limits: Limits,
                digest=None) -> tuple[list[IncidentTable], np.ndarray | None, int] | None:
    """Tables of the lines in bytes ``[lo, hi)`` of the file (whole lines), read ``BLOCK_BYTES`` at a
    time, their ids' sorted hashes (None when the ids are in order: ``ids.in_order``) and the number
    of lines read; None if a block is not plain or has a problem, or an id repeats. Line numbers
    count as if the part followed the header. ``digest`` is fed the bytes as they are read.
    """
    tables: list[IncidentTable] = []
    lines_read = 0
    at_end_of_file = hi == path.stat().st_size
    # one buffer for every block: the header, the line cut off the last block, the next
    # piece read into place, then the padding; each block is one copy out of it (not a fresh
    # read, a join and a padded copy, each touching new memory)
    buffer = bytearray(len(header) + BLOCK_BYTES + len(PADDING))
    buffer[:len(header)] = header
    carry = 0  # bytes after the header: the start of a line the last piece cut
    with path.open("rb") as fh:
        fh.seek(lo)
        position = lo
        while position < hi:
            start = len(header) + carry
            want = min(BLOCK_BYTES, hi - position)
            if start + want + len(PADDING) > len(buffer):  # a line longer than a block: room for it
                buffer = buffer[:start] + bytearray(want + len(PADDING))
            view = memoryview(buffer)
            got = fh.readinto(view[start:start + want])
            if not got:
                return None  # the file shrank while we read it
            position += got
            if digest is not None:
                digest.update(view[start:start + got])
            end = start + got
            cut = end if position >= hi else buffer.rfind(b"\n", start, end) + 1
            if cut == 0:  # no line ends in this piece (a line longer than a block): read on
                carry = end - len(header)
                continue
            rest = bytes(view[cut:end])
            view[cut:cut + len(PADDING)] = PADDING
            block = bytes(view[:cut + len(PADDING)])
            view.release()
            buffer[len(header):len(header) + len(rest)] = rest
            carry = len(rest)
            if (position < hi or not at_end_of_file) and block.endswith(b"\n\n" + PADDING):
                return None  # a blank line at a block's end would shift the next blocks' line numbers
            raw = read_plain_spec_chunk(path, block, limits, padded=True)
            if raw is None:
                return None
            lines = block_lines(raw.lines, block, len(header), cut)
            try:
                table = build_table(raw, zone, inventory=inventory, as_of_ms=as_of_ms, say_ended=False)
            except SlacheckError:
                return None
            table.lines += lines_read  # rows of empty fields are skipped, so lines, not rows, are counted
            lines_read += lines
            tables.append(table)
    if carry or not tables:
        return None
    if in_order([t.ids for t in tables]):
        return tables, None, lines_read  # no id in two blocks, no hash needed (~3 ms a block)
    hashes = sorted_hashes(tables)
    if np.any(hashes[1:] == hashes[:-1]):
        return None  # an id in two blocks (or a hash collision): the one-process read decides
    return tables, hashes, lines_read


def sorted_hashes(tables: list[IncidentTable]) -> np.ndarray:
    """The tables' ids' hashes in ascending order. Each block's are sorted already (its duplicate
    check), or sorted once here: numpy's stable sort merges those runs (~7 ms for half a million,
    against ~40 for the quicksort of the whole part)."""
    return np.sort(np.concatenate([t.ids.sorted_hashes() for t in tables]), kind="stable")


def block_lines(rows, block: bytes, start: int, end: int) -> int:
    """The newlines in ``block[start:end]`` (a block's lines after its header), told from its rows' line
    numbers (``rows``: the split's, the header line 1) when they are every line's and the block ends in
    one plain newline or none; else counted (``count_newlines``: ~1 ms a 4 MB block, ~17 a read of 70 MB)."""
    last, before = block[end - 1:end], block[end - 2:end - 1]
    ends = 1 if last == b"\n" and before not in (b"\n", b"\r") else 0 if last not in (b"\n", b"\r") else None
    if ends is not None and len(rows) and int(rows[-1]) == len(rows) + 1:  # (rows 2.. each line's: none skipped)
        return len(rows) - 1 + ends  # (the lines between the header's newline and the last: len(rows) - 1)
    return count_newlines(block, start)


def count_newlines(data: bytes, start: int) -> int:
    """``data.count(b"\\n", start)`` at numpy's speed (bytes.count tests a byte at a time: 1.3 vs
    0.2 ms a 4 MB block, ~20 ms a million-row log)."""
    return int(np.count_nonzero(np.frombuffer(data, dtype=np.uint8, offset=start) == 10))


def parts_share_a_value(first: list[IncidentTable], first_hashes: np.ndarray | None, rest: IncidentTable,
                        rest_hashes: np.ndarray | None) -> bool:
    """Might an id of the first part's tables be in ``rest`` (the second part, joined)? Each part's
    sorted hashes are None when its ids are in order: two such parts in order one after the other
    share none; else the missing hashes are made here and compared (``share_a_value``)."""
    if first_hashes is None and rest_hashes is None and ends_in_order([t.ids for t in first] + [rest.ids]):
        return False
    return share_a_value(sorted_hashes(first) if first_hashes is None else first_hashes,
                         rest.ids.sorted_hashes() if rest_hashes is None else rest_hashes)


def share_a_value(a: np.ndarray, b: np.ndarray) -> bool:
    """Do two sorted hash arrays have a value in common? (Equal hashes — a shared id, or a
    one-in-billions collision — send the file to the one-process read.)"""
    if not len(a) or not len(b):
        return False
    at = np.minimum(np.searchsorted(a, b), len(a) - 1)
    return bool(np.any(a[at] == b))


def join_tables(tables: list[IncidentTable], as_of_ms: int | None = None,
                zone: ZoneInfo | None = None) -> IncidentTable:
    """The tables one after the other (ids already checked to be disjoint, line numbers already
    those of the file); in a forked child, made in the memory that hands them back
    (``columns.arena``). The incidents marked ended with no end time (``end_not_given_rows``) are
    carried to their rows in the join; with ``zone`` (the file's last join) the note naming them is
    said once, with the file's lines, as the one-process read says it (the blocks leave it out:
    ``build_table``'s ``say_ended``)."""
    read_as = merged_read_as([t.read_as for t in tables])
    own_values_notes = [values_notes(t.file, t.read_as) for t in tables]  # each block's, said again once below
    rows_before = np.concatenate(([0], np.cumsum([len(t) for t in tables])[:-1])).astype(np.int64).tolist()
    code_of: dict[str, int] = {}
    # each block's pairs remapped and shifted straight into the joined columns (a temporary
    # per block and column, then a copy of them all, was twice the fresh memory)
    pairs = int(sum(len(t.pair_unit) for t in tables))
    pair_unit, pair_incident = result_array(pairs, np.int64), result_array(pairs, np.int64)
    at = 0
    for table, offset in zip(tables, rows_before):
        remap = [code_of.setdefault(name, len(code_of)) for name in table.unit_names]
        end = at + len(table.pair_unit)
        # -1 (`*`) picks the last entry ("wrap": as an index does, and not through a buffer as "raise" is)
        np.take(np.array(remap + [ALL_UNITS], dtype=np.int64), table.pair_unit, out=pair_unit[at:end], mode="wrap")
        np.add(table.pair_incident, offset, out=pair_incident[at:end])
        at = end
    joined = IncidentTable(
        ids=IdColumn.join([t.ids for t in tables]),
        start_ms=concatenated([t.start_ms for t in tables]),
        end_ms=concatenated([t.end_ms for t in tables]),
        cause=concatenated([t.cause for t in tables]),
        notice_hours=concatenated([t.notice_hours for t in tables]),
        pair_incident=pair_incident,
        pair_unit=pair_unit,
        unit_names=list(code_of),
        lines=concatenated([t.lines for t in tables]),
        file=tables[0].file,
        # one note for the values read as another word, as the one-process read says it (each block
        # said its own: two "read the values" lines where the whole-file read has one)
        notes=list(dict.fromkeys(note for t, own in zip(tables, own_values_notes) for note in t.notes
                                 if note not in own)) + values_notes(tables[0].file, read_as),
        read_as=read_as,
        end_not_given_rows=[row + offset for table, offset in zip(tables, rows_before)
                            for row in table.end_not_given_rows],
    )
    if zone is not None:
        joined.notes += end_not_given_notes(joined.file, joined.ids, joined.lines,
                                            joined.end_not_given_rows, as_of_ms, zone)
    return joined
