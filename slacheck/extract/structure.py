"""Document structure: the clause each position is in, as the contract numbers or heads it.

A lawyer cites "第七条" or "Section 3.1", not an offset: every term keeps the clause it was
read in (``Term.clause``; letters and the review page quote it). A sentence that starts with
a clause number (``ingest/sections.py``'s one finder over ``clause_numbers.yaml``: 第七条,
第七条第1款, 7.2, Section 3.1, (a)) opens a clause; a Markdown heading without a number names
one by its text. The nearest one before a position is its clause.
"""

from __future__ import annotations

from ..ingest.sections import find_clause_number
from .text import View

HEADING_CHARS = 80  # a heading named by its text is cut here


class ClauseIndex:
    """Clause labels of one view: where each clause starts and how it is numbered.

    A label is looked for only where a term asks (the sentence holding its value, then the
    ones before it, nearest first): a long contract has thousands of sentences and a dozen
    terms. Each sentence is looked at once at most, whatever is asked."""

    def __init__(self, view: View):
        self.view = view
        self._nearest: dict[int, str | None] = {}  # sentence index -> the label of its clause

    def _label(self, sent) -> str | None:
        """The clause label a sentence opens with (None: it opens none)."""
        view = self.view
        line = view.text[sent.start:sent.end]
        lead = len(line) - len(line.lstrip("#* \t"))
        body = line[lead:]
        found = find_clause_number(line)
        if found is not None:
            start, end = sent.start + found.start, sent.start + found.end
        elif line.lstrip().startswith("#"):
            title = body.rstrip().rstrip("*# ")
            start, end = sent.start + lead, sent.start + lead + min(len(title), HEADING_CHARS)
        else:
            return None
        if end <= start:
            return None
        s, e = view.to_source(start, end)  # quoted from the document, as written
        return " ".join(view.source[s:e].split())

    def clause_at(self, pos: int) -> str | None:
        """The label of the clause holding view position ``pos`` (None before the first): that
        of the last sentence starting at or before it that opens one."""
        sentences = self.view.sentences
        if not sentences:
            return None
        k = self.view.sentence_index(pos)
        if sentences[k].start > pos:
            k -= 1  # before the first sentence
        passed = []
        label = None
        while k >= 0:
            if k in self._nearest:
                label = self._nearest[k]
                break
            passed.append(k)
            label = self._label(sentences[k])
            if label is not None:
                break
            k -= 1
        for j in passed:
            self._nearest[j] = label
        return label
