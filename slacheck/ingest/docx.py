"""Word contracts: body text in reading order, tracked changes handled as a reviewer expects.

python-docx's ``Paragraph.text`` skips runs inside tracked insertions and lists tables
apart from paragraphs, so this module walks the body XML itself: paragraphs and tables in
body order, inserted text kept (it is part of the draft being reviewed), deleted text left
out of the contract text but reported in ``notes``. A symbol font's glyph (``w:sym``: "≥", "±",
a ticked or an empty box) is read as the Unicode character it prints (``symbol_fonts.yaml``).
A heading (a paragraph at an outline level: a "Heading 2" style, ``numbering.outline_level``)
reads as Markdown writes it, "## " before its text, so the extractor finds the headings of a
DOCX as it finds a Markdown file's, numbered or not (and the review page shows it as a heading).
"""

from __future__ import annotations

import itertools
import zipfile
from pathlib import Path

from ..errors import SlacheckError
from ..limits import Limits, check_text_length
from ..words import counted, shown
from .assemble import TextAssembler
from .markdown import escape_opening_hash
from .normalise import normalise_cell, normalise_text
from .numbering import OFF, Numbering, numbering_of
from .running import PRINTED, page_phrases, word_parts
from .symbols import SYMBOL_FONT_BASE, glyph_text

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
MC_FALLBACK = "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"
_REMOVED = {W + "del", W + "moveFrom", MC_FALLBACK}


def _removed(el) -> bool:
    """Is ``el`` inside text the document does not show (``_REMOVED``: a tracked deletion, a move's old place, a
    fallback for readers that cannot draw the content before it)?"""
    return any(anc.tag in _REMOVED for anc in el.iterancestors())


def symbol_text(font: str | None, char: str | None) -> str:
    """The character a ``w:sym`` prints: ``char`` (hex) of symbol font ``font`` as Unicode
    (``symbols.glyph_text``), else the glyph's private-use code point, as a PDF export reads it."""
    try:
        code = int(char or "", 16)
    except ValueError:
        return ""
    glyph = code - SYMBOL_FONT_BASE if SYMBOL_FONT_BASE <= code <= SYMBOL_FONT_BASE + 0xFF else code
    found = glyph_text(font, glyph)
    if found is not None:
        return found
    return chr(SYMBOL_FONT_BASE + glyph) if 0 <= glyph <= 0xFF else chr(code) if code <= 0x10FFFF else ""


def check_zip(path: Path, limits: Limits) -> None:
    """Refuse a DOCX that is not a zip, or that expands past ``limits.max_docx_mb`` (zip bomb)."""
    try:
        with zipfile.ZipFile(path) as archive:
            total_bytes = sum(info.file_size for info in archive.infolist())
            names = set(archive.namelist())
            xml_size = archive.getinfo("word/document.xml").file_size if "word/document.xml" in names else 0
    except zipfile.BadZipFile as exc:
        with open(path, "rb") as file:
            zipped = file.read(4) == b"PK\x03\x04"
        # a zip's directory is at its end: a zip without one was cut short (an interrupted download or copy)
        if zipped:
            raise SlacheckError(path, f"not a readable DOCX (cut short: an incomplete download or copy? {exc})") from None
        raise SlacheckError(path, f"not a readable DOCX ({exc}; an old .doc must be saved as .docx)") from None
    limit_bytes = limits.max_docx_mb * 1024 * 1024
    if total_bytes > limit_bytes:
        raise SlacheckError(
            path,
            f"DOCX expands to {total_bytes / 1024 / 1024:.0f} MB uncompressed "
            f"(limit {limits.max_docx_mb:g} MB, SLACHECK_MAX_DOCX_MB)",
        )
    if "word/document.xml" not in names:
        raise SlacheckError(path, "not a readable DOCX (no word/document.xml in the archive)")
    if xml_size > limits.max_docx_xml_mb * 1024 * 1024:
        raise SlacheckError(path, f"the DOCX body (word/document.xml) is {xml_size / 1024 / 1024:.0f} MB of XML "
                            f"(limit {limits.max_docx_xml_mb:g} MB, SLACHECK_MAX_DOCX_XML_MB)")


_TABS = (W + "tab", W + "ptab")  # a run's tab characters: a tab, an absolute-position tab


class _Parts:
    """What a DOCX body's paragraphs refer to: Word's numbering, and the footnotes and endnotes
    (read after the paragraph or table that refers to them, numbered 1, 2, … in that order,
    as a PDF export prints a note below its page: the note stays in its clause)."""

    def __init__(self, word=None) -> None:
        self.numbering = numbering_of(word) if word is not None else Numbering()
        self.notes: dict[tuple[str, str], object] = {}
        self.shown = 0
        self.placeholders: dict[str, str] | None = None  # a content control's placeholders (None: none shows one)
        if word is None:
            return
        from docx.opc.constants import RELATIONSHIP_TYPE as RT
        from lxml import etree

        # a form field in a header or footer too (a template's "Order Form No. [OF-0000]" printed atop each page); its
        # headers and footers looked at only where the body shows none (and has a body: ``load_docx`` says it has none)
        bodied = getattr(word.element, "body", None) is not None
        running = (root for _kind, root in running_roots(word)) if bodied else ()
        if any(next(root.iter(W + "showingPlcHdr"), None) is not None
               for root in itertools.chain([word.element], running)):
            self.placeholders = _glossary_texts(word)

        for kind, reltype in (("footnote", RT.FOOTNOTES), ("endnote", RT.ENDNOTES)):
            try:
                part = word.part.part_related_by(reltype)
            except KeyError:
                continue
            root = getattr(part, "element", None)
            root = root if root is not None else etree.fromstring(part.blob)
            for note in root.iter(W + kind):
                if note.get(W + "type") in (None, "normal"):
                    self.notes[(kind, note.get(W + "id"))] = note

    def unfilled(self, el):
        """The content control ``el`` is in that shows its placeholder, nothing filled in (``w:showingPlcHdr``; its
        text the placeholder's as the glossary holds it, where it holds one: a control filled by a tool that left
        the flag set is read); None for text in none."""
        if self.placeholders is None:
            return None
        found = None
        for content in el.iterancestors(W + "sdtContent"):
            sdt = content.getparent()
            flag = sdt.find(f"{W}sdtPr/{W}showingPlcHdr")
            if flag is None or flag.get(W + "val", "true").lower() in OFF:
                continue
            part = sdt.find(f"{W}sdtPr/{W}placeholder/{W}docPart")
            placeholder = self.placeholders.get(part.get(W + "val")) if part is not None else None
            if placeholder is None or _squeezed(_control_text(content)) == placeholder:
                found = sdt  # (the outermost)
        return found

    def note_texts(self, refs: list[tuple[str, str]]) -> list[str]:
        """The notes ``refs`` point to, each as one line after its number."""
        texts = []
        for ref in refs:
            note = self.notes.get(ref)
            if note is None:
                continue
            text = " ".join(t for t in (_Paragraph(p, _NO_PARTS).text.strip() for p in note.iter(W + "p")) if t)
            if text:
                self.shown += 1
                texts.append(f"{self.shown} {text}")
        return texts


def _control_text(content) -> str:
    """The text a content control's ``w:sdtContent`` shows."""
    return "".join(t.text or "" for t in content.iter(W + "t") if not _removed(t))


def _glossary_texts(word) -> dict[str, str]:
    """The text of each building block (``w:docPart``, by name) of the document's glossary: a content control's
    placeholder text is one."""
    from docx.opc.constants import RELATIONSHIP_TYPE as RT
    from lxml import etree

    try:
        part = word.part.part_related_by(RT.GLOSSARY_DOCUMENT)
    except KeyError:
        return {}
    root = getattr(part, "element", None)
    root = root if root is not None else etree.fromstring(part.blob)
    texts = {}
    for doc_part in root.iter(W + "docPart"):
        name = doc_part.find(f"{W}docPartPr/{W}name")
        body = doc_part.find(W + "docPartBody")
        if name is not None and body is not None:
            texts[name.get(W + "val")] = _squeezed(_control_text(body))
    return texts


class _Paragraph:
    """Text of one ``w:p`` (after the number Word prints before it, from ``parts``' numbering),
    with tracked deletions and insertions and the notes it refers to collected on the side."""

    def __init__(self, p, parts_of: _Parts, in_cell: bool = False) -> None:
        parts: list[str] = []
        self.note_refs: list[tuple[str, str]] = []
        # One note per deletion (a deletion spanning several runs is one w:del element); text moved away
        # (w:moveFrom) is left out too, but read where it was moved to (its w:moveTo): a move, not a deletion
        self.deleted = ["".join(t.text or "" for t in removed.iter(W + "delText", W + "t")) for removed in p.iter(W + "del")]
        self.moved = sum(1 for _ in p.iter(W + "moveFrom"))
        self.inserted = sum(1 for _ in p.iter(W + "ins"))
        # text formatted hidden (``w:vanish``) is neither shown nor printed: not the contract's, and said
        self.hidden = _hidden_texts(p, parts_of.numbering)
        self.level = parts_of.numbering.outline_level(p)  # a heading's level (0: the first), None for body text
        # a form's content control showing its placeholder ("Click or tap here to enter text.", "99.9%" as a
        # template's example): nothing was filled in, no term of the contract; left out and said
        unfilled: dict[object, list[str]] = {}
        for el in p.iter(W + "t", W + "tab", W + "ptab", W + "br", W + "cr", W + "noBreakHyphen", W + "p", W + "sym",
                         W + "footnoteReference", W + "endnoteReference"):
            tag = el.tag
            if el is p or _removed(el):
                continue
            control = parts_of.unfilled(el)
            if control is not None:
                unfilled.setdefault(control, []).append(el.text or "" if tag == W + "t" else " ")
                continue
            if tag != W + "p" and el.getparent().tag == W + "r" and _hidden(el.getparent(), parts_of.numbering):
                continue
            if tag == W + "p":  # a paragraph of a text box anchored here: a line of its own
                if parts and parts[-1] != "\n":
                    parts.append("\n")
            elif tag in (W + "footnoteReference", W + "endnoteReference"):
                self.note_refs.append((tag[len(W):-len("Reference")], el.get(W + "id")))
            elif tag == W + "t":
                parts.append(el.text or "")
            elif tag in _TABS:
                # a tab character is a run's w:tab (or w:ptab, an absolute-position tab: Word's built-in three-part
                # headers set their parts apart with them); a w:tab in the paragraph's w:tabs is a tab
                # stop's position (Word, WPS and LibreOffice set them on list items), no text
                if el.getparent().tag != W + "tabs":
                    parts.append("\t")
            elif tag == W + "noBreakHyphen":
                parts.append("-")
            elif tag == W + "sym":
                parts.append(symbol_text(el.get(W + "font"), el.get(W + "char")))
            else:
                parts.append("\n")
        self.placeholders = [text for text in (_squeezed("".join(shown)) for shown in unfilled.values()) if text]
        text = "".join(parts)
        self.indent = parts_of.numbering.indent(p)  # its left indent: a list's item against the paragraph after it
        label = ""
        self.counted: tuple[str, int, str | None] | None = None  # its list and level, as ``Numbering.counted``
        if text or p.find(f"{W}pPr/{W}rPr/{W}del") is None:
            # a paragraph deleted whole (its mark too) is not numbered: accepted, it is gone
            label = parts_of.numbering.label(p)
            self.counted = parts_of.numbering.counted
            # an empty paragraph of a table's cell prints its number alone, the cell's content (a row's "Level 2",
            # a 序号 column's "3": Word and LibreOffice print it); in the body, no clause's number without its clause
            text = label + text if text.strip() else (label.strip() if in_cell else text)
        self.text = text
        self.numbered = bool(label.strip())


def is_list_item(paragraph: _Paragraph) -> bool:
    """Is ``paragraph`` an item of a list: numbered by Word, or opening with an item's label typed ("(iii) ", "a) ",
    a bullet: ``clause_numbers.yaml``)?"""
    if paragraph.numbered:
        return True
    from .sections import bullet_pattern, find_clause_number

    found = find_clause_number(paragraph.text)
    return (found is not None and found.level == "item") or bullet_pattern().match(paragraph.text.lstrip()) is not None


_VANISH = f"{W}rPr/{W}vanish"


def _hidden(run, numbering: Numbering) -> bool:
    """Is run ``w:r`` formatted as hidden text: its own ``w:rPr/w:vanish``, not switched off, else a character or
    paragraph style that hides it (``numbering.hidden_by_style``)?"""
    vanish = run.find(_VANISH)
    if vanish is not None:
        return vanish.get(W + "val", "true").lower() not in OFF
    return numbering.hiding_styles and numbering.hidden_by_style(run)


def _hidden_texts(p, numbering: Numbering) -> list[str]:
    """The hidden text of paragraph ``p``, each stretch of hidden runs one text: an editor splits one formatted
    phrase into several runs ("（内部底价：", "15", "千瓦）", at each change of script), a reader sees one phrase."""
    stretches: list[list[str]] = [[]]
    for run in p.iter(W + "r"):
        hidden = _hidden(run, numbering)
        if not hidden and not stretches[-1]:
            continue  # (no stretch to end: most runs)
        if _removed(run):
            continue
        text = "".join(t.text or "" for t in run.iter(W + "t"))
        if hidden:
            stretches[-1].append(text)
        elif text:  # shown text ends the stretch
            stretches.append([])
    return [text for text in ("".join(stretch) for stretch in stretches) if text.strip()]


def _in_text_box(p, container) -> bool:
    """Is ``p`` a text box's paragraph (read with the paragraph the box is anchored in)?"""
    return any(anc.tag == W + "txbxContent" for anc in itertools.takewhile(lambda a: a is not container,
                                                                            p.iterancestors()))


def _grid_columns(el, path: str, grid: int) -> int:
    """The grid columns ``el``'s ``path`` (``w:tcPr/w:gridSpan``, ``w:trPr/w:gridBefore``) counts, at most the
    table's ``grid`` (0 where it says none or no number)."""
    found = el.find(path)
    try:
        return min(max(int(found.get(W + "val")), 0), grid) if found is not None else 0
    except (TypeError, ValueError):
        return 0


def _table_rows(tbl, parts: _Parts) -> tuple[list[list[str]], list[list[str]], list[_Paragraph]]:
    """Rows of normalised cells, the same cells as written, and the cells' paragraphs. Each row's cells stand in the
    table's grid columns as Word shows them: a cell spanning columns (``w:gridSpan``: a header "Monthly Uptime" over
    its two sub-columns, a "< 95%" over a band's two) is read once, in the first, the others empty, and the columns
    a row leaves out before or after its cells (``w:gridBefore``, ``w:gridAfter``) empty, as a PDF's ruled table
    reads them (pdfplumber: the text in the merged cell's first column); so a cell after a merged one stands under
    its header, not one column to the left (a credit under the wrong level). A cell continuing a vertical merge
    (``w:vMerge``) is a cell of its own, read as it holds (empty as Word writes it)."""
    rows: list[list[str]] = []
    original_rows: list[list[str]] = []
    paragraphs: list[_Paragraph] = []
    grid = max(len(tbl.findall(f"{W}tblGrid/{W}gridCol")), 64)  # (a bound on a span's count, not the grid's width)
    for tr in tbl.iter(W + "tr"):
        if next(tr.iterancestors(W + "tbl")) is not tbl:
            continue  # rows of nested tables are read as their cell's text
        before = _grid_columns(tr, f"{W}trPr/{W}gridBefore", grid)
        row, original_row = [""] * before, [""] * before
        for tc in tr.iter(W + "tc"):
            if next(tc.iterancestors(W + "tr")) is not tr:
                continue  # (a row of a table nested in a cell)
            cell_paragraphs = [_Paragraph(p, parts, in_cell=True) for p in tc.iter(W + "p") if not _in_text_box(p, tc)]
            paragraphs.extend(cell_paragraphs)
            cell = "\n".join(cp.text for cp in cell_paragraphs)
            original_row.append(escape_opening_hash(cell) if not row else cell)  # a row's first cell opens its line
            row.append(normalise_cell(original_row[-1]))
            covered = _grid_columns(tc, f"{W}tcPr/{W}gridSpan", grid) - 1
            row.extend([""] * covered)
            original_row.extend([""] * covered)
        after = _grid_columns(tr, f"{W}trPr/{W}gridAfter", grid)
        row.extend([""] * after)
        original_row.extend([""] * after)
        rows.append(row)
        original_rows.append(original_row)
    return rows, original_rows, paragraphs


# what may wrap a body's paragraphs and tables, shown as its content: a content control (w:sdt, its w:sdtContent) and
# custom XML markup (w:customXml, as document-assembly tools tag a clause: "<w:customXml w:element="clause">")
_WRAPPERS = {W + "sdt": W + "sdtContent", W + "customXml": None}


def _body_blocks(container):
    """Paragraphs and tables in body order, looking inside what wraps them (``_WRAPPERS``)."""
    for child in container.iterchildren():
        if child.tag in (W + "p", W + "tbl"):
            yield child
        elif child.tag in _WRAPPERS:
            content = child.find(_WRAPPERS[child.tag]) if _WRAPPERS[child.tag] else child
            if content is not None:
                yield from _body_blocks(content)


def heading_mark(level: int) -> str:
    """What a heading of outline ``level`` (0: the first) opens with in the text, as in Markdown: "## "."""
    return "#" * (level + 1) + " "


def _add_paragraph(assembler: TextAssembler, paragraph: _Paragraph) -> int:
    """Append a body paragraph, a heading with its Markdown marks (in the text as read too, as the
    number Word prints before a paragraph is: every character maps back), a "#" it opens with of its own
    escaped (``markdown.escape_opening_hash``); its start offset."""
    read = escape_opening_hash(paragraph.text)
    text = normalise_text(read)
    mark = heading_mark(paragraph.level) if paragraph.level is not None and text.strip() else ""
    return assembler.add_text(mark + text, mark + read)


def read_body(body, assembler: TextAssembler, parts: _Parts):
    """Append each body block (``w:p`` or ``w:tbl``, in body order) to ``assembler``, numbered
    and followed by its notes as ``parts`` has them; yield ``(element, start, end, paragraphs)``:
    the block, its range in the text (empty for a blank paragraph; its notes included) and its
    paragraphs. The redline (report/redline.py) walks the same blocks to put a clause after the
    paragraph its evidence is in."""
    item_indent: int | None = None  # the left indent of the list item the paragraphs read last are in
    item_starts: dict[tuple[str, int], int] = {}  # where the open item of each list's level starts
    for block in _body_blocks(body):
        if block.tag == W + "p":
            paragraph = _Paragraph(block, parts)
            paragraphs = [paragraph]
            start = _add_paragraph(assembler, paragraph)
            _note_item(assembler, paragraph, start, item_starts)
            if paragraph.text.strip():
                if paragraph.level is None and is_list_item(paragraph):
                    item_indent = paragraph.indent
                elif item_indent is not None and (paragraph.level is not None or paragraph.indent < item_indent):
                    # set out left of the list's items (or a heading): the list has ended, the paragraph is the
                    # clause's, not its last item's (one set in as far as the item goes on in the item)
                    assembler.list_ends.append(start)
                    item_indent = None
        else:
            item_indent = None
            rows, original_rows, paragraphs = _table_rows(block, parts)
            table = assembler.add_table(rows, original_rows)
            start = table.start if table is not None else assembler.length
        for note in parts.note_texts([ref for paragraph in paragraphs for ref in paragraph.note_refs]):
            note = escape_opening_hash(note)
            assembler.add_text(normalise_text(note), note)
        yield block, start, assembler.length, paragraphs


def _note_item(assembler: TextAssembler, paragraph: _Paragraph, start: int, item_starts: dict[tuple[str, int], int]):
    """Keep where a Word-numbered paragraph starts as the open item of its list's level; a nested item printing only its
    own number ("d." under "3.") is cited under the item it is nested in (``TextAssembler.nested_items``)."""
    if paragraph.counted is None or not paragraph.text.strip():
        return
    key, level, cited = paragraph.counted
    for open_item in [k for k in item_starts if k[0] == key and k[1] >= level]:
        del item_starts[open_item]
    parent = item_starts.get((key, level - 1))
    if cited is not None and parent is not None:
        assembler.nested_items.append((start, parent, cited))
    item_starts[key, level] = start


def read_word(word, assembler: TextAssembler, parts: _Parts):
    """Append python-docx document ``word``'s text to ``assembler``: its body's blocks (``read_body``), then its headers
    and footers (``running_parts``), each kind under its heading (``word_parts.yaml``, in the body's language), so a
    term read there names it as its clause; yield ``(element, start, end, paragraphs, running)`` for each block,
    ``running`` the kind of part it is in ("header", "footer"), None for the body's."""
    for found in read_body(word.element.body, assembler, parts):
        yield (*found, None)
    running = running_parts(word, parts)
    if not running:
        return
    from .language import detect_language

    # the body's language as its opening reads (title, parties, definitions): the whole of a long body costs as much
    # again as the Document's own language, for the words of two headings
    language = detect_language(assembler.text[:LANGUAGE_SAMPLE_CHARS])
    for kind, group in itertools.groupby(running, key=lambda found: found[0]):
        heading = heading_mark(0) + word_parts()["headings"][kind][language]
        assembler.add_text(heading, heading)
        for _kind, root in group:
            for found in read_body(root, assembler, parts):
                yield (*found, kind)


def body_block_ranges(word) -> tuple[str, list[tuple[object, int, int]]]:
    """The text ``load_docx`` reads from python-docx document ``word`` and each non-empty body
    block's ``[start, end)`` in it (its headers and footers, read after the body, are no body block)."""
    assembler = TextAssembler()
    assembler.start_page(1)
    blocks = read_word(word, assembler, _Parts(word))
    ranges = [(block, start, end) for block, start, end, _, running in blocks if end > start and running is None]
    return assembler.text, ranges


def _squeezed(text: str) -> str:
    return " ".join(text.split())


_COMMENT_MARKS = (W + "commentRangeStart", W + "commentRangeEnd", W + "commentReference")


def _comments_root(word):
    """The comments part's ``w:comments`` element, None without one."""
    from docx.opc.constants import RELATIONSHIP_TYPE as RT
    from lxml import etree

    try:
        part = word.part.part_related_by(RT.COMMENTS)
    except KeyError:
        return None
    root = getattr(part, "element", None)
    return root if root is not None else etree.fromstring(part.blob)


def comments_of(word, roots, numbering: Numbering) -> list[tuple[str, str, str, str]]:
    """``(id, author, anchor, text)`` of each comment on ``roots`` (the body, then its headers and footers: ``running_roots``),
    in the order of the text they are on: ``anchor`` is the text between its ``w:commentRangeStart`` and
    ``w:commentRangeEnd`` (or, without a range, the paragraph holding its mark), as read (deleted and hidden text left
    out); a comment with no text is left out."""
    root = _comments_root(word)
    if root is None:
        return []
    notes = {c.get(W + "id"): c for c in root.iter(W + "comment")}
    anchors: dict[str, list[str]] = {}
    open_ids: list[str] = []
    order: list[str] = []
    for el in itertools.chain.from_iterable(root.iter(*_COMMENT_MARKS, W + "t", W + "p") for root in roots):
        at = el.get(W + "id")
        if el.tag == W + "commentRangeStart":
            open_ids.append(at)
            anchors.setdefault(at, [])
        elif el.tag == W + "commentRangeEnd":
            open_ids = [i for i in open_ids if i != at]
        elif el.tag == W + "commentReference":
            if at not in anchors:  # no range: the comment is on its paragraph
                paragraph = next((a for a in el.iterancestors(W + "p")), None)
                anchors[at] = [_Paragraph(paragraph, _NO_PARTS).text] if paragraph is not None else []
            if at not in order:
                order.append(at)
        elif el.tag == W + "p":
            for i in open_ids:
                anchors[i].append(" ")
        elif not _removed(el) and not _hidden(el.getparent(), numbering):
            for i in open_ids:
                anchors[i].append(el.text or "")
    said = []
    for at in order + [i for i in anchors if i not in order]:
        note = notes.get(at)
        text = _squeezed(" ".join(_Paragraph(p, _NO_PARTS).text for p in note.iter(W + "p"))) if note is not None else ""
        if text:
            said.append((at, note.get(W + "author") or "?", _squeezed("".join(anchors.get(at, []))), text))
    return said


def anchor_span(text: str, blocks: tuple[int, int] | None, anchor: str) -> tuple[int, int] | None:
    """Where a comment's ``anchor`` (as ``comments_of`` quotes it) stands in ``text``, the text read: inside ``blocks``
    (the range of the blocks its marks are in), its characters as normalised, spaces aside; None where it is not there
    once (a figure the paragraph holds twice: which one the comment is on is not told by its words)."""
    needle = "".join(normalise_text(anchor).split())
    if blocks is None or not needle:
        return None
    at = [i for i in range(*blocks) if not text[i].isspace()]  # the range's characters but its spaces
    squeezed = "".join(text[i] for i in at)
    found = squeezed.find(needle)
    if found < 0 or squeezed.find(needle, found + 1) >= 0:
        return None
    return at[found], at[found + len(needle) - 1] + 1


R = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
RUNNING_KINDS = ("header", "footer")
LANGUAGE_SAMPLE_CHARS = 20_000  # the body's opening, whose language names its headers' and footers' heading
_RUNNING_TYPES = {"first": 0, "default": 1, "even": 2}  # a section's headers in the order its pages print them


def _page_field(code: str) -> bool:
    """Is field code ``code`` (" PAGE \\* MERGEFORMAT ") one that prints a page number or count (``word_parts.yaml``)?"""
    return any(word in word_parts()["page_fields"] for word in code.upper().split())


def _drop_page_numbers(root) -> None:
    """Take a header's or footer's page numbers out of it: each page-number field's printed result (``w:fldSimple``,
    or the runs between a complex field's ``separate`` and ``end``), with the words around it where nothing else is
    left beside them ("Page  of ", "第  页 共  页": ``word_parts.yaml`` page_line) in the paragraph or in its stretch
    between tabs (a header's left, centre and right); the other text is kept ("合同编号：QT-001\t第 1 页" keeps its
    number), and a paragraph left empty is left out."""
    import re

    page_line = re.compile(word_parts()["page_line"], re.IGNORECASE)
    for p in list(root.iter(W + "p")):
        printed: set = set()  # the w:t elements a page-number field printed
        for simple in p.iter(W + "fldSimple"):
            if _page_field(simple.get(W + "instr") or ""):
                printed.update(simple.iter(W + "t"))
        fields: list[list] = []  # open complex fields, innermost last: [code, printing its result, is a page field]
        for run in p.iter(W + "r"):
            char = run.find(W + "fldChar")
            kind = char.get(W + "fldCharType") if char is not None else None
            if kind == "begin":
                fields.append([[], False, False])
            elif kind == "separate" and fields:
                fields[-1][1:] = [True, _page_field(" ".join(fields[-1][0]))]
            elif kind == "end" and fields:
                fields.pop()
            elif fields and not fields[-1][1]:
                fields[-1][0].extend(t.text or "" for t in run.iter(W + "instrText"))
            elif any(page for _code, _result, page in fields):
                printed.update(run.iter(W + "t"))
        if not printed:
            continue
        zones: list[list] = [[]]  # the paragraph's w:t elements, cut at its tabs
        for el in p.iter(W + "t", *_TABS):
            if el.tag == W + "t":
                zones[-1].append(el)
            elif el.getparent().tag != W + "tabs":  # (a tab stop's position is no tab)
                zones.append([])
        for zone in zones:
            if not printed.intersection(zone):
                continue
            if page_line.fullmatch("".join(t.text or "" for t in zone if t not in printed)):
                printed.update(zone)
            else:
                _drop_page_phrases(zone, printed)
        for t in printed:
            t.text = ""
        if not _Paragraph(p, _NO_PARTS).text.strip():
            p.getparent().remove(p)


def _drop_page_phrases(zone: list, printed: set) -> None:
    """Take out of ``zone`` (a stretch's ``w:t`` elements) each page-number phrase around what a field printed
    (``printed``), as ``word_parts.yaml`` page_phrase has it; a phrase of figures alone, printed by no field, is kept."""
    text: list[str] = []
    owners: list[tuple] = []  # (w:t, index in its text) of each character of ``text``
    for t in zone:
        if t in printed:
            text.append(PRINTED)
            owners.append((t, -1))
        else:
            text.extend(t.text or "")
            owners.extend((t, i) for i in range(len(t.text or "")))
    dropped: set = set()
    for start, end in page_phrases("".join(text)):
        dropped.update(owners[start:end])
    for t in zone:
        if t not in printed and any(owner is t for owner, _i in dropped):
            t.text = "".join(c for i, c in enumerate(t.text) if (t, i) not in dropped)


def running_roots(word) -> list[tuple[str, object]]:
    """``(kind, element)`` of each header and footer part (``word_parts.yaml``: "header", "footer") the document's
    sections print, headers first, in section order, each part once, as stored."""
    from lxml import etree

    sections = [sect for sect in word.element.body.iter(W + "sectPr") if sect.getparent().tag != W + "sectPrChange"]
    found: list[tuple[str, object]] = []
    seen_parts: set[int] = set()
    for kind in RUNNING_KINDS:
        for sect in sections:
            refs = sorted(sect.iter(W + kind + "Reference"), key=lambda ref: _RUNNING_TYPES.get(ref.get(W + "type"), 1))
            for ref in refs:
                part = word.part.related_parts.get(ref.get(R + "id"))
                if part is None or id(part) in seen_parts:
                    continue
                seen_parts.add(id(part))
                root = getattr(part, "element", None)
                found.append((kind, root if root is not None else etree.fromstring(part.blob)))
    return found


def running_parts(word, parts: _Parts) -> list[tuple[str, object]]:
    """``(kind, element)`` of each header and footer ``running_roots`` finds, without its page-number lines; a part
    whose text was met before (a header every section repeats, the first page's header the same as the others') is
    left out."""
    from copy import deepcopy

    found: list[tuple[str, object]] = []
    seen_texts: set[str] = set()
    for kind, stored in running_roots(word):
        root = deepcopy(stored)
        _drop_page_numbers(root)
        text = " ".join(" ".join(_Paragraph(p, _NO_PARTS).text.split()) for p in root.iter(W + "p")).strip()
        if text and text not in seen_texts:
            seen_texts.add(text)
            found.append((kind, root))
    return found


def load_docx(path: Path, limits: Limits) -> tuple[TextAssembler, list[str], list[tuple]]:
    """Read a DOCX body (paragraphs and tables interleaved) as one page; its notes, and its warnings
    (``ingest/reading.yaml``: tracked changes not yet accepted, the text read is a draft's; comments, each with the words it is on)."""
    check_zip(path, limits)
    import docx  # python-docx; imported here so text-only runs stay fast
    from docx.opc.exceptions import PackageNotFoundError
    from lxml.etree import XMLSyntaxError

    try:
        word = docx.Document(str(path))
        parts = _Parts(word)
    except (PackageNotFoundError, zipfile.BadZipFile, KeyError, XMLSyntaxError, ValueError) as exc:
        if _is_strict(path):
            raise SlacheckError(path, f"not a readable DOCX (saved as Strict Open XML: {SAVE_TRANSITIONAL})") from None
        raise SlacheckError(path, f"not a readable DOCX ({type(exc).__name__}: {exc})") from None
    except AttributeError:  # python-docx on a package part without its namespace ([Content_Types].xml)
        raise SlacheckError(path, "not a readable DOCX (a package part is not Office Open XML)") from None
    body = getattr(word.element, "body", None)
    if body is None:  # word/document.xml is XML, but no w:document with a w:body
        raise SlacheckError(path, "not a readable DOCX (word/document.xml has no document body)")
    assembler = TextAssembler()
    assembler.start_page(1)
    deleted: list[str] = []
    hidden: list[str] = []
    placeholders: list[tuple[str, str]] = []  # (the sentence in reading.yaml, its text): a header's said as the header's
    inserted = moved = 0
    body_end = 0
    commented = _comments_root(word) is not None
    marked: dict[str, list[int]] = {}  # a comment's id: the start of the first block its marks are in, the last's end
    for block, start, end, paragraphs, running in read_word(word, assembler, parts):
        check_text_length(path, assembler.length, limits)  # long before the whole body is read
        body_end = end if running is None else body_end
        if commented and end > start:
            for mark in block.iter(*_COMMENT_MARKS):
                marked.setdefault(mark.get(W + "id"), [start, end])[1] = end
        for paragraph in paragraphs:
            deleted.extend(d for d in paragraph.deleted if d.strip())
            hidden.extend(paragraph.hidden)
            placeholders.extend((f"placeholder_text_{running}" if running else "placeholder_text", text)
                                for text in paragraph.placeholders)
            inserted += paragraph.inserted
            moved += paragraph.moved
    body_read = assembler.text[:body_end].strip() != ""  # (a header's text alone is no contract)
    warnings: list[tuple] = []  # (sentence in ingest/reading.yaml, its values[, the stretch of the text it is on])
    if inserted:
        warnings.append(("tracked_insertions", {"n": inserted}))
    if moved:
        warnings.append(("tracked_moves", {"n": moved}))
    warnings += [("tracked_deletion", {"text": shown(text)}) for text in deleted]
    warnings += [("hidden_text", {"text": shown(text)}) for text in hidden]
    warnings += [(key, {"text": shown(text)}) for key, text in placeholders]
    # a reviewer's notes, in a part of their own: a draft's open questions the text does not say, each shown with
    # the text it is on; their number only when the comments part is missing
    # (a header's or footer's too: the schema allows a comment there, and an editor may put one)
    roots = [body, *(root for _kind, root in running_roots(word))]
    said = comments_of(word, roots, parts.numbering)
    text = assembler.text
    warnings += [("comment", {"author": author, "anchor": shown(anchor), "text": shown(note)},
                  anchor_span(text, tuple(marked[at]) if at in marked else None, anchor))
                 for at, author, anchor, note in said]
    comments = sum(1 for root in roots for _ in root.iter(W + "commentReference"))  # each comment's mark in its text
    if comments and not said:
        warnings.append(("comments", {"n": comments}))
    chunks = sum(1 for _ in body.iter(W + "altChunk"))
    if chunks:  # the text is in other parts (HTML, RTF, another DOCX) that Word converts as it opens the file
        if not body_read:
            what = f"{counted(chunks, 'embedded document')} (w:altChunk, as web editors export) not read"
            raise SlacheckError(path, f"the DOCX holds its text as {what}: {SAVE_AGAIN}")
        warnings.append(("embedded_documents", {"n": chunks}))
    if not body_read:
        raise SlacheckError(path, "empty file (the DOCX body has no text)")
    return assembler, [], warnings


STRICT_NS = b"http://purl.oclc.org/ooxml/"  # ISO/IEC 29500 Strict's namespaces (Word's "Strict Open XML Document")
SAVE_TRANSITIONAL = "save it in Word as 'Word Document (*.docx)', or as PDF"
SAVE_AGAIN = "open it in Word and save it again as .docx, or save it as PDF"


def _is_strict(path: Path) -> bool:
    """Is the DOCX a Strict Open XML package (its relationships in Strict's namespaces)?"""
    try:
        with zipfile.ZipFile(path) as archive:
            return STRICT_NS in archive.read("_rels/.rels")
    except (KeyError, zipfile.BadZipFile, OSError):
        return False


_NO_PARTS = _Parts()  # a note's own paragraphs: no numbering, no notes of notes
