"""Google Cloud's public status history, ``https://status.cloud.google.com/incidents.json`` → incidents.

The feed (schema: ``status.cloud.google.com/incidents.schema.json``) is a JSON list of incidents, each with its
``begin`` and, once over, its ``end``, the products it touched (``affected_products``) and the regions
(``previously_affected_locations``, and ``currently_affected_locations`` while it lasts). A tenant renting GPUs
on Google Cloud gives it as the vendor's report (``reconcile --vendor-report``) or claims from it. How we read it:
- one incident per record: ``id``, start ``begin``, end ``end``; an incident without ``end`` is still open and
  needs an explicit ``--as-of``, which closes it (SPEC §3.7);
- units: each affected product in each affected region, named ``<product title> / <region id>``
  (``Google Compute Engine / us-central1``); a product with no region listed, by its title alone. These are
  names, not unit ids: ``--unit-map`` maps them to the tenant's nodes, else each is one unit, said on stderr;
- ``status_impact`` ``SERVICE_OUTAGE`` and ``SERVICE_DISRUPTION`` are unavailability (an outage and a partial
  one, as Statuspage's major and partial outage); ``SERVICE_INFORMATION`` is an advisory, skipped and counted
  (SPEC §3.7), as is an incident naming no product;
- cause ``vendor`` (the feed says nothing of whose fault). Line numbers point at the incident's id.
"""

from __future__ import annotations

from pathlib import Path

from ..limits import Limits
from .jsonlog import as_text, json_objects, line_of, load_records, titles
from .validate import RawLog

DOWN = ("SERVICE_OUTAGE", "SERVICE_DISRUPTION")


def read_google_cloud_status(path: Path, limits: Limits) -> RawLog:
    incidents, text, notes = load_records(path, limits, None, "Google Cloud's incidents.json (a JSON list of "
                                                              "incidents)")
    raw = RawLog(file=path.name, unit_source="Google Cloud product and region", notes=notes)
    for number, incident in json_objects(raw, incidents):
        incident_id = as_text(incident.get("id")).strip()
        line = line_of(text, f'"{incident_id}"') if incident_id else 1
        impact = as_text(incident.get("status_impact")).strip()
        if impact not in DOWN:
            raw.skip(f"status_impact '{impact or 'none'}' is no outage ({' or '.join(DOWN)})", incident_id or f"#{number}")
            continue
        products = titles(incident.get("affected_products"), "title")
        regions = titles(incident.get("previously_affected_locations"), "id") + \
            titles(incident.get("currently_affected_locations"), "id")
        if not products:
            raw.skip("no affected product", incident_id or f"#{number}")
            continue
        units = [f"{p} / {r}" for p in products for r in dict.fromkeys(regions)] or products
        end = as_text(incident.get("end")).strip() or None
        raw.add(line, incident_id, as_text(incident.get("begin")), end, ";".join(units))
    return raw
