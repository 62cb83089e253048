"""Markdown and plain-text contracts: decode (UTF-8, BOM, GB18030/GBK exports) and normalise.

Chinese contracts exported from older Windows tools arrive as GBK/GB18030, so plain UTF-8
decoding is not enough; binary files renamed ``.txt`` must fail clearly instead of being
read as mojibake.
"""

from __future__ import annotations

import bisect
import codecs
import re
from pathlib import Path

from ..errors import SlacheckError
from ..limits import Limits, check_text_length
from ..words import shown
from ..textcodec import decode_gb, decode_utf16_unmarked, first_bad_byte, mostly_utf8, not_utf8
from .assemble import TextAssembler
from .html_tables import is_html_document
from .markdown import accepted_redline, is_delimiter_row, markup_read, nested_numbers, one_line
from .normalise import estimate_wrap_width, normalise_text
from .nesting import text_items
from .offsets import align, compose
from .text_headings import marked_text
from .text_tables import tabled_text

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")


def decode_text(path: Path, data: bytes) -> tuple[str, str]:
    """Decode a text file; returns (text, encoding name). Raises SlacheckError for binary files."""
    for bom, encoding in ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16")):
        if data.startswith(bom):
            try:
                return data.decode(encoding), encoding
            except UnicodeDecodeError as exc:
                if bom == codecs.BOM_UTF8:  # UTF-8 by its mark: the one error of bytes that are not
                    raise not_utf8(path, data, first_bad_byte(data)) from None
                raise SlacheckError(path, f"not a text file (invalid {encoding} at byte {exc.start})") from None
    if b"\x00" in data:
        unmarked = decode_utf16_unmarked(data)
        if unmarked is None:
            raise SlacheckError(path, "not a text file (binary content: NUL bytes)")
        return unmarked
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    text = decode_gb(data)
    if text is not None:
        return text, "gb18030"
    if mostly_utf8(data):  # UTF-8 with bad bytes: another encoding's reading would garble the rest
        raise not_utf8(path, data, first_bad_byte(data))
    from charset_normalizer import from_bytes  # slow import: only for unusual encodings

    best = from_bytes(data).best()
    if best is None:
        raise SlacheckError(path, "not a text file (no text encoding fits: UTF-8, GB18030 and others tried)")
    return str(best), best.encoding


def markdown_tables(text: str) -> list[tuple[int, int, list[list[str]]]]:
    """Markdown pipe tables in normalised text as (start, end, rows); separator rows dropped."""
    found = []
    offset = 0
    block: list[tuple[int, str]] = []

    def flush() -> None:
        rows = [
            [cell.strip() for cell in line.strip().strip("|").split("|")]
            for _, line in block
            if not is_delimiter_row(line)
        ]
        if len(block) >= 2 and rows:
            start = block[0][0]
            end = block[-1][0] + len(block[-1][1])
            found.append((start, end, rows))
        block.clear()

    for line in text.split("\n"):
        if line.startswith("|"):
            block.append((offset, line))
        elif block:
            flush()
        offset += len(line) + 1
    if block:
        flush()
    return found


def load_text(path: Path, data: bytes, is_markdown: bool, limits: Limits | None = None
              ) -> tuple[TextAssembler, list[str], list[tuple[str, dict]]]:
    """Read a .md/.txt file as one page; Markdown pipe tables also become ``Document.tables``. Its notes and
    warnings (a Markdown draft's redline: ``markdown.accepted_redline``; a text file's text is all read)."""
    raw, encoding = decode_text(path, data)
    check_text_length(path, len(raw), limits or Limits())  # before normalising copies it
    if _CONTROL.search(raw.replace("\x0c", "")):
        bad = len(_CONTROL.findall(raw))
        if bad > max(8, len(raw) // 1000):
            raise SlacheckError(path, f"not a text file ({bad} control characters)")
    if not raw.strip():
        raise SlacheckError(path, "empty file")
    warnings: list[tuple[str, dict]] = []
    # a .txt file that is an HTML document (a page saved as text) is read as a Markdown file's HTML is: its text, not
    # its tags, its tables as tables
    as_html = not is_markdown and is_html_document(raw)
    marked_up = is_markdown or as_html
    if marked_up:  # a draft's redline, read as a DOCX's tracked changes are
        raw, redline = accepted_redline(raw)
        for key, found in (("struck", redline.deleted), ("marked_comment", redline.comments)):
            warnings += [(f"{key}_text" if key == "struck" else key, {"line": line, "text": shown(one_line(held))})
                         if "\n" not in held.strip() else
                         (f"{key}_lines", {"line": line, "last": line + held.count("\n"), "text": shown(one_line(held))})
                         for line, held in found]
        if redline.inserted:
            warnings.append(("marked_insertions", {"n": sum(redline.inserted.values()),
                                                   "marks": ", ".join(redline.inserted)}))
    # a Markdown file's HTML read as text (its tags as the breaks they make), the file's own characters kept for quotes
    # ... and a text file's tables set out with spaces as rows of cells (``text_tables``), their offsets in what it reads
    read, markup = markup_read(raw) if marked_up else (raw, None)
    spans: list[tuple[int, int]] = []
    if not marked_up:
        read, markup, spans = tabled_text(raw)
    text = normalise_text(read, wrap_width=estimate_wrap_width([read]))
    if not text.strip():
        raise SlacheckError(path, "empty file")
    if not is_markdown:  # a text file's unnumbered headings, marked as Markdown marks its own
        text = marked_text(text)
    notes = [] if encoding in ("utf-8", "utf-8-sig") else [f"decoded as {encoding}"]
    if as_html:
        notes.append("read as HTML: the file is an HTML document (its text and tables, not its tags)")
    assembler = TextAssembler()
    assembler.start_page(1)
    read_anchors = align(text, read) if markup is not None else None
    start = assembler.add_text(text, raw, None if markup is None else compose(read_anchors, markup))
    if marked_up:
        # The Markdown stays as written; its pipe tables (an HTML table's rows read as theirs) are also listed.
        for table_start, table_end, rows in markdown_tables(text):
            assembler.add_table_at(rows, start + table_start, start + table_end)
    # its nested numbered items, found by their indentation in what it reads (the text read keeps none)
    nested = nested_numbers(read) if is_markdown else text_items(read)
    if nested:
        found = _all_in_text(read_anchors or align(text, read), [at for item in nested for at in item[:2]])
        assembler.nested_items += [(start + found[2 * k], start + found[2 * k + 1], cited)
                                   for k, (_, _, cited) in enumerate(nested)]
    for read_start, read_end in spans:
        table_start, table_end = _in_text(read_anchors, read_start), _in_text(read_anchors, read_end)
        rows = [[cell.strip() for cell in line.split("|")] for line in text[table_start:table_end].split("\n")]
        assembler.add_table_at(rows, start + table_start, start + table_end)
    return assembler, notes, warnings


def _all_in_text(anchors: list[tuple[int, int]], offsets: list[int]) -> list[int]:
    """``_in_text`` of each of ``offsets``, the anchors looked up by bisection (an item list runs to thousands)."""
    ordered = sorted(anchors, key=lambda anchor: anchor[1])  # (stable: of anchors at one offset, the first)
    reads = [read for _, read in ordered]
    out = []
    for offset in offsets:
        k = bisect.bisect_right(reads, offset) - 1
        norm, read = ordered[bisect.bisect_left(reads, reads[k])] if k >= 0 else (0, 0)
        out.append(norm + (offset - read))
    return out


def _in_text(anchors: list[tuple[int, int]], offset: int) -> int:
    """Where ``offset`` of the text read stands in the normalised text ``anchors`` (``offsets.align``) map onto it."""
    norm, read = max(((n, r) for n, r in anchors if r <= offset), key=lambda anchor: anchor[1], default=(0, 0))
    return norm + (offset - read)
