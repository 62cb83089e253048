"""Numbered sections of a contract ("第五条", "5.1", "Article 5", "Section 5.1"), found by line,
and the one clause-number finder that the rest of slacheck uses.

Legal review works clause by clause: a finding names its clause, two drafts are compared
clause against clause, a term keeps the clause it was read in. The numbering conventions are
data (``clause_numbers.yaml``); ``find_clause_number`` matches them at the start of a line or
sentence, for this module (sections, clause labels of letters and the review page) and for
``extract/structure.py`` (``Term.clause``) alike. A section starts at a line that opens with a
section-level number and runs to the next such line; the text before the first one is the
preamble (number "").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..yamlfile import packaged_data

LEAD = re.compile(r"[#*\s]*")  # Markdown heading and emphasis marks, indentation
LOOKBACK_LINES = 40  # how far above a passage its clause heading may stand


@lru_cache(maxsize=1)
def clause_patterns() -> tuple[tuple[re.Pattern, str, str], ...]:
    """(compiled pattern, level, how it is cited) from clause_numbers.yaml, in the order they are tried."""
    return tuple((re.compile(entry["pattern"]), entry["level"], entry.get("cited", "{}"))
                 for entry in packaged_data("slacheck.ingest", "clause_numbers.yaml")["patterns"])


@lru_cache(maxsize=1)
def bullet_pattern() -> re.Pattern:
    """A bulleted line's start (clause_numbers.yaml, ``bullets``): made with the extractor's build, as
    ``clause_patterns`` are, so a process's first text compiles no pattern of its own."""
    return re.compile(packaged_data("slacheck.ingest", "clause_numbers.yaml")["bullets"])


@dataclass(frozen=True)
class ClauseNumber:
    """A clause number at ``[start, end)`` of the string it was found in, as written
    ("5.1", "第七条第1款", "(a)"), its level (``section``, ``heading`` or ``item``) and how a term read there cites it,
    the label at {} ("({})": "1)" cited as "(1)")."""

    label: str
    start: int
    end: int
    level: str
    cited: str = "{}"


def find_clause_number(line: str) -> ClauseNumber | None:
    """The clause number ``line`` opens with (after heading marks and indentation), or None."""
    lead = LEAD.match(line).end()
    for pattern, level, cited in clause_patterns():
        found = pattern.match(line, lead)
        if found:
            label = found.group().rstrip(".、")
            if label:
                return ClauseNumber(label, found.start(), found.start() + len(label), level, cited)
    return None


@dataclass(frozen=True)
class Section:
    """``text[start:end]`` is the section; ``number`` as written ("5.1", "第五条"), "" for the preamble."""

    number: str
    start: int
    end: int


def line_number(line: str) -> str | None:
    """The section-level clause number a line opens with, or None."""
    found = find_clause_number(line)
    return found.label if found is not None and found.level == "section" else None


def split_sections(text: str) -> list[Section]:
    """The text cut at every line that opens with a clause number (the preamble first, if any)."""
    starts: list[tuple[int, str]] = []
    offset = 0
    for line in text.split("\n"):
        number = line_number(line)
        if number is not None:
            starts.append((offset, number))
        offset += len(line) + 1
    sections = []
    if not starts or starts[0][0] > 0:
        first = starts[0][0] if starts else len(text)
        if text[:first].strip():
            sections.append(Section("", 0, first))
    for i, (start, number) in enumerate(starts):
        end = starts[i + 1][0] if i + 1 < len(starts) else len(text)
        sections.append(Section(number, start, end))
    return sections


def clause_number_at(text: str, offset: int) -> str | None:
    """The clause the text at ``offset`` stands under: its own line's number, else the nearest
    numbered line above it (a table under "6.6 赔付标准如下" is clause 6.6)."""
    line_start = text.rfind("\n", 0, offset) + 1
    for _ in range(LOOKBACK_LINES):
        line_end = text.find("\n", line_start)
        number = line_number(text[line_start:line_end if line_end >= 0 else len(text)])
        if number is not None:
            return number
        if line_start == 0:
            return None
        line_start = text.rfind("\n", 0, line_start - 1) + 1
    return None
