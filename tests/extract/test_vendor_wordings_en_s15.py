"""Wordings from English SLAs, colocation SLAs and service terms of vendors outside the corpus
(session 15), one line each, in our own words.

Each positive has a near-miss beside it: the same words about something else, which must
not become the term (or must become another value).
"""

import pytest

CASES = [
    # a count of occurrences in a period is no credit multiple ("limit Scheduled Downtime to 12 times in any
    # calendar year" read credit_downtime_multiple 12)
    ("If Scheduled Downtime exceeds 12 times in any calendar year, Customer may request a credit equal to 1/360 of "
     "that month's invoice.", "credit_downtime_multiple", None),
    ("If the downtime exceeds three (3) times in any twelve month period, Customer may request a credit.",
     "credit_downtime_multiple", None),
    ("If the downtime occurs more than 2 times per month, a service credit is issued.", "credit_downtime_multiple", None),
    ("Customer will receive a credit of 10 times the downtime.", "credit_downtime_multiple", 10),
    ("Customer will receive a credit of ten (10) times the downtime in any month.", "credit_downtime_multiple", 10),
    # an entitlement counted in the monthly recurring charge, with no credit word (a colocation power SLA)
    ("Customer shall be entitled 3% of the MRC for each 60 minute increment of downtime, up to 100% of the MRC for "
     "the affected Service.", "credit_cap_pct", 100),
    ("Customer is entitled to draw up to 80% of the breaker rating of the circuit.", "credit_cap_pct", None),
    ("Customer is entitled to draw up to 80% of the breaker rating of the monthly circuit.", "credit_cap_pct", None),
    # a delivery in the passive (a dedicated-server host); a replacement or a repair of what was delivered is none
    # (the active "will deliver replacement servers within 48 hours" read delivery_days 2 beside recovery_hours 48)
    ("Servers are typically delivered within 3 business days.", "delivery_days", 3),
    ("The GPU cluster will be handed over within 14 days of signing.", "delivery_days", 14),
    ("The Provider will deliver replacement servers within 48 hours.", "delivery_days", None),
    ("The Provider will deliver replacement servers within 48 hours.", "recovery_hours", 48),
    ("Hardware is delivered within 2 hours of a failure report.", "delivery_days", None),
    ("Power delivered to the rack shall be restored within 4 hours.", "delivery_days", None),
    ("Reports are delivered within 5 days of the end of each month.", "delivery_days", None),
    ("If the Provider fails to deliver the cluster within 14 days, the Customer may terminate.", "delivery_days", 14),
    # a ticket about a bill or a sale is no fault (the ticket word alone made it one)
    ("Support tickets about billing are answered within 2 hours.", "response_minutes", None),
    ("Billing tickets are responded to within 24 hours.", "response_minutes", None),
    ("Sales tickets receive a response within one business day.", "response_minutes", None),
    ("Support tickets are answered within 2 hours.", "response_minutes", 120),
    ("Billing questions are answered within 2 days, and Priority 1 incidents receive a response within 15 minutes.",
     "response_minutes", 15),
    # an outage's length after "upon request" is a minimum outage, no claim window (it read claim_window_days 0)
    ("If we fail to meet this guarantee we will issue 1 month's credit upon request for each outage exceeding 12 hours.",
     "claim_window_days", None),
    ("If we fail to meet this guarantee we will issue 1 month's credit upon request for each outage exceeding 12 hours.",
     "min_outage_minutes", 720),
    ("Outages exceeding 15 minutes count as downtime for the service credit.", "min_outage_minutes", 15),
    ("For an outage, customers must request a credit within 30 days.", "claim_window_days", 30),
    ("Credit requests exceeding 30 days after the outage will not be accepted.", "claim_window_days", 30),
    ("Downtime exceeding 43 minutes per month entitles the customer to a credit.", "min_outage_minutes", None),
    # what usually happens is weaker than what is promised (it read the usual 15 by prefer: min)
    ("We guarantee that we will respond to your ticket within one hour. You will see that we generally respond to "
     "tickets within 10-15 minutes.", "response_minutes", 60),
    ("We generally respond to support tickets within 15 minutes.", "response_minutes", 15),
    ("We will respond to support tickets within 15 minutes; we guarantee a response within one hour.",
     "response_minutes", 15),
    # a refund per hour of downtime is a credit per hour
    ("We will provide a refund in the amount of 5% of paid fee for the month, for every hour that your website is "
     "unreachable due to an internal network or equipment failure.", "credit_per_hour_pct", 5),
    ("No refund is given for prepaid hours; extra support is billed at 2% of the monthly fee per hour.",
     "credit_per_hour_pct", None),
    # where a party is is no contracted site (ilait's business hours by the reseller's region read location "Americas")
    ('"Business Hours" means Monday to Friday 8:00am to 5:00pm CST if Reseller is located in the Americas.',
     "location", None),
    ("Support is provided in English if the Customer is located in Germany.", "location", None),
    ("The Customer is located in Germany, and the Services are hosted in Frankfurt.", "location", "Frankfurt"),
    ("The Customer's equipment is located in Frankfurt.", "location", "Frankfurt"),
    # a credit named after the service level is a credit, not the level (a telecom/colocation "Service Availability
    # Credit" read availability_pct 50 and 1)
    ("The total Service Availability Credit due to You for any Cloud Voice Services affected may not exceed fifty "
     "percent (50%) of the monthly fees charged for use of the affected Cloud Voice Service.", "availability_pct", None),
    ("The total Service Availability Credit due to You for any Cloud Voice Services affected may not exceed fifty "
     "percent (50%) of the monthly fees charged for use of the affected Cloud Voice Service.", "credit_cap_pct", 50),
    ("The Wavelength Service Availability Credit shall be equal to 1% of the Monthly Recurring Fee for Wavelength "
     "Service for every 0.1% that the Service Availability falls below the Target.", "availability_pct", None),
    # ... and a percentage counted per step is no level (it read availability_pct 0.1)
    ("A credit of 5% of the monthly fee applies for each 0.1% of availability below 99.9%.", "availability_pct", None),
    ("Availability for each month shall be at least 99.9%.", "availability_pct", 99.9),
    ("Service Availability of at least 99.9% each month; Service Availability Credits apply below it.",
     "availability_pct", 99.9),
    ("The Service Availability target is 99.95% per calendar month.", "availability_pct", 99.95),
    # a maintenance notice said "notification" or "communicated", in calendar weeks; a report's deadline after the work
    # (or "within") is none
    ("Maintenance window for disruptive work will be limited 12:00 A.M. to 4:00 A.M. CDT, any day with requirement of "
     "one (1) calendar week notification to Customer prior to maintenance.", "maintenance_notice_hours", 168),
    ("Any Scheduled Maintenance that will result in the Cloud Service being unavailable will be communicated to your "
     "Authorized Contact no less than 1 business day before the commencement of the maintenance.",
     "maintenance_notice_hours", 24),
    ("A maintenance report is communicated to the Customer within 5 days after the maintenance.",
     "maintenance_notice_hours", None),
    ("Customers receive a completion notification within 2 hours after scheduled maintenance ends.",
     "maintenance_notice_hours", None),
    ("Maintenance results are notified within 24 hours.", "maintenance_notice_hours", None),
    ("The Customer will be notified at least 72 hours prior to scheduled maintenance.", "maintenance_notice_hours", 72),
    # a chronic-outage termination right (PacketFabric); a total over a period is no minimum outage (it read 1440)
    ("For Diverse Services, in the event that Customer experiences three (3) or more Outages affecting the same Service, "
     "each lasting for more than thirty (30) minutes during any thirty (30) day period, or more than twenty-four (24) "
     "hours in aggregate during the Service Month, Customer may choose to terminate the impacted Services without any "
     "further liability to PacketFabric.", "termination_on_breach", True),
    ("Outages of more than twenty-four (24) hours in aggregate during the Service Month are reported to Customer.",
     "min_outage_minutes", None),
    ("Customer may choose to terminate the Agreement for convenience on 30 days' notice.", "termination_on_breach", None),
    # a support issue is a fault reported (Cloud-Runner); a request with no fault in reach is none
    ("For critical support issues our on-call engineers are available 24/7. For these types of issues, we will respond "
     "to a request within 30 minutes.", "response_minutes", 30),
    ("We will respond to a request within 30 minutes.", "response_minutes", None),
    ("Critical issues are escalated to management within 2 hours.", "response_minutes", None),
    # a rack's power stated in kW a few words before "per cabinet" beats the circuit's current at an assumed 220 V
    # (it read 6.6 from "30A")
    ("Each cabinet is provisioned with redundant 208V 30A circuits (A+B), providing 5 kW of usable power per cabinet.",
     "rack_power_kw", 5),
    ("The data hall supports 40 kW of critical IT load per rack.", "rack_power_kw", 40),
    ("Customer may install up to 10 servers per rack; each server draws 10 kW of power per unit.", "rack_power_kw", None),
    # a claim window after a comma: the clause holds only the deadline word and the figure, the request is named before
    ("Credit requests must be submitted in writing, within thirty (30) days of the end of the month in which the outage "
     "occurred.", "claim_window_days", 30),
    ("Credit requests must be submitted in writing, by email, within thirty (30) days of the end of the month.",
     "claim_window_days", 30),
    ("Credit requests must be submitted in writing, and the credit is applied within thirty (30) days.",
     "claim_window_days", None),
    ("Invoices are payable in full, within thirty (30) days of receipt, without any credit.", "claim_window_days", None),
    # an entitlement per hour of downtime with no credit word (a colocation power SLA)
    ("Customer shall be entitled 3% of the MRC for each hour of downtime.", "credit_per_hour_pct", 3),
    ("Customer shall be entitled 3% of the MRC for each 60 minute increment of downtime, up to 100% of the MRC for "
     "the affected Service.", "credit_per_hour_pct", 3),
    ("Customer shall be entitled to a credit of 3% of the MRC for each hour of downtime.", "credit_per_hour_pct", 3),
    ("Customer is entitled to draw up to 80% of the breaker rating for each hour of the test.", "credit_per_hour_pct", None),
    ("Customer shall be entitled 3% of the MRC as a one-time credit for the late installation.", "credit_per_hour_pct",
     None),
    # service time per unit of downtime: "an hour" for every hour, and the unit of downtime written first
    ("The Provider will extend services for an hour for every hour of downtime.", "credit_downtime_multiple", 1),
    ("The Provider will extend services for an hour for every hour of overtime worked by its engineers.",
     "credit_downtime_multiple", None),
    ("Customer will receive one day of service for each hour of downtime.", "credit_downtime_multiple", 24),
    ("Customer will receive one day of service for each hour of onboarding training.", "credit_downtime_multiple", None),
    ("For each hour of downtime, Customer will receive one day of service credit.", "credit_downtime_multiple", 24),
    ("For every 15 minutes of downtime, the Customer will receive one day of free service.", "credit_downtime_multiple",
     96),
    ("For each day of the term, Customer will receive one day of service credit toward its renewal.",
     "credit_downtime_multiple", None),
    ("For each hour of downtime, Customer will receive a credit of 5% of the monthly fee.", "credit_downtime_multiple",
     None),
    # ... the service term extended by a time, in either order
    ("Provider will extend the Service Term by one (1) day for every hour of Downtime.", "credit_downtime_multiple", 24),
    ("We will extend your service by 1 day for every 1 hour of downtime.", "credit_downtime_multiple", 24),
    ("For every hour of downtime, we will extend your service by one day.", "credit_downtime_multiple", 24),
    ("For every hour of onboarding, we will extend your trial service by one day.", "credit_downtime_multiple", None),
    ("We will extend your subscription by one day for every hour of training you attend.", "credit_downtime_multiple",
     None),
    # a fault solved or fixed (a promise: in the passive, or "will"/"shall"); a problem "solved" after an alert's time,
    # or a software patch, is none
    ("Incidents will be solved within 24 hours.", "recovery_hours", 24),
    ("Hardware faults will be fixed within 4 hours.", "recovery_hours", 4),
    ("Alert in the 15 minutes following the fault report as well as an account when the problem has been solved.",
     "recovery_hours", None),
    ("Emergency case: + 4 hours: response; + 10 hours: application problem solved.", "recovery_hours", None),
    ("Provide a final patch, fix or other solution within 24 hours that downgrades the Problem to Severity Level 3.",
     "recovery_hours", None),
    ("Billing disputes will be solved within 30 days.", "recovery_hours", None),
    ("The monthly fee is fixed for 24 months.", "recovery_hours", None),
    ("The Provider will solve incidents within 24 hours.", "recovery_hours", 24),
    ("The Provider shall fix hardware faults within 4 hours of the fault report.", "recovery_hours", 4),
    ("The Supplier shall fix the fee for a fixed term of 24 months.", "recovery_hours", None),
]


@pytest.mark.parametrize("text, key, expected", CASES)
def test_vendor_wording(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, key, value, hedge", [
    # what usually happens is no promise: the term is read and marked hedged (a passing rule goes to review)
    ("Servers are typically delivered within 3 business days.", "delivery_days", 3, "typically"),
    ("We generally respond to support tickets within 15 minutes.", "response_minutes", 15, "generally"),
    ("Servers are delivered within 3 business days.", "delivery_days", 3, None),
    # ... the promise beside it is not hedged
    ("We guarantee that we will respond to your ticket within one hour. You will see that we generally respond to "
     "tickets within 10-15 minutes.", "response_minutes", 60, None),
])
def test_usual_figure_is_hedged(extracted, text, key, value, hedge):
    term = extracted(text, key, value, language="en")
    assert term.value == value
    assert term.hedge == hedge
