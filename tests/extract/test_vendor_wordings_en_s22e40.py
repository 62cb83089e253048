"""Wordings left over by session 22's helpers E38 and E39 on real English SLAs and colocation terms (their pages, read
through the search tool's stored pages, are listed in /tmp/e38/docs/SOURCES.md and /tmp/e39/docs/SOURCES.md).

Each case quotes the short passage it needs, with its source in a comment; each positive has a near miss beside
it: the same words about something else, which must not become the term (or must become another value).
"""

import pytest

from slacheck.extract.pipeline import extract_terms
from tests.conftest import make_document


def _terms(text: str) -> dict:
    return {t.key: t for t in extract_terms(make_document(text, language="en"))}


LEVELS = "| Service | Monthly Uptime |\n|---|---|\n| Compute | 99.9% |\n| Storage | 99.95% |\n"
CREDITS = ("| Monthly Uptime | Service Credit |\n|---|---|\n| 99.0% to 99.9% | 10% |\n| 98.0% to 99.0% | 20% |\n"
           "| 97.0% to 98.0% | 30% |\n| Below 97.0% | 40% |\n")


def test_two_pipe_tables_a_blank_line_apart_are_two():
    # (the layout of Wavestack's SLA, docs.wavestack.cloud/support/sla/, and many Markdown SLAs: a table of the
    # services' levels, then the credit table) the view drops the blank line between them; read as one table, the
    # credits 10/20/30/40% stood under the first table's "Monthly Uptime" and became availability alternatives
    terms = _terms("# Service Level Agreement\n\n" + LEVELS + "\n" + CREDITS)
    availability = terms["availability_pct"]
    assert availability.value == 99.9
    assert sorted(a.value for a in availability.alternatives) == [99.95]
    assert [t["credit_pct"] for t in terms["credit_tiers"].value] == [10, 20, 30, 40]


def test_one_table_of_levels_keeps_its_rows():
    # ... near miss: the levels table alone, and one with a delimiter row under each row of figures (an HTML page
    # flattened to one table per row), keep every level as an alternative
    assert [a.value for a in _terms(LEVELS)["availability_pct"].alternatives] == [99.95]
    pieces = "| Service | Monthly Uptime |\n|---|---|\n| Compute | 99.9% |\n|---|---|\n| Storage | 99.95% |\n"
    assert [a.value for a in _terms(pieces)["availability_pct"].alternatives] == [99.95]


SURVEY = ("We fetched the public SLA and ToS texts of 9 GPU providers (2026-07-03).\n"
          "| Provider | Public uptime SLA | Claim window | Credit cap | Source |\n|---|---|---|---|---|\n"
          "| CoreWeave | 99.9% multi-region / 99% single | 10 days or forfeit | 50% of month | ToS |\n"
          "| Nebius | 99.5% per VM | 14 days after month end, or waived | 30% | SLA |\n"
          "| Google Cloud A3/A4 | 99.9% single instance | 60 days | 100% | SLA |\n")


def test_a_survey_of_other_providers_gives_no_value():
    # agent-1jy.pages.dev, "the SLA claim-window table nobody publishes": nine providers' SLAs, one a row; what others
    # offer is no value of this contract, not even a low-confidence one (availability was read at 0.2)
    assert "availability_pct" not in _terms(SURVEY)


def test_a_survey_beside_the_providers_own_level_leaves_it_alone():
    # ... near miss: the document's own commitment outside the survey is read, with no survey figure beside it
    term = _terms("The Service will be available 99.95% of each calendar month.\n\n" + SURVEY)["availability_pct"]
    assert term.value == 99.95 and term.confidence > 0.5
    assert [a.value for a in term.alternatives if a.value != 99.95] == []


@pytest.mark.parametrize("text, expected", [
    # Pacnet (AU), Co-location Rules (au.pacnet.com/terms-and-conditions/co-location-category-terms/co-location-rules/):
    # a cabinet's power in a bare "W" right before the rack
    ("You must ensure that your customer equipment does not draw power in excess of 1500W per rack cabinet or such "
     "other amount of power which we deem to be unreasonable.", 1.5),
    ("Power: 5000 W per rack.", 5),
    # ... near misses: a GPU's or a PSU's rating in "W" is no rack's power
    ("Each rack holds 8 GPUs rated at 700W per GPU.", None),
    ("The rack is fitted with 700W GPUs and 2000W PSUs.", None),
    # ... nor is a density per rack unit (U)
    ("The power density is 500W per rack unit.", None),
])
def test_a_bare_watt_before_the_rack(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")


CUEMBY = ("Cuemby will use commercially reasonable efforts to provide regional service availability as follows:\n\n"
          "Region\n\nAvailability Target (%/month)\n\n{row}\n\n99.5%\n")


@pytest.mark.parametrize("row, expected", [
    # Cuemby Cloud SLA Addendum, 2. Service Availability Targets: the regions table one cell a line, a place named with
    # its country ("Bogota, Colombia")
    ("Bogota, Colombia", 99.5),
    # ... near miss: a line that goes on as a clause after its comma is no row's name
    ("Bogota, where we operate", None),
])
def test_a_level_one_cell_a_line_under_a_place_and_its_country(reads, row, expected):
    reads(CUEMBY.format(row=row), "availability_pct", expected, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # a service order's table (the Interxion Services Form's "Initial Agreement Period (in months)", session 22's e39
    # d32) with a price column beside it: the currency in one header made every plain number of the table money
    ("| Building | Initial Agreement Period (in months) | Monthly Fee (EUR) |\n|---|---|---|\n| STO1 | 36 | 12,000 |\n",
     "term_months", 36),
    ("| Building | Service Term (Months) | MRC (USD) |\n|---|---|---|\n| STO1 | 36 | 12,000 |\n", "term_months", 36),
    ("| Building | Service Term (Months) | MRC (USD) |\n|---|---|---|\n| STO1 | 36 | 12,000 |\n", "monthly_fee", 12000),
    # ... near miss: a bare figure under a header with no unit, in a table of money, is read as no term
    ("| Building | Term | MRC (USD) |\n|---|---|---|\n| STO1 | 36 | 12,000 |\n", "term_months", None),
])
def test_a_columns_unit_beside_a_currency_column(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # DigitalOcean, Droplet SLA (digitalocean.com/legal/sla): the currency named after a dollar sign, no amount
    ("Service Credit: Credit in terms of $USD issued to the associated DigitalOcean account.", "USD"),
    ("Credits are issued in $USD to the account.", "USD"),
    # ... near miss: a credit in terms of the fee names no currency
    ("Service Credit: Credit in terms of the monthly fee issued to the associated account.", None),
])
def test_a_currency_code_after_a_dollar_sign(reads, text, expected):
    reads(text, "currency", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # Volico / Biznesshosting, Service Level Agreement (volico.com/legal/service-level-agreement): the kinds of space an
    # installation level applies to, a shared one beside the private suite (read tenant_isolation: dedicated)
    ("This Installation Service Level applies to cabinet and private suite Colocation Space.", None),
    ("Customers may choose shared or dedicated GPU clusters.", None),
    # ... near miss: the customer's racks in a private suite are isolated
    ("The Customer's cabinets are located in a private suite.", "dedicated"),
])
def test_a_menu_of_space_kinds_is_no_isolation(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="en")
