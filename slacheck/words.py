"""Count words every layer writes: the core's explanations (checklist) and the edges' reports and
commands import this one helper (the core may not import ``report``; STYLE §3)."""

from __future__ import annotations


def noun(n: int, one: str, many: str | None = None) -> str:
    """The noun in the number ``n`` takes: "record" for 1, "records" for 0 or 2 (English; Chinese text
    takes no plural)."""
    return one if n == 1 else many or one + "s"


def counted(n: int, one: str, many: str | None = None) -> str:
    """A count with its noun in the number it takes: "1 claim", "2 claims", "0 findings" (English; Chinese
    text takes no plural)."""
    return f"{n} {noun(n, one, many)}"


NOTE_CHARS = 80  # the longest quote of a file's text a note or warning makes


def shown(text: str) -> str:
    """``text`` as a note quotes it: cut to ``NOTE_CHARS``."""
    return text if len(text) <= NOTE_CHARS else text[: NOTE_CHARS - 1] + "…"
