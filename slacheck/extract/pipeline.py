"""``Document`` → SPEC §1 terms with provenance.

The flow: normalise the text into a view (text.py), read every quantity with its unit
(numbers.py), then for each key find its occurrences with the key's vocabulary
(matchers.py, data in lang/*.yaml) and choose among them (select.py). A number is judged
inside its own clause: it needs a trigger of its key in that clause (before it, or right
after it, as Chinese puts the verb last: 15分钟内响应) and no other subject in between
(PDU, 服务器, management network...). Every span maps back to ``Document.text``.
"""

from __future__ import annotations

import bisect
import functools
import re
import typing
from collections import Counter
from dataclasses import replace
from typing import Any

from ..models import Alternative, ContractTerms, CreditTier, Document, Term
from .matchers import KeyRule, Phrases, Rules, normalise_phrase, rules
from .nlp import vocabulary_hits
from .numbers import Quantity, find_quantities, tables as number_tables
from .places import AddressReader, short_latin_place
from .select import Candidate, choose, same_value
from .subjects import SubjectReach
from .text import View, alternation, layout
from .tables import cell_at, read_tables
from .tiers import read_credit_tiers

NAMED_SITE_STRENGTH = 0.9  # "its Kajaani campus": a place before a site word
SUBORDINATE_STRENGTH = 0.7  # a value named as a minor part: below what ``combine`` counts (1.0)
FIXED_NUMBER_GAP = 6  # characters after a fixed phrase in which a number of its kind overrides it
SPECIAL = {"credit_tiers", "governing_law", "location", "sla_unit"}
UNITS = {"power": "kW", "rate": "Gb/s", "pct": "%", "period": "months", "times": "x", "card": "cards"}


def extract_terms(document: Document) -> list[Term]:
    """Every SPEC §1 key the contract states, its value, and where it was read."""
    view = View(document.text)
    ctx = _Context(view, find_quantities(view.text), rules())
    candidates: dict[str, list[Candidate]] = {}
    for key, rule in ctx.rules.keys.items():
        if key == "credit_tiers":
            continue  # read after the others: a missed commitment needs availability_pct
        elif rule.patterns:  # governing_law, sla_unit, the parties, the contract number
            found = ctx.patterned(rule)
        elif key == "location":
            found = ctx.location(rule)
        elif rule.numeric:
            found = ctx.numeric(rule) + ctx.fixed(rule) + ctx.table_values(rule)
        else:
            found = ctx.vocabulary(rule)
        found = [c for c in found if ctx.reach.has(rule.subject, c.start, c.end)]
        if found:
            candidates[key] = found
    if "credit_tiers" in ctx.rules.keys:
        tiers = read_credit_tiers(view, ctx.tables, ctx.quantities, candidates.get("availability_pct", []), ctx.amended)
        if tiers:
            candidates["credit_tiers"] = tiers
    _derive(ctx, candidates)

    terms = []
    for key in ContractTerms.model_fields:
        found = candidates.get(key)
        if not found:
            continue
        rule = ctx.rules.keys.get(key)
        choice = _choose_for(key, rule, found)
        if choice is None:
            continue
        terms.append(_to_term(document, view, key, choice))
    return terms


# ------------------------------------------------------------------------------ key types


@functools.lru_cache(maxsize=None)
def key_type(key: str) -> Any:
    """The Python type of a key's value, from ContractTerms (Literal, int, float, bool, str)."""
    ann = ContractTerms.model_fields[key].annotation
    args = [a for a in typing.get_args(ann) if a is not type(None)]
    return args[0] if args else ann


def cast_value(key: str, raw: Any) -> Any:
    kt = key_type(key)
    if kt is bool:
        return str(raw).lower() == "true" if not isinstance(raw, bool) else raw
    if kt is int:
        return int(round(float(raw)))
    if kt is float:
        value = float(raw)
        return round(value, 6)
    return raw


def convert(key: str, q: Quantity) -> float:
    """A quantity's value in the unit of ``key`` (durations by the key's suffix)."""
    if q.kind == "duration":
        if key.endswith("_hours"):
            return q.value / 60
        if key.endswith("_days"):
            return q.value / 1440
    return q.value


# ------------------------------------------------------------------------------ matching


class _Context:
    def __init__(self, view: View, quantities: list[Quantity], rules_: Rules):
        self.view = view
        self.text = view.text
        self.rules = rules_
        self.reach = SubjectReach(view)
        self.quantities = self._table_money(quantities)
        self.quantity_starts = [q.start for q in self.quantities]
        self.amend_ranges = self._amendment_ranges()
        merged: list[list[int]] = []
        for s, e in sorted(self.amend_ranges):
            if merged and s <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], e)
            else:
                merged.append([s, e])
        self._amend_starts = [m[0] for m in merged]
        self._amend_merged = merged
        # (sentence start, sentence end, phrase start, phrase end) of each "X 修改为 Y" inside an amendment
        self.replacements = []
        for m in self.rules.replacement.find(self.text):
            if self._in_amendment(m.start()):
                sent = self.view.sentence_at(m.start())
                self.replacements.append((sent.start, sent.end, m.start(), m.end()))
        self._replacement_ends = [r[1] for r in self.replacements]

    # --- structure helpers

    def _in_amendment(self, pos: int) -> bool:
        k = bisect.bisect_right(self._amend_starts, pos) - 1
        return k >= 0 and pos < self._amend_merged[k][1]

    def amended(self, pos: int) -> bool:
        """Inside an amendment, and not the old value quoted before "修改为"/"is replaced with"
        or inside "from … to" (the replacement phrase's end is the boundary)."""
        if not self._in_amendment(pos):
            return False
        k = bisect.bisect_right(self._replacement_ends, pos)
        while k < len(self.replacements) and self.replacements[k][0] <= pos:
            if pos < self.replacements[k][3]:
                return False
            k += 1
        return True

    def quantities_in(self, start: int, end: int) -> list[Quantity]:
        return self.quantities[bisect.bisect_left(self.quantity_starts, start):bisect.bisect_left(self.quantity_starts, end)]

    def _amendment_ranges(self) -> list[tuple[int, int]]:
        """Where amendments are in force: from each amendment phrase's sentence to the end of
        its section. A body sentence ("对第6.1条修改如下：…") runs to the next heading; an
        amendment that is itself a heading ("# 补充协议", "第十二条 补充条款", a title line
        "AMENDMENT No. 1") runs over its own numbered items (一、二、, 1.) to the next heading
        of its own rank or above, or an annex."""
        lay = layout()
        heads = [re.compile(h) for h in lay["headings"]]
        parts = [re.compile(h) for h in lay.get("part_headings", [])]
        sentences = self.view.sentences
        ranges = []

        def rank(line: str):
            hashes = len(line) - len(line.lstrip("#"))
            if hashes:
                return ("md", hashes)
            return next((("pattern", i) for i, h in enumerate(heads) if h.match(line)), None)

        for m in self.rules.amendment.find(self.text):
            idx = max(0, bisect.bisect_right(self.view._sentence_starts, m.start()) - 1)
            start = sentences[idx].start
            own_line = self.text[start:sentences[idx].end].strip()
            own = rank(own_line)
            if own is None and len(own_line) <= 40 and not re.search(r"[。;:.,]\s*\S", own_line + " x"):
                own = ("title", 0)  # a title line of its own ("补充协议（一）", "AMENDMENT No. 1")
            end = len(self.text)
            for s in sentences[idx + 1:]:
                body = self.text[s.start:s.end].strip()
                other = rank(body)
                if own is None:
                    stop = other is not None
                elif any(p.match(body.lstrip("# ")) for p in parts):
                    stop = True
                elif own[0] == "md":
                    stop = other is not None and other[0] == "md" and other[1] <= own[1]
                elif own[0] == "pattern":
                    stop = other is not None and (other[0] == "md" or other == own)
                else:
                    stop = other is not None and other[0] == "md"
                if stop:
                    end = s.start
                    break
            ranges.append((start, end))
        return ranges

    def _table_money(self, quantities: list[Quantity]) -> list[Quantity]:
        """Plain numbers in a table whose header names a currency are amounts."""
        t = number_tables()
        money_words = Phrases(list(t.cur_before) + list(t.cur_after))
        self.tables = read_tables(self.text)
        out = sorted(quantities, key=lambda q: q.start)
        starts = [q.start for q in out]
        for table in self.tables:
            header = table.rows[0]
            if not money_words.search(self.text, header.start, header.end):
                continue
            lo, hi = table.rows[1].start if len(table.rows) > 1 else header.end, table.rows[-1].end
            for k in range(bisect.bisect_left(starts, lo), bisect.bisect_left(starts, hi)):
                if out[k].kind is None:
                    out[k] = replace(out[k], kind="money")
        return out

    def blocked(self, phrases: Phrases, start: int, end: int) -> bool:
        """A blocker in [start, end), unless it is only part of a longer bound phrase (不低于)."""
        if not phrases:
            return False
        bounds = [m.span() for m in self.rules.bounds.find(self.text, start, end)]
        bounds += [m.span() for m in self.rules.not_blockers.find(self.text, max(0, start - 16), end + 16)]
        for m in phrases.find(self.text, start, end):
            s, e = m.span()
            if not any(bs <= s and e <= be and (be - bs) > (e - s) for bs, be in bounds):
                return True
        return False

    def _cue(self, phrases: Phrases, start: int, end: int, until: int | None = None) -> bool:
        """A cue in [start, end); with ``until``, also one that begins before ``end`` and runs
        into the phrase it negates ("not" + "shared" written as one word group)."""
        stop = max(end, until or end)
        bounds = [m.span() for m in self.rules.bounds.find(self.text, start, stop)]
        for m in phrases.find(self.text, start, stop):
            s, e = m.span()
            if s >= end:
                break
            if not any(bs <= s and e <= be for bs, be in bounds):
                return True
        return False

    def negated(self, start: int, end: int, match_end: int | None = None, after_until: int | None = None) -> bool:
        """Is a phrase at [start, ...) negated? A cue before it in its clause, a cue such as
        "not" after it in its clause (up to ``after_until``: a later phrase of the same key
        owns the cue, "Ethernet (RoCE not enabled)"), or a negated verb list running on from
        the previous clause ("does not monitor, manage or alert"). Bound phrases (不超过,
        not less than) are not negations."""
        clause = self.view.clause_at(start)
        if self._cue(self.rules.negation, clause.start, start, until=start if match_end is None else match_end):
            return True
        after_end = clause.end if after_until is None else min(clause.end, after_until)
        if match_end is not None and match_end < after_end and self._cue(self.rules.negation_after, match_end, after_end):
            return True
        sent = self.view.sentence_at(start)
        prev = [c for c in sent.clauses if c.end <= clause.start]
        if prev and self._cue(self.rules.negation, max(prev[-1].start, prev[-1].end - 24), prev[-1].end):
            tail = self.text[prev[-1].start:prev[-1].end]
            if len(tail.split()) <= 6 or prev[-1].end - prev[-1].start <= 24:
                return True
        return False

    def negated_next(self, start: int, hit_starts: list[int]) -> bool:
        """Is a phrase at ``start`` negated by the clause after it, or by the sentence after
        it when its own ends with a semicolon, opening with a cue that names nothing of the
        key again ("...liquid cooling in other halls; none is provided")?"""
        if not self.rules.negation_next:
            return False
        sent = self.view.sentence_at(start)
        clause = self.view.clause_at(start)
        later = [c for c in sent.clauses if c.start >= clause.end]
        if later:
            nxt_start, nxt_end = later[0].start, later[0].end
        elif self.text[sent.start:sent.end].rstrip().endswith(";"):
            k = bisect.bisect_right(self.view._sentence_starts, start)
            if k >= len(self.view.sentences):
                return False
            nxt_start, nxt_end = self.view.sentences[k].start, self.view.sentences[k].end
        else:
            return False
        cue = self.rules.negation_next.search(self.text, nxt_start, nxt_end)
        if cue is None or self.text[nxt_start:cue.start()].strip():
            return False
        k = bisect.bisect_left(hit_starts, nxt_start)
        return not (k < len(hit_starts) and hit_starts[k] < nxt_end)

    def sentence_ok(self, rule: KeyRule, pos: int, before_only: bool = False) -> bool:
        """The key's required words are in the sentence, and none of its sentence blockers
        (for a number: none before it — "代金券…有效期12个月" is the voucher's validity)."""
        sent = self.view.sentence_at(pos)
        if rule.sentence_requires and not rule.sentence_requires.search(self.text, sent.start, sent.end):
            return False
        end = pos if before_only else sent.end
        if rule.sentence_blockers and rule.sentence_blockers.search(self.text, sent.start, end):
            return False
        return True

    # --- numbers

    def numeric(self, rule: KeyRule) -> list[Candidate]:
        out = []
        # a kind the key also accepts, converted into the key's own ("两个月内" → 60 days)
        same = [q if q.kind == rule.kind else replace(q, kind=rule.kind, value=q.value * rule.accepts[q.kind])
                for q in self.quantities if q.kind == rule.kind or q.kind in rule.accepts]
        for i, q in enumerate(same):
            clause = self.view.clause_at(q.start)
            base = self.view.sentence_at(q.start).start if rule.scope == "sentence" else clause.start
            prev_end = same[i - 1].end if i and same[i - 1].end <= q.start else base
            zone_start = max(base, prev_end)
            nxt = same[i + 1].start if i + 1 < len(same) else len(self.text)
            after_end = min(clause.end, nxt, q.end + rule.after_window)
            # a verb-last trigger may stand further on, when no other number of the kind is in
            # between ("三周内完成全部服务器的上架、联调并交付甲方")
            reach_end = self._reach_end(rule, q, after_end, nxt)
            # a trigger may also be written between the number and its unit ("5 consecutive minutes")
            before = [m for m in rule.triggers.find(self.text, zone_start, q.end)
                      if m.end() <= q.end and not self._other_cell(m.start(), q)]
            after = next((m for m in rule.triggers.find(self.text, q.end, reach_end)
                          if not self._other_cell(m.start(), q)), None) if rule.after_window else None
            # the verb after the number that it times is another action ("交付通知后五日内完成验收")
            verb_end = after.start() if after else clause.end
            if rule.blockers_after and self.blocked(rule.blockers_after, q.end, verb_end):
                continue
            if not before and not after:
                if not rule.weak:
                    continue
                strength = 0.5
            else:
                strength = 1.5 if before else 1.3
            check_end = after.end() if (after and not before) else q.start
            if self.blocked(rule.blockers, zone_start, max(check_end, q.start)):
                continue
            if not self.sentence_ok(rule, q.start, before_only=True):
                continue
            near = self.text[max(zone_start, q.start - 8):min(after_end, q.end + 6)]  # "5 or more minutes"
            if self.rules.at_least.search(near) or self.rules.at_most.search(near):
                strength += 0.3
            if self.rules.approx.search(self.text[max(zone_start, q.start - 6):q.start]):
                strength -= 0.2
            value = cast_value(rule.key, convert(rule.key, q))
            out.append(Candidate(rule.key, value, q.start, q.end if not after or before else after.end(),
                                 strength, self.amended(q.start)))
        # the span should cover the subject and the value ("单柜供电功率不低于25千瓦")
        return [self._widen(c, rule) for c in out]

    def _reach_end(self, rule: KeyRule, q: Quantity, after_end: int, nxt: int) -> int:
        """Where a trigger after ``q`` may end: the key's window, or with ``after_reach`` the
        end of the clause (or sentence), but never past the next number of the kind."""
        if rule.after_reach is None or not rule.after_window:
            return after_end
        unit = self.view.sentence_at(q.start) if rule.after_reach == "sentence" else self.view.clause_at(q.start)
        return max(after_end, min(unit.end, nxt))

    def _other_cell(self, pos: int, q: Quantity) -> bool:
        """Is ``pos`` in another table cell that holds a number of its own of q's kind? A unit
        label there belongs to that number ("| 2.35 per GPU-hour | 439,168.00 |")."""
        cell = cell_at(self.tables, pos)
        if cell is None or cell.start <= q.start < cell.end:
            return False
        return any(o is not q for o in self.quantities_in(cell.start, cell.end) if o.kind == q.kind)

    def _widen(self, c: Candidate, rule: KeyRule) -> Candidate:
        clause = self.view.clause_at(c.start)
        m = None
        for m in rule.triggers.find(self.text, clause.start, c.start):
            pass
        start = m.start() if m and c.start - m.start() <= 40 else c.start
        return replace(c, start=start)

    def fixed(self, rule: KeyRule) -> list[Candidate]:
        """Phrases that state a value without a number ("以当月服务费为限" → cap 100), unless
        a number of the key's kind is written inside or right after the phrase ("not exceed
        the lesser of 30% of the fee", "不超过当月服务费的30%"): then the number is the value."""
        out = []
        for phrases, value in rule.fixed:
            for m in phrases.find(self.text):
                near = self.quantities_in(m.start(), m.end() + FIXED_NUMBER_GAP) if rule.kind else []
                if any(q.kind == rule.kind for q in near):
                    continue
                if self.sentence_ok(rule, m.start()):
                    out.append(Candidate(rule.key, cast_value(rule.key, value), m.start(), m.end(), 1.5,
                                         self.amended(m.start())))
        return out

    def table_values(self, rule: KeyRule) -> list[Candidate]:
        """Amounts read from a priced table (rack price per month, total of a monthly table)."""
        extra = rule.extra
        if not (extra.get("table_total") or extra.get("table_row")):
            return []
        monthly = Phrases(extra.get("table_monthly", []))
        totals = Phrases(extra.get("table_total", []))
        rows_ok = Phrases(extra.get("table_row", []))
        rows_bad = Phrases(extra.get("table_row_blockers", []))
        columns = Phrases(extra.get("table_column", []))
        out = []
        for table in self.tables:
            header = table.rows[0]
            if not monthly.search(self.text, header.start, header.end):
                continue
            price_col = next((i for i, c in enumerate(header.cells) if columns and columns.search(self.text, c.start, c.end)), None)
            for row in table.rows[1:]:
                cells = [(c.start, c.end) for c in row.cells]
                if not cells:
                    continue
                first = cells[0]
                money = [q for q in self.quantities_in(row.start, row.end) if q.kind == "money" and q.start >= first[1]]
                if totals and totals.search(self.text, *first) and money and not rows_ok:
                    q = money[-1]
                    out.append(Candidate(rule.key, cast_value(rule.key, q.value), first[0], q.end, 1.4, self.amended(q.start)))
                elif rows_ok and rows_ok.search(self.text, *first) and not rows_bad.search(self.text, *first) \
                        and not (totals and totals.search(self.text, *first)) and price_col is not None \
                        and price_col < len(cells):
                    a, b = cells[price_col]
                    hit = [q for q in money if a <= q.start < b]
                    if hit:
                        out.append(Candidate(rule.key, cast_value(rule.key, hit[0].value), first[0], hit[0].end, 1.4,
                                             self.amended(a)))
        return out

    # --- words

    def vocabulary(self, rule: KeyRule) -> list[Candidate]:
        """The key's vocabulary hits from the pipeline's span ruler (doc.spans, nlp.py)."""
        spans: dict[str, list[tuple[int, int]]] = {}
        for value, s, e in vocabulary_hits(self.view.doc, rule.key):
            spans.setdefault(value, []).append((s, e))
        gaps: set[tuple[int, int]] = set()
        for value, phrases in rule.gap_values.items():
            for m in phrases.find(self.text):
                spans.setdefault(value, []).append(m.span())
                gaps.add(m.span())
        hit_starts = sorted(s for hits in spans.values() for s, _ in hits)
        out = []
        affirmed: set[str] = set()
        inferred_from: list[tuple[int, str]] = []  # (index in out, the value that was negated)
        for value in rule.values:
            for start, end in _longest_first(self.text, spans.get(value, [])):
                if not self.sentence_ok(rule, start):
                    continue
                clause = self.view.clause_at(start)
                if self.blocked(rule.blockers, clause.start, clause.end):
                    continue
                if self.blocked(rule.blockers_before, clause.start, start):
                    continue  # "equivalent to ... per rack per month": a conversion, not the basis
                strength = 1.0 + min(end - start, 12) / 24
                k = bisect.bisect_left(hit_starts, end)
                next_hit = hit_starts[k] if k < len(hit_starts) else None
                if next_hit is not None and self.text[end:next_hit].strip().lower() in self.rules.coordination | {""}:
                    next_hit = None  # "liquid cooling and rear-door heat exchangers are not offered": both
                # a gap phrase is also negated by a cue inside it ("所有权不发生转移", "title ... shall not pass")
                inside = (start, end) in gaps and self._cue(self.rules.negation, start + 1, end)
                if inside or self.negated(start, clause.end, end, after_until=next_hit) \
                        or self.negated_next(start, hit_starts):
                    if value not in rule.negated:
                        continue
                    inferred = rule.negated[value]
                    strength = 1.0 if inferred in ("true", "false") else 0.6
                    value_out = inferred
                    if strength < 1.0:
                        inferred_from.append((len(out), value))
                else:
                    value_out = value
                    affirmed.add(value)
                    if rule.subordinate and self._cue(rule.subordinate, clause.start, clause.end):
                        strength = SUBORDINATE_STRENGTH  # "风冷仅用于带走剩余热量": a minor part
                out.append(Candidate(rule.key, cast_value(rule.key, value_out), start, end, strength,
                                     self.amended(start)))
        # a negated kind of a value the contract affirms elsewhere excludes only that kind
        # ("不提供浸没式液冷" beside 冷板式液冷): it implies no opposite value
        dropped = {i for i, value in inferred_from if value in affirmed}
        out = [c for i, c in enumerate(out) if i not in dropped]
        return sorted(out, key=lambda c: c.start)

    # --- special keys

    def patterned(self, rule: KeyRule) -> list[Candidate]:
        out = []
        units = {v: Phrases(p) for v, p in rule.extra.get("units", {}).items()}
        for rx in rule.patterns:
            for m in rx.finditer(self.text):
                if not self.sentence_ok(rule, m.start()):
                    continue
                if "unit" in rx.groupindex:
                    word = m.group("unit")
                    value = None
                    for name in ("none", "gpu", "cluster", "node"):
                        if name in units and units[name].search(word):
                            value = name
                            break
                    if value is None or value == "none":
                        continue
                else:
                    # quoted as written (中華民國, not the folded 中华民国): same offsets
                    value = self._clean_law(rule, self.view.written[m.start("value"):m.end("value")])
                    if not value:
                        continue
                    if self.negated(m.start(), m.start()):
                        continue
                out.append(Candidate(rule.key, value, m.start(), m.end(), 1.0 + 0.1 * (len(rule.patterns) - rule.patterns.index(rx)),
                                     self.amended(m.start())))
        return out

    def _clean_law(self, rule: KeyRule, value: str) -> str:
        if rule.extra.get("as_written"):  # a party or a number: as the contract writes it, one line
            return " ".join(value.split()).strip(" ,;:")
        stop = {w.lower() for w in rule.extra.get("stop_words", [])}
        words = value.split()
        kept = []
        for w in words:
            if w.lower().strip(",.") in stop:
                break
            kept.append(w)
        value = " ".join(kept).strip(" ,.;")
        for prefix in sorted(rule.extra.get("strip", []), key=len, reverse=True):
            if value.lower().startswith(prefix + " "):
                value = value[len(prefix) + 1:]
        adjectives = rule.extra.get("adjectives", {})
        value = adjectives.get(value, value)
        if value.isupper() and len(value) > 3:
            value = value.title()
        return value

    def location(self, rule: KeyRule) -> list[Candidate]:
        """The site: an administrative address after a site trigger (``address``, places.py),
        and a capitalised place name after "located in", "Site:" ... (``after``)."""
        out = self._addresses(rule) + self._named_sites(rule)
        after = rule.extra.get("after", {})
        triggers = Phrases(after.get("triggers", []))
        drop = Phrases(after.get("drop_words", []))
        zone_words, descriptors = after.get("zone_words", []), after.get("descriptors", [])
        inner = _word_re(tuple(after.get("inner", [])))
        for m in triggers.find(self.text):
            sent = self.view.sentence_at(m.start())
            if rule.sentence_blockers and rule.sentence_blockers.search(self.text, sent.start, sent.end):
                continue  # "the courts located in New York County": a forum, not the site
            pos = m.end()
            parts = []
            # "Site: HK3, 9 Kwai Hei Street, Kwai Chung, Hong Kong", "Region: US-EAST-2 (Secaucus, New Jersey)"
            for part in re.finditer(r"[^,;\n()|]+", self.text[pos:sent.end]):
                words = part.group().strip().rstrip(".")
                if not words:
                    continue
                offset = part.group().find(words)
                # a part ending in a place after "near"/"in": the words before it name a building,
                # a park or a code ("the RNO-2 data center at the Tahoe-Reno Industrial Center near Reno")
                tail = _inner_place(words, inner)
                if tail is not None and not any(ch.isdigit() for ch in words[tail:]) and not drop.search(words[tail:]):
                    words, offset = words[tail:], offset + tail
                elif any(ch.isdigit() for ch in words) or drop.search(words):
                    continue  # a building code or street address before the place name
                words = short_latin_place(words, zone_words, descriptors)
                name = _place_name(words)
                if not name or name.endswith(("'s", "’s")):
                    parts = []
                    break  # "hosted in Provider's data centre in ...": a later trigger names the place
                parts.append((pos + part.start() + offset + words.find(name), name))
                if len(parts) == 2 or name != words:
                    break
            if parts:
                start = parts[0][0]
                end = parts[-1][0] + len(parts[-1][1])
                out.append(Candidate(rule.key, ", ".join(p for _, p in parts), start, end, 1.0, self.amended(start)))
        return out

    def _named_sites(self, rule: KeyRule) -> list[Candidate]:
        """A place named before a site word after a possessive ("hosted in its Kajaani campus",
        "Provider's Reno data center"): weaker than a place written after a site trigger."""
        data = rule.extra.get("before", {})
        leads = _word_re(tuple(data.get("leads", [])))
        if not data or leads is None:
            return []
        not_names = {w.lower() for w in data.get("not_names", [])}
        out = []
        for m in Phrases(data.get("triggers", [])).find(self.text):
            sent = self.view.sentence_at(m.start())
            if rule.sentence_blockers and rule.sentence_blockers.search(self.text, sent.start, sent.end):
                continue
            head = self.text[sent.start:m.start()]
            lead = None
            for lead in leads.finditer(head):
                pass
            if lead is None:
                continue
            words = head[lead.end():].strip()
            parts = words.split()
            if not parts or len(parts) > 3 or not all(w[0].isupper() and w.isalpha() for w in parts) \
                    or any(w.lower() in not_names for w in parts) or any(w.isupper() and len(w) > 1 for w in parts):
                continue
            start = sent.start + lead.end() + head[lead.end():].find(words)
            out.append(Candidate(rule.key, words, start, start + len(words), NAMED_SITE_STRENGTH, self.amended(start)))
        return out

    def _addresses(self, rule: KeyRule) -> list[Candidate]:
        """Administrative addresses written after a site trigger ("机房位于…省…市…区"): the
        site is their most specific named unit (places.py). An address is stronger evidence
        than a capitalised phrase after "located in", so a bilingual clause reads as Chinese."""
        data = rule.extra.get("address", {})
        if not data:
            return []
        reader = _address_reader(rule)
        out = []
        for m in Phrases(data.get("triggers", [])).find(self.text):
            if not self.sentence_ok(rule, m.start()):
                continue
            sent = self.view.sentence_at(m.start())
            pos = m.end()
            while pos < sent.end and (self.text[pos].isspace() or self.text[pos] in ":|"):
                pos += 1
            site = reader.site(self.text, pos, sent.end)
            if site is not None:
                name = self.view.written[site.start:site.end]  # as written, not folded
                out.append(Candidate(rule.key, name, site.start, site.end, 1.1, self.amended(site.start)))
        return out


# ------------------------------------------------------------------------------ derived keys


def _longest_first(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Non-overlapping hits, left to right, the longest at each start; a Latin hit never sits
    inside a longer Latin word or model number (H20 in H200)."""
    out: list[tuple[int, int]] = []
    pos = 0
    for s, e in sorted(spans, key=lambda se: (se[0], se[0] - se[1])):
        if s < pos:
            continue
        if _latin(text[s]) and s and _latin(text[s - 1]):
            continue
        if _latin(text[e - 1]) and e < len(text) and _latin(text[e]):
            continue
        out.append((s, e))
        pos = e
    return out


_READERS: dict[int, tuple[KeyRule, AddressReader]] = {}


def _address_reader(rule: KeyRule) -> AddressReader:
    """The compiled address reader of a rule (rules() is built once per process)."""
    kept = _READERS.get(id(rule))
    if kept is None or kept[0] is not rule:
        kept = _READERS[id(rule)] = (rule, AddressReader(rule.extra.get("address", {})))
    return kept[1]


@functools.lru_cache(maxsize=8)
def _word_re(words: tuple[str, ...]) -> re.Pattern | None:
    """Whole words from the data, any case, each followed by a space."""
    if not words:
        return None
    return re.compile(rf"(?<![\w'’])(?i:{alternation(words)})\s+")


def _inner_place(words: str, inner: re.Pattern | None) -> int | None:
    """Where the place begins that ends ``words`` after its last locative word ("… near Reno")."""
    if inner is None:
        return None
    last = None
    for last in inner.finditer(words):
        pass
    if last is None or not words[last.end():last.end() + 1].isupper():
        return None
    tail = words[last.end():]
    return last.end() if _place_name(tail) == tail.strip() else None


PLACE_NOT_FOLLOWED_BY = {"is", "are", "was", "were", "will", "shall", "has", "have", "may", "must", "means"}
PLACE_JOINERS = {"of", "de", "la", "le", "du", "upon", "on", "am", "del", "the"}


def _place_name(words: str) -> str:
    """The capitalised words a place name starts with ("New York have exclusive ..." → "New York")."""
    kept: list[str] = []
    if words.lower().startswith("the "):
        words = words[4:]
    for w in words.split():
        if w[0].isupper() or (kept and w.lower() in PLACE_JOINERS):
            kept.append(w)
        elif w.lower() in PLACE_NOT_FOLLOWED_BY:
            return ""  # "the Cluster is hosted in ...": the subject of a sentence
        else:
            break
    while kept and kept[-1].lower() in PLACE_JOINERS:
        kept.pop()
    return " ".join(kept)


def _latin(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def _apply_replacements(ctx: _Context, candidates: dict[str, list[Candidate]]) -> None:
    """An amendment that says '原第5.6条“20%”修改为“50%”' (no subject word next to the new
    value) changes every key the body read as the old value: the new value joins that key
    as an amended occurrence. Old and new quantities are paired by kind, in order."""
    for s_start, s_end, p_start, p_end in ctx.replacements:
        olds = [q for q in ctx.quantities_in(s_start, p_end) if q.kind]  # "from X to": X is old
        news = [q for q in ctx.quantities_in(p_end, s_end) if q.kind]
        for kind in {q.kind for q in olds}:
            old_k = [q for q in olds if q.kind == kind]
            new_k = [q for q in news if q.kind == kind]
            if len(old_k) != len(new_k):
                continue
            for key, rule in ctx.rules.keys.items():
                if not rule.numeric or rule.kind != kind or key not in candidates:
                    continue
                for old, new in zip(old_k, new_k):
                    old_value = cast_value(key, convert(key, old))
                    body = [c for c in candidates[key] if not c.amended and same_value(c.value, old_value)]
                    if body:
                        candidates[key].append(Candidate(key, cast_value(key, convert(key, new)), new.start, new.end,
                                                         max(c.strength for c in body), True))


def _derive(ctx: _Context, candidates: dict[str, list[Candidate]]) -> None:
    """Keys implied by others: billing model from the price found; currency from amounts.
    A card count read as per-node is not also a guessed (weak) cluster total."""
    _apply_replacements(ctx, candidates)
    per_node = [c for c in candidates.get("gpus_per_node", []) if c.strength >= 1.5]  # trigger before it
    if per_node and "gpu_count" in candidates:
        kept = [c for c in candidates["gpu_count"]
                if c.strength >= 1.0 or not any(p.start <= c.start < p.end or c.start <= p.start < c.end for p in per_node)]
        if kept:
            candidates["gpu_count"] = kept
        else:
            del candidates["gpu_count"]
    if "billing_model" not in candidates:
        for price_key, model in (("price_gpu_hour", "gpu_hour"), ("price_rack_month", "rack_month")):
            if price_key in candidates:
                c = candidates[price_key][0]
                candidates["billing_model"] = [replace(c, key="billing_model", value=model, strength=0.8)]
                break
    money_keys = ("monthly_fee", "price_gpu_hour", "price_rack_month")
    found = []
    for key in money_keys:
        for c in candidates.get(key, []):
            q = next((q for q in ctx.quantities if q.kind == "money" and q.currency and c.start <= q.start < c.end + 1), None)
            if q:
                found.append(Candidate("currency", q.currency, q.start, q.end, 1.2, ctx.amended(q.start)))
    if not found:
        # the currency of an amount elsewhere: with a fee or price found (written without its
        # currency), any amount; otherwise only an amount that is paid (currency.context words
        # in its sentence): a threshold such as "credits above USD 1" states no contract currency
        has_fee = any(key in candidates for key in money_keys)
        rule = ctx.rules.keys.get("currency")
        paid = Phrases(rule.extra.get("context", []) if rule else [])

        def payment(q: Quantity) -> bool:
            sent = ctx.view.sentence_at(q.start)
            return bool(paid.search(ctx.text, sent.start, sent.end))

        found = [Candidate("currency", q.currency, q.start, q.end, 0.8, ctx.amended(q.start))
                 for q in ctx.quantities if q.kind == "money" and q.currency and (has_fee or payment(q))]
    words = candidates.get("currency", [])
    if found or words:
        candidates["currency"] = found + words


def _choose_for(key: str, rule: KeyRule | None, found: list[Candidate]):
    if rule is not None and rule.combine:
        present = {str(c.value).lower() if not isinstance(c.value, str) else c.value for c in found if c.strength >= 1.0}
        for group in rule.combine:
            needs = [g for g in group if not g.startswith("=")]
            target = next((g[1:] for g in group if g.startswith("=")), needs[0])
            if all(n in present for n in needs):
                first = next(c for c in found if c.value == needs[0])
                winner = replace(first, value=cast_value(key, target), strength=max(c.strength for c in found) + 1)
                return choose([winner] + [c for c in found if c is not first], prefer=None)
    # helper values that only count in a combination ("monthly_base" + "gpu_hour" = hybrid)
    allowed = typing.get_args(key_type(key)) if typing.get_origin(key_type(key)) is typing.Literal else None
    if allowed:
        found = [c for c in found if c.value in allowed]
        if not found:
            return None
    if key in ("currency", "gpu_model", "location", "governing_law") and len(found) > 1:
        counts = Counter(str(c.value) for c in found)
        boosted = [replace(c, strength=c.strength + 0.01 * counts[str(c.value)]) for c in found]
        found = sorted(boosted, key=lambda c: c.start)
        top = max(c.strength for c in found)
        # a majority settles words; only a tie between different values is a conflict
        found = [replace(c, strength=round(c.strength, 2)) if c.strength < top else c for c in found]
        return choose(found, prefer=None)
    return choose(found, prefer=rule.prefer if rule else None)


def _to_term(document: Document, view: View, key: str, choice) -> Term:
    def span(c: Candidate):
        s, e = view.to_source(c.start, c.end)
        return s, e, document.text[s:e], document.page_at(s)

    s, e, text, page = span(choice.winner)
    alternatives = []
    for cand, reason in choice.alternatives:
        a_s, a_e, a_text, a_page = span(cand)
        alternatives.append(Alternative(value=_plain(cand.value), text=a_text, page=a_page, start=a_s, end=a_e, reason=reason))
    value = _plain(choice.winner.value)
    if key == "credit_tiers":
        value = [CreditTier(**t).model_dump() for t in value]
    return Term(key=key, value=value, unit=_unit_of(key), text=text, page=page, start=s, end=e,
                confidence=choice.confidence, alternatives=alternatives, conflict=choice.conflict)


def _plain(value: Any) -> Any:
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def _unit_of(key: str) -> str | None:
    for suffix, unit in (("_pct", "%"), ("_kw", "kW"), ("_gbps", "Gb/s"), ("_minutes", "minutes"),
                         ("_hours", "hours"), ("_days", "days"), ("_months", "months")):
        if key.endswith(suffix):
            return unit
    if key in ("monthly_fee", "price_gpu_hour", "price_rack_month"):
        return "currency"
    if key == "credit_tiers":
        return "%"
    return None
