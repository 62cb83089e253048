"""Wordings from English SLAs and service terms of vendors outside the corpus (session 21, E37: colocation,
GPU-cloud and hosting pages read through the search tool's stored pages; /tmp/e37/docs/SOURCES.md lists them).

Each case quotes the short passage it needs, with its source in a comment; each positive has a near miss
beside it: the same words about something else, which must not become the term (or must become another value).
"""

import pytest


@pytest.mark.parametrize("text, key, expected", [
    # Edge Centres, Telehousing SLA – Colocation Agreement (edgecentres.com.my/service-level-agreement): a table's
    # columns named for the committed response and restoration, its row a service element (no fault word in reach)
    ("Table A (i) Target Response/restoration Times (TTTR)\n"
     "Service Element | Target Response Time | Target Restoration Time (*) | Hours of Business |\n"
     "Co-location | 20 Minutes | 2 hours | 24 Hrs/Day, 7 Days/Week |\n", "response_minutes", 20),
    ("Table A (i) Target Response/restoration Times (TTTR)\n"
     "Service Element | Target Response Time | Target Restoration Time (*) | Hours of Business |\n"
     "Co-location | 20 Minutes | 2 hours | 24 Hrs/Day, 7 Days/Week |\n", "recovery_hours", 2),
    # ... near misses: a column of another time (an invoice's payment term, the hours of business) names neither
    ("Service Element | Payment Term | Hours of Business |\nCo-location | 20 days | 24 hours |\n", "response_minutes", None),
    ("Service Element | Payment Term | Hours of Business |\nCo-location | 20 days | 24 hours |\n", "recovery_hours", None),
])
def test_target_response_and_restoration_columns(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # Edge Centres (as above): the restoration rebate, a share of the fee per full hour past the target, and its cap
    ("Monthly Rebate | Calculated at 5% of the base fee for each full hour past the TTTR and capped at 50% of the "
     "Charges per calendar month |\n", "credit_per_hour_pct", 5),
    ("Monthly Rebate | Calculated at 5% of the base fee for each full hour past the TTTR and capped at 50% of the "
     "Charges per calendar month |\n", "credit_cap_pct", 50),
    # eLandia / Datec outsourcing agreement (CUAD): "The maximum rebate in any given month will be 50% of the monthly
    # base fee."
    ("The maximum rebate in any given month will be 50% of the monthly base fee.", "credit_cap_pct", 50),
    # ... near misses: a volume rebate on a price is no service credit, and a share per full hour of work is a fee
    ("Customer receives a volume rebate capped at 10% of the list price.", "credit_cap_pct", None),
    ("Remote hands are billed at 5% of the base fee for each full hour of work.", "credit_per_hour_pct", None),
])
def test_a_rebate_is_a_credit(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # Edge Centres (as above): the countries a restoration time covers are a list of places, none of them the site
    ("(*) The restoration time shown in the table above applies to Edge Centres controlled DCs located in Australia, "
     "Malaysia, Thailand, Vietnam and Hong Kong only.", None),
    # ... near misses: one site with its state, and two sites each with its state, keep the first place named
    ("The Equipment is located in Kwai Chung, Hong Kong.", "Kwai Chung, Hong Kong"),
    ("The servers are located in Dallas, Texas and Ashburn, Virginia.", "Dallas, Texas"),
])
def test_a_list_of_countries_is_no_site(reads, text, expected):
    reads(text, "location", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # hosted·ai GPU SLA (packet.test1.hostedai.dev/sla): the provider's monitoring is how downtime is measured, no
    # monitoring of the customer's GPUs offered (the bullets above run into the sentence: no full stop ends them)
    ("Downtime means your GPU instance is completely unavailable and you cannot:\n- SSH into your instance\n"
     "- Reach services running on your instance\nWe measure downtime from when we confirm an issue (either through "
     "our monitoring or your support ticket) until service is restored.\n", None),
    # ... near miss: GPU monitoring offered to the customer is the term
    ("Each running instance streams GPU utilization, temperature and power draw to your dashboard, with alerts.", True),
])
def test_monitoring_that_measures_downtime_is_no_service(reads, text, expected):
    reads(text, "monitoring", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # Runpod, hosting: maintenance and reliability (docs mirror): a rolling reliability score that climbs back to 100%
    ("It will take an entire month to regenerate back to 100% uptime given no further downtimes in the month, "
     "considering it it calculated based on a 30 days rolling window.", None),
    # ... near miss: a level stated as the commitment stays
    ("We guarantee 99.9% uptime for your GPU instances in each calendar month.", 99.9),
])
def test_a_score_climbing_back_is_no_level(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # OVHcloud vRack SLA (us.ovhcloud.com/legal/sla/vrack/): the header row has a third column (no closing pipe) the
    # rows leave out; the rows still line up from their left pipe
    ('| Class of Service | Monthly Availability Commitment | Service Credits\n| ||||\n| vRack | 99.95% |\n|\n'
     "The SLAs described above apply exclusively to the availability of vRack.", 99.95),
    # ... near miss: a spaced row (no pipes) that lost a cell may have lost any of them: no header names its figure
    ("Class of Service\tService Credits\tMonthly Availability Commitment\nvRack\t99.95%\n", None),
])
def test_a_pipe_row_shorter_than_its_header(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # Leaseweb, Service Level of Public Cloud (kb.leaseweb.com): a table that lost its cells (as the Markdown loader
    # gives it, runs of spaces made one), each row's downtime after its credit ("100 %< 36 hours"): the sign opens the
    # downtime, it is no bound of the credit
    ("In case any Instance does not meet with the Public Cloud Availability Target, the Customer shall be eligible to "
     "receive a Service Credit as described below.\n\n"
     "Public Cloud Availability TargetService CreditsDowntime per month\n"
     "99.90 % – < 99.99 % 10 %43 min and 50 sec < 4 min and 23 sec\n"
     "99.00 % – < 99.90 % 25 %7 hours 18 min 17 sec < 43 min and 50 sec\n"
     "95.00 % – < 99.00 % 50 %36 hours, 31 minutes and 27 seconds < 7 hours 18 min 17 sec\n"
     "< 95.00 % 100 %< 36 hours, 31 minutes and 27 seconds\n",
     [{"below_pct": 99.99, "credit_pct": 10.0}, {"below_pct": 99.9, "credit_pct": 25.0},
      {"below_pct": 99.0, "credit_pct": 50.0}, {"below_pct": 95.0, "credit_pct": 100.0}]),
    # ... near miss: a sign written before the next band's figure still opens that band
    ("Uptime\tCredit\n99.00 % – < 99.90 %  25 %\n< 99.00 %  50 %\n",
     [{"below_pct": 99.9, "credit_pct": 25.0}, {"below_pct": 99.0, "credit_pct": 50.0}]),
])
def test_a_sign_before_the_downtime_column(reads, text, expected):
    reads(text, "credit_tiers", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # Virteche SLA (virteche.com/service-level-agreement.html): a stand-in while parts are awaited is no delivery
    ("In cases where the original hardware cannot be replaced promptly, a temporary system will be provisioned within "
     "eight hours until permanent replacement parts are delivered.", None),
    # ... near miss: the ordered servers provisioned within a time are the delivery
    ("Bare metal servers are provisioned within 72 hours of the order.", 3),
])
def test_a_temporary_system_is_no_delivery(reads, text, expected):
    reads(text, "delivery_days", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # Crusoe Cloud, TSS Support Tiers (docs.crusoecloud.com/resources/support_tiers), its table: the Basic tier commits
    # no response time ("Best efforts"), the figure is the Enterprise tier's
    ("| | Basic tier | Enterprise tier |\n|---|---|---|\n| P1 Request response time | Best efforts | < 15 minutes |\n"
     "| P2 Request response time | Best efforts | < 30 minutes |\n", None),
    # ... near misses: a promise made with best efforts is still the response time, and a table whose every plan
    # commits a time keeps one
    ("Provider will use best efforts to respond to P1 tickets within 15 minutes.", 15),
    ("| Severity | Standard Support | Premium Support |\n|---|---|---|\n| P1 response time | 4 hours | 4 hours |\n", 240),
])
def test_a_plan_that_commits_nothing(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # Verizon, Akamai services SLA (verizon.com/business/service_guide): a day's fee per failed day, capped at a
    # month's worth of days
    ("Credits: If the Service fails to meet the above service levels, the Customer will receive (as its sole remedy) a "
     "credit equal to Customers or such domains committed monthly service fee for the day in which the failure occurs, "
     "not to exceed 30 days of fees.", 100),
    # ... near miss: days of fees in a payment term are no credit's cap
    ("Customer shall not prepay more than 30 days of fees, and invoices shall not exceed 30 days of fees.", None),
])
def test_a_cap_of_thirty_days_of_fees(reads, text, expected):
    reads(text, "credit_cap_pct", expected, language="en")
