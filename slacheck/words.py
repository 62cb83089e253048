"""Count words every layer writes: the core's explanations (checklist) and the edges' reports and
commands import this one helper (the core may not import ``report``; STYLE §3)."""

from __future__ import annotations


def counted(n: int, one: str, many: str | None = None) -> str:
    """A count with its noun in the number it takes: "1 claim", "2 claims", "0 findings" (English; Chinese
    text takes no plural)."""
    return f"{n} {one if n == 1 else many or one + 's'}"
