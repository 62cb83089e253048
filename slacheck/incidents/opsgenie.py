"""Opsgenie incidents, as its Incident API lists them (``GET https://api.opsgenie.com/v1/incidents``: ``{"data":
[...], "paging": ..., "took": ..., "requestId": ...}``, one page or the pages' ``data`` joined into one list; a bare
list of incidents is read too) → incidents.

Each incident has ``id``, ``tinyId`` (the number the web UI shows), ``message``, ``status`` (``open``,
``resolved``, ``closed``), ``createdAt``, ``updatedAt``, ``impactedServices`` (service ids), ``impactStartDate`` and,
once the impact is over, ``impactEndDate``. How we read it:
- the outage is the impact: from ``impactStartDate`` to ``impactEndDate`` (none: still open, closed only by
  ``--as-of``; a ``resolved`` or ``closed`` incident with none: ended at a time not given); ``createdAt`` and
  ``updatedAt`` are when people acted, not when the service was down;
- a record with no ``impactStartDate`` is no incident of this list (an alert of ``GET /v2/alerts`` has none: it says
  when a monitor fired, not when the service was down): refused with its line, not skipped, so that a list of
  alerts is not read as no outage at all;
- units: the ids in ``impactedServices``, as written: ``--unit-map`` maps them to nodes, else each is one unit,
  said on stderr; an incident naming none is skipped and counted (SPEC §3.7);
- id: ``tinyId``, else ``id``; cause ``vendor`` (the record says nothing of whose fault). Line numbers point at the
  incident's ``id``.
"""

from __future__ import annotations

from pathlib import Path

from ..errors import SlacheckError
from ..limits import Limits
from .datadog import names
from .jsonlog import as_text, json_objects, line_of, load_records
from .validate import RawLog

ENDED = ("resolved", "closed")


def read_opsgenie_incidents(path: Path, limits: Limits) -> RawLog:
    incidents, text, notes = load_records(path, limits, "data", "Opsgenie's incident list (an object with a 'data' "
                                                                "list of incidents, as GET /v1/incidents returns it)")
    raw = RawLog(file=path.name, unit_source="Opsgenie service", notes=notes)
    for number, incident in json_objects(raw, incidents):
        uuid = as_text(incident.get("id")).strip()
        incident_id = as_text(incident.get("tinyId")).strip() or uuid or f"#{number}"
        line = line_of(text, f'"{uuid}"') if uuid else 1
        start = as_text(incident.get("impactStartDate")).strip()
        if not start:
            raise SlacheckError(path.name, f"record '{incident_id}' has no impactStartDate: not an Opsgenie incident "
                                           "(an alert says when a monitor fired, not when the service was down); "
                                           "give the incident list (GET /v1/incidents) or write the outages as our "
                                           "CSV (id,start,end,units)", line=line)
        services = names(incident.get("impactedServices") or [])
        if not services:
            raw.skip("no impacted service named (impactedServices)", incident_id)
            continue
        end = as_text(incident.get("impactEndDate")).strip() or None
        raw.add(line, incident_id, start, end, ";".join(services),
                ended=as_text(incident.get("status")).strip().lower() in ENDED)
    return raw
