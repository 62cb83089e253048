"""A credit ladder per plan (mo42): which plan's ladder a claim computes with, and what the others would pay.

A contract may state one credit ladder per plan, edition or product (Mistral's "Basic" and "Standard" support levels,
标准版 and 企业版): extraction reads them as ``credit_tiers`` differing by scope (``conflict_kind: scoped``, each ladder
naming its plan). A claim never picks one silently: it computes with the ladder of the plan the availability level it
reads is stated for, where that names exactly one of the ladders' plans, else with the ladder extraction chose; and
each month with downtime says which ladder it used and what each other plan's ladder would pay. A person settles the
plan in TERMS.yaml by keeping one ladder (its "BY SCOPE" mark removed), as for any value by scope.
"""

from __future__ import annotations

from fractions import Fraction

from .models import Alternative, Term


def scoped_ladder(terms: list[Term]) -> Term | None:
    """The credit_tiers term when its ladders differ by plan (``scoped``, each naming its own), else None."""
    term = next((t for t in terms if t.key == "credit_tiers"), None)
    if term is None or term.conflict_kind != "scoped" or not term.scope:
        return None
    return term if any(a.reason == "conflict" and a.scope for a in term.alternatives) else None


def same_plan(one: str | None, other: str | None) -> bool:
    """Do two scopes as written name one plan: the same words, or one's inside the other's ("Basic plan" and "Basic
    plan customers", "标准版" and "标准版用户"), any case?"""
    if not one or not other:
        return False
    one, other = " ".join(one.lower().split()), " ".join(other.lower().split())
    return one in other or other in one


def ladder_of_level(terms: list[Term]) -> list[Term]:
    """``terms`` with the credit ladder of the plan the availability level read is stated for (an availability_pct
    by scope whose value names one of the ladders' plans: "标准版 99.5%" beside the 标准版 and 企业版 ladders) as
    credit_tiers' value, the ladder extraction chose kept beside it; unchanged where no level names exactly one."""
    term = scoped_ladder(terms)
    level = next((t for t in terms if t.key == "availability_pct"), None)
    if term is None or level is None or level.conflict_kind != "scoped" or not level.scope:
        return terms
    matching = [a for a in term.alternatives if a.reason == "conflict" and same_plan(a.scope, level.scope)]
    if same_plan(term.scope, level.scope) or len(matching) != 1:
        return terms
    [chosen] = matching
    own = Alternative(value=term.value, text=term.text, page=term.page, start=term.start, end=term.end,
                      reason="conflict", evidence_kind=term.evidence_kind, scope=term.scope, document=term.document,
                      gaps=term.gaps, edges=term.edges)
    rest = [own if a is chosen else a for a in term.alternatives]
    paired = term.model_copy(update=dict(value=chosen.value, text=chosen.text, page=chosen.page, start=chosen.start,
                                         end=chosen.end, scope=chosen.scope, evidence_kind=chosen.evidence_kind,
                                         document=chosen.document, alternatives=rest, gaps=chosen.gaps, edges=chosen.edges,
                                         clause=None))  # (the clause read is the other plan's: said by page)
    return [paired if t is term else t for t in terms]


def ladders_review(terms: list[Term], result, fee, cap_pct: float | None, said, availability):
    """``result`` (a ClaimResult) with each month with downtime saying the contract states a ladder per plan, which
    plan's ladder the claim counted (and why) and what each other plan's would pay at the month's availability (its %
    and, the fee known, its amount, capped as the contract caps): never a silent choice of plan. ``said``: the notes'
    words; ``availability``: a month's exact availability from its minutes."""
    from .models import CreditTier
    from .sla.credits import exact, round_money, tier_credit_pct

    term = scoped_ladder(terms)
    if term is None:
        return result
    others = [a for a in term.alternatives if a.reason == "conflict" and a.scope]
    level_term = next((t for t in terms if t.key == "availability_pct"), None)
    by_level = level_term is not None and level_term.conflict_kind == "scoped" and same_plan(term.scope, level_term.scope)
    why = said("ladder_by_level", plan=term.scope) if by_level else said("ladder_by_extraction")

    def paid(ladder, levels: list[tuple[Fraction, int]]) -> str:
        """What ``ladder`` (the term or an alternative) pays a month whose units (each ``(its availability, how many)``;
        the whole service: one) are at ``levels``: each unit its own tier on its share of the fee (SPEC §3.4
        ``credit_base: unit``), nothing in a hole of the ladder's (its ``gaps``, as a claim on it pays)."""
        tiers = [CreditTier(**t) if isinstance(t, dict) else t for t in ladder.value]
        holes = [(exact(g.from_pct), exact(g.to_pct)) for g in ladder.gaps or ()]

        def own(level: Fraction) -> Fraction:
            return Fraction(0) if any(low <= level < high for low, high in holes) else tier_credit_pct(tiers, level)

        units = sum(count for _, count in levels)
        pct = sum((Fraction(count, units) * own(level) for level, count in levels), Fraction(0))
        shown = f"{float(pct):.4f}".rstrip("0").rstrip(".")
        if fee is None:
            return f"{shown}%"
        amount = pct / 100 * exact(fee)
        if cap_pct is not None:
            amount = min(amount, exact(cap_pct) / 100 * exact(fee))
        return f"{shown}% = {round_money(amount):.2f}"

    months = []
    for month in result.months:
        if month.availability_pct >= 100:
            months.append(month)
            continue
        if month.units:  # (each unit's own availability picks its tier on its share: ``shared_edge_review``'s minutes)
            own = month.unit_minutes / sum(u.count for u in month.units)
            levels = [(availability(u.downtime_minutes, own), u.count) for u in month.units]
            frame = "plan_ladders_units"
        else:
            levels, frame = [(availability(month.downtime_minutes, month.unit_minutes), 1)], "plan_ladders"
        note = said(frame, used=term.scope, paid=paid(term, levels), why=why,
                    others="; ".join(f"'{a.scope}' would give {paid(a, levels)}" for a in others))
        months.append(month.model_copy(update={"review": [*month.review, note]}))
    return result.model_copy(update={"months": months})

