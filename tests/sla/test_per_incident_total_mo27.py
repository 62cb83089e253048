"""A month's credits per incident summing past the whole month's fee where the contract states no cap (session 42's
helper mo27): the amount stays as counted (SPEC §3.4 caps a credit only at the contract's own ``credit_cap_pct``), and
the month's review says the sum, that it is more than the fee, and that the count is one to check before claiming.
"""

from datetime import datetime, timedelta
from decimal import Decimal

from tests.conftest import api_month

HEAD = "GPU Compute Service Agreement\n\nThe monthly fee is USD 10000.\n\n"
CREDIT = "For each outage, Customer receives a credit of 1% of the monthly fee.\n"
CAP = "In no event shall credits in a month exceed 30% of the monthly fee.\n"
PAST = "more than the whole fee, and the contract states no cap"


def _log(n: int) -> str:
    """``n`` separate 5-minute outages in October 2026, spread over the month."""
    start, step = datetime(2026, 10, 1), timedelta(seconds=31 * 86400 // n)
    lines = ["id,start,end,units,cause"]
    for i in range(n):
        s = start + i * step
        lines.append(f"{i},{s:%Y-%m-%dT%H:%M:%S},{s + timedelta(minutes=5):%Y-%m-%dT%H:%M:%S},*,vendor")
    return "\n".join(lines) + "\n"


def _month(tmp_path, text: str, n: int):
    return api_month(tmp_path, text, _log(n), "2026-11-05")


def test_a_sum_past_the_whole_fee_with_no_cap_is_said_for_review(tmp_path):
    # 200 outages at 1% each: 200% of 10,000 = 20,000.00, claimed as counted (no cap stated) and said
    month = _month(tmp_path, HEAD + CREDIT, 200)
    assert month.credit_amount == Decimal("20000.00")
    assert not month.capped
    [note] = [r for r in month.review if PAST in r]
    assert note.startswith("the credits per incident sum to 200% of the month's fee (20000.00)")
    assert "flapping alerts" in note


def test_a_capped_contract_is_unchanged(tmp_path):
    # guard (passes on 86a869be too): the contract's own cap holds the same 200% at 30%, nothing more said
    month = _month(tmp_path, HEAD + CREDIT + CAP, 200)
    assert month.credit_amount == Decimal("3000.00")
    assert month.capped
    assert not any(PAST in r for r in month.review)


def test_a_sum_below_the_fee_is_unchanged(tmp_path):
    # guard (passes on 86a869be too): 50 outages at 1%: 50% of the fee, claimed, nothing more said
    month = _month(tmp_path, HEAD + CREDIT, 50)
    assert month.credit_amount == Decimal("5000.00")
    assert not any(PAST in r for r in month.review)
