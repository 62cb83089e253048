"""Wordings from real English SLAs and colocation/GPU-cluster terms that session 23's helper E42 read through the search
tool's stored pages (none seen before by the project); and leftovers of session 23's first wave (E41).

Each case quotes the short passage it needs, with its source in a comment; each positive has a near miss beside it.
"""

import pytest

from slacheck.extract.pipeline import extract_terms
from tests.conftest import make_document


def _terms(text: str) -> dict:
    return {t.key: t for t in extract_terms(make_document(text, language="en"))}


# FPT AI Factory, SLA section 3 (ai-docs.fptcloud.com/service-level-agreement/3.-service-availability-commitment), as
# a page reader flattens it: the tables lost their layout, one cell a line, a sub-heading and a row number between the
# sentence that names the level and the figures
FPT = ("3. SERVICE AVAILABILITY COMMITMENT\n"
       "FPT AI Factory will use commercially reasonable efforts to ensure that each service identified below is "
       "\"Available\" during a given calendar month equal to the \"Monthly Uptime Percentage\" for such FPT AI Factory "
       "Service as set forth in the table below.\n"
       "3.1 Metal Cloud\n1\nMetal Cloud\n99%*\nBare metal GPU server\n"
       "* Data stored on Local NVMe Storage is excluded from the scope of this SLA.\n"
       "3.2 GPU Virtual machine\n1\nGPU Virtual machine - Ephemeral Storage NVMe\n99.5%*\nVirtual machine\n2\n"
       "GPU Virtual machine – Block Storage\n99.95%\nVirtual machine\n")


def test_a_sentence_announcing_a_table_below_names_its_flattened_cells():
    # the level of each service: 99 first, the other services' levels beside it
    term = _terms(FPT)["availability_pct"]
    assert term.value == 99 and sorted(a.value for a in term.alternatives) == [99.5, 99.95]


@pytest.mark.parametrize("text", [
    # ... near misses: a sentence announcing a table that names another thing (its cells are no level), and a
    # sentence with a stop between the announcement and the figure (a clause of its own, read by its own words)
    FPT.replace("SERVICE AVAILABILITY COMMITMENT", "DISCOUNTS").replace("\"Available\"", "priced")
       .replace("equal to the \"Monthly Uptime Percentage\"", "with the discount"),
    "Each Service is listed in the table below.\nThe discount on the list price is 99% for staff accounts.\n",
])
def test_an_announced_table_that_names_no_level(text):
    assert "availability_pct" not in _terms(text)


@pytest.mark.parametrize("text, expected", [
    ("The Monthly Uptime Percentage for each Service is shown in the following table:\nCompute\n99.9%\nStorage\n99.5%\n",
     [99.9, 99.5]),
])
def test_a_lead_in_colon_over_a_flattened_table(text, expected):
    term = _terms(text)["availability_pct"]
    assert [term.value] + [a.value for a in term.alternatives] == expected


@pytest.mark.parametrize("text, expected", [
    # a credit per 30 minutes and one per hour written in one sentence: two rates of one credit (session 23's E41 rule
    # read them in two sentences; "Credits:" as the label named nothing)
    ("Credits: 5% of the monthly fee for each 30 minutes of downtime, and 5% for each hour of downtime thereafter, up "
     "to 50% of the monthly fee.\n", [5, 10]),
    # ... the label in the plural alone names the credit of an hourly rate
    ("Credits: 5% of the monthly fee for each hour of downtime.\n", [5]),
    # ... near miss: a credit per 30 minutes alone is no hourly rate
    ("Credits: 5% of the monthly fee for each 30 minutes of downtime, up to 50% of the monthly fee.\n", None),
])
def test_credits_per_half_hour_and_per_hour_in_one_sentence(text, expected):
    term = _terms(text).get("credit_per_hour_pct")
    got = None if term is None else sorted([term.value] + [a.value for a in term.alternatives])
    assert got == expected
    if expected and len(expected) > 1:
        assert term.conflict


@pytest.mark.parametrize("text, expected", [
    # a density per rack unit with the rack's size in the same clause is the rack's power (E41 read none)
    ("Each 42U rack is delivered with 0.5 kW per rack unit of power.", 21),
    ("We offer 500 W per U in our 48U cabinets.", 24),
    # ... near misses: the density alone, or the rack's size in another sentence, gives none
    ("Power density: 0.5 kW per rack unit.", None),
    ("Racks are 42U. Power density: 0.5 kW per rack unit.", None),
])
def test_a_density_per_rack_unit_times_the_racks_size(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")


def test_a_density_per_rack_unit_beside_the_racks_stated_power():
    term = _terms("A 42U rack with 20 kW, about 0.5 kW per rack unit.")["rack_power_kw"]
    assert sorted([term.value] + [a.value for a in term.alternatives]) == [20, 21]


def test_as_follows_with_a_stop_announces_no_table():
    # CUAD, an outsourcing agreement's payment schedule: "... during the initial three year term of this Agreement on
    # the dates and in the minimum amounts ... as follows." over a run of yearly totals; no total is a term
    text = ("HSNS will pay a minimum commitment of $750,000.00 during the initial three year term of this Agreement on "
            "the dates and in the minimum amounts as follows.\n"
            "Year 1 - TOTAL $250,000.00 Year 2 - TOTAL $250,000.00 Year 3 - TOTAL $250,000.00\n")
    term = _terms(text)["term_months"]
    assert term.value == 36 and all(a.value == 36 for a in term.alternatives)


def test_as_follows_over_a_line_of_figures_and_words_names_none_of_them():
    # ... nor with its colon: the table's cells stand alone on their lines, not inside a line of words
    text = ("HSNS will pay a minimum commitment of $750,000.00 during the initial three year term of this Agreement on "
            "the dates and in the minimum amounts as follows:\n"
            "Year 1 - TOTAL $250,000.00 Year 2 - TOTAL $250,000.00 Year 3 - TOTAL $250,000.00\n")
    term = _terms(text)["term_months"]
    assert term.value == 36 and all(a.value == 36 for a in term.alternatives)
