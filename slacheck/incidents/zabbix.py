"""Zabbix problems → incidents: the web UI's Problems view exported to CSV (Monitoring → Problems → Export to
CSV), or the API's ``problem.get`` / ``event.get`` answer (JSON). Where each shape comes from:
tests/fixtures/zabbix/README.md.

The CSV's columns (the frontend writes them, every field quoted): Severity, Time, Recovery time, Status, Host,
Problem, [Cause], [Operational data], Duration, Ack, Actions, Tags; in the Chinese UI 严重性, 时间, 恢复时间, 状态,
主机, 问题, ... (``headers.yaml``'s ``zabbix``). How we read a row:
- start ``Time``, end ``Recovery time``: written 'Y-m-d H:i:s' in the exporting user's time zone with no offset,
  read in ``--tz`` as our CSV's times are (or at the zone a header names);
- ``Status`` (``values.yaml``'s ``zabbix_status``): RESOLVED with its recovery time; PROBLEM with none, still
  open (closed only by ``--as-of``); CLOSING (closed by hand, its recovery not written yet) ended at a time not
  given; UPDATING (a rank change being processed, written for a resolved problem and an open one alike) as its
  recovery time says. A status naming none of them, RESOLVED with no recovery time, or a recovery time on a problem
  not resolved is refused with its line: whether and when it ended would be a guess;
- units: the ``Host`` field's host names as unit ids (a trigger on several hosts lists them with ', ': those
  units, said on stderr); id ``#<line>`` (the export carries no event id); cause ``vendor``. ``Duration`` ('1h 30m')
  is the rounded text of the same two times and is not read.

The API answer (``{"jsonrpc": "2.0", "result": [...]}`` or the list alone): ``clock`` and ``r_clock`` are epoch
seconds (no zone to guess); ``r_eventid`` 0 is a problem still open; an ``event.get`` event carries no
``r_clock``: its end is the ``clock`` of its recovery event (``r_eventid``) when the file holds it, else ended at a
time not given. A recovery event (``value`` 0) and an internal or service event (``source`` not 0) are no outage:
skipped and counted. Units are the ``hosts`` selected (``selectHosts``: each host's ``host``, else ``name``); a
record without ``hosts`` is refused (``problem.get`` cannot select them: ask ``event.get``). id ``eventid``.
"""

from __future__ import annotations

import functools
from datetime import datetime, timezone
from pathlib import Path

from ..errors import Problems, SlacheckError
from ..limits import Limits
from .csvlog import log_times, read_csv_columns, reread_year_first
from .formats import FORMATS
from .jsonlog import as_text, json_objects, line_of, load_records
from .validate import RawLog, is_blank, require_columns

LAST_EPOCH_SECONDS = 253402300799  # 9999-12-31T23:59:59Z: past it no clock is a time


def read_zabbix(path: Path, limits: Limits) -> RawLog:
    """A Zabbix Problems CSV export, or a ``problem.get``/``event.get`` JSON answer (told by its first character)."""
    from .read import read_head

    if read_head(path).text.lstrip()[:1] in ("{", "["):
        return read_zabbix_api(path, limits)
    return read_zabbix_csv(path, limits)


@functools.lru_cache(maxsize=1)
def zabbix_statuses() -> dict[str, str]:
    """``values.yaml``'s ``zabbix_status``: each Status word (upper case) → resolved, problem or closing."""
    from ..yamlfile import packaged_data

    data = packaged_data("slacheck.incidents", "values.yaml") or {}
    return {str(word).strip().upper(): state for state, words in (data.get("zabbix_status") or {}).items()
            for word in words or ()}


def read_zabbix_csv(path: Path, limits: Limits) -> RawLog:
    from .read import _shown

    notes: list[str] = []  # a GBK export is read, and said
    problems = Problems()  # rows with text past the header, said with the other bad lines
    header, columns, line_numbers = read_csv_columns(path, limits, notes, problems)
    chosen = require_columns(path.name, header, FORMATS["zabbix"].accepted_columns(), layout="zabbix")

    def column(name: str) -> list[str]:
        return columns[header.index(chosen[name])]

    starts, ends, clock_problems, zoned = log_times(path.name, chosen, column("start"), column("end"), line_numbers,
                                                    notes)
    problems.extend(clock_problems)
    statuses, written = zabbix_statuses(), column("status")
    said = "/".join(dict.fromkeys(statuses))
    raw = RawLog(file=path.name, notes=notes, problems=problems, reread=reread_year_first, zoned=zoned)
    for i, line in enumerate(line_numbers):
        status, end = written[i].strip(), ends[i] if not is_blank(ends[i]) else None
        state = statuses.get(status.upper())
        if state == "by_recovery_time":  # UPDATING: Zabbix writes it for a resolved problem and an open one alike
            state = "problem" if end is None else "resolved"
        if state is None:
            problems.append((line, f"status '{status[:40]}' is none of {said}: whether the problem ended cannot be "
                                   "told"))
        elif state == "resolved" and end is None:
            problems.append((line, f"status '{status}' but no recovery time: when the problem ended cannot be told"))
        elif state != "resolved" and end is not None:
            problems.append((line, f"recovery time '{column('end')[i].strip()}' on a problem of status '{status}', "
                                   "not resolved: which of them is right cannot be told"))
        raw.add(line, f"#{line}", starts[i], end, column("units")[i], ended=state == "closing")
    named = list(dict.fromkeys(name.strip() for name in column("problem") if name.strip()))
    if named:
        raw.notes.append(f"{path.name}: each Zabbix problem is read as an outage of its hosts, cause vendor "
                         f"({_shown(named)}): export the Problems view filtered to the triggers that mean a unit is "
                         "down")
    return raw


def epoch_time(value, what: str) -> tuple[str | None, str | None]:
    """(ISO 8601 UTC text, None) of a Zabbix clock in epoch seconds, or (None, why it is not one)."""
    text = as_text(value).strip()
    if not text.isdigit() or int(text) > LAST_EPOCH_SECONDS:
        return None, f"{what} '{text[:40]}' is not a time in epoch seconds"
    return datetime.fromtimestamp(int(text), timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"), None


def read_zabbix_api(path: Path, limits: Limits) -> RawLog:
    records, text, notes = load_records(path, limits, "result", "the Zabbix API's problems or events (an object "
                                                                "with a 'result' list, as problem.get or event.get "
                                                                "returns it, or that list)")
    raw = RawLog(file=path.name, notes=notes)
    clocks = {as_text(r.get("eventid")).strip(): r.get("clock") for r in records if isinstance(r, dict)}
    for number, record in json_objects(raw, records):
        eventid = as_text(record.get("eventid")).strip()
        event_id = eventid or f"#{number}"
        line = line_of(text, f'"{eventid}"') if eventid else 1
        if as_text(record.get("source")).strip() not in ("", "0"):
            raw.skip("not a trigger's event (source not 0: an internal or a service event)", event_id)
            continue
        if as_text(record.get("value")).strip() == "0":
            raw.skip("a recovery event (value 0): the end of the problem naming it as r_eventid", event_id)
            continue
        if "hosts" not in record:
            raise SlacheckError(path.name, f"event '{event_id}' names no hosts: which unit was down cannot be told; "
                                           "ask event.get with \"selectHosts\": [\"host\"] and \"value\": 1 "
                                           "(problem.get cannot select hosts)", line=line)
        hosts = [as_text(h.get("host") or h.get("name")).strip() for h in record.get("hosts") or []
                 if isinstance(h, dict)]
        hosts = [h for h in dict.fromkeys(hosts) if h]
        if not hosts:
            raw.skip("no host named (hosts)", event_id)
            continue
        start, why = epoch_time(record.get("clock"), "clock")
        end, ended = None, False
        recovery = as_text(record.get("r_eventid")).strip()
        if why is None and recovery not in ("", "0"):
            ended = True
            if not is_blank(as_text(record.get("r_clock"))) and as_text(record.get("r_clock")).strip() != "0":
                end, why = epoch_time(record.get("r_clock"), "r_clock")
            elif recovery in clocks:
                end, why = epoch_time(clocks[recovery], f"clock of its recovery event '{recovery}'")
        if why is not None:
            raw.problems.append((line, f"event '{event_id}': {why}"))
            continue
        raw.add(line, event_id, start, end, ";".join(hosts), ended=ended)
    return raw
