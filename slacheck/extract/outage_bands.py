"""Credits by the length of one outage, read as rows a claim can price (SPEC §3.4 has no such form; mo22).

A contract may give each outage service time by its length ("Up to 2 hours  1 day compensation" over "2-6 hours  3 days
compensation" over "Above 6 hours  7 days compensation"; "单次故障时间超过4小时的，赔偿2天服务时长"). Where its words make the
rows owed per incident (单次/每次/"each incident"/"per outage", or a table headed so) and every row states its length's ends
and its days, each outage earns the days of the one row holding its length; anything less clear is left to a person
(``extract.tiers.per_incident_clauses`` quotes it, a claim says it does not compute it)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from fractions import Fraction

import numpy as np

from ..models import IncidentCredit, document_of
from .numbers import find_quantities, nfkc
from .tables import cell_text, read_tables
from .tiers import LEAD_LINES, MINUTES_PER_DAY, MONTH_LENGTHS, _LINE, column_share, grammar
_SEPARATOR = re.compile(r"^[\s|:\-–—+]*$")  # a Markdown table's rule line
_FIGURE = re.compile(r"\d[\d.,]*")  # a length's figure, before its unit
_SENTENCE_ROW = re.compile(r"[^\n;；]*[^\s;；][^\n;；]*[;；]?")  # a sentence of a ladder's, up to its semicolon
_CLAUSE_STOP = re.compile(r"[,;:\n\u3002\uff0c\uff1b]")  # what ends a clause (NFKC: the full-width comma is ",")


@dataclass(frozen=True)
class OutageRow:
    """One row: an outage longer than ``lower`` minutes (or of just that length, ``lower_in``) and shorter than ``upper``
    (or of just that, ``upper_in``; None: no upper end) earns ``days`` of service."""

    lower: float
    lower_in: bool
    upper: float | None
    upper_in: bool
    days: Fraction
    text: str
    share: Fraction = Fraction(0)  # the percent of the month's fee it earns instead ("按当月服务费的10%赔偿"; mo23)
    fee: str = ""  # that fee as the row names it, its month's words left out ("机柜租用费" of "当月机柜租用费")

    def part(self, month_days: int) -> Fraction:
        """What the row earns as a fraction of the month's fee, in a month of ``month_days`` days: its days of service
        over the month's, or its share."""
        return self.days / month_days + self.share / 100

    def holds_all(self, minutes: np.ndarray) -> np.ndarray:
        """Does the row hold each of ``minutes`` (above its lower end, below its upper one, each end in where said)?"""
        above = (minutes > self.lower) | (minutes == self.lower) & self.lower_in
        if self.upper is None:
            return above
        return above & ((minutes < self.upper) | (minutes == self.upper) & self.upper_in)


@dataclass(frozen=True)
class OutageBands:
    """A clause's rows, in order of length."""

    rows: tuple[OutageRow, ...]
    # owed besides the month's other credit, as the clause or its lead says ("In addition, for each outage", "另外赔偿":
    # ``days_added``): a claim adds it to the credit it claims, not a form the largest of which is claimed
    added: bool = False
    # owed for each unit's outage ("每台服务器每次故障", "per affected Node": ``incident_units``), on the unit's share of the
    # fee, rather than for each outage of the service (``claim_inputs.per_incident_priced``)
    per_unit: bool = False

    def fees(self) -> set[str]:
        """The fees the rows give a share of, as named ("机柜租用费", "fee"): a claim prices them on the contract's monthly
        fee only where its own words name that fee so (``claim_inputs.split_priced``)."""
        return {row.fee for row in self.rows if row.share}

    def shared_ends(self) -> list[float]:
        """The lengths two rows both hold, each at its end ("Up to 2 hours" over "2-6 hours": 2 hours), in minutes: an
        outage of just that length earns the lesser row (``earned_all``), which the words leave open."""
        return [a.upper for a, b in zip(self.rows, self.rows[1:])
                if a.upper is not None and a.upper == b.lower and a.upper_in and b.lower_in]

    def holes(self) -> list[tuple[float, float | None]]:
        """The lengths past the first row's lower end no row holds, as (from, to; None: no end) in minutes: between two
        rows ("Less than 9 minutes" over "10 – 59 minutes": 9 to 10), on an end neither row holds ("less than 2 hours"
        over "more than 2 hours": 2 to 2), and past a last row with an upper end. A claim prices an outage there at
        nothing (``earned_all``), where the contract may owe it something."""
        gaps = [(a.upper, b.lower) for a, b in zip(self.rows, self.rows[1:]) if a.upper is not None
                and (a.upper < b.lower or a.upper == b.lower and not a.upper_in and not b.lower_in)]
        last = self.rows[-1].upper
        return gaps + ([(last, None)] if last is not None else [])

    def earned_all(self, minutes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The row each outage of ``minutes`` earns (its index, -1: none) and how it was found (its index in ``EARNED``):
        "row" (one row holds it), "shared_end" (two rows both hold its length, each at its end: the first, the lesser,
        as the words give it at least that), "not_earned" (shorter than every row, or outside a clause's only row:
        nothing earned by it) or "unclear" (between rows of a ladder, or past its last row with an upper end: no row);
        column-wise (a month of many outages)."""
        holding = np.array([row.holds_all(minutes) for row in self.rows]).reshape(len(self.rows), len(minutes))
        count = holding.sum(axis=0)
        first = self.rows[0]
        below = (minutes < first.lower) | (minutes == first.lower) & (not first.lower_in)
        how = np.where(count == 1, 0, np.where(count > 1, 1, np.where(below | (len(self.rows) == 1), 2, 3)))
        return np.where(count > 0, holding.argmax(axis=0), -1), how


EARNED = ("row", "shared_end", "not_earned", "unclear")  # how ``OutageBands.earned_all`` found an outage's row


def outage_bands(text: str, clause: IncidentCredit) -> OutageBands | None:
    """The rows of ``clause`` (a credit per incident found in ``text``, its document's text) as a claim can price them,
    owed per unit where the words saying them per incident name a unit (``OutageBands.per_unit``), or None: not said
    per incident (no word counting incidents or naming one outage in it or its lead, or a month's total named there), a
    credit other than service time, a row whose length's ends are not said, rows out of order or overlapping past a
    shared end."""
    if clause.per_period or clause.below_pct is not None:
        return None
    g = grammar()
    said = _said(g, text, clause)
    if not (g.per_incident.search(said) or g.per_outage.search(said) or g.outage_words.search(said)) \
            or g.month_total.search(g.month_fee.sub(" ", said)):
        return None  # (the month a fee is named by, "当月服务费的10%", is no month's total)
    kept = dict(added=g.days_added.search(g.days_added_negated.sub(" ", said)) is not None, per_unit=bool(g.incident_unit.search(said)))
    if clause.over_minutes is not None:
        row = _sentence_row(g, nfkc(clause.text), clause)
        return OutageBands((row,), **kept) if row is not None else None
    if "\n" not in clause.text.strip():
        # one sentence naming no length: each outage it counts earns its share ("每次断电按当月机柜租用费的10%赔偿")
        row = _every_outage(g, nfkc(clause.text), said)
        if row is not None:
            return OutageBands((row,), **kept)
    rows: list[OutageRow] = []
    shares = _column_shares(g, clause.text)
    for m in _rows_of(clause.text):
        value = nfkc(m.group())
        if _SEPARATOR.match(value):
            continue
        quantities = _quantities(g, value)
        first = next((q for q in quantities if q.kind == "duration"), None)
        if first is None:
            if rows or any(q.kind == "pct" for q in quantities):
                # (a line with no length among the rows, or a row of a credit above them whose length no unit says:
                # "| 12以上-未滿24 | 當月月租費減收 5% |" under "| 連續阻斷時間 (小時) |", hours only in the header)
                return None
            continue  # (a header)
        share = next((share for at, share in shares.items() if m.start() <= at < m.end()), None)
        row = _row(g, value, quantities, first, rows[-1] if rows else None, share)
        if row is None:
            return None
        rows.append(row)
    if not rows or _overlapping(rows):
        return None
    return OutageBands(tuple(rows), **kept)


def priced_bands(documents, clause: IncidentCredit, fee_sentence: str | None = None) -> OutageBands | None:
    """``clause``'s rows (``outage_bands``) in the file of ``documents`` (a contract's, or each of a bundle's) it stands
    in: what a claim prices it by; None where it only quotes it (or the file is not at hand). ``fee_sentence``: the
    sentence the contract's monthly fee is stated in (None: a fee the user gave): a share of a fee is priced on it only
    where it names that fee ("按当月机柜租用费的10%" on "机柜租用费：人民币30,000元/月", not on "月服务费为...": the rack's
    rent may be only a part of the service fee)."""
    document = document_of(documents, clause.document)
    bands = outage_bands(document.text if document is not None else "", clause) \
        if document is not None or clause.lead is not None else None
    if bands is not None and fee_sentence is not None:
        stated = nfkc(fee_sentence).casefold()
        if not all(fee.casefold() in stated for fee in bands.fees()):
            return None
    return bands


def with_lead(text: str, clause: IncidentCredit) -> IncidentCredit:
    """``clause`` (rows ``outage_bands`` reads in ``text``) from its lead on, the words that say its rows are owed per
    outage ("For each outage, we compensate ... per the following table:"), as a letter quotes it; a sentence as is."""
    if clause.over_minutes is not None:
        return clause
    lead = lead_of(grammar(), text, clause)
    if not lead:
        return clause
    return clause.model_copy(update={"start": clause.start - len(lead), "text": lead + clause.text})


def lead_of(g, text: str, clause: IncidentCredit) -> str:
    """``clause``'s lead (``_lead``) in ``text``, its document's, or as kept with it where that is not at hand
    (``IncidentCredit.lead``)."""
    return clause.lead if clause.lead is not None else _lead(g, text, clause.start)


def _said(g, text: str, clause: IncidentCredit) -> str:
    """The words saying ``clause``'s credit per incident: its sentence, or its rows under their lead (NFKC)."""
    return nfkc(clause.text if clause.over_minutes is not None else lead_of(g, text, clause) + clause.text)


def _lead(g, text: str, start: int) -> str:
    """The lead of rows starting at ``start`` in ``text``: from the nearest of the ``LEAD_LINES`` lines above them naming
    outages (``ladder_leads``: "For each outage, we compensate ... per the following table:") to the rows; "" if none."""
    lines = [m for m in _LINE.finditer(text, 0, start)][-LEAD_LINES:]
    lead = next((m for m in reversed(lines) if g.ladder_lead.search(nfkc(m.group()))), None)
    return text[lead.start():start] if lead is not None else ""


def _overlapping(rows: list[OutageRow]) -> bool:
    """Do ``rows`` run out of order, or does a row reach past the next one's lower end (a shared end is no overlap)?"""
    for a, b in zip(rows, rows[1:]):
        if a.upper is None or b.lower < a.upper or (b.upper is not None and b.upper <= a.upper):
            return True
    return False


def _days(g, value: str, quantities, after: int) -> tuple[Fraction, Fraction, str] | None:
    """The service time credited after ``after`` in the row ``value``, in days, or the share of the month's fee and the
    fee (``_fee_share``), as (days, share, fee); (0, 0, "") where the row names no figure after its length ("No compensation",
    "不予赔偿"); None where it names something else (a share of another fee, two figures)."""
    rest = [q for q in quantities if q.start >= after]
    if not rest:
        # ... but a month's fee waived in words ("| 120小時以上 | 當月月租費全免 |") is the whole fee, no nothing: left to a person
        return None if g.full_credit.search(value, after) else (Fraction(0), Fraction(0), "")
    share = _fee_share(g, value, rest, after)
    if share is not None:
        return Fraction(0), *share
    month = _whole_month(g, value, rest, after)
    if month is not None:
        return Fraction(0), month, ""
    credited = g.service_time(value, rest, after, named=True)
    if len(rest) != 1 or len(credited) != 1:
        return None
    return Fraction(credited[0].value).limit_denominator(1000) / MINUTES_PER_DAY, Fraction(0), ""


def _whole_month(g, value: str, quantities, after: int) -> Fraction | None:
    """The share of the month's fee a row's service time of whole months is ("| 480+ minutes | 732 hours (1 month) |",
    "| 1 month |" under "| Credit |"): the whole fee, a month of service being the month whatever its days, and "2 months"
    twice it (cut only by a cap the contract states, SPEC §3); the row's other figures only that month again in hours or
    days (732 hours: 30.5 days). None for anything else."""
    months = g.month_credits(value, quantities, after, named=True)
    if len(months) != 1:
        return None
    low, high = min(MONTH_LENGTHS) * MINUTES_PER_DAY, max(MONTH_LENGTHS) * MINUTES_PER_DAY
    if any(q.start != months[0].start and not (q.kind == "duration" and q.high is None and low <= q.value <= high)
           for q in quantities):
        return None
    return Fraction(months[0].value).limit_denominator(1000)


def _fee_share(g, value: str, quantities, since: int = 0) -> tuple[Fraction, str] | None:
    """The percent of the month's fee ``value`` gives, and that fee as named, its month's words left out, its one figure ``quantities`` holds: a share right beside a fee
    named as the month's (``month_fees``, joined by ``fee_share_joins``: "按当月服务费的10%", "5% of the monthly fee"), in
    words adding it to no other credit (``share_added``: "另按当月服务费的5%" is owed besides the month's tier, no credit
    form of which the largest is claimed) nor capping it after ``since`` (where a row's length ends: "Up to 2 hours" is
    its end); None for anything else (a fee of no month, two figures)."""
    if len(quantities) != 1 or quantities[0].kind != "pct" or quantities[0].high is not None \
            or g.share_added.search(value) or g.cap.search(value, since):
        return None
    fee = g.fee_of_share(value, quantities[0])
    return (Fraction(quantities[0].value).limit_denominator(10000), fee) if fee is not None else None


def _quantities(g, value: str) -> list:
    """The figures of ``value`` but those a mark holds again ("4小时以上（含4小时）": ``TierGrammar.marked_edge``), the
    edge of a row said twice, no length or share of its own; two lengths a range's joiner alone parts ("每次中断1小时至4
    小时的", "1 hour to 4 hours") one range, as "1至4小时" is (``_joined_lengths``)."""
    return _joined_lengths(g, value, [q for q in find_quantities(value) if not g.marked_edge(value, q)])


def _joined_lengths(g, value: str, quantities: list) -> list:
    """``quantities`` with each length a range's joiner (``range_joiners``: 至, 到, "-", "to") alone parts from a longer one
    after it made one range from the first to the second: both ends of one row, each unit written ("1小时至4小时")."""
    out: list = []
    for q in quantities:
        last = out[-1] if out else None
        if last is not None and last.kind == q.kind == "duration" and last.high is None and q.high is None \
                and last.value < q.value and g.joiner.fullmatch(value, last.end, q.start):
            out[-1] = replace(last, high=q.value, end=q.end)
            continue
        out.append(q)
    return out


def _every_outage(g, value: str, said: str) -> OutageRow | None:
    """The one row of a sentence counting incidents (``per_incident``: "每次断电", "for each outage") that gives each a
    share of the month's fee and names no length (``_fee_share``): every counted outage earns it."""
    quantities = _quantities(g, value)
    if not g.per_incident.search(said) or any(q.kind == "duration" for q in quantities):
        return None
    share = _fee_share(g, value, quantities)
    return OutageRow(0.0, True, None, False, Fraction(0), value, *share) if share and share[0] else None


def _rows_of(text: str):
    """The rows of a clause's text: its lines, a line outside a table cut after each semicolon (a ladder in sentences,
    "…赔偿5%；超过4小时不足24小时的，赔偿10%；…"), as matches."""
    for line in _LINE.finditer(text):
        if "|" in line.group():
            yield line
        else:
            yield from _SENTENCE_ROW.finditer(text, line.start(), line.end())


def _column_shares(g, text: str) -> dict[int, tuple[Fraction, str]]:
    """The rows of the tables in ``text`` (a clause's) whose credit is a bare figure under a header naming a share of the
    month's fee (``column_share``: "| 赔偿（月服务费%） |" over "| 1-4小时 | 10 |"), as each row's start -> (percent, fee)."""
    out = {}
    for table in read_tables(text):
        header = table.header(text)
        if header is None:
            continue
        names = [nfkc(cell_text(text, c)) for c in header.cells]
        for row in table.body(text):
            found = [share for name, cell in zip(names, row.cells)
                     if (share := column_share(g, name, nfkc(cell_text(text, cell)))) is not None]
            if len(row.cells) == len(names) and len(found) == 1:
                out[row.start] = found[0]
    return out


def _row(g, value: str, quantities, length, before: OutageRow | None,
         share: tuple[Fraction, str] | None = None) -> OutageRow | None:
    """A line's row: its length's ends (a range, or one end said by the words before or after it, the other the last
    row's upper end, or none above), and its days, or the share of the month's fee its column gives (``share``:
    ``_column_shares``)."""
    upper = _upper_after(g, value, quantities, length)
    credited = (Fraction(0), *share) if share is not None \
        else _days(g, value, quantities, upper[0].end if upper else length.end)
    if credited is None or any(ch.isdigit() for ch in value[:length.start]):
        return None
    days, share, fee = credited
    if upper is not None:
        # (both ends said: "超过4小时不足24小时的", "4小时以上24小时以下的")
        return OutageRow(length.value, _lower_end(g, value, length), upper[0].value, upper[1], days, value, share, fee)
    if length.high is not None:
        return OutageRow(length.value, True, length.high, True, days, value, share, fee) \
            if _bare(g, value, length) else None
    end = _end_of(g, value, length)
    if end is None:
        return None
    side, inside = end
    if side == "upper":
        # (below it: from the last row's upper end, the first row's from nothing)
        lower, lower_in = (before.upper, not before.upper_in) if before is not None and before.upper is not None \
            else (0.0, True)
        return OutageRow(lower, lower_in, length.value, inside, days, value, share, fee)
    return OutageRow(length.value, inside, None, False, days, value, share, fee)


def _bare(g, value: str, length) -> bool:
    """Does the range ``length`` stand with no end's words before or after it?"""
    return _end_of(g, value, length) is None


def _end_of(g, value: str, length, after_it: bool = True) -> tuple[str, bool] | None:
    """Which end of its row the length is, and whether it is inside the row, by the longest of the words right before
    it or right after it (``outage_ends``: "not more than" over "more than"); None when none, or two as long. A mark right
    after the length (``TierGrammar.edge_mark``: "超过24小时(含)") says whether the length is inside, the words after the
    mark read as right after the length ("4小时(含)以内"). ``after_it``: False where the words after it bound the row's
    other end ("超过4小时不足24小时": only those before it are this end's)."""
    found = []
    mark = g.edge_mark(value, length.end)
    after_at = mark[1] if mark is not None else length.end
    for (side, inside), (before, after) in g.outage_ends.items():
        m = before.search(value, 0, length.start)
        if m is not None:
            found.append((length.start - m.start(), side, inside))
        m = after.match(value, after_at) if after_it else None
        if m is not None and m.end() > after_at:
            found.append((m.end() - after_at, side, inside))
        # ... or between its figure and its unit ("480+ minutes": the plus the figure's own, read into the length)
        figure = _FIGURE.match(value, length.start)
        m = after.match(value, figure.end()) if figure is not None and after_it else None
        if m is not None and figure.end() < m.end() < length.end:
            found.append((m.end() - figure.end(), side, inside))
    if not found:
        return None
    found.sort(reverse=True)
    if len(found) > 1 and found[0][0] == found[1][0] and found[0][1:] != found[1][1:]:
        return None
    return found[0][1], mark[0] if mark is not None else found[0][2]


def _sentence_row(g, value: str, clause: IncidentCredit) -> OutageRow | None:
    """The one row of a sentence naming the length a single outage must pass (``over_minutes``): its service time, up to
    the length after it that bounds it from above, where one does (``_upper_end``: "单次故障超过4小时不足24小时的")."""
    quantities = _quantities(g, value)
    lengths = [q for q in quantities if q.kind == "duration" and q.high is None and q.value == clause.over_minutes]
    if not lengths:
        return None
    after = [q for q in quantities if q.start >= lengths[0].end]
    upper, upper_in, since = None, False, lengths[0].end
    bound = _upper_after(g, value, quantities, lengths[0])
    if bound is not None:
        upper, upper_in, since = bound[0].value, bound[1], bound[0].end
        after = after[1:]
    share = _fee_share(g, value, after, since)
    if share and share[0]:  # (a share of the month's fee: "单次中断超过4小时的，按当月服务费的5%赔偿")
        return OutageRow(clause.over_minutes, clause.reached, upper, upper_in, Fraction(0), value, *share)
    credited = g.service_time(value, after, since)
    if len(credited) != 1 or len(after) != 1:
        return None
    days = Fraction(credited[0].value).limit_denominator(1000) / MINUTES_PER_DAY
    return OutageRow(clause.over_minutes, clause.reached, upper, upper_in, days, value)


def _upper_after(g, value: str, quantities, lower) -> tuple | None:
    """The length right after a row's lower end ``lower`` among ``quantities`` (``value``'s) that bounds the row from above,
    and whether it is in the row (``_upper_end``); None: no such length."""
    following = [q for q in quantities if q.start >= lower.end]
    if lower.high is not None or not following or _lower_end(g, value, lower) is None:
        return None  # (nor after a length that is itself an upper end: "4小时以内  1天服务时长")
    length = following[0]
    if length.kind != "duration" or length.high is not None or length.value <= lower.value:
        return None
    inside = _upper_end(g, value, lower, length)
    return (length, inside) if inside is not None else None


def _lower_end(g, value: str, length) -> bool | None:
    """Whether ``length`` is in its row as the row's lower end, by the words before it ("超过4小时不足…": False) or else
    right after it ("4小时以上24小时以下": True); None: it is no lower end."""
    for end in (_end_of(g, value, length, after_it=False), _end_of(g, value, length)):
        if end is not None:
            return end[1] if end[0] == "lower" else None
    return None


def _upper_end(g, value: str, lower, length) -> bool | None:
    """Whether ``length``, the next length after a row's lower end ``lower`` in its clause, is in the row as its upper end
    (``outage_upper_in``: "4小时以上24小时以下的"; True) or bounds it leaving itself out (``outage_upper_out``: "超过4小时
    不足24小时的"; False), by the longest upper end's words between the two lengths or right after it (or a mark after it,
    ``edge_mark``); None: no upper end's words there, or the two lengths in different clauses."""
    if _CLAUSE_STOP.search(value, lower.end, length.start):
        return None
    mark = g.edge_mark(value, length.end)
    found = []
    for (side, inside), (before, after) in g.outage_ends.items():
        if side != "upper":
            continue
        m = before.search(value, lower.end, length.start)
        if m is not None:
            found.append((m.end() - m.start(), inside))
        m = after.match(value, length.end)
        if m is not None and m.end() > length.end:
            found.append((m.end() - length.end, inside))
    if not found:
        return None
    return mark[0] if mark is not None else max(found)[1]
