"""What every reader asks of a document: where its amendments, tables and clauses are.

A reader (readers/) looks for one kind of evidence for a key; the questions it asks about
the place it found it are the same for every strategy, and live here: is it inside an
amendment (and not the old value quoted before 修改为), is it negated, which table cell holds
it, does its sentence carry the key's required words and none of its blockers. One
``Evidence`` is built per document; it holds the document's phrase hits (matched once with
the rule set's index), never anything shared between documents.
"""

from __future__ import annotations

import bisect
import functools
import re
from dataclasses import replace
from typing import Any, Callable, NamedTuple, Sequence

from .data import evidence_data
from .definitions import Definitions
from .examples import ExampleScopes
from .literals import found_anywhere, may_match
from .matchers import KeyRule, Phrases, Rules, TextHits
from .numbers import Quantity, bracketed_unit, labelled_unit
from .ranges import MergedRanges
from .subjects import HEADING_REACH, SubjectReach
from .tiers import letters_reversed
from .tables import Cell, Row, cell_at, covering, row_at
from .text import View, layout
from .sentences import line_end

SUBJECT_OPENING = 8  # characters from a clause's start in which a subject of its own must begin (after a joiner)
SHARE_BASE_WORDS = 3  # words between a share's "of" and the fee it is taken of ("50% of the applicable Service fees")
TITLED_WORDS = 8  # words of a label line or a card at most (what a page's title may frame, ``titled``)
TITLE_GAP = 8  # characters (blank lines, indentation) between a title line and the sentence under it
LEAD_IN_REACH = 1200  # characters: a lead-in further back no longer introduces the text
VALUE_LABEL_LINES = 3  # bare lines above a figure alone on its line that may name it: a flattened table's header and row label
RESTATEMENT_WORDS = 4  # words a sentence needs to be a clause another may restate ("Response time: 15 minutes" is a label)
CJK_WORD = 2  # characters of a Chinese run that count as one word ("乙方应在#内响应" has about four, "响应时间：#" two)
COMPARED_REACH = 8  # characters before a word in which a comparison word (``compared``) ending there names it
EXCEPTED_REACH = 6  # characters after a negated phrase in which a word of ``excepted_after`` spares it ("InfiniBand网络以外")
OPEN_END_REACH = 8  # characters after a figure in which a word opening its band at that end may end ("32卡及以上", "65+")
OPEN_START_REACH = 16  # characters before a figure in which a word opening its band at the low end may start ("fewer than 16 GPUs")
PART_REACH = 40  # characters after a value (or before one) in which a part break ends its own words (Evidence.own_part)
_WORDS = re.compile(r"#|[^\W_]+")
_OPENING = re.compile(r"\W*(?:\w\W+)?")  # what may stand before a sentence's first word: a list marker ("o", "-", "(a)")
_STOP_INSIDE = re.compile(r"[。;:.,]\s*\S")  # a stop with more after it: a sentence, not a title line
_LIST_MARK = re.compile(r"[ \t]*(?:[-*•·–]|\d{1,2}[.)])?[ \t]*")  # a list item's marker before a line's label
_LIST_ITEM = re.compile(r"[ \t]*(?:[-*•·–]|\d{1,2}[.)])[ \t]+\S")  # a line that is a list's item
_LEAD_END = re.compile(r"[^\w\n]{0,3}:[ \t]*")  # what may end a lead-in after its last word: a bracket, the colon
_LABEL_COLON = re.compile(r"[ \t]*:")  # ... and the colon that ends the label
REGION_LABEL_REACH = 30  # characters a region's name may take at a line's start ("Asia Pacific")
# ... and a lot's label with what its regex reads past it (a deployment described at length: "对于在同一可用性集或同一专用主机组中
# 部署了两个或两个以上实例的所有虚拟机，"; a product's percentage after it: "服务可用性：云服务器：99.95%")
LOT_LABEL_REACH = 80
_CELL_WORDS = re.compile(r"[^\W_]")  # a letter or figure in a cell beside the words it is checked for
_DIGITS = re.compile(r"\d")
_NAME_WORD = re.compile(r"[^\W\d_]{2,}")  # a word of letters in a cell that may name a plan
PLAN_CELL_WORDS = 3  # words of a plan's cell that offers no figure ("Not included", "N/A")


@functools.cache
def _band_cells() -> tuple[re.Pattern[str], ...]:
    """evidence.yaml's ``option_band_cells``: a table cell that is nothing but a band of sizes ("1-8", "65+")."""
    return tuple(re.compile(rx) for rx in evidence_data().get("option_band_cells", ()))


def text_scopes(view: View, hits: TextHits, rules_: Rules) -> tuple[SubjectReach, ExampleScopes]:
    """What ``Evidence`` reads of the text alone, before any quantity: where each subject reaches, and
    the worked examples (no terms are read there)."""
    reach = SubjectReach(view, hits)
    return reach, ExampleScopes(view, hits, rules_, reach.headings)


LABEL_GAP = 6  # characters between a label's colon and the bare figure after it ("Term (months):** 36")
LABEL_CHARS = 80  # the longest label read before a bare figure on its line


class Evidence:
    """One document's view, quantities and phrase hits, and the structure questions on them."""

    def __init__(self, view: View, quantities: list[Quantity], rules_: Rules, hits: TextHits | None = None,
                 scopes: tuple[SubjectReach, ExampleScopes] | None = None, in_force: list[tuple[int, int]] = (),
                 deferring: list[tuple[int, int, list[tuple[int, int]]]] = ()):
        self.view = view
        self.text = view.text
        self.rules = rules_
        # every phrase part's hits in this document (``hits``: matched already, ``rules_.match``)
        self.hits: TextHits = rules_.match(view.parsed_doc) if hits is None else hits
        self._windows: dict[str, TextHits] = {}  # hits of short texts read on their own
        # (``scopes``: made already, ``text_scopes``, while another process read the quantities)
        self.reach, self.examples = text_scopes(view, self.hits, rules_) if scopes is None else scopes
        self._definitions: Definitions | None = None
        self._parties_reversed: bool | None = None
        # what the readers have found so far, by key (a late reader builds on it)
        self.found: dict[str, list] = {}
        self.quantities = self._table_money(quantities)
        self.quantity_starts = [q.start for q in self.quantities]
        self._of_kinds: dict[frozenset, list[Quantity]] = {}  # ``quantities_of``'s answers
        self._frames: dict[int, list] = {}  # ``frames``' answers, by position (every key asks of its sentences)
        # ``memo``: answers that are the same for every key (``asked``'s by sentence start; ``value_labels``',
        # ``label_under``'s and ``table_lead_in``'s by the figure's span: every numeric key of the figure's kind asks
        # them of it, 200 pages: ~23,000 questions about ~7,600 figures)
        self._memos: dict[str, dict] = {}
        # (``self.rows``: the table row of every quantity inside a table, asked for each number by each key, found
        # once by ``_labelled_figures``)
        # ... and the parts of the file a precedence clause of its own makes prevail (``in_force``: an order printed
        # after its framework, "以订单为准"), read as amendments in force are
        self.amend_ranges = self._amendment_ranges() + list(in_force)
        # ... and the sentences that leave their own terms to such a part with no conflict word ("具体通知期限以订单约定为准"),
        # with the parts (``precedence.deferring_sentences``): the pipeline lets a part govern the terms they state
        self.deferring = list(deferring)
        self._amendments = MergedRanges(self.amend_ranges)
        # (sentence start, sentence end, phrase start, phrase end) of each "X 修改为 Y" inside an amendment
        self.replacements = []
        for m in self.rules.replacement.find(self.hits):
            if self._in_amendment(m.start()):
                sent = self.view.sentence_at(m.start())
                self.replacements.append((sent.start, sent.end, m.start(), m.end()))
        self._replacement_ends = [r[1] for r in self.replacements]


    @property
    def definitions(self) -> Definitions:
        """The contract's defined words and what they mean (found on first use)."""
        if self._definitions is None:
            self._definitions = Definitions(self.view, self.hits, self.rules)
        return self._definitions

    @property
    def parties_reversed(self) -> bool:
        """Does the contract give its party letters the other roles than usual (more sentences
        say "乙方向甲方租用机柜", 甲方 the provider, than say the usual way round)? The tier grammar's decision
        (``tiers.letters_reversed``), so credits per incident and the keys' phrases take the same roles."""
        if self._parties_reversed is None:
            self._parties_reversed = letters_reversed(self.view.source)
        return self._parties_reversed

    def by_roles(self, rule: KeyRule, *path: str) -> Phrases:
        """The key's phrases at ``path`` as this contract writes them: where it gives its party letters the other roles
        (``parties_reversed``), those naming a letter with the other one ("{parties}有权获得": 乙方有权获得 where 乙方 is the
        customer; ``matchers._extra_phrases``)."""
        reversed_ = rule.phrases(*path, "reversed") if self.parties_reversed else None
        return reversed_ if reversed_ else rule.phrases(*path)

    def party_blockers(self, rule: KeyRule, field: str) -> Phrases:
        """The key's blockers that name a party by the letter this contract gives it (``field``:
        ``provider_blockers`` or ``customer_blockers``; ``usual`` where 乙方 provides the service, else
        ``reversed``)."""
        usual = rule.phrases(field, "usual")
        if not usual:
            return usual  # most keys name no party (and need not ask who provides)
        return rule.phrases(field, "reversed") if self.parties_reversed else usual

    def hits_of(self, text: str) -> TextHits:
        """The phrase hits of a short text read on its own (a window, a matched group),
        matched once per document."""
        found = self._windows.get(text)
        if found is None:
            found = self._windows[text] = self.rules.index.match_text(text)
        return found

    def memo(self, name: str) -> dict:
        """The dict a reader keeps its answers to a question about this document under ``name``
        in: a question every key asks of the same numbers (``numeric._clause_opening``) is
        answered once, not once per key."""
        found = self._memos.get(name)
        if found is None:
            found = self._memos[name] = {}
        return found

    def per_figure(self, name: str, q: Quantity, answer: Callable[[Quantity], Any]) -> Any:
        """``answer(q)``, kept under ``name`` (``memo``) by the figure's span: a question about the figure alone,
        which every numeric key of its kind asks, answered once."""
        answers, span = self.memo(name), (q.start, q.end)
        if span not in answers:
            answers[span] = answer(q)
        return answers[span]

    def listed(self, start: int, end: int) -> bool:
        """Is [start, end) one coordination word and nothing more ("、", "和", " or "): the two things around it
        listed together (``coordination``)?"""
        gap = self.text[start:end].strip()
        return bool(gap) and gap.lower() in self.rules.coordination

    # --- amendments

    def _in_amendment(self, pos: int) -> bool:
        return self._amendments.covers(pos)

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

    def quantities_of(self, kinds: frozenset) -> list[Quantity]:
        """The quantities whose kind is one of ``kinds``, in order: picked once per set of kinds,
        not once per key (a long contract has ~10^4 quantities and two dozen numeric keys)."""
        found = self._of_kinds.get(kinds)
        if found is None:
            found = self._of_kinds[kinds] = [q for q in self.quantities if q.kind in kinds]
        return found

    def quantities_in(self, start: int, end: int) -> list[Quantity]:
        return self.quantities[bisect.bisect_left(self.quantity_starts, start):bisect.bisect_left(self.quantity_starts, end)]

    def _amendment_ranges(self) -> list[tuple[int, int]]:
        """Where amendments are in force: from each amendment phrase's sentence to the end of
        its section. A body sentence ("对第6.1条修改如下：…") runs to the next heading; an
        amendment that is itself a heading ("# 补充协议", "第十二条 补充条款", a title line
        "AMENDMENT No. 1") runs over its own numbered items (一、二、, 1.) to the next heading
        of its own rank or above, or an annex."""
        lay = layout()
        heads, parts = lay["heading_res"], lay["part_heading_res"]
        sentences = self.view.sentences
        ranges = []

        def rank(line: str):
            hashes = len(line) - len(line.lstrip("#"))
            if hashes:
                return ("md", hashes)
            return next((("pattern", i) for i, h in enumerate(heads) if h.match(line)), None)

        mentions = self.rules.amendment_mentions
        for m in self.rules.amendment.find(self.hits):
            idx = self.view.sentence_index(m.start())
            start = sentences[idx].start
            lead = start + len(self.text[start:m.start()].rstrip())  # where the words right before the phrase end
            # (only the mentions right before each amendment phrase joined: "by a", "in any" stand all over a text)
            if mentions and any(h.end() == lead for h in mentions.find_overlapping(self.hits, max(start, lead - 40), lead,
                                                                                within=True)):
                continue  # "only by a separate change order": an instrument still to be made changes nothing
            own_line = self.text[start:sentences[idx].end].strip()
            own = rank(own_line)
            if own is None and len(own_line) <= 40 and not _STOP_INSIDE.search(own_line + " x"):
                own = ("title_line", 0)  # a title line of its own ("补充协议（一）", "AMENDMENT No. 1")
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
        """Plain numbers in a table whose header names a currency are amounts; those in a column
        whose header names a unit in brackets ("| Term (months) |", "| Power (kW per rack) |") are
        quantities of that unit (a service order's form states the unit once, over its figures)."""
        money_words = self.rules.money_words
        self.tables = self.examples.tables  # (read once, with the examples' survey and scoring tables)
        out = sorted(quantities, key=lambda q: q.start)
        starts = [q.start for q in out]
        for table in self.tables:
            header = table.rows[0]
            lo, hi = table.rows[1].start if len(table.rows) > 1 else header.end, table.rows[-1].end
            # a column whose header names its unit keeps it, beside a currency in another column's header
            # ("| Service Term (Months) | MRC (USD) |" over "| 36 | 12,000 |": 36 months, 12,000 dollars)
            units = {i: u for i, c in enumerate(header.cells) if (u := bracketed_unit(self.text[c.start:c.end]))} \
                if table.header(self.text) is header else {}  # a first row of figures heads nothing
            for row in table.rows[1:] if units else ():
                if len(row.cells) != len(header.cells):
                    continue  # a row that lost or gained cells: its columns are not the header's
                for i, (kind, factor, unit) in units.items():
                    cell = row.cells[i]
                    inside = range(bisect.bisect_left(starts, cell.start), bisect.bisect_left(starts, cell.end))
                    if len(inside) != 1 or out[inside[0]].kind is not None:
                        continue  # one bare figure per cell ("| 36 |"), not "| 2 x 16A |" nor "| 40 kW |"
                    q = out[inside[0]]
                    out[inside[0]] = replace(q, kind=kind, value=q.value * factor, unit=unit, scale=q.scale * factor,
                                             high=None if q.high is None else q.high * factor)
            if money_words.search(self.hits, header.start, header.end):
                for k in range(bisect.bisect_left(starts, lo), bisect.bisect_left(starts, hi)):
                    if out[k].kind is None:
                        out[k] = replace(out[k], kind="money")
        return self._labelled_figures(out)

    def _labelled_figures(self, out: list[Quantity]) -> list[Quantity]:
        """A bare figure alone beside its label, in an order's two-column row ("| Initial Term (months) | 36 |",
        "| Number of GPUs | 2,048 |") or on a line of its own ("Number of GPUs: 2,048"), is a quantity of the unit
        the label names (``labelled_unit``): a service order's schedule states it once, in the label."""
        text = self.text
        # the table row of every quantity inside a table (asked here, and for each number by each key)
        self.rows = {q.start: row for q in out if (row := row_at(self.tables, q.start)) is not None}
        for k, q in enumerate(out):
            if q.kind is not None:
                continue
            row = self.rows.get(q.start)
            if row is not None:
                at = next((i for i, c in enumerate(row.cells) if c.start <= q.start < c.end), None)
                if not at or text[row.cells[at].start:row.cells[at].end].strip(" *") != text[q.start:q.end]:
                    continue  # the figure alone in a cell after the row's label ("| 2,048 |", not "| 2 x 16A |")
                label = row.cells[at - 1]
                found = labelled_unit(text[label.start:label.end])
            else:
                # "Label: 36" and nothing more on the line: the colon right before the figure, a short label before it
                colon = text.rfind(":", max(0, q.start - LABEL_GAP), q.start)
                if colon < 0 or text[colon + 1:q.start].strip(" *"):
                    continue
                reach = max(0, colon - LABEL_CHARS)
                line_start = text.rfind("\n", reach, colon) + 1
                if (not line_start and reach) or ":" in text[line_start:colon]:
                    continue  # no line start within a label's length, or a second colon ("Note: Term (months): 36")
                if text[q.end:line_end(text, q.end)].strip(" *."):
                    continue
                found = labelled_unit(text[line_start:colon].lstrip(" \t-*•>#"))
            if found is not None:
                kind, factor, unit = found
                out[k] = replace(q, kind=kind, value=q.value * factor, unit=unit, scale=q.scale * factor,
                                 high=None if q.high is None else q.high * factor)
        return out

    def blocked(self, phrases: Phrases, start: int, end: int, lead: int | None = None,
                spared: Phrases | None = None, kept: tuple[tuple[int, int], ...] = ()) -> bool:
        """A blocker in [start, end), unless it is only part of a longer bound phrase (不低于) or
        of a phrase the key spares (``spared``: its own ``not_blockers``) or of a span the caller keeps (``kept``),
        or stands in an aside in brackets closed before ``lead`` (the trigger that opens the number's own words: "512
        GPUs (64 nodes, 8 GPUs per node), InfiniBand NDR 400 Gb/s")."""
        if not phrases:
            return False
        found = phrases.find(self.hits, start, end)
        if not found:
            return False  # most windows hold no blocker: the bound phrases are not needed
        bounds = [m.span() for m in self.rules.bounds.find(self.hits, start, end)] + list(kept)
        for keep in (self.rules.not_blockers, spared):
            if keep:
                bounds += [m.span() for m in keep.find_overlapping(self.hits, max(0, start - 16), end + 16)]
        for m in found:
            s, e = m.span()
            if _inside_longer(s, e, bounds):
                continue
            if lead is not None and self._in_closed_aside(s, e, start, lead):
                continue
            return True
        return False

    def _sentence_blocked(self, rule: KeyRule, start: int, end: int, pos: int | None = None) -> bool:
        """A sentence blocker of the key in [start, end), unless it is only part of a phrase the key spares
        (``not_blockers``: "除紧急情况外，…提前24小时通知" names the exception, no notice of emergency work). With
        ``pos``, the value's position, the blockers before it are another part's when the value's clause names its
        own subject after the last of them (``sentence_blockers_closed_by``: "紧急维护将尽可能提前通知，例行维护提前48小时
        通知": the 48 hours are the routine maintenance's, the emergency's notice has no figure)."""
        found = rule.sentence_blockers.find(self.hits, start, end)
        if not found:
            return False
        spared = rule.phrases("not_blockers")
        kept = [m.span() for m in spared.find(self.hits, max(0, start - 16), end + 16)] if spared else []
        left = [m for m in found if not _inside_longer(*m.span(), kept)]
        if not left:
            return False
        closers = rule.phrases("sentence_blockers_closed_by") if pos is not None else None
        if not closers:
            return True
        clause = self.view.clause_at(pos)
        # (not planned work named as what the emergency differs from: "Emergency maintenance unlike planned maintenance
        # requires 2 hours notice" is the emergency's notice)
        return not any(not self.compared_before(clause.start, m.start())
                       for m in closers.find(self.hits, max(clause.start, left[-1].end()), pos))

    def compared_before(self, start: int, end: int) -> bool:
        """Does a comparison word (``compared.before``: "unlike", "compared with", 不同于) in [start, end) end within
        ``COMPARED_REACH`` characters before ``end``, naming the words there as what another is compared against? (The end
        nearest them counts: an English phrase is longer than the reach.)"""
        return any(m.end() >= end - COMPARED_REACH for m in self.rules.compared_before.find(self.hits, start, end))

    def own_part(self, before: int, start: int, end: int, after: int) -> tuple[int, int]:
        """The part of a clause a value at [start, end) owns between the value before it (ending at ``before``) and
        the one after it (starting at ``after``): the words of a gap up to its first ``part_breaks`` word are the
        value's before it, those after its last one the value's after it ("100 Gbps Ethernet for front-end traffic
        and 400 Gb/s InfiniBand": "front-end" is in the Ethernet's part); words between two breaks are both values'
        ("2,000,000 IOPS) and a Capacity tier (object storage, up to 40,000 IOPS)": the tier is the 40,000's). A value's
        words next to it are a short phrase: a break further than PART_REACH from the other value splits nothing (a
        table's columns run together, "... provide Converge - Status reports every other with an assessment and ...").
        A caller with no value on a side passes ``start`` (or ``end``) there."""
        breaks = self.rules.part_breaks.find(self.hits, before, min(start, before + PART_REACH)) if before < start else []
        part_start = breaks[0].end() if breaks else before
        breaks = self.rules.part_breaks.find(self.hits, max(end, after - PART_REACH), after) if end < after else []
        part_end = breaks[-1].start() if breaks else after
        return part_start, part_end

    def parted(self, rule: KeyRule, hit) -> bool:
        """Does a word of the key's ``gap_blockers`` stand inside a gap phrase's ``hit``, between its
        parts, making them two statements' words ("机柜租用费按月结算，带宽费3万元/年": the year is the
        bandwidth's; "以当月服务费为基数，…以合同总价为限": the cap is the price)? Not inside a longer
        phrase of its ``not_blockers`` ("机柜租金（含电费）…/月": a charge the fee includes)."""
        blockers = rule.phrases("gap_blockers")
        return bool(blockers) and self.blocked(blockers, hit.start() + 1, hit.end() - 1,
                                               spared=rule.phrases("not_blockers"))

    def _in_closed_aside(self, s: int, e: int, start: int, lead: int) -> bool:
        """Is [s, e) inside brackets opened after ``start`` and closed before ``lead``?"""
        text = self.text
        opened = max(text.rfind("(", start, s), text.rfind("（", start, s))
        if opened < 0 or max(text.rfind(")", opened, s), text.rfind("）", opened, s)) >= 0:
            return False
        return text.find(")", e, lead) >= 0 or text.find("）", e, lead) >= 0

    def cue(self, phrases: Phrases, start: int, end: int, until: int | None = None, spared: Phrases | None = None) -> bool:
        """A cue in [start, end); with ``until``, also one that begins before ``end`` and runs
        into the phrase it negates ("not" + "shared" written as one word group). A cue inside a
        bound (not less than) or a phrase that negates nothing ("without penalty") is none."""
        stop = max(end, until or end)
        found = phrases.find(self.hits, start, stop)
        if not found or found[0].start() >= end:
            return False
        bounds = [m.span() for m in self.rules.bounds.find(self.hits, start, stop)]
        bounds += [m.span() for m in self.rules.not_negations.find(self.hits, start, stop + 24)]
        if spared:
            bounds += [m.span() for m in spared.find(self.hits, start, stop + 24)]
        for m in found:
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
        not less than) are not negations. A cue before a verb of ``object_kept`` negates the verb, not
        its object after it ("不得与其他租户共用InfiniBand网络": the network is there, not shared), and a
        negated phrase right before a word of ``excepted_after`` is the one thing the refusal spares
        ("不得使用InfiniBand以外的网络")."""
        clause = self.view.clause_at(start)
        if match_end is not None and self._excepted(match_end, clause.end):
            return False
        kept = self.rules.object_kept.find(self.hits, clause.start, start)
        cue_from = max([m.end() for m in kept if m.end() <= start] or [clause.start])
        if self.cue(self.rules.negation, cue_from, start, until=start if match_end is None else match_end):
            return True
        after_end = clause.end if after_until is None else min(clause.end, after_until)
        if match_end is not None and match_end < after_end and \
                self.cue(self.rules.negation_after, match_end, after_end, spared=self.rules.not_negations_after):
            return True
        if match_end is not None and self._status_after_in_row(start):
            return True
        sent = self.view.sentence_at(start)
        prev = [c for c in sent.clauses if c.end <= clause.start]
        if prev and self.cue(self.rules.negation, max(prev[-1].start, prev[-1].end - 24), prev[-1].end):
            tail = self.text[prev[-1].start:prev[-1].end]
            own = self.rules.affirmations.search(self.hits, clause.start, start) if self.rules.affirmations else None
            if own is None and (len(tail.split()) <= 6 or prev[-1].end - prev[-1].start <= 24):
                return True
        return False

    def _excepted(self, end: int, clause_end: int) -> bool:
        """Does a word of ``excepted_after`` follow the phrase ending at ``end`` within a few characters of its
        clause, making it what a refusal spares ("InfiniBand以外的网络")?"""
        found = self.rules.excepted_after.find(self.hits, end, min(clause_end, end + EXCEPTED_REACH))
        return bool(found) and not any(ch in "，,；;:：" for ch in self.text[end:found[0].start()])

    def _status_after_in_row(self, start: int) -> bool:
        """Is the phrase at ``start`` in a table cell, and a later cell of its row a status that
        opens with a negation written after what it negates ("| 归档存储 | 冷数据备份 | 暂未部署 |")?"""
        if not self.rules.negation_after:
            return False
        row = row_at(self.tables, start)
        cell = cell_at(self.tables, start) if row is not None else None
        if cell is None:
            return False
        for other in row.cells:
            if other.start < cell.end:
                continue
            cue = self.rules.negation_after.search(self.hits, other.start, other.end)
            if cue is not None and cue.start() == other.start:
                return True
        return False

    def _opens_with(self, phrases: Phrases, start: int, end: int) -> bool:
        """Does one of ``phrases`` open the words at [start, end) (nothing but spaces and a comma before it)?"""
        cue = phrases.search(self.hits, start, end) if phrases else None
        return cue is not None and not self.text[start:cue.start()].strip(" \t\n,")

    def negated_next(self, start: int, hit_starts: list[int]) -> bool:
        """Is a phrase at ``start`` negated by the clause after it, or by the sentence after
        it when its own ends with a semicolon, opening with a cue that names nothing of the
        key again ("...liquid cooling in other halls; none is provided")?"""
        if not self.rules.negation_next:
            return False
        sent = self.view.sentence_at(start)
        clause = self.view.clause_at(start)
        later = [c for c in sent.clauses if c.start >= clause.end]
        # ... past an aside naming kinds of it ("Liquid cooling, including rear-door heat exchangers, is not available")
        while len(later) > 1 and self._opens_with(self.rules.aside_openers, later[0].start, later[0].end):
            later = later[1:]
        if later:
            nxt_start, nxt_end = later[0].start, later[0].end
        elif self.text[sent.start:sent.end].rstrip().endswith(";"):
            k = bisect.bisect_right(self.view._sentence_starts, start)
            if k >= len(self.view.sentences):
                return False
            nxt_start, nxt_end = self.view.sentences[k].start, self.view.sentences[k].end
        else:
            return False
        if not self._opens_with(self.rules.negation_next, nxt_start, nxt_end):
            return False
        k = bisect.bisect_left(hit_starts, nxt_start)
        return not (k < len(hit_starts) and hit_starts[k] < nxt_end)

    def sentence_ok(self, rule: KeyRule, pos: int, before_only: bool = False, header: bool = False,
                    requires: Phrases | None = None) -> bool:
        """The key's required words (or ``requires`` instead) are in the sentence, and none of its sentence blockers
        (for a number: none before it — "代金券…有效期12个月" is the voucher's validity). With
        ``header``, a required word may also stand in the header of the table whose row holds ``pos``
        (a phrase that states its value in words, under a column the header names)."""
        sent = self.view.sentence_at(pos)
        required = rule.sentence_requires if requires is None else requires
        if required and not self._required_in(rule, required, sent.start, sent.end):
            # ... or in the lead-in that introduces it, or the title right above either ("How to Request
            # Credits" / "Requirements:" / "- Request within 30 days of incident")
            if not any(required.search(self.hits, s.start, s.end) for s in self.frames(sent.start)) \
                    and not (header and self.in_header(required, pos)) \
                    and not self._row_label_says(required, pos) \
                    and not any(required.search(self.hits, s.start, s.end) for s in self.introduced(sent)) \
                    and not self._named_before(rule, required, sent) \
                    and not self._continued_scope(rule, required, sent, pos) \
                    and not self._headed(rule.phrases("heading_requires"), sent.start):
                return False
        if self._headed(rule.phrases("heading_blockers_section"), sent.start):
            return False  # the section is about another thing ("三、裸纤线路": a line between sites, no cluster fabric)
        end = pos if before_only else sent.end
        if rule.sentence_blockers and self._sentence_blocked(rule, sent.start, end, pos if before_only else None):
            return False
        # ... nor in the lead-in of a list it is a bare item of ("本SLA适用于以下产品：" over a product's
        # name per line; a sentence of its own after a lead-in is judged by its own words)
        if rule.sentence_blockers and self._bare_lines(sent):
            lead = self.lead_in(sent.start)
            if lead is not None and rule.sentence_blockers.search(self.hits, lead.start, lead.end):
                return False
            # ... or, with no lead-in, in the lines of names above it up to the list's heading ("4. Covered
            # Services" / "Covered" / "• Block storage" over "• VPC networking": a product covered, no isolation)
            above = self._names_above(sent) if lead is None else []
            if any(rule.sentence_blockers.search(self.hits, s.start, s.end) for s in above):
                return False
        return True

    def _headed(self, phrases: Phrases, start: int) -> bool:
        """Is a word of ``phrases`` (a key's ``heading_requires``) in the heading of the section the sentence at ``start``
        stands in (``heading_line``)? "## 第五条 服务赔偿" over "5.3 甲方应在当月结束后30日内提出申请": the clause's
        title says what it is about, as its own words would."""
        if not phrases:
            return False
        heading = self.heading_line(start)
        return heading is not None and heading[0] < start and phrases.search(self.hits, *heading) is not None

    def _named_before(self, rule: KeyRule, required: Phrases, sent) -> bool:
        """Does ``sent`` refer back to what the sentence before it names (the key's ``back_references``: "such
        activities") and does that sentence say a ``required`` word? "Definition of Planned Downtime: Intervals of
        downtime related to network, hardware maintenance ... We will notify customers at least three (3) days in
        advance ... before proceeding with such activities": the notice is the maintenance's."""
        refs = rule.phrases("back_references")
        if not refs or refs.search(self.hits, sent.start, sent.end) is None:
            return False
        k = self.view.sentence_index(sent.start)
        if k <= 0:
            return False
        prev = self.view.sentences[k - 1]
        return self._required_in(rule, required, prev.start, prev.end)

    def _continued_scope(self, rule: KeyRule, required: Phrases, sent, pos: int) -> bool:
        """Is ``sent`` the next scope's part of a sentence the parts before it, up to a semicolon each, state for scopes of
        their own, one of them saying a ``required`` word, and does ``sent`` end with the key's trigger after the figure
        at ``pos`` (or before it, "提前24小时"), naming nothing more? "For Enterprise customers, we give 7 days' notice of maintenance; for Standard
        customers, 48 hours' notice": the Standard customers' notice is of the maintenance too, its words left out as the
        parallel part says them. Not a part naming no scope of its own ("...; 30 days' notice of a price change"), nor
        one naming what its figure is for ("...; for Standard customers, 30 days' notice of price changes"). The part
        saying the word may name no scope where it states no notice of its own ("Maintenance is performed at night; for
        Standard customers, 48 hours' notice")."""
        said = list(rule.triggers.find(self.hits, pos, sent.end)) if rule.triggers else []
        if not said:  # (or the trigger before the figure, in the part's own words: "；其他客户提前24小时")
            figure = next((q for q in self.quantities_in(pos, sent.end) if q.kind is not None), None)
            if figure is None or not rule.triggers or not any(rule.triggers.find(self.hits, sent.start, pos)):
                return False
            tail = figure.end
        else:
            tail = said[-1].end()
        if self.text[tail:sent.end].strip(" \t\n.;；。,"):
            return False
        patterns = (scope_patterns().words, *scope_patterns().named)

        def scopes(part) -> frozenset[str]:  # (named in its opening words, as a parallel part names it)
            return frozenset(w.lower() for w in scope_names(
                self.text[part.start:min(part.end, part.start + SCOPE_REACH)], patterns))

        own = scopes(sent)
        k = self.view.sentence_index(sent.start)
        while own and k > 0:
            prev = self.view.sentences[k - 1]
            if not self.text[prev.start:prev.end].rstrip().endswith((";", "；")):
                return False
            theirs = scopes(prev)
            if not theirs.isdisjoint(own):
                return False
            if self._required_in(rule, required, prev.start, prev.end):
                # (a first part naming no scope says what the notice is for, stating none: "Maintenance is performed
                # at night; for Standard customers, 48 hours' notice", the only notice, the Standard customers')
                return bool(theirs) or not rule.triggers.find(self.hits, prev.start, prev.end)
            if not theirs:
                return False
            k -= 1
        return False

    def _row_label_says(self, phrases: Phrases, pos: int) -> bool:
        """Does the label of the table row holding ``pos`` say a word of ``phrases`` as a line label would? A row's
        first cell names what the rest of the row states as "Label:" names what follows it on its line ("| Networking |
        400G InfiniBand |" is "Networking: 400G InfiniBand"): the cell's words are read with a colon after them."""
        cell = cell_at(self.tables, pos) if self.tables else None
        row = row_at(self.tables, pos) if cell is not None else None
        if row is None or row.cells[0] is cell or covering(self.tables, pos).header(self.text) is row:
            return False  # a header row's first cell names a column, not the row
        label = self.text[row.cells[0].start:row.cells[0].end].strip(" |\t*")
        return bool(label) and phrases.search(self.hits_of(label + ":")) is not None

    def _required_in(self, rule: KeyRule, required: Phrases, start: int, end: int) -> bool:
        """A required word in [start, end), not only inside one of the key's ``not_requires`` phrases ("highly
        available networked storage": a feature, no service level)."""
        found = required.search(self.hits, start, end)
        spared = rule.phrases("not_requires") if found is not None else None
        if not spared:
            return found is not None
        inside = [m.span() for m in spared.find(self.hits, start, end)]
        return any(not any(s <= m.start() and m.end() <= e for s, e in inside)
                   for m in required.find(self.hits, start, end))

    def in_header(self, phrases: Phrases, pos: int) -> bool:
        """Is a word of ``phrases`` in the header row of the table whose body row holds ``pos``? A row
        is read under its header ("| Monthly Uptime | Service Credit |" over "| less than 99.99% | 100% of
        lost time |": the credit is the header's word)."""
        table, row = covering(self.tables, pos), row_at(self.tables, pos)
        if table is None or row is None:
            return False
        header = table.header(self.text)
        if header is not None and header is not row and phrases.search(self.hits, header.start, header.end):
            return True
        # ... and under the title or lead-in line right over the table ("## Compensation" over "| Network failure |
        # downtime duration * 1.5 |"), as a line of text is under its own (``frames``)
        over = self.line_over_table(table)
        return over is not None and phrases.search(self.hits, *over) is not None

    def asked(self, pos: int) -> bool:
        """Is the sentence at ``pos`` a question no answer follows (layout.yaml ``question_ends``, ``answer_starts``):
        "Can the facility support 30kW per cabinet?" asks what a contract would state; "Do you offer liquid cooling?"
        over "Yes, direct-to-chip." is answered."""
        view = self.view
        sent = view.sentence_at(pos)
        asked = self.memo("asked")
        found = asked.get(sent.start)
        if found is None:
            lay = layout()
            found = bool(lay["question_end_re"].match(self.text, sent.start, sent.end))
            if found:
                k = view.sentence_index(sent.start)
                after = view.sentences[k + 1] if k + 1 < len(view.sentences) else None
                found = after is None or not lay["answer_start_re"].match(self.text, after.start, after.end)
            asked[sent.start] = found
        return found

    def pointer(self, pos: int) -> bool:
        """Is the sentence at ``pos`` a link's title pointing to where the terms are (layout.yaml ``pointer_lines``:
        "Read about our 99.9% uptime guarantee and service credits policy.", a page's teaser under its title): no
        statement of a term; "We guarantee 99.9% uptime." is one. Read from the sentence's start, or from the start of the
        document's line that holds ``pos`` where the view runs that line on from a title above it ("Service Level
        Agreement" over the teaser), to the sentence's end or the line's."""
        view, pattern = self.view, layout()["pointer_line_re"]
        pointed = self.memo("pointer")
        if "words" not in pointed:  # a text without the words such a line needs ("Read", "Learn", ...) holds none
            pointed["words"] = may_match(pattern, self.text, view.lowered)
        if not pointed["words"]:
            return False
        sent = view.sentence_at(pos)
        source, at = view.source, view.offsets[pos]
        line_start, line_end = source.rfind("\n", 0, at) + 1, source.find("\n", at)
        start, end = view.from_source(line_start, len(source) if line_end < 0 else line_end)
        start, end = max(start, sent.start), min(end, sent.end)
        found = pointed.get((start, end))
        if found is None:
            found = pointed[(start, end)] = bool(pattern.match(self.text, sent.start, sent.end)
                                                  or pattern.match(self.text, start, end))
        return found

    def unticked(self, pos: int) -> bool:
        """Is the term at ``pos`` a form's option after an unticked box on its line (layout.yaml ``unticked_boxes``:
        "冷却方式:□风冷 □液冷", "GPU型号:□H100 ☑H800"): offered on the form, not chosen."""
        lay, text = layout(), self.text
        return bool(lay["unticked_re"].search(text, text.rfind("\n", 0, pos) + 1, pos))

    def asked_whether(self, pos: int) -> bool:
        """Is the value word at ``pos`` asked whether in its clause, with no yes after the question on its line
        (layout.yaml ``whether_words``, ``whether_answers``: "是否支持NVLink:□是 □否", "乙方是否提供NVLink由双方另行
        协商"; "| 是否支持NVLink | 是 |" answers it)."""
        lay, text = layout(), self.text
        line_start = text.rfind("\n", 0, pos) + 1
        clause, sent = self.view.clause_at(pos), self.view.sentence_at(pos)
        if not lay["whether_word_re"].search(text, max(clause.start, line_start), pos) or \
                lay["question_end_re"].match(text, sent.start, sent.end):
            return False  # (a question with its mark: ``asked`` reads the answer after it, "是否支持NVLink？" over "支持。")
        line_end = text.find("\n", pos)
        return not lay["whether_answer_re"].match(text, pos, len(text) if line_end < 0 else line_end)

    def line_over_table(self, table) -> tuple[int, int] | None:
        """The span of the line right above ``table`` (blank lines aside, within TITLE_GAP) when it is a title line
        (layout.yaml ``title_lines``) or a lead-in (``lead_in_end``: "Compensation is as follows:"), else None."""
        text, lay = self.text, layout()
        above_end = text.rfind("\n", 0, table.start)
        while above_end > 0 and not text[text.rfind("\n", 0, above_end) + 1:above_end].strip():
            if table.start - above_end > TITLE_GAP:
                return None
            above_end = text.rfind("\n", 0, above_end)
        if above_end <= 0:
            return None
        above_start = text.rfind("\n", 0, above_end) + 1
        if covering(self.tables, above_start) is not None:
            return None
        if lay["title_line_re"].fullmatch(text, above_start, above_end) or \
                lay["lead_in_end_re"].search(text, above_start, above_end):
            return above_start, above_end
        return None

    def _names_above(self, sent) -> list:
        """The bare lines right above a bare list item (``_bare_item``), nearest first, within
        LEAD_IN_REACH: its sibling items and the list's heading."""
        out = []
        for j in range(self.view.sentence_index(sent.start) - 1, -1, -1):
            prev = self.view.sentences[j]
            if sent.start - prev.start > LEAD_IN_REACH or not self._bare_item(prev):
                break
            out.append(prev)
        return out

    def value_labels(self, q: Quantity) -> list:
        """The bare lines right above ``q`` when it stands alone on its line (layout.yaml
        ``value_lines``), nearest first, at most VALUE_LABEL_LINES, none with a figure: the
        cells of a table that lost its layout, one a line, whose header may name it ("Monthly
        Uptime Percentage" / "UCloud Compute" / ">= 85%"). Empty for any other figure."""
        labels, span = self.memo("value_labels"), (q.start, q.end)
        found = labels.get(span)
        if found is None:
            found = labels[span] = self._value_labels(q)
        return found

    def _alone_on_line(self, q: Quantity):
        """The sentence of ``q`` when ``q`` stands alone on its line, outside a table (layout.yaml ``value_lines``
        before it at most), else None (asked of a figure by ``value_labels`` and ``label_under``: answered once)."""
        return self.per_figure("alone_on_line", q, self._sentence_alone)

    def _sentence_alone(self, q: Quantity):
        sent = self._line_of(q)
        if sent is None or not layout()["value_line_re"].fullmatch(self.text, sent.start, q.start):
            return None
        return sent

    def _line_of(self, q: Quantity):
        """The sentence of ``q`` when it opens its line outside a table and nothing but a bound word follows ``q`` in
        it (``_bound_only``), else None: what a figure alone on its line and one led by its bound word both ask."""
        text, sent = self.text, self.view.sentence_at(q.start)
        if covering(self.tables, q.start) is not None or text[text.rfind("\n", 0, sent.start) + 1:sent.start].strip() \
                or not self._bound_only(q.end, sent.end):
            return None
        return sent

    def _bound_only(self, start: int, end: int) -> bool:
        """Is [start, end), after a figure, nothing but a bound word and the sentence's stop ("2 小时或更短时间",
        "2 hours or less": a value alone on its line under its label, its bound written after it), or nothing at all?"""
        if not self.text[start:end].strip():
            return True
        bound = self._bound_opening(start, end)
        return bound is not None and not self.text[bound.end():end].strip(" \t\n;.。")

    def _bound_opening(self, start: int, end: int, bounds=None):
        """The bound word [start, end) opens with, after its spaces ("or less", "within"), or None (a word of
        ``bounds``, where given, instead of the rules' ``bounds``)."""
        lead = start + len(self.text[start:end]) - len(self.text[start:end].lstrip())
        return next((m for m in (bounds or self.rules.bounds).find(self.hits, lead, end) if m.start() == lead), None)

    def _bound_led(self, q: Quantity):
        """The sentence of ``q`` when ``q`` stands alone on its line but for a bound word before it and, at most,
        another after it ("Within 15 minutes", "Up to 4 hours or less", "< 15 minutes", "Less than 1 hour"), outside a
        table; else None."""
        sent = self._line_of(q)
        if sent is None:
            return None
        bound = self._bound_opening(sent.start, q.start, self.rules.line_bounds)
        return sent if bound is not None and not self.text[bound.end():q.start].strip() else None

    def _value_labels(self, q: Quantity) -> list:
        sent = self._alone_on_line(q)
        if sent is None:
            # a figure led by its bound word under a label closed by its colon ("Response time:" over "Within 15
            # minutes"): the label names it as it names a bare figure; no other label reaches such a line
            sent = self._bound_led(q)
            k = self.view.sentence_index(sent.start) if sent is not None else 0
            return [self.view.sentences[k - 1]] if k and self._colon_label(self.view.sentences[k - 1]) else []
        k = self.view.sentence_index(sent.start)
        if k and self._colon_label(self.view.sentences[k - 1]):
            # a label that ends on its colon right above ("初始响应:" over "2 小时或更短时间", a blank line between or
            # none): it names the figure under it, whatever the lines around them
            return [self.view.sentences[k - 1]]
        if k and self._blank_between(self.view.sentences[k - 1], sent) \
                and self._cards_way_up(k) in ("labels_under", "labels_either"):
            return []  # cards with their labels under their figures (or maybe so): the line above is the card before's
        out, below = [], sent
        for prev in self._names_above(sent)[:VALUE_LABEL_LINES]:
            if self.quantities_in(prev.start, prev.end) or self._card_label(prev, below):
                break
            out.append(prev)
            below = prev
        return out

    def label_under(self, q: Quantity):
        """The bare line right under ``q`` when ``q`` stands alone on its line as the figure of a card (the figure on
        its line, its label on the next, the card set apart by blank lines above and below it, as SLA summary pages
        lay out their headline numbers: blank / "15 minutes" / "Response time" / blank): that label, else None. The
        cards the other way up (the label over its figure) are ``value_labels``; a card's label is never the next
        card's (``_card_label``). Every numeric key of the figure's kind asks it of the figure: answered once."""
        return self.per_figure("label_under", q, self._label_under)

    def _label_under(self, q: Quantity):
        sent = self._alone_on_line(q)
        if sent is None:
            return None
        sentences, k = self.view.sentences, self.view.sentence_index(sent.start)
        if k + 1 >= len(sentences):
            return None
        label = sentences[k + 1]
        if not self._bare_item(label) or self.quantities_in(label.start, label.end):
            return None
        if self._blank_between(sent, label):
            # every line a paragraph of its own: the run of cards says which way up they are (``_cards_way_up``)
            return label if self._cards_way_up(k) == "labels_under" else None
        if k and not self._blank_between(sentences[k - 1], sent):
            return None  # no blank line over the figure: a flattened table's cells, or a label above it
        if k + 2 < len(sentences) and not self._blank_between(label, sentences[k + 2]):
            return None  # the line under runs on into what follows: no card's label
        return label

    def _cards_way_up(self, k: int) -> str | None:
        """Which way up the cards around sentence ``k`` (a figure alone on its line) stand when every line of
        them is a paragraph of its own, figures and bare labels taking turns: "labels_under" when the run opens with a
        figure (or with the page's title or a Markdown heading over its first figure) and closes with a label
        (each label under its figure: "99.9%" / "Uptime commitment" / "15 minutes" / "Response time"), "labels_over" when
        it opens with a label and closes with a figure; "labels_either" when a bare line opens and closes it (a heading
        over labels under their figures, or labels over them and a last line of another kind: which, the layout
        does not say, and no figure is named); None when it is no such run."""
        sentences = self.view.sentences
        kinds: dict[int, str | None] = {}

        def kind(j: int) -> str | None:
            if j not in kinds:
                s = sentences[j]
                lone = self.reach.alone(j)
                found = self.quantities_in(s.start, s.end) if lone else None
                if not lone:
                    kinds[j] = None
                elif found:
                    kinds[j] = "figure" if len(found) == 1 and self._alone_on_line(found[0]) is s else None
                else:
                    kinds[j] = "label" if self._bare_item(s) else None
            return kinds[j]

        if kind(k) != "figure":
            return None
        first = last = k
        while first > 0 and kind(first - 1) is not None and kind(first - 1) != kind(first):
            first -= 1
        while last + 1 < len(sentences) and kind(last + 1) is not None and kind(last + 1) != kind(last):
            last += 1
        if kind(first) == "label" and kind(last) == "label" and last > first and \
                (first == 0 or self.view.source[self.view.offsets[sentences[first].start]:].lstrip().startswith("#")):
            first += 1  # the page's title or a heading over the first figure
        if kind(first) == "figure" and kind(last) == "label":
            return "labels_under"
        if kind(first) == "label" and kind(last) == "figure":
            return "labels_over"
        return "labels_either" if kind(first) == kind(last) == "label" and last > first else None

    def _card_label(self, line, below) -> bool:
        """Is the bare ``line`` the label under a figure of its own, a card set apart by a blank line from what
        is under it ("48 hours" / "Maintenance notice" / blank / "4 hours" / "Time to restore": the label names
        the figure above it, not the next card's)?"""
        if not self._blank_between(line, below):
            return False
        k = self.view.sentence_index(line.start)
        if k == 0:
            return False
        above = self.view.sentences[k - 1]
        return not self._blank_between(above, line) and bool(self.quantities_in(above.start, above.end))

    def _blank_between(self, upper, lower) -> bool:
        """A blank line between the words of two sentences in the text as written (the normalised text keeps no
        blank lines)."""
        return self.reach.blank_between(upper, lower)

    def table_lead_in(self, q: Quantity):
        """The sentence announcing the table ``q`` is a cell of, when the table lost its layout and
        its cells run on in sentences of their own with no stop (layout.yaml ``cell_runs``): the
        nearest sentence before them that ends like ``announcing_ends`` ("... the Monthly Uptime
        Percentage for such Service as set forth in the table below."), within LEAD_IN_REACH, only
        such runs of cells and footnotes under them (``footnote_lines``) in between; else None."""
        return self.per_figure("table_lead_in", q, self._table_lead_in)

    def _table_lead_in(self, q: Quantity):
        lay, text = layout(), self.text
        # ... a cell alone on its line, as the table's cells were (a bound sign before it, a footnote mark after it:
        # "99%*"), not a figure inside a line of words ("Year 1 - TOTAL $250,000.00 Year 2 - ...")
        if not self._line_holds(q, lay["value_line_re"], lay["cell_end_re"]):
            return None
        k = self.view.sentence_index(q.start)
        own = self.view.sentences[k]
        if not lay["cell_run_re"].fullmatch(text, own.start, own.end):
            return None
        for sent in reversed(self.view.sentences[:k]):
            if q.start - sent.end > LEAD_IN_REACH:
                return None
            if lay["announcement_re"].search(text, sent.start, sent.end):
                return sent
            if not (lay["cell_run_re"].fullmatch(text, sent.start, sent.end)
                    or lay["footnote_line_re"].match(text, sent.start, sent.end)):
                return None
        return None

    def list_lead_in(self, q: Quantity):
        """The lead-in (``lead_in``) of the list item ``q`` ends, when the item is a label and the figure alone
        (layout.yaml ``labelled_items``: "  • Ticket Priority Urgent: 5 minutes" under "the maximum response times:"),
        or the line above the short numbered list whose row ``q`` ends (``numbered_row_leads``): the lead-in names the
        items' figures, as ``table_lead_in``'s sentence names a table's cells; else None. Every numeric key of the
        figure's kind asks it of the figure: answered once."""
        return self.per_figure("list_lead_in", q, self._list_lead_in)

    def _list_lead_in(self, q: Quantity):
        lay = layout()
        if self._line_holds(q, lay["labelled_item_re"], lay["labelled_item_end_re"]):
            return self.lead_in(self.view.sentence_at(q.start).start) or self._lead_on_line(q, lay["labelled_item_lead_re"])
        # ... or a row of a short numbered list, the figure ending it ("1. Critical Service is down 1 hour"): the line
        # right above the list, as the header of the table it was ("Severity Level Description Target TTFR")
        if self._line_holds(q, lay["numbered_row_lead_re"], lay["labelled_item_end_re"]):
            return self.reach.above_rows(q.start)
        return None

    def _lead_on_line(self, q: Quantity, lead: re.Pattern):
        """The lead-in written on the item's own line before its label (layout.yaml ``labelled_item_leads``: "Resolution
        times: Severity 1: response 15 minutes; target ≤ 6 hours."), as a span of its sentence; else None."""
        source = self.view.source
        line_start = source.rfind("\n", 0, self.view.offsets[q.start]) + 1
        m = lead.match(source, line_start)
        if m is None:
            return None
        start, end = self.view.from_source(m.start("lead"), m.end("lead"))
        return replace(self.view.sentence_at(start), start=start, end=end)

    def _line_holds(self, q: Quantity, before: re.Pattern, after: re.Pattern) -> bool:
        """Is ``q`` outside any table (a table's cell is read under its header), and its source line ``before``'s
        words, the figure, then ``after``'s (the whole line)?"""
        if covering(self.tables, q.start) is not None:
            return False
        source, offsets = self.view.source, self.view.offsets
        first, last = offsets[q.start], offsets[q.end - 1] + 1
        line_start = source.rfind("\n", 0, first) + 1
        return before.fullmatch(source, line_start, first) is not None and \
            after.fullmatch(source, last, line_end(source, last)) is not None

    def _colon_label(self, sent) -> bool:
        """Is the sentence a name closed by a colon that ends its line ("初始响应:", "- Response time:"), no figure in it?"""
        # (a Markdown emphasis closed after the colon is still its end: "**Response time:**")
        body = self.text[sent.start:sent.end].rstrip().rstrip("*_")
        if not body.endswith(":") or self.quantities_in(sent.start, sent.end):
            return False
        newline = self.text.find("\n", sent.start + len(body))
        if newline >= 0 and self.text[sent.start + len(body):newline].strip(" \t*_"):
            return False
        return self._bare_item(replace(sent, end=sent.start + len(body) - 1))

    def _bare_item(self, sent, text: str | None = None) -> bool:
        """Is the sentence (or ``text``, one of its lines) a list item that is only a name (layout.yaml
        ``item_lines``), after any list marker ("云服务器ECS", "- 专用宿主机（Dedicated Host）")?"""
        lay = layout()
        text = (self.text[sent.start:sent.end] if text is None else text).strip()
        marker = lay["line_start_re"].match(text)
        return bool(lay["item_line_re"].fullmatch(text[marker.end():] if marker else text))

    def _bare_lines(self, sent) -> bool:
        """Is the sentence a bare list item (``_bare_item``), or bare items one a line of the source that the view ran
        into one sentence (a web page's list flattened with single newlines: "虚拟服务器（Virtual Private Server）" /
        "专用宿主机（Dedicated Host）" under "产品服务包括:")?"""
        if self._bare_item(sent):
            return True
        view = self.view
        body = view.source[view.offsets[sent.start]:view.offsets[sent.end - 1] + 1]
        # (a name's gloss in brackets after it is no words of its own: layout.yaml ``name_glosses``)
        gloss = layout()["name_gloss_re"]
        lines = [gloss.sub("", line) for line in body.split("\n") if line.strip()]
        return len(lines) > 1 and all(self._bare_item(sent, line) for line in lines)

    def frames(self, start: int) -> list:
        """The sentences that frame the one at ``start``: the lead-in that introduces it, and
        the title line right above the lead-in (or above the sentence, without one). Worked out
        once a position: each key's reader asks again of the sentences of its numbers."""
        found = self._frames.get(start)
        if found is None:
            lead = self.lead_in(start)
            found = self._frames[start] = [s for s in (lead, self.title_above(lead.start if lead else start))
                                           if s is not None]
        return found

    def framed(self, phrases: Phrases, start: int, end: int, scope: str | None = None) -> bool:
        """Is a word of ``phrases`` in reach of [start, end) (subjects.py), or in a sentence
        framing it (``frames``)? (With ``scope`` "sentence": only its own sentence.)"""
        if self.reach.has(phrases, start, end, scope):
            return True
        return scope != "sentence" and any(phrases.search(self.hits, s.start, s.end)
                                           for s in self.frames(start) + self.introduced(self.view.sentence_at(start))
                                           + self._table_lead_joined(start)) \
            or self._row_label_says(phrases, start)

    def _table_lead_joined(self, start: int) -> list:
        """The sentence a semicolon joins, on its line, to the lead-in over the table holding ``start`` ("…Monthly Uptime
        Percentage is greater than or equal to a certain percentage (…"SLO"); each percentage is specified as follows:"
        over "| Service item | Percentage |", TWCC's SLA): the statement the lead-in's "each" points back to; else none."""
        table = covering(self.tables, start)
        over = self.line_over_table(table) if table is not None else None
        if over is None or over[1] <= over[0]:
            return []
        k = self.view.sentence_index(max(over[0], over[1] - 1))
        if k <= 0:
            return []
        lead, before = self.view.sentences[k], self.view.sentences[k - 1]
        joined = self.text[before.start:lead.start].rstrip(" \t").endswith((";", "；")) and \
            "\n" not in self.text[before.end:lead.start]
        return [before] if joined else []

    def row_reach(self, row) -> int:
        """Where the words that may name a number in table ``row`` begin: the row's start, or, for
        the first row of a table with no header row, the start of the line right above the table
        when that line is a bare name (layout.yaml ``item_lines``, no figure): the table's header
        that lost its cells ("Service Minimum Uptime" over "Dedicated Servers | 99.9% |")."""
        table = covering(self.tables, row.start)
        if table is None or table.rows[0] is not row:
            return row.start
        lost = self.lost_header(table)
        return row.start if lost is None else lost[0]

    def lost_header(self, table) -> tuple[int, int] | None:
        """The span of the bare line right above ``table`` that is the header row it lost (layout.yaml ``item_lines``, no
        figure: "Service Minimum Uptime" over "Dedicated Servers | 99.9% |" / "Private Network | 99.95% |"), when the
        table has no header row of its own; else None. It names the figure of every row, as a header does its column."""
        if table.header(self.text) is not None:
            return None
        text = self.text
        above_end = text.rfind("\n", 0, table.start)
        if above_end < 0 or text[above_end + 1:table.start].strip():
            return None
        above_start = text.rfind("\n", 0, above_end) + 1
        line = text[above_start:above_end]
        if not line.strip() or any(ch.isdigit() for ch in line) or not layout()["item_line_re"].fullmatch(line):
            return None
        return above_start, above_end

    def title_above(self, start: int):
        """The sentence right before the one at ``start`` when it is a title line of its own
        (layout.yaml ``title_lines``: "How to Request a Service Credit" over the steps), else None."""
        view, text = self.view, self.text
        k = view.sentence_index(start)
        if k <= 0 or covering(self.tables, start) is not None:
            return None
        prev = view.sentences[k - 1]
        line = text.rfind("\n", 0, prev.start + 1) + 1
        end = text.find("\n", prev.start)
        end = len(text) if end < 0 else end
        if text[line:prev.start].strip() or text[prev.end:end].strip() or start - prev.end > TITLE_GAP:
            return None  # not a whole line, or far above
        return prev if layout()["title_line_re"].fullmatch(text, line, end) else None

    def heading_line(self, start: int, paragraphs: bool = True) -> tuple[int, int] | None:
        """The span of the line that heads the text at ``start``: the title line right above its sentence
        (``title_above``), else the nearest heading before it in reach (subjects.py; a title paragraph too, unless
        ``paragraphs`` is False); None without either."""
        title = self.title_above(start)
        if title is not None:
            return title.start, title.end
        head = self.reach.nearest_heading(start, paragraphs)
        if head is None or start - head > HEADING_REACH or self.view.sentence_at(start).start == head:
            return None
        end = self.text.find("\n", head)
        return head, len(self.text) if end < 0 else end

    def titled(self, phrases: Phrases, start: int, blockers: Phrases, clauses: Phrases | None = None) -> bool:
        """Is a word of ``phrases`` in the line heading the text at ``start`` (``heading_line``) or in the page's own
        title: its first line, when that is a heading or a title line of its own ("# Support Service Level Agreement"
        over "## Our commitment" over "Response time: 15 minutes": the page is about support)? Not the page's title
        under a heading holding one of ``blockers`` (the key's: "## API response times" names another thing). Only for
        a label line, a card or a table cell: a statement of its own names what it is about (a site's "on-site security
        staff ... ninety (90) days" under a "SERVICE LEVEL SCHEDULE" is no response time), but under a heading holding
        one of ``clauses`` (the key's ``title_clauses``: "## 3. Delivery" in a "# GPU Server Rental Agreement" over
        "Delivery shall occur within 30 days"), a clause about the key's own act in a page titled for its subject."""
        heading = self.heading_line(start)
        if not self.in_table_cell(start):
            sent = self.view.sentence_at(start)
            if len(self.text[sent.start:sent.end].split()) > TITLED_WORDS and not (
                    clauses and heading is not None and clauses.search(self.hits, *heading)):
                return False
        spans = [heading]
        if heading is None or not blockers.search(self.hits, *heading):
            spans.append(self._page_title())
        return any(phrases.search(self.hits, *span) for span in spans if span is not None and span[0] < start)

    def _page_title(self) -> tuple[int, int] | None:
        """The span of the page's first line when it is a heading (subjects.py) or a title line (layout.yaml
        ``title_lines``) with text under it, else None (built once)."""
        memo = self.memo("page_title")
        if "span" not in memo:
            text, span = self.text, None
            first = len(text) - len(text.lstrip())
            end = text.find("\n", first)
            if first < len(text) and end > 0:
                heads = self.reach.headings()
                if (heads and heads[0] == first) or layout()["title_line_re"].fullmatch(text, first, end):
                    span = (first, end)
            memo["span"] = span
        return memo["span"]

    def restatement_shape(self, start: int, kinds: frozenset) -> tuple[int, tuple[str, ...], tuple[str, ...] | None] | None:
        """What tells whether the sentence at ``start`` restates another one (select.choose): its start, its words
        with each figure of ``kinds`` as "#" (a section number or list mark opening it left out: "4.1", "(b)"),
        and the words of the line that heads it; None in a table (its rows are parallel by design) or for a
        sentence of fewer than RESTATEMENT_WORDS words (a Chinese run counted CJK_WORD characters a word)."""
        if self.in_table_cell(start):
            return None
        sent = self.view.sentence_at(start)
        words = self._words_masked(sent.start, sent.end, kinds)
        if sum(1 if w.isascii() else len(w) / CJK_WORD for w in words) < RESTATEMENT_WORDS:
            return None
        # (not a title paragraph's: "Compute" and "Storage" over the same clause are services, no plans to choose from,
        # their two figures one term's contradiction)
        head = self.heading_line(sent.start, paragraphs=False)
        # (a heading's Chinese run compared character by character: 一级故障 and 二级故障 differ in one place)
        head_words = None if head is None else tuple(part for w in self._words_masked(*head, frozenset())
                                                     for part in ((w,) if w.isascii() else w))
        return sent.start, words, head_words

    def _words_masked(self, start: int, end: int, kinds: frozenset) -> tuple[str, ...]:
        parts, pos = [], start
        for q in self.quantities_in(start, end):
            if q.kind in kinds and q.start >= pos and q.end <= end:
                parts += [self.text[pos:q.start], " # "]
                pos = q.end
        parts.append(self.text[pos:end])
        words = _WORDS.findall("".join(parts).lower())
        first = next((i for i, w in enumerate(words) if len(w) > 1 and w.isalpha()), len(words))
        return tuple(words[first:])

    def introduced(self, sent) -> list:
        """The sentences ``sent`` introduces when it is a lead-in (ends with a colon: "Critical thresholds trigger
        alerts:" over "- GPU temperature above 85C"): those after it, within LEAD_IN_REACH, whose ``lead_in`` it is.
        A lead-in and its items are read as one sentence, each under the other."""
        found = self.memo("introduced").get(sent.start)
        if found is None:
            found = self.memo("introduced")[sent.start] = self._introduced(sent)
        return found

    def _introduced(self, sent) -> list:
        view, text = self.view, self.text
        if not layout()["lead_in_end_re"].search(text, sent.start, sent.end):
            return []
        out = []
        for nxt in view.sentences[view.sentence_index(sent.start) + 1:]:
            if nxt.start - sent.start > LEAD_IN_REACH or self.lead_in(nxt.start) is not sent:
                break
            out.append(nxt)
        return out

    def lead_in(self, start: int):
        """The sentence that introduces the one at ``start`` (not in a table), else None: the
        last sentence before it that ends with a colon ("you can claim a credit of the following value:"), when only
        sentences of the same line ("For servers covered: ten times the rental. This up to a
        maximum of 100%.") or lines of a list (layout.yaml ``line_starts``) stand between."""
        view, text, lay = self.view, self.text, layout()
        if covering(self.tables, start) is not None:
            return None  # a table's row is read with its header ("| Less than 9 minutes | 12 Hours |" is a band)
        k = view.sentence_index(start)
        cur = view.sentences[k].start
        item = lay["inline_item_re"].match(text, cur) is not None  # "or (b) terminate ...", after "either: (a) ...;"
        for j in range(k - 1, -1, -1):
            prev = view.sentences[j]
            if start - prev.start > LEAD_IN_REACH:
                return None
            if lay["lead_in_end_re"].search(text, prev.start, prev.end) or \
                    (item and lay["inline_lead_in_re"].search(text, prev.start, prev.end)):
                return prev
            line = _line_start(text, cur, prev.start)
            # (an item may be a label and its figure with no list marker: "Tier 2 (Medium): 8 business hours")
            if not text[line:cur].strip() and not lay["line_start_re"].match(text, line) \
                    and not lay["item_line_re"].fullmatch(text, line, line_end(text, cur)) \
                    and not lay["labelled_item_re"].match(text, line):
                return None  # ``cur`` opens a line that is no item of the list under the lead-in
            cur = prev.start
        return None

    def hedge_at(self, start: int, end: int, earlier: int | None = None) -> tuple[int, int] | None:
        """Best-effort wording (``hedges``: "commercially reasonable efforts", 尽力, 力争) that
        qualifies a value at [start, end): in its sentence, before the end of the value's
        clause ("will use commercially reasonable efforts to achieve 99.5%", "目标可用性99.9%").
        A hedge word inside a longer word the contract defines ("Availability Target") is part
        of that name: "maintenance excluded from the Availability Target needs 72 hours' notice"
        promises the notice. ``earlier``: the end of another figure of the same key before the
        value; a hedge before it qualifies that figure, not a value after it under a firm limit
        word (``hedge_limits``: "We aim to respond within 15-30 minutes, with a maximum response
        time of 90 minutes" promises 90)."""
        sent = self.view.sentence_at(start)
        clause_end = max(self.view.clause_at(max(start, end - 1)).end, end)
        limited = earlier is not None and sent.start <= earlier <= start and \
            self.rules.hedge_limits.search(self.hits, earlier, end) is not None
        begin = self._own_subject_clause(sent, start)
        # (not one inside a longer phrase that hedges nothing: ``not_hedges``, "This SLI's objective is 99.9%")
        spared = [m.span() for m in self.rules.not_hedges.find_overlapping(self.hits, sent.start, sent.end)] \
            if self.rules.not_hedges else []
        for hedges in (self.rules.hedges, self.rules.usual):  # ... or what usually happens ("typically delivered within 3 days")
            for found in hedges.find(self.hits, sent.start, min(sent.end, clause_end)):
                if limited and found.end() <= earlier:
                    continue
                if _inside_longer(*found.span(), spared):
                    continue
                if found.start() < begin and self._clause_words(found.start(), found.end()):
                    continue  # in a clause of its own statement, before one with a subject of its own
                if not self.definitions.inside_name(found.start(), found.end()):
                    return found.span()
        return None

    def hedge_pointing_back(self, start: int, triggers: Phrases) -> tuple[int, int] | None:
        """Best-effort wording in a later sentence that points back to the value at ``start`` instead of stating a
        figure: a hedge, then a back reference (``hedge_back_references``: "stated above", 上述) with no quantity
        between them, in a sentence naming the value's key (``triggers``). "99.5% general uptime", then "will use
        commercially reasonable efforts to keep the platforms available at the monthly uptime percentage stated above"
        (fortrabbit's SLA): the figure is the aim, no commitment."""
        refs = self.rules.hedge_back_references
        after = self.view.sentence_at(start).end
        for ref in refs.find(self.hits, after, len(self.text)):
            sent = self.view.sentence_at(ref.start())
            hedges = self.rules.hedges.find(self.hits, sent.start, ref.start())
            if not hedges or not triggers.search(self.hits, sent.start, sent.end):
                continue
            hedge = hedges[-1]
            k = bisect.bisect_left(self.quantity_starts, hedge.end())
            if k < len(self.quantity_starts) and self.quantity_starts[k] < ref.start():
                continue  # a figure of its own between the hedge and the reference: not only the value above
            return hedge.span()
        return None

    def _clause_words(self, start: int, end: int) -> str:
        """The words of the clause holding [start, end) besides them: none where a hedge is a clause alone
        ("通常情况下，乙方将在30分钟内响应": it frames every clause after it)."""
        clause = self.view.clause_at(start)
        return (self.text[clause.start:start] + self.text[end:clause.end]).strip(" ,，:;\n")

    def _own_subject_clause(self, sent, pos: int) -> int:
        """Where the hedge of a value at ``pos`` may begin, unless it is a clause alone: the start of the last clause
        of ``sent`` up to ``pos`` that opens with a subject of its own (``hedge_subjects``, after a joiner at most: "，但乙方…"), else the
        sentence's start. "维护窗口通常安排在凌晨，乙方至少提前24小时通知甲方": the usual night is the window's, the
        notice the provider's promise."""
        begin = sent.start
        subjects = self.rules.hedge_subjects
        for clause in sent.clauses:
            if clause.start > pos:
                break
            if clause.start <= sent.start:
                continue
            opening = subjects.find(self.hits, clause.start, min(clause.end, clause.start + SUBJECT_OPENING))
            lead = self.text[clause.start:opening[0].start()].strip(" ,，\n") if opening else None
            if lead is not None and (not lead or lead.lower() in self.rules.limit_joiners):
                begin = clause.start
        return begin

    def initial_period(self, pos: int) -> bool:
        """Does the figure at ``pos`` hold only for an initial stretch of the term: a phrase of
        ``initial_periods`` opening its sentence (after the start of the term, ``term_starts``:
        "合同生效后首月内"), or an earlier sentence of its paragraph (the same
        line, within LEAD_IN_REACH): "During the first thirty (30) days of the Term, Wildform will
        respond ... The foregoing support will be provided as follows: ... within 24 hours"? A phrase of
        ``later_periods`` between the opening and the figure ends the stretch ("首月内，乙方在4小时内响应，
        此后在8小时内响应": the 8 hours stand)."""
        text, sentences = self.text, self.view.sentences
        if not self.rules.initial_periods.may_start_in(self.hits, 0, len(text)):
            return False  # most documents name no initial period
        line = text.rfind("\n", 0, pos) + 1
        for j in range(self.view.sentence_index(pos), -1, -1):
            sent = sentences[j]
            if sent.end <= line or pos - sent.start > LEAD_IN_REACH:
                return False
            start = max(sent.start, line)
            found = self.rules.initial_periods.search(self.hits, start, min(pos, sent.end))
            if found is None:
                continue
            began = self.rules.term_starts.search(self.hits, start, found.start())  # "合同生效后首月内"
            if began is not None and _OPENING.fullmatch(text, start, began.start()) and \
                    _OPENING.fullmatch(text, began.end(), found.start()):
                start = began.end()
            if _OPENING.fullmatch(text, start, found.start()):
                return self.rules.later_periods.search(self.hits, found.end(), pos) is None
        return False

    def lesser(self, rule: KeyRule, pos: int) -> bool:
        """Is the figure at ``pos`` a lesser statement of the key, a phrase of its ``sentence_lesser`` before it in its
        sentence ("Additional on-demand capacity ... is charged at USD 5.40 per GPU-hour": no committed price), or of
        its ``sentence_lesser_after`` after it ("5-15 kW, depending on the location": the site's, none committed), or of
        its ``lesser_right_before`` ending right before it, blanks alone between ("最快15分钟": the best case)?"""
        before, after = rule.phrases("sentence_lesser"), rule.phrases("sentence_lesser_after")
        right = rule.phrases("lesser_right_before")
        if not before and not after and not right:
            return False
        sentence = self.view.sentence_at(pos)
        return bool(before) and before.search(self.hits, sentence.start, pos) is not None or \
            bool(after) and after.search(self.hits, pos, sentence.end) is not None or \
            bool(right) and any(not self.text[m.end():pos].strip() for m in right.find(self.hits, sentence.start, pos))

    def unstated_base(self, rule: KeyRule, start: int, end: int) -> tuple[int, int] | None:
        """The fee the share quoted at [start, end) is taken of, where its clause names one before it (``unstated_bases``: 服务器租用费用,
        租用服务费) and no period of it (``stated_periods``: 当月, 月度): "全部赔偿金额不超过网站空间租用费用的90%" caps the credits at a
        share of a fee that may be the whole term's, no month's said (SPEC §3: a share of the month's fee). Its span runs from
        the key's last trigger before it (the clause's start without one) to the fee's word: the term's own hedge, so
        `check` leaves it to a person. Where the share names its fee after it, by a ``share_joiners`` word right after the
        share ("credits shall not exceed 50% of the fees paid by Customer"), that fee, a period said anywhere in the
        clause ("... for the month in which the outage occurred") stating it."""
        bases = rule.phrases("unstated_bases")
        if not bases:
            return None
        clause = self.view.clause_at(start)
        fees = bases.find(self.hits, clause.start, end)  # (an occurrence quoted from its trigger on: "不超过…费用的50%")
        said_to = end
        if not fees:
            fees, said_to = self._base_after(rule, end, clause.end), clause.end
        if not fees or rule.phrases("stated_periods").search(self.hits, clause.start, said_to) is not None:
            return None
        fee_end = max(f.end() for f in fees)
        said = [t for t in rule.triggers.find(self.hits, clause.start, fee_end) if t.end() <= min(f.start() for f in fees)]
        opening = max((t.end() for t in said), default=clause.start)
        while opening < fee_end and self.text[opening].isspace():
            opening += 1
        return opening, fee_end

    def _base_after(self, rule: KeyRule, end: int, stop: int) -> list:
        """The fee (``unstated_bases``) a share ending at ``end`` is taken of where it follows the share by a
        ``share_joiners`` word right after it and at most SHARE_BASE_WORDS words ("50% of the fees paid": [fees]), else
        []; nothing past ``stop``."""
        fees = rule.phrases("unstated_bases").find(self.hits, end, stop)
        joiners = rule.phrases("share_joiners").find(self.hits, end, fees[0].start()) if fees else []
        if not joiners or self.text[end:joiners[0].start()].strip() or \
                len(self.text[joiners[0].end():fees[0].start()].split()) > SHARE_BASE_WORDS:
            return []
        return fees[:1]

    def optioned(self, pos: int) -> bool:
        """Is the figure at ``pos`` offered for a configuration or an option the customer may buy, a phrase of
        ``option_terms`` in its sentence ("available ... 100% of the time with purchase of an A/B configuration")?
        Answered once per position (``memo``): choosing among a key's occurrences asks it of each pair, and the
        conflict's kind of each occurrence again."""
        answers = self.memo("optioned")
        found = answers.get(pos)
        if found is None:
            found = answers[pos] = self._optioned(pos)
        return found

    def _optioned(self, pos: int) -> bool:
        terms = self.rules.option_terms
        if self.plan_row(pos) or self.plan_column(pos) or self.plan_section(pos) or self.band_row(pos) or \
                self.region_line(pos) or self.plan_list(pos):
            return True
        sent = self.view.sentence_at(pos)
        bands = evidence_data().get("option_bands", {})
        if any(q.kind in bands and self.priced_band(q, bands[q.kind], *self._open_band_ends(q.kind))
               for q in self.quantities_in(sent.start, sent.end)):
            return True  # "16 to 64 GPUs: $2.10/GPU-hr": a band of sizes' rate (evidence.yaml ``option_bands``)
        if not terms.may_start_in(self.hits, 0, len(self.text)):
            return False  # most documents offer no level for an option
        return terms.search(self.hits, sent.start, sent.end) is not None

    def _open_band_ends(self, kind: str) -> tuple[Phrases | None, Phrases | None]:
        """The words opening a band at one end, after its figure and before it (``range_band_open_ends``,
        ``range_band_open_starts``), of the key that reads bands of ``kind``."""
        return next(((r.phrases("range_band_open_ends"), r.phrases("range_band_open_starts"))
                     for r in self.rules.keys.values() if r.kind == kind and r.extra.get("range_bands")), (None, None))

    def priced_band(self, q: Quantity, kinds, open_ends: Phrases | None = None,
                    open_starts: Phrases | None = None) -> bool:
        """Is ``q`` a range whose next figure in its sentence is of one of ``kinds`` (money): a band of sizes a list
        prices ("16 to 64 GPUs: $2.10/GPU-hr; 65+ GPUs: $1.90/GPU-hr"), no size of the order? So is a band open at one
        end, a word of ``open_ends`` right after the figure ("32卡以上：6.0元/卡时", "65+ GPUs") or of ``open_starts``
        right before it ("Up to 64 GPUs: $2.10/GPU-hr"), priced in its own clause ("乙方提供32卡以上GPU，单价6.0元/卡时"
        orders at least 32, the price another clause's)."""
        if q.high is None:
            after = self.opened_at(q, open_ends, open_starts)
            if after is None:
                return False
            nxt = next(iter(self.quantities_in(after, self.view.clause_at(q.start).end)), None)
            return nxt is not None and nxt.kind in kinds
        sentence = self.view.sentence_at(q.start)
        nxt = next(iter(self.quantities_in(q.end, sentence.end)), None)
        return nxt is not None and nxt.kind in kinds

    def opened_at(self, q: Quantity, open_ends: Phrases | None, open_starts: Phrases | None) -> int | None:
        """Is ``q`` a figure open at one end, a word of ``open_ends`` right after it ("65+ GPUs", "32卡以上") or of
        ``open_starts`` right before it ("more than 256 GPUs", "Up to 64 GPUs")? Where that open figure's words end
        (after the word after it, else the figure's end), or None."""
        mark = next(iter(open_ends.find(self.hits, q.end, q.end + OPEN_END_REACH)), None) if open_ends else None
        if mark is not None and not self.text[q.end:mark.start()].strip():
            return mark.end()
        before = open_starts.find(self.hits, max(0, q.start - OPEN_START_REACH), q.start) if open_starts else []
        if not before or self.text[before[-1].end():q.start].strip():
            return None
        return q.end

    def region_line(self, pos: int) -> bool:
        """Is ``pos`` past the label of an item a region's name opens, a colon after it (``region_labels``: "- Europe: 4
        hours for server replacement."), or a lot's word and number (``lot_labels``: "包1：H800 32卡；包2：A800 64卡",
        "订单一：…" over "订单二：…"), the item before or after it opened by another region's or lot's ("- US: 6 hours
        ...")? An item is a line, or a part of one after a semicolon that such a label opens. Each item's figure is that
        region's or lot's, one of several, none for all the customer's servers or the whole purchase."""
        if not self._labels_items():
            return False
        start = self._item_start(pos)
        own = self._region_label(start)
        if own is None or pos < own[1]:
            return False
        before = self._item_start(start - 1) if start else None
        after = self._next_item(pos)
        return any(other is not None and other[0] != own[0]
                   for other in (self._region_label(at) for at in (before, after) if at is not None))

    def next_item(self, first: int, second: int) -> int | None:
        """Is ``second`` in the item right after ``first``'s on one line, both items opened by a label (``region_line``:
        "云服务器：99.95%；对象存储：99.9%"; the same label twice is one product's two levels, which ``region_line`` leaves
        a contradiction)? Where ``first``'s label starts (past the list's lead-in: "服务可用性：云服务器：…"), else None."""
        if not self._labels_items():
            return None
        after = self._next_item(first)
        if after is None or after != self._item_start(second) or "\n" in self.text[first:second]:
            return None
        own, other = self._region_label(self._item_start(first)), self._region_label(after)
        return own[2] if own is not None and other is not None and first >= own[1] and second >= other[1] else None

    def _labels_items(self) -> bool:
        """May an item of the text open with a region's name or a lot's label? (Most documents lay out nothing by region
        or lot.)"""
        return self.rules.region_labels.may_start_in(self.hits, 0, len(self.text)) or self._has_lots()

    def _has_lots(self) -> bool:
        """Does a lot's label (``lot_labels``) stand anywhere in the text? (Asked once.)"""
        memo = self.memo("lots")
        if "any" not in memo:
            # ... or with the spaces the view dropped put back (``_respaced``: a label a space ends); asked through
            # ``literals.found_anywhere``: a text without a label's words (an English contract has no 包 nor 对于) is
            # not searched, and a label opening with its optional lead-in is looked for from its product's word on
            # (each search at every position cost ~0.3 s on a 200-page contract)
            memo["any"] = _holds_label(self.rules.lot_labels, self.text)
            if not memo["any"]:
                spaced = self._respaced_text(0, len(self.text))
                memo["any"] = spaced != self.text and _holds_label(self.rules.lot_labels, spaced)
        return memo["any"]

    def _item_start(self, pos: int) -> int:
        """Where the item holding ``pos`` starts (``region_line``): after the last separator of its line before it
        (``item_separators``: a semicolon, a comma) that a label follows, else the line's start."""
        text = self.text
        line = text.rfind("\n", 0, pos) + 1
        for mark in reversed(list(self.rules.item_separators.finditer(text, line, pos))):
            if self._region_label(mark.end()) is not None:
                return mark.end()
        return line

    def _next_item(self, pos: int) -> int | None:
        """Where the item after the one holding ``pos`` starts (``region_line``): after the next separator of its line
        (``item_separators``) that a label follows, else the next line's start (None at the text's end)."""
        text = self.text
        end = text.find("\n", pos)
        end = len(text) if end < 0 else end
        for mark in self.rules.item_separators.finditer(text, pos, end):
            if self._region_label(mark.end()) is not None:
                return mark.end()
        return end + 1 if end < len(text) else None

    def named_scopes(self, start: int, end: int) -> tuple[str, ...]:
        """The plan, range, edition or class of customer (evidence.yaml ``scopes.named``) a figure from ``start`` to
        ``end`` is stated for, as written: named in its part after it, up to the next figure or the part's end and
        before any comma ("in less than 2 hours on the HG ranges", "within 4 hours for Standard plans and within 2
        hours ..."), else in its part before it ("企业版2小时内修复"), else by a part before it that names a scope alone
        ("对于企业版用户，故障修复时间为2小时"); none when it names none."""
        patterns = scope_patterns().named
        if not patterns:
            return ()
        text = self.text
        others = [q for q in self.quantities_in(max(0, start - SCOPE_REACH), end + SCOPE_REACH)
                  if q.kind is not None and not (start <= q.start < end)]
        # (each part looked at up to SCOPE_REACH from the figure, cut at a space: ``scopes.named`` tries each "for"/"on"
        # of a part against the capitalised words after it, which a long line of them made minutes of work)
        stop = min([i for i in (text.find(mark, end) for mark in SCOPE_ENDS) if i >= 0] +
                   [q.start for q in others if q.start >= end] + [len(text)])
        if stop - end > SCOPE_REACH:  # (cut at its last space within reach: no word cut short)
            blank = text.rfind(" ", end, end + SCOPE_REACH)
            stop = blank if blank > end else end + SCOPE_REACH
        after = text[end:stop + 1]
        comma = min([i for i in (after.find(mark) for mark in ",，、") if i >= 0] + [len(after)])
        said = scope_names(after, patterns, lambda m: m.start() < comma)
        if said:
            return said
        part = max([text.rfind(mark, 0, start) for mark in SCOPE_PARTS] + [q.end - 1 for q in others if q.end <= start]) + 1
        if start - part > SCOPE_REACH:
            part = _after_space(text, start - SCOPE_REACH, start)
        said = scope_names(text[part:start], patterns)
        if said or part < 2 or text[part - 1] not in ",，":
            return said
        lead = max(text.rfind(mark, 0, part - 1) for mark in SCOPE_PARTS) + 1
        if part - 1 - lead > SCOPE_REACH:  # (a part naming a scope alone is a few words)
            return said
        whole = text[lead:part - 1]
        return scope_names(whole, patterns, lambda m: not whole[:m.start()].strip() and not whole[m.end():].strip())

    def names_scope(self, start: int, end: int) -> bool:
        """Does the text from ``start`` to ``end`` name a plan, an edition or a class of customer (evidence.yaml
        ``scopes.named``: "标准版", "企业版用户") or a scope word ("标准存储")?"""
        patterns, text = scope_patterns(), self.text[start:end]
        return bool(scope_names(text, patterns.named)) or patterns.words.search(text) is not None

    def plan_list(self, pos: int) -> bool:
        """Is ``pos`` in a list item under a lead-in that names a plan, its last word one of ``option_columns`` and a
        colon ending its line ("Enterprise Support (Custom Plans):" over "- 15-minute response for critical issues"),
        another such lead-in over a list elsewhere in the document ("Production Support (Included with Production
        Plans):" over "- 1-hour response time for critical issues")? Each list's figures are its plan's, one offering
        of several. (A lead-in may end the line of a list item before it, short lines run together.)"""
        columns = self.rules.option_columns
        if not columns.may_start_in(self.hits, 0, len(self.text)):
            return False
        memo = self.memo("plan_lists")
        if "leads" not in memo:
            memo["leads"] = self._plan_leads()
        leads = memo["leads"]
        if len(leads) < 2:
            return False
        text, at = self.text, self.text.rfind("\n", 0, pos) + 1
        while at > 0 and _LIST_ITEM.match(text, at):
            if at - 1 in leads:
                return True
            at = text.rfind("\n", 0, at - 1) + 1
        return False

    def _plan_leads(self) -> set[int]:
        """The ends of the lines whose last word names a plan before a colon, a list item right under each
        (``plan_list``)."""
        text, leads = self.text, set()
        for found in self.rules.option_columns.find(self.hits, 0, len(text)):
            end = text.find("\n", found.end())
            if end >= 0 and _LEAD_END.fullmatch(text, found.end(), end) and _LIST_ITEM.match(text, end + 1):
                leads.add(end)
        return leads

    def _region_label(self, start: int) -> tuple[str, int, int] | None:
        """The region's name, or the lot's word and number, opening the item at ``start`` after a list marker, and where
        its colon ends (or where a lot label's regex ends, one naming its ``label`` group: "云服务器：99.95%",
        "网站托管 99.6%"), and where the label starts (past a lead-in such a regex reads before it: "服务可用性："); None
        when the item opens otherwise."""
        text = self.text
        at = _LIST_MARK.match(text, start).end()
        reach = min(len(text), at + REGION_LABEL_REACH)
        found = self.rules.region_labels.search(self.hits, at, reach)
        ends = [found.end()] if found is not None and found.start() == at else []
        if not ends and self._has_lots():
            # matched with the spaces the view dropped between two Chinese words put back: a label may end at one
            # ("服务器租用 月度可用性99.8%", read in as "服务器租用月度可用性99.8%")
            spaced, where = self._respaced(at, min(len(text), at + LOT_LABEL_REACH))
            for lot in filter(None, (rx.match(spaced) for rx in self.rules.lot_labels)):
                if "label" in lot.re.groupindex:
                    # a label that states its own end, no colon needed: its ``label`` group names the item
                    return "".join(lot.group("label").split()).lower(), where[lot.end()], where[lot.start("label")]
                ends.append(where[lot.end()])
        for label_end in ends:  # the first label a colon ends
            colon = _LABEL_COLON.match(text, label_end)
            if colon:
                return "".join(text[at:label_end].split()).lower(), colon.end(), at
        return None

    def _respaced(self, start: int, end: int) -> tuple[str, Sequence[int]]:
        """The view's text in [start, end) with a space back wherever the source had spaces or tabs between two
        characters the view joins (``View`` drops those between Chinese words), and the view position of each of its
        characters (a space put back: the one after it), one more for ``end``; where none is put back (most windows),
        the positions as a range, no list of them."""
        gaps = self._dropped_spaces(start, end)
        if not gaps:
            return self.text[start:end], range(start, end + 1)
        return _spaced_at(self.text, start, end, gaps), sorted([*range(start, end + 1), *gaps])

    def _respaced_text(self, start: int, end: int) -> str:
        """``_respaced``'s text alone, without the list of positions (the whole text's would be as long as it)."""
        return _spaced_at(self.text, start, end, self._dropped_spaces(start, end))

    def _dropped_spaces(self, start: int, end: int) -> list[int]:
        """The view positions in (start, end) before which the source had only spaces or tabs that the view dropped
        (looked for among the positions where the view skips characters, ``View.skips``, not at each of its own)."""
        offsets, source, skips = self.view.offsets, self.view.source, self.view.skips
        return [i for i in skips[bisect.bisect_right(skips, start):bisect.bisect_left(skips, end)]
                if not source[offsets[i - 1] + 1:offsets[i]].strip(" \t\u3000")]

    def plan_row(self, pos: int) -> bool:
        """Is ``pos`` in a table row of one plan or tier the customer may pick, the header over the first column naming
        no more than that (``option_columns``: "| Tier | Eligibility | First-response (P1) |" over "| Standard | All accounts
        | 4 hours |" and "| Enterprise | ... | 15 minutes |"), and ``pos`` not in that first column? Each row's figure is
        that plan's, one offering of several."""
        columns = self.rules.option_columns
        if not columns.may_start_in(self.hits, 0, len(self.text)):
            return False
        table, row = covering(self.tables, pos), row_at(self.tables, pos)
        head = table.header(self.text) if table is not None and row is not None else None
        if head is None or head.start <= pos < head.end or not head.cells or not row.cells or pos < row.cells[0].end:
            return False
        first = head.cells[0]
        found = columns.search(self.hits, first.start, first.end)
        return found is not None and not _CELL_WORDS.search(self.text, first.start, found.start()) \
            and not _CELL_WORDS.search(self.text, found.end(), first.end)

    def band_row(self, pos: int) -> bool:
        """Is ``pos`` in a table body row, outside a cell of it that holds nothing but a band of sizes (evidence.yaml
        ``option_band_cells``: "1-8", "65+") under a header naming what is counted (``option_band_columns``: "| GPUs |
        Price |")? Each row's figure is that band's, one offering of a price list, as a band priced in prose is
        (``priced_band``)."""
        columns = self.rules.option_band_columns
        if not columns.may_start_in(self.hits, 0, len(self.text)):
            return False
        row = row_at(self.tables, pos)
        for cell in row.cells if row is not None else ():
            if cell.start <= pos < cell.end or not any(rx.match(self.text[cell.start:cell.end].strip()) for rx in _band_cells()):
                continue
            found = self.cell_and_header(cell.start)
            if found is not None and columns.search(self.hits, found[1].start, found[1].end) is not None:
                return True
        return False

    def plan_column(self, pos: int) -> bool:
        """Is ``pos`` in a body cell, past the first column, of a table whose columns are the plans or tiers the
        customer picks from: a header of at least two such columns, each a bare name that names no key and holds no
        figure ("| Severity | Standard | Business | Enterprise |" over "| Severity 1 | 4 hours | 1 hour | 15 minutes |"),
        and ``pos``'s row one figure a plan: each cell past the first one figure of one kind, or a few words with none
        ("N/A", "Not included"), two figures at least? Each column's figure is that plan's, one offering of several, as
        each row's is under ``plan_row``. (Columns of a figure's aspects hold sentences: "| Severity | Initial
        Communication | Recurring Communication | Communication Content |" over "| 1 – Critical Impact | IBM provides
        notification within 15 minutes ... | IBM support is available 24 x 7 ... | Current Status ... |".)"""
        found = self.cell_and_header(pos)
        if found is None or found[1] is covering(self.tables, pos).header(self.text).cells[0]:
            return False
        head = covering(self.tables, pos).header(self.text)
        named = self.memo("plan_columns")
        if head.start not in named:
            names = head.cells[1:]
            named[head.start] = len(names) >= 2 and all(
                c.end > c.start and self._bare_name(c)
                and not self._names_a_key(c.start, c.end)
                for c in names)
        return named[head.start] and self._one_figure_a_plan(row_at(self.tables, pos))

    def plan_section(self, pos: int) -> bool:
        """Is ``pos`` (outside tables) in the section of one plan of several, as a list or headed lines lay plans out
        (ipv100.com's "Essential" over "Service Uptime: 99.9%" and its response times, then "Premium" over "Service
        Uptime: 99.99%" and its own)? A plan's section opens on a title line of its own (``title_above``, naming no
        key) right above a figure of a key that states a plan's level (evidence.yaml ``plan_levels``), two such titles
        at least, their levels not all one; it runs to the next one's title, the last no longer than the longest before
        it. Each section's figure is that plan's, one offering of several, as each row's is under ``plan_row``. Asked
        once the keys are read (``found``)."""
        memo = self.memo("plan_sections")
        if "titles" not in memo:
            memo["titles"] = self._plan_titles()
        titles = memo["titles"]
        if len(titles) < 2 or pos < titles[0] or covering(self.tables, pos) is not None:
            return False
        k = bisect.bisect_right(titles, pos) - 1
        if k + 1 < len(titles):
            return True
        return pos - titles[k] <= max(b - a for a, b in zip(titles, titles[1:]))

    def _plan_titles(self) -> list[int]:
        """The starts of the plan titles ``plan_section`` reads sections from, in order; none unless their levels
        differ."""
        titles, levels = {}, set()
        for key in evidence_data()["plan_levels"]:
            for c in self.found.get(key, ()):
                title = self.title_above(c.start)
                if title is None or covering(self.tables, c.start) is not None or \
                        self._names_a_key(title.start, title.end):
                    continue
                titles.setdefault(title.start, set()).add(c.value)
                levels.add((key, c.value))
        return sorted(titles) if len(titles) >= 2 and len(levels) >= 2 else []

    def _names_a_key(self, start: int, end: int) -> bool:
        """Does [start, end) hold a trigger of any key (a plan's name or title names none)?"""
        return any(r.triggers.search(self.hits, start, end) for r in self.rules.keys.values())

    def _bare_name(self, cell) -> bool:
        """Is ``cell`` a name that states no figure: no digit, or a word with digits that are no quantity of any
        kind, a plan's number or its hours of cover ("Premier+ 24/7", "Tier 2"), not a year or a level alone ("2024",
        "99.9%") nor a measure ("1 hour")?"""
        if not _DIGITS.search(self.text, cell.start, cell.end):
            return True
        return _NAME_WORD.search(self.text, cell.start, cell.end) is not None and all(
            q.kind is None for q in self.quantities_in(cell.start, cell.end))

    def _one_figure_a_plan(self, row) -> bool:
        """Does each cell of ``row`` past the first hold one figure, all of one kind, or a few words and none (at most
        PLAN_CELL_WORDS), two figures at least?"""
        kinds, figures = set(), 0
        for c in row.cells[1:]:
            found = self.quantities_in(c.start, c.end)
            if len(found) > 1 or not found and len(self.text[c.start:c.end].split()) > PLAN_CELL_WORDS:
                return False
            kinds.update(q.kind for q in found)
            figures += len(found)
        return figures >= 2 and len(kinds) == 1

    def in_table_cell(self, pos: int) -> bool:
        """Is ``pos`` inside a cell of one of the document's tables?"""
        return cell_at(self.tables, pos) is not None

    def cell_and_header(self, pos: int):
        """The table cell holding ``pos`` and the header cell over it, or None (no table, no header,
        ``pos`` in the header, or a row that does not line up with the header)."""
        table, row = covering(self.tables, pos), row_at(self.tables, pos)
        if table is None or row is None:
            return None
        head = table.header(self.text)
        if head is None or head.start <= pos < head.end:
            return None
        column = next((j for j, c in enumerate(row.cells) if c.start <= pos < c.end), None)
        if column is None or column >= len(head.cells):
            return None
        # a pipe row that leaves its last cells out still lines up from its left pipe ("| vRack | 99.95% |" under
        # "| Class of Service | Monthly Availability Commitment | Service Credits"); a row of tabs or gaps may have
        # lost any cell, so its cells must match the header's one for one
        if len(row.cells) != len(head.cells) and not (
                len(row.cells) < len(head.cells) and self._pipe_led(row) and self._pipe_led(head)):
            return None
        return row.cells[column], head.cells[column]

    def column_cells(self, pos: int) -> list[tuple[Row, Cell]]:
        """The body rows of the table whose cell holds ``pos``, each with its cell in that cell's column (a row too
        short for it left out): [] outside a table, or where the cell lines up with no header (``cell_and_header``)."""
        found = self.cell_and_header(pos)
        if found is None:
            return []
        table, row = covering(self.tables, pos), row_at(self.tables, pos)
        column = row.cells.index(found[0])
        head = table.header(self.text)
        return [(r, r.cells[column]) for r in table.rows if r is not head and column < len(r.cells)]

    def header_options(self, pos: int) -> tuple | None:
        """The header cells past the first of the table whose header row holds ``pos`` in one of them, when they are two
        names at least, each a bare name that states no figure ("| | 公共集群 | 独占集群 | 私有/共享实例 |", a
        university's HPC service modes): the columns' offerings side by side, one of several the customer picks from, as
        ``plan_column``'s are; else None (``pos`` in no header, or in its first cell, the rows' labels)."""
        table = covering(self.tables, pos)
        head = table.header(self.text) if table is not None else None
        if head is None or not head.start <= pos < head.end:
            return None
        names = head.cells[1:]
        if len(names) < 2 or not any(c.start <= pos < c.end for c in names):
            return None
        return names if all(c.end > c.start and self._bare_name(c) for c in names) else None

    def header_holds(self, pos: int, phrases: Phrases) -> bool:
        """Is a word of ``phrases`` in the header cell over the table cell holding ``pos`` (``cell_and_header``)?"""
        found = self.cell_and_header(pos) if phrases else None
        if found is None and phrases:
            return self._lost_first_column(pos, phrases)
        return found is not None and phrases.search(self.hits, found[1].start, found[1].end) is not None

    def _lost_first_column(self, pos: int, phrases: Phrases) -> bool:
        """Is ``pos`` in the first cell of a row of a table that lost its header row (``lost_header``), that line
        opening with a word of ``phrases``, the first column's name ("Service Minimum Uptime" over "Dedicated Servers |
        99.9% |": the row's first cell is under "Service")?"""
        table, row = covering(self.tables, pos), row_at(self.tables, pos)
        if table is None or row is None or not row.cells or not row.cells[0].start <= pos < row.cells[0].end:
            return False
        lost = self.lost_header(table)
        opening = phrases.search(self.hits, *lost) if lost is not None else None
        return opening is not None and not self.text[lost[0]:opening.start()].strip()

    def _pipe_led(self, row) -> bool:
        """Does ``row``'s line open with a pipe ("| a | b |")?"""
        return self.text[row.start:row.end].lstrip().startswith("|")

    def labelled_cell(self, pos: int) -> bool:
        """Is ``pos`` in a table cell whose row a label names ("| Quantity | 64 GPUs |"): a
        row whose first cell is words, and ``pos`` not in that label?"""
        table, cell = covering(self.tables, pos), cell_at(self.tables, pos)
        if table is None or cell is None:
            return False
        row = next(r for r in table.rows if r.start <= pos < r.end)
        label = row.cells[0]
        return label is not cell and not any(ch.isdigit() for ch in self.text[label.start:label.end])

    def other_cell(self, pos: int, q: Quantity) -> bool:
        """Is ``pos`` in another table cell that holds a number of its own of q's kind? A unit
        label there belongs to that number ("| 2.35 per GPU-hour | 439,168.00 |")."""
        cell = cell_at(self.tables, pos)
        if cell is None or cell.start <= q.start < cell.end:
            return False
        return any(o is not q for o in self.quantities_in(cell.start, cell.end) if o.kind == q.kind)


def _line_start(text: str, at: int, since: int) -> int:
    """Where the line holding ``at`` starts, looked for no further back than ``since`` while the text from
    ``since`` to ``at`` is not blank: a line opening before it holds that text, and all a caller asks of the
    line is whether it is blank up to ``at`` (no: a search to the text's start, on a contract written as one
    long line, made reading each sentence's lead-in cost the whole line)."""
    found = text.rfind("\n", since, at)
    if found < 0 and not text[since:at].strip():
        found = text.rfind("\n", 0, since)
    return found + 1 if found >= 0 else (since if text[since:at].strip() else 0)


def _inside_longer(start: int, end: int, spans) -> bool:
    """Does a longer span of ``spans`` hold [start, end) (a blocker word inside a phrase that keeps it: 不低于, 除紧急情况外)?"""
    return any(s <= start and end <= e and (e - s) > (end - start) for s, e in spans)


def _spaced_at(text: str, start: int, end: int, gaps: list[int]) -> str:
    """``text[start:end]`` with a space put in before each position of ``gaps`` (ascending, inside it)."""
    cuts = [start, *gaps, end]
    return " ".join(text[a:b] for a, b in zip(cuts, cuts[1:]))


@functools.lru_cache(maxsize=4)  # each Evidence of one text asks it (the whole text and its respaced form)
def _holds_label(patterns: tuple, text: str) -> bool:
    """Does one of ``patterns`` match somewhere in ``text``? (The same answer as their ``search``.)"""
    lowered = text.lower()
    return any(found_anywhere(rx, text, lowered) for rx in patterns)


def _after_space(text: str, start: int, end: int) -> int:
    """Where the first whole word of ``text[start:end]`` begins: past the first blank from ``start`` (``start`` may cut
    a word: "Vendor" cut to "or"); ``end`` where no blank stands."""
    blank = re.search(r"\s", text[start:end])
    return end if blank is None else start + blank.end()


# how far around a figure its part may name the scope it is stated for (``Evidence.named_scopes``), and what ends the
# part after it (with the mark: "on Superplan 2007, EG and MG;" names its ranges before the semicolon) or before it
SCOPE_REACH = 200
SCOPE_ENDS = ("\n", "。", "；", ";", ". ")
SCOPE_PARTS = ("\n", "。", "；", ";", "，", ",", ". ")


class ScopePatterns(NamedTuple):
    """evidence.yaml's ``scopes`` as patterns, each with the ``scope`` group ``scope_names`` reads."""

    words: re.Pattern[str]  # its ``words``: "标准存储", "multi-region" (``scope_words``)
    named: tuple[re.Pattern[str], ...]  # its ``named``: a plan, a range, an edition or a class of customer, by its noun
    # ... and its ``places``: a region named before its figure ("Europe 3 hours, US 4 hours"); ``named`` ends with them
    places: tuple[re.Pattern[str], ...] = ()


@functools.cache
def scope_patterns() -> ScopePatterns:
    """evidence.yaml's ``scopes`` compiled (with the extractor's build): its ``words`` as one case-blind alternation,
    the longest first where one holds another ("低频存储" before the "低频" in it), its ``named`` as written."""
    scopes = evidence_data().get("scopes") or {}
    words = sorted(scopes.get("words") or (), key=len, reverse=True)
    alternation = "|".join(re.escape(w) for w in words) or "(?!)"
    places = tuple(re.compile(p) for p in scopes.get("places") or ())
    return ScopePatterns(re.compile(f"(?P<scope>{alternation})", re.IGNORECASE),
                         tuple(re.compile(p) for p in scopes.get("named") or ()) + places, places)


def scope_words(text: str) -> tuple[str, ...]:
    """The scope words (evidence.yaml ``scopes.words``) in ``text``, any case, as written, each once in their order, the
    longest where they overlap ("低频存储", not the "低频" in it)."""
    return scope_names(text, (scope_patterns().words,))


def scope_names(text: str, patterns: Sequence[re.Pattern[str]],
                keep: Callable[[re.Match], bool] | None = None) -> tuple[str, ...]:
    """The scopes ``text`` names by ``patterns`` (``scope_patterns``: each with a ``scope`` group) where ``keep`` says
    so, as written (its spaces one), each once in their order (any case), none inside or across a name an earlier
    pattern found ("对于企业版用户": "企业版用户", not "企业版" too)."""
    spans: list[tuple[int, int]] = []
    found: dict[str, tuple[int, str]] = {}
    for pattern in patterns:
        for m in pattern.finditer(text):
            lo, hi = m.span("scope")
            if (keep is not None and not keep(m)) or any(lo < b and a < hi for a, b in spans):
                continue
            spans.append((lo, hi))
            name = " ".join(m.group("scope").split())
            found.setdefault(name.lower(), (lo, name))
    return tuple(name for _, name in sorted(found.values()))
