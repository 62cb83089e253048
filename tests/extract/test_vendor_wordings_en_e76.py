"""Real-world English wordings of session 36's helper e76 (GPU clouds and hosting/colocation SLAs nobody here had
tested): a credit of service time given per a number of minutes of downtime, with the verb that gives it between
("a credit equivalent to one day of service will be provided per fifteen minutes downtime"), which was read as one
tier's 3.33% credit; a multiple of the fees for "any period of unavailability".

Each positive has a near miss beside it.
"""

import pytest

# https://jared555.com/legal-sla.php (Atabyte's SLA; read a tier {below 99.99: 3.33%} at 0.7): one day of service per
# fifteen minutes of downtime grows with the downtime, a multiple of 96, no single tier's credit
ATABYTE = ("Service Level Agreement\n\nShared Hosting SLA\n\nAtabyte Inc. guarantees that your shared hosting services "
           "will be accessible for 99.99% of the time in any calendar month. If we fail to meet this guarantee a credit "
           "equivalent to one day of service will be provided per fifteen minutes downtime past the uptime guarantee in "
           "fifteen minute increments.\n")


def test_a_day_of_service_per_fifteen_minutes_is_no_tier(reads):
    reads(ATABYTE, "credit_tiers", None, language="en")
    reads(ATABYTE, "credit_downtime_multiple", 96, language="en")
    reads(ATABYTE, "availability_pct", 99.99, language="en")


@pytest.mark.parametrize("text, multiple", [
    # the verb that gives the service time between it and the downtime it is given for
    ("Service Level Agreement\n\nIf availability falls below 99.9%, a credit of one day of service will be provided for "
     "each hour of downtime.\n", 24),
    ("Service Level Agreement\n\nA credit of one day of service shall be given per 30 minutes of downtime.\n", 48),
    # ... near miss: a day of service per day of a late delivery is no downtime's multiple
    ("Service Level Agreement\n\nOne day of service will be provided for each day of delay in delivery.\n", None),
])
def test_service_time_given_per_downtime_with_its_verb_between(reads, text, multiple):
    reads(text, "credit_downtime_multiple", multiple, language="en")


@pytest.mark.parametrize("text, tiers", [
    # a day of service per 30 minutes of downtime is a multiple (48), no 3.33% tier below the level
    ("Service Level Agreement\n\nIf availability falls below 99.9%, Customer receives one day of service credit per 30 "
     "minutes of downtime.\n", None),
    # ... near miss: days of service owed once below a level are that level's tier (10% of a 30-day month)
    ("Service Level Agreement\n\nIf availability falls below 99.5%, Customer will receive 3 days of service credit.\n",
     [{"below_pct": 99.5, "credit_pct": 10.0}]),
])
def test_days_of_service_per_minutes_of_downtime_are_no_tier(reads, text, tiers):
    reads(text, "credit_tiers", tiers, language="en")


# http://www.serverlove.com/support/terms-and-conditions/service-level-agreement/ (read no multiple): the fees for "any
# period of unavailability", a hundred times over
SERVERLOVE = ("Service Level Agreement\n\nIf we fail to meet the guarantee detailed above, then you will be able to request "
              "a credit as detailed below, up to a maximum of 100% of your fee for capacity used during the previous 30 "
              "calendar days:\n\n  • Credit of 100 times the fees for any period of unavailability lasting more than 15 "
              "minutes, measured from the time at which you validly inform us.\n")


@pytest.mark.parametrize("text, multiple", [
    (SERVERLOVE, 100),
    ("Service Level Agreement\n\nWe will credit 10 times the fees for any period of unavailability.\n", 10),
    # ... near miss: a multiple of something else, the unavailability named in another sentence
    ("Service Level Agreement\n\nCustomer must report any period of unavailability within 30 days. A late fee of 2 times "
     "the monthly interest applies.\n", None),
])
def test_a_multiple_of_the_fees_for_any_period_of_unavailability(reads, text, multiple):
    reads(text, "credit_downtime_multiple", multiple, language="en")


def test_serverloves_other_terms_stay(reads):
    reads(SERVERLOVE, "credit_cap_pct", 100, language="en")
    reads(SERVERLOVE, "min_outage_minutes", 15, language="en")


# https://www.dhyhost.com/service-level-agreement/ (read credit_tiers [{below 99.0: 100%}] at 0.95, the table's last row
# offered as the whole: 40% at 99.5% availability went unclaimed): the page's ladder keeps a mark after each level
# ("99.8%< 10%"), which joined its rows into one line of prose; each bare level is its band's lower end, the band running
# up to the level above, as without the mark (test_vendor_wordings_en_s19e32.py)
DHYHOST = ("Service Level Agreement\n\nTo properly claim SLA credit that is due the owner of the account must open an SLA "
           "ticket located in our support area within seven days of the purported outage.\n\n99.9% Guaranteed\n"
           "99.8%< 10%\n99.7%< 20%\n99.6%< 30%\n99.5%< 40%\n99.4%< 50%\n99.3%< 60%\n99.2%< 70%\n99.1%< 80%\n99.0%< 90%\n"
           "Less than 99% 100%\n\n  • Only one valid claim can be made per calender month.\n")


@pytest.mark.parametrize("text, tiers", [
    (DHYHOST, [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.8, "credit_pct": 20.0},
               {"below_pct": 99.7, "credit_pct": 30.0}, {"below_pct": 99.6, "credit_pct": 40.0},
               {"below_pct": 99.5, "credit_pct": 50.0}, {"below_pct": 99.4, "credit_pct": 60.0},
               {"below_pct": 99.3, "credit_pct": 70.0}, {"below_pct": 99.2, "credit_pct": 80.0},
               {"below_pct": 99.1, "credit_pct": 90.0}, {"below_pct": 99.0, "credit_pct": 100.0}]),
    # ... without the top level's row nothing says which end of a band the marked levels are, and the row with its
    # bound word is a part of the table: none, rather than the last tier offered as the whole (it was read alone)
    ("Service Level Agreement\n\nCredits for the month:\n\n99.8%< 10%\n99.7%< 20%\nLess than 99% 100%\n", None),
    # ... near miss: rows that each say their bound are the whole table, read
    ("Service Level Agreement\n\nCredits for the month:\n\nLess than 99.9% 10%\nLess than 99.0% 100%\n",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 100.0}]),
])
def test_a_ladder_whose_levels_keep_a_mark_after_them(reads, text, tiers):
    reads(text, "credit_tiers", tiers, language="en")
