"""Wordings from English SLAs of vendors read in session 39 (LeadHost, Leapswitch), short quoted excerpts with
their sources, each beside a negative: the same words about something else, which must not become a term."""

import pytest

from tests.conftest import make_document

# LeadHost's SLA (https://leadhost.biz/en/terms-and-policies/sla), item 4
LEADHOST_PLANNED = ("Planned work (Planned Hosting Outages). From time to time we carry out the engineering works or "
                    "preventive measures at servers and routers. The Company will make the best efforts to inform you "
                    "about the planned work in good time. We send you an e-mail at least five days before the date.")
# ... and item 3.1
LEADHOST_CLEARANCE = ("Emergency and fail conditions response time (Hosting Fault Reporting). Response and overall "
                      "critical fail clearance time by the support service: no more than 12 hours.")

# Leapswitch's SLA (https://leapswitch.com/service-level-agreement.php): a table whose header row the page lost
# to a bare line of its column names
LEAPSWITCH = (
    '# Leapswitch Service Level Agreement\n'
    'This Dedicated Server Service Level Agreement ("SLA") establishes the guidelines for the '
    'utilization of services provided by Leapswitch Networks. It is applicable on an individual basis to '
    'each Customer who avails of the specified Leapswitch Networks Services. Should there be any '
    'discrepancies between the stipulations of this SLA and the Terms of Service ("Terms of Service"), '
    'the provisions of this SLA shall prevail, but solely to the degree of the discrepancy. Any '
    'capitalized terms not explicitly defined within this document are to be interpreted as per their '
    'definitions in the Terms of Service.\n'
    'Commitment to Service Availability\n'
    'Leapswitch Networks is committed to making every reasonable effort to ensure that each category of '
    'services offered by Leapswitch Networks, as outlined below, remains "Available" throughout each '
    'calendar month in accordance with the "Minimum UptimeCommitment" specified for each service. Should '
    'Leapswitch Networks fail to meet this Monthly Uptime Commitment for any of its services, customers '
    'will be entitled to receive a Service Credit, as further detailed below.\n'
    'Service Minimum Uptime\n'
    'Dedicated Servers | 99.9% |\n'
    'Power (Dual Power Servers) | 99.95% |\n'
    'Power (Single Power Servers) | 99.9% |\n'
    'Public Network | 99.9% |\n'
    'Private Network | 99.95% |\n'
    'The "Monthly Uptime Percentage" is determined by deducting the percentage of minutes throughout the '
    'month when any category of Leapswitch Networks Service was not accessible from 100%. The '
    'calculation of the Monthly Availability Percentage omits periods of inaccessibility that arise '
    'directly or indirectly from any Exclusion of Unavailability (defined subsequently).\n'
)


def _terms(text):
    from slacheck.extract.pipeline import extract_terms

    return {t.key: t for t in extract_terms(make_document(text, language="en"))}


@pytest.mark.parametrize("text, expected", [
    (LEADHOST_PLANNED, 120),
    # the notice follows the sentence naming the planned work, pointing back to its date
    ("We send you an e-mail at least five days before the planned work.", 120),
    # ... no planned work named before: an invoice's date is no maintenance
    ("The invoice is issued on the first day of the month. We send you an e-mail at least five days before the date.",
     None),
])
def test_an_e_mail_before_the_date_of_planned_work_is_its_notice(reads, text, expected):
    reads(text, "maintenance_notice_hours", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    (LEADHOST_CLEARANCE, 12),
    ("Fault clearance time for dedicated servers: no more than 4 hours.", 4),
    # a clearance of something else is no repair
    ("Customs clearance time for imported GPUs is 10 days.", None),
    ("Security clearance of the Customer's staff takes no more than 12 hours.", None),
])
def test_a_fault_cleared_is_a_recovery(reads, text, expected):
    reads(text, "recovery_hours", expected, language="en")


def test_rows_under_a_lost_header_line_are_levels_by_service():
    term = _terms(LEAPSWITCH)["availability_pct"]
    assert term.value == 99.9
    assert sorted({a.value for a in term.alternatives}) == [99.9, 99.95]
    assert term.conflict_kind == "scoped"


def test_a_dedicated_server_agreements_name_is_no_tenancy_promise():
    assert "tenant_isolation" not in _terms(LEAPSWITCH)


@pytest.mark.parametrize("text, expected", [
    ("This Dedicated Server Service Level Agreement applies to each Customer.", None),
    # guards (pass on 55692cc too): a clause that says the hardware is the customer's alone still reads
    ("Dedicated servers are single-tenant hardware.", "dedicated"),
    ("Each GPU node is dedicated hardware not shared with other tenants.", "dedicated"),
])
def test_tenancy_said_of_the_machine_not_of_the_product(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="en")
