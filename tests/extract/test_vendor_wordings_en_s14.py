"""Wordings from English SLAs and service terms of vendors outside the corpus (session 14,
second round), one line each, in our own words.

Each positive has a near-miss beside it: the same words about something else, which must
not become the term (or must become another value).
"""

import pytest

CASES = [
    # a claim window is a time after which filing lapses: a length without a deadline word is an
    # amount of something ("request a credit for thirty minutes of support" read 0 days)
    ("Customers may request a credit for thirty minutes of support.", "claim_window_days", None),
    ("Customers may request a service credit equal to three days of service for each outage.", "claim_window_days", None),
    ("Customers may request a credit within thirty days of the outage.", "claim_window_days", 30),
    ("Credit requests submitted more than 30 days after the incident will not be accepted.", "claim_window_days", 30),
    ("Any credit claim must be made in writing within a maximum period of 90 (ninety) days.", "claim_window_days", 90),
    ("Apply for compensation no later than the sixtieth (60th) calendar day following the end of the month.",
     "claim_window_days", 60),
    ("Credit requests older than 30 days will not be honored.", "claim_window_days", 30),
    # a time counted from the outage is no minimum outage (it read 21,600 minutes)
    ("A credit claim must be filed not more than 15 days after the outage.", "min_outage_minutes", None),
    ("A credit claim must be filed not more than 15 days after the outage.", "claim_window_days", 15),
    ("Outages lasting more than 30 minutes count as downtime.", "min_outage_minutes", 30),
    # a product's name in the list of what an SLA covers isolates no tenant (Linode's "Dedicated Compute" plan)
    ('This SLA applies to each of Dedicated Compute, GPU Cloud Compute and Standard Cloud Compute (each a '
     '"Covered Service").', "tenant_isolation", None),
    ("This SLA applies to the dedicated GPU nodes in the Customer's cluster.", "tenant_isolation", "dedicated"),
    # the machine that goes down, after "a particular customer's" (phoenixNAP)
    ('A "Network Downtime" event exists when a particular customer\'s server is unable to transmit and receive data.',
     "sla_unit", "node"),
    ("A particular customer's invoice is unable to be paid online during maintenance downtime.", "sla_unit", None),
    # a minimum outage said "a minimum of" (Uniplex); a lead time or a charge's minimum is none
    ("There must be a minimum of 1 hour of downtime in order for SLA credit to be issued.", "min_outage_minutes", 60),
    ("Scheduled downtime is announced a minimum of 48 hours before it begins.", "min_outage_minutes", None),
    ("Downtime work is billed at a minimum of 1 hour per support call.", "min_outage_minutes", None),
    # (third round) "after the" before the number is a first filing date; after it, what the window is counted from
    ("You have thirty (30) days after the incident to submit a claim for a service credit.", "claim_window_days", 30),
    ("You may submit a claim for a service credit after the fifth (5th) business day following the incident.",
     "claim_window_days", None),
    ("Claims for a service credit must be submitted after the fifth (5th) business day of the month.",
     "claim_window_days", None),
    # ... but a request already made is what a provider's time is counted from (CoreWeave)
    ("Financial Credits will be applied within sixty (60) days after the Financial Credit was requested.",
     "claim_window_days", None),
    ("Service credits are issued within sixty (60) days after the credit was requested.", "claim_window_days", None),
    # a ticket answered is a ticket responded to; a question about a bill is no fault
    ("Support tickets are answered within 2 hours.", "response_minutes", 120),
    ("Priority 1 incidents will be answered within 15 minutes.", "response_minutes", 15),
    ("Billing questions are answered within 2 days.", "response_minutes", None),
    ("Sales inquiries are answered within one business day.", "response_minutes", None),
    # a time counted from an alert still bounds the outage (only one counted from the outage is none)
    ("Service credits apply if an outage lasts more than 10 minutes after the first alert.", "min_outage_minutes", 10),
    # a party's address in one statement of a sentence, the hosting site in the other
    ("The Provider's headquarters are located in Dublin, Ireland, and the Services are hosted in Amsterdam.",
     "location", "Amsterdam"),
    ("The Services are hosted in Amsterdam, and the Provider's headquarters are located in Dublin.",
     "location", "Amsterdam"),
    ("The Provider's headquarters are located in Dublin, Ireland.", "location", None),
    # a list's last item after ", and" is no statement of its own
    ("Services are sold to companies headquartered in Canada, and to public sector entities located in Canada.",
     "location", None),
    ("The Agreement is governed by the laws of Ireland, and the courts located in Dublin have jurisdiction.",
     "location", None),
]


@pytest.mark.parametrize("text, key, expected", CASES)
def test_vendor_wording(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # the credit word only in the title above the steps (CloudPe), or above their lead-in (Lineserve)
    ("How to Request a Service Credit\n\n  1. Customers must submit a support request via the Control Panel within "
     "60 calendar days of the incident.", 60),
    ("How to Request Credits\nRequirements:\n- Request within 30 days of incident\n- Account in good standing", 30),
    # near-misses: a title about something else, a line above that is a sentence, not a title
    ("How to Open a Support Ticket\n\n  1. Customers must submit a support request via the Control Panel within "
     "60 calendar days of the incident.", None),
    ("How to Change Your Address\nRequirements:\n- Request within 30 days of moving\n- Account in good standing", None),
    ("Service credits are described in the schedule.\n\n  1. Customers must submit a support request within 60 "
     "calendar days of the incident.", None),
])
def test_claim_window_under_a_title(reads, text, expected):
    reads(text, "claim_window_days", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    ("客户可就三十分钟的技术支持申请赔偿。", None),
    ("赔偿申请应在次月10日前提交。", 10),
    ("逾期30日未提出赔偿申请的，视为放弃。", 30),
])
def test_claim_window_zh(reads, text, expected):
    reads(text, "claim_window_days", expected, language="zh")
