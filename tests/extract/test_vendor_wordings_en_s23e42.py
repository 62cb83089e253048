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


@pytest.mark.parametrize("text, expected", [
    # 515engine, Colocation Pricing (515engine.com/colocation-pricing/): two densities a hall may reach, as a choice;
    # read as 80 kW a rack, the 60 lost
    ("This can go way higher, up to 60 or even 80KW per cabinet depending on the datacenter.", None),
    # ... near miss: the rack's own power beside them is read
    ("Racks support 20 kW per cabinet. This can go way higher, up to 60 or even 80KW per cabinet.", 20),
])
def test_two_rack_densities_offered_as_a_choice(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # Dataplace, Cooling (dataplace.eu/en/data-centre-infrastructure/cooling): the aisles named corridors, the hall's
    # down-flow units; read no cooling
    ("The data floor hosts the cold corridors. The inlet temperature in the cold corridor is regulated at 25° Celsius "
     "with a margin of 5° Celsius.", "air"),
    ("All of the main components of the cooling installation are designed to be fully redundant, which allows one dry "
     "cooler, one circulation pump and one down flow air conditioner to malfunction.", "air"),
    # ... near miss: a corridor of the building cools nothing
    ("Visitors wait in the corridor outside the data floor.", None),
])
def test_cold_corridors_and_down_flow_units_cool_by_air(reads, text, expected):
    reads(text, "cooling", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # datacentres.com, FAQ (datacentres.com/faq): the uptime a design tier is rated at, read as the availability
    ("Tiers I through IV rate how redundant a data centre is. Tier I (99.671% uptime) has no redundancy - any "
     "maintenance requires a full shutdown.", None),
    # ... near miss: the provider's own commitment beside its tier
    ("Our Tier III facility guarantees 99.99% uptime each calendar month.", 99.99),
])
def test_a_design_tiers_rated_uptime_is_no_commitment(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # CAPS, blog (capscenters.com/2021/08/): what cabinets drew in the past, read as 5 kW a rack
    ("Until recently most data cabinets drew 5 KW or less. Now the electrical load per cabinet is increasing.", None),
    # ... near miss: what a cabinet is provisioned with now
    ("Each cabinet is provisioned with 5 kW of power.", 5),
])
def test_what_racks_drew_in_the_past(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")
