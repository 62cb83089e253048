"""Render a ClaimResult: SPEC §2 JSON, Markdown, or a rich table.

The JSON is built directly (not through ``model_dump``) because a month of a big log can
list a million incidents; field names and shape are exactly SPEC §2 ``claim`` plus the
``basis`` and ``review`` extras.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any, Iterator

import orjson

from ..models import ClaimResult, IncidentResults, MonthResult
from .render import to_markdown, to_rich_table

COLUMNS = ["month", "availability_pct", "downtime_minutes", "unit_minutes", "credit_pct", "credit_amount",
           "currency", "capped", "claim_deadline", "claim_open", "review"]


def month_json(month: MonthResult) -> dict[str, Any]:
    return {
        "month": month.month,
        "unit_minutes": month.unit_minutes,
        "downtime_minutes": month.downtime_minutes,
        "availability_pct": month.availability_pct,
        "credit_pct": month.credit_pct,
        "credit_amount": float(month.credit_amount),
        "currency": month.currency,
        "capped": month.capped,
        "claim_deadline": month.claim_deadline.isoformat() if month.claim_deadline else None,
        "claim_open": month.claim_open,
        "incidents": month.incidents.rows(),
        "basis": [{"form": b.form, "credit_pct": float(b.credit_pct), "amount": float(b.amount),
                   "detail": b.detail} for b in month.basis],
        "review": list(month.review),
    }


def claim_json(result: ClaimResult) -> dict[str, Any]:
    return {"months": [month_json(m) for m in result.months], "total_credit": float(result.total_credit)}


def render_claim_json(result: ClaimResult) -> str:
    """Indented JSON; compact above 100,000 incident rows, where indentation only adds megabytes."""
    return b"".join(claim_json_chunks(result)).decode()


def claim_json_chunks(result: ClaimResult) -> Iterator[bytes]:
    """The claim JSON in pieces (one per month of a big log), to write without one huge string."""
    rows = sum(len(m.incidents) for m in result.months)
    if rows <= 100_000:
        yield orjson.dumps(claim_json(result), option=orjson.OPT_INDENT_2)
        return
    from ..sla.intervals import bulk_work

    with bulk_work():
        yield from big_claim_json_chunks(result)


INCIDENTS_SLOT = "\u2063slacheck-incidents-slot\u2063"  # stands in for the spliced incident array


def big_claim_json_chunks(result: ClaimResult) -> Iterator[bytes]:
    """Compact JSON with each month's incident rows written column-wise (no dict per row).

    Byte for byte what ``orjson.dumps(claim_json(result))`` gives (tested): the rows are joined
    from orjson-serialised columns (numbers and reasons hold no commas) around constant key
    text. Ids that would need JSON escaping take the row-by-row route.
    """
    slot = orjson.dumps(INCIDENTS_SLOT)
    yield b'{"months":['
    for k, month in enumerate(result.months):
        data = month_json_without_rows(month)
        rows = incident_rows_json(month.incidents)
        if k:
            yield b","
        if rows is None:
            data["incidents"] = month.incidents.rows()
            yield orjson.dumps(data)
        else:
            data["incidents"] = INCIDENTS_SLOT
            head, tail = orjson.dumps(data).split(slot)
            yield head
            yield rows.encode("utf-8")
            yield tail
    yield b'],"total_credit":' + orjson.dumps(float(result.total_credit)) + b"}"


def month_json_without_rows(month: MonthResult) -> dict[str, Any]:
    data = month_json(month.model_copy(update={"incidents": IncidentResults([], [], [])}))
    return data


ID_NEEDS_ESCAPE = re.compile(r'[\x00-\x1f"\\\u2028\u2029]')


def incident_rows_json(incidents: IncidentResults) -> str | None:
    """``[{"id":..,"counted_minutes":..,"excluded_reason":..},...]`` from the columns, or None."""
    n = len(incidents)
    if n == 0:
        return "[]"
    ids = incidents.ids
    if ID_NEEDS_ESCAPE.search("".join(ids)):
        return None
    minutes = orjson.dumps(list(incidents.counted_minutes)).decode()[1:-1].split(",")
    reason_text = {r: ',"excluded_reason":' + orjson.dumps(r).decode() + '},{"id":"'
                   for r in set(incidents.excluded_reasons)}
    pieces: list[str] = [""] * (4 * n)
    pieces[0::4] = ids
    pieces[1::4] = ['","counted_minutes":'] * n
    pieces[2::4] = minutes
    pieces[3::4] = list(map(reason_text.__getitem__, incidents.excluded_reasons))
    pieces[-1] = pieces[-1][:-len(',{"id":"')]
    return '[{"id":"' + "".join(pieces) + "]"


def money(value: Decimal) -> str:
    return f"{value:,.2f}"


def claim_rows(result: ClaimResult) -> list[list[Any]]:
    return [[m.month, f"{m.availability_pct:.4f}", m.downtime_minutes, m.unit_minutes, m.credit_pct,
             money(m.credit_amount), m.currency, m.capped, m.claim_deadline, m.claim_open, "; ".join(m.review)]
            for m in result.months]


def render_claim_markdown(result: ClaimResult) -> str:
    currency = result.months[0].currency if result.months else ""
    text = to_markdown(COLUMNS, claim_rows(result), title="SLA claim")
    return text + f"\n**Total credit: {money(result.total_credit)} {currency}**\n"


def claim_table(result: ClaimResult):
    currency = result.months[0].currency if result.months else ""
    return to_rich_table(COLUMNS, claim_rows(result), title=f"SLA claim — total {money(result.total_credit)} {currency}")


def reconcile_json(result) -> dict[str, Any]:
    """``slacheck reconcile`` JSON: matched pairs, one-sided incidents, and each side's credit."""
    return {
        "matched": [p.model_dump() for p in result.matched],
        "ours_only": list(result.ours_only),
        "theirs_only": list(result.theirs_only),
        "ours_credit": claim_json(result.ours_credit) if result.ours_credit else None,
        "theirs_credit": claim_json(result.theirs_credit) if result.theirs_credit else None,
    }


def render_reconcile_json(result) -> str:
    return orjson.dumps(reconcile_json(result), option=orjson.OPT_INDENT_2).decode()


def render_reconcile_markdown(result) -> str:
    columns = ["ours", "theirs", "ours_minutes", "theirs_minutes", "difference_minutes"]
    rows = [[p.ours, p.theirs, p.ours_minutes, p.theirs_minutes, p.difference_minutes] for p in result.matched]
    text = to_markdown(columns, rows, title="Matched incidents")
    text += f"\nOurs only ({len(result.ours_only)}): {', '.join(result.ours_only) or '-'}\n"
    text += f"\nTheirs only ({len(result.theirs_only)}): {', '.join(result.theirs_only) or '-'}\n"
    if result.ours_credit and result.theirs_credit:
        text += (f"\nCredit implied by our log: {money(result.ours_credit.total_credit)}; "
                 f"by the vendor's report: {money(result.theirs_credit.total_credit)}\n")
    return text
