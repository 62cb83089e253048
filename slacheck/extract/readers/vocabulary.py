"""The vocabulary reader: a key's value words (GPU models, cooling, isolation ...) in context.

The value phrases are matched by the pipeline's span ruler (nlp.py); a hit counts when its
sentence carries the key's required words and its clause none of its blockers. A negated hit
("不提供液冷", "liquid cooling is not offered") gives the value the data names for the
negation (``negated``), or nothing.
"""

from __future__ import annotations

import bisect
from dataclasses import replace
from typing import Any

from ..evidence import Evidence
from ..matchers import KeyRule
from ..literals import IDEOGRAPH
from ..nlp import vocabulary_hits
from ..numbers import tables
from ..select import Candidate
from ..tables import covering, row_at
from ..values import cast_value

SUBORDINATE_STRENGTH = 0.7  # a value named as a minor part: below what ``combine`` counts (1.0)
AFTER_REACH = 10  # characters after a value word (or its listed group) in which a word of its ``blockers_after`` begins
NAME_GAP = 2  # characters between two value words of one name ("冷板式液冷": 冷板, 式, 液冷)
# a value offered as one of alternatives ("InfiniBand或RoCE"): below what ``combine`` counts (1.0), and the same for
# each, so that none is the first named's and ``choose`` finds them in conflict
ALTERNATIVE_STRENGTH = 0.9
ALTERNATIVE_REACH = 12  # characters between two value words offered as alternatives ("InfiniBand 400Gb/s 或 以太网")
LABEL_REACH = 8  # characters of a lineup item's name before its bracket, and of the words in it before the value ("G4（采用")
_OPEN, _CLOSE = "(（", ")）"

def read(ev: Evidence, rule: KeyRule) -> list[Candidate]:
    """The key's vocabulary hits from the pipeline's span ruler (doc.spans, nlp.py)."""
    spans: dict[str, list[tuple[int, int]]] = {}
    for value, s, e in vocabulary_hits(ev.view.parsed_doc, rule.key):
        if rule.reads_value(ev.hits, value, s, e):  # a value word of one language's file reads its sentences only
            spans.setdefault(value, []).append((s, e))
    gaps: set[tuple[int, int]] = set()
    for value, phrases in rule.gap_values.items():
        for m in _within_sentences(ev, phrases):
            if ev.parted(rule, m):
                continue  # another charge between the parts ("机柜租用费按月结算，带宽费3万元/年")
            spans.setdefault(value, []).append(m.span())
            gaps.add(m.span())
    for value, s, e in _offered_codes(ev, rule, spans):
        spans.setdefault(value, []).append((s, e))
    hit_starts = sorted(s for hits in spans.values() for s, _ in hits)
    listed = _listed_ends(ev, _longest_first(ev.text, [h for hits in spans.values() for h in hits]))
    group_after = rule.phrases("group_blockers_after")
    value_at = {hit: value for value, hits in spans.items() for hit in hits}
    kept = [(s, e, value_at[s, e]) for s, e in _longest_first(ev.text, list(value_at))]
    offered = _offered(ev, kept)
    if rule.extra.get("column_lineup"):
        offered |= _lined_up(ev, kept)
    if rule.extra.get("bracket_lineup"):
        offered |= _bracketed_lineup(ev, kept)
    hit_ends = sorted(e for hits in spans.values() for _, e in hits)
    part_blockers = rule.phrases("part_blockers")
    # a value word inside a longer phrase that means something else ("部署在用户VPC内": a place)
    # (by the letter the contract gives the customer: 乙方VPC where 乙方 rents, ``Evidence.by_roles``)
    not_values = [m.span() for m in ev.by_roles(rule, "not_values").find(ev.hits)]
    # ... or one that a value stands in as what another is compared against ("与传统风冷相比": the other technology)
    not_values += [m.span() for m in ev.rules.compared_around.find(ev.hits)]
    bound = set(rule.extra.get("bound_words") or ())
    in_passing = rule.phrases("in_passing")
    earlier, earlier_not = rule.phrases("blockers_earlier"), rule.phrases("blockers_earlier_not")
    header_lineup = rule.extra.get("header_lineup")
    out = []
    affirmed: set[str] = set()
    inferred_from: list[tuple[int, str]] = []  # (index in out, the value that was negated)
    for value in rule.values:
        for start, end in _longest_first(ev.text, spans.get(value, [])):
            if not ev.sentence_ok(rule, start):
                continue
            if any(s <= start and end <= e and e - s > end - start for s, e in not_values):
                continue
            if bound and ev.text[start:end] in bound and _inside_word(ev.text, start, end):
                continue  # "太初元碁": 元 in a name, no money
            if ev.header_holds(start, rule.header_blockers):
                continue  # "| Service | Target (monthly) |" over "| VPC, LB | 99.99% |": a product covered
            if ev.asked_whether(start):
                continue  # "是否支持NVLink:□是 □否": the form asks, the value word states nothing
            clause = ev.view.clause_at(start)
            if ev.blocked(rule.blockers, clause.start, clause.end):
                continue
            if ev.blocked(ev.party_blockers(rule, "provider_blockers"), clause.start, clause.end):
                continue  # "乙方有权…" where 乙方 provides the service: not the customer's right
            if ev.blocked(rule.blockers_before, clause.start, start):
                continue  # "equivalent to ... per rack per month": a conversion, not the basis
            if earlier and _earlier_in_sentence(ev, earlier, earlier_not, clause, start):
                continue  # "提供A机房至B机房的光纤2芯，采用以太网传输": the line's, in a later clause of its sentence
            if ev.compared_before(clause.start, start):
                continue  # "冷板式液冷较传统风冷节能30%", "saves 30% compared with air cooling": what the site's is compared against
            # ... from the end of the listed group the hit stands in ("冷板式液冷与浸没式液冷各有优劣": both kinds weighed)
            group_end, is_list = listed.get((start, end), (end, False))
            if rule.blockers_after and _near(ev, rule.blockers_after, group_end, clause.end, AFTER_REACH, after=True):
                continue  # "液冷面临成本高的挑战": the technology talked about, not the site's
            if ev.blocked(group_after, group_end, clause.end if is_list else min(clause.end, group_end + AFTER_REACH)) \
                    or (not is_list and _near(ev, group_after, group_end, clause.end, AFTER_REACH, after=True)):
                continue  # "提供T4、V100、A100等多种GPU": a lineup, or kinds weighed against each other
            if _handed_over(ev, group_end, clause.end, hit_starts):
                continue  # "air cooling is replaced by liquid cooling": the old one, the new one named after it
            k = bisect.bisect_left(hit_starts, end)
            next_hit = hit_starts[k] if k < len(hit_starts) else None
            if part_blockers and _blocked_part(ev, part_blockers, hit_ends, clause, start, end, next_hit):
                continue  # "InfiniBand and 100 Gbps Ethernet for front-end traffic": the Ethernet's words
            strength = _stated_strength(start, end)
            one_of = False  # offered as one of alternatives
            if next_hit is not None and ev.text[end:next_hit].strip().lower() in ev.rules.coordination | {""}:
                next_hit = None  # "liquid cooling and rear-door heat exchangers are not offered": both
            # a gap phrase is also negated by a cue inside it ("所有权不发生转移", "title ... shall not pass")
            inside = (start, end) in gaps and ev.cue(ev.rules.negation, start + 1, end)
            if inside or ev.negated(start, clause.end, end, after_until=next_hit) \
                    or ev.negated_next(start, hit_starts):
                if value not in rule.negated:
                    continue
                inferred = rule.negated[value]
                strength = 1.0 if inferred in ("true", "false") else 0.6
                value_out = inferred
                # "不提供液冷" -> no liquid cooling: a stated false; "不提供液冷" -> air: an inference
                kind = "operative" if inferred in ("true", "false") else "derived"
                if strength < 1.0:
                    inferred_from.append((len(out), value))
            else:
                value_out = value
                kind = "table_cell" if ev.in_table_cell(start) else "operative"
                affirmed.add(value)
                if rule.subordinate and ev.cue(rule.subordinate, clause.start, clause.end):
                    strength = SUBORDINATE_STRENGTH  # "风冷仅用于带走剩余热量": a minor part
                elif (start, end) in offered:
                    strength = ALTERNATIVE_STRENGTH  # "采用InfiniBand或RoCE网络": the contract fixes neither
                    one_of = True
                if header_lineup and _one_column_of(ev, value, start, value_at):
                    # "| | 公共集群 | 独占集群 | 私有/共享实例 |": the name of one offering of several side by side, none of
                    # them the one the contract fixes; loose evidence below any that is, so it contradicts none
                    strength, kind = min(strength, SUBORDINATE_STRENGTH), "loose"
                if kind == "operative" and in_passing and in_passing.search(ev.hits, clause.start, clause.end):
                    # a value named in passing, as what else the provider sells ("NVIDIA H200 servers are also available
                    # in select regions"): no operative statement, loose evidence below any that is, so it contradicts none
                    strength, kind = min(strength, SUBORDINATE_STRENGTH), "loose"
            out.append(Candidate(rule.key, cast_value(rule.key, value_out), start, end, strength,
                                 ev.amended(start), kind=kind, offered=one_of))
    # a negated kind of a value the contract affirms elsewhere excludes only that kind
    # ("不提供浸没式液冷" beside 冷板式液冷): it implies no opposite value
    dropped = {i for i, value in inferred_from if value in affirmed}
    out = [c for i, c in enumerate(out) if i not in dropped]
    return sorted(_levelled(ev.text, out), key=lambda c: c.start)


PART_BELOW = 1 / 48  # how far a value stated as a part of another's name stands below it (``_levelled``)


def _stated_strength(start: int, end: int) -> float:
    """A value stated firmly: the longer its words, the stronger among its own repeats ("液冷" below "冷板式液冷")."""
    return 1.0 + min(end - start, 12) / 24


def _levelled(text: str, found: list[Candidate]) -> list[Candidate]:
    """``found`` with the values stated firmly (``_stated``) as strong as each other, however long their words: "H800"
    in one clause and "H20" in another contradict each other, neither wins for its length. Only a value whose words or
    name are a part of another's (``_part_of``: "液冷" of "液冷与风冷结合"; not "B200" of "GB200") stands just below that one
    (``PART_BELOW``): the other names the kind, or the whole, the part is of. A value's own repeats keep their order."""
    stated = [_stated(c) for c in found]
    top: dict[Any, tuple[float, str]] = {}
    for c in (c for c, firm in zip(found, stated) if firm):
        if c.value not in top or c.strength > top[c.value][0]:
            top[c.value] = (c.strength, text[c.start:c.end].lower())
    if len(top) < 2:
        return found

    def a_part(value: Any, words: str) -> bool:  # of another value's words or name
        return any(v != value and (_part_of(words, other) or _part_of(str(value).lower(), str(v).lower()))
                   for v, (_, other) in top.items())

    level = max(strength for strength, _ in top.values())
    moved = {value: level - (PART_BELOW if a_part(value, words) else 0.0) - strength
             for value, (strength, words) in top.items()}
    return [replace(c, strength=c.strength + moved[c.value]) if firm and moved[c.value] else c
            for c, firm in zip(found, stated)]


def _stated(c: Candidate) -> bool:
    """Is ``c`` a value stated firmly, its strength its words' (``_stated_strength``), nothing lowering it?"""
    return c.kind in ("operative", "table_cell") and c.strength == _stated_strength(c.start, c.end)


def _part_of(short: str, long: str) -> bool:
    """Are ``short``'s words inside ``long``'s and not the head or the tail of a longer code there ("H20" is no part of
    "H200", "A10" none of "A100", "B200" none of "GB200": another product, a second model where both are stated;
    "液冷" is one of "液冷与风冷结合", "NVIDIA H100" of "NVIDIA H100 SXM5")?"""
    at = long.find(short)
    while at >= 0 and len(short) < len(long):
        after = at + len(short)
        if (after == len(long) or not _latin(long[after])) and (at == 0 or not _latin(long[at - 1])):
            return True
        at = long.find(short, at + 1)
    return False


def _listed_ends(ev: Evidence, hits: list[tuple[int, int]]) -> dict[tuple[int, int], tuple[int, bool]]:
    """Each value hit's group: the hits run on from it, each joined to the one before by a coordination word ("、",
    "与", "和": a list) or standing in one name with it (a gap of at most ``NAME_GAP`` characters, no punctuation:
    "冷板式液冷"); per hit, where its group ends and whether a coordination word joins the group (a list)."""
    out: dict[tuple[int, int], tuple[int, bool]] = {}
    k = len(hits) - 1
    while k >= 0:
        j = k  # hits[j..k] form a group, found right to left
        joined = False
        while j > 0:
            gap = ev.text[hits[j - 1][1]:hits[j][0]]
            if ev.listed(hits[j - 1][1], hits[j][0]):
                joined = True
            elif len(gap) > NAME_GAP or any(not ch.isalnum() for ch in gap):
                break
            j -= 1
        for h in hits[j:k + 1]:
            out[h] = (hits[k][1], joined)
        k = j - 1
    return out


def _offered(ev: Evidence, hits: list[tuple[int, int, str]]) -> set[tuple[int, int]]:
    """The value hits offered as alternatives: a run of hits in one clause, each at most ``ALTERNATIVE_REACH``
    characters after the one before, two of them joined by a word of ``alternation`` ("或", "or") and reading
    different values ("InfiniBand 400Gb/s 或 以太网+RoCEv2", "InfiniBand or RoCE"), or by a mark of ``alternation_marks`` alone
    between them ("InfiniBand/RoCE"). A list joined by "和", "and" offers
    no choice ("InfiniBand和RoCE"), nor does one value with an unnamed substitute ("InfiniBand（或同等性能网络）")."""
    out: set[tuple[int, int]] = set()
    k = 0
    while k < len(hits):
        j, alternated = k, False
        clause = ev.view.clause_at(hits[k][0])
        while j + 1 < len(hits) and hits[j + 1][0] - hits[j][1] <= ALTERNATIVE_REACH and hits[j + 1][0] < clause.end:
            alternated = alternated or ev.rules.alternation.search(ev.hits, hits[j][1], hits[j + 1][0]) is not None \
                or ev.text[hits[j][1]:hits[j + 1][0]].strip() in ev.rules.alternation_marks
            j += 1
        if alternated and len({value for _, _, value in hits[k:j + 1]}) > 1:
            out.update((s, e) for s, e, _ in hits[k:j + 1])
        k = j + 1
    return out


def _offered_codes(ev: Evidence, rule: KeyRule, spans: dict[str, list[tuple[int, int]]]) -> list[tuple[str, int, int]]:
    """The hits of the key's ``offered_codes``: a bare code that alone names no value (a T4 is also a data centre's tier,
    "T4机房"), read where a word of ``alternation`` joins it to a value word of the key, within ``ALTERNATIVE_REACH``
    characters before or after it ("GPU类型为A100或T4": the card offered beside the other, ``_offered`` finds both)."""
    hits = sorted(h for found in spans.values() for h in found)
    out = []
    for value in (rule.extra.get("offered_codes") or {}):
        for m in rule.phrases("offered_codes", value).find(ev.hits):
            s, e = m.span()
            if any(0 <= s - he <= ALTERNATIVE_REACH and ev.rules.alternation.search(ev.hits, he, s) is not None
                   or 0 <= hs - e <= ALTERNATIVE_REACH and ev.rules.alternation.search(ev.hits, e, hs) is not None
                   for hs, he in hits):
                out.append((value, s, e))
    return out


def _lined_up(ev: Evidence, hits: list[tuple[int, int, str]]) -> set[tuple[int, int]]:
    """The value hits down one column of a table that reads two values or more ("| GPU 节点（A800） |" in one row,
    "| GPU 节点（L40） |" in the next): models side by side in a lineup, none of them the one the text fixes."""
    columns: dict[tuple[int, int], list[tuple[int, int, str]]] = {}
    for s, e, value in hits:
        table, row = covering(ev.tables, s), row_at(ev.tables, s)
        if table is None or row is None:
            continue
        column = next((j for j, c in enumerate(row.cells) if c.start <= s < c.end), None)
        if column is not None:
            columns.setdefault((table.start, column), []).append((s, e, value))
    return {(s, e) for found in columns.values() if len({v for _, _, v in found}) > 1 for s, e, _ in found}


def _one_column_of(ev: Evidence, value: str, start: int, value_at: dict[tuple[int, int], str]) -> bool:
    """Is the value hit at ``start`` in a header naming offerings side by side (``Evidence.header_options``), another of
    them not of ``value`` (columns all of one value offer no other: "| 规格 | 独占集群A | 独占集群B |")?"""
    names = ev.header_options(start)
    if names is None:
        return False
    others = [c for c in names if not c.start <= start < c.end]
    return any(not any(c.start <= s < c.end and v == value for (s, _), v in value_at.items()) for c in others)


def _bracketed_lineup(ev: Evidence, hits: list[tuple[int, int, str]]) -> set[tuple[int, int]]:
    """The value hits of a list whose items each name a product and its value in brackets, two values or more ("G3（采用
    Tesla V100）、G4（采用Tesla T4）", a cloud's instance families): a lineup offered, none of them the one the text fixes.
    Two hits are items of one such list when the first closes its bracket, a coordination word follows, and the next
    item's short name and bracket lead to the second (at most ``LABEL_REACH`` characters each, in one sentence: a comma
    between the items, "G3(采用Tesla V100), G4(采用Tesla T4)", ends a clause, not the list)."""
    out: set[tuple[int, int]] = set()
    run: list[tuple[int, int, str]] = []
    for hit in hits + [(-1, -1, "")]:
        if run and hit[0] >= 0 and _next_item(ev, run[-1], hit):
            run.append(hit)
            continue
        if len({value for _, _, value in run}) > 1:
            out.update((s, e) for s, e, _ in run)
        run = [hit]
    return out


def _next_item(ev: Evidence, before: tuple[int, int, str], after: tuple[int, int, str]) -> bool:
    """Is the value hit ``after`` the next bracketed item's after the one ``before`` closes ("）、G4（采用")?"""
    gap = ev.text[before[1]:after[0]]
    # ... the bracket closed right after the value, or after a few more words of its name ("H200 SXM)")
    closed = next((i for i, ch in enumerate(gap[:LABEL_REACH + 1]) if ch in _CLOSE or not (ch.isalnum() or ch == " ")), -1)
    if closed < 0 or gap[closed] not in _CLOSE or ev.view.sentence_at(before[0]).end <= after[0]:
        return False
    gap = gap[closed:]
    opened = max(gap.rfind(ch) for ch in _OPEN)
    if opened < 0 or len(gap) - opened - 1 > LABEL_REACH:
        return False
    between = gap[1:opened]  # the coordination word and the item's name: "、G4"
    name = between.lstrip()
    joiner = next((w for w in sorted(ev.rules.coordination, key=len, reverse=True) if name.lower().startswith(w)), None)
    if joiner is None:
        return False
    name = name[len(joiner):].strip()
    return len(name) <= LABEL_REACH and not any(ch in _OPEN + _CLOSE or not (ch.isalnum() or ch in " -_.") for ch in name)


def _handed_over(ev: Evidence, start: int, end: int, hit_starts: list[int]) -> bool:
    """A word of ``compared.after`` beginning within ``AFTER_REACH`` characters after a value word (ending at ``start``)
    and a value word of the same key after it before ``end`` (its clause's): the value word names the technology the
    other one replaces ("Air cooling is replaced by liquid cooling"); with no value after it, nothing is said to replace
    it ("faulty H100 cards are replaced by the vendor")."""
    for m in ev.rules.compared_after.find(ev.hits, start, end):
        if m.start() > start + AFTER_REACH:
            continue
        k = bisect.bisect_left(hit_starts, m.end())
        if k < len(hit_starts) and hit_starts[k] < end:
            return True
    return False


def _near(ev: Evidence, phrases, start: int, end: int, reach: int, after: bool = False) -> bool:
    """A word of ``phrases`` in [start, end) next to a value word: ending within ``reach`` characters before it (a
    value word at ``end``: a comparison word, ``compared``), or, with ``after``, beginning within ``reach`` after it (one
    ending at ``start``: a word of its ``blockers_after``). The end nearest the value word counts, not the far one: an
    English phrase is longer than the reach ("compared with " before "air cooling", " hits its limits" after it)."""
    found = phrases.find(ev.hits, start, end)
    if after:
        return any(m.start() <= start + reach for m in found)
    return any(m.end() >= end - reach for m in found)


def _earlier_in_sentence(ev: Evidence, earlier, earlier_not, clause, start: int) -> bool:
    """Does a word of ``earlier`` (``blockers_earlier``: a line between sites, "两地数据中心间的裸纤") stand in the
    sentence before the clause of the value word at ``start``, that clause naming nothing of its own (``blockers_earlier_not``:
    the cluster, its nodes)? Then the value is what the sentence's subject is said to use: "乙方提供两地数据中心间的裸纤互联
    线路，采用以太网传输" is the line's Ethernet, no fabric of the cluster."""
    sentence = ev.view.sentence_at(start)
    if sentence.start >= clause.start or not ev.blocked(earlier, sentence.start, clause.start):
        return False
    return not (earlier_not and earlier_not.search(ev.hits, clause.start, clause.end))


def _blocked_part(ev: Evidence, blockers, hit_ends: list[int], clause, start: int, end: int,
                  next_hit: int | None) -> bool:
    """A blocker in the hit's own part of its clause: from the value hit before it in the clause (or the clause's
    start) to the one after it (or the clause's end), less the other hit's words next to it (Evidence.own_part)."""
    k = bisect.bisect_right(hit_ends, start)
    before = hit_ends[k - 1] if k and hit_ends[k - 1] > clause.start else None
    after = next_hit if next_hit is not None and next_hit < clause.end else None
    part_start, part_end = ev.own_part(start if before is None else before, start, end,
                                       end if after is None else after)
    return ev.blocked(blockers, clause.start if before is None else part_start,
                      clause.end if after is None else part_end)


def _within_sentences(ev: Evidence, phrases) -> list:
    """The hits of gap phrases ("may,…, terminate") that end in the sentence they start in, left to right. A gap
    that runs on past its sentence's end ("may, at its option, receive a credit. Either party may, on notice,
    terminate") is none, and a hit inside it is looked for again from the next character on ("... receive a
    credit. If ..., Customer may, in addition, terminate")."""
    out, pos = [], 0
    while (m := phrases.search(ev.hits, pos)) is not None:
        if ev.view.sentence_at(m.start()).end < m.end():
            pos = m.start() + 1
            continue
        out.append(m)
        pos = m.end()
    return out


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





def _inside_word(text: str, start: int, end: int) -> bool:
    """Does [start, end) stand between two Han characters, no numeral before it ("太初元碁", not "三万元整")?"""
    t = tables()
    numerals = t.cn_digits.keys() | t.cn_small.keys() | t.cn_big.keys()
    before, after = text[start - 1:start], text[end:end + 1]
    return bool(IDEOGRAPH.fullmatch(before) and IDEOGRAPH.fullmatch(after)) and before not in numerals


def _latin(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()
