"""English real-document wordings left over from sessions 44-45, read by e117 (session 46):

1. a credit cap said alone in a short line under a heading of credits ("Capped at 50% of the monthly fee, no roll-over, no
   cash value.", the Metis gateway's SLA template) is ``credit_cap_pct``: the heading names what is capped;
2. a plain-text heading alone in its paragraph ("Service credits" with a blank line above and under, a page saved as text)
   heads its section as "## Service credits" would: the claim window further down under it is read;
3. a tier written with an inclusive upper bound ("<= 94.99% | 30%" under "95% to 97.99% | 20%", Cohere's SLO) runs up to
   where the band above starts (below 95), as a closed range's upper end does: 94.995% earns 30%, no longer nothing;
4. a delivery in business days ("delivered within 10 business days") says it is counted in working days (``counted_in``),
   as a maintenance notice's does;
5. "one day's worth of monthly fees" as a credit is a day's share of the month's fee (1/30), as "one day of fees" is.

Each positive has a paraphrase and a guard beside it (guards pass on main's base too, and say so).
"""

import pytest

# https://david-2814.github.io/metis/operations/sla-template.html (the page as text: its headings lost their Markdown)
METIS = (
    "Service credits\n\n"
    "Customer's exclusive remedy for missing the commitment is a credit against the following month's invoice:\n\n"
    "Monthly availability Credit (% of monthly fee)\n"
    "≥ 99.5% 0%\n99.0% to < 99.5% 10%\n95.0% to < 99.0% 25%\n< 95.0% 50%\n\n"
    "Only the matching row applies (not cumulative). Capped at 50% of the monthly fee, no roll-over, no cash value. "
    "Claim in writing within 30 days, referencing status-page incidents.\n\n"
    "Exclusions\n\n"
    "Unavailability from any of these does not count:\n"
)


@pytest.mark.parametrize("text, expected", [
    (METIS, 50),
    # ... paraphrased: the same cap under a Markdown heading of SLA credits, a sentence between
    ("## SLA Credits\n\nCredits are issued against the next invoice.\n\nNot cumulative. Limited to 30% of the monthly "
     "fee in any month.\n", 30),
    # ... and under a plain heading, two paragraphs down
    ("Service Credits\n\nA credit is applied to the next invoice.\n\nOne band applies per month.\n\nCapped at 25% of the "
     "monthly fee.\n", 25),
])
def test_a_cap_under_a_heading_of_credits_is_the_credit_cap(reads, text, expected):
    reads(text, "credit_cap_pct", expected, language="en")


@pytest.mark.parametrize("text", [
    # guards (pass on main too): a cap under a heading of something else caps no credit
    "## Usage limits\n\nRequests are metered per key.\n\nCapped at 50% of the monthly quota per day.\n",
    "Billing\n\nInvoices are issued monthly.\n\nLate fees are capped at 5% of the overdue amount.\n",
])
def test_a_cap_under_another_heading_is_no_credit_cap(extracted, text):
    extracted(text, "credit_cap_pct", None, language="en")


@pytest.mark.parametrize("text, expected", [
    # the claim window of the Metis page under its plain "Service credits" heading (main: missed)
    (METIS, 30),
    # ... paraphrased: another plain heading of credits, the request two paragraphs under it
    ("SLA Credits\n\nCredits are applied to the following invoice.\n\nThey carry no cash value.\n\nRequest in "
     "writing within 14 days, quoting the incident number.\n", 14),
])
def test_a_plain_heading_alone_in_its_paragraph_heads_its_section(reads, text, expected):
    reads(text, "claim_window_days", expected, language="en")


@pytest.mark.parametrize("text", [
    # guards (pass on main too): a heading of another thing ("Support", "Disputes") heads the claim, the nearer of two
    "Service credits\n\nCredits are applied to the next invoice.\n\nDisputes\n\nNotices go to the legal team.\n\n"
    "Claim in writing within 30 days, referencing the invoice number.\n",
    "Support\n\nTickets are answered by e-mail.\n\nClaim in writing within 30 days, referencing status-page incidents.\n",
])
def test_no_heading_of_credits_no_claim_window(extracted, text):
    extracted(text, "claim_window_days", None, language="en")


def test_a_numbered_title_paragraph_over_acceptance_testing_is_no_delivery():
    """Guard (passes on main too): "9.    Testing, Acceptance and Delivery" over "acceptance testing shall not exceed 2
    weeks from date of delivery" (HealthGate's hosting agreement, CUAD): a time counted from the delivery is none."""
    from tests.conftest import extracted_term

    text = ("9.    Testing, Acceptance and Delivery\n\n      9.1.  Upon completion of the Development Work the parties "
            "shall run acceptance tests. Load testing will be conducted at the Provider. Such period of acceptance "
            "testing shall not exceed 2 weeks from date of delivery for testing.\n\n      9.2.  Upon passing the "
            "acceptance tests, the System shall be deemed Accepted.\n")
    extracted_term(text, "delivery_days", None, language="en")


# https://cohere.com/slo (Cohere API SaaS Service, Service Level Objective; read below 94.99: 94.995% earned nothing)
COHERE = (
    "If Cohere fails to meet the SLO in any calendar month during the Term, and if Customer meets its obligations under "
    "the Agreement, Customer will be entitled to receive the following credits as applicable (the \"Service Level "
    "Credits\"):\n\n"
    "Monthly Uptime Percentage Cohere % of Monthly Invoice\n98% to <99.5% 10%\n95% to 97.99% 20%\n<= 94.99% 30%\n"
)


@pytest.mark.parametrize("text, expected", [
    (COHERE, [{"below_pct": 99.5, "credit_pct": 10.0}, {"below_pct": 98.0, "credit_pct": 20.0},
              {"below_pct": 95.0, "credit_pct": 30.0}]),
    # ... paraphrased: the sign as a Markdown cell, and the words after the figure
    ("| Monthly Uptime | Service Credit |\n|---|---|\n| 99.0% to < 99.9% | 10% |\n| 95.0% to 98.99% | 25% |\n"
     "| ≤ 94.99% | 50% |\n",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0},
      {"below_pct": 95.0, "credit_pct": 50.0}]),
    ("| Monthly Uptime | Service Credit |\n|---|---|\n| 99.0% to < 99.9% | 10% |\n| 98.99% or less | 25% |\n",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]),
    # guards (pass on main too): a strict bound keeps its figure; an inclusive one under a band with no lower end stays
    ("| Monthly Uptime | Service Credit |\n|---|---|\n| 98% to <99.5% | 10% |\n| 95% to 97.99% | 20% |\n| < 95% | 30% |\n",
     [{"below_pct": 99.5, "credit_pct": 10.0}, {"below_pct": 98.0, "credit_pct": 20.0},
      {"below_pct": 95.0, "credit_pct": 30.0}]),
    ("| Monthly Uptime | Service Credit |\n|---|---|\n| < 99.5% | 10% |\n| <= 94.99% | 30% |\n",
     [{"below_pct": 99.5, "credit_pct": 10.0}, {"below_pct": 94.99, "credit_pct": 30.0}]),
])
def test_an_inclusive_upper_bound_runs_up_to_the_band_above(reads, text, expected):
    reads(text, "credit_tiers", expected, language="en")


def test_an_inclusive_bound_on_the_band_above_s_lower_end_is_a_shared_edge(extracted):
    """"≤ 99%" under "99% - 99.9%": 99% is in both bands by the words; the term says so (``edges``, a claim there says it
    pays the band above's credit). Main: no edge."""
    term = extracted("| Monthly Uptime | Service Credit |\n|---|---|\n| 99% - 99.9% | 10% |\n| ≤ 99% | 25% |\n",
                     "credit_tiers", True, language="en")
    assert term.value == [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]
    assert [e.pct for e in term.edges or []] == [99.0]


def test_mistral_s_closed_bands_leave_no_hole():
    """Guard (passes on main too): "99.8% to 99.5%" over "99.4% to 95%" (Mistral's Enterprise Service Level Schedule,
    https://mistral.ai/terms/enterprise-service-level-and-support-schedule, written to one decimal) leave no hole: the
    lower band holds up to 99.5 (``closed_uppers``), so 99.45% earns its credit and no gap is flagged."""
    from tests.conftest import extracted_term

    text = ("Service Credits. Customer shall be eligible to receive the following credits:\n\n"
            "| Monthly Uptime Percentage | Service Credit |\n|---|---|\n| 99.8% to 99.5% | 2% of the Monthly Fees |\n"
            "| 99.4% to 95% | 5% of the Monthly Fees |\n| <95% | 10% of the Monthly Fees |\n")
    term = extracted_term(text, "credit_tiers", True, language="en")
    assert [t["below_pct"] for t in term.value] == [99.8, 99.5, 95.0]
    assert term.evidence_kind != "gapped" and not term.gaps


@pytest.mark.parametrize("text, expected", [
    ("If availability falls below 99.9%, Customer will receive one day's worth of monthly fees as a service credit.",
     [{"below_pct": 99.9, "credit_pct": pytest.approx(100 / 30)}]),
    # ... paraphrased: days' worth of the monthly fee, two bands
    ("If monthly uptime falls below 99.9%, Customer receives a credit equal to one day’s worth of the monthly fee; "
     "below 99%, three days' worth of the monthly fee.",
     [{"below_pct": 99.9, "credit_pct": pytest.approx(100 / 30)}, {"below_pct": 99.0, "credit_pct": pytest.approx(10.0)}]),
    # guard (passes on main too): "one day of fees", as the project read it already
    ("If monthly uptime falls below 99.9%, Customer will receive a service credit of one day of fees.",
     [{"below_pct": 99.9, "credit_pct": pytest.approx(100 / 30)}]),
])
def test_a_days_worth_of_fees_is_that_share_of_the_month(reads, text, expected):
    reads(text, "credit_tiers", expected, language="en")


def test_a_days_worth_of_something_else_is_no_credit(extracted):
    """Guard (passes on main too): a day's worth of reports is no credit."""
    extracted("Customer will receive one day's worth of downtime reports each week.", "credit_tiers", None, language="en")


@pytest.mark.parametrize("text, expected, counted_in", [
    ("The servers will be delivered within 10 business days of the order date.", 10, "working_days"),
    # ... paraphrased: working days, the cluster made available
    ("Provider shall make the GPU cluster available to Customer within fifteen (15) working days after signing.", 15,
     "working_days"),
    # guard (passes on main too): calendar days say nothing of working days
    ("The servers will be delivered within 10 days of the order date.", 10, None),
])
def test_a_delivery_in_business_days_says_so(extracted, text, expected, counted_in):
    term = extracted(text, "delivery_days", True, language="en")
    assert (term.value, term.counted_in) == (expected, counted_in)


@pytest.mark.parametrize("text", [
    # guards (pass on main too): a claim window under a version line is the credits' (the version's figure no part of it)
    "Service Level Agreement\nVersion 2.1\n\nService Credits\n\nClaims must be submitted within 30 days of the end of the "
    "month in which the outage occurred.\n",
    "SLA Version 2.1. Credit claims must be submitted within 30 days.",
])
def test_a_claim_window_after_a_version_line_stays_read(reads, text):
    reads(text, "claim_window_days", 30, language="en")
