"""English real-document misreadings found by session 47's helper e122 and fixed by e123: a repair time listed by region
("Replacement Server: Europe 3 hours, US 4 hours, Asia 4 hours") read as the first region's 3 hours for every server; two
notice periods each for its own work ("7 business days in advance for an outage that lasts more than 50 ms and 48 hours
in advance for an outage impact of 50 ms or less") sent to review as a contradiction; and an outage left out unless the
customer reports it within three days ("will not include unavailability if the Customer fails to report ...") not read
as the claim window it is.

Each positive has a paraphrase and a near miss beside it.
"""

import pytest

from tests.conftest import checked_finding, extracted_term

# https://www.datapacket.com/service-level-agreement ("Guaranteed response times"; read as recovery time 3 hours)
DATAPACKET = (
    "Guaranteed response times\n\n"
    "Replacement Hardware component: Europe 4 hours, US 6 hours, Asia 8 hours\n"
    "Replacement Server: Europe 3 hours, US 4 hours, Asia 4 hours\n"
)

# http://www.acedatacenters.com/sla.php (the two notices sent to review as a contradiction)
ACE_DATA_CENTERS = (
    "Scheduled Maintenance means any maintenance performed on either primary and/or redundant power feeds to the "
    "Customer's cabinet (a) of which Customer is notified 7 business days in advance for an outage that lasts more than "
    "50 ms and 48 hours in advance for an outage impact of 50 ms or less, and (b) that is performed during a standard "
    "maintenance window of 10 PM to 6 AM local time of the ACEDC at which Customer's server is located.\n"
)

# MegaNet's SLA (read no claim window: "missing")
MEGANET = (
    "Network Unavailability will not include unavailability if the Customer fails to report the unavailability within "
    "three (3) days.\n"
)


def by_scope(t) -> set:
    return {(t.value, t.scope)} | {(a.value, a.scope) for a in t.conflicting}


# --- 1. a repair time by region ------------------------------------------------------------------------------------


def test_a_repair_time_by_region_is_the_weakest_with_each_region_beside_it():
    t = extracted_term(DATAPACKET, "recovery_hours", 8, language="en")
    assert t.conflict_kind == "scoped"
    assert by_scope(t) == {
        (8, "Replacement Hardware component: Asia"), (4, "Replacement Hardware component: Europe"),
        (6, "Replacement Hardware component: US"), (3, "Replacement Server: Europe"), (4, "Replacement Server: US"),
        (4, "Replacement Server: Asia")}


def test_a_repair_time_by_region_paraphrased():
    # ... paraphrased: in running text, each region after its figure
    t = extracted_term("Failed servers are replaced within 3 hours in Europe and within 8 hours in Asia.",
                       "recovery_hours", 8, language="en")
    assert t.conflict_kind == "scoped" and by_scope(t) == {(8, "Asia"), (3, "Europe")}


def test_the_repair_time_by_region_is_reviewed_naming_each_region():
    found = checked_finding(DATAPACKET, "recovery", language="en")
    assert (found.status, found.conflict_kind) == ("review", "scoped"), found.reason
    assert "8 hours for “Replacement Hardware component: Asia”" in found.reason
    assert "3 hours for “Replacement Server: Europe”" in found.reason


@pytest.mark.parametrize("text, value", [
    # guards (pass on main too): one region's figure alone stays the term, no conflict ...
    ("Replacement Server: Europe 3 hours", 3),
    # ... nor does "us" (the provider) name a region
    ("Failed hardware is replaced within 4 hours; contact us for details.", 4),
])
def test_no_region_list_no_scope(text, value):
    t = extracted_term(text, "recovery_hours", value, language="en")
    assert t.conflict_kind is None


# --- 2. two notices, each for its own work ---------------------------------------------------------------------------


def test_the_notice_for_service_affecting_work_is_the_term_the_other_beside_it():
    t = extracted_term(ACE_DATA_CENTERS, "maintenance_notice_hours", 168, language="en")
    assert t.conflict_kind == "scoped" and t.counted_in == "working_days"
    assert by_scope(t) == {(168, "an outage that lasts more than 50 ms"), (48, "an outage impact of 50 ms or less")}


@pytest.mark.parametrize("text, value, expected", [
    # ... paraphrased: the work named before each notice, the lesser work's first
    ("For other maintenance we give 24 hours' notice; for service-affecting maintenance, 5 business days' notice.", 120,
     {(120, "service-affecting maintenance"), (24, "other maintenance")}),
    # ... or after each, the lesser work's second
    ("We notify customers 10 days in advance for service-affecting maintenance and 48 hours in advance for "
     "non-service-affecting maintenance.", 240,
     {(240, "service-affecting maintenance"), (48, "non-service-affecting maintenance")}),
])
def test_two_notices_for_two_kinds_of_work_paraphrased(text, value, expected):
    t = extracted_term(text, "maintenance_notice_hours", value, language="en")
    assert t.conflict_kind == "scoped" and by_scope(t) == expected


def test_the_two_notices_are_reviewed_by_scope_not_as_a_contradiction():
    found = checked_finding(ACE_DATA_CENTERS, "maintenance-notice", language="en")
    assert (found.status, found.conflict_kind) == ("review", "scoped"), found.reason
    assert "168 hours for “an outage that lasts more than 50 ms”" in found.reason
    assert "48 hours for “an outage impact of 50 ms or less”" in found.reason


def test_two_notices_for_the_same_work_still_contradict():
    # guard (passes on main too): two notices naming no work of their own are a contradiction
    t = extracted_term("Customer is notified 7 days in advance of maintenance and 48 hours in advance of maintenance.",
                       "maintenance_notice_hours", 168, language="en")
    assert t.conflict_kind == "contradiction"


# --- 3. an outage left out unless reported: the claim window ---------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    (MEGANET, 3),
    # ... paraphrased: the credits lost unless reported
    ("Credits are forfeited unless reported within 5 days.", 5),
    # ... or the report the condition of the credit
    ("Outages must be reported within 72 hours to qualify.", 3),
])
def test_an_outage_the_customer_must_report_sets_the_claim_window(reads, text, expected):
    reads(text, "claim_window_days", expected, language="en")


@pytest.mark.parametrize("text", [
    # guards (pass on main too): the vendor's own report is no claim ...
    "The vendor will report within 3 days.",
    # ... nor is a report of outages the provider must make
    "Credits are paid monthly. The provider shall report outages within 3 days.",
])
def test_the_vendors_report_is_no_claim_window(reads, text):
    reads(text, "claim_window_days", None, language="en")


def test_the_report_deadline_is_checked():
    found = checked_finding(MEGANET, "claim-window", language="en")
    assert found.status == "fail" and "three (3) days" in found.evidence.text
