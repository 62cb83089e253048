"""The one registry of incident log formats: names, readers, accepted columns, sniffing.

The CLI's ``--incidents-format`` choices, the reader chosen for a file, and the message that
lists the accepted layouts all come from ``FORMATS``, so a new format is one entry here.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Callable


@dataclass(frozen=True)
class IncidentFormat:
    """One log format: its reader (``module:function``) and, for CSV layouts, its columns."""

    name: str
    reader: str
    description: str
    columns: dict[str, tuple[str, ...]] = field(default_factory=dict)  # field -> accepted header names
    json: bool = False

    def load_reader(self) -> Callable:
        module, function = self.reader.split(":")
        return getattr(importlib.import_module(module, __package__), function)


SPEC_COLUMNS = {"id": ("id",), "start": ("start",), "end": ("end",), "units": ("units", "unit")}
PAGERDUTY_COLUMNS = {
    "id": ("id", "incident_number", "incident_id", "number"),
    "start": ("created_at", "created_on", "created", "triggered_at", "started_at", "start_time"),
    "end": ("resolved_at", "resolved_on", "resolved", "end_time"),
    "units": ("units", "unit", "service_name", "service"),
}

FORMATS: dict[str, IncidentFormat] = {f.name: f for f in (
    IncidentFormat("csv", ".csvlog:read_spec_csv", "our CSV: id,start,end,units[,cause,notice_hours]", SPEC_COLUMNS),
    IncidentFormat("jsonl", ".jsonl:read_jsonl", "JSON Lines with the same fields", json=True),
    IncidentFormat("statuspage", ".statuspage:read_statuspage", "Atlassian Statuspage incidents.json", json=True),
    IncidentFormat("pagerduty", ".pagerduty:read_pagerduty_csv", "PagerDuty incidents CSV export", PAGERDUTY_COLUMNS),
    IncidentFormat("alertmanager", ".alertmanager:read_alertmanager", "Prometheus Alertmanager webhook payloads",
                   json=True),
)}
FORMAT_NAMES: tuple[str, ...] = tuple(FORMATS)


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


def sniff_csv_header(header: list[str]) -> str | None:
    """The CSV layout whose required columns the header has (names matched as exports write them)."""
    from .validate import find_column

    for f in FORMATS.values():
        if f.columns and all(find_column(header, names) for names in f.columns.values()):
            return f.name
    return None
