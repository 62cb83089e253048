"""Service credits for one month under the contract's credit forms (SPEC §3.4).

Money is exact (``Fraction`` from the decimal text of each term) and rounded once, at the
end, half-up to 0.01. ``credit_pct`` is reported before the cap and the amount after it;
``capped`` is true only when the uncapped amount exceeds the cap. Where a contract states
more than one form, each is computed into ``basis``, the largest is claimed, and the month
is flagged for review.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from typing import Sequence

from ..errors import MissingTerm
from ..models import CreditBasis, CreditTier
from ..words import counted

CENT = Decimal("0.01")
# what a month's review says where the terms state no credit form (a claim that left one out says why instead)
NO_CREDIT_FORM = "the contract states no credit form"


def exact(value: float | int | Decimal | str | Fraction) -> Fraction:
    """A term's value as an exact fraction of its decimal text (``9.8`` → 49/5, not the float)."""
    if isinstance(value, Fraction):
        return value
    if isinstance(value, float):
        return Fraction(repr(value))
    return Fraction(value)


def round_money(amount: Fraction) -> Decimal:
    """Round half-up (away from zero) to 0.01, once."""
    cents = math.floor(abs(amount) * 100 + Fraction(1, 2))
    return (Decimal(cents if amount >= 0 else -cents) / 100).quantize(CENT)


def tier_credit_pct(tiers: Sequence[CreditTier], availability_pct: Fraction) -> Fraction:
    """The largest ``credit_pct`` whose ``below_pct`` is strictly greater than the availability.

    Availability exactly at a threshold earns nothing from that tier (SPEC §3.4).
    """
    earned = [exact(t.credit_pct) for t in tiers if exact(t.below_pct) > availability_pct]
    return max(earned, default=Fraction(0))


def per_hour_credit_pct(credit_per_hour_pct: float, interrupted_hours: int) -> Fraction:
    """``credit_per_hour_pct`` × interrupted hours (each union interval already rounded up)."""
    return exact(credit_per_hour_pct) * interrupted_hours


@dataclass(frozen=True)
class PeriodTerms:
    """What a contract adds to the per-hour form beyond SPEC §3.4 (README "Credits per period"): a share owed once at
    each outage's onset (``credit_onset_pct``), a period other than an hour (``credit_period_minutes``), and whether a
    started period counts or only a completed one (``credit_period_counts``; unsaid: each started one, as SPEC rounds
    an outage up to a whole hour, the reading that does not underpay), and the first minutes of each outage that owe
    nothing (``credit_free_minutes``, mo48: a deductible, its periods counted after it; no minimum outage, past which
    a longer outage earns all its hours), and the first minutes of each calendar month's downtime that owe nothing
    (``credit_free_minutes_per_month``, mo50: an allowance, used by the month's outages in turn), and the minutes a
    month's downtime must pass for anything to be owed (``credit_month_downtime_over_minutes``, mo51: a condition, past
    which all its hours are owed), or reach (``credit_month_downtime_from_minutes``, mo52: ``month_over_inclusive``, a
    month of exactly those minutes owing too)."""

    onset_pct: float | None = None
    minutes: int = 60
    counts: str | None = None
    free_minutes: int = 0
    free_month_minutes: int = 0
    month_over_minutes: int = 0
    month_over_inclusive: bool = False

    @classmethod
    def of(cls, terms) -> "PeriodTerms | None":
        """``terms``' additions, or None where they state none: the per-hour form as SPEC §3.4 computes it."""
        minutes, free = terms.credit_period_minutes or 60, terms.credit_free_minutes or 0
        monthly, over = terms.credit_free_minutes_per_month or 0, terms.credit_month_downtime_over_minutes or 0
        reach = terms.credit_month_downtime_from_minutes or 0
        if terms.credit_onset_pct is None and minutes == 60 and terms.credit_period_counts is None and not free \
                and not monthly and not over and not reach:
            return None
        return cls(terms.credit_onset_pct, minutes, terms.credit_period_counts, free, monthly, reach or over,
                   bool(reach))

    @property
    def completed(self) -> bool:
        """Are only completed periods counted (the contract says so)?"""
        return self.counts == "completed"

    def named(self, n: int) -> str:
        """``n`` periods in words: "3 interrupted hours", "4 30-minute periods"."""
        return counted(n, "interrupted hour") if self.minutes == 60 else counted(n, f"{self.minutes}-minute period")


@dataclass(frozen=True)
class Outages:
    """A month's (or a unit group's) merged outages as the per-period form counts them: the periods counted (started,
    or completed where the contract says so), the completed ones alone, and the number of outages (each owes the
    onset's share once)."""

    periods: int
    completed: int
    count: int


def per_period_credit(rate: float, period: PeriodTerms | None, outages: Outages) -> tuple[Fraction, str]:
    """(credit %, detail) of the per-hour form: ``rate`` × the periods counted, plus the onset's share × the outages
    where the contract states one (``period``; None: SPEC §3.4's rate × interrupted hours, said as ever)."""
    pct = per_hour_credit_pct(rate, outages.periods)
    if period is None:
        return pct, f"{counted(outages.periods, 'interrupted hour')} x {rate}% = {pct_text(pct)}%"
    said = f"{period.named(outages.periods)}"
    if period.free_minutes:
        said += f" after each outage's first {counted(period.free_minutes, 'minute')} free"
    if period.free_month_minutes:
        said += f" after the month's first {counted(period.free_month_minutes, 'minute')} of downtime free"
    if period.month_over_minutes:
        said += f" in a month whose downtime {'reached' if period.month_over_inclusive else 'passed'} " \
                f"{counted(period.month_over_minutes, 'minute')}"
    said += " (completed ones only)" if period.completed else " (each started one counted)"
    said += f" x {rate}%"
    if period.onset_pct is not None:
        pct += exact(period.onset_pct) * outages.count
        said = f"{counted(outages.count, 'outage')} x {period.onset_pct}% at its onset + " + said
    return pct, f"{said} = {pct_text(pct)}%"


def started_counted(period: PeriodTerms | None, outages: Outages) -> list[str]:
    """What a month's review says where the contract does not say whether a started period counts and it mattered
    (some outage ended inside a period): each started one was counted, the reading that does not underpay."""
    if period is None or period.counts is not None or outages.periods == outages.completed:
        return []
    from .availability import messages

    return [messages()["period_started"].format(periods=period.named(outages.periods), completed=outages.completed)]


def downtime_voucher(multiple: float, downtime_gpu_hours: Fraction, price_gpu_hour: float) -> Fraction:
    """multiple × downtime GPU-hours (not rounded) × price per GPU-hour."""
    return exact(multiple) * downtime_gpu_hours * exact(price_gpu_hour)


@dataclass(frozen=True)
class MonthCredit:
    credit_pct: Fraction  # before the cap
    amount: Decimal  # after the cap, rounded
    capped: bool
    basis: list[CreditBasis] = field(default_factory=list)
    review: list[str] = field(default_factory=list)


def forms_claimed(count: int, form: str) -> str:
    """What a month's review says where the contract states ``count`` credit forms and ``form`` is the largest."""
    return f"the contract states {count} credit forms; the largest ({form}) is claimed"


def basis_pct(pct: Fraction | Decimal) -> Decimal:
    """A form's credit % as its ``basis`` row holds it (six places)."""
    return Decimal(str(round(float(pct), 6)))


def cap_of(credit_cap_pct: float | Decimal | None, monthly_fee: Fraction | Decimal) -> Fraction | None:
    """The contract's cap (``credit_cap_pct`` of the monthly fee) as an amount, exact; None where it states none."""
    return None if credit_cap_pct is None else exact(credit_cap_pct) / 100 * exact(monthly_fee)


@dataclass(frozen=True)
class Claimed:
    """What a month claims of its credit forms (``claim_largest``): ``index`` of the form claimed (None: no form), its
    credit % before the cap, the amount after it (rounded), whether the cap cut it, and what the review says of it."""
    index: int | None
    pct: Fraction | Decimal
    amount: Decimal
    capped: bool
    review: list[str]


def past_fee(form: str, pct: Fraction | Decimal, amount: Decimal, no_cap: bool) -> list[str]:
    """What a month's review says of the credit ``form`` claimed at ``pct`` of the month's fee (``amount``) where the
    contract states no cap (``no_cap``) and it is more than the whole fee: claimed as counted (SPEC §3.4), said for a
    person (``past_fee`` of ``messages.yaml``, in the form's own words); else nothing."""
    if not no_cap or exact(pct) <= 100:
        return []
    from .availability import messages

    words = messages()
    return [words["past_fee"].format(pct=pct_text(exact(pct)), amount=amount,
                                     **words["past_fee_form"].get(form, words["past_fee_form"]["other"]))]


def claim_largest(forms: Sequence[tuple[str, Fraction | Decimal, Fraction | Decimal]],
                  cap: Fraction | Decimal | None, no_cap: bool = False) -> Claimed:
    """The largest of a month's credit forms, claimed and capped (SPEC §3.4): ``forms`` as (form, credit %, amount before
    the cap), exact or already rounded (``forms_of`` a month's ``basis``); the first of equal amounts is claimed; the
    amount is ``cap`` where it exceeds it (``capped``), rounded half-up once. Where more than one form is stated the
    review says which is claimed; where none is, that none is; where the contract states no cap (``no_cap``: ``cap``
    None for that reason, not for another) and the form claimed is past the whole fee, that too (``past_fee``). Pure:
    the same forms, the same claim."""
    if not forms:
        return Claimed(None, Fraction(0), Decimal("0.00"), False, [NO_CREDIT_FORM])
    index = max(range(len(forms)), key=lambda i: exact(forms[i][2]))
    form, pct, uncapped = forms[index]
    capped = cap is not None and exact(uncapped) > exact(cap)
    amount = round_money(exact(cap if capped else uncapped))
    review = [forms_claimed(len(forms), form)] if len(forms) > 1 else []
    return Claimed(index, pct, amount, capped, review + past_fee(form, pct, amount, no_cap and cap is None))


def forms_of(basis: Sequence[CreditBasis]) -> list[tuple[str, Decimal, Decimal]]:
    """A month's computed credit forms (its ``basis`` rows, amounts rounded) as ``claim_largest`` takes them."""
    return [(b.form, b.credit_pct, b.amount) for b in basis]


def pct_text(value: Fraction) -> str:
    return f"{float(value):.6g}"


def compute_month_credit(
    *,
    tiers: Sequence[CreditTier] | None,
    credit_per_hour_pct: float | None,
    credit_downtime_multiple: float | None,
    price_gpu_hour: float | None,
    credit_cap_pct: float | None,
    monthly_fee: Fraction | None,
    availability_pct: Fraction,
    interrupted_hours: int,
    downtime_gpu_hours: Fraction,
    unit_shares: Sequence[tuple[Fraction, int, int, int | Outages]] | None = None,
    period: PeriodTerms | None = None,
    outages: Outages | None = None,
) -> MonthCredit:
    """Compute every stated credit form, claim the largest, and apply the cap.

    ``unit_shares`` (``credit_base: unit``, SPEC §3.4): per unit group its own availability,
    its count of units, the number of units, and its own interrupted hours; each group's own
    availability picks its tier (its own hours make its per-hour credit) on its share of the
    fee, and the cap applies to the sum. ``period``: what the contract adds to the per-hour form (``PeriodTerms``), its
    outages counted as ``outages`` (for the whole service; each unit group's in ``unit_shares``); None: SPEC §3.4's.

    Raises:
        MissingTerm (a ValueError): a form needs the monthly fee or the GPU-hour price and it is unknown.
    """
    forms: list[tuple[str, Fraction, Fraction, str]] = []  # form, pct, uncapped amount, detail
    needs_fee = [name for name, stated in (("credit_tiers", tiers), ("credit_per_hour_pct", credit_per_hour_pct),
                                           ("credit_downtime_multiple", credit_downtime_multiple)) if stated]
    if needs_fee and monthly_fee is None:
        raise MissingTerm("monthly_fee",
                          f"{needs_fee[0]} needs the monthly fee, which the contract does not state: pass --monthly-fee")
    if tiers and unit_shares is not None:
        earning = [(a, count, units, tier_credit_pct(tiers, a)) for a, count, units, _ in unit_shares]
        pct = sum((Fraction(count, units) * p for _, count, units, p in earning), Fraction(0))
        hit = [f"{counted(count, 'unit')} at {float(a):.4f}% -> {pct_text(p)}% x {count}/{units} of the fee"
               for a, count, units, p in earning if p]
        forms.append(("tiers", pct, pct / 100 * monthly_fee,
                      "per unit: " + ("; ".join(hit) or "no unit below a tier") + f" = {pct_text(pct)}% of the fee"))
    elif tiers:
        pct = tier_credit_pct(tiers, availability_pct)
        forms.append(("tiers", pct, pct / 100 * monthly_fee,
                      f"availability {float(availability_pct):.4f}% -> {pct_text(pct)}% of the monthly fee"))
    review: list[str] = []
    if unit_shares is not None:  # (a group's own interrupted hours, or its ``Outages``)
        unit_shares = [(a, count, units, own if isinstance(own, Outages) else Outages(own, own, 0))
                       for a, count, units, own in unit_shares]
    if credit_per_hour_pct is not None and unit_shares is not None:
        shares = [(Fraction(count, units), count, per_period_credit(credit_per_hour_pct, period, own))
                  for _, count, units, own in unit_shares]
        pct = sum((share * p for share, _, (p, _) in shares), Fraction(0))
        if period is None:
            unit_hours = sum(count * own.periods for _, count, _, own in unit_shares)
            detail = f"per unit: {counted(unit_hours, 'unit-hour')} x {credit_per_hour_pct}% of a unit's share " \
                     f"= {pct_text(pct)}%"
        else:
            detail = "per unit: " + "; ".join(f"{counted(count, 'unit')}: {said} of its share"
                                              for _, count, (p, said) in shares if p) + f" = {pct_text(pct)}%"
            review += [note for _, _, _, own in unit_shares for note in started_counted(period, own)][:1]
        forms.append(("per_hour", pct, pct / 100 * monthly_fee, detail))
    elif credit_per_hour_pct is not None:
        outages = outages if outages is not None else Outages(interrupted_hours, interrupted_hours, 0)
        pct, detail = per_period_credit(credit_per_hour_pct, period, outages)
        forms.append(("per_hour", pct, pct / 100 * monthly_fee, detail))
        review += started_counted(period, outages)
    if credit_downtime_multiple is not None:
        if price_gpu_hour is None:
            raise MissingTerm("price_gpu_hour",
                              "credit_downtime_multiple needs price_gpu_hour, which the contract does not state")
        voucher = downtime_voucher(credit_downtime_multiple, downtime_gpu_hours, price_gpu_hour)
        pct = voucher / monthly_fee * 100 if monthly_fee else Fraction(0)
        forms.append(("downtime_multiple", pct, voucher,
                      f"{credit_downtime_multiple} x {float(downtime_gpu_hours):.4f} GPU-hours x {price_gpu_hour}"))
    cap = None if monthly_fee is None else cap_of(credit_cap_pct, monthly_fee)
    claim = claim_largest([(f, p, a) for f, p, a, _ in forms], cap, no_cap=credit_cap_pct is None)
    basis = [CreditBasis(form=f, credit_pct=basis_pct(p), amount=round_money(a), detail=d) for f, p, a, d in forms]
    return MonthCredit(claim.pct, claim.amount, claim.capped, basis, claim.review + review)
