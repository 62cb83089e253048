"""A claim under an extra credit for a long single outage (session 35's helper mo5): no credit form of the SPEC computes a
credit per outage (SPEC §3.4), so the claim's amount leaves it out; a month with a counted outage longer than the length
the contract names says so in its ``review``, naming the outage, the length and the clause (cr2's per-incident note,
``claim_inputs.per_incident_review``). A month with no such outage says nothing of it. The extra credit is not the
availability tier's credit (tests/extract/test_extra_credit_mo5.py), and its length drops no shorter outage from
availability.
"""

import pytest

from tests.conftest import claimed_month

EN = ("# GPU Cloud Service Level Agreement\n\nProvider: Acme GPU Cloud Inc. Customer: Example Labs LLC.\n\n"
      "1. Provider rents Customer one 8x H100 GPU server for a monthly fee of USD 20,000.\n\n"
      "2. Service levels. Provider guarantees monthly availability of 99.9%. {sla}\n")
SENTENCE = ("A service credit of 10% of the monthly fee is due when monthly availability falls below 99.9%, and any "
            "single outage exceeding 4 hours earns a 25% credit.")
TABLE = ("Service credits:\n\n| Monthly availability | Credit |\n|---|---|\n| < 99.9% | 10% |\n| < 99% | 25% |\n"
         "| Single outage > 4 hours | additional 25% |\n")
# 5 hours 12 minutes down in March (44,640 minutes): 99.3011%, below 99.9% only
LONG = "id,start,end,units,cause\nINC-1,2026-03-05T14:00:00,2026-03-05T19:12:00,node-01,\n"
# 90 minutes: 99.7984%, below 99.9% (main dropped it as shorter than a 4-hour "shortest outage" and paid nothing)
SHORT = "id,start,end,units,cause\nINC-1,2026-03-05T14:00:00,2026-03-05T15:30:00,node-01,\n"


@pytest.mark.parametrize("sla, quote", [
    (SENTENCE, "“and any single outage exceeding 4 hours earns a 25% credit.”"),
    (TABLE, "“| Single outage > 4 hours | additional 25% |”"),
])
def test_a_month_with_a_long_outage_says_the_extra_credit_is_left_out(tmp_path, sla, quote):
    month = claimed_month(tmp_path, EN.format(sla=sla), LONG)
    assert month["credit_amount"] == 2000.0  # the tier's 10%, not 35% (the extra 25% is no tier)
    assert (f"the contract also states a credit per incident, which this claim does not compute: a single outage over 4 "
            f"hours earns it, and this month has an outage of 5.2 hours (INC-1): contract.md page 1: {quote}"
            in month["review"])


@pytest.mark.parametrize("sla", [SENTENCE, TABLE])
def test_a_month_without_one_says_nothing_of_it(tmp_path, sla):
    month = claimed_month(tmp_path, EN.format(sla=sla), SHORT)
    assert month["credit_amount"] == 2000.0  # the 90-minute outage counts toward availability (main: 0.0 for SENTENCE)
    assert not any("credit per incident" in note for note in month["review"])


def test_no_tier_credit_stated_pays_nothing_and_says_both(tmp_path):
    # "credits are due when availability falls below 99.9%" states no credit: main paid the outage's 25% (5,000) as the
    # tier's
    month = claimed_month(tmp_path, EN.format(sla="Credits are due when availability falls below 99.9%, and any single "
                                                  "outage exceeding 4 hours earns a 25% credit."), LONG)
    assert month["credit_amount"] == 0.0 and not month["claimable"]
    assert "the contract states no credit form" in month["review"]
    assert any("a single outage over 4 hours earns it, and this month has an outage of 5.2 hours (INC-1)" in note
               for note in month["review"])
