"""CSV incident logs with the SPEC §3.1 columns, read column-wise for speed.

Columns ``id,start,end,units`` are required; ``cause`` (empty = vendor) and ``notice_hours``
are optional; unknown columns are ignored, text past the header's last column is refused (a row
that says more than its header names is misread: ``fields_past_header``). Units are separated by
``;``, ``*`` is the whole cluster. A file whose fields are bare or quoted whole (``"inc-1"``, as many exports write
them) is split directly on its bytes (a million rows in well under a second); any other
quoting (a comma, newline or ``""`` inside quotes) goes through the csv module, which keeps
the line numbers of quoted multi-line fields right. Rows of empty fields are skipped on both
routes, like blank lines, and keep the line count.
"""

from __future__ import annotations

import csv
import io
import re
from datetime import datetime
from pathlib import Path

import numpy as np

from ..errors import Problems, SlacheckError, collect
from ..limits import Limits, read_input_bytes
from ..textcodec import decode_utf8
from ..words import counted, noun
from ..columns.fields import PADDING, FieldColumn
from ..columns.plaincsv import split_plain_csv
from .formats import (CSV_PARTS, FORMATS, SPEC_COLUMNS, TAB, DurationColumn, LogParts, duration_column, find_column,
                      header_names, header_zone, refuse_ambiguous_zones, separator_of)
from .validate import ISO_SHAPED, RawLog, field_values, require_columns

EXCEL_UTF8 = "Excel: CSV UTF-8"  # how a spreadsheet saves a log as UTF-8
UNITS_HINT = "separate units with ';' (node-1;node-2)"  # in a log or a unit map: how several units are written


def read_text(path: Path, limits: Limits) -> str:
    """A log file as text, within the size limit, UTF-8 (BOM tolerated)."""
    return decode_text(path, read_bytes(path, limits))


def read_bytes(path: Path, limits: Limits) -> bytes:
    """A log file's bytes: a regular file within the size limit (``limits.read_input_bytes``)."""
    return read_input_bytes(path, limits, "file")


def decode_text(path: Path, data: bytes, notes: list[str] | None = None) -> str:
    """UTF-8 text (BOM tolerated), or GB18030/GBK as Excel saves a CSV on a Chinese Windows (said in
    ``notes``: how the log was read); other bytes are ``textcodec``'s one error, with Excel's way to UTF-8."""
    return decode_utf8(path, data, windows=True, notes=notes, hint=EXCEL_UTF8)


def utf8_bytes(path: Path, data: bytes, notes: list[str] | None = None) -> bytes:
    """The file's bytes as UTF-8: as they are when they are, else its GBK text encoded (the same lines)."""
    try:
        data.decode("utf-8")
        return data
    except UnicodeDecodeError:
        return decode_text(path, data, notes).encode("utf-8")


def read_csv_columns(path: Path, limits: Limits, notes: list[str] | None = None, problems: Problems | None = None,
                     hint: str = UNITS_HINT) -> tuple[list[str], list[list[str]], list[int]]:
    """Header, columns as strings (padded with '' on short rows) and the line number of each row."""
    header, columns, line_numbers = read_csv_fields(path, limits, notes, problems, hint)
    return header, [c.texts() if isinstance(c, FieldColumn) else c for c in columns], \
        [int(n) for n in line_numbers]


def read_csv_fields(path: Path, limits: Limits, notes: list[str] | None = None, problems: Problems | None = None,
                    hint: str = UNITS_HINT) -> tuple[list[str], list, list[int] | np.ndarray]:
    """Header, columns and line numbers; a plain CSV's columns stay byte offsets (``FieldColumn``).
    A GBK file is read as its UTF-8 bytes (``decode_text``; said in ``notes``). A row with text past the
    header (``fields_past_header``, with ``hint``) is a problem added to ``problems``, to be said with the
    log's other bad lines, or without them an error now."""
    data = read_bytes(path, limits)
    if not data.isascii():  # ASCII is valid UTF-8: only other text needs the decode check
        data = utf8_bytes(path, data, notes)
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    if b"\x00" in data:
        raise SlacheckError(path.name, "contains NUL bytes: a binary file, not CSV text",
                            line=data.count(b"\n", 0, data.index(b"\x00")) + 1)
    separator = separator_of(data[:data.find(b"\n")].decode("utf-8", errors="replace"))
    if notes is not None:
        notes.extend(separator_notes(path.name, separator))
    data = without_footer(path.name, data, notes)
    fast = split_plain_csv(data, separator=separator.encode())
    if fast is not None:
        header, columns, line_numbers = fast
        for column in columns:
            if len(column) and int(column.lengths.max()) > limits.max_field_chars:
                row = int(np.argmax(column.lengths > limits.max_field_chars))
                raise SlacheckError(path.name, f"a field is longer than {limits.max_field_chars} characters",
                                    line=int(line_numbers[row]))
        return header, columns, line_numbers
    text = decode_text(path, data)
    csv.field_size_limit(max(limits.max_field_chars, 1024))
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=separator)
    try:
        header = next(reader, [])
        rows, line_numbers = [], []
        for row in reader:
            if any(cell.strip() for cell in row):
                rows.append(row)
                line_numbers.append(reader.line_num)
    except csv.Error as exc:
        message = str(exc)
        if "field larger than field limit" in message:
            message = f"a field is longer than {limits.max_field_chars} characters"
        elif "NUL" in message:
            message = "contains NUL bytes (a binary file?)"
        raise SlacheckError(path.name, f"not valid CSV: {message}", line=reader.line_num + 1) from None
    width = len(header)
    if any(len(r) != width for r in rows):
        past = Problems((line, fields_past_header(row, width, hint)) for row, line in zip(rows, line_numbers)
                        if len(row) > width and any(cell.strip() for cell in row[width:]))
        if problems is None:
            collect(path.name, past.finish())
        else:
            problems.extend(past)
        rows = [r + [""] * (width - len(r)) if len(r) < width else r[:width] for r in rows]
    columns = [list(col) for col in zip(*rows)] if rows else [[] for _ in header]
    check_field_sizes(path, columns, line_numbers, limits)
    return [h.strip() for h in header], columns, line_numbers


def without_footer(file: str, data: bytes, notes: list[str] | None) -> bytes:
    """``data`` without a last line that a database console prints after the rows (``values.yaml``'s
    ``console_footers``: psql's '(3 rows)'), said in ``notes``; as it is otherwise. Read as a row, it was an
    incident '(3 rows)' with no start."""
    end = len(data)
    while end and data[end - 1] in b" \t\r\n":  # (no copy of a big log to strip it)
        end -= 1
    start = data.rfind(b"\n", 0, end) + 1
    if not start or end - start > 80:
        return data
    line = data[start:end].decode("utf-8", errors="replace").strip()
    if not any(footer.fullmatch(line) for footer in field_values().console_footers):
        return data
    if notes is not None:
        number = data.count(b"\n", 0, start) + 1
        notes.append(f"{file}: skipped line {number}, '{line}': a database console's footer, not a record")
    return data[:start]


def separator_notes(file: str, separator: str) -> list[str]:
    """How a log's columns were split, when not on commas (SPEC §3.7: what the reader assumed is said)."""
    return [f"{file}: columns read as separated by tabs"] if separator == TAB else []


def fields_past_header(row: list[str], width: int, hint: str = UNITS_HINT) -> str:
    """Why a row with text past the header's last column is refused: read as the header says, that text would
    be dropped unseen ("node-001,node-002" under one ``units`` column counted node-001 only). Empty fields
    there (trailing commas, as spreadsheets export) are no text and pass. ``hint``: how the file lists
    several units."""
    extra = next(cell.strip() for cell in row[width:] if cell.strip())
    return (f"{counted(len(row), 'field')} where the header has {counted(width, 'column')}: '{extra}' is under no "
            f"column; {hint} and quote a field that holds a comma")


def check_field_sizes(path: Path, columns: list[list[str]], line_numbers: list[int], limits: Limits) -> None:
    """A field over ``max_field_chars`` is hostile or broken input (Limits)."""
    for column in columns:
        if column and max(map(len, column)) > limits.max_field_chars:
            row = next(i for i, v in enumerate(column) if len(v) > limits.max_field_chars)
            raise SlacheckError(path.name, f"a field is longer than {limits.max_field_chars} characters",
                                line=line_numbers[row])


def read_spec_csv(path: Path, limits: Limits) -> RawLog:
    """SPEC-format CSV → RawLog."""
    notes: list[str] = []
    problems = Problems()  # rows with text past the header, said with the other bad lines
    raw = spec_log_from_fields(path, *read_csv_fields(path, limits, notes, problems))
    raw.notes[:0] = notes
    raw.problems.extend(problems)
    raw.reread = reread_year_first  # (not the block reader's: a block with such a time leaves the log to this read)
    return raw


def read_plain_spec_chunk(path: Path, chunk: bytes, limits: Limits, *, padded: bool = False) -> RawLog | None:
    """A quote-free piece of a SPEC CSV (header line first) → RawLog; None if it is not plain
    or not UTF-8 (the one-process read says where). ``padded``: the chunk ends with
    ``fields.PADDING`` (``split_plain_csv``).

    Line numbers count from the chunk's header as line 1 (the caller shifts them).
    """
    if chunk.find(b"\x00", 0, len(chunk) - len(PADDING) if padded else len(chunk)) >= 0:
        return None
    if not chunk.isascii():
        try:
            chunk.decode("utf-8")
        except UnicodeDecodeError:  # its line and byte are the file's, not the chunk's
            return None
    fast = split_plain_csv(chunk, padded=padded, separator=separator_of(chunk[:chunk.find(b"\n")].decode()).encode())
    if fast is None:
        return None
    header, columns, line_numbers = fast
    if doubled_fields(header):  # whether the two columns agree, and where not, is told on the file's own lines
        return None
    for column in columns:
        if len(column) and int(column.lengths.max()) > limits.max_field_chars:
            return None
    return spec_log_from_fields(path, header, columns, line_numbers, block=True)


def spec_log_from_fields(path: Path, header: list[str], columns: list, line_numbers, *,
                         block: bool = False) -> RawLog | None:
    """SPEC CSV fields → RawLog. ``block``: a block of a big log (``read_plain_spec_chunk``): None when its times
    are on a 12-hour clock, which the whole log decides (an unmarked time in another block is refused then)."""
    chosen = spec_columns(path.name, header)
    index = {name: i for i, name in enumerate(header)}
    n = len(line_numbers)

    def column(name: str | None) -> FieldColumn | list[str]:
        return columns[index[name]] if name in index else [""] * n

    for name, doubled in doubled_fields(header).items():
        check_same_values(path.name, name, doubled, [column(c) for c in doubled], line_numbers)
    notes = columns_note(path.name, chosen)
    durations = read_durations(path.name, header, chosen, notes)
    times = log_times(path.name, chosen, column(chosen["start"]), column(chosen.get("end")), line_numbers, notes,
                      block=block)
    if times is None:
        return None
    starts, ends, problems, zoned = times
    return RawLog(
        file=path.name,
        lines=line_numbers,
        ids=column(chosen["id"]),
        starts=starts,
        ends=ends,
        units=column(chosen["units"]),
        causes=column(chosen.get("cause")),
        notices=column(chosen.get("notice_hours")),
        notes=notes,
        durations=None if durations is None else column(durations.column),
        duration_unit=durations_unit(durations),
        problems=Problems(problems),
        zoned=zoned,
    )


def log_times(file: str, chosen: dict[str, str], starts, ends, line_numbers, notes: list[str], *,
              block: bool = False, parts: LogParts = CSV_PARTS, lines: dict[str, int] | None = None) -> tuple | None:
    """A log's start and end columns as the validator reads them, for every layout read from a CSV (ours,
    PagerDuty's, Zabbix's) and for our JSON Lines (``parts``: its fields' words, ``lines``: the line of the first
    record naming each field, as ``formats.refuse_ambiguous_zones`` takes them): year-first times written another way
    than ISO 8601 rewritten (``iso_times``: Excel's '2026/3/5 14:30', '2026-03-05 2:30 PM'), the unmarked hours of a
    log on a 12-hour clock found (``unmarked_hours``), times under a header naming its zone given its offset
    (``zoned_by_header``); each said in ``notes``. Returns (starts, ends, problems, ``RawLog.zoned``); None for a
    ``block`` of a big log on a 12-hour clock, which the whole log decides."""
    zone_notes = refuse_ambiguous_zones(file, chosen, lines, parts)  # 'start (CST)': China's or the US's
    example = first_slash_time(starts) or first_slash_time(ends)
    zoned = any(header_zone(chosen[name]) for name in ("start", "end") if name in chosen)
    problems: list[tuple[int, str]] = []
    if example:
        starts, ends = texts_of(starts), texts_of(ends)  # (each column's strings made once)
        times = [("start", starts), ("end", ends)]
        # (the columns searched once for a 12-hour word: a log without one, the usual case, pays no more)
        if block:
            if clock_words_in(times):
                return None
        else:
            problems = unmarked_hours(file, times, line_numbers)
        starts, ends = iso_times(starts), iso_times(ends)
        notes.append(year_first_note(file, example, zoned=zoned))
    written = {}
    if zoned:
        starts, ends, written = zoned_by_header(file, chosen, starts, ends, notes, parts)
        notes.extend(zone_notes)
    return starts, ends, problems, written




def read_durations(file: str, header: list[str], chosen: dict[str, str], notes: list[str],
                   parts: LogParts = CSV_PARTS) -> DurationColumn | None:
    """The header's column of outage durations in a named unit (``formats.duration_column``), said in ``notes``:
    each end read as start + duration when the log has no end column, else an empty end, and a record's end and
    duration checked to agree; None when no column holds durations in a unit (any layout read from a CSV, and JSON
    Lines: ``parts`` names its records)."""
    durations = duration_column(header)
    if durations is None or durations.unit_ms is None:
        return None
    notes.append(f"{file}: " + (f"each end read as start + '{durations.column}' in {durations.unit}"
                                if "end" not in chosen else
                                f"an empty end read as start + '{durations.column}' in {durations.unit}, and "
                                f"a {parts.record}'s end and duration checked to agree"))
    return durations


def durations_unit(durations: DurationColumn | None) -> tuple[str, str, int] | None:
    """``RawLog.duration_unit`` of a duration column."""
    return None if durations is None else (durations.column, durations.unit, durations.unit_ms)


# Excel's date-time as a Chinese (or Japanese) Windows displays and saves it: year first, so never ambiguous
SLASH_TIME = re.compile(r"\s*(\d{4})/(\d{1,2})/(\d{1,2})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*")


OWN_OFFSET = re.compile(r"(?:[Zz]|[+-]\d{2}:?\d{2})\s*$")  # a time that says its own zone
DATE_ONLY = re.compile(r"\s*\d{4}-\d{2}-\d{2}\s*$")


def zoned_by_header(file: str, chosen: dict[str, str], starts, ends, notes: list[str],
                    parts: LogParts = CSV_PARTS) -> tuple:
    """``starts`` and ``ends`` with the offset their column's header names (``formats.header_zone``: 'start (UTC)')
    given to each time written without one: read in --tz, a log exported in UTC would move every outage by the
    zone's hours, across a month's end too. Said in ``notes``, in the log's words (``parts``); a column whose header
    names no zone as it is. Returns
    the two columns and ``RawLog.zoned``: each zoned column's offset and the column as written."""
    columns, said, written = [], {}, {}
    for name, column in (("start", starts), ("end", ends)):
        offset = header_zone(chosen[name]) if name in chosen else None  # (no end column: ends are start + duration)
        if offset is None:
            columns.append(column)
            continue
        columns.append(zoned_times(column.texts() if isinstance(column, FieldColumn) else column, offset))
        written[name] = (offset, column)  # (a big log's column as its bytes' offsets, not a million strings)
        said.setdefault(offset, []).append(f"'{chosen[name]}'")
    for offset, headers in said.items():
        notes.append(f"{file}: times {parts.under} {' and '.join(headers)} without an offset read at UTC{offset}, as "
                     f"{parts.says(len(headers))} (not in --tz)")
    return columns[0], columns[1], written


def zoned_times(texts: list[str], offset: str | None) -> list[str]:
    """Each time written without an offset given ``offset`` (a date alone at its midnight); one with its own, a field
    holding nothing (empty, or a database's NULL: ``validate.is_blank``; 'NULL+08:00' was refused as a time), or all
    with no ``offset``, as written."""
    if offset is None:
        return texts
    nulls = field_values().nulls
    return [text if not text or not (written := text.strip()) or written in nulls or OWN_OFFSET.search(text) else
            written + ("T00:00:00" if DATE_ONLY.fullmatch(text) else "") + offset for text in texts]


def first_slash_time(column) -> str | None:
    """The first of a column's first values when it is a year-first time read as ISO 8601 (``iso_time``:
    Excel's '2026/3/5 14:30', or a form ``values.yaml``'s rewrites make it), else None."""
    for i in range(min(len(column), 10)):
        value = column.text(i) if isinstance(column, FieldColumn) else column[i]
        if value and value.strip():
            return value.strip() if iso_time(value) != value else None
    return None


def year_first_text(text: str) -> str:
    """A year-first time written another way than ISO 8601 ('2026年3月5日 14时30分', '2026-3-5 9:05') in
    Excel's form, by ``values.yaml``'s ``time_rewrites``; ISO 8601 text as it is (read as written)."""
    return on_24_hour_clock(rewritten_time(text))


def rewritten_time(text: str) -> str:
    """``year_first_text`` before its 12-hour clock is read: ``values.yaml``'s ``time_rewrites`` applied."""
    if ISO_SHAPED.match(text.strip()):
        return text
    for pattern, replacement in field_values().time_rewrites:
        text = pattern.sub(replacement, text)
    return text


def on_24_hour_clock(text: str) -> str:
    """Excel's year-first time on a 12-hour clock ('2026/3/5 下午 2:30', '2026/3/5 2:30 PM': ``values.yaml``'s
    ``twelve_hour`` words) on a 24-hour one ('2026/3/5 14:30'); any other text, or an hour not 1-12, as it is."""
    values = field_values()
    found = values.twelve_hour.fullmatch(text) if values.twelve_hour is not None else None
    if found is None:
        return text
    date, before, hour, rest = found[1], found[2], found[3] or found[5], found[4] or found[6]
    word = (before or found[7]).lower()
    if not 1 <= int(hour) <= 12:
        return text
    return f"{date} {int(hour) % 12 + (12 if word in values.pm_words else 0)}{rest}"


# a year-first time's hour, written after a space (as spreadsheets and people write it; ISO 8601's 'T' is a 24-hour one)
SPACED_HOUR = re.compile(r"\s*\d{4}[-/]\d{1,2}[-/]\d{1,2}\s+(\d{1,2}):\d{2}(?::\d{2}(?:\.\d+)?)?\s*$")


def on_12_hour_clock(text: str) -> bool:
    """Does the time carry a 12-hour word (``values.yaml``'s ``twelve_hour``: '2026/3/5 下午 2:30', '... 2:30 PM')?"""
    clock = field_values().twelve_hour
    return bool(text) and clock is not None and clock.fullmatch(rewritten_time(text)) is not None


def clock_words_in(columns: list[tuple[str, list[str]]]) -> bool:
    """Does any time of ``columns`` hold a 12-hour clock's word? One look at each column's text, lowered (a search
    ignoring case took ~0.1 s a 200k-row column): a log without one, the usual case, pays no more."""
    words = field_values().clock_words
    return words is not None and any(words.search("\n".join(texts).lower()) for _, texts in columns)


def unmarked_hours(file: str, columns: list[tuple[str, list[str]]], lines) -> list[tuple[int, str]]:
    """The times of a log that carries 12-hour times ('2026/3/5 2:30 PM') whose hour of 1-12 carries no AM or PM
    ('2026/3/5 2:30', '2026-03-05 02:30'): in such a log that hour may be either; read as written, the outage
    '2:30' to '4:00 PM' lasted 13.5 hours, not 1.5. None when no time carries a 12-hour word. ``columns``:
    (start or end, each row's time as written)."""
    if not clock_words_in(columns):
        return []
    marked = next(((lines[i], text.strip()) for _, texts in columns for i, text in enumerate(texts)
                   if on_12_hour_clock(text)), None)
    if marked is None:
        return []
    problems = []
    for name, texts in columns:
        for i, text in enumerate(texts):
            hour = SPACED_HOUR.match(rewritten_time(text)) if text and not on_12_hour_clock(text) else None
            if hour is not None and 1 <= int(hour[1]) <= 12:
                problems.append((int(lines[i]), f"{name} time '{text.strip()}' has no AM or PM where other times of "
                                                f"the log carry one ('{marked[1]}' on line {marked[0]}): its hour "
                                                "could be either; write AM or PM on it, or every time of the log "
                                                "on a 24-hour clock"))
    return problems


def reread_year_first(raw: RawLog, times: list[tuple[str, object, np.ndarray, list[int]]],
                      tz) -> tuple[list, list, list]:
    """The rows of a CSV log whose time the ISO 8601 parse refused, read again as a year-first time written
    another way (``iso_time``: '2026-03-05 2:30 PM' below rows of '2026-03-05T09:00:00', whose first times did
    not tell the column's form). ``times``: (start or end, the column as read, its epoch ms, its refused rows);
    the ms of each row read are set in place. A column whose header names a zone (``RawLog.zoned``) is read as
    written and each time read given the header's offset, as its first times were. Returns each column's rows
    still refused, the notes (how a time was read, as ``spec_log_from_fields`` says it) and the problems (a
    12-hour log's unmarked hours)."""
    from ..columns.timeparse import parse_time_column

    still, example, as_written = [], None, []
    for name, column, ms, bad in times:
        offset, column = raw.zoned.get(name, (None, column))
        as_written.append((name, column))
        written = [text_of(column, i) for i in bad]
        rewritten = [iso_time(text) for text in written]
        rows = [k for k, (a, b) in enumerate(zip(written, rewritten)) if a != b]
        read, failed = parse_time_column(zoned_times([rewritten[k] for k in rows], offset), tz) if rows else \
            (np.zeros(0), [])
        failed = set(failed)
        done = {bad[k] for j, k in enumerate(rows) if j not in failed}
        for j, k in enumerate(rows):
            if j not in failed:
                ms[bad[k]] = read[j]
                example = example or (written[k].strip(), offset is not None)
        still.append([i for i in bad if i not in done])
    if example is None:
        return still, [], []
    return still, [year_first_note(raw.file, example[0], zoned=example[1])], \
        unmarked_hours(raw.file, [(name, texts_of(column)) for name, column in as_written], raw.lines)


def year_first_note(file: str, example: str, *, zoned: bool) -> str:
    how = "as Excel writes them on a Chinese Windows, " if SLASH_TIME.fullmatch(example) else ""
    return f"{file}: times read {how}year first ('{example}' as {iso_time(example)}{'' if zoned else ', in --tz'})"


def text_of(column, i: int) -> str:
    value = column.text(i) if isinstance(column, FieldColumn) else column[i]
    return value or ""


def texts_of(column) -> list[str]:
    return column.texts() if isinstance(column, FieldColumn) else [v or "" for v in column]


def iso_time(text: str | None) -> str | None:
    """'2026/3/5 9:05' (or '2026年3月5日 9时05分', ``year_first_text``) → '2026-03-05T09:05:00'; any other
    text, or no such day ('2026/13/5'), as it is (the validator says what is wrong with the text as written)."""
    found = (SLASH_TIME.fullmatch(text) or SLASH_TIME.fullmatch(year_first_text(text))) if text else None
    if found is None:
        return text
    year, month, day, hour, minute, second = found.groups()
    try:
        datetime(int(year), int(month), int(day), int(hour or 0), int(minute or 0), int(second or 0))
    except ValueError:
        return text
    return f"{year}-{int(month):02d}-{int(day):02d}" + (f"T{int(hour):02d}:{minute}:{second or '00'}" if hour else "")


def iso_times(column) -> list[str]:
    return [iso_time(text) for text in (column.texts() if isinstance(column, FieldColumn) else column)]


OPTIONAL_COLUMNS = {"cause": ("cause",), "notice_hours": ("notice_hours",)}


def spec_columns(file: str, header: list[str]) -> dict[str, str]:
    """SPEC §3.1's field → the header read as it: the required ones (else the error listing what is
    accepted), then the optional ones present; other-language headers from ``headers.yaml``."""
    plain = all(h.isascii() for h in header)  # then no other-language name can match: the error lists none
    accepted = {name: tuple(n for n in names if n.isascii() or not plain)
                for name, names in FORMATS["csv"].accepted_columns().items()}
    optional = {name: header_names("csv", name, names) for name, names in OPTIONAL_COLUMNS.items()}
    end_from_durations(file, header, accepted, optional)
    return require_columns(file, header, accepted, layout="csv", optional=optional)


def end_from_durations(file: str, header: list[str], required: dict[str, tuple[str, ...]],
                       optional: dict[str, tuple[str, ...]], *, parts: LogParts = CSV_PARTS,
                       lines: dict[str, int] | None = None) -> None:
    """A header with a duration column and no end column (``required["end"]``'s names) has its end made optional
    (each end is start + duration: ``RawLog.durations``); a duration column that names no unit is refused then:
    '90' could be minutes or seconds, on line 1 (the header) or the line ``lines`` gives the column (JSON Lines: the
    first record naming the field). Any layout read from a CSV (ours, PagerDuty's), and JSON Lines (``parts``:
    ``header`` is its records' keys, called fields, whose unit is a last word: a key has no trailing brackets)."""
    durations = duration_column(header)
    if durations is not None and find_column(header, required["end"]) is None:
        if durations.unit_ms is None:
            what, named = parts.field, parts.unit_named.format(name=durations.column)
            raise SlacheckError(file, f"no end {what}, and {what} '{durations.column}' names no unit its durations are "
                                      f"in: {named} (or hours, seconds) to have each end read as start + "
                                      f"duration, or add an end {what}", line=(lines or {}).get(durations.column, 1))
        optional["end"] = required.pop("end")


def spec_field_names() -> dict[str, tuple[str, ...]]:
    """SPEC §3.1's fields, required then optional, each with the names read as it, in order of preference: the English
    ones, then the other-language ones of ``headers.yaml`` (a CSV's headers, a JSON Lines log's keys)."""
    return {**FORMATS["csv"].accepted_columns(),
            **{name: header_names("csv", name, names) for name, names in OPTIONAL_COLUMNS.items()}}


def doubled_fields(header: list[str]) -> dict[str, list[str]]:
    """The SPEC fields two (or more) of the header's columns are accepted as (``start`` and ``开始时间``; ``units``
    and ``unit``), each with those columns in the header's order; {} when every field has one column at most. (A
    header naming the same column twice, ``start,…,Start``, is ``validate.repeated_column``'s problem.)"""
    from .formats import column_key

    doubled = {}
    for name, names in spec_field_names().items():
        keys = {column_key(n) for n in names}
        found: dict[str, str] = {}
        for column in header:
            if column_key(column) in keys:
                found.setdefault(column_key(column), column)
        if len(found) > 1:
            doubled[name] = list(found.values())
    return doubled


def check_same_values(file: str, name: str, doubled: list[str], values: list, line_numbers,
                      parts: LogParts = CSV_PARTS) -> None:
    """Refuse a log whose columns accepted as one field (``doubled_fields``) say different things on any row: which
    one holds the field would be a guess, and money hangs on a start, an end or the units. Columns that say the
    same on every row (text as written, spaces aside) are read, the first in preference order, with no word. A JSON
    Lines log's keys the same way (``parts``: its records' fields)."""
    texts = [column.texts() if isinstance(column, FieldColumn) else list(column) for column in values]
    for k, other in enumerate(texts[1:], start=1):
        for row, (a, b) in enumerate(zip(texts[0], other)):
            if (a or "").strip() != (b or "").strip():
                raise SlacheckError(file, f"{parts.field}s '{doubled[0]}' and '{doubled[k]}' are both read as {name} and "
                                          f"differ ('{(a or '').strip()}' against '{(b or '').strip()}'): which one holds the {name} "
                                          "cannot be told; keep one of them", line=int(line_numbers[row]))


def head_notes(path: Path) -> list[str]:
    """How a SPEC CSV is read (its columns, its times), from its header and first row: for the block
    reader, whose blocks' notes are not kept."""
    with path.open("rb") as fh:
        head = (fh.readline() + fh.readline()).decode("utf-8-sig", errors="replace")
    separator = separator_of(head.split("\n", 1)[0])
    rows = list(csv.reader(io.StringIO(head, newline=""), delimiter=separator))
    header = [h.strip() for h in rows[0]] if rows else []
    columns = [[row[i] if i < len(row) else "" for row in rows[1:]] for i in range(len(header))]
    return separator_notes(path.name, separator) + \
        spec_log_from_fields(path, header, columns, list(range(2, len(rows) + 1))).notes


def columns_note(file: str, chosen: dict[str, str], parts: LogParts = CSV_PARTS) -> list[str]:
    """Which headers were read as which field, when any is not the field's English name (SPEC §3.7:
    what the reader assumed is said); a JSON Lines log's keys the same way (``parts``)."""
    english = {**SPEC_COLUMNS, **OPTIONAL_COLUMNS}
    assumed = [f"'{column}' as {name}" for name, column in chosen.items() if find_column([column], english[name]) is None]
    return [f"{file}: read the {noun(len(assumed), parts.field)} {', '.join(assumed)}"] if assumed else []
