"""Colocation and GPU-cloud contract wordings (not SLAs) read in session 40 by its helper e88: the step in which power is
added to a colocation footprint is no rack's supply; monitoring named among the services an MSA sells beyond the core
compute is no monitoring provided; a shared data hall around the customer's own cabinets is shared tenancy, never the
network isolation that dedicated space plus shared hardware reads as.

Each positive has a near miss or a guard beside it (guards pass on 95ad6c8 too, and say so).
"""

import pytest

from slacheck import api
from tests.conftest import make_document

# A colocation operator on NANOG, "overages for power usage" (https://lists.ding.net/othersite/nanog/2018/sep/
# msg00264.html)
NANOG_INCREMENTS = ("If they needed additional power usually it was in 10 Amps per cabinet or 5-10kW increments if in "
                    "a larger footprint (cage or suite).")

# IFORELS's Master Cloud Services Agreement (https://www.iforels.com/legal/terms), 1.2
IFORELS_ADDITIONAL = ("1.2 Additional Services means any services beyond core GPU compute, including managed "
                      "infrastructure, engineering, consulting, optimization, monitoring, compliance support, data "
                      "migration, custom networking, and other professional or cloud services.")

# GridColo's Customer Cage & Cabinet Policy (https://learn.gridsiteinc.com/documentation/gridcolo/
# customer-cage-cabinet-policy)
GRIDCOLO_CAGES = (
    "# Customer Cage & Cabinet Policy\n\n"
    "This policy establishes standards for customer use of allocated colocation spaces—whether open racks, lockable "
    "cabinets, partial or full cages, or dedicated suites.\n\n"
    "Customer allocations are provided for the exclusive use of the customer, but they remain physically within a "
    "shared data hall operated by GridColo. GridColo reserves the right to intervene if customer practices create "
    "hazards, compromise airflow, exceed contracted power limits, obstruct facility systems, or otherwise threaten the "
    "integrity of the data hall.\n"
)


def findings(text: str, rule: str) -> list[str]:
    result = api.check(make_document(text, language="en"))
    return [f.status for f in result.findings if f.rule == rule]


@pytest.mark.parametrize("text, expected", [
    # 95ad6c8: 5 kW (the lower end of the increment), then 2.2 kW from the 10 A added per cabinet
    (NANOG_INCREMENTS, None),
    ("Additional power is available per cabinet in 5 kW increments.", None),
    ("Power is added in increments of 2 kW per cabinet.", None),
    ("Customer may order additional power of 5 kW per cabinet.", None),
    # guards (pass on 95ad6c8 too): the supply stated beside its increments still reads
    ("Each cabinet is provisioned with 10 kW; additional power is available in 2 kW increments.", 10),
    ("Each cabinet is provisioned with 10 kW of power.", 10),
])
def test_the_step_power_is_added_in_is_no_racks_supply(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")


def test_a_colocation_operators_increments_leave_the_rack_power_rule_missing():
    # 95ad6c8: rack-power failed on 5 kW (a blocker) for a step of added power
    assert findings(NANOG_INCREMENTS, "rack-power") == ["missing"]


@pytest.mark.parametrize("text, expected", [
    # 95ad6c8: monitoring true (0.9) from the list of services sold beyond the compute
    (IFORELS_ADDITIONAL, None),
    ("Optional services such as GPU monitoring and alerting are available at an additional charge.", None),
    # guard (passes on 95ad6c8 too): the provider's own monitoring of the rented GPUs still reads
    ("Provider monitors GPU utilization and temperature of the Customer's nodes and alerts the Customer.", True),
])
def test_monitoring_sold_as_an_additional_service_is_not_provided(reads, text, expected):
    reads(text, "monitoring", expected, language="en")


def test_a_shared_data_hall_around_exclusive_cabinets_is_shared_tenancy(reads):
    # 95ad6c8: network (the exclusive allocation and the shared hall combined as zh's dedicated-in-a-shared-pool),
    # which passed the tenant-isolation rule; fixtures' fx10 reads locked cabinets in a shared hall as shared
    reads(GRIDCOLO_CAGES, "tenant_isolation", "shared", language="en")
    assert findings(GRIDCOLO_CAGES, "tenant-isolation") == ["review"]


@pytest.mark.parametrize("text, expected", [
    ("Customer allocations are provided for the exclusive use of the customer, but they remain physically within a "
     "shared data hall operated by GridColo.", "shared"),
    # guards (pass on 95ad6c8 too): a VLAN still makes the isolation network, a hall alone shared, and dedicated
    # hardware without a shared hall dedicated
    ("The servers are dedicated to Customer. Customer traffic is isolated in its own VLAN.", "network"),
    ("Customer's cage is located in a shared data hall.", "shared"),
    ("Each GPU node is dedicated hardware not shared with other tenants.", "dedicated"),
])
def test_a_shared_hall_is_never_network_isolation(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="en")


def test_a_helper_value_in_a_part_in_force_reads_as_its_value():
    # guard (passes on 95ad6c8 too): fixtures/README.md's contracts table names a "shared colocation hall" in a part
    # that supersedes the VPC and VLAN before it; the term reads shared, not the helper value shared_hall behind it
    from pathlib import Path

    readme = Path(__file__).resolve().parents[2] / "fixtures" / "README.md"
    [term] = [t for t in api.extract([readme]).terms if t.key == "tenant_isolation"]
    assert term.value == "shared"
    assert {a.value for a in term.alternatives} <= {"dedicated", "network", "shared"}


# Cerebras's Statement of Work for G42 (https://www.sec.gov/Archives/edgar/data/2021728/000162828024041596/
# exhibit1013c-sx1.htm), its header table
G42_SOW_HEADER = ("| Purchase Order Number | 2024-0001 |\n"
                  "| SOW Effective Date | 1 January 2024 |\n")


@pytest.mark.parametrize("text, expected", [
    # 95ad6c8: nothing, the number stands in the next cell of the label's row
    (G42_SOW_HEADER, "2024-0001"),
    # near misses: a header row's next cell is another label, with no digit; an empty cell is no number
    ("| Contract No. | Date |\n| ABC | 2025-01-01 |\n", None),
    ("| Order Number | |\n| Term | 36 months |\n", None),
    # guard (passes on 95ad6c8 too): the label and its number on one line with a colon
    ("Purchase Order Number: 2024-0001", "2024-0001"),
])
def test_an_order_number_in_the_next_cell_of_its_row(reads, text, expected):
    reads(text, "contract_id", expected, language="en")


# Equinix's Air Containment page (https://docs.equinix.com/en-us/Content/Colocation-Products/colo-air-containment.htm)
EQUINIX_CONTAINMENT = ("For your colocation space, Equinix uses air containment strategies in all data centers to: "
                       "Direct cooled air to your equipment. Reduce or eliminate hot spots that can lead to equipment "
                       "overheating and failure.")


@pytest.mark.parametrize("text, expected", [
    # 95ad6c8: nothing, the cooled air led to the equipment named no cooling
    (EQUINIX_CONTAINMENT, "air"),
    ("It's important that your equipment is installed in line with the conditioned airflow.", "air"),
    # guards (pass on 95ad6c8 too): a liquid-cooled rack stays liquid, with containment denied or cooled air for the
    # residual heat only
    ("Each rack is cooled by direct-to-chip liquid cooling; the liquid-cooled racks need no air containment.", "liquid"),
    ("The racks are liquid-cooled (direct-to-chip); residual heat is removed by cooled air from CRAH units.", "liquid"),
])
def test_cooled_air_led_to_the_equipment_is_air_cooling(reads, text, expected):
    reads(text, "cooling", expected, language="en")
