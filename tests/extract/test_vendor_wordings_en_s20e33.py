"""Wordings from English SLAs of vendors outside the corpus (session 20, helper E33: session 19's leftovers), in our
own words.

Each positive has a near miss beside it: the same words about something else, which must not become the term
(or must become another value).
"""

import pytest

# a two-column table of levels that lost its layout: the header's cells and each row's run together, and the view
# joins the lines into one sentence
LEVELS = "Covered ServiceMonthly Uptime Percentage\n"


@pytest.mark.parametrize("rows, others", [
    # two rows, two scopes, two levels: the header names both figures, as a column header names its cells (the HTML
    # form of such a table gives a conflict; the flattened one read the first row's 99.9 firmly, the 99 unread)
    ("GPU clusters across several zones>= 99.9%\nA GPU cluster in one zone>= 99%\n", [99]),
    ("Bare-metal nodes 99.9%\nObject storage 99.5%\nBlock volumes 99.95%\n", [99.5, 99.95]),
])
def test_the_rows_of_a_flattened_level_table_are_each_a_level(extracted, rows, others):
    term = extracted(LEVELS + rows + "2. Definitions\n", "availability_pct", 99.9, language="en")
    assert term.conflict and term.confidence < 0.9
    assert [a.value for a in term.alternatives if a.reason == "conflict"] == others


@pytest.mark.parametrize("rows", [
    # ... near misses: a table of one row is that row's level; a row naming a credit is no level; a figure ending a
    # sentence that names the key in its own line is read alone (the next line is no row of a table)
    "GPU clusters across several zones>= 99.9%\n2. Definitions\n",
    "GPU clusters across several zones>= 99.9%\nService credit 10%\n",
])
def test_a_flattened_level_table_near_misses(extracted, rows):
    term = extracted(LEVELS + rows, "availability_pct", 99.9, language="en")
    assert not term.conflict and term.confidence >= 0.9


def test_a_sentence_ending_in_a_level_is_no_table_row(extracted):
    term = extracted("Our monthly uptime commitment is 99.9%\nand late fees bear 1.5%\n", "availability_pct", 99.9,
                     language="en")
    assert not term.conflict and term.confidence >= 0.9


@pytest.mark.parametrize("text, expected", [
    # a firm limit right after the hedged figure bounds it with no comma between them, as with one ("…, and in any
    # event within 2 hours"): the limit was not read and the hedged 30 stood
    ("Provider will use commercially reasonable efforts to respond within 30 minutes and in any event within 2 hours.",
     120),
    ("We shall endeavour to answer a critical ticket within 15 minutes but in any case within 1 hour.", 60),
    # ... near misses: two duties, a response and a resolution, are no limit on one; a firm first figure stays
    ("Provider will use commercially reasonable efforts to respond within 30 minutes and resolve within 2 hours.", 30),
    ("Provider will respond within 30 minutes and in any event within 2 hours.", 30),
])
def test_a_firm_limit_with_no_comma_before_it(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a level of 100 named as a year's is a monthly 100 whether the year stands before the figure or after it (the
    # year before it, "Annual availability", was a blocker no value spared: nothing was read)
    ("Annual availability: 100%.", 100),
    ("Yearly uptime of 100% for the private cloud.", 100),
    # ... near misses: below 100 a year's level is no month's, the year before or after it
    ("Annual availability: 99.9%.", None),
    ("Yearly uptime of 99.9% for the private cloud.", None),
])
def test_a_yearly_level_of_100_named_before_the_figure(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a sentence with a month's level and a year's: the year is the second figure's, the month's level stands (the
    # year after the first figure blocked it: nothing was read)
    ("The network is available 99.95% of any calendar month and 99.99% over each calendar year.", 99.95),
    ("Provider guarantees availability of 99.99% each calendar year, and availability of 99.9% in any calendar month.",
     99.9),
    # ... near misses: a year's level alone is none
    ("The network is available 99.99% over each calendar year.", None),
    ("Provider guarantees availability of 99.99% each calendar year.", None),
])
def test_a_monthly_level_beside_a_yearly_one(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a name that will only hold the equipment is where it is: "will host the servers" is no act of a party (since a
    # name acting elsewhere was taken for a party, a city hosting the servers read no location)
    ("The servers are hosted in Lisbon. Lisbon will host the servers until the second hall opens.", "Lisbon"),
    ("The racks are housed in Leipzig, and Leipzig shall house the spare nodes as well.", "Leipzig"),
    # ... near misses: a name that also acts as a party stays a party, the place beside it read
    ("Acme will host the servers. Acme will review each request.\nThe Equipment is colocated at Acme", None),
    ("Acme will host the servers and will review each request. The Equipment is colocated at Slough", "Slough"),
])
def test_a_place_that_will_host_the_servers(reads, text, expected):
    reads(text, "location", expected, language="en")


CREDIT_HEAD = "Credit is worked out from your monthly renewal price as follows:\n\nUptime Guarantee SLA Credit\n"
LADDER = [{"below_pct": 99.9, "credit_pct": 5.0}, {"below_pct": 99.7, "credit_pct": 15.0},
          {"below_pct": 99.4, "credit_pct": 50.0}, {"below_pct": 99.0, "credit_pct": 100.0}]


@pytest.mark.parametrize("text, expected", [
    # a credit table that lost its cells, each level a bare figure beside its credit, under a row of the top level
    # alone: each bare level is its band's lower end, the band running up to the level of the row above; the row
    # numbers are no levels (a dedicated host's table read no tier, its rows not said to be upper or lower ends)
    (CREDIT_HEAD + "1\t99.9%\tGuaranteed\n2\t99.7%\t5%\n3\t99.4%\t15%\n4\t99.0%\t50%\n5\tLess\tthan\t99.0%\t100%\n",
     LADDER),
    (CREDIT_HEAD + "| 99.9% | Guaranteed |\n| 99.7% | 5% |\n| 99.4% | 15% |\n| 99.0% | 50% |\n"
     "| Less than 99.0% | 100% |\n", LADDER),
    # ... near misses: no row of the top level above the bare rows, the row under them not going on from the last level,
    # levels that rise, and a sentence (not a row) above them: nothing says which end a bare level is
    (CREDIT_HEAD + "1\t99.7%\t5%\n2\t99.4%\t15%\n3\t99.0%\t50%\n4\tLess\tthan\t99.0%\t100%\n", None),
    (CREDIT_HEAD + "1\t99.9%\tGuaranteed\n2\t99.7%\t5%\n3\t99.4%\t15%\n4\t99.0%\t50%\n5\tLess\tthan\t98.0%\t100%\n",
     None),
    (CREDIT_HEAD + "1\t99.9%\tGuaranteed\n2\t99.4%\t5%\n3\t99.7%\t15%\n4\t99.0%\t50%\n5\tLess\tthan\t99.0%\t100%\n",
     None),
    (CREDIT_HEAD + "Our uptime commitment is 99.9% in each month of the term.\n"
     "99.7%\t5%\n99.4%\t15%\nLess\tthan\t99.4%\t100%\n", None),
])
def test_bare_levels_under_a_top_row_are_lower_ends(reads, text, expected):
    reads(text, "credit_tiers", expected, language="en")
