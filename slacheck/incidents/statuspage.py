"""Atlassian Statuspage ``incidents.json`` → outage intervals per component.

How we read it (Statuspage has no outage intervals, only updates):
- Updates are replayed in time order, by ``display_at`` (the time shown for the update; a
  back-filled incident is created later than it happened) falling back to ``created_at``.
- Components become units. A component is *down* while its ``new_status`` in the updates'
  ``affected_components`` is ``major_outage`` or ``partial_outage``; ``degraded_performance``
  and ``under_maintenance`` are not unavailability. Its outage ends at the update that sets
  it back to another status, or at the incident's ``resolved`` update / ``resolved_at``.
- An incident whose updates name no component status (``affected_components`` null, or the
  "No components were affected" placeholder) counts for the whole service (``*``) from its
  first update to its resolution only when its ``impact`` is ``major`` or ``critical``;
  ``none``/``minor`` incidents without components are not outages and are skipped.
- Scheduled maintenance (``scheduled_for`` set, or impact ``maintenance``) becomes cause
  ``maintenance`` with ``notice_hours`` = scheduled start − creation time; one created after
  its start (back-filled) gave no notice: 0, said on stderr.
- Each interval is one incident ``<incident id>/<n>``; components with the same interval
  share one record. Line numbers point at the incident's id in the file. An incident without
  an ``id`` (a hand-made or trimmed file) gets one derived from what does not change between
  exports, the moment of its ``created_at`` (``derived_id``: ``2025-06-02-1a2b3c4d``, the UTC day
  it was created and a hash of the moment, however the export spells it; of its ``name`` too when
  another incident was created at the same moment: a page may retitle an incident, it does not
  re-date it), said on stderr once: not its place in the list, which a page with its newest
  incidents first changes with every new incident, so that a claim filed from one export names
  the same incidents when it is run on the next. A ``created_at`` edited by hand names another
  incident; no amount changes with the name.
- Every incident left out is counted with its reason (``RawLog.skipped``, SPEC §3.7): no
  component down and impact none/minor, or no update at all. Components are the units'
  names as written unless ``--unit-map`` maps them (``unit_source``).
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

import orjson

from ..columns.hashing import content_sha256
from ..errors import SlacheckError
from ..limits import Limits
from .formats import sniff_csv_header
from .jsonlog import as_text, line_of, load_json_file
from .validate import RawLog

DOWN = {"major_outage", "partial_outage"}
WHOLE_SERVICE_IMPACTS = {"major", "critical"}
# fields of a Statuspage incident (its API's), which a plain log's record lacks
STATUSPAGE_FIELDS = {"incident_updates", "created_at", "impact", "components", "scheduled_for", "shortlink"}
EARLIEST = datetime.min.replace(tzinfo=timezone.utc)  # updates without a time sort first


def parse_iso(text: str) -> datetime | None:
    """An update's time, always aware (a naive one read as UTC, as Statuspage writes them), so
    updates with and without offsets order and subtract; None if it is not a time."""
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except (ValueError, AttributeError, TypeError):
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=timezone.utc)


def json_list(value) -> list:
    """A field that should hold a JSON list; anything else (null, text, a number) is none."""
    return value if isinstance(value, list) else []


def update_time(update: dict) -> str:
    return as_text(update.get("display_at") or update.get("created_at"))


def outage_intervals(incident: dict) -> list[tuple[str, str | None, list[str]]]:
    """``(start, end, components)`` for every outage the updates describe."""
    updates = [u for u in json_list(incident.get("incident_updates")) if isinstance(u, dict)]
    updates.sort(key=lambda u: parse_iso(update_time(u)) or EARLIEST)
    resolved = next((update_time(u) for u in updates if u.get("status") == "resolved"), None) \
        or as_text(incident.get("resolved_at")) or None
    down_since: dict[str, str] = {}
    intervals: list[tuple[str, str | None, str]] = []
    named_any = False
    for update in updates:
        when = update_time(update)
        for comp in json_list(update.get("affected_components")):
            if not isinstance(comp, dict) or comp.get("new_status") is None:
                continue
            named_any = True
            name = as_text(comp.get("name") or comp.get("code")).strip()
            if as_text(comp["new_status"]) in DOWN:
                down_since.setdefault(name, when)
            elif name in down_since:
                intervals.append((down_since.pop(name), when, name))
        if update.get("status") == "resolved":
            for name, since in down_since.items():
                intervals.append((since, when, name))
            down_since.clear()
    for name, since in down_since.items():
        intervals.append((since, resolved, name))
    if not named_any and updates and as_text(incident.get("impact")) in WHOLE_SERVICE_IMPACTS:
        return [(update_time(updates[0]), resolved, ["*"])]
    grouped: dict[tuple[str, str | None], list[str]] = {}
    for start, end, name in intervals:
        grouped.setdefault((start, end), []).append(name)
    return [(start, end, names) for (start, end), names in grouped.items()]


def derived_id(incident: dict, shared: bool = False) -> str:
    """The id of an incident that has none: the UTC day of its ``created_at`` and the first 8 hex digits
    of the SHA-256 of that moment (``creation_moment``), which stays the same between exports (its place in
    the list, its updates and its title may not, nor the zone the page writes its times in); of the moment
    and ``name`` when another incident shares the moment (``shared``) or it has no ``created_at``; of the
    whole incident's JSON with neither. Editing ``created_at`` by hand names another incident: it is the
    one thing the page never edits, and no credit depends on the name (claims and reconcile go by times
    and units)."""
    created, name = creation_moment(incident), as_text(incident.get("name")).strip()
    key = (created if created and not shared else f"{created}\n{name}" if created or name
           else orjson.dumps(incident, option=orjson.OPT_SORT_KEYS).decode())
    digest = content_sha256(key.encode("utf-8"))[:8]
    return f"{created[:10]}-{digest}" if parse_iso(created) else digest


def creation_moment(incident: dict) -> str:
    """An incident's ``created_at`` as one spelling of its moment, in UTC to the millisecond (Statuspage's
    precision): ``2025-06-02T04:00:00-06:00``, ``2025-06-02T10:00:00.000Z`` and ``2025-06-02T10:00:00Z``
    are all ``2025-06-02T10:00:00Z`` (a page that changes its time zone writes every time anew); text that
    is no time stays as written."""
    created = as_text(incident.get("created_at")).strip()
    moment = parse_iso(created)
    if moment is None:
        return created
    moment = moment.astimezone(timezone.utc)
    fraction = f".{moment.microsecond // 1000:03d}" if moment.microsecond // 1000 else ""
    return f"{moment:%Y-%m-%dT%H:%M:%S}{fraction}Z"


def read_statuspage(path: Path, limits: Limits) -> RawLog:
    notes: list[str] = []  # a UTF-16 or GBK file is read, and said
    document, text = load_json_file(path, limits, notes)
    if isinstance(document, dict) and isinstance(document.get("status"), dict) and "components" in document:
        # summary.json / status.json: the page's current state, its incidents only the unresolved ones
        raise SlacheckError(path.name, "a Statuspage summary (the current status), not its incident history: "
                                       "save the page's /api/v2/incidents.json and give that", line=1)
    incidents = document.get("incidents") if isinstance(document, dict) else document
    if not isinstance(incidents, list):
        raise SlacheckError(path.name, "expected a Statuspage incidents.json ('incidents' list)")
    raw = RawLog(file=path.name, unit_source="Statuspage component", notes=notes)
    late: list[str] = []  # maintenance created after its scheduled start
    unnamed: list[str] = []  # incidents without an id
    derived: dict[str, int] = {}  # derived id -> how many incidents got it so far
    moments: dict[str, int] = {}  # created_at of the incidents without an id -> how many
    for incident in incidents:
        if isinstance(incident, dict) and not as_text(incident.get("id")).strip():
            created = creation_moment(incident)
            moments[created] = moments.get(created, 0) + 1
    for number, incident in enumerate(incidents, start=1):
        if not isinstance(incident, dict):
            raw.skip("not a JSON object", f"#{number}")
            continue
        incident_id = as_text(incident.get("id")).strip()
        if incident_id:
            line = line_of(text, f'"{incident_id}"')
        else:  # hand-made or trimmed: an id derived from created_at, said on stderr (all were "/1")
            shared = moments[creation_moment(incident)] > 1
            incident_id, name = derived_id(incident, shared), as_text(incident.get("name")).strip()
            derived[incident_id] = seen = derived.get(incident_id, 0) + 1
            if seen > 1:  # the same created_at and name again: told apart in file order
                incident_id = f"{incident_id}.{seen}"
            line = line_of(text, orjson.dumps(name).decode()) if name else 1
            created = as_text(incident.get("created_at")) or "(no created_at)"
            unnamed.append(f"{incident_id}, '{name}' created {created}")
        scheduled = as_text(incident.get("scheduled_for"))
        cause, notice = "", ""
        if scheduled or as_text(incident.get("impact")) == "maintenance":
            cause = "maintenance"
            start, created = parse_iso(scheduled), parse_iso(as_text(incident.get("created_at")))
            if start and created:
                hours = (start - created).total_seconds() / 3600
                if hours < 0:  # posted after it began (back-filled): no notice was given in advance
                    late.append(incident_id)
                notice = str(max(hours, 0.0))
        intervals = outage_intervals(incident)
        if not intervals:
            raw.skip(skip_reason(incident), incident_id)
        for n, (start, end, names) in enumerate(intervals, start=1):
            raw.add(line, f"{incident_id}/{n}", start, end, ";".join(names), cause, notice)
    if not raw.ids:
        refuse_plain_records(path.name, incidents, text)
    if unnamed:
        some = "1 incident has" if len(unnamed) == 1 else f"{len(unnamed)} incidents have"
        raw.notes.append(f"{path.name}: {some} no 'id' (first: {unnamed[0]}): "
                         f"{'named' if len(unnamed) == 1 else 'each named'} by the day it was created and a hash "
                         "of its created_at (and name, when two share one), the same in every export; its "
                         "outages <id>/1, <id>/2 ...")
    if late:
        some = "1 scheduled maintenance was" if len(late) == 1 else f"{len(late)} scheduled maintenances were"
        raw.notes.append(f"{path.name}: {some} created after its scheduled start (first: {late[0]}): read as given "
                         "no notice (notice_hours 0)")
    return raw


def refuse_plain_records(file: str, incidents: list, text: str) -> None:
    """A list under 'incidents' none of whose records is a Statuspage incident, the first holding a plain log's
    fields ('id', 'start', 'end', 'units' or the names a CSV header is read as): a log of ours wrapped in an object,
    whose every record would be skipped and the claim computed on none. Refused, naming the record's line."""
    first = next((incident for incident in incidents if isinstance(incident, dict)), None)
    if first is None or STATUSPAGE_FIELDS & set(first) or sniff_csv_header([str(key) for key in first]) is None:
        return
    needle = orjson.dumps(str(next(iter(first)))).decode()
    after = max(text.find('"incidents"'), 0)  # the record's key, not one of that name above the list
    line = text.count("\n", 0, text.find(needle, after)) + 1 if needle in text[after:] else 1
    raise SlacheckError(file, f"the 'incidents' list holds records of a plain incident log ({', '.join(map(str, first))}),"
                              " not Statuspage incidents (no 'incident_updates'): write one incident object per line "
                              "(JSON Lines), or pass --incidents-format for another format",
                        line=line)


def skip_reason(incident: dict) -> str:
    """Why an incident gave no outage interval, in the words of the reading above."""
    if not [u for u in json_list(incident.get("incident_updates")) if isinstance(u, dict)]:
        return "no incident updates"
    impact = as_text(incident.get("impact")) or "none"
    return (f"no component marked major_outage/partial_outage, and impact '{impact}' "
            "is not an outage of the whole service")
