"""The self-contained HTML review page of ``slacheck check --html`` (SPEC §2).

One file a reviewer can mail, archive or print and sign: a one-page summary (counts,
blockers, sign-off lines), the findings with the most serious first (each with its reason as a
sentence, the checklist's rationale, the clause and the quote), and the contract in its own
characters (``Document.original_text``: full-width forms as written, not the normalised text
the extractor reads) with every evidence span highlighted and linked to its finding; a
Markdown contract has its headings, lists and tables rendered. Nothing is fetched from
anywhere (inline CSS/JS only, and a Content-Security-Policy that forbids any load). The
contract is untrusted: its text is cut at span offsets and every piece goes through jinja2's
autoescape; it is data for the template, never template source.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from importlib import resources

import jinja2

from ..checklist.engine import blocking_findings
from ..checklist.reasons import term_label
from ..ingest.markdown import escaped_hash_end, is_delimiter_row, markup_as_text
from ..ingest.sections import clause_number_at
from ..models import CheckResult, Document, Finding
from .findings import readable
from .quotes import MARKED_FORMATS, display_text, quote_of, span_matches, table_cells, unescape_markdown

STATUS_ORDER = ("fail", "missing", "review", "pass")  # the most serious status colours a mark
READING_ORDER = ("fail", "review", "missing", "pass")  # findings a reviewer acts on come first
SEVERITY_ORDER = ("blocker", "major", "minor")
MD_HEADING = re.compile(r"^(#{1,6})\s+")
MD_BULLET = re.compile(r"^[-*+]\s+")
MD_QUOTE = re.compile(r"^>\s?")
MD_EMPHASIS = re.compile(r"\*\*|__")


@dataclass
class Segment:
    """A piece of the contract text; ``mark_id`` is set when evidence covers it."""

    text: str
    mark_id: str | None = None
    findings: list[str] = field(default_factory=list)  # finding element ids
    status: str | None = None
    page_start: int | None = None  # a page begins here
    notes: list[str] = field(default_factory=list)  # the reading's warnings on it (a reviewer's comment on these words)


@dataclass
class FindingView:
    finding: Finding
    element_id: str
    target: str | None  # mark id of the evidence's first segment
    other_targets: list[str]
    located: bool  # evidence found at its offsets in this text


def build_segments(document: Document, findings: list[Finding],
                   lang: str = "en") -> tuple[list[Segment], list[FindingView]]:
    """Cut ``document.text`` at every evidence boundary and page start, and around each reading warning on a stretch
    of it (``ReadingWarning.span``: a comment's anchor), which its piece carries said in ``lang``.

    Overlapping spans are handled by cutting at every boundary: each piece knows all the
    findings that cover it, and each finding links to the piece where its evidence begins.
    """
    spans: list[tuple[int, int, str, str]] = []  # start, end, finding element id, status
    element_ids = [f"f-{i}-{f.rule}" for i, f in enumerate(findings)]
    for finding, eid in zip(findings, element_ids):
        for span in [finding.evidence, *finding.other_evidence]:
            if span_matches(document, span):
                spans.append((span.start, span.end, eid, finding.status))
    text = document.text
    notes = [(*warning.span, warning.sentence(lang)) for warning in document.reading
             if warning.span is not None and 0 <= warning.span[0] < warning.span[1] <= len(text)]
    page_starts = {p.start: p.number for p in document.pages if 0 < p.start < len(text)}
    cuts = sorted({0, len(text), *page_starts, *(s for s, *_ in spans), *(e for _, e, *_ in spans),
                   *(s for s, _, _ in notes), *(e for _, e, _ in notes)})
    segments: list[Segment] = []
    starts_at: dict[int, str] = {}
    for a, b in zip(cuts, cuts[1:]):
        covering = [(eid, status) for s, e, eid, status in spans if s <= a and b <= e]
        segment = Segment(text=text[a:b], page_start=page_starts.get(a),
                          notes=[note for s, e, note in notes if s <= a and b <= e])
        if covering:
            segment.mark_id = f"m{len(segments)}"
            segment.findings = list(dict.fromkeys(eid for eid, _ in covering))
            segment.status = min((st for _, st in covering), key=STATUS_ORDER.index)
            starts_at.setdefault(a, segment.mark_id)
        segments.append(segment)
    views = []
    for finding, eid in zip(findings, element_ids):
        located = span_matches(document, finding.evidence)
        others = [starts_at[s.start] for s in finding.other_evidence if span_matches(document, s)]
        views.append(FindingView(finding=finding, element_id=eid,
                                 target=starts_at.get(finding.evidence.start) if located else None,
                                 other_targets=others, located=located))
    return segments, views




@dataclass
class Piece:
    """Original characters of one stretch of a line, with the evidence marks that cover it."""

    text: str
    mark_id: str | None = None  # set on the piece where a mark begins (links point here)
    findings: list[str] = field(default_factory=list)
    status: str | None = None
    notes: list[str] = field(default_factory=list)  # ``Segment.notes``


@dataclass
class Block:
    """One line of the contract as the page shows it: a heading, paragraph, list item or table."""

    kind: str  # h1..h6, p, li, quote, table, page
    pieces: list[Piece] = field(default_factory=list)
    rows: list[list[list[Piece]]] = field(default_factory=list)  # table: rows of cells of pieces
    page: int | None = None


class _Marks:
    """The evidence segments in normalised offsets, for cutting lines into marked pieces."""

    def __init__(self, document: Document, segments: list[Segment]):
        self.document = document
        self.source = document.original if document.original is not None else document.text
        self.cuts: list[tuple[int, int, Segment]] = []  # marked segments (evidence, a note): disjoint, in order
        offset = 0
        for segment in segments:
            if segment.mark_id or segment.notes:
                self.cuts.append((offset, offset + len(segment.text), segment))
            offset += len(segment.text)
        self.started: set[str] = set()

    def pieces(self, start: int, end: int, strip_emphasis: bool = False) -> list[Piece]:
        """``text[start:end]`` as pieces of original characters that tile its original range."""
        if end <= start:
            return []
        inside = [(a, b, seg) for a, b, seg in self.cuts if a < end and b > start]
        points = sorted({start, end, *(max(a, start) for a, _, _ in inside), *(min(b, end) for _, b, _ in inside)})
        ranges = []
        for x, y in zip(points, points[1:]):
            ranges.append((x, y, next((seg for a, b, seg in inside if a <= x and y <= b), None)))
        doc = self.document
        out: list[Piece] = []
        orig_at = doc.original_offset(start)
        for index, (x, y, segment) in enumerate(ranges):
            last = index == len(ranges) - 1
            # characters normalisation removed between two pieces (a space) go to the unmarked side
            orig_end = doc.original_offset(y) if segment is None and not last else doc.original_offset(y - 1) + 1
            text = display_text(self.source[orig_at:orig_end])
            orig_at = orig_end
            if strip_emphasis:  # Markdown as its reader sees it: its HTML as text, no ** and no escapes ("\\|" is "|")
                text = unescape_markdown(MD_EMPHASIS.sub("", markup_as_text(text, whole=False)))
            piece = Piece(text=text)
            if segment is not None:
                piece.findings, piece.status, piece.notes = segment.findings, segment.status, segment.notes
                if segment.mark_id and segment.mark_id not in self.started:  # links go to where the evidence first shows
                    piece.mark_id = segment.mark_id
                    self.started.add(segment.mark_id)
            out.append(piece)
        return out


def build_blocks(document: Document, segments: list[Segment]) -> list[Block]:
    """The contract as blocks of original characters: one per line, tables as tables, page
    breaks where pages begin; Markdown headings, bullets and quotes rendered as such."""
    marks = _Marks(document, segments)
    text = document.text
    markdown = document.format == "md"
    headed = document.format in MARKED_FORMATS  # a DOCX's or PDF's heading reads as Markdown's ("## ", ingest/docx.py, headings.py)
    page_starts = {p.start: p.number for p in document.pages if 0 < p.start < len(text)}
    table_at = {t.start: t for t in document.tables}
    blocks: list[Block] = []
    offset = 0
    table_end = -1
    table_block: Block | None = None
    for line in text.split("\n"):
        start, end = offset, offset + len(line)
        offset = end + 1
        if start in page_starts:
            blocks.append(Block(kind="page", page=page_starts[start]))
        if start in table_at and table_at[start].end > start:
            table_end = table_at[start].end
            table_block = Block(kind="table")
            blocks.append(table_block)
        if table_block is not None and start < table_end:
            if not (markdown and is_delimiter_row(line)):
                cells = table_cells(line, start, markdown)
                if headed and not markdown and cells:  # a "#" opening a DOCX's or PDF's row, escaped by its reader
                    a, b = cells[0]
                    cells[0] = (a + escaped_hash_end(text[a:b]), b)
                table_block.rows.append([marks.pieces(a, b, markdown) for a, b in cells])
            continue
        table_block = None
        if not line.strip():
            continue
        kind, skip = "p", 0
        if headed:
            for pattern, name in ((MD_HEADING, None), *(((MD_BULLET, "li"), (MD_QUOTE, "quote")) if markdown else ())):
                found = pattern.match(line)
                if found:
                    kind = f"h{len(found.group(1))}" if name is None else name
                    skip = found.end()
                    break
            if not markdown:  # a "#" of the DOCX's or PDF's own opening the line, escaped by its reader
                skip += escaped_hash_end(line[skip:])
        pieces = marks.pieces(start + skip, end, markdown)
        if markdown and not any(piece.text.strip() or piece.mark_id for piece in pieces):
            continue  # a line of HTML tags alone ("<table>", "</tr>"): nothing a reader of the rendered file sees
        blocks.append(Block(kind=kind, pieces=pieces))
    return blocks


def clause_of(document: Document, offset: int) -> str | None:
    """The clause number the text at ``offset`` stands under (``ingest.sections``)."""
    return clause_number_at(document.text, offset)


def reading_order(views: list[FindingView]) -> list[FindingView]:
    """Fails and reviews first, then missing, then passes; blockers first within each."""
    return sorted(views, key=lambda v: (READING_ORDER.index(v.finding.status),
                                        SEVERITY_ORDER.index(v.finding.severity)))


def environment() -> jinja2.Environment:
    templates = resources.files("slacheck.report") / "templates"
    return jinja2.Environment(
        loader=jinja2.FunctionLoader(lambda name: (templates / name).read_text(encoding="utf-8")),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
    )


def render_review_html(document: Document, result: CheckResult, lang: str | None = None) -> str:
    """The review page for ``result`` over ``document`` (lang defaults to the contract's)."""
    lang = lang or document.language
    segments, views = build_segments(document, result.findings, lang)
    counts = {"pass": result.summary.pass_, "fail": result.summary.fail,
              "missing": result.summary.missing, "review": result.summary.review}
    blockers = blocking_findings(result)

    def clause(finding: Finding) -> str | None:
        stated = getattr(finding, "clause", None)
        if stated:
            return stated
        return clause_of(document, finding.evidence.start) if span_matches(document, finding.evidence) else None

    return environment().get_template("review.html.j2").render(
        lang=lang,
        document=document,
        result=result,
        blocks=build_blocks(document, segments),
        views=reading_order(views),
        counts=counts,
        blockers=blockers,
        statuses=READING_ORDER,
        reading=[warning.said(lang) for warning in document.reading],
        quote=lambda span: quote_of(document, span),
        clause=clause,
        label=lambda key: term_label(key, lang) if key else "",
        value=lambda finding: readable(finding, lang),  # (as the table says it: "30 business days", "15天")
    )
