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
