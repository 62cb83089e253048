"""Rendering of ``check``, ``diff`` and ``score`` results as JSON, Markdown, CSV and tables.

Each result becomes rows once; the shared helpers in ``render.py`` turn rows into every
format. The JSON of ``check`` is SPEC §2's shape (plus each finding's ``explanation``,
``weight`` and ``other_evidence``, which reviewers need to trust a verdict).
"""

from __future__ import annotations

from typing import Any

from ..checklist.conditions import show
from ..checklist.diff import DiffResult, describe_change
from ..checklist.score import ScoreResult
from ..models import CheckResult, Finding
from .render import dump_json, to_csv, to_markdown, to_rich_table

CHECK_COLUMNS = ("rule", "severity", "status", "term", "value", "page", "message")
TABLE_COLUMNS = ("rule", "severity", "status", "value", "page", "title")
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
        "evidence": {"text": ev.text, "page": ev.page, "start": ev.start, "end": ev.end} if ev else None,
        "message": finding.message,
        "suggestion": finding.suggestion,
        "explanation": finding.explanation,
        "weight": finding.weight,
        "other_evidence": [o.model_dump() for o in finding.other_evidence],
    }


def check_json(result: CheckResult) -> str:
    return dump_json({
        "document": result.document,
        "checklist": result.checklist,
        "findings": [finding_json(f) for f in result.findings],
        "summary": result.summary,
    })


def shown(value: Any) -> str:
    return "" if value is None else show(value)


def check_rows(result: CheckResult) -> list[list[Any]]:
    return [[f.rule, f.severity, f.status, f.term, shown(f.value), f.evidence.page if f.evidence else "", f.message]
            for f in result.findings]


def check_csv_rows(result: CheckResult) -> list[list[Any]]:
    rows = []
    for f in result.findings:
        ev = f.evidence
        rows.append([f.rule, f.title, f.severity, f.weight, f.status, f.term, shown(f.value),
                     ev.page if ev else None, ev.start if ev else None, ev.end if ev else None,
                     ev.text if ev else None, f.message, f.explanation, f.suggestion])
    return rows


def summary_line(result: CheckResult) -> str:
    s = result.summary
    return f"{result.document.name} — {result.checklist}: pass {s.pass_}, fail {s.fail}, missing {s.missing}, review {s.review}"


def render_check(result: CheckResult, fmt: str):
    """Text for json/md/csv, or a rich Table for ``table``."""
    if fmt == "json":
        return check_json(result)
    if fmt == "csv":
        return to_csv(CHECK_CSV_COLUMNS, check_csv_rows(result))
    if fmt == "md":
        body = to_markdown(CHECK_COLUMNS, check_rows(result), title=summary_line(result))
        suggestions = [f"- **{f.rule}** ({f.status}): {f.suggestion}" for f in result.findings if f.suggestion]
        return body + ("\n### Suggested clauses\n\n" + "\n".join(suggestions) + "\n" if suggestions else "")
    rows = [[f.rule, f.severity, f.status, shown(f.value), f.evidence.page if f.evidence else "", f.title]
            for f in result.findings]
    return to_rich_table(TABLE_COLUMNS, rows, title=summary_line(result))


# --------------------------------------------------------------------------- diff

DIFF_COLUMNS = ("key", "change", "old", "new", "old page", "new page", "status moves")


def diff_rows(result: DiffResult) -> list[list[Any]]:
    rows = []
    for c in result.changes:
        moves = "; ".join(f"{m.rule} {m.old_status} → {m.new_status}" for m in c.rules)
        rows.append([c.key, c.change, shown(c.old_value), shown(c.new_value),
                     c.old_evidence.page if c.old_evidence else "", c.new_evidence.page if c.new_evidence else "", moves])
    return rows


def render_diff(result: DiffResult, fmt: str):
    title = f"{result.old.name} → {result.new.name} ({result.checklist})"
    if fmt == "json":
        return dump_json(result)
    if fmt == "csv":
        return to_csv(DIFF_COLUMNS, diff_rows(result))
    if fmt == "md":
        moves = [f"- {m.rule}: {m.old_status} → {m.new_status}" for m in result.status_moves]
        return to_markdown(DIFF_COLUMNS, diff_rows(result), title=title) + (
            "\n### Checklist moves\n\n" + "\n".join(moves) + "\n" if moves else "")
    return to_rich_table(DIFF_COLUMNS, diff_rows(result), title=title)


def diff_lines(result: DiffResult) -> list[str]:
    """One line per change, for plain output."""
    return [describe_change(c) for c in result.changes]


# --------------------------------------------------------------------------- score

COST_COLUMNS = ("gpu_hours", "run_days", "total_days", "months_billed", "cost", "currency", "deadline_met", "basis")


def score_columns(result: ScoreResult) -> list[str]:
    columns = ["rank", "vendor", "score", "blockers"] + [r.rule for r in result.rules]
    if result.workload is not None:
        columns += list(COST_COLUMNS)
    return columns


def score_rows(result: ScoreResult) -> list[list[Any]]:
    rows = []
    for v in sorted(result.vendors, key=lambda v: v.rank):
        row: list[Any] = [v.rank, v.document.name, f"{v.score:.2f}", " ".join(v.blockers)]
        row += [v.statuses.get(r.rule, "") for r in result.rules]
        if v.cost is not None:
            c = v.cost
            row += [c.gpu_hours, c.run_days, c.total_days, c.months_billed, c.cost, c.currency,
                    c.deadline_met, c.basis + ("; " + "; ".join(c.notes) if c.notes else "")]
        rows.append(row)
    return rows


def render_score(result: ScoreResult, fmt: str):
    title = f"Vendor scores ({result.checklist})"
    if fmt == "json":
        return dump_json(result)
    if fmt == "csv":
        return to_csv(score_columns(result), score_rows(result))
    if fmt == "md":
        return to_markdown(score_columns(result), score_rows(result), title=title)
    return to_rich_table(score_columns(result), score_rows(result), title=title)
