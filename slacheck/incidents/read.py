"""``read_incidents``: pick the reader by ``--incidents-format``, suffix or content.

Every reader returns a ``RawLog``; the one shared validator turns it into the columns the
SLA engine computes on (``read_incident_table``) or into ``Incident`` models for the API
(``read_incidents``).
"""

from __future__ import annotations

import csv
import io
from pathlib import Path
from zoneinfo import ZoneInfo

import numpy as np

from ..errors import SlacheckError
from ..limits import Limits, check_regular_file
from ..models import Incident
from ..sla.engine import IncidentTable, as_zone
from ..sla.intervals import bulk_work
from .validate import RawLog, build_table

FORMATS = ("csv", "jsonl", "statuspage", "pagerduty", "alertmanager")


def sniff_format(path: Path) -> str:
    """Guess the format from the suffix and the first bytes of the file.

    Never fails on content: binary junk or a stray ``\\r`` just sniffs as CSV, and the reader
    then reports what is wrong with the file as ``file:line: problem``.
    """
    head_bytes = open_head(path)
    head = head_bytes.decode("utf-8-sig", errors="replace")
    stripped = head.lstrip()
    if stripped.startswith("{") or stripped.startswith("["):
        if '"incident_updates"' in head or '"incidents"' in head[:200]:
            return "statuspage"
        if '"alerts"' in head or '"startsAt"' in head:
            return "alertmanager"
        return "jsonl"
    first_line = stripped.split("\n", 1)[0].lower()
    try:
        header = {h.strip() for h in next(csv.reader(io.StringIO(first_line.replace("\x00", ""), newline="")), [])}
    except csv.Error:  # a lone \r or other junk: not a header we know
        header = set()
    if "start" in header and "end" in header:
        return "csv"
    if header & {"incident_number", "created_on", "created_at", "resolved_on", "resolved_at", "service_name"}:
        return "pagerduty"
    suffix = path.suffix.lower()
    return {".jsonl": "jsonl", ".ndjson": "jsonl", ".json": "jsonl"}.get(suffix, "csv")


def open_head(path: Path) -> bytes:
    """The first 4 KiB of the file; a missing file, a folder, a device or a FIFO is bad input."""
    check_regular_file(path, "incident log file")
    try:
        with path.open("rb") as fh:
            return fh.read(4096)
    except OSError as exc:
        raise SlacheckError(path.name, f"cannot read the file ({exc.strerror})") from None


def read_raw_log(path: Path, fmt: str | None, limits: Limits, tz: ZoneInfo) -> RawLog:
    fmt = fmt or sniff_format(path)
    if not open_head(path).strip():
        raise SlacheckError(path.name, "the file is empty (expected an incident log)", line=1)
    if fmt == "csv":
        from .csvlog import read_spec_csv as reader
    elif fmt == "jsonl":
        from .jsonl import read_jsonl as reader
    elif fmt == "statuspage":
        from .statuspage import read_statuspage as reader
    elif fmt == "pagerduty":
        from .pagerduty import read_pagerduty_csv as reader
    elif fmt == "alertmanager":
        from .alertmanager import read_alertmanager as reader
    else:
        raise SlacheckError(path.name, f"unknown incidents format '{fmt}' (expected one of {', '.join(FORMATS)})")
    return reader(path, limits)


def read_incident_table(
    path: str | Path,
    *,
    tz: str | ZoneInfo = "Asia/Shanghai",
    fmt: str | None = None,
    inventory: set[str] | None = None,
    as_of_ms: int | None = None,
    limits: Limits | None = None,
) -> IncidentTable:
    """Read and validate an incident log into engine columns (the fast path)."""
    zone = as_zone(tz)
    path, limits = Path(path), limits or Limits.from_env()
    with bulk_work():
        if (fmt or sniff_format(path)) == "csv":
            from .parallel import can_read_in_parallel, read_csv_table_in_parallel

            if can_read_in_parallel(path):
                table = read_csv_table_in_parallel(path, zone, inventory, as_of_ms, limits)
                if table is not None:
                    return check_log_span(table, limits)
        raw = read_raw_log(path, fmt, limits, zone)
        return check_log_span(build_table(raw, zone, inventory=inventory, as_of_ms=as_of_ms), limits)


def check_log_span(table: IncidentTable, limits: Limits) -> IncidentTable:
    """Refuse a log whose incidents span more than ``limits.max_log_years`` (first start to
    last end): a claim computes every month in between, and an incident lasting millennia
    is a typo or an attack, not an outage to be paid for."""
    if len(table.start_ms) == 0:
        return table
    first, last = int(np.argmin(table.start_ms)), int(np.argmax(table.end_ms))
    years = (int(table.end_ms[last]) - int(table.start_ms[first])) / (365.25 * 86_400_000)
    if years > limits.max_log_years:
        lines = (int(table.lines[first]), int(table.lines[last]))
        where = f"line {lines[0]}" if lines[0] == lines[1] else f"lines {lines[0]} to {lines[1]}"
        raise SlacheckError(table.file, f"the incidents span {years:,.0f} years ({where}), over the "
                            f"{limits.max_log_years}-year limit (SLACHECK_MAX_LOG_YEARS)", line=lines[0])
    return table


def read_incidents(path: str | Path, **kwargs) -> list[Incident]:
    """Read and validate an incident log into ``Incident`` models (same checks as the fast path)."""
    zone = as_zone(kwargs.get("tz", "Asia/Shanghai"))
    return read_incident_table(path, **kwargs).to_incidents(zone)


def read_inventory(path: str | Path, limits: Limits | None = None) -> tuple[list[str], dict[str, str]]:
    """An inventory CSV → (unit ids, GPU id → node id).

    Columns: ``gpu,node`` (GPU ids count against their node under a node SLA), or a single
    ``unit``/``id``/``node``/``gpu`` column listing the unit ids.
    """
    from .csvlog import read_csv_columns

    path = Path(path)
    header, columns, lines = read_csv_columns(path, limits or Limits.from_env())
    lowered = [h.lower() for h in header]
    if "gpu" in lowered and "node" in lowered:
        gpus, nodes = columns[lowered.index("gpu")], columns[lowered.index("node")]
        problems = [(ln, "empty gpu or node") for ln, g, nd in zip(lines, gpus, nodes) if not g.strip() or not nd.strip()]
        from ..errors import collect

        collect(path.name, problems)
        mapping = {g.strip(): nd.strip() for g, nd in zip(gpus, nodes)}
        return list(dict.fromkeys(nd.strip() for nd in nodes)), mapping
    for name in ("unit", "id", "node", "gpu"):
        if name in lowered:
            return list(dict.fromkeys(v.strip() for v in columns[lowered.index(name)] if v.strip())), {}
    raise SlacheckError(path.name, f"missing column: expected 'gpu,node' or 'unit' (columns: {', '.join(header)})",
                        line=1)
