"""Wordings from English SLAs of vendors outside the corpus (session 19, helper E32: round 1's leftovers), in our
own words.

Each positive has a near miss beside it: the same words about something else, which must not become the term
(or must become another value).
"""

import pytest

CREDIT_HEAD = "Credits are generated as follows from your monthly price:\n\nUptime Guarantee SLA Credit\n"


@pytest.mark.parametrize("text, expected", [
    # a credit table that lost its cells, each level a bare figure beside its credit ("99.8% 10%", with or without the
    # row number before it): no bound word says whether 99.8 is a band's upper or lower end; the one row written with a
    # bound word ("Less than 99.0% 100%") is a part of the table, and a part offered as the whole tier list would
    # under-credit (a dedicated host's table read one tier, 100% below 99.0). Session 20 (E33): a row of the top level
    # alone above them ("99.9% Guaranteed") says it: each bare level is its band's lower end, the band running up to
    # the row above's level, and the table is read whole (test_vendor_wordings_en_s20e33.py); these were None
    (CREDIT_HEAD + "99.9% Guaranteed\n99.8% 10%\n99.5% 40%\n99.0% 90%\nLess than 99.0% 100%\n",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.8, "credit_pct": 40.0},
      {"below_pct": 99.5, "credit_pct": 90.0}, {"below_pct": 99.0, "credit_pct": 100.0}]),
    (CREDIT_HEAD + "1 99.9% Guaranteed\n2 99.8% 10%\n3 99.5% 40%\n4 99.0% 90%\n5 Less than 99.0% 100%\n",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.8, "credit_pct": 40.0},
      {"below_pct": 99.5, "credit_pct": 90.0}, {"below_pct": 99.0, "credit_pct": 100.0}]),
    (CREDIT_HEAD + "99.9%\tGuaranteed\n99.8%\t10%\n99.0%\t90%\nLess\tthan\t99.0%\t100%\n",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.8, "credit_pct": 90.0},
      {"below_pct": 99.0, "credit_pct": 100.0}]),
    # ... without a row above the first bare level nothing says which end it is: still none
    (CREDIT_HEAD + "| Uptime | Credit |\n|---|---|\n| 99.8% | 10% |\n| Less than 99.0% | 100% |\n", None),
    # ... near misses: every row with its bound word is the whole table, read
    (CREDIT_HEAD + "Less than 99.9% 10%\nLess than 99.5% 40%\nLess than 99.0% 100%\n",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.5, "credit_pct": 40.0},
      {"below_pct": 99.0, "credit_pct": 100.0}]),
    (CREDIT_HEAD + "| Uptime | Credit |\n|---|---|\n| Less than 99.9% | 10% |\n| Less than 99.0% | 100% |\n",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 100.0}]),
    # ... and a row of the same shape whose second figure is no credit (it is larger) blocks nothing
    (CREDIT_HEAD + "Less than 99.9% 10%\nLess than 99.0% 100%\n\n95% 99%\n",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 100.0}]),
])
def test_a_tier_table_with_rows_no_bound_word_reads(reads, text, expected):
    reads(text, "credit_tiers", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a firm limit after "but" bounds the hedged figure before it as one after "and" does
    ("Provider will endeavour to respond within 30 minutes, but in any event within 2 hours.", 120),
    ("We will use reasonable efforts to respond within 15 minutes, but in any case within 4 hours.", 240),
    # ... near misses: "but not within" is no limit; a firm first figure stays
    ("Provider will endeavour to respond within 30 minutes, but not within 2 hours.", 30),
    ("Provider will respond within 30 minutes, but in any event within 2 hours.", 30),
])
def test_a_firm_limit_after_but(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")


ROW_TABLE = "### Cloud GPU\n\n  | \n---|---\n"


@pytest.mark.parametrize("text, expected", [
    # a row labelled with the agreement, its value cell nothing but the figure, is the level (a GPU cloud's service
    # table: "| Service level agreement | 99.90% |" read nothing)
    (ROW_TABLE + "**Service level agreement** | 99.90%\n**Portal level agreement** | 99.90%\n", 99.9),
    ("| Term | Value |\n|---|---|\n| SLA | **99.95%** |\n", 99.95),
    # ... near misses: a credit beside the figure, a credit word in the label, a share too low to be a level, and a
    # figure with words of its own after it are none
    (ROW_TABLE + "**SLA** | 10% credit per hour of downtime\n", None),
    ("| Term | Value |\n|---|---|\n| SLA credit | 10% |\n", None),
    ("| Term | Value |\n|---|---|\n| SLA | 10% |\n", None),
    ("| Term | Value |\n|---|---|\n| Service level agreement | 95% of tickets answered in one hour |\n", None),
])
def test_a_row_label_over_a_bare_figure(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a year at 100% leaves no month short of 100%: the yearly level is the monthly one (a dedicated host's "100% Up
    # time Guarantee each calendar year" read nothing since E31 blocked yearly levels)
    ("100% Up time Guarantee each calendar year.", 100),
    ("We guarantee 100% network uptime in any calendar year.", 100),
    # ... near misses: below 100 a month may fall short and the year still hold, so a yearly level stays none
    ("99.9% Up time Guarantee each calendar year.", None),
    ("We guarantee 99.9% network uptime in any calendar year.", None),
])
def test_a_yearly_level_of_100_is_monthly(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")
