"""The one validator every incident reader shares (STYLE §8: no copy-pasted readers).

Each format maps its records to a ``RawLog`` — columns of the SPEC §3.1 fields as text, with
the source line of each record — and ``build_table`` checks them all at once: missing id,
unparsable or missing time, end before start, unknown cause, bad notice, no units, a unit
not in the inventory, duplicate id. Every problem is collected as ``file:line: problem``
(``errors.collect``) so the user sees every bad line in one run. Checks run column-wise,
so a million-row log is validated in well under a second.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Iterable
from zoneinfo import ZoneInfo

import numpy as np

from ..errors import Problems, collect
from ..columns.ids import IdColumn
from ..models import FIRST_YEAR, LAST_YEAR
from ..words import counted, noun
from .table import ALL_UNITS, CAUSES, IncidentTable
from ..columns.fields import FieldColumn
from ..columns.slices import expand_slices
from ..columns.timeparse import parse_time_column
from ..sla.months import from_epoch_ms
from .formats import accepted_layouts, column_key, find_column, sniff_csv_header

CAUSE_CODES = {name: code for code, name in enumerate(CAUSES)}
FIRST_MS = int(datetime(FIRST_YEAR, 1, 1, tzinfo=timezone.utc).timestamp() * 1000)
AFTER_LAST_MS = int(datetime(LAST_YEAR + 1, 1, 1, tzinfo=timezone.utc).timestamp() * 1000)
MAX_NOTICE_HOURS = 24 * 366 * 10  # ten years of notice: more is a typo


@dataclass
class RawLog:
    """Incident records as text columns, before validation. ``end`` None = still open."""

    file: str
    lines: list[int] = field(default_factory=list)
    ids: list[str] = field(default_factory=list)
    starts: list[str] = field(default_factory=list)
    ends: list[str | None] = field(default_factory=list)
    units: list[str] = field(default_factory=list)  # ';'-separated ids or '*'
    causes: list[str] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)
    problems: list[tuple[int | None, str]] = field(default_factory=Problems)  # found by the reader (bounded)
    skipped: dict[str, list[str]] = field(default_factory=dict)  # reason -> ids of records left out
    # what the format's unit names are ("Statuspage component"); None: unit ids as in our own logs
    unit_source: str | None = None
    notes: list[str] = field(default_factory=list)  # what the reader assumed, said on stderr (SPEC §3.7)
    # rows the source marks ended without saying when (a resolved alert with the zero endsAt): open,
    # but an error about them must not call them "still open"
    end_unknown: set[int] = field(default_factory=set)
    # how long each outage lasted, as written under a duration column (``formats.duration_column``), with that
    # column's (header, unit as written, unit in ms): an empty end is start + duration, a given one must agree
    durations: list[str] | None = None
    duration_unit: tuple[str, str, int] | None = None
    # the reader's second look at the times the ISO 8601 parse refused (``csvlog.reread_year_first``), or None
    reread: Callable | None = None
    # start or end -> the UTC offset its column's header names and the column as written, before that offset was given
    # to its times written without one (``csvlog.zoned_by_header``): the second look reads it and gives the offset too
    zoned: dict[str, tuple[str, object]] = field(default_factory=dict)

    def add(self, line: int, id: str, start: str, end: str | None, units: str, cause: str = "",
            notice: str = "", *, ended: bool = False) -> None:
        """One record. ``ended``: the source marks it ended (closed, resolved) though it gives no end
        (``end_unknown``)."""
        if end is None and ended:
            self.end_unknown.add(len(self.ids))
        self.lines.append(line)
        self.ids.append(id)
        self.starts.append(start)
        self.ends.append(end)
        self.units.append(units)
        self.causes.append(cause)
        self.notices.append(notice)

    def skip(self, reason: str, record_id: str) -> None:
        """Leave a record out, counted under ``reason`` (SPEC §3.7: never silently)."""
        self.skipped.setdefault(reason, []).append(record_id)


class LineNumbers:
    """Source line of each row, as ``int``, without a million-element list."""

    def __init__(self, numbers: np.ndarray):
        self.numbers = numbers

    def __getitem__(self, i: int) -> int:
        return int(self.numbers[i])

    def __len__(self) -> int:
        return len(self.numbers)


# a time written another way than ISO 8601 ("2025/6/1 10:00", "2025年6月1日", epoch seconds) is not guessed at
# (day-first or month-first would be a guess about money): the message says how to write it
ISO_SHAPED = re.compile(r"\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(?:[Zz]|[+-]\d{2}:?\d{2})?$")
TIME_FORMAT_HINT = "write times as ISO 8601: 2025-06-01T10:00:00, with Z or +08:00 for another zone than --tz"


def id_column(column: FieldColumn | list[str]) -> IdColumn:
    """The id column with surrounding whitespace trimmed (checked on the bytes first: a big
    log's ids stay bytes, no ``str`` per row)."""
    if isinstance(column, FieldColumn):
        if column._strings is None and len(column):
            filled = column.nonempty()
            head = column.data[column.starts[filled]]
            tail = column.data[column.ends[filled] - 1]
            if not np.any((head <= 32) | (tail <= 32) | (head >= 128) | (tail >= 128)):  # ASCII or Unicode spaces
                return column.id_column()
        column = column.texts()
    return IdColumn.from_strings([v.strip() for v in column])


def factorize(column: FieldColumn | list[str]) -> tuple[list[str], np.ndarray]:
    """(distinct values in order of first appearance, each row's index into them)."""
    if isinstance(column, FieldColumn):
        return column.factorize()
    index = {text: k for k, text in enumerate(dict.fromkeys(column))}
    return list(index), np.fromiter(map(index.__getitem__, column), dtype=np.int64, count=len(column))


def text_at(column: FieldColumn | list[str | None], i: int) -> str:
    if isinstance(column, FieldColumn):
        return column.text(i)
    value = column[i]
    return "" if value is None else value


def require_columns(file: str | Path, present: Iterable[str], required: dict[str, tuple[str, ...]],
                    line: int = 1, layout: str = "", optional: dict[str, tuple[str, ...]] | None = None
                    ) -> dict[str, str]:
    """Pick the column used for each field; a missing required field is an error that lists
    the accepted names and the other layouts (``--incidents-format``), and so is a field whose
    header stands twice (``start,…,start``, ``start,…,Start``): which of the two holds it would
    be a guess (the first was named, the last was read).

    Args:
        required: field → accepted column names, in order of preference.
        optional: the same for fields a log may leave out (``cause``): picked when present.
        layout: the format's name, for the message.
    Returns:
        field → the column name found.
    """
    have = list(present)
    chosen, missing = {}, []
    for name, accepted in required.items():
        column = find_column(have, accepted)
        if column is None:
            missing.append(f"'{name}'" + (f" (accepted: {', '.join(accepted)})" if accepted != (name,) else ""))
        else:
            chosen[name] = column
    for name, accepted in (optional or {}).items():
        column = find_column(have, accepted)
        if column is not None:
            chosen[name] = column
    problems = [(line, repeated) for name, column in chosen.items() if (repeated := repeated_column(have, name, column))]
    if missing and (separated := other_separator(have)):
        problems.insert(0, (line, separated))
    elif missing:
        what = f" for the {layout} layout" if layout else ""
        problems.insert(0, (line, f"missing required column {', '.join(missing)}{what} (columns: {', '.join(have)}). "
                                  f"{accepted_layouts()}"))
    collect(file, problems)
    return chosen


# what spreadsheets and consoles put between columns, besides commas and tabs (``formats.separator_of``: read)
SEPARATORS = {";": "';'", "|": "'|'"}


def other_separator(header: list[str]) -> str | None:
    """Why a header of one column holding a layout's columns between other separators than commas is not
    read (Excel saves ';' where a comma is the decimal mark; psql's aligned output has '|'): a log
    whose units are written ``n1;n2`` cannot be split on ';' without a guess. None for any other header."""
    if len(header) != 1:
        return None
    for separator, said in SEPARATORS.items():
        columns = [c.strip() for c in header[0].split(separator)]
        if len(columns) > 1 and sniff_csv_header(columns):
            return (f"the header's columns are separated by {said}, not commas ({', '.join(columns)}): save the "
                    "log as comma-separated CSV (Excel: CSV UTF-8 (Comma delimited))")
    return None


def repeated_column(header: list[str], name: str, column: str) -> str | None:
    """The problem of a header that names the column read as ``name`` more than once, or None."""
    key = column_key(column)
    places = [k for k, h in enumerate(header, start=1) if column_key(h) == key]
    if len(places) < 2:
        return None
    said = " and ".join(f"{k} ('{header[k - 1]}')" for k in places)
    return f"columns {said} would each be read as {name}: which one holds it cannot be told; keep one of them"


def build_table(raw: RawLog, tz: ZoneInfo, *, inventory: set[str] | None = None,
                as_of_ms: int | None = None, say_ended: bool = True) -> IncidentTable:
    """Validate every record and return the incident columns the SLA engine computes on.

    Args:
        inventory: unit ids allowed in the log (with GPU ids of an inventory's gpu column).
        as_of_ms: closes incidents that are still open (no end); without it they are errors.
        say_ended: the note naming the incidents marked ended with no end time (``end_not_given_notes``) is in the
            table's notes; a block of a log read in blocks leaves it to the join, which knows the file's lines.
    Raises:
        SlacheckError: every problem, as ``file:line: problem``.
    """
    problems = Problems(raw.problems)
    n = len(raw.ids)
    lines = LineNumbers(raw.lines) if isinstance(raw.lines, np.ndarray) else list(raw.lines)
    ids = id_column(raw.ids)
    starts, ends = raw.starts, raw.ends

    missing_rows = np.flatnonzero(ids.array == b"")
    problems.add_each(missing_rows, lambda i: (lines[i], "missing id"))
    repeated, first_of = ids.duplicate_rows()
    named = ~np.isin(repeated, missing_rows)
    repeated, first_of = repeated[named], first_of[named]
    problems.add_each(range(len(repeated)), lambda k: (lines[int(repeated[k])], f"duplicate id '{ids[int(repeated[k])]}' "
                                                                    f"(first on line {lines[int(first_of[k])]})"))

    def time_problem(column, i: int, what: str) -> tuple[int, str]:
        value = text_at(raw.zoned[what][1] if what in raw.zoned else column, i)  # as written, not given a header's zone
        if is_blank(value):
            return lines[i], f"missing {what} time" + (f" ('{value.strip()}': a database's NULL, no time)"
                                                      if value.strip() else "")
        why = "no such date or time" if ISO_SHAPED.match(value.strip()) else TIME_FORMAT_HINT
        return lines[i], f"unparsable {what} time '{value[:80]}' ({why})"

    start_ms, bad_start = parse_time_column(starts, tz)
    open_rows = [] if isinstance(ends, FieldColumn) or None not in ends else \
        [i for i, v in enumerate(ends) if v is None]
    end_text = [v if v is not None else "" for v in ends] if open_rows else ends
    end_ms, bad_end = parse_time_column(end_text, tz)
    open_set = set(open_rows)
    bad_end = [i for i in bad_end if i not in open_set]
    reread_notes: list[str] = []
    if raw.reread is not None and (len(bad_start) or len(bad_end)):
        (bad_start, bad_end), reread_notes, unmarked = raw.reread(raw, [("start", starts, start_ms, list(bad_start)),
                                                                        ("end", ends, end_ms, bad_end)], tz)
        problems.extend(unmarked)
    problems.add_each(bad_start, lambda i: time_problem(starts, i, "start"))
    if raw.durations is not None:
        bad_end = ends_from_durations(raw, start_ms, end_ms, bad_start, bad_end, lines, problems, tz)
    problems.add_each(bad_end, lambda i: time_problem(ends, i, "end"))
    if as_of_ms is None:
        problems.add_each(open_rows, lambda i: (lines[i], open_problem(raw, ids[i], i)))
    else:
        end_ms[open_rows] = as_of_ms
    bad_times = np.zeros(n, dtype=bool)
    bad_times[bad_start] = True
    bad_times[bad_end] = True
    if as_of_ms is None:
        bad_times[open_rows] = True
    for name, column, ms in (("start", starts, start_ms), ("end", ends, end_ms)):
        skipped = local_times_skipped(column, ms, bad_times, tz)
        problems.add_each(skipped, lambda i: (lines[i], f"{name} time '{text_at(column, i).strip()}' does not exist in "
                                                        f"{tz}: the clocks jump forward over it that day (DST); "
                                                        "write the time with its UTC offset"))
        bad_times[skipped] = True

    def order_problem(i: int) -> tuple[int, str]:
        if i in open_set:  # both instants in the log's own zone: a date-only --as-of is its midnight in --tz
            closes = from_epoch_ms(as_of_ms, tz).isoformat(timespec="seconds")
            opened = from_epoch_ms(start_ms[i], tz).isoformat(timespec="seconds")
            return lines[i], (f"--as-of ({closes}, closing open incident '{ids[i]}') is before its start "
                              f"{text_at(starts, i)} ({opened})")
        return lines[i], f"end {text_at(ends, i)} is before start {text_at(starts, i)}"

    problems.add_each(np.flatnonzero((end_ms < start_ms) & ~bad_times), order_problem)
    for name, column, ms in (("start", starts, start_ms), ("end", ends, end_ms)):
        outside = np.flatnonzero(((ms < FIRST_MS) | (ms >= AFTER_LAST_MS)) & ~bad_times)
        problems.add_each(outside, lambda i: (lines[i], f"{name} time '{text_at(column, i)[:40]}' is outside the "
                                                        f"years {FIRST_YEAR}-{LAST_YEAR}"))

    cause_codes = np.zeros(n, dtype=np.int8)
    distinct_causes, cause_of_row = factorize(raw.causes)
    read_as: dict[str, str] = {}  # a value read as another word (values.yaml) -> the word: said on stderr
    if set(distinct_causes) <= {"", "vendor"}:
        pass  # the common case: all vendor
    else:
        values = field_values()
        lookup = []
        for value in distinct_causes:
            key = value.strip().lower()
            key = "vendor" if not key else values.causes.get(key, key)
            if key != value.strip().lower() and value.strip() and key in CAUSE_CODES:
                read_as.setdefault(value.strip(), f"cause {key}")
            lookup.append(CAUSE_CODES.get(key, -1))
        cause_codes = np.array(lookup, dtype=np.int8)[cause_of_row]
        problems.add_each(np.flatnonzero(cause_codes < 0), lambda i: (
            lines[i], cause_problem(distinct_causes[cause_of_row[i]])))

    notice = np.full(n, np.nan)
    given, texts, text_of_row = given_notices(raw.notices)
    values = np.full(len(texts), np.nan)
    bad_text = np.zeros(len(texts), dtype=bool)
    for k, value in enumerate(texts):  # each distinct text once: a big log repeats a few
        if value.strip():
            try:
                values[k] = float(value)
            except ValueError:
                values[k] = np.nan
            bad_text[k] = not 0 <= values[k] <= MAX_NOTICE_HOURS  # NaN fails too
    notice[given] = values[text_of_row]
    bad_rows = np.flatnonzero(bad_text[text_of_row])
    problems.add_each(bad_rows, lambda k: (lines[int(given[k])], f"notice_hours '{texts[text_of_row[k]][:40]}' "
                                                                 f"is not a number from 0 to {MAX_NOTICE_HOURS:g}"))

    unit_names, pair_incident, pair_unit = map_units(*factorize(raw.units), lines, inventory, problems, read_as,
                                                     lists=raw.unit_source is None)

    collect(raw.file, problems.finish())
    ended = [i for i in open_rows if i in raw.end_unknown] if as_of_ms is not None else []
    return IncidentTable(
        notes=reread_notes + values_notes(raw.file, read_as) + (end_not_given_notes(raw.file, ids, lines, ended,
                                                                                    as_of_ms, tz) if say_ended else []),
        end_not_given_rows=ended,
        read_as=read_as,
        ids=ids,
        start_ms=start_ms,
        end_ms=end_ms,
        cause=cause_codes,
        notice_hours=notice,
        pair_incident=pair_incident,
        pair_unit=pair_unit,
        unit_names=unit_names,
        lines=np.asarray(raw.lines, dtype=np.int64),
        file=raw.file,
    )


def ends_from_durations(raw: RawLog, start_ms: np.ndarray, end_ms: np.ndarray, bad_start, bad_end, lines,
                        problems: Problems, tz: ZoneInfo) -> list[int]:
    """Each empty end that has a duration made start + duration (in ``end_ms``, real elapsed time: across a DST
    change too), a duration that is no number from 0 up refused, and a row whose end and duration disagree
    (by more than half the duration's last written digit: '90' minutes is 89.5 to 90.5) refused with both;
    returns the rows whose end is still bad (missing, with no duration to read it from)."""
    header, unit, unit_ms = raw.duration_unit
    texts, text_of_row = factorize(raw.durations.texts() if isinstance(raw.durations, FieldColumn) else raw.durations)
    amounts = np.full(len(texts), np.nan)
    slack = np.zeros(len(texts))
    for k, text in enumerate(texts):  # each distinct text once
        written = text.strip()
        if is_blank(written):  # (a database's NULL is no duration)
            continue
        try:
            amounts[k] = float(written)
        except ValueError:
            amounts[k] = -1.0
        decimals = len(written.partition(".")[2]) if "." in written and "e" not in written.lower() else 0
        slack[k] = 0.5 * 10.0 ** -decimals * unit_ms
    amount = amounts[text_of_row]
    refused = ~(amount >= 0) & ~np.isnan(amount) | np.isinf(amount)
    problems.add_each(np.flatnonzero(refused), lambda i: (lines[i], f"{header} '{texts[text_of_row[i]].strip()[:40]}' "
                                                                    f"is not a number of {unit} from 0 up"))
    given = (amount >= 0) & ~refused
    good_start = np.ones(len(start_ms), dtype=bool)
    good_start[bad_start] = False
    good_end = good_start.copy()
    good_end[bad_end] = False
    rows = np.array([i for i in bad_end if given[i] and good_start[i] and is_blank(text_at(raw.ends, i))],
                    dtype=np.int64)
    end_ms[rows] = start_ms[rows] + np.rint(amount[rows] * unit_ms).astype(end_ms.dtype)
    check = np.flatnonzero(given & good_end)
    off = np.abs((end_ms[check] - start_ms[check]) - amount[check] * unit_ms) > slack[text_of_row[check]] + 1e-6
    problems.add_each(check[off], lambda i: (lines[i], (
        f"end {text_at(raw.ends, i).strip()} and {header} '{texts[text_of_row[i]].strip()}' disagree: start + "
        f"{texts[text_of_row[i]].strip()} {unit} is {from_epoch_ms(int(start_ms[i]) + round(amount[i] * unit_ms), tz).isoformat(timespec='seconds')}"
        "; correct one of them")))
    read = set(rows.tolist())
    return [i for i in bad_end if i not in read]


@dataclass(frozen=True)
class FieldValues:
    """``values.yaml``: other words for a cause, refused ones with why, the whole cluster's words, the
    rewrites that turn a year-first time written another way into Excel's ``2026/3/5 14:30``, and the first
    lines of other logs given as an incident log."""

    causes: dict[str, str]
    refused: dict[str, str]
    all_units: frozenset[str]
    unit_lists: re.Pattern | None = None  # other separators between unit ids than ';' (``unit_list_separators``)
    time_rewrites: tuple[tuple[re.Pattern, str], ...] = ()
    other_logs: tuple[tuple[re.Pattern, str], ...] = ()  # a first line that tells another log, and what it is
    twelve_hour: re.Pattern | None = None  # a year-first time on a 12-hour clock: groups date, am/pm, hour, rest
    pm_words: frozenset[str] = frozenset()  # (lower case)
    clock_words: re.Pattern | None = None  # any of the 12-hour clock's words, in lower case, anywhere
    console_footers: tuple[re.Pattern, ...] = ()  # a delimited log's last line that is no row ('(3 rows)')
    nulls: frozenset[str] = frozenset()  # what a database writes for a field holding nothing ('\N', 'NULL')
    # a tool's JSON answer that is not read: the keys that tell it (all in its first 4 KiB), what it is and why not
    unread_answers: tuple[tuple[tuple[re.Pattern, ...], str, str], ...] = ()


@lru_cache(maxsize=1)
def field_values() -> FieldValues:
    from ..yamlfile import packaged_data

    data = packaged_data("slacheck.incidents", "values.yaml") or {}
    causes = {str(word).strip().lower(): cause for cause, words in (data.get("cause") or {}).items()
              for word in words or ()}
    refused = {str(word).strip().lower(): why for word, why in (data.get("refused_cause") or {}).items()}
    rewrites = tuple((re.compile(pattern), replacement) for pattern, replacement in data.get("time_rewrites") or ())
    others = tuple((re.compile(pattern), what) for pattern, what in data.get("other_logs") or ())
    clock = data.get("twelve_hour") or {}
    words = "|".join(re.escape(str(w)) for w in sorted([*clock.get("am", ()), *clock.get("pm", ())], key=len, reverse=True))
    twelve = re.compile(rf"\s*(\d{{4}}/\d{{1,2}}/\d{{1,2}})\s*(?:({words})\s*(\d{{1,2}})(:\d{{2}}(?::\d{{2}})?)|(\d{{1,2}})"
                        rf"(:\d{{2}}(?::\d{{2}})?)\s*({words}))\s*", re.IGNORECASE) if words else None
    lists = "|".join(re.escape(str(c)) for c in data.get("unit_list_separators") or ())
    return FieldValues(causes, refused, frozenset(str(w).strip().lower() for w in data.get("all_units") or ()),
                       re.compile(lists) if lists else None, rewrites, others, twelve,
                       frozenset(str(w).lower() for w in clock.get("pm", ())),
                       re.compile(words.lower()) if words else None,
                       tuple(re.compile(str(p)) for p in data.get("console_footers") or ()),
                       frozenset(str(w).strip() for w in data.get("null_values") or ()),
                       tuple((tuple(re.compile(rf'"{re.escape(str(key))}"\s*:') for key in entry["keys"]),
                              str(entry["what"]), str(entry["why"])) for entry in data.get("unread_answers") or ()))


def is_blank(text: str | None) -> bool:
    """Does a field hold nothing: empty, spaces, or what a database writes for NULL (``values.yaml``'s
    ``null_values``: psql's '\\N', 'NULL')? A NULL end, start or duration is read as the empty field it stands for."""
    written = (text or "").strip()
    return not written or written in field_values().nulls


def null_ends_note(file: str, ends: list[str | None]) -> list[str]:
    """The note saying that ends a database wrote as NULL ('\\N', 'NULL') were read as no end (said on stderr,
    SPEC §3.7), for a reader that reads an empty end as an incident still open; none if no end is one."""
    nulls = field_values().nulls
    written = [text.strip() for text in ends if text and text.strip() in nulls]
    if not written:
        return []
    shown = " and ".join(f"'{w}'" for w in dict.fromkeys(written))
    return [f"{file}: read {counted(len(written), 'end')} written {shown} (a database's NULL) as no end: still open, "
            "as an empty end is"]


def cause_problem(value: str) -> str:
    """The message for a cause that is none of SPEC §3.1's words (nor read as one)."""
    why = field_values().refused.get(value.strip().lower())
    if why:
        return f"cause '{value[:80]}' is not read as customer or vendor: {why}"
    return f"unknown cause '{value[:80]}' (expected vendor, customer, force_majeure or maintenance)"


DAY_MS = 86_400_000
NAIVE_TIME = re.compile(r"\s*(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?\s*$")


def local_times_skipped(column, ms: np.ndarray, bad: np.ndarray, tz: ZoneInfo) -> np.ndarray:
    """Rows whose time, written without an offset, names a local time the clocks skip in ``tz``
    (02:30 on a spring-forward day): read at the offset before the change it was an instant that
    reads as another local time (03:30), and an outage 02:30-03:30 counted nothing."""
    good = ms[~bad & (ms >= FIRST_MS) & (ms < AFTER_LAST_MS)]  # a year outside them is refused as such
    if not len(good) or int(good.max()) - int(good.min()) > 60 * 366 * DAY_MS:  # a span the log check refuses
        return np.zeros(0, dtype=np.int64)
    rows = []
    for lo, hi in clock_jumps(tz, from_epoch_ms(int(good.min()), tz).year, from_epoch_ms(int(good.max()), tz).year):
        for i in np.flatnonzero((ms >= lo) & (ms < hi) & ~bad).tolist():  # the few rows inside a jump
            found = NAIVE_TIME.match(text_at(column, i))
            local = from_epoch_ms(int(ms[i]), tz)
            if found and (found[1], int(found[2]), int(found[3])) != (local.date().isoformat(), local.hour,
                                                                        local.minute):
                rows.append(i)
    return np.array(rows, dtype=np.int64)


@lru_cache(maxsize=64)
def clock_jumps(tz: ZoneInfo, first: int, last: int) -> tuple[tuple[int, int], ...]:
    """``[change, change + jump)`` in epoch ms of each time ``tz``'s clocks go forward in the years
    ``first`` to ``last`` (a zone without DST: none, from two offsets a year). Kept: the block reader
    asks once a block."""
    def offset(at: int) -> int:
        return int(from_epoch_ms(at, tz).utcoffset().total_seconds() * 1000)

    lo_ms = int(datetime(first, 1, 1, tzinfo=timezone.utc).timestamp() * 1000)
    hi_ms = int(datetime(last + 1, 1, 1, tzinfo=timezone.utc).timestamp() * 1000)
    marks = [to_ms for year in range(first, last + 2) for to_ms in (
        int(datetime(year, 1, 1, tzinfo=timezone.utc).timestamp() * 1000),
        int(datetime(year, 7, 1, tzinfo=timezone.utc).timestamp() * 1000))]
    if len({offset(at) for at in marks}) == 1:
        return ()
    jumps = []
    at, before = lo_ms - 2 * DAY_MS, offset(lo_ms - 2 * DAY_MS)
    while at < hi_ms + DAY_MS:
        step = at + DAY_MS
        after = offset(step)
        if after > before:
            a, b = at, step
            while b - a > 1:  # the first millisecond at the new offset
                mid = (a + b) // 2
                a, b = (mid, b) if offset(mid) == before else (a, mid)
            jumps.append((b, b + after - before))
        at, before = step, after
    return tuple(jumps)


def given_notices(column: FieldColumn | list[str]) -> tuple[np.ndarray, list[str], np.ndarray]:
    """Rows with a notice_hours field, its distinct texts, and each such row's index into them."""
    if isinstance(column, FieldColumn):
        given = np.flatnonzero(column.nonempty())
        if column._strings is None:
            texts, codes = FieldColumn(column.data, column.starts[given], column.ends[given]).factorize()
        else:
            texts, codes = factorize(column.texts_of(given))
    else:
        given = np.array([i for i, value in enumerate(column) if value], dtype=np.int64)
        texts, codes = factorize([column[i] for i in given.tolist()])
    return given, texts, codes


def open_problem(raw: RawLog, incident_id: str, i: int) -> str:
    """Why row ``i``, which has no end, needs --as-of: still open, or ended at a time not given."""
    if i in raw.end_unknown:
        return (f"incident '{incident_id}' is marked resolved but has no end time: pass --as-of to count it "
                "down until then, or give its real end (a CSV log)")
    return f"incident '{incident_id}' has no end (still open): pass --as-of to close it"


ENDED_SHOWN = 5  # incidents an "ended at a time not given" note names


def end_not_given_notes(file: str, ids, lines, rows: list[int], as_of_ms: int | None, tz: ZoneInfo) -> list[str]:
    """The note for the incidents the log marks ended (closed, resolved: ``RawLog.end_unknown``) with no end time,
    which ``--as-of`` closed as it closes one still open (SPEC §3.7): counted to it, each outage is as long as it
    can have been, and the claim overstates it by the time between its real end and the as-of. [] for none."""
    if not rows:
        return []
    shown = ", ".join(f"'{ids[i]}' (line {lines[i]})" for i in rows[:ENDED_SHOWN])
    more = f" and {len(rows) - ENDED_SHOWN} more" if len(rows) > ENDED_SHOWN else ""
    at = from_epoch_ms(as_of_ms, tz).isoformat(timespec="minutes")
    one = len(rows) == 1
    return [f"{file}: {noun(len(rows), 'incident')} {shown}{more} {'is' if one else 'are'} marked ended (closed or "
            f"resolved) but the log gives no end time: counted to --as-of ({at}), which overstates "
            f"{'it' if one else 'them'} by the time from {'its' if one else 'each'} real end to then; give "
            f"{'its' if one else 'their'} real end (a CSV log) before filing a claim"]


def values_notes(file: str | None, read_as: dict[str, str]) -> list[str]:
    """The note saying which values were read as another word (none if none were): causes first,
    then units, each in order of first appearance, as ``build_table`` finds them."""
    in_order = sorted(read_as.items(), key=lambda item: item[1].startswith("units"))  # stable: causes first
    said = [f"'{value}' as {word}" for value, word in in_order]
    return [f"{file}: read the {noun(len(said), 'value')} {', '.join(said)}"] if said else []


def merged_read_as(read_as: list[dict[str, str]]) -> dict[str, str]:
    """Blocks' ``read_as`` as one read of the whole file would have it (the first block naming a value wins)."""
    merged: dict[str, str] = {}
    for part in read_as:
        for value, word in part.items():
            merged.setdefault(value, word)
    return merged


def unit_lists_split(texts: list[str], inventory: set[str] | None, read_as: dict[str, str] | None) -> list[str]:
    """``texts`` (distinct units fields) with each unit id that holds another separator ``values.yaml`` lists
    ('node-1,node-2', 'node-1、node-2') split into its ids with ';', recorded in ``read_as``; an id the inventory
    names as it is. A comma in a units field is no unit name: one unit 'node-1,node-2' counted neither node."""
    separators = field_values().unit_lists
    joined = ";".join(texts)
    if separators is None or not separators.search(joined):  # the usual case: one look at the distinct texts
        return texts
    split = []
    for text in texts:
        parts = text.split(";")
        listed = [p if not separators.search(p) or (inventory is not None and p.strip() in inventory) else
                  ";".join(q.strip() for q in separators.split(p)) for p in parts]
        written = ";".join(listed)
        if written != text:
            if read_as is not None:
                read_as.setdefault(text.strip(), f"units {written.strip()}")
        split.append(written)
    return split


def map_units(texts: list[str], row_set: np.ndarray, lines: list[int], inventory: set[str] | None,
              problems: Problems, read_as: dict[str, str] | None = None,
              lists: bool = False) -> tuple[list[str], np.ndarray, np.ndarray]:
    """(unit names, pair_incident, pair_unit): one pair per unit an incident lists.

    ``texts`` are the distinct units fields and ``row_set`` each record's index into them: a
    field is parsed once per distinct text (a big log repeats the same few thousand), then the
    pairs are laid out with numpy. A word ``values.yaml`` reads as the whole cluster ("全部") is
    ``*`` (recorded in ``read_as``), unless the inventory names a unit so. ``lists``: the fields hold unit ids (not
    a format's names), so ids separated by another character ``values.yaml`` lists ('node-1,node-2') are several.
    """
    if not len(row_set):
        return [], np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    if lists:
        texts = unit_lists_split(texts, inventory, read_as)
    joined = ";".join(texts)
    parts = joined.split(";")
    if joined.split() != [joined]:  # any whitespace (str.isspace's): ~60x faster than a set of its characters
        parts = [p.strip() for p in parts]
    if not joined.isascii():  # every whole-cluster word is CJK: an ASCII log has none
        whole = [p for p in dict.fromkeys(parts) if p.lower() in field_values().all_units
                 and (inventory is None or p not in inventory)]
        if whole:
            as_all = set(whole)
            parts = ["*" if p in as_all else p for p in parts]
            if read_as is not None:
                read_as.update((word, "units * (the whole cluster)") for word in whole)
    part_set = np.repeat(np.arange(len(texts), dtype=np.int64), [t.count(";") + 1 for t in texts])
    distinct = dict.fromkeys(parts)
    # a database's NULL ('NULL', '\\N': values.yaml's ``null_values``) names no unit, as an empty field does (with no
    # inventory it was counted as a unit named 'NULL' down), unless the inventory names a unit so
    null_values = field_values().nulls
    nulls = {p for p in distinct if p in null_values and (inventory is None or p not in inventory)}
    names = [p for p in distinct if p not in ("", "*") and p not in nulls]
    code_of = {name: k for k, name in enumerate(names)}
    code_of["*"], code_of[""] = ALL_UNITS, -2
    code_of.update(dict.fromkeys(nulls, -2))
    codes = np.array(list(map(code_of.__getitem__, parts)), dtype=np.int64)
    keep = codes != -2
    # a unit listed twice in one incident counts once: keep its first mention
    key = part_set * (len(names) + 2) + (codes + 2)
    _, first = np.unique(key, return_index=True)
    once = np.zeros(len(codes), dtype=bool)
    once[first] = True
    keep &= once
    part_set, codes = part_set[keep], codes[keep]
    lengths = np.bincount(part_set, minlength=len(texts)).astype(np.int64)
    bad_sets: dict[int, str] = {}
    for k in np.flatnonzero(lengths == 0).tolist():
        null = texts[k].strip() if texts[k].strip() in nulls else None
        bad_sets[k] = ("no units " + (f"('{null}': a database's NULL; " if null else "(") +
                       "list unit ids separated by ';', or * for the whole cluster)")
    if inventory is not None:
        unknown = np.array([name not in inventory for name in names] + [False], dtype=bool)  # [-1] is '*'
        for k, code in zip(part_set[unknown[codes]].tolist(), codes[unknown[codes]].tolist()):
            bad_sets.setdefault(k, f"unit '{names[code]}' is not in the inventory")
    if bad_sets:
        bad_mask = np.zeros(len(texts), dtype=bool)
        bad_mask[list(bad_sets)] = True
        problems.add_each(np.flatnonzero(bad_mask[row_set]), lambda i: (lines[i], bad_sets[int(row_set[i])]))
    unit_index = code_of
    del unit_index["*"], unit_index[""]
    for null in nulls:
        del unit_index[null]
    flat = codes
    offsets = np.concatenate(([0], np.cumsum(lengths)[:-1])) if len(lengths) else lengths
    pair_incident, at = expand_slices(offsets[row_set], lengths[row_set])  # each record's units in ``flat``
    return list(unit_index), pair_incident, flat[at] if len(flat) else np.zeros(0, dtype=np.int64)
