"""A maintenance notice as the contract counts it (SPEC §3.2, §3.6; README "Maintenance notice in business days").

A contract may require its notice in business days ("at least five (5) business days' prior notice", 提前5个工作日
通知): the term is 120 hours counted in ``working_days`` (``ContractTerms.maintenance_notice_counted_in``). The log gives
each maintenance's notice in calendar hours (``notice_hours``: it was announced that long before its start), so the
claim counts the part of that notice that fell on weekdays, Monday to Friday in the contract's time zone, against the
required N × 24 hours: six calendar days across a weekend are four business days, short of five, and the maintenance
counts as downtime. Equal still excludes (SPEC §3.6). Public holidays are not known: a notice they could make short is
said on the month for a person to check (``notice_notes``). A notice in calendar hours is compared as logged.

Pure and column-wise, as the engine is: one pass over the incidents with a notice.
"""

from __future__ import annotations

import math
from zoneinfo import ZoneInfo

import numpy as np

from ..incidents.table import MAINTENANCE
from .availability import messages
from .months import MS_PER_HOUR, local_ms

DAY_MS = 24 * MS_PER_HOUR
WORKING_DAYS = "working_days"
SHOWN = 5  # incidents a month's note names one by one; the rest are counted


def weekday_ms_to(local: np.ndarray) -> np.ndarray:
    """Weekday (Monday to Friday) ms from a fixed Monday to each local wall-clock epoch ms: the difference of two is the
    weekday time between them."""
    day = local // DAY_MS
    week, weekday = np.divmod(day + 3, 7)  # 1970-01-01 was a Thursday (Monday: 0)
    return week * 5 * DAY_MS + np.minimum(weekday, 5) * DAY_MS + np.where(weekday < 5, local - day * DAY_MS, 0)


def notice_as_counted(notice_hours: np.ndarray, start_ms: np.ndarray, zone: ZoneInfo,
                      counted_in: str | None) -> np.ndarray:
    """Each incident's notice in the hours the contract counts it in: as logged (calendar hours), or under a notice in
    working days the hours of it on weekdays (from start − notice_hours to start, local days in ``zone``). NaN (no
    notice given) stays NaN."""
    if counted_in != WORKING_DAYS:
        return notice_hours
    counted = np.array(notice_hours, dtype=np.float64, copy=True)
    given = np.flatnonzero(~np.isnan(counted))
    if len(given):
        start = np.asarray(start_ms, dtype=np.int64)[given]
        since = start - np.rint(counted[given] * MS_PER_HOUR).astype(np.int64)
        local = local_ms(np.concatenate((since, start)), zone)
        weekday = weekday_ms_to(local[len(given):]) - weekday_ms_to(local[:len(given)])
        counted[given] = weekday / MS_PER_HOUR
    return counted


def days_said(hours: float) -> str:
    """Hours of weekday notice as business days, down to a hundredth (never shown reaching what it does not: 4.999
    is 4.99, not 5)."""
    return f"{math.floor(hours / 24 * 100 + 1e-9) / 100:.2f}".rstrip("0").rstrip(".")


def notice_notes(ids, listed: np.ndarray, cause: np.ndarray, logged: np.ndarray, counted: np.ndarray,
                 required: float | None, counted_in: str | None) -> list[str]:
    """What a month's review says of the maintenance it lists (``listed``) judged on business days, where counting them
    decides: counted although its calendar hours reach the requirement (a vendor reading hours excludes it), or
    excluded with less than a day to spare (a public holiday on a weekday of the notice would make it short)."""
    if counted_in != WORKING_DAYS or required is None or not len(listed):
        return []
    rows = listed[(cause[listed] == MAINTENANCE) & ~np.isnan(counted[listed])]
    if not len(rows):
        return []
    words = messages()["business_day_notice"]
    short = rows[(counted[rows] < required) & (logged[rows] >= required)]
    close = rows[(counted[rows] >= required) & (counted[rows] - 24 < required)]
    notes = []
    for kind, these in (("short", short), ("close", close)):
        for k in these[:SHOWN].tolist():
            notes.append(words[kind].format(id=ids[k], days=days_said(float(counted[k])),
                                            hours=f"{float(logged[k]):g}", required=days_said(required),
                                            required_hours=f"{required:g}"))
        if len(these) > SHOWN:
            notes.append(words[f"{kind}_more"].format(count=len(these) - SHOWN))
    return notes
