"""``slacheck reconcile`` JSON: matched pairs, one-sided incidents, disputes, each side's credit.

A small reconcile is written as it always was (indented, from dicts). A big one (more than
``COMPACT_ABOVE`` rows, as the claim JSON) is compact and written from the columns: a year of
two big clusters' logs has a million matched pairs and a million disputes, and a dict per row
took longer than the matching. The compact text is byte for byte
``orjson.dumps(reconcile_json(result))`` (tested), so only the whitespace depends on the size.
"""

from __future__ import annotations

from typing import BinaryIO, Callable, Iterator

import numpy as np
import orjson

from ..columns.ids import as_id_column
from ..columns.jsonrows import Coded, Piece, encoded_distinct, json_numbers, json_strings, row_blocks
from ..lazy import lazy_module

# the matching's models and the claims' JSON load when first used: `reconcile --format json`
# imports this module before the vendor's log is forked to its reader, and needs them only
# once the logs are read (this process loads them while the child reads, not before it starts)
disputes_ = lazy_module("slacheck.sla.disputes")
reconcile_ = lazy_module("slacheck.sla.reconcile")
claims_ = lazy_module("slacheck.report.claims")

COMPACT_ABOVE = 100_000  # rows (pairs, disputes, listed incidents): above this, compact from columns


def rows_of(result) -> int:
    return head_rows_of(result) + len(result.disputes) + len(result.ours_only_detail)


def head_rows_of(result) -> int:
    """The rows before the disputes (pairs, listed overlaps, both claims' incidents)."""
    claims = [c for c in (result.ours_credit, result.theirs_credit) if c is not None]
    return len(result.matched) + len(result.overlapping) + sum(len(m.incidents) for c in claims for m in c.months)


def render_reconcile_json(result) -> str:
    """Indented JSON; compact above ``COMPACT_ABOVE`` rows."""
    return b"".join(reconcile_json_chunks(result)).decode()


def reconcile_json_chunks(result) -> Iterator[bytes]:
    """The reconcile JSON in pieces, to write without one huge string."""
    if rows_of(result) <= COMPACT_ABOVE:
        yield orjson.dumps(claims_.reconcile_json(result), option=orjson.OPT_INDENT_2)
        return
    from ..sla.intervals import bulk_work

    with bulk_work():
        yield from big_reconcile_json_chunks(result)


def write_reconcile_json(result, stream: BinaryIO) -> None:
    """The reconcile JSON written to ``stream`` (binary). A big one's first part (the pairs and
    both claims) is written by a forked child while this process renders the rest (the
    disputes), which it writes once the child is done: the same bytes, on two cores."""
    with HeadFirst(stream) as writer:
        writer.finish(result)


class HeadFirst:
    """The reconcile JSON written while the reconcile is computed: ``head(result so far)``, called
    once the pairs, the one-sided lists and both claims exist, starts a forked child writing a
    big reconcile's head (~300 MB of a year's logs) while this process computes the disputes;
    ``finish(result)`` renders the rest and writes it after the head. A small reconcile (or an
    in-memory stream, one core) is written whole by ``finish``. The bytes are
    ``reconcile_json_chunks``'s either way. Leaving the ``with`` block stops a child still writing.
    """

    def __init__(self, stream: BinaryIO):
        self.stream = stream
        self.child = None
        self.credits: dict[str, RenderedCredit] = {}  # rendered by ``meanwhile``, by field name

    def meanwhile(self, credits, busy: Callable[[], bool]) -> None:
        """Render the credits' part of a big head (~0.25 s of a year's logs: the head's writer
        starts with it done) while ``busy()`` says this process would wait idle (the matching
        runs on the second core), a month at a time."""
        if sum(len(m.incidents) for claim in credits if claim is not None for m in claim.months) <= COMPACT_ABOVE:
            return  # a small reconcile: its JSON is written whole, indented, by ``finish``
        from ..sla.intervals import bulk_work

        with bulk_work():
            for name, claim in zip(CREDITS, credits):
                if claim is not None and busy():
                    self.credits[name] = RenderedCredit(claim)
                    self.credits[name].render_while(busy)

    def head(self, result) -> None:
        # the rows so far and our one-sided ones (each in ``ours_only_detail``) only grow: above
        # the limit now, the whole result is compact too
        if self.child is not None or head_rows_of(result) + len(result.ours_only) <= COMPACT_ABOVE:
            return
        from ..columns.forked import head_in_child
        from ..sla.intervals import bulk_work

        with bulk_work():  # the child inherits it
            self.child = head_in_child(self.stream, head_chunks(result, self.credits))
        if self.child is not None:
            self.credits = {}  # the child has them: not held here while the rest is computed

    def finish(self, result) -> None:
        if rows_of(result) <= COMPACT_ABOVE:
            self.stream.write(orjson.dumps(claims_.reconcile_json(result), option=orjson.OPT_INDENT_2))
            return
        from ..columns.forked import write_after_in_two, write_in_two
        from ..sla.intervals import bulk_work

        with bulk_work():
            if self.child is None:
                write_in_two(self.stream, head_chunks(result, self.credits), lambda: rest_chunks(result))
            else:  # the head is being written: the rest by this process and one more child, in turn
                write_after_in_two(self.stream, self.child, *rest_parts(result))

    def __enter__(self) -> "HeadFirst":
        return self

    def __exit__(self, *exc_info) -> None:
        if self.child is not None:
            self.child.close()


def big_reconcile_json_chunks(result) -> Iterator[bytes]:
    """Compact JSON with the matched pairs, the disputes and our one-sided split written from columns."""
    yield from head_chunks(result)
    yield from rest_chunks(result)


CREDITS = ("ours_credit", "theirs_credit")


class RenderedCredit:
    """A claim's compact JSON (``big_claim_json_chunks``), rendered ahead in part: the chunks
    done, then (``chunks()``, once: the head's writer drops each as it is written) the rest as
    they come."""

    def __init__(self, claim):
        self.claim = claim
        self.done: list[bytes] = []
        self.pending = claims_.big_claim_json_chunks(claim)

    def render_while(self, busy: Callable[[], bool]) -> None:
        while busy():
            chunk = next(self.pending, None)
            if chunk is None:
                return
            self.done.append(chunk)

    def chunks(self) -> Iterator[bytes]:
        yield from self.done
        yield from self.pending


def head_chunks(result, rendered: dict[str, RenderedCredit] | None = None) -> Iterator[bytes]:
    """The compact JSON up to the disputes: matched pairs, one-sided incidents, both claims
    (``rendered``: a claim's JSON rendered ahead, by field name, used when it is that claim's)."""
    yield b'{"matched":['
    yield from matched_rows_json(result.matched)
    yield b'],"overlapping":' + orjson.dumps(reconcile_.Overlaps.coerce(result.overlapping).json_rows())
    for name in ("ours_only", "theirs_only"):
        yield b',"' + name.encode() + b'":['
        yield from id_list_json(as_id_column(getattr(result, name)))
        yield b"]"
    for name in CREDITS:
        claim, ahead = getattr(result, name), (rendered or {}).get(name)
        yield b',"' + name.encode() + b'":'
        if claim is None:
            yield b"null"
        elif ahead is not None and ahead.claim is claim:
            yield from ahead.chunks()
        else:
            yield from claims_.big_claim_json_chunks(claim)


def rest_chunks(result) -> Iterator[bytes]:
    """The compact JSON from the disputes to the end."""
    first, second = rest_parts(result)
    yield from first
    yield from second


def rest_parts(result) -> tuple[Iterator[bytes], Iterator[bytes]]:
    """``rest_chunks`` in two parts of about the same size, rendered by two processes (the
    disputes' rows prepared once, here: a process forked to render the second part has them)."""
    rows = DisputeRows(disputes_.Disputes.coerce(result.disputes))

    def first() -> Iterator[bytes]:
        yield b',"disputes":['
        yield from rows.blocks(0, rows.half)

    def second() -> Iterator[bytes]:
        yield from rows.blocks(rows.half, len(rows))
        yield b'],"ours_only_detail":['
        yield from ours_only_rows_json(result.ours_only_detail)
        yield b'],"credits_by_month":' + orjson.dumps(claims_.credits_json(result)) + b"}"

    return first(), second()


def masked(pieces: list[Piece], mask: np.ndarray) -> list[Piece]:
    return [(p, mask) for p in pieces]


def separators(rows: int) -> list[Piece]:
    """A comma after every row but the last."""
    between = np.ones(rows, dtype=bool)
    if rows:
        between[-1] = False
    return [(b",", between)]


def matched_rows_json(matched) -> Iterator[bytes]:
    ours, theirs = matched.id_columns()
    pieces: list[Piece] = [b'{"ours":', *json_strings(ours.array, escape=ours.json_escape()), b',"theirs":',
                           *json_strings(theirs.array, escape=theirs.json_escape())]
    for name, values, whole_ms in matched.number_columns():
        pieces.append(json_numbers(values, prefix=b',"' + name.encode() + b'":', numerators=whole_ms,
                                   divisor=reconcile_.MS_PER_MINUTE))
    return row_blocks(pieces + [b"}"] + separators(len(matched)), len(matched))


def id_list_json(ids) -> Iterator[bytes]:
    """The items of a JSON list of ids (``orjson.dumps(list(ids))`` without its brackets), from
    their column: each after a comma, the first comma dropped (cheaper than a row mask)."""
    blocks = row_blocks([b",", *json_strings(ids.array, escape=ids.json_escape())], len(ids))
    first = next(blocks, None)
    if first is not None:
        yield first[1:]
        yield from blocks


def ours_only_rows_json(detail) -> Iterator[bytes]:
    detail = disputes_.OursOnlySplit.coerce(detail)
    reasons, texts = detail.coded_reasons()  # (the excluded reason: a cause, without terms)
    pieces: list[Piece] = [b'{"id":', *json_strings(detail.ids.array), b',"counted":',
                           (b"true", detail.counted), (b"false", ~detail.counted), b',"excluded_reason":',
                           encoded_distinct(reasons, lambda c: orjson.dumps(texts[c])), b"}"]
    return row_blocks(pieces + separators(len(detail)), len(detail))


def dispute_rows_json(disputes: disputes_.Disputes) -> Iterator[bytes]:
    """The disputes, one row per disagreement: a dispute's first row opens it, its last closes it."""
    rows = DisputeRows(disputes)
    return rows.blocks(0, len(rows))


class DisputeRows:
    """The disputes' JSON rows (one per disagreement), their pieces prepared once and written a
    range of rows at a time: the bytes of rows [0, k) and [k, n) make the bytes of [0, n)."""

    def __init__(self, disputes: disputes_.Disputes):
        self.n = n = len(disputes.row_dispute)
        self.half = n // 2
        if not n:
            return
        which = disputes.row_dispute
        first = np.ones(n, dtype=bool)
        first[1:] = which[1:] != which[:-1]
        last = np.ones(n, dtype=bool)
        last[:-1] = first[1:]
        # the ids are written in a dispute's first row only: spread from the disputes' own columns
        deadlines = Coded(np.array([orjson.dumps(d.isoformat() if d else None) for d in disputes.deadline_dates]),
                          disputes.deadline_codes[which])
        opening = [b'{"ours":', *json_strings(disputes.ours.array, at=which), b',"theirs":',
                   *json_strings(disputes.theirs.array, at=which), b',"claim_deadline":', deadlines,
                   b',"disagreements":[']
        field_names = Coded(np.array([orjson.dumps(f) for f in disputes_.FIELDS]), disputes.row_field)
        ours_escape, theirs_escape = disputes.texts_need_escape()
        self.pieces = [*masked(opening, first), (b",", ~first), b'{"field":', field_names, b',"ours":',
                       *json_strings(disputes.row_ours, escape=ours_escape), b',"theirs":',
                       *json_strings(disputes.row_theirs, escape=theirs_escape), b',"effect":']
        between = last.copy()
        between[-1] = False
        self.closing = [b"}", (b"]}", last), (b",", between)]  # a comma between disputes
        self.priced = max(disputes.effects, default=-1) + 1  # the priced rows come first
        money = claims_.money_as_numbers
        self.effects = np.array([orjson.dumps([money(e.model_dump()) for e in disputes.effects.get(r, [])])
                                 for r in range(self.priced)] or [b"[]"])

    def __len__(self) -> int:
        return self.n

    def blocks(self, lo: int, hi: int) -> Iterator[bytes]:
        """Rows [lo, hi), a block at a time."""
        if lo >= hi:
            return
        top = min(hi, self.priced)
        if lo < top:
            yield from row_blocks(sliced(self.pieces, lo, top) + [self.effects[lo:top]] + sliced(self.closing, lo, top),
                                  top - lo)
        lo = max(lo, self.priced)
        if lo < hi:
            yield from row_blocks(sliced(self.pieces, lo, hi) + [b"[]"] + sliced(self.closing, lo, hi), hi - lo)


def sliced(pieces: list[Piece], lo: int, hi: int) -> list[Piece]:
    """The pieces of rows ``lo:hi``."""
    def cut(value):
        return value if isinstance(value, bytes) else value[lo:hi]

    return [(cut(p[0]), p[1][lo:hi]) if isinstance(p, tuple) else cut(p) for p in pieces]
