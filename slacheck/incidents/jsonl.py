"""JSON Lines incident logs: one object per line with the SPEC §3.1 fields.

``{"id": "...", "start": "...", "end": "...", "units": ["node-1", "node-2"] | "node-1;node-2" | "*",
"cause": "vendor", "notice_hours": 72}``; each field's key may be any name a CSV's header is read as it by
(``headers.yaml``: '开始时间', '影响范围'), a time's with its zone ('开始时间(CST)', 'start_utc'): ``record_fields``;
unknown keys are ignored, blank lines skipped.
"""

from __future__ import annotations

from pathlib import Path

import orjson

from ..errors import SlacheckError
from ..limits import Limits
from .csvlog import (check_same_values, columns_note, decode_text, durations_unit, end_from_durations, log_times,
                     read_bytes, read_durations, reread_year_first, spec_field_names)
from .formats import (JSON_LINES_PARTS, ambiguous_zone, column_key, find_column, header_zone, refuse_ambiguous_zones,
                      zone_said)
from .jsonlog import as_text, check_depth, load_json_file
from .validate import RawLog

REQUIRED = ("id", "start", "end", "units")
FIELDS = (*REQUIRED, "cause", "notice_hours")


def units_text(value) -> str:
    if isinstance(value, list):
        return ";".join(as_text(v) for v in value)
    return as_text(value)


def read_jsonl(path: Path, limits: Limits) -> RawLog:
    raw = RawLog(file=path.name)
    text = decode_text(path, read_bytes(path, limits), raw.notes)
    if text.lstrip().startswith("["):
        load_json_file(path, limits)  # reports broken or too deeply nested JSON with its line
        line = text.count("\n", 0, text.index("[")) + 1
        raise SlacheckError(path.name, "a JSON array, not JSON Lines: write one incident object per line "
                            "(or pass --incidents-format for another format)", line=line)
    records = []
    lines = text.split("\n")
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            record = orjson.loads(line)
        except orjson.JSONDecodeError as exc:
            message = f"nested deeper than {limits.max_json_depth} levels" if "depth" in exc.msg else exc.msg
            raw.problems.append((number, f"not valid JSON: {message}"))
            continue
        check_depth(path.name, record, limits.max_json_depth, line=number)
        if not isinstance(record, dict):
            raw.problems.append((number, "expected a JSON object"))
            continue
        repeated = repeated_fields(line)
        if repeated:  # JSON keeps the last, silently: a guess at which value the writer meant
            raw.problems.append((number, given_twice(repeated)))
            continue
        records.append((number, record))
    # a field of how long each outage lasted in a named unit ("duration_minutes": 90), as a CSV's column is read
    first_line: dict[str, int] = {}  # each key, on the line of the first record naming it
    for number, record in records:
        for key in record:
            first_line.setdefault(key, number)
    keys = list(first_line)
    # each field's key, named as a CSV's header names its column ('开始时间', 'start (UTC+8)': start, at the zone its
    # name says); two keys read as one field are read only where they agree, as two such columns are
    times = record_fields(path.name, keys, first_line, records)
    other = tuple(key for key in times.values() if key not in FIELDS and key in first_line)  # '开始时间', 'start (UTC)'
    if other:  # a record naming one of them twice: refused as one naming 'start' twice is
        twice = [(number, repeated) for number, _ in records if (repeated := repeated_fields(lines[number - 1], other))]
        raw.problems.extend((number, given_twice(repeated)) for number, repeated in twice)
        records = [(number, record) for number, record in records if number not in {n for n, _ in twice}]
    raw.notes.extend(columns_note(path.name, {name: key for name, key in times.items() if key in first_line},
                                  JSON_LINES_PARTS))
    refuse_ambiguous_zones(path.name, times, lines=first_line, parts=JSON_LINES_PARTS)  # (before what follows reads)
    # no end anywhere, and durations in no unit: refused on the first line naming them
    end_from_durations(path.name, keys, {"end": spec_field_names()["end"]}, {}, parts=JSON_LINES_PARTS,
                       lines=first_line)
    durations = read_durations(path.name, keys, {"end": times["end"]} if times["end"] in keys else {}, raw.notes,
                               JSON_LINES_PARTS)
    lasted = [] if durations is not None else None
    for number, record in records:
        missing = [key for key in REQUIRED if times[key] not in record
                   and not (key == "end" and durations is not None and durations.column in record)]
        if missing:
            raw.problems.append((number, f"missing required field '{missing[0]}'"))
            continue
        raw.add(number, as_text(record[times["id"]]).strip(), as_text(record[times["start"]]),
                as_text(record.get(times["end"])), units_text(record[times["units"]]),
                as_text(record.get(times["cause"])), as_text(record.get(times["notice_hours"])))
        if lasted is not None:
            lasted.append(as_text(record.get(durations.column)))
    raw.durations, raw.duration_unit = lasted, durations_unit(durations)
    # the times read as a CSV's are (``csvlog.log_times``): year-first ones written another way than ISO 8601
    # ('2026/3/5 14:30', '2026-3-5 14:30'), a 12-hour clock's unmarked hours, a zone the field's name says; a
    # year-first time below ISO 8601 ones read again as the CSV reader reads it (``reread_year_first``)
    raw.starts, raw.ends, clock_problems, raw.zoned = log_times(path.name, times, raw.starts, raw.ends, raw.lines,
                                                                raw.notes, parts=JSON_LINES_PARTS, lines=first_line)
    raw.problems.extend(clock_problems)
    raw.reread = reread_year_first
    return raw


def record_fields(file: str, keys: list[str], first_line: dict[str, int], records: list) -> dict[str, str]:
    """Each SPEC field → the key read as it: a name a CSV's header is read as it by (``csvlog.spec_field_names``:
    'start', 'Start', '开始时间'), written bare, or for a time with its zone in trailing brackets or as its last word
    ('start (UTC+8)', '开始时间(CST)', 'start_utc': ``csvlog.zoned_by_header``, ``formats.refuse_ambiguous_zones``);
    the field's own name where no key is one. Two keys of one name read as one field ('start' and 'start (UTC)') are
    refused, on the line first naming the second; two names of one field ('start' and '开始时间') are read only where
    every record's values agree (``csvlog.check_same_values``, as a CSV's two such columns; units as read, so a list
    agrees with its ';' text), the first in order of preference; where one record's differ, the error names its line
    and both values."""
    fields = {}
    for name, accepted in spec_field_names().items():
        found = [key for key in keys if find_column([key], accepted) and (
            zone_said(key) is None or name in ("start", "end") and (header_zone(key) or ambiguous_zone(key)))]
        named: dict[str, str] = {}
        for key in found:
            if column_key(key) in named:
                raise SlacheckError(file, f"fields '{named[column_key(key)]}' and '{key}' would each be read as "
                                          f"{name}: which one holds it cannot be told; keep one of them",
                                    line=first_line[key])
            named[column_key(key)] = key
        doubled = sorted(found, key=lambda key: [column_key(a) for a in accepted].index(column_key(key)))
        if len(doubled) > 1:  # units as read (a list joined by ';': ["n1", "n2"] is "n1;n2"), the others as text
            text = units_text if name == "units" else as_text
            check_same_values(file, name, doubled, [[text(record.get(key)) for _, record in records]
                                                    for key in doubled], [number for number, _ in records],
                              JSON_LINES_PARTS)
        fields[name] = doubled[0] if doubled else name
    return fields


def given_twice(field: str) -> str:
    return f"the field '{field}' is given twice: which one holds it cannot be told; keep one of them"


def repeated_fields(line: str, fields: tuple[str, ...] = FIELDS) -> str | None:
    """The first of the fields a claim reads that the line's object names twice, or None. Looked at
    closely only when a field's quoted name appears twice in the line (a value may hold it too)."""
    if not any(line.count(f'"{name}"') > 1 for name in fields):
        return None
    import json

    pairs = json.loads(line, object_pairs_hook=lambda pairs: pairs)  # the outer object's keys in order
    names = [key for key, _ in pairs] if isinstance(pairs, list) else []
    return next((name for name in fields if names.count(name) > 1), None)
