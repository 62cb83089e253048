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

import re

# GitHub Flavored Markdown's delimiter row: cells of one or more hyphens, each with an optional
# colon at either end (alignment), cut by pipes; a pipe is needed (a line of hyphens alone is a
# thematic break or a setext underline, not a table). Spaces and tabs may stand around each cell.
DELIMITER_ROW = r"[ \t]*(?=[^\n]*\|)\|?(?:[ \t]*:?-+:?[ \t]*\|)*[ \t]*:?-+:?[ \t]*\|?[ \t]*"
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
