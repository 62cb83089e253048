"""One text normalisation for every loader, so the extractor sees the same text whatever the format.

PDF tools wrap lines inside Chinese sentences, put spaces between CJK and Latin/digits, and
contracts mix full-width digits with half-width ones. Normalising once here (per page or per
block, never across a page boundary) keeps ``Document.text`` the single string every span
points into. The rules are language-neutral: they look at character classes, not words.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections import Counter

# Full-width ASCII forms (！..～) and the ideographic space become their half-width forms;
# NFKC is applied to these characters only, so CJK punctuation such as 。、《》 stays as it is.
_FULLWIDTH = {cp: unicodedata.normalize("NFKC", chr(cp)) for cp in range(0xFF01, 0xFF5F)}
_FULLWIDTH.update({cp: unicodedata.normalize("NFKC", chr(cp)) for cp in range(0xFFE0, 0xFFE7)})
_FULLWIDTH[0x3000] = " "
# Invisible characters PDF/Word exports leave behind; NBSP and thin spaces become spaces.
_FULLWIDTH.update({cp: None for cp in (0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00AD)})
_FULLWIDTH.update({cp: " " for cp in (0x00A0, 0x2007, 0x202F, 0x205F, *range(0x2000, 0x200B))})
# C0 controls other than tab and newline (pdfium marks hyphenation points with \x02).
_FULLWIDTH.update({cp: None for cp in range(0x20) if cp not in (0x09, 0x0A)})
_FULLWIDTH[0x0C] = "\n"  # form feed
# pdfium reads a hyphen that ends a line inside a word as U+FFFE and joins the line: the
# hyphen is printed ("Service-\nitem"), so it is read as one, like a wrapped "hot-\naisle"
_FULLWIDTH[0xFFFE] = "-"
_FULLWIDTH[0x7F] = None
_TRANSLATE = str.maketrans(_FULLWIDTH)
# runs of the characters the table changes: translating only them is translating the text
# (the table maps character by character), ~4x cheaper on Chinese text than a lookup per character
_CHANGED_RUNS = re.compile("[" + "".join(re.escape(chr(code)) for code in sorted(_FULLWIDTH)) + "]+")

_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002ebef"
# CJK punctuation that is not turned half-width (full-width forms already are ASCII here).
_CJK_PUNCT = "\u3001-\u303f\u2026\u2014\u00b7\u300a-\u300f"
# Curly quotes are both languages' ("乙方的“服务”", "the parties’ representatives"): at a wrap a
# quote counts as the text it quotes (the character on its far side), not as CJK punctuation
_QUOTES = "\u2018\u2019\u201c\u201d"
_IS_CJK = re.compile(f"[{_CJK}]")
_IS_CJK_OR_PUNCT = re.compile(f"[{_CJK}{_CJK_PUNCT}]")

# A single space a PDF tool put between CJK and Latin/digits: "不低于 99.9%" -> "不低于99.9%".
_CJK_LATIN_SPACE = re.compile(f"(?<=[{_CJK}]) (?=[A-Za-z0-9])|(?<=[A-Za-z0-9%]) (?=[{_CJK}])")
_SPACE_RUN = re.compile(r"[ \t]+")

# A list bullet printed in a symbol font (Symbol, Wingdings: the bullets of Word, WPS and
# LibreOffice lists) comes out of a PDF as the font's private-use code point (U+F0B7, U+F0A7,
# U+F06C, ...). Starting a line it is a bullet: read "•", as the DOCX reader reads the same list
# (``numbering.py``), so the item is not run into the one before it.
_SYMBOL_BULLET = re.compile("^[\uf020-\uf0ff](?=\\s)")
_CLAUSE_NUMBER = re.compile(r"^(?:\d{1,3}(?:\.\d{1,3})*[.、)]?|\(\d+\)|[A-Za-z]\.|[A-Za-z]\)) ")



def opens_item(line: str) -> bool:
    """Does ``line`` (stripped) open a new item, as ``item_starts.yaml`` says: a list's label, a bullet, a heading?"""
    return _item_start().match(line) is not None


RESTATED_REACH = 60  # characters of the line before read for the number in words a bracketed figure restates
_DIGIT = re.compile(r"\d+")


def restates_number(prev: str, nxt: str) -> bool:
    """Does ``nxt``'s opening label, a figure ("(1)"), restate the number in words that ends ``prev`` (the line above,
    cleaned): "less than one" over "(1) minute", "thirty" over "(30) days", "五" over "(5)天"? Then it is the rest of that
    number (``extract.numbers`` reads "one (1) minute" as one quantity), no list's label. A number in figures before it
    ("Section 1" over "(1) The Provider") is restated by none."""
    label = _item_start().match(nxt)
    if label is None or not prev[-1:].isalpha() or not _DIGIT.search(label.group()):
        return False
    from ..extract.numbers import find_quantities, parse_cn_numeral, parse_en_words

    tail = prev[-RESTATED_REACH:]
    joined = tail + ("" if cjk_edge(prev, nxt) else " ")
    label_end = len(joined) + label.end()
    joined += nxt[:label.end() + RESTATED_REACH]
    figure = float(_DIGIT.search(label.group()).group())
    for q in find_quantities(joined):
        if q.start < len(tail) and q.end >= label_end:  # one quantity across the break, the label in it
            words = tail[q.start:].strip()
            return not _DIGIT.search(words) and figure in (parse_en_words(words), parse_cn_numeral(words))
    return False


@functools.cache
def _item_start() -> re.Pattern[str]:
    """How a line that starts a new item rather than continuing the line before starts
    (``item_starts.yaml``), as one pattern matched at the start of a line."""
    from ..yamlfile import packaged_data

    patterns = packaged_data("slacheck.ingest", "item_starts.yaml")["patterns"]
    return re.compile("(?:" + "|".join(f"(?:{pattern})" for pattern in patterns) + ")")


@functools.cache
def _series() -> tuple[re.Pattern[str], tuple[str, ...]]:
    """A list's label that counts a series on, and the numerals it is counted in (``item_starts.yaml``)."""
    from ..yamlfile import packaged_data

    data = packaged_data("slacheck.ingest", "item_starts.yaml")
    return re.compile(data["series_label"]), tuple(data["series_numerals"])


def next_in_series(item: str, nxt: str) -> bool:
    """Does ``nxt`` open with the label after the one ``item`` opens with, in the same series and written the same
    way ("(i) …" then "(ii) …", "a. …" then "b. …")? Then ``nxt`` is the list's next item, not ``item`` wrapped."""
    label, numerals = _series()
    this, after = label.match(item), label.match(nxt)
    if this is None or after is None or (this["open"], this["close"]) != (after["open"], after["close"]):
        return False
    from .numbering import ordinal

    return any((n := ordinal(this["numeral"], kind)) is not None and ordinal(after["numeral"], kind) == n + 1
               for kind in numerals)


@functools.cache
def _cell_line_start() -> re.Pattern[str]:
    """How a line in a table cell starts when it is a line of its own (``item_starts.yaml``: an
    item's start, or a field's label, ``cell_fields``), as one pattern matched at its start."""
    from ..yamlfile import packaged_data

    data = packaged_data("slacheck.ingest", "item_starts.yaml")
    return re.compile("(?:" + "|".join(f"(?:{pattern})" for pattern in data["patterns"] + data["cell_fields"]) + ")")


# A wrapped line is in ``normalise_text``'s ``wrapped`` a second time with this after it when it ends with a label's
# colon inside its paragraph (``wraps.py``: the word space it broke at printed at its end, or the next line at the pitch
# of its paragraph's lines): its paragraph goes on in the next line.
INSIDE_PARAGRAPH = " "

# Line-final characters that end a sentence or introduce a list: never a wrap point.
_TERMINAL = set("。！？；：.!?;:")
# (a line that ends with an operator or a dash is inside its formula or sentence: "(Maximum
# Available Minutes −" / "Downtime) / Maximum Available Minutes X 100")
_LATIN_CONTINUE_END = re.compile(r"[A-Za-z0-9,)\]%'\"’”/&\-−–—=+×(]$")
_LATIN_CONTINUE_START = re.compile(r"^[A-Za-z0-9(\[\"'“‘$€£¥]")
# (a formula's line the layout cut before an operator: "月可用性=(1" over "-全部节点当月不可用分钟数之和÷(…))×100%" (the
# source's "－"), the operator against the term after it, where the formula is open: its "=" or an unclosed bracket
# after the line's last stop; a "- " with a space is a bullet, ``item_starts.yaml``)
_OPERATOR_START = re.compile(r"^[-−+×÷=/](?=[^\s\d])")
_FORMULA_OPEN = re.compile(r"(?:^|[。.;；:：])([^。.;；:：]*)$")

_STRAY_STOP = re.compile(r"(?<=\w) \.$")  # a full stop with a space before it, ending a line: no sentence's end
_BULLET = re.compile(r"[-*•·▪●◆■□]\s+")  # a bullet and the space after it, opening a list's line
_CAPITALISED_END = re.compile(r"\b[A-Z][\w'’-]*$")

FULL_LINE_RATIO = 0.8   # a line this close to the wrap width was wrapped, not ended
MIN_WRAP_WIDTH = 40     # narrower "pages" (signatures, short lists) are never joined


def to_halfwidth(text: str) -> str:
    """Full-width ASCII forms to half-width (ＡＢＣ１２３％，：（） → ABC123%,:()), drop invisibles."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if text.isascii():
        return text.translate(_TRANSLATE)
    return _CHANGED_RUNS.sub(lambda m: m.group().translate(_TRANSLATE), text)


class _ExtraColumns(dict):
    """Code point -> " " for a character that takes two columns (wide or full-width), else "",
    as ``str.translate`` needs it and kept: a run's extra columns are one C call."""

    def __missing__(self, code: int) -> str:
        extra = self[code] = " " if unicodedata.east_asian_width(chr(code)) in "WF" else ""
        return extra


_EXTRA_COLUMNS = _ExtraColumns()
_NON_ASCII_RUNS = re.compile(r"[^\x00-\x7f]+")


def display_width(line: str) -> int:
    """Columns a line takes in print: CJK characters count double, like their glyphs."""
    if line.isascii():
        return len(line)
    # only its non-ASCII runs are looked up (a translation table is slow on every character)
    return len(line) + sum(len(run.translate(_EXTRA_COLUMNS)) for run in _NON_ASCII_RUNS.findall(line))


def is_table_line(raw_line: str) -> bool:
    """A line laid out as columns (indented, tab- or pipe-separated): keep its spacing."""
    stripped = raw_line.strip(" \t\u00a0\u3000")
    if not stripped:
        return False
    return (
        stripped.startswith("|")
        or "\t" in stripped
        or " | " in stripped
        or len(raw_line) - len(raw_line.lstrip(" \t\u00a0\u3000")) >= 2
        or len(re.findall(r"[ \u00a0\u3000]{3,}", stripped)) >= 2  # columns, not "end.  Next."
    )


def estimate_wrap_width(texts: list[str]) -> int | None:
    """The width lines were wrapped at (90th percentile of line widths), or None if unwrapped.

    Real wraps fill the line almost to the margin, so most prose lines sit near this width.
    """
    return wrap_width_of(line_widths(texts))


def line_widths(texts: list[str]) -> Counter[int]:
    """How many prose lines (not blank, not laid out as a table) of ``texts`` have each display
    width: what ``wrap_width_of`` reads, countable part by part (a PDF read by two processes)."""
    return Counter(
        display_width(line.strip())
        for text in texts
        for line in to_halfwidth(text).split("\n")
        if line.strip() and not is_table_line(line)
    )


def wrap_width_of(widths: Counter[int]) -> int | None:
    """The wrap width ``line_widths`` counted (``estimate_wrap_width``), or None if unwrapped."""
    total = sum(widths.values())
    if total < 2:
        return None
    rank = min(total - 1, int(total * 0.9))  # the width at this index of the sorted widths
    for width in sorted(widths):
        rank -= widths[width]
        if rank < 0:
            return width if width >= MIN_WRAP_WIDTH else None
    raise AssertionError("unreachable: the counts add up to total")


def tab_rows(lines: list[str]) -> set[int]:
    """The indexes of ``lines`` that are rows of a table cut at tabs: two or more lines one under the other, each with
    a tab between two of its words and no pipe (a pipe row is cut at its pipes; one such line alone is no table)."""
    rows = [k for k, line in enumerate(lines) if "\t" in line and "|" not in line and "\t" in line.strip(" \t")]
    return {k for n, k in enumerate(rows) if (n and rows[n - 1] == k - 1) or (n + 1 < len(rows) and rows[n + 1] == k + 1)}


def drops_space(before: str, after: str) -> bool:
    """Is a single space between ``before`` and ``after`` (text on either side) one normalising drops (``clean_line``:
    between CJK and Latin or figures)?"""
    return bool(before and after and _CJK_LATIN_SPACE.search(before[-1] + " " + after[0]))


def clean_line(raw_line: str, table_like: bool, edge_tabs: bool = False) -> str:
    """Strip, collapse space runs, and drop CJK/Latin spacing outside table rows. A row of a table cut at tabs
    (``edge_tabs``: ``tab_rows``) keeps the tabs at its ends: each stands for an empty cell ("\\t95.0%\\t100%" under
    "At least\\tLess than\\t"), which keeps the cells after it in their columns (``extract/tables.py`` drops the tabs all
    its rows open with: indentation)."""
    tabbed = table_like and edge_tabs
    line = _SYMBOL_BULLET.sub("•", raw_line.strip(" ") if tabbed else raw_line.strip(" \t"))
    if table_like:
        if "\t" in line and "|" not in line:  # a row cut at tabs: its cells spaced as prose is ("低于 95%" reads "低于95%")
            line = _CJK_LATIN_SPACE.sub("", line)
        return re.sub(r"[ ]{2,}", " ", line) if "\t" in line or "|" in line else _SPACE_RUN.sub(" ", line)
    line = _SPACE_RUN.sub(" ", line)
    number = _CLAUSE_NUMBER.match(line)  # "5.1 乙方…" keeps the space after its clause number
    head = number.group(0) if number else ""
    return head + _CJK_LATIN_SPACE.sub("", line[len(head):])


def cjk_edge(prev: str, nxt: str) -> bool:
    """Is the break between ``prev`` and ``nxt`` (neither empty) inside CJK text: a CJK character or
    CJK punctuation on either side, a curly quote judged by the character beyond it?"""
    last, first = prev.rstrip(_QUOTES) or prev, nxt.lstrip(_QUOTES) or nxt
    return bool(_IS_CJK_OR_PUNCT.match(last[-1]) or _IS_CJK_OR_PUNCT.match(first[0]))


def join_separator(prev: str, nxt: str, prev_width: int, wrap_width: int | None, wrapped: bool = False,
                   inside: bool = False) -> str | None:
    """How a wrapped line continues into the next: "" (CJK), " " (Latin), or None (a real break).
    ``wrapped``: the layout is known to have wrapped ``prev`` (``wraps.py``), whatever its width; ``inside``: at a
    label's colon inside its paragraph (the word space it printed, or the next line at its paragraph's pitch), which
    goes on in ``nxt`` (a Chinese one, "低于95%：" over "赔偿月度服务费的100%", with no space)."""
    if not prev or not nxt or (wrap_width is None and not wrapped):
        return None
    if not wrapped and prev_width < FULL_LINE_RATIO * wrap_width:
        return None
    if (opens_item(nxt) and not restates_number(prev, nxt)) or next_in_series(prev, nxt):
        return None
    if wrapped and inside:
        return "" if cjk_edge(prev, nxt) else " "
    if wrapped and _OPERATOR_START.match(nxt) and _formula_open(prev):
        return "" if cjk_edge(prev, nxt[1:]) else " "
    last, first = prev[-1], nxt[0]
    if last in _TERMINAL:
        return None
    if cjk_edge(prev, nxt):
        # Inside a Chinese sentence: the break is only layout ("中华人民共\n和国" -> "中华人民共和国").
        return ""
    if last == "-" and len(prev) > 1 and prev[-2].isalpha() and first.islower():
        return ""  # "hot-\naisle" -> "hot-aisle"
    if _LATIN_CONTINUE_END.search(prev) and _LATIN_CONTINUE_START.match(nxt):
        return " "
    return None


def _formula_open(line: str) -> bool:
    """Does ``line`` end inside a formula: its "=" or a bracket left open after its last stop?"""
    tail = _FORMULA_OPEN.search(line).group(1)
    return "=" in tail or tail.count("(") > tail.count(")")


@functools.cache
def _noun_phrase_link() -> re.Pattern[str]:
    """A capitalised word and a word of ``line_breaking.yaml``'s ``noun_phrase_links`` after it ("Percentage of")."""
    from ..yamlfile import packaged_data

    links = packaged_data("slacheck.ingest", "line_breaking.yaml")["noun_phrase_links"]
    return re.compile(r"[A-Z][\w'’-]*\s+(?:" + "|".join(map(re.escape, links)) + r")\b")


def stray_stop_join(prev: str, nxt: str) -> str | None:
    """``prev`` (a cleaned line) ended by a stray full stop, a space before it, run on into ``nxt`` (the next one) when
    ``nxt`` goes on with its sentence (``line_breaking.yaml``'s ``noun_phrase_links``): "• Utho will maintain a Monthly
    Uptime ." over "• Percentage of at least 99.5% ..." is "• Utho will maintain a Monthly Uptime Percentage of at least
    99.5% ...", the stop and the repeated bullet dropped. None when it does not: no stray stop, a table's row, or ``nxt``
    an item of another kind, or a sentence of its own ("• Backups are taken daily.")."""
    stop = _STRAY_STOP.search(prev) if prev.endswith(" .") else None  # (most lines: no search)
    if stop is None or "|" in prev or "|" in nxt:
        return None
    bullet, body = _BULLET.match(prev), nxt
    if bullet is not None and nxt.startswith(bullet.group().rstrip()):
        body = _BULLET.sub("", nxt, count=1)  # the same bullet: the list's line cut in two
    if not body or opens_item(body):
        return None
    head = prev[:stop.start()]
    if body[0].islower() or (_CAPITALISED_END.search(head) and _noun_phrase_link().match(body)):
        return head + " " + body
    return None


def _wrap_of(raw: str, wrapped: frozenset[str]) -> tuple[bool, bool]:
    """Did the layout wrap ``raw`` (a line as read), and inside its paragraph (``INSIDE_PARAGRAPH``)?"""
    key = raw.strip()
    return key in wrapped, key + INSIDE_PARAGRAPH in wrapped


def same_joins(widths: set[int], one: int | None, other: int | None) -> bool:
    """Does normalising at wrap width ``one`` join the same lines as at ``other``, given the
    ``widths`` normalising compared with it (``normalise_text``'s ``compared``)?"""
    if one == other:
        return True
    if one is None or other is None:
        return not widths
    return all((width < FULL_LINE_RATIO * one) == (width < FULL_LINE_RATIO * other) for width in widths)


def normalise_text(text: str, wrap_width: int | None = None, join_all_lines: bool = False,
                   compared: set[int] | None = None, wrapped: frozenset[str] = frozenset()) -> str:
    """Normalise one page or block of extracted text.

    Args:
        text: raw text of one page/block (never several pages: page offsets depend on it).
        wrap_width: display width lines were wrapped at (``estimate_wrap_width``); None
            disables joining of wrapped lines (DOCX paragraphs, unwrapped text files).
        join_all_lines: join every line (a table cell whose text wrapped inside the cell), but a
            line that starts an item or a field (``_cell_line_start``), kept apart.
        compared: if given, gets the line widths that were (or, without a wrap width, would
            have been) compared with the wrap width: all the result depends on it through.
        wrapped: lines (half-width, stripped) the layout is known to have wrapped (a PDF
            page's geometry, ``wraps.py``): each joins the next whatever its width; and past the colon at its
            end when it is there again followed by ``INSIDE_PARAGRAPH`` (inside its paragraph: its word space
            printed, or the next line at the pitch of its paragraph's lines).

    Returns:
        The text with full-width forms half-width, wrapped lines joined (and a sentence a stray full stop cut in two,
        ``stray_stop_join``), PDF spacing between
        CJK and Latin removed, space runs collapsed, and paragraph breaks ("\\n\\n") kept.
    """
    raw_lines = to_halfwidth(text).split("\n")
    out: list[str] = []
    out_is_table: list[bool] = []
    last_width = 0  # display width of the last physical line appended to out[-1]
    last_wrapped = last_inside = False  # and whether the layout wrapped it, inside its paragraph
    tabbed = tab_rows(raw_lines)
    for k, raw in enumerate(raw_lines):
        table_like = is_table_line(raw) and not join_all_lines
        line = clean_line(raw, table_like, k in tabbed)
        if not line:
            if out and out[-1] != "":
                out.append("")
                out_is_table.append(False)
            continue
        width = display_width(line)
        run_on = stray_stop_join(out[-1], line) if out and out[-1] and "\t" not in raw else None
        if run_on is not None:
            out[-1], out_is_table[-1] = run_on, out_is_table[-1] and table_like
            last_width, (last_wrapped, last_inside) = width, _wrap_of(raw, wrapped)
            continue
        if out and out[-1] and not table_like and not out_is_table[-1]:
            if join_all_lines:
                if _cell_line_start().match(line):
                    sep = None  # a field or item of its own ("联系人:张三" | "地址:…"): not run into the line above
                else:
                    sep = "" if cjk_edge(out[-1], line) or out[-1].endswith("-") else " "
            else:
                if compared is not None and not last_wrapped:
                    compared.add(last_width)
                sep = join_separator(out[-1], line, last_width, wrap_width, last_wrapped, last_inside)
            if sep is not None:
                out[-1] = out[-1] + sep + line
                last_width, (last_wrapped, last_inside) = width, _wrap_of(raw, wrapped)
                continue
        out.append(line)
        out_is_table.append(table_like)
        last_width, (last_wrapped, last_inside) = width, _wrap_of(raw, wrapped)
    while out and out[-1] == "":
        out.pop()
    joined = "\n".join(out)
    if join_all_lines:
        return _CJK_LATIN_SPACE.sub("", joined)
    return joined


def normalise_cell(text: str | None) -> str:
    """A table cell as one line: wrapped cell text joined, spacing normalised."""
    if not text:
        return ""
    return normalise_text(text, join_all_lines=True).replace("\n", " ").strip()
