"""The self-contained HTML review page of ``slacheck check --html`` (SPEC §2).

One file a reviewer can mail or archive: the contract text with every evidence span
highlighted and linked to its finding, and the findings filterable by status. Nothing is
fetched from anywhere (inline CSS/JS only, and a Content-Security-Policy that forbids any
load). The contract is untrusted: its text is cut at span offsets and every piece goes
through jinja2's autoescape; it is data for the template, never template source.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import resources

import jinja2

from ..models import CheckResult, Document, Finding, Span

STATUS_ORDER = ("fail", "missing", "review", "pass")  # the most serious status colours a mark


@dataclass
class Segment:
    """A piece of the contract text; ``mark_id`` is set when evidence covers it."""

    text: str
    mark_id: str | None = None
    findings: list[str] = field(default_factory=list)  # finding element ids
    status: str | None = None
    page_start: int | None = None  # a page begins here


@dataclass
class FindingView:
    finding: Finding
    element_id: str
    target: str | None  # mark id of the evidence's first segment
    other_targets: list[str]
    located: bool  # evidence found at its offsets in this text


def span_matches(document: Document, span: Span | None) -> bool:
    return (span is not None and 0 <= span.start <= span.end <= len(document.text)
            and document.text[span.start:span.end] == span.text and span.end > span.start)


def build_segments(document: Document, findings: list[Finding]) -> tuple[list[Segment], list[FindingView]]:
    """Cut ``document.text`` at every evidence boundary and page start.

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
    page_starts = {p.start: p.number for p in document.pages if 0 < p.start < len(text)}
    cuts = sorted({0, len(text), *page_starts, *(s for s, *_ in spans), *(e for _, e, *_ in spans)})
    segments: list[Segment] = []
    starts_at: dict[int, str] = {}
    for a, b in zip(cuts, cuts[1:]):
        covering = [(eid, status) for s, e, eid, status in spans if s <= a and b <= e]
        segment = Segment(text=text[a:b], page_start=page_starts.get(a))
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


def environment() -> jinja2.Environment:
    templates = resources.files("slacheck.report") / "templates"
    return jinja2.Environment(
        loader=jinja2.FunctionLoader(lambda name: (templates / name).read_text(encoding="utf-8")),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
    )


def render_review_html(document: Document, result: CheckResult, lang: str | None = None) -> str:
    """The review page for ``result`` over ``document`` (lang defaults to the contract's)."""
    segments, views = build_segments(document, result.findings)
    counts = {"pass": result.summary.pass_, "fail": result.summary.fail,
              "missing": result.summary.missing, "review": result.summary.review}
    return environment().get_template("review.html.j2").render(
        lang=lang or document.language,
        document=document,
        result=result,
        segments=segments,
        views=views,
        counts=counts,
        statuses=("fail", "missing", "review", "pass"),
    )
