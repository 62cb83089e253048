"""Markdown syntax that more than one stage needs to recognise, defined once.

A pipe table's delimiter row ("| --- | :---: |") is read by the Markdown loader (it is no row of
the table) and left out of a quote shown from a Markdown contract (a reader of the rendered table
never sees it): one rule serves both, so the two never disagree on what a delimiter row is.
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
