"""Rendering of ``check``, ``diff`` and ``score`` results as JSON, Markdown, CSV and tables.

Each result becomes rows once; the shared helpers in ``render.py`` turn rows into every
format. The JSON of ``check`` is SPEC §2's shape (plus each finding's ``explanation``,
``weight`` and ``other_evidence``, which reviewers need to trust a verdict).
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from ..checklist.conditions import show
from ..checklist.reasons import term_label
from ..models import CheckResult, Document, Finding, default_language
from .quotes import as_read, format_of_name, quote_of
from .render import cell, dump_json, to_csv, to_markdown, to_rich_table
from .safe import MarkdownCell, markdown_text

if TYPE_CHECKING:  # the diff and score modules load when a diff or score is rendered, not for ``check``
    from ..checklist.clausediff import ClauseChange
    from ..checklist.diff import DiffResult
    from ..checklist.score import ScoreResult

# Markdown is read by people: each finding's reason as a sentence in the report's language (the
# table's "why"), not the JSON ``message``, whose values-compared trace is English in any language
CHECK_COLUMNS = ("rule", "severity", "status", "term", "value", "page", "evidence", "reason")
TABLE_COLUMNS = ("rule", "severity", "status", "value", "page")
QUOTE_CHARS = 240  # a longer quote is cut in the terminal view (JSON/CSV keep it whole)
# Labels of the terminal view's per-finding lines.
LABELS = {
    "en": {"quote": "quote", "none": "none: the contract does not state the ", "also": "also", "why": "why",
           "suggest": "suggested clause", "page": "page", "governs": "document"},
    "zh": {"quote": "原文", "none": "无：合同未约定", "also": "另见", "why": "理由", "suggest": "建议条款", "page": "第",
           "governs": "依据文件"},
}
CHECK_CSV_COLUMNS = ("rule", "title", "severity", "weight", "status", "term", "value", "page", "start", "end",
                     "evidence", "message", "explanation", "suggestion")


def finding_json(finding: Finding) -> dict[str, Any]:
    """One finding in SPEC §2 key order, then the extras."""
    ev = finding.evidence
    return {
        "rule": finding.rule,
        "title": finding.title,
        "severity": finding.severity,
        "status": finding.status,
        "term": finding.term,
        "value": finding.value,
        "evidence": evidence_json(ev),
        "message": finding.message,
        "suggestion": finding.suggestion,
        "explanation": finding.explanation,
        "reason": finding.reason,
        "rationale": finding.rationale,
        "weight": finding.weight,
        "other_evidence": [o.model_dump() for o in finding.other_evidence],
        # a term in conflict: whether the contract offers its values as a choice or contradicts itself
        **({"conflict_kind": finding.conflict_kind} if finding.conflict_kind else {}),
    }


def evidence_json(ev) -> dict[str, Any] | None:
    """SPEC §2 evidence; in a contract of several files, also the ``document`` it stands in."""
    if ev is None:
        return None
    return {"text": ev.text, "page": ev.page, "start": ev.start, "end": ev.end,
            **({"document": ev.document} if ev.document else {})}


def check_json(result: CheckResult) -> str:
    return dump_json({
        "document": result.document,
        "checklist": result.checklist,
        "findings": [finding_json(f) for f in result.findings],
        "summary": result.summary,
        **({"bundle": result.bundle} if result.bundle is not None else {}),
    })


def shown(value: Any) -> str:
    return "" if value is None else show(value)


def one_line(text: str, limit: int = QUOTE_CHARS) -> str:
    """Evidence on one line (tables and lists spread over lines in the source)."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def readable(finding: Finding, lang: str, short: bool = False) -> str:
    """A finding's value as people read it: a list such as the credit tiers said in words
    ("三档：低于99.9%赔10%，…"), not "3 entries"; ``short`` (the overview table, whose findings
    below say the rest): only its head ("三档", "three tiers"). A number with its term's unit
    ("15天", "100×", "40 kW": a bare "100" beside "outage-compensation" says nothing), a named value
    in words (液冷, not liquid), as the finding's reason says them; a time counted in working days or hours in them
    ("5 business days", ``Finding.counted``)."""
    if finding.term and finding.value is not None:
        from ..checklist.reasons import stated_text, value_text

        if finding.counted is not None:
            return stated_text(finding.term, finding.value, lang, finding.counted)

        text = value_text(finding.term, finding.value, lang)
        return re.split(r"[:：]", text, maxsplit=1)[0] if short and isinstance(finding.value, (list, dict)) else text
    return shown(finding.value)


def check_rows(result: CheckResult, lang: str = "en") -> list[list[Any]]:
    """The Markdown view's rows: each quote as a reader of the contract sees it (``quotes.as_read``)."""
    return [[f.rule, f.severity, f.status, f.term, readable(f, lang), page_cell(f.evidence),
             one_line(as_read(f.evidence.text, format_of_name(f.evidence.document or result.document.name)))
             if f.evidence else "", f.reason or f.message]
            for f in result.findings]


def where(span, labels: dict[str, str], document: Document | None = None) -> str:
    """"第1页: “…”": the quote in the contract's own characters when the document is at hand."""
    page = f"第{span.page}页" if labels["page"] == "第" else f"page {span.page}"
    if span.document:  # a contract of several files: which one (the span is in that file's text)
        page = f"{span.document} {page}" if labels["page"] == "第" else f"{span.document}, {page}"
        document = None
    text = quote_of(document, span) if document is not None else span.text
    return f"{page}: “{one_line(text)}”"


def page_cell(span) -> Any:
    """The page column: the page, and the file in a contract of several files."""
    if span is None:
        return ""
    return f"{span.document} p.{span.page}" if span.document else span.page


def finding_lines(result: CheckResult, lang: str,
                  document: Document | None = None) -> list[tuple[str, list[tuple[str, str]]]]:
    """Every finding as a heading and labelled lines a reviewer can act on: the quote (in the
    contract's own characters with ``document``) and its page, why it was judged so (the reason
    as a sentence; the technical trace stays in JSON's ``message``/``explanation``), and the
    suggested clause when it is not a pass."""
    labels = LABELS.get(lang, LABELS["en"])
    governs = {g.key: g.explanation for g in result.bundle.governance} if result.bundle is not None else {}
    blocks = []
    for f in result.findings:
        lines = [(labels["quote"], where(f.evidence, labels, document) if f.evidence is not None
                  else f"{labels['none']}{term_label(f.term, lang) if f.term else ''}")]
        lines += [(labels["also"], where(o, labels, document)) for o in f.other_evidence]
        if f.term in governs and f.evidence is not None and f.rule != "bundle-conflict":
            lines.append((labels["governs"], governs[f.term]))
        lines.append((labels["why"], f.reason or f.message))
        if f.suggestion and f.status != "pass":
            lines.append((labels["suggest"], f.suggestion))
        blocks.append((f"{f.status.upper():7} {f.rule} ({f.severity}) — {f.title}", lines))
    return blocks


def finding_renderables(result: CheckResult, lang: str, document: Document | None = None) -> list:
    """``finding_lines`` as rich renderables with a hanging indent (plain text, no markup)."""
    from rich.table import Table
    from rich.text import Text

    out = []
    for heading, lines in finding_lines(result, lang, document):
        grid = Table.grid(padding=(0, 1))
        grid.add_column(width=6)
        grid.add_column(no_wrap=True)
        grid.add_column(overflow="fold")
        for label, text in lines:
            grid.add_row("", Text(label + ":"), Text(text))
        out += [Text(""), Text(heading), grid]
    return out


def check_csv_rows(result: CheckResult) -> list[list[Any]]:
    rows = []
    for f in result.findings:
        ev = f.evidence
        rows.append([f.rule, f.title, f.severity, f.weight, f.status, f.term, shown(f.value),
                     ev.page if ev else None, ev.start if ev else None, ev.end if ev else None,
                     ev.text if ev else None, f.message, f.explanation, f.suggestion]
                    + ([ev.document if ev else None] if result.bundle is not None else []))
    return rows


def summary_line(result: CheckResult) -> str:
    s = result.summary
    return f"{result.document.name} — {result.checklist}: pass {s.pass_}, fail {s.fail}, missing {s.missing}, review {s.review}"


def render_check(result: CheckResult, fmt: str, lang: str | None = None, document: Document | None = None):
    """Text for json/md/csv; for ``table`` an overview table, then each finding's quote (in
    the contract's own characters when ``document`` is given), page and reason (rich
    renderables, plain when piped)."""
    if fmt == "json":
        return check_json(result)
    if fmt == "csv":
        columns = CHECK_CSV_COLUMNS + (("document",) if result.bundle is not None else ())  # several files: which
        return to_csv(columns, check_csv_rows(result))
    if fmt == "md":
        body = to_markdown(CHECK_COLUMNS, check_rows(result, lang or result.document.language),
                           title=summary_line(result))
        suggestions = [f"- **{f.rule}** ({f.status}): {f.suggestion}" for f in result.findings if f.suggestion]
        return body + ("\n### Suggested clauses\n\n" + "\n".join(suggestions) + "\n" if suggestions else "")
    from rich.console import Group

    rows = [[f.rule, f.severity, f.status, one_line(readable(f, lang or result.document.language, short=True), 40),
             page_cell(f.evidence)]
            for f in result.findings]
    return Group(to_rich_table(TABLE_COLUMNS, rows, title=summary_line(result)),
                 *finding_renderables(result, lang or result.document.language, document))


# --------------------------------------------------------------------------- diff

DIFF_COLUMNS = ("key", "change", "old", "new", "old page", "new page", "status moves", "rows")
CLAUSE_COLUMNS = ("clause", "change", "wording")
DIFF_CONTEXT_CHARS = 40  # kept text shown around each change in a clause's word diff


def diff_rows(result: DiffResult, lang: str = "en") -> list[list[Any]]:
    """One row per term change, values and tier rows in ``lang`` (keys, kinds and statuses as written)."""
    from ..checklist.diff import describe_row
    from ..checklist.diff import shown as diff_value

    rows = []
    for c in result.changes:
        moves = "; ".join(f"{m.rule} {m.old_status} → {m.new_status}" for m in c.rules)
        rows.append([c.key, c.change, diff_value(c.key, c.old_value, lang), diff_value(c.key, c.new_value, lang),
                     c.old_evidence.page if c.old_evidence else "", c.new_evidence.page if c.new_evidence else "", moves,
                     "; ".join(describe_row(r, lang) for r in c.rows)])
    return rows


def diff_csv_rows(result: DiffResult, lang: str = "en") -> list[list[Any]]:
    """Every fact the table and Markdown show, one row each, for a spreadsheet: the term changes
    (``diff_rows``), then each commitment weakened or strengthened, each checklist move no term row
    carries (a verdict moved by a clause's wording), and each clause whose wording changed (its old and
    new text, the word diff in ``detail``). The CSV had the term rows only: "guarantees" →
    "reasonable efforts" never reached a reviewer's spreadsheet."""
    from ..checklist.clausediff import clause_name

    def page(span) -> Any:
        return span.page if span is not None else ""

    rows = [[*row, ""] for row in diff_rows(result, lang)]
    for c in result.commitments:
        rows.append([clause_name(c.clause, lang), f"commitment {c.direction}", "; ".join(c.old_wording),
                     "; ".join(c.new_wording), page(c.old), page(c.new), "", "", c.message])
    carried = {(m.rule, m.old_status, m.new_status) for c in result.changes for m in c.rules}
    for m in result.status_moves:
        if (m.rule, m.old_status, m.new_status) not in carried:
            rows.append([m.rule, "verdict moved", m.old_status, m.new_status, "", "",
                         f"{m.rule} {m.old_status} → {m.new_status}", "", m.title])
    for c, (label, _, wording) in zip(result.clauses, clause_rows(result, lang=lang)):
        rows.append([label, f"wording {c.change}", c.old.text if c.old else "", c.new.text if c.new else "",
                     page(c.old), page(c.new), "", "", wording])
    return rows


def word_diff_text(change: ClauseChange, markdown: bool = False, context: int = DIFF_CONTEXT_CHARS) -> str:
    """A clause's word diff on one line: [-deleted-]{+inserted+} (~~deleted~~ **inserted** in
    Markdown), long unchanged stretches cut to ``context`` characters around each change."""
    out = []
    for index, op in enumerate(change.ops):
        text = re.sub(r"\s+", " ", op.text)
        if op.op == "equal":
            first, last = index == 0, index == len(change.ops) - 1
            if len(text) > 2 * context:
                head = "" if first else text[:context]
                tail = "" if last else text[-context:]
                text = f"{head}…{tail}"
            out.append(markdown_text(text) if markdown else text)
            continue
        if markdown:
            text = markdown_text(text)
        if op.op == "delete":
            out.append(f"~~{text}~~" if markdown else f"[-{text}-]")
        else:
            out.append(f"**{text}**" if markdown else f"{{+{text}+}}")
    return MarkdownCell("".join(out)) if markdown else "".join(out)


def clause_rows(result: DiffResult, markdown: bool = False, lang: str = "en") -> list[list[Any]]:
    """One row per clause whose wording changed: its name in ``lang`` ("Clause 5.2", "第5.2条",
    with the number it had when renumbered) and its word diff."""
    from ..checklist.clausediff import clause_name
    from ..checklist.diff import report_words

    rows = []
    for c in result.clauses:
        number = c.number if c.number or c.change != "removed" else c.old_number or ""
        label = clause_name(number, lang)
        if c.old_number and c.change == "changed":
            label = report_words(lang)["renumbered"].format(clause=label, old=c.old_number,
                                                            old_clause=clause_name(c.old_number, lang))
        rows.append([label, c.change, word_diff_text(c, markdown)])
    return rows


def diff_sections(result: DiffResult, lang: str = "en") -> list[tuple[str, list[str]]]:
    """The parts of a diff a reviewer reads after the term table, as (heading, lines), in ``lang``."""
    from ..checklist.diff import report_words

    words = report_words(lang)
    parts = []
    if result.commitments:
        parts.append((words["commitments"], [words[c.direction].format(message=c.message) for c in result.commitments]))
    if result.status_moves:
        parts.append((words["moves"], [words["move"].format(rule=m.rule, title=m.title, old=m.old_status,
                                                            new=m.new_status) for m in result.status_moves]))
    return parts


def render_diff(result: DiffResult, fmt: str, lang: str | None = None):
    """The diff in ``lang`` (default: the drafts' language, the new one's when they differ):
    JSON as the model is (its titles and sentences were written in the diff's language); the
    table, Markdown and CSV with values, tier rows, clause names and headings in ``lang``."""
    from ..checklist.diff import report_words

    lang = lang or default_language([result.old.language, result.new.language])
    words = report_words(lang)
    title = f"{result.old.name} → {result.new.name} ({result.checklist})"
    if fmt == "json":
        return dump_json(result)
    if fmt == "csv":
        return to_csv((*DIFF_COLUMNS, "detail"), diff_csv_rows(result, lang))
    if fmt == "md":
        if result.unchanged:
            return f"### {title}\n\n{words['no_changes']}\n"
        body = (to_markdown(DIFF_COLUMNS, diff_rows(result, lang), title=title) if result.changes
                else f"### {title}\n\n{words['no_term_changes']}\n")
        for heading, lines in diff_sections(result, lang):
            body += f"\n### {heading}\n\n" + "\n".join(f"- {line}" for line in lines) + "\n"
        if result.clauses:
            body += "\n" + to_markdown(CLAUSE_COLUMNS, clause_rows(result, markdown=True, lang=lang),
                                       title=words["clauses"])
        return body
    from rich.console import Group
    from rich.text import Text

    if result.unchanged:
        return Group(Text(title), Text(words["no_changes"]))
    parts: list = [to_rich_table(DIFF_COLUMNS, diff_rows(result, lang), title=title) if result.changes
                   else Text(f"{title}\n{words['no_term_changes']}")]
    for heading, lines in diff_sections(result, lang):
        parts += [Text(""), Text(heading)] + [Text(f"  {line}") for line in lines]
    if result.clauses:
        parts += [Text(""), to_rich_table(CLAUSE_COLUMNS, clause_rows(result, lang=lang), title=words["clauses"])]
    return Group(*parts)


def diff_lines(result: DiffResult, lang: str = "en") -> list[str]:
    """One line per change, for plain output."""
    from ..checklist.diff import describe_change

    return [describe_change(c, lang) for c in result.changes]


# --------------------------------------------------------------------------- score

COST_COLUMNS = ("gpu_hours", "run_days", "total_days", "months_billed", "cost", "currency", "deadline_met", "basis")


def score_columns(result: ScoreResult) -> list[str]:
    columns = ["rank", "vendor", "score", "blockers"] + [r.rule for r in result.rules]
    if result.workload is not None:
        columns += list(COST_COLUMNS) + list(extra_cost_columns(result))
    return columns


def extra_cost_columns(result: ScoreResult) -> tuple[str, ...]:
    """Gates, the contract commitment, and (with --fx) both sums in the one currency."""
    columns = ("gates", "eligible", "commitment", "commitment_basis")
    if result.currency:
        columns += (f"cost_{result.currency}", f"commitment_{result.currency}", "fx_rate")
    return columns


def gates_text(vendor) -> str:
    """``deadline fail (110.0 days against 60); region pass (临港 (wanted 临港))``."""
    return "; ".join(f"{g.gate} {g.status} ({g.detail})" for g in vendor.gates)


def eligibility_text(vendor) -> str:
    return {True: "yes", None: "unverified", False: "no"}[vendor.eligible]


def score_extra(vendor, result: ScoreResult) -> list[Any]:
    c = vendor.cost
    row: list[Any] = [gates_text(vendor), eligibility_text(vendor),
                      c.commitment if c else None, c.commitment_basis if c else ""]
    if result.currency:
        row += [c.converted_cost if c else None, c.converted_commitment if c else None,
                f"1 {c.currency} = {cell(c.fx_rate)} {result.currency}" if c and c.fx_rate is not None else ""]
    return row


def score_rows(result: ScoreResult) -> list[list[Any]]:
    rows = []
    for v in sorted(result.vendors, key=lambda v: v.rank):
        row: list[Any] = [v.rank, v.document.name, f"{v.score:.2f}", " ".join(v.blockers)]
        row += [v.statuses.get(r.rule, "") for r in result.rules]
        if v.cost is not None:
            row += score_rows_cost(v.cost) + score_extra(v, result)
        rows.append(row)
    return rows


def render_score(result: ScoreResult, fmt: str):
    title = f"Vendor scores ({result.checklist})"
    if fmt == "json":
        return dump_json(result)
    if fmt == "csv":
        return to_csv(score_columns(result), score_rows(result))
    if fmt == "md":
        return to_markdown(score_columns(result), score_rows(result), title=title) + "".join(
            f"\n{line}\n" for line in score_notes(result))
    from rich.console import Group
    from rich.text import Text

    columns, rows, legend, notes = score_side_by_side(result)
    return Group(*[Text(line) for line in legend], to_rich_table(columns, rows, title=title),
                 *[Text(line) for line in notes])


def score_side_by_side(result: ScoreResult) -> tuple[list[str], list[list[Any]], list[str], list[str]]:
    """The terminal view: one short-labelled column per vendor (best rank first), one row per
    rule and cost figure, so six vendors fit an 80-column terminal; vendor names and each
    cost's basis are listed above and below the table instead of inside it."""
    vendors = sorted(result.vendors, key=lambda v: v.rank)
    labels = [vendor_label(i) for i in range(len(vendors))]
    legend = [f"{label}  rank {v.rank}  score {v.score:.2f}  {v.document.name}" for label, v in zip(labels, vendors)]
    columns = ["", "weight"] + labels
    rows: list[list[Any]] = [["rank", ""] + [v.rank for v in vendors],
                             ["score (0-100)", ""] + [f"{v.score:.2f}" for v in vendors],
                             ["blockers", ""] + [" ".join(v.blockers) or "none" for v in vendors]]
    rows += [[r.rule, f"{cell(r.weight)} {r.severity}"] + [v.statuses.get(r.rule, "") for v in vendors]
             for r in result.rules]
    notes: list[str] = []
    if result.workload is not None:
        costs = [v.cost for v in vendors]
        rows.insert(3, ["gates", ""] + [eligibility_text(v) for v in vendors])
        for i, name in enumerate(COST_COLUMNS[:-1]):  # basis is a sentence: listed under the table
            rows.append([name, ""] + ["" if c is None else with_separators(score_rows_cost(c)[i]) for c in costs])
        rows.append(["commitment", ""] + ["" if c is None else with_separators(c.commitment) for c in costs])
        if result.currency:
            rows.append([f"cost ({result.currency})", ""]
                        + ["" if c is None else with_separators(c.converted_cost) for c in costs])
            rows.append([f"commitment ({result.currency})", ""]
                        + ["" if c is None else with_separators(c.converted_commitment) for c in costs])
        notes = [f"{label}: {score_rows_cost(c)[-1]}" for label, c in zip(labels, costs) if c is not None]
        notes += [f"{label} gates: {gates_text(v)}" for label, v in zip(labels, vendors) if v.gates]
        notes += [f"{label} commitment: {v.cost.commitment_basis}" for label, v in zip(labels, vendors) if v.cost]
        notes += score_notes(result)
    return columns, rows, legend, notes


def with_separators(value: Any) -> Any:
    """Money and GPU-hours as a person reads them (``7,372,800.00``); other values unchanged."""
    return f"{value:,.2f}" if isinstance(value, Decimal) else value


def score_notes(result: ScoreResult) -> list[str]:
    """How the ranking and the sums were made: gates first, and the rates used."""
    lines = []
    if any(v.gates for v in result.vendors):
        lines.append("Ranked by the workload's gates first (deadline, region, GPU model), then by score: "
                     "a vendor that misses a gate ranks after every vendor that meets them.")
    if result.currency:
        rates = ", ".join(f"1 {code} = {cell(rate)} {result.currency}" for code, rate in result.fx.items())
        lines.append(f"Costs in {result.currency}" + (f" at {rates}" if rates else "") + ".")
    return lines


def vendor_label(index: int) -> str:
    """A, B, … Z, then V27, V28 …: short column headings for the side-by-side view."""
    return chr(ord("A") + index) if index < 26 else f"V{index + 1}"


def score_rows_cost(c) -> list[Any]:
    return [c.gpu_hours, c.run_days, c.total_days, c.months_billed, c.cost, c.currency, c.deadline_met,
            c.basis + ("; " + "; ".join(c.notes) if c.notes else "")]
