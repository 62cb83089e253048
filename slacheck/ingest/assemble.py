"""Build ``Document.text`` from normalised blocks while recording page and table offsets.

Every loader appends blocks page by page; offsets are taken as the text is built, so
``Page`` and ``Table`` boundaries are exact in the final string (no search afterwards).
Blocks within a page are separated by one newline (a blank line before one that ``break_paragraph``
sets apart), pages by a blank line.

Beside the normalised text it builds the loader's original text the same way (each block as
the loader read it, same separators) and the anchors that map one onto the other
(``offsets.align``), so ``Document.original_text`` can quote the contract's own characters.
"""

from __future__ import annotations

from ..models import Page, Table
from .offsets import align, compact_anchors, shift

BLOCK_SEPARATOR = "\n"
PAGE_SEPARATOR = PARAGRAPH_SEPARATOR = "\n\n"
CELL_SEPARATOR = " | "


def render_rows(rows: list[list[str]]) -> str:
    """A table as text lines, cells separated by " | ", so the extractor reads it too."""
    return "\n".join(CELL_SEPARATOR.join(row) for row in rows)


class TextAssembler:
    """Accumulates pages of normalised blocks into one text with page and table offsets."""

    def __init__(self) -> None:
        self._parts: list[str] = []
        self._length = 0
        self._original_parts: list[str] = []
        self._original_length = 0
        self._anchors: list[tuple[int, int]] = []
        self._page_starts: list[tuple[int, int]] = []  # (page number, start offset)
        self._page_has_text = False
        self._page_number = 0
        self._page_join: str | None = None
        self._apart = False  # the next block is a paragraph of its own (``break_paragraph``)
        self.tables: list[Table] = []
        # where a paragraph set out of the list before it starts (a DOCX's indents tell it: ``docx.read_body``)
        self.list_ends: list[int] = []
        # (where a nested list item starts, where the item it is nested in starts, how it is cited under that: "(b)"),
        # for a DOCX's Word-numbered items printing only their own number ("b." under "3.": ``docx.read_body``)
        self.nested_items: list[tuple[int, int, str]] = []

    def start_page(self, number: int, join: str | None = None) -> None:
        """Start page ``number``; ``join`` (not None) separates its text from the page before
        instead of a blank line: the page goes on with a sentence the page before left open."""
        self._page_number = number
        self._page_join = join
        self._page_has_text = False
        self._apart = False
        self._page_starts.append((number, self._length))

    def _append(self, block: str, original: str | None = None,
                alignment: list[tuple[int, int]] | None = None) -> int:
        """Append a block with the right separator; return the block's start offset.

        ``original`` is the block as the loader read it (None: the same as ``block``);
        ``alignment`` is ``align(block, original)`` when the loader computed it already.
        """
        if self._length:
            if self._page_has_text:
                sep = PARAGRAPH_SEPARATOR if self._apart else BLOCK_SEPARATOR
            else:
                sep = PAGE_SEPARATOR if self._page_join is None else self._page_join
            self._anchors.append((self._length, self._original_length))
            self._parts.append(sep)
            self._length += len(sep)
            self._original_parts.append(sep)
            self._original_length += len(sep)
        if not self._page_has_text:
            # The page starts where its own text starts; the separator belongs to the page before.
            self._page_starts[-1] = (self._page_number, self._length)
        start = self._length
        if original is None or original == block:
            original = block
            self._anchors.append((start, self._original_length))
        else:
            alignment = align(block, original) if alignment is None else alignment
            self._anchors.extend(shift(alignment, start, self._original_length))
        self._parts.append(block)
        self._length += len(block)
        self._original_parts.append(original)
        self._original_length += len(original)
        self._page_has_text = True
        self._apart = False
        return start

    def break_paragraph(self) -> None:
        """The next block on this page is a paragraph of its own: a blank line, not a line break, before it."""
        self._apart = True

    def add_text(self, block: str, original: str | None = None,
                 alignment: list[tuple[int, int]] | None = None) -> int:
        """Append a normalised block (read as ``original``, mapped onto it by ``alignment``
        when given: ``offsets.align``); returns its start offset (the current end if empty)."""
        return self._append(block, original, alignment) if block else self._length

    def add_table_at(self, rows: list[list[str]], start: int, end: int) -> Table:
        """Record a table already present in the text as written (Markdown pipe tables)."""
        table = Table(page=self._page_number, rows=rows, start=start, end=end)
        self.tables.append(table)
        return table

    def add_table(self, rows: list[list[str]], original_rows: list[list[str | None]] | None = None) -> Table | None:
        """Append a table of normalised cells; ``original_rows`` are the cells as read."""
        kept = [i for i, row in enumerate(rows) if any(cell for cell in row)]
        if not kept:
            return None
        original = None
        if original_rows is not None:
            original = render_rows([[cell or "" for cell in original_rows[i]] for i in kept])
        rows = [rows[i] for i in kept]
        start = self._append(render_rows(rows), original)
        table = Table(page=self._page_number, rows=rows, start=start, end=self._length)
        self.tables.append(table)
        return table

    @property
    def length(self) -> int:
        return self._length

    @property
    def text(self) -> str:
        return "".join(self._parts)

    @property
    def original_text(self) -> str:
        return "".join(self._original_parts)

    def offset_anchors(self) -> list[tuple[int, int]]:
        """Anchors (norm_offset, orig_offset), one per change of shift (see ``offsets``)."""
        return compact_anchors(self._anchors or [(0, 0)])

    def pages(self) -> list[Page]:
        """Contiguous pages: each runs to the next page's start (or the end of the text)."""
        pages = []
        for i, (number, start) in enumerate(self._page_starts):
            end = self._page_starts[i + 1][1] if i + 1 < len(self._page_starts) else self._length
            pages.append(Page(number=number, start=start, end=max(start, end)))
        return pages
