"""Colocation agreements, service orders, data-centre leases and GPU capacity orders: how their drafting states terms.

Modelled on the general forms of such contracts filed as exhibits (master colocation services agreements, their
service orders and SLA addenda, datacenter leases, GPU capacity order forms): defined terms, schedule tables whose
labels carry the unit, power priced by the kW, delivery dates with delay remedies, parties named by a short name.
Our own wording, not lines from any of them.
"""

import pytest


CASES = [
    # power priced by the kW is a rate, not the monthly fee; the total, where written, is
    ("Customer shall pay a Monthly Recurring Charge of $172 per kW per month of Contracted Power.", "monthly_fee", None),
    ("| Item | Value |\n|---|---|\n| MRC per kW | $155.00 |\n| Monthly Recurring Charge | $124,000.00 |",
     "monthly_fee", 124000),
    # a definition giving its figure in a relative clause
    ('"Power Density" means the maximum average draw per Cabinet, which shall be 35 kW.', "rack_power_kw", 35),
    ('"Rack Density" means the power made available to each Rack, being 50 kW.', "rack_power_kw", 50),
    # the space a colocation agreement licenses, delivered by a date counted from signature
    ("Supplier shall deliver the Customer Space Ready for Service no later than sixty (60) days after the Effective Date.",
     "delivery_days", 60),
    ("The Licensed Space will be made available to Customer within 45 days of the execution of the Service Order.",
     "delivery_days", 45),
    # ... and a grace period counted from the date delivery was due is no lead time
    ("If the Data Hall is not delivered within 45 days following the Target Delivery Date, Tenant may terminate this Lease.",
     "delivery_days", None),
    ("If the Cabinets are not Ready for Service within 30 days after the Target Date, Customer may cancel the Order.",
     "delivery_days", None),
    # a cap on what late delivery earns is no cap on the service level's credits
    ("Delay Credits accrue for each day of delay after the Scheduled Delivery Date, and the aggregate Delay Credits "
     "shall not exceed 25% of the MRC.", "credit_cap_pct", None),
    # ... and the whole charge as the cap, with the drafters' aside before it
    ("Service Credits in any calendar month shall not exceed, in the aggregate, the MRC for the affected Services.",
     "credit_cap_pct", 100),
    # parties: the provider by its short name beside the customer by its role, a lease's cover
    ('This Colocation Agreement is made by and between Redwood Colo Holdings L.L.C., a Nevada limited liability company '
     '("Redwood") and the customer named in the signature block below ("Customer").', "vendor", "Redwood Colo Holdings L.L.C."),
    ('This Addendum forms part of the Master Space Agreement between Customer and Granite Data Properties, LLC ("Granite").',
     "vendor", "Granite Data Properties, LLC"),
    ("This SLA forms part of the Master Services Agreement between Bluepeak and Customer.", "vendor", "Bluepeak"),
    ("DATA CENTER LEASE\n\nBetween\n\nPolaris Campus 2 LLC, a Delaware limited liability company\n\nas Landlord\n\nand\n\n"
     "Nimbus AI Corp., a Delaware corporation\n\nas Tenant", "vendor", "Polaris Campus 2 LLC"),
    ("DATA CENTER LEASE\n\nBetween\n\nPolaris Campus 2 LLC, a Delaware limited liability company\n\nas Landlord\n\nand\n\n"
     "Nimbus AI Corp., a Delaware corporation\n\nas Tenant", "customer", "Nimbus AI Corp."),
    # ... a lease's landlord, a colocation agreement's grantor and grantee
    ('This Lease is made by and between Harbor Point Realty LLC, a Delaware limited liability company (hereinafter '
     'referred to as "Landlord"), and Nimbus AI Corp., a Delaware corporation (hereinafter referred to as "Tenant").',
     "vendor", "Harbor Point Realty LLC"),
    ("Grantor: Chelsea Colo Holdings, LLC\n\nGrantee: Nimbus AI Corp.", "vendor", "Chelsea Colo Holdings, LLC"),
    ("Grantor: Chelsea Colo Holdings, LLC\n\nGrantee: Nimbus AI Corp.", "customer", "Nimbus AI Corp."),
    # a schedule's label carries the unit of the bare figure beside it
    ("| Item | Value |\n|---|---|\n| Initial Term (months) | 48 |", "term_months", 48),
    ("| Item | Value |\n|---|---|\n| Power per Cabinet (kW) | 45 |", "rack_power_kw", 45),
    ("| Item | Value |\n|---|---|\n| Number of GPUs | 1,536 |\n| GPU Type | NVIDIA H200 |", "gpu_count", 1536),
    ("Contract Term (months): 48\n\nGPU Type: NVIDIA H200", "term_months", 48),
    # a colocation SLA's credit on the charge of the cabinets that lost power is their share, not the whole order's
    ("For each full hour of Power Outage, Customer shall receive a Service Credit of 4% of the MRC for the affected Racks.",
     "credit_base", "unit"),
    # capacity made available is no availability level: a port's rate "per GPU" measures no service level on GPUs
    ("Provider shall make available to Customer 1,536 NVIDIA H200 GPUs, linked by InfiniBand at 400 Gb/s per GPU.",
     "sla_unit", None),
]


@pytest.mark.parametrize("text, key, expected", CASES)
def test_contract_wording(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text", [
    "| Item | Value |\n|---|---|\n| Number of GPUs | 1,536 |\n| GPU Type | NVIDIA H200 |",
    "- Number of GPUs: 1,536\n- GPU Type: NVIDIA H200",
    # ... and so is the capacity an order grants
    "Provider shall make available to Customer 1,536 NVIDIA H200 GPUs for the Reserved Term.",
])
def test_an_orders_gpu_count_is_firm_evidence(extracted, text):
    # the count an order's label names is what is ordered, not loose context: the checklist's interconnect rule
    # weighs it (a loose count is below the checklists' minimum confidence)
    term = extracted(text, "gpu_count", 1536, language="en")
    assert term.value == 1536 and term.confidence >= 0.9
