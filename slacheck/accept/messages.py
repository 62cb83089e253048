"""What ``slacheck accept`` says, in each language: the sentences of ``messages.yaml``."""

from __future__ import annotations

from functools import lru_cache

from ..yamlfile import in_language, packaged_data, worded


@lru_cache(maxsize=1)
def messages() -> dict:
    return packaged_data("slacheck.accept", "messages.yaml")


def say(section: str, name: str, lang: str, /, **fields) -> str:
    """The sentence ``section.name`` of messages.yaml in ``lang``, its {placeholders} filled in."""
    return worded(messages()[section][name], lang, **fields)


def verdict_word(verdict: str, lang: str) -> str:
    """PASS / FAIL / REVIEW, or 通过 / 不通过 / 需复核."""
    return in_language(messages()["nccl"]["verdicts"], lang)[verdict]
