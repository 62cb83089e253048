"""Render ``extract`` output: SPEC §2 JSON, the editable TERMS.yaml, or a table.

The table puts the source text next to each value, so a reviewer reads the contract's own
words beside what slacheck understood from them.
"""

from __future__ import annotations

from typing import Any

from ..models import Extraction
from ..terms_file import dump_terms_yaml
from ..words import counted
from .render import cell, dump_json, to_csv, to_markdown, to_rich_table

COLUMNS = ("key", "value", "unit", "page", "confidence", "evidence", "source text")
TABLE_COLUMNS = ("key", "value", "unit", "page", "conf.", "evidence", "source text")  # short headings: 80 columns


def extraction_json(extraction: Extraction, clauses: bool = False) -> str:
    """SPEC §2: {"document": {...}, "terms": [{key, value, unit, text, page, start, end, confidence, alternatives}]},
    exactly; with ``clauses`` (``extract --clauses``) and where the contract states any, also the clauses no term
    carries that a claim says (``clauses``: ``KeptClauses``, each reader's spans and the sentences a claim reads, those
    empty left out), which ``claim --terms`` reads back."""
    terms = []
    for t in extraction.terms:
        item = t.model_dump(mode="json")
        terms.append(item)
    bundle = {"bundle": extraction.bundle} if extraction.bundle is not None else {}  # several files read as one
    kept = extraction.clauses.model_dump(mode="json", exclude_defaults=True) \
        if clauses and extraction.clauses is not None else {}
    return dump_json({"document": extraction.document, "terms": terms, **bundle, **({"clauses": kept} if kept else {})})


def extraction_rows(extraction: Extraction, readable: bool = False) -> list[list[Any]]:
    """One row per term; ``readable`` (the table and Markdown people read): a list such as the
    credit tiers as people write it in the contract's language ("三档：低于99.9%赔10%，…",
    "two tiers: 10% below 99.95%, …"), not its JSON, which CSV keeps for tools."""
    from ..checklist.engine import how_counted
    from ..checklist.reasons import conflict_note, hedge_note, stated_text, value_text
    from .quotes import as_read, format_of_name

    # the conflict's kind and a best-effort wording in the words check uses: the contract's language where values
    # are, English for tools
    lang = extraction.document.language if readable else "en"
    by_key = {t.key: t for t in extraction.terms}
    rows = []
    for t in extraction.terms:
        # ... by scope, each value with the scope it is stated for ("99.95% for “标准存储”, 99.9% for “低频存储”")
        scopes = [(value_text(t.key, o.value, lang), o.scope) for o in [t, *t.conflicting] if o.scope]
        note = (conflict_note(t.conflict_kind, lang, scopes) if t.conflict else "") \
            + (hedge_note(t.hedge, lang) if t.hedge else "")
        # the views people read quote the contract as its reader sees it; CSV keeps the source text for tools
        shown = as_read(t.text, format_of_name(t.document or extraction.document.name)) if readable else t.text
        source = " ".join(shown.split())
        if len(source) > 80:
            source = source[:77] + "..."
        page = f"{t.document} p.{t.page}" if t.document else t.page
        # a credit per hour the contract states over another period or with an onset share said as check says it (5%
        # per 30 minutes is not 5% per hour: reasons.yaml ``period_units``); CSV keeps the bare figure for tools
        counted = how_counted(t, by_key) if readable else None
        if counted is not None and counted[0] == "period":
            value = stated_text(t.key, t.value, extraction.document.language, counted)
        elif readable and isinstance(t.value, (list, dict)):
            value = value_text(t.key, t.value, extraction.document.language)
        else:
            value = cell(t.value)
        rows.append([t.key, value + note, t.unit or "", page, f"{t.confidence:.2f}", t.evidence_kind, source])
    return rows


def render_extraction(extraction: Extraction, fmt: str, clauses: bool = False):
    """Text for json/yaml/md/csv, or a rich Table for ``table`` (``clauses``: the JSON's, ``extraction_json``)."""
    if fmt == "json":
        return extraction_json(extraction, clauses)
    if fmt == "yaml":
        return dump_terms_yaml(extraction)
    if fmt == "csv":
        return to_csv(COLUMNS, extraction_rows(extraction))
    title = f"{extraction.document.name}: {counted(len(extraction.terms), 'term')}"
    if fmt == "md":
        return to_markdown(COLUMNS, extraction_rows(extraction, readable=True), title=title)
    return to_rich_table(TABLE_COLUMNS, extraction_rows(extraction, readable=True), title=title)
