"""``read_incidents``: pick the reader by ``--incidents-format``, suffix or content.

Every reader returns a ``RawLog``; the one shared validator turns it into the columns the
SLA engine computes on (``read_incident_table``) or into ``Incident`` models for the API
(``read_incidents``).
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from pathlib import Path
from typing import Callable
from zoneinfo import ZoneInfo

import numpy as np

from ..errors import SlacheckError, read_from
from ..limits import Limits, check_regular_file
from ..models import Incident, Skipped
from ..sandbox import bounded_input
from ..sla.intervals import bulk_work
from ..ingest.sniff import OLE_MAGIC, ZIP_MAGIC
from ..textcodec import UTF16_BOMS
from ..words import counted
from .table import IncidentTable, as_zone
from .validate import SEPARATORS, RawLog, build_table

from .formats import format_of_suffix, get_format, separator_of, sniff_csv_header, sniff_json


def sniff_format(path: Path, head: LogHead | None = None) -> str:
    """Guess the format from the suffix and the first bytes of the file (``head``: read already).

    Never fails on content: binary junk or a stray ``\\r`` just sniffs as CSV, and the reader
    then reports what is wrong with the file as ``file:line: problem``.
    """
    head = head or read_head(path)
    stripped = head.text.lstrip()
    if stripped.startswith("{") or stripped.startswith("["):
        return sniff_json(head.text)
    first_line = stripped.split("\n", 1)[0].replace("\x00", "")
    try:
        header = next(csv.reader(io.StringIO(first_line, newline=""), delimiter=separator_of(first_line)), [])
    except csv.Error:  # a lone \r or other junk: not a header we know
        header = []
    layout = sniff_csv_header(header)
    if layout:
        return layout
    return format_of_suffix(path.suffix) or "csv"


@dataclass(frozen=True)
class LogHead:
    """An input's first bytes, read once, and their text: every sniffing step (format, empty, workbook,
    another kind of log) reads the same bytes decoded the same way."""

    raw: bytes
    text: str


def read_head(path: Path) -> LogHead:
    """The file's first 4 KiB (``open_head``) and their text: UTF-16 where a byte order mark says so
    (Windows PowerShell's Out-File; a mark ends no UTF-16 unit short), else UTF-8 (a mark dropped)."""
    raw = open_head(path)
    if raw.startswith(UTF16_BOMS):
        return LogHead(raw, raw[:len(raw) - len(raw) % 2].decode("utf-16", errors="replace"))
    return LogHead(raw, raw.decode("utf-8-sig", errors="replace"))


def open_head(path: Path) -> bytes:
    """The first 4 KiB of the file; a missing file, a folder, a device or a FIFO is bad input."""
    check_regular_file(path, "incident log file")
    try:
        with path.open("rb") as fh:
            return fh.read(4096)
    except OSError as exc:
        raise SlacheckError(path.name, f"cannot read the file ({exc.strerror})") from None


# the first bytes of a spreadsheet workbook given where its sheet saved as CSV was meant: a ZIP archive (.xlsx,
# and WPS's and LibreOffice's too) or an OLE2 compound file (Excel 97-2003 .xls, WPS .et)
WORKBOOK_MAGIC = {ZIP_MAGIC: "a ZIP archive (an .xlsx workbook?)", OLE_MAGIC: "an Office binary file (an .xls workbook?)"}


def refuse_empty(path: Path, expected: str, head: LogHead | None = None) -> None:
    """An input holding nothing (or only blanks, in any encoding ``read_head`` reads) is refused as empty,
    naming what it should hold: its missing columns would be the wrong complaint; so is a spreadsheet
    workbook, whose bytes are no text ('not UTF-8 text (byte 12)' told the user nothing of what to do)."""
    head = head or read_head(path)
    if not head.text.strip():
        raise SlacheckError(path.name, f"the file is empty (expected {expected})", line=1)
    what = next((said for magic, said in WORKBOOK_MAGIC.items() if head.raw.startswith(magic)), None)
    if what is not None:
        raise SlacheckError(path.name, f"{what}, not text (expected {expected}): save the sheet as CSV "
                                       "(Excel: CSV UTF-8 (Comma delimited)) and give that", line=1)


def refuse_other_log(path: Path, head: LogHead | None = None) -> None:
    """A file whose first line is another log's (``values.yaml``'s ``other_logs``: a kernel log's
    '[ 1234.5] NVRM: Xid ...') is refused as that, not as bad JSON or CSV: it says when hardware faulted, not
    which units were down from when to when; so is a tool's JSON answer that is not read (``unread_answers``: an
    UptimeRobot getMonitors answer, whose times stand in a zone it does not name), with why."""
    from .validate import field_values

    head = (head or read_head(path)).text
    text = head.lstrip()
    first = text.split("\n", 1)[0]
    what = next((what for pattern, what in field_values().other_logs if pattern.match(first)), None)
    line = head.count("\n", 0, len(head) - len(text)) + 1
    if what is not None:
        raise SlacheckError(path.name, f"{what}, not an incident log: it says when hardware faulted, not which units "
                                       "were down from when to when; write each outage as a row of id,start,end,units "
                                       "(CSV) and give that file", line=line)
    if text[:1] in ("{", "["):  # a tool's JSON answer that is not read (``unread_answers``), refused as what it is
        answer = next(((what, why) for keys, what, why in field_values().unread_answers
                       if all(key.search(text) for key in keys)), None)
        if answer is not None:
            raise SlacheckError(path.name, f"{answer[0]}, not read as an incident log: {answer[1]}", line=line)


def read_raw_log(path: Path, fmt: str | None, limits: Limits, tz: ZoneInfo, head: LogHead | None = None) -> RawLog:
    """The log read by its format's reader (``head``: its first bytes, read once)."""
    return get_format(fmt or sniff_format(path, head)).load_reader()(path, limits)


def refuse_not_a_log(path: Path, head: LogHead | None = None) -> None:
    """Refuse an empty file, a workbook or another log (a kernel log) for what it is, before any reader (the block
    reader of a big log too: a big journalctl log got the missing-columns error); ``head`` read once."""
    head = head or read_head(path)
    refuse_empty(path, "an incident log", head)
    refuse_other_log(path, head)


@bounded_input("reading the incident log")
def read_incident_table(
    path: str | Path,
    *,
    tz: str | ZoneInfo = "Asia/Shanghai",
    fmt: str | None = None,
    inventory: set[str] | None = None,
    as_of_ms: int | None = None,
    limits: Limits | None = None,
    unit_map: str | Path | dict[str, list[str]] | None = None,
    hash_log: bool = False,
    unit_map_option: str = "--unit-map",
    other_map_option: str | None = None,
    ahead: Callable[[], None] | None = None,
) -> IncidentTable:
    """Read and validate an incident log into engine columns (the fast path).

    ``hash_log``: a big log read on two cores carries the sha256 of its bytes, hashed as they
    are read (``IncidentTable.sha256``: the audit database's key for it).

    ``unit_map`` (``--unit-map FILE``, or a mapping) turns the names a format gives its
    affected things (Statuspage components, PagerDuty services, Alertmanager labels) into
    unit ids; records naming nothing in the map are skipped and counted. Without one, each
    such name is one unit, and the table's ``notes`` say so (SPEC §3.7). ``unit_map_option`` is
    the option the user gives the map for this log with (``reconcile``'s vendor report takes
    ``--vendor-unit-map``): the notes and skips name it. A map naming none of the log's names is refused
    (``apply_unit_map``); ``other_map_option``, the option the other log's map goes with (``reconcile``), is
    named there as the one probably meant.

    ``ahead()``: the caller's next work (its modules), run while a big log's second half is still read by
    the child (``read_csv_table_in_parallel``); else not at all.
    """
    zone = as_zone(tz)
    path, limits = Path(path), limits or Limits.from_env()
    mapping = read_unit_map(unit_map, limits) if isinstance(unit_map, (str, Path)) else unit_map
    with read_from(path), bulk_work():  # (a problem of the log knows its path: two logs may share a name)
        head = read_head(path)
        refuse_not_a_log(path, head)
        fmt = fmt or sniff_format(path, head)
        if get_format(fmt).parallel and mapping is None:
            from .parallel import can_read_in_parallel, read_csv_table_in_parallel

            if can_read_in_parallel(path):
                table = read_csv_table_in_parallel(path, zone, inventory, as_of_ms, limits, hash_log=hash_log,
                                                   ahead=ahead)
                if table is not None:
                    from .csvlog import head_notes

                    table.notes = head_notes(path) + table.notes
                    return check_log_span(table, limits)
        raw = read_raw_log(path, fmt, limits, zone, head)
        if mapping is not None:
            # (its note of the names the map lacks goes with the reader's)
            apply_unit_map(raw, mapping, unit_map_option, map_file=unit_map if isinstance(unit_map, (str, Path))
                           else None, other_option=other_map_option)
        notes = list(raw.notes)
        if mapping is None and raw.unit_source:
            notes.append(f"{path.name}: each {raw.unit_source} is counted as one unit, named as written; "
                         f"pass {unit_map_option} FILE to map them to unit ids")
        table = check_log_span(build_table(raw, zone, inventory=inventory, as_of_ms=as_of_ms), limits)
        table.skipped = [Skipped(reason=reason, count=len(ids), ids=ids) for reason, ids in raw.skipped.items()]
        table.notes = notes + table.notes
        return table


def how_it_was_read(table: IncidentTable) -> list[str]:
    """What the reader assumed and what it skipped, as lines for stderr (SPEC §3.7: never silently); a log with
    no incident at all is said too (a wrong export filter would otherwise read as a clean month)."""
    empty = [] if len(table) else [f"{table.file}: no incidents in the log"]
    return empty + list(table.notes) + [f"{table.file}: skipped {counted(skipped.count, 'record')}: {skipped.reason}"
                                        for skipped in table.skipped]


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


def columns_said(header: list[str]) -> str:
    """A header's columns as a refusal lists them; one column holding several between ';' or '|' (what Excel saves
    where a comma is the decimal mark) is said to be that, with how to save the file."""
    said = next((said for separator, said in SEPARATORS.items() if len(header) == 1 and separator in header[0]), None)
    return ", ".join(header) + (f": columns separated by {said}, not commas: save the file as comma-separated CSV "
                                "(Excel: CSV UTF-8 (Comma delimited))" if said else "")


@bounded_input("reading the unit map")
def read_unit_map(path: str | Path, limits: Limits | None = None) -> dict[str, list[str]]:
    """``--unit-map FILE`` → name → unit ids.

    A CSV with a name column (``component``, ``service``, ``product``, ``label``, ``name`` or ``source``;
    ``headers.yaml``'s ``unit_map``) and a unit column (``unit``, ``units`` or ``node``; several ids separated by ``;``, ``*`` for the
    whole cluster, empty for "not one of our units"), or a YAML mapping ``name: unit`` /
    ``name: [unit, ...]``.
    """
    from ..errors import collect
    from .csvlog import read_csv_columns, read_text
    from .formats import find_column, header_aliases

    path = Path(path)
    limits = limits or Limits.from_env()
    refuse_empty(path, "a unit map: 'component,unit' columns")
    if path.suffix.lower() in (".yaml", ".yml"):
        from ..yamlfile import load_yaml

        _, data = load_yaml(read_text(path, limits), path.name)
        if not isinstance(data, dict):
            raise SlacheckError(path.name, "expected a mapping of names to unit ids ('GPU Pool A: node-01', or "
                                           "'GPU Pool A: [node-01, node-02]' for several)", line=1)
        mapping = {}
        for name, units in data.items():
            values = units if isinstance(units, list) else [] if units is None else str(units).split(";")
            mapping[str(name).strip()] = [str(u).strip() for u in values if str(u).strip()]
        return mapping
    header, columns, lines = read_csv_columns(path, limits)
    accepted = header_aliases().get("unit_map") or {}
    name_column = find_column(header, accepted.get("name") or ())
    unit_column = find_column(header, accepted.get("unit") or ())
    if name_column is None or unit_column is None:
        raise SlacheckError(path.name, "expected a name column (component, service, product, label, name) and a unit "
                            f"column (unit, units) (columns: {columns_said(header)})", line=1)
    names, units = columns[header.index(name_column)], columns[header.index(unit_column)]
    mapping: dict[str, list[str]] = {}
    problems = []
    for line, name, unit in zip(lines, names, units):
        if not name.strip():
            problems.append((line, "empty name"))
            continue
        mapping.setdefault(name.strip(), []).extend(u.strip() for u in unit.split(";") if u.strip())
    collect(path.name, problems)
    return mapping


def apply_unit_map(raw: RawLog, mapping: dict[str, list[str]], option: str = "--unit-map", *,
                   map_file: str | Path | None = None, other_option: str | None = None) -> None:
    """Replace each record's names by their unit ids; a record naming nothing mapped to a unit
    is skipped and counted ("no unit in --unit-map"; ``option``: the option the map was given with).

    A map that knows none of the log's names would skip every record and leave a claim of nothing, with a
    note only: money is at stake, so it is refused (``map_file``, the map's file, and ``other_option``, the
    option the other log's map goes with, are named: the usual slip is one log's map given for the other)."""
    from ..columns.fields import FieldColumn

    units = raw.units.texts() if isinstance(raw.units, FieldColumn) else raw.units
    kept, mapped = [], []
    unmapped: dict[str, None] = {}  # names the map lacks, in order: said, so a misspelt entry can be found
    known = False  # ... and whether it has any of the log's names ("*", the whole cluster, is none)
    for i, text in enumerate(units):
        ids: list[str] = []
        for part in (p.strip() for p in (text or "").split(";")):
            ids.extend(mapping.get(part, []) if part != "*" else ["*"])
            if part and part != "*":
                if part in mapping:
                    known = True
                else:
                    unmapped[part] = None
        if ids:
            kept.append(i)
            mapped.append(";".join(dict.fromkeys(ids)))
        else:
            what = raw.unit_source or "unit"
            raw.skip(f"no {what} of the record is in {option}", raw.ids[i] if not isinstance(raw.ids, FieldColumn)
                     else raw.ids.text(i))
    if unmapped and not known:
        refuse_unknown_map(raw, list(unmapped), option, map_file, other_option)
    if len(kept) != len(units):
        for name in ("lines", "ids", "starts", "ends", "causes", "notices", "durations"):
            column = getattr(raw, name)
            if column is None:  # (no duration column)
                continue
            if isinstance(column, FieldColumn):
                column = column.texts()
            elif not isinstance(column, list):
                column = list(column)
            setattr(raw, name, [column[i] for i in kept])
        position = {i: k for k, i in enumerate(kept)}  # the rows marked ended with no end, where they now stand
        raw.end_unknown = {position[i] for i in raw.end_unknown if i in position}
    if unmapped:
        raw.notes.append(f"{raw.file}: not in {option}: {_shown(list(unmapped))} (a record naming only these is skipped)")
    raw.units = mapped
    raw.unit_source = None


UNMAPPED_SHOWN = 5  # names of a log that --unit-map lacks, listed before "and N more"


def _shown(names: list[str]) -> str:
    """The first ``UNMAPPED_SHOWN`` of ``names``, quoted, then "and N more"."""
    more = f" and {len(names) - UNMAPPED_SHOWN} more" if len(names) > UNMAPPED_SHOWN else ""
    return ", ".join(repr(n) for n in names[:UNMAPPED_SHOWN]) + more


def refuse_unknown_map(raw: RawLog, names: list[str], option: str, map_file: str | Path | None,
                       other_option: str | None) -> None:
    """The refusal of a unit map that names none of ``names``, the log's (``apply_unit_map``)."""
    meant = f"; if it is the other log's map, give it as {other_option}" if other_option else ""
    raise SlacheckError(Path(map_file) if map_file is not None else option,
                        f"the map given as {option} names none of the units of {raw.file} ({_shown(names)}): every "
                        f"record would be skipped and nothing counted{meant}")


@dataclass(frozen=True)
class Inventory:
    """An ``--inventory`` as read: its unit ids, each GPU's node (``gpu,node`` columns), and whether its one
    column is ``node`` (``of_nodes``: under a GPU SLA each node counts the terms' ``gpus_per_node`` GPUs,
    where a ``unit``/``id``/``gpu`` column's ids are units as written)."""

    unit_ids: list[str]
    gpu_of_node: dict[str, str]
    of_nodes: bool = False


def read_inventory(path: str | Path, limits: Limits | None = None) -> tuple[list[str], dict[str, str]]:
    """An inventory CSV → (unit ids, GPU id → node id): ``load_inventory``'s first two."""
    inventory = load_inventory(path, limits)
    return inventory.unit_ids, inventory.gpu_of_node


@bounded_input("reading the inventory")
def load_inventory(path: str | Path, limits: Limits | None = None) -> Inventory:
    """An inventory CSV.

    Columns: ``gpu,node`` (GPU ids count against their node under a node SLA), or a single
    ``unit``/``id``/``node``/``gpu`` column listing the unit ids (a ``node`` one: ``Inventory.of_nodes``).
    """
    from .csvlog import read_csv_columns

    path = Path(path)
    refuse_empty(path, "an inventory: 'gpu,node' columns, or one 'unit' column")
    header, columns, lines = read_csv_columns(path, limits or Limits.from_env(), hint="list one unit id per line")
    lowered = [h.lower() for h in header]
    if "gpu" in lowered and "node" in lowered:
        gpus, nodes = columns[lowered.index("gpu")], columns[lowered.index("node")]
        problems = [(ln, "empty gpu or node") for ln, g, nd in zip(lines, gpus, nodes) if not g.strip() or not nd.strip()]
        from ..errors import collect

        mapping: dict[str, str] = {}
        first_line: dict[str, int] = {}
        for ln, g, nd in zip(lines, gpus, nodes):
            g, nd = g.strip(), nd.strip()
            if g in mapping and mapping[g] != nd:  # which node an outage of it takes down would be a guess
                problems.append((ln, f"gpu '{g}' is listed under node '{nd}' and, on line {first_line[g]}, "
                                     f"under node '{mapping[g]}'"))
                continue
            mapping.setdefault(g, nd)
            first_line.setdefault(g, ln)
        collect(path.name, problems)
        return Inventory(list(dict.fromkeys(nd.strip() for nd in nodes)), mapping)
    for name in ("unit", "id", "node", "gpu"):
        if name in lowered:
            ids = list(dict.fromkeys(v.strip() for v in columns[lowered.index(name)] if v.strip()))
            return Inventory(ids, {}, of_nodes=name == "node")
    raise SlacheckError(path.name, f"missing column: expected 'gpu,node' or 'unit' (columns: {columns_said(header)})",
                        line=1)
