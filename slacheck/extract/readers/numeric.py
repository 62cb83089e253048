"""The numeric reader: a quantity of the key's kind with a trigger of the key near it.

A number is judged inside its own clause: it needs a trigger of its key in that clause
(before it, or right after it, as Chinese puts the verb last: 15分钟内响应) and no blocker
(another subject: PDU, 服务器, management network ...) in between. Also read here: phrases that
state a value without a number (``fixed``: 以当月服务费为限 → cap 100) and amounts in a
priced table (``table_row``, ``table_total``).
"""

from __future__ import annotations

import bisect
import functools
import itertools
import re
from dataclasses import replace

from ...ingest.sections import find_clause_number
from ..evidence import LEAD_IN_REACH, Evidence, scope_patterns
from ..matchers import Hit, KeyRule, Phrases, starts_in
from ..literals import matches
from ..numbers import Quantity, find_quantities, tables
from ..select import Candidate
from ..sentences import layout
from ..tables import Cell, cell_at, covering
from ..tiers import CLOCK_LENGTH, MIN_BAND_PCT, MINUTES_PER_DAY, grammar
from ..values import cast_value, convert

NAMED_AFTER_REACH = 40  # characters after a figure its naming words (``accepts_before``) may end within
ESTIMATE = "derived"  # the evidence kind of a value converted by an assumption (``estimates``)
HEADED_STRENGTH = 0.5  # a bare commitment figure under a heading naming the key: below any trigger's (``_headed``)
INDICATOR_REACH = 4  # sentences before an objective's in which the indicator it points back to may be defined
TRIGGER_BEFORE_STRENGTH = 1.5  # a figure's strength with its key's trigger before it ("availability 99.9%")
TRIGGER_AFTER_STRENGTH = 1.3  # ... and with the trigger only after it ("99.9% availability", "8 GPUs per server")
HEADER_STRENGTH = 1.4  # a cell under a column header that names the key: between a trigger after and before
FIXED_NUMBER_GAP = 6  # characters after a fixed phrase in which a number of its kind overrides it
DEADLINE_BEFORE = 32  # characters before a number in which a deadline word may end ("within a maximum period of 90 days")
DEADLINE_AFTER = 4  # characters after it in which one may begin ("30日内", "次月10日前")
STANDALONE_REACH = 3  # characters after a standalone word in which a ``standalone_before`` word may begin
TRAILING_AFTER = 2  # characters after a number in which a trailing trigger may begin (``trailing_triggers``)
LEADING_BEFORE = 8  # characters before a number in which a leading trigger may begin (``leading_triggers``)
BOUND_REACH = 12  # characters before a trigger in which a bound word naming it may begin ("a maximum response time")
PERIOD_REACH = 40  # characters on either side of a number in which words of a stretch of the term naming it may stand
PARTNER_REACH = 12  # characters before a measure's joiner in which the measure's partner may begin (``_shared``)
BOUND_WORD_REACH = 24  # characters before a number in which a bound word ending right before it may begin
_PARENTHESES = re.compile(r"\([^()]*\)")
LIST_BLOCKER_REACH = 16  # characters before a list's first figure in which its ``list_blockers`` may begin
ASIDE_WORDS = 2  # words before a figure in its aside that make the aside a statement of its own (``_aside_end``)
_ASIDE_WORD = re.compile(r"(?<!\S)[^\W\d_]+(?!\S)")  # a word of letters alone between blanks
LIST_GAP = 40  # characters at most between two figures of one list (``_listed_after``)
_LIST_BREAKS = re.compile(r"[()\uff08\uff09\[\],;:\uff0c\uff1b\u3002]")  # an aside or a new clause: no list
# a bare figure ending the text before a choice joiner: the first of a choice that borrows the
# second figure's unit ("12 or 36 months")
_BARE_FIGURE = re.compile(r"(?<![A-Za-z\d.,])\d+(?:\.\d+)?\s*$")
LINE_MARKS = " \t-*•·+"  # what may stand before a line's first word: indentation, a list's mark
_CLAUSE_MARKS = re.compile(r"[,;。，；.]")
CHOICE_REACH = 24  # characters before a number in which a bare figure and a joiner may stand

def read(ev: Evidence, rule: KeyRule) -> list[Candidate]:
    """Every occurrence of a numeric key (``_read``); where the document holds a trigger that only stands in for the
    key's own words (``stand_in_triggers``: "服务可靠性"), only those its own words state, if they state any ("服务可用性
    99.9%" beside "服务可靠性 99.99999%": the second is durability, no level of service); where they state none, what the
    stand-ins read below ``stand_in_below`` ("服务可靠性不低于99.99999%" alone is durability too).
    A figure named, in its clause before it, by a measure that only stands in for the key (``stand_in_measures``:
    "电力可用性不低于99.99%" beside "网络可用性不低于99.9%") is kept after the key's own figures: another part's level, for
    review beside them (by scope where each names its part, ``pipeline._by_scope``), never dropped for a confident pick of
    the service's; alone it is the level, whatever its value."""
    measures = rule.phrases("stand_in_measures")
    if rule.phrases("stand_in_triggers").search(ev.hits) is not None or measures.search(ev.hits) is not None:
        partners = rule.phrases("stand_in_partners")
        own = _read(ev, replace(rule, triggers=rule.phrases("own_triggers")))
        found = [c for c in own if not _named_by(ev, measures, c, partners)]
        if found:
            # (the measures' figures whatever word read them: "供电可靠性不低于99.99%" is read by the measure alone)
            kept = {(c.start, c.end) for c in found}
            return found + [c for c in _read(ev, rule) if (c.start, c.end) not in kept
                            and _named_by(ev, measures, c, partners)]
        below = rule.extra.get("stand_in_below")
        return [c for c in _read(ev, rule) if below is None or c.value < below or _named_by(ev, measures, c, partners)]
    return _read(ev, rule)


def _named_by(ev: Evidence, measures: Phrases, c: Candidate, partners: Phrases) -> bool:
    """Does one of ``measures`` stand in the candidate's clause up to its end (its span may start inside one: "电力可用性
    不低于99.99%" quoted from 可用性), and not as the second of a pair whose first is the service's own (``_shared``)?"""
    return bool(measures) and any(not _shared(ev, partners, hit.start())
                                  for hit in measures.find(ev.hits, ev.view.clause_at(c.start).start, c.end))


def _shared(ev: Evidence, partners: Phrases, at: int) -> bool:
    """Is the measure at ``at`` joined (``coordination``, no ``alternation``) to one of ``partners`` right before it
    ("网络及电力可用性不低于99.9%": the network's level and the power's in one figure, the level of the service)?"""
    if not partners:
        return False
    for joiner in ev.rules.coordination:
        start = at - len(joiner)
        if start <= 0 or ev.text[start:at].lower() != joiner \
                or ev.rules.alternation.search(ev.hits, start, at) is not None:
            continue
        if any(h.end() == start for h in partners.find(ev.hits, max(0, start - PARTNER_REACH), start)):
            return True
    return False


def _read(ev: Evidence, rule: KeyRule) -> list[Candidate]:
    """Every occurrence of a numeric key: numbers with triggers, fixed phrases, table cells.
    An estimate ("32A" read at 220 V) counts only where the contract states the value nowhere."""
    found = _quoted_past_level(ev, rule, read_numbers(ev, rule) + fixed(ev, rule) + ratios(ev, rule)
                               + table_values(ev, rule) + unit_column_values(ev, rule))
    found = _quoted_counted_from(ev, rule, found)
    found += defined_figures(ev, rule, found)
    # a figure in a unit the calendar sets the length of ("within 4 business hours") is derived, though stated: in a unit
    # the key names (``calendar_stands``) it stands beside the key's other figures ("8 hours" for another severity does
    # not win over it by default)
    standing = {str(u).lower() for u in rule.extra.get("calendar_stands") or ()}
    stated = [c for c in found if c.kind != ESTIMATE
              or standing and any(q.unit.lower() in standing for q in ev.quantities_in(c.start, c.end))]
    # a rate per another period than the hour ("5% for each 30 minutes" beside "5% for each hour") stands beside the
    # key's own occurrences, as strong as the strongest of them (two rates of one credit, nothing settles which); alone
    # only where the key says so (``ratio_alone``: "$0.0008 per GPU per second" is a GPU-hour price)
    rates = ratios(ev, rule, rate=True) if found or rule.extra.get("ratio_alone") else []
    top = max((c.strength for c in found), default=None)
    return (stated or found) + [c if top is None else replace(c, strength=top) for c in rates]


SHARE_REACH = 12  # characters a share's joiner and the other share may take ("的十二分之一的")


DEFINED_REACH = 80  # characters after a trigger in which a defined word it names must end (``defined_figures``)
DEFINED_STRENGTH = 0.5  # the figure of a definition a term names: a trace of where the value comes from, below any statement


def defined_figures(ev: Evidence, rule: KeyRule, found: list[Candidate]) -> list[Candidate]:
    """A key stated through a defined word: a trigger of the key right before a word the contract defines, an article
    between them at most (``definitions.joins``: "Service Credits for any calendar month will not exceed the Credit Ceiling", where "“Credit Ceiling” means thirty-five
    percent (35%) of the Monthly Recurring Charges"), in a sentence the key may be read in, reads the one figure of the
    key's kind the definition's meaning holds. The value is quoted from the operative words (trigger to defined word);
    the definition's figure comes with it, a weaker occurrence of the same value (an alternative that shows where
    the figure is written). A meaning with no figure of the kind, or figures of several values, reads nothing; a
    definition no term names reads what it read before."""
    defs = ev.definitions
    if not rule.kind or not (defs.spans or defs.asides):
        return []
    meanings = defs.meanings() + list(defs.asides.values())
    taken = {(c.start, c.end) for c in found}
    taken_words: set[int] = set()
    out: list[Candidate] = []
    for trigger in rule.triggers.find_overlapping(ev.hits):
        named = defs.named_in(trigger.end(), trigger.end() + DEFINED_REACH)
        if named is None:
            continue
        at, end, (lo, hi) = named
        if at in taken_words or not any(rx.fullmatch(ev.text, trigger.end(), at) for rx in ev.rules.definition_joins):
            continue  # the word is what the trigger states, not a word further on ("Hours of Availability for the Core
            # System Service Level": the hours' scope)
        if any(a <= trigger.start() < b for a, b in meanings) or lo <= trigger.start() < hi:
            continue  # a trigger inside a definition is no use of the word
        figures = [q for q in ev.quantities_in(lo, hi) if q.kind == rule.kind]
        if not figures or len({q.value for q in figures}) > 1:
            continue
        sentence = ev.view.sentence_at(trigger.start())
        if not ev.sentence_ok(rule, trigger.start()) or ev.blocked(rule.blockers, sentence.start, trigger.start()):
            continue
        q = figures[0]
        value = cast_value(rule.key, convert(rule.key, q))
        taken_words.add(at)  # (one reading per use of the word: "shall not exceed" and "not exceed" name it once)
        out.append(Candidate(rule.key, value, trigger.start(), end, 1.0, ev.amended(trigger.start()), kind="operative"))
        if (q.start, q.end) not in taken:
            taken.add((q.start, q.end))
            out.append(Candidate(rule.key, value, q.start, q.end, DEFINED_STRENGTH, ev.amended(q.start), kind="operative"))
    return out
PAST_LEVEL_BEFORE = 8  # characters between a statement and the past_level words right before it ("超出承诺部分的中断时长")


def _quoted_past_level(ev: Evidence, rule: KeyRule, found: list[Candidate]) -> list[Candidate]:
    """``found`` with each statement's span run on to the words in its clause that count only the downtime past the
    level (the key's ``past_level``), right before it or after it within ``RATIO_AFTER``: "one day of service will be
    provided per fifteen minutes downtime past the uptime guarantee", "超出可用性承诺部分的中断时长的10倍". The value is
    the same; the quote says it, so a TERMS.yaml that keeps the quote says it too, and a claim from it leaves the
    multiple out as one from the contract does (claim_inputs.multiple_past_level)."""
    past = rule.phrases("past_level")
    if not past or not found:
        return found
    out = []
    for c in found:
        clause = ev.view.clause_at(c.start)
        start, end = c.start, c.end
        for hit in past.find(ev.hits, clause.start, clause.end):
            if c.start - PAST_LEVEL_BEFORE <= hit.end() <= c.end and hit.start() < c.start:
                start = min(start, hit.start())
            elif c.start <= hit.start() <= c.end + RATIO_AFTER:
                end = max(end, hit.end())
        out.append(c if (start, end) == (c.start, c.end) else replace(c, start=start, end=end))
    return out


def read_numbers(ev: Evidence, rule: KeyRule) -> list[Candidate]:
    """Quantities of the key's kind with a trigger of the key in their clause."""
    out = []
    # a kind the key also accepts, converted into the key's own ("两个月内" → 60 days); a
    # conversion by an assumption ("32A" at 220 V) is derived evidence, and void where its
    # sentence says otherwise ("三相")
    estimated: set[int] = set()
    # ... and those worked out at an assumed factor their sentence does not state ("32A" at 220 V, no voltage written):
    # below the checklists' trust, pass or fail (evidence.yaml ``assumed``)
    assumed: set[int] = set()
    voided: list[Quantity] = []  # ... and the feeds whose estimate is void ("208 V 30 A"), in the text's order
    named_ends: dict[int, int] = {}  # an accepted figure's naming words' end (``accepts_before``), by its start
    same = []
    # a range is read at the end the key names (``range_end``): a deadline's far end ("6-8周内交付":
    # the provider commits to eight weeks), else its low end
    far_end = rule.extra.get("range_end") == "high"
    # ... or both ends, neither stronger (``both``: a price "3-8元/卡时" is a range the contract leaves to review)
    both_ends = rule.extra.get("range_end") == "both"
    # ... or neither when the next figure in its sentence is of a kind that prices the range (``range_bands``: "16 to 64
    # GPUs: $2.10/GPU-hr" is a price list's size band, no count ordered)
    bands = rule.extra.get("range_bands")
    # ... and a figure a word right after or before it makes a threshold, open at one end (``threshold_ends``: "65+ GPUs";
    # ``threshold_starts``: "for clusters above 512 GPUs contact sales"), no value of the key, priced or not
    thresholds = (rule.phrases("threshold_ends"), rule.phrases("threshold_starts"))
    # ... and one a word right after it names as another thing's (``named_blockers``: "24 hours written notice")
    named_blockers = rule.phrases("named_blockers")
    # ... and a range after a word of ordering what one chooses in its clause is the sizes on offer ("Deploy 8 to 16,384
    # GPUs"), none ordered (``range_offered_by``)
    offered_by = rule.phrases("range_offered_by")
    # a unit the calendar sets the length of ("5 business days": 120 hours at least, more over a weekend)
    calendar = {str(u).lower() for u in rule.extra.get("calendar_units") or ()}
    calendared: dict[int, str] = {}  # ... and what it counts: working days or working hours
    # a share of a share ("当月服务费的三分之一的50%"): the two together (``share_joiners``)
    share_joiners = tuple(rule.extra.get("share_joiners") or ())
    # a time counted from something else than the key's own start, named right beside it ("故障发生后30日内提出", "within 30
    # days of the incident": from each outage, not the month's end), is the key's only as derived evidence (``counted_from``)
    counted_from = rule.phrases("counted_from")
    for q in ev.quantities_of(frozenset((*rule.accepts, rule.kind))):
        if q.unit.lower() in calendar:
            calendared[q.start] = "working_days" if q.scale % MINUTES_PER_DAY == 0 else "working_hours"
        if counted_from and _beside(ev, counted_from, q):
            estimated.add(q.start)
        if q.kind in rule.accepts and q.kind != rule.kind:
            named_by = rule.phrases("accepts_before", q.kind)
            if named_by:
                named_end = _named_right_after(ev, named_by, q)
                if named_end is None:
                    named_end = _named_by_sentence(ev, rule.phrases("accepts_by_sentence", q.kind), q)
                if named_end is None:
                    continue  # "credits up to 30 days after the month": no length of the fee
                estimated.add(q.start)  # "7 days of credit": a share of the month's fee at the month's assumed length
                named_ends[q.start] = named_end  # ... quoted with what it is a length of
            if q.kind in rule.estimates:
                sentence = ev.view.sentence_at(q.start)
                if any(w in ev.text[sentence.start:sentence.end].lower() for w in rule.estimates[q.kind]):
                    voided.append(q)
                    continue
                estimated.add(q.start)
            factor = _stated_factor(ev, rule, q)
            voided_by = rule.extra.get("estimate_voided_by", {}).get(q.kind)
            if factor is not None and any(low <= round(factor, 6) <= high for low, high in voided_by or ()):
                voided.append(q)
                continue  # "208 V 30 A": a derated feed, its usable power stated apart; "400 V": three-phase
            if factor is None and q.kind in rule.extra.get("estimated_with", {}):
                assumed.add(q.start)  # "32A" alone: the voltage its sentence could state is assumed
            factor = factor or rule.accepts[q.kind]
            q = replace(q, kind=rule.kind, value=q.value * factor, high=None if q.high is None else q.high * factor)
        elif q.kind != rule.kind:
            continue
        if share_joiners:
            q = _share_of_share(ev, rule, share_joiners, q)
            if q is None:
                continue
        if bands and ev.priced_band(q, bands, rule.phrases("range_band_open_ends"),
                                      rule.phrases("range_band_open_starts")):
            continue
        if any(thresholds) and ev.opened_at(q, *thresholds) is not None:
            continue  # "Prices for more than 256 GPUs are quoted separately": a price list's size threshold, no count
        if named_blockers and _named_right_after(ev, named_blockers, q) is not None:
            continue
        if offered_by and q.high is not None and offered_by.search(ev.hits, ev.view.clause_at(q.start).start, q.start):
            continue
        same.append(replace(q, value=q.high) if far_end and q.high is not None else q)
    if not same:
        return []  # no number of the kind (most keys, in most texts): none of the key's settings to look up
    choices = _choices(ev, rule, same)
    claimed = 0  # end of the trigger the number before took after itself ("24000的IOPS（SSD）或3000的IOPS")
    # ... when that trigger ends the number's own words after it (``trailing_names``: "30分钟内响应"): the number's whole
    named_claim = 0
    # the key's settings, looked up once for all its numbers
    trailing, trailing_names = rule.phrases("trailing_triggers"), rule.phrases("trailing_names")
    name_blockers = rule.phrases("trailing_name_blockers")
    around = rule.phrases("around_triggers")
    asides = bool(rule.extra.get("around_gap"))  # ... which may span an aside set off by commas (``_aside_start``)
    named_by, stated_by = rule.phrases("standalone_before"), rule.phrases("standalone_after")
    not_band_ends = rule.extra.get("not_band_ends")
    not_period_lengths = rule.extra.get("not_period_lengths")
    length_bounds = rule.extra.get("not_length_bounds")
    bounded_subjects = rule.phrases("bounded_subjects")
    copulas = [str(w) for w in rule.extra.get("bounded_subject_copulas", ())]
    spared, object_blockers = rule.phrases("not_blockers"), rule.phrases("object_blockers")
    clause_blockers = rule.phrases("clause_blockers")
    list_blockers = rule.phrases("list_blockers")  # ... and those bounding the whole list of figures after them
    sentence_after = rule.phrases("sentence_blockers_after")
    fleet_after, orders = rule.phrases("fleet_blockers_after"), rule.phrases("fleet_orders")
    passing = rule.phrases("passing_blockers_after")
    passed_on = -1  # the index of a figure that left its words to the next (``passing_blockers_after``)
    part_after = rule.phrases("part_blockers_after")
    totals = rule.phrases("total_blockers")
    periods, period_free = rule.phrases("period_blockers"), rule.extra.get("period_free_value")
    allowances, own_periods = rule.phrases("period_allowances"), rule.phrases("own_periods")
    restatements = rule.phrases("period_restatements")
    provider_blockers = ev.party_blockers(rule, "provider_blockers")
    customer_blockers = ev.party_blockers(rule, "customer_blockers")
    bound = rule.extra.get("bound")  # a figure under the key's own bound word is a commitment
    restating = rule.phrases("restated_blockers")  # a figure that repeats an allowance the sentence before states
    one_each = rule.phrases("restated_not_blockers")  # ... unless its own clause makes it each outage's
    counted_kinds = rule.extra.get("counted_blockers")  # one thing's words, after a count of such things
    unit_prices = rule.phrases("unit_price_blockers")  # one unit's price, where units are counted (_units_counted)
    largest = rule.extra.get("largest")  # a figure above it is none of the key's
    smallest = rule.extra.get("smallest")  # ... nor one below it
    # where the key's triggers may start: the windows of thousands of numbers are asked about
    trigger_starts, trailing_starts = rule.triggers.starts(ev.hits), trailing.starts(ev.hits)
    leading = rule.phrases("leading_triggers")
    cell_triggers = rule.phrases("cell_triggers") if rule.extra.get("table_frames") else None
    around_starts = around.starts(ev.hits)
    zones: dict[int, int] = {}  # each number's zone start, where its triggers may begin (by its index in ``same``)
    for i, q in enumerate(same):
        if i in choices:
            claimed = 0  # "选择一年或三年合同期限": a choice left open, no term of either length
            continue
        if largest is not None and q.value > largest or smallest is not None and q.value < smallest:
            claimed = 0  # "the 1000% SLA": no availability can be above 100%, nor is "cut ... by 40–70%" one
            continue
        if restating and _restates_earlier(ev, restating, q, one_each):
            claimed = 0  # "每月…不可用时间小于4小时。如果中断不可用时间超过4小时，…": the month's allowance again
            continue
        if named_by and tables().standalone_of(ev.text[q.start:q.end]) is not None and \
                not any(m.start() <= q.end + STANDALONE_REACH
                        for m in named_by.find(ev.hits, q.end, q.end + STANDALONE_REACH + 8)) and \
                not _stated_as(ev, stated_by, q):
            claimed = 0  # "万兆端口": the word alone, not before what it is the key's number of ("万兆光纤互联" is)
            continue
        # a number written right after a quantity of another kind ("16台8卡服务器"), before one in
        # its own words ("8卡H20服务器16台") or with a per-unit mark ("8卡/台") is counted per one
        # of it: that quantity (or mark) is a trigger of a per-unit key, a blocker of a total
        adjacent = _counted_per(ev, rule, q)
        if adjacent is not None and adjacent[0] == "blocker":
            claimed = 0
            continue
        per_unit = adjacent[1] if adjacent is not None else None
        label = None  # the line above naming a figure alone on its line (Evidence.value_labels)
        card = None  # ... or the card's label under it (Evidence.label_under), whose words are the sentence's
        headed = None  # ... or the heading right above a bare commitment figure (``_headed``)
        pointer = None  # ... or the words pointing back to the indicator an earlier sentence defines (``_indicator_named``)
        label_word = None  # ... by a word that names the key only there (``label_triggers``)
        announced = None  # ... or the sentence announcing the table that lost its layout (Evidence.table_lead_in)
        leader = _leading(ev, leading, q) or _cell_trigger(ev, cell_triggers, q) or _totalled(ev, rule, same, i)
        if not rule.weak and q.start not in ev.rows and per_unit is None and leader is None:
            sentence = ev.view.sentence_at(q.start)
            if not starts_in(trigger_starts, sentence.start, max(q.end, sentence.end)) and \
                    not starts_in(trailing_starts, q.end, sentence.end) and \
                    not starts_in(around_starts, sentence.start, q.start):
                for above in ev.value_labels(q):
                    if rule.triggers.search(ev.hits, above.start, above.end):
                        label = above.start
                        break
                    label_word = _label_word(ev, rule, above)
                    if label_word is not None:
                        label = above.start
                        break
                if label is None:
                    # ... or the label opening the figure's own line ("Service Level 99.90%")
                    label_word = _line_label(ev, rule, q)
                    if label_word is not None:
                        label = label_word.start()
                under = ev.label_under(q) if label is None else None
                if under is not None and not ev.blocked(rule.blockers, under.start, under.end):
                    # a card's label under its figure ("15 minutes" / "Response time"): the figure's own words
                    label_word = rule.triggers.search(ev.hits, under.start, under.end) or _label_word(ev, rule, under)
                    if label_word is not None:
                        label, card = q.start, under
                # a cell of a table that lost its layout, under the sentence announcing it; or a list item's figure
                # under the lead-in naming the items ("the maximum response times:" over "• Ticket Priority Urgent: 5
                # minutes")
                table_lead = ev.table_lead_in(q) if label is None else None
                announced = table_lead or (ev.list_lead_in(q) if label is None else None)
                if announced is not None and _lead_in_names(ev, rule, announced, q, listed=table_lead is None):
                    label = announced.start
                else:
                    announced = None
                if label is None:
                    # ... or the indicator an earlier sentence defines, which the figure's sentence points back to
                    named = _indicator_named(ev, rule, q)
                    if named is not None:
                        label_word, pointer = named
                        label = ev.view.sentence_at(q.start).start
                headed = _headed(ev, rule, q) if label is None else None
                if headed is not None:
                    label = headed.start  # "2. 业务可用性" over "容器服务承诺99.95%。": the heading names what is promised
                elif label is None and i - 1 in zones and _next_item(ev, rule, same[i - 1], q, zones[i - 1]):
                    label = zones[i - 1]  # "服务可用性：云服务器：99.95%；对象存储：99.9%": the list's lead-in names each
                elif label is None and i - 1 in zones and (_restated_for_other_scope(ev, same[i - 1], q)
                                                           or _joined_by_conditions(ev, same[i - 1], q)):
                    # "in less than 4 hours on EG and MG; in less than 2 hours on the HG ranges", "2小时（备件在本地）；
                    # 24小时（备件需调拨）"
                    label = zones[i - 1]
                if label is None:
                    claimed = 0  # no trigger in its sentence: not the key's number (the common case)
                    continue
        if not_period_lengths and _period_length(ev, q):
            claimed = 0  # "For the first 30 days Provider will respond within 4 hours": when the figure holds
            continue
        clause = ev.view.clause_at(q.start)
        # (not a share below any band's end after it: "SLA99.9%-10%credit" joins a level to its credit)
        if not_band_ends and i + 1 < len(same) and grammar().opens_band(ev.text, q, same[i + 1]) and \
                not (q.kind == "pct" and same[i + 1].value < MIN_BAND_PCT):
            claimed = 0  # "Uptime: 95% - 99.0%": a credit tier's band, no value of the key
            continue
        if not_band_ends and ((i + 1 < len(same) and grammar().bounded_pair(ev.text, q, same[i + 1]))
                              or (i and grammar().bounded_pair(ev.text, same[i - 1], q))):
            claimed = 0  # "greater than or equal to 99% but less than 99.9%": both ends of a band
            continue
        topic, limits = _topic_start(ev, rule, clause, q, same[i - 1].end if i else None)
        base = ev.view.sentence_at(q.start).start if rule.scope == "sentence" else topic
        base = base if label is None else label
        # a firm limit of the figure before it takes that figure's words ("目标响应时间15-30分钟，最长不超过90分钟")
        # (each cell of a table its announcing sentence names is named by it, as by a column's header)
        prev_end = same[i - 1].end if i and same[i - 1].end <= q.start and not limits and announced is None else base
        restated = i and i - 1 in zones and (i - 1 == passed_on or _restated_for_later_period(ev, same[i - 1], q)
                                             or _restated_for_other_scope(ev, same[i - 1], q)
                                             or _next_row(ev, rule, same[i - 1], q, zones[i - 1])
                                             or _next_item(ev, rule, same[i - 1], q, zones[i - 1])
                                             or _stated_after_estimate(ev, rule, estimated, same[i - 1], q)
                                             or _respective_trigger(ev, rule, same, q)
                                             or _joined_by_conditions(ev, same[i - 1], q))
        # a figure in a clause that sets the writer's own commitment against the one before ("行业平均可用性仅为99.5%，而我们
        # 承诺99.95%"): named by that one's words, its blockers its own clause's (``_own_commitment_after``)
        resumed = bool(i) and i - 1 in zones and _own_commitment_after(ev, same[i - 1], q)
        restated = restated or resumed
        feed = None if restated else _voided_feed(ev, rule, voided, same[i - 1] if i else None, q)
        if feed is not None:
            # "Each cabinet includes two 208V 30A circuits (A+B), for 4.99 kW of usable power": the usable power stated
            # after a feed that is read at no voltage is the feed's, named by the feed's clause (``_voided_feed``)
            zone_start = min(max(base, prev_end), ev.view.clause_at(feed.start).start)
        elif restated:
            # "within 4 hours, and thereafter within 8 hours", a table's next row: the first figure's words
            # (a figure stated after an estimate of the same thing in its sentence: "每个机柜提供两路220V/32A电源，
            # 甲方设备总功率不得超过7kW" names the rack once, and the stated 7 wins over the derived 7.04, ``read``)
            zone_start = zones[i - 1]
        elif claimed and claimed <= q.start and _coordinated(ev, claimed, q.start):
            zone_start = max(base, prev_end, claimed)  # that trigger is the first number's own
        else:
            zone_start = max(base, prev_end)
        # ... or, for a key whose gap phrases span an aside (``around_gap``), from the clauses before it in its sentence
        # that hold no figure, the aside set off by commas, where such a phrase begins there and runs past the figure
        # ("Each cabinet, power and cooling included, is $1,400 per month": the rack's words two clauses before its price)
        around_from = clause.start
        if asides:
            aside = _aside_start(ev, clause, q)
            if aside < min(zone_start, clause.start) and any(
                    m.start() < min(zone_start, clause.start) and m.end() > q.end
                    for m in around.find(ev.hits, aside, clause.end)):
                zone_start = around_from = aside
        zones[i] = zone_start
        row = ev.rows.get(q.start)
        if row is not None:
            # in a table, a trigger before it is in its row (or the header, or the bare line that was the header)
            zone_start = max(zone_start, row.start)
            if zone_start == row.start:
                zone_start = ev.row_reach(row)
            # ... and a later row's figure is named by that lost header line too, its own row holding its blockers
            lost = ev.lost_header(covering(ev.tables, row.start)) if zone_start == row.start else None
            if lost is not None and label_word is None and not ev.blocked(rule.blockers, *lost):
                label_word = rule.triggers.search(ev.hits, *lost)
        nxt = same[i + 1].start if i + 1 < len(same) else len(ev.text)
        after_end = min(clause.end, nxt, q.end + rule.after_window)
        # a verb-last trigger may stand further on, when no other number of the kind is in
        # between ("三周内完成全部服务器的上架、联调并交付甲方")
        reach_end = _reach_end(ev, rule, q, after_end, nxt)
        trailer = _trailing(ev, rule, trailing, q, min(clause.end, nxt))
        if row is None and not rule.weak and per_unit is None and trailer is None and label_word is None and leader is None and \
                not starts_in(trigger_starts, zone_start, max(q.end, reach_end)) and \
                not starts_in(around_starts, zone_start, q.start):
            claimed = 0  # no trigger before or after it, in its own window: not the key's number
            continue
        # a trigger may also be written between the number and its unit ("5 consecutive minutes")
        # (not one the number before took, written right after it: "机柜租金5000元/月，电费2000元" prices the rent per month;
        # nor one closing the words that name the number before as theirs: "接报后30分钟内响应" over "一般故障2小时内到达现场",
        # a line on, responds in 30 minutes, the 2 hours being the arrival's; unless this number is that one's firm limit,
        # which takes its words: "力争30分钟内响应，但最迟不超过2小时"; nor where this number is the writer's own commitment
        # set against that one, which its words name too: "Typical providers offer 99.5% uptime, while we guarantee 99.99%")
        before = [m for m in rule.triggers.find(ev.hits, zone_start, q.end)
                  if m.end() <= q.end and not ev.other_cell(m.start(), q) and not _closed(ev, rule, m, q)
                  and not (i and m.end() == claimed and not resumed
                           and ((named_claim == claimed and not limits)
                                or not ev.text[same[i - 1].end:m.start()].strip()))
                  and not (length_bounds and _bounds_length(ev, m, q))
                  and not (bounded_subjects and _bounds_subject(ev, bounded_subjects, copulas, m))]
        if before and _respective(ev, before[-1], q, same) is False:
            claimed = 0  # "数据持久性和服务可用性分别为99.9999%和99.95%": the first figure is the durability's
            continue
        if per_unit is not None:
            before.append(Hit(per_unit[0], per_unit[1], ev.text))
        if leader is not None and leader.start() >= zone_start and not any(m.start() == leader.start() for m in before):
            before.append(leader)
        # a gap phrase the number stands inside ("单卡…元/小时"), its first part in the number's zone
        # (quoted whole: "单卡仅1.68元/小时"), in the number's own clause ("每卡显存80GB，租金40元/小时" prices no card)
        around_end = min(ev.view.sentence_at(q.start).end, nxt) if rule.around_reach == "sentence" else after_end
        around_hit = next((m for m in around.find(ev.hits, max(zone_start, around_from), around_end)
                           if m.start() < q.start and m.end() > q.end and not ev.other_cell(m.start(), q)), None)
        if around_hit is not None:
            before.append(around_hit)
        if label_word is not None:
            before.insert(0, label_word)
        # (in a table, only in the figure's own cell: "| Impact of 1 Hour Downtime | Recovery Complexity |" names two
        # columns, the second no word of the first's hour)
        own = cell_at(ev.tables, q.start) if row is not None else None
        after = next((m for m in rule.triggers.find(ev.hits, q.end, reach_end if own is None else min(reach_end, own.end))
                      if not ev.other_cell(m.start(), q) and not _next_lines_own(ev, m, q, nxt)),
                     None) if rule.after_window else None
        after = after or trailer
        claimed = after.end() if after and not before else 0
        own_name = _trailing(ev, rule, trailing_names, q, min(clause.end, nxt)) if claimed else None
        named_claim = claimed if own_name is not None and own_name.start() < claimed <= own_name.end() else 0
        # the verb after the number that it times is another action ("交付通知后五日内完成验收")
        # (a blocker may hold the trigger itself: "24 hours after response" is counted from the response)
        # (not a per-unit mark right after a later figure of the kind, that figure's own: "$198,000 (1,200 kW at
        # $165/kW)", the /kW is the rate's and the total before it the fee; a word after both is both's: "G7（8卡T4和
        # 8卡V100）机型")
        verb_end = after.end() if after else _aside_end(ev, q, clause.start, clause.end)
        if rule.blockers_after and ((ev.blocked(rule.blockers_after, q.end, verb_end, spared=spared)
                                     and not _later_figures_marks(ev, rule.blockers_after, same, i + 1, q.end, verb_end))
                                    or (after is not None and _begins_blocker(ev, rule.blockers_after, after, spared))):
            continue
        if fleet_after and ev.blocked(fleet_after, q.end, verb_end, spared=spared) and \
                (not orders or orders.search(ev.hits, clause.start, q.start) is None):
            continue  # "10,000 GPUs in six regions": a fleet's; "Customer orders 64 GPUs in two regions" is the order
        # ... or what that verb acts on is another thing ("7日内提交故障分析报告": the provider's report),
        # in the verb's own clause ("“月”均指30个自然日，按开通时间起算": a count that starts at the handover)
        if after and not before and ev.blocked(object_blockers, after.end(),
                                               max(clause.end, ev.view.clause_at(after.start()).end)):
            continue
        header = None if before or after or row is None else (_column_header(ev, rule, q, row)
                                                              or _row_label(ev, rule, q, row))
        if header is not None and _part_of_total(ev, rule, q, row):
            continue  # "| Cabinet | 10 | $8,000.00 |" above "| Total | | $12,500.00 |": a line of the total
        if header is not None:
            strength, kind = HEADER_STRENGTH, "table_cell"  # under a column header naming the key
        elif not before and not after:
            if not rule.weak or _held_by(ev, rule, q, spared) is not None:
                continue
            # no trigger: a cell its row's label names, or loose context
            strength, kind = 0.5, "table_cell" if ev.labelled_cell(q.start) else "loose"
        else:
            strength = TRIGGER_BEFORE_STRENGTH if before or rule.extra.get("trigger_after_as_strong") \
                else TRIGGER_AFTER_STRENGTH
            kind = "table_cell" if ev.in_table_cell(q.start) else "operative"
        if headed is not None:
            strength, kind = HEADED_STRENGTH, "loose"  # what the heading names, not its own sentence: review
        if q.start in estimated or q.start in calendared:
            kind = ESTIMATE
        check_end = after.end() if (after and not before) else q.start
        lead = before[-1].start() if before else None
        # a number its own words name right after it ("4小时现场响应", ``trailing_names``) is theirs:
        # a blocker before it is a label's ("故障修复承诺4小时现场响应": a response under the repair)
        own_start = q.start if _trailing(ev, rule, trailing_names, q, min(clause.end, nxt)) is not None else zone_start
        # ... save the words that name another thing's answer, in the figure's own clause ("客户咨询邮件24小时内响应")
        if own_start == q.start != zone_start and ev.blocked(name_blockers, max(zone_start, clause.start), q.start,
                                                             spared=spared):
            continue
        if announced is not None:
            # ... and the sentence announcing a table names the column: its other words speak of the table ("as set
            # forth in the table below"), the cell's own line holds its blockers; an item's statement before a
            # semicolon is another figure's ("- Severity 1: response 15 minutes; target ≤ 6 hours")
            own_start = max(own_start, announced.end, ev.view.sentence_at(q.start).start)
        # ... and of a figure of the kind before it in its sentence, the words up to a part break are that one's
        # ("100 Gbps Ethernet for front-end traffic and 400 Gb/s InfiniBand": "front-end" is the 100's)
        if resumed:
            own_start = max(own_start, clause.start)  # "行业平均" is the market's figure's word, not the promise's
        if header is None and list_blockers and _listed_after(ev, list_blockers, same, i, spared):
            continue  # "as low as $0.032 per CPU core/hr and $0.5 per GPU/hr": the floor words bound the list
        part_start = _own_part_start(ev, same, i, own_start, q)
        if part_start is not None:
            own_start = max(own_start, part_start)
        # a word naming one thing of a kind the sentence counts before it ("甲方租用4台8卡服务器，服务器月租金8万元": one
        # server's rent), and where it counts one, that one's words kept from the blockers ("租用1台H800整机，整机月租金8万元")
        counted = _counted_one(ev, rule, own_start, q.start, spared) if header is None and counted_kinds else ()
        if counted is None:
            continue
        if feed is not None:
            # the words after the feed's figure in its clause name the feed ("a three-phase 32A feed, for 22 kW of usable
            # power"): the rack's supply, no other thing's; a blocker before the figure still blocks ("Each PDU has ...")
            counted = (*counted, (feed.end, min(q.start, ev.view.clause_at(feed.start).end)))
        if header is None and ev.blocked(rule.blockers, own_start, max(check_end, q.start), lead, spared, counted):
            continue
        if header is None and ev.blocked(unit_prices, own_start, q.start, lead, spared) and _units_counted(ev, rule, q):
            continue  # "数量4台，单价8万元/月": one machine's month, no fee of the order
        # (an aside in brackets before the figure is no subject of it: "月度服务费（电费另计）：30万元")
        if header is None and ev.blocked(clause_blockers, max(own_start, clause.start), max(check_end, q.start), q.start,
                                         spared):
            continue  # "带宽费3000元/月": another charge's figure, its clause no part of the fee's sentence
        if header is None and per_unit is None and ev.blocked(totals, own_start, max(check_end, q.start), lead, spared):
            continue  # "each node has 3.2 Tb/s": a total, where "each node has 8x400 Gigabit" counts links
        # ... and those that block only before the number ("after the fifth (5th) business day" is
        # a first filing date; "30 days after the incident to submit" is a window)
        if header is None and ev.blocked(rule.blockers_before, own_start, q.start, lead, spared):
            continue
        if ev.blocked(provider_blockers, clause.start, q.start):
            continue  # the provider named as who acts before the number: its deadline, not the customer's
        if customer_blockers and ev.blocked(customer_blockers, clause.start, _governed_end(ev, q, clause.end)):
            continue  # the provider named as whom the act governing the number answers: the customer's deadline
        if header is None and _blocked_column(ev, rule, q, row):
            continue
        if row is not None and _lookup_table(ev, rule, q):
            continue  # "| 99.5% | 3 hours 36 minutes |" under "| Uptime % | Allowed Downtime |": a conversion, no commitment
        if not ev.sentence_ok(rule, q.start, before_only=True, header=_framed(ev, rule, q.start)) \
                and (card is None or not ev.sentence_ok(rule, card.start)):
            continue
        # (not one inside a longer phrase the key spares: "chiller plant shutdown" is a data centre's own plant)
        if sentence_after and ev.blocked(sentence_after, q.end, ev.view.sentence_at(q.start).end, spared=spared):
            if passing and passing.search(ev.hits, q.end, ev.view.sentence_at(q.start).end) is not None:
                passed_on = i  # "7.36 kW total, 3.68 kW usable in A+B redundancy": the rack's words are the 3.68's
            continue  # "when the unavailability is fixed within one (1) minute, ... it will not be counted": a threshold
        if part_after and part_after.search(ev.hits, q.end, _part_end(ev, q, nxt)):
            continue  # "3.2 Tb/s InfiniBand and 100 Gbps Ethernet for front-end traffic": the 100 is the front end's
        if totals and header is None and per_unit is None and \
                totals.search(ev.hits, q.end, min(_part_end(ev, q, nxt), q.end + rule.after_window)):
            continue  # "InfiniBand: 3.2 Tb/s per node": a total after the figure as before it
        if periods and q.value != period_free and _other_period(ev, periods, same, i, spared):
            continue  # "Annual availability: 99.9%", "99.9% Up time Guarantee each calendar year": a yearly level
        if allowances and q.value != period_free and _other_period(ev, allowances, same, i) and \
                not _other_period(ev, own_periods, same, i):
            continue  # "a 99.9999% Uptime Guarantee ... no downtime exceeding 31.6 seconds in a year": a yearly level
        if restatements and q.value != period_free and _restated_over_period(ev, restatements, (periods, allowances),
                                                                             same, i) \
                and not _other_period(ev, own_periods, same, i):
            continue  # "a 99.999% uptime. This means ... no downtime exceeding 5 minutes and 15.6 seconds in a year"
        if periods and q.value != period_free and _defined_over_period(ev, (periods, allowances), q):
            continue  # "available ... at least 99.9% of the time" where "“99.9%” means ... 8 hours per each Service Year"
        if row is None and not _deadline(ev, rule, q, zone_start, after_end):
            continue
        # (in a table, only in the figure's own cell: "| 65以上 | 1.90 |" bounds the band of cards, no price)
        near = ev.text[max(zone_start, q.start - 8, own.start if own is not None else 0):
                       min(after_end, q.end + 6, own.end if own is not None else len(ev.text))]  # "5 or more minutes"
        # (a firm limit's bound is no stronger than the figure it limits: "响应时间为15分钟，最长不超过90分钟"
        # reads 15, with 90 its alternative; a hedged figure loses to it, Evidence.hedge_at)
        if not limits and ((bound != "at_most" and _bounded(ev, ev.rules.at_least, near, zone_start, lead, q.start)) or
                           (bound != "at_least" and _bounded(ev, ev.rules.at_most, near, zone_start, lead, q.start))):
            strength += 0.3
        if ev.rules.approx.search(ev.hits_of(ev.text[max(zone_start, q.start - 6):q.start])):
            strength -= 0.2
        if ev.rules.usual.search(ev.hits, zone_start, q.start):
            strength -= 0.2  # "we generally respond within 10-15 minutes" beside "we will respond within one hour"
        if ev.lesser(rule, q.start):
            strength -= 0.5
            kind = rule.extra.get("lesser_kind") or kind  # "Additional on-demand capacity ... is charged at USD 5.40 per GPU-hour": not the committed price
        if limits and out and out[-1][0].start <= same[i - 1].start < out[-1][0].end:
            # ... and no weaker either: as strong as it, so that a hedged figure loses to its firm limit ("will
            # endeavour to respond within 30 minutes, and in any event within 2 hours": 120, Evidence.hedge_at)
            strength = out[-1][0].strength
        trigger = before[-1] if before else after
        per_year = trigger is not None and _per_year(ev, rule, trigger)
        if per_year:
            strength -= 0.1  # the same figure stated per month is the better quote
        end = q.end if not after or before else after.end()
        if around_hit is not None:
            end = max(end, around_hit.end())
        if card is not None:
            end = max(end, label_word.end())  # "15 minutes / Response time": the card's label quoted with its figure
        if per_unit is not None:
            end = max(end, per_unit[1])  # "8卡H20服务器16台": the machines it is counted per
        end = max(end, named_ends.get(q.start, end))  # "7 days of credit": what the accepted figure is a length of
        # (the far end of a range read as both is quoted from its own figure on: "8元/卡时" of "3-8元/卡时")
        figures = [(q, q.start)]
        if both_ends and q.high is not None:
            figures.append((replace(q, value=q.high), _far_end_start(ev, q)))
        if around_hit is not None:
            figures = [(figure, min(start, around_hit.start())) for figure, start in figures]
        if pointer is not None:  # "The objective for this indicator is 99.95%": quoted from the words pointing back
            figures = [(figure, min(start, pointer.start())) for figure, start in figures]
        # (a later region's figure of a list by region is quoted with its region: "US 6 hours", not "6 hours", as the
        # user reads it beside "Europe 4 hours")
        place = _place_before(ev, q.start) if restated and _places_listed(ev, same[i - 1], q) else None
        if place is not None:
            figures = [(figure, min(start, place.start("scope"))) for figure, start in figures]
        for figure, start in figures:
            amount = convert(rule.key, figure)
            if per_year:
                amount = amount / 12  # "每个机柜年租金9.6万元": 8,000 a month
            # (a firm limit's span is its own clause: the words before belong to the figure it limits, whose
            # hedge is not the limit's, Evidence.hedge_at)
            # (the far end keeps its own span: widened to the trigger before the range it would be the near end's)
            # (and not from words of the figure of its kind before it: "100 Gbps Ethernet for front-end traffic and
            # 400 Gb/s InfiniBand" quotes the 400's own part)
            out.append((Candidate(rule.key, cast_value(rule.key, amount), start, end, strength, ev.amended(q.start),
                                  kind=kind, assumed=q.start in assumed, counted_in=calendared.get(q.start)), None if figure is not q else clause.start if limits
                        else topic if part_start is None else max(topic, part_start)))
    # the span should cover the subject and the value ("单柜供电功率不低于25千瓦")
    return [c if topic is None else _widen(ev, c, rule, topic) for c, topic in out]


def _bounds_length(ev: Evidence, trigger, q: Quantity) -> bool:
    """Is the trigger's object a length of time written right after it, before ``q`` (``not_length_bounds``): a duration
    ("up to 45 minutes: 5% of MRC", "不超过45分钟：…5%") or a clock's length ("up to 00:45: 5%")? That trigger bounds the
    length (an outage's band), not ``q``."""
    at = trigger.end() + len(ev.text[trigger.end():q.start]) - len(ev.text[trigger.end():q.start].lstrip())
    if at >= q.start:
        return False
    first = next((o for o in ev.quantities_in(at, q.start) if o.start == at), None)
    if first is not None:
        return first.kind == "duration" and first.end <= q.start
    clock = CLOCK_LENGTH.match(ev.text, at)
    return clock is not None and clock.end() <= q.start


SUBJECT_BOUND_REACH = 16  # characters before a bound word a measure's name may start in ("服务可用性在不高于")


def _bounds_subject(ev: Evidence, subjects: Phrases, copulas, trigger) -> bool:
    """Is the trigger written right after the name of a measure of ``subjects`` (``bounded_subjects``: "月可用性不高于99%的，
    赔偿当月服务费的30%"), spaces and ``copulas`` (``bounded_subject_copulas``: "在") alone between them? It bounds that
    measure (a credit tier's band of availability), not the key's figure."""
    start = trigger.start()
    return any(m.end() <= start and _only_copulas(ev.text[m.end():start], copulas)
               for m in subjects.find(ev.hits, max(0, start - SUBJECT_BOUND_REACH), start))


def _only_copulas(gap: str, copulas) -> bool:
    """Does ``gap`` hold nothing but spaces and ``copulas``?"""
    for word in sorted(copulas, key=len, reverse=True):
        gap = gap.replace(word, "")
    return not gap.strip()


def _aside_start(ev: Evidence, clause, q: Quantity) -> int:
    """Where the words of ``q``'s clause may begin past the commas of an aside: the start of the earliest clause before
    it in its sentence from which on, up to ``q``, no other figure stands ("Each cabinet, power and cooling included, is
    $1,400 per month": the sentence's start; "每卡显存80GB，租金40元/小时": the clause of the 40, the 80 between)."""
    start = clause.start
    for before in reversed([c for c in ev.view.sentence_at(q.start).clauses if c.end <= clause.start]):
        if any(ch.isdigit() for ch in ev.text[before.start:start]):
            break
        start = before.start
    return start


def _headed(ev: Evidence, rule: KeyRule, q: Quantity):
    """The heading right above the sentence of ``q`` (a numbered or Markdown heading line, layout.yaml
    ``headings``) when it names this key alone (a trigger of it, of no other key) and the sentence is a bare
    commitment of the figure: one of the key's ``heading_cues`` before it ("承诺", "不低于"), no trigger of any
    key in it and none of its ``heading_blockers`` (another measure: "折扣", "利用率"). "2. 业务可用性" over "容器服务承诺99.95%。" promises the availability; else None."""
    cues = rule.phrases("heading_cues")
    if not cues:
        return None
    sentence = ev.view.sentence_at(q.start)
    k = ev.view.sentence_index(sentence.start)
    if k == 0 or not cues.search(ev.hits, sentence.start, q.start):
        return None
    end = _consequence_start(ev, rule, sentence, q)
    if rule.phrases("heading_blockers").search(ev.hits, sentence.start, end):
        return None
    head = ev.view.sentences[k - 1]
    heads = ev.reach.headings()
    i = bisect.bisect_left(heads, head.start)
    if i == len(heads) or heads[i] != head.start:
        return None
    others = [r for r in ev.rules.keys.values() if r is not rule]
    if not rule.triggers.search(ev.hits, head.start, head.end) or \
            any(r.triggers.search(ev.hits, s, e) for r in others for s, e in ((head.start, head.end),
                                                                                (sentence.start, end))):
        return None
    return head


def _indicator_named(ev: Evidence, rule: KeyRule, q: Quantity):
    """The key's words naming the indicator that ``q``'s sentence sets its objective for by pointing back
    (``indicator_refs`` before the figure: "The objective for this indicator is 99.95%"), in the nearest earlier
    sentence of its section, up to INDICATOR_REACH back, that defines an indicator (``indicator_opens``: "The SLI for
    reliability is the percentage of requests which do not return a server error", Tecton's SLA): one of the key's
    ``indicator_names`` there, with the pointing words; else None (that indicator is another measure's: "The SLI for
    latency is ...")."""
    refs = rule.phrases("indicator_refs")
    if not refs:
        return None
    sentence = ev.view.sentence_at(q.start)
    pointer = refs.search(ev.hits, sentence.start, q.start)
    if pointer is None:
        return None
    k = ev.view.sentence_index(sentence.start)
    heads = set(ev.reach.headings())
    opens, names = rule.phrases("indicator_opens"), rule.phrases("indicator_names")
    for j in range(k - 1, max(-1, k - 1 - INDICATOR_REACH), -1):
        earlier = ev.view.sentences[j]
        if earlier.start in heads:
            return None  # another section's
        if opens.search(ev.hits, earlier.start, earlier.end) is not None:
            name = names.search(ev.hits, earlier.start, earlier.end)
            return None if name is None else (name, pointer)
    return None


def _consequence_start(ev: Evidence, rule: KeyRule, sentence, q: Quantity) -> int:
    """Where the sentence of ``q`` turns to what follows when the figure is missed: the start of the first clause
    after the figure's that opens with one of the key's ``heading_consequences`` ("乙方承诺99.9%，未达到的按下表赔付"
    turns at "未达到"); else the sentence's end."""
    consequences = rule.phrases("heading_consequences")
    if consequences:
        for c in sentence.clauses:
            if c.start < q.end:
                continue
            lead = c.start + len(ev.text[c.start:c.end]) - len(ev.text[c.start:c.end].lstrip(" \t，,；;、"))
            hit = consequences.search(ev.hits, lead, c.end)
            if hit is not None and hit.start() == lead:
                return c.start
    return sentence.end


_FIGURE = re.compile(r"\d[\d,.]*")


def _begins_blocker(ev: Evidence, blockers: Phrases, trigger, spared: Phrases | None = None) -> bool:
    """Is the trigger after a number the first words of a longer blocker ("0.5 kW per rack unit": "per rack" opens
    "per rack unit", a density per U), not itself part of a longer phrase the key spares (``not_blockers``: "/月起"
    of "8000元/月起算", a fee and when it starts)?"""
    end = trigger.end() + BLOCKER_REACH
    kept = [m.span() for m in spared.find(ev.hits, trigger.start(), end + BLOCKER_REACH)] if spared else []
    return any(m.start() <= trigger.start() and m.end() > trigger.end()
               and not any(s <= m.start() and m.end() <= e and e - s > m.end() - m.start() for s, e in kept)
               for m in blockers.find(ev.hits, trigger.start(), end))


BLOCKER_REACH = 24  # characters past a trigger in which a longer blocker it opens may end


def _far_end_start(ev: Evidence, q: Quantity) -> int:
    """Where the far end of the range ``q`` is written: its second figure ("12000" of "8000-12000元"; "16" of "8-16 H100
    GPUs", not the model's 100 after it), else one past the range's start (a span of its own beside the near end's)."""
    figures = _FIGURE.finditer(ev.text, q.start, q.end)
    far = next(figures, None) and next(figures, None)
    return far.start() if far is not None else q.start + 1


def _choices(ev: Evidence, rule: KeyRule, same: list[Quantity]) -> set[int]:
    """Indices of the numbers in ``same`` that are one of a choice the text leaves open: two
    numbers of the kind with only a word of the key's ``choice_joiners`` between them ("可以选择
    一年或三年合同期限", "a 1-year or 3-year term"), or a bare figure and a joiner right before a
    number, the figure taking its unit ("12 or 36 months"): the contract fixes neither."""
    joiners = {str(j).lower() for j in rule.extra.get("choice_joiners") or ()}
    out: set[int] = set()
    if not joiners:
        return out
    for i in range(1, len(same)):
        if same[i - 1].end <= same[i].start and \
                ev.text[same[i - 1].end:same[i].start].strip().lower() in joiners:
            out.update((i - 1, i))
    # ... or a bare figure that borrows the number's unit ("The contract term is 12 or 36 months")
    for i, q in enumerate(same):
        before = ev.text[max(0, q.start - CHOICE_REACH):q.start].rstrip()
        for joiner in joiners:
            if before.lower().endswith(joiner) and _BARE_FIGURE.search(before[:len(before) - len(joiner)]):
                out.add(i)
    return out


def _bounded(ev: Evidence, words: Phrases, near: str, zone_start: int, lead: int | None, start: int) -> bool:
    """A bound word of ``words`` beside the number (``near``: "5 or more minutes"), ending right
    before the number at ``start`` however long it is ("and after that no later than 8 hours"), or
    right before the trigger that opens its words ("a maximum response time of 90 minutes")."""
    if words.search(ev.hits_of(near)) is not None:
        return True
    for anchor, reach in ((start, BOUND_WORD_REACH), (lead, BOUND_REACH)):
        if anchor is not None and any(not ev.text[m.end():anchor].strip()
                                      for m in words.find(ev.hits, max(zone_start, anchor - reach), anchor)):
            return True
    return False


def _later_figures_marks(ev: Evidence, phrases, figures: list[Quantity], later: int, start: int, end: int) -> bool:
    """Is every word of ``phrases`` in [start, end) a mark written right after one of the ``figures`` from index
    ``later`` on (in the text's order), only spaces between ("$165/kW" after "$198,000 (1,200 kW at")?"""
    ends = set()
    for f in itertools.islice(figures, later, None):  # (not the whole document's figures after: ~10^4 on 200 pages)
        if f.start >= end:
            break  # (this one and every later figure end at ``end`` or after)
        if f.end < end:
            ends.add(f.end)
    if not ends:
        return False
    for hit in phrases.find(ev.hits, start, end):
        k = hit.start()
        while k > start and ev.text[k - 1].isspace():
            k -= 1
        if k not in ends:
            return False
    return True


def _quoted_counted_from(ev: Evidence, rule: KeyRule, found: list[Candidate]) -> list[Candidate]:
    """``found`` with each derived statement's span run on to the words right beside it that count its time from
    another start (``counted_from``: "故障发生后30日内提出", "claim within 30 days of the incident"): its finding names
    them, so a reader sees what the days run from."""
    words = rule.phrases("counted_from")
    if not words:
        return found
    out = []
    for c in found:
        start, end = c.start, c.end
        if c.kind == ESTIMATE:
            for hit in words.find(ev.hits, max(0, c.start - NAMED_AFTER_REACH), c.end + NAMED_AFTER_REACH):
                if hit.end() <= c.start and not ev.text[hit.end():c.start].strip():
                    start = min(start, hit.start())
                elif hit.start() >= c.end and not ev.text[c.end:hit.start()].strip():
                    end = max(end, hit.end())
        out.append(c if (start, end) == (c.start, c.end) else replace(c, start=start, end=end))
    return out


def _beside(ev: Evidence, phrases, q: Quantity) -> bool:
    """Does a word of ``phrases`` end right before ``q`` or begin right after it, only spaces between?"""
    return _named_right_after(ev, phrases, q) is not None or any(
        not ev.text[hit.end():q.start].strip() for hit in phrases.find(ev.hits, max(0, q.start - NAMED_AFTER_REACH), q.start))


def _share_of_share(ev: Evidence, rule: KeyRule, joiners: tuple[str, ...], q: Quantity) -> Quantity | None:
    """``q``, a share, read with a share its words take it of (``share_joiners``): "三分之一的50%" is one sixth, the
    product of the two, quoted from the first; None for the first of such two (the product is read at the second), and
    for a share taken of a share the key's ``share_words`` name without a figure ("一半的60%", "50%的一半"), which the
    contract leaves to be worked out (review), never the figure alone."""
    def joined(left: int, right: int) -> bool:
        return ev.text[left:right].strip().lower() in joiners

    words = rule.phrases("share_words")
    near = [s for s in ev.quantities_in(max(0, q.start - SHARE_REACH), q.end + SHARE_REACH) if s.kind == q.kind]
    if any(s.start >= q.end and joined(q.end, s.start) for s in near):
        return None  # the first of two: read with the second
    if words and any(joined(h.end(), q.start) or joined(q.end, h.start())
                     for h in words.find(ev.hits, max(0, q.start - SHARE_REACH), q.end + SHARE_REACH)):
        return None
    before = next((s for s in reversed(near) if s.end <= q.start and joined(s.end, q.start)), None)
    if before is None:
        return q
    return replace(q, start=before.start, value=before.value * q.value / 100, high=None, word_numeral=False)


def _named_right_after(ev: Evidence, phrases, q: Quantity) -> int | None:
    """The end of a word of ``phrases`` beginning right after ``q``, only spaces between ("7 days of credit"), or None."""
    hit = next(iter(phrases.find(ev.hits, q.end, q.end + NAMED_AFTER_REACH)), None)
    return hit.end() if hit is not None and not ev.text[q.end:hit.start()].strip() else None


CLAUSE_ENDS = ".;,)\n"  # marks that end the clause right after a figure (``_named_by_sentence``)


def _named_by_sentence(ev: Evidence, phrases, q: Quantity) -> int | None:
    """``q``'s own end where its sentence names, before it, what it is a length of (``accepts_by_sentence``: "one day's
    service for every hour ..., up to a total of 30 days": days of that service) and ``q`` ends its clause (not "up to 30
    days after the outage", a time from something); else None."""
    if not phrases:
        return None
    rest = ev.text[q.end:].lstrip(" \t")
    if rest and rest[0] not in CLAUSE_ENDS:
        return None
    sentence = ev.view.sentence_at(q.start)
    return q.end if next(iter(phrases.find(ev.hits, sentence.start, q.start)), None) is not None else None


def _stated_factor(ev: Evidence, rule: KeyRule, q: Quantity) -> float | None:
    """The factor an estimate's sentence states instead of the assumed one (``estimated_with``):
    the value of the quantity of that kind nearest to ``q`` ("32A 230V": 0.23 kV, 7.36 kW, not
    7.04 at the assumed 220 V), or None when the sentence states none."""
    kind = rule.extra.get("estimated_with", {}).get(q.kind)
    if kind is None:
        return None
    sentence = ev.view.sentence_at(q.start)
    stated = [s for s in ev.quantities_in(sentence.start, sentence.end) if s.kind == kind]
    nearest = min(stated, key=lambda s: min(abs(s.start - q.end), abs(q.start - s.end)), default=None)
    return nearest.value if nearest is not None else None


def _counted_per(ev: Evidence, rule: KeyRule, q: Quantity) -> tuple[str, tuple[int, int]] | None:
    """What ``q`` is counted per: the role that gives it (``trigger`` or ``blocker``) and the span
    of what it is counted per, or None. That is a quantity written right before it, only spaces
    or a word of what each one holds between (``after_quantity``: "16台8卡", "16台搭载8张"); a mark right after it (``per_marks``: "8卡/台", read
    as ``after_quantity`` reads a quantity of the mark's kind); or a quantity after it in its own
    words, no punctuation or other number between and one of the words naming a thing of that
    kind (``before_quantity``, ``before_quantity_words``: "8卡H20服务器16台", not "1,024 GPUs in
    128 servers"); or a word naming what holds it right after it (``loose_before``, ``loose_before_words``:
    "租用8卡H800服务器", not "64卡H800服务器集群")."""
    after = rule.extra.get("after_quantity")
    before = rule.extra.get("before_quantity")
    loose = rule.extra.get("loose_before")
    if not after and not before and not loose:
        return None
    if after:
        prev = next((p for p in reversed(ev.quantities_in(max(0, q.start - ADJACENT_REACH), q.start))
                     if p.end <= q.start), None)
        if prev is not None and prev.kind in after and _linked(ev, rule, prev, q):
            return after[prev.kind], (prev.start, prev.end)
        for kind, role in after.items():
            mark = rule.phrases("per_marks", kind).search(ev.hits, q.end, q.end + ADJACENT_REACH)
            if mark is not None and not ev.text[q.end:mark.start()].strip():
                return role, mark.span()
    if before:
        nxt = next((n for n in ev.quantities_in(q.end, q.end + ADJACENT_REACH) if n.start >= q.end), None)
        if nxt is not None and nxt.kind in before and _OWN_WORDS.fullmatch(ev.text[q.end:nxt.start]) and \
                rule.phrases("before_quantity_words", nxt.kind).search(ev.hits, q.end, nxt.start) is not None:
            return before[nxt.kind], (nxt.start, nxt.end)
    # ... or the word of what holds it right after it (``loose_before``: "租用8卡H800服务器": eight in each server)
    held = _held_by(ev, rule, q, rule.phrases("not_blockers")) if loose else None
    if held is not None and (loose != "blocker" or _one_things(ev, rule, q)):
        return loose, held
    return None


def _one_things(ev: Evidence, rule: KeyRule, q: Quantity) -> bool:
    """Could ``q``, right before a word of what holds it, be what one such thing holds: no larger than
    ``loose_before_largest`` ("乙方提供8卡H800服务器", not "乙方提供64卡服务器") and no word of ``loose_before_counted_by``
    before it in its clause ("共8卡H800服务器": eight counted together)?"""
    largest = rule.extra.get("loose_before_largest")
    if largest is not None and q.value > largest:
        return False
    clause = ev.view.clause_at(q.start)
    return rule.phrases("loose_before_counted_by").search(ev.hits, clause.start, q.start) is None


def _counted_one(ev: Evidence, rule: KeyRule, start: int, end: int, spared) -> tuple[tuple[int, int], ...] | None:
    """For the words of ``counted_blockers`` in [start, end) (not inside a phrase the key spares), what the things of
    their kind counted before them in their paragraph make them (``_counts_before``): None where one count there is
    above one (one thing of several: "甲方租用4台8卡服务器。服务器月租金8万元" is a server's rent, no fee of the order),
    else the spans from a count of one to the words, which the key's blockers leave alone ("租用1台H800整机，整机月租金
    8万元": the one machine is the order); () with nothing counted."""
    kept = []
    for kind in rule.extra["counted_blockers"]:
        words = rule.phrases("counted_blockers", kind)
        for m in words.find(ev.hits, start, end):
            if not ev.blocked(words, m.start(), m.end(), spared=spared):
                continue  # "4台服务器月租金合计32万元": the servers' total
            counts = _counts_before(ev, rule, kind, m.start())
            if any(c.value > 1 for c in counts):
                return None
            kept += [(c.start, m.end()) for c in counts]
    return tuple(kept)


UNIT_KINDS = ("node", "card")  # the quantities that count units themselves ("4台", "8卡")


def _units_counted(ev: Evidence, rule: KeyRule, q: Quantity) -> bool:
    """Does the line or sentence of ``q`` (a figure after a word of ``unit_price_blockers``) count units: a word of
    ``unit_count_words`` ("数量"), or another number with a word of ``unit_counters`` right after it ("4台", "10个机柜";
    not "12个月", a period)? A unit price is one unit's of several there, and the order's fee only where none is counted."""
    text = ev.text
    sentence = ev.view.sentence_at(q.start)
    start = min(text.rfind("\n", 0, q.start) + 1, sentence.start)
    end = text.find("\n", q.end)
    end = max(end if end >= 0 else len(text), sentence.end)
    words = rule.phrases("unit_count_words")
    if words and words.search(ev.hits, start, end) is not None:
        return True
    counters = rule.phrases("unit_counters")

    def counts(c: Quantity) -> bool:
        if c.start == q.start or c.kind == "period" or c.value <= 1:
            return False  # (the price itself, a term, one unit: the one unit priced is the order)
        if c.kind in UNIT_KINDS:
            return True
        after = counters.search(ev.hits, c.end, c.end + 2) if counters else None
        return after is not None and not text[c.end:after.start()].strip()

    return any(counts(c) for c in ev.quantities_in(start, end))


def _counts_before(ev: Evidence, rule: KeyRule, kind: str, pos: int) -> list[Quantity]:
    """The quantities of ``kind`` before ``pos`` in its paragraph (its line of the view, within LEAD_IN_REACH: "甲方租用
    4台服务器。服务器月租金8万元"; a clause numbered apart is a line of its own) that count things the key names
    (``counted_things``: one of them in or after the count in its clause, before the next count of the kind; "4台交换机" counts
    no server); all of them where the key names no things of the kind."""
    text = ev.text
    floor = ev.view.sentence_at(max(0, pos - LEAD_IN_REACH)).start
    begin = _list_start(text, max(text.rfind("\n", 0, pos) + 1, floor), floor)
    things = rule.phrases("counted_things", kind)
    counts = [c for c in ev.quantities_in(begin, pos) if c.kind == kind and c.end <= pos]
    if not things:
        return counts
    kept = []
    for i, c in enumerate(counts):
        stop = min(ev.view.clause_at(c.start).end, pos, counts[i + 1].start if i + 1 < len(counts) else pos)
        if things.search(ev.hits, c.start, stop) is not None:  # (the thing may be the count's unit: "4个节点")
            kept.append(c)
    return kept


def _list_start(text: str, line: int, floor: int) -> int:
    """Where the numbered list whose item opens at ``line`` starts, the items before it on the lines right above, each
    opening with a clause number of its own level and form ("1. 甲方租用4台服务器。" over "2. 服务器月租金8万元。": one
    list, the servers counted in the item before are those the rent is of), no further back than ``floor``; ``line``
    itself where it opens no numbered item (a heading or an unnumbered line between parts one list from another)."""
    end = text.find("\n", line)
    own = find_clause_number(text[line:end if end >= 0 else len(text)])
    if own is None:
        return line
    shape = _number_shape(own)
    while line > floor:
        above = text.rfind("\n", 0, line - 1) + 1
        found = find_clause_number(text[above:line - 1])
        if found is None or _number_shape(found) != shape or above < floor:
            break
        line = above
    return line


def _number_shape(number) -> tuple[str, str]:
    """A clause number's level and its form, each run of numerals (Arabic or Chinese) one mark: "1" and "2", "第三条" and
    "第四条", "（一）" and "（二）" are each of one form, "3.1" not of "3"'s."""
    return number.level, re.sub("9+", "9", "".join("9" if c.isnumeric() else c for c in number.label))


def _held_by(ev: Evidence, rule: KeyRule, q: Quantity, spared) -> tuple[int, int] | None:
    """The span of a word naming what holds ``q`` (``loose_before_words``), written right after it, nothing or only its
    own words between ("8卡H800服务器": eight cards in a server of that kind, the servers not counted), unless that word
    is part of a phrase the key spares (``not_blockers``: "64卡H800服务器集群" is the cluster's); else None."""
    words = rule.phrases("loose_before_words")
    found = words.search(ev.hits, q.end, q.end + ADJACENT_REACH) if words else None
    if found is None:
        return None
    gap = ev.text[q.end:found.start()]
    if (not gap.strip() or _OWN_WORDS.fullmatch(gap) is not None) and \
            ev.blocked(words, found.start(), found.end(), spared=spared):
        return found.span()
    return None


def _restates_earlier(ev: Evidence, words, q: Quantity, own=None) -> bool:
    """Does ``q`` repeat a figure of its kind and value in the sentence right before its own, one of
    ``words`` (``restated_blockers``) in that figure's clause before it ("乙方保证…每月因故障中断的不可用时间小于4小时。
    如果中断不可用时间超过4小时，甲方将扣除部分租用费": the month's total allowed, said again, no single outage's)?
    Not when one of ``own`` (``restated_not_blockers``) stands in ``q``'s clause before it: a figure of its own,
    though equal ("每月累计中断时间不超过4小时。单次中断超过4小时的，…": each outage's threshold)."""
    sentence = ev.view.sentence_at(q.start)
    if sentence.start == 0:
        return False
    if own and own.search(ev.hits, ev.view.clause_at(q.start).start, q.start) is not None:
        return False
    before = ev.view.sentence_at(sentence.start - 1)
    for p in ev.quantities_in(before.start, min(before.end, sentence.start)):
        if p.kind == q.kind and p.value == q.value and p.end <= sentence.start:
            clause = ev.view.clause_at(p.start)
            if words.search(ev.hits, clause.start, p.start) is not None:
                return True
    return False


def _linked(ev: Evidence, rule: KeyRule, prev: Quantity, q: Quantity) -> bool:
    """Is ``q`` written right after ``prev``: only spaces between ("16台8卡"), or one of the words that
    say what each ``prev`` holds (``after_quantity_links``: "128台搭载8张")?"""
    gap = ev.text[prev.end:q.start]
    if not gap.strip():
        return True
    link = rule.phrases("after_quantity_links", prev.kind).search(ev.hits, prev.end, q.start)
    return link is not None and not ev.text[prev.end:link.start()].strip() and not ev.text[link.end():q.start].strip()


# words, no punctuation, the first not opening with a digit ("H20服务器", not "，共")
_OWN_WORDS = re.compile(r"[ \t]*[^\W\d][\w \t]*")
ADJACENT_REACH = 16  # characters before or after a number in which what it is counted per may start
ASIDE_CLAUSES = 2  # clauses without a number that may stand between a subject and its figure
LIMIT_TAIL = 2  # letters after the figure of a firm limit that takes the clause before's words ("最长90分钟以内")


LIST_ITEM_WORDS = 3  # words of a clause that is one item of a list ("core compute, storage, and networking")
LIST_TAIL_WORDS = 5  # words before the figure in the clause that ends the list ("and networking services is 99.9%")
_LIST_ITEM = re.compile(r"\s*[A-Za-z][A-Za-z-]*(?:\s+[A-Za-z][A-Za-z-]*)*\s*,")


def _topic_start(ev: Evidence, rule: KeyRule, clause, q: Quantity, earlier: int | None = None) -> tuple[int, bool]:
    """Where a number's own words may begin: its clause, or, when that clause is only a bound
    and the figure ("不低于99.9%", "不超过4小时", "no less than 99.9%"; for a deadline key one of
    its ``deadline`` words: "Credit requests must be submitted in writing, within thirty (30)
    days") and only asides without a number stand between, an earlier clause of its sentence
    ("集群月可用性，按自然月计算，不低于99.9%"): the subject is named once, before the asides. A
    clause that ends a list ("The
    monthly uptime for core compute, storage, and networking services is 99.9%": the last item
    and a verb before the figure) begins where the list's head does. A clause that opens with a
    firm limit word (``hedge_limits``) and holds only the limit and the figure, up to LIMIT_TAIL
    letters after it ("目标响应时间15-30分钟，最长不超过90分钟"), takes its words from the clause
    before, though that one has a figure: the limit is that figure's; then the second item
    returned is True (else False). So does such a limit right after the figure before it in the
    same clause (``earlier``: that figure's end; "respond within 30 minutes and in any event within 2
    hours", no comma): the topic is then the clause's own start."""
    start, at = clause.start, q.start
    listed, limit = _clause_opening(ev, clause, at)
    if listed is not None:
        return listed, False
    attribute = rule.phrases("attribute_openers").search(ev.hits, clause.start, at)
    if attribute is not None and not ev.text[clause.start:attribute.start()].strip():
        # "机柜数量10个，额定功率7kW": one of the attributes listed of the thing its sentence opens with
        return ev.view.sentence_at(clause.start).start, False
    # the limit's words begin after the figure before it when that is in the clause too
    own = earlier if earlier is not None and clause.start < earlier <= at else clause.start
    if own != clause.start:
        limit = ev.rules.hedge_limits.search(ev.hits, own, at)
    # a firm limit opening a clause without the key's words ("，最长不超过90分钟", ``hedge_limits``) bounds
    # the figure before it (after a joining word, and before a bound: "…, and in any event within 2 hours", "…, but in
    # any event within 2 hours"; ``limit_joiners``)
    if limit is not None and (ev.text[own:limit.start()].strip(" ,").lower() not in ev.rules.limit_joiners | {""}
                              or sum(ch.isalnum() for ch in ev.text[q.end:clause.end]) > LIMIT_TAIL
                              or rule.triggers.search(ev.hits, own, clause.end) is not None):
        limit = None
    opening = limit.end() if limit is not None else clause.start
    bound = ev.rules.bounds.search(ev.hits, opening, at) if limit is not None else None
    if bound is not None and not ev.text[opening:bound.start()].strip() and not ev.text[bound.end():at].strip():
        opening = bound.end()
    bounds = (b.search(ev.hits, opening, at) for b in (ev.rules.predicates, rule.phrases("deadline")) if b)
    if not (limit is not None and not ev.text[opening:at].strip()) and \
            not any(b is not None and not ev.text[opening:b.start()].strip() and not ev.text[b.end():at].strip()
                    for b in bounds):
        return start, False
    if own != clause.start:
        return start, True  # (a limit: a bound alone cannot open the clause before a figure in it)
    sentence = ev.view.sentence_at(clause.start)
    before = [c for c in sentence.clauses if c.end <= clause.start]
    for c in reversed(before[-(ASIDE_CLAUSES + 1):]):
        if ev.quantities_in(c.start, c.end):
            # a clause with a number of its own is another statement, unless the limit is that
            # statement's ("目标响应时间15-30分钟，最长不超过90分钟": the 90 is a response time)
            return (c.start, True) if limit is not None else (start, False)
        start = c.start
    return start, False


def _clause_opening(ev: Evidence, clause, at: int):
    """What ``_topic_start`` asks of a number's clause before any key's own words: the start of
    the list the clause ends (``_list_head``, when few words stand before the figure at ``at``),
    else the firm limit word opening it (``hedge_limits``: "，最长不超过90分钟" bounds the figure
    before it), else None. The same for every key: asked once per number (``Evidence.memo``),
    not once per key that reads it."""
    memo = ev.memo("clause_opening")
    got = memo.get((clause.start, clause.end, at))
    if got is None:
        listed = _list_head(ev, clause) if len(ev.text[clause.start:at].split()) <= LIST_TAIL_WORDS else None
        limit = ev.rules.hedge_limits.search(ev.hits, clause.start, at) if listed is None else None
        got = memo[(clause.start, clause.end, at)] = (listed, limit)
    return got


def _list_head(ev: Evidence, clause) -> int | None:
    """The start of the clause that opens the list ``clause`` ends, or None: one or more list
    items before it (clauses of at most ``LIST_ITEM_WORDS`` words and no number, "storage,"),
    the clause before them holding no number either."""
    sentence = ev.view.sentence_at(clause.start)
    before = [c for c in sentence.clauses if c.end <= clause.start]
    words = ev.text[clause.start:clause.end].split()[:LIST_ITEM_WORDS + 1]
    # the clause opens with the list's last items joined ("storage and networking services is 99.9%")
    items = int(any(w.lower() in ev.rules.coordination for w in words[1:]) and all(w.isalpha() for w in words[:1]))
    while before and _is_list_item(ev, before[-1]):
        before.pop()
        items += 1
    if not items or not before or ev.quantities_in(before[-1].start, before[-1].end):
        return None
    return before[-1].start


def _is_list_item(ev: Evidence, clause) -> bool:
    text = ev.text[clause.start:clause.end]
    return bool(_LIST_ITEM.fullmatch(text)) and len(text.split()) <= LIST_ITEM_WORDS \
        and not ev.quantities_in(clause.start, clause.end)


def _other_period(ev: Evidence, periods: Phrases, same: list[Quantity], i: int, spared: Phrases | None = None) -> bool:
    """Does a word of ``periods`` (``period_blockers``: another period than the key's own) stand in the
    stretch of its sentence that is ``same[i]``'s, not inside a longer phrase of ``spared`` (the key's ``not_blockers``:
    "one twelfth of the annual charge" is a month's share of the year's)? That runs from the figure of its kind before
    it, or the sentence's start, to the one after it, or the sentence's end; a joining word between two
    figures parts their words ("99.95% in any calendar month and 99.99% over each calendar year":
    the year is the second figure's; "99.99% each calendar year and 99.95% in any calendar month":
    the first's)."""
    q, sentence = same[i], ev.view.sentence_at(same[i].start)
    start, end = sentence.start, sentence.end
    if i and same[i - 1].end <= q.start and same[i - 1].start >= sentence.start:
        joins = list(_joiners(ev.rules.coordination).finditer(ev.text, same[i - 1].end, q.start))
        start = joins[-1].end() if joins else same[i - 1].end
    if i + 1 < len(same) and q.end <= same[i + 1].start < sentence.end:
        join = _joiners(ev.rules.coordination).search(ev.text, q.end, same[i + 1].start)
        end = join.start() if join else same[i + 1].start
    return any(ev.blocked(periods, a, b, spared=spared) for a, b in ((start, q.start), (q.end, end)))


def _defined_over_period(ev: Evidence, periods: tuple[Phrases, ...], q: Quantity) -> bool:
    """Does the document define the figure ``q`` is written as (a definition of "“99.9%”") with a word of another
    period in its meaning ("“99.9%” means a potential unavailability ... for an aggregate period of 8 hours per each
    Service Year")? Then the level is held over that period wherever the figure stands."""
    meaning = ev.definitions.of(ev.text[q.start:q.end])
    return meaning is not None and any(p and p.search(ev.hits, *meaning) is not None for p in periods)


def _restated_over_period(ev: Evidence, openers: Phrases, periods: tuple[Phrases, ...], same: list[Quantity],
                          i: int) -> bool:
    """Is ``same[i]`` the last level of its sentence, and does the sentence right after open with one of ``openers``
    (``period_restatements``: "This means", "In other words") and name another period ("Hostwinds promises a 99.999%
    uptime. This means that the network ... would be up with no downtime exceeding 5 minutes and 15.6 seconds in a
    year")? Then that sentence says what the level means, and the level is held over its period."""
    q, view = same[i], ev.view
    sentence = view.sentence_at(q.start)
    if i + 1 < len(same) and same[i + 1].start < sentence.end:
        return False
    k = view.sentence_index(sentence.start) + 1
    if k >= len(view.sentences):
        return False
    nxt = view.sentences[k]
    opener = openers.search(ev.hits, nxt.start, nxt.end)
    if opener is None or ev.text[nxt.start:opener.start()].strip():
        return False
    return any(p and p.search(ev.hits, opener.end(), nxt.end) is not None for p in periods)


@functools.lru_cache(maxsize=4)
def _joiners(words: frozenset) -> re.Pattern:
    """The joining words (``coordination``: "and", ",") as a pattern, a word whole, the longest first."""
    def whole(w: str) -> str:
        return (r"(?<!\w)" if w[0].isalnum() else "") + re.escape(w) + (r"(?!\w)" if w[-1].isalnum() else "")
    return re.compile("|".join(whole(w) for w in sorted(words, key=len, reverse=True)), re.IGNORECASE)


def _stated_after_estimate(ev: Evidence, rule: KeyRule, estimated: set[int], prev: Quantity, q: Quantity) -> bool:
    """Is ``q`` a figure stated in the key's own kind after an estimate (``estimates``: "32A" at 220 V) in its
    sentence, no other thing named between them (``estimate_other_things``: "空调额定功率5.5kW")? Then the words naming
    the estimate name it too; its own part's blockers still apply."""
    return prev.start in estimated and q.start not in estimated and prev.end <= q.start and \
        ev.view.sentence_at(prev.start).start == ev.view.sentence_at(q.start).start and \
        not ev.blocked(rule.phrases("estimate_other_things"), prev.end, q.start)


def _voided_feed(ev: Evidence, rule: KeyRule, voided: list[Quantity], prev: Quantity | None, q: Quantity):
    """The feed before ``q`` in its sentence whose estimate is void (``estimate_voided_by``: "208V 30A", a derated
    feed), no figure of the key's kind nor another thing that draws or holds power (``estimate_other_things``)
    between them, or None: ``q`` is then the feed's usable power stated apart, named by the words naming the feed, as
    a power stated after a feed that is estimated is (``_stated_after_estimate``)."""
    before = [f for f in voided if f.end <= q.start and (prev is None or f.start >= prev.end)]
    if not before:
        return None
    feed = before[-1]
    if ev.view.sentence_at(feed.start).start != ev.view.sentence_at(q.start).start or \
            ev.blocked(rule.phrases("estimate_other_things"), feed.end, q.start):
        return None
    return feed


def _restated_for_later_period(ev: Evidence, prev: Quantity, q: Quantity) -> bool:
    """Is ``q`` the figure before it restated for the standing period, with nothing but a joining
    word, ``later_periods`` words and a bound between them ("respond within 4 hours, and thereafter
    within 8 hours", "..., and after that, within 8 hours")? Then the first figure's trigger is the
    second's too: the clause names no act of its own."""
    later = ev.rules.later_periods.search(ev.hits, prev.end, q.start) if prev.end <= q.start else None
    if later is None or ev.view.sentence_at(prev.start).start != ev.view.sentence_at(q.start).start:
        return False
    if _PARENTHESES.sub("", ev.text[prev.end:later.start()]).strip(" ,;").lower() not in ev.rules.coordination | {""}:
        return False
    bound = ev.rules.bounds.search(ev.hits, later.end(), q.start)
    return bound is not None and not ev.text[later.end():bound.start()].strip(" ,") and \
        not ev.text[bound.end():q.start].strip()


def _own_commitment_after(ev: Evidence, prev: Quantity, q: Quantity) -> bool:
    """Does ``q`` stand in a clause of ``prev``'s sentence, after it, that opens by setting the writer's own commitment
    against it (examples ``resumed_by``: "行业平均可用性仅为99.5%，而我们承诺99.95%", "but we commit to")? Its figure is
    the provider's promise of what ``prev`` is a figure of: the market's or an example's figure before it names it."""
    clause = ev.view.clause_at(q.start)
    if not prev.end <= clause.start or ev.view.sentence_at(prev.start).start != ev.view.sentence_at(q.start).start:
        return False
    opening = ev.rules.example_resumed_by.search(ev.hits, clause.start, q.start)
    if opening is not None and not ev.text[clause.start:opening.start()].strip(" ,，、;；:：\n"):
        return True
    # ... or the sentence opens with the contrast and the commitment is the later clause's own verb ("While typical
    # providers offer 99.5% uptime, we guarantee 99.99%")
    start = ev.view.sentence_at(prev.start).start
    head = ev.rules.example_resumed_heads.search(ev.hits, start, prev.start)
    return head is not None and not ev.text[start:head.start()].strip(" ,，、;；:：\n") and \
        ev.rules.example_resumed_verbs.search(ev.hits, clause.start, q.start) is not None


def _restated_for_other_scope(ev: Evidence, prev: Quantity, q: Quantity) -> bool:
    """Is ``q`` the figure before it restated for another scope, after the very bound that figure had ("undertakes to
    change the defective parts in less than 4 hours on Superplan 2007, EG and MG; in less than 2 hours on the HG
    ranges", OVH's hardware guarantee; "within 4 hours for Standard plans and within 2 hours for Enterprise plans")?
    Each names a scope of its own (``Evidence.named_scopes``, none shared) and between them stands nothing but the
    first's scope, a joining word and the bound: the first figure's trigger is the second's too, each for its scope
    (the choice then offers both by scope, never the least for all). Not "within 4 hours; in any case no later than
    8 hours": another bound, no scope."""
    if prev.end > q.start or q.start - prev.end > RESTATED_REACH or \
            any(mark in ev.text[prev.end:q.start] for mark in ("\n", "。", ". ")):
        return False
    words = ev.text[prev.end:q.start].split()
    lead = next((k for k in range(1, min(RESTATED_LEAD_WORDS, len(words)) + 1)
                 if any(b.search(ev.hits, q.start - len(" ".join(words[-k:])) - 1, q.start)
                        for b in (ev.rules.bounds, ev.rules.below))
                 and " ".join(ev.text[max(0, prev.start - 80):prev.start].split()).lower().endswith(
                     " ".join(words[-k:]).lower())), None)
    if lead is None:
        if _places_listed(ev, prev, q):
            return True
        # ... or the second figure stated in the first's very form, the bound left unsaid ("99.9% for Standard plans and
        # 99.99% for Enterprise plans"): the same joining word opens each figure's scope right after it
        after = ev.text[q.end:q.end + RESTATED_REACH].split()[:1]
        if not words or not after or words[0].lower() != after[0].lower() or words[0].lower() not in ev.rules.scope_joiners:
            return False
        lead = 0
    mine, theirs = ev.named_scopes(prev.start, prev.end), ev.named_scopes(q.start, q.end)
    if not mine or not theirs or {w.lower() for w in mine} & {w.lower() for w in theirs}:
        return False
    gap = " ".join(words[:len(words) - lead])
    for name in mine:
        gap = gap.replace(name, " ")
    left = {w.strip(",;").lower() for w in gap.split()} - {""}
    return left <= ev.rules.scope_joiners


def _places_listed(ev: Evidence, prev: Quantity, q: Quantity) -> bool:
    """Are ``prev`` and ``q`` two figures of a list each right after the region it is stated for (evidence.yaml
    ``scopes.places``), a comma or a joining word between the first and the second's region ("Replacement Server:
    Europe 3 hours, US 4 hours, Asia 4 hours", DataPacket's SLA)? Then the words before the first name each."""
    mine, theirs = _place_before(ev, prev.start), _place_before(ev, q.start)
    if mine is None or theirs is None or mine.group("scope").lower() == theirs.group("scope").lower():
        return False
    gap = {w.lower() for w in ev.text[prev.end:theirs.start()].replace(",", " ").split()}
    return gap <= ev.rules.scope_joiners


def _place_before(ev: Evidence, at: int) -> re.Match | None:
    """The region (evidence.yaml ``scopes.places``) named right before the figure at ``at``, nothing between them."""
    return next((m for p in scope_patterns().places for m in p.finditer(ev.text, max(0, at - PLACE_REACH), at)
                 if not ev.text[m.end():at].strip()), None)


PLACE_REACH = 40  # characters before a figure its region's name may start at (``_places_listed``)
RESTATED_LEAD_WORDS = 4  # words of a bound restated before a figure ("in less than", "no later than")
RESTATED_REACH = 160  # characters between a figure and its restatement for another scope


def _stated_as(ev: Evidence, stated_by, q: Quantity) -> bool:
    """Is the standalone word ``q`` what words right before it say the thing is, closing its clause (``standalone_after``:
    "底层数据网络为万兆", a network's rate)?"""
    if not stated_by or ev.text[q.end:ev.view.clause_at(q.start).end].strip(" \t。；;，,.\n"):
        return False
    return any(m.end() == q.start for m in stated_by.find(ev.hits, max(0, q.start - STANDALONE_REACH - 8), q.start))


def _respective_list(ev: Evidence, q: Quantity) -> tuple[int, list[tuple[int, int]]] | None:
    """The respective word (``respective``: 分别) before ``q`` in its part of the sentence, after a list of measures
    joined by coordination words ("数据持久性和服务可用性分别为99.9999%和99.95%"): where the word ends and each measure's
    span, in their order; None when no such word stands there or it follows one measure alone."""
    text, marks = ev.text, ev.rules.respective
    if not marks:
        return None
    word = None
    if marks.may_start_in(ev.hits, max(0, q.start - RESPECTIVE_REACH), q.start):
        for m in marks.find(ev.hits, max(0, q.start - RESPECTIVE_REACH), q.start):
            if m.end() <= q.start and not any(ch in RESPECTIVE_PARTS for ch in text[m.end():q.start]):
                word = m
    if word is None:
        return _respective_after(ev, q)
    part = max(text.rfind(ch, 0, word.start()) for ch in RESPECTIVE_PARTS + "：:") + 1
    joiners = _item_joiners(ev)
    items, at = [], part
    for j in joiners.finditer(text, part, word.start()):
        items.append((at, j.start()))
        at = j.end()
    items.append((at, word.start()))
    return (word.end(), items) if len(items) >= 2 else None


def _listed_things(ev: Evidence, items: list[tuple[int, int]], words: int | None = None) -> list[tuple[int, int]] | None:
    """The things listed before a respective word that the words closing the last item name one measure of, each
    thing's span in their order: the last item's words before a respective head ("标准版和企业版的服务可用性分别为99.9%
    和99.95%", "北京节点和上海节点的服务可用性…": each plan's, each site's level), or plans listed by name, the last
    one's name followed by the measure's words ("标准版和企业版服务可用性…"); None for a list of measures ("数据持久性和
    服务可用性分别为…"), or where the key's words (at ``words``, when given) stand before the end of the last thing."""
    lo, hi = items[-1]
    item = ev.text[lo:hi]
    cut = min((item.find(w) for w in ev.rules.respective_heads if w in item), default=-1)
    end = lo + cut if cut > 0 else None
    # ... or the things after "of" in the first item, the measure's words before it, the last thing ended by a verb
    # ("The availability of the Standard and Enterprise plans are ..."), each thing a name (capitalised) or a scope
    of = _respective_of(ev, items[0]) if end is None else None
    if of is not None and (words is None or items[0][0] <= words < of):
        verb = ev.rules.respective_ends.search(ev.hits, lo, hi)
        things = [(of, items[0][1])] + items[1:-1] + [(lo, verb.start() if verb is not None else lo)]
        kinds = ev.text[lo:verb.start() if verb is not None else lo].lower().split()
        named = " ".join(kinds[-2:]) in ev.rules.respective_kinds or kinds[-1:] and kinds[-1] in ev.rules.respective_kinds
        return things if named or all(_named(ev, a, b) for a, b in things) else None
    if end is None and all(ev.names_scope(a, b) for a, b in items[:-1]):
        end = next((k for k in range(lo + 1, hi) if ev.names_scope(lo, k)), None)
    if end is None or (words is not None and not end <= words < hi):
        return None
    return items[:-1] + [(lo, end)]


def _named(ev: Evidence, start: int, end: int) -> bool:
    """Does the text from ``start`` to ``end`` name a thing: a plan or a scope (``Evidence.names_scope``), or words a
    capital opens ("Standard", "Enterprise plans"; not "data durability")?"""
    words = ev.text[start:end].split()
    words = words[1:] if words[:1] and words[0].lower() in ev.rules.respective_articles else words
    return bool(words) and (words[0][:1].isupper() or ev.names_scope(start, end))


def _respective_of(ev: Evidence, item: tuple[int, int]) -> int | None:
    """Where the things listed start after the last of ``respective_of`` ("of the") in the first ``item``, if one
    stands there after the first word."""
    found = [m for m in ev.rules.respective_of.find(ev.hits, *item) if m.start() > item[0]]
    if not found:
        return None
    last = max(m.start() for m in found)
    return max(m.end() for m in found if m.start() == last)


def respective_scope(ev: Evidence, q: Quantity) -> str | None:
    """The thing listed before a respective word that the figure ``q`` is in its place for, as written, the words
    closing the list naming one measure of every thing listed ("标准版和企业版的服务可用性分别为99.9%和99.95%": 99.95% is
    企业版's level); None where no such list pairs it, or the things and the figures differ in number."""
    listed = _respective_list(ev, q)
    if listed is None:
        return None
    after, items = listed
    things = _listed_things(ev, items)
    part_end = min([i for i in (ev.text.find(ch, after) for ch in RESPECTIVE_PARTS) if i >= 0] + [len(ev.text)])
    figures = [other.start for other in ev.quantities_in(after, part_end) if other.kind == q.kind]
    if things is None or len(figures) != len(things) or q.start not in figures:
        return None  # "标准版和企业版的…分别为99.9%、99.95%和99.99%": no thing for each figure, no pairing
    place = figures.index(q.start)
    return ev.text[things[place][0]:things[place][1]].strip() or None


def _respective_after(ev: Evidence, q: Quantity) -> tuple[int, list[tuple[int, int]]] | None:
    """``_respective_list`` where the respective word follows the figures, only figures of ``q``'s kind, coordination
    words and commas between ``q`` and it ("Availability and durability are 99.95% and 99.9999%, respectively"): where
    the first of those figures starts and each measure listed in the sentence's part before it (commas joining them
    too), in their order; None when no such word stands there or the part lists one measure alone."""
    if not ev.rules.respective.may_start_in(ev.hits, q.end, q.end + 2 * RESPECTIVE_REACH):
        return None
    text, joiners = ev.text, _item_joiners(ev, commas=True)
    run = [x for x in ev.quantities_in(max(0, q.start - RESPECTIVE_REACH), q.end + RESPECTIVE_REACH)
           if x.kind == q.kind]
    if q not in run:
        return None
    at = run.index(q)

    def joined(lo: int, hi: int) -> bool:  # nothing but coordination words and commas between
        return not joiners.sub("", text[lo:hi]).strip()

    last = at
    while last + 1 < len(run) and joined(run[last].end, run[last + 1].start):
        last += 1
    first = at
    while first and joined(run[first - 1].end, run[first].start):
        first -= 1
    reach = run[last].end + RESPECTIVE_REACH
    word = next((m for m in ev.rules.respective.find(ev.hits, run[last].end, reach) if joined(run[last].end, m.start())),
                None)
    if word is None or first == last:
        return None
    start = run[first].start
    part = max(text.rfind(ch, 0, start) for ch in RESPECTIVE_PARTS + "：:") + 1
    items, lo = [], part
    for j in joiners.finditer(text, part, start):
        items.append((lo, j.start()))
        lo = j.end()
    items.append((lo, start))
    items = [(a, b) for a, b in items if text[a:b].strip()]
    return (start, items) if len(items) >= 2 else None


def _item_joiners(ev: Evidence, commas: bool = False) -> re.Pattern:
    """The coordination words of the text's languages as one pattern, the longest first ("以及" before "及"), each
    where it stands, a Chinese one a letter beside it or not (``_joiners`` wants a word whole: "和" joins two Chinese
    words with no space between), a Latin one whole ("and" in "Standard" joins nothing), save the slash and (unless
    ``commas``) the comma a measure's name may hold."""
    memo = ev.memo("item_joiners")
    if commas not in memo:
        words = sorted((w for w in ev.rules.coordination if w.strip() and w not in ("/" if commas else ",/")),
                       key=len, reverse=True)
        memo[commas] = re.compile("|".join(rf"\b{re.escape(w)}\b" if w.isascii() and w.isalpha() else re.escape(w)
                                           for w in words)) if words else re.compile(r"(?!)")
    return memo[commas]


def _respective(ev: Evidence, trigger, q: Quantity, same: list[Quantity]) -> bool | None:
    """Is ``q`` the figure in the place its trigger has among measures listed before a respective word ("数据持久性和
    服务可用性分别为99.9999%和99.95%": 服务可用性 is the second measure, 99.95% the second figure)? False for another
    measure's figure (99.9999%, the durability's), None where no such list pairs them."""
    listed = _respective_list(ev, q)
    if listed is None:
        return None
    after, items = listed
    place = next((k for k, (lo, hi) in enumerate(items) if lo <= trigger.start() < hi), None)
    if place is None or _listed_things(ev, items, trigger.start()) is not None \
            or any(ev.names_scope(lo, hi) for lo, hi in items) or not _closes_item(ev, trigger, items[place]):
        return None  # "A和B的服务可用性": a measure of the things listed, no list of measures
    return place == sum(1 for other in same if after <= other.start < q.start)


def _respective_trigger(ev: Evidence, rule: KeyRule, same: list[Quantity], q: Quantity) -> bool:
    """Is ``q`` a later figure after a respective word whose measure in its place names the key ("数据持久性和服务可用性分别
    为99.9999%和99.95%": the second figure, the second measure)? Then that measure's words are its own."""
    listed = _respective_list(ev, q)
    if listed is None:
        return False
    after, items = listed
    place = sum(1 for other in same if after <= other.start < q.start)
    if not 0 < place < len(items):
        return False
    # ... or the key's words after the things listed, one measure of each ("标准版和企业版的服务可用性分别为99.9%和99.95%")
    for item in (items[-1], items[0]):  # ("the availability of the Standard and Enterprise plans are ...": the first)
        words = rule.triggers.search(ev.hits, *item)
        if words is not None and _listed_things(ev, items, words.start()) is not None:
            return True
    own = rule.triggers.search(ev.hits, *items[place])
    return not any(ev.names_scope(lo, hi) for lo, hi in items) and own is not None and _closes_item(ev, own, items[place])


def _closes_item(ev: Evidence, words, item: tuple[int, int]) -> bool:
    """Do the key's ``words`` close the measure listed in ``item``, a word at most after them (the verb before the
    figures: "Availability and durability are ...")? Not where the thing measured follows ("the availability of A and
    B are 99.95% and 99.9%, respectively": the list is of things, not of measures)."""
    return len(ev.text[words.end():item[1]].split()) <= 1


def conditioned(ev: Evidence, q: Quantity) -> str | None:
    """The condition the figure ``q`` holds on, as written, when it is one of figures of its kind each with its own
    condition in brackets right after it (``figure_conditions``), a mark between them ("更换时间：2小时（备件在本地）/24
    小时（备件需调拨）": 2 hours when the spare part is on site only); else None."""
    run = [x for x in ev.quantities_in(max(0, q.start - CONDITION_REACH), q.end + CONDITION_REACH) if x.kind == q.kind]
    if q not in run:
        return None
    k = run.index(q)
    if not ((k and _joined_by_conditions(ev, run[k - 1], q))
            or (k + 1 < len(run) and _joined_by_conditions(ev, q, run[k + 1]))):
        return None
    return (_condition(ev, q) or _condition_before(ev, q)).group("condition").strip()


def _condition(ev: Evidence, q: Quantity) -> re.Match | None:
    """The condition in brackets right after the figure ``q`` (``figure_conditions``), if one stands there."""
    return next(filter(None, (rx.match(ev.text, q.end) for rx in ev.rules.figure_conditions)), None)


def _condition_before(ev: Evidence, q: Quantity) -> re.Match | None:
    """The condition the whole part of a sentence before the figure ``q`` states (``conditions_before``: "备件在本地时"
    in "备件在本地时2小时"), if it does."""
    reach = max(q.start - CONDITION_REACH - 1, 0)  # (no mark within reach: no condition, the text before unread)
    part = max(ev.text.rfind(ch, reach, q.start) for ch in CONDITION_PARTS) + 1
    if q.start - part > CONDITION_REACH:
        return None
    return next(filter(None, (rx.fullmatch(ev.text, part, q.start) for rx in ev.rules.conditions_before)), None)


def _joined_by_conditions(ev: Evidence, prev: Quantity, q: Quantity) -> bool:
    """Are ``prev`` and ``q`` two figures each with its condition in brackets, only a mark between the first's
    condition and the second ("2小时（备件在本地）/24小时（备件需调拨）")? Then the words before the first name the
    second too, each figure for its condition (``conditioned``)."""
    first = _condition(ev, prev) if prev.end <= q.start else None
    if first is not None and bool(first.group("mark")) and first.end() == q.start and _condition(ev, q) is not None:
        return True
    # ... or each figure's condition the part of the sentence before it, the first figure's words at most a few
    # characters before the mark ending its part ("本地有备件的2小时内完成，需调拨备件的24小时内完成"), the conditions
    # speaking of one thing (备件): alternatives of one case, not two measures ("响应时2小时，恢复时4小时")
    before = _condition_before(ev, q) if prev.end <= q.start else None
    first = _condition_before(ev, prev) if before is not None else None
    if first is None:
        return False
    tail = ev.text[prev.end:before.start()]
    if len(tail) > CONDITION_TAIL or any(ch.isdigit() for ch in tail) or tail[-1:] not in CONDITION_MARKS:
        return False
    a, b = first.group("condition"), before.group("condition")
    return any(a[k:k + 2] in b for k in range(len(a) - 1))


CONDITION_REACH = 60  # characters between two figures each with its condition
CONDITION_PARTS = "，,；;：:/／、。\n"  # marks that end the part of a sentence a condition before a figure opens
CONDITION_MARKS = "，,；;/／、"  # ... and those that may part two figures each after its condition
CONDITION_TAIL = 8  # characters of the first figure's words and the mark before the second's condition
RESPECTIVE_REACH = 60  # characters between a respective word and a figure it pairs
RESPECTIVE_PARTS = "，,；;。\n"  # marks that end the part of a sentence a respective word pairs in


def _next_row(ev: Evidence, rule: KeyRule, prev: Quantity, q: Quantity, zone: int) -> bool:
    """Is ``q`` the figure of the row after ``prev``'s in a table that lost its layout, the view
    having run its lines into one sentence ("Monthly Uptime Percentage" / "Instances in Multiple
    Regions >= 99.9%" / "Instances in a Single Region >= 99%")? Each figure ends its line after a
    bare name (layout.yaml ``row_names``, then ``value_lines``), on lines next to each other; the
    key's words stand above the first row (where ``zone``, the first figure's words, begins), in
    neither row's name; the later row names no credit. Then the header names each row's figure, as
    a column header names its cells: two scopes, two levels, not one level and a stray figure."""
    if prev.end > q.start or ev.view.sentence_at(prev.start).start != ev.view.sentence_at(q.start).start:
        return False
    rows = [_row_line(ev, x) for x in (prev, q)]
    if None in rows or rows[0][1] != rows[1][0]:
        return False  # not the line right under the other
    (_, _, prev_line, prev_name), (_, _, line, name) = rows
    if not zone < prev_line or grammar().is_credit_context(ev.text, line, q.start):
        return False
    return not any(rule.triggers.search(ev.hits, a, b) for a, b in ((prev_line, prev_name), (line, name)))


def _next_item(ev: Evidence, rule: KeyRule, prev: Quantity, q: Quantity, zone: int) -> bool:
    """Is ``q`` the figure of the item after ``prev``'s in one line's list of items each opened by its own label
    (``Evidence.next_item``: "服务可用性：云服务器：99.95%；对象存储：99.9%"), the key's words in the list's lead-in
    (between ``zone``, where the first figure's words begin, and its item) and none in ``q``'s item? Then the lead-in
    names each item's figure, as a header names its cells: each product's level, not one level and a stray figure."""
    first = ev.next_item(prev.start, q.start)
    return first is not None and rule.triggers.search(ev.hits, zone, first) is not None and \
        rule.triggers.search(ev.hits, prev.end, q.start) is None


ROW_LINE_REACH = 80  # characters of a row's line before its figure (a name and a bound)


def _row_line(ev: Evidence, q: Quantity) -> tuple[int, int, int, int] | None:
    """For a figure that ends its source line after a bare name ("Instances in a Single Region >=
    99%"): the source offsets of the line breaks before and after the line, and the view offsets
    of the line's start and of its name's end; else None."""
    source, offsets = ev.view.source, ev.view.offsets
    before, end = source.rfind("\n", 0, offsets[q.start]), source.find("\n", offsets[q.end - 1])
    end = len(source) if end < 0 else end
    if source[offsets[q.end - 1] + 1:end].strip():
        return None
    first = bisect.bisect_left(offsets, before + 1)
    if q.start - first > ROW_LINE_REACH:
        return None
    lay, text = layout(), ev.text
    name_end = next((k for k in range(first, q.start + 1) if lay["value_line_re"].fullmatch(text, k, q.start)), q.start)
    if not lay["row_name_re"].fullmatch(text, first, name_end):
        return None
    return before, end, first, name_end


def _period_length(ev: Evidence, q: Quantity) -> bool:
    """Is ``q`` the length named inside words of an initial or a later stretch of the term
    (``initial_periods``, ``later_periods``: "for the first 30 days", "for the remaining 11 months")?"""
    start, end = max(0, q.start - PERIOD_REACH), q.end + PERIOD_REACH
    return any(m.start() < q.start and q.end <= m.end()
               for words in (ev.rules.initial_periods, ev.rules.later_periods) for m in words.find(ev.hits, start, end))


def _per_year(ev: Evidence, rule: KeyRule, trigger) -> bool:
    """Does the trigger name a yearly amount of the key (``per_year``: "元/柜/年", "机柜年租金")?"""
    yearly = rule.phrases("per_year")
    return bool(yearly) and yearly.search(ev.hits, trigger.start(), trigger.end()) is not None


def _framed(ev: Evidence, rule: KeyRule, pos: int) -> bool:
    """May the key's required words stand in the header of the table holding ``pos`` (``table_frames``), with a word
    of ``table_frames_with`` there too where the key names some ("| Outage length | Credit |": a table of credits by
    length; not "| Outage length | Note |")?"""
    with_ = rule.phrases("table_frames_with")
    return bool(rule.extra.get("table_frames")) and (not with_ or ev.in_header(with_, pos))


def _column_header(ev: Evidence, rule: KeyRule, q: Quantity, row):
    """The header cell that names ``q``'s key over the table cell holding ``q`` ("| Monthly
    Uptime | >= 99.9% |" under a header, "<th>Response</th>" over "<td>15 minutes</td>"), or
    None. A cell is a value only when it holds one number of the kind and no upper bound: a
    band ("99% - 99.9%", "< 95%") is a credit tier's, read by the tier grammar."""
    found = ev.cell_and_header(q.start) if row is not None else None
    if found is None:
        return None
    cell, top = found
    if ev.blocked(rule.header_blockers, top.start, top.end):
        return None  # a column named for another thing ("| NVLink (per GPU) |" over "900 GB/s": the GPUs' own links)
    if not _names_key(ev, rule, top):
        top = _plans_head(ev, rule, q) or _lead_in_head(ev, rule, q, top)
        if top is None:
            return None
    if any(o.kind == q.kind and o.start != q.start and not _others_statement(ev, rule, cell, o, q)
           for o in ev.quantities_in(cell.start, cell.end)):
        return None
    if ev.rules.below.search(ev.hits, cell.start, cell.end):
        return None
    target = grammar().target
    if q.kind == "pct" and target is not None and target.search(ev.text, cell.start, cell.end):
        return None  # "| 99.0% – SLA target |": a band's lower end, up to the commitment
    return top


def _lead_in_names(ev: Evidence, rule: KeyRule, lead, q: Quantity, listed: bool) -> bool:
    """Does ``lead``, the lead-in of the list item (or table cell) ``q`` ends, name ``q`` as the key's: its words name
    the key, and not the item's statement before ``q``'s own sentence on its line (closed by a semicolon), which then
    holds the key's figure ("- Severity 1: response 15 minutes; target ≤ 6 hours" under "Response and resolution:": the
    response is the 15 minutes). A lead-in that names another time too, by a blocker of the key ("Response and
    resolution times:" for the resolution), names only the figure after the item's statement of that other time: a
    lone figure under it ("- Severity 1: 15 minutes") could be either, and is neither's. (Only a list's lead-in
    (``listed``): a sentence announcing a table speaks of the table, "as set forth in the table below".)"""
    if not rule.triggers.search(ev.hits, lead.start, lead.end):
        return False
    if rule.sentence_blockers and rule.sentence_blockers.search(ev.hits, lead.start, lead.end):
        return False  # "Dispute resolution times: Billing disputes: ...; target ≤ 30 days.": no repair's
    own = ev.view.sentence_at(q.start).start
    # (the item's statements begin after a lead-in written on its line: "Resolution times: Severity 1: ...")
    line = max(ev.text.rfind("\n", 0, own) + 1, min(lead.end, own))
    if line < own and rule.triggers.search(ev.hits, line, own) is not None:
        return False
    if listed and ev.blocked(rule.blockers, lead.start, lead.end):
        return line < own and ev.blocked(rule.blockers, line, own)
    return True


def _others_statement(ev: Evidence, rule: KeyRule, cell, other: Quantity, q: Quantity) -> bool:
    """Is ``other``, a second figure of ``q``'s kind in ``cell``, a statement of its own that names another thing: in
    a sentence of the cell apart from ``q``'s (after a ";") whose words block the key ("| response 15 minutes; target ≤
    6 hours |" under "| Resolution |": the 15 minutes are the response's), ``q``'s own sentence none of them?"""
    own, its = ev.view.sentence_at(q.start), ev.view.sentence_at(other.start)
    if own.start == its.start:
        return False
    return ev.blocked(rule.blockers, max(cell.start, its.start), min(cell.end, its.end)) and \
        not ev.blocked(rule.blockers, max(cell.start, own.start), min(cell.end, own.end))


def _names_key(ev: Evidence, rule: KeyRule, span) -> bool:
    """Does ``span`` (a header cell, a title line) name ``rule``'s key, with none of its blockers, nor of its
    ``unit_price_blockers`` ("| 项目 | 单价（元/月） |": a column of unit prices prices each row's item, one unit's)?"""
    return bool(rule.triggers.search(ev.hits, span.start, span.end) or _label_word(ev, rule, span)) and \
        not ev.blocked(rule.blockers, span.start, span.end) and \
        not ev.blocked(rule.phrases("unit_price_blockers"), span.start, span.end)


def _plans_head(ev: Evidence, rule: KeyRule, q: Quantity):
    """Where the key of a table whose columns are plans is named (``Evidence.plan_column``): the header's first cell
    ("| Initial response time | Standard | Business |"), or the title or lead-in line over the table ("## Initial
    response times" over "| Severity | Standard | Business |"); None when neither names it."""
    if not ev.plan_column(q.start):
        return None
    table = covering(ev.tables, q.start)
    corner = table.header(ev.text).cells[0]
    if _names_key(ev, rule, corner):
        return corner
    return _line_over_naming(ev, rule, table)


def _line_over_naming(ev: Evidence, rule: KeyRule, table):
    """The title or lead-in line over ``table`` (``Evidence.line_over_table``) as a cell, where it names ``rule``'s
    key; else None."""
    over = ev.line_over_table(table)
    line = Cell(*over) if over is not None else None
    return line if line is not None and _names_key(ev, rule, line) else None


def _lead_in_head(ev: Evidence, rule: KeyRule, q: Quantity, top):
    """The lead-in line over the table of ``q`` whose header cell ``top`` over it names only what kind of figure its
    column holds (``figure_headers``: "| 服務項目 | 百分比 |") where that line names the key ("本公司以每月正常運作時間百分比大於或
    等於一定百分比為服務水準目標（以下簡稱SLO），各項百分比如下表：", TWCC's SLA); None otherwise."""
    names = rule.phrases("figure_headers")
    word = names.search(ev.hits, top.start, top.end) if names else None
    if word is None or ev.text[top.start:top.end].strip(BARE_FIGURE_MARKS) != ev.text[word.start():word.end()]:
        return None
    return _line_over_naming(ev, rule, covering(ev.tables, q.start))


BARE_FIGURE_MARKS = " *_\t"  # markup a bare figure's cell may hold beside it ("**99.90%**")
RUN_IN_LABEL_ENDS = ("", ",", ";", ".", ")", "，", "；", "。")  # what may follow a figure its label runs into (``_line_label``)


def _row_label(ev: Evidence, rule: KeyRule, q: Quantity, row):
    """The first cell of ``q``'s row when it names the key by a ``label_triggers`` word and ``q``'s
    cell, the second, holds nothing but the figure ("| Service level agreement | 99.90% |"), or
    None. A label with a blocker or a credit word ("| SLA credit | 10% |"), or a cell with words
    beside its figure ("| SLA | 10% credit per hour of downtime |"), names no level; nor does a
    share below MIN_BAND_PCT ("| SLA | 10% |": a credit or a penalty, no availability band)."""
    if q.kind == "pct" and q.value < MIN_BAND_PCT:
        return None
    if len(row.cells) < 2 or not row.cells[1].start <= q.start < row.cells[1].end:
        return None
    label, cell = row.cells[0], row.cells[1]
    if ev.text[cell.start:cell.end].strip(BARE_FIGURE_MARKS) != ev.text[q.start:q.end]:
        return None
    if _label_word(ev, rule, label) is None or ev.blocked(rule.blockers, label.start, label.end) or \
            grammar().is_credit_context(ev.text, label.start, label.end):
        return None
    return label


def _line_label(ev: Evidence, rule: KeyRule, q: Quantity):
    """The ``label_triggers`` word opening ``q``'s own line when that line holds nothing but it and the figure
    ("Service Level 99.90%": the two cells of a row whose separator the page's text lost), or run into the figure
    wherever it stands, as a label's colon joins them ("quarterly model tuning, SLA99.9%": a plan's feature list), the
    figure ending its clause ("Service Level99.90% of the tickets" names none), or None. Words beside the label or after the figure ("SLA credit 10%", "Service Level 99.90% of the tickets") name no
    level, nor does a share below MIN_BAND_PCT ("SLA 10%", "SLA10%": a credit or a penalty), as in ``_row_label``."""
    names = rule.phrases("label_triggers")
    if not names or q.kind == "pct" and q.value < MIN_BAND_PCT or covering(ev.tables, q.start) is not None:
        return None
    text = ev.text
    start = text.rfind("\n", 0, q.start) + 1
    end = text.find("\n", q.end)
    if q.start > start and text[q.start - 1].isalpha() and \
            text[q.end:len(text) if end < 0 else end].lstrip(BARE_FIGURE_MARKS)[:1] in RUN_IN_LABEL_ENDS:
        run_in = [w for w in names.find(ev.hits, start, q.start) if w.end() == q.start]
        if run_in:
            return run_in[-1]
    opening = _label_opening_clause(ev, rule, names, start, q)
    if opening is not None:
        return opening
    if text[q.end:len(text) if end < 0 else end].strip(BARE_FIGURE_MARKS + ".;"):
        return None
    word = names.search(ev.hits, start, q.start)
    if word is None or text[start:word.start()].strip(BARE_FIGURE_MARKS + "#-•") or \
            text[word.end():q.start].strip(BARE_FIGURE_MARKS):
        return None
    return word


RUN_ON_MARKS = "-–/"  # what joins a feature list's figure to the next ("SLA99.9%-10%credit": ``_label_opening_clause``)


def _label_opening_clause(ev: Evidence, rule: KeyRule, names, start: int, q: Quantity):
    """The ``label_triggers`` word set right before ``q`` (one space between them or none) that opens ``q``'s clause,
    nothing before it there but ``label_leads`` words ("Our GPU cloud: SLA 99.9%, 24/7 support", "The SLA99.9% applies
    to all GPU instances"), where ``q`` ends its clause, is joined by a dash to the next item ("SLA99.9%-10%credit") or
    runs on to ``label_run_on`` words ("applies to"), or None ("Response time SLA 99%": a measure's level)."""
    text = ev.text
    word = next((w for w in reversed(list(names.find(ev.hits, start, q.start)))
                 if text[w.end():q.start] in ("", " ") and w.end() > w.start()), None)
    if word is None or (text[word.end():q.start] == "" and not text[q.start - 1].isalpha()):
        return None
    line_end = text.find("\n", q.end)
    after = text[q.end:len(text) if line_end < 0 else line_end].lstrip(BARE_FIGURE_MARKS)
    run_on = rule.phrases("label_run_on")
    if not (after[:1] in RUN_IN_LABEL_ENDS or (after[:1] in RUN_ON_MARKS and after[1:2].isdigit())
            or (run_on and (hit := run_on.search(ev.hits, q.end, len(text) if line_end < 0 else line_end)) is not None
                and not text[q.end:hit.start()].strip())):
        return None
    clause = ev.view.clause_at(word.start())
    lead = text[max(clause.start, start):word.start()]
    lead = lead[lead.rfind(":") + 1:].strip(BARE_FIGURE_MARKS + "#-•,;")
    leads = rule.phrases("label_leads")
    if lead and not (leads and (hit := leads.search(ev.hits, word.start() - len(lead) - 1, word.start())) is not None
                     and not text[word.start() - len(lead) - 1:hit.start()].strip(BARE_FIGURE_MARKS + "#-•,;:")
                     and not text[hit.end():word.start()].strip()):
        return None
    return word


def _label_word(ev: Evidence, rule: KeyRule, label):
    """A word of the key's ``label_triggers`` in ``label`` (a bare line above a figure alone on its
    line, a column's header cell: "Service Level" over "99.95%"), or None."""
    names = rule.phrases("label_triggers")
    return names.search(ev.hits, label.start, label.end) if names else None


def _total_rows(ev: Evidence, rule: KeyRule, table) -> list:
    """The rows of ``table`` that total a key read from a table's total (``table_total``: "| Total MRC |
    $12,500.00 |", "| 合计 |"), not those of a one-time charge (``table_row_blockers``: "| Total NRC |")."""
    totals, bad = rule.phrases("table_total"), rule.phrases("table_row_blockers")
    out = []
    for row in table.rows[1:]:
        if not row.cells:
            continue
        first = row.cells[0]
        if totals.search(ev.hits, first.start, first.end) and not bad.search(ev.hits, first.start, first.end):
            out.append(row)
    return out


def _part_of_total(ev: Evidence, rule: KeyRule, q: Quantity, row) -> bool:
    """Is ``q``, a cell under a header naming the key, a line of a total the table states below it
    (a key read from a table's total, ``table_total``)? The total is the key, its lines are parts."""
    if not rule.extra.get("table_total"):
        return False
    table = covering(ev.tables, q.start)
    return table is not None and any(total.start > row.start for total in _total_rows(ev, rule, table))


def _blocked_column(ev: Evidence, rule: KeyRule, q: Quantity, row) -> bool:
    """Is ``q`` in a column whose header holds one of the key's blockers ("| 赔付（延长服务时间） |"
    over "一个月服务期": a credit paid as service time, no term), or one of its ``header_blockers``, words that block
    only as a column's name ("| NVLink |" over "900 GB/s": the GPUs' links inside a node, no network port)?"""
    if row is not None and ev.header_holds(q.start, rule.header_blockers):
        return True
    found = ev.cell_and_header(q.start) if row is not None and rule.blockers else None
    return found is not None and ev.blocked(rule.blockers, found[1].start, found[1].end)


def _lookup_table(ev: Evidence, rule: KeyRule, q: Quantity) -> bool:
    """Is ``q`` in a table of levels against what each allows, every header cell but its own holding a
    word of the key's ``lookup_headers`` ("| Uptime % | Allowed Downtime (30-day month) |")? Such a table
    converts any level; which one the document commits to is said elsewhere, or not at all."""
    words = rule.phrases("lookup_headers")
    found = ev.cell_and_header(q.start) if words else None
    if found is None:
        return False
    head = covering(ev.tables, q.start).header(ev.text)  # (cell_and_header found the table and its header)
    others = [c for c in head.cells if c != found[1]]
    return bool(others) and all(words.search(ev.hits, c.start, c.end) is not None for c in others)


def _deadline(ev: Evidence, rule: KeyRule, q: Quantity, zone_start: int, after_end: int) -> bool:
    """Is ``q`` a deadline, when the key must be one (``deadline``): a deadline word right
    before it ("within thirty (30) days", "no later than the sixtieth (60th) day", "more than
    30 days after ... will not be accepted") or right after it ("30日内")? A length said with
    no such word ("a credit for thirty minutes of support", "a credit equal to three days of
    service") is an amount of something, no time after which filing lapses."""
    words = rule.phrases("deadline")
    if not words:
        return True
    start = max(zone_start, q.start - DEADLINE_BEFORE)
    if any(m.end() <= q.start for m in words.find(ev.hits, start, q.start)):
        return True
    return words.search(ev.hits, q.end, min(max(after_end, q.end), q.end + DEADLINE_AFTER)) is not None


def _trailing(ev: Evidence, rule: KeyRule, trailing, q: Quantity, end: int):
    """A trailing trigger (``trailing_triggers``) that begins right after ``q``, before ``end``
    (its clause, the next number of the kind) ("三個月為一期": the term said after its length),
    whether or not the key reads triggers after its numbers (``after_window`` is one setting
    for every language); else None. A word of ``trailing_blockers`` ending right before ``q``
    makes the number a cycle, no term ("以三個月為一期，每期租金…")."""
    if not trailing:
        return None
    if ev.blocked(rule.phrases("trailing_blockers"), max(0, q.start - TRAILING_AFTER), q.start):
        return None
    return next((m for m in trailing.find(ev.hits, q.end, end)
                 if m.start() <= q.end + TRAILING_AFTER and not ev.other_cell(m.start(), q)), None)


def _leading(ev: Evidence, leading, q: Quantity):
    """A leading trigger (``leading_triggers``) that ends right before ``q``, only spaces between ("8×400Gb/s": the
    rate after a count and a times sign is one port's, where "8×H100，NVLink 900GB/s" names no port); else None."""
    if not leading:
        return None
    return next((m for m in leading.find(ev.hits, max(0, q.start - LEADING_BEFORE), q.start)
                 if m.end() <= q.start and not ev.text[m.end():q.start].strip()), None)


_TOTAL_GAP = re.compile(r"[\s:¥]*")  # what may stand between a total word and its figure: a colon, a currency sign


def _totalled(ev: Evidence, rule: KeyRule, same: list[Quantity], i: int):
    """The total word (``total_openers``) opening the clause of ``same[i]``, only a colon or a currency sign between
    ("机柜月租金5000元/柜，合计50000元"), when the figure totals the key's: a trigger of the key stands before it in its
    sentence, with one figure of the kind at most between them (the price totalled: "机柜月租金5000元/柜，安装费3000元，
    合计8000元" sums a charge of another period in) and none of the kinds that multiply the total by the term
    (``totalled_over``, anywhere before the total in its sentence: "机柜月租金5000元/柜，合同期12个月，合计600000元" totals
    the term, and so does a tender's "为期9个月的…带宽服务，…单价为50万元/月，合计450万元", its term stated first); else None."""
    openers = rule.phrases("total_openers")
    if not openers:
        return None
    q, text = same[i], ev.text
    clause = ev.view.clause_at(q.start)
    total = openers.search(ev.hits, clause.start, q.start)
    if total is None or text[clause.start:total.start()].strip() or not _TOTAL_GAP.fullmatch(text, total.end(), q.start):
        return None
    sentence = ev.view.sentence_at(q.start)
    trigger = next(iter(reversed(rule.triggers.find(ev.hits, sentence.start, clause.start))), None)
    if trigger is None or sum(1 for p in same[:i] if p.start >= trigger.end()) > 1:
        return None
    # ... of a price of one unit among several (a unit's mark right after it, "5000元/柜", or units counted there): a price
    # of the whole month ("GPU算力租赁服务，单价为50万元/月，合计600万元") is totalled over a term the total does not say
    priced = same[i - 1] if i and same[i - 1].start >= sentence.start else None
    if priced is not None and not _one_units(ev, rule, priced, clause.start) and not _units_counted(ev, rule, priced):
        return None
    over = rule.extra.get("totalled_over") or ()
    if any(p.kind in over for p in ev.quantities_in(sentence.start, total.start())):
        return None
    return total


def _one_units(ev: Evidence, rule: KeyRule, q: Quantity, end: int) -> bool:
    """Does a mark of one unit (the key's ``blockers_after``: "/柜", "/月/台") stand right after ``q``, before ``end``, only
    the key's ``unit_mark_joiners`` between them?"""
    mark = rule.blockers_after.search(ev.hits, q.end, end) if rule.blockers_after else None
    return mark is not None and not ev.text[q.end:mark.start()].strip(rule.extra.get("unit_mark_joiners") or " ")


def _cell_trigger(ev: Evidence, triggers, q: Quantity):
    """A cell trigger (``cell_triggers``) in the table body cell holding ``q``, the cell holding nothing else ("| 超过60分钟
    |", "| 60分钟以上 |": the row's own length); else None. Read only for a key whose table header may frame it
    (``table_frames``), which the figure's header is then asked to do (``_framed``)."""
    if not triggers or q.start not in ev.rows:
        return None
    cell = cell_at(ev.tables, q.start)
    if cell is None or not cell.start <= q.start < q.end <= cell.end:
        return None
    rest = (ev.text[cell.start:q.start] + " " + ev.text[q.end:cell.end]).strip()
    return next((m for m in triggers.find(ev.hits, cell.start, cell.end)
                 if (m.end() <= q.start or m.start() >= q.end) and m.group().strip() == rest), None)


def _closed(ev: Evidence, rule: KeyRule, trigger, q: Quantity) -> bool:
    """Does a closer (``closers``: "为限") end the trigger's statement before ``q``, the
    trigger itself or a word after it ("最多以当月月租费为限：… 减收5%")? Not one inside a phrase
    the key spares (``not_blockers``: "不得超过未达到服务可用性承诺当月…费用的50%" names the month the
    cap counts, no level the cap applies under)."""
    closers = rule.phrases("closers")
    return bool(closers) and trigger.end() <= q.start and \
        ev.blocked(closers, trigger.start(), q.start, spared=rule.phrases("not_blockers"))


def _listed_after(ev: Evidence, blockers, same: list[Quantity], i: int, spared) -> bool:
    """Is ``same[i]`` listed after figures of its kind in its sentence, the first of which ``blockers`` stand right before
    (within LIST_BLOCKER_REACH): "as low as $0.032 per CPU core/hr and $0.5 per GPU/hr" bounds both? The list runs back
    while two figures stand close with no bracket or clause mark between ("$0.04 per core-hour (as low as $0.03 with a
    commitment) and $2.10 per GPU-hour": the aside's floor is its own; "Prices start as low as $1.20 per CPU node-hour, and
    H100 capacity is $2.49 per GPU-hour": a clause of its own)."""
    text, sentence = ev.text, ev.view.sentence_at(same[i].start)
    j = i
    while j and same[j - 1].end <= same[j].start <= same[j - 1].end + LIST_GAP and same[j - 1].start >= sentence.start \
            and not _LIST_BREAKS.search(text, same[j - 1].end, same[j].start):
        j -= 1
        if ev.blocked(blockers, max(sentence.start, same[j].start - LIST_BLOCKER_REACH), same[j].start, spared=spared):
            return True
    return False


def _own_part_start(ev: Evidence, same: list[Quantity], i: int, own_start: int, q: Quantity) -> int | None:
    """Where ``q``'s own words begin past those of the figure of its kind before it in its sentence
    (Evidence.own_part), or None with no such figure. A bracket opened between them and left open before ``q`` begins
    ``q``'s words: "8 GPUs per server (128 GPUs in total)" counts the 128 per no server."""
    if not i or same[i - 1].end > q.start or own_start >= q.start or \
            ev.view.sentence_at(same[i - 1].start).start != ev.view.sentence_at(q.start).start:
        return None
    start = max(own_start, same[i - 1].end)
    opened = max(ev.text.rfind("(", start, q.start), ev.text.rfind("\uff08", start, q.start))
    if opened >= 0 and max(ev.text.rfind(")", opened, q.start), ev.text.rfind("\uff09", opened, q.start)) < 0:
        return opened + 1
    return ev.own_part(start, q.start, q.end, q.end)[0]


def _aside_end(ev: Evidence, q: Quantity, start: int, end: int) -> int:
    """Where the words after ``q`` that may govern it end before ``end``: at the bracket closing an aside ``q`` stands in
    (opened after ``start``) that is a statement of its own, words before ``q`` in it ("minus the minutes of downtime (only
    downtime periods of five minutes or more shall be taken into account) suffered in a month": the month is the
    downtime's, not the five minutes'); not a figure's aside ("thirty (30) days' notice", "G7（8卡T4和8卡V100）机型": the
    words after it are the figures'); else ``end``."""
    text = ev.text
    opened = max(text.rfind("(", start, q.start), text.rfind("\uff08", start, q.start))
    if opened < 0 or max(text.rfind(")", opened, q.start), text.rfind("\uff09", opened, q.start)) >= 0 \
            or len(_ASIDE_WORD.findall(text, opened + 1, q.start)) < ASIDE_WORDS:
        return end
    closes = [c for c in (text.find(")", q.end, end), text.find("\uff09", q.end, end)) if c >= 0]
    return min(closes) if closes else end


def _part_end(ev: Evidence, q: Quantity, nxt: int) -> int:
    """Where ``q``'s own part of its sentence ends: at its end, or before the next figure of the kind in it at the
    last part break in between (Evidence.own_part: "3.2 Tb/s InfiniBand and 100 Gbps Ethernet for front-end traffic")."""
    sentence_end = ev.view.sentence_at(q.start).end
    if nxt >= sentence_end:
        return sentence_end
    return ev.own_part(q.start, q.start, q.end, nxt)[1]


def _governed_end(ev: Evidence, q: Quantity, clause_end: int) -> int:
    """Where the words that govern ``q`` after it end in its clause: at the first part break after it (``part_breaks``),
    past which another act is coordinated with its own ("Provider shall notify Customer at least 72 hours before
    maintenance and Customer shall notify Provider of any objection": the customer's notice is the objection's, not the
    72's); the words before ``q`` in its clause all govern it ("Customer shall notify Provider in writing and at least 48
    hours before ...")."""
    breaks = ev.rules.part_breaks.find(ev.hits, q.end, clause_end)
    return breaks[0].start() if breaks else clause_end


def _coordinated(ev: Evidence, start: int, end: int) -> bool:
    """Is [start, end) only a coordinating word, beside a parenthesis ("（SSD云硬盘）或")?"""
    gap = _PARENTHESES.sub("", ev.text[start:end]).strip().lower()
    return gap in ev.rules.coordination


def _next_lines_own(ev: Evidence, trigger, q: Quantity, nxt: int) -> bool:
    """Is ``trigger``, after ``q`` on a later line, the label of the next figure of the kind (``nxt``), on its own
    line after it ("数据持久性 99.9999999%" over "服务可用性 99.95%": the 99.95's words, none of the line above's)?"""
    source, offsets = ev.view.source, ev.view.offsets
    # (in the source: the view runs a line into the next when the first ends with no mark that ends a line)
    if nxt >= len(offsets) or "\n" not in source[offsets[q.end - 1]:offsets[trigger.start()]]:
        return False
    start, end = offsets[trigger.start()], offsets[trigger.end() - 1] + 1
    # ... opening its line and running into that figure in one clause ("的服务可用性，…99.5%以下…": the line above's
    # figure run on, its trigger after it)
    opening = source[source.rfind("\n", 0, start) + 1:start].strip(LINE_MARKS)
    return not opening and not _CLAUSE_MARKS.search(source, end, offsets[nxt])


def _reach_end(ev: Evidence, rule: KeyRule, q: Quantity, after_end: int, nxt: int) -> int:
    """Where a trigger after ``q`` may end: the key's window, or with ``after_reach`` the
    end of the clause (or sentence), but never past the next number of the kind."""
    if rule.after_reach is None or not rule.after_window:
        return after_end
    unit = ev.view.sentence_at(q.start) if rule.after_reach == "sentence" else ev.view.clause_at(q.start)
    return max(after_end, min(unit.end, nxt))


def _widen(ev: Evidence, c: Candidate, rule: KeyRule, topic: int) -> Candidate:
    """The candidate's span from its last trigger in reach of its number (``topic``: where the
    number's own words may begin), when that is within 40 characters."""
    m = None
    for m in rule.triggers.find(ev.hits, topic, c.start):
        pass
    start = m.start() if m and c.start - m.start() <= 40 else c.start
    return replace(c, start=start)


def fixed(ev: Evidence, rule: KeyRule) -> list[Candidate]:
    """Phrases that state a value without a number ("以当月服务费为限" → cap 100), unless
    a number of the key's kind is written inside or right after the phrase ("not exceed
    the lesser of 30% of the fee", "不超过当月服务费的30%"): then the number is the value."""
    out = []
    blockers = rule.phrases("fixed_blockers")
    alternatives = rule.phrases("fixed_alternatives")
    found = sorted(((m, value) for phrases, value in rule.fixed for m in phrases.find(ev.hits)), key=lambda f: f[0].start())
    # a phrase inside a longer one of another value is read as the longer ("end of the second billing cycle", 30, in
    # "end of the second billing cycle after the month", 60)
    found = [f for f in found if not any(g[1] != f[1] and g[0].start() <= f[0].start() and f[0].end() <= g[0].end()
                                         and g[0].end() - g[0].start() > f[0].end() - f[0].start() for g in found)]
    for k, (m, value) in enumerate(found):
        near = ev.quantities_in(m.start(), m.end() + FIXED_NUMBER_GAP) if rule.kind else []
        if any(q.kind == rule.kind for q in near):
            continue
        if ev.parted(rule, m):
            continue  # two statements' words ("以当月服务费为基数，…以合同总价为限")
        # a blocker in the phrase's own statement, from its sentence's start or from the key's phrase before it there
        # ("CPU Instances: billed per hour"; "CPU instances are billed per hour; GPU instances are billed per minute"),
        # to the phrase's end (a gap inside it naming another thing: "not exceed the annual rent" is a year's rent)
        own = max([ev.view.sentence_at(m.start()).start] + [f.end() for f, _ in found[:k] if f.end() <= m.start()])
        if blockers and ev.blocked(blockers, own, m.end()):
            continue
        if alternatives and _listed_option(ev, alternatives, found, m):
            continue  # "支持按年、按月、按小时计费": one of the options offered, no unit the contract bills by
        # ... a phrase in a table's row under a header naming the key's words is in their sentence ("| Monthly Uptime |
        # Service Credit |" over "| less than 99.99% | 100% of lost time at the hourly rate incurred |")
        if ev.sentence_ok(rule, m.start(), header=True):
            out.append(Candidate(rule.key, cast_value(rule.key, value), m.start(), m.end(), 1.5,
                                 ev.amended(m.start()), kind="table_cell" if ev.in_table_cell(m.start()) else "operative"))
    return out


def _listed_option(ev: Evidence, alternatives, found: list, m) -> bool:
    """A fixed phrase joined by a coordination word to another option of its kind (an ``alternatives`` word or another
    fixed phrase) right before it ("按月、按小时计费") or right after its longest reading ("按小时计费或包月"): one of a
    list of options."""
    clause = ev.view.clause_at(m.start())  # in one clause: "按小时计费，按月结算" bills by the hour, invoices monthly
    end = max(f.end() for f, _ in found if f.start() == m.start())
    others = alternatives.find(ev.hits, clause.start, clause.end) \
        + [f for f, _ in found if f.start() != m.start() and clause.start <= f.start() and f.end() <= clause.end]
    return any(ev.listed(o.end(), m.start()) if o.end() <= m.start() else o.start() >= end and ev.listed(end, o.start())
               for o in others)


HOUR = 60.0  # minutes
MINUTE = 60.0  # seconds
RATIO_AFTER = 48  # characters after the second duration in which the words that name it must begin


@functools.lru_cache(maxsize=None)
def _ratio_groups(pattern: str) -> tuple[bool, bool]:
    """Is a regex of ``ratios`` a rate's (a ``rate`` group), and a machine's (a ``node`` group, no ``gpus``)? Asked of each
    regex by each key's readers in every text: a long pattern is looked through once."""
    return "(?P<rate>" in pattern, "(?P<node>" in pattern and "(?P<gpus>" not in pattern


def ratios(ev: Evidence, rule: KeyRule, rate: bool = False, machine: bool = False) -> list[Candidate]:
    """A value written as one duration per another (``ratios``): "one day of service for every
    15 minutes of downtime" is 1440 / 15 = 96; "for each hour" (or "an hour") without a number is one hour. The
    second duration must be the downtime (``ratio_after``: "one day of credit for each 24 hour
    period" of a hot aisle is no multiple of the downtime), and not several of a unit ``ratio_steps`` names ("for every 2
    hours of downtime" is a step per two hours, SPEC §3.4 no multiple).

    With ``rate``, the regexes with a ``rate`` group instead: an amount (a percentage, a price) per a period other than
    the hour, as a rate per hour ("5% of the fees for each 30 minutes of downtime" is 10; "$0.0008 per GPU per second"
    is 2.88), the period in ``per_n`` and ``per_unit``, or in seconds in ``per_second``; per one of the ``gpus`` a
    machine holds when the amount is the machine's ("an 8-GPU node ... $25.60 per node-hour" is 3.2). Its sentence
    (or its table's header) holds one of ``ratio_requires`` when the key names them, else of its
    ``sentence_requires``. An amount per ``node`` whose GPUs the regex does not count ("$23.92 per node-hour") is
    read only with ``machine``, per machine as written (derive.py divides it by the card count stated elsewhere).

    A regex with a ``count`` group is a count written as N × a thing's name ("8x H100 80GB SXM5"): read in a table's
    cell (a row per machine) or where its ``machine`` group matched ("an 8x H100 node")."""
    after = rule.phrases("ratio_after")
    steps = rule.phrases("ratio_steps")
    requires = rule.phrases("ratio_requires") or None
    out = []
    for rx in rule.ratios:
        rate_of, machine_of = _ratio_groups(rx.pattern)
        if rate_of != rate or (rate and machine_of != machine):
            continue
        for m in matches(rx, ev.text, ev.view.lowered):
            if not rule.reads_pattern(ev.hits, rx, m.start()):
                continue
            per_end = m.end("per_unit") if m.groupdict().get("per_unit") is not None else m.end()
            # (the unit of downtime ends the match, or opens it in reverse order)
            if after and not after.search(ev.hits, per_end, min(per_end + RATIO_AFTER, ev.view.sentence_at(m.start()).end)):
                continue
            if m.groupdict().get("count"):
                if m.groupdict().get("machine") is None and m.groupdict().get("heading") is None \
                        and not ev.in_table_cell(m.start()):
                    continue  # "a 2x A100 configuration": no machine named (nor by the heading over it), no table
                if m.groupdict().get("bare") is not None and not ev.header_holds(m.start(), rule.phrases("count_headers")):
                    continue  # "8 H100" without its x mark: only under a column header naming the count
                given, per = float(m.group("count")), 1.0
            elif rate and m.groupdict().get("units"):
                # ... or an amount per unit of size times the size stated beside it ("a 42U rack ... 0.5 kW per rack
                # unit" is 21 kW), in watts when ``per_watt`` matched
                given = float(m.group("rate").replace(",", "")) * int(m.group("units"))
                per = 1000.0 if m.groupdict().get("per_watt") else 1.0
            elif rate:
                given = float(m.group("rate").replace(",", "")) * HOUR
                seconds = m.groupdict().get("per_second")
                n = m.groupdict().get("per_n") or 1
                per = float(n) / MINUTE if seconds else _duration(f"{n} {m.group('per_unit')}")
                # ... per a machine of ``gpus`` GPUs ("$25.60 per node-hour" of an 8-GPU node): per GPU
                per = per * int(m.group("gpus")) if per and m.groupdict().get("gpus") else per
                if per == HOUR and not machine:
                    continue  # an hour's rate is the key's own wording, read as any number is
            else:
                given = _duration(f"{m.group('n') or 1} {m.group('unit')}")  # "an hour" is one
                per = _duration(f"{m.group('per_n') or 1} {m.group('per_unit')}")
                if steps and per and m.group("per_n") and steps.search(ev.hits, m.start("per_unit"), m.end("per_unit")) \
                        and per > (_duration(f"1 {m.group('per_unit')}") or per):
                    continue  # "one day of service for every 2 hours of downtime": a step per two hours, no multiple
            if not given or not per or not ev.sentence_ok(rule, m.start(), header=rate, requires=requires if rate else None):
                continue
            # (a ``quoted`` group is the span quoted, the words before it only what the count needs around it: "576
            # Blackwell GPUs (72 per Rack; 4 per Node)" quotes "4 per Node", the GPUs before it the order's count)
            start = m.start("quoted") if m.groupdict().get("quoted") is not None else m.start()
            out.append(Candidate(rule.key, cast_value(rule.key, round(given / per, 6)), start, m.end(), 1.5,
                                 ev.amended(start), kind="table_cell" if ev.in_table_cell(start) else "operative"))
    return out


def _monthly_unit(ev: Evidence, monthly: Phrases, row) -> bool:
    """Does a cell of ``row`` past its first name the row's unit by the month, no figure in it ("| 机柜租赁 | 8 | 柜·月 |
    6000 |", a quote's 单位 column): the price beside it is a month's, as under a header naming the month (not "12个月",
    a length of time)."""
    return any(not _HAS_DIGIT.search(ev.text, c.start, c.end) and monthly.search(ev.hits, c.start, c.end)
               for c in row.cells[1:])


_HAS_DIGIT = re.compile(r"\d")
_SERIAL = re.compile(r"\s*\d{1,3}\.?\s*")  # a row's serial number ("1", "2.")


def _duration(words: str) -> float | None:
    """Minutes in a duration written alone ("15 minutes", "one week"), or None."""
    found = [q for q in find_quantities(words) if q.kind == "duration"]
    return found[0].value if len(found) == 1 else None


def table_values(ev: Evidence, rule: KeyRule) -> list[Candidate]:
    """Amounts read from a priced table (rack price per month, total of a monthly table)."""
    extra = rule.extra
    if not (extra.get("table_total") or extra.get("table_row")):
        return []
    monthly = rule.phrases("table_monthly")
    totals = rule.phrases("table_total")
    rows_ok = rule.phrases("table_row")
    rows_bad = rule.phrases("table_row_blockers")
    columns = rule.phrases("table_column")
    out = []
    for table in ev.tables:
        header = table.rows[0]
        by_month = monthly.search(ev.hits, header.start, header.end) is not None
        if not by_month and not (rows_ok and any(_monthly_unit(ev, monthly, row) for row in table.rows[1:])):
            continue
        price_col = next((i for i, c in enumerate(header.cells) if columns and columns.search(ev.hits, c.start, c.end)), None)
        # the column a monthly word heads ("| Product | Qty | MRC | NRC |"): a total row's amount in it
        monthly_cols = [i for i, c in enumerate(header.cells) if monthly.search(ev.hits, c.start, c.end)]
        total_rows = _total_rows(ev, rule, table) if totals and not rows_ok else []
        for row in table.rows[1:]:
            cells = [(c.start, c.end) for c in row.cells]
            if not cells:
                continue
            # the row's label: its first cell, or the one after a serial number ("| 2 | 机柜租赁 | 8 | 柜·月 | 6000 |")
            first = cells[1] if len(cells) > 2 and _SERIAL.fullmatch(ev.text, *cells[0]) else cells[0]
            money = [q for q in ev.quantities_in(row.start, row.end) if q.kind == "money" and q.start >= first[1]]
            if row in total_rows and money:
                # the amount in the monthly column when the header has one, the row's cells under the header's
                # from the right (a tab row drops its empty cells: "Total\t\t$12,500.00\t$2,000.00"); else the
                # row's last ("| Total MRC | $12,500.00 |" under five columns)
                shift = len(header.cells) - len(cells)
                own = [q for i in monthly_cols if 0 < i - shift < len(cells)
                       for q in money if cells[i - shift][0] <= q.start < cells[i - shift][1]]
                q = own[0] if own else money[-1]
                out.append(Candidate(rule.key, cast_value(rule.key, q.value), first[0], q.end, 1.4, ev.amended(q.start),
                                     kind="table_cell"))
            elif rows_ok and rows_ok.search(ev.hits, *first) and not rows_bad.search(ev.hits, *first) \
                    and not (totals and totals.search(ev.hits, *first)) and price_col is not None \
                    and price_col < len(cells) and (by_month or _monthly_unit(ev, monthly, row)):
                a, b = cells[price_col]
                hit = [q for q in money if a <= q.start < b]
                if hit:
                    out.append(Candidate(rule.key, cast_value(rule.key, hit[0].value), first[0], hit[0].end, 1.4,
                                         ev.amended(a), kind="table_cell"))
    return out


def _reduced_and_standard(ev: Evidence, rule: KeyRule, header: list, indices: set[int]) -> tuple[set[int], set[int]]:
    """Of a price table's price columns, those headed as a reduced price (``table_column_reduced``: "院内价 (6折)",
    "合作价") and those headed as the standard or public one (``table_column_standard``: "标准价 (院外)"): "| 院内价 (6折) |
    合作价 (8折) | 标准价 (院外) |" prices a card-hour for insiders and for everyone else, and which of them the reader
    pays the table does not say."""
    def headed(words) -> set[int]:
        return {j for j in indices if words and words.search(ev.hits, header[j].start, header[j].end)}

    reduced = headed(rule.phrases("table_column_reduced"))
    return reduced, headed(rule.phrases("table_column_standard")) - reduced


def unit_column_values(ev: Evidence, rule: KeyRule) -> list[Candidate]:
    """Prices in a table whose row names its unit in a cell of its own ("| GPU (4090) | … | 卡·时 |
    ¥ 3.00 | ¥ 4.00 |"): the first amount after a cell that is wholly one of ``table_unit``, the
    row's headline price (the others are its alternatives)."""
    units = rule.phrases("table_unit")
    if not units:
        return []
    columns, columns_bad = rule.phrases("table_column"), rule.phrases("table_column_blockers")
    out = []
    for table in ev.tables:
        # the price columns: a header with a price word, not a total ("| 数量 | 单价 | 金额 |": 单价)
        indices = {j for j, c in enumerate(table.rows[0].cells)
                   if columns.search(ev.hits, c.start, c.end) and not columns_bad.search(ev.hits, c.start, c.end)}
        if not indices:
            continue
        reduced, standard = _reduced_and_standard(ev, rule, table.rows[0].cells, indices)
        for row in table.rows[1:]:
            cells = row.cells
            for i, cell in enumerate(cells[1:], start=1):
                hit = units.search(ev.hits, cell.start, cell.end)
                if hit is None or hit.span() != (cell.start, cell.end):
                    continue
                money = [(j, q) for j, c in enumerate(cells) if j > i and j in indices
                         for q in ev.quantities_in(c.start, c.end) if q.kind == "money"]
                # the row's first price and, when that is a reduced one, its standard price beside it: both, in conflict
                firsts = money[:1]
                if money and money[0][0] in reduced:
                    firsts += [m for m in money if m[0] in standard][:1]
                for _, q in firsts:
                    out.append(Candidate(rule.key, cast_value(rule.key, q.value), cell.start, q.end, 1.2,
                                         ev.amended(q.start), kind="table_cell"))
                break
    return out
