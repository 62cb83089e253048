"""Session 39's helper fp4: values read from real contracts that are not about compute (CUAD's hosting, outsourcing and
software-maintenance agreements) whose words look like the compute SLA's terms. A resolution time the vendor only
projects, the outage after which the customer may terminate, a VLAN for the provider's management segment and a server
set aside for a task are no recovery time and no tenant isolation; the same words about the rented compute still read.
And a compute marketplace's host called "Seller", dealing with its "Customer", keeps its maintenance notice and its
repair time (session 38's blocker of "Seller" is a sale of goods to its buyer).

Each look-alike has a positive beside it: the same words about the rented compute.
"""

from pathlib import Path

import pytest

from slacheck.api import extract

CUAD = Path(__file__).resolve().parents[2].parent / "shared" / "corpus" / "cuad" / "txt"

# SAP's support annex to Telkom's licence (CUAD, TELKOMSALTD_01_30_2003-EX-10-LICENCE AND MAINTENANCE AGREEMENT): "SAP
# Africa, SAP AG and their respective licensors shall use their best endeavours and efforts to ensure that the below
# mentioned Initial Reaction Times and Projected Resolution Times ("PRT") are achieved in 80% of all cases", the table
# flattened into one line
SAP_PRT = ('Support\n\nSAP Africa shall use their best endeavours and efforts to ensure that the below mentioned Initial '
           'Reaction Times and Projected Resolution Times ("PRT") are achieved in 80% of all cases; Priority Very High (1) '
           'High (2) Medium (3) Low (4) Initial Reaction Time (IRT) 30 minutes 2 hours 4 hours 8 hours Projected Resolution '
           'Time (PRT) 1 day 3 days 7 days 14 days\n')


@pytest.mark.parametrize("text, expected", [
    (SAP_PRT, None),
    ("Support\n\n| Priority | Initial Reaction Time | Projected Resolution Time |\n|---|---|---|\n"
     "| Very High | 30 minutes | 1 day |\n| High | 2 hours | 3 days |\n", None),
    ("Service Level Agreement\n\nPriority 1: Estimated Resolution Time 4 hours.\n", None),
    # ... a committed or targeted time to resolve still reads
    ("Service Level Agreement\n\nPriority 1: Target Resolution Time 4 hours.\n", 4),
    ("Service Level Agreement\n\nProvider shall restore a failed GPU node within 4 hours.\n", 4),
])
def test_a_projected_resolution_time_is_no_recovery_time(reads, text, expected):
    reads(text, "recovery_hours", expected, language="en")


# the same licence's exit right: "should the Marketplace remain unable to be accessed ... for a continuous period of 72
# hours ... and SAP AFRICA is unable to provide a solution or resolution within the said 72 hours, then TELKOM shall be
# entitled to terminate this AGREEMENT"
@pytest.mark.parametrize("text, expected", [
    ("Licence Agreement\n\nShould the Platform fail and remain unable to be accessed for a continuous period of 72 "
     "hours, commencing from the time when such failure is logged as a Priority 1 error, and Licensor is unable to "
     "provide a solution or resolution within the said 72 hours, then Licensee shall be entitled to terminate this "
     "Agreement.\n", None),
    # ... the repair time beside a termination right in the next sentence still reads
    ("Service Level Agreement\n\nProvider shall restore a failed GPU node within 4 hours. If a node is not restored "
     "within 72 hours, Customer may terminate the affected order.\n", 4),
])
def test_the_outage_that_lets_the_customer_terminate_is_no_recovery_time(reads, text, expected):
    reads(text, "recovery_hours", expected, language="en")


# IBM's hosting agreement (CUAD, QuantumGroupIncFl_20090120_8-K_EX-99.2 Hosting Agreement): "IBM will implement a VLAN and
# any routing and switching configuration within the IBM hosting infrastructure that is needed to support a management
# segment" -- the provider's path into the machines, no isolation of the customer's network
@pytest.mark.parametrize("text, expected", [
    ("Hosting Agreement\n\nManagement Segment. Provider will implement a VLAN and any routing and switching "
     "configuration within the hosting infrastructure that is needed to support a management segment.\n", None),
    # ... the customer's machines in a VLAN of their own still read
    ("Service Level Agreement\n\nCustomer's GPU nodes are placed in a dedicated VLAN.\n", "network"),
])
def test_a_management_vlan_is_no_tenant_isolation(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="en")


# IBM's manufacturing outsourcing (CUAD, MANUFACTURERSSERVICESLTD_06_05_2000-EX-10.14): "If Process Three is selected, MSL
# shall designate a dedicated server system for such purpose" (keeping master images of software locked away)
@pytest.mark.parametrize("text, expected", [
    ("Outsourcing Agreement\n\nIf Process Three is selected, Contractor shall designate a dedicated server system for "
     "such purpose, and access to the data stored on such server shall be limited to Company employees.\n", None),
    # ... servers set aside for the customer still read
    ("Service Level Agreement\n\nProvider shall designate dedicated servers for Customer's exclusive use.\n", "dedicated"),
])
def test_a_server_dedicated_to_a_task_is_no_tenant_isolation(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="en")


# a compute marketplace whose hosts are "Sellers" and whose renters are "Customers" (Compute Exchange's terms "apply to
# any user ... including Customers and Sellers", https://compute.exchange/marketplace-terms): the seller of compute to a
# customer is the provider, its maintenance notice and its repair time are the service's
@pytest.mark.parametrize("key, text, expected", [
    ("maintenance_notice_hours", "Marketplace Terms\n\nSeller will give Customer at least 24 hours notice of scheduled "
     "maintenance of the Compute Resources.\n", 24),
    ("maintenance_notice_hours", "Marketplace Terms\n\nSellers shall notify Customers at least 48 hours before any "
     "scheduled maintenance of their GPUs.\n", 48),
    ("recovery_hours", "Marketplace Terms\n\nSeller will provide Customer a replacement GPU within 4 hours of a hardware "
     "failure.\n", 4),
    # ... a seller of goods to its buyer stays blocked (session 38's cases)
    ("maintenance_notice_hours", "Maintenance Shutdowns\n\nBuyer acknowledges that the Plant and the Tolling Facility "
     "will require periodic maintenance shutdowns. Seller will give Buyer ninety (90) Days prior Notice of scheduled "
     "major maintenance shutdowns and the expected duration of each major shutdown.\n", None),
    ("recovery_hours", "Equipment Purchase Agreement\n\nWarranty. Seller shall repair or replace defective Equipment "
     "within five (5) business days.\n", None),
])
def test_a_marketplace_seller_of_compute_keeps_its_terms(reads, key, text, expected):
    reads(text, key, expected, language="en")


# an order's reserved price beside the rate of capacity added beyond it when the provider has some ("Additional on-demand
# capacity, if Prairieline has it available, is charged at USD 5.40 per GPU-hour and is not covered by the SLA", a GB200
# order form): an optional extra's rate, below the order's own price (e84's ``sentence_lesser``); alone, it is the only
# GPU-hour price the contract has and is read (fixtures/contracts/fx13's truth: "burst GPUs at USD 1.95 per GPU-hour ->
# price_gpu_hour 1.95"), so fp4's first cases, written as no price at all, now hold the reserved price beside it
@pytest.mark.parametrize("text, expected", [
    ("Order Form\n\nThe reserved GPUs are charged at USD 2.10 per GPU-hour. Additional on-demand capacity is charged "
     "at USD 2.90 per GPU-hour.\n", 2.1),
    ("Order Form\n\nAdditional GPU capacity requested by Customer is billed at USD 2.90 per GPU-hour. The 64 H100 "
     "GPUs are charged at USD 2.10 per GPU-hour.\n", 2.1),
    # ... the ordered GPUs' price still reads
    ("Order Form\n\nThe 64 H100 GPUs are charged at USD 2.10 per GPU-hour.\n", 2.1),
])
def test_the_rate_of_additional_capacity_is_no_gpu_hour_price(reads, text, expected):
    reads(text, "price_gpu_hour", expected, language="en")


# a colocation order's footnote refusing a kind of cooling, an aside naming its kinds between the subject and the verb
# ("Liquid cooling, including rear-door heat exchangers, is not available in Data Hall 3", under "| Cooling | Air-cooled,
# hot-aisle containment |"): the refused kinds are no cooling of the site
@pytest.mark.parametrize("text, expected", [
    ("Colocation Agreement\n\nThe racks are air-cooled. Liquid cooling, including rear-door heat exchangers, is not "
     "available in Data Hall 3.\n", "air"),
    ("Colocation Agreement\n\nLiquid cooling, including rear-door heat exchangers, is not available in Data Hall 3.\n",
     "air"),
    # ... the same aside before an affirmative verb still reads the kinds named
    ("Colocation Agreement\n\nRear-door heat exchangers, which cool each rack, are provided in Data Hall 3.\n", "hybrid"),
])
def test_a_cooling_refused_past_an_aside_is_no_cooling(reads, text, expected):
    reads(text, "cooling", expected, language="en")


@pytest.mark.shared("corpus/cuad/txt")
@pytest.mark.parametrize("name, key, wrong", [
    ("TELKOMSALTD_01_30_2003-EX-10-LICENCE AND MAINTENANCE AGREEMENT.txt", "recovery_hours", None),
    ("MANUFACTURERSSERVICESLTD_06_05_2000-EX-10.14-OUTSOURCING AGREEMENT.txt", "tenant_isolation", None),
    ("QuantumGroupIncFl_20090120_8-K_EX-99.2_3672910_EX-99.2_Hosting Agreement.txt", "tenant_isolation", "network"),
])
def test_cuad_contracts_state_none_of_these_terms(name, key, wrong):
    """The whole CUAD contract: no value of ``key`` (``wrong`` None), or not the wrong one (IBM's hosting agreement
    does dedicate "firewall(s), switches and servers" to the customer's hosting environment)."""
    values = [t.value for t in extract(CUAD / name).terms if t.key == key]
    if wrong is None:
        assert values == []
    else:
        assert wrong not in values
