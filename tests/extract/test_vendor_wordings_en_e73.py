"""Real-world English wordings of session 35's helper e73, left over from e72's reading of hosting and cloud SLAs: a
level whose meaning over a year the next sentence states; a fee reduction as a tier's credit.

Each positive has a near miss beside it.
"""

import pytest

# https://www.hostwinds.com/guide/uptime-guarantee/
HOSTWINDS = ("How does the Uptime Guarantee work?\nHostwinds promises a 99.999% uptime. This means that the network we "
             "use and the power for it would be up with no downtime exceeding 5 minutes and 15.6 seconds in a year.\n")


@pytest.mark.parametrize("text, expected", [
    # the sentence right after the level says what it means over a year: the level is a year's, no monthly commitment
    # (it read a monthly 99.999 at 0.9, and a claim counted each month against it)
    (HOSTWINDS, None),
    ("Provider guarantees 99.9% uptime. In other words, no more than 8.76 hours of downtime per year.\n", None),
    # ... near misses: a next sentence about another thing over a year, one that says what the level means without a
    # year, and a level that names its month keep the monthly level
    ("Provider guarantees 99.9% uptime. We publish a yearly report with the hours of downtime per year.\n", 99.9),
    ("Provider guarantees 99.9% uptime. This means that the network is up at least 99.9% of each month.\n", 99.9),
    ("Provider guarantees 99.9% monthly uptime. This means no more than 8.76 hours of downtime per year.\n", 99.9),
])
def test_a_level_the_next_sentence_says_the_meaning_of_over_a_year(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


# https://tiktalik.com/en/sla (Files SLA, "Recompense"), its credits put in the bands they are owed in
TIKTALIK = ("Provider guarantees 99.9% monthly availability. Below 99.9% the Customer receives a 10% reduction in the cost "
            "of the service in a given period. In the case of availability of less than 99% the reduction increases to "
            "25%.\n")
BRIEF = ("Provider guarantees 99.9% monthly availability. If availability falls below 99.9%, Customer receives a 10% "
         "reduction of the monthly fee; below 99% the reduction increases to 25%.\n")
TWO_TIERS = [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]


@pytest.mark.parametrize("text, expected", [
    # a reduction of the fee for a missed level is the tier's credit (it read no tiers)
    (TIKTALIK, TWO_TIERS),
    (BRIEF, TWO_TIERS),
    # ... near misses: a reduction of another thing, or a price cut for annual billing, is no credit
    (BRIEF.replace("of the monthly fee", "in latency").replace("the reduction", "the reduction in latency"), None),
    ("Provider guarantees 99.9% monthly availability. If availability falls below 99.9%, Customer receives a price "
     "reduction of 10% for annual billing.\n", None),
    ("Provider guarantees 99.9% monthly availability. If availability falls below 99.9%, Customer receives a 10% credit "
     "of the monthly fee. Customers on annual billing get a price reduction of 15%.\n",
     [{"below_pct": 99.9, "credit_pct": 10.0}]),
])
def test_a_fee_reduction_for_a_missed_level_is_a_credit(reads, text, expected):
    reads(text, "credit_tiers", expected, language="en")


# https://tiktalik.com/en/sla (Files SLA), in short
TIKTALIK_FILES = (
    "Files SLA\nTiktalik platform takes commercially reasonable measures to maintain Tiktalik Files availability on a "
    "99.9% rate per month. If Tiktalik Files availability does not meet the level of access, the user has the right to "
    "obtain Compensation as described below.\nRecompense\nIs a 10% reduction in the cost of the service in a given "
    "period. In the case of \"Tiktalik Files accessibility\" of less than 99% the reduction increases to 25%.\n")


@pytest.mark.parametrize("text, expected, kind", [
    # the credit the band's credit is raised from, stated the sentence before with no band, is owed below the
    # commitment: a derived tier (it read 25% below 99% alone, so a month at 99.5% earned nothing)
    (TIKTALIK_FILES, TWO_TIERS, "derived"),
    # ... with no one commitment stated, its band is unknown: no tier rather than the lower one alone (it read that)
    (TIKTALIK_FILES.replace("on a 99.9% rate per month", "at a high rate"), None, None),
    # ... near miss: a raised credit whose base has a band of its own is a ladder as written
    ("Provider guarantees 99.9% monthly availability. Below 99.9% the credit is 10% of the monthly fee. Below 99% the "
     "credit increases to 25%.\n", TWO_TIERS, "operative"),
])
def test_a_credit_raised_from_one_with_no_band(extracted, text, expected, kind):
    term = extracted(text, "credit_tiers", expected, language="en")
    assert term is None if expected is None else (term.value, term.evidence_kind) == (expected, kind)


# https://www.bit.nl/en/about-bit/terms-and-policies/sla-addendum-colocation-bit-1
BIT = ("SLA Addendum Colocation BIT-1\n1.3. Service\nColocation in a space provided for that purpose at location BIT-1 in "
       "Ede, including electricity and cooling facilities.\n")


@pytest.mark.parametrize("text, expected", [
    # the town after the site's code, and what the site includes after it (it read none)
    (BIT, "Ede"),
    # ... near misses: a location named by a letter or a code alone, or inside a building, names no place
    (BIT.replace("BIT-1 in Ede", "A"), None),
    ("The equipment is placed at location A in the main hall.\n", None),
    ("The equipment is placed at location A in Building 5, including power and cooling.\n", None),
])
def test_the_town_after_a_sites_code(reads, text, expected):
    reads(text, "location", expected, language="en")
