"""JSON Lines incident logs: one object per line with the SPEC §3.1 fields.

``{"id": "...", "start": "...", "end": "...", "units": ["node-1", "node-2"] | "node-1;node-2" | "*",
"cause": "vendor", "notice_hours": 72}``; unknown keys are ignored, blank lines skipped.
"""

from __future__ import annotations

from pathlib import Path

import orjson

from ..errors import SlacheckError
from ..limits import Limits
from .csvlog import decode_text, durations_unit, end_from_durations, read_bytes, read_durations, zoned_by_header
from .formats import JSON_LINES_PARTS, ambiguous_zone, column_key, header_zone, refuse_ambiguous_zones
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
    for number, line in enumerate(text.split("\n"), start=1):
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
            raw.problems.append((number, f"the field '{repeated}' is given twice: which one holds it cannot be "
                                         "told; keep one of them"))
            continue
        records.append((number, record))
    # a field of how long each outage lasted in a named unit ("duration_minutes": 90), as a CSV's column is read
    first_line: dict[str, int] = {}  # each key, on the line of the first record naming it
    for number, record in records:
        for key in record:
            first_line.setdefault(key, number)
    keys = list(first_line)
    times = time_fields(path.name, keys, first_line)  # 'start (UTC+8)': start, at the zone its name says
    zone_notes = refuse_ambiguous_zones(path.name, times, lines=first_line, parts=JSON_LINES_PARTS)
    # no end anywhere, and durations in no unit: refused on the first line naming them
    end_from_durations(path.name, keys, {"end": ("end",)}, {}, parts=JSON_LINES_PARTS, lines=first_line)
    durations = read_durations(path.name, keys, {"end": "end"} if "end" in keys else {}, raw.notes, JSON_LINES_PARTS)
    lasted = [] if durations is not None else None
    for number, record in records:
        missing = [key for key in REQUIRED if times.get(key, key) not in record
                   and not (key == "end" and durations is not None and durations.column in record)]
        if missing:
            raw.problems.append((number, f"missing required field '{missing[0]}'"))
            continue
        raw.add(number, as_text(record["id"]).strip(), as_text(record[times["start"]]),
                as_text(record.get(times["end"])),
                units_text(record["units"]), as_text(record.get("cause")), as_text(record.get("notice_hours")))
        if lasted is not None:
            lasted.append(as_text(record.get(durations.column)))
    raw.durations, raw.duration_unit = lasted, durations_unit(durations)
    if any(header_zone(field) for field in times.values()):
        raw.starts, raw.ends, raw.zoned = zoned_by_header(path.name, times, raw.starts, raw.ends, raw.notes,
                                                            JSON_LINES_PARTS)
        raw.notes.extend(zone_notes)
    return raw


def time_fields(file: str, keys: list[str], first_line: dict[str, int]) -> dict[str, str]:
    """start and end → the field read as each: its name, or its name with a zone in trailing brackets ('start (UTC+8)',
    'end (CST)') or as its last word ('start_utc'), as a CSV's header names one (``csvlog.zoned_by_header``,
    ``formats.refuse_ambiguous_zones``). Two fields read as one ('start' and 'start (UTC)' in one log) are refused, on
    the line first naming the second: which one holds it cannot be told."""
    times = {}
    for name in ("start", "end"):
        fields = [key for key in keys if key == name or (column_key(key) == name and
                                                         (header_zone(key) or ambiguous_zone(key)))]
        if len(fields) > 1:
            raise SlacheckError(file, f"fields '{fields[0]}' and '{fields[1]}' would each be read as {name}: which one "
                                      "holds it cannot be told; keep one of them", line=first_line[fields[1]])
        times[name] = fields[0] if fields else name
    return times


def repeated_fields(line: str) -> str | None:
    """The first of the fields a claim reads that the line's object names twice, or None. Looked at
    closely only when a field's quoted name appears twice in the line (a value may hold it too)."""
    if not any(line.count(f'"{name}"') > 1 for name in FIELDS):
        return None
    import json

    pairs = json.loads(line, object_pairs_hook=lambda pairs: pairs)  # the outer object's keys in order
    names = [key for key, _ in pairs] if isinstance(pairs, list) else []
    return next((name for name in FIELDS if names.count(name) > 1), None)
