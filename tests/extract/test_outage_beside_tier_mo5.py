"""A long single outage's credit beside a credit by availability is no shortest outage counted (session 35's helper mo5).

"A service credit of 10% of the monthly fee is due when monthly availability falls below 99.9%, and any single outage
exceeding 4 hours earns a 25% credit": main read min_outage_minutes 240 (the step of a ladder of outage lengths) and
dropped every shorter outage from availability, so the tier's own 10% was never paid for a 90-minute outage. A step
after a remedy by availability earlier in its line (``ladder.levels``) is a remedy added to it, as one said "additional"
is (mo3). The wordings are those of mo3's tests without "additional"; each positive stands beside a near miss.
"""

import pytest


@pytest.mark.parametrize("text, language", [
    # an outage's length beside the level's own credit is no shortest outage counted toward availability (main read
    # 240: a 90-minute outage dropped, the 10% never paid)
    ("A service credit of 10% of the monthly fee is due when monthly availability falls below 99.9%, and any single "
     "outage exceeding 4 hours earns a 25% credit.\n", "en"),
    ("月可用性低于99.9%的，赔偿月服务费的10%；单次中断超过4小时的，赔偿月服务费的25%。\n", "zh"),
    ("Credits are due when availability falls below 99.9%, and any single outage exceeding 4 hours earns a 25% "
     "credit.\n", "en"),
])
def test_a_long_outages_credit_beside_availability_is_no_shortest_outage(reads, text, language):
    reads(text, "min_outage_minutes", None, language=language)


@pytest.mark.parametrize("text, expected, language", [
    # near misses: the outage's credit alone is the shortest outage that earns anything (mo3), and a threshold of what
    # counts keeps its own figure beside it
    ("Any single outage exceeding 2 hours earns a credit of 20% of the monthly fee.\n", 120, "en"),
    ("单次中断超过2小时的，赔付月服务费的20%。\n", 120, "zh"),
    ("Outages shorter than 5 minutes are not counted as downtime; credits are due when availability falls below 99.9%, "
     "and any single outage exceeding 4 hours earns a 25% credit.\n", 5, "en"),
])
def test_a_long_outages_credit_alone_keeps_its_shortest_outage(reads, text, expected, language):
    reads(text, "min_outage_minutes", expected, language=language)
