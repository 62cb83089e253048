"""The redlined DOCX of ``slacheck check --redline``: the contract written back with the
checklist's suggested clauses as tracked changes the vendor can accept, and a Word comment on each.

Contract teams negotiate in Word, so the proposal has to arrive as a redline:
- a failing rule's suggested clause (the checklist's ``suggestion``, in the contract's language)
  is a tracked insertion (``w:ins``, author "slacheck") in a new paragraph right after the
  paragraph (or table) that holds the deciding term's evidence;
- a missing rule's clause, or one whose evidence cannot be placed, goes into a new annex at the
  end (its heading a tracked insertion too), since the contract has no clause to put it beside;
- a rule that needs review gets only a comment on its evidence, with the suggested wording: a
  person decides, nothing is proposed in the text;
- every comment (``w:comment`` in word/comments.xml, anchored by commentRangeStart/End and a
  commentReference) gives the rule, its status, the reason as a sentence and the rationale.
Accepting every change gives the contract as it was plus the suggested clauses; rejecting every
change gives it back as it was. A DOCX contract is edited in place (its paragraphs, styles and
earlier revisions kept); a PDF, Markdown or text contract becomes a new DOCX of its text in its
own characters (Markdown headings as Word headings, tables as tables). python-docx writes the
document and the comments part; it has no tracked-changes API, so the revision marks are built
with its ``OxmlElement``. The words around the clauses are data (``redline.yaml``).
"""

from __future__ import annotations

import bisect
import io
import re
from dataclasses import dataclass
from datetime import datetime, timezone
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..ingest.markdown import is_delimiter_row
from ..models import CheckResult, Document, Finding, Span
from ..yamlfile import packaged_data
from .html import MD_EMPHASIS, MD_HEADING
from .quotes import display_text, span_matches, table_cells

AUTHOR = "slacheck"
INITIALS = "SC"
INSERTED = ("fail", "missing")  # statuses whose suggested clause is proposed in the text
COMMENTED = ("review",)  # statuses that get a comment on their evidence only
XML_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


@lru_cache(maxsize=1)
def words() -> dict[str, Any]:
    return packaged_data("slacheck.report", "redline.yaml")


def xml_text(text: str) -> str:
    """Text an XML document can carry (a contract or checklist may hold control characters)."""
    return XML_ILLEGAL.sub("", text)


@dataclass
class Anchor:
    """A body block (``w:p`` or ``w:tbl``) and its ``[start, end)`` in ``Document.text``."""

    element: Any
    start: int
    end: int
    last: Any = None  # the element the next clause goes after (the previous clause placed here)


def render_redline_docx(document: Document, result: CheckResult, source: Path | None = None, *,
                        now: datetime | None = None) -> bytes:
    """The redline of ``document`` for ``result`` (whose findings are in the contract's language).

    Args:
        source: the DOCX file ``document`` was read from; other formats get a new DOCX of their text.
        now: the date of the revisions and comments (default: now, UTC, to the second).
    """
    import docx

    if document.format == "docx" and source is not None:
        from ..ingest.docx import body_block_ranges

        word = docx.Document(str(source))
        text, ranges = body_block_ranges(word)
        if text != document.text:  # cannot happen unless the file changed since it was read
            ranges = []
    else:
        word, ranges = text_docx(document)
    moment = (now or datetime.now(timezone.utc)).astimezone(timezone.utc).replace(microsecond=0)
    redline = Redline(word, [Anchor(e, s, t, e) for e, s, t in ranges], moment, document.language)
    for finding in result.findings:
        if finding.status in INSERTED and finding.suggestion:
            redline.propose(finding, redline.anchor_for(document, finding.evidence))
        elif finding.status in COMMENTED:
            anchor = redline.anchor_for(document, finding.evidence)
            if anchor is not None:
                redline.comment_on(anchor, finding)
    out = io.BytesIO()
    word.save(out)
    return out.getvalue()


class Redline:
    """Tracked insertions and comments added to one python-docx document."""

    def __init__(self, word, anchors: list[Anchor], now: datetime, lang: str):
        from docx.oxml.ns import qn

        self.word = word
        self.anchors = anchors
        self.starts = [a.start for a in anchors]
        self.now = now
        self.date = now.strftime("%Y-%m-%dT%H:%M:%SZ")
        self.words = words()["zh" if lang == "zh" else "en"]
        ids = [int(v) for el in word.element.body.iter() if (v := el.get(qn("w:id"))) is not None and v.isdigit()]
        self.next_id = max(ids, default=0) + 1
        self.annex_last = None

    # ------------------------------------------------------------------ where

    def anchor_for(self, document: Document, span: Span | None) -> Anchor | None:
        """The block holding the evidence's first character, or None (no evidence, or not here)."""
        if not span_matches(document, span):
            return None
        k = bisect.bisect_right(self.starts, span.start) - 1
        if k >= 0 and self.anchors[k].start <= span.start < self.anchors[k].end:
            return self.anchors[k]
        return None

    # ------------------------------------------------------------------ what

    def propose(self, finding: Finding, anchor: Anchor | None) -> None:
        """The finding's suggested clause as a tracked paragraph after its block, or in the annex."""
        paragraph = self.tracked_paragraph(finding.suggestion or "")
        if anchor is not None:
            anchor.last.addnext(paragraph)
            anchor.last = paragraph
        else:
            self.annex_tail().addnext(paragraph)
            self.annex_last = paragraph
        ins = paragraph.find(self.qn("w:ins"))
        self.comment(finding, ins, ins, paragraph, paragraph)

    def comment_on(self, anchor: Anchor, finding: Finding) -> None:
        """A comment over the whole block the evidence stands in (a table: first to last cell)."""
        paragraphs = [anchor.element] if anchor.element.tag == self.qn("w:p") else \
            list(anchor.element.iter(self.qn("w:p")))
        if not paragraphs:
            return
        first, last = paragraphs[0], paragraphs[-1]
        self.comment(finding, None, None, first, last, extra=self.words["review"].format(
            suggestion=xml_text(finding.suggestion or "")) if finding.suggestion else None)

    def annex_tail(self):
        """The last paragraph of the annex, the annex heading added at the end the first time."""
        if self.annex_last is None:
            style = self.style_id("Heading 1")
            heading = self.tracked_paragraph(self.words["annex"], style=style, bold=style is None)
            body = self.word.element.body
            section = body.find(self.qn("w:sectPr"))
            if section is not None:
                section.addprevious(heading)
            else:
                body.append(heading)
            self.annex_last = heading
        return self.annex_last

    # ------------------------------------------------------------------ XML

    @staticmethod
    def qn(tag: str) -> str:
        from docx.oxml.ns import qn

        return qn(tag)

    def element(self, tag: str, **attrs: str):
        from docx.oxml import OxmlElement

        return OxmlElement(tag, attrs={self.qn(k.replace("_", ":", 1)): v for k, v in attrs.items()})

    def revision(self, tag: str = "w:ins"):
        """A ``w:ins`` (or a paragraph mark's ``w:ins``) by slacheck, now, with a fresh id."""
        mark = self.element(tag, w_id=str(self.next_id), w_author=AUTHOR, w_date=self.date)
        self.next_id += 1
        return mark

    def style_id(self, name: str) -> str | None:
        try:
            return self.word.styles[name].style_id
        except KeyError:
            return None

    def tracked_paragraph(self, text: str, style: str | None = None, bold: bool = False):
        """``<w:p>`` whose paragraph mark and text are tracked insertions."""
        paragraph = self.element("w:p")
        properties = self.element("w:pPr")
        if style:
            properties.append(self.element("w:pStyle", w_val=style))
        mark = self.element("w:rPr")
        mark.append(self.revision())
        properties.append(mark)
        paragraph.append(properties)
        inserted = self.revision()
        run = self.element("w:r")
        if bold:
            run_properties = self.element("w:rPr")
            run_properties.append(self.element("w:b"))
            run.append(run_properties)
        run_text = self.element("w:t")
        run_text.set("{http://www.w3.org/XML/1998/namespace}space", "preserve")
        run_text.text = xml_text(text)
        run.append(run_text)
        inserted.append(run)
        paragraph.append(inserted)
        return paragraph

    def comment(self, finding: Finding, first_node, last_node, first_paragraph, last_paragraph,
                extra: str | None = None) -> None:
        """A Word comment with the finding's rule, status, reason and rationale, over the range
        from ``first_node`` to ``last_node`` (None: the whole of the paragraphs' content)."""
        lines = [line.format(rule=finding.rule, title=finding.title, reason=finding.reason or finding.message,
                             rationale=finding.rationale, severity=self.words["severity"].get(finding.severity, finding.severity),
                             status=self.words["status"].get(finding.status, finding.status))
                 for line in self.words["comment"]]
        lines = [xml_text(line) for line in lines if line.strip() and not line.rstrip().endswith(("：", ":"))]
        if extra:
            lines.append(extra)
        comment = self.word.comments.add_comment(text="\n".join(lines), author=AUTHOR, initials=INITIALS)
        comment._comment_elm.date = self.now
        cid = str(comment.comment_id)
        start = self.element("w:commentRangeStart", w_id=cid)
        end = self.element("w:commentRangeEnd", w_id=cid)
        if first_node is not None:
            first_node.addprevious(start)
        else:
            properties = first_paragraph.find(self.qn("w:pPr"))
            if properties is not None:
                properties.addnext(start)
            else:
                first_paragraph.insert(0, start)
        if last_node is not None:
            last_node.addnext(end)
        else:
            last_paragraph.append(end)
        reference_run = self.element("w:r")
        reference_run.append(self.element("w:commentReference", w_id=cid))
        if first_node is not None:  # the reference is new content too: tracked like the clause
            holder = self.revision()
            holder.append(reference_run)
            end.addnext(holder)
        else:
            end.addnext(reference_run)


# --------------------------------------------------------------------------- PDF, Markdown, text


def text_docx(document: Document):
    """A new DOCX of the contract's text in its own characters: one paragraph per line,
    Markdown headings as Word headings, tables as Word tables. Returns the python-docx
    document and each block's ``(element, start, end)`` in ``document.text``."""
    import docx

    word = docx.Document()
    markdown = document.format == "md"
    table_at = {t.start: t for t in document.tables if t.end > t.start}
    ranges: list[tuple[Any, int, int]] = []
    lines = document.text.split("\n")
    offset, i = 0, 0

    def own(start: int, end: int) -> str:
        text = display_text(document.original_text(start, end))
        return xml_text(MD_EMPHASIS.sub("", text) if markdown else text)

    while i < len(lines):
        start = offset
        table = table_at.get(start)
        if table is not None:
            rows = []
            while i < len(lines) and offset < table.end:
                line = lines[i]
                if not (markdown and is_delimiter_row(line)):
                    cells = [own(a, b) for a, b in table_cells(line, offset)]
                    if any(cells):
                        rows.append(cells)
                offset += len(lines[i]) + 1
                i += 1
            if rows:
                grid = word.add_table(rows=len(rows), cols=max(len(r) for r in rows))
                grid.style = "Table Grid"
                for r, cells in enumerate(rows):
                    for c, text in enumerate(cells):
                        grid.cell(r, c).text = text
                ranges.append((grid._tbl, start, table.end))
            continue
        line = lines[i]
        offset += len(line) + 1
        i += 1
        if not line.strip():
            continue
        heading = MD_HEADING.match(line) if markdown else None
        if heading:
            paragraph = word.add_heading(own(start + heading.end(), start + len(line)),
                                         level=min(len(heading.group(1)), 9))
        else:
            paragraph = word.add_paragraph(own(start, start + len(line)))
        ranges.append((paragraph._p, start, start + len(line)))
    return word, ranges
