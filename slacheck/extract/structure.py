"""Document structure: the clause each position is in, as the contract numbers or heads it.

A lawyer cites "第七条" or "Section 3.1", not an offset: every term keeps the clause it was
read in (``Term.clause``; letters and the review page quote it). A sentence that starts with
a clause number (``ingest/sections.py``'s one finder over ``clause_numbers.yaml``: 第七条,
第七条第1款, 7.2, Section 3.1, (a)) opens a clause; a Markdown heading without a number names
one by its text. The nearest one before a position is its clause.

A bracketed sub-item ("(a)", "(ii)", "（一）") is cited under the numbered clause it stands in, as a
lawyer cites it: "2.2(a)", "3.1(b)(ii)", "第三条（一）" (Word's automatic numbering reads as the
same text, so a DOCX, a PDF and a plain text are cited alike). Each kind of numeral (letters,
roman numerals, digits, Chinese numerals) is one level: an item of a kind already open is a
sibling there, one of a new kind is a level deeper, under an item only when it follows that
item's own paragraph (its lead-in, "(b) as follows:"). Where the clause is not known the item is
cited by itself, not guessed: under no numbered clause ("(a)" after an unnumbered heading), apart
from the item before it (a paragraph between), counted out of order ("(a)" again after "(e)": a
clause number was not read). A bulleted line cites the numbered clause its list stands in. An item numbered "1)" is
one numbered "(1)" ("3.1(1)"); a Chinese section heading's number ("二、服务水平") is cited as a clause number is, the
items under it with it ("二（一）"): ``clause_numbers.yaml``'s ``cited`` and ``heading``.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence

from ..ingest.numbering import KINDS
from ..ingest.numbering import ordinal as _ordinal
from ..ingest.sections import bullet_pattern, find_clause_number
from .text import PARAGRAPH_BREAK, View

Parts = tuple[tuple[str, str], ...]

HEADING_CHARS = 80  # a heading named by its text is cut here
BRACKETS = "(（"  # a sub-item's label opens with one: cited under its clause
_TRAILING_ITEM = re.compile(r"[(（][^()（）]+[)）]$")  # "2.2(a)": a section number written with its item
SECTION, ALONE = "section", "alone"
HEADING = "heading"  # a Chinese section heading's number ("二、"): cited as a section, not cutting sections (clause_numbers.yaml)  # what a citation's first part is: a number to cite items under, or not
BULLET = "bullet"  # a bulleted line: an item of the list it stands in, or of the item before it, unknown


def _item_kind(item: str, open_parts: Parts) -> tuple[str, int] | None:
    """The numeral kind of a bracketed item and its ordinal ("(b)" a letter, 2; "(ii)" roman, 2; "（一）" Chinese,
    1); a lone i, v or x is the letter after h, u or w when that letter is the open item, else a roman numeral.
    None: no kind counts it."""
    inner = item[1:-1]
    counted = [(kind, n) for kind in KINDS if (n := _ordinal(inner, kind)) is not None]
    if len(counted) > 1:  # i, v, x: a letter or a roman numeral
        letter = next((text[1:-1] for text, kind in open_parts if kind == "lowerLetter"), None)
        follows = letter is not None and _ordinal(letter, "lowerLetter") == counted[0][1] - 1
        return counted[0] if follows and counted[0][0] == "lowerLetter" else counted[-1]
    return counted[0] if counted else None


def _citation(parts: Parts) -> str:
    """The label a lawyer reads: the parts joined ("2.2" "(a)" -> "2.2(a)"), an unnumbered first part left out
    before items (a heading's text)."""
    if len(parts) > 1 and parts[0][1] == ALONE:
        parts = parts[1:]
    return "".join(text for text, _ in parts)


class ClauseIndex:
    """Clause labels of one view: where each clause starts and how it is numbered.

    A label is looked for only where a term asks (the sentence holding its value, then the
    ones before it, nearest first): a long contract has thousands of sentences and a dozen
    terms. Each sentence is looked at once at most, whatever is asked."""

    def __init__(self, view: View, list_ends: Sequence[int] = (), nested_items: Sequence[tuple[int, int, str]] = ()):
        self.view = view
        # where a paragraph that stands out of the list before it starts, in the view's source (``Document.list_ends``)
        self.list_ends = sorted(list_ends)
        # Word-numbered items printing only their own number, where each starts, where the item it is nested in starts
        # and how it is cited under it (``Document.nested_items``)
        self.nested_items = sorted(nested_items)
        self._item_starts = [start for start, _, _ in self.nested_items]
        # sentence index -> the parts of its clause's citation, (text, kind) each: ("2.2", section), ("(a)", letter);
        # the parts the next item is counted under (a bullet's citation leaves its list's items out, their count
        # goes on); the index of the sentence that opened that clause
        self._nearest: dict[int, tuple[Parts, Parts, int]] = {}
        self._openers: dict[int, tuple[str, str] | None] = {}

    def _label(self, sent) -> tuple[str, str] | None:
        """The clause label a sentence opens with and whether it is numbered (``section``), a bracketed item
        (``item``, a "1)" cited as "(1)"), ``alone`` (a heading's text) or a ``bullet``; None: it opens none. A Chinese
        section heading's number ("二、") is numbered as a section is, its items cited under it ("二（一）")."""
        view = self.view
        line = view.text[sent.start:sent.end]
        lead = len(line) - len(line.lstrip("#* \t"))
        body = line[lead:]
        line_end = view.text.find("\n", sent.start)
        # matched on to its line's end: a number's sentence may end after it ("d. " before "Termination.")
        found = find_clause_number(view.text[sent.start:line_end if line_end >= 0 else len(view.text)])
        if found is not None:
            start, end = sent.start + found.start, sent.start + found.end
        elif line.lstrip().startswith("#"):
            title = body.rstrip().rstrip("*# ")
            start, end = sent.start + lead, sent.start + lead + min(len(title), HEADING_CHARS)
        elif bullet_pattern().match(line.lstrip()):
            return "", BULLET
        else:
            return None
        if end <= start:
            return None
        s, e = view.to_source(start, end)  # quoted from the document, as written
        label = " ".join(view.source[s:e].split())
        if found is None:
            return label, ALONE
        label = found.cited.format(label)  # "1)" cited as "(1)": an item under its clause
        if found.level in (SECTION, HEADING):
            return label, SECTION
        return label, "item" if label[0] in BRACKETS else ALONE

    def _opener(self, k: int) -> tuple[str, str] | None:
        if k not in self._openers:
            self._openers[k] = self._label(self.view.sentences[k])
        return self._openers[k]

    def _parts(self, label: tuple[str, str]) -> Parts | None:
        """The citation's parts of a clause a sentence opens with ``label``; None for an item, which
        stands under the clause before it, and for a bullet."""
        text, level = label
        if level == BULLET:
            return None
        if level == ALONE:
            return ((text, ALONE),)
        if level == SECTION:
            item = _TRAILING_ITEM.search(text)
            if item is None or item.start() == 0:
                return ((text, SECTION),)
            counted = _item_kind(item.group(), ())
            return ((text, SECTION),) if counted is None else \
                ((text[:item.start()], SECTION), (item.group(), counted[0]))
        return None

    def _nest(self, k: int, text: str, parent: Parts, since: int) -> Parts:
        """The parts of an item ``text`` opening sentence ``k`` under the clause ``parent`` (opened at sentence
        ``since``): the next sibling of the open item of its kind, else the first item a level deeper. An item
        out of count (an "(a)" again after "(e)", a "(c)" first) stands where a clause number was not read (a
        page number set before it: "2 2. TERM"): it is cited by itself, its clause not guessed."""
        counted = _item_kind(text, tuple(reversed(parent)))
        if counted is None:
            return ((text, ALONE),)
        kind, n = counted
        kinds = [part_kind for _, part_kind in parent]
        if kind in kinds:
            at = kinds.index(kind)
            if _ordinal(parent[at][0][1:-1], kind) == n - 1:
                return parent[:at] + ((text, kind),)
        elif n == 1 and (not parent or parent[-1][1] in (SECTION, ALONE) or self._same_paragraph(since, k)):
            return parent + ((text, kind),)
        return ((text, kind),)  # out of count, or a new list apart from the item before it: not guessed

    def _same_paragraph(self, first: int, k: int) -> bool:
        """Does sentence ``k`` follow the paragraph that sentence ``first`` opens, no other paragraph between?"""
        sentences = self.view.sentences
        start, end = self.view.to_source(sentences[first].start, sentences[k - 1].end)
        return PARAGRAPH_BREAK.search(self.view.source[start:end].strip()) is None  # the view keeps no blank line

    def _out_of_list(self, k: int) -> bool:
        """Does sentence ``k`` open a paragraph that stands out of the list before it (``list_ends``)?"""
        if not self.list_ends or k == 0:
            return False
        sentences = self.view.sentences
        after = self.view.to_source(sentences[k - 1].start, sentences[k - 1].start + 1)[0]
        at = self.view.to_source(sentences[k].start, sentences[k].start + 1)[0]
        first = bisect.bisect_right(self.list_ends, after)
        return first < len(self.list_ends) and self.list_ends[first] <= at

    def _nested_item(self, k: int) -> Parts | None:
        """The parts of the Word-numbered nested item sentence ``k`` opens (``nested_items``): the clause of the item it
        is nested in, its own number under it ("3" "(d)"); None where it opens none."""
        i = self._nested_index(k)
        if i is None:
            return None
        sentences = self.view.sentences
        _, parent, cited = self.nested_items[i]
        parent_at = self.view.from_source(parent, parent + 1)[0]
        j = self.view.sentence_index(parent_at)
        if sentences[j].start > parent_at:
            j -= 1
        # a section numbered between them, itself no sub-item ("2.12" run into the line above the item, as a text
        # converted from a PDF prints it): the item stands in that section, not in the item set out above it
        if any(self._section_apart(m) for m in range(max(j + 1, 0), k)):
            return None
        over = self._cited_at(j)[0] if 0 <= j < k else ()
        counted = _item_kind(cited, tuple(reversed(over)))
        return over + ((cited, counted[0] if counted else ALONE),)

    def _nested_index(self, k: int) -> int | None:
        """The index in ``nested_items`` of the nested item sentence ``k`` opens, None where it opens none."""
        if not self.nested_items:
            return None
        sentences = self.view.sentences
        at = self.view.to_source(sentences[k].start, sentences[k].start + 1)[0]
        before = self.view.to_source(sentences[k - 1].start, sentences[k - 1].start + 1)[0] if k else -1
        i = bisect.bisect_right(self._item_starts, at) - 1
        return None if i < 0 or self._item_starts[i] <= before else i

    def _section_apart(self, m: int) -> bool:
        """Does sentence ``m`` open a numbered section that is no nested item?"""
        label = self._opener(m)
        return label is not None and label[1] == SECTION and self._nested_index(m) is None

    def clause_at(self, pos: int) -> str | None:
        """The label of the clause holding view position ``pos`` (None before the first): that
        of the last sentence starting at or before it that opens one, a bracketed item's under
        the clause it stands in."""
        sentences = self.view.sentences
        if not sentences:
            return None
        k = self.view.sentence_index(pos)
        if sentences[k].start > pos:
            k -= 1  # before the first sentence
        cited = self._cited_at(k)[0] if k >= 0 else ()
        return _citation(cited) if cited else None

    def _cited_at(self, k: int) -> tuple[Parts, Parts, int]:
        """(the parts sentence ``k`` cites, the parts the next item is counted under, the sentence that opened them)."""
        passed = []
        cited: Parts = ()
        parts: Parts = ()
        since = -1  # the sentence that opened the clause ``parts`` cites
        while k >= 0:
            if k in self._nearest:
                cited, parts, since = self._nearest[k]
                break
            nested = self._nested_item(k)
            if nested is not None:
                cited = parts = nested
                since = k
                self._nearest[k] = cited, parts, since
                break
            label = self._opener(k)
            if label is not None and self._parts(label) is not None:
                cited = parts = self._parts(label)
                since = k
                self._nearest[k] = cited, parts, since
                break
            passed.append(k)
            k -= 1
        for j in reversed(passed):
            label = self._opener(j)
            if label is not None and label[1] == BULLET:
                cited = tuple(part for part in parts if part[1] in (SECTION, ALONE))[:1] or parts
            elif label is None and self._out_of_list(j):  # the list has ended: its clause's, not its last item's
                cited = parts = tuple(part for part in parts if part[1] in (SECTION, ALONE))[:1]
            elif label is not None:
                parts, since = self._nest(j, label[0], parts, since), j
                cited = parts
            self._nearest[j] = cited, parts, since
        return cited, parts, since
