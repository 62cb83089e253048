"""Markdown syntax that more than one stage needs to recognise, defined once.

A pipe table's delimiter row ("| --- | :---: |") is read by the Markdown loader (it is no row of
the table) and left out of a quote shown from a Markdown contract (a reader of the rendered table
never sees it): one rule serves both, so the two never disagree on what a delimiter row is.

A DOCX's and a PDF's text as read marks their headings with Markdown's "#" (``docx.py``,
``headings.py``), so a line that opens with a "#" of the document's own ("# of Monthly Video Views |
Fee", "#1 priority incidents are…") is escaped as Markdown escapes it ("\\#"): the extractor does not
take it for a heading, a quote does not lose it as a heading's mark, and a quote shows it as written
(``escape_opening_hash`` by the readers, ``unescape_opening_hash`` by the quotes).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from .html_tables import HTML_TABLE, TAG_ATTRIBUTES, pipe_rows

# GitHub Flavored Markdown's delimiter row: cells of one or more hyphens, each with an optional
# colon at either end (alignment), cut by pipes; a pipe is needed (a line of hyphens alone is a
# thematic break or a setext underline, not a table). Spaces and tabs may stand around each cell.
# (The pipe is looked for once, before the opening spaces: after them, it was looked for again at
# each split of them, and a line of thousands of spaces took seconds; the same rows match.)
DELIMITER_ROW = r"(?=[^\n]*\|)[ \t]*\|?(?:[ \t]*:?-+:?[ \t]*\|)*[ \t]*:?-+:?[ \t]*\|?[ \t]*"
_DELIMITER_ROW = re.compile(DELIMITER_ROW)


def is_delimiter_row(line: str) -> bool:
    """Is ``line`` (one line, no newline) a pipe table's delimiter row ("|---|:--:|", "--- | ---")?"""
    return _DELIMITER_ROW.fullmatch(line) is not None


_OPENING_HASH = re.compile(r"(?m)^([ \t]*)(?=#)")
_ESCAPED_OPENING_HASH = re.compile(r"(?m)^([ \t]*)\\(?=#)")


def escape_opening_hash(text: str) -> str:
    """``text`` with a backslash before the "#" each of its lines opens with (after spaces): "\\# of units"."""
    return _OPENING_HASH.sub(r"\1\\", text) if "#" in text else text


def unescape_opening_hash(text: str) -> str:
    """``text`` with the backslash ``escape_opening_hash`` put before a line's opening "#" taken out again."""
    return _ESCAPED_OPENING_HASH.sub(r"\1", text) if "\\#" in text else text


def escaped_hash_end(line: str) -> int:
    """Where the "#" a line opens with escaped ("\\# of units") starts (after the backslash), 0 for another line."""
    found = _ESCAPED_OPENING_HASH.match(line)
    return found.end() if found else 0


def _marks() -> dict:
    from ..yamlfile import packaged_data

    return packaged_data("slacheck.ingest", "markdown_marks.yaml")


@functools.cache
def _redline_marks() -> tuple[re.Pattern, list[tuple[str, str | None]]]:
    """``markdown_marks.yaml``'s redline as one pattern, each mark an alternative (group ``a<i>``, its groups renamed
    apart), and each alternative's kind ("deleted", "inserted", "comment", "highlighted") and the mark an insertion
    is counted by (None for another kind)."""
    data = _marks()["redline"]
    marks: list[tuple[str, str | None, str]] = [("deleted", None, p) for p in data["deleted"]]
    marks += [("inserted", str(mark), p) for mark, p in data["inserted"].items()]
    marks += [(kind, None, p) for kind in ("comment", "highlighted") for p in data.get(kind, [])]
    pattern = "|".join(f"(?P<a{i}>{_numbered(p, i)})" for i, (_, _, p) in enumerate(marks))
    return re.compile(pattern, re.IGNORECASE), [(kind, mark) for kind, mark, _ in marks]


def _numbered(pattern: str, i: int) -> str:
    """``pattern`` with its named groups ``name`` as ``name_i`` (``(?P=name)`` too)."""
    return re.sub(r"\(\?P([<=])(\w+)", lambda m: f"(?P{m.group(1)}{m.group(2)}_{i}", pattern)


def one_line(text: str) -> str:
    """A mark's text held over several lines as one line, as its paragraph reads rendered: a break inside Chinese
    text joined, another a space ("乙方可\n单方调整" reads "乙方可单方调整")."""
    if "\n" not in text:
        return text
    from .normalise import cjk_edge

    lines = [line.strip() for line in text.split("\n") if line.strip()]
    joined = lines[0] if lines else ""
    for line in lines[1:]:
        joined += ("" if cjk_edge(joined, line) else " ") + line
    return joined


@dataclass
class Redline:
    """What a Markdown draft's redline left out of its text and read into it (``accepted_redline``)."""

    deleted: list[tuple[int, str]] = field(default_factory=list)  # (1-based line it starts on, struck text, trimmed)
    comments: list[tuple[int, str]] = field(default_factory=list)  # (line, a reviewer's comment)
    inserted: dict[str, int] = field(default_factory=dict)  # insertions read, by the mark they are written with


def accepted_redline(text: str) -> tuple[str, Redline]:
    """A Markdown draft's ``text`` with its redline read as a DOCX's tracked changes are: struck text
    ("~~20~~", "<del>20</del>", "{--20--}", a substitution's "20" of "{~~20~>25~~}") left out, inserted text
    ("<ins>25</ins>", "{++25++}") kept without its marks, a reviewer's comment ("{>>…<<}") left out, a highlight's
    marks dropped (``markdown_marks.yaml``; a mark may run over the lines of a paragraph); with what was left out,
    each with its line, and the insertions read."""
    redline = Redline()
    if not any(mark in text for mark in ("~~", "<", "{")):  # (no mark: the data is not even read)
        return text, redline
    pattern, kinds = _redline_marks()

    def said(found: re.Match, group: str) -> tuple[int, str]:
        """A mark's text as said (its ends trimmed), with the line its first character stands on."""
        held = found.group(group)
        at = found.start(group) + len(held) - len(held.lstrip())
        return text.count("\n", 0, at) + 1, held.strip()

    def read(found: re.Match) -> str:
        i = int(found.lastgroup[1:])
        kind, mark = kinds[i]
        held = found.group(f"text_{i}")
        struck, struck_group = found.groupdict().get(f"struck_{i}"), f"struck_{i}"
        if kind == "deleted":
            struck, struck_group, held = held, f"text_{i}", ""
        if struck is not None and struck.strip():
            redline.deleted.append(said(found, struck_group))
        if kind == "comment":
            if held.strip():
                redline.comments.append(said(found, f"text_{i}"))
            return ""
        if kind == "inserted":
            redline.inserted[mark] = redline.inserted.get(mark, 0) + 1
        return held

    return pattern.sub(read, text), redline


_ENTITY = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
_LOOSE_SPACE = re.compile(r"[ \t\xa0]+")
_LOOSE_LINES = re.compile(r" ?\n[ \n]*")
_BREAK_AFTER_TAG = re.compile(r"[ \t]*\n?")  # spaces and the line break after a tag that broke the line


@functools.cache
def _markup_rules() -> tuple[re.Pattern, list[tuple[re.Pattern, str]]]:
    """``markdown_marks.yaml``'s markup: one pattern finding any of it (each rule a group ``r<i>``, in order, then a
    character reference, group ``entity``), and each rule (its ``{attributes}``: a tag's, ``TAG_ATTRIBUTES``)."""
    attributes = rf"(?:\s{TAG_ATTRIBUTES})?"
    rules = [(re.compile(pattern.replace("{attributes}", attributes), re.IGNORECASE | re.DOTALL), replacement)
             for pattern, replacement in _marks()["markup"]]
    alternatives = [f"(?P<r{i}>{_unnamed(pattern.pattern)})" for i, (pattern, _) in enumerate(rules)]
    return re.compile("|".join([*alternatives, f"(?P<entity>{_ENTITY.pattern})"]), re.IGNORECASE | re.DOTALL), rules


def _unnamed(pattern: str) -> str:
    """``pattern`` with its named groups made plain groups (so several join as one pattern)."""
    return re.sub(r"\(\?P<\w+>", "(", pattern)


def markup_read(text: str) -> tuple[str, list[tuple[int, int]] | None]:
    """Markdown ``text`` with the HTML it holds read as ``markup_as_text`` reads it (tags as the breaks they make, a
    table's cells as a pipe table's, each in its grid column, character references as their characters; spaces and
    lines as they are), and the anchors ``(offset in the result, offset in text)`` mapping one back onto the other
    (``offsets.py``): the text the extractor reads has no markup, its quotes cut from the file's own characters. None
    for text with no markup (the same text)."""
    if "<" not in text and "&" not in text:
        return text, None
    from .offsets import compact_anchors

    anything, rules = _markup_rules()
    out: list[str] = []
    anchors: list[tuple[int, int]] = [(0, 0)]
    at = length = 0
    line_open = False  # the result's last line holds something: a break markup makes ends it (else it is none)
    broke = False  # markup ended the line last: the source's own line break after it makes no second one
    for start, end, read in _markup_pieces(text, anything, rules):
        gap = _BREAK_AFTER_TAG.match(text, at, start).end() if broke else at
        plain = text[gap:start]
        line_open = _line_open(plain, line_open)
        if read.startswith("\n") and not line_open:
            read = read[1:]  # HTML's blocks and rows one after another: lines, no blank line between
        line_open = _line_open(read, line_open)
        anchors += [(length, gap), (length + len(plain), start)]
        length += len(plain)
        anchors.append((length + len(read), end))
        length += len(read)
        out += [plain, read]
        at, broke = end, not line_open
    if len(anchors) == 1:
        return text, None
    gap = _BREAK_AFTER_TAG.match(text, at).end() if broke else at
    out.append(text[gap:])
    anchors.append((length, gap))
    return "".join(out), compact_anchors(anchors)


def _markup_pieces(text: str, anything: re.Pattern, rules: list[tuple[re.Pattern, str]]
                   ) -> Iterator[tuple[int, int, str]]:
    """The markup of ``text`` as ``(start, end, what it reads)``, in order: each HTML table's rows and cells as a pipe
    table's, a cell in the grid column a browser shows it in (``html_tables.pipe_rows``: a cell spanning columns or
    rows leaves the columns it covers empty, "| Monthly Uptime Percentage |  | Service Credit |"), and around and
    inside the cells each of ``rules`` (``markdown_marks.yaml``) and character references."""
    import html

    at, in_cell = 0, False  # in_cell: the text before the next piece is a table cell's (its row not ended)
    tables = [piece for found in HTML_TABLE.finditer(text) for piece in pipe_rows(text, found.start(), found.end())]
    for start, end, read in [*tables, (len(text), len(text), None)]:
        for found in anything.finditer(text, at, start):
            if found.group("entity") is not None:
                yield found.start(), found.end(), html.unescape(found.group())
            else:
                pattern, replacement = rules[int(found.lastgroup[1:])]
                said = pattern.sub(replacement, found.group())
                # a break inside a cell ("<td><p>10%</p></td>", "95.0%<br>(any month)"): the cell stays on its row
                yield found.start(), found.end(), said.replace("\n", " ") if in_cell else said
        if read is not None:
            yield start, end, read
            at, in_cell = end, not read.endswith("\n")


def _line_open(piece: str, was_open: bool) -> bool:
    """Does the last line hold something once ``piece`` is written after it (``was_open``: it did before)?"""
    piece = piece.rstrip(" \t")
    return was_open if not piece else not piece.endswith("\n")


_LINE = re.compile(r"[^\n]*")


def nested_numbers(text: str) -> list[tuple[int, int, str]]:
    """Markdown ``text``'s ordered list items nested in another's (``markdown_marks.yaml``'s ``ordered_item``: set in
    at least as far as the text of the item above them), as ``nesting.nested_items`` lists them ("(1)" under "1.":
    "1(1)"). A line set in less than an open item's text after a blank line ends that item (a lazy line right after
    it goes on in it)."""
    from .nesting import Indented, nested_items

    item = _ordered_item()
    lines: list[Indented] = []
    blank_before = True
    for line in _LINE.finditer(text):
        raw = line.group()
        if not raw.strip():
            blank_before = True
            continue
        body = raw.expandtabs(4)
        indent = len(body) - len(body.lstrip(" "))
        found = item.match(body, indent)
        start = line.start() + len(raw) - len(raw.lstrip(" \t"))
        if found is not None:
            lines.append(Indented(start, indent, found.end("gap"), f"({int(found.group('number'))})"))
        elif blank_before:
            lines.append(Indented(start, indent, indent, None))
        blank_before = False
    return nested_items(lines)


@functools.cache
def _ordered_item() -> re.Pattern:
    return re.compile(_marks()["ordered_item"])


def markup_as_text(text: str, whole: bool = True) -> str:
    """Markdown ``text`` with the HTML it holds as its reader sees it rendered (``markdown_marks.yaml``): tags read
    as the breaks they make ("单柜功率</td><td>不低于20千瓦" reads "单柜功率 | 不低于20千瓦"), character references
    as their characters ("交付&nbsp;周期" reads "交付 周期"); text without either as it is. ``whole``: a quote, its
    ends trimmed; else a piece of a line (the review page's), whose spaces at either end part it from the next."""
    text, anchors = markup_read(text)
    if anchors is None:
        return text
    text = _LOOSE_LINES.sub("\n", _LOOSE_SPACE.sub(" ", text))
    return text.strip() if whole else text
