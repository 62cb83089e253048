"""English extraction leftovers on real vendor documents (session 36, helper e75): a page's teaser line pointing to its
SLA is no statement of the level; a site named the primary by apposition after its place; a credit per period of
downtime other than an hour (per 30 minutes, per half hour, per whole day affected), which no credit form computes
exactly, shown for review instead of read or left unsaid.

Each positive has a near miss beside it.
"""

import pytest

from slacheck import api
from tests.conftest import make_document

# https://kaarma.cloud/sla, in short: the teaser under the page's title, then the body's commitment
KAARMA_HEAD = ("Service Level Agreement\nOur commitment to reliability. Read about our 99.9% uptime guarantee and service "
               "credits policy.\nAgreement Overview\nThis Service Level Agreement outlines the performance commitments "
               "that Kaarma Cloud makes to you, our client.\n")
KAARMA_COMMITMENT = ("Our Commitment\nWe guarantee a minimum of 99% network availability in any given calendar month, "
                     "while striving to achieve 99.9% uptime across our global infrastructure.\n")


def test_a_teaser_line_pointing_to_the_sla_is_no_level_beside_the_bodys(extracted):
    # the link's title "Read about our 99.9% uptime guarantee" states no term: the body's 99 stands, no conflict (it read
    # 99.9 and 99 in conflict, at 0.5)
    term = extracted(KAARMA_HEAD + KAARMA_COMMITMENT, "availability_pct", 99, language="en")
    assert term.value == 99 and not term.conflict
    assert [(a.value, a.reason) for a in term.alternatives] == [(99.9, "weaker")]


@pytest.mark.parametrize("text, expected", [
    # a teaser on a line of its own under a title, or after the title's sentence, states nothing
    ("Service Level Agreement\nRead about our 99.9% uptime guarantee and service credits policy.\n", None),
    ("Hosting\nOur commitment to reliability. Learn more about our 99.95% uptime SLA.\n", None),
    ("Learn more about our 99.95% uptime SLA\nWe guarantee 99.9% uptime in any calendar month.\n", 99.9),
    # ... near misses: a statement reads, alone on its line or after a pointer's words that hold a clause of their own
    # (a subject and its verb, or a colon before one)
    ("We guarantee 99.9% uptime.\n", 99.9),
    ("Service Level Agreement\nRead about how we guarantee 99.9% uptime.\n", 99.9),
    ("See more: Provider guarantees 99.9% uptime in any calendar month.\n", 99.9),
    ("Provider guarantees 99.9% uptime in any calendar month. Read more about our status page.\n", 99.9),
])
def test_a_teaser_line_states_no_level(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a site named the primary by apposition after its place (it read no location: the part after the place dropped it)
    ("Your servers are hosted in Frankfurt, being the primary site of the Services.", "Frankfurt"),
    ("The Equipment is located in Amsterdam, as the main data centre of the Provider.", "Amsterdam"),
    # ... near misses: the same link before no primary site, or before the party's office, names no site; a backup stays
    # no location
    ("Your servers are hosted in Frankfurt, being the location of the supplier's registered office.", None),
    ("Your servers are hosted in Frankfurt, being the location of the Provider's sales team.", None),
    ("Your servers are hosted in Frankfurt, being the primary contact of the Provider.", None),
    ("The servers are hosted in Berlin, being the backup site.", None),
])
def test_a_site_named_the_primary_by_apposition(reads, text, expected):
    reads(text, "location", expected, language="en")


# Rackspace's managed hosting SLA (a copy at http://www.docstoc.com/docs/46384527/Sla-Hosting), in short
RACKSPACE = ("Rackspace guarantees that the network will be available 100% of the time in a given month, excluding "
             "scheduled maintenance. Upon experiencing downtime, Rackspace will refund the customer 5% of the monthly fee "
             "for each 30 minutes of downtime (up to 100% of customer's monthly fee).")
# Rackspace's support SLA (http://www.rackspace.com/de/legal/managed-cloud-sla), in short
RACKSPACE_SUPPORT = ("In the event that Rackspace's Support activities for your Services result in unplanned Unavailability, "
                     "you are entitled to a credit of 5% of the fees for the Affected Components for every half hour (or "
                     "part thereof) of unplanned Unavailability.")
# https://www.hostwinds.com/product-docs/support/hostwinds-service-level-agreement, in short
HOSTWINDS = ("If our network goes down or the power is lost, Hostwinds will provide an account credit upon request made in "
             "a ticket for the cost of the whole day(s) affected by that downtime.")
PERIOD_MESSAGE = "credit per period of downtime other than an hour, which the SLA arithmetic"


def _period_findings(text: str) -> list:
    return [f for f in api.check(make_document("Service Level Agreement\n\n" + text + "\n")).findings
            if f.rule == "period-credit"]


@pytest.mark.parametrize("text, clause", [
    # 5% a half hour is no 10% an hour (a 20-minute outage earns 5%, a claim's hour rounds it to 10%), nor is a whole
    # calendar day touched a length of downtime: no term carries it, and `check` says so, quoting the clause (it said
    # only that the contract states no credit)
    # (mo41: Rackspace's two and "3% of the monthly fee for every fifteen (15) minutes of downtime" moved to the test
    # below: a claim now computes a share per period of downtime, "5% of the monthly fee for each 30 minutes of
    # downtime" as 5% x each started half hour, so `check` has nothing left to review in them)
    (HOSTWINDS, HOSTWINDS),
])
def test_a_credit_per_period_other_than_an_hour_is_shown_for_review(text, clause):
    [found] = _period_findings(text)
    assert found.status == "review" and found.weight == 0 and found.evidence.text == clause
    assert PERIOD_MESSAGE in found.message and "cannot compute exactly" in found.message and clause in found.message


@pytest.mark.parametrize("text, rate, minutes", [
    (RACKSPACE, 5, 30),
    (RACKSPACE_SUPPORT, 5, 30),
    ("Network outages are credited at 3% of the monthly fee for every fifteen (15) minutes of downtime.", 3, 15),
])
def test_a_credit_per_period_of_downtime_is_read_and_not_left_for_review(text, rate, minutes):
    # (mo41; before: shown for review as the test above) the share per period and the period, which a claim computes
    # (README "Credits per period")
    from tests.conftest import extracted_terms

    assert _period_findings(text) == []
    terms = extracted_terms("Service Level Agreement\n\n" + text + "\n", language="en")
    assert (terms["credit_per_hour_pct"].value, terms["credit_period_minutes"].value) == (rate, minutes)


@pytest.mark.parametrize("text", [
    # ... near misses: a credit per hour (or per 60 minutes) is computed, a price per 30 minutes is no credit, a credit
    # reviewed every 30 minutes names no share of a fee, and a day's cost that no downtime affects is no credit's period
    "Rackspace will refund the customer 5% of the monthly fee for each hour of downtime.",
    "Rackspace will refund the customer 5% of the monthly fee for each 60 minutes of downtime.",
    "Remote hands are billed at 10% of the monthly fee per 30 minutes of work.",
    "Credit requests are reviewed every 30 minutes by our billing team.",
    "Hostwinds will provide an account credit for the cost of the whole month.",
])
def test_no_period_credit_where_none_is_stated(text):
    assert _period_findings(text) == []


def test_a_credit_per_half_hour_stays_no_rate_per_hour(reads):
    # the claim's per-hour credit would round it wrongly: still no term (a wrong credit is worse than none)
    # (mo41: the share is now read with its period, "5% of the monthly fee for each 30 minutes of downtime": 5 per 30
    # minutes, which a claim counts per half hour, never as 5% or 10% an hour)
    reads(RACKSPACE, "credit_per_hour_pct", 5, language="en")
    reads(RACKSPACE, "credit_period_minutes", 30, language="en")


def test_a_claim_says_the_credit_per_period_is_left_out(tmp_path):
    from tests.conftest import claimed_month

    # (mo41: Rackspace's "5% of the monthly fee for each 30 minutes of downtime" is now computed, a 20-minute outage one
    # started half hour, 5% (USD 50.00), and not said to be left out; Hostwinds' "the cost of the whole day(s) affected"
    # still is)
    month = claimed_month(tmp_path, "Service Level Agreement\n\nThe monthly fee is USD 1,000.\n\n" + RACKSPACE + "\n",
                         "id,start,end,units\nINC-1,2026-03-02T10:00:00Z,2026-03-02T10:20:00Z,*\n")
    assert month["credit_amount"] == 50
    assert not any("which this claim cannot compute exactly" in r for r in month["review"])
    (tmp_path / "hostwinds").mkdir()
    month = claimed_month(tmp_path / "hostwinds", "Service Level Agreement\n\nThe monthly fee is USD 1,000.\n\n"
                          + HOSTWINDS + "\n", "id,start,end,units\nINC-1,2026-03-02T10:00:00Z,2026-03-02T10:20:00Z,*\n")
    assert any("credit per period of downtime other than an hour, which this claim cannot compute exactly" in r
               and "contract.md page 1: “If our network goes down" in r for r in month["review"])


# https://www.hostwinds.com/product-docs/support/hostwinds-service-level-agreement, in short
HOSTWINDS_LEVEL = ("Uptime Guarantee\nHostwinds promises a 99.9999% uptime guarantee. This promise means that the network "
                   "we use and its power would be up with no downtime in excess of 31.6 seconds per year.\n")


@pytest.mark.parametrize("text, expected", [
    # the next sentence says what the promise means over a year: no monthly level (it read a monthly 99.9999 at 0.9, as
    # session 35 fixed for "This means that" in Hostwinds' guide)
    (HOSTWINDS_LEVEL, None),
    # ... near miss: a promise the next sentence says the meaning of over each month keeps its level
    ("Provider guarantees 99.9% uptime. This promise means that the network is up at least 99.9% of each month.\n", 99.9),
])
def test_a_promise_the_next_sentence_says_the_meaning_of_over_a_year(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


def test_reconcile_says_neither_credit_computes_the_credit_per_period(tmp_path):
    from typer.testing import CliRunner

    from slacheck.cli import app

    contract, log = tmp_path / "contract.md", tmp_path / "log.csv"
    # (mo41: Hostwinds' whole day(s) affected, where Rackspace's "5% of the monthly fee for each 30 minutes of downtime"
    # was: that one both credits now compute)
    contract.write_text("Service Level Agreement\n\nThe monthly fee is USD 1,000.\n\n" + HOSTWINDS + "\n", encoding="utf-8")
    log.write_text("id,start,end,units\nINC-1,2026-03-02T10:00:00Z,2026-03-02T10:20:00Z,*\n", encoding="utf-8")
    done = CliRunner().invoke(app, ["reconcile", "--incidents", str(log), "--vendor-report", str(log), "--contract",
                                    str(contract), "--as-of", "2026-04-01", "--no-db", "--format", "md"])
    assert done.exit_code == 0, done.output
    assert "credit per period of downtime other than an hour, which neither credit above can compute exactly" in done.stdout
