"""Precedence clauses: which file of a bundle prevails when they disagree, read as data.

A sentence about documents disagreeing (``conflict`` words: 不一致, "in case of conflict")
that names a document before a ``prevails`` word ("以订单为准", "the Order Form shall
prevail") makes that document prevail over the others it names; naming no other, over the
file the clause stands in, or, when it names itself ("以本补充协议为准"), over every role the
default order ranks below it. A ``ranking`` phrase ("in the following order of precedence:",
"优先顺序为：") ranks the documents named after it in the order named. "本协议"/"this
Agreement" is the file the clause stands in.
"""

from __future__ import annotations

import bisect
import functools
import re
from typing import Iterator

from ..extract.fold import simplify
from ..extract.literals import literal_starts
from ..ingest.sections import clause_number_at, find_clause_number
from ..models import Document, PrecedenceRule
from .data import bundle_data, cue_phrases, phrase_pattern, role_of

SENTENCE_ENDS = re.compile(r"[。;；!?！？\n]|\.(?=\s)")
LIST_LINES = 8  # a ranking ending in ":" may list its documents on the next lines
LIST_LINE_CHARS = 120


@functools.lru_cache(maxsize=1)
def _patterns() -> dict[str, re.Pattern]:
    roles = [p for data in bundle_data()["languages"].values() for ps in data["roles"].values() for p in ps]
    return {"mention": phrase_pattern(roles + cue_phrases("self")), "self": phrase_pattern(cue_phrases("self")),
            **{cue: phrase_pattern(cue_phrases(cue)) for cue in ("conflict", "prevails", "ranking", "yields", "template",
                                                                      "defers")},
            # what may stand between a yielding cue and the document it names, twice at most
            "yield_gap": re.compile(r"\s*(?:(?:%s)\s*){0,2}" % phrase_pattern(cue_phrases("yield_gap")).pattern,
                                    re.IGNORECASE)}


def prepare() -> None:
    """The cues' patterns made in the extractor's build (``extract.pipeline.prepare``): every text asks them now, for the
    parts of a file in force and the sentences that yield to another document, and a first text parses none afresh."""
    from ..extract.literals import prepare as prepare_literals
    from .roles import _role_pattern

    for pattern in _patterns().values():
        prepare_literals(pattern)  # (their literals, kept with the build's: ``literal_starts`` of each text)
    _role_pattern()


class _Cues:
    """The cue patterns searched in the sentences of one (simplified) text, each only in a sentence where one of the
    literals its every match holds begins (``literals.literal_starts``): the same matches as searching every sentence,
    without trying every position of a text where most sentences hold no cue."""

    def __init__(self, text: str):
        self.text = text
        self.lowered = text.lower()
        self._starts: dict[str, list[int] | None] = {}

    def _may(self, kind: str, start: int, end: int) -> bool:
        if kind not in self._starts:
            self._starts[kind] = literal_starts(_patterns()[kind], self.text, self.lowered)
        starts = self._starts[kind]
        if starts is None:
            return True
        i = bisect.bisect_left(starts, start)
        return i < len(starts) and starts[i] < end

    def search(self, kind: str, start: int, end: int) -> re.Match | None:
        return _patterns()[kind].search(self.text, start, end) if self._may(kind, start, end) else None

    def finditer(self, kind: str, start: int, end: int) -> Iterator[re.Match]:
        return _patterns()[kind].finditer(self.text, start, end) if self._may(kind, start, end) else iter(())


def _sentences(text: str):
    start = 0
    for m in SENTENCE_ENDS.finditer(text):
        if m.end() - start > 1:
            yield start, m.end()
        start = m.end()
    if start < len(text):
        yield start, len(text)


_LAST_READ: list[tuple[str, str, _Cues, list[tuple[int, int]]]] = []


def _read(source: str) -> tuple[str, _Cues, list[tuple[int, int]]]:
    """``source`` folded (``simplify``), its cues and its sentences, kept for the last text asked (held, so the same
    object is the same text): an extraction asks ``parts_in_force`` and ``deferring_sentences`` of one text in turn,
    and they make one fold, one sentence cut and one search of each cue's literals between them."""
    if not _LAST_READ or _LAST_READ[0][0] is not source:
        text = simplify(source)
        _LAST_READ[:] = [(source, text, _Cues(text), list(_sentences(text)))]
    return _LAST_READ[0][1:]


def _mentions(text: str, start: int, end: int, own_role: str, blocked: list[tuple[int, int]]) -> list[tuple[int, str]]:
    """(position, role) of each document named in ``text[start:end]``, in order."""
    found = []
    for m in _patterns()["mention"].finditer(text, start, end):
        if any(s < m.end() and m.start() < e for s, e in blocked):  # "order" in "order of precedence"
            continue
        role = own_role if _patterns()["self"].fullmatch(m.group()) else role_of(m.group())
        if role is not None:
            found.append((m.start(), role))
    return found


def read_precedence(document: Document, own_role: str | None, default_order: list[str]) -> list[PrecedenceRule]:
    """Every precedence clause of one file, as rules (winner over roles), with their spans."""
    if own_role is None:
        own_role = "?"  # "本协议" in a file of unknown role names no role
    text, found, sentences = _read(document.text)
    rules = []
    for s, e in sentences:
        if not found.search("conflict", s, e) and not found.search("ranking", s, e):
            rules += _yielding(document, found, s, e, own_role, default_order)
            continue
        cues = [(m.start(), m.end()) for cue in ("prevails", "ranking") for m in _patterns()[cue].finditer(text, s, e)]
        ranking = _patterns()["ranking"].search(text, s, e)
        if ranking is not None:
            end = _list_end(text, e)
            named = [r for _, r in _mentions(text, ranking.end(), end, own_role, cues) if r != "?"]
            order = list(dict.fromkeys(named))
            for i, winner in enumerate(order[:-1]):
                rules.append(_rule(document, winner, order[i + 1:], s, end))
            continue
        prevails = _patterns()["prevails"].search(text, s, e)
        if prevails is None:
            continue
        mentions = _mentions(text, s, e, own_role, cues)
        before = [r for p, r in mentions if p < prevails.start()]
        if not before or before[-1] == "?":
            continue
        winner = before[-1]
        over = [r for _, r in mentions if r not in (winner, "?")]
        if not over:
            if winner != own_role and own_role != "?":
                over = [own_role]
            elif winner in default_order:
                over = default_order[default_order.index(winner) + 1:]
        over = list(dict.fromkeys(over))
        if over:
            rules.append(_rule(document, winner, over, s, e))
    return rules


def _yielding(document: Document, found: _Cues, start: int, end: int, own_role: str,
              default_order: list[str]) -> list[PrecedenceRule]:
    """A clause yielding to another document ("除订单另有约定外，…", "unless otherwise specified in the Order Form,
    …", the ``yields`` cues): the document named right at the cue prevails over the one the clause stands in."""
    rules = []
    for role, _ in _named_at(found, start, end, "yields", own_role):
        over = [own_role] if own_role != "?" else \
            default_order[default_order.index(role) + 1:] if role in default_order else []
        if over:
            rules.append(_rule(document, role, over, start, end))
    return rules


def parts_in_force(document: Document) -> list[tuple[int, int]]:
    """Where, inside one file, a part that a precedence clause of the file makes prevail stands (spans of
    ``document.text``): a framework agreement with its order printed after it ("# 算力服务订单") and a clause saying
    the order prevails ("订单与本协议约定不一致的，以订单为准", "除订单另有约定外"). Such a part is a heading marked as one
    (not a numbered clause's) whose title names the prevailing document (``roles.role_of_title``), down to the next
    heading of its rank or above. The file's own title is not such a part (it is the file), nor a blank form's
    ("附件二 订单模板", ``template``)."""
    from .data import bundle_data
    from .roles import role_from_title

    titled = role_from_title(document)
    own = titled[0] if titled is not None else None
    rules = read_precedence(document, own, bundle_data()["default_order"])
    winners = {rule.winner for rule in rules if rule.winner != own and (own is None or own in rule.over)}
    return _titled_parts(document, winners)


def role_at(document: Document):
    """A function: the role of the document an offset of ``document.text`` stands in: the innermost part titled as one
    (``_titled_parts``: "# 算力服务订单" after its framework), else the file's own title's role (None: none known)."""
    from .data import bundle_data
    from .roles import role_from_title

    titled = role_from_title(document)
    own = titled[0] if titled is not None else None
    parts = [(start, end, role) for role in bundle_data()["number_order"] for start, end in _titled_parts(document, {role})]

    def role(at: int) -> str | None:
        inside = [(end - start, part_role) for start, end, part_role in parts if start <= at < end]
        return min(inside, key=lambda x: x[0])[1] if inside else own

    return role


def deferring_sentences(document: Document) -> list[tuple[int, int, list[tuple[int, int]]]]:
    """(start, end, parts) of each sentence of ``document.text`` that leaves its own terms to another document of the
    file with no conflict word ("计划维护应至少提前48小时通知甲方，具体通知期限以订单约定为准", "... as set out in the Order
    Form", the ``defers`` cues), and the parts titled as that document (``parts_in_force``'s): where such a part states
    a term the sentence states, its value governs that term; none when the file holds no such part."""
    from .roles import role_from_title

    titled = role_from_title(document)
    own = titled[0] if titled is not None else "?"
    text, found, sentences = _read(document.text)
    out = []
    for s, e in sentences:
        if found.search("conflict", s, e):
            continue  # a precedence clause, read by ``read_precedence``
        roles = {role for role, _ in _named_at(found, s, e, "defers", own)}
        parts = _titled_parts(document, roles) if roles else []
        if parts:
            out.append((s, e, parts))
    return out


def _named_at(cues: _Cues, start: int, end: int, cue_kind: str, own_role: str) -> list[tuple[str, int]]:
    """(role, cue start) of each document named right at a cue of ``cue_kind`` in ``text[start:end]`` (only
    ``yield_gap``'s words between), not the document the text stands in."""
    text = cues.text
    found = []
    for cue in cues.finditer(cue_kind, start, end):
        for m in _patterns()["mention"].finditer(text, start, end):
            gap = text[m.end():cue.start()] if m.end() <= cue.start() else text[cue.end():m.start()]
            role = None if _patterns()["self"].fullmatch(m.group()) else role_of(m.group())
            if role is None or role == own_role or m.start() < cue.end() and m.end() > cue.start() \
                    or not _patterns()["yield_gap"].fullmatch(gap):
                continue
            found.append((role, cue.start()))
    return found


def _titled_parts(document: Document, roles: set[str]) -> list[tuple[int, int]]:
    """The spans of ``document.text`` under a heading whose title names one of ``roles`` (see ``parts_in_force``)."""
    from .roles import role_of_title
    from ..extract.sentences import layout

    if not roles:
        return []
    headings = _headings(document.text)
    parts = layout()["part_heading_res"]
    spans = []
    for k, (at, level, title) in enumerate(headings):
        if k == 0 and not document.text[:at].strip():
            continue
        if find_clause_number(title.strip()) is not None and not any(rx.match(title.strip()) for rx in parts):
            continue  # a numbered clause's heading ("5. Order Form"), not an attached document's ("Schedule 2 – Order Form")
        if role_of_title(title, document.language) in roles and not _patterns()["template"].search(simplify(title)):
            end = next((other for other, lower, _ in headings[k + 1:] if lower <= level), len(document.text))
            spans.append((at, end))
    return spans


_HEADING = re.compile(r"^(#{1,6})[ \t]+(.+)$", re.MULTILINE)
_LINE = re.compile(r"^[ \t]*(\S[^\n]*?)[ \t]*$", re.MULTILINE)
PLAIN_TITLE_CHARS = 40  # longest title line with no mark read as a part's heading ("附件二 算力服务订单")


def _headings(text: str) -> list[tuple[int, int, str]]:
    """(start, level, title) of each heading of ``text``: a line marked as one ("# 算力服务订单"), and a line with no mark
    that titles a part as a heading does, a top-level one, alone between blank lines and short: opening as an attached
    document does (layout.yaml ``part_headings``: "附件二 订单", "Schedule 2 – Order Form", "Annex B: Order"), or a
    bare title ("算力服务订单", "ORDER FORM", layout.yaml ``bare_titles``)."""
    from ..extract.sentences import layout

    data = layout()
    found = [(m.start(), len(m.group(1)), m.group(2)) for m in _HEADING.finditer(text)]
    for m in _LINE.finditer(text):
        line = m.group(1)
        if line.startswith("#") or len(line) > PLAIN_TITLE_CHARS or not _alone(text, m.start(), m.end()):
            continue
        if any(rx.match(line) for rx in data["part_heading_res"]) or data["bare_title_re"].fullmatch(line):
            found.append((m.start(), 1, line))
    return sorted(found)


def _alone(text: str, start: int, end: int) -> bool:
    """Is the line from ``start`` to ``end`` a paragraph of its own (a blank line, or the text's edge, on each side)?"""
    above = text.rfind("\n", 0, start)
    if above >= 0 and text[text.rfind("\n", 0, above) + 1:above].strip():
        return False
    below = text.find("\n", end)
    if below < 0:
        return True
    after = text.find("\n", below + 1)
    return not text[below + 1:after if after >= 0 else len(text)].strip()


def _list_end(text: str, end: int) -> int:
    """A sentence ending in ":" runs on over the short lines that list its items."""
    if not text[:end].rstrip().endswith((":", "：")):
        return end
    for _ in range(LIST_LINES):
        nxt = text.find("\n", end)
        line = text[end:nxt if nxt >= 0 else len(text)]
        if not line.strip() or len(line) > LIST_LINE_CHARS:
            break
        end = nxt + 1 if nxt >= 0 else len(text)
    return end


def _rule(document: Document, winner: str, over: list[str], start: int, end: int) -> PrecedenceRule:
    while start < end and document.text[start].isspace():
        start += 1
    while end > start and document.text[end - 1].isspace():
        end -= 1
    return PrecedenceRule(winner=winner, over=over, document=document.name, text=document.text[start:end],
                          page=document.page_at(start), start=start, end=end,
                          clause=clause_number_at(document.text, start))
