"""Claim deadlines: last day of the month + ``claim_window_days`` (SPEC §3.5)."""

from __future__ import annotations

from datetime import date, timedelta

from .months import last_day_of_month


def claim_deadline(month: str, claim_window_days: int | None) -> date | None:
    """The last day a claim for ``month`` may be filed, or None when the contract states no window."""
    if claim_window_days is None:
        return None
    return last_day_of_month(month) + timedelta(days=claim_window_days)


def is_claim_open(deadline: date | None, as_of: date) -> bool | None:
    """``as_of <= deadline`` (the deadline day itself is still open); None without a deadline."""
    if deadline is None:
        return None
    return as_of <= deadline


def month_claim_deadline(claim, month: str, claim_window_days: int | None) -> date | None:
    """The last day a claim for ``month`` may be filed as ``claim`` (a ClaimResult) counts it: its month's deadline,
    which a window the contract counts from each outage may have set (``claim_inputs.outage_deadlines``), or for a
    month the claim does not list, SPEC's (``claim_deadline``). What `claim` says the user must file by, said again
    where something else asks (a dispute of one of the month's incidents: ``disputes.dispute_deadlines``)."""
    listed = next((m for m in claim.months if m.month == month), None) if claim is not None else None
    return listed.claim_deadline if listed is not None else claim_deadline(month, claim_window_days)
