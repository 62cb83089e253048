"""Vocabularies from ``lang/*.yaml`` compiled into matchers, built once per process.

Every phrase a rule needs (triggers, blockers, negation cues, value words) is data; this
module only knows how to turn a phrase list into a matcher that tolerates the ways a phrase
gets written: any case, spaces or hyphens between words, short gaps (``…``), and no match
inside a longer Latin word or model number (``H20`` never matches inside ``H200``).

The Chinese and English data are merged, key by key: contracts mix languages (an English
"InfiniBand NDR" inside a Chinese clause), and one rule set should read both.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .lang.schema import validate_language
from .nlp import phrase_index
from .text import fold_data, is_cjk, simplify

LANG_DIR = Path(__file__).parent / "lang"
LANGUAGES = ("zh", "en")
GAP_CHARS = 16  # "…": at most this many characters between two parts
REPLACEMENT_GAP_CHARS = 48  # ... in a replacement phrase ("from <old value> to", "由<old value>调整为")
GAP_STOPS = frozenset("\u3002;\n")  # ... none of which ends a sentence


def normalise_phrase(phrase: str) -> str:
    """NFKC, traditional folded to simplified, and no spaces next to CJK characters, as in
    the matching view."""
    text = simplify(unicodedata.normalize("NFKC", str(phrase)))
    out = []
    for i, ch in enumerate(text):
        if ch == " " and (is_cjk(text[i - 1] if i else "") or is_cjk(text[i + 1] if i + 1 < len(text) else "")):
            continue
        out.append(ch)
    return "".join(out)


class Hit:
    """One phrase match in a text, shaped like ``re.Match`` (start, end, span, group)."""

    __slots__ = ("_start", "_end", "_text")

    def __init__(self, start: int, end: int, text: str):
        self._start, self._end, self._text = start, end, text

    def start(self) -> int:
        return self._start

    def end(self) -> int:
        return self._end

    def span(self) -> tuple[int, int]:
        return self._start, self._end

    def group(self) -> str:
        return self._text[self._start:self._end]


def _latin(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


class Phrases:
    """A phrase list matched with the shared spaCy ``PhraseMatcher`` (nlp.py).

    ``find`` returns non-overlapping hits left to right; at one position the longest phrase
    wins. A Latin phrase never matches inside a longer Latin word or model number; a gap
    phrase ``A…B`` is A, then B starting within ``GAP_CHARS`` characters of the same sentence.
    """

    _serial = itertools.count()

    def __init__(self, phrases: list[str] | None, gap: int = GAP_CHARS):
        self.phrases = [p for p in (phrases or []) if str(p).strip()]
        self.gap = gap  # longest "…" between two parts
        ordered = sorted(self.phrases, key=lambda p: len(normalise_phrase(p)), reverse=True)
        self.compiled: list[tuple[str, ...]] = []
        for p in ordered:
            parts = tuple(q for q in (normalise_phrase(part).strip() for part in str(p).split("…")) if q)
            if parts:
                self.compiled.append(parts)
        self.serial = next(self._serial)
        if self.compiled:
            phrase_index().register(part for parts in self.compiled for part in parts)

    def __bool__(self) -> bool:
        return bool(self.compiled)

    def _candidates(self, text: str):
        """(starts, [(start, order, end, right_ok)]) of every phrase over the whole text."""
        hits = phrase_index().hits(text)
        cached = hits.candidates.get(self.serial)
        if cached is not None:
            return cached
        cands = []
        for order, parts in enumerate(self.compiled):
            starts, ends = hits.part_hits(parts[0])
            left = _latin(parts[0][0])
            for s, e in zip(starts, ends):
                if left and s and _latin(text[s - 1]):
                    continue
                end = self._join(hits, text, parts, 0, e) if len(parts) > 1 else e
                if end is None:
                    continue
                right_ok = not (_latin(parts[-1][-1]) and end < len(text) and _latin(text[end]))
                cands.append((s, order, end, right_ok))
        cands.sort()
        cached = hits.candidates[self.serial] = ([c[0] for c in cands], cands)
        return cached

    def _join(self, hits, text: str, parts: tuple[str, ...], i: int, end: int) -> int | None:
        """End of parts[i+1:] following a hit of parts[i] that ends at ``end`` (earliest first)."""
        if i + 1 == len(parts):
            return end
        part = parts[i + 1]
        starts, ends = hits.part_hits(part)
        k = bisect.bisect_left(starts, end)
        while k < len(starts) and starts[k] <= end + self.gap:
            s, e = starts[k], ends[k]
            k += 1
            if any(ch in GAP_STOPS for ch in text[end:s]):
                break
            if _latin(part[0]) and s and _latin(text[s - 1]):
                continue
            if i + 2 < len(parts) and _latin(part[-1]) and e < len(text) and _latin(text[e]):
                continue
            done = self._join(hits, text, parts, i + 1, e)
            if done is not None:
                return done
        return None

    def _scan(self, text: str, start: int, end: int | None, first: bool) -> list[Hit]:
        if not self.compiled:
            return []
        hi = len(text) if end is None else min(end, len(text))
        starts, cands = self._candidates(text)
        out: list[Hit] = []
        pos = start
        for k in range(bisect.bisect_left(starts, start), len(cands)):
            s, _, e, right_ok = cands[k]
            if s >= hi:
                break
            if s < pos or e > hi or (not right_ok and e != hi):
                continue
            out.append(Hit(s, e, text))
            if first:
                break
            pos = e
        return out

    def find(self, text: str, start: int = 0, end: int | None = None) -> list[Hit]:
        return self._scan(text, start, end, first=False)

    def search(self, text: str, start: int = 0, end: int | None = None) -> Hit | None:
        found = self._scan(text, start, end, first=True)
        return found[0] if found else None


@dataclass
class KeyRule:
    """One SPEC key's merged rule (see lang/schema.py for the meaning of each field)."""

    key: str
    kind: str | None = None
    numeric: bool = False
    triggers: Phrases = field(default_factory=lambda: Phrases([]))
    blockers: Phrases = field(default_factory=lambda: Phrases([]))
    blockers_before: Phrases = field(default_factory=lambda: Phrases([]))  # only before the hit
    # after a number, before its trigger: the number times another action ("五日内完成验收")
    blockers_after: Phrases = field(default_factory=lambda: Phrases([]))
    # words in a value's clause that make it a minor mention ("风冷仅用于带走剩余热量")
    subordinate: Phrases = field(default_factory=lambda: Phrases([]))
    sentence_requires: Phrases = field(default_factory=lambda: Phrases([]))
    sentence_blockers: Phrases = field(default_factory=lambda: Phrases([]))
    # what the key is about (a service level, a fault, the rented compute): a candidate counts
    # only with one of these words in reach (subjects.py)
    subject: Phrases = field(default_factory=lambda: Phrases([]))
    # other kinds a number of this key may be written in, with the factor into ``kind``
    # (claim windows in months: period → 43200 minutes, 30 days a month)
    accepts: dict[str, float] = field(default_factory=dict)
    values: dict[str, list[str]] = field(default_factory=dict)  # value -> its phrases
    gap_values: dict[str, Phrases] = field(default_factory=dict)  # value -> its "A…B" phrases
    negated: dict[str, str] = field(default_factory=dict)
    combine: list[list[str]] = field(default_factory=list)
    fixed: list[tuple[Phrases, Any]] = field(default_factory=list)
    patterns: list[re.Pattern] = field(default_factory=list)
    after_window: int = 16
    # how far after a number its (verb-last) trigger may stand when no other number of the
    # kind is in between: None (only ``after_window``), "clause" or "sentence"
    after_reach: str | None = None
    gap: int = GAP_CHARS  # longest "…" in this key's phrases
    prefer: str | None = None
    weak: bool = False
    scope: str = "clause"  # where a trigger may stand before the number
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class Rules:
    negation: Phrases
    negation_after: Phrases
    negation_next: Phrases
    at_least: Phrases
    at_most: Phrases
    below: Phrases
    approx: Phrases
    bounds: Phrases
    amendment: Phrases
    replacement: Phrases
    coordination: frozenset
    precedence: Phrases
    keys: dict[str, KeyRule]
    # phrases inside which a blocker word blocks nothing ("(defined below)")
    not_blockers: Phrases = field(default_factory=lambda: Phrases([]))


@functools.lru_cache(maxsize=None)
def load_language(lang: str) -> dict:
    """One language's data, validated (cached: the pipeline and the rules both read it)."""
    path = LANG_DIR / f"{lang}.yaml"
    with path.open(encoding="utf-8") as fh:
        data = yaml.load(fh, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    validate_language(data, path.name)
    return fold_data(data)  # the text is folded the same way (text.simplify)


@functools.lru_cache(maxsize=1)
def rules() -> Rules:
    """The merged, compiled rules of every language (cached: built once per process)."""
    datas = [load_language(lang) for lang in LANGUAGES]

    def merged(*path: str) -> list:
        out: list = []
        for d in datas:
            node: Any = d
            for p in path:
                node = node.get(p) if isinstance(node, dict) else None
            out.extend(node or [])
        return out

    keys: dict[str, KeyRule] = {}
    key_names = list(dict.fromkeys(k for d in datas for k in d.get("keys", {})))
    for key in key_names:
        specs = [d["keys"][key] for d in datas if key in d.get("keys", {})]
        rule = KeyRule(key=key)
        lists: dict[str, list] = {}
        value_lists: dict[str, list] = {}
        fixed_specs: list[dict] = []
        for spec in specs:
            for name, value in spec.items():
                if name in ("triggers", "blockers", "blockers_before", "blockers_after", "subordinate",
                            "sentence_requires", "sentence_blockers", "subject"):
                    lists.setdefault(name, []).extend(value or [])
                elif name == "kind":
                    rule.kind, rule.numeric = value, True
                elif name == "values":
                    for v, phrases in value.items():
                        value_lists.setdefault(str(v), []).extend(phrases or [])
                elif name == "negated":
                    rule.negated.update({str(k): str(v) for k, v in value.items()})
                elif name == "combine":
                    rule.combine = rule.combine or [[str(x) for x in group] for group in value]
                elif name == "fixed":
                    fixed_specs.extend(value)
                elif name == "accepts":
                    rule.accepts.update({str(k): float(v) for k, v in value.items()})
                elif name == "patterns":
                    rule.patterns.extend(re.compile(normalise_phrase(p) if not p.startswith("(?") else p) for p in value)
                elif name == "after_window":
                    rule.after_window = int(value)
                elif name == "after_reach":
                    rule.after_reach = value
                elif name == "gap":
                    rule.gap = max(rule.gap, int(value))
                elif name == "prefer":
                    rule.prefer = value
                elif name == "weak":
                    rule.weak = bool(value)
                elif name == "scope":
                    rule.scope = value
                elif name == "as_written":
                    rule.extra["as_written"] = bool(value)
                else:
                    slot = rule.extra.setdefault(name, [] if isinstance(value, list) else {})
                    if isinstance(value, list):
                        slot.extend(value)
                    else:
                        for k, v in value.items():
                            if isinstance(v, list):
                                slot.setdefault(k, []).extend(v)
                            else:
                                slot[k] = v
        for name, phrases in lists.items():
            setattr(rule, name, Phrases(phrases, gap=rule.gap))
        # fixed phrases after every spec is read: their gaps take the key's ``gap``
        rule.fixed.extend((Phrases([f["phrase"]], gap=rule.gap), f["value"]) for f in fixed_specs)
        # value vocabularies are matched by the pipeline's span ruler (nlp.py), not here
        rule.values = {v: [str(x) for x in p] for v, p in value_lists.items()}
        # ... except gap phrases ("期满…所有权…转移"), which the span ruler cannot express
        rule.gap_values = {v: Phrases([x for x in p if "…" in x], gap=rule.gap) for v, p in rule.values.items()
                           if any("…" in x for x in p)}
        keys[key] = rule

    _register_extras(keys)
    at_least, at_most = merged("bounds", "at_least"), merged("bounds", "at_most")
    return Rules(
        negation=Phrases(merged("negation")),
        negation_after=Phrases(merged("negation_after")),
        negation_next=Phrases(merged("negation_next")),
        at_least=Phrases(at_least),
        at_most=Phrases(at_most),
        below=Phrases(merged("bounds", "below")),
        approx=Phrases(merged("bounds", "approx")),
        bounds=Phrases(at_least + at_most),
        amendment=Phrases(merged("amendment")),
        # "from seventy-two (72) hours to ...": a quoted old value is longer than a short gap
        replacement=Phrases(merged("replacement"), gap=REPLACEMENT_GAP_CHARS),
        coordination=frozenset(normalise_phrase(p).lower() for p in merged("coordination")),
        precedence=Phrases(merged("precedence")),
        keys=keys,
        not_blockers=Phrases(merged("not_blockers")),
    )


def _register_extras(keys: dict[str, KeyRule]) -> None:
    """Put the phrase lists rules build on the fly (table words, units ...) in the shared
    matcher now, so a long contract is matched once, not again for each late list."""
    from .numbers import tables

    lists: list[list] = [list(tables().cur_before) + list(tables().cur_after)]
    for rule in keys.values():
        for value in rule.extra.values():
            if isinstance(value, dict):
                value = [v for v in value.values() if isinstance(v, list)]
                lists.extend(value)
            elif isinstance(value, list):
                lists.append(value)
    for phrases in lists:
        if phrases and all(isinstance(p, str) for p in phrases):
            Phrases(phrases)

