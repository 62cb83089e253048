"""ISO 8601 times → epoch milliseconds, a million at a time (SPEC §3: naive = contract zone).

The common layouts (``YYYY-MM-DD[T ]HH:MM[:SS[.fff|.ffffff]][Z|±HH:MM]`` and a bare date)
are parsed straight from the bytes with numpy: digits and separators checked column by
column, calendar fields range-checked, days counted with integer arithmetic. Naive times go
through a per-hour UTC offset table of the zone. Every other form, every invalid value and
every hour that holds a DST change falls back to ``datetime.fromisoformat`` row by row, the
reference the fast route is tested against (a repeated local time is its first occurrence).
"""

from __future__ import annotations

from datetime import datetime, timedelta
from functools import lru_cache
from zoneinfo import ZoneInfo

import numpy as np

from ..sla.months import to_epoch_ms
from .fields import FieldColumn

MS_PER_HOUR = 3_600_000
MS_PER_DAY = 86_400_000
NOT_FAST = np.iinfo(np.int64).min

# length → (base layout, suffix); 'd' digit, 'T' either 'T' or ' ', '~' either '+' or '-'
BASES = ("dddd-dd-dd", "dddd-dd-ddTdd:dd", "dddd-dd-ddTdd:dd:dd", "dddd-dd-ddTdd:dd:dd.ddd",
         "dddd-dd-ddTdd:dd:dd.dddddd")
SUFFIXES = ("", "Z", "~dd:dd")
LAYOUTS = {len(b) + len(s): (b, s) for b in BASES for s in SUFFIXES if not (b == BASES[0] and s)}


def parse_time(text: str, tz: ZoneInfo) -> int:
    """One ISO 8601 time → epoch ms; naive means local in ``tz`` (fold=0). Raises ValueError."""
    text = text.strip()
    if not text or not text[0].isdigit():
        raise ValueError(text)
    if text.endswith(("Z", "z")):
        text = text[:-1] + "+00:00"
    return to_epoch_ms(datetime.fromisoformat(text), tz)


def parse_time_column(values: list[str] | FieldColumn, tz: ZoneInfo) -> tuple[np.ndarray, list[int]]:
    """Epoch ms for every value, and the indices of values that are not times (left 0)."""
    column = values if isinstance(values, FieldColumn) else FieldColumn.from_strings(values)
    n = len(column)
    lengths = column.lengths
    counts = np.bincount(np.minimum(lengths, 64)) if n else np.zeros(0, dtype=np.int64)
    if n and len(counts) - 1 in LAYOUTS and counts[-1] == n:  # every value one layout's length (a log's): parsed whole
        out = parse_layout(column.matrix(np.arange(n), len(counts) - 1), *LAYOUTS[len(counts) - 1], tz)
    else:
        out = np.full(n, NOT_FAST, dtype=np.int64)
        for length in np.flatnonzero(counts).tolist():
            if length in LAYOUTS:
                rows = np.flatnonzero(lengths == length) if counts[length] != n else np.arange(n)
                out[rows] = parse_layout(column.matrix(rows, length), *LAYOUTS[length], tz)
    bad: list[int] = []
    slow = np.flatnonzero(out == NOT_FAST)
    if len(slow):  # a time starts with a digit (after spaces): other fields are bad without a parse each
        heads = column.data[np.minimum(column.starts[slow], len(column.data) - 1)]
        maybe = ((heads - np.uint8(48)) <= 9) | (heads <= 32) | (heads >= 128)  # a digit, a space, non-ASCII
        cannot = ~maybe | (column.lengths[slow] == 0)
        out[slow[cannot]] = 0
        bad_fast = slow[cannot].tolist()
        slow = slow[~cannot]
    else:
        bad_fast = []
    for i in slow.tolist():
        try:
            out[i] = parse_time(column.text(i), tz)
        except (ValueError, OverflowError):  # overflow: a year-1 or year-9999 time shifted out of range
            out[i] = 0
            bad.append(i)
    return out, sorted(bad_fast + bad)


def parse_layout(block: np.ndarray, base: str, suffix: str, tz: ZoneInfo) -> np.ndarray:
    """Epoch ms of each row of ``block`` (bytes in the layout ``base + suffix``); NOT_FAST where not.

    The block is turned so that each byte position is one contiguous row: every check and
    digit below is a pass over a plain array, not a strided column of a narrow matrix. A run of
    digit positions is checked by its greatest digit, numbers are built in place, and a block
    whose rows all pass (a log's) is shifted to UTC whole, without a gather and scatter of its rows."""
    layout = base + suffix
    template = np.frombuffer(layout.encode("ascii"), dtype=np.uint8)
    fixed_at = np.flatnonzero(~np.isin(template, np.frombuffer(b"dT~", dtype=np.uint8)))
    at = np.ascontiguousarray(block.T)  # at[k]: byte k of every row
    digits = at - np.uint8(48)  # uint8 wraps: below '0' is > 9
    ok = (at[fixed_at] == template[fixed_at, None]).all(axis=0)
    for lo, hi in digit_runs(layout):
        ok &= digits[lo:hi].max(axis=0) <= 9
    if "T" in layout:
        sep = at[layout.index("T")]
        ok &= (sep == 84) | (sep == 32)

    def number(start: int, width: int) -> np.ndarray:
        value = digits[start].astype(np.int32)
        for k in range(start + 1, start + width):
            value *= 10
            value += digits[k]
        return value

    year, month, day = number(0, 4), number(5, 2), number(8, 2)
    ok &= in_range(year, 2, 9998) & in_range(month, 1, 12) & (day >= 1)  # years 1, 9999: fallback
    if len(base) > 10:
        hour, minute = number(11, 2), number(14, 2)
        ok &= (hour <= 23) & (minute <= 59)
        of_hour = minute * 60  # ms into the hour: at most 3,599,999 (int32)
        if len(base) > 16:
            second = number(17, 2)
            ok &= second <= 59
            of_hour += second
        of_hour *= 1000
        if len(base) == 23:
            of_hour += number(20, 3)
        elif len(base) == 26:
            of_hour += number(20, 6) // 1000  # fromisoformat keeps microseconds; epoch ms floors them
    else:
        hour = of_hour = None
    every = bool(ok.all())
    month_index = year * 12 + (month - 1) if every else np.clip(year, 0, 9999) * 12 + np.clip(month - 1, 0, 11)
    first_day, month_days = month_tables()
    ok &= day <= month_days[month_index]
    every = every and bool(ok.all())
    days = first_day[month_index] + (day - 1)
    hours = days * 24
    if hour is not None:
        hours += hour
    wall_ms = hours * MS_PER_HOUR
    if of_hour is not None:
        wall_ms += of_hour
    if suffix == "Z":
        result = wall_ms
    elif suffix:
        sign_char = at[len(base)]
        ok &= (sign_char == 43) | (sign_char == 45)
        sign = np.where(sign_char == 45, -1, 1)
        off_h, off_m = number(len(base) + 1, 2), number(len(base) + 4, 2)
        ok &= (off_h <= 23) & (off_m <= 59)
        result = wall_ms - sign * (off_h * 60 + off_m) * 60_000
        every = False
    elif every:  # every row a time: the whole block at once
        return local_to_utc_ms(wall_ms, tz, hours)
    else:
        result = np.full(len(block), NOT_FAST, dtype=np.int64)
        if ok.any():
            result[ok] = local_to_utc_ms(wall_ms[ok], tz, hours[ok])
    if not every:
        result[~ok] = NOT_FAST
    return result


def in_range(values: np.ndarray, low: int, high: int) -> np.ndarray:
    """``low <= values <= high`` for int32 ``values`` in two passes (below ``low`` wraps to a big unsigned)."""
    return (values - np.int32(low)).view(np.uint32) <= high - low


@lru_cache(maxsize=64)
def digit_runs(layout: str) -> tuple[tuple[int, int], ...]:
    """The runs of digit positions (``d``) of a layout, as (start, end) slices."""
    runs: list[list[int]] = []
    for k, char in enumerate(layout):
        if char == "d":
            if runs and runs[-1][1] == k:
                runs[-1][1] = k + 1
            else:
                runs.append([k, k + 1])
    return tuple((lo, hi) for lo, hi in runs)


@lru_cache(maxsize=1)
def month_tables() -> tuple[np.ndarray, np.ndarray]:
    """Per month of the years 0-9999 (index ``year * 12 + month - 1``): days from 1970-01-01 to
    its first day (int64), and its number of days. The lengths from the calendar (February 29 days
    in a leap year), the first days their running sum from 0000-01-01: a few passes over the 120k
    months, not the civil-date arithmetic (divisions) for each month's first day and the next's
    (~8 ms of each process that parses times)."""
    years = np.arange(10_000, dtype=np.int64)
    lengths = np.tile(np.array([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31], dtype=np.int64), 10_000)
    lengths[1::12] += (years % 4 == 0) & ((years % 100 != 0) | (years % 400 == 0))
    first = np.empty_like(lengths)
    first[0] = days_from_civil(np.zeros(1, dtype=np.int64), np.ones(1, dtype=np.int64), np.ones(1, dtype=np.int64))[0]
    np.cumsum(lengths[:-1], out=first[1:])
    first[1:] += first[0]
    for table in (first, lengths):  # shared by every caller (lru_cache): read-only
        table.flags.writeable = False
    return first, lengths


def days_from_civil(year: np.ndarray, month: np.ndarray, day: np.ndarray) -> np.ndarray:
    """Days since 1970-01-01 of proleptic Gregorian dates (H. Hinnant's algorithm), vectorised."""
    y = year - (month <= 2)
    era = y // 400
    yoe = y - era * 400
    doy = (153 * (month + np.where(month > 2, -3, 9)) + 2) // 5 + day - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def local_to_utc_ms(local_ms: np.ndarray, tz: ZoneInfo, row_hours: np.ndarray | None = None) -> np.ndarray:
    """Wall-clock ms (as if UTC) → real epoch ms in ``tz`` (``row_hours``: their hours since the
    epoch, when the caller has them).

    Hours whose UTC offset is the same at both ends are shifted in bulk; the rare hour holding
    a DST change is marked NOT_FAST, and the caller parses those rows one by one.
    """
    if len(local_ms) == 0:
        return local_ms.astype(np.int64)
    if row_hours is None:
        row_hours = local_ms // MS_PER_HOUR
    first_hour, last_hour = int(row_hours.min()), int(row_hours.max())
    if last_hour - first_hour < 2_000_000:  # up to ~228 years: a direct table over the range
        # the table's range is widened to whole 8192-hour steps, so the blocks of one big log
        # (each spanning slightly different hours) share one cached table
        first_hour, last_hour = first_hour - first_hour % 8192, last_hour - last_hour % 8192 + 8191
        shift = hour_shifts(tz, first_hour, last_hour)
        row_shift = shift[row_hours - first_hour]
    else:
        hours, inverse = np.unique(row_hours, return_inverse=True)
        shift = np.array([hour_shifts(tz, h, h)[0] for h in hours.tolist()], dtype=np.int64)
        row_shift = shift[inverse.reshape(-1)]
    result = local_ms + row_shift
    result[row_shift == NOT_FAST] = NOT_FAST
    return result


@lru_cache(maxsize=16)
def hour_shifts(tz: ZoneInfo, first_hour: int, last_hour: int) -> np.ndarray:
    """Per local hour in ``[first_hour, last_hour]``: wall → UTC shift in ms, NOT_FAST if it changes."""
    one_hour, last_ms = timedelta(hours=1), timedelta(minutes=59, seconds=59, milliseconds=999)
    utcoffset, starts, ends = tz.utcoffset, [], []
    moment = datetime(1970, 1, 1) + timedelta(hours=first_hour)
    for _ in range(last_hour - first_hour + 1):
        starts.append(utcoffset(moment))
        ends.append(utcoffset(moment + last_ms))
        moment += one_hour
    shift_of = {offset: -(offset // timedelta(milliseconds=1)) for offset in set(starts)}  # a few distinct offsets
    shift = np.array([shift_of[start] if start == end else NOT_FAST for start, end in zip(starts, ends)],
                     dtype=np.int64)
    shift.flags.writeable = False
    return shift
