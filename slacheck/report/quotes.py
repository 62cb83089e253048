"""Quotes of the contract in its own characters, for every output that shows evidence.

A span's offsets point into the normalised ``Document.text``; a reader should see what the
contract says ("甲方（承租方）：", full-width digits), so a quote is cut from
``Document.original_text`` at the same span, with a wrapped line's break removed between CJK
characters (and kept as one space between words). Used by the review page, the redline, the
terminal view of ``check`` and the letters (which also split a table line into its cells here, one
rule for all of them); it imports nothing heavy, so the terminal path stays fast.
"""

from __future__ import annotations

from ..ingest.markdown import DELIMITER_ROW, markup_as_text, unescape_opening_hash
from ..models import Document, Span
from ..regexcode import constant

_CJK_EDGE = constant(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")
# CommonMark: a backslash before ASCII punctuation is an escape ("\\|" in a table cell, "30天\\*24小时")
MARKDOWN_ESCAPE = constant(r"\\([!-/:-@\[-`{-~])")
# a table's delimiter row ("| --- | :---: |"): syntax a reader of the rendered table never sees
TABLE_DELIMITER_ROW = constant(rf"(?m)^{DELIMITER_ROW}(?:\n|$)")  # the rule the Markdown loader reads them by
# a heading's marks at a line's start ("## 业务可用性"): Markdown's, and the DOCX and PDF readers write them too
# (ingest/docx.py, ingest/headings.py) so the extractor sees the document's structure; a reader sees a heading
HEADING_MARKS = constant(r"(?m)^[ \t]*#{1,6}[ \t]+")
MARKED_FORMATS = frozenset({"md", "docx", "pdf"})  # formats whose text as read marks its headings so


def unescape_markdown(text: str) -> str:
    """Markdown text as its reader sees it rendered: backslash escapes undone (``\\|`` is ``|``)."""
    return MARKDOWN_ESCAPE.sub(r"\1", text)


def as_read(text: str, source_format: str | None, inline: bool = False) -> str:
    """A quote of the contract as its reader sees it: without the marks of the headings it runs across (Markdown's
    "## ", and a DOCX's or PDF's, which their readers mark so: "## 业务可用性" reads "业务可用性"), a DOCX's or PDF's
    own "#" opening a line as written (its reader escaped it: ``ingest/markdown.py``); from a Markdown
    contract, escapes undone, a table's delimiter rows left out (``| 可用性 \\| Availability |`` reads
    ``| 可用性 | Availability |``) and its HTML read as text (``markdown.markup_as_text``: "单柜功率</td><td>不低于20千瓦"
    reads "单柜功率 | 不低于20千瓦"); a text file's as it is (a backslash or a "#" there is the file's own). ``inline``:
    the quote's lines run on (``display_text``), once the marks that open them are off. Only what is shown: the
    stored evidence keeps the source text and its offsets (provenance stays exact)."""
    text = without_heading_marks(text, source_format)
    if source_format == "md":
        text = markup_as_text(text)
    if source_format in MARKED_FORMATS and source_format != "md":
        text = unescape_opening_hash(text)
    if inline:
        text = display_text(text)
    if source_format != "md":
        return text
    return unescape_markdown(TABLE_DELIMITER_ROW.sub("", text))


def without_heading_marks(text: str, source_format: str | None) -> str:
    """``text`` without the heading marks that open its lines, in a format whose text as read marks its headings."""
    return HEADING_MARKS.sub("", text) if source_format in MARKED_FORMATS and "#" in text else text


def format_of_name(name: str | None) -> str | None:
    """The format a contract file's name says (``md`` for ``sla.md``: a file of a bundle, named by its spans, or
    the contract a TERMS.yaml was written from), as the loader chooses it; None for none."""
    from pathlib import PurePath

    from ..ingest.load import SUFFIXES  # (loaded by then: the contract was read)

    return SUFFIXES.get(PurePath(name).suffix.lower()) if name else None


def span_matches(document: Document, span: Span | None) -> bool:
    return (span is not None and 0 <= span.start <= span.end <= len(document.text)
            and document.text[span.start:span.end] == span.text and span.end > span.start)


def display_text(original: str) -> str:
    """A piece's original characters for an inline run: a wrapped line's break becomes nothing
    between CJK characters and one space between words (the characters themselves stay)."""
    if "\n" not in original and "\r" not in original:
        return original
    text = original.replace("\r\n", "\n").replace("\r", "\n")
    out = []
    for i, ch in enumerate(text):
        if ch != "\n":
            out.append(ch)
            continue
        before = text[i - 1] if i else ""
        after = text[i + 1] if i + 1 < len(text) else ""
        out.append("" if _CJK_EDGE.match(before or " ") or _CJK_EDGE.match(after or " ") else " ")
    return "".join(out)


def quote_of(document: Document, span: Span | None) -> str | None:
    """The evidence in the contract's own characters (its text as recorded when it cannot be located)."""
    if span is None:
        return None
    if span_matches(document, span):
        return as_read(document.original_text(span.start, span.end), document.format, inline=True)
    return as_read(span.text, document.format)


def table_cells(line: str, offset: int, markdown: bool = False) -> list[tuple[int, int]]:
    """Cell ranges of a table line ("a | b" or "| a | b |"), whitespace trimmed; in Markdown an escaped
    pipe ("可用性 \\| Availability") is the cell's text, not a border."""
    bounds = [-1] + border_pipes(line, markdown) + [len(line)]
    cells = []
    for a, b in zip(bounds, bounds[1:]):
        a += 1
        while a < b and line[a].isspace():
            a += 1
        while b > a and line[b - 1].isspace():
            b -= 1
        cells.append((offset + a, offset + b))
    if line.lstrip().startswith("|"):
        cells = cells[1:]
    if line.rstrip().endswith("|"):
        cells = cells[:-1]
    return cells


def border_pipes(line: str, markdown: bool) -> list[int]:
    """Where the cell borders of a table line are: each ``|``, in Markdown each one not escaped (an odd run of
    backslashes before it)."""
    found, backslashes = [], 0
    for i, ch in enumerate(line):
        if ch == "|" and not (markdown and backslashes % 2):
            found.append(i)
        backslashes = backslashes + 1 if ch == "\\" else 0
    return found
