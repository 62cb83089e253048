"""Wordings from English support pages, SLAs and data-centre articles (session 29, helper E56), in short excerpts:
a support table whose columns are the plans, an illustration that runs on past its cue's sentence, and market talk
about rack densities.

Each positive has a near miss beside it that must keep reading as it did.
"""

import pytest

# a support page's response table with one plan a column, the key named over the table or in its corner cell (the
# form of AWS's and Google Cloud's support-plan comparisons, "| Severity | Developer | Business | Enterprise |")
PLAN_COLUMNS = (
    "## Initial response times\n\n| Severity | Standard | Business | Enterprise |\n|---|---|---|---|\n"
    "| Severity 1 | 4 hours | 1 hour | 15 minutes |\n| Severity 2 | 8 hours | 4 hours | 1 hour |\n"
)
CORNER = (
    "## Support\n\n| Initial response time | Standard | Business | Enterprise |\n|---|---|---|---|\n"
    "| Severity 1 | 4 hours | 1 hour | 15 minutes |\n"
)


@pytest.mark.parametrize("text, values", [
    # it read nothing: no column's header names the response, each names a plan the customer picks from; every
    # figure is one plan's offering, so they are read as alternatives (a review), no single commitment
    (PLAN_COLUMNS, {240, 60, 15, 480}),
    (CORNER, {240, 60, 15}),
    # (session 29, E57) plan columns with digits in their names, hours of cover or a tier's number, no figure of any
    # kind (the form of OpenNMS's support plans, "Premier+ 24/7"): it read nothing, the digits kept the table from
    # reading as plans
    ("## Support response times\n\n| Severity | Standard | Premier | Premier+ 24/7 |\n|---|---|---|---|\n"
     "| Severity 1 | 8 hours | 4 hours | 1 hour |\n", {480, 240, 60}),
    ("## Support response times\n\n| Severity | Tier 1 | Tier 2 |\n|---|---|---|\n| Severity 1 | 8 hours | 4 hours |\n",
     {480, 240}),
])
def test_a_table_with_plans_as_columns_reads_each_plans_figure_as_alternatives(extracted, text, values):
    term = extracted(text, "response_minutes", True, language="en")
    assert term.conflict_kind == "alternatives"
    assert {term.value} | {a.value for a in term.alternatives} == values
    assert term.confidence <= 0.5


@pytest.mark.parametrize("text, expected", [
    # ... near misses: nothing over the table or in its corner names the response ("## Support" over plan columns);
    # a column headed by the key's own word keeps reading as before, the first row's figure the value
    ("## Support\n\n| Severity | Standard | Business |\n|---|---|---|\n| Severity 1 | 4 hours | 1 hour |\n", None),
    # ... (session 29, E57) plan names may carry digits, but columns of years or of figures are no plans: no word names
    # them
    ("## Support response times\n\n| Severity | 2023 | 2024 |\n|---|---|---|\n| Severity 1 | 8 hours | 4 hours |\n", None),
    ("## Support response times\n\n| Severity | 1 hour | 4 hours |\n|---|---|---|\n| Severity 1 | 8 hours | 4 hours |\n",
     None),
    ("## Initial response times\n\n| Severity | Response |\n|---|---|\n| Severity 1 | 4 hours |\n"
     "| Severity 2 | 8 hours |\n", 240),
    # ... and a row its label names ("| Response time | 15 minutes |") reads its first figure as before
    ("## Support\n\n| Severity | Critical | High | Medium |\n|---|---|---|---|\n"
     "| Response time | 15 minutes | 1 hour | 4 hours |\n| Resolution | 4 hours | 8 hours | 24 hours |\n", 15),
])
def test_plan_columns_near_misses(extracted, text, expected):
    term = extracted(text, "response_minutes", expected, language="en")
    if term is not None:
        assert term.value == expected and term.conflict_kind is None


ILLUSTRATION = (
    "Service Level. The Service will be available 99.9% of the time in any calendar month.\n\n"
    "To illustrate, suppose the Customer pays $10,000 per month. If availability is 99.0% in a month, the Customer "
    "receives a credit of 25%.\n"
)


def test_an_illustration_cue_covers_the_case_its_paragraph_works_through(extracted):
    # the 99.0% of the worked case read as a second, operative availability: the commitment stood in conflict (0.5)
    term = extracted(ILLUSTRATION, "availability_pct", 99.9, language="en")
    assert term.value == 99.9 and not term.conflict and term.confidence >= 0.9


def test_an_illustration_cue_ends_with_its_paragraph(extracted):
    # ... near miss: the paragraph after the illustration is operative again
    text = ("To illustrate, suppose the Customer pays $10,000 per month.\n\n"
            "The Service will be available 99.5% of the time in any calendar month.\n")
    term = extracted(text, "availability_pct", 99.5, language="en")
    assert term.value == 99.5 and term.confidence >= 0.9


@pytest.mark.parametrize("text, expected", [
    # market talk in a data-centre article: a condition on racks in general, what deployments typically run at
    # (it read 60, and 8 hedged at 0.9)
    ("Liquid cooling becomes necessary when individual racks dissipate 60 kW or more.", None),
    ("Modern AI deployments are typically 8 to 12 kW per cabinet.", None),
    ("A typical rack in an enterprise data center draws 5 to 10 kW.", None),
    ("Once racks exceed 30 kW, air cooling is no longer practical.", None),
    # ... near misses: the customer's racks and a site's offer keep reading
    ("Customer's racks are provisioned at 20 kW per rack.", 20),
    ("Each cabinet is delivered with 17 kW of power.", 17),
    ("Racks are provisioned at 40 kW when ordered with liquid cooling.", 40),
])
def test_market_talk_about_rack_densities_is_no_rack_power(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")


@pytest.mark.parametrize("text, customer, vendor", [
    # an order form's parties in a table, label in the first cell and name in the next: none was read
    ("# Order Form\n\n| Customer Name: | Union Data LLC |\n| Provider: | Acme GPU Cloud Inc. |\n",
     "Union Data LLC", "Acme GPU Cloud Inc."),
    ("| Field | Value |\n|---|---|\n| Customer | Union Data LLC |\n| Provider | Acme GPU Cloud Inc. |\n",
     "Union Data LLC", "Acme GPU Cloud Inc."),
    # ... flattened one cell a row (a PDF's form), the name in the row under its label's colon
    ("# Order Form\n\n|Customer Name:|\n|Union Data LLC|\n\n|Provider:|\n|Acme GPU Cloud Inc.|\n",
     "Union Data LLC", "Acme GPU Cloud Inc."),
    ("|Customer Name:|\n|---|\n|Union Data LLC|\n", "Union Data LLC", None),
    # ... and a PDF table's row as ingest renders it, with no leading pipe
    ("ORDER FORM\n\nCustomer Name | Union Data LLC\nProvider | Acme GPU Cloud Inc.\nTerm | 36 months\n",
     "Union Data LLC", "Acme GPU Cloud Inc."),
])
def test_a_party_named_in_an_order_forms_table(extracted, text, customer, vendor):
    for key, name in (("customer", customer), ("vendor", vendor)):
        term = extracted(text, key, name, language="en")
        if name is not None:
            assert term.value == name


@pytest.mark.parametrize("text", [
    # ... near misses: a responsibility matrix names the roles as columns, a blank form's next label is no name
    "| Task | Customer | Provider |\n|---|---|---|\n| Backups | Customer | Provider |\n",
    "| Customer | Provider |\n|---|---|\n| Backups | Yes |\n",
    "| Customer Name: | |\n| Address: | |\n",
    "| Customer Name | |\n| Address | |\n",
])
def test_roles_and_blank_forms_in_tables_name_no_party(extracted, text):
    extracted(text, "customer", None, language="en")
    extracted(text, "vendor", None, language="en")


# InnoScale's SLA, http://innoscale.net/legal/service-level-agreement/ (sections 1 and 2)
INNOSCALE = (
    "1. Service Level Commitment\n\nInnoScale will use commercially reasonable efforts to ensure the availability of "
    "Service and will attempt to maintain ninety-nine point nine nine nine percent (99.999%) availability (“Service "
    "Availability”).\n\n2. Performance Credit\n\n"
    "• 5% of Monthly Service fees – Credited for 99.99% to 99.998%\n"
    "• 10% of Monthly Service fees – Credited for 99.9% to 99.98%\n"
    "• 25% of Monthly Service fees Credited below 99.9%\n\n"
    "Notwithstanding the foregoing, in no calendar month will the credit exceed twenty-five percent (25%) of the "
    "monthly Service charge for the affected month.\n"
)


@pytest.mark.parametrize("text, expected", [
    # a cap in the question form a negative opening puts the verb in: it read no cap
    (INNOSCALE, 25),
    ("Under no circumstances shall service credits exceed 50% of the monthly fee.", 50),
    # ... near miss: a credit that grows until downtime exceeds a share is no cap
    ("If downtime exceeds 10% of the month, Customer may terminate.", None),
])
def test_a_cap_after_a_negative_opening(reads, text, expected):
    reads(text, "credit_cap_pct", expected, language="en")


@pytest.mark.parametrize("text, key, value, hedge", [
    # an attempt, one's best or an objective commits nobody to the figure: it read as firm commitments
    # (Insight Technologies' SLA, https://www.greatinsight.com/legal/sla/)
    ("It is Insight Technologies’s objective to achieve 100% Availability for our cloud services.",
     "availability_pct", 100, "’s objective"),
    ("Insight Technologies will do its best to provide 24 hours advanced notice to customers of scheduled maintenance "
     "activities.", "maintenance_notice_hours", 24, "do its best"),
    ("Provider will attempt to respond within 30 minutes of the report of a critical incident.",
     "response_minutes", 30, "will attempt"),
    # ... near misses: a firm statement keeps no hedge
    ("Provider will respond within 30 minutes of the report of a critical incident.", "response_minutes", 30, None),
    ("Provider will provide 72 hours advance notice of scheduled maintenance.", "maintenance_notice_hours", 72, None),
])
def test_an_attempt_or_objective_is_best_effort(reads, text, key, value, hedge):
    assert reads(text, key, value, language="en").hedge == hedge


@pytest.mark.parametrize("text, expected", [
    # a figure the PUE is said to be above is a condition's threshold (a colocation checklist,
    # https://www.hosthink.net/blog/server-colocation-explained/): it read as the site's PUE
    ("A PUE above 1.8 in a warm climate signals thermal management problems that will affect your equipment.", None),
    ("Facilities with a PUE over 1.6 waste energy on cooling.", None),
    # ... near misses: the ceiling itself, negated, and a plain figure keep reading
    ("The facility operates at a PUE not higher than 1.3.", 1.3),
    ("The annual PUE shall not exceed 1.25.", 1.25),
    ("Provider guarantees a PUE of no more than 1.4.", 1.4),
    ("Operating PUE: 1.35.", 1.35),
])
def test_a_pue_said_to_be_above_a_figure_is_no_sites_pue(reads, text, expected):
    reads(text, "pue", expected, language="en")


# a directory's guide to AI-ready data centres, https://colocompass.com/datacenters/guides/ai-ready-datacenters-density-cooling-power
GUIDE = (
    "AI-ready datacenters: density, liquid cooling and power\n\nGPU clusters have changed what “datacenter-ready” "
    "means. A facility that comfortably hosts enterprise IT at 5–10 kW per rack may be physically unable to host a "
    "modern training pod at 40–100 kW per rack. This guide covers what AI workloads actually demand from colocation.\n\n"
    "Density is the gating requirement\n\nA hall that supports 40 kW on four scattered racks is a different proposition "
    "from one that supports 40 kW across the forty adjacent racks a cluster actually needs.\n"
)


@pytest.mark.parametrize("text, expected", [
    # a guide saying what it covers, in its opening: its figures are the market's (it read 40 kW per rack at 0.8)
    (GUIDE, None),
    # ... near miss: a vendor's page prefacing its own agreement, which names itself after the announcement, still reads
    ("This guide covers the colocation services of our GPU halls.\n\n## Power\n\nThis Agreement governs the Services. "
     "Each cabinet is delivered with 40 kW of power.\n", 40),
])
def test_a_guide_announcing_what_it_covers_states_no_terms(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")


# CloudDigit's support page, https://docs.clouddigit.ai/getting-started/support/ ("Response targets"): one tier a column
CLOUDDIGIT_TARGETS = (
    "## Response targets\n\n| Severity | Standard | Business | Enterprise |\n|---|---|---|---|\n"
    "| P1 | 4 hr | 1 hr | 15 min |\n| P2 | 8 hr | 4 hr | 1 hr |\n| P3 | 1 BWD | 8 BWH | 4 BWH |\n"
)


def test_a_response_table_with_tiers_as_columns_and_hours_as_hr(extracted):
    # it read nothing: 'hr' was no unit, and the tiers' columns named no response
    term = extracted(CLOUDDIGIT_TARGETS, "response_minutes", True, language="en")
    assert term.conflict_kind == "alternatives"
    assert {term.value} | {a.value for a in term.alternatives} == {240, 60, 15, 480}


def test_hr_is_an_hour(reads):
    reads("Provider will respond within 4 hr of a P1 ticket.", "response_minutes", 240, language="en")
