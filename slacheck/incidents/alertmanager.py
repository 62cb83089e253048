"""Prometheus Alertmanager webhook payloads → incidents.

Accepts one payload (``{"alerts": [...]}``), a JSON list of payloads, or JSON Lines of
payloads (one webhook delivery per line). Each alert becomes one incident:
- id: ``fingerprint`` when present, else ``alertname|labels|startsAt``; the same alert seen
  in a firing and a later resolved delivery is one incident, and a real ``endsAt`` wins; the
  same fingerprint firing again later (another ``startsAt``) is another incident, its id
  ``fingerprint|startsAt``; one fingerprint on two units at one start is an error (one of
  them would be lost);
- unit: the first of the labels ``gpu``, ``node``, ``instance``, ``hostname``, ``host``
  (an alert without any is reported as a problem). Label values are text; a whole number
  (``"gpu": 3``, hand-written) is read as its text, and an object, a list, true/false or a
  fraction in a label we read is refused (file, line, the alert's place in its payload, label);
- start ``startsAt``; end ``endsAt`` of a *resolved* alert (its resolution). A *firing* alert
  has no end yet: its ``endsAt`` is zero (``0001-01-01T00:00:00Z``) or only the time
  Alertmanager would time it out, not a resolution. An alert with no end (firing, or resolved
  with the zero time, as some senders write) needs an explicit ``--as-of``, which closes it;
  without one it is an error, because guessing an end would guess money (SPEC §3.7);
- cause from a ``cause`` label if present, else ``vendor``.
"""

from __future__ import annotations

from pathlib import Path

import orjson

from ..errors import SlacheckError
from ..limits import Limits
from .csvlog import decode_text, read_bytes
from .jsonlog import as_text, check_depth, line_of
from .validate import RawLog

UNIT_LABELS = ("gpu", "node", "instance", "hostname", "host")
ZERO_TIME_PREFIX = "0001-01-01"
READ_LABELS = ("alertname", "cause") + UNIT_LABELS  # the labels read; each must be text


def is_label_value(value) -> bool:
    """Label values are strings (Prometheus); a whole number (``"gpu": 3``, hand-written) is read as
    its text ``"3"``. A JSON object, list, true/false or a fraction is no unit name: refused."""
    return value is None or isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


def json_kind(value) -> str:
    if isinstance(value, dict):
        return "a JSON object"
    if isinstance(value, list):
        return "a JSON list"
    if isinstance(value, bool):
        return "true/false"
    return "a number with a fraction"


def payloads_of(path: Path, limits: Limits, notes: list[str] | None = None) -> tuple[list[tuple[int, dict]], str]:
    text = decode_text(path, read_bytes(path, limits), notes)
    try:
        documents = [(1, orjson.loads(text))]
    except orjson.JSONDecodeError:
        documents = []
        for number, line in enumerate(text.split("\n"), start=1):
            if line.strip():
                try:
                    documents.append((number, orjson.loads(line)))
                except orjson.JSONDecodeError as exc:
                    raise SlacheckError(path.name, f"not valid JSON: {exc.msg}", line=number) from None
    payloads = []
    for number, doc in documents:
        check_depth(path.name, doc, limits.max_json_depth, line=number)
        for payload in doc if isinstance(doc, list) else [doc]:
            if not isinstance(payload, dict) or not isinstance(payload.get("alerts"), list):
                raise SlacheckError(path.name, "expected an Alertmanager webhook payload with an 'alerts' list",
                                    line=number)
            payloads.append((number, payload))
    return payloads, text


def read_alertmanager(path: Path, limits: Limits) -> RawLog:
    notes: list[str] = []  # a UTF-16 or GBK file is read, and said
    payloads, text = payloads_of(path, limits, notes)
    raw = RawLog(file=path.name, unit_source="Alertmanager alert label (" + "/".join(UNIT_LABELS) + ")", notes=notes)
    seen: dict[tuple[str, str], int] = {}  # (id, startsAt) -> row: one firing of an alert
    unknown_end: dict[tuple[str, str], tuple[int, str, str]] = {}  # resolved with the zero time: line, name, unit
    for number, payload in payloads:
        for index, alert in enumerate(payload["alerts"], start=1):
            if not isinstance(alert, dict):
                raw.problems.append((number, "alert is not a JSON object"))
                continue
            labels = alert.get("labels") or {}
            if not isinstance(labels, dict):
                raw.problems.append((number, "alert 'labels' is not a JSON object"))
                continue
            wrong = next(((k, labels[k]) for k in READ_LABELS if not is_label_value(labels.get(k))), None)
            if wrong is not None:
                name, value = wrong
                where = line_of(text, f'"{name}"', number) if number == 1 else number
                raw.problems.append((where, f"alert #{index} in its payload ('{as_text(labels.get('alertname'))}'): "
                                            f"label '{name}' is {json_kind(value)} "
                                            f"({orjson.dumps(value).decode()[:60]}), not text: Alertmanager label "
                                            "values are strings; write it as one"))
                continue
            starts_at = as_text(alert.get("startsAt"))
            ends_at = as_text(alert.get("endsAt"))
            resolved = as_text(alert.get("status") or payload.get("status")) == "resolved"
            end = None if not resolved or not ends_at or ends_at.startswith(ZERO_TIME_PREFIX) else ends_at
            unit = next((as_text(labels[k]) for k in UNIT_LABELS if labels.get(k)), "")
            alert_id = as_text(alert.get("fingerprint")) or "|".join(
                [as_text(labels.get("alertname")), unit, starts_at])
            line = number if number > 1 else line_of(text, starts_at, number)
            if not unit:
                raw.problems.append((line, f"alert '{labels.get('alertname', alert_id)}' has no "
                                           f"{'/'.join(UNIT_LABELS)} label to name the unit"))
                continue
            key = (alert_id, starts_at)
            if resolved and end is None:
                unknown_end.setdefault(key, (line, as_text(labels.get("alertname")), unit))
            if key in seen:  # the same alert in a later delivery: keep the known end
                k = seen[key]
                if raw.units[k] != unit:
                    raw.problems.append((line, f"alert '{alert_id}' starting {starts_at} is on unit '{unit}' here and "
                                               f"on '{raw.units[k]}' on line {raw.lines[k]}: one alert is on one unit "
                                               "(a fingerprint copied onto another alert?)"))
                elif end is not None:
                    raw.ends[k] = end
                continue
            seen[key] = len(raw.ids)
            raw.add(line, alert_id, starts_at, end, unit, as_text(labels.get("cause")))
    firings: dict[str, int] = {}
    for alert_id, _ in seen:
        firings[alert_id] = firings.get(alert_id, 0) + 1
    for (alert_id, starts_at), k in seen.items():
        if firings[alert_id] > 1:  # fired, resolved and fired again: each firing its own incident
            raw.ids[k] = f"{alert_id}|{starts_at}"
    unknown = [where for key, where in unknown_end.items() if raw.ends[seen[key]] is None]
    raw.end_unknown = {seen[key] for key in unknown_end if raw.ends[seen[key]] is None}
    if unknown:
        # SPEC §3.7 reads a zero endsAt as still open (closed by --as-of), but a sender that marks the
        # alert resolved knew it ended, just not when: the user must hear that its downtime runs to --as-of
        line, name, unit = unknown[0]
        alerts = "1 alert marked resolved has" if len(unknown) == 1 else f"{len(unknown)} alerts marked resolved have"
        raw.notes.append(f"{path.name}: {alerts} no end time (endsAt is the zero time; first: line {line}, '{name}' "
                         f"on {unit}); counted as still open, until --as-of: give the real end (a CSV log) if "
                         "you know it")
    return raw
