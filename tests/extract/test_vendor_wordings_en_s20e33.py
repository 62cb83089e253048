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
