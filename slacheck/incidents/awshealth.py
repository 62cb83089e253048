"""AWS Health events, as ``aws health describe-events`` prints them (``{"events": [...]}``; a bare list of events is
read too) → incidents.

Each event (API reference, ``Event``) has ``arn``, ``service`` (``EC2``), ``eventTypeCode``, ``eventTypeCategory``,
``region``, ``availabilityZone``, ``startTime``, ``endTime`` and ``statusCode`` (``open``, ``closed``,
``upcoming``). How we read it:
- an ``issue`` event is an outage from ``startTime`` to ``endTime``; ``scheduledChange`` and
  ``accountNotification`` events say when something is planned or to be done, not when the service was down,
  and an ``upcoming`` event has not begun: each skipped and counted (SPEC §3.7);
- times as written (ISO 8601, as the AWS CLI v2 prints them) or a number of seconds since 1970 (the API's own
  form, and the CLI v1's), read as UTC; no ``endTime``: still open (closed only by ``--as-of``), or, for a
  ``closed`` event, ended at a time not given;
- units: ``<service> / <availability zone>`` (``EC2 / us-east-1a``), else ``<service> / <region>``: names, not
  unit ids (the resources hit are another call's answer, ``describe-affected-entities``): ``--unit-map`` maps
  them to nodes, else each is one unit, said on stderr;
- id: the ``arn``; cause ``vendor``. Line numbers point at the event's ``arn``.
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

from ..limits import Limits
from .jsonlog import as_text, json_objects, line_of, load_records
from .validate import RawLog

OUTAGE = "issue"


def time_text(value) -> str:
    """An event's time as text: a number of epoch seconds as its UTC ISO 8601 time; any other value as written
    (a number out of range too: the validator says what is wrong with it, on its line)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        try:
            return datetime.fromtimestamp(value, timezone.utc).isoformat()
        except (OverflowError, OSError, ValueError):
            return as_text(value)
    return as_text(value).strip()


def read_aws_health(path: Path, limits: Limits) -> RawLog:
    events, text, notes = load_records(path, limits, "events", "AWS Health events (an object with an 'events' "
                                                               "list, as 'aws health describe-events' prints it)")
    raw = RawLog(file=path.name, unit_source="AWS Health service and zone or region", notes=notes)
    for number, event in json_objects(raw, events):
        arn = as_text(event.get("arn")).strip()
        event_id = arn or f"#{number}"
        category = as_text(event.get("eventTypeCategory")).strip()
        status = as_text(event.get("statusCode")).strip()
        if category != OUTAGE:
            raw.skip(f"eventTypeCategory '{category or 'none'}' is no outage (only '{OUTAGE}' events are)", event_id)
            continue
        if status == "upcoming":
            raw.skip("statusCode 'upcoming': the event has not begun", event_id)
            continue
        service = as_text(event.get("service")).strip()
        where = as_text(event.get("availabilityZone")).strip() or as_text(event.get("region")).strip()
        if not service:
            raw.skip("no service named", event_id)
            continue
        end = time_text(event.get("endTime")) or None
        raw.add(line_of(text, f'"{arn}"') if arn else 1, event_id, time_text(event.get("startTime")), end,
                f"{service} / {where}" if where else service, ended=status == "closed")
    return raw
