"""The pattern reader: a key read by regular expressions from the data (``patterns``).

A pattern with a ``unit`` group names what availability is measured on; its words map to a
value through ``units``. A pattern with a ``value`` group quotes the value as written (a
governing law), cut at its stop words and without the prefixes in ``strip``.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..evidence import Evidence
from ..literals import matches
from ..matchers import KeyRule
from ..select import Candidate
from ..sentences import line_end

_SENTENCE_END = re.compile(r"\.\s")  # "Ontario. All disputes": a value read on past its sentence


def read(ev: Evidence, rule: KeyRule) -> list[Candidate]:
    """Every match of the key's patterns in a sentence that may state it."""
    out = []
    units = {v: rule.phrases("units", v) for v in rule.extra.get("units", {})}
    not_units = rule.phrases("not_units")
    # the order the unit words are tried in ("GPU server": gpu before node)
    order = list(dict.fromkeys(rule.extra.get("unit_order", []) + list(units)))
    for rx in rule.patterns:
        for m in matches(rx, ev.text, ev.view.lowered):
            if not rule.reads_pattern(ev.hits, rx, m.start()) or not ev.sentence_ok(rule, m.start()):
                continue
            if ev.blocked(rule.blockers_before, ev.view.sentence_at(m.start()).start, m.start()):
                continue  # "entered into under the Master Services Agreement No. …": another agreement's number
            if _describes_party(ev, rule, rx, m):
                continue  # "a company incorporated under the laws of X": where a party was formed, not the chosen law
            if "letter" in rx.groupindex and m.group("letter") != _letter(ev, rule):
                continue  # "甲方：…" names the other party in this contract
            end = m.end()
            if "unit" in rx.groupindex:
                word = m.group("unit")
                if not_units.search(ev.hits_of(word)):
                    continue  # "measured per rack": not what availability is measured on
                value = _head_unit(ev.hits_of(word), units, order)
                if value is None:
                    value = _defined_unit(ev, word, units, not_units)  # "calculated by concurrencies"
                if value is None:
                    continue
            else:
                name_end = _name_end(ev, rule, m.start("value"), m.end("value"))
                # quoted as written (中華民國, not the folded 中华民国): same offsets
                written = ev.view.written[m.start("value"):name_end]
                value = _clean_law(ev, rule, written)
                if not value:
                    continue
                if ev.negated(m.start(), m.start()):
                    continue
                if not rule.extra.get("as_written"):
                    # the span ends with the jurisdiction, not with the next sentence ("Ontario. All"); a whole
                    # jurisdiction runs on to the words the pattern reads after it, which name the law ("适用中华人民共和国
                    # 法律", "受香港特别行政区法律管辖", "in accordance with English law"): the quote holds the law's words
                    law_end = m.start("value") + len(_SENTENCE_END.split(written, maxsplit=1)[0].rstrip(" ,;"))
                    if name_end == m.end("value") and law_end == name_end:
                        law_end = m.end()
                    out.append(Candidate(rule.key, value, m.start(), max(law_end, m.start("value") + 1),
                                         1.0 + 0.1 * (len(rule.patterns) - rule.patterns.index(rx)), ev.amended(m.start()),
                                         kind="operative"))
                    continue
                if name_end < m.end("value"):
                    end = name_end  # a name cut at its line's end ends the match there (the next line no part of it)
            out.append(Candidate(rule.key, value, m.start(), end, 1.0 + 0.1 * (len(rule.patterns) - rule.patterns.index(rx)),
                                 ev.amended(m.start()), kind="operative"))
    return _full_names(out) if rule.extra.get("as_written") else out


def _name_end(ev: Evidence, rule: KeyRule, start: int, end: int) -> int:
    """Where a name the key quotes as written, read over [start, end), ends: at the first line break inside it after
    a line that already ends a whole name (``name_endings``: "乙方：X科技有限公司" over "北京分公司为乙方的履约主体。", the view
    running the lines together), unless the rest of the name fills the next line, a name wrapped ("X有限公司" over
    "福州分公司"); a line ending inside a name ("X股份有限公司上海" over "分公司", "杭州云算网络" over "技术有限公司")
    runs on."""
    endings = tuple(rule.extra.get("name_endings", ()))
    if not endings or not rule.extra.get("as_written"):
        return end
    offsets, source, text = ev.view.offsets, ev.view.source, ev.view.text
    rest_fills_line = not source[offsets[end - 1] + 1:line_end(source, offsets[end - 1])].strip()
    for i in range(start + 1, end):
        if "\n" in source[offsets[i - 1] + 1:offsets[i]] and text[start:i].rstrip().endswith(endings) and not rest_fills_line:
            return i
    return end


def _describes_party(ev: Evidence, rule: KeyRule, rx, m: re.Match) -> bool:
    """Do the key's ``party_descriptions`` run into the match's own lead words, before its value?"""
    descriptions = rule.phrases("party_descriptions")
    if not descriptions or "value" not in rx.groupindex:
        return False
    found = descriptions.find(ev.hits, ev.view.sentence_at(m.start()).start, m.start("value"))
    return any(h.end() > m.start() for h in found)


def _full_names(found: list[Candidate]) -> list[Candidate]:
    """A name quoted as written that is the tail of another one read for the key is that party's
    name cut short (a short form without its city, a template's bare company type): weaker than the
    full name, no other party."""
    names = {c.value for c in found if isinstance(c.value, str)}
    return [replace(c, strength=c.strength - 0.5)
            if isinstance(c.value, str) and any(n != c.value and n.endswith(c.value) for n in names) else c
            for c in found]


def _head_unit(hits, units: dict, order: list[str]) -> str | None:
    """The unit the words name: the one written last, the head of the phrase ("单台GPU服务器",
    "GPU server": a node; "GPU卡": a card), else the first in ``order`` among those written."""
    ends = {}
    for rank, name in enumerate(order):
        found = units[name].find(hits) if name in units else []
        if found:
            ends[name] = (max(h.end() for h in found), -rank)
    return max(ends, key=ends.get) if ends else None


def _letter(ev: Evidence, rule: KeyRule) -> str:
    """The letter (甲方, 乙方) the party of ``rule`` has in this contract."""
    roles = rule.extra["letter"]
    return roles["reversed"] if ev.parties_reversed else roles["usual"]


def _defined_unit(ev: Evidence, word: str, units: dict, not_units) -> str | None:
    """The unit a defined word stands for: the first unit named in its definition ("“concurrency”
    means a collection of virtual computing resources" → node), by the head of its words ("“Resource”
    means a CPU or GPU Instance": the instance, a node), or None."""
    span = ev.definitions.of(word)
    if span is None:
        return None
    found = sorted((hit.start(), hit.end(), name) for name, phrases in units.items() for hit in phrases.find(ev.hits, *span))
    blocked = not_units.search(ev.hits, *span)
    if not found or (blocked and blocked.start() < found[0][0]):
        return None
    _, end, name = found[0]
    for start, stop, other in found[1:]:
        if start < end:
            continue  # a shorter word inside the first ("server" in "virtual server")
        if ev.text[end:start].strip(" -"):
            break
        end, name = stop, other  # "GPU Instance": the word after is the head
    return name


def _clean_law(ev: Evidence, rule: KeyRule, value: str) -> str:
    if rule.extra.get("as_written"):  # a party or a number: as the contract writes it, one line
        return " ".join(value.split()).strip(" ,;:")
    stop = {w.lower() for w in rule.extra.get("stop_words", [])}
    value = _SENTENCE_END.split(value, maxsplit=1)[0]  # "Ontario. All disputes": the sentence ended
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
