"""Where each character of the normalised text came from in the loader's original text.

Normalisation (``normalise.py``) is not length-preserving: it folds full-width forms, drops
invisible characters, removes the spaces PDF tools put between CJK and Latin, collapses space
runs and joins wrapped lines. Every span points into ``Document.text`` (the normalised string);
a lawyer quoting a clause wants the contract's own characters ("甲方（承租方）：", not
"甲方(承租方):"). ``align`` computes, once per block, a compact list of anchors
``(norm_offset, orig_offset)``: from each anchor on, characters correspond one to one until
the next anchor, so a few anchors per edited line cover the whole text.

The alignment needs no record of what normalisation did: the normalised text is, character by
character, a subsequence of the original once full-width forms are folded (any whitespace may
stand for any other, a line join turns "\\n" into " "), so a greedy walk finds it. A character
that cannot be found nearby (nothing in the rules produces one, but loaders may change) maps to
where the walk stands and the walk goes on, so a map is always produced.
"""

from __future__ import annotations

import bisect
import re

from .normalise import to_halfwidth

# Fold one original character into the one character normalisation makes of it (or a
# placeholder for characters normalisation removes), keeping the string's length.
_REMOVED = "\x00"
_FOLD: dict[int, str] = {}
for _cp in (*range(0xFF01, 0xFF5F), *range(0xFFE0, 0xFFE7), 0x3000, 0x00A0, 0x2007, 0x202F, 0x205F,
            *range(0x2000, 0x200B), 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00AD, 0x7F, *range(0x20)):
    _folded = to_halfwidth(chr(_cp))
    _FOLD[_cp] = _folded[:1] if _folded else _REMOVED
_FOLD[ord("\r")] = "\n"  # "\r\n" -> "\n\n" here: the second newline is skipped like a blank line
_FOLD[ord("\t")] = "\t"
_FOLD[ord("\n")] = "\n"
_FOLD_TABLE = str.maketrans(_FOLD)
_WHITESPACE = re.compile(r"[ \t\n]")
_SKIPPABLE = re.compile(r"[ \t\n\x00]*")  # what normalisation removes: whitespace and invisibles
LOOKAHEAD = 4096  # how far the walk looks for the next character before calling it inserted
RUN = 64          # characters compared at first while the two texts agree


# runs of the characters the fold changes (translating a long text character by character,
# every character missing from the table costs a failed lookup)
_FOLDED_RUNS = re.compile("[" + "".join(re.escape(chr(code)) for code in sorted(_FOLD)) + "]+")


def fold(original: str) -> str:
    """``original`` with each character folded as normalisation folds it (same length)."""
    if original.isascii():
        return original.translate(_FOLD_TABLE)
    return _FOLDED_RUNS.sub(lambda m: m.group().translate(_FOLD_TABLE), original)


def _common_run(norm: str, i: int, folded: str, j: int) -> int:
    """Length of the stretch where ``norm[i:]`` and ``folded[j:]`` agree character for character."""
    k = 0
    step = RUN
    while i + k + step <= len(norm) and norm[i + k:i + k + step] == folded[j + k:j + k + step]:
        k += step
        step *= 2  # long agreeing stretches are the rule: compare ever larger slices
    low, high = k, min(len(norm) - i, len(folded) - j, k + step)  # agree up to low, not past high
    while low < high:  # binary search for the first disagreement
        mid = (low + high + 1) // 2
        if norm[i + low:i + mid] == folded[j + low:j + mid]:
            low = mid
        else:
            high = mid - 1
    return low


def align(normalised: str, original: str) -> list[tuple[int, int]]:
    """Anchors ``(norm_offset, orig_offset)`` mapping ``normalised`` back into ``original``.

    Between two anchors the texts correspond one to one; the first anchor is ``(0, o)``.
    """
    folded = fold(original)
    anchors: list[tuple[int, int]] = []
    i = j = 0
    n = len(normalised)
    while i < n:
        run = _common_run(normalised, i, folded, j)
        if run:
            if not anchors or anchors[-1][1] - anchors[-1][0] != j - i:
                anchors.append((i, j))
            i += run
            j += run
            continue
        ch = normalised[i]
        if ch in " \t\n":
            found = _WHITESPACE.search(folded, j, j + LOOKAHEAD)
            at = found.start() if found else -1
        else:
            at = folded.find(ch, j, j + LOOKAHEAD)
        if at < 0 or not _SKIPPABLE.fullmatch(folded, j, at):
            # not in the original nearby (or only past real text): map it to where the walk stands
            anchors.append((i, min(j, len(original))))
            i += 1
            if i < n:
                anchors.append((i, min(j, len(original))))
            continue
        j = at
        anchors.append((i, j))
        # one character matched across the gap (whitespace for whitespace); the run goes on from here
        i += 1
        j += 1
        anchors.append((i, j))
    return compact_anchors(anchors or [(0, 0)])


def compact_anchors(anchors: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Drop anchors that carry the same shift as the one before (they add nothing)."""
    out: list[tuple[int, int]] = []
    for norm, orig in anchors:
        if out and out[-1][0] == norm:
            out[-1] = (norm, orig)
        elif not out or orig - norm != out[-1][1] - out[-1][0]:
            out.append((norm, orig))
    return out


def shift(anchors: list[tuple[int, int]], norm_base: int, orig_base: int) -> list[tuple[int, int]]:
    """Anchors of one block moved to where the block stands in the whole text."""
    return [(norm + norm_base, orig + orig_base) for norm, orig in anchors]


def compose(first: list[tuple[int, int]], second: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Anchors mapping a text through ``first`` (onto a middle text) then ``second`` (the middle onto the original):
    a text read from a file its reader first rewrote (a Markdown file's HTML read as text: ``markdown.markup_read``)."""
    middles = [middle for middle, _ in second]

    def through(middle: int) -> int:
        k = max(bisect.bisect_right(second, (middle, float("inf"))) - 1, 0)
        return second[k][1] + (middle - second[k][0])

    out: list[tuple[int, int]] = []
    for k, (norm, middle) in enumerate(first):
        reach = first[k + 1][0] - norm if k + 1 < len(first) else float("inf")  # this stretch's length
        out.append((norm, through(middle)))
        j = bisect.bisect_right(middles, middle)
        while j < len(second) and second[j][0] - middle < reach:  # the second's anchors inside the stretch
            out.append((norm + second[j][0] - middle, second[j][1]))
            j += 1
    return compact_anchors(out or [(0, 0)])
