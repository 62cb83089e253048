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
        raise ValueError(f"month {label!r}: there is no month {month} (months are 01 to 12)")
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


def months_after(day: date, months: int) -> date:
    """The same day of the month ``months`` calendar months after ``day``, or that month's last day where it is shorter
    (31 January + 1 month: 28 February): a window said in months ends so, not after 30 days a month."""
    year, month = day.year, day.month
    for _ in range(months):
        year, month = next_month(year, month)
    return min(date(year, month, 1) + timedelta(days=day.day - 1), last_day_of_month(f"{year:04d}-{month:02d}"))


QUARTER_HOUR_MS = 900_000


def iso_local_times(ms, tz: ZoneInfo, offsets: dict[int, int] | None = None) -> list[str]:
    """``from_epoch_ms(m, tz).isoformat()`` for every epoch-ms value in ``ms``, column-wise.

    Offsets change only at quarter-hour instants in every real zone, so one ``utcoffset``
    per distinct quarter hour serves all the instants in it. Whole seconds (what logs hold)
    are written digit by digit into a byte matrix, so a million times take a fraction of a
    second; other instants go through numpy's own formatting. ``offsets`` (quarter hour →
    offset seconds) may be shared by the calls on one log's chunks, which meet the same hours.
    """
    import numpy as np

    ms = np.asarray(ms, dtype=np.int64)
    if ms.size == 0:
        return []
    matrix = iso_local_matrix(ms, tz, offsets)
    if matrix is not None:
        return matrix.view("S25").reshape(-1).astype("U25").tolist()
    local, suffixes, row_offset = _local_times(ms, tz, offsets)
    whole = (ms % 1000 == 0) & (local >= _YEAR_1_MS) & (local < _YEAR_10000_MS)
    text = np.where(whole, np.datetime_as_string(local.astype("datetime64[ms]"), unit="s"),
                    np.datetime_as_string(local.astype("datetime64[ms]"), unit="us"))
    return np.char.add(text.astype(str), suffixes[row_offset]).tolist()


def iso_local_bytes(ms, tz: ZoneInfo, offsets: dict[int, int] | None = None):
    """``iso_local_times`` as an ``S`` array of ASCII (what column-wise JSON writers splice)."""
    import numpy as np

    matrix = iso_local_matrix(ms, tz, offsets)
    if matrix is not None:
        return matrix.view("S25").reshape(-1)
    return np.array(iso_local_times(ms, tz, offsets), dtype="S")


def iso_local_matrix(ms, tz: ZoneInfo, offsets: dict[int, int] | None = None):
    """``iso_local_times`` as a (rows, 25) uint8 matrix of ASCII, or None when some instant is
    not a whole second in years 1-9999 with a ``+hh:mm`` offset (then its text is longer)."""
    import numpy as np

    ms = np.asarray(ms, dtype=np.int64)
    if ms.size == 0:
        return np.zeros((0, 25), dtype=np.uint8)
    local, suffixes, row_offset = _local_times(ms, tz, offsets)
    whole = (ms % 1000 == 0) & (local >= _YEAR_1_MS) & (local < _YEAR_10000_MS)
    if not (whole.all() and all(len(x) == 6 for x in suffixes.tolist())):
        return None
    return _iso_whole_seconds(local, suffixes.astype("S6"), row_offset)


def local_ms(ms, tz: ZoneInfo):
    """Each epoch-ms instant of the int64 array ``ms`` as local wall-clock epoch ms in ``tz`` (its day and time of day
    there: a weekday is told from it)."""
    return _local_times(ms, tz, zone_offsets(tz))[0] if len(ms) else ms


def _local_times(ms, tz: ZoneInfo, offsets: dict[int, int] | None):
    """Local epoch ms, the distinct ``+hh:mm`` suffixes and each instant's index into them."""
    import numpy as np

    quarters = ms // QUARTER_HOUR_MS
    low = int(quarters.min())
    span = int(quarters.max()) - low + 1
    known = offsets if isinstance(offsets, QuarterOffsets) else QuarterOffsets(offsets or ())
    if span <= 4 * len(ms) + 1024:  # a log's quarter hours marked on their range: no sort
        present = np.zeros(span, dtype=bool)
        present[quarters - low] = True
        buckets = np.flatnonzero(present)
        distinct, which = np.unique(known.table_of(buckets + low, tz), return_inverse=True)
        code = np.empty(span, dtype=np.int64)  # each quarter's offset, as an index into ``distinct``
        code[buckets] = which
        row_offset = code[quarters - low]
    else:
        buckets, index = np.unique(quarters, return_inverse=True)
        distinct, which = np.unique(known.looked_up(buckets.tolist(), tz), return_inverse=True)
        row_offset = which[index]
    suffixes = np.array([format_offset(timedelta(seconds=int(o))) for o in distinct])
    return ms + distinct[row_offset] * 1000, suffixes, row_offset


class QuarterOffsets(dict):
    """Quarter hour → the zone's UTC offset in seconds, each looked up once (a log's blocks meet
    the same quarters: one ``QuarterOffsets`` serves them all); the quarters of a dense range
    are kept as a table as well, so a block of a log reads its quarters' offsets with one
    gather instead of a dict look-up per quarter (~35k a year, in every block).

    Both are bounded, as one is kept per zone for the life of a process (``zone_offsets``): the
    table covers at most ``MOST_TABLED`` quarters (past them it starts again from the range
    asked), the dict holds at most ``MOST_KEPT`` (past them it is emptied first). A range or a
    log past them is still answered whole, only not all of it kept for the next call."""

    UNKNOWN = -(2 ** 62)
    MOST_TABLED = 2 ** 18  # ~7.5 years of quarter hours: 2 MB
    MOST_KEPT = 2 ** 16  # ~1.9 years of quarter hours

    def __init__(self, known=()):
        super().__init__(known)
        self.first = 0  # the quarter hour at ``table[0]``
        self.table = None  # offset seconds by quarter hour from ``first``, UNKNOWN where not looked up

    def looked_up(self, quarters: list[int], tz: ZoneInfo) -> list[int]:
        """The offset of each of ``quarters``."""
        missing = set(quarters).difference(self)
        if missing:  # (a year of quarters: ~35k; the zone asked directly, seconds once per distinct offset)
            if len(self) + len(missing) > self.MOST_KEPT:  # emptied first: these quarters asked again
                self.clear()
                missing = set(quarters)
            step, moment, utcoffset = QUARTER_HOUR_MS // 1000, datetime.fromtimestamp, tz.utcoffset
            offsets = [utcoffset(moment(b * step, tz)) for b in missing]
            seconds = {offset: int(offset.total_seconds()) for offset in set(offsets)}
            self.update(zip(missing, map(seconds.__getitem__, offsets)))
        return list(map(self.__getitem__, quarters))

    def table_of(self, quarters, tz: ZoneInfo):
        """The offset of each of ``quarters`` (distinct, sorted, a dense range) as an int64 array."""
        import numpy as np

        lo, hi = int(quarters[0]), int(quarters[-1])
        table = self.table
        if table is None or lo < self.first or hi >= self.first + len(table):
            first = lo if table is None else min(lo, self.first)
            end = hi + 1 if table is None else max(hi + 1, self.first + len(table))
            if table is not None and (end - first > 8 * (hi + 1 - lo) + 2 ** 16  # blocks far apart: start again
                                      or end - first > self.MOST_TABLED):
                first, end, table = lo, hi + 1, None
            grown = np.full(end - first, self.UNKNOWN, dtype=np.int64)
            if table is not None:
                grown[self.first - first:self.first - first + len(table)] = table
            self.first, self.table = first, grown
        seconds = self.table[quarters - self.first]
        missing = np.flatnonzero(seconds == self.UNKNOWN)
        if len(missing):
            seconds[missing] = self.looked_up(quarters[missing].tolist(), tz)
            self.table[quarters[missing] - self.first] = seconds[missing]
        return seconds


_ZONE_OFFSETS: dict = {}


def zone_offsets(tz: ZoneInfo) -> QuarterOffsets:
    """This process's ``QuarterOffsets`` of ``tz``, shared by its callers: what one looked up
    serves the next, and a child forked afterwards (the vendor's dispute texts) inherits it."""
    return _ZONE_OFFSETS.setdefault(tz, QuarterOffsets())


def look_up_quarters(times, tz: ZoneInfo) -> None:
    """Look up (``zone_offsets``) the offset of every quarter hour from the first to the last of
    the epoch-ms arrays ``times``, when those are dense (at most 4 a time, as ``_local_times``
    reads a table): made once for several callers instead of once by each."""
    import numpy as np

    times = [t for t in times if len(t)]
    if not times:
        return
    low = min(int(t.min()) for t in times) // QUARTER_HOUR_MS
    high = max(int(t.max()) for t in times) // QUARTER_HOUR_MS
    if high - low < 4 * sum(len(t) for t in times) + 1024:
        zone_offsets(tz).table_of(np.arange(low, high + 1, dtype=np.int64), tz)


_YEAR_1_MS = -62135596800000  # 0001-01-01T00:00:00
_YEAR_10000_MS = 253402300800000  # 10000-01-01T00:00:00


def _iso_whole_seconds(local_ms, suffixes, row_offset):
    """'YYYY-MM-DDTHH:MM:SS+hh:mm' for local epoch ms in whole seconds as a (rows, 25) uint8 matrix.

    A log spans few days and at most 86,400 seconds of a day: each distinct day's date and
    each second's time of day are written once (``_civil_digits``) and copied into the rows."""
    import numpy as np

    days, ms_of_day = np.divmod(local_ms, 86_400_000)
    first = int(days.min())
    span = int(days.max()) - first + 1
    out = np.empty((len(local_ms), 25), dtype=np.uint8)
    # each row's date, time and offset as one item each: a row's part is copied whole, not byte by byte
    fields = out.view(np.dtype([("date", "V10"), ("time", "V9"), ("offset", "V6")])).reshape(-1)
    if span <= max(len(local_ms), 1024):
        dates = np.ascontiguousarray(_civil_digits(np.arange(first, first + span), None)[:, :10])
        fields["date"] = dates.view("V10").reshape(-1).take(days - first)
        fields["time"] = _times_of_day().view("V9").reshape(-1).take(ms_of_day // 1000)
    else:
        out[:, :19] = _civil_digits(days, ms_of_day // 1000)
    fields["offset"] = np.frombuffer(b"".join(suffixes.tolist()), dtype="V6").take(row_offset)
    return out


_TIMES_OF_DAY: list = []


def _times_of_day():
    """'THH:MM:SS' of each second of a day, a (86400, 9) uint8 matrix (built once)."""
    import numpy as np

    if not _TIMES_OF_DAY:
        _TIMES_OF_DAY.append(_civil_digits(np.zeros(86_400, dtype=np.int64), np.arange(86_400))[:, 10:19].copy())
    return _TIMES_OF_DAY[0]


def _civil_digits(days, second_of_day):
    """'YYYY-MM-DDTHH:MM:SS' (rows, 19) uint8 for days since 1970 and seconds of the day (None:
    the date only, the rest left unset). Civil date from days: H. Hinnant's days_from_civil
    inverse, in integer column arithmetic."""
    import numpy as np

    z = days + 719_468
    era = np.floor_divide(z, 146_097)
    doe = z - era * 146_097
    yoe = (doe - doe // 1460 + doe // 36_524 - doe // 146_096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    day = doy - (153 * mp + 2) // 5 + 1
    month = np.where(mp < 10, mp + 3, mp - 9)
    year = yoe + era * 400 + (month <= 2)
    out = np.empty((len(days), 19), dtype=np.uint8)
    fields = [(0, year, 4), (5, month, 2), (8, day, 2)]
    marks = [(4, "-"), (7, "-")]
    if second_of_day is not None:
        fields += [(11, second_of_day // 3600, 2), (14, second_of_day // 60 % 60, 2), (17, second_of_day % 60, 2)]
        marks += [(10, "T"), (13, ":"), (16, ":")]
    for column, value, width in fields:
        for k in range(width):
            out[:, column + width - 1 - k] = value // 10 ** k % 10 + ord("0")
    for column, char in marks:
        out[:, column] = ord(char)
    return out


def format_offset(offset: timedelta) -> str:
    """``+08:00`` as ``datetime.isoformat`` writes a UTC offset."""
    return datetime(2000, 1, 1, tzinfo=timezone(offset)).isoformat()[19:]
