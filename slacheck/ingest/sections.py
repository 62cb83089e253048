"""Numbered sections of a contract ("第五条", "5.1", "Article 5", "Section 5.1"), found by line.

Legal review works clause by clause: a finding names its clause, two drafts are compared
clause against clause. A section starts at a line that opens with a clause number and runs to
the next such line; the text before the first one is the preamble (number "").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# A clause number at the start of a line (after Markdown heading marks): 第五条, 第三章, 5.1,
# 6.6.2, 3. / 3、, Article 5, Section 5.1, Clause 7, Schedule 2, Annex A.
CLAUSE_NUMBER = re.compile(
    r"^(?:#+\s*)?(第[一二三四五六七八九十百零〇\d]+[条章]|(?:Article|Section|Clause|Schedule|Annex)\s+[\dA-Z]+(?:\.\d+)*"
    r"|\d+(?:\.\d+)+|\d+[.、](?!\d))")
LOOKBACK_LINES = 40  # how far above a passage its clause heading may stand


@dataclass(frozen=True)
class Section:
    """``text[start:end]`` is the section; ``number`` as written ("5.1", "第五条"), "" for the preamble."""

    number: str
    start: int
    end: int


def line_number(line: str) -> str | None:
    """The clause number a line opens with, or None."""
    found = CLAUSE_NUMBER.match(line)
    return found.group(1).rstrip(".、") if found else None


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
