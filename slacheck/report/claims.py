"""Render a ClaimResult: SPEC §2 JSON, Markdown, or a rich table.

The JSON is built directly (not through ``model_dump``) because a month of a big log can
list a million incidents; field names and shape are exactly SPEC §2 ``claim`` plus the
``basis`` and ``review`` extras.
"""

from __future__ import annotations

import itertools
from decimal import Decimal
from typing import Any, Iterator

import numpy as np
import orjson

from ..columns.ids import IdColumn
from ..columns.jsonrows import Coded, distinct_values, row_blocks
from ..columns.results import IncidentResults
from ..models import EXCLUDED_REASONS, ClaimResult, MonthResult
from .render import to_markdown, to_rich_table
from .safe import markdown_text


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
        "partial": month.partial,
        "claimable": month.claimable,
        **({"units": [u.model_dump() for u in month.units]} if month.units else {}),
        # incidents counted to --as-of that the log marks ended with no end time (a finished month owed in its window is
        # then held back, not claimable); always present, [] when none, so a script reads one shape
        "end_not_known": list(month.end_not_known),
    }


def claim_totals_json(result: ClaimResult) -> dict[str, Any]:
    """After ``months``: the total, the part claimable now, the part lapsed and the part held back (an incident's end
    not known; 0 when no month is), each always present, and what the reader skipped (SPEC §3.7)."""
    return {"total_credit": float(result.total_credit), "claimable_credit": float(result.claimable_credit),
            "lapsed_credit": float(result.lapsed_credit), "held_credit": float(result.held_credit),
            "skipped": [s.model_dump() for s in result.skipped]}


def claim_json(result: ClaimResult) -> dict[str, Any]:
    return {"months": [month_json(m) for m in result.months], **claim_totals_json(result)}


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

    Byte for byte what ``orjson.dumps(claim_json(result))`` gives (tested): the rows are laid out
    from the id bytes and the few distinct texts that follow an id, a block of rows at a time
    (``incident_row_blocks``). Ids that would need JSON escaping take the row-by-row route.
    """
    yield b'{"months":['
    yield from months_json_chunks(result.months)
    yield claim_tail_json(result)


def claim_tail_json(result: ClaimResult) -> bytes:
    """The compact JSON after the months: ``],"total_credit":...}``."""
    return b"]," + orjson.dumps(claim_totals_json(result))[1:]


def write_claim_json(result: ClaimResult, stream) -> None:
    """The claim JSON written to ``stream`` (binary). A big one's first months are written by a
    forked child while this process renders the others, which it writes once the child is done:
    the same bytes, on two cores (``write_in_two``: not while another thread runs)."""
    from ..columns.forked import write_in_two

    months = result.months
    rows = np.cumsum([len(m.incidents) for m in months]) if months else np.zeros(0, dtype=np.int64)
    if not len(rows) or rows[-1] <= 100_000 or len(months) < 2:
        stream.writelines(claim_json_chunks(result))
        return
    from ..sla.intervals import bulk_work

    half = int(np.clip(np.searchsorted(rows, rows[-1] / 2) + 1, 1, len(months) - 1))  # the child forks first
    head = itertools.chain([b'{"months":['], months_json_chunks(months[:half]))
    with bulk_work():
        write_in_two(stream, head, lambda: itertools.chain(months_json_chunks(months[half:], first=half),
                                                           [claim_tail_json(result)]))


def months_json_chunks(months: list[MonthResult], first: int = 0) -> Iterator[bytes]:
    """The compact JSON of ``months`` (the ``first``-th month of the claim onwards: a comma before
    every month but the claim's first)."""
    slot = orjson.dumps(INCIDENTS_SLOT)
    for k, month in enumerate(months, first):
        data = month_json_without_rows(month)
        rows = incident_row_blocks(month.incidents)
        if k:
            yield b","
        if rows is None:
            data["incidents"] = month.incidents.rows()
            yield orjson.dumps(data)
        else:
            data["incidents"] = INCIDENTS_SLOT
            head, tail = orjson.dumps(data).split(slot)
            yield head
            yield from rows
            yield tail


def month_json_without_rows(month: MonthResult) -> dict[str, Any]:
    data = month_json(month.model_copy(update={"incidents": IncidentResults([], [], [])}))
    return data


def ids_need_escape(ids: IdColumn) -> bool:
    """Would JSON escape any character of these ids? (Checked on the bytes; NUL is padding; told once for the log
    they were taken from: ``IdColumn.json_escape``.)"""
    return ids.json_escape()


ROW_START = b'{"id":"'


def incident_rows_json(incidents: IncidentResults) -> bytes | None:
    """``[{"id":..,"counted_minutes":..,"excluded_reason":..},...]`` from the columns, or None
    (``incident_row_blocks`` joined)."""
    blocks = incident_row_blocks(incidents)
    return None if blocks is None else b"".join(blocks)


def incident_row_blocks(incidents: IncidentResults) -> list[bytes] | None:
    """``incident_rows_json``'s bytes in blocks of rows, or None when ids would need escaping.

    Everything after an id up to the next id depends only on the row's minutes and reason,
    which take few distinct values: each distinct text is serialised once, and the rows are
    laid out from the id column and those coded texts by the column writer
    (``jsonrows.row_blocks``, a block of rows at a time). A million-row claim's months made as
    a list of two Python ``bytes`` a row joined into one copy per month: ~60% more CPU, three
    times the page faults.
    """
    n = len(incidents)
    if n == 0:
        return [b"[]"]
    ids = incidents.id_column
    if not ids.fixed or ids_need_escape(ids):
        return None
    reasons = len(EXCLUDED_REASONS)
    values, value_of_row = distinct_values(incidents.minutes)
    key = value_of_row * reasons + incidents.reason_codes
    present = np.zeros(len(values) * reasons, dtype=bool)
    present[key] = True
    keys = np.flatnonzero(present)  # the (minutes, reason) pairs that occur, without a second sort
    rank = np.cumsum(present) - 1
    values = values.tolist()
    tails = [b'","counted_minutes":' + orjson.dumps(values[key // reasons]) + b',"excluded_reason":'
             + orjson.dumps(EXCLUDED_REASONS[key % reasons]) + b"}," for key in keys.tolist()]
    tail_of_row = Coded(np.array(tails, dtype=f"S{max(map(len, tails))}"), rank[key])
    blocks = list(row_blocks([ROW_START, ids.array, tail_of_row], n))
    blocks[0] = b"[" + blocks[0]  # the list opens before the first row, and closes instead of the last comma
    blocks[-1] = blocks[-1][:-1] + b"]"
    return blocks


def money(value: Decimal) -> str:
    return f"{value:,.2f}"


TABLE_INCIDENTS = 40  # incident rows under the month table on a terminal
MARKDOWN_INCIDENTS = 500  # in a ticket


def minutes_text(value: float) -> str:
    return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.2f}"


END_NOT_KNOWN = "end not known"  # beside a month's state when it counts an incident whose end is not known


def deadline_text(month: MonthResult, separator: str = "; ") -> str:
    """The month's claim state; a month not over, lapsed or with no window that counts an incident whose end is not
    known says that too, after ``separator`` (a new line in the terminal's narrow column)."""
    if month.partial:
        state = "month not finished"
    elif month.claim_deadline is None:
        state = "no window stated"
    else:  # a month held back (an incident's end not known) is not claimed though its window is open
        state = f"{month.claim_deadline.isoformat()} {'held' if month.held_back else 'open' if month.claim_open else 'passed'}"
    return state + separator + END_NOT_KNOWN if month.end_not_known and not month.held_back else state


def claim_rows(result: ClaimResult, separator: str = "; ") -> list[list[str]]:
    """One row per month: what a reader checks first (availability, credit, amount, deadline)."""
    return [[m.month, f"{m.availability_pct:.4f}", minutes_text(m.downtime_minutes),
             f"{m.credit_pct:g}" + (" capped" if m.capped else ""), f"{money(m.credit_amount)} {m.currency}",
             deadline_text(m, separator)] for m in result.months]


MONTH_COLUMNS = ["month", "avail %", "down min", "credit %", "amount", "claim deadline"]
INCIDENT_COLUMNS = ["month", "incident", "counted min", "excluded"]


def incident_rows(result: ClaimResult, limit: int) -> tuple[list[list[str]], int]:
    """Up to ``limit`` incident rows (month, id, counted minutes, reason) and how many exist."""
    rows, total = [], 0
    for m in result.months:
        inc = m.incidents
        total += len(inc)
        take = min(len(inc), max(0, limit - len(rows)))
        rows.extend([m.month, row.id, minutes_text(row.counted_minutes), row.excluded_reason or ""]
                    for row in inc[:take])
    return rows, total


def review_lines(result: ClaimResult) -> list[str]:
    return [f"{m.month}: {note}" for m in result.months for note in m.review]


def claim_currency(result: ClaimResult) -> str:
    """The currency a claim's totals are in ("" when it has no month, or the contract names none)."""
    return (result.months[0].currency or "") if result.months else ""


def total_line(result: ClaimResult) -> str:
    return f"Total credit: {money(result.total_credit)} {claim_currency(result)}".rstrip()


def split_line(result: ClaimResult) -> str | None:
    """The total split when part of it cannot be claimed now (window closed, month not over, an end not known)."""
    if result.claimable_credit == result.total_credit:
        return None
    currency = claim_currency(result)
    held = result.held_credit
    unfinished = result.total_credit - result.claimable_credit - result.lapsed_credit - held
    held_text = f"; held back (an incident's end not known): {money(held)}" if any(m.held_back for m in result.months) \
        else ""
    return (f"Claimable now: {money(result.claimable_credit)}; lapsed: {money(result.lapsed_credit)}; "
            f"month not over: {money(unfinished)}{held_text} {currency}").rstrip()


def render_claim_markdown(result: ClaimResult) -> str:
    """Markdown for a ticket: month table, total, review notes, then the incidents."""
    columns = ["month", "availability %", "downtime min", "credit %", "capped", "amount", "claim deadline"]
    rows = [[r[0], r[1], r[2], f"{m.credit_pct:g}", "yes" if m.capped else "no", r[4], r[5]]
            for r, m in zip(claim_rows(result), result.months)]
    text = to_markdown(columns, rows, title="SLA claim") + f"\n**{markdown_text(total_line(result))}**\n"
    if split_line(result):
        text += f"\n{markdown_text(split_line(result))}\n"
    notes = review_lines(result)
    if notes:
        text += "\n### To review\n\n" + "\n".join(f"- {markdown_text(n)}" for n in notes) + "\n"
    shown_rows, total = incident_rows(result, MARKDOWN_INCIDENTS)
    columns = INCIDENT_COLUMNS[:3] + ["excluded reason"]
    text += f"\n### Incidents ({total:,})\n\n" + to_markdown(columns, shown_rows)
    if total > len(shown_rows):
        text += f"\n_First {len(shown_rows)} of {total:,} incident rows; `--format json` lists them all._\n"
    return text


def claim_table(result: ClaimResult):
    """Terminal view that fits 80 columns: months, total, review notes, then incidents."""
    from rich import box
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    months = Table(title=Text("SLA claim by month"), box=box.SIMPLE_HEAD, title_justify="left", padding=(0, 1),
                   pad_edge=False)
    for k, col in enumerate(MONTH_COLUMNS):
        months.add_column(col, justify="left" if k in (0, 5) else "right", no_wrap=True)
    for row in claim_rows(result, separator="\n"):
        months.add_row(*[Text(v) for v in row])
    parts = [months, Text(total_line(result), style="bold")]
    if split_line(result):
        parts.append(Text(split_line(result)))
    notes = review_lines(result)
    if notes:
        parts.append(Text("\nTo review:\n" + "\n".join(f"  - {n}" for n in notes)))
    shown_rows, total = incident_rows(result, TABLE_INCIDENTS)
    if shown_rows:
        incidents = Table(title=Text(f"Incidents ({total:,})"), box=box.SIMPLE_HEAD, title_justify="left",
                          padding=(0, 1), pad_edge=False)
        for k, col in enumerate(INCIDENT_COLUMNS):
            incidents.add_column(col, justify="right" if k == 2 else "left", overflow="fold")
        for row in shown_rows:
            incidents.add_row(*[Text(v) for v in row])
        parts.append(Text(""))
        parts.append(incidents)
        if total > len(shown_rows):
            parts.append(Text(f"First {len(shown_rows)} of {total:,} incident rows; --format json lists them all."))
    return Group(*parts)


def reconcile_json(result) -> dict[str, Any]:
    """``slacheck reconcile`` JSON: matched pairs, one-sided incidents, and each side's credit."""
    return {
        "matched": result.matched.rows(),  # columns to rows, no model per pair
        "overlapping": [o.model_dump() for o in result.overlapping],
        "ours_only": list(result.ours_only),
        "theirs_only": list(result.theirs_only),
        "ours_credit": claim_json(result.ours_credit) if result.ours_credit else None,
        "theirs_credit": claim_json(result.theirs_credit) if result.theirs_credit else None,
        "disputes": [dispute_json(d) for d in result.disputes],
        "ours_only_detail": [o.model_dump() for o in result.ours_only_detail],
        "credits_by_month": credits_json(result),
    }


def credits_json(result) -> list[dict[str, Any]]:
    return [{"month": c.month, "ours_credit": float(c.ours_credit), "theirs_credit": float(c.theirs_credit),
             "currency": c.currency} for c in result.credits_by_month]


def dispute_json(dispute) -> dict[str, Any]:
    """``money_as_numbers(dispute.model_dump())`` without the walk: a big log has a million
    disputes, most with nothing priced."""
    return {"ours": dispute.ours, "theirs": dispute.theirs,
            "claim_deadline": dispute.claim_deadline,
            "disagreements": [{"field": x.field, "ours": x.ours, "theirs": x.theirs,
                               "effect": [money_as_numbers(e.model_dump()) for e in x.effect]}
                              for x in dispute.disagreements]}


def money_as_numbers(value: Any) -> Any:
    """Decimals as JSON numbers, as the claim JSON writes money."""
    if isinstance(value, Decimal):
        return float(value)
    if isinstance(value, dict):
        return {k: money_as_numbers(v) for k, v in value.items()}
    if isinstance(value, list):
        return [money_as_numbers(v) for v in value]
    return value


def shown_minutes(*minutes: float) -> list[float]:
    """Minutes to 2 decimals, as the claim's tables show them (the JSON keeps them exact): a log with
    nanosecond times (Alertmanager's) gave 452.05646666666667 in the table."""
    return [round(m, 2) + 0.0 for m in minutes]  # (+ 0.0: no -0)


def reconcile_sections(result) -> tuple[list[tuple[str, list[str], list[list[Any]]]], list[str]]:
    """What a reconcile report shows, for Markdown and the terminal alike: titled tables, then lines."""
    tables = [(f"Matched incidents ({len(result.matched)})",
               ["ours", "theirs", "ours min", "theirs min", "difference min", "overlap min"],
               [[p.ours, p.theirs, *shown_minutes(p.ours_minutes, p.theirs_minutes, p.difference_minutes,
                                                  p.overlap_minutes)] for p in result.matched])]
    if result.overlapping:
        tables.append(("Unpaired but overlapping", ["side", "incident", "minutes", "overlaps (already paired)"],
                       [[o.side, o.id, *shown_minutes(o.minutes), ", ".join(o.overlaps)] for o in result.overlapping]))
    if result.disputes:
        rows = []
        dated = any(d.claim_deadline for d in result.disputes)  # (the date to file by, with terms stating a window)
        for d in result.disputes:
            for x in d.disagreements:
                money_text = "; ".join(f"{e.month}: {money(e.ours_credit)} vs {money(e.theirs_credit)} {e.currency}"
                                       for e in x.effect) or "-"
                rows.append([f"{d.ours} / {d.theirs}", x.field, x.ours, x.theirs, money_text,
                             *([d.claim_deadline or "-"] if dated else [])])
        tables.append((f"Disagreements ({len(rows)})", ["ours / theirs", "field", "ours", "theirs",
                                                        "month credit: ours vs with theirs",
                                                        *(["claim by"] if dated else [])], rows))
    if result.credits_by_month:
        tables.append(("Credit per month", ["month", "ours", "theirs", "currency"],
                       [[c.month, money(c.ours_credit), money(c.theirs_credit), c.currency]
                        for c in result.credits_by_month]))
    excluded = [[o.id, o.excluded_reason or "not counted"] for o in result.ours_only_detail if not o.counted]
    if excluded:  # ours only, but the contract excludes them: not in dispute
        tables.append((f"Ours only, excluded ({len(excluded)})", ["incident", "reason"], excluded))
    lines = [f"Ours only ({len(result.ours_only)}): {', '.join(result.ours_only) or '-'}",
             f"Theirs only ({len(result.theirs_only)}): {', '.join(result.theirs_only) or '-'}"]
    if result.ours_credit and result.theirs_credit:  # one contract prices both: one currency, said as claim says it
        lines.append(f"Credit implied by our log: {money(result.ours_credit.total_credit)}; "
                     f"by the vendor's report: {money(result.theirs_credit.total_credit)} "
                     f"{claim_currency(result.ours_credit) or claim_currency(result.theirs_credit)}".rstrip())
    lines.extend(result.uncomputed)  # a credit per incident the contract states, in neither side's credit
    return tables, lines


def render_reconcile_markdown(result) -> str:
    tables, lines = reconcile_sections(result)
    text = "\n".join(to_markdown(columns, rows, title=title) for title, columns, rows in tables)
    return text + "".join(f"\n{markdown_text(line)}\n" for line in lines)


def reconcile_table(result):
    """Terminal view of a reconcile: the same sections as Markdown, as rich tables."""
    from rich.console import Group
    from rich.text import Text

    tables, lines = reconcile_sections(result)
    return Group(*[to_rich_table(columns, rows, title=title) for title, columns, rows in tables],
                 *[Text(line) for line in lines])
