"""Wrong money from a misread ladder or deadline (mo19): a deadline read later than the contract's makes a customer
file late; a credit ladder with a hole must not pay a month that falls in the hole."""

import pytest


@pytest.mark.parametrize("text, days", [
    # Aptible's / rmmbr's wording; rmmbr's own example counts the incident's cycle as the first (downtime Feb 15 ->
    # request by March 31): the earlier of the two readings
    ("To receive a Service Credit, you must submit a claim by the end of the second billing cycle after which the "
     "incident occurred.", 30),
    # the month named as what the cycles follow: two months after it
    ("Claims must be submitted by the end of the second billing cycle following the month in which the outage "
     "occurred.", 60),
])
def test_a_second_billing_cycle_deadline_reads_the_earlier_date_unless_counted_from_the_month(reads, text, days):
    reads(text, "claim_window_days", days, language="en")
