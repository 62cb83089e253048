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
    ends with a Latin letter only matches whole words ("order" is not in "ordered")."""
    parts = []
    # (longest first, then as written: the same pattern text every run, so the build's kept code serves the next one)
    for phrase in sorted({normalise_phrase(p) for p in phrases}, key=lambda p: (-len(p), p)):
        body = alternation([phrase]).replace(r"\ ", r"\s+")  # a PDF may wrap "Order Form"
        if phrase[:1].isascii() and phrase[:1].isalnum():
            body = r"(?<![A-Za-z0-9])" + body
        if phrase[-1:].isascii() and phrase[-1:].isalnum():
            body += r"(?![A-Za-z0-9])"
        parts.append(body)
    return re.compile("|".join(parts) or r"(?!)", re.IGNORECASE)


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
