"""A claim under a credit for a single outage of a length or more (session 35's helper mo6): "any single outage of 4
hours or more" is read as mo5's credit per incident (tests/extract/test_outage_lengths_mo6.py), and an outage of just
4 hours earns it, so a month with one says so in its ``review``; "exceeding 4 hours" (mo5) still wants a longer one.
"""

from tests.conftest import claimed_month

EN = ("# GPU Cloud Service Level Agreement\n\nProvider: Acme GPU Cloud Inc. Customer: Example Labs LLC.\n\n"
      "1. Provider rents Customer one 8x H100 GPU server for a monthly fee of USD 20,000.\n\n"
      "2. Service levels. Provider guarantees monthly availability of 99.9%. A service credit of 10% of the monthly fee is "
      "due when monthly availability falls below 99.9%, and any single outage {length} earns a 25% credit.\n")
# exactly 4 hours down in March (44,640 minutes): 99.4624%, below 99.9% only
FOUR = "id,start,end,units,cause\nINC-1,2026-03-05T14:00:00,2026-03-05T18:00:00,node-01,\n"


def test_an_outage_of_just_that_length_says_the_extra_credit_is_left_out(tmp_path):
    # main: the 25% read as the tier's credit (5,000 paid) and nothing said of the outage
    month = claimed_month(tmp_path, EN.format(length="of 4 hours or more"), FOUR)
    assert month["credit_amount"] == 2000.0  # the tier's 10%
    assert ("the contract also states a credit per incident, which this claim does not compute: a single outage of 4 "
            "hours or more earns it, and this month has an outage of 4 hours (INC-1): contract.md page 1: “and any "
            "single outage of 4 hours or more earns a 25% credit.”" in month["review"])


def test_an_outage_of_just_that_length_does_not_pass_it(tmp_path):
    # near miss: "exceeding 4 hours" wants more than 4 hours (as mo5)
    month = claimed_month(tmp_path, EN.format(length="exceeding 4 hours"), FOUR)
    assert month["credit_amount"] == 2000.0
    assert not any("credit per incident" in note for note in month["review"])
