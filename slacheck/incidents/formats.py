"""The one registry of incident log formats: names, readers, accepted columns, sniffing.

The CLI's ``--incidents-format`` choices, the reader chosen for a file, and the message that
lists the accepted layouts all come from ``FORMATS``, so a new format is one entry here.
"""

from __future__ import annotations

import functools
import importlib
import re
from dataclasses import dataclass, field
from typing import Callable, Iterable


@dataclass(frozen=True)
class IncidentFormat:
    """One log format: its reader (``module:function``) and, for CSV layouts, its columns."""

    name: str
    reader: str
    description: str
    columns: dict[str, tuple[str, ...]] = field(default_factory=dict)  # field -> accepted header names
    json: bool = False
    markers: tuple[str, ...] = ()  # text in a JSON file's first 4 KiB that names this format
    leading_markers: tuple[str, ...] = ()  # the same, within its first 200 characters
    suffixes: tuple[str, ...] = ()  # file suffixes read as this format when the content does not tell
    parallel: bool = False  # a big file may be read in blocks on two cores (``parallel.py``)

    def marked_in(self, head: str) -> bool:
        return any(m in head for m in self.markers) or any(m in head[:200] for m in self.leading_markers)

    def accepted_columns(self) -> dict[str, tuple[str, ...]]:
        """``columns`` with the other headers ``headers.yaml`` reads as each field (Chinese exports)."""
        return {name: header_names(self.name, name, names) for name, names in self.columns.items()}

    def load_reader(self) -> Callable:
        module, function = self.reader.split(":")
        return getattr(importlib.import_module(module, __package__), function)


@dataclass(frozen=True)
class LogParts:
    """What a log's records and their fields are called in what is said of it, and how a field of durations is named
    to say their unit: a CSV has rows and columns (a unit in the header's brackets), JSON Lines has lines and fields
    (a unit as the key's last word); and what names a column ('header 'start (IST)'' / 'field 'start (IST)''), where
    a zone is written in that name, and how times are said to be in it. The one place a reader's words for them are
    decided."""

    record: str
    field: str
    unit_named: str  # how to name the durations field ``{name}`` in minutes
    name: str  # what names a column: a CSV's header, a JSON Lines log's field
    in_name: str  # where a zone is written in that name
    under: str  # times 'under' a header, 'in' a field

    def says(self, count: int) -> str:
        """'as its header says' / 'as their headers say', in the log's words."""
        return f"its {self.name} says" if count == 1 else f"their {self.name}s say"


CSV_PARTS = LogParts("row", "column", "write its header as '{name} (minutes)'", "header", "in the header", "under")
JSON_LINES_PARTS = LogParts("line", "field", "name it '{name}_minutes'", "field", "in the field's name", "in")

SPEC_COLUMNS = {"id": ("id",), "start": ("start",), "end": ("end",), "units": ("units", "unit")}
PAGERDUTY_COLUMNS = {
    "id": ("id", "incident_number", "incident_id", "number"),
    "start": ("created_at", "created_on", "created", "triggered_at", "started_at", "start_time"),
    "end": ("resolved_at", "resolved_on", "resolved", "end_time"),
    "units": ("units", "unit", "service_name", "service"),
}
# a Zabbix Problems export's columns (``zabbix.py``): it has no id; Status and Problem tell it from other logs
ZABBIX_COLUMNS = {"start": ("Time",), "end": ("Recovery time",), "status": ("Status",), "units": ("Host",),
                  "problem": ("Problem",)}

FORMATS: dict[str, IncidentFormat] = {f.name: f for f in (
    IncidentFormat("csv", ".csvlog:read_spec_csv", "our CSV: id,start,end,units[,cause,notice_hours]", SPEC_COLUMNS,
                   parallel=True),
    IncidentFormat("jsonl", ".jsonl:read_jsonl", "JSON Lines with the same fields", json=True,
                   suffixes=(".jsonl", ".ndjson", ".json")),  # names no marker: JSON that names no format
    IncidentFormat("statuspage", ".statuspage:read_statuspage", "Atlassian Statuspage incidents.json", json=True,
                   markers=('"incident_updates"',), leading_markers=('"incidents"', '"page"')),
    IncidentFormat("pagerduty", ".pagerduty:read_pagerduty_csv", "PagerDuty incidents CSV export", PAGERDUTY_COLUMNS),
    IncidentFormat("alertmanager", ".alertmanager:read_alertmanager", "Prometheus Alertmanager webhook payloads",
                   json=True, markers=('"alerts"', '"startsAt"')),
    IncidentFormat("googlecloud", ".googlecloud:read_google_cloud_status",
                   "Google Cloud status history: incidents.json of status.cloud.google.com", json=True,
                   markers=('"external_desc"', '"status_impact"')),
    IncidentFormat("datadog", ".datadog:read_datadog_incidents",
                   "Datadog incidents: GET /api/v2/incidents", json=True,
                   markers=('"customer_impact_start"', '"customer_impacted"')),
    IncidentFormat("awshealth", ".awshealth:read_aws_health", "AWS Health events: aws health describe-events",
                   json=True, markers=('"eventTypeCategory"', '"eventTypeCode"')),
    IncidentFormat("azurehealth", ".azurehealth:read_azure_health",
                   "Azure Service Health events: Resource Health's events API (az rest)", json=True,
                   markers=('"impactMitigationTime"', '"impactedService"')),
    IncidentFormat("opsgenie", ".opsgenie:read_opsgenie_incidents", "Opsgenie incidents: GET /v1/incidents",
                   json=True, markers=('"impactStartDate"', '"impactedServices"', '"tinyId"')),
    IncidentFormat("zabbix", ".zabbix:read_zabbix", "Zabbix problems: Monitoring > Problems > Export to CSV, or the "
                   "API's problem.get/event.get JSON", ZABBIX_COLUMNS, json=True, markers=('"r_eventid"',)),
)}
FORMAT_NAMES: tuple[str, ...] = tuple(FORMATS)


def header_names(layout: str, field: str, names: Iterable[str] = ()) -> tuple[str, ...]:
    """``names`` (``field``'s English headers) and the headers ``headers.yaml`` reads as ``field`` of ``layout``."""
    aliases = header_aliases().get(layout) or {}
    return tuple(names) + tuple(aliases.get(field) or ())


@functools.lru_cache(maxsize=1)
def header_aliases() -> dict:
    """``headers.yaml``, read once a process: a big log read in blocks asks for its headers ~20
    times a block, and each ask checked the data cache's key (the file and its readers read and
    hashed again: ~2 ms a 4 MB block, ~35 ms a million-row log)."""
    from ..yamlfile import packaged_data

    return packaged_data("slacheck.incidents", "headers.yaml") or {}


def get_format(name: str) -> IncidentFormat:
    from ..errors import SlacheckError

    if name not in FORMATS:
        raise SlacheckError("--incidents-format", f"unknown incidents format '{name}' "
                            f"(expected one of {', '.join(FORMAT_NAMES)})")
    return FORMATS[name]


def accepted_layouts() -> str:
    """The layouts we read, for an error about an unknown one."""
    parts = []
    for f in FORMATS.values():
        if f.columns:
            cols = ", ".join("/".join(names) for names in f.columns.values())
            parts.append(f"{f.name} ({cols})")
        else:
            parts.append(f"{f.name} ({f.description})")
    return "Accepted layouts: " + "; ".join(parts) + ". Name one with --incidents-format."


def sniff_json(head: str) -> str:
    """The JSON format a file's first characters name: a field only that format has (``markers``) before a
    generic word at its start (``leading_markers``: Datadog's records are of ``"type": "incidents"`` too, which
    named Statuspage); else the JSON format that has no marker."""
    json_formats = [f for f in FORMATS.values() if f.json]
    return next((f.name for f in json_formats if any(m in head for m in f.markers)),
                next((f.name for f in json_formats if f.marked_in(head)),
                     next(f.name for f in json_formats if not f.markers and not f.leading_markers)))


def format_of_suffix(suffix: str) -> str | None:
    return next((f.name for f in FORMATS.values() if suffix.lower() in f.suffixes), None)


TAB = "\t"


def separator_of(first_line: str) -> str:
    """The character between a delimited log's columns, told by its header line: a tab when the line holds more
    tabs than commas (Excel's or Google Sheets' 'Tab-separated values', ``mysql -B``, ``psql -A -F$'\\t'``, a
    copy from a spreadsheet), else a comma. A tab-separated log's fields are split on tabs only: a comma in
    one is text ('node-1,node-2' is one units field, ``validate.map_units`` reads how)."""
    return TAB if first_line.count(TAB) > first_line.count(",") else ","


def sniff_csv_header(header: list[str]) -> str | None:
    """The CSV layout whose required columns the header has (names matched as exports write them)."""
    lasted = duration_column(header) is not None  # a start and a duration stand for an end (``csvlog.end_from_durations``)
    for f in FORMATS.values():
        if f.columns and all(find_column(header, names) or (name == "end" and lasted)
                             for name, names in f.accepted_columns().items()):
            return f.name
    return None


# a header's trailing bracket and what it holds: a unit ('(min)', '（分钟）') or a zone ('(UTC)', '（北京时间）')
TRAILING_BRACKET = re.compile(r"\s*[\[(（【]\s*([^\])）】]*?)\s*[\])）】]\s*$")


@functools.lru_cache(maxsize=1024)  # the same few headers, asked for each block of a big log
def column_key(name: str) -> str:
    """A header name as exports write it, made comparable: case, spaces, hyphens, and the
    ``_at``/``_on`` suffixes are not told apart ("Created On", "created_at", "created-on" →
    ``created_at``); a ``[unit]``, ``(unit)`` or ``（单位）`` suffix is dropped, and so is a zone written as the
    name's last word ('start_utc', 'Started At UTC': ``zone_word``)."""
    key = TRAILING_BRACKET.sub("", name.strip().lstrip("\ufeff")).lower()
    key = re.sub(r"[\s\-.]+", "_", key).strip("_")
    word = zone_word(key)
    if word is not None:
        key = key[:word[1]]
    return re.sub(r"_on$", "_at", key)


LAST_WORD = re.compile(r"[\s_\-.]+([A-Za-z]+)\s*$")  # a name's last word, after a space, '_', '-' or '.'


def zone_word(name: str) -> tuple[str, int] | None:
    """The zone a name's last word is ('start_utc', 'end_gmt', 'start_cst': a name in ``headers.yaml``'s
    ``header_zones`` or ``ambiguous_header_zones``), as written, and where the name before it ends; None when it
    is none of them, or the name is that word alone. Such a word names a column's zone as surely as the same name
    in brackets does ('start (UTC)')."""
    found = LAST_WORD.search(name.strip())
    if found is None or found.start() == 0 or found[1].upper() not in zone_names():
        return None
    return found[1], found.start()


@functools.lru_cache(maxsize=1)
def zone_names() -> frozenset[str]:
    """The zone names ``headers.yaml`` knows (``header_zones`` and ``ambiguous_header_zones``), upper case."""
    aliases = header_aliases()
    return frozenset(str(k).strip().upper() for table in ("header_zones", "ambiguous_header_zones")
                     for k in (aliases.get(table) or {}))


def zone_said(name: str) -> tuple[str, int] | None:
    """The zone (or unit) a header names after its field's name, as written, and where the name before it ends: its
    trailing brackets' text ('start (UTC)', '开始时间（北京时间）', 'Duration (min)'), else a zone as its last word
    ('start_utc'); None when it names neither."""
    found = TRAILING_BRACKET.search(name.strip())
    if found is not None:
        return found[1].strip(), found.start()
    return zone_word(name)


def find_column(present: Iterable[str], accepted: Iterable[str]) -> str | None:
    """The first header in ``present`` that matches one of ``accepted`` (``column_key``)."""
    keyed = {}
    for column in present:
        keyed.setdefault(column_key(column), column)
    return next((keyed[column_key(a)] for a in accepted if column_key(a) in keyed), None)


UTC_OFFSET = re.compile(r"(?:UTC|GMT)\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?", re.IGNORECASE)


@functools.lru_cache(maxsize=1024)
def header_zone(name: str) -> str | None:
    """The UTC offset ('+08:00') a header names in its trailing brackets ('start (UTC)', 'Created At (GMT+8)',
    '开始时间（北京时间）'; names from ``headers.yaml``'s ``header_zones``) or as its last word ('start_utc'), or None
    (neither, or another suffix: a unit, '(分钟)')."""
    found = zone_said(name)
    if found is None:
        return None
    said = found[0]
    zones = {str(k).strip().upper(): str(v) for k, v in (header_aliases().get("header_zones") or {}).items()}
    if said.upper() in zones:
        return zones[said.upper()]
    ambiguous = ambiguous_zone(name)
    if ambiguous is not None:
        return str(ambiguous[0]["in_chinese"]) if ambiguous[1] else None
    offset = UTC_OFFSET.fullmatch(said)
    if offset is None or int(offset[2]) > 14 or int(offset[3] or 0) > 59:
        return None
    return f"{offset[1]}{int(offset[2]):02d}:{offset[3] or '00'}"


IDEOGRAPH = re.compile(r"[\u4e00-\u9fff]")  # a header holding one is written in Chinese


def ambiguous_zone(name: str) -> tuple[dict, bool, str] | None:
    """The ``ambiguous_header_zones`` entry (``headers.yaml``) a header's trailing brackets or last word name
    ('开始时间(CST)', 'start (CST)', 'start_cst'), whether the header is written in Chinese and the entry gives an
    ``in_chinese`` offset (then it is read at that offset, else refused: ``refuse_ambiguous_zones``; 'IST' has none)
    and the zone as written; None when they name none."""
    found = zone_said(name)
    entries = {str(k).strip().upper(): v for k, v in (header_aliases().get("ambiguous_header_zones") or {}).items()}
    entry = entries.get(found[0].upper()) if found else None
    if not entry:
        return None
    in_chinese = entry.get("in_chinese") is not None and bool(IDEOGRAPH.search(name.strip()[:found[1]]))
    return entry, in_chinese, found[0]


def refuse_ambiguous_zones(file: str, chosen: dict[str, str], lines: dict[str, int] | None = None,
                           parts: LogParts = CSV_PARTS) -> list[str]:
    """A time column (``chosen``'s start or end) whose header names an ambiguous zone outside Chinese ('start (CST)')
    refused, on the header's line (1, or the line ``lines`` gives the column: JSON Lines' first record naming the
    field); for each one written in Chinese, what stderr says of its reading; both in the log's words (``parts``:
    a CSV's header, a JSON Lines log's field)."""
    from ..errors import SlacheckError

    read: dict[tuple[str, str, str], list[str]] = {}  # (zone, offset, what it names) -> headers read so
    for column in (chosen[name] for name in ("start", "end") if name in chosen):
        ambiguous = ambiguous_zone(column)
        if ambiguous is None:
            continue
        entry, in_chinese, zone = ambiguous
        if not in_chinese:
            raise SlacheckError(file, f"{parts.name} '{column}': '{zone}' names {entry['names']}; write the zone "
                                      f"as {entry.get('write_as') or 'UTC+8'} or the like {parts.in_name}, or times "
                                      f"with their offsets {parts.under} a {parts.name} naming none",
                                line=(lines or {}).get(column, 1))
        read.setdefault((zone, str(entry["in_chinese"]), str(entry["names"])), []).append(f"'{column}'")
    return [f"{file}: '{zone}' {parts.under} {' and '.join(named)} read as UTC{offset}, as a {parts.name} written in "
            f"Chinese means it ('{zone}' names {names})" for (zone, offset, names), named in read.items()]


@dataclass(frozen=True)
class DurationColumn:
    """A header's column of outage durations (``headers.yaml``'s ``duration_columns``) and the unit its header
    names (``unit``: as written, ``unit_ms``: its length; None when the header names none)."""

    column: str
    unit: str | None
    unit_ms: int | None


def duration_column(header: Iterable[str]) -> DurationColumn | None:
    """The first column of ``header`` that holds outage durations, with the unit its header names in its
    trailing brackets ('Duration (min)', '故障时长（分钟）') or as its last word ('duration_minutes',
    'Downtime in hours'); None when no column does."""
    return _duration_column(tuple(header))


@functools.lru_cache(maxsize=64)  # the same header, asked twice for each block of a big log
def _duration_column(header: tuple[str, ...]) -> DurationColumn | None:
    aliases = header_aliases()
    names = {column_key(str(n)) for n in aliases.get("duration_columns") or ()}
    units = {str(word).strip().lower(): int(ms) for ms, words in (aliases.get("duration_units") or {}).items()
             for word in words or ()}
    for column in header:
        key = column_key(column)
        said = TRAILING_BRACKET.search(column.strip())
        unit = said[1].strip() if said else None
        if key not in names and "_" in key:
            key, _, unit = key.rpartition("_")
            key = re.sub(r"_in$", "", key)
        if key in names:
            return DurationColumn(column, unit, units.get(unit.lower()) if unit else None)
    return None
