"""A credit table copied from a web page one cell a line (e97, session 41).

Compute Engine's credit table (https://cloud.google.com/compute/sla), copied with a " |" after each cell, runs in the
matching view into rows of no one width: a band with its credit in no cell of its row. f5216dab read a ladder of one
tier from it at 0.95 ({below 95: 25}; the contract's is 10/25/50), so a month at 97% paid nothing and one at 93.5% a
quarter. The table is now no ladder (its bands' credits are unknown): the outage rule goes to review and a claim says
the contract states no credit form. The same table copied without the pipes (one cell a line, blank lines between,
as browsers copy) already read right: its guards pass on f5216dab too. (e99: the piped copy now reads its ladder too,
its lines no spaced table rows.) And the table in two columns set apart by
spaces, which the matching view cuts word by word (the header's band column over each band's "-"), read one tier of
three at 0.95 on f5216dab: its rows are now read as lines, every tier.
"""

import pytest

from slacheck import api

HEAD = ("# Compute Engine SLA\n\nThe monthly fee is USD 1000.\n\n"
        "The Covered Service will provide a Monthly Uptime Percentage of at least 99.99%.\n\n"
        "If Google does not meet the SLO, Customer will be eligible to receive the Financial Credits described below:\n\n")
PIPED = ("Monthly Uptime Percentage |\nFinancial Credit |\n99.0% - < 99.99% |\n10% |\n95.0% - < 99.0% |\n25% |\n"
         "< 95.0% |\n50% |\n")
BLANK_LINES = PIPED.replace(" |\n", "\n\n")
LADDER = [{"below_pct": 99.99, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0},
          {"below_pct": 95.0, "credit_pct": 50.0}]


def _log(hours: int) -> str:
    return f"id,start,end,units,cause\na,2026-03-02T00:00:00,2026-03-0{2 + hours // 24}T00:00:00,*,vendor\n"


def _finding(text: str, rule: str):
    from tests.conftest import make_document

    result = api.check(make_document(text, language="en"))
    return next(f for f in result.findings if f.rule == rule)


def test_a_credit_table_copied_one_cell_a_line_with_pipes_reads_its_ladder(extracted):
    # f5216dab: [{below 95, credit 25}] at 0.95; f2eb1031 (e97): no ladder. e99: the lines ending " |" are no spaced
    # table rows any more (their single spaces were made column gaps), so the view runs them into one row, which
    # tables._unflattened cuts into the table's rows: every tier (expectation changed by e99, from None to the ladder)
    term = extracted(HEAD + PIPED, "credit_tiers", LADDER, language="en")
    assert term.value == LADDER and term.confidence >= 0.9


def test_a_credit_table_copied_one_cell_a_line_with_pipes_passes_outage_compensation():
    # f5216dab: the one-tier ladder read as the contract's; f2eb1031: review (no ladder); e99: the ladder, pass
    assert _finding(HEAD + PIPED, "outage-compensation").status == "pass"


@pytest.mark.parametrize("hours, amount", [(24, 250.0), (48, 500.0)])
def test_a_claim_under_a_table_copied_one_cell_a_line_pays_its_tier(tmp_path, hours, amount):
    from tests.conftest import claimed_month

    # f5216dab: 97% paid nothing (owes 25%), 93.5% paid 25% (owes 50%), both claimable; f2eb1031: nothing, no credit
    # form; e99: as the table without pipes
    month = claimed_month(tmp_path, HEAD + PIPED, _log(hours))
    assert month["credit_amount"] == amount and month["claimable"]


def test_guard_the_table_copied_one_cell_a_line_without_pipes_reads_its_ladder(extracted):
    # guard (passes on f5216dab too): band and credit on lines of their own, a blank line between
    term = extracted(HEAD + BLANK_LINES, "credit_tiers", LADDER, language="en")
    assert term.value == LADDER


@pytest.mark.parametrize("hours, amount", [(24, 250.0), (48, 500.0)])
def test_guard_a_claim_under_the_table_without_pipes_pays_its_tier(tmp_path, hours, amount):
    from tests.conftest import claimed_month

    # guard (passes on f5216dab too): a month at 96.8% owes 25%, at 93.5% 50%
    month = claimed_month(tmp_path, HEAD + BLANK_LINES, _log(hours))
    assert month["credit_amount"] == amount and month["claimable"]


@pytest.mark.parametrize("table", [
    "| Monthly Uptime Percentage | Financial Credit |\n| --- | --- |\n| 99.0% - < 99.99% | 10% |\n"
    "| 95.0% - < 99.0% | 25% |\n| < 95.0% | 50% |\n",
    "| Monthly Uptime Percentage | Financial Credit |\n| --- | --- |\n| >= 99.99% | None |\n| 99.0% - < 99.99% | 10% |\n"
    "| 95.0% - < 99.0% | 25% |\n| < 95.0% | 50% |\n",
    "Monthly Uptime Percentage\tFinancial Credit\n99.0% - < 99.99%\t10%\n95.0% - < 99.0%\t25%\n< 95.0%\t50%\n",
    "Monthly Uptime Percentage  Financial Credit\n\n99.0% to < 99.99%  10%\n\n95.0% to < 99.0%  25%\n\n"
    "Less than 95.0%  50%\n",
])
def test_guard_a_pipe_tab_or_space_ladder_reads_as_before(extracted, table):
    # guards (pass on f5216dab too): the same table as Markdown (with and without a top row owing nothing), with tabs,
    # and as two columns set apart by two spaces, a blank line between rows
    term = extracted(HEAD + table, "credit_tiers", LADDER, language="en")
    assert term.value == LADDER and term.confidence >= 0.9


def test_a_space_ladder_whose_header_words_the_view_cuts_apart_reads_every_tier(tmp_path):
    from tests.conftest import claimed_month, extracted_term

    # the same table in two columns set apart by four spaces, no blank lines: the matching view cuts the header's words
    # into cells of their own, so the header's band column ("Uptime") stands over the "-" of each band.
    # f5216dab: [{below 95, credit 50}] at 0.95, the two upper rows unread; a month at 96.8% paid nothing
    table = ("Monthly Uptime Percentage    Financial Credit\n99.0% - < 99.99%    10%\n95.0% - < 99.0%    25%\n"
             "< 95.0%    50%\n")
    assert extracted_term(HEAD + table, "credit_tiers", LADDER, language="en").value == LADDER
    month = claimed_month(tmp_path, HEAD + table, _log(24))
    assert month["credit_amount"] == 250.0 and month["credit_pct"] == 25.0
