"""Wordings from English SLAs (session 34, helper E55), in short excerpts: a credit table whose bands are closed
ranges written to one decimal ("99.0% - 99.8%", "95.0% - 98.9%"), each ending one written step below where the
next band (or the commitment) starts.

The vendor counts a band's upper end inside it and leaves no gap between bands: the tier holds up to the next
figure, so a month at exactly 99.8% (or at 99.85%, between the written figures) earns the 10% the table promises.
SPEC §3.4 compares strictly below ``below_pct``, so the tier reads ``below_pct`` 99.9, not 99.8.

Each positive has a near miss beside it: a band that touches the next, ends with a bound sign, or leaves a wider
gap keeps its written upper end.
"""

from datetime import date, datetime
from decimal import Decimal

import pytest

from slacheck.models import ContractTerms, CreditTier, Incident
from slacheck.sla.engine import compute_claim

# Interconnecx LLC's SLA, https://cb.incx.net/sla ("2.1 Credit Eligibility")
INCX = (
    "1.1 Uptime Commitment\n\nInterconnecx LLC guarantees 99.9% network uptime on a monthly basis for all services.\n\n"
    "2.1 Credit Eligibility\n\nIf we fail to meet the 99.9% uptime guarantee in any given month, you may be eligible "
    "for service credits according to the following schedule:\n\n"
    "| Monthly Uptime % | Service Credit |\n|---|---|\n"
    "| 99.0% - 99.8% | 10% of monthly service fee |\n"
    "| 95.0% - 98.9% | 25% of monthly service fee |\n"
    "| Below 95.0% | 50% of monthly service fee |\n"
)
INCX_TIERS = [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0},
              {"below_pct": 95.0, "credit_pct": 50.0}]


@pytest.mark.parametrize("text, expected", [
    (INCX, INCX_TIERS),
    # the same bands in a sentence, "between X and Y" and "X to Y"
    ("We guarantee 99.9% monthly availability. Service credit: 10% of the monthly fee when availability is between "
     "99.0% and 99.8%; 25% when it is below 99.0%.",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]),
    ("We guarantee 99.95% monthly uptime. Service credits: 99.50% to 99.94%: 10% credit; 99.00% to 99.49%: 25% "
     "credit; below 99.00%: 50% credit.",
     [{"below_pct": 99.95, "credit_pct": 10.0}, {"below_pct": 99.5, "credit_pct": 25.0},
      {"below_pct": 99.0, "credit_pct": 50.0}]),
    # ... near misses: bands touching the next keep their ends ("99.0% - 99.9%" under a 99.9% commitment); a band
    # ended by a bound sign is exclusive as written; a wider gap (99.5 to 99.9) is no step of the written figure;
    # "99.80%" is written to 0.01, one step below 99.81, not 99.9
    ("We guarantee 99.9% uptime. Credits: 99.0% - 99.9%: 10%; 95.0% - 99.0%: 25%; below 95%: 50%.",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0},
      {"below_pct": 95.0, "credit_pct": 50.0}]),
    ("We guarantee 99.9% uptime. Credits: 99.0% to < 99.8%: 10%; below 99.0%: 25%.",
     [{"below_pct": 99.8, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]),
    ("We guarantee 99.9% monthly availability. Service credit: 10% of the monthly fee when availability is between "
     "99.0% and 99.5%; 25% when it is below 99.0%.",
     [{"below_pct": 99.5, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]),
    ("We guarantee 99.9% uptime. Credits: 99.00% - 99.80%: 10%; below 99.0%: 25%.",
     [{"below_pct": 99.8, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]),
])
def test_a_closed_band_one_step_below_the_next_holds_up_to_it(reads, text, expected):
    reads(text, "credit_tiers", expected, language="en")


@pytest.mark.parametrize("end, availability, credit", [
    ("2025-06-01T01:26:24", Decimal("99.8000"), Decimal("100.00")),   # exactly 99.8%: inside "99.0% - 99.8%"
    ("2025-06-01T01:04:48", Decimal("99.8500"), Decimal("100.00")),   # between the written figures, below 99.9%
    ("2025-06-01T00:43:12", Decimal("99.9000"), Decimal("0.00")),     # the commitment met: no credit
    ("2025-06-01T07:12:00", Decimal("99.0000"), Decimal("100.00")),   # exactly 99.0%: the 10% band's lower end
    ("2025-06-01T07:55:12", Decimal("98.9000"), Decimal("250.00")),   # exactly 98.9%: inside "95.0% - 98.9%"
])
def test_a_claim_at_a_closed_bands_upper_end_earns_its_credit(extracted, end, availability, credit):
    """The claim a customer files on incx.net's table: one outage in a 30-day month of a cluster SLA."""
    tiers = extracted(INCX, "credit_tiers", INCX_TIERS, language="en").value
    terms = ContractTerms(sla_unit="cluster", monthly_fee=1000, currency="USD",
                          credit_tiers=[CreditTier(**t) for t in tiers])
    outage = Incident(id="a", start=datetime.fromisoformat("2025-06-01T00:00:00"), end=datetime.fromisoformat(end),
                      units=("*",), cause="vendor")
    month = compute_claim([outage], terms, tz="UTC", as_of=date(2025, 7, 1)).months[0]
    assert round(Decimal(str(month.availability_pct)), 4) == availability
    assert month.credit_amount == credit


# CloudDigit's support tiers, https://docs.clouddigit.ai/getting-started/support/ ("Tiers"): one row a tier
CLOUDDIGIT = (
    "Support tiers\n\nThree tiers, picked at account creation and changeable on the next billing cycle.\n\n"
    "| Tier | Eligibility | Channels | First-response (P1) | Included |\n|---|---|---|---|---|\n"
    "| Standard | All accounts | Portal, email | 4 hours, 24/7 | Free |\n"
    "| Business | SME and above | Portal, email, phone (BWH) | 1 hour, 24/7 | 5% of cloud spend |\n"
    "| Enterprise | Enterprise / Regulated FI | Portal, email, phone 24/7, named TAM | 15 minutes, 24/7 | Quote-based |\n"
)


@pytest.mark.parametrize("text, conflict_kind, others", [
    # a table of one plan a row: each figure is one offering, which the customer buys the table does not say; read
    # alone, Enterprise's 15 minutes stood as the commitment (Standard's is 4 hours) with no review
    (CLOUDDIGIT, "alternatives", {240, 60}),
    ("Support plans\n\n| Plan | Response time |\n|---|---|\n| Basic | 8 hours |\n| Premium | 15 minutes |\n",
     "alternatives", {480}),
    # ... near misses: rows of severities are no plans (the shortest is the P1 commitment, the others weaker); a first
    # column headed by more than a plan's name ("Plan features") names no plan; one plan alone offers one figure
    ("| Severity | First response |\n|---|---|\n| P1 | 15 minutes |\n| P2 | 1 hour |\n", None, {60}),
    ("| Plan features | Response |\n|---|---|\n| Fault tickets | 15 minutes |\n| Change requests | 4 hours |\n",
     None, {240}),
    ("Support\n\n| Tier | Channels | First response |\n|---|---|---|\n| Enterprise | Phone, named TAM | 15 minutes |\n",
     None, set()),
])
def test_one_figure_a_plan_row_reads_as_alternatives(extracted, text, conflict_kind, others):
    term = extracted(text, "response_minutes", True, language="en")
    assert term.conflict_kind == conflict_kind
    assert {a.value for a in term.alternatives} == others
