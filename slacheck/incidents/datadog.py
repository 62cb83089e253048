"""Datadog Incident Management's incidents, as its API lists them (``GET /api/v2/incidents``: ``{"data": [...]}``,
one page or the pages' ``data`` joined into one list) → incidents.

Each record is ``{"type": "incidents", "id": <uuid>, "attributes": {...}}``. How we read it:
- the outage is the customer impact: from ``customer_impact_start`` to ``customer_impact_end`` (none: still open,
  closed only by ``--as-of``; a ``resolved`` incident with none: ended at a time not given). An incident with
  ``customer_impacted`` false, or no impact start, is no outage of the service: skipped and counted (SPEC §3.7);
  ``created``, ``detected`` and ``resolved`` are when people knew and acted, not when the service was down;
- id: ``public_id``, as the web UI shows it (``INCIDENT-42`` is ``42``), else the record's ``id``;
- units: the services of the ``services`` field (``fields.services.value``), names, not unit ids: ``--unit-map``
  maps them to nodes, else each is one unit, said on stderr; an incident naming none is skipped and counted;
- cause ``vendor`` (the record says nothing of whose fault). Line numbers point at the record's id.
"""

from __future__ import annotations

from pathlib import Path

from ..limits import Limits
from .jsonlog import as_text, json_objects, line_of, load_records
from .validate import RawLog


def field_value(attributes: dict, name: str):
    """A custom field's value (``"fields": {"services": {"type": "autocomplete", "value": [...]}}``), or None."""
    fields = attributes.get("fields")
    found = fields.get(name) if isinstance(fields, dict) else None
    return found.get("value") if isinstance(found, dict) else found


def names(value) -> list[str]:
    """A field's names as written, once each (one name or a list of them)."""
    items = value if isinstance(value, list) else [value]
    return list(dict.fromkeys(as_text(item).strip() for item in items if as_text(item).strip()))


def read_datadog_incidents(path: Path, limits: Limits) -> RawLog:
    records, text, notes = load_records(path, limits, "data", "Datadog's incidents list (an object with a 'data' "
                                                              "list of incidents, as GET /api/v2/incidents returns it)")
    raw = RawLog(file=path.name, unit_source="Datadog service", notes=notes)
    for number, record in json_objects(raw, records):
        attributes = record.get("attributes")
        if not isinstance(attributes, dict):
            raw.skip("not an incident record (no attributes)", f"#{number}")
            continue
        uuid = as_text(record.get("id")).strip()
        incident_id = as_text(attributes.get("public_id")).strip() or uuid or f"#{number}"
        line = line_of(text, f'"{uuid}"') if uuid else 1
        start = as_text(attributes.get("customer_impact_start")).strip()
        if attributes.get("customer_impacted") is False or not start:
            raw.skip("no customer impact (customer_impacted false, or no customer_impact_start)", incident_id)
            continue
        services = names(field_value(attributes, "services"))
        if not services:
            raw.skip("no service named (fields.services)", incident_id)
            continue
        end = as_text(attributes.get("customer_impact_end")).strip() or None
        raw.add(line, incident_id, start, end, ";".join(services),
                ended=bool(as_text(attributes.get("resolved")).strip()))
    return raw
