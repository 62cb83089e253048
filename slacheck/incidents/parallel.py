"""A big plain CSV log read on two cores: each half parsed and validated in its own process.

The file is cut at a newline near the middle; a forked child reads and validates the second
half (the header line prepended) while this process does the first, then the two
``IncidentTable``s are joined: unit codes are remapped through the first half's names, so
names keep their order of first appearance, and the child's line numbers are shifted by the
first half's newlines. The result equals the one-process read exactly (tested).

Anything unusual — a problem in either half (bad line, duplicate id, quotes, blank lines),
an id in both halves, a child that fails — is not reported from here: the caller reads the
whole file again in one process, which reports every problem with its line as always.
"""

from __future__ import annotations

import os
import pickle
from pathlib import Path
from zoneinfo import ZoneInfo

import numpy as np

from ..errors import SlacheckError
from ..limits import Limits
from ..sla.engine import ALL_UNITS, IncidentTable
from .csvlog import read_bytes, read_plain_spec_chunk
from .validate import build_table

PARALLEL_MIN_BYTES = 20 * 1024 * 1024  # below this one process is fast enough and simpler
FIRST_SHARE = 0.5  # where the file is cut (measured 0.48-0.53: no clear difference)


def can_read_in_parallel(path: Path) -> bool:
    try:
        return hasattr(os, "fork") and (os.cpu_count() or 1) > 1 and path.stat().st_size >= PARALLEL_MIN_BYTES
    except OSError:
        return False


def read_csv_table_in_parallel(path: Path, zone: ZoneInfo, inventory: set[str] | None, as_of_ms: int | None,
                               limits: Limits) -> IncidentTable | None:
    """The validated table of a big plain CSV, or None when the one-process read must decide."""
    data = read_bytes(path, limits)
    if data.startswith(b"\xef\xbb\xbf") or b"\r" in data:
        return None
    header_end = data.find(b"\n")
    mid = data.find(b"\n", int(len(data) * FIRST_SHARE)) + 1
    if header_end < 0 or mid <= header_end + 1 or mid >= len(data) or data[mid:mid + 1] == b"\n" \
            or data[mid - 2:mid] == b"\n\n":
        return None
    header = data[:header_end + 1]
    read_fd, write_fd = os.pipe()
    pid = os.fork()
    if pid == 0:  # child: the second half; never returns into the caller's code
        status = 1
        try:
            os.close(read_fd)
            table = half_table(path, header + data[mid:], zone, inventory, as_of_ms, limits)
            hashes = table.ids.hashes() if table is not None else None
            payload = pickle.dumps((table, hashes), protocol=pickle.HIGHEST_PROTOCOL)
            with os.fdopen(write_fd, "wb") as out:
                out.write(payload)
            status = 0
        finally:
            os._exit(status)
    os.close(write_fd)
    try:
        first = half_table(path, data[:mid], zone, inventory, as_of_ms, limits)
        del data
        first_hashes = first.ids.hashes() if first is not None else None
        with os.fdopen(read_fd, "rb") as pipe:
            payload = pipe.read()
        try:
            second, second_hashes = pickle.loads(payload) if payload else (None, None)
        except (pickle.UnpicklingError, EOFError):  # the child died while writing
            second = None
        if first is None or second is None:
            return None
        if share_a_value(first_hashes, second_hashes):
            return None  # maybe an id in both halves: the one-process read decides and reports it
        first_lines = int(first.lines[-1]) if len(first) else 1  # a plain half has no blank lines
        return join_tables(first, second, line_offset=first_lines - 1)
    finally:
        os.waitpid(pid, 0)  # after the join: the child's exit overlaps it


def share_a_value(a: np.ndarray, b: np.ndarray) -> bool:
    """Do two hash arrays have a value in common? (Equal hashes — a shared id, or a
    one-in-billions collision — send the file to the one-process read.) (Both sorted first: a sorted search is cache-friendly.)"""
    if not len(a) or not len(b):
        return False
    a, b = np.sort(a), np.sort(b)
    at = np.minimum(np.searchsorted(a, b), len(a) - 1)
    return bool(np.any(a[at] == b))


def half_table(path: Path, chunk: bytes, zone: ZoneInfo, inventory: set[str] | None, as_of_ms: int | None,
               limits: Limits) -> IncidentTable | None:
    raw = read_plain_spec_chunk(path, chunk, limits)
    if raw is None:
        return None
    try:
        return build_table(raw, zone, inventory=inventory, as_of_ms=as_of_ms)
    except SlacheckError:
        return None


def join_tables(first: IncidentTable, second: IncidentTable, line_offset: int) -> IncidentTable:
    """``first`` then ``second`` (ids already checked to be disjoint)."""
    code_of = {name: k for k, name in enumerate(first.unit_names)}
    remap = [code_of.setdefault(name, len(code_of)) for name in second.unit_names]
    remap_array = np.array(remap + [ALL_UNITS], dtype=np.int64)  # code -1 (`*`) picks the last entry
    return IncidentTable(
        ids=first.ids.concat(second.ids),
        start_ms=np.concatenate((first.start_ms, second.start_ms)),
        end_ms=np.concatenate((first.end_ms, second.end_ms)),
        cause=np.concatenate((first.cause, second.cause)),
        notice_hours=np.concatenate((first.notice_hours, second.notice_hours)),
        pair_incident=np.concatenate((first.pair_incident, second.pair_incident + len(first))),
        pair_unit=np.concatenate((first.pair_unit, remap_array[second.pair_unit])),
        unit_names=list(code_of),
        lines=np.concatenate((first.lines, second.lines + line_offset)),
        file=first.file,
    )

