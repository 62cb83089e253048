"""The bundle's data: role and precedence wordings (``extract/lang/bundle.yaml``, checked by
its closed schema and folded like the text) and the sentences it writes (``sentences.yaml``)."""

from __future__ import annotations

import functools
import re

from ..extract.data import folded_data_file
from ..extract.fold import alternation, normalise_phrase
from ..yamlfile import packaged_data


@functools.lru_cache(maxsize=1)
def bundle_data() -> dict:
    """bundle.yaml, validated (SlacheckError naming file:line otherwise) and folded; from the disk cache once read
    (every extraction asks it which parts of a file prevail: ``precedence.parts_in_force``)."""
    return folded_data_file("bundle")


@functools.lru_cache(maxsize=1)
def sentences() -> dict:
    return packaged_data("slacheck.bundle", "sentences.yaml")


def phrase_pattern(phrases) -> re.Pattern:
    """One case-insensitive pattern for ``phrases``, longest first; a phrase that starts or
    ends with a Latin letter only matches whole words ("order" is not in "ordered").

    The phrases opening with a Latin letter or digit share one look-behind, before their alternation: tried once a
    position, not once a phrase (a file's title lines, read by every extraction, ~3x faster). No other phrase can match
    where one of those does (its first character is none of theirs, whatever the case), so which phrase matches where
    is as with each phrase in one alternation, longest first."""
    words, others = [], []
    # (longest first, then as written: the same pattern text every run, so the build's kept code serves the next one)
    for phrase in sorted({normalise_phrase(p) for p in phrases}, key=lambda p: (-len(p), p)):
        body = alternation([phrase]).replace(r"\ ", r"\s+")  # a PDF may wrap "Order Form"
        if phrase[-1:].isascii() and phrase[-1:].isalnum():
            body += r"(?![A-Za-z0-9])"
        (words if phrase[:1].isascii() and phrase[:1].isalnum() else others).append((phrase, body))
    if any(_LATIN_CASE_BLIND.match(phrase[:1]) for phrase, _ in others):
        # (one opens with a character a Latin letter matches case-blind, the Kelvin sign "K": one alternation keeps the
        # order longest first between the two kinds)
        parts = [body for _, body in sorted([(phrase, _WORD_START + body) for phrase, body in words] + others,
                                            key=lambda pair: (-len(pair[0]), pair[0]))]
    else:
        parts = ([_WORD_START + "(?:" + "|".join(body for _, body in words) + ")"] if words else []) \
            + [body for _, body in others]
    return re.compile("|".join(parts) or r"(?!)", re.IGNORECASE)


_WORD_START = r"(?<![A-Za-z0-9])"  # a phrase opening with a Latin letter or digit starts a word
_LATIN_CASE_BLIND = re.compile(r"[A-Za-z0-9]", re.IGNORECASE)


def languages() -> dict[str, dict]:
    return bundle_data()["languages"]


@functools.lru_cache(maxsize=1)
def role_phrases() -> dict[str, str]:
    """Every role phrase of every language (lower case) → its role (a bilingual title works)."""
    found: dict[str, str] = {}
    for data in languages().values():
        for role, phrases in data["roles"].items():
            for phrase in phrases:
                found.setdefault(normalise_phrase(phrase).lower(), role)
    return found


def role_of(phrase: str) -> str | None:
    return role_phrases().get(phrase.lower())


def cue_phrases(cue: str) -> list[str]:
    """One kind of cue (self, conflict, prevails, ranking, yields, yield_gap) in every language."""
    return [p for data in languages().values() for p in data.get(cue, [])]
