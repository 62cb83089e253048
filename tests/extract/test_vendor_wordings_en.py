"""Wordings from English SLAs of vendors outside the corpus (GPU clouds, dedicated-server and
colocation hosts, session 12), one line each, in our own words.

Each positive has a negative beside it: the same words about something else, which must not
become a term (or must become the other term).
"""

import pytest

CASES = [
    # a measuring window is no minimum outage
    ("If, over any 30 consecutive day period, power downtime exceeds 1%, the customer may end the service.",
     "min_outage_minutes", None),
    ("Power interruptions lasting more than 30 consecutive minutes count as downtime.", "min_outage_minutes", 30),
    # the unit is the machine a GPU word describes ("per GPU-enabled virtual machine"), not the GPU
    ("Monthly availability and credits are computed per GPU-enabled virtual machine.", "sla_unit", "node"),
    ("Monthly availability and credits are computed per GPU instance.", "sla_unit", "node"),
    ("Monthly availability and credits are computed per GPU.", "sla_unit", "gpu"),
    ("Extra capacity, when available, is billed per GPU-hour and has no SLA.", "sla_unit", None),
    # a qualifier or a brand word before the unit ("each individual Cloud Server")
    ("Uptime is judged by the availability of each individual Cloud Server in the calendar month.", "sla_unit", "node"),
    ("Uptime is judged by the availability of a single Compute Node in the calendar month.", "sla_unit", "node"),
    ("Uptime is judged by the availability of each individual support engineer in the calendar month.", "sla_unit", None),
    # uptime written as two words
    ("The hosting plan carries a 99.9% Up time Guarantee in every calendar month.", "availability_pct", 99.9),
    ("The hosting plan carries a 99.9% money back guarantee in every calendar month.", "availability_pct", None),
    # plural and noun forms of a repair ("replacements of failed hardware", "restoration")
    ("Replacements of failed hardware are guaranteed within 3 hours.", "recovery_hours", 3),
    ("We guarantee that replacements will be completed within two hours of a confirmed failure.", "recovery_hours", 2),
    ("Host restoration is completed within four hours of problem identification.", "recovery_hours", 4),
    ("Replacements of lost access badges are issued within 3 days.", "recovery_hours", None),
    # caps on refunds and on what "may be credited"; the whole amount due as the cap
    ("For each hour of downtime we refund 5% of the monthly fee (up to 50% of the monthly fee).", "credit_cap_pct", 50),
    ("Up to 100% of the fees on the monthly bill may be credited for a missed SLA.", "credit_cap_pct", 100),
    ("Up to 100% of the fees on the monthly bill may be paid by card.", "credit_cap_pct", None),
    ("Credits for all downtime in a month will not exceed the amount due by Customer for the affected instances that month.",
     "credit_cap_pct", 100),
    ("Interest on late payments will not exceed the amount due by Customer for that month.", "credit_cap_pct", None),
    # a downtime multiple with its outage word further on
    ("The compensation is 40 times the Provider's charges for the Services allocated to the period of the interruption.",
     "credit_downtime_multiple", 40),
    ("The compensation is 40 times the Provider's charges for the Services allocated to the period of the contract.",
     "credit_downtime_multiple", None),
    # a claim window written "reclaim"
    ("Once the fault is corrected, the Customer may reclaim the service credit within 20 days.", "claim_window_days", 20),
    ("Once the fault is corrected, the Customer may reclaim the deposit within 20 days.", "claim_window_days", None),
    # a response to faults backed by an N-hour replacement SLA: the hours are the replacement's
    ("We promise a fast response to hardware faults with a 6-hour hardware replacement SLA on every server.",
     "response_minutes", None),
    ("We promise a response to hardware faults within 30 minutes on every server.", "response_minutes", 30),
    # a time counted from a response is no response time
    ("The 8-hour repair countdown starts upon our ticket response confirming the hardware fault.", "response_minutes", None),
    ("The 30-minute ticket response clock starts upon the report of a hardware fault.", "response_minutes", 30),
    # credit tiers written with symbols and one tier a line are no availability commitment
    ("The SLO is a Monthly Uptime Percentage of at least 99.5%.\nMonthly Uptime Percentage: < 95%\nCredit: 25%",
     "availability_pct", 99.5),
    ("Uptime < 99.95%\n10% Credit\nUptime < 99.50%\n25% Credit", "availability_pct", None),
    ("Uptime < 99.95%\n10% Credit\nUptime < 99.50%\n25% Credit", "credit_tiers",
     [{"below_pct": 99.95, "credit_pct": 10.0}, {"below_pct": 99.5, "credit_pct": 25.0}]),
    # a tier's band is no availability commitment, whatever joins its ends
    ("If monthly availability is between 98% and 99.5%, the credit is 10% of the monthly fee.", "availability_pct", None),
    ("Monthly Uptime Percentage: 95%-< 99.5%: 10% of the monthly bill is credited.", "availability_pct", None),
    ("Monthly Uptime Percentage from 95% to 99.5%: 10% service credit.", "availability_pct", None),
    ("The availability is at least 99.5% and credits apply below 99.0%.", "availability_pct", 99.5),
    ("Provider guarantees availability of 99.5% to Customer in each month.", "availability_pct", 99.5),
    # an hourly compensation written per 60 minutes, capped at the monthly cost
    ("The provider pays compensation of 3% of the monthly cost for every 60 minutes of inaccessibility.",
     "credit_per_hour_pct", 3),
    ("The provider pays compensation of 3% of the monthly cost for every 15 minutes of inaccessibility.",
     "credit_per_hour_pct", None),
    ("The total compensation cannot exceed the monthly cost of the service.", "credit_cap_pct", 100),
    ("The total invoice cannot exceed the monthly cost of the service.", "credit_cap_pct", None),
    # an "Example:" line introduces the lines under it: their price is the example's
    ("Billing equation: usage hours x GPU count x price.\nExample:\nA user runs one GPU priced at $4.75/GPU-hour for "
     "12 minutes.\n$4.75 x 1 x 0.2 = $0.95", "price_gpu_hour", None),
    ("Billing equation: usage hours x GPU count x price.\nExample:\nA user runs one GPU priced at $4.75/GPU-hour for "
     "12 minutes.\n\nThe H100 rate is $4.75/GPU-hour.", "price_gpu_hour", 4.75),
    # a repair written as changing the defective parts
    ("After a hardware failure the provider will change the defective parts in less than 3 hours.", "recovery_hours", 3),
    ("After a hardware failure the provider will change the billing address in less than 3 hours.", "recovery_hours", None),
    # availability written as accessibility
    ("The provider guarantees the accessibility of 99.5% for each server in each month.", "availability_pct", 99.5),
    ("The provider guarantees the accessibility of the building for wheelchair users.", "availability_pct", None),
    # a percentage the provider says it does not promise
    ("We aim for high availability but do not guarantee 99.9% uptime; maintenance may interrupt the service.",
     "availability_pct", None),
    ("We aim for high availability and guarantee 99.9% uptime; maintenance may interrupt the service.",
     "availability_pct", 99.9),
    # a lead time before the delivery is no delivery time
    ("The provider must have the network links in place at least 6 weeks ahead of GPU cluster delivery.", "delivery_days", None),
    ("The provider must make the GPU cluster available within 6 weeks of signing.", "delivery_days", 42),
    # termination on breach written as a permission, tied to downtime
    ("Service termination is permitted if network downtime exceeds 1% in any month.", "termination_on_breach", True),
    ("Service termination is permitted on 30 days' written notice at the end of the term.", "termination_on_breach", None),
    # ... and "no penalty" before it negates nothing (it read False)
    ("No cost, no penalty, service termination is permitted if network downtime exceeds 1% in any month.",
     "termination_on_breach", True),
    ("No service termination is permitted if network downtime exceeds 1% in any month.", "termination_on_breach", False),
    # colocation and hosting SLAs (session 12, E13)
    # availability as a share "of a given month"; a price "in any given month" is none
    ("Our power and network are available for 99.8% of any given month.", "availability_pct", 99.8),
    ("Spare capacity is available for 20% off the list price in any given month.", "availability_pct", None),
    # a circuit, feed or outlet dedicated to one rack isolates no tenant
    ("A power outage means the customer loses all power to a cabinet's dedicated circuit.", "tenant_isolation", None),
    ("A power outage means the customer loses all power to a dedicated cabinet in a locked cage.", "tenant_isolation",
     "dedicated"),
    # a lead time before an outage is no minimum outage ("at least 48 hours before any outage")
    ("Customers are emailed at least 48 hours before any planned network outage.", "min_outage_minutes", None),
    ("Network outages lasting at least 10 minutes count against the uptime guarantee.", "min_outage_minutes", 10),
    # an hourly credit written per 60-minute increment of downtime
    ("A credit of 3% of the MRC is due for each 60 minute increment of downtime.", "credit_per_hour_pct", 3),
    ("A credit of 3% of the MRC is due for each 15 minute increment of downtime.", "credit_per_hour_pct", None),
    # a claim window for "SLA violations", with no credit word in the sentence
    ("Requests for SLA violations must be made in writing within thirty (30) days of the violation.",
     "claim_window_days", 30),
    ("Requests for rack moves must be made in writing within thirty (30) days of the order.", "claim_window_days", None),
    # the unit that goes down names the SLA unit ("downtime begins when a particular server is down")
    ("Downtime for the colocation service begins when a particular server is down because of a power outage.",
     "sla_unit", "node"),
    ("Downtime for the colocation service begins when the building's website is down because of a power outage.",
     "sla_unit", None),
    # a credit on the affected machines' fee, plural or singular, is on the unit's share
    ("Any compensation is a percentage of the monthly fee for the affected servers in that month.", "credit_base", "unit"),
    ("Any compensation is a percentage of the monthly fee for all servers in that month.", "credit_base", None),
    # ... and on "the monthly fee for that server"
    ("For downtime beyond the target we credit 5% of the monthly fee for that server per extra half hour.", "credit_base",
     "unit"),
    ("For downtime beyond the target we credit 5% of the monthly fee for that month per extra half hour.", "credit_base",
     None),
    # ... and one that is shut down, not reachable, or unable to pass traffic
    ("Network downtime exists when a customer's server is unable to send or receive traffic.", "sla_unit", "node"),
    ("Network downtime exists when a virtual server is not reachable from the internet.", "sla_unit", "node"),
    ("Network downtime exists when the billing portal is not reachable from the internet.", "sla_unit", None),
    # a price is no availability; the length of an outage before a restoration is no repair time
    ("Volume pricing is available for 20% of the list price in each month.", "availability_pct", None),
    ("The service will be available 99.9% of the time in each month.", "availability_pct", 99.9),
    ("Downtime begins when the outage lasts more than 10 minutes before service is restored.", "recovery_hours", None),
    ("Downtime begins when the outage lasts more than 10 minutes before service is restored.", "min_outage_minutes", 10),
    ("Failed hardware will be replaced within 4 hours.", "recovery_hours", 4),
    # dedicated-server and GPU bare-metal SLAs (session 13, E14)
    # a cap written "cannot exceed"; the whole recurring charge, or one month's charge, as the cap
    ("Total SLA credits for a month cannot exceed 40% of the affected machine's monthly fee.", "credit_cap_pct", 40),
    ("Total late charges for a month cannot exceed 40% of the affected machine's monthly fee.", "credit_cap_pct", None),
    ("Compensation for any month may not exceed the client's monthly recurring charge.", "credit_cap_pct", 100),
    ("The security deposit may not exceed the client's monthly recurring charge.", "credit_cap_pct", None),
    ("Credits granted in a month may not exceed one month’s service charge for that service.", "credit_cap_pct", 100),
    ("Setup work in a month may not exceed one month’s service charge for that service.", "credit_cap_pct", None),
    # a name that acts in the text is the provider's, not a place ("Ionstream will credit ... the Ionstream data center")
    ("Northwind will repair any fault in the uplink from the Northwind data center to the carrier.", "location", None),
    ("The uplink runs from the Kajaani data center to the carrier.", "location", "Kajaani"),
    # the level a breach restates ("falls short of the 99.9% uptime") is no credit: a pro rata credit has no tier
    ("We guarantee 99.9% uptime each month, and for a server that falls short of the 99.9% uptime we credit the pro "
     "rata share of its monthly charge.", "credit_tiers", None),
    ("We guarantee 99.9% uptime each month, and for a server that falls short of it we credit 10% of its monthly "
     "charge.", "credit_tiers", [{"below_pct": 99.9, "credit_pct": 10.0}]),
    # a credit on the charge "for the server affected", or on "the affected server's monthly fee", is the unit's share
    ("Credits equal the pro rata share of the monthly charge for the server affected.", "credit_base", "unit"),
    ("Credits equal the pro rata share of the monthly charge for the month affected.", "credit_base", None),
    ("Total credits are capped at half of the affected server’s monthly fee.", "credit_base", "unit"),
    ("Total credits are capped at half of the customer’s monthly fee.", "credit_base", None),
    # a number in words whose parts a spaced dash joins ("seventy – two (72) hour notice")
    ("Planned maintenance is announced with at least sixty – four hours' notice.", "maintenance_notice_hours", 64),
    ("Planned maintenance is announced with at least sixty hours' notice.", "maintenance_notice_hours", 60),
    # the level holds per unit: "the Availability Target is applicable to each Instance separately"
    ("The monthly uptime commitment is applicable to each Instance separately.", "sla_unit", "node"),
    ("The monthly volume discount is applicable to each Instance separately.", "sla_unit", None),
    # an aside between the subject and a bare "for 99.5%" (open item of session 12)
    ("The provider keeps each GPU node available, measured per calendar month, for 99.5% of the month.",
     "availability_pct", 99.5),
    ("The provider keeps spare nodes available, on request, for 20% of the list price.", "availability_pct", None),
    # a credit of a share of the lost time ("100% of lost time at the hourly rate") is no percentage of the fee
    ("If monthly uptime is less than 99.95%, we credit 100% of lost time at the hourly rate.", "credit_tiers", None),
    ("If monthly uptime is less than 99.95%, we credit 100% of the monthly fee.", "credit_tiers",
     [{"below_pct": 99.95, "credit_pct": 100.0}]),
    # the unit an SLA is said to be at ("an instance-level SLA"), or the level's unit after a brand word
    ("Ours is an instance-level SLA, measured monthly.", "sla_unit", "node"),
    ("Ours is an enterprise-level SLA, measured monthly.", "sla_unit", None),
    ("We commit to a monthly uptime of 99.95% for each individual Nimbus instance.", "sla_unit", "node"),
    ("We commit to a monthly uptime of 99.95% for each individual calendar month.", "sla_unit", None),
    # the unit of an "availability rate of a <unit>", a glossary's '“Word”: means ...' defining it, and the
    # head of the definition's words naming it ("a CPU or GPU Instance" is an instance)
    ("The monthly availability rate of a Server is reported on the portal.", "sla_unit", "node"),
    ("The monthly availability rate of a Service is reported on the portal.", "sla_unit", None),
    ("“Box”: means a dedicated GPU server. Uptime is the availability rate of a Box in a calendar month.", "sla_unit",
     "node"),
    ("“Box”: means one GPU in a shared server. Uptime is the availability rate of a Box in a calendar month.",
     "sla_unit", "gpu"),
    ("“Box”: means a shared storage bucket. Uptime is the availability rate of a Box in a calendar month.", "sla_unit",
     None),
    # a ceiling ("cannot exceed", "may not exceed") negates nothing after it
    ("Credits in a month cannot exceed a third of the affected server’s monthly fee.", "credit_base", "unit"),
    ("Credits in a month are not based on the affected server’s monthly fee.", "credit_base", None),
    # service time per unit of downtime in two units: a day of credit per hour of outage is 24 times the outage
    ("The customer gets one day of service credit for each hour the servers are down.", "credit_downtime_multiple", 24),
    ("The customer gets one full day’s credit per hour of unplanned outage.", "credit_downtime_multiple", 24),
    ("The customer gets one week of credit for every day the rack has no power.", "credit_downtime_multiple", 7),
    ("Within one business day, we issue a 5% credit for each hour the servers are down.",
     "credit_downtime_multiple", None),
    # a claim made by opening a ticket, the credit named in the clause before
    ("To get a credit for the outage, the customer must open a billing ticket within 5 days of it.",
     "claim_window_days", 5),
    ("To report a fault, the customer must open a support ticket within 5 days of it.", "claim_window_days", None),
    # an hourly credit with the verb "credited"
    ("For each hour of downtime past the first 30 minutes, the customer is credited 2% of the server's monthly fee.",
     "credit_per_hour_pct", 2),
    ("For each hour of downtime past the first 30 minutes, the customer is billed 2% of the server's monthly fee.",
     "credit_per_hour_pct", None),
    # a downtime multiple on the duration of a fault by any name ("anomaly", "failure")
    ("Compensation equals the total duration of the network anomaly in hours * 2, paid as a voucher.",
     "credit_downtime_multiple", 2),
    ("Compensation equals the total duration of the rental in hours * 2, paid as a voucher.",
     "credit_downtime_multiple", None),
    # ... and the duration named after its fault ("outage duration")
    ("The credit equals the hourly price * outage duration (hours) * 3.", "credit_downtime_multiple", 3),
    ("A credit applies only when the outage duration exceeds 3 hours.", "credit_downtime_multiple", None),
    # a cap written as a period of service
    ("Credits in any month shall not exceed one month, or 30 days of service, whichever is greater.", "credit_cap_pct", 100),
    ("Credits in any month shall not exceed 20% of one month of service.", "credit_cap_pct", 20),
    # GPU cloud, bare-metal and colocation SLAs (session 14, E16)
    # a credit's step past a response or repair target is no target ("for every full one (1) hour in excess of the
    # Response Time Target")
    ("If a fault is not responded to in time, a Response Credit of 2% of the monthly charge is due for every full one (1) "
     "hour in excess of the Response Time Target.", "response_minutes", None),
    ("Support tickets for outages receive a response within one (1) hour of submission.", "response_minutes", 60),
    ("If a failed server is not replaced in time, a credit of 5% of the monthly charge is due for every full one (1) "
     "hour in excess of the Replacement Target.", "recovery_hours", None),
    ("Failed hardware is restored within 4 hours of the fault report.", "recovery_hours", 4),
    # a claim window whose request the sentence before names ("... may request a service credit. Requests must be
    # submitted in writing within thirty calendar days")
    ("If the uptime target is missed in a month, the Customer may request a service credit. Requests must be submitted "
     "in writing within thirty calendar days of the event.", "claim_window_days", 30),
    ("The Customer may order additional racks at any time. Requests must be submitted in writing within thirty "
     "calendar days of the order.", "claim_window_days", None),
    # the time the customer has, with the request at the end of the clause ("Customer has 30 days from the end of the
    # month to request a credit"); time to pay, or the provider's time to answer, is none
    ("Customer has 30 days from the end of the month to request a credit for a missed uptime target.",
     "claim_window_days", 30),
    ("Customers have 14 days following the end of the month in which the outage occurred to request a credit.",
     "claim_window_days", 14),
    ("Customer has 30 days to pay each invoice; a credit request for missed uptime is reviewed as it comes.",
     "claim_window_days", None),
    ("We have 5 days to respond to a request for an uptime credit.", "claim_window_days", None),
    ("The Customer has 30 days from the delivery date to request a replacement rack.", "claim_window_days", None),
    # a lead-in ending with a colon names the credit for the lines under it ("you can make a claim for a credit of
    # the following value:")
    ("If the uptime guarantee is missed, the customer may claim a credit of the following value:\nFor premium servers: "
     "ten times the prorated rental for any downtime of the affected servers.", "credit_downtime_multiple", 10),
    ("The premium plan includes the following extras:\nFor premium servers: ten times the prorated rental for any "
     "downtime of the affected servers.", "credit_downtime_multiple", None),
    ("If the uptime guarantee is missed, the customer may claim a credit as follows:\n- 5% of the monthly fee for each "
     "hour of downtime, up to a maximum of 50% of the monthly fee.", "credit_cap_pct", 50),
    ("Late payments bear the following charges:\n- 5% of the monthly fee for each hour of delay, up to a maximum of 50% "
     "of the monthly fee.", "credit_cap_pct", None),
    # ... and the sentences after on that line, and the lines of a list under it
    ("Should we fail to meet the guarantee, you can claim a credit of the following value:\nFor premium servers: ten "
     "times the prorated rental for any downtime. This up to a maximum of 100% of your monthly rental in any one month.",
     "credit_cap_pct", 100),
    ("If the uptime guarantee is missed, the customer may claim a credit as follows:\n- 5% of the monthly fee for each "
     "hour of downtime.\n- up to a maximum of 50% of the monthly fee.", "credit_cap_pct", 50),
    ("If the uptime guarantee is missed, the customer may claim a credit as follows:\n- 5% of the monthly fee for each "
     "hour of downtime.\nLate fees are capped at a maximum of 50% of the monthly fee.", "credit_cap_pct", None),
    # ... but not a table's rows: "| Less than 9 minutes | 12 Hours |" is a credit band, no minimum outage
    ("If an eligible outage has occurred, a credit is generated using the table below:\n\n| Outage Time Frame | Credit "
     "Amount |\n| Less than 9 minutes | 12 Hours |\n| 10 – 59 minutes | 24 Hours |", "min_outage_minutes", None),
    # service time per a number of minutes of downtime: "one day of service for every 15 minutes of downtime" is 96
    ("Outages past the monthly allowance are credited one day of service for every 15 minutes of downtime.",
     "credit_downtime_multiple", 96),
    ("We credit one (1) day of service for every thirty (30) minutes of network downtime.", "credit_downtime_multiple", 48),
    # ... of downtime only: a day of credit for each 24-hour period a hot aisle is too warm is none
    ("If the hot aisle stays above 95 F, the remedy is one day of downtime credit for each 24 hour period.",
     "credit_downtime_multiple", None),
    # a minimum outage said as a service "unreachable for over thirty minutes"
    ("SLA credits may be claimed once the customer's server has been unreachable for over thirty minutes.",
     "min_outage_minutes", 30),
    ("Support tickets left unanswered for over thirty minutes are escalated to a manager.", "min_outage_minutes", None),
    # an hourly credit for "each consecutive hour" of the outage
    ("Each consecutive hour after the first thirty minutes, the client will be credited 1% of the affected service's "
     "monthly bill.", "credit_per_hour_pct", 1),
    ("Each consecutive hour after the first thirty minutes, the client will be billed 1% of the affected service's "
     "monthly bill.", "credit_per_hour_pct", None),
    # a defined name between the figure and its uptime word ("99.99% monthly Covered Services uptime")
    ("We guarantee 99.99% monthly Covered Services uptime.", "availability_pct", 99.99),
    ("We offer 20% off the list price for the Covered Services in months of high uptime.", "availability_pct", None),
    # the level of a list of services: the subject stands before the list's commas
    ("The monthly uptime for GPU instances, block storage, and networking is 99.95%.", "availability_pct", 99.95),
    ("The monthly uptime for core compute, storage and networking services is 99.9%.", "availability_pct", 99.9),
    ("The monthly uptime for core compute is reported, storage and networking services are priced at 20% off.",
     "availability_pct", None),
    ("The provider sends reports on service requests, resolution, call aging, and other call data within ten (10) "
     "business days.", "recovery_hours", None),    # a web page's table that lost the gap between its cells ("Virtual Machines99.9%")
    ("Service Minimum Uptime\nVirtual Machines99.9%\nBlock Storage99.9%", "availability_pct", 99.9),
    ("Service Model code\nVirtual Machines99.9%\nBlock Storage99.9%", "availability_pct", None),    # the customer's label before "and" is no part of the provider's name ("between Customer and LeaderGPU (the
    # \"Provider\")")
    ('This SLA forms part of the agreement between Customer and Northwind GPU (the "Provider").', "vendor",
     "Northwind GPU"),
    ('This SLA is made between Tenant Labs Inc. (the "Provider") and the customer named in the order.', "vendor",
     "Tenant Labs Inc."),
]


@pytest.mark.parametrize("text, key, expected", CASES)
def test_vendor_wording(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, hedge", [
    # best effort written "strive for" (a GPU cloud's terms: "we strive for high availability")
    ("We strive for 99.9% uptime in each calendar month.", "strive for"),
    ("We commit to 99.9% uptime in each calendar month.", None),
])
def test_vendor_hedges(extracted, text, hedge):
    assert extracted(text, "availability_pct", 99.9, language="en").hedge == hedge


@pytest.mark.parametrize("text, hedge", [
    # a hedge word inside a longer word the contract defines is part of that name, not a hedge
    ("“Uptime Target” means the uptime we measure each month. Maintenance left out of the Uptime Target is "
     "announced 48 hours ahead.", None),
    ("“Uptime Figure” means the uptime we measure each month. Maintenance left out of the uptime target is "
     "announced 48 hours ahead.", "target"),
])
def test_vendor_hedges_in_defined_names(extracted, text, hedge):
    assert extracted(text, "maintenance_notice_hours", 48, language="en").hedge == hedge
