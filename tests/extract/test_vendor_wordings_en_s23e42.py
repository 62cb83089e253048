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
    # (mo41: it is read as the share per period, 5 per 30 minutes (credit_period_minutes), which a claim counts per
    # half hour: still no hourly rate of 10)
    ("Credits: 5% of the monthly fee for each 30 minutes of downtime, up to 50% of the monthly fee.\n", [5]),
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


# CUAD, an outsourcing agreement's payment schedule (OASYS Mobile, EX-10.17): "... during the initial three year term of
# this Agreement on the dates and in the minimum amounts as follows." over a run of yearly totals; no total is a term
SCHEDULE = ("HSNS will pay a minimum commitment of $750,000.00 during the initial three year term of this Agreement on "
            "the dates and in the minimum amounts as follows{}\n"
            "Year 1 - TOTAL $250,000.00 Year 2 - TOTAL $250,000.00 Year 3 - TOTAL $250,000.00\n")


@pytest.mark.parametrize("stop", [
    ".",  # "as follows." ends a sentence of prose: it announces no table
    ":",  # ... and with its colon, the table's cells stand alone on their lines, not inside a line of words
])
def test_as_follows_over_a_line_of_figures_and_words_names_none_of_them(stop):
    term = _terms(SCHEDULE.format(stop))["term_months"]
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


# imbue, "From bare metal to a 70B model" (quoted at magicalbits.net/?p=230748): the GPUs of one host, "to a computer"
IMBUE = ("This post focuses on one cluster that had 4,088 H100 GPUs spread across 511 computers, with eight GPUs to a "
         "computer.")


def test_gpus_to_a_computer_are_per_node():
    # read as a second order of 8 GPUs beside the 4,088 (a conflict), and no GPUs per node
    terms = _terms(IMBUE)
    assert terms["gpus_per_node"].value == 8
    assert terms["gpu_count"].value == 4088 and not terms["gpu_count"].conflict


def test_gpus_to_a_computer_near_miss():
    # ... near miss: a count with no host after it stays the order's
    terms = _terms("The cluster has a total of 4,088 H100 GPUs.")
    assert terms["gpu_count"].value == 4088 and "gpus_per_node" not in terms


# documents whose every value was already read as written (recorded, not changed): source, excerpt, expected values
READ_RIGHT = [
    # Colohouse, SLA (colohouse.com/colohouse-service-level-agreement)
    ("Colohouse will use commercially reasonable efforts to ensure that Customer power will be available to Customer "
     "Space 100% of the time except as part of scheduled maintenance, upon a request by Customer or a Force Majeure "
     "event.\n\nIn the event Colocation Services are not provided in accordance with this SLA Objective, Colohouse will "
     "provide a Service Level Credit set forth below that is based on a percentage of the Monthly Recurring Charges "
     "(\"MRC\") up to a maximum Service Level Credit of 50% of the MRC.\n",
     {"availability_pct": 100, "credit_cap_pct": 50}),
    # Voltage Park, VM SLA (voltagepark.com/virtual-machine-sla): its level table lost in the page; the rest read
    ("Monthly Uptime Percentage and Financial Credit are determined on a calendar month basis per GPU-enabled virtual "
     "machine.\nCustomer Obligations. In order to receive any of the Financial Credits described above, Customer must "
     "notify Voltage Park within 30 days from the time Customer becomes eligible to receive a Financial Credit.\n"
     "Maximum Financial Credit. The aggregate maximum number of Financial Credits to be issued by Voltage Park to "
     "Customer for any and all Downtime Periods that occur in a single billing month will not exceed the amount due by "
     "Customer for the respective Covered Services that did not meet the VM SLO for the applicable month.\n",
     {"sla_unit": "node", "claim_window_days": 30, "credit_cap_pct": 100, "availability_pct": None}),
    # ionstream, GPU Bare Metal SLA (ionstream.ai/service-level-agreement/)
    ("We guarantee that your server hardware will be functioning 99.9% of the time in a given month, excluding scheduled "
     "maintenance. Hardware replacement is guaranteed to be completed within four hours of problem identification.\n"
     "Guarantee: Ionstream will credit your account the pro rata portion of the monthly charge for the server affected "
     "that falls short of the 99.9% uptime.\n",
     {"availability_pct": 99.9, "recovery_hours": 4, "credit_base": "unit"}),
    # GPUYard, hardware replacement SLA (gpuyard.com/service-level-agreement/): a credit per 12 hours alone is no
    # hourly rate
    ("GPUYard guarantees a swift response to hardware issues with a 12-hour hardware replacement SLA for all current "
     "dedicated server offerings.\nIf the hardware isn't replaced within the initial 12-hour timeframe after the issue "
     "is detected, you have the option to request a 10% SLA credit. An additional 10% credit can be claimed for every "
     "subsequent 12-hour period of delay.\nIt's important to note that credit requests must be submitted within 30 days "
     "of the incident, and the total credit amount cannot exceed 50% of the monthly fee for the affected server.\n",
     {"recovery_hours": 12, "claim_window_days": 30, "credit_cap_pct": 50, "credit_per_hour_pct": None}),
    # Equinix, Colocation power (docs.equinix.com/.../colo-power.htm): a circuit's usable share is no availability
    ("The maximum allowable draw on any one circuit equals the Circuit-Usable kVA, which varies by region:\n"
     "Region Maximum Allowable Draw (in amps)\n80% of the size of the circuit\n100% of the size of the circuit\n",
     {"availability_pct": None, "rack_power_kw": None}),
    # CherryRoad (HopOne), colocation SLA summary (hopone.cherryroad.com/data-centers/service-level-agreement/)
    ("Data Center Reliability & Performance\n  • 100% electric supply (power) uptime (with redundant A & B power "
     "circuits)\n    • One day credit for each hour of downtime\n  • 15-minute response time to urgent (phone) support "
     "requests\n    • One day credit for each unique case of non-compliance\n  • Replacement of malfunctioning hardware "
     "within under two hours (for customers with CherryRoad managed hardware)\n    • One day credit for each additional "
     "two hours taken\nCredit Terms\n  • Up to 100% of applicable fees on customer's monthly bill may be credited due to "
     "failure to provide service per the terms of the SLA.\n",
     {"availability_pct": 100, "response_minutes": 15, "recovery_hours": 2, "credit_downtime_multiple": 24,
      "credit_cap_pct": 100}),
    # nine.ch, Colocation FAQ (nine.ch/colocation/faq)
    ("3. Which connections are included in the rack?\n5 power supply connections (230V AC) and 1 Fast Ethernet "
     "connection.\n", {"interconnect": "ethernet", "rack_power_kw": None}),
]


@pytest.mark.parametrize("text, expected", READ_RIGHT)
def test_unseen_vendor_documents_read_as_written(text, expected):
    terms = _terms(text)
    assert {k: terms[k].value if k in terms else None for k in expected} == expected
