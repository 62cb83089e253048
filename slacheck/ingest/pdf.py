"""PDF contracts: pypdfium2 for text (fast), pdfplumber for tables on pages that have ruling.

pdfplumber's layout analysis costs ~25-100 ms a page against ~1 ms for pdfium's text, so
pdfplumber only runs on pages whose drawn rules form a table grid with text inside
(``ruling.py``, from pdfium's path objects; header rules and underlines form none).
On those pages the text outside the tables comes from pdfplumber too, so table and prose
are ordered by position; if pdfplumber sees no characters (fonts it cannot read, e.g.
fpdf2 with CJK CFF fonts) the page falls back to pdfium's text and the fallback is noted.
pdfplumber's page objects on those pages are built by ``plumber_page.py`` (pdfminer's
interpretation, without pdfplumber's per-glyph attribute walk: the same values, ~2x faster).
A short line set larger or bold than the page's body text, alone, is a heading and reads with
Markdown's marks, as a DOCX heading does (``headings.py``), its level the rank of its size among the
whole document's heading sizes: a page's headings are kept with their sizes as it is read and marked
when its part is prepared, again at assembly when the parts' sizes rank otherwise than the document's.
"""

from __future__ import annotations

import functools
import itertools
import re
import time
import zlib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from ..errors import SlacheckError
from ..limits import Limits
from ..words import noun
from .aligned import aligned_blocks, as_read, cell_gaps, gapped_bands, page_lines
from .assemble import TextAssembler
from .headings import heading_marks, marked, page_headings
from .markdown import escape_opening_hash
from .nesting import located_lines, pdf_items, pdf_page_lines
from .normalise import line_widths, normalise_cell, normalise_text, same_joins, wrap_width_of
from .offsets import align
from .ruling import at_page_edge, holds_ruled_table, is_table
from .running import (PRINTED, page_join, page_phrases, read_once, running_indexes, running_lines, strip_running,
                      word_parts)
from .split_rows import LINE_PT, carried_headers, drop_repeated_headers, join_split_rows, lone_pieces, table_rows
from .symbols import pdf_page_marks, pdf_page_symbols, with_marks
from .wraps import PageEdges, inherited_wraps, wrapped_and_edges

MIN_TABLE_BOXES = 4          # cell rectangles that make a page worth table detection
RULE_PT = 3.0                # a rule is at most this thick (points)
MIN_RULE_PT = 10.0           # and at least this long
MAX_PATHS_INSPECTED = 5000   # vector drawings with more paths: decide on the first ones
FPDF_ERR_PASSWORD = 4


def _open_pdfium(path: Path):
    import pypdfium2 as pdfium

    try:
        return pdfium.PdfDocument(str(path))
    except pdfium.PdfiumError as exc:
        if getattr(exc, "err_code", None) == FPDF_ERR_PASSWORD or "password" in str(exc).lower():
            raise SlacheckError(path, "encrypted PDF: remove the password first") from None
        detail = str(exc).replace("Failed to load document ", "").strip("(). ")
        if not _ends_as_pdf(path):
            detail = f"cut short: an incomplete download or copy? No end-of-file marker; {detail}"
        raise SlacheckError(path, f"not a readable PDF ({detail})") from None


EOF_WINDOW = 1024  # a PDF's last "%%EOF" stands in its last kilobyte (PDF 32000-1, 7.5.5; readers allow trailing junk)


def _ends_as_pdf(path: Path) -> bool:
    """Does the file end as a PDF does, with an end-of-file marker ("%%EOF") in its last kilobyte?"""
    with open(path, "rb") as file:
        file.seek(0, 2)
        file.seek(max(0, file.tell() - EOF_WINDOW))
        return b"%%EOF" in file.read()


def load_page(pdf, index: int, path: Path):
    """Page ``index`` of an open PDF; a page pdfium cannot build (a page tree that loops,
    a missing object) is a damaged file, named with its page."""
    import pypdfium2 as pdfium

    try:
        return pdf[index]
    except pdfium.PdfiumError:
        raise SlacheckError(path, "not a readable PDF (this page cannot be loaded: damaged page tree?)",
                            page=index + 1) from None


def may_hold_table(page) -> bool:
    """Cheap test (pdfium path bounds, no layout) for ruling that could frame a table.

    A ruled table needs either several cell rectangles, or at least three vertical and two
    horizontal rules. Underlines, a page border or a header rule alone do not qualify, and
    pdfplumber's slow layout analysis is skipped on such pages.
    """
    import pypdfium2.raw as pdfium_c

    boxes = verticals = horizontals = 0
    objects = page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_PATH], max_depth=3)
    for obj in itertools.islice(objects, MAX_PATHS_INSPECTED):
        left, bottom, right, top = obj.get_bounds()
        width, height = right - left, top - bottom
        if height <= RULE_PT and width >= MIN_RULE_PT:
            horizontals += 1
        elif width <= RULE_PT and height >= MIN_RULE_PT:
            verticals += 1
        elif width >= MIN_RULE_PT and height >= MIN_RULE_PT:
            boxes += 1
        if boxes >= MIN_TABLE_BOXES or (verticals >= 3 and horizontals >= 2):
            return True
    return False


class _Plumber:
    """pdfplumber opened lazily, once, only if some page may hold a table.

    Its pages are built as far as the last one asked for, not all of them (pdfplumber's
    ``PDF.pages`` walks the whole page tree and resolves every page's content stream: ~35 ms
    of a 200-page reader that reads ~10 table pages). Each page is built as ``PDF.pages`` builds
    it, in the same order, so its ``initial_doctop`` is the same sum of the heights before it
    (pdfplumber clusters a page's text lines by ``doctop``); a page's content stream is read
    when the page is (``_page_on_demand``)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._pdf = None
        self._broken = False
        self._tree = None  # the page tree's pages not built yet (pdfminer's ``create_pages``)
        self._pages: list = []  # pdfplumber's pages built so far, in order

    def page(self, index: int):
        """The pdfplumber page, or None if pdfplumber cannot open this file at all."""
        import pdfplumber

        if self._broken:
            return None
        try:
            if self._pdf is None:
                from .cmaps import read_from_cache

                read_from_cache()  # the predefined CMaps a page's fonts name, from the cache
                self._pdf = pdfplumber.open(self.path)
                self._pdf._pages = self._pages  # what ``PDF.pages`` (and ``PDF.close``) see: the pages built
                self._tree = _page_on_demand().create_pages(self._pdf.doc)
            self._build_to(index)
        except _pdfminer_errors():
            self._broken = True
            return None
        if index >= len(self._pages):
            return None
        from .plumber_page import read_objects

        read_objects(self._pages[index])
        return self._pages[index]

    def _build_to(self, index: int) -> None:
        """Build pages until page ``index`` is built or the page tree ends, as ``PDF.pages`` does."""
        from pdfplumber.page import Page
        from pdfplumber.utils.exceptions import PdfminerException

        while len(self._pages) <= index and self._tree is not None:
            try:
                page_obj = next(self._tree)
            except StopIteration:
                self._tree = None
                break
            except Exception as exc:  # as ``PDF.pages`` reports a page tree pdfminer cannot walk
                raise PdfminerException(exc) from exc
            doctop = self._pages[-1].initial_doctop + self._pages[-1].height if self._pages else 0
            self._pages.append(Page(self._pdf, page_obj, page_number=len(self._pages) + 1, initial_doctop=doctop))

    def close(self) -> None:
        """Close the pages built and the file: ``PDF.close`` would first forget its pages
        (``flush_cache``) and then build every page of the file again to close each one."""
        if self._pdf is not None:
            for page in self._pages:
                page.close()
            if not self._pdf.stream_is_external:
                self._pdf.stream.close()


@functools.cache
def _page_on_demand():
    """pdfminer's ``PDFPage`` whose content streams are resolved when first read (the page is
    interpreted), not when the page tree is walked: the same streams, for the pages read."""
    from pdfminer.pdfpage import PDFPage

    class PageOnDemand(PDFPage):
        def _parse_contents(self, value):
            self._contents_value, self._contents = value, None
            return None

        @property
        def contents(self):
            if self._contents is None:
                self._contents = PDFPage._parse_contents(self, self._contents_value)
            return self._contents

        @contents.setter
        def contents(self, value) -> None:
            self._contents = value

    return PageOnDemand


def _pdfminer_errors() -> tuple[type[BaseException], ...]:
    """The exceptions pdfplumber/pdfminer raise on malformed content (not on our bugs)."""
    from pdfminer.psparser import PSException
    from pdfplumber.utils.exceptions import PdfminerException

    return (PdfminerException, PSException, zlib.error)


_SPACES = re.compile(r"\s+")


def _table_blocks(page, pdfium_text: str = "") -> list[tuple[float, str, object]] | None:
    """Blocks ("text" or "table", ordered by position) of a pdfplumber page, None without tables.

    A text line is spaced as pdfium spaced the same characters in ``pdfium_text``, the page's text
    as every page without a table is read: pdfplumber puts a space only where a gap is wider than
    3 points, so the gap after a list's number ("1.The following", "2.1.3数据私密性": a tab, in a
    large font) or a word gap in a large font would be read run together on table pages only."""
    # A one-column "table" is a box drawn around text, not a table; a one-row one is a table's
    # piece when it opens or closes the page, where a page break leaves it (``ruling.py``)
    line_tops = sorted({round(c["top"]) for c in page.chars if c["text"].strip()})
    tables = [t for t in page.find_tables() if is_table(len(t.rows), max(len(r.cells) for r in t.rows))
              and (len(t.rows) >= 2 or at_page_edge(_lines_above(line_tops, t.bbox[1]),
                                                     _lines_below(line_tops, t.bbox[3])))]
    if not tables:
        return None
    boxes = [t.bbox for t in tables]

    def outside_tables(obj) -> bool:
        if "x0" not in obj or "top" not in obj:
            return True
        x = (obj["x0"] + obj["x1"]) / 2
        y = (obj["top"] + obj["bottom"]) / 2
        return not any(x0 <= x <= x1 and top <= y <= bottom for x0, top, x1, bottom in boxes)

    spaced: dict[str, str] = {}
    for line in pdfium_text.splitlines():
        spaced.setdefault(_SPACES.sub("", line), line.strip())
    blocks: list[tuple[float, str, object]] = []
    for line in page.filter(outside_tables).extract_text_lines(return_chars=False):
        text = line["text"]
        blocks.append((line["top"], "text", spaced.get(_SPACES.sub("", text), text)))
    for table in tables:
        blocks.append((table.bbox[1], "table", table_rows(page, table)))
    blocks.sort(key=lambda block: block[0])
    return blocks


def _lines_above(tops: list[int], y: float) -> int:
    """How many text lines (``tops``: the characters' tops, sorted) lie above ``y``."""
    above = [top for top in tops if top < y]
    return sum(1 for a, b in zip([None] + above, above) if a is None or b - a > LINE_PT)


def _lines_below(tops: list[int], y: float) -> int:
    """How many text lines (``tops``: the characters' tops, sorted) lie below ``y``."""
    return _lines_above(sorted(-top for top in tops), -y)


@dataclass
class PdfPart:
    """One run of a PDF's pages as read (a reader process's share): each page's blocks,
    ("text", raw str) / ("table", rows) in reading order, and the pages noted on the way.

    ``prepare_part`` adds the pages as assembled text needs them (normalised, aligned with
    what was read), in the reader process: normalising depends on the wrap width of the whole
    PDF, so they are normalised at this part's own width (``widths`` counts its lines) and
    kept where the whole PDF's width joins the same lines (``normalise.same_joins``)."""

    first: int  # 0-based index of the part's first page
    pages: list[list[tuple[str, object]]] = field(default_factory=list)
    fallback_pages: list[int] = field(default_factory=list)
    unreadable_table_pages: list[int] = field(default_factory=list)
    widths: Counter[int] = field(default_factory=Counter)  # its prose lines by display width
    wrap_width: int | None = None  # the width ``prepared`` was normalised at
    running: set[tuple[bool, str]] = field(default_factory=set)  # its running lines (``running.py``)
    kept: list[list[tuple[str, object]]] | None = None  # its pages without ``running``'s lines
    stripped: list[bool] = field(default_factory=list)  # per page: were running lines left out?
    prepared: list[tuple[list[tuple], set[int]]] | None = None  # per page, ``page_blocks(kept page, wrap_width)``
    wrapped: list[frozenset[str]] = field(default_factory=list)  # per page, the lines its layout wrapped (``wraps.py``)
    edges: list[PageEdges] = field(default_factory=list)  # per page, its edge lines' geometry (``wraps.PageEdges``)
    headings: list[Counter[tuple[str, float, float]]] = field(default_factory=list)  # per page, its headings, sizes, shares
    marks: dict[float, str] | None = None  # the heading marks ``kept`` is marked with, by size (``heading_marks``)
    lines: list[list[tuple[str, float, str | None]]] = field(default_factory=list)  # per page, ``nesting.pdf_page_lines``


def prepare_part(part: PdfPart, running: set[tuple[bool, str]] | None = None,
                 marks: dict[float, str] | None = None) -> PdfPart:
    """Count the part's line widths, leave out its running lines (``running``, by default the
    part's own: most often the whole PDF's too), mark its headings (``marks``, by default by the
    ranks of the part's own heading sizes) and normalise its pages at the part's width."""
    if part.wrap_width is None and not part.widths:
        part.widths = line_widths([content for blocks in part.pages for kind, content in blocks if kind == "text"])
        part.wrap_width = wrap_width_of(part.widths)
    part.running = running_lines(part.pages) if running is None else running
    part.marks = heading_sizes_marks([part]) if marks is None else marks
    stripped = [strip_running(blocks, part.running) for blocks in part.pages]
    headings = part.headings + [Counter()] * (len(part.pages) - len(part.headings))  # a page read with none
    part.kept = [marked(blocks, Counter({(line, part.marks[size]): n for (line, size, _), n in found.items()}))
                 for (blocks, _), found in zip(stripped, headings)]
    part.stripped = [bool(removed) for _, removed in stripped]
    part.prepared = [page_blocks(blocks, part.wrap_width, wrapped) for blocks, wrapped in zip(part.kept, part.wrapped)]
    return part


def heading_sizes_marks(parts: list[PdfPart]) -> dict[float, str]:
    """The heading mark of each size the parts' headings are set in, ranked (``headings.heading_marks``)."""
    return heading_marks((size, share) for part in parts for headings in part.headings for _, size, share in headings)


def page_blocks(blocks: list[tuple[str, object]], wrap_width: int | None,
                wrapped: frozenset[str] = frozenset()) -> tuple[list[tuple], set[int]]:
    """A page's blocks as the assembler takes them: ("text", normalised, original, alignment)
    for each run of text blocks (joined by newlines), ("table", normalised rows, rows as read,
    None); the alignment is None where the text is unchanged (or empty). And the line widths
    normalising compared with ``wrap_width``."""
    out: list[tuple] = []
    compared: set[int] = set()
    text_run: list[str] = []
    for kind, content in blocks + [("end", None)]:
        if kind == "text":
            text_run.append(content)
            continue
        if text_run:
            original = "\n".join(text_run)
            out.append(_text_block(normalise_text(original, wrap_width, compared=compared, wrapped=wrapped), original))
            text_run = []
        if kind == "table":
            out.append(("table", [[normalise_cell(cell) for cell in row] for row in content], content, None))
    return out, compared


def load_pdf(path: Path, limits: Limits, on_page: Callable[[int, int], None] | None = None
             ) -> tuple[TextAssembler, list[str], list[str]]:
    """Read every page of a PDF into normalised text with page offsets and ruled tables.

    ``on_page(done, total)`` is called after each page (the CLI's progress bar)."""
    return assemble_pdf(path, [read_pdf_part(path, limits, (0, 1), on_page)])


def read_pdf_part(path: Path, limits: Limits, part: tuple[int, int] = (0, 1),
                  on_progress: Callable[[int, int], None] | None = None) -> PdfPart:
    """The pages of one part of a PDF: ``part = (k, m)`` is the k-th of m equal runs of pages,
    so m processes can read one file together (``on_progress`` counts this part's pages)."""
    started = time.monotonic()
    pdf = _open_pdfium(path)
    plumber = _Plumber(path)
    try:
        page_count = len(pdf)
        if page_count == 0:
            raise SlacheckError(path, "not a readable PDF (no pages)")
        if page_count > limits.max_pages:
            raise SlacheckError(
                path, f"PDF has {page_count} pages (limit {limits.max_pages}, SLACHECK_MAX_PAGES)"
            )
        k, m = part
        first, stop = k * page_count // m, (k + 1) * page_count // m
        read = PdfPart(first)
        for index in range(first, stop):
            if time.monotonic() - started > limits.max_seconds:
                raise SlacheckError(
                    path,
                    f"reading took longer than {limits.max_seconds:g} s (limit SLACHECK_MAX_SECONDS)",
                    page=index + 1,
                )
            page = load_page(pdf, index, path)
            textpage = page.get_textpage()
            pdfium_text = textpage.get_text_range()
            blocks: list[tuple[str, object]] = [("text", pdfium_text)]
            if holds_ruled_table(page, textpage, fallback=may_hold_table):
                try:
                    plumber_page = plumber.page(index)
                    if plumber_page is None:
                        read.unreadable_table_pages.append(index + 1)
                    elif not plumber_page.chars:
                        if pdfium_text.strip():
                            read.fallback_pages.append(index + 1)
                    else:
                        plumber_blocks = _table_blocks(plumber_page, pdfium_text)
                        if plumber_blocks:
                            blocks = [(kind, content) for _, kind, content in plumber_blocks]
                except _pdfminer_errors():
                    read.unreadable_table_pages.append(index + 1)
            lines = page_lines(textpage)
            if blocks[0][1] is pdfium_text:  # no ruled table read: columns set by position alone?
                blocks = aligned_blocks(textpage, pdfium_text, lines) or blocks
            # the lines the layout wrapped, beside a ruled table too (its rows' gaps keep them out)
            wrapped, edges = wrapped_and_edges(textpage, pdfium_text, gapped_bands(lines))
            headings = page_headings(textpage, pdfium_text, wrapped)
            gaps = cell_gaps(textpage, lines)
            if gaps is not as_read:  # a wide gap in a line outside tables: a cell's end, kept as a tab
                blocks, wrapped = _read_page_as(gaps, blocks, wrapped, edges)
                headings = Counter({(gaps(line), size, share): n for (line, size, share), n in headings.items()})
            symbols = pdf_page_symbols(textpage, pdfium_text)
            if symbols:  # "≥" printed in a symbol font, read as the font's private-use code point or one-byte code
                blocks, wrapped = _read_page_as(lambda line: line.translate(symbols), blocks, wrapped, edges)
            marks = pdf_page_marks(textpage, pdfium_text)
            if marks:  # a bullet or a box printed in a symbol font at an ASCII code ("l", "q"), standing alone
                blocks, wrapped = _read_page_as(functools.partial(with_marks, marks=marks), blocks, wrapped, edges)
            # a line's own opening "#" is no heading's mark
            blocks, wrapped = _read_page_as(escape_opening_hash, blocks, wrapped, edges, first_cells=True)
            if headings:  # a short line set large or bold, alone: a heading, marked as a DOCX heading is (``prepare_part``)
                headings = Counter({(escape_opening_hash(with_marks(line.translate(symbols), marks)), size, share): n
                                    for (line, size, share), n in headings.items()})
            read.lines.append(pdf_page_lines(textpage, pdfium_text))
            textpage.close()
            page.close()
            read.pages.append(blocks)
            read.wrapped.append(wrapped)
            read.edges.append(edges)
            read.headings.append(headings)
            if on_progress is not None:
                on_progress(index + 1 - first, stop - first)
    finally:
        plumber.close()
        pdf.close()
    return prepare_part(read)


def _read_page_as(read: Callable[[str], str], blocks: list[tuple[str, object]], wrapped: frozenset[str],
                  edges: PageEdges, first_cells: bool = False) -> tuple[list[tuple[str, object]], frozenset[str]]:
    """A page's blocks (``_translated``), its wrapped lines and the lines its edges keep for the document's edge
    (``PageEdges.read_lines_as``) read on as ``read`` says, all three alike: a wrapped line is found again by its
    text, so each must be read as the page's text is."""
    edges.read_lines_as(read)
    return _translated(blocks, read, first_cells=first_cells), frozenset(map(read, wrapped))


def _translated(blocks: list[tuple[str, object]], read: Callable[[str], str],
                first_cells: bool = False) -> list[tuple[str, object]]:
    """A page's blocks with their text read on by ``read``: text, and table cells in place (a table's rows
    keep the geometry read with them); with ``first_cells``, only each row's first cell, the one that opens
    the row's line in the text."""
    out: list[tuple[str, object]] = []
    for kind, content in blocks:
        if kind == "text":
            content = read(str(content))
        else:
            for row in content:
                cells = slice(0, 1 if first_cells else len(row))
                row[cells] = [read(cell) if cell else cell for cell in row[cells]]
        out.append((kind, content))
    return out


def assemble_pdf(path: Path, parts: list[PdfPart]) -> tuple[TextAssembler, list[str], list[str]]:
    """The parts' pages, in order, as one normalised text with its tables, notes and warnings (pages
    with no text: what they hold was not read)."""
    pages = read_pages = [blocks for part in parts for blocks in part.pages]
    fallback_pages = [n for part in parts for n in part.fallback_pages]
    unreadable_table_pages = [n for part in parts for n in part.unreadable_table_pages]
    notes: list[str] = []
    raw_texts = [content for blocks in pages for kind, content in blocks if kind == "text"]
    if not any(text.strip() for text in raw_texts) and not any(kind == "table" for b in pages for kind, _ in b):
        raise SlacheckError(path, "no text layer (scanned: OCR needed)", page=1)
    running = running_lines(pages)
    marks = heading_sizes_marks(parts)
    for part in parts:
        if part.prepared is None or part.running != running or any(marks[size] != mark for size, mark in part.marks.items()):
            prepare_part(part, running, marks)
    wrap_width = wrap_width_of(sum((part.widths for part in parts), Counter()))
    wrapped = [lines for part in parts for lines in part.wrapped]
    edges = [page for part in parts for page in part.edges]
    prepared = [page if same_joins(page[1], part.wrap_width, wrap_width) else page_blocks(blocks, wrap_width, lines)
                for part in parts for blocks, page, lines in zip(part.kept, part.prepared, part.wrapped)]
    pages = [list(blocks) for part in parts for blocks in part.kept]
    # a table's header repeated atop the next page is left out; a table row a page break cut in two is one row
    # again; a one-row piece that continues no table is text; a header left alone at a page's foot goes down
    # onto its rows
    repeated = drop_repeated_headers(pages)
    changed = lone_pieces(pages)
    changed |= join_split_rows(pages)
    # a page showing no right edge of its own (a last page of two lines) read at the other pages' edge
    inherited = inherited_wraps(edges)
    for index, lines in inherited.items():
        wrapped[index] = lines
    for index in repeated | changed | carried_headers(pages) | set(inherited):
        prepared[index] = page_blocks(pages[index], wrap_width, wrapped[index])
    if repeated:
        notes.append(f"a table's header row repeated atop {_pages(sorted(n + 1 for n in repeated))} left out of the text")
    running_pages = [n for n, stripped in enumerate((s for part in parts for s in part.stripped), 1) if stripped]
    if running_pages:
        notes.append(f"running header/footer lines left out of the text on {_pages(running_pages)}")
    # a page that ends inside a sentence goes on at the top of the next, running lines or not: its last
    # line as wide as the text, or the next page's first word would not have fitted at its end (``wraps.py``)
    joins = [None] + [page_join(pages[n - 1], pages[n], wrap_width,
                                goes_on=lambda line, next_line, n=n: edges[n - 1].goes_on(line, edges[n], next_line))
                      for n in range(1, len(pages))]
    apart = _apart(joins)
    once = read_once(read_pages, running, apart, _read_once_text(prepared))
    for (index, top), lines in once.items():
        notes.append(f"running {'header' if top else 'footer'} read once, on page {index + 1}: "
                     + "; ".join(repr(line) for line in lines))

    # sub-items set in under an item, a list going on from page to page (``nesting.py``): the lines each names, by page
    numbered = [lines for part in parts for lines in part.lines]
    nested = pdf_items(numbered, functools.partial(running_indexes, running=running))
    named: dict[int, list[int]] = {}
    for item, parent, _ in nested:
        for page, k in (item, parent):
            named.setdefault(page, []).append(k)
    located: dict[tuple[int, int], int] = {}
    assembler = TextAssembler()
    empty_pages = []
    for number, (blocks, _) in enumerate(prepared, start=1):
        assembler.start_page(number, joins[number - 1])
        before = assembler.length
        # the running lines read once (``running.read_once``), at the page's top and foot, each a line of its own,
        # a paragraph apart from the body's
        header, footer = ([page_blocks([("text", line)], wrap_width)[0][0] for line in once.get((number - 1, top), [])]
                          for top in (True, False))
        # the first page's header is read at the page's foot where no sentence runs on from there into the next
        # page, else under the page's first line: the document opens with its own first line (an article's title over
        # its body, a contract's title), not the line every page repeats
        opening: list[tuple] = []
        if number == 1 and header:
            if apart(0, False):
                header, footer = [], header + footer
            else:
                opening, blocks = _first_line(blocks)
        for part in (opening, header, blocks, footer):
            if part is footer and footer:
                assembler.break_paragraph()
            for kind, normalised, original, alignment in part:
                if kind == "text":
                    assembler.add_text(normalised, original, alignment)
                else:
                    assembler.add_table(normalised, original)
            if part is header and header or part is opening and opening:
                assembler.break_paragraph()
        if assembler.length == before:
            empty_pages.append(number)
        elif number - 1 in named:  # the lines of sub-items and their items on it, where they stand in it as read
            ks = sorted(set(named[number - 1]))
            for k, at in zip(ks, located_lines(assembler.text[before:], [numbered[number - 1][k][0] for k in ks])):
                if at is not None:
                    located[number - 1, k] = before + at
            assembler.nested_items += [(located[item], located[parent], cited) for item, parent, cited in nested
                                       if item[0] == number - 1 and item in located and parent in located
                                       and located[parent] < located[item]]
    warnings = []
    if empty_pages:
        warnings.append(("pages_without_text", {"n": len(empty_pages), "ranges": _ranges(empty_pages)}))
    if fallback_pages:
        notes.append(f"{_pages(fallback_pages)} read by the pdfium fallback (pdfplumber saw no characters); tables there are not separated")
    if unreadable_table_pages:
        notes.append(f"{_pages(unreadable_table_pages)}: table detection failed on malformed content; text read by pdfium")
    return assembler, notes, warnings


def _apart(joins: list[str | None]) -> Callable[[int, bool], bool]:
    """Does page ``index``'s top (``top``) or foot stand apart from the body's sentences, no sentence running across
    it (``joins``: how each page goes on from the page before, ``page_join``)?"""
    def apart(index: int, top: bool) -> bool:
        after = index if top else index + 1
        return after == 0 or after == len(joins) or joins[after] is None

    return apart


def _first_line(blocks: list[tuple]) -> tuple[list[tuple], list[tuple]]:
    """A page's blocks as the assembler takes them (``page_blocks``) cut after the page's first line: the blocks of it
    and the blocks of the rest; none of it when the page opens with a table (or its first line cannot be found in the
    text as read)."""
    if not blocks or blocks[0][0] != "text":
        return [], blocks
    _kind, normalised, original, alignment = blocks[0]
    cut = normalised.find("\n")
    if cut < 0:
        return blocks[:1], blocks[1:]
    at = cut
    for norm, orig in alignment or []:  # where the line break stands in the text as read
        if norm > cut:
            break
        at = orig + cut - norm
    if original[at:at + 1] not in ("\n", "\r"):
        return [], blocks
    rest = normalised[cut + 1:].lstrip("\n"), original[at:].lstrip("\r\n")
    return [_text_block(normalised[:cut], original[:at])], [_text_block(*rest)] * bool(rest[0]) + blocks[1:]


def _text_block(normalised: str, original: str) -> tuple:
    """A block of text as the assembler takes it (``page_blocks``): normalised, as read, and their alignment (None
    where the text is unchanged, or empty)."""
    return "text", normalised, original, align(normalised, original) if normalised and normalised != original else None


def _read_once_text(prepared: list[tuple[list[tuple], set[int]]]) -> Callable[[str], str | None]:
    """How a running line is read once (``running.read_once``), its page numbers marked ``running.PRINTED``: without its
    page-number phrase ("Confidential Page 3 of 12" reads "Confidential": ``page_phrase`` in ``word_parts.yaml``, as a
    DOCX's header reads), and not at all if that leaves only a page's words ("第 3 页 共 12 页": ``page_line``), a page
    number outside a phrase, or words the body holds (the title printed atop every page is read where the body
    prints it)."""
    page_line = re.compile(word_parts()["page_line"], re.IGNORECASE)

    @functools.cache
    def squeezed() -> str:  # the body's text without its spaces: made for the first line that needs it, if any
        body: list[str] = []
        for blocks, _ in prepared:
            for kind, normalised, _original, _alignment in blocks:
                body.extend([normalised] if kind == "text" else (cell for row in normalised for cell in row))
        return _SPACES.sub("", "\n".join(body))

    def read(line: str) -> str | None:
        for start, end in reversed(page_phrases(line)):
            line = line[:start] + line[end:]
        line = line.strip()
        if PRINTED in line or page_line.fullmatch(line) or _SPACES.sub("", normalise_cell(line)) in squeezed():
            return None
        return line

    return read


def _pages(numbers: list[int]) -> str:
    """[2] -> "page 2", [2, 5] -> "pages 2, 5", [1, 2, 3] -> "pages 1-3": the noun in the number the pages take."""
    return f"{noun(len(numbers), 'page')} {_ranges(numbers)}"


def _ranges(numbers: list[int]) -> str:
    """[1, 2, 3, 7] -> "1-3, 7"."""
    spans = []
    for _, group in itertools.groupby(enumerate(numbers), key=lambda pair: pair[1] - pair[0]):
        run = [n for _, n in group]
        spans.append(f"{run[0]}-{run[-1]}" if len(run) > 1 else str(run[0]))
    return ", ".join(spans)
