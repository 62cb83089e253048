"""Whole English SLAs of vendors the project had not read (session 39, helper E85), read through to their credit
sections: what each states is read as a lawyer reads it, in short excerpts of the published texts.

- A cap on the credits stated as a share of a year's charge with no percentage ("shall not exceed one twelfth (1/12th)
  of the annual charge") is a cap all the same: `check` sends credit-cap to review and a claim says it did not apply it,
  never "no cap stated" (a wrong pass).
- Aptible's SLA restates its 99.95% as "no more than 21.56 min/month of Unavailability": a month's allowance, no
  shortest outage; its credits are "of the charges attributable to the affected resources": the unit's share.
- Supabase's SLA has the claim made by e-mail: "Customer must send an email to Supabase at support@supabase.io within
  thirty (30) days of the end of the month".
- Voicegain's SLA types two spaces after a full stop: "... for the applicable month.  Financial Credits ... will be
  applied within 60 days after the Financial Credit was requested" is two sentences, and the cap's "exceed" does not
  reach the 60 days of the next (read before as a shortest outage of 60 days).
- SCloud's SLA (GPU-accelerated cloud servers) reads whole and right: a guard.
"""

from __future__ import annotations

import pytest

from slacheck import api

# Aptible's SLA, "Version 1.4 - November 2016" (a public GitHub copy of aptible.com's legal pages, front matter "posted:
# 2016-11-29"; "1. Service Commitment" and "3. Service Commitments and Service Credits")
APTIBLE = (
    "### 1. Service Commitment: 99.95% Uptime\n"
    "Aptible will use commercially reasonable efforts to make the Aptible Containerized Services available with a Monthly "
    "Uptime Percentage of at least 99.95% during any monthly billing cycle (the **\"Service Commitment\"**). Subject to the "
    "Aptible SLA Exclusions, if we do not meet the Service Commitment, you will be eligible to receive a Service Credit.\n\n"
    "A Monthly Uptime Percentage of 99.95% means that we guarantee you will experience no more than 21.56 min/month of "
    "Unavailability.\n\n"
    "### 3. Service Commitments and Service Credits\n"
    "Service Credits are calculated as a percentage of the total charges due on your Enclave invoice for the monthly billing "
    "cycle in which the Unavailability occurred, applied proportionally to the Services that were Unavailable, in accordance "
    "with the schedule below:\n\n"
    "- For Monthly Uptime Percentage less than 99.95% but equal to or greater than 99.0%, you will be eligible for a Service "
    "Credit of 10% of the charges attributable to the affected resources\n"
    "- For Monthly Uptime Percentage less than 99.0%, you will be eligible for a Service Credit of 30% of the charges "
    "attributable to the affected resources\n"
)

# Supabase's Enterprise Platform Uptime SLA (https://supabase.com/sla, "3. Credit Requests and Payment", as stored in a
# public GitHub mirror of the page)
SUPABASE = (
    "### 1. Uptime Commitment\n"
    "Supabase will provide Actual Availability for at least ninety-nine and nine tenths percent (99.9%) of the total time in "
    "each calendar month during the Subscription Term, as measured by Supabase (the **\"Uptime Commitment\"**).\n"
    "### 3. Credit Requests and Payment\n"
    "To request a Service Credit, Customer must send an email to Supabase at support@supabase.io within thirty (30) days of "
    "the end of the month in which the Uptime Commitment was not met. Customer must include either its account ID or "
    "registered email address, and the previously reported dates and times that there was no Service Availability. If "
    "Supabase confirms that Customer is eligible for a Service Credit, Supabase will issue a credit to Customer's account "
    "within thirty (30) days.\n"
)

# Voicegain Cloud Platform SLA, "Last modified: March 18, 2020" (a public GitHub copy of Voicegain's SLA page,
# "Definitions" and "Maximum Financial Credit"; the two spaces after "month." as published)
VOICEGAIN = (
    "* **\"Downtime Period\"** means a period of one or more consecutive minutes of Downtime. Partial minutes or "
    "Intermittent Downtime for a period of less than one minute will not be counted towards any Downtime Periods.\n\n"
    "## Maximum Financial Credit\n"
    "The total maximum number of Financial Credits to be issued by Voicegain to Customer for any and all Downtime Periods "
    "that occur in a single billing month will not exceed 50% of the amount due by Customer for the Covered Service for the "
    "applicable month.  Financial Credits will be made in the form of a monetary credit applied to future use of the Service "
    "and will be applied within 60 days after the Financial Credit was requested.\n"
)

# SCloud SLA, "Version 1.0", "Last Updated 19 Jan. 2021" (a public GitHub copy; General Terms "2. Service Credit" and
# "1. Cloud Server (HOST)", whose disclaimers name its GPU-accelerated HOST)
SCLOUD = (
    "The Service Credits awarded in any billing month for a particular Service or Service Resource will not, under any "
    "circumstance, exceed your monthly service fees for that Service or Service Resource, as applicable, in the billing "
    "month.\n\n"
    "**Time limit for application:** you can apply for service credit in each Service Cycle after the bill are settled. The "
    "application must be filed within two (2) months after the end of the Service Cycle in which the incident that’s the "
    "subject of the claim occurred.\n\n"
    "### **1. Cloud Server (HOST)**\n\n"
    "**Cloud Server Unavailability** means the Cloud Server (HOST) system log shows that SHOST was inaccessible for one (1) "
    "or more consecutive minutes because of errors or incidents caused by SCloud.\n\n"
    "SCloud will use commercially and technically reasonable efforts to make the Service Availability Rate of Cloud Server "
    "Unavailability per Service Cycle no less than 99.95%; \n\n"
    "| **Monthly Uptime Percentage**           | **Service Credit**          |\n"
    "| --------------------------------------- | --------------------------- |\n"
    "| 99% ≤ Service Availability Rate <99.95% | 10% of Monthly Service Fee  |\n"
    "| 95% ≤ Service Availability Rate <99%    | 15% of Monthly Service Fee  |\n"
    "| Service Availability Rate <95%          | 100% of Monthly Service Fee |\n"
)

TWELFTH = ("Provider guarantees 99.9% monthly availability. If availability falls below 99.9%, Customer receives a credit of "
           "10% of the monthly fee. Service credits shall not exceed one twelfth (1/12th) of the annual charge.\n")


def _finding(text: str, rule: str):
    from tests.conftest import make_document

    result = api.check(make_document(text, language="en"))
    return next(f for f in result.findings if f.rule == rule)


def test_a_cap_on_a_twelfth_of_the_annual_charge_sends_credit_cap_to_review(reads):
    reads(TWELFTH, "credit_cap_pct", None, language="en")
    finding = _finding(TWELFTH, "credit-cap")
    assert finding.status == "review"
    assert "one twelfth (1/12th) of the annual charge" in finding.message


def test_a_claim_under_a_twelfth_of_the_annual_charge_says_the_cap_was_not_applied(tmp_path):
    from tests.conftest import claimed_month

    month = claimed_month(tmp_path, TWELFTH + "The monthly fee is USD 1000.\n",
                          "id,start,end,units,cause\na,2026-02-01T00:00:00,2026-02-01T05:00:00,*,vendor\n")
    assert month["credit_pct"] == 10.0
    assert any("not as a share of the monthly fee" in note and "annual charge" in note for note in month["review"])


@pytest.mark.parametrize("text, expected", [
    # guards (pass on 55692cc): a percentage of a month's twelfth of the annual charge is a month's share
    ("Service credits shall not exceed 50% of one twelfth (1/12th) of the annual charge.", 50),
    ("Service credits shall not, under any circumstance, exceed twelve percent (12%) of one twelfth (1/12th) of the annual "
     "charge.", 12),
])
def test_a_share_of_a_twelfth_of_the_annual_charge_is_still_read(reads, text, expected):
    reads(text, "credit_cap_pct", expected, language="en")


def test_a_months_allowance_written_min_per_month_is_no_shortest_outage(reads):
    reads(APTIBLE, "min_outage_minutes", None, language="en")
    reads(APTIBLE, "availability_pct", 99.95, language="en")
    reads(APTIBLE, "credit_tiers", [{"below_pct": 99.95, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 30.0}],
          language="en")


def test_a_credit_on_the_charges_attributable_to_the_affected_resources_is_the_units_share(reads):
    reads(APTIBLE, "credit_base", "unit", language="en")


def test_a_claim_made_by_sending_an_email_within_thirty_days_is_the_claim_window(reads):
    reads(SUPABASE, "claim_window_days", 30, language="en")
    # ... not the provider's own e-mail after a credit is applied
    reads("We will send an email within 5 days of any credit being applied.", "claim_window_days", None, language="en")


def test_two_spaces_after_a_full_stop_end_the_sentence(reads):
    reads(VOICEGAIN, "min_outage_minutes", 1, language="en")
    reads(VOICEGAIN, "credit_cap_pct", 50, language="en")


@pytest.mark.parametrize("key, expected", [
    # guard (passes on 55692cc): SCloud's SLA reads whole and right
    ("availability_pct", 99.95),
    ("min_outage_minutes", 1),
    ("credit_tiers", [{"below_pct": 99.95, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 15.0},
                      {"below_pct": 95.0, "credit_pct": 100.0}]),
    ("credit_cap_pct", 100),
    ("claim_window_days", 60),
])
def test_scloud_cloud_server_sla_reads_whole(reads, key, expected):
    reads(SCLOUD, key, expected, language="en")
