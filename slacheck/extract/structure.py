"""Document structure: the clause each position is in, as the contract numbers or heads it.

A lawyer cites "第七条" or "Section 3.1", not an offset: every term keeps the clause it was
read in (``Term.clause``; letters and the review page quote it). A sentence that starts with
a clause number (``ingest/sections.py``'s one finder over ``clause_numbers.yaml``: 第七条,
第七条第1款, 7.2, Section 3.1, (a)) opens a clause; a Markdown heading without a number names
one by its text. The nearest one before a position is its clause.
"""

from __future__ import annotations

import bisect

from ..ingest.sections import find_clause_number
from .text import View

HEADING_CHARS = 80  # a heading named by its text is cut here


class ClauseIndex:
    """Clause labels of one view: where each clause starts and how it is numbered."""

    def __init__(self, view: View):
        text = view.text
        self.starts: list[int] = []
        self.labels: list[str] = []
        for sent in view.sentences:
            line = text[sent.start:sent.end]
            lead = len(line) - len(line.lstrip("#* \t"))
            body = line[lead:]
            found = find_clause_number(line)
            if found is not None:
                start, end = sent.start + found.start, sent.start + found.end
            elif line.lstrip().startswith("#"):
                title = body.rstrip().rstrip("*# ")
                start, end = sent.start + lead, sent.start + lead + min(len(title), HEADING_CHARS)
            else:
                continue
            if end > start:
                s, e = view.to_source(start, end)  # quoted from the document, as written
                self.starts.append(sent.start)
                self.labels.append(" ".join(view.source[s:e].split()))

    def clause_at(self, pos: int) -> str | None:
        """The label of the clause holding view position ``pos`` (None before the first)."""
        k = bisect.bisect_right(self.starts, pos) - 1
        return self.labels[k] if k >= 0 else None
