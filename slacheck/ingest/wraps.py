"""Which lines of a PDF page the layout wrapped, from where pdfium's characters sit.

Normalising joins a wrapped line with the next by comparing its width with the text's wrap
width (``normalise.join_separator``): a line near the widest lines was wrapped. That misses the
lines of an indented list item ("(a) the Provider shall restore the" / "Service within four
hours", each continuation starting at the item's indent, so every line of it is narrower than
the body's), and every line of a narrow page (a wrap width under ``MIN_WRAP_WIDTH`` is no
evidence). Where each line ends on the page answers it directly: a line was wrapped when the
first word of the next line (a run of Latin letters and digits, or one CJK character, which
breaks anywhere) would not have fitted between its end and the right edge of the page's text,
and it spans half the text's width at least (a short line ending at the right edge, "EXHIBIT
10.2" or a date, is set there) with no tab's gap in it (a footer's "Page 3 of 7", a table of
contents' page number, the second of two signature lines are set at a tab stop: ``aligned.py``'s cells,
or a gap inside one run of text: old EDGAR filings set their columns with spaces the PDF does not
print, "IBM Confidential" and "Page 3 of 39" drawn apart in one run). Nor is a line wrapped whose next
line has such a gap (a footer, a table row, a signature block's columns: no sentence goes on there).
The right edge of the text must be seen: at least ``MIN_AT_MARGIN`` lines end near it, else a page
of a few lines (a centred title page, a contents page whose every other line ends at a tab, a
signature page) would take its widest line for the edge and every line ending there for wrapped. One
line run alone past the others (a long URL a generator does not break) is not the edge (``right_edge``). A
page that shows no edge of its own is read at the edge of the document's other pages (``inherited_wraps``).
A wrapped line ending with a label's colon (``line_breaking.yaml``'s ``inside_paragraph_ends``) whose end prints the
word space the layout broke it at (LibreOffice prints it, not at a paragraph's end) was broken inside its paragraph:
the next line goes on with it past the colon, and past a tab's gap in it ("Less than 99% but is or higher than 97%:"
over "Compensation is 5% of the Monthly Service Fee", one line in the document), unless the next line holds a label's
mark of its own (a list's item under a label typed with a space after its colon). A browser's "Save as PDF" prints no
space where it wraps; there the evidence is the next line's height: on a page that sets its paragraphs apart (a
paragraph's space between some lines, wider than the pitch of a paragraph's lines: ``_line_pitch``), a next line at the
pitch is its paragraph's own, a list under the label would stand a paragraph's space below it. Either way the line is in
the set a second time, followed by ``INSIDE_PARAGRAPH``.
The fit test of a table cell cut by a page break (``split_rows.cut_by_break``), on a page's lines.
"""

from __future__ import annotations

import ctypes
import functools
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from .aligned import ALIGN_PT, is_list_label
from .normalise import INSIDE_PARAGRAPH, to_halfwidth
from .running import EDGE_LINES

FIT_SLACK_PT = 1.0  # rounding of glyph boxes
MIN_FILL = 0.5      # a wrapped line spans at least this share of the text's width
MIN_AT_MARGIN = 3   # lines that end near the right edge of the text for it to be the edge
NEAR_MARGIN = 0.15  # near: within this share of the text's width (ragged lines end short of it)
OUTLIER_BACKING = 6  # lines that end near the edge under one line run past it for that edge to be seen
OFF_PITCH = 4.0     # a line's middle character this many character widths from where even spacing
                    # puts it: the line may hold a gap (looked for space by space)
GAP_PITCH = 4.0     # a gap between words wider than this many character widths is a tab's (a
                    # justified line's stretched spaces stay under it)
PARAGRAPH_SPACE = 1.25  # a gap between lines this many times their pitch at least sets paragraphs apart
PARAGRAPH_SPACE_MAX = 3.0  # ... and under this many times (more is a blank band of the page: a figure, a heading's page)
_IN_BAND = float("nan")  # a line ``aligned.py`` cuts in cells: where its last one starts is not known
_WORD_CHARACTER = re.compile(r"[^\W_]")
_FIRST_UNIT = r"(?:[\x21-\x7e]+|.)"  # a run of Latin letters, digits and signs, or one other character: kept whole
_TYPED_GAP = re.compile("\\S[ \u00a0\u3000]{3,}\\S")  # columns typed apart with spaces


@functools.cache
def _first_unit() -> re.Pattern[str]:
    """What a line breaker keeps whole at a line's start: ``_FIRST_UNIT``, the marks that may not open a line after
    it ("等）。", "任：") and those that may not end one before it ("（例": ``line_breaking.yaml``)."""
    from ..yamlfile import packaged_data

    data = packaged_data("slacheck.ingest", "line_breaking.yaml")
    marks, opening = data["no_line_start"], data["no_line_end"]
    return re.compile(f"[{re.escape(opening + to_halfwidth(opening))}]*{_FIRST_UNIT}[{re.escape(marks + to_halfwidth(marks))}]*")


@functools.cache
def _inside_paragraph_ends() -> str:
    """The marks ending a label inside a paragraph (``line_breaking.yaml``'s ``inside_paragraph_ends``), both widths."""
    from ..yamlfile import packaged_data

    marks = packaged_data("slacheck.ingest", "line_breaking.yaml")["inside_paragraph_ends"]
    return marks + to_halfwidth(marks)


@functools.cache
def _label_mark() -> re.Pattern[str]:
    """A label's mark (``_inside_paragraph_ends``) in a line, not one between figures (a time's "02:00")."""
    marks = f"[{re.escape(_inside_paragraph_ends())}]"
    return re.compile(f"(?<!\\d){marks}|{marks}(?!\\d)")


class _Boxes:
    """pdfium's character boxes (``FPDFText_GetCharBox``), its doubles reused."""

    def __init__(self, textpage) -> None:
        import pypdfium2.raw as raw

        self._get = raw.FPDFText_GetCharBox
        self._page = textpage.raw
        self.left, self.right, self.bottom, self.top = (ctypes.c_double() for _ in range(4))

    def x(self, index: int) -> tuple[float, float]:
        self._get(self._page, index, self.left, self.right, self.bottom, self.top)
        return self.left.value, self.right.value

    def baseline(self, index: int) -> float:
        """The height of the baseline character ``index`` is drawn on (its origin)."""
        import pypdfium2.raw as raw

        raw.FPDFText_GetCharOrigin(self._page, index, self.left, self.bottom)
        return self.bottom.value

    def middle(self) -> float:
        """The height of the middle of the last box read."""
        return (self.top.value + self.bottom.value) / 2

    def gap_cell(self, line: str, first: int, start: float, end: float) -> float | None:
        """Where the text after a tab's gap inside ``line``'s run of text starts (its last column's
        left edge), or None without one; the gap after a list item's label ("3.2.1.", "(a)") is
        none. ``line``'s first character is at ``first``, drawn from ``start`` to ``end``. A gap
        typed as spaces is found in the text; a drawn one by comparing the middle character with
        where even spacing would put it (one box), and only a line off by ``OFF_PITCH``
        characters is read space by space for a gap wider than ``GAP_PITCH`` of them."""
        text = line.strip()
        typed = [gap.end() - 1 for gap in _TYPED_GAP.finditer(text) if not is_list_label(text[:gap.start() + 1])]
        if typed:
            return self.x(first + typed[-1])[0]
        count = len(text)
        if count < 3:
            return None
        pitch = (end - start) / count
        middle = count // 2
        at = self.x(first + middle)[0]
        if abs(at - (start + middle * pitch)) <= OFF_PITCH * pitch or at > end:
            return None  # evenly spaced, or its last box is not its right end
        cells = []
        for k in (k for k, character in enumerate(text) if character.isspace() and 0 < k < count - 1):
            right = self.x(first + k - 1)[1]  # the word before the space (pdfium writes one at a gap)
            left = self.x(first + k + 1)[0]
            if left - right > GAP_PITCH * pitch and not is_list_label(text[:k]):
                cells.append(left)
        return cells[-1] if cells else None


@dataclass
class PageEdges:
    """What a page break's join needs of a page's geometry (``running.page_join``), by line as
    ``normalise_text`` sees it (half-width, stripped), for the first and last ``EDGE_LINES`` + 1 lines
    (running lines among them): the room left at the right end of each line that may have been wrapped
    (it spans half the text's width, with no tab's gap, on a page whose right edge is seen), and the
    width of the first unit a line breaker keeps whole at each line's start."""

    rooms: dict[str, float] = field(default_factory=dict)
    units: dict[str, float] = field(default_factory=dict)
    edge: tuple[float, float] | None = None  # the left and right edges of the page's text, when its right edge is seen
    # on a page whose right edge is not seen: the lines that may have been wrapped (``wrapped_at``'s candidates)
    # and where its lines start and end at the widest, to be read at the document's edge (``inherited_wraps``)
    pending: list[tuple[str, float, float, float]] = field(default_factory=list)
    span: tuple[float, float] | None = None

    def read_lines_as(self, read: Callable[[str], str]) -> None:
        """The pending lines as the page's text is read on (``pdf.read_pdf_part``: symbol fonts' characters)."""
        self.pending = [(read(line), start, end, needs) for line, start, end, needs in self.pending]

    def goes_on(self, line: str, below: "PageEdges", next_line: str) -> bool:
        """Was ``line``, this page's last, wrapped: would ``next_line``'s first unit (the top of the
        page ``below``) not have fitted at its end?"""
        room, unit = self.rooms.get(line), below.units.get(next_line)
        return room is not None and unit is not None and room < unit + FIT_SLACK_PT


def right_edge(ends: list[float], left: float) -> float | None:
    """The right edge of a page's text, from where its lines (starting at ``left`` at the least) end: the widest
    line's end when ``MIN_AT_MARGIN`` lines end near it; else, when the widest line alone ran past the others (a
    long URL a generator let run past the margin, a row wider than the text), the next widest line's end if
    ``OUTLIER_BACKING`` lines end near that (a page of text: a few short lines of similar length, a signature
    block, are no edge); else None (a few lines, centred or set at tab stops). Taken for the edge, the one line
    run past it left every other line short of it: the page's wraps went unseen."""
    ends = sorted(ends, reverse=True)
    for dropped, backing in enumerate((MIN_AT_MARGIN, OUTLIER_BACKING)):
        if len(ends) <= dropped:
            break
        margin = ends[dropped]
        if sum(1 for end in ends[dropped:] if margin - end <= NEAR_MARGIN * (margin - left)) >= backing:
            return margin
    return None


def wrapped_lines(textpage, text: str, gapped: list[tuple[float, float]]) -> frozenset[str]:
    """The lines of ``text`` (pdfium's text of the page, ``\\r\\n`` between lines) that the
    layout wrapped, as ``normalise_text`` sees them (half-width, stripped); empty when the
    text's characters cannot be matched with pdfium's (a character outside the BMP).
    ``gapped``: (bottom, top) of the lines with a tab's gap (``aligned.gapped_bands``)."""
    return wrapped_and_edges(textpage, text, gapped)[0]


def wrapped_and_edges(textpage, text: str, gapped: list[tuple[float, float]]) -> tuple[frozenset[str], PageEdges]:
    """``wrapped_lines`` and the page's ``PageEdges``."""
    edges = PageEdges()
    if len(text) != textpage.count_chars():
        return frozenset(), edges
    boxes = _Boxes(textpage)
    # (line, offset of its first character, its left and right ends, the left edge of its last
    # column if a tab's gap cuts it: nan where unknown), None for a line that is no text (blank,
    # or a rule of dashes or underscores)
    ends: list[tuple[str, int, float, float, float | None] | None] = []
    spaces: dict[int, float] = {}  # by line: the width of the space printed at its end (a Latin line's word space)
    heights: dict[int, float] = {}  # by line: the height of its baseline
    offset = 0
    for line in text.split("\r\n"):
        first = _WORD_CHARACTER.search(line)
        if first is None:
            ends.append(None)
        else:
            lead = len(line) - len(line.lstrip())
            start = boxes.x(offset + lead)[0]
            end = boxes.x(offset + len(line.rstrip()) - 1)[1]
            middle = boxes.middle()
            heights[len(ends)] = boxes.baseline(offset + lead)
            cell = _IN_BAND if any(bottom <= middle <= top for bottom, top in gapped) else (
                boxes.gap_cell(line, offset + lead, start, end))
            if line[len(line.rstrip()):].startswith(" "):
                spaces[len(ends)] = max(0.0, boxes.x(offset + len(line.rstrip()))[1] - end)
            ends.append((line, offset + lead, start, end, cell))
        offset += len(line) + 2
    def unit_width(line: str, at: int, start: float) -> float:
        """The width the first unit of ``line`` (its first character at ``at``, drawn from ``start``) takes: to where
        the character after it starts (its last glyph's advance: a full-width "，" is drawn in the left of its em), or,
        the unit ending the line, to where its last glyph's box ends."""
        unit = _first_unit().match(line, len(line) - len(line.lstrip()))
        count = unit.end() - unit.start() if unit else 1
        ink = boxes.x(at + count - 1)[1]
        if unit is not None and unit.end() < len(line.rstrip()):
            return max(ink, boxes.x(at + count)[0]) - start
        return ink - start

    texts = [k for k, end in enumerate(ends) if end is not None]
    edge_lines = [ends[k] for k in texts[:EDGE_LINES + 1] + texts[-EDGE_LINES - 1:]]
    for line, at, start, _, _ in edge_lines:
        edges.units[to_halfwidth(line).strip()] = unit_width(line, at, start)
    drawn = [(start, end) for _, _, start, end, cell in filter(None, ends) if cell is None]
    if not drawn:
        return frozenset(), edges
    # each line that may have been wrapped: it has no tab's gap the next line does not sit under, and the next
    # line none (a footer, a table row, a signature block's columns: no sentence goes on there); the room its
    # end must leave for the next line's first unit
    candidates, spaced = [], set()
    line_pitch = _line_pitch([heights[k] - heights[k + 1] for k in heights if k + 1 in heights])
    for k, (this, after) in enumerate(zip(ends, ends[1:])):
        if this is None or after is None:
            continue
        line, _, start, end, cell = this
        next_line, at, next_start, _, next_cell = after
        # a label's colon, its word space printed: its paragraph goes on, past a tab's gap below; not over a line that
        # holds a label of its own ("The service levels are as follows: " over "Availability: 99.9%", a space typed
        # after the paragraph's last colon): that is a list's item under its label
        label_end = line.rstrip()[-1:] in _inside_paragraph_ends()
        spaced_end = spaces.get(k, 0.0) > 0 and label_end and _label_mark().search(next_line) is None
        if (cell is None or cell - ALIGN_PT <= next_start < end) and (next_cell is None or cell is None and spaced_end):
            candidates.append((to_halfwidth(line).strip(), start, end,
                               spaces.get(k, 0.0) + unit_width(next_line, at, next_start) + FIT_SLACK_PT))
            # or the next line sits at the pitch of a paragraph's lines on a page that sets its paragraphs apart (a
            # browser prints no space where it wraps): a list under the label would stand a paragraph's space below
            # (below it: a line printed next but higher up, a margin's note or another column's top, is no line of its)
            if spaced_end or (label_end and next_cell is None and line_pitch is not None
                              and 0 < heights[k] - heights[k + 1] <= line_pitch + FIT_SLACK_PT):
                spaced.add(candidates[-1][0])
    left = min(start for start, _ in drawn)
    margin = right_edge([end for _, end in drawn], left)
    if margin is None:  # no right edge seen: a few lines, centred or set at tab stops; the document's may be
        edges.pending, edges.span = candidates, (left, max(end for _, end in drawn))
        return frozenset(), edges
    edges.edge = (left, margin)
    for line, _, start, end, cell in edge_lines:
        if cell is None and end - start >= MIN_FILL * (margin - left) and end <= margin + FIT_SLACK_PT:
            edges.rooms[to_halfwidth(line).strip()] = margin - end
    wrapped = wrapped_at(candidates, left, margin)
    return wrapped | {line + INSIDE_PARAGRAPH for line in wrapped & spaced}, edges


def _line_pitch(gaps: list[float]) -> float | None:
    """The distance between the lines of one paragraph on a page whose paragraphs stand apart (``gaps``: between each
    two lines, top to bottom): the smallest that recurs, when some other gap is a paragraph's space wider than it
    (``PARAGRAPH_SPACE`` times it at least, under ``PARAGRAPH_SPACE_MAX`` times: a page's blank band is no paragraph's
    space); None on a page that sets its paragraphs at the pitch of its lines (a space printed at the break is the only
    evidence there)."""
    rounded = Counter(round(gap * 2) / 2 for gap in gaps if gap > 0)
    recurring = [gap for gap, count in rounded.items() if count >= 2]
    if not recurring:
        return None
    pitch = min(recurring)
    spaced = any(PARAGRAPH_SPACE * pitch <= gap < PARAGRAPH_SPACE_MAX * pitch for gap in gaps)
    return pitch if spaced else None


def wrapped_at(candidates: list[tuple[str, float, float, float]], left: float, margin: float) -> frozenset[str]:
    """The ``candidates`` (line, start, end, the room the next line's first unit needs) wrapped at a right edge
    ``margin`` of text starting at ``left``: a line spanning half the text's width at least (a short line ending at
    the margin is set there, right-aligned), not run past the edge (``right_edge``), with less room at its end."""
    return frozenset(line for line, start, end, needs in candidates
                     if end - start >= MIN_FILL * (margin - left) and end <= margin + FIT_SLACK_PT and margin - end < needs)


def inherited_wraps(pages: list[PageEdges]) -> dict[int, frozenset[str]]:
    """The lines wrapped on the pages that show no right edge (a last page of two lines and the signatures: fewer
    than ``MIN_AT_MARGIN`` lines reach it), at the edge of the document's other pages, by page index: the middle
    of their edges, where the page's lines stay within it (the same text area: a landscape page's, a centred
    title's lines wider than it are not read at it)."""
    seen = [page.edge for page in pages if page.edge is not None]
    if not seen:
        return {}
    left, margin = (sorted(side)[len(side) // 2] for side in zip(*seen))
    found = {}
    for index, page in enumerate(pages):
        if page.span is not None and page.pending and left - ALIGN_PT <= page.span[0] and page.span[1] <= margin + FIT_SLACK_PT:
            wrapped = wrapped_at(page.pending, left, margin)
            if wrapped:
                found[index] = wrapped
    return found
