"""Subject gating: a term key is read only where its subject is in reach.

A number near a trigger word is not yet a term: "resolve the dispute within 30 days" has a
trigger of ``recovery_hours`` and a duration, but no fault to recover from; "a dedicated
Service Delivery Manager" has the word of dedicated tenancy but no hardware. Each key may
name, in the language data (``subject``), the words of what it is about (a service level, a
fault, the rented compute). A candidate counts only when one of them stands in reach: its
own sentence, the sentence before it (a lead-in or a table's header row, or the table it ends), the table (and the
sentence leading into it) or the short feature list it stands in, the sentence above the short numbered list it is a row of, or the
heading of its section.
"""

from __future__ import annotations

import bisect
import re

from .matchers import Phrases, TextHits
from .text import View, layout

HEADING_REACH = 3000  # characters: a heading further back than this no longer frames the text
TABLE_REACH = 2000  # characters of a table on either side of a row
LIST_REACH = 300  # characters of a feature list (short bulleted items, layout.yaml ``feature_items``) either side of an item
ROWS_REACH = 1200  # characters of a numbered list's rows (layout.yaml ``numbered_rows``) above a row, up to its lead-in


class SubjectReach:
    """Where each position's subject may be written, for one document view."""

    def __init__(self, view: View, hits: TextHits):
        self.view = view
        self.hits = hits  # the document's phrase hits (matched once, by the rule set's index)
        self._heading_starts: list[int] | None = None

    def headings(self) -> list[int]:
        """Start offsets of the heading sentences (markdown '#', numbered headings), built once."""
        if self._heading_starts is None:
            patterns = heading_patterns()
            text = self.view.text
            self._heading_starts = [s.start for s in self.view.sentences
                                    if any(p.match(text, s.start, s.end) for p in patterns)]
        return self._heading_starts

    def spans(self, start: int, end: int, scope: str | None = None) -> list[tuple[int, int]]:
        """The text a candidate at [start, end) may take its subject from (with ``scope``
        "sentence": only its own sentence)."""
        view = self.view
        first = view.sentence_at(start)
        last = view.sentence_at(max(start, end - 1))
        out = [(first.start, last.end)]
        if scope == "sentence":
            return out
        k = view.sentence_index(first.start)
        if k > 0:
            prev = view.sentences[k - 1]
            out.append((prev.start, prev.end))
            # ... and when that is a table's last row, the table above it: a paragraph right after a table goes on
            # about it ("| Monthly Uptime | Credit |" ... then "Customer must submit a claim within 30 days")
            table = self._block_around(prev.start, _is_row, TABLE_REACH, after=False)
            if table is not None:
                out.append(table)
        table = self._block_around(first.start, _is_row, TABLE_REACH)
        for block in (table, self._block_around(first.start, _is_feature_item, LIST_REACH)):
            if block is not None:
                out.append(block)
        if table is not None and table[0] > 0:
            # ... and the sentence right above the table, its lead-in ("各項百分比如下表：" over "| 服務項目 | 百分比 |")
            lead = view.sentence_at(table[0] - 1)
            out.append((lead.start, lead.end))
        above = self.above_rows(first.start)
        if above is not None:
            out.append((above.start, above.end))  # a row of a numbered list: the list's lead-in
        heads = self.headings()
        h = bisect.bisect_right(heads, first.start) - 1
        if h >= 0 and first.start - heads[h] <= HEADING_REACH:
            # the heading's whole line: a numbered heading is cut after its number ("# 6. " | "CLAIMS & COMPENSATION")
            head = view.sentence_at(heads[h])
            line_end = view.text.find("\n", head.start)
            out.append((head.start, max(head.end, len(view.text) if line_end < 0 else line_end)))
        return out

    def above_rows(self, pos: int):
        """The sentence right above the short numbered list (layout.yaml ``numbered_rows``) whose row holds ``pos``,
        within ROWS_REACH: the list's lead-in or the header of the table it was ("Severity Level Description Target
        TTFR" over "1. Critical Service is down 1 hour"), else None."""
        rows = self._block_around(pos, _is_numbered_row, ROWS_REACH, after=False)
        if rows is None or rows[0] == 0:
            return None
        text = self.view.text
        if _is_numbered_row(text[text.rfind("\n", 0, rows[0] - 1) + 1:rows[0] - 1]):
            return None  # the list goes on above ROWS_REACH: its lead-in is too far up
        return self.view.sentence_at(rows[0] - 1)

    def _block_around(self, pos: int, is_line, reach: int, after: bool = True) -> tuple[int, int] | None:
        """The block of consecutive lines of one kind (``is_line``) holding ``pos``, up to ``reach``
        characters either side: a table, whose row's subject is often in another row or in the header
        ("| GPU | H200 |" above "| Ready date | ... |"), or a plan's feature list ("- 99.95% SLA" above
        "- 12 hr response time"); with ``after`` False, only the lines before ``pos``."""
        text = self.view.text
        line_start = text.rfind("\n", 0, pos) + 1
        line_end = text.find("\n", pos)
        line_end = len(text) if line_end < 0 else line_end
        if not is_line(text[line_start:line_end]):
            return None
        start, end = line_start, line_end
        while start > 0 and pos - start < reach:
            prev = text.rfind("\n", 0, start - 1) + 1
            if not is_line(text[prev:start - 1]):
                break
            start = prev
        while after and end < len(text) and end - pos < reach:
            nxt = text.find("\n", end + 1)
            nxt = len(text) if nxt < 0 else nxt
            if not is_line(text[end + 1:nxt]):
                break
            end = nxt
        return start, end

    def has(self, subject: Phrases, start: int, end: int, scope: str | None = None) -> bool:
        """Is a word of ``subject`` in reach of [start, end)? (An empty list asks for nothing.)"""
        if not subject:
            return True
        return any(subject.search(self.hits, s, e) for s, e in self.spans(start, end, scope))


def heading_patterns() -> tuple[re.Pattern, ...]:
    return layout()["heading_res"]


def _is_row(line: str) -> bool:
    return "|" in line or "\t" in line


def _is_feature_item(line: str) -> bool:
    return layout()["feature_item_re"].fullmatch(line) is not None


def _is_numbered_row(line: str) -> bool:
    return layout()["numbered_row_re"].fullmatch(line) is not None
