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
contents' page number, the second of two signature lines are set at a tab stop: ``aligned.py``'s cells).
The fit test of a table cell cut by a page break (``split_rows.cut_by_break``), on a page's lines.
"""

from __future__ import annotations

import ctypes
import re

from .normalise import to_halfwidth

FIT_SLACK_PT = 1.0  # rounding of glyph boxes
MIN_FILL = 0.5      # a wrapped line spans at least this share of the text's width
_AT_TAB = float("-inf")
_WORD_CHARACTER = re.compile(r"[^\W_]")
_FIRST_UNIT = re.compile(r"[\x21-\x7e]+")  # a run of Latin letters, digits and signs: kept whole by a line breaker


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

    def middle(self) -> float:
        """The height of the middle of the last box read."""
        return (self.top.value + self.bottom.value) / 2


def wrapped_lines(textpage, text: str, gapped: list[tuple[float, float]]) -> frozenset[str]:
    """The lines of ``text`` (pdfium's text of the page, ``\\r\\n`` between lines) that the
    layout wrapped, as ``normalise_text`` sees them (half-width, stripped); empty when the
    text's characters cannot be matched with pdfium's (a character outside the BMP).
    ``gapped``: (bottom, top) of the lines with a tab's gap (``aligned.gapped_bands``)."""
    if len(text) != textpage.count_chars():
        return frozenset()
    boxes = _Boxes(textpage)
    # (line, offset of its first character, its left and right ends), None for a line that is
    # no text (blank, or a rule of dashes or underscores)
    ends: list[tuple[str, int, float, float] | None] = []
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
            if any(bottom <= middle <= top for bottom, top in gapped):
                end = _AT_TAB  # its end is set at a tab stop, not filled to the edge
            ends.append((line, offset + lead, start, end))
        offset += len(line) + 2
    drawn = [(start, end) for _, _, start, end in filter(None, ends) if end != _AT_TAB]
    if not drawn:
        return frozenset()
    left, margin = min(start for start, _ in drawn), max(end for _, end in drawn)
    wrapped = set()
    for this, after in zip(ends, ends[1:]):
        if this is None or after is None:
            continue
        line, _, start, end = this
        if end == _AT_TAB or end - start < MIN_FILL * (margin - left):
            continue  # a short line ending at the margin is set there (right-aligned), not wrapped
        next_line, at, next_start, _ = after
        unit = _FIRST_UNIT.match(next_line, len(next_line) - len(next_line.lstrip()))
        unit_end = at + (unit.end() - unit.start() - 1 if unit else 0)
        if margin - end < boxes.x(unit_end)[1] - next_start + FIT_SLACK_PT:
            wrapped.add(to_halfwidth(line).strip())
    return frozenset(wrapped)
