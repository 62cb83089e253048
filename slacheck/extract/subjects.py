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
from .text import PARAGRAPH_BREAK, View, layout

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
        self._title_starts: list[int] | None = None

    def headings(self) -> list[int]:
        """Start offsets of the heading sentences (markdown '#', numbered headings), built once."""
        if self._heading_starts is None:
            patterns = heading_patterns()
            text = self.view.text
            self._heading_starts = [s.start for s in self.view.sentences
                                    if any(p.match(text, s.start, s.end) for p in patterns)]
        return self._heading_starts

    def title_paragraphs(self) -> list[int]:
        """Start offsets of the title lines (layout.yaml ``title_lines``) standing alone in their paragraph, a blank line
        (or the text's start) above and a blank line under, in the text as written: a heading that lost its Markdown
        ("Service credits" over "Customer's exclusive remedy ..." and, further down, "Capped at 50% of the monthly fee",
        the Metis gateway's SLA template as text), heading its section as "## Service credits" would. Not a numbered one
        ("3.2   Emergency priority", "9.    Testing, Acceptance and Delivery" in CUAD's exhibits): a clause's number
        already frames what follows it, and its title over several numbered sub-clauses is no word of each. Built once."""
        if self._title_starts is None:
            view, title, out = self.view, layout()["title_line_re"], []
            text, sentences = view.text, view.sentences
            for k, sent in enumerate(sentences[:-1]):
                line = text.rfind("\n", 0, sent.start + 1) + 1
                end = text.find("\n", sent.start)
                end = len(text) if end < 0 else end
                if text[line:sent.start].strip() or text[sent.end:end].strip() or not title.fullmatch(text, line, end) \
                        or not text[line:end].lstrip()[:1].isalpha():
                    continue  # not a whole title line, or a numbered or marked one
                if self.alone(k):
                    out.append(sent.start)
            self._title_starts = out
        return self._title_starts

    def alone(self, k: int) -> bool:
        """Is sentence ``k`` a paragraph of its own: a blank line (or the text's edge) above and under it, in the text as
        written?"""
        sentences = self.view.sentences
        return (k == 0 or self.blank_between(sentences[k - 1], sentences[k])) and \
            (k + 1 == len(sentences) or self.blank_between(sentences[k], sentences[k + 1]))

    def blank_between(self, upper, lower) -> bool:
        """A blank line between the words of two sentences in the text as written (the view keeps no blank line)."""
        text, offsets = self.view.text, self.view.offsets
        end = upper.start + len(text[upper.start:upper.end].rstrip())
        start = lower.end - len(text[lower.start:lower.end].lstrip())
        if end <= upper.start or start >= lower.end:
            return False
        return PARAGRAPH_BREAK.search(self.view.source, offsets[end - 1] + 1, offsets[start]) is not None

    def nearest_heading(self, start: int, paragraphs: bool = True) -> int | None:
        """The start of the nearest heading sentence before ``start`` (``headings``) or title paragraph
        (``title_paragraphs``; not with ``paragraphs`` False), whichever is nearer; None without either."""
        found = [heads[h] for heads in (self.headings(), self.title_paragraphs() if paragraphs else [])
                 if (h := bisect.bisect_right(heads, start) - 1) >= 0]
        return max(found, default=None)

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
        at = self.nearest_heading(first.start)
        if at is not None and first.start - at <= HEADING_REACH:
            # the heading's whole line: a numbered heading is cut after its number ("# 6. " | "CLAIMS & COMPENSATION")
            head = view.sentence_at(at)
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
