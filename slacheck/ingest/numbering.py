"""Word's automatic numbering: the clause numbers Word prints that are not in the text runs.

A Word or WPS draft numbers its clauses with ``w:numPr`` (on the paragraph, or on its style:
"Heading 1" linked to a multilevel list), and the number shown ("第一条", "1.1", "(a)") is
computed from ``numbering.xml`` as the document is laid out. Read without it, every clause
loses its number: terms cite no clause, sections are not found, two drafts cannot be compared
clause by clause. ``Numbering`` replays Word's counters in body order and renders each level's
``lvlText`` with its ``numFmt``, as LibreOffice does when it exports the same file to PDF.
A bullet reads "•" (its glyph is a symbol-font code point); a level that prints nothing gives
no label.

The same styles say which paragraphs are headings (``outline_level``): Word's outline level
(``w:outlineLvl`` on the paragraph or on its style, through the styles it is based on), else a
style named as a heading level ("heading 2", "标题 2": ``word_styles.yaml``), as Word's navigation
pane and a PDF export's bookmarks take them; a paragraph in Word's Title style is the document's title,
read as a first-level heading (its Subtitle one level below).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from ..yamlfile import packaged_data

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_PLACEHOLDER = re.compile(r"%([1-9])")
_CJK_DIGITS = "零一二三四五六七八九"
_CJK_LEGAL = "零壹贰叁肆伍陆柒捌玖"
_HEAVENLY_STEMS = "甲乙丙丁戊己庚辛壬癸"
BODY_TEXT_LEVEL = 9  # w:outlineLvl 9: body text, no heading
_ROMAN = ((1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"),
          (50, "l"), (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i"))


def _val(element, tag: str, default: str | None = None) -> str | None:
    found = element.find(W + tag) if element is not None else None
    return found.get(W + "val", default) if found is not None else default


OFF = {"0", "false", "off"}  # an on/off property (ST_OnOff) switched off


def _int(value: str | None, default: int) -> int:
    try:
        return int(value) if value is not None else default
    except ValueError:
        return default


def _chinese(n: int, digits: str = _CJK_DIGITS, ten: str = "十", hundred: str = "百") -> str:
    """1 一, 10 十, 12 十二, 20 二十, 105 一百零五 (the way clause numbers are counted)."""
    if n <= 0 or n >= 1000:
        return str(n)
    hundreds, tens, ones = n // 100, n // 10 % 10, n % 10
    out = digits[hundreds] + hundred if hundreds else ""
    if tens:
        out += ("" if tens == 1 and not hundreds else digits[tens]) + ten
    elif hundreds and ones:
        out += digits[0]
    return out + (digits[ones] if ones else "")


def _letters(n: int) -> str:
    """1 a … 26 z, 27 aa (Word repeats the letter)."""
    return chr(ord("a") + (n - 1) % 26) * ((n - 1) // 26 + 1) if n > 0 else str(n)


def _roman(n: int) -> str:
    out = ""
    for value, digits in _ROMAN:
        while n >= value:
            out, n = out + digits, n - value
    return out


def format_number(n: int, fmt: str) -> str:
    """``n`` in Word's ``numFmt`` (unknown formats print decimal, as Word does)."""
    if fmt in ("decimal", "decimalZero") or fmt.startswith("decimalEnclosed"):
        text = str(n) if fmt != "decimalZero" or n >= 10 else f"0{n}"
        if fmt == "decimalEnclosedCircle" and 1 <= n <= 20:
            return chr(0x2460 + n - 1)
        return f"({text})" if fmt == "decimalEnclosedParen" else text
    if fmt == "decimalFullWidth":
        return str(n)  # printed full-width, read half-width like every other digit
    if fmt in ("lowerLetter", "upperLetter"):
        return _letters(n) if fmt == "lowerLetter" else _letters(n).upper()
    if fmt in ("lowerRoman", "upperRoman"):
        return _roman(n) if fmt == "lowerRoman" else _roman(n).upper()
    if fmt in ("chineseCounting", "chineseCountingThousand", "japaneseCounting", "taiwaneseCounting",
               "ideographDigital", "koreanCounting"):
        return _chinese(n)
    if fmt in ("chineseLegalSimplified", "ideographLegalTraditional", "taiwaneseCountingThousand"):
        return _chinese(n, _CJK_LEGAL, "拾", "佰")
    if fmt == "ideographTraditional":
        return _HEAVENLY_STEMS[(n - 1) % 10] if n > 0 else str(n)
    return str(n)


# a nested level printing only its own number ("b.", "(ii)", "2)", "（二）"), "%" standing for it: cited under the item
# it is nested in ("3(b)", "3(b)(2)"), as a lawyer cites a sub-item, in the numerals an item is counted in
_OWN_NUMBER = re.compile(r"[(（]?%[.)）、]?")
KINDS = ("decimal", "lowerLetter", "lowerRoman", "chineseCounting")  # an item's numerals, as Word's numFmt names them

MAX_ITEM = 99  # items are counted up to here


@cache
def ordinal(inner: str, fmt: str) -> int | None:
    """Which item of its list ``inner`` ("c", "iv", "3", "十二") numbers in ``fmt`` (``format_number``'s): 3, 4, 3, 12;
    None for none up to ``MAX_ITEM``."""
    return next((n for n in range(1, MAX_ITEM + 1) if format_number(n, fmt) == inner), None)


@cache
def _heading_style_names() -> re.Pattern:
    return re.compile(packaged_data("slacheck.ingest", "word_styles.yaml")["heading_names"])


@cache
def _title_style_levels() -> dict[str, int]:
    """Word's Title and Subtitle styles by name (casefolded), each with the heading level it reads at."""
    names = packaged_data("slacheck.ingest", "word_styles.yaml")["title_names"]
    return {str(name).casefold(): int(level) for name, level in names.items()}


def _named_level(name: str) -> int | None:
    """The heading level a paragraph style's name gives it ("Heading 2" 1, "Title" 0), None for another name."""
    named = _heading_style_names().fullmatch(name)
    if named is not None:
        return int(next(g for g in named.groups() if g)) - 1
    return _title_style_levels().get(name.casefold())


def _outline(value: str | None) -> int | None:
    """An outline level 0-8 from ``w:outlineLvl``'s value; None for body text or a bad value."""
    level = _int(value, BODY_TEXT_LEVEL)
    return level if 0 <= level < BODY_TEXT_LEVEL else None


@dataclass
class _Level:
    start: int
    fmt: str
    text: str | None  # lvlText ("•" for a bullet); None: the level prints nothing
    restart: int | None  # lvlRestart: restart after this level (1-based); None: after any higher one
    legal: bool  # isLgl: the higher levels print as decimal
    suffix: str  # what follows the number: a tab or a space (read as one space), or nothing
    indent: int | None = None  # the level's left indent (w:pPr/w:ind, twips): where its paragraphs stand


def _level(lvl) -> _Level:
    fmt = _val(lvl, "numFmt", "decimal") or "decimal"
    text = _val(lvl, "lvlText")
    restart = _val(lvl, "lvlRestart")
    return _Level(
        start=_int(_val(lvl, "start"), 1),
        fmt=fmt,
        # a bullet's glyph is a Symbol/Wingdings code point: read as "•", as PDF exports print it
        text="•" if fmt == "bullet" and text else None if fmt == "none" or not text else text,
        restart=_int(restart, 0) if restart is not None else None,
        legal=lvl.find(W + "isLgl") is not None and _val(lvl, "isLgl", "1") not in ("0", "false"),
        suffix="" if _val(lvl, "suff", "tab") == "nothing" else " ",
        indent=left_indent(lvl.find(W + "pPr")),
    )


def left_indent(ppr) -> int | None:
    """The left indent a ``w:pPr`` sets (``w:ind``'s ``w:left``, or its newer name ``w:start``, in twips); None: none."""
    ind = ppr.find(W + "ind") if ppr is not None else None
    if ind is None:
        return None
    value = ind.get(W + "left", ind.get(W + "start"))
    return _int(value, 0) if value is not None else None


class Numbering:
    """The numbering definitions of one DOCX and the counters of the paragraphs read so far."""

    def __init__(self, numbering_xml=None, styles_xml=None) -> None:
        self._abstract: dict[str, dict[int, _Level]] = {}
        self._abstract_style_link: dict[str, str] = {}
        self._nums: dict[str, tuple[str, dict[int, int], dict[int, _Level]]] = {}
        self._style_num: dict[str, tuple[str | None, int | None]] = {}
        self._style_based_on: dict[str, str] = {}
        self._style_outline: dict[str, int | None] = {}  # a style's own outline level (None: body text)
        self._style_vanish: dict[str, bool] = {}  # a style's own hidden-text property (w:rPr/w:vanish), where it sets one
        self._style_indent: dict[str, int] = {}  # a paragraph style's own left indent (twips), where it sets one
        self._default_style: str | None = None  # the paragraph style of a paragraph that names none
        self._counters: dict[str, dict[int, int]] = {}
        self._started: set[tuple[str, int]] = set()
        self._level_style: dict[str, tuple[str, int]] = {}
        # the paragraph ``label`` counted last: (its list's counters' key, its level, how it is cited under the item it
        # is nested in where it is a nested item printing only its own number: "(b)", "(二)", else None); None: unnumbered
        self.counted: tuple[str, int, str | None] | None = None
        if numbering_xml is not None:
            self._read_numbering(numbering_xml)
        if styles_xml is not None:
            self._read_styles(styles_xml)

    def _read_numbering(self, root) -> None:
        for abstract in root.iter(W + "abstractNum"):
            key = abstract.get(W + "abstractNumId")
            self._abstract[key] = {_int(lvl.get(W + "ilvl"), 0): _level(lvl) for lvl in abstract.iter(W + "lvl")}
            link = _val(abstract, "numStyleLink")
            if link:
                self._abstract_style_link[key] = link
            for lvl in abstract.iter(W + "lvl"):
                style = _val(lvl, "pStyle")
                if style:
                    self._level_style.setdefault(style, (key, _int(lvl.get(W + "ilvl"), 0)))
        for num in root.iter(W + "num"):
            starts: dict[int, int] = {}
            levels: dict[int, _Level] = {}
            for override in num.iter(W + "lvlOverride"):
                ilvl = _int(override.get(W + "ilvl"), 0)
                start = _val(override, "startOverride")
                if start is not None:
                    starts[ilvl] = _int(start, 1)
                lvl = override.find(W + "lvl")
                if lvl is not None:
                    levels[ilvl] = _level(lvl)
            self._nums[num.get(W + "numId")] = (_val(num, "abstractNumId") or "", starts, levels)

    def _read_styles(self, root) -> None:
        for style in root.iter(W + "style"):
            style_id = style.get(W + "styleId")
            based_on = _val(style, "basedOn")
            if based_on:
                self._style_based_on[style_id] = based_on
            vanish = style.find(f"{W}rPr/{W}vanish")
            if vanish is not None:
                self._style_vanish[style_id] = vanish.get(W + "val", "true").lower() not in OFF
            num_pr = style.find(f"{W}pPr/{W}numPr")
            if num_pr is not None:
                ilvl = _val(num_pr, "ilvl")
                self._style_num[style_id] = (_val(num_pr, "numId"), _int(ilvl, 0) if ilvl is not None else None)
            if style.get(W + "type") != "paragraph":
                continue
            indent = left_indent(style.find(W + "pPr"))
            if indent is not None:
                self._style_indent[style_id] = indent
            if style.get(W + "default") in ("1", "true", "on") and self._default_style is None:
                self._default_style = style_id
            outline = _val(style.find(W + "pPr"), "outlineLvl")
            named = _named_level((_val(style, "name") or "").strip())
            if outline is not None:
                self._style_outline[style_id] = _outline(outline)
            elif named is not None:
                self._style_outline[style_id] = named

    def _inherited(self, style_id: str | None, table: dict):
        """What ``table`` holds for a paragraph style, or for the nearest style it is based on (KeyError: none)."""
        seen = set()
        while style_id and style_id not in seen:
            seen.add(style_id)
            if style_id in table:
                return table[style_id]
            style_id = self._style_based_on.get(style_id)
        raise KeyError(style_id)

    @property
    def hiding_styles(self) -> bool:
        """Does any style set hidden text (``w:vanish``, on or off)? (Most documents' none: no run need be looked up.)"""
        return bool(self._style_vanish)

    def hidden_by_style(self, run) -> bool:
        """Is run ``w:r`` hidden by its styles, its own formatting setting nothing: its character style's ``w:vanish``
        (``w:rStyle``), else its paragraph style's (or the default paragraph style's), each through the styles it is
        based on, as Word applies them."""
        p = next(run.iterancestors(W + "p"), None)
        paragraph_style = _val(p.find(W + "pPr"), "pStyle") if p is not None else None
        for style_id in (_val(run.find(W + "rPr"), "rStyle"), paragraph_style or self._default_style):
            try:
                return self._inherited(style_id, self._style_vanish)
            except KeyError:
                continue
        return False

    def _style_numbering(self, style_id: str | None) -> tuple[str | None, int | None]:
        """(numId, ilvl) a paragraph style (or the style it is based on) numbers with."""
        try:
            return self._inherited(style_id, self._style_num)
        except KeyError:
            return None, None

    def outline_level(self, p) -> int | None:
        """Paragraph ``p``'s heading level (0 for a first-level heading), or None for body text: its own
        ``w:outlineLvl``, else its style's (or the default paragraph style's), through ``w:basedOn``."""
        ppr = p.find(W + "pPr")
        own = _val(ppr, "outlineLvl")
        if own is not None:
            return _outline(own)
        try:
            return self._inherited(_val(ppr, "pStyle") or self._default_style, self._style_outline)
        except KeyError:
            return None

    def _abstract_of(self, num_id: str) -> str | None:
        """The abstract definition behind ``num_id``, following a list style's link once."""
        if num_id not in self._nums:
            return None
        abstract = self._nums[num_id][0]
        link = self._abstract_style_link.get(abstract)
        if link is not None and not self._abstract.get(abstract):
            linked_num, _ = self._style_numbering(link)
            if linked_num in self._nums:
                abstract = self._nums[linked_num][0]
        return abstract if abstract in self._abstract else None

    def _numbered(self, p) -> tuple[str, str, int, dict[int, _Level]] | None:
        """``(numId, abstract definition, level, the levels)`` paragraph ``p`` is numbered at (on the paragraph or its
        style); None for a paragraph no list numbers."""
        ppr = p.find(W + "pPr")
        style_id = _val(ppr, "pStyle")
        num_pr = ppr.find(W + "numPr") if ppr is not None else None
        num_id, ilvl = self._style_numbering(style_id)
        if num_pr is not None:
            num_id = _val(num_pr, "numId", num_id)
            ilvl = _int(_val(num_pr, "ilvl"), ilvl if ilvl is not None else 0)
        if not num_id or num_id == "0" or num_id not in self._nums:
            return None
        abstract = self._abstract_of(num_id)
        if abstract is None:
            return None
        if ilvl is None:
            linked = self._level_style.get(style_id or "")
            ilvl = linked[1] if linked and linked[0] == abstract else 0
        levels = {**self._abstract[abstract], **self._nums[num_id][2]}
        return (num_id, abstract, ilvl, levels) if ilvl in levels else None

    def indent(self, p) -> int:
        """Paragraph ``p``'s left indent (twips) as Word lays it out: its own ``w:ind``, else its list level's, else its
        style's (through the styles it is based on); 0 for none."""
        ppr = p.find(W + "pPr")
        own = left_indent(ppr)
        if own is not None:
            return own
        numbered = self._numbered(p)
        if numbered is not None and numbered[3][numbered[2]].indent is not None:
            return numbered[3][numbered[2]].indent
        try:
            return self._inherited(_val(ppr, "pStyle") or self._default_style, self._style_indent)
        except KeyError:
            return 0

    def label(self, p) -> str:
        """The number Word prints before paragraph ``p`` (with the space after it), "" if none;
        counts the paragraph, so paragraphs must be given in body order."""
        numbered = self._numbered(p)
        self.counted = None
        if numbered is None:
            return ""
        num_id, abstract, ilvl, levels = numbered
        _, starts, _ = self._nums[num_id]
        # numbering instances of one definition continue each other, unless one restarts it
        key = num_id if starts else abstract
        counters = self._counters.setdefault(key, {})
        if (num_id, ilvl) not in self._started and ilvl in starts:
            counters[ilvl] = starts[ilvl] - 1
        self._started.add((num_id, ilvl))
        counters[ilvl] = counters.get(ilvl, levels[ilvl].start - 1) + 1
        for deeper in [k for k in counters if k > ilvl]:
            restart = levels[deeper].restart if deeper in levels else None
            if restart is None or (restart and restart - 1 >= ilvl):
                del counters[deeper]
        level = levels[ilvl]
        self.counted = key, ilvl, None
        if level.text is None:
            return ""

        def number(match: re.Match) -> str:
            at = int(match.group(1)) - 1
            shown = levels.get(at)
            value = counters.get(at, shown.start if shown else 1)
            fmt = shown.fmt if shown else "decimal"
            return str(value) if level.legal and at < ilvl and fmt != "decimalZero" else format_number(value, fmt)

        if ilvl > 0 and level.fmt in KINDS and _OWN_NUMBER.fullmatch(level.text.replace(f"%{ilvl + 1}", "%")):
            inner = format_number(counters[ilvl], level.fmt)
            self.counted = key, ilvl, f"({inner})"  # in the text's half-width brackets, as a typed "（一）" is cited
        return _PLACEHOLDER.sub(number, level.text) + level.suffix


def numbering_of(document) -> Numbering:
    """The numbering of a python-docx document (its numbering and styles parts, if it has them),
    read without adding any part to it (python-docx's ``numbering_part`` would create one)."""
    from docx.opc.constants import RELATIONSHIP_TYPE as RT

    def related(reltype):
        try:
            return document.part.part_related_by(reltype).element
        except (KeyError, AttributeError):
            return None

    return Numbering(related(RT.NUMBERING), related(RT.STYLES))
