"""Wordings from English SLAs of vendors outside the corpus (session 19, helper E31: colocation, dedicated-server and
GPU-server SLAs not read before), in our own words.

Each positive has a near-miss beside it: the same words about something else, which must not become the term (or
must become another value).
"""

import pytest


@pytest.mark.parametrize("text, key, expected", [
    # credits the provider makes available, capped at a share of the fee: the share is no availability (a dedicated
    # host's "credits will be made available ... not to exceed 50% of their base monthly fee" read availability 50 over
    # the 99.9% stated before it)
    ("If network availability falls short of our 99.9% uptime guarantee, credits will be made available to the "
     "client case by case, not to exceed 50% of the base monthly fee.", "availability_pct", 99.9),
    ("Credits are made available on request, not to exceed 50% of the monthly fee.", "availability_pct", None),
    # ... near miss: a service made available a share of the time is its level
    ("The Services will be made available 99.9% of the time in each calendar month.", "availability_pct", 99.9),
    # "not to exceed" bounds the credit as "not exceed" does
    ("If network availability falls short of our 99.9% uptime guarantee, credits will be made available to the "
     "client case by case, not to exceed 50% of the base monthly fee.", "credit_cap_pct", 50),
    ("Service credits, not to exceed 25% of the monthly fee, are issued on request.", "credit_cap_pct", 25),
    # ... near miss: a price not to exceed a share of a list price is no credit cap
    ("The setup fee, not to exceed 50% of the list price, is payable on signing.", "credit_cap_pct", None),
    # ... and a capped credit owed on a missed level is a cap, no tier of 50% below 99.9 (the same host's
    # case-by-case credits read as one tier, in conflict with a second "tier" below 50)
    ("If network availability falls short of our 99.9% uptime guarantee, credits will be made available to the "
     "client case by case, not to exceed 50% of the base monthly fee.", "credit_tiers", None),
    # ... near miss: a credit owed in full on the missed level is still the tier it was
    ("If network availability falls short of our 99.9% uptime guarantee, we will credit 10% of the monthly fee.",
     "credit_tiers", [{"below_pct": 99.9, "credit_pct": 10.0}]),
    # a level held over a year is no monthly commitment (a dedicated host's "100% Up time Guarantee each calendar
    # year"; at 99.9% a month of 99.5% may still keep the year, and a claim counted per month would be wrong)
    ("We guarantee 99.9% uptime each calendar year.", "availability_pct", None),
    ("The network will be available 99.95% of the time in any calendar year.", "availability_pct", None),
    ("Annual availability: 99.9%.", "availability_pct", None),
    ("We guarantee 99.99% annual uptime.", "availability_pct", None),
    # ... near misses: a month's level, with a year named elsewhere in its sentence, is read
    ("We guarantee 99.9% uptime each calendar month.", "availability_pct", 99.9),
    ("The network will be available 99.95% of the time in any calendar month, and we review this SLA each year.",
     "availability_pct", 99.95),
    ("Monthly availability: 99.9%. Credits are capped at two months' fees per year.", "availability_pct", 99.9),
    # the agreement named for a service states its level (a GPU cloud's service scope: "The Service Level Agreement for
    # Cloud GPU is 99.90%", "The SLA of 99.90% supersedes any other SLA" read nothing)
    ("The Service Level Agreement for Cloud GPU is 99.90%.", "availability_pct", 99.9),
    ("The SLA for GPU servers is 99.95%.", "availability_pct", 99.95),
    ("The SLA of 99.90% replaces any other SLA for the VM.", "availability_pct", 99.9),
    # ... near misses: the agreement for a service said to be elsewhere, with a credit or a share of tickets after it
    ("The SLA for Cloud GPU is set out below; credits are 10% of the monthly fee.", "availability_pct", None),
    ("The SLA for ticket handling is that 95% of tickets are answered within one hour.", "availability_pct", None),
    ("An SLA credit of 10% applies.", "availability_pct", None),
    # the ordered service made available within a time is its delivery (the same scope: GPU capabilities requested
    # "and the service will be available within 10 working days" read nothing)
    ("Customers request GPU capabilities by a service request, and the service will be available within 10 working days.",
     "delivery_days", 10),
    # ... near misses: a support line or a credit available within a time is no delivery
    ("The support service will be available within 30 minutes of a call.", "delivery_days", None),
    ("Credits to your account will be available within 30 days.", "delivery_days", None),
    # older data-centre GPUs named with their maker or series ("our NVIDIA P100 GPUs" read no model)
    ("Compute workloads run on our NVIDIA P100 GPUs.", "gpu_model", "P100"),
    ("Each node has four Tesla V100 GPUs.", "gpu_model", "V100"),
    ("Each node has four NVIDIA T4 GPUs.", "gpu_model", "T4"),
    # ... near misses: the bare codes name a road and a tariff, and an L40 is no L4
    ("The site is beside the M60 motorway and the T4 tariff applies to its power.", "gpu_model", None),
    ("Each node has four NVIDIA L40 GPUs.", "gpu_model", "L40"),
    # a name after a site trigger that acts elsewhere in the text is the provider's, no place (a GPU cloud's SLA
    # definitions: "UKCloud will review the request" and, in its exclusions, "components colocated at UKCloud" read
    # location UKCloud)
    ("UKCloud will review each request.\nNot covered: faults of outside providers and components colocated at UKCloud",
     "location", None),
    # ... near misses: a place after the same trigger, a party acting beside it
    ("The Provider will review each request.\nThe Equipment is colocated at Slough", "location", "Slough"),
    ("Acme will review each request. The Equipment is hosted in Frankfurt.", "location", "Frankfurt"),
    # ... and the party's name before an address is passed over, the place after it read (an outsourcing agreement's
    # "provided from the following location: EIT, P° de la Castellana, ..., Madrid" read "EIT, P° de la Castellana")
    ("Acme will provide the services.\nThe services are provided from the following location: Acme, Slough, United "
     "Kingdom.", "location", "Slough, United Kingdom"),
    # ... near miss: a name that never acts is read as written
    ("The services are provided from the following location: Acme, Slough, United Kingdom.", "location", "Acme, Slough"),
])
def test_vendor_wording(reads, text, key, expected):
    reads(text, key, expected, language="en")
