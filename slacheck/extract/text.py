"""A normalised view of ``Document.text`` for matching, with a map back to the original.

Contracts reach us with PDF line wraps, CJK/Latin spacing and full-width characters. Rules
match on this view (NFKC-folded, soft line wraps joined, spaces between CJK characters
dropped, traditional Chinese characters folded to simplified ones, one for one) and every
match maps back to exact offsets in the stored text, so provenance is always measured
against ``Document.text`` (STYLE §8). The language data goes through the same fold
(``fold_data``), so a simplified phrase matches its traditional spelling (可用率不低於 →
可用率不低于) and the data never has to list both. The view is also cut into sentences
and clauses so that a number is judged inside its own clause.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import re
import unicodedata
from collections.abc import Iterable

from .. import profiling
from .fold import FRACTION_SLASH, fold_fraction, is_cjk, simplify, simplify_by_slices
from .nlp import SENTENCES, complete, parse
from .sentences import Clause, Sentence, is_spaced_row, is_table_line, layout, pipe_cells


def _sentences_of(doc) -> list[Sentence]:
    """The pipeline's ``doc.sents`` with the clauses of ``doc.spans["clauses"]`` inside each,
    from the sentences its boundary component cut (``doc.user_data``), without reading a Span
    back: a sentence of ``doc.sents`` runs from its cut start to the next one's (a cut sentence
    stops before the space the next one was trimmed of), and holds its cut clauses; a doc
    sentence before the first cut start is all space, and left out."""
    cut = doc.user_data[SENTENCES]
    ends = [s.start for s in cut[1:]] + [len(doc)]
    return [Sentence(s.start, end, s.clauses) for s, end in zip(cut, ends)]


def _label_lines(label_re: re.Pattern, before: str, after: str) -> bool:
    """Two "label: value" lines in a row ("甲方：…" above "乙方：…"): a header block, not a wrap."""
    return bool(label_re.match(unicodedata.normalize("NFKC", after))
                and label_re.match(unicodedata.normalize("NFKC", before)))


# The source in runs: whitespace (as ``str.isspace``), ASCII words with the single spaces
# between them, other characters. A single space between two ASCII words stays a space
# (neither side is CJK), or is a column gap in a spaced table row: one run, not three.
_ASCII_WORD = "".join(re.escape(chr(c)) for c in range(128) if not chr(c).isspace())
_RUNS = re.compile(rf"(\s+)|([{_ASCII_WORD}]+(?: [{_ASCII_WORD}]+)*)|[^\x00-\x7f\s]+")
# ... and the runs with no whitespace between them as one stretch (a line's "可用率99.9%，" is one,
# not three): the view keeps a stretch as written when NFKC keeps each of its characters, so
# the loop takes one step for it (a 200-page contract: ~7,500 stretches for ~25,800 runs)
_STRETCHES = re.compile(rf"(\s+)|(?:[{_ASCII_WORD}]+(?: [{_ASCII_WORD}]+)*|[^\x00-\x7f\s]+)+")
SPACE, KEPT, FOLDED = 1, 2, 3  # what a run is (``_runs``)
_DIGIT_OR_STOP = re.compile(r"[\d。;:,.]")  # a header line above a spaced table has neither
_FIGURE = re.compile(r"[\d.,]+%?")  # the last cell of a spaced table's last row
PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n")  # a blank line in the text as written (View.source; the view keeps none)


class _NFKCOfChar(dict):
    """Character -> its NFKC form, computed once per character."""

    def __missing__(self, ch: str) -> str:
        folded = self[ch] = unicodedata.normalize("NFKC", ch)
        return folded


class _ChangedByNFKC(dict):
    """Code point -> "" when NFKC keeps the character, else the character itself (as
    ``str.translate`` needs it): a run whose translation is empty is already folded."""

    def __missing__(self, code: int) -> str:
        ch = chr(code)
        kept = self[code] = "" if unicodedata.normalize("NFKC", ch) == ch else ch
        return kept


_nfkc = _NFKCOfChar().__getitem__
_CHANGED_BY_NFKC = _ChangedByNFKC()


def _runs(source: str, gloss_re: re.Pattern) -> Iterable[tuple[int, int, str, int]]:
    """(start, end, run, kind) of the source's runs, in order: whitespace (``SPACE``); characters
    NFKC keeps, ASCII words with their single spaces among them (``KEPT``: a whole stretch between
    two whitespace runs at once); characters to fold one by one (``FOLDED``). A stretch holding a
    character NFKC changes comes as its ``_RUNS``' runs, the ASCII words kept and the rest folded.
    The source's reading glosses (layout.yaml ``reading_glosses``: "服務(wù)" is "服務" on a mirror site
    that glossed each character with its pinyin) give no runs: the view leaves them out."""
    glosses = [m.span() for m in gloss_re.finditer(source)] if "(" in source or "（" in source else []
    bounds = [0, *(b for span in glosses for b in span), len(source)]
    return itertools.chain.from_iterable(_runs_between(source, lo, hi) for lo, hi in zip(bounds[::2], bounds[1::2]))


def _runs_between(source: str, lo: int, hi: int) -> Iterable[tuple[int, int, str, int]]:
    for m in _STRETCHES.finditer(source, lo, hi):
        run = m.group()
        if m.lastindex == 1:
            yield (*m.span(), run, SPACE)
        elif run.isascii() or not run.translate(_CHANGED_BY_NFKC):  # ASCII is already in normal form
            yield (*m.span(), run, KEPT)
        else:
            for r in _RUNS.finditer(source, *m.span()):
                part = r.group()
                yield (*r.span(), part, KEPT if r.lastindex == 2 or not part.translate(_CHANGED_BY_NFKC) else FOLDED)


def tab_row(line: str) -> bool:
    """Is ``line`` a row of cells cut at its tabs (a tab between two of its words, no pipe)?"""
    return "\t" in line.strip() and "|" not in line


def edge_tabs(run: str, i: int, before: bool = True, after: bool = True) -> tuple[str, list[int]]:
    """A run of spaces (at ``i``) between a tab row's cells, or across a line break, as the view reads it: each of the
    tabs that stand for empty cells (``tables.py``) and the line break, and where each stands; the tabs before the
    break only when ``before`` (the line it ends is a ``tab_row``), those after it only when ``after``."""
    first, last = run.find("\n"), run.rfind("\n")
    at = [i + k for k, char in enumerate(run) if k == first or char == "\t" and (
        first < 0 or (k < first and before) or (k > last and after))]
    return "".join(run[k - i] for k in at), at


# the last short text normalised, with the layout rules it was read by and its view's (written, text, offsets, skips):
# ``check`` views a contract again after its extraction (``tiers.unread_credit_tables``), and a short contract's second
# normalising was ~5% of its extraction. A longer text's offsets (~10 MB at 200 pages) are not kept past its own view.
KEEP_VIEW_CHARS = 60_000
_KEPT_VIEW: list = []


def _kept_view(source: str) -> tuple[str, str, list[int], list[int]] | None:
    """The normalised view kept of ``source`` (the same text, read by the same layout rules), else None. Its lists are
    shared between the views: no reader changes a view's offsets or skips."""
    if not _KEPT_VIEW:
        return None
    lay, text, normalised = _KEPT_VIEW
    return normalised if lay is layout() and (text is source or text == source) else None


class View:
    """Normalised text plus ``offsets[i]`` = index in the document of view character ``i``."""

    def __init__(self, source: str, parsed: bool = True):
        since = profiling.started()
        self.source = source
        # ``written``: the view before the traditional → simplified fold (values quoted as written, such as a governing
        # law, are read from it at the same offsets); ``skips``: each ``i`` where ``offsets[i] - offsets[i - 1] > 1``, in
        # order: where the view left out characters of the source (spaces between Chinese words, a run of spaces made
        # one tab), found without walking every offset
        self.written, self.text, self.offsets, self.skips = _kept_view(source) or self._normalise(source)
        profiling.add("normalise", since)
        if parsed:
            self.run_pipeline()

    def _normalise(self, source: str) -> tuple[str, str, list[int], list[int]]:
        """(written, text, offsets, skips) of ``source``'s view, kept for the next view of the same text (``_kept_view``)."""
        pieces: list[str] = []  # the view, in runs of characters
        offsets: list[int] = []
        skips: list[int] = []  # the view positions the source skips characters before (``skips``)
        lay = layout()
        n = len(source)
        last = ""  # the view's last character so far ("" before the first)
        spaced_end, spaced = -1, False  # the line holding the last single space, and its answer
        # lines beside a line break are judged folded: fold the source once, cut lines from it
        simple = simplify(source) if simplify_by_slices() else None
        for i, j, run, kind in _runs(source, lay["reading_gloss_re"]):
            if kind == SPACE:
                prev = last
                nxt = _nfkc(source[j]) if j < n else ""
                newlines = run.count("\n")
                if newlines:
                    line_start = source.rfind("\n", 0, i) + 1
                    line_after_end = source.find("\n", j)
                    line_after_end = line_after_end if line_after_end >= 0 else n
                    if simple is not None:
                        line_before, line_after = simple[line_start:i], simple[j:line_after_end]
                    else:
                        line_before = simplify(source[line_start:i])
                        line_after = simplify(source[j:line_after_end])
                    hard = (
                        newlines >= 2
                        or not last
                        or bool(lay["line_end_re"].search(unicodedata.normalize("NFKC", line_before)))
                        or bool(lay["line_start_re"].match(unicodedata.normalize("NFKC", line_after)))
                        or is_table_line(line_before)
                        or is_table_line(line_after)
                        # a line read as a spaced table's row by its neighbours (its header, its last row:
                        # "ATTACHMENT 6" under "ATT6.1wp Page 7 of 19") ends there too: run into the
                        # paragraph below, the whole paragraph would be read as that row's cells
                        or (" " in source[line_start:i].strip() and self._spaced_line(source, line_start))
                        or line_before.lstrip().startswith("#")
                        or _label_lines(lay["label_line_re"], line_before, line_after)
                    )
                    emit = "\n" if hard else ("" if is_cjk(prev) or is_cjk(nxt) else " ")
                    if hard and "\t" in run:  # a tab row's tabs at its ends: its empty first or last cells
                        emit, at = edge_tabs(run, i, tab_row(line_before), tab_row(line_after))
                else:
                    if "\t" in run or len(run) >= 2:
                        gap = True
                    else:  # one space: a column gap inside a spaced table row (one answer per line)
                        if i >= spaced_end:
                            spaced_end, spaced = self._spaced_from(source, i)
                        gap = spaced
                    if gap and last and last != "\n":
                        # each tab of several kept: empty cells between a tab row's cells
                        emit, at = edge_tabs(run, i) if run.count("\t") >= 2 else ("\t", [i])
                    else:
                        emit = "" if (is_cjk(prev) or is_cjk(nxt)) else " "
                if len(emit) > 1 and not last and emit[0] == "\n":  # (no line break opens the view)
                    emit, at = emit[1:], at[1:]
                if len(emit) > 1:  # tabs kept, each where it stands (and the line break)
                    pieces.append(emit)
                    if offsets and at[0] - offsets[-1] > 1:
                        skips.append(len(offsets))
                    skips += [len(offsets) + k for k in range(1, len(at)) if at[k] - at[k - 1] > 1]
                    offsets.extend(at)
                    last = emit[-1]
                elif emit and last and not (emit == "\n" and last == "\n"):
                    pieces.append(emit)
                    if offsets and i - offsets[-1] > 1:
                        skips.append(len(offsets))
                    offsets.append(i)
                    last = emit
            elif kind == KEPT:
                if " " in run:  # its single spaces, between ASCII words: one answer per line
                    at = i + run.index(" ")
                    if at >= spaced_end:
                        spaced_end, spaced = self._spaced_from(source, at)
                    if spaced:  # column gaps
                        run = run.replace(" ", "\t")
                pieces.append(run)
                if offsets and i - offsets[-1] > 1:
                    skips.append(len(offsets))
                offsets.extend(range(i, j))
                last = run[-1]
            else:
                for k in range(i, j):
                    folded = _nfkc(source[k])
                    if folded.isspace():  # ideographic space and friends
                        folded = "" if is_cjk(last) else " "
                    elif FRACTION_SLASH in folded and len(folded) > 1:  # "1½": "1 1/2", not "11⁄2"
                        folded = fold_fraction(folded, last.isdigit())
                    for f in folded:
                        pieces.append(f)
                        if offsets and k - offsets[-1] > 1:
                            skips.append(len(offsets))
                        offsets.append(k)
                        last = f
        written = "".join(pieces)
        normalised = (written, simplify(written), offsets, skips)
        if len(source) <= KEEP_VIEW_CHARS:
            _KEPT_VIEW[:] = [lay, source, normalised]
        return normalised

    def run_pipeline(self) -> None:
        """Parse the view: sentences, clauses and vocabulary hits (nlp.py). ``View(source,
        parsed=False)`` leaves it for later (while another process reads the view's numbers)."""
        since = profiling.started()
        # the Doc as the extractor reads it: tokens, vocabulary spans and the sentences as cut
        self.parsed_doc = parse(self.text, complete=False)
        self.sentences = _sentences_of(self.parsed_doc)
        profiling.add("parse", since)
        self._sentence_starts = [s.start for s in self.sentences]

    @functools.cached_property
    def doc(self):
        """The parsed view as ``nlp.parse`` gives it, with what the extractor never reads made
        when first asked for (``doc.ents``, ``doc.sents``, ``doc.spans["clauses"]``: ``nlp.complete``)."""
        return complete(self.parsed_doc)

    def _spaced_from(self, source: str, pos: int) -> tuple[int, bool]:
        """Where ``pos``'s line ends, and whether it is a spaced table row (``_spaced_line``)."""
        end = source.find("\n", pos)
        return (len(source) if end < 0 else end), self._spaced_line(source, pos)

    def _spaced_line(self, source: str, pos: int) -> bool:
        """Is ``pos`` inside a space-separated table row (or the header line above one)?"""
        start = source.rfind("\n", 0, pos) + 1
        end = source.find("\n", pos)
        end = len(source) if end < 0 else end
        key = (start, end)
        cache = self.__dict__.setdefault("_row_cache", {})
        if key not in cache:
            line = source[start:end]
            # the row itself, else (asked only then) the header line above a spaced table (no
            # figure or stop, 2-8 words, a spaced row below), else its last row (2-4 cells ending
            # in a figure, a spaced row above)
            # (a tab row's cells are cut at its tabs: a single space in one is a word's, "At least\tLess than")
            tabbed = "\t" in line.strip()
            spaced = not tabbed and is_spaced_row(line.strip())
            if not spaced and not tabbed and not _DIGIT_OR_STOP.search(line) and 2 <= len(line.split()) <= 8:
                nxt_end = source.find("\n", end + 1)
                below = source[end + 1:nxt_end if nxt_end >= 0 else len(source)] if end < len(source) else ""
                spaced = is_spaced_row(below.strip())
            if not spaced:
                tokens = line.split()
                if not tabbed and 2 <= len(tokens) <= 4 and _FIGURE.fullmatch(tokens[-1]) and not pipe_cells(line):
                    above_start = source.rfind("\n", 0, max(0, start - 1)) + 1
                    above = source[above_start:max(above_start, start - 1)] if start else ""
                    spaced = is_spaced_row(above.strip())
            cache[key] = spaced
        return cache[key]

    @functools.cached_property
    def lowered(self) -> str:
        """``text.lower()`` (for ``literals.may_match``; its offsets may differ from the text's)."""
        return self.text.lower()

    # ------------------------------------------------------------------ offsets

    def to_source(self, start: int, end: int) -> tuple[int, int]:
        """Document offsets of view span ``[start, end)``, trimmed of surrounding space."""
        return self.to_source_spans(((start, end),))[0]

    def from_source(self, start: int, end: int) -> tuple[int, int]:
        """The view span of document span ``[start, end)``: from the first view character that comes from at or after
        ``start`` to the first from at or after ``end`` (a span found in the document's own lines, which the view runs
        together: a fence, a byline, a price list's line)."""
        return bisect.bisect_left(self.offsets, start), bisect.bisect_left(self.offsets, end)

    def to_source_spans(self, spans: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
        """``to_source`` of each view span, in one call (a key's thousands of alternatives)."""
        offsets, source = self.offsets, self.source
        last = len(offsets)
        out = []
        append = out.append
        for start, end in spans:  # (a long contract: ~10,000 spans; comparisons, not min/max calls)
            if start > last - 1:
                start = last - 1
            if start < 0:
                start = 0
            if end > last:
                end = last
            if end < start + 1:
                end = start + 1
            s, e = offsets[start], offsets[end - 1] + 1
            if source[s].isspace() or source[e - 1].isspace():  # trimmed (what ``isspace`` calls space)
                spanned = source[s:e]
                s += len(spanned) - len(spanned.lstrip())
                e = s + len(spanned.strip())
            append((s, e))
        return out

    # ------------------------------------------------------------------ structure

    def sentence_index(self, pos: int) -> int:
        """The index in ``sentences`` of the sentence holding ``pos`` (the first before it starts)."""
        return max(0, bisect.bisect_right(self._sentence_starts, pos) - 1)

    def sentence_at(self, pos: int) -> Sentence:
        return self.sentences[self.sentence_index(pos)]

    def clause_at(self, pos: int) -> Clause:
        sent = self.sentence_at(pos)
        for c in sent.clauses:
            if c.start <= pos < c.end:
                return c
        return sent.clauses[-1] if sent.clauses else Clause(sent.start, sent.end)
