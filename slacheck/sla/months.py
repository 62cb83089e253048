"""Calendar months and local times in the contract's time zone (SPEC §3, §3.6).

Everything downstream works in integer epoch milliseconds, so durations are real elapsed
time: a DST month is an hour shorter or longer. A naive local time is read in the contract
zone; one that occurs twice at a DST change is its first occurrence (``fold=0``).
"""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

MS_PER_MINUTE = 60_000
MS_PER_HOUR = 3_600_000


def to_epoch_ms(moment: datetime, tz: ZoneInfo) -> int:
    """Epoch milliseconds of ``moment``; a naive moment is local time in ``tz`` (fold=0)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=tz, fold=0)
    delta = moment.astimezone(timezone.utc) - datetime(1970, 1, 1, tzinfo=timezone.utc)
    return delta // timedelta(milliseconds=1)


def from_epoch_ms(ms: int, tz: ZoneInfo) -> datetime:
    """The local datetime in ``tz`` of epoch milliseconds ``ms``."""
    return (datetime(1970, 1, 1, tzinfo=timezone.utc) + timedelta(milliseconds=int(ms))).astimezone(tz)


def month_start_ms(year: int, month: int, tz: ZoneInfo) -> int:
    """Epoch ms of local midnight on the first day of ``year-month`` in ``tz``."""
    return to_epoch_ms(datetime(year, month, 1), tz)


def next_month(year: int, month: int) -> tuple[int, int]:
    return (year + 1, 1) if month == 12 else (year, month + 1)


def month_bounds_ms(label: str, tz: ZoneInfo) -> tuple[int, int]:
    """``[start, end)`` in epoch ms of the calendar month ``YYYY-MM`` in ``tz``."""
    year, month = parse_month(label)
    return month_start_ms(year, month, tz), month_start_ms(*next_month(year, month), tz)


def parse_month(label: str) -> tuple[int, int]:
    """``"2025-06"`` → ``(2025, 6)``; raises ValueError on anything else."""
    year_text, _, month_text = label.partition("-")
    if len(year_text) != 4 or len(month_text) != 2 or not (year_text + month_text).isdigit():
        raise ValueError(f"month {label!r} is not YYYY-MM")
    year, month = int(year_text), int(month_text)
    if not 1 <= month <= 12:
        raise ValueError(f"month {label!r} is not YYYY-MM")
    return year, month


def months_between(first_ms: int, last_ms: int, tz: ZoneInfo) -> list[str]:
    """Labels of every month from the one holding ``first_ms`` to the one holding ``last_ms``."""
    first = from_epoch_ms(first_ms, tz)
    last = from_epoch_ms(last_ms, tz)
    year, month = first.year, first.month
    labels = []
    while (year, month) <= (last.year, last.month):
        labels.append(f"{year:04d}-{month:02d}")
        year, month = next_month(year, month)
    return labels


def last_day_of_month(label: str) -> date:
    year, month = parse_month(label)
    ny, nm = next_month(year, month)
    return date(ny, nm, 1) - timedelta(days=1)


QUARTER_HOUR_MS = 900_000


def iso_local_times(ms, tz: ZoneInfo) -> list[str]:
    """``from_epoch_ms(m, tz).isoformat()`` for every epoch-ms value in ``ms``, column-wise.

    Offsets change only at quarter-hour instants in every real zone, so one ``utcoffset``
    per distinct quarter hour serves all the instants in it; a million times take about a
    second instead of twenty.
    """
    import numpy as np

    ms = np.asarray(ms, dtype=np.int64)
    if ms.size == 0:
        return []
    buckets, index = np.unique(ms // QUARTER_HOUR_MS, return_inverse=True)
    offsets = [datetime.fromtimestamp(int(b) * (QUARTER_HOUR_MS // 1000), tz).utcoffset() for b in buckets]
    offset_ms = np.array([int(o.total_seconds() * 1000) for o in offsets], dtype=np.int64)
    suffixes = np.array([format_offset(o) for o in offsets])
    local = (ms + offset_ms[index]).astype("datetime64[ms]")
    text = np.where(ms % 1000 == 0, np.datetime_as_string(local, unit="s"), np.datetime_as_string(local, unit="us"))
    return np.char.add(text.astype(str), suffixes[index]).tolist()


def format_offset(offset: timedelta) -> str:
    """``+08:00`` as ``datetime.isoformat`` writes a UTC offset."""
    return datetime(2000, 1, 1, tzinfo=timezone(offset)).isoformat()[19:]
