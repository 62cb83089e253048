"""Claim letters (Markdown, zh or en) from a ClaimResult, quoting the SLA clause with its page.

The wording lives in ``templates/letter_zh.j2`` and ``letter_en.j2`` so that a lawyer can edit
it; this module only gathers the facts: parties where the terms know them, the period, the
clause text of the credit terms (credit_tiers / availability_pct / credit_*) with page, the
computation per month, the credit owed, the deadline, and the incidents as evidence.
Plain-text Markdown, so no HTML autoescaping.
"""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

import jinja2

from ..models import ClaimResult, Incident, Term

CLAUSE_KEYS = ("availability_pct", "sla_unit", "min_outage_minutes", "maintenance_notice_hours", "credit_tiers",
               "credit_per_hour_pct", "credit_downtime_multiple", "credit_cap_pct", "claim_window_days")
TEMPLATES = Path(__file__).parent / "templates"


def environment() -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), autoescape=False,
                             undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True,
                             keep_trailing_newline=True)
    env.filters["num"] = format_number
    return env


def format_number(value: float) -> str:
    """1234567.5 → '1,234,567.5'; whole numbers without decimals."""
    text = f"{value:,.4f}".rstrip("0").rstrip(".")
    return text


def render_claim_letter(result: ClaimResult, terms: Sequence[Term], incidents: Sequence[Incident], *,
                        lang: str = "zh", terms_source: str = "", monthly_fee: float | None = None) -> str:
    """The claim letter as Markdown."""
    by_key = {t.key: t for t in terms}
    clauses = [{"key": k, "text": by_key[k].text.strip(), "page": by_key[k].page} for k in CLAUSE_KEYS if k in by_key]
    by_id = {i.id: i for i in incidents}
    months = []
    for month in result.months:
        evidence = []
        for row in month.incidents:
            if row.counted_minutes > 0 and row.id in by_id:
                source = by_id[row.id]
                evidence.append({"id": row.id, "start": source.start.isoformat(), "end": source.end.isoformat(),
                                 "units": ", ".join(source.units), "counted_minutes": f"{row.counted_minutes:g}",
                                 "line": source.source.line if source.source else None})
        months.append({"m": month, "evidence": evidence, "amount": f"{month.credit_amount:,.2f}"})
    fee = monthly_fee if monthly_fee is not None else (by_key["monthly_fee"].value if "monthly_fee" in by_key else None)
    template = environment().get_template(f"letter_{'en' if lang == 'en' else 'zh'}.j2")
    return template.render(
        months=months,
        clauses=clauses,
        terms_source=terms_source,
        location=by_key["location"].value if "location" in by_key else None,
        gpu_model=by_key["gpu_model"].value if "gpu_model" in by_key else None,
        monthly_fee=f"{fee:,.2f}" if fee is not None else None,
        currency=result.months[0].currency if result.months else "CNY",
        total=f"{result.total_credit:,.2f}",
        claimable=[m for m in months if m["m"].credit_amount > 0],
    )
