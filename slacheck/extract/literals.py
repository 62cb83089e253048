"""What a regular expression cannot match without: a literal every match contains.

The data's regexes (``patterns`` in lang/*.yaml) are searched over the whole view, and most
of them find nothing in a given contract: an English contract holds none of the Chinese
patterns' words, a Chinese one none of "-level uptime". Each search still tries the pattern
at every position (~0.02 s a pattern on 300,000 characters). ``may_match`` first asks whether
the text holds one of the literals every match must contain (a plain substring test, ~100x
cheaper); when it does not, the search could not have found anything, so it is skipped and
the matches are exactly those of the search.

The literals are read from the pattern's parse (``re._parser``, the module ``re`` compiles
with), conservatively: a literal is the longest run of plain characters that every match
must contain; an alternation counts when every branch has one (any of them); a repeat only
when it must match at least once; lookarounds, classes and back-references count for
nothing. Under IGNORECASE only characters that match nothing but themselves and their ASCII
case partner are taken (no i, k or s: ``re`` matches ı, K and ſ to them), tested against
the text in lower case; and, read apart, with every ASCII letter taken ("unavailable", not
"unava" and "lable"): those count for a text without ı, İ, K and ſ (nearly every contract), in
which i, k and s, too, match only themselves and their ASCII partners.

A pattern that may match is searched by ``matches``: when its top level writes a literal after a
part of bounded length (``anchor``), or a choice of words each written as a literal ("(?<![\\w'])(?<!Signed
for )(?:Provider|Vendor|Supplier)"), only the positions those literals' occurrences leave for a
match's start are tried, not every position of the text; the matches are ``finditer``'s.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Iterable, Iterator

from .. import profiling
from ..datacache import Memo
from ..lazy import LazyPattern
from .fold import holds_any

try:  # Python 3.11+
    from re import _compiler as _compiler, _constants as _c, _parser as _p
except ImportError:  # pragma: no cover - Python 3.10
    import sre_compile as _compiler  # type: ignore[no-redef]
    import sre_constants as _c  # type: ignore[no-redef]
    import sre_parse as _p  # type: ignore[no-redef]

Literal = tuple[str, bool]  # (text, compared in lower case)
# a literal every match holds where the pattern's top level writes it (or, for a choice of words there, the
# literals one of which it holds), how many characters of the match may stand before it, and whether it is looked
# for in the text's lower case (a case-blind word: "(?i:state|province) of"): (text, fewest, most, caseless)
Anchor = tuple[str | tuple[str, ...], int, int, bool]
# the characters besides ASCII that ``(?i)`` matches to an ASCII letter (ı İ to i, K to k, ſ to s)
CASE_PARTNERS_OF_ASCII = frozenset("\u0131\u0130\u212a\u017f")
_REPEATS = tuple(op for op in (getattr(_c, name, None) for name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"))
                 if op is not None)
_ATOMIC = getattr(_c, "ATOMIC_GROUP", None)
IDEOGRAPH = re.compile(r"[\u4e00-\u9fff]")


def _caseless_safe(ch: str) -> bool:
    """Does ``(?i)ch`` match only ``ch`` and its ASCII case partner?"""
    if ch.isascii():
        return ch.lower() not in "iks"  # the letters of CASE_PARTNERS_OF_ASCII
    return bool(IDEOGRAPH.match(ch))  # CJK ideographs have no case


def _better(a: tuple[Literal, ...] | None, b: tuple[Literal, ...] | None) -> tuple[Literal, ...] | None:
    """The more selective of two requirements (its shortest literal longer)."""
    if a is None:
        return b
    if b is None:
        return a
    return b if min(len(t) for t, _ in b) > min(len(t) for t, _ in a) else a


def _required(items, ignorecase: bool, partner_free: bool = False) -> tuple[Literal, ...] | None:
    """Literals one of which every match of the parsed sequence ``items`` contains (None: no such); with
    ``partner_free``, in a text without ``CASE_PARTNERS_OF_ASCII`` (every ASCII letter taken)."""
    best = None
    run: list[str] = []

    def flush() -> None:
        nonlocal best
        if run:
            best = _better(best, (("".join(run).lower() if ignorecase else "".join(run), ignorecase),))
            run.clear()

    for op, av in items:
        if op is _c.LITERAL and (not ignorecase or _caseless_safe(chr(av)) or (partner_free and av < 128)):
            run.append(chr(av))
            continue
        flush()
        found = None
        if op is _c.SUBPATTERN:
            _group, add_flags, del_flags, sub = av
            case = (ignorecase or bool(add_flags & _c.SRE_FLAG_IGNORECASE)) and not del_flags & _c.SRE_FLAG_IGNORECASE
            found = _required(sub, case, partner_free)
        elif op is _c.BRANCH:
            branches = [_required(branch, ignorecase, partner_free) for branch in av[1]]
            if all(b is not None for b in branches):
                found = tuple(dict.fromkeys(lit for b in branches for lit in b))
        elif op in _REPEATS:
            low, _high, sub = av
            if low >= 1:
                found = _required(sub, ignorecase, partner_free)
        elif _ATOMIC is not None and op is _ATOMIC:
            found = _required(av, ignorecase, partner_free)
        best = _better(best, found)
    flush()
    return best


@functools.lru_cache(maxsize=None)
def required_literals(pattern: re.Pattern | LazyPattern) -> tuple[Literal, ...] | None:
    """Literals one of which every match of ``pattern`` contains, or None if none is known.
    Read from the pattern's text (a ``LazyPattern`` stays uncompiled); for the data's own
    patterns, asked while the extractor is built, kept between runs (``LITERALS``)."""
    return _facts(pattern)[0]


@functools.lru_cache(maxsize=None)
def anchor(pattern: re.Pattern | LazyPattern) -> Anchor | None:
    """The longest literal written at the pattern's top level after a part of bounded length (or a
    choice of words there, each opening with a literal: those literals, their shortest the longer),
    with that part's fewest and most characters; None when there is none or when the pattern
    opens with a literal or such a choice (``re`` searches for that itself). Literal characters count only where
    a case-blind pattern matches nothing but themselves (ideographs, ASCII besides letters).
    Read with ``required_literals``, from the same parse, and kept with them."""
    return _facts(pattern)[1]


Facts = tuple[tuple[Literal, ...] | None, Anchor | None, tuple[Literal, ...] | None]


def _facts(pattern: re.Pattern | LazyPattern) -> Facts:
    source, flags = pattern.source if isinstance(pattern, LazyPattern) else (pattern.pattern, pattern.flags)
    flags = int(flags)
    if not isinstance(source, str) or flags & _VERBOSE:
        return None, None, None
    return _facts_here((source, flags & _NOT_UNICODE))


# (ints: ``RegexFlag``'s own operators cost ~1 us each, even with an int on the left, asked ~140 times a text, and
# ~20,000 times for a long text's table cells, ``numbers._masked_ranges``)
_NOT_UNICODE = ~int(re.UNICODE)
_VERBOSE = int(re.VERBOSE)


@functools.lru_cache(maxsize=256)
def _facts_here(pattern: tuple[str, int]) -> Facts:
    """``LITERALS``' answer, kept in the process too: a pattern first asked after the build (a layout pattern
    ``Evidence.pointer`` asks of each text, a ``_probe``), which the table no longer adds, is parsed once a process,
    not once a text (~0.4 ms each)."""
    return LITERALS(pattern)


def _facts_of(pattern: tuple[str, int]) -> Facts:
    """(``required_literals``, ``anchor``, the literals required in a text without ``CASE_PARTNERS_OF_ASCII``
    when they are other ones) of a pattern's source and flags, from one parse."""
    source, flags = pattern
    with profiling.phase("build"):  # once a pattern, whatever the text: the rule set's, not the text's
        try:
            parsed = _p.parse(source, flags)
        except (re.error, TypeError, ValueError):  # pragma: no cover - it compiled once already
            return None, None, None
        if parsed.state.flags & re.VERBOSE:  # an inline (?x): its literals are not its characters
            return None, None, None
        ignorecase = bool(parsed.state.flags & re.IGNORECASE)
        found = _usable(_required(parsed, ignorecase))
        plain = _usable(_required(parsed, ignorecase, partner_free=True)) if ignorecase else None
        anchored = _anchor_of(parsed)
    return found, anchored, (plain if plain != found else None)


def _usable(found: tuple[Literal, ...] | None) -> tuple[Literal, ...] | None:
    """Literals that say something (None when one of them is empty: every text holds it)."""
    return None if found is None or any(not text for text, _ in found) else found


def caseless_starts(text: str, word: str, lowered: str | None = None) -> Iterator[int]:
    """Where ``word`` starts in ``text`` in any case, overlapping ones too, in order: each start of
    ``re.compile(re.escape(word), re.IGNORECASE)`` searched from one past the last. An ASCII word in a
    text without a character ``(?i)`` matches to an ASCII letter from outside ASCII
    (``CASE_PARTNERS_OF_ASCII``) is found in the text's lower case (``lowered``, ``text.lower()`` when
    the caller has it: no pattern compiled for a word, ~0.2 ms each, and no case-blind search at
    every position)."""
    if word.isascii() and not holds_any(CASE_PARTNERS_OF_ASCII, text):
        lowered = text.lower() if lowered is None else lowered
        if len(lowered) == len(text):  # (one character for one: the offsets are the text's)
            word = word.lower()
            at = lowered.find(word)
            while at >= 0:
                yield at
                at = lowered.find(word, at + 1)
            return
    written = re.compile(re.escape(word), re.IGNORECASE)
    m = written.search(text)
    while m is not None:
        yield m.start()
        m = written.search(text, m.start() + 1) if m.start() < len(text) else None


def one_character(pattern: re.Pattern) -> bool:
    """Is every match of ``pattern`` one character, matched by that character alone (a class, a
    literal: no lookaround, nothing before or after it tested)? Then a text's matches are its
    characters ``pattern.match`` takes one by one."""
    parsed = _p.parse(pattern.pattern, pattern.flags)
    return len(parsed) == 1 and parsed[0][0] in (_c.LITERAL, _c.NOT_LITERAL, _c.IN, _c.ANY)


LITERALS = Memo("pattern-literals", _facts_of, lambda: [Path(__file__)])


def may_match(pattern: re.Pattern, text: str, lowered: str, held: dict | None = None) -> bool:
    """False only when ``pattern`` cannot match anywhere in ``text`` (``lowered`` = ``text.lower()``); ``held``: the
    answers for sets of literals already tested in this text, kept by ``matches_each`` (each set tested once a text)."""
    found, _, plain = _facts(pattern)
    if found is not None and not _holds(found, text, lowered, held):
        return False
    return plain is None or _partnered(text) or _holds(plain, text, lowered, held)


def _holds(found: tuple[Literal, ...], text: str, lowered: str, held: dict | None) -> bool:
    if held is None:
        return _holds_one(found, text, lowered)
    if found not in held:
        held[found] = _holds_one(found, text, lowered)
    return held[found]


def literal_starts(pattern: re.Pattern | LazyPattern, text: str, lowered: str) -> list[int] | None:
    """Where, in order, the literals one of which every match of ``pattern`` holds (``required_literals``) begin in
    ``text`` (``lowered`` = ``text.lower()``): a stretch ``[s, e)`` none of them begins in holds no match of
    ``pattern.search(text, s, e)``, so a caller searching many stretches of one text (its sentences) searches only
    those. None when that is not known (no such literals, or a text whose lower case is not one character for one)."""
    found = _facts(pattern)[0]
    if found is None or len(lowered) != len(text):
        return None
    starts: set[int] = set()
    for literal, caseless in found:
        within = lowered if caseless else text
        at = within.find(literal)
        while at >= 0:
            starts.add(at)
            at = within.find(literal, at + 1)
    return sorted(starts)


def _holds_one(found: tuple[Literal, ...], text: str, lowered: str) -> bool:
    return any((literal in lowered) if caseless else (literal in text) for literal, caseless in found)


@functools.lru_cache(maxsize=16)  # the view and the windows read around it: each text tested once
def _partnered(text: str) -> bool:
    """Does ``text`` hold a character ``(?i)`` matches to an ASCII letter from outside ASCII?"""
    return holds_any(CASE_PARTNERS_OF_ASCII, text)


def matches_each(patterns: Iterable[re.Pattern | LazyPattern], text: str, lowered: str) -> Iterator[re.Match]:
    """The matches of each of ``patterns`` over one text, pattern by pattern (``matches``' each): the literals several
    of them require ("年" of four date masks, the twelve months' names of four more) tested once in the text, not once
    a pattern (``numbers._masked_ranges``: 39 masks over each line or sentence a reader quantifies)."""
    held: dict = {}
    for pattern in patterns:
        yield from matches(pattern, text, lowered, held)


def matches(pattern: re.Pattern | LazyPattern, text: str, lowered: str, held: dict | None = None) -> Iterator[re.Match]:
    """``pattern.finditer(text)``: the same matches, found without trying every position where
    that is cheaper (``lowered`` = ``text.lower()``). None when ``may_match`` says there can be
    none. A pattern whose matches all hold a literal written at its top level, after a part of
    bounded length (``anchor``: "(?P<unit>[^,。;]{1,8}?)(?:服务)?可用性\\s*=" holds 可用性 at most 10
    characters after its start), is tried only at the starts the literal's occurrences leave:
    ``re`` itself tries every position of the text (~0.1 s for that one on 300,000 characters,
    where only a few hundred positions can match)."""
    if not may_match(pattern, text, lowered, held):
        return iter(())
    found = anchor(pattern)
    if found is not None:
        literal, fewest, most, caseless = found
        literals = (literal,) if isinstance(literal, str) else literal
        # a case-blind literal is looked for in the lower case, where each character stands at its own offset and
        # matches its word in any case (no character of the text lowered to another length, none ``(?i)`` matches to
        # an ASCII letter from outside ASCII)
        within = text if not caseless else lowered if len(lowered) == len(text) and not _partnered(text) else None
        # each occurrence costs up to (most - fewest + 1) tries of ``match``, each ~10-30x what
        # the search spends on one position
        if within is not None and sum(map(within.count, literals)) * (most - fewest + 1) * ANCHORED_COST < len(text):
            return _anchored(pattern, text, literals, fewest, most, within)
    return pattern.finditer(text)


ANCHORED_COST = 32  # positions a search passes over in the time of one ``match`` tried at one


def _anchored(pattern, text: str, literals: tuple[str, ...], fewest: int, most: int,
              within: str | None = None) -> Iterator[re.Match]:
    """``finditer``'s matches, tried only at the starts ``fewest`` to ``most`` characters
    before an occurrence of one of ``literals`` in ``within`` (the text, or its lower case
    character for character): every match starts at one of them. They are tried in
    order, each once, from the end of the last match on (matches do not overlap), so each
    match found is the leftmost there, as the search finds it; a match tried at a position
    sees the text before it as the search does (lookbehinds, ``\\b``)."""
    match = pattern.match
    start = 0  # the first position not tried yet and not inside a match found
    finder = _finder(literals)
    within = text if within is None else within

    def next_at(pos: int) -> int:
        """Where the next occurrence of one of the literals from ``pos`` on starts (-1: none): every
        position where one starts, overlapping ones too ("Provider" inside "Service Provider")."""
        if finder is None:
            return within.find(literals[0], pos)
        found = finder.search(within, pos)
        return -1 if found is None else found.start()

    at = next_at(0)
    while at >= 0:
        start = max(start, at - most)
        while start <= at - fewest:
            found = match(text, start)
            if found is None:
                start += 1
            else:
                yield found
                start = found.end()  # never empty: it holds the literal
        at = next_at(at + 1)


@functools.lru_cache(maxsize=None)
def _finder(literals: tuple[str, ...]) -> LazyPattern | None:
    """A search for any of several ``literals`` (as written; None for one: ``str.find`` finds it): it
    opens with their first characters, so ``re`` skips to them. Made with the anchor's pattern in the
    extractor's build (``prepare``) and compiled on first use from the code that build keeps."""
    return LazyPattern("|".join(map(re.escape, literals))) if len(literals) > 1 else None


def prepare(pattern: re.Pattern | LazyPattern) -> None:
    """What ``matches`` asks of every text about ``pattern`` (its literals, its anchor's search),
    made once in the extractor's build."""
    required_literals(pattern)
    found = anchor(pattern)
    if found is not None and not isinstance(found[0], str):
        _finder(found[0])


def _plain(ch: str, ignorecase: bool) -> bool:
    """Is a literal ``ch`` matched by ``ch`` alone (so ``str.find`` finds what the pattern does)?"""
    return not ignorecase or bool(IDEOGRAPH.match(ch)) or (ch.isascii() and not ch.isalpha())


def _letter_kind(ch: str, ignorecase: bool) -> int:
    """Where an anchor's literal may look for ``ch``: EXACT (as written, in the text), CASELESS (lowered, in the
    text's lower case: an ASCII letter ``(?i)`` matches in either case), both (a character a match holds as written
    whose lower case is one character: ``_EXACT | _CASELESS``), or 0 (neither: a letter of another script in a
    case-blind part, which ``(?i)`` may match to another than its lower case)."""
    if not ignorecase or _plain(ch, True):
        return _EXACT | _CASELESS if len(ch.lower()) == 1 else _EXACT
    return _CASELESS if ch.isascii() else 0


_EXACT, _CASELESS = 1, 2


def _literal_run(items: list, at: int) -> tuple[str, int, int]:
    """The longest literal written from ``items[at]`` on (``_top_items``' (op, av, case-blind)), where it may be looked
    for (``_letter_kind``'s, of all its characters) and the index after it: ("", ...) when ``items[at]`` opens none."""
    run: list[str] = []
    kinds = _EXACT | _CASELESS
    j = at
    while j < len(items) and items[j][0] is _c.LITERAL:
        kind = kinds & _letter_kind(chr(items[j][1]), items[j][2])
        if not kind:
            break
        run.append(chr(items[j][1]))
        kinds, j = kind, j + 1
    return "".join(run), kinds, j


def _looked_for(run: str, kinds: int) -> tuple[str, bool]:
    """A literal as an anchor looks for it: as written in the text, or lowered in its lower case (case-blind)."""
    return (run, False) if kinds & _EXACT else (run.lower(), True)


def _choice_literals(item, ignorecase: bool) -> tuple[tuple[str, ...], bool]:
    """The literals a choice of words opens each of its words with ("(?:Provider|Vendor|Party B \\()": Provider,
    Vendor, "Party B ("), in their order, and whether they are looked for in the text's lower case (a case-blind
    choice, "(?i:nodes?|servers?)": lowered); empty when ``item`` is no choice or a word of it opens with no literal."""
    op, av = item
    if op is not _c.BRANCH:
        return (), False
    runs = []
    for branch in av[1]:
        run, kinds, _ = _literal_run(_top_items(branch, ignorecase), 0)
        if not run:
            return (), False
        runs.append((run, kinds))
    every = _EXACT | _CASELESS
    for _, kinds in runs:
        every &= kinds
    if not every:
        return (), False  # an exact word with a capital beside case-blind ones: no one text to look for all in
    return tuple(dict.fromkeys(_looked_for(run, every)[0] for run, _ in runs)), not every & _EXACT


def _top_items(items, ignorecase: bool) -> list[tuple]:
    """The parsed sequence ``items`` as (op, av, case-blind) with each group written in it opened (its items in
    its place, under its own flags: "(?P<machine>(?i:nodes?|servers?))" is a case-blind choice at that place)."""
    out: list[tuple] = []
    for op, av in items:
        if op is _c.SUBPATTERN:
            _group, add_flags, del_flags, sub = av
            case = (ignorecase or bool(add_flags & _c.SRE_FLAG_IGNORECASE)) and not del_flags & _c.SRE_FLAG_IGNORECASE
            out.extend(_top_items(sub, case))
        else:
            out.append((op, av, ignorecase))
    return out


def _anchor_of(parsed) -> Anchor | None:
    """``anchor`` of a parsed pattern (``re._parser``'s)."""
    items = _top_items(parsed, bool(parsed.state.flags & re.IGNORECASE))
    if not items:
        return None
    opening, kinds, _ = _literal_run(items, 0)
    choice, caseless = _choice_literals(items[0][:2], items[0][2])
    if (opening and kinds & _EXACT) or (choice and not caseless):
        return None  # a pattern opening with a literal or a choice of words: ``re`` searches for it itself
    best: Anchor | None = None
    fewest = most = 0  # characters a match holds before item i
    # a pattern that opens with a class ("\\d(?<![\\d.].)(?:1/[2-8]|2/[35])") is searched by ``re`` as fast: a choice
    # of words after it is no anchor (their occurrences, a digit's "1/" and "2/", may be as many as its characters)
    choices = items[0][0] is not _c.IN

    def shortest(found: Anchor | None) -> int:
        return -1 if found is None else len(found[0]) if isinstance(found[0], str) else min(map(len, found[0]))

    i = 0
    while i < len(items):
        literal, kinds, j = _literal_run(items, i)
        if literal:
            if len(literal) > shortest(best):
                looked, caseless = _looked_for(literal, kinds)
                best = (looked, fewest, most, caseless)
            fewest, most, i = fewest + j - i, most + j - i, j
            continue
        choice, caseless = _choice_literals(items[i][:2], items[i][2]) if choices else ((), False)
        if choice and min(map(len, choice)) > shortest(best):
            best = (choice, fewest, most, caseless)
        low, high = _p.SubPattern(parsed.state, [items[i][:2]]).getwidth()
        if high >= _c.MAXREPEAT:
            break  # unbounded: no literal after it is anchored
        fewest, most, i = fewest + low, most + high, i + 1
    return best


def found_anywhere(pattern: re.Pattern, text: str, lowered: str) -> bool:
    """Does ``pattern`` match somewhere in ``text`` (``lowered`` = ``text.lower()``)? The answer of its ``search``,
    asked of ``_probe(pattern)``: a pattern opening with a part that may match nothing ("(?:lead-in:)?", "[^:]{0,12}?")
    is tried with that part at every position of the text (~0.3 s on 200,000 characters), where the rest alone opens
    with its words, which ``re`` skips to. A probe so made, compiled from a parse, has no source to read its literals
    from (``_facts``): a text without those ``pattern`` requires is not searched with it (it matches where ``pattern``
    does; an English contract and "[^\\W_]{1,8}?(?:版|套餐)": ~1.2 ms a 3-page text, tried at every position)."""
    probe = _probe(pattern)
    if probe is not pattern and not may_match(pattern, text, lowered):
        return False
    return next(matches(probe, text, lowered), None) is not None


@functools.lru_cache(maxsize=None)
def _probe(pattern: re.Pattern) -> re.Pattern:
    """``pattern`` without the parts at its start that can always match nothing (a repeat of at least zero, at its top
    level or opening its first group, in turn): a text holds a match of it if and only if it holds one of the rest
    (where the rest matches, those parts match nothing before it; where the whole matches, the rest matches after
    them). A pattern referring back to a group is left whole (the rest's match could depend on what they took)."""
    with profiling.phase("build"):  # once a pattern, whatever the text: the rule set's, not the text's
        parsed = _p.parse(pattern.pattern, pattern.flags)
        if _refers_back(parsed.data):
            return pattern
        stripped = _without_empty_start(parsed.data)
        if stripped == parsed.data:
            return pattern
        parsed.data = stripped
        return _compiler.compile(parsed, pattern.flags)


def _without_empty_start(items: list) -> list:
    items = list(items)
    while items and items[0][0] in _REPEATS and items[0][1][0] == 0:
        items.pop(0)
    if items and items[0][0] == _c.SUBPATTERN:
        *head, inner = items[0][1]
        inner.data = _without_empty_start(inner.data)
        items[0] = (_c.SUBPATTERN, (*head, inner))
    return items


def _refers_back(items) -> bool:
    """Does a parse (its items, nested) refer to a group (``\\1``, ``(?(1)...)``)?"""
    for op, av in items:
        if op in (_c.GROUPREF, _c.GROUPREF_EXISTS):
            return True
        nested = [av[-1]] if op == _c.SUBPATTERN else [av[2]] if op in _REPEATS else av[1] if op == _c.BRANCH else \
            [av[1]] if op in (_c.ASSERT, _c.ASSERT_NOT) else [av] if op == _ATOMIC else []
        if any(_refers_back(sub.data if hasattr(sub, "data") else sub) for sub in nested):
            return True
    return False
