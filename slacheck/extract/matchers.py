"""Vocabularies from ``lang/*.yaml`` compiled into matchers, built once per process.

Every phrase a rule needs (triggers, blockers, negation cues, value words) is data; this
module only knows how to turn a phrase list into a matcher that tolerates the ways a phrase
gets written: any case, spaces or hyphens between words, short gaps (``…``), and no match
inside a longer Latin word or model number (``H20`` never matches inside ``H200``).

The Chinese and English data are merged, key by key: contracts mix languages (an English
"InfiniBand NDR" inside a Chinese clause), and one rule set should read both.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .lang.schema import validate_language
from .text import is_cjk

LANG_DIR = Path(__file__).parent / "lang"
LANGUAGES = ("zh", "en")
GAP = r"[^。;\n]{0,16}?"


def normalise_phrase(phrase: str) -> str:
    """NFKC and no spaces next to CJK characters, as in the matching view."""
    text = unicodedata.normalize("NFKC", str(phrase))
    out = []
    for i, ch in enumerate(text):
        if ch == " " and (is_cjk(text[i - 1] if i else "") or is_cjk(text[i + 1] if i + 1 < len(text) else "")):
            continue
        out.append(ch)
    return "".join(out)


def phrase_regex(phrase: str) -> str:
    parts = []
    for part in str(phrase).split("…"):
        part = normalise_phrase(part).strip()
        if not part:
            continue
        rx = "".join(r"[\s\-]*" if ch in " -" else re.escape(ch) for ch in part)
        if part[0].isascii() and part[0].isalnum():
            rx = r"(?<![A-Za-z0-9])" + rx
        if part[-1].isascii() and part[-1].isalnum():
            rx += r"(?![A-Za-z0-9])"
        parts.append(rx)
    return GAP.join(parts)


class Phrases:
    """A phrase list as one matcher; ``find`` returns (start, end, phrase) in the view."""

    def __init__(self, phrases: list[str] | None):
        self.phrases = [p for p in (phrases or []) if str(p).strip()]
        ordered = sorted(self.phrases, key=lambda p: len(normalise_phrase(p)), reverse=True)
        self.regex = None
        if ordered:
            # a first-character class up front lets the regex engine skip most positions fast
            firsts = set()
            for p in ordered:
                head = normalise_phrase(str(p).split("…")[0]).strip()[:1]
                firsts.update({head.lower(), head.upper()})
            body = "|".join(f"(?:{phrase_regex(p)})" for p in ordered)
            prefix = "(?=[" + "".join(re.escape(c) for c in sorted(firsts)) + "])" if all(firsts) else ""
            self.regex = re.compile(f"{prefix}(?:{body})", re.IGNORECASE)

    def __bool__(self) -> bool:
        return self.regex is not None

    def find(self, text: str, start: int = 0, end: int | None = None) -> list[re.Match]:
        if self.regex is None:
            return []
        return list(self.regex.finditer(text, start, len(text) if end is None else end))

    def search(self, text: str, start: int = 0, end: int | None = None) -> re.Match | None:
        if self.regex is None:
            return None
        return self.regex.search(text, start, len(text) if end is None else end)


@dataclass
class KeyRule:
    """One SPEC key's merged rule (see lang/schema.py for the meaning of each field)."""

    key: str
    kind: str | None = None
    numeric: bool = False
    triggers: Phrases = field(default_factory=lambda: Phrases([]))
    blockers: Phrases = field(default_factory=lambda: Phrases([]))
    sentence_requires: Phrases = field(default_factory=lambda: Phrases([]))
    sentence_blockers: Phrases = field(default_factory=lambda: Phrases([]))
    values: dict[str, Phrases] = field(default_factory=dict)
    negated: dict[str, str] = field(default_factory=dict)
    combine: list[list[str]] = field(default_factory=list)
    fixed: list[tuple[Phrases, Any]] = field(default_factory=list)
    patterns: list[re.Pattern] = field(default_factory=list)
    after_window: int = 16
    prefer: str | None = None
    weak: bool = False
    scope: str = "clause"  # where a trigger may stand before the number
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class Rules:
    negation: Phrases
    negation_after: Phrases
    at_least: Phrases
    at_most: Phrases
    below: Phrases
    approx: Phrases
    bounds: Phrases
    amendment: Phrases
    precedence: Phrases
    keys: dict[str, KeyRule]


def load_language(lang: str) -> dict:
    path = LANG_DIR / f"{lang}.yaml"
    with path.open(encoding="utf-8") as fh:
        data = yaml.safe_load(fh)
    validate_language(data, path.name)
    return data


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
        for spec in specs:
            for name, value in spec.items():
                if name in ("triggers", "blockers", "sentence_requires", "sentence_blockers"):
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
                    rule.fixed.extend((Phrases([f["phrase"]]), f["value"]) for f in value)
                elif name == "patterns":
                    rule.patterns.extend(re.compile(normalise_phrase(p) if not p.startswith("(?") else p) for p in value)
                elif name == "after_window":
                    rule.after_window = int(value)
                elif name == "prefer":
                    rule.prefer = value
                elif name == "weak":
                    rule.weak = bool(value)
                elif name == "scope":
                    rule.scope = value
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
            setattr(rule, name, Phrases(phrases))
        rule.values = {v: Phrases(p) for v, p in value_lists.items()}
        keys[key] = rule

    at_least, at_most = merged("bounds", "at_least"), merged("bounds", "at_most")
    return Rules(
        negation=Phrases(merged("negation")),
        negation_after=Phrases(merged("negation_after")),
        at_least=Phrases(at_least),
        at_most=Phrases(at_most),
        below=Phrases(merged("bounds", "below")),
        approx=Phrases(merged("bounds", "approx")),
        bounds=Phrases(at_least + at_most),
        amendment=Phrases(merged("amendment")),
        precedence=Phrases(merged("precedence")),
        keys=keys,
    )


def mask(text: str, phrases: Phrases) -> str:
    """``text`` with every match of ``phrases`` blanked out (same length, so offsets hold)."""
    if not phrases:
        return text
    return phrases.regex.sub(lambda m: " " * len(m.group()), text)
