"""English wordings of GPU clouds' and hosts' SLAs (helper e63, session 32): a resolution time after a response in the
same severity row, closed off by a semicolon; the first minutes of each outage deducted, no shortest outage; a loss of
service availability named so.

Each positive has a near miss beside it.
"""

import pytest

# a support schedule whose severity rows give the response, then after a semicolon the resolution time, with no word
# 'resolution' in the row ("Severity 1: response 15 minutes; target ≤ 6 hours", session 30's leftover): the column or
# the lead-in naming the resolution names the figure after the semicolon (it read the response alone)
TABLE = ("| Severity | Resolution |\n|---|---|\n"
         "| Severity 1 | response 15 minutes; target ≤ 6 hours |\n"
         "| Severity 2 | response 1 hour; target ≤ 24 hours |\n")
LIST = ("Resolution times:\n"
        "- Severity 1: response 15 minutes; target ≤ 6 hours\n"
        "- Severity 2: response 1 hour; target ≤ 24 hours\n")
BOTH = "Response and resolution:\n- Severity 1: response 15 minutes; target ≤ 6 hours\n"


@pytest.mark.parametrize("text, key, expected", [
    (TABLE, "recovery_hours", 6),
    (TABLE, "response_minutes", 15),
    (LIST, "recovery_hours", 6),
    (LIST, "response_minutes", 15),
    # ... a lead-in naming both times: the row's response is its first statement, the figure after the semicolon the
    # other time the lead-in names (it would have read 6 hours as the response too)
    (BOTH, "recovery_hours", 6),
    (BOTH, "response_minutes", 15),
], ids=["table-recovery", "table-response", "list-recovery", "list-response", "both-recovery", "both-response"])
def test_a_resolution_after_the_response_in_a_severity_row(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text", [
    # ... near misses: the statement after the semicolon names a thing of its own that is no repair (a recovery point),
    # a lead-in naming no support times, a dispute's resolution, a cell whose two times are one statement's
    "Resolution times:\n- Severity 1: 4 hours; RPO ≤ 15 minutes\n",
    "Onboarding times:\n- Tier 1: kickoff 2 days; target ≤ 6 hours\n",
    "Dispute resolution times:\n- Billing disputes: acknowledged in 1 day; target ≤ 30 days\n",
    "| Severity | Resolution |\n|---|---|\n| Severity 1 | 4 hours; 8 hours on weekends |\n",
], ids=["rpo", "onboarding", "dispute", "one-statement"])
def test_a_statement_after_a_semicolon_naming_no_resolution(reads, text):
    reads(text, "recovery_hours", None, language="en")
