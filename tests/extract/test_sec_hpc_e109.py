"""HPC colocation agreements and data-centre leases filed with the SEC, read by e109 (session 43): what miners turned AI
hosts sign with GPU clouds (Core Scientific-CoreWeave, Applied Digital-CoreWeave, TeraWulf-Fluidstack, Prime Data
Centers-Lambda, Cerebras-G42, Mawson-Consensus).

1. the availability a design tier stands for, stated with the building's design standard ("designed to meet the Uptime
   Institute's Tier III standards (99.982% availability)") says how the hall is built, not what is owed each month:
   loose evidence, sent to review, and losing to a level the contract commits to;
2. a cap on the credits a late delivery earns, in a sentence counting from the delivery date, is no cap on the service
   level's credits;
3. a cage's power called a total right after its figure ("20 cabinets with 400 kW of total critical power") is the
   racks' sum, no rack's power;
4. a day of the rent or fee named after "of" for each hour of a power interruption ("a credit of one (1) day of Base Rent
   for each hour of the Power Interruption") is 24 times the downtime, and days of rent cap the credits;
5. the PUE a building is "designed" for is no PUE committed, as a "design PUE" already was not.

The agreements' own schedules are redacted where these terms stand ([***]); the sentences of 1-4 are our own wording, in
the form such leases and service orders use. The guards quote the filed documents named over them (they pass on
bfb98b62 too, and say so).
"""

import pytest

from slacheck import api
from tests.conftest import make_document

# Core Scientific's press release on CoreWeave's final option, filed as an 8-K exhibit
# (https://www.sec.gov/Archives/edgar/data/1839341/000162828024043341/corescientifichpcoption3re.htm)
CORE_SCIENTIFIC = ("Under the terms of today's announced option exercise, Core Scientific will modify infrastructure at one of its "
                   "sites to deliver approximately 120 incremental MW of critical IT load to host CoreWeave's NVIDIA Graphics "
                   "Processing Units (\"GPUs\"). \"Critical IT load\" refers to the amount of power delivered to a data "
                   "center's servers, storage, communications switches and key systems, and does not include the power "
                   "required to support ancillary systems, such as air conditioning and chillers.")

# Core Scientific's Muskogee release (https://www.businesswire.com/news/home/20241118256980/en/)
MUSKOGEE = ("The 100 MW Muskogee data center will provide approximately 70 MW of critical IT load to power the latest generation "
            "of NVIDIA GPUs, with the remaining 30 MW powering ancillary systems required to ensure optimal GPU performance.")

# TeraWulf's release on its Fluidstack colocation agreements
# (https://www.projecthomelab.org/wiki/TeraWulf_Signs_200_MW_10-Year_AI_Hosting_Agreements_With_Fluidstack, as published)
TERAWULF = ("The agreements allocate more than 200 MW of critical IT load at the Lake Mariner campus with an initial 40 MW "
            "phase slated for the first half of 2026.")

# Prime Data Centers' Master Colocation Services Agreement Service Order with Lambda, filed by Super Micro
# (https://sec.gov/Archives/edgar/data/1375365/000137536524000026/pdcvernon-supermicrolamb.htm)
PRIME_LAMBDA = ("SERVICE ORDER MCSA-001\n1. Service Effective Date: The date indicated beneath Supplier's signature below\n"
                "2. Facility [ ], Vernon, California\n3. Standard Services: The \"Customer Space\" hereunder consists of the "
                "Colocation Space described below, the Pathway described below, and the Support Space described below.\n"
                "The \"2nd Floor Colocation Space\" includes all colocation space (approximately 39,916 sq. ft) located on "
                "the second (2nd) floor of the Building, configured as a single data hall.")

# Cerebras' statement of work with G42 for Condor Galaxy 2, filed with its S-1
# (https://www.sec.gov/Archives/edgar/data/2021728/000162828024041596/exhibit1013c-sx1.htm)
CEREBRAS_G42 = ("Performance Standards\n(1) Subject to paragraph (2), the Supplier will use commercially reasonable efforts to "
                "ensure that the Cluster is available for the Monthly Availability Percentage (as defined in the Service "
                "Credits section set out below).")


def _extracted(text: str) -> dict:
    from slacheck.extract.pipeline import extract_terms

    return {t.key: t for t in extract_terms(make_document(text, language="en"))}


# 1. a design tier's availability is no commitment
@pytest.mark.parametrize("text", [
    "Design. The Building is designed to meet the Uptime Institute's Tier III standards (99.982% availability).",
    "The Facility is designed to Uptime Institute Tier III standards, providing 99.982% availability.",
    "The data center is a Tier III facility (99.982% uptime).",
    "Design standard: Tier III (concurrently maintainable), N+1 cooling, 2N UPS, 99.982% availability.",
])
def test_a_design_tiers_availability_is_loose(reads, text):
    # bfb98b62: operative, confidence 0.9 (a monthly commitment of 99.982% passing the availability rule)
    term = reads(text, "availability_pct", 99.982, language="en")
    assert term.evidence_kind == "loose" and term.confidence < 0.6, term


def test_the_availability_rule_goes_to_review_on_a_design_tier_alone():
    # bfb98b62: pass ("Meets the requirement: the monthly availability is 99.982%")
    text = ("Design. The Building is designed to meet the Uptime Institute's Tier III standards (99.982% availability).\n\n"
            "The Building shall contain four data halls, each with 12.5 MW of Critical IT Load.\n")
    finding = next(f for f in api.check(make_document(text, language="en")).findings if f.rule == "availability")
    assert finding.status == "review", finding


def test_a_committed_level_wins_over_the_design_tier():
    # bfb98b62: 99.982, the design tier's figure chosen over the 100% committed
    terms = _extracted("Design. The Building is designed to meet the Uptime Institute's Tier III standards (99.982% "
                       "availability).\n\nPower Availability. Landlord shall provide Critical Power to the Premises 100% of "
                       "the time.\n")
    term = terms["availability_pct"]
    assert term.value == 100 and term.evidence_kind == "operative" and not term.conflict, term


@pytest.mark.parametrize("text, expected", [
    # guards (pass on bfb98b62 too): a level committed with no tier named, and one committed beside the tier
    ("Provider guarantees 99.982% availability of Critical Power to the Customer Space each month.", 99.982),
    ("Our Tier III facility guarantees 99.99% uptime each calendar month.", 99.99),
])
def test_a_committed_level_stays_operative(reads, text, expected):
    term = reads(text, "availability_pct", expected, language="en")
    assert term.evidence_kind == "operative", term


# 2. a delay credit's cap is no service level's
def test_a_delay_credits_cap_is_no_credit_cap(reads):
    # bfb98b62: 60 (the cap on late delivery's credits read as the cap on outage credits)
    reads("Delay Credits. For each day after the Scheduled Delivery Date that the Data Hall is not delivered, Provider "
          "shall pay Customer a credit equal to 2% of the Monthly Fee, up to 60% of the Monthly Fee.", "credit_cap_pct", None,
          language="en")


@pytest.mark.parametrize("text, expected", [
    # guards (pass on bfb98b62 too): a delay counted in weeks from the Ready for Service Date, and an outage credits' cap
    ("Delay Credits\nFor each full week that the Ready for Service Date is delayed, Customer shall receive a credit equal "
     "to 2% of the Monthly Fee, up to a maximum of 20% of the Monthly Fee.", None),
    ("Service Credits. For each hour of Outage, Customer shall receive a Service Credit of 3% of the Monthly Recurring "
     "Charges, not to exceed 50% of the Monthly Recurring Charges in any month.", 50),
])
def test_other_caps_read_as_before(reads, text, expected):
    reads(text, "credit_cap_pct", expected, language="en")


# 3. a total written right after the figure
def test_a_cages_total_after_its_figure_is_spread_over_its_racks(reads):
    # bfb98b62: 400 operative (the cage's 20 cabinets together read as one rack's power)
    term = reads("The Customer Space consists of 20 cabinets with 400 kW of total critical power.", "rack_power_kw", 20,
                 language="en")
    assert term.evidence_kind == "derived", term


def test_a_total_after_its_figure_with_no_racks_counted_is_no_racks(reads):
    # bfb98b62: 400 operative
    reads("Racks are delivered with 400 kW of aggregate critical power.", "rack_power_kw", None, language="en")


@pytest.mark.parametrize("text, expected", [
    # guards (pass on bfb98b62 too): a rack's own power called its total, and a rack's power beside the racks' total
    ("Each cabinet is provisioned with 20 kW of total power (A+B).", 20),
    ("24 racks at 20 kW each, 480 kW in total.", 20),
])
def test_a_racks_own_total_is_still_its_power(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")


# 4. a day of the rent per hour of power interruption
LEASE_POWER_CREDIT = ("Service Level. Landlord shall provide Critical Power to the Premises with 100% availability. If a Power "
                      "Interruption continues for more than one hour, Tenant shall receive a credit of one (1) day of Base "
                      "Rent for each hour of the Power Interruption, not to exceed thirty (30) days of Base Rent in any month.")


@pytest.mark.parametrize("text", [
    LEASE_POWER_CREDIT,
    "If the Critical Power is interrupted, Provider shall credit Customer one (1) day of the Monthly Fee for each hour of "
    "interruption.",
])
def test_a_day_of_rent_per_hour_of_interruption_is_24_times_the_downtime(reads, text):
    # bfb98b62: not read
    reads(text, "credit_downtime_multiple", 24, language="en")


def test_days_of_rent_cap_the_credits(reads):
    # bfb98b62: no cap read
    term = reads(LEASE_POWER_CREDIT, "credit_cap_pct", 100, language="en")
    assert term.evidence_kind == "derived", term  # a month taken as 30 days: for review


def test_the_shortest_outage_beside_a_day_of_rent_is_still_read(reads):
    # guard (passes on bfb98b62 too)
    reads(LEASE_POWER_CREDIT, "min_outage_minutes", 60, language="en")


@pytest.mark.parametrize("text", [
    # guards (pass on bfb98b62 too): days of rent for each day of late delivery, or of heat, are no multiple of downtime
    "If Landlord fails to deliver the Premises by the Outside Delivery Date, Tenant shall receive two (2) days of Base "
    "Rent abatement for each day of delay.",
    "Provider shall credit Customer one (1) day of Fees for each day of delay.",
    "Customer shall receive a credit of one day of rent for each day the temperature exceeds 80°F.",
])
def test_days_of_rent_for_delay_or_heat_are_no_downtime_multiple(reads, text):
    reads(text, "credit_downtime_multiple", None, language="en")


# 5. the PUE a building is designed for, as "design" already is ("a design PUE of 1.18"; Applied Digital's Polaris Forge
# campus is described "with a PUE of 1.18" by design)
def test_the_pue_a_building_is_designed_for_is_no_commitment(reads):
    # bfb98b62: 1.2 operative (a design figure read as the PUE the provider commits to)
    reads("The Facility is designed for an annualized PUE of 1.2.", "pue", None, language="en")


@pytest.mark.parametrize("text, expected", [
    # guards (pass on bfb98b62 too): the PUE the provider operates to, and the design's figure as before
    ("PUE. Provider shall operate the Facility at an annualized PUE of 1.25 or less, measured per The Green Grid "
     "methodology.", 1.25),
    ("The data halls have a design PUE of 1.18.", None),
])
def test_an_operated_pue_is_still_read(reads, text, expected):
    reads(text, "pue", expected, language="en")


# guards (pass on bfb98b62 too): the filed documents' critical IT load is a hall's or a campus's, no rack's power; a
# service order's number is read; a best-efforts availability with its figure redacted states no level
@pytest.mark.parametrize("text, key, expected", [
    (CORE_SCIENTIFIC, "rack_power_kw", None),
    (MUSKOGEE, "rack_power_kw", None),
    (TERAWULF, "rack_power_kw", None),
    (PRIME_LAMBDA, "contract_id", "MCSA-001"),
    (PRIME_LAMBDA, "rack_power_kw", None),
    (CEREBRAS_G42, "availability_pct", None),
])
def test_filed_hpc_agreements_still_read(reads, text, key, expected):
    reads(text, key, expected, language="en")
