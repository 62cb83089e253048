"""Azure Service Health events, as Resource Health's REST API lists them (``GET .../subscriptions/{id}/providers/
Microsoft.ResourceHealth/events``, ``az rest`` prints ``{"value": [...]}``; a bare list of events is read too) →
incidents.

Each event (API reference, ``Event``) has ``name`` (its tracking id) and ``properties``: ``eventType``,
``status`` (``Active``, ``Resolved``), ``impactStartTime``, ``impactMitigationTime`` and ``impact``, the services hit
(``impactedService``) each with its regions (``impactedRegions[].impactedRegion``). How we read it:
- a ``ServiceIssue`` is an outage from ``impactStartTime`` to ``impactMitigationTime``; ``PlannedMaintenance``,
  ``HealthAdvisory``, ``SecurityAdvisory``, ``RCA`` and ``EmergingIssues`` events say what is planned, advised or
  explained, not when the service was down: each skipped and counted (SPEC §3.7);
- times as written (ISO 8601, UTC with ``Z``); no ``impactMitigationTime``: still open (closed only by
  ``--as-of``), or, for a ``Resolved`` event, ended at a time not given;
- units: ``<service> / <region>`` for each impacted service in each of its regions (``Virtual Machines / West US
  2``), a service with no region by its name alone: names, not unit ids (which resources were hit is another call's
  answer): ``--unit-map`` maps them to nodes, else each is one unit, said on stderr;
- id: ``name`` (else ``properties.trackingId``); cause ``vendor``. Line numbers point at the event's ``name``.
"""

from __future__ import annotations

from pathlib import Path

from ..limits import Limits
from .jsonlog import as_text, json_objects, line_of, load_records, titles
from .validate import RawLog

OUTAGE = "ServiceIssue"


def read_azure_health(path: Path, limits: Limits) -> RawLog:
    events, text, notes = load_records(path, limits, "value", "Azure Service Health events (an object with a "
                                                              "'value' list, as Resource Health's events API answers)")
    raw = RawLog(file=path.name, unit_source="Azure service and region", notes=notes)
    for number, event in json_objects(raw, events):
        fields = event.get("properties") if isinstance(event.get("properties"), dict) else {}
        name = as_text(event.get("name")).strip() or as_text(fields.get("trackingId")).strip()
        event_id = name or f"#{number}"
        kind = as_text(fields.get("eventType")).strip()
        if kind != OUTAGE:
            raw.skip(f"eventType '{kind or 'none'}' is no outage (only '{OUTAGE}' events are)", event_id)
            continue
        impacts = [impact for impact in fields.get("impact") or () if isinstance(impact, dict)]
        units = [f"{service} / {region}" if region else service
                 for impact in impacts if (service := as_text(impact.get("impactedService")).strip())
                 for region in titles(impact.get("impactedRegions"), "impactedRegion") or [""]]
        if not units:
            raw.skip("no impacted service named", event_id)
            continue
        end = as_text(fields.get("impactMitigationTime")).strip() or None
        raw.add(line_of(text, f'"{name}"') if name else 1, event_id, as_text(fields.get("impactStartTime")).strip(),
                end, ";".join(dict.fromkeys(units)), ended=as_text(fields.get("status")).strip() == "Resolved")
    return raw
