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

from .normalise import to_halfwidth

FIT_SLACK_PT = 1.0  # rounding of glyph boxes
MIN_FILL = 0.5      # a wrapped line spans at least this share of the text's width


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


def _first_unit_end(line: str, start: int) -> int:
    """Index of the last character of the line's first unbreakable unit (from ``start``)."""
    end = start
    if line[start].isascii():
        while end + 1 < len(line) and line[end + 1].isascii() and not line[end + 1].isspace():
            end += 1
    return end


def wrapped_lines(textpage, text: str, gapped: list[tuple[float, float]]) -> frozenset[str]:
    """The lines of ``text`` (pdfium's text of the page, ``\\r\\n`` between lines) that the
    layout wrapped, as ``normalise_text`` sees them (half-width, stripped); empty when the
    text's characters cannot be matched with pdfium's (a character outside the BMP).
    ``gapped``: (bottom, top) of the lines with a tab's gap (``aligned.gapped_bands``)."""
    if len(text) != textpage.count_chars():
        return frozenset()
    boxes = _Boxes(textpage)
    # (line, its left and right ends, its first unit's width), the ends None for a blank line
    ends: list[tuple[str, float | None, float | None, float]] = []
    offset = 0
    for line in text.split("\r\n"):
        body = line.rstrip()
        lead = len(line) - len(line.lstrip())
        if any(char.isalnum() for char in body):  # a line of dashes or underscores is a rule, not text
            start = boxes.x(offset + lead)[0]
            unit = boxes.x(offset + _first_unit_end(line, lead))[1] - start
            end = boxes.x(offset + len(body) - 1)[1]
            middle = boxes.middle()
            if any(bottom <= middle <= top for bottom, top in gapped):
                end = float("-inf")  # its end is set at a tab stop, not filled to the edge
            ends.append((line, start, end, unit))
        else:
            ends.append((line, None, None, 0.0))
        offset += len(line) + 2
    drawn = [(start, end) for _, start, end, _ in ends if start is not None and end != float("-inf")]
    if not drawn:
        return frozenset()
    left, margin = min(start for start, _ in drawn), max(end for _, end in drawn)
    wrapped = set()
    for (line, start, end, _), (_, next_start, _, next_unit) in zip(ends, ends[1:]):
        if start is None or next_start is None or end - start < MIN_FILL * (margin - left):
            continue  # a short line ending at the margin is set there (right-aligned), not wrapped
        if margin - end < next_unit + FIT_SLACK_PT:
            wrapped.add(to_halfwidth(line).strip())
    return frozenset(wrapped)
