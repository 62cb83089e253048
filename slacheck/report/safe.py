"""Outputs that cannot carry an attack: every value from an input is neutralised on its way out.

Contract quotes, incident ids, vendor and file names are written by whoever sent the file.
- Markdown (claim letters, ``--format md``): HTML and Markdown syntax in a value is escaped, so
  ``<img src=x onerror=…>`` or ``[pay here](javascript:…)`` prints as the text it is, and a
  newline cannot end a table row. The text stays readable, rendered and raw (a letter is read as
  its .md file as often as rendered): the escapes are backslashes and, for a ``<`` that could open
  a tag, ``&lt;``, which every Markdown renderer shows as the original characters; a ``<`` that
  cannot (``< 99.9%``, ``<=``) is left as written.
- CSV (``--format csv``): a cell starting with ``= + - @``, a tab or a carriage return is a
  formula to Excel, LibreOffice and Google Sheets (OWASP "CSV Injection"); it is prefixed with
  a single quote, which spreadsheets show but do not evaluate. Plain numbers (``-5``) are kept.
"""

from __future__ import annotations

import re

LINE_BREAKS = re.compile(r"[\r\n\u0085\u2028\u2029\v\f]+")
# a "<" that could open HTML or an autolink: a tag or its end ("<img", "</"), a comment or declaration ("<!"), a
# processing instruction ("<?"); at the end of a value the text after it is not the value's, so it is escaped too
OPENS_TAG = re.compile(r"<(?=[A-Za-z/!?]|$)")
INLINE_SYNTAX = re.compile(r"([\\`*\[\]|~!])")  # emphasis, code, links and images, tables, strikethrough
LONE_UNDERSCORE = re.compile(r"(?<![0-9A-Za-z])_|_(?![0-9A-Za-z])")  # rack_power_kw is no emphasis
BLOCK_START = re.compile(r"^(\s*)(?:([#+\->])|(\d+)([.)]))(?=\s|$)")  # "# ", "- ", "1. ", "> " start blocks
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
PLAIN_NUMBER = re.compile(r"[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?")


def markdown_text(value: object) -> str:
    """``value`` as inline Markdown text: one line, HTML and Markdown syntax escaped.

    Only characters that can start syntax are escaped, so ``2025-06-03``, ``99.9`` and
    ``rack_power_kw >= 20`` read as written: ``- ``, ``# ``, ``1. `` matter only at the start,
    ``(`` only after an (escaped) ``]``, ``_`` only at a word's edge, ``>`` only at the start.
    """
    text = LINE_BREAKS.sub(" ", "" if value is None else str(value))
    text = OPENS_TAG.sub("&lt;", text)  # no HTML tag can open (a lone > or & is harmless text, as is "< 99.9%")
    text = INLINE_SYNTAX.sub(r"\\\1", text)
    text = LONE_UNDERSCORE.sub(r"\\_", text)
    return BLOCK_START.sub(lambda m: m.group(1) + ("\\" + m.group(2) if m.group(2) else m.group(3) + "\\" + m.group(4)),
                           text)


class MarkdownCell(str):
    """Markdown built by our code whose input pieces were each escaped with ``markdown_text``
    (a word diff's ~~deleted~~ **inserted**): table renderers keep its syntax."""


def csv_cell(text: str) -> str:
    """A CSV cell a spreadsheet will not run as a formula (OWASP: prefix ``'``)."""
    if text.startswith(FORMULA_START) and not PLAIN_NUMBER.fullmatch(text):
        return "'" + text
    return text
