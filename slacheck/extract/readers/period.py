"""The period reader: a credit owed per period of downtime other than an hour, or once at an outage's onset and again per
period (beyond SPEC §3.4; README "Credits per period").

The key's ``patterns`` (lang/*.yaml) each read one clause with named groups: ``rate`` (the share per period; ``rate2`` where a pattern has it twice), ``onset``
(the share owed at the outage's onset, where stated), ``n`` and ``unit`` (the period: "30 minutes", "half hour", "半小时",
"each additional hour"; ``counts_of`` and ``unit_minutes`` give the words' numbers), ``first`` (a first hour's share,
"首小时…5%，此后每小时…2%": h started hours owe first + rate x (h - 1), i.e. an onset's share of first - rate, derived, read
only where it is not negative), ``free_n`` and ``free_unit`` (the first minutes of each outage that owe nothing, mo48:
"no credit for the first hour; thereafter 3% for each additional hour", "beyond the first two hours", "首小时内免赔"). A
sentence with words of such a free period (``free_words``: "beyond the first", "故障超过") is read only by a pattern that
reads it (a share per period counted from the outage's start would overpay); a sentence opening with words carrying on
from the sentence before (``free_then``: "Thereafter, 5% ...", "此后每30分钟…") is read with that sentence (mo50: "No credit
is due for the first hour. Thereafter, ..." one clause, its free hour read, not a second one from the outage's start). Each key of this reader takes what its
clause states:

- ``credit_onset_pct``: the ``onset`` figure;
- ``credit_period_minutes``: the period, where it is not an hour (an hour with an onset share says nothing new);
- ``credit_free_minutes``: the free period, in minutes;
- ``credit_free_minutes_per_month``: the free period where the pattern's ``month`` group says it is a calendar month's
  summed downtime, not each outage's (mo50: "beyond the first 4 hours in a calendar month", "每月累计故障超过4小时的部分");
- ``credit_month_downtime_over_minutes``: the minutes a month's summed downtime must pass for the credit to be owed at
  all, all its hours then (groups ``gate_n``/``gate_unit``, mo51: "If total downtime in a month exceeds 4 hours, a credit
  of 2% per hour of downtime applies", "每月累计故障超过4小时的，每小时赔偿月费的2%"; "beyond"/"超出部分" is mo50's allowance);
- ``credit_month_downtime_from_minutes``: the same condition including its minutes (group ``reach`` or ``reach_after``
  without ``strict``, mo52: "If downtime in a month reaches 4 hours", "4 hours or more", "每月累计故障达到4小时的", "4小时及以
  上的": 以上 includes its number, as 民法典 第1259条 reads it; "超过4小时以上" stays strict);
- ``credit_period_counts``: ``started`` or ``completed`` where the sentence says which (``started`` / ``completed``
  phrases: "or part thereof", "不足30分钟按30分钟计" / "each full", "满30分钟"); unsaid, nothing is read (a claim then
  counts each started period, the reading that does not underpay, and says so).

The share per period itself is ``credit_per_hour_pct``'s (``period_rates``, which the derive step reads beside it).
"""

from __future__ import annotations

import re
from typing import Iterator, NamedTuple

from ..evidence import Evidence
from ..literals import matches
from ..matchers import KeyRule
from ..select import Candidate

_NUMBER = re.compile(r"\d+(?:\.\d+)?")
THEN_WITHIN = 12  # (characters from a sentence's start a word carrying on from the sentence before stands within)


class PeriodClause(NamedTuple):
    """One clause of a credit per period: its span, the shares (% of the fee) and the period in minutes."""

    start: int
    end: int
    rate: float
    onset: float | None
    minutes: int
    counts: str | None
    first: bool = False  # (the onset worked out from a first hour's share: not written as such)
    free: int = 0  # (the first minutes of each outage that owe nothing)
    monthly: bool = False  # (... of each calendar month's summed downtime instead: an allowance, mo50)
    over: int = 0  # (the minutes a month's summed downtime must pass for anything to be owed: a condition, mo51)
    reach: bool = False  # (... or reach, those minutes included: mo52)


def clauses(ev: Evidence, rule: KeyRule) -> tuple[PeriodClause, ...]:
    """Every clause ``rule``'s patterns read in a sentence that may state it (the key's sentence words): read once per
    document for the keys written alike (``KeyRule.alike``: one YAML anchor serves this reader's keys, and derive.py
    asks again), kept in the document's own memo (none left over for the next document)."""
    memo = ev.memo("period_clauses")
    found = memo.get(rule.alike or rule.key)
    if found is None:
        found = memo[rule.alike or rule.key] = tuple(_clauses(ev, rule))
    return found


def _clauses(ev: Evidence, rule: KeyRule) -> Iterator[PeriodClause]:
    """``clauses`` as the patterns read them."""
    words = _by_word(rule.extra.get("counts_of", {}))
    units = _by_word(rule.extra.get("unit_minutes", {}))
    started, completed, free_words = rule.phrases("started"), rule.phrases("completed"), rule.phrases("free_words")
    then = rule.phrases("free_then")
    found = []
    for rx in rule.patterns:
        for m in matches(rx, ev.text, ev.view.lowered):
            if not ev.sentence_ok(rule, m.start()) or ev.negated(m.start(), m.start()):
                continue
            minutes = _minutes(m, words, units)
            free = _minutes(m, words, units, "free_") if m.groupdict().get("free_unit") else 0
            over = _minutes(m, words, units, "gate_") if m.groupdict().get("gate_unit") else 0
            if minutes is None or minutes <= 0 or free is None or over is None:
                continue
            onset, first = m.groupdict().get("onset"), m.groupdict().get("first")
            # (the clause's sentences: one free period's words may stand before a semicolon, its share after it)
            lo, hi = ev.view.sentence_at(m.start()).start, ev.view.sentence_at(max(m.end() - 1, m.start())).end
            if lo > 0 and then.search(ev.hits, lo, min(hi, lo + THEN_WITHIN)):
                lo = ev.view.sentence_at(lo - 1).start  # ("Thereafter, 5% ...": the sentence before says after what)
            if not free and not over and free_words.search(ev.hits, lo, hi):
                continue  # (a free period this pattern does not read: "5% for each 30 minutes beyond the first hour")
            counts = "started" if started.search(ev.hits, lo, hi) else \
                "completed" if completed.search(ev.hits, lo, hi) else None
            rate = m.groupdict().get("rate") or m.groupdict().get("rate2")  # (the share before its verb, or after)
            if first is not None:
                if float(first) < float(rate):  # (a first hour cheaper than the next: no onset's share holds it)
                    continue
                onset = float(first) - float(rate)
            monthly = bool(free and m.groupdict().get("month"))
            reach = bool(m.groupdict().get("reach") or m.groupdict().get("reach_after") and not m.groupdict().get("strict"))
            found.append(PeriodClause(m.start(), m.end(), float(rate), None if onset is None else float(onset), minutes,
                                      counts, first is not None, free, monthly,
                                      0 if monthly and over == free else over, reach and bool(over)))
    # (a clause read inside a longer one stating a month's words is part of it, mo52: "If total downtime in a month
    # exceeds 4 hours, 3% for each hour beyond the first 4 hours" is the month's allowance, not 4 free hours an outage)
    months = [c for c in found if c.monthly or c.over]
    yield from (c for c in found if c in months or not any(o.start <= c.start and c.end <= o.end for o in months))


def _by_word(lists: dict) -> dict[str, float]:
    """A mapping of numbers to the words saying them (``counts_of: {"0.5": [half, 半]}``) as each word's number."""
    return {str(word).lower(): float(number) for number, said in lists.items() for word in said}


def _minutes(m: re.Match, words: dict[str, float], units: dict[str, float], prefix: str = "") -> int | None:
    """The period a match names, in minutes: its count (digits, or a word ``counts_of`` counts: "half" 0.5, "thirty"
    30, "半" 0.5) times its unit's minutes (``unit_minutes``, by the unit's first letters); no count is one unit ("each
    additional hour"). ``prefix`` "free_": the free period's groups."""
    n = (m.groupdict().get(prefix + "n") or "").strip().lower()
    unit = (m.groupdict().get(prefix + "unit") or "").strip().lower()
    per_unit = next((v for k, v in units.items() if unit.startswith(k)), None)
    count = 1.0 if not n else words.get(n, float(n) if _NUMBER.fullmatch(n) else None)
    if per_unit is None or count is None:
        return None
    minutes = float(count) * per_unit
    return int(minutes) if minutes.is_integer() else None


def read(ev: Evidence, rule: KeyRule) -> list[Candidate]:
    """The key's value from each clause that states it (module docstring)."""
    out = []
    for clause in clauses(ev, rule):
        value = {"credit_onset_pct": clause.onset,
                 "credit_period_minutes": clause.minutes if clause.minutes != 60 else None,
                 "credit_free_minutes": None if clause.monthly else clause.free or None,
                 "credit_free_minutes_per_month": clause.free if clause.monthly else None,
                 "credit_month_downtime_over_minutes": None if clause.reach else clause.over or None,
                 "credit_month_downtime_from_minutes": clause.over if clause.reach else None,
                 "credit_period_counts": clause.counts
                 if clause.onset is not None or clause.minutes != 60 or clause.free or clause.over else None,
                 }.get(rule.key)
        if value is not None:
            out.append(Candidate(rule.key, value, clause.start, clause.end, 1.0, ev.amended(clause.start),
                                 kind="derived" if clause.first and rule.key == "credit_onset_pct" else "operative"))
    return out
