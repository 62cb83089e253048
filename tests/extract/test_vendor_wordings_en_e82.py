"""Real-world English wordings of session 38's helper e82: a credit ladder written as lines with no cells, a column
of the downtime each level allows between the level and the credit ("99.50% < 3h 39m 5%"), read by the same rule as
the ruled table of tests/extract/test_vendor_wordings_en_e81.py: the levels fall, the credits rise, and a top line
owing nothing makes each level its band's lower end.

Each positive has a near miss beside it.
"""

import pytest

# https://www.mediacloud.net.au/service-level-agreement: "In the event that services as per clause 1 fail to meet the
# service level target ... you will be entitled to following credit:" over the ladder flattened to lines
MEDIACLOUD = ("Service Level Agreement (SLA)\n\n"
              "1. The hosting environment, including VPS services and network, target uptime is 99.9% (uptime target) "
              "of each full calendar month during the service period.\n\n"
              "2. In the event that services as per clause 1 fail to meet the service level target and you have "
              "complied with the provisions in this SLA then you will be entitled to following credit:\n\n"
              "Availability Monthly Downtime Credit Offered\n"
              "99.90% < 0h 44m 0%\n"
              "99.50% < 3h 39m 5%\n"
              "99.00% < 7h 18m 10%\n"
              "98.00% < 14h 36m 20%\n"
              "97.00% and below < 21h 54m 30%\n\n"
              "3. The service level is calculated on a monthly basis. Credits are not provided for part months.\n")

# https://www.edgecentral.com.au/uptime-guarantee/: "What is the service credit offered? ... The breakdown is as
# follows:" over the same lines
EDGE_CENTRAL = ("Uptime Guarantee\n\nWe believe our services are rock solid, and back this up with our 99.9% uptime "
                "guarantee.\n\nWhat is the service credit offered?\n\nWhen eligible, the service credit offered is "
                "calculated as a percentage of your monthly cost for the impacted service. The breakdown is as "
                "follows:\n\n"
                "Availability Monthly Downtime Credit Offered\n"
                "99.90% < 0h 44m 0%\n"
                "99.50% < 3h 39m 5%\n"
                "99.00% < 7h 18m 10%\n"
                "98.00% < 14h 36m 20%\n"
                "97.00% and below < 21h 54m 30%\n")

LADDER = [{"below_pct": 99.9, "credit_pct": 5.0}, {"below_pct": 99.5, "credit_pct": 10.0},
          {"below_pct": 99.0, "credit_pct": 20.0}, {"below_pct": 98.0, "credit_pct": 30.0}]

# the table form of the same ladder (crucial.com.au, e81's case), read by the same rule
TABLE = EDGE_CENTRAL.replace("Availability Monthly Downtime Credit Offered\n",
                             "| Availability | Monthly Downtime | Credit Offered |\n")
for _line in ("99.90% < 0h 44m 0%", "99.50% < 3h 39m 5%", "99.00% < 7h 18m 10%", "98.00% < 14h 36m 20%",
              "97.00% and below < 21h 54m 30%"):
    _level, _rest = _line.split(" <")
    _downtime, _credit = _rest.rsplit(" ", 1)
    TABLE = TABLE.replace(_line + "\n", f"| {_level} | <{_downtime} | {_credit} |\n")


@pytest.mark.parametrize("text, expected", [
    (MEDIACLOUD, LADDER),
    (EDGE_CENTRAL, LADDER),
    (TABLE, LADDER),
    # the header in other words, so the lines are no spaced table under it: the same ladder
    (EDGE_CENTRAL.replace("Availability Monthly Downtime Credit Offered", "Availability Downtime Credit"), LADDER),
    # ... near misses: levels that do not fall; a top line that earns a credit says nothing of which end each level is
    (EDGE_CENTRAL.replace("99.50% < 3h 39m 5%", "99.95% < 3h 39m 5%"), None),
    (MEDIACLOUD.replace("99.90% < 0h 44m 0%", "99.90% < 0h 44m 2%"), None),
    # ... a line under the last one that is no row of the ladder: a part of it would be offered as the whole
    (EDGE_CENTRAL.replace("97.00% and below < 21h 54m 30%", "97.00% and below < 21h 54m 30% of the fee"), None),
])
def test_a_ladder_written_as_lines_with_a_downtime_column(reads, text, expected):
    reads(text, "credit_tiers", expected, language="en")


@pytest.mark.parametrize("text", [
    # a list of plans' uptimes, prices and discounts: the levels fall and the percentages rise, but a price stands
    # beside each plan's uptime, no downtime it allows
    ("Hosting Plans\n\nEach plan is billed monthly. A discount is applied for annual prepayment.\n\n"
     "Availability Monthly Price Annual Discount\n"
     "99.99% $120 0%\n"
     "99.95% $80 10%\n"
     "99.90% $50 20%\n"
     "99.50% $30 25%\n"),
    # the downtime each level allows with no credit beside it
    ("Uptime Guarantee\n\nWe offer a service credit when we miss our 99.9% uptime guarantee. Each level allows this "
     "much downtime a month:\n\n"
     "Availability Monthly Downtime\n"
     "99.90% 0h 44m\n"
     "99.50% 3h 39m\n"
     "99.00% 7h 18m\n"
     "98.00% 14h 36m\n"),
])
def test_lines_of_levels_that_are_no_credit_ladder(reads, text):
    reads(text, "credit_tiers", None, language="en")
