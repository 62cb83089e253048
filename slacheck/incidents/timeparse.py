"""ISO 8601 times → epoch milliseconds, a million at a time (SPEC §3: naive = contract zone).

Naive times in one of the common fixed widths go through numpy's C parser and a per-hour
UTC offset table; anything else (offsets, ``Z``, odd forms) and every hour that contains a
DST change fall back to ``datetime.fromisoformat`` row by row, so both routes agree.
"""

from __future__ import annotations

import warnings
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import numpy as np

from ..sla.months import to_epoch_ms

FAST_WIDTHS = {10, 16, 19, 23}  # date, minutes, seconds, milliseconds
MS_PER_HOUR = 3_600_000


def parse_time(text: str, tz: ZoneInfo) -> int:
    """One ISO 8601 time → epoch ms; naive means local in ``tz`` (fold=0). Raises ValueError."""
    text = text.strip()
    if not text or not text[0].isdigit():
        raise ValueError(text)
    if text.endswith(("Z", "z")):
        text = text[:-1] + "+00:00"
    return to_epoch_ms(datetime.fromisoformat(text), tz)


def parse_time_column(values: list[str], tz: ZoneInfo) -> tuple[np.ndarray, list[int]]:
    """Epoch ms for every value, and the indices of values that are not times (left 0)."""
    n = len(values)
    out = np.zeros(n, dtype=np.int64)
    fast = np.zeros(n, dtype=bool)
    widths = set(map(len, values))
    if n and widths <= FAST_WIDTHS:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("error")
                local = np.array(values, dtype="datetime64[ms]")
            ok = ~np.isnat(local)
            if ok.all():
                out[:] = local_to_utc_ms(local.astype(np.int64), tz)
                fast[:] = out != np.iinfo(np.int64).min
        except (ValueError, Warning):
            pass
    bad: list[int] = []
    for i in np.flatnonzero(~fast).tolist():
        try:
            out[i] = parse_time(values[i], tz)
        except ValueError:
            bad.append(i)
    return out, bad


def local_to_utc_ms(local_ms: np.ndarray, tz: ZoneInfo) -> np.ndarray:
    """Wall-clock ms (as if UTC) → real epoch ms in ``tz``.

    Hours whose UTC offset is the same at both ends are shifted in bulk; the rare hour holding
    a DST change is marked with int64 min, and the caller parses those rows one by one.
    """
    row_hours = local_ms // MS_PER_HOUR
    first_hour, last_hour = int(row_hours.min()), int(row_hours.max())
    if last_hour - first_hour < 2_000_000:  # up to ~228 years: a direct table over the range
        hours = np.arange(first_hour, last_hour + 1, dtype=np.int64)
        inverse = row_hours - first_hour
    else:
        hours, inverse = np.unique(row_hours, return_inverse=True)
    epoch = datetime(1970, 1, 1)
    shift = np.empty(len(hours), dtype=np.int64)
    for k, hour in enumerate(hours.tolist()):
        first = epoch + timedelta(hours=hour)
        last = first + timedelta(minutes=59, seconds=59, milliseconds=999)
        start_offset = to_epoch_ms(first, tz) - hour * MS_PER_HOUR
        end_offset = to_epoch_ms(last, tz) - (hour * MS_PER_HOUR + MS_PER_HOUR - 1)
        shift[k] = start_offset if start_offset == end_offset else np.iinfo(np.int64).min
    row_shift = shift[inverse.reshape(-1)]
    result = local_ms + row_shift
    result[row_shift == np.iinfo(np.int64).min] = np.iinfo(np.int64).min
    return result
